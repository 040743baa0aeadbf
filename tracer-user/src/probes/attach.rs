//! Attaching the call programs to a loader copy and the ld.so programs to an ld.so, and the
//! bookkeeping of what is attached where (per copy, and per process for `--pid`).
use std::{
    num::NonZeroU32,
    os::fd::{AsFd, OwnedFd},
    path::{Path, PathBuf},
    time::Duration,
};

use anyhow::Context as _;
use aya::{
    Ebpf,
    maps::{Array, HashMap as BpfHashMap},
    programs::{
        UProbe,
        uprobe::{UProbeAttachLocation, UProbeAttachPoint, UProbeLink, UProbeScope},
    },
};
use tracer_common::{Cookie, FileKey, Kind, api_of};

use super::{
    TracedLib, Probes,
    elf::OpenElf,
    maps::vanished,
    uprobe_multi,
};
use crate::process::clock;

/// How probes are attached: uprobe_multi links (one per program, loader copy and scope), or,
/// on kernels before 6.6, one perf-event uprobe per symbol and program through aya.
pub(super) enum Programs {
    /// The call programs, in [`Role`] order.
    Multi { calls: [OwnedFd; 3] },
    PerfEvents,
}

/// The ld.so programs: one uprobe_multi link per copy of ld.so and scope, or, where the
/// kernel has none, one perf-event uprobe per site through aya. `ze_libs` holds threads that
/// load a new copy, where the kernel takes sleepable uprobe programs; `ze_libs_report` only
/// reports.
pub(super) const LIBS_PROGRAMS: [&str; 2] = ["ze_libs", "ze_libs_report"];

/// The call programs: what each does, and on which symbols.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Role {
    /// A create's or destroy's entry: stashes its arguments.
    Entry = 0,
    /// A create's or destroy's return: emits it.
    Return = 1,
    /// An append's or reset's return: emits it.
    CallReturn = 2,
}

impl Role {
    /// In the order they are attached: a return before its entry, so that no call is
    /// stashed whose return is not yet probed.
    const ALL: [Role; 3] = [Role::Return, Role::CallReturn, Role::Entry];

    pub(super) fn program(self, noop: bool) -> &'static str {
        match (self, noop) {
            (Role::Entry, false) => "ze_entry",
            (Role::Return, false) => "ze_return",
            (Role::CallReturn, false) => "ze_call_return",
            (Role::Entry, true) => "noop_entry",
            (Role::Return, true) => "noop_return",
            (Role::CallReturn, true) => "noop_call_return",
        }
    }

    fn is_return(self) -> bool {
        self != Role::Entry
    }

    /// Whether a symbol of this kind (and cookie) is probed by this program: not the return of
    /// a destroy sent from its entry (`Api::at_entry`).
    fn probes(self, kind: Kind, cookie: u64) -> bool {
        match self {
            Role::Entry => matches!(kind, Kind::Create | Kind::Destroy),
            Role::Return => matches!(kind, Kind::Create | Kind::Destroy) && !Cookie(cookie).at_entry(),
            Role::CallReturn => matches!(kind, Kind::Call | Kind::Init),
        }
    }
}

