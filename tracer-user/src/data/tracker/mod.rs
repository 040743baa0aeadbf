//! One traced process's Level Zero state: live objects, counts, bytes, the SRT's growth rule.
//!
//! Pure logic: events and samples in, CSV rows out; no I/O, so it is tested without probes.
//!
//! Every call arrives once, at its return. A destroy is stamped with the time of its entry, a
//! create with that of its return: the driver can hand a freed address out again while the
//! destroy is still in flight, and the create that gets it then arrives first, though stamped
//! later. So an address can name two outstanding objects for a moment; the newest is in
//! `live`, the older ones in `displaced`, and a destroy takes the newest object created before
//! it began: the one that address named at that instant. A handle the driver hands out again
//! as one more reference (an IPC handle: `ObjType::is_counted_reference`) is displaced the same
//! way, but its older objects are never inferred freed: each needs its own release.
//!
//! An object outlives its parent (the context, module, event pool, queue or image its create
//! named) when the program destroys the parent first: it stays outstanding, and `parents`
//! (`orphans.rs`) says when its parent went.
use rustc_hash::FxHashMap;
use tracer_common::{API_COUNT, Event, Kind, LIBRARIES, MemKind, ObjType, api_of, phase};

use crate::{
    data::copies::{Calls, Inited},
    data::live::{Live, LiveSet, Tally},
    data::owners::{Keeper, Owners},
    data::sampler::Sample,
    data::trend::Held,
    unwind::StackId,
};

mod orphans;

pub use orphans::Orphaned;
use orphans::Parents;

const TYPES: usize = ObjType::ALL.len();


/// The most objects one address keeps waiting for their destroys (see `displace`).
const MAX_DISPLACED: usize = 64;

/// One CSV row: the state after a successful tracked call.
#[derive(Clone, Copy, Debug)]
pub struct Row {
    pub call_number: u64,
    pub time_ms: u64,
    pub api: u16,
    pub sample: Sample,
    /// VmSize, VmRSS, VmData deltas since the previous row (KB, signed).
    pub deltas: [i64; 3],
    pub counts: [u64; TYPES],
    pub usm_bytes: u64,
    pub tid: u32,
    pub handle: u64,
    pub size: u64,
    pub sample_lag_us: u64,
}

#[derive(Debug)]
pub struct ProcessTracker {
    pub pid: u32,
    /// CLOCK_MONOTONIC when tracking began: TimeMs counts from here.
    pub start_ns: u64,
    /// The newest object per address.
    pub live: LiveSet,
    /// Older objects whose address a create reused while their destroy was in flight (or
    /// whose destroy was lost), oldest first; outstanding until destroyed, or until the end
    /// (`sort_by_age`), which counts them in `freed_inferred`.
    displaced: FxHashMap<(ObjType, u64), Vec<Live>>,
    /// How many objects `displaced` holds, in all: counted against `max_live`.
    displaced_objects: usize,
    /// At the end, the displaced references (`ObjType::is_counted_reference`): outstanding,
    /// oldest first.
    references: Vec<Live>,
    /// Objects found freed at the end though no destroy of theirs was read: a later create
    /// got their address (see `settle_displaced`).
    pub freed_inferred: Tally,
    /// Parents' outstanding children, and the objects that outlived their parent.
    parents: Parents,
    pub counts: [u64; TYPES],
    /// Live bytes per MemKind (index 0: unused), physical memory, virtual reservations.
    pub usm_bytes: [u64; 4],
    pub physical_bytes: u64,
    /// Live bytes of blocks from allocator layers' pools (`ObjType::Pooled`).
    pub pooled_bytes: u64,
    pub virtual_bytes: u64,
    /// Live bytes of virtual mappings (`ObjType::VirtualMemMapping`).
    pub mapped_bytes: u64,
    /// The loader copies its initializations went through (see `data::copies`).
    inited: Inited,
    /// Per API index: successful calls, failed calls, successful destroys of unknown handles.
    pub calls: Vec<u64>,
    pub failed: Vec<u64>,
    pub unknown_destroys: Vec<u64>,
    /// KB of VmRSS growth between create and destroy, per type (the SRT's leak rule).
    pub growth_kb: [u64; TYPES],
    /// Events that made no sense (a create of a live handle, a return without entry).
    pub anomalies: u64,
    /// What each creating stack holds (objects whose stack is known: not those of the batch
    /// being applied), for the sites' trends (see `trend`).
    pub held_by_stack: FxHashMap<StackId, Held>,
    /// At most this many live objects are kept (`--max-objects`); creates beyond are counted
    /// in `untracked` only, and their destroys as unknown.
    pub max_live: usize,
    pub untracked: u64,
    /// Whether its appends (the SRT's `zeCommandListAppend*` rows) are traced: `--append-rows`.
    pub append_rows: bool,
    /// `max_live` is held where it was: its user's share of `--max-objects-total` (or the
    /// total) is used up (see `DataPlane::share_objects`).
    pub share_capped: bool,
    /// Of `untracked`, those beyond that share rather than `--max-objects`.
    pub untracked_by_share: u64,
    /// The pool each slab came from (`Live::in_layer`), by its key: the level of the layer
    /// and the pool's handle, as the layer's call that got it said at its return.
    pub slab_pools: FxHashMap<(ObjType, u64), (u8, u64)>,
    /// Slabs whose layer call has not returned yet: the next layer create of their thread is
    /// it (a thread makes one call at a time).
    /// What memory each pool's slabs are (device, host, shared), by the pool's handle: what
    /// its blocks are.
    pub pool_kinds: FxHashMap<u64, MemKind>,
    /// Each: its thread, its own library's level, its key.
    unclaimed: Vec<(u32, u8, (ObjType, u64))>,
    /// Whose each outstanding object is: told once the process ended (`Owners::of`), all the
    /// program's before.
    pub owners: Owners,
    rows: u64,
    /// The figures of the previous row (or the baseline), for the deltas.
    prev: Option<Sample>,
    pub last_sample: Sample,
}

