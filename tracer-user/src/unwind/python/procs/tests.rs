//! `procs`' tests: what is looked at, walked, counted and said, on live processes and made-up
//! programs.
use super::*;

/// Endless distinct names fill the table's bytes, then are refused; those kept are found.
#[test]
fn the_names_kept_are_bounded() {
    let mut names = PyNames::default();
    let name = |i: usize| PyName { function: format!("generated_{i:0>900}"), file: "<string>".into(), line: Some(1) };
    let kept = (0..usize::MAX).map(|i| names.intern(name(i))).take_while(Option::is_some).count();
    assert!(kept > 10_000 && names.bytes() <= MAX_NAME_BYTES, "{kept} names, {} bytes", names.bytes());
    assert_eq!(names.intern(name(0)), Some(0));
    assert_eq!(names.intern(name(kept + 1)), None);
}

#[test]
fn runs_replace_the_eval_frames_and_the_rest_follow() {
    // Native: 1 = leaf, 9 = eval, 5 = C between.
    let native = [1, 9, 5, 9, 2];
    let merged = merge(&native, vec![vec![10, 11], vec![12], vec![13]], |f| f == 9, |id| 100 + id);
    assert_eq!(merged, [1, 110, 111, 5, 112, 2, 113]);
    assert_eq!(merge(&[1, 2], vec![vec![3]], |_| false, |id| id), [1, 2, 3]);
    assert_eq!(merge(&[1, 9], vec![], |f| f == 9, |id| id), [1, 9]);
}

/// A process gone without an EXIT (it never called Level Zero) is forgotten, with what
/// was kept of it; a live one is kept.
#[test]
fn the_gone_are_forgotten() {
    let mut p = Pythons::new(None, false);
    let me = std::process::id();
    let mut child = std::process::Command::new("true").spawn().unwrap();
    let gone = child.id();
    child.wait().unwrap();
    p.seen.insert(me, Seen::NotPython);
    p.seen.insert(gone, Seen::Unreadable("why".into()));
    p.places.entry(gone).or_default().insert((1, 2), Some(0));
    p.prune();
    assert!(p.seen.contains_key(&me));
    assert!(!p.seen.contains_key(&gone) && !p.places.contains_key(&gone));
    assert_eq!(p.take_unreadable(gone, ""), None);
}

/// A process gone before any look could read it (the daemon behind on its exec) says, if
/// its program is named like a CPython, that its Python frames were not read; once.
#[test]
fn a_process_gone_before_its_look_says_so_if_named_like_cpython() {
    let mut p = Pythons::new(None, false);
    let mut child = std::process::Command::new("true").spawn().unwrap();
    let gone = child.id();
    child.wait().unwrap();
    // As `look` finds it (it looks only with the kernel's map, which a unit test has not).
    assert!(matches!(p.inspect(gone), Seen::Gone));
    p.missed(gone);
    let why = p.take_unreadable(gone, "python3.12").unwrap();
    assert!(why.contains("it ended before the daemon could look at it for CPython"), "{why}");
    assert_eq!(p.take_unreadable(gone, "python3.12"), None);
    p.missed(gone);
    assert_eq!(p.take_unreadable(gone, "true"), None, "not named like one");
    // Its PID reused by a process a look read, which then ended (forgotten at its EXIT, before
    // its summary): the earlier process's mark is not this one's.
    p.missed(gone);
    p.record(gone, Seen::NotPython);
    p.forget(gone);
    assert_eq!(p.take_unreadable(gone, "python3.12"), None, "a reused PID's mark");
    assert!(["python", "python3", "python3.13t"].into_iter().all(named_like_cpython));
    assert!(!["pythonista", "ze_workload"].into_iter().any(named_like_cpython));
}

