//! The daemon's one flow: arm probes for the targets, then read ring batches into per-process
//! trackers until the targets exit (or a signal), and report each process as it ends.
use std::{
    collections::HashMap,
    ffi::OsString,
    fs,
    os::unix::fs::MetadataExt,
    path::{Path, PathBuf},
    time::Duration,
};

use rustc_hash::FxHashMap;
use tokio::{
    signal::unix::{SignalKind, signal},
    sync::mpsc,
};
use tracer_common::Event;

use crate::{
    child::{self, HeldChild},
    csv_sink::CsvSink,
    exit::{self, Fatal},
    probes::{self, LoaderLib, Probes},
    report::{self, Completeness, ProcessMeta},
    ring::{RingReader, readable_fd},
    sampler::{self, Sample, Sampler},
    tracker::ProcessTracker,
};

pub struct Config {
    pub output_dir: PathBuf,
    pub pids: Vec<u32>,
    pub command: Vec<OsString>,
    pub libs: Vec<PathBuf>,
    pub no_wait: bool,
    pub fail_on_leak: bool,
    pub leak_exit_code: i32,
    pub quiet: bool,
    pub probes: probes::ProbeOptions,
    /// How often to drain the ring: the probes wake us only when an eighth of it is pending.
    pub drain_every: Duration,
}

/// How often to check drop counters and whether a waiting target mapped a loader.
const TICK: Duration = Duration::from_millis(200);


/// One traced process.
struct Traced {
    tracker: ProcessTracker,
    sink: CsvSink,
    /// None if its status could not be opened (it exited already).
    sampler: Option<Sampler>,
    meta: Option<ProcessMeta>,
    reasons: Vec<String>,
}

struct Session {
    dir: PathBuf,
    probes: Probes,
    procs: HashMap<u32, Traced>,
    /// Loader copies that a process may still map, per waiting PID.
    candidates: Vec<LoaderLib>,
    quiet: bool,
    dropped_total: u64,
    leaked_any: bool,
}

