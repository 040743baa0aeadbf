//! Which container (and, on Kubernetes, which pod) a process runs in, from its cgroup v2 path:
//! on a GPU node a process is known by a path such as
//! `/kubepods.slice/kubepods-burstable.slice/kubepods-burstable-pod<UID>.slice/cri-containerd-<ID>.scope`,
//! which names no pod and no container to a person. The runtimes name their scopes so
//! (systemd cgroup driver) or their directories so (cgroupfs driver):
//! - containerd: `cri-containerd-<ID>.scope`; CRI-O: `crio-<ID>.scope` (`crio-conmon-` is its
//!   monitor, not the container); Docker: `docker-<ID>.scope` or `/docker/<ID>`; Podman:
//!   `libpod-<ID>.scope` (its `libpod-conmon-` likewise);
//! - the kubelet: `kubepods[-<qos>]-pod<UID>.slice` (the UID's dashes as underscores) or
//!   `/kubepods/[<qos>/]pod<UID>/<ID>`; no QoS level means Guaranteed.
//!
//! That is a pure function of the path. The names (pod, namespace, container) are in the
//! runtime's own state on the node: [`names`] reads them, once per container, where the daemon
//! reads a process's other facts ([`Container::of_process`]).
pub mod names;

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Container {
    /// containerd, cri-o, docker, podman.
    pub runtime: String,
    /// The container's ID (64 hex digits).
    pub id: String,
    /// The Kubernetes pod's UID and QoS class (guaranteed, burstable, besteffort), if in one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pod_uid: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub qos: Option<String>,
    /// What the runtime's state names: the pod and its namespace (on Kubernetes), the
    /// container (in its pod, or on its own: Docker's and Podman's names).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pod_name: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pod_namespace: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub container_name: Option<String>,
}

/// Scope prefixes, their runtime.
const SCOPES: [(&str, &str); 4] = [("cri-containerd-", "containerd"), ("crio-", "cri-o"), ("docker-", "docker"), ("libpod-", "podman")];

impl Container {
    /// The container a cgroup path names, if any.
    pub fn of_cgroup(path: &str) -> Option<Container> {
        let parts: Vec<&str> = path.split('/').filter(|p| !p.is_empty()).collect();
        let (mut runtime, mut id) = (None, None);
        for (i, part) in parts.iter().enumerate() {
            if let Some(scope) = part.strip_suffix(".scope") {
                for (prefix, rt) in SCOPES {
                    let Some(rest) = scope.strip_prefix(prefix) else { continue };
                    if is_id(rest) {
                        (runtime, id) = (Some(rt), Some(rest));
                    }
                }
            } else if is_id(part) && i > 0 {
                // cgroupfs: the runtime names the directory above (docker), or the pod does.
                let rt = match parts[i - 1] {
                    "docker" => "docker",
                    p if p.starts_with("pod") => "containerd",
                    _ => continue,
                };
                (runtime, id) = (Some(rt), Some(*part));
            }
        }
        let (runtime, id) = (runtime?, id?);
        let (pod_uid, qos) = pod(&parts).unzip();
        // A pod's container under the cgroupfs driver: its runtime is the node's, not known
        // from the path; say so rather than guess.
        let runtime = if pod_uid.is_some() && !path.contains(".scope") { "cri" } else { runtime };
        Some(Container { runtime: runtime.into(), id: id.into(), pod_uid, qos, pod_name: None, pod_namespace: None, container_name: None })
    }

    /// The container of a process in cgroup `path`, named as the runtime's state on the node
    /// names it (read once per container: see [`names`]).
    pub fn of_process(path: &str, node: &names::NodeState) -> Option<Container> {
        let mut c = Container::of_cgroup(path)?;
        let n = node.names(&c.runtime, &c.id);
        // The path's pod UID wins; the state's fills in for a path cut short (a cgroup
        // namespace that hides the kubelet's levels).
        c.pod_uid = c.pod_uid.or(n.pod_uid);
        (c.pod_name, c.pod_namespace, c.container_name) = (n.pod_name, n.pod_namespace, n.container_name);
        Some(c)
    }

    /// `containerd 3f2a…`, the container's name and the pod, for a line of text.
    pub fn short(&self) -> String {
        let id = &self.id[..self.id.len().min(12)];
        let mut about = vec![];
        if let Some(name) = &self.container_name {
            about.push(name.clone());
        }
        match (&self.pod_namespace, &self.pod_name, &self.pod_uid) {
            (Some(ns), Some(name), _) => about.push(format!("pod {ns}/{name}")),
            (_, _, Some(uid)) => about.push(format!("pod {uid}")),
            _ => {}
        }
        if self.pod_uid.is_some() || self.pod_name.is_some() {
            about.push(self.qos.clone().unwrap_or_else(|| "?".into()));
        }
        match about.is_empty() {
            true => format!("{} {id}", self.runtime),
            false => format!("{} {id} ({})", self.runtime, about.join(", ")),
        }
    }
}

