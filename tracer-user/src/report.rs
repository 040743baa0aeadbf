//! What a user gets when a traced process ends: the JSON summary beside its CSV, and on
//! stderr what it still holds, where that was made, and the SRT's growth figures.
use std::{
    collections::BTreeMap,
    fmt::Write as _,
    fs,
    io::{self, Write as _},
    path::{Path, PathBuf},
};

use serde::{Serialize, ser::SerializeSeq};
use serde_json::{Map, Value, json};
use tracer_common::{APIS, Event, MemKind, ObjType, phase};

use crate::{
    sampler,
    stacks::{
        Frame,
        sites::{Site, Sites},
    },
    tracker::{Live, ProcessTracker, Tally},
};

/// Who the process was, from its BEGIN event and, if it is still the same process, /proc.
#[derive(Debug, Clone, Default)]
pub struct ProcessMeta {
    pub comm: String,
    pub exe: String,
    pub uid: Option<u32>,
    /// Unix time in ms.
    pub start_time: Option<u64>,
    /// The cgroup v2 path (a systemd unit or a container), and its id.
    pub cgroup: Option<String>,
    pub cgroup_id: Option<u64>,
    /// /proc/<pid> was this very process (not a later one with the same PID).
    pub verified: bool,
    /// The CI job its environment names (see `ci_job`).
    pub ci_job: Option<crate::ci_job::CiJob>,
    /// The container (and pod) its cgroup names, with the names its runtime's state gives.
    pub container: Option<crate::container::Container>,
    /// Its parent's PID at its first traced call (the kernel's `real_parent`).
    pub ppid: Option<u32>,
}

impl ProcessMeta {
    /// `first`: the process's BEGIN event, or its first event if that was lost. What /proc
    /// says is used only if the process there started before that event: a PID reused by
    /// a later process must not lend it its name, cgroup or memory figures.
    pub fn read(pid: u32, first: &Event) -> ProcessMeta {
        let mut meta = ProcessMeta::default();
        if first.phase == phase::BEGIN {
            let comm = first.comm();
            let len = comm.iter().position(|&b| b == 0).unwrap_or(comm.len());
            meta.comm = String::from_utf8_lossy(&comm[..len]).into_owned();
            meta.uid = Some(first.result);
            meta.cgroup_id = Some(first.handle);
            meta.ppid = Some(first.parent_pid()).filter(|&p| p != 0);
        }
        let verified = procfs::process::Process::new(pid as i32).ok().and_then(|p| {
            let stat = p.stat().ok()?;
            let tps = procfs::ticks_per_second().max(1);
            let started_boot_ns = stat.starttime * (1_000_000_000 / tps);
            (started_boot_ns <= sampler::boottime_ns(first.ts_ns)).then_some((p, stat, tps))
        });
        let Some((p, stat, tps)) = verified else {
            // Gone already (a short-lived process), or the PID is another's: the cgroup is
            // still named by its id (a CI job's scope outlives its processes), and the CI job
            // by its parent's environment (which it inherited), if the parent lives.
            meta.cgroup = meta.cgroup_id.and_then(cgroup_path);
            meta.ci_job = meta.ppid.and_then(crate::ci_job::CiJob::of);
            meta.container = meta.cgroup.as_deref().and_then(crate::container::Container::of_process);
            return meta;
        };
        meta.verified = true;
        if meta.comm.is_empty() {
            meta.comm = stat.comm;
        }
        meta.exe = p.exe().map(|e| e.display().to_string()).unwrap_or_default();
        meta.uid = meta.uid.or_else(|| p.uid().ok());
        meta.start_time = start_time_ms(stat.starttime, tps);
        meta.cgroup = p
            .cgroups()
            .ok()
            .and_then(|cgs| cgs.into_iter().find(|c| c.hierarchy == 0).map(|c| c.pathname));
        meta.ci_job = crate::ci_job::CiJob::of(pid);
        meta.container = meta.cgroup.as_deref().and_then(crate::container::Container::of_process);
        meta
    }
}

/// When `pid` started, in Unix ms.
pub fn start_time(pid: u32) -> Option<u64> {
    let stat = procfs::process::Process::new(pid as i32).ok()?.stat().ok()?;
    start_time_ms(stat.starttime, procfs::ticks_per_second().max(1))
}

fn start_time_ms(ticks: u64, ticks_per_second: u64) -> Option<u64> {
    Some(procfs::boot_time_secs().ok()? * 1000 + ticks * 1000 / ticks_per_second)
}

/// Where cgroup v2 is mounted: /sys/fs/cgroup, or /sys/fs/cgroup/unified on hybrid hosts, whose
/// v1 hierarchies must not be searched (their inodes are another file system's, and may equal
/// the id).
fn cgroup2_root() -> Option<&'static Path> {
    static ROOT: std::sync::OnceLock<Option<std::path::PathBuf>> = std::sync::OnceLock::new();
    ROOT.get_or_init(|| {
        let mounts = fs::read_to_string("/proc/self/mounts").ok()?;
        mounts.lines().find_map(|l| {
            let f: Vec<&str> = l.split(' ').collect();
            (f.get(2) == Some(&"cgroup2")).then(|| f[1].into())
        })
    })
    .as_deref()
}

