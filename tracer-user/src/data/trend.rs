//! Whether what a live process holds keeps growing: a pool or a cache holds memory too, but
//! reaches its size; a leak does not.
//!
//! What each site (creating stack) holds is checkpointed while the process is traced (every
//! tick: [`History::checkpoint`]), at most [`MAX_POINTS`] checkpoints, every other one dropped
//! when full, so a window of hours stays small. A site is judged over the window's last three
//! quarters (the first one is start-up: a pool made, a cache warming):
//! - **growing**: it holds more at the end than at the quarter mark, it rose in at least two of
//!   the three quarters that follow (a steady or bursty leak; a cache filled in one burst does
//!   not), and at least half of what it held at mid-window is still held at the end (its old
//!   objects are not being released: a backlog that churns is not a leak);
//! - **steady**: otherwise (a pool, a cache that filled, objects released late);
//! - **unknown**: the window is shorter than [`MIN_WINDOW_NS`], or has too few checkpoints.
//!
//! bcc's memleak shows old outstanding allocations, pprof diffs two heap profiles, the
//! three-snapshot method keeps what survived between two snapshots: each shows what is held,
//! none tells a pool from a leak. The quarters do, given a window a few times the leak's
//! period (a buffer kept every 50 ms is found in 2 s; one kept a minute needs minutes).
use rustc_hash::FxHashMap;
use serde::{Deserialize, Serialize};

use crate::unwind::StackId;

/// The shortest window judged.
pub const MIN_WINDOW_NS: u64 = 2_000_000_000;
/// Checkpoints kept; when full, every other one goes.
pub const MAX_POINTS: usize = 64;
/// Fewer checkpoints than this in the window: unknown.
const MIN_POINTS: usize = 5;

/// What a site holds: objects and their bytes.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Held {
    pub objects: u64,
    pub bytes: u64,
}

impl Held {
    pub fn add(&mut self, size: u64, sign: i64) {
        if sign > 0 {
            self.objects += 1;
            self.bytes += size;
        } else {
            self.objects = self.objects.saturating_sub(1);
            self.bytes = self.bytes.saturating_sub(size);
        }
    }
}

/// What one process's sites held over time.
#[derive(Debug, Default)]
pub struct History {
    /// CLOCK_MONOTONIC ns of each checkpoint, oldest first.
    times: Vec<u64>,
    points: Vec<FxHashMap<StackId, Held>>,
}

/// Whether a site keeps growing (see the module's doc), as the summary writes it.
#[derive(Debug, Clone, Copy, Serialize, Deserialize, PartialEq, Eq, PartialOrd, Ord)]
#[serde(rename_all = "lowercase")]
pub enum TrendState {
    /// Too short a window, or too few checkpoints, to tell.
    Unknown,
    Steady,
    Growing,
}

impl std::fmt::Display for TrendState {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str(match self {
            TrendState::Unknown => "unknown",
            TrendState::Steady => "steady",
            TrendState::Growing => "growing",
        })
    }
}

/// A site's verdict over the traced window.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct Trend {
    pub trend: TrendState,
    pub growth_objects_per_s: f64,
    pub growth_bytes_per_s: f64,
    /// The window judged, in s (from tracking's start).
    pub window_s: f64,
    /// What it held at each checkpoint and at the end: [ms since tracking began, objects].
    pub series: Vec<[u64; 2]>,
}

impl Trend {
    /// Two sites that read the same (`stacks::sites`): one, summed.
    pub fn merge(&mut self, other: &Trend) {
        self.trend = self.trend.max(other.trend);
        self.growth_objects_per_s += other.growth_objects_per_s;
        self.growth_bytes_per_s += other.growth_bytes_per_s;
        for (a, b) in self.series.iter_mut().zip(&other.series) {
            a[1] += b[1];
        }
    }
}

/// The window's marks: the checkpoints nearest its quarter, half and three quarters.
struct Marks {
    start_ns: u64,
    end_ns: u64,
    at: Option<[usize; 3]>,
}

