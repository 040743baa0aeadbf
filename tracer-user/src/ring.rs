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
use tracer_common::{Event, OBJECT_PATH, ObjectEvent, StackEvent, flags, phase};

use crate::stacks::Window;

/// One shard's ring, read by the data plane's worker that owns the shard.
pub struct ShardRing {
    ring: RingBuf<MapData>,
    fill: Fill,
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
        use std::sync::atomic::{AtomicU64, Ordering};
        let Some((p, page)) = self.positions else { return };
        // SAFETY: each position is a u64 at the start of its page, written by the kernel
        // (producer) and by aya's reader (consumer).
        let (consumer, producer) = unsafe {
            let c = &*p.as_ptr().cast::<AtomicU64>();
            let q = &*p.as_ptr().add(page).cast::<AtomicU64>();
            (c.load(Ordering::Acquire), q.load(Ordering::Acquire))
        };
        self.peak = self.peak.max(producer.saturating_sub(consumer));
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
    /// ip, sp, bp and where the window is in `bytes`.
    windows: Vec<([u64; 3], std::ops::Range<usize>)>,
    bytes: Vec<u8>,
    paths: Vec<Vec<u8>>,
}

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
    }

    /// The paths of the `phase::OBJECT` events, in their order.
    pub fn paths(&self) -> impl Iterator<Item = &[u8]> {
        self.paths.iter().map(Vec::as_slice)
    }

    /// The window of the `i`th event flagged `flags::STACK`.
    pub fn window(&self, i: usize) -> Option<Window<'_>> {
        let ([ip, sp, bp], r) = self.windows.get(i)?;
        Some(Window { ip: *ip, sp: *sp, bp: *bp, bytes: &self.bytes[r.clone()] })
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
        if ev.flags & flags::STACK != 0 {
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
            self.windows.push((regs, start..self.bytes.len()));
        } else if ev.phase == phase::OBJECT {
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

impl ShardRing {
    /// `size`: the ring's data size in bytes.
    pub fn new(ring: RingBuf<MapData>, size: u32) -> ShardRing {
        let fill = Fill::map(ring.as_raw_fd(), size);
        ShardRing { ring, fill }
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
