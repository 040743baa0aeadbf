//! A create's Python frames (`tracer_common::PyStackEvent`): in a process the daemon found to
//! run CPython (`PY_PROCS`: where its `_PyRuntime` is, and the version's offsets), the calling
//! thread's interpreter frames, read raw: each frame's code object and instruction. The daemon
//! names them while the process lives; the kernel knows nothing of Python beyond the offsets.
//!
//! The thread's state is found by its TID in the main interpreter's thread list: a thread
//! that released the GIL (ctypes, and every extension that calls into Level Zero, do) is no
//! longer the runtime's current one, but stays in the list with its frames. It is remembered
//! (`PY_THREADS`) and checked by its TID at each use: a create reads the thread state once.
use core::ffi::c_void;

use aya_ebpf::{
    bindings::{BPF_F_MMAPABLE, BPF_RB_PROD_POS},
    helpers::{bpf_probe_read_user_buf, generated::bpf_loop},
    macros::{map, uprobe},
    maps::{Array, LruHashMap, PerCpuArray},
    programs::ProbeContext,
};
use tracer_common::{Event, MAX_PY_FRAMES, PY_NONE, PyFrame, PyProc, PyStackEvent, flags, phase, py_tid};

use crate::{BEGUN, current, has, libs::read, lifecycle, read_kernel, rings};

/// On `Py_FinalizeEx` (before finalization frees the code objects) and on libc's `_exit`
/// (`os._exit` skips finalization): a traced CPython process is ending, and the daemon names
/// its creates' Python frames from its memory, which is gone once it has exited. The thread is
/// held (as ld.so's probe holds one, see `libs`) until the daemon has drained the ring up to
/// this event and named them, so that a script that exits right after its leak keeps its line;
/// not if the daemon has applied every record of its ring already (`all_applied`). Once per
/// process: `_exit` after a finalization that held it goes on at once.
#[uprobe(sleepable)]
pub fn ze_py_exit(ctx: ProbeContext) -> u32 {
    let Some(pid_tgid) = current() else { return 0 };
    let tgid = (pid_tgid >> 32) as u32;
    // SAFETY: a map value, only tested for presence.
    if !has(tgid, BEGUN) || unsafe { PY_PROCS.get(&tgid) }.is_none() || all_applied(tgid) || EXITING.insert(&tgid, &1, BPF_NOEXIST as u64).is_err() {
        return 0;
    }
    let mut ev = lifecycle(pid_tgid, phase::LIBS);
    ev.api = tracer_common::libs::EXITING;
    crate::libs::hold(&mut ev, pid_tgid as u32, crate::libs::sp(&ctx), tracer_common::libs::EXITING_HELD, crate::libs::hold_ms(tracer_common::libs::EXITING_HELD));
    0
}

/// Where a call of `PyEval_EvalCode` returns to (the instruction after each call in the
/// interpreter's code, or the first emulated one from there: see `tracer-user`'s
/// `probes::return_sites`), once it leaves its thread
/// running no Python code: the main script ended (`python script.py`, `-c`). CPython's
/// `run_mod` frees the main module's code object right after, long before `Py_FinalizeEx`:
/// the process is held here, as `ze_py_exit` holds it, so that the frames of `<module>` are
/// named while its code can still be read. A return into Python code (an `exec`, an import)
/// goes on at once; so does a thread whose state is not known (its process is held at
/// `Py_FinalizeEx` then), and one whose frames are all named (`all_applied`). Not a return
/// probe: a return probe catches only the calls entered after it is attached, and a process
/// is found to make Level Zero calls inside its main script's call.
#[uprobe(sleepable)]
pub fn ze_py_main_end(ctx: ProbeContext) -> u32 {
    let Some(pid_tgid) = current() else { return 0 };
    let tgid = (pid_tgid >> 32) as u32;
    // SAFETY: a map value, only tested for presence.
    if !has(tgid, BEGUN) || unsafe { EXITING.get(&tgid) }.is_some() {
        return 0;
    }
    // SAFETY: a map value, valid for this run, copied at once (as `send_frames` does): the
    // daemon may update it, or the LRU reuse it, during the walk below.
    let Some(py) = (unsafe { PY_PROCS.get(&tgid) }) else { return 0 };
    let py = *py;
    let Some(scratch) = PY_SCRATCH.get_ptr_mut(0) else { return 0 };
    let tid = pid_tgid as u32;
    // SAFETY: a per-CPU map value, valid forever: this CPU's scratch (see `send_frames`).
    let Some(frame) = current_frame(&py, unsafe { &mut *scratch }, tid) else { return 0 };
    if frame != 0 || all_applied(tgid) || EXITING.insert(&tgid, &1, BPF_NOEXIST as u64).is_err() {
        return 0;
    }
    let mut ev = lifecycle(pid_tgid, phase::LIBS);
    ev.api = tracer_common::libs::EXITING;
    crate::libs::hold(&mut ev, tid, crate::libs::sp(&ctx), tracer_common::libs::EXITING_HELD, crate::libs::hold_ms(tracer_common::libs::EXITING_HELD));
    0
}

