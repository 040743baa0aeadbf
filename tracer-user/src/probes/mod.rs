//! Loads the eBPF object and attaches its call programs to every traced symbol of a loader copy:
//! as one uprobe_multi link per program (see `uprobe_multi`), or one perf-event uprobe per
//! symbol and program on kernels without them.
//!
//! Symbols are resolved here (ELF `.dynsym`, through the program headers to file offsets)
//! rather than by aya, so that a copy that lacks some APIs is still traced for the rest, the
//! missing ones can be listed, and each probe can sit where `placement` chose.
pub mod applied;
mod attach;
pub mod elf;
pub mod exit_hook;
pub mod kernel_btf;
pub mod maps;
pub mod park;
pub mod placement;
pub mod return_sites;
pub mod uprobe_multi;

use std::{
    collections::HashMap,
    os::fd::OwnedFd,
    os::unix::fs::MetadataExt,
    path::PathBuf,
    sync::atomic::{AtomicU64, Ordering},
};

use anyhow::Context as _;
use aya::{
    Ebpf, EbpfLoader,
    maps::{Array, HashMap as BpfHashMap, MapData, PerCpuArray, RingBuf},
    programs::{BtfTracePoint, Program, UProbe},
};
use tracer_common::{Drops, Hold, config};

use self::{
    attach::{LIBS_PROGRAMS, Link, Programs, Role, load_perf_programs},
    kernel_btf::KernelBtf,
};
pub use self::{
    attach::kernel_file_key,
    elf::TracedLib,
    maps::{Mapped, mapped_ldsos, mapped_loaders, system_loaders},
};
use crate::exit::Fatal;

/// Drops `links` on the one thread that tears links down: the kernel waits for an RCU grace
/// period per link, which must not hold up the loop, and one thread for all (not one per
/// process that ended) keeps a burst of short processes from costing a burst of threads
/// (the unit's `TasksMax`). Dropped here if that thread cannot be had. Returns a ticket for
/// [`dropped`]: the links work until they are dropped.
pub(crate) fn drop_later<T: Send + 'static>(links: T) -> u64 {
    type Garbage = Box<dyn Send>;
    static TX: std::sync::OnceLock<Option<std::sync::Mutex<std::sync::mpsc::Sender<Garbage>>>> = std::sync::OnceLock::new();
    let tx = TX.get_or_init(|| {
        let (tx, rx) = std::sync::mpsc::channel::<Garbage>();
        let spawned = std::thread::Builder::new().name("ze-detach".into()).spawn(move || {
            for garbage in rx {
                drop(garbage);
                DROPPED.fetch_add(1, Ordering::SeqCst);
            }
        });
        spawned.ok().map(|_| std::sync::Mutex::new(tx))
    });
    let garbage: Garbage = Box::new(links);
    let Some(tx) = tx.as_ref() else { return 0 };
    // Numbered under the lock that orders the sends: the thread drops them in that order.
    let tx = tx.lock().unwrap_or_else(|e| e.into_inner());
    match tx.send(garbage) {
        Ok(()) => SENT.fetch_add(1, Ordering::SeqCst) + 1,
        Err(std::sync::mpsc::SendError(garbage)) => {
            drop(garbage);
            0
        }
    }
}

/// What `drop_later`'s thread was sent, and what it has dropped, in order.
static SENT: AtomicU64 = AtomicU64::new(0);
static DROPPED: AtomicU64 = AtomicU64::new(0);

/// Waits, `patience` at most, until what `drop_later` gave `ticket` for is dropped; whether it is.
pub(crate) fn dropped(ticket: u64, patience: std::time::Duration) -> bool {
    let start = std::time::Instant::now();
    while DROPPED.load(Ordering::SeqCst) < ticket {
        if start.elapsed() >= patience {
            return false;
        }
        std::thread::sleep(std::time::Duration::from_millis(1));
    }
    true
}

static OBJECT: &[u8] = aya::include_bytes_aligned!(env!("ZE_TRACER_BPF_OBJECT"));

/// How to attach.
#[derive(Debug, Clone, Copy, Default)]
pub struct ProbeOptions {
    /// One perf-event uprobe per symbol even where uprobe_multi links exist.
    pub perf_events: bool,
    /// Probes at each function's first instruction instead of its chosen site.
    pub at_entry: bool,
    /// Do-nothing programs at the same places: the floor, for benchmarks.
    pub noop: bool,
    /// Allocator layers' copies (UMF's) are armed with no probe: Level Zero's calls alone are
    /// traced, as before layers were (the benchmarks' baseline).
    pub no_layers: bool,
    /// The appends (`Kind::Call`: the SRT's launch rows) are probed: off, a kernel launch is
    /// not trapped at all, and leaks are judged the same.
    pub append_rows: bool,
    /// Test hook: room for this many processes' drop records (see `daemon::Hooks`).
    pub drop_table: Option<u32>,
    /// Test hook: room for this many processes in `PROCS` (see `daemon::Hooks`).
    pub process_table: Option<u32>,
    /// Test hook: the most copies one user other than root may have armed (`COPY_SHARE`).
    pub copy_share: Option<usize>,
    /// The ring buffers' size in bytes, in all (a power of two, a multiple of the page
    /// size); none: `tracer_common::RING_BYTES`.
    pub ring_bytes: Option<u32>,
    /// Ring shards (1 to `tracer_common::MAX_SHARDS`): see `shards`.
    pub shards: u32,
    /// Test hook: links detached are torn down this much later (see `daemon::Hooks`).
    pub slow_detach: Option<std::time::Duration>,
}

