//! End to end: the real `ze-tracer` binary, real uprobes on Debian's real libze_loader, and the
//! fixture's fake GPU driver behind it. Each workload prints its own ground truth; every
//! scenario runs in both modes (run mode, and `--pid` on a waiting process) and the tracer's
//! CSV and summary must match that truth exactly. Needs root (`cargo xtask test`).
mod common;

use std::{
    io::{BufRead, BufReader, Write},
    path::Path,
    process::{Command, Stdio},
};

use common::*;
use serde_json::Value;
use tracer_common::APIS;

/// Run mode: `ze-tracer -- ze_workload ARGS`.
fn run_mode(name: &str, args: &[&str], env: &[(&str, &str)]) -> Traced {
    run_mode_with(name, &[], args, env)
}

fn run_mode_with(name: &str, tracer_args: &[&str], args: &[&str], env: &[(&str, &str)]) -> Traced {
    run_command(name, tracer_args, &mut workload(), args, env)
}

/// Run mode on `cmd ARGS`, `env` set for the tracer (which passes it on).
fn run_command(name: &str, tracer_args: &[&str], cmd: &mut Command, args: &[&str], env: &[(&str, &str)]) -> Traced {
    let dir = temp_dir(name);
    let out = tracer()
        .arg("--output-dir")
        .arg(&dir)
        .args(tracer_args)
        .arg("--")
        .arg(cmd.get_program())
        .args(cmd.get_args())
        .args(args)
        .envs(cmd.get_envs().map(|(k, v)| (k, v.unwrap())))
        .envs(env.iter().copied())
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    let truth = ground_truth(&String::from_utf8_lossy(&out.stdout));
    let (summary, header, rows) = read_outputs(&dir, truth["pid"].as_u64().unwrap(), "");
    Traced { truth, summary, header, rows, tracer_code: out.status.code(), tracer_stderr: stderr }
}

/// `--pid` mode: the workload waits at its mark until the tracer has attached.
fn pid_mode(name: &str, args: &[&str], env: &[(&str, &str)]) -> Traced {
    let dir = temp_dir(name);
    let w = start_waiting(args, env);
    let pid = w.pid;
    let (mut t, mut err, mut stderr) = attach(pid, &dir, &[]);
    let stdout = finish_waiting(w);
    let status = t.wait().unwrap();
    std::io::Read::read_to_string(&mut err, &mut stderr).unwrap();
    let truth = ground_truth(&stdout);
    let (summary, header, rows) = read_outputs(&dir, pid as u64, "");
    Traced { truth, summary, header, rows, tracer_code: status.code(), tracer_stderr: stderr }
}

fn both_modes(name: &str, args: &[&str], env: &[(&str, &str)]) -> (Traced, Traced) {
    let run = run_mode(&format!("{name}-run"), args, env);
    check(&run);
    assert_eq!(run.summary["complete"], true, "{:?}", run.summary["incomplete_reasons"]);
    let pid = pid_mode(&format!("{name}-pid"), args, env);
    check(&pid);
    // Attached to a process that was already running: said so, never negative.
    assert_eq!(pid.summary["complete"], false);
    (run, pid)
}

#[test]
fn lifecycle_of_every_type_balances() {
    let (run, _) = both_modes("lifecycle", &["lifecycle"], &[]);
    assert_eq!(run.summary["leaked"], false);
    // Every create, destroy and append of the table's older types that the loader exports was
    // seen (tests/objects.rs sees the rest, behind the 1.32 loader).
    let calls = run.summary["calls"].as_object().unwrap();
    let newer = |a: &&tracer_common::Api| {
        a.obj as u8 > tracer_common::ObjType::VirtualMem as u8 || a.name == "zeCommandListCreateCloneExp"
    };
    // (zeInitDrivers is 1.32's: 1.8.12 exports zeInit alone.)
    for api in APIS.iter().filter(|a| !newer(a) && !a.name.ends_with("CounterBasedCreate") && !a.name.ends_with("ViewCreateExt") && a.name != "zeInitDrivers") {
        assert!(calls.contains_key(api.name), "{} not traced", api.name);
    }
}

#[test]
fn chosen_leaks_are_reported_exactly() {
    let (run, _) = both_modes("leaks", &["lifecycle", "--leak", "kernel,event,device,shared,sampler,physical"], &[]);
    let kinds: Vec<&str> = run.summary["objects"].as_array().unwrap().iter().map(|o| o["type"].as_str().unwrap()).collect();
    assert!(kinds.contains(&"Kernel") && kinds.contains(&"PhysicalMem"), "{kinds:?}");
    assert!(run.tracer_stderr.contains("LEAKED") && run.tracer_stderr.contains("MEMORY LEAK SUMMARY"));
    assert!(run.tracer_stderr.contains("zeKernelCreate"), "{}", run.tracer_stderr);
}

#[test]
fn every_type_leaked() {
    let all = "context,queue,list,module,kernel,pool,event,fence,image,sampler,device,host,shared,physical,virtual";
    both_modes("leak-all", &["lifecycle", "--leak", all], &[]);
}

#[test]
fn failed_creates_and_invalid_use_are_not_counted() {
    let fail = [("ZE_FAKE_FAIL", "zeContextCreate:2,zeMemAllocDevice:3,zeEventCreate:1,zeKernelCreate:2")];
    let (run, pid) = both_modes("failures", &["failures"], &fail);
    for t in [run, pid] {
        let failed = &t.summary["failed_calls"];
        for api in ["zeContextCreate", "zeMemAllocDevice", "zeEventCreate", "zeKernelCreate"] {
            assert!(failed[api].as_u64().unwrap_or(0) >= 1, "{api} failure not seen: {failed}");
        }
        // Invalid destroys (NULL, double) fail and change nothing.
        assert!(failed["zeEventDestroy"].as_u64().unwrap_or(0) >= 1);
        assert!(failed["zeMemFree"].as_u64().unwrap_or(0) >= 1);
    }
}

#[test]
fn cross_thread_frees_match() {
    both_modes("threads", &["threads", "--threads", "4", "--iters", "150", "--leak-every", "7"], &[]);
}

#[test]
fn fast_address_reuse_is_no_phantom_leak() {
    let (run, _) = both_modes("reuse", &["reuse", "--iters", "1500"], &[]);
    // The driver hands the same addresses out again: only the deliberate leaks remain (one
    // host buffer, one event, and the context and pool they keep alive).
    assert_eq!(run.summary["outstanding_memory_bytes"]["host"], 4096);
    assert_eq!(run.summary["outstanding"]["Events"], 1);
    assert!(run.tracer_stderr.contains("zeMemAllocHost, 4.1 kB (4,096 bytes)"), "{}", run.tracer_stderr);
}

#[test]
fn address_reused_while_its_free_is_in_flight_is_no_phantom() {
    // The fake driver hands a buffer being freed on one thread to the main thread before the
    // free returns, so the create's event comes first. Only the last buffer leaks: the main
    // thread's, not the first one (another thread's), which the same counts would also fit.
    let slow = [("ZE_FAKE_SLOW_FREE_US", "20000")];
    let (run, pid) = both_modes("inflight", &["inflight", "--iters", "5"], &slow);
    assert!(run.tracer_stderr.contains("reused during its free 5/5 times"), "{}", run.tracer_stderr);
    for t in [run, pid] {
        let objects = t.summary["objects"].as_array().unwrap();
        let leaked: Vec<_> = objects.iter().filter(|o| o["type"] == "Memory").collect();
        assert_eq!(leaked.len(), 1, "{objects:?}");
        assert_eq!(leaked[0]["thread"], t.truth["pid"], "{objects:?}");
    }
}

/// A create left by a longjmp (the driver raises a signal as the create enters it, and the
/// handler jumps back to the loop) never returns: its return probe never fires, its stash is
/// left behind, and the thread's next calls come from frames above, at and below the one it
/// left. Every later call is paired with its own entry: the truth exactly (no call lost, no
/// anomaly), and a create that never returned is no object.
#[test]
fn creates_left_by_a_longjmp_cost_nothing_else() {
    let (run, pid) = both_modes("longjmp", &["longjmp", "--iters", "90"], &[]);
    assert!(run.tracer_stderr.contains("left 90 of 90 creates"), "{}", run.tracer_stderr);
    for t in [run, pid] {
        let calls = &t.summary["calls"];
        assert_eq!(calls["zeMemAllocDevice"], 90, "{calls}");
        assert_eq!(calls["zeMemAllocHost"], 90, "{calls}");
        let memory: Vec<_> = t.summary["objects"].as_array().unwrap().iter().filter(|o| o["type"] == "Memory").collect();
        assert_eq!(memory.len(), 1, "{memory:?}");
        assert_eq!(memory[0]["size"], 4096, "{memory:?}");
    }
}

