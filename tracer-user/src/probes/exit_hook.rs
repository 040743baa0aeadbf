//! The end of a CPython process, hooked (`ze_py_exit`): its creates' Python frames are named
//! from its memory, which is gone once it has exited, so a script that exits right after its
//! leak would lose its line. The hooks sit where a process ends with its code objects still
//! alive: where a call of `PyEval_EvalCode` returns to, once its thread runs no Python code
//! (the main script's end, `ze_py_main_end`: `run_mod` frees the main module's code object
//! right after, long before finalization, so `<module>`'s frames are named there; not a return
//! probe, which would miss the main script's call, entered before the process was traced);
//! `Py_FinalizeEx` (in the python program or its `libpython3.N.so`), before finalization frees
//! the rest; and libc's `_exit`, which `os._exit` calls without finalizing.
//! Each file is hooked once (for every process, or one `--pid` target) and unhooked when it
//! vanishes, as loader copies are.
use std::{
    collections::{HashMap, HashSet},
    os::fd::{AsFd as _, OwnedFd},
    path::{Path, PathBuf},
};

use anyhow::Context as _;
use aya::{
    Ebpf,
    programs::{
        UProbe,
        uprobe::{UProbeAttachLocation, UProbeAttachPoint},
    },
};

use super::{Mapped, Probes, attach::{Link, scope}, elf::{Export, OpenElf}, maps::{mapped, vanished}, uprobe_multi};

/// What a file where a CPython process may end is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum End {
    /// Its interpreter: a `python3.N` program, a `libpython3.N.so`, or a file of another name
    /// the walk found CPython's eval loop in (a renamed or relocated copy).
    Interpreter,
    /// glibc's `libc.so.6`.
    Libc,
}

/// Where a process ends, per kind of file: (the program, the symbol). Hooked for every process
/// that maps the file (or the target).
const ENDS: [(End, &str, &str); 2] = [(End::Interpreter, EXIT, "Py_FinalizeEx"), (End::Libc, EXIT, "_exit")];
/// The program of a process's end (`Py_FinalizeEx`, `_exit`).
const EXIT: &str = "ze_py_exit";
/// The main script's end: where the calls of `PyEval_EvalCode` return to (`return_sites`), in
/// the interpreter's file. It returns for every module a process runs (75 times as `python3 -c
/// pass` starts), so each site's probe sits on the first emulated instruction from there
/// (`return_sites::ReturnSite::probe`): one trap each, not a single-step.
pub(super) const MAIN_END: (&str, &str) = ("ze_py_main_end", "PyEval_EvalCode");
/// The hooks' programs, loaded with the call programs for uprobe_multi links where the kernel
/// has them.
pub(super) const PROGRAMS: [&str; 2] = [MAIN_END.0, EXIT];

/// The hooks attached: per file (device, inode) and scope, and each file's path.
#[derive(Default)]
pub(super) struct ExitHooks {
    links: HashMap<((u64, u64), Option<u32>), Vec<Link>>,
    /// `PROGRAMS`, loaded for uprobe_multi links: a file's sites in one link, which the kernel
    /// waits one grace period to make, not one per site, and which it attaches for one process
    /// without walking every process that maps the file (libc: all of them). Empty: aya's, a
    /// perf event per site.
    multi: HashMap<&'static str, OwnedFd>,
    paths: HashMap<(u64, u64), PathBuf>,
    /// Files that could not be hooked (no such symbol): not read again for every process.
    failed: HashSet<(u64, u64)>,
}

