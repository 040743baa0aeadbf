//! The verdict on a process that ended: what it left is a certain leak, or uncertain (a lost
//! destroy may have freed it), or freed (inferred from address reuse).
use crate::{
    data::{
        Ended,
        copies::Use,
        live::{Live, Tally},
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
    pub uncertain: Tally,
    pub freed_inferred: Tally,
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
}

/// `t` must have ended (`ProcessTracker::sort_by_age`). Only the program's objects count: what
/// a runtime keeps is not its leak (`t.owners`).
pub fn verdict(t: &ProcessTracker, c: &Completeness) -> Verdict {
    let mut v = Verdict { freed_inferred: t.freed_inferred, ..Verdict::default() };
    for o in t.outstanding().filter(|o| t.owners.is_program(o)) {
        match c.uncertain(o) {
            true => v.uncertain.add(o),
            false => v.certain.add(o),
        }
    }
    v
}

/// The objects `t` leaked for certain, its tracking ended so, one by one: those the verdict
/// counts as `certain` for a process that ended (its program's, made after the last lost
/// event), none for one still running ([`Verdict::leaked`]). The metrics count these by type.
pub fn certain_leaks<'a>(t: &'a ProcessTracker, c: &'a Completeness, ended: Ended) -> impl Iterator<Item = &'a Live> + 'a {
    let judged = ended != Ended::Stopped;
    t.outstanding().filter(move |o| judged && t.owners.is_program(o) && !c.uncertain(o))
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
        // Object by object (the metrics' count), the same certain leaks; none while it runs.
        for c in [lost(3, Some(5)), lost(3, Some(1)), lost(3, None), lost(0, None)] {
            for ended in [Ended::Exit, Ended::Stopped] {
                let mut each = Tally::default();
                certain_leaks(&t, &c, ended).for_each(|o| each.add(o));
                assert_eq!(each, verdict(&t, &c).leaked(ended), "{c:?} {ended:?}");
            }
        }
    }
}
