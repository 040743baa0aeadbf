//! A copy of a traced library (the loader, or a layer above it: `tracer_common::LIBRARIES`)
//! read as ELF: which library it is, where each of its traced APIs is in the file (`.dynsym`,
//! through the program headers to file offsets) and where its probes go in it (see
//! `placement`).
use std::{
    collections::HashMap,
    fs,
    os::unix::fs::MetadataExt,
    path::{Path, PathBuf},
};

use anyhow::Context as _;
use object::{Object, ObjectSegment, ObjectSymbol, ReadRef};
use tracer_common::{LIBRARIES, Library};

use crate::process::untrusted;

use super::{
    maps::{Mapped, other_ways},
    placement::{self, Site},
    return_sites::{self, ReturnSite},
};

/// A traced API in a loader copy.
#[derive(Debug, Clone)]
pub struct Symbol {
    /// The API, as `tracer_common::api` numbers them.
    pub api: usize,
    /// File offset of the function's first instruction.
    pub offset: u64,
    /// Where its probes go, relative to `offset` (see `placement`).
    pub site: Site,
}

/// A copy of a traced library and where each traced API sits in it.
#[derive(Debug, Clone)]
pub struct TracedLib {
    /// Which library: the one whose APIs it exports.
    pub library: &'static Library,
    /// Path as this process can open it (through `/proc/<pid>/root` for a target's copy).
    pub path: PathBuf,
    /// The path users know it by (as the process that maps it sees it).
    pub name: String,
    pub symbols: Vec<Symbol>,
    /// Traced APIs this copy does not export.
    pub missing: Vec<&'static str>,
    /// (device, inode): the file's identity, whatever path reaches it.
    pub id: (u64, u64),
    /// From the file's real name, if it has one.
    pub version: Option<String>,
    /// The file, open: probes are attached through it (`attach_path`), so that a copy whose
    /// process is gone by then (its `/proc/<pid>/root` with it) is armed all the same.
    file: std::sync::Arc<fs::File>,
}

/// A function's first bytes, as `placement` decodes them (`MAX_INSNS` instructions fit).
const CODE_BYTES: u64 = 64;

/// The most dynamic symbols a traced library is read for: Level Zero's loader exports about 300,
/// UMF about 200, and libraries that carry either (a runtime built with it) some thousands.
const MAX_DYNAMIC_SYMBOLS: usize = 200_000;

impl Symbol {
    /// Whether its probes sit on an instruction the kernel single-steps (`at_entry`: at its
    /// function's first instruction, which an emulated site at offset 0 is).
    pub fn single_steps(&self, at_entry: bool) -> bool {
        self.site.single_step || (at_entry && self.site.offset != 0)
    }
}

impl TracedLib {
    /// A copy at `path`, which a traced process may have named (see `process::untrusted`).
    pub fn inspect(path: &Path) -> anyhow::Result<TracedLib> {
        let file = untrusted::open(path).with_context(|| format!("reading {}", path.display()))?;
        TracedLib::inspect_open(file, path)
    }

