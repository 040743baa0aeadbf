//! `--metrics` as a node's Prometheus sees it: a real Prometheus (Debian's), started here on
//! loopback, scrapes a system-wide daemon while fixture processes run in cgroups of their own.
//! Its query API must return each process's and each cgroup's ground truth, and with 1,000
//! short processes the series per scrape must stay under the stated bound. The alerting rules
//! and the Grafana dashboard we ship are loaded and run against the same Prometheus.
mod common;

use std::{
    collections::BTreeMap,
    io::{BufRead, BufReader, Read, Write},
    net::TcpStream,
    path::{Path, PathBuf},
    process::{Child, Command, Stdio},
    time::{Duration, Instant},
};

use common::*;
use serde_json::Value;
use tracer_common::ObjType;

const TOP: usize = 3;
const CGROUPS: usize = 3;
const MEMORY: [&str; 7] = ["device", "host", "shared", "physical", "virtual_reserved", "pooled", "virtual_mapped"];

/// The bound the README states: per process, every type, memory kind, the APIs' calls and
/// failed calls, and the oldest age; per cgroup, the same plus what ended processes leaked and
/// two process counts; and the daemon's own series.
fn stated_bound(top: usize, cgroups: usize) -> usize {
    let (t, m, a) = (ObjType::ALL.len(), MEMORY.len(), tracer_common::API_COUNT);
    top * (t + m + 2 * a + 5 + 3) + cgroups * (2 * t + 2 * m + 2 * a + 5) + 18
}

/// A cgroup v2 of the test's own, removed once its processes are gone.
struct Cgroup {
    dir: PathBuf,
    /// As ze-tracer names it: the path under the v2 mount.
    name: String,
}

impl Cgroup {
    fn new(tag: &str) -> Cgroup {
        let name = format!("ze-tracer-test-{}-{tag}", std::process::id());
        let dir = cgroup2_root().join(&name);
        std::fs::create_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
        Cgroup { dir, name: format!("/{name}") }
    }

    /// `cmd` starts in this cgroup (it moves itself before it execs).
    fn enter(&self, cmd: &mut Command) {
        enter_cgroup(&self.dir, cmd);
    }
}

