//! The control plane: what is traced and how the probes are armed, the loader copies processes
//! load (and the threads held meanwhile), `/proc` scans, and what happens to a process the data
//! plane is done with (its drops counted, its files written, the metrics told).
//!
//! Scopes ([`Scope`]):
//! - system-wide (no `--pid`, no command): every process, on every loader copy known at start
//!   (the system's, `--lib`, those mapped by running processes, through their root) and every
//!   copy found later: ld.so's probe reports each library load, so the process's maps are read
//!   then, and an exec into a new mount namespace (a container) gets its own ld.so probed;
//! - run mode and `--follow`: probes for every process, filtered in the kernel to the targets
//!   and the children they fork;
//! - `--pid` without `--follow`: probes armed for those PIDs only: nothing else pays for them.
mod copies;
mod runs;
pub mod gate;
pub mod watch;

use std::{
    collections::{HashMap, HashSet},
    ffi::OsString,
    path::Path,
    time::{Duration, Instant},
};

use tracer_common::{Drops, libs};

use crate::{
    process::child::HeldChild,
    data::{DataPlane, Drained, Ended, Ending, LeftOut, Scan, copies::{Use, use_of}},
    exit::Fatal,
    metrics::{self, Exporter},
    probes::{self, TracedLib, Probes},
    output::{journal::{self, Journal}, report, verdict::{Completeness, verdict}},
    process::facts,
    unwind::symbolize::Names,
    output::writer::{Finished, Writer},
    runs::{Runs, protocol::Reply},
};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scope {
    SystemWide,
    /// Probes for all, the kernel side keeps the TRACED processes (run mode, `--follow`).
    Filtered,
    /// Probes armed per target PID.
    PerPid,
}

/// Why a process gone before its exec's scan, with no call traced, may have missed calls.
const UNSEEN_EXEC: &str = "it was gone before the daemon could read which ld.so it ran after its exec, and no call of it \
                           was traced (execs do not wait at the gate here: system-wide, --no-watch, or no fanotify): \
                           a loader copy it loaded through an ld.so not probed by then would not have been seen";

const ALREADY_RUNNING: &str = "already running when tracing began: calls before then were not seen";

/// After new drops, this many ticks look for processes whose exit was among them: a process
/// whose surviving events are applied only after the first look (a drain that came late) is
/// found by the next.
const GONE_CHECKS: u32 = 3;

/// Whether a ring's losses that no record held, from `seen` to `now`, may include events of a
/// process tracked since `start_ns` whose own record is `own`: not if none was lost while it
/// was tracked, nor if its record was there before the first of them (from then on, every
/// loss of its is counted in its record).
fn untold_may_be_its(now: &Drops, seen: &Drops, own: &Drops, start_ns: u64) -> bool {
    let first_in_window = if seen.events == 0 { now.first_ns } else { seen.last_ns };
    now.events > seen.events && now.last_ns >= start_ns && (own.events == 0 || own.first_ns > first_in_window)
}

/// `record`, the drop record of a process that started at `start_ticks` (`/proc/<pid>/stat`'s
/// clock ticks), if any of its losses may be that process's: a record whose every loss came
/// before the process started, even at its start rounded down to a tick, is a former holder's
/// of its PID (an untracked process's, not swept yet), and counts nothing.
fn own_drops(record: Drops, start_ticks: Option<u64>, ticks_per_second: u64) -> Drops {
    let started_ns = start_ticks.map(|t| t.saturating_mul(1_000_000_000 / ticks_per_second.max(1)));
    match started_ns {
        Some(started) if record.events > 0 && crate::process::clock::boottime_ns(record.last_ns) < started => Drops::default(),
        _ => record,
    }
}

/// How often the drop records of processes gone untracked may be swept (see `sweep_drops`).
const DROP_SWEEP: Duration = Duration::from_secs(10);

/// At most one warning per this interval for ring drops and for the process cap.
const WARN_EVERY: Duration = Duration::from_secs(1);

/// Why `pid`'s maps cannot be read: denied is not permitted (exit 3), as for root without
/// CAP_SYS_PTRACE or CAP_PERFMON, or under a policy that hides the process; else the process
/// is a bad target (gone, a kernel thread).
pub fn unreadable_maps(pid: u32, e: std::io::Error) -> Fatal {
    let why = format!("cannot read the maps of PID {pid}: {e}");
    // SAFETY: no arguments, no failure.
    let root = unsafe { libc::geteuid() } == 0;
    match e.kind() {
        std::io::ErrorKind::PermissionDenied if !root => Fatal::NotPermitted(format!("{why}; run ze-tracer as root")),
        std::io::ErrorKind::PermissionDenied => Fatal::NotPermitted(why),
        _ => Fatal::BadTarget(why),
    }
}