impl ProcessTracker {
    /// `baseline`: the process's figures when tracking began, for the first row's deltas
    /// (none: the first row's deltas are 0).
    pub fn new(pid: u32, start_ns: u64, baseline: Option<Sample>) -> ProcessTracker {
        ProcessTracker {
            pid,
            start_ns,
            live: LiveSet::default(),
            displaced: FxHashMap::default(),
            references: Vec::new(),
            displaced_objects: 0,
            freed_inferred: Tally::default(),
            parents: Parents::default(),
            counts: [0; TYPES],
            usm_bytes: [0; 4],
            physical_bytes: 0,
            pooled_bytes: 0,
            virtual_bytes: 0,
            mapped_bytes: 0,
            inited: Inited::default(),
            calls: vec![0; API_COUNT],
            failed: vec![0; API_COUNT],
            unknown_destroys: vec![0; API_COUNT],
            growth_kb: [0; TYPES],
            anomalies: 0,
            held_by_stack: FxHashMap::default(),
            max_live: usize::MAX,
            append_rows: true,
            untracked: 0,
            share_capped: false,
            untracked_by_share: 0,
            slab_pools: FxHashMap::default(),
            pool_kinds: FxHashMap::default(),
            unclaimed: Vec::new(),
            owners: Owners::default(),
            rows: 0,
            prev: baseline,
            last_sample: baseline.unwrap_or_default(),
        }
    }

    /// Applies one event; returns the CSV row of a successful tracked call. `sample` is the
    /// process's latest figures (None once it has exited: the last known ones are reused);
    /// `stack`, a create's stack.
    pub fn apply(&mut self, ev: &Event, sample: Option<Sample>, stack: StackId) -> Option<Row> {
        if let Some(s) = sample {
            self.last_sample = s;
        }
        let api = tracer_common::api(ev.api)?.1;
        if ev.phase != phase::CALL {
            return None;
        }
        if api.kind == Kind::Create && !self.unclaimed.is_empty() {
            self.claim_slabs(ev);
        }
        // Its copy's number (`Cookie::with_copy`), failed or not: a witness of that copy.
        if api.kind == Kind::Init && ev.parent != 0 {
            self.inited.add(ev.parent as u16);
        }
        if ev.result != 0 {
            self.failed[ev.api as usize] += 1;
            if api.also.is_some() && ev.size != 0 && !self.full() {
                // A failed build's log: the program's to destroy.
                self.track(ev, stack);
            }
            return None;
        }
        match api.kind {
            Kind::Create => {
                if ev.handle == 0 && !api.optional {
                    // The SRT counts a create only with a non-null handle.
                    self.anomalies += 1;
                    return None;
                }
                if api.may_return_live && self.live.get(&(api.obj, ev.handle)).is_some() {
                    // A live object handed back: nothing new.
                } else if self.full() {
                    self.untracked += 1;
                    self.untracked_by_share += self.share_capped as u64;
                    self.calls[ev.api as usize] += 1;
                    return Some(self.row(ev));
                } else {
                    self.track(ev, stack);
                }
            }
            Kind::Destroy => {
                if !self.slab_pools.is_empty() {
                    self.slab_pools.remove(&(api.obj, ev.handle));
                }
                let taken = self.take_destroyed((api.obj, ev.handle), ev.ts_ns);
                if api.obj.owns_children() && self.parents.has_children(ev.handle) {
                    // Created before tracing began (unknown): any child seen is younger.
                    let born = taken.map_or(0, |o| o.created_ns);
                    let displaced = self.displaced.values().flatten();
                    self.parents.destroyed(api.obj, ev.handle, born, ev.ts_ns, &self.live, displaced);
                }
                match taken {
                    Some(obj) => {
                        self.account(&obj, -1);
                        // The SRT's rule, for Level Zero's objects (a layer's are not its).
                        if !tracer_common::is_layer(ev.api) {
                            let growth = self.last_sample.vm_rss_kb.saturating_sub(obj.rss_kb as u64);
                            self.growth_kb[api.obj as usize] += growth;
                        }
                    }
                    // Created before tracing began: counts never go below zero.
                    None => self.unknown_destroys[ev.api as usize] += 1,
                }
            }
            Kind::Call => {}
            // A witness, not a Level Zero row of the SRT's.
            Kind::Init => {
                self.calls[ev.api as usize] += 1;
                return None;
            }
        }
        self.calls[ev.api as usize] += 1;
        Some(self.row(ev))
    }