/// The path of the cgroup v2 whose id (its directory's inode) is `id`, as /proc/PID/cgroup
/// names it (from the v2 root).
fn cgroup_path(id: u64) -> Option<String> {
    let root = cgroup2_root()?;
    let mut dirs = vec![root.to_owned()];
    while let Some(dir) = dirs.pop() {
        // A cgroup removed during the walk is just not it.
        let Ok(meta) = fs::metadata(&dir) else { continue };
        if std::os::unix::fs::MetadataExt::ino(&meta) == id {
            let rel = dir.strip_prefix(root).ok()?.display().to_string();
            return Some(format!("/{rel}"));
        }
        let entries = fs::read_dir(&dir).into_iter().flatten().flatten();
        dirs.extend(entries.filter(|e| e.file_type().is_ok_and(|t| t.is_dir())).map(|e| e.path()));
    }
    None
}

/// Why a summary may not hold every call.
#[derive(Debug, Default, Clone)]
pub struct Completeness {
    pub dropped_events: u64,
    /// CLOCK_MONOTONIC ns of this process's last dropped event (None: unknown, or none).
    pub last_drop_ns: Option<u64>,
    pub reasons: Vec<String>,
}

impl Completeness {
    /// Whether `obj`'s destroy may have been among the lost events. One created after the
    /// last of them cannot have lost its destroy, which would come later still; when that
    /// time is unknown, any could.
    pub fn uncertain(&self, obj: &Live) -> bool {
        self.dropped_events > 0 && self.last_drop_ns.is_none_or(|last| obj.created_ns <= last)
    }

    /// Every reason the summary is incomplete, the lost events first.
    pub fn all_reasons(&self) -> Vec<String> {
        let dropped = (self.dropped_events > 0)
            .then(|| format!("{} of its events were dropped (ring buffer full)", self.dropped_events));
        dropped.into_iter().chain(self.reasons.iter().cloned()).collect()
    }
}

/// What a process left at its end: certain leaks, objects a lost destroy may have freed, and
/// objects found freed by address reuse (`ProcessTracker::settle_displaced`).
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Verdict {
    pub certain: Tally,
    pub uncertain: Tally,
    pub freed_inferred: Tally,
}

/// `t` must have ended (`ProcessTracker::sort_by_age`).
pub fn verdict(t: &ProcessTracker, c: &Completeness) -> Verdict {
    let mut v = Verdict { freed_inferred: t.freed_inferred, ..Verdict::default() };
    for o in t.outstanding() {
        match c.uncertain(o) {
            true => v.uncertain.add(o),
            false => v.certain.add(o),
        }
    }
    v
}

#[derive(Serialize)]
struct ObjectOut {
    #[serde(rename = "type")]
    ty: &'static str,
    /// USM allocations: device, host or shared.
    #[serde(skip_serializing_if = "Option::is_none")]
    memory: Option<&'static str>,
    api: &'static str,
    handle: String,
    size: u64,
    parent: String,
    thread: u32,
    age_ms: u64,
    /// Index into the summary's `sites`.
    #[serde(skip_serializing_if = "Option::is_none")]
    site: Option<usize>,
    /// Created before the last lost event: its destroy may have been lost.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    uncertain: bool,
}

/// The outstanding objects, oldest first, serialized one at a time as they are written: a
/// process that leaked a million objects must not make the daemon build a million JSON values.
struct Objects<'a> {
    /// Sorted by age (`ProcessTracker::sort_by_age`).
    tracker: &'a ProcessTracker,
    end_ns: u64,
    sites: Option<&'a Sites>,
    completeness: &'a Completeness,
}

impl Serialize for Objects<'_> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut seq = s.serialize_seq(Some(self.tracker.outstanding_count()))?;
        for o in self.tracker.outstanding_by_age() {
            seq.serialize_element(&ObjectOut {
                ty: o.obj().name(),
                memory: mem_name(o.mem()),
                api: APIS[o.api() as usize].name,
                handle: format!("{:#x}", o.handle),
                size: o.size,
                parent: format!("{:#x}", o.parent),
                thread: o.tid(),
                age_ms: self.end_ns.saturating_sub(o.created_ns) / 1_000_000,
                site: self.sites.and_then(|s| s.of(o)),
                uncertain: self.completeness.uncertain(o),
            })?;
        }
        seq.end()
    }
}

