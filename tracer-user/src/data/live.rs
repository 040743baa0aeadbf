//! The objects a tracker holds: `Live`, one outstanding object in 48 bytes (a process may leak
//! millions), `LiveSet`, the newest object per key in a dense table, and `Tally`, objects and
//! the memory they hold. What owns them, and what is told of them, is elsewhere: the tracker
//! (`data::tracker`) makes and destroys them, `data::owners` says whose each is at the end.
use std::hash::BuildHasher;

use hashbrown::HashTable;
use rustc_hash::FxBuildHasher;
use tracer_common::{API_COUNT, Event, MemKind, ObjType, api_of, flags};

use crate::unwind::StackId;

/// A live object: 48 bytes, as a process may leak millions.
#[derive(Clone, Copy, Debug)]
pub struct Live {
    pub handle: u64,
    pub created_ns: u64,
    pub size: u64,
    pub parent: u64,
    /// VmRSS after the create, for the SRT's destroy-growth rule.
    pub rss_kb: u32,
    /// The creating thread (22 bits: Linux's PID_MAX_LIMIT) and the API index (10 bits).
    tid_api: u32,
    /// Its creating stack, or why it has none.
    pub stack: StackId,
    /// Made inside a call of an allocator layer above its library (`flags::IN_LAYER`): the
    /// layer's own (a pool's slab), not its caller's. In what was padding.
    pub in_layer: bool,
    /// Made by a runtime that keeps it for the process's life, by a rule (`data::owners`):
    /// told once its stack is known. In what was padding.
    pub kept: bool,
    /// The call's second output (`Api::also`: zeModuleCreate's build log), not its own object.
    /// In what was padding.
    pub also: bool,
}

/// The failures that still hand out a build log (the log says why).
pub const ZE_RESULT_ERROR_MODULE_BUILD_FAILURE: u32 = 0x7000_0004;
const ZE_RESULT_ERROR_MODULE_LINK_FAILURE: u32 = 0x7000_0005;

const API_BITS: u32 = 10;
const _: () = assert!(API_COUNT < 1 << API_BITS);
const _: () = assert!(std::mem::size_of::<Live>() == 48);

impl Live {
    pub fn new(ev: &Event, rss_kb: u32, stack: StackId) -> Live {
        let tid_api = ev.tid << API_BITS | (ev.api as u32 & ((1 << API_BITS) - 1));
        let in_layer = ev.flags & flags::IN_LAYER != 0;
        Live { handle: ev.handle, created_ns: ev.ts_ns, size: ev.size, parent: ev.parent, rss_kb, tid_api, stack, in_layer, kept: false, also: false }
    }

    /// The objects a create's event made: its own (its handle), and the second output its row
    /// names (`Api::also`), which travels in `size` (then not a size) and exists even when the
    /// call failed, if the driver wrote it.
    pub fn created(ev: &Event, rss_kb: u32, stack: StackId) -> [Option<Live>; 2] {
        let api = api_of(ev.api);
        let mut own = Live::new(ev, rss_kb, stack);
        let also = api.also.and_then(|_| {
            let failed_with_log = ev.result == ZE_RESULT_ERROR_MODULE_BUILD_FAILURE || ev.result == ZE_RESULT_ERROR_MODULE_LINK_FAILURE;
            own.size = 0;
            let made = ev.size != 0 && (ev.result == 0 || failed_with_log);
            // Its parent is the call's (the context): a log outlives its module by design, and
            // a module's destroy must not make it an orphan the driver may have freed.
            made.then_some(Live { handle: ev.size, also: true, ..own })
        });
        [(ev.result == 0 && ev.handle != 0).then_some(own), also]
    }

    pub fn tid(&self) -> u32 {
        self.tid_api >> API_BITS
    }

    /// Its API, as `tracer_common::api` numbers them.
    pub fn api(&self) -> u16 {
        (self.tid_api & ((1 << API_BITS) - 1)) as u16
    }

    pub fn obj(&self) -> ObjType {
        api_of(self.api()).obj_of(self.also)
    }

    /// The API that made it, as sites list them: a second output is named with its type
    /// ("zeModuleCreate (ModuleBuildLog)"), so that a leaked log does not read as a module.
    pub fn api_label(&self) -> std::borrow::Cow<'static, str> {
        let api = api_of(self.api());
        match self.also {
            false => api.name.into(),
            true => format!("{} ({})", api.name, self.obj().name()).into(),
        }
    }

    pub fn mem(&self) -> MemKind {
        api_of(self.api()).mem
    }

    /// What names it: a handle is unique within its type.
    pub fn key(&self) -> (ObjType, u64) {
        (self.obj(), self.handle)
    }

    /// The memory it holds: a USM allocation's or physical memory's size (a virtual
    /// reservation is address space, not memory), as `check --max-leaked-bytes` counts it.
    pub fn held_bytes(&self) -> u64 {
        match self.obj() {
            ObjType::Memory | ObjType::PhysicalMem | ObjType::Pooled => self.size,
            _ => 0,
        }
    }

    /// Whether the program holds it, as far as it is known while the process runs: not a
    /// pool's slab nor a runtime's object (`data::owners` tells at the end, and tells the slabs
    /// that hold the program's blocks apart).
    pub fn is_program(&self) -> bool {
        !self.in_layer && !self.kept
    }
}

/// Objects, and the memory they hold (`Live::held_bytes`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub objects: u64,
    pub bytes: u64,
}

impl Tally {
    pub fn add(&mut self, obj: &Live) {
        self.objects += 1;
        self.bytes += obj.held_bytes();
    }
}

