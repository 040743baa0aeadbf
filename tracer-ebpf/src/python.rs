//! A create's Python frames (`tracer_common::PyStackEvent`): in a process the daemon found to
//! run CPython (`PY_PROCS`: where its `_PyRuntime` is, and the version's offsets), the calling
//! thread's interpreter frames, read raw: each frame's code object and instruction. The daemon
//! names them while the process lives; the kernel knows nothing of Python beyond the offsets.
//!
//! The thread's state is found by its TID in the main interpreter's thread list: a thread
//! that released the GIL (ctypes, and every extension that calls into Level Zero, do) is no
//! longer the runtime's current one, but stays in the list with its frames. It is remembered
//! (`PY_THREADS`) and checked by its TID at each use: a create reads the thread state once.
use aya_ebpf::{
    helpers::bpf_probe_read_user_buf,
    macros::{map, uprobe, uretprobe},
    maps::{LruHashMap, PerCpuArray},
    programs::{ProbeContext, RetProbeContext},
};
use tracer_common::{Event, MAX_PY_FRAMES, PY_NONE, PyFrame, PyProc, PyStackEvent, flags, phase, py_tid};

use crate::{BEGUN, current, has, libs::read, lifecycle, read_kernel, rings};

/// On `Py_FinalizeEx` (before finalization frees the code objects) and on libc's `_exit`
/// (`os._exit` skips finalization): a traced CPython process is ending, and the daemon names
/// its creates' Python frames from its memory, which is gone once it has exited. The thread is
/// held (as ld.so's probe holds one, see `libs`) until the daemon has drained the ring up to
/// this event and named them, so that a script that exits right after its leak keeps its line.
/// Once per process: `_exit` after a finalization that held it goes on at once.
#[uprobe(sleepable)]
pub fn ze_py_exit(_ctx: ProbeContext) -> u32 {
    let Some(pid_tgid) = current() else { return 0 };
    let tgid = (pid_tgid >> 32) as u32;
    if !has(tgid, BEGUN) || unsafe { PY_PROCS.get(&tgid) }.is_none() || EXITING.insert(&tgid, &1, BPF_NOEXIST as u64).is_err() {
        return 0;
    }
    let mut ev = lifecycle(pid_tgid, phase::LIBS);
    ev.api = tracer_common::libs::EXITING;
    crate::libs::hold(&mut ev, pid_tgid as u32, tracer_common::libs::EXITING_HELD);
    0
}

/// On `PyEval_EvalCode`'s return that leaves its thread running no Python code: the main
/// script ended (`python script.py`, `-c`). CPython's `run_mod` frees the main module's code
/// object right after, long before `Py_FinalizeEx`: the process is held here, as
/// `ze_py_exit` holds it, so that the frames of `<module>` are named while its code can still
/// be read. A return into Python code (an `exec`, an import) goes on at once; so does a
/// thread whose state is not known (its process is held at `Py_FinalizeEx` then).
#[uretprobe(sleepable)]
pub fn ze_py_main_end(_ctx: RetProbeContext) -> u32 {
    let Some(pid_tgid) = current() else { return 0 };
    let tgid = (pid_tgid >> 32) as u32;
    if !has(tgid, BEGUN) || unsafe { EXITING.get(&tgid) }.is_some() {
        return 0;
    }
    let Some(py) = (unsafe { PY_PROCS.get(&tgid) }) else { return 0 };
    let Some(scratch) = PY_SCRATCH.get_ptr_mut(0) else { return 0 };
    let tid = pid_tgid as u32;
    let Some(frame) = current_frame(py, unsafe { &mut *scratch }, tid) else { return 0 };
    if frame != 0 || EXITING.insert(&tgid, &1, BPF_NOEXIST as u64).is_err() {
        return 0;
    }
    let mut ev = lifecycle(pid_tgid, phase::LIBS);
    ev.api = tracer_common::libs::EXITING;
    crate::libs::hold(&mut ev, tid, tracer_common::libs::EXITING_HELD);
    0
}

/// The CPython processes `ze_py_exit` saw ending (until their exit or exec).
#[map]
static EXITING: LruHashMap<u32, u8> = LruHashMap::with_max_entries(8192, 0);
const BPF_NOEXIST: u32 = aya_ebpf::bindings::BPF_NOEXIST;

