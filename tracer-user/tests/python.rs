//! Python leak sites end to end: `tests/python/leaks.py` calls the real loader through ctypes
//! on the fake GPU, leaks from named Python functions through two call paths and on two
//! threads, balances others, and prints the Python frames of each leak (PY_TRUTH). On every
//! CPython the suite has (`ZE_TRACER_TEST_PYTHONS`, set up by `cargo xtask test`), the summary,
//! the report, the pprof profile, the page and `check --allow-site` must name exactly those
//! Python functions and lines, and never the balanced one. Needs root.
mod common;

use std::{
    io::{BufRead, BufReader, Write},
    path::Path,
    process::Output,
};

use common::{python::*, *};
use serde_json::Value;

/// Run mode on `[prefix…] python leaks.py --hold`: once the daemon has seen its last call, it
/// exits. Its truth and the tracer's output.
fn run(dir: &Path, prefix: &[&str], python: &Path) -> (Value, Output) {
    let script = script();
    let mut command: Vec<&std::ffi::OsStr> = prefix.iter().map(|a| a.as_ref()).collect();
    command.extend([python.as_os_str(), script.as_os_str(), "--hold".as_ref()]);
    run_until_seen(dir, (&["--html"], &[]), &command, "PY_TRUTH", ("zeContextDestroy", 1), |_| {})
}

/// A CPython whose layout ze-tracer does not know (played by a test switch: 3.9 and older,
/// debug builds) keeps its native frames, and its summary and report say why, once.
#[test]
fn a_python_whose_layout_is_unknown_keeps_native_frames_and_says_so() {
    let _turn = holding_turn();
    fixture();
    let dir = temp_dir("python-unknown");
    let script = script();
    let command = ["/usr/bin/python3.11".as_ref(), script.as_os_str(), "--hold".as_ref()];
    let (truth, out) = run_until_seen(&dir, (&["--python-layouts-unknown"], &[]), &command, "PY_TRUTH", ("zeContextDestroy", 1), |_| {});
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    let pid = truth["pid"].as_u64().unwrap();
    let summary: Value = serde_json::from_str(&std::fs::read_to_string(dir.join(format!("ze-tracer_pid{pid}.json"))).unwrap()).unwrap();
    let why = summary["python_frames_missing"].as_str().unwrap_or_else(|| panic!("{summary}"));
    assert!(why.contains("CPython 3.11") && why.contains("native frames only"), "{why}");
    // Native frames alone do not tell the leaking paths apart (their native part is the same):
    // every leaked object is in some site, none with a Python frame.
    let sites = summary["sites"].as_array().unwrap();
    let objects: u64 = sites.iter().map(|s| s["objects"].as_u64().unwrap()).sum();
    assert_eq!(objects, 7, "{sites:?}");
    for s in sites {
        assert!(python_frames(s).is_empty(), "{s}");
        assert!(!s["frames"].as_array().unwrap().is_empty(), "{s}");
    }
    assert_eq!(stderr.matches(why).count(), 1, "{stderr}");
}

/// One of this file's tracers at a time. Each holds its Python at its start and its end, and a
/// held thread spins on its CPU until its daemon's parking thread stops it (`probes::park`):
/// two daemons with a held thread each take both CPUs of a 2-CPU machine from their parking
/// threads, on a kernel that does not preempt, until a hold runs out. A node's many CPUs, or
/// one daemon, never meet that; two tracers side by side on 2 CPUs do.
fn holding_turn() -> std::sync::MutexGuard<'static, ()> {
    static TURN: std::sync::Mutex<()> = std::sync::Mutex::new(());
    TURN.lock().unwrap_or_else(|e| e.into_inner())
}

fn check_version(version: (u8, u8), python: &Path) {
    let dir = temp_dir(&format!("python-{}.{}", version.0, version.1));
    let (truth, out) = run(&dir, &[], python);
    check_sites(&dir, version, &truth, &out);
}