/// Two tracers on one process, one with its probes at each function's first instruction (as
/// every other uprobe tracer), one at the sites `placement` chose: the same calls, handles,
/// sizes and results.
#[test]
fn chosen_probe_sites_see_what_offset_zero_sees() {
    let scenarios: [(&[&str], &[(&str, &str)]); 3] = [
        (&["lifecycle", "--leak", "kernel,event,device,shared,physical,virtual"], &[]),
        (&["failures"], &[("ZE_FAKE_FAIL", "zeContextCreate:2,zeMemAllocDevice:3,zeEventCreate:1")]),
        (&["threads", "--threads", "3", "--iters", "60", "--leak-every", "5"], &[]),
    ];
    for (i, (args, env)) in scenarios.into_iter().enumerate() {
        let (at_zero, chosen) = (temp_dir(&format!("sites-zero-{i}")), temp_dir(&format!("sites-{i}")));
        let w = start_waiting(args, env);
        let pid = w.pid;
        let (mut a, _ea, _) = attach(pid, &at_zero, &["--probe-at-entry"]);
        let (mut b, _eb, _) = attach(pid, &chosen, &[]);
        let truth = ground_truth(&finish_waiting(w));
        assert_eq!(a.wait().unwrap().code(), Some(0));
        assert_eq!(b.wait().unwrap().code(), Some(0));
        let calls = |dir: &Path| {
            let (summary, _, rows) = read_outputs(dir, pid as u64, "");
            let mut rows: Vec<_> = rows
                .into_iter()
                .map(|r| (r["APICall"].clone(), r["Tid"].clone(), r["Handle"].clone(), r["Size"].clone()))
                .collect();
            rows.sort();
            (summary, rows)
        };
        let ((sa, ra), (sb, rb)) = (calls(&at_zero), calls(&chosen));
        assert!(!ra.is_empty());
        assert_eq!(ra, rb, "{args:?}: rows differ");
        for key in ["calls", "failed_calls", "unknown_destroys", "outstanding", "outstanding_memory_bytes"] {
            assert_eq!(sa[key], sb[key], "{args:?}: {key}");
        }
        // Every outstanding object, but its age (each tracer ends at its own moment) and its
        // site (each tracer numbers its own), as a set (creates on different threads at nearly
        // the same time may be stamped in either order).
        let objects = |s: &Value| {
            let mut objects = s["objects"].as_array().unwrap().clone();
            for o in &mut objects {
                let o = o.as_object_mut().unwrap();
                o.remove("age_ms");
                o.remove("site");
            }
            objects.sort_by_key(|o| o["handle"].as_str().unwrap().to_owned());
            objects
        };
        assert_eq!(objects(&sa), objects(&sb), "{args:?}: objects");
        for col in COUNT_COLUMNS {
            assert_eq!(outstanding(&sb, col), outstanding(&truth, col), "{args:?}: {col}");
        }
    }
}

#[test]
fn perf_event_uprobes_see_the_same_calls() {
    // The attachment used on kernels without uprobe_multi links.
    let t = run_mode_with("perf", &["--perf-uprobes"], &["lifecycle", "--leak", "kernel,host"], &[]);
    check(&t);
    assert_eq!(t.summary["complete"], true);
}

/// A process that loads the loader only later (dlopen, here through Python's ctypes): `--pid`
/// arms the system's copies and waits, and the first call is traced.
#[test]
fn pid_waits_for_a_loader_loaded_later() {
    fixture();
    const SCRIPT: &str = r#"
import ctypes, sys
print("READY", flush=True)
sys.stdin.readline()
ze = ctypes.CDLL("libze_loader.so.1")
P = ctypes.c_void_p
assert ze.zeInit(0) == 0
n = ctypes.c_uint32(1)
drv = (P * 1)()
assert ze.zeDriverGet(ctypes.byref(n), drv) == 0
class Desc(ctypes.Structure):
    _fields_ = [("stype", ctypes.c_uint32), ("pNext", P), ("flags", ctypes.c_uint32)]
ctx = [P(), P()]
for c in ctx:
    assert ze.zeContextCreate(P(drv[0]), ctypes.byref(Desc(0xd, None, 0)), ctypes.byref(c)) == 0
assert ze.zeContextDestroy(ctx[1]) == 0
buf = P()
assert ze.zeMemAllocHost(ctx[0], ctypes.byref(Desc(0x16, None, 0)), ctypes.c_size_t(8192), ctypes.c_size_t(64), ctypes.byref(buf)) == 0
"#;
    let mut py = start_python_ready(SCRIPT);
    let dir = temp_dir("dlopen");
    let (mut t, _err, said) = attach(py.id(), &dir, &[]);
    assert!(said.contains("has not loaded libze_loader yet; waiting"), "{said}");
    py.stdin.take().unwrap().write_all(b"go\n").unwrap();
    assert!(py.wait().unwrap().success());
    assert_eq!(t.wait().unwrap().code(), Some(0));
    let (summary, _, rows) = read_outputs(&dir, py.id() as u64, "");
    assert_eq!(summary["complete"], true, "{summary}");
    assert_eq!(summary["calls"], serde_json::json!({"zeContextCreate": 2, "zeContextDestroy": 1, "zeInit": 1, "zeMemAllocHost": 1}));
    assert_eq!(summary["outstanding"]["Contexts"], 1);
    assert_eq!(summary["outstanding_memory_bytes"]["host"], 8192);
    assert_eq!(rows.len(), 4);
}

const LEAKY: [&str; 3] = ["lifecycle", "--leak", "context,list,host,event"];

/// Run mode, a loader copy ze-tracer did not know at start, the first calls made at once: in
/// a directory named only in the command (`env LD_LIBRARY_PATH=…`), and loaded with dlopen by
/// path. Exact and complete: the loading thread was held until the copy was armed.
#[test]
fn run_mode_traces_a_late_copy_from_its_first_call() {
    fixture();
    let lib = temp_dir("late-run-lib");
    let copy = install_loader_copy(&lib);
    let mut env = Command::new("env");
    env.arg(format!("LD_LIBRARY_PATH={}", lib.display()))
        .arg(fixture().join("ze_workload"))
        .env("ZE_ENABLE_ALT_DRIVERS", fixture().join("libze_fake.so"));
    for (name, mut cmd) in [("late-run-env", env), ("late-run-dlopen", dlopen_workload(&copy))] {
        let t = {
            let _turn = new_copy_turn();
            run_command(name, &["-v"], &mut cmd, &LEAKY, &[])
        };
        check(&t);
        assert_eq!(t.summary["complete"], true, "{name}: {}\n{}", t.summary, t.tracer_stderr);
        assert!(t.tracer_stderr.contains("before its first call"), "{}", t.tracer_stderr);
    }
}

/// Run mode, a burst: the command writes a loader copy (as `pip install` would) and starts 8
/// processes on it at once. Each is traced exactly, from its first call.
#[test]
fn run_mode_traces_a_burst_on_a_copy_it_writes() {
    fixture();
    let lib = temp_dir("run-burst-lib");
    let real = std::fs::canonicalize("/usr/lib/x86_64-linux-gnu/libze_loader.so.1").unwrap();
    let workload = fixture().join("ze_workload");
    let script = format!(
        "cp {real} {lib}/ && ln -s {name} {lib}/libze_loader.so.1 && \
         for i in 1 2 3 4 5 6 7 8; do {w} lifecycle --leak context,list,host,event & done; wait",
        real = real.display(),
        lib = lib.display(),
        name = real.file_name().unwrap().to_str().unwrap(),
        w = workload.display()
    );
    let dir = temp_dir("run-burst");
    let out = {
        let _turn = new_copy_turn();
        tracer()
            .arg("-v")
            .arg("--output-dir")
            .arg(&dir)
            .args(["--", "sh", "-c", &script])
            .env("LD_LIBRARY_PATH", &lib)
            .env("ZE_ENABLE_ALT_DRIVERS", fixture().join("libze_fake.so"))
            .output()
            .unwrap()
    };
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "{stderr}");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let truths: Vec<Value> = stdout.lines().filter(|l| l.starts_with("GROUND_TRUTH ")).map(ground_truth).collect();
    assert_eq!(truths.len(), 8, "{stdout}");
    for truth in truths {
        let (summary, header, rows) = read_outputs(&dir, truth["pid"].as_u64().unwrap(), "");
        let t = Traced { truth, summary, header, rows, tracer_code: out.status.code(), tracer_stderr: stderr.clone() };
        check(&t);
        assert_eq!(t.summary["complete"], true, "{}\n{stderr}", t.summary);
    }
}

