//! New loader copies, armed as they are written, and opened only once armed. A fanotify group
//! of the permission class marks each copy `watch` saw created (or moved into place):
//! - `FAN_CLOSE_WRITE`: written; the daemon arms it then, reading it through the event's file;
//! - `FAN_OPEN_PERM`: a process that opens it (ld.so, before it maps the file) sleeps in
//!   `open` until the daemon has armed the copy and answers. Unlike the ld.so hold, the wait
//!   costs no CPU, however many processes of a burst wait at once.
//!
//! Each mark goes once its copy is armed: later opens do not wait at all.
//!
//! In run mode it gates one more thing, on every filesystem `watch` marks: `FAN_OPEN_EXEC_PERM`,
//! the open of a program or of its ELF interpreter at an exec. A copy of ld.so the daemon has not
//! probed (a container's own, the interpreter of a relocated Python) would let the program it
//! runs load a loader copy unseen, before the daemon, which learns of the exec only once it has
//! happened, could probe it: so the exec waits until the loop has probed it. Any other file is
//! let go at once by this thread, and each file is asked about once (an ignore mark answers
//! for it after). Only in run mode: while the daemon is stopped, every exec of a file not asked
//! about yet, anywhere on the machine, would wait for it; a run-mode tracer is stopped by its
//! terminal's job control (Ctrl-Z), so it lifts these marks first (`pause_execs`) and puts them
//! back as it goes on. A service is never meant to stop, but a frozen one must not freeze its
//! node: system-wide, execs are not gated, and a copy of ld.so is probed at the exec's scan.
//!
//! The loop never opens a marked copy by its path, only reads the event's file (which the
//! kernel opened without events): another tracer's gate on the same copy must not make it wait,
//! nor it another's (`watch` opens a copy written before its mark on a thread of its own). A thread of its own reads the group: it answers an open of ours at once
//! (one that did not go through an event: never a wait on the loop that made it), and answers
//! for the loop if the loop has not within `WAIT_MS`, so a busy daemon never stalls a program
//! for long.
use std::{
    collections::{HashMap, HashSet},
    ffi::CString,
    fs, io,
    os::{
        fd::{AsRawFd, FromRawFd, OwnedFd, RawFd},
        unix::fs::MetadataExt,
    },
    path::PathBuf,
    sync::{Arc, Mutex},
    time::{Duration, Instant},
};

use tokio::sync::mpsc;

/// The longest an open waits for the loop (the ld.so hold's `HOLD_MS`).
const WAIT_MS: u64 = crate::probes::HOLD_MS as u64;

/// The permission group, shared by the thread that reads it and what answers.
pub struct Gate {
    fd: OwnedFd,
    /// Opens forwarded to the loop and not answered yet (by event fd): when they came.
    pending: Mutex<HashMap<RawFd, Instant>>,
    /// The copies of ld.so probed (device, inode): their execs go on at once.
    probed: Mutex<HashSet<(u64, u64)>>,
    /// The mount points whose execs wait here (see `guard_execs`).
    exec_mounts: Mutex<Vec<CString>>,
    /// To the loop.
    tx: mpsc::UnboundedSender<Gated>,
}

/// A guarded copy, written or opened, or an ld.so being exec'd: the file (as the kernel opened
/// it for the event) and, for an open, who waits. An open is answered (allowed) when this is
/// dropped, at the latest.
pub struct Gated {
    pub file: fs::File,
    pub path: PathBuf,
    /// The process whose open waits (None: the copy was written).
    pub opener: Option<u32>,
    /// A copy of ld.so opened for an exec, to be probed (not a loader copy).
    pub interpreter: bool,
    /// When the event was read.
    pub since: Instant,
    gate: Arc<Gate>,
}

impl Gate {
    /// The group, and the opens it forwards to the loop. Err: no permission events here
    /// (`CONFIG_FANOTIFY_ACCESS_PERMISSIONS`), or no CAP_SYS_ADMIN.
    pub fn start() -> io::Result<(Arc<Gate>, mpsc::UnboundedReceiver<Gated>)> {
        // SAFETY: plain syscall; the fd is owned below.
        let fd = unsafe { libc::fanotify_init(libc::FAN_CLASS_CONTENT | libc::FAN_CLOEXEC, (libc::O_RDONLY | libc::O_CLOEXEC) as u32) };
        if fd < 0 {
            return Err(io::Error::last_os_error());
        }
        let (tx, rx) = mpsc::unbounded_channel();
        // SAFETY: a new fd of ours.
        let gate = Arc::new(Gate { fd: unsafe { OwnedFd::from_raw_fd(fd) }, pending: Mutex::default(), probed: Mutex::default(), exec_mounts: Mutex::default(), tx });
        let reader = gate.clone();
        std::thread::Builder::new().name("ze-gate".into()).spawn(move || reader.serve())?;
        Ok((gate, rx))
    }

