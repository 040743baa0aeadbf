//! 1f. What a node's processes pay for the service: each kind of process run to its end with no
//! daemon, then under a system-wide daemon started as the unit starts it, in turns. A process
//! that touches nothing of Level Zero pays the exec and exit programs (`/bin/true`), and a
//! CPython the probes where its modules end too (`ze_py_main_end`); a short SYCL program
//! through dpctl, on the real runtime and the fake GPU, pays arming at its load, the probes of
//! its calls and the hold at its end.
use std::{
    fmt::Write as _,
    fs,
    process::{Command, Stdio},
    time::{Duration, Instant},
};

use super::{Bench, stat};
use crate::{Result, daemon, real_runtime};

/// Runs of each kind per round and mode.
const RUNS: usize = 3;

/// Rounds: this VM's speed drifts between rounds by more than the 10 % the goal allows (a
/// section of 5 rounds and one ratio of medians read the SYCL program at 1.16 one day and
/// 0.97–1.04 the next), so each round's ratio is taken, of runs seconds apart, and the
/// median of those.
const SERVICE_ROUNDS: usize = 15;

/// How long a daemon's probes may outlive it (see `layers::SETTLE`).
const SETTLE: Duration = Duration::from_secs(2);

/// A short SYCL program: a queue, a few buffers allocated and freed, its end.
const SYCL: &str = "\
import dpctl, dpctl.memory as dpm
q = dpctl.SyclQueue('level_zero:gpu')
for _ in range(8):
    dpm.MemoryUSMDevice(1 << 20, queue=q)
";

pub(super) fn service(b: &mut Bench) -> Result {
    eprintln!("xtask: bench: per process under the service");
    let rt = real_runtime::prepare()?;
    let out = b.scratch.join("service");
    // The SYCL program first: its interpreter is hooked as it runs (`exit_hook`), and the
    // CPython that runs nothing of Level Zero, the same interpreter, pays those hooks after.
    let mut kinds: [(&str, Command); 3] = [
        ("a short SYCL program (dpctl: a queue, 8 buffers)", {
            let mut c = Command::new(&rt.python);
            c.args(["-c", SYCL]).envs(rt.env());
            c
        }),
        ("`python3 -c pass` (no Level Zero; its interpreter hooked)", {
            let mut c = Command::new(&rt.python);
            c.args(["-c", "pass"]).envs(rt.env());
            c
        }),
        ("`/bin/true`", Command::new("/bin/true")),
    ];
    let rounds = if b.quick { 1 } else { SERVICE_ROUNDS };
    let (mut untraced, mut traced) = (vec![vec![]; kinds.len()], vec![vec![]; kinds.len()]);
    // The CPU time of each run (its user and system time), as for the wall clock.
    let (mut untraced_cpu, mut traced_cpu) = (vec![vec![]; kinds.len()], vec![vec![]; kinds.len()]);
    // Per kind, each round's median under the service over its median untraced; and the CPU
    // each process cost the node (its own and the daemon's for it) over its own untraced.
    let (mut ratios, mut cpu_ratios) = (vec![vec![]; kinds.len()], vec![vec![]; kinds.len()]);
    // The daemon's CPU time per traced process of each kind, per round.
    let mut daemon_cpu = vec![vec![]; kinds.len()];
    for round in 0..rounds {
        // Each mode first in every other round: what runs first after a pause runs slower.
        for under in [round % 2 == 1, round % 2 == 0] {
            let mut daemon = None;
            if under {
                let _ = fs::remove_dir_all(&out);
                fs::create_dir_all(&out).map_err(|e| e.to_string())?;
                // As the unit runs it (scripts/ze-tracer.service): serving runs (so every fork
                // asks its parent's run), less its output caps.
                let socket = b.scratch.join("service-runs.sock");
                let socket = socket.to_str().ok_or("the scratch directory's path is not UTF-8")?;
                daemon = Some(daemon::system_wide(&b.tracer, &out, &["--serve-runs", socket])?.0);
            }
            let (times, cpus) = if under { (&mut traced, &mut traced_cpu) } else { (&mut untraced, &mut untraced_cpu) };
            let pid = daemon.as_ref().map(|d| d.0.id());
            // What it spends idle (its timers), per second: taken off what it spent on them.
            let idle = pid.map_or(0.0, |pid| {
                let (before, t) = (cpu_ms(pid), Instant::now());
                std::thread::sleep(Duration::from_secs(1));
                (cpu_ms(pid) - before) / t.elapsed().as_secs_f64()
            });
            for (i, (_, cmd)) in kinds.iter_mut().enumerate() {
                timed(cmd)?;
                let (cpu, t) = (pid.map(cpu_ms), Instant::now());
                for _ in 0..RUNS {
                    let (wall, cpu) = timed(cmd)?;
                    times[i].push(wall);
                    cpus[i].push(cpu);
                }
                if let (Some(pid), Some(before)) = (pid, cpu) {
                    // What it did for them once they ended (their summaries written).
                    std::thread::sleep(Duration::from_millis(300));
                    let spent = cpu_ms(pid) - before - idle * t.elapsed().as_secs_f64();
                    daemon_cpu[i].push(spent.max(0.0) / RUNS as f64);
                }
            }
            if let Some(mut d) = daemon {
                d.kill_and_wait();
                std::thread::sleep(SETTLE);
            }
        }
        let this_round = |v: &Vec<f64>| stat(v[v.len() - RUNS..].to_vec()).median;
        for i in 0..kinds.len() {
            ratios[i].push(this_round(&traced[i]) / this_round(&untraced[i]));
            let daemon = daemon_cpu[i].last().copied().unwrap_or(0.0);
            cpu_ratios[i].push((this_round(&traced_cpu[i]) + daemon) / this_round(&untraced_cpu[i]));
        }
    }
    let _ = writeln!(
        b.md,
        "\n## 1f. Per process under the service\n\n\
         Each kind of process run to its end, wall clock: with no daemon, then under a system-wide \
         daemon started as the unit starts it; {RUNS} runs of each kind per round and mode, {rounds} \
         rounds, each run once before it is timed, the modes in turns, each first in every other round. A process that touches nothing of Level Zero \
         pays the exec and exit programs (§5b), a CPython the probes where its modules end too \
         (`ze_py_main_end`, about 75 as `python3 -c pass` starts); the SYCL program (the real \
         runtime on the fake GPU) pays arming, its calls' probes and the hold at its end. Median \
         (min–max), in ms; the ratio is each round's (the median of its runs under the service over \
         that of its runs untraced), then their median (min–max): this machine's speed drifts from round to round.\n\n\
         The daemon's CPU time per process (its threads' run time, from `/proc/PID/task/*/schedstat`): what it spent \
         from the first of the timed runs until 0.3 s after the last (their summaries written), \
         less what it spends idle in as long (its timers, measured for 1 s before), divided by \
         the runs.\n\n\
         The CPU a process costs the node: its own user and system time (`getrusage` of the \
         children reaped), with the daemon's for it under the service, over its own untraced, \
         per round, then the median: what the node's other work loses, which waits and holds do not \
         take.\n\n\
         | process | untraced (ms) | under the service (ms) | ratio (goal: at most 1.10) | the daemon's CPU per process (ms) | CPU, its own and the daemon's / untraced |\n|---|---|---|---|---|---|"
    );
    for (i, (name, _)) in kinds.iter().enumerate() {
        let (u, t, r, c) = (stat(untraced[i].clone()), stat(traced[i].clone()), stat(ratios[i].clone()), stat(cpu_ratios[i].clone()));
        let _ = writeln!(
            b.md,
            "| {name} | {u} | {t} | {:.2} ({:.2}–{:.2}) | {} | {:.2} ({:.2}–{:.2}) |",
            r.median,
            r.min,
            r.max,
            stat(daemon_cpu[i].clone()),
            c.median,
            c.min,
            c.max
        );
    }
    Ok(())
}

