//! The files whose code traced processes ran: opened once per file (device and inode, across
//! processes, containers and PIDs), kept open so that a frame can be named after its process
//! is gone, and read once for what unwinding needs (`.eh_frame`) and what names it (build ID).
//! The unwind tables are kept once whatever shards' processes map a file, and within a bound
//! over every file ([`SharedFiles`]).
use std::{
    fs::File,
    io,
    ops::Range,
    os::unix::fs::MetadataExt,
    sync::{Arc, Mutex},
};

use object::{Object, ObjectSection, elf, read::elf::ProgramHeader};
use rustc_hash::FxHashMap;

/// Index into [`Files`]: each shard's own numbering (one `Files` per shard's `Stacks`), never
/// to be compared across shards (see [`Identity`]).
pub type FileId = u32;

/// What a kept file is, in every shard alike: its device and inode, and its size and change
/// time when it was opened (a file rewritten in place is another file: `ctime` moves with
/// every write, and unlike `mtime` its owner cannot set it back). Read from the opening
/// itself, once. What names a frame is cached by this (see `symbolize::Names`), never by a
/// shard's [`FileId`], which names another file in another shard.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Identity {
    dev: u64,
    ino: u64,
    size: u64,
    ctime: (i64, i64),
}

impl Identity {
    fn of(file: &File) -> io::Result<Identity> {
        let m = file.metadata()?;
        Ok(Identity { dev: m.dev(), ino: m.ino(), size: m.size(), ctime: (m.ctime(), m.ctime_nsec()) })
    }
}

/// At most this many files are kept open: a node running many containers must not exhaust
/// the daemon's descriptors. Frames in files beyond are kept raw, and counted.
pub const MAX_FILES: usize = 4096;

/// The largest `.eh_frame` kept for a file: a big runtime's is tens of megabytes (PyTorch's
/// CPU library's about 40); a crafted header may claim a gigabyte.
pub const MAX_UNWIND_BYTES: u64 = 128 << 20;

/// The most unwind tables kept in all, every shard's files together: they are kept as long as
/// the daemon runs, and a tenant can map file after file each claiming up to
/// [`MAX_UNWIND_BYTES`] of them (a sparse file costs it no disk). A file beyond is not unwound
/// ([`NotUnwound`]).
pub const MAX_KEPT_UNWIND_BYTES: u64 = 512 << 20;

/// Why a file kept is not unwound: its frames end the stacks through it (unwinding on would
/// guess), and their sites say why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotUnwound {
    /// Its tables are larger than [`MAX_UNWIND_BYTES`].
    TooLarge,
    /// The files kept before it hold [`MAX_KEPT_UNWIND_BYTES`] of tables.
    BudgetUsed,
}

impl NotUnwound {
    pub fn why(self) -> String {
        match self {
            NotUnwound::TooLarge => format!("its file's unwind tables are larger than any library's ({} MB): not kept", MAX_UNWIND_BYTES >> 20),
            NotUnwound::BudgetUsed => {
                format!("its file's unwind tables were not kept: the files seen before hold the {} MB kept of them", MAX_KEPT_UNWIND_BYTES >> 20)
            }
        }
    }
}

/// What every shard's [`Files`] share (a clone shares them): the unwind tables kept, a file's
/// read once, by its [`Identity`], however many shards' processes map it, and all of them
/// within a bound ([`MAX_KEPT_UNWIND_BYTES`]); and the files kept open, by device and inode.
#[derive(Clone)]
pub struct SharedFiles(Arc<Mutex<Kept>>);

struct Kept {
    by_file: FxHashMap<Identity, UnwindSections>,
    /// Every file a shard keeps open, by the device and inode the kernel gave for it: a shard
    /// whose process is gone before it could open its file (a short child that another
    /// shard's process exec'd, the same test binary run again) names its frames from this
    /// one. The opening pins the inode, so no other file can have its number meanwhile. No
    /// descriptor of its own: the shards' files, shared.
    open: FxHashMap<(u64, u64), Arc<File>>,
    /// Bytes kept, or taken by a read under way.
    bytes: u64,
    most: u64,
    /// The bound was reached (said once).
    full: bool,
}

impl Default for SharedFiles {
    fn default() -> SharedFiles {
        SharedFiles::within(MAX_KEPT_UNWIND_BYTES)
    }
}

