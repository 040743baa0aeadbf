//! Where each object was made: its creating call stack, unwound when its event arrives, named
//! when its process ends.
//!
//! The kernel side only copies: a successful create's event carries the caller's registers at
//! the return and a window of its stack (`tracer_common::StackEvent`, `--stack-bytes`). Here
//! that window is unwound with `.eh_frame` (framehop), as `perf --call-graph dwarf` does:
//! distributions build without frame pointers, so a frame-pointer walk would stop after a
//! frame or two. The first frame is exact whatever the code: the return address into the
//! caller.
//!
//! Unwinding happens at the end of the batch that brought the create, and only for the
//! objects still live then (see `dataplane::shard`): most are destroyed within microseconds,
//! and their stacks are never needed. Which file each frame is in comes from what ld.so's
//! probe reports (`phase::OBJECT`: what the process had mapped at its first call, which also
//! wakes the daemon, and each object it maps later), so a process gone by then is unwound
//! too; else (ld.so's probe never saw it: it predates the tracer) from its maps, read at its
//! first stack, and read again for a frame in no known object. A frame is kept as
//! (file, offset), the file opened and kept (see [`files`]), so that it can be named after the
//! process is gone. Stacks are kept once each in
//! a bounded table (see [`table`]). Naming ([`symbolize`], blazesym) happens only at a
//! process's end, only for what it still holds, grouped by site ([`sites`]).
//!
//! A stack that cannot be had is counted and shown as lost, with the reason: never an empty
//! or a wrong site.
pub mod files;
pub mod frame;
pub(crate) mod process;
pub mod python;
pub mod symbolize;
pub mod table;
#[cfg(test)]
pub(crate) mod testing;

use rustc_hash::FxHashMap;
use tracer_common::{Event, libs, phase};

pub use self::{
    frame::Frame,
    process::Window,
    table::{Lost, StackId},
};
use self::{files::Files, process::ProcessMaps, table::{Marks, StackTable}};
use crate::process::facts::Tenant;
pub use self::python::procs::PyNames;
use self::python::procs::{self, Pythons};

/// Bytes of stack copied per create by default (`--stack-bytes`): the largest window that adds
/// at most 15 % to a create here (BENCHMARKS.md §1b). It holds an application's own frames
/// above a direct L0 call; through SYCL (Unified Runtime, UMF) it ends inside the runtime, and
/// the site says it was cut: 4096 reach `main` from Python through dpctl.
pub const DEFAULT_WINDOW: u32 = 1024;

/// Frames kept per stack by default (`--stack-depth`): an application's own frames above a
/// runtime's (SYCL, then Unified Runtime, then the loader, about ten) and still a readable
/// report; the window copied ends most stacks before that anyway.
pub const DEFAULT_DEPTH: usize = 32;

pub struct Stacks {
    depth: usize,
    proc_maps: bool,
    /// Read a process's maps at its exec (not system-wide).
    at_exec: bool,
    pub(crate) files: Files,
    pub(crate) table: StackTable,
    procs: FxHashMap<u32, ProcessMaps>,
    scratch: Vec<table::Frame>,
    /// CPython processes' frames (see `python::procs`): walked by the kernel side when it has
    /// the map, named here.
    python: Pythons,
}

impl Stacks {
    /// `proc_maps`: whether processes' maps may be read (else only ld.so's reports are used);
    /// `at_exec`: whether to read them at every exec reported.
    pub fn new(depth: usize, proc_maps: bool, at_exec: bool) -> Stacks {
        Stacks {
            depth: depth.max(1),
            proc_maps,
            at_exec,
            files: Files::default(),
            table: StackTable::default(),
            procs: FxHashMap::default(),
            scratch: Vec::new(),
            python: Pythons::new(None, false),
        }
    }

    /// With Python frames: the kernel side's map of CPython processes to fill.
    /// `layouts_unknown`: tests only, see `Pythons::new`.
    pub fn with_python(mut self, map: Option<procs::PyMap>, layouts_unknown: bool) -> Stacks {
        self.python = Pythons::new(map, layouts_unknown);
        self
    }

    /// Its files' unwind tables and openings kept in `shared`, with every other shard's (see
    /// `files::SharedFiles`).
    pub fn with_shared_files(mut self, shared: files::SharedFiles) -> Stacks {
        self.files.shared = shared;
        self
    }

    pub fn python_names(&self) -> &PyNames {
        &self.python.names
    }

    /// Why `pid`'s Python frames are not shown, if it runs a CPython they cannot be read of
    /// (`program`: its name, for one gone before it could be looked at).
    pub fn take_python_unreadable(&mut self, pid: u32, program: &str) -> Option<String> {
        self.python.take_unreadable(pid, program)
    }

