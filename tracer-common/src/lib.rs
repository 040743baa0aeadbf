//! What the eBPF probes and the daemon must agree on: the event layout, the cookie that tells
//! one generic probe which API it sits on, and [`APIS`], the one table of traced Level Zero
//! calls that drives the probes, the decoder and the CSV columns.
//!
//! The kernel side knows nothing about Level Zero: every attachment carries a [`Cookie`] built
//! from the table (which argument holds the handle, the size, the parent), so three BPF programs
//! serve every API and adding an API is one line in [`APIS`].
#![no_std]

mod api;
pub use api::*;

/// Bytes of ring buffer that carry [`Event`]s to user space, in all (`--ring-mb`), shared
/// among the shards.
pub const RING_BYTES: u32 = 16 << 20;

/// The most ring shards the probes can write: each process's events go to shard
/// `pid % shards` (`config::RING_SHARDS`), so that processes on different CPUs never write
/// one ring, and one process's events stay in order in one ring. 32 rings and the other maps
/// stay within the 64 maps a BPF program may use.
pub const MAX_SHARDS: u32 = 32;

/// Processes whose lost events the kernel side counts one by one (`DROPPED_BY_PID`): four times
/// `--max-processes`' default. Past it, losses are counted by ring (`DROPPED_UNTOLD`).
pub const DROP_PIDS: u32 = 16384;

/// The ring shard that carries process `pid`'s events, of `shards`.
pub const fn shard_of(pid: u32, shards: u32) -> u32 {
    if shards <= 1 { 0 } else { pid % shards }
}

/// What an event reports: a call, or a step in a process's life.
pub mod phase {
    /// A traced call, emitted at its return with the result code (and, for creates, the new
    /// handle).
    pub const CALL: u8 = 1;
    /// Before a process image's first event: `handle` is its cgroup id, `size` and `parent`
    /// hold its comm (see [`Event::comm`](crate::Event::comm)), `result` its uid, `api` and
    /// `flags` its parent's PID (see [`Event::parent_pid`](crate::Event::parent_pid)).
    pub const BEGIN: u8 = 2;
    /// The process that had a BEGIN exited (the last of its threads), after all its events.
    pub const EXIT: u8 = 3;
    /// A process called execve: its old image (if it had a BEGIN; `api` is then
    /// [`exec::IMAGE_ENDED`](crate::exec::IMAGE_ENDED)) ended.
    /// Every exec is reported system-wide, and every traced one under a filter, so that new
    /// copies of ld.so can be found.
    pub const EXEC: u8 = 4;
    /// ld.so loaded libraries in the process (`_dl_debug_state`): the daemon reads its maps
    /// for new loader copies. `api` says more (see [`libs`](crate::libs)).
    pub const LIBS: u8 = 5;
    /// ld.so mapped an object into a process that had a BEGIN, while stacks are on: an
    /// [`ObjectEvent`](crate::ObjectEvent). `handle` is its load bias (`l_addr`), `size` its
    /// inode and `parent` its device (the kernel's encoding), or 0 if not found. The daemon
    /// knows the object then, even if the process is gone before it could read its maps.
    pub const OBJECT: u8 = 6;
    /// A process made a traced call while the kernel side's table of processes was full
    /// (system-wide): it is not traced, its calls are not sent. Laid out as a BEGIN; its
    /// EXIT or EXEC still comes, so that the daemon knows when its PID is another process's.
    pub const NO_ROOM: u8 = 7;
}

/// What an event's `flags` say.
pub mod flags {
    /// The record is a [`StackEvent`](crate::StackEvent): the event and its caller's stack.
    pub const STACK: u8 = 1;
    /// A create whose stack was wanted but found no room in the ring: the call alone was sent.
    pub const STACK_DROPPED: u8 = 2;
    /// The record is a [`PyStackEvent`](crate::PyStackEvent): the calling thread's Python
    /// frames, for the create of the same thread that comes next in the ring (flagged
    /// [`WITH_PYTHON`]). Not an event of its own.
    pub const PYTHON: u8 = 4;
    /// A [`STACK`] record whose thread's Python frames came just before it ([`PYTHON`]).
    pub const WITH_PYTHON: u8 = 8;
    /// A create made while the same thread was inside a call of a layer above its library
    /// (`Library::level`): what a pool got for itself (a slab), not what it handed out.
    pub const IN_LAYER: u8 = 16;
}