/// How many ring shards to use by default: one per CPU, as the kernel side's rings are
/// written per process (`tracer_common::shard_of`) and a ring shared by processes on two
/// CPUs is a contended lock. At most `MAX_SHARDS`.
pub fn default_shards() -> u32 {
    let cpus = std::thread::available_parallelism().map_or(1, |n| n.get() as u32);
    cpus.clamp(1, tracer_common::MAX_SHARDS)
}

/// Each shard's ring: the total shared evenly, a power of two of at least 64 KB (a ring holds
/// whole pages, and one must hold the largest record, a 16 KB stack window, many times).
pub fn shard_bytes(total: u32, shards: u32) -> u32 {
    let each = total / shards.max(1);
    let pow2 = if each.is_power_of_two() { each } else { each.next_power_of_two() / 2 };
    pow2.max(64 << 10)
}

/// A ring that no shard uses: one page.
const UNUSED_RING: u32 = 4096;

/// The kernel side's `PY_PROCS` (a CPython process's offsets, for the walk) and `PLAIN`
/// (programs with no CPython, whose start is not held), shared by the shards: each fills in
/// what its processes show.
#[derive(Clone)]
pub struct PyMap {
    pub procs: std::sync::Arc<std::sync::Mutex<PyProcs>>,
    pub plain: std::sync::Arc<std::sync::Mutex<BpfHashMap<MapData, tracer_common::FileKey, u8>>>,
}

/// `PY_PROCS`, and `PY_ANY`, which says whether it holds any process: a create of a program
/// that runs no CPython, on a node that runs none, is spared the lookup.
pub struct PyProcs {
    map: BpfHashMap<MapData, u32, tracer_common::PyProc>,
    any: Array<MapData, u32>,
    pids: std::collections::HashSet<u32>,
}

impl PyProcs {
    /// `pid`'s frames walked from its next create on. `PY_ANY` is set first, so that a create
    /// that finds the process finds it asked for.
    pub fn insert(&mut self, pid: u32, proc: tracer_common::PyProc) -> anyhow::Result<()> {
        if self.pids.is_empty() {
            self.any.set(0, 1, 0)?;
        }
        self.pids.insert(pid);
        Ok(self.map.insert(pid, proc, 0)?)
    }

    pub fn remove(&mut self, pid: u32) {
        let _ = self.map.remove(&pid);
        if self.pids.remove(&pid) && self.pids.is_empty() {
            let _ = self.any.set(0, 0, 0);
        }
    }
}

