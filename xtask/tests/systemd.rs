//! The service as a CI runner runs it, under a real systemd as PID 1: a machine booted with
//! `systemd-nspawn --boot` over the host's own tree (an overlay on a tmpfs: whatever the machine
//! writes is gone with it), in which the Debian package is installed with apt and the service
//! enabled, as a runner's admin would. Its own network (loopback only), its own PID namespace:
//! the daemon traces the machine's processes, numbered as the machine numbers them.
//!
//! One machine, booted once; the steps run in order, each what issue 21 asks of the service.
//! Timings that would make a test wait (the watchdog's 30 s) are shortened by a drop-in, as an
//! admin would; the mechanisms are systemd's own.
use std::{
    fs,
    path::{Path, PathBuf},
    process::{Child, Command, Output, Stdio},
    thread::sleep,
    time::{Duration, Instant},
};

use serde_json::Value;

fn repo() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap()
}

/// The fake GPU driver and the workloads, built by `cargo xtask test`.
fn fixture() -> PathBuf {
    repo().join("target/fixture")
}

/// A booted machine: its systemd's PID (as the host numbers it) and the overlay it runs on.
struct Machine {
    nspawn: Child,
    leader: u32,
    /// A tmpfs holding the overlay's upper layer and its mount point.
    dir: PathBuf,
    root: PathBuf,
}

impl Machine {
    /// `shared`: host directories the machine sees at the same paths (the overlay shows it
    /// the host's tree, but not under /tmp, where nspawn mounts a tmpfs of the machine's own).
    fn boot(name: &str, shared: &[&Path]) -> Machine {
        let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("machine-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        run(Command::new("mount").args(["-t", "tmpfs", "tmpfs"]).arg(&dir));
        let root = dir.join("root");
        for d in ["upper", "work", "root"] {
            fs::create_dir(dir.join(d)).unwrap();
        }
        let layers = format!("lowerdir=/,upperdir={0}/upper,workdir={0}/work", dir.display());
        run(Command::new("mount").args(["-t", "overlay", "overlay", "-o", &layers]).arg(&root));
        // The host's own services need not start in it.
        for unit in ["postgresql.service", "postgresql@15-main.service", "redis-server.service", "nginx.service"] {
            let _ = std::os::unix::fs::symlink("/dev/null", root.join("etc/systemd/system").join(unit));
        }
        let console = fs::File::create(Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("{name}-console.log"))).unwrap();
        let nspawn = Command::new("systemd-nspawn")
            .arg("--directory")
            .arg(&root)
            .args(["--boot", "--register=no", "--keep-unit", "--private-network", "--machine", name])
            // What the unit's CapabilityBoundingSet= and SystemCallFilter= then narrow.
            .args(["--capability=all", "--system-call-filter=bpf perf_event_open ptrace fanotify_init fanotify_mark open_by_handle_at"])
            .args(shared.iter().map(|d| format!("--bind-ro={}", d.display())))
            .arg("systemd.firstboot=off")
            .stdin(Stdio::null())
            .stdout(console.try_clone().unwrap())
            .stderr(console)
            .spawn()
            .expect("systemd-nspawn (package systemd-container)");
        let mut machine = Machine { leader: 0, nspawn, dir, root };
        machine.leader = machine.find_leader();
        // "offline" until its systemd answers on its bus; then --wait waits out the boot.
        let deadline = Instant::now() + Duration::from_secs(120);
        loop {
            let state = machine.sh("timeout 120 systemctl is-system-running --wait");
            let state = String::from_utf8_lossy(&state.stdout).trim().to_owned();
            if state == "running" || state == "degraded" {
                return machine;
            }
            assert!(Instant::now() < deadline, "the machine did not boot: {state}");
            sleep(Duration::from_millis(200));
        }
    }