/// The most Python frames a create's record carries (innermost first): deeper ones are cut,
/// and the record says so.
pub const MAX_PY_FRAMES: usize = 32;

/// One CPython frame as the kernel saw it: the code object it runs and where in it, read raw
/// (see `tracer-user`'s `python::layout` for what `instr` and `flag` mean per version). The
/// daemon names it while the process lives.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct PyFrame {
    pub code: u64,
    pub instr: u64,
    /// `_PyInterpreterFrame.owner` (3.12+) or `.is_entry` (3.11); 0 for 3.10.
    pub flag: u8,
    pub _pad: [u8; 7],
}

/// A create's Python frames: `len` of `frames`, and whether the walk stopped short of the
/// outermost (`cut`: more than MAX_PY_FRAMES, or a frame could not be read).
#[repr(C)]
#[derive(Clone, Copy)]
pub struct PyStackEvent {
    pub ev: Event,
    pub len: u32,
    pub cut: u32,
    pub frames: [PyFrame; MAX_PY_FRAMES],
}

/// An offset the walk does not use.
pub const PY_NONE: u16 = u16::MAX;

/// [`PyProc::tid_kind`]: what a CPython thread state calls its thread.
pub mod py_tid {
    /// The TID (3.11+), as the daemon numbers it: the process is in the daemon's PID namespace.
    pub const TID: u16 = 0;
    /// The thread pointer, `pthread_self()` (3.10).
    pub const THREAD_POINTER: u16 = 1;
    /// The TID as the process's own PID namespace numbers it (a container's process, traced
    /// from the host): the thread's `gettid()`.
    pub const OWN_TID: u16 = 2;
}

/// Where one process's CPython keeps its threads and frames, as the daemon found it
/// (`_PyRuntime`'s address, the version's offsets): the kernel side's `PY_PROCS` entry. The
/// kernel finds the calling thread's state by its TID in the main interpreter's thread list,
/// then follows `frame_previous` from its current frame.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PyProc {
    /// `&_PyRuntime` in the process.
    pub runtime: u64,
    pub interpreters_head: u16,
    pub threads_head: u16,
    pub tstate_next: u16,
    pub tstate_tid: u16,
    /// The thread state's frame pointer (3.10, 3.13+) or `_PyCFrame` pointer (3.11, 3.12:
    /// then `cframe_frame` is `current_frame`'s offset in it, else [`PY_NONE`]).
    pub tstate_frame: u16,
    pub cframe_frame: u16,
    pub frame_previous: u16,
    pub frame_code: u16,
    pub frame_instr: u16,
    /// `owner` or `is_entry`, or [`PY_NONE`].
    pub frame_flag: u16,
    /// Bytes read per frame: the fields above fit in them.
    pub frame_bytes: u16,
    /// How the thread state's `tstate_tid` field names its thread: one of [`py_tid`].
    pub tid_kind: u16,
    /// Bytes read of a thread state: its `tstate_tid`, `tstate_frame` and `tstate_next` fit in
    /// them (at most 512).
    pub tstate_bytes: u16,
    /// Zeros: every byte of the struct is a field's (no padding), as `Pod` needs.
    pub _pad: [u16; 3],
}

const _: () = assert!(core::mem::size_of::<PyProc>() == 8 + 16 * 2);
// SAFETY: repr(C), integers only, no padding (the assert above), any bit pattern valid.
#[cfg(feature = "user")]
unsafe impl aya::Pod for PyProc {}

/// The stack windows a create's event can carry (`--stack-bytes`): the bytes from the caller's
/// stack pointer up that the daemon unwinds with `.eh_frame` (see `tracer-user`'s `stacks`). A
/// deeper stack is cut where its window ends. The window's bytes are most of what stacks cost
/// a create (they are written into the ring), so it is chosen, not fixed; perf's default for
/// `--call-graph dwarf` is 8 KB.
pub const STACK_WINDOWS: [u32; 5] = [1024, 2048, 4096, 8192, 16384];

/// A successful create's event and what its caller's stack looked like when the call returned:
/// the registers an unwinder needs and `N` bytes of the stack from `sp` up.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct StackEvent<const N: usize> {
    pub ev: Event,
    /// The return address into the caller (at the return, the caller's own instruction
    /// pointer), its stack pointer and frame pointer.
    pub ip: u64,
    pub sp: u64,
    pub bp: u64,
    /// How many bytes of `stack` were copied: `N`, or less where the stack's mapping ends.
    pub len: u32,
    pub _pad: u32,
    pub stack: [u8; N],
}

