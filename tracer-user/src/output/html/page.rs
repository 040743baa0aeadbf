//! The HTML of a process's page and of a directory's index: one self-contained file each,
//! inline CSS and SVG, no script, nothing fetched.
use std::{fmt::Write as _, path::Path};

use super::{
    axis::Axis,
    csv_series::{Drawn, Line, SUSPICIOUS_GROWTH_KB},
    esc,
    series::{DEFAULT_BUCKETS, Point, Reduced},
    svg::{self, Origin, Panel, Unit},
};
use crate::{
    data::{Ended, trend::TrendState},
    output::{
        headline,
        leaks::Leaks,
        printable,
        summary::{self, Frame, Kept, Site},
        units::{number, parents_text, rate, size_exact, type_words},
    },
};

/// A summary as the page reads it.
type Summary = summary::Summary<'static>;

const STYLE: &str = "body{font:14px/1.4 system-ui,sans-serif;margin:1.5em;color:#222;max-width:1400px}\
h1{font-size:1.4em;margin:0 0 .3em}h2{font-size:1.1em;margin:1.4em 0 .4em;border-bottom:1px solid #ddd}\
.verdict{font-weight:600}.leaked{color:#b00000}.clean{color:#006400}.incomplete{color:#8a5a00}.note{color:#8a5a00}\
dl{display:grid;grid-template-columns:max-content auto;gap:.15em 1em;margin:0}dt{color:#555}dd{margin:0}\
table{border-collapse:collapse}th,td{padding:.2em .7em;border-bottom:1px solid #e4e4e4;text-align:left;vertical-align:top}\
td.n,th.n{text-align:right;font-variant-numeric:tabular-nums}td.n{white-space:nowrap}code{font-size:.92em}ol{margin:0;padding-left:1.4em}\
figure{margin:.4em 0}figcaption{font-weight:600;font-size:.95em}.grid{display:flex;flex-wrap:wrap;gap:.2em 1.2em}\
svg .plot{fill:#fafafa;stroke:#bbb}svg .zero{stroke:#999;stroke-dasharray:3 3}svg .tick{font-size:11px;fill:#555}\
svg .xtick{stroke:#bbb}svg .axis{font-style:italic}\
svg polyline{fill:none;stroke-width:1.5;stroke-linejoin:round}\
.legend span{margin-right:1.2em;white-space:nowrap}.legend i{display:inline-block;width:1.4em;height:.3em;margin-right:.4em;vertical-align:middle}\
.legend i.dot{width:.6em;height:.6em;border-radius:50%}";

/// How every page of ours begins, up to its title's text: what tells a page of ours from a
/// user's file of the same name, which is never replaced.
pub const OPENING: &str = "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>ze-tracer: ";

/// The page's head and heading, "ze-tracer: `what`".
fn head(out: &mut String, what: &str) {
    let _ = write!(out, "{OPENING}{}</title><style>{STYLE}</style></head><body>\n<h1>ze-tracer: {}</h1>\n", esc(what), esc(what));
}

/// Sites listed on a page; the summary has them all.
const SITES_SHOWN: usize = 100;

/// What a process's page is drawn from.
pub struct Process<'a> {
    pub pid: Option<u32>,
    pub summary: Option<&'a Summary>,
    pub summary_path: Option<&'a Path>,
    pub csv_path: Option<&'a Path>,
    /// None: no CSV (`csv_note` says why).
    pub drawn: Option<&'a Drawn>,
    pub csv_note: Option<String>,
    /// Most buckets per series.
    pub buckets: usize,
}

