//! What a user reads on stderr when a traced process ends: what it still holds, where that was
//! made, and the SRT's growth figures; the verdict's first line before any count. Drawn from
//! the process's summary as it was judged (`summary::of`, folded by `Summary::folded`), as the
//! page and the Perfetto trace are: the report says what the summary says, never judging again.
use std::{borrow::Cow, collections::BTreeMap, fmt::Write as _, path::Path};

use tracer_common::{api_named, api_of};

use crate::{
    data::{
        Ended,
        copies::Use,
        trend::{MIN_WINDOW_NS, TrendState},
    },
    output::{
        headline, printable,
        summary::{self, Kept, Object, Objects, Site},
        units::{parents_text, size, size_exact, type_words},
        verdict::{Growing, Outcome},
    },
    unwind::Frame,
};

/// Sites printed with their frames on stderr; the summary has them all.
const SITES_SHOWN: usize = 5;
/// Frames printed per site.
const FRAMES_SHOWN: usize = 8;
/// Python frames shown past `FRAMES_SHOWN` (a site through SYCL has many native ones first).
const PYTHON_FRAMES_SHOWN: usize = 12;
/// The program's oldest objects listed one by one.
const OBJECTS_SHOWN: usize = 20;

/// What the report keeps of a summary's objects, read one at a time: the fold every view
/// makes, the program's by API with their bytes, and its oldest `OBJECTS_SHOWN`.
#[derive(Debug, Default)]
pub struct Listed {
    pub folded: Objects,
    /// The program's objects by the API that made them and their type (`api_label` names
    /// them): how many, and their bytes.
    by_api: BTreeMap<(Cow<'static, str>, Cow<'static, str>), (u64, u64)>,
    /// The program's oldest objects (a summary lists them oldest first).
    oldest: Vec<Object>,
}

impl Listed {
    /// One more object, in the summary's order (oldest first).
    pub fn add(&mut self, o: Object) {
        self.folded.add(&o);
        if o.kept_by.is_some() || o.holds_leak {
            return;
        }
        let e = self.by_api.entry((o.api.clone(), o.ty.clone())).or_default();
        e.0 += 1;
        e.1 += o.size;
        if self.oldest.len() < OBJECTS_SHOWN {
            self.oldest.push(o);
        }
    }
}

impl FromIterator<Object> for Listed {
    fn from_iter<I: IntoIterator<Item = Object>>(objects: I) -> Listed {
        let mut listed = Listed::default();
        objects.into_iter().for_each(|o| listed.add(o));
        listed
    }
}

impl<'de> serde::Deserialize<'de> for Listed {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Listed, D::Error> {
        summary::visit_objects(d)
    }
}

/// The API that made an object of type `ty`, as `Live::api_label` and the sites name it: a
/// second output of a call (a build log) with its type, which is not the call's own.
fn api_label(api: &str, ty: &str) -> String {
    let own = api_named(api).map(|a| api_of(a).obj.name());
    match own.is_some_and(|own| own != ty) {
        true => format!("{api} ({ty})"),
        false => api.to_owned(),
    }
}

/// A summary as the report reads it.
pub type Summary = summary::Summary<'static, Listed>;

