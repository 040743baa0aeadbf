//! The command line: `ze-tracer`'s flags and subcommands (clap), the daemon's configuration
//! built from them, and what each command runs. The binaries only call [`main`].
use std::{ffi::OsString, path::PathBuf, process::ExitCode, time::Duration};

use clap::Parser;

mod logging;
mod usage;

use crate::{
    commands::{check, report, top},
    daemon,
    data,
    exit,
    metrics,
    output::budget,
    probes,
    process::{container::names::NodeState, facts},
    unwind as stacks,
};


const EXIT_CODES: &str = "\
Exit codes:
  0    traced to the end (run mode: the command's own status otherwise)
  1    internal error
  2    bad command line
  3    not permitted (run as root; or a --pid whose maps may not be read)
  4    bad target: no such PID, no libze_loader for it, an unreadable --lib (report: an
       unreadable input)
  5    the kernel cannot run the probes (BPF, uprobes, ring buffer)
  6    the output directory cannot be written
  7    --metrics or --serve-runs cannot serve at its address (in use, or not permitted)
  10   --fail-on-leak: the command succeeded but leaked (see --leak-exit-code)
  11   check: leaks could not be judged: events were lost, or a process the daemons'
       journals name has no summary (see check --help)
  12   check: a process still running keeps growing (see check --help)
  13   check: --cgroup or --job matched no process, so nothing was judged
  126  the command cannot be executed; 127: not found";

/// The headings of `--help`, one per task.
const TRACE: &str = "What to trace";
const OUTPUT: &str = "Output";
const GATE: &str = "CI gate";
const METRICS: &str = "Metrics";
const STACKS: &str = "Stacks";
const TUNING: &str = "Tuning";

/// Traces Level Zero programs through eBPF uprobes on libze_loader and reports what they leak.
///
/// For each traced process it writes ze-tracer_pid<PID>.csv (the System Resource Tracker's
/// format, one row per successful tracked call) and ze-tracer_pid<PID>.json (the summary), and
/// prints a leak report when the process ends.
///
/// With no --pid and no command it traces every process on the machine that uses a copy of
/// libze_loader, until SIGTERM or SIGINT (the systemd service runs it so).
#[derive(Parser, Debug)]
#[command(
    name = "ze-tracer",
    version,
    after_help = "More on each option, and the exit codes: ze-tracer --help",
    after_long_help = EXIT_CODES,
    args_conflicts_with_subcommands = true,
    subcommand_value_name = "SUBCOMMAND",
    subcommand_help_heading = "Subcommands"
)]
pub struct Cli {
    #[command(subcommand)]
    cmd: Option<Cmd>,

    /// Trace this running process (repeatable)
    ///
    /// Waits for it to load libze_loader if it has not yet (--no-wait fails instead).
    #[arg(short, long = "pid", value_name = "PID", help_heading = TRACE)]
    pids: Vec<u32>,

    /// Also trace the children of traced processes, and theirs (default in run mode)
    #[arg(long, overrides_with = "no_follow", help_heading = TRACE)]
    follow: bool,

    /// Trace only the named process or command itself
    #[arg(long, help_heading = TRACE)]
    no_follow: bool,

    /// System-wide: trace only processes with this name (comm, as in ps; repeatable)
    #[arg(long, value_name = "NAME", help_heading = TRACE)]
    comm: Vec<String>,

    /// System-wide: trace only processes of this user ID (repeatable)
    #[arg(long, value_name = "UID", help_heading = TRACE)]
    uid: Vec<u32>,

    /// System-wide: never trace this process (repeatable)
    #[arg(long, value_name = "PID", help_heading = TRACE)]
    exclude_pid: Vec<u32>,

    /// A copy of libze_loader to trace besides those found on the system (repeatable)
    #[arg(long = "lib", value_name = "PATH", help_heading = TRACE)]
    libs: Vec<PathBuf>,

