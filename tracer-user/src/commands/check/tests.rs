//! `check` through its command line: summaries (and journals) written to a directory, judged
//! as the gate judges them.
use std::{
    collections::BTreeMap,
    fs,
    path::PathBuf,
    time::{Duration, Instant},
};

use clap::Parser;
use serde_json::{Value, json};
use tracer_common::ObjType;

use crate::{
    exit::{self, Fatal},
    output::journal,
    process::ci_job::CiJob,
};

use super::{
    CheckArgs, args::parse_limit, evaluate,
    output::{leftovers, to_json},
    run,
    share::Share,
};

#[derive(Parser)]
struct Cli {
    #[command(flatten)]
    check: CheckArgs,
}

/// A fresh directory under the system's temp dir, removed on drop.
struct TempDir(PathBuf);
impl TempDir {
    fn new(name: &str) -> TempDir {
        let dir =
            std::env::temp_dir().join(format!("ze-tracer-check-{}-{name}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        TempDir(dir)
    }
    fn write(&self, name: &str, text: &str) {
        fs::write(self.0.join(name), text).unwrap();
    }
}
impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.0);
    }
}

/// A summary as the daemon writes it, with these outstanding counts and bytes.
fn summary(
    pid: u32,
    cgroup: Option<&str>,
    counts: &[(&str, u64)],
    bytes: &[(&str, u64)],
) -> String {
    let mut outstanding = serde_json::Map::new();
    for col in ObjType::ALL.into_iter().filter_map(ObjType::count_column) {
        outstanding.insert(col.into(), 0.into());
    }
    for (k, n) in counts {
        outstanding.insert((*k).into(), (*n).into());
    }
    let mut mem =
        json!({"device": 0, "host": 0, "shared": 0, "physical": 0, "virtual_reserved": 0});
    for (k, n) in bytes {
        mem[*k] = (*n).into();
    }
    let usm = ["device", "host", "shared"]
        .iter()
        .map(|k| mem[*k].as_u64().unwrap())
        .sum::<u64>();
    mem["total"] = usm.into();
    // One USM allocation per kind with bytes, as the daemon lists them.
    let objects: Vec<Value> = bytes
        .iter()
        .filter(|(k, _)| ["device", "host", "shared"].contains(k))
        .map(|(k, n)| json!({"type": "Memory", "memory": k, "api": "zeMemAllocHost", "handle": "0x1000", "size": n, "parent": "0x10", "thread": pid, "age_ms": 3}))
        .collect();
    json!({
        "pid": pid, "comm": "ze_workload", "exe": "/usr/bin/ze_workload", "start_time": 1,
        "cgroup": cgroup, "complete": true, "incomplete_reasons": [], "dropped_events": 0,
        "duration_ms": 12, "csv": format!("/out/ze-tracer_pid{pid}.csv"), "rows": 20,
        "leaked": !counts.is_empty() || !bytes.is_empty(),
        "calls": {"zeContextCreate": 1}, "failed_calls": {}, "unknown_destroys": {},
        "outstanding": outstanding, "outstanding_memory_bytes": mem,
        "objects": objects,
        "growth_leaks_kb": {"total": 0}, "anomalies": 0,
    })
    .to_string()
}

fn check(dir: &TempDir, flags: &[&str]) -> Result<i32, Fatal> {
    let argv = ["check", dir.0.to_str().unwrap()]
        .into_iter()
        .chain(flags.iter().copied());
    run(&Cli::try_parse_from(argv).unwrap().check)
}

#[test]
fn clean_processes_pass_and_other_files_are_ignored() {
    let dir = TempDir::new("pass");
    dir.write("ze-tracer_pid10.json", &summary(10, None, &[], &[]));
    dir.write("ze-tracer_pid10.1.json", &summary(10, None, &[], &[]));
    // A temporary being written, a CSV and a stranger: none is a summary.
    dir.write(".ze-tracer_pid11.json.tmp99", "{\"pid\": 11, \"compl");
    dir.write("ze-tracer_pid11.csv", "CallNumber,TimeMs\n");
    dir.write("notes.json", "not json");
    let v = evaluate(
        &Cli::try_parse_from(["check", dir.0.to_str().unwrap()])
            .unwrap()
            .check,
    );
    assert_eq!(v.unwrap().judged.len(), 2);
    assert_eq!(check(&dir, &[]).unwrap(), exit::OK);
}

