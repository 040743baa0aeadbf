//! The Perfetto trace end to end: real runs of the fixture (the demo, a leaking lifecycle, a
//! Python leak) traced with `--perfetto`, and `report --perfetto` on their files and their
//! directory; each trace decoded by Perfetto's own Python bindings (`tests/perfetto_decode.py`,
//! `perfetto` 0.58.2 from PyPI in the venv `cargo xtask test` names) and checked against the CSV,
//! the summary and the workload's ground truth: a process track named as `check` names it, a
//! counter track per series that is ever non-zero with the CSV's values where they change, on
//! CLOCK_MONOTONIC as the clock snapshot says, an instant per outstanding object at its create
//! with its site's frames (Python's too), and the run's start, end and losses.
mod common;

use std::{
    collections::{BTreeMap, BTreeSet},
    path::{Path, PathBuf},
    process::{Command, Output},
};

use common::{python::*, *};
use serde_json::Value;

const LEAKS: &str = "kernel,event,device,host,shared,sampler,physical,virtual";

/// One test at a time: tracers side by side slow each other, and a Python process's frames are
/// named while it is held at its end (as tests/python.rs's take turns).
fn turn() -> std::sync::MutexGuard<'static, ()> {
    static TURN: std::sync::Mutex<()> = std::sync::Mutex::new(());
    TURN.lock().unwrap_or_else(|e| e.into_inner())
}

/// The trace at `path` as `perfetto_decode.py` reads it.
fn decode(path: &Path) -> Value {
    let python = std::env::var("ZE_TRACER_TEST_PERFETTO_PYTHON")
        .expect("ZE_TRACER_TEST_PERFETTO_PYTHON is not set: run the suite with `cargo xtask test`");
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/perfetto_decode.py");
    let out = Command::new(python).arg(script).arg(path).output().unwrap();
    assert!(out.status.success(), "{}: {}", path.display(), String::from_utf8_lossy(&out.stderr));
    let trace: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(trace["unknown_fields"], 0, "fields Perfetto's bindings do not know");
    assert!(trace.get("other").is_none(), "{}", trace["other"]);
    // Every trace of ours opens with the track that names ze-tracer.
    assert_eq!(trace["tracks"][0]["name"], "ze-tracer");
    trace
}

fn summary_of(dir: &Path, pid: u64) -> Value {
    serde_json::from_str(&std::fs::read_to_string(dir.join(format!("ze-tracer_pid{pid}.json"))).unwrap()).unwrap()
}

fn report(args: &[&Path]) -> Output {
    tracer().arg("report").arg("--perfetto").args(args).output().unwrap()
}

/// The one path `report` printed.
fn written(out: &Output) -> PathBuf {
    assert!(out.status.success(), "report failed: {}", String::from_utf8_lossy(&out.stderr));
    let lines: Vec<PathBuf> = String::from_utf8_lossy(&out.stdout).lines().map(PathBuf::from).collect();
    assert_eq!(lines.len(), 1, "{lines:?}");
    lines[0].clone()
}

/// One process of a trace: its tracks and events (by its packet sequence).
struct OfProcess<'a> {
    group: &'a Value,
    tracks: Vec<&'a Value>,
    events: Vec<&'a Value>,
}

impl<'a> OfProcess<'a> {
    /// The process whose group has `pid`.
    fn find(trace: &'a Value, pid: u64) -> OfProcess<'a> {
        let all = |k: &str| trace[k].as_array().unwrap().iter();
        let group = all("tracks").find(|t| t["process"]["pid"] == pid).unwrap_or_else(|| panic!("no process {pid}"));
        let seq = &group["seq"];
        let tracks = all("tracks").filter(|t| t["parent"] == group["uuid"]).collect();
        let events = all("events").filter(|e| &e["seq"] == seq).collect();
        OfProcess { group, tracks, events }
    }

    fn track(&self, name: &str) -> Option<&'a Value> {
        self.tracks.iter().copied().find(|t| t["name"] == name)
    }

