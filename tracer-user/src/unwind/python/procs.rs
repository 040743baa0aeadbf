//! The CPython processes whose frames the kernel side walks (its `PY_PROCS` map), and their
//! frames named while they live.
//!
//! A process is looked at once per image: at its exec when the program has CPython in it (a
//! `python3.N`, a renamed copy, an application built with it: its symbols say), so that its
//! first create already has frames; else at its first Level Zero call or when ld.so maps a
//! `libpython3.N.so` (an embedding program). Whether a program has CPython in it is kept per
//! file: an exec of a known other program costs a stat. A program that links a
//! `libpython3.N.so` (DT_NEEDED: a `--enable-shared` build's `python3.N`, as pyenv's, or an
//! application embedding CPython) has it mapped by ld.so only after the exec, before its first
//! instruction: the look at its exec waits for that mapping (a fraction of a millisecond; tens
//! on a loaded machine; see [`LINKED_WAIT`]; never while it sleeps, and within a share of the
//! loop's time: [`WaitBudget`]). Without the wait, the next look was at its first
//! Level Zero call, which the daemon reads milliseconds after it was made: the creates that
//! followed it at once had no frames. Its interpreter file gives
//! `_PyRuntime` (where the thread list starts) and `_PyEval_EvalFrameDefault` (which native
//! frames are the eval loop's, for [`merge`]); the version gives the layout (`layout`), read
//! from the process itself from 3.13 on. A version whose layout is not known is walked not at
//! all: its stacks keep their native frames, and its summary says why, once.
//!
//! Naming a frame reads its code object (names, first line, line table) through the process's
//! memory, once per code object (`code::CodeCache`); each (function, file, line) is then
//! kept once, by index ([`PyNames`]), so that a stack names its Python frames after the
//! process is gone.
use std::{
    ops::Range,
    path::Path,
    time::{Duration, Instant},
};

use object::{Object, ObjectSegment, ObjectSymbol};
use procfs::process::{MMapPath, Process};
use rustc_hash::FxHashMap;
use tracer_common::{PY_NONE, PyFrame, PyProc, py_tid};

use crate::process::untrusted;

use super::{
    code::{CodeCache, ProcessMemory},
    layout::{DEBUG_OFFSETS_LEN, Layout},
    runtime::{self, Runtime},
};

pub use crate::probes::PyMap;

/// A Python frame as a reader sees it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PyName {
    /// `co_qualname` (3.11+), else `co_name`.
    pub function: String,
    pub file: String,
    pub line: Option<u32>,
}

/// The (function, file, line)s seen, each kept once, at most `MAX_NAME_BYTES` of them: a
/// program that makes endless distinct functions (code it generates, a tenant's) finds its new
/// frames unnamed past it, never the daemon's memory taken.
#[derive(Default)]
pub struct PyNames {
    names: Vec<PyName>,
    index: FxHashMap<PyName, u32>,
    bytes: usize,
}

/// The most the names kept may take (their text; each is kept twice, in the list and the index).
const MAX_NAME_BYTES: usize = 32 << 20;

impl PyNames {
    pub fn get(&self, id: u32) -> Option<&PyName> {
        self.names.get(id as usize)
    }

    /// Its id; None if it is new and the table is full.
    fn intern(&mut self, name: PyName) -> Option<u32> {
        if let Some(&id) = self.index.get(&name) {
            return Some(id);
        }
        let bytes = 2 * (name.function.len() + name.file.len() + 56);
        if self.bytes + bytes > MAX_NAME_BYTES {
            return None;
        }
        self.bytes += bytes;
        let id = self.names.len() as u32;
        self.index.insert(name.clone(), id);
        self.names.push(name);
        Some(id)
    }

    /// Bytes held (for the benchmarks).
    pub fn bytes(&self) -> usize {
        self.bytes
    }
}

/// What an interpreter file says.
#[derive(Clone)]
struct Interpreter {
    runtime: Runtime,
    /// `_PyEval_EvalFrameDefault`'s file offsets.
    eval: Option<Range<u64>>,
}

/// What a program or a `python3.N`/`libpython3.N.so` file is, kept per file (device, inode).
#[derive(Clone)]
enum FileKind {
    /// CPython is in it.
    Interpreter(Interpreter),
    /// A program without CPython of its own that links a `libpython3.N.so` (DT_NEEDED).
    Links,
    /// Neither.
    Other,
}

