//! The page's panels: inline SVG, one polyline per series over the run's time, drawn from the
//! reduced points. Each `<svg>` says what it draws (`data-panel`), each line its series and
//! its point count (`data-series`, `data-points`), so a test can check the page against the
//! CSV; the hover text (`<title>`) gives a line's range and last value. A level that changes
//! only at calls (live objects, USM bytes, the `/proc` figures sampled at calls, what a site
//! holds) is drawn as steps (`data-step`): it holds its value until the next point, and never
//! rises gradually between two allocations.
use std::fmt::Write as _;

use super::{csv_series::Line, esc, series::Point};

/// Line colours, in order (colour-blind safe: Okabe and Ito).
const COLOURS: [&str; 6] = ["#0072b2", "#d55e00", "#009e73", "#cc79a7", "#e69f00", "#56b4e9"];
const MARKER: &str = "#c00000";

/// Margins: left for the value labels, bottom for the time labels.
const LEFT: f64 = 64.0;
const TOP: f64 = 8.0;
const RIGHT: f64 = 8.0;
const BOTTOM: f64 = 20.0;

pub struct Panel<'a> {
    /// `data-panel`.
    pub id: &'a str,
    pub title: &'a str,
    /// "KB", "bytes", "objects".
    pub unit: &'a str,
    pub lines: &'a [Line],
    /// Drawn as dots over the lines.
    pub markers: Option<&'a Line>,
    pub end_ms: u64,
    pub width: f64,
    pub height: f64,
    /// Steps (a level held until the next point), not straight lines between points.
    pub step: bool,
}

/// Maps (time, value) to the plot's pixels.
struct Scale {
    end_ms: f64,
    lo: f64,
    hi: f64,
    plot_w: f64,
    plot_h: f64,
}

impl Scale {
    fn of(p: &Panel) -> Scale {
        let ranges = p.lines.iter().chain(p.markers).filter_map(|l| l.reduced.range());
        let (lo, hi) = ranges.fold((0, 0), |(lo, hi), (a, b)| (lo.min(a), hi.max(b)));
        // A flat line sits at the bottom of a one-unit range.
        let hi = if hi == lo { lo + 1 } else { hi };
        Scale {
            end_ms: p.end_ms.max(1) as f64,
            lo: lo as f64,
            hi: hi as f64,
            plot_w: p.width - LEFT - RIGHT,
            plot_h: p.height - TOP - BOTTOM,
        }
    }

    fn x(&self, time_ms: u64) -> f64 {
        LEFT + time_ms as f64 / self.end_ms * self.plot_w
    }

    fn y(&self, value: i64) -> f64 {
        TOP + (self.hi - value as f64) / (self.hi - self.lo) * self.plot_h
    }
}

pub fn panel(out: &mut String, p: &Panel) {
    let s = Scale::of(p);
    let _ = write!(
        out,
        "<figure class=\"panel\"><figcaption>{}</figcaption>\
         <svg data-panel=\"{}\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {w} {h}\" width=\"{w}\" height=\"{h}\" role=\"img\">\
         <title>{}</title>",
        esc(p.title),
        esc(p.id),
        esc(p.title),
        w = p.width,
        h = p.height,
    );
    axes(out, p, &s);
    for (i, line) in p.lines.iter().enumerate() {
        polyline(out, line, &s, COLOURS[i % COLOURS.len()], p.unit, p.step);
    }
    if let Some(m) = p.markers {
        markers(out, m, &s, p.unit);
    }
    out.push_str("</svg>");
    legend(out, p);
    out.push_str("</figure>\n");
}

fn axes(out: &mut String, p: &Panel, s: &Scale) {
    let (x0, x1, y0, y1) = (LEFT, LEFT + s.plot_w, TOP, TOP + s.plot_h);
    let _ = write!(out, "<rect class=\"plot\" x=\"{x0}\" y=\"{y0}\" width=\"{}\" height=\"{}\"/>", s.plot_w, s.plot_h);
    if s.lo < 0.0 {
        let zero = s.y(0);
        let _ = write!(out, "<line class=\"zero\" x1=\"{x0}\" x2=\"{x1}\" y1=\"{zero:.1}\" y2=\"{zero:.1}\"/>");
    }
    let label = |v: f64| short(v as i64);
    let _ = write!(
        out,
        "<text class=\"tick\" x=\"{}\" y=\"{}\" text-anchor=\"end\">{}</text>\
         <text class=\"tick\" x=\"{}\" y=\"{y1}\" text-anchor=\"end\">{}</text>\
         <text class=\"tick\" x=\"{x0}\" y=\"{}\">0 ms</text>\
         <text class=\"tick\" x=\"{x1}\" y=\"{}\" text-anchor=\"end\">{} ms</text>",
        x0 - 4.0,
        y0 + 10.0,
        label(s.hi),
        x0 - 4.0,
        label(s.lo),
        y1 + 14.0,
        y1 + 14.0,
        number(p.end_ms as i64),
    );
    let _ = write!(out, "<text class=\"tick\" x=\"{}\" y=\"{}\" text-anchor=\"end\">{}</text>", x0 - 4.0, y0 + 22.0, esc(p.unit));
}

