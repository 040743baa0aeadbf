//! `cargo xtask bench`: what ze-tracer costs, measured in one run on this machine, written to
//! BENCHMARKS.md with its plots.
//!
//! Every figure is the median of several runs with its spread. Costs to the traced program are
//! ratios between modes measured in the same rounds, interleaved, because these VMs are noisy
//! and a trap costs microseconds here for reasons of the virtualization.
use std::{
    fmt::Write as _,
    fs,
    io::{BufRead, BufReader, Read, Write as _},
    path::PathBuf,
    process::{Child, ChildStdout, Command, Stdio},
    thread,
    time::{Duration, Instant},
};

use serde_json::Value;

use crate::{Result, root_dir, run};

mod appends;
mod exits;
mod layers;
mod late_copies;
mod metrics;
mod pipeline;
mod python;
mod report;
mod scale;
mod service;
mod startup;

const ROUNDS: usize = 5;
/// The per-call rounds: the VM's speed drifts between runs by about as much as the margin
/// measured, so the median ratio needs more of them.
const PER_CALL_ROUNDS: usize = 21;

struct Bench {
    tracer: PathBuf,
    fixture: PathBuf,
    scratch: PathBuf,
    md: String,
    /// Small inputs, one run: `cargo xtask bench check`, which checks and publishes nothing.
    quick: bool,
    /// §3's series of the daemon's CPU and RSS, for the plot.
    series: Vec<(String, Vec<Point>)>,
}

/// Median and spread.
struct Stat {
    median: f64,
    min: f64,
    max: f64,
}

fn stat(mut v: Vec<f64>) -> Stat {
    v.sort_by(f64::total_cmp);
    Stat { median: v[v.len() / 2], min: v[0], max: v[v.len() - 1] }
}

impl std::fmt::Display for Stat {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let p = |x: f64| if x >= 100.0 { format!("{x:.0}") } else { format!("{x:.2}") };
        write!(f, "{} ({}–{})", p(self.median), p(self.min), p(self.max))
    }
}

/// One process's `STRESS {...}` lines from the workload's stdout.
fn stress_lines(stdout: &str) -> Vec<Value> {
    stdout
        .lines()
        .filter_map(|l| l.strip_prefix("STRESS "))
        .map(|j| serde_json::from_str(j).expect("STRESS line"))
        .collect()
}

/// CPU seconds (user+system), RSS and RssAnon (KB) of a process, from /proc. RssAnon is its
/// private memory: RSS also counts the ring buffer's pages as the daemon reads them (up to
/// 2 x 16 MB: the kernel maps the data area twice).
fn cpu_and_rss(pid: u32) -> Option<(f64, u64, u64)> {
    let stat = fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
    let ticks: f64 = fields[11].parse::<f64>().ok()? + fields[12].parse::<f64>().ok()?;
    let status = fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let kb = |key: &str| -> Option<u64> {
        status.lines().find_map(|l| l.strip_prefix(key))?.trim().trim_end_matches(" kB").trim().parse().ok()
    };
    Some((ticks / 100.0, kb("VmRSS:")?, kb("RssAnon:")?))
}

/// One sample of the tracer: seconds since start, CPU % of one core over the last interval,
/// RSS MB, RssAnon MB.
type Point = (f64, f64, f64, f64);

/// A traced run: the tracer's CPU and RSS over time, and the workload's output.
struct Traced {
    series: Vec<Point>,
    /// Seconds from the start until the daemon had written its first CSV row: armed, and the
    /// command running. CPU before it is start-up (loading the programs), not tracing.
    ready_s: f64,
    stdout: String,
    summaries: Vec<Value>,
    /// The CSVs' total size.
    csv_bytes: u64,
}

impl Bench {
    fn workload(&self, args: &[String]) -> Command {
        let mut cmd = Command::new(self.fixture.join("ze_workload"));
        cmd.args(args).env("ZE_ENABLE_ALT_DRIVERS", self.fixture.join("libze_fake.so"));
        cmd
    }

