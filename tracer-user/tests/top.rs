//! `ze-tracer top` in a real terminal (tmux): a leaking fixture process must show at the top
//! with its ground truth's counts, whether top traces by itself or reads a daemon's metrics;
//! at 80 columns every header and cell shown is whole (columns are left out whole) with the
//! growing site's name kept; and once `top -- COMMAND` ends, its screen has the summary's
//! figures and verdict, not the last live sample's.
mod common;

use std::{
    collections::BTreeMap,
    io::Write,
    path::Path,
    process::Command,
    time::{Duration, Instant},
};

use common::*;
use serde_json::Value;

/// A tmux server of the test's own, with one window of `width` × `height` running `cmd`.
struct Tmux {
    socket: String,
}

impl Tmux {
    fn start(tag: &str, (width, height): (u16, u16), cmd: &str) -> Tmux {
        let t = Tmux { socket: format!("ze-tracer-test-{}-{tag}", std::process::id()) };
        let (w, h) = (width.to_string(), height.to_string());
        let ok = t.tmux(&["new-session", "-d", "-x", &w, "-y", &h, cmd]).status().expect("tmux (`cargo xtask setup` installs it)");
        assert!(ok.success());
        t
    }

    fn tmux(&self, args: &[&str]) -> Command {
        let mut c = Command::new("tmux");
        c.args(["-L", &self.socket]).args(args);
        c
    }

    fn screen(&self) -> String {
        let out = self.tmux(&["capture-pane", "-p"]).output().unwrap();
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    /// The screen once `ready` holds for it (a hang guard only bounds the wait).
    fn wait_for(&self, what: &str, ready: impl Fn(&str) -> bool) -> String {
        let start = Instant::now();
        loop {
            let screen = self.screen();
            if ready(&screen) {
                return screen;
            }
            assert!(start.elapsed() < Duration::from_secs(120), "{what}; the screen:\n{screen}");
            std::thread::sleep(Duration::from_millis(200));
        }
    }
}

impl Drop for Tmux {
    fn drop(&mut self) {
        let _ = self.tmux(&["kill-server"]).status();
    }
}

/// Lets a waiting workload run to its hold; its truth.
fn run_to_hold(w: &mut Waiting) -> Value {
    w.child.stdin.as_mut().unwrap().write_all(b"go\n").unwrap();
    read_truth(w.child.stdout.as_mut().unwrap())
}

/// `bytes` as top says sizes: "512 bytes", "65.5 kB" (decimal units, one decimal).
fn size(bytes: u64) -> String {
    let units = [(1e12, "TB"), (1e9, "GB"), (1e6, "MB"), (1e3, "kB")];
    match units.iter().find(|(scale, _)| bytes as f64 >= *scale) {
        Some((scale, unit)) => format!("{:.1} {unit}", bytes as f64 / scale),
        None if bytes == 1 => "1 byte".into(),
        None => format!("{bytes} bytes"),
    }
}

/// `n` with its digits grouped: "1,234".
fn grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// Objects and bytes outstanding in `truth`, as top shows them.
fn shown(truth: &Value) -> (String, String) {
    let counts: u64 = COUNT_COLUMNS.iter().map(|c| outstanding(&truth, c)).sum();
    let objects = counts + truth["outstanding_allocations"].as_u64().unwrap();
    let b = &truth["outstanding_memory_bytes"];
    let bytes: u64 = ["total", "physical", "virtual_reserved"].iter().map(|k| b[k].as_u64().unwrap()).sum();
    (grouped(objects), size(bytes))
}

/// Every header top may show, in its order.
const HEADERS: [&str; 12] = [
    "PID",
    "COMMAND",
    "OBJECTS",
    "BYTES",
    "OBJECTS/s",
    "BYTES/s",
    "OLDEST",
    "GROWING SITE",
    "SITE BYTES/s",
    "SITE SOURCE",
    "KEPT BY RUNTIMES",
    "CI JOB · CONTAINER OR CGROUP",
];

/// The table on `screen`: each row, its cells by header, cut where each header begins. Every
/// header must be whole: the header line is nothing but whole headers and spaces.
fn table(screen: &str) -> Vec<BTreeMap<&'static str, String>> {
    let lines: Vec<Vec<char>> = screen.lines().map(|l| l.chars().collect()).collect();
    let Some(at) = lines.iter().position(|l| l.starts_with(&['P', 'I', 'D'])) else { return vec![] };
    let header = &lines[at];
    let (mut columns, mut x) = (Vec::new(), 0);
    while x < header.len() {
        if header[x] == ' ' {
            x += 1;
            continue;
        }
        // The longest that begins here ("OBJECTS/s", not "OBJECTS").
        let rest: String = header[x..].iter().collect();
        let found = HEADERS.iter().filter(|h| rest.starts_with(**h)).max_by_key(|h| h.len());
        let h = found.unwrap_or_else(|| panic!("a header cut at column {x}: {:?}\n{screen}", header.iter().collect::<String>()));
        columns.push((x, *h));
        x += h.chars().count();
    }
    let order: Vec<usize> = columns.iter().map(|(_, h)| HEADERS.iter().position(|k| k == h).unwrap()).collect();
    assert!(order.windows(2).all(|w| w[0] < w[1]), "headers out of order or twice: {columns:?}");
    let rows = lines[at + 1..].iter().take_while(|l| l.first().is_some_and(char::is_ascii_digit));
    rows.map(|l| {
        let cell = |i: usize| -> String {
            let end = columns.get(i + 1).map_or(l.len(), |c| c.0).min(l.len());
            l[columns[i].0.min(end)..end].iter().collect::<String>().trim().to_owned()
        };
        columns.iter().enumerate().map(|(i, (_, h))| (*h, cell(i))).collect()
    })
    .collect()
}

