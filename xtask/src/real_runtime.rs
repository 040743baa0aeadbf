//! `cargo xtask test --real-runtime`: ze-tracer against the L0 validation layer's leak checker on
//! a real Level Zero client nobody here wrote: Intel's SYCL runtime (PyPI `intel-sycl-rt`) driven
//! from Python by `dpctl`, on the fake GPU driver (tests/fixture/ze_fake.c).
//!
//! Why not Debian bookworm's loader (1.8.12): its validation layer has no leak checker, and no
//! SYCL runtime on PyPI runs on it (2025.0 needs `zeDeviceGetRootDevice`; 2025.3 and later embed
//! a static loader shim that crashes in 1.8.12's `zeDeviceGet`). Debian trixie's libze1 1.20.6
//! has both a loader SYCL runs on and `ZEL_ENABLE_BASIC_LEAK_CHECKER`, but needs glibc 2.38 and
//! libstdc++ 13: so trixie's libc6, libstdc++6, libgcc-s1 and libze1 are unpacked (`apt-get
//! download`, not installed) into target/real-runtime/trixie, and Python runs there through a copy
//! of the venv's interpreter whose ELF interpreter is trixie's ld.so. Its LD_LIBRARY_PATH is given
//! only to the Python process (through `env`): the system's binaries must not see trixie's libc.
//!
//! Two cases, each run once under the leak checker and once under ze-tracer (run mode):
//! - `known`: the loader in the trixie directory, passed to ze-tracer with `--lib`;
//! - `dlopen`: a fresh copy in a directory named only in the command's LD_LIBRARY_PATH, so
//!   ze-tracer meets it only when the SYCL runtime dlopens it.
//!
//! Per API, successful creates/destroys must equal the checker's, and so must outstanding objects
//! per type; the summary must be complete. Bytes are shown, not compared: the checker counts none.
//!
//! Then `leak_or_cache`: what the pools and the runtime keep is told from what the program leaks.

use crate::{build_fixture, cargo, debs, root_dir, Result};
use serde_json::Value;
use std::{
    collections::BTreeMap,
    fs,
    path::{Path, PathBuf},
    process::{Command, Stdio},
    time::{Instant, SystemTime, UNIX_EPOCH},
};

/// Verified to run on the fake GPU behind libze1 1.20.6 (dpctl pins intel-sycl-rt to 2026.*; the
/// exact runtime is pinned too, so a new release cannot change what is compared).
const PIP_PACKAGES: &[&str] = &["dpctl==0.22.1", "intel-sycl-rt==2026.2.0"];
const TRIXIE_PACKAGES: &[&str] = &["libze1=1.20.6-1", "libc6/trixie", "libstdc++6/trixie", "libgcc-s1/trixie"];
const LOADER: &str = "libze_loader.so.1.20.6";
const SCRIPT: &str = "tests/real_runtime/sycl_leak.py";

/// The leak checker's create/destroy sets (zel_basic_leak_checker.cpp) and ze-tracer's column for
/// each; `Memory` is counted from the summary's outstanding objects of type Memory.
const GROUPS: &[(&str, &[&str], &[&str])] = &[
    ("Contexts", &["zeContextCreate"], &["zeContextDestroy"]),
    ("CommandQueues", &["zeCommandQueueCreate"], &["zeCommandQueueDestroy"]),
    ("Modules", &["zeModuleCreate"], &["zeModuleDestroy"]),
    ("Kernels", &["zeKernelCreate"], &["zeKernelDestroy"]),
    ("EventPools", &["zeEventPoolCreate"], &["zeEventPoolDestroy"]),
    ("CommandLists", &["zeCommandListCreateImmediate", "zeCommandListCreate"], &["zeCommandListDestroy"]),
    ("Events", &["zeEventCreate", "zexCounterBasedEventCreate2"], &["zeEventDestroy"]),
    ("Fences", &["zeFenceCreate"], &["zeFenceDestroy"]),
    ("Images", &["zeImageCreate", "zeImageViewCreateExt"], &["zeImageDestroy"]),
    ("Samplers", &["zeSamplerCreate"], &["zeSamplerDestroy"]),
    ("Memory", &["zeMemAllocDevice", "zeMemAllocHost", "zeMemAllocShared"], &["zeMemFree", "zeMemFreeExt"]),
];

/// The real runtime, set up: Python with dpctl on trixie's libraries, and the fake GPU.
pub struct Prepared {
    pub work: PathBuf,
    pub python: PathBuf,
    /// Trixie's library directory (its loader, its libc).
    pub trixie: PathBuf,
    pub fixture: PathBuf,
}

