//! Debian packages fetched and unpacked, never installed, and programs run through a glibc newer
//! than the machine's: what the real runtime (real_runtime.rs) and the tests' Pythons
//! (pythons.rs) share.
use std::{
    fs,
    path::{Path, PathBuf},
    process::Command,
    thread,
};

use crate::{Result, run};

/// One pinned `.deb`: its URL in an archive's pool, and the SHA-256 the archive's signed index
/// gave it, so that what is unpacked cannot change under the same name.
pub struct Deb {
    pub url: &'static str,
    pub sha256: &'static str,
}

impl Deb {
    fn file_name(&self) -> &'static str {
        self.url.rsplit('/').next().unwrap_or(self.url)
    }
}

/// Downloads each of `debs` into `dir` (in parallel; one already there with the right hash is
/// kept) and returns their paths, in order. Err is one line naming the URL that failed.
pub fn fetch_all(debs: &[Deb], dir: &Path) -> Result<Vec<PathBuf>> {
    fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    thread::scope(|s| {
        let jobs: Vec<_> = debs.iter().map(|deb| s.spawn(move || fetch(deb, dir))).collect();
        jobs.into_iter().map(|j| j.join().unwrap_or_else(|_| Err("a download thread panicked".into()))).collect()
    })
}

/// Where Ubuntu moves a release's pool when its support ends: the same paths, never changed
/// again. A pin from a release pocket of Ubuntu's is thus permanent, LTS or not.
const UBUNTU: &str = "http://archive.ubuntu.com/ubuntu/";
const UBUNTU_OLD: &str = "http://old-releases.ubuntu.com/ubuntu/";

impl Deb {
    /// The URLs to try, in order: the pinned one, then its old-releases twin for Ubuntu's.
    fn urls(&self) -> Vec<String> {
        let mut urls = vec![self.url.to_owned()];
        if let Some(path) = self.url.strip_prefix(UBUNTU) {
            urls.push(format!("{UBUNTU_OLD}{path}"));
        }
        urls
    }
}

fn fetch(deb: &Deb, dir: &Path) -> Result<PathBuf> {
    let path = dir.join(deb.file_name());
    if sha256(&path).as_deref() == Some(deb.sha256) {
        return Ok(path);
    }
    let mut failed = Vec::new();
    for url in deb.urls() {
        match download(&url, &path) {
            Ok(()) => failed.clear(),
            Err(why) => {
                failed.push(why);
                continue;
            }
        }
        return match sha256(&path) {
            Some(h) if h == deb.sha256 => Ok(path),
            got => {
                let _ = fs::remove_file(&path);
                Err(format!("{url}: SHA-256 {}, expected {}", got.unwrap_or_default(), deb.sha256))
            }
        };
    }
    // A 404 everywhere is a pinned version no archive carries any more (superseded in a suite
    // that is not frozen): the pin must move, nothing else will fix it.
    let hint = if failed.iter().all(|why| why.contains("404")) { " (no longer in the archive: pin a current version)" } else { "" };
    Err(format!("cannot download {}: {}{hint}", deb.url, failed.join("; then ")))
}

/// `curl` of `url` into `path`; Err is curl's own words, on one line.
fn download(url: &str, path: &Path) -> Result {
    let out = Command::new("curl")
        .args(["-fsS", "--retry", "3", "--connect-timeout", "30", "-o"])
        .arg(path)
        .arg(url)
        .output()
        .map_err(|e| format!("cannot run curl: {e}"))?;
    if out.status.success() {
        return Ok(());
    }
    let _ = fs::remove_file(path);
    Err(String::from_utf8_lossy(&out.stderr).trim().replace('\n', "; "))
}

fn sha256(path: &Path) -> Option<String> {
    let out = Command::new("sha256sum").arg(path).output().ok()?;
    let text = String::from_utf8(out.stdout).ok()?;
    out.status.success().then(|| text.split_whitespace().next().unwrap_or_default().to_owned())
}

/// `dpkg-deb -x` each of `debs` into `root`.
pub fn unpack(debs: &[PathBuf], root: &Path) -> Result {
    for deb in debs {
        run(Command::new("dpkg-deb").arg("-x").arg(deb).arg(root))?;
    }
    Ok(())
}

/// Makes `binary` start with the glibc in `lib` (an unpacked libc6's library directory): its ELF
/// interpreter becomes that ld.so (ld.so and libc must be one build), and, with `rpath`, `lib`
/// is searched first for every library the process loads (a DT_RPATH, which unlike a
/// DT_RUNPATH also serves the libraries of what it dlopens, as Python's extension modules), so
/// it needs no LD_LIBRARY_PATH. Only this binary sees that glibc: the system's programs (and
/// what it runs as a child) keep theirs.
pub fn use_glibc(binary: &Path, lib: &Path, rpath: bool) -> Result {
    let dirs = [lib];
    use_glibc_rpath(binary, lib, if rpath { &dirs } else { &[] })
}

/// [`use_glibc`] with a DT_RPATH of `rpath`, in that order (none when empty): a directory of
/// libraries to find before the glibc's, as the 1.32 loader's (loaders.rs).
pub fn use_glibc_rpath(binary: &Path, lib: &Path, rpath: &[&Path]) -> Result {
    let mut cmd = Command::new("patchelf");
    cmd.arg("--set-interpreter").arg(lib.join("ld-linux-x86-64.so.2"));
    if !rpath.is_empty() {
        let dirs: Vec<String> = rpath.iter().map(|d| d.display().to_string()).collect();
        cmd.arg("--force-rpath").arg("--set-rpath").arg(dirs.join(":"));
    }
    run(cmd.arg(binary))
}

/// Whether `binary` already starts with the glibc in `lib` ([`use_glibc`]).
pub fn uses_glibc(binary: &Path, lib: &Path) -> bool {
    let out = Command::new("patchelf").arg("--print-interpreter").arg(binary).output();
    out.is_ok_and(|o| o.status.success() && Path::new(String::from_utf8_lossy(&o.stdout).trim()) == lib.join("ld-linux-x86-64.so.2"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_ubuntu_pin_falls_back_to_old_releases_and_a_debian_one_to_nothing() {
        let ubuntu = Deb { url: "http://archive.ubuntu.com/ubuntu/pool/main/p/python3.13/x_1_amd64.deb", sha256: "" };
        assert_eq!(
            ubuntu.urls(),
            [ubuntu.url, "http://old-releases.ubuntu.com/ubuntu/pool/main/p/python3.13/x_1_amd64.deb"]
        );
        let debian = Deb { url: "http://deb.debian.org/debian/pool/main/l/libffi/y_1_amd64.deb", sha256: "" };
        assert_eq!(debian.urls(), [debian.url]);
    }
}
