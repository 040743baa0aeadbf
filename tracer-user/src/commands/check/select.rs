//! Which summaries and which processes `check` judges: the summaries in DIR, the processes
//! the daemons' journals name without one, and the selection (--cgroup, --job, --since) by
//! what they say of each.
use std::{
    collections::HashSet,
    fs, io,
    path::{Path, PathBuf},
};

use crate::{
    exit::Fatal,
    output::{
        journal::{self, Fate},
        summary::{self, ReadError},
    },
    process::ci_job::CiJob,
};

use super::{args::CheckArgs, share::Summary};

/// A process the journals name whose summary is not in DIR (see `output::journal`).
#[derive(Debug)]
pub struct Absent {
    pub process: journal::Process,
    /// The journal that names it, and the daemon that wrote it.
    pub journal: PathBuf,
    pub daemon: u32,
    pub fate: Fate,
}

impl Absent {
    /// Why it has no summary, in words.
    pub fn why(&self, wait: u64) -> String {
        match &self.fate {
            Fate::Unseen(why) => why.to_string(),
            Fate::Coming => format!("its summary was not written within --wait {wait}s, though the daemon tracking it (pid {}) runs", self.daemon),
            Fate::Running => format!("still running, traced by the daemon (pid {}): its summary is written when it ends", self.daemon),
            Fate::Summarized(name) => format!("judged by {name}"),
        }
    }
}

/// The processes of the selection the journals name whose summaries are not in DIR (`present`:
/// the names there), and the journals that could not be read.
pub fn absent(args: &CheckArgs, logs: Vec<Result<journal::Log, (PathBuf, io::Error)>>, present: &HashSet<String>) -> (Vec<Absent>, Vec<(PathBuf, Fatal)>) {
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
pub fn names(paths: &[PathBuf]) -> HashSet<String> {
    paths.iter().filter_map(|p| Some(p.file_name()?.to_str()?.to_owned())).collect()
}

/// Whether a process is of the selection (--cgroup, --job, --since), by what its summary or its
/// journal says of it.
pub fn selected(args: &CheckArgs, cgroup: Option<&str>, ci_job: Option<&CiJob>, start_time: Option<u64>) -> bool {
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
pub fn wanted(args: &CheckArgs) -> String {
    let cgroup = args.cgroup.as_ref().map(|c| format!("a cgroup matching {c:?}"));
    let job = args.job.as_ref().map(|j| format!("CI job {j:?}"));
    let since = args.since.map(|ms| format!("started at or after @{}", ms / 1000));
    cgroup.into_iter().chain(job).chain(since).collect::<Vec<_>>().join(" and ")
}

/// Whether `want`'s path components are a run of `cgroup`'s: a name a tenant can choose
/// (`ci-job-4`) must not take in another job's (`ci-job-42.scope`).
fn cgroup_matches(cgroup: &str, want: &str) -> bool {
    let parts = |p: &str| p.split('/').filter(|c| !c.is_empty()).map(str::to_owned).collect::<Vec<_>>();
    let (have, want) = (parts(cgroup), parts(want));
    !want.is_empty() && have.windows(want.len()).any(|w| w == want.as_slice())
}

/// `dir` cannot be listed: not a directory is a usage error.
pub fn dir_error(dir: &Path, e: io::Error) -> Fatal {
    match e.kind() {
        io::ErrorKind::NotFound | io::ErrorKind::NotADirectory => Fatal::Usage(format!("check: {}: not a directory", dir.display())),
        _ => io_error(dir, e),
    }
}

/// The summaries in `dir`, ordered by PID then by suffix.
pub fn summaries_in(dir: &Path) -> Result<Vec<PathBuf>, Fatal> {
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
    crate::data::names::key(name, crate::data::names::SUMMARY)
}

pub fn load(path: &Path) -> Result<Summary, Fatal> {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cgroup_is_matched_by_whole_components() {
        let cg = "/system.slice/ci-job-42.scope";
        assert!(cgroup_matches(cg, "ci-job-42.scope") && cgroup_matches(cg, "/system.slice/ci-job-42.scope"));
        assert!(cgroup_matches(cg, "system.slice") && cgroup_matches(cg, "system.slice/ci-job-42.scope/"));
        assert!(!cgroup_matches(cg, "ci-job-4") && !cgroup_matches(cg, "job-42.scope") && !cgroup_matches(cg, "/"));
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
