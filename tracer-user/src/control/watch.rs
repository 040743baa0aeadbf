//! Loader copies announced as they are created. fanotify reports, on whole filesystems, every
//! file created, written (closed after writing) or moved into place, by directory and name
//! (`FAN_REPORT_DFID_NAME`, filesystem marks). A `libze_loader.so*` among them (written by pip,
//! unpacked from a container image, copied by `cp`, linked by a build) is handed to the gate
//! (`gate`) as it is created, while it is still being written: armed as it is written, opened
//! only once armed. One written before its gate was in place (this thread was late) is opened
//! here and handed over to be armed.
//!
//! A thread of its own reads the group, so that a copy is gated within a wakeup of its
//! creation, whatever the loop is doing. The ld.so hold (`tracer-ebpf/src/libs.rs`) stays the
//! backstop for what is not announced: a filesystem that cannot be marked (proc-like ones, some
//! network ones), one mounted only in another mount namespace (a container's tmpfs), an
//! overflowed queue.
//!
//! What it costs the machine: one event per file created, written or renamed anywhere, which
//! the kernel queues and the daemon reads and throws away unless its name is the loader's.
use std::{
    collections::HashMap,
    ffi::{CStr, CString},
    io,
    os::{
        fd::{AsFd, AsRawFd, FromRawFd, OwnedFd},
        unix::ffi::OsStrExt,
    },
    sync::{
        Arc,
        atomic::{AtomicUsize, Ordering},
    },
};

use super::gate::Gate;
use crate::process::untrusted;

/// Filesystems that hold no files anyone writes a library to, or that refuse marks.
const SKIPPED: &[&str] = &[
    "proc", "sysfs", "cgroup", "cgroup2", "devpts", "mqueue", "debugfs", "tracefs", "securityfs",
    "pstore", "bpf", "autofs", "configfs", "fusectl", "hugetlbfs", "binfmt_misc", "nsfs",
    "rpc_pipefs", "efivarfs", "devtmpfs", "selinuxfs",
];

/// What is announced: the loader's file name starts so.
const LOADER: &[u8] = b"libze_loader.so";

/// The most threads opening copies written before their gate at once (see `Watch::guard`).
const WRITTEN_AT_ONCE: usize = 8;

/// How often the thread looks for filesystems mounted since it started.
const MOUNTS_EVERY: std::time::Duration = std::time::Duration::from_secs(60);

/// The fanotify group and the filesystems it marks.
pub struct Watch {
    fd: OwnedFd,
    /// Per marked filesystem (its fsid): a directory open on it, to open handles against.
    mounts: HashMap<[i32; 2], OwnedFd>,
    /// The queue overflowed at least once (said once).
    overflowed: bool,
    /// Where new copies are armed and their opens wait.
    gate: Arc<Gate>,
    /// Execs wait at the gate too (run mode: see `gate`).
    gate_execs: bool,
    /// The threads opening copies written before their gate, now (see `Slot`).
    written: Arc<AtomicUsize>,
}