/// What the processes whose tracking ended came to: the line at a stop, and the reason
/// `--fail-on-leak` gives for its exit code.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Outcome {
    /// Process images whose tracking ended (at an exit, an exec or the stop): a summary each.
    pub ended: u64,
    /// Of those that ended before the stop, the ones with certain leaks.
    pub leaked: u64,
    /// The first of those: its PID and its leaked objects.
    pub first_leak: Option<(u32, u64)>,
}

impl Outcome {
    fn add(&mut self, pid: u32, leaked_objects: u64) {
        self.ended += 1;
        if leaked_objects > 0 {
            self.leaked += 1;
            self.first_leak.get_or_insert((pid, leaked_objects));
        }
    }
}

/// What the control plane is told by the command line.
#[derive(Debug, Clone, Copy)]
pub struct Options {
    /// No report on stderr as a process ends.
    pub quiet: bool,
    /// How often to look for probed copies that are gone (see `Probes::detach_vanished`).
    pub vanish_check: Duration,
    /// Tests only: the way to a mapped copy that its maps give fails, as when its process is
    /// gone before it is read.
    pub unreachable_maps: bool,
    /// Tests only: no ld.so is probed (see `daemon::Hooks`).
    pub no_ldso_probe: bool,
    /// Tests only: an exec's maps are never read (see `daemon::Hooks`).
    pub no_exec_scan: bool,
    /// Tests only: arming a loader copy first waits this long (see `daemon::Hooks`).
    pub slow_arming: Option<Duration>,
}

pub struct Control {
    pub probes: Probes,
    pub scope: Scope,
    opts: Options,
    /// PerPid: loader copies a waiting target may still map.
    pub candidates: Vec<TracedLib>,
    /// Mount namespaces whose ld.so is probed.
    namespaces: HashSet<u64>,
    dropped_total: u64,
    /// Each ring's drops that no process's record held, as last spread (see `spread_untold`).
    untold_seen: Vec<Drops>,
    /// When the drop records of processes gone untracked were last swept, and the total then.
    last_drop_sweep: (Instant, u64),
    /// Ticks left that look for processes whose exit was dropped (see `GONE_CHECKS`).
    gone_checks: u32,
    capped: u64,
    unroomed: u64,
    last_warning: [Option<Instant>; Warning::COUNT],
    last_vanish_check: Instant,
    /// What the processes that ended came to.
    pub outcome: Outcome,
    /// Writes what ended processes leave.
    writer: Writer,
    /// What was tracked and left out, for `check` (None until the daemon is armed, or if it
    /// could not be begun).
    journal: Option<Journal>,
    /// `--metrics`: answers scrapes, keeps ended processes' sums per cgroup.
    exporter: Option<Exporter>,
    /// Names live processes' growing sites for the metrics.
    names: Names,
    /// Per copy of ld.so (device, inode), where its `_r_debug` is (see `ldso_busy`).
    r_debugs: HashMap<(u64, u64), Option<u64>>,
    /// Files named like a traced library that are none (device, inode, mtime, size): not read
    /// again for every open of them (a tenant's decoy). Bounded: cleared when full.
    not_libraries: std::collections::HashSet<(u64, u64, i64, u64)>,
    /// Loader copies (pid, device and inode) that processes mapped unarmed, at the last tick.
    unarmed_last_tick: HashSet<(u32, (u64, u64))>,
    /// Execs wait at the gate until their ld.so is probed (see `gate`): the gate, told of
    /// each copy of ld.so probed.
    pub gate: Option<std::sync::Arc<gate::Gate>>,
    /// Processes gone before their exec's scan, with no exec gate: if they end with no call
    /// traced, their ld.so may have loaded a copy unseen (`UNSEEN_EXEC`).
    unseen_execs: HashSet<u32>,
    /// Processes (and their starts, CLOCK_BOOTTIME ns) whose maps held no loader copy once
    /// their ld.so was probed at their exec (see `look_clean`).
    clean_looks: HashMap<u32, u64>,
    /// The processes that ended in the drain being handled, and what was found of them since.
    ending: HashSet<u32>,
    ending_notes: HashMap<u32, Vec<String>>,
    /// Processes tracked from a look rather than a call (`DataPlane::track_found`): no EXIT
    /// is due for them, so the flow watches their ends (`take_exits_to_watch`).
    exits_to_watch: Vec<u32>,
    /// `--serve-runs`: the runs clients handed over (see `runs`).
    pub runs: Option<Runs>,
}

