//! Who a traced process is: its name, executable, user, start, cgroup, CI job, container and
//! parent, read once when its tracker begins (from its BEGIN event, and /proc while it is the
//! same process).
use std::{
    fs,
    io::Read,
    path::Path,
};

use tracer_common::{Event, phase};

use crate::process::{
    ci_job::CiJob,
    container::{Container, names::NodeState},
};

/// Where facts beyond /proc come from, as the command line says.
pub struct Sources {
    /// `--job-env`: variables that name a CI job, looked at before the known CIs'.
    pub job_env: Vec<String>,
    /// `--node-root`: the container runtimes' state on the node.
    pub node: NodeState,
}

impl Default for Sources {
    fn default() -> Sources {
        Sources { job_env: vec![], node: NodeState::new("/".into()) }
    }
}

/// Who the process was, from its BEGIN event and, if it is still the same process, /proc.
#[derive(Debug, Clone, Default)]
pub struct ProcessMeta {
    pub comm: String,
    pub exe: String,
    /// Its command line (`cmdline`), while /proc was this very process.
    pub cmdline: Option<String>,
    pub uid: Option<u32>,
    /// Unix time in ms; for a process gone before /proc could be read, its first traced call
    /// (which the kernel stamped: a process cannot move it, and `check --since` relies on it).
    pub start_time: Option<u64>,
    /// Its start in clock ticks since boot, as /proc says (None unless `verified`): with the
    /// boot, what tells it from a later process with its PID, exactly (see `runs`).
    pub start_ticks: Option<u64>,
    /// The cgroup v2 path (a systemd unit or a container), and its id.
    pub cgroup: Option<String>,
    pub cgroup_id: Option<u64>,
    /// /proc/<pid> was this very process (not a later one with the same PID).
    pub verified: bool,
    /// The CI job its environment names (see `ci_job`).
    pub ci_job: Option<CiJob>,
    /// The container (and pod) its cgroup names, with the names its runtime's state gives.
    pub container: Option<Container>,
    /// Its parent's PID at its first traced call (the kernel's `real_parent`).
    pub ppid: Option<u32>,
    /// The cgroup root made for this (non-root) user's process, its tenant's (see `Tenant`).
    pub tenant_cgroup: Option<String>,
}

/// Whom a process's shares of the caps count against (`--max-processes-per-user`, the objects'
/// share): what separates tenants on a node, as the kernel holds it, never what a process says
/// of itself (its environment names a CI job, and is its own to forge).
/// - Root's processes in a container: its container's (its pod's, in one), since containers
///   that run as root are tenants of their own, not one.
/// - A user's processes in a cgroup root made for them outside the users' own slices (a CI
///   job's scope, a service, a container run as that user): that user in that cgroup, so that
///   the jobs of one runner's uid each have a share (`tenant_cgroup` says which cgroup).
/// - Else its user. A user's own cgroups (those it may create, under `user.slice` or below
///   a cgroup delegated to it) stay the user's: naming or making cgroups gains no share.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Tenant {
    User(u32),
    Container(String),
    Cgroup(u32, String),
}

impl ProcessMeta {
    /// Its tenant; None if its user is not known.
    pub fn tenant(&self) -> Option<Tenant> {
        match (self.uid?, &self.container, &self.tenant_cgroup) {
            (0, Some(c), _) => Some(Tenant::Container(c.pod_uid.clone().unwrap_or_else(|| c.id.clone()))),
            (uid, _, Some(cgroup)) if uid != 0 => Some(Tenant::Cgroup(uid, cgroup.clone())),
            (uid, ..) => Some(Tenant::User(uid)),
        }
    }

