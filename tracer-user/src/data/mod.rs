//! The data plane: ring shards → per-process trackers (and their CSVs, samples and stacks).
//!
//! Each process writes the ring of its shard (`tracer_common::shard_of`), so each [`Shard`]
//! owns the trackers of its processes and sees their events in order: shards are drained in
//! parallel, on `--threads` workers, without a lock, and a process's address reuse across its
//! threads stays exact. What a drain leaves to the control plane comes back as [`Drained`].
pub mod copies;
pub mod csv;
pub mod live;
pub mod memory;
pub mod names;
pub mod owners;
pub mod ring;
pub mod sampler;
pub mod shard;
pub mod sites;
pub mod tracker;
pub mod trend;

use std::sync::atomic::{AtomicUsize, Ordering};

pub use shard::{Ending, Requests as Drained, Scan, Shard, Source};

use serde::{Deserialize, Serialize};

use self::{
    copies::Copies,
    csv::CsvSink,
    ring::ShardRing,
    sampler::{Sample, Sampler},
    tracker::ProcessTracker,
    trend::History,
};
use crate::process::{
    facts::{self, ProcessMeta, Tenant},
    out_dir::OutDir,
};

/// How a process's tracking ended.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Ended {
    /// It exited.
    #[default]
    Exit,
    /// It became another program: the new image is tracked anew.
    Exec,
    /// ze-tracer stopped while it ran.
    Stopped,
}

impl Ended {
    /// As the summary names it.
    pub fn as_str(self) -> &'static str {
        match self {
            Ended::Exit => "exit",
            Ended::Exec => "exec",
            Ended::Stopped => "stopped",
        }
    }
}

/// One traced process image.
pub struct Traced {
    pub tracker: ProcessTracker,
    pub sink: CsvSink,
    /// None if its status could not be opened (it exited already, or the PID is reused).
    pub sampler: Option<Sampler>,
    pub meta: ProcessMeta,
    pub reasons: Vec<String>,
    /// Tracing began while it ran: what it made before is not seen (`Notes::attached`).
    pub attached: bool,
    /// The kernel side reported it (BEGIN), and so will report its end (EXIT).
    pub begun: bool,
    /// Its /proc sample for the ring batch being applied, once taken (see `Shard::apply`).
    pub batch_sample: Option<Option<Sample>>,
    /// What its sites held over time (see `trend`).
    pub history: History,
    /// The loader copies it was found to map, and how each was armed (see `copies`).
    pub copies: Copies,
    /// Events of its ring lost while it ran that no process's record could hold: some may be
    /// its own (see `Control::spread_untold`).
    pub untold: tracer_common::Drops,
    /// Told to the journal (`Requests::begun`): once who it is is known.
    pub journaled: bool,
    /// The run it is in (`tracer_common::RUN_SHIFT`; 0: none), once known: a run's
    /// process is told to the run's client when its files are written (see `runs`).
    pub run: u32,
}

impl Traced {
    pub fn note_write_error(&mut self, e: std::io::Error) {
        let reason = format!("writing {} failed: {e}", self.sink.names.csv.display());
        if !self.reasons.contains(&reason) {
            tracing::error!("{reason}");
            self.reasons.push(reason);
        }
    }
}