impl Process<'_> {
    /// The summary's, else what the CSV left outstanding.
    fn leaks(&self) -> Option<&Leaks> {
        match self.summary {
            Some(s) => Some(&s.objects.all),
            None => self.drawn?.outstanding.as_ref(),
        }
    }

    /// The process's line on the index, its page named `page`.
    pub fn entry(&self, page: String) -> Entry {
        let s = self.summary;
        let leaks = self.leaks();
        Entry {
            pid: self.pid,
            comm: s.map(|s| s.comm.clone()).unwrap_or_default(),
            exe: s.map(|s| s.exe.clone()).unwrap_or_default(),
            ended: s.map_or_else(|| "not yet (no summary)".into(), |s| s.ended.as_str().into()),
            complete: s.map(|s| s.complete),
            objects: leaks.map(Leaks::objects),
            usm_bytes: leaks.map(Leaks::usm_bytes),
            page,
        }
    }

    /// What the counts and USM bytes it drew start from: none, or an unknown baseline when
    /// tracing began while it ran (a CSV alone does not say: as it counts, from none).
    fn origin(&self) -> Origin {
        match self.summary.is_some_and(|s| s.attached) {
            true => Origin::SinceAttach,
            false => Origin::Seen,
        }
    }

    fn name(&self) -> String {
        let pid = self.pid.map_or("?".into(), |p| p.to_string());
        match self.summary {
            Some(s) if !s.comm.is_empty() => format!("PID {pid} ({})", s.comm),
            _ => format!("PID {pid}"),
        }
    }
}

pub fn page(p: &Process) -> String {
    let mut out = String::with_capacity(256 << 10);
    head(&mut out, &p.name());
    verdict(&mut out, p);
    out.push_str("<h2>Run</h2>\n");
    facts(&mut out, p);
    out.push_str("<h2>Outstanding objects</h2>\n");
    leak_table(&mut out, p.leaks());
    if let Some(s) = p.summary.filter(|s| !s.objects.parent_destroyed.is_empty()) {
        let each: Vec<String> = s.objects.parent_destroyed.iter().map(|(ty, n)| format!("{} their {}", number(*n as i64), type_words(ty))).collect();
        let _ = writeln!(
            out,
            "<p class=\"note\" id=\"parent-destroyed\">Outlived their parent, destroyed first: {} ({} in all). Never released by the program, so counted above as its leaks; the driver may have freed them with their parent. Each object's <code>parent_destroyed</code> in the summary says which and when.</p>",
            esc(&each.join(", ")),
            number(s.objects.parent_destroyed_count() as i64)
        );
    }
    if let Some(s) = p.summary.filter(|s| !s.kept.is_empty()) {
        kept_table(&mut out, &s.kept);
    }
    if let Some(sites) = p.summary.and_then(|s| s.sites.as_deref()) {
        let running = p.summary.is_some_and(|s| s.ended == Ended::Stopped);
        out.push_str(if running { "<h2>Sites of what it holds (still running)</h2>\n" } else { "<h2>Leak sites, by creating stack</h2>\n" });
        site_table(&mut out, sites);
        site_panel(&mut out, sites, p.origin());
    }
    match p.drawn {
        Some(d) => panels(&mut out, d, p.buckets, p.origin()),
        None => {
            let _ = writeln!(out, "<h2>Over time</h2><p class=\"note\">{}</p>", esc(p.csv_note.as_deref().unwrap_or("no CSV")));
        }
    }
    out.push_str("</body></html>\n");
    out
}

fn verdict(out: &mut String, p: &Process) {
    let Some(leaks) = p.leaks() else {
        out.push_str("<p class=\"verdict\">Outstanding objects unknown: no summary, and the CSV has no handles.</p>\n");
        return;
    };
    let (outcome, text) = headline::line(p.summary, leaks);
    let _ = write!(out, "<p class=\"verdict {}\">{}", outcome.as_str(), esc(&text));
    if p.summary.is_none() {
        out.push_str(" at the CSV's last row: no summary yet (the process may still be running), drawn from the CSV alone");
    }
    out.push_str("</p>\n");
}