impl Control {
    pub fn new(probes: Probes, scope: Scope, opts: Options, writer: Writer, exporter: Option<Exporter>) -> Control {
        Control {
            probes,
            scope,
            opts,
            candidates: vec![],
            namespaces: HashSet::new(),
            dropped_total: 0,
            untold_seen: vec![],
            last_drop_sweep: (Instant::now(), 0),
            gone_checks: 0,
            capped: 0,
            unroomed: 0,
            last_warning: [None; Warning::COUNT],
            last_vanish_check: Instant::now(),
            outcome: Outcome::default(),
            writer,
            journal: None,
            exporter,
            names: Names::default(),
            r_debugs: HashMap::new(),
            not_libraries: Default::default(),
            unarmed_last_tick: HashSet::new(),
            gate: None,
            unseen_execs: HashSet::new(),
            clean_looks: HashMap::new(),
            ending: HashSet::new(),
            ending_notes: HashMap::new(),
            exits_to_watch: vec![],
            runs: None,
        }
    }

    /// The processes whose ends the flow must watch from now on (see `exits_to_watch`).
    pub fn take_exits_to_watch(&mut self) -> Vec<u32> {
        std::mem::take(&mut self.exits_to_watch)
    }

    /// Arms the candidate copies for every process and probes the system's ld.so (not
    /// PerPid); system-wide, also the copies running processes have mapped.
    pub fn arm(&mut self, data: &mut DataPlane, candidates: Vec<TracedLib>) -> Result<(), Fatal> {
        if self.scope != Scope::PerPid {
            for lib in &candidates {
                self.attach_everywhere(lib)?;
            }
            self.probe_ldso(Path::new("/lib64/ld-linux-x86-64.so.2"), None);
        }
        if self.scope == Scope::SystemWide {
            self.adopt_running_processes(data);
        }
        self.candidates = candidates;
        Ok(())
    }

    /// What a drain left: loader copies to arm (threads to let go) first, then maps to read,
    /// then the processes that ended.
    pub fn handle(&mut self, data: &mut DataPlane, drained: Drained) {
        // Each process's maps read once for all that follows (see `Snapshot`).
        let _maps = probes::maps::Snapshot::take();
        // Before their ends: the journal says a summary is to come before it can be there.
        if let Some(journal) = &self.journal {
            for (pid, meta, json) in &drained.begun {
                let name = json.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
                journal.tracked(journal::Process::of(*pid, meta), &name);
            }
            for (pid, meta, cap) in &drained.capped {
                journal.skipped(journal::Process::of(*pid, meta), cap);
            }
        }
        self.find_runs(data, &drained);
        // A process may end in the very drain that asked about it: what is found of it then
        // goes to the summary of that end, not to a later process's.
        self.ending = drained.ended.iter().map(|e| e.traced.tracker.pid).collect();
        // Their frames were named, or their images looked at, as the drain applied their
        // events: they may go on; a CPython starting, once its end is hooked (it may end at
        // once: its frames are named there).
        for (pid, held) in drained.exiting {
            self.let_go(pid, held.map(|tid| (tid, libs::EXITING_HELD)), "at its exit, its Python frames named");
        }
        for pid in drained.pythons {
            self.hook_python_exit(data, pid);
        }
        for (pid, held) in drained.looked {
            let when = match held {
                Some((_, libs::UNLOOKED_HELD)) => "as it loads Level Zero, looked at for CPython",
                _ => "at its start, looked at for CPython",
            };
            self.let_go(pid, held, when);
        }
        // A look was of the image before (or its maps were already the next one's).
        for (pid, _) in drained.scans.iter().filter(|(_, why)| matches!(why, Scan::Exec(_))) {
            self.clean_looks.remove(pid);
        }
        for (pid, held, late_look) in drained.loaded {
            self.adopt(data, pid, true, held.as_slice(), late_look);
        }
        self.probes.ignore(&drained.ignored);
        self.scan(data, drained.scans);
        for ending in drained.ended {
            self.finish(ending);
        }
        self.ending.clear();
        for (pid, reasons) in std::mem::take(&mut self.ending_notes) {
            reasons.into_iter().for_each(|r| data.note(pid, r));
        }
    }