/// Reasons noted for a process before it has a tracker, and its start time then: a later
/// process with the same PID must not inherit them.
#[derive(Default)]
pub struct Notes {
    pub start_time: Option<u64>,
    pub reasons: Vec<String>,
    /// It was running before tracing began (`--pid`, or found running): its counts start at an
    /// unknown baseline.
    pub attached: bool,
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

/// What every shard reads to start a tracker: shared by the workers.
pub struct Admission {
    pub dir: OutDir,
    /// Where a process's facts come from, beyond /proc.
    pub facts: facts::Sources,
    pub filter: Filter,
    pub max_processes: usize,
    pub max_objects: usize,
    /// Whether appends are traced (`--append-rows`): each tracker says so in its summary.
    pub append_rows: bool,
    /// What runtimes keep for a process's life (`--keep`): not its leaks (see `owners`).
    pub rules: owners::Rules,
    /// The most processes of one user tracked at once (`--max-processes-per-user`).
    pub per_user: usize,
    /// The most live objects kept for all processes (`--max-objects-total`), and for one
    /// user's (`--max-objects-per-user`): see `DataPlane::share_objects`.
    pub objects_total: usize,
    pub objects_per_user: usize,
    /// Processes tracked now, over all shards (`--max-processes`).
    tracked: AtomicUsize,
    /// Of those, by user: one tenant's thousands of short processes must leave room for the
    /// others'. Taken once per process, at its start: a lock is cheap there.
    users: std::sync::Mutex<Users>,
}

/// Processes not tracked because of a bound, in all (see `DataPlane::left_out`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct LeftOut {
    /// `--max-processes`, or a user's share of it.
    pub capped: u64,
    /// The kernel side's table of processes was full at their first call.
    pub unroomed: u64,
}

impl LeftOut {
    pub fn total(&self) -> u64 {
        self.capped + self.unroomed
    }
}

/// Who holds the tracked processes' slots, by tenant (see `facts::Tenant`).
#[derive(Default)]
struct Users {
    by_tenant: std::collections::HashMap<Tenant, usize>,
    tenant_of: std::collections::HashMap<u32, Tenant>,
}

impl Admission {
    pub fn new(dir: OutDir, facts: facts::Sources, filter: Filter, max_processes: usize, max_objects: usize) -> Admission {
        let rules = owners::Rules::shipped();
        let (per_user, objects_total, objects_per_user) = (max_processes, usize::MAX, usize::MAX);
        let (tracked, users) = (AtomicUsize::new(0), Default::default());
        Admission { dir, facts, filter, max_processes, max_objects, append_rows: true, rules, per_user, objects_total, objects_per_user, tracked, users }
    }

    /// Counts one more process tracked, `pid` of `tenant` (None: not known), if the cap and
    /// the tenant's share allow; else which does not.
    fn take_slot(&self, pid: u32, tenant: Option<Tenant>) -> Result<(), &'static str> {
        let mut users = self.users.lock().unwrap_or_else(|e| e.into_inner());
        if tenant.as_ref().is_some_and(|t| users.by_tenant.get(t).is_some_and(|&n| n >= self.per_user)) {
            return Err("its user's share of the processes tracked (--max-processes-per-user) was reached");
        }
        let taken = self.tracked.fetch_update(Ordering::Relaxed, Ordering::Relaxed, |n| (n < self.max_processes).then_some(n + 1));
        if taken.is_err() {
            return Err("--max-processes was reached");
        }
        if let Some(tenant) = tenant {
            *users.by_tenant.entry(tenant.clone()).or_default() += 1;
            users.tenant_of.insert(pid, tenant);
        }
        Ok(())
    }

    fn give_slot(&self, pid: u32) {
        let _ = self.tracked.fetch_update(Ordering::Relaxed, Ordering::Relaxed, |n| n.checked_sub(1));
        let mut users = self.users.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(tenant) = users.tenant_of.remove(&pid) {
            if let Some(n) = users.by_tenant.get_mut(&tenant) {
                *n -= 1;
                if *n == 0 {
                    users.by_tenant.remove(&tenant);
                }
            }
        }
    }

    pub fn tracker(&self, pid: u32, start_ns: u64, baseline: Option<Sample>) -> ProcessTracker {
        let mut tracker = ProcessTracker::new(pid, start_ns, baseline);
        tracker.max_live = self.max_objects;
        tracker.append_rows = self.append_rows;
        tracker
    }
}

pub struct DataPlane {
    shards: Vec<Shard>,
    /// The workers (`--threads`); none: the loop's own thread applies every shard.
    pool: Option<rayon::ThreadPool>,
    pub adm: Admission,
}

