//! `cargo xtask package`: a Debian package that installs the stripped binary, its man page, the
//! units (not enabled), the rules and the dashboard, declares what it needs, and installs with
//! dpkg itself (into a scratch root: the tests' machine has no systemd as PID 1).
use std::{
    fs,
    path::{Path, PathBuf},
    process::Command,
};

fn out(cmd: &mut Command) -> String {
    let o = cmd.output().unwrap();
    assert!(o.status.success(), "{cmd:?}: {}", String::from_utf8_lossy(&o.stderr));
    String::from_utf8(o.stdout).unwrap()
}

#[test]
fn the_package_installs_what_a_runner_needs() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("package");
    let _ = fs::remove_dir_all(&dir);
    out(Command::new(env!("CARGO_BIN_EXE_xtask")).args(["package", "--out"]).arg(&dir));
    let deb: PathBuf = fs::read_dir(&dir)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .find(|p| p.extension().is_some_and(|x| x == "deb"))
        .expect("no .deb");

    let fields = out(Command::new("dpkg-deb").arg("-f").arg(&deb).args(["Package", "Depends", "Recommends"]));
    assert!(fields.contains("Package: ze-tracer") && fields.contains("Depends: libc6 (>= 2.34), libgcc-s1"), "{fields}");
    let files = out(Command::new("dpkg-deb").arg("-c").arg(&deb));
    for path in [
        "./usr/bin/ze-tracer",
        "./usr/share/man/man8/ze-tracer.8.gz",
        "./usr/lib/systemd/system/ze-tracer.service",
        "./usr/lib/systemd/system/ze-tracer.socket",
        "./usr/share/ze-tracer/ze-tracer-alerts.yml",
        "./usr/share/ze-tracer/ze-tracer-dashboard.json",
    ] {
        assert!(files.lines().any(|l| l.ends_with(path)), "{path} not in:\n{files}");
    }

    // Installed by dpkg, maintainer scripts run (outside the scratch root, which has no shell).
    let root = dir.join("installed");
    fs::create_dir_all(root.join("var/lib/dpkg/info")).unwrap();
    fs::create_dir_all(root.join("var/lib/dpkg/updates")).unwrap();
    fs::write(root.join("var/lib/dpkg/status"), "").unwrap();
    fs::write(root.join("var/lib/dpkg/available"), "").unwrap();
    out(Command::new("dpkg")
        .arg(format!("--root={}", root.display()))
        .args(["--force-depends", "--force-script-chrootless", "-i"])
        .arg(&deb));
    let status = out(Command::new("dpkg").arg(format!("--root={}", root.display())).args(["-s", "ze-tracer"]));
    assert!(status.contains("Status: install ok installed"), "{status}");

    // Stripped, its debug info beside the package and linked; it runs.
    let binary = root.join("usr/bin/ze-tracer");
    let sections = out(Command::new("readelf").arg("-S").arg(&binary));
    assert!(!sections.contains(".debug_info") && sections.contains(".gnu_debuglink"), "{sections}");
    assert!(fs::metadata(&binary).unwrap().len() < 20 << 20);
    assert!(out(Command::new(&binary).arg("--version")).starts_with("ze-tracer "));
    // The unit runs the packaged binary, within the output budget; nothing enables it.
    let unit = fs::read_to_string(root.join("usr/lib/systemd/system/ze-tracer.service")).unwrap();
    assert!(unit.contains("\nExecStart=/usr/bin/ze-tracer --log-level info --max-output-mb 1024 --max-output-age 14d --serve-runs /run/ze-tracer/runs.sock\n"), "{unit}");
    assert!(!root.join("etc/systemd/system/multi-user.target.wants").exists());
}
