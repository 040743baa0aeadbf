//! The names a container runtime's own state on the node gives a container (its pod's name and
//! namespace, its own name), which its cgroup path does not carry. Each runtime writes them as
//! it creates the container, so they are read once per container (they never change), under
//! the node's root (`--node-root`), from what the runtimes' sources write:
//! - containerd (CRI): the OCI bundle's `config.json`, in
//!   `/run/containerd/io.containerd.runtime.v2.task/k8s.io/<ID>/` (`core/runtime/v2/bundle.go`:
//!   the runtime plugin's state, then namespace and ID; the CRI's namespace is `k8s.io`). Its
//!   annotations `io.kubernetes.cri.sandbox-name`, `…sandbox-namespace`, `…sandbox-uid`,
//!   `…container-name` (`internal/cri/annotations/annotations.go`, `DefaultCRIAnnotations`).
//! - CRI-O: its `config.json` in `/run/containers/storage/overlay-containers/<ID>/userdata/`,
//!   the same under `/var/lib/containers/storage/` (`server/container_create.go` saves both,
//!   containers/storage's run and static directories). `SpecAddAnnotations`
//!   (`internal/factory/container/container.go`) copies the kubelet's labels into the
//!   annotations: `io.kubernetes.pod.name`, `…pod.namespace`, `…pod.uid`,
//!   `io.kubernetes.container.name`.
//! - Docker: `/var/lib/docker/containers/<ID>/config.v2.json` (moby's
//!   `daemon/container/container.go`): `Name` (`/web`), and under cri-dockerd the kubelet's
//!   labels again, in `Config.Labels` (cri-dockerd's `core/helpers.go`, `makeLabels`).
//! - Podman writes no name into its `config.json` (only `io.container.manager` and a pod's
//!   infra container ID: `libpod/container_internal_common.go`,
//!   `pkg/specgen/generate/container.go`; `kube play` adds the YAML's own annotations). Its
//!   name is in containers/storage's list, `overlay-containers/containers.json` (or
//!   `volatile-containers.json`) under `/var/lib/containers/storage` (`names`, as
//!   `libpod/storage.go` creates it). Its pods live in its database, which is not read; nor is
//!   a rootless user's storage.
//!
//! Anything missing, unreadable or malformed is no names, never an error.
use std::{
    collections::HashMap,
    io::Read,
    path::{Path, PathBuf},
    sync::Mutex,
};

use serde::Deserialize;

use super::is_id;

/// What a runtime's state names; each when known.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Names {
    pub pod_name: Option<String>,
    pub pod_namespace: Option<String>,
    pub pod_uid: Option<String>,
    pub container_name: Option<String>,
}

/// A state file is read whole, up to this (larger: no names). A container's `config.json` is
/// tens of KB (its process and mounts come before the annotations, a seccomp profile after);
/// podman's list of containers, about 1 KB per container.
const MAX_BYTES: u64 = 1 << 20;
/// Containers whose names are kept: past this, the cache starts over (a re-read costs a file).
const MAX_CACHED: usize = 4096;

/// The node's runtimes' state, seen under `root`, and what it named so far.
pub struct NodeState {
    root: PathBuf,
    cache: Mutex<HashMap<String, Names>>,
}

impl NodeState {
    /// `root`: where the node's root filesystem is seen (`--node-root`: `/`, or where a
    /// DaemonSet mounts it).
    pub fn new(root: PathBuf) -> NodeState {
        NodeState { root, cache: Mutex::new(HashMap::new()) }
    }

    /// The names of container `id` of `runtime` (as `Container::of_cgroup` calls them). Once
    /// per container: a container not found stays unnamed (its ID is never reused).
    pub fn names(&self, runtime: &str, id: &str) -> Names {
        // A lock poisoned by a panic elsewhere still holds a valid map.
        let cache = || self.cache.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(names) = cache().get(id) {
            return names.clone();
        }
        // Not under the lock: another shard's process may look up another container meanwhile.
        let names = if is_id(id) { read(&self.root, runtime, id) } else { Names::default() };
        let mut cache = cache();
        if cache.len() >= MAX_CACHED {
            cache.clear();
        }
        cache.insert(id.to_owned(), names.clone());
        names
    }
}

/// The runtime's state file(s) for `id`, read and parsed; `cri` (a pod's container under the
/// cgroupfs driver, its runtime unknown) is containerd's or CRI-O's.
fn read(root: &Path, runtime: &str, id: &str) -> Names {
    let containerd = || oci(&root.join(format!("run/containerd/io.containerd.runtime.v2.task/k8s.io/{id}/config.json")));
    let crio = || {
        STORAGE.iter().find_map(|store| oci(&root.join(format!("{store}/overlay-containers/{id}/userdata/config.json"))))
    };
    let found = match runtime {
        "containerd" => containerd(),
        "cri-o" => crio(),
        "cri" => containerd().or_else(crio),
        "docker" => load(&root.join(format!("var/lib/docker/containers/{id}/config.v2.json"))).and_then(|b| docker(&b)),
        "podman" => podman(root, id),
        _ => None,
    };
    found.unwrap_or_default()
}