    /// The machine's PID 1: the child of systemd-nspawn that is PID 1 in a namespace of its
    /// own. Not merely its first child: nspawn forks a helper first, which exits once the
    /// machine's PID 1 is started (taken for the leader, every `sh` then failed, and the boot
    /// was never seen).
    fn find_leader(&mut self) -> u32 {
        let children = format!("/proc/{0}/task/{0}/children", self.nspawn.id());
        let deadline = Instant::now() + Duration::from_secs(30);
        while Instant::now() < deadline {
            let found = fs::read_to_string(&children).unwrap_or_default();
            let pid_1 = |pid: &&str| {
                let status = fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
                status.lines().find_map(|l| l.strip_prefix("NSpid:")).is_some_and(|ids| {
                    let ids: Vec<&str> = ids.split_whitespace().collect();
                    ids.len() > 1 && ids.last() == Some(&"1")
                })
            };
            if let Some(pid) = found.split_whitespace().find(pid_1) {
                return pid.parse().unwrap();
            }
            assert!(self.nspawn.try_wait().unwrap().is_none(), "systemd-nspawn exited");
            sleep(Duration::from_millis(50));
        }
        panic!("systemd-nspawn started no machine");
    }

    /// `script` run by sh in the machine (all its namespaces: a root shell of the machine).
    fn sh(&self, script: &str) -> Output {
        Command::new("nsenter").arg("-t").arg(self.leader.to_string()).args(["-a", "--", "sh", "-c", script]).output().unwrap()
    }

    /// `script`'s stdout; it must succeed, else the service's journal tells why.
    fn ok(&self, script: &str) -> String {
        let out = self.sh(script);
        assert!(
            out.status.success(),
            "{script}: {}\n{}{}\njournal:\n{}",
            out.status,
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr),
            self.journal()
        );
        String::from_utf8(out.stdout).unwrap()
    }

    fn journal(&self) -> String {
        String::from_utf8_lossy(&self.sh("journalctl -u ze-tracer --no-pager -o short-precise | tail -60").stdout).into_owned()
    }

    fn show(&self, unit: &str, property: &str) -> String {
        self.ok(&format!("systemctl show -P {property} {unit}")).trim().to_owned()
    }

    /// A workload run to its end in a unit of its own, as a CI job's step: its GROUND_TRUTH.
    fn job(&self, unit: &str, args: &str) -> Value {
        let out = self.ok(&format!(
            "systemd-run --quiet --wait --pipe --unit={unit} -E ZE_ENABLE_ALT_DRIVERS={}/libze_fake.so {}/ze_workload {args}",
            fixture().display(),
            fixture().display()
        ));
        tagged(&out, "GROUND_TRUTH ")
    }

    /// A `ze_server` started in a unit of its own: its PID (as the machine numbers it), once it
    /// has made its pool.
    fn server(&self, unit: &str) -> u32 {
        self.ok(&format!(
            "systemd-run --quiet --unit={unit} -E ZE_ENABLE_ALT_DRIVERS={}/libze_fake.so {}/ze_server --pool 4 --leak-ms 50",
            fixture().display(),
            fixture().display()
        ));
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            let log = self.ok(&format!("journalctl -u {unit} --no-pager -o cat"));
            if let Some(line) = log.lines().find(|l| l.starts_with("SERVER ")) {
                return tagged(line, "SERVER ")["pid"].as_u64().unwrap() as u32;
            }
            assert!(Instant::now() < deadline, "{unit} never made its pool: {log}");
            sleep(Duration::from_millis(100));
        }
    }

    /// The summary the service wrote for `pid`, once written.
    fn summary(&self, pid: u32) -> Value {
        let path = self.root.join(format!("var/lib/ze-tracer/ze-tracer_pid{pid}.json"));
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            if let Some(v) = fs::read(&path).ok().and_then(|b| serde_json::from_slice(&b).ok()) {
                return v;
            }
            assert!(Instant::now() < deadline, "no summary for pid {pid}; journal:\n{}", self.journal());
            sleep(Duration::from_millis(100));
        }
    }

    /// Waits until `property` of ze-tracer.service is `want`.
    fn wait_for(&self, property: &str, want: &str, within: Duration) {
        let deadline = Instant::now() + within;
        while self.show("ze-tracer", property) != want {
            assert!(Instant::now() < deadline, "{property} never became {want}; journal:\n{}", self.journal());
            sleep(Duration::from_millis(200));
        }
    }
}

