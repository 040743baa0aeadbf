//! 8. Several processes at once: what a traced call costs with P = 1, 2 and 4 processes under a
//! system-wide daemon, and what predicts a many-core node. Two cores hide contention that many
//! cores show, so beside the wall-clock cost per call (against do-nothing probes in the same
//! round) it reports the kernel's own run time of our programs per call
//! (`kernel.bpf_stats_enabled`, from the daemon's program fdinfo): a cache line that every CPU
//! writes makes it grow with P even where the wall clock cannot show it.
use std::{
    fmt::Write as _,
    fs,
    io::{BufRead, BufReader},
    process::{Child, Command, Stdio},
    thread,
    time::Instant,
};

use serde_json::Value;

use super::{Bench, Stat, cpu_and_rss, fmt_int, stat, stress_lines, wait_for_teardown};
use crate::Result;

const PROCESSES: [usize; 3] = [1, 2, 4];
const ROUNDS: usize = 3;
/// Iterations per process (an allocation and its free each: two calls).
const ITERS: u64 = 100_000;
const MODES: [(&str, &[&str]); 4] = [
    ("floor (`--noop-probes`)", &["--noop-probes"]),
    ("`--no-stacks`", &["--no-stacks"]),
    ("stacks (default)", &[]),
    ("stacks, all in a PID namespace", &[IN_PID_NAMESPACE]),
];
/// Not an argument of ze-tracer's: the daemon and the stressors run in a PID namespace of
/// their own (as in a container or an nspawn machine), where the probes number every thread
/// as that namespace does.
const IN_PID_NAMESPACE: &str = "(in a PID namespace)";
/// 14 unpaced processes on a 16-core node, measured once: 2.7 M events/s.
const NODE_RATE: f64 = 2.7e6;

/// One run: P stressors under a system-wide daemon in one mode.
struct Run {
    /// Median over the processes.
    ns_per_call: f64,
    bpf_ns_per_call: f64,
    events_per_s: f64,
    dropped: u64,
    cpu_pct: f64,
    /// Of `cpu_pct`, the kernel's (the daemon's system calls).
    kernel_pct: f64,
    peak_rss_mb: f64,
}

/// The CPU seconds `pid` has run in the kernel (`stime`).
fn kernel_seconds(pid: u32) -> f64 {
    let stat = fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    let fields: Vec<&str> = stat.rsplit_once(')').map_or(vec![], |(_, rest)| rest.split_whitespace().collect());
    fields.get(12).and_then(|t| t.parse::<f64>().ok()).unwrap_or(0.0) / 100.0
}

/// The daemon, system-wide, once it says it is tracing, and its PID (the child's unless in a
/// namespace: then the child is `unshare`, and the daemon its child).
fn start_daemon(b: &Bench, dir: &std::path::Path, args: &[&str]) -> Result<(Child, u32)> {
    let namespace = args.contains(&IN_PID_NAMESPACE);
    let mut cmd = match namespace {
        true => {
            let mut c = Command::new("unshare");
            c.args(["--pid", "--fork", "--mount-proc", "--kill-child=SIGTERM"]).arg(&b.tracer);
            c
        }
        false => Command::new(&b.tracer),
    };
    let mut child = cmd
        .args(["-q", "--output-dir"])
        .arg(dir)
        .args(args.iter().filter(|a| **a != IN_PID_NAMESPACE))
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run ze-tracer: {e}"))?;
    let mut err = BufReader::new(child.stderr.take().unwrap());
    let mut line = String::new();
    while !line.contains("ze-tracer: tracing") {
        line.clear();
        if err.read_line(&mut line).map_err(|e| e.to_string())? == 0 {
            let _ = child.wait();
            return Err(format!("ze-tracer {args:?} ended before tracing"));
        }
    }
    thread::spawn(move || std::io::copy(&mut err, &mut std::io::sink()));
    let pid = match namespace {
        true => {
            let children = fs::read_to_string(format!("/proc/{0}/task/{0}/children", child.id())).unwrap_or_default();
            children.split_whitespace().next().and_then(|p| p.parse().ok()).ok_or("unshare has no child")?
        }
        false => child.id(),
    };
    Ok((child, pid))
}

