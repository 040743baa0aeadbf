//! ze-tracer's kernel side: capture, correlate entry→exit per thread, emit. Nothing else.
//!
//! Two programs serve every traced API. Each attachment's BPF cookie (see
//! `tracer_common::Cookie`) says which argument holds the handle, the size and the parent, so
//! the probes know nothing of Level Zero. Creates are stashed per thread at entry and emitted
//! at return (the handle exists and the result is known); destroys are emitted at entry,
//! before the driver can hand the address out again, and their result at return (the daemon
//! pairs the two by thread: no stash needed). Counting, leak logic and formatting are the
//! daemon's.
#![no_std]
#![no_main]

use aya_ebpf::{
    EbpfContext,
    bindings::{BPF_RB_AVAIL_DATA, BPF_RB_FORCE_WAKEUP, BPF_RB_NO_WAKEUP, pt_regs},
    helpers::{
        bpf_get_current_pid_tgid, bpf_ktime_get_ns, bpf_probe_read_user, generated::bpf_get_attach_cookie,
    },
    macros::{map, uprobe, uretprobe},
    maps::{Array, LruHashMap, LruPerCpuHashMap, PerCpuArray, RingBuf},
    programs::{ProbeContext, RetProbeContext},
};
use aya_log_ebpf::warn;
use tracer_common::{Cookie, Event, Kind, NO_ARG, RING_BYTES, phase};

#[map]
static EVENTS: RingBuf = RingBuf::with_byte_size(RING_BYTES, 0);

/// Creates' arguments captured at entry, keyed by pid_tgid: a thread is in one L0 call at a
/// time. LRU so that threads which die inside a call cannot fill it.
#[map]
static IN_FLIGHT: LruHashMap<u64, InFlight> = LruHashMap::with_max_entries(16384, 0);

/// Events that did not fit in the ring, in total and by process; per CPU, so exact without
/// atomics (the daemon sums the CPUs).
#[map]
static DROPPED: PerCpuArray<u64> = PerCpuArray::with_max_entries(1, 0);
#[map]
static DROPPED_BY_PID: LruPerCpuHashMap<u32, u64> = LruPerCpuHashMap::with_max_entries(4096, 0);

/// When the next forced wake-up of the daemon may happen (ns, CLOCK_MONOTONIC).
#[map]
static NEXT_WAKEUP: Array<u64> = Array::with_max_entries(1, 0);

#[repr(C)]
#[derive(Clone, Copy)]
struct InFlight {
    cookie: u64,
    /// Destroy: the handle. Create: the user pointer the handle will be written to.
    handle: u64,
    size: u64,
    parent: u64,
}

#[uprobe]
pub fn ze_entry(ctx: ProbeContext) -> u32 {
    let cookie = cookie(&ctx);
    let regs = unsafe { &*ctx.regs };
    let call = InFlight {
        cookie: cookie.0,
        handle: arg(regs, cookie.handle_arg()),
        size: size(regs, cookie),
        parent: arg(regs, cookie.parent_arg()),
    };
    let pid_tgid = bpf_get_current_pid_tgid();
    if cookie.kind() == Kind::Destroy as u8 {
        emit(pid_tgid, cookie, phase::ENTRY, &call, 0);
    } else {
        let _ = IN_FLIGHT.insert(&pid_tgid, &call, 0);
    }
    0
}

#[uretprobe]
pub fn ze_return(ctx: RetProbeContext) -> u32 {
    let cookie = cookie(&ctx);
    let result = ctx.ret::<u64>() as u32;
    let pid_tgid = bpf_get_current_pid_tgid();
    if cookie.kind() != Kind::Create as u8 {
        // Appends and resets; a destroy's result, which the daemon pairs with its entry.
        let none = InFlight { cookie: cookie.0, handle: 0, size: 0, parent: 0 };
        emit(pid_tgid, cookie, phase::RETURN, &none, result);
        return 0;
    }
    let Some(call) = IN_FLIGHT.get_ptr(&pid_tgid).map(|p| unsafe { *p }) else {
        return 0; // entered before we attached
    };
    let _ = IN_FLIGHT.remove(&pid_tgid);
    if call.cookie != cookie.0 {
        warn!(&ctx, "ze-tracer: return of api {} matched no entry", cookie.api());
        return 0;
    }
    let mut out = call;
    out.handle = 0;
    if result == 0 {
        match unsafe { bpf_probe_read_user(call.handle as *const u64) } {
            Ok(h) => out.handle = h,
            Err(_) => warn!(&ctx, "ze-tracer: api {} output unreadable", cookie.api()),
        }
    }
    emit(pid_tgid, cookie, phase::RETURN, &out, result);
    0
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

#[inline(always)]
fn cookie<C: EbpfContext>(ctx: &C) -> Cookie {
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
    unsafe { bpf_probe_read_user(field as *const u64) }.unwrap_or(0)
}

#[inline(always)]
fn emit(pid_tgid: u64, cookie: Cookie, phase: u8, call: &InFlight, result: u32) {
    match EVENTS.reserve::<Event>(0) {
        Some(mut slot) => {
            let now = unsafe { bpf_ktime_get_ns() };
            slot.write(Event {
                ts_ns: now,
                pid: (pid_tgid >> 32) as u32,
                tid: pid_tgid as u32,
                handle: call.handle,
                size: call.size,
                parent: call.parent,
                api: cookie.api(),
                phase,
                _pad: 0,
                result,
            });
            slot.submit(wakeup(now));
        }
        None => count_drop((pid_tgid >> 32) as u32),
    }
}

/// Waking the daemon for every event would cost the traced thread an interrupt per call (about
/// 8 µs in a VM): it drains the ring on a short timer instead, and is woken early only when an
/// eighth of the ring is pending, at most once a millisecond (a daemon kept off the CPU must
/// not turn every call into a wake-up).
#[inline(always)]
fn wakeup(now: u64) -> u64 {
    const NO_WAKEUP: u64 = BPF_RB_NO_WAKEUP as u64;
    if EVENTS.query(BPF_RB_AVAIL_DATA as u64) <= (RING_BYTES / 8) as u64 {
        return NO_WAKEUP;
    }
    match NEXT_WAKEUP.get_ptr_mut(0) {
        Some(next) if now >= unsafe { *next } => {
            unsafe { *next = now + 1_000_000 };
            BPF_RB_FORCE_WAKEUP as u64
        }
        _ => NO_WAKEUP,
    }
}

#[inline(always)]
fn count_drop(pid: u32) {
    if let Some(n) = DROPPED.get_ptr_mut(0) {
        unsafe { *n += 1 };
    }
    match DROPPED_BY_PID.get_ptr_mut(&pid) {
        Some(n) => unsafe { *n += 1 },
        None => {
            let _ = DROPPED_BY_PID.insert(&pid, &1, 0);
        }
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