impl Watch {
    /// Watches every filesystem of the daemon's mount namespace that takes a mark, on a thread
    /// of its own, and hands new copies to the gate that `gate` starts. Err: no fanotify with
    /// names (Linux 5.9), or no CAP_SYS_ADMIN.
    ///
    /// The gate's group is made after the watch's, on purpose: when the daemon exits, the
    /// kernel releases its files newest first, so the gate's goes first and answers every open
    /// still waiting. The other way round, an open waiting at the gate keeps the watch's group
    /// pinned, whose release then waits for that open, which waits for the gate, released only
    /// after: the daemon's exit and the open hang for good (seen; the test
    /// `a_daemon_killed_while_an_open_waits_lets_it_go` covers it).
    pub fn start<T>(gate: impl FnOnce() -> io::Result<(Arc<Gate>, T)>, gate_execs: bool) -> io::Result<T> {
        let fd = Watch::group()?;
        let (gate, gated) = gate()?;
        let mut watch = Watch { fd, mounts: HashMap::new(), overflowed: false, gate, gate_execs, written: Arc::default() };
        watch.mark_new_filesystems();
        if watch.mounts.is_empty() {
            return Err(io::Error::other("no filesystem could be marked"));
        }
        std::thread::Builder::new().name("ze-watch".into()).spawn(move || {
            super::gate::prompt("ze-watch");
            let mut mounts_checked = std::time::Instant::now();
            loop {
                let mut poll = libc::pollfd { fd: watch.fd.as_raw_fd(), events: libc::POLLIN, revents: 0 };
                // SAFETY: one pollfd.
                if unsafe { libc::poll(&mut poll, 1, 1000) } > 0 {
                    watch.read();
                }
                if mounts_checked.elapsed() >= MOUNTS_EVERY {
                    watch.mark_new_filesystems();
                    mounts_checked = std::time::Instant::now();
                }
            }
        })?;
        Ok(gated)
    }

    /// A group that reports files created, written and moved into place.
    fn group() -> io::Result<OwnedFd> {
        let flags = libc::FAN_CLASS_NOTIF | libc::FAN_REPORT_DFID_NAME | libc::FAN_CLOEXEC | libc::FAN_NONBLOCK;
        // SAFETY: plain syscall; the fd is owned below.
        let fd = unsafe { libc::fanotify_init(flags, (libc::O_RDONLY | libc::O_CLOEXEC) as u32) };
        if fd < 0 {
            return Err(io::Error::last_os_error());
        }
        // SAFETY: a new fd of ours.
        Ok(unsafe { OwnedFd::from_raw_fd(fd) })
    }

    /// Marks the filesystems mounted since the last look (at start, then now and then).
    /// Returns how many were added.
    fn mark_new_filesystems(&mut self) -> usize {
        let Ok(mounts) = procfs::process::Process::myself().and_then(|p| p.mountinfo()) else { return 0 };
        let mut added = 0;
        for m in mounts.into_iter().filter(|m| !SKIPPED.contains(&m.fs_type.as_str())) {
            // Neither opened nor asked about: a user's FUSE server may never answer (see
            // `untrusted::served_by_a_user`); ld.so's hold is the backstop for its copies.
            let user_id = m.super_options.get("user_id").and_then(|v| v.as_deref());
            if let Some(user) = untrusted::fuse_of_a_user(&m.fs_type, user_id) {
                tracing::debug!(mount = %m.mount_point.display(), user, "not watched: a FUSE file system a user serves");
                continue;
            }
            let Ok(dir) = open_dir(&m.mount_point) else { continue };
            let Ok(fsid) = fsid(&dir) else { continue };
            if self.mounts.contains_key(&fsid) {
                continue;
            }
            let mask = libc::FAN_CREATE | libc::FAN_CLOSE_WRITE | libc::FAN_MOVED_TO;
            let Ok(path) = CString::new(m.mount_point.as_os_str().as_encoded_bytes()) else { continue };
            // SAFETY: valid fd and C string.
            let r = unsafe {
                libc::fanotify_mark(self.fd.as_raw_fd(), libc::FAN_MARK_ADD | libc::FAN_MARK_FILESYSTEM, mask, libc::AT_FDCWD, path.as_ptr())
            };
            if r != 0 {
                tracing::debug!(mount = %m.mount_point.display(), fs = %m.fs_type, "not watched for new loader copies: {}", io::Error::last_os_error());
                continue;
            }
            tracing::debug!(mount = %m.mount_point.display(), fs = %m.fs_type, "watched for new loader copies");
            if let Err(e) = self.gate_execs.then(|| self.gate.guard_execs(&path)).unwrap_or(Ok(())) {
                tracing::debug!(mount = %m.mount_point.display(), "its execs do not wait for a new ld.so to be probed: {e}");
            }
            self.mounts.insert(fsid, dir);
            added += 1;
        }
        added
    }

