//! New loader copies, armed as they are written, and opened only once armed. A fanotify group
//! of the permission class marks each copy `watch` saw created (or moved into place):
//! - `FAN_CLOSE_WRITE`: written; the daemon arms it then, reading it through the event's file;
//! - `FAN_OPEN_PERM`: a process that opens it (ld.so, before it maps the file) sleeps in
//!   `open` until the daemon has armed the copy and answers. Unlike the ld.so hold, the wait
//!   costs no CPU, however many processes of a burst wait at once.
//!
//! Each mark goes once its copy is armed: later opens do not wait at all.
//!
//! The loop never opens a marked copy by its path, only reads the event's file (which the
//! kernel opened without events): another tracer's gate on the same copy must not make it wait,
//! nor it another's (`watch` opens a copy written before its mark on a thread of its own). A thread of its own reads the group: it answers an open of ours at once
//! (one that did not go through an event: never a wait on the loop that made it), and answers
//! for the loop if the loop has not within `WAIT_MS`, so a busy daemon never stalls a program
//! for long.
use std::{
    collections::HashMap,
    ffi::CString,
    fs, io,
    os::fd::{AsRawFd, FromRawFd, OwnedFd, RawFd},
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
    /// To the loop.
    tx: mpsc::UnboundedSender<Gated>,
}

/// A guarded copy, written or opened: the file (as the kernel opened it for the event) and,
/// for an open, who waits. An open is answered (allowed) when this is dropped, at the latest.
pub struct Gated {
    pub file: fs::File,
    pub path: PathBuf,
    /// The process whose open waits (None: the copy was written).
    pub opener: Option<u32>,
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
        let gate = Arc::new(Gate { fd: unsafe { OwnedFd::from_raw_fd(fd) }, pending: Mutex::default(), tx });
        let reader = gate.clone();
        std::thread::Builder::new().name("ze-gate".into()).spawn(move || reader.serve())?;
        Ok((gate, rx))
    }

    /// Opens of `name` in the directory `dir` wait for the daemon from now on (not a symbolic
    /// link's target: a link is no copy).
    pub fn guard(&self, dir: RawFd, name: &[u8]) -> io::Result<()> {
        let name = CString::new(name)?;
        self.mark(libc::FAN_MARK_ADD | libc::FAN_MARK_DONT_FOLLOW, dir, &name)
    }

    /// A copy written (closed) before its mark was in place, opened by `watch`: to be armed.
    pub fn written(self: &Arc<Gate>, file: fs::File, path: PathBuf) {
        let _ = self.tx.send(Gated { file, path, opener: None, since: Instant::now(), gate: self.clone() });
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
                let opens = meta.mask & libc::FAN_OPEN_PERM != 0;
                if opens && meta.pid == me {
                    self.respond(meta.fd);
                    continue;
                }
                let path = fs::read_link(format!("/proc/self/fd/{}", meta.fd)).unwrap_or_default();
                let since = Instant::now();
                if opens {
                    self.pending.lock().unwrap().insert(meta.fd, since);
                }
                let opener = opens.then_some(meta.pid as u32);
                // The loop gone, nothing will arm it: dropped, the open is answered.
                let _ = self.tx.send(Gated { file, path, opener, since, gate: self.clone() });
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
            tracing::info!("a process opened a new loader copy and waited {WAIT_MS} ms: let go unarmed");
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
    /// reading it, say) must not lift the gate of a copy still to come.
    pub fn done(self, armed: bool) {
        if armed {
            self.gate.unguard(&self.file);
        }
    }
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