fn facts(out: &mut String, p: &Process) {
    out.push_str("<dl id=\"facts\">");
    let mut fact = |k: &str, v: String| {
        let _ = write!(out, "<dt>{}</dt><dd>{}</dd>", esc(k), v);
    };
    if let Some(s) = p.summary {
        // Its arguments when they were read (a process gone before has its name alone).
        let command = printable(s.cmdline.as_deref().filter(|c| !c.is_empty()).unwrap_or(&s.comm));
        fact("Command", format!("<code>{}</code>", esc(&command)));
        fact("Executable", format!("<code>{}</code>", esc(&s.exe)));
        fact("cgroup", format!("<code>{}</code>", esc(s.cgroup.as_deref().unwrap_or("unknown"))));
        if let Some(c) = &s.container {
            let name = c.container_name.as_ref().map(|n| format!("<code>{}</code>, ", esc(n))).unwrap_or_default();
            fact("Container", format!("{name}{} <code>{}</code>", esc(&c.runtime), esc(&c.id)));
            let qos = esc(c.qos.as_deref().unwrap_or("unknown"));
            match (&c.pod_namespace, &c.pod_name, &c.pod_uid) {
                (Some(ns), Some(pod), uid) => {
                    let uid = uid.as_ref().map(|u| format!(", UID <code>{}</code>", esc(u))).unwrap_or_default();
                    fact("Pod", format!("<code>{}/{}</code> ({qos}{uid})", esc(ns), esc(pod)));
                }
                (_, _, Some(uid)) => fact("Pod", format!("<code>{}</code> ({qos})", esc(uid))),
                _ => {}
            }
        }
        if let Some(job) = &s.ci_job {
            fact("CI job", esc(&job.to_string()).into_owned());
        }
        if let Some(ms) = s.start_time {
            fact("Started", utc(ms));
        }
        fact("Duration", duration(s.duration_ms));
        if s.attached {
            fact("Tracing began", "while it ran (attached): what it made before is not seen, so its counts are of what it made since, above an unknown baseline".into());
        }
        fact("Ended", s.ended.as_str().into());
        let complete = match (s.complete, s.incomplete_reasons.is_empty()) {
            (true, _) => "yes".to_owned(),
            (false, true) => "no".to_owned(),
            (false, false) => format!("no: {}", esc(&s.incomplete_reasons.join("; "))),
        };
        fact("Complete", complete);
        fact("Dropped events", number(s.dropped_events as i64));
        if s.freed_inferred_objects > 0 {
            let freed = format!("{} objects, {}", number(s.freed_inferred_objects as i64), size_exact(s.freed_inferred_bytes));
            fact("Freed (inferred from address reuse: no destroy seen)", freed);
        }
        let growth = s.growth_leaks_kb.get("total").copied().unwrap_or(0);
        fact("RSS growth between creates and their destroys (the SRT's leak figure)", format!("{} KB", number(growth as i64)));
        if let Some(lost) = s.stacks_lost.as_ref().filter(|l| !l.is_empty()) {
            let lost: Vec<String> = lost.iter().map(|(why, n)| format!("{n} ({why})")).collect();
            fact("Objects whose stack was lost", esc(&lost.join(", ")).into_owned());
        }
    } else {
        fact("Summary", "none: the process may still be running; facts below are the CSV's".into());
    }
    if let Some(d) = p.drawn {
        fact("Calls (CSV rows)", number(d.rows as i64));
        fact("Time covered by the CSV", duration(d.end_ms));
        let growth = format!("{} (destroys after which VmRSS rose by more than {SUSPICIOUS_GROWTH_KB} KB)", number(d.suspicious.reduced.len() as i64));
        fact("Suspicious destroys", growth);
        if d.partial_last_row {
            fact("Last row", "cut short: the CSV is being written".into());
        }
    }
    for (k, path) in [("CSV", p.csv_path), ("Summary file", p.summary_path)] {
        if let Some(path) = path {
            fact(k, format!("<code>{}</code>", esc(&path.display().to_string())));
        }
    }
    out.push_str("</dl>\n");
}

fn leak_table(out: &mut String, leaks: Option<&Leaks>) {
    out.push_str("<table id=\"leaks\"><thead><tr><th>Type</th><th class=\"n\">Objects</th><th class=\"n\">Bytes</th><th class=\"n\">Oldest (ms before the end)</th><th>Created by</th></tr></thead><tbody>\n");
    for (key, label, row) in leaks.into_iter().flat_map(Leaks::rows) {
        let apis: Vec<String> = row.apis.iter().map(|(a, n)| format!("{n} x {a}")).collect();
        let _ = writeln!(
            out,
            "<tr data-type=\"{key}\"><td>{}</td><td class=\"n\">{}</td><td class=\"n\" data-bytes=\"{}\">{}</td><td class=\"n\">{}</td><td><code>{}</code></td></tr>",
            esc(&label),
            number(row.objects as i64),
            row.bytes,
            size_exact(row.bytes),
            number(row.oldest_age_ms as i64),
            esc(&apis.join(", ")),
        );
    }
    out.push_str("</tbody></table>\n");
}

