//! `cargo xtask install [--prefix DIR] [--destdir DIR]`: builds ze-tracer and installs it as a
//! systemd service.
//!
//! Layout (PREFIX defaults to /usr/local; DESTDIR, for packaging, is put in front of every path
//! written and nowhere else):
//! - PREFIX/bin/ze-tracer
//! - PREFIX/share/man/man8/ze-tracer.8, from the binary's `--man-page`
//! - the unit: PREFIX/lib/systemd/system/ze-tracer.service for /usr and /usr/local (both in
//!   systemd's search path; /etc/systemd/system stays the administrator's, for overrides), else
//!   /etc/systemd/system/ze-tracer.service; its ExecStart= names PREFIX/bin/ze-tracer. Beside
//!   it, ze-tracer.socket (metrics on loopback, off until enabled).
//! - PREFIX/share/ze-tracer: Prometheus alerting rules and a Grafana dashboard.
//!
//! Idempotent: a file whose content and mode are already right is left alone; others are
//! replaced through a temporary file and a rename, so a running binary is never written over.
use std::{
    fs,
    os::unix::fs::PermissionsExt,
    path::{Path, PathBuf},
    process::Command,
};

use crate::{Result, cargo, root_dir, run};

/// Where each file goes, without DESTDIR.
pub struct Layout {
    pub binary: PathBuf,
    pub man_page: PathBuf,
    pub unit: PathBuf,
    /// The metrics socket (off until enabled).
    pub socket: PathBuf,
    /// Prometheus alerting rules and a Grafana dashboard for the metrics.
    pub share: PathBuf,
}

impl Layout {
    pub fn new(prefix: &Path) -> Layout {
        let unit_dir = if prefix == Path::new("/usr") || prefix == Path::new("/usr/local") {
            prefix.join("lib/systemd/system")
        } else {
            PathBuf::from("/etc/systemd/system")
        };
        Layout {
            binary: prefix.join("bin/ze-tracer"),
            man_page: prefix.join("share/man/man8/ze-tracer.8"),
            unit: unit_dir.join("ze-tracer.service"),
            socket: unit_dir.join("ze-tracer.socket"),
            share: prefix.join("share/ze-tracer"),
        }
    }
}

pub fn install(args: &[String]) -> Result {
    let (prefix, destdir) = parse_args(args)?;
    let layout = Layout::new(&prefix);
    run(cargo().args(["build", "--release", "-p", "tracer-user"]))?;
    let built = root_dir().join("target/release/ze-tracer");

    let binary = fs::read(&built).map_err(|e| format!("{}: {e}", built.display()))?;
    let man = man_page(&built)?;
    let unit_src = root_dir().join("scripts/ze-tracer.service");
    let unit = fs::read_to_string(&unit_src).map_err(|e| format!("{}: {e}", unit_src.display()))?;
    let unit = with_exec_start(&unit, &layout.binary)?;

    let staged = |p: &Path| destdir.join(p.strip_prefix("/").unwrap_or(p));
    install_file(&staged(&layout.binary), &binary, 0o755)?;
    install_file(&staged(&layout.man_page), man.as_bytes(), 0o644)?;
    install_file(&staged(&layout.unit), unit.as_bytes(), 0o644)?;
    let socket_src = root_dir().join("scripts/ze-tracer.socket");
    let socket = fs::read(&socket_src).map_err(|e| format!("{}: {e}", socket_src.display()))?;
    install_file(&staged(&layout.socket), &socket, 0o644)?;
    for file in ["prometheus/ze-tracer-alerts.yml", "grafana/ze-tracer-dashboard.json"] {
        let src = root_dir().join("scripts").join(file);
        let content = fs::read(&src).map_err(|e| format!("{}: {e}", src.display()))?;
        let name = Path::new(file).file_name().unwrap();
        install_file(&staged(&layout.share.join(name)), &content, 0o644)?;
    }

    if destdir == Path::new("/") {
        eprintln!(
            "\nxtask: now start the service:\n  systemctl daemon-reload && systemctl enable --now ze-tracer"
        );
    } else {
        eprintln!(
            "\nxtask: staged under {}; once in place:\n  systemctl daemon-reload && systemctl enable --now ze-tracer",
            destdir.display()
        );
    }
    Ok(())
}

/// (PREFIX, DESTDIR) from `--prefix DIR`, `--destdir DIR` (or `--flag=DIR`).
fn parse_args(args: &[String]) -> Result<(PathBuf, PathBuf)> {
    let (mut prefix, mut destdir) = (PathBuf::from("/usr/local"), PathBuf::from("/"));
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        let (flag, inline) = match arg.split_once('=') {
            Some((f, v)) => (f, Some(v.to_owned())),
            None => (arg.as_str(), None),
        };
        let slot = match flag {
            "--prefix" => &mut prefix,
            "--destdir" => &mut destdir,
            _ => {
                return Err(format!(
                    "install: unknown argument {arg:?} (--prefix DIR, --destdir DIR)"
                ));
            }
        };
        let value = inline
            .or_else(|| it.next().cloned())
            .ok_or(format!("install: {flag} needs a DIR"))?;
        *slot = PathBuf::from(value);
    }
    if !prefix.is_absolute() {
        // The unit's ExecStart= must be absolute, and so the prefix.
        return Err(format!(
            "install: --prefix must be absolute, not {}",
            prefix.display()
        ));
    }
    // DESTDIR may be relative (packaging scripts); make it independent of the build's cwd.
    let destdir = std::path::absolute(&destdir)
        .map_err(|e| format!("install: {}: {e}", destdir.display()))?;
    Ok((prefix, destdir))
}

