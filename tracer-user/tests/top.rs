//! `ze-tracer top` in a real terminal (tmux): a leaking fixture process must show at the top
//! with its ground truth's counts, whether top traces by itself or reads a daemon's metrics.
mod common;

use std::{
    io::Write,
    path::Path,
    process::Command,
    time::{Duration, Instant},
};

use common::*;
use serde_json::Value;

/// A tmux server of the test's own, with one window running `cmd`.
struct Tmux {
    socket: String,
}

impl Tmux {
    fn start(tag: &str, cmd: &str) -> Tmux {
        let t = Tmux { socket: format!("ze-tracer-test-{}-{tag}", std::process::id()) };
        let ok = t.tmux(&["new-session", "-d", "-x", "200", "-y", "40", cmd]).status().expect("tmux (`cargo xtask setup` installs it)");
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

/// Objects and bytes outstanding in `truth`, as top shows them.
fn shown(truth: &Value) -> (String, String) {
    let counts: u64 = COUNT_COLUMNS.iter().map(|c| truth["outstanding"][c].as_u64().unwrap()).sum();
    let objects = counts + truth["outstanding_allocations"].as_u64().unwrap();
    let b = &truth["outstanding_memory_bytes"];
    let bytes: u64 = ["total", "physical", "virtual_reserved"].iter().map(|k| b[k].as_u64().unwrap()).sum();
    // Binary units, one decimal (bytes alone below 1 KiB).
    let (mut v, mut unit) = (bytes as f64, 0);
    while v >= 1024.0 {
        v /= 1024.0;
        unit += 1;
    }
    let bytes = match unit {
        0 => format!("{v:.0} B"),
        u => format!("{v:.1} {}", ["KiB", "MiB", "GiB"][u - 1]),
    };
    (objects.to_string(), bytes)
}

/// The table's rows: the lines after its header.
fn rows(screen: &str) -> Vec<Vec<&str>> {
    let lines = screen.lines().skip_while(|l| !l.starts_with("PID")).skip(1);
    lines.map(|l| l.split_whitespace().collect::<Vec<_>>()).filter(|f| !f.is_empty() && f[0].parse::<u32>().is_ok()).collect()
}

/// The leaker first, with its truth's figures; the other process below it.
fn check_top(tmux: &Tmux, leaker: u32, truth: &Value, other: u32) {
    let (objects, bytes) = shown(truth);
    let bytes: Vec<&str> = bytes.split(' ').collect();
    let screen = tmux.wait_for("the leaker at the top with its counts", |s| {
        let rows = rows(s);
        rows.len() == 2
            && rows[0][0] == leaker.to_string()
            && rows[0][2] == objects
            && rows[0][3..5] == bytes[..]
            && rows[1][0] == other.to_string()
    });
    assert!(screen.contains("OBJECTS/s"), "{screen}");
}

fn wait_file_contains(path: &Path, text: &str) {
    let start = Instant::now();
    while !std::fs::read_to_string(path).unwrap_or_default().contains(text) {
        assert!(start.elapsed() < Duration::from_secs(120), "{} never said {text:?}", path.display());
        std::thread::sleep(Duration::from_millis(50));
    }
}

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
    let tmux = Tmux::start("own", &cmd);
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
    let tmux = Tmux::start("daemon", &cmd);
    check_top(&tmux, leaker.pid, &truth, clean.pid);
    let screen = tmux.screen();
    assert!(screen.contains(&format!("daemon at {at}")), "{screen}");
    for w in [leaker, clean] {
        finish_waiting(w);
    }
    assert!(daemon.wait().unwrap().success());
}