pub(super) enum Link {
    Multi(#[allow(dead_code)] OwnedFd),
    Perf(#[allow(dead_code)] UProbeLink),
}

/// A copy (device, inode, as stat gives them) as `ARMED` knows it.
/// A file (stat's device, inode) as the kernel side's maps key it, for every process.
pub fn kernel_file_key(id: (u64, u64)) -> FileKey {
    file_key(id, None)
}

fn file_key(id: (u64, u64), pid: Option<u32>) -> FileKey {
    let dev = (libc::major(id.0) << 20) | libc::minor(id.0);
    FileKey { ino: id.1, dev, pid: pid.unwrap_or(0) }
}

pub(super) fn scope(pid: Option<u32>) -> UProbeScope {
    match pid.and_then(NonZeroU32::new) {
        Some(pid) => UProbeScope::OneProcess(pid),
        None => UProbeScope::AllProcesses,
    }
}

/// A link per call program for one loader copy.
fn attach_multi(
    progs: &[OwnedFd; 3],
    path: &Path,
    probes: &[(u64, u64, Kind)],
    pid: Option<u32>,
) -> std::io::Result<Vec<Link>> {
    let mut links = Vec::new();
    for role in Role::ALL {
        let (offsets, cookies): (Vec<u64>, Vec<u64>) =
            probes.iter().filter(|p| role.probes(p.2, p.1)).map(|p| (p.0, p.1)).unzip();
        if offsets.is_empty() {
            continue;
        }
        let prog = progs[role as usize].as_fd();
        links.push(Link::Multi(uprobe_multi::attach(prog, path, &offsets, &cookies, role.is_return(), pid)?));
    }
    Ok(links)
}

/// Where ld.so's probes go, as (virtual address, file offset), and how many of them the kernel
/// single-steps: `_dl_debug_state` itself, where its first emulated instruction is in reach
/// (`placement`); else each call of it, a `call rel32` the kernel emulates, when they are
/// surely all (`return_sites::call_sites`: glibc's is a lone `ret`, called from a few places,
/// twice per dlopen and per dlclose, so a trap and a single-step each, about 5 µs in a VM,
/// become a trap); else itself, single-stepped. `at_entry` (`--probe-at-entry`): itself, at
/// its first instruction.
fn ldso_sites(ldso: &OpenElf, state: &super::elf::Export, at_entry: bool) -> (Vec<(u64, u64)>, usize) {
    if at_entry {
        return (vec![(state.address, state.offset)], (state.site.single_step || state.site.offset > 0) as usize);
    }
    let own = (state.address + state.site.offset, state.offset + state.site.offset);
    if !state.site.single_step {
        return (vec![own], 0);
    }
    match ldso.call_sites("_dl_debug_state") {
        Ok(calls) if !calls.is_empty() => (calls, 0),
        Ok(_) => (vec![own], 1),
        Err(e) => {
            tracing::debug!(ldso = %ldso.path.display(), "its _dl_debug_state's calls are not surely all ({e:#}): probed on it");
            (vec![own], 1)
        }
    }
}

/// Loads the programs through aya, for one perf-event uprobe per symbol.
pub(super) fn load_perf_programs(ebpf: &mut Ebpf, names: [&str; 3]) -> anyhow::Result<()> {
    for name in names {
        let prog: &mut UProbe = ebpf.program_mut(name).context("program missing")?.try_into()?;
        prog.load()?;
    }
    Ok(())
}

impl Probes {
    /// Traces `pid` (and, with `config::FOLLOW`, its future children) under `config::FILTER`.
    pub fn trace_pid(&mut self, pid: u32) -> anyhow::Result<()> {
        let mut procs: BpfHashMap<_, u32, u32> =
            self.ebpf.map_mut("PROCS").context("PROCS map")?.try_into()?;
        Ok(procs.insert(pid, tracer_common::TRACED, 0)?)
    }

    /// Puts `pid` (a client's command, held before its exec) in run `run`: its children, forked
    /// from then on, inherit it (`config::RUNS`).
    pub fn enroll(&mut self, pid: u32, run: u32) -> anyhow::Result<()> {
        let mut procs: BpfHashMap<_, u32, u32> = self.ebpf.map_mut("PROCS").context("PROCS map")?.try_into()?;
        let bits = procs.get(&pid, 0).unwrap_or(0) & !(tracer_common::MAX_RUN << tracer_common::RUN_SHIFT);
        Ok(procs.insert(pid, bits | run << tracer_common::RUN_SHIFT, 0)?)
    }

    /// The run `pid` is in (0: none, or it is gone).
    pub fn run_of(&self, pid: u32) -> u32 {
        let procs = self.ebpf.map("PROCS").and_then(|m| BpfHashMap::<_, u32, u32>::try_from(m).ok());
        procs.and_then(|p| p.get(&pid, 0).ok()).map_or(0, |bits| bits >> tracer_common::RUN_SHIFT)
    }

    /// The children of run `run` (0: `--follow`'s) that the kernel side had no room to follow,
    /// so ran untraced (`UNFOLLOWED`); taken: the count starts again from 0.
    pub fn take_unfollowed(&mut self, run: u32) -> u64 {
        let map = self.ebpf.map_mut("UNFOLLOWED").and_then(|m| BpfHashMap::<_, u32, u64>::try_from(m).ok());
        let Some(mut map) = map else { return 0 };
        let n = map.get(&run, 0).unwrap_or(0);
        if n > 0 {
            let _ = map.remove(&run);
        }
        n
    }

    /// Attaches the ld.so probe (see `ze_libs`) to a copy of the dynamic linker, the file `id`
    /// (device, inode) at `path`, for `pid` or every process. Returns false if already
    /// attached; an error if `path` is not (or no longer) that file.
    pub fn attach_ldso(&mut self, path: &Path, id: (u64, u64), pid: Option<u32>) -> anyhow::Result<bool> {
        if self.links.contains_key(&(id, None)) || self.links.contains_key(&(id, pid)) {
            return Ok(false);
        }
        self.settle((id, pid));
        // One opening, read and attached through (see `OpenElf`).
        let ldso = OpenElf::open(path, id)?;
        let debug_state = ldso.export("_dl_debug_state", &[])?;
        let (sites, stepped) = ldso_sites(&ldso, &debug_state, self.at_entry);
        tracing::debug!(lib = %path.display(), stepped, probes = sites.len(), "probes placed");
        if stepped > 0 {
            tracing::info!(lib = %path.display(), "its probe sits where the kernel single-steps: each library load and unload pays two traps more");
        }
        // Where ld.so's list of objects is (0: unknown, see `ze_libs`).
        let r_debug = ldso.address("_r_debug").ok();
        // When it is in place, in a slot of its own: until then (0), or once a later probe
        // takes the slot, its first reports count as late (`libs::LATE_LOOK`).
        let slot = self.ldso_probes % tracer_common::libs::LDSO_SLOTS;
        self.ldso_probes = self.ldso_probes.wrapping_add(1);
        let mut since: Array<_, u64> = self.ebpf.map_mut("LDSO_SINCE").context("LDSO_SINCE map")?.try_into()?;
        since.set(slot, 0, 0)?;
        // The program finds `_r_debug` and knows the call (`r_brk`) from where it fires.
        let cookies: Vec<u64> = sites
            .iter()
            .map(|&(address, _)| {
                let delta = r_debug.map_or(0, |r| r.wrapping_sub(address) as i64);
                let to_state = debug_state.address.wrapping_sub(address) as i64;
                tracer_common::libs::ldso_cookie(delta, to_state, slot)
            })
            .collect();
        let offsets: Vec<u64> = sites.iter().map(|&(_, offset)| offset).collect();
        let mut links = Vec::with_capacity(sites.len());
        if let Some(prog) = &self.libs_multi {
            links.push(Link::Multi(uprobe_multi::attach(prog.as_fd(), &ldso.attach_path(), &offsets, &cookies, false, pid)?));
        } else {
            let name = LIBS_PROGRAMS[!self.holds as usize];
            let prog: &mut UProbe = self.ebpf.program_mut(name).unwrap().try_into()?;
            for (&offset, &cookie) in offsets.iter().zip(&cookies) {
                let point = UProbeAttachPoint { location: UProbeAttachLocation::AbsoluteOffset(offset), cookie: Some(cookie) };
                let link_id = prog.attach(point, ldso.attach_path(), scope(pid))?;
                links.push(Link::Perf(prog.take_link(link_id)?));
            }
        }
        let mut since: Array<_, u64> = self.ebpf.map_mut("LDSO_SINCE").context("LDSO_SINCE map")?.try_into()?;
        since.set(slot, clock::boot_ns(), 0)?;
        self.links.insert((id, pid), links);
        // As a copy's: a process that began after this ld.so was probed had its every load seen.
        self.armed_at.insert((id, pid), clock::boot_ns());
        if pid.is_none() {
            self.paths.insert(id, path.to_owned());
        }
        Ok(true)
    }

    /// Attaches the call programs to every traced symbol of `lib` (entry and return probes for
    /// creates and destroys, a return probe for the rest), for `pid` only or for every process.
    /// Returns false if already attached.
    pub fn attach(&mut self, lib: &TracedLib, pid: Option<u32>) -> anyhow::Result<bool> {
        let key = (lib.id, pid);
        if self.links.contains_key(&key) {
            return Ok(false);
        }
        self.settle(key);
        let share = lib.share();
        if let Some(share) = share.filter(|s| pid.is_none() && self.armed_by_owner.get(s).is_some_and(|&n| n >= self.copy_share)) {
            anyhow::bail!("{} is not armed: {share} has {} copies armed already, its share", lib.path.display(), self.copy_share);
        }
        if lib.library.level > 0 && self.no_layers {
            return self.attached(lib, pid, vec![]);
        }
        // A layer's calls are in flight from its first probe on: creates ask about them from then.
        if lib.library.level > 0 {
            self.set_config(tracer_common::config::LAYERED, true)?;
        }
        // Appends only where their rows are wanted (`ProbeOptions::append_rows`).
        let symbols: Vec<_> = lib.symbols.iter().filter(|s| self.append_rows || api_of(s.api as u16).kind != Kind::Call).collect();
        let stepped = symbols.iter().filter(|s| s.single_steps(self.at_entry)).count();
        tracing::debug!(lib = %lib.name, stepped, probes = symbols.len(), "probes placed");
        if stepped > 0 {
            tracing::info!(
                lib = %lib.name,
                "{stepped} of its {} probes sit where the kernel single-steps (no emulated instruction in reach): \
                 each of their calls pays a second trap",
                symbols.len()
            );
        }
        // (offset, cookie, kind) per symbol; an initialization's cookie names its copy.
        let copy = self.number_copy(lib.id);
        let probes: Vec<(u64, u64, Kind)> = symbols
            .iter()
            .map(|s| {
                let offset = s.offset + if self.at_entry { 0 } else { s.site.offset };
                let api = api_of(s.api as u16);
                let cookie = Cookie::new(s.api as u16, api);
                let cookie = if api.kind == Kind::Init { cookie.with_copy(copy) } else { cookie };
                (offset, cookie.0, api.kind)
            })
            .collect();
        if let Programs::Multi { calls, .. } = &self.programs {
            match attach_multi(calls, &lib.attach_path(), &probes, pid) {
                Ok(links) => return self.attached(lib, pid, links),
                // A kernel that loads the programs but has no uprobe_multi links: fall back to
                // perf events, once, before anything is attached.
                Err(e)
                    if self.links.is_empty()
                        && matches!(e.raw_os_error(), Some(libc::EINVAL | libc::EOPNOTSUPP)) =>
                {
                    tracing::info!("no uprobe_multi links ({e}): one perf event per probe");
                    load_perf_programs(&mut self.ebpf, self.names)?;
                    self.programs = Programs::PerfEvents;
                }
                Err(e) => return Err(e).with_context(|| format!("attaching to {}", lib.path.display())),
            }
        }
        let links = self.attach_perf_events(lib, &probes, pid)?;
        self.attached(lib, pid, links)
    }

    /// The number this copy's initializations name it by (`Cookie::with_copy`), given at its
    /// first attach and kept until it vanishes, when its number is given to the next copy (a
    /// node that starts a container a few minutes for a year attaches more copies than `u16`
    /// numbers, each container's its own file); 0 once they all are in use.
    fn number_copy(&mut self, id: (u64, u64)) -> u16 {
        if let Some(&n) = self.copy_numbers.get(&id) {
            return n;
        }
        let fresh = u16::try_from(self.copy_numbers.len() + self.free_numbers.len() + 1).ok();
        match self.free_numbers.pop().or(fresh) {
            Some(n) => *self.copy_numbers.entry(id).or_insert(n),
            None => 0,
        }
    }

    /// The number a process's `zeInit` through this copy names it by (see `number_copy`): a
    /// call through one copy witnesses that copy's calls only (`data::copies`). None: it was
    /// never attached, or numbers ran out.
    pub fn copy_number(&self, id: (u64, u64)) -> Option<u16> {
        self.copy_numbers.get(&id).copied()
    }

    /// Keeps a copy's links.
    fn attached(&mut self, lib: &TracedLib, pid: Option<u32>, links: Vec<Link>) -> anyhow::Result<bool> {
        tracing::debug!(lib = %lib.path.display(), ?pid, symbols = lib.symbols.len(), "attached");
        self.links.insert((lib.id, pid), links);
        if pid.is_none() {
            self.paths.insert(lib.id, lib.path.clone());
            if let Some(share) = lib.share() {
                if self.copy_owners.insert(lib.id, share).is_none() {
                    *self.armed_by_owner.entry(share).or_default() += 1;
                }
            }
        }
        // Processes that load it need not be held any more.
        let mut armed: BpfHashMap<_, FileKey, u8> = self.ebpf.map_mut("ARMED").context("ARMED map")?.try_into()?;
        armed.insert(file_key(lib.id, pid), 1, 0)?;
        self.armed_at.insert((lib.id, pid), clock::boot_ns());
        Ok(true)
    }

    /// Whether this copy was armed for `pid` (or for every process) before `boot_ns`
    /// (CLOCK_BOOTTIME): a process that began then mapped it armed, and none of its calls
    /// went unseen.
    pub fn armed_before(&self, id: (u64, u64), pid: u32, boot_ns: u64) -> bool {
        [None, Some(pid)].into_iter().filter_map(|scope| self.armed_at.get(&(id, scope))).any(|&at| at < boot_ns)
    }

    fn attach_perf_events(
        &mut self,
        lib: &TracedLib,
        probes: &[(u64, u64, Kind)],
        pid: Option<u32>,
    ) -> anyhow::Result<Vec<Link>> {
        let scope = scope(pid);
        let mut links = Vec::new();
        for role in Role::ALL {
            for &(offset, cookie, _) in probes.iter().filter(|p| role.probes(p.2, p.1)) {
                let prog: &mut UProbe = self.ebpf.program_mut(self.names[role as usize]).unwrap().try_into()?;
                let point = UProbeAttachPoint {
                    location: UProbeAttachLocation::AbsoluteOffset(offset),
                    cookie: Some(cookie),
                };
                let id = prog.attach(point, lib.attach_path(), scope)?;
                links.push(Link::Perf(prog.take_link(id)?));
            }
        }
        Ok(links)
    }

    /// Loader copies with probes attached (for every process or for some).
    pub fn copies_attached(&self) -> usize {
        self.links.keys().map(|(id, _)| id).collect::<std::collections::HashSet<_>>().len()
    }

    /// The PIDs probes are armed for (PerPid scope).
    pub fn pids(&self) -> impl Iterator<Item = u32> + '_ {
        let mut pids: Vec<u32> = self.links.keys().filter_map(|(_, pid)| *pid).collect();
        pids.sort_unstable();
        pids.dedup();
        pids.into_iter()
    }

    /// Whether this copy is attached for `pid` (or for every process).
    pub fn is_attached(&self, id: (u64, u64), pid: u32) -> bool {
        self.links.contains_key(&(id, Some(pid))) || self.links.contains_key(&(id, None))
    }

    /// Removes the probes armed for `pid` (its process ended).
    pub fn detach_pid(&mut self, pid: u32) {
        let keys: Vec<_> = self.links.keys().filter(|(_, p)| *p == Some(pid)).cloned().collect();
        self.detach(&keys);
    }

    /// Removes the probes of copies, probed for every process, that no path reaches any more
    /// and no process maps (a container image removed, a venv deleted): their links would
    /// otherwise keep the files' inodes for as long as the daemon runs. Returns their paths.
    pub fn detach_vanished(&mut self) -> Vec<PathBuf> {
        let gone = vanished(&mut self.paths);
        let keys: Vec<_> = gone.iter().map(|id| (*id, None)).collect();
        self.detach(&keys);
        gone.iter().filter_map(|id| self.paths.remove(id)).collect()
    }

    /// A copy probed for every process is reached by `path` now (moved into place).
    pub fn known_as(&mut self, id: (u64, u64), path: &Path) {
        if let Some(p) = self.paths.get_mut(&id) {
            *p = path.to_owned();
        }
    }

    /// On a background thread: the kernel waits for an RCU grace period per link it tears down.
    fn detach(&mut self, keys: &[((u64, u64), Option<u32>)]) {
        if let Some(mut armed) = self.ebpf.map_mut("ARMED").and_then(|m| BpfHashMap::<_, FileKey, u8>::try_from(m).ok()) {
            for &(id, pid) in keys {
                let _ = armed.remove(&file_key(id, pid));
            }
        }
        for key in keys {
            self.armed_at.remove(key);
        }
        for &(id, _) in keys.iter().filter(|k| k.1.is_none()) {
            self.free_numbers.extend(self.copy_numbers.remove(&id));
            if let Some(owner) = self.copy_owners.remove(&id) {
                if let Some(n) = self.armed_by_owner.get_mut(&owner) {
                    *n = n.saturating_sub(1);
                }
            }
        }
        let (mut owned, mut torn): (Vec<Link>, Vec<_>) = (vec![], vec![]);
        for key in keys {
            if let Some(links) = self.links.remove(key).filter(|l| !l.is_empty()) {
                owned.extend(links);
                torn.push(*key);
            }
        }
        if owned.is_empty() {
            return;
        }
        let ticket = match self.slow_detach {
            Some(delay) => super::drop_later(Slowly(delay, owned)),
            None => super::drop_later(owned),
        };
        self.dropping.retain(|_, &mut t| !super::dropped(t, Duration::ZERO));
        self.dropping.extend(torn.into_iter().map(|key| (key, ticket)));
    }

    /// Waits until the links `key` had before, if any, are torn down (those its copy had for
    /// every process too): a copy taken for vanished may be loaded again at once (by a path the
    /// daemon did not know), and with its old links and its new ones both in place, each call
    /// made meanwhile would be sent twice.
    fn settle(&mut self, key: ((u64, u64), Option<u32>)) {
        let tickets = [self.dropping.remove(&key), self.dropping.remove(&(key.0, None))];
        let Some(ticket) = tickets.into_iter().flatten().max() else { return };
        if !super::dropped(ticket, SETTLE_PATIENCE) {
            tracing::warn!("the probes of a copy removed before are still being torn down: its calls may be counted twice for a while");
        }
    }
}

/// The longest `settle` waits: a link is torn down within a few RCU grace periods.
const SETTLE_PATIENCE: Duration = Duration::from_secs(2);

/// Links whose teardown first waits (the testbed's `--slow-detach-ms`), as on a busy node.
struct Slowly(Duration, #[allow(dead_code)] Vec<Link>);

impl Drop for Slowly {
    fn drop(&mut self) {
        std::thread::sleep(self.0);
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::{Swapped, probes};

    /// An ld.so probe's cookie gives back where `_r_debug` and `_dl_debug_state` are (either
    /// side of the probe) and its `LDSO_SINCE` slot; a distance that does not fit reads as
    /// unknown (every load reported).
    #[test]
    fn an_ld_so_cookie_keeps_its_deltas_and_its_slot() {
        use tracer_common::libs::{LDSO_SLOTS, ldso_cookie, ldso_cookie_parts};
        let max24 = (1 << 23) - 1;
        for (delta, to_state, slot) in [(0x1f3a8, 0, 0), (-0x2000, 0x73e, 7), (i32::MAX as i64, -max24 - 1, LDSO_SLOTS - 1), (8, max24, 1)] {
            assert_eq!(ldso_cookie_parts(ldso_cookie(delta, to_state, slot)), (delta, to_state, slot));
        }
        assert_eq!(ldso_cookie_parts(ldso_cookie(1 << 40, 5, 3)), (0, 0, 3));
        assert_eq!(ldso_cookie_parts(ldso_cookie(8, 1 << 23, 3)), (0, 0, 3));
        assert_eq!(ldso_cookie_parts(ldso_cookie(8, 0, LDSO_SLOTS + 2)).2, 2);
    }

    /// Every `u16` number given, a copy that vanishes gives its number to the next copy;
    /// before, the next copy had none, and neither did any later one.
    #[test]
    fn a_vanished_copy_s_number_goes_to_the_next_copy() {
        let mut probes = probes();
        let ids = (1..=u16::MAX as u64).map(|ino| (1, ino));
        let numbers: Vec<u16> = ids.map(|id| probes.number_copy(id)).collect();
        assert_eq!(numbers.first(), Some(&1));
        assert_eq!(numbers.last(), Some(&u16::MAX));
        assert_eq!(probes.number_copy((2, 1)), 0, "all in use");
        probes.detach(&[((1, 7), None)]);
        assert_eq!(probes.copy_number((1, 7)), None);
        assert_eq!(probes.number_copy((2, 2)), 7);
        assert_eq!(probes.number_copy((2, 2)), 7, "kept");
        assert_eq!(probes.number_copy((2, 3)), 0);
    }

    /// ld.so's probe goes on the file its caller looked at (the identity it passes) or on
    /// none: at a path where another file is now (a tenant swapped it after the look), it is
    /// refused, not placed by the path's file of the moment at an offset read from another.
    #[test]
    fn ld_so_s_probe_goes_on_the_file_looked_at_or_none() {
        let swapped = Swapped::new("/lib64/ld-linux-x86-64.so.2", "ld-linux-x86-64.so.2");
        let mut probes = probes();
        // For this process alone: no other process maps the copies anyway.
        let me = Some(std::process::id());
        let err = probes.attach_ldso(&swapped.link, swapped.id(0), me).map(|_| ()).unwrap_err();
        assert!(format!("{err:#}").contains("is not the file it was"), "{err:#}");
        // The file looked at back in place: probed.
        swapped.point_at(0);
        assert!(probes.attach_ldso(&swapped.link, swapped.id(0), me).unwrap());
    }
}
