//! The summary (`ze-tracer_pid<PID>.json`): the one place its format is defined, written when a
//! process's tracking ends and read back by `check` and `report`. Keys are written in the
//! order of the fields below, which `docs/reference.md` documents (a test keeps the two in
//! step). `objects`, which can list millions, is streamed out of the tracker when written and
//! folded into the leak table's rows when read, never held whole either way.
use std::{
    borrow::Cow,
    collections::BTreeMap,
    fmt, fs, io,
    path::{Path, PathBuf},
};

use indexmap::IndexMap;
use serde::{Deserialize, Deserializer, Serialize, de, ser::SerializeSeq};
use tracer_common::{API_COUNT, MemKind, ObjType, api_of};

use crate::{
    data::{
        Ended,
        copies::Use,
        memory,
        owners::Owner,
        sites::Sites,
        tracker::ProcessTracker,
    },
    output::{
        leaks::Leaks,
        verdict::{Completeness, Growing, Judged},
    },
    process::{ci_job::CiJob, clock, container::Container},
};
pub use crate::{data::sites::Site, unwind::Frame};

/// The summary, keys in a stable, documented order. `O` is what `objects` is: the tracker's
/// objects streamed ([`ObjectsOut`]) when written, their fold ([`Objects`]) when read.
#[derive(Serialize, Deserialize, Debug, Clone)]
pub struct Summary<'a, O = Objects> {
    pub pid: u32,
    #[serde(default)]
    pub ppid: Option<u32>,
    #[serde(default)]
    pub comm: String,
    #[serde(default)]
    pub exe: String,
    /// Its command line as a shell takes it, bounded (`process::facts::CMDLINE_MAX`).
    #[serde(default)]
    pub cmdline: Option<String>,
    #[serde(default)]
    pub uid: Option<u32>,
    /// Unix time in ms.
    #[serde(default)]
    pub start_time: Option<u64>,
    #[serde(default)]
    pub cgroup: Option<String>,
    #[serde(default)]
    pub cgroup_id: Option<u64>,
    /// The CI job its environment named: provider, id, name.
    #[serde(default)]
    pub ci_job: Option<CiJob>,
    /// The container (and pod) its cgroup names, and their names.
    #[serde(default)]
    pub container: Option<Container>,
    /// How tracking ended.
    #[serde(default)]
    pub ended: Ended,
    pub complete: bool,
    #[serde(default)]
    pub incomplete_reasons: Vec<String>,
    /// The loader copies it mapped whose calls may be missing (armed late, or never): its
    /// leaks cannot be judged (see `check`).
    #[serde(default)]
    pub unseen_copies: Vec<String>,
    /// When each of `unseen_copies` that was armed at all was armed, in ms since tracking
    /// began (0: before it began): its calls from then on are seen. A copy never armed has
    /// none; so has every copy in summaries written before the field.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub copies_armed_ms: BTreeMap<String, u64>,
    /// False: it never loaded libze_loader while traced (no copy mapped, no call): nothing
    /// was traced, so nothing is judged. True in summaries written before the field.
    #[serde(default = "yes")]
    pub loaded_level_zero: bool,
    /// What its calls show of its use of Level Zero: `never_loaded`, `not_initialized` (it
    /// loaded the loader and never called `zeInit`), `init_failed`, `no_object` (initialized,
    /// made none), `objects`. The three between make no object: such a summary, complete, is
    /// clean. `objects` in summaries written before the field.
    #[serde(default)]
    pub level_zero: Use,
    /// Tracing began while it ran (`--pid`, or already running): what it made before is not
    /// seen, its counts are of what it made since.
    #[serde(default)]
    pub attached: bool,
    #[serde(default)]
    pub dropped_events: u64,
    #[serde(default)]
    pub duration_ms: u64,
    /// When its tracking began, the 0 of its times (`TimeMs`, `duration_ms`, `age_ms`…), on
    /// the kernel's clocks; None in summaries written before the field.
    #[serde(default)]
    pub tracking_start: Option<TrackingStart>,
    #[serde(default)]
    pub csv: String,
    #[serde(default)]
    pub rows: u64,
    /// Whether its appends were traced (`--append-rows`): without them, neither `rows` nor
    /// `calls` counts any.
    #[serde(default = "yes")]
    pub append_rows: bool,
    /// Certain leaks only: objects created after the last lost event, or none was lost; never
    /// for a process still running when tracing stopped (what it holds is judged by its
    /// sites' trends).
    #[serde(default)]
    pub leaked: bool,
    /// Tracing stopped before the process ended.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub still_running: bool,
    /// Still running: its sites that keep growing, and how fast they grow in all.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub growing_sites: Option<usize>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub growth_bytes_per_s: Option<f64>,
    /// Still running: how fast what runtimes keep for it grows (their pools, their objects),
    /// which is not its own growth.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kept_growth_bytes_per_s: Option<f64>,
    #[serde(default)]
    pub leaked_objects: u64,
    #[serde(default)]
    pub leaked_bytes: u64,
    /// `leaked_objects` by type (the types with any).
    #[serde(default)]
    pub leaked_by_type: IndexMap<String, u64>,
    /// `leaked_bytes` by memory kind (`memory::KINDS`, the kinds with any).
    #[serde(default)]
    pub leaked_bytes_by_memory: IndexMap<String, u64>,
    /// Outstanding objects a lost destroy may have freed (`Completeness::uncertain`).
    #[serde(default)]
    pub uncertain_objects: u64,
    #[serde(default)]
    pub uncertain_bytes: u64,
    /// What runtimes keep (pools' slabs with nothing of the program's in them, a runtime's own
    /// objects): not the program's leaks; and by who keeps it.
    #[serde(default)]
    pub kept_objects: u64,
    #[serde(default)]
    pub kept_bytes: u64,
    #[serde(default)]
    pub kept: Vec<Kept>,
    /// Objects whose address a later create got: freed, though no destroy of theirs was read.
    #[serde(default)]
    pub freed_inferred_objects: u64,
    #[serde(default)]
    pub freed_inferred_bytes: u64,
    /// When the last lost event was, in ms since tracking began (None: none lost, or unknown).
    #[serde(default)]
    pub last_drop_ms: Option<u64>,
    #[serde(default)]
    pub calls: BTreeMap<String, u64>,
    #[serde(default)]
    pub failed_calls: BTreeMap<String, u64>,
    #[serde(default)]
    pub unknown_destroys: BTreeMap<String, u64>,
    /// Outstanding objects per count column of the CSV, in its order.
    pub outstanding: IndexMap<String, u64>,
    pub outstanding_memory_bytes: MemoryBytes,
    #[serde(default)]
    pub objects: O,
    /// The outstanding objects grouped by creating stack, largest first (absent without
    /// stacks).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sites: Option<Cow<'a, [Site]>>,
    /// How many objects have no stack, by reason.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stacks_lost: Option<BTreeMap<String, u64>>,
    /// Why a Python program's sites have no Python frames.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub python_frames_missing: Option<String>,
    /// The in-use profile (pprof) of the sites, when written.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub profile: Option<PathBuf>,
    /// The SRT's MEMORY LEAK SUMMARY: VmRSS growth between creates and their destroys, per
    /// type (those that grew), then `total`.
    #[serde(default)]
    pub growth_leaks_kb: IndexMap<String, u64>,
    #[serde(default)]
    pub anomalies: u64,
}