    /// Its traced calls as its end's judgment counts them (`data::copies`): initializations
    /// apart from the rest, failed calls included.
    pub fn traced_calls(&self) -> Calls {
        let mut c = Calls { inited: self.inited, ..Calls::default() };
        for (api, (ok, failed)) in self.calls.iter().zip(&self.failed).enumerate() {
            match tracer_common::is_init(api as u16) {
                true => (c.inits, c.inits_ok) = (c.inits + ok + failed, c.inits_ok + ok),
                false => c.objects += ok + failed,
            }
        }
        // Level Zero's (a pool's blocks are its layer's), unless objects went untracked.
        if self.untracked == 0 {
            let unknown = self.unknown_destroys.iter().enumerate().filter(|&(api, _)| !tracer_common::is_layer(api as u16));
            c.unknown_destroys = unknown.map(|(_, n)| n).sum();
        }
        c
    }

    /// Whether no more objects may be tracked (`--max-live`).
    fn full(&self) -> bool {
        self.live.len() + self.displaced_objects >= self.max_live
    }

    /// Tracks the objects a create's event made (`Live::created`).
    fn track(&mut self, ev: &Event, stack: StackId) {
        let rss_kb = self.last_sample.vm_rss_kb.min(u32::MAX as u64) as u32;
        for obj in Live::created(ev, rss_kb, stack).into_iter().flatten() {
            if obj.in_layer {
                let level = tracer_common::api(ev.api).map_or(0, |(lib, _)| lib.level);
                self.unclaimed.push((ev.tid, level, obj.key()));
            }
            if let Some(old) = self.live.insert(obj) {
                // Its destroy is in flight, or was lost.
                self.displace(old);
            }
            self.account(&obj, 1);
        }
    }

    /// A layer's create returned on `ev`'s thread: the slabs its thread got since are that
    /// call's, from its pool (`ev.parent`).
    fn claim_slabs(&mut self, ev: &Event) {
        let Some((lib, _)) = tracer_common::api(ev.api).filter(|(lib, _)| lib.level > 0) else { return };
        let (slab_pools, pool_kinds, live) = (&mut self.slab_pools, &mut self.pool_kinds, &self.live);
        self.unclaimed.retain(|&(tid, level, key)| {
            if tid != ev.tid || level >= lib.level {
                return true;
            }
            slab_pools.insert(key, (lib.level, ev.parent));
            if let Some(slab) = live.get(&key) {
                let kind = match slab.obj() {
                    ObjType::Pooled => pool_kinds.get(&slab.parent).copied(),
                    _ => Some(slab.mem()),
                };
                if let Some(kind) = kind.filter(|k| *k != MemKind::None) {
                    pool_kinds.insert(ev.parent, kind);
                }
            }
            false
        });
    }

    /// The pool a slab came from, as the layer's call that got it said.
    pub fn pool_of(&self, o: &Live) -> Keeper {
        let (runtime, pool) = match self.slab_pools.get(&o.key()) {
            Some(&(level, pool)) => (LIBRARIES[level as usize].runtime, pool),
            // Its layer's call never returned (the process ended inside it).
            None => (LIBRARIES.iter().find(|l| l.level > 0).map_or("a layer", |l| l.runtime), 0),
        };
        Keeper::Pool { runtime, pool }
    }

