//! Leak sites end to end: `ze_sites` (built as distributions build: -O2, no frame pointers,
//! DWARF) leaks from known functions in known files, through two call paths, two threads, a
//! shared library of its own and a dlopen'ed plugin, and prints where (SITES_TRUTH). The
//! report, the summary and the pprof profile must name exactly those sites. Needs root
//! (`cargo xtask test`).
//!
//! Most run it with `--hold`: it waits at its end until the daemon has seen every call. The
//! program itself (not its libraries) is opened through /proc while it lives, and one that
//! exits before the daemon reads its first call would have its own frames unnamed.
mod common;

use std::{
    io::{BufRead, BufReader, Read, Write},
    path::Path,
    process::{Command, Output, Stdio},
};

use common::*;
use serde_json::Value;

fn sites_command(bin: &Path) -> Command {
    let mut cmd = Command::new(bin);
    cmd.env("ZE_ENABLE_ALT_DRIVERS", fixture().join("libze_fake.so"));
    cmd
}

/// `ze-tracer -o DIR TRACER_ARGS -- ze_sites`.
fn run_sites(dir: &Path, tracer_args: &[&str]) -> Output {
    let out = tracer()
        .arg("--output-dir")
        .arg(dir)
        .args(tracer_args)
        .arg("--")
        .arg(fixture().join("ze_sites"))
        .env("ZE_ENABLE_ALT_DRIVERS", fixture().join("libze_fake.so"))
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    out
}

fn summary(dir: &Path, pid: u64) -> Value {
    let path = dir.join(format!("ze-tracer_pid{pid}.json"));
    serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap()
}

fn base(path: &str) -> &str {
    path.rsplit('/').next().unwrap()
}

/// Every site of the truth is one site of the summary, with its function, file and line, its
/// caller, its objects and bytes; and nothing else is.
fn check_sites(truth: &Value, summary: &Value) {
    let sites = summary["sites"].as_array().unwrap_or_else(|| panic!("no sites: {summary}"));
    assert_eq!(summary["stacks_lost"], serde_json::json!({}), "{summary}");
    let expected = truth["sites"].as_array().unwrap();
    for t in expected {
        let found = sites.iter().find(|s| {
            let f = &s["frames"];
            f[0]["function"] == t["function"]
                && f[0]["file"].as_str().map(base) == t["file"].as_str()
                && f[0]["line"] == t["line"]
                && f[1]["function"] == t["caller"]
        });
        let s = found.unwrap_or_else(|| panic!("site {t} not in {}", serde_json::to_string_pretty(sites).unwrap()));
        // A function inlined into its caller: a frame of its own, then the caller at the line
        // of the call, both at one address.
        let inlined = t["caller_line"].as_u64().unwrap() > 0;
        assert_eq!(s["frames"][0]["inlined"].as_bool().unwrap_or(false), inlined, "{t}: {s}");
        if inlined {
            assert_eq!(s["frames"][1]["line"], t["caller_line"], "{t}: {s}");
            assert_eq!(s["frames"][0]["addr"], s["frames"][1]["addr"], "{t}: {s}");
        }
        // Every stack of ze_sites is shallow: it reaches `main` or the thread's start.
        assert!(s.get("cut").is_none(), "{t}: {s}");
        assert_eq!(s["objects"], t["count"], "{t}");
        assert_eq!(s["bytes"], t["bytes"], "{t}");
        assert_eq!(s["apis"][t["api"].as_str().unwrap()], t["count"], "{t}");
    }
    assert_eq!(sites.len(), expected.len(), "{}", serde_json::to_string_pretty(sites).unwrap());
    // Each outstanding object points to its site.
    for o in summary["objects"].as_array().unwrap() {
        let site = &sites[o["site"].as_u64().unwrap() as usize];
        assert!(site["apis"][o["api"].as_str().unwrap()].as_u64().unwrap() > 0, "{o}");
    }
}

#[test]
fn leaks_are_grouped_by_the_site_that_made_them() {
    let dir = temp_dir("sites-run");
    let (truth, out) = run_held(&dir, &fixture().join("ze_sites"), &[], |_| {});
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let summary = summary(&dir, truth["pid"].as_u64().unwrap());
    check_sites(&truth, &summary);

    // The report leads with what leaked and shows the largest sites with their frames.
    let stderr = String::from_utf8_lossy(&out.stderr);
    let report = &stderr[stderr.find("ended: LEAKED").expect(&stderr)..];
    let sites_at = report.find("Leak sites").expect(report);
    assert!(report.find("RSS growth between").unwrap() > sites_at, "{report}");
    assert!(report.contains("leak_device_buffer (") && report.contains("ze_sites.c:"), "{report}");
    assert!(report.contains("path_two ("), "{report}");
    assert!(report.contains("leak_host_inline (") && report.contains(" (inlined)\n"), "{report}");
    assert!(!report.contains("… cut where"), "{report}");

    // The profile: a sample per site, its leaf the leaking function, its values the truth's.
    let profile = summary["profile"].as_str().expect("no profile");
    let samples = pprof::read(Path::new(profile));
    for t in truth["sites"].as_array().unwrap() {
        let (objects, bytes) = samples
            .iter()
            .filter(|s| s.frames[0] == t["function"].as_str().unwrap() && s.frames[1] == t["caller"].as_str().unwrap())
            .filter(|s| s.lines[0] == t["line"].as_i64().unwrap())
            .filter(|s| s.inlined[0] == (t["caller_line"].as_i64().unwrap() > 0))
            .filter(|s| !s.inlined[0] || s.lines[1] == t["caller_line"].as_i64().unwrap())
            .fold((0, 0), |(o, b), s| (o + s.objects, b + s.bytes));
        assert_eq!((objects, bytes), (t["count"].as_i64().unwrap(), t["bytes"].as_i64().unwrap()), "{t}");
    }
}