pub async fn run(cfg: Config) -> Result<i32, Fatal> {
    // Before anything is armed: a Ctrl-C at any point must still end with summaries.
    let mut sigint = signal(SignalKind::interrupt())?;
    let mut sigterm = signal(SignalKind::terminate())?;
    check_output_dir(&cfg.output_dir)?;
    for &pid in &cfg.pids {
        if pid == 0 || !Path::new(&format!("/proc/{pid}")).exists() {
            return Err(Fatal::BadTarget(format!("no process with PID {pid}")));
        }
    }
    let candidates = candidate_loaders(&cfg.libs)?;

    let mut probes = Probes::load(cfg.probes)?;
    let mut ring = RingReader::new(probes.take_ring()?)?;
    if let Some(logger) = probes.take_logger() {
        tokio::spawn(forward_bpf_logs(logger));
    }
    let mut session = Session {
        dir: cfg.output_dir.clone(),
        probes,
        procs: HashMap::new(),
        candidates,
        quiet: cfg.quiet,
        dropped_total: 0,
        leaked_any: false,
    };
    let (exit_tx, mut exit_rx) = mpsc::unbounded_channel::<u32>();

    let mut child = None;
    if !cfg.command.is_empty() {
        if session.candidates.is_empty() {
            return Err(Fatal::BadTarget(
                "no libze_loader found on this system; name one with --lib".into(),
            ));
        }
        let held = HeldChild::spawn(&cfg.command)?;
        let libs = session.candidates.clone();
        let pid = held.pid;
        session.arm(pid, &libs, None, true)?;
        if let Err(e) = held.release() {
            // Nothing ran: take back the empty CSV made for it.
            if let Some(p) = session.procs.remove(&pid) {
                let _ = fs::remove_file(&p.sink.names.csv);
            }
            return Err(e);
        }
        watch_exit(pid, exit_tx.clone());
        child = Some(pid);
    }
    for &pid in &cfg.pids {
        let mapped = probes::mapped_loaders(pid)
            .map_err(|e| Fatal::BadTarget(format!("cannot read the maps of PID {pid}: {e}")))?;
        if !mapped.is_empty() {
            let libs = mapped
                .iter()
                .map(|p| LoaderLib::inspect(p).map_err(|e| Fatal::BadTarget(format!("{e:#}"))))
                .collect::<Result<Vec<_>, _>>()?;
            session.arm(pid, &libs, Some("attached to a running process".into()), false)?;
        } else if cfg.no_wait || session.candidates.is_empty() {
            return Err(Fatal::BadTarget(format!(
                "PID {pid} has not loaded libze_loader{}",
                if cfg.no_wait { "" } else { " and none was found to wait for; use --lib" }
            )));
        } else {
            let libs = session.candidates.clone();
            session.arm(pid, &libs, None, false)?;
            eprintln!("ze-tracer: PID {pid} has not loaded libze_loader yet; waiting for it");
        }
        watch_exit(pid, exit_tx.clone());
    }
    let pids: Vec<_> = session.procs.keys().map(u32::to_string).collect();
    eprintln!(
        "ze-tracer: tracing PID {} (output in {})",
        pids.join(", "),
        session.dir.display()
    );

    let mut tick = tokio::time::interval(TICK);
    let mut drain = tokio::time::interval(cfg.drain_every);
    drain.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let mut batch: Vec<Event> = Vec::with_capacity(4096);
    let mut child_status = None;
    let (mut stop, mut forwarded) = (false, false);
    while !session.procs.is_empty() {
        tokio::select! {
            r = ring.read(&mut batch) => {
                r?;
                session.handle(&mut batch);
            }
            Some(pid) = exit_rx.recv() => {
                ring.drain(&mut batch);
                session.handle(&mut batch);
                if child == Some(pid) {
                    child_status = child::reap(pid);
                }
                session.finish(pid, None);
                if !session.procs.is_empty() {
                    session.probes.detach_pid(pid);
                }
            }
            _ = sigint.recv() => stop = true,
            _ = sigterm.recv() => stop = true,
            _ = drain.tick() => {
                ring.drain(&mut batch);
                session.handle(&mut batch);
            }
            _ = tick.tick() => session.tick(),
        }
        if std::mem::take(&mut stop) {
            match child {
                // Run mode: the command decides when to end; a second signal stops us anyway.
                Some(pid) if !forwarded && session.procs.contains_key(&pid) => {
                    // SAFETY: a signal to our own child.
                    unsafe { libc::kill(pid as i32, libc::SIGTERM) };
                    forwarded = true;
                }
                _ => {
                    ring.drain(&mut batch);
                    session.handle(&mut batch);
                    let pids: Vec<u32> = session.procs.keys().copied().collect();
                    for pid in pids {
                        session.finish(pid, Some("tracing stopped before the process ended"));
                    }
                }
            }
        }
    }
    let leaked = session.leaked_any && cfg.fail_on_leak;
    Ok(match child_status {
        Some(0) | None if leaked => cfg.leak_exit_code,
        Some(status) => status,
        None => exit::OK,
    })
}

impl Session {
    /// Arms the probes of `libs` for `pid` and starts its tracker and CSV. `held`: a run-mode
    /// child before exec, whose figures are still ze-tracer's and make no baseline.
    fn arm(&mut self, pid: u32, libs: &[LoaderLib], late: Option<String>, held: bool) -> Result<(), Fatal> {
        for lib in libs {
            self.probes.attach(lib, Some(pid)).map_err(|e| {
                Fatal::NoBpf(format!("cannot attach uprobes to {}: {e:#}", lib.path.display()))
            })?;
            if !lib.missing.is_empty() {
                tracing::debug!(lib = %lib.path.display(), missing = ?lib.missing, "not exported");
            }
        }
        let sink = CsvSink::create(&self.dir, pid).map_err(|e| {
            Fatal::Output(format!("cannot create a CSV in {}: {e}", self.dir.display()))
        })?;
        let mut sampler = Sampler::open(pid).ok();
        let baseline = if held { None } else { sampler.as_mut().and_then(Sampler::sample) };
        let meta = late.is_some().then(|| ProcessMeta::read(pid));
        let tracker = ProcessTracker::new(pid, sampler::monotonic_ns(), baseline);
        let reasons = late.into_iter().collect();
        self.procs.insert(pid, Traced { tracker, sink, sampler, meta, reasons });
        Ok(())
    }

    /// Applies and empties a batch read from the ring.
    fn handle(&mut self, batch: &mut Vec<Event>) {
        apply_batch(&mut self.procs, batch);
        batch.clear();
    }

