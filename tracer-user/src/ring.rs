//! Reads events from the BPF ring buffer in batches, waking on the ring's epoll notification.
use std::{io, mem::size_of, os::fd::AsRawFd};

use aya::maps::{MapData, RingBuf};
use tokio::io::{Interest, unix::AsyncFd};
use tracer_common::Event;

pub struct RingReader {
    fd: AsyncFd<RingBuf<MapData>>,
}

impl RingReader {
    pub fn new(ring: RingBuf<MapData>) -> io::Result<RingReader> {
        Ok(RingReader { fd: readable_fd(ring)? })
    }

    /// Waits for events, then appends every available one to `out`.
    pub async fn read(&mut self, out: &mut Vec<Event>) -> io::Result<()> {
        let mut guard = self.fd.readable_mut().await?;
        drain(guard.get_inner_mut(), out);
        guard.clear_ready();
        // The kernel wakes us only when we have caught up: an event committed between the drain
        // and clear_ready would otherwise wait for the next one.
        drain(self.fd.get_mut(), out);
        Ok(())
    }

    /// Appends every event available now, without waiting.
    pub fn drain(&mut self, out: &mut Vec<Event>) {
        drain(self.fd.get_mut(), out);
    }
}

fn drain(ring: &mut RingBuf<MapData>, out: &mut Vec<Event>) {
    while let Some(item) = ring.next() {
        if item.len() >= size_of::<Event>() {
            // SAFETY: the probes write whole `Event`s; ring records are only 8-byte aligned.
            out.push(unsafe { item.as_ptr().cast::<Event>().read_unaligned() });
        }
    }
}

/// Registers an fd we own (the ring, a pidfd, the log buffer) with tokio, for readability.
pub fn readable_fd<T: AsRawFd>(inner: T) -> io::Result<AsyncFd<T>> {
    // SAFETY: every caller hands over an owned fd that stays open as long as the AsyncFd.
    unsafe { AsyncFd::register_with_interest(inner, Interest::READABLE) }.map_err(|e| e.into())
}