/// A process looked at.
enum Seen {
    /// Walked by the kernel side with this layout; its eval loop in file `eval.0`. `frames`:
    /// its creates' stacks that came with Python frames and without (see [`Pythons::runs`]).
    Walked { layout: Layout, eval: Option<((u64, u64), Range<u64>)>, frames: Frames },
    /// No CPython in it (at the time it was looked at).
    NotPython,
    /// Its program links a `libpython3.N.so` that ld.so has not mapped yet (only at its exec:
    /// never kept).
    Linking,
    /// CPython, not walked: why (said once in its summary).
    Unreadable(String),
    /// Gone before it could be looked at (never kept: see `Pythons::gone`).
    Gone,
}

/// Whether a program's name (`python3.N`, `python3`, `python`) says it is CPython's: only for
/// a note in its own summary, when nothing else can tell.
fn named_like_cpython(name: &str) -> bool {
    runtime::version_from_name(name).is_some() || matches!(name, "python" | "python3")
}

/// A walked process's creates' stacks: how many came with Python frames, how many without.
#[derive(Clone, Copy, Default, Debug, PartialEq, Eq)]
struct Frames {
    with: u64,
    without: u64,
    /// Creates made before the kernel side was told of its interpreter (`since_ns`): their
    /// stacks could not have frames (the daemon found it late: a busy machine).
    before: u64,
    since_ns: u64,
    /// Python frames that could not be named: their code was no longer readable (the process
    /// gone before its stack was unwound: killed, or its end not held).
    unnamed: u64,
}

impl Seen {
    /// Why a walked process's sites show no Python frame though they could: not one of its
    /// creates' stacks came with frames (its threads were never found in the interpreter's
    /// list, or it was walked only after its creates). None if any did, or none was taken.
    fn none_found(&self) -> Option<String> {
        let Seen::Walked { layout, frames, .. } = self else { return None };
        let (major, minor) = layout.version;
        if frames.with == 0 && frames.without > 0 {
            return Some(format!(
                "CPython {major}.{minor}: its frames were walked, but none of its {} creates' stacks had any; sites show native frames only",
                frames.without
            ));
        }
        if frames.with == 0 && frames.before > 0 {
            return Some(format!(
                "CPython {major}.{minor}: {} of its creates came before its interpreter was found, so their Python frames were not read; their sites show native frames only",
                frames.before
            ));
        }
        (frames.unnamed > 0).then(|| {
            format!(
                "CPython {major}.{minor}: {} Python frames of its creates could not be named, their code gone before it was read \
                 (the process killed, or its end not held); their sites show the frames that were",
                frames.unnamed
            )
        })
    }
}

pub struct Pythons {
    map: Option<PyMap>,
    seen: FxHashMap<u32, Seen>,
    files: FxHashMap<(u64, u64), FileKind>,
    codes: CodeCache,
    pub names: PyNames,
    /// Why an ended process's frames could not be read, until its summary takes it.
    unreadable_ended: FxHashMap<u32, String>,
    /// Processes gone before any look could read them (the daemon behind on their execs):
    /// whether each ran CPython is not known, until its summary asks (`take_unreadable`).
    gone: rustc_hash::FxHashSet<u32>,
    /// Each process's (code object, instruction) named, and as what.
    places: FxHashMap<u32, FxHashMap<(u64, u64), Option<u32>>>,
    /// `seen`'s size at which the gone are forgotten next.
    prune_at: usize,
    /// Tests only: every CPython's layout is taken as unknown, as an older or a debug build's
    /// would be.
    layouts_unknown: bool,
    /// Processes found walkable since the control plane last asked (it hooks their exit).
    walked: Vec<u32>,
    /// What the looks at execs may still wait for a libpython to be mapped.
    exec_waits: WaitBudget,
}

/// `_PyInterpreterFrame.owner` from which a frame is a shim C pushed, with no code of its own
/// (3.12, 3.13: `FRAME_OWNED_BY_CSTACK`; 3.14: `_INTERPRETER`, and `_CSTACK` above).
const OWNED_BY_CSTACK: u8 = 3;

/// Programs and libraries whose CPython-or-not is kept, at most (then it is read again).
const MAX_FILES: usize = 4096;