#[test]
fn leaked_bytes_fail_unless_allowed() {
    let dir = TempDir::new("bytes");
    dir.write(
        "ze-tracer_pid20.json",
        &summary(20, None, &[], &[("host", 4096), ("physical", 100)]),
    );
    assert_eq!(check(&dir, &[]).unwrap(), exit::LEAKED);
    assert_eq!(
        check(&dir, &["--max-leaked-bytes", "4095"]).unwrap(),
        exit::LEAKED
    );
    // Its USM allocation is an object too.
    assert_eq!(check(&dir, &["--max-leaked-bytes", "4196"]).unwrap(), exit::LEAKED);
    assert_eq!(
        check(&dir, &["--max-leaked-bytes", "4196", "--max-leaked-objects", "1"]).unwrap(),
        exit::OK
    );
}

#[test]
fn leaked_objects_fail_unless_allowed() {
    let dir = TempDir::new("objects");
    dir.write(
        "ze-tracer_pid30.json",
        &summary(30, None, &[("CommandLists", 1), ("Events", 2)], &[]),
    );
    dir.write("ze-tracer_pid31.json", &summary(31, None, &[], &[]));
    let args = Cli::try_parse_from(["check", dir.0.to_str().unwrap()])
        .unwrap()
        .check;
    let v = evaluate(&args).unwrap();
    let leaked: Vec<_> = v.leaked().map(|j| j.summary.pid).collect();
    assert_eq!(leaked, [30]);
    assert_eq!(
        v.leaked().next().unwrap().beyond,
        ["--max-leaked-objects 0"]
    );
    assert_eq!(leftovers(&Share::outstanding(&v.judged[0].summary)), "1 CommandLists, 2 Events");
    assert_eq!(
        check(&dir, &["--max-leaked-objects", "2"]).unwrap(),
        exit::LEAKED
    );
    assert_eq!(
        check(&dir, &["--max-leaked-objects", "3"]).unwrap(),
        exit::OK
    );
}

#[test]
fn a_type_with_its_own_limit_leaves_the_sums() {
    let dir = TempDir::new("per-type");
    dir.write(
        "ze-tracer_pid40.json",
        &summary(
            40,
            None,
            &[("Events", 5), ("Kernels", 1)],
            &[("host", 64), ("device", 8)],
        ),
    );
    let allow = |flags: &[&str]| check(&dir, flags).unwrap();
    assert_eq!(
        allow(&[
            "--max", "Events=5", "--max", "kernel=1", "--max", "host=64", "--max", "DEVICE=8", "--max", "memory=2"
        ]),
        exit::OK
    );
    // The two USM allocations are objects too, as the report counts them.
    assert_eq!(allow(&["--max", "Events=5", "--max", "kernel=1", "--max", "host=64", "--max", "DEVICE=8"]), exit::LEAKED);
    assert_eq!(allow(&["--max", "Events=5", "--max", "kernel=1", "--max", "total=72", "--max", "Memory=2"]), exit::OK);
    assert_eq!(allow(&["--max", "Events=5", "--max", "kernel=1", "--max", "total=71", "--max", "Memory=2"]), exit::LEAKED);
    // Events over its own limit; the sums are clean.
    assert_eq!(
        allow(&[
            "--max",
            "events=4",
            "--max",
            "Kernels=1",
            "--max-leaked-bytes",
            "72"
        ]),
        exit::LEAKED
    );
    // Events within its own; the Kernel left is still judged by --max-leaked-objects.
    assert_eq!(
        allow(&["--max", "Events=5", "--max-leaked-bytes", "72"]),
        exit::LEAKED
    );
    assert_eq!(
        allow(&[
            "--max",
            "Events=5",
            "--max-leaked-objects",
            "3",
            "--max-leaked-bytes",
            "72"
        ]),
        exit::OK
    );

    assert!(
        parse_limit("Widgets=1")
            .unwrap_err()
            .contains("CommandLists")
    );
    assert!(parse_limit("Events").is_err());
    assert!(parse_limit("Events=-1").is_err());
    assert_eq!(
        parse_limit("virtualmemreservations=3").unwrap(),
        ("VirtualMemReservations".into(), 3)
    );
    // Every name the summary gives a type or a kind of bytes.
    for (name, key) in [("Memory", "Memory"), ("PooledMemory", "Memory"), ("PhysicalMem", "PhysicalMems"), ("virtual_reserved", "virtual_reserved"), ("total", "total")] {
        assert_eq!(parse_limit(&format!("{name}=1")).unwrap(), (key.into(), 1), "{name}");
    }
}

