//! Each thread's calls in flight, from entry to return: a Level Zero call's in the thread's
//! slot (or `IN_FLIGHT`), an allocator layer's in `LAYERS`, one per level. A return finds its
//! call by the stack pointer its entry had, 8 bytes below its own (`take`): a call whose
//! return never came (a longjmp out of it) leaves a stash no later return takes.
use aya_ebpf::{
    bindings::BPF_F_MMAPABLE,
    macros::map,
    maps::{Array, LruHashMap},
};
use core::intrinsics::AtomicOrdering;
use tracer_common::config;

use crate::config_set;

/// Arguments captured at entry, per thread: a thread is in one L0 call at a time.
/// A slot per `tid % SLOTS`, claimed with a compare-and-swap: a hash map insert and delete cost
/// about 400 ns a call here (measured with kernel.bpf_stats_enabled), a slot a few ns. Two
/// threads that want one slot at once: the second uses `IN_FLIGHT`. A slot is a cache line of
/// its own (64 bytes, in a mmapable array, whose values start on a page): threads of processes
/// started together have neighbouring ids, and must not share a line on different CPUs.
#[map]
static SLOTS: Array<Slot> = Array::with_max_entries(SLOT_COUNT, BPF_F_MMAPABLE);
const SLOT_COUNT: u32 = 16384;

/// The overflow of `SLOTS`, keyed by pid_tgid. LRU so that threads which die inside a call
/// cannot fill it.
#[map]
static IN_FLIGHT: LruHashMap<u64, InFlight> = LruHashMap::with_max_entries(16384, 0);

#[repr(C)]
#[derive(Clone, Copy)]
struct Slot {
    /// The thread whose call this is; 0: free (a u64: BPF's compare-and-swap is 64-bit here).
    tid: u64,
    call: InFlight,
    _line: u64,
}

const _: () = assert!(core::mem::size_of::<Slot>() == 64);

/// The calls of allocator layers in flight (`Library::level` above 0), per thread: one per
/// level, since a layer's call makes the calls of the levels below (a pool's `malloc` gets a
/// slab from Level Zero) and a create must know whether it is inside one (`flags::IN_LAYER`).
/// LRU, and removed at a thread's exit, so that a thread that died inside a call cannot leave
/// a later thread of its id inside a layer.
#[map]
static LAYERS: LruHashMap<u64, Layered> = LruHashMap::with_max_entries(16384, 0);

/// A `Layered` of zeros, never written: a thread's first entry is inserted from it (too big
/// for the BPF stack).
#[map]
static NO_LAYERS: Array<Layered> = Array::with_max_entries(1, 0);

#[repr(C)]
#[derive(Clone, Copy)]
struct Layered {
    /// Bit `level`: `calls[level]` is in flight (`calls[0]`, Level Zero's, is unused: its
    /// calls have `SLOTS`).
    mask: u64,
    calls: [InFlight; tracer_common::MAX_LEVEL as usize + 1],
}

#[repr(C)]
#[derive(Clone, Copy)]
pub(crate) struct InFlight {
    pub(crate) cookie: u64,
    /// Destroy: the handle. Create: the user pointer the handle will be written to.
    pub(crate) handle: u64,
    pub(crate) size: u64,
    pub(crate) parent: u64,
    /// Destroy: when it began (a create's time is taken at its return).
    pub(crate) ts_ns: u64,
    /// The stack pointer at entry: the return of this very call finds it 8 bytes higher.
    pub(crate) sp: u64,
}

/// Keeps a call's arguments for its return, on this thread.
#[inline(always)]
pub(crate) fn stash(pid_tgid: u64, call: &InFlight) {
    let tid = pid_tgid as u32 as u64;
    if let Some(slot) = SLOTS.get_ptr_mut(tid as u32 % SLOT_COUNT) {
        // SAFETY: a map value, valid for the program's run; the tid word is only changed
        // atomically or by its owner.
        let (held, swapped) = unsafe {
            core::intrinsics::atomic_cxchg::<u64, { AtomicOrdering::Acquire }, { AtomicOrdering::Relaxed }>(
                &raw mut (*slot).tid,
                0,
                tid,
            )
        };
        // Ours already: a call whose return never came (a longjmp, a lost uretprobe).
        let claimed = swapped || held == tid;
        if claimed {
            // SAFETY: a map value, valid for this run; the slot is this thread's now (claimed
            // above).
            unsafe { (*slot).call = *call };
            return;
        }
    }
    let _ = IN_FLIGHT.insert(&pid_tgid, call, 0);
}

