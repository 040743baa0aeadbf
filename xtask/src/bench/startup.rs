//! 1e. Start-up: how long `ze-tracer -- cmd` and `--pid` take before the program is traced,
//! against the command alone; and the verifier's work on each program, which is most of it
//! (the daemon says it at `--log-level debug`: `verified program=… instructions=…`).
use std::{
    fmt::Write as _,
    fs,
    io::{BufRead, BufReader},
    process::{Command, Stdio},
    time::Instant,
};

use super::{Bench, stat};
use crate::Result;

/// Runs of each: start-up varies with what else the machine does.
const RUNS: usize = 9;

pub(super) fn startup(b: &mut Bench) -> Result {
    eprintln!("xtask: bench: start-up");
    let dir = b.scratch.join("startup");
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let runs = if b.quick { 1 } else { RUNS };
    let (mut alone, mut run_mode, mut attach) = (vec![], vec![], vec![]);
    for _ in 0..runs {
        alone.push(timed(Command::new("/bin/true"))?);
        let mut traced = Command::new(&b.tracer);
        traced.arg("-q").arg("-o").arg(&dir).args(["--", "/bin/true"]);
        run_mode.push(timed(traced)?);
        attach.push(until_tracing(b, &dir)?);
    }
    // Handed to a daemon serving runs (the service's `--via-service`): no probes loaded.
    // Started after the rows above, which it would slow (it traces every exec).
    let via = {
        let socket = b.scratch.join("startup-runs.sock");
        let served = dir.join("served");
        fs::create_dir_all(&served).map_err(|e| e.to_string())?;
        let _daemon = crate::daemon::system_wide(&b.tracer, &served, &["--serve-runs", &socket.display().to_string()])?;
        let mut via = vec![];
        for _ in 0..runs {
            let mut handed = Command::new(&b.tracer);
            handed.arg(format!("--via-service={}", socket.display())).arg("-q").arg("-o").arg(&dir).args(["--", "/bin/true"]);
            via.push(timed(handed)?);
        }
        via
    };
    let (work, placed) = verifier_work(b, &dir)?;
    let _ = writeln!(
        b.md,
        "\n## 1e. Start-up\n\n\
         How long until the program is traced: `ze-tracer -q -- /bin/true` from start to exit (the \
         probes loaded, the command run and its summary written), and `ze-tracer --pid` from start \
         to its `tracing` line; against `/bin/true` alone. Median (min–max) of {runs} runs, in ms.\n\n\
         | run | ms |\n|---|---|\n\
         | `/bin/true` alone | {} |\n| `ze-tracer -q -- /bin/true` | {} |\n| `ze-tracer --pid` (until `tracing`) | {} |\n\
         | `ze-tracer --via-service -q -- /bin/true` (handed to a system-wide daemon serving runs) | {} |\n\n\
         Handed to a daemon, nothing is loaded: the time is the daemon's answer, the command, and its end \
         read from the rings. Otherwise most of it is the kernel's verifier. What it went through for each program (instructions \
         processed, as `--log-level debug` says at start):\n\n| program | instructions verified |\n|---|---|",
        stat(alone),
        stat(run_mode),
        stat(attach),
        stat(via)
    );
    for (program, insns) in work {
        let _ = writeln!(b.md, "| `{program}` | {insns} |");
    }
    let _ = writeln!(
        b.md,
        "\nWhere the call probes went, per library armed at start (each probe that single-steps \
         pays a second trap per call: BENCHMARKS §1's offset 0 against the chosen sites):\n\n\
         | library | probes | of them single-stepped |\n|---|---|---|"
    );
    for (lib, stepped, probes) in placed {
        let _ = writeln!(b.md, "| `{lib}` | {probes} | {stepped} |");
    }
    Ok(())
}

/// One run of `cmd`, to its exit: its wall time in ms.
fn timed(mut cmd: Command) -> Result<f64> {
    let start = Instant::now();
    let status = cmd.stdout(Stdio::null()).stderr(Stdio::null()).status().map_err(|e| e.to_string())?;
    if !status.success() {
        return Err(format!("{cmd:?}: {status}"));
    }
    Ok(start.elapsed().as_secs_f64() * 1e3)
}

/// `ze-tracer --pid` on a process that waits: ms from its start to its `tracing` line.
fn until_tracing(b: &Bench, dir: &std::path::Path) -> Result<f64> {
    let mut target = Command::new("sleep").arg("60").spawn().map_err(|e| e.to_string())?;
    let start = Instant::now();
    let mut tracer = Command::new(&b.tracer)
        .arg("-o")
        .arg(dir)
        .args(["--pid", &target.id().to_string()])
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| e.to_string())?;
    let err = BufReader::new(tracer.stderr.take().expect("piped"));
    let seen = err.lines().map_while(|l| l.ok()).any(|l| l.contains("ze-tracer: tracing"));
    let ms = start.elapsed().as_secs_f64() * 1e3;
    let _ = tracer.kill();
    let _ = tracer.wait();
    let _ = target.kill();
    let _ = target.wait();
    seen.then_some(ms).ok_or_else(|| "ze-tracer --pid never said it was tracing".into())
}

/// The daemon's `verified` lines: (program, instructions), as it loaded them.
/// What the verifier went through per program, and per library armed: its probes, and how
/// many of them sit where the kernel single-steps (no emulated instruction in reach).
fn verifier_work(b: &Bench, dir: &std::path::Path) -> Result<(Vec<(String, u64)>, Vec<(String, u64, u64)>)> {
    let out = Command::new(&b.tracer)
        .args(["--log-level", "debug", "-o"])
        .arg(dir)
        .args(["--", "/bin/true"])
        .output()
        .map_err(|e| e.to_string())?;
    let field = |line: &str, key: &str| line.split_whitespace().find_map(|w| w.strip_prefix(key)).map(str::to_owned);
    let said = String::from_utf8_lossy(&out.stderr);
    let placed: Vec<(String, u64, u64)> = said
        .lines()
        .filter(|l| l.contains(" probes placed"))
        .filter_map(|l| Some((field(l, "lib=")?.trim_matches('"').to_owned(), field(l, "stepped=")?.parse().ok()?, field(l, "probes=")?.parse().ok()?)))
        .collect();
    let work: Vec<(String, u64)> = said
        .lines()
        .filter(|l| l.contains(" verified "))
        .filter_map(|l| Some((field(l, "program=")?.trim_matches('"').to_owned(), field(l, "instructions=")?.parse().ok()?)))
        .collect();
    if work.is_empty() {
        return Err("the daemon said nothing of its programs at --log-level debug".into());
    }
    Ok((work, placed))
}
