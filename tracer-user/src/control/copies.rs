//! Loader copies and the copies of ld.so that find them: what the daemon arms as processes
//! load them, and the threads the kernel side holds meanwhile (see `tracer-ebpf/src/libs.rs`).
use std::{fs, os::unix::fs::MetadataExt, path::Path};

use super::{ALREADY_RUNNING, Control, Scope, cannot_attach, gate::Gated};
use crate::{
    data::{DataPlane, Scan},
    exit::Fatal,
    probes::{self, LoaderLib},
    process::clock};

impl Control {
    pub(super) fn attach_everywhere(&mut self, lib: &LoaderLib) -> Result<bool, Fatal> {
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
    pub fn arm_gated(&mut self, gated: Gated) {
        let lib = gated.file.try_clone().map_err(anyhow::Error::from).and_then(|f| LoaderLib::inspect_open(f, &gated.path));
        // Some(now): armed, now or before; None: not a loader copy (yet), or it failed.
        let armed = match lib {
            Ok(lib) => self.arm_everywhere(lib),
            Err(e) => {
                // Not an ELF file, or not written to the end yet: its opens stay gated.
                tracing::info!(lib = %gated.path.display(), "a file named as the loader, but no loader copy (yet): {e:#}");
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

    /// Arms `lib` for every process: Some(whether now), None if it cannot be.
    fn arm_everywhere(&mut self, lib: LoaderLib) -> Option<bool> {
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

    /// Probes a copy of ld.so so that its library loads (in `pid`, or every process) are
    /// reported and threads that map a new loader copy held (see `ze_libs`).
    /// Whether it was probed now.
    pub(super) fn probe_ldso(&mut self, path: &Path, pid: Option<u32>) -> bool {
        let Ok(meta) = fs::metadata(path) else { return false };
        match self.probes.attach_ldso(path, (meta.dev(), meta.ino()), pid) {
            Ok(true) => {
                tracing::info!(ldso = %path.display(), "ld.so copy probed");
                true
            }
            Ok(false) => false,
            Err(e) => {
                tracing::warn!("cannot probe {}: {e:#}; its processes' later loader copies \
                                are found only at their next exec", path.display());
                false
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
                        self.probe_ldso(&ldso.path, None);
                    }
                }
            }
            if !probes::mapped_loaders(pid).unwrap_or_default().is_empty() {
                data.note_early(pid, ALREADY_RUNNING.into());
                scans.push((pid, Scan::Libs));
                data.prime_stacks(pid);
            }
        }
        self.scan(data, scans);
    }

    /// Reads the maps of the processes the batch asked for: a new loader copy is attached for
    /// every process (or the target alone, PerPid); a new mount namespace's ld.so is probed.
    pub(super) fn scan(&mut self, data: &mut DataPlane, scans: Vec<(u32, Scan)>) {
        // Once per process: whether it loaded libraries, whether it exec'd.
        let mut wanted: std::collections::BTreeMap<u32, (bool, bool)> = Default::default();
        for (pid, why) in scans {
            let entry = wanted.entry(pid).or_default();
            match why {
                Scan::Libs => entry.0 = true,
                Scan::Exec => entry.1 = true,
            }
        }
        for (pid, (libs, exec)) in wanted {
            let mut read_loaders = libs;
            // An exec through an ld.so not probed yet (a container's own, a program's own
            // interpreter): probe it, then look for what was loaded before the probe took effect.
            if exec {
                for ldso in probes::mapped_ldsos(pid).unwrap_or_default() {
                    read_loaders |= self.probe_ldso(&ldso.path, None);
                }
            }
            if read_loaders {
                self.adopt(data, pid, false, &[]);
            }
        }
    }

    /// Arms the loader copies `pid` has mapped that are not yet, lets its `held` threads go,
    /// and notes in its summary what could not be seen. `loaded`: the kernel side saw it load
    /// a loader copy.
    pub(super) fn adopt(&mut self, data: &mut DataPlane, pid: u32, loaded: bool, held: &[u32]) {
        let attached = match self.adopt_copies(pid) {
            Ok(attached) => attached,
            Err(_) if !loaded => return,
            Err(e) => {
                let reason = format!("it loaded a loader copy, but was gone before it could be armed ({e}): its calls were not seen");
                tracing::info!(pid, "{reason}");
                return data.note(pid, reason);
            }
        };
        // Held: none of the copy's code has run yet, unless the hold timed out first. A scan
        // of its own (an exec, a start) may meet a copy whose loading thread is held already,
        // its report still in the ring.
        let mut held = held.to_vec();
        if !loaded && !attached.is_empty() {
            held.extend(self.probes.held_threads().filter(|tid| Path::new(&format!("/proc/{pid}/task/{tid}")).exists()));
        }
        let mut in_time = !held.is_empty();
        let failed = attached.iter().any(|(_, r)| r.is_err());
        for &tid in &held {
            match self.probes.release(tid) {
                Some(since_ns) if !failed => {
                    let ms = clock::monotonic_ns().saturating_sub(since_ns) as f64 / 1e6;
                    tracing::info!(pid, tid, "loader copy armed {ms:.2} ms after it was loaded, before its first call: thread let go");
                }
                Some(_) => tracing::info!(pid, tid, "thread let go: its loader copy could not be armed"),
                None => {
                    // Let go already: its time was up, or an earlier scan armed its copy.
                    tracing::debug!(pid, tid, "no longer held");
                    in_time = false;
                }
            }
        }
        for (shown, result) in attached {
            let reason = match result {
                Ok(()) if in_time => continue,
                Ok(()) => format!("{shown} was attached after the process mapped it: calls before then were not seen"),
                Err(e) => format!("{shown} cannot be traced: {e}"),
            };
            tracing::info!(pid, lib = %shown, "{reason}");
            data.note(pid, reason);
        }
    }

    /// Attaches the loader copies `pid` has mapped that are not yet (for every process, or
    /// for `pid` alone in the PerPid scope). Returns each one's name and outcome.
    fn adopt_copies(&mut self, pid: u32) -> std::io::Result<Vec<(String, Result<(), Fatal>)>> {
        tracing::debug!(pid, "reading the maps for loader copies");
        let mut attached = vec![];
        for m in self.mapped_loaders(pid)? {
            // Its identity, however it is reached (the way the maps give may be gone).
            let id = m.identity();
            if id.is_some_and(|id| self.probes.is_attached(id, pid)) {
                continue;
            }
            let result = LoaderLib::inspect_mapped(&m).map_err(Fatal::from).and_then(|lib| {
                match self.scope {
                    Scope::PerPid => self.probes.attach(&lib, Some(pid)).map_err(|e| cannot_attach(&lib, e)),
                    _ => self.attach_everywhere(&lib),
                }
            });
            attached.push((m.shown, result.map(drop)));
        }
        Ok(attached)
    }
}