/// The run time of the daemon's programs that ran for the calls (at least `min_runs` times),
/// in ns.
fn bpf_run_time(pid: u32, min_runs: u64) -> u64 {
    let Ok(fds) = fs::read_dir(format!("/proc/{pid}/fdinfo")) else { return 0 };
    let mut ns = 0;
    for fd in fds.flatten() {
        let info = fs::read_to_string(fd.path()).unwrap_or_default();
        let field = |k: &str| info.lines().find_map(|l| l.strip_prefix(k)?.trim().parse::<u64>().ok()).unwrap_or(0);
        if field("run_cnt:") >= min_runs {
            ns += field("run_time_ns:");
        }
    }
    ns
}

fn peak_rss_mb(pid: u32) -> f64 {
    let status = fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    let kb: f64 = status.lines().find_map(|l| l.strip_prefix("VmHWM:")?.trim().trim_end_matches(" kB").trim().parse().ok()).unwrap_or(0.0);
    kb / 1024.0
}

fn run(b: &Bench, processes: usize, args: &[&str]) -> Result<Run> {
    wait_for_teardown();
    let dir = b.scratch.join("scale");
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let (mut daemon, pid) = start_daemon(b, &dir, args)?;
    let (cpu0, kernel0) = (cpu_and_rss(pid).map_or(0.0, |c| c.0), kernel_seconds(pid));
    let start = Instant::now();
    let p = processes.to_string();
    let iters = ITERS.to_string();
    let mut stress = b.workload(&["stress", "--processes", &p, "--threads", "1", "--iters", &iters, "--no-truth"].map(String::from));
    if args.contains(&IN_PID_NAMESPACE) {
        // In the daemon's namespace.
        let mut inside = Command::new("nsenter");
        inside.args(["--target", &pid.to_string(), "--pid", "--mount", "--"]).arg(stress.get_program()).args(stress.get_args());
        inside.envs(stress.get_envs().filter_map(|(k, v)| Some((k, v?))));
        stress = inside;
    }
    let out = stress.output().map_err(|e| e.to_string())?;
    let wall = start.elapsed().as_secs_f64();
    let cpu = cpu_and_rss(pid).map_or(0.0, |c| c.0) - cpu0;
    let kernel = kernel_seconds(pid) - kernel0;
    let bpf_ns = bpf_run_time(pid, ITERS);
    let peak = peak_rss_mb(pid);
    // SIGTERM: it summarizes every process and exits.
    crate::run(Command::new("kill").arg(pid.to_string()))?;
    let _ = daemon.wait();
    if !out.status.success() {
        return Err(format!("the stressor failed under ze-tracer {args:?}: {}", out.status));
    }
    let lines = stress_lines(&String::from_utf8_lossy(&out.stdout));
    let calls: f64 = lines.iter().map(|l| l["calls"].as_f64().unwrap_or(0.0)).sum();
    let elapsed_s = lines.iter().map(|l| l["elapsed_ns"].as_f64().unwrap_or(0.0)).fold(0.0, f64::max) / 1e9;
    let median = stat(lines.iter().map(|l| l["ns_per_call"].as_f64().unwrap_or(0.0)).collect()).median;
    let dropped = fs::read_dir(&dir)
        .map_err(|e| e.to_string())?
        .flatten()
        .filter(|e| e.path().extension().is_some_and(|x| x == "json"))
        .filter_map(|e| serde_json::from_str::<Value>(&fs::read_to_string(e.path()).ok()?).ok())
        .map(|s| s["dropped_events"].as_u64().unwrap_or(0))
        .sum();
    Ok(Run {
        ns_per_call: median,
        bpf_ns_per_call: bpf_ns as f64 / calls.max(1.0),
        events_per_s: calls / elapsed_s.max(1e-9),
        dropped,
        cpu_pct: 100.0 * cpu / wall.max(1e-9),
        kernel_pct: 100.0 * kernel / wall.max(1e-9),
        peak_rss_mb: peak,
    })
}

