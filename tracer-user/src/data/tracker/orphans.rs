//! What a tracker knows of parents (the context, module, event pool, queue or image a create
//! named): how many outstanding objects name each, and which objects outlived theirs, the
//! program having destroyed the parent first. Such an object stays outstanding (the program
//! never released it; the validation layer counts it so); `Parents` says when its parent went
//! (the driver may have freed it with it). A destroy looks for children only where the count
//! says there are some.
use rustc_hash::FxHashMap;
use tracer_common::ObjType;

use crate::data::live::{Live, LiveSet};

/// An outstanding object's parent was destroyed while it lived: the parent's type (its
/// handle is the object's `parent`) and when its destroy began.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Orphaned {
    pub parent_type: ObjType,
    pub at_ns: u64,
}

/// A parent's outstanding children not orphaned yet, and the key of the newest made: a pool
/// destroyed with the one event a loop leaked finds it there, with no scan.
#[derive(Clone, Copy, Debug)]
struct Children {
    count: u32,
    newest: (ObjType, u64),
}

/// The children and orphans of one process's objects.
#[derive(Debug, Default)]
pub struct Parents {
    /// Per parent handle, how many outstanding objects (live or displaced) name it and have
    /// not been orphaned yet: a destroy of a handle absent here has no child to look for.
    /// One entry per parent with children (contexts, modules, pools…), not per object.
    children: FxHashMap<u64, Children>,
    /// The outstanding objects whose parent was destroyed, by key and creation time (an
    /// address may name a displaced object too): only those, so no object pays for it.
    /// An entry goes with its object (destroyed, or freed as address reuse proves).
    orphans: FxHashMap<(ObjType, u64, u64), Orphaned>,
}

impl Parents {
    /// Whether outstanding objects not orphaned yet name `handle` as their parent.
    pub fn has_children(&self, handle: u64) -> bool {
        self.children.contains_key(&handle)
    }

