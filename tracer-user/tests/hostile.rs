//! A hostile tenant against the root daemon: what a traced process, running as an unprivileged
//! user, controls (the files it names) must neither block nor bloat the daemon. Each test runs
//! its tenant as `nobody` under a run-mode tracer (its own: no other test's processes matter)
//! and states the bound it holds the daemon to. Needs root (`cargo xtask test`).
mod common;

use std::{
    ffi::OsStr,
    io::Read,
    path::Path,
    process::Child,
    time::{Duration, Instant},
};

use common::*;

/// How long a tracer may take to end after its command did.
const PATIENCE: Duration = Duration::from_secs(30);

/// The most resident memory a tracer may reach here: it holds about 70 MB with stacks on.
const MAX_RSS_KB: u64 = 300 << 10;

/// `setpriv` running `command` as `nobody`, as the tenant.
fn as_nobody<'a>(command: &[&'a OsStr]) -> Vec<&'a OsStr> {
    let mut all: Vec<&OsStr> = ["setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups", "--"].iter().map(OsStr::new).collect();
    all.extend_from_slice(command);
    all
}

/// A directory the tenant may write.
fn tenant_dir(name: &str) -> std::path::PathBuf {
    let dir = temp_dir(name);
    std::fs::set_permissions(&dir, std::os::unix::fs::PermissionsExt::from_mode(0o1777)).unwrap();
    dir
}

/// The tracer's peak resident memory (VmHWM, KB), while it runs.
fn peak_rss_kb(t: &Child) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{}/status", t.id())).unwrap_or_default();
    let kb = status.lines().find_map(|l| l.strip_prefix("VmHWM:")).map(|v| v.trim().trim_end_matches(" kB").trim().parse().unwrap_or(0));
    kb.unwrap_or(0)
}

/// Waits for the tracer to end (its command ended), else kills it and says what it did.
fn ended_within(mut t: Child, patience: Duration, unblock: impl FnOnce()) -> (std::process::ExitStatus, String) {
    let start = Instant::now();
    loop {
        if let Some(status) = t.try_wait().unwrap() {
            let mut err = String::new();
            t.stderr.take().unwrap().read_to_string(&mut err).unwrap();
            return (status, err);
        }
        if start.elapsed() > patience {
            let _ = t.kill();
            unblock();
            let _ = t.wait();
            let mut err = String::new();
            t.stderr.take().unwrap().read_to_string(&mut err).unwrap();
            panic!("the tracer did not end within {patience:?} of its command: {err}");
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// A 2 GB sparse file named like the loader, written and opened again and again by the tenant
/// (the watch sees it, as it sees every new copy): the daemon refuses it by its size, reading
/// none of it, and its memory stays within `MAX_RSS_KB` (reading it whole took it from 66 MB
/// to 1.4 GB).
#[test]
fn a_sparse_decoy_named_like_the_loader_is_not_read_whole() {
    fixture();
    let dir = tenant_dir("sparse-decoy");
    let decoy = dir.join("libze_loader.so.1");
    let script = format!(
        "truncate -s 2G {0} && for i in $(seq 20); do head -c 1 {0} > /dev/null; truncate -s 2G {0}; done; sleep 1",
        decoy.display()
    );
    let command = as_nobody(&[OsStr::new("sh"), OsStr::new("-c"), OsStr::new(&script)]);
    let mut t = spawn_run_mode(tracer_with(&["-v"]), &dir, &command);
    // Its peak memory, sampled until it ends.
    let (mut peak, start) = (0, Instant::now());
    while t.try_wait().unwrap().is_none() && start.elapsed() < PATIENCE {
        peak = peak.max(peak_rss_kb(&t));
        std::thread::sleep(Duration::from_millis(20));
    }
    let (status, err) = ended_within(t, Duration::ZERO, || {});
    assert!(status.success(), "{err}");
    assert!(peak < MAX_RSS_KB, "the tracer reached {peak} KB for a decoy: {err}");
    // Looked at (the watch saw it), and refused by its size: nothing of it read.
    assert!(err.contains("is not a library (2147483648 bytes"), "the decoy was not looked at: {err}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A library the tenant dlopens, then renames, putting a FIFO at its path before its first
/// Level Zero call (which reports every object it has mapped, by path): the daemon must not
/// wait on the FIFO (nobody will ever write it), and the tenant's summary is written.
#[test]
fn a_fifo_swapped_in_at_a_library_s_path_blocks_nothing() {
    fixture();
    let dir = tenant_dir("fifo-swap");
    let lib = dir.join("libdecoy.so");
    let script = format!(
        r#"
import ctypes, os, shutil
shutil.copy("{fake}", "{lib}")
ctypes.CDLL("{lib}")
os.rename("{lib}", "{lib}.moved")
os.mkfifo("{lib}")
ze = ctypes.CDLL("libze_loader.so.1")
assert ze.zeInit(0) == 0
n, driver = ctypes.c_uint32(1), ctypes.c_void_p()
assert ze.zeDriverGet(ctypes.byref(n), ctypes.byref(driver)) == 0
class Desc(ctypes.Structure):
    _fields_ = [("stype", ctypes.c_uint32), ("pNext", ctypes.c_void_p), ("flags", ctypes.c_uint32)]
context = ctypes.c_void_p()
assert ze.zeContextCreate(driver, ctypes.byref(Desc(0xD, None, 0)), ctypes.byref(context)) == 0
print("PID", os.getpid(), flush=True)
"#,
        lib = lib.display(),
        fake = fixture().join("libze_fake.so").display(),
    );
    let command = as_nobody(&[OsStr::new("/usr/bin/python3"), OsStr::new("-c"), OsStr::new(&script)]);
    let t = spawn_run_mode(tracer_with(&[]), &dir, &command);
    let fifo = lib.clone();
    // Were the daemon stuck in `open`, a writer lets it go (a killed one has no reader: the
    // open must not wait either).
    let unblock = || {
        use std::os::unix::fs::OpenOptionsExt;
        drop(std::fs::OpenOptions::new().write(true).custom_flags(libc::O_NONBLOCK).open(&fifo));
    };
    let (status, err) = ended_within(t, PATIENCE, unblock);
    assert!(status.success(), "{err}");
    let summaries = std::fs::read_dir(&dir).unwrap().filter(|e| e.as_ref().unwrap().file_name().to_string_lossy().ends_with(".json")).count();
    assert_eq!(summaries, 1, "no summary of the tenant: {err}");
    let _ = std::fs::remove_dir_all(&dir);
}