/// The loaded eBPF object.
pub struct Probes {
    ebpf: Ebpf,
    programs: Programs,
    /// The call programs' names, in [`Role`] order.
    names: [&'static str; 3],
    at_entry: bool,
    no_layers: bool,
    append_rows: bool,
    /// Links per (library identity, pid scope), so a copy is attached once per scope.
    links: HashMap<((u64, u64), Option<u32>), Vec<Link>>,
    /// The path each copy probed for every process was attached through.
    paths: HashMap<(u64, u64), PathBuf>,
    /// When each copy's probes were in place (CLOCK_BOOTTIME ns), per scope: a process that
    /// began after that maps it armed (see `Probes::armed_before`).
    armed_at: HashMap<((u64, u64), Option<u32>), u64>,
    /// ld.so probes put on so far: the next one's `LDSO_SINCE` slot (modulo its size).
    ldso_probes: u32,
    /// Threads that map a copy not armed are held until it is (see `tracer-ebpf/src/libs.rs`).
    holds: bool,
    /// The ld.so program, if loaded for uprobe_multi links (else it is aya's, one perf event
    /// per site).
    libs_multi: Option<OwnedFd>,
    /// Stops held threads, so that they do not spin while held (`park`): none without holds.
    parker: Option<park::Parker>,
    /// CPython processes' ends, hooked (see `exit_hook`), and whether they can be.
    exit_hooks: exit_hook::ExitHooks,
    exit_hooks_loaded: bool,
    /// Ring shards in use.
    shards: u32,
    /// Copies armed for every process, by whose share they take (`elf::Share`: their owner's,
    /// or a root container's file system's), and the most one share may hold (`COPY_SHARE`): a
    /// tenant who writes thousands of copies must leave room in `ARMED` for everyone else's.
    copy_owners: HashMap<(u64, u64), elf::Share>,
    armed_by_owner: HashMap<elf::Share, usize>,
    copy_share: usize,
    /// Each copy attached (until it vanishes), numbered for its initializations' events (see
    /// `Probes::copy_number`).
    copy_numbers: HashMap<(u64, u64), u16>,
    /// Numbers of copies that vanished, to be given again.
    free_numbers: Vec<u16>,
    /// Links detached and not yet torn down, by key: `drop_later`'s ticket (see `settle`).
    dropping: HashMap<((u64, u64), Option<u32>), u64>,
    slow_detach: Option<std::time::Duration>,
}

/// The most copies one user (other than the node's system: root's files where it is) has armed
/// for every process: a quarter of what the kernel side's `ARMED` holds (4096).
pub const COPY_SHARE: usize = 1024;

/// The longest a thread that mapped a new copy is held, waiting for the daemon to arm it:
/// arming takes a few ms, but a daemon on a busy machine (a CI runner's parallel jobs, a CPU
/// already taken by the held thread) may be kept off its CPU for hundreds (0.5 s was seen to
/// run out there); a daemon that is stopped must not stall the program for long either.
pub const HOLD_MS: u32 = 2000;

impl Probes {
    pub fn load(options: ProbeOptions) -> Result<Probes, Fatal> {
        let ProbeOptions { perf_events, at_entry, noop, no_layers, append_rows, drop_table, process_table, copy_share, ring_bytes, shards, slow_detach } = options;
        let names = [Role::Entry, Role::Return, Role::CallReturn].map(|r| r.program(noop));
        // The kernel's BTF is parsed three times: by aya's loader as it is made (it always
        // does), for the loader's relocations and the tracepoints' types, and for the offsets
        // the probes read. Each on a thread of its own.
        let (mut loader, kernel_types, btf) = std::thread::scope(|s| {
            let types = s.spawn(aya::Btf::from_sys_fs);
            let ours = s.spawn(KernelBtf::load);
            let loader = EbpfLoader::new();
            let panicked = "parsing the kernel's BTF panicked";
            (loader, types.join().expect(panicked), ours.join().expect(panicked))
        });
        let shards = shards.clamp(1, tracer_common::MAX_SHARDS);
        let each = shard_bytes(ring_bytes.unwrap_or(tracer_common::RING_BYTES), shards);
        let rings: Vec<String> = (0..tracer_common::MAX_SHARDS).map(ring_name).collect();
        for (i, name) in rings.iter().enumerate() {
            loader.map_max_entries(name, if (i as u32) < shards { each } else { UNUSED_RING });
        }
        if let Some(n) = drop_table {
            loader.map_max_entries("DROPPED_BY_PID", n.max(1));
        }
        if let Some(n) = process_table {
            loader.map_max_entries("PROCS", n.max(1));
        }
        let kernel_types = kernel_types.map_err(|e| refused(&format!("cannot read {}", kernel_btf::VMLINUX), &e))?;
        let mut ebpf = loader
            .btf(Some(&kernel_types))
            .load(OBJECT)
            .map_err(|e| refused("cannot load the eBPF programs", &e))?;
        // Process lifecycles first: no traced process may end unseen.
        let btf = btf.map_err(|e| {
            Fatal::NoBpf(format!("the kernel's BTF is needed ({e:#}): a kernel built with CONFIG_DEBUG_INFO_BTF"))
        })?;
        let group_dead = btf.tracepoint_args("sched_process_exit").unwrap_or(1) >= 2;
        let exit = if group_dead { "ze_exit" } else { "ze_exit_leader" };
        let Loaded { programs, holds, libs_multi, hooks_multi } =
            load_programs(&mut ebpf, &kernel_types, exit, names, noop, perf_events)?;
        let exit_hooks_loaded = holds && !noop && exit_hook::load(&mut ebpf, !hooks_multi.is_empty());
        let bell = |name| ebpf.take_map(name).and_then(|m| aya::maps::RingBuf::try_from(m).ok());
        let bells: Option<Vec<_>> = ["HOLD_BELL_0", "HOLD_BELL_1"].into_iter().map(bell).collect();
        let parker = match (ebpf.map("HOLD"), bells) {
            (Some(aya::maps::Map::HashMap(hold)), Some(bells)) if holds => match park::Parker::start(hold, bells) {
                Ok(parker) => Some(parker),
                Err(e) => {
                    tracing::warn!("held threads will spin: cannot start parking them ({e})");
                    None
                }
            },
            _ => None,
        };
        let mut probes = Probes {
            ebpf,
            programs,
            names,
            at_entry,
            no_layers,
            append_rows,
            links: HashMap::new(),
            armed_at: HashMap::new(),
            ldso_probes: 0,
            paths: HashMap::new(),
            holds,
            libs_multi,
            parker,
            exit_hooks: exit_hook::ExitHooks::new(hooks_multi),
            exit_hooks_loaded,
            shards: 1,
            copy_owners: HashMap::new(),
            armed_by_owner: HashMap::new(),
            copy_share: copy_share.unwrap_or(COPY_SHARE),
            copy_numbers: HashMap::new(),
            free_numbers: Vec::new(),
            dropping: HashMap::new(),
            slow_detach,
        };
        probes.set_offsets(&btf)?;
        probes.set_value(config::RING_SHARDS, shards).map_err(|e| Fatal::NoBpf(format!("{e:#}")))?;
        probes.shards = shards;
        probes.set_value(config::HOLD_MS, HOLD_MS)?;
        // The CPUs but one: a held thread polls on its CPU until parked (after 1 ms yielding
        // at each poll, but taking its share, and holding its process's mmap lock when it
        // yields), and the daemon must have one to arm. Copies seen as they are written wait at the
        // gate instead, asleep.
        let cpus = std::thread::available_parallelism().map_or(1, |n| n.get() as u32);
        probes.set_value(config::MAX_HOLDS, cpus.saturating_sub(1).max(1))?;
        if tracing::enabled!(tracing::Level::DEBUG) {
            for (program, instructions) in verifier_work() {
                tracing::debug!(program, instructions, "verified");
            }
        }
        Ok(probes)
    }