impl Drop for Machine {
    fn drop(&mut self) {
        let _ = self.sh("systemctl poweroff --no-block");
        let deadline = Instant::now() + Duration::from_secs(30);
        while self.nspawn.try_wait().ok().flatten().is_none() && Instant::now() < deadline {
            sleep(Duration::from_millis(100));
        }
        // Killing its PID 1 ends the PID namespace, and every process in it.
        let _ = Command::new("kill").args(["-KILL", &self.leader.to_string()]).stderr(Stdio::null()).status();
        let _ = self.nspawn.wait();
        let _ = Command::new("umount").arg("-l").arg(&self.root).status();
        let _ = Command::new("umount").arg("-l").arg(&self.dir).status();
    }
}

fn run(cmd: &mut Command) {
    let out = cmd.output().unwrap();
    assert!(out.status.success(), "{cmd:?}: {}", String::from_utf8_lossy(&out.stderr));
}

/// The JSON after `tag` on its line of `out`.
fn tagged(out: &str, tag: &str) -> Value {
    let line = out.lines().find_map(|l| l.strip_prefix(tag)).unwrap_or_else(|| panic!("no {tag}in:\n{out}"));
    serde_json::from_str(line).unwrap()
}

/// Every traced API's count in the summary is the workload's own, and so is what it leaked.
fn assert_exact(summary: &Value, truth: &Value) {
    let calls = summary["calls"].as_object().unwrap();
    assert!(calls.contains_key("zeContextCreate"), "its first create was not traced: {summary}");
    for (api, n) in calls {
        assert_eq!(Some(n), truth["calls"].get(api), "{api}: {summary}");
    }
    let outstanding: u64 = truth["outstanding"].as_object().unwrap().values().map(|v| v.as_u64().unwrap()).sum::<u64>()
        + truth["outstanding_allocations"].as_u64().unwrap();
    assert_eq!(summary["leaked_objects"].as_u64(), Some(outstanding), "{summary}");
}

/// The package, built once by `cargo xtask package`, where the machine sees it (the overlay's
/// lower layer is the host's tree).
fn package() -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("systemd-package");
    let _ = fs::remove_dir_all(&dir);
    run(Command::new(env!("CARGO_BIN_EXE_xtask")).args(["package", "--out"]).arg(&dir));
    fs::read_dir(&dir).unwrap().flatten().map(|e| e.path()).find(|p| p.extension().is_some_and(|x| x == "deb")).expect("no .deb")
}

#[test]
fn the_packaged_service_does_its_job_under_a_real_systemd() {
    let deb = package();
    let m = Machine::boot("ze-tracer-test", &[deb.parent().unwrap(), &fixture()]);
    install_and_enable(&m, &deb);
    let leaky = ready_means_armed(&m);
    a_leaking_ci_job_is_failed_by_check(&m, leaky);
    a_wrapped_command_is_handed_to_the_service(&m);
    reload_loses_no_process(&m);
    a_hung_daemon_is_restarted_by_the_watchdog(&m);
    the_metrics_socket_starts_the_sandboxed_service(&m);
    stop_summarizes_every_traced_process(&m);
}

/// `apt install ./ze-tracer_*.deb && systemctl enable --now ze-tracer`, the whole set-up; the
/// service stays disabled until enabled.
fn install_and_enable(m: &Machine, deb: &Path) {
    // The machine has no network: nothing can be downloaded.
    m.ok(&format!("apt-get install -y {}", deb.display()));
    assert_eq!(m.sh("systemctl is-enabled ze-tracer").stdout, b"disabled\n");
    assert_eq!(m.show("ze-tracer", "ActiveState"), "inactive");
    m.ok("systemctl enable --now ze-tracer");
    assert_eq!(m.show("ze-tracer", "ActiveState"), "active");
    let exec = m.show("ze-tracer", "ExecStart");
    assert!(exec.contains("path=/usr/bin/ze-tracer ;"), "{exec}");
}