    /// `ze-tracer -q --output-dir OUT TRACER_ARGS -- ze_workload ARGS`.
    fn run_mode<'a>(
        &self,
        out: &std::path::Path,
        tracer_args: impl IntoIterator<Item = &'a &'a str>,
        args: &[String],
    ) -> Command {
        let wl = self.workload(args);
        let mut cmd = Command::new(&self.tracer);
        cmd.arg("-q")
            .arg("--output-dir")
            .arg(out)
            .args(tracer_args)
            .arg("--")
            .arg(wl.get_program())
            .args(wl.get_args())
            .envs(wl.get_envs().filter_map(|(k, v)| Some((k, v?))));
        cmd
    }

    /// Runs the stressor under ze-tracer (run mode), sampling the tracer every `every`.
    fn traced(&self, tracer_args: &[&str], args: &[String], every: Duration) -> Result<Traced> {
        let dir = self.scratch.join("run");
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
        // The output goes to a scratch directory on disk unless the caller names one.
        let out = match tracer_args.iter().position(|a| *a == "--output-dir") {
            Some(i) => PathBuf::from(tracer_args[i + 1]),
            None => dir.clone(),
        };
        let other_args = tracer_args.iter().filter(|a| !out.as_os_str().eq(**a) && **a != "--output-dir");
        let mut child = self
            .run_mode(&out, other_args, args)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| e.to_string())?;
        let pid = child.id();
        let mut stdout = child.stdout.take().unwrap();
        let reader = thread::spawn(move || {
            let mut s = String::new();
            let _ = stdout.read_to_string(&mut s);
            s
        });
        let start = Instant::now();
        let mut series = Vec::new();
        let mut last: Option<(f64, f64)> = None;
        let mut ready_s = None;
        // The first row: a CSV beyond its header line.
        let has_a_row = |out: &std::path::Path| {
            fs::read_dir(out).into_iter().flatten().flatten().any(|e| {
                e.path().extension().is_some_and(|x| x == "csv")
                    && fs::read(e.path()).is_ok_and(|b| b.iter().filter(|&&c| c == b'\n').count() > 1)
            })
        };
        while child.try_wait().map_err(|e| e.to_string())?.is_none() {
            if ready_s.is_none() && has_a_row(&out) {
                ready_s = Some(start.elapsed().as_secs_f64());
            }
            if let Some((cpu, rss_kb, anon_kb)) = cpu_and_rss(pid) {
                let t = start.elapsed().as_secs_f64();
                let (rss, anon) = (rss_kb as f64 / 1024.0, anon_kb as f64 / 1024.0);
                if let Some((t0, cpu0)) = last {
                    series.push((t, 100.0 * (cpu - cpu0) / (t - t0), rss, anon));
                }
                last = Some((t, cpu));
            }
            thread::sleep(every);
        }
        let status = child.wait().map_err(|e| e.to_string())?;
        if !status.success() {
            return Err(format!("ze-tracer {tracer_args:?} -- {args:?} failed: {status}"));
        }
        let files: Vec<PathBuf> =
            fs::read_dir(&out).map_err(|e| e.to_string())?.filter_map(|e| Some(e.ok()?.path())).collect();
        let of = |ext: &'static str| files.iter().filter(move |p| p.extension().is_some_and(|x| x == ext));
        let summaries = of("json")
            .filter_map(|p| serde_json::from_str(&fs::read_to_string(p).ok()?).ok())
            .collect();
        let csv_bytes = of("csv").filter_map(|p| fs::metadata(p).ok()).map(|m| m.len()).sum();
        let _ = fs::remove_dir_all(&dir);
        let ready_s = ready_s.unwrap_or(0.0);
        Ok(Traced { series, ready_s, stdout: reader.join().unwrap(), summaries, csv_bytes })
    }
}

fn strings(args: &[&str]) -> Vec<String> {
    args.iter().map(|s| s.to_string()).collect()
}

/// A section of the full run: its name (as `cargo xtask bench NAME` knows it, where it can run
/// alone), the `## N` heading it writes (none: it goes on under the one before) and what
/// measures it.
type Section = (&'static str, Option<&'static str>, fn(&mut Bench) -> Result);

/// The full run, in order.
const SECTIONS: [Section; 18] = [
    ("per-call", Some("1"), per_call_cost),
    ("stacks", Some("1b"), stack_cost),
    ("python", Some("1c"), python::python),
    ("layers", Some("1d"), layers::layers),
    ("startup", Some("1e"), startup::startup),
    ("service", Some("1f"), service::service),
    ("appends", Some("1g"), appends::appends),
    ("pipeline", Some("2"), pipeline::pipeline),
    ("daemon load", Some("3"), daemon_load),
    ("maximum rate", None, max_rate),
    ("per-object", Some("4"), per_object),
    ("late-copies", Some("5"), late_copies::late_copies),
    ("exits", Some("5b"), exits::exits),
    ("report", Some("6"), report::report),
    ("perfetto", Some("6b"), report::perfetto),
    ("metrics", Some("7"), metrics::metrics),
    ("scale", Some("8"), scale::scale),
    ("plot", None, plot),
];

/// The sections that replace their own in BENCHMARKS.md when run alone.
const ALONE: [&str; 12] =
    ["python", "layers", "startup", "service", "appends", "pipeline", "late-copies", "exits", "report", "perfetto", "metrics", "scale"];

/// What `cargo xtask bench check` runs (`cargo xtask test` too): the sections that check what
/// they measure and take seconds on small inputs (`Bench::quick`): the data plane's bench
/// target (built by nothing else) against the events it replays, the report's page against its
/// CSV, and its Perfetto trace likewise, a scrape against the objects held.
const QUICK: [&str; 4] = ["pipeline", "report", "perfetto", "metrics"];