/// The summary, keys in a stable, documented order.
#[derive(Serialize)]
pub struct Summary<'a> {
    pid: u32,
    ppid: Option<u32>,
    comm: &'a str,
    exe: &'a str,
    uid: Option<u32>,
    start_time: Option<u64>,
    cgroup: Option<&'a str>,
    cgroup_id: Option<u64>,
    /// The CI job its environment named: provider, id, name.
    ci_job: Option<&'a crate::ci_job::CiJob>,
    /// The container (and pod) its cgroup names, and their names.
    container: Option<&'a crate::container::Container>,
    /// How tracking ended: "exit", "exec" (the process became another program) or "stopped"
    /// (ze-tracer was).
    ended: &'a str,
    complete: bool,
    incomplete_reasons: Vec<String>,
    dropped_events: u64,
    duration_ms: u64,
    csv: String,
    rows: u64,
    /// Certain leaks only: objects created after the last lost event, or none was lost; never
    /// for a process still running when tracing stopped (what it holds is judged by its
    /// sites' trends).
    leaked: bool,
    /// Tracing stopped before the process ended.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    still_running: bool,
    /// Still running: its sites that keep growing, and how fast they grow in all.
    #[serde(skip_serializing_if = "Option::is_none")]
    growing_sites: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    growth_bytes_per_s: Option<f64>,
    leaked_objects: u64,
    leaked_bytes: u64,
    /// Outstanding objects a lost destroy may have freed (`Completeness::uncertain`).
    uncertain_objects: u64,
    uncertain_bytes: u64,
    /// Objects whose address a later create got: freed, though no destroy of theirs was read.
    freed_inferred_objects: u64,
    freed_inferred_bytes: u64,
    /// When the last lost event was, in ms since tracking began (None: none lost, or unknown).
    last_drop_ms: Option<u64>,
    calls: BTreeMap<&'static str, u64>,
    failed_calls: BTreeMap<&'static str, u64>,
    unknown_destroys: BTreeMap<&'static str, u64>,
    outstanding: Map<String, Value>,
    outstanding_memory_bytes: Value,
    objects: Objects<'a>,
    /// The outstanding objects grouped by creating stack, largest first (absent without
    /// stacks), and how many objects have no stack, by reason.
    #[serde(skip_serializing_if = "Option::is_none")]
    sites: Option<&'a [Site]>,
    #[serde(skip_serializing_if = "Option::is_none")]
    stacks_lost: Option<BTreeMap<&'static str, u64>>,
    /// Why a Python program's sites have no Python frames.
    #[serde(skip_serializing_if = "Option::is_none")]
    python_frames_missing: Option<&'a str>,
    /// The in-use profile (pprof) of the sites, when written.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub profile: Option<&'a Path>,
    growth_leaks_kb: Map<String, Value>,
    anomalies: u64,
}

/// `t` must have ended (`ProcessTracker::sort_by_age`).
pub fn summary<'a>(
    t: &'a ProcessTracker,
    meta: &'a ProcessMeta,
    ended: &'a str,
    completeness: &'a Completeness,
    csv: &Path,
    end_ns: u64,
    sites: Option<&'a Sites>,
) -> Summary<'a> {
    let per_api = |v: &[u64]| -> BTreeMap<&'static str, u64> {
        APIS.iter().zip(v).filter(|(_, n)| **n > 0).map(|(a, n)| (a.name, *n)).collect()
    };
    let mut outstanding = Map::new();
    let mut growth = Map::new();
    for ty in ObjType::ALL {
        if let Some(col) = ty.count_column() {
            outstanding.insert(col.into(), t.counts[ty as usize].into());
        }
        if t.growth_kb[ty as usize] > 0 {
            growth.insert(ty.name().into(), t.growth_kb[ty as usize].into());
        }
    }
    growth.insert("total".into(), t.growth_kb.iter().sum::<u64>().into());
    let bytes = |k: MemKind| t.usm_bytes[k as usize];
    let v = verdict(t, completeness);
    let last_drop = completeness.last_drop_ns.filter(|_| completeness.dropped_events > 0);
    let running = ended == STOPPED;
    let growing = sites.filter(|_| running).map(Growing::of);
    let certain = if running { Tally::default() } else { v.certain };

    Summary {
        pid: t.pid,
        ppid: meta.ppid,
        comm: &meta.comm,
        exe: &meta.exe,
        uid: meta.uid,
        start_time: meta.start_time,
        cgroup: meta.cgroup.as_deref(),
        cgroup_id: meta.cgroup_id,
        ci_job: meta.ci_job.as_ref(),
        container: meta.container.as_ref(),
        ended,
        complete: completeness.reasons.is_empty() && completeness.dropped_events == 0,
        incomplete_reasons: completeness.all_reasons(),
        dropped_events: completeness.dropped_events,
        duration_ms: end_ns.saturating_sub(t.start_ns) / 1_000_000,
        csv: csv.display().to_string(),
        rows: t.rows(),
        leaked: certain.objects > 0,
        still_running: running,
        growing_sites: growing.as_ref().map(|g| g.sites.len()),
        growth_bytes_per_s: growing.as_ref().map(|g| g.bytes_per_s),
        leaked_objects: certain.objects,
        leaked_bytes: certain.bytes,
        uncertain_objects: v.uncertain.objects,
        uncertain_bytes: v.uncertain.bytes,
        freed_inferred_objects: v.freed_inferred.objects,
        freed_inferred_bytes: v.freed_inferred.bytes,
        last_drop_ms: last_drop.map(|ns| ns.saturating_sub(t.start_ns) / 1_000_000),
        calls: per_api(&t.calls),
        failed_calls: per_api(&t.failed),
        unknown_destroys: per_api(&t.unknown_destroys),
        outstanding,
        outstanding_memory_bytes: json!({
            "device": bytes(MemKind::Device),
            "host": bytes(MemKind::Host),
            "shared": bytes(MemKind::Shared),
            "total": t.usm_total(),
            "physical": t.physical_bytes,
            "virtual_reserved": t.virtual_bytes,
        }),
        objects: Objects { tracker: t, end_ns, sites, completeness },
        sites: sites.map(|s| s.sites.as_slice()),
        stacks_lost: sites.map(Sites::lost),
        python_frames_missing: sites.and_then(|s| s.python_unreadable.as_deref()),
        profile: None,
        growth_leaks_kb: growth,
        anomalies: t.anomalies,
    }
}