impl Prepared {
    /// What the Python process's environment must hold: trixie's libraries, the fake GPU.
    pub fn env(&self) -> [(&'static str, String); 2] {
        [
            ("LD_LIBRARY_PATH", self.trixie.display().to_string()),
            ("ZE_ENABLE_ALT_DRIVERS", self.fixture.join("libze_fake.so").display().to_string()),
        ]
    }
}

/// Sets the real runtime up (once; later, a few file reads).
pub fn prepare() -> Result<Prepared> {
    let root = root_dir();
    let work = root.join("target/real-runtime");
    let venv = setup_venv(&root.join("target/real-runtime-venv"))?;
    let trixie = setup_trixie(&work)?;
    let python = trixie_python(&venv, &trixie)?;
    let fixture = build_fixture()?;
    Ok(Prepared { work, python, trixie, fixture })
}

pub fn run() -> Result {
    let start = Instant::now();
    let root = root_dir();
    let Prepared { work, python, trixie, fixture } = prepare()?;
    crate::run(cargo().args(["build", "--release", "-p", "tracer-user"]))?;
    eprintln!("xtask: real-runtime: set up in {:.0} s", start.elapsed().as_secs_f64());

    let mut failed = Vec::new();
    for case in ["known", "dlopen"] {
        let t = Instant::now();
        // The dlopen case's directory is new on every run: ze-tracer cannot have seen it.
        let stamp = SystemTime::now().duration_since(UNIX_EPOCH).unwrap().as_nanos();
        let copy = work.join(format!("dlopen-{}-{stamp}", std::process::id()));
        let lib_path = if case == "known" {
            trixie.display().to_string()
        } else {
            fs::create_dir_all(&copy).map_err(|e| format!("cannot create {}: {e}", copy.display()))?;
            fs::copy(trixie.join(LOADER), copy.join(LOADER)).map_err(|e| format!("cannot copy the loader: {e}"))?;
            std::os::unix::fs::symlink(LOADER, copy.join("libze_loader.so.1")).map_err(|e| e.to_string())?;
            format!("{}:{}", copy.display(), trixie.display())
        };
        let env = [
            ("LD_LIBRARY_PATH", lib_path),
            ("ZE_ENABLE_ALT_DRIVERS", fixture.join("libze_fake.so").display().to_string()),
        ];
        let result = compare(case, &root, &work, &python, &trixie, &env);
        let _ = fs::remove_dir_all(&copy);
        eprintln!("xtask: real-runtime: case {case}: {:.1} s", t.elapsed().as_secs_f64());
        if let Err(e) = result {
            eprintln!("xtask: real-runtime: case {case} FAILED: {e}");
            failed.push(case);
        }
    }
    let env = Prepared { work: work.clone(), python: python.clone(), trixie: trixie.clone(), fixture: fixture.clone() }.env();
    let setup = crate::leak_or_cache::Setup { root: &root, work: &work, python: &python, trixie: &trixie, env: &env };
    if let Err(e) = crate::leak_or_cache::run(&setup, crate::leak_or_cache::SUITE_KEEP_RUNS) {
        eprintln!("xtask: real-runtime: leak or cache FAILED: {e}");
        failed.push("leak or cache");
    }
    eprintln!("xtask: real-runtime: {:.0} s in all", start.elapsed().as_secs_f64());
    failed.is_empty().then_some(()).ok_or_else(|| format!("real-runtime: case(s) {failed:?} failed"))
}

/// Runs the script under the leak checker, then under ze-tracer, and compares the two.
fn compare(case: &str, root: &Path, work: &Path, python: &Path, trixie: &Path, env: &[(&str, String)]) -> Result {
    // (a) The validation layer, loaded by the loader from LD_LIBRARY_PATH (the trixie directory).
    let out = Command::new(python)
        .arg(root.join(SCRIPT))
        .envs(env.iter().map(|(k, v)| (k, v)))
        .env("ZE_ENABLE_VALIDATION_LAYER", "1")
        .env("ZEL_ENABLE_BASIC_LEAK_CHECKER", "1")
        .stdout(Stdio::inherit())
        .output()
        .map_err(|e| format!("cannot run {}: {e}", python.display()))?;
    let stderr = String::from_utf8_lossy(&out.stderr);
    if !out.status.success() {
        return Err(format!("the script failed under the validation layer ({}): {stderr}", out.status));
    }
    let checker = parse_checker(&stderr)?;

    // (b) ze-tracer, run mode. `env` sets the command's environment after ze-tracer forked, so
    // neither ze-tracer nor `env` itself runs with trixie's libc first in its path.
    let dir = work.join(format!("out-{case}"));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let mut tracer = Command::new(root.join("target/release/ze-tracer"));
    // A window deep enough for Python → dpctl → SYCL → Unified Runtime → UMF → the loader.
    tracer.arg("-q").arg("--output-dir").arg(&dir).args(["--stack-bytes", "4096"]);
    if case == "known" {
        tracer.arg("--lib").arg(trixie.join("libze_loader.so.1"));
    }
    tracer.args(["--", "env"]).args(env.iter().map(|(k, v)| format!("{k}={v}"))).arg(python).arg(root.join(SCRIPT));
    eprintln!("xtask: real-runtime: {case}: {tracer:?}");
    let out = tracer.stderr(Stdio::inherit()).output().map_err(|e| format!("cannot run ze-tracer: {e}"))?;
    let stdout = String::from_utf8_lossy(&out.stdout);
    print!("{stdout}");
    if !out.status.success() {
        return Err(format!("ze-tracer exited with {}", out.status));
    }
    let summary = l0_summary(&dir)?;
    report(case, &checker, &summary)?;
    sites(&summary)?;
    let truth = stdout.lines().find_map(|l| l.strip_prefix("PY_SITES ")).ok_or("the script printed no PY_SITES")?;
    python_sites(&summary, &serde_json::from_str(truth).map_err(|e| format!("PY_SITES: {e}"))?)
}

/// Every leaked allocation's site names the Python line that made it (`python_place`), and
/// the three the script keeps on purpose name `keep_buffers` and its line, with their callers.
fn python_sites(s: &Value, truth: &Value) -> Result {
    let sites = s["sites"].as_array().ok_or("the summary has no leak sites")?;
    let python = |site: &Value| -> Vec<(String, u64)> {
        site["frames"].as_array().map_or(vec![], |f| {
            f.iter()
                .filter(|f| f["python"] == true)
                .map(|f| (f["function"].as_str().unwrap_or("?").to_owned(), f["line"].as_u64().unwrap_or(0)))
                .collect()
        })
    };
    for site in sites.iter().filter(|site| is_memory(site)) {
        println!("    {} x memory: {}", site["objects"], site["python_place"]);
        if site["python_place"].is_null() {
            return Err(format!("a leak site of memory names no Python line: {site}"));
        }
    }
    let (function, line) = (truth["function"].as_str().unwrap_or("?"), truth["line"].as_u64().unwrap_or(0));
    let kept: Vec<&Value> = sites.iter().filter(|site| python(site).first() == Some(&(function.to_owned(), line))).collect();
    let objects: u64 = kept.iter().map(|site| site["objects"].as_u64().unwrap_or(0)).sum();
    if objects != truth["objects"].as_u64().unwrap_or(0) {
        return Err(format!("{objects} objects kept at {function}:{line}, the script kept {}", truth["objects"]));
    }
    for caller in truth["callers"].as_array().into_iter().flatten() {
        let want = (caller[0].as_str().unwrap_or("?").to_owned(), caller[1].as_u64().unwrap_or(0));
        if !kept.iter().any(|site| python(site).get(1) == Some(&want)) {
            return Err(format!("no site of {function}:{line} called from {want:?}"));
        }
    }
    println!("python sites: {objects} objects kept at {function} (sycl_leak.py:{line}), from {} callers", truth["callers"].as_array().map_or(0, Vec::len));
    Ok(())
}

/// Every leaked allocation's site names the application's call through SYCL: dpctl's
/// `DPCTLmalloc_*` and SYCL's `malloc_*`, from stacks unwound through code built without frame
/// pointers.
fn sites(s: &Value) -> Result {
    let sites = s["sites"].as_array().ok_or("the summary has no leak sites")?;
    let names = |site: &Value| -> Vec<String> {
        site["frames"].as_array().map_or(vec![], |f| f.iter().filter_map(|f| f["function"].as_str().map(str::to_owned)).collect())
    };
    println!("leak sites: {}; the largest:", sites.len());
    for f in names(&sites[0]).iter().take(16) {
        println!("    {f}");
    }
    for site in sites.iter().filter(|site| is_memory(site)) {
        let names = names(site);
        let has = |prefix: &str| names.iter().any(|n| n.starts_with(prefix));
        if !has("DPCTLmalloc_") || !has("sycl::_V1::malloc_") {
            return Err(format!("a leak site of memory does not name dpctl's and SYCL's allocation: {site}"));
        }
    }
    Ok(())
}

/// A site of USM: Level Zero's allocations, or blocks from a UMF pool (what SYCL hands out).
fn is_memory(site: &Value) -> bool {
    site["types"]["Memory"].as_u64().is_some() || site["types"]["PooledMemory"].as_u64().is_some()
}

/// The counts in the checker's table: `  zeContextCreate = 1     \--->  zeContextDestroy = 0 ...`.
fn parse_checker(stderr: &str) -> Result<BTreeMap<String, i64>> {
    let table = stderr
        .split_once("Check balance of create/destroy calls")
        .ok_or("the validation layer printed no leak-checker table (was the layer loaded?)")?
        .1;
    let words: Vec<&str> = table.split_whitespace().collect();
    let counts: BTreeMap<String, i64> = words
        .windows(3)
        .filter(|w| w[1] == "=" && w[0].starts_with("ze"))
        .filter_map(|w| Some((w[0].to_string(), w[2].parse().ok()?)))
        .collect();
    counts.contains_key("zeContextCreate").then_some(counts).ok_or_else(|| "cannot parse the leak-checker table".into())
}

/// The summary of the one process that made L0 calls (`env`'s image and any helper made none).
fn l0_summary(dir: &Path) -> Result<Value> {
    let mut found = Vec::new();
    for entry in fs::read_dir(dir).map_err(|e| format!("cannot read {}: {e}", dir.display()))? {
        let path = entry.map_err(|e| e.to_string())?.path();
        if path.extension().is_some_and(|e| e == "json") {
            let text = fs::read_to_string(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
            let v: Value = serde_json::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))?;
            if v["calls"].as_object().is_some_and(|c| !c.is_empty()) {
                found.push(v);
            }
        }
    }
    match found.len() {
        1 => Ok(found.pop().unwrap()),
        0 => Err(format!("no summary in {} shows an L0 call", dir.display())),
        n => Err(format!("{n} summaries in {} show L0 calls; expected one process", dir.display())),
    }
}

