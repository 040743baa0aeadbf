//! `check`'s verdict as text (a line per process judged or not, then the count) or as JSON.
use std::collections::BTreeMap;

use serde_json::{Value, json};
use tracer_common::ObjType;

use crate::{exit, output::{journal, summary::named}};

use super::{
    allowed,
    args::CheckArgs,
    judge::{Judged, Verdict},
    select::Absent,
    share::{BYTE_KINDS, MEMORY, Share, program_share},
};

/// What a share holds, in the summary's column order: "1 CommandLists, 4.1 kB (4,096 bytes) host".
pub fn leftovers(share: &Share) -> String {
    let counts = ObjType::ALL.into_iter().filter_map(ObjType::count_column);
    let known: Vec<&str> = counts.chain([MEMORY]).collect();
    let unknown = share.counts.keys().map(String::as_str).filter(|k| !known.contains(k));
    let mut parts: Vec<String> = (known.iter().copied().chain(unknown))
        .filter_map(|k| share.counts.get(k).filter(|n| **n > 0).map(|n| format!("{n} {k}")))
        .collect();
    for kind in BYTE_KINDS {
        match share.bytes.get(kind) {
            Some(n) if *n > 0 => parts.push(format!("{} {kind}", crate::output::units::size_exact(*n))),
            _ => {}
        }
    }
    if parts.is_empty() { "nothing".into() } else { parts.join(", ") }
}

/// "pid 1234 ze_workload (cgroup /system.slice/x, gitlab job 42)", as its journal knows it.
fn who_absent(p: &journal::Process) -> String {
    named(p.pid, &p.comm, [p.cgroup.as_ref().map(|cg| format!("cgroup {cg}")), p.ci_job.as_ref().map(|job| job.to_string())])
}

/// A line of `check`'s, through `output::printable`: it names what traced processes named.
macro_rules! say {
    ($($arg:tt)*) => { println!("{}", crate::output::printable(&format!($($arg)*))) };
}

pub fn print_lines(v: &Verdict, args: &CheckArgs) {
    let require_complete = args.require_complete;
    print_leaked(v, args.count_runtime);
    print_growing(v, args.max_growth_bytes_per_s);
    for j in v.unjudged() {
        let why = match j.unjudged.is_empty() {
            true => format!("calls of {} may be missing, so leaks could not be judged", j.summary.unseen_copies.join(", ")),
            false => format!(
                "events were lost, so leaks could not be judged: {} outstanding that a lost destroy may have freed, beyond {} if leaked",
                leftovers(&Share::of(&j.summary.objects.uncertain)),
                j.unjudged.join(", ")
            ),
        };
        say!("UNJUDGED {}: {why}; {} [{}]", j.summary.who(), j.summary.incomplete_reasons.join("; "), j.path.display());
    }
    for j in v.incomplete().filter(|j| !j.is_unjudged()) {
        let failing = if require_complete { "" } else { " (not failing: no --require-complete)" };
        let reasons = j.summary.incomplete_reasons.join("; ");
        say!("INCOMPLETE{failing} {}: {reasons} [{}]", j.summary.who(), j.path.display());
    }
    for a in &v.unseen {
        say!("UNSEEN {}: {} [{}]", who_absent(&a.process), a.why(args.wait), a.journal.display());
    }
    for a in &v.running {
        let failing = if require_complete { "" } else { " (not failing: no --require-complete)" };
        say!("RUNNING{failing} {}: {} [{}]", who_absent(&a.process), a.why(args.wait), a.journal.display());
    }
    for (path, s) in &v.never_loaded {
        say!("NOT TRACED {}: never loaded libze_loader while traced, nothing to judge [{}]", s.who(), path.display());
    }
    for (_, e) in &v.unreadable {
        say!("UNREADABLE {e}");
    }
    let note = closing_note(v);
    say!("{} of {} processes leaked{note}", v.leaked().count(), v.judged.len());
}

/// A LEAKED line per process that leaked, and under it its largest sites not allowed.
fn print_leaked(v: &Verdict, count_runtime: bool) {
    for j in v.leaked() {
        let uncertain = Share::of(&j.summary.objects.uncertain);
        let mut note = match leftovers(&uncertain).as_str() {
            "nothing" => String::new(),
            u => format!(" (of which uncertain, events lost: {u})"),
        };
        // Still leaks (never released), but the driver may have freed them with their parent.
        let orphans = &j.summary.objects.parent_destroyed;
        if !orphans.is_empty() {
            let each: Vec<String> = orphans.iter().map(|(ty, n)| format!("{n} {ty}")).collect();
            note += &format!(" (of which outlived their parent, destroyed first: {})", each.join(", "));
        }
        say!(
            "LEAKED {}: {}{note}; beyond {} [{}]",
            j.summary.who(),
            leftovers(&program_share(&j.summary, count_runtime)),
            j.beyond.join(", "),
            j.path.display()
        );
        if j.summary.sites.is_none() {
            say!("    (no leak sites: traced with --no-stacks)");
        }
        for site in j.new_sites.iter().take(5) {
            say!("    site: {}", allowed::describe(site));
        }
    }
}

