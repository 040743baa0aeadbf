//! The verdict on a process that ended: what it left is a certain leak, or uncertain (a lost
//! destroy may have freed it), or freed (inferred from address reuse).
use tracer_common::{MemKind, ObjType};

use crate::{
    data::{
        Ended,
        copies::Use,
        live::{Live, Tally},
        memory,
        sites::{Site, Sites},
        tracker::ProcessTracker,
        trend::TrendState,
    },
    process::facts::ProcessMeta,
};

/// Why a summary may not hold every call.
#[derive(Debug, Default, Clone)]
pub struct Completeness {
    pub dropped_events: u64,
    /// CLOCK_MONOTONIC ns of this process's last dropped event (None: unknown, or none).
    pub last_drop_ns: Option<u64>,
    pub reasons: Vec<String>,
    /// The loader copies whose calls may not all have been seen (their reasons are among
    /// `reasons`): the report's first line names them.
    pub unseen_copies: Vec<String>,
    /// When each of `unseen_copies` that was armed at all was armed (CLOCK_MONOTONIC ns).
    pub copies_armed_ns: Vec<(String, u64)>,
    /// What its calls show of its use of Level Zero (`data::copies::Use`): never loaded
    /// (nothing seen, so nothing judged: not clean either), loaded and no object made, or
    /// objects made, which are judged.
    pub level_zero: Use,
    /// Tracing began while it ran (`--pid`, or already running when ze-tracer started): what
    /// it made before was not seen, and its counts are of what it made since.
    pub attached: bool,
}

impl Completeness {
    /// Whether `obj`'s destroy may have been among the lost events. One created after the
    /// last of them cannot have lost its destroy, which would come later still; when that
    /// time is unknown, any could.
    pub fn uncertain(&self, obj: &Live) -> bool {
        self.dropped_events > 0 && self.last_drop_ns.is_none_or(|last| obj.created_ns <= last)
    }

    /// Whether every call may be taken as seen: the one answer the summary's `complete`, the
    /// report's first line and `check` give.
    pub fn complete(&self) -> bool {
        self.reasons.is_empty() && self.dropped_events == 0
    }

    pub fn never_loaded(&self) -> bool {
        self.level_zero == Use::NeverLoaded
    }

    /// Every reason the summary is incomplete, the lost events first.
    pub fn all_reasons(&self) -> Vec<String> {
        let dropped = (self.dropped_events > 0)
            .then(|| format!("{} of its events were dropped (ring buffer full)", self.dropped_events));
        dropped.into_iter().chain(self.reasons.iter().cloned()).collect()
    }
}

/// What a process left at its end: certain leaks, objects a lost destroy may have freed, and
/// objects found freed by address reuse (`ProcessTracker::settle_displaced`).
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Verdict {
    pub certain: Tally,
    /// `certain`, by type and by memory kind: what the metrics keep of a process that ended.
    pub certain_by: ByKind,
    pub uncertain: Tally,
    pub freed_inferred: Tally,
}

/// Objects by type, and their sizes by the kind of memory (or address space) they count in.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct ByKind {
    /// By type (`ObjType as usize`).
    pub objects: [u64; ObjType::ALL.len()],
    /// Their sizes by kind (`memory::of`), in `memory::KINDS`' order: a USM allocation's
    /// under its USM kind, a reservation's under `virtual_reserved`.
    pub bytes: [u64; memory::KINDS.len()],
}

impl ByKind {
    fn add(&mut self, o: &Live, mem: MemKind) {
        self.objects[o.obj() as usize] += 1;
        if let Some(kind) = memory::of(o.obj(), mem).and_then(memory::index) {
            self.bytes[kind] += o.size;
        }
    }
}

/// A process whose tracking ended (or stopped), judged once: what its summary and its report
/// both render, so that neither judges it again and the two cannot disagree.
#[derive(Clone, Copy)]
pub struct Judged<'a> {
    /// Sorted (`ProcessTracker::sort_by_age`).
    pub tracker: &'a ProcessTracker,
    pub meta: &'a ProcessMeta,
    pub ended: Ended,
    pub completeness: &'a Completeness,
    pub verdict: Verdict,
    /// When its tracking ended, CLOCK_MONOTONIC ns.
    pub end_ns: u64,
    /// Its sites, named; None without stacks.
    pub sites: Option<&'a Sites>,
}

impl<'a> Judged<'a> {
    /// Judges `tracker` (see [`verdict`]).
    pub fn of(
        tracker: &'a ProcessTracker,
        meta: &'a ProcessMeta,
        ended: Ended,
        completeness: &'a Completeness,
        end_ns: u64,
        sites: Option<&'a Sites>,
    ) -> Judged<'a> {
        Judged { tracker, meta, ended, completeness, verdict: verdict(tracker, completeness), end_ns, sites }
    }

    /// The objects it leaked for certain (see [`Verdict::leaked`]).
    pub fn leaked(&self) -> Tally {
        self.verdict.leaked(self.ended)
    }
}

impl Verdict {
    /// The objects leaked for certain by a process whose tracking ended so: none while it
    /// still runs (a process still running holds what it holds: only an end judges leaks).
    pub fn leaked(&self, ended: Ended) -> Tally {
        match ended {
            Ended::Stopped => Tally::default(),
            _ => self.certain,
        }
    }

    /// [`Verdict::leaked`], by type and by memory kind.
    pub fn leaked_by(&self, ended: Ended) -> ByKind {
        match ended {
            Ended::Stopped => ByKind::default(),
            _ => self.certain_by,
        }
    }
}

