//! Another process's memory, read: `process_vm_readv` (one call, no file), else
//! `/proc/PID/mem`.
//!
//! A traced process decides what its pages are, and a read of one can wait for ever: a page of
//! a file on a FUSE mount the tenant serves (and never answers), or of a userfaultfd range whose
//! faults it never resolves. Neither call can be interrupted then, short of killing the
//! daemon. So every read is made on a worker thread, and waited for at most `DEADLINE` from
//! when the worker began it (a worker kept off the CPU on a loaded node is waited for, up to
//! `PATIENCE`):
//! - a read that misses it leaves its worker behind (it ends when the read does) and marks the
//!   process: no read of its memory is tried again while it lives (its frames go unnamed,
//!   which its summary says, as for any unreadable code);
//! - at most `MAX_STUCK` workers may be left behind at once; beyond, reads fail at once until
//!   one comes back, so that a tenant costs the daemon a bounded number of threads.
//!
//! A read that does not block costs a hand-over to a worker and back: both sides poll briefly
//! before they sleep (`POLL`), so a run of reads (a code object's few) pays a thread's wake-up
//! once, not per read; `unwind::python::code` caches what it read.
use std::{
    collections::HashMap,
    sync::{
        Arc, Mutex,
        atomic::{AtomicU64, AtomicUsize, Ordering},
        mpsc,
    },
    time::Duration,
};

use crate::process::clock;

/// The longest a read is waited for once it has begun: a page read from a local disk takes
/// milliseconds.
pub const DEADLINE: Duration = Duration::from_secs(1);

/// The most workers left in reads that block, at once.
pub const MAX_STUCK: usize = 8;

/// A live process's memory.
pub struct ProcessMemory {
    pub pid: u32,
}

impl ProcessMemory {
    /// Reads `buf.len()` bytes at `addr`, whole or not at all, within `DEADLINE`.
    pub fn read(&self, addr: u64, buf: &mut [u8]) -> std::io::Result<()> {
        READER.read(self.pid, addr, buf, DEADLINE)
    }
}

static READER: Reader = Reader::new();

/// The workers, idle ones kept for the next read, and the processes whose memory blocked one.
struct Reader {
    idle: Mutex<Vec<Worker>>,
    /// Processes whose memory blocked a read, with their start time (a PID reused is another).
    blocked: Mutex<Option<HashMap<u32, Option<u64>>>>,
    stuck: AtomicUsize,
}

struct Job {
    pid: u32,
    addr: u64,
    len: usize,
}

/// A worker thread: a job in, its bytes out.
struct Worker {
    jobs: mpsc::Sender<Job>,
    done: mpsc::Receiver<std::io::Result<Vec<u8>>>,
    /// When its read began (CLOCK_MONOTONIC ns), 0 between reads: the deadline counts from
    /// there, not from the hand-over, so that a worker kept off the CPU (a loaded node) is not
    /// taken for a read that blocks.
    reading_since: Arc<AtomicU64>,
}

/// The longest a read is waited for in all, however long its worker waits for a CPU.
const PATIENCE: Duration = Duration::from_secs(10);

fn unreadable(why: &str) -> std::io::Error {
    std::io::Error::new(std::io::ErrorKind::TimedOut, why.to_owned())
}

impl Reader {
    const fn new() -> Reader {
        Reader { idle: Mutex::new(Vec::new()), blocked: Mutex::new(None), stuck: AtomicUsize::new(0) }
    }

    fn read(&'static self, pid: u32, addr: u64, buf: &mut [u8], deadline: Duration) -> std::io::Result<()> {
        if self.is_blocked(pid) {
            return Err(unreadable("its memory blocked an earlier read"));
        }
        if self.stuck.load(Ordering::Relaxed) >= MAX_STUCK {
            return Err(unreadable("too many reads of processes' memory are blocked"));
        }
        let worker = self.idle.lock().unwrap_or_else(|e| e.into_inner()).pop();
        let worker = match worker {
            Some(w) => w,
            None => self.spawn()?,
        };
        if worker.jobs.send(Job { pid, addr, len: buf.len() }).is_err() {
            return Err(unreadable("the reading thread is gone"));
        }
        let handed = std::time::Instant::now();
        let mut answer = receive(&worker.done, deadline);
        while matches!(answer, Err(mpsc::RecvTimeoutError::Timeout)) && handed.elapsed() < PATIENCE {
            // Not begun yet, or begun less than `deadline` ago: waited for again.
            let since = worker.reading_since.load(Ordering::Acquire);
            let reading = Duration::from_nanos(clock::monotonic_ns().saturating_sub(since));
            if since != 0 && reading >= deadline {
                break;
            }
            let wait = if since == 0 { deadline } else { deadline - reading };
            answer = worker.done.recv_timeout(wait);
        }
        match answer {
            Ok(result) => {
                self.idle.lock().unwrap_or_else(|e| e.into_inner()).push(worker);
                let bytes = result?;
                buf.copy_from_slice(&bytes);
                Ok(())
            }
            Err(_) => {
                // Left behind: it ends when its read does (its reply then goes nowhere).
                self.stuck.fetch_add(1, Ordering::Relaxed);
                self.block(pid);
                tracing::warn!(pid, "a read of its memory did not return within {} ms: its memory is not read again", deadline.as_millis());
                Err(unreadable("a read of its memory blocked"))
            }
        }
    }