/// Bytes of memory outstanding, by kind.
#[derive(Serialize, Deserialize, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct MemoryBytes {
    pub device: u64,
    pub host: u64,
    pub shared: u64,
    /// USM: device + host + shared.
    pub total: u64,
    #[serde(default)]
    pub physical: u64,
    #[serde(default)]
    pub virtual_reserved: u64,
    /// Of physical memory mapped into reserved ranges (`zeVirtualMemMap`): address space, as
    /// the physical memory behind it is counted in `physical`.
    #[serde(default)]
    pub virtual_mapped: u64,
}

impl MemoryBytes {
    /// The kinds as `check --max` and the metrics name them.
    pub const KINDS: [&'static str; 7] = {
        use crate::data::memory::*;
        [DEVICE, HOST, SHARED, TOTAL, PHYSICAL, VIRTUAL_RESERVED, VIRTUAL_MAPPED]
    };

    /// (kind, bytes), in the order written.
    pub fn iter(&self) -> impl Iterator<Item = (&'static str, u64)> {
        let v = [self.device, self.host, self.shared, self.total, self.physical, self.virtual_reserved, self.virtual_mapped];
        Self::KINDS.into_iter().zip(v)
    }

    pub fn get(&self, kind: &str) -> Option<u64> {
        self.iter().find(|(k, _)| *k == kind).map(|(_, v)| v)
    }
}

/// One instant on the clocks a trace of the same run may be on: the daemon's events are
/// stamped with `bpf_ktime_get_ns`, CLOCK_MONOTONIC; the others are read at the same instant.
#[derive(Serialize, Deserialize, Debug, Clone, Copy, PartialEq, Eq)]
pub struct TrackingStart {
    pub monotonic_ns: u64,
    pub boottime_ns: u64,
    /// None when the wall clock is before 1970 (or that far off).
    pub unix_ns: Option<u64>,
}

impl TrackingStart {
    /// CLOCK_MONOTONIC `mono_ns` on the three clocks, as they stand now.
    pub fn at(mono_ns: u64) -> TrackingStart {
        // BOOTTIME never runs behind MONOTONIC: what the two reads' order would put below is not.
        let boottime_ns = clock::boottime_ns(mono_ns).max(mono_ns);
        TrackingStart { monotonic_ns: mono_ns, boottime_ns, unix_ns: clock::unix_ns(mono_ns) }
    }
}

/// What one keeper keeps.
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq, Eq)]
pub struct Kept {
    pub by: String,
    pub objects: u64,
    pub bytes: u64,
}

