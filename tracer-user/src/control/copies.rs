//! Loader copies and the copies of ld.so that find them: what the daemon arms as processes
//! load them, and the threads the kernel side holds meanwhile (see `tracer-ebpf/src/libs.rs`).
use std::{
    collections::HashSet,
    fs,
    os::{fd::AsRawFd, unix::fs::MetadataExt},
    path::{Path, PathBuf},
};

use super::{ALREADY_RUNNING, Control, Scope, cannot_attach, gate::Gated};
use crate::{
    data::{DataPlane, Scan, copies::Armed},
    exit::Fatal,
    probes::{self, TracedLib},
    process::{clock, facts, memory::ProcessMemory},
};

/// A copy a process maps, as a look found it: its name, its identity, and the outcome if it
/// was attached by this look (None: armed before).
type Adopted = (String, Option<(u64, u64)>, Option<Result<(), Fatal>>);

/// Files remembered as no library (see `Control::not_libraries`).
const MAX_NOT_LIBRARIES: usize = 4096;

impl Control {
    pub(super) fn attach_everywhere(&mut self, lib: &TracedLib) -> Result<bool, Fatal> {
        let attached = self.probes.attach(lib, None).map_err(|e| cannot_attach(lib, e))?;
        if attached {
            tracing::info!(
                lib = %lib.name,
                version = lib.version.as_deref().unwrap_or("unknown"),
                symbols = lib.symbols.len(),
                "loader copy attached"
            );
            if !lib.missing.is_empty() {
                tracing::debug!(lib = %lib.path.display(), missing = ?lib.missing, "not exported");
            }
        }
        Ok(attached)
    }

    /// Arms a gated copy (see `gate`) as it is written, or as a process opens it (one written
    /// before its gate was in place, or moved into place), then lets the open go on.
    pub fn arm_gated(&mut self, data: &mut DataPlane, gated: Gated) {
        if gated.interpreter {
            return self.probe_gated_ldso(data, gated);
        }
        // A file found to be none before, unchanged since: not read again.
        let seen = gated.file.metadata().ok().map(|m| (m.dev(), m.ino(), m.mtime(), m.len()));
        let known_decoy = seen.is_some_and(|k| self.not_libraries.contains(&k));
        let lib = match known_decoy {
            true => Err(anyhow::anyhow!("found to be none before")),
            false => gated.file.try_clone().map_err(anyhow::Error::from).and_then(|f| TracedLib::inspect_open(f, &gated.path)),
        };
        // Some(now): armed, now or before; None: not a loader copy (yet), or it failed.
        let armed = match lib {
            Ok(lib) => self.arm_everywhere(lib),
            Err(_) if known_decoy => None,
            Err(e) => {
                // Not an ELF file, or not written to the end yet: its opens stay gated. Said
                // once per content: a decoy opened in a loop is not read, nor logged, again.
                tracing::info!(lib = %gated.path.display(), "a file named as a traced library, but none (yet): {e:#}");
                if self.not_libraries.len() >= MAX_NOT_LIBRARIES {
                    self.not_libraries.clear();
                }
                self.not_libraries.extend(seen);
                None
            }
        };
        let ms = gated.since.elapsed().as_secs_f64() * 1e3;
        let lib = gated.path.display();
        match (gated.opener, armed) {
            (None, Some(true)) => tracing::info!(%lib, "loader copy armed as it was written ({ms:.2} ms)"),
            (None, _) => {}
            (Some(pid), Some(true)) => tracing::info!(%lib, pid, "loader copy armed {ms:.2} ms after the process opened it, before it mapped it: open let go"),
            (Some(pid), Some(false)) => tracing::info!(%lib, pid, "open of a new loader copy let go after {ms:.2} ms, armed before it mapped it"),
            (Some(pid), None) => tracing::info!(%lib, pid, "open of a file named as the loader let go after {ms:.2} ms: it cannot be armed"),
        }
        gated.done(armed.is_some());
    }