/// How long the look at an exec waits, at most, for ld.so to map the `libpython3.N.so` its
/// program links. ld.so maps it before the program's first instruction: 0.2 to 0.3 ms after the
/// exec here, but tens of ms on a loaded machine, where the process waits for a CPU (a
/// CPython's first create comes later still: its start-up takes tens of ms of CPU). The wait
/// ends sooner if the process is stopped (a debugger's), asleep, or has run [`LINKED_CPU`]
/// without mapping it, and all the waits of a shard's looks are bounded ([`WaitBudget`]). Past
/// it, the next look is at its first Level Zero call.
const LINKED_WAIT: Duration = Duration::from_millis(250);

/// The share of the time that passes which the looks at execs may spend waiting (see
/// [`WaitBudget`]).
const WAIT_SHARE: u32 = 20;

/// What the looks at a shard's execs may still wait: [`LINKED_WAIT`] at most, earned back at
/// 1/[`WAIT_SHARE`] of the time that passes. The wait holds the shard's worker, and the loop
/// behind it: programs that link a libpython and never map it (their interpreter a tenant's,
/// in `D` or spinning) cost the loop that share of its time, never a wait each.
struct WaitBudget {
    left: Duration,
    most: Duration,
    at: Instant,
}

impl WaitBudget {
    fn new(most: Duration) -> WaitBudget {
        WaitBudget { left: most, most, at: Instant::now() }
    }

    /// What may be waited now.
    fn left(&mut self) -> Duration {
        let now = Instant::now();
        self.left = (self.left + (now - self.at) / WAIT_SHARE).min(self.most);
        self.at = now;
        self.left
    }

    fn spend(&mut self, waited: Duration) {
        self.left = self.left.saturating_sub(waited);
    }
}

/// CPU time a process runs, at most, while the look at its exec waits for its libpython (ld.so
/// needs about 1 ms to map a program's libraries).
const LINKED_CPU: Duration = Duration::from_millis(50);

/// How often the maps are read meanwhile (a read of a process's maps this young: ~25 µs).
const LINKED_POLL: Duration = Duration::from_micros(100);

/// Processes looked at, at most, before the gone ones are forgotten (a process being looked at
/// again only costs a read of its maps).
const MAX_SEEN: usize = 4096;

/// Places named kept per process: past it, they are named again (from the code objects kept).
const MAX_PLACES: usize = 1 << 16;

/// A process's Python frames, innermost first, cut into the runs that one native call of the
/// eval loop ran each (innermost run first).
pub type Runs = Vec<Vec<u32>>;

impl Pythons {
    pub fn new(map: Option<PyMap>, layouts_unknown: bool) -> Pythons {
        Pythons {
            map,
            seen: FxHashMap::default(),
            files: FxHashMap::default(),
            codes: CodeCache::default(),
            names: PyNames::default(),
            unreadable_ended: FxHashMap::default(),
            gone: rustc_hash::FxHashSet::default(),
            places: FxHashMap::default(),
            prune_at: MAX_SEEN,
            layouts_unknown,
            walked: vec![],
            exec_waits: WaitBudget::new(LINKED_WAIT),
        }
    }

    /// Looks at `pid` once per image (see the module's docs). `at_exec`: as it execs (system-wide,
    /// every exec on the machine: most are not Python).
    pub fn look(&mut self, pid: u32, at_exec: bool) {
        if self.map.is_none() || self.seen.contains_key(&pid) {
            return;
        }
        // At an exec (system-wide, every one on the machine): a program known to have no
        // CPython in it costs a stat; each new program is read once.
        if at_exec {
            // Its identity only: a program a user's FUSE server serves is never waited on.
            let Ok(exe) = untrusted::identity(Path::new(&format!("/proc/{pid}/exe"))) else {
                return self.missed(pid);
            };
            if matches!(self.files.get(&exe), Some(FileKind::Other)) {
                return;
            }
        }
        if self.seen.len() >= self.prune_at {
            self.prune();
            // As many alive again before the next look: each prune costs a stat per process.
            self.prune_at = (2 * self.seen.len()).max(MAX_SEEN);
        }
        let seen = if at_exec { self.inspect_linked(pid) } else { self.inspect(pid) };
        let seen = match seen {
            Seen::Gone => return self.missed(pid),
            // Its libpython not mapped in time (or loaded later, by dlopen): looked for again
            // at its first call, or when ld.so reports it.
            Seen::NotPython | Seen::Linking if at_exec => return,
            Seen::Linking => Seen::NotPython,
            seen => seen,
        };
        if let Seen::Walked { layout, .. } = &seen {
            tracing::debug!(pid, version = ?layout.version, at_exec, "Python frames walked");
            self.walked.push(pid);
        }
        if let Seen::Unreadable(why) = &seen {
            tracing::info!(pid, "{why}");
        }
        self.record(pid, seen);
    }