/// What runtimes keep: not the program's leaks (see `data::owners`).
fn kept_table(out: &mut String, kept: &[Kept]) {
    out.push_str("<h2>Kept by runtimes (not leaks)</h2>\n<p class=\"note\">Pools' slabs with nothing of the program's in them, and what a runtime keeps for the life of the process: not counted as leaks (<code>check --count-runtime</code> counts them).</p>\n");
    out.push_str("<table id=\"kept\"><thead><tr><th>Kept by</th><th class=\"n\">Objects</th><th class=\"n\">Bytes</th></tr></thead><tbody>\n");
    for k in kept {
        let _ = writeln!(out, "<tr><td><code>{}</code></td><td class=\"n\">{}</td><td class=\"n\" data-bytes=\"{}\">{}</td></tr>", esc(&k.by), number(k.objects as i64), k.bytes, size_exact(k.bytes));
    }
    out.push_str("</tbody></table>\n");
}

fn site_table(out: &mut String, sites: &[Site]) {
    out.push_str("<table id=\"sites\"><thead><tr><th class=\"n\">#</th><th class=\"n\">Objects</th><th class=\"n\">Bytes</th><th>APIs</th><th class=\"n\">Oldest (ms)</th><th>Trend</th><th>Frames, innermost first</th></tr></thead><tbody>\n");
    for (i, s) in sites.iter().take(SITES_SHOWN).enumerate() {
        let apis: Vec<String> = s.apis.iter().map(|(a, n)| format!("{n} x {a}")).collect();
        let _ = write!(
            out,
            "<tr><td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\" data-bytes=\"{}\">{}</td><td><code>{}</code></td><td class=\"n\">{}</td><td>{}</td><td><ol>",
            i + 1,
            number(s.objects as i64),
            s.bytes,
            size_exact(s.bytes),
            esc(&apis.join(", ")).into_owned() + &parents_html(s),
            number(s.oldest_age_ms as i64),
            trend_html(s),
        );
        if let Some(why) = &s.lost {
            let _ = write!(out, "<li>(stack lost: {})</li>", esc(why));
        }
        for f in &s.frames {
            let _ = write!(out, "<li><code>{}</code></li>", frame_html(f));
        }
        if s.cut {
            out.push_str("<li>… cut where the bytes of stack copied ended (--stack-bytes)</li>");
        }
        if let Some(why) = &s.ended {
            let _ = write!(out, "<li>… ends there: {}</li>", esc(why));
        }
        if let Some(why) = &s.python_frames_missing {
            let _ = write!(out, "<li>(no Python frames: {})</li>", esc(why));
        }
        out.push_str("</ol></td></tr>\n");
    }
    out.push_str("</tbody></table>\n");
    if sites.len() > SITES_SHOWN {
        let _ = writeln!(out, "<p class=\"note\">… and {} more sites in the summary.</p>", sites.len() - SITES_SHOWN);
    }
}

/// A site's objects whose parent was destroyed first: "; 2 outlived their context".
fn parents_html(s: &Site) -> String {
    if s.parents_destroyed.is_empty() {
        return String::new();
    }
    let by_parent = s.parents_destroyed.iter().map(|(k, n)| (k.to_string(), *n)).collect();
    format!("</code><br>{}<code>", esc(&parents_text(&by_parent)))
}

/// A running process's site: "growing, +20.1 objects/s, +41.0 kB/s", "steady", "unknown".
fn trend_html(s: &Site) -> String {
    match s.trend.as_ref().map(|t| t.trend) {
        Some(TrendState::Growing) => format!("<b>growing</b>, {:+.1} objects/s, {}", s.growth_objects_per_s(), rate(s.growth_bytes_per_s())),
        Some(t) => t.to_string(),
        None => String::new(),
    }
}


