//! The panels' x axis: time when the calls are spread over enough milliseconds for a panel to
//! draw them apart (a long run), else call order (a short run, whose calls share a few
//! milliseconds: by time they would stack into a few vertical bars). Its ticks fall on round
//! values, in the unit the run's span needs (ms for a 7 ms run, days for a 7-day one).
use super::series::Point;
use crate::output::units::number;

/// The columns of pixels a wide panel draws its lines in.
pub const COLUMNS: u64 = 928;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Axis {
    /// ms since tracing began, `from` at the left edge, `to` (after `from`) at the right.
    Time { from: u64, to: u64 },
    /// The rows in call order, the first (CallNumber `first`) at the left edge, the last at the
    /// right; `from_ms` to `to_ms` is the time they took.
    Calls { first: u64, rows: u64, from_ms: u64, to_ms: u64 },
}

impl Axis {
    /// `rows` rows (their first CallNumber `first`) from `from` to `to` ms, over `distinct_ms`
    /// different milliseconds: by time when at least half the columns the rows could fill get
    /// a millisecond of their own, else in call order.
    pub fn choose(rows: u64, distinct_ms: u64, from: u64, to: u64, first: u64) -> Axis {
        match to > from && 2 * distinct_ms >= rows.min(COLUMNS) {
            true => Axis::Time { from, to },
            false => Axis::Calls { first, rows, from_ms: from, to_ms: to },
        }
    }

    /// `data-axis`.
    pub fn kind(&self) -> &'static str {
        match self {
            Axis::Time { .. } => "time",
            Axis::Calls { .. } => "calls",
        }
    }

    /// The values at the left and right edges: ms, or CallNumbers.
    pub fn range(&self) -> (u64, u64) {
        match *self {
            Axis::Time { from, to } => (from, to),
            Axis::Calls { first, rows, .. } => (first, first + rows.saturating_sub(1)),
        }
    }

    /// Where `p` is, from 0 (left edge) to 1 (right edge).
    pub fn at(&self, p: &Point) -> f64 {
        match *self {
            Axis::Time { from, to } => p.time_ms.saturating_sub(from) as f64 / (to - from) as f64,
            Axis::Calls { rows, .. } => p.row as f64 / rows.saturating_sub(1).max(1) as f64,
        }
    }

    /// What the axis is, said under it; shorter under a narrow panel.
    pub fn name(&self, wide: bool) -> String {
        match *self {
            Axis::Time { from, to } if wide => format!("time since tracing began ({})", TimeUnit::for_span(to - from).name),
            Axis::Time { from, to } => format!("time ({})", TimeUnit::for_span(to - from).name),
            Axis::Calls { .. } if !wide => "call order (CallNumber)".into(),
            Axis::Calls { rows, from_ms, to_ms, .. } => format!(
                // Times are whole ms: calls stamped 22 to 24 ms took less than 3 ms.
                "call order (CallNumber): {} calls within {} ms, too close together to draw by time",
                number(rows as i64),
                number((to_ms.saturating_sub(from_ms) + 1) as i64)
            ),
        }
    }

    /// Ticks on round values, at most `parts` + 1 of them: (where, from 0 to 1; label).
    pub fn ticks(&self, parts: f64) -> Vec<(f64, String)> {
        let (from, to) = self.range();
        let span = (to - from) as f64;
        let (scale, min_step) = match *self {
            Axis::Time { .. } => (TimeUnit::for_span(to - from).ms as f64, 1.0),
            Axis::Calls { .. } => (1.0, 1.0),
        };
        if span == 0.0 {
            return vec![(0.0, label(from as f64 / scale, 0))];
        }
        let step = nice_step(span / scale, parts).max(min_step / scale);
        let decimals = (-step.log10().floor()).max(0.0) as usize;
        let mut ticks = vec![];
        let mut k = (from as f64 / scale / step).ceil();
        while k * step * scale <= to as f64 + 1e-9 {
            let v = k * step;
            ticks.push(((v * scale - from as f64) / span, label(v, decimals)));
            k += 1.0;
        }
        ticks
    }
}

/// The smallest step of 1, 2 or 5 times a power of ten that cuts `span` into at most `parts`.
fn nice_step(span: f64, parts: f64) -> f64 {
    let magnitude = 10f64.powf((span / parts).log10().floor());
    [1.0, 2.0, 5.0, 10.0].into_iter().map(|m| m * magnitude).find(|s| span / s <= parts).unwrap_or(10.0 * magnitude)
}

fn label(v: f64, decimals: usize) -> String {
    match decimals {
        0 => number(v.round() as i64),
        d => format!("{v:.d$}"),
    }
}