/// A process exits or execs: a later one with its PID is held at its own end.
#[inline(always)]
pub fn forget(tgid: u32) {
    if unsafe { EXITING.get(&tgid) }.is_some() {
        let _ = EXITING.remove(&tgid);
    }
}

/// The daemon's entry per CPython process (LRU: one that never made a Level Zero call has no
/// EXIT to remove it by).
#[map]
static PY_PROCS: LruHashMap<u32, PyProc> = LruHashMap::with_max_entries(8192, 0);

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

impl Window {
    fn holds(&self, at: u64, bytes: u64) -> bool {
        at >= self.base && at + bytes <= self.base + self.len
    }
}

/// Sends the Python frames of `ev`'s thread, if its process runs CPython: whether it did.
#[inline(always)]
pub fn send_frames(ev: &Event) -> bool {
    let Some(py) = (unsafe { PY_PROCS.get(&ev.pid) }) else { return false };
    let Some(scratch) = PY_SCRATCH.get_ptr_mut(0) else { return false };
    // SAFETY: this CPU's scratch; a BPF program is not preempted here (PREEMPT_NONE or not,
    // per-CPU map values are not shared while it runs).
    let scratch = unsafe { &mut *scratch };
    let Some(mut frame) = current_frame(py, scratch, ev.tid) else { return false };
    if frame == 0 {
        return false;
    }
    let Some(mut slot) = rings::reserve::<PyStackEvent>(ev.pid) else { return false };
    let rec = slot.as_mut_ptr();
    unsafe {
        (*rec).ev = Event { flags: flags::PYTHON, ..*ev };
        (*rec).len = 0;
        (*rec).cut = 0;
    }
    let need = (py.frame_bytes as u64).min(FRAME_BYTES);
    let mut w = Window { base: 0, len: 0 };
    for i in 0..MAX_PY_FRAMES {
        if frame == 0 {
            break;
        }
        if !w.holds(frame, need) {
            match fill(scratch, frame, need) {
                Some(filled) => w = filled,
                None => break,
            }
        }
        let at = frame - w.base;
        let f = PyFrame {
            code: word(scratch, at, py.frame_code),
            instr: word(scratch, at, py.frame_instr),
            flag: byte(scratch, at, py.frame_flag),
            _pad: [0; 7],
        };
        // SAFETY: `i` < MAX_PY_FRAMES, within the reserved record.
        unsafe {
            (*rec).frames[i] = f;
            (*rec).len = i as u32 + 1;
        }
        frame = word(scratch, at, py.frame_previous);
    }
    unsafe { (*rec).cut = (frame != 0) as u32 };
    // No wake-up: the create's own record, next, decides.
    slot.submit(0);
    true
}

/// The current thread's innermost Python frame (0: it runs no Python code), if its state is
/// found.
#[inline(always)]
fn current_frame(py: &PyProc, scratch: &mut Scratch, tid: u32) -> Option<u64> {
    // How the thread state names its thread: the TID (ours, or its own namespace's), or (3.10)
    // the thread pointer.
    let me = match py.tid_kind {
        py_tid::THREAD_POINTER => {
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
        if unsafe { bpf_probe_read_user_buf(base as *const u8, dst) }.is_ok() {
            return Some(Window { base, len: len as u64 });
        }
    }
    let dst = &mut s.bytes[..(need as usize).clamp(8, FRAME_BYTES as usize)];
    let len = dst.len() as u64;
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
    if let Some(&ts) = unsafe { PY_THREADS.get(&tid) } {
        if read_state(py, s, ts) && state_word(s, py.tstate_tid) == me {
            return Some(state_word(s, py.tstate_frame));
        }
    }
    let interp = read::<u64>(py.runtime + py.interpreters_head as u64);
    let mut ts = read::<u64>(interp + py.threads_head as u64);
    for _ in 0..MAX_THREADS {
        if ts == 0 || !read_state(py, s, ts) {
            return None;
        }
        if state_word(s, py.tstate_tid) == me {
            let _ = PY_THREADS.insert(&tid, &ts, 0);
            return Some(state_word(s, py.tstate_frame));
        }
        ts = state_word(s, py.tstate_next);
    }
    None
}

/// Reads the thread state at `ts` into the scratch buffer.
#[inline(always)]
fn read_state(py: &PyProc, s: &mut Scratch, ts: u64) -> bool {
    let dst = &mut s.bytes[..(py.tstate_bytes as usize).clamp(8, STATE_BYTES)];
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