/// A thread held while its new loader copy is armed sleeps: arming made slow (as a cold page
/// cache makes it), the program held for all of it spends next to no CPU time meanwhile, its
/// copy armed before its first call. A held thread that spun would spend the whole wait on its
/// CPU (and, on a kernel that does not preempt, keep it from the daemon's I/O).
#[test]
fn a_thread_held_while_its_copy_is_armed_sleeps() {
    fixture();
    let copy = install_loader_copy(&temp_dir("sleep-hold-lib"));
    let script = format!(
        "import ctypes, time\nt, c = time.monotonic(), time.process_time()\nze = ctypes.CDLL({copy:?})\n\
         print(time.monotonic() - t, time.process_time() - c, flush=True)\nassert ze.zeInit(0) == 0\n",
        copy = copy.to_str().unwrap()
    );
    let dir = temp_dir("sleep-hold");
    let out = {
        let _turn = new_copy_turn();
        let tracer = tracer_with(&["-v", "--slow-arming-ms", "1000"]);
        spawn_run_mode(tracer, &dir, &["python3".as_ref(), "-c".as_ref(), script.as_ref()]).wait_with_output().unwrap()
    };
    let (stdout, stderr) = (String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    assert!(out.status.success(), "{stdout}\n{stderr}");
    let times: Vec<f64> = stdout.split_whitespace().map(|f| f.parse().unwrap()).collect();
    let &[wall, cpu] = times.as_slice() else { panic!("{stdout}") };
    // Held for the slow arming (else this test tells nothing), armed before its first call.
    assert!(wall >= 0.9, "not held for the arming: {wall:.3} s\n{stderr}");
    assert!(stderr.contains("before its first call"), "{stderr}");
    assert!(cpu < 0.3, "held {wall:.3} s, {cpu:.3} s of it on a CPU\n{stderr}");
}

/// A thread killed while it is parked is reaped, so its parent learns of its end: a shell
/// waits for a Python held on its new copy and killed meanwhile, and is told 137. A tracee
/// that exits waits for its tracer before its parent is told: had the daemon not reaped it,
/// the shell would wait for ever (and the daemon for the shell).
#[test]
fn a_process_killed_while_parked_is_told_to_its_parent() {
    fixture();
    let copy = install_loader_copy(&temp_dir("killed-parked-lib"));
    let script = format!(
        "python3 -c 'import ctypes; ctypes.CDLL(\"{copy}\")' & sleep 1; kill -9 $!; wait $!; echo rc=$?",
        copy = copy.display()
    );
    let dir = temp_dir("killed-parked");
    let out = {
        let _turn = new_copy_turn();
        let tracer = tracer_with(&["-v", "--slow-arming-ms", "3000"]);
        let mut t = spawn_run_mode(tracer, &dir, &["sh".as_ref(), "-c".as_ref(), script.as_ref()]);
        let start = std::time::Instant::now();
        while t.try_wait().unwrap().is_none() && start.elapsed() < std::time::Duration::from_secs(30) {
            std::thread::sleep(std::time::Duration::from_millis(50));
        }
        // Still waiting: its end was never told (the tracer's end detaches, and tells it).
        let waited = start.elapsed();
        let _ = t.kill();
        let out = t.wait_with_output().unwrap();
        assert!(waited < std::time::Duration::from_secs(30), "the shell was never told: {}", String::from_utf8_lossy(&out.stdout));
        out
    };
    let (stdout, stderr) = (String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    assert!(stdout.contains("rc=137"), "{stdout}\n{stderr}");
    assert!(out.status.success(), "{stderr}");
}

/// `--pid` on a process that loads a copy ze-tracer did not know, with dlopen, after the
/// tracer attached: traced from its first call.
#[test]
fn pid_mode_traces_a_late_copy_from_its_first_call() {
    fixture();
    let copy = install_loader_copy(&temp_dir("late-pid-lib"));
    let mut cmd = Command::new(fixture().join("ze_dlopen"));
    cmd.arg("--wait").arg(&copy).args(LEAKY).env("ZE_ENABLE_ALT_DRIVERS", fixture().join("libze_fake.so"));
    let loading = start_loading(cmd);
    let pid = loading.child.id();
    let dir = temp_dir("late-pid");
    let (mut t, mut err, mut said) = attach(pid, &dir, &["-v"]);
    assert!(said.contains("has not loaded libze_loader yet; waiting"), "{said}");
    let out = {
        let _turn = new_copy_turn();
        loading.finish()
    };
    let status = t.wait().unwrap();
    std::io::Read::read_to_string(&mut err, &mut said).unwrap();
    let truth = ground_truth(&out);
    let (summary, header, rows) = read_outputs(&dir, pid as u64, "");
    let t = Traced { truth, summary, header, rows, tracer_code: status.code(), tracer_stderr: said };
    check(&t);
    assert_eq!(t.summary["complete"], true, "{}\n{}", t.summary, t.tracer_stderr);
}

/// A missing output directory is made, parents too, readable by its owner and group only.
#[test]
fn a_missing_output_directory_is_created() {
    fixture();
    let dir = temp_dir("mkdir").join("a/b");
    let out = tracer().arg("--output-dir").arg(&dir).arg("--").arg(fixture().join("ze_workload")).arg("lifecycle")
        .env("ZE_ENABLE_ALT_DRIVERS", fixture().join("libze_fake.so")).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    for d in [dir.parent().unwrap(), &dir] {
        let mode = std::os::unix::fs::PermissionsExt::mode(&std::fs::metadata(d).unwrap().permissions());
        assert_eq!(mode & 0o777, 0o750, "{}", d.display());
    }
    assert!(std::fs::read_dir(&dir).unwrap().count() >= 2);
}

#[test]
fn traced_from_the_middle_never_goes_negative() {
    let t = pid_mode("midway", &["midway"], &[]);
    check(&t);
    assert_eq!(t.truth["unknown_destroys"], 6);
    assert_eq!(t.summary["complete"], false);
}

#[test]
fn demo_leak_fails_the_run_under_fail_on_leak() {
    let dir = temp_dir("demo");
    let wl = workload();
    let status = |extra: &[&str]| {
        tracer()
            .arg("--output-dir")
            .arg(&dir)
            .args(extra)
            .arg("--quiet")
            .arg("--")
            .arg(wl.get_program())
            .arg("demo")
            .envs(wl.get_envs().map(|(k, v)| (k, v.unwrap())))
            .stdout(Stdio::null())
            .status()
            .unwrap()
            .code()
    };
    assert_eq!(status(&[]), Some(0));
    // Its leak site names the line of its bug, in a function inlined into `main`, and is not
    // said to be cut (it reached `main`).
    let source = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/fixture/ze_workload.c")).unwrap();
    let lines: Vec<&str> = source.lines().collect();
    let bug = lines.iter().position(|l| l.contains("BUG (leak #1)")).unwrap();
    let bug_line = 1 + bug + lines[bug..].iter().position(|l| l.contains("mem_alloc(ctx, GT_HOST_MEM")).unwrap();
    let summary = only_summary(&dir);
    let site = summary["sites"].as_array().unwrap().iter().find(|s| s["apis"]["zeMemAllocHost"] == 5).expect("the staging site");
    let frames: Vec<(String, u64, bool)> = site["frames"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| (f["function"].as_str().unwrap_or("?").to_owned(), f["line"].as_u64().unwrap_or(0), f["inlined"] == true))
        .collect();
    let at = frames.iter().position(|(f, l, _)| f.starts_with("scenario_demo") && *l == bug_line as u64);
    assert!(at.is_some_and(|i| frames[..i].iter().any(|f| f.0 == "mem_alloc")), "line {bug_line}: {frames:?}");
    assert!(frames.iter().any(|f| f.0 == "main") && site.get("cut").is_none(), "{site}");
    assert_eq!(status(&["--fail-on-leak"]), Some(10));
    assert_eq!(status(&["--fail-on-leak", "--leak-exit-code", "42"]), Some(42));
    // The command's own failure wins: exit 2 is the workload's usage error.
    let code = tracer()
        .arg("--output-dir")
        .arg(&dir)
        .args(["--fail-on-leak", "--"])
        .arg(wl.get_program())
        .arg("no-such-scenario")
        .stderr(Stdio::null())
        .status()
        .unwrap()
        .code();
    assert_eq!(code, Some(2));
}

#[test]
fn interrupted_tracing_and_a_second_run_never_overwrite() {
    let dir = temp_dir("again");
    let w = start_waiting(&["lifecycle", "--leak", "event"], &[]);
    let pid = w.pid;
    // A first tracer attaches and is stopped before the process does anything.
    let (mut first, _err, _) = attach(pid, &dir, &[]);
    unsafe { libc::kill(first.id() as i32, libc::SIGINT) };
    assert_eq!(first.wait().unwrap().code(), Some(0));
    let (early, _, rows) = read_outputs(&dir, pid as u64, "");
    assert_eq!(early["complete"], false);
    assert!(early["incomplete_reasons"].to_string().contains("stopped"), "{early}");
    assert!(rows.is_empty());
    let first_json = std::fs::read(dir.join(format!("ze-tracer_pid{pid}.json"))).unwrap();

    // A second tracer on the same PID writes new files beside the first ones.
    let (mut second, _err, _) = attach(pid, &dir, &[]);
    let stdout = finish_waiting(w);
    assert_eq!(second.wait().unwrap().code(), Some(0));
    let (summary, header, rows) = read_outputs(&dir, pid as u64, ".1");
    let t = Traced { truth: ground_truth(&stdout), summary, header, rows, tracer_code: Some(0), tracer_stderr: String::new() };
    check(&t);
    assert_eq!(std::fs::read(dir.join(format!("ze-tracer_pid{pid}.json"))).unwrap(), first_json);
}

/// A balanced program whose events are lost: the tracer is stopped (SIGSTOP) from the moment
/// the loop starts until the program has exited, so its 1 MB ring fills and stays full: the
/// loop's later calls, the destroys of the context and pool made before it, and the EXIT are
/// all dropped. Nothing is a certain leak (every create read came before the ring filled, so
/// before the last loss, whether or not its time is known), the first line of its report says
/// INCOMPLETE and how many events were lost, the summary names them, and `check` says it
/// could not judge (11).
#[test]
fn lost_events_are_said_first_and_never_called_leaks() {
    fixture();
    let (dir, logs) = (temp_dir("lost"), temp_dir("lost-logs"));
    let stress = ["--threads", "2", "--iters", "20000", "--free-ratio", "1"];
    let (mut t, mut out, mut stdin) = stress_waiting(&dir, &logs, &["--ring-mb", "1"], &stress, &[]);
    let mut line = String::new();
    unsafe { libc::kill(t.id() as i32, libc::SIGSTOP) };
    stdin.write_all(b"go\n").unwrap();
    drop(stdin);
    line.clear();
    out.read_line(&mut line).unwrap();
    let stress: Value = serde_json::from_str(line.strip_prefix("STRESS ").unwrap_or_else(|| panic!("{line:?}"))).unwrap();
    let pid = stress["pid"].as_u64().unwrap();
    wait_for_zombie(pid);
    unsafe { libc::kill(t.id() as i32, libc::SIGCONT) };
    assert_eq!(t.wait().unwrap().code(), Some(0), "the workload's status");
    let said = std::fs::read_to_string(logs.join("stderr")).unwrap();

    let (summary, _, _) = read_outputs(&dir, pid, "");
    let lost = summary["dropped_events"].as_u64().unwrap();
    assert!(lost > 0, "no event was lost, though the tracer was stopped through 80,000 calls: {summary}");
    let first = said.lines().find(|l| l.starts_with(&format!("ze-tracer: pid {pid} ("))).unwrap_or_else(|| panic!("{said}"));
    assert!(first.contains(&format!(") ended: INCOMPLETE, {lost} events lost; no certain leak; ")), "{first}");
    assert!(!said.contains("LEAKED"), "{said}");
    let reason = format!("{lost} of its events were dropped (ring buffer full)");
    assert_eq!(summary["incomplete_reasons"][0], reason.as_str(), "{summary}");
    assert_eq!((summary["complete"].as_bool(), summary["leaked"].as_bool()), (Some(false), Some(false)));
    // The context and the event pool, whose destroys were lost, at least: uncertain.
    assert_eq!((summary["outstanding"]["Contexts"].as_u64(), summary["outstanding"]["EventPools"].as_u64()), (Some(1), Some(1)));
    let objects = summary["objects"].as_array().unwrap();
    assert_eq!(summary["uncertain_objects"].as_u64(), Some(objects.len() as u64));
    assert!(objects.iter().all(|o| o["uncertain"] == true), "{objects:?}");

    let check = |extra: &[&str]| tracer().arg("check").arg(&dir).args(extra).output().unwrap();
    let judged = check(&[]);
    let verdict = String::from_utf8_lossy(&judged.stdout);
    assert_eq!(judged.status.code(), Some(11), "{verdict}");
    assert!(verdict.contains(&format!("UNJUDGED pid {pid} ze_workload")) && !verdict.contains("LEAKED"), "{verdict}");
    assert_eq!(check(&["--require-complete"]).status.code(), Some(10));
}

/// A process that loses events and ends while the daemon's loop stalls between a tick's drain
/// and its look for processes whose exit was lost (the testbed's `--stall-first-tick-ms`, as
/// a daemon stopped or starved there): its last events are in the ring only once it is gone,
/// after that drain. It has one summary, with all of its calls, never a first one ended with
/// none of them and a second that says its first events were lost.
#[test]
fn a_process_that_ends_while_a_tick_stalls_has_one_summary_with_all_its_calls() {
    fixture();
    let (dir, logs) = (temp_dir("stalled"), temp_dir("stalled-logs"));
    let stress = ["--threads", "2", "--iters", "20000", "--free-ratio", "1"];
    let (mut t, mut out, mut stdin) = stress_waiting(&dir, &logs, &["--ring-mb", "1", "--stall-first-tick-ms", "4000"], &stress, &[]);
    // Its calls begin once the first tick has drained and stalls.
    let stalled = std::time::Instant::now();
    while !std::fs::read_to_string(logs.join("stderr")).unwrap().contains("tick stalled") {
        assert!(stalled.elapsed() < std::time::Duration::from_secs(30), "the tick never stalled");
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    stdin.write_all(b"go\n").unwrap();
    drop(stdin);
    let mut line = String::new();
    out.read_line(&mut line).unwrap();
    let stress: Value = serde_json::from_str(line.strip_prefix("STRESS ").unwrap_or_else(|| panic!("{line:?}"))).unwrap();
    let pid = stress["pid"].as_u64().unwrap();
    assert_eq!(t.wait().unwrap().code(), Some(0), "the workload's status");
    let said = std::fs::read_to_string(logs.join("stderr")).unwrap();
    assert!(!dir.join(format!("ze-tracer_pid{pid}.1.json")).exists(), "a second summary; the tracer said:\n{said}");
    let (summary, _, _) = read_outputs(&dir, pid, "");
    assert!(summary["dropped_events"].as_u64().unwrap() > 0, "no event was lost while the loop stalled: {summary}");
    assert_eq!(summary["calls"]["zeContextCreate"], 1, "{summary}");
    assert_eq!(summary["calls"]["zeEventPoolCreate"], 1, "{summary}");
    assert!(!summary["incomplete_reasons"].to_string().contains("first events were lost"), "{summary}");
}

/// Two processes flood one ring with the tracer stopped, and the kernel's table of drop records
/// has room for one (the testbed's `--drop-table 1`, as 16,384 processes would fill it): the
/// other's losses are counted for the ring. Neither may read as leaking for certain, nor as
/// complete: the one without a record is told its ring's losses may be its own (with an LRU
/// table, its record evicted, its lost destroys were certain leaks; without the ring's count,
/// it would read as having lost nothing).
#[test]
fn losses_no_record_holds_leave_every_process_of_their_ring_unjudged() {
    fixture();
    let (dir, logs) = (temp_dir("untold"), temp_dir("untold-logs"));
    let stress = ["--processes", "2", "--threads", "1", "--iters", "20000", "--free-ratio", "1"];
    let tracer_args = ["--ring-mb", "1", "--ring-shards", "1", "--drop-table", "1"];
    let (mut t, mut out, mut stdin) = stress_waiting(&dir, &logs, &tracer_args, &stress, &[]);
    unsafe { libc::kill(t.id() as i32, libc::SIGSTOP) };
    stdin.write_all(b"go\n").unwrap();
    drop(stdin);
    let mut pids = vec![];
    for _ in 0..2 {
        let mut line = String::new();
        out.read_line(&mut line).unwrap();
        let stress: Value = serde_json::from_str(line.strip_prefix("STRESS ").unwrap_or_else(|| panic!("{line:?}"))).unwrap();
        pids.push(stress["pid"].as_u64().unwrap());
    }
    // The command (the parent of the other) is left for the stopped tracer to reap.
    let parent = *pids.iter().find(|&&p| std::fs::read_to_string(format!("/proc/{p}/stat")).is_ok_and(|s| {
        s.rsplit_once(") ").and_then(|(_, r)| r.split(' ').nth(1)?.parse::<u32>().ok()) == Some(t.id())
    })).expect("the command's PID");
    wait_for_zombie(parent);
    unsafe { libc::kill(t.id() as i32, libc::SIGCONT) };
    assert_eq!(t.wait().unwrap().code(), Some(0), "the workload's status");
    let said = std::fs::read_to_string(logs.join("stderr")).unwrap();
    let mut untold = 0;
    for pid in pids {
        let (summary, _, _) = read_outputs(&dir, pid, "");
        assert!(summary["dropped_events"].as_u64().unwrap() > 0, "{summary}");
        assert_eq!((summary["complete"].as_bool(), summary["leaked"].as_bool()), (Some(false), Some(false)), "{summary}");
        untold += summary["incomplete_reasons"].to_string().contains("sharing its ring were lost while the drop table was full") as u32;
    }
    // One had no record; the other, whose record came a moment after the first loss told for
    // the ring (both began losing at once), may be told too: it cannot be ruled out.
    assert!(untold >= 1, "one process had no record: {said}");
    assert!(!said.contains("LEAKED"), "{said}");
    let judged = tracer().arg("check").arg(&dir).output().unwrap();
    assert_eq!(judged.status.code(), Some(11), "{}", String::from_utf8_lossy(&judged.stdout));
}

/// Waits until `pid` has exited and is left for its parent (stopped) to reap.
/// Events lost in one round of a program, then a second round read whole: the driver hands
/// the buffers freed in the first round (whose frees were lost) out again, and each create
/// that reuses an address proves the object that held it was freed. At the end those are
/// counted as freed (inferred from address reuse), never leaked. The fake driver hands every
/// freed buffer out again, oldest first (`ZE_FAKE_REUSE_OLDEST`): malloc alone did for some
/// runs and not others (round 2's new threads' arenas laid their blocks out some bytes off).
#[test]
fn an_address_handed_out_again_proves_its_lost_free() {
    fixture();
    let (dir, logs) = (temp_dir("reuse-inferred"), temp_dir("reuse-inferred-logs"));
    // Each thread keeps its last 8 buffers (`--live 8`): when the ring fills, the buffers read
    // as created whose frees come after are outstanding, their frees lost, 8 or so per thread.
    // 500 iterations: round 1 still fills a shard (16,000 events), and round 2 fits in one
    // with a drain or two, however busy the machine. Round 2's threads get round 1's buffers
    // again.
    let stress = ["--threads", "16", "--iters", "500", "--free-ratio", "1", "--live", "8", "--rounds", "2"];
    // The workload at the lowest priority: its 16 threads must not starve the tracer of the CPU
    // it needs to read round 2 whole (on a busy machine, round 2's creates were lost too).
    let (mut t, mut out, mut stdin) = stress_waiting(&dir, &logs, &["-v", "--ring-mb", "1", "--no-stacks", "--", "nice", "-n", "19"], &stress, &[("ZE_FAKE_REUSE_OLDEST", "1")]);
    let mut line = String::new();
    // Round 1 with the tracer stopped: its ring fills, the rest of the round is lost.
    unsafe { libc::kill(t.id() as i32, libc::SIGSTOP) };
    stdin.write_all(b"go\n").unwrap();
    line.clear();
    out.read_line(&mut line).unwrap();
    assert!(line.starts_with("STRESS "), "{line:?}");
    unsafe { libc::kill(t.id() as i32, libc::SIGCONT) };
    // The tick that reports the drops has drained the ring first: round 1 is all read.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
    while !std::fs::read_to_string(logs.join("stderr")).unwrap().contains("ring buffer full") {
        assert!(std::time::Instant::now() < deadline, "the tracer never reported its drops");
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    // Round 2, read whole: its allocations get round 1's freed addresses again.
    stdin.write_all(b"go\n").unwrap();
    drop(stdin);
    let mut rest = String::new();
    std::io::Read::read_to_string(&mut out, &mut rest).unwrap();
    assert_eq!(t.wait().unwrap().code(), Some(0), "the workload's status");
    let pid: Value = serde_json::from_str(line.strip_prefix("STRESS ").unwrap()).unwrap();
    let (summary, _, _) = read_outputs(&dir, pid["pid"].as_u64().unwrap(), "");
    assert!(summary["dropped_events"].as_u64().unwrap() > 0, "{summary}");
    assert!(summary["freed_inferred_objects"].as_u64().unwrap() > 0, "no address handed out again: {summary}");
    assert_eq!(summary["leaked"], false, "{summary}");
    // No object is listed at an address a later create got.
    let objects = summary["objects"].as_array().unwrap();
    let mut handles: Vec<&str> = objects.iter().map(|o| o["handle"].as_str().unwrap()).collect();
    handles.sort_unstable();
    let n = handles.len();
    handles.dedup();
    assert_eq!(handles.len(), n, "two objects at one address: {objects:?}");
    let said = std::fs::read_to_string(logs.join("stderr")).unwrap();
    assert!(said.contains("freed (inferred from address reuse)") && !said.contains("LEAKED"), "{said}");
}

/// `ze-tracer ARGS -- ze_workload stress STRESS --no-truth --wait-stdin` in `dir` (the workload's
/// environment with `env` too), its stderr in `logs/stderr`, once the workload is READY: the
/// tracer, the workload's stdout and stdin (they inherit the tracer's).
fn stress_waiting(dir: &Path, logs: &Path, args: &[&str], stress: &[&str], env: &[(&str, &str)]) -> (std::process::Child, BufReader<std::process::ChildStdout>, std::process::ChildStdin) {
    let wl = workload();
    let stderr = std::fs::File::create(logs.join("stderr")).unwrap();
    // The testbed where a hook is among the flags (it takes them anywhere before `--`).
    let mut t = match args.iter().any(|a| ze_tracer::daemon::HOOKS.contains(a)) {
        true => Command::new(env!("CARGO_BIN_EXE_ze-tracer-testbed")),
        false => tracer(),
    };
    let mut t = t
        .arg("--output-dir")
        .arg(dir)
        .args(args)
        .args((!args.contains(&"--")).then_some("--"))
        .arg(wl.get_program())
        .arg("stress")
        .args(stress)
        .args(["--no-truth", "--wait-stdin"])
        .envs(wl.get_envs().map(|(k, v)| (k, v.unwrap())))
        .envs(env.iter().copied())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(stderr)
        .spawn()
        .unwrap();
    let mut out = BufReader::new(t.stdout.take().unwrap());
    let stdin = t.stdin.take().unwrap();
    let mut line = String::new();
    out.read_line(&mut line).unwrap();
    assert_eq!(line.trim(), "READY", "the workload did not start");
    (t, out, stdin)
}

fn wait_for_zombie(pid: u64) {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(120);
    loop {
        let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap();
        // The state follows the command's name, in parentheses.
        if stat.rsplit_once(") ").is_some_and(|(_, rest)| rest.starts_with('Z')) {
            return;
        }
        assert!(std::time::Instant::now() < deadline, "PID {pid} has not exited: {stat}");
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
}

/// Bad input: one line on stderr, a documented exit code, nothing written.
fn expect_error(args: &[&str], code: i32, words: &str) {
    let dir = temp_dir(&format!("bad-{code}"));
    let out = tracer().args(args).current_dir(&dir).output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(code), "{args:?}: {stderr}");
    assert_eq!(stderr.trim().lines().count(), 1, "one line: {stderr}");
    assert!(stderr.contains(words), "{stderr}");
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 0, "wrote files");
}

#[test]
fn bad_input_gets_one_line_and_its_exit_code() {
    fixture();
    expect_error(&["--comm", "x", "--pid", "1"], 2, "system-wide");
    // clap's own errors too, with what would have been right.
    expect_error(&["--ring-mb", "3", "--pid", "1"], 2, "a power of two");
    expect_error(&["--no-such-option"], 2, "--no-such-option");
    expect_error(&["--qiuet"], 2, "tip: a similar argument exists: '--quiet'; see 'ze-tracer --help'");
    expect_error(&["chekc", "dir"], 2, "unrecognized subcommand 'chekc'; tip: a similar subcommand exists: 'check'; see 'ze-tracer --help'");
    expect_error(&["check"], 2, "<DIR>; see 'ze-tracer check --help'");
    // The traced command without its `--`: the line that would trace it.
    expect_error(&["-q", "./app", "an arg"], 2, "unexpected argument './app' found; tip: to trace a command, put it after --: ze-tracer -q -- ./app 'an arg'");
    expect_error(&["--pid", "999999999"], 4, "no process");
    expect_error(&["--output-dir", "/proc/1", "--pid", "1"], 6, "output directory");
    expect_error(&["--output-dir", "/etc/hostname/sub", "--pid", "1"], 6, "cannot create output directory");
    // A file where the output directory should be: named, with its flag.
    let file = temp_dir("bad-file").join("afile");
    std::fs::write(&file, "").unwrap();
    let not_dir = format!("cannot use {} as output directory (--output-dir): not a directory", file.display());
    expect_error(&["-o", file.to_str().unwrap(), "--pid", "1"], 6, &not_dir);
    expect_error(&["--", "/nonexistent/program"], 127, "/nonexistent/program");
    expect_error(&["--", "/etc/hostname"], 126, "cannot run");
    // A process with no loader, when told not to wait.
    let mut sleeper = Command::new("sleep").arg("30").spawn().unwrap();
    let sleeper_pid = sleeper.id().to_string();
    expect_error(&["--no-wait", "--pid", &sleeper_pid], 4, "has not loaded libze_loader");
    expect_error(&["--lib", "/nonexistent.so", "--pid", &sleeper_pid], 4, "--lib: reading /nonexistent.so: No such file");
    // --metrics where another listens: its own code, not a bad command line.
    let busy = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = busy.local_addr().unwrap().to_string();
    expect_error(&["--metrics", &addr, "--pid", &sleeper_pid], 7, "cannot serve there: Address already in use");
    let _ = sleeper.kill();
    // Not root: eBPF cannot be loaded (on a process of its own, whose maps it may read).
    let dir = temp_dir("nonroot");
    std::fs::set_permissions(&dir, std::os::unix::fs::PermissionsExt::from_mode(0o777)).unwrap();
    let mut own = as_nobody(Command::new("sleep").arg("30")).spawn().unwrap();
    let out = as_nobody(&mut Command::new(env!("CARGO_BIN_EXE_ze-tracer")))
        .arg("--output-dir")
        .arg(&dir)
        .args(["--pid", &own.id().to_string()])
        .output()
        .unwrap();
    let _ = own.kill();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(3), "{stderr}");
    assert_eq!(stderr.trim().lines().count(), 1, "{stderr}");
}

/// `cmd` run by setpriv as nobody, with no capabilities.
fn as_nobody(cmd: &mut Command) -> Command {
    let mut wrapped = Command::new("setpriv");
    wrapped.args(["--reuid=65534", "--regid=65534", "--clear-groups", "--inh-caps=-all"]).arg(cmd.get_program()).args(cmd.get_args());
    wrapped
}

/// A process whose maps ze-tracer may not read (another user's, to root without the
/// capabilities the kernel takes for it: CAP_SYS_PTRACE, CAP_PERFMON, CAP_SYS_ADMIN) is not
/// permitted (3), not a bad target (4), and said before anything is loaded.
#[test]
fn maps_denied_is_not_permitted() {
    fixture();
    let dir = temp_dir("maps-denied");
    let mut target = as_nobody(Command::new("sleep").arg("30")).spawn().unwrap();
    let pid = target.id();
    let caps = "-sys_ptrace,-perfmon,-sys_admin";
    let out = Command::new("setpriv")
        .arg(format!("--bounding-set={caps}"))
        .arg(format!("--inh-caps={caps}"))
        .arg(env!("CARGO_BIN_EXE_ze-tracer"))
        .arg("-o")
        .arg(&dir)
        .args(["--no-wait", "--pid", &pid.to_string()])
        .output()
        .unwrap();
    let _ = target.kill();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(3), "{stderr}");
    assert_eq!(stderr.trim(), format!("ze-tracer: cannot read the maps of PID {pid}: Permission denied (os error 13)"));
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 0, "wrote files");
}

