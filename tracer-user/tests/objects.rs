//! Every Level Zero object beyond the System Resource Tracker's set: build logs, IPC handles
//! and mappings, virtual mappings, clones, graphs, RTAS builders and operations, external
//! semaphores. `ze_objects` (tests/fixture/ze_objects.c) leaks N of each kind among M balanced
//! ones, on the fake GPU behind Debian's real 1.32 loader (sid's `libze1`, set up by
//! `cargo xtask test`: `ze_objects_132`), and behind bookworm's 1.8.12, which lacks most of
//! these calls and must be traced exactly as before. The summary, the CSV, the sites and the
//! report must equal the program's own truth, in run mode, under `--pid` and system-wide.
//!
//! Each test that runs `ze_objects_132` takes its turn (`new_copy_turn`): its processes load
//! the 1.32 loader, a copy their tracer arms while it holds them, each on a CPU of its own.
mod common;

use std::{
    io::{BufRead, BufReader, Write},
    path::PathBuf,
    process::{Command, Stdio},
};

use common::*;
use serde_json::Value;
use tracer_common::{APIS, Kind, ObjType};

/// Leaks and balanced objects per kind in `kinds`.
const LEAK: u64 = 2;
const BALANCED: &str = "3";

/// The kinds issue 35 added (the count columns after the older twelve): each must leak exactly
/// `LEAK` behind the 1.32 loader.
const NEW_COLUMNS: &[&str] = COUNT_COLUMNS.split_at(12).1;

/// `ze_objects` behind the system's loader (Debian bookworm's 1.8.12).
fn objects_18() -> Command {
    let mut cmd = Command::new(fixture().join("ze_objects"));
    cmd.env("ZE_ENABLE_ALT_DRIVERS", fixture().join("libze_fake.so"));
    cmd
}

/// Run mode: the tracer runs `cmd ARGS`; the truths its processes printed (an exporter's child
/// prints its own), and each one's outputs.
fn run_mode(name: &str, cmd: Command, args: &[&str]) -> (Vec<Traced>, PathBuf, String) {
    let dir = temp_dir(name);
    let out = tracer()
        .arg("--output-dir")
        .arg(&dir)
        .arg("--")
        .arg(cmd.get_program())
        .args(cmd.get_args())
        .args(args)
        .envs(cmd.get_envs().map(|(k, v)| (k, v.unwrap())))
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    let traced = truths(&stdout)
        .into_iter()
        .map(|truth| {
            let (summary, header, rows) = read_outputs(&dir, truth["pid"].as_u64().unwrap(), "");
            Traced { truth, summary, header, rows, tracer_code: out.status.code(), tracer_stderr: stderr.clone() }
        })
        .collect();
    (traced, dir, stdout)
}

/// `--pid`: the program waits at its mark until the tracer is attached.
fn pid_mode(name: &str, mut cmd: Command, args: &[&str]) -> (Traced, String) {
    let dir = temp_dir(name);
    let mut child = cmd.args(args).arg("--wait-stdin").stdin(Stdio::piped()).stdout(Stdio::piped()).spawn().unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    let mut line = String::new();
    stdout.read_line(&mut line).unwrap();
    assert_eq!(line.trim(), "READY");
    let (mut t, mut err, mut stderr) = attach(child.id(), &dir, &[]);
    child.stdin.take().unwrap().write_all(b"go\n").unwrap();
    let mut out = String::new();
    std::io::Read::read_to_string(&mut stdout, &mut out).unwrap();
    assert!(child.wait().unwrap().success());
    let code = t.wait().unwrap().code();
    std::io::Read::read_to_string(&mut err, &mut stderr).unwrap();
    let truth = ground_truth(&out);
    let (summary, header, rows) = read_outputs(&dir, child.id() as u64, "");
    (Traced { truth, summary, header, rows, tracer_code: code, tracer_stderr: stderr }, out)
}

