//! 5b. What every exec and every exit on the node pays a system-wide daemon's kernel side: the
//! programs on `sched_process_exec` and `sched_process_exit` run for every process, traced or
//! not. Their run time as the kernel counts it (`kernel.bpf_stats_enabled`), per program, named
//! through the BPF syscall. Three kinds of process: a dynamic one (ld.so's probe visited it,
//! so its exit is one lookup), a static one (no interpreter: a read of its auxiliary vector),
//! and Python's start (many objects). Then the same with no ld.so probed (the testbed's
//! `--no-ldso-probe`), where every exit walks the process's list of objects: what a process
//! that ran under an ld.so not probed yet pays.
use std::{
    fmt::Write as _,
    fs,
    process::{Command, Stdio},
};

use super::{Bench, wait_for_teardown};
use crate::Result;

/// Processes per kind.
const RUNS: u64 = 300;
const KINDS: [(&str, &[&str]); 3] = [
    ("Python (`python3 -c pass`)", &["python3", "-c", "pass"]),
    ("dynamic (`/bin/true`)", &["/bin/true"]),
    ("static (`ldconfig -p`)", &["/sbin/ldconfig", "-p"]),
];
const PROGRAMS: [&str; 4] = ["ze_exec", "ze_exit", "ze_py_exit", "ze_py_main_end"];

pub(super) fn exits(b: &mut Bench) -> Result {
    eprintln!("xtask: bench: every exec and exit");
    let stats = "/proc/sys/kernel/bpf_stats_enabled";
    let before = fs::read_to_string(stats).unwrap_or_default();
    fs::write(stats, "1").map_err(|e| format!("{stats}: {e}"))?;
    let mut rows = vec![];
    for (daemon, args) in [("ld.so probed (as deployed)", &[][..]), ("no ld.so probed: every exit walked", &["--no-ldso-probe"][..])] {
        for (kind, cmd) in KINDS {
            rows.push((daemon, kind, measure(b, args, cmd)?));
        }
    }
    let _ = fs::write(stats, before.trim());
    let _ = writeln!(
        b.md,
        "\n## 5b. Every exec and exit on the node\n\n\
         A system-wide daemon runs a program on every exec and every exit of the machine, traced or \
         not. Run time per process as the kernel counts it (`kernel.bpf_stats_enabled`), {RUNS} \
         processes of each kind run one after another. At an exit, a process that no ld.so probe \
         visited since its exec has its list of objects walked for a loader copy never armed \
         (docs/ARCHITECTURE.md, no silent miss); a static one has its auxiliary vector read. The \
         second daemon probes no ld.so (the testbed's `--no-ldso-probe`), so every exit is walked: \
         what a process under an ld.so not probed yet pays. An exec's event wakes the daemon as a \
         call's does (see `wakeup` in tracer-ebpf/src/main.rs); when each exec woke it, `ze_exec` \
         took 22 to 29 µs here, most of it the interrupt of the wake-up. `ze_py_exit` is the hook \
         at libc's `_exit` and CPython's `Py_FinalizeEx` (docs/ARCHITECTURE.md, Python frames at \
         the end): it runs at every exit through a libc a CPython process was seen to map, and \
         holds only a traced CPython process (none here); the uprobe's trap comes on top of \
         these run times. `ze_py_main_end` is the hook where the calls of CPython's \
         `PyEval_EvalCode` return to (a module's code run: the main script's, every import's; about 75 as \
         `python3 -c pass` starts), hooked with the interpreter's file: here, per process, its run \
         time in all and how many times it ran: for `python3 -c pass`, each module it runs once the \
         daemon has hooked its interpreter's file (a daemon that saw no CPython before has not: \
         none then); none for the others, which run no CPython.\n\n\
         | daemon | process | `ze_exec` (ns) | `ze_exit` (ns) | `ze_py_exit` (ns) | `ze_py_main_end` (ns per process, runs) |\n|---|---|---|---|---|---|"
    );
    for (daemon, kind, [exec, exit, py_exit, (main_end, runs)]) in rows {
        let _ = writeln!(b.md, "| {daemon} | {kind} | {:.0} | {:.0} | {:.0} | {main_end:.0} ({runs:.0}) |", exec.0, exit.0, py_exit.0);
    }
    Ok(())
}