/// One outstanding object, as `objects` lists it.
#[derive(Serialize, Deserialize, Debug, Clone)]
pub struct Object {
    #[serde(rename = "type")]
    pub ty: Cow<'static, str>,
    /// USM allocations: device, host or shared.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub memory: Option<Cow<'static, str>>,
    pub api: Cow<'static, str>,
    #[serde(default)]
    pub handle: String,
    #[serde(default)]
    pub size: u64,
    #[serde(default)]
    pub parent: String,
    /// Its parent (the context, module, event pool… `parent` names) was destroyed while it
    /// lived: the program never released it (a leak, as the validation layer counts it), but
    /// the driver may have freed it with its parent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub parent_destroyed: Option<ParentDestroyed>,
    #[serde(default)]
    pub thread: u32,
    #[serde(default)]
    pub age_ms: u64,
    /// Index into the summary's `sites`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub site: Option<usize>,
    /// Created before the last lost event: its destroy may have been lost.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub uncertain: bool,
    /// Not the program's: who keeps it (a pool, for its slab; a runtime library, by a rule).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kept_by: Option<String>,
    /// A pool's slab (`kept_by` names the pool) holding blocks the program leaked: its bytes
    /// are theirs, counted once, as the blocks.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub holds_leak: bool,
}

/// An object's parent, destroyed while the object lived.
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq, Eq)]
pub struct ParentDestroyed {
    /// Its type, as `objects` names types (`Context`, `Module`, `EventPool`, …).
    #[serde(rename = "type")]
    pub ty: Cow<'static, str>,
    pub handle: String,
    /// When its destroy began, in ms since tracking began.
    pub at_ms: u64,
}

/// The outstanding objects, oldest first, serialized one at a time as they are written: a
/// process that leaked a million objects must not make the daemon build a million values.
#[derive(Debug, Clone, Copy)]
pub struct ObjectsOut<'a> {
    /// Sorted by age (`ProcessTracker::sort_by_age`).
    tracker: &'a ProcessTracker,
    end_ns: u64,
    sites: Option<&'a Sites>,
    completeness: &'a Completeness,
}

impl<'a> ObjectsOut<'a> {
    /// Each outstanding object as the summary lists it, oldest first: what its file holds, and
    /// what a view folds (`Summary::folded`) without reading the file.
    pub fn iter(&self) -> impl Iterator<Item = Object> + 'a {
        let (t, end_ns, sites, completeness) = (self.tracker, self.end_ns, self.sites, self.completeness);
        t.outstanding_by_age().map(move |o| {
            let owner = t.owners.owner(o);
            Object {
                ty: o.obj().name().into(),
                memory: memory::usm(t.mem_of(o)).map(Cow::Borrowed),
                api: api_of(o.api()).name.into(),
                handle: format!("{:#x}", o.handle),
                size: o.size,
                parent: format!("{:#x}", o.parent),
                parent_destroyed: t.orphaned(o).map(|p| ParentDestroyed {
                    ty: p.parent_type.name().into(),
                    handle: format!("{:#x}", o.parent),
                    at_ms: p.at_ns.saturating_sub(t.start_ns) / 1_000_000,
                }),
                thread: o.tid(),
                age_ms: end_ns.saturating_sub(o.created_ns) / 1_000_000,
                site: sites.and_then(|s| s.of(o)),
                uncertain: owner == Owner::Program && completeness.uncertain(o),
                kept_by: match owner {
                    Owner::Kept(k) => Some(k.to_string()),
                    Owner::HoldsLeak => Some(t.pool_of(o).to_string()),
                    Owner::Program => None,
                },
                holds_leak: owner == Owner::HoldsLeak,
            }
        })
    }
}

impl Serialize for ObjectsOut<'_> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut seq = s.serialize_seq(Some(self.tracker.outstanding_count()))?;
        for o in self.iter() {
            seq.serialize_element(&o)?;
        }
        seq.end()
    }
}

/// The summary's outstanding objects, folded as read: the program's, and those a lost destroy
/// may have freed, in all and per site (by index into `sites`), for `check` to tell certain
/// leaks; the blocks the program got from pools among them; what runtimes keep, and the
/// slabs that hold the program's blocks.
#[derive(Debug, Default, Clone)]
pub struct Objects {
    pub all: Leaks,
    pub uncertain: Leaks,
    pub uncertain_by_site: BTreeMap<usize, Leaks>,
    pub pooled: Leaks,
    pub kept: Leaks,
    pub holding: Leaks,
    /// The program's objects whose parent was destroyed while they lived, by the parent's
    /// type (they are in `all` too).
    pub parent_destroyed: BTreeMap<String, u64>,
}

impl Objects {
    /// How many of the program's objects outlived their parent.
    pub fn parent_destroyed_count(&self) -> u64 {
        self.parent_destroyed.values().sum()
    }

