//! CPython 3.10 to 3.14 for the tests of Python leak sites: Debian's own 3.11 (installed with
//! the other packages), and 3.10, 3.12, 3.13 and 3.14 unpacked, not installed, each into
//! target/pythons/3.X/ (its interpreter `usr/bin/python3.X`, its headers, internal ones included,
//! `usr/include/python3.X`). `cargo xtask test` names them to the tests in
//! `ZE_TRACER_TEST_PYTHONS` (`3.10=/abs/python3.10,...`) and `ZE_TRACER_TEST_PYTHON_INCLUDES`.
//!
//! Each is the distribution's own build, as users run it: interpreter, stdlib (ctypes' module
//! included) and headers of one exact version, pinned with the SHA-256 the archive's signed index
//! gave (checked through the Release files' signatures when pinned). Every source is a release
//! pocket, which never changes once the release is out: Ubuntu 22.04's (3.10.4), 24.04's
//! (3.12.3), 25.10's (3.13.7) and 26.04's (3.14.4). Debian's 3.13 is not: each security update
//! replaces it in the pool, and a pin on it 404s within weeks. 25.10 is not an LTS: when its
//! support ends, its pool moves to old-releases.ubuntu.com, where `debs::fetch` looks next.
//!
//! 3.12 to 3.14 were built for glibc 2.38 and later, bookworm has 2.36: they run with Ubuntu
//! 26.04's glibc 2.43 (and its libexpat and OpenSSL, newer than bookworm's), unpacked into
//! target/pythons/glibc, which each one's ELF interpreter and DT_RPATH name (debs::use_glibc).
//! So the process runs the Python binary itself (its `comm`, `/proc/PID/exe` and maps are a
//! Python's, as on a user's machine), and the system's programs never see that glibc.
use std::{
    fs,
    path::{Path, PathBuf},
    process::Command,
};

use crate::{
    Result,
    debs::{self, Deb},
    root_dir,
};

/// One unpacked CPython: its version, the command that runs it and its include directory.
pub struct Python {
    pub version: &'static str,
    pub command: PathBuf,
    pub include: PathBuf,
}

struct Pinned {
    version: &'static str,
    /// Whether it needs the newer glibc (`GLIBC`).
    new_glibc: bool,
    /// python3.X-minimal, libpython3.X-minimal, libpython3.X-stdlib, libpython3.X-dev.
    debs: &'static [Deb],
}