/// Every (P, mode) run, round after round, modes in turns within a round.
fn measure(b: &Bench) -> Result<Vec<Vec<Vec<Run>>>> {
    let mut runs: Vec<Vec<Vec<Run>>> = PROCESSES.iter().map(|_| MODES.iter().map(|_| vec![]).collect()).collect();
    for round in 0..ROUNDS {
        for (pi, &p) in PROCESSES.iter().enumerate() {
            let mut order: Vec<usize> = (0..MODES.len()).collect();
            if round % 2 == 1 {
                order.reverse();
            }
            for m in order {
                eprintln!("xtask: bench scale: round {}, {p} process(es), {}", round + 1, MODES[m].0);
                runs[pi][m].push(run(b, p, MODES[m].1)?);
            }
        }
    }
    Ok(runs)
}

pub fn scale(b: &mut Bench) -> Result {
    eprintln!("xtask: bench: several processes at once");
    let stats = "/proc/sys/kernel/bpf_stats_enabled";
    let was = fs::read_to_string(stats).map_err(|e| e.to_string())?;
    fs::write(stats, "1").map_err(|e| e.to_string())?;
    let runs = measure(b);
    let _ = fs::write(stats, was);
    let runs = runs?;
    let col = |pi: usize, m: usize, f: fn(&Run) -> f64| stat(runs[pi][m].iter().map(f).collect());
    let ratio = |pi: usize, m: usize, f: fn(&Run) -> f64| {
        stat(runs[pi][m].iter().zip(&runs[pi][0]).map(|(a, floor)| f(a) / f(floor)).collect())
    };
    let _ = writeln!(
        b.md,
        "## 8. Several processes at once\n\nP copies of `ze_workload stress --threads 1 --iters {ITERS} \
         --no-truth` at once, unpaced, under a system-wide daemon; {ROUNDS} rounds, the modes in turns \
         within a round. Medians (min–max) over rounds; ns per call is the median over the processes \
         of a run. BPF run time is the kernel's (`kernel.bpf_stats_enabled`): all our programs \
         that ran for the calls, per call.\n\n\
         | P | mode | ns per call | / floor | BPF ns per call | BPF / floor's | events/s | dropped | daemon CPU % | daemon peak RSS MB |\n\
         |---|---|---|---|---|---|---|---|---|---|"
    );
    for (pi, p) in PROCESSES.iter().enumerate() {
        for (m, (name, _)) in MODES.iter().enumerate() {
            let dropped: u64 = runs[pi][m].iter().map(|r| r.dropped).max().unwrap_or(0);
            let _ = writeln!(
                b.md,
                "| {p} | {name} | {} | {:.2} | {} | {:.2} | {} | {dropped} | {:.0} | {:.0} |",
                col(pi, m, |r| r.ns_per_call),
                ratio(pi, m, |r| r.ns_per_call).median,
                col(pi, m, |r| r.bpf_ns_per_call),
                ratio(pi, m, |r| r.bpf_ns_per_call).median,
                fmt_int(col(pi, m, |r| r.events_per_s).median),
                col(pi, m, |r| r.cpu_pct).median,
                col(pi, m, |r| r.peak_rss_mb).median,
            );
        }
    }
    projection(b, &runs);
    Ok(())
}

/// BPF run time per call at P over P = 1, per mode: what grows with the processes.
fn growth(runs: &[Vec<Vec<Run>>], pi: usize, m: usize) -> f64 {
    let median = |rs: &[Run]| stat(rs.iter().map(|r| r.bpf_ns_per_call).collect::<Vec<_>>()).median;
    median(&runs[pi][m]) / median(&runs[0][m])
}

