//! Loader copies as ld.so loads them, traced from their first call.
//!
//! A copy the daemon did not know must be armed before any of its code runs, or the calls a
//! runtime makes at start-up (contexts, queues, immediate command lists) are lost. ld.so
//! calls `_dl_debug_state` (the debuggers' hook, `r_debug.r_brk`) once every object of a load
//! is mapped (`r_state` is then RT_CONSISTENT) and before any is relocated or initialized.
//! There (on each call of it, where the daemon found them all: glibc's is a lone `ret`, which
//! the kernel would single-step), `ze_libs`:
//! - looks at the objects added since its last visit to this process (the tail of ld.so's
//!   `link_map` list, found through `_r_debug`, whose distance from the probe the daemon puts
//!   in the cookie); only a process that just loaded a file named
//!   `libze_loader.so*` that is not in `ARMED` (its inode, found from its mapping) goes
//!   further;
//! - reports it (LIBS, the daemon woken at once), and holds the thread in the kernel until
//!   the daemon has armed the copy and removed the thread from `HOLD` (or `config::HOLD_MS`
//!   passed). The thread is not signalled nor group-stopped: no shell sees a stopped job, and
//!   no other thread is held.
//!
//! How it waits: Linux 6.18 lets a uprobe program neither change registers (6.19 will) nor,
//! under lockdown, write user memory, so it cannot send the thread round again; and no helper
//! sleeps until told. So it polls `HOLD` in a `bpf_loop`, in a sleepable program: that runs
//! under RCU tasks-trace only, so the daemon's `uprobe_register` (which waits for an ordinary
//! RCU grace period) is not held up by it. It polls only until the daemon reads its
//! report and parks it (`probes::park`: ptrace-stopped on its way out, the entry marked
//! `parked`); arming then waits on the disk with the thread asleep. Until parked (or where it
//! cannot be) it polls, and after 1 ms lets anything else runnable on its CPU go first at each
//! poll (`yield_cpu`): a kernel without preemption would otherwise leave the CPU to it, and with a
//! held thread on every CPU (two tracers on a node, one hold each) no parker could run until
//! the holds ran out. At most `config::MAX_HOLDS` threads (the CPUs but one) poll at once, and
//! a thread beyond goes on, its copy armed late; none once the daemon stops.
//!
//! What others pay: a process that loads no new copy, a few user-memory reads per
//! `_dl_debug_state` (twice per dlopen), plus one per object it loads.
use core::{
    ffi::c_void,
    intrinsics::{AtomicOrdering, atomic_xadd, atomic_xsub},
};

use aya_ebpf::{
    bindings::BPF_RB_FORCE_WAKEUP,
    helpers::{
        bpf_ktime_get_ns, bpf_probe_read_user, bpf_probe_read_user_str_bytes,
        generated::{bpf_copy_from_user_task, bpf_find_vma, bpf_get_current_task_btf, bpf_loop},
    },
    macros::{map, uprobe},
    maps::{Array, HashMap, LruHashMap, PerCpuArray, RingBuf},
    programs::ProbeContext,
};
use tracer_common::{FileKey, Hold, OBJECT_PATH, ObjectEvent, config, phase};

use crate::{BEGUN, TRACED, admit, config_set, config_value, cookie, current, has, lifecycle, read_kernel, send};

/// LIBS's `api`: the thread loaded a loader copy, and is held (see `tracer_common::phase`).
const LOADED: u16 = tracer_common::libs::LOADED;
const HELD: u16 = tracer_common::libs::HELD;
const UNSEEN_AT_EXIT: u16 = tracer_common::libs::UNSEEN_AT_EXIT;

/// Loader copies whose probes are armed, for every process (pid 0) or one: loading one of
/// them holds nobody.
#[map]
static ARMED: HashMap<FileKey, u8> = HashMap::with_max_entries(4096, 0);

/// Threads held until their new loader copy is armed (by thread id): the daemon removes them.
#[map]
static HOLD: HashMap<u32, Hold> = HashMap::with_max_entries(4096, 0);

/// Rung (a thread id) as a thread begins to be held: the daemon's parking threads wake on them
/// at once, whatever its loop is doing (`probes::park`), one bell each (a ring has one reader).
/// A ring full loses nothing: the bell's next ring, or the parker's own look every 100 ms,
/// finds the thread in `HOLD`.
#[map]
static HOLD_BELL_0: RingBuf = RingBuf::with_byte_size(4096, 0);
#[map]
static HOLD_BELL_1: RingBuf = RingBuf::with_byte_size(4096, 0);

/// How many threads are held now (at most `config::MAX_HOLDS`).
#[map]
static HOLDING: Array<u64> = Array::with_max_entries(1, 0);

/// Per process, the last `link_map` looked at (`| SUSPECT`: objects were unloaded since, it
/// may be gone).
#[map]
static TAILS: LruHashMap<u32, u64> = LruHashMap::with_max_entries(65536, 0);

/// A path being checked (too big for the BPF stack).
#[map]
static PATH: PerCpuArray<[u8; PATH_MAX + 16]> = PerCpuArray::with_max_entries(1, 0);
const PATH_MAX: usize = 256;