/// What the process still holds first (by API, then by creating site with its frames, then the
/// 20 oldest objects), and last the SRT's leak block under the name of what it measures: the
/// process's summary `s` (its file at `json_path`). When events were lost, the first line says
/// so before any count.
/// What the process named (its command, its copies, its frames) goes through `printable`: no
/// line of the text is one it wrote.
pub fn text(s: &Summary, json_path: &Path) -> String {
    let mut out = String::new();
    let (pid, comm) = (s.pid, printable(&s.comm));
    if !s.loaded_level_zero {
        // Nothing seen is not clean: said as such, and nothing else.
        let (when, what) = match s.ended {
            Ended::Stopped => ("still running", "has not loaded libze_loader"),
            _ => ("ended", "never loaded libze_loader"),
        };
        let _ = writeln!(out, "ze-tracer: pid {pid} ({comm}) {when}: {what}: nothing traced; summary {}", json_path.display());
        return out;
    }
    // The program's: what a runtime keeps is listed apart (`kept_text`).
    let program = &s.objects.folded.all;
    let (objects, usm) = (program.objects(), program.usm_bytes());
    if s.ended == Ended::Stopped {
        running_text(&mut out, s, json_path);
    } else {
        let lost = s.dropped_events;
        let mut head = headline::incomplete_head(s);
        let no_object = s.level_zero.no_object_words();
        head += &match Outcome::of(lost, objects, None) {
            // Nothing seen is not nothing leaked.
            Outcome::Clean if !head.is_empty() && s.level_zero == Use::NotInitialized => "no call traced".to_owned(),
            Outcome::Clean if no_object.is_some() && s.kept.is_empty() => no_object.unwrap_or_default().to_owned(),
            Outcome::Clean if !s.kept.is_empty() => "nothing leaked".to_owned(),
            Outcome::Clean => "nothing outstanding".to_owned(),
            Outcome::Leaked => format!("LEAKED {objects} {}, {} of USM", plural(objects, "object"), size_exact(usm)),
            Outcome::Incomplete => incomplete_head(s, !head.is_empty()),
        };
        let orphans = s.objects.folded.parent_destroyed_count();
        if orphans > 0 {
            let _ = write!(head, "; {orphans} of them outlived their parent (destroyed first: the driver may have freed {})", if orphans == 1 { "it" } else { "them" });
        }
        if s.freed_inferred_objects > 0 {
            let _ = write!(head, "; {} freed (inferred from address reuse)", s.freed_inferred_objects);
        }
        if !s.kept.is_empty() {
            let _ = write!(head, "; kept by runtimes: {} {}, {}", s.kept_objects, plural(s.kept_objects, "object"), size_exact(s.kept_bytes));
        }
        let _ = writeln!(out, "ze-tracer: pid {pid} ({comm}) ended: {head}; summary {}", json_path.display());
        if no_object.is_some() && objects == 0 && s.kept.is_empty() {
            // Nothing made: nothing more to say.
            return out;
        }
    }
    if objects > 0 {
        outstanding_text(&mut out, s, json_path);
        if let Some(sites) = &s.sites {
            sites_text(&mut out, sites, s.python_frames_missing.as_deref(), s.uncertain_objects > 0, s.ended == Ended::Stopped);
        }
    }
    let holding = &s.objects.folded.holding;
    kept_text(&mut out, &s.kept, holding.objects(), holding.bytes());
    // The SRT's rule: VmRSS growth between each create and its destroy, not what is held.
    out.push_str("RSS growth between creates and their destroys (the SRT's MEMORY LEAK SUMMARY):");
    let growth: Vec<String> = s.growth_leaks_kb.iter().filter(|(ty, _)| *ty != "total").map(|(ty, kb)| format!("{ty} {kb} KB")).collect();
    let total = s.growth_leaks_kb.get("total").copied().unwrap_or_default();
    let _ = writeln!(out, " {total} KB in all{}{}", if growth.is_empty() { "" } else { ": " }, growth.join(", "));
    out
}

/// "INCOMPLETE, 60393 events lost; LEAKED 2 objects, … of memory, created after the last lost
/// event; 3 uncertain objects, … of memory: …": the loss first, then the certain leaks, then
/// the others.
fn incomplete_head(s: &Summary, said: bool) -> String {
    let lost = s.dropped_events;
    let mut head = format!("{}{lost} {} lost; ", if said { "" } else { "INCOMPLETE, " }, plural(lost, "event"));
    match (s.leaked_objects, s.uncertain_objects) {
        (0, 0) => head.push_str("nothing outstanding"),
        (0, _) => head.push_str("no certain leak"),
        (n, _) => {
            let _ = write!(head, "LEAKED {n} {}, {} of memory, created after the last lost event", plural(n, "object"), size_exact(s.leaked_bytes));
        }
    }
    if s.uncertain_objects > 0 {
        let n = s.uncertain_objects;
        let _ = write!(
            head,
            "; {n} uncertain {}, {} of memory: created before the last lost event, a lost destroy may have freed {}",
            plural(n, "object"),
            size_exact(s.uncertain_bytes),
            if n == 1 { "it" } else { "them" }
        );
    }
    head
}