    /// `first`: the process's BEGIN (or NO_ROOM) event, or its first event if that was lost. What /proc
    /// says is used only if the process there started before that event: a PID reused by
    /// a later process must not lend it its name, cgroup or memory figures.
    pub fn read(pid: u32, first: &Event, sources: &Sources) -> ProcessMeta {
        let mut meta = ProcessMeta::default();
        if matches!(first.phase, phase::BEGIN | phase::NO_ROOM) {
            let comm = first.comm();
            let len = comm.iter().position(|&b| b == 0).unwrap_or(comm.len());
            meta.comm = String::from_utf8_lossy(&comm[..len]).into_owned();
            meta.uid = Some(first.result);
            meta.cgroup_id = Some(first.handle);
            meta.ppid = Some(first.parent_pid()).filter(|&p| p != 0);
        }
        let before_first = crate::process::clock::boottime_ns(first.ts_ns);
        let verified = started_before(pid, before_first);
        let Some((p, stat, tps)) = verified else {
            // Gone already (a short-lived process), or the PID is another's: the cgroup is
            // still named by its id (a CI job's scope outlives its processes), and the CI job
            // by its parent's environment (which it inherited), if the parent lives: the same
            // parent, started before it, not a later process with its PID.
            meta.start_time = crate::process::clock::unix_ms(first.ts_ns);
            meta.cgroup = meta.cgroup_id.and_then(cgroup_path);
            let parent = meta.ppid.filter(|&ppid| started_before(ppid, before_first).is_some());
            meta.ci_job = parent.and_then(|ppid| CiJob::of(ppid, &sources.job_env));
            meta.container = meta.cgroup.as_deref().and_then(|c| Container::of_process(c, &sources.node));
            meta.tenant_cgroup = meta.find_tenant_cgroup();
            return meta;
        };
        meta.verified = true;
        if meta.comm.is_empty() {
            meta.comm = stat.comm;
        }
        meta.exe = p.exe().map(|e| e.display().to_string()).unwrap_or_default();
        meta.cmdline = cmdline(pid);
        meta.uid = meta.uid.or_else(|| p.uid().ok());
        meta.start_time = start_time_ms(stat.starttime, tps);
        meta.start_ticks = Some(stat.starttime);
        meta.cgroup = p
            .cgroups()
            .ok()
            .and_then(|cgs| cgs.into_iter().find(|c| c.hierarchy == 0).map(|c| c.pathname));
        meta.ci_job = CiJob::of(pid, &sources.job_env);
        meta.container = meta.cgroup.as_deref().and_then(|c| Container::of_process(c, &sources.node));
        meta.tenant_cgroup = meta.find_tenant_cgroup();
        meta
    }

    fn find_tenant_cgroup(&self) -> Option<String> {
        tenant_cgroup(cgroup2_root()?, self.cgroup.as_deref()?, self.uid?)
    }
}

/// The cgroup root made for a process of `uid` in `cgroup` (a path under the cgroup v2 mount
/// `root`): `cgroup` itself if `uid` does not own it; if it does (root delegated a subtree to
/// the user, who may make cgroups below), the outermost cgroup of the chain `uid` owns above
/// it, the one root made and handed over. None for root, in a user's own slice (`/user.slice`:
/// a user opens as many login sessions as it likes, each a scope), at the top (`/`, a slice
/// such as `/system.slice`: shared by everything in it), or when the cgroup cannot be looked
/// at (gone): the user's share then, as before.
fn tenant_cgroup(root: &Path, cgroup: &str, uid: u32) -> Option<String> {
    let parts: Vec<&str> = cgroup.split('/').filter(|p| !p.is_empty()).collect();
    if uid == 0 || parts.first().is_none_or(|&top| top == "user.slice") {
        return None;
    }
    let owned = |n: usize| fs::metadata(root.join(parts[..n].join("/"))).map(|m| std::os::unix::fs::MetadataExt::uid(&m) == uid);
    let mut n = parts.len();
    if owned(n).ok()? {
        while n > 1 && owned(n - 1).ok()? {
            n -= 1;
        }
    }
    (n >= 2).then(|| format!("/{}", parts[..n].join("/")))
}

/// The most of a command line kept, in bytes: a process writes its own (it may rewrite its
/// arguments, or have megabytes of them), so what is read is bounded and says it was cut.
pub const CMDLINE_MAX: usize = 4096;