    /// What a look found of `pid`: a process it read is not one gone before any look (a
    /// process whose PID it reused was: its mark must not reach this one's summary).
    fn record(&mut self, pid: u32, seen: Seen) {
        self.gone.remove(&pid);
        self.seen.insert(pid, seen);
    }

    /// `pid` was gone before it could be looked at.
    fn missed(&mut self, pid: u32) {
        if self.gone.len() >= MAX_SEEN {
            self.gone.clear();
        }
        self.gone.insert(pid);
    }

    /// `pid`'s image was looked at as it started, everything it links mapped: if its program is
    /// no CPython and links none, that program's later images start without a hold (`PLAIN`).
    pub fn started(&mut self, pid: u32) {
        self.look(pid, false);
        let (Some(map), Some(Seen::NotPython)) = (&self.map, self.seen.get(&pid)) else { return };
        let Ok(exe) = untrusted::identity(Path::new(&format!("/proc/{pid}/exe"))) else { return };
        if matches!(self.files.get(&exe), Some(FileKind::Other)) {
            let key = crate::probes::kernel_file_key(exe);
            let _ = map.plain.lock().unwrap_or_else(|e| e.into_inner()).insert(key, 1, 0);
        }
    }

    /// The processes found walkable, or walkable and making their first Level Zero call, since
    /// the last call: their end must wait for their frames to be named (see `ze_py_exit`). At
    /// an exec's look ld.so may not have mapped the libc yet; by the first call it has.
    pub fn take_walked(&mut self) -> Vec<u32> {
        std::mem::take(&mut self.walked)
    }

    /// The file (device, inode) `pid`'s eval loop is in, if it is walked.
    pub fn interpreter_file(&self, pid: u32) -> Option<(u64, u64)> {
        match self.seen.get(&pid) {
            Some(Seen::Walked { eval: Some((file, _)), .. }) => Some(*file),
            _ => None,
        }
    }

    /// `pid` made its first Level Zero call: if it is walked, its end is hooked again (the files
    /// hooked already cost a lookup).
    pub fn begun(&mut self, pid: u32) {
        if matches!(self.seen.get(&pid), Some(Seen::Walked { .. })) && !self.walked.contains(&pid) {
            self.walked.push(pid);
        }
    }

    /// Forgets the processes gone: a Python process that never called Level Zero has no EXIT
    /// to forget it by (system-wide, every `python3.N` started is looked at).
    fn prune(&mut self) {
        let gone: Vec<u32> = self.seen.keys().copied().filter(|pid| !std::path::Path::new(&format!("/proc/{pid}")).exists()).collect();
        for pid in gone {
            self.forget(pid);
            self.unreadable_ended.remove(&pid);
        }
    }

    /// ld.so mapped `path` into `pid`: a `libpython3.N.so` makes a process found to have no
    /// CPython (at its first call) looked at again.
    pub fn loaded(&mut self, pid: u32, path: &[u8]) {
        let name = path.rsplit(|&b| b == b'/').next().and_then(|n| std::str::from_utf8(n).ok());
        if name.and_then(runtime::version_from_name).is_some() && matches!(self.seen.get(&pid), Some(Seen::NotPython)) {
            self.seen.remove(&pid);
            self.look(pid, false);
        }
    }