    /// A CPython process ending (`ze_py_exit`), its creates' frames named, or a process
    /// starting (`config::HOLD_AT_START`) or loading Level Zero before it was looked at
    /// (`config::HOLD_UNLOOKED`), looked at: its held thread goes on.
    fn let_go(&mut self, pid: u32, held: Option<(u32, u16)>, when: &str) {
        match held.map(|(tid, why)| (tid, self.probes.release(tid, why))) {
            Some((tid, Some(since_ns))) => {
                let ms = crate::process::clock::monotonic_ns().saturating_sub(since_ns) as f64 / 1e6;
                tracing::debug!(pid, tid, "let go {when}, after {ms:.2} ms");
            }
            Some((tid, None)) => tracing::info!(pid, tid, "held {when}: its hold ran out before"),
            None => tracing::debug!(pid, "not held {when} (the most threads are held already)"),
        }
    }

    /// A process found to run CPython: the files where it ends are hooked (`probes::exit_hook`),
    /// for it alone (PerPid) or every process.
    fn hook_python_exit(&mut self, data: &mut DataPlane, pid: u32) {
        let Ok(ends) = probes::exit_hook::mapped_ends(pid, data.python_file(pid)) else { return };
        let scope = (self.scope == Scope::PerPid).then_some(pid);
        for file in self.probes.hook_python_exit(&ends, scope) {
            tracing::info!(pid, file = %file.display(), "exit hooked: a CPython process ending there waits until its frames are named");
        }
    }

    /// Notes why `pid`'s summary is incomplete: in its tracker, or in its end if it ended in
    /// the drain being handled.
    fn note(&mut self, data: &mut DataPlane, pid: u32, reason: String) {
        match self.ending.contains(&pid) && data.get(pid).is_none() {
            true => self.ending_notes.entry(pid).or_default().push(reason),
            false => data.note(pid, reason),
        }
    }

    /// Writes the process's summary and prints its report (on the writer's thread: naming
    /// the sites may take long).
    pub fn finish(&mut self, ending: Ending) {
        let Ending { mut traced, ended, why, sites, end_ns } = ending;
        let pid = traced.tracker.pid;
        traced.reasons.extend(self.ending_notes.remove(&pid).unwrap_or_default());
        let own = own_drops(self.probes.dropped(pid), traced.meta.start_ticks, procfs::ticks_per_second());
        self.probes.forget_drops(pid);
        // What its ring lost untold since the last spread may be its own too.
        let ring = tracer_common::shard_of(pid, self.probes.shards());
        let (now, seen) = (self.probes.untold_drops_of(ring), self.untold_seen.get(ring as usize).copied().unwrap_or_default());
        if untold_may_be_its(&now, &seen, &own, traced.tracker.start_ns) {
            traced.untold.events += now.events - seen.events;
            traced.untold.last_ns = traced.untold.last_ns.max(now.last_ns);
        }
        let untold = traced.untold;
        if untold.events > 0 {
            traced.reasons.push(format!(
                "{} events of processes sharing its ring were lost while the drop table was full: some may be its own",
                untold.events
            ));
        }
        let drops = Drops { events: own.events + untold.events, last_ns: own.last_ns.max(untold.last_ns), first_ns: 0 };
        let mut completeness = Completeness {
            dropped_events: drops.events,
            last_drop_ns: (drops.events > 0).then_some(drops.last_ns),
            reasons: std::mem::take(&mut traced.reasons),
            unseen_copies: vec![],
            copies_armed_ns: vec![],
            level_zero: Use::Objects,
            attached: traced.attached,
        };
        completeness.reasons.extend(why.map(str::to_owned));
        let mut calls = traced.tracker.traced_calls();
        // A lost create explains a destroy never seen made.
        if drops.events > 0 {
            calls.unknown_destroys = 0;
        }
        let judged = traced.copies.judge(calls);
        completeness.reasons.extend(judged.reasons);
        self.clean_looks.remove(&pid);
        // ld.so's probe reported its loads: the ld.so it ran was probed, and its first visit
        // looked at every object loaded before.
        let unseen_exec = self.unseen_execs.remove(&pid) && !traced.copies.reported_by_ldso();
        if unseen_exec && calls.objects + calls.inits == 0 {
            completeness.reasons.push(UNSEEN_EXEC.into());
        }
        // An exec not scanned may have loaded a copy unseen: that is not "never".
        completeness.level_zero = use_of(calls, judged.loaded || unseen_exec);
        completeness.unseen_copies = judged.unseen;
        completeness.copies_armed_ns = judged.armed_ns;
        let (untracked, by_share) = (traced.tracker.untracked, traced.tracker.untracked_by_share);
        if untracked > by_share {
            completeness.reasons.push(format!("{} objects beyond --max-objects were counted but not tracked", untracked - by_share));
        }
        if by_share > 0 {
            completeness.reasons.push(format!(
                "{by_share} objects beyond its user's share of the daemon's objects (--max-objects-per-user, \
                 --max-objects-total) were counted but not tracked"
            ));
        }
        // Judged once: the outcome and the summary read this verdict, and the report, every
        // file and the metrics' ledger draw the summary.
        let verdict = verdict(&traced.tracker, &completeness);
        let summarized = self.exporter.as_mut().map(|e| e.ending(&traced.meta, &traced.tracker.calls, &traced.tracker.failed));
        self.outcome.add(pid, verdict.leaked(ended).objects);
        let (csv, json) = (traced.sink.names.csv.clone(), traced.sink.names.json.clone());
        let (tracker, meta, quiet, ended) = (traced.tracker, traced.meta, self.opts.quiet, ended);
        let out = Finished { tracker, meta, csv, json, ended, completeness, verdict, sites, end_ns, quiet };
        let run_id = traced.run;
        let run = self.runs.as_mut().and_then(|r| r.process_ended(pid, run_id));
        self.writer.write(move |names| {
            let written = out.write(names);
            if let Some(summarized) = summarized {
                summarized.send(written.end_state);
            }
            if let Some(client) = run {
                let _ = client.send(Reply::Process { pid, summary: written.summary, csv: written.csv });
            }
        });
        self.settle_run(run_id);
    }