/// Prints both sides, one row per API and per outstanding type; Err on any difference.
fn report(case: &str, checker: &BTreeMap<String, i64>, s: &Value) -> Result {
    let calls = |api: &str| s["calls"][api].as_i64().unwrap_or(0);
    let mut mismatches = Vec::new();
    println!("\n=== real runtime, case {case}: pid {} ({}) ===", s["pid"], s["comm"].as_str().unwrap_or("?"));
    println!("{:<30} {:>13} {:>10}", "", "leak checker", "ze-tracer");
    for (column, ctors, dtors) in GROUPS {
        let mut leaked = 0;
        for api in ctors.iter().chain(dtors.iter()) {
            let Some(&theirs) = checker.get(*api) else { continue }; // not in this layer version
            let ours = calls(api);
            leaked += if ctors.contains(api) { theirs } else { -theirs };
            let mark = if theirs == ours { "" } else { "  MISMATCH" };
            println!("{api:<30} {theirs:>13} {ours:>10}{mark}");
            if theirs != ours {
                mismatches.push(format!("{api} {theirs} vs {ours}"));
            }
        }
        let ours = if *column == "Memory" {
            let objects = s["objects"].as_array().map_or(&[][..], Vec::as_slice);
            objects.iter().filter(|o| o["type"] == "Memory").count() as i64
        } else {
            s["outstanding"][column].as_i64().unwrap_or(-1)
        };
        let mark = if leaked == ours { "" } else { "  MISMATCH" };
        println!("{:<30} {leaked:>13} {ours:>10}{mark}", format!("  outstanding {column}"));
        if leaked != ours {
            mismatches.push(format!("outstanding {column} {leaked} vs {ours}"));
        }
    }
    let bytes = &s["outstanding_memory_bytes"];
    println!("{:<30} {:>13} {:>10}", "  outstanding bytes", "-", bytes["total"]);
    println!("complete: {}  incomplete_reasons: {}", s["complete"], s["incomplete_reasons"]);
    if s["complete"] != Value::Bool(true) {
        mismatches.push(format!("summary incomplete: {}", s["incomplete_reasons"]));
    }
    mismatches.is_empty().then_some(()).ok_or_else(|| mismatches.join("; "))
}

