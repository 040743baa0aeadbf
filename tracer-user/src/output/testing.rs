//! Helpers shared by the output modules' tests.
use tracer_common::{Event, phase};

use crate::{
    data::{copies::Use, live::Tally, tracker::ProcessTracker},
    output::verdict::Completeness,
    unwind::StackId,
};

pub const MS: u64 = 1_000_000;

/// A process that allocated host buffers of `size` at each (ms, address), and has ended.
pub fn ended(allocs: &[(u64, u64, u64)]) -> ProcessTracker {
    ended_in_context(allocs, None)
}

/// The same, its buffers made in a context (0xc, made at 0 ms) that it destroyed at
/// `destroyed_ms` (if any): those made before then outlived it.
pub fn ended_in_context(allocs: &[(u64, u64, u64)], destroyed_ms: Option<u64>) -> ProcessTracker {
    let named = |name| tracer_common::api_named(name).unwrap();
    let call = |api, ms: u64, handle, size, parent| Event { ts_ns: ms * MS, pid: 7, tid: 7, handle, size, parent, api, phase: phase::CALL, ..Default::default() };
    let mut t = ProcessTracker::new(7, 0, None);
    let parent = if destroyed_ms.is_some() { 0xc } else { 0 };
    if destroyed_ms.is_some() {
        t.apply(&call(named("zeContextCreate"), 0, 0xc, 0, 0xd), None, StackId::NONE).unwrap();
    }
    let mut events: Vec<Event> = allocs.iter().map(|&(ms, handle, size)| call(named("zeMemAllocHost"), ms, handle, size, parent)).collect();
    events.extend(destroyed_ms.map(|ms| call(named("zeContextDestroy"), ms, 0xc, 0, 0)));
    events.sort_by_key(|e| e.ts_ns);
    for ev in events {
        t.apply(&ev, None, StackId::NONE).unwrap();
    }
    t.sort_by_age();
    t
}

pub fn lost(dropped_events: u64, last_drop_ms: Option<u64>) -> Completeness {
    Completeness { dropped_events, last_drop_ns: last_drop_ms.map(|ms| ms * MS), reasons: vec![], unseen_copies: vec![], copies_armed_ns: vec![], level_zero: Use::Objects, attached: false }
}

pub fn tally(objects: u64, bytes: u64) -> Tally {
    Tally { objects, bytes }
}
