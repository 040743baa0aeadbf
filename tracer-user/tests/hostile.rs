//! A hostile tenant against the root daemon: what a traced process, running as an unprivileged
//! user, controls (the files it names) must neither block nor bloat the daemon. Each test runs
//! its tenant as `nobody` under a run-mode tracer (its own: no other test's processes matter)
//! and states the bound it holds the daemon to. Needs root (`cargo xtask test`).
#[macro_use]
mod common;

use std::{
    ffi::OsStr,
    io::Read,
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

/// Every kind the truth leaves outstanding, as many in `summary`.
fn assert_outstanding_is_truth(summary: &serde_json::Value, truth: &serde_json::Value) {
    for (kind, n) in truth["outstanding"].as_object().unwrap() {
        assert_eq!(summary["outstanding"][kind], *n, "{kind}: {summary}");
    }
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

/// Every summary in `dir`.
fn summaries(dir: &std::path::Path) -> Vec<serde_json::Value> {
    let json = std::fs::read_dir(dir).unwrap().flatten().filter(|e| e.file_name().to_string_lossy().ends_with(".json"));
    json.map(|e| serde_json::from_slice(&std::fs::read(e.path()).unwrap()).unwrap()).collect()
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

/// The threads of process `pid`, now.
fn threads(pid: u32) -> usize {
    std::fs::read_dir(format!("/proc/{pid}/task")).map_or(0, |d| d.count())
}

/// FIFOs the tenant makes and renames into place as loader copies, 30 of them (the watch sees
/// each moved in, as it sees a copy that pip renames into place): while they are there, the
/// daemon has at most the 8 threads that may open copies at once more than before (each FIFO
/// parked a thread of its own in `open` for good: 4 threads to 34), and it ends when its command does.
#[test]
fn fifos_named_like_the_loader_park_no_thread_of_the_daemon() {
    use std::os::unix::fs::FileTypeExt;
    fixture();
    const FIFOS: usize = 30;
    let dir = tenant_dir("fifo-copies");
    // After a second (the tracer settled, its threads counted), then left in place for a while.
    let script = format!(
        "sleep 1; for i in $(seq {FIFOS}); do mkfifo {d}/f$i && mv {d}/f$i {d}/libze_loader.so.$i; done; sleep 3",
        d = dir.display()
    );
    let command = as_nobody(&[OsStr::new("sh"), OsStr::new("-c"), OsStr::new(&script)]);
    let t = spawn_run_mode(tracer_with(&[]), &dir, &command);
    let fifo = |i: usize| dir.join(format!("libze_loader.so.{i}"));
    let fifos = || (1..=FIFOS).filter(|&i| std::fs::symlink_metadata(fifo(i)).is_ok_and(|m| m.file_type().is_fifo())).count();
    let (mut before, start) = (0, Instant::now());
    while fifos() == 0 && start.elapsed() < PATIENCE {
        before = threads(t.id());
        std::thread::sleep(Duration::from_millis(20));
    }
    while fifos() < FIFOS && start.elapsed() < PATIENCE {
        std::thread::sleep(Duration::from_millis(20));
    }
    assert_eq!(fifos(), FIFOS, "the tenant made its FIFOs");
    let (mut most, all_in) = (0, Instant::now());
    while all_in.elapsed() < Duration::from_millis(1500) {
        most = most.max(threads(t.id()));
        std::thread::sleep(Duration::from_millis(50));
    }
    // Were the daemon stuck in `open`, a writer lets each go.
    let unblock = || {
        use std::os::unix::fs::OpenOptionsExt;
        for i in 1..=FIFOS {
            drop(std::fs::OpenOptions::new().write(true).custom_flags(libc::O_NONBLOCK).open(fifo(i)));
        }
    };
    let (status, err) = ended_within(t, PATIENCE, unblock);
    eprintln!("fifo copies: the tracer's threads {before} before, at most {most} with {FIFOS} FIFOs in place");
    assert!(most <= before + 8, "{FIFOS} FIFOs took the tracer from {before} threads to {most}: {err}");
    assert!(status.success(), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// `sudo ze-tracer -o out` in a directory the tenant owns: once tracing began, the tenant moves
/// `out` away and puts a link to a directory of root's in its place. The summary goes where the
/// CSV went (the directory the daemon holds open), and nothing is written through the link.
#[test]
fn an_output_directory_swapped_for_a_link_sends_nothing_through_it() {
    use std::os::unix::fs::PermissionsExt;
    fixture();
    let (base, victim) = (temp_dir("swap-base"), temp_dir("swap-victim"));
    std::fs::set_permissions(&victim, std::fs::Permissions::from_mode(0o700)).unwrap();
    let c = std::ffi::CString::new(base.as_os_str().as_encoded_bytes()).unwrap();
    // SAFETY: a path that lives through the call.
    assert_eq!(unsafe { libc::chown(c.as_ptr(), 65534, 65534) }, 0, "the tenant's directory");
    let (out, moved) = (base.join("out"), base.join("moved"));
    let script = format!(
        "mv {out} {moved} && ln -s {victim} {out} && exec {wl} lifecycle --leak event",
        out = out.display(),
        moved = moved.display(),
        victim = victim.display(),
        wl = fixture().join("ze_workload").display()
    );
    let command = as_nobody(&[OsStr::new("sh"), OsStr::new("-c"), OsStr::new(&script)]);
    let t = spawn_run_mode(tracer_with(&[]), &out, &command);
    let (status, err) = ended_within(t, PATIENCE, || {});
    assert!(status.success(), "{err}");
    let written: Vec<String> = std::fs::read_dir(&victim).unwrap().flatten().map(|e| e.file_name().to_string_lossy().into_owned()).collect();
    assert!(written.is_empty(), "written through the link: {written:?}");
    let kinds: Vec<String> = std::fs::read_dir(&moved).unwrap().flatten().map(|e| e.file_name().to_string_lossy().into_owned()).collect();
    for ext in [".csv", ".json"] {
        assert_eq!(kinds.iter().filter(|n| n.ends_with(ext)).count(), 1, "{kinds:?}: {err}");
    }
    let _ = (std::fs::remove_dir_all(&base), std::fs::remove_dir_all(&victim));
}

/// Copies the tenant writes of the loader fill its share of armed copies (the testbed's
/// `--copy-share 2` for the 1,024 of a real run): its third is not armed, and its process's
/// summary says its calls were not seen, while a copy of root's is armed as ever and its
/// process traced exactly.
#[test]
fn a_tenant_s_copies_fill_its_own_share_of_armed_copies() {
    fixture();
    let _turn = new_copy_turn();
    let dir = tenant_dir("copy-share");
    let system = std::fs::canonicalize("/usr/lib/x86_64-linux-gnu/libze_loader.so.1").unwrap();
    let (dlopen, wl) = (fixture().join("ze_dlopen"), fixture().join("ze_workload"));
    let nobody = "setpriv --reuid=nobody --regid=nogroup --clear-groups --";
    let script = format!(
        "for i in 1 2 3; do {nobody} mkdir {d}/c$i && {nobody} cp {system} {d}/c$i/libze_loader.so.1 && \
         {nobody} {dlopen} {d}/c$i/libze_loader.so.1 lifecycle > /dev/null; done; {wl} lifecycle --leak event",
        d = dir.display(),
        system = system.display(),
        dlopen = dlopen.display(),
        wl = wl.display()
    );
    let tracer = tracer_with(&["--copy-share", "2", "-v"]);
    let mut t = spawn_run_mode(tracer, &dir, &[OsStr::new("sh"), OsStr::new("-c"), OsStr::new(&script)]);
    let truth = read_truth(t.stdout.take().unwrap());
    let (status, err) = ended_within(t, PATIENCE, || {});
    assert!(status.success(), "{err}");
    assert!(err.contains("has 2 copies armed already, its share"), "{err}");
    let mut tenant = summaries(&dir);
    let root = tenant.iter().position(|s| s["pid"] == truth["pid"]).expect("root's process traced");
    let root = tenant.remove(root);
    tenant.retain(|s| s["uid"] == 65534);
    // In the order they ran: their start times are of the clock's ticks (10 ms), so two may
    // share one; then the later PID ran later.
    tenant.sort_by_key(|s| (s["start_time"].as_u64(), s["pid"].as_u64()));
    assert_eq!(tenant.len(), 3, "{err}");
    let complete: Vec<bool> = tenant.iter().map(|s| s["complete"] == true).collect();
    assert_eq!(complete, [true, true, false], "the third copy only is past the share: {tenant:?}");
    assert!(tenant[2]["unseen_copies"].as_array().is_some_and(|c| !c.is_empty()), "{}", tenant[2]);
    assert_eq!(root["complete"], true, "{root}");
    assert_outstanding_is_truth(&root, &truth);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Root's copies outside the node's system (a container running as root writes them in its
/// own file system: here a tmpfs mounted in a mount namespace of its own) fill that file
/// system's share, as a user's fill the user's; the node's own loader, root's where the system
/// is, takes none. Before, every file of root's skipped the share.
#[test]
fn a_root_container_s_copies_fill_its_file_system_s_share() {
    fixture();
    let _turn = new_copy_turn();
    let dir = tenant_dir("root-copy-share");
    let system = std::fs::canonicalize("/usr/lib/x86_64-linux-gnu/libze_loader.so.1").unwrap();
    let (dlopen, wl) = (fixture().join("ze_dlopen"), fixture().join("ze_workload"));
    let inner = format!(
        "mount -t tmpfs ze-tracer-test {d} && for i in 1 2 3; do mkdir {d}/c$i && cp {system} {d}/c$i/libze_loader.so.1 && \
         {dlopen} {d}/c$i/libze_loader.so.1 lifecycle > /dev/null; done",
        d = dir.display(),
        system = system.display(),
        dlopen = dlopen.display(),
    );
    let script = format!("unshare -m --propagation private sh -c '{inner}'; {wl} lifecycle --leak event", wl = wl.display());
    let tracer = tracer_with(&["--copy-share", "2", "-v"]);
    let out = tenant_dir("root-copy-share-out");
    let mut t = spawn_run_mode(tracer, &out, &[OsStr::new("sh"), OsStr::new("-c"), OsStr::new(&script)]);
    let truth = read_truth(t.stdout.take().unwrap());
    let (status, err) = ended_within(t, PATIENCE, || {});
    assert!(status.success(), "{err}");
    assert!(err.contains("its file system (root's, device") && err.contains("has 2 copies armed already, its share"), "{err}");
    let mut copies = summaries(&out);
    let node = copies.iter().position(|s| s["pid"] == truth["pid"]).expect("the node's loader's process traced");
    let node = copies.remove(node);
    copies.retain(|s| s["comm"] == "ze_dlopen");
    copies.sort_by_key(|s| (s["start_time"].as_u64(), s["pid"].as_u64()));
    let complete: Vec<bool> = copies.iter().map(|s| s["complete"] == true).collect();
    assert_eq!(complete, [true, true, false], "the third copy only is past the share: {copies:?}");
    assert!(copies[2]["unseen_copies"].as_array().is_some_and(|c| !c.is_empty()), "{}", copies[2]);
    assert_eq!(node["complete"], true, "{node}");
    assert_outstanding_is_truth(&node, &truth);
    let _ = std::fs::remove_dir_all(&out);
    let _ = std::fs::remove_dir_all(&dir);
}

/// The tenant's own "loader": it hands out one address for every allocation, forever.
const ONE_HANDLE_LOADER: &str = r#"
#include <stddef.h>
static char block[64];
int zeInit(int flags) { (void)flags; return 0; }
int zeMemAllocHost(void *ctx, const void *desc, size_t size, size_t align, void **p) {
    (void)ctx; (void)desc; (void)size; (void)align;
    *p = block;
    return 0;
}
int zeMemFree(void *ctx, void *p) { (void)ctx; (void)p; return 0; }
"#;

/// A loader of the tenant's own that returns one handle forever, 200,000 times, never freed:
/// the daemon keeps at most 64 objects waiting at that address (the older ones were freed, as
/// the address was handed out again), so its memory stays under `MAX_RSS_KB`, a cap of 1,000
/// objects is never reached, and the summary, complete, has the one object outstanding and the
/// others freed.
#[test]
fn a_loader_that_returns_one_handle_forever_costs_a_bounded_daemon() {
    fixture();
    // Its copy is new to every tracer: its load is held, and another test's hold beside it
    // (another tracer's, which arming may wait for) could outlast it.
    let _turn = new_copy_turn();
    let dir = tenant_dir("one-handle");
    let (src, lib) = (dir.join("one_handle.c"), dir.join("libze_loader.so.1"));
    std::fs::write(&src, ONE_HANDLE_LOADER).unwrap();
    let built = std::process::Command::new("cc").args(["-shared", "-fPIC", "-O1", "-o"]).arg(&lib).arg(&src).status().unwrap();
    assert!(built.success(), "cc");
    const CALLS: u64 = 200_000;
    let script = format!(
        r#"
import ctypes
ze = ctypes.CDLL("{lib}")
p = ctypes.c_void_p()
for i in range({CALLS}):
    assert ze.zeMemAllocHost(None, None, ctypes.c_size_t(64), ctypes.c_size_t(64), ctypes.byref(p)) == 0
"#,
        lib = lib.display()
    );
    let command = as_nobody(&[OsStr::new("/usr/bin/python3"), OsStr::new("-c"), OsStr::new(&script)]);
    let mut t = spawn_run_mode(tracer_with(&["--no-stacks", "--max-objects", "1000"]), &dir, &command);
    let (mut peak, start) = (0, Instant::now());
    while t.try_wait().unwrap().is_none() && start.elapsed() < PATIENCE * 4 {
        peak = peak.max(peak_rss_kb(&t));
        std::thread::sleep(Duration::from_millis(20));
    }
    let (status, err) = ended_within(t, Duration::ZERO, || {});
    assert!(status.success(), "{err}");
    assert!(peak < MAX_RSS_KB, "the tracer reached {peak} KB: {err}");
    let summary = summaries(&dir)
        .into_iter()
        .find(|s| s["calls"]["zeMemAllocHost"].as_u64().is_some())
        .unwrap_or_else(|| panic!("no summary of the tenant: {err}"));
    assert_eq!((&summary["calls"]["zeMemAllocHost"], &summary["complete"]), (&CALLS.into(), &true.into()), "{summary}");
    assert_eq!((summary["leaked_objects"].as_u64(), summary["freed_inferred_objects"].as_u64()), (Some(1), Some(CALLS - 1)), "{summary}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The tenant's leaker: 300 host allocations, one every 5 ms, kept to its end.
const LEAKER: &str = concat!(py_ze_driver!(), "import time\n", py_ze_context!(), r#"
kept = []
for i in range(300):
    p = ctypes.c_void_p()
    assert ze.zeMemAllocHost(context, ctypes.byref(Desc(0x16, None, 0)), ctypes.c_size_t(64), ctypes.c_size_t(64), ctypes.byref(p)) == 0
    kept.append(p)
    time.sleep(0.005)
time.sleep(0.5)
"#);

/// Two of the tenant's processes leak objects steadily against a share of 200 of the daemon's
/// objects (`--max-objects-per-user 200`): past it they keep what they have, their summaries
/// say why, and another user's process that leaks beside them is tracked whole and exact.
#[test]
fn one_user_s_leaks_leave_room_for_another_s_objects() {
    fixture();
    let dir = tenant_dir("objects-per-user");
    let script = format!(
        "for i in 1 2; do setpriv --reuid=nobody --regid=nogroup --clear-groups -- /usr/bin/python3 -c '{LEAKER}' & done; \
         sleep 1; {wl} lifecycle --leak event; wait",
        wl = fixture().join("ze_workload").display()
    );
    let tracer = tracer_with(&["--max-objects-total", "100000", "--max-objects-per-user", "200"]);
    let mut t = spawn_run_mode(tracer, &dir, &[OsStr::new("sh"), OsStr::new("-c"), OsStr::new(&script)]);
    let truth = read_truth(t.stdout.take().unwrap());
    let (status, err) = ended_within(t, PATIENCE, || {});
    assert!(status.success(), "{err}");
    let summaries: Vec<serde_json::Value> = summaries(&dir).into_iter().filter(|s| s["calls"].as_object().is_some_and(|c| !c.is_empty())).collect();
    let tenant: Vec<&serde_json::Value> = summaries.iter().filter(|s| s["uid"] == 65534).collect();
    assert_eq!(tenant.len(), 2, "{err}");
    let tracked: u64 = tenant.iter().map(|s| s["leaked_objects"].as_u64().unwrap()).sum();
    // 602 objects made (two contexts); the share is checked every 200 ms, when each has made
    // about 40 more.
    assert!(tracked < 400, "the tenant's processes kept {tracked} objects past a share of 200");
    for s in &tenant {
        let reasons = s["incomplete_reasons"].to_string();
        assert!(reasons.contains("beyond its user's share of the daemon's objects"), "{s}");
    }
    let root: Vec<&serde_json::Value> = summaries.iter().filter(|s| s["uid"] == 0).collect();
    assert_eq!(root.len(), 1, "{err}");
    assert_eq!((&root[0]["pid"], &root[0]["complete"]), (&truth["pid"], &serde_json::Value::Bool(true)), "{}", root[0]);
    assert_outstanding_is_truth(&root[0], &truth);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Thousands of the tenant's processes would fill `--max-processes`; here 8 of them against a cap
/// of 6: past its share (`--max-processes-per-user 2`), the tenant's processes are not tracked,
/// and a process of another user that starts after them is, its leak exact.
#[test]
fn one_user_s_processes_leave_room_for_another_s() {
    fixture();
    let dir = tenant_dir("per-user");
    let workload = fixture().join("ze_workload");
    let script = format!(
        "for i in 1 2 3 4 5 6 7 8; do sleep 4 | setpriv --reuid=nobody --regid=nogroup --clear-groups -- {wl} lifecycle --hold > /dev/null & done; \
         sleep 2; {wl} lifecycle --leak event; wait",
        wl = workload.display()
    );
    let tracer = tracer_with(&["--max-processes", "6", "--max-processes-per-user", "2"]);
    let mut t = spawn_run_mode(tracer, &dir, &[OsStr::new("sh"), OsStr::new("-c"), OsStr::new(&script)]);
    let truth = read_truth(t.stdout.take().unwrap());
    let (status, err) = ended_within(t, PATIENCE, || {});
    assert!(status.success(), "{err}");
    let summaries: Vec<serde_json::Value> = summaries(&dir).into_iter().filter(|s| s["calls"].as_object().is_some_and(|c| !c.is_empty())).collect();
    let of = |uid: u64| summaries.iter().filter(|s| s["uid"] == uid).collect::<Vec<_>>();
    let nobody = 65534;
    assert_eq!(of(nobody).len(), 2, "the tenant's share is 2: {err}");
    let root = of(0);
    assert_eq!(root.len(), 1, "the other user's process was not tracked: {err}");
    assert_eq!((&root[0]["pid"], &root[0]["leaked"]), (&truth["pid"], &serde_json::Value::Bool(true)));
    assert_outstanding_is_truth(&root[0], &truth);
    assert!(err.contains("not tracked so far"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Containers that run as root are tenants of their own: 4 root processes of one container
/// against a share of 2 (`--max-processes-per-user 2`), and a root process of another container
/// that starts after them is tracked, its leak exact. Before, every root process was one user's,
/// and the second container's was not tracked.
#[test]
fn root_s_containers_each_have_a_share_of_their_own() {
    fixture();
    let dir = tenant_dir("root-containers");
    let ids = [1u8, 2].map(|n| format!("{:0>56}{:08x}", n, std::process::id()));
    let cgroups = ids.clone().map(|id| cgroup2_root().join(format!("docker-{id}.scope")));
    for c in &cgroups {
        std::fs::create_dir(c).unwrap();
    }
    let workload = fixture().join("ze_workload");
    let (a, b) = (cgroups[0].join("cgroup.procs"), cgroups[1].join("cgroup.procs"));
    let script = format!(
        "for i in 1 2 3 4; do sh -c 'echo $$ > {a}; exec sleep 4' | sh -c 'echo $$ > {a}; exec {wl} lifecycle --hold' > /dev/null & done; \
         sleep 2; sh -c 'echo $$ > {b}; exec {wl} lifecycle --leak event'; wait",
        a = a.display(),
        b = b.display(),
        wl = workload.display()
    );
    let tracer = tracer_with(&["--max-processes", "8", "--max-processes-per-user", "2"]);
    let mut t = spawn_run_mode(tracer, &dir, &[OsStr::new("sh"), OsStr::new("-c"), OsStr::new(&script)]);
    let truth = read_truth(t.stdout.take().unwrap());
    let (status, err) = ended_within(t, PATIENCE, || {});
    for c in &cgroups {
        let _ = std::fs::remove_dir(c);
    }
    assert!(status.success(), "{err}");
    let summaries: Vec<serde_json::Value> = summaries(&dir).into_iter().filter(|s| s["calls"].as_object().is_some_and(|c| !c.is_empty())).collect();
    let of = |id: &str| summaries.iter().filter(|s| s["container"]["id"] == id).collect::<Vec<_>>();
    assert_eq!(of(&ids[0]).len(), 2, "the first container's share is 2: {err}");
    let second = of(&ids[1]);
    assert_eq!(second.len(), 1, "the second container's process was not tracked: {err}");
    assert_eq!((&second[0]["pid"], &second[0]["leaked"]), (&truth["pid"], &serde_json::Value::Bool(true)));
    assert_outstanding_is_truth(&second[0], &truth);
    let _ = std::fs::remove_dir_all(&dir);
}

/// CI jobs that run as one user, each in a cgroup root made for it (a scope per job), have a
/// share each, and a user gains none by making cgroups: against a share of 1
/// (`--max-processes-per-user 1`), two processes of `nobody` in job 1 and a third in a cgroup
/// `nobody` made below it (job 1 is delegated to it) are one tenant, and one of them is
/// tracked; `nobody`'s process in job 2, run while they live, is tracked, its leak exact.
/// Before, every process of a uid was one tenant's, and job 2's was not tracked.
#[test]
fn ci_jobs_of_one_user_each_have_a_share_of_their_own() {
    use std::io::Write;
    fixture();
    let dir = tenant_dir("job-cgroups");
    let parent = cgroup2_root().join(format!("ze-tracer-jobs-{}", std::process::id()));
    let (job1, job2) = (parent.join("job-1.scope"), parent.join("job-2.scope"));
    for job in [&job1, &job2] {
        std::fs::create_dir_all(job).unwrap();
    }
    // Delegated, as systemd's `Delegate=yes` does: the cgroup and its procs file are the user's.
    let nobody = 65534;
    for owned in [job1.clone(), job1.join("cgroup.procs")] {
        std::os::unix::fs::chown(owned, Some(nobody), None).unwrap();
    }
    let go = dir.join("go");
    let c = std::ffi::CString::new(go.to_str().unwrap()).unwrap();
    // SAFETY: a path of ours.
    assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o666) }, 0);
    // Read and write: the held processes' opens do not wait, and they read EOF once it closes.
    let go_writer = std::fs::OpenOptions::new().read(true).write(true).open(&go).unwrap();
    let script = format!(
        r#"T="setpriv --reuid=nobody --regid=nogroup --clear-groups --"
for i in 1 2; do sh -c "echo \$\$ > {a}/cgroup.procs; exec $T {wl} lifecycle --hold" < {go} > {d}/held$i.out & done
sh -c "echo \$\$ > {a}/cgroup.procs; exec $T sh -c 'mkdir {a}/own && echo \$\$ > {a}/own/cgroup.procs && exec {wl} lifecycle --hold'" < {go} > {d}/held3.out &
n=0; until [ "$(cat {d}/held*.out 2>/dev/null | grep -c GROUND_TRUTH)" -ge 3 ]; do sleep 0.05; n=$((n + 1)); [ $n -lt 1200 ] || exit 1; done
sh -c "echo \$\$ > {b}/cgroup.procs; exec $T {wl} lifecycle --leak event"
wait
"#,
        a = job1.display(),
        b = job2.display(),
        wl = fixture().join("ze_workload").display(),
        go = go.display(),
        d = dir.display()
    );
    std::fs::File::create(dir.join("jobs.sh")).unwrap().write_all(script.as_bytes()).unwrap();
    let tracer = tracer_with(&["--max-processes", "8", "--max-processes-per-user", "1"]);
    let script_path = dir.join("jobs.sh");
    let mut t = spawn_run_mode(tracer, &dir, &[OsStr::new("sh"), script_path.as_os_str()]);
    let truth = read_truth(t.stdout.take().unwrap());
    drop(go_writer);
    let (status, err) = ended_within(t, PATIENCE, || {});
    for cgroup in [job1.join("own"), job1.clone(), job2.clone(), parent.clone()] {
        let _ = std::fs::remove_dir(cgroup);
    }
    assert!(status.success(), "{err}");
    let summaries: Vec<serde_json::Value> = summaries(&dir).into_iter().filter(|s| s["calls"].as_object().is_some_and(|c| !c.is_empty())).collect();
    let in_job = |job: &str| summaries.iter().filter(|s| s["cgroup"].as_str().is_some_and(|c| c.contains(job))).collect::<Vec<_>>();
    assert_eq!(in_job("/job-1.scope").len(), 1, "job 1 and the cgroup its user made below it are one tenant, of a share of 1: {err}");
    let second = in_job("/job-2.scope");
    assert_eq!(second.len(), 1, "job 2's process was not tracked: {err}");
    assert_eq!((&second[0]["pid"], &second[0]["leaked"], &second[0]["uid"]), (&truth["pid"], &serde_json::Value::Bool(true), &nobody.into()));
    assert_outstanding_is_truth(second[0], &truth);
    let _ = std::fs::remove_dir_all(&dir);
}

/// A tenant's process past its share is not tracked, and its calls take no room in a ring: it
/// floods its ring while the daemon is stopped, and another user's process that runs meanwhile,
/// on the same ring, loses nothing. Before, the untracked flood filled the ring and the other
/// process's summary said its events were lost.
#[test]
fn a_tenant_s_untracked_process_takes_no_room_in_the_rings() {
    use std::io::{BufRead, Write};
    fixture();
    let dir = tenant_dir("untracked-flood");
    let fifos = tenant_dir("untracked-flood-fifos");
    let fifo = |name: &str| {
        let path = fifos.join(name);
        let c = std::ffi::CString::new(path.to_str().unwrap()).unwrap();
        // SAFETY: a path of ours.
        assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o666) }, 0);
        // Read and write: opened at once, and its reader's open does not wait.
        std::fs::OpenOptions::new().read(true).write(true).open(&path).unwrap()
    };
    let (mut holder_go, mut flood_go, mut victim_go) = (fifo("holder"), fifo("flood"), fifo("victim"));
    let (wl, f, out) = (fixture().join("ze_workload"), fifos.display(), dir.display());
    let tenant = "setpriv --reuid=nobody --regid=nogroup --clear-groups --";
    // The tenant's first process takes its share (its calls in the ring before the second's);
    // the second is not tracked and floods; the other user's process leaks once told.
    let script = format!(
        "{tenant} {wl} lifecycle --hold < {f}/holder > {f}/holder.out & \
         until grep -q GROUND_TRUTH {f}/holder.out 2>/dev/null; do sleep 0.05; done; \
         {tenant} {wl} stress --wait-stdin --iters 300000 --no-truth < {f}/flood > /dev/null & \
         {wl} lifecycle --leak event --wait-stdin < {f}/victim; wait",
        wl = wl.display()
    );
    let _ = out;
    let tracer = tracer_with(&["--log-level", "debug", "--max-processes-per-user", "1", "--ring-mb", "1", "--ring-shards", "1"]);
    let mut t = spawn_run_mode(tracer, &dir, &[OsStr::new("sh"), OsStr::new("-c"), OsStr::new(&script)]);
    let (tx, said) = std::sync::mpsc::channel::<String>();
    let log = std::io::BufReader::new(t.stderr.take().unwrap());
    std::thread::spawn(move || log.lines().map_while(Result::ok).for_each(|l| _ = tx.send(l)));
    let mut seen = String::new();
    let mut wait_for = |what: &str| loop {
        let line = said.recv_timeout(PATIENCE).unwrap_or_else(|_| panic!("no {what:?} in: {seen}"));
        seen += &(line.clone() + "\n");
        if line.contains(what) {
            return line;
        }
    };
    // The flood's own image marked: its `setpriv`'s, a root process at its start, may have
    // been over root's share first, and that mark ended at its exec (seen: the flood then
    // filled the ring while the daemon was stopped).
    let flood = loop {
        let line = wait_for("over its share: not tracked");
        if line.contains("comm=ze_workload") {
            break line.split_whitespace().find_map(|w| w.strip_prefix("pid=")).unwrap_or_default().to_owned();
        }
    };
    wait_for(&format!("not tracked: its calls are sent no more pid={flood}"));
    // The daemon stopped, the flood goes on; then the other user's process runs, leaks, ends.
    // SAFETY: signals to our own child.
    unsafe { libc::kill(t.id() as i32, libc::SIGSTOP) };
    flood_go.write_all(b"\n").unwrap();
    std::thread::sleep(Duration::from_millis(300));
    victim_go.write_all(b"\n").unwrap();
    let stdout = t.stdout.take().unwrap();
    let truth = read_truth(stdout);
    unsafe { libc::kill(t.id() as i32, libc::SIGCONT) };
    holder_go.write_all(b"\n").unwrap();
    drop((holder_go, flood_go, victim_go));
    let start = Instant::now();
    while t.try_wait().unwrap().is_none() && start.elapsed() < PATIENCE {
        std::thread::sleep(Duration::from_millis(50));
    }
    let _ = t.kill();
    let _ = t.wait();
    let summary = summaries(&dir).into_iter().find(|s| s["pid"] == truth["pid"]);
    let summary = summary.unwrap_or_else(|| panic!("no summary of the other user's process: {seen}"));
    // Who was tracked and who not, should it fail (seen once, not reproduced since).
    let told: Vec<String> = said.try_iter().filter(|l| ["tracking", "not tracked", "dropped", "capped"].iter().any(|w| l.contains(w))).collect();
    let why = format!("{summary}\n{seen}{}", told.join("\n"));
    assert_eq!(summary["dropped_events"], 0, "{why}");
    assert_eq!(summary["complete"], true, "{why}");
    assert_outstanding_is_truth(&summary, &truth);
    let _ = std::fs::remove_dir_all(&dir);
    let _ = std::fs::remove_dir_all(&fifos);
}

/// A sample line as OpenMetrics reads it: a name, labels whose values escape `\`, `"` and
/// newlines, one value. None if it is not one (a label value broke out of its quotes).
fn sample_labels(line: &str) -> Option<Vec<(String, String)>> {
    let name_end = line.find(['{', ' '])?;
    let (mut rest, mut labels) = (&line[name_end..], vec![]);
    if let Some(r) = rest.strip_prefix('{') {
        rest = r;
        loop {
            if let Some(r) = rest.strip_prefix('}') {
                rest = r;
                break;
            }
            let (key, r) = rest.split_once("=\"")?;
            let (mut value, mut chars) = (String::new(), r.char_indices());
            let end = loop {
                match chars.next()? {
                    (i, '"') => break i,
                    (_, '\\') => value.push(match chars.next()?.1 {
                        'n' => '\n',
                        c @ ('\\' | '"') => c,
                        _ => return None,
                    }),
                    (_, c) => value.push(c),
                }
            };
            labels.push((key.to_owned(), value));
            rest = &r[end + 1..];
            rest = rest.strip_prefix(',').unwrap_or(rest);
        }
    }
    let value = rest.strip_prefix(' ')?;
    (value.split(' ').count() <= 2 && value.split(' ').all(|v| v.parse::<f64>().is_ok())).then_some(labels)
}

/// A slowloris from the tenant (`nobody`) against `--metrics`, while a process of its own is
/// traced in a cgroup it named to break the text (`"`, `}`, `#`, `\`): every scrape of the
/// scraper (root) is answered within a second, every line of it is well formed and names the
/// cgroup exactly, the daemon's open files stay within what the endpoint holds, and its loop
/// stays live (`/healthz`). Past its share, the tenant's connections take each other's places.
#[test]
fn a_slowloris_and_a_label_injecting_cgroup_leave_the_metrics_served() {
    use std::io::{BufRead, Write};
    fixture();
    let dir = tenant_dir("slowloris");
    let name = format!("ze-tracer-test-{}-evil\"}} 9 # x\\", std::process::id());
    let cgroup = cgroup2_root().join(&name);
    std::fs::create_dir(&cgroup).unwrap();
    let mut cmd = std::process::Command::new("setpriv");
    cmd.args(["--reuid=nobody", "--regid=nogroup", "--clear-groups", "--"]).arg(fixture().join("ze_workload"));
    cmd.args(["lifecycle", "--leak", "event", "--wait-stdin", "--hold"]).env("ZE_ENABLE_ALT_DRIVERS", fixture().join("libze_fake.so"));
    enter_cgroup(&cgroup, &mut cmd);
    let mut w = cmd.stdin(std::process::Stdio::piped()).stdout(std::process::Stdio::piped()).spawn().unwrap();
    let mut out = std::io::BufReader::new(w.stdout.take().unwrap());
    let mut line = String::new();
    out.read_line(&mut line).unwrap();
    assert_eq!(line.trim(), "READY");
    let (mut t, mut err, _) = attach(w.id(), &dir, &["--metrics", "127.0.0.1:0"]);
    let port = (0..100).find_map(|_| listening_port(t.id()).or_else(|| { std::thread::sleep(Duration::from_millis(50)); None })).unwrap();
    // Its calls made, it holds its leak until told to end.
    let mut stdin = w.stdin.take().unwrap();
    stdin.write_all(b"\n").unwrap();
    line.clear();
    out.read_line(&mut line).unwrap();
    assert!(line.starts_with("GROUND_TRUTH"), "{line}");
    // Its sockets: the files it opens meanwhile for its own work are not the endpoint's.
    let fds = |pid: u32| {
        let fd = std::fs::read_dir(format!("/proc/{pid}/fd"));
        fd.map_or(0, |d| d.flatten().filter(|e| std::fs::read_link(e.path()).is_ok_and(|l| l.to_string_lossy().starts_with("socket:"))).count())
    };
    let (status, before, _) = scrape(port);
    assert_eq!(status, 200);
    let fds_before = fds(t.id());

    let attack = std::process::Command::new("setpriv")
        .args(["--reuid=nobody", "--regid=nogroup", "--clear-groups", "--", "/usr/bin/python3", "-c", SLOWLORIS])
        .args([port.to_string(), CONNS.to_string(), "8".into()])
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let (mut slowest, mut most_fds, mut scrapes, mut last) = (Duration::ZERO, 0, 0, String::new());
    let start = Instant::now();
    while start.elapsed() < Duration::from_secs(7) {
        let (status, body, took) = scrape(port);
        assert_eq!(status, 200, "a scrape was refused during the attack");
        (slowest, scrapes, last) = (slowest.max(took), scrapes + 1, body);
        most_fds = most_fds.max(fds(t.id()));
        std::thread::sleep(Duration::from_millis(200));
    }
    let reopened = String::from_utf8(attack.wait_with_output().unwrap().stdout).unwrap();
    let health = http_status(port, "/healthz");

    stdin.write_all(b"\n").unwrap();
    drop(stdin);
    let _ = w.wait();
    let ended = Instant::now();
    while t.try_wait().unwrap().is_none() && ended.elapsed() < PATIENCE {
        std::thread::sleep(Duration::from_millis(50));
    }
    let _ = t.kill();
    let code = t.wait().unwrap();
    let mut log = String::new();
    err.read_to_string(&mut log).unwrap();
    let _ = std::fs::remove_dir(&cgroup);
    assert!(code.success(), "{log}");
    eprintln!("slowloris: {scrapes} scrapes, the slowest {slowest:?}; the daemon's sockets {fds_before}, at most {most_fds}");
    assert!(slowest < Duration::from_secs(1), "the slowest of {scrapes} scrapes took {slowest:?}");
    assert!(
        most_fds <= fds_before + ze_tracer::metrics::http::MAX_CONNECTIONS + 2,
        "the daemon held {most_fds} sockets (from {fds_before}) for {CONNS} connections"
    );
    assert!(reopened.trim().parse::<u32>().unwrap() > 0, "the tenant's connections were never closed: {reopened}");
    assert_eq!(health, 200);
    // The cgroup's name, exactly, from lines that all parse.
    for text in [&before, &last] {
        let named = text.lines().filter(|l| !l.starts_with('#') && !l.is_empty()).map(|l| {
            let labels = sample_labels(l).unwrap_or_else(|| panic!("a malformed line: {l}"));
            labels.into_iter().any(|(k, v)| k == "cgroup" && v == format!("/{name}"))
        });
        assert!(named.fold(false, |a, b| a | b), "no series names the cgroup /{name}:\n{text}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// The status of `GET path`.
fn http_status(port: u16, path: &str) -> u32 {
    use std::io::Write;
    let mut s = std::net::TcpStream::connect(("127.0.0.1", port)).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
    write!(s, "GET {path} HTTP/1.0\r\n\r\n").unwrap();
    let mut resp = String::new();
    let _ = s.read_to_string(&mut resp);
    resp.split(' ').nth(1).and_then(|s| s.parse().ok()).unwrap_or(0)
}

/// What the tenant names its leaking Python function: a line of the report of its own, and a
/// right-to-left override.
const FORGED_NAME: &str = "leak\nze-tracer: pid 1 (x) ended: nothing outstanding\u{202e}";

/// The tenant's leaker, its leaking function renamed `FORGED_NAME` (its code object's `co_name`
/// and `co_qualname`). The function stays alive, and the program ends normally half a second
/// after its leak: its frames are read while their code objects exist.
const FORGED_LEAKER: &str = concat!(py_ze_driver!(), "import sys, time, types\n", py_ze_context!(), r#"
kept = []
def leak():
    p = ctypes.c_void_p()
    assert ze.zeMemAllocHost(context, ctypes.byref(Desc(0x16, None, 0)), ctypes.c_size_t(64), ctypes.c_size_t(64), ctypes.byref(p)) == 0
    kept.append(p)
name = sys.argv[1]
names = {"co_name": name, "co_qualname": name} if sys.version_info >= (3, 11) else {"co_name": name}
forged = types.FunctionType(leak.__code__.replace(**names), globals())
forged()
time.sleep(0.5)
"#);

/// A Python function of the tenant's named `FORGED_NAME` leaks under run mode: the report
/// shows its name escaped, and no line of it is the forged one (nor any bidirectional control);
/// so do `ze-tracer check`'s lines, and `check --json` stays JSON that gives the name back
/// exactly, its override escaped.
#[test]
fn a_function_name_forges_no_line_of_the_report_or_of_check() {
    fixture();
    let dir = tenant_dir("forged-name");
    let command = as_nobody(&[OsStr::new("/usr/bin/python3"), OsStr::new("-c"), OsStr::new(FORGED_LEAKER), OsStr::new(FORGED_NAME)]);
    let t = spawn_run_mode(tracer_with(&[]), &dir, &command);
    let (status, err) = ended_within(t, PATIENCE, || {});
    assert!(status.success(), "{err}");
    // Named in the summary (which keeps the name as it is), or nothing below would show it.
    let summary = summaries(&dir)
        .into_iter()
        .find(|s| s["calls"]["zeMemAllocHost"].as_u64().is_some())
        .unwrap_or_else(|| panic!("no summary of the tenant: {err}"));
    let named = summary["sites"].as_array().into_iter().flatten().flat_map(|s| s["frames"].as_array().into_iter().flatten());
    let frames: Vec<&serde_json::Value> = named.filter(|f| f["python"] == true).collect();
    assert!(frames.iter().any(|f| f["function"] == FORGED_NAME), "the forged function was not named: {frames:?}\n{summary}\n{err}");

    let escaped = "leak\\u{a}ze-tracer: pid 1 (x) ended: nothing outstanding\\u{202e}";
    let check = tracer().arg("check").arg(&dir).output().unwrap();
    let lines = String::from_utf8(check.stdout).unwrap();
    for (what, text) in [("the report", &err), ("check", &lines)] {
        assert!(!text.lines().any(|l| l.starts_with("ze-tracer: pid 1 ")), "{what} has the forged line:\n{text}");
        assert!(text.contains(escaped) && !text.contains('\u{202e}'), "{what} does not show the name escaped:\n{text}");
    }
    let json = tracer().arg("check").arg("--json").arg(&dir).output().unwrap();
    let json = String::from_utf8(json.stdout).unwrap();
    let verdict: serde_json::Value = serde_json::from_str(&json).unwrap_or_else(|e| panic!("check --json is no JSON ({e}): {json}"));
    assert!(!json.contains('\u{202e}') && json.contains("\\u202e"), "{json}");
    let leaked = verdict["leaked"].as_array().into_iter().flatten();
    let mut sites = leaked.flat_map(|p| p["new_sites"].as_array().into_iter().flatten()).filter_map(|s| s.as_str());
    assert!(sites.any(|s| s.contains(FORGED_NAME)), "{json}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The tenant's ELF interpreter: static, it maps nothing and sleeps 2 s, then exits.
const SLEEPING_INTERPRETER: &str = r#"
void _start(void) {
    long ts[2] = {2, 0};
    __asm__ volatile("syscall" : : "a"(35), "D"(ts), "S"(0) : "rcx", "r11", "memory");
    __asm__ volatile("syscall" : : "a"(231), "D"(0) : "rcx", "r11", "memory");
    for (;;) {}
}
"#;

/// Builds, in `dir`, a program that links a `libpython3.12.so.1.0` (DT_NEEDED, a stub's) and
/// whose ELF interpreter is `SLEEPING_INTERPRETER`: its libpython is never mapped.
fn program_whose_interpreter_sleeps(dir: &std::path::Path) -> std::path::PathBuf {
    std::fs::write(dir.join("sleeper.c"), SLEEPING_INTERPRETER).unwrap();
    std::fs::write(dir.join("lib.c"), "int Py_Stub;\n").unwrap();
    std::fs::write(dir.join("main.c"), "int main(void) { return 0; }\n").unwrap();
    let interp = format!("-Wl,--dynamic-linker={}", dir.join("sleeper").display());
    for args in [
        &["-static", "-nostdlib", "-fno-stack-protector", "-o", "sleeper", "sleeper.c"][..],
        &["-shared", "-fPIC", "-Wl,-soname,libpython3.12.so.1.0", "-o", "libpython3.12.so.1.0", "lib.c"],
        &["-o", "linked", "main.c", "-Wl,--no-as-needed", "./libpython3.12.so.1.0", &interp],
    ] {
        let out = std::process::Command::new("cc").args(args).current_dir(dir).output().unwrap();
        assert!(out.status.success(), "cc {args:?}: {}", String::from_utf8_lossy(&out.stderr));
    }
    dir.join("linked")
}

/// 60 execs, 10 a second, of a program that links a libpython and whose interpreter sleeps
/// instead of mapping it: `--metrics` stays answered within a second meanwhile (the look at
/// each exec waited up to 250 ms for a libpython that never came, on the loop: a scrape took
/// seven seconds, another none within ten).
#[test]
fn execs_whose_interpreter_sleeps_do_not_stall_the_loop() {
    fixture();
    let dir = tenant_dir("sleeping-interp");
    let program = program_whose_interpreter_sleeps(&dir);
    let script = format!("for i in $(seq 60); do {} & sleep 0.1; done; wait", program.display());
    let command = as_nobody(&[OsStr::new("sh"), OsStr::new("-c"), OsStr::new(&script)]);
    let mut t = spawn_run_mode(tracer_with(&["--metrics", "127.0.0.1:0"]), &dir, &command);
    let port = (0..100).find_map(|_| listening_port(t.id()).or_else(|| { std::thread::sleep(Duration::from_millis(50)); None })).unwrap();
    let (mut slowest, mut scrapes, start) = (Duration::ZERO, 0, Instant::now());
    while t.try_wait().unwrap().is_none() && start.elapsed() < PATIENCE {
        let (status, _, took) = scrape(port);
        if status != 200 && t.try_wait().unwrap().is_some() {
            break;
        }
        // A scrape that got no answer within its 10 s, the tracer still running, counts as such.
        let took = if status == 200 { took } else { took.max(Duration::from_secs(10)) };
        (slowest, scrapes) = (slowest.max(took), scrapes + 1);
        std::thread::sleep(Duration::from_millis(200));
    }
    let (status, err) = ended_within(t, PATIENCE, || {});
    assert!(status.success(), "{err}");
    eprintln!("sleeping interpreters: {scrapes} scrapes, the slowest {slowest:?}");
    assert!(slowest < Duration::from_secs(1), "the slowest of {scrapes} scrapes took {slowest:?}");
    // Scraped throughout: the 60 execs take 6 s.
    assert!(start.elapsed() > Duration::from_secs(6), "the tenant's execs took {:?}: {err}", start.elapsed());
    let _ = std::fs::remove_dir_all(&dir);
}

/// A file the tenant names like the loader, with a line of ours after its name (not an ELF):
/// the daemon's log at `-v` (tracing's full lines, as a journal has them) says it looked at it,
/// the name escaped, and no line of it is the forged one.
#[test]
fn a_file_named_like_the_loader_forges_no_line_of_the_log() {
    fixture();
    let dir = tenant_dir("forged-file");
    let forged = format!("libze_loader.so.1{}", FORGED_NAME.strip_prefix("leak").unwrap());
    let script = r#"printf 'not an ELF' > "$1/$2"; sleep 1"#;
    let command = as_nobody(&[OsStr::new("sh"), OsStr::new("-c"), OsStr::new(script), OsStr::new("sh"), dir.as_os_str(), OsStr::new(&forged)]);
    let t = spawn_run_mode(tracer_with(&["-v"]), &dir, &command);
    let (status, err) = ended_within(t, PATIENCE, || {});
    assert!(status.success(), "{err}");
    assert!(!err.lines().any(|l| l.starts_with("ze-tracer: pid 1 ")) && !err.contains('\u{202e}'), "a forged line:\n{err}");
    let escaped = "libze_loader.so.1\\u{a}ze-tracer: pid 1 (x) ended: nothing outstanding\\u{202e}";
    assert!(err.contains(escaped), "the file was not looked at, or its name not shown escaped:\n{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A FUSE file system a tenant serves, mounted in the test's mount namespace (as `fusermount`
/// mounts one where `user_allow_other` is set): its server (tests/fixture/tenant_fuse.py)
/// answers the tenant and never root. Dropped: the server killed (its unanswered requests
/// fail) and the mount gone.
struct TenantFuse {
    server: Child,
    mountpoint: std::path::PathBuf,
}

impl TenantFuse {
    fn mount(mountpoint: &std::path::Path, file: &std::path::Path, name: &str) -> TenantFuse {
        TenantFuse::mount_as(mountpoint, file, name, "65534")
    }

    /// Served by `uid`, who alone it answers (`0`: root's, the node's).
    fn mount_as(mountpoint: &std::path::Path, file: &std::path::Path, name: &str, uid: &str) -> TenantFuse {
        std::fs::create_dir_all(mountpoint).unwrap();
        let script = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/fixture/tenant_fuse.py");
        let mut server = std::process::Command::new("/usr/bin/python3")
            .arg(script)
            .args([mountpoint.as_os_str(), file.as_os_str(), OsStr::new(name), OsStr::new(uid)])
            .stdout(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        let mut said = [0u8; 8];
        server.stdout.take().unwrap().read_exact(&mut said).unwrap();
        assert_eq!(&said, b"MOUNTED\n");
        TenantFuse { server, mountpoint: mountpoint.to_owned() }
    }
}

impl Drop for TenantFuse {
    fn drop(&mut self) {
        let _ = self.server.kill();
        let _ = self.server.wait();
        let _ = std::process::Command::new("umount").arg("-l").arg(&self.mountpoint).status();
    }
}

/// `command` run traced (`-v`, its files in `dir/out`), to its end (else the tracer is killed
/// and `unblock` called): the summary of its `python3` process, and the tracer's stderr.
fn python_traced(dir: &std::path::Path, command: &[&OsStr], unblock: impl FnOnce()) -> (serde_json::Value, String) {
    let out = dir.join("out");
    std::fs::create_dir_all(&out).unwrap();
    let t = spawn_run_mode(tracer_with(&["-v"]), &out, command);
    let (status, err) = ended_within(t, PATIENCE, unblock);
    assert!(status.success(), "{err}");
    let python = summaries(&out).into_iter().find(|s| s["comm"] == "python3");
    (python.unwrap_or_else(|| panic!("no summary of the program: {err}")), err)
}

/// A FUSE file system served from a user namespace of its own (a rootless container's,
/// Apptainer's squashfuse images): its mount table gives the server's `user_id` as that
/// namespace numbers it, 0 for its root, as if the node's root served it. The kernel refuses
/// the daemon's access to it unless the `fuse` module's `allow_sys_admin_access` is on, and
/// then the server could keep the daemon waiting as a user's could. Its files are not touched
/// (the loader copy there is not armed), and the summary says why, not a refusal met by trying.
#[test]
fn a_loader_copy_a_user_namespace_s_fuse_server_serves_is_not_taken_for_root_s() {
    fixture();
    let dir = tenant_dir("fuse-userns");
    let mountpoint = dir.join("mnt");
    std::fs::create_dir_all(&mountpoint).unwrap();
    let loader = std::fs::canonicalize("/usr/lib/x86_64-linux-gnu/libze_loader.so.1").unwrap();
    let server = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/fixture/tenant_fuse.py");
    // In the new namespaces: the server mounts as their root, the program loads the copy (the
    // server answers it, its root) and the server is stopped.
    let script = format!(
        "set -e\n/usr/bin/python3 {server:?} {mnt:?} {loader:?} libze_loader.so.1 0 > {said:?} &\nserver=$!\n\
         for i in $(seq 200); do grep -q MOUNTED {said:?} && break; sleep 0.05; done\n\
         /usr/bin/python3 -c 'import ctypes; assert ctypes.CDLL({copy:?}).zeInit(0) == 0'\nkill $server\n",
        mnt = mountpoint,
        said = dir.join("said"),
        copy = mountpoint.join("libze_loader.so.1"),
    );
    let command = ["unshare", "--user", "--map-root-user", "--mount", "--", "sh", "-c", &script].map(OsStr::new);
    let (python, err) = python_traced(&dir, &command, || {});
    assert_eq!(python["complete"], false, "{python}");
    assert!(python.to_string().contains("on a FUSE file system its user namespace's root serves"), "{python}\n{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The other way round, the node's root's FUSE file system (CVMFS) seen from a container's
/// user namespace (Apptainer's): it is mounted on the node, where the daemon sees it, so its
/// `user_id` 0 is root's, and a loader copy there is armed and its calls traced.
#[test]
fn a_loader_copy_on_the_node_s_fuse_is_traced_from_a_user_namespace() {
    fixture();
    let dir = tenant_dir("fuse-node");
    let mountpoint = dir.join("mnt");
    let loader = std::fs::canonicalize("/usr/lib/x86_64-linux-gnu/libze_loader.so.1").unwrap();
    let fuse = TenantFuse::mount_as(&mountpoint, &loader, "libze_loader.so.1", "0");
    let script = format!("import ctypes\nassert ctypes.CDLL({:?}).zeInit(0) == 0\n", mountpoint.join("libze_loader.so.1").to_str().unwrap());
    let command = ["unshare", "--user", "--map-root-user", "--mount", "--", "/usr/bin/python3", "-c", &script].map(OsStr::new);
    let (python, err) = python_traced(&dir, &command, || drop(fuse));
    assert_eq!(python["complete"], true, "{python}\n{err}");
    assert_eq!(python["calls"]["zeInit"], 1, "{python}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The tenant loads a loader copy from a FUSE file system it serves, whose server never
/// answers root: the daemon would wait for ever (a kill does not free such a wait) in the
/// `statfs` of the mount it watches for new copies, as it starts, or, not watching, in the
/// `stat`, `open` or `read` of the copy it arms as ld.so loads it, its loop and every traced
/// process with it. It touches no file there: the mount is not watched, the copy is not armed,
/// the tenant is let go and its summary says why its calls were not seen, and the tracer ends
/// with its command.
#[test]
fn a_loader_copy_a_tenant_s_fuse_server_serves_stalls_nothing() {
    fixture();
    let dir = tenant_dir("fuse");
    let mountpoint = dir.join("mnt");
    let loader = std::fs::canonicalize("/usr/lib/x86_64-linux-gnu/libze_loader.so.1").unwrap();
    let fuse = TenantFuse::mount(&mountpoint, &loader, "libze_loader.so.1");
    let script = format!(
        "import ctypes\nze = ctypes.CDLL({:?})\nassert ze.zeInit(0) == 0\n",
        mountpoint.join("libze_loader.so.1").to_str().unwrap()
    );
    let command = as_nobody(&[OsStr::new("/usr/bin/python3"), OsStr::new("-c"), OsStr::new(&script)]);
    for flags in [&["-v"][..], &["-v", "--no-watch"]] {
        let out = dir.join(flags.len().to_string());
        std::fs::create_dir_all(&out).unwrap();
        let t = spawn_run_mode(tracer_with(flags), &out, &command);
        // Were the daemon stuck, only the server's end lets it go.
        let (status, err) = ended_within(t, PATIENCE, || {
            // SAFETY: a signal to our own child.
            unsafe { libc::kill(fuse.server.id() as i32, libc::SIGKILL) };
        });
        assert!(status.success(), "{flags:?}: {err}");
        let summaries = summaries(&out);
        assert_eq!(summaries.len(), 1, "{flags:?}: {err}");
        let summary = &summaries[0];
        assert_eq!(summary["complete"], false, "{flags:?}: {summary}");
        assert!(summary.to_string().contains("on a FUSE file system user 65534 serves"), "{flags:?}: {summary}\n{err}");
    }
    drop(fuse);
    let _ = std::fs::remove_dir_all(&dir);
}