/// Per ring shard, how far (in ring position) the daemon has applied its records: written by the
/// daemon (mmapped) after each batch, once the frames of the batch's creates are named.
#[map]
static APPLIED: Array<u64> = Array::with_max_entries(tracer_common::MAX_SHARDS, BPF_F_MMAPABLE);

/// Whether the daemon has applied every record of `pid`'s ring written so far, `pid`'s among
/// them: its creates' frames are named, so its end need not wait (a process whose last calls
/// are older than the daemon's last drain). Records still unread, of any process of the ring,
/// make it wait as before. Nothing is kept per create: the exit hooks alone ask.
#[inline(always)]
fn all_applied(pid: u32) -> bool {
    let Some(applied) = APPLIED.get_ptr(rings::shard(pid)) else { return false };
    // SAFETY: an `Array`'s value, valid forever; written by the daemon, so read volatile.
    let applied = unsafe { applied.read_volatile() };
    rings::query(pid, BPF_RB_PROD_POS as u64) <= applied
}

/// The CPython processes `ze_py_exit` saw ending (until their exit or exec).
#[map]
static EXITING: LruHashMap<u32, u8> = LruHashMap::with_max_entries(8192, 0);
const BPF_NOEXIST: u32 = aya_ebpf::bindings::BPF_NOEXIST;

/// A process exits or execs: a later one with its PID is held at its own end.
#[inline(always)]
pub fn forget(tgid: u32) {
    // SAFETY: a map value, only tested for presence.
    if unsafe { EXITING.get(&tgid) }.is_some() {
        let _ = EXITING.remove(&tgid);
    }
}

/// The daemon's entry per CPython process (LRU: one that never made a Level Zero call has no
/// EXIT to remove it by).
#[map]
static PY_PROCS: LruHashMap<u32, PyProc> = LruHashMap::with_max_entries(8192, 0);

/// Whether the daemon found `tgid` to run a CPython whose frames it walks (`PY_PROCS`).
#[inline(always)]
pub fn walked(tgid: u32) -> bool {
    // SAFETY: a map value, only tested for presence.
    unsafe { PY_PROCS.get(&tgid) }.is_some()
}

/// 1 while `PY_PROCS` holds any process, as the daemon keeps it: a create of a program that
/// runs no CPython, on a node that runs none, is spared the lookup.
#[map]
static PY_ANY: Array<u32> = Array::with_max_entries(1, 0);

/// Each thread's `PyThreadState`, once found.
#[map]
static PY_THREADS: LruHashMap<u32, u64> = LruHashMap::with_max_entries(16384, 0);

/// Threads looked at in the list before giving up.
const MAX_THREADS: u32 = 64;

/// The most bytes of a frame read (`PyProc::frame_bytes`, checked by the daemon).
const FRAME_BYTES: u64 = 128;

/// Frames are read a page at a time: from 3.11 on they live in the thread's data stack, each
/// caller's just below its callee's, so one read from the start of a frame's page holds a run
/// of them. Never below that page: a read that faults (the data stack's first page has nothing
/// mapped below it) costs microseconds under virtualization. Measured here, the return
/// program's run time per create 14 frames deep: 2.4 µs, against 4.1 reading each frame, 2.5
/// with 1 KB windows and 1.0 without Python frames. 3.10's frames are objects of their own: mostly a read each.
const WINDOW: u64 = 4096;

#[repr(C)]
pub struct Scratch {
    bytes: [u8; WINDOW as usize + FRAME_BYTES as usize],
}

