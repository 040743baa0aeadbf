//! The daemon's one flow: arm the probes for what is traced (the control plane, `control`),
//! then drain the ring shards into per-process trackers (the data plane, `dataplane`) until
//! the targets are gone (or a signal), and hand what each drain leaves back to the control
//! plane. A tracker begins at its process's first traced call (the kernel side's BEGIN) and
//! ends at its exit or exec, in ring order, with its CSV and its summary: a reused PID starts
//! a new tracker, never mixes. `docs/ARCHITECTURE.md` maps the parts.
mod via_service;

use std::{
    collections::HashSet,
    ffi::OsString,
    path::{Path, PathBuf},
    sync::Arc,
    time::{Duration, Instant},
};

use sd_notify::NotifyState;
use tokio::{
    signal::unix::{SignalKind, signal},
    sync::mpsc,
};
use tracer_common::config;

use crate::{
    control::{
        self, Control, Scope,
        gate::{Gate, Gated},
        watch::Watch,
    },
    data::{
        Admission, DataPlane, Ended, Filter, Shard, Source,
        ring::{ShardRing, Wakeup, readable_fd},
    },
    exit::{self, Fatal},
    metrics::{self, Exporter},
    output::{
        journal,
        units::number,
        writer::Writer,
    },
    probes::{self, TracedLib, Probes},
    process::{
        child, facts,
        out_dir::{OutDir, check_output_dir},
    },
    runs::Runs,
    unwind::Stacks,
};

pub struct Config {
    pub output_dir: PathBuf,
    /// `--serve-runs`: where clients hand their commands over (see `runs`).
    pub serve_runs: Option<PathBuf>,
    /// `--via-service`: run mode hands its command to the daemon serving runs there, if one
    /// does (see `via_service`).
    pub via_service: Option<PathBuf>,
    /// What runtimes keep for a process's life: not its leaks (`--keep`).
    pub rules: crate::data::owners::Rules,
    pub pids: Vec<u32>,
    pub command: Vec<OsString>,
    pub follow: bool,
    pub filter: Filter,
    pub max_processes: usize,
    /// `--max-processes-per-user`: of those, at most this many of one user.
    pub max_processes_per_user: usize,
    pub max_objects: usize,
    /// `--max-objects-total` and `--max-objects-per-user`.
    pub max_objects_shared: (usize, usize),
    pub libs: Vec<PathBuf>,
    pub no_wait: bool,
    pub fail_on_leak: bool,
    pub leak_exit_code: i32,
    pub quiet: bool,
    /// Write each ended process's HTML page beside its summary.
    pub html: bool,
    /// Write each ended process's Perfetto trace beside its summary.
    pub perfetto: bool,
    pub probes: probes::ProbeOptions,
    /// Threads that apply the ring shards (the loop's own included).
    pub threads: usize,
    /// How often to drain the rings: the probes wake us only when an eighth of one is pending.
    pub drain_every: Duration,
    /// How often to remove the probes of copies that are gone.
    pub vanish_check: Duration,
    /// Where a process's facts come from, beyond /proc (`--job-env`, `--node-root`).
    pub facts: facts::Sources,
    /// What only the tests set.
    pub hooks: Hooks,
    /// Watch filesystems for loader copies written while tracing (fanotify).
    pub watch: bool,
    /// What the output directory may hold.
    pub budget: crate::output::budget::Budget,
    /// Creating stacks (None: off): at most this many frames, unwound from this many bytes.
    pub stacks: Option<StackOptions>,
    /// `--metrics` (None: off).
    pub metrics: Option<MetricsOptions>,
}

/// The longest a traced image is held as it starts (`config::HOLD_AT_START`), in ms: a
/// responsive daemon looks at it within a few; a held thread polls on its CPU meanwhile.
const START_HOLD_MS: u32 = 250;

