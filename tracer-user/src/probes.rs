//! Loads the eBPF object and attaches its call programs to every traced symbol of a loader copy:
//! as one uprobe_multi link per program (see `uprobe_multi`), or one perf-event uprobe per
//! symbol and program on kernels without them.
//!
//! Symbols are resolved here (ELF `.dynsym`, through the program headers to file offsets)
//! rather than by aya, so that a copy that lacks some APIs is still traced for the rest, the
//! missing ones can be listed, and each probe can sit where `placement` chose.
use std::{
    collections::HashMap,
    fs,
    os::unix::fs::MetadataExt,
    num::NonZeroU32,
    path::{Path, PathBuf},
};

use anyhow::Context as _;
use aya::{
    Ebpf, EbpfLoader,
    maps::{Array, HashMap as BpfHashMap, MapData, PerCpuArray, PerCpuHashMap, RingBuf},
    programs::{
        BtfTracePoint, UProbe,
        uprobe::{UProbeAttachLocation, UProbeAttachPoint, UProbeLink, UProbeScope},
    },
};
use object::{Object, ObjectSegment, ObjectSymbol};
use std::os::fd::{AsFd, OwnedFd};
use tracer_common::{APIS, Cookie, Drops, FileKey, Hold, Kind, config};

use crate::{
    exit::Fatal,
    kernel_btf::{self, KernelBtf},
    placement::{self, Site},
    uprobe_multi,
};

static OBJECT: &[u8] = aya::include_bytes_aligned!(env!("ZE_TRACER_BPF_OBJECT"));

/// A traced API in a loader copy.
#[derive(Debug, Clone)]
pub struct Symbol {
    /// Index into APIS.
    pub api: usize,
    /// File offset of the function's first instruction.
    pub offset: u64,
    /// Where its probes go, relative to `offset` (see `placement`).
    pub site: Site,
}

/// A copy of libze_loader and where each traced API sits in it.
#[derive(Debug, Clone)]
pub struct LoaderLib {
    /// Path as this process can open it (through `/proc/<pid>/root` for a target's copy).
    pub path: PathBuf,
    /// The path users know it by (as the process that maps it sees it).
    pub name: String,
    pub symbols: Vec<Symbol>,
    /// Traced APIs this copy does not export.
    pub missing: Vec<&'static str>,
    /// (device, inode): the file's identity, whatever path reaches it.
    pub id: (u64, u64),
    /// From the file's real name, if it has one.
    pub version: Option<String>,
    /// The file, open: probes are attached through it (`attach_path`), so that a copy whose
    /// process is gone by then (its `/proc/<pid>/root` with it) is armed all the same.
    file: std::sync::Arc<fs::File>,
}

impl LoaderLib {
    pub fn inspect(path: &Path) -> anyhow::Result<LoaderLib> {
        let file = fs::File::open(path).with_context(|| format!("reading {}", path.display()))?;
        LoaderLib::inspect_open(file, path)
    }

    /// A copy open already (`path` is what it is known by): read through the file itself,
    /// never opened again (an open of a new copy may wait at another tracer's gate, see
    /// `control::gate`).
    pub fn inspect_open(mut file: fs::File, path: &Path) -> anyhow::Result<LoaderLib> {
        let meta = file.metadata().with_context(|| format!("reading {}", path.display()))?;
        let mut data = Vec::new();
        std::io::Read::read_to_end(&mut file, &mut data).with_context(|| format!("reading {}", path.display()))?;
        let elf = object::File::parse(&*data)
            .with_context(|| format!("{} is not an ELF file", path.display()))?;
        let exported: HashMap<&str, u64> = elf
            .dynamic_symbols()
            .filter(|s| s.is_definition())
            .filter_map(|s| Some((s.name().ok()?, s.address())))
            .collect();
        let file_offset = |addr| file_offset(&elf, addr);
        let (mut symbols, mut missing) = (Vec::new(), Vec::new());
        for (i, api) in APIS.iter().enumerate() {
            let Some((addr, offset)) = exported.get(api.name).and_then(|&a| Some((a, file_offset(a)?)))
            else {
                missing.push(api.name);
                continue;
            };
            let code = data.get(offset as usize..).unwrap_or_default();
            let code = &code[..code.len().min(64)];
            let site = placement::choose(code, addr, &placement::read_registers(api));
            symbols.push(Symbol { api: i, offset, site });
        }
        if symbols.is_empty() {
            anyhow::bail!("{} exports none of the traced Level Zero APIs", path.display());
        }
        let id = (meta.dev(), meta.ino());
        // libze_loader.so.1.8.12 is version 1.8.12: the file name is all a copy tells.
        let version = fs::read_link(path).or_else(|_| fs::canonicalize(path)).ok().and_then(|real| {
            let name = real.file_name()?.to_str()?.to_owned();
            let v = name.strip_prefix("libze_loader.so.")?;
            v.contains('.').then(|| v.to_owned())
        });
        let name = path.display().to_string();
        let file = std::sync::Arc::new(file);
        Ok(LoaderLib { path: path.to_owned(), name, symbols, missing, id, version, file })
    }

