//! deploy/: the DaemonSet, the ServiceMonitor and the image, checked as far as can be without a
//! cluster or a registry of images:
//! - every manifest's documents fit their API's schema, strictly (Kubernetes 1.37's, and the
//!   Prometheus Operator's CRD's for the ServiceMonitor), and a misspelt field fails that check;
//! - the DaemonSet is consistent (selector and labels, the scrape annotation and the port
//!   ze-tracer serves on), asks for the capabilities ze-tracer uses and no privileged container,
//!   and the real binary accepts its arguments;
//! - the ServiceMonitor scrapes, through its Service, the pods' metrics port;
//! - deploy/Containerfile builds with buildah, and the image's binary runs its default command.
use std::{
    fs,
    path::{Path, PathBuf},
    process::Command,
    time::Instant,
};

use serde_json::Value;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap()
}

/// A manifest's documents, through Debian's PyYAML (a YAML parser, not ours).
fn documents(manifest: &str) -> Vec<Value> {
    let script = "import json, sys, yaml; print(json.dumps(list(yaml.safe_load_all(open(sys.argv[1])))))";
    let out = Command::new("/usr/bin/python3").args(["-c", script]).arg(root().join(manifest)).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_slice(&out.stdout).unwrap()
}

fn kind<'a>(docs: &'a [Value], kind: &str) -> &'a Value {
    docs.iter().find(|d| d["kind"] == kind).unwrap_or_else(|| panic!("no {kind}"))
}

/// Every label of `selector` is one of `labels`.
fn selects(selector: &Value, labels: &Value) -> bool {
    let selector = selector.as_object().expect("a selector");
    !selector.is_empty() && selector.iter().all(|(k, v)| &labels[k] == v)
}

/// The newest Kubernetes whose API schema the pinned kubernetes-validate ships.
const KUBERNETES: &str = "1.37";

/// xtask/tests/deploy_schema.py on `files`, in the venv `cargo xtask setup` makes (xtask/src/deploy.rs):
/// whether every document passed, and its report.
fn schema_check(files: &[PathBuf]) -> (bool, String) {
    let python = root().join("target/deploy-venv/bin/python");
    assert!(python.exists(), "{}: missing; `cargo xtask setup` makes it", python.display());
    let out = Command::new(&python).arg(root().join("xtask/tests/deploy_schema.py")).arg(KUBERNETES).args(files).output().unwrap();
    let report = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    (out.status.success(), report)
}

#[test]
fn every_manifest_fits_its_api_schema() {
    let mut manifests: Vec<PathBuf> = fs::read_dir(root().join("deploy"))
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "yaml" || x == "yml"))
        .collect();
    manifests.sort();
    let names: Vec<_> = manifests.iter().map(|p| p.file_name().unwrap().to_string_lossy().into_owned()).collect();
    assert!(names.contains(&"daemonset.yaml".into()) && names.contains(&"servicemonitor.yaml".into()), "{names:?}");
    let (ok, report) = schema_check(&manifests);
    assert!(ok, "{report}");
    // One line per document, each checked (none skipped for want of a schema).
    let count: usize = names.iter().map(|n| documents(&format!("deploy/{n}")).len()).sum();
    assert_eq!(report.lines().filter(|l| l.starts_with("OK ")).count(), count, "{report}");
    eprint!("{report}");
}

#[test]
fn the_schema_check_rejects_a_misspelt_field() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("deploy-misspelt");
    fs::create_dir_all(&dir).unwrap();
    // A field with one letter's case wrong is not the field: the API server drops it, or refuses
    // the object under strict field validation. Here, a writable root filesystem; a
    // ServiceMonitor selecting every Service of its namespace; a Service port whose target is
    // silently its own number.
    let typos = [
        ("daemonset.yaml", "readOnlyRootFilesystem", "readOnlyRootFileSystem"),
        ("servicemonitor.yaml", "matchLabels", "matchlabels"),
        ("servicemonitor.yaml", "targetPort", "targetport"),
    ];
    let copies: Vec<PathBuf> = typos
        .iter()
        .map(|(manifest, field, typo)| {
            let text = fs::read_to_string(root().join("deploy").join(manifest)).unwrap();
            assert_eq!(text.matches(field).count(), 1, "{manifest}: {field}");
            let copy = dir.join(format!("{typo}-{manifest}"));
            fs::write(&copy, text.replace(field, typo)).unwrap();
            copy
        })
        .collect();
    let (ok, report) = schema_check(&copies);
    assert!(!ok, "{report}");
    // Each copy fails on its typo, and only there.
    for ((manifest, _, typo), copy) in typos.iter().zip(&copies) {
        let errors: Vec<&str> = report.lines().filter(|l| l.starts_with(&format!("ERROR {}:", copy.display()))).collect();
        assert!(errors.len() == 1 && errors[0].contains(typo), "{manifest} with {typo} must fail on it:\n{report}");
    }
    assert_eq!(report.lines().filter(|l| l.starts_with("ERROR ")).count(), typos.len(), "{report}");
}

