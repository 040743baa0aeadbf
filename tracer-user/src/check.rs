//! `ze-tracer check DIR`: the CI gate over the summaries a job (or the service) left behind.
//!
//! Reads every summary in DIR and fails when a process ended with more objects or memory
//! outstanding than the thresholds allow. Summaries are read as `report` reads them
//! (`crate::summary`): `objects`, which can hold millions of entries, is folded while
//! streaming, never held in memory.
use std::{
    collections::BTreeMap,
    fs, io,
    path::{Path, PathBuf},
};

use serde_json::{Value, json};
use tracer_common::ObjType;

use crate::{
    exit::{self, Fatal},
    summary::{self, ReadError, Site, Summary},
};

mod allowed;

use allowed::AllowList;

const AFTER_HELP: &str = "\
Reads ze-tracer_pid<PID>.json and ze-tracer_pid<PID>.<n>.json in DIR (other files, and the
daemon's dot-file temporaries, are ignored). Prints a LEAKED line per process beyond the
thresholds and an INCOMPLETE line per incomplete summary, each naming the summary, then
\"N of M processes leaked\". Under a LEAKED line, its largest leak sites not allowed.

--allow-site FILE: one pattern per line (# comments): a function name, a file:line or a
file (base names), `*` matching anything. The objects of a site with a frame that matches are
taken off the counts before the thresholds are applied; a site whose stack was lost never
matches.

Exit codes:
  0    no process leaked beyond the thresholds (also when DIR holds no summaries)
  1    a summary is not valid JSON, or cannot be read
  2    bad command line, or DIR is not a directory
  3    permission denied reading DIR or a summary (the service's are root's: run as root)
  10   a process leaked beyond the thresholds (with --require-complete: or a summary is
       incomplete)";

/// The memory kinds of `outstanding_memory_bytes` that count as leaked bytes. `total` is their
/// USM sum; `virtual_reserved` is address space, not memory (VirtualMemReservations counts it).
const BYTE_KINDS: [&str; 4] = ["device", "host", "shared", "physical"];

/// `ze-tracer check`'s command line (its about line is the subcommand's, in main.rs).
#[derive(clap::Args, Debug)]
#[command(after_help = AFTER_HELP)]
pub struct CheckArgs {
    /// The directory of ze-tracer's summaries (the service's: /var/lib/ze-tracer).
    pub dir: PathBuf,

    /// Most bytes a process may leave allocated: USM (device + host + shared) plus physical.
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub max_leaked_bytes: u64,

    /// Most objects a process may leave, all types together (Contexts … VirtualMemReservations).
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub max_leaked_objects: u64,

    /// A limit of its own for one TYPE (repeatable): an object count (Contexts, CommandLists,
    /// Events, …, as in the summary's "outstanding") or bytes (device, host, shared, physical).
    /// That TYPE is then left out of the --max-leaked-objects / --max-leaked-bytes sums.
    #[arg(long = "max", value_name = "TYPE=N", value_parser = parse_limit)]
    pub limits: Vec<(String, u64)>,

    /// Judge only processes whose cgroup contains SUBSTRING (e.g. a CI job's scope).
    #[arg(long, value_name = "SUBSTRING")]
    pub cgroup: Option<String>,

    /// Also fail on incomplete summaries (events dropped, tracing started after the process or
    /// stopped before it ended); without it they are only listed.
    #[arg(long)]
    pub require_complete: bool,

    /// Known leak sites, which do not count (see below; repeatable).
    #[arg(long = "allow-site", value_name = "FILE")]
    pub allow_sites: Vec<PathBuf>,

    /// Print the verdict as JSON on stdout instead of lines.
    #[arg(long)]
    pub json: bool,
}

/// What a summary says, as far as the gate cares. Unknown keys (`objects`, `calls`, …) are
/// skipped by serde without being built.
/// One judged summary.
#[derive(Debug)]
struct Judged {
    path: PathBuf,
    summary: Summary,
    /// The limits it exceeded, as the flags that set them (`--max Events=5`).
    beyond: Vec<String>,
    /// Its sites no --allow-site pattern matched, largest first.
    new_sites: Vec<Site>,
}

#[derive(Debug)]
struct Verdict {
    judged: Vec<Judged>,
    /// Summaries in DIR before the cgroup filter.
    found: usize,
}

impl Verdict {
    fn leaked(&self) -> impl Iterator<Item = &Judged> {
        self.judged.iter().filter(|j| !j.beyond.is_empty())
    }
    fn incomplete(&self) -> impl Iterator<Item = &Judged> {
        self.judged.iter().filter(|j| !j.summary.complete)
    }
    fn passes(&self, require_complete: bool) -> bool {
        self.leaked().next().is_none() && !(require_complete && self.incomplete().next().is_some())
    }
}

pub fn run(args: &CheckArgs) -> Result<i32, Fatal> {
    let verdict = evaluate(args)?;
    if verdict.found == 0 {
        eprintln!(
            "ze-tracer check: no summaries in {}: nothing to check",
            args.dir.display()
        );
    } else if verdict.judged.is_empty() {
        eprintln!(
            "ze-tracer check: none of the {} summaries in {} is of a cgroup matching {:?}",
            verdict.found,
            args.dir.display(),
            args.cgroup.as_deref().unwrap_or_default()
        );
    }
    if args.json {
        println!("{}", to_json(&verdict, args));
    } else {
        print_lines(&verdict, args.require_complete);
    }
    Ok(if verdict.passes(args.require_complete) {
        exit::OK
    } else {
        exit::LEAKED
    })
}

fn evaluate(args: &CheckArgs) -> Result<Verdict, Fatal> {
    let mut allow = AllowList::default();
    for path in &args.allow_sites {
        allow.extend(AllowList::load(path)?);
    }
    let paths = summaries_in(&args.dir)?;
    let found = paths.len();
    let mut judged = Vec::new();
    for path in paths {
        let summary = load(&path)?;
        let wanted = match (&args.cgroup, &summary.cgroup) {
            (None, _) => true,
            (Some(want), Some(cg)) => cg.contains(want.as_str()),
            (Some(_), None) => false,
        };
        if wanted {
            let (beyond, new_sites) = judge(&summary, args, &allow);
            judged.push(Judged {
                path,
                summary,
                beyond,
                new_sites,
            });
        }
    }
    Ok(Verdict { judged, found })
}

/// The summaries in `dir`, ordered by PID then by suffix.
fn summaries_in(dir: &Path) -> Result<Vec<PathBuf>, Fatal> {
    let entries = fs::read_dir(dir).map_err(|e| match e.kind() {
        io::ErrorKind::NotFound | io::ErrorKind::NotADirectory => {
            Fatal::Usage(format!("check: {}: not a directory", dir.display()))
        }
        _ => io_error(dir, e),
    })?;
    let mut found = Vec::new();
    for entry in entries {
        let entry = entry.map_err(|e| io_error(dir, e))?;
        if let Some(key) = entry.file_name().to_str().and_then(summary_key) {
            found.push((key, entry.path()));
        }
    }
    found.sort();
    Ok(found.into_iter().map(|(_, path)| path).collect())
}

/// (PID, n) for `ze-tracer_pid<PID>.json` and `ze-tracer_pid<PID>.<n>.json`; None for anything
/// else, temporaries included.
fn summary_key(name: &str) -> Option<(u32, u32)> {
    crate::csv_sink::OutputNames::key(name, ".json")
}

fn load(path: &Path) -> Result<Summary, Fatal> {
    summary::read(path).map_err(|e| match e {
        ReadError::Io(e) => io_error(path, e),
        ReadError::NotOurs(e) => Fatal::Internal(format!("check: {}: not a ze-tracer summary: {e}", path.display())),
    })
}

fn io_error(path: &Path, e: io::Error) -> Fatal {
    let msg = format!("check: {}: {e}", path.display());
    match e.kind() {
        io::ErrorKind::PermissionDenied => Fatal::NotPermitted(msg),
        _ => Fatal::Internal(msg),
    }
}

/// The limits `summary` exceeds, as the flags that set them, once the allowed sites are
/// taken off; and the sites not allowed.
fn judge(summary: &Summary, args: &CheckArgs, allow: &AllowList) -> (Vec<String>, Vec<Site>) {
    let sites = summary.sites.as_deref().unwrap_or_default();
    let (allowed_counts, allowed_bytes) = allowed::allowed_share(sites, allow);
    let new_sites = sites.iter().filter(|s| !allow.allows(s)).cloned().collect();
    let own_limit = |key: &str| {
        args.limits
            .iter()
            .rev()
            .find(|(k, _)| k == key)
            .map(|l| l.1)
    };
    let mut beyond = Vec::new();
    let mut sums = [0u64; 2];
    let less = |m: &BTreeMap<String, u64>, k: &str| m.get(k).copied().unwrap_or(0);
    let kinds = summary.outstanding.iter().map(|(k, n)| (k.as_str(), n.saturating_sub(less(&allowed_counts, k)), 0));
    let bytes = BYTE_KINDS.iter().map(|k| (*k, byte_count(summary, k).saturating_sub(less(&allowed_bytes, k)), 1));
    for (key, n, sum) in kinds.chain(bytes) {
        match own_limit(key) {
            Some(max) if n > max => beyond.push(format!("--max {key}={max}")),
            Some(_) => {}
            None => sums[sum] += n,
        }
    }
    if sums[0] > args.max_leaked_objects {
        beyond.push(format!("--max-leaked-objects {}", args.max_leaked_objects));
    }
    if sums[1] > args.max_leaked_bytes {
        beyond.push(format!("--max-leaked-bytes {}", args.max_leaked_bytes));
    }
    (beyond, new_sites)
}

fn byte_count(summary: &Summary, kind: &str) -> u64 {
    summary
        .outstanding_memory_bytes
        .get(kind)
        .copied()
        .unwrap_or(0)
}

/// `TYPE=N`, TYPE matched case-insensitively against the summary's names (`Events`; `Event`,
/// the type's own name, also works) and the byte kinds; returned with the summary's spelling.
fn parse_limit(s: &str) -> Result<(String, u64), String> {
    let (ty, n) = s.split_once('=').ok_or("expected TYPE=N, e.g. Events=10")?;
    let n = n.trim().parse::<u64>().map_err(|e| format!("{n:?}: {e}"))?;
    let ty = ty.trim();
    let key = ObjType::ALL
        .into_iter()
        .filter_map(|t| Some((t.count_column()?, t.name())))
        .find(|(col, name)| col.eq_ignore_ascii_case(ty) || name.eq_ignore_ascii_case(ty))
        .map(|(col, _)| col)
        .or_else(|| BYTE_KINDS.into_iter().find(|k| k.eq_ignore_ascii_case(ty)))
        .ok_or_else(|| format!("unknown TYPE {ty:?}; one of: {}", known_types().join(", ")))?;
    Ok((key.to_owned(), n))
}

fn known_types() -> Vec<&'static str> {
    ObjType::ALL
        .into_iter()
        .filter_map(ObjType::count_column)
        .chain(BYTE_KINDS)
        .collect()
}

