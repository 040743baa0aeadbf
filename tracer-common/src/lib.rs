//! What the eBPF probes and the daemon must agree on: the event layout, the cookie that tells
//! one generic probe which API it sits on, and [`APIS`], the one table of traced Level Zero
//! calls that drives the probes, the decoder and the CSV columns.
//!
//! The kernel side knows nothing about Level Zero: every attachment carries a [`Cookie`] built
//! from the table (which argument holds the handle, the size, the parent), so two BPF programs
//! serve every API and adding an API is one line in [`APIS`].
#![no_std]

mod api;
pub use api::*;

/// Size of the ring buffer that carries [`Event`]s to user space.
pub const RING_BYTES: u32 = 16 << 20;

/// When an event was emitted in the life of a call.
pub mod phase {
    /// At function entry: destroys and frees, so that the event precedes any create that
    /// reuses the freed address (see the ordering note in `NOTES.md`).
    pub const ENTRY: u8 = 0;
    /// At function return, with the result code (and, for creates, the new handle).
    pub const RETURN: u8 = 1;
}

/// One traced call (or, for destroys, one half of it), as written to the ring buffer.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Event {
    /// `bpf_ktime_get_ns()`: CLOCK_MONOTONIC.
    pub ts_ns: u64,
    /// Thread group id (the process's PID).
    pub pid: u32,
    /// Thread id.
    pub tid: u32,
    /// Created or destroyed handle or USM pointer; 0 for calls that have none and for the
    /// return half of a destroy (the daemon pairs it with its entry by thread).
    pub handle: u64,
    /// Bytes, for the APIs whose table entry names a size.
    pub size: u64,
    /// The parent handle named by the table (context, module, pool…), or 0.
    pub parent: u64,
    /// Index into [`APIS`].
    pub api: u16,
    /// [`phase::ENTRY`] or [`phase::RETURN`].
    pub phase: u8,
    pub _pad: u8,
    /// `ze_result_t` (at return; 0 at entry).
    pub result: u32,
}

#[cfg(feature = "user")]
unsafe impl aya::Pod for Event {}
