//! How far the daemon has applied each ring shard's records, told to the kernel side
//! (`APPLIED`, an array the daemon maps and writes): a CPython process whose shard is applied
//! up to the ring's producer position has had its creates' frames named, and ends without
//! being held (`all_applied` in tracer-ebpf/src/python.rs). Mapped, not updated through
//! `bpf(2)`: each shard's thread writes its own word after every batch, without a lock or a
//! system call.
use std::{
    os::fd::{AsFd, AsRawFd},
    ptr::NonNull,
    sync::{
        Arc,
        atomic::{AtomicU64, Ordering},
    },
};

use aya::maps::{Map, MapData};

/// The kernel side's `APPLIED`, mapped.
struct Mapping {
    words: NonNull<AtomicU64>,
    len: usize,
    bytes: usize,
    /// Keeps the map's fd (and so the map) while it is mapped.
    _map: MapData,
}

// SAFETY: the mapping is written only through atomics, each shard's thread its own word.
unsafe impl Send for Mapping {}
unsafe impl Sync for Mapping {}

impl Drop for Mapping {
    fn drop(&mut self) {
        // SAFETY: the mapping made in `marks`, of `bytes`.
        unsafe { libc::munmap(self.words.as_ptr().cast(), self.bytes) };
    }
}

/// One shard's word.
#[derive(Clone)]
pub struct AppliedMark {
    mapping: Arc<Mapping>,
    index: usize,
}

impl AppliedMark {
    /// Every record of the shard's ring up to position `pos` is applied: its creates' frames
    /// named (the kernel side compares it with the ring's producer position).
    pub fn set(&self, pos: u64) {
        debug_assert!(self.index < self.mapping.len);
        // SAFETY: `index` is within the mapped words (checked in `marks`).
        unsafe { &*self.mapping.words.as_ptr().add(self.index) }.store(pos, Ordering::Release);
    }
}

/// A mark per shard (`shards` of them), or None if the map cannot be mapped (the processes are
/// then held at their end, as before: slower, never wrong).
pub fn marks(map: Map, shards: usize) -> Option<Vec<AppliedMark>> {
    let Map::Array(data) = map else { return None };
    let len = tracer_common::MAX_SHARDS as usize;
    let page = procfs::page_size() as usize;
    let bytes = (len * 8).div_ceil(page) * page;
    let fd = data.fd().as_fd().as_raw_fd();
    // SAFETY: a shared mapping of the map's values, as the kernel offers them for an array
    // made `BPF_F_MMAPABLE`; unmapped on drop.
    let p = unsafe { libc::mmap(std::ptr::null_mut(), bytes, libc::PROT_READ | libc::PROT_WRITE, libc::MAP_SHARED, fd, 0) };
    if p == libc::MAP_FAILED {
        tracing::debug!("APPLIED cannot be mapped ({}): CPython processes are held at their end", std::io::Error::last_os_error());
        return None;
    }
    let mapping = Arc::new(Mapping { words: NonNull::new(p.cast())?, len, bytes, _map: data });
    Some((0..shards.min(len)).map(|index| AppliedMark { mapping: mapping.clone(), index }).collect())
}
