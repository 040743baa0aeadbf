//! A process that never ends while traced: a server (`ze_server`: a pool made once, a cache
//! that fills then stops, balanced requests, a buffer kept every 50 ms) watched with `--pid`
//! and stopped while it runs. What it holds is not a leak; the site that keeps growing is.
//! Needs root (`cargo xtask test`).
mod common;

use std::{
    io::{BufRead, BufReader, Read, Write},
    process::{Child, Command, Stdio},
    time::Duration,
};

use common::*;
use serde_json::Value;

/// The window the server is watched for: the example, 6 s.
const WATCHED: Duration = Duration::from_secs(6);

struct Server(Child);

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn server() -> Command {
    let mut cmd = Command::new(fixture().join("ze_server"));
    cmd.env("ZE_ENABLE_ALT_DRIVERS", fixture().join("libze_fake.so"));
    cmd
}

/// Reads `out` up to a line starting with `tag`; its JSON.
fn tagged_line(out: &mut impl BufRead, tag: &str) -> Value {
    let mut line = String::new();
    while !line.starts_with(tag) {
        line.clear();
        assert!(out.read_line(&mut line).unwrap() > 0, "ze_server ended before {tag}");
    }
    serde_json::from_str(line[tag.len()..].trim()).unwrap()
}

/// The site whose innermost frame is `function`.
fn site<'a>(summary: &'a Value, function: &str) -> &'a Value {
    let sites = summary["sites"].as_array().unwrap();
    sites
        .iter()
        .find(|s| s["frames"][0]["function"].as_str() == Some(function))
        .unwrap_or_else(|| panic!("no site of {function} in {sites:#?}"))
}

/// One `GET /metrics` from the daemon at `addr` (HOST:PORT).
fn scrape(addr: &str) -> String {
    let mut conn = std::net::TcpStream::connect(addr).unwrap();
    conn.write_all(b"GET /metrics HTTP/1.0\r\nHost: x\r\n\r\n").unwrap();
    let mut text = String::new();
    conn.read_to_string(&mut text).unwrap();
    text
}

fn check_code(dir: &std::path::Path, extra: &[&str]) -> (Option<i32>, String) {
    let out = tracer().arg("check").arg(dir).args(extra).output().unwrap();
    (out.status.code(), String::from_utf8_lossy(&out.stdout).into_owned())
}

