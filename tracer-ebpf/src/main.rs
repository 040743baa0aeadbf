//! ze-tracer's kernel side: capture, correlate entry→exit per thread, emit. Nothing else.
//!
//! Three programs serve every traced API. Each attachment's BPF cookie (see
//! `tracer_common::Cookie`) says which argument holds the handle, the size and the parent, so
//! the probes know nothing of Level Zero. `ze_entry` stashes a create's or a destroy's
//! arguments per thread, and `ze_return` emits the call, once, with its result (and a create's
//! new handle). Appends have no entry probe: `ze_call_return` emits them. Counting, leak logic
//! and formatting are the daemon's.
//!
//! One event per call, as an event costs about 60 ns here (reserve, commit, the wake-up
//! decision). A destroy's event carries the time of its entry, before the driver could hand
//! the address out again: a create that reuses the address while the destroy is in flight is
//! stamped later, which is how the daemon tells the two objects apart.
//!
//! A process's life is delimited in the same ring, so that its events and its end arrive in
//! order and a reused PID can never mix two processes: its first traced call emits BEGIN (comm,
//! cgroup, uid), and the `sched_process_exit` and `sched_process_exec` tracepoints emit EXIT
//! or EXEC for a process that had one. `sched_process_fork` extends the traced set to children
//! (`--follow`), in the kernel, before the child runs. One map, `PROCS`, holds both facts, so
//! that a call costs one lookup. The tracepoints are BTF-typed (`tp_btf`): they attach
//! through the BPF syscall alone, where tracefs is not mounted.
//!
//! `libs` finds loader copies as ld.so loads them, and holds the loading thread until the
//! daemon has armed a new one.
//!
//! With stacks on (`config::STACKS`), a successful create's record also carries its caller's
//! registers and a window of its stack, copied, not walked (`send_with_stack`), and `libs`
//! reports the objects ld.so mapped in a traced process (`phase::OBJECT`), so that the daemon
//! can unwind and name them.
//!
//! The verifier checks a static function again at each call, with each state that reaches it
//! (every path of the caller), and that is most of start-up: the work that every program that
//! begins a process inlines (`begin`), what ld.so's walk does per object (`libs`: is it a
//! traced library, is it armed, its report), the identity of a mapped file (read in
//! `bpf_find_vma`'s callback, itself checked at every visit of its callers), and a thread's
//! numbers when its CPU did not keep them (`ze_current`, which every program may ask), are global
//! functions (`#[no_mangle] pub extern "C"`, never inlined, scalars in and out), which it checks
//! once each, on their own (BENCHMARKS.md §1e counts the instructions).
//!
//! `unsafe` here is of four kinds, each safe for one reason, which the verifier checks where
//! it can (a program it cannot prove safe is not loaded):
//! - *helpers without pointers* (`bpf_ktime_get_ns`, `bpf_get_current_task`, the cookie):
//!   unsafe only because they are foreign functions;
//! - *map values through `get`/`get_ptr`/`get_ptr_mut`*: the kernel keeps an element alive for
//!   the program's run (RCU), and an `Array`'s or a per-CPU value's forever. A hash element
//!   removed meanwhile is still valid memory, but stale, or by then another key's (a
//!   preallocated map hands it out again at once): so a value is read through its pointer
//!   right after the lookup, and nothing outlives one run but `ADMITTED`'s key, checked
//!   against the generations;
//! - *the context* (`ctx.regs`, `ctx.as_ptr()`): the kernel's `pt_regs` or tracepoint
//!   arguments, valid for the program's run, read within their size;
//! - *reads of user and kernel memory* (`bpf_probe_read_*`): the helper checks the address and
//!   fails, never faults; a failure is a zero or a skipped field, never a guess.
#![no_std]
#![no_main]
// Compare-and-swap: the target offers no AtomicU64::compare_exchange, the ISA (v3) does.
#![feature(core_intrinsics)]
#![allow(internal_features)]

mod libs;
mod python;
mod rings;
mod stash;

use aya_ebpf::{
    EbpfContext,
    bindings::{
        BPF_NOEXIST, BPF_RB_AVAIL_DATA, BPF_RB_FORCE_WAKEUP, BPF_RB_NO_WAKEUP, BPF_RB_RING_SIZE,
        bpf_pidns_info, pt_regs,
    },
    helpers::{
        bpf_get_current_comm, bpf_get_current_pid_tgid, bpf_get_current_uid_gid, bpf_ktime_get_ns,
        bpf_probe_read_kernel, bpf_probe_read_user, bpf_probe_read_user_buf,
        generated::{bpf_get_attach_cookie, bpf_get_current_cgroup_id, bpf_get_ns_current_pid_tgid},
    },
    macros::{btf_tracepoint, map, uprobe, uretprobe},
    maps::{Array, HashMap, LruHashMap, PerCpuArray},
    programs::{BtfTracePointContext, ProbeContext, RetProbeContext},
};
use aya_log_ebpf::warn;
use core::intrinsics::AtomicOrdering;
use stash::{InFlight, inside_layer, release_slot, stash, stash_layered, take};
use tracer_common::{Cookie, Drops, Event, Kind, NO_ARG, RET_ARG, StackEvent, config, exec, phase};

/// Events that did not fit in their ring: in total (per CPU, summed by the daemon), and by
/// process (`tracer_common::Drops`). A process's record is never evicted (an LRU would forget
/// the losses of a quiet process while another floods the ring, and its lost destroys would
/// read as certain leaks): the daemon removes it when the process's summary is written. When
/// the table is full, the loss is counted for its ring instead (`DROPPED_UNTOLD`, by shard),
/// and every process of that ring is told its events may be among them.
#[map]
static DROPPED: PerCpuArray<u64> = PerCpuArray::with_max_entries(1, 0);
#[map]
static DROPPED_BY_PID: HashMap<u32, Drops> = HashMap::with_max_entries(tracer_common::DROP_PIDS, 0);
#[map]
static DROPPED_UNTOLD: PerCpuArray<Drops> = PerCpuArray::with_max_entries(tracer_common::MAX_SHARDS, 0);