/// Every section, into BENCHMARKS.md; or, with `only`, that section, printed (and, for those
/// of `ALONE`, in place of its own in BENCHMARKS.md); or, with `check`, the `QUICK` sections on
/// small inputs, printed, BENCHMARKS.md left as it is. A section that fails leaves the others
/// measured and written, and the run fails.
pub fn bench(fixture: PathBuf, only: Option<&str>) -> Result {
    let names = || SECTIONS.iter().map(|s| s.0).filter(|n| !n.contains(' ')).chain(["check"]);
    if let Some(o) = only.filter(|o| !names().any(|n| n == *o)) {
        return Err(format!("bench: unknown section {o:?} ({})", names().collect::<Vec<_>>().join(", ")));
    }
    if only.is_none() {
        plot_python()?;
    }
    run(Command::new(env!("CARGO")).current_dir(root_dir()).args(["build", "--release", "-p", "tracer-user"]))?;
    // What the traced runs write goes here (their CSVs: gigabytes in a full run), gone after.
    let scratch = root_dir().join("target/bench");
    let _ = fs::remove_dir_all(&scratch);
    fs::create_dir_all(&scratch).map_err(|e| e.to_string())?;
    let mut b = Bench {
        // Where the build above put it: the testbed, ze-tracer with the do-nothing probes of the
        // floor (`--noop-probes`), which the release binary has not.
        tracer: std::env::var_os("CARGO_TARGET_DIR").map_or(root_dir().join("target"), PathBuf::from).join("release/ze-tracer-testbed"),
        fixture,
        scratch,
        md: String::new(),
        quick: only == Some("check"),
        series: Vec::new(),
    };
    let started = Instant::now();
    header(&mut b)?;
    let named = |names: &[&str]| SECTIONS.iter().filter(|s| names.contains(&s.0)).copied().collect::<Vec<_>>();
    let sections = match only {
        None => SECTIONS.to_vec(),
        Some("check") => named(&QUICK),
        // `per-call` runs `stacks` too.
        Some("per-call") => named(&["per-call", "stacks"]),
        Some(o) => named(&[o]),
    };
    let body = b.md.len();
    // What a section run alone says of when and under what load it ran.
    let alone = format!("_Run alone (`cargo xtask bench {}`) on {}; at its start, {}._", only.unwrap_or_default(), date(), load_average());
    let failed = measure(&mut b, &sections);
    let _ = fs::remove_dir_all(&b.scratch);
    if only.is_some() {
        print!("{}", &b.md[body..]);
    }
    match only {
        None => {
            let _ = writeln!(b.md, "\n_Whole run: {:.0} s; at its end, {}._", started.elapsed().as_secs_f64(), load_average());
            fs::write(root_dir().join("BENCHMARKS.md"), &b.md).map_err(|e| e.to_string())?;
            print!("{}", b.md);
            eprintln!("\nxtask: wrote BENCHMARKS.md");
        }
        Some("check") if failed.is_empty() => eprintln!("xtask: bench check: passed (BENCHMARKS.md left as it was)"),
        Some(o) if ALONE.contains(&o) && failed.is_empty() => replace_section(&format!("{}\n\n{alone}\n", b.md[body..].trim_end()))?,
        _ => {}
    }
    match failed.is_empty() {
        true => Ok(()),
        false => Err(format!("bench: {} failed (said above)", failed.join(", "))),
    }
}

/// Runs `sections` in turn. One that fails (or panics) has what it wrote taken back and a note
/// of its failure put in its place, under its heading; the others still run. The names of
/// those that failed.
fn measure(b: &mut Bench, sections: &[Section]) -> Vec<&'static str> {
    let mut failed = vec![];
    for &(name, heading, section) in sections {
        let start = b.md.len();
        let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| section(b)));
        let error = match result {
            Ok(Ok(())) => continue,
            Ok(Err(e)) => e,
            Err(panic) => panic.downcast_ref::<String>().cloned().or(panic.downcast_ref::<&str>().map(|s| s.to_string())).unwrap_or_default(),
        };
        eprintln!("xtask: bench: {name} failed: {error}");
        b.md.truncate(start);
        let _ = match heading {
            Some(h) => writeln!(b.md, "\n## {h}. Not measured: `{name}` failed\n"),
            None => writeln!(b.md, "\n**Not measured: {name} failed:**\n"),
        };
        let _ = writeln!(b.md, "```\n{}\n```\n", error.trim_end());
        failed.push(name);
    }
    failed
}

/// Puts `section` in BENCHMARKS.md in place of the one with the same `## N.` heading (or before
/// the closing line if it has none), leaving the others as they were measured.
fn replace_section(section: &str) -> Result {
    let path = root_dir().join("BENCHMARKS.md");
    let md = fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    let heading = section.split_once(". ").map_or(section, |(h, _)| h);
    let (start, end) = match md.find(heading) {
        Some(start) => {
            let rest = &md[start + heading.len()..];
            let next = [rest.find("\n## "), rest.find("\n_Whole run")].into_iter().flatten().min();
            (start, next.map_or(md.len(), |n| start + heading.len() + n + 1))
        }
        None => {
            let at = md.find("\n_Whole run").map_or(md.len(), |n| n + 1);
            (at, at)
        }
    };
    let new = format!("{}{}\n{}", &md[..start], section.trim_end(), if end < md.len() { format!("\n{}", &md[end..]) } else { String::new() });
    fs::write(&path, new).map_err(|e| e.to_string())?;
    eprintln!("xtask: replaced {heading} in BENCHMARKS.md");
    Ok(())
}

/// A shell command's output, trimmed ("" if it fails).
fn sh(c: &str) -> String {
    Command::new("sh").args(["-c", c]).output().map(|o| String::from_utf8_lossy(&o.stdout).trim().to_owned()).unwrap_or_default()
}

fn date() -> String {
    sh("date -u '+%Y-%m-%d %H:%M UTC'")
}

/// The load the figures were measured under: other work on the machine slows what is timed.
fn load_average() -> String {
    let load = fs::read_to_string("/proc/loadavg").unwrap_or_default();
    let cpus = std::thread::available_parallelism().map_or(0, |n| n.get());
    format!("load average {} (1 min, {cpus} CPUs)", load.split_whitespace().next().unwrap_or("?"))
}

fn header(b: &mut Bench) -> Result {
    let _ = writeln!(
        b.md,
        "# ze-tracer benchmarks\n\nWritten by `cargo xtask bench` on {} — {}, {} CPUs ({}), kernel {}; \
         at its start, {}. Each figure: median of the runs, (min–max) beside it. The traced program is the fixture's \
         stressor (`ze_workload stress`) on the fake GPU behind Debian's real libze_loader; \"events\" \
         are ring-buffer records, one per traced call.\n\n\
         To measure again (as root): `cargo xtask bench`, every section (its time is at the end \
         of this page), this page written anew; `cargo xtask bench SECTION` one section ({}), which replaces \
         its own here, marked with its date and load (`per-call` and `stacks` only print theirs). \
         A section that fails is said in its place, the others written all the same, and the run \
         exits non-zero. `cargo xtask bench check` runs the sections that check what they measure \
         (`pipeline`: every event replayed a CSV row; `report`: the page draws its CSV's spikes; \
         `perfetto`: so does the trace; \
         `metrics`: a scrape shows every object) on \
         small inputs and writes nothing; `cargo xtask test` runs it.\n",
        date(),
        sh("hostname"),
        sh("nproc"),
        sh("grep -m1 'model name' /proc/cpuinfo | cut -d: -f2"),
        sh("uname -r"),
        load_average(),
        ["per-call", "stacks"].iter().chain(&ALONE).map(|s| format!("`{s}`")).collect::<Vec<_>>().join(", "),
    );
    Ok(())
}

