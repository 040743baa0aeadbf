//! `ze-tracer check`'s command line: its flags, its long help and the limits' `TYPE=N`.
use std::path::PathBuf;

use tracer_common::ObjType;

use super::{
    share::{BYTE_KINDS, MEMORY, OWN_BYTE_KINDS},
    since::parse_since,
};

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

/// `TYPE=N`, TYPE matched case-insensitively against the summary's names (`Events`; `Event`,
/// the type's own name, also works) and the byte kinds; returned with the summary's spelling.
pub fn parse_limit(s: &str) -> Result<(String, u64), String> {
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