/// When this CPU may next force a wake-up of the daemon (ns, CLOCK_MONOTONIC): per CPU, as
/// nothing on the hot path may write a line that every CPU writes.
#[map]
static NEXT_WAKEUP: PerCpuArray<u64> = PerCpuArray::with_max_entries(1, 0);

/// 1: the daemon found the ring empty and sleeps until woken; the next call wakes it and
/// clears this (an idle daemon needs no timer; see `wakeup`).
#[map]
static ASLEEP: Array<u32> = Array::with_max_entries(1, 0);

/// Set by the daemon before it attaches anything (see `tracer_common::config`).
#[map]
static CONFIG: Array<u32> = Array::with_max_entries(config::LEN, 0);

/// Per process (tgid): [`TRACED`] and [`BEGUN`] bits.
#[map]
static PROCS: HashMap<u32, u32> = HashMap::with_max_entries(MAX_PROCESSES, 0);

/// To be traced when `config::FILTER` is set: the run-mode command or `--pid` targets, put
/// here by the daemon, and their descendants (`config::FOLLOW`), put here at fork.
const TRACED: u32 = tracer_common::TRACED;
/// Not tracked by the daemon: its calls are not sent (see `tracer_common::IGNORED`).
const IGNORED: u32 = tracer_common::IGNORED;
/// Bits from here up: the process's run (see `tracer_common::RUN_SHIFT`).
const RUN_SHIFT: u32 = tracer_common::RUN_SHIFT;
/// Had a BEGIN, so its exit or exec is reported, once.
const BEGUN: u32 = 2;

const MAX_PROCESSES: u32 = 65536;

/// Processes told `phase::NO_ROOM` (system-wide, `PROCS` full), until their image ends. LRU,
/// and an eighth of `PROCS`' size (its entries are made up front, in kernel memory): past it,
/// the oldest may be told again at its next call (the daemon says each once), and its end is
/// not (a later process of its PID is told from it by its start: see the daemon's shard).
#[map]
static UNROOMED: LruHashMap<u32, u8> = LruHashMap::with_max_entries(MAX_PROCESSES / 8, 0);
/// 1 once a process was told `NO_ROOM`: until then, an exit or exec spares looking above.
#[map]
static ANY_UNROOMED: Array<u32> = Array::with_max_entries(1, 0);

/// Children that a traced parent forked but `PROCS` had no room for, by the run they should
/// have been in (0: `--follow`'s): they run untraced, so the daemon must say their leaks were
/// not seen. Read, and removed, by the daemon as the run (or run mode) ends.
#[map]
static UNFOLLOWED: HashMap<u32, u64> = HashMap::with_max_entries(tracer_common::MAX_RUNS + 1, 0);

/// Per CPU, the last process `admit` let through, and `GENERATION` then: a hit spares the
/// PROCS lookup (about 50 ns here). Every thread's exit and every exec bump `GENERATION[0]`
/// (see `current`), the daemon's marking processes `IGNORED` bumps `GENERATION[1]`, which
/// voids every cache (a cached process may be gone, its PID reused).
#[map]
static ADMITTED: PerCpuArray<u64> = PerCpuArray::with_max_entries(1, 0);
#[map]
static GENERATION: Array<u32> = Array::with_max_entries(tracer_common::GENERATIONS, 0);

/// Waking the daemon is decided every this many events per CPU (see `wakeup`).
#[map]
static UNCHECKED: PerCpuArray<u32> = PerCpuArray::with_max_entries(1, 0);
const CHECK_EVERY: u32 = 64;

/// A create's or a destroy's entry: admits the process and keeps the arguments for the return
/// (or sends a destroy whose return is not probed).
#[uprobe]
pub fn ze_entry(ctx: ProbeContext) -> u32 {
    let Some(pid_tgid) = current() else { return 0 };
    if !admit(pid_tgid) {
        return 0;
    }
    let cookie = cookie(&ctx);
    // SAFETY: the context's registers, valid for this run (see the crate's text).
    let regs = unsafe { &*ctx.regs };
    let call = InFlight {
        cookie: cookie.0,
        handle: arg(regs, cookie.handle_arg()),
        size: size(regs, cookie),
        parent: arg(regs, cookie.parent_arg()),
        // SAFETY: a helper without pointers (the clock).
        ts_ns: if cookie.kind() == Kind::Destroy as u8 { unsafe { bpf_ktime_get_ns() } } else { 0 },
        sp: regs.rsp,
    };
    if cookie.at_entry() {
        // A destroy whose result says nothing (`Api::at_entry`): sent now, its return unprobed.
        let ev = event(pid_tgid, cookie, &call, 0);
        send(ev, wakeup(ev.pid));
        return 0;
    }
    match cookie.level() {
        0 => stash(pid_tgid, &call),
        level => {
            // A layer's call is never inside a Level Zero call: a slot of this thread's still
            // claimed is a call whose return never came, whose stack pointer this call's
            // return might otherwise match.
            release_slot(pid_tgid as u32);
            stash_layered(pid_tgid, level, &call)
        }
    }
    0
}