/// What a process left behind, in the summary's column order: "1 CommandLists, 4096 bytes host".
fn leftovers(s: &Summary) -> String {
    let counts = ObjType::ALL.into_iter().filter_map(ObjType::count_column);
    let known: Vec<&str> = counts.collect();
    let unknown = s
        .outstanding
        .keys()
        .map(String::as_str)
        .filter(|k| !known.contains(k));
    let mut parts: Vec<String> = known
        .iter()
        .copied()
        .chain(unknown)
        .filter_map(|k| {
            s.outstanding
                .get(k)
                .filter(|n| **n > 0)
                .map(|n| format!("{n} {k}"))
        })
        .collect();
    for kind in BYTE_KINDS {
        let n = byte_count(s, kind);
        if n > 0 {
            parts.push(format!("{n} bytes {kind}"));
        }
    }
    if parts.is_empty() {
        "nothing".into()
    } else {
        parts.join(", ")
    }
}

/// "pid 1234 ze_workload (/usr/bin/app, cgroup /system.slice/x)"
fn who(s: &Summary) -> String {
    let place: Vec<String> = [
        (!s.exe.is_empty()).then(|| s.exe.clone()),
        s.cgroup.as_ref().map(|cg| format!("cgroup {cg}")),
    ]
    .into_iter()
    .flatten()
    .collect();
    if place.is_empty() {
        format!("pid {} {}", s.pid, s.comm)
    } else {
        format!("pid {} {} ({})", s.pid, s.comm, place.join(", "))
    }
}