    /// The parent `handle` (a `parent_type`, created at `born_ns`) was destroyed from
    /// `at_ns`: its outstanding children (among `live` and `displaced`) become orphans. A
    /// child is an object that names it and was created while it lived (between its create
    /// and its destroy's start: an older object naming that address named another object
    /// there). The scan runs only when `children` says there are some, newest objects first,
    /// and stops once it has seen them all.
    pub fn destroyed<'a>(&mut self, parent_type: ObjType, handle: u64, born_ns: u64, at_ns: u64, live: &'a LiveSet, displaced: impl Iterator<Item = &'a Live>) {
        let Some(&Children { count, newest }) = self.children.get(&handle) else { return };
        let orphans = &self.orphans;
        let unorphaned = |o: &&Live| o.parent == handle && !orphans.contains_key(&(o.obj(), o.handle, o.created_ns));
        let hinted = live.get(&newest).filter(|o| count == 1 && unorphaned(o));
        let mut found: Vec<(ObjType, u64, u64)> = Vec::new();
        let mut left = count;
        for o in hinted.into_iter().chain(live.iter_newest_first().chain(displaced).filter(unorphaned)) {
            if (born_ns..=at_ns).contains(&o.created_ns) {
                found.push((o.obj(), o.handle, o.created_ns));
            }
            left -= 1;
            if left == 0 {
                break;
            }
        }
        let orphaned = found.len() as u32;
        for key in found {
            self.orphans.insert(key, Orphaned { parent_type, at_ns });
        }
        match count - orphaned {
            0 => self.children.remove(&handle),
            n => self.children.insert(handle, Children { count: n, newest }),
        };
    }

    /// Whether `o`'s parent was destroyed while it lived, and when.
    pub fn orphaned(&self, o: &Live) -> Option<Orphaned> {
        if self.orphans.is_empty() {
            return None;
        }
        self.orphans.get(&(o.obj(), o.handle, o.created_ns)).copied()
    }

    /// How many outstanding objects outlived their parent.
    pub fn orphan_count(&self) -> usize {
        self.orphans.len()
    }

    /// An object that names a parent came (`sign` > 0) or went: counted among its parent's
    /// children until orphaned, and an orphan's entry goes with it.
    pub fn count(&mut self, obj: &Live, sign: i64) {
        if sign > 0 {
            let c = self.children.entry(obj.parent).or_insert(Children { count: 0, newest: obj.key() });
            c.count += 1;
            c.newest = obj.key();
            return;
        }
        if !self.orphans.is_empty() && self.orphans.remove(&(obj.obj(), obj.handle, obj.created_ns)).is_some() {
            return;
        }
        if let Some(c) = self.children.get_mut(&obj.parent) {
            c.count -= 1;
            if c.count == 0 {
                self.children.remove(&obj.parent);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use tracer_common::{Event, ObjType};

    use super::super::{ProcessTracker, tests::{api, ev, free_at}};
    use crate::unwind::StackId;

    /// A create of `name` made by its parent `parent` at `ms`.
    fn child(t: &mut ProcessTracker, name: &str, ms: u64, h: u64, parent: u64) {
        let e = Event { parent, ..ev(name, ms, 1, h, 0, 0) };
        t.apply(&e, None, StackId::NONE).unwrap();
    }

    fn destroy(t: &mut ProcessTracker, name: &str, ms: u64, h: u64) {
        t.apply(&ev(name, ms, 1, h, 0, 0), None, StackId::NONE).unwrap();
    }

    fn orphan_of(t: &ProcessTracker, ty: ObjType, h: u64) -> Option<(ObjType, u64)> {
        let o = t.outstanding().find(|o| o.key() == (ty, h))?;
        t.orphaned(o).map(|o| (o.parent_type, o.at_ns / 1_000_000))
    }

    #[test]
    fn objects_outliving_their_parent_stay_outstanding_and_say_when_it_went() {
        let mut t = ProcessTracker::new(1, 0, None);
        child(&mut t, "zeContextCreate", 1, 0xc, 0xd);
        child(&mut t, "zeMemAllocDevice", 2, 0x1000, 0xc);
        child(&mut t, "zeMemAllocDevice", 3, 0x2000, 0xc);
        child(&mut t, "zeMemAllocDevice", 4, 0x3000, 0xc);
        child(&mut t, "zeModuleCreate", 5, 0x10, 0xc);
        child(&mut t, "zeKernelCreate", 6, 0x11, 0x10);
        child(&mut t, "zeKernelCreate", 7, 0x12, 0x10);
        child(&mut t, "zeEventPoolCreate", 8, 0x20, 0xc);
        for (i, h) in [0x21, 0x22, 0x23].into_iter().enumerate() {
            child(&mut t, "zeEventCreate", 9 + i as u64, h, 0x20);
        }
        free_at(&mut t, 19, 0x3000, 0).unwrap();
        destroy(&mut t, "zeModuleDestroy", 20, 0x10);
        destroy(&mut t, "zeEventPoolDestroy", 21, 0x20);
        destroy(&mut t, "zeContextDestroy", 22, 0xc);
        assert_eq!(orphan_of(&t, ObjType::Memory, 0x1000), Some((ObjType::Context, 22)));
        assert_eq!(orphan_of(&t, ObjType::Kernel, 0x12), Some((ObjType::Module, 20)));
        assert_eq!(orphan_of(&t, ObjType::Event, 0x23), Some((ObjType::EventPool, 21)));
        // Never released by the program: still its objects, counted as ever.
        assert_eq!((t.outstanding_count(), t.orphan_count()), (7, 7));
        assert_eq!((t.counts[ObjType::Kernel as usize], t.counts[ObjType::Context as usize]), (2, 0));
        assert!(t.parents.children.is_empty(), "every child was orphaned: {:?}", t.parents.children);
        // One freed afterwards (the driver allowed it): it goes, and its entry with it.
        free_at(&mut t, 23, 0x2000, 0).unwrap();
        assert_eq!((t.outstanding_count(), t.orphan_count()), (6, 6));
        t.sort_by_age();
        assert_eq!(t.outstanding_by_age().filter(|o| t.orphaned(o).is_some()).count(), 6);
    }

    #[test]
    fn a_parent_destroyed_with_no_child_alive_orphans_nothing_and_leaves_nothing() {
        let mut t = ProcessTracker::new(1, 0, None);
        child(&mut t, "zeContextCreate", 1, 0xc, 0xd);
        for round in 0..100 {
            let ms = 2 + round * 4;
            child(&mut t, "zeEventPoolCreate", ms, 0x20, 0xc);
            child(&mut t, "zeEventCreate", ms + 1, 0x21, 0x20);
            destroy(&mut t, "zeEventDestroy", ms + 2, 0x21);
            destroy(&mut t, "zeEventPoolDestroy", ms + 3, 0x20);
        }
        assert_eq!((t.orphan_count(), t.parents.children.len()), (0, 1), "the context's count alone");
        destroy(&mut t, "zeContextDestroy", 1000, 0xc);
        assert_eq!((t.orphan_count(), t.parents.children.len(), t.outstanding_count()), (0, 0, 0));
    }

    /// A handle names one parent, then another: each destroy orphans the objects made while
    /// its own parent lived, and an orphan keeps the first.
    #[test]
    fn a_parent_s_address_handed_out_again_orphans_only_its_own_children() {
        let mut t = ProcessTracker::new(1, 0, None);
        child(&mut t, "zeEventPoolCreate", 1, 0x20, 0xc);
        child(&mut t, "zeEventCreate", 2, 0x21, 0x20);
        destroy(&mut t, "zeEventPoolDestroy", 3, 0x20);
        child(&mut t, "zeEventPoolCreate", 4, 0x20, 0xc);
        child(&mut t, "zeEventCreate", 5, 0x22, 0x20);
        destroy(&mut t, "zeEventPoolDestroy", 6, 0x20);
        assert_eq!(orphan_of(&t, ObjType::Event, 0x21), Some((ObjType::EventPool, 3)));
        assert_eq!(orphan_of(&t, ObjType::Event, 0x22), Some((ObjType::EventPool, 6)));
        // An event made after the pool's destroy began (the address reused meanwhile) is not
        // its child; one made before the pool (another object at that address) neither.
        child(&mut t, "zeMemAllocHost", 7, 0x20, 0xc);
        child(&mut t, "zeEventCreate", 8, 0x23, 0x20);
        child(&mut t, "zeEventPoolCreate", 9, 0x30, 0xc);
        child(&mut t, "zeEventCreate", 11, 0x31, 0x30);
        t.apply(&ev("zeEventPoolDestroy", 10, 1, 0x30, 0, 0), None, StackId::NONE).unwrap();
        assert_eq!(orphan_of(&t, ObjType::Event, 0x31), None, "created after the destroy began");
        child(&mut t, "zeEventPoolCreate", 12, 0x20, 0xc);
        destroy(&mut t, "zeEventPoolDestroy", 13, 0x20);
        assert_eq!(orphan_of(&t, ObjType::Event, 0x23), None, "made before this pool");
    }

    /// A pool created before tracing began (its destroy unknown) still orphans what was made
    /// in it since; an orphan displaced, then settled as freed, leaves no entry.
    #[test]
    fn an_unknown_parent_orphans_its_children_and_settled_orphans_go() {
        let mut t = ProcessTracker::new(1, 0, None);
        child(&mut t, "zeEventCreate", 2, 0x21, 0x20);
        destroy(&mut t, "zeEventPoolDestroy", 3, 0x20);
        assert_eq!(t.unknown_destroys[api("zeEventPoolDestroy") as usize], 1);
        assert_eq!(orphan_of(&t, ObjType::Event, 0x21), Some((ObjType::EventPool, 3)));
        // The driver freed it with its pool and handed its address out again.
        child(&mut t, "zeEventCreate", 4, 0x21, 0x40);
        assert_eq!(t.orphan_count(), 1, "displaced, still awaited");
        t.sort_by_age();
        assert_eq!((t.orphan_count(), t.freed_inferred.objects, t.outstanding_count()), (0, 1, 1));
    }

    /// What a parent's destroy costs: with no child alive, a lookup; with children, a scan
    /// from the newest objects. Run: cargo test --release -p tracer-user --lib orphan_scan_cost -- --ignored --nocapture
    #[test]
    #[ignore]
    fn orphan_scan_cost() {
        use std::time::Instant;
        let (live, rounds) = (1_000_000u64, 10_000u64);
        let run = |leak: u64, old_allocs: bool| {
            let mut t = ProcessTracker::new(1, 0, None);
            child(&mut t, "zeContextCreate", 1, 0xc, 0xd);
            for i in 0..live {
                child(&mut t, "zeMemAllocDevice", 2, 0x1_0000_0000 + i * 64, 0xc);
            }
            // Frees among the old objects move the newest into their holes.
            let begin = Instant::now();
            for r in 0..rounds {
                let ms = 10 + r * 5;
                child(&mut t, "zeEventPoolCreate", ms, 0x20 + r * 0x100, 0xc);
                for e in 0..leak.max(1) {
                    child(&mut t, "zeEventCreate", ms + 1, 0x21 + e + r * 0x100, 0x20 + r * 0x100);
                }
                if old_allocs {
                    free_at(&mut t, ms + 2, 0x1_0000_0000 + r * 64, 0).unwrap();
                }
                if leak == 0 {
                    destroy(&mut t, "zeEventDestroy", ms + 3, 0x21 + r * 0x100);
                }
                destroy(&mut t, "zeEventPoolDestroy", ms + 4, 0x20 + r * 0x100);
            }
            let per = begin.elapsed().as_nanos() as f64 / rounds as f64;
            assert_eq!(t.orphan_count() as u64, leak * rounds);
            per
        };
        for (leak, old) in [(0, false), (1, false), (1, true), (2, false), (2, true)] {
            let what = if leak == 0 { "an event made and destroyed".to_owned() } else { format!("{leak} events leaked") };
            println!("{live} live objects; per round (a pool, {what}, the pool destroyed{}): {:.0} ns", if old { ", an old allocation freed" } else { "" }, run(leak, old));
        }
    }
}