/// `-h` is a page of one line per option and `--help` the whole text, both in the same groups;
/// defaults that depend on the machine are described, not computed; the usage line tells the
/// subcommands from the traced command.
#[test]
fn help_is_grouped_short_and_the_same_on_every_machine() {
    let help = |flag: &str| String::from_utf8(tracer().arg(flag).output().unwrap().stdout).unwrap();
    let (short, long) = (help("-h"), help("--help"));
    assert!(short.lines().count() * 2 < long.lines().count(), "-h: {} lines, --help: {}", short.lines().count(), long.lines().count());
    for heading in ["What to trace:", "Output:", "CI gate:", "Metrics:", "Stacks:", "Tuning:"] {
        assert!(short.lines().any(|l| l == heading) && long.lines().any(|l| l == heading), "{heading}\n{short}");
    }
    // From the first group to the closing line, each line is a heading or one option.
    let options = short.split_once("What to trace:").unwrap().1.split("\nMore on each option").next().unwrap();
    for line in options.lines().filter(|l| !l.is_empty() && !l.ends_with(':')) {
        assert!(line.trim_start().starts_with(['-', '[']), "not an option's line: {line:?}\n{short}");
    }
    for (flag, default) in [("--ring-shards", "[default: one per CPU, up to 32]"), ("--threads", "[default: a quarter of the CPUs, 1 to 3]")] {
        let line = short.lines().find(|l| l.contains(&format!("{flag} <N>"))).unwrap();
        assert!(line.ends_with(default), "{line}");
    }
    assert!(short.contains("Usage: ze-tracer [OPTIONS] [-- <PROGRAM> [ARGS]...]\n       ze-tracer <SUBCOMMAND>"), "{short}");
    assert!(long.contains("\nExit codes:\n") && !short.contains("\nExit codes:\n"));
}

