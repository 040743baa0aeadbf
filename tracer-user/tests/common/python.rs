//! The CPythons of the suite and what their sites look like in a summary.
use std::path::{Path, PathBuf};

use serde_json::Value;

/// The CPythons `cargo xtask test` names (`ZE_TRACER_TEST_PYTHONS`): each version and its
/// interpreter.
pub fn pythons() -> Vec<((u8, u8), PathBuf)> {
    let list = std::env::var("ZE_TRACER_TEST_PYTHONS")
        .expect("ZE_TRACER_TEST_PYTHONS is not set: run the suite with `cargo xtask test`");
    list.split(',')
        .filter(|s| !s.is_empty())
        .map(|item| {
            let (version, command) = item.split_once('=').expect("VERSION=COMMAND");
            let (major, minor) = version.split_once('.').expect("3.N");
            ((major.parse().unwrap(), minor.parse().unwrap()), PathBuf::from(command))
        })
        .collect()
}

/// tests/python/leaks.py.
pub fn script() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/python/leaks.py").canonicalize().unwrap()
}

/// A site's Python frames: (function, base name of the file, line), innermost first.
pub fn python_frames(site: &Value) -> Vec<(String, String, u64)> {
    site["frames"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|f| f["python"] == true)
        .map(|f| {
            let file = f["file"].as_str().unwrap_or("");
            (f["function"].as_str().unwrap_or("").to_owned(), file.rsplit('/').next().unwrap().to_owned(), f["line"].as_u64().unwrap_or(0))
        })
        .collect()
}

/// The truth's function name as `version` names it: 3.10 has no qualified names.
pub fn named(function: &str, version: (u8, u8)) -> String {
    match version < (3, 11) {
        true => function.rsplit('.').next().unwrap().to_owned(),
        false => function.to_owned(),
    }
}


/// A truth's site's frames (leaks.py's PY_TRUTH) as `python_frames` gives them, on `version`.
pub fn truth_frames(site: &Value, version: (u8, u8)) -> Vec<(String, String, u64)> {
    site["frames"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| (named(f[0].as_str().unwrap(), version), "leaks.py".to_owned(), f[1].as_u64().unwrap()))
        .collect()
}