/// A size as top writes it: "1 byte", "512 bytes", "65.5 kB".
fn is_size(s: &str) -> bool {
    let Some((n, unit)) = s.split_once(' ') else { return false };
    let digits = |d: &str| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit());
    match unit {
        "byte" | "bytes" => digits(n),
        "kB" | "MB" | "GB" | "TB" => n.split_once('.').is_some_and(|(a, b)| digits(a) && b.len() == 1 && digits(b)),
        _ => false,
    }
}

/// "-" (no rate yet) or a signed rate of `unit`: "+2.0 kB/s", "0 bytes/s".
fn is_rate(s: &str, unit: impl Fn(&str) -> bool) -> bool {
    s == "-" || s.strip_suffix("/s").is_some_and(|r| unit(r.strip_prefix(['+', '-']).unwrap_or(r)))
}

/// Every cell of `row` is whole: each as its column writes it, the command and the growing
/// site by their full names (`comms`: those of the processes shown; the one growing site of
/// the fixtures is ze_server's leak_shared).
fn check_whole(row: &BTreeMap<&str, String>, comms: &[&str]) {
    let digits = |d: &str| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit());
    let grouped = |d: &str| !d.is_empty() && d.split(',').enumerate().all(|(i, g)| digits(g) && (i == 0 && g.len() <= 3 || g.len() == 3));
    let decimal = |d: &str| d.split_once('.').is_some_and(|(a, b)| digits(a) && digits(b));
    for (header, cell) in row {
        let whole = match *header {
            "PID" => digits(cell),
            "COMMAND" => comms.contains(&cell.as_str()),
            "OBJECTS" => grouped(cell),
            "BYTES" => is_size(cell),
            "OBJECTS/s" => is_rate(cell, decimal),
            "BYTES/s" | "SITE BYTES/s" => is_rate(cell, is_size),
            "OLDEST" => cell.strip_suffix(" s").is_some_and(digits),
            "GROWING SITE" => cell == "-" || cell == "leak_shared",
            "SITE SOURCE" => cell == "-" || cell.strip_prefix("ze_server.c:").and_then(|r| r.strip_suffix(" in ze_server")).is_some_and(digits),
            "KEPT BY RUNTIMES" => cell.is_empty() || cell.split_once(" · ").is_some_and(|(n, b)| grouped(n) && is_size(b)),
            // Where it runs, ending as a whole place ends: its cgroup's path (after its CI
            // job's, if any), a container's name and pod, or its short ID.
            _ => {
                let cgroup = std::fs::read_to_string(format!("/proc/{}/cgroup", row["PID"])).unwrap_or_default();
                let path = cgroup.lines().find_map(|l| l.strip_prefix("0::")).unwrap_or("/");
                let short_id = cell.rsplit(' ').next().is_some_and(|id| id.len() == 12 && id.bytes().all(|b| b.is_ascii_hexdigit()));
                cell.ends_with(path) || cell.ends_with(')') || short_id
            }
        };
        assert!(whole, "{header}: {cell:?} is not whole in {row:?}");
    }
}

