//! Reads events from the BPF ring buffer in batches, waking on the ring's epoll notification.
use std::{io, mem::size_of, os::fd::AsRawFd};

use aya::maps::{MapData, RingBuf};
use tokio::io::{Interest, unix::AsyncFd};
use tracer_common::{Event, OBJECT_PATH, ObjectEvent, StackEvent, flags, phase};

use crate::stacks::Window;

pub struct RingReader {
    fd: AsyncFd<RingBuf<MapData>>,
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

    /// The windows of the events flagged `flags::STACK`, in their order.
    pub fn stacks(&self) -> impl Iterator<Item = Window<'_>> {
        self.windows.iter().map(|([ip, sp, bp], r)| Window { ip: *ip, sp: *sp, bp: *bp, bytes: &self.bytes[r.clone()] })
    }

    /// It took all the stack bytes it may: the ring may hold more (see `Session::drain_all`).
    pub fn is_full(&self) -> bool {
        self.bytes.len() >= MAX_STACK_BYTES
    }

    fn push(&mut self, record: &[u8]) {
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

impl RingReader {
    /// `size`: the ring's data size in bytes.
    pub fn new(ring: RingBuf<MapData>, size: u32) -> io::Result<RingReader> {
        let fill = Fill::map(ring.as_raw_fd(), size);
        Ok(RingReader { fd: readable_fd(ring)?, fill })
    }

    /// The fullest the ring was at a drain since the last call, in bytes.
    pub fn take_peak(&mut self) -> u64 {
        std::mem::take(&mut self.fill.peak)
    }

    pub fn size(&self) -> u64 {
        self.fill.size
    }

    /// Waits for events, then appends every available one to `out`.
    pub async fn read(&mut self, out: &mut Batch) -> io::Result<()> {
        let mut guard = self.fd.readable_mut().await?;
        self.fill.observe();
        drain(guard.get_inner_mut(), out);
        guard.clear_ready();
        // The kernel wakes us only when we have caught up: an event committed between the drain
        // and clear_ready would otherwise wait for the next one.
        drain(self.fd.get_mut(), out);
        Ok(())
    }

    /// Appends every event available now, without waiting.
    pub fn drain(&mut self, out: &mut Batch) {
        self.fill.observe();
        drain(self.fd.get_mut(), out);
    }
}

fn drain(ring: &mut RingBuf<MapData>, out: &mut Batch) {
    while !out.is_full() {
        let Some(item) = ring.next() else { break };
        out.push(&item);
    }
}

/// Registers an fd we own (the ring, a pidfd, the log buffer) with tokio, for readability.
pub fn readable_fd<T: AsRawFd>(inner: T) -> io::Result<AsyncFd<T>> {
    // SAFETY: every caller hands over an owned fd that stays open as long as the AsyncFd.
    unsafe { AsyncFd::register_with_interest(inner, Interest::READABLE) }.map_err(|e| e.into())
}