    /// Run mode: hand the command to the daemon serving runs at PATH (the service's,
    /// /run/ze-tracer/runs.sock, if no PATH), rather than loading probes here
    ///
    /// That daemon traces the command and all it forks, once, as it traces the node: no
    /// start-up here, and no second trap on each call. Its files are copied into
    /// --output-dir, and reports, pages and --fail-on-leak are as in run mode. Its settings
    /// apply: the flags that set how tracing is done are refused with this one. If no daemon
    /// answers at PATH, a line says so and the command is traced with probes of its own.
    #[arg(
        long,
        value_name = "PATH",
        num_args = 0..=1,
        require_equals = true,
        default_missing_value = crate::runs::protocol::DEFAULT_SOCKET,
        requires = "command",
        conflicts_with_all = [
            "pids", "no_follow", "libs", "append_rows", "no_append_rows", "no_stacks", "no_python_frames", "stack_depth",
            "stack_bytes", "keep", "max_processes", "max_processes_per_user", "max_objects", "max_objects_total",
            "max_objects_per_user", "ring_mb", "ring_shards", "threads", "drain_interval", "perf_uprobes",
            "probe_at_entry", "no_watch", "metrics", "max_output_mb", "max_output_age", "job_env", "node_root",
        ],
        help_heading = TRACE
    )]
    via_service: Option<PathBuf>,

    /// System-wide: serve runs at PATH, a socket of root's: `ze-tracer --via-service=PATH -- cmd`
    /// hands its command to this daemon (the service serves /run/ze-tracer/runs.sock)
    #[arg(long, value_name = "PATH", help_heading = TRACE)]
    serve_runs: Option<PathBuf>,

    /// With --pid: fail instead of waiting when the process has not loaded libze_loader
    #[arg(long, help_heading = TRACE)]
    no_wait: bool,

    /// Run mode: the command to run, after --, traced from its first Level Zero call
    #[arg(last = true, value_names = ["PROGRAM", "ARGS"], help_heading = TRACE)]
    command: Vec<OsString>,

    /// The SRT's rows of kernel launches and copies (zeCommandListAppend*) [default: on with a
    /// command, off with --pid and system-wide]
    ///
    /// Each append is trapped for its row; a leak verdict needs none of them. So a service or an
    /// attach leaves a program's launch path untouched unless asked, and run mode, where one
    /// program is being looked at, writes the SRT's rows whole. The summary says which
    /// (`append_rows`).
    #[arg(long, overrides_with = "no_append_rows", help_heading = OUTPUT)]
    append_rows: bool,

    /// No rows of appends, even in run mode (see --append-rows)
    #[arg(long, overrides_with = "append_rows", help_heading = OUTPUT)]
    no_append_rows: bool,

    /// Where the CSV and JSON files go [default: $STATE_DIRECTORY (systemd), else .]
    #[arg(short, long, value_name = "DIR", help_heading = OUTPUT)]
    output_dir: Option<PathBuf>,

    /// No leak reports on stderr, and no log line below a warning
    ///
    /// The files are still written; the start and stop lines, warnings and errors are still
    /// printed.
    #[arg(short, long, help_heading = OUTPUT)]
    quiet: bool,

    /// More logging: -v for info, -vv for debug (as --log-level)
    #[arg(short, long, action = clap::ArgAction::Count, help_heading = OUTPUT)]
    verbose: u8,

    /// Log lines of this level and above [default: warn]
    ///
    /// At info and below (-v, -vv), each line carries its time, level and module, as a service's
    /// journal wants them (the systemd unit and the DaemonSet set info); at warn and error, lines
    /// read `ze-tracer: warning: …`. RUST_LOG (tracing's filter syntax) overrides it.
    #[arg(long, value_name = "LEVEL", value_enum, help_heading = OUTPUT)]
    log_level: Option<logging::Level>,

    /// Also write each process's HTML page as it ends, beside its summary
    ///
    /// As `ze-tracer report` does; the report on stderr names it.
    #[arg(long, help_heading = OUTPUT)]
    html: bool,

    /// Also write each process's Perfetto trace as it ends, beside its summary (<name>.pftrace)
    ///
    /// As `ze-tracer report --perfetto` does; the report on stderr names it. Open it at
    /// ui.perfetto.dev, beside a Level Zero call trace of the same run: both are on
    /// CLOCK_MONOTONIC.
    #[arg(long, help_heading = OUTPUT)]
    perfetto: bool,

    /// More of what runtimes keep for a process's life: keep:API:LIBRARY lines (repeatable)
    ///
    /// Read after the shipped ones (see docs/guide.md, "Leak or cache"). An object a rule matches
    /// is listed as kept by that library, never as the program's leak.
    #[arg(long = "keep", value_name = "FILE", help_heading = OUTPUT)]
    keep: Vec<PathBuf>,

    /// Keep the output directory under this many MB
    ///
    /// When over, the files of the processes that ended longest ago are removed, whole (a
    /// process still traced keeps its own).
    #[arg(long, value_name = "MB", help_heading = OUTPUT)]
    max_output_mb: Option<u64>,

    /// Remove the files of processes that ended longer ago than this (14d, 36h, 90m, 600s)
    #[arg(long, value_name = "AGE", value_parser = budget::parse_age, help_heading = OUTPUT)]
    max_output_age: Option<std::time::Duration>,

    /// An environment variable that names a process's CI job (repeatable)
    ///
    /// For a CI other than GitHub Actions, GitLab, Buildkite and Jenkins (whose variables are
    /// known).
    #[arg(long, value_name = "NAME", help_heading = OUTPUT)]
    job_env: Vec<String>,

    /// Where the node's root filesystem is seen (/host where the DaemonSet mounts it)
    ///
    /// The container runtimes' state under it names each traced container, its pod and
    /// namespace.
    #[arg(long, value_name = "PATH", default_value = "/", help_heading = OUTPUT)]
    node_root: PathBuf,

    /// Exit with --leak-exit-code when a traced process leaked
    ///
    /// In run mode only when the command itself succeeded: its own failure status wins. A line
    /// on stderr says which process leaked.
    #[arg(long, help_heading = GATE)]
    fail_on_leak: bool,

    /// The exit code for --fail-on-leak
    #[arg(long, value_name = "CODE", default_value_t = exit::LEAKED, help_heading = GATE)]
    leak_exit_code: i32,

    /// Serve OpenMetrics at ADDR: HOST:PORT, unix:PATH, or systemd
    ///
    /// `GET /metrics`: what each traced process and cgroup holds now, and ze-tracer's own
    /// health. HOST:PORT is loopback only, unless --metrics-any-address; `systemd` is the socket
    /// of socket activation.
    #[arg(long, value_name = "ADDR", help_heading = METRICS)]
    metrics: Option<String>,

    /// Let --metrics serve on an address beyond loopback (no authentication: firewall it)
    #[arg(long, requires = "metrics", help_heading = METRICS)]
    metrics_any_address: bool,

    /// Per-process series for this many processes (the cardinality bound of --metrics)
    ///
    /// Those holding the most bytes, then objects; the others are in their cgroup's sums.
    #[arg(long, value_name = "N", default_value_t = metrics::DEFAULT_TOP, help_heading = METRICS)]
    metrics_top: usize,

    /// Per-cgroup series for this many cgroups
    ///
    /// Those with traced processes alive first, then those holding or having leaked the most.
    #[arg(long, value_name = "N", default_value_t = metrics::DEFAULT_CGROUPS, help_heading = METRICS)]
    metrics_cgroups: usize,

    /// No creating stacks: a create costs less, and leaks are not grouped by site
    ///
    /// See BENCHMARKS.md for what stacks cost a create.
    #[arg(long, help_heading = STACKS)]
    no_stacks: bool,

    /// No Python frames in the creating stacks of CPython processes (3.10 and later)
    ///
    /// Their sites show native frames only, and a create costs a Python program less (see
    /// BENCHMARKS.md).
    #[arg(long, help_heading = STACKS)]
    no_python_frames: bool,

    /// At most this many frames of each creating stack, innermost first
    #[arg(long, value_name = "N", default_value_t = stacks::DEFAULT_DEPTH as u16, value_parser = clap::value_parser!(u16).range(1..=512), help_heading = STACKS)]
    stack_depth: u16,

    /// Bytes of the caller's stack copied per create: 1024, 2048, 4096, 8192 or 16384
    ///
    /// Its frames are unwound from them: a deeper stack is cut where they end. What stacks cost
    /// a create grows with them (see BENCHMARKS.md).
    #[arg(long, value_name = "BYTES", default_value_t = stacks::DEFAULT_WINDOW, value_parser = stack_window, help_heading = STACKS)]
    stack_bytes: u32,

    /// At most this many processes tracked at once
    ///
    /// A process beyond it is not tracked, and a warning (at most one a second) says how many
    /// were left out.
    #[arg(long, value_name = "N", default_value_t = 4096, help_heading = TUNING)]
    max_processes: usize,

    /// Of --max-processes, at most this many of one user [default: a quarter of --max-processes]
    ///
    /// By tenant: a uid; for a user's processes in a cgroup root made for them (a CI job's scope,
    /// a service, a container) that uid in that cgroup; for root's in a container, that
    /// container. One tenant's thousands of short processes leave room for the others'.
    /// Processes named with --pid or run as the command are not counted against it.
    #[arg(long, value_name = "N", help_heading = TUNING)]
    max_processes_per_user: Option<usize>,

    /// At most this many live objects tracked per process (about 60 bytes each)
    ///
    /// Beyond it, new objects are counted but not listed, and the summary says it is
    /// incomplete.
    #[arg(long, value_name = "N", default_value_t = 4_000_000, value_parser = clap::value_parser!(u32).range(1..), help_heading = TUNING)]
    max_objects: u32,

    /// At most this many live objects tracked for all processes together
    ///
    /// About 60 bytes each: the default, 16 million, is about a gigabyte. Past it, every process
    /// keeps what it tracks and no more until destroys make room; their summaries say so.
    #[arg(long, value_name = "N", default_value_t = 16_000_000, value_parser = clap::value_parser!(u64).range(1..), help_heading = TUNING)]
    max_objects_total: u64,

    /// Of --max-objects-total, at most this many for one user [default: a quarter of the total]
    ///
    /// By tenant, as --max-processes-per-user: one tenant's leaking processes leave the others
    /// room.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..), help_heading = TUNING)]
    max_objects_per_user: Option<u64>,

    /// The ring buffer that carries events to the daemon, in MB (a power of two)
    ///
    /// It holds about 18,700 events per MB: what the probes can emit while the daemon is kept
    /// off the CPU (a disk stall) before events are dropped. Its pages count twice in
    /// ze-tracer's RSS.
    #[arg(long, value_name = "MB", default_value_t = tracer_common::RING_BYTES >> 20, value_parser = ring_mb, help_heading = TUNING)]
    ring_mb: u32,

    /// Ring buffer shards [default: one per CPU, up to 32]
    ///
    /// Each process writes the ring of its shard (PID modulo their number), so that processes
    /// on different CPUs never contend for one. --ring-mb is shared among them.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=tracer_common::MAX_SHARDS as i64), help_heading = TUNING)]
    ring_shards: Option<u32>,

    /// Threads that read the rings and track processes [default: a quarter of the CPUs, 1 to 3]
    ///
    /// They unwind stacks too; the daemon's own is one of them. Each shard is applied by one at
    /// a time, so a process's events stay in order.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..=64), help_heading = TUNING)]
    threads: Option<u16>,

    /// How often the daemon drains the ring buffer, in ms
    ///
    /// The memory figures of a call are sampled that long after it at most (under light load);
    /// longer costs less CPU.
    #[arg(long, value_name = "MS", default_value_t = 10, value_parser = clap::value_parser!(u64).range(1..=1000), help_heading = TUNING)]
    drain_interval: u64,

    /// Attach one perf-event uprobe per symbol, as on kernels before 6.6
    ///
    /// As on kernels without uprobe_multi links. Slower to tear down: the kernel waits for a
    /// grace period per probe.
    #[arg(long, help_heading = TUNING)]
    perf_uprobes: bool,

    /// Put the probes at each function's first instruction
    ///
    /// As other uprobe tracers do, instead of the first instruction the kernel emulates (see
    /// --list-probes).
    #[arg(long, help_heading = TUNING)]
    probe_at_entry: bool,

    /// Print where the probes go in each loader copy, and why; then exit
    ///
    /// The copies found on the system, and those named with --lib.
    #[arg(long, help_heading = TUNING)]
    list_probes: bool,

    /// Do not watch filesystems (fanotify) for loader copies written while tracing
    ///
    /// Each new copy is then armed as a process first loads it, its loading thread held
    /// meanwhile.
    #[arg(long, help_heading = TUNING)]
    no_watch: bool,

    /// Print the man page (roff) and exit: `cargo xtask install` writes it.
    #[arg(long, hide = true)]
    man_page: bool,
}