/// A process that names another job in its environment (a tenant framing it) is told
/// apart by what it cannot rewrite: its cgroup and when it started.
#[test]
fn a_process_claiming_another_job_is_told_apart_by_cgroup_and_start() {
    let dir = TempDir::new("framed");
    let job = "/system.slice/ci-job-42.scope";
    let claiming = |s: String, started: u64| {
        let mut s: serde_json::Value = serde_json::from_str(&s).unwrap();
        s["ci_job"] = json!({"provider": "gitlab", "id": "42"});
        s["start_time"] = started.into();
        s.to_string()
    };
    let own = claiming(summary(50, Some(job), &[], &[]), 2_000_000);
    let framer = claiming(summary(51, Some("/user.slice/user-65534.slice"), &[("Events", 1)], &[]), 2_000_000);
    let earlier = claiming(summary(52, Some(job), &[("Events", 1)], &[]), 1_000_000);
    for (name, s) in [("50", &own), ("51", &framer), ("52", &earlier)] {
        dir.write(&format!("ze-tracer_pid{name}.json"), s);
    }
    assert_eq!(check(&dir, &["--job", "42"]).unwrap(), exit::LEAKED);
    assert_eq!(check(&dir, &["--job", "42", "--cgroup", "ci-job-42.scope"]).unwrap(), exit::LEAKED);
    assert_eq!(check(&dir, &["--job", "42", "--cgroup", "ci-job-42.scope", "--since", "@2000"]).unwrap(), exit::OK);
    assert_eq!(check(&dir, &["--since", "@3000"]).unwrap(), exit::NOTHING_JUDGED);
}

#[test]
fn cgroup_filter_judges_only_that_job() {
    let dir = TempDir::new("cgroup");
    let job = "/system.slice/ci-job-42.scope";
    dir.write("ze-tracer_pid50.json", &summary(50, Some(job), &[], &[]));
    dir.write(
        "ze-tracer_pid51.json",
        &summary(
            51,
            Some("/system.slice/ci-job-7.scope"),
            &[("Contexts", 1)],
            &[],
        ),
    );
    dir.write(
        "ze-tracer_pid52.json",
        &summary(52, None, &[("Contexts", 1)], &[]),
    );
    assert_eq!(check(&dir, &[]).unwrap(), exit::LEAKED);
    assert_eq!(check(&dir, &["--cgroup", "ci-job-42.scope"]).unwrap(), exit::OK);
    assert_eq!(check(&dir, &["--cgroup", "system.slice/ci-job-7.scope"]).unwrap(), exit::LEAKED);
    // Whole components: a prefix of another job's scope is none of its.
    assert_eq!(check(&dir, &["--cgroup", "ci-job-4"]).unwrap(), exit::NOTHING_JUDGED);
    // A filter matching nothing judged nothing: that is no pass, unless allowed.
    assert_eq!(check(&dir, &["--cgroup", "ci-job-99.scope"]).unwrap(), exit::NOTHING_JUDGED);
    assert_eq!(check(&dir, &["--cgroup", "ci-job-99.scope", "--allow-none"]).unwrap(), exit::OK);
    let empty = TempDir::new("cgroup-empty");
    assert_eq!(check(&empty, &["--cgroup", "ci-job-42.scope"]).unwrap(), exit::NOTHING_JUDGED);
}

