//! Names frames with blazesym: ELF symbols, and DWARF file:line where the file has them. Run
//! when a process ends, for its outstanding objects' stacks only, off the daemon's loop (a
//! library's DWARF can take a second to read); from the files kept open, so a process that is
//! gone is named as well as a live one.
use std::{fs::File, os::fd::AsRawFd, path::PathBuf, sync::Arc};

use blazesym::symbolize::{Input, Symbolized, Symbolizer, source::{Elf, Source}};
use rustc_hash::FxHashMap;

use super::{
    PyNames,
    files::{Files, Identity},
    frame::Frame,
    table,
};

/// A function at a file offset, kept across processes (a CI runner runs one binary many
/// times) and shards: by the file's [`Identity`], as each shard numbers its files its own way.
#[derive(Clone, Default)]
struct Named {
    function: Option<String>,
    file: Option<String>,
    line: Option<u32>,
}

/// The most names kept between process ends: beyond, the caches start over.
const MAX_NAMES: usize = 1 << 16;

/// Whether blazesym may read `file`'s DWARF, which takes in its debug link (`.gnu_debuglink`):
/// the file it names is looked for beside the library, where a tenant's own library could
/// have put a FIFO (the writer thread would wait on it for ever) or a file of root's. A file
/// of the node's own system may ([`crate::process::untrusted::the_nodes`]: root's, where the node's system
/// is, not a root container's); another's that has a debug link is named from its ELF symbols only (blazesym
/// reads a file's own DWARF and its link's together or not at all), and so is one whose DWARF
/// is larger than any program's, inflated (`MAX_TENANT_DWARF`, see [`dwarf_within`]: a crafted
/// one would hold the writer thread, and every process's summary behind it, for as long as it
/// takes, and its memory). A tenant's program built with its DWARF in it, as usual, keeps its
/// lines.
fn may_follow_debug_link(file: &File) -> bool {
    if file.metadata().is_ok_and(|m| crate::process::untrusted::the_nodes(&m)) {
        return true;
    }
    let cache = crate::process::untrusted::parse_cache(file, crate::process::untrusted::PARSE_BUDGET);
    object::File::parse(&cache).is_ok_and(|elf| {
        use object::Object;
        elf.section_by_name(".gnu_debuglink").is_none() && dwarf_within(file, &elf, MAX_TENANT_DWARF)
    })
}

/// The most DWARF a file not the node's is read for: a large program's is some hundreds of MB.
pub(crate) const MAX_TENANT_DWARF: u64 = 512 << 20;

/// Whether `elf`'s DWARF (its `.debug_*` sections, and GNU's compressed `.zdebug_*`) takes at
/// most `most` bytes as blazesym reads it: inflated. Each section counts the size its
/// compression header gives (`Elf64_Chdr`'s `ch_size`; the size after `ZLIB` for GNU's), not
/// its compressed bytes, which may inflate a thousandfold. blazesym inflates a section whole,
/// whatever its header says: each stream is inflated here first, into nothing and no further
/// than one byte past its header's size (so `most` in all, at worst), and one that goes on is
/// a lie that refuses the file, as does a compression this cannot inflate.
pub(crate) fn dwarf_within<'a, R: object::ReadRef<'a>>(file: &File, elf: &object::File<'a, R>, most: u64) -> bool {
    use object::{CompressionFormat, Object, ObjectSection};
    let (mut inflated, mut streams) = (0u64, vec![]);
    for section in elf.sections().filter(|s| s.name().is_ok_and(|n| n.starts_with(".debug_") || n.starts_with(".zdebug_"))) {
        let Ok(range) = section.compressed_file_range() else { return false };
        inflated = inflated.saturating_add(range.uncompressed_size);
        match range.format {
            CompressionFormat::None => {}
            CompressionFormat::Zlib => streams.push(range),
            _ => return false,
        }
    }
    inflated <= most && streams.iter().all(|r| inflates_as_said(file, r))
}

/// Whether the zlib stream of `r` in `file` inflates to no more than its header says.
fn inflates_as_said(file: &File, r: &object::CompressedFileRange) -> bool {
    use std::io::Read;
    let stream = At { file, offset: r.offset }.take(r.compressed_size);
    let mut inflate = flate2::read::ZlibDecoder::new(stream).take(r.uncompressed_size.saturating_add(1));
    std::io::copy(&mut inflate, &mut std::io::sink()).is_ok_and(|n| n <= r.uncompressed_size)
}

/// `file` read from `offset` on (`pread`: its own offset, which others share, left alone).
struct At<'a> {
    file: &'a File,
    offset: u64,
}

impl std::io::Read for At<'_> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = std::os::unix::fs::FileExt::read_at(self.file, buf, self.offset)?;
        self.offset += n as u64;
        Ok(n)
    }
}