/// A create's or a destroy's return: the call `ze_entry` stashed (its proof of admission),
/// with the result, into the ring. No stash: the call began before we attached.
///
/// The stash is found by the stack pointer, not by the attachment's cookie: a call's return
/// finds it 8 bytes above its entry's, and no other call of the thread in flight had that
/// entry (an outer call's was higher, an inner one's has returned). Asking the cookie would
/// cost every return a helper call.
#[uretprobe]
pub fn ze_return(ctx: RetProbeContext) -> u32 {
    let Some(pid_tgid) = current() else { return 0 };
    // SAFETY: the context's registers, valid for this run (see the crate's text).
    let regs = unsafe { &*ctx.regs };
    let Some(call) = take(pid_tgid, regs.rsp.wrapping_sub(8)) else {
        return 0;
    };
    let cookie = Cookie(call.cookie);
    let level = cookie.level();
    let ret = ctx.ret::<u64>();
    // An allocator's `malloc` returns the block, or null.
    let returns_handle = cookie.handle_arg() == RET_ARG;
    let result = if returns_handle { (ret == 0) as u32 } else { ret as u32 };
    let mut ev = event(pid_tgid, cookie, &call, result);
    if cookie.kind() == Kind::Create as u8 {
        // SAFETY: a helper without pointers (the clock).
        ev.ts_ns = unsafe { bpf_ktime_get_ns() };
        ev.handle = 0;
        // A second output (a build log), written even when the call fails.
        let also = cookie.size_is_output();
        if also {
            ev.size = read_output(call.size);
        }
        // Where the new handle was written, if it is still to be read (a null output pointer
        // is an optional output not asked for).
        let mut output = 0;
        if result == 0 {
            if returns_handle {
                ev.handle = ret;
            } else if cookie.handle_given() {
                ev.handle = call.handle;
            } else {
                output = call.handle;
            }
        }
        let window = config_value(config::STACKS);
        if output != 0 && window == 0 {
            ev.handle = read_handle(&ctx, output, cookie.api());
        }
        if result == 0 || (also && ev.size != 0) {
            if config_set(config::LAYERED) && inside_layer(pid_tgid, level) {
                ev.flags = tracer_common::flags::IN_LAYER;
            }
            let wake = wakeup(ev.pid);
            // A CPython process's frames go first, in a record of their own (see `python`).
            if window != 0 && python::send_frames(&ev) {
                ev.flags |= tracer_common::flags::WITH_PYTHON;
            }
            // The window asked for: one code path per size, as ring records are of fixed size.
            match window {
                0 => _ = send(ev, wake),
                1024 => send_with_stack::<1024>(&ctx, ev, output, wake),
                2048 => send_with_stack::<2048>(&ctx, ev, output, wake),
                4096 => send_with_stack::<4096>(&ctx, ev, output, wake),
                8192 => send_with_stack::<8192>(&ctx, ev, output, wake),
                _ => send_with_stack::<16384>(&ctx, ev, output, wake),
            }
            return 0;
        }
    }
    send(ev, wakeup(ev.pid));
    0
}

/// An append's, a reset's or an initialization's return (no entry probe: nothing to stash).
#[uretprobe]
pub fn ze_call_return(ctx: RetProbeContext) -> u32 {
    let Some(pid_tgid) = current() else { return 0 };
    if !admit(pid_tgid) {
        return 0;
    }
    let cookie = cookie(&ctx);
    // An initialization names its loader copy (0 in every other call's cookie).
    let parent = cookie.copy() as u64;
    // SAFETY: a helper without pointers (the clock).
    let none = InFlight { cookie: 0, handle: 0, size: 0, parent, ts_ns: unsafe { bpf_ktime_get_ns() }, sp: 0 };
    let ev = event(pid_tgid, cookie, &none, ctx.ret::<u64>() as u32);
    send(ev, wakeup(ev.pid));
    0
}

/// sched_process_exit (BTF-typed: no tracefs needed), for every thread, on Linux 6.16+ whose
/// tracepoint says when the thread group died (`group_dead`, its second argument).
#[btf_tracepoint(function = "sched_process_exit")]
pub fn ze_exit(ctx: BtfTracePointContext) -> u32 {
    let group_dead = ctx.arg::<u64>(1) as u8 != 0;
    exited(group_dead);
    0
}

/// sched_process_exit before Linux 6.16: the thread group leader's exit stands for the
/// process's.
#[btf_tracepoint(function = "sched_process_exit")]
pub fn ze_exit_leader(_ctx: BtfTracePointContext) -> u32 {
    let pid_tgid = bpf_get_current_pid_tgid();
    exited(pid_tgid >> 32 == pid_tgid & 0xffff_ffff);
    0
}

#[inline(always)]
fn exited(group_dead: bool) {
    if let Some(pid_tgid) = current() {
        thread_exited(pid_tgid, group_dead);
    }
    // After this thread's last question to `current`: its task's address may be another
    // thread's next, and its host number too (in a namespace). Also after its process's entry
    // went, which voids every CPU's `ADMITTED` for it.
    next_generation();
}

#[inline(always)]
fn thread_exited(pid_tgid: u64, group_dead: bool) {
    let (tgid, tid) = ((pid_tgid >> 32) as u32, pid_tgid as u32);
    // Before `forget`, which drops what ld.so's probe saw of it.
    if group_dead && (config_set(config::ALL_EXECS) || (config_set(config::FILTER) && has(tgid, TRACED))) {
        libs::unseen_at_exit(pid_tgid);
    }
    release_slot(tid);
    stash::forget_layers(pid_tgid);
    libs::forget(tid, tgid, group_dead);
    if !group_dead {
        // A thread: fork put its id in PROCS too; a later process must not inherit it.
        if tid != tgid {
            let _ = PROCS.remove(&tid);
        }
        return;
    }
    // SAFETY: a map value, valid for this run, read at once.
    let bits = unsafe { PROCS.get(&tgid) }.copied().unwrap_or(0);
    if unroomed_ended(tgid) || bits & BEGUN != 0 {
        python::forget(tgid);
        // Sent before its entry goes: the daemon, finding no entry, finds the EXIT in the ring.
        let mut ev = lifecycle(pid_tgid, phase::EXIT);
        ev.result = bits >> RUN_SHIFT;
        send(ev, 0);
    }
    let _ = PROCS.remove(&tgid);
}

