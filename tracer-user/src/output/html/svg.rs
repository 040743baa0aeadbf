//! The page's panels: inline SVG, one polyline per series across the run's x axis (`axis`:
//! time, or call order when the calls are too close together to draw by time), drawn from the
//! reduced points. A level that changes only at calls (live objects, USM bytes, the `/proc`
//! figures sampled at calls, what a site holds) is drawn as steps: it holds its value until the
//! next point, and never rises gradually between two allocations. Every line ends at its last
//! value, marked by a dot, which its legend gives.
//!
//! What a panel says in `data-*` attributes, which tests and `cargo xtask bench report` read
//! (the page is their interface, not this code):
//! - `<svg data-panel="ID">`: what it draws. `data-axis`: `time` (x in ms since tracing began)
//!   or `calls` (x in CallNumbers); `data-x-from`, `data-x-to`: the x at the left and right
//!   edges of its `rect.plot`; `data-y-from`, `data-y-to`: the values at its bottom and top
//!   edges; `data-unit`: `KB`, `bytes` or `objects`; `data-baseline`, on panels of what was
//!   seen (the counts, USM, the sites): `0`, or `unknown` when tracing began while the process
//!   ran, its values then being of what it made since (drawn and said with a `+`).
//! - `<polyline data-series="NAME">` (its first attribute: the bench finds a line by it):
//!   `data-points`, the points it is drawn from (a step's corners not counted); `data-rows`,
//!   the rows they stand for; `data-step`; `data-last`, its last value: where the line ends
//!   (its last vertex), what its legend says. Its `<title>` gives its range and last value.
//! - `<circle class="end" data-series="NAME">`: the dot at a line's end.
//! - `<g class="markers">`: markers drawn over the lines (`data-series`, `data-points`,
//!   `data-rows`), a `<circle>` each.
//! - legend `<span data-series="NAME" data-last="V">`.
use std::fmt::Write as _;

use super::{axis::Axis, csv_series::Line, esc, series::Point};
use crate::output::units::{number, size, size_exact};

/// Line colours, in order (colour-blind safe: Okabe and Ito).
const COLOURS: [&str; 6] = ["#0072b2", "#d55e00", "#009e73", "#cc79a7", "#e69f00", "#56b4e9"];
const MARKER: &str = "#c00000";

/// Margins: left for the value labels, bottom for the x labels and the axis's name.
const LEFT: f64 = 68.0;
const TOP: f64 = 8.0;
const RIGHT: f64 = 10.0;
const BOTTOM: f64 = 34.0;

/// What a panel's values are in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unit {
    Kb,
    Bytes,
    Objects,
}

impl Unit {
    fn name(self) -> &'static str {
        match self {
            Unit::Kb => "KB",
            Unit::Bytes => "bytes",
            Unit::Objects => "objects",
        }
    }

    /// A value in full: "12,345 KB", "1.3 MB (1,310,720 bytes)", "3"; with `plus`, signed
    /// (what was made since an unknown baseline).
    pub fn exact(self, v: i64, plus: bool) -> String {
        let sign = if v < 0 { "-" } else if plus { "+" } else { "" };
        match self {
            Unit::Kb => format!("{sign}{} KB", number(v.abs())),
            Unit::Bytes => format!("{sign}{}", size_exact(v.unsigned_abs())),
            Unit::Objects => format!("{sign}{}", number(v.abs())),
        }
    }

    /// An axis label that fits the margin: "1.2M", "1.3 MB" (the hover text has it whole).
    fn tick(self, v: i64, plus: bool) -> String {
        let sign = if v < 0 { "-" } else if plus { "+" } else { "" };
        match self {
            Unit::Bytes => format!("{sign}{}", size(v.unsigned_abs())),
            _ => format!("{sign}{}", short(v.abs())),
        }
    }
}

/// Where a panel's values count from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    /// Figures read from `/proc`, whole.
    Proc,
    /// What was seen, from none: the process was traced from its start.
    Seen,
    /// What was seen since tracing began while the process ran, above what it held then,
    /// which is not known.
    SinceAttach,
}

impl Origin {
    /// `data-baseline`: none for `/proc` figures.
    pub fn baseline(self) -> Option<&'static str> {
        match self {
            Origin::Proc => None,
            Origin::Seen => Some("0"),
            Origin::SinceAttach => Some("unknown"),
        }
    }

    fn plus(self) -> bool {
        self == Origin::SinceAttach
    }
}

