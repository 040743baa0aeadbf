//! The systemd unit and `cargo xtask install`, checked with systemd's own tools: the unit must
//! load without a warning, stay at an exposure of "OK" or better, and install where its
//! ExecStart= and Documentation= point.
use std::{
    fs,
    os::unix::fs::PermissionsExt,
    path::{Path, PathBuf},
    process::{Command, Output},
    sync::OnceLock,
};

/// `systemd-analyze security`'s "OK" ends below 5.0 (its table: OK from 1.0, MEDIUM from 5.0).
const MAX_EXPOSURE: f64 = 4.9;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap()
}

fn xtask_install(destdir: &Path) -> Output {
    let out = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .args(["install", "--destdir"])
        .arg(destdir)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success(),
        "cargo xtask install failed: {}\n{stderr}",
        out.status
    );
    out
}

/// A tree staged by `cargo xtask install --destdir`, made once for all tests.
fn staged() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("install");
        let _ = fs::remove_dir_all(&dir);
        xtask_install(&dir);
        dir
    })
}

/// None, with a note, where systemd's tools are missing.
fn systemd_analyze() -> Option<Command> {
    if Command::new("systemd-analyze")
        .arg("--version")
        .output()
        .is_err()
    {
        eprintln!("note: no systemd-analyze on this machine: unit not checked");
        return None;
    }
    Some(Command::new("systemd-analyze"))
}

#[test]
fn install_stages_binary_man_page_and_unit() {
    let dir = staged();
    let binary = dir.join("usr/local/bin/ze-tracer");
    let built = fs::read(root().join("target/release/ze-tracer")).unwrap();
    assert!(
        fs::read(&binary).unwrap() == built,
        "{} is not the built binary",
        binary.display()
    );
    assert_eq!(
        fs::metadata(&binary).unwrap().permissions().mode() & 0o777,
        0o755
    );

    // roff, titled for the name and section it is installed under (clap_mangen puts string
    // definitions before the title).
    let man = fs::read_to_string(dir.join("usr/local/share/man/man8/ze-tracer.8")).unwrap();
    let title = man.lines().find(|l| l.starts_with(".TH "));
    assert!(
        title.is_some_and(|t| t.starts_with(".TH ze-tracer 8 ")),
        "man page title: {title:?}"
    );

    let unit =
        fs::read_to_string(dir.join("usr/local/lib/systemd/system/ze-tracer.service")).unwrap();
    let exec: Vec<&str> = unit
        .lines()
        .filter(|l| l.starts_with("ExecStart="))
        .collect();
    assert_eq!(exec, ["ExecStart=/usr/local/bin/ze-tracer --log-level info --max-output-mb 1024 --max-output-age 14d --serve-runs /run/ze-tracer/runs.sock"]);

    // A second run changes nothing.
    let again = String::from_utf8(xtask_install(dir).stderr).unwrap();
    assert_eq!(again.matches(" unchanged").count(), 6, "{again}");
}

#[test]
fn unit_verifies_without_warnings() {
    let Some(mut analyze) = systemd_analyze() else {
        return;
    };
    let dir = staged();
    let unit =
        fs::read_to_string(dir.join("usr/local/lib/systemd/system/ze-tracer.service")).unwrap();
    // verify wants ExecStart='s binary to exist, and Documentation='s man page to be found.
    let binary = dir.join("usr/local/bin/ze-tracer");
    let unit = unit.replace(
        "ExecStart=/usr/local/bin/ze-tracer",
        &format!("ExecStart={}", binary.display()),
    );
    let copy = Path::new(env!("CARGO_TARGET_TMPDIR")).join("verify");
    fs::create_dir_all(&copy).unwrap();
    fs::write(copy.join("ze-tracer.service"), unit).unwrap();
    let socket = dir.join("usr/local/lib/systemd/system/ze-tracer.socket");
    fs::copy(socket, copy.join("ze-tracer.socket")).unwrap();

    let out = analyze
        .arg("verify")
        .arg(copy.join("ze-tracer.service"))
        .arg(copy.join("ze-tracer.socket"))
        .env("MANPATH", dir.join("usr/local/share/man"))
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success() && stderr.trim().is_empty(),
        "systemd-analyze verify: {}\n{stderr}",
        out.status
    );
}

#[test]
fn unit_exposure_is_ok() {
    let Some(mut analyze) = systemd_analyze() else {
        return;
    };
    let out = analyze
        .args(["security", "--offline=true", "--no-pager"])
        .arg(root().join("scripts/ze-tracer.service"))
        .env("SYSTEMD_COLORS", "0")
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    // "→ Overall exposure level for ze-tracer.service: 1.8 OK 🙂"
    let overall = stdout
        .lines()
        .find_map(|l| {
            l.split_once("Overall exposure level for ze-tracer.service: ")
                .map(|(_, v)| v)
        })
        .unwrap_or_else(|| {
            panic!(
                "no overall exposure in:\n{stdout}{}",
                String::from_utf8_lossy(&out.stderr)
            )
        });
    let mut words = overall.split_whitespace();
    let score: f64 = words.next().unwrap().parse().unwrap();
    let level = words.next().unwrap_or_default();
    assert!(
        score <= MAX_EXPOSURE && ["OK", "SAFE", "PERFECT"].contains(&level),
        "exposure {score} {level}, above OK ({MAX_EXPOSURE}):\n{stdout}"
    );
}