/// 1. Cost to the traced program per call: untraced, do-nothing probes at offset 0 (the
/// classic floor), do-nothing probes at the chosen sites (our floor), ze-tracer; the last two
/// again with the daemon and the program on CPUs of their own. One long-lived stressor per
/// mode, each with its tracer attached (`--pid`: the probes trap in that process only), run
/// in turns, round after round: the VM's speed drifts by more than the differences measured,
/// so the pairs whose ratio is taken run back to back, each first in every other round.
fn per_call_cost(b: &mut Bench) -> Result {
    eprintln!("xtask: bench: cost per call");
    let pinned = "the daemon on CPU 1, the program on CPU 0";
    let modes: [(String, Option<&[&str]>, bool); 7] = [
        ("untraced".into(), None, false),
        ("do-nothing probes at offset 0 (the classic floor)".into(), Some(&["--noop-probes", "--probe-at-entry"]), false),
        ("ze-tracer, probes at offset 0 (`--probe-at-entry`)".into(), Some(&["--probe-at-entry"]), false),
        ("do-nothing probes at the chosen sites (the floor)".into(), Some(&["--noop-probes"]), false),
        ("ze-tracer".into(), Some(&[]), false),
        (format!("the floor, {pinned}"), Some(&["--noop-probes"]), true),
        (format!("ze-tracer, {pinned}"), Some(&[]), true),
    ];
    let mut subjects =
        modes.iter().map(|(_, t, pin)| Subject::start(b, *t, *pin, PER_CALL_ROUNDS)).collect::<Result<Vec<_>>>()?;
    thread::sleep(Duration::from_millis(SETTLE_MS));
    let mut ns: Vec<Vec<f64>> = vec![Vec::new(); modes.len()];
    for round in 0..PER_CALL_ROUNDS {
        let mut order: Vec<usize> = (0..modes.len()).collect();
        if round % 2 == 1 {
            for pair in order[1..].chunks_mut(2) {
                pair.swap(0, 1);
            }
        }
        for i in order {
            ns[i].push(subjects[i].round()?);
        }
    }
    for s in subjects.drain(..) {
        s.finish()?;
    }
    // The kernel's own account of the programs' run time (kernel.bpf_stats_enabled): free of
    // the trap costs that make the figures above drift.
    let stats = "/proc/sys/kernel/bpf_stats_enabled";
    let was = fs::read_to_string(stats).map_err(|e| e.to_string())?;
    fs::write(stats, "1").map_err(|e| e.to_string())?;
    let bpf = [("do-nothing probes", &["--noop-probes"][..]), ("ze-tracer", &[][..])]
        .iter()
        .map(|(name, t)| Ok((*name, stat((0..5).map(|_| bpf_ns_per_call(b, t)).collect::<Result<Vec<_>>>()?))))
        .collect::<Result<Vec<_>>>();
    let _ = fs::write(stats, was);
    let bpf = bpf?;
    let ratio = |a: usize, b: usize| stat(ns[a].iter().zip(&ns[b]).map(|(x, y)| x / y).collect());
    let (r_floor, r_classic, r_zero, r_pinned) = (ratio(4, 3), ratio(4, 1), ratio(2, 1), ratio(6, 5));
    let own = stat(ns[4].iter().zip(&ns[3]).map(|(x, y)| x - y).collect());
    let stats: Vec<Stat> = ns.into_iter().map(stat).collect();
    let _ = writeln!(
        b.md,
        "## 1. Cost to the traced program\n\nOne thread, host allocations and frees. One \
         long-lived program per mode, its tracer attached (`--pid`), {SETTLE_MS} ms to settle; \
         then {PER_CALL_ROUNDS} rounds in which each program makes {CALLS} calls in turn (the \
         steady state of a long-running program; the pairs compared run back to back).\n\n\
         | mode | ns per call |\n|---|---|"
    );
    for ((name, ..), s) in modes.iter().zip(&stats) {
        let _ = writeln!(b.md, "| {name} | {s} |");
    }
    let _ = writeln!(
        b.md,
        "\n| ratio (per round, then the median) | value | goal |\n|---|---|---|\n\
         | ze-tracer / floor at the chosen sites | {r_floor:.2} | ≤ 1.3 (and ≤ 1.15) |\n\
         | the same, {pinned} | {r_pinned:.2} | ≤ 1.3 (and ≤ 1.15) |\n\
         | ze-tracer / classic floor at offset 0 | {r_classic:.2} | ≤ 0.2 |\n\
         | ze-tracer at offset 0 / classic floor | {r_zero:.2} | |\n\
         | ze-tracer's own work per call (ze-tracer − floor) | {own:.0} ns | |\n",
    );
    let _ = writeln!(
        b.md,
        "Run time of the BPF programs per call, as the kernel counts it (`kernel.bpf_stats_enabled`, \
         5 runs; all programs, entry and return; it includes the kernel's fixed cost of running a \
         program):\n\n| programs | ns per call |\n|---|---|"
    );
    for (name, s) in bpf {
        let _ = writeln!(b.md, "| {name} | {s} |");
    }
    let _ = writeln!(b.md);
    Ok(())
}

