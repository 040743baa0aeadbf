//! A create's Python frames (`tracer_common::PyStackEvent`): in a process the daemon found to
//! run CPython (`PY_PROCS`: where its `_PyRuntime` is, and the version's offsets), the calling
//! thread's interpreter frames, read raw: each frame's code object and instruction. The daemon
//! names them while the process lives; the kernel knows nothing of Python beyond the offsets.
//!
//! The thread's state is found by its TID in the main interpreter's thread list: a thread
//! that released the GIL (ctypes, and every extension that calls into Level Zero, do) is no
//! longer the runtime's current one, but stays in the list with its frames. It is remembered
//! (`PY_THREADS`) and checked by its TID at each use, so a create reads one word to find it.
use aya_ebpf::{
    helpers::bpf_probe_read_user_buf,
    macros::map,
    maps::{LruHashMap},
};
use tracer_common::{Event, MAX_PY_FRAMES, PY_NONE, PyFrame, PyProc, PyStackEvent, flags};

use crate::{libs::read, read_kernel, rings};

/// The daemon's entry per CPython process (LRU: one that never made a Level Zero call has no
/// EXIT to remove it by).
#[map]
static PY_PROCS: LruHashMap<u32, PyProc> = LruHashMap::with_max_entries(8192, 0);

/// Each thread's `PyThreadState`, once found.
#[map]
static PY_THREADS: LruHashMap<u32, u64> = LruHashMap::with_max_entries(16384, 0);

/// Threads looked at in the list before giving up.
const MAX_THREADS: u32 = 64;

/// The most bytes read per frame (`PyProc::frame_bytes`, checked by the daemon).
const FRAME_WORDS: usize = 16;

/// Sends the Python frames of `ev`'s thread, if its process runs CPython: whether it did.
#[inline(always)]
pub fn send_frames(ev: &Event) -> bool {
    let Some(py) = (unsafe { PY_PROCS.get(&ev.pid) }) else { return false };
    // How the thread state names its thread: the TID, or (3.10) the thread pointer.
    let me = match py.tid_is_fsbase {
        0 => ev.tid as u64,
        _ => {
            let task = unsafe { aya_ebpf::helpers::bpf_get_current_task() };
            read_kernel::<u64>(task, tracer_common::config::TASK_FSBASE).unwrap_or(0)
        }
    };
    let Some(tstate) = thread_state(py, ev.tid, me) else { return false };
    let mut frame = read::<u64>(tstate + py.tstate_frame as u64);
    if py.cframe_frame != PY_NONE {
        frame = read::<u64>(frame + py.cframe_frame as u64);
    }
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
    let len = (py.frame_bytes as usize).min(FRAME_WORDS * 8);
    let mut buf = [0u64; FRAME_WORDS];
    for i in 0..MAX_PY_FRAMES {
        if frame == 0 {
            break;
        }
        // SAFETY: `buf` is ours; the helper reads user memory.
        let bytes = unsafe { core::slice::from_raw_parts_mut(buf.as_mut_ptr().cast::<u8>(), len) };
        if unsafe { bpf_probe_read_user_buf(frame as *const u8, bytes) }.is_err() {
            break;
        }
        let f = PyFrame { code: word(&buf, py.frame_code), instr: word(&buf, py.frame_instr), flag: byte(&buf, py.frame_flag), _pad: [0; 7] };
        // SAFETY: `i` < MAX_PY_FRAMES, within the reserved record.
        unsafe {
            (*rec).frames[i] = f;
            (*rec).len = i as u32 + 1;
        }
        frame = word(&buf, py.frame_previous);
    }
    unsafe { (*rec).cut = (frame != 0) as u32 };
    // No wake-up: the create's own record, next, decides.
    slot.submit(0);
    true
}

/// The state of thread `tid` (`me` as the thread state names it): remembered, or found in
/// the main interpreter's list.
#[inline(always)]
fn thread_state(py: &PyProc, tid: u32, me: u64) -> Option<u64> {
    if me == 0 {
        return None;
    }
    if let Some(&ts) = unsafe { PY_THREADS.get(&tid) } {
        if read::<u64>(ts + py.tstate_tid as u64) == me {
            return Some(ts);
        }
    }
    let interp = read::<u64>(py.runtime + py.interpreters_head as u64);
    let mut ts = read::<u64>(interp + py.threads_head as u64);
    for _ in 0..MAX_THREADS {
        if ts == 0 {
            return None;
        }
        if read::<u64>(ts + py.tstate_tid as u64) == me {
            let _ = PY_THREADS.insert(&tid, &ts, 0);
            return Some(ts);
        }
        ts = read::<u64>(ts + py.tstate_next as u64);
    }
    None
}

/// The word at byte `offset` of a frame read (an 8-byte-aligned field below 128: the daemon
/// checks). Masked, not tested, so that the verifier sees the read bounded and aligned.
#[inline(always)]
fn word(buf: &[u64; FRAME_WORDS], offset: u16) -> u64 {
    buf[(offset as usize >> 3) & (FRAME_WORDS - 1)]
}

/// The byte at `offset`, or 0 for PY_NONE.
#[inline(always)]
fn byte(buf: &[u64; FRAME_WORDS], offset: u16) -> u8 {
    if offset == PY_NONE {
        return 0;
    }
    (word(buf, offset) >> ((offset % 8) * 8)) as u8
}