pub struct Panel<'a> {
    /// `data-panel`.
    pub id: &'a str,
    pub title: &'a str,
    pub unit: Unit,
    pub origin: Origin,
    pub lines: &'a [Line],
    /// Drawn as dots over the lines.
    pub markers: Option<&'a Line>,
    pub axis: Axis,
    pub width: f64,
    pub height: f64,
    /// Steps (a level held until the next point), not straight lines between points.
    pub step: bool,
}

impl Panel<'_> {
    fn wide(&self) -> bool {
        self.width > 500.0
    }
}

/// Maps (x, value) to the plot's pixels.
struct Scale {
    axis: Axis,
    lo: i64,
    hi: i64,
    plot_w: f64,
    plot_h: f64,
}

impl Scale {
    fn of(p: &Panel) -> Scale {
        let ranges = p.lines.iter().chain(p.markers).filter_map(|l| l.reduced.range());
        let (lo, hi) = ranges.fold((0, 0), |(lo, hi), (a, b)| (lo.min(a), hi.max(b)));
        // A flat line sits at the bottom of a one-unit range.
        let hi = if hi == lo { lo + 1 } else { hi };
        Scale { axis: p.axis, lo, hi, plot_w: p.width - LEFT - RIGHT, plot_h: p.height - TOP - BOTTOM }
    }

    fn x(&self, p: &Point) -> f64 {
        LEFT + self.axis.at(p) * self.plot_w
    }

    fn y(&self, value: i64) -> f64 {
        TOP + (self.hi - value) as f64 / (self.hi - self.lo) as f64 * self.plot_h
    }
}