/// Where frames and thread states are read to (too large for the BPF stack).
#[map]
static PY_SCRATCH: PerCpuArray<Scratch> = PerCpuArray::with_max_entries(1, 0);

/// What of the process's memory is in the scratch buffer: `len` bytes from `base`.
struct Window {
    base: u64,
    len: u64,
}

/// Sends the Python frames of `ev`'s thread, if its process runs CPython: whether it did.
///
/// Both walks (the thread list, the frames) are `bpf_loop` callbacks: unrolled, their 64 and 32
/// rounds made this the create's return program the verifier took most of a second over, at
/// every start. A callback is still verified at every state that reaches its loop, and the
/// create's return reaches this one with many: the walks are a global function
/// (`ze_py_frames`), verified once, called once per create (a global call per frame, tried,
/// verified a third less, but made a Python create's return program about a tenth dearer in
/// `bench python`'s BPF run time). The record is built in a per-CPU buffer and sent whole.
#[inline(always)]
pub fn send_frames(ev: &Event) -> bool {
    if PY_ANY.get(0).is_none_or(|any| *any == 0) {
        return false;
    }
    let walked = ze_py_frames(ev.pid as u64, ev.tid as u64);
    if walked & WALKED == 0 {
        return false;
    }
    let Some(rec) = PY_RECORD.get_ptr_mut(0) else { return false };
    // SAFETY: this CPU's record buffer (see `ze_py_frames`).
    let rec = unsafe { &mut *rec };
    rec.ev = Event { flags: flags::PYTHON, ..*ev };
    rec.len = walked as u32;
    rec.cut = ((walked & CUT) != 0) as u32;
    // No wake-up: the create's own record, next, decides.
    rings::output(ev.pid, rec)
}

/// `ze_py_frames`' answer: the frames read (the low 32 bits), whether any walk was made, and
/// whether it stopped short of the outermost frame.
const WALKED: u64 = 1 << 40;
const CUT: u64 = 1 << 41;

/// The Python frames of thread `tid` of process `pid` into `PY_RECORD`'s frames, if its process
/// runs CPython (see `send_frames`): a global function, numbers in and out.
#[unsafe(no_mangle)]
#[inline(never)]
pub extern "C" fn ze_py_frames(pid: u64, tid: u64) -> u64 {
    let (pid, tid) = (pid as u32, tid as u32);
    // SAFETY: a map value, valid for this run, copied at once.
    let Some(py) = (unsafe { PY_PROCS.get(&pid) }) else { return 0 };
    let py = *py;
    let Some(scratch) = PY_SCRATCH.get_ptr_mut(0) else { return 0 };
    // SAFETY: this CPU's scratch, in bounds whatever it holds. A uprobe's program keeps its
    // CPU (migration is off) but, on a kernel that preempts (PREEMPT, RT), may be preempted by
    // a thread whose program writes this scratch too: the frames read would then be wrong,
    // never out of bounds. Not so without preemption (PREEMPT_NONE, these machines); a
    // per-thread store (task storage) would hold on every kernel.
    let Some(frame) = current_frame(&py, unsafe { &mut *scratch }, tid) else { return 0 };
    if frame == 0 {
        return 0;
    }
    let mut walk = FrameWalk {
        frame,
        need: (py.frame_bytes as u64).min(FRAME_BYTES),
        base: 0,
        len: 0,
        code: py.frame_code,
        instr: py.frame_instr,
        flag: py.frame_flag,
        previous: py.frame_previous,
        count: 0,
    };
    // SAFETY: a helper call; its context is `walk`, ours, the `FrameWalk` `next_frame` takes.
    unsafe { bpf_loop(MAX_PY_FRAMES as u32, next_frame as *mut c_void, (&raw mut walk).cast(), 0) };
    WALKED | walk.count as u64 | if walk.frame != 0 { CUT } else { 0 }
}

/// The record `send_frames` builds (too large for the BPF stack).
#[map]
static PY_RECORD: PerCpuArray<PyStackEvent> = PerCpuArray::with_max_entries(1, 0);

/// `send_frames`' walk: the frame to read next, what of the process's memory the scratch
/// buffer holds (`len` bytes from `base`), the version's offsets, the frames read.
#[repr(C)]
struct FrameWalk {
    frame: u64,
    need: u64,
    base: u64,
    len: u64,
    code: u16,
    instr: u16,
    flag: u16,
    previous: u16,
    count: u32,
}

