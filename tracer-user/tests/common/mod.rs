//! Helpers shared by the end-to-end tests: the fixture, the binaries, reading what the
//! tracer wrote, and the exact comparison with a workload's ground truth.
#![allow(dead_code)] // each test binary uses its own share
pub mod pprof;
pub mod python;

use std::{
    collections::BTreeMap,
    io::{BufRead, BufReader, Write},
    path::{Path, PathBuf},
    process::{Child, ChildStderr, Command, Output, Stdio},
    sync::OnceLock,
    time::{Duration, Instant},
};

use serde_json::Value;
use tracer_common::APIS;

/// A Python program's start on the fake GPU through ctypes: `ze`, its first driver `driver`,
/// and `Desc`, a descriptor's head (`stype`, `pNext`, `flags`).
#[allow(unused_macros)]
macro_rules! py_ze_driver {
    () => {
        r#"import ctypes
ze = ctypes.CDLL("libze_loader.so.1")
assert ze.zeInit(0) == 0
n, driver = ctypes.c_uint32(1), ctypes.c_void_p()
assert ze.zeDriverGet(ctypes.byref(n), ctypes.byref(driver)) == 0
class Desc(ctypes.Structure):
    _fields_ = [("stype", ctypes.c_uint32), ("pNext", ctypes.c_void_p), ("flags", ctypes.c_uint32)]
"#
    };
}

/// `py_ze_driver!`'s program goes on with a context on that driver: `context`.
#[allow(unused_macros)]
macro_rules! py_ze_context {
    () => {
        r#"context = ctypes.c_void_p()
assert ze.zeContextCreate(driver, ctypes.byref(Desc(0xD, None, 0)), ctypes.byref(context)) == 0
"#
    };
}

pub const SRT_HEADER: &str = "CallNumber,TimeMs,APICall,VmSize_KB,VmRSS_KB,VmData_KB,VmPeak_KB,Threads,Delta_VmSize_KB,Delta_VmRSS_KB,Delta_VmData_KB,Contexts,CommandQueues,Modules,Kernels,EventPools,CommandLists,Events,Fences,Images,Samplers,TotalMemory_Bytes";
/// Every count column, as the CSV orders them: the SRT's, then ours (a fixture's truth that
/// does not name one of ours has none of it).
pub const COUNT_COLUMNS: [&str; 24] = [
    "Contexts",
    "CommandQueues",
    "Modules",
    "Kernels",
    "EventPools",
    "CommandLists",
    "Events",
    "Fences",
    "Images",
    "Samplers",
    "PhysicalMems",
    "VirtualMemReservations",
    "ModuleBuildLogs",
    "MemIpcHandles",
    "MemIpcMappings",
    "EventPoolIpcHandles",
    "IpcEventPools",
    "IpcCounterBasedEvents",
    "VirtualMemMappings",
    "Graphs",
    "ExecutableGraphs",
    "RTASBuilders",
    "RTASParallelOperations",
    "ExternalSemaphores",
];

/// The memory kinds of a summary's `outstanding_memory_bytes`.
pub const MEMORY_KINDS: [&str; 7] = ["device", "host", "shared", "total", "physical", "virtual_reserved", "virtual_mapped"];

/// A truth's or a summary's count in `column` (0 where a fixture's truth does not name it).
pub fn outstanding(v: &Value, column: &str) -> u64 {
    v["outstanding"][column].as_u64().unwrap_or(0)
}

/// The fixture (fake driver + workloads), built once per test binary.
pub fn fixture() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        assert!(
            unsafe { libc::geteuid() } == 0,
            "the end-to-end tests load eBPF probes: run them as root (cargo xtask test)"
        );
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
        let out = root.join("target/fixture");
        let status = Command::new("make")
            .args(["-s", "-C"])
            .arg(root.join("tests/fixture"))
            .arg(format!("OUT={}", out.display()))
            .status()
            .expect("make");
        assert!(status.success(), "building the fixture failed");
        out
    })
}

