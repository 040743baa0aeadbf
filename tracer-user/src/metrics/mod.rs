//! OpenMetrics for the node (`--metrics ADDR`): what traced processes hold now, the same summed
//! per cgroup (a pod, a systemd unit, a CI job's scope), and the daemon's own health.
//!
//! The daemon's flow answers each scrape from its live processes' trackers and, for those that
//! ended, from their summaries (see [`Exporter`]): nothing is counted twice, and nothing is
//! kept for metrics but the sums of ended processes per cgroup ([`Ledger`]).
//!
//! **Cardinality rule.** Labels are `pid`, `comm`, `cgroup`, `ci_job`, `container`, `pod_uid`,
//! `pod_name`, `pod_namespace`, `container_name` (one value each per process: no series more),
//! `type`, `memory` and `api`, never a handle or an address. Per-process series exist for the
//! `--metrics-top` processes holding the most (bytes, then objects); per-cgroup series for the
//! `--metrics-cgroups` cgroups holding or having leaked the most. Types, memory kinds and APIs
//! come from the API table, so a scrape has at most [`series_bound`] series whatever the node
//! runs; the processes and cgroups left out are counted (`ze_tracer_metrics_omitted`).
pub mod http;
mod ledger;
pub mod names;
mod peer;

use std::{collections::HashMap, sync::atomic::AtomicU64, time::Duration};

use prometheus_client::{
    encoding::text::encode,
    metrics::{counter::Counter, family::Family, gauge::Gauge},
    registry::{Metric as Registered, Registry},
};
use tracer_common::{API_COUNT, ObjType, api_of};

pub use ledger::Ledger;
use names::Metric;

use crate::{data::tracker::ProcessTracker, output::summary::EndState, process::{clock, facts::ProcessMeta}};

/// `--metrics-top` and `--metrics-cgroups` defaults.
pub const DEFAULT_TOP: usize = 20;
pub const DEFAULT_CGROUPS: usize = 50;

/// The memory kinds, as in the summary's `outstanding_memory_bytes`.
/// `pooled`: blocks the process got from UMF pools (their bytes are also in their pools' slabs,
/// counted in `device`, `host` and `shared` as Level Zero sees them).
const MEMORY: [&str; 7] = {
    use crate::data::memory::*;
    [DEVICE, HOST, SHARED, PHYSICAL, VIRTUAL_RESERVED, POOLED, VIRTUAL_MAPPED]
};
const TYPES: usize = ObjType::ALL.len();

/// The most series one scrape holds with `top` processes and `cgroups` cgroups.
pub fn series_bound(top: usize, cgroups: usize) -> usize {
    let (t, m, a) = (TYPES, MEMORY.len(), API_COUNT);
    // Beside types, kinds and APIs: the oldest age and what runtimes keep (objects, bytes),
    // and per process its growth and the runtimes' (`KEPT_SERIES`).
    let per_process = t + m + 2 * a + 2 + KEPT_SERIES + 1 + GROWING_SITES;
    let per_cgroup = 2 * t + 2 * m + 2 * a + 3 + KEPT_SERIES;
    top * per_process + cgroups * per_cgroup + HEALTH_SERIES
}
const HEALTH_SERIES: usize = 18;
/// What runtimes keep, per holder: objects and bytes.
const KEPT_SERIES: usize = 2;

/// What one process holds and has done.
#[derive(Clone, Debug, Default)]
pub struct Figures {
    objects: [u64; TYPES],
    bytes: [u64; MEMORY.len()],
    calls: Vec<u64>,
    failed: Vec<u64>,
    /// When its oldest outstanding object was created (CLOCK_MONOTONIC ns).
    oldest_ns: Option<u64>,
    /// Of what it holds, what runtimes keep (pools' slabs, a runtime's own objects): objects,
    /// bytes.
    kept: [u64; KEPT_SERIES],
}

impl Figures {
    /// What a process holds now: every object, as Level Zero (and the layers above) see them.
    fn of(t: &ProcessTracker) -> Figures {
        let u = &t.usm_bytes;
        // A scan of its objects: the live set is not kept in age order.
        let (mut oldest_ns, mut kept) = (None::<u64>, [0; KEPT_SERIES]);
        for o in t.outstanding() {
            oldest_ns = Some(oldest_ns.map_or(o.created_ns, |n| n.min(o.created_ns)));
            if !o.is_program() {
                kept[0] += 1;
                kept[1] += o.held_bytes();
            }
        }
        Figures {
            objects: t.counts,
            bytes: [u[1], u[2], u[3], t.physical_bytes, t.virtual_bytes, t.pooled_bytes, t.mapped_bytes],
            calls: t.calls.clone(),
            failed: t.failed.clone(),
            oldest_ns,
            kept,
        }
    }

