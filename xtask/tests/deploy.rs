//! deploy/: the DaemonSet, checked as far as can be without a cluster: it parses, it is
//! consistent (selector and labels, the scrape annotation and the port ze-tracer serves on),
//! it asks for the capabilities ze-tracer uses and no privileged container, and the real
//! binary accepts its arguments.
use std::{path::Path, process::Command};

use serde_json::Value;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap()
}

/// The manifest's documents, through Debian's PyYAML (a YAML parser, not ours).
fn documents() -> Vec<Value> {
    let script = "import json, sys, yaml; print(json.dumps(list(yaml.safe_load_all(open(sys.argv[1])))))";
    let out = Command::new("/usr/bin/python3").args(["-c", script]).arg(root().join("deploy/daemonset.yaml")).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_slice(&out.stdout).unwrap()
}

#[test]
fn the_daemonset_is_consistent_and_unprivileged() {
    let docs = documents();
    let ds = docs.iter().find(|d| d["kind"] == "DaemonSet").expect("no DaemonSet");
    assert_eq!(ds["apiVersion"], "apps/v1");
    let namespace = ds["metadata"]["namespace"].as_str().unwrap();
    assert!(docs.iter().any(|d| d["kind"] == "Namespace" && d["metadata"]["name"] == namespace));
    let spec = &ds["spec"]["template"]["spec"];
    for (k, v) in ds["spec"]["selector"]["matchLabels"].as_object().unwrap() {
        assert_eq!(&ds["spec"]["template"]["metadata"]["labels"][k], v, "selector {k}");
    }
    assert_eq!(spec["hostPID"], true);
    let c = &spec["containers"][0];
    let sc = &c["securityContext"];
    assert_eq!(sc["privileged"], false);
    assert_eq!(sc["allowPrivilegeEscalation"], false);
    assert_eq!(sc["capabilities"]["drop"], serde_json::json!(["ALL"]));
    let mut added: Vec<&str> = sc["capabilities"]["add"].as_array().unwrap().iter().map(|v| v.as_str().unwrap()).collect();
    added.sort();
    assert_eq!(added, ["BPF", "CHECKPOINT_RESTORE", "DAC_READ_SEARCH", "PERFMON", "SYS_ADMIN", "SYS_NICE", "SYS_PTRACE", "SYS_RESOURCE"]);
    // The unit asks for the same ones (but SYS_RESOURCE: it sets LimitMEMLOCK instead).
    let unit = std::fs::read_to_string(root().join("scripts/ze-tracer.service")).unwrap();
    for cap in added.iter().filter(|c| **c != "SYS_RESOURCE") {
        assert!(unit.contains(&format!(" CAP_{cap}")), "the unit lacks CAP_{cap}");
    }

    // Prometheus scrapes where ze-tracer serves.
    let annotations = &ds["spec"]["template"]["metadata"]["annotations"];
    assert_eq!(annotations["prometheus.io/scrape"], "true");
    let port = annotations["prometheus.io/port"].as_str().unwrap();
    assert_eq!(c["ports"][0]["containerPort"].to_string(), port);
    let args: Vec<&str> = c["args"].as_array().unwrap().iter().map(|v| v.as_str().unwrap()).collect();
    assert!(args.contains(&format!("--metrics=0.0.0.0:{port}").as_str()), "{args:?}");

    // The binary takes these arguments (parsed, then --version stops before tracing).
    let tracer = root().join("target/release/ze-tracer");
    let built = Command::new(env!("CARGO")).current_dir(root()).args(["build", "--release", "-p", "tracer-user"]).status().unwrap();
    assert!(built.success());
    let out = Command::new(&tracer).args(&args).arg("--version").output().unwrap();
    assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
    let bad = Command::new(&tracer).args(&args).args(["--max-output-age=2w", "--version"]).output().unwrap();
    assert!(!bad.status.success(), "a bad value must be refused: the check above would pass anything");
}
