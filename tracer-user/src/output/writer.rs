//! The thread that writes what a process leaves when it ends (its summary, its profile, its
//! report), in the order processes end. Off the daemon's loop: naming the leak sites may read a
//! library's DWARF, a second for libc's, while the loop must go on reading the ring and letting
//! held threads go. The thread owns the symbolizer (blazesym's is not `Send`) and its caches.
use std::{
    path::{Path, PathBuf},
    sync::mpsc::{RecvTimeoutError, Sender, channel},
    thread::JoinHandle,
    time::{Duration, Instant},
};

use crate::{
    data::{
        Ended,
        names::PROFILE,
        sites::{Site, Unnamed},
        tracker::ProcessTracker,
    },
    output::{budget::Budget, html, journal::Journal, perfetto, pprof, report, summary, verdict::{Completeness, Judged, Verdict}},
    process::{
        facts::ProcessMeta,
        out_dir::{self, OutDir},
    },
    unwind::symbolize::Names,
};

/// What the thread keeps from one job to the next.
pub struct Out {
    names: Names,
    /// `--html`: a page beside each summary.
    html: bool,
    /// `--perfetto`: a trace beside each summary.
    perfetto: bool,
    /// Where processes' files go.
    dir: OutDir,
    /// The daemon's journal, once it is opened: told of each summary written and of each
    /// process whose files the budget removed.
    journal: Option<Journal>,
}

type Job = Box<dyn FnOnce(&mut Out) + Send>;

/// After this long without a process ending, what naming loaded is let go: a burst of ends
/// (a CI job's tests) reads each library once, and an idle daemon stays small.
const IDLE: Duration = Duration::from_secs(10);

/// The output directory is checked against its budget at most this often (a scan of it).
const PRUNE_EVERY: Duration = Duration::from_secs(1);

pub struct Writer {
    jobs: Option<Sender<Job>>,
    thread: Option<JoinHandle<()>>,
}

impl Writer {
    /// `budget`: what `dir`, where processes' files go, may hold (see `budget`).
    pub fn start(html: bool, perfetto: bool, budget: Budget, dir: OutDir) -> std::io::Result<Writer> {
        let (jobs, queue) = channel::<Job>();
        let thread = std::thread::Builder::new().name("ze-tracer-out".into()).spawn(move || {
            let mut out = Out { names: Names::default(), html, perfetto, dir: dir.clone(), journal: None };
            let mut used = false;
            let mut pruned = Instant::now() - PRUNE_EVERY;
            loop {
                let job = queue.recv_timeout(IDLE);
                let (idle, gone) = (job.is_err(), matches!(job, Err(RecvTimeoutError::Disconnected)));
                match job {
                    Ok(job) => {
                        job(&mut out);
                        used = true;
                    }
                    // Idle: the symbolizer's caches go (libc's DWARF alone is some 30 MB).
                    Err(RecvTimeoutError::Timeout) if used => {
                        out.names = Names::default();
                        used = false;
                    }
                    Err(RecvTimeoutError::Timeout) | Err(RecvTimeoutError::Disconnected) => {}
                }
                // After the job: the files it wrote count, and the journal it opened is told.
                if budget.is_set() && (idle || pruned.elapsed() >= PRUNE_EVERY) {
                    budget.prune(&dir, |summary, why| {
                        if let Some(journal) = &out.journal {
                            journal.removed(summary, why);
                        }
                    });
                    pruned = Instant::now();
                }
                if gone {
                    return;
                }
            }
        })?;
        Ok(Writer { jobs: Some(jobs), thread: Some(thread) })
    }

    /// From the jobs queued after this one on, `journal` is told of each summary written and
    /// of each process whose files the budget removes.
    pub fn journal(&self, journal: Journal) {
        self.write(move |out| out.journal = Some(journal));
    }

    /// Queues `job`; it runs after those queued before it.
    pub fn write(&self, job: impl FnOnce(&mut Out) + Send + 'static) {
        if let Some(jobs) = &self.jobs {
            // The thread only ends when `jobs` is dropped.
            let _ = jobs.send(Box::new(job));
        }
    }
}