    /// A copy a process has mapped, named as it sees it. If the way to it that the maps gave
    /// fails (the process is gone, its root with it), the others are tried: one failure must
    /// not leave a copy unarmed for every process that loads it after.
    pub fn inspect_mapped(m: &Mapped) -> anyhow::Result<LoaderLib> {
        let lib = match LoaderLib::inspect(&m.path) {
            Ok(lib) => lib,
            Err(e) => {
                let other = other_ways(m).into_iter().find_map(|p| LoaderLib::inspect(&p).ok());
                let lib = other.ok_or(e)?;
                tracing::info!(lib = %m.shown, "{} failed: reached through {}", m.path.display(), lib.path.display());
                lib
            }
        };
        Ok(LoaderLib { name: m.shown.clone(), ..lib })
    }

    /// Where probes are attached: the open file (`/proc/self/fd/N` resolves to it whatever
    /// became of the path it was opened by).
    fn attach_path(&self) -> PathBuf {
        use std::os::fd::AsRawFd;
        PathBuf::from(format!("/proc/self/fd/{}", self.file.as_raw_fd()))
    }
}

/// How probes are attached: uprobe_multi links (one per program, loader copy and scope), or,
/// on kernels before 6.6, one perf-event uprobe per symbol and program through aya.
enum Programs {
    /// The call programs, in [`Role`] order.
    Multi { calls: [OwnedFd; 3] },
    PerfEvents,
}

/// The ld.so programs, attached through aya (one perf-event uprobe per copy of ld.so: aya
/// hands the kernel the BTF that their `bpf_loop` callbacks need). `ze_libs` holds threads
/// that load a new copy, where the kernel takes sleepable uprobe programs; `ze_libs_report`
/// only reports.
const LIBS_PROGRAMS: [&str; 2] = ["ze_libs", "ze_libs_report"];

/// The call programs: what each does, and on which symbols.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Role {
    /// A create's or destroy's entry: stashes its arguments.
    Entry = 0,
    /// A create's or destroy's return: emits it.
    Return = 1,
    /// An append's or reset's return: emits it.
    CallReturn = 2,
}

impl Role {
    /// In the order they are attached: a return before its entry, so that no call is
    /// stashed whose return is not yet probed.
    const ALL: [Role; 3] = [Role::Return, Role::CallReturn, Role::Entry];

    fn program(self, noop: bool) -> &'static str {
        match (self, noop) {
            (Role::Entry, false) => "ze_entry",
            (Role::Return, false) => "ze_return",
            (Role::CallReturn, false) => "ze_call_return",
            (Role::Entry, true) => "noop_entry",
            (Role::Return, true) => "noop_return",
            (Role::CallReturn, true) => "noop_call_return",
        }
    }

    fn is_return(self) -> bool {
        self != Role::Entry
    }

    /// Whether a symbol of this kind is probed by this program.
    fn probes(self, kind: Kind) -> bool {
        match self {
            Role::Entry | Role::Return => kind != Kind::Call,
            Role::CallReturn => kind == Kind::Call,
        }
    }
}

