//! The kinds of memory bytes are counted in, named here once: the summary's
//! `outstanding_memory_bytes` and its sites, the report, the page, the metrics' `memory` label
//! and `check --max` all say them so.
use tracer_common::{MemKind, ObjType};

pub const DEVICE: &str = "device";
pub const HOST: &str = "host";
pub const SHARED: &str = "shared";
/// USM: device, host and shared together.
pub const TOTAL: &str = "total";
pub const PHYSICAL: &str = "physical";
/// Address space reserved (`zeVirtualMemReserve`), not memory.
pub const VIRTUAL_RESERVED: &str = "virtual_reserved";
/// Physical memory mapped into reserved ranges: address space, as its memory is `physical`.
pub const VIRTUAL_MAPPED: &str = "virtual_mapped";
/// Blocks a process got from UMF pools (their bytes are in their pools' slabs too).
pub const POOLED: &str = "pooled";

/// The USM kinds, in `MemKind`'s order.
pub const USM: [&str; 3] = [DEVICE, HOST, SHARED];

/// A USM allocation's kind; None for an object that is no USM allocation.
pub fn usm(kind: MemKind) -> Option<&'static str> {
    match kind {
        MemKind::None => None,
        MemKind::Device => Some(DEVICE),
        MemKind::Host => Some(HOST),
        MemKind::Shared => Some(SHARED),
    }
}

/// Every kind [`of`] names, in one order: a tally by kind is indexed so ([`index`]).
pub const KINDS: [&str; 6] = [DEVICE, HOST, SHARED, PHYSICAL, VIRTUAL_RESERVED, VIRTUAL_MAPPED];

/// Where `kind` (one of [`KINDS`]) is in [`KINDS`].
pub fn index(kind: &str) -> Option<usize> {
    KINDS.iter().position(|k| *k == kind)
}

/// The kind an object of type `obj` (a USM allocation of kind `mem`) counts its size in.
pub fn of(obj: ObjType, mem: MemKind) -> Option<&'static str> {
    match obj {
        ObjType::PhysicalMem => Some(PHYSICAL),
        ObjType::VirtualMem => Some(VIRTUAL_RESERVED),
        ObjType::VirtualMemMapping => Some(VIRTUAL_MAPPED),
        _ => usm(mem),
    }
}