/// `Type=notify`: `systemctl start` returned only at READY=1, so a job started right after is
/// traced from its first call, exactly. The daemon said it armed the loader before systemd
/// said it started. Returns the leaky job's PID.
fn ready_means_armed(m: &Machine) -> u32 {
    let truth = m.job("ci-job-leaky", "lifecycle --leak host,event");
    let pid = truth["pid"].as_u64().unwrap() as u32;
    let summary = m.summary(pid);
    assert_exact(&summary, &truth);
    assert_eq!(summary["leaked"], true);
    assert_eq!(summary["cgroup"], "/system.slice/ci-job-leaky.service", "{summary}");
    let clean = m.job("ci-job-clean", "lifecycle");
    assert_exact(&m.summary(clean["pid"].as_u64().unwrap() as u32), &clean);

    let journal = m.journal();
    let armed = journal.find("loader copy attached").unwrap_or_else(|| panic!("no arming logged:\n{journal}"));
    let started = journal.find("Started ze-tracer.service").unwrap_or_else(|| panic!("never started:\n{journal}"));
    assert!(armed < started, "systemd called it started before it armed:\n{journal}");
    pid
}

/// The leak is in the journal (`journalctl -u ze-tracer`), and `ze-tracer check` fails the job
/// that leaked, by its unit's cgroup, and passes the clean one.
fn a_leaking_ci_job_is_failed_by_check(m: &Machine, leaky: u32) {
    let journal = m.ok("journalctl -u ze-tracer --no-pager -o cat");
    let report = format!("pid {leaky} (ze_workload) ended: LEAKED");
    assert!(journal.contains(&report), "no leak report in the journal:\n{journal}");
    let check = |unit: &str| m.sh(&format!("ze-tracer check /var/lib/ze-tracer --cgroup {unit}"));
    let failed = check("ci-job-leaky.service");
    assert_eq!(failed.status.code(), Some(10), "{}", String::from_utf8_lossy(&failed.stdout));
    let passed = check("ci-job-clean.service");
    assert_eq!(passed.status.code(), Some(0), "{}", String::from_utf8_lossy(&passed.stdout));
}

/// `ze-tracer --via-service -- cmd` reaches the sandboxed service through the socket its unit
/// serves (`RuntimeDirectory=`): the service traces the command, exactly, and the wrapper copies
/// its files, prints its report and fails on its leak, with no probes of its own.
fn a_wrapped_command_is_handed_to_the_service(m: &Machine) {
    let out = m.sh(&format!(
        "cd /tmp && ZE_ENABLE_ALT_DRIVERS={f}/libze_fake.so ze-tracer --via-service --fail-on-leak -o /tmp/wrapped -- {f}/ze_workload lifecycle --leak shared",
        f = fixture().display()
    ));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(10), "{stderr}\njournal:\n{}", m.journal());
    assert!(stderr.contains("through the daemon serving runs"), "{stderr}");
    let truth = tagged(&String::from_utf8_lossy(&out.stdout), "GROUND_TRUTH ");
    let pid = truth["pid"].as_u64().unwrap() as u32;
    assert!(stderr.contains(&format!("pid {pid} (ze_workload) ended: LEAKED")), "{stderr}");
    assert_exact(&m.summary(pid), &truth);
    let copy = m.ok(&format!("cat /tmp/wrapped/ze-tracer_pid{pid}.json"));
    assert_exact(&serde_json::from_str(&copy).unwrap(), &truth);
}

/// `systemctl reload`: the output files are reopened (a rotated CSV starts again at its path),
/// and a process traced across it keeps everything it made before.
fn reload_loses_no_process(m: &Machine) {
    let pid = m.server("server-reload");
    let csv = format!("/var/lib/ze-tracer/ze-tracer_pid{pid}.csv");
    m.ok(&format!("timeout 30 sh -c 'until [ -s {csv} ]; do sleep 0.1; done' && mv {csv} {csv}.1"));
    let main_pid = m.show("ze-tracer", "MainPID");
    m.ok("systemctl reload ze-tracer");
    m.ok(&format!("timeout 30 sh -c 'until [ -s {csv} ]; do sleep 0.1; done'"));
    assert_eq!(m.show("ze-tracer", "MainPID"), main_pid, "reload restarted the daemon");
    m.ok("systemctl stop server-reload");
    let summary = m.summary(pid);
    // Its pool of 4 (made before the reload) and its leak, never freed: leaked at its end.
    let allocs = summary["calls"]["zeMemAllocDevice"].as_u64().unwrap_or(0);
    assert!(allocs >= 4 && summary["leaked_objects"].as_u64().unwrap() >= 4, "{summary}");
    assert_eq!(summary["complete"], true, "{summary}");
}