    fn tick(&mut self) {
        let (total, _) = self.probes.dropped(0);
        if total > self.dropped_total {
            tracing::warn!(
                "ring buffer full: {} events dropped ({} in all); summaries will say which \
                 processes are incomplete",
                total - self.dropped_total,
                total
            );
            self.dropped_total = total;
        }
        // A target may map a copy of the loader we did not arm (an LD_LIBRARY_PATH, a dlopen
        // by path): attach now, and say the process was traced from then on.
        let pids: Vec<u32> = self.procs.keys().copied().collect();
        for pid in pids {
            let Ok(mapped) = probes::mapped_loaders(pid) else { continue };
            for path in mapped {
                let Ok(meta) = fs::metadata(&path) else { continue };
                if self.probes.is_attached((meta.dev(), meta.ino()), pid) {
                    continue;
                }
                let attached = LoaderLib::inspect(&path)
                    .and_then(|lib| self.probes.attach(&lib, Some(pid)));
                let p = self.procs.get_mut(&pid).unwrap();
                match attached {
                    Ok(_) => p.reasons.push(format!(
                        "{} was attached after the process mapped it",
                        path.display()
                    )),
                    Err(e) => p.reasons.push(format!("cannot trace {}: {e:#}", path.display())),
                }
                tracing::info!(pid, lib = %path.display(), "late loader copy");
            }
        }
    }

    /// Writes the process's summary, prints its report and disarms its probes.
    fn finish(&mut self, pid: u32, stopped: Option<&str>) {
        let Some(mut p) = self.procs.remove(&pid) else { return };
        if let Err(e) = p.sink.flush() {
            note_write_error(&mut p, e);
        }
        let end_ns = sampler::monotonic_ns();
        let mut completeness = Completeness {
            dropped_events: self.probes.dropped(pid).1,
            reasons: std::mem::take(&mut p.reasons),
        };
        completeness.reasons.extend(stopped.map(str::to_owned));
        let unfinished = p.tracker.unfinished_destroys();
        if unfinished > 0 {
            completeness.reasons.push(format!("{unfinished} destroys had not returned"));
        }
        let meta = p.meta.unwrap_or_default();
        let summary = report::summary(&p.tracker, &meta, &completeness, &p.sink.names.csv, end_ns);
        let json = match report::write_json(&p.sink.names.json, &summary) {
            Ok(path) => path,
            Err(e) => {
                tracing::error!("cannot write the summary of PID {pid}: {e}");
                p.sink.names.json.clone()
            }
        };
        self.leaked_any |= p.tracker.leaked();
        if !self.quiet {
            eprint!("{}", report::text(&p.tracker, &meta, &json, end_ns));
        }
    }
}

/// Applies a batch: one /proc sample per process serves all of its events in the batch.
fn apply_batch(procs: &mut HashMap<u32, Traced>, batch: &[Event]) {
    let mut samples: FxHashMap<u32, Option<Sample>> = FxHashMap::default();
    for ev in batch {
        let Some(p) = procs.get_mut(&ev.pid) else {
            tracing::debug!(pid = ev.pid, "event of an untraced process");
            continue;
        };
        let sample = *samples.entry(ev.pid).or_insert_with(|| p.sampler.as_mut()?.sample());
        if p.meta.is_none() {
            p.meta = Some(ProcessMeta::read(ev.pid));
        }
        if let Some(row) = p.tracker.apply(ev, sample) {
            if let Err(e) = p.sink.write(&row) {
                note_write_error(p, e);
            }
        }
    }
    for pid in samples.keys() {
        if let Some(p) = procs.get_mut(pid) {
            if let Err(e) = p.sink.flush() {
                note_write_error(p, e);
            }
        }
    }
}