    /// Looks at `pid` at its exec: if its program links a `libpython3.N.so` that ld.so has not
    /// mapped yet, again until it has, while it runs (not stopped, not asleep, not past
    /// [`LINKED_CPU`]), for as long as the shard's [`WaitBudget`] allows (see [`LINKED_WAIT`]).
    fn inspect_linked(&mut self, pid: u32) -> Seen {
        let mut seen = self.inspect(pid);
        let Seen::Linking = seen else { return seen };
        let Ok(process) = Process::new(pid as i32) else { return Seen::NotPython };
        let ran = || process.schedstat().map(|s| Duration::from_nanos(s.sum_exec_runtime)).ok();
        let (start, ran_before, wait) = (Instant::now(), ran(), self.exec_waits.left());
        let why = loop {
            // The state is read before the maps: a program that maps its libpython and at once
            // sleeps (the test's `pause()`, a real one's first wait) is found, never taken for
            // one asleep before it maps it.
            let stat = process.stat();
            seen = self.inspect(pid);
            if !matches!(seen, Seen::Linking) {
                break None;
            }
            let Ok(stat) = stat else { break Some("it is gone") };
            // Stopped (`T`, or `t`: by a debugger) or dead: it maps nothing until let go.
            if matches!(stat.state, 'T' | 't' | 'Z' | 'X' | 'x') {
                break Some("it is stopped");
            }
            // ld.so does not sleep while it maps a program's libraries (reading them from a
            // disk is `D`): a program asleep before it maps its libpython is no CPython starting.
            if stat.state == 'S' {
                break Some("it sleeps");
            }
            if ran_before.zip(ran()).is_some_and(|(before, now)| now.saturating_sub(before) > LINKED_CPU) {
                break Some("it ran on without it");
            }
            if start.elapsed() >= wait {
                break Some("not in time");
            }
            std::thread::sleep(LINKED_POLL);
        };
        let waited = start.elapsed();
        self.exec_waits.spend(waited);
        match why {
            None => tracing::debug!(pid, ?waited, "waited for ld.so to map its libpython"),
            Some(why) => tracing::debug!(pid, ?waited, "its libpython not mapped at its exec ({why}): looked for at its first call"),
        }
        seen
    }

    /// Forgets `pid` (it exited, or exec'd), here and in the kernel.
    pub fn forget(&mut self, pid: u32) {
        match self.seen.remove(&pid) {
            Some(seen @ Seen::Walked { .. }) => {
                if let Some(map) = &self.map {
                    let _ = map.procs.lock().unwrap_or_else(|e| e.into_inner()).remove(pid);
                }
                let (codes, bytes) = self.codes.held();
                tracing::debug!(pid, codes, bytes = bytes + self.names.bytes(), "Python names kept");
                if let Some(why) = seen.none_found().filter(|_| self.unreadable_ended.len() < 4096) {
                    self.unreadable_ended.insert(pid, why);
                }
            }
            Some(Seen::Unreadable(why)) if self.unreadable_ended.len() < 4096 => {
                self.unreadable_ended.insert(pid, why);
            }
            _ => {}
        }
        self.codes.forget(pid);
        self.places.remove(&pid);
    }

    /// Why `pid`'s Python frames are not shown, if it runs (or ran) a CPython they cannot be
    /// read of: for its summary, once. `program`: its name (its comm, as the kernel had it),
    /// for one gone before it could be looked at, named like a CPython.
    pub fn take_unreadable(&mut self, pid: u32, program: &str) -> Option<String> {
        if self.gone.remove(&pid) && !self.seen.contains_key(&pid) && named_like_cpython(program) {
            return Some(format!(
                "it ended before the daemon could look at it for CPython (its program, {program}, is named like one): \
                 if it ran one, its creates' Python frames were not read; sites show native frames only"
            ));
        }
        match self.seen.get(&pid) {
            Some(Seen::Unreadable(why)) => Some(why.clone()),
            Some(walked @ Seen::Walked { .. }) => walked.none_found(),
            _ => self.unreadable_ended.remove(&pid),
        }
    }

    /// Whether a native frame (its file's device and inode, the return address's offset)
    /// is in `pid`'s eval loop.
    pub fn is_eval(&self, pid: u32, key: (u64, u64), offset: u64) -> bool {
        match self.seen.get(&pid) {
            Some(Seen::Walked { eval: Some((file, range)), .. }) => *file == key && range.contains(&(offset.wrapping_sub(1))),
            _ => false,
        }
    }