/// The pod's UID and QoS class, from a path with a `kubepods…` part (at its root, or nested:
/// a node in a container, as kind runs them).
fn pod(parts: &[&str]) -> Option<(String, String)> {
    let at = parts.iter().position(|p| p.starts_with("kubepods"))?;
    let parts = &parts[at..];
    parts.iter().find_map(|part| {
        let name = part.strip_suffix(".slice").unwrap_or(part);
        // systemd: kubepods-burstable-pod<uid>.slice or kubepods-pod<uid>.slice.
        let (qos, uid) = match name.split_once("-pod") {
            Some((head, uid)) if head.starts_with("kubepods") => (head.strip_prefix("kubepods").unwrap_or("").trim_start_matches('-'), uid),
            // cgroupfs: /kubepods/<qos>/pod<uid>.
            _ => (parts.get(1).copied().filter(|q| !q.starts_with("pod")).unwrap_or(""), name.strip_prefix("pod")?),
        };
        let uid = uid.replace('_', "-");
        let qos = match qos {
            "" => "guaranteed",
            q => q,
        };
        (uid.len() >= 32).then(|| (uid, qos.to_owned()))
    })
}

fn is_id(s: &str) -> bool {
    s.len() == 64 && s.bytes().all(|b| b.is_ascii_hexdigit())
}

#[cfg(test)]
mod tests {
    use super::*;

    const ID: &str = "4f2a9c1be0d3a8f7c6b5a4e3d2c1b0a9f8e7d6c5b4a3928170615243a1b2c3d4";
    const UID: &str = "7d3c2b1a-1111-4222-8333-944455566677";

    fn c(runtime: &str, pod: Option<(&str, &str)>) -> Option<Container> {
        Some(Container {
            runtime: runtime.into(),
            id: ID.into(),
            pod_uid: pod.map(|p| p.0.into()),
            qos: pod.map(|p| p.1.into()),
            pod_name: None,
            pod_namespace: None,
            container_name: None,
        })
    }

    #[test]
    fn each_runtime_under_the_kubelet_and_alone() {
        let u = UID.replace('-', "_");
        let cases = [
            (format!("/kubepods.slice/kubepods-burstable.slice/kubepods-burstable-pod{u}.slice/cri-containerd-{ID}.scope"), c("containerd", Some((UID, "burstable")))),
            (format!("/kubepods.slice/kubepods-pod{u}.slice/crio-{ID}.scope"), c("cri-o", Some((UID, "guaranteed")))),
            (format!("/kubepods.slice/kubepods-besteffort.slice/kubepods-besteffort-pod{u}.slice/docker-{ID}.scope"), c("docker", Some((UID, "besteffort")))),
            (format!("/kubepods/burstable/pod{UID}/{ID}"), c("cri", Some((UID, "burstable")))),
            (format!("/kubepods/pod{UID}/{ID}"), c("cri", Some((UID, "guaranteed")))),
            (format!("/system.slice/docker-{ID}.scope"), c("docker", None)),
            (format!("/docker/{ID}"), c("docker", None)),
            (format!("/machine.slice/libpod-{ID}.scope/container"), c("podman", None)),
            (format!("/docker/{ID}/kubepods/besteffort/pod{UID}/{ID}"), c("cri", Some((UID, "besteffort")))),
            (format!("/user.slice/user-1000.slice/user@1000.service/user.slice/libpod-{ID}.scope"), c("podman", None)),
        ];
        for (path, want) in cases {
            assert_eq!(Container::of_cgroup(&path), want, "{path}");
        }
    }

    #[test]
    fn a_line_names_the_container_and_its_pod_when_known() {
        let mut pod = c("containerd", Some((UID, "burstable"))).unwrap();
        assert_eq!(pod.short(), format!("containerd 4f2a9c1be0d3 (pod {UID}, burstable)"));
        (pod.pod_name, pod.pod_namespace, pod.container_name) = (Some("trainer-0".into()), Some("ml".into()), Some("worker".into()));
        assert_eq!(pod.short(), "containerd 4f2a9c1be0d3 (worker, pod ml/trainer-0, burstable)");
        let mut alone = c("docker", None).unwrap();
        assert_eq!(alone.short(), "docker 4f2a9c1be0d3");
        alone.container_name = Some("gpu-app".into());
        assert_eq!(alone.short(), "docker 4f2a9c1be0d3 (gpu-app)");
    }

    #[test]
    fn no_container_is_made_up() {
        for path in ["/system.slice/ze-tracer.service", "/user.slice/user-0.slice/session-3.scope", "/", "/kubepods.slice", &format!("/machine.slice/libpod-conmon-{ID}.scope")] {
            assert_eq!(Container::of_cgroup(path), None, "{path}");
        }
    }
}