/// A process still running when tracing stopped: what it holds is not a leak, a site that
/// keeps growing is. The first line says so, then its growing sites, fastest first, with
/// what each adds per hour at its rate.
fn running_text(out: &mut String, s: &Summary, json_path: &Path) {
    let mut head = headline::running_head(s);
    let program = &s.objects.folded.all;
    let n = program.objects();
    let _ = write!(head, "holds {n} {}, {} of USM", plural(n, "object"), size_exact(program.usm_bytes()));
    let sites = s.sites.as_deref();
    let growing = sites.map(Growing::of);
    match &growing {
        Some(g) if !g.sites.is_empty() => {
            let k = g.sites.len() as u64;
            let _ = write!(head, "; {k} {} growing, {}", plural(k, "site"), rate_text(g.bytes_per_s));
        }
        Some(_) if sites.is_some_and(|s| s.iter().any(|s| s.trend.as_ref().is_some_and(|t| t.trend == TrendState::Unknown))) => {
            let window = sites.and_then(|s| s.iter().find_map(|s| s.trend.as_ref())).map_or(0.0, |t| t.window_s);
            let _ = write!(head, "; traced {window:.1} s: too short to tell growth (at least {} s)", MIN_WINDOW_NS / 1_000_000_000);
        }
        Some(_) => head.push_str("; nothing growing"),
        None => head.push_str("; growth not judged (--no-stacks)"),
    }
    // What runtimes keep grows on their account, not the program's.
    if let Some(rate) = s.kept_growth_bytes_per_s.filter(|r| *r > 0.0) {
        let _ = write!(head, "; what runtimes keep grows {} (theirs, not a leak)", rate_text(rate));
    }
    let _ = writeln!(out, "ze-tracer: pid {} ({}) still running when tracing stopped: {head}; summary {}", s.pid, printable(&s.comm), json_path.display());
    for (rank, (i, site)) in growing.iter().flat_map(|g| &g.sites).enumerate() {
        let trend = site.trend.as_ref().expect("growing");
        let place = site.frames.first().map_or_else(|| "(no frames)".to_owned(), frame_text);
        let _ = writeln!(
            out,
            "  growing #{}: site #{} +{:.1} objects/s, {}, {} held: {place}",
            rank + 1,
            i + 1,
            trend.growth_objects_per_s,
            rate_text(trend.growth_bytes_per_s),
            site.objects,
        );
    }
}

/// "+41.0 kB/s (+147.5 MB an hour)".
fn rate_text(bytes_per_s: f64) -> String {
    let sign = if bytes_per_s < 0.0 { "-" } else { "+" };
    let hour = (bytes_per_s.abs() * 3600.0).round() as u64;
    format!("{} ({sign}{} an hour)", crate::output::units::rate(bytes_per_s), size(hour))
}

fn plural(n: u64, word: &str) -> String {
    if n == 1 { word.to_owned() } else { format!("{word}s") }
}

/// What runtimes keep (not leaks), by who keeps it; and the slabs that hold the program's
/// leaks (`holding` of them, of `holding_bytes`), whose bytes are those leaks'.
fn kept_text(out: &mut String, kept: &[Kept], holding: u64, holding_bytes: u64) {
    if kept.is_empty() && holding == 0 {
        return;
    }
    out.push_str("Kept by runtimes (their pools' slabs, their own objects; not the program's leaks):\n");
    for k in kept {
        let _ = writeln!(out, "  {:>6} {}, {}: {}", k.objects, plural(k.objects, "object"), size_exact(k.bytes), printable(&k.by));
    }
    if holding > 0 {
        let (n, bytes) = (holding, holding_bytes);
        let _ = writeln!(out, "  {n:>6} {}, {}: slabs of pools that hold the program's leaks above (counted as those)", plural(n, "object"), size_exact(bytes));
    }
}