/// A venv with the pinned dpctl; kept across runs (about 1 GB, 30 s to make).
fn setup_venv(venv: &Path) -> Result<PathBuf> {
    let python = venv.join("bin/python");
    let check = "import importlib.metadata as m; assert m.version('dpctl') == '0.22.1' and m.version('intel-sycl-rt') == '2026.2.0'";
    if Command::new(&python).args(["-c", check]).stderr(Stdio::null()).status().is_ok_and(|s| s.success()) {
        return Ok(venv.to_owned());
    }
    // Debian's python3 (not a pyenv shim): its python3-venv is one apt package away.
    let mkvenv = || Command::new("/usr/bin/python3").arg("-m").arg("venv").arg("--clear").arg(venv).status();
    if !mkvenv().is_ok_and(|s| s.success()) {
        crate::run(Command::new("apt-get").args(["install", "-y", "-q", "python3-venv"]).env("DEBIAN_FRONTEND", "noninteractive"))?;
        crate::run(Command::new("/usr/bin/python3").arg("-m").arg("venv").arg("--clear").arg(venv))?;
    }
    eprintln!("xtask: real-runtime: pip install {} (about 1 GB)", PIP_PACKAGES.join(" "));
    crate::run(Command::new(&python).args(["-m", "pip", "install", "-q"]).args(PIP_PACKAGES))?;
    Ok(venv.to_owned())
}