    fn on(&self, track: &Value) -> Vec<&'a Value> {
        self.events.iter().copied().filter(|e| e["track"] == track["uuid"]).collect()
    }

    /// A counter track's (time, value) events.
    fn counter(&self, name: &str) -> Option<Vec<(u64, i64)>> {
        let t = self.track(name)?;
        Some(self.on(t).iter().map(|e| (e["ts"].as_u64().unwrap(), e["value"].as_i64().unwrap())).collect())
    }
}

/// The CSV's column as the trace should have it: (time on CLOCK_MONOTONIC, value) where the
/// value changes, from the first row.
fn change_points(cols: &BTreeMap<String, Vec<i64>>, column: &str, base_ns: u64, scale: i64) -> Vec<(u64, i64)> {
    let mut out: Vec<(u64, i64)> = vec![];
    for (t, v) in cols["TimeMs"].iter().zip(&cols[column]) {
        if out.last().is_none_or(|(_, last)| *last != v * scale) {
            out.push((base_ns + *t as u64 * 1_000_000, v * scale));
        }
    }
    out
}

/// The process `pid` of `trace` is its summary's and its CSV's, and its clock `base_ns` (its
/// tracking start, or 0 for a relative clock).
fn check_process(trace: &Value, dir: &Path, summary: &Value, base_ns: u64) {
    let pid = summary["pid"].as_u64().unwrap();
    let p = OfProcess::find(trace, pid);
    // Named as `check` names it; Perfetto's own process fields beside.
    let field = |k: &str| summary[k].as_str().unwrap();
    let who = format!("pid {pid} {} ({}, cgroup {}", field("comm"), field("exe"), field("cgroup"));
    assert!(p.group["name"].as_str().unwrap().starts_with(&who), "{} vs {who}", p.group["name"]);
    assert_eq!(p.group["process"]["name"], summary["comm"]);
    assert_eq!(p.group["process"]["cmdline"], serde_json::json!([summary["cmdline"]]));
    // On CLOCK_MONOTONIC; relative times on the trace's own clock, converted from none.
    let clock = if base_ns != 0 { Value::from("BUILTIN_CLOCK_MONOTONIC") } else { Value::Null };
    assert!(p.events.iter().all(|e| e["clock"] == clock), "every event's clock {clock}");

    let cols = csv_columns(&dir.join(format!("ze-tracer_pid{pid}.csv")));
    match cols.is_empty() {
        // No row: no counter.
        true => assert!(p.tracks.iter().all(|t| t.get("unit").is_none()), "{:?}", p.tracks),
        false => check_counters(&p, &cols, summary, base_ns),
    }
    check_objects(&p, summary, base_ns);
    check_run(&p, summary, base_ns);
}

/// Its counters are its CSV's series where they change, ending at what its summary holds.
fn check_counters(p: &OfProcess, cols: &BTreeMap<String, Vec<i64>>, summary: &Value, base_ns: u64) {
    let ever = |c: &str| cols[c].iter().any(|v| *v != 0);
    for column in COUNT_COLUMNS.into_iter().filter(|c| cols.contains_key(*c)) {
        match ever(column) {
            true => assert_eq!(p.counter(column), Some(change_points(cols, column, base_ns, 1)), "{column}"),
            false => assert!(p.track(column).is_none(), "{column} is 0 throughout: no track"),
        }
        // It ends at what the summary says is outstanding.
        if let Some(values) = p.counter(column) {
            assert_eq!(values.last().unwrap().1 as u64, outstanding(summary, column), "{column}");
        }
    }
    let total = p.counter("USM total bytes (TotalMemory_Bytes)");
    assert_eq!(total, ever("TotalMemory_Bytes").then(|| change_points(cols, "TotalMemory_Bytes", base_ns, 1)));
    let bytes = &summary["outstanding_memory_bytes"];
    for kind in ["device", "host", "shared"] {
        let last = p.counter(&format!("USM {kind} bytes")).map(|v| v.last().unwrap().1 as u64);
        assert_eq!(last.unwrap_or(0), bytes[kind].as_u64().unwrap(), "USM {kind}");
    }
    let rss = p.counter("VmRSS bytes");
    assert_eq!(rss, ever("VmRSS_KB").then(|| change_points(cols, "VmRSS_KB", base_ns, 1024)), "VmRSS");
}