    /// What an ended process leaves in its cgroup's counters, as its summary says it: its
    /// calls and its certain leaks (none for one still running). A name the summary holds and
    /// the metrics do not is left out (none is: `ended_figures_are_the_summary_s`).
    fn ended(end: &EndState) -> Figures {
        let per_api = |named: &std::collections::BTreeMap<String, u64>| {
            let mut v = vec![0; tracer_common::API_COUNT];
            for (name, n) in named {
                if let Some(api) = tracer_common::api_named(name) {
                    v[api as usize] += n;
                }
            }
            v
        };
        let mut f = Figures { calls: per_api(&end.calls), failed: per_api(&end.failed_calls), ..Figures::default() };
        for (name, n) in &end.leaked_by_type {
            if let Some(at) = ObjType::ALL.iter().position(|t| t.name() == name) {
                f.objects[at] += n;
            }
        }
        for (kind, bytes) in &end.leaked_bytes_by_memory {
            if let Some(at) = MEMORY.iter().position(|m| m == kind) {
                f.bytes[at] += bytes;
            }
        }
        f
    }

    /// Its calls alone: an ended process's until its summary's figures take their place.
    fn calls_of(calls: &[u64], failed: &[u64]) -> Figures {
        Figures { calls: calls.to_vec(), failed: failed.to_vec(), ..Figures::default() }
    }

    /// Bytes, then objects: the order processes and cgroups are exported in.
    fn weight(&self) -> (u64, u64) {
        (self.bytes.iter().sum(), self.objects.iter().sum())
    }

    fn add(&mut self, o: &Figures) {
        add_all(&mut self.objects, &o.objects);
        add_all(&mut self.bytes, &o.bytes);
        add_vec(&mut self.calls, &o.calls);
        add_vec(&mut self.failed, &o.failed);
        add_all(&mut self.kept, &o.kept);
        self.oldest_ns = self.oldest_ns.into_iter().chain(o.oldest_ns).min();
    }
}

fn add_all(to: &mut [u64], from: &[u64]) {
    to.iter_mut().zip(from).for_each(|(a, b)| *a += b);
}

fn add_vec(to: &mut Vec<u64>, from: &[u64]) {
    to.resize(to.len().max(from.len()), 0);
    to.iter_mut().zip(from).for_each(|(a, b)| *a += b);
}

/// The daemon's health, as its flow knows it.
#[derive(Debug, Default)]
pub struct Health {
    pub dropped_events: u64,
    /// The fullest the ring was at a drain since the last scrape, and its size.
    pub ring_peak_bytes: u64,
    pub ring_bytes: u64,
    pub copies_attached: usize,
    pub processes_tracked: usize,
    pub processes_skipped: u64,
}

/// One traced process as the flow hands it over.
pub struct Traced<'a> {
    pub tracker: &'a ProcessTracker,
    pub meta: &'a ProcessMeta,
    /// Its growing sites, fastest first (none: nothing grows, or no stacks).
    pub growing: &'a [GrowingSite],
    /// How fast what runtimes keep for it grows (their pools, their objects): not its own
    /// growth, bytes per second.
    pub kept_growth: f64,
}

/// A live process's site that keeps growing: the place it is made (its innermost frame, named)
/// and its growth.
#[derive(Debug, Clone)]
pub struct GrowingSite {
    pub site: String,
    pub bytes_per_s: f64,
}

/// Growing sites exported per process, the fastest: the cardinality bound holds.
pub const GROWING_SITES: usize = 3;

fn cgroup_of(meta: &ProcessMeta) -> String {
    meta.cgroup.clone().unwrap_or_else(|| "unknown".into())
}

/// Builds one scrape's OpenMetrics text.
pub struct Exporter {
    pub top: usize,
    pub cgroups: usize,
    pub ledger: Ledger,
    ended: u64,
    /// Process images whose tracking ended and whose summary is not made yet (the writer's
    /// thread makes it), by their turn (a PID's images may end twice before a scrape: an exec,
    /// then an exit): their cgroup, and their calls, counted with the live processes' meanwhile.
    ending: HashMap<u64, (String, Figures)>,
    turns: u64,
    /// Their summaries' end states, as the writer's thread hands them over.
    handed: Handed,
}

type Handed = std::sync::Arc<std::sync::Mutex<Vec<(u64, EndState)>>>;

/// Where the writer's thread hands over an ended process image's end state, as its summary
/// says it (`Exporter::ending`).
pub struct Summarized {
    handed: Handed,
    turn: u64,
}

impl Summarized {
    pub fn send(self, end: EndState) {
        self.handed.lock().unwrap_or_else(|e| e.into_inner()).push((self.turn, end));
    }
}

impl Exporter {
    pub fn new(top: usize, cgroups: usize) -> Exporter {
        Exporter { top, cgroups, ledger: Ledger::new(cgroups), ended: 0, ending: HashMap::new(), turns: 0, handed: Handed::default() }
    }