/// The man page (roff), as the built binary prints it.
fn man_page(binary: &Path) -> Result<String> {
    let out = Command::new(binary)
        .arg("--man-page")
        .output()
        .map_err(|e| format!("cannot run {}: {e}", binary.display()))?;
    let roff = String::from_utf8(out.stdout).map_err(|e| format!("--man-page: {e}"))?;
    if !out.status.success() || !roff.lines().any(|l| l.starts_with(".TH ")) {
        return Err(format!(
            "{} --man-page printed no man page ({}): {}",
            binary.display(),
            out.status,
            String::from_utf8_lossy(&out.stderr).trim()
        ));
    }
    Ok(roff)
}

/// The unit with its `ExecStart=` binary replaced by `binary` (arguments kept).
pub fn with_exec_start(unit: &str, binary: &Path) -> Result<String> {
    let mut found = false;
    let lines: Vec<String> = unit
        .lines()
        .map(|line| match line.strip_prefix("ExecStart=") {
            Some(cmd) => {
                found = true;
                let args = cmd
                    .trim_start()
                    .split_once(char::is_whitespace)
                    .map(|(_, a)| a);
                match args {
                    Some(args) => format!("ExecStart={} {args}", binary.display()),
                    None => format!("ExecStart={}", binary.display()),
                }
            }
            None => line.to_owned(),
        })
        .collect();
    if !found {
        return Err("scripts/ze-tracer.service has no ExecStart=".into());
    }
    Ok(lines.join("\n") + "\n")
}

/// Writes `content` at `path` with `mode` unless it is already there.
fn install_file(path: &Path, content: &[u8], mode: u32) -> Result {
    let same_mode = |m: &fs::Metadata| m.permissions().mode() & 0o7777 == mode;
    if fs::metadata(path).is_ok_and(|m| same_mode(&m)) && fs::read(path).is_ok_and(|c| c == content)
    {
        eprintln!("xtask: {} unchanged", path.display());
        return Ok(());
    }
    let err = |e: std::io::Error| format!("cannot install {}: {e}", path.display());
    let dir = path
        .parent()
        .ok_or_else(|| format!("{}: no parent", path.display()))?;
    fs::create_dir_all(dir).map_err(err)?;
    let tmp = dir.join(format!(
        ".{}.xtask-tmp",
        path.file_name().unwrap().to_string_lossy()
    ));
    fs::write(&tmp, content).map_err(err)?;
    fs::set_permissions(&tmp, fs::Permissions::from_mode(mode)).map_err(err)?;
    fs::rename(&tmp, path).map_err(err)?;
    eprintln!("xtask: installed {}", path.display());
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layout_follows_the_prefix() {
        let local = Layout::new(Path::new("/usr/local"));
        assert_eq!(local.binary, Path::new("/usr/local/bin/ze-tracer"));
        assert_eq!(
            local.man_page,
            Path::new("/usr/local/share/man/man8/ze-tracer.8")
        );
        assert_eq!(
            local.unit,
            Path::new("/usr/local/lib/systemd/system/ze-tracer.service")
        );
        assert_eq!(
            Layout::new(Path::new("/usr")).unit,
            Path::new("/usr/lib/systemd/system/ze-tracer.service")
        );
        assert_eq!(
            Layout::new(Path::new("/opt/zt")).unit,
            Path::new("/etc/systemd/system/ze-tracer.service")
        );
    }

    #[test]
    fn exec_start_is_rewritten_with_its_arguments() {
        let unit = "[Service]\nExecStart=/usr/local/bin/ze-tracer --comm x\nExecReload=/bin/kill -HUP $MAINPID\n";
        let out = with_exec_start(unit, Path::new("/opt/bin/ze-tracer")).unwrap();
        assert!(
            out.contains("\nExecStart=/opt/bin/ze-tracer --comm x\n"),
            "{out}"
        );
        assert!(out.contains("ExecReload=/bin/kill -HUP $MAINPID"));
        assert!(with_exec_start("[Service]\n", Path::new("/x")).is_err());
    }

    #[test]
    fn arguments() {
        let args = |a: &[&str]| parse_args(&a.iter().map(|s| s.to_string()).collect::<Vec<_>>());
        assert_eq!(args(&[]).unwrap(), ("/usr/local".into(), "/".into()));
        assert_eq!(
            args(&["--prefix", "/usr", "--destdir=/tmp/d"]).unwrap(),
            ("/usr".into(), "/tmp/d".into())
        );
        assert!(args(&["--prefix"]).is_err());
        assert!(args(&["--prefix", "usr"]).is_err());
        assert!(args(&["--bogus"]).is_err());
    }
}