    /// Folds one object in.
    pub fn add(&mut self, o: &Object) {
        let add = |leaks: &mut Leaks| leaks.add_named(&o.ty, o.memory.as_deref(), &o.api, o.size, o.age_ms);
        if o.holds_leak {
            return add(&mut self.holding);
        }
        if o.kept_by.is_some() {
            return add(&mut self.kept);
        }
        add(&mut self.all);
        if let Some(p) = &o.parent_destroyed {
            *self.parent_destroyed.entry(p.ty.clone().into_owned()).or_default() += 1;
        }
        if o.ty == ObjType::Pooled.name() {
            add(&mut self.pooled);
        }
        if o.uncertain {
            add(&mut self.uncertain);
            if let Some(site) = o.site {
                add(self.uncertain_by_site.entry(site).or_default());
            }
        }
    }
}

impl FromIterator<Object> for Objects {
    fn from_iter<I: IntoIterator<Item = Object>>(objects: I) -> Objects {
        let mut folded = Objects::default();
        objects.into_iter().for_each(|o| folded.add(&o));
        folded
    }
}

/// A view's objects read from a summary's `objects` one at a time, never held as a list: what
/// it keeps of them is its own (`Objects`, a fold; the Perfetto trace's first ones; the
/// report's).
pub fn visit_objects<'de, D: Deserializer<'de>, O: FromIterator<Object>>(d: D) -> Result<O, D::Error> {
    struct Visit<O>(std::marker::PhantomData<O>);
    impl<'de, O: FromIterator<Object>> de::Visitor<'de> for Visit<O> {
        type Value = O;
        fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
            f.write_str("a list of objects")
        }
        fn visit_seq<A: de::SeqAccess<'de>>(self, mut seq: A) -> Result<O, A::Error> {
            let mut failed = None;
            let folded = std::iter::from_fn(|| match seq.next_element::<Object>() {
                Ok(o) => o,
                Err(e) => {
                    failed = Some(e);
                    None
                }
            })
            .collect();
            match failed {
                Some(e) => Err(e),
                None => Ok(folded),
            }
        }
    }
    d.deserialize_seq(Visit(std::marker::PhantomData))
}

impl<'de> Deserialize<'de> for Objects {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Objects, D::Error> {
        visit_objects(d)
    }
}

/// The summary of a process whose tracking ended, as it was judged (`j`), its CSV at `csv`.
pub fn of<'a>(j: &Judged<'a>, csv: &Path) -> Summary<'a, ObjectsOut<'a>> {
    let Judged { tracker: t, meta, ended, completeness, verdict: v, end_ns, sites } = *j;
    let per_api = |v: &[u64]| -> BTreeMap<String, u64> {
        (0..API_COUNT as u16).zip(v).filter(|(_, n)| **n > 0).map(|(a, n)| (api_of(a).name.to_owned(), *n)).collect()
    };
    let mut outstanding = IndexMap::new();
    let mut growth = IndexMap::new();
    for ty in ObjType::ALL {
        if let Some(col) = ty.count_column() {
            outstanding.insert(col.to_owned(), t.counts[ty as usize]);
        }
        if t.growth_kb[ty as usize] > 0 {
            growth.insert(ty.name().to_owned(), t.growth_kb[ty as usize]);
        }
    }
    growth.insert("total".to_owned(), t.growth_kb.iter().sum::<u64>());
    let bytes = |k: MemKind| t.usm_bytes[k as usize];
    let last_drop = completeness.last_drop_ns.filter(|_| completeness.dropped_events > 0);
    let running = ended == Ended::Stopped;
    let growing = sites.filter(|_| running).map(|s| Growing::of(&s.sites));
    let certain = j.leaked();
    let by = v.leaked_by(ended);
    let leaked_by_type = ObjType::ALL.iter().zip(by.objects).filter(|(_, n)| *n > 0).map(|(ty, n)| (ty.name().to_owned(), n)).collect();
    let leaked_bytes_by_memory = memory::KINDS.iter().zip(by.bytes).filter(|(_, b)| *b > 0).map(|(k, b)| ((*k).to_owned(), b)).collect();
    let lost = |s: &Sites| s.lost().into_iter().map(|(why, n)| (why.to_owned(), n)).collect();
    let (kept, _) = t.owners.kept(t.outstanding());
    let kept: Vec<Kept> = kept.into_iter().map(|(k, n)| Kept { by: k.to_string(), objects: n.objects, bytes: n.bytes }).collect();

    Summary {
        pid: t.pid,
        ppid: meta.ppid,
        comm: meta.comm.clone(),
        exe: meta.exe.clone(),
        cmdline: meta.cmdline.clone(),
        uid: meta.uid,
        start_time: meta.start_time,
        cgroup: meta.cgroup.clone(),
        cgroup_id: meta.cgroup_id,
        ci_job: meta.ci_job.clone(),
        container: meta.container.clone(),
        ended,
        complete: completeness.complete(),
        incomplete_reasons: completeness.all_reasons(),
        unseen_copies: completeness.unseen_copies.clone(),
        copies_armed_ms: completeness.copies_armed_ns.iter().map(|(c, ns)| (c.clone(), ns.saturating_sub(t.start_ns) / 1_000_000)).collect(),
        loaded_level_zero: !completeness.never_loaded(),
        level_zero: completeness.level_zero,
        attached: completeness.attached,
        dropped_events: completeness.dropped_events,
        duration_ms: end_ns.saturating_sub(t.start_ns) / 1_000_000,
        tracking_start: Some(TrackingStart::at(t.start_ns)),
        csv: csv.display().to_string(),
        rows: t.rows(),
        append_rows: t.append_rows,
        leaked: certain.objects > 0,
        still_running: running,
        growing_sites: growing.as_ref().map(|g| g.sites.len()),
        growth_bytes_per_s: growing.as_ref().map(|g| g.bytes_per_s),
        kept_growth_bytes_per_s: sites.filter(|_| running).and_then(|s| s.kept_growth_bytes_per_s),
        leaked_objects: certain.objects,
        leaked_bytes: certain.bytes,
        leaked_by_type,
        leaked_bytes_by_memory,
        uncertain_objects: v.uncertain.objects,
        uncertain_bytes: v.uncertain.bytes,
        kept_objects: kept.iter().map(|k| k.objects).sum(),
        kept_bytes: kept.iter().map(|k| k.bytes).sum(),
        kept,
        freed_inferred_objects: v.freed_inferred.objects,
        freed_inferred_bytes: v.freed_inferred.bytes,
        last_drop_ms: last_drop.map(|ns| ns.saturating_sub(t.start_ns) / 1_000_000),
        calls: per_api(&t.calls),
        failed_calls: per_api(&t.failed),
        unknown_destroys: per_api(&t.unknown_destroys),
        outstanding,
        outstanding_memory_bytes: MemoryBytes {
            device: bytes(MemKind::Device),
            host: bytes(MemKind::Host),
            shared: bytes(MemKind::Shared),
            total: t.usm_total(),
            physical: t.physical_bytes,
            virtual_reserved: t.virtual_bytes,
            virtual_mapped: t.mapped_bytes,
        },
        objects: ObjectsOut { tracker: t, end_ns, sites, completeness },
        sites: sites.map(|s| Cow::Borrowed(s.sites.as_slice())),
        stacks_lost: sites.map(lost),
        python_frames_missing: sites.and_then(|s| s.python_unreadable.clone()),
        profile: None,
        growth_leaks_kb: growth,
        anomalies: t.anomalies,
    }
}