impl SharedFiles {
    /// Tables of at most `most` bytes in all.
    pub fn within(most: u64) -> SharedFiles {
        SharedFiles(Arc::new(Mutex::new(Kept { by_file: FxHashMap::default(), open: FxHashMap::default(), bytes: 0, most, full: false })))
    }

    fn kept(&self) -> std::sync::MutexGuard<'_, Kept> {
        self.0.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Bytes kept in all.
    pub fn bytes(&self) -> u64 {
        self.kept().bytes
    }

    /// The file a shard keeps open as `key`, if one does.
    fn opened(&self, key: (u64, u64)) -> Option<Arc<File>> {
        self.kept().open.get(&key).cloned()
    }

    fn keep_open(&self, key: (u64, u64), file: &Arc<File>) {
        self.kept().open.entry(key).or_insert_with(|| file.clone());
    }

    /// A file's tables: those kept already, else `read` (of `bytes`) if they fit, else why not.
    fn get_or_read(
        &self,
        identity: Identity,
        bytes: u64,
        read: impl FnOnce() -> io::Result<UnwindSections>,
    ) -> io::Result<Result<UnwindSections, NotUnwound>> {
        {
            let mut kept = self.kept();
            if let Some(sections) = kept.by_file.get(&identity) {
                return Ok(Ok(sections.clone()));
            }
            if kept.bytes + bytes > kept.most {
                if !std::mem::replace(&mut kept.full, true) {
                    tracing::info!("{} MB of unwind tables kept, the most: stacks end at the frames of files whose tables do not fit", kept.most >> 20);
                }
                return Ok(Err(NotUnwound::BudgetUsed));
            }
            // Taken while they are read (unlocked: another shard may read another file).
            kept.bytes += bytes;
        }
        let read = read();
        let mut kept = self.kept();
        match read {
            // Read by another shard meanwhile: theirs are kept, once.
            Ok(_) if kept.by_file.contains_key(&identity) => {
                kept.bytes -= bytes;
                Ok(Ok(kept.by_file[&identity].clone()))
            }
            Ok(sections) => {
                kept.by_file.insert(identity, sections.clone());
                Ok(Ok(sections))
            }
            Err(e) => {
                kept.bytes -= bytes;
                Err(e)
            }
        }
    }
}

pub struct FileInfo {
    /// As the first process that mapped it named it.
    pub path: String,
    /// Its device and inode, as the maps said.
    pub key: (u64, u64),
    /// What the opening is (see [`Identity`]).
    pub identity: Identity,
    /// Kept open: what the symbolizer reads, by `/proc/self/fd/N`, whoever mapped it (shared
    /// with the writer's thread, which names frames after the daemon may have moved on).
    file: Arc<File>,
    pub build_id: Option<String>,
    /// The executable segments: file offset, virtual address and size of each, to place a
    /// mapping.
    pub exec_segments: Vec<(u64, u64, u64)>,
    /// What the unwinder needs; None: no `.eh_frame`, or not kept (`not_unwound`).
    pub unwind: Option<UnwindSections>,
    /// Why its `.eh_frame` was not kept, if it was not: a stack ends at its frames.
    pub not_unwound: Option<NotUnwound>,
}

/// `.eh_frame` and its index, with their addresses in the file's own (stated) address space.
#[derive(Clone)]
pub struct UnwindSections {
    pub eh_frame: (Range<u64>, Arc<[u8]>),
    pub eh_frame_hdr: Option<(Range<u64>, Arc<[u8]>)>,
    pub text: Option<Range<u64>>,
    pub got: Option<Range<u64>>,
}

impl FileInfo {
    pub fn file(&self) -> Arc<File> {
        self.file.clone()
    }

    /// The load bias of an executable mapping at `start` of this file from `offset`: the
    /// address that the file's virtual address 0 has in that process.
    pub fn bias(&self, start: u64, offset: u64) -> Option<u64> {
        // The segment the mapping begins in: its offset and address agree modulo the page.
        let (seg_off, seg_vaddr): (u64, u64) =
            self.exec_segments.iter().rev().find(|(seg_off, _, _)| *seg_off & !0xfff <= offset).map(|s| (s.0, s.1))?;
        Some(start.wrapping_sub(offset).wrapping_sub(seg_vaddr.wrapping_sub(seg_off)))
    }
}