/// A GROWING line per process still running whose sites grow beyond the limit, and its sites.
fn print_growing(v: &Verdict, max_growth: f64) {
    for j in v.growing() {
        let rate: f64 = j.growing.iter().map(|s| s.growth_bytes_per_s()).sum();
        say!(
            "GROWING {}: still running, {} {} growing, {rate:+.0} bytes/s ({:+.1} MiB an hour); beyond \
             --max-growth-bytes-per-s {} [{}]",
            j.summary.who(),
            j.growing.len(),
            if j.growing.len() == 1 { "site" } else { "sites" },
            rate * 3600.0 / (1u64 << 20) as f64,
            max_growth,
            j.path.display()
        );
        for site in j.growing.iter().take(5) {
            say!("    site: {:+.1} objects/s, {:+.0} bytes/s: {}", site.growth_objects_per_s(), site.growth_bytes_per_s(), allowed::describe(site));
        }
    }
}

/// The closing line's counts of what was not judged or not clean: "; 2 incomplete"….
fn closing_note(v: &Verdict) -> String {
    let mut note = String::new();
    if !v.never_loaded.is_empty() {
        note += &format!("; {} never loaded libze_loader (not judged)", v.never_loaded.len());
    }
    if !v.unreadable.is_empty() {
        note += &format!("; {} summaries unreadable", v.unreadable.len());
    }
    match v.unjudged().count() {
        0 => {}
        n => note += &format!("; {n} not judged (events lost, or calls missing)"),
    }
    match v.incomplete().count() {
        0 => {}
        n => note += &format!("; {n} incomplete"),
    }
    match v.growing().count() {
        0 => {}
        n => note += &format!("; {n} still running and growing"),
    }
    match v.no_object().count() {
        0 => {}
        n => note += &format!("; {n} made no Level Zero object"),
    }
    if !v.unseen.is_empty() {
        note += &format!("; {} unseen (no summary)", v.unseen.len());
    }
    if !v.running.is_empty() {
        note += &format!("; {} still running (no summary yet)", v.running.len());
    }
    note
}

/// The entries of a count map that are not 0.
fn nonzero<K: AsRef<str>>(m: impl IntoIterator<Item = (K, u64)>) -> BTreeMap<String, u64> {
    m.into_iter().filter(|(_, n)| *n > 0).map(|(k, n)| (k.as_ref().to_owned(), n)).collect()
}

pub fn to_json(v: &Verdict, args: &CheckArgs) -> Value {
    let process = |j: &Judged| {
        let s = &j.summary;
        let uncertain = Share::of(&s.objects.uncertain);
        json!({
            "pid": s.pid, "comm": s.comm, "exe": s.exe, "cgroup": s.cgroup, "ci_job": s.ci_job, "container": s.container,
            "summary": j.path, "complete": s.complete, "incomplete_reasons": s.incomplete_reasons,
            "outstanding": nonzero(s.outstanding.iter().map(|(k, n)| (k, *n))),
            "outstanding_memory_bytes": nonzero(s.outstanding_memory_bytes.iter()),
            "dropped_events": s.dropped_events,
            "kept": s.kept,
            "uncertain_outstanding": nonzero(uncertain.counts.iter().map(|(k, n)| (k, *n))),
            "uncertain_memory_bytes": nonzero(uncertain.bytes.iter().map(|(k, n)| (k, *n))),
            "parent_destroyed": s.objects.parent_destroyed,
            "beyond": j.beyond,
            "beyond_if_uncertain_leaked": j.unjudged,
            "unseen_copies": s.unseen_copies,
            "new_sites": j.new_sites.iter().map(allowed::describe).collect::<Vec<_>>(),
            "growing_sites": j.growing.iter().map(|s| json!({
                "site": allowed::describe(s),
                "growth_objects_per_s": s.growth_objects_per_s(),
                "growth_bytes_per_s": s.growth_bytes_per_s(),
            })).collect::<Vec<_>>(),
        })
    };
    let absent = |a: &Absent| {
        let p = &a.process;
        json!({"pid": p.pid, "comm": p.comm, "cgroup": p.cgroup, "ci_job": p.ci_job, "start_time": p.start_time,
               "reason": a.why(args.wait), "journal": a.journal, "daemon": a.daemon})
    };
    let code = v.code(args.require_complete);
    json!({
        "pass": code == exit::OK,
        "exit_code": code,
        "dir": args.dir,
        "processes": v.judged.len(),
        "leaked": v.leaked().map(process).collect::<Vec<_>>(),
        "unjudged": v.unjudged().map(process).collect::<Vec<_>>(),
        "growing": v.growing().map(process).collect::<Vec<_>>(),
        "incomplete": v.incomplete().map(process).collect::<Vec<_>>(),
        "no_object": v.no_object().count(),
        "never_loaded": v.never_loaded.iter().map(|(path, s)| json!({"pid": s.pid, "comm": s.comm, "summary": path})).collect::<Vec<_>>(),
        "unreadable": v.unreadable.iter().map(|(path, e)| json!({"summary": path, "error": e.to_string()})).collect::<Vec<_>>(),
        "unseen": v.unseen.iter().map(absent).collect::<Vec<_>>(),
        "running": v.running.iter().map(absent).collect::<Vec<_>>(),
    })
}