/// Process `pid`'s CPU time so far, all its threads' (`/proc/PID/task/*/schedstat`), in ms.
fn cpu_ms(pid: u32) -> f64 {
    let tasks = fs::read_dir(format!("/proc/{pid}/task")).into_iter().flatten().flatten();
    let ns: u64 = tasks
        .filter_map(|t| fs::read_to_string(t.path().join("schedstat")).ok())
        .filter_map(|s| s.split_whitespace().next()?.parse::<u64>().ok())
        .sum();
    ns as f64 / 1e6
}

/// One run to its end: its wall clock and its CPU time (user and system), in ms; a failed run
/// fails the section.
fn timed(cmd: &mut Command) -> Result<(f64, f64)> {
    let (start, cpu) = (Instant::now(), children_cpu_ms());
    let run = cmd.stdin(Stdio::null()).stdout(Stdio::null()).output().map_err(|e| format!("cannot run {cmd:?}: {e}"))?;
    let ms = start.elapsed().as_secs_f64() * 1e3;
    match run.status.success() {
        true => Ok((ms, children_cpu_ms() - cpu)),
        false => Err(format!("{cmd:?} failed ({}): {}", run.status, String::from_utf8_lossy(&run.stderr))),
    }
}

/// The CPU time of the children reaped so far (user and system), in ms.
fn children_cpu_ms() -> f64 {
    // SAFETY: getrusage fills the zeroed struct it is given.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: a valid pointer to that struct.
    unsafe { libc::getrusage(libc::RUSAGE_CHILDREN, &mut usage) };
    let ms = |t: libc::timeval| t.tv_sec as f64 * 1e3 + t.tv_usec as f64 / 1e3;
    ms(usage.ru_utime) + ms(usage.ru_stime)
}