/// The flags that set [`Hooks`]: `ze-tracer-testbed`'s own (src/bin/testbed.rs).
pub const HOOKS: [&str; 15] = [
    "--no-proc-maps",
    "--vanish-check",
    "--unreachable-maps",
    "--python-layouts-unknown",
    "--noop-probes",
    "--no-ldso-probe",
    "--no-exec-scan",
    "--no-layers",
    "--drop-table",
    "--process-table",
    "--copy-share",
    "--start-hold-ms",
    "--slow-arming-ms",
    "--stall-first-tick-ms",
    "--slow-detach-ms",
];

/// What only the tests and the benchmarks set, through the `ze-tracer-testbed` binary: the
/// release binary's command line has none of it.
#[derive(Debug, Default, Clone)]
pub struct Hooks {
    /// Unwind with what ld.so reports of each process, never its /proc maps (as when it is
    /// gone before they could be read).
    pub no_proc_maps: bool,
    /// How often to remove the probes of loader copies that are gone (default: a minute).
    pub vanish_check: Option<Duration>,
    /// The way to a mapped copy that its maps give fails, as when its process is gone before
    /// it is read.
    pub unreachable_maps: bool,
    /// Every CPython's layout is taken as unknown, as an older or a debug build's would be.
    pub python_layouts_unknown: bool,
    /// No copy of ld.so is probed: a loader copy loaded later is neither reported nor held
    /// by ld.so's probe, as a load it cannot see (see `data::copies`).
    pub no_ldso_probe: bool,
    /// An exec's maps are never read (its ld.so not probed, its copies not armed then), as
    /// when its process is gone before they could be.
    pub no_exec_scan: bool,
    /// Do-nothing probes at the same places (the benchmarks' floor); nothing is recorded.
    pub noop_probes: bool,
    /// Allocator layers' copies are armed with no probe: Level Zero alone, as before layers
    /// were traced (the benchmarks' baseline).
    pub no_layers: bool,
    /// Room for this many processes' drop records (`tracer_common::DROP_PIDS`), so that a test
    /// fills the table with a few processes.
    pub drop_table: Option<u32>,
    /// Room for this many processes in the kernel side's `PROCS` (not 65,536), so that a test
    /// fills it with a few.
    pub process_table: Option<u32>,
    /// The most copies one share may have armed (`probes::COPY_SHARE`), so that
    /// a test fills a share with a few.
    pub copy_share: Option<usize>,
    /// How long a starting image may be held (`START_HOLD_MS`), so that a test can keep the
    /// daemon's loop off the CPU for longer.
    pub start_hold_ms: Option<u32>,
    /// Arming a loader copy first waits this long, as a disk with a cold page cache makes it
    /// wait, so that a test sees what a held thread does meanwhile.
    pub slow_arming_ms: Option<u32>,
    /// The loop's first tick stalls this long after its drain, as a daemon stopped or starved
    /// there does, saying so first (`tick stalled`), so that a test can end a process meanwhile.
    pub stall_first_tick_ms: Option<u32>,
    /// Links detached (a copy gone) are torn down this many ms later, as on a busy node where
    /// the kernel's grace periods take long.
    pub slow_detach_ms: Option<u32>,
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
    /// Whether CPython processes' stacks get their Python frames (see `python`).
    pub python: bool,
}

/// How often to check drop counters, ping the watchdog, and (per PID) look for late copies.
const TICK: Duration = Duration::from_millis(200);

/// The two planes, and what the loop needs to wire them.
struct Flow {
    data: DataPlane,
    ctl: Control,
    wakeup: Wakeup,
    idle: Idle,
    /// Loader copies written after start, or opened before they were armed (None: PerPid,
    /// `--no-watch`, or no fanotify here).
    gated: Option<mpsc::UnboundedReceiver<Gated>>,
}

impl Flow {
    /// Drains every shard (again, while one was not emptied) and lets the control plane act
    /// on what the drains left. Whether there were events.
    fn drain(&mut self) -> bool {
        let mut any = false;
        loop {
            let drained = self.data.drain();
            let more = drained.more;
            any |= drained.any;
            self.ctl.handle(&mut self.data, drained);
            if !more {
                return any;
            }
        }
    }