    /// A copy of ld.so an exec opens, its process waiting at the gate: probed through the
    /// event's file (whatever mount namespace it is in), then the exec goes on, so that no
    /// loader copy the program loads through it goes unseen. One the gate let go first (the
    /// loop was late) may have loaded a copy meanwhile: its maps are read, and its summary
    /// says so if it is gone.
    fn probe_gated_ldso(&mut self, data: &mut DataPlane, gated: Gated) {
        let at = PathBuf::from(format!("/proc/self/fd/{}", gated.file.as_raw_fd()));
        let probed = match gated.file.metadata() {
            Ok(meta) => match self.probes.attach_ldso(&at, (meta.dev(), meta.ino()), None) {
                Ok(now) => {
                    self.probes.known_as((meta.dev(), meta.ino()), &gated.path);
                    if let Some(gate) = &self.gate {
                        gate.probed((meta.dev(), meta.ino()));
                    }
                    if now {
                        tracing::info!(ldso = %gated.path.display(), "ld.so copy probed as a process exec'd it");
                    }
                    true
                }
                Err(e) => {
                    tracing::warn!("cannot probe {}: {e:#}; its processes' loader copies are found only by their maps", gated.path.display());
                    false
                }
            },
            Err(_) => false,
        };
        if let Some(pid) = gated.opener.filter(|_| gated.let_go_first()) {
            let reason = format!("it ran under {}, which was probed only after its exec was let go (the daemon was late): a loader copy it loaded before then may not have been seen", gated.path.display());
            tracing::info!(pid, "{reason}");
            self.note(data, pid, reason);
            self.adopt(data, pid, false, &[], true);
        }
        gated.done(probed);
    }

    /// Arms `lib` for every process: Some(whether now), None if it cannot be.
    fn arm_everywhere(&mut self, lib: TracedLib) -> Option<bool> {
        match self.attach_everywhere(&lib) {
            Ok(now) => {
                // The same file again (moved into place after it was written): known by this path now.
                if !now {
                    self.probes.known_as(lib.id, &lib.path);
                }
                Some(now)
            }
            Err(e) => {
                tracing::warn!("{e}");
                None
            }
        }
    }

    /// `probe_ldso` on a copy of ld.so a process maps, unless a user serves its file (see
    /// `untrusted::served_by_a_user`): then its loads go unreported (None). With the file's
    /// identity.
    pub(super) fn probe_mapped_ldso(&mut self, ldso: &probes::Mapped, pid: Option<u32>) -> Option<(bool, (u64, u64))> {
        if let Some(why) = &ldso.untouchable {
            tracing::warn!(ldso = %ldso.shown, "not probed: {why}");
            return None;
        }
        self.probe_ldso_file(&ldso.path, pid)
    }

    /// Probes a copy of ld.so so that its library loads (in `pid`, or every process) are
    /// reported and threads that map a new loader copy held (see `ze_libs`).
    /// Whether it was probed now (`Some(true)`), or before; None: it is not probed.
    pub(super) fn probe_ldso(&mut self, path: &Path, pid: Option<u32>) -> Option<bool> {
        self.probe_ldso_file(path, pid).map(|(now, _)| now)
    }

    /// `probe_ldso`, with the identity (device, inode) of the file probed.
    fn probe_ldso_file(&mut self, path: &Path, pid: Option<u32>) -> Option<(bool, (u64, u64))> {
        if self.opts.no_ldso_probe {
            return None;
        }
        let id = fs::metadata(path).map(|meta| (meta.dev(), meta.ino())).ok()?;
        let probed = self.probes.attach_ldso(path, id, pid);
        if let (Some(gate), Ok(_), None) = (&self.gate, &probed, pid) {
            gate.probed(id);
        }
        match probed {
            Ok(now) => {
                if now {
                    tracing::info!(ldso = %path.display(), "ld.so copy probed");
                }
                Some((now, id))
            }
            Err(e) => {
                tracing::warn!("cannot probe {}: {e:#}; its processes' later loader copies \
                                are found only at their next exec", path.display());
                None
            }
        }
    }

