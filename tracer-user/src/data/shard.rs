//! One shard of the data plane: its ring, the trackers of the processes that write it, their
//! stacks. A process writes one shard's ring only (`tracer_common::shard_of`), so a shard
//! sees all of its events, in order, and no other shard touches its tracker: shards are
//! applied in parallel without a lock.
//!
//! What needs the control plane (arming a loader copy, letting a held thread go, reading a
//! process's maps, writing what an ended process leaves) is queued in [`Requests`] and done
//! by the daemon's loop after the drain.
use std::collections::HashMap;

use tracer_common::{Event, Kind, ObjType, api_of, exec, flags, libs, phase};

use super::{Admission, Ended, Notes, Traced};
use crate::{
    data::copies::Armed,
    data::csv::CsvSink,
    data::live::Live,
    data::owners::Rules,
    process::facts::ProcessMeta,
    data::ring::{Batch, ShardRing},
    data::sampler::Sampler, process::clock,
    unwind::{Lost, StackId, Stacks}, data::sites::Unnamed};

/// Why a process's maps are read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scan {
    /// ld.so loaded libraries (which, it could not tell).
    Libs,
    /// It exec'd, at this CLOCK_MONOTONIC ns (system-wide: it may be in a new mount namespace).
    Exec(u64),
}

/// What a drain of a shard (or of them all: `DataPlane::drain`) leaves to the control plane,
/// in ring order per process.
#[derive(Default)]
pub struct Requests {
    /// Processes whose tracking ended, to be written.
    pub ended: Vec<Ending>,
    /// Processes whose maps to read, and why.
    pub scans: Vec<(u32, Scan)>,
    /// Processes that loaded a loader copy, the thread held meanwhile (if any), and whether
    /// ld.so told at a late first look (`libs::LATE_LOOK`: the hold proves nothing).
    pub loaded: Vec<(u32, Option<u32>, bool)>,
    /// CPython processes ending, their frames named now, and the thread held meanwhile (if
    /// any): to be let go.
    pub exiting: Vec<(u32, Option<u32>)>,
    /// Processes ld.so reported before they could create (traced images before they ran,
    /// processes loading Level Zero not looked at yet), looked at for CPython now, and the
    /// thread held meanwhile (if any, and why: `libs::STARTING_HELD`, `UNLOOKED_HELD`): to be
    /// let go.
    pub looked: Vec<(u32, Option<(u32, u16)>)>,
    /// Processes found to run CPython, whose end is to be hooked (see `ze_py_exit`).
    pub pythons: Vec<u32>,
    /// Processes begun to be tracked, for the journal: who each is, and where its summary is
    /// to go.
    pub begun: Vec<(u32, ProcessMeta, std::path::PathBuf)>,
    /// Processes not tracked because of the process cap (or no room in the kernel's table),
    /// for the journal: who each is, and which cap.
    pub capped: Vec<(u32, ProcessMeta, &'static str)>,
    /// Processes not tracked (filtered out, capped): their calls are to be sent no more.
    pub ignored: Vec<u32>,
    /// Processes not tracked at their first event, whatever the reason, and why (a run's
    /// client is told: see `runs`).
    pub untracked: Vec<(u32, &'static str)>,
    /// Processes not tracked whose end said they were in a run: pid, run, why.
    pub untracked_ended: Vec<(u32, u32, &'static str)>,
    /// The ring was not emptied: drain again soon.
    pub more: bool,
    /// There were events.
    pub any: bool,
}

impl Requests {
    pub fn merge(&mut self, other: Requests) {
        self.ended.extend(other.ended);
        self.scans.extend(other.scans);
        self.loaded.extend(other.loaded);
        self.exiting.extend(other.exiting);
        self.looked.extend(other.looked);
        self.pythons.extend(other.pythons);
        self.begun.extend(other.begun);
        self.capped.extend(other.capped);
        self.ignored.extend(other.ignored);
        self.untracked.extend(other.untracked);
        self.untracked_ended.extend(other.untracked_ended);
        self.more |= other.more;
        self.any |= other.any;
    }
}

/// A process whose tracking ended, as its shard leaves it: the control plane adds what only
/// it knows (dropped events), then hands it to the writer.
pub struct Ending {
    pub traced: Traced,
    /// "exit", "exec" or "stopped".
    pub ended: Ended,
    /// Why its tracking is incomplete, known at its end.
    pub why: Option<&'static str>,
    pub sites: Option<Unnamed>,
    pub end_ns: u64,
}

/// A target's tracker, made before its process was the command (run mode's held child): told to
/// the journal once it is.
fn journal_once(p: &mut Traced, out: &mut Requests) {
    if !std::mem::replace(&mut p.journaled, true) {
        out.begun.push((p.tracker.pid, p.meta.clone(), p.sink.names.json.clone()));
    }
}

/// A create whose stack is unwound at the end of its batch, if its object outlived it.
struct Pending {
    pid: u32,
    key: (ObjType, u64),
    created_ns: u64,
    window: usize,
}

/// At most this many batches per shard and drain: a flooded shard must not hold up the
/// requests (a held thread) of the others; the loop drains again at once.
const BATCHES_PER_DRAIN: usize = 4;

/// Where a shard's events come from: its ring, or a generator that fills a batch as the ring
/// would (the `pipeline` bench, tracer-user/benches).
pub enum Source {
    Ring(ShardRing),
    Replay(Box<dyn FnMut(&mut Batch) + Send>),
}

pub struct Shard {
    source: Source,
    batch: Batch,
    pub procs: HashMap<u32, Traced, rustc_hash::FxBuildHasher>,
    pub stacks: Option<Stacks>,
    /// Why a process's tracking will be incomplete, known before its tracker exists.
    pub notes: HashMap<u32, Notes>,
    /// Processes not tracked (filtered out, over the cap) until they exit or exec.
    skipped: HashMap<u32, Skipped>,
    /// Processes not tracked because of `--max-processes`, in all.
    pub capped: u64,
    /// Processes not tracked because the kernel side had no room for them, in all.
    pub unroomed: u64,
    pending: Vec<Pending>,
    pub out: Requests,
}

/// Past this long after a process was judged not tracked, its mark (`Probes::ignore`, written
/// at the end of that drain) is in the kernel: a call of it stamped later should not come.
const MARKED_WITHIN_NS: u64 = 1_000_000_000;

/// Calls stamped past that which may still come: those admitted before the mark and returning
/// after it (a module build can take seconds), at most one per thread and level in flight.
/// Past this many, the mark did not hold.
const IN_FLIGHT_AT_MARK: u32 = 64;

/// A process not tracked: since when (CLOCK_MONOTONIC, as events are stamped), and whether
/// its calls came after its mark (a defect of the mark, said once).
struct Skipped {
    since_ns: u64,
    /// Its calls stamped past `MARKED_WITHIN_NS` after it was judged.
    late: u32,
    told: bool,
    /// Why it is not tracked.
    why: &'static str,
    /// Its start (clock ticks since boot, from /proc) when the kernel side had no room for it,
    /// if read: a BEGIN of a later process of its PID is told from its own by it.
    unroomed_start: Option<u64>,
}

/// Why a process the daemon's filters leave out is not tracked.
const FILTERED: &str = "the daemon's --comm, --uid or --exclude-pid leaves it out";

/// Why a process the kernel side had no room for is not tracked.
const NO_ROOM: &str = "the kernel side's table of processes was full";

impl Skipped {
    /// Marked `IGNORED` at the end of this drain (`Requests::ignored`).
    fn marked(why: &'static str) -> Skipped {
        Skipped { since_ns: crate::process::clock::monotonic_ns(), late: 0, told: false, why, unroomed_start: None }
    }

    /// Not marked: its calls keep coming, and are dropped here.
    fn unmarked(why: &'static str) -> Skipped {
        Skipped { since_ns: 0, late: 0, told: true, why, unroomed_start: None }
    }

    /// Whether `later` is another process of its PID than the one the kernel side had no room
    /// for (known by their starts).
    fn is_before(&self, later: &ProcessMeta) -> bool {
        self.unroomed_start.is_some() && later.start_ticks.is_some() && later.start_ticks != self.unroomed_start
    }

    /// Whether this event, stamped `ts_ns`, is said to have come past the mark (once).
    fn still_sent(&mut self, pid: u32, ts_ns: u64) -> bool {
        if self.told || ts_ns <= self.since_ns + MARKED_WITHIN_NS {
            return false;
        }
        self.late += 1;
        if self.late <= IN_FLIGHT_AT_MARK {
            return false;
        }
        self.told = true;
        let ms = (ts_ns - self.since_ns) / 1_000_000;
        tracing::warn!(pid, "not tracked, yet {} of its calls came over a second after it was judged (the last {ms} ms after): its mark did not hold", self.late);
        true
    }
}

impl Shard {
    pub fn new(source: Source, stacks: Option<Stacks>) -> Shard {
        Shard {
            source,
            batch: Batch::with_capacity(4096),
            procs: Default::default(),
            stacks,
            notes: HashMap::new(),
            skipped: HashMap::new(),
            capped: 0,
            unroomed: 0,
            pending: Vec::new(),
            out: Requests::default(),
        }
    }

    pub fn is_skipped(&self, pid: u32) -> bool {
        self.skipped.contains_key(&pid)
    }

    pub fn ring(&mut self) -> Option<&mut ShardRing> {
        match &mut self.source {
            Source::Ring(ring) => Some(ring),
            Source::Replay(_) => None,
        }
    }

    /// Reads and applies what the ring holds, a batch at a time (a batch takes so many bytes of
    /// stacks at most), a few batches at most.
    pub fn drain(&mut self, adm: &Admission) {
        for _ in 0..BATCHES_PER_DRAIN {
            let read_to = match &mut self.source {
                Source::Ring(ring) => {
                    ring.drain(&mut self.batch);
                    ring.read_to()
                }
                Source::Replay(fill) => {
                    fill(&mut self.batch);
                    None
                }
            };
            let full = self.batch.is_full();
            self.out.any |= !self.batch.is_empty();
            self.apply(adm, read_to);
            if !full {
                return;
            }
        }
        self.out.more = true;
    }

    /// Applies the batch read, in ring order: one /proc sample per process serves all of its
    /// calls in the batch; stacks are unwound at its end for the objects still live. `read_to`:
    /// the ring's position after the batch, told to the kernel side once it is applied.
    fn apply(&mut self, adm: &Admission, read_to: Option<u64>) {
        let batch = std::mem::take(&mut self.batch);
        // The processes sampled in this batch: their files are flushed at its end.
        let mut sampled: Vec<u32> = Vec::new();
        let (mut windows, mut paths) = (0, batch.paths());
        for ev in &batch.events {
            if ev.phase > phase::CALL {
                let path = if ev.carries_path() { paths.next() } else { None };
                if matches!(ev.phase, phase::EXIT | phase::EXEC) {
                    self.unwind_pending(&batch, Some(ev.pid), &adm.rules);
                }
                if let Some(stacks) = self.stacks.as_mut() {
                    stacks.observe(ev, path);
                }
                // What follows it in the batch gets a fresh sample.
                if let Some(p) = self.procs.get_mut(&ev.pid) {
                    p.batch_sample = None;
                }
                self.lifecycle(ev, path, adm);
                continue;
            }
            let window = (ev.flags & flags::STACK != 0).then(|| {
                windows += 1;
                windows - 1
            });
            // One lookup for a call of a tracked process, the common case.
            let p = match self.procs.get_mut(&ev.pid) {
                Some(p) => p,
                None => {
                    self.lifecycle(ev, None, adm);
                    let Some(p) = self.procs.get_mut(&ev.pid) else { continue };
                    p
                }
            };
            let sample = *p.batch_sample.get_or_insert_with(|| {
                sampled.push(ev.pid);
                p.sampler.as_mut()?.sample()
            });
            let stack = match ev.flags & flags::STACK_DROPPED != 0 {
                true => StackId::lost(Lost::RingFull),
                false => StackId::NONE,
            };
            if let Some(row) = p.tracker.apply(ev, sample, stack) {
                // A layer's call (a pool's): tracked, but no Level Zero row.
                if !tracer_common::is_layer(ev.api) {
                    if let Err(e) = p.sink.write(&row) {
                        p.note_write_error(e);
                    }
                }
            }
            // A create's objects wait for its stack (a failed build's log has one too).
            if let Some(window) = window.filter(|_| self.stacks.is_some()) {
                if api_of(ev.api).kind == Kind::Create {
                    for obj in Live::created(ev, 0, StackId::NONE).into_iter().flatten() {
                        self.pending.push(Pending { pid: ev.pid, key: obj.key(), created_ns: ev.ts_ns, window });
                    }
                }
            }
        }
        drop(paths);
        // Before a held CPython process is let go (`out.exiting`): its creates' frames are
        // named here, while it lives.
        self.unwind_pending(&batch, None, &adm.rules);
        // Before the rows are flushed: a reader that sees them finds the process needs no
        // hold to end (see `probes::applied`).
        if let (Source::Ring(ring), Some(pos)) = (&self.source, read_to) {
            ring.applied(pos);
        }
        if let Some(stacks) = self.stacks.as_mut() {
            self.out.pythons.extend(stacks.take_walked_pythons());
        }
        for pid in sampled {
            if let Some(p) = self.procs.get_mut(&pid) {
                if p.batch_sample.take().is_some() {
                    if let Err(e) = p.sink.flush() {
                        p.note_write_error(e);
                    }
                }
            }
        }
        self.batch = batch;
        self.batch.clear();
    }

    /// Unwinds the stacks of the batch's creates (of `pid`, or all) whose objects are still
    /// live: before a process's end, while its maps are known, and at the batch's end.
    /// Whether a runtime keeps the object is told here too, by who called Level Zero (see
    /// `data::owners`).
    fn unwind_pending(&mut self, batch: &Batch, pid: Option<u32>, rules: &Rules) {
        let Some(stacks) = self.stacks.as_mut() else { return };
        self.pending.retain(|c| {
            if pid.is_some_and(|pid| pid != c.pid) {
                return true;
            }
            let Some(p) = self.procs.get_mut(&c.pid) else { return false };
            if p.tracker.holds(c.key, c.created_ns) {
                if let Some(w) = batch.window(c.window) {
                    let id = stacks.unwind(c.pid, p.meta.tenant().as_ref(), c.created_ns, &w);
                    let caller = stacks.caller_file(id).and_then(|f| std::path::Path::new(f).file_name()?.to_str());
                    p.tracker.set_stack(c.key, c.created_ns, id, |api| caller.is_some_and(|lib| rules.keeps(api, lib)));
                }
            }
            false
        });
    }

    /// A BEGIN, EXIT, EXEC or LIBS event (`path`: the one it carries), or the first event of a
    /// process without BEGIN.
    fn lifecycle(&mut self, ev: &Event, path: Option<&[u8]>, adm: &Admission) {
        // An end says the run its process is in: known now, if it was not at its start.
        if matches!(ev.phase, phase::EXIT | phase::EXEC) && ev.result != 0 {
            if let Some(p) = self.procs.get_mut(&ev.pid) {
                p.run = ev.result;
            }
        }
        match ev.phase {
            phase::EXIT => {
                self.untracked_ended(ev);
                self.notes.remove(&ev.pid);
                self.end_in_order(ev.pid, Ended::Exit, adm);
            }
            phase::EXEC => {
                // What was noted was of the old image.
                self.untracked_ended(ev);
                self.notes.remove(&ev.pid);
                if ev.api == exec::IMAGE_ENDED {
                    self.end_in_order(ev.pid, Ended::Exec, adm);
                }
                // A run-mode command's tracker, made before its exec: who it is now, even if
                // it never makes a call.
                if let Some(p) = self.procs.get_mut(&ev.pid).filter(|p| !p.begun) {
                    p.meta = ProcessMeta::read(ev.pid, ev, &adm.facts);
                    journal_once(p, &mut self.out);
                }
                self.out.scans.push((ev.pid, Scan::Exec(ev.ts_ns)));
            }
            // Which copy it loaded is read from its maps (armed already: noted as used).
            phase::LIBS if ev.api == libs::ANY => self.out.scans.push((ev.pid, Scan::Libs)),
            phase::LIBS if ev.api == libs::LOADED_ARMED => {
                if let Some(p) = self.procs.get_mut(&ev.pid) {
                    p.copies.loaded(true, ev.handle == libs::LATE_LOOK);
                }
                self.out.scans.push((ev.pid, Scan::Libs));
            }
            phase::LIBS if matches!(ev.api, libs::EXITING | libs::EXITING_HELD) => {
                let held = (ev.api == libs::EXITING_HELD).then_some(ev.tid);
                self.out.exiting.push((ev.pid, held));
            }
            // Looked at for CPython as it was observed (`Stacks::observe`).
            phase::LIBS if libs::look(ev.api).is_some() => {
                let held = libs::look(ev.api) == Some(true);
                self.out.looked.push((ev.pid, held.then_some((ev.tid, ev.api))));
            }
            phase::LIBS if ev.api == libs::UNSEEN_AT_EXIT => {
                let Some(p) = self.procs.get_mut(&ev.pid) else { return };
                let name = path.map_or_else(|| "a loader copy".into(), String::from_utf8_lossy);
                let reason = format!("{name} was loaded through an ld.so not yet probed, and the process ended before the \
                                      daemon could look at it: its calls were not seen");
                tracing::info!(pid = ev.pid, "{reason}");
                p.copies.found(&name, Armed::Never, ev.ts_ns, None);
                p.reasons.push(reason);
            }
            phase::LIBS => {
                let late_look = ev.handle == libs::LATE_LOOK;
                if let Some(p) = self.procs.get_mut(&ev.pid) {
                    p.copies.loaded(false, late_look);
                }
                let held = (ev.api == libs::HELD).then_some(ev.tid);
                if held.is_none() {
                    tracing::info!(pid = ev.pid, "a loader copy loaded, the thread not held ({} held already)", ev.size);
                }
                self.out.loaded.push((ev.pid, held, late_look));
            }
            phase::OBJECT => {}
            phase::NO_ROOM => self.no_room(ev, adm),
            _ => self.begin(ev, adm),
        }
    }

    /// Starts tracking a process image at its BEGIN (or first event, if the BEGIN was lost).
    pub(super) fn begin(&mut self, ev: &Event, adm: &Admission) {
        let pid = ev.pid;
        if let Some(p) = self.procs.get_mut(&pid) {
            // A target's tracker, started before its first call: now we know who it is.
            if !p.begun {
                p.meta = ProcessMeta::read(pid, ev, &adm.facts);
                p.begun = true;
                journal_once(p, &mut self.out);
            }
            return;
        }
        let mut meta = None;
        if let Some(s) = self.skipped.get_mut(&pid) {
            // Its kernel record evicted, a process the kernel side had no room for may end
            // without its EXIT: a BEGIN of another start is a later process of its PID's.
            let mut later = false;
            if ev.phase == phase::BEGIN && s.unroomed_start.is_some() {
                let m = ProcessMeta::read(pid, ev, &adm.facts);
                later = s.is_before(&m);
                meta = Some(m);
            }
            if !later {
                let _ = s.still_sent(pid, ev.ts_ns);
                return;
            }
            self.skipped.remove(&pid);
        }
        let mut sampler = Sampler::open(pid).ok();
        let meta = meta.unwrap_or_else(|| ProcessMeta::read(pid, ev, &adm.facts));
        if !meta.verified {
            sampler = None;
        }
        if !adm.filter.admits(pid, &meta) {
            self.skip(pid, FILTERED, true);
            return;
        }
        if let Err(cap) = adm.take_slot(pid, meta.tenant()) {
            // Per image: one that execs is judged again (a `setpriv` over its share, then the
            // program it runs as another user).
            tracing::debug!(pid, comm = %meta.comm, "over its share: not tracked");
            self.capped += 1;
            self.skip(pid, cap, true);
            self.out.capped.push((pid, meta, cap));
            return;
        }
        let sink = match CsvSink::create(&adm.dir, pid) {
            Ok(sink) => sink,
            Err(e) => {
                tracing::error!("cannot create a CSV for PID {pid} in {}: {e}", adm.dir.path().display());
                adm.give_slot(pid);
                self.skip(pid, "its CSV could not be created", false);
                return;
            }
        };
        let (mut reasons, attached) = match self.notes.remove(&pid) {
            Some(n) if n.start_time.is_none() || !meta.verified || n.start_time == meta.start_time => (n.reasons, n.attached),
            _ => (vec![], false),
        };
        if ev.phase != phase::BEGIN {
            reasons.push("its first events were lost (ring buffer full)".into());
        }
        let baseline = sampler.as_mut().and_then(Sampler::sample);
        let tracker = adm.tracker(pid, ev.ts_ns, baseline);
        tracing::info!(pid, comm = %meta.comm, cgroup = ?meta.cgroup, "tracking");
        let history = Default::default();
        self.out.begun.push((pid, meta.clone(), sink.names.json.clone()));
        self.procs.insert(pid, Traced { tracker, sink, sampler, meta, reasons, attached, begun: true, batch_sample: None, history, copies: Default::default(), untold: Default::default(), journaled: true, run: 0 });
    }

    /// A process the kernel side had no room for (`phase::NO_ROOM`): not tracked, said as the
    /// cap's are, until its EXIT or EXEC. Its calls are not sent, so it has no mark to get.
    fn no_room(&mut self, ev: &Event, adm: &Admission) {
        if self.procs.contains_key(&ev.pid) {
            return;
        }
        let meta = ProcessMeta::read(ev.pid, ev, &adm.facts);
        if let Some(s) = self.skipped.get(&ev.pid) {
            // Told again: the same process (the kernel side forgot it had told), or a later
            // one of its PID, whose predecessor's end was never told: that one is said too.
            if !s.is_before(&meta) {
                return;
            }
            self.skipped.remove(&ev.pid);
        }
        tracing::debug!(pid = ev.pid, comm = %meta.comm, "no room in the kernel side's table of processes: not tracked");
        self.unroomed += 1;
        self.skip(ev.pid, NO_ROOM, false);
        if let Some(s) = self.skipped.get_mut(&ev.pid) {
            s.unroomed_start = meta.start_ticks;
        }
        self.out.capped.push((ev.pid, meta, NO_ROOM));
    }

    /// `pid` is not tracked (`why`): its calls are dropped here and, if `marked`, marked in the
    /// kernel to be sent no more.
    fn skip(&mut self, pid: u32, why: &'static str, marked: bool) {
        let skipped = match marked {
            true => {
                self.out.ignored.push(pid);
                Skipped::marked(why)
            }
            false => Skipped::unmarked(why),
        };
        self.out.untracked.push((pid, why));
        self.skipped.insert(pid, skipped);
    }

    /// An image not tracked ended (EXIT, EXEC): if it was in a run, its client is told.
    fn untracked_ended(&mut self, ev: &Event) {
        if let Some(skipped) = self.skipped.remove(&ev.pid) {
            if ev.result != 0 {
                self.out.untracked_ended.push((ev.pid, ev.result, skipped.why));
            }
        }
    }

    /// Ends `pid`'s tracking at its EXIT or EXEC in the ring: for the control plane, after the
    /// drain (`Requests::ended`).
    fn end_in_order(&mut self, pid: u32, ended: Ended, adm: &Admission) {
        if let Some(ending) = self.end(pid, ended, None, adm) {
            self.out.ended.push(ending);
        }
    }

    /// Ends `pid`'s tracking: its sites are grouped here (the stacks are this shard's), the
    /// rest is the control plane's.
    pub fn end(&mut self, pid: u32, ended: Ended, why: Option<&'static str>, adm: &Admission) -> Option<Ending> {
        let mut traced = self.procs.remove(&pid)?;
        adm.give_slot(pid);
        if let Err(e) = traced.sink.flush() {
            traced.note_write_error(e);
        }
        let end_ns = clock::monotonic_ns();
        // Oldest first, for the summary and the report.
        traced.tracker.sort_by_age();
        // Whose each object is: only the program's are its leaks, and its sites.
        match self.stacks.as_ref() {
            Some(stacks) => traced.tracker.tell_owners(|s| stacks.caller_file(s)),
            None => traced.tracker.tell_owners(|_| None),
        }
        // Still running: what it holds is judged by its trend, not as a leak.
        let history = (ended == Ended::Stopped).then_some((&traced.history, traced.tracker.start_ns));
        let t = &traced.tracker;
        let sites = self.stacks.as_mut().map(|s| {
            let mut sites = s.sites(t.outstanding().filter(|o| t.owners.is_program(o)), end_ns, history);
            if t.orphan_count() > 0 {
                let orphans = t.outstanding().filter(|o| t.owners.is_program(o));
                sites.note_parents_destroyed(orphans.filter_map(|o| Some((o.stack, t.orphaned(o)?.parent_type))));
            }
            sites.python_unreadable = s.take_python_unreadable(pid, &traced.meta.comm);
            // Still running: whether what runtimes keep for it grows is theirs to say, apart.
            if history.is_some() {
                let kept = s.sites(t.outstanding().filter(|o| !t.owners.is_program(o)), end_ns, history);
                sites.kept_growth_bytes_per_s = Some(kept.growth_bytes_per_s());
            }
            sites
        });
        Some(Ending { traced, ended, why, sites, end_ns })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Calls in flight at the judgment may still come, even long after it; more of them than
    /// could have been in flight is a mark that did not hold, said once.
    #[test]
    fn calls_after_a_mark_are_said_once() {
        let mut s = Skipped::marked(FILTERED);
        assert!(!s.still_sent(1, s.since_ns - 5));
        assert!(!s.still_sent(1, s.since_ns + MARKED_WITHIN_NS / 2));
        for _ in 0..IN_FLIGHT_AT_MARK {
            assert!(!s.still_sent(1, s.since_ns + 2 * MARKED_WITHIN_NS), "a call in flight at the mark");
        }
        assert!(s.still_sent(1, s.since_ns + 2 * MARKED_WITHIN_NS));
        assert!(!s.still_sent(1, s.since_ns + 3 * MARKED_WITHIN_NS));
        // One never marked (its CSV could not be made) sends on, as it should.
        let mut u = Skipped::unmarked(FILTERED);
        assert!((0..2 * IN_FLIGHT_AT_MARK).all(|_| !u.still_sent(1, s.since_ns + 3 * MARKED_WITHIN_NS)));
    }

    /// A process the kernel side had no room for is not tracked, though it finds room later
    /// (its BEGIN then): its first calls were not seen. A BEGIN of another start is a later
    /// process of its PID (the first's EXIT lost with its evicted kernel record): tracked.
    #[test]
    fn a_pid_the_kernel_had_no_room_for_is_skipped_until_another_process_has_it() {
        let dir = std::env::temp_dir().join(format!("ze-tracer-no-room-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let out = crate::process::out_dir::OutDir::open(&dir).unwrap();
        let adm = Admission::new(out, crate::process::facts::Sources::default(), super::super::Filter::default(), 16, usize::MAX);
        let mut shard = Shard::new(Source::Replay(Box::new(|_| {})), None);
        // This very process, as the kernel would report it.
        let pid = std::process::id();
        let at = |phase| Event { ts_ns: clock::monotonic_ns(), pid, tid: pid, phase, ..Event::default() };
        shard.lifecycle(&at(phase::NO_ROOM), None, &adm);
        assert_eq!((shard.unroomed, shard.is_skipped(pid), shard.out.capped.len()), (1, true, 1));
        assert_eq!(shard.out.capped[0].2, NO_ROOM);
        shard.lifecycle(&at(phase::BEGIN), None, &adm);
        assert!(shard.is_skipped(pid) && !shard.procs.contains_key(&pid), "found room later: still not tracked");
        // Told again (the kernel side forgot it): said once.
        shard.lifecycle(&at(phase::NO_ROOM), None, &adm);
        assert_eq!((shard.unroomed, shard.out.capped.len()), (1, 1));
        // As if this PID's process had started at another time: a later process of the PID,
        // said again if it finds no room, tracked if it does.
        shard.skipped.get_mut(&pid).unwrap().unroomed_start = Some(1);
        shard.lifecycle(&at(phase::NO_ROOM), None, &adm);
        assert_eq!((shard.unroomed, shard.out.capped.len(), shard.is_skipped(pid)), (2, 2, true));
        shard.skipped.get_mut(&pid).unwrap().unroomed_start = Some(1);
        shard.lifecycle(&at(phase::BEGIN), None, &adm);
        assert!(!shard.is_skipped(pid) && shard.procs.contains_key(&pid), "a later process of the PID");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