    /// A copy open already (`path` is what it is known by): read through the file itself,
    /// never opened again (an open of a new copy may wait at another tracer's gate, see
    /// `control::gate`).
    /// Only what is parsed is read (the headers, `.dynsym`, each API's first bytes): a file
    /// named like a traced library can claim gigabytes, sparse, that nothing should read whole.
    pub fn inspect_open(file: fs::File, path: &Path) -> anyhow::Result<TracedLib> {
        let meta = file.metadata().with_context(|| format!("reading {}", path.display()))?;
        if !meta.file_type().is_file() || meta.len() > untrusted::MAX_BYTES {
            anyhow::bail!("{} is not a library ({} bytes, not a regular file or larger than any library)", path.display(), meta.len());
        }
        // Its first megabytes read ahead at once, in large requests: the parse below, the
        // placement's decoding and the kernel's own reads as it registers the probes then find
        // them cached, instead of waiting on one small read after another from a cold disk
        // while a thread may be held for this copy (`HOLD_MS`). Bounded as the parse is.
        untrusted::read_ahead(&file, meta.len().min(untrusted::PARSE_BUDGET));
        let cache = untrusted::parse_cache(&file, untrusted::PARSE_BUDGET);
        let elf = object::File::parse(&cache).with_context(|| format!("{} is not an ELF file", path.display()))?;
        // Only the traced APIs' names are kept, and a crafted file's millions of symbols are not
        // read: the loop parses this, and a tenant names the file.
        let wanted: std::collections::HashSet<&str> = LIBRARIES.iter().flat_map(|l| l.apis.iter().map(|a| a.name)).collect();
        let mut exported: HashMap<&str, u64> = HashMap::new();
        for (n, s) in elf.dynamic_symbols().enumerate() {
            if n >= MAX_DYNAMIC_SYMBOLS {
                anyhow::bail!("{} is not a library we trace (more than {MAX_DYNAMIC_SYMBOLS} dynamic symbols)", path.display());
            }
            if let Some(name) = s.name().ok().filter(|name| s.is_definition() && wanted.contains(name)) {
                exported.insert(name, s.address());
            }
        }
        let file_offset = |addr| file_offset(&elf, addr, meta.len());
        // Which library it is: what it exports tells, whatever it is named.
        let exports = |l: &Library| l.apis.iter().filter(|a| exported.contains_key(a.name)).count();
        let library = LIBRARIES.iter().max_by_key(|l| exports(l)).filter(|l| exports(l) > 0);
        let Some(library) = library else {
            anyhow::bail!("{} exports none of the traced APIs (Level Zero's, UMF's)", path.display());
        };
        let (mut symbols, mut missing) = (Vec::new(), Vec::new());
        for (i, api) in library.apis.iter().enumerate() {
            let i = library.first as usize + i;
            let Some((addr, offset)) = exported.get(api.name).and_then(|&a| Some((a, file_offset(a)?)))
            else {
                missing.push(api.name);
                continue;
            };
            let code = cache.read_bytes_at(offset, CODE_BYTES.min(meta.len().saturating_sub(offset))).unwrap_or_default();
            let site = placement::choose(code, addr, &placement::read_registers(api));
            symbols.push(Symbol { api: i, offset, site });
        }
        drop(elf);
        drop(cache);
        let id = (meta.dev(), meta.ino());
        // libze_loader.so.1.8.12 is version 1.8.12: the file name is all a copy tells.
        let version = fs::read_link(path).or_else(|_| fs::canonicalize(path)).ok().and_then(|real| {
            let name = real.file_name()?.to_str()?.to_owned();
            let v = name.strip_prefix(library.file)?.strip_prefix('.')?;
            v.contains('.').then(|| v.to_owned())
        });
        let name = path.display().to_string();
        let file = std::sync::Arc::new(file);
        Ok(TracedLib { library, path: path.to_owned(), name, symbols, missing, id, version, file })
    }

    /// A copy a process has mapped, named as it sees it. If the way to it that the maps gave
    /// fails (the process is gone, its root with it), the others are tried: one failure must
    /// not leave a copy unarmed for every process that loads it after.
    pub fn inspect_mapped(m: &Mapped) -> anyhow::Result<TracedLib> {
        if let Some(why) = &m.untouchable {
            anyhow::bail!("{why}");
        }
        let lib = match TracedLib::inspect(&m.path) {
            Ok(lib) => lib,
            Err(e) => {
                let other = other_ways(m).into_iter().find_map(|p| TracedLib::inspect(&p).ok());
                let lib = other.ok_or(e)?;
                tracing::info!(lib = %m.shown, "{} failed: reached through {}", m.path.display(), lib.path.display());
                lib
            }
        };
        Ok(TracedLib { name: m.shown.clone(), ..lib })
    }

    /// Whose share of the copies armed for every process this copy takes (see
    /// `probes::COPY_SHARE`): its owner's, or for a file of root's outside the node's system
    /// (a root container's), its file system's; None for the node's own files, and for one
    /// whose owner cannot be told (an open file whose metadata fails: none seen).
    pub fn share(&self) -> Option<Share> {
        use std::os::unix::fs::MetadataExt;
        let meta = self.file.metadata().ok()?;
        match meta.uid() {
            0 if crate::process::untrusted::the_nodes(&meta) => None,
            0 => Some(Share::FileSystem(meta.dev())),
            uid => Some(Share::User(uid)),
        }
    }

