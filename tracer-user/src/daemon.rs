//! The daemon's one flow: arm the probes for what is traced, then read ring batches into
//! per-process trackers until the targets are gone (or a signal). A tracker begins at its
//! process's first traced call (the kernel side's BEGIN) and ends at its exit or exec, in ring
//! order, with its CSV and its summary: a reused PID starts a new tracker, never mixes.
//!
//! What is traced, and how the probes are armed ([`Scope`]):
//! - system-wide (no `--pid`, no command): every process, on every loader copy known at start
//!   (the system's, `--lib`, those mapped by running processes, through their root) and every
//!   copy found later: ld.so's probe reports each library load, so the process's maps are read
//!   then, and an exec into a new mount namespace (a container) gets its own ld.so probed;
//! - run mode and `--follow`: probes for every process, filtered in the kernel to the targets
//!   and the children they fork;
//! - `--pid` without `--follow`: probes armed for those PIDs only: nothing else pays for them.
use std::{
    collections::{HashMap, HashSet},
    ffi::OsString,
    fs,
    path::{Path, PathBuf},
    time::{Duration, Instant},
};

use rustc_hash::FxHashMap;
use sd_notify::NotifyState;
use tokio::{
    signal::unix::{SignalKind, signal},
    sync::mpsc,
};
use tracer_common::{Event, config, libs, phase};

mod copies;

use copies::Scan;

use crate::{
    child::{self, HeldChild},
    csv_sink::CsvSink,
    exit::{self, Fatal},
    metrics::{self, Exporter},
    probes::{self, LoaderLib, Probes},
    report::{self, Completeness, ProcessMeta},
    ring::{Batch, RingReader, readable_fd},
    sampler::{self, Sample, Sampler},
    stacks::{self, StackId, Stacks},
    writer::{Ended, Writer},
    tracker::ProcessTracker,
};

pub struct Config {
    pub output_dir: PathBuf,
    pub pids: Vec<u32>,
    pub command: Vec<OsString>,
    pub follow: bool,
    pub filter: Filter,
    pub max_processes: usize,
    pub max_objects: usize,
    pub libs: Vec<PathBuf>,
    pub no_wait: bool,
    pub fail_on_leak: bool,
    pub leak_exit_code: i32,
    pub quiet: bool,
    /// Write each ended process's HTML page beside its summary.
    pub html: bool,
    pub probes: probes::ProbeOptions,
    /// How often to drain the ring: the probes wake us only when an eighth of it is pending.
    pub drain_every: Duration,
    /// How often to remove the probes of copies that are gone.
    pub vanish_check: Duration,
    /// Creating stacks (None: off): at most this many frames, unwound from this many bytes.
    pub stacks: Option<StackOptions>,
    /// `--metrics` (None: off).
    pub metrics: Option<MetricsOptions>,
}

#[derive(Debug, Clone)]
pub struct MetricsOptions {
    pub addr: metrics::http::Addr,
    /// The cardinality bound: processes and cgroups exported one by one.
    pub top: usize,
    pub cgroups: usize,
}

#[derive(Debug, Clone, Copy)]
pub struct StackOptions {
    pub depth: usize,
    /// One of `tracer_common::STACK_WINDOWS`.
    pub bytes: u32,
    /// Whether processes' maps may be read (tests: off, to see ld.so's reports suffice).
    pub proc_maps: bool,
}

/// System-wide: which processes to track (empty lists admit all).
#[derive(Debug, Default)]
pub struct Filter {
    pub comms: Vec<String>,
    pub uids: Vec<u32>,
    pub exclude_pids: Vec<u32>,
}