#[derive(Default)]
pub struct Files {
    by_key: FxHashMap<(u64, u64), FileId>,
    files: Vec<FileInfo>,
    /// Files not kept: the table was full, or they could not be opened or read.
    pub refused: u64,
    /// Their unwind tables and openings: every shard's (see `Stacks::with_shared_files`).
    pub(crate) shared: SharedFiles,
}

impl Files {
    pub fn get(&self, id: FileId) -> &FileInfo {
        &self.files[id as usize]
    }

    /// The device and inode of a file kept.
    pub fn key(&self, id: FileId) -> (u64, u64) {
        self.files[id as usize].key
    }

    /// The file of a mapping (device and inode as in /proc/PID/maps), opened through `open`
    /// the first time: None if it cannot be kept.
    pub fn intern(
        &mut self,
        key: (u64, u64),
        path: &str,
        open: impl FnOnce() -> io::Result<File>,
    ) -> Option<FileId> {
        if let Some(&id) = self.by_key.get(&key) {
            return Some(id);
        }
        if self.files.len() >= MAX_FILES {
            self.refused += 1;
            return None;
        }
        // Another shard's opening of it first: the process that maps it may be gone.
        let opened = self.shared.opened(key).map_or_else(|| open().map(Arc::new), Ok);
        let info = match opened.and_then(|file| read(file, path, key, &self.shared)) {
            Ok(info) => info,
            Err(e) => {
                tracing::debug!(path, "cannot read a mapped file for stacks: {e}");
                self.refused += 1;
                return None;
            }
        };
        self.shared.keep_open(key, &info.file);
        let id = self.files.len() as FileId;
        self.files.push(info);
        self.by_key.insert(key, id);
        Some(id)
    }
}