/// `t` must have ended (`ProcessTracker::sort_by_age`). Only the program's objects count: what
/// a runtime keeps is not its leak (`t.owners`).
pub fn verdict(t: &ProcessTracker, c: &Completeness) -> Verdict {
    let mut v = Verdict { freed_inferred: t.freed_inferred, ..Verdict::default() };
    for o in t.outstanding().filter(|o| t.owners.is_program(o)) {
        match c.uncertain(o) {
            true => v.uncertain.add(o),
            false => {
                v.certain.add(o);
                v.certain_by.add(o, t.mem_of(o));
            }
        }
    }
    v
}

/// The verdict on a process in one word: what its report's first line and its page say first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// It ended holding nothing, or is still running and nothing it holds grows.
    Clean,
    /// It ended holding objects, or is still running with sites that keep growing.
    Leaked,
    /// It ended, but events were lost: only what was made after the last loss is certain.
    Incomplete,
}

impl Outcome {
    /// `outstanding`: objects it holds; `growing`: its growing sites, if it still runs.
    pub fn of(dropped_events: u64, outstanding: u64, growing: Option<usize>) -> Outcome {
        match (growing, dropped_events, outstanding) {
            (Some(0), ..) | (None, 0, 0) => Outcome::Clean,
            (Some(_), ..) => Outcome::Leaked,
            (None, 0, _) => Outcome::Leaked,
            (None, _, _) => Outcome::Incomplete,
        }
    }

    /// As the page's style names it.
    pub fn as_str(self) -> &'static str {
        match self {
            Outcome::Clean => "clean",
            Outcome::Leaked => "leaked",
            Outcome::Incomplete => "incomplete",
        }
    }
}

/// A running process's sites that keep growing, fastest first.
pub struct Growing<'a> {
    pub sites: Vec<(usize, &'a Site)>,
    pub bytes_per_s: f64,
}

impl<'a> Growing<'a> {
    pub fn of(sites: &'a [Site]) -> Growing<'a> {
        let mut growing: Vec<(usize, &Site)> =
            sites.iter().enumerate().filter(|(_, s)| s.trend.as_ref().is_some_and(|t| t.trend == TrendState::Growing)).collect();
        let rate = |s: &Site| s.trend.as_ref().map_or(0.0, |t| t.growth_bytes_per_s);
        growing.sort_by(|a, b| rate(b.1).total_cmp(&rate(a.1)));
        // From 0.0: a sum of no sites would be -0.0 (the float sum's identity), printed "-0.0".
        let bytes_per_s = growing.iter().map(|(_, s)| rate(s)).fold(0.0, |a, r| a + r);
        Growing { sites: growing, bytes_per_s }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::output::testing::*;

    #[test]
    fn objects_created_after_the_last_lost_event_are_certain_leaks() {
        let t = ended(&[(2, 0x1000, 10), (5, 0x2000, 20), (9, 0x3000, 40)]);
        let v = |c| verdict(&t, &c);
        // Created at or before 5 ms: their destroys, emitted later, may be what was lost.
        assert_eq!(v(lost(3, Some(5))).certain, tally(1, 40));
        assert_eq!(v(lost(3, Some(5))).uncertain, tally(2, 30));
        assert_eq!(v(lost(3, Some(1))).certain, tally(3, 70), "all created after the last loss");
        // The time of the last loss unknown: nothing outstanding is certain.
        assert_eq!(v(lost(3, None)).certain, Tally::default());
        assert_eq!(v(lost(3, None)).uncertain, tally(3, 70));
        // Nothing lost: everything outstanding is a leak, whatever the time says.
        assert_eq!(v(lost(0, Some(9))).certain, tally(3, 70));
        assert_eq!(v(lost(0, None)).uncertain, Tally::default());
        // By type and kind (the metrics' count), the same certain leaks; none while it runs.
        for c in [lost(3, Some(5)), lost(3, Some(1)), lost(3, None), lost(0, None)] {
            for ended in [Ended::Exit, Ended::Stopped] {
                let (by, all) = (verdict(&t, &c).leaked_by(ended), verdict(&t, &c).leaked(ended));
                assert_eq!((by.objects.iter().sum::<u64>(), by.bytes.iter().sum::<u64>()), (all.objects, all.bytes), "{c:?} {ended:?}");
            }
        }
    }

    /// A reservation's size counts as address space, a USM allocation's under its kind, and an
    /// object that holds no memory counts as an object only.
    #[test]
    fn certain_leaks_count_their_sizes_by_kind() {
        use tracer_common::{Event, api_named, phase};
        let mut t = ended(&[(2, 0x1000, 64)]);
        for (api, handle, size) in [("zeVirtualMemReserve", 0x20000, 1 << 20), ("zeContextCreate", 0xc, 0)] {
            let ev = Event { ts_ns: 3 * MS, pid: 7, tid: 7, handle, size, parent: 0xd, api: api_named(api).unwrap(), phase: phase::CALL, ..Default::default() };
            t.apply(&ev, None, crate::unwind::StackId::NONE).unwrap();
        }
        t.sort_by_age();
        let v = verdict(&t, &lost(0, None));
        let bytes = |kind| v.certain_by.bytes[memory::index(kind).unwrap()];
        assert_eq!((bytes(memory::HOST), bytes(memory::VIRTUAL_RESERVED), bytes(memory::DEVICE)), (64, 1 << 20, 0));
        let objects = |ty: ObjType| v.certain_by.objects[ty as usize];
        assert_eq!((objects(ObjType::Memory), objects(ObjType::VirtualMem), objects(ObjType::Context)), (1, 1, 1));
        assert_eq!(v.certain, tally(3, 64), "a reservation holds no memory");
    }
}