/// A walked process none of whose creates' stacks came with Python frames says so, once,
/// whether it still runs or has ended; one that had any, or whose stacks were never taken,
/// says nothing.
#[test]
fn a_walked_process_whose_stacks_never_had_frames_says_so() {
    let mut p = Pythons::new(None, false);
    let layout = Layout::for_version(3, 11).unwrap();
    // Walked from 1000 ns on.
    let walked = || Seen::Walked { layout, eval: None, frames: Frames { since_ns: 1000, ..Frames::default() } };
    // PIDs past any pid_max: no process's memory is read.
    let (none, some, untaken, late) = (0x7fff_0001, 0x7fff_0002, 0x7fff_0003, 0x7fff_0004);
    for pid in [none, some, untaken, late] {
        p.seen.insert(pid, walked());
    }
    assert!(p.runs(none, &[], 2000).is_empty());
    assert!(p.runs(none, &[], 2000).is_empty());
    let why = p.take_unreadable(none, "").unwrap();
    assert!(why.starts_with("CPython 3.11: ") && why.contains(" 2 creates' stacks"), "{why}");
    p.forget(none);
    assert_eq!(p.take_unreadable(none, ""), Some(why));
    assert_eq!(p.take_unreadable(none, ""), None);
    // One stack with frames, found, whose code cannot be read here (as when the process is
    // gone): named nothing, and counted.
    let frame = PyFrame { code: 0x1000, instr: 0x2000, flag: 0, _pad: [0; 7] };
    p.runs(some, &[], 2000);
    assert!(p.runs(some, &[frame], 2000).is_empty());
    let lost = p.take_unreadable(some, "").unwrap();
    assert!(lost.starts_with("CPython 3.11: 1 Python frames of its creates could not be named"), "{lost}");
    // Said at its end too (its summary is written after it is forgotten), once.
    p.forget(some);
    assert_eq!(p.take_unreadable(some, ""), Some(lost));
    assert_eq!(p.take_unreadable(some, ""), None);
    p.forget(untaken);
    assert_eq!(p.take_unreadable(untaken, ""), None);
    // Creates made before the walk began (found late) are said as such, not as walked,
    // and each such stack is told apart (its site says so).
    assert!(p.no_frames(late, 500));
    assert!(!p.no_frames(untaken, 2000));
    let why = p.take_unreadable(late, "").unwrap();
    assert!(why.contains("1 of its creates came before its interpreter was found"), "{why}");
}

/// A program and the `libpython3.11.so.1.0` it links (DT_NEEDED), as a `--enable-shared`
/// build's `python3.11` (pyenv's) does: the library is what ze-tracer reads of a CPython
/// (`_PyRuntime`, `Py_Version`, the eval loop), the program calls into it and waits.
/// `interpreter`: the source of a static ELF interpreter of its own, else ld.so's.
fn linked_program(dir: &std::path::Path, interpreter: Option<&str>) -> std::path::PathBuf {
    let _ = std::fs::remove_dir_all(dir);
    std::fs::create_dir_all(dir).unwrap();
    let lib = dir.join("libpython3.11.so.1.0");
    std::fs::write(
        dir.join("lib.c"),
        "char _PyRuntime[4096] = {1};\nconst unsigned int Py_Version = 0x030B07F0;\nvoid _PyEval_EvalFrameDefault(void) {}\n",
    )
    .unwrap();
    std::fs::write(
        dir.join("app.c"),
        "#include <unistd.h>\nvoid _PyEval_EvalFrameDefault(void);\nint main(void) { _PyEval_EvalFrameDefault(); pause(); return 0; }\n",
    )
    .unwrap();
    let cc = |args: &[&std::ffi::OsStr]| {
        let out = std::process::Command::new("cc").args(args).current_dir(dir).output().expect("cc");
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    };
    cc(&["-shared".as_ref(), "-fPIC".as_ref(), "-Wl,-soname,libpython3.11.so.1.0".as_ref(), "-o".as_ref(), lib.as_os_str(), "lib.c".as_ref()]);
    let rpath = format!("-Wl,-rpath,{}", dir.display());
    let mut app: Vec<&std::ffi::OsStr> = vec!["-o".as_ref(), "app".as_ref(), "app.c".as_ref(), lib.as_os_str(), rpath.as_ref()];
    let own = format!("-Wl,--dynamic-linker={}", dir.join("interp").display());
    if let Some(source) = interpreter {
        std::fs::write(dir.join("interp.c"), source).unwrap();
        cc(&["-O2", "-static", "-nostdlib", "-fno-stack-protector", "-o", "interp", "interp.c"].map(std::ffi::OsStr::new));
        app.push(own.as_ref());
    }
    cc(&app);
    dir.join("app")
}