    /// One of `pid`'s creates' stacks (made at `created_ns`) came without Python frames:
    /// counted if it is walked, apart if it came before the walk could begin (see
    /// [`Seen::none_found`]: either is said when no stack of the process had frames). True for
    /// one that came before: its site says so, whatever the process's other stacks had.
    pub fn no_frames(&mut self, pid: u32, created_ns: u64) -> bool {
        let Some(Seen::Walked { frames, .. }) = self.seen.get_mut(&pid) else { return false };
        let before = created_ns < frames.since_ns;
        match before {
            true => frames.before += 1,
            false => frames.without += 1,
        }
        before
    }

    /// Names `pid`'s frames as the kernel read them for one create's stack, cut into runs (see
    /// [`Runs`]). A frame whose code cannot be read is left out, never guessed. A stack without
    /// frames (`frames` empty) is counted: a walked process none of whose stacks had any says
    /// so in its summary ([`Seen::none_found`]).
    pub fn runs(&mut self, pid: u32, frames: &[PyFrame], created_ns: u64) -> Runs {
        if frames.is_empty() {
            self.no_frames(pid, created_ns);
            return vec![];
        }
        let Some(Seen::Walked { layout, frames: count, .. }) = self.seen.get_mut(&pid) else { return vec![] };
        count.with += 1;
        let layout = *layout;
        let mem = ProcessMemory { pid };
        let mut runs: Runs = vec![vec![]];
        let mut unnamed = 0;
        for f in frames {
            let shim = layout.frame_owner.is_some() && f.flag >= OWNED_BY_CSTACK;
            if !shim {
                // 3.14's `f_executable` is a stack reference: tag bits in its low two.
                let at = if layout.version >= (3, 14) { f.code & !3 } else { f.code };
                // A place seen before costs one lookup: a program's leaks come from few.
                let places = self.places.entry(pid).or_default();
                if places.len() >= MAX_PLACES {
                    places.clear();
                }
                let id = match places.get(&(at, f.instr)) {
                    Some(&id) => id,
                    None => {
                        // Not kept as a place: read again if seen again, while it lives.
                        let id = self.codes.get(&mem, &layout, pid, at).and_then(|code| {
                            let line = code.line(&layout, at, f.instr);
                            if line.is_none() {
                                // Its line table does not cover the instruction: a code object read
                                // after it was freed (its strings live on, its table does not).
                                tracing::debug!(pid, code = at, instr = f.instr, function = %code.qualname, "a frame's instruction is not in its code's line table");
                            }
                            self.names.intern(PyName { function: code.qualname.clone(), file: code.file.clone(), line })
                        });
                        if id.is_some() {
                            places.insert((at, f.instr), id);
                        }
                        id
                    }
                };
                unnamed += id.is_none() as u64;
                runs.last_mut().unwrap().extend(id);
            }
            // Where one eval-loop call's frames end: its shim (3.12+), its entry frame (3.11),
            // every frame (3.10: one call per frame).
            let ends = shim
                || (layout.frame_is_entry.is_some() && f.flag != 0)
                || (layout.frame_owner.is_none() && layout.frame_is_entry.is_none());
            if ends && !runs.last().unwrap().is_empty() {
                runs.push(vec![]);
            }
        }
        // Counted only when the process is gone: a frame read raw from a live thread's stack as
        // it changed may point at no code, and is left out as before.
        let gone = || untrusted::identity(Path::new(&format!("/proc/{pid}/exe"))).is_err();
        if let (true, Some(Seen::Walked { frames, .. })) = (unnamed > 0 && gone(), self.seen.get_mut(&pid)) {
            frames.unnamed += unnamed;
        }
        runs.retain(|r| !r.is_empty());
        runs
    }