    /// System-wide start: the copies of the loader and of ld.so that running processes have
    /// mapped (containers' included), and a note for the processes already using one.
    pub(super) fn adopt_running_processes(&mut self, data: &mut DataPlane) {
        let Ok(all) = procfs::process::all_processes() else { return };
        let mut scans = vec![];
        for pid in all.filter_map(|p| p.ok()).map(|p| p.pid as u32) {
            if pid == std::process::id() {
                continue;
            }
            if let Ok(ns) = fs::metadata(format!("/proc/{pid}/ns/mnt")) {
                if self.namespaces.insert(ns.ino()) {
                    for ldso in probes::mapped_ldsos(pid).unwrap_or_default() {
                        self.probe_mapped_ldso(&ldso, None);
                    }
                }
            }
            if !probes::mapped_loaders(pid).unwrap_or_default().is_empty() {
                data.note_attached(pid, ALREADY_RUNNING.into());
                scans.push((pid, Scan::Libs));
                data.prime_stacks(pid);
            }
        }
        self.scan(data, scans);
    }

    /// Reads the maps of the processes the batch asked for: a new loader copy is attached for
    /// every process (or the target alone, PerPid); a new mount namespace's ld.so is probed.
    pub(super) fn scan(&mut self, data: &mut DataPlane, scans: Vec<(u32, Scan)>) {
        // Once per process: whether it loaded libraries, when it last exec'd.
        let mut wanted: std::collections::BTreeMap<u32, (bool, Option<u64>)> = Default::default();
        for (pid, why) in scans {
            let entry = wanted.entry(pid).or_default();
            match why {
                Scan::Libs => entry.0 = true,
                Scan::Exec(at) => entry.1 = entry.1.max(Some(at)),
            }
        }
        for (pid, (libs, exec)) in wanted {
            let mut read_loaders = libs;
            // Its ld.so probed after its image began (now, or by another process's exec since):
            // what it loaded before went unreported, and a thread of it held meanwhile may have
            // been held at ld.so's first report, after what it loaded before ran.
            let mut probed_now = false;
            // Every ld.so it maps is probed (now or before).
            let mut all_probed = false;
            // An exec through an ld.so not probed yet (a container's own, a program's own
            // interpreter): probe it, then look for what was loaded before the probe took effect.
            if let Some(exec_ns) = exec.filter(|_| !self.opts.no_exec_scan) {
                // The exec, on the clock the probes' times are on.
                let exec_boot = exec_ns.saturating_add(clock::boot_ns().saturating_sub(clock::monotonic_ns()));
                match probes::mapped_ldsos(pid) {
                    Ok(ldsos) => {
                        all_probed = !ldsos.is_empty();
                        for ldso in ldsos {
                            let probed = self.probe_mapped_ldso(&ldso, None);
                            // Probed before, but after the exec: the exec of another process
                            // under it, handled first, probed it.
                            probed_now |= match probed {
                                Some((now, id)) => now || !self.probes.armed_before(id, pid, exec_boot),
                                None => false,
                            };
                            all_probed &= probed.is_some();
                        }
                        read_loaders |= probed_now;
                    }
                    // Gone before its ld.so could be told: without the exec gate, that ld.so
                    // may have been one no probe was on, and a copy it loaded went unseen.
                    // Said at its end if no call of it was traced (see `UNSEEN_EXEC`).
                    Err(_) if self.gate.is_none() && (data.get(pid).is_some() || self.ending.contains(&pid)) => {
                        tracing::info!(pid, "gone before its exec could be looked at");
                        self.unseen_execs.insert(pid);
                    }
                    Err(_) => {}
                }
            }
            if read_loaders {
                let mapped = self.adopt(data, pid, false, &[], probed_now);
                if probed_now && all_probed && mapped == Some(false) {
                    self.look_clean(data, pid);
                }
            }
        }
    }