#[test]
fn a_program_that_links_libpython_is_told_by_its_needed_entries() {
    let dir = std::env::temp_dir().join(format!("ze-tracer-linked-kind-{}", std::process::id()));
    let app = linked_program(&dir, None);
    let open = |p: &std::path::Path| std::fs::File::open(p).unwrap();
    assert!(links_libpython(&object::ReadCache::new(open(&app))));
    assert!(!links_libpython(&object::ReadCache::new(open(&dir.join("libpython3.11.so.1.0")))));
    assert!(!links_libpython(&object::ReadCache::new(open(std::path::Path::new("/proc/self/exe")))));
    assert!(matches!(file_kind(&open(&app), (0, 0), true), FileKind::Links));
    // Only a program is waited for: another file that links one is no CPython.
    assert!(matches!(file_kind(&open(&app), (0, 0), false), FileKind::Other));
    match file_kind(&open(&dir.join("libpython3.11.so.1.0")), (3, 11), false) {
        FileKind::Interpreter(i) => assert!(i.runtime.version == (3, 11) && i.eval.is_some()),
        _ => panic!("the library is CPython"),
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// The bug with pyenv's shared build: looked at as it execs, before ld.so has mapped the
/// libpython its program links, the process was taken for no CPython, and looked at again
/// only at its first Level Zero call, which the daemon reads after the creates that follow
/// it: none had frames. It is now waited for: the process is stopped at its exec (ptrace's
/// SIGTRAP: the kernel has mapped the program and ld.so, ld.so has not run), so the look
/// finds the library missing every time; let go, ld.so maps it and the look finds CPython.
#[test]
fn a_program_that_links_libpython_is_waited_for_at_its_exec() {
    use std::os::unix::process::CommandExt;
    let dir = std::env::temp_dir().join(format!("ze-tracer-linked-exec-{}", std::process::id()));
    let app = linked_program(&dir, None);
    let (stopped_tx, stopped) = std::sync::mpsc::channel();
    let (go, go_rx) = std::sync::mpsc::channel::<()>();
    let (gone_tx, gone) = std::sync::mpsc::channel();
    // The tracer is the thread that spawned the child: it alone may let it go.
    let tracer = std::thread::spawn(move || {
        let mut cmd = std::process::Command::new(&app);
        // SAFETY: only ptrace, async-signal-safe, between fork and exec.
        unsafe {
            cmd.pre_exec(|| {
                let null = std::ptr::null_mut::<libc::c_void>();
                match libc::ptrace(libc::PTRACE_TRACEME, 0, null, null) {
                    -1 => Err(std::io::Error::last_os_error()),
                    _ => Ok(()),
                }
            });
        }
        let mut child = cmd.spawn().unwrap();
        let pid = child.id() as libc::pid_t;
        let mut status = 0;
        assert_eq!(unsafe { libc::waitpid(pid, &mut status, 0) }, pid);
        assert!(libc::WIFSTOPPED(status) && libc::WSTOPSIG(status) == libc::SIGTRAP, "{status:#x}");
        stopped_tx.send(pid as u32).unwrap();
        let _ = go_rx.recv();
        let null = std::ptr::null_mut::<libc::c_void>();
        gone_tx.send(unsafe { libc::ptrace(libc::PTRACE_DETACH, pid, null, null) }).unwrap();
        let _ = go_rx.recv();
        let _ = child.kill();
        let _ = child.wait();
    });
    let pid = stopped.recv().unwrap();
    let mut p = Pythons::new(None, false);
    p.exec_waits = WaitBudget::new(Duration::from_secs(30));
    assert!(matches!(p.inspect(pid), Seen::Linking));
    // Stopped, it maps nothing: not waited for.
    let start = Instant::now();
    assert!(matches!(p.inspect_linked(pid), Seen::Linking));
    assert!(start.elapsed() < Duration::from_secs(5));
    // Let go: waited for until ld.so has mapped it (a bound no load reaches, here).
    go.send(()).unwrap();
    assert_eq!(gone.recv().unwrap(), 0, "PTRACE_DETACH");
    // /proc may say stopped a moment after the detach: looked at once it runs.
    let state = || Process::new(pid as i32).and_then(|p| p.stat()).map(|s| s.state).unwrap_or('X');
    let woken = Instant::now();
    while matches!(state(), 't' | 'T') && woken.elapsed() < Duration::from_secs(10) {
        std::thread::sleep(Duration::from_millis(1));
    }
    match p.inspect_linked(pid) {
        Seen::Walked { layout, eval, .. } => assert!(layout.version == (3, 11) && eval.is_some()),
        Seen::Linking => panic!("its libpython was never mapped"),
        _ => panic!("not found to be CPython"),
    }
    drop(go);
    tracer.join().unwrap();
    let _ = std::fs::remove_dir_all(&dir);
}

/// The ELF interpreter of a program that never maps its libpython: it sleeps 2 s (`S`);
/// given an argument, it waits them out in `D` instead, for its vfork child, which sleeps.
const NEVER_MAPS: &str = r#"
static inline __attribute__((always_inline)) long sys(long n, long a) {
long r;
__asm__ volatile("syscall" : "=a"(r) : "a"(n), "D"(a), "S"(0) : "rcx", "r11", "memory");
return r;
}
__asm__(".globl _start\n_start:\n\tmov (%rsp), %rdi\n\tcall run\n");
void run(long argc) {
static const long two_s[2] = {2, 0};
if (argc < 2 || sys(58, 0) == 0)
    sys(35, (long)two_s);
sys(231, 0);
}
"#;

/// `count` processes of `app` (with `args`), each once it is in `state`.
fn started_in(app: &std::path::Path, args: &[&str], state: char, count: usize) -> Vec<std::process::Child> {
    let children: Vec<std::process::Child> = (0..count).map(|_| std::process::Command::new(app).args(args).spawn().unwrap()).collect();
    for c in &children {
        let process = Process::new(c.id() as i32).unwrap();
        let start = Instant::now();
        while process.stat().map(|s| s.state).ok() != Some(state) {
            assert!(start.elapsed() < Duration::from_secs(1), "{} never in {state}", c.id());
            std::thread::sleep(Duration::from_millis(1));
        }
    }
    children
}

/// A program whose interpreter sleeps before it maps its libpython (a tenant's: ld.so does
/// not sleep) is not waited for at its exec: looking at 8 leaves the wait budget whole (each
/// took 250 ms of the shard's worker, and the loop behind it).
#[test]
fn a_program_asleep_before_its_libpython_is_mapped_is_not_waited_for() {
    let dir = std::env::temp_dir().join(format!("ze-tracer-linked-asleep-{}", std::process::id()));
    let app = linked_program(&dir, Some(NEVER_MAPS));
    let mut p = Pythons::new(None, false);
    for mut c in started_in(&app, &[], 'S', 8) {
        assert!(matches!(p.inspect_linked(c.id()), Seen::Linking));
        let _ = (c.kill(), c.wait());
    }
    let left = p.exec_waits.left();
    assert!(left > LINKED_WAIT - Duration::from_millis(50), "{left:?} left of the waits' {LINKED_WAIT:?}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Programs that never map their libpython, nor sleep (their interpreter waits in `D`, for
/// a vfork child): the looks at their execs wait `LINKED_WAIT` in all, and 1/`WAIT_SHARE`
/// of the time since, not 250 ms each (8 of them took 2 s of the loop).
#[test]
fn the_waits_at_execs_take_a_share_of_the_time_only() {
    let dir = std::env::temp_dir().join(format!("ze-tracer-linked-waits-{}", std::process::id()));
    let app = linked_program(&dir, Some(NEVER_MAPS));
    let mut p = Pythons::new(None, false);
    let children = started_in(&app, &["vfork"], 'D', 8);
    let start = Instant::now();
    for c in &children {
        assert!(matches!(p.inspect_linked(c.id()), Seen::Linking));
    }
    let took = start.elapsed();
    for mut c in children {
        let _ = (c.kill(), c.wait());
    }
    assert!(took < Duration::from_secs(1), "8 looks waited {took:?}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_layout_becomes_the_kernels_entry_only_if_its_frame_fields_fit() {
    for minor in [10, 11, 12] {
        let l = Layout::for_version(3, minor).unwrap();
        let p = py_proc(&l, 0x1000).unwrap();
        assert!(p.frame_bytes <= 128 && p.frame_code % 8 == 0, "3.{minor}: {p:?}");
        assert_eq!(p.cframe_frame == PY_NONE, minor == 10);
    }
    let mut l = Layout::for_version(3, 12).unwrap();
    l.frame_code = 132;
    assert_eq!(py_proc(&l, 0x1000), None);
}
