//! The leak table's rows: outstanding objects by type (USM allocations by kind), with their
//! bytes, the age of the oldest and the APIs that made them. Built from a summary's objects or,
//! without a summary, from the creates in the CSV that no destroy matched.
use std::collections::BTreeMap;

use tracer_common::{MemKind, ObjType};

use crate::data::memory;

/// Indexed by `MemKind as u8`.
const KINDS: [MemKind; 4] = [MemKind::None, MemKind::Device, MemKind::Host, MemKind::Shared];

#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct LeakRow {
    pub objects: u64,
    pub bytes: u64,
    pub oldest_age_ms: u64,
    pub apis: BTreeMap<String, u64>,
}

/// Rows in the CSV's column order; USM allocations after the SRT's counts, by kind.
#[derive(Debug, Default, Clone)]
pub struct Leaks {
    rows: BTreeMap<(ObjType, u8), LeakRow>,
}

impl Leaks {
    pub fn add(&mut self, ty: ObjType, mem: MemKind, api: &str, size: u64, age_ms: u64) {
        let row = self.rows.entry((ty, mem as u8)).or_default();
        row.objects += 1;
        row.bytes += size;
        row.oldest_age_ms = row.oldest_age_ms.max(age_ms);
        // Found without making a key: a fold of millions of objects of a few APIs allocates none.
        match row.apis.get_mut(api) {
            Some(n) => *n += 1,
            None => _ = row.apis.insert(api.to_owned(), 1),
        }
    }

    /// A summary's object, named as the summary names it (`type`, `memory`).
    pub fn add_named(&mut self, ty: &str, memory: Option<&str>, api: &str, size: u64, age_ms: u64) {
        let ty = ObjType::ALL.into_iter().find(|t| t.name() == ty);
        let mem = KINDS.into_iter().find(|k| memory.is_some() && memory::usm(*k) == memory);
        if let Some(ty) = ty {
            self.add(ty, mem.unwrap_or(MemKind::None), api, size, age_ms);
        }
    }

    /// (key, label, row): the key is the summary's name for the count (`Kernels`, …) or the
    /// byte kind (`device`, `host`, `shared`), as `check --max` takes them.
    pub fn rows(&self) -> impl Iterator<Item = (&'static str, String, &LeakRow)> {
        self.rows.iter().map(|(&(ty, mem), row)| match ty.count_column() {
            Some(col) => (col, ty.name().to_owned(), row),
            None => {
                let name = memory::usm(KINDS[mem as usize]).unwrap_or("memory");
                let from = if ty == ObjType::Pooled { ", blocks from pools" } else { "" };
                (name, format!("USM {name}{from}"), row)
            }
        })
    }

    /// Bytes of USM allocations (device, host and shared), and of blocks from pools.
    pub fn usm_bytes(&self) -> u64 {
        self.rows.iter().filter(|((ty, _), _)| matches!(ty, ObjType::Memory | ObjType::Pooled)).map(|(_, r)| r.bytes).sum()
    }

    /// Bytes of every row.
    pub fn bytes(&self) -> u64 {
        self.rows.values().map(|r| r.bytes).sum()
    }

    /// Objects of type `ty`, of every memory kind.
    pub fn count_of(&self, ty: ObjType) -> u64 {
        self.rows.iter().filter(|((t, _), _)| *t == ty).map(|(_, r)| r.objects).sum()
    }

    pub fn objects(&self) -> u64 {
        self.rows.values().map(|r| r.objects).sum()
    }
}