/// One frame: 1 (stop) at the outermost, or one that cannot be read.
#[inline(never)]
extern "C" fn next_frame(index: u64, ctx: *mut c_void) -> i64 {
    // SAFETY: `bpf_loop`'s context: `send_frames`' `walk`, on its stack, live for the loop.
    let w = unsafe { &mut *(ctx as *mut FrameWalk) };
    if w.frame == 0 || index >= MAX_PY_FRAMES as u64 {
        return 1;
    }
    let (Some(s), Some(rec)) = (PY_SCRATCH.get_ptr_mut(0), PY_RECORD.get_ptr_mut(0)) else { return 1 };
    // SAFETY: this CPU's buffers (see `send_frames`).
    let (s, rec) = unsafe { (&mut *s, &mut *rec) };
    if !(w.frame >= w.base && w.frame + w.need <= w.base + w.len) {
        match fill(s, w.frame, w.need) {
            Some(filled) => (w.base, w.len) = (filled.base, filled.len),
            None => return 1,
        }
    }
    let at = w.frame - w.base;
    let i = index as usize & (MAX_PY_FRAMES - 1);
    let f = &mut rec.frames[i];
    f.code = word(s, at, w.code);
    f.instr = word(s, at, w.instr);
    // The flag and its padding in one word: zeroing the 7 bytes is a call of memset, whose
    // byte loop the verifier walked at every visit of this callback (a tenth of `ze_return`'s
    // verification).
    // SAFETY: `flag` and `_pad` are the frame's last 8 bytes, 8-aligned (asserted below).
    unsafe { (&raw mut f.flag).cast::<u64>().write(byte(s, at, w.flag) as u64) };
    w.count = i as u32 + 1;
    w.frame = word(s, at, w.previous);
    0
}
const _: () = assert!(MAX_PY_FRAMES.is_power_of_two(), "the frame index is masked");
const _: () = assert!(
    core::mem::offset_of!(PyFrame, flag) == 16 && core::mem::size_of::<PyFrame>() == 24,
    "a frame's flag and padding are its last word"
);

/// The current thread's innermost Python frame (0: it runs no Python code), if its state is
/// found.
#[inline(always)]
fn current_frame(py: &PyProc, scratch: &mut Scratch, tid: u32) -> Option<u64> {
    // How the thread state names its thread: the TID (ours, or its own namespace's), or (3.10)
    // the thread pointer.
    let me = match py.tid_kind {
        py_tid::THREAD_POINTER => {
            // SAFETY: a helper without pointers (the task's address, read only through the helper).
            let task = unsafe { aya_ebpf::helpers::bpf_get_current_task() };
            read_kernel::<u64>(task, tracer_common::config::TASK_FSBASE).unwrap_or(0)
        }
        py_tid::OWN_TID => crate::own_tid().unwrap_or(0) as u64,
        _ => tid as u64,
    };
    let frame = thread_frame(py, scratch, tid, me)?;
    match py.cframe_frame {
        PY_NONE => Some(frame),
        // 3.11, 3.12: the thread state points at a `_PyCFrame` (its root one, at the top).
        off if frame != 0 => Some(read::<u64>(frame + off as u64)),
        _ => Some(0),
    }
}

/// Reads the frame at `frame` and what is below it on its page, where its callers are; else
/// (its page's end, past its fields, is not mapped) its `need` bytes alone.
#[inline(always)]
fn fill(s: &mut Scratch, frame: u64, need: u64) -> Option<Window> {
    let base = frame & !(WINDOW - 1);
    let len = (frame + FRAME_BYTES - base) as usize;
    if len <= s.bytes.len() {
        let dst = &mut s.bytes[..len];
        // SAFETY: a read of user memory into the scratch buffer: the helper fails, never faults.
        if unsafe { bpf_probe_read_user_buf(base as *const u8, dst) }.is_ok() {
            return Some(Window { base, len: len as u64 });
        }
    }
    let dst = &mut s.bytes[..(need as usize).clamp(8, FRAME_BYTES as usize)];
    let len = dst.len() as u64;
    // SAFETY: as above.
    unsafe { bpf_probe_read_user_buf(frame as *const u8, dst) }.ok()?;
    Some(Window { base: frame, len })
}