impl DataPlane {
    /// `threads`: how many threads apply the shards (the loop's own counts as one).
    pub fn new(shards: Vec<Shard>, adm: Admission, threads: usize) -> std::io::Result<DataPlane> {
        let threads = threads.clamp(1, shards.len().max(1));
        let pool = match threads {
            1 => None,
            n => Some(
                rayon::ThreadPoolBuilder::new()
                    .num_threads(n)
                    .thread_name(|i| format!("ze-tracer-data{i}"))
                    .build()
                    .map_err(std::io::Error::other)?,
            ),
        };
        Ok(DataPlane { shards, pool, adm })
    }

    /// Drains every shard (in parallel, with workers) and collects what the control plane
    /// must do.
    pub fn drain(&mut self) -> Drained {
        let adm = &self.adm;
        match &self.pool {
            Some(pool) => pool.install(|| {
                use rayon::prelude::*;
                self.shards.par_iter_mut().for_each(|s| s.drain(adm));
            }),
            None => self.shards.iter_mut().for_each(|s| s.drain(adm)),
        }
        self.collect()
    }

    /// What every shard's drain left, together.
    fn collect(&mut self) -> Drained {
        let mut all = Drained::default();
        for s in &mut self.shards {
            all.merge(std::mem::take(&mut s.out));
        }
        all
    }

    /// The shard of `pid`'s events.
    fn shard(&mut self, pid: u32) -> &mut Shard {
        let i = tracer_common::shard_of(pid, self.shards.len() as u32) as usize;
        &mut self.shards[i]
    }

    /// The ring `pid` writes (`tracer_common::shard_of`).
    pub fn ring_of(&self, pid: u32) -> usize {
        tracer_common::shard_of(pid, self.shards.len() as u32) as usize
    }

    pub fn get(&mut self, pid: u32) -> Option<&mut Traced> {
        self.shard(pid).procs.get_mut(&pid)
    }

    /// Tracks `pid` from now (a target, before its first call).
    fn insert(&mut self, pid: u32, traced: Traced) {
        let _ = self.adm.take_slot(pid, None);
        self.shard(pid).procs.insert(pid, traced);
    }

    /// Ends `pid`'s tracking now (not at an event in its ring).
    pub fn end(&mut self, pid: u32, ended: Ended, why: Option<&'static str>) -> Option<Ending> {
        let adm = &self.adm;
        let i = tracer_common::shard_of(pid, self.shards.len() as u32) as usize;
        let shard = &mut self.shards[i];
        let ending = shard.end(pid, ended, why, adm);
        // Its maps are of no more use: a new process may have its PID by now.
        if let Some(stacks) = shard.stacks.as_mut() {
            stacks.forget(pid);
        }
        ending
    }

    /// Records why `pid`'s tracking is incomplete, whether or not it has begun.
    pub fn note(&mut self, pid: u32, reason: String) {
        match self.get(pid) {
            Some(p) => p.reasons.push(reason),
            None => self.note_early(pid, reason),
        }
    }

    /// Records why `pid`'s tracking will be incomplete, before its tracker exists.
    fn note_early(&mut self, pid: u32, reason: String) {
        self.early_notes(pid).reasons.push(reason);
    }

    /// `pid` was running before tracing began (`reason` says how it was found): what it made
    /// before is not seen.
    pub fn note_attached(&mut self, pid: u32, reason: String) {
        let notes = self.early_notes(pid);
        notes.reasons.push(reason);
        notes.attached = true;
    }

    fn early_notes(&mut self, pid: u32) -> &mut Notes {
        let notes = self.shard(pid).notes.entry(pid);
        notes.or_insert_with(|| Notes { start_time: facts::start_time(pid), ..Notes::default() })
    }