    /// An untimed drain (a tick, an exit, a scrape): events found count as a wake-up.
    fn drain_now(&mut self, drain: &mut tokio::time::Interval) {
        let any = self.drain();
        self.idle.drained(any, drain);
    }
}

pub async fn run(mut cfg: Config) -> Result<i32, Fatal> {
    if let (Some(path), false) = (&cfg.via_service, cfg.command.is_empty()) {
        match via_service::connect(path).await {
            Ok(stream) => return via_service::run(&cfg, path, stream).await,
            Err(e) => eprintln!("ze-tracer: no daemon serving runs answers at {} ({e}): tracing the command with probes of its own", path.display()),
        }
    } else if !cfg.command.is_empty() && !cfg.quiet && Path::new(crate::runs::protocol::DEFAULT_SOCKET).exists() {
        // Its calls would trap for both: said, not decided for the user (the service's settings
        // are not this command line's).
        eprintln!("ze-tracer: the service traces this node too: --via-service would trace the command once, with its settings");
    }
    // Before anything is armed: a Ctrl-C at any point must still end with summaries.
    let mut sigint = signal(SignalKind::interrupt())?;
    let mut sigterm = signal(SignalKind::terminate())?;
    let mut sighup = signal(SignalKind::hangup())?;
    // Job control (Ctrl-Z): stopped by hand, after the gate lets execs go (see `control::gate`).
    let mut sigtstp = signal(SignalKind::from_raw(libc::SIGTSTP))?;
    let out = check_output_dir(&cfg.output_dir, "--output-dir")?;
    for &pid in &cfg.pids {
        if pid == 0 || !Path::new(&format!("/proc/{pid}")).exists() {
            return Err(Fatal::BadTarget(format!("no process with PID {pid}")));
        }
        // Before the probes are loaded: a process we may not read cannot be traced.
        std::fs::File::open(format!("/proc/{pid}/maps")).map_err(|e| control::unreadable_maps(pid, e))?;
    }
    let scope = match (cfg.pids.is_empty() && cfg.command.is_empty(), cfg.follow) {
        (true, _) => Scope::SystemWide,
        (false, true) => Scope::Filtered,
        (false, false) => Scope::PerPid,
    };
    // The loader copies found and read (ldconfig, their ELF) while the programs load.
    let libs = &cfg.libs;
    let (candidates, probes) = std::thread::scope(|s| {
        let candidates = s.spawn(|| candidate_loaders(libs));
        let probes = Probes::load(cfg.probes);
        (candidates.join().unwrap_or_else(|_| Err(Fatal::BadTarget("reading the loader copies panicked".into()))), probes)
    });
    let candidates = candidates?;
    let mut probes = probes?;
    // Bound before anything is traced: a bad address must not cost a traced program its run.
    let (mut scrapes, serving) = match &cfg.metrics {
        Some(m) => {
            let (scrapes, at) = metrics::http::serve(&m.addr)
                .await
                .map_err(|e| Fatal::Metrics(format!("--metrics {}: cannot serve there: {e}", m.addr)))?;
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
        (config::RUNS, cfg.serve_runs.is_some()),
    ];
    for (index, on) in switches {
        probes.set_config(index, on)?;
    }
    probes.set_value(config::STACKS, cfg.stacks.map_or(0, |s| s.bytes))?;
    let python = cfg.stacks.as_ref().is_some_and(|s| s.python);
    probes.set_config(config::HOLD_AT_START, scope == Scope::Filtered && python)?;
    probes.set_config(config::HOLD_UNLOOKED, python)?;
    probes.set_value(config::START_HOLD_MS, cfg.hooks.start_hold_ms.unwrap_or(START_HOLD_MS))?;
    let mut flow = wire(&mut cfg, probes, scope, out.clone())?;
    if let Some(path) = &cfg.serve_runs {
        let dir = std::fs::canonicalize(&cfg.output_dir).unwrap_or_else(|_| cfg.output_dir.clone());
        let runs = Runs::serve(path, dir).await;
        flow.ctl.runs = Some(runs.map_err(|e| Fatal::Metrics(format!("--serve-runs {}: cannot serve there: {e}", path.display())))?);
    }
    flow.ctl.arm(&mut flow.data, candidates)?;
    let child = match cfg.command.is_empty() {
        true => None,
        false => Some(flow.ctl.run_command(&mut flow.data, &cfg.command)?),
    };
    flow.ctl.attach_pids(&mut flow.data, &cfg.pids, cfg.no_wait)?;
    // Only now, the input found good: a run that fails on it leaves no journal.
    let kind = match (scope, child) {
        (Scope::SystemWide, _) => "system-wide",
        (_, Some(_)) => "run",
        _ => "pid",
    };
    let daemon = journal::Daemon::this(kind, child.iter().chain(&cfg.pids).copied().collect());
    match journal::Journal::open(&out, daemon, journal::part_bytes(cfg.budget.max_bytes)) {
        Ok(journal) => flow.ctl.journal(journal),
        Err(e) => tracing::error!("cannot begin a journal in {}: {e}; `check` will not know of processes it did not see", cfg.output_dir.display()),
    }
    let targets: HashSet<u32> = child.iter().chain(&cfg.pids).copied().collect();
    let what = match scope {
        Scope::SystemWide => "every Level Zero process".to_owned(),
        _ => {
            let pids: Vec<_> = child.iter().chain(&cfg.pids).map(u32::to_string).collect();
            let follow = if scope == Scope::Filtered { " and its children" } else { "" };
            format!("PID {}{follow}", pids.join(", "))
        }
    };
    eprintln!("ze-tracer: tracing {what} (output in {}{serving})", cfg.output_dir.display());
    let _ = sd_notify::notify(&[NotifyState::Ready, NotifyState::Status(&format!("tracing {what}"))]);
    let signals = Signals { sigint: &mut sigint, sigterm: &mut sigterm, sighup: &mut sighup, sigtstp: &mut sigtstp };
    let served = serve(&mut flow, &cfg, child, targets, signals, &mut scrapes).await?;
    flow.ctl.stopped(&flow.data, cfg.max_processes);
    let outcome = flow.ctl.outcome;
    if served.stopped {
        flow.ctl.say_last(stop_line(&outcome, &cfg.output_dir));
    }
    // Followed children the kernel side had no room for (never any without `--follow`).
    let unfollowed = flow.ctl.probes.take_unfollowed(0);
    if unfollowed > 0 {
        flow.ctl.say_last(unfollowed_line(unfollowed));
    }
    Ok(match (served.child_status, outcome.first_leak) {
        (Some(0) | None, Some(first)) if cfg.fail_on_leak => {
            flow.ctl.say_last(leak_line(outcome.leaked, first, cfg.leak_exit_code));
            cfg.leak_exit_code
        }
        (Some(0) | None, None) if cfg.fail_on_leak && unfollowed > 0 => {
            flow.ctl.say_last(format!("ze-tracer: not every process was traced: exit {} (--fail-on-leak)", exit::INCOMPLETE));
            exit::INCOMPLETE
        }
        (Some(status), _) => status,
        (None, _) => exit::OK,
    })
}

/// `ze-tracer: 2 processes forked by traced processes could not be followed (…)`: `--follow`'s
/// or a run's children that the kernel side's table of processes (`PROCS`) had no room for.
fn unfollowed_line(processes: u64) -> String {
    format!(
        "ze-tracer: {} forked by traced processes could not be followed (the kernel side's table of processes was \
         full): they ran untraced, and their leaks were not seen",
        counted(processes, "process", "processes")
    )
}

/// `ze-tracer: stopped; traced 3 processes (1 leaked), files in /var/lib/ze-tracer`.
fn stop_line(outcome: &control::Outcome, dir: &Path) -> String {
    let dir = std::fs::canonicalize(dir).unwrap_or_else(|_| dir.to_owned());
    let traced = counted(outcome.ended, "process", "processes");
    format!("ze-tracer: stopped; traced {traced} ({} leaked), files in {}", number(outcome.leaked as i64), dir.display())
}

/// Why `--fail-on-leak` exits as it does: `ze-tracer: pid 123 leaked 6 objects: exit 10
/// (--fail-on-leak)`, the first of several named.
fn leak_line(leaked: u64, (pid, objects): (u32, u64), code: i32) -> String {
    let objects = counted(objects, "object", "objects");
    let who = match leaked {
        1 => format!("pid {pid} leaked {objects}"),
        n => format!("{} leaked, the first pid {pid} ({objects})", counted(n, "process", "processes")),
    };
    format!("ze-tracer: {who}: exit {code} (--fail-on-leak)")
}

/// `1 process`, `2 processes`.
fn counted(n: u64, one: &str, many: &str) -> String {
    format!("{} {}", number(n as i64), if n == 1 { one } else { many })
}

/// How the loop ended: run mode's command's status, and whether a signal stopped it.
struct Served {
    child_status: Option<i32>,
    stopped: bool,
}

/// The two planes, wired: one ring shard each, the stacks of its processes, the workers.
fn wire(cfg: &mut Config, mut probes: Probes, scope: Scope, out: OutDir) -> Result<Flow, Fatal> {
    let ring_bytes = cfg.probes.ring_bytes.unwrap_or(tracer_common::RING_BYTES);
    let rings = probes.take_rings().map_err(|e| Fatal::NoBpf(format!("{e:#}")))?;
    let each = probes::shard_bytes(ring_bytes, rings.len() as u32);
    let mut marks = probes.take_applied_marks().unwrap_or_default().into_iter();
    let rings: Vec<ShardRing> = rings.into_iter().map(|r| ShardRing::new(r, each, marks.next())).collect();
    let wakeup = Wakeup::new(&rings)?;
    let stacks = cfg.stacks;
    let python = stacks.filter(|s| s.python).and_then(|_| probes.take_python_map());
    let layouts_unknown = cfg.hooks.python_layouts_unknown;
    // One store of unwind tables and open files for every shard: a library's tables are kept
    // once, all within one bound, and a file one shard opened names another shard's frames.
    let tables = crate::unwind::files::SharedFiles::default();
    let new_stacks = |s: StackOptions| {
        Stacks::new(s.depth, s.proc_maps, scope != Scope::SystemWide).with_python(python.clone(), layouts_unknown).with_shared_files(tables.clone())
    };
    let shards = rings.into_iter().map(|ring| Shard::new(Source::Ring(ring), stacks.map(new_stacks))).collect();
    let filter = std::mem::take(&mut cfg.filter);
    let facts = std::mem::take(&mut cfg.facts);
    let mut adm = Admission::new(out.clone(), facts, filter, cfg.max_processes, cfg.max_objects);
    adm.rules = cfg.rules.clone();
    adm.per_user = cfg.max_processes_per_user;
    adm.append_rows = cfg.probes.append_rows;
    (adm.objects_total, adm.objects_per_user) = cfg.max_objects_shared;
    let data = DataPlane::new(shards, adm, cfg.threads)?;
    let exporter = cfg.metrics.as_ref().map(|m| Exporter::new(m.top, m.cgroups));
    let writer = Writer::start(cfg.html, cfg.perfetto, cfg.budget.clone(), out)?;
    let opts = control::Options {
        quiet: cfg.quiet,
        vanish_check: cfg.vanish_check,
        unreachable_maps: cfg.hooks.unreachable_maps,
        slow_arming: cfg.hooks.slow_arming_ms.map(|ms| std::time::Duration::from_millis(ms.into())),
        no_ldso_probe: cfg.hooks.no_ldso_probe,
        no_exec_scan: cfg.hooks.no_exec_scan,
    };
    let mut ctl = Control::new(probes, scope, opts, writer, exporter);
    let gated = match scope {
        Scope::SystemWide | Scope::Filtered if cfg.watch => watch_new_copies(scope == Scope::Filtered),
        _ => None,
    };
    let (gate, gated) = gated.unzip();
    // Execs wait at the gate in run mode only (see `control::gate`).
    ctl.gate = gate.filter(|_| scope == Scope::Filtered);
    Ok(Flow { data, ctl, wakeup, idle: Idle::default(), gated })
}

/// fanotify on every filesystem that takes a mark, for copies written after start, and the
/// gate where they are armed and their opens wait (see `control::watch`).
fn watch_new_copies(gate_execs: bool) -> Option<(Arc<Gate>, mpsc::UnboundedReceiver<Gated>)> {
    let started = Watch::start(|| Gate::start().map(|(gate, rx)| (gate.clone(), (gate, rx))), gate_execs);
    if let Err(e) = &started {
        tracing::info!("new loader copies are not watched ({e}): each is armed as it is first loaded, its loading thread held");
    }
    started.ok()
}

/// The next message of an optional channel; pending forever without one.
async fn next<T>(rx: &mut Option<mpsc::UnboundedReceiver<T>>) -> Option<T> {
    match rx {
        Some(rx) => rx.recv().await,
        None => std::future::pending().await,
    }
}

struct Signals<'a> {
    sigint: &'a mut tokio::signal::unix::Signal,
    sigterm: &'a mut tokio::signal::unix::Signal,
    sighup: &'a mut tokio::signal::unix::Signal,
    sigtstp: &'a mut tokio::signal::unix::Signal,
}

