//! What `top` shows: the traced processes read from one scrape, with their growth since the
//! previous one.
use std::{collections::HashMap, time::Instant};

use prometheus_parse::{Scrape, Value};

use crate::{
    data::Ended,
    metrics::{names, unescape},
    output::{headline, summary::Summary},
};

/// One traced process as a scrape shows it.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Proc {
    pub pid: u32,
    pub comm: String,
    pub cgroup: String,
    /// What it holds itself: what runtimes keep for it is `kept_*`, apart.
    pub objects: f64,
    pub bytes: f64,
    pub kept_objects: f64,
    pub kept_bytes: f64,
    pub oldest_s: f64,
    /// Growth per second since the previous scrape (none for a process seen first).
    pub objects_rate: Option<f64>,
    pub bytes_rate: Option<f64>,
    /// Its sites judged growing over the daemon's window (see the summary's trend): where
    /// they are made and how fast they grow (bytes/s), fastest first.
    pub growing: Vec<(String, f64)>,
}

/// The daemon's health line.
#[derive(Debug, Clone, Default)]
pub struct Health {
    pub tracked: f64,
    pub dropped: f64,
    pub ring_fill: f64,
    pub omitted: f64,
}

/// Objects and bytes per PID, as of a scrape.
type Held = HashMap<u32, (f64, f64)>;

/// A process whose tracking ended, as its summary judges it.
#[derive(Debug, Clone, PartialEq)]
pub struct Verdict {
    pub pid: u32,
    pub comm: String,
    /// The verdict's line, as the process's page says it: "LEAKED 128 objects (…)".
    pub line: String,
}

#[derive(Default)]
pub struct Model {
    pub procs: Vec<Proc>,
    pub health: Health,
    /// Once tracing ended: each summarized process's verdict, in the order written.
    pub verdicts: Vec<Verdict>,
    /// The previous scrape's, for the rates.
    prev: Option<(Instant, Held)>,
}

fn value(v: &Value) -> f64 {
    match v {
        Value::Counter(x) | Value::Gauge(x) | Value::Untyped(x) => *x,
        _ => 0.0,
    }
}

impl Model {
    /// Takes one scrape's text, read at `now`.
    pub fn update(&mut self, text: &str, now: Instant) -> std::io::Result<()> {
        let scrape = Scrape::parse(text.lines().map(|l| Ok(l.to_owned())))?;
        let mut procs: HashMap<u32, Proc> = HashMap::new();
        let mut health = Health::default();
        for s in &scrape.samples {
            let v = value(&s.value);
            let pid: Option<u32> = s.labels.get("pid").and_then(|p| p.parse().ok());
            let p = pid.map(|pid| {
                procs.entry(pid).or_insert_with(|| Proc {
                    pid,
                    comm: unescape(s.labels.get("comm").unwrap_or_default()),
                    cgroup: place(&s.labels),
                    ..Proc::default()
                })
            });
            let (m, held) = (s.metric.as_str(), &names::PROCESS);
            match p {
                // Every type, USM allocations ("Memory") included.
                Some(p) if m == held.objects.sample => p.objects += v,
                Some(p) if m == held.bytes.sample => p.bytes += v,
                Some(p) if m == held.kept_objects.sample => p.kept_objects = v,
                Some(p) if m == held.kept_bytes.sample => p.kept_bytes = v,
                Some(p) if m == held.oldest.sample => p.oldest_s = v,
                Some(p) if m == names::PROCESS_GROWING_SITE.sample => {
                    p.growing.push((unescape(s.labels.get("site").unwrap_or_default()), v));
                }
                _ if m == names::PROCESSES_TRACKED.sample => health.tracked = v,
                // A counter's samples, as an older exposition named them too.
                _ if m == names::EVENTS_DROPPED.sample || m == names::EVENTS_DROPPED.name => health.dropped = v,
                _ if m == names::RING_FILL.sample => health.ring_fill = v,
                _ if m == names::OMITTED.sample && s.labels.get("holder") == Some("process") => health.omitted = v,
                _ => {}
            }
        }
        let mut procs: Vec<Proc> = procs.into_values().collect();
        for p in &mut procs {
            p.growing.sort_by(|a, b| b.1.total_cmp(&a.1));
            // Its own: a pool's slabs and a runtime's objects are theirs.
            p.objects = (p.objects - p.kept_objects).max(0.0);
            p.bytes = (p.bytes - p.kept_bytes).max(0.0);
        }
        if let Some((then, prev)) = &self.prev {
            let dt = now.duration_since(*then).as_secs_f64().max(1e-3);
            for p in &mut procs {
                if let Some((objects, bytes)) = prev.get(&p.pid) {
                    p.objects_rate = Some((p.objects - objects) / dt);
                    p.bytes_rate = Some((p.bytes - bytes) / dt);
                }
            }
        }
        // Fastest growing first; then the most held; the PID keeps the order stable.
        let key = |p: &Proc| (p.bytes_rate.unwrap_or(0.0), p.objects_rate.unwrap_or(0.0), p.bytes, p.objects);
        procs.sort_by(|a, b| key(b).partial_cmp(&key(a)).unwrap_or(std::cmp::Ordering::Equal).then(a.pid.cmp(&b.pid)));
        self.prev = Some((now, procs.iter().map(|p| (p.pid, (p.objects, p.bytes))).collect()));
        self.procs = procs;
        self.health = health;
        Ok(())
    }

