//! Where a Python process keeps `_PyRuntime`, the root of everything a frame walk reads: the
//! interpreter's file among the process's mappings, the symbol in that file, and the address the
//! file was loaded at.
use std::{
    collections::HashSet,
    path::{Path, PathBuf},
};

use anyhow::Context;

use crate::process::untrusted;
use object::{Object, ObjectSegment, ObjectSymbol};
use procfs::process::{MMapPath, MemoryMap, Process};

/// `_PyRuntime`'s address in `pid`, the interpreter's version and the file that defines it (a
/// `python3.N` executable, or `libpython3.N.so*` when the executable links it), as the maps
/// show its path; None if no mapped file is a CPython that defines it. The version is the file's
/// `Py_Version` (3.11+), else its name's. A caller meeting many processes of one interpreter
/// should keep what [`inspect`] returns per file.
#[allow(dead_code)] // The tests' way in (tests/python_layout.rs); the daemon keeps what files say.
pub fn find_runtime(pid: u32) -> anyhow::Result<Option<(u64, (u8, u8), PathBuf)>> {
    let maps = Process::new(pid as i32)
        .and_then(|p| p.maps())
        .with_context(|| format!("cannot read /proc/{pid}/maps"))?
        .0;
    let mut seen = HashSet::new();
    for m in &maps {
        let MMapPath::Path(path) = &m.pathname else { continue };
        let Some(named) = path.file_name().and_then(|n| n.to_str()).and_then(version_from_name) else { continue };
        if !seen.insert((m.dev, m.inode)) {
            continue;
        }
        let file = open_mapped(pid, m, path)?;
        let Some(found) = inspect(&object::ReadCache::new(&file), named) else { continue };
        let loads = maps.iter().filter(|o| (o.dev, o.inode) == (m.dev, m.inode)).map(|o| (o.address.0, o.offset));
        if let Some(address) = found.address(loads) {
            return Ok(Some((address, found.version, path.clone())));
        }
    }
    Ok(None)
}

/// What a CPython file says of its `_PyRuntime`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Runtime {
    /// `_PyRuntime`'s address in the file (before relocation).
    pub symbol: u64,
    pub version: (u8, u8),
    /// The loadable segment that holds it: its address and file offset.
    pub segment_vaddr: u64,
    pub segment_offset: u64,
}

impl Runtime {
    /// `_PyRuntime`'s address in a process that maps the file so: `loads` are the file's
    /// mappings (start, file offset). The mapping that begins the symbol's segment is at the
    /// segment's page, moved by the load bias.
    pub fn address(&self, mut loads: impl Iterator<Item = (u64, u64)>) -> Option<u64> {
        let (start, _) = loads.find(|&(_, offset)| offset == self.segment_offset & !0xfff)?;
        Some(start.wrapping_add(self.symbol.wrapping_sub(self.segment_vaddr & !0xfff)))
    }
}

/// `_PyRuntime` in an ELF file's dynamic or static symbols (defined there, not imported), and
/// the version: `Py_Version` (PY_VERSION_HEX, 3.11+) if the file defines it, else `named`.
pub fn inspect<'a, R: object::ReadRef<'a>>(data: R, named: (u8, u8)) -> Option<Runtime> {
    let file = object::File::parse(data).ok()?;
    let defined = |name: &str| {
        let mut symbols = file.dynamic_symbols().chain(file.symbols());
        symbols.find(|s| s.is_definition() && s.name() == Ok(name)).map(|s| s.address())
    };
    let symbol = defined("_PyRuntime")?;
    let hex = defined("Py_Version").and_then(|at| {
        let bytes = file.segments().find_map(|s| s.data_range(at, 4).ok().flatten())?;
        Some(u32::from_le_bytes(bytes.try_into().ok()?))
    });
    let version = hex.map(|h| ((h >> 24) as u8, (h >> 16) as u8)).filter(|v| v.0 == 3).unwrap_or(named);
    let segment = file.segments().find(|s| (s.address()..s.address() + s.size()).contains(&symbol))?;
    Some(Runtime { symbol, version, segment_vaddr: segment.address(), segment_offset: segment.file_range().0 })
}