/// `/proc/<pid>/cmdline` as a shell would take it (`ze_workload demo`; an argument with a space
/// or a quote in quotes), from at most `CMDLINE_MAX` bytes of it, ` …` ending one cut there;
/// None when unreadable or empty (a zombie, a kernel thread).
fn cmdline(pid: u32) -> Option<String> {
    let mut raw = Vec::new();
    fs::File::open(format!("/proc/{pid}/cmdline")).ok()?.take(CMDLINE_MAX as u64 + 1).read_to_end(&mut raw).ok()?;
    Some(join_args(&raw)).filter(|line| !line.is_empty())
}

/// NUL-separated arguments, as `/proc/<pid>/cmdline` has them, joined as a shell would take
/// them; more than `CMDLINE_MAX` bytes are cut there (mid-character, mid-argument), then ` …`.
pub(crate) fn join_args(raw: &[u8]) -> String {
    let cut = raw.len() > CMDLINE_MAX;
    let raw = &raw[..raw.len().min(CMDLINE_MAX)];
    let raw = raw.strip_suffix(b"\0").unwrap_or(raw);
    if raw.is_empty() {
        return String::new();
    }
    let args: Vec<String> = raw.split(|&b| b == 0).map(|a| quote(&String::from_utf8_lossy(a))).collect();
    let mut line = args.join(" ");
    if cut {
        line.push_str(" …");
    }
    line
}