    /// Tells whose each outstanding object is, once the process ended (`owners`): `caller`,
    /// the file of a stack's innermost frame.
    pub fn tell_owners<'a>(&mut self, caller: impl Fn(StackId) -> Option<&'a str>) {
        self.owners = Owners::of(|| self.outstanding(), |o| self.pool_of(o), caller);
    }

    /// What memory `o` is: a block, what its pool's slabs are.
    pub fn mem_of(&self, o: &Live) -> MemKind {
        match o.obj() {
            ObjType::Pooled => self.pool_kinds.get(&o.parent).copied().unwrap_or(MemKind::None),
            _ => o.mem(),
        }
    }

    /// The object that `key` named when a destroy began at `began_ns`: the newest created
    /// before then.
    fn take_destroyed(&mut self, key: (ObjType, u64), began_ns: u64) -> Option<Live> {
        if self.displaced.is_empty() {
            return self.live.remove_if(&key, |o| o.created_ns <= began_ns);
        }
        if let Some(obj) = self.live.remove_if(&key, |o| o.created_ns <= began_ns) {
            // The older ones stay displaced: a later create reused their address, so they were
            // freed (their destroys are in flight, or lost), whatever names it next.
            return Some(obj);
        }
        // The live one (if any) was created after this destroy began: it reused the address.
        let older = self.displaced.get_mut(&key)?;
        let i = older.iter().rposition(|o| o.created_ns <= began_ns)?;
        let obj = older.remove(i);
        self.displaced_objects -= 1;
        self.prune(key);
        Some(obj)
    }

    /// Whether `o`'s parent was destroyed while it lived, and when.
    pub fn orphaned(&self, o: &Live) -> Option<Orphaned> {
        self.parents.orphaned(o)
    }

    /// How many outstanding objects outlived their parent.
    pub fn orphan_count(&self) -> usize {
        self.parents.orphan_count()
    }

    /// Keeps `old`, whose address a create got while its destroy is in flight (or was lost).
    /// Per address, only the newest `MAX_DISPLACED` wait for theirs: a destroy in flight takes
    /// microseconds, so the older ones were freed (the driver handed the address out again)
    /// and are counted so now. A driver that hands out one handle forever (a hostile one)
    /// must neither grow the daemon without bound nor make each destroy a long scan.
    fn displace(&mut self, old: Live) {
        let older = self.displaced.entry(old.key()).or_default();
        older.push(old);
        self.displaced_objects += 1;
        if older.len() > MAX_DISPLACED {
            let freed = older.remove(0);
            self.displaced_objects -= 1;
            self.account(&freed, -1);
            self.freed_inferred.add(&freed);
        }
    }

    fn prune(&mut self, key: (ObjType, u64)) {
        if self.displaced.get(&key).is_some_and(Vec::is_empty) {
            self.displaced.remove(&key);
        }
    }

    /// Gives the object of `key` created at `created_ns`, if it is still outstanding, its
    /// creating stack: unwound after the fact, for the objects that outlived their batch.
    /// `kept`: whether the runtime that called Level Zero keeps what this API makes (a rule
    /// of `data::owners` said so of the stack's innermost frame).
    pub fn set_stack(&mut self, key: (ObjType, u64), created_ns: u64, stack: StackId, kept: impl Fn(&'static str) -> bool) {
        let found = match self.live.get_mut(&key) {
            Some(o) if o.created_ns == created_ns => Some(o),
            _ => self.displaced.get_mut(&key).and_then(|v| v.iter_mut().find(|o| o.created_ns == created_ns)),
        };
        let Some(o) = found else { return };
        o.stack = stack;
        o.kept = kept(api_of(o.api()).name);
        let size = o.size;
        self.held_by_stack.entry(stack).or_default().add(size, 1);
    }

    /// Whether the object of `key` created at `created_ns` is still outstanding.
    pub fn holds(&self, key: (ObjType, u64), created_ns: u64) -> bool {
        self.live.get(&key).is_some_and(|o| o.created_ns == created_ns)
            || self.displaced.get(&key).is_some_and(|v| v.iter().any(|o| o.created_ns == created_ns))
    }

    /// Every outstanding object.
    pub fn outstanding(&self) -> impl Iterator<Item = &Live> {
        self.live.iter().chain(self.displaced.values().flatten()).chain(&self.references)
    }

    /// The end of the process (or of its tracing), called once: settles what the end proves
    /// (`settle_displaced`), then orders the outstanding objects oldest first, in place, for
    /// the summary and the report (`outstanding_by_age`).
    pub fn sort_by_age(&mut self) {
        self.settle_displaced();
        self.live.sort_by_age();
    }

    /// Each displaced object was freed: a later create got its address, and the driver hands
    /// an address out again only once it is free. While the process runs its destroy is
    /// awaited (it is usually in flight); at the end none will come (it was lost, or is read
    /// no more), so it is counted as freed, not outstanding.
    /// A displaced reference was not freed: it stays outstanding (`references`).
    fn settle_displaced(&mut self) {
        self.displaced_objects = 0;
        for obj in std::mem::take(&mut self.displaced).into_values().flatten() {
            if obj.obj().is_counted_reference() {
                self.references.push(obj);
            } else {
                self.account(&obj, -1);
                self.freed_inferred.add(&obj);
            }
        }
        self.references.sort_unstable_by_key(|o| o.created_ns);
    }

    /// Every outstanding object, oldest first, once `sort_by_age` has run (the displaced ones
    /// are settled by then): the live ones and the references, merged.
    pub fn outstanding_by_age(&self) -> impl Iterator<Item = &Live> {
        debug_assert!(self.displaced.is_empty(), "sort_by_age first");
        let (mut live, mut refs) = (self.live.iter().peekable(), self.references.iter().peekable());
        std::iter::from_fn(move || match (live.peek(), refs.peek()) {
            (Some(l), Some(r)) if r.created_ns < l.created_ns => refs.next(),
            (Some(_), _) => live.next(),
            (None, _) => refs.next(),
        })
    }

    pub fn outstanding_count(&self) -> usize {
        self.live.len() + self.displaced_objects + self.references.len()
    }

    fn account(&mut self, obj: &Live, sign: i64) {
        let add = |v: &mut u64, n: u64| {
            *v = if sign > 0 { *v + n } else { v.saturating_sub(n) };
        };
        add(&mut self.counts[obj.obj() as usize], 1);
        if obj.parent != 0 {
            self.parents.count(obj, sign);
        }
        if obj.stack != StackId::NONE {
            self.held_by_stack.entry(obj.stack).or_default().add(obj.size, sign);
        }
        match obj.obj() {
            ObjType::Memory => add(&mut self.usm_bytes[obj.mem() as usize], obj.size),
            ObjType::PhysicalMem => add(&mut self.physical_bytes, obj.size),
            ObjType::Pooled => add(&mut self.pooled_bytes, obj.size),
            ObjType::VirtualMem => add(&mut self.virtual_bytes, obj.size),
            ObjType::VirtualMemMapping => add(&mut self.mapped_bytes, obj.size),
            _ => {}
        }
    }

    /// The row of a call; a layer's call (not Level Zero's) makes none in the CSV, and is not
    /// numbered among its rows.
    fn row(&mut self, ev: &Event) -> Row {
        let s = self.last_sample;
        let prev = self.prev.unwrap_or(s);
        let delta = |now: u64, before: u64| now as i64 - before as i64;
        let row = Row {
            call_number: self.rows,
            time_ms: ev.ts_ns.saturating_sub(self.start_ns) / 1_000_000,
            api: ev.api,
            sample: s,
            deltas: [
                delta(s.vm_size_kb, prev.vm_size_kb),
                delta(s.vm_rss_kb, prev.vm_rss_kb),
                delta(s.vm_data_kb, prev.vm_data_kb),
            ],
            counts: self.counts,
            usm_bytes: self.usm_total(),
            tid: ev.tid,
            handle: ev.handle,
            // A second output (a build log) travels where the size would: not a size.
            size: if api_of(ev.api).also.is_some() { 0 } else { ev.size },
            sample_lag_us: s.taken_ns.saturating_sub(ev.ts_ns) / 1000,
        };
        if !tracer_common::is_layer(ev.api) {
            self.rows += 1;
            self.prev = Some(s);
        }
        row
    }

    pub fn usm_total(&self) -> u64 {
        self.usm_bytes.iter().sum()
    }

    pub fn rows(&self) -> u64 {
        self.rows
    }

    /// Objects or memory left behind (the displaced ones aside), whether or not a lost
    /// destroy may have freed them: `report::verdict` tells those apart (and the daemon
    /// judges with it).
    #[cfg(test)]
    pub fn leaked(&self) -> bool {
        !self.live.is_empty() || !self.references.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use tracer_common::flags;

    use super::*;
    use crate::data::{live::ZE_RESULT_ERROR_MODULE_BUILD_FAILURE, owners::{Owner, Rules}};

    pub(super) fn api(name: &str) -> u16 {
        tracer_common::api_named(name).unwrap()
    }

    pub(super) fn ev(name: &str, ts_ms: u64, tid: u32, handle: u64, size: u64, result: u32) -> Event {
        let ts_ns = ts_ms * 1_000_000;
        Event { ts_ns, pid: 1, tid, handle, size, api: api(name), phase: phase::CALL, result, ..Default::default() }
    }

    fn alloc(t: &mut ProcessTracker, tid: u32, h: u64, size: u64) -> Option<Row> {
        t.apply(&ev("zeMemAllocHost", 2, tid, h, size, 0), None, StackId::NONE)
    }

    /// A free that began at `ms`.
    pub(super) fn free_at(t: &mut ProcessTracker, ms: u64, h: u64, result: u32) -> Option<Row> {
        t.apply(&ev("zeMemFree", ms, 1, h, 0, result), None, StackId::NONE)
    }

    fn free(t: &mut ProcessTracker, tid: u32, h: u64, result: u32) -> Option<Row> {
        t.apply(&ev("zeMemFree", 3, tid, h, 0, result), None, StackId::NONE)
    }

    #[test]
    fn create_and_destroy_balance() {
        let mut t = ProcessTracker::new(1, 0, None);
        let row = alloc(&mut t, 1, 0x1000, 4096).unwrap();
        assert_eq!((row.call_number, row.usm_bytes, row.time_ms), (0, 4096, 2));
        assert_eq!(t.usm_bytes[MemKind::Host as usize], 4096);
        let row = free(&mut t, 1, 0x1000, 0).unwrap();
        assert_eq!((row.call_number, row.usm_bytes), (1, 0));
        assert!(!t.leaked());
        assert_eq!(t.calls[api("zeMemFree") as usize], 1);
    }

    fn apply(t: &mut ProcessTracker, name: &str, handle: u64, size: u64, result: u32) -> Option<Row> {
        t.apply(&ev(name, 2, 1, handle, size, result), None, StackId::NONE)
    }

    fn count(t: &ProcessTracker, ty: ObjType) -> usize {
        t.outstanding().filter(|o| o.obj() == ty).count()
    }

    /// zeModuleCreate's build log (its event's `size`) is an object of its own, even when the
    /// build failed; the module's size stays 0.
    #[test]
    fn a_build_log_is_the_second_object_of_its_create() {
        let mut t = ProcessTracker::new(1, 0, None);
        let row = apply(&mut t, "zeModuleCreate", 0xa0, 0xb0, 0).unwrap();
        assert_eq!((row.counts[ObjType::Module as usize], row.counts[ObjType::ModuleBuildLog as usize]), (1, 1));
        assert_eq!((row.handle, row.size), (0xa0, 0));
        let log = t.live.get(&(ObjType::ModuleBuildLog, 0xb0)).copied().unwrap();
        assert_eq!((log.size, log.api_label().as_ref()), (0, "zeModuleCreate (ModuleBuildLog)"));
        assert_eq!(t.live.get(&(ObjType::Module, 0xa0)).map(|m| (m.size, m.also)), Some((0, false)));
        // A failed build: no module, its log all the same; a failure of another kind: none.
        assert!(apply(&mut t, "zeModuleCreate", 0, 0xb1, ZE_RESULT_ERROR_MODULE_BUILD_FAILURE).is_none());
        apply(&mut t, "zeModuleCreate", 0, 0xb2, 0x7800_0004);
        // No log asked for.
        apply(&mut t, "zeModuleCreate", 0xa1, 0, 0);
        assert_eq!((count(&t, ObjType::Module), count(&t, ObjType::ModuleBuildLog)), (2, 2));
        apply(&mut t, "zeModuleDestroy", 0xa0, 0, 0);
        assert_eq!(t.orphan_count(), 0, "a log outlives its module by design");
        apply(&mut t, "zeModuleBuildLogDestroy", 0xb1, 0, 0);
        let left: Vec<(ObjType, u64)> = t.outstanding().map(|o| o.key()).collect();
        assert_eq!(left.len(), 2);
        assert!(left.contains(&(ObjType::Module, 0xa1)) && left.contains(&(ObjType::ModuleBuildLog, 0xb0)));
        assert_eq!(t.anomalies, 0);
    }

    /// An optional output not asked for makes no object and no anomaly; a graph handed back by
    /// the end of a capture into it is the graph already live.
    #[test]
    fn optional_outputs_and_handed_back_objects() {
        let mut t = ProcessTracker::new(1, 0, None);
        assert!(apply(&mut t, "zeModuleDynamicLink", 0, 0, 0).is_some(), "a row all the same");
        apply(&mut t, "zeGraphCreateExt", 0x60, 0, 0);
        apply(&mut t, "zeCommandListEndGraphCaptureExt", 0x60, 0, 0);
        apply(&mut t, "zeCommandListEndGraphCaptureExt", 0x61, 0, 0);
        assert_eq!((count(&t, ObjType::Graph), t.displaced_objects, t.anomalies), (2, 0, 0));
        apply(&mut t, "zeGraphDestroyExt", 0x60, 0, 0);
        assert_eq!(t.outstanding().map(|o| o.handle).collect::<Vec<_>>(), [0x61]);
        // A create that must make an object and made none is still an anomaly.
        apply(&mut t, "zeGraphCreateExt", 0, 0, 0);
        assert_eq!(t.anomalies, 1);
    }

    /// An IPC handle got twice for one allocation is two references, each to put: one put
    /// leaves one outstanding at the end (not inferred freed, as a reused address would be).
    #[test]
    fn an_ipc_handle_got_twice_needs_two_puts() {
        let at = |t: &mut ProcessTracker, name: &str, ms: u64| t.apply(&ev(name, ms, 1, 0x51, 0, 0), None, StackId::NONE);
        let mut once = ProcessTracker::new(1, 0, None);
        at(&mut once, "zeMemGetIpcHandle", 1);
        at(&mut once, "zeMemGetIpcHandle", 2);
        at(&mut once, "zeMemPutIpcHandle", 3);
        once.sort_by_age();
        assert_eq!((once.outstanding_by_age().count(), once.freed_inferred.objects), (1, 0));
        assert!(once.leaked());
        assert_eq!(once.counts[ObjType::MemIpcHandle as usize], 1);
        let mut twice = ProcessTracker::new(1, 0, None);
        for (name, ms) in [("zeMemGetIpcHandle", 1), ("zeMemGetIpcHandle", 2), ("zeMemPutIpcHandle", 3), ("zeMemPutIpcHandle", 4)] {
            at(&mut twice, name, ms);
        }
        twice.sort_by_age();
        assert_eq!((twice.outstanding_count(), twice.unknown_destroys.iter().sum::<u64>()), (0, 0));
        assert!(!twice.leaked());
    }

    /// A virtual mapping is its range: unmapped by the same start, its bytes counted apart.
    #[test]
    fn a_mapping_is_its_range() {
        let mut t = ProcessTracker::new(1, 0, None);
        apply(&mut t, "zeVirtualMemMap", 0x7000_0000, 2 << 20, 0);
        apply(&mut t, "zeVirtualMemMap", 0x7020_0000, 2 << 20, 0);
        assert_eq!((t.mapped_bytes, t.virtual_bytes, t.physical_bytes), (4 << 20, 0, 0));
        apply(&mut t, "zeVirtualMemUnmap", 0x7000_0000, 2 << 20, 0);
        assert_eq!(t.mapped_bytes, 2 << 20);
        assert_eq!(t.outstanding().map(|o| (o.obj(), o.handle)).collect::<Vec<_>>(), [(ObjType::VirtualMemMapping, 0x7020_0000)]);
    }

    #[test]
    fn objects_beyond_the_cap_are_counted_not_kept() {
        let mut t = ProcessTracker::new(1, 0, None);
        t.max_live = 2;
        for h in 1..=3 {
            assert!(alloc(&mut t, 1, h * 0x1000, 64).is_some(), "each successful call is a row");
        }
        assert_eq!((t.live.len(), t.untracked), (2, 1));
        assert_eq!(t.usm_bytes[MemKind::Host as usize], 128, "only what is kept is summed");
        // Its destroy is one of an unknown handle: no count goes below zero.
        free(&mut t, 1, 0x3000, 0);
        assert_eq!(t.unknown_destroys[api("zeMemFree") as usize], 1);
        assert_eq!(t.usm_bytes[MemKind::Host as usize], 128);
    }

    #[test]
    fn failed_calls_make_no_row_and_no_object() {
        let mut t = ProcessTracker::new(1, 0, None);
        assert!(t.apply(&ev("zeMemAllocHost", 2, 1, 0, 64, 0x70000002), None, StackId::NONE).is_none());
        alloc(&mut t, 1, 0x1000, 64);
        assert!(free(&mut t, 1, 0x1000, 0x78000004).is_none(), "failed free");
        assert!(t.leaked(), "a failed free keeps the object");
        assert_eq!(t.failed[api("zeMemAllocHost") as usize], 1);
        assert!(free(&mut t, 1, 0x1000, 0).is_some());
        assert!(!t.leaked());
    }

    /// Address reuse while a destroy is in flight: its event arrives after the create that
    /// reuses the address, and names the older object by its time.
    fn reuse(t: &mut ProcessTracker, h: u64, created_ms: u64, size: u64) {
        t.apply(&ev("zeMemAllocHost", created_ms, 2, h, size, 0), None, StackId::NONE).unwrap();
    }

    #[test]
    fn address_reused_while_its_free_is_in_flight_is_no_leak() {
        // Created at 2 ms; thread 1 frees it from 5 ms, the driver hands the address to thread
        // 2 at 6 ms, and thread 1's free returns after that.
        let mut t = ProcessTracker::new(1, 0, None);
        alloc(&mut t, 1, 0x1000, 64);
        reuse(&mut t, 0x1000, 6, 128);
        assert_eq!((t.outstanding_count(), t.usm_total()), (2, 192), "both are outstanding until the free returns");
        free_at(&mut t, 5, 0x1000, 0).unwrap();
        assert_eq!((t.outstanding_count(), t.usm_total()), (1, 128));
        // The newer one is freed in turn.
        free_at(&mut t, 7, 0x1000, 0).unwrap();
        assert_eq!((t.outstanding_count(), t.usm_total(), t.anomalies), (0, 0, 0));
    }

    #[test]
    fn displaced_objects_are_outstanding_while_it_runs_and_freed_at_its_end() {
        // 0x1000 is handed out again at 8 ms, and an event handle too at 7 ms, with no destroy
        // of the first ones read: their destroys were lost.
        let mut t = ProcessTracker::new(1, 0, None);
        for (h, ms, size) in [(0x3000, 9, 1), (0x1000, 4, 64), (0x2000, 6, 2), (0x1000, 8, 128)] {
            reuse(&mut t, h, ms, size);
        }
        let event = |ms| ev("zeEventCreate", ms, 3, 0x9, 0, 0);
        t.apply(&event(5), None, StackId::NONE).unwrap();
        t.apply(&event(7), None, StackId::NONE).unwrap();
        // Meanwhile they are awaited: their destroys may be in flight.
        assert_eq!((t.outstanding_count(), t.usm_total(), t.counts[ObjType::Event as usize]), (6, 195, 2));
        t.sort_by_age();
        assert_eq!(t.freed_inferred, Tally { objects: 2, bytes: 64 }, "the events hold no bytes");
        assert_eq!((t.outstanding_count(), t.usm_total(), t.counts[ObjType::Event as usize]), (4, 131, 1));
        let ages: Vec<u64> = t.outstanding_by_age().map(|o| o.created_ns / 1_000_000).collect();
        assert_eq!(ages, [6, 7, 8, 9], "oldest first, the freed ones gone");
        assert!(t.leaked());
    }

    /// A driver that hands out one address forever, never freed: the daemon keeps a bounded
    /// number of objects for it, counts the others freed, and `--max-objects` holds.
    #[test]
    fn one_address_handed_out_forever_keeps_the_daemon_bounded() {
        let mut t = ProcessTracker::new(1, 0, None);
        t.max_live = 100;
        for ms in 1..=10_000 {
            reuse(&mut t, 0x1000, ms, 1);
        }
        assert_eq!(t.outstanding_count(), MAX_DISPLACED + 1);
        assert_eq!(t.freed_inferred.objects, 10_000 - MAX_DISPLACED as u64 - 1);
        // Beyond the cap, objects count in `displaced` too: 100 addresses of 2 objects each.
        let mut t = ProcessTracker::new(1, 0, None);
        t.max_live = 100;
        for h in 0..100 {
            reuse(&mut t, 0x1000 + h * 0x1000, 1, 1);
            reuse(&mut t, 0x1000 + h * 0x1000, 2, 1);
        }
        assert_eq!((t.outstanding_count(), t.untracked), (100, 100));
    }

    #[test]
    fn a_destroy_read_before_the_end_leaves_nothing_to_infer() {
        let mut t = ProcessTracker::new(1, 0, None);
        alloc(&mut t, 1, 0x1000, 64);
        reuse(&mut t, 0x1000, 6, 128);
        free_at(&mut t, 5, 0x1000, 0).unwrap();
        t.sort_by_age();
        assert_eq!(t.freed_inferred, Tally::default());
        assert_eq!((t.outstanding_count(), t.usm_total()), (1, 128));
    }

    #[test]
    fn address_reused_twice_during_one_free() {
        // A (2 ms) freed from 5 ms; B gets the address at 6, is freed from 7; C gets it at 8;
        // then B's free returns, then A's.
        let mut t = ProcessTracker::new(1, 0, None);
        alloc(&mut t, 1, 0x1000, 1);
        reuse(&mut t, 0x1000, 6, 10);
        reuse(&mut t, 0x1000, 8, 100);
        free_at(&mut t, 7, 0x1000, 0).unwrap();
        assert_eq!(t.usm_total(), 101, "B was freed");
        free_at(&mut t, 5, 0x1000, 0).unwrap();
        assert_eq!((t.outstanding_count(), t.usm_total()), (1, 100), "C remains");
        assert_eq!(t.live.get(&(ObjType::Memory, 0x1000)).map(|o| o.size), Some(100));
        // A failed free, then one that began before anything was created: nothing changes.
        assert!(free_at(&mut t, 9, 0x1000, 0x78000004).is_none());
        free_at(&mut t, 1, 0x1000, 0).unwrap();
        assert_eq!((t.outstanding_count(), t.unknown_destroys[api("zeMemFree") as usize]), (1, 1));
    }

    #[test]
    fn unknown_destroy_never_goes_negative() {
        let mut t = ProcessTracker::new(1, 0, None);
        let row = free(&mut t, 1, 0x5000, 0).expect("a successful call is a row");
        assert_eq!(row.usm_bytes, 0);
        let row = t.apply(&ev("zeEventDestroy", 3, 1, 0x9, 0, 0), None, StackId::NONE).unwrap();
        assert_eq!(row.counts[ObjType::Event as usize], 0);
        assert_eq!(t.unknown_destroys.iter().sum::<u64>(), 2);
    }

    fn create(t: &mut ProcessTracker, api: &str, tid: u32, handle: u64, size: u64, parent: u64, in_layer: bool) {
        let api = tracer_common::api_named(api).unwrap();
        let flags = if in_layer { flags::IN_LAYER } else { 0 };
        let ev = Event { api, tid, handle, size, parent, flags, phase: phase::CALL, ts_ns: 1, ..Event::default() };
        t.apply(&ev, None, StackId::NONE);
    }

    /// A pool's slab holding a block the program kept, a slab holding nothing of its, a
    /// block it freed and one it kept, a runtime's context and the program's own.
    #[test]
    fn slabs_blocks_and_runtime_objects_are_told_apart() {
        let mut t = ProcessTracker::new(1, 0, None);
        let (pool, mb) = (0x9001_u64, 1 << 20);
        // Each block's slab is got inside the pool's call, which returns right after.
        create(&mut t, "zeMemAllocDevice", 7, 0x10_0000, 2 * mb, 0xc, true);
        create(&mut t, "umfPoolAlignedMalloc", 7, 0x10_0000, mb, pool, false);
        create(&mut t, "zeMemAllocHost", 7, 0x90_0000, 64 << 10, 0xc, true);
        create(&mut t, "umfPoolMalloc", 7, 0x90_0000, 4096, pool, false);
        let api = tracer_common::api_named("umfPoolFree").unwrap();
        t.apply(&Event { api, tid: 7, handle: 0x90_0000, phase: phase::CALL, ts_ns: 2, ..Event::default() }, None, StackId::NONE);
        create(&mut t, "zeContextCreate", 7, 0xc, 0, 0, false);
        create(&mut t, "zeContextCreate", 8, 0xd, 0, 0, false);
        t.sort_by_age();
        let callers = |s: StackId| Some(if s == StackId(5) { "/x/libur_adapter_level_zero.so.0" } else { "/bin/app" });
        // The runtime's context came from the adapter (stack 5 in this test): as its stack is
        // unwound, the shipped rules give it to the adapter.
        let rules = Rules::shipped();
        let adapter_calls = |api: &str| rules.keeps(api, "libur_adapter_level_zero.so.0");
        t.set_stack((ObjType::Context, 0xc), 1, StackId(5), adapter_calls);
        t.set_stack((ObjType::Context, 0xd), 1, StackId(6), |api| rules.keeps(api, "app"));
        t.tell_owners(callers);
        let owners = &t.owners;
        let owner = |ty, h| owners.owner(t.live.get(&(ty, h)).unwrap());
        assert_eq!(owner(ObjType::Memory, 0x10_0000), Owner::HoldsLeak);
        assert_eq!(owner(ObjType::Pooled, 0x10_0000), Owner::Program);
        let slab = Keeper::Pool { runtime: "UMF", pool };
        assert_eq!(owner(ObjType::Memory, 0x90_0000), Owner::Kept(&slab));
        let adapter = Keeper::Runtime { library: "libur_adapter_level_zero.so.0".into() };
        assert_eq!(owner(ObjType::Context, 0xc), Owner::Kept(&adapter));
        assert_eq!(owner(ObjType::Context, 0xd), Owner::Program);
        let (kept, holding) = owners.kept(t.outstanding());
        assert_eq!(kept, vec![(slab, Tally { objects: 1, bytes: 64 << 10 }), (adapter, Tally { objects: 1, bytes: 0 })]);
        assert_eq!(holding, Tally { objects: 1, bytes: 2 * mb });
    }

    #[test]
    fn growth_rule_and_deltas() {
        let s = |rss| Sample { vm_rss_kb: rss, vm_size_kb: rss * 2, ..Default::default() };
        let mut t = ProcessTracker::new(1, 0, Some(s(100)));
        let c = api("zeContextCreate");
        let create = Event { api: c, phase: phase::CALL, handle: 0xc, ..Default::default() };
        let row = t.apply(&create, Some(s(150)), StackId::NONE).unwrap();
        assert_eq!(row.deltas, [100, 50, 0]);
        let row = t.apply(&ev("zeContextDestroy", 3, 0, 0xc, 0, 0), Some(s(534)), StackId::NONE).unwrap();
        assert_eq!(row.deltas[1], 384);
        assert_eq!(t.growth_kb[ObjType::Context as usize], 384);

        // No baseline (a run-mode child sampled before exec): the first row has no deltas.
        let mut t = ProcessTracker::new(1, 0, None);
        assert_eq!(t.apply(&create, Some(s(150)), StackId::NONE).unwrap().deltas, [0, 0, 0]);
    }
}
