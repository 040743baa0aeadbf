//! Leak or cache, on the real SYCL runtime (part of `cargo xtask test`'s real-runtime checks,
//! set up by `real_runtime`): tests/real_runtime/leak_or_cache.py under ze-tracer, in run mode
//! and under a system-wide daemon.
//! - `balanced` frees everything: the UMF pools keep their slabs and Unified Runtime its context
//!   and command list. Not LEAKED, `check` passes it, and the summary lists what the pools and
//!   the runtime keep, with their bytes: every byte Level Zero still holds.
//! - `keep` keeps three 1 MB device buffers from `keep` and leaves by `os._exit(0)` right after:
//!   LEAKED by exactly those three, 3 MB, at `keep`'s line; the pools' other slabs apart;
//!   `check` fails it (10). Run mode runs it a few times in the suite (`SUITE_KEEP_RUNS`), ten
//!   in every round of `cargo xtask soak` (`KEEP_RUNS`): the line must be named in every
//!   run, however soon the process ends.
use std::{
    fs,
    path::{Path, PathBuf},
    process::{Command, Stdio},
    thread,
    time::{Duration, Instant},
};

use serde_json::Value;

use crate::Result;

const SCRIPT: &str = "tests/real_runtime/leak_or_cache.py";
const MB: u64 = 1 << 20;
/// Run-mode runs of `keep`: the issue asks for its line in 10 runs of 10.
pub const KEEP_RUNS: usize = 10;
/// The suite's share: the long loops are the soak's (`xtask/src/soak.rs`).
pub const SUITE_KEEP_RUNS: usize = 3;

/// What the runs need: where ze-tracer, Python and the loader are, and the command's
/// environment (trixie's libraries, the fake GPU).
pub struct Setup<'a> {
    pub root: &'a Path,
    pub work: &'a Path,
    pub python: &'a Path,
    pub trixie: &'a Path,
    pub env: &'a [(&'a str, String)],
}

pub fn run(s: &Setup, keep_runs: usize) -> Result {
    let start = Instant::now();
    let dir = s.work.join("leak-or-cache");
    let balanced = run_mode(s, &dir.join("balanced"), "balanced")?;
    judge_balanced(s, &balanced, "run mode").map_err(|e| with_log(e, &balanced))?;
    for round in 1..=keep_runs {
        let keep = run_mode(s, &dir.join(format!("keep-{round}")), "keep")?;
        judge_keep(s, &keep, &format!("run mode, run {round} of {keep_runs}")).map_err(|e| with_log(e, &keep))?;
    }
    system_wide(s, &dir.join("system-wide"))?;
    println!("leak or cache: {keep_runs} runs of keep, balanced, both system-wide: {:.0} s", start.elapsed().as_secs_f64());
    Ok(())
}

/// One process's run: its summary, its directory, what the script said (`PY_KEEP`) and
/// ze-tracer's report.
struct Run {
    dir: PathBuf,
    summary: Value,
    said: Value,
    report: String,
}

fn run_mode(s: &Setup, dir: &Path, mode: &str) -> Result<Run> {
    let _ = fs::remove_dir_all(dir);
    fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let mut tracer = Command::new(s.root.join("target/release/ze-tracer"));
    // Its info lines (what it armed, held and let go, and when) stand beside the report, so
    // that a wrong verdict comes with the daemon's own account of it (`with_log`).
    tracer.arg("--output-dir").arg(dir).args(["--log-level", "info", "--stack-bytes", "4096", "--lib"]).arg(s.trixie.join("libze_loader.so.1"));
    tracer.arg("--").arg("env").args(s.env.iter().map(|(k, v)| format!("{k}={v}"))).arg(s.python).arg(s.root.join(SCRIPT)).arg(mode);
    let out = tracer.stdin(Stdio::null()).output().map_err(|e| format!("cannot run ze-tracer: {e}"))?;
    let report = String::from_utf8_lossy(&out.stderr).into_owned();
    let _ = fs::write(dir.join(LOG), &report);
    if !out.status.success() {
        return Err(format!("{mode}: ze-tracer exited with {}: {report}", out.status));
    }
    let said = said(&String::from_utf8_lossy(&out.stdout))?;
    let summary = summary(dir, &said)?;
    Ok(Run { dir: dir.to_owned(), summary, said, report })
}

/// What the script printed: its PID, and `keep`'s function and line.
fn said(stdout: &str) -> Result<Value> {
    let line = stdout.lines().find_map(|l| l.strip_prefix("PY_KEEP ")).ok_or(format!("the script printed no PY_KEEP: {stdout}"))?;
    serde_json::from_str(line).map_err(|e| format!("PY_KEEP: {e}"))
}