impl ExitHooks {
    /// `multi`: `PROGRAMS`, each with its fd, if they were loaded for uprobe_multi links.
    pub(super) fn new(multi: impl IntoIterator<Item = (&'static str, OwnedFd)>) -> ExitHooks {
        ExitHooks { multi: multi.into_iter().collect(), ..Default::default() }
    }
}

/// Loads the hooks' programs, which need sleepable uprobe programs, unless `multi`: they were,
/// for uprobe_multi links. Whether they are.
pub(super) fn load(ebpf: &mut Ebpf, multi: bool) -> bool {
    let names = PROGRAMS.iter().filter(|_| !multi);
    names.into_iter().all(|&name| {
        let Some(prog) = ebpf.program_mut(name) else { return false };
        let Ok(prog): Result<&mut UProbe, _> = prog.try_into() else { return false };
        match prog.load() {
            Ok(()) => true,
            Err(e) => {
                tracing::info!("no sleepable uprobes ({e}): a CPython process that exits right after a create may lose its Python frames");
                false
            }
        }
    })
}

/// The files `pid` maps where a CPython process may end (see `ENDS`), and what each is.
/// `interpreter`: the file (device, inode) the walk found CPython's eval loop in, whatever its
/// name.
pub fn mapped_ends(pid: u32, interpreter: Option<(u64, u64)>) -> std::io::Result<Vec<(Mapped, End)>> {
    // The interpreter's inode first: a file of another name is told by its identity, which is
    // not looked up for every mapping (a SYCL process has hundreds).
    let may_be_interpreter = |inode: u64| interpreter.is_some_and(|(_, ino)| ino == inode && inode != 0);
    let all = mapped(pid, |shown, inode| may_be_interpreter(inode) || is_python_file(shown) || is_libc(shown))?;
    Ok(all
        .into_iter()
        .filter_map(|m| {
            let end = match () {
                _ if is_libc(&m.shown) => End::Libc,
                _ if is_python_file(&m.shown) || (interpreter.is_some() && m.identity() == interpreter) => End::Interpreter,
                _ => return None,
            };
            Some((m, end))
        })
        .collect())
}

impl Probes {
    /// Hooks the end of CPython process `pid` (for it alone, or every process): the files it
    /// maps that hold `PyEval_EvalCode` and `Py_FinalizeEx`, or `_exit`. Returns the files
    /// hooked now.
    pub fn hook_python_exit(&mut self, mapped: &[(Mapped, End)], pid: Option<u32>) -> Vec<PathBuf> {
        if !self.exit_hooks_loaded {
            return vec![];
        }
        let mut hooked = vec![];
        for (m, end) in mapped {
            // One opening of the file the maps show, read and attached through (see `OpenElf`).
            let elf = match OpenElf::open_mapped(m) {
                Ok(elf) => elf,
                Err(e) => {
                    tracing::debug!(file = %m.shown, "no exit hook: {e:#}");
                    continue;
                }
            };
            let id = elf.id;
            let hooks = &self.exit_hooks;
            if hooks.links.contains_key(&(id, None)) || hooks.links.contains_key(&(id, pid)) || hooks.failed.contains(&id) {
                continue;
            }
            let mut links = vec![];
            for &(_, program, symbol) in ENDS.iter().filter(|(e, _, _)| e == end) {
                match self.attach_exit_hook(&elf, program, symbol, pid) {
                    Ok(link) => links.push(link),
                    // A program that links CPython under another name has no `Py_FinalizeEx`
                    // in a file named so: its `_exit` still holds it.
                    Err(e) => tracing::debug!(file = %m.shown, symbol, "no exit hook: {e:#}"),
                }
            }
            if *end == End::Interpreter && !links.is_empty() {
                match self.attach_main_end(&elf, pid) {
                    Ok(link) => links.extend(link),
                    Err(e) => tracing::info!(file = %m.shown, "its main script's end cannot be hooked (a script that ends right after a leak may lose the line of `<module>`): {e:#}"),
                }
            }
            if links.is_empty() {
                self.exit_hooks.failed.insert(id);
                continue;
            }
            self.exit_hooks.links.insert((id, pid), links);
            if pid.is_none() {
                self.exit_hooks.paths.insert(id, elf.path);
            }
            hooked.push(PathBuf::from(&m.shown));
        }
        hooked
    }

    fn attach_exit_hook(&mut self, elf: &OpenElf, program: &str, symbol: &str, pid: Option<u32>) -> anyhow::Result<Link> {
        // At its first emulated instruction, as the APIs' probes are: `ze_py_exit` reads no
        // register.
        let Export { offset, site, .. } = elf.export(symbol, &[])?;
        let offset = offset + if self.at_entry { 0 } else { site.offset };
        tracing::debug!(file = %elf.path.display(), symbol, at = site.offset, single_step = site.single_step, "{}", site.reason);
        self.attach_at(elf, program, offset, pid)
    }