    fn spawn(&'static self) -> std::io::Result<Worker> {
        let (jobs, inbox) = mpsc::channel::<Job>();
        let (outbox, done) = mpsc::channel();
        let reading_since = Arc::new(AtomicU64::new(0));
        let since = reading_since.clone();
        std::thread::Builder::new().name("ze-tracer-read".into()).spawn(move || {
            while let Ok(job) = receive(&inbox, Duration::MAX) {
                let mut bytes = vec![0; job.len];
                since.store(clock::monotonic_ns().max(1), Ordering::Release);
                let result = read_now(job.pid, job.addr, &mut bytes).map(|()| bytes);
                since.store(0, Ordering::Release);
                if outbox.send(result).is_err() {
                    // Given up on while it read: one fewer stuck.
                    self.stuck.fetch_sub(1, Ordering::Relaxed);
                    return;
                }
            }
        })?;
        Ok(Worker { jobs, done, reading_since })
    }

    fn is_blocked(&self, pid: u32) -> bool {
        let mut blocked = self.blocked.lock().unwrap_or_else(|e| e.into_inner());
        let Some(map) = blocked.as_mut() else { return false };
        let Some(&started) = map.get(&pid) else { return false };
        // Rare (a process that blocked a read): its start time, read again, tells a PID reused.
        if started.is_some() && started == start_time(pid) {
            return true;
        }
        map.remove(&pid);
        false
    }

    fn block(&self, pid: u32) {
        let mut blocked = self.blocked.lock().unwrap_or_else(|e| e.into_inner());
        let map = blocked.get_or_insert_with(HashMap::new);
        // Bounded: the oldest are not told apart, the set is emptied (each costs one more wait).
        if map.len() >= 4096 {
            map.clear();
        }
        map.insert(pid, start_time(pid));
    }
}

/// How long either side polls before it sleeps: reads come in runs (one code object is a few),
/// and a thread woken from sleep costs tens of µs, a poll that finds its message one or two.
const POLL: Duration = Duration::from_micros(30);

/// The next message, polled for `POLL`, then slept for until `deadline` (from now).
fn receive<T>(rx: &mpsc::Receiver<T>, deadline: Duration) -> Result<T, mpsc::RecvTimeoutError> {
    let start = std::time::Instant::now();
    while start.elapsed() < POLL {
        match rx.try_recv() {
            Ok(m) => return Ok(m),
            Err(mpsc::TryRecvError::Disconnected) => return Err(mpsc::RecvTimeoutError::Disconnected),
            Err(mpsc::TryRecvError::Empty) => std::hint::spin_loop(),
        }
    }
    match deadline == Duration::MAX {
        true => rx.recv().map_err(|_| mpsc::RecvTimeoutError::Disconnected),
        false => rx.recv_timeout(deadline.saturating_sub(start.elapsed())),
    }
}

/// A process's start time (clock ticks after boot, field 22 of its stat), or None if gone.
fn start_time(pid: u32) -> Option<u64> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // The command (field 2) may hold anything but its closing ')' is the last.
    let rest = &stat[stat.rfind(')')? + 1..];
    rest.split_whitespace().nth(19)?.parse().ok()
}