#[test]
fn job_filter_judges_only_that_job_in_a_shared_cgroup() {
    let dir = TempDir::new("job");
    let runner = Some("/system.slice/gitlab-runner.service");
    let with_job = |pid, job: serde_json::Value, counts: &[(&str, u64)]| {
        let mut s: serde_json::Value = serde_json::from_str(&summary(pid, runner, counts, &[])).unwrap();
        s["ci_job"] = job;
        s.to_string()
    };
    dir.write("ze-tracer_pid60.json", &with_job(60, json!({"provider": "gitlab", "id": "4242", "name": "unit"}), &[]));
    dir.write("ze-tracer_pid61.json", &with_job(61, json!({"provider": "gitlab", "id": "4243", "name": "gpu"}), &[("Contexts", 1)]));
    dir.write("ze-tracer_pid62.json", &with_job(62, json!({"provider": "github", "id": "99", "name": "build"}), &[]));
    dir.write("ze-tracer_pid63.json", &with_job(63, json!({"provider": "github", "id": "99", "name": "test"}), &[("Contexts", 1)]));
    assert_eq!(check(&dir, &["--job", "4242"]).unwrap(), exit::OK);
    assert_eq!(check(&dir, &["--job", "4243", "--cgroup", "gitlab-runner.service"]).unwrap(), exit::LEAKED);
    assert_eq!(check(&dir, &["--job", "99/build"]).unwrap(), exit::OK);
    assert_eq!(check(&dir, &["--job", "99"]).unwrap(), exit::LEAKED);
    assert_eq!(check(&dir, &["--job", "4244"]).unwrap(), exit::NOTHING_JUDGED);
    assert_eq!(check(&dir, &["--job", "4242", "--cgroup", "other.scope"]).unwrap(), exit::NOTHING_JUDGED);
}

#[test]
fn incomplete_fails_only_when_required() {
    let dir = TempDir::new("incomplete");
    let text = summary(60, None, &[], &[]).replace(
        "\"complete\":true,\"incomplete_reasons\":[]",
        "\"complete\":false,\"incomplete_reasons\":[\"3 events dropped\"]",
    );
    assert!(text.contains("events dropped"));
    dir.write("ze-tracer_pid60.json", &text);
    assert_eq!(check(&dir, &[]).unwrap(), exit::OK);
    assert_eq!(check(&dir, &["--require-complete"]).unwrap(), exit::LEAKED);
}

/// A summary of a process that lost events: its objects (type, api, bytes, site, whether
/// uncertain) and its sites' (function, [(api, n)], host bytes); counts follow the objects.
fn lost_summary(pid: u32, objects: &[(&str, &str, u64, usize, bool)], sites: &[(&str, &[(&str, u64)], u64)]) -> String {
    let mut counts: BTreeMap<&str, u64> = BTreeMap::new();
    let mut host = 0;
    for (ty, _, size, _, _) in objects {
        match ObjType::ALL.into_iter().find(|t| t.name() == *ty).unwrap().count_column() {
            Some(col) => *counts.entry(col).or_default() += 1,
            None => host += size,
        }
    }
    let counts: Vec<(&str, u64)> = counts.into_iter().collect();
    let mut s: Value = serde_json::from_str(&summary(pid, None, &counts, &[("host", host)])).unwrap();
    s["complete"] = false.into();
    s["dropped_events"] = 60393.into();
    s["incomplete_reasons"] = json!(["60393 of its events were dropped (ring buffer full)"]);
    s["objects"] = objects
        .iter()
        .map(|(ty, api, size, site, uncertain)| {
            let memory = (*ty == "Memory").then_some("host");
            json!({"type": ty, "memory": memory, "api": api, "handle": "0x1", "size": size, "parent": "0x0",
                   "thread": pid, "age_ms": 1, "site": site, "uncertain": uncertain})
        })
        .collect();
    s["sites"] = sites
        .iter()
        .map(|(function, apis, bytes)| {
            let apis: BTreeMap<&str, u64> = apis.iter().copied().collect();
            let mut types: BTreeMap<&str, u64> = BTreeMap::new();
            for (api, n) in &apis {
                let ty = tracer_common::api_of(tracer_common::api_named(api).unwrap()).obj.name();
                *types.entry(ty).or_default() += n;
            }
            let memory = if *bytes > 0 { json!({"host": bytes}) } else { json!({}) };
            json!({"objects": apis.values().sum::<u64>(), "bytes": bytes, "apis": apis, "types": types, "memory": memory,
                   "oldest_age_ms": 1, "frames": [{"addr": 1, "function": function}]})
        })
        .collect();
    s.to_string()
}

