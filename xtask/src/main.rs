//! `cargo xtask`: sets up a machine, runs the demo and the tests.
//!
//! - `setup`: installs, idempotently, what building and testing need: Debian's Rust toolchain
//!   (it builds the eBPF crate with `-Z build-std`), LLVM 22, the Level Zero loader and headers,
//!   a C compiler, bpf-linker 0.13 built for LLVM 22, the tests' CPython 3.10 to 3.14
//!   (pythons.rs), upstream's Level Zero loader 1.32 (loaders.rs) and deploy/'s schema checkers
//!   (deploy.rs). A second run changes nothing.
//! - `demo`: setup, build, then trace the bundled demo (a Level Zero program with a leak, run on
//!   the test fixture's fake GPU behind the real loader) and show the report.
//! - `test`: setup, then every test: unit tests and the end-to-end tests (root, real probes).
//! - `bench`: setup, then measure what ze-tracer costs and write BENCHMARKS.md (see bench.rs);
//!   `bench check` runs its self-checks on small inputs (xtask/tests/bench.rs, in `test`).
//! - `install [--prefix DIR] [--destdir DIR]`: setup, build, install the binary, the man page and
//!   the systemd unit (see install.rs).
//! - `package [--out DIR]`: setup, build, a Debian package (see package.rs).
//! - `perfetto-proto`: the checked-in prost code of Perfetto's trace messages, from the vendored
//!   `perfetto_trace.proto` (see perfetto.rs).
mod bench;
mod daemon;
mod debs;
mod deploy;
mod install;
mod leak_or_cache;
mod loaders;
mod package;
mod perfetto;
mod pythons;
mod real_runtime;
mod soak;
mod venv;

use std::{
    env,
    path::{Path, PathBuf},
    process::{Command, ExitCode},
};

const APT_PACKAGES: &[&str] = &[
    "rustc-web",
    "cargo-web",
    "rust-web-src",
    "llvm-22-dev",
    "libpolly-22-dev",
    "libzstd-dev",
    "zlib1g-dev",
    "libze1",
    "libze-dev",
    "gcc",
    "make",
    // The tests' real consumers: a browser renders the report pages, Prometheus scrapes
    // --metrics, tmux gives `ze-tracer top` a terminal.
    "chromium",
    "prometheus",
    "tmux",
    // systemd-analyze checks the units; systemd-socket-activate passes --metrics its socket;
    // systemd-nspawn boots the machine in which the installed service is tested.
    "systemd",
    "systemd-container",
    // `cargo xtask package` strips the binary; the DaemonSet's test reads its YAML, checks it
    // against the API's schemas (deploy.rs's venv) and builds the image (a Debian base made by
    // mmdebstrap, since no registry of images is reached; buildah, chroot isolation).
    "binutils",
    "python3-yaml",
    "python3-venv",
    "buildah",
    "mmdebstrap",
    // Python leak sites: Debian's 3.11 and its headers (the layout test compiles against them);
    // the other versions are unpacked by pythons.rs, fetched with curl and retargeted at a newer
    // glibc with patchelf (as real_runtime.rs's Python is).
    "python3.11",
    "libpython3.11-dev",
    "curl",
    "patchelf",
    // The bench's `report` section reads the report's peak RSS from GNU time.
    "time",
];
const BPF_LINKER_VERSION: &str = "0.13.0";

pub(crate) type Result<T = ()> = std::result::Result<T, String>;

fn main() -> ExitCode {
    let args: Vec<String> = env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("setup") => setup(),
        Some("demo") => setup().and_then(|()| demo(&args[1..])),
        Some("test") => setup().and_then(|()| test(&args[1..])),
        Some("bench") => setup()
            .and_then(|()| build_fixture())
            .and_then(|fixture| bench::bench(fixture, args.get(1).map(String::as_str))),
        Some("soak") => setup().and_then(|()| soak::soak(args.get(1).map(String::as_str))),
        Some("install") => setup().and_then(|()| install::install(&args[1..])),
        Some("package") => setup().and_then(|()| package::package(&args[1..])),
        Some("perfetto-proto") => perfetto::command(&args[1..]),
        _ => {
            eprintln!(
                "usage: cargo xtask <setup|demo|test|soak|bench|install|package|perfetto-proto> [args]\n  \
                 setup  install build and test dependencies (idempotent)\n  \
                 demo   set up, build, and trace the bundled leaking demo\n  \
                 test   set up and run all tests, the real SYCL runtime's last (as root: they\n         \
                 load eBPF probes); `--no-real-runtime` skips those, as a name filter does\n         \
                 unless `--real-runtime` is given\n  \
                 soak [ROUNDS]\n         \
                 the real runtime's leak-or-cache runs, ROUNDS times (20) under two CPU hogs,\n         \
                 the page cache dropped every other round (as root)\n  \
                 bench  set up, measure ze-tracer's costs, write BENCHMARKS.md (as root);\n         \
                 `bench per-call|stacks|python|layers|pipeline|late-copies|exits|report|perfetto|metrics|scale`: that section only;\n         \
                 `bench check`: the quick sections' self-checks on small inputs, nothing written\n  \
                 install [--prefix DIR] [--destdir DIR]\n         \
                 set up, build, install ze-tracer, its man page and systemd unit\n  \
                 package [--out DIR]\n         \
                 set up, build, a Debian package (target/package)\n  \
                 perfetto-proto [--all FILE]\n         \
                 generate tracer-user/src/output/perfetto/proto.rs from the vendored Perfetto proto"
            );
            return ExitCode::from(2);
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("xtask: {e}");
            ExitCode::FAILURE
        }
    }
}

