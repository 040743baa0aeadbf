//! ze-tracer finds what Level Zero programs leak, from outside the process: eBPF uprobes on
//! the `libze_loader` they already use.
//!
//! The crate is laid out by plane; each folder imports only from those listed after it (see
//! `docs/ARCHITECTURE.md`):
//! - [`cli`]: the command line, and what each command runs;
//! - [`commands`]: the client commands, `check`, `report` and `top`, which read what the
//!   daemon wrote or serves;
//! - [`daemon`]: the flow: builds the two planes, serves the loop, stops;
//! - [`control`]: the control plane: targets, loader copies, the gate, what ended processes
//!   leave;
//! - [`runs`]: commands clients hand to a running daemon (`--via-service`), and the socket
//!   they are handed over;
//! - [`metrics`]: the OpenMetrics exporter and its endpoint;
//! - [`output`]: what is written for a user: the summary, the report, the page, the profile;
//! - [`data`]: the data plane: rings, per-process trackers, the CSV, samples, trends, sites;
//! - [`unwind`]: creating stacks, native and Python, and their names;
//! - [`probes`]: the BPF object, the probes on a library's functions, where they go;
//! - [`process`]: facts about a process: who it is, its CI job, its container, the clocks;
//!   and the command run mode starts;
//! - [`exit`]: exit codes and the error that carries one.
pub mod cli;
pub mod commands;
pub mod control;
pub mod daemon;
pub mod data;
pub mod metrics;
pub mod output;
pub mod probes;
pub mod process;
pub mod runs;
pub mod unwind;
#[cfg(test)]
mod props;

/// Exit codes: documented in docs/reference.md and `ze-tracer --help`; scripts and CI rely on them.
pub mod exit {
    use std::fmt;

    /// Tracing finished (in run mode: the command succeeded and, with `--fail-on-leak`, leaked
    /// nothing).
    pub const OK: i32 = 0;
    /// An unexpected runtime failure.
    pub const INTERNAL: i32 = 1;
    /// Bad command line (clap's own code).
    pub const USAGE: i32 = 2;
    /// Not permitted: eBPF needs root (or CAP_BPF + CAP_PERFMON).
    pub const NOT_PERMITTED: i32 = 3;
    /// The target cannot be traced: no such PID, or no Level Zero loader for it.
    pub const BAD_TARGET: i32 = 4;
    /// The kernel cannot run the probes (no BPF, uprobes or ring buffers).
    pub const NO_BPF: i32 = 5;
    /// The output directory cannot be written.
    pub const OUTPUT: i32 = 6;
    /// `--metrics` cannot serve at its address: in use, or not ours to bind.
    pub const METRICS: i32 = 7;
    /// Run mode with `--fail-on-leak`: the command succeeded but left objects or memory behind
    /// (`--leak-exit-code` changes it). `check`: a process leaked beyond the thresholds.
    pub const LEAKED: i32 = 10;
    /// `check`: events were lost, so leaks could not be judged: objects that a lost destroy may
    /// have freed would put a process beyond the thresholds, and no certain leak does; or a
    /// process a daemon's journal names has no summary (not tracked, its files removed, its
    /// daemon killed before it ended).
    pub const INCOMPLETE: i32 = 11;
    /// `check`: a process still running when tracing stopped has sites that keep growing
    /// (beyond `--max-growth-bytes-per-s`).
    pub const GROWING: i32 = 12;
    /// `check`: `--cgroup` matched no process, so nothing was judged (`--allow-none` passes).
    pub const NOTHING_JUDGED: i32 = 13;
    /// Run mode: the command could not be executed / was not found (as in a shell).
    pub const CANNOT_EXEC: i32 = 126;
    pub const NOT_FOUND: i32 = 127;

    /// An error that ends ze-tracer with its own exit code and one line on stderr.
    #[derive(Debug)]
    pub enum Fatal {
        /// A bad argument found only at run time (`check`: DIR is not a directory).
        Usage(String),
        NotPermitted(String),
        BadTarget(String),
        NoBpf(String),
        Output(String),
        /// `--metrics` cannot serve at its address.
        Metrics(String),
        Exec(i32, String),
        Internal(String),
    }

    impl Fatal {
        pub fn code(&self) -> i32 {
            match self {
                Fatal::Usage(_) => USAGE,
                Fatal::NotPermitted(_) => NOT_PERMITTED,
                Fatal::BadTarget(_) => BAD_TARGET,
                Fatal::NoBpf(_) => NO_BPF,
                Fatal::Output(_) => OUTPUT,
                Fatal::Metrics(_) => METRICS,
                Fatal::Exec(code, _) => *code,
                Fatal::Internal(_) => INTERNAL,
            }
        }
    }

    impl fmt::Display for Fatal {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            match self {
                Fatal::Usage(m)
                | Fatal::NotPermitted(m)
                | Fatal::BadTarget(m)
                | Fatal::NoBpf(m)
                | Fatal::Output(m)
                | Fatal::Metrics(m)
                | Fatal::Exec(_, m)
                | Fatal::Internal(m) => f.write_str(m),
            }
        }
    }

    impl From<anyhow::Error> for Fatal {
        fn from(e: anyhow::Error) -> Fatal {
            Fatal::Internal(format!("{e:#}"))
        }
    }

    impl From<std::io::Error> for Fatal {
        fn from(e: std::io::Error) -> Fatal {
            Fatal::Internal(e.to_string())
        }
    }
}