/// A process gone before the daemon could read its maps (played by never reading them): ld.so's
/// reports of what it mapped, at its first call and at its dlopen, are enough. (The program
/// itself, which ld.so names "", is opened through /proc: it waits at its end for that.)
#[test]
fn what_ld_so_reports_is_enough_to_name_the_sites() {
    let dir = temp_dir("sites-ldso");
    let (truth, out) = run_held(&dir, &fixture().join("ze_sites"), &["--no-proc-maps"], |_| {});
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    check_sites(&truth, &summary(&dir, truth["pid"].as_u64().unwrap()));
}

#[test]
fn sites_are_named_with_pid_too() {
    let dir = temp_dir("sites-pid");
    let mut child = sites_command(&fixture().join("ze_sites"))
        .arg("--wait-stdin")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    let mut line = String::new();
    stdout.read_line(&mut line).unwrap();
    assert_eq!(line.trim(), "READY");
    let (mut t, _err, _) = attach(child.id(), &dir, &[]);
    child.stdin.take().unwrap().write_all(b"go\n").unwrap();
    let mut out = String::new();
    stdout.read_to_string(&mut out).unwrap();
    assert!(child.wait().unwrap().success());
    assert!(t.wait().unwrap().success());
    let truth = sites_truth(&out);
    check_sites(&truth, &summary(&dir, truth["pid"].as_u64().unwrap()));
}

/// Its binaries deleted before it exits: named from what was kept while it lived.
#[test]
fn a_process_whose_files_are_gone_is_named_from_the_files_kept_open() {
    let dir = temp_dir("sites-gone");
    let bins = dir.join("bin");
    std::fs::create_dir(&bins).unwrap();
    for f in ["ze_sites", "libze_sites_lib.so", "libze_sites_plugin.so"] {
        std::fs::copy(fixture().join(f), bins.join(f)).unwrap();
    }
    let (truth, out) = run_held(&dir, &bins.join("ze_sites"), &[], |_| std::fs::remove_dir_all(&bins).unwrap());
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let pid = truth["pid"].as_u64().unwrap();
    let summary = summary(&dir, pid);
    check_sites(&truth, &summary);
    let modules: Vec<&str> = summary["sites"][0]["frames"].as_array().unwrap().iter().filter_map(|f| f["module"].as_str()).collect();
    assert!(modules.iter().any(|m| m.starts_with(bins.to_str().unwrap())), "{modules:?}");
}

/// Waits until the CSV has `n` rows of `api` (the daemon has handled those calls).
fn check_allowing(dir: &Path, allowed: &[&str]) -> Output {
    let allow = dir.join("allowed-sites");
    std::fs::write(&allow, format!("# known leaks\n{}\n", allowed.join("\n"))).unwrap();
    tracer().arg("check").arg(dir).arg("--allow-site").arg(&allow).output().unwrap()
}

#[test]
fn check_passes_known_sites_and_fails_a_new_one() {
    let dir = temp_dir("sites-check");
    let (_, out) = run_held(&dir, &fixture().join("ze_sites"), &[], |_| {});
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    // leak_host_inline is inlined into its caller: its frame is matched all the same.
    let known = ["create_context", "leak_device_buffer", "leak_events_*", "ze_sites_lib.c", "leak_host_inline"];
    // The plugin's allocations are the new site.
    let out = check_allowing(&dir, &known);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(10), "{stdout}");
    let new: Vec<&str> = stdout.lines().filter(|l| l.trim_start().starts_with("site:")).collect();
    assert_eq!(new.len(), 1, "{stdout}");
    assert!(new[0].contains("zeMemAllocShared") && new[0].contains("plugin_leak (ze_sites_plugin.c:"), "{stdout}");
    // Known, by file:line too.
    let plugin_line = format!("ze_sites_plugin.c:{}", 22);
    let out = check_allowing(&dir, &[&known[..], &[plugin_line.as_str()]].concat());
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stdout));
    // A pattern naming no frame allows nothing.
    let out = check_allowing(&dir, &["main_loop"]);
    assert_eq!(out.status.code(), Some(10));
    // An allow file that cannot be read: a usage error, in one line.
    let out = tracer().arg("check").arg(&dir).args(["--allow-site", "/nonexistent"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(String::from_utf8_lossy(&out.stderr).lines().count(), 1);
}

#[test]
fn without_stacks_there_are_no_sites_and_check_says_so() {
    let dir = temp_dir("sites-off");
    let out = run_sites(&dir, &["--no-stacks"]);
    let truth = sites_truth(&String::from_utf8_lossy(&out.stdout));
    let summary = summary(&dir, truth["pid"].as_u64().unwrap());
    assert!(summary.get("sites").is_none() && summary.get("profile").is_none(), "{summary}");
    let out = check_allowing(&dir, &["*"]);
    assert_eq!(out.status.code(), Some(10));
    assert!(String::from_utf8_lossy(&out.stdout).contains("traced with --no-stacks"));
}