    /// Where probes are attached: the open file.
    pub(super) fn attach_path(&self) -> PathBuf {
        fd_path(&self.file)
    }
}

/// An ELF file a traced process may have named, opened once (see `process::untrusted`: a
/// regular file, read non-blocking) and checked to be the file its caller meant (the inode the
/// maps show, the identity it was given): its symbols are read from this opening, and probes
/// are attached through it ([`attach_path`](Self::attach_path)), never by its path again. A
/// path opened twice is two files if a tenant swaps what is there in between: the offset of
/// one, where the other gets its probe (the node's libc, probed at an offset of its choosing
/// for every process).
pub struct OpenElf {
    file: fs::File,
    /// The way it was opened by, for messages and to tell when it vanished.
    pub path: PathBuf,
    /// Its (device, inode).
    pub id: (u64, u64),
}

/// Who a copy's share of `ARMED` is counted for ([`TracedLib::share`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Share {
    /// A user's files.
    User(u32),
    /// Root's files on a file system other than the node's system's (by device): a container
    /// running as root writes its copies in its own.
    FileSystem(u64),
}

impl std::fmt::Display for Share {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        match self {
            Share::User(uid) => write!(f, "its owner (uid {uid})"),
            Share::FileSystem(dev) => write!(f, "its file system (root's, device {}:{})", libc::major(*dev), libc::minor(*dev)),
        }
    }
}

/// An exported symbol of an [`OpenElf`].
pub struct Export {
    /// Its virtual address, as the file states it.
    pub address: u64,
    /// Its file offset: what uprobes take.
    pub offset: u64,
    /// Where in it a probe goes (see `placement`).
    pub site: Site,
}

impl OpenElf {
    /// `path`, if it is the file `id` (device, inode) is.
    pub fn open(path: &Path, id: (u64, u64)) -> anyhow::Result<OpenElf> {
        OpenElf::open_if(path, |found| found == id)
    }

    /// A file a process maps, by the way its maps gave or another (as `Mapped::identity`
    /// looks), if it is the inode the maps show (their device may be the one under an
    /// overlay, not the one the file is stat'd on).
    pub fn open_mapped(m: &Mapped) -> anyhow::Result<OpenElf> {
        if let Some(why) = &m.untouchable {
            anyhow::bail!("{}: {why}", m.shown);
        }
        let is_it = |(_, ino): (u64, u64)| ino == m.inode;
        OpenElf::open_if(&m.path, is_it).or_else(|e| other_ways(m).iter().find_map(|p| OpenElf::open_if(p, is_it).ok()).ok_or(e))
    }

    fn open_if(path: &Path, is_it: impl Fn((u64, u64)) -> bool) -> anyhow::Result<OpenElf> {
        let file = untrusted::open(path).with_context(|| format!("reading {}", path.display()))?;
        let meta = file.metadata().with_context(|| format!("reading {}", path.display()))?;
        let id = (meta.dev(), meta.ino());
        if !is_it(id) {
            anyhow::bail!("{} is not the file it was (another is there now)", path.display());
        }
        Ok(OpenElf { file, path: path.to_owned(), id })
    }

    /// Exported `name`, with where a probe whose program reads the argument registers `reads`
    /// goes in it (only what is parsed is read).
    pub fn export(&self, name: &str, reads: &[iced_x86::Register]) -> anyhow::Result<Export> {
        let cache = untrusted::parse_cache(&self.file, untrusted::PARSE_BUDGET);
        let elf = object::File::parse(&cache).with_context(|| format!("{} is not ELF", self.path.display()))?;
        let address = exported(&elf, &self.path, name)?;
        let len = self.file.metadata().map_or(0, |m| m.len());
        let offset = file_offset(&elf, address, len).with_context(|| format!("{name} of {} is in no segment", self.path.display()))?;
        let code = cache.read_bytes_at(offset, CODE_BYTES.min(len.saturating_sub(offset))).unwrap_or_default();
        Ok(Export { address, offset, site: placement::choose(code, address, reads) })
    }