/// The names of traced libraries' files (`tracer_common::LIBRARIES`): the loader's, UMF's.
const LOADER: &[u8; 15] = b"libze_loader.so";
const UMF: &[u8; 9] = b"libumf.so";
const _: () = assert!(tracer_common::LIBRARIES.len() == 2);
/// `struct r_debug` (link.h): `r_map` at 8, `r_brk` at 16, `r_state` at 24.
const R_MAP: u64 = 8;
const R_BRK: u64 = 16;
const R_STATE: u64 = 24;
const RT_CONSISTENT: u32 = 0;
const RT_DELETE: u32 = 2;
/// `struct link_map`: `l_addr` at 0, `l_name` at 8, `l_ld` at 16, `l_next` at 24, `l_prev` at 32.
const L_NAME: u64 = 8;
const L_LD: u64 = 16;
const L_NEXT: u64 = 24;
const L_PREV: u64 = 32;
/// Marks a tail that may have been unloaded (a `link_map` is 8-aligned).
const SUSPECT: u64 = 1;
/// The most objects looked at per visit (a full walk happens once per process).
const MAX_OBJECTS: u32 = 1024;

/// On ld.so's `_dl_debug_state` (or on each call of it, see `probes::attach`): holds a thread
/// that just loaded a new loader copy until it is armed.
#[uprobe(sleepable)]
pub fn ze_libs(ctx: ProbeContext) -> u32 {
    libs::<true>(&ctx)
}

/// `ze_libs` for kernels without sleepable uprobe programs: reports only, and the daemon
/// arms the copy as soon as it reads the report (the summary says calls may have been missed).
#[uprobe]
pub fn ze_libs_report(ctx: ProbeContext) -> u32 {
    libs::<false>(&ctx)
}

#[inline(always)]
fn libs<const HOLDS: bool>(ctx: &ProbeContext) -> u32 {
    let Some(pid_tgid) = current() else { return 0 };
    let tgid = (pid_tgid >> 32) as u32;
    if config_set(config::FILTER) && !has(tgid, TRACED) {
        return 0;
    }
    // The cookie: `_r_debug` and `_dl_debug_state` from the probed instruction (0 if this
    // ld.so has no `_r_debug`; the probe is on the function or on a call of it), and the slot
    // of when this probe was put on (`tracer_common::libs::ldso_cookie`).
    let (delta, to_state, slot) = tracer_common::libs::ldso_cookie_parts(cookie(ctx).0);
    let r_debug = match delta {
        0 => 0,
        // SAFETY: the context's registers, valid for this run.
        d => unsafe { (*ctx.regs).rip }.wrapping_add(d as u64) & !7,
    };
    let brk = read::<u64>(r_debug + R_BRK);
    // SAFETY: the context's registers, as above.
    let state = unsafe { (*ctx.regs).rip }.wrapping_add(to_state as u64);
    if r_debug == 0 || (brk != state && brk + 1 != state) {
        // Not glibc's layout: report every load, and the daemon reads the maps each time.
        send(lifecycle(pid_tgid, phase::LIBS), BPF_RB_FORCE_WAKEUP as u64);
        return 0;
    }
    match read::<u32>(r_debug + R_STATE) {
        RT_CONSISTENT => {}
        RT_DELETE => {
            // The tail may be among the objects going away: checked at the next visit.
            if let Some(tail) = TAILS.get_ptr_mut(&tgid) {
                // SAFETY: a map value, valid for this run, written right after its lookup.
                unsafe { *tail |= SUSPECT };
            }
            return 0;
        }
        _ => return 0,
    }
    // No tail yet: ld.so's first report of this image (or of a process forked since).
    // SAFETY: a map value, only tested for presence.
    let first = unsafe { TAILS.get(&tgid) }.is_none();
    let (found, seen) = loaded_a_loader(tgid, read::<u64>(r_debug + R_MAP));
    // Held, as it starts or as it loads Level Zero, until the daemon has looked at it for
    // CPython: `libs::STARTING` or `libs::UNLOOKED`, if either.
    let mut look = None;
    // The process is tracked from now on (its BEGIN, and its EXIT to come), calls or not:
    // one that loaded the loader never goes without a summary.
    if (found || seen) && admit(pid_tgid) {
        let mut ev = lifecycle(pid_tgid, phase::LIBS);
        if first && late_look(slot) {
            ev.handle = tracer_common::libs::LATE_LOOK;
        }
        if found {
            ev.api = LOADED;
            // Held (its image looked at meanwhile too), or reported at once.
            match HOLDS {
                true => hold(&mut ev, pid_tgid as u32, sp(ctx), HELD, hold_ms(HELD)),
                false => _ = send(ev, BPF_RB_FORCE_WAKEUP as u64),
            }
            return 0;
        }
        // Armed already: reported, not held, so the daemon knows which copy it uses.
        ev.api = tracer_common::libs::LOADED_ARMED;
        send(ev, 0);
        // Its first create may come next: if the daemon has not looked at it for CPython yet
        // (it is behind on the execs; see `config::HOLD_UNLOOKED`), it waits for that look.
        if config_set(config::HOLD_UNLOOKED) && !crate::python::walked(tgid) {
            look = Some(tracer_common::libs::UNLOOKED);
        }
    }
    // A traced image, before any of it runs: held until the daemon has looked at it for
    // CPython (see `config::HOLD_AT_START`).
    if first && config_set(config::HOLD_AT_START) && has(tgid, TRACED) {
        look = Some(tracer_common::libs::STARTING);
    }
    // Neither when its program is known to have no CPython. One `hold` for both: each copy of
    // it is inlined, and verified, apart.
    if let Some(api) = look.filter(|_| HOLDS && !plain_program()) {
        let mut ev = lifecycle(pid_tgid, phase::LIBS);
        ev.api = api;
        let held = tracer_common::libs::held(api);
        hold(&mut ev, pid_tgid as u32, sp(ctx), held, hold_ms(held));
    }
    0
}

/// The probed thread's user stack pointer.
#[inline(always)]
pub(crate) fn sp(ctx: &ProbeContext) -> u64 {
    // SAFETY: the context's registers, valid for this run.
    unsafe { (*ctx.regs).rsp }
}