fn outstanding_text(out: &mut String, s: &Summary, json_path: &Path) {
    let objects = s.objects.folded.all.objects();
    out.push_str(match s.dropped_events {
        _ if s.ended == Ended::Stopped => "Held objects (created while traced, not destroyed yet):\n",
        0 => "Outstanding objects (created while traced, never destroyed):\n",
        _ => "Outstanding objects (created while traced, no destroy seen; \"uncertain\": a lost destroy may have freed it):\n",
    });
    let mut by_api: BTreeMap<String, (u64, u64)> = BTreeMap::new();
    for ((api, ty), (n, bytes)) in &s.objects.by_api {
        let e = by_api.entry(api_label(api, ty)).or_default();
        (e.0, e.1) = (e.0 + n, e.1 + bytes);
    }
    for (api, (n, bytes)) in &by_api {
        let _ = write!(out, "  {n:>6} x {api}");
        if *bytes > 0 {
            let _ = write!(out, ", {}", size_exact(*bytes));
        }
        out.push('\n');
    }
    let by_parent = &s.objects.folded.parent_destroyed;
    if !by_parent.is_empty() {
        let _ = writeln!(
            out,
            "  Of these, {}: the program destroyed the parent first and never released them (its leaks); the driver may have freed them with it",
            parents_text(by_parent)
        );
    }
    let label = |o: &Object| o.memory.as_ref().map_or(o.ty.to_string(), |m| format!("{m} USM"));
    let shown = &s.objects.oldest;
    let width = shown.iter().map(|o| label(o).len()).max().unwrap_or(0).max(12);
    for o in shown {
        let _ = write!(out, "    {:<width$} {}", label(o), o.handle);
        if o.size > 0 {
            let _ = write!(out, " {}", size_exact(o.size));
        }
        let _ = write!(out, " from {} (parent {}) on thread {}, {} ms before the end", o.api, o.parent, o.thread, o.age_ms);
        if let Some(p) = &o.parent_destroyed {
            // The summary's `at_ms`, in seconds.
            let _ = write!(out, ", its {} was destroyed at {:.3} s (the driver may have freed it with it)", type_words(&p.ty), p.at_ms as f64 / 1e3);
        }
        out.push_str(if o.uncertain { ", uncertain\n" } else { "\n" });
    }
    if objects > OBJECTS_SHOWN as u64 {
        let _ = writeln!(out, "    … and {} more in {}", objects - OBJECTS_SHOWN as u64, json_path.display());
    }
}

/// `uncertain`: some objects may have been freed by a lost destroy, so not all are leaks.
/// `python_unreadable`: why a Python program's sites have no Python frames.
fn sites_text(s: &mut String, sites: &[Site], python_unreadable: Option<&str>, uncertain: bool, running: bool) {
    let n = sites.len();
    let shown = if n > SITES_SHOWN { format!(", the {SITES_SHOWN} largest") } else { String::new() };
    let what = match (running, uncertain) {
        (true, _) => "Sites of what it holds",
        (false, true) => "Sites of the outstanding objects (uncertain ones included)",
        (false, false) => "Leak sites",
    };
    let _ = writeln!(s, "{what}, by creating stack ({n}{shown}):");
    if let Some(why) = python_unreadable {
        let _ = writeln!(s, "  ({})", printable(why));
    }
    for (i, site) in sites.iter().take(SITES_SHOWN).enumerate() {
        let types: Vec<String> = site.apis.iter().map(|(api, n)| format!("{n} x {api}")).collect();
        let _ = write!(s, "  #{} {}", i + 1, types.join(", "));
        if site.bytes > 0 {
            let _ = write!(s, ", {}", size_exact(site.bytes));
        }
        let _ = write!(s, ", oldest {} ms", site.oldest_age_ms);
        if !site.parents_destroyed.is_empty() {
            let by_parent = site.parents_destroyed.iter().map(|(k, n)| (k.to_string(), *n)).collect();
            let _ = write!(s, ", {}", parents_text(&by_parent));
        }
        match &site.trend {
            Some(t) if t.trend == TrendState::Growing => {
                let _ = writeln!(s, ", growing: {:+.1} objects/s, {}", t.growth_objects_per_s, rate_text(t.growth_bytes_per_s));
            }
            Some(t) => {
                let _ = writeln!(s, ", {}", t.trend);
            }
            None => s.push('\n'),
        }
        if let Some(why) = &site.lost {
            let _ = writeln!(s, "       (stack lost: {})", printable(why));
        }
        // The Python frames are what a Python user can act on: shown however deep they are.
        let mut hidden = 0;
        for (k, f) in site.frames.iter().enumerate() {
            if k < FRAMES_SHOWN || (f.python && k < FRAMES_SHOWN + PYTHON_FRAMES_SHOWN) {
                if hidden > 0 {
                    let _ = writeln!(s, "       … {hidden} more frames");
                    hidden = 0;
                }
                let _ = writeln!(s, "       {}", frame_text(f));
            } else {
                hidden += 1;
            }
        }
        if hidden > 0 {
            let _ = writeln!(s, "       … {hidden} more frames");
        }
        if site.cut {
            let _ = writeln!(s, "       … cut where the bytes of stack copied ended (--stack-bytes)");
        }
        if let Some(why) = &site.ended {
            let _ = writeln!(s, "       … ends there: {}", printable(why));
        }
        if let Some(why) = &site.python_frames_missing {
            let _ = writeln!(s, "       (no Python frames: {})", printable(why));
        }
    }
}

