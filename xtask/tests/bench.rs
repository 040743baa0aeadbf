//! `cargo xtask bench check`: the bench's quick sections run on small inputs and their
//! self-checks pass against today's code (the `pipeline` bench target builds and writes a row
//! per event; the report's page draws every VmRSS spike of its CSV where and as high as it is;
//! a scrape shows every object held), so a change that would break `cargo xtask bench` fails
//! here, in seconds, and not in a user's run of many minutes. It publishes nothing:
//! BENCHMARKS.md is left as it was.
use std::{fs, path::Path, process::Command};

#[test]
fn the_quick_sections_measure_and_check_and_write_nothing() {
    let published = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap().join("BENCHMARKS.md");
    let before = fs::read(&published).ok();
    let out = Command::new(env!("CARGO_BIN_EXE_xtask")).args(["bench", "check"]).output().unwrap();
    let (stdout, stderr) = (String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    assert!(out.status.success(), "bench check failed ({}):\n{stderr}\n{stdout}", out.status);
    for section in ["## 2. Daemon throughput", "## 6. `ze-tracer report`", "## 7. A `--metrics` scrape"] {
        assert!(stdout.contains(section), "{section} not measured:\n{stdout}");
    }
    assert!(!stdout.contains("Not measured"), "{stdout}");
    assert_eq!(fs::read(&published).ok(), before, "bench check wrote BENCHMARKS.md");
}