/// When each ld.so probe was put on (CLOCK_BOOTTIME ns), by the slot its cookie names; 0 while
/// it is being put on. Written by the daemon once the probe is in place.
#[map]
static LDSO_SINCE: Array<u64> = Array::with_max_entries(tracer_common::libs::LDSO_SLOTS, 0);

/// Whether ld.so's first report of the current process comes from a probe (its `slot`) put on
/// after the process began, or not known to be before: its list may hold what ran unseen.
#[inline(always)]
fn late_look(slot: u32) -> bool {
    let since = LDSO_SINCE.get(slot).copied().unwrap_or(0);
    // SAFETY: a helper without pointers (the task's address, read only through the helper).
    let task = unsafe { bpf_get_current_task_btf() } as u64;
    let leader = read_kernel::<u64>(task, config::TASK_GROUP_LEADER).unwrap_or(0);
    let began = read_kernel::<u64>(leader, config::TASK_START_BOOTTIME).unwrap_or(0);
    since == 0 || began == 0 || since > began
}

/// Programs the daemon found to have no CPython in them, nor to link one (by file): their
/// images start without a hold (`config::HOLD_AT_START`), so that only a program's first exec
/// waits for the daemon's look.
#[map]
static PLAIN: LruHashMap<FileKey, u8> = LruHashMap::with_max_entries(4096, 0);

/// Whether the current image's program (`mm->exe_file`) is in `PLAIN`.
#[inline(always)]
fn plain_program() -> bool {
    // SAFETY: a helper without pointers (the task's address, read only through the helper).
    let task = unsafe { bpf_get_current_task_btf() } as u64;
    let file = read_kernel::<u64>(task, config::TASK_MM).and_then(|mm| read_kernel::<u64>(mm, config::MM_EXE_FILE));
    let inode = file.and_then(|f| read_kernel::<u64>(f, config::FILE_INODE)).unwrap_or(0);
    let sb = read_kernel::<u64>(inode, config::INODE_SB).unwrap_or(0);
    let key = FileKey {
        ino: read_kernel::<u64>(inode, config::INODE_INO).unwrap_or(0),
        dev: read_kernel::<u32>(sb, config::SB_DEV).unwrap_or(0),
        pid: 0,
    };
    // SAFETY: a map value, only tested for presence.
    key.ino != 0 && unsafe { PLAIN.get(&key) }.is_some()
}

/// Whether the objects added to `tgid`'s list since the last visit include a loader copy not
/// armed, and whether they include one at all. The first visit looks at them all.
#[inline(always)]
fn loaded_a_loader(tgid: u32, head: u64) -> (bool, bool) {
    // A traced process's new objects are reported, for its stacks (see `phase::OBJECT`).
    let report = config_set(config::STACKS) && has(tgid, BEGUN);
    let mut walk = Walk { tgid, node: head, last: 0, found: 0, seen: false, report };
    // SAFETY: a map value, valid for this run, copied at once (`&t`).
    match unsafe { TAILS.get(&tgid) } {
        None => {}
        // Objects were unloaded: the tail stands if it is still linked (its predecessor
        // points to it); if not, the list is walked again, names included (a load may have
        // followed the unload before this visit: its loader copy must not go unseen), but
        // not reported again for stacks.
        Some(&t) if t & SUSPECT != 0 && read::<u64>(read::<u64>((t & !SUSPECT) + L_PREV) + L_NEXT) != t & !SUSPECT => {
            walk.report = false;
        }
        Some(&t) => {
            let tail = t & !SUSPECT;
            walk.last = tail;
            walk.node = read::<u64>(tail + L_NEXT);
        }
    }
    let mut first = walk.node;
    // SAFETY: a helper call; its context is `walk`, ours, a `Walk` as `visit` takes it.
    unsafe { bpf_loop(MAX_OBJECTS, visit as *mut c_void, (&raw mut walk).cast(), 0) };
    if walk.last != 0 {
        let _ = TAILS.insert(&tgid, &walk.last, 0);
    }
    // Reported in a walk of its own: in one callback with the look for a loader, every path of
    // the one was verified with every path of the other, most of the program's verification.
    if walk.report {
        // SAFETY: a helper call; its context is `first`, ours, the u64 `report_next` takes.
        unsafe { bpf_loop(MAX_OBJECTS, report_next as *mut c_void, (&raw mut first).cast(), 0) };
    }
    (walk.found != 0, walk.seen)
}

/// At the exit of a process that no ld.so probe looked at since its exec (system-wide, or
/// traced under `config::FILTER`): its ld.so was not probed in time (a container's own, a
/// program's own interpreter, the daemon late to the exec) and the daemon may never have read
/// its maps. Its list of objects is walked here, while its memory is still there (Linux 6.16+
/// fires the tracepoint before the process lets go of it); a loader copy in it that was never
/// armed is reported with its path (`UNSEEN_AT_EXIT`), so that its summary says its calls were
/// not seen, instead of there being no summary, or one that says complete.
///
/// The list is found as debuggers find it: the program's `DT_DEBUG`, which ld.so points at
/// its `_r_debug`, through the program headers the auxiliary vector locates. A process whose
/// program has none (static, or ld.so run as the program) has no list to walk.
#[inline(always)]
pub fn unseen_at_exit(pid_tgid: u64) {
    let tgid = (pid_tgid >> 32) as u32;
    // SAFETY: a map value, only tested for presence.
    if unsafe { TAILS.get(&tgid) }.is_some() {
        return;
    }
    let Some(r_debug) = r_debug_of_program() else { return };
    let mut walk = Walk { tgid, node: read::<u64>(r_debug + R_MAP), last: 0, found: 0, seen: false, report: false };
    // SAFETY: a helper call; its context is `walk`, ours, a `Walk` as `visit` takes it.
    unsafe { bpf_loop(MAX_OBJECTS, visit as *mut c_void, (&raw mut walk).cast(), 0) };
    // Tracked from here (a BEGIN), so that its EXIT, next, ends a summary.
    if walk.found != 0 && admit(pid_tgid) {
        send_object(walk.found, phase::LIBS, UNSEEN_AT_EXIT);
    }
}