/// `-q` on a running process: ze-tracer's own lines only (no tracing line with its level and
/// module), and Ctrl-C ends it with one line on what was traced and where the files are.
#[test]
fn quiet_pid_mode_stopped_by_ctrl_c_says_one_line() {
    fixture();
    let dir = temp_dir("quiet-pid");
    let w = start_waiting(&["lifecycle"], &[]);
    let (mut t, mut err, mut said) = attach(w.pid, &dir, &["-q"]);
    unsafe { libc::kill(t.id() as i32, libc::SIGINT) };
    assert_eq!(t.wait().unwrap().code(), Some(0));
    std::io::Read::read_to_string(&mut err, &mut said).unwrap();
    finish_waiting(w);
    assert!(said.lines().all(|l| l.starts_with("ze-tracer: ")), "{said}");
    let stop = format!("ze-tracer: stopped; traced 1 process (0 leaked), files in {}", dir.canonicalize().unwrap().display());
    assert_eq!(said.lines().last(), Some(stop.as_str()), "{said}");
}

/// `-q --fail-on-leak`: no report, but one line on why the exit code is what it is.
#[test]
fn quiet_fail_on_leak_says_why_in_one_line() {
    fixture();
    let dir = temp_dir("quiet-leak");
    let out = tracer()
        .args(["-q", "--fail-on-leak", "-o"])
        .arg(&dir)
        .arg("--")
        .arg(fixture().join("ze_workload"))
        .args(["lifecycle", "--leak", "event,host"])
        .env("ZE_ENABLE_ALT_DRIVERS", fixture().join("libze_fake.so"))
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(10), "{stderr}");
    let truth = ground_truth(&String::from_utf8_lossy(&out.stdout));
    let objects = COUNT_COLUMNS.iter().map(|c| outstanding(&truth, c)).sum::<u64>()
        + truth["outstanding_allocations"].as_u64().unwrap();
    assert!(objects > 1, "{truth}");
    let why = format!("ze-tracer: pid {} leaked {objects} objects: exit 10 (--fail-on-leak)", truth["pid"]);
    assert_eq!(stderr.lines().last(), Some(why.as_str()), "{stderr}");
    assert!(!stderr.contains("LEAKED"), "a report under -q: {stderr}");
}

