//! The command line: `ze-tracer`'s flags and subcommands (clap), the daemon's configuration
//! built from them, and what each command runs. The binaries only call [`main`].
use std::{ffi::OsString, path::PathBuf, process::ExitCode, time::Duration};

use clap::Parser;

mod logging;

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
  7    --metrics cannot serve at its address (in use, or not permitted)
  10   --fail-on-leak: the command succeeded but leaked (see --leak-exit-code)
  11   check: events were lost, so leaks could not be judged (see check --help)
  12   check: a process still running keeps growing (see check --help)
  13   check: --cgroup or --job matched no process, so nothing was judged
  126  the command cannot be executed; 127: not found";

/// Traces Level Zero programs through eBPF uprobes on libze_loader and reports what they leak.
///
/// For each traced process it writes ze-tracer_pid<PID>.csv (the System Resource Tracker's
/// format, one row per successful tracked call) and ze-tracer_pid<PID>.json (the summary), and
/// prints a leak report when the process ends.
///
/// With no --pid and no command it traces every process on the machine that uses a copy of
/// libze_loader, until SIGTERM or SIGINT (the systemd service runs it so).
#[derive(Parser, Debug)]
#[command(name = "ze-tracer", version, after_help = EXIT_CODES, args_conflicts_with_subcommands = true)]
pub struct Cli {
    #[command(subcommand)]
    cmd: Option<Cmd>,

    /// Trace this running process (repeatable); waits for it to load libze_loader if needed.
    #[arg(short, long = "pid", value_name = "PID")]
    pids: Vec<u32>,

    /// Where the CSV and JSON files go [default: $STATE_DIRECTORY (systemd), else .]
    #[arg(short, long, value_name = "DIR")]
    output_dir: Option<PathBuf>,

    /// Also trace the children of traced processes, and theirs (default in run mode).
    #[arg(long, overrides_with = "no_follow")]
    follow: bool,

    /// Trace only the named process or command itself.
    #[arg(long)]
    no_follow: bool,

    /// System-wide: trace only processes with this name (comm, as in ps; repeatable).
    #[arg(long, value_name = "NAME")]
    comm: Vec<String>,

    /// System-wide: trace only processes of this user ID (repeatable).
    #[arg(long, value_name = "UID")]
    uid: Vec<u32>,

    /// System-wide: never trace this process (repeatable).
    #[arg(long, value_name = "PID")]
    exclude_pid: Vec<u32>,

    /// At most this many processes tracked at once; a process beyond it is not tracked, and a
    /// warning (at most one a second) says how many were left out.
    #[arg(long, value_name = "N", default_value_t = 4096)]
    max_processes: usize,

    /// Of --max-processes, at most this many of one user (by uid) at once: one tenant's
    /// thousands of short processes leave room for the others'. Processes named with --pid or
    /// run as the command are not counted against it. Default: a quarter of --max-processes.
    #[arg(long, value_name = "N")]
    max_processes_per_user: Option<usize>,

    /// At most this many live objects tracked per process (about 60 bytes each); beyond it,
    /// new objects are counted but not listed, and the summary says it is incomplete.
    #[arg(long, value_name = "N", default_value_t = 4_000_000, value_parser = clap::value_parser!(u32).range(1..))]
    max_objects: u32,

    /// At most this many live objects tracked for all processes together (about 60 bytes
    /// each: the default, 16 million, is about a gigabyte). Past it, every process keeps what
    /// it tracks and no more until destroys make room; their summaries say so.
    #[arg(long, value_name = "N", default_value_t = 16_000_000, value_parser = clap::value_parser!(u64).range(1..))]
    max_objects_total: u64,

    /// Of --max-objects-total, at most this many for one user's processes (by uid): one
    /// tenant's leaking processes leave the others room. Default: a quarter of the total.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    max_objects_per_user: Option<u64>,

    /// A copy of libze_loader to trace besides those found on the system (repeatable).
    #[arg(long = "lib", value_name = "PATH")]
    libs: Vec<PathBuf>,

    /// With --pid: fail instead of waiting when the process has not loaded libze_loader.
    #[arg(long)]
    no_wait: bool,

    /// Exit with --leak-exit-code when a traced process leaked (in run mode: only when the
    /// command itself succeeded; its own failure status wins).
    #[arg(long)]
    fail_on_leak: bool,

    /// The exit code for --fail-on-leak.
    #[arg(long, value_name = "CODE", default_value_t = exit::LEAKED)]
    leak_exit_code: i32,