    /// Opens of the regular file `copy` (an `O_PATH` file, `untrusted::regular_at`) wait for
    /// the daemon from now on: the mark goes on the very inode checked, not on whatever the
    /// name is by then. (Nothing here opens a file by a tenant's name: fanotify reports events
    /// on regular files and directories only, and opens each event's file itself.)
    pub fn guard(&self, copy: &fs::File) -> io::Result<()> {
        let path = CString::new(format!("/proc/self/fd/{}", copy.as_raw_fd())).expect("no NUL");
        self.mark(libc::FAN_MARK_ADD, libc::AT_FDCWD, &path)
    }

    /// A copy written (closed) before its mark was in place, opened by `watch`: to be armed.
    pub fn written(self: &Arc<Gate>, file: fs::File, path: PathBuf) {
        let _ = self.tx.send(Gated { file, path, opener: None, interpreter: false, since: Instant::now(), gate: self.clone() });
    }

    /// The execs of files on the filesystem mounted at `mount` wait for this thread (see the
    /// module's docs).
    pub fn guard_execs(&self, mount: &CString) -> io::Result<()> {
        self.mark_execs(libc::FAN_MARK_ADD, mount)?;
        self.exec_mounts.lock().unwrap().push(mount.clone());
        Ok(())
    }

    fn mark_execs(&self, how: libc::c_uint, mount: &CString) -> io::Result<()> {
        // SAFETY: valid fd and C string.
        let r = unsafe {
            libc::fanotify_mark(self.fd.as_raw_fd(), how | libc::FAN_MARK_FILESYSTEM, libc::FAN_OPEN_EXEC_PERM, libc::AT_FDCWD, mount.as_ptr())
        };
        match r {
            0 => Ok(()),
            _ => Err(io::Error::last_os_error()),
        }
    }

    /// Before the daemon stops (job control): execs no longer wait here, and none waits now.
    pub fn pause_execs(&self) {
        for mount in self.exec_mounts.lock().unwrap().iter() {
            let _ = self.mark_execs(libc::FAN_MARK_REMOVE, mount);
        }
        for (fd, _) in self.pending.lock().unwrap().drain() {
            self.respond(fd);
        }
    }

    /// After it went on: execs wait here again.
    pub fn resume_execs(&self) {
        for mount in self.exec_mounts.lock().unwrap().iter() {
            let _ = self.mark_execs(libc::FAN_MARK_ADD, mount);
        }
    }

    /// The copy of ld.so `id` (device, inode) is probed: its execs go on at once.
    pub fn probed(&self, id: (u64, u64)) {
        self.probed.lock().unwrap().insert(id);
    }

    /// Execs of `file` no longer ask (an ignore mark on its inode, kept when it is modified).
    fn ignore_execs(&self, file: RawFd) {
        let path = CString::new(format!("/proc/self/fd/{file}")).expect("no NUL");
        let how = libc::FAN_MARK_ADD | libc::FAN_MARK_IGNORED_MASK | libc::FAN_MARK_IGNORED_SURV_MODIFY;
        // SAFETY: valid fd and C string. Past the group's mark limit it fails: the file asks
        // again at its next exec, and is answered as now.
        unsafe { libc::fanotify_mark(self.fd.as_raw_fd(), how, libc::FAN_OPEN_EXEC_PERM, libc::AT_FDCWD, path.as_ptr()) };
    }

    /// Opens of the file `file` no longer wait.
    pub fn unguard(&self, file: &fs::File) {
        let path = CString::new(format!("/proc/self/fd/{}", file.as_raw_fd())).expect("no NUL");
        let _ = self.mark(libc::FAN_MARK_REMOVE, libc::AT_FDCWD, &path);
    }

    fn mark(&self, how: libc::c_uint, dir: RawFd, path: &CString) -> io::Result<()> {
        // SAFETY: valid fds and C string.
        let mask = libc::FAN_OPEN_PERM | libc::FAN_CLOSE_WRITE;
        match unsafe { libc::fanotify_mark(self.fd.as_raw_fd(), how, mask, dir, path.as_ptr()) } {
            0 => Ok(()),
            _ => Err(io::Error::last_os_error()),
        }
    }