/// Writes `summary` to `path` or, if that exists, the next free `<stem>.<n>.json` (see
/// [`write_new`]).
pub fn write_json(path: &Path, summary: &impl Serialize) -> io::Result<PathBuf> {
    write_new(path, ".json", |out| {
        serde_json::to_writer_pretty(&mut *out, summary)?;
        out.write_all(b"\n")
    })
}

/// Writes a new file at `path` or, if that exists, the next free `<stem>.<n><ext>`: through a
/// temporary file and a hard link, so the file is whole or absent and nothing is overwritten.
pub fn write_new(
    path: &Path,
    ext: &str,
    content: impl FnOnce(&mut io::BufWriter<fs::File>) -> io::Result<()>,
) -> io::Result<PathBuf> {
    let dir = path.parent().unwrap_or(Path::new("."));
    let tmp = dir.join(format!(".{}.tmp{}", file_name(path), std::process::id()));
    let mut out = io::BufWriter::new(fs::File::create(&tmp)?);
    content(&mut out)?;
    out.into_inner().map_err(|e| e.into_error())?.sync_all()?;
    let stem = file_name(path).trim_end_matches(ext).to_owned();
    let result = (0u32..)
        .map(|n| match n {
            0 => path.to_owned(),
            n => dir.join(format!("{stem}.{n}{ext}")),
        })
        .find_map(|candidate| match fs::hard_link(&tmp, &candidate) {
            Ok(()) => Some(Ok(candidate)),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => None,
            Err(e) => Some(Err(e)),
        })
        .unwrap();
    let _ = fs::remove_file(&tmp);
    result
}

pub(crate) fn mem_name(kind: MemKind) -> Option<&'static str> {
    match kind {
        MemKind::None => None,
        MemKind::Device => Some("device"),
        MemKind::Host => Some("host"),
        MemKind::Shared => Some("shared"),
    }
}

fn file_name(p: &Path) -> String {
    p.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default()
}

/// Sites printed with their frames on stderr; the summary has them all.
const SITES_SHOWN: usize = 5;
/// Frames printed per site.
const FRAMES_SHOWN: usize = 8;
/// Python frames shown past `FRAMES_SHOWN` (a site through SYCL has many native ones first).
const PYTHON_FRAMES_SHOWN: usize = 12;

/// What the process still holds first (by API, then by creating site with its frames, then the
/// 20 oldest objects), and last the SRT's leak block under the name of what it measures (`t`
/// ended, as for `summary`). When events were lost, the first line says so before any count.
pub fn text(
    t: &ProcessTracker,
    meta: &ProcessMeta,
    ended: &str,
    completeness: &Completeness,
    json_path: &Path,
    end_ns: u64,
    sites: Option<&Sites>,
) -> String {
    let mut s = String::new();
    let objects = t.outstanding_count();
    let v = verdict(t, completeness);
    if ended == STOPPED {
        running_text(&mut s, t, meta, completeness, json_path, sites);
    } else {
        let mut head = match (completeness.dropped_events, objects) {
            (0, 0) => "nothing outstanding".to_owned(),
            (0, n) => format!("LEAKED {n} {} ({} bytes of USM)", plural(n as u64, "object"), t.usm_total()),
            (lost, _) => incomplete_head(lost, &v),
        };
        if v.freed_inferred.objects > 0 {
            let _ = write!(head, "; {} freed (inferred from address reuse)", v.freed_inferred.objects);
        }
        let _ = writeln!(s, "ze-tracer: pid {} ({}) ended: {head}; summary {}", t.pid, meta.comm, json_path.display());
    }
    if objects > 0 {
        outstanding_text(&mut s, t, completeness, json_path, end_ns, ended == STOPPED);
        if let Some(sites) = sites {
            sites_text(&mut s, sites, v.uncertain.objects > 0, ended == STOPPED);
        }
    }
    // The SRT's rule: VmRSS growth between each create and its destroy, not what is held.
    s.push_str("RSS growth between creates and their destroys (the SRT's MEMORY LEAK SUMMARY):");
    let growth: Vec<String> = ObjType::ALL
        .iter()
        .filter(|ty| t.growth_kb[**ty as usize] > 0)
        .map(|ty| format!("{} {} KB", ty.name(), t.growth_kb[*ty as usize]))
        .collect();
    let _ = writeln!(s, " {} KB in all{}{}", t.growth_kb.iter().sum::<u64>(), if growth.is_empty() { "" } else { ": " }, growth.join(", "));
    s
}

