//! The files whose code traced processes ran: opened once per file (device and inode, across
//! processes, containers and PIDs), kept open so that a frame can be named after its process
//! is gone, and read once for what unwinding needs (`.eh_frame`) and what names it (build ID).
use std::{fs::File, io, ops::Range, os::unix::fs::MetadataExt, sync::Arc};

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
    /// What the unwinder needs; None: no `.eh_frame` (frames in it end the stack).
    pub unwind: Option<UnwindSections>,
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
        let info = match open().and_then(|file| read(file, path, key)) {
            Ok(info) => info,
            Err(e) => {
                tracing::debug!(path, "cannot read a mapped file for stacks: {e}");
                self.refused += 1;
                return None;
            }
        };
        let id = self.files.len() as FileId;
        self.files.push(info);
        self.by_key.insert(key, id);
        Some(id)
    }
}

fn read(file: File, path: &str, key: (u64, u64)) -> io::Result<FileInfo> {
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
        Some((s.address()..s.address() + s.size(), s))
    };
    let too_big = |s: &Option<(std::ops::Range<u64>, _)>| s.as_ref().is_some_and(|(r, _)| r.end - r.start > MAX_UNWIND_BYTES);
    if too_big(&section(".eh_frame")) || too_big(&section(".eh_frame_hdr")) {
        return Err(io::Error::new(io::ErrorKind::InvalidData, format!("unwind tables larger than {} MB", MAX_UNWIND_BYTES >> 20)));
    }
    let unwind = match section(".eh_frame") {
        Some((range, s)) => {
            let data = |s: object::read::elf::ElfSection64<'_, '_, object::Endianness, _>| {
                s.data().map(Arc::<[u8]>::from).map_err(invalid)
            };
            let hdr = match section(".eh_frame_hdr") {
                Some((r, s)) => Some((r, data(s)?)),
                None => None,
            };
            Some(UnwindSections {
                eh_frame: (range, data(s)?),
                eh_frame_hdr: hdr,
                text: section(".text").map(|(r, _)| r),
                got: section(".got").map(|(r, _)| r),
            })
        }
        None => None,
    };
    drop(obj);
    drop(cache);
    Ok(FileInfo { path: path.to_owned(), key, identity, file: Arc::new(file), build_id, exec_segments, unwind })
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}