    /// Gates the loader copies announced since the last read (the group is non-blocking).
    fn read(&mut self) {
        let mut buf = vec![0u8; 64 * 1024];
        loop {
            // SAFETY: reads into our buffer.
            let n = unsafe { libc::read(self.fd.as_raw_fd(), buf.as_mut_ptr().cast(), buf.len()) };
            if n <= 0 {
                return;
            }
            let mut at = 0;
            while let Some(event) = Event::parse(&buf[at..n as usize]) {
                at += event.len;
                if event.mask & libc::FAN_Q_OVERFLOW != 0 && !std::mem::replace(&mut self.overflowed, true) {
                    tracing::info!("too many files written at once: some were not looked at; a new loader copy among them is armed when first loaded");
                }
                if let Some(d) = event.dir_and_name.filter(|(_, _, name)| name.starts_with(LOADER)) {
                    self.guard(event.mask, d);
                }
            }
        }
    }

    /// Hands a copy, by its directory's handle and its name, to the gate: created or moved in,
    /// to be gated; written or moved in, to be armed. Only a regular file is a copy: a FIFO or
    /// a device named like the loader is neither gated nor opened (a FIFO's open waits for a
    /// writer, for good; a device's runs its driver).
    fn guard(&self, mask: u64, (fsid, handle, name): ([i32; 2], &[u8], &[u8])) {
        let Some(mount) = self.mounts.get(&fsid) else { return };
        // `struct file_handle` as the kernel gave it: handle_bytes, handle_type, then the bytes.
        let mut h = handle.to_vec();
        // SAFETY: the kernel's own handle, as it laid it out; open_by_handle_at needs
        // CAP_DAC_READ_SEARCH, which a daemon that loads eBPF has. O_PATH: no open events.
        let dir = unsafe { libc::open_by_handle_at(mount.as_raw_fd(), h.as_mut_ptr().cast(), libc::O_PATH | libc::O_DIRECTORY | libc::O_CLOEXEC) };
        if dir < 0 {
            tracing::debug!("a new loader copy's directory cannot be opened: {}", io::Error::last_os_error());
            return;
        }
        // SAFETY: a new fd of ours.
        let dir = unsafe { OwnedFd::from_raw_fd(dir) };
        let Ok(name) = CString::new(name) else { return };
        // O_PATH: opens nothing, so this thread never waits on what it looks at.
        let copy = match untrusted::regular_at(dir.as_fd(), &name) {
            Ok(copy) => copy,
            Err(e) => {
                tracing::debug!("a file named like the loader is not gated: {e}");
                return;
            }
        };
        if mask & (libc::FAN_CREATE | libc::FAN_MOVED_TO) != 0 {
            if let Err(e) = self.gate.guard(&copy) {
                tracing::debug!("a new loader copy cannot be gated: {e}");
            }
        }
        if mask & (libc::FAN_CLOSE_WRITE | libc::FAN_MOVED_TO) != 0 {
            // Opened on a thread of its own: another tracer's gate may make the open wait until
            // that tracer has armed the copy (ours lets its own daemon through at once), and
            // this thread must go on gating the next copies meanwhile. At most
            // `WRITTEN_AT_ONCE` such threads: a tenant renaming copies in by the thousand
            // gets no more. A copy left out here is still armed when a process first loads
            // it (ld.so's hold, `tracer-ebpf/src/libs.rs`), only later.
            let Some(slot) = Slot::take(&self.written) else {
                tracing::debug!("{WRITTEN_AT_ONCE} loader copies being opened already: one more is armed when first loaded");
                return;
            };
            let gate = self.gate.clone();
            let _ = std::thread::Builder::new().name("ze-written".into()).spawn(move || {
                let _slot = slot;
                let Ok(file) = untrusted::read_through(&copy) else { return };
                let Ok(dir_path) = std::fs::read_link(format!("/proc/self/fd/{}", dir.as_raw_fd())) else { return };
                gate.written(file, dir_path.join(std::ffi::OsStr::from_bytes(name.as_bytes())));
            });
        }
    }
}