/// The only summary `dir` holds.
fn only_summary(dir: &Path) -> Value {
    let jsons: Vec<_> = std::fs::read_dir(dir).unwrap().flatten().map(|e| e.path()).filter(|p| p.extension().is_some_and(|e| e == "json")).collect();
    assert_eq!(jsons.len(), 1, "{jsons:?}");
    serde_json::from_str(&std::fs::read_to_string(&jsons[0]).unwrap()).unwrap()
}

/// A loader copy that nothing arms before its code runs (here no ld.so is probed, as for a
/// load its probe cannot see) is found in the process's maps within a tick, armed, and named:
/// first on stderr and in the summary's reasons; the calls after it was armed are exact.
#[test]
fn a_copy_armed_late_is_never_complete_and_is_named() {
    fixture();
    let dir = temp_dir("late-copy");
    let copy = install_loader_copy(&temp_dir("late-copy-lib"));
    let _turn = new_copy_turn();
    let program = fixture().join("ze_dlopen");
    let command = [program.as_os_str(), copy.as_os_str(), "lifecycle".as_ref(), "--wait-stdin".as_ref()];
    let mut t = spawn_run_mode(tracer_with(&["--no-ldso-probe", "--no-watch", "-v"]), &dir, &command);
    let mut stdout = BufReader::new(t.stdout.take().unwrap());
    let mut line = String::new();
    stdout.read_line(&mut line).unwrap();
    assert_eq!(line.trim(), "READY");
    // The copy is mapped, its loading over: a tick finds it.
    let mut stderr = BufReader::new(t.stderr.take().unwrap());
    let mut log = String::new();
    while !log.contains("was attached after the process mapped it") {
        assert!(stderr.read_line(&mut log).unwrap() > 0, "the tracer ended first: {log}");
    }
    t.stdin.take().unwrap().write_all(b"go\n").unwrap();
    let mut out = String::new();
    std::io::Read::read_to_string(&mut stdout, &mut out).unwrap();
    std::io::Read::read_to_string(&mut stderr, &mut log).unwrap();
    let code = t.wait().unwrap().code();
    let truth = ground_truth(&out);
    let (summary, header, rows) = read_outputs(&dir, truth["pid"].as_u64().unwrap(), "");
    let shown = copy.display().to_string();
    assert_eq!(summary["complete"], false, "{summary}");
    let reasons = summary["incomplete_reasons"].as_array().unwrap();
    assert!(reasons.iter().any(|r| r.as_str().unwrap().starts_with(&format!("{shown} was attached after"))), "{reasons:?}");
    let first = log.lines().find(|l| l.starts_with(&format!("ze-tracer: pid {}", truth["pid"]))).unwrap_or_else(|| panic!("{log}"));
    assert!(first.contains(&format!("ended: INCOMPLETE, calls of {shown} may be missing; ")), "{first}");
    // Armed before "go", so before every call it traced (what its Perfetto trace marks).
    let armed = summary["copies_armed_ms"][&shown].as_u64().unwrap_or_else(|| panic!("{summary}"));
    let first_call: u64 = rows.iter().map(|r| r["TimeMs"].parse::<u64>().unwrap()).min().unwrap();
    assert!(armed <= first_call && first_call <= summary["duration_ms"].as_u64().unwrap(), "armed at {armed} ms, first call at {first_call} ms: {summary}");
    check(&Traced { truth, summary, header, rows, tracer_code: code, tracer_stderr: log });
}