    /// Sets one of the kernel side's switches (`tracer_common::config`).
    pub fn set_config(&mut self, index: u32, on: bool) -> anyhow::Result<()> {
        self.set_value(index, on as u32)
    }

    pub fn set_value(&mut self, index: u32, value: u32) -> anyhow::Result<()> {
        let mut cfg: Array<_, u32> = self.ebpf.map_mut("CONFIG").context("CONFIG map")?.try_into()?;
        Ok(cfg.set(index, value, 0)?)
    }

    /// The offsets of the kernel fields the probes read, from its BTF.
    fn set_offsets(&mut self, btf: &KernelBtf) -> Result<(), Fatal> {
        let fields = [
            (config::TASK_PID, "task_struct", "pid"),
            (config::TASK_REAL_PARENT, "task_struct", "real_parent"),
            (config::TASK_TGID, "task_struct", "tgid"),
            (config::TASK_FSBASE, "task_struct", "thread.fsbase"),
            (config::VMA_FILE, "vm_area_struct", "vm_file"),
            (config::FILE_INODE, "file", "f_inode"),
            (config::INODE_INO, "inode", "i_ino"),
            (config::INODE_SB, "inode", "i_sb"),
            (config::SB_DEV, "super_block", "s_dev"),
            (config::TASK_THREAD_PID, "task_struct", "thread_pid"),
            (config::TASK_GROUP_LEADER, "task_struct", "group_leader"),
            (config::PID_LEVEL, "pid", "level"),
            (config::PID_NUMBERS, "pid", "numbers"),
            (config::TASK_MM, "task_struct", "mm"),
            (config::MM_AUXV, "mm_struct", "saved_auxv"),
            (config::MM_EXE_FILE, "mm_struct", "exe_file"),
            (config::TASK_START_BOOTTIME, "task_struct", "start_boottime"),
        ];
        for (index, ty, field) in fields {
            let offset = btf.offset(ty, field).map_err(|e| Fatal::NoBpf(format!("kernel BTF: {e:#}")))?;
            self.set_value(index, offset)?;
        }
        if let Some((dev, ino)) = pid_namespace() {
            // The probes step through `pid.numbers` 16 bytes at a time.
            if btf.offset("upid", "ns").ok() != Some(8) {
                return Err(Fatal::NoBpf("kernel BTF: struct upid is not {int nr; pointer ns}".into()));
            }
            tracing::info!("in a PID namespace of its own: tracing its processes only");
            self.set_value(config::PIDNS_INO, ino)?;
            self.set_value(config::PIDNS_DEV, dev)?;
        }
        Ok(())
    }

    /// The threads held now because they loaded a copy not armed yet (not those held at their
    /// process's exit: see `Hold::why`).
    pub fn held_loading(&self) -> impl Iterator<Item = u32> + '_ {
        let hold = self.ebpf.map("HOLD").and_then(|m| BpfHashMap::<_, u32, Hold>::try_from(m).ok());
        let loading = hold.map(|h| h.iter().flatten().filter(|(_, h)| h.why == tracer_common::libs::HELD as u64).map(|(tid, _)| tid).collect());
        loading.unwrap_or_else(Vec::new).into_iter()
    }

    /// Lets a thread held `why` (`libs::HELD`, `EXITING_HELD`, `STARTING_HELD`) go. Since
    /// when it was held (ns, CLOCK_MONOTONIC) if it still was: then none of the copy's code has
    /// run yet. A hold of another kind is left alone: the one meant ran out, and its thread went
    /// on to be held again (a start's hold, then its first load's).
    ///
    /// Waits for no parking thread (one may be queued behind the very thread that spins): a
    /// thread still spinning is let go here, its entry removed, and one parked by its parker,
    /// told to. A parker parking it meanwhile finds its hold gone and lets it go at its stop.
    pub fn release(&mut self, tid: u32, why: u16) -> Option<u64> {
        let mut hold: BpfHashMap<_, u32, Hold> = self.ebpf.map_mut("HOLD")?.try_into().ok()?;
        let held = hold.get(&tid, 0).ok().filter(|h| h.why == why as u64)?;
        if held.parked == 0 && hold.remove(&tid).is_err() {
            return None;
        }
        // Parked, perhaps in between: the parker's entry to remove.
        if let Some(parker) = &self.parker {
            parker.release(tid, why, held.since_ns);
        }
        Some(held.since_ns)
    }