/// What an ended process leaves in its cgroup's counters (the metrics' ledger), as its summary
/// says it: its calls, and its certain leaks by type and memory kind.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct EndState {
    pub calls: BTreeMap<String, u64>,
    pub failed_calls: BTreeMap<String, u64>,
    pub leaked_by_type: IndexMap<String, u64>,
    pub leaked_bytes_by_memory: IndexMap<String, u64>,
}

impl<O> Summary<'_, O> {
    /// Its [`EndState`].
    pub fn end_state(&self) -> EndState {
        EndState {
            calls: self.calls.clone(),
            failed_calls: self.failed_calls.clone(),
            leaked_by_type: self.leaked_by_type.clone(),
            leaked_bytes_by_memory: self.leaked_bytes_by_memory.clone(),
        }
    }
}

/// Why a summary cannot be read: the file, or its content (corrupt, or not ze-tracer's: a
/// summary is written whole or not at all, through a temporary file and a hard link).
pub enum ReadError {
    Io(io::Error),
    NotOurs(serde_json::Error),
}

/// serde's default for a field whose absence means true.
fn yes() -> bool {
    true
}

/// Reads the summary at `path`, streaming.
pub fn read(path: &Path) -> Result<Summary<'static>, ReadError> {
    read_as(path)
}

/// Reads the summary at `path`, streaming, its objects as `O` takes them.
pub fn read_as<O: de::DeserializeOwned + Default>(path: &Path) -> Result<Summary<'static, O>, ReadError> {
    let file = fs::File::open(path).map_err(ReadError::Io)?;
    serde_json::from_reader(io::BufReader::new(file)).map_err(|e| match e.is_io() {
        true => ReadError::Io(e.into()),
        false => ReadError::NotOurs(e),
    })
}

impl<'a> Summary<'a, ObjectsOut<'a>> {
    /// It as a view of it takes it (`O`: what the view keeps of the objects, as when it reads
    /// the file), without the file: the report, the page and the Perfetto trace of a process
    /// that just ended draw this value, folded in one pass over its objects, none held as a
    /// list.
    pub fn folded<O: FromIterator<Object>>(&self) -> Summary<'static, O> {
        let objects = self.objects.iter().collect();
        self.clone().map_objects(|_| objects)
    }
}