/// The leaker first, with its truth's figures; the other process below it; every cell whole.
fn check_top(tmux: &Tmux, leaker: u32, truth: &Value, other: u32) {
    let (objects, bytes) = shown(truth);
    let screen = tmux.wait_for("the leaker at the top with its counts", |s| {
        let rows = table(s);
        rows.len() == 2
            && rows[0]["PID"] == leaker.to_string()
            && rows[0]["OBJECTS"] == objects
            && rows[0]["BYTES"] == bytes
            && rows[1]["PID"] == other.to_string()
    });
    // Wide, every column is shown.
    let rows = table(&screen);
    assert_eq!(rows[0].len(), HEADERS.len(), "{screen}");
    for row in &rows {
        check_whole(row, &["ze_workload"]);
    }
}
fn wait_file_contains(path: &Path, text: &str) {
    let start = Instant::now();
    while !std::fs::read_to_string(path).unwrap_or_default().contains(text) {
        assert!(start.elapsed() < Duration::from_secs(120), "{} never said {text:?}", path.display());
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// A terminal wide enough for every column.
const WIDE: (u16, u16) = (220, 40);

#[test]
fn top_traces_by_itself_and_shows_the_leaker_first() {
    fixture();
    let dir = temp_dir("top-own");
    let mut leaker = start_waiting(&["lifecycle", "--leak", "context,device,shared,event", "--hold"], &[]);
    let mut clean = start_waiting(&["lifecycle", "--hold"], &[]);
    let cmd = format!(
        "{} top -n 0.5 --pid {} --pid {} -o {}",
        env!("CARGO_BIN_EXE_ze-tracer"),
        leaker.pid,
        clean.pid,
        dir.display()
    );
    let tmux = Tmux::start("own", WIDE, &cmd);
    // Its own tracer is attached once it says so in its log.
    wait_file_contains(&dir.join("ze-tracer-top.log"), "ze-tracer: tracing PID");
    let truth = run_to_hold(&mut leaker);
    run_to_hold(&mut clean);
    check_top(&tmux, leaker.pid, &truth, clean.pid);
    tmux.tmux(&["send-keys", "q"]).status().unwrap();
    // On q it stops its tracer, which summarizes what it traced.
    wait_file_contains(&dir.join(format!("ze-tracer_pid{}.json", leaker.pid)), "\"ended\": \"stopped\"");
    for w in [leaker, clean] {
        finish_waiting(w);
    }
}

#[test]
fn top_reads_a_running_daemon() {
    fixture();
    let dir = temp_dir("top-daemon");
    let mut leaker = start_waiting(&["lifecycle", "--leak", "kernel,host", "--hold"], &[]);
    let mut clean = start_waiting(&["lifecycle", "--hold"], &[]);
    let (mut daemon, _err, seen) = attach(leaker.pid, &dir, &["--pid", &clean.pid.to_string(), "--metrics", "127.0.0.1:0"]);
    let at = seen.split("metrics at ").nth(1).expect("the daemon says where it serves").trim_end_matches(|c| c == ')' || c == '\n');
    let addr = at.trim_start_matches("http://").trim_end_matches("/metrics").to_owned();
    let truth = run_to_hold(&mut leaker);
    run_to_hold(&mut clean);
    let cmd = format!("{} top -n 0.5 --from {addr}", env!("CARGO_BIN_EXE_ze-tracer"));
    let tmux = Tmux::start("daemon", WIDE, &cmd);
    check_top(&tmux, leaker.pid, &truth, clean.pid);
    let screen = tmux.screen();
    assert!(screen.contains(&format!("daemon at {at}")), "{screen}");
    for w in [leaker, clean] {
        finish_waiting(w);
    }
    assert!(daemon.wait().unwrap().success());
}

/// `top -- ze_server` at 80 × 24: every header and cell shown is whole, the growing site's
/// name among them. The server, stopped, ends having leaked after top's last scrape: the
/// screen then has its summary's figures and the verdict its report says.
#[test]
fn top_fits_80_columns_and_ends_on_the_summary() {
    fixture();
    let dir = temp_dir("top-narrow");
    let cmd = format!(
        "env ZE_ENABLE_ALT_DRIVERS={} {} top -n 0.5 -o {} -- {} --pool 4 --leak-ms 50",
        fixture().join("libze_fake.so").display(),
        env!("CARGO_BIN_EXE_ze-tracer"),
        dir.display(),
        fixture().join("ze_server").display(),
    );
    let tmux = Tmux::start("narrow", (80, 24), &cmd);
    let live = tmux.wait_for("the server's growing site by name", |s| table(s).iter().any(|r| r.get("GROWING SITE").is_some_and(|c| c == "leak_shared")));
    let rows = table(&live);
    for row in &rows {
        check_whole(row, &["ze_server"]);
    }
    assert!(rows[0].len() < HEADERS.len(), "80 columns hold them all? {live}");
    let flat = |screen: &str| screen.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(flat(&live).contains(&format!("ze-tracer top: tracing by itself (output in {}), every 0.5 s", dir.display())), "{live}");
    let pid: u32 = rows.iter().find(|r| r["COMMAND"] == "ze_server").expect("the server's row")["PID"].parse().unwrap();

    // SAFETY: a signal to the server top's tracer runs; it ends as on a service stop.
    unsafe { libc::kill(pid as i32, libc::SIGTERM) };
    let end = tmux.wait_for("the end of tracing", |s| s.contains("tracing ended"));
    // What its report said, and its summary.
    let log = std::fs::read_to_string(dir.join("ze-tracer-top.log")).unwrap();
    let said = log.lines().find_map(|l| l.strip_prefix(&format!("ze-tracer: pid {pid} (ze_server) ended: LEAKED "))).unwrap_or_else(|| panic!("{log}"));
    // "156 objects, 4.5 MB (4,503,552 bytes) of USM; summary …"
    let held = said.split_once(" of USM").unwrap().0;
    let (objects, rest) = held.split_once(" objects, ").unwrap();
    let usm = rest.rsplit_once('(').unwrap().1.trim_end_matches(" bytes)").replace(',', "");
    let summary: Value = serde_json::from_str(&std::fs::read_to_string(dir.join(format!("ze-tracer_pid{pid}.json"))).unwrap()).unwrap();
    assert_eq!(summary["leaked_objects"].to_string(), objects, "{said}");
    let theirs: Vec<&Value> = summary["objects"].as_array().unwrap().iter().filter(|o| o.get("kept_by").is_none()).collect();
    let bytes: u64 = theirs.iter().map(|o| o["size"].as_u64().unwrap_or(0)).sum();

    assert_eq!(usm.parse::<u64>().unwrap(), bytes, "{said}");
    assert!(flat(&end).contains(&format!("PID {pid} (ze_server): LEAKED {held} of USM")), "{end}\n{said}");
    let objects = grouped(objects.parse().unwrap());
    let rows = table(&end);
    let row = rows.iter().find(|r| r["PID"] == pid.to_string()).unwrap_or_else(|| panic!("{end}"));
    assert_eq!((row["OBJECTS"].as_str(), row["BYTES"].as_str()), (objects.as_str(), size(bytes).as_str()), "{end}");
    assert_eq!(theirs.len().to_string(), summary["leaked_objects"].to_string());
    for row in &rows {
        check_whole(row, &["ze_server"]);
    }
    tmux.tmux(&["send-keys", "q"]).status().unwrap();
}