/// sched_process_exec: the old image's tracking ends; the new one gets a BEGIN of its own at
/// its first traced call. A followed process stays followed across exec.
#[btf_tracepoint(function = "sched_process_exec")]
pub fn ze_exec(_ctx: BtfTracePointContext) -> u32 {
    // A thread that is not the leader took the leader's number: `current` must not answer
    // with what it kept for this thread.
    next_generation();
    let Some(pid_tgid) = current() else { return 0 };
    let tgid = (pid_tgid >> 32) as u32;
    libs::forget(pid_tgid as u32, tgid, true);
    python::forget(tgid);
    let unroomed = unroomed_ended(tgid);
    let (had_begin, run) = match PROCS.get_ptr_mut(&tgid) {
        Some(bits) => {
            // SAFETY: a map value, valid for this run, used right after its lookup (both blocks).
            let had = unsafe { *bits };
            // A new image is judged again at its first call (and stays in its run).
            unsafe { *bits &= !(BEGUN | IGNORED) };
            next_generation();
            (had & BEGUN != 0, had >> RUN_SHIFT)
        }
        None => (false, 0),
    };
    // Reported also for every process system-wide and for followed ones: the daemon probes
    // the new image's ld.so (a container's own, a program's own interpreter).
    if had_begin || unroomed || config_set(config::ALL_EXECS) || (config_set(config::FILTER) && has(tgid, TRACED)) {
        let mut ev = lifecycle(pid_tgid, phase::EXEC);
        ev.api = if had_begin { exec::IMAGE_ENDED } else { exec::UNTRACED };
        ev.result = run;
        // A traced program's exec wakes the daemon while stacks are on: it opens the program
        // file then, while the process surely lives (ld.so's reports do not name it). Others
        // wake it as calls do: a wake-up per exec would cost every exec on the node an
        // interrupt (about 20 µs in a VM, BENCHMARKS.md §5b).
        let wake = config_set(config::FILTER) && config_set(config::STACKS) && has(tgid, TRACED);
        send(ev, if wake { BPF_RB_FORCE_WAKEUP as u64 } else { wakeup(ev.pid) });
    }
    0
}

/// sched_process_fork(parent, child), in the parent: with `--follow`, a traced process's
/// child is traced from its first instruction (a new thread needs nothing: calls are admitted
/// by process). The child's `pid` is read at its offset in the running kernel's
/// `task_struct`, from BTF (`config::TASK_PID`), or as our namespace numbers it. A child
/// `PROCS` has no room for is counted (`UNFOLLOWED`), never silently left out.
#[btf_tracepoint(function = "sched_process_fork")]
pub fn ze_fork(ctx: BtfTracePointContext) -> u32 {
    // What a child inherits: `TRACED` under --follow, its run where runs are served.
    let mut inherited = 0;
    if config_set(config::FOLLOW) {
        inherited |= TRACED;
    }
    if config_set(config::RUNS) {
        inherited |= !0 << RUN_SHIFT;
    }
    if inherited == 0 {
        return 0;
    }
    let Some(pid_tgid) = current() else { return 0 };
    // SAFETY: a map value, valid for this run, read at once.
    let bits = unsafe { PROCS.get(&((pid_tgid >> 32) as u32)) }.copied().unwrap_or(0) & inherited;
    if bits == 0 {
        return 0;
    }
    let child = kernel_arg(&ctx, 1);
    // Host numbers on both sides: a thread shares its parent's thread group.
    if read_kernel::<u32>(child, config::TASK_TGID) == Some((bpf_get_current_pid_tgid() >> 32) as u32) {
        return 0;
    }
    let followed = task_number(child, config::TASK_PID).is_some_and(|child| PROCS.insert(&child, &bits, 0).is_ok());
    if !followed {
        count_unfollowed(bits >> RUN_SHIFT);
    }
    0
}

/// A child of run `run` (0: `--follow`'s) that could not be followed.
#[inline(always)]
fn count_unfollowed(run: u32) {
    if UNFOLLOWED.get_ptr_mut(&run).is_none() {
        // Another CPU may insert it first: then ours fails, and the lookup finds theirs.
        let _ = UNFOLLOWED.insert(&run, &0, BPF_NOEXIST as u64);
    }
    if let Some(n) = UNFOLLOWED.get_ptr_mut(&run) {
        // SAFETY: a map value, valid for this run; the parents of a run fork on several CPUs,
        // so it is counted atomically.
        unsafe { core::intrinsics::atomic_xadd::<u64, u64, { AtomicOrdering::Relaxed }>(n, 1) };
    }
}

/// Do-nothing probes: the floor a uprobe tracer cannot go below, for `cargo xtask bench`.
#[uprobe]
pub fn noop_entry(_ctx: ProbeContext) -> u32 {
    0
}

#[uretprobe]
pub fn noop_return(_ctx: RetProbeContext) -> u32 {
    0
}

#[uretprobe]
pub fn noop_call_return(_ctx: RetProbeContext) -> u32 {
    0
}

#[inline(always)]
fn config_set(index: u32) -> bool {
    config_value(index) != 0
}

#[inline(always)]
fn config_value(index: u32) -> u32 {
    CONFIG.get(index).copied().unwrap_or(0)
}

/// Whether the daemon runs in a PID namespace of its own (see `config::PIDNS_DEV`).
#[inline(always)]
fn in_namespace() -> bool {
    config_set(config::PIDNS_DEV)
}

/// This thread's `pid_tgid` (TGID high, TID low), as the daemon's PID namespace numbers it;
/// None: a thread of another namespace, which the daemon cannot see, so neither do we.
///
/// Each CPU keeps the answer for the thread that last asked (`THREAD`), by its `task_struct`'s
/// address, which the kernel hands over without a call (the verifier inlines
/// `bpf_get_current_task` on x86-64): a traced call's entry and return, on one CPU, ask the
/// kernel once between them, not twice a call (a helper call each, BENCHMARKS.md §8). An
/// address names one thread until it exits and is freed, and every thread's exit, and every
/// exec (which can renumber the thread that execs), moves the generation (`exited`,
/// `ze_exec`) after its last question: a kept answer is never a former thread's.
#[inline(always)]
pub(crate) fn current() -> Option<u64> {
    // SAFETY: a helper without pointers (the task's address, compared, never read).
    let task = unsafe { aya_ebpf::helpers::bpf_get_current_task() };
    let generation = generation() as u64;
    if let Some(c) = THREAD.get_ptr(0) {
        // SAFETY: a per-CPU map value, valid forever; this CPU's own.
        let c = unsafe { *c };
        if c.task == task && c.generation == generation && c.check == ThreadNumbers::check(task, generation, c.numbers) {
            return Some(c.numbers);
        }
    }
    match ze_current(task, generation) {
        0 => None,
        numbers => Some(numbers),
    }
}