    /// Tracing ended: the last scrape may be older than a process's end (its last calls, its
    /// last objects), so each summarized process shows its summary's figures, and its verdict.
    pub fn finish(&mut self, summaries: &[Summary<'static>]) {
        for s in summaries {
            let all = &s.objects.all;
            let i = match self.procs.iter().position(|p| p.pid == s.pid) {
                Some(i) => i,
                None => {
                    let cgroup = s.cgroup.clone().unwrap_or_default();
                    self.procs.push(Proc { pid: s.pid, cgroup, ..Proc::default() });
                    self.procs.len() - 1
                }
            };
            let p = &mut self.procs[i];
            p.comm = s.comm.clone();
            p.objects = all.objects() as f64;
            p.bytes = all.rows().map(|(_, _, r)| r.bytes).sum::<u64>() as f64;
            p.oldest_s = all.rows().map(|(_, _, r)| r.oldest_age_ms).max().unwrap_or(0) as f64 / 1000.0;
            (p.kept_objects, p.kept_bytes) = (s.kept_objects as f64, s.kept_bytes as f64);
            (p.objects_rate, p.bytes_rate) = (None, None);
            // An ended process's sites are leaks, not trends; one still running keeps its last.
            if s.ended != Ended::Stopped {
                p.growing.clear();
            }
            self.verdicts.push(Verdict { pid: s.pid, comm: s.comm.clone(), line: headline::line(Some(s), all).1 });
        }
    }
}

/// Where a process runs, for the last column: its CI job, then its container (runtime, short
/// ID, its name and pod's, or the pod's UID) or else its cgroup.
fn place(labels: &prometheus_parse::Labels) -> String {
    let get = |k: &str| labels.get(k).filter(|v| !v.is_empty());
    let container = get("container").map(|c| {
        let short = match c.split_once("://") {
            Some((runtime, id)) => format!("{runtime} {}", &id[..id.len().min(12)]),
            None => c.to_owned(),
        };
        let pod = match (get("pod_namespace"), get("pod_name"), get("pod_uid")) {
            (Some(ns), Some(name), _) => Some(format!("pod {ns}/{name}")),
            (_, _, uid) => uid.map(|uid| format!("pod {uid}")),
        };
        let about: Vec<String> = [get("container_name").map(str::to_owned), pod].into_iter().flatten().collect();
        match about.is_empty() {
            true => short,
            false => format!("{short} ({})", about.join(", ")),
        }
    });
    let at = container.unwrap_or_else(|| unescape(labels.get("cgroup").unwrap_or_default()));
    match get("ci_job").map(unescape) {
        Some(job) => format!("{job} · {at}"),
        None => at,
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    fn scrape(pid_objects_bytes: &[(u32, u64, u64)]) -> String {
        let mut s = String::from("# TYPE ze_tracer_process_outstanding_objects gauge\n");
        for (pid, o, _) in pid_objects_bytes {
            s += &format!("ze_tracer_process_outstanding_objects{{pid=\"{pid}\",comm=\"w\",cgroup=\"/\",type=\"Context\"}} {o}\n");
        }
        s += "# TYPE ze_tracer_process_outstanding_bytes gauge\n";
        for (pid, _, b) in pid_objects_bytes {
            s += &format!("ze_tracer_process_outstanding_bytes{{pid=\"{pid}\",comm=\"w\",cgroup=\"/\",memory=\"device\"}} {b}\n");
        }
        s + "# EOF\n"
    }

    #[test]
    fn sorted_by_growth_with_rates() {
        let mut m = Model::default();
        let t0 = Instant::now();
        m.update(&scrape(&[(1, 10, 1000), (2, 1, 10)]), t0).unwrap();
        assert_eq!(m.procs[0].pid, 1, "most held first before any rate");
        assert_eq!(m.procs[0].objects_rate, None);
        m.update(&scrape(&[(1, 10, 1000), (2, 5, 4010)]), t0 + Duration::from_secs(2)).unwrap();
        assert_eq!(m.procs[0].pid, 2, "the growing one first");
        assert_eq!(m.procs[0].bytes_rate, Some(2000.0));
        assert_eq!(m.procs[0].objects_rate, Some(2.0));
        assert_eq!(m.procs[1].bytes_rate, Some(0.0));
    }

    /// The process ended after the last scrape: its row and verdict are its summary's.
    #[test]
    fn the_end_shows_the_summary_not_the_last_scrape() {
        let mut m = Model::default();
        m.update(&scrape(&[(7, 89, 1000)]), Instant::now()).unwrap();
        m.procs[0].growing.push(("leak (a.c:1)".into(), 10.0));
        let event = r#"{"type": "Event", "api": "zeEventCreate", "age_ms": 3000}"#;
        let alloc = r#"{"type": "Memory", "memory": "device", "api": "zeMemAllocDevice", "size": 4096, "age_ms": 1500}"#;
        let summary = |pid: u32, objects: &[&str]| -> Summary<'static> {
            let text = format!(
                r#"{{"pid": {pid}, "comm": "w", "complete": true, "ended": "exit", "outstanding": {{}}, "outstanding_memory_bytes": {{"device": 0, "host": 0, "shared": 0, "total": 0}}, "objects": [{}]}}"#,
                objects.join(",")
            );
            serde_json::from_str(&text).unwrap()
        };
        m.finish(&[summary(7, &[event, event, alloc]), summary(8, &[])]);
        let p = &m.procs[0];
        assert_eq!((p.pid, p.objects, p.bytes, p.oldest_s, p.objects_rate), (7, 3.0, 4096.0, 3.0, None));
        assert!(p.growing.is_empty(), "an ended process's sites are leaks, not trends");
        assert_eq!(m.procs[1].pid, 8, "one that ended between scrapes is shown too");
        let lines: Vec<&str> = m.verdicts.iter().map(|v| v.line.as_str()).collect();
        assert_eq!(lines, ["LEAKED 3 objects, 4.1 kB (4,096 bytes) of USM", "nothing outstanding"]);
    }

    #[test]
    fn a_container_shows_its_name_and_pods() {
        let id = "4f2a9c1be0d3a8f7c6b5a4e3d2c1b0a9f8e7d6c5b4a3928170615243a1b2c3d4";
        let place = |labels: &str| {
            let text = format!(
                "# TYPE ze_tracer_process_outstanding_objects gauge\nze_tracer_process_outstanding_objects{{pid=\"1\",cgroup=\"/k\",container=\"containerd://{id}\",{labels}type=\"Context\"}} 1\n# EOF\n"
            );
            let mut m = Model::default();
            m.update(&text, Instant::now()).unwrap();
            m.procs[0].cgroup.clone()
        };
        let named = "pod_uid=\"7d3c\",pod_name=\"trainer-0\",pod_namespace=\"ml\",container_name=\"worker\",";
        assert_eq!(place(named), "containerd 4f2a9c1be0d3 (worker, pod ml/trainer-0)");
        assert_eq!(place("pod_uid=\"7d3c\",pod_name=\"\",pod_namespace=\"\",container_name=\"\","), "containerd 4f2a9c1be0d3 (pod 7d3c)");
        assert_eq!(place(""), "containerd 4f2a9c1be0d3");
    }
}