/// The version a CPython file's name carries: `python3.N` (the executable) or `libpython3.N.so*`,
/// either free-threaded (`3.Nt`). Debug builds (`3.Nd`) are not matched: their objects carry
/// extra header fields, which the per-version table does not know.
pub fn version_from_name(name: &str) -> Option<(u8, u8)> {
    let name = name.strip_suffix(" (deleted)").unwrap_or(name);
    let (lib, rest) = match name.strip_prefix("lib") {
        Some(rest) => (true, rest),
        None => (false, name),
    };
    let rest = rest.strip_prefix("python3.")?;
    let digits = rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let minor = rest[..digits].parse().ok()?;
    let tail = &rest[digits..];
    let tail = tail.strip_prefix('t').unwrap_or(tail);
    let fits = if lib { tail.starts_with(".so") } else { tail.is_empty() };
    fits.then_some((3, minor))
}

/// The mapped file: through map_files (the very file, in whatever mount namespace, even
/// deleted), else by its path in the process's root, else in ours. Read it through an
/// `object::ReadCache`: only the parts asked for are read.
/// Each way is the process's word (see `process::untrusted`): regular files only, the mapped
/// inode only.
pub fn open_mapped(pid: u32, m: &MemoryMap, path: &Path) -> anyhow::Result<std::fs::File> {
    use std::os::unix::fs::MetadataExt;
    if let Some(why) = untrusted::served_by_a_user(pid, libc::makedev(m.dev.0 as u32, m.dev.1 as u32)) {
        anyhow::bail!("{}: {why}", path.display());
    }
    let (start, end) = m.address;
    let ways = [
        untrusted::open(Path::new(&format!("/proc/{pid}/map_files/{start:x}-{end:x}"))),
        untrusted::open_in_root(pid, path),
        untrusted::open(path),
    ];
    let mut last = None;
    for way in ways {
        match way.and_then(|f| Ok((f.metadata()?, f))) {
            Ok((meta, file)) if meta.ino() == m.inode => return Ok(file),
            Ok(_) => last = Some(std::io::Error::other("not the mapped file")),
            Err(e) => last = Some(e),
        }
    }
    Err(last.unwrap()).with_context(|| format!("cannot read {} (mapped by {pid})", path.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names() {
        assert_eq!(version_from_name("python3.12"), Some((3, 12)));
        assert_eq!(version_from_name("python3.13t"), Some((3, 13)));
        assert_eq!(version_from_name("libpython3.10.so.1.0"), Some((3, 10)));
        assert_eq!(version_from_name("libpython3.14t.so.1.0"), Some((3, 14)));
        assert_eq!(version_from_name("libpython3.9.so"), Some((3, 9)));
        assert_eq!(version_from_name("python3.11 (deleted)"), Some((3, 11)));
        for not in ["python3", "python", "python3.12d", "python3.12-config", "libpython3.12d.so.1.0", "python3.", "libpython3.12.a", "python2.7", "xpython3.12"] {
            assert_eq!(version_from_name(not), None, "{not}");
        }
    }

    #[test]
    fn load_address() {
        // A PIE: the data segment at 0x5a0000 (file offset 0x59f000) mapped at 0x5555_55af_4000.
        let pie = Runtime { symbol: 0x5a0d20, version: (3, 10), segment_vaddr: 0x59fd10, segment_offset: 0x59ed10 };
        let loads = [(0x5555_5500_0000, 0), (0x5555_55af_3000, 0x59e000)];
        assert_eq!(pie.address(loads.into_iter()), Some(0x5555_55af_3000 + 0x5a0d20 - 0x59f000));
        // An executable patchelf moved its headers in front of (a new segment at 0x3ff000, file
        // offset 0): its data segment is still where its addresses say, bias 0.
        let exec = Runtime { symbol: 0xb34cc0, version: (3, 12), segment_vaddr: 0xa27dc8, segment_offset: 0x628dc8 };
        let loads = [(0x3ff000, 0), (0x400000, 0x1000), (0xa27000, 0x628000), (0xa28000, 0x629000)];
        assert_eq!(exec.address(loads.into_iter()), Some(0xb34cc0));
        // Not mapped (the process is past its exit, or mapped it otherwise).
        assert_eq!(exec.address([(0x3ff000, 0)].into_iter()), None);
    }
}