    /// A process whose tracking ended, in the loop's step that ends it: its calls (its
    /// tracker's, per API) stay counted with the live processes' until its summary is made,
    /// so that no scrape sees them gone (a counter that stepped back would read as a reset).
    /// Its summary's end state, handed over where this returns, then takes their place in the
    /// ledger: what stays of a process in its cgroup's counters is what its summary says.
    pub fn ending(&mut self, meta: &ProcessMeta, calls: &[u64], failed: &[u64]) -> Summarized {
        self.turns += 1;
        self.ending.insert(self.turns, (cgroup_of(meta), Figures::calls_of(calls, failed)));
        Summarized { handed: self.handed.clone(), turn: self.turns }
    }

    /// Moves the end states handed over since the last scrape into the ledger.
    pub fn settle(&mut self) {
        let handed = std::mem::take(&mut *self.handed.lock().unwrap_or_else(|e| e.into_inner()));
        for (turn, end) in handed {
            if let Some((cgroup, _)) = self.ending.remove(&turn) {
                self.ledger.ended(&cgroup, Figures::ended(&end));
                self.ended += 1;
            }
        }
    }

    pub fn scrape<'a>(&self, procs: impl Iterator<Item = Traced<'a>>, health: &Health) -> String {
        let now = clock::monotonic_ns();
        let mut live: Vec<(&Traced, Figures)> = vec![];
        let procs: Vec<Traced> = procs.collect();
        for p in &procs {
            live.push((p, Figures::of(p.tracker)));
        }
        let mut cgroups: HashMap<String, (Figures, u64)> = HashMap::new();
        for (p, f) in &live {
            let entry = cgroups.entry(cgroup_of(p.meta)).or_default();
            entry.0.add(f);
            entry.1 += 1;
        }
        // Ended, their summaries not made yet: their calls still count.
        for (cgroup, f) in self.ending.values() {
            cgroups.entry(cgroup.clone()).or_default().0.add(f);
        }
        // Most held first; the PID breaks ties so the choice is stable between scrapes.
        live.sort_by_key(|(p, f)| (std::cmp::Reverse(f.weight()), p.tracker.pid));
        let omitted_processes = live.len().saturating_sub(self.top);
        live.truncate(self.top);

        let mut reg = Registry::default();
        let fams = Families::register(&mut reg);
        for (p, f) in &live {
            let container = p.meta.container.as_ref();
            // Every value a process or a tenant's cgroup can name is escaped (one `"` in a pod's
            // name must not cut every scrape).
            let name = |f: fn(&crate::process::container::Container) -> &Option<String>| escape(&container.and_then(|c| f(c).clone()).unwrap_or_default());
            let labels = vec![
                ("pid", p.tracker.pid.to_string()),
                ("comm", escape(&p.meta.comm)),
                ("cgroup", escape(&cgroup_of(p.meta))),
                // One value per process each: no series more.
                ("ci_job", escape(&p.meta.ci_job.as_ref().map(|j| j.to_string()).unwrap_or_default())),
                ("container", escape(&container.map(|c| format!("{}://{}", c.runtime, c.id)).unwrap_or_default())),
                ("pod_uid", name(|c| &c.pod_uid)),
                // As the runtime's state names them; prefixed as pod_uid is, so that no
                // target label a scraper adds (namespace, pod) is confused with them.
                ("pod_name", name(|c| &c.pod_name)),
                ("pod_namespace", name(|c| &c.pod_namespace)),
                ("container_name", name(|c| &c.container_name)),
            ];
            fams.process.put(&labels, f, now);
            fams.put_growth(&labels, p.growing);
            fams.kept_growth.get_or_create(&labels).set(p.kept_growth);
        }
        let ranked = self.ledger.rank(cgroups, self.cgroups);
        for c in &ranked.kept {
            fams.put_cgroup(c, now);
        }
        let bounds = Bounds {
            omitted_processes,
            omitted_cgroups: ranked.omitted,
            limit: series_bound(self.top, self.cgroups),
        };
        fams.health(&mut reg, health, self.ended, &bounds);
        let mut text = String::new();
        encode(&mut text, &reg).expect("writing to a String");
        text
    }
}

type Labels = Vec<(&'static str, String)>;

/// A label value as OpenMetrics writes it: prometheus-client 0.23 writes values as they are,
/// and a command name or a systemd unit's cgroup (`dev-disk-by\x2duuid…`) may hold a `\`, a
/// `"` or a line break, which would cut the exposition.
fn escape(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    for c in value.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '"' => out.push_str("\\\""),
            '\n' => out.push_str("\\n"),
            c => out.push(c),
        }
    }
    out
}