    /// Ctrl-Z: stops the daemon as the terminal asked, once execs no longer wait at its gate
    /// (a stopped daemon must not hold up the machine's execs); they wait again as it goes on.
    pub fn stop_for_job_control(&mut self) {
        if let Some(gate) = &self.gate {
            gate.pause_execs();
        }
        // SAFETY: stops this process until SIGCONT, as SIGTSTP's default action would have.
        unsafe { libc::raise(libc::SIGSTOP) };
        if let Some(gate) = &self.gate {
            gate.resume_execs();
        }
    }

    /// Ends `pid`'s tracking now, if it has a tracker.
    pub fn end(&mut self, data: &mut DataPlane, pid: u32, ended: Ended, why: Option<&'static str>) {
        if let Some(ending) = data.end(pid, ended, why) {
            self.finish(ending);
        }
    }

    /// Run mode: forks the command, held until the probes are armed for it; its PID.
    pub fn run_command(&mut self, data: &mut DataPlane, command: &[OsString]) -> Result<u32, Fatal> {
        if self.candidates.is_empty() {
            return Err(Fatal::BadTarget("no libze_loader found on this system; name one with --lib".into()));
        }
        let held = HeldChild::spawn(command)?;
        let libs = self.candidates.clone();
        let pid = held.pid;
        self.target(data, pid, &libs, true)?;
        // Its exec would wait at the gate for the loop, which waits for the exec here: its
        // ld.so is probed first.
        if let Some(ldso) = crate::process::child::interpreter(&held.path) {
            let scope = (self.scope == Scope::PerPid).then_some(pid);
            self.probe_ldso(&ldso, scope);
        }
        if let Err(e) = held.release() {
            // Nothing ran: take back the empty CSV made for it.
            if let Some(ending) = data.end(pid, Ended::Exit, None) {
                let csv = &ending.traced.sink.names.csv;
                let _ = data.adm.dir.remove(&csv.file_name().unwrap_or_default().to_string_lossy());
            }
            return Err(e);
        }
        Ok(pid)
    }

    /// The loader copies `pid` has mapped.
    fn mapped_loaders(&self, pid: u32) -> std::io::Result<Vec<probes::Mapped>> {
        let mut found = probes::mapped_loaders(pid)?;
        if self.opts.unreachable_maps {
            for m in &mut found {
                m.path = format!("{}.unreachable", m.path.display()).into();
            }
        }
        Ok(found)
    }