/// The call this thread stashed with stack pointer `sp` at its entry, once: from its slot, a
/// layer's calls, or `IN_FLIGHT`. A stash found with another `sp` is another call's, whose
/// return never came (a longjmp out of it): stale, never taken for this one.
#[inline(always)]
pub(crate) fn take(pid_tgid: u64, sp: u64) -> Option<InFlight> {
    let tid = pid_tgid as u32 as u64;
    if let Some(slot) = SLOTS.get_ptr_mut(tid as u32 % SLOT_COUNT) {
        // Only this thread can have put its tid here, and only it frees the slot: plain
        // (volatile) accesses suffice.
        // SAFETY: a map value, valid for this run (these blocks); its call is read, and the
        // slot freed, only once it is this thread's.
        let owner = unsafe { &raw mut (*slot).tid };
        if unsafe { owner.read_volatile() } == tid {
            if unsafe { (*slot).call.sp } == sp {
                let call = unsafe { (*slot).call };
                unsafe { owner.write_volatile(0) };
                return Some(call);
            }
            // Stale: a call of this thread's whose return never came (the next Level Zero call
            // overwrites it, a layer's entry frees it: see `ze_entry`), so not this one's.
            unsafe { owner.write_volatile(0) };
            return if config_set(config::LAYERED) { take_layered(pid_tgid, sp) } else { None };
        }
    }
    if config_set(config::LAYERED)
        && let Some(call) = take_layered(pid_tgid, sp)
    {
        return Some(call);
    }
    // SAFETY: a map value, valid for this run, copied at once (this thread's own entry).
    let call = IN_FLIGHT.get_ptr(&pid_tgid).map(|p| unsafe { *p })?;
    let _ = IN_FLIGHT.remove(&pid_tgid);
    (call.sp == sp).then_some(call)
}

/// Keeps a layer's call (`level` 1 and up) for its return, on this thread.
#[inline(always)]
pub(crate) fn stash_layered(pid_tgid: u64, level: u8, call: &InFlight) {
    let layered = match LAYERS.get_ptr_mut(&pid_tgid) {
        Some(p) => p,
        None => {
            let Some(empty) = NO_LAYERS.get(0) else { return };
            if LAYERS.insert(&pid_tgid, empty, 0).is_err() {
                return;
            }
            match LAYERS.get_ptr_mut(&pid_tgid) {
                Some(p) => p,
                None => return,
            }
        }
    };
    let i = level as usize & tracer_common::MAX_LEVEL as usize;
    // SAFETY: a map value, this thread's own.
    unsafe {
        (*layered).calls[i] = *call;
        (*layered).mask |= 1 << level;
    }
}

/// The layer call `stash_layered` kept for this thread with stack pointer `sp`, once.
#[inline(always)]
fn take_layered(pid_tgid: u64, sp: u64) -> Option<InFlight> {
    let layered = LAYERS.get_ptr_mut(&pid_tgid)?;
    for level in 1..=tracer_common::MAX_LEVEL as usize {
        let bit = 1u64 << level;
        // SAFETY: a map value, valid for this run; this thread's own.
        unsafe {
            if (*layered).mask & bit != 0 && (*layered).calls[level].sp == sp {
                (*layered).mask &= !bit;
                return Some((*layered).calls[level]);
            }
        }
    }
    None
}

/// Whether this thread is inside a call of a layer above `level`.
#[inline(always)]
pub(crate) fn inside_layer(pid_tgid: u64, level: u8) -> bool {
    // SAFETY: a map value, valid for this run, read at once (this thread's own).
    unsafe { LAYERS.get(&pid_tgid) }.is_some_and(|l| l.mask >> (level + 1) != 0)
}

/// Frees an exiting thread's slot, should a call of its have never returned.
#[inline(always)]
pub(crate) fn release_slot(tid: u32) {
    if let Some(slot) = SLOTS.get_ptr_mut(tid % SLOT_COUNT) {
        // SAFETY: a map value, valid for this run (the three blocks); the slot is freed only if it
        // is the exiting thread's own.
        let owner = unsafe { &raw mut (*slot).tid };
        if unsafe { owner.read_volatile() } == tid as u64 {
            unsafe { owner.write_volatile(0) };
        }
    }
}

/// A thread exits: its layers' calls are freed, should one of them have never returned.
#[inline(always)]
pub(crate) fn forget_layers(pid_tgid: u64) {
    if config_set(config::LAYERED) {
        let _ = LAYERS.remove(&pid_tgid);
    }
}