/// Colours of the site lines: as many as the panels' palette has.
const SITES_DRAWN: usize = 6;

/// A running process's sites over the traced window, what each held at each checkpoint: a
/// pool is a flat line, a leak a ramp. The largest sites, as many as there are colours.
fn site_panel(out: &mut String, sites: &[Site], origin: Origin) {
    let drawn: Vec<(usize, &Site)> = sites.iter().enumerate().filter(|(_, s)| s.series().len() >= 2).take(SITES_DRAWN).collect();
    if drawn.is_empty() {
        return;
    }
    let lines: Vec<Line> = drawn
        .iter()
        .map(|(i, s)| {
            // A Python program's site by its Python line, which says where.
            let named = s.frames.iter().find(|f| f.python).or(s.frames.first());
            let name = named.and_then(|f| f.function.clone()).unwrap_or_else(|| "?".into());
            let mut reduced = Reduced::new(DEFAULT_BUCKETS);
            for (row, [ms, n]) in s.series().iter().enumerate() {
                reduced.push(Point { row: row as u64, time_ms: *ms, value: *n as i64 });
            }
            Line { name: format!("#{} {name}", i + 1), reduced }
        })
        .collect();
    let times = || drawn.iter().flat_map(|(_, s)| s.series().iter().map(|p| p[0]));
    let (from, to) = (times().min().unwrap_or(0), times().max().unwrap_or(0));
    // Checkpoints are seconds apart: by time.
    let axis = Axis::Time { from, to: to.max(from + 1) };
    let title = "What each site held over the traced window (objects)";
    let panel = Panel { id: "sites-over-time", title, unit: Unit::Objects, origin, lines: &lines, markers: None, axis, width: 1000.0, height: 250.0, step: true };
    svg::panel(out, &panel);
}

/// `function (file:line) in module`; a raw address when nothing is known.
fn frame_html(f: &Frame) -> String {
    let mut s = esc(&f.function.clone().unwrap_or_else(|| format!("{:#x}", f.addr))).into_owned();
    if let Some(file) = &f.file {
        let line = f.line.map(|l| format!(":{l}")).unwrap_or_default();
        let _ = write!(s, " ({}{line})", esc(file));
    }
    if f.python {
        s.push_str(" <small class=\"py\">in Python</small>");
    }
    if let Some(module) = &f.module {
        let _ = write!(s, " in {}", esc(module.rsplit('/').next().unwrap_or(module)));
        if f.function.is_none() {
            let _ = write!(s, "+{:#x}", f.offset.unwrap_or(f.addr));
        }
    }
    if f.inlined {
        s.push_str(" <small>(inlined)</small>");
    }
    s
}

fn panels(out: &mut String, d: &Drawn, buckets: usize, origin: Origin) {
    let _ = writeln!(
        out,
        "<h2>Over time</h2><p class=\"note\">{} rows; each line is drawn from at most {} points (the lowest and highest of each bucket of rows, and the last row: no spike is lost), and ends at its last value (a dot).</p>",
        number(d.rows as i64),
        2 * buckets + 1,
    );
    let axis = d.axis();
    let wide = |id: &'static str, title: &'static str, unit, origin, lines, markers, step| Panel { id, title, unit, origin, lines, markers, axis, width: 1000.0, height: 250.0, step };
    let usm_title = match origin {
        Origin::SinceAttach => "USM allocated since tracing began (TotalMemory_Bytes and by kind; what it allocated before is not seen)",
        _ => "USM allocated (TotalMemory_Bytes and by kind)",
    };
    // A process has some memory: none at every row is none read, not none used.
    let sampled = d.memory.iter().any(|l| l.reduced.range().is_some_and(|(_, hi)| hi > 0));
    // Levels sampled at calls are steps; the deltas are each call's own, joined as a line.
    if sampled {
        svg::panel(out, &wide("memory", "Memory of the process (/proc/PID/status)", Unit::Kb, Origin::Proc, &d.memory, None, true));
    }
    svg::panel(out, &wide("usm", usm_title, Unit::Bytes, origin, &d.usm, None, true));
    if sampled {
        svg::panel(out, &wide("deltas", "Memory deltas per call; suspicious destroys marked", Unit::Kb, Origin::Proc, &d.deltas, Some(&d.suspicious), false));
    } else if d.rows > 0 {
        out.push_str("<p id=\"unsampled\" class=\"note\">No memory figures: VmRSS, VmSize and VmData are 0 at every row, so /proc/PID/status was never read for its calls (the process had ended before ze-tracer read them, as a short run's may).</p>\n");
    }
    counts(out, d, axis, origin);
}