/// 1b. What creating stacks cost a create, per window (`--stack-bytes`): the stressor leaking
/// every allocation (so every call is a create that carries its stack), with stacks and with
/// `--no-stacks`, in turns.
fn stack_cost(b: &mut Bench) -> Result {
    eprintln!("xtask: bench: cost of creating stacks");
    const ROUNDS: usize = 12;
    const WINDOWS: [&str; 4] = ["1024", "2048", "4096", "8192"];
    let mut modes: Vec<(String, Vec<&str>)> = vec![
        ("do-nothing probes (the floor)".into(), vec!["--noop-probes"]),
        ("ze-tracer --no-stacks".into(), vec!["--no-stacks"]),
    ];
    for w in WINDOWS {
        modes.push((format!("ze-tracer --stack-bytes {w}"), vec!["--stack-bytes", w]));
    }
    let iters = CALLS.to_string();
    let rounds = ROUNDS.to_string();
    let stress = ["--iters", &iters, "--free-ratio", "0", "--allocate-size", "64", "--rounds", &rounds];
    let mut subjects =
        modes.iter().map(|(_, t)| Subject::start_with(b, &stress, Some(t), false)).collect::<Result<Vec<_>>>()?;
    thread::sleep(Duration::from_millis(SETTLE_MS));
    let mut ns: Vec<Vec<f64>> = vec![Vec::new(); modes.len()];
    for round in 0..ROUNDS {
        // Stacks off runs right before or right after each window, in turns.
        let mut order: Vec<usize> = (0..modes.len()).collect();
        if round % 2 == 1 {
            order[1..].reverse();
        }
        for i in order {
            ns[i].push(subjects[i].round()?);
        }
    }
    for s in subjects.drain(..) {
        s.finish()?;
    }
    let _ = writeln!(
        b.md,
        "## 1b. Cost of creating stacks\n\nEvery call a create that keeps its stack (the stressor \
         leaks each host allocation), {ROUNDS} rounds of {CALLS} calls, the modes in turns, \
         `--pid`. The window is what a create copies of its caller's stack; the ratio is to \
         `--no-stacks`, per round, then the median (goal: at most 1.15).\n\n\
         | mode | ns per create | with stacks / without |\n|---|---|---|"
    );
    for (i, (name, _)) in modes.iter().enumerate() {
        let ratio = match i {
            0 | 1 => String::new(),
            _ => stat(ns[i].iter().zip(&ns[1]).map(|(on, off)| on / off).collect()).to_string(),
        };
        let _ = writeln!(b.md, "| {name} | {} | {ratio} |", stat(ns[i].clone()));
    }
    let _ = writeln!(b.md);
    Ok(())
}

/// Calls per round (host allocations and frees), and the wait before the first.
const CALLS: u64 = 40_000;
const SETTLE_MS: u64 = 500;

/// A stressor that makes `CALLS` calls per round, each round at a line on its stdin, with its
/// tracer attached (`--pid`).
struct Subject {
    workload: Child,
    stdout: BufReader<ChildStdout>,
    tracer: Option<(Child, thread::JoinHandle<String>)>,
}

impl Subject {
    /// `pin`: the program on CPU 0 and its tracer on CPU 1 (`taskset`).
    fn start(b: &Bench, tracer_args: Option<&[&str]>, pin: bool, rounds: usize) -> Result<Subject> {
        let iters = (CALLS / 2).to_string();
        let rounds = rounds.to_string();
        let stress = ["--iters", &iters, "--free-ratio", "1", "--rounds", &rounds];
        Subject::start_with(b, &stress, tracer_args, pin)
    }

    /// `stress`: the stressor's options, besides `--no-truth --wait-stdin`.
    fn start_with(b: &Bench, stress: &[&str], tracer_args: Option<&[&str]>, pin: bool) -> Result<Subject> {
        let taskset = |cmd: Command, cpu: &str| {
            if !pin {
                return cmd;
            }
            let mut t = Command::new("taskset");
            t.args(["-c", cpu]).arg(cmd.get_program()).args(cmd.get_args());
            t.envs(cmd.get_envs().filter_map(|(k, v)| Some((k, v?))));
            t
        };
        let args: Vec<&str> = ["stress", "--no-truth", "--wait-stdin"].into_iter().chain(stress.iter().copied()).collect();
        let mut workload = taskset(b.workload(&strings(&args)), "0")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| e.to_string())?;
        let mut stdout = BufReader::new(workload.stdout.take().unwrap());
        let mut line = String::new();
        stdout.read_line(&mut line).map_err(|e| e.to_string())?;
        if line.trim() != "READY" {
            return Err(format!("the stressor said {line:?}, not READY"));
        }
        let Some(tracer_args) = tracer_args else {
            return Ok(Subject { workload, stdout, tracer: None });
        };
        let mut cmd = Command::new(&b.tracer);
        cmd.arg("-q").arg("--output-dir").arg(&b.scratch).arg("--pid").arg(workload.id().to_string());
        cmd.args(tracer_args);
        let mut tracer = taskset(cmd, "1").stderr(Stdio::piped()).spawn().map_err(|e| e.to_string())?;
        // Attached once it says so; its stderr is read to the end, or its last words would
        // find the pipe closed.
        let mut err = BufReader::new(tracer.stderr.take().unwrap());
        let mut seen = String::new();
        while !seen.contains("ze-tracer: tracing PID") {
            if err.read_line(&mut seen).map_err(|e| e.to_string())? == 0 {
                return Err(format!("ze-tracer {tracer_args:?} ended early: {seen}"));
            }
        }
        let rest = thread::spawn(move || {
            let mut s = String::new();
            let _ = err.read_to_string(&mut s);
            s
        });
        Ok(Subject { workload, stdout, tracer: Some((tracer, rest)) })
    }

    /// One round: its ns per call.
    fn round(&mut self) -> Result<f64> {
        let stdin = self.workload.stdin.as_mut().unwrap();
        stdin.write_all(b"go\n").and_then(|()| stdin.flush()).map_err(|e| e.to_string())?;
        let mut line = String::new();
        while !line.starts_with("STRESS") {
            line.clear();
            if self.stdout.read_line(&mut line).map_err(|e| e.to_string())? == 0 {
                return Err("the stressor ended early".into());
            }
        }
        Ok(stress_lines(&line)[0]["ns_per_call"].as_f64().unwrap())
    }

    /// After the last round the stressor exits, and its tracer with it.
    fn finish(mut self) -> Result {
        drop(self.workload.stdin.take());
        let status = self.workload.wait().map_err(|e| e.to_string())?;
        if let Some((mut tracer, rest)) = self.tracer {
            let traced = tracer.wait().map_err(|e| e.to_string())?;
            let said = rest.join().unwrap_or_default();
            if !traced.success() {
                return Err(format!("ze-tracer failed ({traced}): {said}"));
            }
        }
        if !status.success() {
            return Err(format!("the stressor failed: {status}"));
        }
        Ok(())
    }
}

