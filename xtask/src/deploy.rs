//! The schema checkers of deploy/'s tests (xtask/tests/deploy.rs), from PyPI into
//! target/deploy-venv, pinned: kubernetes-validate (the Kubernetes API's JSON schemas, 1.25 to
//! 1.37, in its wheel: no download when it runs) and cloudcoil's Prometheus Operator models (the
//! ServiceMonitor CRD's schema, as pydantic models generated from it). Those models' releases
//! after 0.80.1.0 (Prometheus Operator 0.80.1) need Python 3.14; it runs on Debian's 3.11.
use crate::Result;

const PIP_PACKAGES: &[&str] = &["kubernetes-validate==1.37.0", "cloudcoil==0.6.0", "cloudcoil-models-prometheus-operator==0.80.1.0"];

/// Idempotent: a venv that has the pinned versions is kept.
pub fn setup() -> Result {
    crate::venv::ensure("deploy-venv", "deploy checks", PIP_PACKAGES).map(drop)
}