/// trixie's libc, libstdc++, libgcc and libze1 unpacked into WORK/trixie (its library directory
/// is returned). apt-get with a private list and cache: the machine's apt state is not touched.
fn setup_trixie(work: &Path) -> Result<PathBuf> {
    let lib = work.join("trixie/usr/lib/x86_64-linux-gnu");
    if lib.join(LOADER).exists() && lib.join("ld-linux-x86-64.so.2").exists() && lib.join("libstdc++.so.6").exists() {
        return Ok(lib);
    }
    let apt = work.join("apt");
    // A fresh debs/: an older point release left there would be unpacked over the new one.
    let _ = fs::remove_dir_all(apt.join("debs"));
    for d in ["lists/partial", "cache/archives/partial", "debs"] {
        fs::create_dir_all(apt.join(d)).map_err(|e| format!("cannot create {}: {e}", apt.join(d).display()))?;
    }
    let sources = apt.join("sources.list");
    fs::write(
        &sources,
        "deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] http://deb.debian.org/debian trixie main\n",
    )
    .map_err(|e| format!("cannot write {}: {e}", sources.display()))?;
    let opts = [
        format!("-o=Dir::Etc::SourceList={}", sources.display()),
        "-o=Dir::Etc::SourceParts=/dev/null".into(),
        format!("-o=Dir::State::Lists={}", apt.join("lists").display()),
        format!("-o=Dir::Cache={}", apt.join("cache").display()),
        // Downloads land in a root-owned directory: apt's sandbox user could not write there.
        "-o=APT::Sandbox::User=root".into(),
    ];
    eprintln!("xtask: real-runtime: apt-get download {} (trixie)", TRIXIE_PACKAGES.join(" "));
    crate::run(Command::new("apt-get").args(&opts).args(["update", "-q"]))?;
    let debs = apt.join("debs");
    crate::run(Command::new("apt-get").args(&opts).arg("download").args(TRIXIE_PACKAGES).current_dir(&debs))?;
    let downloaded: Vec<PathBuf> = fs::read_dir(&debs).map_err(|e| e.to_string())?.filter_map(|d| Some(d.ok()?.path())).collect();
    debs::unpack(&downloaded, &work.join("trixie"))?;
    lib.join(LOADER).exists().then_some(lib).ok_or_else(|| format!("{LOADER} missing after unpacking trixie's libze1"))
}

/// A copy of the venv's python whose ELF interpreter is trixie's ld.so: glibc's ld.so and libc
/// must match, and the copy in the venv's bin/ keeps the venv (pyvenv.cfg is found beside it).
fn trixie_python(venv: &Path, trixie: &Path) -> Result<PathBuf> {
    let out = venv.join("bin/python-trixie");
    if debs::uses_glibc(&out, trixie) {
        return Ok(out);
    }
    let real = fs::canonicalize(venv.join("bin/python")).map_err(|e| format!("no python in the venv: {e}"))?;
    fs::copy(&real, &out).map_err(|e| format!("cannot copy {}: {e}", real.display()))?;
    debs::use_glibc(&out, trixie, false)?;
    Ok(out)
}