const CONTEXT: &str = "zeContextCreate";
const HOST: &str = "zeMemAllocHost";

#[test]
fn objects_a_lost_destroy_may_have_freed_are_not_judged_leaks() {
    let dir = TempDir::new("unjudged");
    let objects = [("Context", CONTEXT, 0, 0, true), ("Memory", HOST, 4096, 1, true)];
    let sites: [(&str, &[(&str, u64)], u64); 2] = [("setup", &[(CONTEXT, 1)], 0), ("work", &[(HOST, 1)], 4096)];
    dir.write("ze-tracer_pid90.json", &lost_summary(90, &objects, &sites));
    dir.write("ze-tracer_pid91.json", &summary(91, None, &[], &[]));
    assert_eq!(check(&dir, &[]).unwrap(), exit::INCOMPLETE);
    // Within the limits even if they all leaked: judged, and passing.
    assert_eq!(check(&dir, &["--max-leaked-objects", "2", "--max-leaked-bytes", "4096"]).unwrap(), exit::OK);
    // Within one limit only: still not judged.
    assert_eq!(check(&dir, &["--max-leaked-objects", "2"]).unwrap(), exit::INCOMPLETE);
    // --require-complete fails it, as any incomplete summary.
    assert_eq!(check(&dir, &["--require-complete"]).unwrap(), exit::LEAKED);
    let args = Cli::try_parse_from(["check", dir.0.to_str().unwrap(), "--json"]).unwrap().check;
    let v = to_json(&evaluate(&args).unwrap(), &args);
    assert_eq!((v["pass"].as_bool(), v["exit_code"].as_i64()), (Some(false), Some(11)));
    assert_eq!((v["leaked"].as_array().unwrap().len(), v["unjudged"][0]["pid"].as_u64()), (0, Some(90)));
    assert_eq!(v["unjudged"][0]["uncertain_outstanding"], json!({"Contexts": 1, "Memory": 1}));
    assert_eq!(v["unjudged"][0]["uncertain_memory_bytes"], json!({"host": 4096}));
}

/// A process whose loader copy was armed late or never: nothing leaked that was seen, but
/// its calls may be missing, so green would say what nobody saw. Not judged (11), a certain
/// leak still fails (10), and a process still running is judged by its growth alone.
#[test]
fn a_process_whose_calls_may_be_missing_is_not_judged() {
    let dir = TempDir::new("unseen");
    let mut s: Value = serde_json::from_str(&summary(92, None, &[], &[])).unwrap();
    s["complete"] = false.into();
    s["unseen_copies"] = json!(["/opt/libze_loader.so.1"]);
    s["incomplete_reasons"] = json!(["/opt/libze_loader.so.1 was loaded through an ld.so not yet probed"]);
    dir.write("ze-tracer_pid92.json", &s.to_string());
    assert_eq!(check(&dir, &[]).unwrap(), exit::INCOMPLETE);
    assert_eq!(check(&dir, &["--require-complete"]).unwrap(), exit::LEAKED);
    let args = Cli::try_parse_from(["check", dir.0.to_str().unwrap(), "--json"]).unwrap().check;
    let v = to_json(&evaluate(&args).unwrap(), &args);
    assert_eq!((v["exit_code"].as_i64(), v["unjudged"][0]["unseen_copies"].clone()), (Some(11), json!(["/opt/libze_loader.so.1"])));
    // The same with a leak beyond the limits: that fails it.
    let mut leaked: Value = serde_json::from_str(&summary(93, None, &[("Contexts", 1)], &[])).unwrap();
    leaked["unseen_copies"] = s["unseen_copies"].clone();
    dir.write("ze-tracer_pid93.json", &leaked.to_string());
    assert_eq!(check(&dir, &[]).unwrap(), exit::LEAKED);
}