/// `ze_objects` behind the 1.32 loader: its copy made to start with a glibc the loader runs on,
/// finding the loader through its DT_RPATH (`cargo xtask test` makes it: xtask/src/loaders.rs).
pub fn objects_132() -> Command {
    let bin = fixture().join("ze_objects_132");
    assert!(
        bin.exists() && std::env::var_os("ZE_TRACER_TEST_LOADER_132").is_some(),
        "{} is missing: run the tests with `cargo xtask test`, which sets up the 1.32 loader",
        bin.display()
    );
    let mut cmd = Command::new(bin);
    cmd.env("ZE_ENABLE_ALT_DRIVERS", fixture().join("libze_fake.so"));
    cmd
}

pub fn workload() -> Command {
    let mut cmd = Command::new(fixture().join("ze_workload"));
    cmd.env("ZE_ENABLE_ALT_DRIVERS", fixture().join("libze_fake.so"));
    cmd
}

/// `ze_dlopen LOADER ARGS…`: the workload, with no loader of its own, run after a dlopen of
/// `loader` (as a runtime loads it).
pub fn dlopen_workload(loader: &Path) -> Command {
    let mut cmd = Command::new(fixture().join("ze_dlopen"));
    cmd.arg(loader).env("ZE_ENABLE_ALT_DRIVERS", fixture().join("libze_fake.so"));
    cmd
}

/// A copy of the system's loader written now in `dir` (as pip or a container pull would),
/// with the soname's link to it. Returns the file.
pub fn install_loader_copy(dir: &Path) -> PathBuf {
    let real = std::fs::canonicalize("/usr/lib/x86_64-linux-gnu/libze_loader.so.1").unwrap();
    let file = dir.join(real.file_name().unwrap());
    std::fs::copy(&real, &file).unwrap();
    std::os::unix::fs::symlink(file.file_name().unwrap(), dir.join("libze_loader.so.1")).unwrap();
    file
}

/// `ze_dlopen` (with the workload's code beside it) whose ELF interpreter is a copy of ld.so,
/// all in `dir`, as a relocated Python is: (the program, its ld.so).
pub fn program_with_new_interpreter(dir: &Path) -> (PathBuf, PathBuf) {
    let ldso = dir.join("ld-linux-x86-64.so.2");
    std::fs::copy("/lib64/ld-linux-x86-64.so.2", &ldso).unwrap();
    let program = dir.join("ze_dlopen");
    std::fs::copy(fixture().join("ze_dlopen"), &program).unwrap();
    std::fs::copy(fixture().join("libze_workload.so"), dir.join("libze_workload.so")).unwrap();
    let patched = Command::new("patchelf").arg("--set-interpreter").arg(&ldso).arg(&program).status().unwrap();
    assert!(patched.success(), "patchelf");
    (program, ldso)
}

/// A process that loads a loader copy no tracer knows is held by every tracer running, each
/// keeping the thread on its CPU until it has armed the copy: two such processes at once on a
/// 2-CPU machine would leave no CPU to the tracers. The tests that start them take turns.
pub fn new_copy_turn() -> std::sync::MutexGuard<'static, ()> {
    static TURN: std::sync::Mutex<()> = std::sync::Mutex::new(());
    TURN.lock().unwrap_or_else(|e| e.into_inner())
}

pub fn tracer() -> Command {
    Command::new(env!("CARGO_BIN_EXE_ze-tracer"))
}