/// `--bench-pipeline N`: the user-space pipeline alone (track, sample, CSV; the code path of
/// ring batches), on N synthetic events of this very process: host allocations and their
/// frees (entry and return halves), addresses reused as malloc would. Prints JSON.
pub fn bench_pipeline(n: u64, dir: &Path) -> Result<(), Fatal> {
    const BATCH: usize = 4095;
    check_output_dir(dir)?;
    let pid = std::process::id();
    let api = |name| tracer_common::APIS.iter().position(|a| a.name == name).unwrap() as u16;
    let (alloc, free) = (api("zeMemAllocHost"), api("zeMemFree"));
    let sink = CsvSink::create(dir, pid)?;
    let csv = sink.names.csv.clone();
    let mut sampler = Sampler::open(pid).ok();
    let baseline = sampler.as_mut().and_then(Sampler::sample);
    let tracker = ProcessTracker::new(pid, sampler::monotonic_ns(), baseline);
    let traced = Traced { tracker, sink, sampler, meta: None, reasons: vec![] };
    let mut procs = HashMap::from([(pid, traced)]);
    let event = |api, phase, handle, size| Event {
        ts_ns: sampler::monotonic_ns(),
        pid,
        tid: pid,
        handle,
        size,
        api,
        phase,
        result: 0,
        ..Default::default()
    };
    let mut batch = Vec::with_capacity(BATCH);
    let (mut events, mut i) = (0u64, 0u64);
    let start = std::time::Instant::now();
    while events < n {
        batch.clear();
        while batch.len() < BATCH {
            let h = 0x7f00_0000_0000 + (i % 64) * 4096;
            batch.push(event(alloc, tracer_common::phase::RETURN, h, 2048));
            batch.push(event(free, tracer_common::phase::ENTRY, h, 0));
            batch.push(event(free, tracer_common::phase::RETURN, h, 0));
            i += 1;
        }
        apply_batch(&mut procs, &batch);
        events += batch.len() as u64;
    }
    let seconds = start.elapsed().as_secs_f64();
    let rows = procs[&pid].tracker.rows();
    let samples = 2000;
    let mut sampler = Sampler::open(pid)?;
    let start = std::time::Instant::now();
    for _ in 0..samples {
        std::hint::black_box(sampler.sample());
    }
    let sample_ns = start.elapsed().as_nanos() as f64 / samples as f64;
    drop(procs);
    let csv_bytes = fs::metadata(&csv).map(|m| m.len()).unwrap_or(0);
    let _ = fs::remove_file(&csv);
    println!(
        "{}",
        serde_json::json!({
            "events": events,
            "rows": rows,
            "seconds": seconds,
            "events_per_s": events as f64 / seconds,
            "rows_per_s": rows as f64 / seconds,
            "batch": BATCH,
            "sample_ns": sample_ns,
            "csv_bytes_per_row": csv_bytes as f64 / rows.max(1) as f64,
        })
    );
    Ok(())
}

fn note_write_error(p: &mut Traced, e: std::io::Error) {
    let reason = format!("writing {} failed: {e}", p.sink.names.csv.display());
    if !p.reasons.contains(&reason) {
        tracing::error!("{reason}");
        p.reasons.push(reason);
    }
}

/// Sends `pid` once its process has exited (pidfd: no polling).
fn watch_exit(pid: u32, tx: mpsc::UnboundedSender<u32>) {
    tokio::spawn(async move {
        if let Ok(fd) = child::pidfd(pid).and_then(readable_fd) {
            let _ = fd.readable().await;
        }
        let _ = tx.send(pid);
    });
}

/// The loader copies named with --lib and found on the system, each once.
fn candidate_loaders(libs: &[PathBuf]) -> Result<Vec<LoaderLib>, Fatal> {
    let mut candidates: Vec<LoaderLib> = Vec::new();
    for path in libs.iter().cloned().chain(probes::system_loaders()) {
        match LoaderLib::inspect(&path) {
            Ok(lib) if !candidates.iter().any(|c| c.id == lib.id) => candidates.push(lib),
            Ok(_) => {}
            Err(e) if libs.contains(&path) => return Err(Fatal::BadTarget(format!("{e:#}"))),
            Err(e) => tracing::debug!("skipping {}: {e:#}", path.display()),
        }
    }
    Ok(candidates)
}

/// `--list-probes`: where each probe goes, and why.
pub fn list_probes(libs: &[PathBuf]) -> Result<(), Fatal> {
    let candidates = candidate_loaders(libs)?;
    if candidates.is_empty() {
        return Err(Fatal::BadTarget("no libze_loader found; name one with --lib".into()));
    }
    for lib in candidates {
        println!("{}", lib.path.display());
        for s in &lib.symbols {
            let api = tracer_common::APIS[s.api].name;
            println!("  {api:<44} +{:<#5x} {:<28} {}", s.site.offset, s.site.insn, s.site.reason);
        }
        for api in &lib.missing {
            println!("  {api:<44} not exported");
        }
    }
    Ok(())
}

fn check_output_dir(dir: &Path) -> Result<(), Fatal> {
    let probe = dir.join(format!(".ze-tracer-probe-{}", std::process::id()));
    fs::write(&probe, b"")
        .and_then(|_| fs::remove_file(&probe))
        .map_err(|e| Fatal::Output(format!("cannot write to output directory {}: {e}", dir.display())))
}

async fn forward_bpf_logs(logger: aya_log::EbpfLogger<&'static dyn log::Log>) {
    let Ok(mut fd) = readable_fd(logger) else { return };
    while let Ok(mut guard) = fd.readable_mut().await {
        guard.get_inner_mut().flush();
        guard.clear_ready();
    }
}