/// Everything queued is written before the daemon exits.
impl Drop for Writer {
    fn drop(&mut self) {
        drop(self.jobs.take());
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// What a process that ended leaves to write.
pub struct Finished {
    pub tracker: ProcessTracker,
    pub meta: ProcessMeta,
    pub csv: PathBuf,
    /// Where its summary goes (or the next free name: see `out_dir::write_new`).
    pub json: PathBuf,
    pub ended: Ended,
    pub completeness: Completeness,
    /// Its verdict, judged once, at its end (`verdict::verdict`): the daemon's outcome, its
    /// summary and its report all read this one.
    pub verdict: Verdict,
    /// Its sites, to be named; None without stacks.
    pub sites: Option<Unnamed>,
    pub end_ns: u64,
    /// No report on stderr.
    pub quiet: bool,
}

impl Finished {
    /// Its summary, its profile (if it holds something), its page (`--html`), its Perfetto trace
    /// (`--perfetto`) and its report: the tracker folded once into its summary (`summary::of`),
    /// which the file holds, and its objects once into what every view draws, none judging
    /// again.
    pub fn write(mut self, out: &mut Out) -> Written {
        let sites = self.sites.take().map(|s| s.name(&mut out.names));
        let pid = self.tracker.pid;
        let (meta, completeness) = (&self.meta, &self.completeness);
        let judged = Judged { tracker: &self.tracker, meta, ended: self.ended, completeness, verdict: self.verdict, end_ns: self.end_ns, sites: sites.as_ref() };
        let mut summary = summary::of(&judged, &self.csv);
        summary.profile = self.profile(&out.dir, summary.sites());
        let written = out_dir::write_json(&out.dir, &file_name(&self.json), &summary);
        if let Some(journal) = &out.journal {
            journal.ended(&file_name(&self.json), written.as_ref().map(|p| file_name(p)).map_err(|e| e.to_string()));
        }
        let json = written.unwrap_or_else(|e| {
            tracing::error!("cannot write the summary of PID {pid}: {e}");
            self.json.clone()
        });
        // Drawn from the summary as judged, not read back from its file (drawn even when it
        // could not be written), and the CSV, closed by now.
        let views = Views { html: out.html, perfetto: out.perfetto, report: !self.quiet };
        views.draw(&out.dir, &json, &summary, summary.objects.iter());
        let end_state = summary.end_state();
        Written { summary: out.dir.path().join(file_name(&json)), csv: out.dir.path().join(file_name(&self.csv)), end_state }
    }

    /// The in-use profile of a process that holds something (its `sites`), beside its summary.
    fn profile(&self, dir: &OutDir, sites: &[Site]) -> Option<PathBuf> {
        if sites.is_empty() {
            return None;
        }
        let duration = self.end_ns.saturating_sub(self.tracker.start_ns);
        let comment = format!("ze-tracer: outstanding Level Zero objects of PID {} ({})", self.tracker.pid, self.meta.exe);
        let bytes = pprof::of_sites(sites, duration, comment);
        let name = format!("{}{PROFILE}", file_name(&self.json.with_extension("")));
        out_dir::write_new(dir, &name, PROFILE, |out| std::io::Write::write_all(out, &bytes))
            .inspect_err(|e| tracing::error!("cannot write the profile of PID {}: {e}", self.tracker.pid))
            .ok()
    }
}

/// The last component of one of our outputs' paths (made by `OutDir::join`).
/// Where a process's files went: its summary and its CSV.
pub struct Written {
    pub summary: PathBuf,
    pub csv: PathBuf,
    /// What its summary leaves in its cgroup's counters.
    pub end_state: summary::EndState,
}

/// What is drawn of a summary besides its file: its page (`--html`), its Perfetto trace
/// (`--perfetto`), its report on stderr.
#[derive(Clone, Copy)]
pub struct Views {
    pub html: bool,
    pub perfetto: bool,
    pub report: bool,
}

impl Views {
    /// Draws `summary`, written at `json` in `dir`: its `objects` are gathered in one pass for
    /// every view, none judging again.
    pub fn draw<O: Clone>(self, dir: &OutDir, json: &Path, summary: &summary::Summary<'_, O>, objects: impl Iterator<Item = summary::Object>) {
        if !(self.html || self.perfetto || self.report) {
            return;
        }
        let pid = summary.pid;
        let (mut listed, mut capped) = (report::Listed::default(), perfetto::Capped::default());
        for o in objects {
            if self.perfetto {
                capped.add(o.clone());
            }
            listed.add(o);
        }
        let page = self.html.then(|| html::page_beside(dir, json, summary.clone().map_objects(|_| listed.folded.clone())));
        let page = page.and_then(|page| page.inspect_err(|e| tracing::error!("cannot write the page of PID {pid}: {e}")).ok());
        let trace = self.perfetto.then(|| perfetto::trace_beside(dir, json, summary.clone().map_objects(|_| capped)));
        let trace = trace.and_then(|trace| trace.inspect_err(|e| tracing::error!("cannot write the Perfetto trace of PID {pid}: {e}")).ok());
        if self.report {
            let text = report::text(&summary.clone().map_objects(|_| listed), json);
            eprint!("{}", super::printable_lines(&text));
            if let Some(page) = page {
                eprintln!("ze-tracer: pid {pid}: page {}", page.display());
            }
            if let Some(trace) = trace {
                eprintln!("ze-tracer: pid {pid}: Perfetto trace {}", trace.display());
            }
        }
    }
}

fn file_name(path: &std::path::Path) -> String {
    path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default()
}
