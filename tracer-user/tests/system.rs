//! System-wide tracing, following children, and the service's protocol: the real `ze-tracer`
//! daemon with no `--pid`, the real loader (and copies of it), the fixture's fake GPU. Other
//! tests' processes run meanwhile and are traced too: every assertion is about this test's own
//! PIDs. Needs root (`cargo xtask test`).
mod common;

use std::{
    io::{BufRead, BufReader, Write},
    os::unix::net::{UnixDatagram, UnixStream},
    path::PathBuf,
    process::{Child, Command, Stdio},
    sync::{RwLock, RwLockReadGuard, RwLockWriteGuard, mpsc},
    time::Duration,
};

use common::*;
use serde_json::Value;

/// How long to wait for the daemon to log or write something before the test fails.
const PATIENCE: Duration = Duration::from_secs(30);

/// Every system-wide daemon sees every test's processes: the tests that would disturb the
/// others run alone (one floods the ring on purpose; one makes every daemon probe a new ld.so).
static FLOOD: RwLock<()> = RwLock::new(());

/// A test that runs workloads without a system-wide daemon of its own takes this too: its
/// processes must not run while a test that needs the machine alone does. A thread that holds
/// a shared turn already (a second daemon, a workload beside its daemon) takes none again: a
/// second read of a lock a writer waits for would wait for that writer, which waits for the
/// first read.
fn shared_turn() -> SharedTurn {
    thread_local!(static HELD: std::cell::Cell<u32> = const { std::cell::Cell::new(0) });
    let guard = (HELD.get() == 0).then(|| FLOOD.read().unwrap_or_else(|e| e.into_inner()));
    HELD.set(HELD.get() + 1);
    SharedTurn { _guard: guard, held: &HELD }
}

struct SharedTurn {
    _guard: Option<RwLockReadGuard<'static, ()>>,
    held: &'static std::thread::LocalKey<std::cell::Cell<u32>>,
}

impl Drop for SharedTurn {
    fn drop(&mut self) {
        self.held.set(self.held.get() - 1);
    }
}