/// The longest object path an [`ObjectEvent`] carries (longer ones are cut).
pub const OBJECT_PATH: usize = 256;

/// A `phase::OBJECT` event and the object's path, as ld.so names it (NUL-terminated).
#[repr(C)]
#[derive(Clone, Copy)]
pub struct ObjectEvent {
    pub ev: Event,
    pub path: [u8; OBJECT_PATH],
}

/// What an EXEC event's `api` says.
pub mod exec {
    /// The old image was not traced (it had no BEGIN).
    pub const UNTRACED: u16 = 0;
    /// The old image had a BEGIN: its tracking ends here.
    pub const IMAGE_ENDED: u16 = 1;
}

/// What a LIBS event's `api` says.
pub mod libs {
    /// ld.so's list of objects could not be read: any library may have been loaded.
    pub const ANY: u16 = 0;
    /// A file named `libze_loader.so*` was loaded.
    pub const LOADED: u16 = 1;
    /// … and the thread (`tid`) is held until the daemon releases it (see
    /// [`Hold`](crate::Hold)). Otherwise `size` is how many threads were held already.
    pub const HELD: u16 = 2;
    /// A file named `libze_loader.so*` was loaded, armed already: every call of it is seen.
    /// The daemon notes which copy the process uses (one that makes no call says so).
    pub const LOADED_ARMED: u16 = 3;
    /// At its exit, a process that no ld.so probe had looked at since its exec (its ld.so was
    /// not probed in time) was found to have loaded a file named `libze_loader.so*` that was
    /// never armed: its calls were not seen. Sent as an [`ObjectEvent`](crate::ObjectEvent),
    /// the copy's path with it.
    pub const UNSEEN_AT_EXIT: u16 = 4;
    /// A CPython process is ending (`Py_FinalizeEx`, or libc's `_exit`, which `os._exit`
    /// calls): the daemon names the Python frames of its creates before it goes on.
    pub const EXITING: u16 = 5;
    /// … and the thread (`tid`) is held until the daemon has (see [`Hold`](crate::Hold)).
    pub const EXITING_HELD: u16 = 6;
    /// ld.so reported a traced process's new image for the first time: the daemon looks at it
    /// for CPython before it runs (see `config::HOLD_AT_START`).
    pub const STARTING: u16 = 7;
    /// … and the thread (`tid`) is held until the daemon has (see [`Hold`](crate::Hold)).
    pub const STARTING_HELD: u16 = 8;
    /// A process loaded a loader copy, armed already, before the daemon had looked at it for
    /// CPython (see `config::HOLD_UNLOOKED`): the daemon looks now, before its first create.
    pub const UNLOOKED: u16 = 9;
    /// … and the thread (`tid`) is held until the daemon has (see [`Hold`](crate::Hold)).
    pub const UNLOOKED_HELD: u16 = 10;

    /// The `api` a report says (`STARTING`, `UNLOOKED`) once its thread is held.
    pub const fn held(api: u16) -> u16 {
        match api {
            STARTING => STARTING_HELD,
            UNLOOKED => UNLOOKED_HELD,
            _ => HELD,
        }
    }

    /// Whether a report asks the daemon to look at its process for CPython (`STARTING`,
    /// `UNLOOKED`: `Some`), and whether its thread is held meanwhile (`Some(true)`).
    pub const fn look(api: u16) -> Option<bool> {
        match api {
            STARTING | UNLOOKED => Some(false),
            STARTING_HELD | UNLOOKED_HELD => Some(true),
            _ => None,
        }
    }

    /// In a LOADED, HELD or LOADED_ARMED event's `handle`: ld.so's first report of the image
    /// came from a probe put on its ld.so after the process began (or not known to be before).
    /// Its list may then hold a copy loaded, and run, before the probe was on: a hold or an
    /// armed copy found then proves nothing of the calls made before it.
    pub const LATE_LOOK: u64 = 1;

    /// How many ld.so probes have a time of their own in `LDSO_SINCE` (the probe's cookie
    /// names its slot, modulo this): a slot used again takes the later time, which only makes
    /// the older probe's first reports look late, never early.
    pub const LDSO_SLOTS: u32 = 256;
    // A slot is 8 bits of the cookie.
    const _: () = assert!(LDSO_SLOTS <= 256);