/// A label value as written by [`escape`], as it was (`top` reads them back).
pub fn unescape(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    let mut chars = value.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => match chars.next() {
                Some('n') => out.push('\n'),
                Some(c) => out.push(c),
                None => out.push('\\'),
            },
            c => out.push(c),
        }
    }
    out
}

/// Registers `metric` under its name and unit (see `names`).
fn register(reg: &mut Registry, name: Metric, help: impl Into<String>, metric: impl Registered) {
    match name.unit() {
        Some(unit) => reg.register_with_unit(name.name, help, unit, metric),
        None => reg.register(name.name, help, metric),
    }
}

fn with(labels: &Labels, key: &'static str, value: &str) -> Labels {
    let mut l = labels.clone();
    l.push((key, escape(value)));
    l
}

/// The families one holder (a process or a cgroup) is exported in.
struct Holder {
    objects: Family<Labels, Gauge<u64, AtomicU64>>,
    bytes: Family<Labels, Gauge<u64, AtomicU64>>,
    calls: Family<Labels, Counter>,
    failed: Family<Labels, Counter>,
    oldest: Family<Labels, Gauge<f64, AtomicU64>>,
    kept_objects: Family<Labels, Gauge<u64, AtomicU64>>,
    kept_bytes: Family<Labels, Gauge<u64, AtomicU64>>,
}

impl Holder {
    fn register(reg: &mut Registry, names: &names::Holder, whose: &str) -> Holder {
        let h = Holder {
            objects: Family::default(),
            bytes: Family::default(),
            calls: Family::default(),
            failed: Family::default(),
            oldest: Family::default(),
            kept_objects: Family::default(),
            kept_bytes: Family::default(),
        };
        register(reg, names.objects, format!("Objects held now by {whose}, by type"), h.objects.clone());
        register(reg, names.bytes, format!("Bytes held now by {whose}, by memory kind"), h.bytes.clone());
        register(reg, names.calls, format!("Successful Level Zero calls made by {whose}, by API"), h.calls.clone());
        register(reg, names.failed_calls, format!("Failed Level Zero calls made by {whose}, by API"), h.failed.clone());
        register(reg, names.oldest, format!("Age of the oldest object held by {whose}"), h.oldest.clone());
        let kept = "the runtimes (their pools' slabs, their own objects; not leaks)";
        register(reg, names.kept_objects, format!("Objects of {whose} that {kept} keep"), h.kept_objects.clone());
        register(reg, names.kept_bytes, format!("Bytes of {whose} that {kept} keep"), h.kept_bytes.clone());
        h
    }

    /// Every type and memory kind (a 0 is a value, not an absence); the APIs ever called.
    fn put(&self, labels: &Labels, f: &Figures, now: u64) {
        for (i, ty) in ObjType::ALL.iter().enumerate() {
            self.objects.get_or_create(&with(labels, "type", ty.name())).set(f.objects[i]);
        }
        for (i, kind) in MEMORY.iter().enumerate() {
            self.bytes.get_or_create(&with(labels, "memory", kind)).set(f.bytes[i]);
        }
        for (i, api) in (0..API_COUNT as u16).map(api_of).enumerate() {
            let (calls, failed) = (f.calls.get(i).copied().unwrap_or(0), f.failed.get(i).copied().unwrap_or(0));
            if calls + failed > 0 {
                self.calls.get_or_create(&with(labels, "api", api.name)).inc_by(calls);
                self.failed.get_or_create(&with(labels, "api", api.name)).inc_by(failed);
            }
        }
        let age = f.oldest_ns.map_or(0.0, |t| Duration::from_nanos(now.saturating_sub(t)).as_secs_f64());
        self.oldest.get_or_create(labels).set(age);
        self.kept_objects.get_or_create(labels).set(f.kept[0]);
        self.kept_bytes.get_or_create(labels).set(f.kept[1]);
    }
}

/// What the cardinality rule left out, and the most series it allows.
struct Bounds {
    omitted_processes: usize,
    omitted_cgroups: usize,
    limit: usize,
}

struct Families {
    process: Holder,
    /// A live process's growth: in all (its growing sites'), and per site.
    growth: Family<Labels, Gauge<f64, AtomicU64>>,
    site_growth: Family<Labels, Gauge<f64, AtomicU64>>,
    kept_growth: Family<Labels, Gauge<f64, AtomicU64>>,
    cgroup: Holder,
    cgroup_processes: Family<Labels, Gauge<u64, AtomicU64>>,
    cgroup_ended: Family<Labels, Counter>,
    leaked_objects: Family<Labels, Counter>,
    leaked_bytes: Family<Labels, Counter>,
}