/// Waits (up to 30 s) until no ze-tracer process is left: the detached children that remove
/// the probes of tracers that ended (see `probes::Drop`) keep the CPUs busy meanwhile.
fn wait_for_teardown() {
    let tracers = || {
        fs::read_dir("/proc").into_iter().flatten().flatten().any(|e| {
            fs::read_to_string(e.path().join("comm")).is_ok_and(|c| c.trim_end() == "ze-tracer")
        })
    };
    let start = Instant::now();
    while tracers() && start.elapsed() < Duration::from_secs(30) {
        thread::sleep(Duration::from_millis(50));
    }
}

/// The run time of ze-tracer's programs per traced call, with BPF run-time statistics on: read
/// from the daemon's program fds (fdinfo) after a round, while the stressor waits for the next.
fn bpf_ns_per_call(b: &Bench, tracer_args: &[&str]) -> Result<f64> {
    wait_for_teardown();
    let mut subject = Subject::start(b, Some(tracer_args), false, 2)?;
    subject.round()?;
    let tracer = subject.tracer.as_ref().map(|t| t.0.id()).unwrap();
    // Programs that ran for the calls (not the one-off ld.so and scheduler ones).
    let mut ns = 0;
    for fd in fs::read_dir(format!("/proc/{tracer}/fdinfo")).map_err(|e| e.to_string())?.flatten() {
        let info = fs::read_to_string(fd.path()).unwrap_or_default();
        let field = |k: &str| {
            info.lines().find_map(|l| l.strip_prefix(k)?.trim().parse::<u64>().ok()).unwrap_or(0)
        };
        if field("run_cnt:") >= CALLS {
            ns += field("run_time_ns:");
        }
    }
    subject.finish()?;
    Ok(ns as f64 / CALLS as f64)
}

/// The daemon's CPU over a run, as % of one core: the mean of equal intervals, the first
/// (start-up) dropped. One interval alone is quantized by the 100 Hz tick.
/// The mean CPU % over the intervals that began once the daemon was `ready_s` (start-up,
/// loading and verifying the programs, dropped: it takes 0.5 to 1 s, more than a sample).
fn mean_cpu(series: &[Point], ready_s: f64) -> f64 {
    let steady: Vec<f64> = series.iter().skip_while(|s| s.0 <= ready_s).skip(1).map(|s| s.1).collect();
    steady.iter().sum::<f64>() / steady.len().max(1) as f64
}