    /// An ld.so probe's cookie: where `_r_debug` is from the probed instruction (`delta`,
    /// signed, 0 if unknown) in bits 0-31; its `LDSO_SINCE` slot in bits 32-39; where
    /// `_dl_debug_state` is from the probed instruction (`to_state`, signed, 24 bits: 0 when
    /// the probe is on it, else on a call of it, see `return_sites::call_sites`) in bits 40-63.
    /// A delta that does not fit is 0 (unknown: every load is reported, see `ze_libs`).
    pub fn ldso_cookie(delta: i64, to_state: i64, slot: u32) -> u64 {
        const I24: core::ops::RangeInclusive<i64> = -(1 << 23)..=(1 << 23) - 1;
        let (delta, to_state) = match (i32::try_from(delta), I24.contains(&to_state)) {
            (Ok(delta), true) => (delta, to_state),
            _ => (0, 0),
        };
        (to_state as u64 & 0xff_ffff) << 40 | ((slot % LDSO_SLOTS) as u64) << 32 | delta as u32 as u64
    }

    /// `ldso_cookie`'s parts: (delta, to_state, slot).
    pub fn ldso_cookie_parts(cookie: u64) -> (i64, i64, u32) {
        ((cookie as u32 as i32) as i64, (cookie as i64) >> 40, ((cookie >> 32) as u32 & 0xff) % LDSO_SLOTS)
    }
}

/// A loader copy as the kernel knows its file: the key of the kernel side's `ARMED` map, the
/// copies whose probes are armed, for every process (`pid` 0) or one.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FileKey {
    pub ino: u64,
    /// The kernel's encoding (`MKDEV`: major << 20 | minor), not stat's.
    pub dev: u32,
    pub pid: u32,
}

const _: () = assert!(core::mem::size_of::<FileKey>() == 16);
// SAFETY: repr(C), integers only, no padding (the assert above), any bit pattern valid.
#[cfg(feature = "user")]
unsafe impl aya::Pod for FileKey {}

/// A thread held at ld.so's `_dl_debug_state` until its new loader copy is armed: the value of
/// the kernel side's `HOLD` map, keyed by thread id.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Hold {
    /// CLOCK_MONOTONIC ns after which the thread is let go, armed or not.
    pub deadline_ns: u64,
    /// When the hold began (ns): how long arming took, for the log and the bench.
    pub since_ns: u64,
    /// Why it is held: `libs::HELD` (it loaded a copy not armed yet), `libs::EXITING_HELD` (its
    /// process is ending, its Python frames not named yet), `libs::STARTING_HELD` (its image
    /// not looked at yet) or `libs::UNLOOKED_HELD` (it loads Level Zero, not looked at yet).
    /// Only the first proves that a copy armed meanwhile ran no code.
    pub why: u64,
    /// Set by the daemon once it has parked the thread (`probes::park`: stopped by ptrace, to
    /// stop at its return to user space): the thread stops spinning, and the entry stays until
    /// the daemon lets it go.
    pub parked: u64,
}

const _: () = assert!(core::mem::size_of::<Hold>() == 32);
// SAFETY: repr(C), integers only, no padding (the assert above), any bit pattern valid.
#[cfg(feature = "user")]
unsafe impl aya::Pod for Hold {}

/// Events that found their ring full: of one process (`DROPPED_BY_PID`), or of a ring's
/// processes that no record could hold (`DROPPED_UNTOLD`, per CPU).
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Drops {
    pub events: u64,
    /// When the last of them was dropped (CLOCK_MONOTONIC ns).
    pub last_ns: u64,
    /// When the first was (0: none yet): a process's record counts every loss of its after it.
    pub first_ns: u64,
}

const _: () = assert!(core::mem::size_of::<Drops>() == 24);
// SAFETY: repr(C), integers only, no padding (the assert above), any bit pattern valid.
#[cfg(feature = "user")]
unsafe impl aya::Pod for Drops {}

/// The bit of a process's entry in the kernel side's `PROCS` map that says it is traced under
/// `config::FILTER` (the daemon sets it for its targets).
pub const TRACED: u32 = 1;

/// The bit of a process's `PROCS` entry that says its image is not tracked (filtered out, over
/// a cap or its user's share): its calls are not sent, so an untracked tenant's calls take no
/// room in a ring. Set by the daemon, cleared by the kernel at exec.
pub const IGNORED: u32 = 4;