/// The read itself, on a worker.
fn read_now(pid: u32, addr: u64, buf: &mut [u8]) -> std::io::Result<()> {
    let local = libc::iovec { iov_base: buf.as_mut_ptr().cast(), iov_len: buf.len() };
    let remote = libc::iovec { iov_base: addr as *mut libc::c_void, iov_len: buf.len() };
    // SAFETY: one local buffer we own, of its length; the remote range is only read.
    let n = unsafe { libc::process_vm_readv(pid as libc::pid_t, &local, 1, &remote, 1, 0) };
    if n == buf.len() as isize {
        return Ok(());
    }
    let e = std::io::Error::last_os_error();
    if n < 0 && !matches!(e.raw_os_error(), Some(libc::EPERM | libc::ENOSYS)) {
        return Err(e);
    }
    use std::os::unix::fs::FileExt;
    std::fs::File::open(format!("/proc/{pid}/mem"))?.read_exact_at(buf, addr)
}

#[cfg(test)]
mod tests {
    use std::{os::fd::FromRawFd, time::Instant};

    use super::*;

    #[test]
    fn reads_this_process() {
        let value: u64 = 0x5a5a_1234;
        let mut buf = [0u8; 8];
        ProcessMemory { pid: std::process::id() }.read(&raw const value as u64, &mut buf).unwrap();
        assert_eq!(u64::from_ne_bytes(buf), value);
    }

    /// A child whose page no fault of will ever be resolved: a userfaultfd range it registers
    /// and never serves (as root: kernel faults too). Its address, from a pipe.
    fn child_with_a_page_that_blocks() -> (libc::pid_t, u64) {
        let mut pipe = [0; 2];
        // SAFETY: a pipe into our array; after fork the child makes only raw syscalls.
        unsafe {
            assert_eq!(libc::pipe(pipe.as_mut_ptr()), 0);
            let pid = libc::fork();
            if pid == 0 {
                let uffd = libc::syscall(libc::SYS_userfaultfd, libc::O_CLOEXEC) as i32;
                let page = libc::mmap(std::ptr::null_mut(), 4096, libc::PROT_READ | libc::PROT_WRITE, libc::MAP_PRIVATE | libc::MAP_ANONYMOUS, -1, 0);
                // struct uffdio_api { api, features, ioctls } and uffdio_register { range { start, len }, mode, ioctls }.
                let mut api = [0xAAu64, 0, 0];
                let mut register = [page as u64, 4096, 1, 0];
                const UFFDIO_API: u64 = 0xc018aa3f;
                const UFFDIO_REGISTER: u64 = 0xc020aa00;
                let ok = uffd >= 0
                    && libc::ioctl(uffd, UFFDIO_API as _, api.as_mut_ptr()) == 0
                    && libc::ioctl(uffd, UFFDIO_REGISTER as _, register.as_mut_ptr()) == 0;
                let at: u64 = if ok { page as u64 } else { 0 };
                libc::write(pipe[1], (&raw const at).cast(), 8);
                libc::pause();
                libc::_exit(0);
            }
            libc::close(pipe[1]);
            let mut at = [0u8; 8];
            let mut from = std::fs::File::from_raw_fd(pipe[0]);
            std::io::Read::read_exact(&mut from, &mut at).unwrap();
            (pid, u64::from_ne_bytes(at))
        }
    }

    /// A read of a page that blocks returns within the deadline, the process is not read
    /// again, and other processes still are.
    #[test]
    fn a_read_that_blocks_is_given_up() {
        let (pid, at) = child_with_a_page_that_blocks();
        assert_ne!(at, 0, "userfaultfd unavailable (as root, it is)");
        let mut buf = [0u8; 8];
        let t = Instant::now();
        let first = READER.read(pid as u32, at, &mut buf, Duration::from_millis(100));
        let waited = t.elapsed();
        let t = Instant::now();
        let again = READER.read(pid as u32, at, &mut buf, Duration::from_millis(100));
        let again_took = t.elapsed();
        let value: u64 = 7;
        let other = READER.read(std::process::id(), &raw const value as u64, &mut buf, Duration::from_millis(100));
        // SAFETY: our own child; its blocked read ends with it.
        unsafe {
            libc::kill(pid, libc::SIGKILL);
            libc::waitpid(pid, std::ptr::null_mut(), 0);
        }
        // It blocked (the deadline passed), and was not waited for longer.
        assert!(first.is_err() && waited >= Duration::from_millis(100) && waited < Duration::from_secs(2), "{first:?} after {waited:?}");
        assert!(again.is_err() && again_took < Duration::from_millis(50), "{again:?} after {again_took:?}");
        assert!(other.is_ok(), "{other:?}");
        assert_eq!(u64::from_ne_bytes(buf), 7);
    }
}