fn projection(b: &mut Bench, runs: &[Vec<Vec<Run>>]) {
    let g = |pi, m| growth(runs, pi, m);
    let stacks_floor = |pi: usize| {
        let s: Stat = stat(runs[pi][2].iter().zip(&runs[pi][0]).map(|(a, f)| a.bpf_ns_per_call / f.bpf_ns_per_call).collect());
        s.median
    };
    let _ = writeln!(
        b.md,
        "\nBPF run time per call, P = 2 and P = 4 over P = 1: floor {:.2} and {:.2}, `--no-stacks` {:.2} \
         and {:.2}, stacks {:.2} and {:.2}.\n\n**Projection for a 16-core node** (14 processes; measured \
         there once before the rings were sharded: our run time per call grew 14× from P = 1, and 1.6 M \
         of 8.4 M events were dropped). Each process now writes the ring of its own shard (one per CPU), \
         its stash slot is a cache line of its own, and every other map the hot path writes is per CPU \
         (docs/ARCHITECTURE.md lists them): the only line two CPUs still share is a ring that two \
         processes' PIDs map to (PID modulo the CPUs), so the per-call run time stays near its P = 1 \
         value, as P = 2 and 4 show here, instead of growing with P. Where two processes share a ring, \
         they pay what P = 2 paid before sharding, not what 14 did. At P = 1 our programs cost {:.1}× \
         the do-nothing ones with stacks. The data plane: see §2 for events/s per thread; the node's \
         {} events/s need the threads it gives.\n",
        g(1, 0),
        g(2, 0),
        g(1, 1),
        g(2, 1),
        g(1, 2),
        g(2, 2),
        stacks_floor(0),
        fmt_int(NODE_RATE),
    );
    let median = |pi: usize, m: usize| stat(runs[pi][m].iter().map(|r| r.bpf_ns_per_call).collect::<Vec<_>>()).median;
    let _ = writeln!(
        b.md,
        "**In a PID namespace** (a container's or an nspawn machine's daemon: each program takes \
         the thread's numbers there from its CPU's cache, and asks `bpf_get_ns_current_pid_tgid` \
         when the thread is not the one cached; threads of other namespaces are turned away), our \
         programs ran {:.0}, {:.0} and {:.0} ns per call at P = 1, 2 and 4, against {:.0}, {:.0} and \
         {:.0} on the host ({:.2}× at P = 1); at P = 2 and 4 over P = 1: {:.2} and {:.2}.\n",
        median(0, 3),
        median(1, 3),
        median(2, 3),
        median(0, 2),
        median(1, 2),
        median(2, 2),
        median(0, 3) / median(0, 2),
        g(1, 3),
        g(2, 3),
    );
    two_at_once(b, runs);
}

/// Where P = 2's wall clock per call goes, with stacks: the daemon's CPU, taken from the
/// stressors when they are as many as the CPUs, and our programs' run time beyond the floor's.
fn two_at_once(b: &mut Bench, runs: &[Vec<Vec<Run>>]) {
    let cpus = thread::available_parallelism().map_or(1, |n| n.get()) as f64;
    let median = |m: usize, f: fn(&Run) -> f64| stat(runs[1][m].iter().map(f).collect::<Vec<_>>()).median;
    let daemon = median(2, |r| r.cpu_pct);
    // What of the daemon's CPU was the kernel's, per run, then the median.
    let kernel = stat(runs[1][2].iter().map(|r| 100.0 * r.kernel_pct / r.cpu_pct.max(1e-9)).collect::<Vec<_>>()).median;
    // The CPUs' share the stressors lose to the daemon, when they would use every CPU.
    let by_daemon = 1.0 / (1.0 - (daemon / 100.0 / cpus).min(0.9));
    let by_programs = 1.0 + (median(2, |r| r.bpf_ns_per_call) - median(0, |r| r.bpf_ns_per_call)) / median(0, |r| r.ns_per_call);
    let measured = median(2, |r| r.ns_per_call) / median(0, |r| r.ns_per_call);
    let _ = writeln!(
        b.md,
        "**Where P = 2's wall clock goes** (stacks; {cpus:.0} CPUs here, so two stressors would use them \
         all): the daemon drains and records their events on {daemon:.0} % of a CPU ({kernel:.0} % of that \
         in the kernel, for its system calls), which the stressors lose, \
         {by_daemon:.2}× per call by itself; our programs' run time beyond the \
         floor's adds {by_programs:.2}×. Together {:.2}×, against {measured:.2}× measured: on a machine \
         with a CPU to spare for the daemon, only the programs' share and the rest remain.\n",
        by_daemon * by_programs,
    );
}
