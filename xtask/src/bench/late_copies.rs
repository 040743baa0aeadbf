//! 5. Loader copies ze-tracer did not know at start: a copy written while it runs (armed as it
//! is written, opens that come first wait at the gate: tracer-user/src/control/gate.rs), and
//! one nobody saw written (`--no-watch`: ld.so's probe holds the loading thread until the copy
//! is armed: tracer-ebpf/src/libs.rs), each for one process at a time and for a burst; and
//! what every other process pays per library load for the ld.so probe.
use std::{
    fmt::Write as _,
    fs,
    path::{Path, PathBuf},
    process::{Child, Command, Stdio},
    sync::mpsc,
    thread,
    time::{Duration, Instant},
};

use super::{Bench, ROUNDS, stat};
pub(super) use crate::daemon::Daemon;
use crate::Result;

/// Copies (one process each) per path.
const COPIES: usize = 10;
/// Processes per burst, and bursts (each on a copy of its own).
const BURST: usize = 8;
const BURSTS: usize = 5;
/// dlopen/dlclose cycles per measurement.
const CYCLES: &str = "3000";

/// What the daemon logged of copies and threads, in ms.
#[derive(Default)]
struct Said {
    /// A held thread, from its copy loaded to armed.
    held: Vec<f64>,
    /// A copy, from its written event read to armed.
    written: Vec<f64>,
    /// An open at the gate, from its event read to let go.
    opened: Vec<f64>,
    /// Threads not held (the cap reached).
    not_held: usize,
}

impl Said {
    fn take(&mut self, rx: &mpsc::Receiver<String>) {
        let ms = |l: &str, after: &str| l.split(after).nth(1).and_then(|r| r.trim_start_matches('(').split([' ', ')']).next()?.parse::<f64>().ok());
        for line in rx.try_iter() {
            if let Some(v) = ms(&line, "armed as it was written ") {
                self.written.push(v);
            } else if let Some(v) = ms(&line, "let go after ").or_else(|| ms(&line, "loader copy armed ").filter(|_| line.contains("opened it"))) {
                self.opened.push(v);
            } else if let Some(v) = ms(&line, "loader copy armed ").filter(|_| line.contains("before its first call")) {
                self.held.push(v);
            } else if line.contains("the thread not held") {
                self.not_held += 1;
            }
        }
    }
}

pub(super) fn late_copies(b: &mut Bench) -> Result {
    eprintln!("xtask: bench: late loader copies");
    let dir = b.scratch.join("late");
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let system = fs::canonicalize("/usr/lib/x86_64-linux-gnu/libze_loader.so.1").map_err(|e| e.to_string())?;
    let mut rows = String::new();
    let mut copy_no = 0;
    let mut new_copy = || -> Result<PathBuf> {
        copy_no += 1;
        let copy = dir.join(format!("copy{copy_no}"));
        fs::create_dir_all(&copy).map_err(|e| e.to_string())?;
        fs::copy(&system, copy.join(system.file_name().unwrap())).map_err(|e| e.to_string())?;
        std::os::unix::fs::symlink(system.file_name().unwrap(), copy.join("libze_loader.so.1")).map_err(|e| e.to_string())?;
        Ok(copy)
    };
    for (path, extra) in [("written while tracing (fanotify, the gate)", &[][..]), ("nobody saw written (`--no-watch`: the ld.so hold)", &["--no-watch"][..])] {
        let out = dir.join(format!("out-{}", extra.len()));
        let (mut daemon, lines) = system_wide(b, &out, extra)?;
        let mut said = Said::default();
        let mut pids = vec![];
        // One process at a time, each on a copy written just before.
        for _ in 0..COPIES {
            let copy = new_copy()?;
            thread::sleep(Duration::from_millis(20));
            pids.extend(run(b, &copy, 1)?);
            thread::sleep(Duration::from_millis(50));
            said.take(&lines);
        }
        let single = complete(&out, &pids);
        let single_said = std::mem::take(&mut said);
        // Bursts: BURST processes at once on a copy written just before, none waiting.
        let mut pids = vec![];
        let start = Instant::now();
        for _ in 0..BURSTS {
            let copy = new_copy()?;
            pids.extend(run(b, &copy, BURST)?);
            thread::sleep(Duration::from_millis(50));
            said.take(&lines);
        }
        let burst_ms = start.elapsed().as_secs_f64() * 1e3 / BURSTS as f64;
        let bursts = complete(&out, &pids);
        daemon.kill_and_wait();
        let _ = writeln!(
            rows,
            "| {path}: one process per copy, complete | {single} of {COPIES} |\n\
             | … a copy, from written to armed (ms) | {} |\n\
             | … a thread held, from its copy loaded to armed (ms) | {} |\n\
             | … a burst of {BURST} at once, complete | {bursts} of {} |\n\
             | … a burst: an open waiting at the gate, p50 / p99 (ms) | {} |\n\
             | … a burst: a thread held, p50 / p99 (ms) | {} |\n\
             | … a burst: threads not held (the CPUs but one are held at most) | {} |\n\
             | … a burst, written to all {BURST} done (ms) | {burst_ms:.0} |",
            maybe(single_said.written.clone(), false),
            maybe(single_said.held.clone(), false),
            BURSTS * BURST,
            maybe(said.opened.clone(), true),
            maybe(said.held.clone(), true),
            said.not_held,
        );
    }

    // Every process with the ld.so probe: a library loaded and unloaded, again and again, with
    // and without the daemon running (its probe on ld.so is then in place), in turns.
    let cycle = |b: &Bench| -> Result<f64> {
        let out = Command::new(b.fixture.join("ze_dlopen"))
            .args(["--cycles", CYCLES])
            .arg(b.fixture.join("libze_fake.so"))
            .output()
            .map_err(|e| e.to_string())?;
        let text = String::from_utf8_lossy(&out.stdout);
        text.lines().find_map(|l| l.strip_prefix("CYCLE_NS ")?.parse().ok()).ok_or(format!("ze_dlopen --cycles: {text:?}"))
    };
    let out = dir.join("out-cycles");
    let (mut daemon, _) = system_wide(b, &out, &[])?;
    let (mut traced, mut untraced, mut delta) = (vec![], vec![], vec![]);
    for _ in 0..ROUNDS {
        let t = cycle(b)?;
        daemon.kill_and_wait();
        let u = cycle(b)?;
        (daemon, _) = system_wide(b, &out, &[])?;
        traced.push(t);
        untraced.push(u);
        delta.push(t - u);
    }
    daemon.kill_and_wait();
    let _ = fs::remove_dir_all(&dir);

    let _ = writeln!(
        b.md,
        "\n## 5. Loader copies that appear after start\n\n\
         A system-wide daemon, the machine otherwise idle; copies of the loader written just \
         before they are used (a new file each time). One process per copy, {COPIES} times; then \
         {BURSTS} bursts of {BURST} processes started at once on a new copy (as `ctest -j` on a \
         fresh build), each calling from its first instant. A copy written while ze-tracer runs \
         is armed as it is written, and an open that comes first waits in the kernel until it \
         is (costing no CPU); one nobody saw written is armed as a process loads it, that thread \
         held meanwhile (parked as soon as the daemon sees it; until then it polls, and after 1 ms \
         yields its CPU at each poll). Times as the daemon logs them (written: from the event read; \
         gate: from the open's event read to its answer; hold: from the load to the release). \
         Median (min–max) where no percentile is given.\n\n\
         Arming is mostly waiting for one RCU grace period: registering a uprobe takes a per-CPU \
         rwsem for writing (`dup_mmap_sem`), which waits for one. On these VMs that is 10 to 15 ms; \
         with `/sys/kernel/rcu_expedited` set to 1 (by hand, not by ze-tracer: it is the whole \
         machine's setting) a copy was armed 0.5 to 2 ms after it was written. Reading the copy \
         and choosing its probe sites is under 0.5 ms of that. The goal of 5 ms at p99 is \
         therefore met only with expedited grace periods; what the gate guarantees either way is \
         that no call is missed, since the waiting opens sleep. The hold cannot take a burst: a \
         held thread polls on its CPU until parked (this kernel preempts only where code offers \
         to, `PREEMPT_NONE`), so at most the CPUs but one are held, and the others of a burst run \
         unheld. The daemon of the first rows is stopped before the second's starts: its \
         programs, which outlive it while the kernel tears them down, hold nothing (before \
         2026-12-07 they did, and each process of these rows waited out a 2 s hold).\n\n\
         | figure | value |\n|---|---|\n\
         {rows}\
         | a library loaded and unloaded (dlopen + dlclose), no daemon (ns) | {} |\n\
         | the same, the daemon running: its probe on ld.so's `_dl_debug_state` (ns) | {} |\n\
         | what a process pays per load and unload (ns; 4 `_dl_debug_state` calls, each a trap at a `call` of it, which the kernel emulates) | {} |\n",
        stat(untraced),
        stat(traced),
        stat(delta),
    );
    Ok(())
}