    fn inspect(&mut self, pid: u32) -> Seen {
        let Ok(process) = Process::new(pid as i32) else { return Seen::Gone };
        let Ok(maps) = process.maps() else { return Seen::Gone };
        let exe = process.exe().ok();
        let mut looked = rustc_hash::FxHashSet::default();
        // Its program links a libpython (ld.so may not have mapped it yet).
        let mut links = false;
        for m in maps.iter() {
            let MMapPath::Path(path) = &m.pathname else { continue };
            let key = (libc::makedev(m.dev.0 as u32, m.dev.1 as u32), m.inode);
            // A `python3.N` or `libpython3.N.so`, or the program itself under another name (a
            // copied or renamed interpreter, an application built with CPython in it): its
            // symbols say (`Py_Version`, from 3.11), once per file.
            let named = path.file_name().and_then(|n| n.to_str()).and_then(runtime::version_from_name);
            let program = exe.as_deref() == Some(path.as_path());
            if (named.is_none() && !program) || !looked.insert(key) {
                continue;
            }
            if self.files.len() >= MAX_FILES {
                self.files.clear();
            }
            let kind = self
                .files
                .entry(key)
                .or_insert_with(|| match runtime::open_mapped(pid, m, path) {
                    Ok(file) => file_kind(&file, named.unwrap_or((0, 0)), program),
                    Err(_) => FileKind::Other,
                })
                .clone();
            let interp = match kind {
                FileKind::Interpreter(i) if i.runtime.version.0 == 3 => i,
                FileKind::Links => {
                    links = program;
                    continue;
                }
                _ => continue,
            };
            let loads = maps.iter().filter(|o| (o.dev, o.inode) == (m.dev, m.inode)).map(|o| (o.address.0, o.offset));
            // Not mapped whole yet (ld.so maps a library's segments one after the other).
            let Some(address) = interp.runtime.address(loads) else { continue };
            let (major, minor) = interp.runtime.version;
            let layout = match (major, minor) {
                _ if self.layouts_unknown => None,
                (3, 13..) => debug_offsets(pid, address),
                _ => Layout::for_version(major, minor),
            };
            let Some(layout) = layout else {
                return Seen::Unreadable(format!("CPython {major}.{minor}: its layout is not known to this ze-tracer; sites show native frames only"));
            };
            let Some(mut proc) = py_proc(&layout, address) else {
                return Seen::Unreadable(format!("CPython {major}.{minor}: its frames cannot be walked; sites show native frames only"));
            };
            if proc.tid_kind == py_tid::TID && in_a_pid_namespace_of_its_own(pid) {
                proc.tid_kind = py_tid::OWN_TID;
            }
            if let Some(map) = &self.map {
                if let Err(e) = map.procs.lock().unwrap_or_else(|e| e.into_inner()).insert(pid, proc) {
                    return Seen::Unreadable(format!("Python frames not walked: {e}"));
                }
            }
            let frames = Frames { since_ns: crate::process::clock::monotonic_ns(), ..Frames::default() };
            return Seen::Walked { layout, eval: interp.eval.map(|r| (key, r)), frames };
        }
        if links { Seen::Linking } else { Seen::NotPython }
    }
}

/// Whether `pid` runs in a PID namespace below ours (a container's process, seen from the
/// host): its thread states hold TIDs as that namespace numbers them. `NSpid` lists its PID
/// in each namespace from ours down.
fn in_a_pid_namespace_of_its_own(pid: u32) -> bool {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status.lines().find_map(|l| l.strip_prefix("NSpid:")).is_some_and(|ids| ids.split_whitespace().count() > 1)
}

/// What a file is: CPython (its `_PyRuntime` and eval loop), else, if it is the `program`, one
/// that links a libpython, else neither.
fn file_kind(file: &std::fs::File, named: (u8, u8), program: bool) -> FileKind {
    // Only the parts asked for are read: a program with CPython in it can be large.
    let data = crate::process::untrusted::parse_cache(file, crate::process::untrusted::PARSE_BUDGET);
    match interpreter(&data, named) {
        Some(interp) => FileKind::Interpreter(interp),
        None if program && links_libpython(&data) => FileKind::Links,
        None => FileKind::Other,
    }
}

/// Whether an ELF file needs a `libpython3.N.so*` (its DT_NEEDED entries).
fn links_libpython<'a, R: object::ReadRef<'a>>(data: R) -> bool {
    use object::read::elf::{Dyn, ElfFile64};
    let Ok(elf) = ElfFile64::<object::Endianness, R>::parse(data) else { return false };
    let (endian, sections) = (elf.endian(), elf.elf_section_table());
    let Ok(Some((entries, strings))) = sections.dynamic(endian, data) else { return false };
    let Ok(strings) = sections.strings(endian, data, strings) else { return false };
    entries.iter().filter(|d| d.tag32(endian) == Some(object::elf::DT_NEEDED)).any(|d| {
        let name = d.val32(endian).and_then(|at| strings.get(at).ok()).and_then(|n| std::str::from_utf8(n).ok());
        name.is_some_and(|n| n.starts_with("lib") && runtime::version_from_name(n).is_some())
    })
}