    /// From now on no thread is held, and none still polling stays held: the programs outlive
    /// the daemon while the kernel tears them down (seconds: see `drop`), and a hold they made
    /// meanwhile would wait, with nobody to let it go, until it ran out (each process of a
    /// burst loading a new copy, or each CPython ending, 2 to 5 s after its tracer stopped).
    /// Threads parked are let go by their parker as it ends. At a stop, and as it is dropped.
    pub fn stop_holding(&mut self) {
        let _ = self.set_value(config::MAX_HOLDS, 0);
        let Some(mut hold) = self.ebpf.map_mut("HOLD").and_then(|m| BpfHashMap::<_, u32, Hold>::try_from(m).ok()) else {
            return;
        };
        let polling: Vec<u32> = hold.iter().flatten().filter(|(_, h)| h.parked == 0).map(|(tid, _)| tid).collect();
        for tid in polling {
            let _ = hold.remove(&tid);
        }
    }

    /// Marks processes not tracked (`tracer_common::IGNORED`): their calls are sent no more,
    /// until they exec. Each CPU's admission cache is voided once for all of them, and only
    /// then is a mark said: until the bump, a CPU that admitted the process a moment ago still
    /// lets its calls through its cache, and a reader of the log (a test that stops the
    /// daemon at that line, then lets the process flood) must not be told otherwise.
    pub fn ignore(&mut self, pids: &[u32]) {
        if pids.is_empty() {
            return;
        }
        let mut marked = Vec::with_capacity(pids.len());
        if let Some(mut procs) = self.ebpf.map_mut("PROCS").and_then(|m| BpfHashMap::<_, u32, u32>::try_from(m).ok()) {
            for &pid in pids {
                // BPF_EXIST: a process gone meanwhile is not made again. (One that execs between
                // the read and the write keeps the mark for its new image: a race of a few µs.)
                if let Ok(bits) = procs.get(&pid, 0) {
                    match procs.insert(pid, bits | tracer_common::IGNORED, 2) {
                        Ok(()) => marked.push(pid),
                        Err(e) => tracing::warn!(pid, "not tracked, but its calls are still sent (cannot mark it: {e})"),
                    }
                }
            }
        }
        let voided = self.ebpf.map_mut("GENERATION").and_then(|m| Array::<_, u32>::try_from(m).ok()).map(|mut generation| {
            let ours = generation.get(&1, 0).unwrap_or(0);
            generation.set(1, ours.wrapping_add(1), 0)
        });
        for pid in marked {
            match &voided {
                Some(Ok(())) => tracing::debug!(pid, "not tracked: its calls are sent no more"),
                _ => tracing::warn!(pid, "not tracked, but a CPU that admitted it may still send its calls (cannot void the admission caches)"),
            }
        }
    }

    /// Tells the probes the daemon sleeps until woken (`true`): the next call wakes it.
    pub fn set_asleep(&mut self, asleep: bool) -> anyhow::Result<()> {
        let mut flag: Array<_, u32> = self.ebpf.map_mut("ASLEEP").context("ASLEEP map")?.try_into()?;
        Ok(flag.set(0, asleep as u32, 0)?)
    }