/// Per CPU: the thread that last asked `current`, with the generation then.
#[map]
static THREAD: PerCpuArray<ThreadNumbers> = PerCpuArray::with_max_entries(1, 0);

#[repr(C)]
#[derive(Clone, Copy)]
struct ThreadNumbers {
    /// The thread's `task_struct`'s address.
    task: u64,
    generation: u64,
    /// Its `pid_tgid` (never 0: a thread of another namespace is not kept).
    numbers: u64,
    /// `check(task, generation, numbers)`: a program runs with its CPU kept but, on a kernel
    /// that preempts (`preempt=full`, RT), may be preempted by another thread whose program
    /// writes this CPU's entry too; a read or a write cut in two leaves fields of two threads,
    /// which this word then does not match (a miss: the kernel is asked).
    check: u64,
}

impl ThreadNumbers {
    fn check(task: u64, generation: u64, numbers: u64) -> u64 {
        (task ^ numbers.rotate_left(17) ^ generation.rotate_left(41)).wrapping_mul(0x9e37_79b9_7f4a_7c15)
    }
}

/// `current`'s question to the kernel, its answer kept for `task` at `generation` (read before
/// asking: a generation moved meanwhile voids it); 0: a thread of another namespace. In a PID
/// namespace, `bpf_get_ns_current_pid_tgid` (about 100 ns here). A global function: verified
/// once (see the crate's text).
#[unsafe(no_mangle)]
#[inline(never)]
pub extern "C" fn ze_current(task: u64, generation: u64) -> u64 {
    let numbers = if in_namespace() {
        let mut ns = bpf_pidns_info { pid: 0, tgid: 0 };
        let (dev, ino) = (config_value(config::PIDNS_DEV) as u64, config_value(config::PIDNS_INO) as u64);
        let size = core::mem::size_of::<bpf_pidns_info>() as u32;
        // Fails for a thread whose namespace is not exactly the daemon's.
        // SAFETY: a helper call; its pointer is `ns`, ours, of the size given.
        if unsafe { bpf_get_ns_current_pid_tgid(dev, ino, &mut ns, size) } != 0 {
            return 0;
        }
        (ns.tgid as u64) << 32 | ns.pid as u64
    } else {
        bpf_get_current_pid_tgid()
    };
    if numbers != 0
        && let Some(c) = THREAD.get_ptr_mut(0)
    {
        // SAFETY: a per-CPU map value, valid forever; this CPU's own.
        unsafe { *c = ThreadNumbers { task, generation, numbers, check: ThreadNumbers::check(task, generation, numbers) } };
    }
    numbers
}

/// The number of `task` (not the current one): its field at `offset` (`task_struct.pid` or
/// `.tgid`), or, in a namespace, the number the daemon's namespace gives its `thread_pid`
/// (for `.tgid`, pass the group leader). The current thread is in the daemon's namespace
/// (`current` said so), and `task` is it, its parent or its child: the namespace's level is
/// the current thread's, and a task numbered at that level is numbered by that namespace.
#[inline(always)]
fn task_number(task: u64, offset: u32) -> Option<u32> {
    if !in_namespace() {
        return read_kernel::<u32>(task, offset);
    }
    // SAFETY: a helper without pointers (the task's address, read only through the helper).
    let (_, level) = pid_of(unsafe { aya_ebpf::helpers::bpf_get_current_task() })?;
    let (pid, deepest) = pid_of(task)?;
    if deepest < level {
        return None;
    }
    number_at(pid, level)
}

/// The current thread's TID as its own PID namespace numbers it (its `gettid()`).
#[inline(always)]
pub(crate) fn own_tid() -> Option<u32> {
    // SAFETY: a helper without pointers (the task's address, read only through the helper).
    let (pid, level) = pid_of(unsafe { aya_ebpf::helpers::bpf_get_current_task() })?;
    number_at(pid, level)
}

/// `task`'s `struct pid`, and the level of its own namespace (the deepest that numbers it).
#[inline(always)]
fn pid_of(task: u64) -> Option<(u64, u32)> {
    let pid = read_kernel::<u64>(task, config::TASK_THREAD_PID)?;
    Some((pid, read_kernel::<u32>(pid, config::PID_LEVEL)?))
}

/// The number the namespace at `level` gives `pid` (`pid->numbers[level].nr`).
#[inline(always)]
fn number_at(pid: u64, level: u32) -> Option<u32> {
    read_kernel::<u32>(pid + level as u64 * UPID_BYTES, config::PID_NUMBERS)
}

/// `sizeof(struct upid)`: an int and a pointer (the daemon checks `upid.ns` is at 8).
const UPID_BYTES: u64 = 16;

/// Argument `n` of a BTF-typed program, as a plain number: read through the helper, so the
/// verifier lets us add offsets that are only known at run time (a typed pointer would
/// allow constant ones only, and the probes have no CO-RE relocations).
#[inline(always)]
fn kernel_arg<C: EbpfContext>(ctx: &C, n: usize) -> u64 {
    // SAFETY: an address only: the read below checks it (a tracepoint's arguments are u64s).
    let at = unsafe { (ctx.as_ptr() as *const u64).add(n) };
    unsafe { bpf_probe_read_kernel(at) }.unwrap_or(0)
}

/// The `T` at `base` plus the offset the daemon put in `CONFIG[offset]`; None if `base` is
/// null or unreadable.
#[inline(always)]
fn read_kernel<T>(base: u64, offset: u32) -> Option<T> {
    if base == 0 {
        return None;
    }
    // SAFETY: a read of kernel memory: the helper checks the address and fails, never faults (every
    // `T` read is an integer, valid as any bytes).
    unsafe { bpf_probe_read_kernel((base + config_value(offset) as u64) as *const T) }.ok()
}

/// Whether process `tgid` has `bit` set in PROCS.
#[inline(always)]
fn has(tgid: u32, bit: u32) -> bool {
    // SAFETY: a map value, valid for this run, read at once.
    unsafe { PROCS.get(&tgid) }.is_some_and(|bits| bits & bit != 0)
}