/// The loop: drains on a wake-up, a timer, a target's exit, a scrape and a tick, until the
/// targets are gone or a signal stops it. How it ended.
async fn serve(
    flow: &mut Flow,
    cfg: &Config,
    child: Option<u32>,
    mut targets: HashSet<u32>,
    sig: Signals<'_>,
    scrapes: &mut Option<metrics::http::Scrapes>,
) -> Result<Served, Fatal> {
    let (exit_tx, mut exit_rx) = mpsc::unbounded_channel::<u32>();
    for &pid in &targets {
        watch_exit(pid, exit_tx.clone());
    }
    let system_wide = flow.ctl.scope == Scope::SystemWide;
    let watchdog = sd_notify::watchdog_enabled();
    let mut tick = tokio::time::interval(TICK);
    let mut stall = cfg.hooks.stall_first_tick_ms;
    let mut drain = tokio::time::interval(cfg.drain_every);
    drain.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let mut last_ping = Instant::now();
    let mut child_status = None;
    let (mut stop, mut forwarded) = (false, false);
    while system_wide || !targets.is_empty() || !flow.data.is_empty() {
        tokio::select! {
            r = flow.wakeup.wait() => {
                r?;
                flow.idle.woken(&mut drain);
                flow.drain();
            }
            Some(pid) = exit_rx.recv() => {
                // Its EXIT is in the ring by now (the kernel emits it before the pidfd fires).
                flow.drain_now(&mut drain);
                if child == Some(pid) {
                    child_status = child::reap(pid);
                }
                targets.remove(&pid);
                flow.data.take_notes(pid);
                // A target (or a process tracked from a look, `track_found`) that made no
                // call has no EXIT to come; one that did, lost it.
                if let Some(begun) = flow.data.get(pid).map(|p| p.begun) {
                    let why = begun.then_some("its exit was not seen in the ring (events dropped)");
                    flow.ctl.end(&mut flow.data, pid, Ended::Exit, why);
                }
                if flow.ctl.scope == Scope::PerPid {
                    flow.ctl.probes.detach_pid(pid);
                    flow.ctl.probes.unhook_pid(pid);
                }
            }
            Some(gated) = next(&mut flow.gated) => flow.ctl.arm_gated(&mut flow.data, gated),
            Some(incoming) = Runs::next(&mut flow.ctl.runs) => {
                // After every event before it: an `Ended` finds all of its run's processes.
                flow.drain_now(&mut drain);
                flow.ctl.run_request(incoming);
            }
            _ = sig.sigint.recv() => stop = true,
            _ = sig.sigterm.recv() => stop = true,
            _ = sig.sighup.recv() => flow.data.reopen(),
            _ = sig.sigtstp.recv() => flow.ctl.stop_for_job_control(),
            _ = metrics::http::due(scrapes) => {
                // What the rings hold first: a scrape shows every call made before it.
                let scrapes = scrapes.as_mut().expect("due only with --metrics");
                let at = Instant::now();
                flow.drain_now(&mut drain);
                scrapes.publish(at, || flow.ctl.scrape(&mut flow.data));
            }
            _ = drain.tick(), if !flow.idle.asleep => {
                match flow.drain() {
                    false => flow.idle.nothing(&mut flow.ctl.probes),
                    true => flow.idle.woken(&mut drain),
                }
            }
            _ = tick.tick() => {
                // First all the rings hold: what the tick counts and warns of is every event's.
                flow.drain_now(&mut drain);
                if let Some(ms) = stall.take() {
                    eprintln!("ze-tracer-testbed: tick stalled for {ms} ms");
                    std::thread::sleep(Duration::from_millis(ms.into()));
                }
                flow.ctl.tick(&mut flow.data);
                // A process whose exit was dropped, found gone: its last events reached the
                // rings only as it went, maybe after the drain above (a loop stalled in between,
                // stopped or starved), and are drained before it is ended; ended first, they
                // would begin a second tracker of it (see `Control::gone`).
                let gone = flow.ctl.gone(&mut flow.data);
                if !gone.is_empty() {
                    flow.drain_now(&mut drain);
                    flow.ctl.end_gone(&mut flow.data, gone);
                }
                if let Some(scrapes) = scrapes.as_ref() {
                    scrapes.beat();
                }
                if watchdog.is_some_and(|period| last_ping.elapsed() >= period / 2) {
                    let _ = sd_notify::notify(&[NotifyState::Watchdog]);
                    last_ping = Instant::now();
                }
            }
        }
        for pid in flow.ctl.take_exits_to_watch() {
            watch_exit(pid, exit_tx.clone());
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
                    flow.drain();
                    // What is left is to write what was seen: nobody would let a new hold go.
                    flow.ctl.probes.stop_holding();
                    for pid in flow.data.pids() {
                        flow.ctl.end(&mut flow.data, pid, Ended::Stopped, Some("tracing stopped before the process ended"));
                    }
                    return Ok(Served { child_status, stopped: true });
                }
            }
        }
    }
    Ok(Served { child_status, stopped: false })
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
fn candidate_loaders(libs: &[PathBuf]) -> Result<Vec<TracedLib>, Fatal> {
    let mut candidates: Vec<TracedLib> = Vec::new();
    for path in libs.iter().cloned().chain(probes::system_loaders()) {
        match TracedLib::inspect(&path) {
            Ok(lib) if !candidates.iter().any(|c| c.id == lib.id) => candidates.push(lib),
            Ok(_) => {}
            Err(e) if libs.contains(&path) => return Err(Fatal::BadTarget(format!("--lib: {e:#}"))),
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
            let api = tracer_common::api_of(s.api as u16).name;
            let trap = if s.site.single_step { "single-steps: " } else { "" };
            println!("  {api:<44} +{:<#5x} {:<28} {trap}{}", s.site.offset, s.site.insn, s.site.reason);
        }
        for api in &lib.missing {
            println!("  {api:<44} not exported");
        }
    }
    Ok(())
}

async fn forward_bpf_logs(logger: aya_log::EbpfLogger<&'static dyn log::Log>) {
    let Ok(mut fd) = readable_fd(logger) else { return };
    while let Ok(mut guard) = fd.readable_mut().await {
        guard.get_inner_mut().flush();
        guard.clear_ready();
    }
}