/// The sites of `leaks.py`'s run in `dir` are its truth's, named everywhere they show.
fn check_sites(dir: &Path, version: (u8, u8), truth: &Value, out: &Output) {
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    let pid = truth["pid"].as_u64().unwrap();
    let summary: Value = serde_json::from_str(&std::fs::read_to_string(dir.join(format!("ze-tracer_pid{pid}.json"))).unwrap()).unwrap();
    let sites = summary["sites"].as_array().unwrap_or_else(|| panic!("{version:?}: no sites: {summary}"));
    let context = || format!("CPython {}.{}: {}", version.0, version.1, serde_json::to_string_pretty(sites).unwrap());
    assert!(summary.get("python_frames_missing").is_none(), "{}: {}\n{stderr}", summary["python_frames_missing"], context());

    // Each leaking path is one site whose Python frames begin with the truth's, innermost
    // first, with the objects it leaked.
    for t in truth["sites"].as_array().unwrap() {
        let want = truth_frames(t, version);
        let site = sites.iter().find(|s| python_frames(s).starts_with(&want));
        let site = site.unwrap_or_else(|| panic!("no site with Python frames {want:?}; {}\n{stderr}", context()));
        assert_eq!(site["objects"], t["objects"], "{want:?}; {}", context());
        let place = format!("{} ({}:{})", want[0].0, truth["file"].as_str().unwrap(), want[0].2);
        assert_eq!(site["python_place"], place.as_str(), "{}", context());
    }
    // The balanced function's allocations are no site, and nothing else is one.
    for s in sites {
        assert!(!python_frames(s).iter().any(|f| f.0 == "balanced"), "{}", context());
    }
    assert_eq!(sites.len(), truth["sites"].as_array().unwrap().len(), "{}", context());

    // The report names them, marked as Python.
    let fill = format!("{} (", named("Cache.fill", version));
    assert!(stderr.contains(&fill) && stderr.contains("leaks.py:") && stderr.contains("in Python"), "{stderr}");

    // The profile: Python functions with their lines.
    let profile = summary["profile"].as_str().expect("no profile");
    let samples = pprof::functions(Path::new(profile));
    let warm = truth["sites"][2]["frames"][1][1].as_i64().unwrap();
    assert!(samples.iter().any(|(f, l)| f == "warm_pool" && *l == warm), "{samples:?}");
    assert!(!samples.iter().any(|(f, _)| f == "balanced"), "{samples:?}");

    // The page shows them.
    let page = std::fs::read_to_string(dir.join(format!("ze-tracer_pid{pid}.html"))).unwrap();
    assert!(page.contains("warm_pool") && page.contains("in Python"), "no Python frames in the page");

    // check --allow-site: by Python function, and by file.py:line.
    let allow = dir.join("allowed");
    let host_line = truth["sites"][0]["frames"][0][1].as_u64().unwrap();
    std::fs::write(&allow, format!("alloc_host\nleaks.py:{warm}\n")).unwrap();
    let ok = tracer().arg("check").arg(&dir).arg("--allow-site").arg(&allow).output().unwrap();
    assert_eq!(ok.status.code(), Some(0), "{}", String::from_utf8_lossy(&ok.stdout));
    std::fs::write(&allow, format!("leaks.py:{host_line}\n")).unwrap();
    let new = tracer().arg("check").arg(&dir).arg("--allow-site").arg(&allow).output().unwrap();
    let stdout = String::from_utf8_lossy(&new.stdout);
    assert_eq!(new.status.code(), Some(10), "{stdout}");
    assert!(stdout.contains("warm_pool (leaks.py:"), "{stdout}");
}

/// A Python process in a PID namespace below the tracer's (a container's, traced from the
/// host as the DaemonSet does): its thread states name its threads by its own TIDs.
#[test]
fn a_python_in_a_pid_namespace_of_its_own_is_named_too() {
    let _turn = holding_turn();
    fixture();
    let dir = temp_dir("python-pid-namespace");
    let (truth, out) = run(&dir, &["unshare", "--pid", "--fork"], Path::new("/usr/bin/python3.11"));
    check_sites(&dir, (3, 11), &truth, &out);
}