pub struct Names {
    symbolizer: Symbolizer,
    /// What each offset names: innermost first, one per function inlined there, then the
    /// function whose code it is; empty when nothing names it.
    cache: FxHashMap<(Identity, u64), Box<[Named]>>,
    /// Whether each file's DWARF may be read (see [`may_follow_debug_link`]: it may inflate
    /// hundreds of MB to tell), once per file.
    follows: FxHashMap<Identity, bool>,
}

impl Default for Names {
    fn default() -> Names {
        // Auto-reload off: the files are ours (kept open), they do not change under us.
        let symbolizer = Symbolizer::builder().enable_auto_reload(false).enable_inlined_fns(true).build();
        Names { symbolizer, cache: FxHashMap::default(), follows: FxHashMap::default() }
    }
}

impl Names {
    /// Names every (file, offset) of `frames` not named yet, in one symbolizer call per file
    /// (of `files`, read through their descriptors).
    pub fn prepare(&mut self, files: &FxHashMap<Identity, Arc<File>>, frames: impl Iterator<Item = (Identity, u64)>) {
        if self.cache.len() > MAX_NAMES {
            // The symbolizer's own caches (symbol tables, DWARF) go too: a long-running daemon
            // sees ever more files.
            *self = Names::default();
        }
        let mut wanted: FxHashMap<Identity, Vec<u64>> = FxHashMap::default();
        for (file, offset) in frames {
            if !self.cache.contains_key(&(file, offset)) {
                wanted.entry(file).or_default().push(offset);
            }
        }
        for (file, mut offsets) in wanted {
            offsets.sort_unstable();
            offsets.dedup();
            // Every frame is a return address: the call is the instruction before it.
            let calls: Vec<u64> = offsets.iter().map(|o| o.saturating_sub(1)).collect();
            let path = PathBuf::from(format!("/proc/self/fd/{}", files[&file].as_raw_fd()));
            let mut elf = Elf::new(&path);
            elf.debug_syms = *self.follows.entry(file).or_insert_with(|| may_follow_debug_link(&files[&file]));
            let src = Source::Elf(elf);
            let named = match self.symbolizer.symbolize(&src, Input::FileOffset(&calls)) {
                Ok(syms) => syms.iter().map(named).collect(),
                Err(e) => {
                    tracing::debug!(path = %path.display(), "cannot symbolize: {e:#}");
                    vec![Box::default(); offsets.len()]
                }
            };
            for (offset, n) in offsets.into_iter().zip(named) {
                self.cache.insert((file, offset), n);
            }
        }
    }

    /// Names `frame` (a frame in a file) as [`prepare`](Self::prepare) found it, into `out`:
    /// a frame per function inlined at its address, innermost first (marked `inlined`), then
    /// the one whose code it is.
    pub fn fill(&self, file: Identity, offset: u64, frame: Frame, out: &mut Vec<Frame>) {
        let chain = self.cache.get(&(file, offset)).map_or(&[][..], |c| &c[..]);
        if chain.is_empty() {
            out.push(frame);
            return;
        }
        for (i, n) in chain.iter().enumerate() {
            out.push(Frame {
                function: n.function.clone(),
                file: n.file.clone(),
                line: n.line,
                inlined: i + 1 < chain.len(),
                ..frame.clone()
            });
        }
    }
}

/// A frame as shown, named or not yet: where it is, from what was kept of its file; a Python
/// frame as it was named while its process lived.
pub fn frame(files: &Files, python: &PyNames, frame: table::Frame) -> Frame {
    match frame {
        table::Frame::Raw(addr) => Frame { addr, ..Frame::default() },
        table::Frame::Python(id) => match python.get(id) {
            Some(n) => Frame { function: Some(n.function.clone()), file: Some(n.file.clone()), line: n.line, python: true, ..Frame::default() },
            None => Frame { python: true, ..Frame::default() },
        },
        table::Frame::File { file, offset } => {
            let info = files.get(file);
            Frame {
                addr: offset,
                module: Some(info.path.clone()),
                offset: Some(offset),
                build_id: info.build_id.clone(),
                ..Frame::default()
            }
        }
    }
}

/// The functions at an address, innermost first. blazesym lists the inlined ones outermost
/// first and gives each function the location within it: the symbol's is the call to the
/// first inlined function, the last inlined one's is the address's own line.
fn named(s: &Symbolized) -> Box<[Named]> {
    let Symbolized::Sym(sym) = s else { return Box::default() };
    let one = |name: &str, code: Option<&blazesym::symbolize::CodeInfo>| Named {
        function: Some(name.to_owned()),
        file: code.map(|c| c.to_path().display().to_string()),
        line: code.and_then(|c| c.line),
    };
    sym.inlined
        .iter()
        .rev()
        .map(|f| one(&f.name, f.code_info.as_ref()))
        .chain([one(&sym.name, sym.code_info.as_deref())])
        .collect()
}