    /// No leak reports on stderr, and no log line below a warning (the files are still
    /// written; the start and stop lines, warnings and errors are still printed).
    #[arg(short, long)]
    quiet: bool,

    /// Also write an HTML page of each process as it ends, beside its summary (as `ze-tracer
    /// report` does); the report on stderr names it.
    #[arg(long)]
    html: bool,

    /// Serve OpenMetrics at ADDR (`GET /metrics`): what each traced process and cgroup holds
    /// now, and ze-tracer's own health. ADDR: HOST:PORT (loopback only, unless
    /// --metrics-any-address), unix:PATH, or `systemd` (the socket of socket activation).
    #[arg(long, value_name = "ADDR")]
    metrics: Option<String>,

    /// Let --metrics serve on an address beyond loopback (no authentication: firewall it).
    #[arg(long, requires = "metrics")]
    metrics_any_address: bool,

    /// The cardinality bound of --metrics: per-process series for this many processes (those
    /// holding the most bytes, then objects); the others are in their cgroup's sums.
    #[arg(long, value_name = "N", default_value_t = metrics::DEFAULT_TOP)]
    metrics_top: usize,

    /// … and per-cgroup series for this many cgroups (those with traced processes alive
    /// first, then those holding or having leaked the most).
    #[arg(long, value_name = "N", default_value_t = metrics::DEFAULT_CGROUPS)]
    metrics_cgroups: usize,

    /// Attach one perf-event uprobe per symbol, as on kernels without uprobe_multi links
    /// (before 6.6). Slower to tear down: the kernel waits for a grace period per probe.
    #[arg(long)]
    perf_uprobes: bool,

    /// How often the daemon drains the ring buffer, in ms: the memory figures of a call are
    /// sampled that long after it at most (under light load); longer costs less CPU.
    #[arg(long, value_name = "MS", default_value_t = 10, value_parser = clap::value_parser!(u64).range(1..=1000))]
    drain_interval: u64,

    /// The ring buffer that carries events to the daemon, in MB (a power of two). It holds
    /// about 18,700 events per MB: what the probes can emit while the daemon is kept off the
    /// CPU (a disk stall) before events are dropped. Its pages count twice in ze-tracer's RSS.
    #[arg(long, value_name = "MB", default_value_t = tracer_common::RING_BYTES >> 20, value_parser = ring_mb)]
    ring_mb: u32,

    /// Ring buffer shards: each process writes the ring of its shard (PID modulo their
    /// number), so that processes on different CPUs never contend for one. Default: one per
    /// CPU, up to 32. `--ring-mb` is shared among them.
    #[arg(long, value_name = "N", default_value_t = probes::default_shards(), value_parser = clap::value_parser!(u32).range(1..=tracer_common::MAX_SHARDS as i64))]
    ring_shards: u32,

    /// Threads that read the ring shards, track processes and unwind their stacks, the
    /// daemon's own included (each shard is applied by one at a time, so a process's events
    /// stay in order). Default: a quarter of the CPUs, from 1 to 3.
    #[arg(long, value_name = "N", default_value_t = default_threads(), value_parser = clap::value_parser!(u16).range(1..=64))]
    threads: u16,

    /// Put the probes at each function's first instruction, as other uprobe tracers do,
    /// instead of the first instruction the kernel emulates (see --list-probes).
    #[arg(long)]
    probe_at_entry: bool,

    /// Print where the probes go in each loader copy (found, or named with --lib), and why;
    /// then exit.
    #[arg(long)]
    list_probes: bool,

    /// No creating stacks: a create costs its caller less (see BENCHMARKS.md), and leaks are
    /// not grouped by site.
    #[arg(long)]
    no_stacks: bool,

    /// More of what runtimes keep for a process's life (repeatable): `keep:API:LIBRARY` lines,
    /// after the shipped ones (see docs/guide.md, "Leak or cache"). An object a rule matches
    /// is listed as kept by that library, never as the program's leak.
    #[arg(long = "keep", value_name = "FILE")]
    keep: Vec<PathBuf>,

    /// No Python frames in the creating stacks of CPython processes (3.10 and later): their
    /// sites show native frames only, and a create costs a Python program less (see
    /// BENCHMARKS.md).
    #[arg(long)]
    no_python_frames: bool,