impl<O> Summary<'_, O> {
    /// It, owning all it has, with its objects as `f` makes them of its own (a fold made for
    /// one view, cut down for another): every field is named here once (Rust cannot change a
    /// struct's type parameter with `..self`).
    pub fn map_objects<P>(self, f: impl FnOnce(O) -> P) -> Summary<'static, P> {
        macro_rules! moved {
            ($($field:ident),*) => {{
                let Summary { $($field,)* sites, objects } = self;
                Summary { $($field,)* sites: sites.map(|s| Cow::Owned(s.into_owned())), objects: f(objects) }
            }};
        }
        moved!(
            pid, ppid, comm, exe, cmdline, uid, start_time, cgroup, cgroup_id, ci_job, container, ended,
            complete, incomplete_reasons, unseen_copies, copies_armed_ms, loaded_level_zero, level_zero,
            attached, dropped_events, duration_ms, tracking_start, csv, rows, append_rows, leaked,
            still_running, growing_sites, growth_bytes_per_s, kept_growth_bytes_per_s, leaked_objects,
            leaked_bytes, leaked_by_type, leaked_bytes_by_memory, uncertain_objects, uncertain_bytes,
            kept_objects, kept_bytes, kept, freed_inferred_objects, freed_inferred_bytes, last_drop_ms,
            calls, failed_calls, unknown_destroys, outstanding, outstanding_memory_bytes, stacks_lost,
            python_frames_missing, profile, growth_leaks_kb, anomalies
        )
    }

    /// Its sites (none without stacks).
    pub fn sites(&self) -> &[Site] {
        self.sites.as_deref().unwrap_or_default()
    }

    /// "pid 1234 ze_workload (/usr/bin/app, cgroup /system.slice/x, gitlab job 42)": the
    /// process as `check` and the Perfetto trace name it.
    pub fn who(&self) -> String {
        let place = [
            (!self.exe.is_empty()).then(|| self.exe.clone()),
            self.cgroup.as_ref().map(|cg| format!("cgroup {cg}")),
            self.container.as_ref().map(|c| format!("container {}", c.short())),
            self.ci_job.as_ref().map(|job| job.to_string()),
        ];
        named(self.pid, &self.comm, place)
    }
}