impl Families {
    fn register(reg: &mut Registry) -> Families {
        let f = Families {
            process: Holder::register(reg, &names::PROCESS, "the process"),
            growth: Family::default(),
            site_growth: Family::default(),
            kept_growth: Family::default(),
            cgroup: Holder::register(reg, &names::CGROUP, "the cgroup's traced processes"),
            cgroup_processes: Family::default(),
            cgroup_ended: Family::default(),
            leaked_objects: Family::default(),
            leaked_bytes: Family::default(),
        };
        register(
            reg,
            names::PROCESS_GROWING,
            "How fast the process's sites judged growing (see the summary's trend) grow, in all, bytes per second; 0: none grows",
            f.growth.clone(),
        );
        register(
            reg,
            names::PROCESS_GROWING_SITE,
            "How fast each of the process's fastest growing sites grows, named by its innermost frame, bytes per second",
            f.site_growth.clone(),
        );
        register(
            reg,
            names::PROCESS_KEPT_GROWING,
            "How fast what runtimes keep for the process (their pools' slabs, their own objects) grows, bytes per second: a runtime's growth, not the process's",
            f.kept_growth.clone(),
        );
        register(reg, names::CGROUP_PROCESSES, "Traced processes alive in the cgroup", f.cgroup_processes.clone());
        register(reg, names::CGROUP_PROCESSES_ENDED, "Traced processes of the cgroup that ended", f.cgroup_ended.clone());
        register(reg, names::CGROUP_LEAKED_OBJECTS, "Objects the cgroup's processes leaked for certain when they ended (their summaries' leaked_objects), by type", f.leaked_objects.clone());
        register(
            reg,
            names::CGROUP_LEAKED_BYTES,
            "Bytes the cgroup's processes leaked for certain when they ended, by memory kind",
            f.leaked_bytes.clone(),
        );
        f
    }

    fn put_growth(&self, labels: &Labels, growing: &[GrowingSite]) {
        self.growth.get_or_create(labels).set(growing.iter().map(|g| g.bytes_per_s).sum());
        for g in growing.iter().take(GROWING_SITES) {
            self.site_growth.get_or_create(&with(labels, "site", &g.site)).set(g.bytes_per_s);
        }
    }

    fn put_cgroup(&self, c: &ledger::Cgroup, now: u64) {
        let labels = vec![("cgroup", escape(&c.name))];
        self.cgroup.put(&labels, &c.live, now);
        self.cgroup_processes.get_or_create(&labels).set(c.live_processes);
        self.cgroup_ended.get_or_create(&labels).inc_by(c.ended.processes);
        for (i, ty) in ObjType::ALL.iter().enumerate() {
            let l = with(&labels, "type", ty.name());
            self.leaked_objects.get_or_create(&l).inc_by(c.ended.figures.objects[i]);
        }
        for (i, kind) in MEMORY.iter().enumerate() {
            let l = with(&labels, "memory", kind);
            self.leaked_bytes.get_or_create(&l).inc_by(c.ended.figures.bytes[i]);
        }
    }

    /// The daemon's own series: its health, how many processes ended, and the bounds.
    fn health(&self, reg: &mut Registry, h: &Health, ended: u64, bounds: &Bounds) {
        let counter = |reg: &mut Registry, name: Metric, help: &str, v: u64| {
            let c = Counter::<u64>::default();
            c.inc_by(v);
            register(reg, name, help, c);
        };
        let count = |reg: &mut Registry, name: Metric, help: &str, v: usize| {
            let g = Gauge::<u64, AtomicU64>::default();
            g.set(v as u64);
            register(reg, name, help, g);
        };
        let gauge = |reg: &mut Registry, name: Metric, help: &str, v: f64| {
            let g = Gauge::<f64, AtomicU64>::default();
            g.set(v);
            register(reg, name, help, g);
        };
        counter(reg, names::EVENTS_DROPPED, "Events lost because the ring buffer was full", h.dropped_events);
        let fill = h.ring_peak_bytes as f64 / h.ring_bytes.max(1) as f64;
        gauge(reg, names::RING_FILL, "The fullest a ring shard was at a drain since the last scrape", fill);
        gauge(reg, names::RING_SIZE, "A ring shard's size", h.ring_bytes as f64);
        count(reg, names::COPIES_ATTACHED, "Copies of libze_loader with probes attached", h.copies_attached);
        count(reg, names::PROCESSES_TRACKED, "Processes tracked now", h.processes_tracked);
        counter(reg, names::PROCESSES_SKIPPED, "Processes not tracked: --max-processes was reached, or the kernel side's table of processes was full", h.processes_skipped);
        counter(reg, names::PROCESSES_ENDED, "Traced processes that ended (exit, exec, or tracing stopped)", ended);
        let removed = Family::<Labels, Counter<u64>>::default();
        for (i, reason) in ["size", "age"].into_iter().enumerate() {
            removed.get_or_create(&vec![("reason", reason.into())]).inc_by(crate::output::budget::REMOVED[i].load(std::sync::atomic::Ordering::Relaxed));
        }
        register(reg, names::OUTPUTS_REMOVED, "Ended processes whose files were removed: over --max-output-mb (size) or --max-output-age (age)", removed);
        count(reg, names::SERIES_LIMIT, "The most series a scrape can hold (the cardinality bound)", bounds.limit);
        let omitted = Family::<Labels, Gauge<u64, AtomicU64>>::default();
        omitted.get_or_create(&vec![("holder", "process".into())]).set(bounds.omitted_processes as u64);
        omitted.get_or_create(&vec![("holder", "cgroup".into())]).set(bounds.omitted_cgroups as u64);
        register(reg, names::OMITTED, "Processes and cgroups beyond --metrics-top and --metrics-cgroups, not exported one by one", omitted);
        let me = procfs::process::Process::myself().and_then(|p| p.stat());
        if let Ok(stat) = me {
            let tps = procfs::ticks_per_second().max(1) as f64;
            let cpu = (stat.utime + stat.stime) as f64 / tps;
            let rss = stat.rss * procfs::page_size();
            let cpu_c = Counter::<f64, AtomicU64>::default();
            cpu_c.inc_by(cpu);
            register(reg, names::CPU, "CPU time ze-tracer used", cpu_c);
            gauge(reg, names::RESIDENT_MEMORY, "ze-tracer's resident memory", rss as f64);
        }
    }
}