/// The newest object per key, in a dense array indexed by a table of 4-byte positions: a
/// process can leak millions, and a hash map of keys and objects cost about 180 bytes each
/// at its peak (its entries, its power-of-two growth, both tables while it grows). Here: the
/// object (48 bytes) and about 10 for the index.
#[derive(Debug, Default)]
pub struct LiveSet {
    objects: Vec<Live>,
    index: HashTable<u32>,
}

fn hash(key: (ObjType, u64)) -> u64 {
    FxBuildHasher.hash_one(key)
}

impl LiveSet {
    pub fn len(&self) -> usize {
        self.objects.len()
    }

    #[cfg(test)]
    pub fn is_empty(&self) -> bool {
        self.objects.is_empty()
    }

    pub fn iter(&self) -> impl Iterator<Item = &Live> {
        self.objects.iter()
    }

    /// Newest first, roughly: creates are pushed last, and a removal moves the last object
    /// into its hole. A parent's children are usually found near the end.
    pub fn iter_newest_first(&self) -> impl Iterator<Item = &Live> {
        self.objects.iter().rev()
    }

    pub fn get(&self, key: &(ObjType, u64)) -> Option<&Live> {
        let objects = &self.objects;
        self.index.find(hash(*key), |&i| objects[i as usize].key() == *key).map(|&i| &objects[i as usize])
    }

    pub fn get_mut(&mut self, key: &(ObjType, u64)) -> Option<&mut Live> {
        let objects = &mut self.objects;
        let at = *self.index.find(hash(*key), |&i| objects[i as usize].key() == *key)?;
        objects.get_mut(at as usize)
    }

    /// Adds `obj`, or replaces the object of its key and returns that one.
    pub fn insert(&mut self, obj: Live) -> Option<Live> {
        let (key, h) = (obj.key(), hash(obj.key()));
        let objects = &mut self.objects;
        if let Some(&i) = self.index.find(h, |&i| objects[i as usize].key() == key) {
            return Some(std::mem::replace(&mut objects[i as usize], obj));
        }
        objects.push(obj);
        let at = (objects.len() - 1) as u32;
        self.index.insert_unique(h, at, |&i| hash(objects[i as usize].key()));
        None
    }

    /// Orders the objects oldest first, in place: the summary lists them so, and sorting a
    /// million references instead would cost 8 MB.
    pub fn sort_by_age(&mut self) {
        self.objects.sort_unstable_by_key(|o| o.created_ns);
        self.index.clear();
        let objects = &self.objects;
        for (i, o) in objects.iter().enumerate() {
            self.index.insert_unique(hash(o.key()), i as u32, |&j| hash(objects[j as usize].key()));
        }
    }

    #[cfg(test)]
    pub fn remove(&mut self, key: &(ObjType, u64)) -> Option<Live> {
        self.remove_if(key, |_| true)
    }

    /// Removes the object of `key` if `wanted` says so, in one lookup.
    pub fn remove_if(&mut self, key: &(ObjType, u64), wanted: impl Fn(&Live) -> bool) -> Option<Live> {
        let objects = &mut self.objects;
        let found = |&i: &u32| objects[i as usize].key() == *key;
        let entry = self.index.find_entry(hash(*key), found).ok()?;
        if !wanted(&objects[*entry.get() as usize]) {
            return None;
        }
        let (i, _) = entry.remove();
        let obj = objects.swap_remove(i as usize);
        // The last object took its place: point its index entry there.
        if let Some(moved) = objects.get(i as usize) {
            let last = objects.len() as u32;
            if let Some(at) = self.index.find_mut(hash(moved.key()), |&j| j == last) {
                *at = i;
            }
        }
        Some(obj)
    }
}

#[cfg(test)]
mod tests {
    use tracer_common::phase;

    use super::*;

    fn api(name: &str) -> u16 {
        tracer_common::api_named(name).unwrap()
    }

    #[test]
    fn live_set_finds_what_it_holds_after_removals() {
        let mut set = LiveSet::default();
        let obj = |handle: u64, name: &str| {
            let e = Event { ts_ns: handle, pid: 1, tid: 7, handle, api: api(name), phase: phase::CALL, ..Default::default() };
            Live::new(&e, 0, StackId::NONE)
        };
        // The same handles as memory and as events: distinct keys.
        for h in 0..1000 {
            assert!(set.insert(obj(h, "zeMemAllocHost")).is_none());
            assert!(set.insert(obj(h, "zeEventCreate")).is_none());
        }
        assert_eq!(set.insert(obj(5, "zeMemAllocDevice")).map(|o| o.api()), Some(api("zeMemAllocHost")));
        assert_eq!(set.get(&(ObjType::Memory, 5)).map(|o| (o.tid(), o.api())), Some((7, api("zeMemAllocDevice"))));
        assert_eq!(std::mem::size_of::<Live>(), 48);
        // Removals move the last object into the hole; every lookup must follow.
        for h in (0..1000).filter(|h| h % 3 == 0) {
            assert_eq!(set.remove(&(ObjType::Memory, h)).map(|o| o.handle), Some(h));
            assert!(set.remove(&(ObjType::Memory, h)).is_none());
        }
        for h in (0..1000).rev().filter(|h| h % 7 == 0) {
            assert_eq!(set.remove(&(ObjType::Event, h)).map(|o| o.handle), Some(h));
        }
        for h in 0..1000 {
            let mem = set.get(&(ObjType::Memory, h)).map(|o| o.handle);
            assert_eq!(mem, (h % 3 != 0).then_some(h), "memory {h}");
            let event = set.get(&(ObjType::Event, h)).map(|o| o.handle);
            assert_eq!(event, (h % 7 != 0).then_some(h), "event {h}");
        }
        assert_eq!(set.len(), 2000 - 334 - 143);
        assert_eq!(set.iter().count(), set.len());
    }
}