/// `function (file:line)` or `function`, then the module, and `(inlined)` for a function
/// inlined into the next; a raw address when nothing is known. Its names through `printable`.
pub fn frame_text(f: &Frame) -> String {
    let mut out = match &f.function {
        Some(func) => printable(func).into_owned(),
        None => format!("{:#x}", f.addr),
    };
    if let Some(file) = &f.file {
        let _ = write!(out, " ({}{})", printable(file), f.line.map(|l| format!(":{l}")).unwrap_or_default());
    }
    if f.python {
        out.push_str(" in Python");
    }
    if let Some(module) = &f.module {
        let name = module.rsplit('/').next().unwrap_or(module);
        let _ = write!(out, " in {}", printable(name));
        if f.function.is_none() {
            let _ = write!(out, "+{:#x}", f.offset.unwrap_or(f.addr));
        }
    }
    if f.inlined {
        out.push_str(" (inlined)");
    }
    out
}


#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        data::tracker::ProcessTracker,
        output::{
            testing::*,
            verdict::{Completeness, Judged},
        },
        process::facts::ProcessMeta,
    };

    /// The report of a process judged so, through its summary, as the writer draws it.
    fn judged_text(j: &Judged, json_path: &Path) -> String {
        text(&summary::of(j, Path::new("/out/x.csv")).folded(), json_path)
    }

    fn first_line(t: &ProcessTracker, c: &Completeness) -> String {
        let meta = ProcessMeta { comm: "wl".into(), ..Default::default() };
        judged_text(&Judged::of(t, &meta, Ended::Exit, c, 20 * MS, None), Path::new("/out/x.json")).lines().next().unwrap().to_owned()
    }

    #[test]
    fn the_first_line_says_events_were_lost_before_any_count() {
        let t = ended(&[(2, 0x1000, 10), (6, 0x1000, 20), (9, 0x3000, 40)]);
        assert_eq!(
            first_line(&t, &lost(60393, None)),
            "ze-tracer: pid 7 (wl) ended: INCOMPLETE, 60393 events lost; no certain leak; 2 uncertain objects, \
             60 bytes of memory: created before the last lost event, a lost destroy may have freed them; \
             1 freed (inferred from address reuse); summary /out/x.json"
        );
        assert_eq!(
            first_line(&t, &lost(1, Some(7))),
            "ze-tracer: pid 7 (wl) ended: INCOMPLETE, 1 event lost; LEAKED 1 object, 40 bytes of memory, created \
             after the last lost event; 1 uncertain object, 20 bytes of memory: created before the last lost \
             event, a lost destroy may have freed it; 1 freed (inferred from address reuse); summary /out/x.json"
        );
        assert_eq!(
            first_line(&ended(&[]), &lost(4, None)),
            "ze-tracer: pid 7 (wl) ended: INCOMPLETE, 4 events lost; nothing outstanding; summary /out/x.json"
        );
        let report = judged_text(&Judged::of(&t, &ProcessMeta::default(), Ended::Exit, &lost(4, None), 20 * MS, None), Path::new("/x.json"));
        assert!(report.contains("0x3000 40 bytes from zeMemAllocHost (parent 0x0) on thread 7, 11 ms before the end, uncertain\n"), "{report}");
    }

    #[test]
    fn nothing_lost_reads_as_before() {
        let t = ended(&[(2, 0x1000, 10), (9, 0x3000, 40)]);
        let report = judged_text(&Judged::of(&t, &ProcessMeta { comm: "wl".into(), ..Default::default() }, Ended::Exit, &lost(0, None), 20 * MS, None), Path::new("/x.json"));
        let expected = [
            "ze-tracer: pid 7 (wl) ended: LEAKED 2 objects, 50 bytes of USM; summary /x.json",
            "Outstanding objects (created while traced, never destroyed):",
            "       2 x zeMemAllocHost, 50 bytes",
            "    host USM     0x1000 10 bytes from zeMemAllocHost (parent 0x0) on thread 7, 18 ms before the end",
            "    host USM     0x3000 40 bytes from zeMemAllocHost (parent 0x0) on thread 7, 11 ms before the end",
            "RSS growth between creates and their destroys (the SRT's MEMORY LEAK SUMMARY): 0 KB in all",
        ];
        assert_eq!(report, expected.join("\n") + "\n");
        assert_eq!(first_line(&ended(&[]), &lost(0, None)), "ze-tracer: pid 7 (wl) ended: nothing outstanding; summary /out/x.json");
    }

    /// A process whose calls may not all have been seen: the report's first line, and the
    /// verdict the page and `top` show, both begin with INCOMPLETE and its reasons, and say the
    /// same of what it left; the page colours it as incomplete, not clean.
    #[test]
    fn the_page_and_top_say_incomplete_as_the_report_does() {
        let meta = ProcessMeta { comm: "wl".into(), ..Default::default() };
        let late = "it mapped libze_loader.so.1, armed late";
        for (t, level_zero, says) in [
            (ended(&[]), Use::NotInitialized, "no call traced"),
            (ended(&[(2, 0x1000, 10), (9, 0x3000, 40)]), Use::Objects, "LEAKED 2 objects, 50 bytes of USM"),
        ] {
            let c = Completeness { reasons: vec![late.into()], level_zero, ..lost(0, None) };
            let summary = summary::of(&Judged::of(&t, &meta, Ended::Exit, &c, 20 * MS, None), Path::new("/out/x.csv"));
            let head = format!("INCOMPLETE ({late}); {says}");
            let report = text(&summary.folded(), Path::new("/x.json"));
            assert!(report.starts_with(&format!("ze-tracer: pid 7 (wl) ended: {head}; summary")), "{report}");
            let folded: summary::Summary<'static> = summary.folded();
            let (outcome, line) = headline::line(Some(&folded), &folded.objects.all);
            assert_eq!(line, head);
            assert_eq!(outcome, if t.outstanding_count() == 0 { Outcome::Incomplete } else { Outcome::Leaked });
        }
    }

    /// A buffer made in a context the program destroyed first: still its leak, and said so.
    #[test]
    fn objects_that_outlived_their_parent_say_when_it_went() {
        let t = ended_in_context(&[(2, 0x1000, 1_048_576), (3, 0x2000, 1_048_576), (1300, 0x3000, 10)], Some(1234));
        let meta = ProcessMeta { comm: "wl".into(), ..Default::default() };
        let report = judged_text(&Judged::of(&t, &meta, Ended::Exit, &lost(0, None), 2000 * MS, None), Path::new("/x.json"));
        let lines: Vec<&str> = report.lines().take(6).collect();
        assert_eq!(
            lines,
            [
                "ze-tracer: pid 7 (wl) ended: LEAKED 3 objects, 2.1 MB (2,097,162 bytes) of USM; 2 of them outlived their parent \
                 (destroyed first: the driver may have freed them); summary /x.json",
                "Outstanding objects (created while traced, never destroyed):",
                "       3 x zeMemAllocHost, 2.1 MB (2,097,162 bytes)",
                "  Of these, 2 outlived their context: the program destroyed the parent first and never released them (its leaks); \
                 the driver may have freed them with it",
                "    host USM     0x1000 1.0 MB (1,048,576 bytes) from zeMemAllocHost (parent 0xc) on thread 7, 1998 ms before the end, \
                 its context was destroyed at 1.234 s (the driver may have freed it with it)",
                "    host USM     0x2000 1.0 MB (1,048,576 bytes) from zeMemAllocHost (parent 0xc) on thread 7, 1997 ms before the end, \
                 its context was destroyed at 1.234 s (the driver may have freed it with it)",
            ]
        );
        assert!(report.contains("0x3000 10 bytes from zeMemAllocHost (parent 0xc) on thread 7, 700 ms before the end\n"), "{report}");
    }

    /// The report drawn from a summary's file is the one drawn as its process ended: one
    /// model, whichever way it reached the report.
    #[test]
    fn the_report_of_a_summary_s_file_is_the_one_drawn_at_its_end() {
        let t = ended_in_context(&[(2, 0x1000, 1_048_576), (3, 0x2000, 10), (1300, 0x3000, 10)], Some(1234));
        let meta = ProcessMeta { comm: "wl".into(), ..Default::default() };
        for c in [lost(0, None), lost(2, Some(1000))] {
            let s = summary::of(&Judged::of(&t, &meta, Ended::Exit, &c, 2000 * MS, None), Path::new("/out/x.csv"));
            let read: Summary = serde_json::from_str(&serde_json::to_string(&s).unwrap()).unwrap();
            let (from_file, at_end) = (text(&read, Path::new("/x.json")), text(&s.folded(), Path::new("/x.json")));
            assert_eq!(from_file, at_end);
            assert!(at_end.contains("0x3000 10 bytes from zeMemAllocHost (parent 0xc) on thread 7, 700 ms before the end\n"), "{at_end}");
        }
    }

    /// Sizes read at a glance, with the exact count beside them.
    #[test]
    fn sizes_are_short_and_exact() {
        let t = ended(&[(2, 0x1000, 1_048_576), (9, 0x3000, 262_144)]);
        let report = judged_text(&Judged::of(&t, &ProcessMeta { comm: "wl".into(), ..Default::default() }, Ended::Exit, &lost(0, None), 20 * MS, None), Path::new("/x.json"));
        let lines: Vec<&str> = report.lines().take(4).collect();
        assert_eq!(
            lines,
            [
                "ze-tracer: pid 7 (wl) ended: LEAKED 2 objects, 1.3 MB (1,310,720 bytes) of USM; summary /x.json",
                "Outstanding objects (created while traced, never destroyed):",
                "       2 x zeMemAllocHost, 1.3 MB (1,310,720 bytes)",
                "    host USM     0x1000 1.0 MB (1,048,576 bytes) from zeMemAllocHost (parent 0x0) on thread 7, 18 ms before the end",
            ]
        );
        assert_eq!(rate_text(40_960.0), "+41.0 kB/s (+147.5 MB an hour)");
        assert_eq!(rate_text(-10.0), "-10 bytes/s (-36.0 kB an hour)");
    }

    #[test]
    fn a_copy_armed_late_is_said_first() {
        let t = ended(&[(2, 0x1000, 10)]);
        let mut c = lost(0, None);
        c.unseen_copies = vec!["libze_loader.so.1.20.6".into()];
        c.reasons = vec!["libze_loader.so.1.20.6 (inode 7), mapped 1.0 ms after tracking began, was never armed: its calls were not seen".into()];
        let meta = ProcessMeta { comm: "wl".into(), ..Default::default() };
        let line = |c: &Completeness| judged_text(&Judged::of(&t, &meta, Ended::Exit, c, 20 * MS, None), Path::new("/x.json")).lines().next().unwrap().to_owned();
        assert_eq!(line(&c), "ze-tracer: pid 7 (wl) ended: INCOMPLETE, calls of libze_loader.so.1.20.6 may be missing; LEAKED 1 object, 10 bytes of USM; summary /x.json");
        c.dropped_events = 2;
        assert!(line(&c).starts_with("ze-tracer: pid 7 (wl) ended: INCOMPLETE, calls of libze_loader.so.1.20.6 may be missing; 2 events lost; "), "{}", line(&c));
    }

    /// A copy never armed and no call traced: nothing seen, so nothing is called clean.
    #[test]
    fn nothing_seen_is_not_called_clean() {
        let mut c = lost(0, None);
        c.unseen_copies = vec!["/opt/libze_loader.so.1".into()];
        c.reasons = vec!["/opt/libze_loader.so.1 was attached after the process mapped it".into()];
        c.level_zero = Use::NotInitialized;
        let meta = ProcessMeta { comm: "wl".into(), ..Default::default() };
        let t = ended(&[]);
        let line = judged_text(&Judged::of(&t, &meta, Ended::Exit, &c, 20 * MS, None), Path::new("/x.json"));
        assert!(line.starts_with("ze-tracer: pid 7 (wl) ended: INCOMPLETE, calls of /opt/libze_loader.so.1 may be missing; no call traced; summary /x.json"), "{line}");
    }

    /// Copies armed in time and no object made: complete, and said as the summary says it.
    #[test]
    fn no_object_made_is_said_as_such() {
        let meta = ProcessMeta { comm: "probe".into(), ..Default::default() };
        let t = ended(&[]);
        for (use_, words) in [
            (Use::NoObject, "no Level Zero object made"),
            (Use::InitFailed, "no Level Zero object made (zeInit failed: no driver or device answered)"),
            (Use::NotInitialized, "no Level Zero object made (it loaded libze_loader and never initialized it)"),
        ] {
            let c = Completeness { level_zero: use_, ..lost(0, None) };
            let line = judged_text(&Judged::of(&t, &meta, Ended::Exit, &c, 20 * MS, None), Path::new("/x.json"));
            assert_eq!(line, format!("ze-tracer: pid 7 (probe) ended: {words}; summary /x.json\n"));
        }
    }

    /// Incomplete for a reason other than lost events or a copy: the first line says it, as
    /// the summary's `complete` does.
    #[test]
    fn every_incomplete_summary_has_an_incomplete_first_line() {
        let meta = ProcessMeta { comm: "wl".into(), ..Default::default() };
        let c = Completeness { reasons: vec!["already running when tracing began".into()], ..lost(0, None) };
        let line = judged_text(&Judged::of(&ended(&[(2, 0x1000, 10)]), &meta, Ended::Exit, &c, 20 * MS, None), Path::new("/x.json"));
        assert!(line.starts_with("ze-tracer: pid 7 (wl) ended: INCOMPLETE (already running when tracing began); LEAKED 1 object"), "{line}");
    }

    /// A process that never loaded Level Zero: one line, which says so, and no count at all.
    #[test]
    fn never_loaded_is_said_and_nothing_else() {
        let c = Completeness { level_zero: Use::NeverLoaded, ..lost(0, None) };
        let meta = ProcessMeta { comm: "sleep".into(), ..Default::default() };
        let t = ended(&[]);
        let report = judged_text(&Judged::of(&t, &meta, Ended::Exit, &c, 20 * MS, None), Path::new("/x.json"));
        assert_eq!(report, "ze-tracer: pid 7 (sleep) ended: never loaded libze_loader: nothing traced; summary /x.json\n");
        let report = judged_text(&Judged::of(&t, &meta, Ended::Stopped, &c, 20 * MS, None), Path::new("/x.json"));
        assert!(report.starts_with("ze-tracer: pid 7 (sleep) still running: has not loaded libze_loader: nothing traced"), "{report}");
    }
}
