//! What processes have mapped, from /proc: the loader copies and ld.so copies of a process
//! (by the path its maps show if it sees the file system as we do, else through its root or
//! its `map_files`), every mapped inode, and the copies a new process would load.
use std::{
    fs,
    os::unix::fs::MetadataExt,
    path::{Path, PathBuf},
};

use crate::process::untrusted;

/// The inode numbers of every file mapped by any process, each with one process that maps it
/// (a superset test: an inode number alone may match a file on another device, which only
/// keeps a link longer).
pub(super) fn mapped_inodes() -> std::collections::HashMap<u64, u32> {
    let mut inodes = std::collections::HashMap::new();
    for entry in fs::read_dir("/proc").into_iter().flatten().flatten() {
        let Some(pid) = entry.file_name().to_str().and_then(|p| p.parse().ok()) else { continue };
        let Ok(maps) = fs::read_to_string(entry.path().join("maps")) else { continue };
        for line in maps.lines() {
            if let Some(ino) = line.split_whitespace().nth(4).and_then(|i| i.parse().ok()) {
                inodes.entry(ino).or_insert(pid);
            }
        }
    }
    inodes
}

/// The files (device, inode) of `paths` that no path reaches any more (the path gone, or
/// another file there now) and no process maps. One still mapped is reached through a process
/// that maps it from now on (its path replaced), so that the next check does not read every
/// process's maps again for it.
pub(super) fn vanished(paths: &mut std::collections::HashMap<(u64, u64), PathBuf>) -> Vec<(u64, u64)> {
    let reaches = |path: &Path, id: (u64, u64)| fs::metadata(path).is_ok_and(|m| (m.dev(), m.ino()) == id);
    let dead: Vec<(u64, u64)> = paths.iter().filter(|(id, path)| !reaches(path, **id)).map(|(id, _)| *id).collect();
    if dead.is_empty() {
        return dead;
    }
    let mapped_by = mapped_inodes();
    let mut gone = vec![];
    for id in dead {
        let Some(&pid) = mapped_by.get(&id.1) else {
            gone.push(id);
            continue;
        };
        let way = mapped(pid, |_, inode| inode == id.1).into_iter().flatten().find(|m| m.untouchable.is_none() && reaches(&m.path, id));
        if let Some(m) = way {
            paths.insert(id, m.path);
        }
    }
    gone
}

/// A file a process has mapped.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mapped {
    /// A path to the very file, that this process can open (see [`mapped`]).
    pub path: PathBuf,
    /// Its path as the process's maps show it.
    pub shown: String,
    /// Its inode, as the maps show it.
    pub inode: u64,
    /// Where its first mapping starts, and that mapping's offset in the file.
    pub start: u64,
    pub offset: u64,
    /// Why its file must not be touched, if a user serves it (`untrusted::served_by_a_user`):
    /// neither opened nor looked up, so no identity.
    pub untouchable: Option<String>,
}

impl Mapped {
    /// The file's (device, inode), through `path` or, if that fails, another way (none for a
    /// pseudo-mapping: the other ways read every process's maps).
    pub fn identity(&self) -> Option<(u64, u64)> {
        if self.inode == 0 || self.untouchable.is_some() {
            return None;
        }
        let meta = fs::metadata(&self.path).ok().or_else(|| other_ways(self).iter().find_map(|p| fs::metadata(p).ok()))?;
        Some((meta.dev(), meta.ino()))
    }
}

/// Other ways to `m`'s file than `m.path`: its path in our own mount namespace if that is the
/// same inode, then any live process's mapping of it.
pub(super) fn other_ways(m: &Mapped) -> Vec<PathBuf> {
    let same = |p: &Path| fs::metadata(p).is_ok_and(|meta| meta.ino() == m.inode);
    let mut ways: Vec<PathBuf> = Some(PathBuf::from(&m.shown)).filter(|p| same(p)).into_iter().collect();
    for entry in fs::read_dir("/proc").into_iter().flatten().flatten() {
        let Ok(maps) = fs::read_to_string(entry.path().join("maps")) else { continue };
        let line = maps.lines().find(|l| {
            let f: Vec<&str> = l.split_whitespace().collect();
            f.len() >= 6 && f[4].parse() == Ok(m.inode) && f[5] == m.shown
        });
        if let Some(range) = line.and_then(|l| l.split_whitespace().next()) {
            ways.push(entry.path().join("map_files").join(range));
        }
    }
    ways
}

/// The copies of traced libraries (the loader's, the layers') a process has mapped.
pub fn mapped_loaders(pid: u32) -> std::io::Result<Vec<Mapped>> {
    mapped(pid, |shown, _| is_loader_name(shown))
}

