//! Reads events from the BPF ring buffers in batches: one [`ShardRing`] per shard (each
//! process writes the ring of its shard, `tracer_common::shard_of`), and one [`Wakeup`] that
//! wakes the daemon's loop when the probes wake any of them.
use std::{
    io,
    mem::size_of,
    os::fd::{AsRawFd, FromRawFd, OwnedFd},
};

use aya::maps::{MapData, RingBuf};
use tokio::io::{Interest, unix::AsyncFd};
use rustc_hash::FxHashMap;
use tracer_common::{Event, OBJECT_PATH, ObjectEvent, PyFrame, PyStackEvent, StackEvent, flags, phase};

use crate::{probes::applied::AppliedMark, unwind::Window};

/// One shard's ring, read by the data plane's worker that owns the shard.
pub struct ShardRing {
    ring: RingBuf<MapData>,
    fill: Fill,
    /// Where the kernel side learns how far the records read are applied (see
    /// `probes::applied`).
    applied: Option<AppliedMark>,
}

/// How full the ring is, from its consumer and producer positions (the two pages before its
/// data, mapped read-only): the metrics show the fullest it was at a drain.
struct Fill {
    positions: Option<(std::ptr::NonNull<u8>, usize)>,
    size: u64,
    peak: u64,
}

impl Fill {
    fn map(fd: i32, size: u32) -> Fill {
        let page = procfs::page_size() as usize;
        // SAFETY: a read-only shared mapping of the ring map's first two pages, as the kernel
        // offers them; unmapped on drop.
        let p = unsafe { libc::mmap(std::ptr::null_mut(), 2 * page, libc::PROT_READ, libc::MAP_SHARED, fd, 0) };
        let positions = (p != libc::MAP_FAILED).then(|| std::ptr::NonNull::new(p.cast())).flatten();
        Fill { positions: positions.map(|p| (p, page)), size: size as u64, peak: 0 }
    }

    fn observe(&mut self) {
        let Some((consumer, producer)) = self.positions() else { return };
        self.peak = self.peak.max(producer.saturating_sub(consumer));
    }

    /// The consumer's position and the producer's.
    fn positions(&self) -> Option<(u64, u64)> {
        use std::sync::atomic::{AtomicU64, Ordering};
        let (p, page) = self.positions?;
        // SAFETY: each position is a u64 at the start of its page, written by the kernel
        // (producer) and by aya's reader (consumer).
        Some(unsafe {
            let c = &*p.as_ptr().cast::<AtomicU64>();
            let q = &*p.as_ptr().add(page).cast::<AtomicU64>();
            (c.load(Ordering::Acquire), q.load(Ordering::Acquire))
        })
    }
}

impl Drop for Fill {
    fn drop(&mut self) {
        if let Some((p, page)) = self.positions {
            // SAFETY: the mapping made in `map`.
            unsafe { libc::munmap(p.as_ptr().cast(), 2 * page) };
        }
    }
}

/// Events as read, and what came with some: the stack windows of creates and the paths of
/// objects (each in the order of their events: see [`Batch::stacks`], [`Batch::paths`]).
#[derive(Default)]
pub struct Batch {
    pub events: Vec<Event>,
    /// ip, sp, bp, where the window is in `bytes`, and its Python frames in `python`.
    windows: Vec<([u64; 3], std::ops::Range<usize>, Python)>,
    bytes: Vec<u8>,
    paths: Vec<Vec<u8>>,
    python: Vec<PyFrame>,
    /// Python frames read, by thread, until that thread's create comes (the next record of
    /// the thread, maybe in the next batch: kept across batches).
    py_pending: FxHashMap<u32, (Vec<PyFrame>, bool)>,
}

/// Where a window's Python frames are in the batch, and whether the walk was cut.
#[derive(Clone, Default)]
struct Python {
    frames: std::ops::Range<usize>,
    cut: bool,
}

/// Threads whose Python frames wait for their create's record, at most.
const MAX_PENDING_PYTHON: usize = 4096;

/// A batch stops taking stacks beyond this many bytes of them (the rest waits in the ring for
/// the next drain): bounds the daemon's memory whatever the rate of creates.
const MAX_STACK_BYTES: usize = 4 << 20;

impl Batch {
    pub fn with_capacity(events: usize) -> Batch {
        Batch { events: Vec::with_capacity(events), ..Batch::default() }
    }

    pub fn is_empty(&self) -> bool {
        self.events.is_empty()
    }

    pub fn clear(&mut self) {
        self.events.clear();
        self.windows.clear();
        self.bytes.clear();
        self.paths.clear();
        self.python.clear();
    }

    /// The paths of the events that carry one (`Event::carries_path`), in their order.
    pub fn paths(&self) -> impl Iterator<Item = &[u8]> {
        self.paths.iter().map(Vec::as_slice)
    }