    /// At most this many frames of each creating stack, innermost first.
    #[arg(long, value_name = "N", default_value_t = stacks::DEFAULT_DEPTH as u16, value_parser = clap::value_parser!(u16).range(1..=512))]
    stack_depth: u16,

    /// Bytes of the caller's stack copied per create, from which its frames are unwound: a
    /// deeper stack is cut where they end. What stacks cost a create grows with them (see
    /// BENCHMARKS.md). One of 1024, 2048, 4096, 8192, 16384.
    #[arg(long, value_name = "BYTES", default_value_t = stacks::DEFAULT_WINDOW, value_parser = stack_window)]
    stack_bytes: u32,


    /// An environment variable that names a process's CI job, for a CI other than GitHub
    /// Actions, GitLab, Buildkite and Jenkins (whose variables are known); repeatable.
    #[arg(long, value_name = "NAME")]
    job_env: Vec<String>,

    /// Where the node's root filesystem is seen (/host where the DaemonSet mounts it): the
    /// container runtimes' state under it names each traced container, its pod and namespace.
    #[arg(long, value_name = "PATH", default_value = "/")]
    node_root: PathBuf,

    /// Keep the output directory under this many MB: when over, the files of the processes
    /// that ended longest ago are removed, whole (a process still traced keeps its own).
    #[arg(long, value_name = "MB")]
    max_output_mb: Option<u64>,

    /// Remove the files of processes that ended longer ago than this (14d, 36h, 90m, 600s).
    #[arg(long, value_name = "AGE", value_parser = budget::parse_age)]
    max_output_age: Option<std::time::Duration>,

    /// Do not watch filesystems (fanotify) for loader copies written while tracing: each new
    /// copy is then armed as a process first loads it, its loading thread held meanwhile.
    #[arg(long)]
    no_watch: bool,


    /// Print the man page (roff) and exit: `cargo xtask install` writes it.
    #[arg(long, hide = true)]
    man_page: bool,



    /// More logging (-v: info, -vv: debug, as --log-level); RUST_LOG overrides.
    #[arg(short, long, action = clap::ArgAction::Count)]
    verbose: u8,

    /// Log lines of this level and above [default: warn]. At info and below, each line
    /// carries its time, level and module, as a service's journal wants them (the systemd
    /// unit and the DaemonSet set info); at warn and error, lines read `ze-tracer: warning: …`.
    /// RUST_LOG (tracing's filter syntax) overrides it.
    #[arg(long, value_name = "LEVEL", value_enum)]
    log_level: Option<logging::Level>,

    /// Run mode: the command to run, traced from its first Level Zero call.
    #[arg(last = true, value_name = "COMMAND")]
    command: Vec<OsString>,
}

#[derive(clap::Subcommand, Debug)]
pub enum Cmd {
    /// CI gate: read the summaries in DIR and fail if a process leaked beyond the thresholds.
    Check(check::CheckArgs),
    /// An HTML page per process (inline SVG, opens from disk), from its summary and CSV, and an
    /// index for a directory.
    Report(report::ReportArgs),
    /// A live view of traced processes: what each holds and how fast it grows, from a running
    /// daemon's --metrics, or traced by itself.
    Top(top::TopArgs),
}

/// Runs ze-tracer on `args` (the program's name first). `hooks`: what only the tests and the
/// benchmarks set (the `ze-tracer-testbed` binary); the release binary passes none.
pub fn main(args: impl IntoIterator<Item = OsString>, hooks: daemon::Hooks) -> ExitCode {
    let mut cli = match Cli::try_parse_from(args) {
        Ok(cli) => cli,
        Err(e) if e.use_stderr() => {
            eprintln!("ze-tracer: {}", one_line(&e.render().to_string()));
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
    daemon::Config {
        output_dir,
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
        metrics,
        probes: probes::ProbeOptions {
            perf_events: cli.perf_uprobes,
            at_entry: cli.probe_at_entry,
            noop: hooks.noop_probes,
            no_layers: hooks.no_layers,
            drop_table: hooks.drop_table,
            copy_share: hooks.copy_share,
            ring_bytes: Some(cli.ring_mb << 20),
            shards: cli.ring_shards,
        },
        threads: cli.threads as usize,
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

/// A clap error as one line, like every other error: its first paragraph, without the usage
/// and the hint that follow.
fn one_line(rendered: &str) -> String {
    let first: Vec<&str> = rendered.lines().take_while(|l| !l.trim().is_empty()).map(str::trim).collect();
    first.join(" ").trim_start_matches("error: ").to_owned()
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
