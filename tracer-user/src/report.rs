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
    tracker::ProcessTracker,
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
        }
        let verified = procfs::process::Process::new(pid as i32).ok().and_then(|p| {
            let stat = p.stat().ok()?;
            let tps = procfs::ticks_per_second().max(1);
            let started_boot_ns = stat.starttime * (1_000_000_000 / tps);
            (started_boot_ns <= sampler::boottime_ns(first.ts_ns)).then_some((p, stat, tps))
        });
        let Some((p, stat, tps)) = verified else {
            // Gone already (a short-lived process), or the PID is another's: the cgroup is
            // still named by its id (a CI job's scope outlives its processes).
            meta.cgroup = meta.cgroup_id.and_then(cgroup_path);
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
    /// CLOCK_MONOTONIC ns of this process's last dropped event.
    pub last_drop_ns: Option<u64>,
    pub reasons: Vec<String>,
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
}

/// The outstanding objects, oldest first, serialized one at a time as they are written: a
/// process that leaked a million objects must not make the daemon build a million JSON values.
struct Objects<'a> {
    /// Sorted by age (`ProcessTracker::sort_by_age`).
    tracker: &'a ProcessTracker,
    end_ns: u64,
    sites: Option<&'a Sites>,
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
            })?;
        }
        seq.end()
    }
}

/// The summary, keys in a stable, documented order.
#[derive(Serialize)]
pub struct Summary<'a> {
    pid: u32,
    comm: &'a str,
    exe: &'a str,
    uid: Option<u32>,
    start_time: Option<u64>,
    cgroup: Option<&'a str>,
    cgroup_id: Option<u64>,
    /// How tracking ended: "exit", "exec" (the process became another program) or "stopped"
    /// (ze-tracer was).
    ended: &'a str,
    complete: bool,
    incomplete_reasons: &'a [String],
    dropped_events: u64,
    duration_ms: u64,
    csv: String,
    rows: u64,
    leaked: bool,
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
    /// The in-use profile (pprof) of the sites, when written.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub profile: Option<&'a Path>,
    growth_leaks_kb: Map<String, Value>,
    anomalies: u64,
}

/// `t`'s objects must be sorted by age (`ProcessTracker::sort_by_age`).
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

    Summary {
        pid: t.pid,
        comm: &meta.comm,
        exe: &meta.exe,
        uid: meta.uid,
        start_time: meta.start_time,
        cgroup: meta.cgroup.as_deref(),
        cgroup_id: meta.cgroup_id,
        ended,
        complete: completeness.reasons.is_empty() && completeness.dropped_events == 0,
        incomplete_reasons: &completeness.reasons,
        dropped_events: completeness.dropped_events,
        duration_ms: end_ns.saturating_sub(t.start_ns) / 1_000_000,
        csv: csv.display().to_string(),
        rows: t.rows(),
        leaked: t.leaked(),
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
        objects: Objects { tracker: t, end_ns, sites },
        sites: sites.map(|s| s.sites.as_slice()),
        stacks_lost: sites.map(Sites::lost),
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

/// What the process still holds first (by API, then by creating site with its frames, then the
/// 20 oldest objects), and last the SRT's leak block under the name of what it measures (`t`
/// sorted by age, as for `summary`).
pub fn text(t: &ProcessTracker, meta: &ProcessMeta, json_path: &Path, end_ns: u64, sites: Option<&Sites>) -> String {
    let mut s = String::new();
    let objects = t.outstanding_count();
    let _ = writeln!(
        s,
        "ze-tracer: pid {} ({}) ended: {}; summary {}",
        t.pid,
        meta.comm,
        match objects {
            0 => "nothing outstanding".to_owned(),
            n => format!(
                "LEAKED {n} {} ({} bytes of USM)",
                if n == 1 { "object" } else { "objects" },
                t.usm_total()
            ),
        },
        json_path.display()
    );
    if objects > 0 {
        outstanding_text(&mut s, t, json_path, end_ns);
        if let Some(sites) = sites {
            sites_text(&mut s, sites);
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

fn outstanding_text(s: &mut String, t: &ProcessTracker, json_path: &Path, end_ns: u64) {
    let objects = t.outstanding_count();
    let mut by_api: BTreeMap<&str, (u64, u64)> = BTreeMap::new();
    for o in t.outstanding() {
        let e = by_api.entry(APIS[o.api() as usize].name).or_default();
        e.0 += 1;
        e.1 += o.size;
    }
    s.push_str("Outstanding objects (created while traced, never destroyed):\n");
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
        let _ = writeln!(
            s,
            " from {} (parent {:#x}) on thread {}, {} ms before the end",
            APIS[o.api() as usize].name,
            o.parent,
            o.tid(),
            end_ns.saturating_sub(o.created_ns) / 1_000_000
        );
    }
    if objects > 20 {
        let _ = writeln!(s, "    … and {} more in {}", objects - 20, json_path.display());
    }
}

fn sites_text(s: &mut String, sites: &Sites) {
    let n = sites.sites.len();
    let shown = if n > SITES_SHOWN { format!(", the {SITES_SHOWN} largest") } else { String::new() };
    let _ = writeln!(s, "Leak sites, by creating stack ({n}{shown}):");
    for (i, site) in sites.sites.iter().take(SITES_SHOWN).enumerate() {
        let types: Vec<String> = site.apis.iter().map(|(api, n)| format!("{n} x {api}")).collect();
        let _ = write!(s, "  #{} {}", i + 1, types.join(", "));
        if site.bytes > 0 {
            let _ = write!(s, ", {} bytes", site.bytes);
        }
        let _ = writeln!(s, ", oldest {} ms", site.oldest_age_ms);
        if let Some(why) = site.lost {
            let _ = writeln!(s, "       (stack lost: {why})");
        }
        for f in site.frames.iter().take(FRAMES_SHOWN) {
            let _ = writeln!(s, "       {}", frame_text(f));
        }
        if site.frames.len() > FRAMES_SHOWN {
            let _ = writeln!(s, "       … {} more frames", site.frames.len() - FRAMES_SHOWN);
        }
        if site.cut {
            let _ = writeln!(s, "       … cut where the bytes of stack copied ended (--stack-bytes)");
        }
    }
}

/// `function (file:line)` or `function`, then the module; a raw address when nothing is known.
fn frame_text(f: &Frame) -> String {
    let mut out = match &f.function {
        Some(func) => func.clone(),
        None => format!("{:#x}", f.addr),
    };
    if let Some(file) = &f.file {
        let _ = write!(out, " ({file}{})", f.line.map(|l| format!(":{l}")).unwrap_or_default());
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
