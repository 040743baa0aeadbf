//! One traced process's code mappings and its unwinder: from the objects ld.so's probe reports
//! (`add_object`), else from /proc/PID/maps while the process lives (at attach for one that
//! predates ze-tracer, at its first stack, and again when a frame falls outside every mapping
//! known).
use std::{
    fs::File,
    io,
    ops::Range,
    os::unix::{ffi::OsStrExt, fs::MetadataExt},
    path::{Path, PathBuf},
    sync::Arc,
    time::Instant,
};

use framehop::{
    ExplicitModuleSectionInfo, FrameAddress, Module, Unwinder,
    x86_64::{CacheX86_64, UnwindRegsX86_64, UnwinderX86_64},
};

use crate::process::untrusted;

use super::{
    files::{FileId, Files},
    table::Frame,
};

/// A mapping of a file's code.
struct Mapping {
    range: Range<u64>,
    /// File offset of `range.start`.
    offset: u64,
    file: FileId,
}

pub struct ProcessMaps {
    pid: u32,
    /// Whether /proc/PID/maps may be read (tests turn it off, to see ld.so's reports suffice).
    proc_maps: bool,
    /// Sorted by address.
    mappings: Vec<Mapping>,
    unwinder: UnwinderX86_64<Arc<[u8]>>,
    /// Unwind rules by address (12 KB): the process's own, as processes forked from one parent
    /// have the same addresses, and a shared cache would have them evict each other's.
    cache: CacheX86_64,
    /// When the maps were last read: an address outside them triggers a new read, at most
    /// once per `REREAD` (code that is not a file, such as a JIT's, would otherwise cost a
    /// read per stack).
    read_at: Option<Instant>,
}

const REREAD: std::time::Duration = std::time::Duration::from_millis(50);

/// The stack of one create, as the kernel copied it.
pub struct Window<'a> {
    pub ip: u64,
    pub sp: u64,
    pub bp: u64,
    pub bytes: &'a [u8],
    /// The thread's CPython frames, innermost first, if it runs Python (see `python`), and
    /// whether there were more than the kernel read.
    pub python: &'a [tracer_common::PyFrame],
    pub python_cut: bool,
}

/// The file of a mapping: through map_files (the very file, in whatever mount namespace, even
/// deleted), else by its path in the process's root or ours if it is the same file (the
/// process may have exited since its maps were read).
/// Every way is the process's word (see `process::untrusted`): regular files only, none
/// waited on.
fn open_mapped(pid: u32, range: Range<u64>, path: &Path, key: (u64, u64)) -> io::Result<File> {
    refuse_served(pid, key)?;
    if let Ok(f) = untrusted::open(Path::new(&format!("/proc/{pid}/map_files/{:x}-{:x}", range.start, range.end))) {
        return Ok(f);
    }
    find_by_path(pid, path, key)
}

/// `path` in the process's root, or in ours, if it is the file `key` (device, inode) names: a
/// path ld.so reported, which the process may have swapped for a FIFO or a link since.
fn open_by_path(pid: u32, path: &Path, key: (u64, u64)) -> io::Result<File> {
    refuse_served(pid, key)?;
    find_by_path(pid, path, key)
}

/// `open_by_path`, the file's server already asked about.
fn find_by_path(pid: u32, path: &Path, key: (u64, u64)) -> io::Result<File> {
    for opened in [untrusted::open_in_root(pid, path), untrusted::open(path)] {
        if let Ok(f) = opened {
            let meta = f.metadata()?;
            if (meta.dev(), meta.ino()) == key {
                return Ok(f);
            }
        }
    }
    Err(io::Error::new(io::ErrorKind::NotFound, "the mapped file is gone, or is not what was mapped"))
}

/// A file a user's server answers for is not touched (`untrusted::served_by_a_user`).
fn refuse_served(pid: u32, (dev, _): (u64, u64)) -> io::Result<()> {
    match untrusted::served_by_a_user(pid, dev) {
        Some(why) => Err(io::Error::new(io::ErrorKind::PermissionDenied, why)),
        None => Ok(()),
    }
}

impl ProcessMaps {
    pub fn new(pid: u32, proc_maps: bool) -> ProcessMaps {
        ProcessMaps {
            pid,
            proc_maps,
            mappings: vec![],
            unwinder: UnwinderX86_64::new(),
            cache: CacheX86_64::new(),
            read_at: None,
        }
    }

    /// Reads the maps again; false if they are gone (the process exited).
    pub fn read(&mut self, files: &mut Files) -> bool {
        self.read_at = Some(Instant::now());
        if !self.proc_maps {
            return false;
        }
        let Ok(maps) = procfs::process::Process::new(self.pid as i32).and_then(|p| p.maps()) else {
            return false;
        };
        let mut mappings = Vec::new();
        for m in maps {
            let procfs::process::MMapPath::Path(path) = &m.pathname else { continue };
            if !m.perms.contains(procfs::process::MMPermissions::EXECUTE) {
                continue;
            }
            let (start, end) = m.address;
            let (pid, shown) = (self.pid, path.to_string_lossy());
            let dev = libc::makedev(m.dev.0 as u32, m.dev.1 as u32);
            let open = || open_mapped(pid, start..end, path, (dev, m.inode));
            let Some(file) = files.intern((dev, m.inode), &shown, open) else { continue };
            mappings.push(Mapping { range: start..end, offset: m.offset, file });
        }
        if mappings.is_empty() {
            // A process past its exit has no mappings left.
            return false;
        }
        for old in std::mem::take(&mut self.mappings) {
            self.unwinder.remove_module(old.range.start);
        }
        for m in mappings {
            self.add(m, files);
        }
        true
    }