    /// The window of the `i`th event flagged `flags::STACK`.
    pub fn window(&self, i: usize) -> Option<Window<'_>> {
        let ([ip, sp, bp], r, py) = self.windows.get(i)?;
        let python = &self.python[py.frames.clone()];
        Some(Window { ip: *ip, sp: *sp, bp: *bp, bytes: &self.bytes[r.clone()], python, python_cut: py.cut })
    }

    /// It took all the stack bytes it may: the ring may hold more (see `Session::drain_all`).
    pub fn is_full(&self) -> bool {
        self.bytes.len() >= MAX_STACK_BYTES
    }

    /// Decodes one ring record into the batch.
    pub fn push(&mut self, record: &[u8]) {
        if record.len() < size_of::<Event>() {
            return;
        }
        // SAFETY: the probes write whole `Event`s; ring records are only 8-byte aligned.
        let ev = unsafe { record.as_ptr().cast::<Event>().read_unaligned() };
        // `flags` are a call's: a BEGIN's carry its parent's PID (bits 16 to 23).
        let call_flags = if ev.phase == phase::CALL { ev.flags } else { 0 };
        if call_flags & flags::PYTHON != 0 {
            return self.push_python(&ev, record);
        }
        if call_flags & flags::STACK != 0 {
            // The header of a StackEvent of any window, then `len` bytes of it.
            type Header = StackEvent<0>;
            if record.len() < size_of::<Header>() {
                return;
            }
            // SAFETY: as above, a whole header.
            let s = record.as_ptr().cast::<Header>();
            let (regs, len) = unsafe { ([(*s).ip, (*s).sp, (*s).bp], (*s).len as usize) };
            let at = std::mem::offset_of!(Header, stack);
            let len = len.min(record.len() - at);
            let start = self.bytes.len();
            self.bytes.extend_from_slice(&record[at..at + len]);
            // Its Python frames came just before (another create's, of a record lost, never).
            let pending = self.py_pending.remove(&ev.tid).filter(|_| ev.flags & flags::WITH_PYTHON != 0);
            let py = match pending {
                Some((frames, cut)) => {
                    let start = self.python.len();
                    self.python.extend_from_slice(&frames);
                    Python { frames: start..self.python.len(), cut }
                }
                None => Python::default(),
            };
            self.windows.push((regs, start..self.bytes.len(), py));
        } else if ev.carries_path() {
            if record.len() < size_of::<ObjectEvent>() {
                return;
            }
            let at = std::mem::offset_of!(ObjectEvent, path);
            let path = &record[at..at + OBJECT_PATH];
            let len = path.iter().position(|&b| b == 0).unwrap_or(OBJECT_PATH);
            self.paths.push(path[..len].to_vec());
        }
        self.events.push(ev);
    }
}

impl Batch {
    /// A thread's Python frames, kept for its create's record, which comes next.
    fn push_python(&mut self, ev: &Event, record: &[u8]) {
        if record.len() < size_of::<PyStackEvent>() {
            return;
        }
        // SAFETY: a whole PyStackEvent, as the probes write it.
        let py = unsafe { record.as_ptr().cast::<PyStackEvent>().read_unaligned() };
        let len = (py.len as usize).min(py.frames.len());
        // Frames whose create never came (its record found the ring full): bounded.
        if self.py_pending.len() >= MAX_PENDING_PYTHON && !self.py_pending.contains_key(&ev.tid) {
            self.py_pending.clear();
        }
        let (frames, _) = self.py_pending.entry(ev.tid).or_default();
        frames.clear();
        frames.extend_from_slice(&py.frames[..len]);
        self.py_pending.get_mut(&ev.tid).unwrap().1 = py.cut != 0;
    }
}

impl ShardRing {
    /// `size`: the ring's data size in bytes.
    pub fn new(ring: RingBuf<MapData>, size: u32, applied: Option<AppliedMark>) -> ShardRing {
        let fill = Fill::map(ring.as_raw_fd(), size);
        ShardRing { ring, fill, applied }
    }

    /// How far the records are read (the consumer's position), once a batch is read.
    pub fn read_to(&self) -> Option<u64> {
        self.fill.positions().map(|(consumer, _)| consumer)
    }

    /// Tells the kernel side every record up to `pos` is applied.
    pub fn applied(&self, pos: u64) {
        if let Some(mark) = &self.applied {
            mark.set(pos);
        }
    }

    /// The fullest the ring was at a drain since the last call, in bytes.
    pub fn take_peak(&mut self) -> u64 {
        std::mem::take(&mut self.fill.peak)
    }

    pub fn size(&self) -> u64 {
        self.fill.size
    }

    /// Appends the events available now to `out`, until it is full.
    pub fn drain(&mut self, out: &mut Batch) {
        self.fill.observe();
        while !out.is_full() {
            let Some(item) = self.ring.next() else { break };
            out.push(&item);
        }
    }
}