/// "INCOMPLETE, 60393 events lost; LEAKED 2 objects (…) created after the last lost event;
/// 3 uncertain objects (…): …": the loss first, then the certain leaks, then the others.
fn incomplete_head(lost: u64, v: &Verdict) -> String {
    let mut head = format!("INCOMPLETE, {lost} {} lost; ", plural(lost, "event"));
    let (certain, uncertain) = (v.certain, v.uncertain);
    match (certain.objects, uncertain.objects) {
        (0, 0) => head.push_str("nothing outstanding"),
        (0, _) => head.push_str("no certain leak"),
        (n, _) => {
            let _ = write!(head, "LEAKED {n} {} ({} bytes of memory) created after the last lost event", plural(n, "object"), certain.bytes);
        }
    }
    if uncertain.objects > 0 {
        let n = uncertain.objects;
        let _ = write!(
            head,
            "; {n} uncertain {} ({} bytes of memory): created before the last lost event, a lost destroy may have freed {}",
            plural(n, "object"),
            uncertain.bytes,
            if n == 1 { "it" } else { "them" }
        );
    }
    head
}

/// How tracking ends for a process that was still running (ze-tracer stopped).
pub const STOPPED: &str = "stopped";

/// A running process's sites that keep growing, fastest first.
struct Growing<'a> {
    sites: Vec<(usize, &'a Site)>,
    bytes_per_s: f64,
}