/// An allocation whose context the program destroyed first is still its leak, as the
/// validation layer counts it; the verdict says how many outlived their parent.
#[test]
fn objects_that_outlived_their_parent_are_leaks_and_said_so() {
    let dir = TempDir::new("orphans");
    let mut s: Value = serde_json::from_str(&summary(94, None, &[], &[("device", 1 << 20)])).unwrap();
    s["objects"][0]["parent_destroyed"] = json!({"type": "Context", "handle": "0x10", "at_ms": 5});
    dir.write("ze-tracer_pid94.json", &s.to_string());
    assert_eq!(check(&dir, &[]).unwrap(), exit::LEAKED);
    assert_eq!(check(&dir, &["--max-leaked-objects", "1", "--max-leaked-bytes", "1048576"]).unwrap(), exit::OK);
    let args = Cli::try_parse_from(["check", dir.0.to_str().unwrap(), "--json"]).unwrap().check;
    let v = to_json(&evaluate(&args).unwrap(), &args);
    assert_eq!(v["leaked"][0]["parent_destroyed"], json!({"Context": 1}));
}

#[test]
fn a_certain_leak_beyond_the_limits_still_fails_as_a_leak() {
    let dir = TempDir::new("certain");
    // The buffer was made after the last lost event: a certain leak; the context not.
    let objects = [("Context", CONTEXT, 0, 0, true), ("Memory", HOST, 4096, 1, false)];
    let sites: [(&str, &[(&str, u64)], u64); 2] = [("setup", &[(CONTEXT, 1)], 0), ("work", &[(HOST, 1)], 4096)];
    dir.write("ze-tracer_pid92.json", &lost_summary(92, &objects, &sites));
    assert_eq!(check(&dir, &[]).unwrap(), exit::LEAKED);
    assert_eq!(check(&dir, &["--max-leaked-bytes", "4096", "--max", "Memory=1"]).unwrap(), exit::INCOMPLETE);
    assert_eq!(check(&dir, &["--max-leaked-bytes", "4096", "--max", "Memory=1", "--max", "Contexts=1"]).unwrap(), exit::OK);
}

#[test]
fn an_allowed_site_takes_off_only_its_own_uncertain_objects() {
    let dir = TempDir::new("allowed-uncertain");
    // Two contexts: an uncertain one from an allowed site, a certain one from another.
    let objects = [("Context", CONTEXT, 0, 0, true), ("Context", CONTEXT, 0, 1, false)];
    let sites: [(&str, &[(&str, u64)], u64); 2] = [("cache_init", &[(CONTEXT, 1)], 0), ("work", &[(CONTEXT, 1)], 0)];
    dir.write("ze-tracer_pid93.json", &lost_summary(93, &objects, &sites));
    dir.write("allow.txt", "cache_init\n");
    let allow = dir.0.join("allow.txt");
    // The certain one is no less a leak for the other being both allowed and uncertain.
    assert_eq!(check(&dir, &["--allow-site", allow.to_str().unwrap()]).unwrap(), exit::LEAKED);
    assert_eq!(check(&dir, &["--allow-site", allow.to_str().unwrap(), "--max-leaked-objects", "1"]).unwrap(), exit::OK);
    // Without the allowance, the uncertain one would make two: not judged.
    assert_eq!(check(&dir, &["--max-leaked-objects", "1"]).unwrap(), exit::INCOMPLETE);
}

#[test]
fn empty_dir_passes_missing_dir_is_usage() {
    let dir = TempDir::new("empty");
    assert_eq!(check(&dir, &[]).unwrap(), exit::OK);
    assert_eq!(check(&dir, &["--json"]).unwrap(), exit::OK);
    let missing = TempDir(dir.0.join("missing"));
    assert_eq!(check(&missing, &[]).unwrap_err().code(), exit::USAGE);
}