    /// Forwards the kernel side's rare diagnostics (aya-log) to our log, if it has any.
    pub fn take_logger(&mut self) -> Option<aya_log::EbpfLogger<&'static dyn log::Log>> {
        aya_log::EbpfLogger::init(&mut self.ebpf).ok()
    }

    /// The rings of the shards in use, shard 0 first.
    pub fn take_rings(&mut self) -> anyhow::Result<Vec<RingBuf<MapData>>> {
        (0..self.shards)
            .map(|i| {
                let name = ring_name(i);
                let map = self.ebpf.take_map(&name).with_context(|| format!("{name} map missing"))?;
                Ok(RingBuf::try_from(map)?)
            })
            .collect()
    }

    /// Each shard's mark of how far its records are applied (see `applied`).
    pub fn take_applied_marks(&mut self) -> Option<Vec<applied::AppliedMark>> {
        applied::marks(self.ebpf.take_map("APPLIED")?, self.shards as usize)
    }

    /// The map of CPython processes whose frames the probes walk (see `python::procs`).
    pub fn take_python_map(&mut self) -> Option<PyMap> {
        fn shared<K: aya::Pod, V: aya::Pod>(m: aya::maps::Map) -> Option<std::sync::Arc<std::sync::Mutex<BpfHashMap<MapData, K, V>>>> {
            Some(std::sync::Arc::new(std::sync::Mutex::new(BpfHashMap::try_from(m).ok()?)))
        }
        let procs = PyProcs {
            map: BpfHashMap::try_from(self.ebpf.take_map("PY_PROCS")?).ok()?,
            any: Array::try_from(self.ebpf.take_map("PY_ANY")?).ok()?,
            pids: Default::default(),
        };
        Some(PyMap { procs: std::sync::Arc::new(std::sync::Mutex::new(procs)), plain: shared(self.ebpf.take_map("PLAIN")?)? })
    }

    /// Events dropped because a ring was full, in all.
    pub fn dropped_total(&self) -> u64 {
        self.ebpf
            .map("DROPPED")
            .and_then(|m| PerCpuArray::<_, u64>::try_from(m).ok())
            .and_then(|a| a.get(&0, 0).ok())
            .map(|v| v.iter().sum())
            .unwrap_or(0)
    }

    /// Ring shards in use.
    pub fn shards(&self) -> u32 {
        self.shards
    }

    /// `pid`'s dropped events and when the last was dropped.
    pub fn dropped(&self, pid: u32) -> Drops {
        let by_pid = self.ebpf.map("DROPPED_BY_PID").and_then(|m| BpfHashMap::<_, u32, Drops>::try_from(m).ok());
        by_pid.and_then(|h| h.get(&pid, 0).ok()).unwrap_or_default()
    }

    /// Forgets `pid`'s drops (its tracker ended): a later process with its PID starts clean.
    pub fn forget_drops(&mut self, pid: u32) {
        if let Some(mut h) = self.ebpf.map_mut("DROPPED_BY_PID").and_then(|m| BpfHashMap::<_, u32, Drops>::try_from(m).ok()) {
            let _ = h.remove(&pid);
        }
    }

    /// The drops of each ring that no process's record could hold (the table was full):
    /// summed and latest over CPUs, by shard.
    pub fn untold_drops(&self) -> Vec<Drops> {
        (0..self.shards).map(|ring| self.untold_drops_of(ring)).collect()
    }

    /// Ring `ring`'s drops that no record held (one lookup: a process's end reads its own).
    pub fn untold_drops_of(&self, ring: u32) -> Drops {
        let a = self.ebpf.map("DROPPED_UNTOLD").and_then(|m| PerCpuArray::<_, Drops>::try_from(m).ok());
        let per_cpu = a.and_then(|a| a.get(&ring, 0).ok());
        per_cpu.iter().flat_map(|v| v.iter()).filter(|d| d.events > 0).fold(Drops::default(), |all, d| Drops {
            events: all.events + d.events,
            last_ns: all.last_ns.max(d.last_ns),
            first_ns: if all.events == 0 { d.first_ns } else { all.first_ns.min(d.first_ns) },
        })
    }

    /// Removes the drop records of processes `keep` does not want (neither tracked nor alive):
    /// the table is only as full as the processes that may still be summarized.
    pub fn sweep_drops(&mut self, keep: impl Fn(u32) -> bool) -> usize {
        let Some(mut h) = self.ebpf.map_mut("DROPPED_BY_PID").and_then(|m| BpfHashMap::<_, u32, Drops>::try_from(m).ok()) else {
            return 0;
        };
        let stale: Vec<u32> = h.keys().flatten().filter(|&pid| !keep(pid)).collect();
        stale.iter().filter(|pid| h.remove(pid).is_ok()).count()
    }
}

/// A device as the kernel encodes it (`MKDEV`, as the probes read it), as stat gives it.
pub fn stat_dev(kernel_dev: u64) -> u64 {
    libc::makedev((kernel_dev >> 20) as u32, (kernel_dev & 0xfffff) as u32)
}

impl Drop for Probes {
    /// Hands the last references to the probes to a detached child that outlives us, so that
    /// ze-tracer ends at once instead of waiting for the kernel to unregister each uprobe (an
    /// RCU grace period apiece: seconds for a few dozen). Error paths included.
    fn drop(&mut self) {
        self.stop_holding();
        if self.links.is_empty() {
            return;
        }
        let mut pipe = [0; 2];
        // SAFETY: after fork the child calls only async-signal-safe functions before _exit.
        unsafe {
            if libc::pipe2(pipe.as_mut_ptr(), libc::O_CLOEXEC) != 0 {
                return; // dropped here, synchronously
            }
            match libc::fork() {
                0 => {
                    libc::close(pipe[1]);
                    libc::setsid();
                    let null = libc::open(c"/dev/null".as_ptr(), libc::O_RDWR);
                    for fd in 0..3 {
                        libc::dup2(null, fd);
                    }
                    // EOF once ze-tracer has exited and dropped its references: ours are the
                    // last, and the kernel tears the probes down as we exit.
                    let mut byte = 0u8;
                    while libc::read(pipe[0], (&raw mut byte).cast(), 1) != 0 {}
                    libc::_exit(0);
                }
                -1 => {}
                // The write end stays open until we exit.
                _ => {
                    libc::close(pipe[0]);
                }
            }
        }
    }
}