/// The dynamic linkers (ld.so) a process has mapped.
pub fn mapped_ldsos(pid: u32) -> std::io::Result<Vec<Mapped>> {
    mapped(pid, |p, _| {
        Path::new(p).file_name().and_then(|n| n.to_str()).is_some_and(|n| n.starts_with("ld-linux") || n.starts_with("ld-musl"))
    })
}

/// Mapped files that `wanted` picks by path and inode, as the maps show them (a pseudo-mapping,
/// `[heap]` or `[vdso]`, has inode 0). The path in the maps is relative to the process's mount
/// namespace and root: it is ours if those are ours, else it is read through `/proc/<pid>/root`
/// (a container's own files); where that is not the mapped file (it was replaced since, or a
/// chroot inside the namespace), through `/proc/<pid>/map_files`.
pub(super) fn mapped(pid: u32, wanted: impl Fn(&str, u64) -> bool) -> std::io::Result<Vec<Mapped>> {
    let maps = read_maps(pid)?;
    // A process maps something while it lives: none is a zombie's (gone, not yet reaped),
    // whose loader copies can no longer be told.
    if maps.is_empty() {
        return Err(std::io::Error::new(std::io::ErrorKind::NotFound, "the process has exited"));
    }
    Ok(mapped_in(pid, &maps, wanted))
}

/// The maps read while one drain's events are handled ([`Snapshot`]), by PID.
struct Snapshots {
    maps: std::collections::HashMap<u32, std::rc::Rc<str>>,
    bytes: usize,
}

thread_local!(static SNAPSHOTS: std::cell::RefCell<Option<Snapshots>> = const { std::cell::RefCell::new(None) });

/// The most bytes of maps kept at once: past it, maps are read each time (a process may map
/// tens of thousands of ranges).
const SNAPSHOT_BYTES: usize = 16 << 20;

/// While it lives, each process's maps are read once on this thread, and every later look at
/// them (its exec's ld.so, its loader copies, its CPython's ends) is answered from that read.
/// The control plane takes one per drain it handles: every read then comes after every event
/// of the drain, so each load those events report is in it, and a load after the read is
/// reported by a later drain, read again. A SYCL process's maps were read six times, three
/// of them in one drain's handling (its CPython's ends, each loader copy it loaded), at about
/// 0.6 ms a read of its 250 mappings: now two or three times.
pub struct Snapshot(());

impl Snapshot {
    pub fn take() -> Snapshot {
        SNAPSHOTS.with(|s| *s.borrow_mut() = Some(Snapshots { maps: Default::default(), bytes: 0 }));
        Snapshot(())
    }
}

impl Drop for Snapshot {
    fn drop(&mut self) {
        SNAPSHOTS.with(|s| *s.borrow_mut() = None);
    }
}

/// `pid`'s maps: the [`Snapshot`]'s read, if one is taken.
fn read_maps(pid: u32) -> std::io::Result<std::rc::Rc<str>> {
    if let Some(kept) = SNAPSHOTS.with(|s| s.borrow().as_ref().and_then(|s| s.maps.get(&pid).cloned())) {
        return Ok(kept);
    }
    let maps: std::rc::Rc<str> = fs::read_to_string(format!("/proc/{pid}/maps"))?.into();
    SNAPSHOTS.with(|s| {
        if let Some(s) = s.borrow_mut().as_mut().filter(|s| s.bytes + maps.len() <= SNAPSHOT_BYTES) {
            s.bytes += maps.len();
            s.maps.insert(pid, maps.clone());
        }
    });
    Ok(maps)
}

/// What [`mapped`] finds in `maps`, `pid`'s maps as read.
pub(crate) fn mapped_in(pid: u32, maps: &str, wanted: impl Fn(&str, u64) -> bool) -> Vec<Mapped> {
    let mut found: Vec<Mapped> = Vec::new();
    // Asked at the first file wanted: most reads want none.
    let mut ours = None;
    for line in maps.lines() {
        let fields: Vec<&str> = line.split_whitespace().collect();
        let [range, _, offset, dev, inode, shown, ..] = fields[..] else { continue };
        if !wanted(shown, inode.parse().unwrap_or(0)) || found.iter().any(|m| m.shown == shown) {
            continue;
        }
        // Before any look at the file: a user's file server may never answer it.
        let untouchable = dev_of(dev).and_then(|dev| untrusted::served_by_a_user(pid, dev));
        let by_path = PathBuf::from(format!("{}{shown}", ours.get_or_insert_with(|| lasting_root(pid))));
        let same = untouchable.is_none() && fs::metadata(&by_path).is_ok_and(|m| m.ino().to_string() == inode);
        let path = if same { by_path } else { format!("/proc/{pid}/map_files/{range}").into() };
        let start = range.split('-').next().and_then(|s| u64::from_str_radix(s, 16).ok()).unwrap_or(0);
        let offset = u64::from_str_radix(offset, 16).unwrap_or(u64::MAX);
        found.push(Mapped { path, shown: shown.to_owned(), inode: inode.parse().unwrap_or(0), start, offset, untouchable });
    }
    found
}