/// containers/storage's run root and graph root (CRI-O's and rootful podman's defaults).
const STORAGE: [&str; 2] = ["run/containers/storage", "var/lib/containers/storage"];

/// A file's bytes, if it is there and not too large.
fn load(path: &Path) -> Option<Vec<u8>> {
    let mut bytes = vec![];
    std::fs::File::open(path).ok()?.take(MAX_BYTES + 1).read_to_end(&mut bytes).ok()?;
    if bytes.len() as u64 > MAX_BYTES {
        tracing::debug!("{} is over {MAX_BYTES} bytes: its container's names are not read", path.display());
        return None;
    }
    Some(bytes)
}

/// An OCI runtime spec's annotations, as containerd and CRI-O write them.
fn oci(path: &Path) -> Option<Names> {
    oci_spec(&load(path)?)
}

/// The names an OCI runtime spec's (`config.json`'s) annotations give.
pub(crate) fn oci_spec(bytes: &[u8]) -> Option<Names> {
    #[derive(Deserialize)]
    struct Spec {
        #[serde(default)]
        annotations: Option<HashMap<String, String>>,
    }
    let spec: Spec = serde_json::from_slice(bytes).ok()?;
    Some(kubernetes(&spec.annotations.unwrap_or_default()))
}

/// The pod and container that containerd's CRI annotations or the kubelet's labels name.
fn kubernetes(m: &HashMap<String, String>) -> Names {
    let get = |keys: [&str; 2]| keys.iter().find_map(|k| m.get(*k).filter(|v| is_name(v)).cloned());
    Names {
        pod_name: get(["io.kubernetes.cri.sandbox-name", "io.kubernetes.pod.name"]),
        pod_namespace: get(["io.kubernetes.cri.sandbox-namespace", "io.kubernetes.pod.namespace"]),
        pod_uid: get(["io.kubernetes.cri.sandbox-uid", "io.kubernetes.pod.uid"]),
        container_name: get(["io.kubernetes.cri.container-name", "io.kubernetes.container.name"]),
    }
}

/// Docker's `config.v2.json`: the kubelet's labels (cri-dockerd), else the container's name.
pub(crate) fn docker(bytes: &[u8]) -> Option<Names> {
    #[derive(Deserialize)]
    struct Config {
        #[serde(rename = "Labels", default)]
        labels: Option<HashMap<String, String>>,
    }
    #[derive(Deserialize)]
    struct Stored {
        #[serde(rename = "Name", default)]
        name: String,
        #[serde(rename = "Config", default)]
        config: Option<Config>,
    }
    let c: Stored = serde_json::from_slice(bytes).ok()?;
    let mut names = kubernetes(&c.config.and_then(|c| c.labels).unwrap_or_default());
    if names.container_name.is_none() {
        names.container_name = Some(c.name.trim_start_matches('/').to_owned()).filter(|n| is_name(n));
    }
    Some(names)
}

/// Podman's container name, from containers/storage's lists of containers.
fn podman(root: &Path, id: &str) -> Option<Names> {
    let lists = STORAGE.iter().flat_map(|store| {
        ["containers.json", "volatile-containers.json"].map(|f| root.join(format!("{store}/overlay-containers/{f}")))
    });
    lists.filter_map(|path| load(&path)).find_map(|bytes| stored_name(&bytes, id))
}

/// The name containers/storage's list gives container `id`.
pub(crate) fn stored_name(bytes: &[u8], id: &str) -> Option<Names> {
    #[derive(Deserialize)]
    struct Stored {
        id: String,
        #[serde(default)]
        names: Vec<String>,
    }
    let list: Vec<Stored> = serde_json::from_slice(bytes).ok()?;
    let c = list.into_iter().find(|c| c.id == id)?;
    Some(Names { container_name: c.names.into_iter().next().filter(|n| is_name(n)), ..Names::default() })
}

/// A name as Kubernetes (DNS labels and subdomains, UIDs), Docker and Podman
/// (`[a-zA-Z0-9][a-zA-Z0-9_.-]*`) allow them: nothing else is taken, so that a name needs no
/// escaping in a metrics label or a page.
fn is_name(s: &str) -> bool {
    (1..=253).contains(&s.len()) && s.bytes().all(|b| b.is_ascii_alphanumeric() || b"-._".contains(&b))
}

#[cfg(test)]
mod tests {
    use super::*;

