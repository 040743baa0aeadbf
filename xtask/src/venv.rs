//! The project's own Python virtual environments (`target/<name>`), for the Python tools an
//! xtask runs (the deploy checks' schema checkers, the bench's plots): pinned versions from
//! PyPI, never installed into the machine's interpreter. Idempotent and quiet: a venv that
//! has the pinned versions is kept, and nothing is said.
use std::{
    path::PathBuf,
    process::{Command, Stdio},
};

use crate::{Result, root_dir, run};

/// The Python of `target/<name>`, with `packages` (`name==version` each) installed in it, made
/// now if it lacks them (`what` names it in the one line said then).
pub fn ensure(name: &str, what: &str, packages: &[&str]) -> Result<PathBuf> {
    let venv = root_dir().join("target").join(name);
    let python = venv.join("bin/python");
    let pins: Vec<String> = packages
        .iter()
        .map(|p| {
            let (name, version) = p.split_once("==").expect("a pinned package: name==version");
            format!("m.version('{name}') == '{version}'")
        })
        .collect();
    let check = format!("import importlib.metadata as m; assert {}", pins.join(" and "));
    if Command::new(&python).args(["-c", &check]).stderr(Stdio::null()).status().is_ok_and(|s| s.success()) {
        return Ok(python);
    }
    eprintln!("xtask: {what}: pip install {} into {}", packages.join(" "), venv.display());
    // Debian's python3 (python3-venv, in setup's packages), not whatever `python3` is first in PATH.
    run(Command::new("/usr/bin/python3").args(["-m", "venv", "--clear"]).arg(&venv))?;
    run(Command::new(&python).args(["-m", "pip", "install", "-q", "--disable-pip-version-check"]).args(packages))?;
    Ok(python)
}