/// "pid 1234 ze_workload (what of `place` is known)".
pub fn named<const N: usize>(pid: u32, comm: &str, place: [Option<String>; N]) -> String {
    let place: Vec<String> = place.into_iter().flatten().collect();
    match place.is_empty() {
        true => format!("pid {pid} {comm}"),
        false => format!("pid {pid} {comm} ({})", place.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use serde_json::{Value, json};

    use super::*;
    use crate::{
        data::trend::{Trend, TrendState},
        output::testing::*,
        process::facts::ProcessMeta,
        unwind::StackId,
    };

    fn summary_json(t: &ProcessTracker, c: &Completeness) -> Value {
        let meta = ProcessMeta { comm: "wl".into(), ..Default::default() };
        serde_json::to_value(of(&Judged::of(t, &meta, Ended::Exit, c, 20 * MS, None), Path::new("/out/x.csv"))).unwrap()
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
        // The certain leak alone, by type and kind (what the metrics' ledger keeps of it).
        assert_eq!((&s["leaked_by_type"], &s["leaked_bytes_by_memory"]), (&json!({"Memory": 1}), &json!({"host": 40})));
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

    /// A summary with every field the format has, each optional one present: a running
    /// process's (its sites' trends), events lost (uncertain objects), stacks with every kind
    /// of frame, a CI job, a container, a profile.
    fn every_field() -> String {
        let t = ended_in_context(&[(2, 0x1000, 10), (9, 0x3000, 40)], Some(5));
        let meta = ProcessMeta {
            comm: "wl".into(),
            exe: "/bin/wl".into(),
            cmdline: Some("/bin/wl --leak 'a b'".into()),
            uid: Some(1000),
            start_time: Some(1_700_000_000_000),
            start_ticks: Some(4242),
            cgroup: Some("/system.slice/ci-job-7.scope".into()),
            cgroup_id: Some(4242),
            verified: true,
            ci_job: Some(CiJob { provider: "gitlab".into(), id: "7".into(), name: Some("test:gpu".into()) }),
            container: Some(Container {
                runtime: "containerd".into(),
                id: "3f".repeat(32),
                pod_uid: Some("0c9a".into()),
                qos: Some("burstable".into()),
                pod_name: Some("viz-7d9f".into()),
                pod_namespace: Some("graphics".into()),
                container_name: Some("render".into()),
            }),
            ppid: Some(1),
            tenant_cgroup: Some("/system.slice/ci-job-7.scope".into()),
        };
        let frame = Frame {
            addr: 0x1234,
            module: Some("/bin/wl".into()),
            offset: Some(0x1234),
            build_id: Some("ab12".into()),
            function: Some("fill".into()),
            file: Some("wl.py".into()),
            line: Some(7),
            python: true,
            inlined: false,
        };
        let inlined = Frame { function: Some("push".into()), line: Some(3), python: false, inlined: true, ..frame.clone() };
        let trend = Trend { trend: TrendState::Growing, growth_objects_per_s: 2.5, growth_bytes_per_s: 125.0, window_s: 4.0, series: vec![[0, 1], [4000, 2]] };
        let mut sites = Sites::default();
        sites.python_unreadable = Some("CPython 3.9: its layout is not known".into());
        sites.kept_growth_bytes_per_s = Some(4096.0);
        sites.push(Site {
            objects: 2,
            bytes: 50,
            types: [("Memory".into(), 2)].into(),
            apis: [("zeMemAllocHost".into(), 2)].into(),
            memory: [("host".into(), 50)].into(),
            oldest_age_ms: 18,
            parents_destroyed: [("Context".into(), 1)].into(),
            frames: vec![inlined, frame],
            python_place: Some("fill (wl.py:7)".into()),
            lost: Some("ring buffer full".into()),
            cut: true,
            ended: Some(crate::unwind::files::NotUnwound::BudgetUsed.why().into()),
            python_frames_missing: Some("made before its interpreter was found: its Python frames were not read".into()),
            stack: StackId::NONE,
            trend: Some(trend),
        });
        let copy = "/opt/libze_loader.so.1".to_owned();
        let c = Completeness {
            attached: true,
            unseen_copies: vec![copy.clone()],
            copies_armed_ns: vec![(copy, t.start_ns + 7 * MS)],
            ..lost(3, Some(5))
        };
        let mut s = of(&Judged::of(&t, &meta, Ended::Stopped, &c, 20 * MS, Some(&sites)), Path::new("/out/x.csv"));
        s.profile = Some("/out/x.pb.gz".into());
        serde_json::to_string_pretty(&s).unwrap()
    }

    /// Every kind an object's bytes are counted in, by its sites and the report, is a key of
    /// `outstanding_memory_bytes` (`data::memory` names both).
    #[test]
    fn every_object_counts_in_a_kind_the_summary_has() {
        use tracer_common::MemKind;
        for obj in ObjType::ALL {
            for mem in [MemKind::None, MemKind::Device, MemKind::Host, MemKind::Shared] {
                if let Some(kind) = crate::data::memory::of(obj, mem) {
                    assert!(MemoryBytes::KINDS.contains(&kind), "{obj:?} {mem:?}: {kind}");
                }
            }
        }
        assert_eq!(crate::data::memory::of(ObjType::Memory, MemKind::None), None);
    }

    /// An object with every field the format has (no one object has them all: a pool's slab
    /// is never uncertain).
    fn every_object_field() -> Object {
        Object {
            ty: "Memory".into(),
            memory: Some("device".into()),
            api: "zeMemAllocDevice".into(),
            handle: "0x1000".into(),
            size: 4096,
            parent: "0xc".into(),
            parent_destroyed: Some(ParentDestroyed { ty: "Context".into(), handle: "0xc".into(), at_ms: 2 }),
            thread: 7,
            age_ms: 3,
            site: Some(0),
            uncertain: true,
            kept_by: Some("UMF pool 0x9001".into()),
            holds_leak: true,
        }
    }

    /// A pool's slab and a runtime's object are folded apart from the program's, as `check`
    /// takes them off what Level Zero holds; a block from a pool is the program's, and is
    /// counted as the memory of its pool's slabs.
    #[test]
    fn kept_objects_fold_apart_from_the_program_s() {
        let slab = Object { uncertain: false, ..every_object_field() };
        let kept = Object { holds_leak: false, kept_by: Some("libur_adapter_level_zero.so.0".into()), ty: "Context".into(), memory: None, size: 0, ..every_object_field() };
        let block = Object { ty: "PooledMemory".into(), api: "umfPoolAlignedMalloc".into(), kept_by: None, holds_leak: false, uncertain: false, ..every_object_field() };
        let json = serde_json::to_string(&[&slab, &kept, &block]).unwrap();
        let folded: Objects = serde_json::from_str(&json).unwrap();
        assert_eq!((folded.all.objects(), folded.pooled.objects(), folded.kept.objects(), folded.holding.objects()), (1, 1, 1, 1));
        let rows: Vec<(&str, u64)> = folded.pooled.rows().map(|(key, _, row)| (key, row.bytes)).collect();
        assert_eq!(rows, [("device", 4096)]);
        let again: Vec<Object> = serde_json::from_str(&json).unwrap();
        assert_eq!(serde_json::to_string(&again).unwrap(), json);
    }

    /// What is written is read back whole: every field, each object as listed.
    #[test]
    fn a_summary_reads_back_as_it_was_written() {
        let written = every_field();
        let listed: Summary<'static, Vec<Object>> = serde_json::from_str(&written).unwrap();
        let again = serde_json::to_string_pretty(&listed).unwrap();
        assert_eq!(again, written);
        // As `check` and `report` read it: the objects folded.
        let folded: Summary<'static> = serde_json::from_str(&written).unwrap();
        assert_eq!((folded.objects.all.objects(), folded.objects.uncertain.objects()), (2, 1));
        assert_eq!(folded.objects.uncertain_by_site.keys().copied().collect::<Vec<_>>(), [0]);
        assert_eq!((folded.ended, folded.sites()[0].is_growing()), (Ended::Stopped, true));
        assert_eq!(folded.outstanding_memory_bytes.get("host"), Some(50));
        assert_eq!(folded.copies_armed_ms, [("/opt/libze_loader.so.1".to_owned(), 7)].into(), "ms since its tracking began");
        // The buffer made before its context was destroyed says so; the other does not.
        let listed: Vec<Option<ParentDestroyed>> = listed.objects.into_iter().map(|o| o.parent_destroyed).collect();
        assert_eq!(listed, [Some(ParentDestroyed { ty: "Context".into(), handle: "0xc".into(), at_ms: 5 }), None]);
        assert_eq!(folded.objects.parent_destroyed, [("Context".to_owned(), 1)].into());
    }

    /// What the views of a process that just ended draw (`folded`) is what a reader of its
    /// file gets: every field, its objects as listed, or folded the same way.
    #[test]
    fn a_summary_folded_in_memory_is_its_file_s() {
        let t = ended_in_context(&[(2, 0x1000, 10), (6, 0x2000, 20), (9, 0x3000, 40)], Some(5));
        let meta = ProcessMeta { comm: "wl".into(), ..Default::default() };
        let c = lost(3, Some(7));
        let s = of(&Judged::of(&t, &meta, Ended::Exit, &c, 20 * MS, None), Path::new("/out/x.csv"));
        let file = serde_json::to_string_pretty(&s).unwrap();
        let listed: Summary<'static, Vec<Object>> = s.folded();
        assert_eq!(serde_json::to_string_pretty(&listed).unwrap(), file);
        let (memory, from_file): (Summary<'static>, Summary<'static>) = (s.folded(), serde_json::from_str(&file).unwrap());
        let fold = |s: &Summary<'static>| {
            let o = &s.objects;
            (o.all.objects(), o.all.bytes(), o.uncertain.objects(), o.parent_destroyed.clone(), o.kept.objects(), o.holding.objects())
        };
        assert_eq!(fold(&memory), fold(&from_file));
        assert_eq!((fold(&memory).0, fold(&memory).2), (3, 2));
        let rest = |s: Summary<'static>| serde_json::to_value(s.map_objects(|_| ())).unwrap();
        assert_eq!(rest(memory), rest(from_file));
    }

    /// The tracking start is written on the three clocks, the monotonic one the tracker's; a
    /// summary written before the field reads as one without it.
    #[test]
    fn the_tracking_start_is_written_and_older_summaries_read_without_it() {
        let written = every_field();
        let v: Value = serde_json::from_str(&written).unwrap();
        let start = &v["tracking_start"];
        let t = ended_in_context(&[(2, 0x1000, 10)], Some(5));
        assert_eq!(start["monotonic_ns"].as_u64(), Some(t.start_ns), "{start}");
        let (mono, boot) = (start["monotonic_ns"].as_u64().unwrap(), start["boottime_ns"].as_u64().unwrap());
        // BOOTTIME runs ahead of MONOTONIC by the time suspended, never behind.
        assert!(boot >= mono && start["unix_ns"].as_u64().is_some_and(|u| u > boot), "{start}");
        let mut old = v.clone();
        old.as_object_mut().unwrap().remove("tracking_start");
        let read: Summary<'static> = serde_json::from_value(old).unwrap();
        assert_eq!(read.tracking_start, None);
        let read: Summary<'static> = serde_json::from_str(&written).unwrap();
        assert_eq!(read.tracking_start.map(|s| s.monotonic_ns), Some(mono));
    }

    /// `docs/reference.md`'s field tables name every field a summary has, in the order written.
    #[test]
    fn the_reference_lists_every_field_in_order() {
        let doc = fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/reference.md")).unwrap();
        let v: Value = serde_json::from_str(&every_field()).unwrap();
        let keys = |v: &Value| v.as_object().unwrap().keys().cloned().collect::<Vec<_>>();
        let site = &v["sites"][0];
        let tables = [
            ("Summary fields", keys(&v)),
            ("Object fields", keys(&serde_json::to_value(every_object_field()).unwrap())),
            ("Site fields", keys(site)),
            // No frame has them all: a Python frame is never inlined.
            ("Frame fields", keys(&serde_json::to_value(Frame { inlined: true, ..serde_json::from_value(site["frames"][1].clone()).unwrap() }).unwrap())),
            ("CI job fields", keys(&v["ci_job"])),
            ("Container fields", keys(&v["container"])),
        ];
        for (heading, fields) in tables {
            assert_eq!(documented(&doc, heading), fields, "docs/reference.md, ### {heading}");
        }
    }

    /// The fields a table of `doc` under `### heading` names: its rows' first cells.
    fn documented(doc: &str, heading: &str) -> Vec<String> {
        let section = doc.split(&format!("### {heading}\n")).nth(1).unwrap_or_else(|| panic!("no ### {heading}"));
        let section = section.split("\n### ").next().unwrap();
        section.lines().filter_map(|l| l.strip_prefix("| `")).filter_map(|l| l.split('`').next()).map(str::to_owned).collect()
    }
}