const PINNED: &[Pinned] = &[
    Pinned {
        version: "3.10",
        new_glibc: false,
        debs: &[
            Deb {
                url: "http://archive.ubuntu.com/ubuntu/pool/main/p/python3.10/python3.10-minimal_3.10.4-3_amd64.deb",
                sha256: "beb041e53740a7720e4289f0caf3e418469951cd66bb5efbefb298e6b016a187",
            },
            Deb {
                url: "http://archive.ubuntu.com/ubuntu/pool/main/p/python3.10/libpython3.10-minimal_3.10.4-3_amd64.deb",
                sha256: "e83f695339a6b6b691ccfe11e50a54693606371d294351bdeaaedf2fcc1ba09a",
            },
            Deb {
                url: "http://archive.ubuntu.com/ubuntu/pool/main/p/python3.10/libpython3.10-stdlib_3.10.4-3_amd64.deb",
                sha256: "9f631dd658cf253c4a0016d17072056218d8f839383fb41c28fbba1f860364d4",
            },
            Deb {
                url: "http://archive.ubuntu.com/ubuntu/pool/main/p/python3.10/libpython3.10-dev_3.10.4-3_amd64.deb",
                sha256: "89246f12cdfb1fac7675bc94d5cc8b9c72320f152e855197668305c73c8588ec",
            },
        ],
    },
    Pinned {
        version: "3.12",
        new_glibc: true,
        debs: &[
            Deb {
                url: "http://archive.ubuntu.com/ubuntu/pool/main/p/python3.12/python3.12-minimal_3.12.3-1_amd64.deb",
                sha256: "af9ce0b1da62af10ae8984d27638a7f6901cb20a2893fbedb72dc52fa53c87bc",
            },
            Deb {
                url: "http://archive.ubuntu.com/ubuntu/pool/main/p/python3.12/libpython3.12-minimal_3.12.3-1_amd64.deb",
                sha256: "28ddd9458eee6592895865de205ee8bd173fc4107e3efd9be214ecb4dbb2b151",
            },
            Deb {
                url: "http://archive.ubuntu.com/ubuntu/pool/main/p/python3.12/libpython3.12-stdlib_3.12.3-1_amd64.deb",
                sha256: "d5428fb7fc16f2b930d6df489bdb69a94f72adb7ed21541c9e76f2d5c2a444e1",
            },
            Deb {
                url: "http://archive.ubuntu.com/ubuntu/pool/main/p/python3.12/libpython3.12-dev_3.12.3-1_amd64.deb",
                sha256: "f5924a06298ae0689128498276d3a555e02615a4ecfa8f4417d679a097586f35",
            },
        ],
    },
    Pinned {
        version: "3.13",
        new_glibc: true,
        debs: &[
            Deb {
                url: "http://archive.ubuntu.com/ubuntu/pool/main/p/python3.13/python3.13-minimal_3.13.7-1_amd64.deb",
                sha256: "d5b4c8be95adede3d584b1ab02a5868aa19fa0a75aba2284c7bd6b065c9c47de",
            },
            Deb {
                url: "http://archive.ubuntu.com/ubuntu/pool/main/p/python3.13/libpython3.13-minimal_3.13.7-1_amd64.deb",
                sha256: "28e4ec81135f7e6125ee1bde4b4635988a4963bdd94a59405337249d1d4fc0cd",
            },
            Deb {
                url: "http://archive.ubuntu.com/ubuntu/pool/main/p/python3.13/libpython3.13-stdlib_3.13.7-1_amd64.deb",
                sha256: "41917dfe8eda4678309800daf70848b6b04e7a87b0bbf34b4ffdbffd3e503a24",
            },
            Deb {
                url: "http://archive.ubuntu.com/ubuntu/pool/main/p/python3.13/libpython3.13-dev_3.13.7-1_amd64.deb",
                sha256: "09ac59e113ccc4ccef823b81e013c22e098d38ab70f8dd382f3b333d4615c464",
            },
        ],
    },
    Pinned {
        version: "3.14",
        new_glibc: true,
        debs: &[
            Deb {
                url: "http://archive.ubuntu.com/ubuntu/pool/main/p/python3.14/python3.14-minimal_3.14.4-1_amd64.deb",
                sha256: "7c25ce41fc15cd737664bea334cd941ecd0c64b3f51523c44c51254e7dfd7926",
            },
            Deb {
                url: "http://archive.ubuntu.com/ubuntu/pool/main/p/python3.14/libpython3.14-minimal_3.14.4-1_amd64.deb",
                sha256: "3552dd7d4b8c6bf1b25dba129290fc46b6421197587e2e211aa0dbe5f8beea54",
            },
            Deb {
                url: "http://archive.ubuntu.com/ubuntu/pool/main/p/python3.14/libpython3.14-stdlib_3.14.4-1_amd64.deb",
                sha256: "3b73ea5df272886f6bca236798eea769b8bc2b99337a55a0ae5f779b310a918c",
            },
            Deb {
                url: "http://archive.ubuntu.com/ubuntu/pool/main/p/python3.14/libpython3.14-dev_3.14.4-1_amd64.deb",
                sha256: "75bdc4cfef63482b1391503036c5b634ebb1ca0676ee7d3e5cc847c391c5647f",
            },
        ],
    },
];

/// Ubuntu 26.04's glibc, libexpat (pyexpat is built into the interpreter) and OpenSSL (`ssl`,
/// `hashlib`'s): its release pocket, frozen. New enough for every Python above, and glibc runs
/// what was built for an older one. The rest (libffi for ctypes, zlib, ...) is bookworm's.
const GLIBC: &[Deb] = &[
    Deb {
        url: "http://archive.ubuntu.com/ubuntu/pool/main/g/glibc/libc6_2.43-2ubuntu2_amd64.deb",
        sha256: "c13775dc0c984403f3fcad229d14507a9f387763bd07ace1e5f93897ee6b8434",
    },
    Deb {
        url: "http://archive.ubuntu.com/ubuntu/pool/main/e/expat/libexpat1_2.7.4-1_amd64.deb",
        sha256: "ef78089497946219cac03209d951bbfff93480104e791b770a7bf6429452e475",
    },
    Deb {
        url: "http://archive.ubuntu.com/ubuntu/pool/main/o/openssl/libssl3t64_3.5.5-1ubuntu3_amd64.deb",
        sha256: "fe78b8124fb6c8c0d7efc8f2bd8d5e0d3f217351f520a3b4652ee0afe24143c2",
    },
];

/// What a run must be able to do for the tests to use it.
const SMOKE: &str = "import ctypes, threading, ssl";