/// Whether this process is traced; emits its BEGIN before its first event.
#[inline(always)]
fn admit(pid_tgid: u64) -> bool {
    let tgid = (pid_tgid >> 32) as u32;
    let key = (tgid as u64) << 32 | generation() as u64;
    let cached = ADMITTED.get_ptr_mut(0);
    if let Some(c) = cached {
        // SAFETY: a per-CPU map value, valid forever; this CPU's own.
        if unsafe { *c } == key {
            return true;
        }
    }
    let admitted = admit_slow(pid_tgid, tgid);
    if let (true, Some(c)) = (admitted, cached) {
        // SAFETY: as above.
        unsafe { *c = key };
    }
    admitted
}

#[inline(always)]
fn admit_slow(pid_tgid: u64, tgid: u32) -> bool {
    let bits = match PROCS.get_ptr_mut(&tgid) {
        Some(bits) => bits,
        None if config_set(config::FILTER) => return false,
        // NOEXIST: of two threads racing on a first call, one emits the BEGIN.
        None => match PROCS.insert(&tgid, &BEGUN, BPF_NOEXIST as u64) {
            Ok(()) => {
                begin(pid_tgid);
                return true;
            }
            // Full: not traced, and said once (`unroomed`), never traced without its BEGIN
            // and its EXIT, which would read as lost events and leave its end to a guess.
            Err(E2BIG) => {
                unroomed(pid_tgid);
                return false;
            }
            Err(_) => return true,
        },
    };
    // SAFETY: a map value, valid for this run, read right after its lookup.
    let seen = unsafe { *bits };
    if seen & IGNORED != 0 || (config_set(config::FILTER) && seen & TRACED == 0) {
        return false;
    }
    if seen & BEGUN == 0 {
        // Under a filter, two threads may both get here: the daemon ignores a second BEGIN.
        // SAFETY: the same map value, in the same run.
        unsafe { *bits = seen | BEGUN };
        begin(pid_tgid);
    }
    true
}

/// The sum of the generations: the key of every per-CPU cache.
#[inline(always)]
fn generation() -> u32 {
    GENERATION.get(0).copied().unwrap_or(0).wrapping_add(GENERATION.get(1).copied().unwrap_or(0))
}

/// Voids every CPU's `ADMITTED` and `THREAD` (a thread ended, a process exec'd). Atomic: a
/// plain increment racing
/// on another CPU could write back a value older than one a cache was keyed with, and the
/// sum with the daemon's `GENERATION[1]` could then come back to a key a CPU still holds.
#[inline(always)]
fn next_generation() {
    if let Some(g) = GENERATION.get_ptr_mut(0) {
        // SAFETY: a map value (an `Array`'s), valid forever; an aligned u32.
        unsafe { core::intrinsics::atomic_xadd::<u32, u32, { AtomicOrdering::Relaxed }>(g, 1) };
    }
}

#[inline(always)]
fn begin(pid_tgid: u64) {
    ze_begin(pid_tgid, phase::BEGIN as u64);
}

/// `-E2BIG`: what a hash map's insert returns when it is full.
const E2BIG: i32 = -7;

/// A process made a traced call while `PROCS` was full: the daemon is told once
/// (`phase::NO_ROOM`), and told its end (EXIT, EXEC) whether or not it found room later, so
/// that it neither calls the process clean nor mistakes a later one of its PID for it.
#[inline(always)]
fn unroomed(pid_tgid: u64) {
    let tgid = (pid_tgid >> 32) as u32;
    if UNROOMED.insert(&tgid, &0, BPF_NOEXIST as u64).is_ok() {
        if let Some(any) = ANY_UNROOMED.get_ptr_mut(0) {
            // SAFETY: a map value (an `Array`'s), valid forever; only ever set to 1.
            unsafe { *any = 1 };
        }
        ze_begin(pid_tgid, phase::NO_ROOM as u64);
    }
}

/// Whether `tgid` had been told `NO_ROOM`; it is forgotten (its image ends).
#[inline(always)]
fn unroomed_ended(tgid: u32) -> bool {
    ANY_UNROOMED.get(0).is_some_and(|any| *any != 0) && UNROOMED.remove(&tgid).is_ok()
}

/// The body of a BEGIN (or of a NO_ROOM, which says the same of the process), a global
/// function: verified once (see the crate's text).
#[unsafe(no_mangle)]
#[inline(never)]
pub extern "C" fn ze_begin(pid_tgid: u64, phase: u64) -> u64 {
    let mut ev = lifecycle(pid_tgid, phase as u8);
    let comm = bpf_get_current_comm().unwrap_or_default();
    let half = |i: usize| {
        let mut b = [0u8; 8];
        b.copy_from_slice(&comm[i..i + 8]);
        u64::from_ne_bytes(b)
    };
    // SAFETY: a helper without pointers.
    ev.handle = unsafe { bpf_get_current_cgroup_id() };
    ev.size = half(0);
    ev.parent = half(8);
    ev.result = bpf_get_current_uid_gid() as u32;
    // Its parent: whose CI job it belongs to, if it is gone before the daemon reads its own.
    // SAFETY: a helper without pointers (the task's address, read only through the helper).
    let task = unsafe { aya_ebpf::helpers::bpf_get_current_task() };
    let parent = read_kernel::<u64>(task, config::TASK_REAL_PARENT).unwrap_or(0);
    let parent = match in_namespace() {
        true => read_kernel::<u64>(parent, config::TASK_GROUP_LEADER).unwrap_or(0),
        false => parent,
    };
    ev.set_parent_pid(task_number(parent, config::TASK_TGID).unwrap_or(0));
    // Woken at once: the daemon reads who the process is (its CI job, from its environment)
    // and opens the files of the objects reported next (its stacks are unwound with them)
    // while it surely lives.
    send(ev, BPF_RB_FORCE_WAKEUP as u64);
    if phase == phase::BEGIN as u64 {
        libs::report_loaded(ev.pid);
    }
    0
}

