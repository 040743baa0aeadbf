//! What ended processes leave in their cgroup's sums: a CI job's scope outlives its
//! processes, and its counters must not fall back when one of them exits.
use std::collections::HashMap;

use super::Figures;
use crate::process::clock;

/// Sums of a cgroup's ended processes.
#[derive(Clone, Debug, Default)]
pub struct EndedSums {
    pub processes: u64,
    /// What they held when they ended (their leaks), and the calls they made.
    pub figures: Figures,
    last_ns: u64,
}

/// Ended processes' sums per cgroup, for at most a few times the cgroups exported: the least
/// recently active beyond that are forgotten (their counters restart if they come back, which
/// Prometheus reads as a reset).
#[derive(Debug)]
pub struct Ledger {
    keep: usize,
    cgroups: HashMap<String, EndedSums>,
}

/// One exported cgroup: its live processes' figures (calls including its ended ones', so that
/// they only grow) and its ended processes' sums.
pub struct Cgroup {
    pub name: String,
    pub live: Figures,
    pub live_processes: u64,
    pub ended: EndedSums,
}

pub struct Ranked {
    pub kept: Vec<Cgroup>,
    pub omitted: usize,
}

impl Ledger {
    pub fn new(exported: usize) -> Ledger {
        Ledger { keep: exported.max(1) * 4, cgroups: HashMap::new() }
    }

    #[cfg(test)]
    pub fn len(&self) -> usize {
        self.cgroups.len()
    }

    pub fn ended(&mut self, cgroup: &str, mut f: Figures) {
        f.oldest_ns = None;
        let sums = self.cgroups.entry(cgroup.to_owned()).or_default();
        sums.processes += 1;
        sums.figures.add(&f);
        sums.last_ns = clock::monotonic_ns();
        if self.cgroups.len() > self.keep {
            let mut by_age: Vec<(u64, String)> = self.cgroups.iter().map(|(k, v)| (v.last_ns, k.clone())).collect();
            by_age.sort_unstable();
            for (_, k) in by_age.into_iter().take(self.cgroups.len() - self.keep) {
                self.cgroups.remove(&k);
            }
        }
    }

    /// The `n` cgroups to export: those with live processes first, then the most held or
    /// leaked (bytes, then objects), then the most recently active.
    pub fn rank(&self, live: HashMap<String, (Figures, u64)>, n: usize) -> Ranked {
        let mut all: HashMap<String, Cgroup> = live
            .into_iter()
            .map(|(name, (live, live_processes))| {
                let c = Cgroup { name: name.clone(), live, live_processes, ended: EndedSums::default() };
                (name, c)
            })
            .collect();
        for (name, sums) in &self.cgroups {
            let c = all.entry(name.clone()).or_insert_with(|| Cgroup {
                name: name.clone(),
                live: Figures::default(),
                live_processes: 0,
                ended: EndedSums::default(),
            });
            c.ended = sums.clone();
            super::add_vec(&mut c.live.calls, &sums.figures.calls);
            super::add_vec(&mut c.live.failed, &sums.figures.failed);
        }
        let mut all: Vec<Cgroup> = all.into_values().collect();
        all.sort_by_key(|c| {
            let (lb, lo) = c.live.weight();
            let (eb, eo) = c.ended.figures.weight();
            std::cmp::Reverse((c.live_processes > 0, lb + eb, lo + eo, c.ended.last_ns, c.name.clone()))
        });
        let omitted = all.len().saturating_sub(n);
        all.truncate(n);
        Ranked { kept: all, omitted }
    }
}