    /// `pid`'s maps, read once the probes on every ld.so it maps were on, held no loader copy:
    /// any copy it has later was loaded after them, so ld.so's first report of it, which the
    /// kernel side calls late (its probe was put on after the process began,
    /// `libs::LATE_LOOK`), lists no copy whose code ran unseen, and a hold there, or a copy
    /// armed already there, is a proof. Without this, a program under an ld.so probed at its
    /// exec (its own interpreter, a container's first process) that loads the loader and
    /// never initializes it would end INCOMPLETE. The process's next exec forgets the look
    /// (`handle`, before the drain's loads): the maps read may have been of the image before.
    fn look_clean(&mut self, data: &mut DataPlane, pid: u32) {
        /// The most processes remembered so: past it, those gone are forgotten, then all.
        const MAX: usize = 4096;
        let Some(start) = facts::started_boot_ns(pid) else { return };
        if self.clean_looks.len() >= MAX {
            self.clean_looks.retain(|&pid, start| facts::started_boot_ns(pid) == Some(*start));
            if self.clean_looks.len() >= MAX {
                self.clean_looks.clear();
            }
        }
        tracing::info!(pid, "no loader copy mapped once its ld.so was probed: ld.so's reports of it are proofs");
        self.clean_looks.insert(pid, start);
        if let Some(p) = data.get(pid) {
            p.copies.looked_clean();
        }
    }

    /// Whether a look at `pid` found no copy mapped once its ld.so was probed (`look_clean`).
    fn looked_clean(&self, pid: u32) -> bool {
        self.clean_looks.get(&pid).is_some_and(|&start| facts::started_boot_ns(pid) == Some(start))
    }

    /// Run mode and `--pid`, every tick: the maps of the processes traced are read for loader
    /// copies not armed for them, whatever path missed them (ld.so's probe not on their ld.so
    /// yet, or not seeing the load; a hold given up): such a copy is armed within two ticks,
    /// and the summary says calls before then were not seen. A copy ld.so may still be loading
    /// is left to the hold, since none of its code has run: one seen unarmed for the first time
    /// (ld.so maps a file before it says it is adding it), one whose process's ld.so is adding
    /// or removing objects (`_r_debug.r_state` is not RT_CONSISTENT), one whose thread is held.
    /// System-wide, where every process on the node may be traced, reading all their maps every
    /// tick would cost too much: there ld.so's probe and the gate are what arm a copy.
    pub(super) fn look_for_missed_copies(&mut self, data: &mut DataPlane) {
        let pids: Vec<u32> = match self.scope {
            Scope::PerPid => self.probes.pids().collect(),
            Scope::Filtered => data.pids(),
            Scope::SystemWide => return,
        };
        let mut unarmed = HashSet::new();
        for pid in pids {
            let ids: Vec<(u64, u64)> = self.mapped_loaders(pid).unwrap_or_default().iter().filter_map(|m| m.identity()).collect();
            let new: Vec<(u32, (u64, u64))> = ids.into_iter().filter(|&id| !self.probes.is_attached(id, pid)).map(|id| (pid, id)).collect();
            let seen_before = !new.is_empty() && new.iter().all(|k| self.unarmed_last_tick.contains(k));
            unarmed.extend(new);
            let held = || self.probes.held_loading().any(|tid| Path::new(&format!("/proc/{pid}/task/{tid}")).exists());
            if seen_before && !held() && !self.ldso_busy(pid) {
                self.adopt(data, pid, false, &[], false);
            }
        }
        self.unarmed_last_tick = unarmed;
    }

    /// Whether ld.so is loading or unloading objects in `pid` now: `r_state` of its
    /// `_r_debug`, which ld.so sets before it maps a load's objects and resets once they are all
    /// mapped, before any is run. Not known (no `_r_debug`, the process gone): not busy.
    fn ldso_busy(&mut self, pid: u32) -> bool {
        /// `struct r_debug`'s `r_state`, and its value between loads.
        const R_STATE: u64 = 24;
        const RT_CONSISTENT: u32 = 0;
        let ldso = probes::mapped_ldsos(pid).ok().and_then(|all| all.into_iter().find(|m| m.offset == 0));
        let Some((ldso, id)) = ldso.and_then(|m| m.identity().map(|id| (m, id))) else { return false };
        // Read from the file `id` is (see `OpenElf`): what is cached for every process of that ld.so.
        let read = || probes::elf::OpenElf::open(&ldso.path, id).and_then(|elf| elf.address("_r_debug")).ok();
        let at = *self.r_debugs.entry(id).or_insert_with(read);
        let Some(at) = at else { return false };
        let mut state = [0u8; 4];
        let read = ProcessMemory { pid }.read(ldso.start + at + R_STATE, &mut state);
        read.is_ok() && u32::from_le_bytes(state) != RT_CONSISTENT
    }