/// Per program of `PROGRAMS`, while `RUNS` processes of `cmd` run under a system-wide daemon
/// with `args`: ns per run (0: it did not run) and runs per process; the last one's ns per
/// process instead.
fn measure(b: &Bench, args: &[&str], cmd: &[&str]) -> Result<[(f64, f64); 4]> {
    wait_for_teardown();
    let out = b.scratch.join("exits");
    let _ = fs::remove_dir_all(&out);
    fs::create_dir_all(&out).map_err(|e| e.to_string())?;
    let mut daemon = super::late_copies::system_wide(b, &out, args)?.0;
    let pid = daemon.0.id();
    // A CPython process first: once one is seen, libc's `_exit` is hooked (`ze_py_exit`), and
    // every later exit through that libc runs the hook, as on a node that runs Python.
    Command::new("python3").args(["-c", "pass"]).status().map_err(|e| e.to_string())?;
    std::thread::sleep(std::time::Duration::from_millis(500));
    let start = programs(pid);
    for _ in 0..RUNS {
        Command::new(cmd[0]).args(&cmd[1..]).stdout(Stdio::null()).stderr(Stdio::null()).status().map_err(|e| e.to_string())?;
    }
    let end = programs(pid);
    daemon.kill_and_wait();
    Ok(PROGRAMS.map(|name| {
        let at = |all: &[(String, u64, u64)]| all.iter().find(|p| p.0 == name).map_or((0, 0), |p| (p.1, p.2));
        let ((t0, n0), (t1, n1)) = (at(&start), at(&end));
        let runs = (n1 - n0) as f64 / RUNS as f64;
        match name {
            "ze_py_main_end" => ((t1 - t0) as f64 / RUNS as f64, runs),
            _ => ((t1 - t0) as f64 / (n1 - n0).max(1) as f64, runs),
        }
    }))
}

/// (name, run_time_ns, run_cnt) of each BPF program `pid` holds.
fn programs(pid: u32) -> Vec<(String, u64, u64)> {
    let Ok(fds) = fs::read_dir(format!("/proc/{pid}/fdinfo")) else { return vec![] };
    let ids = fds.flatten().filter_map(|fd| {
        let info = fs::read_to_string(fd.path()).ok()?;
        info.lines().find_map(|l| l.strip_prefix("prog_id:")?.trim().parse::<u32>().ok())
    });
    ids.filter_map(prog_info).collect()
}

/// `struct bpf_prog_info` (linux/bpf.h) as far as `run_cnt`: `name` at 64, `run_time_ns` at
/// 192, `run_cnt` at 200.
const INFO_LEN: usize = 208;
const BPF_PROG_GET_FD_BY_ID: i32 = 13;
const BPF_OBJ_GET_INFO_BY_FD: i32 = 15;

fn prog_info(id: u32) -> Option<(String, u64, u64)> {
    let bpf = |cmd: i32, attr: &mut [u64; 16]| unsafe { libc::syscall(libc::SYS_bpf, cmd, attr.as_mut_ptr(), 128) };
    let mut attr = [0u64; 16];
    attr[0] = id as u64;
    let fd = bpf(BPF_PROG_GET_FD_BY_ID, &mut attr);
    if fd < 0 {
        return None;
    }
    let mut info = [0u8; INFO_LEN];
    let mut attr = [0u64; 16];
    // bpf_fd, info_len, then the info's address.
    attr[0] = fd as u64 | (INFO_LEN as u64) << 32;
    attr[1] = info.as_mut_ptr() as u64;
    let got = bpf(BPF_OBJ_GET_INFO_BY_FD, &mut attr);
    unsafe { libc::close(fd as i32) };
    if got < 0 {
        return None;
    }
    let name = String::from_utf8_lossy(info[64..80].split(|&c| c == 0).next()?).into_owned();
    let word = |at: usize| u64::from_ne_bytes(info[at..at + 8].try_into().unwrap());
    Some((name, word(192), word(200)))
}