/// An argument as a shell takes it, quoted only when it must be (as Python's `shlex.quote`; the
/// shlex crate quotes commas too, which `--leak a,b` has and a reader need not see quoted).
fn quote(arg: &str) -> String {
    let safe = |c: char| c.is_ascii_alphanumeric() || "@%+=:,./-_".contains(c);
    match !arg.is_empty() && arg.chars().all(safe) {
        true => arg.to_owned(),
        false => format!("'{}'", arg.replace('\'', r#"'"'"'"#)),
    }
}

/// `pid` in /proc, if what is there started by `boot_ns` (CLOCK_BOOTTIME): not a later process
/// that took its PID.
fn started_before(pid: u32, boot_ns: u64) -> Option<(procfs::process::Process, procfs::process::Stat, u64)> {
    let p = procfs::process::Process::new(pid as i32).ok()?;
    let stat = p.stat().ok()?;
    let tps = procfs::ticks_per_second().max(1);
    (stat.starttime * (1_000_000_000 / tps) <= boot_ns).then_some((p, stat, tps))
}

/// When `pid` started (forked), in CLOCK_BOOTTIME ns, rounded down to the clock tick
/// `/proc` counts in: a time before it is before the process began.
pub fn started_boot_ns(pid: u32) -> Option<u64> {
    let stat = procfs::process::Process::new(pid as i32).ok()?.stat().ok()?;
    Some(stat.starttime * (1_000_000_000 / procfs::ticks_per_second().max(1)))
}

/// When `pid` started, in Unix ms.
pub fn start_time(pid: u32) -> Option<u64> {
    let stat = procfs::process::Process::new(pid as i32).ok()?.stat().ok()?;
    start_time_ms(stat.starttime, procfs::ticks_per_second().max(1))
}

/// When `pid` started, in clock ticks since boot (`/proc/<pid>/stat`'s starttime): exact, where
/// the Unix time is computed through the boot time, which setting the wall clock moves.
pub fn start_ticks(pid: u32) -> Option<u64> {
    Some(procfs::process::Process::new(pid as i32).ok()?.stat().ok()?.starttime)
}

/// Whether `pid` is still the process that started at `ticks` (not a later one with its PID)
/// and has not ended (a zombie has).
pub fn runs(pid: u32, ticks: u64) -> bool {
    let stat = procfs::process::Process::new(pid as i32).and_then(|p| p.stat());
    stat.is_ok_and(|s| s.starttime == ticks && !matches!(s.state, 'Z' | 'X'))
}

/// This boot's ID: a PID and a start in ticks of another boot name no process of this one.
pub fn boot_id() -> Option<String> {
    Some(fs::read_to_string("/proc/sys/kernel/random/boot_id").ok()?.trim().to_owned())
}

fn start_time_ms(ticks: u64, ticks_per_second: u64) -> Option<u64> {
    Some(procfs::boot_time_secs().ok()? * 1000 + ticks * 1000 / ticks_per_second)
}

/// Where cgroup v2 is mounted: /sys/fs/cgroup, or /sys/fs/cgroup/unified on hybrid hosts, whose
/// v1 hierarchies must not be searched (their inodes are another file system's, and may equal
/// the id).
fn cgroup2_root() -> Option<&'static Path> {
    static ROOT: std::sync::OnceLock<Option<std::path::PathBuf>> = std::sync::OnceLock::new();
    ROOT.get_or_init(|| {
        let mounts = fs::read_to_string("/proc/self/mounts").ok()?;
        mounts.lines().find_map(|l| {
            let f: Vec<&str> = l.split(' ').collect();
            (f.get(2) == Some(&"cgroup2")).then(|| f[1].into())
        })
    })
    .as_deref()
}

/// The path of the cgroup v2 whose id (its directory's inode) is `id`, as /proc/PID/cgroup
/// names it (from the v2 root).
fn cgroup_path(id: u64) -> Option<String> {
    let root = cgroup2_root()?;
    let mut dirs = vec![root.to_owned()];
    while let Some(dir) = dirs.pop() {
        // A cgroup removed during the walk is just not it.
        let Ok(meta) = fs::metadata(&dir) else { continue };
        if std::os::unix::fs::MetadataExt::ino(&meta) == id {
            let rel = dir.strip_prefix(root).ok()?.display().to_string();
            return Some(format!("/{rel}"));
        }
        let entries = fs::read_dir(&dir).into_iter().flatten().flatten();
        dirs.extend(entries.filter(|e| e.file_type().is_ok_and(|t| t.is_dir())).map(|e| e.path()));
    }
    None
}

#[cfg(test)]
mod tests {
    use tracer_common::{Event, phase};

    use super::*;
    use crate::process::clock;

    #[test]
    fn a_command_line_is_joined_as_a_shell_takes_it_and_bounded() {
        assert_eq!(join_args(b"ze_workload\0demo\0"), "ze_workload demo");
        assert_eq!(join_args(b"ze_workload\0lifecycle\0--leak\0event,host\0"), "ze_workload lifecycle --leak event,host");
        assert_eq!(join_args(b"sh\0-c\0echo 'hi' \"there\"\0\0"), r#"sh -c 'echo '"'"'hi'"'"' "there"' ''"#);
        assert_eq!(join_args(b""), "");
        // Not UTF-8, and a title set without NULs, are shown as they are.
        assert_eq!(join_args(b"a\xffb\0"), "'a\u{fffd}b'");
        assert_eq!(join_args(b"postgres: writer"), "'postgres: writer'");
        let long = [b"x".repeat(3000), b"y".repeat(3000)].join(&0u8);
        let line = join_args(&long);
        assert!(line.starts_with(&"x".repeat(3000)) && line.ends_with(&format!("{} …", "y".repeat(CMDLINE_MAX - 3001))), "{line}");
    }

    /// This very process's command line, read from /proc.
    #[test]
    fn a_live_process_s_command_line_is_read() {
        let line = cmdline(std::process::id()).unwrap();
        let own = std::env::args().next().unwrap();
        assert!(line.starts_with(&own) || line.starts_with(&format!("'{own}'")), "{line}");
    }

    /// A process gone before its facts were read still gets its CI job: its parent's (which
    /// it inherited), through the parent PID its BEGIN carries.
    #[test]
    fn a_process_gone_takes_its_parents_ci_job() {
        let mut parent = std::process::Command::new("sleep").arg("30").env("GITLAB_CI", "true").env("CI_JOB_ID", "31337").spawn().unwrap();
        // spawn() returns once the exec began, maybe before its environment is in place.
        let environ = format!("/proc/{}/environ", parent.id());
        let start = std::time::Instant::now();
        while !std::fs::read(&environ).is_ok_and(|e| e.windows(9).any(|w| w == b"CI_JOB_ID")) {
            assert!(start.elapsed() < std::time::Duration::from_secs(30), "no environment in {environ}");
            std::thread::sleep(std::time::Duration::from_millis(1));
        }
        let mut child = std::process::Command::new("true").spawn().unwrap();
        child.wait().unwrap();
        let mut begin = Event { ts_ns: clock::monotonic_ns(), pid: child.id(), phase: phase::BEGIN, ..Default::default() };
        begin.set_parent_pid(parent.id());
        let meta = ProcessMeta::read(child.id(), &begin, &Sources::default());
        let _ = parent.kill();
        let _ = parent.wait();
        assert!(!meta.verified);
        assert_eq!(meta.ci_job.map(|j| (j.provider, j.id)), Some(("gitlab".into(), "31337".into())));
        // With no parent known, none is made up.
        begin.set_parent_pid(0);
        assert_eq!(ProcessMeta::read(child.id(), &begin, &Sources::default()).ci_job, None);
    }

    /// A user's share is the cgroup root made for it: a CI job's scope, a service, a
    /// container; below a cgroup delegated to the user, that cgroup, however many the user
    /// makes under it; never one of a user's own slice, a top-level one, or one not found.
    #[test]
    fn a_tenant_s_cgroup_is_the_one_root_made_for_it() {
        use std::os::unix::fs::chown;
        let root = std::env::temp_dir().join(format!("ze-tracer-tenant-cgroups-{}", std::process::id()));
        let user = 65534;
        for dir in ["system.slice/runner.service/job-1.scope", "system.slice/ci.service/made/by/user", "user.slice/user-65534.slice/session-1.scope"] {
            fs::create_dir_all(root.join(dir)).unwrap();
        }
        for owned in ["system.slice/ci.service", "system.slice/ci.service/made", "system.slice/ci.service/made/by", "system.slice/ci.service/made/by/user"] {
            chown(root.join(owned), Some(user), None).unwrap();
        }
        let of = |cgroup: &str, uid: u32| tenant_cgroup(&root, cgroup, uid);
        assert_eq!(of("/system.slice/runner.service/job-1.scope", user).as_deref(), Some("/system.slice/runner.service/job-1.scope"));
        assert_eq!(of("/system.slice/runner.service", user).as_deref(), Some("/system.slice/runner.service"));
        for made in ["/system.slice/ci.service/made/by/user", "/system.slice/ci.service/made", "/system.slice/ci.service"] {
            assert_eq!(of(made, user).as_deref(), Some("/system.slice/ci.service"), "{made}");
        }
        // Root's stay as they were (a container's own, else root's); so do a user's own slice,
        // the top level, and a cgroup gone.
        assert_eq!(of("/system.slice/runner.service/job-1.scope", 0), None);
        assert_eq!(of("/user.slice/user-65534.slice/session-1.scope", user), None);
        assert_eq!(of("/system.slice", user), None);
        assert_eq!(of("/", user), None);
        assert_eq!(of("/system.slice/gone.service", user), None);
        // Two users in one service's cgroup: each its own tenant.
        let meta = |uid: u32, cgroup: &str| ProcessMeta { uid: Some(uid), tenant_cgroup: of(cgroup, uid), ..Default::default() };
        let (a, b) = (meta(user, "/system.slice/runner.service"), meta(1000, "/system.slice/runner.service"));
        assert_ne!(a.tenant(), b.tenant());
        assert_eq!(a.tenant(), Some(Tenant::Cgroup(user, "/system.slice/runner.service".into())));
        assert_eq!(meta(user, "/user.slice/user-65534.slice/session-1.scope").tenant(), Some(Tenant::User(user)));
        let _ = fs::remove_dir_all(&root);
    }
}