#[inline(always)]
fn lifecycle(pid_tgid: u64, phase: u8) -> Event {
    Event {
        // SAFETY: a helper without pointers (the clock).
        ts_ns: unsafe { bpf_ktime_get_ns() },
        pid: (pid_tgid >> 32) as u32,
        tid: pid_tgid as u32,
        phase,
        ..Event::default()
    }
}

#[inline(always)]
fn cookie<C: EbpfContext>(ctx: &C) -> Cookie {
    // SAFETY: a helper without pointers (the cookie; the context goes to it as the kernel gave it).
    Cookie(unsafe { bpf_get_attach_cookie(ctx.as_ptr()) })
}

/// Argument `n` at function entry (x86-64 SysV); 6 is the first stack argument.
#[inline(always)]
fn arg(regs: &pt_regs, n: u8) -> u64 {
    match n {
        0 => regs.rdi,
        1 => regs.rsi,
        2 => regs.rdx,
        3 => regs.rcx,
        4 => regs.r8,
        5 => regs.r9,
        // SAFETY: a read of user memory (the caller's stack): the helper fails, never faults.
        6 => unsafe { bpf_probe_read_user((regs.rsp + 8) as *const u64) }.unwrap_or(0),
        _ => 0,
    }
}

#[inline(always)]
fn size(regs: &pt_regs, cookie: Cookie) -> u64 {
    let n = cookie.size_arg();
    if n == NO_ARG {
        return 0;
    }
    let v = arg(regs, n);
    if !cookie.size_is_field() {
        return v;
    }
    let field = v.wrapping_add(cookie.size_offset() as u64);
    // SAFETY: a read of user memory (a field of the call's struct): the helper fails, never faults.
    unsafe { bpf_probe_read_user(field as *const u64) }.unwrap_or(0)
}

/// The u64 an output pointer points to at return; 0 for a null or unreadable one.
#[inline(always)]
fn read_output(ptr: u64) -> u64 {
    if ptr == 0 {
        return 0;
    }
    // SAFETY: a read of user memory: the helper fails, never faults.
    unsafe { bpf_probe_read_user(ptr as *const u64) }.unwrap_or(0)
}

/// The event of a call that returned `result`.
#[inline(always)]
fn event(pid_tgid: u64, cookie: Cookie, call: &InFlight, result: u32) -> Event {
    Event {
        ts_ns: call.ts_ns,
        pid: (pid_tgid >> 32) as u32,
        tid: pid_tgid as u32,
        handle: call.handle,
        size: call.size,
        parent: call.parent,
        api: cookie.api(),
        phase: phase::CALL,
        flags: 0,
        result,
    }
}

/// Into its process's ring, or counted as dropped for its process. Whether it was sent.
#[inline(always)]
fn send(ev: Event, flags: u64) -> bool {
    // Copied in (`bpf_ringbuf_output`), not written in place: the same cost for so small a
    // record, and the verifier follows what comes after once, not once per ring shard.
    let sent = rings::output_flags(ev.pid, &ev, flags);
    if !sent {
        count_drop(ev.pid);
    }
    sent
}

/// The handle a create wrote to `output`, its output pointer (0 if unreadable).
#[inline(always)]
fn read_handle(ctx: &RetProbeContext, output: u64, api: u16) -> u64 {
    // SAFETY: a read of user memory (the call's output pointer): the helper fails, never faults.
    match unsafe { bpf_probe_read_user(output as *const u64) } {
        Ok(h) => h,
        Err(_) => {
            warn!(ctx, "ze-tracer: api {} output unreadable", api);
            0
        }
    }
}

/// A create's event with its caller's stack, as the return left it: the return address is the
/// caller's own instruction pointer, `sp` and `bp` are the caller's. The daemon unwinds the
/// rest from the copied window (see `tracer_common::StackEvent`); the kernel walks nothing.
/// The window is read in one helper call; where the stack's mapping ends within it (a shallow
/// stack), halves are tried. No room in the ring: the call is sent alone, flagged, so that its
/// stack is counted lost and the call is not.
///
/// `output`, if not 0, is where the create wrote its handle: nearly always a variable of its
/// caller's, in the window just copied, where it is taken from, sparing a read of user memory
/// (a helper call, and with stacks on the dearest one a create makes after the window's).
#[inline(always)]
fn send_with_stack<const N: usize>(ctx: &RetProbeContext, ev: Event, output: u64, flags: u64) {
    // SAFETY: the context's registers, valid for this run (see the crate's text).
    let regs = unsafe { &*ctx.regs };
    let Some(mut slot) = rings::reserve::<StackEvent<N>>(ev.pid) else {
        let handle = if output != 0 { read_output(output) } else { ev.handle };
        send(Event { flags: tracer_common::flags::STACK_DROPPED, handle, ..ev }, flags);
        return;
    };
    let rec = slot.as_mut_ptr();
    // SAFETY: the ring record reserved above, a `StackEvent<N>`, ours until submitted; plain fields
    // written.
    unsafe {
        (*rec).ev = Event { flags: tracer_common::flags::STACK | ev.flags, ..ev };
        (*rec).ip = regs.rip;
        (*rec).sp = regs.rsp;
        (*rec).bp = regs.rbp;
        (*rec)._pad = 0;
        (*rec).len = 0;
    }
    let mut size = N;
    while size >= STACK_MIN_READ {
        // SAFETY: within the reserved record; the source is user memory, read by the helper.
        let dst = unsafe { &mut (&mut (*rec).stack)[..size] };
        if unsafe { bpf_probe_read_user_buf(regs.rsp as *const u8, dst) }.is_ok() {
            unsafe { (*rec).len = size as u32 };
            break;
        }
        size /= 2;
    }
    if output != 0 {
        // SAFETY: the reserved record, as above; the window is read within what was copied.
        let found = unsafe { handle_in(&(*rec).stack, (*rec).len as usize, output.wrapping_sub(regs.rsp)) };
        // (Unreadable: 0, unwarned; a warning per window size would each be verified.)
        let handle = found.unwrap_or_else(|| read_output(output));
        // SAFETY: as above.
        unsafe { (*rec).ev.handle = handle };
    }
    slot.submit(flags);
}