#[cfg(test)]
mod tests {
    use tracer_common::{Event, phase};

    use super::*;
    use crate::unwind::StackId;

    fn api(name: &str) -> u16 {
        tracer_common::api_named(name).unwrap()
    }

    /// `t`'s end, as the loop ends it (nothing lost: all it holds is leaked) and as its
    /// summary says it, handed over.
    fn ended(e: &mut Exporter, t: &ProcessTracker, meta: &ProcessMeta) {
        e.ending(meta, &t.calls, &t.failed).send(end_state(t));
        e.settle();
    }

    /// `t`'s summary's end state, `t` ended.
    fn end_state(t: &ProcessTracker) -> EndState {
        let c = crate::output::verdict::Completeness::default();
        let verdict = crate::output::verdict::verdict(t, &c);
        let judged = crate::output::verdict::Judged {
            tracker: t,
            meta: &ProcessMeta::default(),
            ended: crate::data::Ended::Exit,
            completeness: &c,
            verdict,
            end_ns: 0,
            sites: None,
        };
        crate::output::summary::of(&judged, std::path::Path::new("x.csv")).end_state()
    }

    /// A process that made `n` device allocations of 4 KB and `contexts` contexts.
    fn process(pid: u32, n: u64, contexts: u64) -> ProcessTracker {
        let mut t = ProcessTracker::new(pid, 0, None);
        let mut call = |name: &str, handle: u64, size: u64| {
            let ev = Event { ts_ns: handle, pid, tid: pid, handle, size, api: api(name), phase: phase::CALL, ..Default::default() };
            t.apply(&ev, None, StackId::NONE);
        };
        for h in 0..n {
            call("zeMemAllocDevice", 0x1000 + h, 4096);
        }
        for h in 0..contexts {
            call("zeContextCreate", 0x100000 + h, 0);
        }
        t
    }

    fn meta(cgroup: &str) -> ProcessMeta {
        ProcessMeta { comm: "w".into(), cgroup: Some(cgroup.into()), ..ProcessMeta::default() }
    }

    fn series(text: &str) -> Vec<&str> {
        text.lines().filter(|l| !l.starts_with('#')).collect()
    }

    #[test]
    fn the_most_held_are_exported_and_cgroups_sum_all() {
        let procs: Vec<(ProcessTracker, ProcessMeta)> =
            (1..=5).map(|pid| (process(pid, pid as u64, 1), meta(if pid % 2 == 0 { "/even" } else { "/odd" }))).collect();
        let e = Exporter::new(2, 10);
        let text = e.scrape(procs.iter().map(|(t, m)| Traced { tracker: t, meta: m, growing: &[], kept_growth: 0.0 }), &Health::default());
        let s = series(&text);
        let device = |who: &str| {
            s.iter().find(|l| l.starts_with(who) && l.contains("memory=\"device\"")).map(|l| l.rsplit(' ').next().unwrap())
        };
        assert_eq!(device("ze_tracer_process_outstanding_bytes{pid=\"5\""), Some("20480"));
        assert_eq!(device("ze_tracer_process_outstanding_bytes{pid=\"4\""), Some("16384"));
        assert_eq!(device("ze_tracer_process_outstanding_bytes{pid=\"3\""), None, "beyond --metrics-top");
        assert_eq!(device("ze_tracer_cgroup_outstanding_bytes{cgroup=\"/odd\""), Some(((1 + 3 + 5) * 4096).to_string().as_str()));
        assert!(s.contains(&"ze_tracer_metrics_omitted{holder=\"process\"} 3"));
    }