fn truths(stdout: &str) -> Vec<Value> {
    stdout.lines().filter_map(|l| l.strip_prefix("GROUND_TRUTH ")).map(|j| serde_json::from_str(j).unwrap()).collect()
}

/// What the fixture could not do is nothing: a kind the loader or the fake lacks would pass
/// with no leak at all.
fn assert_ran_everything(truth: &Value) {
    for field in ["skipped", "unsupported"] {
        assert_eq!(truth[field], serde_json::json!([]), "{field}: {truth}");
    }
}

/// Each leak site of the process's truth (its SITES_TRUTH line, of its pid) is a site of the
/// summary: its function and line first, its type and count.
fn assert_sites(summary: &Value, stdout: &str) {
    let truth = stdout
        .lines()
        .filter_map(|l| l.strip_prefix("SITES_TRUTH "))
        .map(|j| serde_json::from_str::<Value>(j).unwrap())
        .find(|t| t["pid"] == summary["pid"])
        .unwrap_or_else(|| panic!("no SITES_TRUTH of pid {}: {stdout}", summary["pid"]));
    let sites = summary["sites"].as_array().unwrap();
    for want in truth["sites"].as_array().unwrap() {
        let found = sites.iter().find(|s| {
            let f = &s["frames"][0];
            f["function"] == want["function"] && f["line"] == want["line"]
        });
        let site = found.unwrap_or_else(|| panic!("no site for {want}: {}", serde_json::to_string_pretty(sites).unwrap()));
        let ty = want["type"].as_str().unwrap();
        assert_eq!(site["types"][ty], want["count"], "{want} in {site}");
        if want["bytes"].as_u64().unwrap() > 0 {
            assert_eq!(site["bytes"], want["bytes"], "{want}");
        }
    }
}

/// Every table API the 1.32 loader exports, of the kinds this test covers, was called and seen.
fn assert_every_new_api_seen(summaries: &[&Value]) {
    let seen = |name: &str| summaries.iter().any(|s| s["calls"][name].as_u64().unwrap_or(0) > 0);
    let newer = APIS
        .iter()
        .filter(|a| a.kind != Kind::Call)
        .filter(|a| a.obj as u8 > ObjType::VirtualMem as u8 || a.name == "zeCommandListCreateCloneExp");
    let unseen: Vec<&str> = newer.map(|a| a.name).filter(|n| !seen(n)).collect();
    assert!(unseen.is_empty(), "never called or never seen: {unseen:?}");
}

#[test]
fn every_new_kind_leaks_exactly_behind_the_newest_loader() {
    let _turn = new_copy_turn();
    let (traced, dir, stdout) = run_mode("objects-kinds", objects_132(), &["kinds", "--keep-context", "--leak", "2", "--balanced", BALANCED]);
    let [t] = &traced[..] else { panic!("one process: {stdout}") };
    check(t);
    assert_ran_everything(&t.truth);
    assert_eq!(t.truth["loader"], "1.32.0");
    for col in NEW_COLUMNS {
        assert_eq!(outstanding(&t.summary, col), LEAK, "{col}");
    }
    assert_eq!(t.summary["outstanding_memory_bytes"]["virtual_mapped"], t.truth["outstanding_memory_bytes"]["virtual_mapped"]);
    assert_sites(&t.summary, &stdout);
    // The SRT's columns first, unchanged; ours after, in the table's order.
    assert!(t.header.starts_with(SRT_HEADER), "{}", t.header);
    // The report at its end lists each kind's leaks by name, a build log as one; its page
    // names them too.
    let text = &t.tracer_stderr;
    for o in t.summary["objects"].as_array().unwrap() {
        let (api, ty) = (o["api"].as_str().unwrap(), o["type"].as_str().unwrap());
        let label = if api == "zeModuleCreate" && ty == "ModuleBuildLog" { format!("{api} ({ty})") } else { api.to_owned() };
        assert!(text.contains(&format!(" x {label}\n")) || text.contains(&format!(" x {label},")), "{label} not in the report:\n{text}");
    }
    assert!(text.contains("x zeModuleCreate (ModuleBuildLog)"), "{text}");
    let pid = t.truth["pid"].as_u64().unwrap();
    let page = tracer().arg("report").arg(dir.join(format!("ze-tracer_pid{pid}.json"))).output().unwrap();
    assert!(page.status.success(), "{page:?}");
    let html = std::fs::read_to_string(dir.join(format!("ze-tracer_pid{pid}.html"))).unwrap();
    for ty in ["ModuleBuildLogs", "MemIpcMappings", "ExternalSemaphores"] {
        assert!(html.contains(ty), "{ty} not on the page");
    }
}

