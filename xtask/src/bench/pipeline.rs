//! 2. The daemon's data plane alone: the `pipeline` bench target (tracer-user/benches) replays
//! events (with real
//! stack windows, or without) through the whole user side — decode, track, sample, CSV,
//! unwind the objects that outlive their batch, group by site — on 1 and 2 worker threads,
//! two processes in two shards. Events/s per thread, the scaling from 1 to 2, and what a
//! 16-core node's rate would need.
use std::{fmt::Write as _, process::Command};

use serde_json::Value;

use super::{Bench, ROUNDS, Stat, fmt_int, stat};
use crate::Result;

/// Events per run, and per the quick check's (`cargo xtask bench check`), which runs once.
const EVENTS: u64 = 3_000_000;
const QUICK_EVENTS: u64 = 100_000;
/// Events/s of 14 unpaced stressors on a 16-core node, measured once (the issue that asked
/// for this section): what the data plane must keep up with there.
const NODE_RATE: f64 = 2.7e6;

/// One configuration's runs: events/s and the /proc sample's cost.
fn runs(b: &Bench, threads: u32, stacks: bool) -> Result<(Stat, Stat)> {
    let mut eps = Vec::new();
    let mut sample = Vec::new();
    let (events, rounds) = size(b);
    for _ in 0..rounds {
        let mut cmd = Command::new(env!("CARGO"));
        cmd.current_dir(crate::root_dir()).args(["bench", "-q", "-p", "tracer-user", "--bench", "pipeline", "--"]);
        cmd.args([&events.to_string(), "--threads", &threads.to_string(), "--output-dir"]).arg(&b.scratch);
        if !stacks {
            cmd.arg("--no-stacks");
        }
        let out = cmd.output().map_err(|e| e.to_string())?;
        let v: Value = serde_json::from_slice(&out.stdout)
            .map_err(|e| format!("bench pipeline: {e}: {}", String::from_utf8_lossy(&out.stderr)))?;
        // Every event replayed is a row of the CSVs: none lost on the way.
        if v["rows"].as_u64() != Some(events) {
            return Err(format!("bench pipeline: {} rows written of {events} events: {v}", v["rows"]));
        }
        eps.push(v["events_per_s"].as_f64().ok_or("bench pipeline: no events_per_s")?);
        sample.push(v["sample_ns"].as_f64().unwrap_or(0.0));
    }
    Ok((stat(eps), stat(sample)))
}

/// Events per run, and runs.
fn size(b: &Bench) -> (u64, usize) {
    if b.quick { (QUICK_EVENTS, 1) } else { (EVENTS, ROUNDS) }
}

pub fn pipeline(b: &mut Bench) -> Result {
    eprintln!("xtask: bench: the data plane");
    let (events, rounds) = size(b);
    let mut rows = Vec::new();
    let mut sample = None;
    for stacks in [true, false] {
        let (one, s) = runs(b, 1, stacks)?;
        let (two, _) = runs(b, 2, stacks)?;
        sample.get_or_insert(s);
        rows.push((stacks, one, two));
    }
    let _ = writeln!(
        b.md,
        "## 2. Daemon throughput\n\n**The data plane alone** (`cargo bench -p tracer-user --bench pipeline -- {events}`): \
         events replayed as the rings bring them, in batches of 4,096, through decode → track → \
         `/proc` sample → CSV → unwind → group by site, for two processes (this one and a forked \
         copy, in two shards); host allocations and frees, one in 100 kept to the end. With \
         stacks, each create carries a real 1 KB window of the process's stack (8 distinct sites), \
         unwound only if its object outlives its batch. {rounds} run{} each; 2 threads on this \
         2-core machine share it with nothing else.\n\n\
         | stacks | 1 thread, events/s | 2 threads, events/s | per thread at 2 | scaling 1 → 2 |\n|---|---|---|---|---|",
        if rounds == 1 { "" } else { "s" },
    );
    let mut per_thread_stacks = 0.0;
    for (stacks, one, two) in &rows {
        let per_thread = two.median / 2.0;
        if *stacks {
            per_thread_stacks = per_thread;
        }
        let _ = writeln!(
            b.md,
            "| {} | {} ({}–{}) | {} ({}–{}) | {} | {:.2}× |",
            if *stacks { "on (1 KB)" } else { "off" },
            fmt_int(one.median),
            fmt_int(one.min),
            fmt_int(one.max),
            fmt_int(two.median),
            fmt_int(two.min),
            fmt_int(two.max),
            fmt_int(per_thread),
            two.median / one.median,
        );
    }
    let needed = (NODE_RATE / per_thread_stacks).ceil();
    let _ = writeln!(
        b.md,
        "\nOne `/proc/<pid>/status` sample: {} ns.\n\n**Projection for a 16-core node.** 14 unpaced \
         processes there made {} events/s. A process's events are applied by one thread at a time, \
         and shards are independent, so the data plane scales with threads until the shards run \
         out (one per CPU): at {} events/s per thread with stacks, it needs {needed:.0} \
         thread(s) (`--threads`, a quarter of the CPUs by default, at most 3).\n",
        sample.map_or("?".into(), |s| s.to_string()),
        fmt_int(NODE_RATE),
        fmt_int(per_thread_stacks),
    );
    Ok(())
}
