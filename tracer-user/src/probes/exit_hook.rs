//! The end of a CPython process, hooked (`ze_py_exit`): its creates' Python frames are named
//! from its memory, which is gone once it has exited, so a script that exits right after its
//! leak would lose its line. The hook sits where a process ends with its code objects still
//! alive: `Py_FinalizeEx` (in the python program or its `libpython3.N.so`), before
//! finalization frees them, and libc's `_exit`, which `os._exit` calls without finalizing.
//! Each file is hooked once (for every process, or one `--pid` target) and unhooked when it
//! vanishes, as loader copies are.
use std::{
    collections::{HashMap, HashSet},
    path::{Path, PathBuf},
};

use anyhow::Context as _;
use aya::{
    Ebpf,
    programs::{
        UProbe,
        uprobe::{UProbeAttachLocation, UProbeAttachPoint, UProbeLink},
    },
};

use super::{Mapped, Probes, attach::scope, elf::symbol_offset, maps::{mapped, vanished}};

pub(super) const PROGRAM: &str = "ze_py_exit";

/// Where a process ends: (the symbol, whether a mapped file's name says it may hold it).
const ENDS: [(&str, fn(&str) -> bool); 2] = [("Py_FinalizeEx", is_python_file), ("_exit", is_libc)];

/// The hooks attached: per file (device, inode) and scope, and each file's path.
#[derive(Default)]
pub(super) struct ExitHooks {
    links: HashMap<((u64, u64), Option<u32>), UProbeLink>,
    paths: HashMap<(u64, u64), PathBuf>,
    /// Files that could not be hooked (no such symbol): not read again for every process.
    failed: HashSet<(u64, u64)>,
}

/// Loads `ze_py_exit`, which needs sleepable uprobe programs. Whether it did.
pub(super) fn load(ebpf: &mut Ebpf) -> bool {
    let Some(prog) = ebpf.program_mut(PROGRAM) else { return false };
    let Ok(prog): Result<&mut UProbe, _> = prog.try_into() else { return false };
    match prog.load() {
        Ok(()) => true,
        Err(e) => {
            tracing::info!("no sleepable uprobes ({e}): a CPython process that exits right after a create may lose its Python frames");
            false
        }
    }
}

/// The files `pid` maps where a CPython process may end (see `ENDS`).
pub fn mapped_ends(pid: u32) -> std::io::Result<Vec<Mapped>> {
    mapped(pid, |shown| ENDS.iter().any(|(_, wanted)| wanted(shown)))
}

impl Probes {
    /// Hooks the end of CPython process `pid` (for it alone, or every process): the files it
    /// maps that hold `Py_FinalizeEx` or `_exit`. Returns the files hooked now.
    pub fn hook_python_exit(&mut self, mapped: &[Mapped], pid: Option<u32>) -> Vec<PathBuf> {
        if !self.exit_hooks_loaded {
            return vec![];
        }
        let mut hooked = vec![];
        for m in mapped {
            let Some(&(symbol, _)) = ENDS.iter().find(|(_, wanted)| wanted(&m.shown)) else { continue };
            let Some(id) = m.identity() else { continue };
            let hooks = &self.exit_hooks;
            if hooks.links.contains_key(&(id, None)) || hooks.links.contains_key(&(id, pid)) || hooks.failed.contains(&id) {
                continue;
            }
            match self.attach_exit_hook(&m.path, symbol, pid) {
                Ok(link) => {
                    self.exit_hooks.links.insert((id, pid), link);
                    if pid.is_none() {
                        self.exit_hooks.paths.insert(id, m.path.clone());
                    }
                    hooked.push(PathBuf::from(&m.shown));
                }
                // A program that links CPython under another name has no `Py_FinalizeEx` in a
                // file named so: its `_exit` still holds it.
                Err(e) => {
                    tracing::debug!(file = %m.shown, "no exit hook: {e:#}");
                    self.exit_hooks.failed.insert(id);
                }
            }
        }
        hooked
    }

    fn attach_exit_hook(&mut self, path: &Path, symbol: &str, pid: Option<u32>) -> anyhow::Result<UProbeLink> {
        let offset = symbol_offset(path, symbol)?;
        let prog: &mut UProbe = self.ebpf.program_mut(PROGRAM).context("ze_py_exit")?.try_into()?;
        let point = UProbeAttachPoint { location: UProbeAttachLocation::AbsoluteOffset(offset), cookie: None };
        let id = prog.attach(point, path, scope(pid))?;
        Ok(prog.take_link(id)?)
    }

    /// Removes the hooks of `pid` alone (its process ended).
    pub fn unhook_pid(&mut self, pid: u32) {
        self.exit_hooks.links.retain(|(_, p), _| *p != Some(pid));
    }

    /// Removes the hooks of files no path reaches and no process maps (see `detach_vanished`).
    pub fn unhook_vanished(&mut self) -> Vec<PathBuf> {
        let hooks = &mut self.exit_hooks;
        let mut gone = vec![];
        for id in vanished(&hooks.paths) {
            // Dropped on a thread of its own: the kernel waits for a grace period per link.
            if let Some(link) = hooks.links.remove(&(id, None)) {
                std::thread::spawn(move || drop(link));
            }
            gone.extend(hooks.paths.remove(&id));
        }
        gone
    }
}

/// A `python3.N` program or a `libpython3.N.so`.
fn is_python_file(shown: &str) -> bool {
    let name = Path::new(shown).file_name().and_then(|n| n.to_str()).unwrap_or_default();
    name.starts_with("python3") || name.starts_with("libpython3")
}

/// glibc's `libc.so.6`.
fn is_libc(shown: &str) -> bool {
    Path::new(shown).file_name().and_then(|n| n.to_str()).is_some_and(|n| n.starts_with("libc.so"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_files_that_end_a_python_process() {
        assert!(is_python_file("/usr/bin/python3.13"));
        assert!(is_python_file("/opt/py/lib/libpython3.12.so.1.0"));
        assert!(!is_python_file("/usr/lib/x86_64-linux-gnu/libpthread.so.0"));
        assert!(is_libc("/lib/x86_64-linux-gnu/libc.so.6"));
        assert!(!is_libc("/lib/x86_64-linux-gnu/libcrypt.so.1"));
    }
}
