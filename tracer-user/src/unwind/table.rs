//! The stacks seen, each kept once: a bounded table of frames, whose refusals are counted.
use std::hash::BuildHasher;

use hashbrown::HashTable;
use rustc_hash::FxBuildHasher;

use super::files::FileId;
use crate::process::facts::Tenant;

/// A frame as captured: a place in a file (which outlives the process), or a raw address in
/// no known mapping.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Frame {
    File { file: FileId, offset: u64 },
    Raw(u64),
    /// A CPython frame, named already (see `python::PyNames`).
    Python(u32),
}

/// What a stack's frames do not say of it, and that tells it apart from a stack of the same
/// frames.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Marks {
    /// Cut where its window ended.
    pub cut: bool,
    /// Made by a CPython before its interpreter was found (`python::Pythons::no_frames`): its
    /// Python frames were not read, so its site says why it has none.
    pub before_python: bool,
}

impl Marks {
    pub fn cut(cut: bool) -> Marks {
        Marks { cut, ..Marks::default() }
    }
}

/// What a create's object keeps of its stack: 4 bytes. 0: none was taken (stacks off, or a
/// tracker's own tests); the top values say why one was lost.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct StackId(pub u32);

/// Why an object has no stack.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Lost {
    /// The ring had no room for the stack (the call was sent alone).
    RingFull,
    /// The process was gone before its mappings could be read.
    ProcessGone,
    /// The table of stacks was full.
    TableFull,
    /// Its user's processes had added their share of the table's frames (`USER_SHARE`).
    ShareFull,
}

impl Lost {
    pub const ALL: [Lost; 4] = [Lost::RingFull, Lost::ProcessGone, Lost::TableFull, Lost::ShareFull];

    pub fn why(self) -> &'static str {
        match self {
            Lost::RingFull => "ring buffer full",
            Lost::ProcessGone => "process gone before its mappings were read",
            Lost::TableFull => "stack table full",
            Lost::ShareFull => "its user's share of the stack table used",
        }
    }
}

impl StackId {
    pub const NONE: StackId = StackId(0);

    pub fn lost(why: Lost) -> StackId {
        StackId(u32::MAX - why as u32)
    }

    pub fn lost_why(self) -> Option<Lost> {
        Lost::ALL.into_iter().find(|&l| StackId::lost(l) == self)
    }

    fn index(self) -> Option<usize> {
        (self != StackId::NONE && self.lost_why().is_none()).then(|| self.0 as usize - 1)
    }
}

/// At most this many frames are kept in all (16 bytes each): 16 MB.
pub const MAX_FRAMES: usize = 1 << 20;

/// Of them, the most one tenant's processes add (a user, a root container, a user's job in a
/// cgroup of its own: `Tenant`): a tenant whose programs make endless distinct stacks
/// (generated code, deep recursion) fills its own quarter, never everyone's table.
pub const USER_SHARE: usize = MAX_FRAMES / 4;

#[derive(Default)]
pub struct StackTable {
    /// Each stack's frames, one after another; a stack is a range of them, and its marks.
    frames: Vec<Frame>,
    stacks: Vec<(u32, u32, Marks)>,
    index: HashTable<u32>,
    /// The frames each tenant's processes added (None: a process whose user is not known).
    added_by: rustc_hash::FxHashMap<Option<Tenant>, usize>,
}

fn hash(frames: &[Frame], marks: Marks) -> u64 {
    FxBuildHasher.hash_one((frames, marks))
}

