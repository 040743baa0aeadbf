//! One traced process's Level Zero state: live objects, counts, bytes, the SRT's growth rule.
//!
//! Pure logic: events and samples in, CSV rows out; no I/O, so it is tested without probes.
//!
//! Destroys arrive in two halves. The entry half takes the object out of the live set at once,
//! so that a create which reuses the address (emitted later in the same ring) finds it free;
//! the return half commits the destroy, or puts the object back if the call failed.
use rustc_hash::FxHashMap;
use tracer_common::{APIS, Event, Kind, MemKind, ObjType, phase};

use crate::sampler::Sample;

const TYPES: usize = ObjType::ALL.len();

/// A live object.
#[derive(Clone, Copy, Debug)]
pub struct Live {
    pub created_ns: u64,
    pub size: u64,
    pub parent: u64,
    pub tid: u32,
    /// VmRSS after the create, for the SRT's destroy-growth rule.
    pub rss_kb: u32,
    pub api: u16,
}

impl Live {
    pub fn obj(&self) -> ObjType {
        APIS[self.api as usize].obj
    }

    pub fn mem(&self) -> MemKind {
        APIS[self.api as usize].mem
    }
}

/// A destroy between its entry and its return, per thread.
#[derive(Clone, Copy, Debug)]
struct Pending {
    api: u16,
    handle: u64,
    obj: Option<Live>,
}

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
    pub live: FxHashMap<(ObjType, u64), Live>,
    pending: FxHashMap<u32, Pending>,
    pub counts: [u64; TYPES],
    /// Live bytes per MemKind (index 0: unused), physical memory, virtual reservations.
    pub usm_bytes: [u64; 4],
    pub physical_bytes: u64,
    pub virtual_bytes: u64,
    /// Per API index: successful calls, failed calls, successful destroys of unknown handles.
    pub calls: Vec<u64>,
    pub failed: Vec<u64>,
    pub unknown_destroys: Vec<u64>,
    /// KB of VmRSS growth between create and destroy, per type (the SRT's leak rule).
    pub growth_kb: [u64; TYPES],
    /// Events that made no sense (a create of a live handle, a return without entry).
    pub anomalies: u64,
    /// At most this many live objects are kept (`--max-objects`); creates beyond are counted
    /// in `untracked` only, and their destroys as unknown.
    pub max_live: usize,
    pub untracked: u64,
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
            live: FxHashMap::default(),
            pending: FxHashMap::default(),
            counts: [0; TYPES],
            usm_bytes: [0; 4],
            physical_bytes: 0,
            virtual_bytes: 0,
            calls: vec![0; APIS.len()],
            failed: vec![0; APIS.len()],
            unknown_destroys: vec![0; APIS.len()],
            growth_kb: [0; TYPES],
            anomalies: 0,
            max_live: usize::MAX,
            untracked: 0,
            rows: 0,
            prev: baseline,
            last_sample: baseline.unwrap_or_default(),
        }
    }

    /// Applies one event; returns the CSV row of a successful tracked call. `sample` is the
    /// process's latest figures (None once it has exited: the last known ones are reused).
    pub fn apply(&mut self, ev: &Event, sample: Option<Sample>) -> Option<Row> {
        if let Some(s) = sample {
            self.last_sample = s;
        }
        let api = APIS.get(ev.api as usize)?;
        if ev.phase == phase::ENTRY {
            if api.kind == Kind::Destroy {
                self.begin_destroy(ev);
            }
            return None;
        }
        if ev.result != 0 {
            self.failed[ev.api as usize] += 1;
            if api.kind == Kind::Destroy {
                if let Some(p) = self.take_pending(ev) {
                    if let Some(obj) = p.obj {
                        self.live.insert((api.obj, p.handle), obj);
                    }
                }
            }
            return None;
        }
        match api.kind {
            Kind::Create => {
                if ev.handle == 0 {
                    // The SRT counts a create only with a non-null handle.
                    self.anomalies += 1;
                    return None;
                }
                if self.live.len() >= self.max_live {
                    self.untracked += 1;
                    self.calls[ev.api as usize] += 1;
                    return Some(self.row(ev));
                }
                let obj = Live {
                    created_ns: ev.ts_ns,
                    size: ev.size,
                    parent: ev.parent,
                    tid: ev.tid,
                    rss_kb: self.last_sample.vm_rss_kb.min(u32::MAX as u64) as u32,
                    api: ev.api,
                };
                match self.live.insert((api.obj, ev.handle), obj) {
                    // A destroy we never saw: replace it, count once.
                    Some(old) => {
                        self.anomalies += 1;
                        self.account(&old, -1);
                    }
                    None => {}
                }
                self.account(&obj, 1);
            }
            Kind::Destroy => {
                let Some(pending) = self.take_pending(ev) else {
                    // Its entry half (the one with the handle) was lost.
                    self.anomalies += 1;
                    self.calls[ev.api as usize] += 1;
                    return Some(self.row(ev));
                };
                match pending.obj {
                    Some(obj) => {
                        self.account(&obj, -1);
                        let growth = self.last_sample.vm_rss_kb.saturating_sub(obj.rss_kb as u64);
                        self.growth_kb[api.obj as usize] += growth;
                    }
                    // Created before tracing began: counts never go below zero.
                    None => self.unknown_destroys[ev.api as usize] += 1,
                }
            }
            Kind::Call => {}
        }
        self.calls[ev.api as usize] += 1;
        Some(self.row(ev))
    }

    fn begin_destroy(&mut self, ev: &Event) {
        let obj_type = APIS[ev.api as usize].obj;
        let obj = self.live.remove(&(obj_type, ev.handle));
        let pending = Pending { api: ev.api, handle: ev.handle, obj };
        if let Some(stale) = self.pending.insert(ev.tid, pending) {
            // The return half of the thread's previous destroy was lost: keep its object.
            self.anomalies += 1;
            if let Some(obj) = stale.obj {
                self.live.insert((APIS[stale.api as usize].obj, stale.handle), obj);
            }
        }
    }

    /// The entry half of the thread's destroy that `ev` returns from (returns carry no handle:
    /// a thread is in one call at a time).
    fn take_pending(&mut self, ev: &Event) -> Option<Pending> {
        match self.pending.remove(&ev.tid) {
            Some(p) if p.api == ev.api => Some(p),
            Some(p) => {
                self.anomalies += 1;
                self.pending.insert(ev.tid, p);
                None
            }
            None => None,
        }
    }

    fn account(&mut self, obj: &Live, sign: i64) {
        let add = |v: &mut u64, n: u64| {
            *v = if sign > 0 { *v + n } else { v.saturating_sub(n) };
        };
        add(&mut self.counts[obj.obj() as usize], 1);
        match obj.obj() {
            ObjType::Memory => add(&mut self.usm_bytes[obj.mem() as usize], obj.size),
            ObjType::PhysicalMem => add(&mut self.physical_bytes, obj.size),
            ObjType::VirtualMem => add(&mut self.virtual_bytes, obj.size),
            _ => {}
        }
    }

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
            size: ev.size,
            sample_lag_us: s.taken_ns.saturating_sub(ev.ts_ns) / 1000,
        };
        self.rows += 1;
        self.prev = Some(s);
        row
    }

    pub fn usm_total(&self) -> u64 {
        self.usm_bytes.iter().sum()
    }

    pub fn rows(&self) -> u64 {
        self.rows
    }

    /// Objects or memory left behind.
    pub fn leaked(&self) -> bool {
        !self.live.is_empty()
    }

    /// Destroys whose return half never came (the process ended inside them).
    pub fn unfinished_destroys(&self) -> usize {
        self.pending.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn api(name: &str) -> u16 {
        APIS.iter().position(|a| a.name == name).unwrap() as u16
    }

    fn ev(name: &str, phase: u8, tid: u32, handle: u64, size: u64, result: u32) -> Event {
        Event { ts_ns: 2_000_000, pid: 1, tid, handle, size, api: api(name), phase, result, ..Default::default() }
    }

    fn alloc(t: &mut ProcessTracker, tid: u32, h: u64, size: u64) -> Option<Row> {
        t.apply(&ev("zeMemAllocHost", phase::RETURN, tid, h, size, 0), None)
    }

    fn free(t: &mut ProcessTracker, tid: u32, h: u64, result: u32) -> Option<Row> {
        t.apply(&ev("zeMemFree", phase::ENTRY, tid, h, 0, 0), None);
        // As the probes emit it: the result, no handle.
        t.apply(&ev("zeMemFree", phase::RETURN, tid, 0, 0, result), None)
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
        assert!(t.apply(&ev("zeMemAllocHost", phase::RETURN, 1, 0, 64, 0x70000002), None).is_none());
        alloc(&mut t, 1, 0x1000, 64);
        assert!(free(&mut t, 1, 0x1000, 0x78000004).is_none(), "failed free");
        assert!(t.leaked(), "a failed free keeps the object");
        assert_eq!(t.failed[api("zeMemAllocHost") as usize], 1);
        assert!(free(&mut t, 1, 0x1000, 0).is_some());
        assert!(!t.leaked());
    }

    #[test]
    fn address_reuse_across_threads_is_no_leak() {
        // Thread 1 frees X; the driver hands X to thread 2 before thread 1's free returns.
        let mut t = ProcessTracker::new(1, 0, None);
        alloc(&mut t, 1, 0x1000, 64);
        t.apply(&ev("zeMemFree", phase::ENTRY, 1, 0x1000, 0, 0), None);
        alloc(&mut t, 2, 0x1000, 128);
        t.apply(&ev("zeMemFree", phase::RETURN, 1, 0, 0, 0), None);
        assert_eq!(t.live.len(), 1);
        assert_eq!(t.usm_total(), 128);
        assert_eq!(t.anomalies, 0);
    }

    #[test]
    fn unknown_destroy_never_goes_negative() {
        let mut t = ProcessTracker::new(1, 0, None);
        let row = free(&mut t, 1, 0x5000, 0).expect("a successful call is a row");
        assert_eq!(row.usm_bytes, 0);
        t.apply(&ev("zeEventDestroy", phase::ENTRY, 1, 0x9, 0, 0), None);
        let row = t.apply(&ev("zeEventDestroy", phase::RETURN, 1, 0, 0, 0), None).unwrap();
        assert_eq!(row.counts[ObjType::Event as usize], 0);
        assert_eq!(t.unknown_destroys.iter().sum::<u64>(), 2);
    }

    #[test]
    fn growth_rule_and_deltas() {
        let s = |rss| Sample { vm_rss_kb: rss, vm_size_kb: rss * 2, ..Default::default() };
        let mut t = ProcessTracker::new(1, 0, Some(s(100)));
        let c = api("zeContextCreate");
        let create = Event { api: c, phase: phase::RETURN, handle: 0xc, ..Default::default() };
        let row = t.apply(&create, Some(s(150))).unwrap();
        assert_eq!(row.deltas, [100, 50, 0]);
        t.apply(&ev("zeContextDestroy", phase::ENTRY, 0, 0xc, 0, 0), None);
        let row = t.apply(&ev("zeContextDestroy", phase::RETURN, 0, 0, 0, 0), Some(s(534))).unwrap();
        assert_eq!(row.deltas[1], 384);
        assert_eq!(t.growth_kb[ObjType::Context as usize], 384);

        // No baseline (a run-mode child sampled before exec): the first row has no deltas.
        let mut t = ProcessTracker::new(1, 0, None);
        assert_eq!(t.apply(&create, Some(s(150))).unwrap().deltas, [0, 0, 0]);
    }
}