#[cfg(test)]
mod tests {
    use std::os::unix::fs::{MetadataExt, chown};

    use super::*;

    /// A library of a tenant's with a debug link is named from its symbols only; root's, or a
    /// tenant's without one, keep their DWARF.
    #[test]
    fn only_a_tenant_s_debug_link_is_not_followed() {
        let dir = std::env::temp_dir().join(format!("ze-tracer-debuglink-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let objcopy = |args: &[&std::ffi::OsStr]| assert!(std::process::Command::new("objcopy").args(args).status().unwrap().success(), "objcopy");
        // Debian's loader has a debug link (to its -dbgsym package's file): one without, one with.
        let plain = dir.join("libplain.so");
        let system = std::path::Path::new("/usr/lib/x86_64-linux-gnu/libze_loader.so.1");
        objcopy(&["--remove-section=.gnu_debuglink".as_ref(), system.as_os_str(), plain.as_os_str()]);
        let linked = dir.join("liblinked.so");
        std::fs::write(dir.join("liblinked.debug"), b"").unwrap();
        let link = format!("--add-gnu-debuglink={}", dir.join("liblinked.debug").display());
        objcopy(&[link.as_ref(), plain.as_os_str(), linked.as_os_str()]);
        let open = |p: &std::path::Path| File::open(p).unwrap();
        // Root's, as the test runs: followed, with a link or not, where the node's system is (a
        // temporary directory elsewhere, a tmpfs, is as a root container's: its link is not).
        let meta = open(&linked).metadata().unwrap();
        assert_eq!(meta.uid(), 0);
        let system = crate::process::untrusted::the_nodes(&meta);
        assert_eq!(system, meta.dev() == std::fs::metadata("/").unwrap().dev() || meta.dev() == std::fs::metadata("/usr").unwrap().dev());
        assert!(may_follow_debug_link(&open(&plain)));
        assert_eq!(may_follow_debug_link(&open(&linked)), system, "a debug link of root's is followed where the node's system is only");
        // A tenant's (nobody's).
        for p in [&plain, &linked] {
            chown(p, Some(65534), Some(65534)).unwrap();
        }
        assert!(may_follow_debug_link(&open(&plain)), "no link: its own DWARF is read");
        assert!(!may_follow_debug_link(&open(&linked)), "a tenant's debug link is not followed");
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// A tenant's files whose DWARF is compressed are judged by what it inflates to: a header
    /// saying past `MAX_TENANT_DWARF` (`SHF_COMPRESSED`'s `ch_size`, GNU's `ZLIB` and size)
    /// refuses it uninflated (its bytes are no stream), and so does a stream that inflates past
    /// what its header says; one that inflates as it says is read (before, each counted its
    /// few compressed bytes, and blazesym would have inflated them all, without a bound).
    #[test]
    fn a_tenant_s_compressed_dwarf_counts_as_it_inflates() {
        use std::io::Write;

        use crate::unwind::testing::{Section, write_elf};

        let dir = std::env::temp_dir().join(format!("ze-tracer-zdebug-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        // `Elf64_Chdr` (zlib), then the stream; `ZLIB`, the size (big-endian), then the stream.
        let chdr = |size: u64, stream: &[u8]| [&1u32.to_le_bytes()[..], &[0; 4], &size.to_le_bytes(), &1u64.to_le_bytes(), stream].concat();
        let gnu = |size: u64, stream: &[u8]| [&b"ZLIB"[..], &size.to_be_bytes(), stream].concat();
        let mut z = flate2::write::ZlibEncoder::new(Vec::new(), flate2::Compression::best());
        z.write_all(&[0; 64 << 10]).unwrap();
        let zeros = z.finish().unwrap();
        let claims = MAX_TENANT_DWARF + 1;
        let shf_compressed = object::elf::SHF_COMPRESSED as u64;
        let cases = [
            ("claims-too-much", ".debug_info", shf_compressed, chdr(claims, b"not a stream"), false),
            ("gnu-claims-too-much", ".zdebug_info", 0, gnu(claims, b"not a stream"), false),
            ("lies", ".debug_info", shf_compressed, chdr(1 << 10, &zeros), false),
            ("as-it-says", ".debug_info", shf_compressed, chdr(64 << 10, &zeros), true),
        ];
        let (mut followed, mut expected) = (vec![], vec![]);
        for (name, section, flags, bytes, follows) in cases {
            let path = dir.join(name);
            write_elf(&path, &[Section { name: section, flags, bytes: &bytes, size: 0 }]);
            chown(&path, Some(65534), Some(65534)).unwrap();
            followed.push((name, may_follow_debug_link(&File::open(&path).unwrap())));
            expected.push((name, follows));
        }
        assert_eq!(followed, expected);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