/// An instant per outstanding object at its create, with its fields, on its site's track,
/// whose slice holds from its oldest create to the end; its frames as its site has them.
fn check_objects(p: &OfProcess, summary: &Value, base_ns: u64) {
    let end = summary["duration_ms"].as_u64().unwrap();
    let at = |age: u64| base_ns + (end - age) * 1_000_000;
    let objects = summary["objects"].as_array().unwrap();
    let instants = p.events.iter().copied().filter(|e| e["type"] == "TYPE_INSTANT" && e["annotations"]["handle"].is_string());
    let instants: Vec<&Value> = instants.collect();
    // (handle, API, size, time) of an object.
    let key = |o: &Value, ts: u64| (o["handle"].as_str().unwrap().to_owned(), o["api"].as_str().unwrap().to_owned(), o["size"].as_u64().unwrap(), ts);
    let of_trace: BTreeSet<_> = instants.iter().map(|e| key(&e["annotations"], e["ts"].as_u64().unwrap())).collect();
    let of_summary: BTreeSet<_> = objects.iter().map(|o| key(o, at(o["age_ms"].as_u64().unwrap()))).collect();
    assert_eq!(instants.len(), objects.len());
    assert_eq!(of_trace, of_summary);
    let sites = summary["sites"].as_array().unwrap();
    for (i, site) in sites.iter().enumerate() {
        let track = p.tracks.iter().find(|t| t["name"].as_str().unwrap().starts_with(&format!("site #{}: ", i + 1))).unwrap();
        let on = p.on(track);
        let begin: Vec<&&Value> = on.iter().filter(|e| e["type"] == "TYPE_SLICE_BEGIN").collect();
        assert_eq!(begin.len(), 1, "{track}");
        assert_eq!(begin[0]["ts"].as_u64(), Some(at(site["oldest_age_ms"].as_u64().unwrap())));
        let ends: Vec<u64> = on.iter().filter(|e| e["type"] == "TYPE_SLICE_END").map(|e| e["ts"].as_u64().unwrap()).collect();
        assert_eq!(ends, [at(0)], "held to the end of tracking");
        let made: Vec<&&Value> = on.iter().filter(|e| e["type"] == "TYPE_INSTANT").collect();
        assert_eq!(made.len() as u64, site["objects"].as_u64().unwrap(), "{track}");
        // Its frames, innermost first; the callstack outermost first, as Perfetto takes it.
        // A frame no symbol names is its file and offset.
        let name = |f: &Value| match (f["function"].as_str(), f["module"].as_str()) {
            (Some(function), _) => function.to_owned(),
            (None, Some(module)) => format!("{}+{:#x}", module.rsplit('/').next().unwrap(), f["offset"].as_u64().unwrap()),
            (None, None) => format!("{:#x}", f["addr"].as_u64().unwrap()),
        };
        let frames: Vec<String> = site["frames"].as_array().unwrap().iter().map(name).collect();
        for e in made {
            assert_eq!(e["annotations"]["site"], format!("#{}", i + 1));
            assert_eq!(e["annotations"]["frames"].as_array().unwrap().len(), frames.len());
            let stack: Vec<String> = e["callstack"].as_array().unwrap().iter().rev().map(|f| f[0].as_str().unwrap().to_owned()).collect();
            assert_eq!(stack, frames, "{e}");
            assert_eq!(e["annotations"].get("python_place"), site.get("python_place"));
        }
    }
}