/// `n` leaking workloads at once on the copy in `copy_dir`, waited for; their PIDs.
fn run(b: &Bench, copy_dir: &Path, n: usize) -> Result<Vec<u32>> {
    let children: Vec<Child> = (0..n)
        .map(|_| {
            Command::new(b.fixture.join("ze_workload"))
                .args(["lifecycle", "--leak", "context,host"])
                .env("LD_LIBRARY_PATH", copy_dir)
                .env("ZE_ENABLE_ALT_DRIVERS", b.fixture.join("libze_fake.so"))
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .spawn()
        })
        .collect::<std::io::Result<_>>()
        .map_err(|e| e.to_string())?;
    children
        .into_iter()
        .map(|mut c| match c.wait() {
            Ok(s) if s.success() => Ok(c.id()),
            r => Err(format!("ze_workload failed: {r:?}")),
        })
        .collect()
}

/// How many of `pids` have a summary that says complete (waiting a little for the last).
fn complete(out: &Path, pids: &[u32]) -> usize {
    let read = |pid: &u32| -> Option<serde_json::Value> {
        serde_json::from_str(&fs::read_to_string(out.join(format!("ze-tracer_pid{pid}.json"))).ok()?).ok()
    };
    for _ in 0..100 {
        if pids.iter().all(|p| read(p).is_some()) {
            break;
        }
        thread::sleep(Duration::from_millis(50));
    }
    pids.iter().filter_map(read).filter(|s| s["complete"] == true).count()
}

/// "median (min–max)", or with `percentiles` "p50 / p99"; "none" if empty.
fn maybe(mut v: Vec<f64>, percentiles: bool) -> String {
    if v.is_empty() {
        return "none".into();
    }
    if !percentiles {
        return stat(v).to_string();
    }
    v.sort_by(f64::total_cmp);
    let at = |q: f64| v[((q * v.len() as f64).ceil() as usize).clamp(1, v.len()) - 1];
    format!("{:.2} / {:.2} ({} samples)", at(0.5), at(0.99), v.len())
}

/// A system-wide ze-tracer writing to `out`, once it traces (see `crate::daemon`).
pub(super) fn system_wide(b: &Bench, out: &Path, extra: &[&str]) -> Result<(Daemon, mpsc::Receiver<String>)> {
    crate::daemon::system_wide(&b.tracer, out, extra)
}