pub(crate) fn root_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap().to_owned()
}

pub(crate) fn run(cmd: &mut Command) -> Result {
    let status = cmd.status().map_err(|e| format!("cannot run {cmd:?}: {e}"))?;
    status.success().then_some(()).ok_or_else(|| format!("{cmd:?} failed: {status}"))
}

/// `cargo test` as `run`, its standard output passed through as it comes; if it fails, the
/// error ends with where each test panicked and the first line of what it said. A failing
/// test's message is often its daemon's whole log, and a CI page that shows the head and the
/// tail of the output shows neither the assertion nor its place otherwise.
fn run_tests(cmd: &mut Command) -> Result {
    use std::io::{BufRead, BufReader};
    let mut child = cmd.stdout(std::process::Stdio::piped()).spawn().map_err(|e| format!("cannot run {cmd:?}: {e}"))?;
    let mut panics: Vec<String> = Vec::new();
    let mut after_panic = false;
    for line in BufReader::new(child.stdout.take().expect("piped")).lines().map_while(std::result::Result::ok) {
        println!("{line}");
        if after_panic {
            let first: String = line.chars().take(300).collect();
            if let Some(last) = panics.last_mut() {
                last.push_str(&format!("\n    {first}"));
            }
        }
        after_panic = line.starts_with("thread '") && line.contains("' panicked at ");
        if after_panic {
            panics.push(format!("  {line}"));
        }
    }
    let status = child.wait().map_err(|e| format!("cannot wait for {cmd:?}: {e}"))?;
    match (status.success(), panics.is_empty()) {
        (true, _) => Ok(()),
        (false, true) => Err(format!("cargo test failed ({status}); it ran {cmd:?}")),
        (false, false) => Err(format!("cargo test failed ({status}); where its tests panicked:\n{}", panics.join("\n"))),
    }
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).trim() == "0")
}

fn setup() -> Result {
    let missing: Vec<&str> = APT_PACKAGES
        .iter()
        .copied()
        .filter(|pkg| {
            !Command::new("dpkg-query")
                .args(["-W", "-f=${Status}", pkg])
                .output()
                .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).contains("install ok installed"))
        })
        .collect();
    if !missing.is_empty() {
        if !is_root() {
            return Err(format!("missing packages {missing:?}; run `cargo xtask setup` as root"));
        }
        eprintln!("xtask: installing {}", missing.join(" "));
        run(Command::new("apt-get").arg("update").arg("-q"))?;
        run(Command::new("apt-get")
            .args(["install", "-y", "-q", "--no-install-recommends"])
            .args(&missing)
            .env("DEBIAN_FRONTEND", "noninteractive"))?;
    }

    let linker_ok = Command::new("bpf-linker")
        .arg("--version")
        .output()
        .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).contains(BPF_LINKER_VERSION));
    if !linker_ok {
        eprintln!("xtask: building bpf-linker {BPF_LINKER_VERSION} for LLVM 22 (about 3 minutes)");
        run(Command::new(env::var("CARGO").unwrap_or("cargo".into()))
            .args(["install", "bpf-linker", "--version", BPF_LINKER_VERSION])
            .args(["--no-default-features", "--features", "llvm-22"])
            .env("LLVM_PREFIX", "/usr/lib/llvm-22"))?;
    }
    pythons::setup()?;
    loaders::setup()?;
    deploy::setup()?;
    perfetto::setup()?;
    Ok(())
}

fn cargo() -> Command {
    let mut cmd = Command::new(env::var("CARGO").unwrap_or("cargo".into()));
    cmd.current_dir(root_dir());
    cmd
}

