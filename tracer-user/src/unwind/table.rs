//! The stacks seen, each kept once: a bounded table of frames, whose refusals are counted.
use std::hash::BuildHasher;

use hashbrown::HashTable;
use rustc_hash::FxBuildHasher;

use super::files::FileId;

/// A frame as captured: a place in a file (which outlives the process), or a raw address in
/// no known mapping.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Frame {
    File { file: FileId, offset: u64 },
    Raw(u64),
    /// A CPython frame, named already (see `python::PyNames`).
    Python(u32),
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
}

impl Lost {
    pub const ALL: [Lost; 3] = [Lost::RingFull, Lost::ProcessGone, Lost::TableFull];

    pub fn why(self) -> &'static str {
        match self {
            Lost::RingFull => "ring buffer full",
            Lost::ProcessGone => "process gone before its mappings were read",
            Lost::TableFull => "stack table full",
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

#[derive(Default)]
pub struct StackTable {
    /// Each stack's frames, one after another; a stack is a range of them, and whether it was
    /// cut where its window ended.
    frames: Vec<Frame>,
    stacks: Vec<(u32, u32, bool)>,
    index: HashTable<u32>,
}

fn hash(frames: &[Frame], cut: bool) -> u64 {
    FxBuildHasher.hash_one((frames, cut))
}

impl StackTable {
    /// The id of this stack, added if new; lost if the table is full.
    pub fn intern(&mut self, stack: &[Frame], cut: bool) -> StackId {
        let (frames, stacks) = (&self.frames, &self.stacks);
        let get = |i: u32| {
            let (start, end, cut) = stacks[i as usize];
            (&frames[start as usize..end as usize], cut)
        };
        if let Some(&i) = self.index.find(hash(stack, cut), |&i| get(i) == (stack, cut)) {
            return StackId(i + 1);
        }
        if self.frames.len() + stack.len() > MAX_FRAMES || self.stacks.len() as u32 >= u32::MAX - 8 {
            return StackId::lost(Lost::TableFull);
        }
        let start = self.frames.len() as u32;
        self.frames.extend_from_slice(stack);
        let i = self.stacks.len() as u32;
        self.stacks.push((start, self.frames.len() as u32, cut));
        let (frames, stacks) = (&self.frames, &self.stacks);
        self.index.insert_unique(hash(stack, cut), i, |&i| {
            let (start, end, cut) = stacks[i as usize];
            hash(&frames[start as usize..end as usize], cut)
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

    /// Whether a stack was cut where its window ended.
    pub fn is_cut(&self, id: StackId) -> bool {
        id.index().and_then(|i| self.stacks.get(i)).is_some_and(|s| s.2)
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
        let (ia, ib) = (t.intern(&a, false), t.intern(&b, false));
        assert_ne!(ia, ib);
        assert_eq!(t.intern(&a, false), ia);
        let cut = t.intern(&a, true);
        assert!(cut != ia && t.is_cut(cut) && !t.is_cut(ia));
        assert_eq!(t.frames(ia), &a);
        assert_eq!(t.frames(ib), &b);
        assert_eq!(ia.lost_why(), None);
        assert_eq!(StackId::lost(Lost::TableFull).lost_why(), Some(Lost::TableFull));
        assert!(t.frames(StackId::lost(Lost::RingFull)).is_empty());
        assert!(t.frames(StackId::NONE).is_empty());
    }
}