    /// What an event that is not a call says of `ev.pid`'s maps, in ring order: an OBJECT
    /// (with its `path`) adds a mapping; an EXIT or an EXEC ends what was known (a PID reused
    /// later in the batch starts afresh).
    pub fn observe(&mut self, ev: &Event, path: Option<&[u8]>) {
        match ev.phase {
            phase::EXIT => {
                self.procs.remove(&ev.pid);
                self.python.forget(ev.pid);
            }
            // Its first Level Zero call: an embedding program's interpreter is mapped by now,
            // and so are the files where it ends (its end is hooked now: see `take_walked`).
            phase::BEGIN => {
                self.python.look(ev.pid, false);
                self.python.begun(ev.pid);
            }
            // The new image's program is mapped: opened now, while the process lives (ld.so
            // reports it unnamed). Not system-wide, where every exec on the machine is
            // reported, most of them no Level Zero program's.
            phase::EXEC => {
                self.procs.remove(&ev.pid);
                // A CPython program is looked at now, so that its first create has its frames.
                self.python.forget(ev.pid);
                self.python.look(ev.pid, true);
                if self.at_exec {
                    self.prime(ev.pid);
                }
            }
            // ld.so's first report of a traced image, or its load of Level Zero before its
            // exec was looked at, held until now: all it links is mapped, it has made no
            // object; a CPython is found now, before its first create.
            phase::LIBS if libs::look(ev.api).is_some() => self.python.started(ev.pid),
            phase::OBJECT => {
                let Some(path) = path else { return };
                let dev = crate::probes::stat_dev(ev.parent);
                let maps = maps_of(&mut self.procs, ev.pid, self.proc_maps);
                maps.add_object(ev.handle, (dev, ev.size), path, &mut self.files);
                // An embedding program that loads its interpreter after its first call.
                self.python.loaded(ev.pid, path);
            }
            _ => {}
        }
    }

    /// The file (device, inode) `pid`'s CPython runs its eval loop from, if it is walked.
    pub fn python_file(&self, pid: u32) -> Option<(u64, u64)> {
        self.python.interpreter_file(pid)
    }

    /// The CPython processes found walkable since the last call (see `Pythons::take_walked`).
    pub fn take_walked_pythons(&mut self) -> Vec<u32> {
        self.python.take_walked()
    }

    /// Reads the maps of a process that was running before ze-tracer (ld.so's probe never saw
    /// it load anything): now, while it surely lives.
    pub fn prime(&mut self, pid: u32) {
        maps_of(&mut self.procs, pid, self.proc_maps).read(&mut self.files);
    }

    /// Drops what is kept of a process's maps (the files and the stacks stay).
    /// The file of a stack's innermost frame: the library that made the traced call (see
    /// `data::owners`). None for a stack lost, or whose caller is in no file.
    pub fn caller_file(&self, stack: StackId) -> Option<&str> {
        match self.table.frames(stack).first()? {
            table::Frame::File { file, .. } => Some(&self.files.get(*file).path),
            _ => None,
        }
    }

    /// Why a stack has no Python frames, if it was made by a CPython before its interpreter
    /// was found (a busy daemon's late look: see `Marks::before_python`).
    pub fn python_frames_missing(&self, stack: StackId) -> Option<&'static str> {
        self.table.marks(stack).before_python.then_some("made before its interpreter was found: its Python frames were not read")
    }

    /// Why a stack ends at its last native frame, if the daemon ended it there: that frame's
    /// file was not unwound (see `files::NotUnwound`).
    pub fn ended(&self, stack: StackId) -> Option<String> {
        match self.table.frames(stack).iter().rfind(|f| !matches!(f, table::Frame::Python(_)))? {
            table::Frame::File { file, .. } => self.files.get(*file).not_unwound.map(|n| n.why()),
            _ => None,
        }
    }

    pub fn forget(&mut self, pid: u32) {
        self.procs.remove(&pid);
        self.python.forget(pid);
        self.python.take_unreadable(pid, "");
    }

    /// The stack of a create of `pid` (of `tenant`: its share of the table is charged)
    /// whose caller's stack the kernel copied into `w`.
    pub fn unwind(&mut self, pid: u32, tenant: Option<&Tenant>, created_ns: u64, w: &Window) -> StackId {
        let maps = maps_of(&mut self.procs, pid, self.proc_maps);
        match maps.unwind(w, self.depth, &mut self.files, &mut self.scratch) {
            Some(cut) if !w.python.is_empty() => {
                let runs = self.python.runs(pid, w.python, created_ns);
                let files = &self.files;
                let python = &self.python;
                let is_eval = |f: table::Frame| match f {
                    table::Frame::File { file, offset } => python.is_eval(pid, files.key(file), offset),
                    _ => false,
                };
                let merged = procs::merge(&self.scratch, runs, is_eval, table::Frame::Python);
                self.table.intern(&merged, Marks::cut(cut || w.python_cut), tenant)
            }
            Some(cut) => {
                // A walked CPython none of whose stacks had frames says so, and a stack made
                // before its interpreter was found says so at its site.
                let before_python = self.python.no_frames(pid, created_ns);
                self.table.intern(&self.scratch, Marks { cut, before_python }, tenant)
            }
            None => {
                self.procs.remove(&pid);
                StackId::lost(Lost::ProcessGone)
            }
        }
    }
}

/// What is known of a process's maps, made empty the first time.
fn maps_of(procs: &mut FxHashMap<u32, ProcessMaps>, pid: u32, proc_maps: bool) -> &mut ProcessMaps {
    procs.entry(pid).or_insert_with(|| ProcessMaps::new(pid, proc_maps))
}