impl History {
    /// Records what every site holds now (sites that hold nothing are left out).
    pub fn checkpoint(&mut self, now_ns: u64, held: &FxHashMap<StackId, Held>) {
        if self.times.len() == MAX_POINTS {
            let mut i = 0;
            self.times.retain(|_| (i % 2 == 0, i += 1).0);
            let mut i = 0;
            self.points.retain(|_| (i % 2 == 0, i += 1).0);
        }
        self.times.push(now_ns);
        self.points.push(held.iter().filter(|(_, h)| h.objects > 0).map(|(&k, &v)| (k, v)).collect());
    }

    fn marks(&self, start_ns: u64, end_ns: u64) -> Marks {
        let window = end_ns.saturating_sub(start_ns);
        let enough = window >= MIN_WINDOW_NS && self.times.len() >= MIN_POINTS;
        let nearest = |q: u64| {
            let t = start_ns + window * q / 4;
            // The last checkpoint at or before t (or the first one).
            self.times.iter().rposition(|&c| c <= t).unwrap_or(0)
        };
        let at = enough.then(|| [nearest(1), nearest(2), nearest(3)]);
        Marks { start_ns, end_ns, at }
    }

    /// What `stack` held at checkpoint `i`.
    fn held(&self, i: usize, stack: StackId) -> Held {
        self.points[i].get(&stack).copied().unwrap_or_default()
    }

    /// The window's middle (ns), if the window is long enough to judge: `judge` wants to know
    /// how many of a site's objects were created by then.
    pub fn mid_ns(&self, start_ns: u64, end_ns: u64) -> Option<u64> {
        self.marks(start_ns, end_ns).at.map(|[_, q2, _]| self.times[q2])
    }

    /// The trend of the site of `stack`, which holds `now` at `end_ns`, `kept` of them created
    /// by the window's middle (`mid_ns`).
    pub fn judge(&self, start_ns: u64, end_ns: u64, stack: StackId, now: Held, kept: u64) -> Trend {
        let m = self.marks(start_ns, end_ns);
        let ms = |t: u64| t.saturating_sub(m.start_ns) / 1_000_000;
        let mut series: Vec<[u64; 2]> = self.times.iter().enumerate().map(|(i, &t)| [ms(t), self.held(i, stack).objects]).collect();
        series.push([ms(m.end_ns), now.objects]);
        let window_s = m.end_ns.saturating_sub(m.start_ns) as f64 / 1e9;
        let Some([q1, q2, q3]) = m.at else {
            return Trend { trend: TrendState::Unknown, growth_objects_per_s: 0.0, growth_bytes_per_s: 0.0, window_s, series };
        };
        let (h1, h2, h3) = (self.held(q1, stack), self.held(q2, stack), self.held(q3, stack));
        let span_s = m.end_ns.saturating_sub(self.times[q1]).max(1) as f64 / 1e9;
        let growth_objects_per_s = (now.objects as f64 - h1.objects as f64) / span_s;
        let growth_bytes_per_s = (now.bytes as f64 - h1.bytes as f64) / span_s;
        let rises = [(h1, h2), (h2, h3), (h3, now)].iter().filter(|(a, b)| b.objects > a.objects).count();
        let growing = now.objects > h1.objects && rises >= 2 && 2 * kept >= h2.objects;
        let trend = if growing { TrendState::Growing } else { TrendState::Steady };
        Trend { trend, growth_objects_per_s, growth_bytes_per_s, window_s, series }
    }

