//! The schema checkers of deploy/'s tests (xtask/tests/deploy.rs), from PyPI into
//! target/deploy-venv, pinned: kubernetes-validate (the Kubernetes API's JSON schemas, 1.25 to
//! 1.37, in its wheel: no download when it runs) and cloudcoil's Prometheus Operator models (the
//! ServiceMonitor CRD's schema, as pydantic models generated from it). Those models' releases
//! after 0.80.1.0 (Prometheus Operator 0.80.1) need Python 3.14; it runs on Debian's 3.11.
use std::{
    path::PathBuf,
    process::{Command, Stdio},
};

use crate::{Result, root_dir, run};

const PIP_PACKAGES: &[&str] = &["kubernetes-validate==1.37.0", "cloudcoil==0.6.0", "cloudcoil-models-prometheus-operator==0.80.1.0"];

pub fn venv() -> PathBuf {
    root_dir().join("target/deploy-venv")
}

/// Idempotent: a venv that has the pinned versions is kept.
pub fn setup() -> Result {
    let venv = venv();
    let python = venv.join("bin/python");
    let pins: Vec<String> = PIP_PACKAGES
        .iter()
        .map(|p| {
            let (name, version) = p.split_once("==").unwrap();
            format!("m.version('{name}') == '{version}'")
        })
        .collect();
    let check = format!("import importlib.metadata as m; assert {}", pins.join(" and "));
    if Command::new(&python).args(["-c", &check]).stderr(Stdio::null()).status().is_ok_and(|s| s.success()) {
        return Ok(());
    }
    eprintln!("xtask: deploy checks: pip install {} into {}", PIP_PACKAGES.join(" "), venv.display());
    // Debian's python3 (python3-venv, in setup's packages), not whatever `python3` is first in PATH.
    run(Command::new("/usr/bin/python3").args(["-m", "venv", "--clear"]).arg(&venv))?;
    run(Command::new(&python).args(["-m", "pip", "install", "-q", "--disable-pip-version-check"]).args(PIP_PACKAGES))
}