/// A `python3.11` that links its `libpython3.11.so.1.0` instead of having CPython in the
/// program, as a `--enable-shared` build does (pyenv's, most hand-built ones), made here from
/// Debian's (`libpython3.11-dev`, which `cargo xtask setup` installs). At the exec the daemon
/// looks at it, ld.so has not mapped the library yet: found only at its first Level Zero call,
/// the creates right after it had no frames, and no site was named.
#[test]
fn a_python_that_links_its_libpython_is_named_too() {
    let _turn = holding_turn();
    fixture();
    let lib = Path::new("/usr/lib/x86_64-linux-gnu/libpython3.11.so.1.0");
    assert!(lib.exists(), "no {}: run `cargo xtask setup` (libpython3.11-dev)", lib.display());
    let build = temp_dir("python-linked-build");
    let main = build.join("main.c");
    std::fs::write(&main, "int Py_BytesMain(int, char **);\nint main(int argc, char **argv) { return Py_BytesMain(argc, argv); }\n").unwrap();
    let python = build.join("python3.11");
    let out = std::process::Command::new("cc").arg("-o").arg(&python).arg(&main).arg(lib).output().expect("cc");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let dir = temp_dir("python-linked");
    let (truth, out) = run(&dir, &[], &python);
    check_sites(&dir, (3, 11), &truth, &out);
}

/// A Python process that exits right after its leaks, with `os._exit` (a test runner's way, no
/// finalization) or at the script's end (finalization frees the code objects): its frames are
/// named all the same, on every CPython the suite has. Its end waits at `_exit` or
/// `Py_FinalizeEx` until the daemon has named them (`ze_py_exit`); before, the frames of the
/// last creates were often named only as far as `<module>`, or not at all. The script leaks
/// once its end is hooked (the daemon hooks it as it finds the process runs CPython; tracers
/// side by side, as the tests run, can make that late), and then exits at once.
#[test]
fn a_python_that_exits_right_after_its_leak_keeps_its_lines() {
    let _turn = holding_turn();
    fixture();
    for (version, python) in pythons() {
        for (round, how) in ["--exit-now", "--exit-now", "--exit-now", "--end"].iter().enumerate() {
            let dir = temp_dir(&format!("python-exit-{}.{}-{round}", version.0, version.1));
            let script = script();
            let command = [python.as_os_str(), script.as_os_str(), how.as_ref(), "--after-stdin".as_ref()];
            let mut t = spawn_run_mode(tracer_with(&["-v", "--html"]), &dir, &command);
            let log = BufReader::new(t.stderr.take().unwrap());
            let (tx, lines) = std::sync::mpsc::channel();
            let reader = std::thread::spawn(move || log.lines().map_while(Result::ok).for_each(|l| _ = tx.send(l)));
            // Its program's (or libpython's: its main script's end there too) and its libc's.
            let (mut hooked, mut said) = (0, String::new());
            while hooked < 2 {
                let Ok(line) = lines.recv_timeout(std::time::Duration::from_secs(60)) else {
                    let _ = t.kill();
                    panic!("its end was not hooked: {said}");
                };
                hooked += line.contains("exit hooked") as usize;
                said += &(line + "\n");
            }
            t.stdin.take().unwrap().write_all(b"go\n").unwrap();
            let mut out = t.wait_with_output().unwrap();
            reader.join().unwrap();
            said.extend(lines.try_iter().map(|l| l + "\n"));
            out.stderr = said.into_bytes();
            let stdout = String::from_utf8_lossy(&out.stdout);
            let line = stdout.lines().find_map(|l| l.strip_prefix("PY_TRUTH ")).unwrap_or_else(|| panic!("no truth: {out:?}"));
            check_sites(&dir, version, &serde_json::from_str(line).unwrap(), &out);
        }
    }
}