enum Turn {
    Shared(#[allow(dead_code)] SharedTurn),
    Alone(#[allow(dead_code)] RwLockWriteGuard<'static, ()>),
    /// A second daemon of a test that has the machine alone already.
    Beside,
}

/// `ze-tracer` with no PID and no command, logging at info level.
struct Daemon {
    child: Child,
    lines: mpsc::Receiver<String>,
    log: String,
    dir: PathBuf,
    /// Whether it watches filesystems for new loader copies (no `--no-watch`).
    watching: bool,
    _turn: Turn,
}

impl Daemon {
    fn start(name: &str, extra: &[&str], env: &[(&str, &str)]) -> Daemon {
        let turn = Turn::Shared(shared_turn());
        Daemon::start_in_turn(name, extra, env, turn)
    }

    /// With no other system-wide daemon running.
    fn start_alone(name: &str, extra: &[&str]) -> Daemon {
        let turn = Turn::Alone(FLOOD.write().unwrap_or_else(|e| e.into_inner()));
        Daemon::start_in_turn(name, extra, &[], turn)
    }

    /// Beside another daemon of a test that started it alone.
    fn start_beside(name: &str, extra: &[&str]) -> Daemon {
        Daemon::start_in_turn(name, extra, &[], Turn::Beside)
    }

    fn start_in_turn(name: &str, extra: &[&str], env: &[(&str, &str)], turn: Turn) -> Daemon {
        Daemon::start_as(tracer_with(extra), name, extra, env, turn)
    }

    /// In a PID namespace of its own, with a /proc of its own (a container's daemon): the child
    /// is `unshare`, which the daemon goes with.
    fn start_in_pid_namespace(name: &str) -> Daemon {
        let mut cmd = Command::new("unshare");
        cmd.args(["--pid", "--fork", "--mount-proc", "--kill-child=SIGTERM"]).arg(tracer().get_program());
        Daemon::start_as(cmd, name, &[], &[], Turn::Shared(shared_turn()))
    }

    /// A daemon started `in_pid_namespace`: itself, `unshare`'s child, as the host numbers it.
    fn namespaced(&self) -> u32 {
        let children = std::fs::read_to_string(format!("/proc/{0}/task/{0}/children", self.child.id())).unwrap();
        children.split_whitespace().next().expect("unshare's child, the daemon").parse().unwrap()
    }

    /// `ze_workload args`, run in the PID and mount namespaces of a daemon started
    /// `in_pid_namespace`, to its end: its ground truth.
    fn workload_inside(&self, args: &[&str]) -> Value {
        let mut inside = Command::new("nsenter");
        inside.args(["--target", &self.namespaced().to_string(), "--pid", "--mount", "--"]).arg(fixture().join("ze_workload"));
        let out = workload_env(&mut inside).args(args).output().unwrap();
        assert!(out.status.success(), "the workload in the namespace: {out:?}");
        ground_truth(&String::from_utf8_lossy(&out.stdout))
    }

    /// Stops a daemon started `in_pid_namespace` (`unshare` ignores SIGTERM while it waits for
    /// its child: the daemon is told itself): its output directory and its log.
    fn stop_namespaced(self) -> (std::path::PathBuf, String) {
        let dir = self.dir.clone();
        // SAFETY: a signal to the daemon, a process of this test's.
        unsafe { libc::kill(self.namespaced() as i32, libc::SIGTERM) };
        let (_, log) = self.stop();
        (dir, log)
    }

    fn start_as(mut cmd: Command, name: &str, extra: &[&str], env: &[(&str, &str)], turn: Turn) -> Daemon {
        let dir = temp_dir(name);
        // Its log says what it attached and tracks, unless the test is of `-q`'s few lines.
        let verbose = (!extra.contains(&"-q")).then_some("-v");
        let mut child = cmd
            .args(verbose)
            .arg("--output-dir")
            .arg(&dir)
            .envs(env.iter().copied())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let (tx, lines) = mpsc::channel();
        let err = BufReader::new(child.stderr.take().unwrap());
        std::thread::spawn(move || {
            for line in err.lines().map_while(Result::ok) {
                let _ = tx.send(line);
            }
        });
        let watching = !extra.contains(&"--no-watch");
        let mut d = Daemon { child, lines, log: String::new(), dir, watching, _turn: turn };
        d.wait_for("ze-tracer: tracing every Level Zero process");
        d
    }

    /// Reads the daemon's log up to a line containing `needle`.
    fn wait_for(&mut self, needle: &str) -> String {
        self.wait_for_all(&[needle])
    }

    /// Reads the daemon's log up to a line containing all `needles`.
    fn wait_for_all(&mut self, needles: &[&str]) -> String {
        loop {
            let line = self.next_line(needles);
            if needles.iter().all(|n| line.contains(n)) {
                return line;
            }
        }
    }

    fn next_line(&mut self, awaited: &[&str]) -> String {
        match self.lines.recv_timeout(PATIENCE) {
            Ok(line) => {
                self.log.push_str(&line);
                self.log.push('\n');
                line
            }
            Err(e) => panic!("no {awaited:?} from the daemon ({e}); its log:\n{}", self.log),
        }
    }

    /// The summary and CSV of `pid` (`suffix`: "" or ".1"…), once the daemon has written them.
    fn outputs(&self, pid: u64, suffix: &str) -> (Value, String, Vec<std::collections::BTreeMap<String, String>>) {
        let json = self.dir.join(format!("ze-tracer_pid{pid}{suffix}.json"));
        let start = std::time::Instant::now();
        while !json.exists() {
            if start.elapsed() >= PATIENCE {
                // What it said since the test last read its log too.
                let since: Vec<String> = self.lines.try_iter().collect();
                panic!("no {} from the daemon; its log:\n{}{}", json.display(), self.log, since.join("\n"));
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        read_outputs(&self.dir, pid, suffix)
    }

    /// A workload's truth against the daemon's files for it: exact, and complete.
    fn expect_exact(&mut self, truth: &Value, suffix: &str) -> Value {
        let pid = truth["pid"].as_u64().unwrap();
        let (summary, header, rows) = self.outputs(pid, suffix);
        // What the daemon said so far, for the failure message.
        let said: Vec<String> = self.lines.try_iter().collect();
        for line in said {
            self.log.push_str(&line);
            self.log.push('\n');
        }
        let reasons = &summary["incomplete_reasons"];
        self.log.push_str(&format!("(incomplete_reasons: {reasons})\n"));
        let t = Traced { truth: truth.clone(), summary, header, rows, tracer_code: Some(0), tracer_stderr: self.log.clone() };
        check(&t);
        t.summary
    }

    /// SIGTERM; the exit code and the rest of the log.
    fn stop(mut self) -> (Option<i32>, String) {
        unsafe { libc::kill(self.child.id() as i32, libc::SIGTERM) };
        let code = self.child.wait().unwrap().code();
        while let Ok(line) = self.lines.recv_timeout(Duration::from_secs(5)) {
            self.log.push_str(&line);
            self.log.push('\n');
        }
        (code, std::mem::take(&mut self.log))
    }
}

/// A failed test's daemon must not outlive it (its probes would hold up every later test).
impl Drop for Daemon {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A long-running workload, killed when the test ends, passed or not.
struct Busy(Child);

impl Drop for Busy {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn workload_env(cmd: &mut Command) -> &mut Command {
    cmd.env("ZE_ENABLE_ALT_DRIVERS", fixture().join("libze_fake.so"))
}

fn run_workload(args: &[&str], env: &[(&str, &str)]) -> String {
    let out = workload().args(args).envs(env.iter().copied()).output().unwrap();
    assert!(out.status.success(), "workload {args:?}: {:?}", out.status);
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn assert_complete(summary: &Value) {
    assert_eq!(summary["complete"], true, "{}", summary["incomplete_reasons"]);
}

/// A daemon in a PID namespace of its own (a container's, with its own /proc) traces the
/// processes of its namespace exactly, numbered as that namespace numbers them, and reports
/// nothing of the host's, which it cannot see: every program asks the kernel for the thread's
/// numbers in the daemon's namespace (`current` in tracer-ebpf), and turns the others away.
#[test]
fn a_daemon_in_a_pid_namespace_of_its_own_traces_that_namespace_alone() {
    fixture();
    let mut d = Daemon::start_in_pid_namespace("pidns");
    // A host process first: its calls are turned away in the kernel, whatever it makes.
    let host = ground_truth(&run_workload(&["lifecycle", "--leak", "event,host"], &[]));
    let truth = d.workload_inside(&["lifecycle", "--leak", "kernel,device"]);
    let pid = truth["pid"].as_u64().unwrap();
    assert!(pid < host["pid"].as_u64().unwrap() && pid < 100, "numbered by its own namespace: {truth}");
    let summary = d.expect_exact(&truth, "");
    assert_complete(&summary);
    let (dir, log) = d.stop_namespaced();
    let summaries: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".json"))
        .collect();
    assert_eq!(summaries, [format!("ze-tracer_pid{pid}.json")], "the host's process {} reported; log:\n{log}", host["pid"]);
}

/// In a PID namespace, each CPU keeps the numbers the namespace gives the thread that last
/// asked (`current` in tracer-ebpf). A host PID given again is another process: here to one
/// that never exec'd, on the same CPU, right after a process that had that host PID exec'd,
/// ran nothing traced and was reaped. Its calls, leaks and
/// summary are its own, under its own number (601), none under the first's (600).
#[test]
fn in_a_pid_namespace_a_host_pid_given_again_is_another_process() {
    fixture();
    let mut d = Daemon::start_in_pid_namespace("pidns-reused");
    // Far from where the host hands out PIDs now, which it does upwards.
    let pid_max: u32 = std::fs::read_to_string("/proc/sys/kernel/pid_max").unwrap().trim().parse().unwrap();
    let host_pid = (pid_max - 3000).to_string();
    let truth = d.workload_inside(&["lifecycle", "--leak", "kernel,device", "--on-reused-host-pid", &host_pid]);
    assert_eq!(truth["pid"], 601, "{truth}");
    let summary = d.expect_exact(&truth, "");
    assert_complete(&summary);
    let (dir, log) = d.stop_namespaced();
    assert!(!dir.join("ze-tracer_pid600.json").exists(), "the first process's number took the calls; log:\n{log}");
}

/// Each CPU keeps the numbers of the thread that last ran a program there, by its
/// `task_struct`'s address (`current` in tracer-ebpf). An ended thread's address is given to a
/// later thread: here, likely, to a process forked on the CPU where a thread of another
/// process, which lives on, had just made calls and ended. The later process's calls, leaks
/// and summary are its own, none the living process's.
#[test]
fn a_thread_given_an_ended_threads_task_is_its_own_process() {
    fixture();
    let mut d = Daemon::start("reused-task", &[], &[]);
    let truth = ground_truth(&run_workload(&["lifecycle", "--leak", "kernel,device", "--on-reused-task"], &[]));
    let summary = d.expect_exact(&truth, "");
    assert_complete(&summary);
    let (code, log) = d.stop();
    assert_eq!(code, Some(0), "{log}");
}

#[test]
fn every_process_is_traced_exactly_without_naming_it() {
    fixture();
    let mut d = Daemon::start("system", &[], &[]);
    let scenarios: [&[&str]; 4] = [
        &["lifecycle", "--leak", "kernel,host,physical"],
        &["threads", "--threads", "3", "--iters", "100", "--leak-every", "9"],
        &["reuse", "--iters", "800"],
        &["lifecycle"],
    ];
    let outs: Vec<String> = std::thread::scope(|s| {
        let handles: Vec<_> = scenarios.iter().map(|args| s.spawn(|| run_workload(args, &[]))).collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    for out in &outs {
        let summary = d.expect_exact(&ground_truth(out), "");
        assert_complete(&summary);
        assert_eq!(summary["ended"], "exit");
        assert_eq!(summary["comm"], "ze_workload");
        assert!(summary["cgroup"].is_string(), "{summary}");
    }
    let (code, log) = d.stop();
    assert_eq!(code, Some(0), "{log}");
}

/// The service leaves the launch path untouched: by default no append is probed (none is
/// counted, the CSV has no row of one) and leaks are judged exactly all the same;
/// `--append-rows` brings the SRT's rows of launches back, every one.
/// `ze-tracer --via-service -- cmd` on a node whose daemon serves runs: that daemon traces the
/// command's whole tree, once, exactly: the shell, a child, and an orphan the shell's subshell
/// left behind (reparented away from the command), while a process that leaks beside them at
/// the same time is not the run's. The client loads no probes; it copies the files into its
/// own directory, prints the reports and fails on the leaks as run mode does.
#[test]
fn a_command_handed_to_the_service_is_traced_whole_by_it_alone() {
    let socket = temp_dir("runs_socket").join("runs.sock");
    let daemon = Daemon::start("runs_daemon", &["--serve-runs", socket.to_str().unwrap()], &[]);
    // Tracked by the daemon (it initialized Level Zero) all through the run.
    let beside = start_waiting(&["lifecycle", "--leak", "queue"], &[]);
    let (out, truths) = (temp_dir("runs_client"), temp_dir("runs_truths"));
    let (w, t) = (fixture().join("ze_workload"), truths.display());
    // The orphan has begun (its device line) before the shell ends: a run takes in what began
    // before its command's exit, as run mode does.
    let script = format!(
        "{w} lifecycle --leak context,device > {t}/child; \
         ({w} lifecycle --leak host > {t}/orphan 2> {t}/orphan.err &); \
         until grep -q device {t}/orphan.err 2>/dev/null; do sleep 0.01; done",
        w = w.display()
    );
    let client = handed(&socket, &["--log-level", "debug", "--fail-on-leak"], &out, &["sh".as_ref(), "-c".as_ref(), script.as_ref()]);
    let stderr = String::from_utf8_lossy(&client.stderr);
    assert_eq!(client.status.code(), Some(10), "{stderr}");
    assert!(stderr.contains("through the daemon serving runs"), "{stderr}");
    assert!(!stderr.contains("verified"), "the client loaded probes of its own: {stderr}");
    // Exactly the run's Level Zero processes, each exact, in the client's directory and the
    // daemon's alike.
    let mut expected = vec![];
    for name in ["child", "orphan"] {
        let truth = read_truth(std::fs::File::open(truths.join(name)).unwrap());
        let pid = truth["pid"].as_u64().unwrap();
        let (summary, header, rows) = read_outputs(&out, pid, "");
        check(&Traced { truth: truth.clone(), summary: summary.clone(), header, rows, tracer_code: Some(0), tracer_stderr: stderr.to_string() });
        assert_eq!(summary["leaked"], true);
        assert!(stderr.contains(&format!("pid {pid} (ze_workload) ended: LEAKED")), "{stderr}");
        daemon.outputs(pid, "");
        expected.push(pid);
    }
    let mut found: Vec<u64> = summary_pids(&out);
    found.sort_unstable();
    expected.sort_unstable();
    assert_eq!(found, expected, "the client's summaries are the run's processes, and only they");
    // The daemon traced the process beside the run as ever (its truth counts from its mark, after
    // its zeInit: the leak is what is compared).
    let truth = ground_truth(&finish_waiting(beside));
    let pid = truth["pid"].as_u64().unwrap();
    assert!(!found.contains(&pid));
    let (summary, ..) = daemon.outputs(pid, "");
    assert_eq!(outstanding(&summary, "CommandQueue"), outstanding(&truth, "CommandQueue"));
    assert_eq!(summary["leaked"], true);
}

/// Runs are served to root alone (the socket is root's, mode 0600), and a run takes in nothing
/// but the asker's own child: a request for another process (PID 1) is refused, as is a first
/// line that is no request, or one too long to be one.
#[test]
fn a_run_takes_in_only_the_asker_s_own_child() {
    use std::os::unix::fs::{MetadataExt, PermissionsExt};
    let socket = temp_dir("runs_refused").join("runs.sock");
    let _daemon = Daemon::start("runs_refused", &["--serve-runs", socket.to_str().unwrap()], &[]);
    let meta = std::fs::metadata(&socket).unwrap();
    assert_eq!((meta.uid(), meta.permissions().mode() & 0o777), (0, 0o600));
    let ask = |line: &[u8]| {
        let mut s = UnixStream::connect(&socket).unwrap();
        let _ = s.write_all(line);
        let mut reply = String::new();
        BufReader::new(s).read_line(&mut reply).unwrap();
        reply
    };
    assert!(ask(b"{\"run\":{\"pid\":1}}\n").contains("is not the asker's child"));
    assert!(ask(b"{\"ended\":null}\n").contains("refused"));
    assert!(ask(&[b'x'; 70_000]).contains("refused"));
}

/// A process of a run that the daemon does not track (its filters here; its caps likewise) is
/// no clean pass: the client names it, and `--fail-on-leak` exits 11, not 0.
#[test]
fn a_run_s_process_the_daemon_leaves_out_is_not_called_clean() {
    let socket = temp_dir("runs_left_out").join("runs.sock");
    let _daemon = Daemon::start("runs_left_out", &["--serve-runs", socket.to_str().unwrap(), "--comm", "not_this_one"], &[]);
    let out = temp_dir("runs_left_out_client");
    let workload = fixture().join("ze_workload");
    let client = handed(&socket, &["--fail-on-leak"], &out, &[workload.as_ref(), "lifecycle".as_ref(), "--leak".as_ref(), "context".as_ref()]);
    let stderr = String::from_utf8_lossy(&client.stderr);
    assert_eq!(client.status.code(), Some(11), "{stderr}");
    assert!(stderr.contains("will have no summary: not tracked by the daemon"), "{stderr}");
    assert!(summary_pids(&out).is_empty());
}

/// A child of the run that the kernel side's table of processes has no room for runs
/// untraced: the client is told how many, and `--fail-on-leak` does not pass the command.
/// Alone, so that the table (of 2 here) holds the run's processes only: the shell and its
/// first sleeper fill it, the second sleeper finds no room.
#[test]
fn a_run_s_child_the_kernel_cannot_follow_is_not_called_clean() {
    let socket = temp_dir("runs_unfollowed").join("runs.sock");
    let _daemon = Daemon::start_alone("runs_unfollowed", &["--serve-runs", socket.to_str().unwrap(), "--process-table", "2"]);
    let out = temp_dir("runs_unfollowed_client");
    let script = "sleep 30 & a=$!; sleep 30 & b=$!; kill $a $b";
    let client = handed(&socket, &["--fail-on-leak"], &out, &["sh".as_ref(), "-c".as_ref(), script.as_ref()]);
    let stderr = String::from_utf8_lossy(&client.stderr);
    assert_eq!(client.status.code(), Some(11), "{stderr}");
    assert!(stderr.contains("1 process forked by traced processes could not be followed"), "{stderr}");
}

/// With no daemon serving runs at the path, `--via-service` says so and traces the command with
/// probes of its own, exactly: one command line serves a runner with the service and one without.
#[test]
fn with_no_daemon_serving_runs_the_command_is_traced_by_its_own_probes() {
    let _turn = shared_turn();
    let out = temp_dir("runs_none");
    let workload = fixture().join("ze_workload");
    let client = handed(&out.join("none.sock"), &[], &out, &[workload.as_ref(), "lifecycle".as_ref(), "--leak".as_ref(), "event".as_ref()]);
    let stderr = String::from_utf8_lossy(&client.stderr).into_owned();
    assert!(stderr.contains("no daemon serving runs answers at"), "{stderr}");
    let truth = ground_truth(&String::from_utf8_lossy(&client.stdout));
    let (summary, header, rows) = read_outputs(&out, truth["pid"].as_u64().unwrap(), "");
    check(&Traced { truth, summary, header, rows, tracer_code: client.status.code(), tracer_stderr: stderr });
}

/// `ze-tracer --via-service=SOCKET FLAGS -o OUT -- COMMAND` on the fake GPU, to its end.
fn handed(socket: &std::path::Path, flags: &[&str], out: &std::path::Path, command: &[&std::ffi::OsStr]) -> std::process::Output {
    let mut client = tracer();
    workload_env(&mut client).arg(format!("--via-service={}", socket.display())).args(flags).arg("-o").arg(out).arg("--").args(command);
    client.output().unwrap()
}

/// The PIDs of the summaries in `dir`.
fn summary_pids(dir: &std::path::Path) -> Vec<u64> {
    std::fs::read_dir(dir)
        .unwrap()
        .flatten()
        .filter_map(|e| e.file_name().to_str()?.strip_prefix("ze-tracer_pid")?.strip_suffix(".json")?.parse().ok())
        .collect()
}

#[test]
fn the_service_probes_no_append_unless_asked() {
    fixture();
    let is_append = |name: &String| tracer_common::api_named(name).is_some_and(|i| tracer_common::api_of(i).kind == tracer_common::Kind::Call);
    for (name, extra, appends) in [("no-appends", &[][..], false), ("appends", &["--append-rows"][..], true)] {
        let mut d = Daemon::start(name, extra, &[]);
        let truth = ground_truth(&run_workload(&["lifecycle", "--leak", "kernel,host"], &[]));
        assert!(truth["calls"].as_object().unwrap().keys().any(is_append), "the workload launches: {truth}");
        let summary = d.expect_exact(&truth, "");
        assert_complete(&summary);
        assert_eq!(summary["append_rows"], appends);
        assert_eq!(summary["calls"].as_object().unwrap().keys().any(is_append), appends, "{summary}");
        let (_, _, rows) = d.outputs(truth["pid"].as_u64().unwrap(), "");
        assert_eq!(rows.iter().any(|r| r["APICall"].starts_with("zeCommandListAppend")), appends);
        d.stop();
    }
}

/// Every kind of object beyond the SRT's, leaked by a process the daemon was never told of
/// (behind the 1.32 loader), and two processes sharing memory by IPC: each exact.
#[test]
fn every_new_kind_and_an_ipc_pair_are_exact_system_wide() {
    fixture();
    // Alone: its processes load the 1.32 loader, a copy every daemon holds them for.
    let mut d = Daemon::start_alone("system-objects", &[]);
    // They run under a newer glibc's ld.so, new to the daemon: probed first, by a process of
    // its own, so that their loads are held instead of racing their exec's scan (that race is
    // system_wide_a_new_interpreter_is_exact_or_says_why's).
    let interpreter = Command::new("patchelf").arg("--print-interpreter").arg(fixture().join("ze_objects_132")).output().unwrap();
    let interpreter = String::from_utf8(interpreter.stdout).unwrap().trim().to_owned();
    let sleep = temp_dir("system-objects-sleep").join("sleep");
    std::fs::copy("/bin/sleep", &sleep).unwrap();
    let glibc = std::path::Path::new(&interpreter).parent().unwrap();
    let patched = Command::new("patchelf").arg("--set-interpreter").arg(&interpreter).arg("--force-rpath").arg("--set-rpath").arg(glibc).arg(&sleep).status().unwrap();
    assert!(patched.success(), "patchelf");
    let warm = Busy(Command::new(&sleep).arg("30").spawn().unwrap());
    d.wait_for_all(&["ld.so copy probed", &interpreter]);
    drop(warm);
    let kinds = objects_132().args(["kinds", "--keep-context"]).output().unwrap();
    let ipc = objects_132().args(["ipc-export", "--importer-leaks"]).output().unwrap();
    assert!(kinds.status.success() && ipc.status.success(), "{kinds:?} {ipc:?}");
    let truths: Vec<Value> = [kinds, ipc].iter().flat_map(|o| ground_truths(&String::from_utf8_lossy(&o.stdout))).collect();
    assert_eq!(truths.len(), 3);
    for truth in &truths {
        assert_eq!((&truth["skipped"], &truth["unsupported"]), (&serde_json::json!([]), &serde_json::json!([])), "{truth}");
        let summary = d.expect_exact(truth, "");
        assert_complete(&summary);
        if truth["role"] == "program" {
            assert_eq!(summary["outstanding"]["ModuleBuildLogs"], 2);
        }
    }
    let (code, log) = d.stop();
    assert_eq!(code, Some(0), "{log}");
}

/// Every GROUND_TRUTH line of a workload's output (one per process).
fn ground_truths(out: &str) -> Vec<Value> {
    out.lines().filter_map(|l| l.strip_prefix("GROUND_TRUTH ")).map(|j| serde_json::from_str(j).unwrap()).collect()
}

/// Two processes at full speed (unpaced, 50,000 iterations each, one in a thousand
/// allocations kept) under a system-wide daemon with creating stacks, on two data-plane
/// threads: nothing is dropped, every call is counted exactly, and the kept ones have sites.
#[test]
fn two_processes_at_full_speed_lose_nothing() {
    fixture();
    // Alone: every system-wide daemon of the other tests would trace these processes too.
    // The rings have room for the whole run (a create with its 1 KB window is about 1.1 KB:
    // 110 MB for both processes, were they in one shard of 128 MB), so that nothing is lost
    // however long a loaded machine keeps the daemon off the CPU: this test is of exactness
    // at full speed. How fast the daemon drains is the bench's (BENCHMARKS.md §2 and §8).
    let mut d = Daemon::start_alone("fullspeed", &["--threads", "2", "--ring-shards", "2", "--ring-mb", "256"]);
    let args = ["stress", "--processes", "2", "--threads", "1", "--iters", "50000", "--free-ratio", "0.999"];
    let truths = ground_truths(&run_workload(&args, &[]));
    assert_eq!(truths.len(), 2);
    for truth in &truths {
        let summary = d.expect_exact(truth, "");
        assert_eq!(summary["dropped_events"], 0, "{summary}");
        assert_complete(&summary);
        let sites = summary["sites"].as_array().unwrap();
        let in_sites: u64 = sites.iter().map(|s| s["objects"].as_u64().unwrap()).sum();
        assert_eq!(in_sites as usize, summary["objects"].as_array().unwrap().len(), "{sites:?}");
        assert!(sites.iter().all(|s| s["lost"].is_null()), "{sites:?}");
    }
    d.stop();
}

/// Processes spread over three ring shards applied by two threads, each process reusing
/// addresses across its threads (a buffer handed out again while its free is in flight
/// included): each process's events are applied in its order, so every count is exact.
#[test]
fn shards_and_threads_keep_each_process_in_order() {
    fixture();
    let mut d = Daemon::start("order", &["--threads", "2", "--ring-shards", "3"], &[]);
    let slow = [("ZE_FAKE_SLOW_FREE_US", "20000")];
    let scenarios: [(&[&str], &[(&str, &str)]); 5] = [
        (&["inflight", "--iters", "5"], &slow),
        (&["reuse", "--iters", "800"], &[]),
        (&["threads", "--threads", "4", "--iters", "150", "--leak-every", "7"], &[]),
        (&["reuse", "--iters", "800"], &[]),
        (&["threads", "--threads", "3", "--iters", "100", "--leak-every", "9"], &[]),
    ];
    let outs: Vec<String> = std::thread::scope(|s| {
        let handles: Vec<_> = scenarios.iter().map(|(args, env)| s.spawn(|| run_workload(args, env))).collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    let pids: Vec<u64> = outs.iter().map(|o| ground_truth(o)["pid"].as_u64().unwrap()).collect();
    for out in &outs {
        let summary = d.expect_exact(&ground_truth(out), "");
        assert_complete(&summary);
    }
    // The buffer reused during its free is not a leak: only the main thread's last one is.
    let inflight = d.outputs(pids[0], "").0;
    let memory: Vec<_> = inflight["objects"].as_array().unwrap().iter().filter(|o| o["type"] == "Memory").collect();
    assert_eq!(memory.len(), 1, "{memory:?}");
    assert_eq!(memory[0]["thread"].as_u64(), Some(pids[0]), "{memory:?}");
    d.stop();
}

/// Ten short processes one after the other (a few ms and a few dozen calls each): each gets
/// its whole CSV and summary.
#[test]
fn short_lived_processes_are_complete() {
    fixture();
    let mut d = Daemon::start("short", &[], &[]);
    for _ in 0..10 {
        let summary = d.expect_exact(&ground_truth(&run_workload(&["lifecycle", "--leak", "event"], &[])), "");
        assert_complete(&summary);
        // Gone before the daemon read /proc, perhaps: its cgroup is still named.
        assert!(summary["cgroup"].is_string(), "{summary}");
        assert!(summary["duration_ms"].as_u64().unwrap() < 1000, "{summary}");
    }
    d.stop();
}

/// --comm and --exclude-pid: a process left out gets no files. Processes run one after the
/// other and the ring keeps order, so once the last one's summary is written, the daemon has
/// seen every earlier process's calls.
#[test]
fn filters_leave_processes_out() {
    fixture();
    let mut d = Daemon::start("filters", &["--comm", "ze_workload", "--exclude-pid", "1"], &[]);
    // Another name (a copy of the workload) is not traced.
    let renamed = temp_dir("filters-bin").join("other_name");
    std::fs::copy(fixture().join("ze_workload"), &renamed).unwrap();
    let out = workload_env(&mut Command::new(&renamed)).arg("lifecycle").output().unwrap();
    let other = ground_truth(&String::from_utf8_lossy(&out.stdout));
    // An excluded PID: held in a shell until the daemon is told, then exec'd.
    let mut d2 = {
        let mut held = workload_env(Command::new("sh").args(["-c", &format!("read go && exec {} lifecycle", fixture().join("ze_workload").display())]))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        let pid = held.id().to_string();
        let d2 = Daemon::start("filters-excluded", &["--exclude-pid", &pid], &[]);
        held.stdin.take().unwrap().write_all(b"go\n").unwrap();
        let out = held.wait_with_output().unwrap();
        (d2, ground_truth(&String::from_utf8_lossy(&out.stdout)))
    };
    let last = ground_truth(&run_workload(&["lifecycle"], &[]));
    assert_complete(&d.expect_exact(&last, ""));
    assert_complete(&d2.0.expect_exact(&last, ""));
    assert!(!d.dir.join(format!("ze-tracer_pid{}.json", other["pid"])).exists());
    assert!(!d2.0.dir.join(format!("ze-tracer_pid{}.json", d2.1["pid"])).exists());
    assert!(d.dir.join(format!("ze-tracer_pid{}.json", d2.1["pid"])).exists(), "not excluded there");
    d.stop();
    d2.0.stop();
}

/// System-wide with `-q`: a process tracked, which leaks, gets no log line (no `INFO …
/// tracking pid=…`), only ze-tracer's own lines; stopped, the daemon says in one line what it
/// traced and where the files are.
#[test]
fn quiet_system_wide_says_its_first_and_last_lines_only() {
    fixture();
    // A name of its own: the filter takes this test's process alone.
    let name = format!("zq{}", std::process::id());
    let program = temp_dir("quiet-bin").join(&name);
    std::os::unix::fs::symlink(fixture().join("ze_workload"), &program).unwrap();
    let d = Daemon::start("quiet", &["-q", "--comm", &name], &[]);
    let out = workload_env(&mut Command::new(&program)).args(["lifecycle", "--leak", "event"]).output().unwrap();
    let truth = ground_truth(&String::from_utf8_lossy(&out.stdout));
    let (summary, _, _) = d.outputs(truth["pid"].as_u64().unwrap(), "");
    assert_eq!(summary["leaked"], true, "{summary}");
    let dir = d.dir.canonicalize().unwrap();
    let (code, log) = d.stop();
    assert_eq!(code, Some(0), "{log}");
    assert!(log.lines().all(|l| l.starts_with("ze-tracer: ")), "{log}");
    let stop = format!("ze-tracer: stopped; traced 1 process (1 leaked), files in {}", dir.display());
    assert_eq!(log.lines().last(), Some(stop.as_str()), "{log}");
}

#[test]
fn exec_ends_one_image_and_begins_the_next() {
    fixture();
    let mut d = Daemon::start("exec", &[], &[]);
    let program = fixture().join("ze_workload");
    let program = program.to_str().unwrap();
    let out = run_workload(&["lifecycle", "--leak", "host", "--then-exec", program, "lifecycle", "--leak", "event,device"], &[]);
    let truths: Vec<Value> = out
        .lines()
        .filter_map(|l| l.strip_prefix("GROUND_TRUTH "))
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(truths.len(), 2);
    assert_eq!(truths[0]["pid"], truths[1]["pid"]);
    let before = d.expect_exact(&truths[0], "");
    assert_eq!(before["ended"], "exec");
    assert_complete(&before);
    let after = d.expect_exact(&truths[1], ".1");
    assert_eq!(after["ended"], "exit");
    assert_complete(&after);
    d.stop();
}

/// The next PID handed out is set through `ns_last_pid`, so two processes get the same PID
/// one after the other: two trackers, two pairs of files, each exact.
#[test]
fn a_reused_pid_never_mixes_two_processes() {
    fixture();
    // Alone: the other tests' processes would take the PID first.
    let mut d = Daemon::start_alone("reuse-pid", &[]);
    let first = ground_truth(&run_workload(&["lifecycle", "--leak", "host"], &[]));
    let pid = first["pid"].as_u64().unwrap();
    // Other processes on the machine fork too: try a few times to get the same PID again.
    let second = (0..50)
        .find_map(|_| {
            std::fs::write("/proc/sys/kernel/ns_last_pid", (pid - 1).to_string()).unwrap();
            let t = ground_truth(&run_workload(&["lifecycle", "--leak", "event,shared"], &[]));
            (t["pid"] == first["pid"]).then_some(t)
        })
        .expect("could not get the same PID again");
    let a = d.expect_exact(&first, "");
    let b = d.expect_exact(&second, ".1");
    assert_complete(&a);
    assert_complete(&b);
    assert_ne!(a["objects"], b["objects"]);
    d.stop();
}

/// A copy of the loader written after the daemon started, in a directory named only in the
/// command's environment, not watched (as on a filesystem fanotify cannot mark): the process
/// calls at once, and is traced from its first call, its thread held until the copy is armed.
#[test]
fn a_copy_written_after_start_is_traced_from_its_first_call() {
    fixture();
    // Alone, as every test whose threads are held (`--no-watch`): removing a uprobe waits for
    // every thread held in any tracer's sleepable probe, so tracers side by side stall each
    // other's loops by whole holds (seen: 6 s, and a hold that ran out).
    let d = Daemon::start_alone("new-copy", &["--no-watch"]);
    let copy_dir = temp_dir("new-copy-lib");
    install_loader_copy(&copy_dir);
    traced_from_its_first_call(d, |cmd| {
        cmd.env("LD_LIBRARY_PATH", &copy_dir);
    });
}

/// The way to a new copy that the loading process's maps give fails (as when the process is
/// gone before the daemon reads them: injected here): the copy is reached another way (its path
/// in the daemon's namespace, another process's mapping) and armed all the same, and the
/// processes that load it later are traced from their first call too.
#[test]
fn a_copy_whose_first_way_fails_is_armed_another_way() {
    fixture();
    // Alone: see a_copy_written_after_start_is_traced_from_its_first_call.
    let mut d = Daemon::start_alone("unreachable-copy", &["--no-watch", "--unreachable-maps"]);
    let copy_dir = temp_dir("unreachable-copy-lib");
    install_loader_copy(&copy_dir);
    let later = {
        let _turn = new_copy_turn();
        let first = run_leaky(workload().env("LD_LIBRARY_PATH", &copy_dir));
        assert_complete(&d.expect_exact(&first, ""));
        run_leaky(workload().env("LD_LIBRARY_PATH", &copy_dir))
    };
    assert_complete(&d.expect_exact(&later, ""));
    let log = d.stop().1;
    assert!(log.contains(".unreachable failed: reached through"), "{log}");
}

/// Runs the leaking workload `cmd`, calling from its first instant; its truth.
fn run_leaky(cmd: &mut Command) -> Value {
    let out = cmd.args(["lifecycle", "--leak", "context,list,host,event"]).output().unwrap();
    assert!(out.status.success(), "{out:?}");
    ground_truth(&String::from_utf8_lossy(&out.stdout))
}

/// A burst: 8 processes start at once on a loader copy written just before (as `ctest -j` or
/// `pytest -n` on a fresh venv do), with two CPU hogs on a machine of 2: the copy is announced
/// as it is written, the opens that come before it is armed wait, and every process is traced
/// exactly from its first call.
#[test]
fn a_burst_on_a_copy_written_after_start_is_traced_from_every_first_call() {
    fixture();
    // Alone: its CPU hogs would starve the other tests' daemons.
    let mut d = Daemon::start_alone("burst", &[]);
    let copy_dir = temp_dir("burst-lib");
    let truths = {
        let _turn = new_copy_turn();
        let _hogs = [hog(), hog()];
        install_loader_copy(&copy_dir);
        burst(&copy_dir, 8)
    };
    for truth in truths {
        assert_complete(&d.expect_exact(&truth, ""));
    }
    // As it was written, or as the first open waited (written before the gate was in place):
    // either way the gate armed it, not the ld.so hold. (On a loaded machine the first process
    // may map it before the gate knew it, and be held: the others' opens still wait.)
    // (Armed by the gate as the first open waited, it says "… after the process opened it,
    // before it mapped it"; let go first and armed then, "… armed before it mapped it".)
    let gated = |l: &&str| l.contains("loader copy armed as it was written") || l.contains("before it mapped it");
    let armed = d.log.lines().filter(gated).any(|l| l.contains(copy_dir.to_str().unwrap()));
    let log = d.stop().1;
    assert!(armed, "{log}");
}

/// Two tracers at once, each seeing both bursts (one each, at the same time): neither stalls
/// the other, and both trace every process exactly.
#[test]
fn two_daemons_with_a_burst_each_trace_every_first_call() {
    fixture();
    // Alone: other tests' floods would reach both daemons, and two daemons' bursts theirs.
    let first = Daemon::start_alone("two-a", &[]);
    let mut daemons = [first, Daemon::start_beside("two-b", &[])];
    let dirs = [temp_dir("two-a-lib"), temp_dir("two-b-lib")];
    let turn = new_copy_turn();
    let bursts: Vec<std::thread::JoinHandle<Vec<Value>>> = dirs
        .iter()
        .cloned()
        .map(|dir| {
            std::thread::spawn(move || {
                install_loader_copy(&dir);
                burst(&dir, 8)
            })
        })
        .collect();
    let truths: Vec<Value> = bursts.into_iter().flat_map(|b| b.join().unwrap()).collect();
    drop(turn);
    for d in &mut daemons {
        for truth in &truths {
            assert_complete(&d.expect_exact(truth, ""));
        }
    }
}

/// Two tracers on a node (a service, and a user's own beside it) and a burst of CPython
/// processes that load Level Zero: each daemon holds each of them until it has looked at it
/// for CPython, so held threads are on every CPU at once. Each daemon lets every thread go
/// itself; none waits for its hold to run out. (On a kernel without preemption, a held thread
/// kept its CPU until parked, neither daemon's parker got one, and the burst stalled for
/// minutes, each hold running out in turn.)
#[test]
fn two_daemons_let_go_every_thread_of_a_burst_they_both_hold() {
    fixture();
    // Alone: the burst is held by every daemon running, and would stall other tests' runs.
    let first = Daemon::start_alone("held-burst-a", &[]);
    let daemons = [first, Daemon::start_beside("held-burst-b", &[])];
    const INIT: &str = "import ctypes; ctypes.CDLL('libze_loader.so.1').zeInit(0)";
    let children: Vec<Child> = (0..24).map(|_| workload_env(Command::new("python3").args(["-c", INIT])).spawn().unwrap()).collect();
    let pids: Vec<u64> = children
        .into_iter()
        .map(|mut c| {
            assert!(c.wait().unwrap().success());
            c.id() as u64
        })
        .collect();
    for d in &daemons {
        for &pid in &pids {
            assert_complete(&d.outputs(pid, "").0);
        }
    }
    for d in daemons {
        let log = d.stop().1;
        let ran_out: Vec<&str> = log.lines().filter(|l| l.contains("ran out") || l.contains("not let go")).collect();
        assert!(ran_out.is_empty(), "{ran_out:#?}\n{log}");
    }
}

/// A copy written, then loaded a while later: armed as it was written, so no thread is held.
#[test]
fn a_copy_written_then_loaded_is_armed_at_write() {
    fixture();
    let mut d = Daemon::start("armed-at-write", &[], &[]);
    let copy_dir = temp_dir("armed-at-write-lib");
    let _turn = new_copy_turn();
    install_loader_copy(&copy_dir);
    // As it was written; or as another tracer running read it, which its gate here let in
    // only once armed: before the workload runs, either way.
    d.wait_for_all(&["loader copy armed", copy_dir.to_str().unwrap()]);
    std::thread::sleep(Duration::from_millis(100));
    let truth = run_leaky(workload().env("LD_LIBRARY_PATH", &copy_dir));
    assert_complete(&d.expect_exact(&truth, ""));
    let pid = format!("pid={} ", truth["pid"]);
    let log = d.stop().1;
    let about: Vec<&str> = log.lines().filter(|l| l.contains(&pid)).collect();
    assert!(!about.iter().any(|l| l.contains("held") || l.contains("let go")), "{about:#?}");
}

/// `n` leaking workloads started at once on the loader copy in `copy_dir`; their truths.
fn burst(copy_dir: &std::path::Path, n: usize) -> Vec<Value> {
    let children: Vec<Child> = (0..n)
        .map(|_| {
            workload()
                .env("LD_LIBRARY_PATH", copy_dir)
                .args(["lifecycle", "--leak", "context,list,host,event"])
                .stdout(Stdio::piped())
                .spawn()
                .unwrap()
        })
        .collect();
    let outs = children.into_iter().map(|c| c.wait_with_output().unwrap());
    outs.map(|out| {
        assert!(out.status.success(), "{out:?}");
        ground_truth(&String::from_utf8_lossy(&out.stdout))
    })
    .collect()
}

/// Two CI jobs side by side under one daemon, in one cgroup (as a runner's service starts
/// them), told apart by the variables each job exports: `check --job` judges each job's own
/// processes only, and a job ID that matches nothing is no pass.
#[test]
fn ci_jobs_side_by_side_are_judged_by_their_ids() {
    fixture();
    let mut d = Daemon::start("ci-jobs", &[], &[]);
    let me = std::process::id();
    let (gitlab_id, github_run) = (format!("77{me}"), format!("88{me}"));
    let gitlab = [("GITLAB_CI", "true"), ("CI_JOB_ID", gitlab_id.as_str()), ("CI_JOB_NAME", "unit")];
    let github = [("GITHUB_ACTIONS", "true"), ("GITHUB_RUN_ID", github_run.as_str()), ("GITHUB_JOB", "gpu")];
    // Both running at once, each seen by the daemon before it ends.
    let balanced = Held::start(&d, &["lifecycle"], &gitlab);
    let leaking = Held::start(&d, &["lifecycle", "--leak", "context,host"], &github);
    for (held, provider, id) in [(balanced, "gitlab", &gitlab_id), (leaking, "github", &github_run)] {
        let summary = d.expect_exact(&held.finish(), "");
        assert_eq!((summary["ci_job"]["provider"].as_str(), summary["ci_job"]["id"].as_str()), (Some(provider), Some(id.as_str())), "{summary}");
        // Its parent, as the kernel saw it (the job of one gone too soon is its parent's).
        assert_eq!(summary["ppid"], std::process::id(), "{summary}");
    }
    let check = |args: &[&str]| {
        let out = tracer().arg("check").arg(&d.dir).args(args).arg("--json").output().unwrap();
        let v: Value = serde_json::from_slice(&out.stdout).unwrap_or(Value::Null);
        (out.status.code(), v["processes"].clone())
    };
    assert_eq!(check(&["--job", &gitlab_id]), (Some(0), 1.into()));
    assert_eq!(check(&["--job", &github_run]), (Some(10), 1.into()));
    assert_eq!(check(&["--job", &format!("{github_run}/gpu")]), (Some(10), 1.into()));
    assert_eq!(check(&["--job", &format!("99{me}")]).0, Some(13));
    assert_eq!(check(&["--job", &format!("99{me}"), "--allow-none"]).0, Some(0));
    d.stop();
}

/// A leaking workload that stays, after its calls, until `finish`, once the daemon has begun
/// its files (so it has read what it needs of the live process).
struct Held {
    child: Child,
    truth: Value,
}

impl Held {
    fn start(d: &Daemon, args: &[&str], env: &[(&str, &str)]) -> Held {
        let mut child = workload().args(args).arg("--hold").envs(env.iter().copied()).stdin(Stdio::piped()).stdout(Stdio::piped()).spawn().unwrap();
        let truth = read_truth(child.stdout.take().unwrap());
        let csv = d.dir.join(format!("ze-tracer_pid{}.csv", truth["pid"]));
        let start = std::time::Instant::now();
        while !csv.exists() {
            assert!(start.elapsed() < PATIENCE, "no {}", csv.display());
            std::thread::sleep(Duration::from_millis(10));
        }
        Held { child, truth }
    }

    fn finish(mut self) -> Value {
        drop(self.child.stdin.take());
        assert!(self.child.wait().unwrap().success());
        self.truth
    }
}

/// A runner's service for months: under a 1 MB budget, 150 short processes leave at most 1 MB,
/// the newest whole, and a process still traced keeps its files.
#[test]
fn outputs_stay_within_their_budget() {
    fixture();
    // Alone: other tests' processes, traced by every daemon, would count against the budget,
    // and those still running could not be pruned.
    let d = Daemon::start_alone("budget", &["--max-output-mb", "1"]);
    let running = Held::start(&d, &["lifecycle", "--leak", "context"], &[]);
    let running_csv = d.dir.join(format!("ze-tracer_pid{}.csv", running.truth["pid"]));
    let mut last = 0;
    for _ in 0..15 {
        let batch: Vec<Child> = (0..10).map(|_| workload().args(["lifecycle", "--leak", "context,host,event"]).stdout(Stdio::null()).spawn().unwrap()).collect();
        for mut c in batch {
            assert!(c.wait().unwrap().success());
            last = c.id();
        }
    }
    let newest = d.dir.join(format!("ze-tracer_pid{last}.json"));
    let size = |dir: &std::path::Path| -> u64 { std::fs::read_dir(dir).unwrap().flatten().filter_map(|e| e.metadata().ok()).map(|m| m.len()).sum() };
    let start = std::time::Instant::now();
    while !newest.exists() || size(&d.dir) > 1 << 20 {
        assert!(start.elapsed() < PATIENCE, "{} bytes in {}; newest there: {}", size(&d.dir), d.dir.display(), newest.exists());
        std::thread::sleep(Duration::from_millis(50));
    }
    assert!(running_csv.exists(), "the running process lost its CSV");
    running.finish();
    let log = d.stop().1;
    assert!(log.contains("removed the outputs of ze-tracer_pid") && log.contains("over --max-output-mb (1)"), "{log}");
}

/// On a Kubernetes node a process is known by its cgroup path. Workloads in cgroups named
/// exactly as containerd, CRI-O, Docker and Podman name them (under the kubelet's hierarchy,
/// with either cgroup driver, and alone) carry their container's ID and their pod's UID and
/// QoS class, and the names their runtime's state files give (written as each runtime writes
/// them, under a node root of the test's: `--node-root`), in their summaries, pages, metrics
/// labels and `check` lines. A container with no state file has no names.
#[test]
fn containers_and_pods_are_named_from_cgroup_paths() {
    fixture();
    let node = temp_dir("containers-node");
    let sock = node.join("metrics.sock");
    let metrics = format!("unix:{}", sock.display());
    let args = ["--html", "--node-root", node.to_str().unwrap(), "--metrics", &metrics, "--metrics-top", "10000"];
    let mut d = Daemon::start("containers", &args, &[]);
    let top_name = format!("ze-tracer-test-{}-k8s", std::process::id());
    let top = cgroup2_root().join(&top_name);
    let me = std::process::id();
    let id = |n: u32| format!("{:0>64x}", (me as u64) << 8 | n as u64);
    let uid = format!("{:08x}-1111-4222-8333-944455566677", me);
    let u = uid.replace('-', "_");
    // Path, runtime, ID, QoS; the pod's name and namespace and the container's name.
    let cases = [
        (format!("kubepods.slice/kubepods-burstable.slice/kubepods-burstable-pod{u}.slice/cri-containerd-{}.scope", id(1)), "containerd", id(1), Some("burstable"), [Some("trainer-0"), Some("ml"), Some("worker")]),
        (format!("kubepods.slice/kubepods-pod{u}.slice/crio-{}.scope", id(2)), "cri-o", id(2), Some("guaranteed"), [Some("viz-7d9f"), Some("graphics"), Some("render")]),
        (format!("kubepods/besteffort/pod{uid}/{}", id(3)), "cri", id(3), Some("besteffort"), [Some("batch-1"), Some("jobs"), Some("step")]),
        (format!("system.slice/docker-{}.scope", id(4)), "docker", id(4), None, [None, None, Some("gpu-app")]),
        (format!("machine.slice/libpod-{}.scope", id(5)), "podman", id(5), None, [None, None, Some("gpu-job")]),
        (format!("kubepods.slice/kubepods-besteffort.slice/kubepods-besteffort-pod{u}.slice/cri-containerd-{}.scope", id(6)), "containerd", id(6), Some("besteffort"), [None; 3]),
    ];
    let keys = ["pod_name", "pod_namespace", "container_name"];
    let mut made = vec![];
    let mut pids = vec![];
    for (path, runtime, cid, qos, names) in &cases {
        write_runtime_state(&node, runtime, cid, &uid, names);
        let dir = top.join(path);
        std::fs::create_dir_all(&dir).unwrap();
        made.push(dir.clone());
        let mut cmd = workload();
        cmd.args(["lifecycle", "--leak", "context", "--hold"]).stdin(Stdio::piped()).stdout(Stdio::piped());
        enter_cgroup(&dir, &mut cmd);
        let mut held = Busy(cmd.spawn().unwrap());
        let truth = read_truth(held.0.stdout.take().unwrap());
        // Alive, holding its leak: its series carry the names as labels ("" when unknown).
        let pid = truth["pid"].as_u64().unwrap();
        let series = process_series(&sock, pid);
        let pod_uid = qos.map_or("", |_| uid.as_str());
        let labels = [("container", format!("{runtime}://{cid}")), ("pod_uid", pod_uid.into())].into_iter();
        for (k, v) in labels.chain(keys.iter().zip(names).map(|(k, v)| (*k, v.unwrap_or_default().to_owned()))) {
            assert!(series.contains(&format!("{k}=\"{v}\"")), "{path}: no {k}=\"{v}\" in {series}");
        }
        held.0.stdin.take().unwrap().write_all(b"go\n").unwrap();
        assert!(held.0.wait().unwrap().success(), "{path}");
        let summary = d.expect_exact(&truth, "");
        let c = &summary["container"];
        assert_eq!((c["runtime"].as_str(), c["id"].as_str()), (Some(*runtime), Some(cid.as_str())), "{path}: {summary}");
        assert_eq!(c["pod_uid"].as_str(), qos.map(|_| uid.as_str()), "{path}");
        assert_eq!(c["qos"].as_str(), *qos, "{path}");
        for (k, v) in keys.iter().zip(names) {
            assert_eq!(c.get(k).and_then(Value::as_str), *v, "{path}: {k} in {summary}");
        }
        let page = d.dir.join(format!("ze-tracer_pid{pid}.html"));
        let start = std::time::Instant::now();
        while !page.exists() && start.elapsed() < PATIENCE {
            std::thread::sleep(Duration::from_millis(20));
        }
        let html = std::fs::read_to_string(&page).unwrap();
        let pod = names[0].zip(names[1]).map(|(pod, ns)| format!("{ns}/{pod}"));
        for name in [Some(cid.as_str()), names[2], pod.as_deref()].into_iter().flatten() {
            assert!(html.contains(name), "{path}: no {name} in {}", page.display());
        }
        pids.push((pid, names));
    }
    let dir = d.dir.clone();
    d.stop();
    // `check` names each leaking process's container, and its pod as namespace/name.
    let out = tracer().arg("check").arg(&dir).args(["--cgroup", &top_name]).output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    for (pid, &[pod, ns, container]) in pids {
        let line = text.lines().find(|l| l.contains(&format!("pid {pid} "))).unwrap_or_else(|| panic!("no pid {pid} in {text}"));
        let pod = pod.zip(ns).map(|(pod, ns)| format!("pod {ns}/{pod}"));
        for name in [pod.as_deref(), container].into_iter().flatten() {
            assert!(line.contains(name), "no {name} in {line}");
        }
    }
    remove_cgroups(&top, made);
}

/// What `runtime` writes of container `id` on the node, as its source writes it (see
/// `tracer-user/src/container/names.rs`), under `node`: the pod's name and namespace and the
/// container's name (none: no file).
fn write_runtime_state(node: &std::path::Path, runtime: &str, id: &str, uid: &str, names: &[Option<&str>; 3]) {
    let [pod, ns, container] = names.map(|n| n.unwrap_or_default());
    let (path, text) = match runtime {
        _ if names.iter().all(Option::is_none) => return,
        "containerd" => (
            format!("run/containerd/io.containerd.runtime.v2.task/k8s.io/{id}/config.json"),
            serde_json::json!({"ociVersion": "1.2.0", "process": {"args": ["ze_workload"], "cwd": "/"}, "root": {"path": "rootfs"},
                "annotations": {"io.kubernetes.cri.container-type": "container", "io.kubernetes.cri.container-name": container,
                    "io.kubernetes.cri.sandbox-name": pod, "io.kubernetes.cri.sandbox-namespace": ns, "io.kubernetes.cri.sandbox-uid": uid},
                "linux": {"namespaces": [{"type": "pid"}]}}),
        ),
        // CRI-O writes both; the cgroupfs driver's case ("cri") finds the graph root's.
        "cri-o" | "cri" => (
            format!("{}/containers/storage/overlay-containers/{id}/userdata/config.json", if runtime == "cri" { "var/lib" } else { "run" }),
            serde_json::json!({"ociVersion": "1.0.2-dev", "process": {"args": ["ze_workload"], "cwd": "/"},
                "annotations": {"io.container.manager": "cri-o", "io.kubernetes.cri-o.ContainerType": "container",
                    "io.kubernetes.container.name": container, "io.kubernetes.pod.name": pod,
                    "io.kubernetes.pod.namespace": ns, "io.kubernetes.pod.uid": uid}}),
        ),
        "docker" => (
            format!("var/lib/docker/containers/{id}/config.v2.json"),
            serde_json::json!({"ID": id, "Name": format!("/{container}"), "Path": "ze_workload", "Driver": "overlay2",
                "Config": {"Hostname": &id[..12], "Image": "gpu-app", "Labels": {}}}),
        ),
        "podman" => (
            "var/lib/containers/storage/overlay-containers/containers.json".into(),
            serde_json::json!([{"id": id, "names": [container], "image": "f".repeat(64), "layer": "e".repeat(64),
                "metadata": format!("{{\"name\":\"{container}\"}}"), "created": "2025-01-01T00:00:00Z"}]),
        ),
        other => panic!("no state for {other}"),
    };
    let path = node.join(path);
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(path, text.to_string()).unwrap();
}

/// The first series of process `pid` in a scrape of the daemon's metrics at `sock`, once there.
fn process_series(sock: &std::path::Path, pid: u64) -> String {
    let start = std::time::Instant::now();
    loop {
        let mut s = UnixStream::connect(sock).unwrap();
        s.write_all(b"GET /metrics HTTP/1.0\r\n\r\n").unwrap();
        let mut text = String::new();
        std::io::Read::read_to_string(&mut s, &mut text).unwrap();
        let pid = format!("pid=\"{pid}\"");
        if let Some(line) = text.lines().find(|l| l.starts_with("ze_tracer_process_outstanding_objects{") && l.contains(&pid)) {
            return line.to_owned();
        }
        assert!(start.elapsed() < PATIENCE, "no series of {pid} in {text}");
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// The test's cgroups, deepest first; a cgroup goes once its last process is reaped.
fn remove_cgroups(top: &std::path::Path, made: Vec<PathBuf>) {
    for dir in made {
        let mut at = dir.as_path();
        while at.starts_with(top) {
            for _ in 0..100 {
                if std::fs::remove_dir(at).is_ok() || !at.exists() {
                    break;
                }
                std::thread::sleep(Duration::from_millis(20));
            }
            at = at.parent().unwrap();
        }
    }
}

/// A daemon killed while a process's open of a new copy waits at its gate (the daemon stopped,
/// so nothing of it can answer): the open goes on and the daemon's exit completes. Were the
/// gate's group released after the watch's, both would hang for good.
#[test]
fn a_daemon_killed_while_an_open_waits_lets_it_go() {
    fixture();
    let mut d = Daemon::start("killed-gate", &[], &[]);
    let dir = temp_dir("killed-gate-lib");
    // Named as the loader but no ELF file: written, not armed, so its opens stay gated.
    let file = dir.join("libze_loader.so.0.0.0");
    std::fs::write(&file, b"not an ELF file").unwrap();
    d.wait_for_all(&["named as a traced library, but none (yet)", file.to_str().unwrap()]);
    let daemon = d.child.id() as i32;
    unsafe { libc::kill(daemon, libc::SIGSTOP) };
    let mut cat = Command::new("cat").arg(&file).stdout(Stdio::null()).spawn().unwrap();
    // Waiting at the gate, which cannot answer.
    let wchan = format!("/proc/{}/wchan", cat.id());
    let start = std::time::Instant::now();
    while !std::fs::read_to_string(&wchan).unwrap_or_default().contains("fanotify") {
        assert!(cat.try_wait().unwrap().is_none(), "the open did not wait at the gate");
        assert!(start.elapsed() < PATIENCE, "the open never waited at the gate");
        std::thread::sleep(Duration::from_millis(5));
    }
    unsafe { libc::kill(daemon, libc::SIGKILL) };
    let start = std::time::Instant::now();
    let went_on = loop {
        if cat.try_wait().unwrap().is_some() {
            break true;
        }
        if start.elapsed() > PATIENCE {
            break false;
        }
        std::thread::sleep(Duration::from_millis(10));
    };
    // Either way, the open must not outlive the test (a waiting open would keep the daemon's
    // exit from completing).
    let _ = cat.kill();
    let _ = cat.wait();
    assert!(went_on, "the open still waits at the gate of a daemon killed {PATIENCE:?} ago");
    let _ = d.child.wait();
}

/// A process that keeps a CPU busy until the test ends.
fn hog() -> Busy {
    Busy(Command::new("sh").args(["-c", "while :; do :; done"]).spawn().unwrap())
}

/// A copy loaded with dlopen by path, as runtimes do, the first calls made at once.
#[test]
fn a_copy_loaded_with_dlopen_is_traced_from_its_first_call() {
    fixture();
    // Alone: see a_copy_written_after_start_is_traced_from_its_first_call.
    let d = Daemon::start_alone("dlopen-copy", &["--no-watch"]);
    let copy = install_loader_copy(&temp_dir("dlopen-copy-lib"));
    traced_from_its_first_call(d, |cmd| *cmd = dlopen_workload(&copy));
}

/// A copy no process maps any more and no path reaches: its probes are removed, so that a
/// long-running daemon does not keep every container's files alive.
#[test]
fn probes_of_a_vanished_copy_are_removed() {
    fixture();
    let mut d = Daemon::start("vanish", &["--vanish-check", "1"], &[]);
    let copy_dir = temp_dir("vanish-lib");
    let copy = install_loader_copy(&copy_dir);
    let turn = new_copy_turn();
    let mut held = workload()
        .env("LD_LIBRARY_PATH", &copy_dir)
        .args(["lifecycle", "--wait-stdin"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    d.wait_for_all(&["loader copy attached", copy.to_str().unwrap()]);
    // Past its loading (every tracer running has let it go): another test's may begin.
    let mut stdout = BufReader::new(held.stdout.take().unwrap());
    let mut ready = String::new();
    stdout.read_line(&mut ready).unwrap();
    assert_eq!(ready.trim(), "READY");
    drop(turn);
    // Deleted while the process still maps it; gone for good once it exits.
    std::fs::remove_dir_all(&copy_dir).unwrap();
    held.stdin.take().unwrap().write_all(b"go\n").unwrap();
    std::io::copy(&mut stdout, &mut std::io::sink()).unwrap();
    assert!(held.wait().unwrap().success());
    d.wait_for_all(&["copy gone", copy.file_name().unwrap().to_str().unwrap()]);
    d.stop();
}

/// A copy armed through its first process outlives that process: checks for vanished copies
/// after it ended, none mapping the copy, keep its probes, and the next process that loads it
/// is traced without arming it again. Before, the daemon kept the copy by a path through that
/// process's `/proc/PID/root`, dead with it: at the next check the copy was taken for
/// vanished, its probes removed, and each later process held while it was armed again.
#[test]
fn a_copy_outlives_the_process_it_was_found_through() {
    fixture();
    let mut d = Daemon::start("outlives", &["--vanish-check", "1", "--no-watch"], &[]);
    let (kept_dir, gone_dir) = (temp_dir("outlives-kept"), temp_dir("outlives-gone"));
    let (kept, gone) = (install_loader_copy(&kept_dir), install_loader_copy(&gone_dir));
    exact_through_copy(&mut d, &kept_dir);
    // A copy deleted as its process ends: its removal says a check ran once `kept`'s process
    // had ended, with nothing mapping `kept`.
    exact_through_copy(&mut d, &gone_dir);
    std::fs::remove_dir_all(&gone_dir).unwrap();
    d.wait_for_all(&["copy gone", gone.to_str().unwrap()]);
    exact_through_copy(&mut d, &kept_dir);
    let (_, log) = d.stop();
    let kept = kept.to_str().unwrap();
    let said = |what: &str| log.lines().filter(|l| l.contains(what) && l.contains(kept)).count();
    assert_eq!(said("copy gone"), 0, "{log}");
    assert_eq!(said("loader copy attached"), 1, "{log}");
    let _ = std::fs::remove_dir_all(&kept_dir);
}

/// A copy taken for vanished (no path the daemon knows reaches it, no process maps it) and
/// loaded again at once by another path (a hard link) is armed again only once its old probes
/// are torn down, which the kernel does a grace period at a time (made slow here): with both
/// in place, its calls were counted twice.
#[test]
fn a_copy_loaded_again_as_its_probes_are_removed_is_counted_once() {
    fixture();
    let mut d = Daemon::start("reloaded", &["--vanish-check", "1", "--no-watch", "--slow-detach-ms", "1000"], &[]);
    let (first_dir, again_dir) = (temp_dir("reloaded-first"), temp_dir("reloaded-again"));
    let copy = install_loader_copy(&first_dir);
    let name = copy.file_name().unwrap();
    std::fs::hard_link(&copy, again_dir.join(name)).unwrap();
    std::os::unix::fs::symlink(name, again_dir.join("libze_loader.so.1")).unwrap();
    exact_through_copy(&mut d, &first_dir);
    std::fs::remove_dir_all(&first_dir).unwrap();
    d.wait_for_all(&["copy gone", copy.to_str().unwrap()]);
    exact_through_copy(&mut d, &again_dir);
    d.stop();
    let _ = std::fs::remove_dir_all(&again_dir);
}

/// The workload run to its end on the loader copy in `dir`: its summary exact and complete.
fn exact_through_copy(d: &mut Daemon, dir: &std::path::Path) {
    let out = {
        let _turn = new_copy_turn();
        workload().env("LD_LIBRARY_PATH", dir).args(["lifecycle", "--leak", "host"]).output().unwrap()
    };
    assert!(out.status.success(), "{out:?}");
    let truth = ground_truth(&String::from_utf8_lossy(&out.stdout));
    assert_complete(&d.expect_exact(&truth, ""));
}

/// A program started through an ld.so of its own (its ELF interpreter a copy, as Nix-style or
/// relocated Python builds have): that ld.so is probed at its exec, so a copy of the loader it
/// loads later is held and traced from its first call.
#[test]
fn a_program_with_its_own_ld_so_is_traced_from_its_first_call() {
    fixture();
    // Alone: every system-wide tracer running would probe the new ld.so at its exec, and while
    // a thread is held in one tracer's handler of that probe (at the dlopen below), the kernel
    // makes the others wait to register theirs, their loops stalled meanwhile (see
    // docs/ARCHITECTURE.md, the hold).
    let mut d = Daemon::start_alone("own-ldso", &["--no-watch"]);
    let dir = temp_dir("own-ldso-lib");
    let ldso = dir.join("ld-linux-x86-64.so.2");
    std::fs::copy("/lib64/ld-linux-x86-64.so.2", &ldso).unwrap();
    let copy = install_loader_copy(&dir);
    let mut cmd = Command::new(&ldso);
    cmd.arg(fixture().join("ze_dlopen")).arg("--wait").arg(&copy).args(["lifecycle", "--leak", "context,list,host,event"]);
    workload_env(&mut cmd);
    let loading = start_loading(cmd);
    d.wait_for_all(&["ld.so copy probed", ldso.to_str().unwrap()]);
    let out = {
        let _turn = new_copy_turn();
        loading.finish()
    };
    let summary = d.expect_exact(&ground_truth(&out), "");
    assert_complete(&summary);
    d.stop();
}

/// As a container would: the copy is at a path that exists only in the process's own root
/// (a chroot in a private mount namespace), and is read through /proc/<pid>/root.
#[test]
fn a_copy_in_another_root_is_traced_from_its_first_call() {
    fixture();
    let root = temp_dir("container-root");
    for dir in ["usr", "dev", "fixture", "opt/ze", "tmp"] {
        std::fs::create_dir_all(root.join(dir)).unwrap();
    }
    for (link, to) in [("lib", "usr/lib"), ("lib64", "usr/lib64"), ("bin", "usr/bin")] {
        std::os::unix::fs::symlink(to, root.join(link)).unwrap();
    }
    install_loader_copy(&root.join("opt/ze"));
    // Alone: the copy predates the daemon, so its thread is held (see
    // a_copy_written_after_start_is_traced_from_its_first_call).
    let d = Daemon::start_alone("container", &[]);
    let script = format!(
        "mount --bind /usr {r}/usr && mount --bind /dev {r}/dev && mount --bind {f} {r}/fixture \
         && exec chroot {r} /fixture/ze_workload \"$@\"",
        r = root.display(),
        f = fixture().display()
    );
    traced_from_its_first_call(d, |cmd| {
        *cmd = {
            let mut c = Command::new("unshare");
            c.args(["--mount", "--propagation", "private", "sh", "-c", &script, "sh"]);
            c.env("LD_LIBRARY_PATH", "/opt/ze").env("ZE_ENABLE_ALT_DRIVERS", "/fixture/libze_fake.so");
            c
        };
    });
}

/// Runs a leaking workload (its command set by `setup`) on a loader copy the daemon did not
/// know, calling from its first instant: the daemon held its thread until the copy was armed,
/// so its summary is exact and complete.
/// Returns the daemon's log.
/// The path no probe sees (no ld.so probed, the exec's maps never read: injected here, as for
/// a process under an ld.so not probed yet that is gone before the daemon reads its maps): a
/// copy loaded and used, never armed. Its process still gets a summary, found at its exit in
/// its list of objects: incomplete, naming the copy, first on stderr.
#[test]
fn a_copy_never_armed_is_named_at_the_exit() {
    fixture();
    let mut d = Daemon::start("never-armed", &["--no-watch", "--no-ldso-probe", "--no-exec-scan"], &[]);
    let copy = install_loader_copy(&temp_dir("never-armed-lib"));
    let out = {
        let _turn = new_copy_turn();
        dlopen_workload(&copy).args(["lifecycle", "--leak", "host"]).output().unwrap()
    };
    assert!(out.status.success(), "{out:?}");
    let pid = ground_truth(&String::from_utf8_lossy(&out.stdout))["pid"].as_u64().unwrap();
    let (summary, _, rows) = d.outputs(pid, "");
    assert_eq!((summary["complete"].as_bool(), rows.len()), (Some(false), 0), "{summary}");
    let shown = copy.display().to_string();
    let reasons = summary["incomplete_reasons"].as_array().unwrap();
    let never = format!("{shown} was loaded through an ld.so not yet probed");
    assert!(reasons.iter().any(|r| r.as_str().unwrap().starts_with(&never)), "{reasons:?}");
    let head = format!("ze-tracer: pid {pid} ");
    let first = d.wait_for(&head);
    assert!(first.contains(&format!("INCOMPLETE, calls of {shown} may be missing")), "{first}");
    d.stop();
}

/// A program whose interpreter is a copy of ld.so no daemon probed yet loads a new loader copy
/// at once and ends: system-wide, with no exec gate, the daemon may learn of its exec only
/// after its end. Its summary is exact, or incomplete and says why; it is never missing (it
/// was, in one run of several, before the exit looked at its list) and never complete with
/// calls missing.
#[test]
fn system_wide_a_new_interpreter_is_exact_or_says_why() {
    fixture();
    // Alone: every tracer running probes the new ld.so (see
    // a_program_with_its_own_ld_so_is_traced_from_its_first_call).
    let mut d = Daemon::start_alone("sw-new-interp", &["--no-watch"]);
    let mut incomplete = 0;
    for round in 0..4 {
        let lib = temp_dir(&format!("sw-new-interp-lib-{round}"));
        let (program, _) = program_with_new_interpreter(&lib);
        let copy = install_loader_copy(&lib);
        let out = {
            let _turn = new_copy_turn();
            let mut cmd = Command::new(&program);
            workload_env(cmd.arg(&copy)).args(["lifecycle", "--leak", "context,list,host,event"]).output().unwrap()
        };
        assert!(out.status.success(), "{out:?}");
        let truth = ground_truth(&String::from_utf8_lossy(&out.stdout));
        let (summary, _, _) = d.outputs(truth["pid"].as_u64().unwrap(), "");
        match summary["complete"].as_bool() {
            Some(true) => _ = d.expect_exact(&truth, ""),
            _ => {
                incomplete += 1;
                assert!(!summary["incomplete_reasons"].as_array().unwrap().is_empty(), "{summary}");
            }
        }
    }
    eprintln!("{incomplete} of 4 incomplete");
    d.stop();
}

/// A program under an ld.so no probe is on loads a new loader copy and makes its calls while
/// the daemon is stopped; let go, the daemon finds the copy in its maps and arms it while the
/// process still runs, which then ends with no call more. No EXIT comes from the kernel for a
/// process none of whose calls was traced, and its exit finds the copy armed: it ended with no
/// summary at all (1 run in 6 of `system_wide_a_new_interpreter_is_exact_or_says_why` under
/// load). Its summary is written, and says why its calls are missing.
#[test]
fn system_wide_a_copy_armed_after_the_calls_still_leaves_a_summary() {
    fixture();
    let mut d = Daemon::start_alone("sw-armed-after", &["--no-watch"]);
    let lib = temp_dir("sw-armed-after-lib");
    let (program, _) = program_with_new_interpreter(&lib);
    let copy = install_loader_copy(&lib);
    let _turn = new_copy_turn();
    let daemon = d.child.id() as i32;
    unsafe { libc::kill(daemon, libc::SIGSTOP) };
    let mut cmd = Command::new(&program);
    let mut child = workload_env(cmd.arg(&copy)).args(["lifecycle", "--leak", "event", "--hold"]).stdin(Stdio::piped()).stdout(Stdio::piped()).spawn();
    let truth = child.as_mut().map(|c| read_truth(c.stdout.take().unwrap()));
    unsafe { libc::kill(daemon, libc::SIGCONT) };
    let truth = truth.unwrap();
    let mut child = child.unwrap();
    let pid = truth["pid"].as_u64().unwrap();
    d.wait_for_all(&["attached after the process mapped it", &format!("pid={pid} ")]);
    drop(child.stdin.take());
    assert!(child.wait().unwrap().success());
    let (summary, _, rows) = d.outputs(pid, "");
    assert_eq!(summary["complete"], false, "{summary}");
    assert!(summary["incomplete_reasons"].to_string().contains("attached after the process mapped it"), "{summary}");
    assert!(rows.is_empty() && summary["calls"].as_object().is_some_and(|c| c.is_empty()), "{summary}");
    let (code, log) = d.stop();
    assert_eq!(code, Some(0), "{log}");
}

/// Once the daemon has said all of `needles`, `child` (waiting on its stdin) goes on to its end;
/// its summary, and the daemon's log, once stopped (cleanly).
fn go_when_said(mut d: Daemon, child: &mut std::process::Child, needles: &[&str]) -> (Value, String) {
    d.wait_for_all(needles);
    child.stdin.take().unwrap().write_all(b"go\n").unwrap();
    assert!(child.wait().unwrap().success());
    let (summary, _, _) = d.outputs(child.id() as u64, "");
    let (code, log) = d.stop();
    assert_eq!(code, Some(0), "{log}");
    (summary, log)
}

/// In `lib`: a copy of the loader, and the system's python3 run by a copy of ld.so no probe is
/// on (its own interpreter).
fn python_with_new_interpreter(lib: &std::path::Path) -> (PathBuf, PathBuf) {
    let (_, ldso) = program_with_new_interpreter(lib);
    let copy = install_loader_copy(lib);
    let python = lib.join("python3");
    std::fs::copy(std::fs::canonicalize("/usr/bin/python3").unwrap(), &python).unwrap();
    assert!(Command::new("patchelf").arg("--set-interpreter").arg(&ldso).arg(&python).status().unwrap().success());
    (copy, python)
}

/// A program under an ld.so no probe is on loads a new loader copy and initializes Level Zero
/// unseen, while the daemon is stopped. Let go, the daemon probes that ld.so, then (slowly)
/// arms the copy; meanwhile the program loads a library new to it, and ld.so's first report,
/// from the probe just put on, finds the copy unarmed and holds the thread until it is. That
/// hold proves nothing of what ran before ld.so's first report: it was taken for a proof that
/// the copy was armed before its first call, said so in the log, and made the summary complete
/// when the process was tracked by then (a run of `system_wide_a_new_interpreter_…` was
/// complete with its `zeInit` missing). Neither says so now, and its summary says its calls
/// may be missing.
#[test]
fn system_wide_a_hold_at_a_late_first_look_proves_nothing() {
    fixture();
    let d = Daemon::start_alone("sw-late-look", &["--no-watch", "--slow-arming-ms", "1000"]);
    let lib = temp_dir("sw-late-look-lib");
    let (copy, python) = python_with_new_interpreter(&lib);
    let script = format!(
        "import ctypes, sys\nze = ctypes.CDLL({copy:?}, mode=ctypes.RTLD_GLOBAL)\nassert ze.zeInit(0) == 0\nprint('INIT', flush=True)\n\
         sys.stdin.readline()\nctypes.CDLL({other:?})\n",
        copy = copy.to_str().unwrap(),
        other = lib.join("libze_workload.so").to_str().unwrap(),
    );
    let _turn = new_copy_turn();
    let daemon = d.child.id() as i32;
    unsafe { libc::kill(daemon, libc::SIGSTOP) };
    let mut cmd = Command::new(&python);
    let mut child = workload_env(cmd.args(["-c", &script]).env("PYTHONHOME", "/usr")).stdin(Stdio::piped()).stdout(Stdio::piped()).spawn();
    let init = child.as_mut().ok().map(|c| BufReader::new(c.stdout.take().unwrap()).lines().next());
    unsafe { libc::kill(daemon, libc::SIGCONT) };
    let mut child = child.unwrap();
    assert!(matches!(init, Some(Some(Ok(ref l))) if l == "INIT"), "{init:?}");
    let pid = child.id();
    let ldso = lib.join("ld-linux-x86-64.so.2");
    let (summary, log) = go_when_said(d, &mut child, &["ld.so copy probed", ldso.to_str().unwrap()]);
    assert_eq!(summary["complete"], false, "{summary}\n{log}");
    let claim = format!("before its first call: thread let go pid={pid} ");
    assert!(!log.lines().any(|l| l.contains(&claim)), "{log}");
}

/// A program under an ld.so no probe is on, met at its exec by the daemon, which probes that
/// ld.so after the program began and then finds no loader copy in its maps; the program then
/// loads a new copy and never initializes it (a test runner that imports a GPU library and
/// skips). ld.so's first report of it is late (its probe came after the process began), but
/// it lists no copy loaded before the probe: the hold there is a proof, the copy was armed in
/// time, and the process is complete and made no object. Taken for a late look, it was
/// INCOMPLETE.
#[test]
fn system_wide_a_copy_loaded_after_the_daemon_looked_is_armed_in_time() {
    fixture();
    let d = Daemon::start_alone("sw-looked", &["--no-watch"]);
    let lib = temp_dir("sw-looked-lib");
    let (copy, python) = python_with_new_interpreter(&lib);
    let script = format!("import ctypes, sys\nsys.stdin.readline()\nctypes.CDLL({copy:?})\n", copy = copy.to_str().unwrap());
    let _turn = new_copy_turn();
    let mut cmd = Command::new(&python);
    let mut child = cmd.args(["-c", &script]).env("PYTHONHOME", "/usr").stdin(Stdio::piped()).spawn().unwrap();
    let pid = child.id();
    let (summary, log) = go_when_said(d, &mut child, &["ld.so's reports of it are proofs", &format!("pid={pid}")]);
    assert_eq!(summary["complete"], true, "{summary}\n{log}");
    assert_eq!(summary["level_zero"], "not_initialized", "{summary}");
}

/// Two programs under an ld.so no probe is on, each running `script(copy)` (`copy`: a new
/// loader copy), which prints INIT once what must go unseen is done, then waits for a line:
/// started while the daemon is stopped, they load the copy and call it unseen. Let go, the
/// daemon probes that ld.so at the exec it handles first, and arms the copy there (late for
/// that program); the other's look comes only at its next load, and finds the copy armed since
/// it began (`Armed::Unproven`: settled by its calls). Their summaries, and the daemon's log.
fn two_unseen_then_let_go(name: &str, script: impl Fn(&std::path::Path) -> String) -> (Vec<Value>, String) {
    fixture();
    let mut d = Daemon::start_alone(name, &["--no-watch"]);
    let lib = temp_dir(&format!("{name}-lib"));
    let (copy, python) = python_with_new_interpreter(&lib);
    let script = script(&copy);
    let _turn = new_copy_turn();
    let daemon = d.child.id() as i32;
    unsafe { libc::kill(daemon, libc::SIGSTOP) };
    let spawned: Vec<_> = (0..2)
        .map(|_| workload_env(Command::new(&python).args(["-c", &script]).env("PYTHONHOME", "/usr")).stdin(Stdio::piped()).stdout(Stdio::piped()).spawn())
        .collect();
    let inits: Vec<_> = spawned.into_iter().map(|c| c.map(|mut c| (BufReader::new(c.stdout.take().unwrap()).lines().next(), c))).collect();
    unsafe { libc::kill(daemon, libc::SIGCONT) };
    let mut children = vec![];
    for init in inits {
        let (line, child) = init.unwrap();
        assert!(matches!(line, Some(Ok(ref l)) if l == "INIT"), "{line:?}");
        children.push(child);
    }
    // The first exec handled armed the copy.
    d.wait_for_all(&["attached after the process mapped it", copy.file_name().unwrap().to_str().unwrap()]);
    let mut summaries = vec![];
    for mut child in children {
        child.stdin.take().unwrap().write_all(b"go\n").unwrap();
        assert!(child.wait().unwrap().success());
        summaries.push(d.outputs(child.id() as u64, "").0);
    }
    let (code, log) = d.stop();
    assert_eq!(code, Some(0), "{log}");
    for summary in &summaries {
        assert_eq!(summary["complete"], false, "{summary}\n{log}");
    }
    (summaries, log)
}

/// Each program initializes through the new copy unseen, then, let go, loads the system's
/// loader (armed long before) and initializes through it, seen. That `zeInit` is a witness of
/// its own copy only: the new copy made its calls unseen, and the program looked at late is
/// incomplete. Taken for a witness of every copy the process maps, it made it complete.
#[test]
fn system_wide_a_zeinit_witnesses_its_own_copy_only() {
    let script = |copy: &std::path::Path| {
        format!(
            "import ctypes, sys\nnew = ctypes.CDLL({copy:?})\nassert new.zeInit(0) == 0\nprint('INIT', flush=True)\n\
             sys.stdin.readline()\nsystem = ctypes.CDLL('/usr/lib/x86_64-linux-gnu/libze_loader.so.1')\nassert system.zeInit(0) == 0\n",
        )
    };
    let (summaries, log) = two_unseen_then_let_go("sw-witness", script);
    // The one looked at late: its copy settled by its calls, and none of them went through it.
    let unproven = "armed only after it began, and no call of it was traced";
    assert!(summaries.iter().any(|s| s.to_string().contains(unproven)), "{summaries:?}\n{log}");
}

/// Each program initializes through the new copy and makes a context unseen, then, let go,
/// initializes through it again (a second library's `zeInit`), seen, and destroys that context.
/// The `zeInit` seen is a witness of that copy, but the destroy of an object never seen made
/// says calls of it were missed: the program looked at late is incomplete. It was complete.
#[test]
fn system_wide_a_zeinit_seen_after_unseen_creates_vouches_for_nothing() {
    let script = |copy: &std::path::Path| {
        format!(
            "import ctypes, sys\nze = ctypes.CDLL({copy:?})\nassert ze.zeInit(0) == 0\n\
             n, driver = ctypes.c_uint32(1), ctypes.c_void_p()\nassert ze.zeDriverGet(ctypes.byref(n), ctypes.byref(driver)) == 0\n\
             class Desc(ctypes.Structure):\n    _fields_ = [('stype', ctypes.c_uint32), ('pNext', ctypes.c_void_p), ('flags', ctypes.c_uint32)]\n\
             context = ctypes.c_void_p()\nassert ze.zeContextCreate(driver, ctypes.byref(Desc(0xD, None, 0)), ctypes.byref(context)) == 0\n\
             print('INIT', flush=True)\nsys.stdin.readline()\nctypes.CDLL('libc.so.6')\nassert ze.zeInit(0) == 0\nassert ze.zeContextDestroy(context) == 0\n",
        )
    };
    let (summaries, log) = two_unseen_then_let_go("sw-twice", script);
    let contradicted = "objects it destroyed were never seen made";
    assert!(summaries.iter().any(|s| s.to_string().contains(contradicted)), "{summaries:?}\n{log}");
}

/// A CPython script that ends right after its leaks (its main script returns, finalization
/// frees its code), under a system-wide daemon that learns of it only as it runs, long after
/// its main script began: the frames of every leak keep their lines, `<module>`'s included, on
/// every CPython the suite has. Its main script's end was hooked with a return probe, which
/// misses the call already running as it is attached: `<module>`'s line was lost, without a
/// word, in 3 of 3 runs.
#[test]
fn system_wide_a_python_that_ends_right_after_its_leak_keeps_its_lines() {
    use common::python::{pythons, script};
    fixture();
    let mut d = Daemon::start("sw-python-end", &[], &[]);
    for (version, python) in pythons() {
        hook_interpreter(&mut d, &python);
        // It leaks once told, and is told once it is tracked: its exec was handled by then
        // (the same ring), so its creates have Python frames however late the daemon is.
        let mut cmd = Command::new(&python);
        let mut leaks = workload_env(cmd.arg(script()).arg("--after-stdin")).stdin(Stdio::piped()).stdout(Stdio::piped()).spawn().unwrap();
        d.wait_for(&format!("tracking pid={} ", leaks.id()));
        leaks.stdin.take().unwrap().write_all(b"go\n").unwrap();
        let out = leaks.wait_with_output().unwrap();
        assert_python_sites(&mut d, version, &out);
    }
    d.stop();
}

/// A CPython that starts while the system-wide daemon is stopped (as when it is behind on the
/// node's execs) and leaks as soon as it has loaded the loader, armed long before: no image is
/// held as it starts system-wide, so its creates came before the daemon looked at it for
/// CPython, without Python frames ("made before its interpreter was found"). Its load of the
/// loader now holds it until the daemon has looked (`config::HOLD_UNLOOKED`): every leak has
/// its frames, on every CPython the suite has.
#[test]
fn system_wide_a_python_the_daemon_is_behind_on_waits_for_its_look() {
    use common::python::{pythons, script};
    fixture();
    // Alone: a held thread keeps its CPU while the daemon is stopped (no parking), and a
    // second daemon's hold of another would leave none to this test.
    // Held until looked at, longer than the service's 250 ms: this daemon is stopped meanwhile.
    let mut d = Daemon::start_alone("sw-python-behind", &["--start-hold-ms", "5000"]);
    for (version, python) in pythons() {
        hook_interpreter(&mut d, &python);
        let daemon = d.child.id() as i32;
        unsafe { libc::kill(daemon, libc::SIGSTOP) };
        let mut cmd = Command::new(&python);
        let leaks = workload_env(cmd.arg(script())).stdin(Stdio::null()).stdout(Stdio::piped()).spawn();
        // Let go once ld.so has mapped the loader (its probe comes right after), and as long
        // after as its leaks take unheld: they are made by then, unless held.
        let loaded = leaks.as_ref().map(|c| mapping(c.id(), "libze_loader.so"));
        std::thread::sleep(Duration::from_millis(200));
        unsafe { libc::kill(daemon, libc::SIGCONT) };
        assert!(loaded.as_ref().is_ok_and(Option::is_some), "CPython {version:?}: the loader never mapped: {loaded:?}");
        let out = leaks.unwrap().wait_with_output().unwrap();
        assert_python_sites(&mut d, version, &out);
    }
    d.stop();
}

/// Hooks `python`'s files as a CPython that waits shows them: the first process of a file the
/// daemon sees goes on while they are hooked (tens of ms), and one whose script ends within
/// them is not held at its end (docs/ARCHITECTURE.md). The daemon, system-wide, may have
/// hooked them for another test's CPython already: its line then names that process. A
/// CPython with an ld.so of its own (the suite's, on a glibc of their own) has that ld.so
/// probed at its first exec's scan, after its files are hooked: waited for too.
fn hook_interpreter(d: &mut Daemon, python: &std::path::Path) {
    let name = python.file_name().unwrap().to_string_lossy().into_owned();
    let mut first = Command::new(python).args(["-c", "import sys; sys.stdin.readline()"]).stdin(Stdio::piped()).spawn().unwrap();
    let ldso = mapping(first.id(), "/ld-linux").expect("no ld.so mapped");
    let system = std::fs::canonicalize("/lib64/ld-linux-x86-64.so.2").is_ok_and(|s| std::fs::canonicalize(&ldso).is_ok_and(|l| l == s));
    for needles in [Some(["exit hooked", &name]), (!system).then_some(["ld.so copy probed", &ldso])].into_iter().flatten() {
        if !d.log.lines().any(|l| needles.iter().all(|n| l.contains(n))) {
            d.wait_for_all(&needles);
        }
    }
    drop(first.stdin.take());
    first.wait().unwrap();
}

/// The path of the first file `pid` maps whose path contains `name`, looked at until it maps
/// one (an exec is told done before its interpreter is mapped) or it ends (at most `PATIENCE`).
fn mapping(pid: u32, name: &str) -> Option<String> {
    let start = std::time::Instant::now();
    while start.elapsed() < PATIENCE {
        let maps = std::fs::read_to_string(format!("/proc/{pid}/maps")).ok()?;
        if let Some(path) = maps.lines().filter_map(|l| l.split_whitespace().nth(5)).find(|p| p.contains(name)) {
            return Some(path.to_owned());
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    None
}

/// leaks.py's run (`out`) under `d`: its summary has every leak's site with its Python frames,
/// and says none are missing.
fn assert_python_sites(d: &mut Daemon, version: (u8, u8), out: &std::process::Output) {
    use common::python::{python_frames, truth_frames};
    assert!(out.status.success(), "CPython {version:?}: {out:?}");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let truth: Value = serde_json::from_str(stdout.lines().find_map(|l| l.strip_prefix("PY_TRUTH ")).expect("no truth")).unwrap();
    let (summary, _, _) = d.outputs(truth["pid"].as_u64().unwrap(), "");
    let sites = summary["sites"].as_array().unwrap();
    assert!(summary.get("python_frames_missing").is_none(), "CPython {version:?}: {summary}\n{}", d.log);
    for t in truth["sites"].as_array().unwrap() {
        let want = truth_frames(t, version);
        let found = sites.iter().find(|s| python_frames(s).starts_with(&want) && s["objects"] == t["objects"]);
        let named: Vec<_> = sites.iter().map(python_frames).collect();
        assert!(found.is_some(), "CPython {version:?}: no site with Python frames {want:?}; {named:?}\n{}", d.log);
    }
}

fn traced_from_its_first_call(mut d: Daemon, setup: impl FnOnce(&mut Command)) -> String {
    let mut cmd = workload();
    setup(&mut cmd);
    let out = {
        let _turn = new_copy_turn();
        cmd.args(["lifecycle", "--leak", "context,list,host,event"]).output().unwrap()
    };
    assert!(out.status.success(), "{out:?}");
    let truth = ground_truth(&String::from_utf8_lossy(&out.stdout));
    let summary = d.expect_exact(&truth, "");
    assert_complete(&summary);
    let pid = format!("pid={} ", truth["pid"]);
    // Held until armed; or, watching, armed as it was written (or as it was opened).
    let needles = match d.watching {
        false => vec!["before its first call", pid.as_str()],
        true => vec!["loader copy armed"],
    };
    let seen = d.log.lines().find(|l| needles.iter().all(|n| l.contains(n))).map(str::to_owned);
    let armed = seen.unwrap_or_else(|| d.wait_for_all(&needles));
    assert!(armed.contains("loader copy armed"), "{armed}");
    d.stop().1
}

#[test]
fn run_mode_follows_children() {
    let _turn = shared_turn();
    fixture();
    let dir = temp_dir("follow");
    let program = fixture().join("ze_workload");
    let script = format!(
        "{p} lifecycle --leak host & {p} threads --threads 2 --iters 50 --leak-every 4; wait",
        p = program.display()
    );
    let run = |extra: &[&str]| {
        let out = tracer()
            .arg("--output-dir")
            .arg(&dir)
            .args(extra)
            .args(["--", "sh", "-c", &script])
            .env("ZE_ENABLE_ALT_DRIVERS", fixture().join("libze_fake.so"))
            .output()
            .unwrap();
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        let truths: Vec<Value> = String::from_utf8_lossy(&out.stdout)
            .lines()
            .filter_map(|l| l.strip_prefix("GROUND_TRUTH "))
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        assert_eq!(truths.len(), 2);
        (truths, String::from_utf8_lossy(&out.stderr).into_owned())
    };
    let (truths, stderr) = run(&[]);
    for truth in &truths {
        let (summary, header, rows) = read_outputs(&dir, truth["pid"].as_u64().unwrap(), "");
        let t = Traced { truth: truth.clone(), summary, header, rows, tracer_code: Some(0), tracer_stderr: stderr.clone() };
        check(&t);
        assert_complete(&t.summary);
    }
    // --no-follow: the shell only, which makes no Level Zero call.
    let (truths, _) = run(&["--no-follow"]);
    for truth in &truths {
        assert!(!dir.join(format!("ze-tracer_pid{}.json", truth["pid"])).exists());
    }
}

/// Children that the kernel side's table of processes has no room for run untraced: run mode
/// says how many, and `--fail-on-leak` does not pass a command whose leak it could not see.
/// With a table of 2, the shell and its first sleeper fill it; the second sleeper and the
/// leaking workload find no room. With the table's full size, the leak is seen. Threads take
/// no room: the shell and a workload of 4 threads fit in 2.
#[test]
fn children_the_kernel_cannot_follow_are_counted_not_called_clean() {
    let _turn = shared_turn();
    let workload = fixture().join("ze_workload");
    let script = format!("sleep 30 & a=$!; sleep 30 & b=$!; {} lifecycle --leak context; kill $a $b", workload.display());
    let threads = format!("{} threads --threads 4 --iters 20 --leak-every 4", workload.display());
    let run = |hooks: &[&str], script: &str| {
        let dir = temp_dir("unfollowed");
        let out = workload_env(&mut tracer_with(hooks))
            .args(["--fail-on-leak", "-q", "-o"])
            .arg(&dir)
            .args(["--", "sh", "-c", script])
            .output()
            .unwrap();
        let workload = ground_truth(&String::from_utf8_lossy(&out.stdout))["pid"].as_u64().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
        (out.status.code(), stderr, summary_pids(&dir).contains(&workload))
    };
    let (code, stderr, traced) = run(&["--process-table", "2"], &script);
    assert_eq!(code, Some(11), "{stderr}");
    assert!(stderr.contains("2 processes forked by traced processes could not be followed"), "{stderr}");
    assert!(!traced, "the workload ran untraced: {stderr}");
    let (code, stderr, traced) = run(&[], &script);
    assert_eq!(code, Some(10), "{stderr}");
    assert!(!stderr.contains("could not be followed"), "{stderr}");
    assert!(traced, "{stderr}");
    let (code, stderr, traced) = run(&["--process-table", "2"], &threads);
    assert_eq!(code, Some(10), "{stderr}");
    assert!(!stderr.contains("could not be followed"), "{stderr}");
    assert!(traced, "{stderr}");
}

/// `--pid --follow`: a process named by PID (a shell, here) forks the Level Zero workload.
#[test]
fn pid_follow_traces_the_children_it_forks() {
    let _turn = shared_turn();
    fixture();
    let dir = temp_dir("pid-follow");
    let script = format!("read go; {} lifecycle --leak host,event; true", fixture().join("ze_workload").display());
    let mut shell = workload_env(Command::new("sh").args(["-c", &script]))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let shell_pid = shell.id();
    let (mut t, _err, said) = attach(shell_pid, &dir, &["--follow"]);
    assert!(said.contains("and its children"), "{said}");
    shell.stdin.take().unwrap().write_all(b"go\n").unwrap();
    let out = shell.wait_with_output().unwrap();
    assert_eq!(t.wait().unwrap().code(), Some(0));
    let truth = ground_truth(&String::from_utf8_lossy(&out.stdout));
    assert_ne!(truth["pid"], shell_pid, "a child, not the shell itself");
    let (summary, header, rows) = read_outputs(&dir, truth["pid"].as_u64().unwrap(), "");
    let t = Traced { truth, summary, header, rows, tracer_code: Some(0), tracer_stderr: said };
    check(&t);
    assert_complete(&t.summary);
}

/// A daemon kept off the CPU while a process overflows the ring (of 1 MB: `--ring-mb`): the
/// drops are logged and counted in that process's summary, and its end is found though its
/// EXIT was dropped too.
#[test]
fn dropped_events_are_attributed() {
    fixture();
    // Without stacks: a create's record is then an event alone (56 bytes), and the bound
    // below holds whatever other tests' processes put in the ring.
    let mut d = Daemon::start_alone("drops", &["--ring-mb", "1", "--no-stacks"]);
    unsafe { libc::kill(d.child.id() as i32, libc::SIGSTOP) };
    // 20,000 allocations and frees: 40,000 events, twice what 1 MB holds.
    let out = run_workload(&["stress", "--iters", "20000", "--free-ratio", "1", "--no-truth"], &[]);
    unsafe { libc::kill(d.child.id() as i32, libc::SIGCONT) };
    let stress: Value = serde_json::from_str(out.lines().find_map(|l| l.strip_prefix("STRESS ")).unwrap()).unwrap();
    let pid = stress["pid"].as_u64().unwrap();
    d.wait_for("ring buffer full");
    let (summary, _, rows) = d.outputs(pid, "");
    assert_eq!(summary["complete"], false);
    let dropped = summary["dropped_events"].as_u64().unwrap();
    // Its shard's ring holds at most 18,724 events (1 MB of 56-byte records, shared by the
    // shards), with whatever else ran meanwhile: at most that many of ours got in, and every
    // later event of the process was dropped, its EXIT included.
    let holds = (1 << 20) / 56;
    assert!(rows.len() < holds && dropped > 0, "{} rows, {dropped} dropped", rows.len());
    // A row per call received: the loop's, and the context and pool created before it and
    // destroyed after.
    let events = 1 + 2 + stress["calls"].as_u64().unwrap() + 2 + 1;
    assert_eq!(rows.len() as u64 + 1 + dropped, events, "{summary}");
    d.stop();
}

/// --max-processes: beyond the cap a process is not tracked, and the daemon says so.
#[test]
fn the_process_cap_is_kept_and_said() {
    fixture();
    // Under a name of its own: other tests' processes must not take the one place.
    let program = temp_dir("cap-bin").join("capped_wl");
    std::fs::copy(fixture().join("ze_workload"), &program).unwrap();
    let mut d = Daemon::start("cap", &["--max-processes", "1", "--comm", "capped_wl"], &[]);
    let busy = Busy(
        workload_env(&mut Command::new(&program))
            .args(["stress", "--throughput", "500", "--duration", "30", "--no-truth"])
            .stdout(Stdio::null())
            .spawn()
            .unwrap(),
    );
    d.wait_for(&format!("tracking pid={} ", busy.0.id()));
    let out = workload_env(&mut Command::new(&program)).arg("lifecycle").output().unwrap();
    let other = ground_truth(&String::from_utf8_lossy(&out.stdout));
    // Stopping drains the ring first: `other`'s calls have been seen by then.
    let dir = d.dir.clone();
    let (code, log) = d.stop();
    assert_eq!(code, Some(0));
    let busy_pid = busy.0.id();
    drop(busy);
    assert!(log.contains("processes were not tracked: --max-processes 1 was reached"), "{log}");
    assert!(dir.join(format!("ze-tracer_pid{busy_pid}.json")).exists());
    assert!(!dir.join(format!("ze-tracer_pid{}.json", other["pid"])).exists());
}

/// `check --job JOB --json` over `dir`: its exit code and verdict.
fn check_job(dir: &std::path::Path, job: &str) -> (Option<i32>, Value) {
    let out = tracer().arg("check").arg(dir).args(["--job", job, "--json"]).output().unwrap();
    let v: Value = serde_json::from_slice(&out.stdout).unwrap_or(Value::Null);
    (out.status.code(), v)
}

/// The processes `check` says it did not see, and why.
fn unseen(v: &Value) -> Vec<(u64, String)> {
    let list = v["unseen"].as_array().cloned().unwrap_or_default();
    list.iter().map(|u| (u["pid"].as_u64().unwrap_or(0), u["reason"].as_str().unwrap_or("").to_owned())).collect()
}

/// A GitLab job of this test's own: its ID, and the variables its processes carry.
fn gitlab_job(name: &str) -> (String, [(&'static str, String); 2]) {
    let id = format!("{name}-{}", std::process::id());
    (id.clone(), [("GITLAB_CI", "true".into()), ("CI_JOB_ID", id)])
}

/// Waits until the daemon's journal in `dir` has a `record` (`tracked`, `skipped`) of `pid`.
fn journaled(dir: &std::path::Path, record: &str, pid: u64) {
    let needle = format!("\"record\":\"{record}\",\"pid\":{pid},");
    let start = std::time::Instant::now();
    loop {
        let files = std::fs::read_dir(dir).unwrap().flatten().filter(|e| e.file_name().to_string_lossy().ends_with(".journal"));
        if files.filter_map(|e| std::fs::read_to_string(e.path()).ok()).any(|text| text.contains(&needle)) {
            return;
        }
        assert!(start.elapsed() < PATIENCE, "pid {pid} not in a journal in {}", dir.display());
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// --max-processes left a process of a job out: it has no summary, and the job's gate knows it.
/// The job's one tracked process is clean, yet `check` does not pass: the daemon's journal names
/// the other, UNSEEN, not tracked (11).
#[test]
fn check_knows_a_process_the_cap_left_out() {
    fixture();
    // Under a name of its own: other tests' processes must not take the one place.
    let program = temp_dir("cap-unseen-bin").join("unseen_wl");
    std::fs::copy(fixture().join("ze_workload"), &program).unwrap();
    let mut d = Daemon::start("cap-unseen", &["--max-processes", "1", "--comm", "unseen_wl"], &[]);
    let (job, env) = gitlab_job("cap");
    // Each stays until the daemon has seen it (read its job from its environment).
    let held = |args: &[&str]| {
        let mut child = workload_env(&mut Command::new(&program))
            .args(args)
            .arg("--hold")
            .envs(env.iter().map(|(k, v)| (*k, v.as_str())))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        let truth = read_truth(child.stdout.take().unwrap());
        Held { child, truth }
    };
    let tracked = held(&["lifecycle"]);
    d.wait_for(&format!("tracking pid={} ", tracked.child.id()));
    // Beyond the cap: a leak nobody traces.
    let left_out = held(&["lifecycle", "--leak", "context,host"]);
    journaled(&d.dir, "skipped", left_out.child.id() as u64);
    let left_out = left_out.finish()["pid"].as_u64().unwrap();
    let truth = tracked.finish();
    d.expect_exact(&truth, "");
    assert!(!d.dir.join(format!("ze-tracer_pid{left_out}.json")).exists(), "{}", d.log);
    let (code, v) = check_job(&d.dir, &job);
    assert_eq!((code, v["processes"].as_u64()), (Some(11), Some(1)), "{v}");
    // The cap of its user's share, as --max-processes 1 makes it 1 too.
    let why = "not tracked: its user's share of the processes tracked (--max-processes-per-user) was reached";
    assert_eq!(unseen(&v), [(left_out, why.to_owned())], "{v}");
    let out = tracer().arg("check").arg(&d.dir).args(["--job", &job, "--require-complete"]).output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(10), "{text}");
    let line = text.lines().find(|l| l.starts_with(&format!("UNSEEN pid {left_out} unseen_wl ("))).unwrap_or_default();
    assert!(line.contains(&format!("gitlab job {job}): not tracked: ")), "{text}");
    d.stop();
}

/// System-wide, a process that calls Level Zero while the kernel side's table of processes is
/// full is not traced, and is said not to be: a warning, the journal's `skipped` record, and a
/// job gate that does not pass. It is never traced without its BEGIN and EXIT (as if its first
/// events were lost, its end a guess). Once there is room again, a process is traced exactly.
/// Alone, with a table of 2 (`--process-table`) that two held workloads fill.
#[test]
fn a_process_the_kernel_has_no_room_for_is_said_not_traced() {
    fixture();
    let mut d = Daemon::start_alone("no-room", &["--process-table", "2"]);
    let (job, env) = gitlab_job("no-room");
    let env: Vec<(&str, &str)> = env.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let filling = [Held::start(&d, &["lifecycle"], &[]), Held::start(&d, &["lifecycle"], &[])];
    // It ends once the journal has it: its job is read from its environment while it lives.
    let mut child = workload().args(["lifecycle", "--leak", "context", "--hold"]).envs(env.iter().copied()).stdin(Stdio::piped()).stdout(Stdio::piped()).spawn().unwrap();
    let unroomed = read_truth(child.stdout.take().unwrap())["pid"].as_u64().unwrap();
    journaled(&d.dir, "skipped", unroomed);
    drop(child.stdin.take());
    assert!(child.wait().unwrap().success());
    d.wait_for("1 process made Level Zero calls while the kernel side's table of processes was full");
    for held in filling {
        let truth = held.finish();
        d.expect_exact(&truth, "");
    }
    let truth = Held::start(&d, &["lifecycle"], &env).finish();
    d.expect_exact(&truth, "");
    assert!(!d.dir.join(format!("ze-tracer_pid{unroomed}.json")).exists(), "{}", d.log);
    let (code, v) = check_job(&d.dir, &job);
    assert_eq!((code, v["processes"].as_u64()), (Some(11), Some(1)), "{v}");
    assert_eq!(unseen(&v), [(unroomed, "not tracked: the kernel side's table of processes was full".to_owned())], "{v}");
    d.stop();
}

/// The output budget removed a leaking process's files: the job's gate does not pass on the
/// job's other, clean summary; the journal says the budget removed them.
#[test]
fn check_knows_a_leak_the_budget_removed() {
    fixture();
    // Alone: other tests' processes would count against the budget (see
    // `outputs_stay_within_their_budget`).
    let d = Daemon::start_alone("budget-unseen", &["--max-output-mb", "1"]);
    let (job, env) = gitlab_job("budget");
    let env: Vec<(&str, &str)> = env.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let leak = Held::start(&d, &["lifecycle", "--leak", "context,host"], &env).finish()["pid"].as_u64().unwrap();
    d.outputs(leak, "");
    // More than the budget, of a process of no job: the oldest files, the leak's, go.
    let out = workload().args(["stress", "--iters", "20000", "--no-truth"]).output().unwrap();
    assert!(out.status.success());
    let leak_json = d.dir.join(format!("ze-tracer_pid{leak}.json"));
    let start = std::time::Instant::now();
    while leak_json.exists() {
        assert!(start.elapsed() < PATIENCE, "the budget left {}", leak_json.display());
        std::thread::sleep(Duration::from_millis(50));
    }
    let clean = Held::start(&d, &["lifecycle"], &env).finish()["pid"].as_u64().unwrap();
    d.outputs(clean, "");
    let (code, v) = check_job(&d.dir, &job);
    assert_eq!((code, v["processes"].as_u64()), (Some(11), Some(1)), "{v}");
    assert_eq!(unseen(&v), [(leak, "its files were removed by the output budget: over --max-output-mb (1)".to_owned())], "{v}");
    d.stop();
}

/// A daemon killed (SIGKILL, as the OOM killer does) while a process it tracked runs: that
/// process ends with no summary, and its job's gate knows it: UNSEEN, its summary never
/// written (11), though the job's other process was summarized clean.
#[test]
fn check_knows_a_summary_its_killed_daemon_never_wrote() {
    fixture();
    let mut d = Daemon::start("killed-unseen", &[], &[]);
    let (job, env) = gitlab_job("killed");
    let env: Vec<(&str, &str)> = env.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let clean = Held::start(&d, &["lifecycle"], &env).finish();
    d.expect_exact(&clean, "");
    let held = Held::start(&d, &["lifecycle", "--leak", "context,host"], &env);
    let pid = held.truth["pid"].as_u64().unwrap();
    journaled(&d.dir, "tracked", pid);
    d.child.kill().unwrap();
    d.child.wait().unwrap();
    held.finish();
    assert!(!d.dir.join(format!("ze-tracer_pid{pid}.json")).exists());
    let (code, v) = check_job(&d.dir, &job);
    assert_eq!((code, v["processes"].as_u64()), (Some(11), Some(1)), "{v}");
    let why = format!("its summary was never written: the daemon tracking it (pid {}) was killed before it ended", d.child.id());
    assert_eq!(unseen(&v), [(pid, why)], "{v}");
}

/// `ze-tracer check` over the summaries a run left: fails on a leak, names the process, and
/// passes under thresholds that allow it.
#[test]
fn check_gates_on_real_summaries() {
    let _turn = shared_turn();
    fixture();
    // Run mode: the directory holds this workload's files only.
    let dir = temp_dir("check");
    let out = workload_env(tracer().arg("-q").arg("-o").arg(&dir).arg("--").arg(fixture().join("ze_workload")))
        .args(["lifecycle", "--leak", "event,host"])
        .output()
        .unwrap();
    assert!(out.status.success());
    let truth = ground_truth(&String::from_utf8_lossy(&out.stdout));
    let check = |extra: &[&str]| tracer().arg("check").arg(&dir).args(extra).output().unwrap();
    let out = check(&[]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(10), "{stdout}");
    assert!(stdout.contains(&format!("pid {}", truth["pid"])), "{stdout}");
    let bytes = truth["outstanding_memory_bytes"]["total"].as_u64().unwrap().to_string();
    let out = check(&["--max-leaked-bytes", &bytes, "--max-leaked-objects", "1000"]);
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stdout));
}

/// SIGTERM while processes are busy: every one gets its summary, marked incomplete; files of
/// an earlier run with the same PID are left alone; exit 0.
#[test]
fn sigterm_finalizes_every_live_process() {
    fixture();
    let mut d = Daemon::start("sigterm", &[], &[]);
    // Held in a shell before exec (same PID, no Level Zero yet) while an earlier run's files
    // for that PID are put in place.
    let program = fixture().join("ze_workload");
    let script = format!(
        "read go && exec {} stress --throughput 2000 --duration 60 --free-ratio 0.5 --no-truth",
        program.display()
    );
    let mut busy: Vec<Busy> = (0..2)
        .map(|_| {
            Busy(
                workload_env(Command::new("sh").args(["-c", &script]))
                    .stdin(Stdio::piped())
                    .stdout(Stdio::null())
                    .spawn()
                    .unwrap(),
            )
        })
        .collect();
    let pids: Vec<u32> = busy.iter().map(|b| b.0.id()).collect();
    for pid in &pids {
        std::fs::write(d.dir.join(format!("ze-tracer_pid{pid}.csv")), "earlier\n").unwrap();
        std::fs::write(d.dir.join(format!("ze-tracer_pid{pid}.json")), "{}\n").unwrap();
    }
    for Busy(child) in &mut busy {
        child.stdin.as_mut().unwrap().write_all(b"go\n").unwrap();
    }
    let tracking: Vec<String> = pids.iter().map(|pid| format!("tracking pid={pid} ")).collect();
    while !tracking.iter().all(|t| d.log.contains(t)) {
        d.next_line(&["tracking"]);
    }
    // A tracker begins at its process's first call, whose row comes with the call's return:
    // stopped once both processes have rows.
    let start = std::time::Instant::now();
    let has_rows = |pid: &u32| {
        std::fs::read_to_string(d.dir.join(format!("ze-tracer_pid{pid}.1.csv"))).is_ok_and(|t| t.lines().count() > 1)
    };
    while !pids.iter().all(has_rows) {
        assert!(start.elapsed() < PATIENCE, "no rows written");
        std::thread::sleep(Duration::from_millis(10));
    }
    let dir = d.dir.clone();
    let (code, log) = d.stop();
    assert_eq!(code, Some(0), "{log}");
    for pid in &pids {
        assert_eq!(std::fs::read_to_string(dir.join(format!("ze-tracer_pid{pid}.csv"))).unwrap(), "earlier\n");
        assert_eq!(std::fs::read_to_string(dir.join(format!("ze-tracer_pid{pid}.json"))).unwrap(), "{}\n");
        let (summary, _, rows) = read_outputs(&dir, *pid as u64, ".1");
        assert_eq!(summary["complete"], false);
        assert_eq!(summary["ended"], "stopped");
        assert!(summary["incomplete_reasons"].to_string().contains("stopped"), "{summary}");
        assert_eq!(summary["rows"], rows.len());
        assert!(!rows.is_empty());
    }
}

/// The service's side of sd_notify: READY once the probes are armed, WATCHDOG pings at half
/// the period systemd asks for, STOPPING on SIGTERM.
#[test]
fn sd_notify_ready_watchdog_stopping() {
    fixture();
    let sock_path = temp_dir("notify").join("notify.sock");
    let sock = UnixDatagram::bind(&sock_path).unwrap();
    sock.set_read_timeout(Some(PATIENCE)).unwrap();
    let notify = sock_path.to_str().unwrap();
    let d = Daemon::start("notified", &[], &[("NOTIFY_SOCKET", notify), ("WATCHDOG_USEC", "600000")]);
    let mut buf = [0u8; 4096];
    let mut recv = || {
        let n = sock.recv(&mut buf).expect("a notification");
        String::from_utf8_lossy(&buf[..n]).into_owned()
    };
    let first = recv();
    assert!(first.lines().any(|l| l == "READY=1"), "{first}");
    assert!(recv().lines().any(|l| l == "WATCHDOG=1"));
    let (code, _) = d.stop();
    assert_eq!(code, Some(0));
    let mut rest = Vec::new();
    sock.set_read_timeout(Some(Duration::from_secs(2))).unwrap();
    while let Ok(n) = sock.recv(&mut buf) {
        rest.push(String::from_utf8_lossy(&buf[..n]).into_owned());
    }
    assert!(rest.iter().any(|m| m.lines().any(|l| l == "STOPPING=1")), "{rest:?}");
}

/// SIGHUP after the CSV was moved away (log rotation): the rows go on in a new file at the
/// same path, header first; none is lost.
#[test]
fn sighup_reopens_the_csv_without_losing_a_row() {
    let _turn = shared_turn();
    let dir = temp_dir("sighup");
    let w = start_waiting(&["lifecycle", "--leak", "fence"], &[]);
    let pid = w.pid;
    let (mut t, err, _) = attach(pid, &dir, &["-v"]);
    let csv = dir.join(format!("ze-tracer_pid{pid}.csv"));
    let rotated = dir.join("rotated.csv");
    std::fs::rename(&csv, &rotated).unwrap();
    unsafe { libc::kill(t.id() as i32, libc::SIGHUP) };
    let mut lines = err.lines();
    assert!(lines.any(|l| l.unwrap().contains("output files reopened")));
    let truth = ground_truth(&finish_waiting(w));
    assert_eq!(t.wait().unwrap().code(), Some(0));
    let (summary, header, rows) = read_outputs(&dir, pid as u64, "");
    assert_eq!(std::fs::read_to_string(&rotated).unwrap().lines().count(), 1, "the header only");
    let t = Traced { truth, summary, header, rows, tracer_code: Some(0), tracer_stderr: String::new() };
    check(&t);
}

/// A tenant (`nobody`) against the system-wide daemon, all at once: a 2 GB sparse file named
/// like the loader, written and opened again and again, and a slowloris on `--metrics`, while
/// another user's process leaks. The daemon keeps serving (every scrape answered, and before a
/// connection of the tenant's could have been let go: `HEADER_TIMEOUT`, 5 s), never reads the
/// decoy (it reads less than one decoy's size in all), its resident memory stays under 300 MB
/// (it holds about 70), and that process's files are exact. How fast a scrape is answered on
/// a busy machine is the bench's (`cargo xtask bench metrics`, §7), not this test's.
#[test]
fn a_tenant_s_decoy_and_slowloris_leave_the_system_wide_daemon_exact() {
    fixture();
    let mut d = Daemon::start("hostile-system", &["--metrics", "127.0.0.1:0"], &[]);
    let pid = d.child.id();
    let port = (0..200)
        .find_map(|_| listening_port(pid).or_else(|| {
            std::thread::sleep(Duration::from_millis(50));
            None
        }))
        .expect("the daemon's metrics port");
    let tenant = temp_dir("hostile-system-tenant");
    std::fs::set_permissions(&tenant, std::os::unix::fs::PermissionsExt::from_mode(0o1777)).unwrap();
    let decoy = tenant.join("libze_loader.so.1");
    let nobody = ["setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups", "--"];
    let script = format!("for i in $(seq 30); do truncate -s 2G {0}; head -c 1 {0} > /dev/null; sleep 0.2; done", decoy.display());
    let decoys = Busy(Command::new(nobody[0]).args(&nobody[1..]).args(["sh", "-c", &script]).spawn().unwrap());
    let slow = Command::new(nobody[0])
        .args(&nobody[1..])
        .args(["/usr/bin/python3", "-c", SLOWLORIS, &port.to_string(), &CONNS.to_string(), "6"])
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let read_bytes = || {
        let io = std::fs::read_to_string(format!("/proc/{pid}/io")).unwrap_or_default();
        io.lines().find_map(|l| l.strip_prefix("rchar:")).and_then(|v| v.trim().parse::<u64>().ok()).unwrap_or(0)
    };
    let read_before = read_bytes();
    let truth = ground_truth(&run_workload(&["lifecycle", "--leak", "event"], &[]));
    let (mut slowest, mut peak, start) = (Duration::ZERO, 0u64, std::time::Instant::now());
    while start.elapsed() < Duration::from_secs(6) {
        let (status, _, took) = scrape(port);
        assert_eq!(status, 200, "a scrape was refused; the daemon's log:\n{}", d.log);
        slowest = slowest.max(took);
        let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
        let hwm = status.lines().find_map(|l| l.strip_prefix("VmHWM:")).and_then(|v| v.trim().trim_end_matches(" kB").trim().parse().ok());
        peak = peak.max(hwm.unwrap_or(0));
        std::thread::sleep(Duration::from_millis(200));
    }
    let reopened = String::from_utf8(slow.wait_with_output().unwrap().stdout).unwrap();
    drop(decoys);
    d.expect_exact(&truth, "");
    let read = read_bytes() - read_before;
    let seen = format!("the slowest scrape took {slowest:?}, the daemon read {read} bytes and reached {peak} KB");
    assert!(slowest < Duration::from_secs(5), "{seen}");
    assert!(read < 1 << 30, "{seen}");
    assert!(peak < 300 << 10, "{seen}");
    assert!(reopened.trim().parse::<u32>().is_ok_and(|n| n > 0), "the tenant's connections were never closed: {reopened}");
    let (code, log) = d.stop();
    assert_eq!(code, Some(0), "{log}");
    let _ = std::fs::remove_dir_all(&tenant);
}

/// A tenant's process that names another CI job in its environment (framing it), beside that
/// job's own process in the job's cgroup: `check --job` alone counts the framer's leak (the
/// environment is the process's word), `--cgroup` with it judges the job by what its processes
/// cannot rewrite, and `--since` past both judges nothing (13).
#[test]
fn a_process_claiming_another_job_is_told_apart_by_its_cgroup() {
    fixture();
    let mut d = Daemon::start("framed-job", &[], &[]);
    let job = format!("zt-{}-42", std::process::id());
    let scope = format!("ze-tracer-test-{}-ci-job-42.scope", std::process::id());
    let cgroup = cgroup2_root().join(&scope);
    std::fs::create_dir(&cgroup).unwrap();
    let env = [("GITLAB_CI", "true"), ("CI_JOB_ID", job.as_str())];
    // Each lives until the daemon tracks it, as a job's processes live while its shell runs:
    // the environment names the job only while its process (or its parent) can be read.
    let tracked = |mut cmd: Command| {
        let mut p = cmd.envs(env).stdin(Stdio::piped()).stdout(Stdio::piped()).spawn().unwrap();
        let csv = d.dir.join(format!("ze-tracer_pid{}.csv", p.id()));
        let deadline = std::time::Instant::now() + Duration::from_secs(60);
        while !csv.exists() && std::time::Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(20));
        }
        drop(p.stdin.take());
        let out = p.wait_with_output().unwrap();
        assert!(out.status.success());
        ground_truth(&String::from_utf8_lossy(&out.stdout))
    };
    let mut own = workload();
    own.args(["lifecycle", "--hold"]);
    enter_cgroup(&cgroup, &mut own);
    let own = tracked(own);
    let mut framer = Command::new("setpriv");
    framer
        .args(["--reuid=nobody", "--regid=nogroup", "--clear-groups", "--"])
        .arg(fixture().join("ze_workload"))
        .args(["lifecycle", "--leak", "event", "--hold"])
        .env("ZE_ENABLE_ALT_DRIVERS", fixture().join("libze_fake.so"));
    let framer = tracked(framer);
    let own = d.expect_exact(&own, "");
    let framed = d.expect_exact(&framer, "");
    assert_eq!((&own["ci_job"]["id"], &framed["ci_job"]["id"]), (&job.clone().into(), &job.clone().into()));
    let check = |extra: &[&str]| tracer().arg("check").arg(&d.dir).args(["--job", &job]).args(extra).output().unwrap().status.code();
    assert_eq!(check(&[]), Some(10), "the framer's leak counts for the job by its environment alone");
    assert_eq!(check(&["--cgroup", &scope]), Some(0));
    let later = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_secs() + 5;
    assert_eq!(check(&["--since", &format!("@{later}")]), Some(13));
    // Only now: a process gone before the daemon read it is named by its cgroup's id.
    let _ = std::fs::remove_dir(&cgroup);
    let (code, log) = d.stop();
    assert_eq!(code, Some(0), "{log}");
}

/// A test suite's processes under the service, most of which make no object: a burst of Python
/// processes that load the loader and initialize it, or find no driver, or never call it. Each
/// is complete and says what it did, and `check --require-complete` over them passes.
#[test]
fn a_burst_of_processes_that_make_no_object_is_complete_and_clean() {
    fixture();
    let d = Daemon::start("no-object-burst", &[], &[]);
    const LOAD: &str = "import ctypes; l = ctypes.CDLL('libze_loader.so.1')";
    let kinds = [
        (format!("{LOAD}; l.zeInit(0)"), "no_object"),
        (format!("import os; os.environ['ZE_ENABLE_ALT_DRIVERS'] = '/nonexistent/libze_none.so'; {LOAD}; l.zeInit(0)"), "init_failed"),
        (LOAD.to_owned(), "not_initialized"),
    ];
    let children: Vec<(Child, &str)> = (0..24)
        .map(|i| {
            let (code, expected) = &kinds[i % kinds.len()];
            (workload_env(Command::new("python3").args(["-c", code])).spawn().unwrap(), *expected)
        })
        .collect();
    let judged = temp_dir("no-object-burst-judged");
    for (mut child, expected) in children {
        assert!(child.wait().unwrap().success());
        let pid = child.id() as u64;
        let (summary, _, rows) = d.outputs(pid, "");
        assert_complete(&summary);
        assert_eq!((summary["level_zero"].as_str(), rows.len()), (Some(expected), 0), "{summary}");
        let name = format!("ze-tracer_pid{pid}.json");
        std::fs::copy(d.dir.join(&name), judged.join(&name)).unwrap();
    }
    let out = tracer().arg("check").arg("--require-complete").arg(&judged).output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}");
    assert!(stdout.contains("0 of 24 processes leaked; 24 made no Level Zero object"), "{stdout}");
    d.stop();
}
