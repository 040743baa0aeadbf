//! 5. Loader copies ze-tracer did not know at start: how long a thread that loads one is held
//! until the copy is armed, and what every other process pays per library load for the ld.so
//! probe that finds them (see tracer-ebpf/src/libs.rs).
use std::{
    fmt::Write as _,
    fs,
    io::{BufRead, BufReader},
    process::{Child, Command, Stdio},
    sync::mpsc,
    thread,
    time::Duration,
};

use super::{Bench, ROUNDS, stat};
use crate::Result;

/// Processes per run that each load a copy of their own.
const COPIES: usize = 10;
/// dlopen/dlclose cycles per measurement.
const CYCLES: &str = "3000";

pub(super) fn late_copies(b: &mut Bench) -> Result {
    eprintln!("xtask: bench: late loader copies");
    let dir = b.scratch.join("late");
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let (mut daemon, lines) = system_wide(b, &dir)?;

    // Each process loads, with dlopen, a copy written just before (a new file: nothing armed).
    let mut held_ms = Vec::new();
    let system = fs::canonicalize("/usr/lib/x86_64-linux-gnu/libze_loader.so.1").map_err(|e| e.to_string())?;
    for i in 0..COPIES {
        let copy = dir.join(format!("copy{i}"));
        fs::create_dir_all(&copy).map_err(|e| e.to_string())?;
        let copy = copy.join(system.file_name().unwrap());
        fs::copy(&system, &copy).map_err(|e| e.to_string())?;
        let out = Command::new(b.fixture.join("ze_dlopen"))
            .arg(&copy)
            .args(["lifecycle", "--leak", "context,host"])
            .env("ZE_ENABLE_ALT_DRIVERS", b.fixture.join("libze_fake.so"))
            .stderr(Stdio::null())
            .output()
            .map_err(|e| e.to_string())?;
        if !out.status.success() {
            return Err(format!("ze_dlopen failed: {:?}", out.status));
        }
        // "loader copy armed 1.41 ms after it was loaded, before its first call"
        let line = lines
            .recv_timeout(Duration::from_secs(10))
            .map_err(|_| "the daemon said nothing of the copy it armed".to_string())?;
        let ms = line.split("armed ").nth(1).and_then(|r| r.split(' ').next()?.parse::<f64>().ok());
        held_ms.push(ms.ok_or(format!("unexpected line {line:?}"))?);
    }

    let summaries = |dir: &std::path::Path| -> Vec<serde_json::Value> {
        let files = fs::read_dir(dir).into_iter().flatten().flatten();
        let jsons = files.filter(|e| e.path().extension().is_some_and(|x| x == "json"));
        jsons.filter_map(|e| serde_json::from_str(&fs::read_to_string(e.path()).ok()?).ok()).collect()
    };
    // The last process's summary is written at its exit, maybe after its "armed" line.
    for _ in 0..100 {
        if summaries(&dir.join("out")).iter().filter(|s| s["comm"] == "ze_dlopen").count() >= COPIES {
            break;
        }
        thread::sleep(Duration::from_millis(50));
    }
    let ours: Vec<_> = summaries(&dir.join("out")).into_iter().filter(|s| s["comm"] == "ze_dlopen").collect();
    for s in ours.iter().filter(|s| s["complete"] != true) {
        eprintln!("xtask: bench: incomplete: {}", s["incomplete_reasons"]);
    }
    let complete = ours.iter().filter(|s| s["complete"] == true).count();

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
    let (mut traced, mut untraced, mut delta) = (vec![], vec![], vec![]);
    for _ in 0..ROUNDS {
        let t = cycle(b)?;
        daemon.kill_and_wait();
        let u = cycle(b)?;
        (daemon, _) = system_wide(b, &dir)?;
        traced.push(t);
        untraced.push(u);
        delta.push(t - u);
    }
    daemon.kill_and_wait();
    let _ = fs::remove_dir_all(&dir);

    let _ = writeln!(
        b.md,
        "\n## 5. Loader copies that appear after start\n\n\
         A system-wide daemon; {COPIES} processes, one after the other, each loading with dlopen a \
         copy of the loader written just before (a new file each time), then calling at once. \
         ld.so's probe holds the loading thread until the daemon has armed the copy.\n\n\
         | figure | value |\n|---|---|\n\
         | summaries complete (traced from the first call) | {complete} of {COPIES} |\n\
         | a thread held, from its copy loaded to armed (ms) | {} |\n\
         | a library loaded and unloaded (dlopen + dlclose), no daemon (ns) | {} |\n\
         | the same, the daemon running: its probe on ld.so's `_dl_debug_state` (ns) | {} |\n\
         | what a process pays per load and unload (ns; 4 `_dl_debug_state` calls, each a trap and a single-step here) | {} |\n",
        stat(held_ms),
        stat(untraced),
        stat(traced),
        stat(delta),
    );
    Ok(())
}

struct Daemon(Child);

impl Daemon {
    /// SIGTERM: it writes its summaries and exits.
    fn kill_and_wait(&mut self) {
        let _ = Command::new("kill").arg(self.0.id().to_string()).status();
        let _ = self.0.wait();
    }
}

/// A system-wide ze-tracer, once it traces; its "loader copy armed" lines.
fn system_wide(b: &Bench, dir: &std::path::Path) -> Result<(Daemon, mpsc::Receiver<String>)> {
    let mut child = Command::new(&b.tracer)
        .args(["-q", "--output-dir"])
        .arg(dir.join("out"))
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| e.to_string())?;
    let err = BufReader::new(child.stderr.take().unwrap());
    let (tx, rx) = mpsc::channel();
    let (ready_tx, ready) = mpsc::channel();
    thread::spawn(move || {
        for line in err.lines().map_while(std::result::Result::ok) {
            if line.contains("ze-tracer: tracing") {
                let _ = ready_tx.send(());
            }
            if line.contains("loader copy armed") {
                let _ = tx.send(line);
            }
        }
    });
    ready.recv_timeout(Duration::from_secs(30)).map_err(|_| "the daemon did not start".to_string())?;
    Ok((Daemon(child), rx))
}