    /// A scrape names its samples as `names` does, every one of them and no other: the
    /// exporter and its readers (`top`) take the names from one place.
    #[test]
    fn a_scrape_names_every_metric_as_names_does() {
        let mut e = Exporter::new(5, 5);
        let (live, gone) = (process(1, 1, 1), process(2, 3, 2));
        let m = meta("/job");
        ended(&mut e, &gone, &m);
        let growing = [GrowingSite { site: "leaky (a.c:3)".into(), bytes_per_s: 64.0 }];
        let text = e.scrape([Traced { tracker: &live, meta: &m, growing: &growing, kept_growth: 1.0 }].into_iter(), &Health::default());
        let served: std::collections::BTreeSet<&str> = series(&text).iter().map(|l| l.split(['{', ' ']).next().unwrap()).collect();
        let named: std::collections::BTreeSet<&str> = names::all().iter().map(|m| m.sample).collect();
        assert_eq!(served, named, "{text}");
    }

    #[test]
    fn ended_processes_stay_in_their_cgroups_counters() {
        let mut e = Exporter::new(5, 5);
        let (live, gone) = (process(1, 1, 0), process(2, 3, 2));
        let m = meta("/job");
        ended(&mut e, &gone, &m);
        let text = e.scrape([Traced { tracker: &live, meta: &m, growing: &[], kept_growth: 0.0 }].into_iter(), &Health::default());
        let s = series(&text);
        assert!(s.contains(&"ze_tracer_cgroup_leaked_bytes_total{cgroup=\"/job\",memory=\"device\"} 12288"), "{text}");
        assert!(s.contains(&"ze_tracer_cgroup_leaked_objects_total{cgroup=\"/job\",type=\"Context\"} 2"));
        assert!(s.contains(&"ze_tracer_cgroup_outstanding_bytes{cgroup=\"/job\",memory=\"device\"} 4096"));
        // Calls only grow: the live process's and the ended one's.
        assert!(s.contains(&"ze_tracer_cgroup_calls_total{cgroup=\"/job\",api=\"zeMemAllocDevice\"} 4"));
        assert!(s.contains(&"ze_tracer_processes_ended_total 1"));
    }

    /// What stays of an ended process is what its summary says, and nothing is lost on the
    /// way: every type, kind and API its summary names is a metric's, and a process that made
    /// every kind of object leaks into the ledger what its verdict counts.
    #[test]
    fn ended_figures_are_the_summary_s() {
        let t = process(3, 2, 1);
        let c = crate::output::verdict::Completeness::default();
        let by = crate::output::verdict::verdict(&t, &c).leaked_by(crate::data::Ended::Exit);
        let f = Figures::ended(&end_state(&t));
        assert_eq!(f.objects, by.objects);
        assert_eq!(f.calls, t.calls);
        assert_eq!(f.bytes[MEMORY.iter().position(|m| *m == "device").unwrap()], 2 * 4096);
        for kind in crate::data::memory::KINDS {
            assert!(MEMORY.contains(&kind), "{kind}");
        }
    }

    /// Between a process image's end and its summary (made on the writer's thread), a scrape
    /// still counts its calls: a cgroup's counters never step back, and two images of one PID
    /// ending before a scrape are two.
    #[test]
    fn an_ended_process_s_calls_count_until_its_summary_s_do() {
        let mut e = Exporter::new(5, 5);
        let (gone, m) = (process(2, 3, 0), meta("/job"));
        let scrape = |e: &Exporter| e.scrape(std::iter::empty(), &Health::default());
        // One PID's two images (an exec, then its exit) end before a scrape.
        let (image, exec) = (e.ending(&m, &gone.calls, &gone.failed), e.ending(&m, &gone.calls, &gone.failed));
        // Both images' calls at every scrape; their leaks and ends as their summaries come.
        let expect = |e: &mut Exporter, leaked: u64, ended: u64| {
            e.settle();
            let text = scrape(e);
            let s = series(&text);
            assert!(s.contains(&"ze_tracer_cgroup_calls_total{cgroup=\"/job\",api=\"zeMemAllocDevice\"} 6"), "{text}");
            let device = s.iter().find(|l| l.starts_with("ze_tracer_cgroup_leaked_bytes_total{cgroup=\"/job\",memory=\"device\"}"));
            assert_eq!(device.map(|l| l.rsplit(' ').next().unwrap().parse::<u64>().unwrap()), Some(leaked), "{text}");
            assert!(s.contains(&format!("ze_tracer_processes_ended_total {ended}").as_str()), "{text}");
        };
        expect(&mut e, 0, 0);
        image.send(end_state(&gone));
        expect(&mut e, 12288, 1);
        exec.send(end_state(&gone));
        expect(&mut e, 24576, 2);
    }