#[derive(clap::Subcommand, Debug)]
pub enum Cmd {
    /// CI gate: read the summaries in DIR and fail if a process leaked beyond the thresholds.
    Check(check::CheckArgs),
    /// An HTML page per process (inline SVG, opens from disk), from its summary and CSV, and an
    /// index for a directory; or a Perfetto trace of them (--perfetto).
    Report(report::ReportArgs),
    /// A live view of traced processes: what each holds and how fast it grows, from a running
    /// daemon's --metrics, or traced by itself.
    Top(top::TopArgs),
}

/// Runs ze-tracer on `args` (the program's name first). `hooks`: what only the tests and the
/// benchmarks set (the `ze-tracer-testbed` binary); the release binary passes none.
pub fn main(args: impl IntoIterator<Item = OsString>, hooks: daemon::Hooks) -> ExitCode {
    let args: Vec<OsString> = args.into_iter().collect();
    let mut cli = match Cli::try_parse_from(&args) {
        Ok(cli) => cli,
        Err(e) if e.use_stderr() => {
            let command = <Cli as clap::CommandFactory>::command();
            let subcommands = command.get_subcommands().map(|c| c.get_name());
            eprintln!("ze-tracer: {}", usage::error_line(&e, &args, subcommands));
            return ExitCode::from(exit::USAGE as u8);
        }
        Err(e) => e.exit(), // --help, --version
    };
    cli.pids.sort_unstable();
    cli.pids.dedup();
    let system_wide = cli.pids.is_empty() && cli.command.is_empty() && cli.cmd.is_none();
    logging::init(logging::Level::of(cli.log_level, cli.verbose));

    if let Some(Cmd::Check(args)) = &cli.cmd {
        return exit_with(check::run(args));
    }
    if let Some(Cmd::Top(args)) = &cli.cmd {
        return exit_with(top::run(args));
    }
    if let Some(Cmd::Report(args)) = &cli.cmd {
        return exit_with(report::run(args));
    }
    if cli.man_page {
        let man = clap_mangen::Man::new(<Cli as clap::CommandFactory>::command()).section("8");
        return exit_with(man.render(&mut std::io::stdout()).map(|()| exit::OK).map_err(Into::into));
    }
    // The service's StateDirectory= when run by systemd.
    let output_dir = cli.output_dir.take().unwrap_or_else(|| {
        std::env::var_os("STATE_DIRECTORY")
            .and_then(|d| std::env::split_paths(&d).next())
            .unwrap_or_else(|| ".".into())
    });
    if cli.list_probes {
        return exit_with(daemon::list_probes(&cli.libs).map(|()| exit::OK));
    }
    if !system_wide && (!cli.comm.is_empty() || !cli.uid.is_empty() || !cli.exclude_pid.is_empty()) {
        eprintln!("ze-tracer: --comm, --uid and --exclude-pid filter system-wide tracing only");
        return ExitCode::from(exit::USAGE as u8);
    }
    if !system_wide && cli.serve_runs.is_some() {
        eprintln!("ze-tracer: --serve-runs is for a system-wide daemon only");
        return ExitCode::from(exit::USAGE as u8);
    }
    let metrics = match cli.metrics.as_deref().map(|a| metrics::http::Addr::parse(a, cli.metrics_any_address)) {
        None => None,
        Some(Ok(addr)) => Some(daemon::MetricsOptions { addr, top: cli.metrics_top, cgroups: cli.metrics_cgroups }),
        Some(Err(e)) => {
            eprintln!("ze-tracer: {e}");
            return ExitCode::from(exit::USAGE as u8);
        }
    };
    let mut rules = data::owners::Rules::shipped();
    for path in &cli.keep {
        match std::fs::read_to_string(path).map_err(|e| e.to_string()).and_then(|t| data::owners::Rules::parse(&t)) {
            Ok(more) => rules.extend(more),
            Err(e) => {
                eprintln!("ze-tracer: --keep {}: {e}", path.display());
                return ExitCode::from(exit::USAGE as u8);
            }
        }
    }
    let mut cfg = config(cli, output_dir, metrics, hooks);
    cfg.rules = rules;
    raise_fd_limit();
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build();
    exit_with(match runtime {
        Ok(rt) => rt.block_on(daemon::run(cfg)),
        Err(e) => Err(e.into()),
    })
}