    /// `--pid`: arms the copies each process has mapped, or waits for one it will load.
    pub fn attach_pids(&mut self, data: &mut DataPlane, pids: &[u32], no_wait: bool) -> Result<(), Fatal> {
        for &pid in pids {
            let mapped = self.mapped_loaders(pid).map_err(|e| unreadable_maps(pid, e))?;
            let libs = if !mapped.is_empty() {
                data.note_attached(pid, "attached to a running process: calls before then were not seen".into());
                mapped
                    .iter()
                    .map(|m| TracedLib::inspect_mapped(m).map_err(|e| Fatal::BadTarget(format!("{e:#}"))))
                    .collect::<Result<Vec<_>, _>>()?
            } else if no_wait || self.candidates.is_empty() {
                return Err(Fatal::BadTarget(format!(
                    "PID {pid} has not loaded libze_loader{}",
                    if no_wait { "" } else { " and none was found to wait for; use --lib" }
                )));
            } else {
                eprintln!("ze-tracer: PID {pid} has not loaded libze_loader yet; waiting for it");
                self.candidates.clone()
            };
            // Its ld.so reports its library loads (and holds a thread that maps a new copy).
            let ldso_scope = if self.scope == Scope::PerPid { Some(pid) } else { None };
            for ldso in probes::mapped_ldsos(pid).unwrap_or_default() {
                self.probe_mapped_ldso(&ldso, ldso_scope);
            }
            self.target(data, pid, &libs, false)?;
            if self.scope == Scope::Filtered {
                // Its children already running are followed too, from now on.
                for child in descendants(pid) {
                    self.probes.trace_pid(child)?;
                    data.note_attached(child, ALREADY_RUNNING.into());
                }
            }
        }
        Ok(())
    }

    /// Makes `pid` a target: arms the probes for it and starts its tracker and CSV now, so
    /// that a target gets a summary even if it makes no call.
    fn target(&mut self, data: &mut DataPlane, pid: u32, libs: &[TracedLib], held: bool) -> Result<(), Fatal> {
        match self.scope {
            Scope::PerPid => {
                for lib in libs {
                    self.probes.attach(lib, Some(pid)).map_err(|e| cannot_attach(lib, e))?;
                }
            }
            _ => {
                for lib in libs {
                    self.attach_everywhere(lib)?;
                }
                self.probes.trace_pid(pid)?;
            }
        }
        data.track(pid, held)
            .map_err(|e| Fatal::Output(format!("cannot create a CSV in {}: {e}", data.adm.dir.path().display())))
    }

    /// One scrape of `--metrics`.
    pub fn scrape(&mut self, data: &mut DataPlane) -> String {
        if self.exporter.is_none() {
            return String::new();
        }
        let growing = self.growing_sites(data);
        let Some(exporter) = self.exporter.as_mut() else { return String::new() };
        exporter.settle();
        let (ring_peak_bytes, ring_bytes) = data.ring_fill();
        let health = metrics::Health {
            dropped_events: self.probes.dropped_total(),
            ring_peak_bytes,
            ring_bytes,
            copies_attached: self.probes.copies_attached(),
            processes_tracked: data.len(),
            processes_skipped: data.left_out().total(),
        };
        let none = vec![];
        let now = crate::process::clock::monotonic_ns();
        let kept_growth: HashMap<u32, f64> =
            data.pids().into_iter().filter_map(|pid| Some((pid, data.live_sites(pid, now, true)?.growth_bytes_per_s()))).collect();
        let procs = data.procs().map(|p| metrics::Traced {
            tracker: &p.tracker,
            meta: &p.meta,
            growing: growing.get(&p.tracker.pid).unwrap_or(&none),
            kept_growth: kept_growth.get(&p.tracker.pid).copied().unwrap_or(0.0),
        });
        exporter.scrape(procs, &health)
    }

    /// Each live process's growing sites, fastest first, named by their innermost frame
    /// (here, on the loop's thread: the writer's symbolizer is its own).
    fn growing_sites(&mut self, data: &mut DataPlane) -> HashMap<u32, Vec<metrics::GrowingSite>> {
        let now = crate::process::clock::monotonic_ns();
        let mut all = HashMap::new();
        for pid in data.pids() {
            let Some(mut sites) = data.live_sites(pid, now, false) else { continue };
            sites.retain_growing();
            if sites.len() == 0 {
                continue;
            }
            let named = sites.name(&mut self.names);
            let mut growing: Vec<metrics::GrowingSite> = named
                .sites
                .iter()
                .map(|s| metrics::GrowingSite {
                    site: s.frames.first().map_or_else(|| "unknown".into(), report::frame_text),
                    bytes_per_s: s.trend.as_ref().map_or(0.0, |t| t.growth_bytes_per_s),
                })
                .collect();
            growing.sort_by(|a, b| b.bytes_per_s.total_cmp(&a.bytes_per_s));
            all.insert(pid, growing);
        }
        all
    }