    #[test]
    fn process_series_name_its_container_and_pod() {
        let id = "4f2a9c1be0d3a8f7c6b5a4e3d2c1b0a9f8e7d6c5b4a3928170615243a1b2c3d4";
        let mut m = meta("/kubepods.slice/x");
        m.container = Some(crate::process::container::Container {
            runtime: "containerd".into(),
            id: id.into(),
            pod_uid: Some("7d3c".into()),
            qos: Some("burstable".into()),
            pod_name: Some("trainer-0".into()),
            pod_namespace: Some("ml".into()),
            container_name: Some("worker".into()),
        });
        let bare = meta("/system.slice/x");
        let (t, u) = (process(1, 1, 0), process(2, 1, 0));
        let procs = [Traced { tracker: &t, meta: &m, growing: &[], kept_growth: 0.0 }, Traced { tracker: &u, meta: &bare, growing: &[], kept_growth: 0.0 }];
        let text = Exporter::new(5, 5).scrape(procs.into_iter(), &Health::default());
        let line = |pid: &str| series(&text).into_iter().find(|l| l.starts_with("ze_tracer_process_outstanding_objects{") && l.contains(pid)).unwrap().to_owned();
        let named = line("pid=\"1\"");
        let labels = format!("container=\"containerd://{id}\",pod_uid=\"7d3c\",pod_name=\"trainer-0\",pod_namespace=\"ml\",container_name=\"worker\"");
        assert!(named.contains(&labels), "{named}");
        let bare = line("pid=\"2\"");
        assert!(bare.contains("container=\"\",pod_uid=\"\",pod_name=\"\",pod_namespace=\"\",container_name=\"\""), "{bare}");
    }

    /// A command name and a cgroup that hold what OpenMetrics escapes stay one series each, as
    /// a reader not ours (prometheus-parse, which gives values as written) finds them.
    #[test]
    fn label_values_are_escaped() {
        let cgroup = r"/system.slice/systemd-fsck@dev-disk-by\x2duuid-1.service";
        let mut m = meta(cgroup);
        m.comm = "a\"b\nc".into();
        // What a tenant's cgroup or the runtime's state may hold, in every container label.
        m.container = Some(crate::process::container::Container {
            runtime: "containerd".into(),
            id: "3f\"0".into(),
            pod_uid: Some("u\"id".into()),
            qos: None,
            pod_name: Some("p\\\"od".into()),
            pod_namespace: Some("n\ns".into()),
            container_name: Some("c\"0".into()),
        });
        let t = process(1, 1, 0);
        let text = Exporter::new(5, 5).scrape([Traced { tracker: &t, meta: &m, growing: &[], kept_growth: 0.0 }].into_iter(), &Health::default());
        let lines = text.lines().map(|l| Ok(l.to_owned()));
        let scrape = prometheus_parse::Scrape::parse(lines).unwrap();
        let sample = scrape.samples.iter().find(|s| s.metric == "ze_tracer_process_outstanding_objects").expect("no process series");
        let written = r"/system.slice/systemd-fsck@dev-disk-by\\x2duuid-1.service";
        assert_eq!(sample.labels.get("comm"), Some(r#"a\"b\nc"#), "{text}");
        assert_eq!(sample.labels.get("cgroup"), Some(written), "{text}");
        let label = |k| unescape(sample.labels.get(k).unwrap_or_default());
        assert_eq!(label("pod_uid"), "u\"id", "{text}");
        assert_eq!(label("pod_name"), "p\\\"od", "{text}");
        assert_eq!(label("pod_namespace"), "n\ns", "{text}");
        assert_eq!((label("container"), label("container_name")), ("containerd://3f\"0".to_owned(), "c\"0".to_owned()), "{text}");
        let cg = scrape.samples.iter().find(|s| s.metric == "ze_tracer_cgroup_processes").expect("no cgroup series");
        assert_eq!(cg.labels.get("cgroup"), Some(written), "{text}");
        assert_eq!((unescape(written), unescape(r#"a\"b\nc"#)), (cgroup.to_owned(), m.comm.clone()));
    }

    #[test]
    fn series_stay_under_the_bound_whatever_the_node_runs() {
        let (top, cgroups) = (7, 5);
        let mut e = Exporter::new(top, cgroups);
        let procs: Vec<(ProcessTracker, ProcessMeta)> =
            (1..=1000).map(|pid| (process(pid, 2, 1), meta(&format!("/c{}", pid % 100)))).collect();
        for (t, m) in &procs[..500] {
            ended(&mut e, t, m);
        }
        let text = e.scrape(procs[500..].iter().map(|(t, m)| Traced { tracker: t, meta: m, growing: &[], kept_growth: 0.0 }), &Health::default());
        let n = series(&text).len();
        assert!(n <= series_bound(top, cgroups), "{n} series");
        assert!(e.ledger.len() <= 4 * cgroups);
    }
}