impl<'a> Growing<'a> {
    fn of(sites: &'a Sites) -> Growing<'a> {
        let mut growing: Vec<(usize, &Site)> =
            sites.sites.iter().enumerate().filter(|(_, s)| s.trend.as_ref().is_some_and(|t| t.trend == "growing")).collect();
        let rate = |s: &Site| s.trend.as_ref().map_or(0.0, |t| t.growth_bytes_per_s);
        growing.sort_by(|a, b| rate(b.1).total_cmp(&rate(a.1)));
        let bytes_per_s = growing.iter().map(|(_, s)| rate(s)).sum();
        Growing { sites: growing, bytes_per_s }
    }
}

/// A process still running when tracing stopped: what it holds is not a leak, a site that
/// keeps growing is. The first line says so, then its growing sites, fastest first, with
/// what each adds per hour at its rate.
fn running_text(s: &mut String, t: &ProcessTracker, meta: &ProcessMeta, c: &Completeness, json_path: &Path, sites: Option<&Sites>) {
    let mut head = String::new();
    if c.dropped_events > 0 {
        let _ = write!(head, "INCOMPLETE, {} {} lost; ", c.dropped_events, plural(c.dropped_events, "event"));
    }
    let n = t.outstanding_count() as u64;
    let _ = write!(head, "holds {n} {} ({} bytes of USM)", plural(n, "object"), t.usm_total());
    let growing = sites.map(Growing::of);
    match &growing {
        Some(g) if !g.sites.is_empty() => {
            let k = g.sites.len() as u64;
            let _ = write!(head, "; {k} {} growing, {}", plural(k, "site"), rate_text(g.bytes_per_s));
        }
        Some(g) if sites.is_some_and(|s| s.sites.iter().any(|s| s.trend.as_ref().is_some_and(|t| t.trend == "unknown"))) && g.sites.is_empty() => {
            let window = sites.and_then(|s| s.sites.iter().find_map(|s| s.trend.as_ref())).map_or(0.0, |t| t.window_s);
            let _ = write!(head, "; traced {window:.1} s: too short to tell growth (at least {} s)", crate::trend::MIN_WINDOW_NS / 1_000_000_000);
        }
        Some(_) => head.push_str("; nothing growing"),
        None => head.push_str("; growth not judged (--no-stacks)"),
    }
    let _ = writeln!(s, "ze-tracer: pid {} ({}) still running when tracing stopped: {head}; summary {}", t.pid, meta.comm, json_path.display());
    for (rank, (i, site)) in growing.iter().flat_map(|g| &g.sites).enumerate() {
        let trend = site.trend.as_ref().expect("growing");
        let place = site.frames.first().map_or_else(|| "(no frames)".to_owned(), frame_text);
        let _ = writeln!(
            s,
            "  growing #{}: site #{} +{:.1} objects/s, {}, {} held: {place}",
            rank + 1,
            i + 1,
            trend.growth_objects_per_s,
            rate_text(trend.growth_bytes_per_s),
            site.objects,
        );
    }
}

/// "+40960 bytes/s (+140.6 MiB an hour)".
fn rate_text(bytes_per_s: f64) -> String {
    let hour = bytes_per_s * 3600.0;
    let (v, unit) = match hour.abs() {
        h if h >= (1u64 << 30) as f64 => (hour / (1u64 << 30) as f64, "GiB"),
        h if h >= (1u64 << 20) as f64 => (hour / (1u64 << 20) as f64, "MiB"),
        _ => (hour / 1024.0, "KiB"),
    };
    format!("{bytes_per_s:+.0} bytes/s ({v:+.1} {unit} an hour)")
}

fn plural(n: u64, word: &str) -> String {
    if n == 1 { word.to_owned() } else { format!("{word}s") }
}

fn outstanding_text(s: &mut String, t: &ProcessTracker, c: &Completeness, json_path: &Path, end_ns: u64, running: bool) {
    let objects = t.outstanding_count();
    let mut by_api: BTreeMap<&str, (u64, u64)> = BTreeMap::new();
    for o in t.outstanding() {
        let e = by_api.entry(APIS[o.api() as usize].name).or_default();
        e.0 += 1;
        e.1 += o.size;
    }
    s.push_str(match c.dropped_events {
        _ if running => "Held objects (created while traced, not destroyed yet):\n",
        0 => "Outstanding objects (created while traced, never destroyed):\n",
        _ => "Outstanding objects (created while traced, no destroy seen; \"uncertain\": a lost destroy may have freed it):\n",
    });
    for (api, (n, bytes)) in &by_api {
        let _ = write!(s, "  {n:>6} x {api}");
        if *bytes > 0 {
            let _ = write!(s, ", {bytes} bytes");
        }
        s.push('\n');
    }
    for o in t.outstanding_by_age().take(20) {
        let label = mem_name(o.mem()).map_or(o.obj().name().to_owned(), |m| format!("{m} USM"));
        let _ = write!(s, "    {label:<12} {:#x}", o.handle);
        if o.size > 0 {
            let _ = write!(s, " {} bytes", o.size);
        }
        let _ = write!(
            s,
            " from {} (parent {:#x}) on thread {}, {} ms before the end",
            APIS[o.api() as usize].name,
            o.parent,
            o.tid(),
            end_ns.saturating_sub(o.created_ns) / 1_000_000
        );
        s.push_str(if c.uncertain(o) { ", uncertain\n" } else { "\n" });
    }
    if objects > 20 {
        let _ = writeln!(s, "    … and {} more in {}", objects - 20, json_path.display());
    }
}

/// `uncertain`: some objects may have been freed by a lost destroy, so not all are leaks.
fn sites_text(s: &mut String, sites: &Sites, uncertain: bool, running: bool) {
    let n = sites.sites.len();
    let shown = if n > SITES_SHOWN { format!(", the {SITES_SHOWN} largest") } else { String::new() };
    let what = match (running, uncertain) {
        (true, _) => "Sites of what it holds",
        (false, true) => "Sites of the outstanding objects (uncertain ones included)",
        (false, false) => "Leak sites",
    };
    let _ = writeln!(s, "{what}, by creating stack ({n}{shown}):");
    if let Some(why) = &sites.python_unreadable {
        let _ = writeln!(s, "  ({why})");
    }
    for (i, site) in sites.sites.iter().take(SITES_SHOWN).enumerate() {
        let types: Vec<String> = site.apis.iter().map(|(api, n)| format!("{n} x {api}")).collect();
        let _ = write!(s, "  #{} {}", i + 1, types.join(", "));
        if site.bytes > 0 {
            let _ = write!(s, ", {} bytes", site.bytes);
        }
        let _ = write!(s, ", oldest {} ms", site.oldest_age_ms);
        match &site.trend {
            Some(t) if t.trend == "growing" => {
                let _ = writeln!(s, ", growing: {:+.1} objects/s, {}", t.growth_objects_per_s, rate_text(t.growth_bytes_per_s));
            }
            Some(t) => {
                let _ = writeln!(s, ", {}", t.trend);
            }
            None => s.push('\n'),
        }
        if let Some(why) = site.lost {
            let _ = writeln!(s, "       (stack lost: {why})");
        }
        // The Python frames are what a Python user can act on: shown however deep they are.
        let mut hidden = 0;
        for (k, f) in site.frames.iter().enumerate() {
            if k < FRAMES_SHOWN || (f.python && k < FRAMES_SHOWN + PYTHON_FRAMES_SHOWN) {
                if hidden > 0 {
                    let _ = writeln!(s, "       … {hidden} more frames");
                    hidden = 0;
                }
                let _ = writeln!(s, "       {}", frame_text(f));
            } else {
                hidden += 1;
            }
        }
        if hidden > 0 {
            let _ = writeln!(s, "       … {hidden} more frames");
        }
        if site.cut {
            let _ = writeln!(s, "       … cut where the bytes of stack copied ended (--stack-bytes)");
        }
    }
}

/// `function (file:line)` or `function`, then the module; a raw address when nothing is known.
pub fn frame_text(f: &Frame) -> String {
    let mut out = match &f.function {
        Some(func) => func.clone(),
        None => format!("{:#x}", f.addr),
    };
    if let Some(file) = &f.file {
        let _ = write!(out, " ({file}{})", f.line.map(|l| format!(":{l}")).unwrap_or_default());
    }
    if f.python {
        out.push_str(" in Python");
    }
    if let Some(module) = &f.module {
        let name = module.rsplit('/').next().unwrap_or(module);
        let _ = write!(out, " in {name}");
        if f.function.is_none() {
            let _ = write!(out, "+{:#x}", f.offset.unwrap_or(f.addr));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use tracer_common::{APIS, Event, phase};

    use super::*;
    use crate::stacks::StackId;

    const MS: u64 = 1_000_000;

    /// A process gone before its facts were read still gets its CI job: its parent's (which
    /// it inherited), through the parent PID its BEGIN carries.
    #[test]
    fn a_process_gone_takes_its_parents_ci_job() {
        let mut parent = std::process::Command::new("sleep").arg("30").env("GITLAB_CI", "true").env("CI_JOB_ID", "31337").spawn().unwrap();
        // spawn() returns once the exec began, maybe before its environment is in place.
        let environ = format!("/proc/{}/environ", parent.id());
        let start = std::time::Instant::now();
        while !std::fs::read(&environ).is_ok_and(|e| e.windows(9).any(|w| w == b"CI_JOB_ID")) {
            assert!(start.elapsed() < std::time::Duration::from_secs(30), "no environment in {environ}");
            std::thread::sleep(std::time::Duration::from_millis(1));
        }
        let mut child = std::process::Command::new("true").spawn().unwrap();
        child.wait().unwrap();
        let mut begin = Event { ts_ns: sampler::monotonic_ns(), pid: child.id(), phase: phase::BEGIN, ..Default::default() };
        begin.set_parent_pid(parent.id());
        let meta = ProcessMeta::read(child.id(), &begin);
        let _ = parent.kill();
        let _ = parent.wait();
        assert!(!meta.verified);
        assert_eq!(meta.ci_job.map(|j| (j.provider, j.id)), Some(("gitlab".into(), "31337".into())));
        // With no parent known, none is made up.
        begin.set_parent_pid(0);
        assert_eq!(ProcessMeta::read(child.id(), &begin).ci_job, None);
    }

    /// A process that allocated host buffers of `size` at each (ms, address), and has ended.
    fn ended(allocs: &[(u64, u64, u64)]) -> ProcessTracker {
        let api = APIS.iter().position(|a| a.name == "zeMemAllocHost").unwrap() as u16;
        let mut t = ProcessTracker::new(7, 0, None);
        for &(ms, handle, size) in allocs {
            let ev = Event { ts_ns: ms * MS, pid: 7, tid: 7, handle, size, api, phase: phase::CALL, ..Default::default() };
            t.apply(&ev, None, StackId::NONE).unwrap();
        }
        t.sort_by_age();
        t
    }

    fn lost(dropped_events: u64, last_drop_ms: Option<u64>) -> Completeness {
        Completeness { dropped_events, last_drop_ns: last_drop_ms.map(|ms| ms * MS), reasons: vec![] }
    }

    fn tally(objects: u64, bytes: u64) -> Tally {
        Tally { objects, bytes }
    }

    #[test]
    fn objects_created_after_the_last_lost_event_are_certain_leaks() {
        let t = ended(&[(2, 0x1000, 10), (5, 0x2000, 20), (9, 0x3000, 40)]);
        let v = |c| verdict(&t, &c);
        // Created at or before 5 ms: their destroys, emitted later, may be what was lost.
        assert_eq!(v(lost(3, Some(5))).certain, tally(1, 40));
        assert_eq!(v(lost(3, Some(5))).uncertain, tally(2, 30));
        assert_eq!(v(lost(3, Some(1))).certain, tally(3, 70), "all created after the last loss");
        // The time of the last loss unknown: nothing outstanding is certain.
        assert_eq!(v(lost(3, None)).certain, Tally::default());
        assert_eq!(v(lost(3, None)).uncertain, tally(3, 70));
        // Nothing lost: everything outstanding is a leak, whatever the time says.
        assert_eq!(v(lost(0, Some(9))).certain, tally(3, 70));
        assert_eq!(v(lost(0, None)).uncertain, Tally::default());
    }

    fn summary_json(t: &ProcessTracker, c: &Completeness) -> Value {
        let meta = ProcessMeta { comm: "wl".into(), ..Default::default() };
        serde_json::to_value(summary(t, &meta, "exit", c, Path::new("/out/x.csv"), 20 * MS, None)).unwrap()
    }

    #[test]
    fn the_summary_tells_certain_uncertain_and_reused_apart() {
        // 0x1000 handed out again at 6 ms with no free read: the first one was freed.
        let t = ended(&[(2, 0x1000, 10), (6, 0x1000, 20), (9, 0x3000, 40)]);
        let s = summary_json(&t, &lost(60393, Some(7)));
        assert_eq!(s["complete"], false);
        assert_eq!(s["incomplete_reasons"], json!(["60393 of its events were dropped (ring buffer full)"]));
        assert_eq!(s["leaked"], true);
        let fields = ["leaked_objects", "leaked_bytes", "uncertain_objects", "uncertain_bytes"];
        assert_eq!(fields.map(|f| s[f].as_u64().unwrap()), [1, 40, 1, 20]);
        assert_eq!((s["freed_inferred_objects"].as_u64(), s["freed_inferred_bytes"].as_u64()), (Some(1), Some(10)));
        assert_eq!(s["last_drop_ms"], 7);
        // The freed one is not listed; the uncertain one says so.
        let objects = s["objects"].as_array().unwrap();
        let listed: Vec<(&str, bool)> = objects.iter().map(|o| (o["handle"].as_str().unwrap(), o["uncertain"] == true)).collect();
        assert_eq!(listed, [("0x1000", true), ("0x3000", false)]);
        assert_eq!(s["outstanding_memory_bytes"]["host"], 60);

        // The time of the last loss unknown: no leak is certain.
        let s = summary_json(&t, &lost(5, None));
        assert_eq!((s["leaked"].as_bool(), s["uncertain_objects"].as_u64(), s["last_drop_ms"].is_null()), (Some(false), Some(2), true));
        // Nothing lost: as ever, complete, with no reason and no uncertainty.
        let s = summary_json(&t, &lost(0, None));
        assert_eq!((s["complete"].as_bool(), s["incomplete_reasons"].clone()), (Some(true), json!([])));
        assert_eq!((s["leaked_objects"].as_u64(), s["uncertain_objects"].as_u64()), (Some(2), Some(0)));
        assert!(s["objects"].as_array().unwrap().iter().all(|o| o.get("uncertain").is_none()));
    }

    fn first_line(t: &ProcessTracker, c: &Completeness) -> String {
        let meta = ProcessMeta { comm: "wl".into(), ..Default::default() };
        text(t, &meta, "exit", c, Path::new("/out/x.json"), 20 * MS, None).lines().next().unwrap().to_owned()
    }

    #[test]
    fn the_first_line_says_events_were_lost_before_any_count() {
        let t = ended(&[(2, 0x1000, 10), (6, 0x1000, 20), (9, 0x3000, 40)]);
        assert_eq!(
            first_line(&t, &lost(60393, None)),
            "ze-tracer: pid 7 (wl) ended: INCOMPLETE, 60393 events lost; no certain leak; 2 uncertain objects \
             (60 bytes of memory): created before the last lost event, a lost destroy may have freed them; \
             1 freed (inferred from address reuse); summary /out/x.json"
        );
        assert_eq!(
            first_line(&t, &lost(1, Some(7))),
            "ze-tracer: pid 7 (wl) ended: INCOMPLETE, 1 event lost; LEAKED 1 object (40 bytes of memory) created \
             after the last lost event; 1 uncertain object (20 bytes of memory): created before the last lost \
             event, a lost destroy may have freed it; 1 freed (inferred from address reuse); summary /out/x.json"
        );
        assert_eq!(
            first_line(&ended(&[]), &lost(4, None)),
            "ze-tracer: pid 7 (wl) ended: INCOMPLETE, 4 events lost; nothing outstanding; summary /out/x.json"
        );
        let report = text(&t, &ProcessMeta::default(), "exit", &lost(4, None), Path::new("/x.json"), 20 * MS, None);
        assert!(report.contains("0x3000 40 bytes from zeMemAllocHost (parent 0x0) on thread 7, 11 ms before the end, uncertain\n"), "{report}");
    }

    #[test]
    fn nothing_lost_reads_as_before() {
        let t = ended(&[(2, 0x1000, 10), (9, 0x3000, 40)]);
        let report = text(&t, &ProcessMeta { comm: "wl".into(), ..Default::default() }, "exit", &lost(0, None), Path::new("/x.json"), 20 * MS, None);
        let expected = [
            "ze-tracer: pid 7 (wl) ended: LEAKED 2 objects (50 bytes of USM); summary /x.json",
            "Outstanding objects (created while traced, never destroyed):",
            "       2 x zeMemAllocHost, 50 bytes",
            "    host USM     0x1000 10 bytes from zeMemAllocHost (parent 0x0) on thread 7, 18 ms before the end",
            "    host USM     0x3000 40 bytes from zeMemAllocHost (parent 0x0) on thread 7, 11 ms before the end",
            "RSS growth between creates and their destroys (the SRT's MEMORY LEAK SUMMARY): 0 KB in all",
        ];
        assert_eq!(report, expected.join("\n") + "\n");
        assert_eq!(first_line(&ended(&[]), &lost(0, None)), "ze-tracer: pid 7 (wl) ended: nothing outstanding; summary /out/x.json");
    }
}