/// `tracer` (with its own flags) in run mode on `command`, on the fake GPU, writing to `dir`,
/// its three streams piped.
pub fn spawn_run_mode(mut tracer: Command, dir: &Path, command: &[&std::ffi::OsStr]) -> Child {
    tracer
        .arg("--output-dir")
        .arg(dir)
        .arg("--")
        .args(command)
        .env("ZE_ENABLE_ALT_DRIVERS", fixture().join("libze_fake.so"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap()
}

/// `ze-tracer` with `args`; the testbed binary if a hook is among them.
pub fn tracer_with(args: &[&str]) -> Command {
    let mut cmd = match args.iter().any(|a| ze_tracer::daemon::HOOKS.contains(a)) {
        true => Command::new(env!("CARGO_BIN_EXE_ze-tracer-testbed")),
        false => tracer(),
    };
    cmd.args(args);
    cmd
}

pub fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ze-tracer-e2e-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// What one traced workload left behind.
pub struct Traced {
    pub truth: Value,
    pub summary: Value,
    pub header: String,
    pub rows: Vec<BTreeMap<String, String>>,
    pub tracer_code: Option<i32>,
    pub tracer_stderr: String,
}

pub fn ground_truth(stdout: &str) -> Value {
    tagged(stdout, "GROUND_TRUTH")
}

/// The JSON after `TAG ` on a line of a fixture's output.
fn tagged(stdout: &str, tag: &str) -> Value {
    let line = stdout
        .lines()
        .find_map(|l| l.strip_prefix(tag)?.strip_prefix(' '))
        .unwrap_or_else(|| panic!("no {tag} in {stdout:?}"));
    serde_json::from_str(line).unwrap()
}

/// Reads a running workload's output up to its GROUND_TRUTH line (it then holds: `--hold`).
pub fn read_truth(stdout: impl std::io::Read) -> Value {
    let mut out = BufReader::new(stdout);
    let mut line = String::new();
    while !line.starts_with("GROUND_TRUTH ") {
        line.clear();
        assert!(out.read_line(&mut line).unwrap() > 0, "workload ended without its truth");
    }
    ground_truth(&line)
}

pub fn read_outputs(dir: &Path, pid: u64, suffix: &str) -> (Value, String, Vec<BTreeMap<String, String>>) {
    let json = dir.join(format!("ze-tracer_pid{pid}{suffix}.json"));
    let summary: Value = serde_json::from_str(
        &std::fs::read_to_string(&json).unwrap_or_else(|e| panic!("{}: {e}", json.display())),
    )
    .unwrap();
    let csv_path = dir.join(format!("ze-tracer_pid{pid}{suffix}.csv"));
    let text = std::fs::read_to_string(&csv_path).unwrap();
    let header = text.lines().next().unwrap().to_owned();
    let mut reader = csv::Reader::from_path(&csv_path).unwrap();
    let rows = reader.deserialize().map(|r| r.unwrap()).collect();
    (summary, header, rows)
}

/// A workload held at its READY mark, for `--pid`.
pub struct Waiting {
    pub child: Child,
    pub pid: u32,
}

pub fn start_waiting(args: &[&str], env: &[(&str, &str)]) -> Waiting {
    let mut child = workload()
        .args(args)
        .arg("--wait-stdin")
        .envs(env.iter().copied())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut line = String::new();
    BufReader::new(child.stdout.as_mut().unwrap()).read_line(&mut line).unwrap();
    assert_eq!(line.trim(), "READY");
    let pid = child.id();
    Waiting { child, pid }
}

/// `python3 -c script` on the fake GPU, once it printed READY (the script's first line says
/// it, then waits for a line on stdin before it loads Level Zero).
pub fn start_python_ready(script: &str) -> Child {
    let mut py = Command::new("python3")
        .args(["-c", script])
        .env("ZE_ENABLE_ALT_DRIVERS", fixture().join("libze_fake.so"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut line = String::new();
    BufReader::new(py.stdout.as_mut().unwrap()).read_line(&mut line).unwrap();
    assert_eq!(line.trim(), "READY");
    py
}

/// Starts `ze-tracer --pid` and returns once it says it is tracing.
pub fn attach(pid: u32, dir: &Path, extra: &[&str]) -> (Child, BufReader<ChildStderr>, String) {
    let mut t = tracer()
        .arg("--pid")
        .arg(pid.to_string())
        .arg("--output-dir")
        .arg(dir)
        .args(extra)
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut err = BufReader::new(t.stderr.take().unwrap());
    let mut seen = String::new();
    loop {
        let mut line = String::new();
        assert!(err.read_line(&mut line).unwrap() > 0, "tracer ended early: {seen}");
        seen.push_str(&line);
        if line.contains("ze-tracer: tracing PID") {
            return (t, err, seen);
        }
    }
}

/// `ze_dlopen --wait …` (as `cmd` runs it) stopped before its dlopen, at LOADING.
pub struct Loading {
    pub child: Child,
    stdout: BufReader<std::process::ChildStdout>,
}

pub fn start_loading(mut cmd: Command) -> Loading {
    let mut child = cmd.stdin(Stdio::piped()).stdout(Stdio::piped()).spawn().unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    let mut line = String::new();
    stdout.read_line(&mut line).unwrap();
    assert_eq!(line.trim(), "LOADING");
    Loading { child, stdout }
}

impl Loading {
    /// Lets it load and run; its stdout.
    pub fn finish(mut self) -> String {
        self.child.stdin.take().unwrap().write_all(b"go\n").unwrap();
        let mut out = String::new();
        std::io::Read::read_to_string(&mut self.stdout, &mut out).unwrap();
        assert!(self.child.wait().unwrap().success());
        out
    }
}

pub fn finish_waiting(w: Waiting) -> String {
    let mut child = w.child;
    child.stdin.take().unwrap().write_all(b"go\n").unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "workload failed: {:?}", out.status);
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// The tracer's view must equal the workload's ground truth, in the summary and in the CSV.
pub fn check(t: &Traced) {
    let ctx = &t.tracer_stderr;
    assert_eq!(t.tracer_code, Some(0), "tracer failed: {ctx}");
    assert_eq!(t.header.split(',').take(22).collect::<Vec<_>>().join(","), SRT_HEADER);
    assert_eq!(t.summary["pid"], t.truth["pid"]);
    assert_eq!(t.summary["dropped_events"], 0);
    assert_eq!(t.summary["anomalies"], 0, "{ctx}");

    // Per type outstanding counts and per kind bytes.
    assert_eq!(t.header.split(',').filter(|c| COUNT_COLUMNS.contains(c)).collect::<Vec<_>>(), COUNT_COLUMNS);
    for col in COUNT_COLUMNS {
        assert!(t.summary["outstanding"][col].is_u64(), "{col} not in the summary");
        assert_eq!(outstanding(&t.summary, col), outstanding(&t.truth, col), "{col}: {ctx}");
    }
    for kind in MEMORY_KINDS {
        let bytes = |v: &Value| v["outstanding_memory_bytes"][kind].as_u64().unwrap_or(0);
        assert_eq!(bytes(&t.summary), bytes(&t.truth), "{kind} bytes");
    }
    let counted: u64 = COUNT_COLUMNS.iter().map(|c| outstanding(&t.truth, c)).sum();
    let objects = t.summary["objects"].as_array().unwrap();
    assert_eq!(objects.len() as u64, counted + t.truth["outstanding_allocations"].as_u64().unwrap());
    let leaked = objects.len() > 0;
    assert_eq!(t.summary["leaked"], leaked);

    // Successful calls per traced API; one CSV row each. Appends only where they were traced
    // (`--append-rows`: run mode's default), and then every one.
    let appends = t.summary["append_rows"].as_bool().expect("append_rows in the summary");
    let traced: BTreeMap<&str, u64> = t.truth["calls"]
        .as_object()
        .unwrap()
        .iter()
        .filter(|(name, _)| APIS.iter().any(|a| a.name == name.as_str() && (appends || a.kind != tracer_common::Kind::Call)))
        .map(|(name, n)| (name.as_str(), n.as_u64().unwrap()))
        .collect();
    let seen: BTreeMap<&str, u64> = t.summary["calls"]
        .as_object()
        .unwrap()
        .iter()
        .map(|(name, n)| (name.as_str(), n.as_u64().unwrap()))
        .collect();
    assert_eq!(seen, traced, "calls per API: {ctx}");
    // zeInit and zeInitDrivers are seen, but the SRT gives them no row.
    let rows: u64 = traced.iter().filter(|(name, _)| !tracer_common::api_named(name).is_some_and(tracer_common::is_init)).map(|(_, n)| n).sum();
    assert_eq!(t.rows.len() as u64, rows, "one row per successful call");
    assert_eq!(t.summary["rows"], t.rows.len());
    let unknown: u64 = t.summary["unknown_destroys"].as_object().unwrap().values().map(|v| v.as_u64().unwrap()).sum();
    assert_eq!(unknown, t.truth["unknown_destroys"].as_u64().unwrap(), "unknown destroys");

    // Rows are numbered, counts never go negative, and the last row is the final state.
    for (i, row) in t.rows.iter().enumerate() {
        assert_eq!(row["CallNumber"], i.to_string());
        for col in COUNT_COLUMNS.iter().chain(&["TotalMemory_Bytes"]) {
            assert!(row[*col].parse::<u64>().is_ok(), "row {i} {col} = {}", row[*col]);
        }
    }
    if let Some(last) = t.rows.last() {
        for col in COUNT_COLUMNS {
            assert_eq!(last[col], outstanding(&t.truth, col).to_string(), "last row {col}");
        }
        assert_eq!(last["TotalMemory_Bytes"], t.truth["outstanding_memory_bytes"]["total"].to_string());
    }
}

/// The CSV's columns, as numbers.
pub fn csv_columns(csv: &Path) -> BTreeMap<String, Vec<i64>> {
    let mut reader = csv::Reader::from_path(csv).unwrap();
    let header: Vec<String> = reader.headers().unwrap().iter().map(str::to_owned).collect();
    let mut cols: BTreeMap<String, Vec<i64>> = BTreeMap::new();
    for rec in reader.records() {
        let rec = rec.unwrap();
        for (h, v) in header.iter().zip(rec.iter()) {
            if let Ok(n) = v.parse() {
                cols.entry(h.clone()).or_default().push(n);
            }
        }
    }
    cols
}

/// `ze-tracer FLAGS -o DIR -- ze_workload ARGS` on the fake GPU, which must succeed: the
/// workload's ground truth and the tracer's stderr.
pub fn run_workload(flags: &[&str], dir: &Path, args: &[&str]) -> (Value, String) {
    let out = tracer()
        .args(flags)
        .arg("--output-dir")
        .arg(dir)
        .arg("--")
        .arg(fixture().join("ze_workload"))
        .args(args)
        .env("ZE_ENABLE_ALT_DRIVERS", fixture().join("libze_fake.so"))
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "{stderr}");
    (ground_truth(&String::from_utf8_lossy(&out.stdout)), stderr)
}

pub fn sites_truth(stdout: &str) -> Value {
    tagged(stdout, "SITES_TRUTH")
}

/// Run mode on `ze_sites --hold`: once every call is seen (the plugin's allocations are its
/// last), `before_exit`, then it exits. Its truth and the tracer's output.
pub fn run_held(dir: &Path, bin: &Path, tracer_args: &[&str], before_exit: impl FnOnce(u64)) -> (Value, Output) {
    let command = [bin.as_os_str(), "--hold".as_ref()];
    run_until_seen(dir, (tracer_args, &[]), &command, "SITES_TRUTH", ("zeMemAllocShared", 3), before_exit)
}

/// Run mode (the tracer's arguments and environment, `tracer`) on `command`, which prints its truth as a line `TAG {json}` and then waits for a
/// line on stdin before it exits: once the daemon has written `seen` (that many CSV rows of
/// that API: every call is seen), `before_exit`, then it exits. Its truth and the tracer's
/// output.
pub fn run_until_seen(
    dir: &Path,
    (tracer_args, tracer_env): (&[&str], &[(&str, &str)]),
    command: &[&std::ffi::OsStr],
    tag: &str,
    seen: (&str, usize),
    before_exit: impl FnOnce(u64),
) -> (Value, Output) {
    let mut t = tracer_with(tracer_args)
        .arg("--output-dir")
        .arg(dir)
        .arg("--")
        .args(command)
        .env("ZE_ENABLE_ALT_DRIVERS", fixture().join("libze_fake.so"))
        .envs(tracer_env.iter().copied())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdout = BufReader::new(t.stdout.take().unwrap());
    let truth = loop {
        let mut line = String::new();
        if stdout.read_line(&mut line).unwrap() == 0 {
            let out = t.wait_with_output().unwrap();
            panic!("no {tag} from {command:?}: {}", String::from_utf8_lossy(&out.stderr));
        }
        if line.starts_with(&format!("{tag} ")) {
            break tagged(&line, tag);
        }
    };
    let pid = truth["pid"].as_u64().unwrap();
    wait_for_rows(&dir.join(format!("ze-tracer_pid{pid}.csv")), seen.0, seen.1);
    before_exit(pid);
    t.stdin.take().unwrap().write_all(b"exit\n").unwrap();
    (truth, t.wait_with_output().unwrap())
}

pub fn wait_for_rows(csv: &Path, api: &str, n: usize) {
    let start = Instant::now();
    loop {
        let text = std::fs::read_to_string(csv).unwrap_or_default();
        if text.lines().filter(|l| l.split(',').nth(2) == Some(api)).count() >= n {
            return;
        }
        assert!(start.elapsed() < Duration::from_secs(60), "{api} rows never came: {text}");
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// Where cgroup v2 is mounted.
pub fn cgroup2_root() -> PathBuf {
    let mounts = std::fs::read_to_string("/proc/self/mounts").unwrap();
    let root = mounts.lines().find_map(|l| {
        let f: Vec<&str> = l.split(' ').collect();
        (f.get(2) == Some(&"cgroup2")).then(|| PathBuf::from(f[1]))
    });
    root.expect("no cgroup v2 mounted")
}

/// `cmd` starts in the cgroup v2 `dir` (it moves itself there before it execs).
pub fn enter_cgroup(dir: &Path, cmd: &mut Command) {
    let procs = std::ffi::CString::new(dir.join("cgroup.procs").into_os_string().into_encoded_bytes()).unwrap();
    // SAFETY: open/write/close only, between fork and exec.
    unsafe {
        std::os::unix::process::CommandExt::pre_exec(cmd, move || {
            let fd = libc::open(procs.as_ptr(), libc::O_WRONLY);
            let ok = fd >= 0 && libc::write(fd, b"0".as_ptr().cast(), 1) == 1;
            libc::close(fd);
            if ok { Ok(()) } else { Err(std::io::Error::last_os_error()) }
        });
    }
}

/// The TCP port `pid` listens on, from its socket inodes and /proc/net/tcp.
pub fn listening_port(pid: u32) -> Option<u16> {
    let inodes: Vec<String> = std::fs::read_dir(format!("/proc/{pid}/fd"))
        .ok()?
        .flatten()
        .filter_map(|e| std::fs::read_link(e.path()).ok())
        .filter_map(|l| l.to_str()?.strip_prefix("socket:[")?.strip_suffix(']').map(str::to_owned))
        .collect();
    let tcp = std::fs::read_to_string(format!("/proc/{pid}/net/tcp")).ok()?;
    tcp.lines().skip(1).find_map(|l| {
        let f: Vec<&str> = l.split_whitespace().collect();
        let listening = f.get(3) == Some(&"0A") && inodes.iter().any(|i| Some(&i.as_str()) == f.get(9));
        listening.then(|| u16::from_str_radix(f[1].rsplit(':').next()?, 16).ok()).flatten()
    })
}

/// The tenant's slowloris: `CONNS` connections to `--metrics` that trickle headers a line at a
/// time and never end them, each opened again as soon as it is closed. Prints how many times.
pub const SLOWLORIS: &str = r#"
import socket, sys, time
port, n, end = int(sys.argv[1]), int(sys.argv[2]), time.time() + float(sys.argv[3])
def new():
    s = socket.socket()
    s.settimeout(1)
    try:
        s.connect(("127.0.0.1", port))
        s.send(b"GET /metrics HTTP/1.1\r\nHost: x\r\n")
        return s
    except OSError:
        return None
socks, reopened = [new() for _ in range(n)], 0
while time.time() < end:
    for i, s in enumerate(socks):
        try:
            if s is None:
                raise OSError
            s.send(b"X-Slow: 1\r\n")
        except OSError:
            reopened += 1
            socks[i] = new()
    time.sleep(0.1)
print(reopened, flush=True)
"#;

/// The tenant's connections, 4 times what the endpoint holds at once.
pub const CONNS: usize = 128;

/// A scrape of `/metrics` as root (the scraper): the status, the body and how long it took.
pub fn scrape(port: u16) -> (u32, String, std::time::Duration) {
    use std::io::{Read, Write};
    let start = std::time::Instant::now();
    let mut s = std::net::TcpStream::connect(("127.0.0.1", port)).unwrap();
    s.set_read_timeout(Some(std::time::Duration::from_secs(10))).unwrap();
    write!(s, "GET /metrics HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n").unwrap();
    let mut resp = String::new();
    let _ = s.read_to_string(&mut resp);
    let took = start.elapsed();
    let (head, body) = resp.split_once("\r\n\r\n").unwrap_or((&resp, ""));
    let status = head.split(' ').nth(1).and_then(|s| s.parse().ok()).unwrap_or(0);
    (status, body.to_owned(), took)
}