// SAFETY: the positions' mapping is only read, through atomics, by whoever owns the ring.
unsafe impl Send for Fill {}

/// Readable when the probes woke any shard's ring (an epoll set of them all): the loop then
/// drains every shard.
pub struct Wakeup {
    epoll: AsyncFd<OwnedFd>,
}

impl Wakeup {
    pub fn new(rings: &[ShardRing]) -> io::Result<Wakeup> {
        // SAFETY: a new fd, owned from here on.
        let fd = unsafe { libc::epoll_create1(libc::EPOLL_CLOEXEC) };
        if fd < 0 {
            return Err(io::Error::last_os_error());
        }
        let epoll = unsafe { OwnedFd::from_raw_fd(fd) };
        for (i, r) in rings.iter().enumerate() {
            let mut ev = libc::epoll_event { events: libc::EPOLLIN as u32, u64: i as u64 };
            // SAFETY: both fds are open; `ev` is read by the call only.
            if unsafe { libc::epoll_ctl(fd, libc::EPOLL_CTL_ADD, r.ring.as_raw_fd(), &mut ev) } < 0 {
                return Err(io::Error::last_os_error());
            }
        }
        Ok(Wakeup { epoll: readable_fd(epoll)? })
    }

    /// Waits until a ring was woken. The caller drains them all next: an event committed
    /// after that drain wakes us again (the probes wake us only when we have caught up, or
    /// when they force it).
    pub async fn wait(&mut self) -> io::Result<()> {
        let mut guard = self.epoll.readable_mut().await?;
        let mut events = [libc::epoll_event { events: 0, u64: 0 }; tracer_common::MAX_SHARDS as usize];
        // SAFETY: `events` has room for as many as asked. Only to empty the ready list.
        unsafe { libc::epoll_wait(guard.get_inner().as_raw_fd(), events.as_mut_ptr(), events.len() as i32, 0) };
        guard.clear_ready();
        Ok(())
    }
}

/// Registers an fd we own (the ring, a pidfd, the log buffer) with tokio, for readability.
pub fn readable_fd<T: AsRawFd>(inner: T) -> io::Result<AsyncFd<T>> {
    // SAFETY: every caller hands over an owned fd that stays open as long as the AsyncFd.
    unsafe { AsyncFd::register_with_interest(inner, Interest::READABLE) }.map_err(|e| e.into())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bytes<T>(v: &T) -> Vec<u8> {
        // SAFETY: a plain `#[repr(C)]` record, read as bytes.
        unsafe { std::slice::from_raw_parts((v as *const T).cast::<u8>(), size_of::<T>()) }.to_vec()
    }

    /// A BEGIN whose parent's PID sets bits of `flags` (PIDs above 65535) is a BEGIN, not a
    /// stack's or Python frames' record.
    #[test]
    fn only_a_calls_flags_say_what_its_record_holds() {
        let mut b = Batch::default();
        for parent in [0x4_0000, 0x1_0000, 0x8_0000, 0x3f_ffff] {
            let mut begin = Event { phase: phase::BEGIN, pid: 7, ..Event::default() };
            begin.set_parent_pid(parent);
            b.push(&bytes(&begin));
        }
        assert_eq!(b.events.len(), 4);
        assert!(b.events.iter().all(|e| e.phase == phase::BEGIN));
        assert!(b.windows.is_empty() && b.py_pending.is_empty());
    }

    /// A create's Python frames wait for its stack's record, by thread, and go with it only.
    #[test]
    fn python_frames_go_with_the_next_stack_of_their_thread() {
        let mut b = Batch::default();
        let call = Event { phase: phase::CALL, pid: 7, tid: 8, ..Event::default() };
        let mut py = PyStackEvent { ev: Event { flags: flags::PYTHON, ..call }, len: 2, cut: 1, frames: [PyFrame::default(); tracer_common::MAX_PY_FRAMES] };
        py.frames[0].code = 0x1000;
        py.frames[1].code = 0x2000;
        b.push(&bytes(&py));
        assert!(b.events.is_empty(), "not an event of its own");
        // Another thread's stack does not take them.
        let other = StackEvent::<256> { ev: Event { flags: flags::STACK | flags::WITH_PYTHON, tid: 9, ..call }, ip: 1, sp: 2, bp: 3, len: 256, _pad: 0, stack: [0; 256] };
        b.push(&bytes(&other));
        let mine = StackEvent::<256> { ev: Event { flags: flags::STACK | flags::WITH_PYTHON, ..call }, ..other };
        b.push(&bytes(&mine));
        assert_eq!(b.events.len(), 2);
        assert!(b.window(0).unwrap().python.is_empty());
        let w = b.window(1).unwrap();
        assert_eq!(w.python.iter().map(|f| f.code).collect::<Vec<_>>(), [0x1000, 0x2000]);
        assert!(w.python_cut);
    }
}