/// `run`: its tracking's start (its clock said) and end (complete or not, its leaks).
fn check_run(p: &OfProcess, summary: &Value, base_ns: u64) {
    let run = p.on(p.track("run").unwrap());
    let began = run.iter().find(|e| e["name"] == "tracking began").unwrap();
    assert_eq!(began["ts"].as_u64(), Some(base_ns));
    let clock = began["annotations"]["clock"].as_str().unwrap();
    assert_eq!(clock.starts_with("CLOCK_MONOTONIC"), base_ns != 0, "{clock}");
    let ended = run.iter().find(|e| e["name"].as_str().unwrap().starts_with("tracking ended: ")).unwrap();
    assert_eq!(ended["name"], format!("tracking ended: {}", summary["ended"].as_str().unwrap()));
    assert_eq!(ended["ts"].as_u64(), Some(base_ns + summary["duration_ms"].as_u64().unwrap() * 1_000_000));
    for k in ["complete", "leaked_objects", "leaked_bytes"] {
        assert_eq!(ended["annotations"][k], summary[k], "{k}");
    }
}

/// The snapshot of process `seq`'s clocks is its summary's tracking start; MONOTONIC the trace's.
fn check_snapshot(trace: &Value, summary: &Value, seq: &Value) -> u64 {
    let start = &summary["tracking_start"];
    let snapshot = trace["snapshots"].as_array().unwrap().iter().find(|s| &s["seq"] == seq).unwrap();
    assert_eq!(snapshot["primary"], "BUILTIN_CLOCK_MONOTONIC");
    let clocks = &snapshot["clocks"];
    assert_eq!(clocks["BUILTIN_CLOCK_MONOTONIC"], start["monotonic_ns"]);
    assert_eq!(clocks["BUILTIN_CLOCK_BOOTTIME"], start["boottime_ns"]);
    assert_eq!(clocks["BUILTIN_CLOCK_REALTIME"], start["unix_ns"]);
    // This machine's CLOCK_MONOTONIC: tracking began before now.
    let mut now = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: clock_gettime writes only to `now`.
    unsafe { libc::clock_gettime(libc::CLOCK_MONOTONIC, &mut now) };
    let mono = start["monotonic_ns"].as_u64().unwrap();
    assert!(mono > 0 && mono < now.tv_sec as u64 * 1_000_000_000 + now.tv_nsec as u64, "{start}");
    mono
}

fn run_demo(dir: &Path) -> (Value, String) {
    run_workload(&["--perfetto"], dir, &["demo"])
}

/// The demo with `--perfetto`: its trace beside its summary as it ends, named on stderr, and
/// `report --perfetto` on its summary writes the same bytes. Decoded, it is its CSV's and its
/// summary's, and its held event and host buffers end where the ground truth says.
#[test]
fn the_demo_s_trace_is_its_csv_and_its_summary() {
    let _turn = turn();
    let dir = temp_dir("perfetto-demo");
    let (truth, stderr) = run_demo(&dir);
    let pid = truth["pid"].as_u64().unwrap();
    let live = dir.join(format!("ze-tracer_pid{pid}.pftrace"));
    assert!(stderr.contains(&format!("Perfetto trace {}", live.display())), "{stderr}");
    let by_daemon = std::fs::read(&live).unwrap();
    let json = dir.join(format!("ze-tracer_pid{pid}.json"));
    assert_eq!(written(&report(&[&json])), live);
    assert_eq!(std::fs::read(&live).unwrap(), by_daemon, "report and --perfetto write the same trace");

    let trace = decode(&live);
    let summary = summary_of(&dir, pid);
    let p = OfProcess::find(&trace, pid);
    let base = check_snapshot(&trace, &summary, &p.group["seq"]);
    check_process(&trace, &dir, &summary, base);
    // The truth: what the demo holds at its end is where its counters end.
    let events = p.counter("Events").unwrap();
    assert_eq!(events.last().unwrap().1 as u64, truth["outstanding"]["Events"].as_u64().unwrap());
    assert!(events.iter().any(|(_, v)| *v > 1), "the demo's events rise and fall: {events:?}");
    let host = p.counter("USM host bytes").unwrap();
    assert_eq!(host.last().unwrap().1 as u64, truth["outstanding_memory_bytes"]["host"].as_u64().unwrap());
}