    /// Arms the loader copies `pid` has mapped that are not yet, lets its `held` threads go,
    /// and notes in its summary what could not be seen. `loaded`: the kernel side saw it load
    /// a loader copy. `late_look`: its threads may have been held at ld.so's first report of
    /// it, from a probe put on after it began (`libs::LATE_LOOK`): a hold proves nothing then,
    /// and its copies are settled by its calls (`Armed::Unproven`).
    /// Whether it had a loader copy mapped; None: its maps could not be read.
    pub(super) fn adopt(&mut self, data: &mut DataPlane, pid: u32, loaded: bool, held: &[u32], late_look: bool) -> Option<bool> {
        // Late, unless a look since its ld.so was probed found no copy (`look_clean`).
        let clean = self.looked_clean(pid);
        if let Some(p) = data.get(pid).filter(|_| clean) {
            p.copies.looked_clean();
        }
        let late_look = late_look && !clean;
        let found = match self.adopt_copies(pid) {
            Ok(found) => found,
            Err(_) if !loaded => return None,
            Err(e) => {
                let reason = format!("it loaded a loader copy, but was gone before it could be armed ({e}): its calls were not seen");
                tracing::info!(pid, "{reason}");
                self.note(data, pid, reason);
                return None;
            }
        };
        // Armed by now: calls from then on are surely seen. Taken before anything is said of the
        // look (a test, or a user, may act on the log line at once).
        let looked_ns = clock::monotonic_ns();
        let mapped = !found.is_empty();
        let attached: Vec<&Adopted> = found.iter().filter(|(_, _, r)| r.is_some()).collect();
        // Held: none of the copy's code has run yet, unless the hold timed out first. A scan
        // of its own (an exec, a start) may meet a copy whose loading thread is held already,
        // its report still in the ring.
        let mut held = held.to_vec();
        if !loaded && !attached.is_empty() {
            held.extend(self.probes.held_loading().filter(|tid| Path::new(&format!("/proc/{pid}/task/{tid}")).exists()));
        }
        let mut in_time = !held.is_empty();
        let failed = attached.iter().any(|(_, _, r)| matches!(r, Some(Err(_))));
        for &tid in &held {
            match self.probes.release(tid, tracer_common::libs::HELD) {
                Some(since_ns) if !failed => {
                    let ms = clock::monotonic_ns().saturating_sub(since_ns) as f64 / 1e6;
                    match late_look {
                        false => tracing::info!(pid, tid, "loader copy armed {ms:.2} ms after it was loaded, before its first call: thread let go"),
                        true => tracing::info!(pid, tid, "loader copy armed {ms:.2} ms after ld.so's first report of the process, which came after it began: thread let go (calls it made before may not have been seen)"),
                    }
                }
                Some(_) => tracing::info!(pid, tid, "thread let go: its loader copy could not be armed"),
                None => {
                    // Let go already: its time was up, or an earlier scan armed its copy.
                    tracing::debug!(pid, tid, "no longer held");
                    in_time = false;
                }
            }
        }
        // A copy attached only now, after the process mapped it, while no call of it was
        // traced: no EXIT is due from the kernel, and the exit's walk of its objects will find
        // the copy armed. Without a tracker of its own it would end with no summary at all
        // (seen: 12 runs in 100 of a program with its own ld.so, system-wide, under load).
        let missed = found.iter().any(|(_, _, r)| matches!(r, Some(Err(_))) || (r.is_some() && !in_time));
        if missed && self.scope != Scope::PerPid && data.get(pid).is_none() && !self.ending.contains(&pid) && data.track_found(pid) {
            self.exits_to_watch.push(pid);
        }
        // A hold proves the copy armed before its first call only if ld.so's probe saw the
        // load happen (not a first report that came late).
        let proven = in_time && !late_look;
        // Read once, and only if a copy armed before needs it.
        let mut started = None;
        let vouched = data.get(pid).is_some_and(|p| p.copies.vouched());
        for (shown, id, result) in found {
            // Armed before this look: before the process began, before its thread loaded it
            // (the kernel's word, or a hold), or by another process's look after this one
            // mapped it, which only its calls can tell (`Armed::Unproven`).
            let mut before_start = || {
                let start = *started.get_or_insert_with(|| facts::started_boot_ns(pid));
                id.zip(start).is_some_and(|(id, start)| self.probes.armed_before(id, pid, start))
            };
            let (armed, reason) = match result {
                None if proven || vouched || before_start() => (Armed::InTime, None),
                None => (Armed::Unproven, None),
                Some(Ok(())) if proven => (Armed::InTime, None),
                // Held, but at a late first look: what it loaded before may have run.
                Some(Ok(())) if in_time => (Armed::Unproven, None),
                Some(Ok(())) => (Armed::Late, Some(format!("{shown} was attached after the process mapped it: calls before then were not seen"))),
                Some(Err(e)) => (Armed::Failed, Some(format!("{shown} cannot be traced: {e}"))),
            };
            if let Some(reason) = reason {
                // How it was looked at, for whoever reads a false INCOMPLETE in the log.
                tracing::info!(pid, lib = %shown, ?id, loaded, held = held.len(), "{reason}");
                self.note(data, pid, reason);
            }
            // Found before its first call, armed since it began: tracked now, so that its calls
            // settle it (a tracker begun by its first call would not know the copy, and its
            // calls before the arming would read as all).
            if armed == Armed::Unproven && self.scope != Scope::PerPid && data.get(pid).is_none() && !self.ending.contains(&pid) && data.track_found(pid) {
                self.exits_to_watch.push(pid);
            }
            if let Some(p) = data.get(pid) {
                p.copies.found(&shown, armed, looked_ns, id.and_then(|id| self.probes.copy_number(id)));
            }
        }
        Some(mapped)
    }