#[test]
fn malformed_summary_is_named_and_the_others_judged() {
    let dir = TempDir::new("malformed");
    dir.write("ze-tracer_pid70.json", &summary(70, None, &[], &[]));
    dir.write("ze-tracer_pid71.2.json", "{\"pid\": 71, \"comm\": \"x\"");
    let args = Cli::try_parse_from(["check", dir.0.to_str().unwrap()]).unwrap().check;
    let v = evaluate(&args).unwrap();
    assert_eq!((v.judged.len(), v.unreadable.len()), (1, 1));
    let msg = v.unreadable[0].1.to_string();
    assert!(msg.contains("ze-tracer_pid71.2.json") && !msg.contains('\n'), "{msg}");
    assert_eq!(check(&dir, &[]).unwrap(), exit::INTERNAL);
    // A leak among the readable ones still says leaked.
    dir.write("ze-tracer_pid72.json", &summary(72, None, &[("Events", 1)], &[]));
    assert_eq!(check(&dir, &[]).unwrap(), exit::LEAKED);
}

/// A process that never loaded Level Zero is not judged: alone, nothing was (13).
#[test]
fn a_process_that_never_loaded_level_zero_is_not_judged() {
    let dir = TempDir::new("never-loaded");
    let mut s: Value = serde_json::from_str(&summary(73, None, &[], &[])).unwrap();
    s["loaded_level_zero"] = false.into();
    dir.write("ze-tracer_pid73.json", &s.to_string());
    assert_eq!(check(&dir, &[]).unwrap(), exit::NOTHING_JUDGED);
    assert_eq!(check(&dir, &["--allow-none"]).unwrap(), exit::OK);
    dir.write("ze-tracer_pid74.json", &summary(74, None, &[], &[]));
    let args = Cli::try_parse_from(["check", dir.0.to_str().unwrap()]).unwrap().check;
    let v = evaluate(&args).unwrap();
    assert_eq!((v.judged.len(), v.never_loaded.len()), (1, 1));
    assert_eq!(check(&dir, &[]).unwrap(), exit::OK);
}

#[test]
fn json_verdict_names_offenders() {
    let dir = TempDir::new("json");
    dir.write(
        "ze-tracer_pid80.json",
        &summary(80, Some("/a.scope"), &[("Fences", 1)], &[]),
    );
    let args = Cli::try_parse_from(["check", dir.0.to_str().unwrap(), "--json"])
        .unwrap()
        .check;
    let v = to_json(&evaluate(&args).unwrap(), &args);
    assert_eq!(v["pass"], false);
    assert_eq!(v["leaked"][0]["pid"], 80);
    assert_eq!(v["leaked"][0]["cgroup"], "/a.scope");
    assert_eq!(v["leaked"][0]["outstanding"], json!({"Fences": 1}));
}

/// A CI job's process, as a summary and as a journal's record name it.
fn job_summary(pid: u32, job: &str, counts: &[(&str, u64)]) -> String {
    let mut s: Value = serde_json::from_str(&summary(pid, None, counts, &[])).unwrap();
    s["ci_job"] = json!({"provider": "gitlab", "id": job});
    s.to_string()
}

fn job_process(pid: u32, job: &str, ticks: Option<u64>) -> journal::Process {
    let ci_job = Some(CiJob { provider: "gitlab".into(), id: job.into(), name: None });
    journal::Process { pid, comm: "ze_workload".into(), start_time: Some(1), start_ticks: ticks, ci_job, ..Default::default() }
}

/// A PID no process has now: that of a process that ran and was reaped.
fn gone_pid() -> u32 {
    let mut child = std::process::Command::new("true").spawn().unwrap();
    child.wait().unwrap();
    child.id()
}

fn verdict_json(dir: &TempDir, flags: &[&str]) -> Value {
    let argv = ["check", dir.0.to_str().unwrap(), "--json"].into_iter().chain(flags.iter().copied());
    let args = Cli::try_parse_from(argv).unwrap().check;
    to_json(&evaluate(&args).unwrap(), &args)
}

