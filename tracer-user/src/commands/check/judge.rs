//! The verdict over the summaries: each one's leaks against the limits (certain, and with
//! the objects a lost destroy may have freed), a running process's growth, and the exit code.
use std::path::PathBuf;

use crate::{
    data::{Ended, memory},
    exit::{self, Fatal},
    output::summary::Site,
};

use super::{
    allowed::{self, AllowList},
    args::CheckArgs,
    select::Absent,
    share::{BYTE_KINDS, Share, Summary, program_share},
};

/// One judged summary.
#[derive(Debug)]
pub struct Judged {
    pub path: PathBuf,
    pub summary: Summary,
    /// The limits its certain leaks exceed, as the flags that set them (`--max Events=5`).
    pub beyond: Vec<String>,
    /// The limits it would exceed if the objects a lost destroy may have freed were leaks too
    /// (empty when `beyond` is not).
    pub unjudged: Vec<String>,
    /// Its sites no --allow-site pattern matched, largest first.
    pub new_sites: Vec<Site>,
    /// Still running when tracing stopped: its growing sites (not allowed), fastest first, if
    /// they grow beyond `--max-growth-bytes-per-s`.
    pub growing: Vec<Site>,
}

impl Judged {
    /// No certain leak fails it, and what was not seen could: its uncertain objects, or the
    /// calls of a loader copy armed late or never (green means every call was seen).
    pub fn is_unjudged(&self) -> bool {
        self.beyond.is_empty() && (!self.unjudged.is_empty() || self.blind())
    }

    /// Calls of a loader copy it mapped may be missing (a process still running is judged by
    /// its growth alone).
    fn blind(&self) -> bool {
        !self.summary.unseen_copies.is_empty() && self.summary.ended != Ended::Stopped
    }
}

#[derive(Debug)]
pub struct Verdict {
    pub judged: Vec<Judged>,
    /// Summaries in DIR before the cgroup filter.
    pub found: usize,
    /// Processes that never loaded libze_loader while traced: nothing of theirs was seen, so
    /// they are not judged (neither clean nor leaking).
    pub never_loaded: Vec<(PathBuf, Summary)>,
    /// Summaries (and journals) that could not be read, and why (one line each): the others
    /// are judged.
    pub unreadable: Vec<(PathBuf, Fatal)>,
    /// Processes of the selection the journals name without a summary in DIR, which will have
    /// none (or not in time: `Fate::Coming` when --wait ran out).
    pub unseen: Vec<Absent>,
    /// Those still running, traced by a daemon that runs.
    pub running: Vec<Absent>,
}

impl Verdict {
    pub fn leaked(&self) -> impl Iterator<Item = &Judged> {
        self.judged.iter().filter(|j| !j.beyond.is_empty())
    }
    /// Processes still running whose sites keep growing beyond the limit.
    pub fn growing(&self) -> impl Iterator<Item = &Judged> {
        self.judged.iter().filter(|j| !j.growing.is_empty())
    }
    /// Processes whose leaks could not be judged: events were lost, or calls of a loader copy
    /// may be missing (none of its certain leaks fails it).
    pub fn unjudged(&self) -> impl Iterator<Item = &Judged> {
        self.judged.iter().filter(|j| j.is_unjudged())
    }
    pub fn incomplete(&self) -> impl Iterator<Item = &Judged> {
        self.judged.iter().filter(|j| !j.summary.complete)
    }
    /// Complete processes that made no Level Zero object (a device probe, a test runner
    /// listing tests, an import): clean, and counted apart so a reader sees why.
    pub fn no_object(&self) -> impl Iterator<Item = &Judged> {
        self.judged.iter().filter(|j| j.summary.complete && j.summary.level_zero.no_object_words().is_some())
    }
    /// A leak first (and, with `--require-complete`, any incomplete summary or a process without
    /// one), then a process that keeps growing, then a process that could not be judged or was
    /// not seen.
    pub fn code(&self, require_complete: bool) -> i32 {
        let without = !self.unseen.is_empty() || !self.running.is_empty();
        if self.leaked().next().is_some() || (require_complete && (self.incomplete().next().is_some() || without)) {
            exit::LEAKED
        } else if let Some((_, e)) = self.unreadable.iter().max_by_key(|(_, e)| e.code()) {
            // A summary nobody could read judges nothing: the gate cannot pass.
            e.code()
        } else if self.growing().next().is_some() {
            exit::GROWING
        } else if self.unjudged().next().is_some() || !self.unseen.is_empty() {
            exit::INCOMPLETE
        } else {
            exit::OK
        }
    }
}