fn fmt_int(x: f64) -> String {
    let s = format!("{:.0}", x);
    let mut out = String::new();
    for (i, c) in s.chars().enumerate() {
        if i > 0 && (s.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// 3. Daemon CPU and RSS at fixed event rates; keeps each load's first series (`Bench::series`).
fn daemon_load(b: &mut Bench) -> Result {
    const SECONDS: &str = "12";
    let loads: [(f64, f64, &[&str]); 4] =
        [(4000.0, 1.0, &[]), (4000.0, 0.0, &[]), (100_000.0, 1.0, &[]), (4000.0, 1.0, &["--ring-mb", "2"])];
    let _ = writeln!(
        b.md,
        "## 3. Daemon CPU and memory under load\n\nze-tracer in run mode on one stressor process \
         ({SECONDS} s, 3 runs; CPU: the run's mean from the daemon's first CSV row on, sampled every \
         0.5 s: start-up, loading and verifying the programs, dropped; RSS peaks include it). Peer: \
         gpu-memleak-trace used 14 % CPU and 88 MB at 4,000 events/s (162 MB when nothing is \
         freed). RSS counts the ring's pages twice (the kernel maps its data twice, all of it from \
         the start: 32 MB of the 16 MB default); RssAnon is the daemon's own memory.\n\n| load | CPU % of a core | RSS MB \
         (peak) | RssAnon MB (peak) | achieved events/s | goal |\n|---|---|---|---|---|---|"
    );
    let (cpu, rss, anon, wakeups) = idle_daemon(b)?;
    let _ = writeln!(
        b.md,
        "| none: system-wide, no Level Zero process ({wakeups:.0} wake-ups/s) | {cpu:.2} | {rss:.2} | {anon:.2} | 0 | |"
    );
    b.series.clear();
    for (events, free, tracer_args) in loads {
        eprintln!("xtask: bench: daemon at {events} events/s, free ratio {free} {tracer_args:?}");
        let args = strings(&[
            "stress",
            "--throughput",
            &format!("{events:.0}"),
            "--duration",
            SECONDS,
            "--free-ratio",
            &free.to_string(),
            "--no-truth",
        ]);
        let (mut cpu, mut rss, mut anon, mut rate) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
        for run in 0..3 {
            let t = b.traced(tracer_args, &args, Duration::from_millis(500))?;
            cpu.push(mean_cpu(&t.series, t.ready_s));
            rss.push(t.series.iter().map(|s| s.2).fold(0.0, f64::max));
            anon.push(t.series.iter().map(|s| s.3).fold(0.0, f64::max));
            let s = &stress_lines(&t.stdout)[0];
            let calls = s["calls"].as_f64().unwrap();
            let elapsed = s["elapsed_ns"].as_f64().unwrap() / 1e9;
            rate.push(calls / elapsed);
            if run == 0 && tracer_args.is_empty() {
                b.series.push((format!("{events:.0} events/s, free ratio {free}"), t.series));
            }
        }
        let goal = if events <= 4000.0 { "< 1 % and < 20 MB" } else { "" };
        let _ = writeln!(
            b.md,
            "| {} events/s, free ratio {free}{} | {} | {} | {} | {} | {goal} |",
            fmt_int(events),
            if tracer_args.is_empty() { String::new() } else { format!(", `{}`", tracer_args.join(" ")) },
            stat(cpu),
            stat(rss),
            stat(anon),
            fmt_int(stat(rate).median)
        );
    }
    let _ = writeln!(b.md, "\n![CPU and RSS of the daemon over time](benchmarks/daemon.png)\n");
    Ok(())
}

/// The system-wide daemon with nothing to trace, over 10 s after its start-up: CPU % of a core,
/// RSS and RssAnon MB, and wake-ups (voluntary context switches) per second.
fn idle_daemon(b: &Bench) -> Result<(f64, f64, f64, f64)> {
    eprintln!("xtask: bench: idle daemon");
    let dir = b.scratch.join("idle");
    fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let mut daemon = Command::new(&b.tracer)
        .args(["-q", "--output-dir"])
        .arg(&dir)
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| e.to_string())?;
    let pid = daemon.id();
    let switches = || {
        let status = fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
        status.lines().find_map(|l| l.strip_prefix("voluntary_ctxt_switches:")?.trim().parse::<f64>().ok())
    };
    thread::sleep(Duration::from_secs(2));
    let before = (cpu_and_rss(pid), switches(), Instant::now());
    thread::sleep(Duration::from_secs(10));
    let after = (cpu_and_rss(pid), switches(), before.2.elapsed().as_secs_f64());
    // SIGTERM: it writes its summaries and exits.
    run(Command::new("kill").arg(pid.to_string()))?;
    let _ = daemon.wait();
    let _ = fs::remove_dir_all(&dir);
    match (before, after) {
        ((Some((c0, ..)), Some(s0), _), (Some((c1, rss, anon)), Some(s1), secs)) => {
            Ok((100.0 * (c1 - c0) / secs, rss as f64 / 1024.0, anon as f64 / 1024.0, (s1 - s0) / secs))
        }
        _ => Err("the idle daemon ended early".into()),
    }
}

/// 2a. End to end: the highest rate the traced processes generate here, held, and what was
/// dropped: with the files on tmpfs (the tracer's own limit) and on disk (where the kernel's
/// writeback throttling of a daemon writing ~70 MB/s of CSV can stall it).
fn max_rate(b: &mut Bench) -> Result {
    const SECONDS: &str = "30";
    let args = strings(&["stress", "--processes", "2", "--duration", SECONDS, "--free-ratio", "1", "--no-truth"]);
    let shm = PathBuf::from("/dev/shm/ze-tracer-bench");
    let _ = writeln!(
        b.md,
        "**End to end, real probes**: 2 stressor processes (run mode follows the second) at full \
         speed for {SECONDS} s; a probed call costs the caller microseconds here, so two cores \
         cannot make more.\n\n| output | events/s in all | daemon CPU % | CSV MB/s | dropped |\n|---|---|---|---|---|"
    );
    for (label, out) in [("tmpfs", Some(&shm)), ("disk", None)] {
        eprintln!("xtask: bench: end-to-end maximum rate ({SECONDS} s, output on {label})");
        let _ = fs::remove_dir_all(&shm);
        fs::create_dir_all(&shm).map_err(|e| e.to_string())?;
        let out_arg = out.map(|p| p.display().to_string());
        let tracer_args: Vec<&str> = match &out_arg {
            Some(p) => vec!["--output-dir", p],
            None => vec![],
        };
        let t = b.traced(&tracer_args, &args, Duration::from_millis(1000))?;
        let lines = stress_lines(&t.stdout);
        let events: f64 = lines
            .iter()
            .map(|s| s["calls"].as_f64().unwrap() / (s["elapsed_ns"].as_f64().unwrap() / 1e9))
            .sum();
        let dropped: u64 = t.summaries.iter().map(|s| s["dropped_events"].as_u64().unwrap_or(0)).sum();
        let mb_s = t.csv_bytes as f64 / 1e6 / SECONDS.parse::<f64>().unwrap();
        let _ = writeln!(
            b.md,
            "| {label} | {} | {:.1} | {mb_s:.0} | **{dropped}** |",
            fmt_int(events),
            mean_cpu(&t.series, t.ready_s)
        );
        let _ = fs::remove_dir_all(&shm);
    }
    let _ = writeln!(b.md);
    Ok(())
}

/// 4. Daemon memory per outstanding object: one million leaked allocations.
fn per_object(b: &mut Bench) -> Result {
    eprintln!("xtask: bench: memory per outstanding object");
    let n = 1_000_000;
    let iters = n.to_string();
    let modes: [(&str, &[&str]); 2] = [("with stacks (the default)", &[]), ("`--no-stacks`", &["--no-stacks"])];
    let mut rows = String::new();
    for (name, tracer_args) in modes {
        let mut per = Vec::new();
        for _ in 0..3 {
            let stress = ["--iters", &iters, "--free-ratio", "0", "--allocate-size", "64"];
            let mut subject = Subject::start_with(b, &stress, Some(tracer_args), false)?;
            let tracer = subject.tracer.as_ref().map(|t| t.0.id()).unwrap();
            thread::sleep(Duration::from_millis(SETTLE_MS));
            let anon = move || cpu_and_rss(tracer).map(|(_, _, anon)| anon);
            let before = anon().ok_or("the tracer ended early")?;
            // Its private memory until it exits (after writing the summary), every 0.1 s.
            let peak = thread::spawn(move || {
                let mut peak = 0;
                while let Some(kb) = anon() {
                    peak = peak.max(kb);
                    thread::sleep(Duration::from_millis(100));
                }
                peak
            });
            subject.round()?;
            subject.finish()?;
            let peak = peak.join().unwrap_or(0);
            per.push(peak.saturating_sub(before) as f64 * 1024.0 / n as f64);
        }
        let _ = writeln!(rows, "| {name} | {} |", stat(per));
    }
    let _ = writeln!(
        b.md,
        "## 4. Memory per outstanding object\n\n{} leaked allocations: peak growth of the daemon's \
         private memory (RssAnon from the tracer attached and settled, `--pid`, to its exit, summary \
         writing included, sampled every 0.1 s), per object (goal ≤ 64; the peer: about 19 KB per \
         object, from 88 → 162 MB). With stacks, an object keeps 4 more bytes (its stack's id; \
         the record grows from 40 to 48), and the growth includes what naming the sites at the \
         end loads (symbol tables, DWARF).\n\n| mode | bytes per object |\n|---|---|\n{rows}",
        fmt_int(n as f64),
    );
    Ok(())
}

/// The daemon's CPU and RSS over time per load (§3's series), as PNG (matplotlib).
fn plot(b: &mut Bench) -> Result {
    let series = &b.series;
    if series.is_empty() {
        return Err("no series to plot: §3 measured none".into());
    }
    let dir = root_dir().join("benchmarks");
    fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let data = serde_json::json!(series.iter().map(|(n, s)| (n, s)).collect::<Vec<_>>());
    let data_path = b.scratch.join("series.json");
    fs::write(&data_path, data.to_string()).map_err(|e| e.to_string())?;
    let script = r#"
import json, sys
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
series = json.load(open(sys.argv[1]))
fig, (cpu, rss) = plt.subplots(2, 1, figsize=(10, 7), sharex=True)
for name, points in series:
    t = [p[0] for p in points]
    color = cpu.plot(t, [p[1] for p in points], label=name)[0].get_color()
    rss.plot(t, [p[2] for p in points], color=color, label=name + " (RSS)")
    rss.plot(t, [p[3] for p in points], "--", color=color, label=name + " (RssAnon)")
cpu.set_ylabel("CPU % of one core"); cpu.grid(True); cpu.legend()
rss.set_ylabel("MB"); rss.set_xlabel("seconds"); rss.grid(True); rss.legend(fontsize=7)
fig.suptitle("ze-tracer daemon under load")
fig.tight_layout(); fig.savefig(sys.argv[2], dpi=90)
"#;
    run(Command::new(plot_python()?).arg("-c").arg(script).arg(&data_path).arg(dir.join("daemon.png")))
}

/// The plots' Python: matplotlib, pinned, in a venv of the project's (`venv`).
fn plot_python() -> Result<PathBuf> {
    crate::venv::ensure("bench-venv", "bench plots", &["matplotlib==3.10.8"])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn measured(b: &mut Bench) -> Result {
        b.md.push_str("## 1. Measured\n\n| a | 1 |\n");
        Ok(())
    }

    fn fails_half_way(b: &mut Bench) -> Result {
        b.md.push_str("## 2. Half a table\n\n| a |");
        Err("the stressor said \"no\",\nthen ended".into())
    }

    fn panics(_: &mut Bench) -> Result {
        panic!("a figure missing");
    }

    #[test]
    fn a_failed_section_is_said_in_its_place_and_the_others_are_kept() {
        let mut b = Bench { tracer: "/x".into(), fixture: "/x".into(), scratch: "/x".into(), md: String::new(), quick: false, series: vec![] };
        let sections: [Section; 5] = [
            ("one", Some("1"), measured),
            ("two", Some("2"), fails_half_way),
            ("more", None, panics),
            ("three", Some("3"), measured),
            ("plot", None, plot),
        ];
        assert_eq!(measure(&mut b, &sections), ["two", "more", "plot"]);
        assert_eq!(b.md.matches("| a | 1 |").count(), 2, "{}", b.md);
        assert!(!b.md.contains("Half a table"), "{}", b.md);
        assert!(b.md.contains("## 2. Not measured: `two` failed\n\n```\nthe stressor said \"no\",\nthen ended\n```"), "{}", b.md);
        assert!(b.md.contains("**Not measured: more failed:**\n\n```\na figure missing\n```"), "{}", b.md);
        assert!(b.md.contains("no series to plot"), "{}", b.md);
    }
}
