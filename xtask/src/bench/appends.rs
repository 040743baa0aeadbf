//! 1g. The launch path: what a kernel launch (`zeCommandListAppendLaunchKernel`) pays under a
//! tracer. By default (`--pid`, the service) appends are not probed, so a launch-bound program
//! should pay nothing; with `--append-rows` each append is a trap and a record, measured
//! against do-nothing probes on the same appends.
use std::{fmt::Write as _, thread, time::Duration};

use super::{Bench, SETTLE_MS, Subject, stat};
use crate::Result;

/// Rounds of `LAUNCHES` per mode, the modes in turns. An untraced launch takes tens of ns: a
/// round of `CALLS` (1 ms) read as noise what a round of this many does not.
const ROUNDS: usize = 15;
const LAUNCHES: u64 = 200_000;

pub(super) fn appends(b: &mut Bench) -> Result {
    eprintln!("xtask: bench: the launch path");
    let modes: [(&str, Option<&[&str]>); 4] = [
        ("untraced", None),
        ("ze-tracer (appends not probed: `--pid` and the service's default)", Some(&[])),
        ("do-nothing probes on the appends too (the floor for `--append-rows`)", Some(&["--noop-probes", "--append-rows"])),
        ("ze-tracer `--append-rows`", Some(&["--append-rows"])),
    ];
    let (iters, rounds) = (LAUNCHES.to_string(), ROUNDS.to_string());
    let stress = ["--launches", "--iters", &iters, "--rounds", &rounds];
    let mut subjects = modes.iter().map(|(_, t)| Subject::start_with(b, &stress, *t, false)).collect::<Result<Vec<_>>>()?;
    thread::sleep(Duration::from_millis(SETTLE_MS));
    let mut ns: Vec<Vec<f64>> = vec![Vec::new(); modes.len()];
    for round in 0..ROUNDS {
        let mut order: Vec<usize> = (0..modes.len()).collect();
        if round % 2 == 1 {
            order.reverse();
        }
        for i in order {
            ns[i].push(subjects[i].round()?);
        }
    }
    for s in subjects.drain(..) {
        s.finish()?;
    }
    let ratio = |a: usize, b: usize| stat(ns[a].iter().zip(&ns[b]).map(|(x, y)| x / y).collect());
    let (r_default, r_rows, r_rows_untraced) = (ratio(1, 0), ratio(3, 2), ratio(3, 0));
    let _ = writeln!(
        b.md,
        "\n## 1g. The launch path\n\nOne thread appending kernel launches to a command list of its \
         own (`ze_workload stress --launches`), {ROUNDS} rounds of {LAUNCHES} launches, the modes in \
         turns, `--pid`. Median (min–max), ns per launch.\n\n| mode | ns per launch |\n|---|---|"
    );
    for ((name, _), v) in modes.iter().zip(&ns) {
        let _ = writeln!(b.md, "| {name} | {} |", stat(v.clone()));
    }
    let _ = writeln!(
        b.md,
        "\n| ratio (per round, then the median) | value | goal |\n|---|---|---|\n\
         | ze-tracer by default / untraced | {r_default:.3} | ≤ 1.01 |\n\
         | ze-tracer `--append-rows` / its floor | {r_rows:.2} | |\n\
         | ze-tracer `--append-rows` / untraced | {r_rows_untraced:.1} | |\n"
    );
    Ok(())
}