    const ID: &str = "4f2a9c1be0d3a8f7c6b5a4e3d2c1b0a9f8e7d6c5b4a3928170615243a1b2c3d4";
    const UID: &str = "7d3c2b1a-1111-4222-8333-944455566677";

    fn named(pod: &str, ns: &str, container: &str) -> Names {
        Names { pod_name: Some(pod.into()), pod_namespace: Some(ns.into()), pod_uid: Some(UID.into()), container_name: Some(container.into()) }
    }

    /// A temporary node root, removed when dropped.
    struct Root(PathBuf);

    impl Root {
        fn path(&self) -> &Path {
            &self.0
        }
    }

    impl Drop for Root {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }

    /// A node root with `files` (path under it, content) written.
    fn with_files(files: &[(String, String)]) -> (Root, NodeState) {
        static N: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
        let n = N.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let dir = Root(std::env::temp_dir().join(format!("ze-tracer-names-{}-{n}", std::process::id())));
        for (path, text) in files {
            let path = dir.path().join(path);
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(path, text).unwrap();
        }
        let state = NodeState::new(dir.path().into());
        (dir, state)
    }

    /// containerd's bundle spec for a pod's container, as `DefaultCRIAnnotations` annotates it
    /// (the process and mounts before, as runc's `config.json` has them).
    fn containerd_spec() -> String {
        format!(
            r#"{{"ociVersion":"1.2.0","process":{{"user":{{"uid":0,"gid":0}},"args":["python3","train.py"],"env":["PATH=/usr/bin"],"cwd":"/"}},
            "root":{{"path":"rootfs"}},"mounts":[{{"destination":"/proc","type":"proc","source":"proc"}}],
            "annotations":{{"io.kubernetes.cri.container-name":"worker","io.kubernetes.cri.container-type":"container",
            "io.kubernetes.cri.image-name":"registry.example/train:1","io.kubernetes.cri.sandbox-id":"{sandbox}",
            "io.kubernetes.cri.sandbox-name":"trainer-0","io.kubernetes.cri.sandbox-namespace":"ml","io.kubernetes.cri.sandbox-uid":"{UID}"}},
            "linux":{{"cgroupsPath":"kubepods-burstable-pod{u}.slice:cri-containerd:{ID}","namespaces":[{{"type":"pid"}}]}}}}"#,
            sandbox = "a".repeat(64),
            u = UID.replace('-', "_"),
        )
    }

    /// CRI-O's spec: its own annotations, the pod's, then the kubelet's labels.
    fn crio_spec() -> String {
        format!(
            r#"{{"ociVersion":"1.0.2-dev","process":{{"args":["/bin/app"],"cwd":"/"}},"root":{{"path":"/var/lib/containers/storage/overlay/x/merged"}},
            "annotations":{{"io.container.manager":"cri-o","io.kubernetes.container.hash":"5d2f1a7c",
            "io.kubernetes.cri-o.ContainerName":"k8s_render_viz-7d9f_graphics_{UID}_0","io.kubernetes.cri-o.ContainerType":"container",
            "io.kubernetes.cri-o.Labels":"{{\"io.kubernetes.container.name\":\"render\"}}","io.kubernetes.cri-o.SandboxName":"k8s_viz-7d9f_graphics_{UID}_0",
            "io.kubernetes.container.name":"render","io.kubernetes.pod.name":"viz-7d9f","io.kubernetes.pod.namespace":"graphics",
            "io.kubernetes.pod.uid":"{UID}","kubernetes.io/config.source":"api"}},"linux":{{}}}}"#
        )
    }

    #[test]
    fn containerd_names_from_its_cri_annotations() {
        let (_dir, node) = with_files(&[(format!("run/containerd/io.containerd.runtime.v2.task/k8s.io/{ID}/config.json"), containerd_spec())]);
        assert_eq!(node.names("containerd", ID), named("trainer-0", "ml", "worker"));
        // Under the cgroupfs driver the runtime is not known: containerd's state is found.
        let (_dir, node) = with_files(&[(format!("run/containerd/io.containerd.runtime.v2.task/k8s.io/{ID}/config.json"), containerd_spec())]);
        assert_eq!(node.names("cri", ID), named("trainer-0", "ml", "worker"));
    }

    #[test]
    fn crio_names_from_the_kubelets_labels_in_either_directory() {
        for store in STORAGE {
            let (_dir, node) = with_files(&[(format!("{store}/overlay-containers/{ID}/userdata/config.json"), crio_spec())]);
            assert_eq!(node.names("cri-o", ID), named("viz-7d9f", "graphics", "render"), "{store}");
            assert_eq!(NodeState::new(node.root.clone()).names("cri", ID), named("viz-7d9f", "graphics", "render"), "{store}");
        }
    }

    #[test]
    fn docker_names_its_container_and_cri_dockerd_its_pod() {
        let plain = format!(
            r#"{{"StreamConfig":{{}},"State":{{"Running":true,"Pid":4242}},"ID":"{ID}","Created":"2025-01-01T00:00:00Z","Managed":false,
            "Path":"python3","Args":["serve.py"],"Config":{{"Hostname":"4f2a9c1be0d3","Env":["PATH=/usr/bin"],"Image":"gpu-app","Labels":{{}}}},
            "Image":"sha256:{img}","Name":"/gpu-app","Driver":"overlay2","RestartCount":0}}"#,
            img = "b".repeat(64)
        );
        let (_dir, node) = with_files(&[(format!("var/lib/docker/containers/{ID}/config.v2.json"), plain)]);
        assert_eq!(node.names("docker", ID), Names { container_name: Some("gpu-app".into()), ..Names::default() });

        let kubelet = format!(
            r#"{{"ID":"{ID}","Name":"/k8s_infer_llm-0_serving_{UID}_0","Config":{{"Labels":{{"annotation.io.kubernetes.container.hash":"1a2b",
            "io.kubernetes.container.name":"infer","io.kubernetes.docker.type":"container","io.kubernetes.pod.name":"llm-0",
            "io.kubernetes.pod.namespace":"serving","io.kubernetes.pod.uid":"{UID}"}}}}}}"#
        );
        let (_dir, node) = with_files(&[(format!("var/lib/docker/containers/{ID}/config.v2.json"), kubelet)]);
        assert_eq!(node.names("docker", ID), named("llm-0", "serving", "infer"));
    }

    #[test]
    fn podman_names_its_container_from_the_storage_list() {
        let other = "c".repeat(64);
        let list = format!(
            r#"[{{"id":"{other}","names":["db"],"image":"{img}","layer":"{l1}","metadata":"{{\"name\":\"db\"}}","created":"2025-01-01T00:00:00Z","flags":{{}}}},
            {{"id":"{ID}","names":["gpu-job"],"image":"{img}","layer":"{l2}","metadata":"{{\"image-name\":\"quay.io/x/y:1\",\"name\":\"gpu-job\",\"created-at\":1735689600}}","created":"2025-01-01T00:00:00Z"}}]"#,
            img = "d".repeat(64),
            l1 = "e".repeat(64),
            l2 = "f".repeat(64),
        );
        let (_dir, node) = with_files(&[("var/lib/containers/storage/overlay-containers/containers.json".into(), list)]);
        assert_eq!(node.names("podman", ID), Names { container_name: Some("gpu-job".into()), ..Names::default() });
        assert_eq!(node.names("podman", &"9".repeat(64)), Names::default());
    }

    #[test]
    fn nothing_found_or_readable_is_no_names() {
        let path = format!("run/containerd/io.containerd.runtime.v2.task/k8s.io/{ID}/config.json");
        for text in ["", "{", "[]", r#"{"annotations":{"io.kubernetes.cri.sandbox-name":7}}"#, r#"{"annotations":null}"#] {
            let (_dir, node) = with_files(&[(path.clone(), text.into())]);
            assert_eq!(node.names("containerd", ID), Names::default(), "{text}");
        }
        let (_dir, node) = with_files(&[]);
        for runtime in ["containerd", "cri-o", "cri", "docker", "podman", "other"] {
            assert_eq!(node.names(runtime, ID), Names::default(), "{runtime}");
        }
        // A name no runtime allows is not taken.
        let odd = r#"{"annotations":{"io.kubernetes.cri.sandbox-name":"a\"b","io.kubernetes.cri.container-name":"c d","io.kubernetes.cri.sandbox-namespace":"ok"}}"#;
        let (_dir, node) = with_files(&[(path.clone(), odd.into())]);
        assert_eq!(node.names("containerd", ID), Names { pod_namespace: Some("ok".into()), ..Names::default() });
        // Not an ID: no path is made of it.
        assert_eq!(node.names("containerd", "../../etc"), Names::default());
    }

    #[test]
    fn a_containers_names_are_read_once() {
        let path = format!("run/containerd/io.containerd.runtime.v2.task/k8s.io/{ID}/config.json");
        let (dir, node) = with_files(&[(path.clone(), containerd_spec())]);
        assert_eq!(node.names("containerd", ID), named("trainer-0", "ml", "worker"));
        std::fs::remove_file(dir.path().join(&path)).unwrap();
        assert_eq!(node.names("containerd", ID), named("trainer-0", "ml", "worker"));
    }

    #[test]
    fn a_file_over_the_bound_is_not_read() {
        let padding = " ".repeat(MAX_BYTES as usize);
        let (_dir, node) = with_files(&[(format!("var/lib/docker/containers/{ID}/config.v2.json"), format!(r#"{{"Name":"/x"}}{padding}"#))]);
        assert_eq!(node.names("docker", ID), Names::default());
    }
}