/// Where the current process's `_r_debug` is, from its program's `DT_DEBUG`.
#[inline(always)]
fn r_debug_of_program() -> Option<u64> {
    // SAFETY: a helper without pointers (the task's address, read only through the helper).
    let task = unsafe { bpf_get_current_task_btf() } as u64;
    let mm = read_kernel::<u64>(task, config::TASK_MM)?;
    // The vector in one read (a read per pair costs as much as the rest of the walk).
    // SAFETY: a per-CPU map value, valid forever; this CPU's buffer.
    let auxv = unsafe { &mut *AUXV.get_ptr_mut(0)? };
    let at = mm + config_value(config::MM_AUXV) as u64;
    // SAFETY: a read of kernel memory into `auxv`, its very size: the helper fails (and zeroes
    // it), never faults.
    unsafe { aya_ebpf::helpers::generated::bpf_probe_read_kernel(auxv.as_mut_ptr().cast(), AUXV_BYTES, at as *const c_void) };
    let (mut phdr, mut phnum, mut interp) = (0, 0, 0);
    for pair in auxv.chunks_exact(2) {
        match pair[0] {
            AT_NULL => break,
            AT_PHDR => phdr = pair[1],
            AT_PHNUM => phnum = pair[1],
            AT_BASE => interp = pair[1],
            _ => {}
        }
    }
    // No interpreter (a static program, or ld.so run as the program): no list ld.so keeps
    // through the program's `DT_DEBUG`.
    if phdr == 0 || interp == 0 {
        return None;
    }
    let mut ph = Headers { at: phdr, count: phnum, self_vaddr: u64::MAX, dynamic_vaddr: 0 };
    // SAFETY: a helper call; its context is `ph`, ours, the `Headers` `header` takes.
    unsafe { bpf_loop(MAX_HEADERS, header as *mut c_void, (&raw mut ph).cast(), 0) };
    if ph.dynamic_vaddr == 0 {
        return None;
    }
    // The load bias: where the headers are, less where the program says they are (PT_PHDR);
    // a program without PT_PHDR is not position-independent.
    let bias = if ph.self_vaddr == u64::MAX { 0 } else { phdr.wrapping_sub(ph.self_vaddr) };
    let mut dynamic = Dynamic { at: bias.wrapping_add(ph.dynamic_vaddr), debug: 0 };
    // SAFETY: a helper call; its context is `dynamic`, ours, the `Dynamic` `dynamic_entry` takes.
    unsafe { bpf_loop(MAX_DYNAMIC, dynamic_entry as *mut c_void, (&raw mut dynamic).cast(), 0) };
    (dynamic.debug != 0).then_some(dynamic.debug)
}

/// The auxiliary vector being read (`AT_VECTOR_SIZE`, 52 words on x86-64).
#[map]
static AUXV: PerCpuArray<[u64; AUXV_WORDS]> = PerCpuArray::with_max_entries(1, 0);
const AUXV_WORDS: usize = 52;
const AUXV_BYTES: u32 = (AUXV_WORDS * 8) as u32;
/// elf.h's `AT_*`.
const AT_NULL: u64 = 0;
const AT_PHDR: u64 = 3;
const AT_PHNUM: u64 = 5;
const AT_BASE: u64 = 7;
/// `Elf64_Phdr`: 56 bytes, `p_type` at 0, `p_vaddr` at 16.
const PHDR_SIZE: u64 = 56;
const P_VADDR: u64 = 16;
const PT_DYNAMIC: u32 = 2;
const PT_PHDR: u32 = 6;
const MAX_HEADERS: u32 = 64;
/// `Elf64_Dyn`: a tag and a value, 8 bytes each.
const DT_NULL: u64 = 0;
const DT_DEBUG: u64 = 21;
const MAX_DYNAMIC: u32 = 128;

#[repr(C)]
struct Headers {
    at: u64,
    count: u64,
    self_vaddr: u64,
    dynamic_vaddr: u64,
}

/// One program header: 1 (stop) past the last.
#[inline(never)]
extern "C" fn header(index: u64, ctx: *mut c_void) -> i64 {
    // SAFETY: `bpf_loop`'s context: `r_debug_of_program`'s `ph`, on its stack, live for the loop.
    let ph = unsafe { &mut *(ctx as *mut Headers) };
    if index >= ph.count {
        return 1;
    }
    let at = ph.at + index * PHDR_SIZE;
    match read::<u32>(at) {
        PT_PHDR => ph.self_vaddr = read::<u64>(at + P_VADDR),
        PT_DYNAMIC => ph.dynamic_vaddr = read::<u64>(at + P_VADDR),
        _ => {}
    }
    0
}

#[repr(C)]
struct Dynamic {
    at: u64,
    debug: u64,
}

/// One entry of the dynamic section: 1 (stop) at `DT_NULL` or `DT_DEBUG`.
#[inline(never)]
extern "C" fn dynamic_entry(index: u64, ctx: *mut c_void) -> i64 {
    // SAFETY: `bpf_loop`'s context: `r_debug_of_program`'s `dynamic`, live for the loop.
    let d = unsafe { &mut *(ctx as *mut Dynamic) };
    let at = d.at + index * 16;
    match read::<u64>(at) {
        DT_NULL => 1,
        DT_DEBUG => {
            d.debug = read::<u64>(at + 8);
            1
        }
        _ => 0,
    }
}