/// The daemon's configuration from the command line.
fn config(cli: Cli, output_dir: PathBuf, metrics: Option<daemon::MetricsOptions>, hooks: daemon::Hooks) -> daemon::Config {
    let append_rows = cli.append_rows || (!cli.no_append_rows && !cli.command.is_empty());
    daemon::Config {
        output_dir,
        serve_runs: cli.serve_runs,
        via_service: cli.via_service,
        rules: data::owners::Rules::shipped(),
        follow: !cli.no_follow && (cli.follow || !cli.command.is_empty()),
        filter: data::Filter { comms: cli.comm, uids: cli.uid, exclude_pids: cli.exclude_pid },
        max_processes: cli.max_processes,
        max_processes_per_user: cli.max_processes_per_user.unwrap_or((cli.max_processes / 4).max(1)),
        max_objects: cli.max_objects as usize,
        max_objects_shared: (
            cli.max_objects_total as usize,
            cli.max_objects_per_user.unwrap_or((cli.max_objects_total / 4).max(1)) as usize,
        ),
        pids: cli.pids,
        command: cli.command,
        libs: cli.libs,
        no_wait: cli.no_wait,
        fail_on_leak: cli.fail_on_leak,
        leak_exit_code: cli.leak_exit_code,
        quiet: cli.quiet,
        html: cli.html,
        perfetto: cli.perfetto,
        metrics,
        probes: probes::ProbeOptions {
            perf_events: cli.perf_uprobes,
            at_entry: cli.probe_at_entry,
            noop: hooks.noop_probes,
            no_layers: hooks.no_layers,
            append_rows,
            drop_table: hooks.drop_table,
            process_table: hooks.process_table,
            copy_share: hooks.copy_share,
            slow_detach: hooks.slow_detach_ms.map(|ms| std::time::Duration::from_millis(ms.into())),
            ring_bytes: Some(cli.ring_mb << 20),
            shards: cli.ring_shards.unwrap_or_else(probes::default_shards),
        },
        threads: cli.threads.unwrap_or_else(default_threads) as usize,
        drain_every: Duration::from_millis(cli.drain_interval),
        vanish_check: hooks.vanish_check.unwrap_or(DEFAULT_VANISH_CHECK),
        facts: facts::Sources { job_env: cli.job_env, node: NodeState::new(cli.node_root) },
        hooks: hooks.clone(),
        watch: !cli.no_watch,
        budget: budget::Budget { max_bytes: cli.max_output_mb.map(|mb| mb << 20), max_age: cli.max_output_age },
        stacks: (!cli.no_stacks)
            .then_some(daemon::StackOptions {
                depth: cli.stack_depth as usize,
                bytes: cli.stack_bytes,
                proc_maps: !hooks.no_proc_maps,
                python: !cli.no_python_frames,
            }),
    }
}