/// Every Python the tests use, unpacking those not yet unpacked (each is stamped once it runs;
/// when all are, this costs a few file reads).
pub fn setup() -> Result<Vec<Python>> {
    let dir = root_dir().join("target/pythons");
    let mut pythons = vec![system_311()?];
    let glibc_lib = dir.join("glibc/usr/lib/x86_64-linux-gnu");
    for pinned in PINNED {
        let root = dir.join(pinned.version);
        let python = Python {
            version: pinned.version,
            command: root.join(format!("usr/bin/python{}", pinned.version)),
            include: root.join(format!("usr/include/python{}", pinned.version)),
        };
        if pinned.new_glibc {
            glibc()?;
        }
        // The glibc's path is written into the binary: a clone moved elsewhere is patched again.
        let stamp = fingerprint(pinned.debs)
            + &if pinned.new_glibc { fingerprint(GLIBC) + &glibc_lib.display().to_string() } else { String::new() };
        if !stamped(&root, &stamp) {
            eprintln!("xtask: unpacking CPython {} into {}", pinned.version, root.display());
            unpacked(&root, pinned.debs, &dir, &stamp, |root| {
                drop_static_libs(root, pinned.version);
                if pinned.new_glibc {
                    debs::use_glibc(&python.command, &glibc_lib, true)?;
                }
                smoke(&python)
            })
            .map_err(|e| format!("CPython {}: {e}", pinned.version))?;
        }
        pythons.push(python);
    }
    pythons.sort_by_key(|p| p.version.split('.').nth(1).and_then(|m| m.parse::<u32>().ok()));
    Ok(pythons)
}

/// Ubuntu 26.04's glibc unpacked into target/pythons/glibc (if it is not yet): the directory of
/// its ld.so and libc, for debs::use_glibc. The 1.32 loader (loaders.rs) runs with it too.
pub fn glibc() -> Result<PathBuf> {
    let dir = root_dir().join("target/pythons");
    let glibc = dir.join("glibc");
    unpacked(&glibc, GLIBC, &dir, &fingerprint(GLIBC), |_| Ok(())).map_err(|e| format!("glibc for CPython: {e}"))?;
    Ok(glibc.join("usr/lib/x86_64-linux-gnu"))
}

/// The environment `cargo xtask test` gives the tests.
pub fn test_env(pythons: &[Python]) -> [(&'static str, String); 2] {
    let list = |f: fn(&Python) -> &Path| -> String {
        pythons.iter().map(|p| format!("{}={}", p.version, f(p).display())).collect::<Vec<_>>().join(",")
    };
    [("ZE_TRACER_TEST_PYTHONS", list(|p| &p.command)), ("ZE_TRACER_TEST_PYTHON_INCLUDES", list(|p| &p.include))]
}

/// Debian's own 3.11 (APT_PACKAGES: python3.11 and libpython3.11-dev, its headers).
fn system_311() -> Result<Python> {
    let python = Python {
        version: "3.11",
        command: "/usr/bin/python3.11".into(),
        include: "/usr/include/python3.11".into(),
    };
    let header = python.include.join("internal/pycore_frame.h");
    if !header.exists() {
        return Err(format!("{} missing: is libpython3.11-dev installed (cargo xtask setup)?", header.display()));
    }
    smoke(&python)?;
    Ok(python)
}

/// `root` holds `debs` unpacked and `finish` done, as its stamp says; else it is made again from
/// scratch (debs downloaded to `dir`/debs, kept for a later run), and stamped last, so that an
/// interrupted setup is redone.
pub(crate) fn unpacked(root: &Path, debs: &[Deb], dir: &Path, stamp: &str, finish: impl FnOnce(&Path) -> Result) -> Result {
    if stamped(root, stamp) {
        return Ok(());
    }
    let files = debs::fetch_all(debs, &dir.join("debs"))?;
    let _ = fs::remove_dir_all(root);
    fs::create_dir_all(root).map_err(|e| format!("cannot create {}: {e}", root.display()))?;
    debs::unpack(&files, root)?;
    finish(root)?;
    fs::write(root.join(STAMP), stamp).map_err(|e| format!("cannot write {}: {e}", root.join(STAMP).display()))
}

/// The -dev package's static libpython (about 25 MB a version): nothing here links it.
fn drop_static_libs(root: &Path, version: &str) {
    let config = root.join(format!("usr/lib/python{version}/config-{version}-x86_64-linux-gnu"));
    for entry in fs::read_dir(&config).into_iter().flatten().flatten() {
        if entry.path().extension().is_some_and(|e| e == "a") {
            let _ = fs::remove_file(entry.path());
        }
    }
}

const STAMP: &str = ".xtask-stamp";

pub(crate) fn stamped(root: &Path, stamp: &str) -> bool {
    fs::read_to_string(root.join(STAMP)).is_ok_and(|s| s == stamp)
}

pub(crate) fn fingerprint(debs: &[Deb]) -> String {
    debs.iter().map(|d| format!("{} {}\n", d.sha256, d.url)).collect()
}

fn smoke(python: &Python) -> Result {
    let out = Command::new(&python.command)
        .args(["-c", SMOKE])
        .output()
        .map_err(|e| format!("cannot run {}: {e}", python.command.display()))?;
    out.status.success().then_some(()).ok_or_else(|| {
        let why = String::from_utf8_lossy(&out.stderr);
        format!("{} -c '{SMOKE}' failed: {}", python.command.display(), why.trim().lines().last().unwrap_or(""))
    })
}