/// Where the paths `pid`'s maps show are reached from, for as long as their files are there:
/// our own root ("") if it sees the file system as we do (our mount namespace, our root); the
/// node's init's (`/proc/1/root`) if it sees it as init does (the node's processes, seen by a
/// daemon in a container of its own, as the DaemonSet runs); else its own `/proc/<pid>/root`.
/// That one dies with it, and a copy, an ld.so or an exit hook kept by such a path would be
/// taken for vanished at the next check once no process maps it (`vanished`), its probes
/// removed, and the next process that loads it held while it is armed again. A namespace is
/// compared first: the root of a process of another is not looked at (a user's file server
/// may serve it).
fn lasting_root(pid: u32) -> String {
    lasting_root_among(pid, &["/proc/self", "/proc/1"])
}

/// [`lasting_root`], `lasting`: the processes whose roots outlive any other's (`/proc/<pid>`
/// each), first the best.
fn lasting_root_among(pid: u32, lasting: &[&str]) -> String {
    let ns = |proc: &str| fs::read_link(format!("{proc}/ns/mnt")).ok();
    let root = |proc: &str| fs::metadata(format!("{proc}/root")).ok().map(|m| (m.dev(), m.ino()));
    let theirs = format!("/proc/{pid}");
    let their_ns = ns(&theirs);
    let mut their_root = None;
    let mut sees_as = |proc: &str| {
        their_ns.is_some()
            && ns(proc) == their_ns
            && their_root.get_or_insert_with(|| root(&theirs)).is_some_and(|r| Some(r) == root(proc))
    };
    match lasting.iter().find(|proc| sees_as(proc)) {
        Some(&"/proc/self") => String::new(),
        Some(proc) => format!("{proc}/root"),
        None => format!("{theirs}/root"),
    }
}

/// A device as the maps write it (`major:minor`, hexadecimal).
fn dev_of(field: &str) -> Option<u64> {
    let (major, minor) = field.split_once(':')?;
    Some(libc::makedev(u32::from_str_radix(major, 16).ok()?, u32::from_str_radix(minor, 16).ok()?))
}

/// Whether `path` names a copy of a traced library (`libze_loader.so*`, `libumf.so*`).
fn is_loader_name(path: &str) -> bool {
    tracer_common::library_of_file(path).is_some()
}

/// Loader copies a new process would load: `LD_LIBRARY_PATH`, the ld.so cache, the standard
/// directories. Deduplicated by file identity.
pub fn system_loaders() -> Vec<PathBuf> {
    let mut dirs: Vec<PathBuf> = std::env::var("LD_LIBRARY_PATH")
        .unwrap_or_default()
        .split(':')
        .filter(|d| !d.is_empty())
        .map(PathBuf::from)
        .collect();
    if let Ok(out) = std::process::Command::new("ldconfig").arg("-p").output() {
        for line in String::from_utf8_lossy(&out.stdout).lines() {
            if let Some((_, path)) = line.split_once("=> ") {
                if Path::new(path.trim()).file_name().is_some_and(|n| n.to_string_lossy().starts_with(tracer_common::LOADER.file)) {
                    dirs.extend(Path::new(path.trim()).parent().map(Path::to_owned));
                }
            }
        }
    }
    for d in ["/usr/lib/x86_64-linux-gnu", "/usr/lib64", "/usr/lib", "/usr/local/lib", "/lib64"] {
        dirs.push(d.into());
    }
    let mut seen = std::collections::HashSet::new();
    let mut libs = Vec::new();
    for dir in dirs {
        let candidate = dir.join("libze_loader.so.1");
        if let Ok(real) = fs::canonicalize(&candidate) {
            if seen.insert(real.clone()) {
                libs.push(real);
            }
        }
    }
    libs
}

#[cfg(test)]
mod tests {
    use super::*;