fn summary(dir: &Path, said: &Value) -> Result<Value> {
    let path = dir.join(format!("ze-tracer_pid{}.json", said["pid"]));
    let text = fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    serde_json::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))
}

/// `ze-tracer check` on the run's directory: its exit code.
fn check(s: &Setup, dir: &Path, extra: &[&str]) -> Result<i32> {
    let out = Command::new(s.root.join("target/release/ze-tracer"))
        .arg("check")
        .arg(dir)
        .args(extra)
        .output()
        .map_err(|e| format!("cannot run ze-tracer check: {e}"))?;
    out.status.code().ok_or_else(|| "check was killed".to_string())
}

/// Every byte Level Zero holds at the end is a pool's slab: kept, none leaked.
fn judge_balanced(s: &Setup, run: &Run, how: &str) -> Result {
    let v = &run.summary;
    let fail = |what: &str| Err(format!("balanced ({how}): {what}: {}", summary_line(v)));
    if v["complete"] != true {
        return fail("incomplete");
    }
    if v["leaked"] != false || v["leaked_objects"] != 0 {
        return fail("LEAKED, though it freed everything");
    }
    let kept = v["kept"].as_array().cloned().unwrap_or_default();
    let pools: u64 = kept.iter().filter(|k| k["by"].as_str().is_some_and(|b| b.starts_with("UMF pool"))).map(|k| k["bytes"].as_u64().unwrap_or(0)).sum();
    let usm = v["outstanding_memory_bytes"]["total"].as_u64().unwrap_or(0);
    if pools < 3 * MB || pools != usm {
        return fail(&format!("the pools keep {pools} bytes; Level Zero holds {usm} bytes of USM, 3 MB of slabs at least"));
    }
    if !kept.iter().any(|k| k["by"].as_str().is_some_and(|b| b.starts_with("libur_adapter_level_zero")) && k["objects"].as_u64() >= Some(2)) {
        return fail("the runtime's context and command list are not listed as the adapter's");
    }
    if !run.report.contains("nothing leaked; kept by runtimes") && !how.starts_with("system") {
        return fail(&format!("the report does not say so: {}", run.report.lines().next().unwrap_or("")));
    }
    match check(s, &run.dir, &[])? {
        0 => {}
        code => return fail(&format!("check exits {code}, not 0")),
    }
    // As the Level Zero calls alone show it, it holds what the pools keep.
    match check(s, &run.dir, &["--count-runtime"])? {
        10 => Ok(()),
        code => fail(&format!("check --count-runtime exits {code}, not 10")),
    }
}

/// Exactly the three buffers, 3 MB, named at `keep`'s line; the other slabs kept apart.
fn judge_keep(s: &Setup, run: &Run, how: &str) -> Result {
    let v = &run.summary;
    let fail = |what: &str| Err(format!("keep ({how}): {what}: {}", summary_line(v)));
    if v["complete"] != true {
        return fail("incomplete");
    }
    if v["leaked_objects"] != 3 || v["leaked_bytes"] != 3 * MB {
        return fail("not LEAKED by exactly three buffers of 1 MB");
    }
    let place = format!("{} (", run.said["function"].as_str().unwrap_or("?"));
    let line = format!("leak_or_cache.py:{})", run.said["line"]);
    let sites = v["sites"].as_array().cloned().unwrap_or_default();
    let named: u64 = sites
        .iter()
        .filter(|site| site["python_place"].as_str().is_some_and(|p| p.starts_with(&place) && p.ends_with(&line)))
        .map(|site| site["objects"].as_u64().unwrap_or(0))
        .sum();
    if named != 3 || sites.len() != 1 {
        let places: Vec<&Value> = sites.iter().map(|site| &site["python_place"]).collect();
        return fail(&format!("{named} of 3 named at {place}…{line}; sites {places:?}"));
    }
    if v["objects"].as_array().is_none_or(|o| !o.iter().any(|o| o["holds_leak"] == true)) {
        return fail("no slab is said to hold the leaks");
    }
    match check(s, &run.dir, &[])? {
        10 => Ok(()),
        code => fail(&format!("check exits {code}, not 10")),
    }
}

/// Where a run-mode run's stderr (its report and the daemon's info lines) is kept.
const LOG: &str = "ze-tracer.stderr";