#[repr(C)]
struct Walk {
    tgid: u32,
    node: u64,
    last: u64,
    /// The first loader copy found not armed (its `link_map`), or 0.
    found: u64,
    seen: bool,
    /// The objects walked are reported after (`report_next`).
    report: bool,
}

/// One object of the walk: 1 (stop) at the end of the list.
#[inline(never)]
extern "C" fn visit(_index: u64, ctx: *mut c_void) -> i64 {
    // SAFETY: `bpf_loop`'s context: the caller's `Walk`, on its stack, live for the loop.
    let walk = unsafe { &mut *(ctx as *mut Walk) };
    if walk.node == 0 {
        return 1;
    }
    if is_loader(read::<u64>(walk.node + L_NAME)) {
        walk.seen = true;
        if walk.found == 0 && !armed(walk.tgid, read::<u64>(walk.node)) {
            walk.found = walk.node;
        }
    }
    walk.last = walk.node;
    walk.node = read::<u64>(walk.node + L_NEXT);
    0
}

/// One object of `loaded_a_loader`'s report: 1 (stop) at the end of the list.
#[inline(never)]
extern "C" fn report_next(_index: u64, ctx: *mut c_void) -> i64 {
    // SAFETY: `bpf_loop`'s context: `loaded_a_loader`'s `first`, on its stack, live for the loop.
    let node = unsafe { &mut *(ctx as *mut u64) };
    if *node == 0 {
        return 1;
    }
    send_object(*node, phase::OBJECT, 0);
    *node = read::<u64>(*node + L_NEXT);
    0
}

/// At a process's BEGIN, while stacks are on: every object ld.so has mapped in it (its list as
/// of the last `_dl_debug_state`, walked back from the tail `TAILS` keeps), as OBJECT events
/// right after the BEGIN, so that the daemon knows them even if the process is gone before it
/// could read its maps. A process ld.so's probe never saw (it predates it) has none.
#[inline(always)]
pub fn report_loaded(tgid: u32) {
    if !config_set(config::STACKS) {
        return;
    }
    // SAFETY: a map value, valid for this run, copied at once (`&t`).
    let mut node = match unsafe { TAILS.get(&tgid) } {
        Some(&t) if t & SUSPECT == 0 => t,
        _ => return,
    };
    // SAFETY: a helper call; its context is `node`, ours, the u64 `report_back` takes.
    unsafe { bpf_loop(MAX_OBJECTS, report_back as *mut c_void, (&raw mut node).cast(), 0) };
}

/// One object of `report_loaded`'s walk: 1 (stop) past the head.
#[inline(never)]
extern "C" fn report_back(_index: u64, ctx: *mut c_void) -> i64 {
    // SAFETY: `bpf_loop`'s context: `report_loaded`'s `node`, on its stack, live for the loop.
    let node = unsafe { &mut *(ctx as *mut u64) };
    if *node == 0 {
        return 1;
    }
    send_object(*node, phase::OBJECT, 0);
    *node = read::<u64>(*node + L_PREV);
    0
}

/// An [`ObjectEvent`] (`phase::OBJECT`, or a LIBS event that names a copy) for the object of
/// `link_map` `node`.
#[inline(always)]
fn send_object(node: u64, phase: u8, api: u16) {
    ze_send_object(node, phase as u64, api as u64);
}

/// The body, a global function: verified once (see the crate's text).
#[unsafe(no_mangle)]
#[inline(never)]
pub extern "C" fn ze_send_object(node: u64, phase: u64, api: u64) -> u64 {
    let (phase, api) = (phase as u8, api as u16);
    let Some(pid_tgid) = current() else { return 0 };
    let Some(mut slot) = crate::rings::reserve::<ObjectEvent>((pid_tgid >> 32) as u32) else { return 0 };
    let rec = slot.as_mut_ptr();
    let base = read::<u64>(node);
    // The file is found from an address in it: the bias is the start of a library's first
    // mapping; a program not built as PIE has a bias of 0, and its dynamic section tells.
    let inside = if base == 0 { read::<u64>(node + L_LD) } else { base };
    let mut key = FileKey::default();
    // SAFETY: helper calls: the task has no pointers; `bpf_find_vma`'s context is `key`, ours, the
    // `FileKey` `file_of` takes.
    let task = unsafe { bpf_get_current_task_btf() };
    unsafe { bpf_find_vma(task, inside, file_of as *mut c_void, (&raw mut key).cast(), 0) };
    let mut ev = lifecycle(pid_tgid, phase);
    ev.api = api;
    ev.handle = base;
    ev.size = key.ino;
    ev.parent = key.dev as u64;
    // SAFETY: the ring record reserved above, an `ObjectEvent`, ours until submitted; the name is
    // user memory the helper reads (it fails, never faults).
    unsafe {
        (*rec).ev = ev;
        let path = &mut (*rec).path;
        if bpf_probe_read_user_str_bytes(read::<u64>(node + L_NAME) as *const u8, path).is_err() {
            path[0] = 0;
        }
        path[OBJECT_PATH - 1] = 0;
    }
    slot.submit(0);
    0
}

/// Whether the object loaded at `base` (its `l_addr`: the start of its first mapping) is a
/// file in `ARMED`, for every process or for `tgid`.
#[inline(always)]
fn armed(tgid: u32, base: u64) -> bool {
    ze_armed(tgid as u64, base) != 0
}

