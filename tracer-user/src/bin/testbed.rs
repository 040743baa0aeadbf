//! `ze-tracer-testbed`: `ze-tracer` with the hooks only the tests and the benchmarks use, which
//! the release binary does not have. Its own flags go anywhere before a `--`, among ze-tracer's:
//!
//! - `--no-proc-maps`: unwind with what ld.so reports, never a process's /proc maps;
//! - `--vanish-check S`: look for loader copies that are gone every S seconds (not 60);
//! - `--unreachable-maps`: the way to a mapped copy that its maps give fails;
//! - `--python-layouts-unknown`: every CPython's layout is taken as unknown;
//! - `--noop-probes`: do-nothing probes at the same places (the benchmarks' floor);
//! - `--no-ldso-probe`: no ld.so is probed, as a load its probe cannot see;
//! - `--no-exec-scan`: an exec's maps are never read, as when its process is gone first;
//! - `--no-layers`: allocator layers' copies (UMF's) are armed with no probe, Level Zero alone
//!   traced, as before layers were;
//! - `--drop-table N`: room for N processes' drop records (not 16,384), so that a few fill it;
//! - `--process-table N`: room for N processes in the kernel side's `PROCS` (not 65,536);
//! - `--copy-share N`: one user other than root may have N copies armed (not 1,024);
//! - `--start-hold-ms MS`: a starting image is held MS at most (not 250), for a test that keeps
//!   the loop off the CPU longer;
//! - `--slow-arming-ms MS`: arming a loader copy first waits MS, as a cold page cache makes it;
//! - `--stall-first-tick-ms MS`: the loop's first tick stalls MS after its drain (saying `tick
//!   stalled` first), as a daemon stopped or starved there does;
//! - `--slow-detach-ms MS`: links detached (a copy gone) are torn down MS later, as when the
//!   kernel's grace periods take long.
use std::{ffi::OsString, process::ExitCode, time::Duration};

use ze_tracer::daemon::{HOOKS, Hooks};


fn main() -> ExitCode {
    let mut args = std::env::args_os();
    let mut rest: Vec<OsString> = args.next().into_iter().collect();
    let mut hooks = Hooks::default();
    while let Some(arg) = args.next() {
        if arg == "--" {
            rest.push(arg);
            break;
        }
        if !arg.to_str().is_some_and(|a| HOOKS.contains(&a)) {
            rest.push(arg);
            continue;
        }
        match arg.to_str().unwrap_or_default() {
            "--no-proc-maps" => hooks.no_proc_maps = true,
            "--unreachable-maps" => hooks.unreachable_maps = true,
            "--python-layouts-unknown" => hooks.python_layouts_unknown = true,
            "--noop-probes" => hooks.noop_probes = true,
            "--no-ldso-probe" => hooks.no_ldso_probe = true,
            "--no-exec-scan" => hooks.no_exec_scan = true,
            "--no-layers" => hooks.no_layers = true,
            hook @ ("--drop-table" | "--process-table" | "--copy-share" | "--start-hold-ms" | "--slow-arming-ms" | "--stall-first-tick-ms" | "--slow-detach-ms") => {
                let Some(n) = args.next().and_then(|s| s.to_str()?.parse().ok()) else {
                    eprintln!("ze-tracer-testbed: {hook} takes a count");
                    return ExitCode::from(2);
                };
                match hook {
                    "--drop-table" => hooks.drop_table = Some(n),
                    "--process-table" => hooks.process_table = Some(n),
                    "--start-hold-ms" => hooks.start_hold_ms = Some(n),
                    "--slow-arming-ms" => hooks.slow_arming_ms = Some(n),
                    "--stall-first-tick-ms" => hooks.stall_first_tick_ms = Some(n),
                    "--slow-detach-ms" => hooks.slow_detach_ms = Some(n),
                    _ => hooks.copy_share = Some(n as usize),
                }
            }
            _ => {
                let Some(secs) = args.next().and_then(|s| s.to_str()?.parse().ok()) else {
                    eprintln!("ze-tracer-testbed: --vanish-check takes whole seconds");
                    return ExitCode::from(2);
                };
                hooks.vanish_check = Some(Duration::from_secs(secs));
            }
        }
    }
    rest.extend(args);
    ze_tracer::cli::main(rest, hooks)
}