/// A panel per count column whose count changed; the others in one line, with their count.
fn counts(out: &mut String, d: &Drawn, axis: Axis, origin: Origin) {
    let caption = match origin {
        Origin::SinceAttach => "Live objects by type (the count columns), counted since tracing began: what was alive before it is not seen, so each count is above an unknown baseline",
        _ => "Live objects by type (the count columns)",
    };
    let _ = writeln!(out, "<figure><figcaption>{caption}</figcaption><div class=\"grid\">");
    let (changed, same): (Vec<&Line>, Vec<&Line>) = d.counts.iter().partition(|l| l.changed());
    for line in changed {
        let panel = Panel { id: &line.name, title: &line.name, unit: Unit::Objects, origin, lines: std::slice::from_ref(line), markers: None, axis, width: 320.0, height: 150.0, step: true };
        svg::panel(out, &panel);
    }
    out.push_str("</div>");
    if !same.is_empty() {
        let baseline = origin.baseline().unwrap_or("0");
        let _ = write!(out, "<p id=\"unchanged\" class=\"note\" data-baseline=\"{baseline}\">");
        out.push_str(match origin {
            Origin::SinceAttach => "No change since tracing began (how many were alive before it is not known): ",
            _ => "No change: ",
        });
        let items: Vec<String> = same
            .iter()
            .map(|l| {
                let v = l.reduced.last().map_or(0, |p| p.value);
                // Since an attach, a count is at least what was made since: 0 is not "none".
                let shown = match (origin, v) {
                    (Origin::SinceAttach, 0) => "unknown".to_owned(),
                    (Origin::SinceAttach, v) => format!("at least {}", number(v)),
                    _ => number(v),
                };
                format!("<span data-series=\"{name}\" data-last=\"{v}\">{name} {shown}</span>", name = esc(&l.name))
            })
            .collect();
        out.push_str(&items.join(", "));
        out.push_str("</p>");
    }
    out.push_str("</figure>\n");
}

/// "7 ms", "1,234 ms (1.2 s)", "604,800,000 ms (7.0 days)": exact, and at a glance past a second.
fn duration(ms: u64) -> String {
    // (unit in ms, from how many of it, its name).
    const UNITS: [(u64, u64, &str); 4] = [(86_400_000, 2, "days"), (3_600_000, 2, "h"), (60_000, 2, "min"), (1000, 1, "s")];
    let exact = format!("{} ms", number(ms as i64));
    match UNITS.iter().find(|(unit, least, _)| ms >= unit * least) {
        Some((unit, _, name)) => format!("{exact} ({:.1} {name})", ms as f64 / *unit as f64),
        None => exact,
    }
}

/// Unix ms as `2026-11-23 18:39:29 UTC`.
fn utc(ms: u64) -> String {
    let secs = ms / 1000;
    let (days, rem) = ((secs / 86400) as i64, secs % 86400);
    // Howard Hinnant's civil_from_days.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + (month <= 2) as i64;
    format!("{year}-{month:02}-{day:02} {:02}:{:02}:{:02} UTC", rem / 3600, rem / 60 % 60, rem % 60)
}

/// One process on the index.
pub struct Entry {
    pub pid: Option<u32>,
    pub comm: String,
    pub exe: String,
    pub ended: String,
    pub complete: Option<bool>,
    pub objects: Option<u64>,
    pub usm_bytes: Option<u64>,
    /// The page's file name, beside the index.
    pub page: String,
}