pub fn panel(out: &mut String, p: &Panel) {
    let s = Scale::of(p);
    let (x_from, x_to) = p.axis.range();
    let baseline = p.origin.baseline().map(|b| format!(" data-baseline=\"{b}\"")).unwrap_or_default();
    let _ = write!(
        out,
        "<figure class=\"panel\"><figcaption>{}</figcaption>\
         <svg data-panel=\"{}\" data-axis=\"{}\" data-x-from=\"{x_from}\" data-x-to=\"{x_to}\" data-y-from=\"{}\" data-y-to=\"{}\" data-unit=\"{}\"{baseline} \
         xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {w} {h}\" width=\"{w}\" height=\"{h}\" role=\"img\">\
         <title>{}</title>",
        esc(p.title),
        esc(p.id),
        p.axis.kind(),
        s.lo,
        s.hi,
        p.unit.name(),
        esc(p.title),
        w = p.width,
        h = p.height,
    );
    axes(out, p, &s);
    for (i, line) in p.lines.iter().enumerate() {
        polyline(out, p, line, &s, COLOURS[i % COLOURS.len()]);
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
    if s.lo < 0 {
        let zero = s.y(0);
        let _ = write!(out, "<line class=\"zero\" x1=\"{x0}\" x2=\"{x1}\" y1=\"{zero:.1}\" y2=\"{zero:.1}\"/>");
    }
    let plus = p.origin.plus();
    let _ = write!(
        out,
        "<text class=\"tick\" x=\"{}\" y=\"{}\" text-anchor=\"end\">{}</text>\
         <text class=\"tick\" x=\"{}\" y=\"{y1}\" text-anchor=\"end\">{}</text>",
        x0 - 4.0,
        y0 + 10.0,
        p.unit.tick(s.hi, plus),
        x0 - 4.0,
        p.unit.tick(s.lo, plus),
    );
    if p.unit != Unit::Bytes {
        let _ = write!(out, "<text class=\"tick\" x=\"{}\" y=\"{}\" text-anchor=\"end\">{}</text>", x0 - 4.0, y0 + 22.0, p.unit.name());
    }
    // The x axis: round values, and what it is.
    for (at, label) in p.axis.ticks(if p.wide() { 7.0 } else { 4.0 }) {
        let x = x0 + at * s.plot_w;
        let anchor = match at {
            a if a < 0.02 => "start",
            a if a > 0.98 => "end",
            _ => "middle",
        };
        let _ = write!(
            out,
            "<line class=\"xtick\" x1=\"{x:.1}\" x2=\"{x:.1}\" y1=\"{y1}\" y2=\"{}\"/><text class=\"tick\" x=\"{x:.1}\" y=\"{}\" text-anchor=\"{anchor}\">{label}</text>",
            y1 + 3.0,
            y1 + 14.0,
        );
    }
    let _ = write!(
        out,
        "<text class=\"tick axis\" x=\"{:.1}\" y=\"{}\" text-anchor=\"middle\">{}</text>",
        x0 + s.plot_w / 2.0,
        y1 + 28.0,
        esc(&p.axis.name(p.wide())),
    );
}

fn polyline(out: &mut String, p: &Panel, line: &Line, s: &Scale, colour: &str) {
    let r = &line.reduced;
    let mut coords = String::with_capacity(16 * 2 * 2048);
    let mut n = 0;
    let mut held = None;
    let mut end = None;
    for point in r.points() {
        let (x, y) = (s.x(&point), s.y(point.value));
        // A step: across at the level held, then up or down at the point's x.
        if let Some(level) = held.filter(|_| p.step) {
            let _ = write!(coords, "{x:.1},{level:.1} ");
        }
        let _ = write!(coords, "{x:.1},{y:.1} ");
        held = Some(y);
        end = Some((x, y));
        n += 1;
    }
    let (lo, hi) = r.range().unwrap_or_default();
    let last = r.last().map_or(0, |p| p.value);
    let (unit, plus) = (p.unit, p.origin.plus());
    let name = esc(&line.name);
    let _ = write!(
        out,
        "<polyline data-series=\"{name}\" data-points=\"{n}\" data-rows=\"{rows}\" data-step=\"{step}\" data-last=\"{last}\" stroke=\"{colour}\" points=\"{}\">\
         <title>{name}: {} to {}, last {}; {n} points drawn of {rows} rows</title></polyline>",
        coords.trim_end(),
        unit.exact(lo, plus),
        unit.exact(hi, plus),
        unit.exact(last, plus),
        rows = r.len(),
        step = p.step,
    );
    if let Some((x, y)) = end {
        let _ = write!(
            out,
            "<circle class=\"end\" data-series=\"{name}\" cx=\"{x:.1}\" cy=\"{y:.1}\" r=\"3\" fill=\"{colour}\"><title>{name}: last {}</title></circle>",
            unit.exact(last, plus)
        );
    }
}

fn markers(out: &mut String, m: &Line, s: &Scale, unit: Unit) {
    let r = &m.reduced;
    let points: Vec<Point> = r.points().collect();
    let _ = write!(out, "<g class=\"markers\" data-series=\"{}\" data-points=\"{}\" data-rows=\"{}\" fill=\"{MARKER}\">", esc(&m.name), points.len(), r.len());
    for p in points {
        let _ = write!(
            out,
            "<circle cx=\"{:.1}\" cy=\"{:.1}\" r=\"3.5\"><title>row {} at {} ms: {} {}</title></circle>",
            s.x(&p),
            s.y(p.value),
            p.row,
            number(p.time_ms as i64),
            esc(&m.name),
            unit.exact(p.value, true),
        );
    }
    out.push_str("</g>");
}

fn legend(out: &mut String, p: &Panel) {
    out.push_str("<div class=\"legend\">");
    for (i, line) in p.lines.iter().enumerate() {
        let last = line.reduced.last().map_or(0, |p| p.value);
        let _ = write!(
            out,
            "<span data-series=\"{name}\" data-last=\"{last}\"><i style=\"background:{}\"></i>{name} (last {})</span>",
            COLOURS[i % COLOURS.len()],
            p.unit.exact(last, p.origin.plus()),
            name = esc(&line.name),
        );
    }
    if let Some(m) = p.markers {
        let _ = write!(out, "<span><i class=\"dot\" style=\"background:{MARKER}\"></i>{}: {}</span>", esc(&m.name), number(m.reduced.len() as i64));
    }
    out.push_str("</div>");
}

/// An axis label that fits the margin: 1234567 as "1.2M".
fn short(v: i64) -> String {
    let (a, f) = (v.unsigned_abs(), v as f64);
    match a {
        1_000_000_000.. => format!("{:.1}G", f / 1e9),
        1_000_000.. => format!("{:.1}M", f / 1e6),
        100_000.. => format!("{:.0}k", f / 1e3),
        _ => number(v),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_read_at_a_glance_and_whole() {
        assert_eq!(short(99_999), "99,999");
        assert_eq!(short(987_500), "988k");
        assert_eq!(short(-10_301_440), "-10.3M");
        assert_eq!(Unit::Bytes.exact(1_310_720, false), "1.3 MB (1,310,720 bytes)");
        assert_eq!(Unit::Bytes.exact(1_310_720, true), "+1.3 MB (1,310,720 bytes)");
        assert_eq!(Unit::Bytes.tick(2_359_296, false), "2.4 MB");
        assert_eq!(Unit::Kb.exact(-2048, false), "-2,048 KB");
        assert_eq!(Unit::Objects.exact(1, true), "+1");
        assert_eq!(Unit::Objects.tick(0, true), "+0");
    }
}
