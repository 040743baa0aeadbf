//! 1d. What tracing UMF's pools (tracer_common::UMF_APIS, docs/guide.md "Leak or cache") costs
//! a SYCL program: dpctl allocating and freeing a 4 KB device buffer in a loop, each a pool hit
//! (`umfPoolAlignedMalloc`, `umfPoolFree`) with no Level Zero call, on the real runtime and the
//! fake GPU. Per allocation, timed inside the process; per process, its whole run (import,
//! first queue, the loop, exit), which takes in arming `libumf` as it is loaded and the exit's
//! hold. Against: untraced; traced as before layers were (the testbed's `--no-layers`: Level
//! Zero alone); and do-nothing probes at the same places (`--noop-probes`: the uprobes' floor).
use std::{
    fmt::Write as _,
    fs,
    process::{Command, Stdio},
    time::Instant,
};

use super::{Bench, ROUNDS, stat};
use crate::{Result, real_runtime};

/// How long a tracer's probes may outlive it.
const SETTLE: std::time::Duration = std::time::Duration::from_secs(2);

/// Allocations per run, after as many to warm the pool.
const ALLOCS: u32 = 20_000;

const SCRIPT: &str = "\
import sys, time
import dpctl, dpctl.memory as dpm
q = dpctl.SyclQueue('level_zero:gpu')
n = int(sys.argv[1])
for _ in range(n):
    dpm.MemoryUSMDevice(4096, queue=q)
t = time.perf_counter_ns()
for _ in range(n):
    dpm.MemoryUSMDevice(4096, queue=q)
print('NS_PER_ALLOC', (time.perf_counter_ns() - t) / n, flush=True)
";

const CONFIGS: [(&str, Option<&[&str]>); 4] = [
    ("untraced", None),
    ("traced, Level Zero alone (`--no-layers`: as before)", Some(&["--no-layers"])),
    ("do-nothing probes, UMF's included (`--noop-probes`)", Some(&["--noop-probes"])),
    ("traced, UMF's pools too (as shipped)", Some(&[])),
];

pub(super) fn layers(b: &mut Bench) -> Result {
    eprintln!("xtask: bench: UMF's probes, on the real SYCL runtime");
    let rt = real_runtime::prepare()?;
    let out = b.scratch.join("layers");
    let mut per_alloc = vec![vec![]; CONFIGS.len()];
    let mut per_process = vec![vec![]; CONFIGS.len()];
    for _ in 0..ROUNDS {
        for (i, (_, args)) in CONFIGS.iter().enumerate() {
            let _ = fs::remove_dir_all(&out);
            fs::create_dir_all(&out).map_err(|e| e.to_string())?;
            let mut cmd = match args {
                None => Command::new("env"),
                Some(args) => {
                    let mut c = Command::new(&b.tracer);
                    c.arg("-q").arg("--output-dir").arg(&out).args(*args).args(["--", "env"]);
                    c
                }
            };
            cmd.args(rt.env().iter().map(|(k, v)| format!("{k}={v}"))).arg(&rt.python).args(["-c", SCRIPT]).arg(ALLOCS.to_string());
            let start = Instant::now();
            let run = cmd.stdin(Stdio::null()).output().map_err(|e| format!("cannot run the bench: {e}"))?;
            let wall = start.elapsed().as_secs_f64() * 1e3;
            let stdout = String::from_utf8_lossy(&run.stdout);
            let ns = stdout.lines().find_map(|l| l.strip_prefix("NS_PER_ALLOC ")?.trim().parse::<f64>().ok());
            let Some(ns) = ns.filter(|_| run.status.success()) else {
                return Err(format!("the bench failed ({}): {}", run.status, String::from_utf8_lossy(&run.stderr)));
            };
            per_alloc[i].push(ns / 1e3);
            per_process[i].push(wall);
            // A tracer's links are released after it has exited (the kernel defers it): until
            // then its probes stay in the files, and the next run, untraced, would pay their
            // traps (4-5x, seen here).
            if args.is_some() {
                std::thread::sleep(SETTLE);
            }
        }
    }
    let base = stat(per_alloc[0].clone()).median;
    let _ = writeln!(
        b.md,
        "\n## 1d. Through SYCL: the cost of tracing UMF's pools\n\n\
         dpctl allocating and freeing a 4 KB device buffer, {ALLOCS} times after as many to warm \
         the pool, on the real SYCL runtime and the fake GPU: each a pool hit (`umfPoolAlignedMalloc`, \
         `umfPoolFree`), with no Level Zero call, so what Level Zero's probes alone cost it is \
         nothing. Per allocation (and its free), timed inside the process; per process, its whole \
         run (Python's start, `import dpctl`, the first queue, both loops, its exit), which also \
         takes in arming `libumf` when it is loaded (its thread held meanwhile) and the exit's \
         hold. Median (min–max) of {ROUNDS} rounds; the ratio is to the untraced median.\n\n\
         | run | per allocation and free (µs) | ratio | per process (ms) |\n|---|---|---|---|"
    );
    for (i, (name, _)) in CONFIGS.iter().enumerate() {
        let a = stat(per_alloc[i].clone());
        let _ = writeln!(b.md, "| {name} | {a} | {:.2} | {} |", a.median / base, stat(per_process[i].clone()));
    }
    let _ = writeln!(
        b.md,
        "\nTwo probed calls per iteration, three traps: the allocation's entry and return, the \
         free's entry (a pool takes back any block it handed out, so the free is sent from its entry \
         and its return is not probed: `Api::at_entry`). The do-nothing row is what the traps cost, \
         the shipped row adds what the programs do (a per-thread stash in an LRU hash, the block's \
         event with its stack window and its Python frames). Level Zero calls inside a pool's call \
         (a new slab) pay one more lookup each, only once a layer is armed (`config::LAYERED`). With \
         the free's return probed too (before 2026-12-02), the same machine read 3.37x and 4.50x."
    );
    Ok(())
}