    fn attach_at(&mut self, elf: &OpenElf, program: &str, offset: u64, pid: Option<u32>) -> anyhow::Result<Link> {
        if let Some(prog) = self.exit_hooks.multi.get(program) {
            return Ok(Link::Multi(uprobe_multi::attach(prog.as_fd(), &elf.attach_path(), &[offset], &[0], false, pid)?));
        }
        let prog: &mut UProbe = self.ebpf.program_mut(program).context(program.to_owned())?.try_into()?;
        let point = UProbeAttachPoint { location: UProbeAttachLocation::AbsoluteOffset(offset), cookie: None };
        let id = prog.attach(point, elf.attach_path(), scope(pid))?;
        Ok(Link::Perf(prog.take_link(id)?))
    }

    /// Hooks the end of the main script of every CPython process of interpreter `elf` (or of
    /// `pid` alone): `MAIN_END`, where each call of `PyEval_EvalCode` returns to.
    fn attach_main_end(&mut self, elf: &OpenElf, pid: Option<u32>) -> anyhow::Result<Vec<Link>> {
        let t = std::time::Instant::now();
        let sites = elf.return_sites(MAIN_END.1)?;
        let moved = sites.iter().filter(|s| s.probe != s.returns).count();
        tracing::debug!(file = %elf.path.display(), sites = sites.len(), moved, ms = t.elapsed().as_secs_f64() * 1e3, "where {} returns to, found", MAIN_END.1);
        let offsets: Vec<u64> = sites.iter().map(|s| s.probe).collect();
        if let Some(prog) = self.exit_hooks.multi.get(MAIN_END.0) {
            let cookies = vec![0; offsets.len()];
            let link = uprobe_multi::attach(prog.as_fd(), &elf.attach_path(), &offsets, &cookies, false, pid)?;
            return Ok(vec![Link::Multi(link)]);
        }
        offsets.iter().map(|&o| self.attach_at(elf, MAIN_END.0, o, pid)).collect()
    }

    /// Removes the hooks of `pid` alone (its process ended).
    pub fn unhook_pid(&mut self, pid: u32) {
        self.exit_hooks.links.retain(|(_, p), _| *p != Some(pid));
    }

    /// Removes the hooks of files no path reaches and no process maps (see `detach_vanished`).
    pub fn unhook_vanished(&mut self) -> Vec<PathBuf> {
        let hooks = &mut self.exit_hooks;
        let mut gone = vec![];
        for id in vanished(&mut hooks.paths) {
            // Dropped on a thread of its own: the kernel waits for a grace period per link.
            if let Some(links) = hooks.links.remove(&(id, None)) {
                super::drop_later(links);
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
    use crate::probes::testing::{Swapped, probes};

    /// An exit hook goes on the inode the process's maps show or on none: at a path where
    /// another file is now (a tenant swapped its libc after its maps were read), no file is
    /// hooked.
    #[test]
    fn an_exit_hook_goes_on_the_mapped_file_or_none() {
        let swapped = Swapped::new("/lib/x86_64-linux-gnu/libc.so.6", "libc.so.6");
        let mut probes = probes();
        assert!(probes.exit_hooks_loaded, "sleepable uprobes");
        let me = Some(std::process::id());
        let mapped = Mapped { path: swapped.link.clone(), shown: "/lib/x86_64-linux-gnu/libc.so.6".into(), inode: swapped.id(0).1, start: 0, offset: 0, untouchable: None };
        let ends = [(mapped, End::Libc)];
        assert_eq!(probes.hook_python_exit(&ends, me), Vec::<PathBuf>::new(), "another file than the one mapped");
        swapped.point_at(0);
        assert_eq!(probes.hook_python_exit(&ends, me).len(), 1, "the file mapped");
    }

    #[test]
    fn the_files_that_end_a_python_process() {
        assert!(is_python_file("/usr/bin/python3.13"));
        assert!(is_python_file("/opt/py/lib/libpython3.12.so.1.0"));
        assert!(!is_python_file("/usr/lib/x86_64-linux-gnu/libpthread.so.0"));
        assert!(is_libc("/lib/x86_64-linux-gnu/libc.so.6"));
        assert!(!is_libc("/lib/x86_64-linux-gnu/libcrypt.so.1"));
    }
}