#[test]
fn every_new_kind_leaks_exactly_under_pid() {
    let _turn = new_copy_turn();
    let (t, stdout) = pid_mode("objects-kinds-pid", objects_132(), &["kinds", "--keep-context"]);
    check(&t);
    assert_ran_everything(&t.truth);
    for col in NEW_COLUMNS {
        assert_eq!(outstanding(&t.summary, col), LEAK, "{col}");
    }
    assert_sites(&t.summary, &stdout);
}

/// Two processes share memory and an event pool by IPC: the importer that never closes its
/// mapping leaks it (and the pool it opened); the exporter, which puts its handles, is clean.
#[test]
fn an_importer_that_never_closes_leaks_its_mapping_the_exporter_is_clean() {
    let _turn = new_copy_turn();
    let (traced, _, stdout) = run_mode("objects-ipc", objects_132(), &["ipc-export", "--importer-leaks"]);
    assert_eq!(traced.len(), 2, "{stdout}");
    let role = |r: &str| traced.iter().find(|t| t.truth["role"] == r).unwrap_or_else(|| panic!("no {r}: {stdout}"));
    let (exporter, importer) = (role("exporter"), role("importer"));
    for t in [exporter, importer] {
        check(t);
        assert_ran_everything(&t.truth);
    }
    assert_eq!(exporter.summary["leaked"], false, "{}", exporter.summary);
    assert_eq!(outstanding(&importer.summary, "MemIpcMappings"), 1);
    assert_eq!(outstanding(&importer.summary, "IpcEventPools"), 1);
    assert_eq!(importer.summary["calls"]["zeMemOpenIpcHandle"], 1);
    assert_eq!(exporter.summary["calls"]["zeMemPutIpcHandle"], 1);
    assert_sites(&importer.summary, &stdout);
}

/// Both runs together call every API the table added.
#[test]
fn every_api_the_table_added_is_seen() {
    let _turn = new_copy_turn();
    let (kinds, _, _) = run_mode("objects-all-kinds", objects_132(), &["kinds", "--keep-context"]);
    let (ipc, _, _) = run_mode("objects-all-ipc", objects_132(), &["ipc-export"]);
    let all: Vec<&Value> = kinds.iter().chain(&ipc).map(|t| &t.summary).collect();
    assert_every_new_api_seen(&all);
}

/// Behind Debian bookworm's 1.8.12 (no IPC put, no graphs, no RTAS…): what it has is traced
/// exactly, and what it lacks simply has no probe.
#[test]
fn a_loader_without_the_newer_functions_is_traced_exactly() {
    let (traced, _, stdout) = run_mode("objects-18", objects_18(), &["kinds", "--keep-context"]);
    let [t] = &traced[..] else { panic!("one process: {stdout}") };
    check(t);
    assert_eq!(t.truth["loader"], "1.8.0");
    let skipped = t.truth["skipped"].as_array().unwrap();
    assert!(skipped.iter().any(|s| s == "zeMemPutIpcHandle"), "{skipped:?}");
    for name in skipped.iter().map(|s| s.as_str().unwrap()) {
        assert!(t.summary["calls"].get(name).is_none(), "{name} seen though the loader lacks it");
    }
    assert_eq!(outstanding(&t.summary, "VirtualMemMappings"), LEAK);
    assert_eq!(t.summary["anomalies"], 0);
}