/// How often the probes of loader copies that no process maps and no path reaches are removed.
const DEFAULT_VANISH_CHECK: Duration = Duration::from_secs(60);

/// Leak sites keep open the files traced processes mapped (up to `stacks::files::MAX_FILES`):
/// the soft limit on descriptors (often 1024) is raised to the hard one.
fn raise_fd_limit() {
    let mut limit = libc::rlimit { rlim_cur: 0, rlim_max: 0 };
    // SAFETY: plain syscalls on a local struct.
    unsafe {
        if libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) == 0 && limit.rlim_cur < limit.rlim_max {
            limit.rlim_cur = limit.rlim_max;
            libc::setrlimit(libc::RLIMIT_NOFILE, &limit);
        }
    }
}

/// A quarter of the CPUs, from 1 to 3: what a 16-core node's rate needs (BENCHMARKS.md),
/// without taking a small machine's CPUs from the programs traced.
fn default_threads() -> u16 {
    let cpus = std::thread::available_parallelism().map_or(1, |n| n.get());
    (cpus / 4).clamp(1, 3) as u16
}

fn stack_window(s: &str) -> Result<u32, String> {
    let n = s.parse::<u32>().map_err(|e| e.to_string())?;
    match tracer_common::STACK_WINDOWS.contains(&n) {
        true => Ok(n),
        false => Err(format!("{n}: one of {:?}", tracer_common::STACK_WINDOWS)),
    }
}

/// `--ring-mb`: the kernel wants a power of two (and whole pages).
fn ring_mb(s: &str) -> Result<u32, String> {
    match s.parse::<u32>() {
        Ok(mb) if mb.is_power_of_two() && mb <= 1024 => Ok(mb),
        _ => Err("a power of two from 1 to 1024".into()),
    }
}

/// The exit code, or the error's one line on stderr and its code.
fn exit_with(result: Result<i32, exit::Fatal>) -> ExitCode {
    match result {
        Ok(code) => ExitCode::from(code as u8),
        Err(e) => {
            eprintln!("ze-tracer: {e}");
            ExitCode::from(e.code() as u8)
        }
    }
}