/// The u64 at `offset` in the first `len` bytes of `window`, if they hold it.
#[inline(always)]
fn handle_in<const N: usize>(window: &[u8; N], len: usize, offset: u64) -> Option<u64> {
    let at = offset as usize & (N - 1);
    if offset != at as u64 || at + 8 > len || at + 8 > N {
        return None;
    }
    let mut b = [0u8; 8];
    b.copy_from_slice(&window[at..at + 8]);
    Some(u64::from_ne_bytes(b))
}

/// The smallest window tried: below, the caller's own frame is all there is.
const STACK_MIN_READ: usize = 256;

/// Waking the daemon for every event would cost the traced thread an interrupt per call (about
/// 8 µs in a VM): it drains the rings on a short timer instead, and is woken early only when
/// an eighth of a ring is pending, at most once a millisecond per CPU (a daemon kept off the
/// CPU must not turn every call into a wake-up). Asking the ring costs a helper call (about
/// 20 ns here), so each CPU asks at every `CHECK_EVERY`th event only. A daemon that found
/// nothing to drain sleeps without a timer: the first call after that wakes it.
#[inline(always)]
fn wakeup(pid: u32) -> u64 {
    const NO_WAKEUP: u64 = BPF_RB_NO_WAKEUP as u64;
    if let Some(asleep) = ASLEEP.get_ptr_mut(0) {
        // Volatile: the daemon writes it from user space. Two CPUs that both see it set both
        // wake the daemon, which is harmless.
        // SAFETY: a map value (an `Array`'s), valid forever (both blocks).
        if unsafe { asleep.read_volatile() } != 0 {
            unsafe { asleep.write_volatile(0) };
            return BPF_RB_FORCE_WAKEUP as u64;
        }
    }
    match UNCHECKED.get_ptr_mut(0) {
        // SAFETY: a per-CPU map value, valid forever; this CPU's own (both blocks).
        Some(n) if unsafe { *n } + 1 < CHECK_EVERY => {
            unsafe { *n += 1 };
            return NO_WAKEUP;
        }
        // SAFETY: as above.
        Some(n) => unsafe { *n = 0 },
        None => {}
    }
    // The daemon may have sized the ring (`--ring-mb`).
    if rings::query(pid, BPF_RB_AVAIL_DATA as u64) <= rings::query(pid, BPF_RB_RING_SIZE as u64) / 8 {
        return NO_WAKEUP;
    }
    // SAFETY: a helper without pointers (the clock).
    let now = unsafe { bpf_ktime_get_ns() };
    match NEXT_WAKEUP.get_ptr_mut(0) {
        // SAFETY: a per-CPU map value, valid forever; this CPU's own (both blocks).
        Some(next) if now >= unsafe { *next } => {
            unsafe { *next = now + 1_000_000 };
            BPF_RB_FORCE_WAKEUP as u64
        }
        _ => NO_WAKEUP,
    }
}

/// An event of `pid` found its ring full: counted, and when, so that the daemon can tell the
/// objects made after the last loss (whose destroy cannot have been lost) from the others.
#[inline(always)]
fn count_drop(pid: u32) {
    if let Some(n) = DROPPED.get_ptr_mut(0) {
        // SAFETY: a per-CPU map value, valid forever; this CPU's own.
        unsafe { *n += 1 };
    }
    // SAFETY: a helper without pointers (the clock).
    let now = unsafe { bpf_ktime_get_ns() };
    if DROPPED_BY_PID.get_ptr_mut(&pid).is_none() {
        // Another CPU may insert it first (then ours fails, and the lookup finds theirs). Its
        // last loss is this one, counted just below (two zero words side by side would be a
        // call of memset, whose byte loop the verifier walks at every path to here).
        let _ = DROPPED_BY_PID.insert(&pid, &Drops { events: 0, last_ns: now, first_ns: now }, BPF_NOEXIST as u64);
    }
    match DROPPED_BY_PID.get_ptr_mut(&pid) {
        // SAFETY: a map value; its count and time are shared by the process's CPUs, so written
        // atomically.
        Some(d) => unsafe {
            core::intrinsics::atomic_xadd::<u64, u64, { AtomicOrdering::Relaxed }>(&raw mut (*d).events, 1);
            raise_to(&raw mut (*d).last_ns, now);
        },
        None => {
            if let Some(d) = DROPPED_UNTOLD.get_ptr_mut(rings::shard(pid)) {
                // SAFETY: a per-CPU map value, valid forever; this CPU's own, so written plainly.
                unsafe {
                    if (*d).events == 0 {
                        (*d).first_ns = now;
                    }
                    (*d).events += 1;
                    (*d).last_ns = now;
                }
            }
        }
    }
}

/// `*at = max(*at, value)`, atomically. The last loss's time must never move back: an earlier
/// loss on another CPU written over a later one would make the objects made between them read
/// as made after every loss, so a destroy of theirs lost at the later one a certain leak.
/// Tried a few times: each failure is another CPU's newer time, and four at one instant do
/// not happen.
///
/// # Safety
/// `at` is a map value's field, valid for the program's run.
#[inline(always)]
unsafe fn raise_to(at: *mut u64, value: u64) {
    // SAFETY: `at` is a map value's field, valid for this run (the caller's promise).
    let mut seen = unsafe { at.read_volatile() };
    for _ in 0..4 {
        if seen >= value {
            return;
        }
        // SAFETY: as above; other CPUs write it too, so it is swapped atomically.
        let (was, swapped) = unsafe { core::intrinsics::atomic_cxchg::<u64, { AtomicOrdering::Relaxed }, { AtomicOrdering::Relaxed }>(at, seen, value) };
        if swapped {
            return;
        }
        seen = was;
    }
}

#[cfg(not(test))]
#[panic_handler]
fn panic(_info: &core::panic::PanicInfo) -> ! {
    loop {}
}

#[unsafe(link_section = "license")]
#[unsafe(no_mangle)]
static LICENSE: [u8; 13] = *b"Dual MIT/GPL\0";