/// Bits `RUN_SHIFT..32` of a process's `PROCS` entry: the run it belongs to (a command a client
/// handed to the service, `ze-tracer --via-service`), 0 for none. The daemon sets it on the
/// command before its exec; every child forked after inherits it (`config::RUNS`), so a run is
/// its command's whole tree, however it forks, and nothing else. Told in its EXIT and EXEC
/// events (`Event::result`).
pub const RUN_SHIFT: u32 = 8;
/// The most runs numbered before the numbers wrap (24 bits, 0 is none).
pub const MAX_RUN: u32 = u32::MAX >> RUN_SHIFT;
/// The most runs a daemon serves at once: more are refused (each holds a connection, its
/// state, and its entry in the kernel side's `UNFOLLOWED`).
pub const MAX_RUNS: u32 = 1024;

/// `GENERATION`'s entries: the kernel's (bumped at a traced process's exit or exec, and in a PID
/// namespace at any thread's) and the daemon's (bumped as it ignores processes); each CPU's
/// admission cache, and its cache of namespace numbers, holds while neither moves.
pub const GENERATIONS: u32 = 2;

/// Indexes of the `CONFIG` array the daemon fills before attaching anything.
pub mod config {
    /// 1: only processes in the `TRACED` map are traced (run mode and `--follow`).
    pub const FILTER: u32 = 0;
    /// 1: children of a `TRACED` process are traced too.
    pub const FOLLOW: u32 = 1;
    /// 1: report every exec, traced or not (system-wide: new ld.so copies).
    pub const ALL_EXECS: u32 = 2;
    /// The longest a thread that loaded a new loader copy is held, in ms (see
    /// `tracer-ebpf/src/libs.rs`).
    pub const HOLD_MS: u32 = 3;
    /// Offsets in the running kernel's structures, from its BTF (the probes are built without
    /// CO-RE relocations): `task_struct.pid`, `vm_area_struct.vm_file`, `file.f_inode`,
    /// `inode.i_ino`, `inode.i_sb`, `super_block.s_dev`.
    pub const TASK_PID: u32 = 4;
    pub const VMA_FILE: u32 = 5;
    pub const FILE_INODE: u32 = 6;
    pub const INODE_INO: u32 = 7;
    pub const INODE_SB: u32 = 8;
    pub const SB_DEV: u32 = 9;
    /// The most threads held at once: each polls on its CPU until parked; 0 once the daemon
    /// stops.
    pub const MAX_HOLDS: u32 = 10;
    /// Not 0: a successful create's event carries this many bytes of its caller's stack (a
    /// [`StackEvent`](crate::StackEvent)), one of [`STACK_WINDOWS`](crate::STACK_WINDOWS).
    pub const STACKS: u32 = 11;
    /// How many ring shards are in use (1 to `MAX_SHARDS`; 0 counts as 1).
    pub const RING_SHARDS: u32 = 12;
    /// Offsets of `task_struct.real_parent` and `task_struct.tgid`, from BTF.
    pub const TASK_REAL_PARENT: u32 = 13;
    pub const TASK_TGID: u32 = 14;
    /// Offset of `task_struct.thread.fsbase` (x86-64: the thread pointer, which is
    /// `pthread_self()`; CPython 3.10 tells its threads apart by it).
    pub const TASK_FSBASE: u32 = 15;
    /// Not 0: the daemon runs in a PID namespace other than the first (a container, a
    /// `systemd-nspawn` machine), whose device and inode (of `/proc/self/ns/pid`) these are.
    /// The probes then see only that namespace's processes, and name every process and thread
    /// as it does: the numbers its `/proc` shows.
    pub const PIDNS_DEV: u32 = 16;
    pub const PIDNS_INO: u32 = 17;
    /// Offsets of `task_struct.thread_pid`, `task_struct.group_leader`, `pid.level` and
    /// `pid.numbers` (each a `upid` of 16 bytes: `nr`, then the namespace), from BTF: the
    /// number a namespace gives a task that is not the current one.
    pub const TASK_THREAD_PID: u32 = 18;
    pub const TASK_GROUP_LEADER: u32 = 19;
    pub const PID_LEVEL: u32 = 20;
    pub const PID_NUMBERS: u32 = 21;
    /// Offsets of `task_struct.mm` and `mm_struct.saved_auxv` (the auxiliary vector the kernel
    /// gave the image at exec: where its program headers are), from BTF.
    pub const TASK_MM: u32 = 22;
    pub const MM_AUXV: u32 = 23;
    /// 1: a layer's copy (`Library::level` above 0) is armed: a create asks whether its thread
    /// is inside a layer's call (see `flags::IN_LAYER`). 0 spares programs that use Level
    /// Zero alone the lookup.
    pub const LAYERED: u32 = 24;
    /// 1: a traced process (`FILTER`) whose new image ld.so reports for the first time (its
    /// initial objects mapped, none run yet) is held (`libs::STARTING_HELD`) until the daemon
    /// has looked at it for CPython, so that its first create, however soon, has its Python
    /// frames. Set in run mode and under `--follow`, with Python frames on.
    pub const HOLD_AT_START: u32 = 25;
    /// Offset of `mm_struct.exe_file`, from BTF: which program an image runs, for `PLAIN`.
    pub const MM_EXE_FILE: u32 = 26;
    /// How long a starting image (or one not looked at yet, `HOLD_UNLOOKED`) is held at most
    /// (ms), shorter than `HOLD_MS`: a held thread
    /// keeps its CPU, and tracers side by side (CI jobs, each with its own) each hold one.
    pub const START_HOLD_MS: u32 = 27;
    /// Offset of `task_struct.start_boottime`, from BTF: when a process began, against when
    /// its ld.so was probed (see `libs::LATE_LOOK`).
    pub const TASK_START_BOOTTIME: u32 = 28;
    /// 1: a process that loads a loader copy, armed already, before the daemon has looked at
    /// it for CPython (system-wide, no image is held as it starts, and the daemon may be
    /// behind on the node's execs; elsewhere, a start's hold ran out) is held
    /// (`libs::UNLOOKED_HELD`, for `START_HOLD_MS` at most) until it has: its first create,
    /// soon after, has its Python frames. A CPython looked at is in `PY_PROCS`, a program
    /// without one in `PLAIN`: neither is held. Set with Python frames on.
    pub const HOLD_UNLOOKED: u32 = 29;
    /// 1: a child inherits its parent's run (`RUN_SHIFT`): the daemon serves runs.
    pub const RUNS: u32 = 30;
    pub const LEN: u32 = 31;
}