    /// Where calls of exported function `name` return to (see `return_sites`), as file
    /// offsets.
    pub fn return_sites(&self, name: &str) -> anyhow::Result<Vec<ReturnSite>> {
        let cache = untrusted::parse_cache(&self.file, untrusted::PARSE_BUDGET);
        let elf = object::File::parse(&cache).with_context(|| format!("{} is not ELF", self.path.display()))?;
        let address = exported(&elf, &self.path, name)?;
        let sites = return_sites::return_sites(&elf, name, address).with_context(|| format!("{}", self.path.display()))?;
        let len = self.file.metadata().map_or(0, |m| m.len());
        let offset = |a: u64| file_offset(&elf, a, len).with_context(|| format!("{a:#x} of {} is in no segment", self.path.display()));
        sites.into_iter().map(|s| Ok(ReturnSite { returns: offset(s.returns)?, probe: offset(s.probe)? })).collect()
    }

    /// Every direct call of (or jump to) exported function `name`, as (virtual address, file
    /// offset), if they are surely all (see `return_sites::call_sites`).
    pub fn call_sites(&self, name: &str) -> anyhow::Result<Vec<(u64, u64)>> {
        let cache = untrusted::parse_cache(&self.file, untrusted::PARSE_BUDGET);
        let elf = object::File::parse(&cache).with_context(|| format!("{} is not ELF", self.path.display()))?;
        let address = exported(&elf, &self.path, name)?;
        let sites = return_sites::call_sites(&elf, address).with_context(|| format!("{}", self.path.display()))?;
        let len = self.file.metadata().map_or(0, |m| m.len());
        let offset = |a: u64| file_offset(&elf, a, len).with_context(|| format!("{a:#x} of {} is in no segment", self.path.display()));
        sites.into_iter().map(|a| Ok((a, offset(a)?))).collect()
    }

    /// Virtual address of exported `name` (data, such as ld.so's `_r_debug`, as well as code).
    pub fn address(&self, name: &str) -> anyhow::Result<u64> {
        let cache = untrusted::parse_cache(&self.file, untrusted::PARSE_BUDGET);
        let elf = object::File::parse(&cache).with_context(|| format!("{} is not ELF", self.path.display()))?;
        exported(&elf, &self.path, name)
    }

    /// Where probes are attached: this opening.
    pub(super) fn attach_path(&self) -> PathBuf {
        fd_path(&self.file)
    }
}

/// `/proc/self/fd/N`: a path that resolves to `file` itself, whatever became of the path it
/// was opened by.
fn fd_path(file: &fs::File) -> PathBuf {
    use std::os::fd::AsRawFd;
    PathBuf::from(format!("/proc/self/fd/{}", file.as_raw_fd()))
}

fn exported<'d, R: ReadRef<'d>>(elf: &object::File<'d, R>, path: &Path, name: &str) -> anyhow::Result<u64> {
    elf.dynamic_symbols()
        .find(|s| s.name() == Ok(name) && s.is_definition())
        .map(|s| s.address())
        .with_context(|| format!("{} does not export {name}", path.display()))
}