/// The body, a global function: verified once (see the crate's text).
#[unsafe(no_mangle)]
#[inline(never)]
pub extern "C" fn ze_armed(tgid: u64, base: u64) -> u64 {
    let tgid = tgid as u32;
    // SAFETY: a helper without pointers (the clock).
    let mut look = Look { base, key: FileKey::default(), deadline_ns: unsafe { bpf_ktime_get_ns() } + BUSY_PATIENCE_NS, found: -1 };
    // SAFETY: a helper call; its context is `look`, ours, the `Look` `look_up` takes.
    unsafe { bpf_loop(MAX_LOOKS, look_up as *mut c_void, (&raw mut look).cast(), 0) };
    let mut key = look.key;
    if look.found != 0 || key.ino == 0 {
        return 0;
    }
    // SAFETY: map values, only tested for presence (both blocks).
    let everyone = unsafe { ARMED.get(&key).is_some() };
    key.pid = tgid;
    (everyone || unsafe { ARMED.get(&key).is_some() }) as u64
}

/// How long `armed` tries again while the process's memory map is locked: `bpf_find_vma` only
/// tries the lock, and a writer holds it for as long as it takes to write a breakpoint into each
/// process that maps a file being probed (a tracer hooking the Python that runs a burst of
/// processes takes all their locks, one after another, once per probe: its end and each place
/// its main script can end, `exit_hook`). A copy armed long ago must not read as unarmed for
/// that: its process would be held for nothing or, no hold left, judged incomplete (1 of a
/// burst of 24 Pythons was, with 10 ms, once the main script's ends were hooked with the file).
const BUSY_PATIENCE_NS: u64 = 40_000_000;
/// The most tries: the deadline ends it first.
const MAX_LOOKS: u32 = 1 << 20;
/// `bpf_find_vma`'s "the lock was taken".
const EBUSY: i64 = -16;

#[repr(C)]
struct Look {
    base: u64,
    key: FileKey,
    deadline_ns: u64,
    /// What `bpf_find_vma` answered last.
    found: i64,
}

/// One try: 1 (stop) once `bpf_find_vma` has answered other than busy, or time is up.
#[inline(never)]
extern "C" fn look_up(_index: u64, ctx: *mut c_void) -> i64 {
    // SAFETY: `bpf_loop`'s context: `ze_armed`'s `look`, on its stack, live for the loop.
    let look = unsafe { &mut *(ctx as *mut Look) };
    // SAFETY: helper calls: the task and the clock have no pointers; `bpf_find_vma`'s context is
    // `look.key`, the `FileKey` `file_of` takes.
    let task = unsafe { bpf_get_current_task_btf() };
    look.found = unsafe { bpf_find_vma(task, look.base, file_of as *mut c_void, (&raw mut look.key).cast(), 0) };
    (look.found != EBUSY || unsafe { bpf_ktime_get_ns() } >= look.deadline_ns) as i64
}

/// `bpf_find_vma`'s callback: the identity of the file mapped there.
#[inline(never)]
extern "C" fn file_of(_task: *mut c_void, vma: *mut c_void, ctx: *mut c_void) -> i64 {
    // SAFETY: `bpf_find_vma`'s context: the caller's `FileKey`, on its stack, live for the call.
    let key = unsafe { &mut *(ctx as *mut FileKey) };
    // Through the helper, so the verifier sees a number, to which run-time offsets may be added.
    let vma = vma as u64;
    // SAFETY: a read of kernel memory (our own local): the helper fails, never faults.
    let vma = unsafe { aya_ebpf::helpers::bpf_probe_read_kernel(&raw const vma) }.unwrap_or(0);
    key.ino = ze_mapped_file(vma, FILE_INO);
    key.dev = ze_mapped_file(vma, FILE_DEV) as u32;
    0
}

/// `ze_mapped_file`'s parts of a file's identity.
const FILE_INO: u64 = 0;
const FILE_DEV: u64 = 1;

/// The inode number (`FILE_INO`) or device (`FILE_DEV`) of the file `vma` maps, 0 if none.
/// A global function, verified once: `file_of`'s own body, with its five offsets looked up in
/// `CONFIG`, was verified at every visit of its callers' callbacks, a third of the exit
/// program's verification and of ld.so's (see the crate's text).
#[unsafe(no_mangle)]
#[inline(never)]
pub extern "C" fn ze_mapped_file(vma: u64, part: u64) -> u64 {
    let inode = read_kernel::<u64>(read_kernel::<u64>(vma, config::VMA_FILE).unwrap_or(0), config::FILE_INODE).unwrap_or(0);
    if part == FILE_INO {
        return read_kernel::<u64>(inode, config::INODE_INO).unwrap_or(0);
    }
    let sb = read_kernel::<u64>(inode, config::INODE_SB).unwrap_or(0);
    read_kernel::<u32>(sb, config::SB_DEV).unwrap_or(0) as u64
}

/// Whether the path at `name` (user memory) names a traced library's file (`libze_loader.so*`,
/// `libumf.so*`): a copy to arm before its first call.
///
/// Written for the verifier, which walks every visit of every object: the last '/' is looked
/// for by a `bpf_loop` (a callback is verified once; unrolled, the 40 rounds cost more than the
/// rest of the program), and each prefix is two 8-byte words, not a byte loop.
#[inline(always)]
fn is_loader(name: u64) -> bool {
    ze_is_loader(name) != 0
}

