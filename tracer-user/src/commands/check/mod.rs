//! `ze-tracer check DIR`: the CI gate over the summaries a job (or the service) left behind.
//!
//! Reads every summary in DIR and fails when a process ended with more objects or memory
//! outstanding than the thresholds allow. Summaries are read as `report` reads them
//! (`crate::output::summary`): `objects`, which can hold millions of entries, is folded while
//! streaming, never held in memory.
use std::{
    collections::{BTreeMap, HashSet},
    fs, io,
    path::{Path, PathBuf},
    time::{Duration, Instant},
};

use serde_json::{Value, json};
use tracer_common::ObjType;

use crate::{
    data::Ended,
    exit::{self, Fatal},
    output::{
        journal::{self, Fate},
        leaks::Leaks,
        summary::{self, ReadError, Site},
    },
    process::ci_job::CiJob,
};

/// A summary as `check` reads it.
type Summary = summary::Summary<'static>;

mod allowed;

use allowed::AllowList;

const AFTER_HELP: &str = "\
Reads ze-tracer_pid<PID>.json and ze-tracer_pid<PID>.<n>.json in DIR (other files, and the
daemon's dot-file temporaries, are ignored). Prints a LEAKED line per process beyond the
thresholds, an UNJUDGED line per process whose leaks could not be judged because events
were lost, a GROWING line per process still running whose sites keep growing, and an
INCOMPLETE line per other incomplete summary, each naming the summary, then \"N of M
processes leaked\". Under a LEAKED line, its largest leak sites not allowed.

What was not seen: each daemon keeps a journal in its directory (ze-tracer_daemon<PID>.journal)
of the processes it tracked and of those it did not. A process of the selection that it names
and whose summary is absent gets an UNSEEN line with why: not tracked (--max-processes), its
files removed by the output budget, or its summary never written (its daemon was killed before
the process ended); exit 11, or 10 with --require-complete. One still running, traced by a
daemon that runs, gets a RUNNING line and fails only with --require-complete. A summary the
journal says is being written (its process ended, its daemon runs) is waited for, up to --wait.