/// A Python leak traced with `--perfetto`: its objects' events name their Python lines, the
/// truth's, as their site's callstack and annotations.
#[test]
fn a_python_leak_s_events_name_its_python_lines() {
    let _turn = turn();
    fixture();
    let (version, python) = pythons().into_iter().find(|(v, _)| *v == (3, 11)).expect("Debian's 3.11 among the suite's");
    let dir = temp_dir("perfetto-python");
    let script = script();
    let command = [python.as_os_str(), script.as_os_str(), "--hold".as_ref()];
    let (truth, out) = run_until_seen(&dir, (&["--perfetto"], &[]), &command, "PY_TRUTH", ("zeContextDestroy", 1), |_| {});
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let pid = truth["pid"].as_u64().unwrap();
    let trace = decode(&dir.join(format!("ze-tracer_pid{pid}.pftrace")));
    let summary = summary_of(&dir, pid);
    let base = summary["tracking_start"]["monotonic_ns"].as_u64().unwrap();
    check_process(&trace, &dir, &summary, base);
    let p = OfProcess::find(&trace, pid);
    // An event's Python frames, innermost first, from its callstack.
    let python_of = |e: &Value| -> Vec<(String, String, u64)> {
        let stack = e["callstack"].as_array().unwrap().iter().rev();
        let python = stack.filter(|f| f[1].as_str().is_some_and(|file| file.ends_with("leaks.py")));
        python.map(|f| (f[0].as_str().unwrap().to_owned(), "leaks.py".to_owned(), f[2].as_u64().unwrap())).collect()
    };
    let objects: Vec<&&Value> = p.events.iter().filter(|e| e["type"] == "TYPE_INSTANT" && e["annotations"]["handle"].is_string()).collect();
    for want in truth["sites"].as_array().unwrap() {
        let frames = truth_frames(want, version);
        let events: Vec<&&&Value> = objects.iter().filter(|e| python_of(e) == frames).collect();
        assert_eq!(events.len() as u64, want["objects"].as_u64().unwrap(), "{want}");
        for e in events {
            // The line to fix, and every frame as the report says it.
            let (function, _, line) = &frames[0];
            let place = e["annotations"]["python_place"].as_str().unwrap();
            assert!(place.starts_with(&format!("{function} (")) && place.ends_with(&format!("leaks.py:{line})")), "{place}");
            let text: Vec<&str> = e["annotations"]["frames"].as_array().unwrap().iter().map(|f| f.as_str().unwrap()).collect();
            assert!(text.iter().filter(|f| f.ends_with(" in Python")).count() >= frames.len(), "{text:?}");
        }
    }
}

/// A directory of two processes (the demo and a leaking lifecycle): one trace, both on one
/// timeline, each its own CSV's and summary's, each with its clock snapshot, in order of their
/// PIDs; rewritten by a second run, never over a file of its name that is not ours.
#[test]
fn a_directory_s_processes_share_one_timeline() {
    let _turn = turn();
    let dir = temp_dir("perfetto-dir");
    let (demo, _) = run_demo(&dir);
    let (lifecycle, _) = run_workload(&[], &dir, &["lifecycle", "--leak", LEAKS]);
    let path = written(&report(&[&dir]));
    assert_eq!(path, dir.join("ze-tracer.pftrace"));
    let first = std::fs::read(&path).unwrap();
    assert_eq!(written(&report(&[&dir])), path);
    assert_eq!(std::fs::read(&path).unwrap(), first, "the same trace again");

    let trace = decode(&path);
    let mut pids = vec![];
    for truth in [&demo, &lifecycle] {
        let pid = truth["pid"].as_u64().unwrap();
        let summary = summary_of(&dir, pid);
        let p = OfProcess::find(&trace, pid);
        let base = check_snapshot(&trace, &summary, &p.group["seq"]);
        check_process(&trace, &dir, &summary, base);
        pids.push(pid);
        // Its leaks, the truth's: every kind it leaked ends above none.
        for column in COUNT_COLUMNS.into_iter().filter(|c| truth["outstanding"][*c].as_u64().is_some_and(|n| n > 0)) {
            assert_eq!(p.counter(column).unwrap().last().unwrap().1 as u64, truth["outstanding"][column].as_u64().unwrap(), "{column}");
        }
    }
    // Both on MONOTONIC: the later process begins after the earlier ended.
    let groups: Vec<&Value> = trace["tracks"].as_array().unwrap().iter().filter(|t| t["process"].is_object()).collect();
    let order: Vec<u64> = groups.iter().map(|g| g["process"]["pid"].as_u64().unwrap()).collect();
    let mut sorted = pids.clone();
    sorted.sort();
    assert_eq!(order, sorted);
    let start = |pid: u64| summary_of(&dir, pid)["tracking_start"]["monotonic_ns"].as_u64().unwrap();
    let demo_end = start(pids[0]) + summary_of(&dir, pids[0])["duration_ms"].as_u64().unwrap() * 1_000_000;
    assert!(start(pids[1]) >= demo_end, "the lifecycle ran after the demo ended");

    // A file of the trace's name that is not a trace of ours is never replaced.
    std::fs::write(&path, "a user's file\n").unwrap();
    let out = report(&[&dir]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!((out.status.code(), err.lines().count()), (Some(6), 1), "{err}");
    assert!(err.contains("not a trace of ze-tracer's"), "{err}");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "a user's file\n");
}

