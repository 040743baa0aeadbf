//! A series of any length reduced to a bounded number of points that keeps its extremes.
//!
//! Rows are put in buckets of consecutive rows; each bucket keeps its lowest and its highest
//! point, so a single spike among ten million rows is still drawn. The row count is not known
//! until the CSV ends, so the width starts at one row and doubles (adjacent buckets merge)
//! whenever the buckets would exceed the limit: memory and output stay bounded, one pass.

/// Buckets per series by default: a page of about 2 x 2,000 points per line draws at once and
/// still shows more detail than a screen's width.
pub const DEFAULT_BUCKETS: usize = 2000;

/// One row's value: its position among the rows (to keep the drawn order) and its time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Point {
    pub row: u64,
    pub time_ms: u64,
    pub value: i64,
}

#[derive(Clone, Copy, Debug)]
struct Bucket {
    min: Point,
    max: Point,
}

impl Bucket {
    fn merge(self, other: Bucket) -> Bucket {
        Bucket {
            min: if other.min.value < self.min.value { other.min } else { self.min },
            max: if other.max.value > self.max.value { other.max } else { self.max },
        }
    }
}

#[derive(Clone, Debug)]
pub struct Reduced {
    limit: usize,
    /// Rows per bucket: a power of two.
    width: u64,
    buckets: Vec<Bucket>,
    /// Rows pushed.
    len: u64,
    /// Rows in the last bucket (a counter: a division per push cost a fifth of the time).
    in_last: u64,
    last: Option<Point>,
}

impl Reduced {
    /// At most `limit` buckets (made even, at least 2), so at most 2 x `limit` points.
    pub fn new(limit: usize) -> Reduced {
        let limit = limit.max(2) & !1;
        Reduced { limit, width: 1, buckets: Vec::new(), len: 0, in_last: 0, last: None }
    }

    #[inline]
    pub fn push(&mut self, p: Point) {
        if self.buckets.is_empty() || self.in_last == self.width {
            // All buckets are full; with an even limit, so are the merged ones.
            if self.buckets.len() == self.limit {
                self.halve();
            }
            self.buckets.push(Bucket { min: p, max: p });
            self.in_last = 1;
        } else {
            let last = self.buckets.last_mut().expect("a bucket with room");
            if p.value < last.min.value {
                last.min = p;
            } else if p.value > last.max.value {
                last.max = p;
            }
            self.in_last += 1;
        }
        self.len += 1;
        self.last = Some(p);
    }

    /// Pairs merge, the width doubles.
    fn halve(&mut self) {
        let merged: Vec<Bucket> = self.buckets.chunks(2).map(|c| c.iter().copied().reduce(Bucket::merge).unwrap()).collect();
        self.buckets = merged;
        self.width *= 2;
    }

    /// Rows pushed.
    pub fn len(&self) -> u64 {
        self.len
    }

    /// The points to draw, in row order: each bucket's lowest and highest (one when they are
    /// the same row), and the last row, so that a line ends at the final value.
    pub fn points(&self) -> impl Iterator<Item = Point> + '_ {
        let ordered = self.buckets.iter().flat_map(|b| {
            let (first, second) = if b.min.row <= b.max.row { (b.min, b.max) } else { (b.max, b.min) };
            std::iter::once(first).chain((first.row != second.row).then_some(second))
        });
        let last_drawn = self.buckets.last().map(|b| b.min.row.max(b.max.row));
        ordered.chain(self.last.filter(|l| Some(l.row) != last_drawn))
    }

    /// Lowest and highest value, if any.
    pub fn range(&self) -> Option<(i64, i64)> {
        let lo = self.buckets.iter().map(|b| b.min.value).min()?;
        let hi = self.buckets.iter().map(|b| b.max.value).max()?;
        Some((lo, hi))
    }

    /// The last row pushed.
    pub fn last(&self) -> Option<Point> {
        self.last
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn series(values: impl IntoIterator<Item = i64>, limit: usize) -> Reduced {
        let mut r = Reduced::new(limit);
        for (i, v) in values.into_iter().enumerate() {
            r.push(Point { row: i as u64, time_ms: i as u64 / 10, value: v });
        }
        r
    }

    #[test]
    fn below_the_limit_every_row_is_a_point() {
        let r = series(0..1000, 2000);
        let points: Vec<i64> = r.points().map(|p| p.value).collect();
        assert_eq!(points, (0..1000).collect::<Vec<_>>());
    }

    #[test]
    fn a_single_spike_and_a_single_dip_survive_ten_million_rows() {
        let n = 10_000_000u64;
        let r = series((0..n).map(|i| match i {
            7_654_321 => 1_000_000,
            123_457 => -5,
            i => (i % 100) as i64,
        }), 2000);
        assert_eq!(r.len(), n);
        let points: Vec<Point> = r.points().collect();
        assert!(points.len() <= 4001 && points.len() > 2000, "{}", points.len());
        assert!(points.iter().any(|p| p.value == 1_000_000 && p.row == 7_654_321));
        assert!(points.iter().any(|p| p.value == -5 && p.row == 123_457));
        assert_eq!(r.range(), Some((-5, 1_000_000)));
        assert!(points.windows(2).all(|w| w[0].row < w[1].row), "in row order");
    }

    #[test]
    fn widths_double_without_losing_rows() {
        // Every row in exactly one bucket: the sum of bucket sizes is the row count.
        for n in [1u64, 2, 3, 7, 8, 9, 100, 1001] {
            let r = series((0..n).map(|i| i as i64), 8);
            assert_eq!(r.len(), n);
            assert!(r.buckets.len() <= 8);
            assert_eq!(r.range(), Some((0, n as i64 - 1)));
            assert_eq!(r.last().unwrap().value, n as i64 - 1, "n = {n}");
        }
    }
}