impl StackTable {
    /// The id of this stack, added if new (charged to `tenant`); lost if the table is full, or
    /// `tenant`'s share of it.
    pub fn intern(&mut self, stack: &[Frame], marks: Marks, tenant: Option<&Tenant>) -> StackId {
        let (frames, stacks) = (&self.frames, &self.stacks);
        let get = |i: u32| {
            let (start, end, marks) = stacks[i as usize];
            (&frames[start as usize..end as usize], marks)
        };
        if let Some(&i) = self.index.find(hash(stack, marks), |&i| get(i) == (stack, marks)) {
            return StackId(i + 1);
        }
        let added = self.added_by.entry(tenant.cloned()).or_default();
        if *added + stack.len() > USER_SHARE {
            return StackId::lost(Lost::ShareFull);
        }
        if self.frames.len() + stack.len() > MAX_FRAMES || self.stacks.len() as u32 >= u32::MAX - 8 {
            return StackId::lost(Lost::TableFull);
        }
        *added += stack.len();
        let start = self.frames.len() as u32;
        self.frames.extend_from_slice(stack);
        let i = self.stacks.len() as u32;
        self.stacks.push((start, self.frames.len() as u32, marks));
        let (frames, stacks) = (&self.frames, &self.stacks);
        self.index.insert_unique(hash(stack, marks), i, |&i| {
            let (start, end, marks) = stacks[i as usize];
            hash(&frames[start as usize..end as usize], marks)
        });
        StackId(i + 1)
    }

    /// The frames of a stack (none for NONE or a lost one).
    pub fn frames(&self, id: StackId) -> &[Frame] {
        match id.index().and_then(|i| self.stacks.get(i)) {
            Some(&(start, end, _)) => &self.frames[start as usize..end as usize],
            None => &[],
        }
    }

    /// A stack's marks (none for NONE or a lost one).
    pub fn marks(&self, id: StackId) -> Marks {
        id.index().and_then(|i| self.stacks.get(i)).map_or_else(Marks::default, |s| s.2)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stack_is_kept_once_and_lost_ids_say_why() {
        let mut t = StackTable::default();
        let a = [Frame::File { file: 0, offset: 10 }, Frame::Raw(7)];
        let b = [Frame::File { file: 0, offset: 10 }];
        let (ia, ib) = (t.intern(&a, Marks::default(), None), t.intern(&b, Marks::default(), None));
        assert_ne!(ia, ib);
        assert_eq!(t.intern(&a, Marks::default(), None), ia);
        let cut = t.intern(&a, Marks::cut(true), None);
        assert!(cut != ia && t.marks(cut).cut && !t.marks(ia).cut);
        let early = t.intern(&a, Marks { before_python: true, ..Marks::default() }, None);
        assert!(early != ia && early != cut && t.marks(early).before_python && !t.marks(cut).before_python);
        assert_eq!(t.frames(ia), &a);
        assert_eq!(t.frames(ib), &b);
        assert_eq!(ia.lost_why(), None);
        assert_eq!(StackId::lost(Lost::TableFull).lost_why(), Some(Lost::TableFull));
        assert!(t.frames(StackId::lost(Lost::RingFull)).is_empty());
        assert!(t.frames(StackId::NONE).is_empty());
    }

    /// One tenant's endless distinct stacks fill its share, and another's stacks are kept:
    /// another user's, or the same user's in a job of its own.
    #[test]
    fn a_user_fills_its_own_share_of_the_table() {
        let mut t = StackTable::default();
        let stack = |n: u64| [Frame::Raw(n), Frame::Raw(n + 1), Frame::Raw(n + 2), Frame::Raw(n + 3)];
        let nobody = Tenant::User(65534);
        let tenant = Some(&nobody);
        let kept = (0..USER_SHARE as u64).map(|n| t.intern(&stack(n * 4), Marks::default(), tenant)).take_while(|id| id.lost_why().is_none()).count();
        assert_eq!(kept, USER_SHARE / 4);
        assert_eq!(t.intern(&stack(u64::MAX - 8), Marks::default(), tenant).lost_why(), Some(Lost::ShareFull));
        // A stack it has already is found, not added.
        assert_eq!(t.intern(&stack(0), Marks::default(), tenant).lost_why(), None);
        assert_eq!(t.intern(&stack(u64::MAX - 8), Marks::default(), Some(&Tenant::User(1000))).lost_why(), None);
        let job = Tenant::Cgroup(65534, "/system.slice/runner.service/job-2.scope".into());
        assert_eq!(t.intern(&stack(u64::MAX - 16), Marks::default(), Some(&job)).lost_why(), None);
    }
}
