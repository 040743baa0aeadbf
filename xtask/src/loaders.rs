//! Upstream's Level Zero loader 1.32 for the tests, beside Debian's 1.8.12 (the system's, which
//! the rest of the suite runs): libze1 1.32.0-1 unpacked, not installed, into target/loaders/1.32/
//! (`usr/lib/x86_64-linux-gnu/libze_loader.so.1`), with the C++ runtime it needs beside it in the
//! same directory (libstdc++6 >= 14 and libgcc-s1; bookworm's are 12). That loader was built for
//! glibc 2.38 and later, bookworm has 2.36: it runs with Ubuntu 26.04's glibc 2.43, the one the
//! tests' Pythons already use (pythons.rs, target/pythons/glibc).
//!
//! `cargo xtask test` names the loader's directory to the tests in `ZE_TRACER_TEST_LOADER_132`,
//! and makes `target/fixture/ze_objects_132` from `target/fixture/ze_objects` when the fixture has
//! it: the same program, started by that glibc's ld.so (its ELF interpreter) with a DT_RPATH of
//! the loader's directory then the glibc's (debs::use_glibc_rpath), so that its
//! dlopen("libze_loader.so.1") finds 1.32, and 1.32 its libstdc++, with no LD_LIBRARY_PATH; the
//! fake GPU it loads (built on bookworm) runs with the newer glibc as is. Every other program
//! keeps Debian's loader and glibc.
//!
//! Each .deb comes from a released distribution's pool, which is frozen: a file there never
//! changes and stays while the release is supported, unlike Debian sid's, which moves on with
//! every upload (a pin there 404s within weeks). libze1 1.32.0-1 is Ubuntu 26.10's (its release
//! pocket, supported until July 2027; the first release that has it), the C++ runtime Ubuntu
//! 26.04 LTS's (as the glibc, until 2031). Each is pinned by its SHA-256, checked against the
//! release's index (`Release` → `Packages.xz` → the package's SHA-512 or SHA-256) when pinned.
//! The directory is stamped once the loader resolves every library it needs against that glibc,
//! so a later run costs a few file reads.
use std::{
    fs,
    path::{Path, PathBuf},
    process::Command,
};

use crate::{
    Result,
    debs::{self, Deb},
    pythons, root_dir,
};

const LOADER_132: &[Deb] = &[
    Deb {
        url: "http://archive.ubuntu.com/ubuntu/pool/universe/l/level-zero/libze1_1.32.0-1_amd64.deb",
        sha256: "b4b21613bb827e9fc5d13e9e8f16be44676a5653d8e026ece64a9056febf7c33",
    },
    Deb {
        url: "http://archive.ubuntu.com/ubuntu/pool/main/g/gcc-16/libstdc++6_16-20260322-1ubuntu1_amd64.deb",
        sha256: "a32b9ad585e39bdc7bd15d1eae6293461e6d466859a1dd2f7862d1e40f89b9d8",
    },
    Deb {
        url: "http://archive.ubuntu.com/ubuntu/pool/main/g/gcc-16/libgcc-s1_16-20260322-1ubuntu1_amd64.deb",
        sha256: "2fb4d81c14fdf34251639ae82f5181f9f98480ea16125d535571ac1be9db3065",
    },
];

/// The 1.32 loader as the tests use it.
pub struct Loader {
    /// The directory holding `libze_loader.so.1` (and its libstdc++).
    pub dir: PathBuf,
    /// The glibc it runs with: the directory of its ld.so and libc.
    pub glibc_lib: PathBuf,
}

/// The 1.32 loader, unpacked if it is not yet (and the newer glibc with it, as pythons.rs does).
pub fn setup() -> Result<Loader> {
    let glibc_lib = pythons::glibc()?;
    let dir = root_dir().join("target/loaders");
    let root = dir.join("1.32");
    let loader = Loader { dir: root.join("usr/lib/x86_64-linux-gnu"), glibc_lib };
    // The glibc's path is part of the smoke test's answer: a clone moved elsewhere checks again.
    let stamp = pythons::fingerprint(LOADER_132) + &loader.glibc_lib.display().to_string();
    if !pythons::stamped(&root, &stamp) {
        eprintln!("xtask: unpacking the Level Zero loader 1.32 into {}", root.display());
        pythons::unpacked(&root, LOADER_132, &dir, &stamp, |_| smoke(&loader)).map_err(|e| format!("loader 1.32: {e}"))?;
    }
    Ok(loader)
}

/// The environment `cargo xtask test` gives the tests.
pub fn test_env(loader: &Loader) -> [(&'static str, String); 1] {
    [("ZE_TRACER_TEST_LOADER_132", loader.dir.display().to_string())]
}

/// `fixture`/ze_objects_132: `fixture`/ze_objects (if the fixture has it) started with the newer
/// glibc, the 1.32 loader first on its DT_RPATH. Made again at every run (the fixture may have
/// been rebuilt); without ze_objects.c in the tree, none (and a stale copy is removed).
pub fn fixture_132(fixture: &Path, loader: &Loader) -> Result {
    let (from, to) = (fixture.join("ze_objects"), fixture.join("ze_objects_132"));
    let _ = fs::remove_file(&to);
    // Not a binary left by an older tree: the fixture's Makefile builds it from this source.
    if !root_dir().join("tests/fixture/ze_objects.c").exists() || !from.exists() {
        return Ok(());
    }
    fs::copy(&from, &to).map_err(|e| format!("cannot copy {} to {}: {e}", from.display(), to.display()))?;
    debs::use_glibc_rpath(&to, &loader.glibc_lib, &[&loader.dir, &loader.glibc_lib])
}

/// The loader finds every library it needs, at the versions it needs, in its directory and the
/// glibc's: what a program with that DT_RPATH will load.
fn smoke(loader: &Loader) -> Result {
    let ld_so = loader.glibc_lib.join("ld-linux-x86-64.so.2");
    let lib = loader.dir.join("libze_loader.so.1");
    let out = Command::new(&ld_so)
        .arg("--library-path")
        .arg(format!("{}:{}", loader.dir.display(), loader.glibc_lib.display()))
        .arg("--list")
        .arg(&lib)
        .output()
        .map_err(|e| format!("cannot run {}: {e}", ld_so.display()))?;
    let text = String::from_utf8_lossy(&out.stdout) + String::from_utf8_lossy(&out.stderr);
    if out.status.success() && !text.contains("not found") {
        return Ok(());
    }
    Err(format!("{} --list {} failed: {}", ld_so.display(), lib.display(), text.trim().replace('\n', "; ")))
}