/// `_PyRuntime` and the eval loop in an interpreter file.
fn interpreter<'a, R: object::ReadRef<'a>>(data: R, named: (u8, u8)) -> Option<Interpreter> {
    let runtime = runtime::inspect(data, named)?;
    let file = object::File::parse(data).ok()?;
    let eval = file
        .dynamic_symbols()
        .chain(file.symbols())
        .find(|s| s.is_definition() && s.name() == Ok("_PyEval_EvalFrameDefault"))
        .and_then(|s| {
            let seg = file.segments().find(|g| (g.address()..g.address() + g.size()).contains(&s.address()))?;
            let start = s.address() - seg.address() + seg.file_range().0;
            Some(start..start + s.size().max(1))
        });
    Some(Interpreter { runtime, eval })
}

/// 3.13+: the layout the process publishes at the start of `_PyRuntime`.
fn debug_offsets(pid: u32, runtime: u64) -> Option<Layout> {
    let mut bytes = vec![0; DEBUG_OFFSETS_LEN];
    super::code::Memory::read(&ProcessMemory { pid }, runtime, &mut bytes).ok()?;
    Layout::from_debug_offsets(&bytes)
}

/// The kernel side's entry for a layout: None if a field the walk reads does not fit its
/// reads (the frame's fields are read in one go of at most 128 bytes, as aligned words).
fn py_proc(l: &Layout, runtime: u64) -> Option<PyProc> {
    let small = |v: u64| u16::try_from(v).ok().filter(|&v| v != PY_NONE);
    let word = |v: u64| small(v).filter(|&v| v % 8 == 0 && v < 128);
    let flag = match (l.frame_owner, l.frame_is_entry) {
        (Some(o), _) | (None, Some(o)) => small(o).filter(|&o| o < 128)?,
        (None, None) => PY_NONE,
    };
    let (code, previous, instr) = (word(l.frame_code)?, word(l.frame_previous)?, word(l.frame_instr)?);
    let last = [code, previous, instr, if flag == PY_NONE { 0 } else { flag & !7 }].into_iter().max()?;
    // The thread state's fields are read in one go too, as aligned words of its first 512 bytes.
    let (tid, frame, next) = (l.tstate_native_thread_id.unwrap_or(l.tstate_thread_id), l.tstate_frame, l.tstate_next);
    let tstate_word = |v: u64| u16::try_from(v).ok().filter(|&v| v % 8 == 0 && v < 512);
    let tstate_bytes = [tstate_word(tid)?, tstate_word(frame)?, tstate_word(next)?].into_iter().max()? + 8;
    Some(PyProc {
        runtime,
        interpreters_head: small(l.runtime_interpreters_head)?,
        threads_head: small(l.interp_threads_head)?,
        tstate_next: small(next)?,
        tstate_tid: small(tid)?,
        tstate_frame: small(frame)?,
        cframe_frame: match l.cframe_current_frame {
            Some(o) => small(o)?,
            None => PY_NONE,
        },
        frame_previous: previous,
        frame_code: code,
        frame_instr: instr,
        frame_flag: flag,
        frame_bytes: last + 8,
        tid_kind: if l.tstate_native_thread_id.is_some() { py_tid::TID } else { py_tid::THREAD_POINTER },
        tstate_bytes,
        _pad: [0; 3],
    })
}

/// Puts `runs` of Python frames in place of the eval loop's native frames in `native`
/// (innermost first), as py-spy's `--native` does: each eval-loop frame is the run of Python
/// frames that call ran. Runs left over (the native stack was cut before their eval frames,
/// or the loop's frames were not recognized) follow the native frames, outermost last.
pub fn merge<F: Copy>(native: &[F], runs: Runs, is_eval: impl Fn(F) -> bool, python: impl Fn(u32) -> F) -> Vec<F> {
    let mut out = Vec::with_capacity(native.len() + runs.iter().map(Vec::len).sum::<usize>());
    let mut runs = runs.into_iter();
    for &f in native {
        match is_eval(f).then(|| runs.next()).flatten() {
            Some(run) => out.extend(run.into_iter().map(&python)),
            None => out.push(f),
        }
    }
    out.extend(runs.flatten().map(python));
    out
}

#[cfg(test)]
mod tests;