enum Link {
    Multi(#[allow(dead_code)] OwnedFd),
    Perf(#[allow(dead_code)] UProbeLink),
}

/// How to attach.
#[derive(Debug, Clone, Copy, Default)]
pub struct ProbeOptions {
    /// One perf-event uprobe per symbol even where uprobe_multi links exist.
    pub perf_events: bool,
    /// Probes at each function's first instruction instead of its chosen site.
    pub at_entry: bool,
    /// Do-nothing programs at the same places: the floor, for benchmarks.
    pub noop: bool,
    /// The ring buffers' size in bytes, in all (a power of two, a multiple of the page
    /// size); none: `tracer_common::RING_BYTES`.
    pub ring_bytes: Option<u32>,
    /// Ring shards (1 to `tracer_common::MAX_SHARDS`): see `shards`.
    pub shards: u32,
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

/// The loaded eBPF object.
pub struct Probes {
    ebpf: Ebpf,
    programs: Programs,
    /// The call programs' names, in [`Role`] order.
    names: [&'static str; 3],
    at_entry: bool,
    /// Links per (library identity, pid scope), so a copy is attached once per scope.
    links: HashMap<((u64, u64), Option<u32>), Vec<Link>>,
    /// The path each copy probed for every process was attached through.
    paths: HashMap<(u64, u64), PathBuf>,
    /// Threads that map a copy not armed are held until it is (see `tracer-ebpf/src/libs.rs`).
    holds: bool,
    /// Ring shards in use.
    shards: u32,
}

/// The longest a thread that mapped a new copy is held, waiting for the daemon to arm it:
/// arming takes a few ms, but a daemon on a busy machine (a CI runner's parallel jobs, a CPU
/// already taken by the held thread) may be kept off its CPU for hundreds (0.5 s was seen to
/// run out there); a daemon that is stopped must not stall the program for long either.
pub const HOLD_MS: u32 = 2000;

impl Probes {
    pub fn load(options: ProbeOptions) -> Result<Probes, Fatal> {
        let ProbeOptions { perf_events, at_entry, noop, ring_bytes, shards } = options;
        let names = [Role::Entry, Role::Return, Role::CallReturn].map(|r| r.program(noop));
        let refused = |what: &str, e: &(dyn std::error::Error + 'static)| {
            if permission_denied(e) {
                Fatal::NotPermitted(format!("cannot load eBPF programs ({e}): run as root"))
            } else {
                Fatal::NoBpf(format!("{what}: {e}"))
            }
        };
        let mut loader = EbpfLoader::new();
        let shards = shards.clamp(1, tracer_common::MAX_SHARDS);
        let each = shard_bytes(ring_bytes.unwrap_or(tracer_common::RING_BYTES), shards);
        let rings: Vec<String> = (0..tracer_common::MAX_SHARDS).map(ring_name).collect();
        for (i, name) in rings.iter().enumerate() {
            loader.map_max_entries(name, if (i as u32) < shards { each } else { UNUSED_RING });
        }
        let mut ebpf = loader
            .load(OBJECT)
            .map_err(|e| refused("cannot load the eBPF programs", &e))?;
        // Process lifecycles first: no traced process may end unseen.
        let btf = KernelBtf::load().map_err(|e| {
            Fatal::NoBpf(format!("the kernel's BTF is needed ({e:#}): a kernel built with CONFIG_DEBUG_INFO_BTF"))
        })?;
        let kernel_types = aya::Btf::from_sys_fs().map_err(|e| refused(&format!("cannot read {}", kernel_btf::VMLINUX), &e))?;
        let group_dead = btf.tracepoint_args("sched_process_exit").unwrap_or(1) >= 2;
        let exit = if group_dead { "ze_exit" } else { "ze_exit_leader" };
        for (prog, event) in [(exit, "sched_process_exit"), ("ze_exec", "sched_process_exec"), ("ze_fork", "sched_process_fork")] {
            let tp: &mut BtfTracePoint = ebpf.program_mut(prog).expect("in the object").try_into().unwrap();
            tp.load(event, &kernel_types)
                .and_then(|()| tp.attach().map(drop))
                .map_err(|e| refused(&format!("cannot attach to the {event} tracepoint"), &e))?;
        }
        let load = |name| uprobe_multi::load_program(&ebpf, OBJECT, name);
        let multi = match perf_events {
            true => Err(std::io::Error::from_raw_os_error(libc::EINVAL)),
            false => (|| Ok([load(names[0])?, load(names[1])?, load(names[2])?]))(),
        };
        let programs = match multi {
            Ok(calls) => Programs::Multi { calls },
            Err(e) if e.raw_os_error() == Some(libc::EINVAL) => {
                if !perf_events {
                    tracing::info!("no uprobe_multi programs (Linux < 6.6?): one perf event per probe ({e})");
                }
                load_perf_programs(&mut ebpf, names)
                    .map_err(|e| refused("the kernel rejected the probes", e.as_ref()))?;
                Programs::PerfEvents
            }
            Err(e) => return Err(refused("the kernel rejected the probes", &e)),
        };
        let holds = load_libs_program(&mut ebpf).map_err(|e| refused("the kernel rejected the ld.so probe", e.as_ref()))?;
        let mut probes = Probes {
            ebpf,
            programs,
            names,
            at_entry,
            links: HashMap::new(),
            paths: HashMap::new(),
            holds,
            shards: 1,
        };
        probes.set_offsets(&btf)?;
        probes.set_value(config::RING_SHARDS, shards).map_err(|e| Fatal::NoBpf(format!("{e:#}")))?;
        probes.shards = shards;
        probes.set_value(config::HOLD_MS, HOLD_MS)?;
        // The CPUs but one: a held thread keeps its CPU (a kernel that preempts only where
        // code offers to, as most distributions' do, never takes it from a BPF program), and
        // the daemon must have one to arm. Copies announced as written wait at the gate instead.
        let cpus = std::thread::available_parallelism().map_or(1, |n| n.get() as u32);
        probes.set_value(config::MAX_HOLDS, cpus.saturating_sub(1).max(1))?;
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

    /// The threads held now.
    pub fn held_threads(&self) -> impl Iterator<Item = u32> + '_ {
        let hold = self.ebpf.map("HOLD").and_then(|m| BpfHashMap::<_, u32, Hold>::try_from(m).ok());
        hold.into_iter().flat_map(|h| h.keys().flatten().collect::<Vec<_>>())
    }

    /// Lets a held thread go. Since when it was held (ns, CLOCK_MONOTONIC) if it still was:
    /// then none of the copy's code has run yet.
    pub fn release(&mut self, tid: u32) -> Option<u64> {
        let mut hold: BpfHashMap<_, u32, Hold> = self.ebpf.map_mut("HOLD")?.try_into().ok()?;
        let held = hold.get(&tid, 0).ok()?;
        hold.remove(&tid).ok().map(|()| held.since_ns)
    }

    /// Tells the probes the daemon sleeps until woken (`true`): the next call wakes it.
    pub fn set_asleep(&mut self, asleep: bool) -> anyhow::Result<()> {
        let mut flag: Array<_, u32> = self.ebpf.map_mut("ASLEEP").context("ASLEEP map")?.try_into()?;
        Ok(flag.set(0, asleep as u32, 0)?)
    }

    /// Traces `pid` (and, with `config::FOLLOW`, its future children) under `config::FILTER`.
    pub fn trace_pid(&mut self, pid: u32) -> anyhow::Result<()> {
        let mut procs: BpfHashMap<_, u32, u32> =
            self.ebpf.map_mut("PROCS").context("PROCS map")?.try_into()?;
        Ok(procs.insert(pid, tracer_common::TRACED, 0)?)
    }

    /// Attaches the ld.so probe (see `ze_libs`) to a copy of the dynamic linker, for `pid`
    /// or every process. Returns false if already attached.
    pub fn attach_ldso(&mut self, path: &Path, id: (u64, u64), pid: Option<u32>) -> anyhow::Result<bool> {
        if self.links.contains_key(&(id, None)) || self.links.contains_key(&(id, pid)) {
            return Ok(false);
        }
        let offset = symbol_offset(path, "_dl_debug_state")?;
        // Where ld.so's list of objects is, relative to the probe (0: unknown, see `ze_libs`).
        let r_debug = symbol_address(path, "_r_debug").ok();
        let here = symbol_address(path, "_dl_debug_state")?;
        let cookie = r_debug.map_or(0, |r| r.wrapping_sub(here));
        let name = LIBS_PROGRAMS[!self.holds as usize];
        let prog: &mut UProbe = self.ebpf.program_mut(name).unwrap().try_into()?;
        let point = UProbeAttachPoint { location: UProbeAttachLocation::AbsoluteOffset(offset), cookie: Some(cookie) };
        let link_id = prog.attach(point, path, scope(pid))?;
        let link = Link::Perf(prog.take_link(link_id)?);
        self.links.insert((id, pid), vec![link]);
        if pid.is_none() {
            self.paths.insert(id, path.to_owned());
        }
        Ok(true)
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

    /// The map of CPython processes whose frames the probes walk (see `python::procs`).
    pub fn take_python_map(&mut self) -> Option<crate::python::procs::PyMap> {
        let map = self.ebpf.take_map("PY_PROCS")?;
        let map = BpfHashMap::try_from(map).ok()?;
        Some(std::sync::Arc::new(std::sync::Mutex::new(map)))
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

    /// `pid`'s dropped events and when the last was dropped (summed and latest over CPUs).
    pub fn dropped(&self, pid: u32) -> Drops {
        let per_cpu = self
            .ebpf
            .map("DROPPED_BY_PID")
            .and_then(|m| PerCpuHashMap::<_, u32, Drops>::try_from(m).ok())
            .and_then(|h| h.get(&pid, 0).ok());
        per_cpu.iter().flat_map(|v| v.iter()).fold(Drops::default(), |all, d| Drops {
            events: all.events + d.events,
            last_ns: all.last_ns.max(d.last_ns),
        })
    }

    /// Forgets `pid`'s drops (its tracker ended): a later process with its PID starts clean.
    pub fn forget_drops(&mut self, pid: u32) {
        if let Some(mut h) = self.ebpf.map_mut("DROPPED_BY_PID").and_then(|m| PerCpuHashMap::<_, u32, Drops>::try_from(m).ok()) {
            let _ = h.remove(&pid);
        }
    }

    /// Attaches the call programs to every traced symbol of `lib` (entry and return probes for
    /// creates and destroys, a return probe for the rest), for `pid` only or for every process.
    /// Returns false if already attached.
    pub fn attach(&mut self, lib: &LoaderLib, pid: Option<u32>) -> anyhow::Result<bool> {
        let key = (lib.id, pid);
        if self.links.contains_key(&key) {
            return Ok(false);
        }
        // (offset, cookie, kind) per symbol.
        let probes: Vec<(u64, u64, Kind)> = lib
            .symbols
            .iter()
            .map(|s| {
                let offset = s.offset + if self.at_entry { 0 } else { s.site.offset };
                (offset, Cookie::new(s.api as u16, &APIS[s.api]).0, APIS[s.api].kind)
            })
            .collect();
        if let Programs::Multi { calls, .. } = &self.programs {
            match attach_multi(calls, &lib.attach_path(), &probes, pid) {
                Ok(links) => return self.attached(lib, pid, links),
                // A kernel that loads the programs but has no uprobe_multi links: fall back to
                // perf events, once, before anything is attached.
                Err(e)
                    if self.links.is_empty()
                        && matches!(e.raw_os_error(), Some(libc::EINVAL | libc::EOPNOTSUPP)) =>
                {
                    tracing::info!("no uprobe_multi links ({e}): one perf event per probe");
                    load_perf_programs(&mut self.ebpf, self.names)?;
                    self.programs = Programs::PerfEvents;
                }
                Err(e) => return Err(e).with_context(|| format!("attaching to {}", lib.path.display())),
            }
        }
        let links = self.attach_perf_events(lib, &probes, pid)?;
        self.attached(lib, pid, links)
    }

    /// Keeps a copy's links.
    fn attached(&mut self, lib: &LoaderLib, pid: Option<u32>, links: Vec<Link>) -> anyhow::Result<bool> {
        tracing::debug!(lib = %lib.path.display(), ?pid, symbols = lib.symbols.len(), "attached");
        self.links.insert((lib.id, pid), links);
        if pid.is_none() {
            self.paths.insert(lib.id, lib.path.clone());
        }
        // Processes that load it need not be held any more.
        let mut armed: BpfHashMap<_, FileKey, u8> = self.ebpf.map_mut("ARMED").context("ARMED map")?.try_into()?;
        armed.insert(file_key(lib.id, pid), 1, 0)?;
        Ok(true)
    }

    fn attach_perf_events(
        &mut self,
        lib: &LoaderLib,
        probes: &[(u64, u64, Kind)],
        pid: Option<u32>,
    ) -> anyhow::Result<Vec<Link>> {
        let scope = scope(pid);
        let mut links = Vec::new();
        for role in Role::ALL {
            for &(offset, cookie, _) in probes.iter().filter(|p| role.probes(p.2)) {
                let prog: &mut UProbe = self.ebpf.program_mut(self.names[role as usize]).unwrap().try_into()?;
                let point = UProbeAttachPoint {
                    location: UProbeAttachLocation::AbsoluteOffset(offset),
                    cookie: Some(cookie),
                };
                let id = prog.attach(point, lib.attach_path(), scope)?;
                links.push(Link::Perf(prog.take_link(id)?));
            }
        }
        Ok(links)
    }

    /// Loader copies with probes attached (for every process or for some).
    pub fn copies_attached(&self) -> usize {
        self.links.keys().map(|(id, _)| id).collect::<std::collections::HashSet<_>>().len()
    }

    /// The PIDs probes are armed for (PerPid scope).
    pub fn pids(&self) -> impl Iterator<Item = u32> + '_ {
        let mut pids: Vec<u32> = self.links.keys().filter_map(|(_, pid)| *pid).collect();
        pids.sort_unstable();
        pids.dedup();
        pids.into_iter()
    }

    /// Whether this copy is attached for `pid` (or for every process).
    pub fn is_attached(&self, id: (u64, u64), pid: u32) -> bool {
        self.links.contains_key(&(id, Some(pid))) || self.links.contains_key(&(id, None))
    }

    /// Removes the probes armed for `pid` (its process ended).
    pub fn detach_pid(&mut self, pid: u32) {
        let keys: Vec<_> = self.links.keys().filter(|(_, p)| *p == Some(pid)).cloned().collect();
        self.detach(&keys);
    }

    /// Removes the probes of copies, probed for every process, that no path reaches any more
    /// and no process maps (a container image removed, a venv deleted): their links would
    /// otherwise keep the files' inodes for as long as the daemon runs. Returns their paths.
    pub fn detach_vanished(&mut self) -> Vec<PathBuf> {
        let dead: Vec<(u64, u64)> = self
            .paths
            .iter()
            .filter(|(id, path)| fs::metadata(path).map_or(true, |m| (m.dev(), m.ino()) != **id))
            .map(|(id, _)| *id)
            .collect();
        if dead.is_empty() {
            return vec![];
        }
        let mapped = mapped_inodes();
        let gone: Vec<(u64, u64)> = dead.into_iter().filter(|id| !mapped.contains(&id.1)).collect();
        let keys: Vec<_> = gone.iter().map(|id| (*id, None)).collect();
        self.detach(&keys);
        gone.iter().filter_map(|id| self.paths.remove(id)).collect()
    }

    /// A copy probed for every process is reached by `path` now (moved into place).
    pub fn known_as(&mut self, id: (u64, u64), path: &Path) {
        if let Some(p) = self.paths.get_mut(&id) {
            *p = path.to_owned();
        }
    }

    /// On a background thread: the kernel waits for an RCU grace period per link it tears down.
    fn detach(&mut self, keys: &[((u64, u64), Option<u32>)]) {
        if let Some(mut armed) = self.ebpf.map_mut("ARMED").and_then(|m| BpfHashMap::<_, FileKey, u8>::try_from(m).ok()) {
            for &(id, pid) in keys {
                let _ = armed.remove(&file_key(id, pid));
            }
        }
        let owned: Vec<Link> = keys.iter().flat_map(|k| self.links.remove(k).unwrap_or_default()).collect();
        if !owned.is_empty() {
            std::thread::spawn(move || drop(owned));
        }
    }
}

/// A copy (device, inode, as stat gives them) as `ARMED` knows it.
fn file_key(id: (u64, u64), pid: Option<u32>) -> FileKey {
    let dev = (libc::major(id.0) << 20) | libc::minor(id.0);
    FileKey { ino: id.1, dev, pid: pid.unwrap_or(0) }
}

/// A device as the kernel encodes it (`MKDEV`, as the probes read it), as stat gives it.
pub fn stat_dev(kernel_dev: u64) -> u64 {
    libc::makedev((kernel_dev >> 20) as u32, (kernel_dev & 0xfffff) as u32)
}

fn scope(pid: Option<u32>) -> UProbeScope {
    match pid.and_then(NonZeroU32::new) {
        Some(pid) => UProbeScope::OneProcess(pid),
        None => UProbeScope::AllProcesses,
    }
}

/// A link per call program for one loader copy.
fn attach_multi(
    progs: &[OwnedFd; 3],
    path: &Path,
    probes: &[(u64, u64, Kind)],
    pid: Option<u32>,
) -> std::io::Result<Vec<Link>> {
    let mut links = Vec::new();
    for role in Role::ALL {
        let (offsets, cookies): (Vec<u64>, Vec<u64>) =
            probes.iter().filter(|p| role.probes(p.2)).map(|p| (p.0, p.1)).unzip();
        if offsets.is_empty() {
            continue;
        }
        let prog = progs[role as usize].as_fd();
        links.push(Link::Multi(uprobe_multi::attach(prog, path, &offsets, &cookies, role.is_return(), pid)?));
    }
    Ok(links)
}

/// Loads the programs through aya, for one perf-event uprobe per symbol.
fn load_perf_programs(ebpf: &mut Ebpf, names: [&str; 3]) -> anyhow::Result<()> {
    for name in names {
        let prog: &mut UProbe = ebpf.program_mut(name).context("program missing")?.try_into()?;
        prog.load()?;
    }
    Ok(())
}

impl Drop for Probes {
    /// Hands the last references to the probes to a detached child that outlives us, so that
    /// ze-tracer ends at once instead of waiting for the kernel to unregister each uprobe (an
    /// RCU grace period apiece: seconds for a few dozen). Error paths included.
    fn drop(&mut self) {
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

/// Loads the ld.so program: the holding one if the kernel takes it. Whether it did.
fn load_libs_program(ebpf: &mut Ebpf) -> anyhow::Result<bool> {
    let prog: &mut UProbe = ebpf.program_mut(LIBS_PROGRAMS[0]).context("ze_libs")?.try_into()?;
    match prog.load() {
        Ok(()) => return Ok(true),
        Err(e) => tracing::info!("no sleepable uprobes ({e}): threads that map a new loader copy are not held"),
    }
    let prog: &mut UProbe = ebpf.program_mut(LIBS_PROGRAMS[1]).context("ze_libs_report")?.try_into()?;
    prog.load()?;
    Ok(false)
}

/// File offset of an exported function.
fn symbol_offset(path: &Path, name: &str) -> anyhow::Result<u64> {
    let data = fs::read(path).with_context(|| format!("reading {}", path.display()))?;
    let elf = object::File::parse(&*data).with_context(|| format!("{} is not ELF", path.display()))?;
    let addr = exported(&elf, path, name)?;
    file_offset(&elf, addr).with_context(|| format!("{name} of {} is in no segment", path.display()))
}

/// Virtual address of an exported symbol.
fn symbol_address(path: &Path, name: &str) -> anyhow::Result<u64> {
    let data = fs::read(path).with_context(|| format!("reading {}", path.display()))?;
    let elf = object::File::parse(&*data).with_context(|| format!("{} is not ELF", path.display()))?;
    exported(&elf, path, name)
}

fn exported(elf: &object::File<'_>, path: &Path, name: &str) -> anyhow::Result<u64> {
    elf.dynamic_symbols()
        .find(|s| s.name() == Ok(name) && s.is_definition())
        .map(|s| s.address())
        .with_context(|| format!("{} does not export {name}", path.display()))
}

/// Where the code at virtual address `addr` is in the file: what uprobes take.
fn file_offset(elf: &object::File<'_>, addr: u64) -> Option<u64> {
    elf.segments().find_map(|seg| {
        let (start, len) = (seg.address(), seg.size());
        (addr >= start && addr < start + len).then(|| addr - start + seg.file_range().0)
    })
}

/// The inode numbers of every file mapped by any process (a superset test: an inode number
/// alone may match a file on another device, which only keeps a link longer).
fn mapped_inodes() -> std::collections::HashSet<u64> {
    let mut inodes = std::collections::HashSet::new();
    for entry in fs::read_dir("/proc").into_iter().flatten().flatten() {
        let Ok(maps) = fs::read_to_string(entry.path().join("maps")) else { continue };
        for line in maps.lines() {
            if let Some(ino) = line.split_whitespace().nth(4).and_then(|i| i.parse().ok()) {
                inodes.insert(ino);
            }
        }
    }
    inodes
}

/// A file a process has mapped.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mapped {
    /// A path to the very file, that this process can open (see [`mapped`]).
    pub path: PathBuf,
    /// Its path as the process's maps show it.
    pub shown: String,
    /// Its inode, as the maps show it.
    pub inode: u64,
}

impl Mapped {
    /// The file's (device, inode), through `path` or, if that fails, another way.
    pub fn identity(&self) -> Option<(u64, u64)> {
        let meta = fs::metadata(&self.path).ok().or_else(|| other_ways(self).iter().find_map(|p| fs::metadata(p).ok()))?;
        Some((meta.dev(), meta.ino()))
    }
}

/// Other ways to `m`'s file than `m.path`: its path in our own mount namespace if that is the
/// same inode, then any live process's mapping of it.
fn other_ways(m: &Mapped) -> Vec<PathBuf> {
    let same = |p: &Path| fs::metadata(p).is_ok_and(|meta| meta.ino() == m.inode);
    let mut ways: Vec<PathBuf> = Some(PathBuf::from(&m.shown)).filter(|p| same(p)).into_iter().collect();
    for entry in fs::read_dir("/proc").into_iter().flatten().flatten() {
        let Ok(maps) = fs::read_to_string(entry.path().join("maps")) else { continue };
        let line = maps.lines().find(|l| {
            let f: Vec<&str> = l.split_whitespace().collect();
            f.len() >= 6 && f[4].parse() == Ok(m.inode) && f[5] == m.shown
        });
        if let Some(range) = line.and_then(|l| l.split_whitespace().next()) {
            ways.push(entry.path().join("map_files").join(range));
        }
    }
    ways
}

/// Tests only (`ZE_TRACER_TEST_UNREACHABLE_MAPS`): the way to a mapped copy that its maps
/// give fails, as when its process is gone before it is read.
fn unreachable_for_tests() -> bool {
    static SET: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *SET.get_or_init(|| std::env::var_os("ZE_TRACER_TEST_UNREACHABLE_MAPS").is_some())
}

/// The loader copies a process has mapped.
pub fn mapped_loaders(pid: u32) -> std::io::Result<Vec<Mapped>> {
    let mut found = mapped(pid, is_loader_name)?;
    if unreachable_for_tests() {
        for m in &mut found {
            m.path = format!("{}.unreachable", m.path.display()).into();
        }
    }
    Ok(found)
}

/// The dynamic linkers (ld.so) a process has mapped.
pub fn mapped_ldsos(pid: u32) -> std::io::Result<Vec<Mapped>> {
    mapped(pid, |p| {
        Path::new(p).file_name().and_then(|n| n.to_str()).is_some_and(|n| n.starts_with("ld-linux") || n.starts_with("ld-musl"))
    })
}

/// Mapped files whose path matches. The path in the maps is relative to the process's mount
/// namespace, so it is read through `/proc/<pid>/root` (a container's own files); where that
/// is not the mapped file (a chroot inside the namespace), through `/proc/<pid>/map_files`.
fn mapped(pid: u32, wanted: impl Fn(&str) -> bool) -> std::io::Result<Vec<Mapped>> {
    let maps = fs::read_to_string(format!("/proc/{pid}/maps"))?;
    let mut found: Vec<Mapped> = Vec::new();
    for line in maps.lines() {
        let fields: Vec<&str> = line.split_whitespace().collect();
        let [range, _, _, _, inode, shown, ..] = fields[..] else { continue };
        if !wanted(shown) || found.iter().any(|m| m.shown == shown) {
            continue;
        }
        let via_root = PathBuf::from(format!("/proc/{pid}/root{shown}"));
        let same = fs::metadata(&via_root).is_ok_and(|m| m.ino().to_string() == inode);
        let path = if same { via_root } else { format!("/proc/{pid}/map_files/{range}").into() };
        found.push(Mapped { path, shown: shown.to_owned(), inode: inode.parse().unwrap_or(0) });
    }
    Ok(found)
}

fn is_loader_name(path: &str) -> bool {
    Path::new(path)
        .file_name()
        .and_then(|n| n.to_str())
        .is_some_and(|n| n.starts_with("libze_loader.so"))
}

/// Loader copies a new process would load: `LD_LIBRARY_PATH`, the ld.so cache, the standard
/// directories. Deduplicated by file identity.
pub fn system_loaders() -> Vec<PathBuf> {
    let mut dirs: Vec<PathBuf> = std::env::var("LD_LIBRARY_PATH")
        .unwrap_or_default()
        .split(':')
        .filter(|d| !d.is_empty())
        .map(PathBuf::from)
        .collect();
    if let Ok(out) = std::process::Command::new("ldconfig").arg("-p").output() {
        for line in String::from_utf8_lossy(&out.stdout).lines() {
            if let Some((_, path)) = line.split_once("=> ") {
                if is_loader_name(path.trim()) {
                    dirs.extend(Path::new(path.trim()).parent().map(Path::to_owned));
                }
            }
        }
    }
    for d in ["/usr/lib/x86_64-linux-gnu", "/usr/lib64", "/usr/lib", "/usr/local/lib", "/lib64"] {
        dirs.push(d.into());
    }
    let mut seen = std::collections::HashSet::new();
    let mut libs = Vec::new();
    for dir in dirs {
        let candidate = dir.join("libze_loader.so.1");
        if let Ok(real) = fs::canonicalize(&candidate) {
            if seen.insert(real.clone()) {
                libs.push(real);
            }
        }
    }
    libs
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

