//! What a summary leaves, as the limits name it (`Share`: objects by count column, bytes by
//! memory kind), and the names those limits know: the program's share is what is judged.
use std::collections::BTreeMap;

use tracer_common::ObjType;

use crate::output::{leaks::Leaks, summary};

/// A summary as `check` reads it.
pub type Summary = summary::Summary<'static>;

/// The memory kinds of `outstanding_memory_bytes` that count as leaked bytes. `total` is their
/// USM sum; `virtual_reserved` is address space, not memory (VirtualMemReservations counts it).
pub const BYTE_KINDS: [&str; 4] = {
    use crate::data::memory::*;
    [DEVICE, HOST, SHARED, PHYSICAL]
};

/// The count of USM allocations (and of blocks the program got from pools), by the type name
/// the summary's objects and sites give them: objects like every other, as the report counts.
pub const MEMORY: &str = "Memory";

/// Byte keys of `outstanding_memory_bytes` that only a limit of their own judges: `total` (the
/// USM kinds' sum; naming it takes them out of --max-leaked-bytes), `virtual_reserved` and
/// `virtual_mapped` (address space, not memory).
pub const OWN_BYTE_KINDS: [&str; 3] = ["total", "virtual_reserved", "virtual_mapped"];

/// Objects by count column and bytes by memory kind, as the limits name them.
#[derive(Debug, Default, Clone, PartialEq)]
pub struct Share {
    pub counts: BTreeMap<String, u64>,
    pub bytes: BTreeMap<String, u64>,
}

impl Share {
    /// What the summary says is outstanding: its counts, and the USM allocations its objects
    /// list (the program's, what runtimes keep, and the slabs that hold its blocks).
    pub fn outstanding(s: &Summary) -> Share {
        let bytes = BYTE_KINDS.iter().chain(&OWN_BYTE_KINDS[1..]).map(|k| (k.to_string(), byte_count(s, k))).collect();
        let mut counts: BTreeMap<String, u64> = s.outstanding.iter().map(|(k, v)| (k.clone(), *v)).collect();
        let o = &s.objects;
        counts.insert(MEMORY.into(), [&o.all, &o.kept, &o.holding].iter().map(|l| l.count_of(ObjType::Memory)).sum());
        Share { counts, bytes }
    }

    /// Objects folded from a summary's list.
    pub fn of(leaks: &Leaks) -> Share {
        let mut share = Share::default();
        let physical = ObjType::PhysicalMem.count_column();
        let virtual_mem = ObjType::VirtualMem.count_column();
        let mapped = ObjType::VirtualMemMapping.count_column();
        let columns: Vec<&str> = ObjType::ALL.into_iter().filter_map(ObjType::count_column).collect();
        for (key, _, row) in leaks.rows() {
            if columns.contains(&key) {
                *share.counts.entry(key.to_owned()).or_default() += row.objects;
            } else {
                // A USM allocation or a block from a pool, by memory kind.
                *share.counts.entry(MEMORY.to_owned()).or_default() += row.objects;
                if BYTE_KINDS.contains(&key) {
                    *share.bytes.entry(key.to_owned()).or_default() += row.bytes;
                }
            }
            if Some(key) == physical {
                *share.bytes.entry("physical".to_owned()).or_default() += row.bytes;
            }
            if Some(key) == virtual_mem {
                *share.bytes.entry("virtual_reserved".to_owned()).or_default() += row.bytes;
            }
            if Some(key) == mapped {
                *share.bytes.entry("virtual_mapped".to_owned()).or_default() += row.bytes;
            }
        }
        share
    }

    pub fn plus(mut self, other: &Share) -> Share {
        for (mine, theirs) in [(&mut self.counts, &other.counts), (&mut self.bytes, &other.bytes)] {
            for (k, n) in theirs {
                *mine.entry(k.clone()).or_default() += n;
            }
        }
        self
    }

    pub fn less(&self, other: &Share) -> Share {
        let less = |m: &BTreeMap<String, u64>, o: &BTreeMap<String, u64>| {
            m.iter().map(|(k, n)| (k.clone(), n.saturating_sub(o.get(k).copied().unwrap_or(0)))).collect()
        };
        Share { counts: less(&self.counts, &other.counts), bytes: less(&self.bytes, &other.bytes) }
    }
}

/// What the program left, as the limits name it: what Level Zero holds, less what runtimes
/// keep and the slabs that hold the program's blocks, plus those blocks (whose bytes are
/// what the program asked for). `count_runtime`: what Level Zero holds, all of it.
pub fn program_share(summary: &Summary, count_runtime: bool) -> Share {
    let all = Share::outstanding(summary);
    if count_runtime {
        return all;
    }
    let o = &summary.objects;
    all.less(&Share::of(&o.kept)).less(&Share::of(&o.holding)).plus(&Share::of(&o.pooled))
}

fn byte_count(summary: &Summary, kind: &str) -> u64 {
    summary
        .outstanding_memory_bytes
        .get(kind)
        .unwrap_or(0)
}