/// One traced call, or a step in a process's life, as written to the ring buffer.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Event {
    /// `bpf_ktime_get_ns()`: CLOCK_MONOTONIC. A create's return; a destroy's entry, before the
    /// driver could hand the address out again (see `tracker` for how the daemon uses it).
    pub ts_ns: u64,
    /// Thread group id (the process's PID).
    pub pid: u32,
    /// Thread id.
    pub tid: u32,
    /// Created or destroyed handle or USM pointer; 0 for calls that have none.
    pub handle: u64,
    /// Bytes, for the APIs whose table entry names a size.
    pub size: u64,
    /// The parent handle named by the table (context, module, pool…), or 0; an
    /// initialization's: the daemon's number of its loader copy (`Cookie::copy`), 0 if none.
    pub parent: u64,
    /// The API, numbered as [`api`] numbers them.
    pub api: u16,
    /// One of [`phase`].
    pub phase: u8,
    /// [`flags`] of a CALL.
    pub flags: u8,
    /// `ze_result_t`.
    pub result: u32,
}

impl Event {
    /// Whether its record is an [`ObjectEvent`]: a path follows the event.
    pub fn carries_path(&self) -> bool {
        self.phase == phase::OBJECT || (self.phase == phase::LIBS && self.api == libs::UNSEEN_AT_EXIT)
    }

    /// A BEGIN event's comm, as the kernel had it (NUL-padded).
    pub fn comm(&self) -> [u8; 16] {
        let mut comm = [0; 16];
        comm[..8].copy_from_slice(&self.size.to_ne_bytes());
        comm[8..].copy_from_slice(&self.parent.to_ne_bytes());
        comm
    }

    /// A BEGIN event's parent PID (0: unknown): 24 bits, `api` low and `flags` high (PIDs stop
    /// below 2^22, `PID_MAX_LIMIT`).
    pub fn parent_pid(&self) -> u32 {
        self.api as u32 | (self.flags as u32) << 16
    }

    /// Sets what [`parent_pid`](Self::parent_pid) reads.
    pub fn set_parent_pid(&mut self, pid: u32) {
        self.api = pid as u16;
        self.flags = (pid >> 16) as u8;
    }
}

const _: () = assert!(core::mem::size_of::<Event>() == 48);
// SAFETY: repr(C), integers only, no padding (the assert above), any bit pattern valid.
#[cfg(feature = "user")]
unsafe impl aya::Pod for Event {}