fn read(file: Arc<File>, path: &str, key: (u64, u64), tables: &SharedFiles) -> io::Result<FileInfo> {
    let identity = Identity::of(&file)?;
    let invalid = |e: object::Error| io::Error::new(io::ErrorKind::InvalidData, e.to_string());
    // Only the parts asked for are read: a runtime library can be hundreds of megabytes. Its
    // unwind tables are kept: at most `MAX_UNWIND_BYTES` of them, and the parse's budget.
    let cache = crate::process::untrusted::parse_cache(&file, crate::process::untrusted::PARSE_BUDGET + 2 * MAX_UNWIND_BYTES);
    let obj = object::read::elf::ElfFile64::<object::Endianness, _>::parse(&cache).map_err(invalid)?;
    let build_id = obj.build_id().ok().flatten().map(hex);
    let endian = obj.endian();
    let exec_segments = obj
        .elf_program_headers()
        .iter()
        .filter(|ph| ph.p_type(endian) == elf::PT_LOAD && ph.p_flags(endian) & elf::PF_X != 0)
        .map(|ph| (ph.p_offset(endian), ph.p_vaddr(endian), ph.p_memsz(endian)))
        .collect();
    let section = |name: &str| {
        let s = obj.section_by_name(name)?;
        Some((s.address()..s.address().wrapping_add(s.size()), s))
    };
    let size = |name: &str| obj.section_by_name(name).map_or(0, |s| s.size());
    let (eh_bytes, hdr_bytes) = (size(".eh_frame"), size(".eh_frame_hdr"));
    // Read only if they are kept: not too large, and within what every file's may take.
    let read_tables = |(range, s)| {
        let data = |s: object::read::elf::ElfSection64<'_, '_, object::Endianness, _>| s.data().map(Arc::<[u8]>::from).map_err(invalid);
        let eh_frame_hdr = match section(".eh_frame_hdr") {
            Some((r, s)) => Some((r, data(s)?)),
            None => None,
        };
        Ok(UnwindSections {
            eh_frame: (range, data(s)?),
            eh_frame_hdr,
            text: section(".text").map(|(r, _)| r),
            got: section(".got").map(|(r, _)| r),
        })
    };
    let kept = match section(".eh_frame") {
        None => Ok(None),
        Some(_) if eh_bytes.max(hdr_bytes) > MAX_UNWIND_BYTES => Err(NotUnwound::TooLarge),
        Some(eh_frame) => tables.get_or_read(identity, eh_bytes + hdr_bytes, || read_tables(eh_frame))?.map(Some),
    };
    let (unwind, not_unwound) = match kept {
        Ok(unwind) => (unwind, None),
        Err(why) => {
            tracing::debug!(path, "not unwound: {}", why.why());
            (None, Some(why))
        }
    };
    drop(obj);
    drop(cache);
    Ok(FileInfo { path: path.to_owned(), key, identity, file, build_id, exec_segments, unwind, not_unwound })
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use std::path::{Path, PathBuf};

    use super::*;
    use crate::unwind::testing::{Section, write_elf};

    /// A library at `dir/name` with an `.eh_frame` of `bytes` (zeros, sparse), and its key.
    fn library(dir: &Path, name: &str, bytes: u64) -> (PathBuf, (u64, u64)) {
        let path = dir.join(name);
        write_elf(&path, &[Section { name: ".eh_frame", flags: 0, bytes: &[], size: bytes }]);
        let meta = std::fs::metadata(&path).unwrap();
        (path, (meta.dev(), meta.ino()))
    }

    fn kept<'a>(files: &'a mut Files, (path, key): &(PathBuf, (u64, u64))) -> &'a FileInfo {
        let id = files.intern(*key, &path.display().to_string(), || File::open(path)).unwrap();
        files.get(id)
    }

    /// Two shards' files, sharing tables of 1 MB, and five libraries of 300 KB of tables each:
    /// the first three's are kept (a fourth's would not fit) and the others' not, which are
    /// kept for their names and say why they are not unwound (before: all kept, for ever,
    /// whatever their number). A library the other shard's processes map too is read once.
    #[test]
    fn unwind_tables_are_kept_within_one_bound_for_every_shard() {
        let dir = std::env::temp_dir().join(format!("ze-tracer-unwind-budget-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let tables = SharedFiles::within(1 << 20);
        let (mut one, mut other) = (Files { shared: tables.clone(), ..Files::default() }, Files { shared: tables.clone(), ..Files::default() });
        let libraries: Vec<_> = (0..5).map(|i| library(&dir, &format!("lib{i}.so"), 300 << 10)).collect();
        for (i, lib) in libraries.iter().enumerate() {
            let info = kept(&mut one, lib);
            let fits = i < 3;
            assert_eq!((info.unwind.is_some(), info.not_unwound), (fits, (!fits).then_some(NotUnwound::BudgetUsed)), "lib{i}.so");
        }
        assert_eq!(tables.bytes(), 3 * (300 << 10));
        let theirs = kept(&mut other, &libraries[0]).unwind.clone().unwrap();
        let ours = one.get(0).unwind.as_ref().unwrap();
        assert!(Arc::ptr_eq(&theirs.eh_frame.1, &ours.eh_frame.1), "read again for another shard");
        assert_eq!(tables.bytes(), 3 * (300 << 10));
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// A file one shard keeps open is another shard's too when its process is gone before
    /// that shard could open it (a short child of a process of the first shard's: its frames
    /// were bare addresses in one run of the IPC test), and a file no shard has stays refused.
    #[test]
    fn a_file_one_shard_keeps_open_serves_another_whose_process_is_gone() {
        let dir = std::env::temp_dir().join(format!("ze-tracer-shared-open-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let shared = SharedFiles::default();
        let (mut one, mut other) = (Files { shared: shared.clone(), ..Files::default() }, Files { shared: shared.clone(), ..Files::default() });
        let (lib, unseen) = (library(&dir, "libseen.so", 4096), library(&dir, "libunseen.so", 4096));
        let ours = kept(&mut one, &lib).identity;
        let gone = || Err(io::Error::from(io::ErrorKind::NotFound));
        let id = other.intern(lib.1, "libseen.so", gone).expect("the first shard's opening");
        assert_eq!((other.get(id).identity, other.get(id).key), (ours, lib.1));
        assert!(other.get(id).unwind.is_some());
        assert_eq!(other.intern(unseen.1, "libunseen.so", gone), None);
        assert_eq!(other.refused, 1);
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// A file whose `.eh_frame` claims more than any library's (a sparse file of 200 MB) is kept
    /// for its names, its tables neither read nor kept.
    #[test]
    fn unwind_tables_larger_than_any_library_s_are_not_read() {
        let dir = std::env::temp_dir().join(format!("ze-tracer-unwind-large-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let mut files = Files::default();
        let info = kept(&mut files, &library(&dir, "libhuge.so", 200 << 20));
        assert_eq!((info.unwind.is_some(), info.not_unwound), (false, Some(NotUnwound::TooLarge)));
        assert_eq!(files.shared.bytes(), 0);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