/// The state of thread `tid` (`me` as the thread state names it), remembered or found in the
/// main interpreter's list: its frame pointer (`tstate_frame`). Each thread state is read once,
/// its first `tstate_bytes` into the scratch buffer.
#[inline(always)]
fn thread_frame(py: &PyProc, s: &mut Scratch, tid: u32, me: u64) -> Option<u64> {
    if me == 0 {
        return None;
    }
    // SAFETY: a map value, valid for this run, copied at once (`&ts`).
    if let Some(&ts) = unsafe { PY_THREADS.get(&tid) } {
        if read_state(py, s, ts) && state_word(s, py.tstate_tid) == me {
            return Some(state_word(s, py.tstate_frame));
        }
    }
    let interp = read::<u64>(py.runtime + py.interpreters_head as u64);
    let mut walk = ThreadWalk { ts: read::<u64>(interp + py.threads_head as u64), me, frame: 0, found: 0, py: *py };
    // SAFETY: a helper call; its context is `walk`, ours, the `ThreadWalk` `next_thread` takes.
    unsafe { bpf_loop(MAX_THREADS, next_thread as *mut c_void, (&raw mut walk).cast(), 0) };
    if walk.found == 0 {
        return None;
    }
    let _ = PY_THREADS.insert(&tid, &walk.ts, 0);
    Some(walk.frame)
}

/// `thread_frame`'s walk of the thread list: the state to read next, and what it looks for.
#[repr(C)]
struct ThreadWalk {
    ts: u64,
    me: u64,
    frame: u64,
    found: u64,
    py: PyProc,
}

/// One thread state: 1 (stop) once it is the thread's, or the list ends.
#[inline(never)]
extern "C" fn next_thread(_index: u64, ctx: *mut c_void) -> i64 {
    // SAFETY: `bpf_loop`'s context: `thread_frame`'s `walk`, on its stack, live for the loop.
    let w = unsafe { &mut *(ctx as *mut ThreadWalk) };
    let Some(s) = PY_SCRATCH.get_ptr_mut(0) else { return 1 };
    // SAFETY: this CPU's scratch (see `send_frames`).
    let s = unsafe { &mut *s };
    if w.ts == 0 || !read_state(&w.py, s, w.ts) {
        return 1;
    }
    if state_word(s, w.py.tstate_tid) == w.me {
        (w.frame, w.found) = (state_word(s, w.py.tstate_frame), 1);
        return 1;
    }
    w.ts = state_word(s, w.py.tstate_next);
    0
}

/// Reads the thread state at `ts` into the scratch buffer.
#[inline(always)]
fn read_state(py: &PyProc, s: &mut Scratch, ts: u64) -> bool {
    let dst = &mut s.bytes[..(py.tstate_bytes as usize).clamp(8, STATE_BYTES)];
    // SAFETY: a read of user memory into the scratch buffer: the helper fails, never faults.
    unsafe { bpf_probe_read_user_buf(ts as *const u8, dst) }.is_ok()
}

/// The most bytes of a thread state read (`PyProc::tstate_bytes`, checked by the daemon).
const STATE_BYTES: usize = 512;

/// The word at `field` (8-byte aligned, below 512) of the thread state read.
#[inline(always)]
fn state_word(s: &Scratch, field: u16) -> u64 {
    let i = field as usize & (STATE_BYTES - 8);
    // SAFETY: i + 8 <= STATE_BYTES, within the buffer.
    unsafe { s.bytes.as_ptr().add(i).cast::<u64>().read_unaligned() }
}

/// The word at byte `field` (8-byte aligned, below 128: the daemon checks) of the frame at
/// `at` in the window. Masked, not tested: what the verifier needs to see it bounded.
#[inline(always)]
fn word(s: &Scratch, at: u64, field: u16) -> u64 {
    let i = (at as usize & (WINDOW as usize - 1)) + (field as usize & (FRAME_BYTES as usize - 8));
    // SAFETY: i + 8 <= WINDOW + FRAME_BYTES, the buffer's size.
    unsafe { s.bytes.as_ptr().add(i).cast::<u64>().read_unaligned() }
}

/// The byte at `field`, or 0 for PY_NONE.
#[inline(always)]
fn byte(s: &Scratch, at: u64, field: u16) -> u8 {
    if field == PY_NONE {
        return 0;
    }
    let i = (at as usize & (WINDOW as usize - 1)) + (field as usize & (FRAME_BYTES as usize - 1));
    s.bytes[i]
}