/// WatchdogSec=: a daemon that runs is fed (not restarted over several periods); one that
/// hangs (stopped) is killed and restarted.
fn a_hung_daemon_is_restarted_by_the_watchdog(m: &Machine) {
    let dropin = "/etc/systemd/system/ze-tracer.service.d";
    m.ok(&format!(
        "mkdir -p {dropin} && printf '[Service]\\nWatchdogSec=2s\\nTimeoutAbortSec=2s\\nRestartSec=1s\\n' > {dropin}/watchdog.conf \
         && systemctl daemon-reload && systemctl restart ze-tracer"
    ));
    let fed = m.show("ze-tracer", "MainPID");
    sleep(Duration::from_secs(7));
    assert_eq!(m.show("ze-tracer", "MainPID"), fed, "restarted though it ran:\n{}", m.journal());
    assert_eq!(m.show("ze-tracer", "NRestarts"), "0");

    m.ok(&format!("kill -STOP {fed}"));
    m.wait_for("NRestarts", "1", Duration::from_secs(30));
    m.wait_for("ActiveState", "active", Duration::from_secs(30));
    assert_ne!(m.show("ze-tracer", "MainPID"), fed);
    assert!(m.journal().contains("Watchdog timeout"), "{}", m.journal());
    m.ok(&format!("rm {dropin}/watchdog.conf && systemctl daemon-reload"));
}

/// `--metrics systemd` with ze-tracer.socket: the first scrape starts the service, which
/// answers it on the socket systemd passed, in a network namespace of its own.
fn the_metrics_socket_starts_the_sandboxed_service(m: &Machine) {
    let dropin = "/etc/systemd/system/ze-tracer.service.d";
    m.ok(&format!(
        "systemctl stop ze-tracer && mkdir -p {dropin} \
         && printf '[Service]\\nExecStart=\\nExecStart=/usr/bin/ze-tracer --log-level info --metrics systemd\\n' > {dropin}/metrics.conf \
         && systemctl daemon-reload && systemctl enable --now ze-tracer.socket"
    ));
    assert_eq!(m.show("ze-tracer", "ActiveState"), "inactive");
    let page = m.ok("python3 -c \"import urllib.request as u; print(u.urlopen('http://127.0.0.1:9464/metrics', timeout=30).read().decode())\"");
    assert!(page.contains("# TYPE ze_tracer_") && page.ends_with("# EOF\n\n"), "{page}");
    assert_eq!(m.show("ze-tracer", "ActiveState"), "active");
    let pid = m.show("ze-tracer", "MainPID");
    let net = m.ok(&format!("readlink /proc/{pid}/ns/net /proc/1/ns/net"));
    let (service, machine) = net.split_once('\n').unwrap();
    assert_ne!(service, machine.trim(), "the service shares the machine's network");
    assert_eq!(m.show("ze-tracer", "PrivateNetwork"), "yes");
}

/// `systemctl stop`: a summary for every process traced, the one still running said to be.
fn stop_summarizes_every_traced_process(m: &Machine) {
    let pid = m.server("server-stop");
    m.ok(&format!("timeout 30 sh -c 'until [ -s /var/lib/ze-tracer/ze-tracer_pid{pid}.csv ]; do sleep 0.1; done'"));
    m.ok("systemctl stop ze-tracer.socket ze-tracer");
    let summary = m.summary(pid);
    assert_eq!(summary["still_running"], true, "{summary}");
    assert_eq!(summary["leaked"], false, "{summary}");
    assert!(m.journal().contains("Stopped ze-tracer.service"), "{}", m.journal());
    m.ok("systemctl stop server-stop");
}