/// What the journal says was there and is not: a process its daemon, killed, never wrote
/// the summary of, and one the process cap left out. The job's other summary is clean, yet
/// the gate cannot pass: 11, 10 with --require-complete, and a job with no summary at all
/// but unseen processes was not "nothing".
#[test]
fn a_process_the_journal_names_without_a_summary_is_unseen() {
    let dir = TempDir::new("unseen-journal");
    let out = crate::process::out_dir::OutDir::open(&dir.0).unwrap();
    dir.write("ze-tracer_pid10.json", &job_summary(10, "42", &[]));
    let killed = journal::Daemon { pid: gone_pid(), start_ticks: Some(1), boot_id: crate::process::facts::boot_id(), ..Default::default() };
    let j = journal::Journal::open(&out, killed.clone(), journal::part_bytes(None)).unwrap();
    j.tracked(job_process(10, "42", None), "ze-tracer_pid10.json");
    j.tracked(job_process(11, "42", None), "ze-tracer_pid11.json");
    j.skipped(job_process(12, "42", None), "--max-processes was reached");
    j.tracked(job_process(13, "99", None), "ze-tracer_pid13.json");
    assert_eq!(check(&dir, &["--job", "42"]).unwrap(), exit::INCOMPLETE);
    assert_eq!(check(&dir, &["--job", "42", "--require-complete"]).unwrap(), exit::LEAKED);
    let v = verdict_json(&dir, &["--job", "42"]);
    assert_eq!((v["processes"].as_u64(), v["exit_code"].as_i64()), (Some(1), Some(11)), "{v}");
    let unseen: Vec<(u64, &str)> = v["unseen"].as_array().unwrap().iter().map(|u| (u["pid"].as_u64().unwrap(), u["reason"].as_str().unwrap())).collect();
    let never = format!("its summary was never written: the daemon tracking it (pid {}) was killed before it ended", killed.pid);
    assert_eq!(unseen, [(11, never.as_str()), (12, "not tracked: --max-processes was reached")]);
    assert_eq!(check(&dir, &["--job", "99"]).unwrap(), exit::INCOMPLETE);
    assert_eq!(check(&dir, &["--job", "7"]).unwrap(), exit::NOTHING_JUDGED);
    // A leak among the summaries still says leaked.
    dir.write("ze-tracer_pid14.json", &job_summary(14, "42", &[("Events", 1)]));
    assert_eq!(check(&dir, &["--job", "42"]).unwrap(), exit::LEAKED);
}

/// From a daemon that runs (this process): a summary on its way is waited for, up to
/// --wait, and judged once there; not in time, it is unseen. A process still running is
/// listed, and fails only with --require-complete.
#[test]
fn check_waits_for_a_summary_on_its_way_and_lists_the_running() {
    let dir = TempDir::new("wait-journal");
    let out = crate::process::out_dir::OutDir::open(&dir.0).unwrap();
    let j = journal::Journal::open(&out, journal::Daemon::this("system-wide", vec![]), journal::part_bytes(None)).unwrap();
    let pid = gone_pid();
    j.tracked(job_process(pid, "42", Some(1)), &format!("ze-tracer_pid{pid}.json"));
    let start = Instant::now();
    assert_eq!(check(&dir, &["--job", "42", "--wait", "0"]).unwrap(), exit::INCOMPLETE);
    assert!(start.elapsed() < Duration::from_secs(1));
    let v = verdict_json(&dir, &["--job", "42", "--wait", "0"]);
    assert!(v["unseen"][0]["reason"].as_str().unwrap().starts_with("its summary was not written within --wait 0s"), "{v}");
    let (path, text) = (dir.0.join(format!("ze-tracer_pid{pid}.json")), job_summary(pid, "42", &[("Events", 1)]));
    let writer = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(500));
        fs::write(path, text).unwrap();
    });
    let start = Instant::now();
    assert_eq!(check(&dir, &["--job", "42", "--wait", "20"]).unwrap(), exit::LEAKED);
    assert!(start.elapsed() >= Duration::from_millis(400) && start.elapsed() < Duration::from_secs(10), "{:?}", start.elapsed());
    writer.join().unwrap();
    // This very process, tracked and alive: running, not failing unless asked.
    let me = std::process::id();
    j.tracked(job_process(me, "43", crate::process::facts::start_ticks(me)), "ze-tracer_pid1.json");
    assert_eq!(check(&dir, &["--job", "43"]).unwrap(), exit::OK);
    assert_eq!(check(&dir, &["--job", "43", "--require-complete"]).unwrap(), exit::LEAKED);
    let v = verdict_json(&dir, &["--job", "43"]);
    assert_eq!((v["running"][0]["pid"].as_u64(), v["unseen"].as_array().map(Vec::len)), (Some(me as u64), Some(0)), "{v}");
}