#[test]
fn a_server_stopped_while_it_runs_holds_its_pool_and_grows_at_its_leak() {
    let dir = temp_dir("live-server");
    let mut s = Server(
        server()
            .args(["--wait-stdin", "--pool", "8", "--cache", "20", "--cache-ms", "25", "--leak-ms", "50"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap(),
    );
    let mut out = BufReader::new(s.0.stdout.take().unwrap());
    let pid = tagged_line(&mut out, "READY")["pid"].as_u64().unwrap() as u32;
    // `--fail-on-leak`: a process still running is not one that leaked.
    let (mut t, mut err, mut stderr) = attach(pid, &dir, &["--fail-on-leak", "--metrics", "127.0.0.1:0"]);
    // "… metrics at http://127.0.0.1:PORT/metrics)".
    let addr = stderr.rsplit("metrics at http://").next().unwrap().split('/').next().unwrap().to_owned();
    s.0.stdin.as_mut().unwrap().write_all(b"go\n").unwrap();
    tagged_line(&mut out, "SERVER");
    std::thread::sleep(WATCHED);
    // While it runs, the metrics name the growing site, and only it.
    let metrics = scrape(&addr);
    let growing: Vec<&str> = metrics.lines().filter(|l| l.starts_with("ze_tracer_process_growing_site_bytes_per_second{")).collect();
    assert_eq!(growing.len(), 1, "{metrics}");
    assert!(growing[0].contains(&format!("pid=\"{pid}\"")) && growing[0].contains("site=\"leak_shared ("), "{growing:?}");
    let rate: f64 = growing[0].rsplit(' ').next().unwrap().parse().unwrap();
    assert!((15.0 * 2048.0..=25.0 * 2048.0).contains(&rate), "{growing:?}");
    unsafe { libc::kill(t.id() as i32, libc::SIGINT) };
    let status = t.wait().unwrap();
    err.read_to_string(&mut stderr).unwrap();
    assert_eq!(status.code(), Some(0), "{stderr}");

    let first = stderr.lines().find(|l| l.starts_with(&format!("ze-tracer: pid {pid} "))).unwrap();
    assert!(first.contains("still running when tracing stopped: holds"), "{first}");
    assert!(!first.contains("LEAKED") && !first.contains(" ended"), "{first}");
    assert!(first.contains("1 site growing"), "{stderr}");
    let (summary, ..) = read_outputs(&dir, pid as u64, "");
    assert_eq!((&summary["ended"], &summary["leaked"], &summary["still_running"]), (&"stopped".into(), &false.into(), &true.into()));
    assert_eq!(summary["growing_sites"], 1, "{summary:#}");

    let leak = site(&summary, "leak_shared");
    assert_eq!(leak["trend"], "growing", "{leak:#}");
    // One 2 KB buffer every 50 ms: 20 a second, whatever the machine's load (late ones are
    // made at once, on the same schedule).
    let rate = leak["growth_objects_per_s"].as_f64().unwrap();
    assert!((15.0..=25.0).contains(&rate), "{leak:#}");
    let bytes = leak["growth_bytes_per_s"].as_f64().unwrap();
    assert!((bytes - rate * 2048.0).abs() < 1.0, "{leak:#}");
    for steady in ["make_pool", "fill_cache"] {
        let s = site(&summary, steady);
        assert_eq!(s["trend"], "steady", "{s:#}");
        assert_eq!(s["growth_objects_per_s"], 0.0, "{s:#}");
    }
    // The requests balance: a site of theirs holds at most the one request in flight when
    // tracing stopped (a request's buffer lives between its create and its destroy), and
    // never grows.
    let sites = summary["sites"].as_array().unwrap();
    for s in sites.iter().filter(|s| s["frames"][0]["function"] == "serve_request") {
        assert!(s["objects"] == 1 && s["trend"] != "growing", "{s:#}");
    }
    // Each site's count over time, ending with what it holds.
    let series = leak["series"].as_array().unwrap();
    assert!(series.len() >= 5, "{series:?}");
    assert_eq!(series.last().unwrap()[1], leak["objects"]);

    let (code, lines) = check_code(&dir, &[]);
    assert_eq!(code, Some(12), "{lines}");
    assert!(lines.contains(&format!("GROWING pid {pid}")) && lines.contains("leak_shared"), "{lines}");
    assert!(lines.contains("0 of 1 processes leaked"), "{lines}");
    let (code, lines) = check_code(&dir, &["--max-growth-bytes-per-s", "1000000"]);
    assert_eq!(code, Some(0), "{lines}");

    // Its page draws each site over the window: the leak a line of all its checkpoints.
    let out = tracer().arg("report").arg(dir.join(format!("ze-tracer_pid{pid}.json"))).output().unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let page = std::fs::read_to_string(dir.join(format!("ze-tracer_pid{pid}.html"))).unwrap();
    assert!(page.contains("data-panel=\"sites-over-time\""), "no sites panel");
    let points = format!("leak_shared\" data-points=\"{}\"", series.len());
    assert!(page.contains(&points), "{points} not in the sites panel");
    assert!(page.contains("<b>growing</b>"), "no trend in the sites table");
    assert!(page.contains("Still running when tracing stopped: holds") && !page.contains("LEAKED"), "the page's verdict");
}

/// The same server run to its end, as today: what it never released is leaked, pool and all.
#[test]
fn the_same_server_ended_leaks_everything_it_holds() {
    let dir = temp_dir("live-ended");
    let out = tracer()
        .arg("--output-dir")
        .arg(&dir)
        .args(["--fail-on-leak", "--"])
        .arg(fixture().join("ze_server"))
        .args(["--pool", "4", "--leak-ms", "50", "--seconds", "1"])
        .env("ZE_ENABLE_ALT_DRIVERS", fixture().join("libze_fake.so"))
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(10), "{stderr}");
    let pid: Value = serde_json::from_str(
        String::from_utf8_lossy(&out.stdout).lines().find_map(|l| l.strip_prefix("SERVER ")).unwrap(),
    )
    .unwrap();
    let (summary, ..) = read_outputs(&dir, pid["pid"].as_u64().unwrap(), "");
    assert_eq!((&summary["ended"], &summary["leaked"]), (&"exit".into(), &true.into()));
    assert!(summary.get("still_running").is_none(), "{summary:#}");
    for function in ["make_pool", "leak_shared"] {
        let s = site(&summary, function);
        assert!(s.get("trend").is_none(), "an ended process's sites are leaks, not trends: {s:#}");
    }
    assert!(stderr.contains("ended: LEAKED"), "{stderr}");
    let (code, _) = check_code(&dir, &[]);
    assert_eq!(code, Some(10));
}
