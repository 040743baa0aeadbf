//! §1c: what Python frames add to a create in a Python program, and what naming them keeps.
use std::{
    fmt::Write as _,
    fs,
    io::{BufRead, BufReader, Read},
    process::{Command, Stdio},
};

use super::{Bench, stat};
use crate::{Result, root_dir};

/// Rounds, each one process per mode (the modes in turns, their order alternated), and the
/// creates each makes, from this many Python frames deep.
const ROUNDS: usize = 10;
const CALLS: u64 = 20_000;
const DEPTH: u32 = 12;

pub fn python(b: &mut Bench) -> Result {
    eprintln!("xtask: bench: cost of Python frames");
    let modes: [(&str, &[&str]); 3] = [
        ("do-nothing probes (the floor)", &["--noop-probes"]),
        ("ze-tracer --no-python-frames (native stacks)", &["--no-python-frames"]),
        ("ze-tracer (native stacks and Python frames)", &[]),
    ];
    let (mut ns, mut bpf) = (vec![vec![]; modes.len()], vec![vec![]; modes.len()]);
    let mut kept = vec![];
    for round in 0..ROUNDS {
        let mut order: Vec<usize> = (0..modes.len()).collect();
        if round % 2 == 1 {
            order.reverse();
        }
        for i in order {
            let run = run_once(b, modes[i].1)?;
            ns[i].push(run.ns_per_create);
            bpf[i].push(run.bpf_ns_per_create);
            kept.extend(run.log.lines().filter_map(kept_line));
        }
    }
    let _ = writeln!(
        b.md,
        "## 1c. Cost of Python frames\n\nA CPython 3.11 program (`tests/python/bench.py`) makes \
         {CALLS} host allocations through ctypes, {DEPTH} Python frames deep (14 with the module's \
         and the allocating function's), each kept; a system-wide daemon; {ROUNDS} rounds of one \
         process per mode, in turns. Per create: the time the program saw (timed in Python \
         around the calls) and our return program's run time (`run_time_ns` / `run_cnt`, \
         `kernel.bpf_stats_enabled`). Ratios to native stacks alone, per round, then the \
         median (goal: at most 1.15).\n\n\
         | mode | ns per create | / native stacks | BPF ns per create |\n|---|---|---|---|"
    );
    for (i, (name, _)) in modes.iter().enumerate() {
        let ratio = match i {
            2 => stat(ns[2].iter().zip(&ns[1]).map(|(on, off)| on / off).collect()).to_string(),
            _ => String::new(),
        };
        let _ = writeln!(b.md, "| {name} | {} | {ratio} | {} |", stat(ns[i].clone()), stat(bpf[i].clone()));
    }
    if let Some((codes, bytes)) = kept.iter().max_by_key(|c| c.1) {
        let _ = writeln!(b.md, "\nWhat the daemon keeps to name them: {codes} code objects read, {bytes} bytes (names, files, line tables).");
    }
    let _ = writeln!(b.md);
    Ok(())
}

struct Run {
    ns_per_create: f64,
    bpf_ns_per_create: f64,
    log: String,
}

/// One process under a system-wide daemon started with `tracer_args`.
fn run_once(b: &Bench, tracer_args: &[&str]) -> Result<Run> {
    let _ = fs::write("/proc/sys/kernel/bpf_stats_enabled", "1");
    let mut daemon = Command::new(&b.tracer)
        .arg("-v")
        .arg("--output-dir")
        .arg(b.scratch.join("python"))
        .args(tracer_args)
        .arg("--quiet")
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run {}: {e}", b.tracer.display()))?;
    let mut err = BufReader::new(daemon.stderr.take().unwrap());
    let mut log = String::new();
    while !log.contains("ze-tracer: tracing every") {
        if err.read_line(&mut log).map_err(|e| e.to_string())? == 0 {
            return Err(format!("the daemon ended: {log}"));
        }
    }
    let out = Command::new("/usr/bin/python3.11")
        .arg(root_dir().join("tests/python/bench.py"))
        .args(["1", &CALLS.to_string(), &DEPTH.to_string()])
        .env("ZE_ENABLE_ALT_DRIVERS", b.fixture.join("libze_fake.so"))
        .output()
        .map_err(|e| format!("cannot run bench.py: {e}"))?;
    let bpf_ns = bpf_ns(daemon.id()) / CALLS as f64;
    // SIGTERM: it writes its summaries and exits.
    let _ = Command::new("kill").arg(daemon.id().to_string()).status();
    err.read_to_string(&mut log).map_err(|e| e.to_string())?;
    let _ = daemon.wait();
    let stdout = String::from_utf8_lossy(&out.stdout);
    let ns = stdout.lines().find_map(|l| l.strip_prefix("ROUND ")?.trim().parse::<f64>().ok());
    let ns = ns.ok_or_else(|| format!("bench.py printed no ROUND: {stdout}{}", String::from_utf8_lossy(&out.stderr)))?;
    Ok(Run { ns_per_create: ns, bpf_ns_per_create: bpf_ns, log })
}

/// Run time of the daemon's programs that ran for every create (the return's), in ns.
fn bpf_ns(daemon: u32) -> f64 {
    let mut ns = 0;
    for fd in fs::read_dir(format!("/proc/{daemon}/fdinfo")).into_iter().flatten().flatten() {
        let info = fs::read_to_string(fd.path()).unwrap_or_default();
        let field = |k: &str| info.lines().find_map(|l| l.strip_prefix(k)?.trim().parse::<u64>().ok()).unwrap_or(0);
        // The return program: as many runs as creates (the entry's take less: only its own).
        if field("run_cnt:") >= CALLS {
            ns = ns.max(field("run_time_ns:"));
        }
    }
    ns as f64
}

/// "… Python names kept … codes=N bytes=M" → (N, M).
fn kept_line(line: &str) -> Option<(u64, u64)> {
    if !line.contains("Python names kept") {
        return None;
    }
    let field = |k: &str| line.split(&format!("{k}=")).nth(1)?.split_whitespace().next()?.parse().ok();
    Some((field("codes")?, field("bytes")?))
}
