//! Which CI job a process belongs to, from its environment. CI runners (the GitHub Actions
//! runner, GitLab's shell runner) start every job's processes under their own service's cgroup,
//! so the cgroup cannot tell two jobs apart; the variables each job exports, and its processes
//! inherit, can. Read once, when the daemon first sees a process (root reads any process's
//! `/proc/<pid>/environ`; under the unit, CAP_SYS_PTRACE allows it). Only the variables that
//! name a job are kept: nothing else of the environment leaves the process.
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
        let env = procfs::process::Process::new(pid as i32).ok()?.environ().ok()?;
        CiJob::from_env(&env, extra)
    }

    fn from_env(env: &HashMap<OsString, OsString>, extra: &[String]) -> Option<CiJob> {
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