/// A failed judgment, with the daemon's lines about the run's process (or its copies) and
/// where the whole log is.
fn with_log(e: String, run: &Run) -> String {
    let pid = format!("pid={}", run.said["pid"]);
    let lines: Vec<&str> = run.report.lines().filter(|l| l.contains(&pid) || l.contains("libumf") || l.contains("held")).collect();
    format!("{e}\n  the daemon on it ({}):\n    {}", run.dir.join(LOG).display(), lines.join("\n    "))
}

fn summary_line(v: &Value) -> String {
    let keys = ["leaked_objects", "leaked_bytes", "kept_objects", "kept_bytes", "complete", "incomplete_reasons", "kept"];
    keys.iter().map(|k| format!("{k}={}", v[k])).collect::<Vec<_>>().join(" ")
}

/// Both scripts under one system-wide daemon, which knows nothing of them beforehand.
fn system_wide(s: &Setup, dir: &Path) -> Result {
    let _ = fs::remove_dir_all(dir);
    fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let (mut daemon, said_by_daemon) = crate::daemon::system_wide(&s.root.join("target/release/ze-tracer"), dir, &["--stack-bytes", "4096"])?;
    let result = (|| {
        warm_up(s, &said_by_daemon)?;
        for mode in ["balanced", "keep"] {
            let out = Command::new("env")
                .args(s.env.iter().map(|(k, v)| format!("{k}={v}")))
                .arg(s.python)
                .arg(s.root.join(SCRIPT))
                .arg(mode)
                .stdin(Stdio::null())
                .output()
                .map_err(|e| format!("cannot run {}: {e}", s.python.display()))?;
            if !out.status.success() {
                return Err(format!("{mode} failed ({}): {}", out.status, String::from_utf8_lossy(&out.stderr)));
            }
            let said = said(&String::from_utf8_lossy(&out.stdout))?;
            let summary = await_summary(dir, &said)?;
            let run_dir = dir.join(mode);
            fs::create_dir_all(&run_dir).map_err(|e| e.to_string())?;
            let name = format!("ze-tracer_pid{}.json", said["pid"]);
            fs::rename(dir.join(&name), run_dir.join(&name)).map_err(|e| e.to_string())?;
            let mut run = Run { dir: run_dir, summary, said, report: String::new() };
            let judged = match mode {
                "balanced" => judge_balanced(s, &run, "system-wide"),
                _ => judge_keep(s, &run, "system-wide"),
            };
            if let Err(e) = judged {
                run.report = said_by_daemon.try_iter().collect::<Vec<_>>().join("\n");
                let _ = fs::write(run.dir.join(LOG), &run.report);
                return Err(with_log(e, &run));
            }
        }
        Ok(())
    })();
    daemon.kill_and_wait();
    result
}

/// As on a node where the interpreter ran before: trixie's ld.so, new to the daemon, is probed
/// at the exec of the first process that runs it (system-wide, no exec waits for that: only run
/// mode's gate holds one), and a process that gets to its loads first is honestly incomplete.
/// These cases are of what the runtime keeps, not of that first exec: the interpreter is run
/// once, idle, until the daemon says it probed its ld.so.
fn warm_up(s: &Setup, said: &std::sync::mpsc::Receiver<String>) -> Result {
    let ldso = s.trixie.join("ld-linux-x86-64.so.2");
    let ldso = fs::canonicalize(&ldso).unwrap_or(ldso);
    let mut idle = Command::new("env")
        .args(s.env.iter().map(|(k, v)| format!("{k}={v}")))
        .arg(s.python)
        .args(["-c", "import time; time.sleep(60)"])
        .stdin(Stdio::null())
        .spawn()
        .map_err(|e| format!("cannot run {}: {e}", s.python.display()))?;
    let deadline = Instant::now() + Duration::from_secs(30);
    let probed = loop {
        match said.recv_timeout(Duration::from_millis(200)) {
            Ok(line) if line.contains("ld.so copy probed") && line.contains(&*ldso.to_string_lossy()) => break true,
            _ if Instant::now() > deadline => break false,
            _ => {}
        }
    };
    let _ = idle.kill();
    let _ = idle.wait();
    probed.then_some(()).ok_or_else(|| format!("the system-wide daemon never probed {}", ldso.display()))
}

/// The daemon writes a summary when its process has ended: soon after, not at once.
fn await_summary(dir: &Path, said: &Value) -> Result<Value> {
    let path = dir.join(format!("ze-tracer_pid{}.json", said["pid"]));
    let deadline = Instant::now() + Duration::from_secs(30);
    while !path.exists() {
        if Instant::now() > deadline {
            return Err(format!("no {} from the system-wide daemon", path.display()));
        }
        thread::sleep(Duration::from_millis(50));
    }
    summary(dir, said)
}