    /// Takes what was noted of `pid` before its tracker.
    pub fn take_notes(&mut self, pid: u32) -> Notes {
        self.shard(pid).notes.remove(&pid).unwrap_or_default()
    }

    /// The file (device, inode) `pid`'s CPython runs its eval loop from, if it is walked.
    pub fn python_file(&mut self, pid: u32) -> Option<(u64, u64)> {
        self.shard(pid).stacks.as_ref()?.python_file(pid)
    }

    /// Reads `pid`'s maps now, while it surely lives (it predates ze-tracer).
    pub fn prime_stacks(&mut self, pid: u32) {
        if let Some(stacks) = self.shard(pid).stacks.as_mut() {
            stacks.prime(pid);
        }
    }

    /// Every tick: what each user's processes keep against its share of `--max-objects-total`,
    /// and all of it against the total. Past either, the processes concerned keep what they
    /// have and no more (creates beyond are counted, not listed: their summaries say so), until
    /// destroys make room: one tenant's leaking processes cannot take the memory the others'
    /// need. Checked at ticks, not per create: a share is exceeded by at most a tick's creates.
    pub fn share_objects(&mut self) {
        let (per_user, total_cap, max) = (self.adm.objects_per_user, self.adm.objects_total, self.adm.max_objects);
        let mut by_user: std::collections::HashMap<Option<Tenant>, usize> = std::collections::HashMap::new();
        let mut total = 0;
        for p in self.procs() {
            let n = p.tracker.outstanding_count();
            *by_user.entry(p.meta.tenant()).or_default() += n;
            total += n;
        }
        for p in self.procs_mut() {
            let full = total >= total_cap || by_user.get(&p.meta.tenant()).is_some_and(|&n| n >= per_user);
            p.tracker.share_capped = full;
            p.tracker.max_live = if full { p.tracker.outstanding_count().min(max) } else { max };
        }
    }

    pub fn procs(&self) -> impl Iterator<Item = &Traced> {
        self.shards.iter().flat_map(|s| s.procs.values())
    }

    pub fn procs_mut(&mut self) -> impl Iterator<Item = &mut Traced> {
        self.shards.iter_mut().flat_map(|s| s.procs.values_mut())
    }

    pub fn pids(&self) -> Vec<u32> {
        self.shards.iter().flat_map(|s| s.procs.keys().copied()).collect()
    }

    /// Whether `pid`'s image is left untracked (filtered out, over a cap) until it exits or execs.
    pub fn is_skipped(&self, pid: u32) -> bool {
        self.shards.iter().any(|s| s.is_skipped(pid))
    }

