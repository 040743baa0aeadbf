//! Which CI job a process says it belongs to, from its environment. CI runners (the GitHub
//! Actions runner, GitLab's shell runner) start every job's processes under their own service's
//! cgroup, so the cgroup cannot tell two jobs apart; the variables each job exports, and its
//! processes inherit, can. Read once, when the daemon first sees a process (root reads any
//! process's `/proc/<pid>/environ`; under the unit, CAP_SYS_PTRACE allows it), at most
//! `ENVIRON_MAX` bytes of it. Only the variables that name a job are kept: nothing else of the
//! environment leaves the process.
//!
//! **A hint, not a proof**: a process writes its own environment, so it can name another job
//! (framing it) or none (hiding). `check` tells jobs apart by what a process cannot rewrite
//! where the runner gives it: the cgroup (whole path components) and when the process started
//! (`--since`); see the guide's CI section.
use std::{collections::HashMap, ffi::OsString};

use serde::{Deserialize, Serialize};

/// A process's CI job: who runs it, the job's ID as the job itself sees it, and its name.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CiJob {
    pub provider: String,
    pub id: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
}

/// (provider, the variable that says so, the ID's variable, the name's variable).
const PROVIDERS: [(&str, &str, &str, &str); 4] = [
    ("github", "GITHUB_ACTIONS", "GITHUB_RUN_ID", "GITHUB_JOB"),
    ("gitlab", "GITLAB_CI", "CI_JOB_ID", "CI_JOB_NAME"),
    ("buildkite", "BUILDKITE", "BUILDKITE_JOB_ID", "BUILDKITE_LABEL"),
    ("jenkins", "JENKINS_URL", "BUILD_TAG", "JOB_NAME"),
];

impl CiJob {
    /// `pid`'s job, if its environment names one (and it can be read). `extra`: the
    /// `--job-env` variables, which name a job for any other CI, looked at first.
    pub fn of(pid: u32, extra: &[String]) -> Option<CiJob> {
        CiJob::from_env(&environ(pid)?, extra)
    }

    pub(crate) fn from_env(env: &HashMap<OsString, OsString>, extra: &[String]) -> Option<CiJob> {
        let get = |k: &str| env.get(std::ffi::OsStr::new(k)).map(|v| v.to_string_lossy().into_owned()).filter(|v| !v.is_empty());
        for name in extra {
            if let Some(id) = get(name) {
                return Some(CiJob { provider: name.clone(), id, name: None });
            }
        }
        PROVIDERS.iter().find_map(|&(provider, marker, id, name)| {
            get(marker)?;
            Some(CiJob { provider: provider.into(), id: get(id)?, name: get(name) })
        })
    }

    /// Whether `--job want` names this job: its ID, or `ID/NAME` (GitHub's jobs of one run
    /// share the run's ID).
    pub fn matches(&self, want: &str) -> bool {
        want == self.id || self.name.as_ref().is_some_and(|n| want.strip_prefix(self.id.as_str()).and_then(|r| r.strip_prefix('/')) == Some(n))
    }
}

/// The most of a process's environment read: the variables that name a job come first in any
/// runner's environment, and a process can make its environment as large as its stack limit.
const ENVIRON_MAX: u64 = 256 << 10;

/// `pid`'s environment, its first `ENVIRON_MAX` bytes.
fn environ(pid: u32) -> Option<HashMap<OsString, OsString>> {
    use std::io::Read;
    let mut bytes = Vec::new();
    std::fs::File::open(format!("/proc/{pid}/environ")).ok()?.take(ENVIRON_MAX).read_to_end(&mut bytes).ok()?;
    Some(parse_environ(&bytes))
}

/// NUL-separated `NAME=value`s, as `/proc/<pid>/environ` has them (one without `=` is left out).
pub(crate) fn parse_environ(bytes: &[u8]) -> HashMap<OsString, OsString> {
    use std::os::unix::ffi::OsStrExt;
    let vars = bytes.split(|&b| b == 0).filter_map(|var| {
        let eq = var.iter().position(|&b| b == b'=')?;
        Some((std::ffi::OsStr::from_bytes(&var[..eq]).to_owned(), std::ffi::OsStr::from_bytes(&var[eq + 1..]).to_owned()))
    });
    vars.collect()
}

impl std::fmt::Display for CiJob {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} job {}", self.provider, self.id)?;
        match &self.name {
            Some(name) => write!(f, " ({name})"),
            None => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env(vars: &[(&str, &str)]) -> HashMap<OsString, OsString> {
        vars.iter().map(|(k, v)| (OsString::from(k), OsString::from(v))).collect()
    }

    #[test]
    fn each_provider_names_its_job() {
        let gl = CiJob::from_env(&env(&[("GITLAB_CI", "true"), ("CI_JOB_ID", "4242"), ("CI_JOB_NAME", "test:gpu"), ("HOME", "/root")]), &[]);
        assert_eq!(gl, Some(CiJob { provider: "gitlab".into(), id: "4242".into(), name: Some("test:gpu".into()) }));
        let gh = CiJob::from_env(&env(&[("GITHUB_ACTIONS", "true"), ("GITHUB_RUN_ID", "99"), ("GITHUB_JOB", "build")]), &[]).unwrap();
        assert_eq!((gh.provider.as_str(), gh.id.as_str()), ("github", "99"));
        assert!(gh.matches("99") && gh.matches("99/build") && !gh.matches("99/test") && !gh.matches("9"));
        // A marker without its ID, or no CI at all: no job.
        assert_eq!(CiJob::from_env(&env(&[("GITLAB_CI", "true")]), &[]), None);
        assert_eq!(CiJob::from_env(&env(&[("PATH", "/bin")]), &[]), None);
    }
}