/// A process that loaded a loader copy armed before it began (the system's) and made no call
/// made no object: complete, and its report line says so as its summary does.
#[test]
fn a_copy_armed_in_time_and_no_call_is_complete() {
    fixture();
    let dir = temp_dir("no-call");
    let loader = "/usr/lib/x86_64-linux-gnu/libze_loader.so.1";
    let out = tracer().arg("--output-dir").arg(&dir).arg("--").arg(fixture().join("ze_dlopen")).args(["--cycles", "1", loader]).output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    let summary = only_summary(&dir);
    assert_eq!((summary["complete"].as_bool(), summary["rows"].as_u64()), (Some(true), Some(0)), "{summary}");
    assert_eq!(summary["level_zero"], "not_initialized", "{summary}");
    assert!(stderr.contains("ended: no Level Zero object made (it loaded libze_loader and never initialized it); summary"), "{stderr}");
}

/// A program whose ELF interpreter is a copy of ld.so the daemon never saw (as a relocated
/// Python's is), which at once loads a loader copy it never saw either: its exec waits at the
/// gate until that ld.so is probed, so the copy's loading thread is held and every call is
/// traced. Before the gate the program ran before its ld.so's probe was in place, loaded the
/// copy unseen, and was gone before the daemon read its maps: a summary of no calls that said
/// complete (the real runtime's dlopen case met it several times in 40).
#[test]
fn a_program_whose_interpreter_is_new_waits_at_its_exec_until_it_is_probed() {
    fixture();
    let _turn = new_copy_turn();
    let lib = temp_dir("gated-interp-lib");
    let (program, ldso) = program_with_new_interpreter(&lib);
    let copy = install_loader_copy(&lib);
    // Through `env`, as the real runtime's check runs its Python: the program's exec is not the
    // command's own (whose interpreter is probed before it is let go).
    let mut env = Command::new("env");
    env.arg(&program).arg(&copy).env("ZE_ENABLE_ALT_DRIVERS", fixture().join("libze_fake.so"));
    let t = run_command("gated-interp", &["-v"], &mut env, &LEAKY, &[]);
    assert_eq!(t.summary["complete"], true, "{}", t.summary);
    let probed = format!("ld.so copy probed as a process exec'd it ldso={}", ldso.display());
    assert!(t.tracer_stderr.contains(&probed), "{}", t.tracer_stderr);
    check(&t);
}

/// Without the exec gate (`--no-watch`), a program whose interpreter is a copy of ld.so never
/// seen may run before the daemon has probed it, and load a loader copy unseen: its summary is
/// then exact, or incomplete and says why; never complete with calls missing.
#[test]
fn without_the_exec_gate_a_new_interpreter_is_exact_or_says_why() {
    fixture();
    let _turn = new_copy_turn();
    for round in 0..3 {
        let lib = temp_dir(&format!("ungated-interp-lib-{round}"));
        let (program, _) = program_with_new_interpreter(&lib);
        let copy = install_loader_copy(&lib);
        let mut cmd = Command::new(&program);
        cmd.arg(&copy).env("ZE_ENABLE_ALT_DRIVERS", fixture().join("libze_fake.so"));
        let t = run_command(&format!("ungated-interp-{round}"), &["--no-watch"], &mut cmd, &["lifecycle"], &[]);
        match t.summary["complete"].as_bool() {
            Some(true) => check(&t),
            _ => assert!(!t.summary["incomplete_reasons"].as_array().unwrap().is_empty(), "{}", t.summary),
        }
    }
}

/// A process that never loads Level Zero while traced: its summary and report say nothing was
/// traced (not "nothing outstanding"), it names itself, and `check` does not count it as
/// judged (13 when it is all there is). Under `--pid` (the tracer waits for a loader that never
/// comes, and the process is ended once it does) and in run mode.
#[test]
fn a_process_that_never_loads_level_zero_is_not_called_clean() {
    let dir = temp_dir("never-loaded");
    let mut sleeper = Command::new("sleep").arg("600").spawn().unwrap();
    let mut t = tracer().arg("-o").arg(&dir).arg("--pid").arg(sleeper.id().to_string()).stderr(Stdio::piped()).spawn().unwrap();
    let mut err = BufReader::new(t.stderr.take().unwrap());
    let mut said = String::new();
    while !said.contains("tracing PID") {
        assert!(err.read_line(&mut said).unwrap() > 0, "{said}");
    }
    sleeper.kill().unwrap();
    sleeper.wait().unwrap();
    std::io::Read::read_to_string(&mut err, &mut said).unwrap();
    assert_eq!(t.wait().unwrap().code(), Some(0), "{said}");
    let pid = sleeper.id();
    assert!(said.contains(&format!("pid {pid} (sleep) ended: never loaded libze_loader: nothing traced")), "{said}");
    assert!(!said.contains("nothing outstanding"), "{said}");
    let summary = only_summary(&dir);
    assert_eq!((summary["loaded_level_zero"].as_bool(), summary["comm"].as_str()), (Some(false), Some("sleep")), "{summary}");
    assert!(summary["exe"].as_str().unwrap().ends_with("/sleep"), "{summary}");
    let check = |dir: &Path| tracer().arg("check").arg(dir).output().unwrap();
    let out = check(&dir);
    assert_eq!(out.status.code(), Some(13), "{}", String::from_utf8_lossy(&out.stdout));
    assert!(String::from_utf8_lossy(&out.stdout).contains(&format!("NOT TRACED pid {pid} sleep")));

    // Run mode: a command that never loads it.
    let run_dir = temp_dir("never-loaded-run");
    let out = tracer().arg("-o").arg(&run_dir).args(["--", "true"]).output().unwrap();
    let said = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{said}");
    assert!(said.contains("(true) ended: never loaded libze_loader: nothing traced"), "{said}");
    assert_eq!(only_summary(&run_dir)["loaded_level_zero"], false);
    assert_eq!(check(&run_dir).status.code(), Some(13));
}