    /// Attaches the loader copies `pid` has mapped that are not yet (for every process, or
    /// for `pid` alone in the PerPid scope). Returns each one's name, identity and, if it was
    /// attached now, the outcome (None: it was already).
    fn adopt_copies(&mut self, pid: u32) -> std::io::Result<Vec<Adopted>> {
        tracing::debug!(pid, "reading the maps for loader copies");
        let mut found = vec![];
        for m in self.mapped_loaders(pid)? {
            // Its identity, however it is reached (the way the maps give may be gone).
            let id = m.identity();
            if id.is_some_and(|id| self.probes.is_attached(id, pid)) {
                found.push((m.shown, id, None));
                continue;
            }
            if let Some(wait) = self.opts.slow_arming {
                std::thread::sleep(wait);
            }
            let result = TracedLib::inspect_mapped(&m).map_err(Fatal::from).and_then(|lib| {
                let now = match self.scope {
                    Scope::PerPid => self.probes.attach(&lib, Some(pid)).map_err(|e| cannot_attach(&lib, e)),
                    _ => self.attach_everywhere(&lib),
                }?;
                Ok((lib.id, now))
            });
            match result {
                Ok((_, true)) => found.push((m.shown, id, Some(Ok(())))),
                // Armed before this look, as its opening tells, though the maps' way to it did
                // not (seen in a soak: a copy armed by its loading thread's hold was then called
                // "attached after the process mapped it", a false INCOMPLETE): found armed.
                Ok((opened, false)) => {
                    tracing::info!(pid, lib = %m.shown, ?id, ?opened, "loader copy found armed by its opening, not by the maps' identity");
                    found.push((m.shown, Some(opened), None));
                }
                Err(e) => found.push((m.shown, id, Some(Err(e)))),
            }
        }
        Ok(found)
    }
}