fn print_lines(v: &Verdict, require_complete: bool) {
    for j in v.leaked() {
        println!(
            "LEAKED {}: {}; beyond {} [{}]",
            who(&j.summary),
            leftovers(&j.summary),
            j.beyond.join(", "),
            j.path.display()
        );
        if j.summary.sites.is_none() {
            println!("    (no leak sites: traced with --no-stacks)");
        }
        for site in j.new_sites.iter().take(5) {
            println!("    site: {}", allowed::describe(site));
        }
    }
    for j in v.incomplete() {
        println!(
            "INCOMPLETE{} {}: {} [{}]",
            if require_complete {
                ""
            } else {
                " (not failing: no --require-complete)"
            },
            who(&j.summary),
            j.summary.incomplete_reasons.join("; "),
            j.path.display()
        );
    }
    let incomplete = v.incomplete().count();
    let note = if incomplete > 0 {
        format!("; {incomplete} incomplete")
    } else {
        String::new()
    };
    println!(
        "{} of {} processes leaked{note}",
        v.leaked().count(),
        v.judged.len()
    );
}

fn to_json(v: &Verdict, args: &CheckArgs) -> Value {
    let process = |j: &Judged| {
        let s = &j.summary;
        let nonzero = |m: &BTreeMap<String, u64>| -> BTreeMap<String, u64> {
            m.iter()
                .filter(|(_, n)| **n > 0)
                .map(|(k, n)| (k.clone(), *n))
                .collect()
        };
        json!({
            "pid": s.pid, "comm": s.comm, "exe": s.exe, "cgroup": s.cgroup,
            "summary": j.path, "complete": s.complete, "incomplete_reasons": s.incomplete_reasons,
            "outstanding": nonzero(&s.outstanding),
            "outstanding_memory_bytes": nonzero(&s.outstanding_memory_bytes),
            "beyond": j.beyond,
            "new_sites": j.new_sites.iter().map(allowed::describe).collect::<Vec<_>>(),
        })
    };
    json!({
        "pass": v.passes(args.require_complete),
        "dir": args.dir,
        "processes": v.judged.len(),
        "leaked": v.leaked().map(process).collect::<Vec<_>>(),
        "incomplete": v.incomplete().map(process).collect::<Vec<_>>(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;

    #[derive(Parser)]
    struct Cli {
        #[command(flatten)]
        check: CheckArgs,
    }

    /// A fresh directory under the system's temp dir, removed on drop.
    struct TempDir(PathBuf);
    impl TempDir {
        fn new(name: &str) -> TempDir {
            let dir =
                std::env::temp_dir().join(format!("ze-tracer-check-{}-{name}", std::process::id()));
            let _ = fs::remove_dir_all(&dir);
            fs::create_dir_all(&dir).unwrap();
            TempDir(dir)
        }
        fn write(&self, name: &str, text: &str) {
            fs::write(self.0.join(name), text).unwrap();
        }
    }
    impl Drop for TempDir {
        fn drop(&mut self) {
            let _ = fs::remove_dir_all(&self.0);
        }
    }

    /// A summary as the daemon writes it, with these outstanding counts and bytes.
    fn summary(
        pid: u32,
        cgroup: Option<&str>,
        counts: &[(&str, u64)],
        bytes: &[(&str, u64)],
    ) -> String {
        let mut outstanding = serde_json::Map::new();
        for col in ObjType::ALL.into_iter().filter_map(ObjType::count_column) {
            outstanding.insert(col.into(), 0.into());
        }
        for (k, n) in counts {
            outstanding.insert((*k).into(), (*n).into());
        }
        let mut mem =
            json!({"device": 0, "host": 0, "shared": 0, "physical": 0, "virtual_reserved": 0});
        for (k, n) in bytes {
            mem[*k] = (*n).into();
        }
        let usm = ["device", "host", "shared"]
            .iter()
            .map(|k| mem[*k].as_u64().unwrap())
            .sum::<u64>();
        mem["total"] = usm.into();
        json!({
            "pid": pid, "comm": "ze_workload", "exe": "/usr/bin/ze_workload", "start_time": 1,
            "cgroup": cgroup, "complete": true, "incomplete_reasons": [], "dropped_events": 0,
            "duration_ms": 12, "csv": format!("/out/ze-tracer_pid{pid}.csv"), "rows": 20,
            "leaked": !counts.is_empty() || !bytes.is_empty(),
            "calls": {"zeContextCreate": 1}, "failed_calls": {}, "unknown_destroys": {},
            "outstanding": outstanding, "outstanding_memory_bytes": mem,
            "objects": [{"type": "Memory", "memory": "host", "api": "zeMemAllocHost",
                         "handle": "0x1000", "size": 4096, "parent": "0x10", "thread": pid, "age_ms": 3}],
            "growth_leaks_kb": {"total": 0}, "anomalies": 0,
        })
        .to_string()
    }

    fn check(dir: &TempDir, flags: &[&str]) -> Result<i32, Fatal> {
        let argv = ["check", dir.0.to_str().unwrap()]
            .into_iter()
            .chain(flags.iter().copied());
        run(&Cli::try_parse_from(argv).unwrap().check)
    }

    #[test]
    fn clean_processes_pass_and_other_files_are_ignored() {
        let dir = TempDir::new("pass");
        dir.write("ze-tracer_pid10.json", &summary(10, None, &[], &[]));
        dir.write("ze-tracer_pid10.1.json", &summary(10, None, &[], &[]));
        // A temporary being written, a CSV and a stranger: none is a summary.
        dir.write(".ze-tracer_pid11.json.tmp99", "{\"pid\": 11, \"compl");
        dir.write("ze-tracer_pid11.csv", "CallNumber,TimeMs\n");
        dir.write("notes.json", "not json");
        let v = evaluate(
            &Cli::try_parse_from(["check", dir.0.to_str().unwrap()])
                .unwrap()
                .check,
        );
        assert_eq!(v.unwrap().judged.len(), 2);
        assert_eq!(check(&dir, &[]).unwrap(), exit::OK);
    }

    #[test]
    fn leaked_bytes_fail_unless_allowed() {
        let dir = TempDir::new("bytes");
        dir.write(
            "ze-tracer_pid20.json",
            &summary(20, None, &[], &[("host", 4096), ("physical", 100)]),
        );
        assert_eq!(check(&dir, &[]).unwrap(), exit::LEAKED);
        assert_eq!(
            check(&dir, &["--max-leaked-bytes", "4095"]).unwrap(),
            exit::LEAKED
        );
        assert_eq!(
            check(&dir, &["--max-leaked-bytes", "4196"]).unwrap(),
            exit::OK
        );
    }

    #[test]
    fn leaked_objects_fail_unless_allowed() {
        let dir = TempDir::new("objects");
        dir.write(
            "ze-tracer_pid30.json",
            &summary(30, None, &[("CommandLists", 1), ("Events", 2)], &[]),
        );
        dir.write("ze-tracer_pid31.json", &summary(31, None, &[], &[]));
        let args = Cli::try_parse_from(["check", dir.0.to_str().unwrap()])
            .unwrap()
            .check;
        let v = evaluate(&args).unwrap();
        let leaked: Vec<_> = v.leaked().map(|j| j.summary.pid).collect();
        assert_eq!(leaked, [30]);
        assert_eq!(
            v.leaked().next().unwrap().beyond,
            ["--max-leaked-objects 0"]
        );
        assert_eq!(leftovers(&v.judged[0].summary), "1 CommandLists, 2 Events");
        assert_eq!(
            check(&dir, &["--max-leaked-objects", "2"]).unwrap(),
            exit::LEAKED
        );
        assert_eq!(
            check(&dir, &["--max-leaked-objects", "3"]).unwrap(),
            exit::OK
        );
    }

    #[test]
    fn a_type_with_its_own_limit_leaves_the_sums() {
        let dir = TempDir::new("per-type");
        dir.write(
            "ze-tracer_pid40.json",
            &summary(
                40,
                None,
                &[("Events", 5), ("Kernels", 1)],
                &[("host", 64), ("device", 8)],
            ),
        );
        let allow = |flags: &[&str]| check(&dir, flags).unwrap();
        assert_eq!(
            allow(&[
                "--max", "Events=5", "--max", "kernel=1", "--max", "host=64", "--max", "DEVICE=8"
            ]),
            exit::OK
        );
        // Events over its own limit; the sums are clean.
        assert_eq!(
            allow(&[
                "--max",
                "events=4",
                "--max",
                "Kernels=1",
                "--max-leaked-bytes",
                "72"
            ]),
            exit::LEAKED
        );
        // Events within its own; the Kernel left is still judged by --max-leaked-objects.
        assert_eq!(
            allow(&["--max", "Events=5", "--max-leaked-bytes", "72"]),
            exit::LEAKED
        );
        assert_eq!(
            allow(&[
                "--max",
                "Events=5",
                "--max-leaked-objects",
                "1",
                "--max-leaked-bytes",
                "72"
            ]),
            exit::OK
        );

        assert!(
            parse_limit("Widgets=1")
                .unwrap_err()
                .contains("CommandLists")
        );
        assert!(parse_limit("Events").is_err());
        assert!(parse_limit("Events=-1").is_err());
        assert_eq!(
            parse_limit("virtualmemreservations=3").unwrap(),
            ("VirtualMemReservations".into(), 3)
        );
    }

    #[test]
    fn cgroup_filter_judges_only_that_job() {
        let dir = TempDir::new("cgroup");
        let job = "/system.slice/ci-job-42.scope";
        dir.write("ze-tracer_pid50.json", &summary(50, Some(job), &[], &[]));
        dir.write(
            "ze-tracer_pid51.json",
            &summary(
                51,
                Some("/system.slice/ci-job-7.scope"),
                &[("Contexts", 1)],
                &[],
            ),
        );
        dir.write(
            "ze-tracer_pid52.json",
            &summary(52, None, &[("Contexts", 1)], &[]),
        );
        assert_eq!(check(&dir, &[]).unwrap(), exit::LEAKED);
        assert_eq!(check(&dir, &["--cgroup", "ci-job-42"]).unwrap(), exit::OK);
        assert_eq!(
            check(&dir, &["--cgroup", "ci-job-7."]).unwrap(),
            exit::LEAKED
        );
        // A filter matching nothing has nothing to fail.
        assert_eq!(check(&dir, &["--cgroup", "ci-job-99"]).unwrap(), exit::OK);
    }

    #[test]
    fn incomplete_fails_only_when_required() {
        let dir = TempDir::new("incomplete");
        let text = summary(60, None, &[], &[]).replace(
            "\"complete\":true,\"incomplete_reasons\":[]",
            "\"complete\":false,\"incomplete_reasons\":[\"3 events dropped\"]",
        );
        assert!(text.contains("events dropped"));
        dir.write("ze-tracer_pid60.json", &text);
        assert_eq!(check(&dir, &[]).unwrap(), exit::OK);
        assert_eq!(check(&dir, &["--require-complete"]).unwrap(), exit::LEAKED);
    }

    #[test]
    fn empty_dir_passes_missing_dir_is_usage() {
        let dir = TempDir::new("empty");
        assert_eq!(check(&dir, &[]).unwrap(), exit::OK);
        assert_eq!(check(&dir, &["--json"]).unwrap(), exit::OK);
        let missing = TempDir(dir.0.join("missing"));
        assert_eq!(check(&missing, &[]).unwrap_err().code(), exit::USAGE);
    }

    #[test]
    fn malformed_summary_is_an_error_naming_it() {
        let dir = TempDir::new("malformed");
        dir.write("ze-tracer_pid70.json", &summary(70, None, &[], &[]));
        dir.write("ze-tracer_pid71.2.json", "{\"pid\": 71, \"comm\": \"x\"");
        let err = check(&dir, &[]).unwrap_err();
        assert_eq!(err.code(), exit::INTERNAL);
        let msg = err.to_string();
        assert!(
            msg.contains("ze-tracer_pid71.2.json") && !msg.contains('\n'),
            "{msg}"
        );
    }

    #[test]
    fn json_verdict_names_offenders() {
        let dir = TempDir::new("json");
        dir.write(
            "ze-tracer_pid80.json",
            &summary(80, Some("/a.scope"), &[("Fences", 1)], &[]),
        );
        let args = Cli::try_parse_from(["check", dir.0.to_str().unwrap(), "--json"])
            .unwrap()
            .check;
        let v = to_json(&evaluate(&args).unwrap(), &args);
        assert_eq!(v["pass"], false);
        assert_eq!(v["leaked"][0]["pid"], 80);
        assert_eq!(v["leaked"][0]["cgroup"], "/a.scope");
        assert_eq!(v["leaked"][0]["outstanding"], json!({"Fences": 1}));
    }

    #[test]
    fn summary_names() {
        assert_eq!(summary_key("ze-tracer_pid1234.json"), Some((1234, 0)));
        assert_eq!(summary_key("ze-tracer_pid1234.3.json"), Some((1234, 3)));
        for name in [
            ".ze-tracer_pid1.json.tmp5",
            "ze-tracer_pid.json",
            "ze-tracer_pid1.x.json",
            "ze-tracer_pid1.csv",
            "ze-tracer_pid1.2.3.json",
            "ze-tracer_pid1..json",
        ] {
            assert_eq!(summary_key(name), None, "{name}");
        }
    }
}