#[test]
fn the_daemonset_is_consistent_and_unprivileged() {
    let docs = documents("deploy/daemonset.yaml");
    let ds = kind(&docs, "DaemonSet");
    assert_eq!(ds["apiVersion"], "apps/v1");
    let namespace = ds["metadata"]["namespace"].as_str().unwrap();
    assert!(docs.iter().any(|d| d["kind"] == "Namespace" && d["metadata"]["name"] == namespace));
    let spec = &ds["spec"]["template"]["spec"];
    assert!(selects(&ds["spec"]["selector"]["matchLabels"], &ds["spec"]["template"]["metadata"]["labels"]));
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
    // Both probes ask the daemon's /healthz (its loop beats), on the port it serves.
    for probe in ["startupProbe", "livenessProbe"] {
        assert_eq!(c[probe]["httpGet"]["path"], "/healthz", "{probe}");
        assert_eq!(c[probe]["httpGet"]["port"], c["ports"][0]["name"], "{probe}");
    }
    // The runtimes' state is read where the node's root is mounted.
    let mounts = c["volumeMounts"].as_array().unwrap();
    let host = mounts.iter().find(|m| m["name"] == "host-root").expect("no host-root mount");
    let root_volume = spec["volumes"].as_array().unwrap().iter().find(|v| v["name"] == "host-root").unwrap();
    assert_eq!(root_volume["hostPath"]["path"], "/");
    assert!(args.contains(&format!("--node-root={}", host["mountPath"].as_str().unwrap()).as_str()), "{args:?}");

    // The binary takes these arguments (parsed, then --version stops before tracing).
    let tracer = root().join("target/release/ze-tracer");
    let built = Command::new(env!("CARGO")).current_dir(root()).args(["build", "--release", "-p", "tracer-user"]).status().unwrap();
    assert!(built.success());
    let out = Command::new(&tracer).args(&args).arg("--version").output().unwrap();
    assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
    let bad = Command::new(&tracer).args(&args).args(["--max-output-age=2w", "--version"]).output().unwrap();
    assert!(!bad.status.success(), "a bad value must be refused: the check above would pass anything");
}

#[test]
fn the_service_monitor_scrapes_the_pods_metrics_port() {
    let daemonset = documents("deploy/daemonset.yaml");
    let ds = kind(&daemonset, "DaemonSet");
    let pod = &ds["spec"]["template"];
    let annotations = &pod["metadata"]["annotations"];
    let ports = pod["spec"]["containers"][0]["ports"].as_array().unwrap();
    let docs = documents("deploy/servicemonitor.yaml");
    let (service, monitor) = (kind(&docs, "Service"), kind(&docs, "ServiceMonitor"));
    for d in [service, monitor] {
        assert_eq!(d["metadata"]["namespace"], ds["metadata"]["namespace"]);
    }

    // The Service: headless (an endpoint per pod), over the DaemonSet's pods.
    assert_eq!(service["spec"]["clusterIP"], "None");
    assert!(selects(&service["spec"]["selector"], &pod["metadata"]["labels"]));
    // The ServiceMonitor: that Service, on the port of the Service that reaches the container's
    // metrics port, at the path the annotations name. It adds to them: they stay.
    assert!(selects(&monitor["spec"]["selector"]["matchLabels"], &service["metadata"]["labels"]));
    let endpoints = monitor["spec"]["endpoints"].as_array().unwrap();
    assert_eq!(endpoints.len(), 1);
    let endpoint = &endpoints[0];
    let service_port = service["spec"]["ports"].as_array().unwrap().iter().find(|p| p["name"] == endpoint["port"]);
    let service_port = service_port.unwrap_or_else(|| panic!("the Service has no port {}", endpoint["port"]));
    let target = ports
        .iter()
        .find(|p| p["name"] == service_port["targetPort"] || p["containerPort"] == service_port["targetPort"])
        .unwrap_or_else(|| panic!("the container has no port {}", service_port["targetPort"]));
    assert_eq!(target["containerPort"].to_string(), annotations["prometheus.io/port"].as_str().unwrap());
    assert_eq!(service_port["port"], target["containerPort"]);
    assert_eq!(endpoint["path"], annotations["prometheus.io/path"]);
    assert_eq!(annotations["prometheus.io/scrape"], "true");
    // ze-tracer's `container` label (the traced process's) is not renamed exported_container.
    assert_eq!(endpoint["honorLabels"], true);
}

/// What deploy/Containerfile starts from. Docker Hub is not reached here: the test makes it
/// (below) from Debian's own packages, and builds with --pull=never.
const BASE: &str = "docker.io/library/debian:bookworm-slim";