impl Drop for Cgroup {
    fn drop(&mut self) {
        // Its last processes may still be being reaped.
        for _ in 0..100 {
            if std::fs::remove_dir(&self.dir).is_ok() {
                return;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
    }
}

/// `GET path` on loopback; the body.
fn http_get(port: u16, path: &str) -> Option<String> {
    let mut s = TcpStream::connect(("127.0.0.1", port)).ok()?;
    s.set_read_timeout(Some(Duration::from_secs(30))).unwrap();
    write!(s, "GET {path} HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n").ok()?;
    let mut resp = String::new();
    s.read_to_string(&mut resp).ok()?;
    let (head, body) = resp.split_once("\r\n\r\n")?;
    (head.split(' ').nth(1) == Some("200")).then(|| body.to_owned())
}

fn urlencode(s: &str) -> String {
    s.bytes()
        .map(|b| match b {
            b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' | b'-' | b'_' | b'.' => (b as char).to_string(),
            _ => format!("%{b:02X}"),
        })
        .collect()
}

/// Debian's Prometheus on a free loopback port, scraping `target` every second.
struct Prometheus {
    child: Child,
    port: u16,
    log: PathBuf,
}

impl Prometheus {
    fn start(dir: &Path, target: &str) -> Prometheus {
        let config = dir.join("prometheus.yml");
        std::fs::write(
            &config,
            format!(
                "global: {{scrape_interval: 1s, scrape_timeout: 1s, evaluation_interval: 1s}}\n\
                 rule_files: ['{}']\n\
                 scrape_configs:\n  - job_name: ze-tracer\n    static_configs: [{{targets: ['{target}']}}]\n",
                scripts().join("prometheus/ze-tracer-alerts.yml").display()
            ),
        )
        .unwrap();
        let log = dir.join("prometheus.log");
        let child = Command::new("prometheus")
            .arg(format!("--config.file={}", config.display()))
            .arg(format!("--storage.tsdb.path={}", dir.join("data").display()))
            .args(["--web.listen-address=127.0.0.1:0", "--log.level=warn"])
            .stdout(Stdio::null())
            .stderr(std::fs::File::create(&log).unwrap())
            .spawn()
            .expect("prometheus (Debian's package; `cargo xtask setup` installs it)");
        let mut p = Prometheus { child, port: 0, log };
        let start = Instant::now();
        loop {
            if let Some(port) = listening_port(p.child.id()) {
                p.port = port;
                if http_get(port, "/-/ready").is_some() {
                    return p;
                }
            }
            assert!(p.child.try_wait().unwrap().is_none(), "prometheus exited: {}", p.log());
            assert!(start.elapsed() < Duration::from_secs(120), "prometheus not ready: {}", p.log());
            std::thread::sleep(Duration::from_millis(100));
        }
    }

    fn log(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }

    /// An instant query's result vector: (labels, value) per series.
    fn query(&self, q: &str) -> Vec<(BTreeMap<String, String>, f64)> {
        let body = http_get(self.port, &format!("/api/v1/query?query={}", urlencode(q)))
            .unwrap_or_else(|| panic!("query {q} failed: {}", self.log()));
        let v: Value = serde_json::from_str(&body).unwrap();
        assert_eq!(v["status"], "success", "{q}: {v}");
        v["data"]["result"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| {
                let labels = r["metric"].as_object().unwrap().iter().map(|(k, v)| (k.clone(), v.as_str().unwrap().to_owned()));
                (labels.collect(), r["value"][1].as_str().unwrap().parse().unwrap())
            })
            .collect()
    }

    /// `q`'s values by `label`, once they equal `want` (a scrape a second: a hang guard only).
    fn wait_for(&self, q: &str, label: &str, want: &BTreeMap<String, f64>) {
        let start = Instant::now();
        loop {
            let got: BTreeMap<String, f64> =
                self.query(q).into_iter().map(|(l, v)| (l.get(label).cloned().unwrap_or_default(), v)).collect();
            if &got == want {
                return;
            }
            assert!(start.elapsed() < Duration::from_secs(120), "{q}: {got:?}, want {want:?}");
            std::thread::sleep(Duration::from_millis(250));
        }
    }
}

impl Drop for Prometheus {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn scripts() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../scripts")
}

/// Every query of the Grafana dashboard, with its variables set to "all".
fn dashboard_queries() -> Vec<String> {
    let path = scripts().join("grafana/ze-tracer-dashboard.json");
    let dashboard: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let panels = dashboard["panels"].as_array().unwrap();
    let exprs = panels.iter().flat_map(|p| p["targets"].as_array().unwrap()).map(|t| t["expr"].as_str().unwrap());
    exprs.map(|e| e.replace("$cgroup", ".*").replace("$__rate_interval", "1m")).collect()
}

/// A leaking workload that holds its objects until told to go.
struct Held {
    child: Child,
    truth: Value,
}

fn start_held(cgroup: &Cgroup, leak: &str) -> Held {
    let mut cmd = workload();
    cmd.args(["lifecycle", "--leak", leak, "--hold"]).stdin(Stdio::piped()).stdout(Stdio::piped());
    cgroup.enter(&mut cmd);
    let mut child = cmd.spawn().unwrap();
    let truth = read_truth(child.stdout.take().unwrap());
    Held { child, truth }
}

impl Held {
    fn finish(mut self) {
        self.child.stdin.take().unwrap().write_all(b"go\n").unwrap();
        assert!(self.child.wait().unwrap().success());
    }
}

/// What the truths say is outstanding, as the metrics label it: by type, and bytes by kind.
fn expected(truths: &[&Value]) -> (BTreeMap<String, f64>, BTreeMap<String, f64>) {
    let mut objects = BTreeMap::new();
    for ty in ObjType::ALL {
        let n: u64 = truths
            .iter()
            .map(|t| match ty.count_column() {
                Some(col) => outstanding(t, col),
                // The fixture's workload allocates through no pool.
                None if ty == ObjType::Pooled => 0,
                None => t["outstanding_allocations"].as_u64().unwrap(),
            })
            .sum();
        objects.insert(ty.name().to_owned(), n as f64);
    }
    let bytes = MEMORY
        .iter()
        // The fixture's workload allocates through no pool: nothing `pooled`.
        .map(|k| (k.to_string(), truths.iter().map(|t| t["outstanding_memory_bytes"][k].as_u64().unwrap_or(0)).sum::<u64>() as f64))
        .collect();
    (objects, bytes)
}

/// Reads `err` into `seen` up to the line that contains `text`; that line.
fn read_until(err: &mut impl BufRead, seen: &mut String, text: &str) -> String {
    loop {
        let mut line = String::new();
        assert!(err.read_line(&mut line).unwrap() > 0, "tracer ended early: {seen}");
        seen.push_str(&line);
        if line.contains(text) {
            return line;
        }
    }
}

/// The daemon, stopped even when the test fails.
struct Daemon(Child);

impl Drop for Daemon {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Under socket activation with a network namespace of its own (the unit's `PrivateNetwork=`),
/// a local peer is still told by its user: the `sock_diag` socket systemd passes beside the
/// metrics one (`ListenNetlink=inet-diag`), made in the host's namespace, answers for it. Before,
/// the daemon asked its own, empty, namespace, and every local peer was one `Unknown` share.
#[test]
fn in_a_network_namespace_of_its_own_it_tells_local_peers_by_user() {
    use std::os::{fd::AsRawFd, unix::process::CommandExt};
    fixture();
    let dir = temp_dir("metrics-netns");
    let target = Daemon(Command::new("sleep").arg("600").stdout(Stdio::null()).spawn().unwrap());
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    // SAFETY: a new socket, closed when the test ends.
    let diag = unsafe { libc::socket(libc::AF_NETLINK, libc::SOCK_DGRAM | libc::SOCK_CLOEXEC, libc::NETLINK_SOCK_DIAG) };
    assert!(diag >= 0);
    let (l, d) = (listener.as_raw_fd(), diag);
    let mut cmd = Command::new("sh");
    cmd.args(["-c", r#"LISTEN_PID=$$ LISTEN_FDS=2 exec "$@""#, "sh"]).arg(env!("CARGO_BIN_EXE_ze-tracer"));
    cmd.args(["--metrics", "systemd", "--log-level", "debug", "--pid", &target.0.id().to_string(), "-o"]).arg(&dir);
    // SAFETY: fcntl, dup2 and unshare only, between fork and exec.
    unsafe {
        cmd.pre_exec(move || {
            // Fds 3 and 4, as systemd passes them (moved out of the way first), in a network
            // namespace of its own, as PrivateNetwork= makes it.
            let (a, b) = (libc::fcntl(l, libc::F_DUPFD, 100), libc::fcntl(d, libc::F_DUPFD, 100));
            if a < 0 || b < 0 || libc::dup2(a, 3) < 0 || libc::dup2(b, 4) < 0 || libc::unshare(libc::CLONE_NEWNET) != 0 {
                return Err(std::io::Error::last_os_error());
            }
            Ok(())
        });
    }
    let mut daemon = Daemon(cmd.stdout(Stdio::null()).stderr(Stdio::piped()).spawn().unwrap());
    let mut err = BufReader::new(daemon.0.stderr.take().unwrap());
    let mut seen = String::new();
    read_until(&mut err, &mut seen, "metrics at");
    let mut s = std::net::TcpStream::connect(("127.0.0.1", port)).unwrap();
    s.write_all(b"GET /metrics HTTP/1.0\r\n\r\n").unwrap();
    let mut resp = String::new();
    s.read_to_string(&mut resp).unwrap();
    assert!(resp.starts_with("HTTP/1.0 200"), "{resp}");
    let line = read_until(&mut err, &mut seen, "metrics: a connection");
    // SAFETY: our own uid.
    let me = unsafe { libc::geteuid() };
    assert!(line.contains(&format!("peer=User({me})")), "{line}");
    // SAFETY: closes the socket made above.
    unsafe { libc::close(diag) };
    drop(target);
}

/// Starts the system-wide daemon (fixture processes only) serving metrics on a free port.
fn start_daemon(dir: &Path) -> (Daemon, u16) {
    let mut t = tracer()
        // Rings of 64 MB: a hundred processes starting at once on two CPUs keep the daemon off
        // the CPU for a while (seen once: 273 events lost in 16 MB), and this test is of the
        // figures, not of the rings' room.
        .args(["--comm", "ze_workload", "--metrics", "127.0.0.1:0", "-q", "--ring-mb", "64", "-o"])
        .arg(dir)
        .args(["--metrics-top", &TOP.to_string(), "--metrics-cgroups", &CGROUPS.to_string()])
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut err = BufReader::new(t.stderr.take().unwrap());
    let mut seen = String::new();
    let line = read_until(&mut err, &mut seen, "metrics at http://127.0.0.1:");
    let port = line.split("metrics at http://127.0.0.1:").nth(1).unwrap().split('/').next().unwrap().parse().unwrap();
    // Keep reading its log, or it blocks on a full pipe.
    std::thread::spawn(move || std::io::copy(&mut err, &mut std::io::sink()));
    (Daemon(t), port)
}

#[test]
fn prometheus_sees_each_process_and_cgroup_and_series_stay_bounded() {
    fixture();
    let dir = temp_dir("metrics");
    let (mut daemon, port) = start_daemon(&dir);
    let prometheus = Prometheus::start(&dir, &format!("127.0.0.1:{port}"));
    let (a, b) = (Cgroup::new("a"), Cgroup::new("b"));

    // Live processes: each one's figures, and their cgroups' sums.
    let held = [start_held(&a, "context,device"), start_held(&a, "context,host,event"), start_held(&b, "shared,fence")];
    for h in &held {
        let pid = h.truth["pid"].as_u64().unwrap();
        let (objects, bytes) = expected(&[&h.truth]);
        prometheus.wait_for(&format!("ze_tracer_process_outstanding_objects{{pid=\"{pid}\"}}"), "type", &objects);
        prometheus.wait_for(&format!("ze_tracer_process_outstanding_bytes{{pid=\"{pid}\"}}"), "memory", &bytes);
    }
    let in_a = [&held[0].truth, &held[1].truth];
    let (a_objects, a_bytes) = expected(&in_a);
    prometheus.wait_for(&format!("ze_tracer_cgroup_outstanding_objects{{cgroup=\"{}\"}}", a.name), "type", &a_objects);
    prometheus.wait_for(&format!("ze_tracer_cgroup_outstanding_bytes{{cgroup=\"{}\"}}", a.name), "memory", &a_bytes);
    let (b_objects, _) = expected(&[&held[2].truth]);
    prometheus.wait_for(&format!("ze_tracer_cgroup_outstanding_objects{{cgroup=\"{}\"}}", b.name), "type", &b_objects);

    // Once they end, what they held is what their cgroup leaked. (The last one lives on, for
    // the dashboard's per-process panel.)
    let [h0, h1, last] = held;
    for h in [h0, h1] {
        h.finish();
    }
    prometheus.wait_for(&format!("ze_tracer_cgroup_leaked_objects_total{{cgroup=\"{}\"}}", a.name), "type", &a_objects);
    prometheus.wait_for(&format!("ze_tracer_cgroup_leaked_bytes_total{{cgroup=\"{}\"}}", a.name), "memory", &a_bytes);
    let ended = BTreeMap::from([(a.name.clone(), 2.0)]);
    prometheus.wait_for(&format!("ze_tracer_cgroup_processes_ended_total{{cgroup=\"{}\"}}", a.name), "cgroup", &ended);
    // The rule we ship fires for it, with the number of objects left.
    let leaked: f64 = a_objects.values().sum();
    let alert = format!("ALERTS{{alertname=\"LevelZeroLeakedAtExit\",alertstate=\"firing\",cgroup=\"{}\"}}", a.name);
    prometheus.wait_for(&alert, "cgroup", &BTreeMap::from([(a.name.clone(), 1.0)]));
    let value = format!("ALERTS_FOR_STATE{{alertname=\"LevelZeroLeakedAtExit\",cgroup=\"{}\"}}", a.name);
    assert!(!prometheus.query(&value).is_empty());
    let fired = prometheus.query(&format!("sum by (cgroup) (ze_tracer_cgroup_leaked_objects_total{{cgroup=\"{}\"}})", a.name));
    assert_eq!(fired[0].1, leaked);

    // 1,000 short processes, 100 to a cgroup: each leaks what it did not free.
    let many: Vec<Cgroup> = (0..10).map(|i| Cgroup::new(&format!("many{i}"))).collect();
    let mut leaked_bytes: Vec<f64> = vec![];
    for c in &many {
        let mut cmd = workload();
        cmd.args(["stress", "--processes", "100", "--iters", "20", "--free-ratio", "0.5", "--allocate-size", "4096"]);
        c.enter(&mut cmd);
        let out = cmd.output().unwrap();
        assert!(out.status.success());
        let stress = String::from_utf8_lossy(&out.stdout);
        let lines: Vec<Value> =
            stress.lines().filter_map(|l| l.strip_prefix("STRESS ")).map(|l| serde_json::from_str(l).unwrap()).collect();
        assert_eq!(lines.len(), 100);
        leaked_bytes.push(lines.iter().map(|l| l["leaked_bytes"].as_f64().unwrap()).sum());
    }
    let all = BTreeMap::from([(String::new(), 1002.0)]);
    prometheus.wait_for("ze_tracer_processes_ended_total", "", &all);
    // The cgroups exported are those that leaked the most: each with exactly its processes' sum.
    let exported = prometheus.query("sum by (cgroup) (ze_tracer_cgroup_leaked_bytes_total{cgroup=~\".*-many.*\"})");
    assert!(!exported.is_empty() && exported.len() <= CGROUPS, "{exported:?}");
    for (labels, bytes) in &exported {
        let i: usize = labels["cgroup"].rsplit("many").next().unwrap().parse().unwrap();
        assert_eq!(*bytes, leaked_bytes[i], "{}", labels["cgroup"]);
    }

    // The bound held at every scrape, and it is the stated one.
    let limit = prometheus.query("ze_tracer_metrics_series_limit");
    assert_eq!(limit[0].1 as usize, stated_bound(TOP, CGROUPS));
    let most = prometheus.query("max_over_time(scrape_samples_scraped{job=\"ze-tracer\"}[1h])");
    assert!(most[0].1 > 0.0 && most[0].1 as usize <= stated_bound(TOP, CGROUPS), "{most:?}");
    eprintln!("series per scrape: at most {} of the bound {}", most[0].1, stated_bound(TOP, CGROUPS));
    let processes = prometheus.query("max_over_time(count(ze_tracer_process_oldest_outstanding_age_seconds)[1h:1s])");
    assert!(processes[0].1 as usize <= TOP, "{processes:?}");
    let cgroups = prometheus.query("max_over_time(count(ze_tracer_cgroup_processes)[1h:1s])");
    assert!(cgroups[0].1 as usize <= CGROUPS, "{cgroups:?}");
    let up = prometheus.query("up{job=\"ze-tracer\"}");
    assert_eq!(up[0].1, 1.0, "the last scrape failed: {}", prometheus.log());
    assert_eq!(prometheus.query("ze_tracer_events_dropped_total")[0].1, 0.0);

    // Every panel of the dashboard has data.
    for q in dashboard_queries() {
        assert!(!prometheus.query(&q).is_empty(), "the dashboard's {q} found nothing");
    }
    last.finish();
    let check = Command::new("promtool").arg("check").arg("rules").arg(scripts().join("prometheus/ze-tracer-alerts.yml")).output().unwrap();
    assert!(check.status.success(), "{}", String::from_utf8_lossy(&check.stderr));

    // SAFETY: our own child.
    unsafe { libc::kill(daemon.0.id() as i32, libc::SIGTERM) };
    assert!(daemon.0.wait().unwrap().success());
}

/// `--metrics systemd`, the service's way (`ze-tracer.socket`): it serves the listening socket
/// socket activation passes in, as `systemd-socket-activate` passes it (a unix one: the tool
/// takes no port 0, and a port picked here could be taken before it binds it).
#[test]
fn serves_the_socket_systemd_passes() {
    fixture();
    let dir = temp_dir("metrics-systemd");
    let sock = dir.join("metrics.sock");
    let target = Daemon(Command::new("sleep").arg("600").stdout(Stdio::null()).spawn().unwrap());
    let daemon = Command::new("systemd-socket-activate")
        .arg("-l")
        .arg(&sock)
        .arg("--")
        .arg(env!("CARGO_BIN_EXE_ze-tracer"))
        .args(["--metrics", "systemd", "--pid", &target.0.id().to_string(), "-o"])
        .arg(&dir)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("systemd-socket-activate (`cargo xtask setup` installs systemd)");
    let mut daemon = Daemon(daemon);
    let mut err = BufReader::new(daemon.0.stderr.take().unwrap());
    let mut seen = String::new();
    // As systemd does, the tool starts the service at the first connection, which it answers.
    read_until(&mut err, &mut seen, "Listening on");
    let mut s = std::os::unix::net::UnixStream::connect(&sock).unwrap();
    s.write_all(b"GET /metrics HTTP/1.0\r\n\r\n").unwrap();
    let mut resp = String::new();
    s.read_to_string(&mut resp).unwrap();
    assert!(resp.starts_with("HTTP/1.0 200") && resp.contains("\nze_tracer_processes_tracked ") && resp.ends_with("# EOF\n"), "{resp}");
    read_until(&mut err, &mut seen, &format!("metrics at unix:{}", sock.display()));
    drop(target);
    assert!(daemon.0.wait().unwrap().success(), "{seen}");
}