/// A summary written before the tracking start was recorded: its trace is on a relative clock,
/// 0 its tracking's start, which its `run` track says; no clock snapshot claims otherwise.
#[test]
fn an_old_summary_s_trace_is_on_a_relative_clock() {
    let _turn = turn();
    let dir = temp_dir("perfetto-old");
    let (truth, _) = run_demo(&dir);
    let pid = truth["pid"].as_u64().unwrap();
    let json = dir.join(format!("ze-tracer_pid{pid}.json"));
    let mut summary = summary_of(&dir, pid);
    summary.as_object_mut().unwrap().remove("tracking_start");
    std::fs::write(&json, serde_json::to_string_pretty(&summary).unwrap()).unwrap();
    let trace = decode(&written(&report(&[&json])));
    assert_eq!(trace["snapshots"], serde_json::json!([]));
    check_process(&trace, &dir, &summary, 0);
    let p = OfProcess::find(&trace, pid);
    let began = p.on(p.track("run").unwrap()).into_iter().find(|e| e["name"] == "tracking began").unwrap();
    assert!(began["annotations"]["clock"].as_str().unwrap().starts_with("relative"), "{began}");
}

/// `--pid --perfetto`, stopped while the process runs: its trace is written as tracing stops,
/// its `run` track says tracing began while it ran and ended stopped, and its counters are its
/// CSV's (counted since the attach).
#[test]
fn an_attached_process_stopped_while_running_says_so() {
    let _turn = turn();
    let dir = temp_dir("perfetto-pid");
    let w = start_waiting(&["lifecycle", "--leak", "event,host"], &[]);
    let pid = w.pid;
    let (tracer, mut err, _) = attach(pid, &dir, &["--perfetto"]);
    // SAFETY: a signal to our own child.
    unsafe { libc::kill(tracer.id() as i32, libc::SIGINT) };
    let mut stderr = String::new();
    std::io::Read::read_to_string(&mut err, &mut stderr).unwrap();
    let mut tracer = tracer;
    assert_eq!(tracer.wait().unwrap().code(), Some(0), "{stderr}");
    finish_waiting(w);
    let path = dir.join(format!("ze-tracer_pid{pid}.pftrace"));
    assert!(stderr.contains(&format!("Perfetto trace {}", path.display())), "{stderr}");
    let trace = decode(&path);
    let summary = summary_of(&dir, pid as u64);
    assert_eq!((summary["ended"].as_str(), summary["attached"].as_bool()), (Some("stopped"), Some(true)));
    let p = OfProcess::find(&trace, pid as u64);
    let base = check_snapshot(&trace, &summary, &p.group["seq"]);
    check_process(&trace, &dir, &summary, base);
    let run = p.on(p.track("run").unwrap());
    let began = run.iter().find(|e| e["name"] == "tracking began").unwrap();
    assert!(began["annotations"]["attached"].as_str().is_some_and(|a| a.starts_with("tracing began while it ran")), "{began}");
}