fn out(cmd: &mut Command) -> String {
    let o = cmd.output().unwrap_or_else(|e| panic!("{cmd:?}: {e}"));
    assert!(o.status.success(), "{cmd:?}: {}\n{}", o.status, String::from_utf8_lossy(&o.stderr));
    String::from_utf8(o.stdout).unwrap()
}

#[test]
fn the_image_builds_and_its_binary_runs() {
    let start = Instant::now();
    let work = Path::new(env!("CARGO_TARGET_TMPDIR")).join("image");
    // buildah's state in target/: its storage (vfs: no overlay mounts), its temporary files, and
    // the CNI directory it makes at start (containers.conf). Chroot isolation: no OCI runtime,
    // no cgroups, and the RUN steps on the machine's network (a network namespace of their own
    // would add a bridge and firewall rules to the machine). Only buildah's blob-info cache,
    // /var/lib/containers/cache (a small index of digests), is outside: 1.28 cannot move it.
    let (storage, runroot, tmp) = (work.join("storage"), work.join("run"), work.join("tmp"));
    fs::create_dir_all(&tmp).unwrap();
    let conf = work.join("containers.conf");
    fs::write(&conf, format!("[network]\nnetwork_config_dir = \"{}\"\n", work.join("cni").display())).unwrap();
    let buildah = || {
        let mut cmd = Command::new("buildah");
        cmd.arg("--root").arg(&storage).arg("--runroot").arg(&runroot).args(["--storage-driver", "vfs"]);
        cmd.env("CONTAINERS_CONF", &conf).env("TMPDIR", &tmp);
        cmd
    };
    let containerfile = fs::read_to_string(root().join("deploy/Containerfile")).unwrap();
    assert!(containerfile.contains(&format!("\nFROM {BASE}\n")), "the base below is not the Containerfile's");
    // A working container left by a run that failed.
    out(buildah().args(["rm", "--all"]));

    // The base, kept between runs: Debian bookworm (minbase, the archive's signed packages, with
    // its -updates and -security suites as the official image has), imported as BASE.
    if !buildah().args(["inspect", "--type", "image", BASE]).output().unwrap().status.success() {
        let t = Instant::now();
        let tar = work.join("bookworm.tar");
        out(Command::new("mmdebstrap").args(["--quiet", "--variant=minbase", "bookworm"]).arg(&tar).env("TMPDIR", &tmp));
        let ctr = out(buildah().args(["from", "scratch"])).trim().to_owned();
        out(buildah().arg("add").arg(&ctr).arg(&tar).arg("/"));
        out(buildah().args(["config", "--cmd", "bash", &ctr]));
        out(buildah().args(["commit", "--rm", "--quiet", &ctr, BASE]));
        fs::remove_file(&tar).unwrap();
        eprintln!("image: base {BASE} made from Debian's packages in {:.0} s", t.elapsed().as_secs_f64());
    }

    // The build context as `cargo xtask package` leaves it: target/package/ze-tracer_*_amd64.deb
    // (a context of its own: a user's target/package may hold older packages too).
    let context = work.join("context");
    let _ = fs::remove_dir_all(&context);
    out(Command::new(env!("CARGO_BIN_EXE_xtask")).args(["package", "--out"]).arg(context.join("target/package")));
    let t = Instant::now();
    let tag = "localhost/ze-tracer:deploy-test";
    out(buildah()
        .args(["build", "--isolation", "chroot", "--pull=never", "--quiet", "-t", tag, "-f"])
        .arg(root().join("deploy/Containerfile"))
        .arg(&context));
    eprintln!("image: built in {:.0} s", t.elapsed().as_secs_f64());

    // Its entrypoint and default arguments, with --version: the binary runs in the image (its
    // libraries are there) and takes the arguments (they are parsed before --version stops it).
    let image: Value = serde_json::from_str(&out(buildah().args(["inspect", "--type", "image", tag]))).unwrap();
    let config = &image["OCIv1"]["config"];
    assert_eq!(config["Entrypoint"], serde_json::json!(["/usr/bin/ze-tracer"]));
    let (entrypoint, cmd) = (config["Entrypoint"].as_array().unwrap(), config["Cmd"].as_array().unwrap());
    let command: Vec<&str> = entrypoint.iter().chain(cmd).map(|v| v.as_str().unwrap()).collect();
    let ctr = out(buildah().args(["from", "--pull=never", "--quiet", tag])).trim().to_owned();
    let version = out(buildah().args(["run", "--isolation", "chroot", &ctr, "--"]).args(&command).arg("--version"));
    out(buildah().args(["rm", &ctr]));
    out(buildah().args(["rmi", tag]));
    assert_eq!(version.trim(), format!("ze-tracer {}", env!("CARGO_PKG_VERSION")), "{command:?}");
    eprintln!("image: {command:?} --version: {}; {:.0} s in all", version.trim(), start.elapsed().as_secs_f64());
}