    pub fn len(&self) -> usize {
        self.shards.iter().map(|s| s.procs.len()).sum()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Processes not tracked because of a bound, in all.
    pub fn left_out(&self) -> LeftOut {
        let sum = |f: fn(&Shard) -> u64| self.shards.iter().map(f).sum();
        LeftOut { capped: sum(|s| s.capped), unroomed: sum(|s| s.unroomed) }
    }

    /// The fullest any ring was at a drain since the last call, and a ring's size, in bytes.
    pub fn ring_fill(&mut self) -> (u64, u64) {
        let peak = self.shards.iter_mut().filter_map(|s| s.ring().map(ShardRing::take_peak)).max().unwrap_or(0);
        let size = self.shards.iter_mut().filter_map(|s| s.ring().map(|r| r.size())).max().unwrap_or(0);
        (peak, size)
    }

    /// `pid`'s sites now (of what it holds itself, or of what runtimes keep for it: `runtimes`),
    /// judged by their trends, if it is traced with stacks and what it holds grew over its
    /// window (else none could be growing).
    pub fn live_sites(&mut self, pid: u32, now_ns: u64, runtimes: bool) -> Option<crate::data::sites::Unnamed> {
        let shard = self.shard(pid);
        let p = shard.procs.get(&pid)?;
        let stacks = shard.stacks.as_mut()?;
        let held = p.tracker.held_by_stack.values().fold(crate::data::trend::Held::default(), |a, h| crate::data::trend::Held {
            objects: a.objects + h.objects,
            bytes: a.bytes + h.bytes,
        });
        if !p.history.grew(p.tracker.start_ns, now_ns, held) {
            return None;
        }
        let whose = p.tracker.outstanding().filter(|o| o.is_program() != runtimes);
        Some(stacks.sites(whose, now_ns, Some((&p.history, p.tracker.start_ns))))
    }

    /// Records what each process's sites hold now (every tick).
    pub fn checkpoint(&mut self, now_ns: u64) {
        for p in self.procs_mut() {
            p.history.checkpoint(now_ns, &p.tracker.held_by_stack);
        }
    }

    /// SIGHUP: every CSV goes on at its path, in a new file if it was rotated away.
    pub fn reopen(&mut self) {
        for p in self.procs_mut() {
            if let Err(e) = p.sink.reopen() {
                p.note_write_error(e);
            }
        }
        tracing::info!(files = self.len(), "SIGHUP: output files reopened");
    }

    /// Starts tracking `pid` as its BEGIN would (within the filter and the caps), though no
    /// call of it was traced: the daemon found it had mapped a loader copy armed only then, so
    /// its summary must say what may have gone unseen. Like a target's, its tracker has not
    /// begun: no EXIT is due unless it calls, and its end is watched for by its pidfd. False:
    /// not tracked (left out, or gone).
    pub fn track_found(&mut self, pid: u32) -> bool {
        // One found running when tracing began is not: like every other, it is tracked from
        // its next call.
        if self.shard(pid).notes.get(&pid).is_some_and(|n| n.attached) {
            return false;
        }
        let now = crate::process::clock::monotonic_ns();
        let begin = tracer_common::Event { ts_ns: now, pid, phase: tracer_common::phase::BEGIN, ..Default::default() };
        let i = tracer_common::shard_of(pid, self.shards.len() as u32) as usize;
        self.shards[i].begin(&begin, &self.adm);
        match self.shards[i].procs.get_mut(&pid) {
            Some(p) => {
                p.begun = false;
                true
            }
            None => false,
        }
    }

    /// Starts `pid`'s tracker before its first event (a target): `held`, a run-mode child
    /// before exec, whose figures are still ze-tracer's and make no baseline.
    pub fn track(&mut self, pid: u32, held: bool) -> std::io::Result<()> {
        let sink = CsvSink::create(&self.adm.dir, pid)?;
        let mut sampler = Sampler::open(pid).ok();
        let baseline = if held { None } else { sampler.as_mut().and_then(Sampler::sample) };
        let Notes { reasons, attached, .. } = self.take_notes(pid);
        // A running process (`--pid`): its maps, while it surely lives. (A run-mode child is
        // known from its exec on, through ld.so's reports.)
        if !held {
            self.prime_stacks(pid);
        }
        let tracker = self.adm.tracker(pid, crate::process::clock::monotonic_ns(), baseline);
        // Who it is: a running process's now (one that never calls still names itself), read
        // again at its BEGIN; a held child's from its exec on.
        let meta = match held {
            true => ProcessMeta::default(),
            false => {
                let now = tracer_common::Event { phase: tracer_common::phase::CALL, ts_ns: crate::process::clock::monotonic_ns(), ..Default::default() };
                ProcessMeta::read(pid, &now, &self.adm.facts)
            }
        };
        let history = History::default();
        // A held child is journaled at its exec, once it is the command (`Shard::lifecycle`).
        if !held {
            self.shard(pid).out.begun.push((pid, meta.clone(), sink.names.json.clone()));
        }
        let journaled = !held;
        self.insert(pid, Traced { tracker, sink, sampler, meta, reasons, attached, begun: false, batch_sample: None, history, copies: Copies::default(), untold: Default::default(), journaled, run: 0 });
        Ok(())
    }
}