    /// Whether what the process holds in all (`now`, every site's) grew over the window's
    /// last three quarters: a cheap look before its sites are judged one by one.
    pub fn grew(&self, start_ns: u64, end_ns: u64, now: Held) -> bool {
        let Some([q1, ..]) = self.marks(start_ns, end_ns).at else { return false };
        let then = self.points[q1].values().fold(Held::default(), |a, h| Held { objects: a.objects + h.objects, bytes: a.bytes + h.bytes });
        now.objects > then.objects || now.bytes > then.bytes
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const S: u64 = 1_000_000_000;
    const SITE: StackId = StackId(1);

    /// A site sampled every 200 ms for `secs`, holding `at(t_ms)` objects of 2 KB, judged
    /// with the objects alive at the end created at `created`.
    fn judge(secs: u64, at: impl Fn(u64) -> u64, created: &[u64]) -> Trend {
        let mut h = History::default();
        let mut t = 0;
        while t < secs * 1000 {
            let n = at(t);
            let held = FxHashMap::from_iter([(SITE, Held { objects: n, bytes: n * 2048 })]);
            h.checkpoint(S + t * 1_000_000, &held);
            t += 200;
        }
        let n = at(secs * 1000);
        let mid = h.mid_ns(S, S + secs * S).unwrap_or(0);
        let kept = created.iter().filter(|&&c| c <= mid).count() as u64;
        h.judge(S, S + secs * S, SITE, Held { objects: n, bytes: n * 2048 }, kept)
    }

    /// Creation times (ns, absolute) of objects made every `every_ms` from `from_ms` to `to_ms`.
    fn made(from_ms: u64, to_ms: u64, every_ms: u64) -> Vec<u64> {
        (from_ms..to_ms).step_by(every_ms as usize).map(|t| S + t * 1_000_000).collect()
    }

    #[test]
    fn a_steady_leak_grows_at_its_rate() {
        // One kept every 50 ms: 20 a second, 40 KB a second.
        let t = judge(6, |ms| ms / 50, &made(0, 6000, 50));
        assert_eq!(t.trend, TrendState::Growing);
        assert!((t.growth_objects_per_s - 20.0).abs() < 1.5, "{t:?}");
        assert!((t.growth_bytes_per_s - 40960.0).abs() < 3000.0, "{t:?}");
    }

    #[test]
    fn a_pool_made_once_is_steady() {
        let t = judge(6, |_| 8, &made(0, 8, 1));
        assert_eq!(t.trend, TrendState::Steady);
        assert_eq!(t.growth_objects_per_s, 0.0);
    }

    #[test]
    fn a_cache_that_fills_then_stops_is_steady() {
        // 40 entries, one every 50 ms: full after 2 s of 6.
        let t = judge(6, |ms| (ms / 50).min(40), &made(0, 2000, 50));
        assert_eq!(t.trend, TrendState::Steady, "{t:?}");
    }

    #[test]
    fn objects_released_late_are_steady() {
        // Each kept one second, made every 10 ms: about 100 held at any time, all recent.
        let t = judge(6, |ms| (ms / 10).min(100), &made(5000, 6000, 10));
        assert_eq!(t.trend, TrendState::Steady, "{t:?}");
    }

    #[test]
    fn a_bursty_leak_grows() {
        // 50 kept at once every 1.5 s.
        let t = judge(8, |ms| 50 * (ms / 1500 + 1), &made(0, 8000, 30));
        assert_eq!(t.trend, TrendState::Growing, "{t:?}");
    }

    #[test]
    fn a_backlog_that_churns_is_not_growing() {
        // It holds more and more, but what it held at mid-window is gone by the end.
        let t = judge(6, |ms| ms / 100, &made(4500, 6000, 25));
        assert_eq!(t.trend, TrendState::Steady, "{t:?}");
    }

    #[test]
    fn a_short_window_is_unknown() {
        let t = judge(1, |ms| ms / 50, &made(0, 1000, 50));
        assert_eq!(t.trend, TrendState::Unknown);
        assert_eq!(t.series.last(), Some(&[1000, 20]));
    }

    #[test]
    fn checkpoints_stay_bounded_over_hours() {
        let mut h = History::default();
        let held = FxHashMap::from_iter([(SITE, Held { objects: 1, bytes: 1 })]);
        for i in 0..100_000 {
            h.checkpoint(S + i * 200_000_000, &held);
        }
        assert_eq!(h.times.len(), MAX_POINTS);
        assert!(h.times.windows(2).all(|w| w[0] < w[1]));
    }
}