/// One of the `WRITTEN_AT_ONCE` threads that open copies written before their gate: taken if
/// one is free, given back when dropped.
struct Slot(Arc<AtomicUsize>);

impl Slot {
    fn take(taken: &Arc<AtomicUsize>) -> Option<Slot> {
        let free = |n: usize| (n < WRITTEN_AT_ONCE).then_some(n + 1);
        taken.fetch_update(Ordering::AcqRel, Ordering::Acquire, free).ok().map(|_| Slot(taken.clone()))
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::AcqRel);
    }
}

/// One event of the group's queue, as far as it matters here.
struct Event<'a> {
    len: usize,
    mask: u64,
    /// fsid, the directory's `struct file_handle`, the name in it.
    dir_and_name: Option<([i32; 2], &'a [u8], &'a [u8])>,
}

impl<'a> Event<'a> {
    fn parse(buf: &'a [u8]) -> Option<Event<'a>> {
        let meta_size = size_of::<libc::fanotify_event_metadata>();
        if buf.len() < meta_size {
            return None;
        }
        // SAFETY: enough bytes; read unaligned.
        let meta: libc::fanotify_event_metadata = unsafe { std::ptr::read_unaligned(buf.as_ptr().cast()) };
        let len = meta.event_len as usize;
        if len < meta_size || len > buf.len() {
            return None;
        }
        let mut info = &buf[meta.metadata_len as usize..len];
        let mut dir_and_name = None;
        // Info records: a header (type, pad, len), then for DFID_NAME an fsid, a file handle and
        // the name, NUL-terminated.
        while info.len() >= 4 {
            let (kind, rec_len) = (info[0], u16::from_ne_bytes([info[2], info[3]]) as usize);
            if rec_len < 4 || rec_len > info.len() {
                break;
            }
            let rec = &info[..rec_len];
            if kind == libc::FAN_EVENT_INFO_TYPE_DFID_NAME && rec.len() >= 4 + 8 + 8 {
                let fsid = [i32::from_ne_bytes(rec[4..8].try_into().ok()?), i32::from_ne_bytes(rec[8..12].try_into().ok()?)];
                let handle_bytes = u32::from_ne_bytes(rec[12..16].try_into().ok()?) as usize;
                let end = (12 + 8 + handle_bytes).min(rec.len());
                let handle = &rec[12..end];
                let name = CStr::from_bytes_until_nul(&rec[end..]).ok()?.to_bytes();
                dir_and_name = Some((fsid, handle, name));
            }
            info = &info[rec_len..];
        }
        Some(Event { len, mask: meta.mask, dir_and_name })
    }
}

fn open_dir(path: &std::path::Path) -> io::Result<OwnedFd> {
    let c = CString::new(path.as_os_str().as_encoded_bytes())?;
    // Not O_PATH: open_by_handle_at refuses such a mount fd (EBADF).
    // SAFETY: valid C string.
    let fd = unsafe { libc::open(c.as_ptr(), libc::O_RDONLY | libc::O_DIRECTORY | libc::O_CLOEXEC) };
    if fd < 0 {
        return Err(io::Error::last_os_error());
    }
    // SAFETY: a new fd of ours.
    Ok(unsafe { OwnedFd::from_raw_fd(fd) })
}

/// The filesystem's id, as fanotify's events give it.
fn fsid(fd: &OwnedFd) -> io::Result<[i32; 2]> {
    // SAFETY: fstatfs fills the struct.
    let mut st: libc::statfs = unsafe { std::mem::zeroed() };
    if unsafe { libc::fstatfs(fd.as_raw_fd(), &mut st) } != 0 {
        return Err(io::Error::last_os_error());
    }
    // SAFETY: __fsid_t is two ints.
    Ok(unsafe { std::mem::transmute::<libc::fsid_t, [i32; 2]>(st.f_fsid) })
}