    /// Every `TICK`: warns of drops and of the processes left out, ends the trackers of processes
    /// whose exit was dropped, and looks for loader copies (PerPid) or removes those gone.
    pub fn tick(&mut self, data: &mut DataPlane) {
        data.checkpoint(crate::process::clock::monotonic_ns());
        data.share_objects();
        let LeftOut { capped, unroomed } = data.left_out();
        if capped > self.capped && self.may_warn(Warning::Cap) {
            tracing::warn!(
                "{} processes tracked: {capped} not tracked so far (--max-processes, or their user's share of it: --max-processes-per-user)",
                data.len(),
            );
            self.capped = capped;
        }
        if unroomed > self.unroomed && self.may_warn(Warning::NoRoom) {
            tracing::warn!("so far, {}", unroomed_line(unroomed));
            self.unroomed = unroomed;
        }
        let total = self.probes.dropped_total();
        if total > self.dropped_total {
            if self.may_warn(Warning::Drops) {
                tracing::warn!(
                    "ring buffer full: {} events dropped ({total} in all); the summaries of the \
                     processes concerned will say so",
                    total - self.dropped_total,
                );
            }
            self.dropped_total = total;
            self.gone_checks = GONE_CHECKS;
            self.spread_untold(data);
        }
        self.sweep_drops(data);
        self.look_for_missed_copies(data);
        if self.scope != Scope::PerPid && self.last_vanish_check.elapsed() >= self.opts.vanish_check {
            self.last_vanish_check = Instant::now();
            for path in self.probes.detach_vanished() {
                tracing::info!(lib = %path.display(), "copy gone: its probes removed");
            }
            for path in self.probes.unhook_vanished() {
                tracing::info!(file = %path.display(), "file gone: its exit hook removed");
            }
        }
    }

    /// An EXIT may have been among the events dropped (for `GONE_CHECKS` ticks after a loss):
    /// the tracked processes gone by now, to be ended (`end_gone`) once the rings are drained
    /// again. Not ended at once: the drain before this tick may have come before their last
    /// events and their end (a daemon stalled in between, stopped or starved), which are in the
    /// rings only once they are gone, and would start a second tracker of them.
    pub fn gone(&mut self, data: &mut DataPlane) -> Vec<u32> {
        if self.gone_checks == 0 {
            return vec![];
        }
        self.gone_checks -= 1;
        data
            .procs_mut()
            .filter_map(|p| {
                let pid = p.tracker.pid;
                let gone = match p.sampler.as_mut() {
                    Some(sampler) => sampler.sample().is_none(),
                    // Its PID names no process, or a later one.
                    None => facts::start_time(pid).is_none_or(|t| p.meta.start_time.is_some_and(|s| s != t)),
                };
                gone.then_some(pid)
            })
            .collect()
    }

    /// Ends the trackers of processes found `gone`, the rings drained since.
    pub fn end_gone(&mut self, data: &mut DataPlane, gone: Vec<u32>) {
        for pid in gone {
            self.end(data, pid, Ended::Exit, Some("its exit was not seen in the ring (events dropped)"));
        }
    }

    /// A line on stderr after every report queued before it (they are written in order).
    pub fn say_last(&self, line: String) {
        self.writer.write(move |_| eprintln!("{line}"));
    }

    /// Journals what is tracked and left out from now on (the summaries written, the files the
    /// budget removes: on the writer's thread).
    pub fn journal(&mut self, journal: Journal) {
        self.writer.journal(journal.clone());
        self.journal = Some(journal);
    }

    /// The last words at a stop: how many processes the bounds left out; the journal's stop, once
    /// every summary queued before is written.
    pub fn stopped(&self, data: &DataPlane, max_processes: usize) {
        let left_out = data.left_out();
        if left_out.capped > 0 {
            tracing::warn!("{} processes were not tracked: --max-processes {max_processes} was reached", left_out.capped);
        }
        if left_out.unroomed > 0 {
            tracing::warn!("{}", unroomed_line(left_out.unroomed));
        }
        if let Some(journal) = self.journal.clone() {
            self.writer.write(move |_| journal.stopped());
        }
    }

