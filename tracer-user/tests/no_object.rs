//! Processes that load Level Zero and make no object: a device probe, a test runner listing its
//! tests, an import of a library that links the loader, a program that finds no GPU. Most of a
//! node's processes are such: each is complete and clean, says so the same way in its report
//! line, its summary and `check`, and passes `check --require-complete`. Real probes, the real
//! loader, the fake GPU (or none). Needs root (`cargo xtask test`).
mod common;

use std::{ffi::OsStr, io::Write, path::Path};

use common::*;
use serde_json::Value;

/// Initializes Level Zero and makes nothing, as a device probe does.
const INIT: &str = "import ctypes; ctypes.CDLL('libze_loader.so.1').zeInit(0)";
/// Loads the loader and never calls it, as an import of a library linked to it does.
const IMPORT: &str = "import ctypes; ctypes.CDLL('libze_loader.so.1')";

/// `python3 -c CODE` in run mode (the fake GPU behind the loader, or no driver at all): its
/// summary and the tracer's stderr.
fn run_python(name: &str, code: &str, driver: bool) -> (Value, String, std::path::PathBuf) {
    let dir = temp_dir(name);
    // Without a driver, the loader finds none: zeInit fails, as on a node without a GPU.
    let code = match driver {
        true => code.to_owned(),
        false => format!("import os; os.environ['ZE_ENABLE_ALT_DRIVERS'] = '/nonexistent/libze_none.so'; {code}"),
    };
    let child = spawn_run_mode(tracer(), &dir, &[OsStr::new("python3"), OsStr::new("-c"), OsStr::new(&code)]);
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    let summary = only_summary(&dir);
    (summary, stderr, dir)
}

/// The one summary in `dir`.
fn only_summary(dir: &Path) -> Value {
    let jsons: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .collect();
    assert_eq!(jsons.len(), 1, "{jsons:?}");
    serde_json::from_str(&std::fs::read_to_string(&jsons[0]).unwrap()).unwrap()
}

/// `check --require-complete DIR`: its exit code and output.
fn check_complete(dir: &Path) -> (Option<i32>, String) {
    let out = tracer().arg("check").arg("--require-complete").arg(dir).output().unwrap();
    (out.status.code(), String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr))
}

/// Complete and clean, everywhere alike.
fn assert_no_object(summary: &Value, stderr: &str, level_zero: &str, words: &str) {
    assert_eq!(summary["complete"], true, "{}", summary["incomplete_reasons"]);
    assert_eq!(summary["incomplete_reasons"], serde_json::json!([]));
    assert_eq!(summary["level_zero"], level_zero, "{summary}");
    assert_eq!(summary["loaded_level_zero"], true);
    assert_eq!(summary["leaked"], false);
    assert_eq!(summary["unseen_copies"], serde_json::json!([]));
    let line = format!("ze-tracer: pid {} (python3) ended: {words}; summary ", summary["pid"]);
    assert!(stderr.contains(&line), "{line:?} not in:\n{stderr}");
}

#[test]
fn a_process_that_only_initializes_is_complete_and_clean() {
    fixture();
    let (summary, stderr, dir) = run_python("init-only", INIT, true);
    assert_no_object(&summary, &stderr, "no_object", "no Level Zero object made");
    // The witness: its zeInit, seen, and no CSV row for it (the SRT has none).
    assert_eq!(summary["calls"], serde_json::json!({"zeInit": 1}));
    assert_eq!(summary["rows"], 0);
    let (code, out) = check_complete(&dir);
    assert_eq!(code, Some(0), "{out}");
    assert!(out.contains("0 of 1 processes leaked; 1 made no Level Zero object"), "{out}");
    // The page says it too.
    let page = tracer().arg("report").arg(&dir).output().unwrap();
    assert!(page.status.success(), "{page:?}");
    let html = std::fs::read_to_string(dir.join(format!("ze-tracer_pid{}.html", summary["pid"]))).unwrap();
    assert!(html.contains("no Level Zero object made"), "the page does not say it");
}

#[test]
fn a_process_that_finds_no_driver_is_complete_and_clean() {
    fixture();
    let (summary, stderr, dir) = run_python("no-driver", INIT, false);
    assert_no_object(&summary, &stderr, "init_failed", "no Level Zero object made (zeInit failed: no driver or device answered)");
    assert_eq!(summary["failed_calls"], serde_json::json!({"zeInit": 1}));
    assert_eq!(check_complete(&dir).0, Some(0));
}

#[test]
fn a_process_that_only_loads_the_loader_is_complete_and_clean() {
    fixture();
    let (summary, stderr, dir) = run_python("import-only", IMPORT, true);
    assert_no_object(&summary, &stderr, "not_initialized", "no Level Zero object made (it loaded libze_loader and never initialized it)");
    assert_eq!(summary["calls"], serde_json::json!({}));
    assert_eq!(check_complete(&dir).0, Some(0));
}

/// `--pid` on a process before it loads the loader: nothing before the attach could have
/// been missed, so its zeInit and nothing else is complete too.
#[test]
fn attached_before_it_loads_the_loader_it_is_complete_and_clean() {
    fixture();
    let dir = temp_dir("pid-init-only");
    let code = format!("import sys; print('READY', flush=True); sys.stdin.readline(); {INIT}");
    let mut target = start_python_ready(&code);
    let pid = target.id();
    let (tracer, mut err, mut seen) = attach(pid, &dir, &[]);
    target.stdin.take().unwrap().write_all(b"go\n").unwrap();
    assert!(target.wait().unwrap().success());
    std::io::Read::read_to_string(&mut err, &mut seen).unwrap();
    let out = tracer.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(0), "{seen}");
    let summary = only_summary(&dir);
    assert_eq!(summary["pid"], pid);
    assert_eq!(summary["attached"], false, "{summary}");
    assert_no_object(&summary, &seen, "no_object", "no Level Zero object made");
    assert_eq!(check_complete(&dir).0, Some(0));
}