/// The body, a global function: verified once (see the crate's text).
#[unsafe(no_mangle)]
#[inline(never)]
pub extern "C" fn ze_is_loader(name: u64) -> u64 {
    let Some(buf) = PATH.get_ptr_mut(0) else { return 0 };
    // SAFETY: a per-CPU map value, valid forever; this CPU's path buffer.
    let buf = unsafe { &mut *buf };
    // SAFETY: a read of user memory (ld.so's name of the object): the helper fails, never faults.
    let Ok(path) = (unsafe { bpf_probe_read_user_str_bytes(name as *const u8, &mut buf[..PATH_MAX]) }) else {
        return 0;
    };
    // The base name starts after the last '/': looked for in the last `MAX_BASE` bytes only
    // (a longer base name is not the loader's).
    let mut find = Slash { len: path.len() as u64, base: u64::MAX };
    // SAFETY: a helper call; its context is `find`, ours, the `Slash` `slash` takes.
    unsafe { bpf_loop(MAX_BASE as u32, slash as *mut c_void, (&raw mut find).cast(), 0) };
    let (base, len) = (find.base as usize, find.len as usize);
    (find.base != u64::MAX && (named(buf, base, len, LOADER) || named(buf, base, len, UMF))) as u64
}

#[repr(C)]
struct Slash {
    len: u64,
    base: u64,
}

/// One byte back from the end of `PATH`: 1 (stop) at a '/' (`base`: the byte after it), or at
/// the start.
#[inline(never)]
extern "C" fn slash(index: u64, ctx: *mut c_void) -> i64 {
    // SAFETY: `bpf_loop`'s context: `ze_is_loader`'s `find`, on its stack, live for the loop.
    let f = unsafe { &mut *(ctx as *mut Slash) };
    let back = index + 1;
    if back > f.len {
        return 1;
    }
    let Some(buf) = PATH.get_ptr_mut(0) else { return 1 };
    let at = (f.len - back) as usize & (PATH_MAX - 1);
    // SAFETY: a per-CPU map value, valid forever: the path `ze_is_loader` read, read only.
    if unsafe { (*buf)[at] } == b'/' {
        f.base = at as u64 + 1;
        return 1;
    }
    0
}

/// Whether the base name at `base` of the `len` bytes of `buf` starts with `prefix` (8 to 16
/// bytes): its first 8 bytes and its last 8, as two words.
#[inline(always)]
fn named<const N: usize>(buf: &[u8; PATH_MAX + 16], base: usize, len: usize, prefix: &[u8; N]) -> bool {
    const { assert!(N >= 8 && N <= 16) };
    if base + N > len {
        return false;
    }
    let word = |at: usize| {
        // SAFETY: at < PATH_MAX, so at + 8 is within the buffer's slack.
        unsafe { buf.as_ptr().add(at & (PATH_MAX - 1)).cast::<u64>().read_unaligned() }
    };
    word(base) == prefix_word(prefix, 0) && word(base + N - 8) == prefix_word(prefix, N - 8)
}

/// The 8 bytes of `prefix` from `from`, as `named` reads them.
#[inline(always)]
const fn prefix_word<const N: usize>(prefix: &[u8; N], from: usize) -> u64 {
    let mut b = [0u8; 8];
    let mut i = 0;
    while i < 8 {
        b[i] = prefix[from + i];
        i += 1;
    }
    u64::from_ne_bytes(b)
}

/// The longest base name looked at: `libze_loader.so.1.12.345` and more.
const MAX_BASE: usize = 40;

/// How long a hold `held` lasts at most, in ms.
#[inline(always)]
pub(crate) fn hold_ms(held: u16) -> u32 {
    match held {
        // Holds that wait only for a look, which a responsive daemon makes within a few ms:
        // short, as a held thread takes its share of a CPU until parked.
        tracer_common::libs::STARTING_HELD | tracer_common::libs::UNLOOKED_HELD => config_value(config::START_HOLD_MS),
        // An ending process's frames are named from its memory, which is gone once it goes
        // on: a daemon behind on a burst of its creates gets longer (it is ending anyway).
        tracer_common::libs::EXITING_HELD => config_value(config::HOLD_MS) * 5 / 2,
        _ => config_value(config::HOLD_MS),
    }
}