/// The limits that `summary`'s certain leaks exceed, as the flags that set them, once the
/// allowed sites are taken off; those its uncertain objects would make it exceed too (none
/// when the first are not none); and the sites not allowed.
pub fn judge(summary: &Summary, args: &CheckArgs, allow: &AllowList) -> (Vec<String>, Vec<String>, Vec<Site>) {
    let sites = summary.sites.as_deref().unwrap_or_default();
    let (counts, bytes) = allowed::allowed_share(sites, allow);
    let allowed = Share { counts, bytes };
    let by_site = &summary.objects.uncertain_by_site;
    let allowed_uncertain = (sites.iter().enumerate())
        .filter(|(i, s)| by_site.contains_key(i) && allow.allows(s))
        .fold(Share::default(), |sum, (i, _)| sum.plus(&Share::of(&by_site[&i])));
    let new_sites = sites.iter().filter(|s| !allow.allows(s)).cloned().collect();
    let seen = program_share(summary, args.count_runtime).less(&allowed);
    let certain = seen.less(&Share::of(&summary.objects.uncertain).less(&allowed_uncertain));
    let beyond = exceeded(&certain, args);
    let unjudged = if beyond.is_empty() { exceeded(&seen, args) } else { vec![] };
    (beyond, unjudged, new_sites)
}

/// A running process's growing sites not allowed, fastest first, if they grow beyond
/// `--max-growth-bytes-per-s` (any of them, at 0); else none.
pub fn growing(summary: &Summary, args: &CheckArgs, allow: &AllowList) -> Vec<Site> {
    let sites = summary.sites.as_deref().unwrap_or_default();
    let mut growing: Vec<Site> =
        sites.iter().filter(|s| s.is_growing() && !allow.allows(s)).cloned().collect();
    growing.sort_by(|a, b| b.growth_bytes_per_s().total_cmp(&a.growth_bytes_per_s()));
    let rate: f64 = growing.iter().map(|s| s.growth_bytes_per_s()).sum();
    let limit = args.max_growth_bytes_per_s;
    match limit > 0.0 && rate <= limit {
        true => vec![],
        false => growing,
    }
}

/// The limits `share` exceeds, as the flags that set them.
fn exceeded(share: &Share, args: &CheckArgs) -> Vec<String> {
    let own_limit = |key: &str| args.limits.iter().rev().find(|(k, _)| k == key).map(|l| l.1);
    let mut beyond = Vec::new();
    let mut sums = [0u64; 2];
    let bytes_of = |k: &str| share.bytes.get(k).copied().unwrap_or(0);
    let total = own_limit("total");
    let kinds = share.counts.iter().map(|(k, n)| (k.as_str(), *n, 0));
    let bytes = BYTE_KINDS.iter().map(|k| (*k, bytes_of(k), 1));
    for (key, n, sum) in kinds.chain(bytes) {
        match own_limit(key) {
            Some(max) if n > max => beyond.push(format!("--max {key}={max}")),
            Some(_) => {}
            // `--max total=N` judges the USM kinds together, out of the sum.
            None if total.is_some() && sum == 1 && key != memory::PHYSICAL => {}
            None => sums[sum] += n,
        }
    }
    let usm = memory::USM.iter().map(|k| bytes_of(k)).sum::<u64>();
    let reserved = (memory::VIRTUAL_RESERVED, bytes_of(memory::VIRTUAL_RESERVED));
    for (key, n) in [(memory::TOTAL, usm), reserved, (memory::VIRTUAL_MAPPED, bytes_of(memory::VIRTUAL_MAPPED))] {
        match own_limit(key) {
            Some(max) if n > max => beyond.push(format!("--max {key}={max}")),
            _ => {}
        }
    }
    if sums[0] > args.max_leaked_objects {
        beyond.push(format!("--max-leaked-objects {}", args.max_leaked_objects));
    }
    if sums[1] > args.max_leaked_bytes {
        beyond.push(format!("--max-leaked-bytes {}", args.max_leaked_bytes));
    }
    beyond
}