/// What `Probes::load` loads beside the maps and tracepoints it attaches.
struct Loaded {
    programs: Programs,
    /// Threads that map a copy not armed can be held (the kernel took `ze_libs`).
    holds: bool,
    /// The ld.so program, loaded for uprobe_multi links.
    libs_multi: Option<OwnedFd>,
    /// The exit hooks' programs, loaded for uprobe_multi links.
    hooks_multi: Vec<(&'static str, OwnedFd)>,
}

/// Loads the programs and attaches the tracepoints: the call programs (`names`) and the exit
/// hooks' for uprobe_multi links where the kernel has them (`perf_events`: never), else for
/// perf events; ld.so's meanwhile, on a thread of its own.
fn load_programs(
    ebpf: &mut Ebpf,
    kernel_types: &aya::Btf,
    exit: &str,
    names: [&'static str; 3],
    noop: bool,
    perf_events: bool,
) -> Result<Loaded, Fatal> {
    let map_fds = uprobe_multi::map_fds(ebpf);
    let prepared = (!perf_events).then(|| uprobe_multi::Prepared::new(&map_fds, OBJECT));
    // The verifier is most of start-up, and runs on the CPU of the thread that loads: every
    // program but the tracepoints' is loaded on a thread of its own, so that start-up takes
    // the largest program's time where CPUs are many, and the CPUs' share of the total where
    // they are few (2: a third less than one thread beside the main one).
    let mut programs: HashMap<&str, &mut Program> = ebpf.programs_mut().collect();
    let libs = LIBS_PROGRAMS.map(|name| programs.remove(name));
    let multi_libs = prepared.as_ref().and_then(|p| p.as_ref().ok());
    // With the call programs, the exit hooks' (see `exit_hook`): loaded from the same parse.
    let hooks = if noop { &[][..] } else { &exit_hook::PROGRAMS[..] };
    let all: Vec<&str> = names.iter().chain(hooks).copied().collect();
    let ((holds, libs_multi), multi) = std::thread::scope(|s| -> Result<_, Fatal> {
        let calls: Vec<_> = match multi_libs {
            Some(p) => all.iter().map(|&name| s.spawn(move || p.load(name))).collect(),
            None => vec![],
        };
        let libs = s.spawn(move || load_libs_program(multi_libs, libs));
        for (prog, event) in [(exit, "sched_process_exit"), ("ze_exec", "sched_process_exec"), ("ze_fork", "sched_process_fork")] {
            let tp: &mut BtfTracePoint = programs.remove(prog).expect("in the object").try_into().unwrap();
            tp.load(event, kernel_types)
                .and_then(|()| tp.attach().map(drop))
                .map_err(|e| refused(&format!("cannot attach to the {event} tracepoint"), &e))?;
        }
        let panicked = || std::io::Error::other("its loading thread panicked");
        let multi = match &prepared {
            None => Err(std::io::Error::from_raw_os_error(libc::EINVAL)),
            Some(Err(e)) => Err(e.raw_os_error().map_or_else(|| std::io::Error::new(e.kind(), e.to_string()), std::io::Error::from_raw_os_error)),
            Some(Ok(_)) => calls.into_iter().map(|t| t.join().unwrap_or_else(|_| Err(panicked()))).collect::<Result<Vec<_>, _>>(),
        };
        let holds = libs.join().unwrap_or_else(|_| Err(anyhow::anyhow!("its loading thread panicked")));
        Ok((holds.map_err(|e| refused("the kernel rejected the ld.so probe", e.as_ref()))?, multi))
    })?;
    let mut hooks_multi = vec![];
    let programs = match multi {
        Ok(mut fds) => {
            hooks_multi = exit_hook::PROGRAMS.into_iter().zip(fds.split_off(names.len())).collect();
            let calls = fds.try_into().unwrap_or_else(|_| unreachable!("one per name"));
            Programs::Multi { calls }
        }
        Err(e) if e.raw_os_error() == Some(libc::EINVAL) => {
            if !perf_events {
                tracing::info!("no uprobe_multi programs (Linux < 6.6?): one perf event per probe ({e})");
            }
            load_perf_programs(ebpf, names)
                .map_err(|e| refused("the kernel rejected the probes", e.as_ref()))?;
            Programs::PerfEvents
        }
        Err(e) => return Err(refused("the kernel rejected the probes", &e)),
    };
    Ok(Loaded { programs, holds, libs_multi, hooks_multi })
}

/// The error of a load the kernel refused: not permitted, or no BPF to speak of.
fn refused(what: &str, e: &(dyn std::error::Error + 'static)) -> Fatal {
    if permission_denied(e) {
        Fatal::NotPermitted(format!("cannot load eBPF programs ({e}): run as root"))
    } else {
        Fatal::NoBpf(format!("{what}: {e}"))
    }
}

/// Whether an error comes from the kernel refusing us (EPERM/EACCES) rather than lacking BPF.
fn permission_denied(e: &(dyn std::error::Error + 'static)) -> bool {
    let mut cause = Some(e);
    while let Some(err) = cause {
        if let Some(io) = err.downcast_ref::<std::io::Error>() {
            if matches!(io.raw_os_error(), Some(libc::EPERM | libc::EACCES)) {
                return true;
            }
        }
        cause = err.source();
    }
    false
}

/// Loads the ld.so program: the holding one if the kernel takes it (whether it did), for
/// uprobe_multi links where it can (then its fd).
///
/// One link for all of ld.so's sites, as for a loader copy's: a perf event per site costs
/// `--pid` tens of ms apiece to attach (the kernel walks every process that maps ld.so, that
/// is every process) and a grace period apiece to tear down.
fn load_libs_program(
    prepared: Option<&uprobe_multi::Prepared>,
    [holding, reporting]: [Option<&mut Program>; 2],
) -> anyhow::Result<(bool, Option<OwnedFd>)> {
    if let Some(p) = prepared {
        match p.load(LIBS_PROGRAMS[0]) {
            Ok(fd) => return Ok((true, Some(fd))),
            Err(e) => match p.load(LIBS_PROGRAMS[1]) {
                Ok(fd) => {
                    tracing::info!("no sleepable uprobes ({e}): threads that map a new loader copy are not held");
                    return Ok((false, Some(fd)));
                }
                Err(e) => tracing::debug!("ld.so's probe as a perf event ({e})"),
            },
        }
    }
    let prog: &mut UProbe = holding.context("ze_libs")?.try_into()?;
    match prog.load() {
        Ok(()) => return Ok((true, None)),
        Err(e) => tracing::info!("no sleepable uprobes ({e}): threads that map a new loader copy are not held"),
    }
    let prog: &mut UProbe = reporting.context("ze_libs_report")?.try_into()?;
    prog.load()?;
    Ok((false, None))
}

/// The kernel side's ring of shard `i` (see `tracer-ebpf/src/rings.rs`).
fn ring_name(i: u32) -> String {
    format!("EVENTS_{i}")
}

/// The daemon's PID namespace (device, inode), unless it is the first one (the host's), whose
/// inode is always `PROC_PID_INIT_INO`.
fn pid_namespace() -> Option<(u32, u32)> {
    const PROC_PID_INIT_INO: u64 = 0xEFFF_FFFC;
    let ns = std::fs::metadata("/proc/self/ns/pid").ok()?;
    (ns.ino() != PROC_PID_INIT_INO).then(|| (ns.dev() as u32, ns.ino() as u32))
}

/// The verifier's work on each program this daemon loaded: (name, instructions it processed),
/// what start-up mostly costs (BENCHMARKS.md §1e). This process's own program fds (their
/// `fdinfo`) say which programs are its: other tracers may run the same ones.
fn verifier_work() -> Vec<(String, u64)> {
    let Ok(fds) = std::fs::read_dir("/proc/self/fdinfo") else { return vec![] };
    let field = |info: &str, key: &str| info.lines().find_map(|l| l.strip_prefix(key)?.trim().parse::<u64>().ok());
    let ours: HashMap<u32, u64> = fds
        .flatten()
        .filter_map(|e| std::fs::read_to_string(e.path()).ok())
        .filter_map(|info| Some((field(&info, "prog_id:")? as u32, field(&info, "verified_insns:")?)))
        .collect();
    let mut work: Vec<(String, u64)> = aya::programs::loaded_programs()
        .flatten()
        .filter_map(|p| Some((p.name_as_str()?.to_owned(), *ours.get(&p.id())?)))
        .collect();
    // By name: the programs load in parallel, in no set order.
    work.sort();
    work
}

#[cfg(test)]
pub(crate) mod testing {
    use std::{os::unix::fs::MetadataExt, path::PathBuf};

    use super::{ProbeOptions, Probes};

    /// The probes, loaded as the daemon loads them, with one small ring (needs root).
    pub fn probes() -> Probes {
        Probes::load(ProbeOptions { shards: 1, ring_bytes: Some(64 << 10), ..ProbeOptions::default() }).unwrap()
    }

    /// A path whose file a tenant swaps: a link, in a directory of its own, to one of two
    /// copies of a system file (two inodes, one content, that no process maps).
    pub struct Swapped {
        dir: PathBuf,
        pub link: PathBuf,
        pub copies: [PathBuf; 2],
    }

    impl Swapped {
        /// `link` named `name`, to the second copy of `system`.
        pub fn new(system: &str, name: &str) -> Swapped {
            let dir = std::env::temp_dir().join(format!("ze-tracer-swapped-{name}-{}", std::process::id()));
            let _ = std::fs::remove_dir_all(&dir);
            std::fs::create_dir_all(&dir).unwrap();
            let copies = [0, 1].map(|i| dir.join(format!("copy{i}")));
            for copy in &copies {
                std::fs::copy(system, copy).unwrap();
            }
            let swapped = Swapped { link: dir.join(name), dir, copies };
            swapped.point_at(1);
            swapped
        }

        /// The link made to point at copy `i`.
        pub fn point_at(&self, i: usize) {
            let _ = std::fs::remove_file(&self.link);
            std::os::unix::fs::symlink(&self.copies[i], &self.link).unwrap();
        }

        /// Copy `i`'s (device, inode).
        pub fn id(&self, i: usize) -> (u64, u64) {
            let meta = std::fs::metadata(&self.copies[i]).unwrap();
            (meta.dev(), meta.ino())
        }
    }

    impl Drop for Swapped {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.dir);
        }
    }
}
