//! `cargo xtask package [--out DIR]`: a Debian package of ze-tracer, built with Debian's own
//! `dpkg-deb` (no download): what `install --prefix /usr` lays out, the binary stripped (its
//! debug info split beside the package, linked by `.gnu_debuglink`), the man page gzipped, the
//! service installed but not enabled. `apt install ./ze-tracer_*.deb && systemctl enable --now
//! ze-tracer` is the whole set-up of a runner.
use std::{
    fs,
    path::{Path, PathBuf},
    process::Command,
};

use crate::{Result, root_dir, run};

/// What the binary needs at run time (it links glibc and libgcc_s only; BTF and the kernel's
/// features are checked when it starts, not by the package manager).
const DEPENDS: &str = "libc6 (>= 2.34), libgcc-s1";

const POSTINST: &str = "#!/bin/sh\nset -e\n# Installed, not enabled: `systemctl enable --now ze-tracer` starts tracing.\nif [ -d /run/systemd/system ]; then systemctl daemon-reload >/dev/null || true; fi\n";
const PRERM: &str = "#!/bin/sh\nset -e\nif [ -d /run/systemd/system ] && [ \"$1\" = remove ]; then\n  systemctl stop ze-tracer.service ze-tracer.socket >/dev/null 2>&1 || true\n  systemctl disable ze-tracer.service ze-tracer.socket >/dev/null 2>&1 || true\nfi\n";
const POSTRM: &str = "#!/bin/sh\nset -e\nif [ -d /run/systemd/system ]; then systemctl daemon-reload >/dev/null || true; fi\n";

pub fn package(args: &[String]) -> Result {
    let out = match args {
        [] => root_dir().join("target/package"),
        [flag, dir] if flag == "--out" => PathBuf::from(dir),
        _ => return Err("package: usage: cargo xtask package [--out DIR]".into()),
    };
    let staging = out.join("root");
    let _ = fs::remove_dir_all(&staging);
    fs::create_dir_all(&staging).map_err(|e| format!("{}: {e}", staging.display()))?;
    crate::install::install(&["--prefix".into(), "/usr".into(), "--destdir".into(), staging.display().to_string()])?;

    let version = version()?;
    let arch = String::from_utf8(Command::new("dpkg").arg("--print-architecture").output().map_err(|e| format!("dpkg: {e}"))?.stdout)
        .map_err(|e| e.to_string())?
        .trim()
        .to_owned();
    let name = format!("ze-tracer_{version}_{arch}");

    // The binary stripped; its debug info beside the package, found by debuggers through the
    // link (and the build ID) it keeps.
    let binary = staging.join("usr/bin/ze-tracer");
    let debug = out.join(format!("{name}.debug"));
    run(Command::new("objcopy").arg("--only-keep-debug").arg(&binary).arg(&debug))?;
    run(Command::new("objcopy").args(["--strip-debug", "--strip-unneeded"]).arg(format!("--add-gnu-debuglink={}", debug.display())).arg(&binary))?;
    // Debian's policy: man pages compressed.
    let man = staging.join("usr/share/man/man8/ze-tracer.8");
    run(Command::new("gzip").args(["-9nf"]).arg(&man))?;

    let control_dir = staging.join("DEBIAN");
    fs::create_dir_all(&control_dir).map_err(|e| e.to_string())?;
    let size_kb = du_kb(&staging);
    let control = format!(
        "Package: ze-tracer\nVersion: {version}\nArchitecture: {arch}\nMaintainer: ze-tracer developers <ze-tracer@localhost>\n\
         Installed-Size: {size_kb}\nDepends: {DEPENDS}\nRecommends: libze1\nSection: devel\nPriority: optional\n\
         Homepage: https://github.com/ze-tracer/ze-tracer\n\
         Description: Level Zero leak tracer (eBPF)\n \
         Watches every Level Zero program on the machine from outside, with no restart and no\n \
         environment variables in the target: per-process CSVs in the validation layer's System\n \
         Resource Tracker format, a leak summary when a process ends, a CI gate (ze-tracer check)\n \
         and OpenMetrics. The systemd service is installed but not enabled.\n"
    );
    write_mode(&control_dir.join("control"), &control, 0o644)?;
    for (file, text) in [("postinst", POSTINST), ("prerm", PRERM), ("postrm", POSTRM)] {
        write_mode(&control_dir.join(file), text, 0o755)?;
    }
    let deb = out.join(format!("{name}.deb"));
    run(Command::new("dpkg-deb").args(["--root-owner-group", "-Zxz", "--build"]).arg(&staging).arg(&deb))?;
    eprintln!("xtask: {} (debug info: {})", deb.display(), debug.display());
    Ok(())
}

/// The workspace's version, from its manifest.
fn version() -> Result<String> {
    let manifest = fs::read_to_string(root_dir().join("Cargo.toml")).map_err(|e| e.to_string())?;
    manifest
        .lines()
        .find_map(|l| l.strip_prefix("version = \"")?.strip_suffix('"').map(str::to_owned))
        .ok_or("Cargo.toml has no workspace version".into())
}

fn write_mode(path: &Path, text: &str, mode: u32) -> Result {
    use std::os::unix::fs::PermissionsExt;
    fs::write(path, text).map_err(|e| format!("{}: {e}", path.display()))?;
    fs::set_permissions(path, fs::Permissions::from_mode(mode)).map_err(|e| format!("{}: {e}", path.display()))
}

/// The tree's size in KiB, as `Installed-Size` wants it.
fn du_kb(dir: &Path) -> u64 {
    fn walk(dir: &Path) -> u64 {
        fs::read_dir(dir)
            .into_iter()
            .flatten()
            .flatten()
            .map(|e| match e.file_type() {
                Ok(t) if t.is_dir() => walk(&e.path()),
                _ => e.metadata().map_or(0, |m| m.len()),
            })
            .sum()
    }
    walk(dir).div_ceil(1024)
}