pub fn index(dir: &Path, entries: &[Entry]) -> String {
    let mut out = String::new();
    head(&mut out, &dir.display().to_string());
    let leaked = entries.iter().filter(|e| e.objects.is_some_and(|n| n > 0)).count();
    let _ = writeln!(out, "<p class=\"verdict\">{leaked} of {} processes left objects outstanding.</p>", entries.len());
    out.push_str("<table id=\"processes\"><thead><tr><th class=\"n\">PID</th><th>Command</th><th>Executable</th><th>Ended</th><th>Complete</th><th class=\"n\">Outstanding objects</th><th class=\"n\">USM held</th><th>Page</th></tr></thead><tbody>\n");
    let opt = |v: Option<u64>| v.map_or("?".into(), |n| number(n as i64));
    let bytes = |v: Option<u64>| v.map_or("?".into(), size_exact);
    for e in entries {
        let complete = match e.complete {
            Some(true) => "yes",
            Some(false) => "no",
            None => "running?",
        };
        let _ = writeln!(
            out,
            "<tr><td class=\"n\">{}</td><td><code>{}</code></td><td><code>{}</code></td><td>{}</td><td>{complete}</td><td class=\"n\">{}</td><td class=\"n\">{}</td><td><a href=\"{}\">{}</a></td></tr>",
            e.pid.map_or("?".into(), |p| p.to_string()),
            esc(&e.comm),
            esc(&e.exe),
            esc(&e.ended),
            opt(e.objects),
            bytes(e.usm_bytes),
            esc(&e.page),
            esc(&e.page),
        );
    }
    out.push_str("</tbody></table>\n</body></html>\n");
    out
}

#[cfg(test)]
mod tests {
    /// Objects whose parent was destroyed first: the verdict, a note under the leak table and
    /// their site say so.
    #[test]
    fn objects_that_outlived_their_parent_are_marked() {
        let object = |handle: &str, parent: Option<&str>| {
            let mut o = serde_json::json!({"type": "Memory", "memory": "device", "api": "zeMemAllocDevice", "handle": handle, "size": 1048576, "parent": "0xc", "thread": 7, "age_ms": 3, "site": 0});
            if let Some(ty) = parent {
                o["parent_destroyed"] = serde_json::json!({"type": ty, "handle": "0xc", "at_ms": 1234});
            }
            o
        };
        let summary = serde_json::json!({
            "pid": 7, "comm": "wl", "complete": true, "ended": "exit", "leaked": true,
            "outstanding": {}, "outstanding_memory_bytes": {"device": 3145728, "host": 0, "shared": 0, "total": 3145728},
            "objects": [object("0x1000", Some("Context")), object("0x2000", Some("Context")), object("0x3000", None)],
            "sites": [{"objects": 3, "bytes": 3145728, "apis": {"zeMemAllocDevice": 3}, "parents_destroyed": {"Context": 2}, "frames": []}],
        });
        let summary: super::Summary = serde_json::from_value(summary).unwrap();
        let p = super::Process { pid: Some(7), summary: Some(&summary), summary_path: None, csv_path: None, drawn: None, csv_note: None, buckets: 10 };
        let html = super::page(&p);
        assert!(html.contains("LEAKED 3 objects, 3.1 MB (3,145,728 bytes) of USM; 2 outlived their parent, destroyed first (2 context): the driver may have freed them"), "{html}");
        assert!(html.contains("Outlived their parent, destroyed first: 2 their context (2 in all)"), "{html}");
        assert!(html.contains("<code>3 x zeMemAllocDevice</code><br>2 outlived their context<code></code>"), "{html}");
    }

    #[test]
    fn durations_read_at_a_glance_and_stay_exact() {
        assert_eq!(super::duration(7), "7 ms");
        assert_eq!(super::duration(1234), "1,234 ms (1.2 s)");
        assert_eq!(super::duration(150_000), "150,000 ms (2.5 min)");
        assert_eq!(super::duration(604_800_000), "604,800,000 ms (7.0 days)");
    }

    #[test]
    fn utc_dates() {
        assert_eq!(super::utc(0), "1970-01-01 00:00:00 UTC");
        assert_eq!(super::utc(1_795_456_337_580), "2026-11-23 17:52:17 UTC");
        assert_eq!(super::utc(951_782_400_000), "2000-02-29 00:00:00 UTC");
    }
}
