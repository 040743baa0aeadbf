//! `cargo xtask soak [ROUNDS]`: the real runtime's leak-or-cache runs (`leak_or_cache`: the
//! balanced program and ten runs of `keep` in run mode, both under a system-wide daemon), round
//! after round, under two CPU hogs and, every other round, with the page cache dropped first:
//! the conditions under which rare false verdicts were reported (a slab read as a leak, a hold
//! that ran out on a cold disk). Every round must pass; the suite runs one round with three runs
//! of `keep`, this many with ten.
use std::{
    process::{Child, Command},
    time::Instant,
};

use crate::{Result, cargo, leak_or_cache, real_runtime, root_dir, run};

/// Rounds when none is named: about 15 minutes here.
const ROUNDS: usize = 20;

/// Busy loops, killed when the soak ends, passed or not.
struct Hogs(Vec<Child>);

impl Drop for Hogs {
    fn drop(&mut self) {
        for hog in &mut self.0 {
            let _ = hog.kill();
            let _ = hog.wait();
        }
    }
}

pub fn soak(rounds: Option<&str>) -> Result {
    let rounds = match rounds {
        None => ROUNDS,
        Some(n) => n.parse().map_err(|_| format!("soak: {n:?} is not a number of rounds"))?,
    };
    let root = root_dir();
    let p = real_runtime::prepare()?;
    run(cargo().args(["build", "--release", "-p", "tracer-user"]))?;
    let env = p.env();
    let setup = leak_or_cache::Setup { root: &root, work: &p.work, python: &p.python, trixie: &p.trixie, env: &env };
    let spawn_hog = || Command::new("sh").args(["-c", "while :; do :; done"]).spawn().map_err(|e| format!("cannot start a CPU hog: {e}"));
    let _hogs = Hogs(vec![spawn_hog()?, spawn_hog()?]);
    let mut failed = Vec::new();
    // A soak's failed rounds are its own (see below).
    for old in std::fs::read_dir(&p.work).into_iter().flatten().flatten() {
        if old.file_name().to_string_lossy().starts_with("soak-failed-round-") {
            let _ = std::fs::remove_dir_all(old.path());
        }
    }
    for round in 1..=rounds {
        let cold = round % 2 == 0;
        if cold {
            let _ = Command::new("sync").status();
            std::fs::write("/proc/sys/vm/drop_caches", "3").map_err(|e| format!("cannot drop the page cache (as root?): {e}"))?;
        }
        let t = Instant::now();
        let result = leak_or_cache::run(&setup, leak_or_cache::KEEP_RUNS);
        let how = if cold { "cold page cache" } else { "warm" };
        match &result {
            Ok(()) => eprintln!("xtask: soak: round {round} of {rounds} ({how}) passed in {:.0} s", t.elapsed().as_secs_f64()),
            Err(e) => {
                // Kept whole (every run's summary, CSV and the daemon's log): the next round
                // writes over the runs' directories.
                let kept = p.work.join(format!("soak-failed-round-{round}"));
                let _ = std::fs::remove_dir_all(&kept);
                let kept = std::fs::rename(p.work.join("leak-or-cache"), &kept).map(|()| kept.display().to_string());
                eprintln!("xtask: soak: round {round} of {rounds} ({how}) FAILED (its runs: {}): {e}", kept.unwrap_or_else(|e| format!("not kept: {e}")));
                failed.push(round);
            }
        }
    }
    match failed.is_empty() {
        true => Ok(eprintln!("xtask: soak: {rounds} of {rounds} rounds passed")),
        false => Err(format!("soak: {} of {rounds} rounds failed: {failed:?}", failed.len())),
    }
}