/// Where the code at virtual address `addr` is in the file (of `len` bytes): what uprobes take.
/// Only what the file holds: a segment's bytes in the file (not its zero-filled tail) and before
/// the file's end, which a crafted or cut file's headers can claim code past (its probe was
/// placed from no bytes, and attached past the end); a segment's address and offset may be
/// any, so the sums are checked.
fn file_offset<'d, R: ReadRef<'d>>(elf: &object::File<'d, R>, addr: u64, len: u64) -> Option<u64> {
    elf.segments().find_map(|seg| {
        let (offset, size) = seg.file_range();
        let into = addr.checked_sub(seg.address()).filter(|&into| into < size.min(seg.size()))?;
        offset.checked_add(into).filter(|&at| at < len)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A library a tenant made with more dynamic symbols than any we trace (`zeContextCreate`
    /// last among them) is refused without reading them all; one with fewer is read.
    #[test]
    fn a_library_of_millions_of_symbols_is_not_read_whole() {
        let dir = std::env::temp_dir().join(format!("ze-tracer-elf-many-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        let build = |n: usize| {
            let mut asm = String::from(".text\n");
            for i in 0..n {
                asm.push_str(&format!(".globl s{i}\ns{i}: ret\n"));
            }
            asm.push_str(".globl zeContextCreate\n.type zeContextCreate, @function\nzeContextCreate: ret\n");
            let (src, lib) = (dir.join(format!("many{n}.s")), dir.join(format!("libmany{n}.so")));
            fs::write(&src, asm).unwrap();
            let built = std::process::Command::new("cc").args(["-shared", "-nostdlib", "-o"]).arg(&lib).arg(&src).status().unwrap();
            assert!(built.success(), "cc");
            lib
        };
        let err = TracedLib::inspect(&build(MAX_DYNAMIC_SYMBOLS)).map(|_| ()).unwrap_err().to_string();
        assert!(err.contains(&format!("more than {MAX_DYNAMIC_SYMBOLS} dynamic symbols")), "{err}");
        let lib = TracedLib::inspect(&build(1000)).unwrap();
        assert_eq!(lib.symbols.len(), 1);
        let _ = fs::remove_dir_all(&dir);
    }

    /// A copy whose headers claim its code past its end (its code segment's offset moved
    /// there) has none of its APIs where probes could go (found by
    /// `props::prop_elf_traced_library`: each was kept at an offset past the file's end, its
    /// probe placed from no bytes).
    #[test]
    fn code_past_a_copy_s_end_is_missing() {
        let path = Path::new("/usr/lib/x86_64-linux-gnu/libze_loader.so.1");
        let mut bytes = fs::read(path).unwrap();
        let len = bytes.len() as u64;
        let u64_at = |b: &[u8], at: usize| u64::from_le_bytes(b[at..at + 8].try_into().unwrap());
        let (phoff, phnum) = (u64_at(&bytes, 0x20) as usize, u16::from_le_bytes([bytes[0x38], bytes[0x39]]) as usize);
        let code = (0..phnum).map(|i| phoff + i * 56).find(|&ph| bytes[ph..ph + 4] == [1, 0, 0, 0] && bytes[ph + 4] & 1 != 0).unwrap();
        bytes[code + 8..code + 16].copy_from_slice(&len.to_le_bytes());
        let dir = std::env::temp_dir().join(format!("ze-tracer-elf-cut-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        let cut = dir.join("libze_loader.so.1");
        fs::write(&cut, &bytes).unwrap();
        let lib = TracedLib::inspect(&cut);
        let _ = fs::remove_dir_all(&dir);
        let lib = lib.unwrap();
        assert_eq!(lib.symbols.len(), 0, "{:?}", lib.symbols);
        assert_eq!(lib.missing.len(), lib.library.apis.len());
    }

    /// The system's loader (Debian's, 1.8: it lacks the newer calls) is read as the probes
    /// need it: each traced API it exports at a file offset inside its code, the others listed
    /// as missing, none twice; a file that is not ELF is refused with its name.
    #[test]
    fn the_system_loader_is_read_api_by_api() {
        let path = Path::new("/usr/lib/x86_64-linux-gnu/libze_loader.so.1");
        let lib = TracedLib::inspect(path).unwrap();
        let size = fs::metadata(path).unwrap().len();
        assert!(lib.symbols.iter().any(|s| tracer_common::api_of(s.api as u16).name == "zeMemAllocDevice"));
        assert!(lib.symbols.iter().all(|s| s.offset > 0 && s.offset < size));
        let found: Vec<&str> = lib.symbols.iter().map(|s| tracer_common::api_of(s.api as u16).name).collect();
        assert_eq!(found.len() + lib.missing.len(), tracer_common::APIS.len(), "{:?}", lib.missing);
        assert_eq!(lib.library.file, "libze_loader.so");
        assert!(found.iter().all(|f| !lib.missing.contains(f)));
        let not_elf = std::env::temp_dir().join(format!("ze-tracer-not-elf-{}", std::process::id()));
        fs::write(&not_elf, b"#!/bin/sh\n").unwrap();
        let e = TracedLib::inspect(&not_elf).unwrap_err();
        let _ = fs::remove_file(&not_elf);
        assert!(format!("{e:#}").contains(&not_elf.display().to_string()), "{e:#}");
    }
}