/// The unit a span of time is read in.
struct TimeUnit {
    ms: u64,
    name: &'static str,
}

impl TimeUnit {
    /// ms up to 10 s, s up to 10 min, min up to 2 h, h up to 3 days, then days.
    fn for_span(span_ms: u64) -> TimeUnit {
        const UNITS: [(u64, u64, &str); 5] =
            [(10_000, 1, "ms"), (600_000, 1000, "s"), (7_200_000, 60_000, "min"), (259_200_000, 3_600_000, "h"), (u64::MAX, 86_400_000, "days")];
        let (_, ms, name) = UNITS.into_iter().find(|(below, ..)| span_ms < *below).expect("the last is unbounded");
        TimeUnit { ms, name }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn labels(a: Axis) -> Vec<String> {
        a.ticks(7.0).into_iter().map(|(_, l)| l).collect()
    }

    /// A short run's calls sharing three milliseconds are drawn in call order; calls spread over
    /// time, however many, by time.
    #[test]
    fn dense_calls_in_call_order_spread_ones_by_time() {
        assert_eq!(Axis::choose(56, 3, 22, 24, 0), Axis::Calls { first: 0, rows: 56, from_ms: 22, to_ms: 24 });
        assert_eq!(Axis::choose(3, 3, 0, 2000, 0), Axis::Time { from: 0, to: 2000 });
        assert_eq!(Axis::choose(10_000_000, 600_000, 5, 604_800_000, 0), Axis::Time { from: 5, to: 604_800_000 });
        assert_eq!(Axis::choose(1000, 200, 0, 200, 0), Axis::Calls { first: 0, rows: 1000, from_ms: 0, to_ms: 200 });
        // One row, or all in one millisecond: no span of time to draw.
        assert_eq!(Axis::choose(1, 1, 7, 7, 4).kind(), "calls");
    }

    #[test]
    fn ticks_fall_on_round_values_in_the_unit_the_span_needs() {
        assert_eq!(labels(Axis::Calls { first: 0, rows: 56, from_ms: 22, to_ms: 24 }), ["0", "10", "20", "30", "40", "50"]);
        assert_eq!(labels(Axis::Calls { first: 100, rows: 56, from_ms: 22, to_ms: 24 }), ["100", "110", "120", "130", "140", "150"]);
        assert_eq!(labels(Axis::Time { from: 22, to: 24 }), ["22", "23", "24"]);
        assert_eq!(labels(Axis::Time { from: 0, to: 7_000 }), ["0", "1,000", "2,000", "3,000", "4,000", "5,000", "6,000", "7,000"]);
        assert_eq!(labels(Axis::Time { from: 0, to: 90_000 }), ["0", "20", "40", "60", "80"]);
        assert_eq!(labels(Axis::Time { from: 0, to: 7 * 86_400_000 }), ["0", "1", "2", "3", "4", "5", "6", "7"]);
        assert_eq!(labels(Axis::Time { from: 0, to: 9_000_000 }), ["0.0", "0.5", "1.0", "1.5", "2.0", "2.5"]);
        assert_eq!(labels(Axis::Time { from: 0, to: 12_000 }), ["0", "2", "4", "6", "8", "10", "12"]);
        assert_eq!(labels(Axis::Time { from: 0, to: 3_000_000 }), ["0", "10", "20", "30", "40", "50"]);
        assert_eq!(Axis::Time { from: 0, to: 3_000_000 }.name(true), "time since tracing began (min)");
        assert_eq!(Axis::Time { from: 0, to: 3_000_000 }.name(false), "time (min)");
        let dense = Axis::Calls { first: 0, rows: 56, from_ms: 22, to_ms: 24 };
        assert_eq!(dense.name(true), "call order (CallNumber): 56 calls within 3 ms, too close together to draw by time");
        // A narrow panel, fewer.
        let small: Vec<String> = Axis::Time { from: 0, to: 7_000 }.ticks(4.0).into_iter().map(|(_, l)| l).collect();
        assert_eq!(small, ["0", "2,000", "4,000", "6,000"]);
        let ticks = Axis::Time { from: 100, to: 200 }.ticks(7.0);
        assert_eq!((ticks[0].0, ticks.last().unwrap().0), (0.0, 1.0));
    }

    #[test]
    fn points_are_placed_by_their_time_or_their_row() {
        let p = Point { row: 11, time_ms: 23, value: 0 };
        assert_eq!(Axis::Time { from: 22, to: 24 }.at(&p), 0.5);
        assert_eq!(Axis::Calls { first: 0, rows: 56, from_ms: 22, to_ms: 24 }.at(&p), 0.2);
    }
}