impl Filter {
    fn admits(&self, pid: u32, meta: &ProcessMeta) -> bool {
        !self.exclude_pids.contains(&pid)
            && (self.comms.is_empty() || self.comms.contains(&meta.comm))
            && (self.uids.is_empty() || meta.uid.is_some_and(|u| self.uids.contains(&u)))
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Scope {
    SystemWide,
    /// Probes for all, the kernel side keeps the TRACED processes (run mode, `--follow`).
    Filtered,
    /// Probes armed per target PID.
    PerPid,
}

const ALREADY_RUNNING: &str = "already running when tracing began: calls before then were not seen";

/// How often to check drop counters, ping the watchdog, and (per PID) look for late copies.
const TICK: Duration = Duration::from_millis(200);
/// At most one warning per this interval for ring drops and for the process cap.
const WARN_EVERY: Duration = Duration::from_secs(1);

/// One traced process image.
struct Traced {
    tracker: ProcessTracker,
    sink: CsvSink,
    /// None if its status could not be opened (it exited already, or the PID is reused).
    sampler: Option<Sampler>,
    meta: ProcessMeta,
    reasons: Vec<String>,
    /// The kernel side reported it (BEGIN), and so will report its end (EXIT).
    begun: bool,
    /// Its /proc sample for the ring batch being applied, once taken (see `apply_batch`).
    batch_sample: Option<Option<Sample>>,
}

/// The traced processes by PID: looked up per event (Fx: a PID needs no DoS-proof hash).
type Procs = FxHashMap<u32, Traced>;

struct Session {
    procs: Procs,
    ctl: Control,
}

/// Reasons noted for a process before it has a tracker, and its start time then: a later
/// process with the same PID must not inherit them.
struct Notes {
    start_time: Option<u64>,
    reasons: Vec<String>,
}

/// Everything but the trackers: what begins and ends them, and the probes.
struct Control {
    dir: PathBuf,
    probes: Probes,
    scope: Scope,
    quiet: bool,
    filter: Filter,
    max_processes: usize,
    max_objects: usize,
    /// Why a process's tracking will be incomplete, known before its first event.
    notes: HashMap<u32, Notes>,
    /// Processes not tracked (filtered out, over the cap) until they exit or exec.
    skipped: HashSet<u32>,
    /// PerPid: loader copies a waiting target may still map.
    candidates: Vec<LoaderLib>,
    /// Processes whose maps to read after this batch, and why.
    scans: Vec<(u32, Scan)>,
    /// Mount namespaces whose ld.so is probed.
    namespaces: HashSet<u64>,
    dropped_total: u64,
    capped: u64,
    last_warning: [Option<Instant>; 2],
    last_vanish_check: Instant,
    /// How often to look for probed copies that are gone (see `Probes::detach_vanished`).
    vanish_check: Duration,
    leaked_any: bool,
    /// Creating stacks (None: off), and the ids of a batch's (see `Stacks::resolve`).
    stacks: Option<Stacks>,
    stack_ids: Vec<StackId>,
    /// Writes what ended processes leave (see `Control::end`).
    writer: Writer,
    /// `--metrics`: answers scrapes, keeps ended processes' sums per cgroup.
    exporter: Option<Exporter>,
}

pub async fn run(mut cfg: Config) -> Result<i32, Fatal> {
    // Before anything is armed: a Ctrl-C at any point must still end with summaries.
    let mut sigint = signal(SignalKind::interrupt())?;
    let mut sigterm = signal(SignalKind::terminate())?;
    let mut sighup = signal(SignalKind::hangup())?;
    check_output_dir(&cfg.output_dir)?;
    for &pid in &cfg.pids {
        if pid == 0 || !Path::new(&format!("/proc/{pid}")).exists() {
            return Err(Fatal::BadTarget(format!("no process with PID {pid}")));
        }
    }
    let scope = match (cfg.pids.is_empty() && cfg.command.is_empty(), cfg.follow) {
        (true, _) => Scope::SystemWide,
        (false, true) => Scope::Filtered,
        (false, false) => Scope::PerPid,
    };
    let candidates = candidate_loaders(&cfg.libs)?;

    let mut probes = Probes::load(cfg.probes)?;
    let ring_bytes = cfg.probes.ring_bytes.unwrap_or(tracer_common::RING_BYTES);
    let mut ring = RingReader::new(probes.take_ring()?, ring_bytes)?;
    // Bound before anything is traced: a bad address must not cost a traced program its run.
    let (mut scrapes, serving) = match &cfg.metrics {
        Some(m) => {
            let (scrapes, at) = metrics::http::serve(&m.addr)
                .await
                .map_err(|e| Fatal::Usage(format!("--metrics {}: cannot serve there: {e}", m.addr)))?;
            (Some(scrapes), format!("; metrics at {at}"))
        }
        None => (None, String::new()),
    };
    if let Some(logger) = probes.take_logger() {
        tokio::spawn(forward_bpf_logs(logger));
    }
    let switches = [
        (config::FILTER, scope == Scope::Filtered),
        (config::FOLLOW, scope == Scope::Filtered),
        (config::ALL_EXECS, scope == Scope::SystemWide),
    ];
    for (index, on) in switches {
        probes.set_config(index, on)?;
    }
    probes.set_value(config::STACKS, cfg.stacks.map_or(0, |s| s.bytes))?;
    let mut session = Session::new(&mut cfg, probes, scope)?;
    let ctl = &mut session.ctl;
    if scope != Scope::PerPid {
        for lib in &candidates {
            ctl.attach_everywhere(lib)?;
        }
        ctl.probe_ldso(Path::new("/lib64/ld-linux-x86-64.so.2"), None);
    }
    if scope == Scope::SystemWide {
        ctl.adopt_running_processes();
    }
    ctl.candidates = candidates;
    let (exit_tx, mut exit_rx) = mpsc::unbounded_channel::<u32>();
    let mut targets = HashSet::new();

    let child = match cfg.command.is_empty() {
        true => None,
        false => Some(session.run_command(&cfg.command)?),
    };
    session.attach_pids(&cfg.pids, cfg.no_wait)?;
    let ctl = &mut session.ctl;
    for pid in child.iter().chain(&cfg.pids) {
        watch_exit(*pid, exit_tx.clone());
        targets.insert(*pid);
    }
    let what = match scope {
        Scope::SystemWide => "every Level Zero process".to_owned(),
        _ => {
            let pids: Vec<_> = child.iter().chain(&cfg.pids).map(u32::to_string).collect();
            let follow = if scope == Scope::Filtered { " and its children" } else { "" };
            format!("PID {}{follow}", pids.join(", "))
        }
    };
    eprintln!("ze-tracer: tracing {what} (output in {}{serving})", ctl.dir.display());
    let _ = sd_notify::notify(&[NotifyState::Ready, NotifyState::Status(&format!("tracing {what}"))]);
    let watchdog = sd_notify::watchdog_enabled();

    let mut tick = tokio::time::interval(TICK);
    let mut drain = tokio::time::interval(cfg.drain_every);
    drain.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let mut idle = Idle::default();
    let mut last_ping = Instant::now();
    let mut batch = Batch::with_capacity(4096);
    let mut child_status = None;
    let (mut stop, mut forwarded) = (false, false);
    while scope == Scope::SystemWide || !targets.is_empty() || !session.procs.is_empty() {
        tokio::select! {
            r = ring.read(&mut batch) => {
                r?;
                idle.woken(&mut drain);
                let full = batch.is_full();
                session.handle(&mut batch);
                if full {
                    session.drain_all(&mut ring, &mut batch);
                }
            }
            Some(pid) = exit_rx.recv() => {
                // Its EXIT is in the ring by now (the kernel emits it before the pidfd fires).
                let any = session.drain_all(&mut ring, &mut batch);
                idle.drained(any, &mut drain);
                if child == Some(pid) {
                    child_status = child::reap(pid);
                }
                targets.remove(&pid);
                session.ctl.notes.remove(&pid);
                // A target that made no call has no EXIT to come; one that did, lost it.
                let lost = session.procs.get(&pid).map(|p| p.begun);
                if let Some(lost) = lost {
                    let why = "its exit was not seen in the ring (events dropped)";
                    session.end(pid, "exit", lost.then_some(why));
                    session.ctl.forget_stacks(pid);
                }
                if scope == Scope::PerPid {
                    session.ctl.probes.detach_pid(pid);
                }
            }
            _ = sigint.recv() => stop = true,
            _ = sigterm.recv() => stop = true,
            _ = sighup.recv() => session.reopen(),
            Some(reply) = metrics::http::next(&mut scrapes) => {
                // What the ring holds first: a scrape shows every call made before it.
                let any = session.drain_all(&mut ring, &mut batch);
                idle.drained(any, &mut drain);
                let _ = reply.send(session.scrape(&mut ring));
            }
            _ = drain.tick(), if !idle.asleep => {
                match session.drain_all(&mut ring, &mut batch) {
                    false => idle.nothing(&mut session.ctl.probes),
                    true => idle.woken(&mut drain),
                }
            }
            _ = tick.tick() => {
                // First all the ring holds: a process whose exit was dropped must have its
                // tracker, and all its events, by the time the tick looks for the gone.
                let any = session.drain_all(&mut ring, &mut batch);
                idle.drained(any, &mut drain);
                session.tick();
                if watchdog.is_some_and(|period| last_ping.elapsed() >= period / 2) {
                    let _ = sd_notify::notify(&[NotifyState::Watchdog]);
                    last_ping = Instant::now();
                }
            }
        }
        if std::mem::take(&mut stop) {
            match child {
                // Run mode: the command decides when to end; a second signal stops us anyway.
                Some(pid) if !forwarded && targets.contains(&pid) => {
                    // SAFETY: a signal to our own child.
                    unsafe { libc::kill(pid as i32, libc::SIGTERM) };
                    forwarded = true;
                }
                _ => {
                    let _ = sd_notify::notify(&[NotifyState::Stopping]);
                    session.drain_all(&mut ring, &mut batch);
                    let pids: Vec<u32> = session.procs.keys().copied().collect();
                    for pid in pids {
                        session.end(pid, "stopped", Some("tracing stopped before the process ended"));
                    }
                    break;
                }
            }
        }
    }
    if session.ctl.capped > 0 {
        tracing::warn!(
            "{} processes were not tracked: --max-processes {} was reached",
            session.ctl.capped,
            cfg.max_processes
        );
    }
    let leaked = session.ctl.leaked_any && cfg.fail_on_leak;
    Ok(match child_status {
        Some(0) | None if leaked => cfg.leak_exit_code,
        Some(status) => status,
        None => exit::OK,
    })
}

/// Idle, the drain timer stops. After a drain that finds nothing, the probes are told to wake
/// us at their next call (`ASLEEP`, which that call clears as it wakes us); after a second one
/// (by then every call that looked at the flag before we set it has committed its event), we
/// sleep until woken. The 200 ms tick still drains: nothing waits longer than that.
#[derive(Default)]
struct Idle {
    asleep: bool,
    empty_drains: u32,
}

impl Idle {
    /// A timed drain found nothing.
    fn nothing(&mut self, probes: &mut probes::Probes) {
        self.empty_drains += 1;
        if self.empty_drains == 1 {
            if let Err(e) = probes.set_asleep(true) {
                tracing::debug!("cannot tell the probes we sleep: {e}");
                self.empty_drains = 0;
            }
        } else {
            self.asleep = true;
        }
    }

    /// Woken by the ring (events, or a call that cleared `ASLEEP`), or events found: back to
    /// the timer, and the flag must be set again before we sleep.
    fn woken(&mut self, drain: &mut tokio::time::Interval) {
        self.empty_drains = 0;
        if std::mem::take(&mut self.asleep) {
            drain.reset();
        }
    }

    /// An untimed drain (a tick, an exit): events found count as a wake-up.
    fn drained(&mut self, any: bool, drain: &mut tokio::time::Interval) {
        if any {
            self.woken(drain);
        }
    }
}

impl Session {
    fn new(cfg: &mut Config, probes: Probes, scope: Scope) -> Result<Session, Fatal> {
        Ok(Session {
            procs: Procs::default(),
            ctl: Control {
                dir: cfg.output_dir.clone(),
                probes,
                scope,
                quiet: cfg.quiet,
                filter: std::mem::take(&mut cfg.filter),
                max_processes: cfg.max_processes,
                max_objects: cfg.max_objects,
                notes: HashMap::new(),
                skipped: HashSet::new(),
                candidates: vec![],
                scans: vec![],
                namespaces: HashSet::new(),
                dropped_total: 0,
                capped: 0,
                last_warning: [None; 2],
                last_vanish_check: Instant::now(),
                vanish_check: cfg.vanish_check,
                leaked_any: false,
                stacks: cfg.stacks.map(|s| Stacks::new(s.depth, s.proc_maps, scope != Scope::SystemWide)),
                stack_ids: vec![],
                writer: Writer::start(cfg.html)?,
                exporter: cfg.metrics.as_ref().map(|m| Exporter::new(m.top, m.cgroups)),
            },
        })
    }

    /// Run mode: forks the command, held until the probes are armed for it; its PID.
    fn run_command(&mut self, command: &[OsString]) -> Result<u32, Fatal> {
        if self.ctl.candidates.is_empty() {
            return Err(Fatal::BadTarget("no libze_loader found on this system; name one with --lib".into()));
        }
        let held = HeldChild::spawn(command)?;
        let libs = self.ctl.candidates.clone();
        let pid = held.pid;
        self.target(pid, &libs, true)?;
        if let Err(e) = held.release() {
            // Nothing ran: take back the empty CSV made for it.
            if let Some(p) = self.procs.remove(&pid) {
                let _ = fs::remove_file(&p.sink.names.csv);
            }
            return Err(e);
        }
        Ok(pid)
    }

    /// `--pid`: arms the copies each process has mapped, or waits for one it will load.
    fn attach_pids(&mut self, pids: &[u32], no_wait: bool) -> Result<(), Fatal> {
        let scope = self.ctl.scope;
        for &pid in pids {
            let ctl = &mut self.ctl;
            let mapped = probes::mapped_loaders(pid)
                .map_err(|e| Fatal::BadTarget(format!("cannot read the maps of PID {pid}: {e}")))?;
            let libs = if !mapped.is_empty() {
                ctl.note_early(pid, "attached to a running process: calls before then were not seen".into());
                mapped
                    .iter()
                    .map(|m| LoaderLib::inspect_mapped(m).map_err(|e| Fatal::BadTarget(format!("{e:#}"))))
                    .collect::<Result<Vec<_>, _>>()?
            } else if no_wait || ctl.candidates.is_empty() {
                return Err(Fatal::BadTarget(format!(
                    "PID {pid} has not loaded libze_loader{}",
                    if no_wait { "" } else { " and none was found to wait for; use --lib" }
                )));
            } else {
                eprintln!("ze-tracer: PID {pid} has not loaded libze_loader yet; waiting for it");
                ctl.candidates.clone()
            };
            // Its ld.so reports its library loads (and holds a thread that maps a new copy).
            let ldso_scope = if scope == Scope::PerPid { Some(pid) } else { None };
            for ldso in probes::mapped_ldsos(pid).unwrap_or_default() {
                ctl.probe_ldso(&ldso.path, ldso_scope);
            }
            self.target(pid, &libs, false)?;
            if scope == Scope::Filtered {
                // Its children already running are followed too, from now on.
                for child in descendants(pid) {
                    self.ctl.probes.trace_pid(child)?;
                    self.ctl.note_early(child, ALREADY_RUNNING.into());
                }
            }
        }
        Ok(())
    }

    /// Makes `pid` a target: arms the probes for it and starts its tracker and CSV now, so
    /// that a target gets a summary even if it makes no call. `held`: a run-mode child before
    /// exec, whose figures are still ze-tracer's and make no baseline.
    fn target(&mut self, pid: u32, libs: &[LoaderLib], held: bool) -> Result<(), Fatal> {
        let ctl = &mut self.ctl;
        match ctl.scope {
            Scope::PerPid => {
                for lib in libs {
                    ctl.probes.attach(lib, Some(pid)).map_err(|e| cannot_attach(lib, e))?;
                }
            }
            _ => {
                for lib in libs {
                    ctl.attach_everywhere(lib)?;
                }
                ctl.probes.trace_pid(pid)?;
            }
        }
        let sink = CsvSink::create(&ctl.dir, pid).map_err(|e| {
            Fatal::Output(format!("cannot create a CSV in {}: {e}", ctl.dir.display()))
        })?;
        let mut sampler = Sampler::open(pid).ok();
        let baseline = if held { None } else { sampler.as_mut().and_then(Sampler::sample) };
        let reasons = ctl.notes.remove(&pid).map(|n| n.reasons).unwrap_or_default();
        // A running process (`--pid`): its maps, while it surely lives. (A run-mode child is
        // known from its exec on, through ld.so's reports.)
        if let (Some(stacks), false) = (ctl.stacks.as_mut(), held) {
            stacks.prime(pid);
        }
        let tracker = ctl.tracker(pid, sampler::monotonic_ns(), baseline);
        let meta = ProcessMeta::default(); // from its BEGIN
        self.procs.insert(pid, Traced { tracker, sink, sampler, meta, reasons, begun: false, batch_sample: None });
        Ok(())
    }

    /// Reads the ring until it is empty, a batch at a time (a batch takes so many bytes of
    /// stacks at most), and applies each. Whether there were events.
    fn drain_all(&mut self, ring: &mut RingReader, batch: &mut Batch) -> bool {
        let mut any = false;
        loop {
            ring.drain(batch);
            let full = batch.is_full();
            any |= !batch.is_empty();
            self.handle(batch);
            if !full {
                return any;
            }
        }
    }

    /// Applies and empties a batch read from the ring, then reads the maps it asked for.
    fn handle(&mut self, batch: &mut Batch) {
        let ctl = &mut self.ctl;
        // First, while the processes most likely live: their stacks need their maps.
        if let Some(stacks) = ctl.stacks.as_mut() {
            stacks.resolve(batch, &mut ctl.stack_ids);
        }
        let ids = std::mem::take(&mut ctl.stack_ids);
        apply_batch(&mut self.procs, &batch.events, &ids, |procs, ev| ctl.lifecycle(procs, ev));
        self.ctl.stack_ids = ids;
        batch.clear();
        self.ctl.scan(&mut self.procs);
    }

    fn end(&mut self, pid: u32, ended: &str, why: Option<&str>) {
        self.ctl.end(&mut self.procs, pid, ended, why);
    }

    /// One scrape of `--metrics`.
    fn scrape(&mut self, ring: &mut RingReader) -> String {
        let ctl = &self.ctl;
        let Some(exporter) = &ctl.exporter else { return String::new() };
        let health = metrics::Health {
            dropped_events: ctl.probes.dropped(0).0,
            ring_peak_bytes: ring.take_peak(),
            ring_bytes: ring.size(),
            copies_attached: ctl.probes.copies_attached(),
            processes_tracked: self.procs.len(),
            processes_skipped: ctl.capped,
        };
        let procs = self.procs.values().map(|p| metrics::Traced { tracker: &p.tracker, meta: &p.meta });
        exporter.scrape(procs, &health)
    }

    /// SIGHUP: every CSV goes on at its path, in a new file if it was rotated away.
    fn reopen(&mut self) {
        for p in self.procs.values_mut() {
            if let Err(e) = p.sink.reopen() {
                note_write_error(p, e);
            }
        }
        tracing::info!(files = self.procs.len(), "SIGHUP: output files reopened");
    }

    fn tick(&mut self) {
        let ctl = &mut self.ctl;
        let (total, _) = ctl.probes.dropped(0);
        if total > ctl.dropped_total {
            if ctl.may_warn(0) {
                tracing::warn!(
                    "ring buffer full: {} events dropped ({total} in all); the summaries of the \
                     processes concerned will say so",
                    total - ctl.dropped_total,
                );
            }
            ctl.dropped_total = total;
            // An EXIT may have been among them: end the trackers of processes that are gone.
            let gone: Vec<u32> = self
                .procs
                .iter_mut()
                .filter_map(|(&pid, p)| {
                    let gone = match p.sampler.as_mut() {
                        Some(sampler) => sampler.sample().is_none(),
                        // Its PID names no process, or a later one.
                        None => report::start_time(pid)
                            .is_none_or(|t| p.meta.start_time.is_some_and(|s| s != t)),
                    };
                    gone.then_some(pid)
                })
                .collect();
            for pid in gone {
                self.end(pid, "exit", Some("its exit was not seen in the ring (events dropped)"));
                self.ctl.forget_stacks(pid);
            }
        }
        if self.ctl.scope == Scope::PerPid {
            self.late_copies();
        } else if self.ctl.last_vanish_check.elapsed() >= self.ctl.vanish_check {
            self.ctl.last_vanish_check = Instant::now();
            for path in self.ctl.probes.detach_vanished() {
                tracing::info!(lib = %path.display(), "copy gone: its probes removed");
            }
        }
    }

    /// PerPid, where threads cannot be held: a target may map a copy of the loader we did
    /// not arm (an LD_LIBRARY_PATH, a dlopen by path): attach it within a tick, and say the
    /// process was traced from then on.
    fn late_copies(&mut self) {
        let pids: Vec<u32> = self.ctl.probes.pids().collect();
        self.ctl.scans.extend(pids.into_iter().map(|pid| (pid, Scan::Libs)));
        self.ctl.scan(&mut self.procs);
    }
}

impl Control {
    fn tracker(&self, pid: u32, start_ns: u64, baseline: Option<Sample>) -> ProcessTracker {
        let mut tracker = ProcessTracker::new(pid, start_ns, baseline);
        tracker.max_live = self.max_objects;
        tracker
    }

    /// A BEGIN, EXIT, EXEC or LIBS event, or the first event of a process without BEGIN.
    fn lifecycle(&mut self, procs: &mut Procs, ev: &Event) {
        match ev.phase {
            phase::EXIT => {
                self.skipped.remove(&ev.pid);
                self.notes.remove(&ev.pid);
                self.end(procs, ev.pid, "exit", None);
            }
            phase::EXEC => {
                // What was noted was of the old image.
                self.skipped.remove(&ev.pid);
                self.notes.remove(&ev.pid);
                if ev.api == 1 {
                    self.end(procs, ev.pid, "exec", None);
                }
                // A run-mode command's tracker, made before its exec: who it is now, even if
                // it never makes a call.
                if let Some(p) = procs.get_mut(&ev.pid).filter(|p| !p.begun) {
                    p.meta = ProcessMeta::read(ev.pid, ev);
                }
                self.scans.push((ev.pid, Scan::Exec));
            }
            phase::LIBS if ev.api == libs::ANY => self.scans.push((ev.pid, Scan::Libs)),
            // At once, not after the batch: the thread may be held, and the process's exit
            // may follow in this very batch.
            phase::LIBS => {
                let held: &[u32] = if ev.api == libs::HELD { &[ev.tid] } else { &[] };
                if held.is_empty() {
                    tracing::info!(pid = ev.pid, "a loader copy loaded, the thread not held ({} held already)", ev.size);
                }
                self.adopt(procs, ev.pid, true, held);
            }
            _ => self.begin(procs, ev),
        }
    }

    /// Starts tracking a process image at its BEGIN (or first event, if the BEGIN was lost).
    fn begin(&mut self, procs: &mut Procs, ev: &Event) {
        let pid = ev.pid;
        if let Some(p) = procs.get_mut(&pid) {
            // A target's tracker, started before its first call: now we know who it is.
            if !p.begun {
                p.meta = ProcessMeta::read(pid, ev);
                p.begun = true;
            }
            return;
        }
        if self.skipped.contains(&pid) {
            return;
        }
        let mut sampler = Sampler::open(pid).ok();
        let meta = ProcessMeta::read(pid, ev);
        if !meta.verified {
            sampler = None;
        }
        if !self.filter.admits(pid, &meta) {
            self.skipped.insert(pid);
            return;
        }
        if procs.len() >= self.max_processes {
            self.capped += 1;
            if self.may_warn(1) {
                tracing::warn!(
                    "{} processes tracked (--max-processes): {} not tracked so far, PID {pid} \
                     ({}) the latest",
                    procs.len(),
                    self.capped,
                    meta.comm
                );
            }
            self.skipped.insert(pid);
            return;
        }
        let sink = match CsvSink::create(&self.dir, pid) {
            Ok(sink) => sink,
            Err(e) => {
                tracing::error!("cannot create a CSV for PID {pid} in {}: {e}", self.dir.display());
                self.skipped.insert(pid);
                return;
            }
        };
        let mut reasons = match self.notes.remove(&pid) {
            Some(n) if n.start_time.is_none() || meta.start_time.is_none() || n.start_time == meta.start_time => n.reasons,
            _ => vec![],
        };
        if ev.phase != phase::BEGIN {
            reasons.push("its first events were lost (ring buffer full)".into());
        }
        let baseline = sampler.as_mut().and_then(Sampler::sample);
        let tracker = self.tracker(pid, ev.ts_ns, baseline);
        tracing::info!(pid, comm = %meta.comm, cgroup = ?meta.cgroup, "tracking");
        procs.insert(pid, Traced { tracker, sink, sampler, meta, reasons, begun: true, batch_sample: None });
    }

    /// Records why `pid`'s tracking is incomplete, whether or not it has begun.
    fn note(&mut self, procs: &mut Procs, pid: u32, reason: String) {
        match procs.get_mut(&pid) {
            Some(p) => p.reasons.push(reason),
            None => self.note_early(pid, reason),
        }
    }

    fn note_early(&mut self, pid: u32, reason: String) {
        let notes = self.notes.entry(pid).or_insert_with(|| Notes { start_time: report::start_time(pid), reasons: vec![] });
        notes.reasons.push(reason);
    }

    /// Writes the process's summary and prints its report. `ended`: "exit", "exec" or "stopped".
    fn end(&mut self, procs: &mut Procs, pid: u32, ended: &str, why: Option<&str>) {
        let Some(mut p) = procs.remove(&pid) else { return };
        if let Err(e) = p.sink.flush() {
            note_write_error(&mut p, e);
        }
        let end_ns = sampler::monotonic_ns();
        let mut completeness = Completeness {
            dropped_events: self.probes.dropped(pid).1,
            last_drop_ns: None,
            reasons: std::mem::take(&mut p.reasons),
        };
        completeness.reasons.extend(why.map(str::to_owned));
        if p.tracker.untracked > 0 {
            completeness.reasons.push(format!(
                "{} objects beyond --max-objects were counted but not tracked",
                p.tracker.untracked
            ));
        }
        if let Some(exporter) = self.exporter.as_mut() {
            exporter.ended(&p.tracker, &p.meta);
        }
        // Oldest first, for the summary and the report.
        p.tracker.sort_by_age();
        self.leaked_any |= p.tracker.leaked();
        let sites = self.stacks.as_mut().map(|s| s.sites(p.tracker.outstanding(), end_ns));
        let (quiet, ended) = (self.quiet, ended.to_owned());
        // Naming the sites may take long: on the writer's thread (without sites too: one order).
        let Traced { tracker, meta, sink, .. } = p;
        let (csv, json) = (sink.names.csv.clone(), sink.names.json.clone());
        let out = Ended { tracker, meta, csv, json, ended, completeness, sites, end_ns, quiet };
        self.writer.write(move |names| out.write(names));
    }

    /// A process ended without its EXIT in the ring: its maps are of no more use. (At an EXIT
    /// in the ring, `Stacks::resolve` forgot them, in ring order: a new process may have the
    /// PID by now.)
    fn forget_stacks(&mut self, pid: u32) {
        if let Some(stacks) = self.stacks.as_mut() {
            stacks.forget(pid);
        }
    }

    /// Rate-limits warning `kind` (0: drops, 1: the process cap).
    fn may_warn(&mut self, kind: usize) -> bool {
        let last = &mut self.last_warning[kind];
        if last.is_some_and(|t| t.elapsed() < WARN_EVERY) {
            return false;
        }
        *last = Some(Instant::now());
        true
    }

}

/// The processes descended from `pid`, now.
fn descendants(pid: u32) -> Vec<u32> {
    let mut children: HashMap<u32, Vec<u32>> = HashMap::new();
    for p in procfs::process::all_processes().into_iter().flatten().flatten() {
        if let Ok(stat) = p.stat() {
            children.entry(stat.ppid as u32).or_default().push(p.pid as u32);
        }
    }
    let (mut found, mut next) = (vec![], vec![pid]);
    while let Some(p) = next.pop() {
        for &c in children.get(&p).into_iter().flatten() {
            found.push(c);
            next.push(c);
        }
    }
    found
}

fn cannot_attach(lib: &LoaderLib, e: anyhow::Error) -> Fatal {
    Fatal::NoBpf(format!("cannot attach uprobes to {}: {e:#}", lib.path.display()))
}

/// Applies a batch: one /proc sample per process serves all of its events in the batch.
/// `lifecycle` handles what is not a call (BEGIN, EXIT, EXEC, LIBS) and a call of a process
/// with no tracker yet, in ring order. `stack_ids`: one per event that has one, in order.
fn apply_batch(
    procs: &mut Procs,
    batch: &[Event],
    stack_ids: &[StackId],
    mut lifecycle: impl FnMut(&mut Procs, &Event),
) {
    // The processes sampled in this batch: their files are flushed at its end.
    let mut sampled: Vec<u32> = Vec::new();
    let mut ids = stack_ids.iter();
    for ev in batch {
        let stack = match stacks::wants_id(ev) {
            true => ids.next().copied().unwrap_or_default(),
            false => StackId::NONE,
        };
        if ev.phase > phase::CALL {
            // What follows it in the batch gets a fresh sample.
            if let Some(p) = procs.get_mut(&ev.pid) {
                p.batch_sample = None;
            }
            lifecycle(procs, ev);
            continue;
        }
        // One lookup for a call of a tracked process, the common case.
        let p = match procs.get_mut(&ev.pid) {
            Some(p) => p,
            None => {
                lifecycle(procs, ev);
                let Some(p) = procs.get_mut(&ev.pid) else { continue };
                p
            }
        };
        let sample = *p.batch_sample.get_or_insert_with(|| {
            sampled.push(ev.pid);
            p.sampler.as_mut()?.sample()
        });
        if let Some(row) = p.tracker.apply(ev, sample, stack) {
            if let Err(e) = p.sink.write(&row) {
                note_write_error(p, e);
            }
        }
    }
    for pid in sampled {
        if let Some(p) = procs.get_mut(&pid) {
            if p.batch_sample.take().is_some() {
                if let Err(e) = p.sink.flush() {
                    note_write_error(p, e);
                }
            }
        }
    }
}

/// `--bench-pipeline N`: the user-space pipeline alone (track, sample, CSV; the code path of
/// ring batches), on N synthetic events of this very process: host allocations and their
/// frees, addresses reused as malloc would. Prints JSON.
pub fn bench_pipeline(n: u64, dir: &Path) -> Result<(), Fatal> {
    const BATCH: usize = 4095;
    check_output_dir(dir)?;
    let pid = std::process::id();
    let api = |name| tracer_common::APIS.iter().position(|a| a.name == name).unwrap() as u16;
    let (alloc, free) = (api("zeMemAllocHost"), api("zeMemFree"));
    let sink = CsvSink::create(dir, pid)?;
    let csv = sink.names.csv.clone();
    let mut sampler = Sampler::open(pid).ok();
    let baseline = sampler.as_mut().and_then(Sampler::sample);
    let tracker = ProcessTracker::new(pid, sampler::monotonic_ns(), baseline);
    let traced = Traced {
        tracker,
        sink,
        sampler,
        meta: ProcessMeta::default(),
        reasons: vec![],
        begun: true,
        batch_sample: None,
    };
    let mut procs = Procs::from_iter([(pid, traced)]);
    let event = |api, phase, handle, size| Event {
        ts_ns: sampler::monotonic_ns(),
        pid,
        tid: pid,
        handle,
        size,
        api,
        phase,
        result: 0,
        ..Default::default()
    };
    let mut batch: Vec<Event> = Vec::with_capacity(BATCH);
    let (mut events, mut i) = (0u64, 0u64);
    let start = std::time::Instant::now();
    while events < n {
        batch.clear();
        while batch.len() < BATCH {
            let h = 0x7f00_0000_0000 + (i % 64) * 4096;
            batch.push(event(alloc, tracer_common::phase::CALL, h, 2048));
            batch.push(event(free, tracer_common::phase::CALL, h, 0));
            i += 1;
        }
        apply_batch(&mut procs, &batch, &[], |_, _| {});
        events += batch.len() as u64;
    }
    let seconds = start.elapsed().as_secs_f64();
    let rows = procs[&pid].tracker.rows();
    let samples = 2000;
    let mut sampler = Sampler::open(pid)?;
    let start = std::time::Instant::now();
    for _ in 0..samples {
        std::hint::black_box(sampler.sample());
    }
    let sample_ns = start.elapsed().as_nanos() as f64 / samples as f64;
    drop(procs);
    let csv_bytes = fs::metadata(&csv).map(|m| m.len()).unwrap_or(0);
    let _ = fs::remove_file(&csv);
    println!(
        "{}",
        serde_json::json!({
            "events": events,
            "rows": rows,
            "seconds": seconds,
            "events_per_s": events as f64 / seconds,
            "rows_per_s": rows as f64 / seconds,
            "batch": BATCH,
            "sample_ns": sample_ns,
            "csv_bytes_per_row": csv_bytes as f64 / rows.max(1) as f64,
        })
    );
    Ok(())
}

fn note_write_error(p: &mut Traced, e: std::io::Error) {
    let reason = format!("writing {} failed: {e}", p.sink.names.csv.display());
    if !p.reasons.contains(&reason) {
        tracing::error!("{reason}");
        p.reasons.push(reason);
    }
}

/// Sends `pid` once its process has exited (pidfd: no polling).
fn watch_exit(pid: u32, tx: mpsc::UnboundedSender<u32>) {
    tokio::spawn(async move {
        if let Ok(fd) = child::pidfd(pid).and_then(readable_fd) {
            let _ = fd.readable().await;
        }
        let _ = tx.send(pid);
    });
}

/// The loader copies named with --lib and found on the system, each once.
fn candidate_loaders(libs: &[PathBuf]) -> Result<Vec<LoaderLib>, Fatal> {
    let mut candidates: Vec<LoaderLib> = Vec::new();
    for path in libs.iter().cloned().chain(probes::system_loaders()) {
        match LoaderLib::inspect(&path) {
            Ok(lib) if !candidates.iter().any(|c| c.id == lib.id) => candidates.push(lib),
            Ok(_) => {}
            Err(e) if libs.contains(&path) => return Err(Fatal::BadTarget(format!("{e:#}"))),
            Err(e) => tracing::debug!("skipping {}: {e:#}", path.display()),
        }
    }
    Ok(candidates)
}

/// `--list-probes`: where each probe goes, and why.
pub fn list_probes(libs: &[PathBuf]) -> Result<(), Fatal> {
    let candidates = candidate_loaders(libs)?;
    if candidates.is_empty() {
        return Err(Fatal::BadTarget("no libze_loader found; name one with --lib".into()));
    }
    for lib in candidates {
        println!("{}", lib.path.display());
        for s in &lib.symbols {
            let api = tracer_common::APIS[s.api].name;
            println!("  {api:<44} +{:<#5x} {:<28} {}", s.site.offset, s.site.insn, s.site.reason);
        }
        for api in &lib.missing {
            println!("  {api:<44} not exported");
        }
    }
    Ok(())
}

/// Creates the output directory if it is missing (parents too, 0750: the CSVs name every
/// traced program), and checks that we can write there.
fn check_output_dir(dir: &Path) -> Result<(), Fatal> {
    use std::os::unix::fs::DirBuilderExt;
    fs::DirBuilder::new()
        .recursive(true)
        .mode(0o750)
        .create(dir)
        .map_err(|e| Fatal::Output(format!("cannot create output directory {}: {e}", dir.display())))?;
    let probe = dir.join(format!(".ze-tracer-probe-{}", std::process::id()));
    fs::write(&probe, b"")
        .and_then(|_| fs::remove_file(&probe))
        .map_err(|e| Fatal::Output(format!("cannot write to output directory {}: {e}", dir.display())))
}

async fn forward_bpf_logs(logger: aya_log::EbpfLogger<&'static dyn log::Log>) {
    let Ok(mut fd) = readable_fd(logger) else { return };
    while let Ok(mut guard) = fd.readable_mut().await {
        guard.get_inner_mut().flush();
        guard.clear_ready();
    }
}