/// Reports the thread (LIBS, its `api` made `held` if it is held) and polls `HOLD` until the
/// daemon lets it go or its time is up (`ms`, from `hold_ms`), yielding its CPU at each poll
/// after `YIELD_AFTER_NS` (`yield_cpu`: `sp` is its user stack pointer). `held` is only
/// stored, never branched on: the verifier then walks this once for holds of every kind that
/// reach it alike.
#[inline(always)]
pub(crate) fn hold(ev: &mut tracer_common::Event, tid: u32, sp: u64, held: u16, ms: u32) {
    // SAFETY: a helper without pointers (the clock).
    let now = unsafe { bpf_ktime_get_ns() };
    let deadline_ns = now + ms as u64 * 1_000_000;
    let hold = Hold { deadline_ns, since_ns: now, why: held as u64, parked: 0 };
    // Held threads poll until parked, each taking its share of a CPU from the daemon that
    // lets them go: never so many at once that the daemon has too little left.
    let Some(holding) = HOLDING.get_ptr_mut(0) else {
        send(*ev, BPF_RB_FORCE_WAKEUP as u64);
        return;
    };
    // SAFETY: a map value (an `Array`'s), valid forever; every CPU's, so changed atomically.
    let before = unsafe { atomic_xadd::<u64, u64, { AtomicOrdering::SeqCst }>(holding, 1) };
    let is_held = before < config_value(config::MAX_HOLDS) as u64 && HOLD.insert(&tid, &hold, 0).is_ok();
    if is_held {
        ev.api = held;
    }
    // Not held: how many were, for the daemon's log.
    ev.size = before;
    let told = send(*ev, BPF_RB_FORCE_WAKEUP as u64);
    if is_held && !told {
        // The report was lost (its ring full): no daemon will let it go, so it is not held
        // (its copy is armed later, and its process's lost events say so).
        let _ = HOLD.remove(&tid);
    } else if is_held {
        let _ = HOLD_BELL_0.output::<u32>(tid, BPF_RB_FORCE_WAKEUP as u64);
        let _ = HOLD_BELL_1.output::<u32>(tid, BPF_RB_FORCE_WAKEUP as u64);
        let mut wait = Wait { tid, deadline_ns, yield_from_ns: now + YIELD_AFTER_NS, sp };
        // One `bpf_loop` stops at MAX_POLLS: as many rounds as the deadline needs, in a loop
        // of loops, so that the verifier walks one round, not `MAX_ROUNDS`.
        // SAFETY: a helper call; its context is `wait`, ours, the `Wait` `round` and `waiting` take.
        unsafe { bpf_loop(MAX_ROUNDS, round as *mut c_void, (&raw mut wait).cast(), 0) };
        // Parked: it stops on its way out, and the daemon removes the entry as it lets it go.
        // Still there otherwise: the deadline passed. The daemon will find it gone, and say so.
        // SAFETY: a map value, valid for this run, read at once.
        if unsafe { HOLD.get(&tid) }.is_some_and(|h| h.parked == 0) {
            let _ = HOLD.remove(&tid);
        }
    }
    // SAFETY: `holding`, a map value (an `Array`'s), valid forever; changed atomically, as above.
    unsafe { atomic_xsub::<u64, u64, { AtomicOrdering::SeqCst }>(holding, 1) };
}

/// The most polls of `HOLD` per `bpf_loop`: its own limit, about 0.4 s here.
const MAX_POLLS: u32 = 1 << 23;

/// `bpf_loop`s per hold: enough for `config::HOLD_MS` (2 s) with room to spare; the deadline
/// ends it first.
const MAX_ROUNDS: u32 = 8;

#[repr(C)]
struct Wait {
    tid: u32,
    deadline_ns: u64,
    /// From when each poll yields (`yield_cpu`).
    yield_from_ns: u64,
    /// The held thread's user stack pointer, where it ran last: a page it has.
    sp: u64,
}

/// How long a held thread polls before it yields at each poll: a parker that gets a CPU parks
/// it well within this, so that it never waits for a CPU holding its process's mmap lock
/// (see `yield_cpu`); past it, no parker has run, and it lets them.
const YIELD_AFTER_NS: u64 = 1_000_000;

/// One round of polls: 1 (stop) once the thread is released or its time is up.
#[inline(never)]
extern "C" fn round(_index: u64, ctx: *mut c_void) -> i64 {
    // SAFETY: a helper call; its context is the `Wait` this callback was given, passed on as is.
    unsafe { bpf_loop(MAX_POLLS, waiting as *mut c_void, ctx, 0) };
    waiting(0, ctx)
}

/// One poll: 1 (stop) once the thread is released, parked or its time is up.
#[inline(never)]
extern "C" fn waiting(_index: u64, ctx: *mut c_void) -> i64 {
    // SAFETY: `bpf_loop`'s context: `hold`'s `wait`, on its stack, live for the loops.
    let wait = unsafe { &*(ctx as *const Wait) };
    // SAFETY: a map value, valid for this run, read at once; the clock, a helper without pointers.
    let done = unsafe { HOLD.get(&wait.tid) }.is_none_or(|h| h.parked != 0);
    let now = unsafe { bpf_ktime_get_ns() };
    if !done && now >= wait.yield_from_ns {
        yield_cpu(wait.sp);
    }
    (done || now >= wait.deadline_ns) as i64
}

/// Lets whatever else is runnable on this CPU run first (a parker, the daemon, another
/// tracer's): no helper sleeps or yields as such, but reading the thread's own memory through
/// the remote path (`access_process_vm`, which pins the page) reschedules if the CPU is wanted
/// (`cond_resched`, which a kernel without preemption runs only where the kernel calls it).
/// Without it, on such a kernel, held threads on every CPU (two tracers on a node, each
/// holding one thread of a burst) kept each tracer's parker off the CPUs until the holds ran
/// out, and the node stalled for as long as the burst lasted. Its price: the thread may wait
/// for the CPU holding its process's mmap lock (the page walk's, for reading), which arming
/// takes for writing; hence only after `YIELD_AFTER_NS`.
#[inline(always)]
fn yield_cpu(sp: u64) {
    let mut byte = 0u8;
    // SAFETY: a helper call; `byte` is ours, of the size given, and the task is the current
    // one, as the kernel hands it out (a trusted pointer). A failed read only does not yield.
    unsafe { bpf_copy_from_user_task((&raw mut byte).cast(), 1, sp as *const c_void, bpf_get_current_task_btf(), 0) };
}

/// A `T` of user memory, or zero.
#[inline(always)]
pub(crate) fn read<T: Default>(at: u64) -> T {
    if at < 4096 {
        return T::default();
    }
    // SAFETY: a read of user memory: the helper fails, never faults (every `T` read is an integer,
    // valid as any bytes).
    unsafe { bpf_probe_read_user(at as *const T) }.unwrap_or_default()
}

/// A thread that exits is held no more; a process that exits or execs has a new list.
#[inline(always)]
pub fn forget(tid: u32, tgid: u32, process: bool) {
    // SAFETY: a map value, only tested for presence.
    if unsafe { HOLD.get(&tid).is_some() } {
        let _ = HOLD.remove(&tid);
    }
    if process {
        let _ = TAILS.remove(&tgid);
    }
}