    /// An object ld.so reported (`phase::OBJECT`): its code segments at `bias`, from its file,
    /// opened by its path in the process's root or ours if that is the same file (the program
    /// itself, which ld.so names "", through /proc/PID/exe).
    pub fn add_object(&mut self, bias: u64, key: (u64, u64), path: &[u8], files: &mut Files) {
        if key.1 == 0 {
            return;
        }
        let pid = self.pid;
        let exe = PathBuf::from(format!("/proc/{pid}/exe"));
        let (path, shown) = match path {
            b"" => (exe.as_path(), std::fs::read_link(&exe).unwrap_or_else(|_| exe.clone())),
            path => {
                let path = Path::new(std::ffi::OsStr::from_bytes(path));
                (path, path.to_owned())
            }
        };
        let open = || open_by_path(pid, path, key);
        let Some(file) = files.intern(key, &shown.to_string_lossy(), open) else { return };
        let segments = files.get(file).exec_segments.clone();
        for (offset, vaddr, size) in segments {
            let start = bias.wrapping_add(vaddr) & !0xfff;
            let end = (bias.wrapping_add(vaddr).wrapping_add(size) + 0xfff) & !0xfff;
            if self.mapping(start).is_none() {
                self.add(Mapping { range: start..end, offset: offset & !0xfff, file }, files);
            }
        }
    }

    fn add(&mut self, m: Mapping, files: &Files) {
        let info = files.get(m.file);
        if let (Some(unwind), Some(bias)) = (&info.unwind, info.bias(m.range.start, m.offset)) {
            let sections = ExplicitModuleSectionInfo {
                base_svma: 0,
                text_svma: unwind.text.clone(),
                eh_frame_svma: Some(unwind.eh_frame.0.clone()),
                eh_frame: Some(unwind.eh_frame.1.clone()),
                eh_frame_hdr_svma: unwind.eh_frame_hdr.as_ref().map(|h| h.0.clone()),
                eh_frame_hdr: unwind.eh_frame_hdr.as_ref().map(|h| h.1.clone()),
                got_svma: unwind.got.clone(),
                ..Default::default()
            };
            self.unwinder.add_module(Module::new(info.path.clone(), m.range.clone(), bias, sections));
        }
        let at = self.mappings.partition_point(|x| x.range.start < m.range.start);
        self.mappings.insert(at, m);
    }

    fn mapping(&self, addr: u64) -> Option<&Mapping> {
        let i = self.mappings.partition_point(|m| m.range.start <= addr).checked_sub(1)?;
        Some(&self.mappings[i]).filter(|m| addr < m.range.end)
    }

    /// Whether a frame at `addr` ends the stack, its file not unwound (unwinding on from it
    /// would guess: framehop falls back to frame pointers).
    fn ends(&self, addr: u64, files: &Files) -> bool {
        self.mapping(addr).is_some_and(|m| files.get(m.file).not_unwound.is_some())
    }

    /// Where `addr` is: its file and offset, or the raw address.
    fn frame(&self, addr: u64) -> Frame {
        match self.mapping(addr) {
            Some(m) => Frame::File { file: m.file, offset: addr - m.range.start + m.offset },
            None => Frame::Raw(addr),
        }
    }

    /// Whether `addr` is known, reading the maps again (rate-limited) if it is not.
    fn knows(&mut self, addr: u64, files: &mut Files) -> bool {
        if self.mapping(addr).is_some() {
            return true;
        }
        if self.read_at.is_some_and(|t| t.elapsed() < REREAD) {
            return false;
        }
        self.read(files) && self.mapping(addr).is_some()
    }

    /// The frames of a create's stack, caller first, at most `depth`, and whether unwinding
    /// went past the window's end (the stack is cut there). None: the process's maps could not
    /// be read (it is gone), so nothing can be said of its frames.
    pub fn unwind(
        &mut self,
        w: &Window,
        depth: usize,
        files: &mut Files,
        out: &mut Vec<Frame>,
    ) -> Option<bool> {
        out.clear();
        if self.mappings.is_empty() && self.read_at.is_none() && !self.read(files) {
            return None;
        }
        let known = self.knows(w.ip, files);
        if self.mappings.is_empty() {
            return None;
        }
        out.push(self.frame(w.ip));
        if !known || self.ends(w.ip, files) {
            // Unwinding from an unknown place would guess (frame pointers in code built
            // without them): the frame stays raw, and the stack ends there.
            return Some(false);
        }
        let cut = std::cell::Cell::new(false);
        let mut read_stack = |addr: u64| {
            let at = addr.checked_sub(w.sp).ok_or(())? as usize;
            let word = w.bytes.get(at..at.saturating_add(8)).ok_or_else(|| cut.set(true))?;
            Ok(u64::from_le_bytes(word.try_into().unwrap()))
        };
        let mut regs = UnwindRegsX86_64::new(w.ip, w.sp, w.bp);
        // The return left the caller's registers as they are at `ip`: its own unwind rule
        // applies there, not that of the call before it.
        let mut address = FrameAddress::from_instruction_pointer(w.ip);
        while out.len() < depth {
            let next = match self.unwinder.unwind_frame(address, &mut regs, &mut self.cache, &mut read_stack) {
                Ok(Some(ra)) if ra != 0 => ra,
                // The end of the stack, the end of the window, or no rule.
                _ => break,
            };
            let Some(ra) = FrameAddress::from_return_address(next) else { break };
            let known = self.knows(next, files);
            out.push(self.frame(next));
            if !known || self.ends(next, files) {
                break;
            }
            address = ra;
        }
        Some(cut.get() && out.len() < depth)
    }
}