    /// This process's own ld.so is found by the path its maps show (it sees the file system as
    /// we do), as the file it maps; it maps no loader copy.
    #[test]
    fn a_process_s_own_ldso_is_found_by_its_maps() {
        let me = std::process::id();
        let ldsos = mapped_ldsos(me).unwrap();
        assert_eq!(ldsos.len(), 1, "{ldsos:?}");
        let m = &ldsos[0];
        assert_eq!(m.path, Path::new(&m.shown), "{m:?}");
        assert_eq!(fs::metadata(&m.path).unwrap().ino(), m.inode);
        assert_eq!(m.identity().map(|(_, ino)| ino), Some(m.inode));
        // Its first mapping: the ELF header, where the file begins.
        assert_eq!(m.offset, 0);
        assert_eq!(unsafe { std::slice::from_raw_parts(m.start as *const u8, 4) }, b"\x7fELF");
        assert_eq!(mapped_loaders(me).unwrap(), []);
        assert!(mapped_inodes().contains_key(&m.inode));
        assert!(is_loader_name("/opt/x/libze_loader.so.1.32.0") && !is_loader_name("/opt/libze_loader_x.txt/ld.so"));
        assert!(is_loader_name("/venv/lib/libumf.so.1") && !is_loader_name("/venv/lib/libumfx.txt"));
    }

    /// A process's files are reached from our root if it sees the file system as we do, from
    /// the root of a lasting process that sees it as it does (init's, for the daemon of a
    /// container), else from its own root. Root: it makes mount namespaces.
    #[test]
    fn a_process_s_files_are_reached_from_the_most_lasting_root_that_sees_them() {
        let me = std::process::id();
        assert_eq!(lasting_root(me), "");
        let spawn = |cmd: &mut std::process::Command| {
            let child = cmd.stdin(std::process::Stdio::piped()).spawn().unwrap();
            let ns = |pid: u32| fs::read_link(format!("/proc/{pid}/ns/mnt")).ok();
            // Until it has entered its namespace and exec'd the shell that waits on its stdin.
            let start = std::time::Instant::now();
            while ns(child.id()) == ns(me) || fs::read_link(format!("/proc/{}/exe", child.id())).is_ok_and(|e| !e.ends_with("sh") && !e.ends_with("dash")) {
                assert!(start.elapsed() < std::time::Duration::from_secs(10), "no namespace of its own");
                std::thread::sleep(std::time::Duration::from_millis(5));
            }
            child
        };
        let lasting = spawn(std::process::Command::new("unshare").args(["-m", "--propagation", "private", "sh", "-c", "read _"]));
        let target = lasting.id().to_string();
        let beside = spawn(std::process::Command::new("nsenter").args(["-t", &target, "-m", "sh", "-c", "read _"]));
        let proc = format!("/proc/{target}");
        assert_eq!(lasting_root_among(beside.id(), &["/proc/self", &proc]), format!("{proc}/root"));
        assert_eq!(lasting_root_among(beside.id(), &["/proc/self"]), format!("/proc/{}/root", beside.id()));
        assert_eq!(lasting_root_among(lasting.id(), &["/proc/self"]), format!("{proc}/root"));
        for mut child in [lasting, beside] {
            drop(child.stdin.take());
            child.wait().unwrap();
        }
    }

    /// Within a snapshot, a process's maps are read once: a file it maps after the read is
    /// not in them until the snapshot is dropped.
    #[test]
    fn a_snapshot_reads_a_process_s_maps_once() {
        let me = std::process::id();
        let dir = std::env::temp_dir().join(format!("ze-tracer-snapshot-{me}"));
        fs::create_dir_all(&dir).unwrap();
        let file = dir.join("libze_loader.so.1");
        fs::write(&file, [0u8; 4096]).unwrap();
        let loaders = || mapped_loaders(me).unwrap().into_iter().filter(|m| m.shown == file.to_str().unwrap()).count();
        let snapshot = Snapshot::take();
        assert_eq!(loaders(), 0);
        let f = fs::File::open(&file).unwrap();
        // SAFETY: a new private read-only mapping of a file of ours, unmapped below.
        let at = unsafe { libc::mmap(std::ptr::null_mut(), 4096, libc::PROT_READ, libc::MAP_PRIVATE, std::os::fd::AsRawFd::as_raw_fd(&f), 0) };
        assert_ne!(at, libc::MAP_FAILED);
        assert_eq!(loaders(), 0, "read again within the snapshot");
        drop(snapshot);
        assert_eq!(loaders(), 1, "not read again once the snapshot was dropped");
        // SAFETY: the mapping made above, no longer used.
        unsafe { libc::munmap(at, 4096) };
        let _ = fs::remove_dir_all(&dir);
    }
}