Still running (tracing stopped before the process ended: \"ended\": \"stopped\"): what it
holds is not a leak. Its sites that keep growing are (\"trend\": \"growing\" in its summary):
beyond --max-growth-bytes-per-s (any, at 0) it fails with 12.

Events lost (the ring buffer was full): an outstanding object created before the process's
last lost event may have been freed by a destroy that was lost, so it is uncertain; the
thresholds are applied to the certain leaks alone. If the uncertain objects would put the
process beyond them, its leaks could not be judged (exit 11, unless a certain leak fails).

Kept by runtimes (the summary's \"kept\": a UMF pool's slabs with nothing of the program's
in them, a runtime's own context and command lists): not the program's leaks, so not counted
(--count-runtime counts them, as the Level Zero calls alone show them). A block the program
got from a pool and kept counts, for the bytes it asked for.

--allow-site FILE: one pattern per line (# comments): a function name, a file:line or a
file (base names), `*` matching anything. The objects of a site with a frame that matches are
taken off the counts before the thresholds are applied; a site whose stack was lost never
matches.

Exit codes:
  0    no process leaked beyond the thresholds (also when DIR holds no summaries)
  1    a summary is not valid JSON, or cannot be read (the others are judged: a leak among
       them says 10)
  2    bad command line, or DIR is not a directory
  3    permission denied reading DIR or a summary (the service's are root's: run as root;
       the others are judged: a leak among them says 10)
  10   a process leaked beyond the thresholds (with --require-complete: or a summary is
       incomplete, or a process is UNSEEN or RUNNING)
  11   incomplete: leaks could not be judged (when 10 and 12 do not apply): events were lost,
       calls of a loader copy a process mapped may be missing, or a process the journal names
       has no summary (UNSEEN)
  12   a process still running keeps growing beyond --max-growth-bytes-per-s (when 10 does not
       apply)
  13   nothing was judged: --cgroup, --job or --since matched no process, or no process
       loaded libze_loader while traced (--allow-none passes)";

/// The memory kinds of `outstanding_memory_bytes` that count as leaked bytes. `total` is their
/// USM sum; `virtual_reserved` is address space, not memory (VirtualMemReservations counts it).
const BYTE_KINDS: [&str; 4] = ["device", "host", "shared", "physical"];

/// The count of USM allocations (and of blocks the program got from pools), by the type name
/// the summary's objects and sites give them: objects like every other, as the report counts.
const MEMORY: &str = "Memory";

/// Byte keys of `outstanding_memory_bytes` that only a limit of their own judges: `total` (the
/// USM kinds' sum; naming it takes them out of --max-leaked-bytes), `virtual_reserved` and
/// `virtual_mapped` (address space, not memory).
const OWN_BYTE_KINDS: [&str; 3] = ["total", "virtual_reserved", "virtual_mapped"];

/// `ze-tracer check`'s command line (its about line is the subcommand's, in main.rs).
#[derive(clap::Args, Debug)]
#[command(after_help = AFTER_HELP)]
pub struct CheckArgs {
    /// The directory of ze-tracer's summaries (the service's: /var/lib/ze-tracer).
    pub dir: PathBuf,

    /// Most bytes a process may leave allocated: USM (device + host + shared) plus physical.
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub max_leaked_bytes: u64,

    /// Most objects a process may leave, all types together, as the report counts them: its
    /// USM allocations (Memory) and Contexts … VirtualMemReservations.
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub max_leaked_objects: u64,

    /// A limit of its own for one TYPE (repeatable): an object count by any name the summary
    /// gives it (Contexts or Context, CommandLists, Events, …, Memory for USM allocations) or
    /// bytes (device, host, shared, physical; total for the USM kinds together;
    /// virtual_reserved). That TYPE is then left out of the --max-leaked-objects /
    /// --max-leaked-bytes sums.
    #[arg(long = "max", value_name = "TYPE=N", value_parser = parse_limit)]
    pub limits: Vec<(String, u64)>,

    /// A process still running when tracing stopped is not judged by what it holds but by
    /// its sites that keep growing: it fails (exit 12) when they grow faster than this, in
    /// bytes per second in all. At 0, the default, any growing site fails it.
    #[arg(long, value_name = "B", default_value_t = 0.0)]
    pub max_growth_bytes_per_s: f64,

    /// Judge only processes whose cgroup path has CGROUP as whole components: a CI job's scope
    /// (`ci-job-42.scope`) or a path (`system.slice/gitlab-runner.service`); `ci-job-4` does
    /// not match `ci-job-42.scope`. If none does, check fails (exit 13): a gate that saw
    /// nothing must not pass as clean.
    #[arg(long, value_name = "CGROUP")]
    pub cgroup: Option<String>,

    /// Judge only processes of this CI job, as the job sees its ID: `$CI_JOB_ID` (GitLab),
    /// `$GITHUB_RUN_ID` or `$GITHUB_RUN_ID/$GITHUB_JOB` (GitHub Actions), `$BUILDKITE_JOB_ID`,
    /// `$BUILD_TAG` (Jenkins), or the value of the daemon's `--job-env`. Combines with --cgroup.
    /// If none matches, check fails (exit 13).
    #[arg(long, value_name = "ID")]
    pub job: Option<String>,

    /// Judge only processes that started at or after WHEN: the job's start, which its processes
    /// cannot move (the kernel says when each started). WHEN is an RFC 3339 time
    /// (`2026-11-26T20:00:00Z`, GitLab's `$CI_JOB_STARTED_AT`), `@SECONDS` since the Unix epoch
    /// (`date +@%s` at the job's first step), or an age (`90m`: that long ago). Combines with
    /// --cgroup and --job; with none, a process outside the window is not judged, and if none
    /// is inside, check fails (exit 13).
    #[arg(long, value_name = "WHEN", value_parser = parse_since)]
    pub since: Option<u64>,

    /// Pass when --cgroup or --job matches no process (a job that may start no Level Zero
    /// process).
    #[arg(long)]
    pub allow_none: bool,

    /// Also fail on incomplete summaries (events dropped, tracing started after the process or
    /// stopped before it ended) and on processes without one (UNSEEN, RUNNING); without it
    /// they are only listed (an UNSEEN process still fails with 11).
    #[arg(long)]
    pub require_complete: bool,

    /// Wait up to this long for the summaries the daemons' journals say are being written (a
    /// process of the selection ended, its daemon still runs): a gate run as a job ends must
    /// not race the daemon's writer. 0: do not wait.
    #[arg(long, value_name = "SECONDS", default_value_t = 30)]
    pub wait: u64,

    /// Known leak sites, which do not count (see below; repeatable).
    #[arg(long = "allow-site", value_name = "FILE")]
    pub allow_sites: Vec<PathBuf>,

    /// Count what runtimes keep as leaks too: their pools' slabs and their own objects (the
    /// summary's `kept`), judged as the Level Zero calls alone show them. Without it only the
    /// program's objects count: a pool's cache or a runtime's default context is not its leak.
    #[arg(long)]
    pub count_runtime: bool,

    /// Print the verdict as JSON on stdout instead of lines.
    #[arg(long)]
    pub json: bool,
}

/// What a summary says, as far as the gate cares. Unknown keys (`objects`, `calls`, …) are
/// skipped by serde without being built.
/// One judged summary.
#[derive(Debug)]
struct Judged {
    path: PathBuf,
    summary: Summary,
    /// The limits its certain leaks exceed, as the flags that set them (`--max Events=5`).
    beyond: Vec<String>,
    /// The limits it would exceed if the objects a lost destroy may have freed were leaks too
    /// (empty when `beyond` is not).
    unjudged: Vec<String>,
    /// Its sites no --allow-site pattern matched, largest first.
    new_sites: Vec<Site>,
    /// Still running when tracing stopped: its growing sites (not allowed), fastest first, if
    /// they grow beyond `--max-growth-bytes-per-s`.
    growing: Vec<Site>,
}

impl Judged {
    /// No certain leak fails it, and what was not seen could: its uncertain objects, or the
    /// calls of a loader copy armed late or never (green means every call was seen).
    fn is_unjudged(&self) -> bool {
        self.beyond.is_empty() && (!self.unjudged.is_empty() || self.blind())
    }

    /// Calls of a loader copy it mapped may be missing (a process still running is judged by
    /// its growth alone).
    fn blind(&self) -> bool {
        !self.summary.unseen_copies.is_empty() && self.summary.ended != Ended::Stopped
    }
}

#[derive(Debug)]
struct Verdict {
    judged: Vec<Judged>,
    /// Summaries in DIR before the cgroup filter.
    found: usize,
    /// Processes that never loaded libze_loader while traced: nothing of theirs was seen, so
    /// they are not judged (neither clean nor leaking).
    never_loaded: Vec<(PathBuf, Summary)>,
    /// Summaries (and journals) that could not be read, and why (one line each): the others
    /// are judged.
    unreadable: Vec<(PathBuf, Fatal)>,
    /// Processes of the selection the journals name without a summary in DIR, which will have
    /// none (or not in time: `Fate::Coming` when --wait ran out).
    unseen: Vec<Absent>,
    /// Those still running, traced by a daemon that runs.
    running: Vec<Absent>,
}

/// A process the journals name whose summary is not in DIR (see `output::journal`).
#[derive(Debug)]
struct Absent {
    process: journal::Process,
    /// The journal that names it, and the daemon that wrote it.
    journal: PathBuf,
    daemon: u32,
    fate: Fate,
}

impl Absent {
    /// Why it has no summary, in words.
    fn why(&self, wait: u64) -> String {
        match &self.fate {
            Fate::Unseen(why) => why.to_string(),
            Fate::Coming => format!("its summary was not written within --wait {wait}s, though the daemon tracking it (pid {}) runs", self.daemon),
            Fate::Running => format!("still running, traced by the daemon (pid {}): its summary is written when it ends", self.daemon),
            Fate::Summarized(name) => format!("judged by {name}"),
        }
    }
}

impl Verdict {
    fn leaked(&self) -> impl Iterator<Item = &Judged> {
        self.judged.iter().filter(|j| !j.beyond.is_empty())
    }
    /// Processes still running whose sites keep growing beyond the limit.
    fn growing(&self) -> impl Iterator<Item = &Judged> {
        self.judged.iter().filter(|j| !j.growing.is_empty())
    }
    /// Processes whose leaks could not be judged: events were lost, or calls of a loader copy
    /// may be missing (none of its certain leaks fails it).
    fn unjudged(&self) -> impl Iterator<Item = &Judged> {
        self.judged.iter().filter(|j| j.is_unjudged())
    }
    fn incomplete(&self) -> impl Iterator<Item = &Judged> {
        self.judged.iter().filter(|j| !j.summary.complete)
    }
    /// Complete processes that made no Level Zero object (a device probe, a test runner
    /// listing tests, an import): clean, and counted apart so a reader sees why.
    fn no_object(&self) -> impl Iterator<Item = &Judged> {
        self.judged.iter().filter(|j| j.summary.complete && j.summary.level_zero.no_object_words().is_some())
    }
    /// A leak first (and, with `--require-complete`, any incomplete summary or a process without
    /// one), then a process that keeps growing, then a process that could not be judged or was
    /// not seen.
    fn code(&self, require_complete: bool) -> i32 {
        let without = !self.unseen.is_empty() || !self.running.is_empty();
        if self.leaked().next().is_some() || (require_complete && (self.incomplete().next().is_some() || without)) {
            exit::LEAKED
        } else if let Some((_, e)) = self.unreadable.iter().max_by_key(|(_, e)| e.code()) {
            // A summary nobody could read judges nothing: the gate cannot pass.
            e.code()
        } else if self.growing().next().is_some() {
            exit::GROWING
        } else if self.unjudged().next().is_some() || !self.unseen.is_empty() {
            exit::INCOMPLETE
        } else {
            exit::OK
        }
    }
}

pub fn run(args: &CheckArgs) -> Result<i32, Fatal> {
    wait_for_summaries(args)?;
    let verdict = evaluate(args)?;
    let absent = verdict.unseen.len() + verdict.running.len();
    if verdict.found == 0 && absent == 0 {
        eprintln!(
            "ze-tracer check: no summaries in {}: nothing to check",
            args.dir.display()
        );
    } else if verdict.judged.is_empty() && absent == 0 && (args.cgroup.is_some() || args.job.is_some() || args.since.is_some()) {
        eprintln!("ze-tracer check: none of the {} summaries in {} is of {}", verdict.found, args.dir.display(), wanted(args));
    }
    if args.json {
        println!("{}", crate::output::printable_json(&to_json(&verdict, args).to_string()));
    } else {
        print_lines(&verdict, args);
    }
    let filtered = args.cgroup.is_some() || args.job.is_some() || args.since.is_some();
    let nothing_judged = verdict.judged.is_empty() && verdict.unreadable.is_empty() && absent == 0 && !args.allow_none;
    if nothing_judged && filtered {
        eprintln!(
            "ze-tracer check: no process of {} in {}: nothing was judged (a wrong --cgroup, \
             --job or --since, or no tracer ran?); --allow-none passes",
            wanted(args),
            args.dir.display()
        );
        return Ok(exit::NOTHING_JUDGED);
    }
    if nothing_judged && !verdict.never_loaded.is_empty() {
        eprintln!(
            "ze-tracer check: no process in {} loaded libze_loader while traced: nothing was judged; --allow-none passes",
            args.dir.display()
        );
        return Ok(exit::NOTHING_JUDGED);
    }
    Ok(verdict.code(args.require_complete))
}

/// Waits, up to --wait, while a journal says a summary of the selection is being written: its
/// process ended, its daemon runs (reading the journals and the directory's names only).
fn wait_for_summaries(args: &CheckArgs) -> Result<(), Fatal> {
    let (start, wait) = (Instant::now(), Duration::from_secs(args.wait));
    let mut said = false;
    loop {
        let logs = journal::in_dir(&args.dir).map_err(|e| dir_error(&args.dir, e))?;
        let present = names(&summaries_in(&args.dir)?);
        let coming: Vec<u32> =
            absent(args, logs, &present).0.iter().filter(|a| a.fate == Fate::Coming).map(|a| a.process.pid).collect();
        let left = wait.saturating_sub(start.elapsed());
        if coming.is_empty() || left.is_zero() {
            return Ok(());
        }
        if !said {
            let pids: Vec<String> = coming.iter().map(u32::to_string).collect();
            eprintln!("ze-tracer check: waiting up to {}s for the summaries being written of pid {}", args.wait, pids.join(", "));
            said = true;
        }
        std::thread::sleep(left.min(Duration::from_millis(200)));
    }
}

/// The processes of the selection the journals name whose summaries are not in DIR (`present`:
/// the names there), and the journals that could not be read.
fn absent(args: &CheckArgs, logs: Vec<Result<journal::Log, (PathBuf, io::Error)>>, present: &HashSet<String>) -> (Vec<Absent>, Vec<(PathBuf, Fatal)>) {
    let (mut absent, mut unreadable) = (Vec::new(), Vec::new());
    for log in logs {
        let log = match log {
            Ok(log) => log,
            Err((path, e)) => {
                let e = io_error(&path, e);
                unreadable.push((path, e));
                continue;
            }
        };
        let daemon = log.daemon.as_ref().map_or(0, |d| d.pid);
        for (p, fate) in log.account(|name| present.contains(name)) {
            if !matches!(fate, Fate::Summarized(_)) && selected(args, p.cgroup.as_deref(), p.ci_job.as_ref(), p.start_time) {
                absent.push(Absent { process: p.clone(), journal: log.path.clone(), daemon, fate });
            }
        }
    }
    (absent, unreadable)
}

/// The file names of `paths`.
fn names(paths: &[PathBuf]) -> HashSet<String> {
    paths.iter().filter_map(|p| Some(p.file_name()?.to_str()?.to_owned())).collect()
}

/// Whether a process is of the selection (--cgroup, --job, --since), by what its summary or its
/// journal says of it.
fn selected(args: &CheckArgs, cgroup: Option<&str>, ci_job: Option<&CiJob>, start_time: Option<u64>) -> bool {
    let cgroup = match (&args.cgroup, cgroup) {
        (None, _) => true,
        (Some(want), Some(cg)) => cgroup_matches(cg, want),
        (Some(_), None) => false,
    };
    let job = match (&args.job, ci_job) {
        (None, _) => true,
        (Some(want), Some(job)) => job.matches(want),
        (Some(_), None) => false,
    };
    // A process whose start is unknown is outside any window.
    let since = args.since.is_none_or(|since| start_time.is_some_and(|t| t >= since));
    cgroup && job && since
}

/// What --cgroup, --job and --since asked for, in words.
fn wanted(args: &CheckArgs) -> String {
    let cgroup = args.cgroup.as_ref().map(|c| format!("a cgroup matching {c:?}"));
    let job = args.job.as_ref().map(|j| format!("CI job {j:?}"));
    let since = args.since.map(|ms| format!("started at or after @{}", ms / 1000));
    cgroup.into_iter().chain(job).chain(since).collect::<Vec<_>>().join(" and ")
}

/// `--since`: an RFC 3339 time, `@SECONDS` or an age, as Unix ms.
fn parse_since(s: &str) -> Result<u64, String> {
    let now_ms = || std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_millis() as u64);
    if let Some(secs) = s.strip_prefix('@') {
        return secs.parse::<u64>().map(|s| s * 1000).map_err(|_| format!("{s:?}: @ takes whole seconds since the Unix epoch"));
    }
    if s.contains('T') {
        return rfc3339_ms(s).ok_or_else(|| format!("{s:?}: not an RFC 3339 time (2026-11-26T20:00:00Z)"));
    }
    crate::output::budget::parse_age(s)
        .map(|age| now_ms().saturating_sub(age.as_millis() as u64))
        .map_err(|_| format!("{s:?}: not an RFC 3339 time, @SECONDS or an age (90m, 2h, 1d)"))
}

/// `YYYY-MM-DDTHH:MM:SS[.frac](Z|±HH:MM)` as Unix ms.
fn rfc3339_ms(s: &str) -> Option<u64> {
    let num = |r: std::ops::Range<usize>| s.get(r)?.parse::<i64>().ok();
    let b = s.as_bytes();
    if b.len() < 20 || b[4] != b'-' || b[7] != b'-' || !matches!(b[10], b'T' | b't' | b' ') || b[13] != b':' || b[16] != b':' {
        return None;
    }
    let (y, mo, d, h, mi, sec) = (num(0..4)?, num(5..7)?, num(8..10)?, num(11..13)?, num(14..16)?, num(17..19)?);
    if !(1..=12).contains(&mo) || !(1..=31).contains(&d) || h > 23 || mi > 59 || sec > 60 {
        return None;
    }
    let mut rest = &s[19..];
    let mut ms = 0;
    if let Some(frac) = rest.strip_prefix('.') {
        let digits = frac.bytes().take_while(u8::is_ascii_digit).count();
        ms = format!("{:0<3}", &frac[..digits.min(3)]).parse::<i64>().ok()?;
        rest = &frac[digits..];
    }
    let offset_min = match rest {
        "Z" | "z" => 0,
        _ if rest.len() == 6 && matches!(&rest[3..4], ":") => {
            let sign = match &rest[..1] { "+" => 1, "-" => -1, _ => return None };
            sign * (rest[1..3].parse::<i64>().ok()? * 60 + rest[4..6].parse::<i64>().ok()?)
        }
        _ => return None,
    };
    // Days from the civil date (Howard Hinnant's algorithm).
    let (y, m) = if mo <= 2 { (y - 1, mo + 9) } else { (y, mo - 3) };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let doy = (153 * m + 2) / 5 + d - 1;
    let days = era * 146_097 + yoe * 365 + yoe / 4 - yoe / 100 + doy - 719_468;
    let secs = days * 86_400 + h * 3600 + mi * 60 + sec - offset_min * 60;
    u64::try_from(secs * 1000 + ms).ok()
}

fn evaluate(args: &CheckArgs) -> Result<Verdict, Fatal> {
    let mut allow = AllowList::default();
    for path in &args.allow_sites {
        allow.extend(AllowList::load(path)?);
    }
    // The journals before the summaries: a summary written in between is then on its way (its
    // daemon journals it once written), never gone.
    let logs = journal::in_dir(&args.dir).map_err(|e| dir_error(&args.dir, e))?;
    let paths = summaries_in(&args.dir)?;
    let found = paths.len();
    let (mut unseen, mut unreadable) = absent(args, logs, &names(&paths));
    let running = unseen.extract_if(.., |a| a.fate == Fate::Running).collect();
    let (mut judged, mut never_loaded) = (Vec::new(), Vec::new());
    for path in paths {
        let summary = match load(&path) {
            Ok(s) => s,
            Err(e) => {
                unreadable.push((path, e));
                continue;
            }
        };
        let selected = selected(args, summary.cgroup.as_deref(), summary.ci_job.as_ref(), summary.start_time);
        if selected && !summary.loaded_level_zero {
            never_loaded.push((path, summary));
            continue;
        }
        if selected {
            let running = summary.ended == Ended::Stopped;
            let (beyond, unjudged, new_sites) = match running {
                // What a running process holds is no leak: its growth is judged instead.
                false => judge(&summary, args, &allow),
                true => (vec![], vec![], vec![]),
            };
            let growing = if running { growing(&summary, args, &allow) } else { vec![] };
            judged.push(Judged {
                path,
                summary,
                beyond,
                unjudged,
                new_sites,
                growing,
            });
        }
    }
    Ok(Verdict { judged, found, never_loaded, unreadable, unseen, running })
}

/// `dir` cannot be listed: not a directory is a usage error.
fn dir_error(dir: &Path, e: io::Error) -> Fatal {
    match e.kind() {
        io::ErrorKind::NotFound | io::ErrorKind::NotADirectory => Fatal::Usage(format!("check: {}: not a directory", dir.display())),
        _ => io_error(dir, e),
    }
}

/// The summaries in `dir`, ordered by PID then by suffix.
fn summaries_in(dir: &Path) -> Result<Vec<PathBuf>, Fatal> {
    let entries = fs::read_dir(dir).map_err(|e| dir_error(dir, e))?;
    let mut found = Vec::new();
    for entry in entries {
        let entry = entry.map_err(|e| io_error(dir, e))?;
        if let Some(key) = entry.file_name().to_str().and_then(summary_key) {
            found.push((key, entry.path()));
        }
    }
    found.sort();
    Ok(found.into_iter().map(|(_, path)| path).collect())
}

/// (PID, n) for `ze-tracer_pid<PID>.json` and `ze-tracer_pid<PID>.<n>.json`; None for anything
/// else, temporaries included.
fn summary_key(name: &str) -> Option<(u32, u32)> {
    crate::data::csv::OutputNames::key(name, ".json")
}

fn load(path: &Path) -> Result<Summary, Fatal> {
    summary::read(path).map_err(|e| match e {
        ReadError::Io(e) => io_error(path, e),
        ReadError::NotOurs(e) => Fatal::Internal(format!("check: {}: not a ze-tracer summary: {e}", path.display())),
    })
}

fn io_error(path: &Path, e: io::Error) -> Fatal {
    let msg = format!("check: {}: {e}", path.display());
    match e.kind() {
        io::ErrorKind::PermissionDenied => Fatal::NotPermitted(msg),
        _ => Fatal::Internal(msg),
    }
}

/// Objects by count column and bytes by memory kind, as the limits name them.
#[derive(Debug, Default, Clone, PartialEq)]
struct Share {
    counts: BTreeMap<String, u64>,
    bytes: BTreeMap<String, u64>,
}

impl Share {
    /// What the summary says is outstanding: its counts, and the USM allocations its objects
    /// list (the program's, what runtimes keep, and the slabs that hold its blocks).
    fn outstanding(s: &Summary) -> Share {
        let bytes = BYTE_KINDS.iter().chain(&OWN_BYTE_KINDS[1..]).map(|k| (k.to_string(), byte_count(s, k))).collect();
        let mut counts: BTreeMap<String, u64> = s.outstanding.iter().map(|(k, v)| (k.clone(), *v)).collect();
        let o = &s.objects;
        counts.insert(MEMORY.into(), [&o.all, &o.kept, &o.holding].iter().map(|l| l.count_of(ObjType::Memory)).sum());
        Share { counts, bytes }
    }

    /// Objects folded from a summary's list.
    fn of(leaks: &Leaks) -> Share {
        let mut share = Share::default();
        let physical = ObjType::PhysicalMem.count_column();
        let virtual_mem = ObjType::VirtualMem.count_column();
        let mapped = ObjType::VirtualMemMapping.count_column();
        let columns: Vec<&str> = ObjType::ALL.into_iter().filter_map(ObjType::count_column).collect();
        for (key, _, row) in leaks.rows() {
            if columns.contains(&key) {
                *share.counts.entry(key.to_owned()).or_default() += row.objects;
            } else {
                // A USM allocation or a block from a pool, by memory kind.
                *share.counts.entry(MEMORY.to_owned()).or_default() += row.objects;
                if BYTE_KINDS.contains(&key) {
                    *share.bytes.entry(key.to_owned()).or_default() += row.bytes;
                }
            }
            if Some(key) == physical {
                *share.bytes.entry("physical".to_owned()).or_default() += row.bytes;
            }
            if Some(key) == virtual_mem {
                *share.bytes.entry("virtual_reserved".to_owned()).or_default() += row.bytes;
            }
            if Some(key) == mapped {
                *share.bytes.entry("virtual_mapped".to_owned()).or_default() += row.bytes;
            }
        }
        share
    }

    fn plus(mut self, other: &Share) -> Share {
        for (mine, theirs) in [(&mut self.counts, &other.counts), (&mut self.bytes, &other.bytes)] {
            for (k, n) in theirs {
                *mine.entry(k.clone()).or_default() += n;
            }
        }
        self
    }

    fn less(&self, other: &Share) -> Share {
        let less = |m: &BTreeMap<String, u64>, o: &BTreeMap<String, u64>| {
            m.iter().map(|(k, n)| (k.clone(), n.saturating_sub(o.get(k).copied().unwrap_or(0)))).collect()
        };
        Share { counts: less(&self.counts, &other.counts), bytes: less(&self.bytes, &other.bytes) }
    }
}

/// The limits that `summary`'s certain leaks exceed, as the flags that set them, once the
/// allowed sites are taken off; those its uncertain objects would make it exceed too (none
/// when the first are not none); and the sites not allowed.
fn judge(summary: &Summary, args: &CheckArgs, allow: &AllowList) -> (Vec<String>, Vec<String>, Vec<Site>) {
    let sites = summary.sites.as_deref().unwrap_or_default();
    let (counts, bytes) = allowed::allowed_share(sites, allow);
    let allowed = Share { counts, bytes };
    let by_site = &summary.objects.uncertain_by_site;
    let allowed_uncertain = (sites.iter().enumerate())
        .filter(|(i, s)| by_site.contains_key(i) && allow.allows(s))
        .fold(Share::default(), |sum, (i, _)| sum.plus(&Share::of(&by_site[&i])));
    let new_sites = sites.iter().filter(|s| !allow.allows(s)).cloned().collect();
    let seen = program_share(summary, args.count_runtime).less(&allowed);
    let certain = seen.less(&Share::of(&summary.objects.uncertain).less(&allowed_uncertain));
    let beyond = exceeded(&certain, args);
    let unjudged = if beyond.is_empty() { exceeded(&seen, args) } else { vec![] };
    (beyond, unjudged, new_sites)
}

/// Whether `want`'s path components are a run of `cgroup`'s: a name a tenant can choose
/// (`ci-job-4`) must not take in another job's (`ci-job-42.scope`).
fn cgroup_matches(cgroup: &str, want: &str) -> bool {
    let parts = |p: &str| p.split('/').filter(|c| !c.is_empty()).map(str::to_owned).collect::<Vec<_>>();
    let (have, want) = (parts(cgroup), parts(want));
    !want.is_empty() && have.windows(want.len()).any(|w| w == want.as_slice())
}

/// What the program left, as the limits name it: what Level Zero holds, less what runtimes
/// keep and the slabs that hold the program's blocks, plus those blocks (whose bytes are
/// what the program asked for). `count_runtime`: what Level Zero holds, all of it.
fn program_share(summary: &Summary, count_runtime: bool) -> Share {
    let all = Share::outstanding(summary);
    if count_runtime {
        return all;
    }
    let o = &summary.objects;
    all.less(&Share::of(&o.kept)).less(&Share::of(&o.holding)).plus(&Share::of(&o.pooled))
}

/// A running process's growing sites not allowed, fastest first, if they grow beyond
/// `--max-growth-bytes-per-s` (any of them, at 0); else none.
fn growing(summary: &Summary, args: &CheckArgs, allow: &AllowList) -> Vec<Site> {
    let sites = summary.sites.as_deref().unwrap_or_default();
    let mut growing: Vec<Site> =
        sites.iter().filter(|s| s.is_growing() && !allow.allows(s)).cloned().collect();
    growing.sort_by(|a, b| b.growth_bytes_per_s().total_cmp(&a.growth_bytes_per_s()));
    let rate: f64 = growing.iter().map(|s| s.growth_bytes_per_s()).sum();
    let limit = args.max_growth_bytes_per_s;
    match limit > 0.0 && rate <= limit {
        true => vec![],
        false => growing,
    }
}

/// The limits `share` exceeds, as the flags that set them.
fn exceeded(share: &Share, args: &CheckArgs) -> Vec<String> {
    let own_limit = |key: &str| args.limits.iter().rev().find(|(k, _)| k == key).map(|l| l.1);
    let mut beyond = Vec::new();
    let mut sums = [0u64; 2];
    let bytes_of = |k: &str| share.bytes.get(k).copied().unwrap_or(0);
    let total = own_limit("total");
    let kinds = share.counts.iter().map(|(k, n)| (k.as_str(), *n, 0));
    let bytes = BYTE_KINDS.iter().map(|k| (*k, bytes_of(k), 1));
    for (key, n, sum) in kinds.chain(bytes) {
        match own_limit(key) {
            Some(max) if n > max => beyond.push(format!("--max {key}={max}")),
            Some(_) => {}
            // `--max total=N` judges the USM kinds together, out of the sum.
            None if total.is_some() && sum == 1 && key != "physical" => {}
            None => sums[sum] += n,
        }
    }
    let usm = ["device", "host", "shared"].iter().map(|k| bytes_of(k)).sum::<u64>();
    for (key, n) in [("total", usm), ("virtual_reserved", bytes_of("virtual_reserved")), ("virtual_mapped", bytes_of("virtual_mapped"))] {
        match own_limit(key) {
            Some(max) if n > max => beyond.push(format!("--max {key}={max}")),
            _ => {}
        }
    }
    if sums[0] > args.max_leaked_objects {
        beyond.push(format!("--max-leaked-objects {}", args.max_leaked_objects));
    }
    if sums[1] > args.max_leaked_bytes {
        beyond.push(format!("--max-leaked-bytes {}", args.max_leaked_bytes));
    }
    beyond
}

fn byte_count(summary: &Summary, kind: &str) -> u64 {
    summary
        .outstanding_memory_bytes
        .get(kind)
        .unwrap_or(0)
}

/// `TYPE=N`, TYPE matched case-insensitively against the summary's names (`Events`; `Event`,
/// the type's own name, also works) and the byte kinds; returned with the summary's spelling.
fn parse_limit(s: &str) -> Result<(String, u64), String> {
    let (ty, n) = s.split_once('=').ok_or("expected TYPE=N, e.g. Events=10")?;
    let n = n.trim().parse::<u64>().map_err(|e| format!("{n:?}: {e}"))?;
    let ty = ty.trim();
    // Every name the summary gives a type: its count column, its type name (`Event`;
    // `Memory` and `PooledMemory` are the USM allocations' count), its memory kinds.
    let key = ObjType::ALL
        .into_iter()
        .map(|t| (t.count_column().unwrap_or(MEMORY), t.name()))
        .find(|(col, name)| col.eq_ignore_ascii_case(ty) || name.eq_ignore_ascii_case(ty))
        .map(|(col, _)| col)
        .or_else(|| BYTE_KINDS.into_iter().chain(OWN_BYTE_KINDS).find(|k| k.eq_ignore_ascii_case(ty)))
        .ok_or_else(|| format!("unknown TYPE {ty:?}; one of: {}", known_types().join(", ")))?;
    Ok((key.to_owned(), n))
}

fn known_types() -> Vec<&'static str> {
    ObjType::ALL
        .into_iter()
        .filter_map(ObjType::count_column)
        .chain([MEMORY])
        .chain(BYTE_KINDS)
        .chain(OWN_BYTE_KINDS)
        .collect()
}

/// What a share holds, in the summary's column order: "1 CommandLists, 4.1 kB (4,096 bytes) host".
fn leftovers(share: &Share) -> String {
    let counts = ObjType::ALL.into_iter().filter_map(ObjType::count_column);
    let known: Vec<&str> = counts.chain([MEMORY]).collect();
    let unknown = share.counts.keys().map(String::as_str).filter(|k| !known.contains(k));
    let mut parts: Vec<String> = (known.iter().copied().chain(unknown))
        .filter_map(|k| share.counts.get(k).filter(|n| **n > 0).map(|n| format!("{n} {k}")))
        .collect();
    for kind in BYTE_KINDS {
        match share.bytes.get(kind) {
            Some(n) if *n > 0 => parts.push(format!("{} {kind}", crate::output::units::size_exact(*n))),
            _ => {}
        }
    }
    if parts.is_empty() { "nothing".into() } else { parts.join(", ") }
}

/// "pid 1234 ze_workload (/usr/bin/app, cgroup /system.slice/x)"
fn who(s: &Summary) -> String {
    let place = [
        (!s.exe.is_empty()).then(|| s.exe.clone()),
        s.cgroup.as_ref().map(|cg| format!("cgroup {cg}")),
        s.container.as_ref().map(|c| format!("container {}", c.short())),
        s.ci_job.as_ref().map(|job| job.to_string()),
    ];
    named(s.pid, &s.comm, place)
}

/// "pid 1234 ze_workload (cgroup /system.slice/x, gitlab job 42)", as its journal knows it.
fn who_absent(p: &journal::Process) -> String {
    named(p.pid, &p.comm, [p.cgroup.as_ref().map(|cg| format!("cgroup {cg}")), p.ci_job.as_ref().map(|job| job.to_string())])
}

fn named<const N: usize>(pid: u32, comm: &str, place: [Option<String>; N]) -> String {
    let place: Vec<String> = place.into_iter().flatten().collect();
    match place.is_empty() {
        true => format!("pid {pid} {comm}"),
        false => format!("pid {pid} {comm} ({})", place.join(", ")),
    }
}

/// A line of `check`'s, through `output::printable`: it names what traced processes named.
macro_rules! say {
    ($($arg:tt)*) => { println!("{}", crate::output::printable(&format!($($arg)*))) };
}

fn print_lines(v: &Verdict, args: &CheckArgs) {
    let (require_complete, max_growth, count_runtime) = (args.require_complete, args.max_growth_bytes_per_s, args.count_runtime);
    for j in v.leaked() {
        let uncertain = Share::of(&j.summary.objects.uncertain);
        let mut note = match leftovers(&uncertain).as_str() {
            "nothing" => String::new(),
            u => format!(" (of which uncertain, events lost: {u})"),
        };
        // Still leaks (never released), but the driver may have freed them with their parent.
        let orphans = &j.summary.objects.parent_destroyed;
        if !orphans.is_empty() {
            let each: Vec<String> = orphans.iter().map(|(ty, n)| format!("{n} {ty}")).collect();
            note += &format!(" (of which outlived their parent, destroyed first: {})", each.join(", "));
        }
        say!(
            "LEAKED {}: {}{note}; beyond {} [{}]",
            who(&j.summary),
            leftovers(&program_share(&j.summary, count_runtime)),
            j.beyond.join(", "),
            j.path.display()
        );
        if j.summary.sites.is_none() {
            say!("    (no leak sites: traced with --no-stacks)");
        }
        for site in j.new_sites.iter().take(5) {
            say!("    site: {}", allowed::describe(site));
        }
    }
    for j in v.growing() {
        let rate: f64 = j.growing.iter().map(|s| s.growth_bytes_per_s()).sum();
        say!(
            "GROWING {}: still running, {} {} growing, {rate:+.0} bytes/s ({:+.1} MiB an hour); beyond \
             --max-growth-bytes-per-s {} [{}]",
            who(&j.summary),
            j.growing.len(),
            if j.growing.len() == 1 { "site" } else { "sites" },
            rate * 3600.0 / (1u64 << 20) as f64,
            max_growth,
            j.path.display()
        );
        for site in j.growing.iter().take(5) {
            say!("    site: {:+.1} objects/s, {:+.0} bytes/s: {}", site.growth_objects_per_s(), site.growth_bytes_per_s(), allowed::describe(site));
        }
    }
    for j in v.unjudged() {
        let why = match j.unjudged.is_empty() {
            true => format!("calls of {} may be missing, so leaks could not be judged", j.summary.unseen_copies.join(", ")),
            false => format!(
                "events were lost, so leaks could not be judged: {} outstanding that a lost destroy may have freed, beyond {} if leaked",
                leftovers(&Share::of(&j.summary.objects.uncertain)),
                j.unjudged.join(", ")
            ),
        };
        say!("UNJUDGED {}: {why}; {} [{}]", who(&j.summary), j.summary.incomplete_reasons.join("; "), j.path.display());
    }
    for j in v.incomplete().filter(|j| !j.is_unjudged()) {
        let failing = if require_complete { "" } else { " (not failing: no --require-complete)" };
        let reasons = j.summary.incomplete_reasons.join("; ");
        say!("INCOMPLETE{failing} {}: {reasons} [{}]", who(&j.summary), j.path.display());
    }
    for a in &v.unseen {
        say!("UNSEEN {}: {} [{}]", who_absent(&a.process), a.why(args.wait), a.journal.display());
    }
    for a in &v.running {
        let failing = if require_complete { "" } else { " (not failing: no --require-complete)" };
        say!("RUNNING{failing} {}: {} [{}]", who_absent(&a.process), a.why(args.wait), a.journal.display());
    }
    for (path, s) in &v.never_loaded {
        say!("NOT TRACED {}: never loaded libze_loader while traced, nothing to judge [{}]", who(s), path.display());
    }
    for (_, e) in &v.unreadable {
        say!("UNREADABLE {e}");
    }
    let mut note = String::new();
    if !v.never_loaded.is_empty() {
        note += &format!("; {} never loaded libze_loader (not judged)", v.never_loaded.len());
    }
    if !v.unreadable.is_empty() {
        note += &format!("; {} summaries unreadable", v.unreadable.len());
    }
    match v.unjudged().count() {
        0 => {}
        n => note += &format!("; {n} not judged (events lost, or calls missing)"),
    }
    match v.incomplete().count() {
        0 => {}
        n => note += &format!("; {n} incomplete"),
    }
    match v.growing().count() {
        0 => {}
        n => note += &format!("; {n} still running and growing"),
    }
    match v.no_object().count() {
        0 => {}
        n => note += &format!("; {n} made no Level Zero object"),
    }
    if !v.unseen.is_empty() {
        note += &format!("; {} unseen (no summary)", v.unseen.len());
    }
    if !v.running.is_empty() {
        note += &format!("; {} still running (no summary yet)", v.running.len());
    }
    say!("{} of {} processes leaked{note}", v.leaked().count(), v.judged.len());
}

/// The entries of a count map that are not 0.
fn nonzero<K: AsRef<str>>(m: impl IntoIterator<Item = (K, u64)>) -> BTreeMap<String, u64> {
    m.into_iter().filter(|(_, n)| *n > 0).map(|(k, n)| (k.as_ref().to_owned(), n)).collect()
}

fn to_json(v: &Verdict, args: &CheckArgs) -> Value {
    let process = |j: &Judged| {
        let s = &j.summary;
        let uncertain = Share::of(&s.objects.uncertain);
        json!({
            "pid": s.pid, "comm": s.comm, "exe": s.exe, "cgroup": s.cgroup, "ci_job": s.ci_job, "container": s.container,
            "summary": j.path, "complete": s.complete, "incomplete_reasons": s.incomplete_reasons,
            "outstanding": nonzero(s.outstanding.iter().map(|(k, n)| (k, *n))),
            "outstanding_memory_bytes": nonzero(s.outstanding_memory_bytes.iter()),
            "dropped_events": s.dropped_events,
            "kept": s.kept,
            "uncertain_outstanding": nonzero(uncertain.counts.iter().map(|(k, n)| (k, *n))),
            "uncertain_memory_bytes": nonzero(uncertain.bytes.iter().map(|(k, n)| (k, *n))),
            "parent_destroyed": s.objects.parent_destroyed,
            "beyond": j.beyond,
            "beyond_if_uncertain_leaked": j.unjudged,
            "unseen_copies": s.unseen_copies,
            "new_sites": j.new_sites.iter().map(allowed::describe).collect::<Vec<_>>(),
            "growing_sites": j.growing.iter().map(|s| json!({
                "site": allowed::describe(s),
                "growth_objects_per_s": s.growth_objects_per_s(),
                "growth_bytes_per_s": s.growth_bytes_per_s(),
            })).collect::<Vec<_>>(),
        })
    };
    let absent = |a: &Absent| {
        let p = &a.process;
        json!({"pid": p.pid, "comm": p.comm, "cgroup": p.cgroup, "ci_job": p.ci_job, "start_time": p.start_time,
               "reason": a.why(args.wait), "journal": a.journal, "daemon": a.daemon})
    };
    let code = v.code(args.require_complete);
    json!({
        "pass": code == exit::OK,
        "exit_code": code,
        "dir": args.dir,
        "processes": v.judged.len(),
        "leaked": v.leaked().map(process).collect::<Vec<_>>(),
        "unjudged": v.unjudged().map(process).collect::<Vec<_>>(),
        "growing": v.growing().map(process).collect::<Vec<_>>(),
        "incomplete": v.incomplete().map(process).collect::<Vec<_>>(),
        "no_object": v.no_object().count(),
        "never_loaded": v.never_loaded.iter().map(|(path, s)| json!({"pid": s.pid, "comm": s.comm, "summary": path})).collect::<Vec<_>>(),
        "unreadable": v.unreadable.iter().map(|(path, e)| json!({"summary": path, "error": e.to_string()})).collect::<Vec<_>>(),
        "unseen": v.unseen.iter().map(absent).collect::<Vec<_>>(),
        "running": v.running.iter().map(absent).collect::<Vec<_>>(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;

    #[test]
    fn a_cgroup_is_matched_by_whole_components() {
        let cg = "/system.slice/ci-job-42.scope";
        assert!(cgroup_matches(cg, "ci-job-42.scope") && cgroup_matches(cg, "/system.slice/ci-job-42.scope"));
        assert!(cgroup_matches(cg, "system.slice") && cgroup_matches(cg, "system.slice/ci-job-42.scope/"));
        assert!(!cgroup_matches(cg, "ci-job-4") && !cgroup_matches(cg, "job-42.scope") && !cgroup_matches(cg, "/"));
    }

    #[derive(Parser)]
    struct Cli {
        #[command(flatten)]
        check: CheckArgs,
    }

    /// A fresh directory under the system's temp dir, removed on drop.
    struct TempDir(PathBuf);
    impl TempDir {
        fn new(name: &str) -> TempDir {
            let dir =
                std::env::temp_dir().join(format!("ze-tracer-check-{}-{name}", std::process::id()));
            let _ = fs::remove_dir_all(&dir);
            fs::create_dir_all(&dir).unwrap();
            TempDir(dir)
        }
        fn write(&self, name: &str, text: &str) {
            fs::write(self.0.join(name), text).unwrap();
        }
    }
    impl Drop for TempDir {
        fn drop(&mut self) {
            let _ = fs::remove_dir_all(&self.0);
        }
    }

    /// A summary as the daemon writes it, with these outstanding counts and bytes.
    fn summary(
        pid: u32,
        cgroup: Option<&str>,
        counts: &[(&str, u64)],
        bytes: &[(&str, u64)],
    ) -> String {
        let mut outstanding = serde_json::Map::new();
        for col in ObjType::ALL.into_iter().filter_map(ObjType::count_column) {
            outstanding.insert(col.into(), 0.into());
        }
        for (k, n) in counts {
            outstanding.insert((*k).into(), (*n).into());
        }
        let mut mem =
            json!({"device": 0, "host": 0, "shared": 0, "physical": 0, "virtual_reserved": 0});
        for (k, n) in bytes {
            mem[*k] = (*n).into();
        }
        let usm = ["device", "host", "shared"]
            .iter()
            .map(|k| mem[*k].as_u64().unwrap())
            .sum::<u64>();
        mem["total"] = usm.into();
        // One USM allocation per kind with bytes, as the daemon lists them.
        let objects: Vec<Value> = bytes
            .iter()
            .filter(|(k, _)| ["device", "host", "shared"].contains(k))
            .map(|(k, n)| json!({"type": "Memory", "memory": k, "api": "zeMemAllocHost", "handle": "0x1000", "size": n, "parent": "0x10", "thread": pid, "age_ms": 3}))
            .collect();
        json!({
            "pid": pid, "comm": "ze_workload", "exe": "/usr/bin/ze_workload", "start_time": 1,
            "cgroup": cgroup, "complete": true, "incomplete_reasons": [], "dropped_events": 0,
            "duration_ms": 12, "csv": format!("/out/ze-tracer_pid{pid}.csv"), "rows": 20,
            "leaked": !counts.is_empty() || !bytes.is_empty(),
            "calls": {"zeContextCreate": 1}, "failed_calls": {}, "unknown_destroys": {},
            "outstanding": outstanding, "outstanding_memory_bytes": mem,
            "objects": objects,
            "growth_leaks_kb": {"total": 0}, "anomalies": 0,
        })
        .to_string()
    }

    fn check(dir: &TempDir, flags: &[&str]) -> Result<i32, Fatal> {
        let argv = ["check", dir.0.to_str().unwrap()]
            .into_iter()
            .chain(flags.iter().copied());
        run(&Cli::try_parse_from(argv).unwrap().check)
    }

    #[test]
    fn clean_processes_pass_and_other_files_are_ignored() {
        let dir = TempDir::new("pass");
        dir.write("ze-tracer_pid10.json", &summary(10, None, &[], &[]));
        dir.write("ze-tracer_pid10.1.json", &summary(10, None, &[], &[]));
        // A temporary being written, a CSV and a stranger: none is a summary.
        dir.write(".ze-tracer_pid11.json.tmp99", "{\"pid\": 11, \"compl");
        dir.write("ze-tracer_pid11.csv", "CallNumber,TimeMs\n");
        dir.write("notes.json", "not json");
        let v = evaluate(
            &Cli::try_parse_from(["check", dir.0.to_str().unwrap()])
                .unwrap()
                .check,
        );
        assert_eq!(v.unwrap().judged.len(), 2);
        assert_eq!(check(&dir, &[]).unwrap(), exit::OK);
    }

    #[test]
    fn leaked_bytes_fail_unless_allowed() {
        let dir = TempDir::new("bytes");
        dir.write(
            "ze-tracer_pid20.json",
            &summary(20, None, &[], &[("host", 4096), ("physical", 100)]),
        );
        assert_eq!(check(&dir, &[]).unwrap(), exit::LEAKED);
        assert_eq!(
            check(&dir, &["--max-leaked-bytes", "4095"]).unwrap(),
            exit::LEAKED
        );
        // Its USM allocation is an object too.
        assert_eq!(check(&dir, &["--max-leaked-bytes", "4196"]).unwrap(), exit::LEAKED);
        assert_eq!(
            check(&dir, &["--max-leaked-bytes", "4196", "--max-leaked-objects", "1"]).unwrap(),
            exit::OK
        );
    }

    #[test]
    fn leaked_objects_fail_unless_allowed() {
        let dir = TempDir::new("objects");
        dir.write(
            "ze-tracer_pid30.json",
            &summary(30, None, &[("CommandLists", 1), ("Events", 2)], &[]),
        );
        dir.write("ze-tracer_pid31.json", &summary(31, None, &[], &[]));
        let args = Cli::try_parse_from(["check", dir.0.to_str().unwrap()])
            .unwrap()
            .check;
        let v = evaluate(&args).unwrap();
        let leaked: Vec<_> = v.leaked().map(|j| j.summary.pid).collect();
        assert_eq!(leaked, [30]);
        assert_eq!(
            v.leaked().next().unwrap().beyond,
            ["--max-leaked-objects 0"]
        );
        assert_eq!(leftovers(&Share::outstanding(&v.judged[0].summary)), "1 CommandLists, 2 Events");
        assert_eq!(
            check(&dir, &["--max-leaked-objects", "2"]).unwrap(),
            exit::LEAKED
        );
        assert_eq!(
            check(&dir, &["--max-leaked-objects", "3"]).unwrap(),
            exit::OK
        );
    }

    #[test]
    fn a_type_with_its_own_limit_leaves_the_sums() {
        let dir = TempDir::new("per-type");
        dir.write(
            "ze-tracer_pid40.json",
            &summary(
                40,
                None,
                &[("Events", 5), ("Kernels", 1)],
                &[("host", 64), ("device", 8)],
            ),
        );
        let allow = |flags: &[&str]| check(&dir, flags).unwrap();
        assert_eq!(
            allow(&[
                "--max", "Events=5", "--max", "kernel=1", "--max", "host=64", "--max", "DEVICE=8", "--max", "memory=2"
            ]),
            exit::OK
        );
        // The two USM allocations are objects too, as the report counts them.
        assert_eq!(allow(&["--max", "Events=5", "--max", "kernel=1", "--max", "host=64", "--max", "DEVICE=8"]), exit::LEAKED);
        assert_eq!(allow(&["--max", "Events=5", "--max", "kernel=1", "--max", "total=72", "--max", "Memory=2"]), exit::OK);
        assert_eq!(allow(&["--max", "Events=5", "--max", "kernel=1", "--max", "total=71", "--max", "Memory=2"]), exit::LEAKED);
        // Events over its own limit; the sums are clean.
        assert_eq!(
            allow(&[
                "--max",
                "events=4",
                "--max",
                "Kernels=1",
                "--max-leaked-bytes",
                "72"
            ]),
            exit::LEAKED
        );
        // Events within its own; the Kernel left is still judged by --max-leaked-objects.
        assert_eq!(
            allow(&["--max", "Events=5", "--max-leaked-bytes", "72"]),
            exit::LEAKED
        );
        assert_eq!(
            allow(&[
                "--max",
                "Events=5",
                "--max-leaked-objects",
                "3",
                "--max-leaked-bytes",
                "72"
            ]),
            exit::OK
        );

        assert!(
            parse_limit("Widgets=1")
                .unwrap_err()
                .contains("CommandLists")
        );
        assert!(parse_limit("Events").is_err());
        assert!(parse_limit("Events=-1").is_err());
        assert_eq!(
            parse_limit("virtualmemreservations=3").unwrap(),
            ("VirtualMemReservations".into(), 3)
        );
        // Every name the summary gives a type or a kind of bytes.
        for (name, key) in [("Memory", "Memory"), ("PooledMemory", "Memory"), ("PhysicalMem", "PhysicalMems"), ("virtual_reserved", "virtual_reserved"), ("total", "total")] {
            assert_eq!(parse_limit(&format!("{name}=1")).unwrap(), (key.into(), 1), "{name}");
        }
    }

    #[test]
    fn since_reads_the_forms_a_ci_gives() {
        assert_eq!(rfc3339_ms("1970-01-01T00:00:00Z"), Some(0));
        assert_eq!(rfc3339_ms("2026-11-26T20:00:00Z"), Some(1_795_723_200_000));
        assert_eq!(rfc3339_ms("2026-11-26T21:00:00.250+01:00"), Some(1_795_723_200_250));
        assert_eq!(rfc3339_ms("2024-02-29T00:00:00-00:30"), Some(1_709_166_600_000));
        assert_eq!(parse_since("@1795723200"), Ok(1_795_723_200_000));
        for bad in ["2026-13-01T00:00:00Z", "2026-11-26T20:00:00", "yesterday", "@x", "2026-11-26T20:00:00+0100"] {
            assert!(parse_since(bad).is_err(), "{bad}");
        }
        let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_millis() as u64;
        assert!(parse_since("90m").unwrap().abs_diff(now - 5_400_000) < 5_000);
    }

    /// A process that names another job in its environment (a tenant framing it) is told
    /// apart by what it cannot rewrite: its cgroup and when it started.
    #[test]
    fn a_process_claiming_another_job_is_told_apart_by_cgroup_and_start() {
        let dir = TempDir::new("framed");
        let job = "/system.slice/ci-job-42.scope";
        let claiming = |s: String, started: u64| {
            let mut s: serde_json::Value = serde_json::from_str(&s).unwrap();
            s["ci_job"] = json!({"provider": "gitlab", "id": "42"});
            s["start_time"] = started.into();
            s.to_string()
        };
        let own = claiming(summary(50, Some(job), &[], &[]), 2_000_000);
        let framer = claiming(summary(51, Some("/user.slice/user-65534.slice"), &[("Events", 1)], &[]), 2_000_000);
        let earlier = claiming(summary(52, Some(job), &[("Events", 1)], &[]), 1_000_000);
        for (name, s) in [("50", &own), ("51", &framer), ("52", &earlier)] {
            dir.write(&format!("ze-tracer_pid{name}.json"), s);
        }
        assert_eq!(check(&dir, &["--job", "42"]).unwrap(), exit::LEAKED);
        assert_eq!(check(&dir, &["--job", "42", "--cgroup", "ci-job-42.scope"]).unwrap(), exit::LEAKED);
        assert_eq!(check(&dir, &["--job", "42", "--cgroup", "ci-job-42.scope", "--since", "@2000"]).unwrap(), exit::OK);
        assert_eq!(check(&dir, &["--since", "@3000"]).unwrap(), exit::NOTHING_JUDGED);
    }

    #[test]
    fn cgroup_filter_judges_only_that_job() {
        let dir = TempDir::new("cgroup");
        let job = "/system.slice/ci-job-42.scope";
        dir.write("ze-tracer_pid50.json", &summary(50, Some(job), &[], &[]));
        dir.write(
            "ze-tracer_pid51.json",
            &summary(
                51,
                Some("/system.slice/ci-job-7.scope"),
                &[("Contexts", 1)],
                &[],
            ),
        );
        dir.write(
            "ze-tracer_pid52.json",
            &summary(52, None, &[("Contexts", 1)], &[]),
        );
        assert_eq!(check(&dir, &[]).unwrap(), exit::LEAKED);
        assert_eq!(check(&dir, &["--cgroup", "ci-job-42.scope"]).unwrap(), exit::OK);
        assert_eq!(check(&dir, &["--cgroup", "system.slice/ci-job-7.scope"]).unwrap(), exit::LEAKED);
        // Whole components: a prefix of another job's scope is none of its.
        assert_eq!(check(&dir, &["--cgroup", "ci-job-4"]).unwrap(), exit::NOTHING_JUDGED);
        // A filter matching nothing judged nothing: that is no pass, unless allowed.
        assert_eq!(check(&dir, &["--cgroup", "ci-job-99.scope"]).unwrap(), exit::NOTHING_JUDGED);
        assert_eq!(check(&dir, &["--cgroup", "ci-job-99.scope", "--allow-none"]).unwrap(), exit::OK);
        let empty = TempDir::new("cgroup-empty");
        assert_eq!(check(&empty, &["--cgroup", "ci-job-42.scope"]).unwrap(), exit::NOTHING_JUDGED);
    }

    #[test]
    fn job_filter_judges_only_that_job_in_a_shared_cgroup() {
        let dir = TempDir::new("job");
        let runner = Some("/system.slice/gitlab-runner.service");
        let with_job = |pid, job: serde_json::Value, counts: &[(&str, u64)]| {
            let mut s: serde_json::Value = serde_json::from_str(&summary(pid, runner, counts, &[])).unwrap();
            s["ci_job"] = job;
            s.to_string()
        };
        dir.write("ze-tracer_pid60.json", &with_job(60, json!({"provider": "gitlab", "id": "4242", "name": "unit"}), &[]));
        dir.write("ze-tracer_pid61.json", &with_job(61, json!({"provider": "gitlab", "id": "4243", "name": "gpu"}), &[("Contexts", 1)]));
        dir.write("ze-tracer_pid62.json", &with_job(62, json!({"provider": "github", "id": "99", "name": "build"}), &[]));
        dir.write("ze-tracer_pid63.json", &with_job(63, json!({"provider": "github", "id": "99", "name": "test"}), &[("Contexts", 1)]));
        assert_eq!(check(&dir, &["--job", "4242"]).unwrap(), exit::OK);
        assert_eq!(check(&dir, &["--job", "4243", "--cgroup", "gitlab-runner.service"]).unwrap(), exit::LEAKED);
        assert_eq!(check(&dir, &["--job", "99/build"]).unwrap(), exit::OK);
        assert_eq!(check(&dir, &["--job", "99"]).unwrap(), exit::LEAKED);
        assert_eq!(check(&dir, &["--job", "4244"]).unwrap(), exit::NOTHING_JUDGED);
        assert_eq!(check(&dir, &["--job", "4242", "--cgroup", "other.scope"]).unwrap(), exit::NOTHING_JUDGED);
    }

    #[test]
    fn incomplete_fails_only_when_required() {
        let dir = TempDir::new("incomplete");
        let text = summary(60, None, &[], &[]).replace(
            "\"complete\":true,\"incomplete_reasons\":[]",
            "\"complete\":false,\"incomplete_reasons\":[\"3 events dropped\"]",
        );
        assert!(text.contains("events dropped"));
        dir.write("ze-tracer_pid60.json", &text);
        assert_eq!(check(&dir, &[]).unwrap(), exit::OK);
        assert_eq!(check(&dir, &["--require-complete"]).unwrap(), exit::LEAKED);
    }

    /// A summary of a process that lost events: its objects (type, api, bytes, site, whether
    /// uncertain) and its sites' (function, [(api, n)], host bytes); counts follow the objects.
    fn lost_summary(pid: u32, objects: &[(&str, &str, u64, usize, bool)], sites: &[(&str, &[(&str, u64)], u64)]) -> String {
        let mut counts: BTreeMap<&str, u64> = BTreeMap::new();
        let mut host = 0;
        for (ty, _, size, _, _) in objects {
            match ObjType::ALL.into_iter().find(|t| t.name() == *ty).unwrap().count_column() {
                Some(col) => *counts.entry(col).or_default() += 1,
                None => host += size,
            }
        }
        let counts: Vec<(&str, u64)> = counts.into_iter().collect();
        let mut s: Value = serde_json::from_str(&summary(pid, None, &counts, &[("host", host)])).unwrap();
        s["complete"] = false.into();
        s["dropped_events"] = 60393.into();
        s["incomplete_reasons"] = json!(["60393 of its events were dropped (ring buffer full)"]);
        s["objects"] = objects
            .iter()
            .map(|(ty, api, size, site, uncertain)| {
                let memory = (*ty == "Memory").then_some("host");
                json!({"type": ty, "memory": memory, "api": api, "handle": "0x1", "size": size, "parent": "0x0",
                       "thread": pid, "age_ms": 1, "site": site, "uncertain": uncertain})
            })
            .collect();
        s["sites"] = sites
            .iter()
            .map(|(function, apis, bytes)| {
                let apis: BTreeMap<&str, u64> = apis.iter().copied().collect();
                let mut types: BTreeMap<&str, u64> = BTreeMap::new();
                for (api, n) in &apis {
                    let ty = tracer_common::api_of(tracer_common::api_named(api).unwrap()).obj.name();
                    *types.entry(ty).or_default() += n;
                }
                let memory = if *bytes > 0 { json!({"host": bytes}) } else { json!({}) };
                json!({"objects": apis.values().sum::<u64>(), "bytes": bytes, "apis": apis, "types": types, "memory": memory,
                       "oldest_age_ms": 1, "frames": [{"addr": 1, "function": function}]})
            })
            .collect();
        s.to_string()
    }

    const CONTEXT: &str = "zeContextCreate";
    const HOST: &str = "zeMemAllocHost";

    #[test]
    fn objects_a_lost_destroy_may_have_freed_are_not_judged_leaks() {
        let dir = TempDir::new("unjudged");
        let objects = [("Context", CONTEXT, 0, 0, true), ("Memory", HOST, 4096, 1, true)];
        let sites: [(&str, &[(&str, u64)], u64); 2] = [("setup", &[(CONTEXT, 1)], 0), ("work", &[(HOST, 1)], 4096)];
        dir.write("ze-tracer_pid90.json", &lost_summary(90, &objects, &sites));
        dir.write("ze-tracer_pid91.json", &summary(91, None, &[], &[]));
        assert_eq!(check(&dir, &[]).unwrap(), exit::INCOMPLETE);
        // Within the limits even if they all leaked: judged, and passing.
        assert_eq!(check(&dir, &["--max-leaked-objects", "2", "--max-leaked-bytes", "4096"]).unwrap(), exit::OK);
        // Within one limit only: still not judged.
        assert_eq!(check(&dir, &["--max-leaked-objects", "2"]).unwrap(), exit::INCOMPLETE);
        // --require-complete fails it, as any incomplete summary.
        assert_eq!(check(&dir, &["--require-complete"]).unwrap(), exit::LEAKED);
        let args = Cli::try_parse_from(["check", dir.0.to_str().unwrap(), "--json"]).unwrap().check;
        let v = to_json(&evaluate(&args).unwrap(), &args);
        assert_eq!((v["pass"].as_bool(), v["exit_code"].as_i64()), (Some(false), Some(11)));
        assert_eq!((v["leaked"].as_array().unwrap().len(), v["unjudged"][0]["pid"].as_u64()), (0, Some(90)));
        assert_eq!(v["unjudged"][0]["uncertain_outstanding"], json!({"Contexts": 1, "Memory": 1}));
        assert_eq!(v["unjudged"][0]["uncertain_memory_bytes"], json!({"host": 4096}));
    }

    /// A process whose loader copy was armed late or never: nothing leaked that was seen, but
    /// its calls may be missing, so green would say what nobody saw. Not judged (11), a certain
    /// leak still fails (10), and a process still running is judged by its growth alone.
    #[test]
    fn a_process_whose_calls_may_be_missing_is_not_judged() {
        let dir = TempDir::new("unseen");
        let mut s: Value = serde_json::from_str(&summary(92, None, &[], &[])).unwrap();
        s["complete"] = false.into();
        s["unseen_copies"] = json!(["/opt/libze_loader.so.1"]);
        s["incomplete_reasons"] = json!(["/opt/libze_loader.so.1 was loaded through an ld.so not yet probed"]);
        dir.write("ze-tracer_pid92.json", &s.to_string());
        assert_eq!(check(&dir, &[]).unwrap(), exit::INCOMPLETE);
        assert_eq!(check(&dir, &["--require-complete"]).unwrap(), exit::LEAKED);
        let args = Cli::try_parse_from(["check", dir.0.to_str().unwrap(), "--json"]).unwrap().check;
        let v = to_json(&evaluate(&args).unwrap(), &args);
        assert_eq!((v["exit_code"].as_i64(), v["unjudged"][0]["unseen_copies"].clone()), (Some(11), json!(["/opt/libze_loader.so.1"])));
        // The same with a leak beyond the limits: that fails it.
        let mut leaked: Value = serde_json::from_str(&summary(93, None, &[("Contexts", 1)], &[])).unwrap();
        leaked["unseen_copies"] = s["unseen_copies"].clone();
        dir.write("ze-tracer_pid93.json", &leaked.to_string());
        assert_eq!(check(&dir, &[]).unwrap(), exit::LEAKED);
    }

    /// An allocation whose context the program destroyed first is still its leak, as the
    /// validation layer counts it; the verdict says how many outlived their parent.
    #[test]
    fn objects_that_outlived_their_parent_are_leaks_and_said_so() {
        let dir = TempDir::new("orphans");
        let mut s: Value = serde_json::from_str(&summary(94, None, &[], &[("device", 1 << 20)])).unwrap();
        s["objects"][0]["parent_destroyed"] = json!({"type": "Context", "handle": "0x10", "at_ms": 5});
        dir.write("ze-tracer_pid94.json", &s.to_string());
        assert_eq!(check(&dir, &[]).unwrap(), exit::LEAKED);
        assert_eq!(check(&dir, &["--max-leaked-objects", "1", "--max-leaked-bytes", "1048576"]).unwrap(), exit::OK);
        let args = Cli::try_parse_from(["check", dir.0.to_str().unwrap(), "--json"]).unwrap().check;
        let v = to_json(&evaluate(&args).unwrap(), &args);
        assert_eq!(v["leaked"][0]["parent_destroyed"], json!({"Context": 1}));
    }

    #[test]
    fn a_certain_leak_beyond_the_limits_still_fails_as_a_leak() {
        let dir = TempDir::new("certain");
        // The buffer was made after the last lost event: a certain leak; the context not.
        let objects = [("Context", CONTEXT, 0, 0, true), ("Memory", HOST, 4096, 1, false)];
        let sites: [(&str, &[(&str, u64)], u64); 2] = [("setup", &[(CONTEXT, 1)], 0), ("work", &[(HOST, 1)], 4096)];
        dir.write("ze-tracer_pid92.json", &lost_summary(92, &objects, &sites));
        assert_eq!(check(&dir, &[]).unwrap(), exit::LEAKED);
        assert_eq!(check(&dir, &["--max-leaked-bytes", "4096", "--max", "Memory=1"]).unwrap(), exit::INCOMPLETE);
        assert_eq!(check(&dir, &["--max-leaked-bytes", "4096", "--max", "Memory=1", "--max", "Contexts=1"]).unwrap(), exit::OK);
    }

    #[test]
    fn an_allowed_site_takes_off_only_its_own_uncertain_objects() {
        let dir = TempDir::new("allowed-uncertain");
        // Two contexts: an uncertain one from an allowed site, a certain one from another.
        let objects = [("Context", CONTEXT, 0, 0, true), ("Context", CONTEXT, 0, 1, false)];
        let sites: [(&str, &[(&str, u64)], u64); 2] = [("cache_init", &[(CONTEXT, 1)], 0), ("work", &[(CONTEXT, 1)], 0)];
        dir.write("ze-tracer_pid93.json", &lost_summary(93, &objects, &sites));
        dir.write("allow.txt", "cache_init\n");
        let allow = dir.0.join("allow.txt");
        // The certain one is no less a leak for the other being both allowed and uncertain.
        assert_eq!(check(&dir, &["--allow-site", allow.to_str().unwrap()]).unwrap(), exit::LEAKED);
        assert_eq!(check(&dir, &["--allow-site", allow.to_str().unwrap(), "--max-leaked-objects", "1"]).unwrap(), exit::OK);
        // Without the allowance, the uncertain one would make two: not judged.
        assert_eq!(check(&dir, &["--max-leaked-objects", "1"]).unwrap(), exit::INCOMPLETE);
    }

    #[test]
    fn empty_dir_passes_missing_dir_is_usage() {
        let dir = TempDir::new("empty");
        assert_eq!(check(&dir, &[]).unwrap(), exit::OK);
        assert_eq!(check(&dir, &["--json"]).unwrap(), exit::OK);
        let missing = TempDir(dir.0.join("missing"));
        assert_eq!(check(&missing, &[]).unwrap_err().code(), exit::USAGE);
    }

    #[test]
    fn malformed_summary_is_named_and_the_others_judged() {
        let dir = TempDir::new("malformed");
        dir.write("ze-tracer_pid70.json", &summary(70, None, &[], &[]));
        dir.write("ze-tracer_pid71.2.json", "{\"pid\": 71, \"comm\": \"x\"");
        let args = Cli::try_parse_from(["check", dir.0.to_str().unwrap()]).unwrap().check;
        let v = evaluate(&args).unwrap();
        assert_eq!((v.judged.len(), v.unreadable.len()), (1, 1));
        let msg = v.unreadable[0].1.to_string();
        assert!(msg.contains("ze-tracer_pid71.2.json") && !msg.contains('\n'), "{msg}");
        assert_eq!(check(&dir, &[]).unwrap(), exit::INTERNAL);
        // A leak among the readable ones still says leaked.
        dir.write("ze-tracer_pid72.json", &summary(72, None, &[("Events", 1)], &[]));
        assert_eq!(check(&dir, &[]).unwrap(), exit::LEAKED);
    }

    /// A process that never loaded Level Zero is not judged: alone, nothing was (13).
    #[test]
    fn a_process_that_never_loaded_level_zero_is_not_judged() {
        let dir = TempDir::new("never-loaded");
        let mut s: Value = serde_json::from_str(&summary(73, None, &[], &[])).unwrap();
        s["loaded_level_zero"] = false.into();
        dir.write("ze-tracer_pid73.json", &s.to_string());
        assert_eq!(check(&dir, &[]).unwrap(), exit::NOTHING_JUDGED);
        assert_eq!(check(&dir, &["--allow-none"]).unwrap(), exit::OK);
        dir.write("ze-tracer_pid74.json", &summary(74, None, &[], &[]));
        let args = Cli::try_parse_from(["check", dir.0.to_str().unwrap()]).unwrap().check;
        let v = evaluate(&args).unwrap();
        assert_eq!((v.judged.len(), v.never_loaded.len()), (1, 1));
        assert_eq!(check(&dir, &[]).unwrap(), exit::OK);
    }

    #[test]
    fn json_verdict_names_offenders() {
        let dir = TempDir::new("json");
        dir.write(
            "ze-tracer_pid80.json",
            &summary(80, Some("/a.scope"), &[("Fences", 1)], &[]),
        );
        let args = Cli::try_parse_from(["check", dir.0.to_str().unwrap(), "--json"])
            .unwrap()
            .check;
        let v = to_json(&evaluate(&args).unwrap(), &args);
        assert_eq!(v["pass"], false);
        assert_eq!(v["leaked"][0]["pid"], 80);
        assert_eq!(v["leaked"][0]["cgroup"], "/a.scope");
        assert_eq!(v["leaked"][0]["outstanding"], json!({"Fences": 1}));
    }

    /// A CI job's process, as a summary and as a journal's record name it.
    fn job_summary(pid: u32, job: &str, counts: &[(&str, u64)]) -> String {
        let mut s: Value = serde_json::from_str(&summary(pid, None, counts, &[])).unwrap();
        s["ci_job"] = json!({"provider": "gitlab", "id": job});
        s.to_string()
    }

    fn job_process(pid: u32, job: &str, ticks: Option<u64>) -> journal::Process {
        let ci_job = Some(CiJob { provider: "gitlab".into(), id: job.into(), name: None });
        journal::Process { pid, comm: "ze_workload".into(), start_time: Some(1), start_ticks: ticks, ci_job, ..Default::default() }
    }

    /// A PID no process has now: that of a process that ran and was reaped.
    fn gone_pid() -> u32 {
        let mut child = std::process::Command::new("true").spawn().unwrap();
        child.wait().unwrap();
        child.id()
    }

    fn verdict_json(dir: &TempDir, flags: &[&str]) -> Value {
        let argv = ["check", dir.0.to_str().unwrap(), "--json"].into_iter().chain(flags.iter().copied());
        let args = Cli::try_parse_from(argv).unwrap().check;
        to_json(&evaluate(&args).unwrap(), &args)
    }

    /// What the journal says was there and is not: a process its daemon, killed, never wrote
    /// the summary of, and one the process cap left out. The job's other summary is clean, yet
    /// the gate cannot pass: 11, 10 with --require-complete, and a job with no summary at all
    /// but unseen processes was not "nothing".
    #[test]
    fn a_process_the_journal_names_without_a_summary_is_unseen() {
        let dir = TempDir::new("unseen-journal");
        let out = crate::output::files::OutDir::open(&dir.0).unwrap();
        dir.write("ze-tracer_pid10.json", &job_summary(10, "42", &[]));
        let killed = journal::Daemon { pid: gone_pid(), start_ticks: Some(1), boot_id: crate::process::facts::boot_id(), ..Default::default() };
        let j = journal::Journal::open(&out, killed.clone(), journal::part_bytes(None)).unwrap();
        j.tracked(job_process(10, "42", None), "ze-tracer_pid10.json");
        j.tracked(job_process(11, "42", None), "ze-tracer_pid11.json");
        j.skipped(job_process(12, "42", None), "--max-processes was reached");
        j.tracked(job_process(13, "99", None), "ze-tracer_pid13.json");
        assert_eq!(check(&dir, &["--job", "42"]).unwrap(), exit::INCOMPLETE);
        assert_eq!(check(&dir, &["--job", "42", "--require-complete"]).unwrap(), exit::LEAKED);
        let v = verdict_json(&dir, &["--job", "42"]);
        assert_eq!((v["processes"].as_u64(), v["exit_code"].as_i64()), (Some(1), Some(11)), "{v}");
        let unseen: Vec<(u64, &str)> = v["unseen"].as_array().unwrap().iter().map(|u| (u["pid"].as_u64().unwrap(), u["reason"].as_str().unwrap())).collect();
        let never = format!("its summary was never written: the daemon tracking it (pid {}) was killed before it ended", killed.pid);
        assert_eq!(unseen, [(11, never.as_str()), (12, "not tracked: --max-processes was reached")]);
        assert_eq!(check(&dir, &["--job", "99"]).unwrap(), exit::INCOMPLETE);
        assert_eq!(check(&dir, &["--job", "7"]).unwrap(), exit::NOTHING_JUDGED);
        // A leak among the summaries still says leaked.
        dir.write("ze-tracer_pid14.json", &job_summary(14, "42", &[("Events", 1)]));
        assert_eq!(check(&dir, &["--job", "42"]).unwrap(), exit::LEAKED);
    }

    /// From a daemon that runs (this process): a summary on its way is waited for, up to
    /// --wait, and judged once there; not in time, it is unseen. A process still running is
    /// listed, and fails only with --require-complete.
    #[test]
    fn check_waits_for_a_summary_on_its_way_and_lists_the_running() {
        let dir = TempDir::new("wait-journal");
        let out = crate::output::files::OutDir::open(&dir.0).unwrap();
        let j = journal::Journal::open(&out, journal::Daemon::this("system-wide", vec![]), journal::part_bytes(None)).unwrap();
        let pid = gone_pid();
        j.tracked(job_process(pid, "42", Some(1)), &format!("ze-tracer_pid{pid}.json"));
        let start = Instant::now();
        assert_eq!(check(&dir, &["--job", "42", "--wait", "0"]).unwrap(), exit::INCOMPLETE);
        assert!(start.elapsed() < Duration::from_secs(1));
        let v = verdict_json(&dir, &["--job", "42", "--wait", "0"]);
        assert!(v["unseen"][0]["reason"].as_str().unwrap().starts_with("its summary was not written within --wait 0s"), "{v}");
        let (path, text) = (dir.0.join(format!("ze-tracer_pid{pid}.json")), job_summary(pid, "42", &[("Events", 1)]));
        let writer = std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(500));
            fs::write(path, text).unwrap();
        });
        let start = Instant::now();
        assert_eq!(check(&dir, &["--job", "42", "--wait", "20"]).unwrap(), exit::LEAKED);
        assert!(start.elapsed() >= Duration::from_millis(400) && start.elapsed() < Duration::from_secs(10), "{:?}", start.elapsed());
        writer.join().unwrap();
        // This very process, tracked and alive: running, not failing unless asked.
        let me = std::process::id();
        j.tracked(job_process(me, "43", crate::process::facts::start_ticks(me)), "ze-tracer_pid1.json");
        assert_eq!(check(&dir, &["--job", "43"]).unwrap(), exit::OK);
        assert_eq!(check(&dir, &["--job", "43", "--require-complete"]).unwrap(), exit::LEAKED);
        let v = verdict_json(&dir, &["--job", "43"]);
        assert_eq!((v["running"][0]["pid"].as_u64(), v["unseen"].as_array().map(Vec::len)), (Some(me as u64), Some(0)), "{v}");
    }

    #[test]
    fn summary_names() {
        assert_eq!(summary_key("ze-tracer_pid1234.json"), Some((1234, 0)));
        assert_eq!(summary_key("ze-tracer_pid1234.3.json"), Some((1234, 3)));
        for name in [
            ".ze-tracer_pid1.json.tmp5",
            "ze-tracer_pid.json",
            "ze-tracer_pid1.x.json",
            "ze-tracer_pid1.csv",
            "ze-tracer_pid1.2.3.json",
            "ze-tracer_pid1..json",
        ] {
            assert_eq!(summary_key(name), None, "{name}");
        }
    }
}