    /// Drops counted for a ring rather than a process (the drop table was full) may be any of
    /// its processes': each process of that ring that ran when they were lost is told.
    fn spread_untold(&mut self, data: &mut DataPlane) {
        let now = self.probes.untold_drops();
        for (ring, d) in now.iter().enumerate() {
            let seen = self.untold_seen.get(ring).copied().unwrap_or_default();
            if d.events <= seen.events {
                continue;
            }
            let pids: Vec<u32> = data.pids().into_iter().filter(|&pid| data.ring_of(pid) == ring).collect();
            for pid in pids {
                let Some(p) = data.get(pid) else { continue };
                let own = own_drops(self.probes.dropped(pid), p.meta.start_ticks, procfs::ticks_per_second());
                if !untold_may_be_its(d, &seen, &own, p.tracker.start_ns) {
                    continue;
                }
                p.untold.events += d.events - seen.events;
                p.untold.last_ns = p.untold.last_ns.max(d.last_ns);
            }
        }
        self.untold_seen = now;
    }

    /// Every `DROP_SWEEP`, if events were lost since: removes the drop records of processes
    /// neither tracked nor alive (one never tracked, beyond --max-processes, leaves its record
    /// behind), and of those alive but left untracked (whose calls are sent no more: a tenant's
    /// live processes must not keep the table full), so that it holds room for those that will
    /// be summarized.
    fn sweep_drops(&mut self, data: &mut DataPlane) {
        let (when, total) = self.last_drop_sweep;
        if self.dropped_total == total || when.elapsed() < DROP_SWEEP {
            return;
        }
        let tracked: HashSet<u32> = data.pids().into_iter().collect();
        let alive = |pid: u32| std::path::Path::new(&format!("/proc/{pid}")).exists();
        let swept = self.probes.sweep_drops(|pid| tracked.contains(&pid) || (!data.is_skipped(pid) && alive(pid)));
        tracing::debug!(swept, "drop records of processes gone untracked removed");
        self.last_drop_sweep = (Instant::now(), self.dropped_total);
    }

    /// Rate-limits warning `kind`.
    fn may_warn(&mut self, kind: Warning) -> bool {
        let last = &mut self.last_warning[kind as usize];
        if last.is_some_and(|t| t.elapsed() < WARN_EVERY) {
            return false;
        }
        *last = Some(Instant::now());
        true
    }
}

/// The warnings said at most once a `WARN_EVERY`, each on its own clock.
#[derive(Clone, Copy)]
enum Warning {
    Drops,
    Cap,
    NoRoom,
}

impl Warning {
    const COUNT: usize = 3;
}

/// What the processes the kernel side had no room for (system-wide) mean: their calls were not
/// seen.
fn unroomed_line(processes: u64) -> String {
    let (n, made) = (crate::output::units::number(processes as i64), if processes == 1 { "process made" } else { "processes made" });
    format!(
        "{n} {made} Level Zero calls while the kernel side's table of processes was full: they were not tracked, \
         and their leaks were not seen"
    )
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

fn cannot_attach(lib: &TracedLib, e: anyhow::Error) -> Fatal {
    Fatal::NoBpf(format!("cannot attach uprobes to {}: {e:#}", lib.path.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A record whose every loss came before the process started (a former holder of its PID's,
    /// untracked and not swept yet) counts nothing; a loss after the start, or a process whose
    /// start is not known, counts.
    #[test]
    fn a_reused_pid_does_not_inherit_its_former_holder_s_losses() {
        let tps = 100;
        let now_ticks = crate::process::clock::boot_ns() / (1_000_000_000 / tps);
        let now = crate::process::clock::monotonic_ns();
        let lost = |ago_ms: u64| Drops { events: 7, last_ns: now - ago_ms * 1_000_000, first_ns: now - ago_ms * 1_000_000 };
        // Lost 1 s before a process that started just now (its start rounded down a tick).
        assert_eq!(own_drops(lost(1000), Some(now_ticks - 1), tps).events, 0);
        // Lost just now, by a process that started 1 s ago.
        assert_eq!(own_drops(lost(0), Some(now_ticks - tps), tps).events, 7);
        // Within the tick of its start: may be its own.
        assert_eq!(own_drops(lost(0), Some(now_ticks), tps).events, 7);
        assert_eq!(own_drops(lost(1000), None, tps).events, 7);
    }
}