/// A Python process whose creates the daemon has all named before it ends (here: it waits
/// until its last call's row is written) is not held at its end, at the main script's end nor
/// at finalization: only one whose last records are still unread waits (the test above). Its
/// frames are named all the same.
#[test]
fn a_python_whose_frames_are_named_already_ends_without_waiting() {
    let _turn = holding_turn();
    fixture();
    let python = Path::new("/usr/bin/python3.11");
    let dir = temp_dir("python-not-held");
    let script = script();
    let command = [python.as_os_str(), script.as_os_str(), "--hold".as_ref()];
    let (truth, out) = run_until_seen(&dir, (&["-vv", "--html"], &[]), &command, "PY_TRUTH", ("zeContextDestroy", 1), |_| {});
    let stderr = String::from_utf8_lossy(&out.stderr);
    let held: Vec<&str> = stderr.lines().filter(|l| l.contains("let go at its exit")).collect();
    assert!(held.is_empty(), "{held:#?}");
    check_sites(&dir, (3, 11), &truth, &out);
}

/// A Python process killed by a signal right after its leaks never reaches its exit hook:
/// its frames are named if the daemon read them first; if not, its summary says how many
/// could not be. What is named is never wrong: each site's frames in leaks.py are a truth's,
/// in order (one not named is left out), and without a word of loss every truth is a site.
#[test]
fn a_python_killed_right_after_its_leak_says_what_it_lost() {
    let _turn = holding_turn();
    fixture();
    let python = Path::new("/usr/bin/python3.11");
    for round in 0..3 {
        let dir = temp_dir(&format!("python-killed-{round}"));
        let (truth, _) = run_to_its_end(&dir, python, "--killed");
        let pid = truth["pid"].as_u64().unwrap();
        let summary: Value = serde_json::from_str(&std::fs::read_to_string(dir.join(format!("ze-tracer_pid{pid}.json"))).unwrap()).unwrap();
        let truths: Vec<Vec<(String, u64)>> = truth["sites"]
            .as_array()
            .unwrap()
            .iter()
            .map(|t| t["frames"].as_array().unwrap().iter().map(|f| (f[0].as_str().unwrap().to_owned(), f[1].as_u64().unwrap())).collect())
            .collect();
        let named: Vec<Vec<(String, u64)>> = summary["sites"]
            .as_array()
            .unwrap()
            .iter()
            .map(|site| python_frames(site).into_iter().filter(|f| f.1 == "leaks.py").map(|f| (f.0, f.2)).collect())
            .collect();
        // A frame that could not be named is left out, never guessed: the named ones are, in
        // order, among a truth's.
        let within = |named: &[(String, u64)], truth: &[(String, u64)]| {
            let mut rest = truth.iter();
            named.iter().all(|f| rest.any(|t| t == f))
        };
        for frames in &named {
            assert!(truths.iter().any(|t| within(frames, t)), "{frames:?} is in none of {truths:?}");
        }
        // A site made before its interpreter was found (a busy machine) says so itself.
        let early = summary["sites"].as_array().unwrap().iter().filter_map(|s| s["python_frames_missing"].as_str());
        for why in early.clone() {
            assert!(why.contains("before its interpreter was found"), "{why}");
        }
        match summary["python_frames_missing"].as_str() {
            // Named as far as could be, or found late: said, either way.
            Some(why) => assert!(why.contains("could not be named") || why.contains("came before its interpreter was found"), "{why}"),
            None if early.count() > 0 => {}
            None => assert!(truths.iter().all(|t| named.contains(t)), "{named:?} against {truths:?}"),
        }
    }
}

/// Run mode on `python leaks.py HOW`, to the program's end, however it ends: its truth and the
/// tracer's output.
fn run_to_its_end(dir: &Path, python: &Path, how: &str) -> (Value, Output) {
    let out = tracer()
        .args(["--html", "--output-dir"])
        .arg(dir)
        .arg("--")
        .arg(python)
        .arg(script())
        .arg(how)
        .env("ZE_ENABLE_ALT_DRIVERS", fixture().join("libze_fake.so"))
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    let line = stdout.lines().find_map(|l| l.strip_prefix("PY_TRUTH ")).unwrap_or_else(|| panic!("no truth: {out:?}"));
    (serde_json::from_str(line).unwrap(), out)
}

#[test]
fn python_leaks_are_named_by_their_python_functions_and_lines() {
    let _turn = holding_turn();
    fixture();
    for (version, python) in pythons() {
        check_version(version, &python);
    }
}