fn polyline(out: &mut String, line: &Line, s: &Scale, colour: &str, unit: &str, step: bool) {
    let r = &line.reduced;
    let mut coords = String::with_capacity(16 * 2 * 2048);
    let mut n = 0;
    let mut held = None;
    for Point { time_ms, value, .. } in r.points() {
        let (x, y) = (s.x(time_ms), s.y(value));
        // A step: across at the level held, then up or down at the point's time.
        if let Some(level) = held.filter(|_| step) {
            let _ = write!(coords, "{x:.1},{level:.1} ");
        }
        let _ = write!(coords, "{x:.1},{y:.1} ");
        held = Some(y);
        n += 1;
    }
    let (lo, hi) = r.range().unwrap_or_default();
    let last = r.last().map_or(0, |p| p.value);
    let _ = write!(
        out,
        "<polyline data-series=\"{name}\" data-points=\"{n}\" data-rows=\"{rows}\" data-step=\"{step}\" stroke=\"{colour}\" points=\"{}\">\
         <title>{name}: {} to {} {unit}, last {}; {n} points drawn of {rows} rows</title></polyline>",
        coords.trim_end(),
        number(lo),
        number(hi),
        number(last),
        name = esc(&line.name),
        rows = r.len(),
    );
}

fn markers(out: &mut String, m: &Line, s: &Scale, unit: &str) {
    let r = &m.reduced;
    let points: Vec<Point> = r.points().collect();
    let _ = write!(out, "<g class=\"markers\" data-series=\"{}\" data-points=\"{}\" data-rows=\"{}\" fill=\"{MARKER}\">", esc(&m.name), points.len(), r.len());
    for p in points {
        let _ = write!(
            out,
            "<circle cx=\"{:.1}\" cy=\"{:.1}\" r=\"3.5\"><title>row {} at {} ms: {} +{} {unit}</title></circle>",
            s.x(p.time_ms),
            s.y(p.value),
            p.row,
            p.time_ms,
            esc(&m.name),
            p.value,
        );
    }
    out.push_str("</g>");
}

fn legend(out: &mut String, p: &Panel) {
    if p.lines.len() < 2 && p.markers.is_none() {
        return;
    }
    out.push_str("<div class=\"legend\">");
    for (i, line) in p.lines.iter().enumerate() {
        let last = line.reduced.last().map_or(0, |p| p.value);
        let _ = write!(
            out,
            "<span><i style=\"background:{}\"></i>{} (last {})</span>",
            COLOURS[i % COLOURS.len()],
            esc(&line.name),
            number(last)
        );
    }
    if let Some(m) = p.markers {
        let _ = write!(out, "<span><i class=\"dot\" style=\"background:{MARKER}\"></i>{}: {}</span>", esc(&m.name), m.reduced.len());
    }
    out.push_str("</div>");
}

/// An axis label that fits the margin: 1234567 as "1.2M" (the hover text has it whole).
fn short(v: i64) -> String {
    let (a, f) = (v.unsigned_abs(), v as f64);
    match a {
        1_000_000_000.. => format!("{:.1}G", f / 1e9),
        1_000_000.. => format!("{:.1}M", f / 1e6),
        100_000.. => format!("{:.0}k", f / 1e3),
        _ => number(v),
    }
}

pub use crate::output::units::number;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_grouped() {
        assert_eq!(number(0), "0");
        assert_eq!(number(999), "999");
        assert_eq!(number(1000), "1,000");
        assert_eq!(number(-1234567), "-1,234,567");
        assert_eq!(short(99_999), "99,999");
        assert_eq!(short(987_500), "988k");
        assert_eq!(short(-10_301_440), "-10.3M");
    }
}