/// Builds the fake GPU driver and the workloads (C, against upstream's Level Zero headers, vendored in third_party/level-zero).
fn build_fixture() -> Result<PathBuf> {
    let out = root_dir().join("target/fixture");
    run(Command::new("make")
        .arg("-s")
        .arg("-C")
        .arg(root_dir().join("tests/fixture"))
        .arg(format!("OUT={}", out.display())))?;
    Ok(out)
}

fn demo(args: &[String]) -> Result {
    run(cargo().args(["build", "--release", "-p", "tracer-user"]))?;
    let fixture = build_fixture()?;
    let out = root_dir().join("target/demo");
    std::fs::create_dir_all(&out).map_err(|e| e.to_string())?;
    let tracer = root_dir().join("target/release/ze-tracer");
    eprintln!(
        "xtask: running the demo on the fake GPU, traced:\n  {} --html --output-dir {} -- {} demo\n",
        tracer.display(),
        out.display(),
        fixture.join("ze_workload").display()
    );
    let status = Command::new(&tracer)
        .arg("--html")
        .arg("--output-dir")
        .arg(&out)
        .args(args)
        .arg("--")
        .arg(fixture.join("ze_workload"))
        .arg("demo")
        .env("ZE_ENABLE_ALT_DRIVERS", fixture.join("libze_fake.so"))
        .status()
        .map_err(|e| format!("cannot run {}: {e}", tracer.display()))?;
    eprintln!("\nxtask: the CSV, the JSON summary and the HTML page are in {}", out.display());
    status.success().then_some(()).ok_or_else(|| format!("ze-tracer exited with {status}"))
}

fn test(args: &[String]) -> Result {
    if !is_root() {
        return Err("the tests load eBPF probes: run them as root".into());
    }
    // After the tests, the real runtime against the L0 leak checker: the stack users run, so
    // every full run has it (and CI). `--no-real-runtime` skips it, and so does a run of some
    // tests only (a name filter: a quick loop) unless `--real-runtime` asks for it. Both flags
    // are ours, not cargo's.
    let ours = ["--real-runtime", "--no-real-runtime"];
    let filtered = args.iter().any(|a| !a.starts_with('-'));
    let real_runtime = match (args.iter().any(|a| a == ours[0]), args.iter().any(|a| a == ours[1])) {
        (_, true) => false,
        (asked, false) => asked || !filtered,
    };
    let args: Vec<&String> = args.iter().filter(|a| !ours.contains(&a.as_str())).collect();
    let fixture = build_fixture()?;
    // Already set up by `setup`: this only names them (a few file reads).
    let pythons = pythons::setup()?;
    let loader = loaders::setup()?;
    loaders::fixture_132(&fixture, &loader)?;
    // The Python that decodes the Perfetto traces with Perfetto's own bindings.
    let perfetto_python = perfetto::setup()?;
    // As on a fresh host (most containers and CI VMs): tracefs and debugfs unmounted, in a
    // mount namespace of the suite's own, so the host keeps whatever it had mounted.
    let fresh = "for m in /sys/kernel/debug/tracing /sys/kernel/tracing /sys/kernel/debug; do \
                 umount -l \"$m\" 2>/dev/null; done; \
                 if grep -qE ' (tracefs|debugfs) ' /proc/self/mounts; then \
                 echo 'xtask: tracefs or debugfs still mounted' >&2; exit 1; fi; exec \"$@\"";
    // Release: the end-to-end tests time nothing, but a debug daemon is slow enough to hold up
    // the traced workloads for seconds.
    run_tests(Command::new("unshare")
        .args(["--mount", "--propagation", "private", "sh", "-c", fresh, "sh"])
        .arg(env::var("CARGO").unwrap_or("cargo".into()))
        .args(["test", "--workspace", "--release"])
        .args(args)
        .envs(pythons::test_env(&pythons))
        .envs(loaders::test_env(&loader))
        .env("ZE_TRACER_TEST_PERFETTO_PYTHON", &perfetto_python)
        .current_dir(root_dir()))?;
    if real_runtime { real_runtime::run() } else { Ok(()) }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A failing suite's error ends with each panic's place and its message's first line, the
    /// rest of a long message left to the output above; a passing one's is nothing.
    #[test]
    fn a_failing_suite_ends_with_where_its_tests_panicked() {
        let script = "echo 'running 1 test'; echo \"thread 'a' panicked at tests/x.rs:10:5:\"; \
                      echo 'no summary from the daemon; its log:'; echo 'line 1 of a long log'; exit 101";
        let err = run_tests(Command::new("sh").args(["-c", script])).unwrap_err();
        assert!(err.ends_with("  thread 'a' panicked at tests/x.rs:10:5:\n    no summary from the daemon; its log:"), "{err}");
        assert!(run_tests(Command::new("sh").args(["-c", "echo fine"])).is_ok());
    }
}
