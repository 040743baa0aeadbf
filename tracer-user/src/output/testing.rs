//! Helpers shared by the output modules' tests.
use tracer_common::{Event, phase};

use crate::{
    data::tracker::{ProcessTracker, Tally},
    output::verdict::Completeness,
    unwind::StackId,
};

pub const MS: u64 = 1_000_000;

/// A process that allocated host buffers of `size` at each (ms, address), and has ended.
pub fn ended(allocs: &[(u64, u64, u64)]) -> ProcessTracker {
    let api = tracer_common::api_named("zeMemAllocHost").unwrap();
    let mut t = ProcessTracker::new(7, 0, None);
    for &(ms, handle, size) in allocs {
        let ev = Event { ts_ns: ms * MS, pid: 7, tid: 7, handle, size, api, phase: phase::CALL, ..Default::default() };
        t.apply(&ev, None, StackId::NONE).unwrap();
}
t.sort_by_age();
t
}

pub fn lost(dropped_events: u64, last_drop_ms: Option<u64>) -> Completeness {
    Completeness { dropped_events, last_drop_ns: last_drop_ms.map(|ms| ms * MS), reasons: vec![], unseen_copies: vec![], never_loaded: false, attached: false }
}

pub fn tally(objects: u64, bytes: u64) -> Tally {
    Tally { objects, bytes }
}