    /// The reading thread: our own opens are allowed at once, the others go to the loop; an
    /// open the loop has not answered within `WAIT_MS` is allowed here.
    fn serve(self: Arc<Gate>) {
        prompt("ze-gate");
        let me = std::process::id() as i32;
        let mut buf = vec![0u8; 16 * 1024];
        loop {
            let mut poll = libc::pollfd { fd: self.fd.as_raw_fd(), events: libc::POLLIN, revents: 0 };
            // SAFETY: one pollfd.
            let ready = unsafe { libc::poll(&mut poll, 1, 50) };
            self.answer_late();
            if ready <= 0 {
                continue;
            }
            // SAFETY: reads into our buffer.
            let n = unsafe { libc::read(self.fd.as_raw_fd(), buf.as_mut_ptr().cast(), buf.len()) };
            if n <= 0 {
                continue;
            }
            let mut at = 0;
            while at + size_of::<libc::fanotify_event_metadata>() <= n as usize {
                // SAFETY: enough bytes; read unaligned.
                let meta: libc::fanotify_event_metadata = unsafe { std::ptr::read_unaligned(buf[at..].as_ptr().cast()) };
                at += (meta.event_len as usize).max(size_of::<libc::fanotify_event_metadata>());
                if meta.fd < 0 {
                    continue;
                }
                // SAFETY: the event's fd is ours to close.
                let file = unsafe { fs::File::from_raw_fd(meta.fd) };
                let execs = meta.mask & libc::FAN_OPEN_EXEC_PERM != 0;
                let opens = execs || meta.mask & libc::FAN_OPEN_PERM != 0;
                if opens && meta.pid == me {
                    self.respond(meta.fd);
                    continue;
                }
                let path = fs::read_link(format!("/proc/self/fd/{}", meta.fd)).unwrap_or_default();
                let probed = || file.metadata().is_ok_and(|m| self.probed.lock().unwrap().contains(&(m.dev(), m.ino())));
                if execs && (!is_ldso(&path) || probed()) {
                    self.respond(meta.fd);
                    self.ignore_execs(meta.fd);
                    continue;
                }
                let since = Instant::now();
                if opens {
                    self.pending.lock().unwrap().insert(meta.fd, since);
                }
                let opener = opens.then_some(meta.pid as u32);
                // The loop gone, nothing will arm it: dropped, the open is answered.
                let _ = self.tx.send(Gated { file, path, opener, interpreter: execs, since, gate: self.clone() });
            }
        }
    }

    /// Allows the opens the loop left waiting too long.
    fn answer_late(&self) {
        let mut pending = self.pending.lock().unwrap();
        let late: Vec<RawFd> = pending
            .iter()
            .filter(|(_, since)| since.elapsed() >= Duration::from_millis(WAIT_MS))
            .map(|(&fd, _)| fd)
            .collect();
        for fd in late {
            pending.remove(&fd);
            tracing::info!("a process opened a new loader copy or ld.so and waited {WAIT_MS} ms: let go unarmed");
            self.respond(fd);
        }
    }

    fn respond(&self, fd: RawFd) {
        let response = libc::fanotify_response { fd, response: libc::FAN_ALLOW };
        // SAFETY: writes one response.
        unsafe { libc::write(self.fd.as_raw_fd(), (&raw const response).cast(), size_of::<libc::fanotify_response>()) };
    }
}

/// Gives the calling thread the highest priority of normal threads (nice -20): it has little
/// to do, but must do it within a wakeup, however busy the machine (a copy's gate must be in
/// place before the processes of a burst open it). Needs CAP_SYS_NICE; without, it says so.
pub fn prompt(who: &str) {
    // SAFETY: gettid and setpriority on our own thread.
    let r = unsafe { libc::setpriority(libc::PRIO_PROCESS, libc::gettid() as libc::id_t, -20) };
    if r != 0 {
        tracing::info!("{who}: cannot raise its priority ({}): under load, a burst on a new loader copy may beat it", io::Error::last_os_error());
    }
}

impl Gated {
    /// An open waiting goes on. Armed: later opens do not wait. Not armed (not an ELF file yet:
    /// written in several goes), it stays gated for its next write: an open (another tracer's
    /// reading it, say) must not lift the gate of a copy still to come. An ld.so probed: its
    /// later execs do not ask.
    pub fn done(self, armed: bool) {
        match (armed, self.interpreter) {
            (true, true) => self.gate.ignore_execs(self.file.as_raw_fd()),
            (true, false) => self.gate.unguard(&self.file),
            (false, _) => {}
        }
    }

    /// Whether the open waited too long and was let go by the gate's thread, before the loop.
    pub fn let_go_first(&self) -> bool {
        self.opener.is_some() && !self.gate.pending.lock().unwrap().contains_key(&self.file.as_raw_fd())
    }
}

/// Whether `path` names a copy of ld.so (as `probes::mapped_ldsos` takes them).
fn is_ldso(path: &std::path::Path) -> bool {
    path.file_name().and_then(|n| n.to_str()).is_some_and(|n| n.starts_with("ld-linux") || n.starts_with("ld-musl"))
}

impl Drop for Gated {
    /// Allows the open (if the reading thread has not already), before its fd is closed.
    fn drop(&mut self) {
        let fd = self.file.as_raw_fd();
        let mut pending = self.gate.pending.lock().unwrap();
        if pending.remove(&fd).is_some() {
            self.gate.respond(fd);
        }
    }
}