/// Run mode, as `run_mode`, keeping the workload's stdout and the output directory.
fn run_mode_out(name: &str, args: &[&str]) -> (Traced, String, std::path::PathBuf) {
    let dir = temp_dir(name);
    let wl = workload();
    let out = tracer()
        .arg("--output-dir")
        .arg(&dir)
        .arg("--")
        .arg(wl.get_program())
        .args(args)
        .envs(wl.get_envs().map(|(k, v)| (k, v.unwrap())))
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    let truth = ground_truth(&stdout);
    let (summary, header, rows) = read_outputs(&dir, truth["pid"].as_u64().unwrap(), "");
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    (Traced { truth, summary, header, rows, tracer_code: out.status.code(), tracer_stderr: stderr }, stdout, dir)
}

/// A context destroyed with two 1 MiB allocations alive, a module with two kernels, an event
/// pool with three events: the children are the program's leaks (never released), each
/// saying which parent went first and when; the CSV keeps counting them, as the SRT does.
#[test]
fn orphans_are_leaks_that_say_their_parent_went_first() {
    let (run, stdout, dir) = run_mode_out("orphans-run", &["orphans"]);
    check(&run);
    let w = start_waiting(&["orphans"], &[]);
    let pid_dir = temp_dir("orphans-pid");
    let (mut attached, mut err, mut stderr) = attach(w.pid, &pid_dir, &[]);
    let pid_stdout = finish_waiting(w);
    let status = attached.wait().unwrap();
    std::io::Read::read_to_string(&mut err, &mut stderr).unwrap();
    let truth = ground_truth(&pid_stdout);
    let (summary, header, rows) = read_outputs(&pid_dir, truth["pid"].as_u64().unwrap(), "");
    let pid = Traced { truth, summary, header, rows, tracer_code: status.code(), tracer_stderr: stderr };
    check(&pid);

    for (t, stdout) in [(&run, &stdout), (&pid, &pid_stdout)] {
        let line = stdout.lines().find_map(|l| l.strip_prefix("ORPHANS_TRUTH ")).expect("ORPHANS_TRUTH");
        let parents: Value = serde_json::from_str(line).unwrap();
        // The CSV row of each parent's destroy: when it went, as the summary says it.
        let destroyed_at = |api: &str, handle: &str| -> u64 {
            let row = t.rows.iter().find(|r| r["APICall"] == api && r["Handle"] == handle).unwrap_or_else(|| panic!("no {api} of {handle}"));
            row["TimeMs"].parse().unwrap()
        };
        let mut seen: std::collections::BTreeMap<(String, String), u64> = Default::default();
        for o in t.summary["objects"].as_array().unwrap() {
            let p = &o["parent_destroyed"];
            let ty = p["type"].as_str().unwrap_or_else(|| panic!("no parent_destroyed: {o}"));
            let handle = parents[ty].as_str().unwrap();
            assert_eq!((p["handle"].as_str(), o["parent"].as_str()), (Some(handle), Some(handle)), "{o}");
            let api = format!("ze{ty}Destroy");
            assert_eq!(p["at_ms"].as_u64(), Some(destroyed_at(&api, handle)), "{o}");
            *seen.entry((o["type"].as_str().unwrap().to_owned(), ty.to_owned())).or_default() += 1;
        }
        let expected = [(("Event", "EventPool"), 3), (("Kernel", "Module"), 2), (("Memory", "Context"), 2)];
        assert_eq!(seen, expected.into_iter().map(|((a, b), n)| ((a.to_owned(), b.to_owned()), n)).collect());
        // Still the program's leaks, all of them.
        assert_eq!((t.summary["leaked"].as_bool(), t.summary["leaked_objects"].as_u64()), (Some(true), Some(7)));
        let mut by_parent: std::collections::BTreeMap<String, u64> = Default::default();
        for site in t.summary["sites"].as_array().unwrap() {
            for (ty, n) in site["parents_destroyed"].as_object().into_iter().flatten() {
                *by_parent.entry(ty.clone()).or_default() += n.as_u64().unwrap();
            }
        }
        assert_eq!(by_parent, [("Context".to_owned(), 2), ("EventPool".to_owned(), 3), ("Module".to_owned(), 2)].into());
        // The CSV counts them after their parent's destroy, as the SRT does: the context's
        // destroy leaves its 2 MiB in TotalMemory_Bytes.
        let ctx_row = t.rows.iter().find(|r| r["APICall"] == "zeContextDestroy" && r["Handle"] == parents["Context"].as_str().unwrap()).unwrap();
        assert_eq!((ctx_row["TotalMemory_Bytes"].as_str(), ctx_row["Contexts"].as_str()), ("2097152".into(), "1".into()));
        let pool_row = t.rows.iter().find(|r| r["APICall"] == "zeEventPoolDestroy").unwrap();
        assert_eq!((pool_row["Events"].as_str(), pool_row["EventPools"].as_str()), ("3".into(), "0".into()));

        // The report: its head, a line per parent type, and each object's line.
        let report = &t.tracer_stderr;
        assert!(report.contains("LEAKED 7 objects, 2.1 MB (2,097,152 bytes) of USM; 7 of them outlived their parent (destroyed first: the driver may have freed them)"), "{report}");
        assert!(report.contains("  Of these, 3 outlived their event pool, 2 their context, 2 their module: the program destroyed the parent first"), "{report}");
        let ctx_at = t.summary["objects"].as_array().unwrap().iter().find(|o| o["type"] == "Memory").unwrap()["parent_destroyed"]["at_ms"].as_u64().unwrap();
        let said: Vec<f64> = report
            .lines()
            .filter(|l| l.contains("device USM"))
            .map(|l| {
                let at = l.split("its context was destroyed at ").nth(1).unwrap_or_else(|| panic!("{l}"));
                assert!(at.ends_with(" s (the driver may have freed it with it)"), "{l}");
                at.split(' ').next().unwrap().parse().unwrap()
            })
            .collect();
        assert_eq!(said.len(), 2, "{report}");
        assert!(said.iter().all(|s| (s * 1000.0 - ctx_at as f64).abs() < 1.0), "{said:?} vs {ctx_at} ms");
        assert_eq!(report.matches("its module was destroyed at").count(), 2, "{report}");
        assert_eq!(report.matches("its event pool was destroyed at").count(), 3, "{report}");
    }

    // `check` counts them as leaks, and says how many outlived their parent.
    let out = tracer().arg("check").arg(&dir).output().unwrap();
    let lines = String::from_utf8_lossy(&out.stdout).into_owned();
    assert_eq!(out.status.code(), Some(10), "{lines}");
    assert!(lines.contains("(of which outlived their parent, destroyed first: 2 Context, 3 EventPool, 2 Module)"), "{lines}");
}

/// Each copy armed says how many of its probes single-step, and `--list-probes` marks the same
/// sites: at offset 0 (`--probe-at-entry`) the loader's trampolines begin with a RIP-relative
/// load, which the kernel single-steps, so there are some; at the chosen sites, as many as the
/// list marks.
#[test]
fn single_stepped_probes_are_counted() {
    let stepped = |extra: &[&str]| -> Option<(usize, usize)> {
        let out = tracer().arg("-v").args(extra).arg("-o").arg(temp_dir("stepped")).args(["--", "true"]).output().unwrap();
        assert_eq!(out.status.code(), Some(0));
        let err = String::from_utf8_lossy(&out.stderr).into_owned();
        let line = err.lines().find(|l| l.contains("probes sit where the kernel single-steps"))?.to_owned();
        let mut words = line.split_whitespace().skip_while(|w| !w.chars().all(|c| c.is_ascii_digit()));
        let n = words.next()?.parse().ok()?;
        let m = words.nth(2)?.parse().ok()?;
        Some((n, m))
    };
    let (n, m) = stepped(&["--probe-at-entry"]).expect("at offset 0, some probes single-step");
    assert!(n > 0 && n <= m, "{n} of {m}");
    let list = tracer().arg("--list-probes").output().unwrap();
    let text = String::from_utf8_lossy(&list.stdout);
    // The first copy listed is the one run mode arms first: the system's.
    let first: Vec<&str> = text.lines().skip(1).take_while(|l| l.starts_with("  ")).collect();
    let marked = first.iter().filter(|l| l.contains("single-steps:")).count();
    assert_eq!(stepped(&[]).map_or(0, |(n, _)| n), marked, "{text}");
}
