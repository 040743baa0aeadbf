//! Property tests of the parsers of tenant bytes (issue 45): the daemon runs as root and parses
//! what a traced process controls (its ELF files and their unwind tables and DWARF, its CPython's
//! code objects and line tables, its `/proc` files, its container runtime's state). Each parser is
//! fed arbitrary bytes, truncations of a real input and random mutations of one (real inputs:
//! the system's loader, ld.so, libc, `python3.11` and libraries built here, line tables
//! `python3.11` compiles, this process's `/proc` files), and must not panic, must return (within
//! [`LIMIT`], in a thread of its own: a parser that loops fails the case) and must keep what it
//! returns within the budget its module names (`MAX_SITES`, `MAX_UNWIND_BYTES`, `MAX_TABLE`...).
//!
//! The suite runs a few cases of each (`cases` below, some seconds in all in release); a longer
//! run is asked for with proptest's own variable, which then sets every test's number of cases:
//! `PROPTEST_CASES=10000 cargo test --release -p tracer-user --lib prop_`. Failures are not
//! persisted to files: a failing input found is kept as a unit test of its parser.
//! Debug builds (`cargo test -p tracer-user --lib prop_`) check arithmetic overflow too.
use std::{
    fs::File,
    ops::Range,
    path::{Path, PathBuf},
    sync::{Arc, OnceLock, atomic::{AtomicUsize, Ordering}},
    time::Duration,
};

use object::{Object, ObjectSection, ObjectSegment, ObjectSymbol};
use proptest::{collection::vec, prelude::*, sample::Index};

/// How long one case may take before its parser is taken to loop (generous: the machine is
/// slow and shared, and a debug build is some ten times slower).
pub(crate) const LIMIT: Duration = Duration::from_secs(if cfg!(debug_assertions) { 120 } else { 20 });

/// `cases` cases per test from a fixed seed (the suite's verdict is the same on every run:
/// a bug these would find only some runs is for the longer runs to find), unless
/// `PROPTEST_CASES` asks for a run of its own (random seeds); no failure files.
pub(crate) fn config(cases: u32) -> ProptestConfig {
    let mut config = ProptestConfig { failure_persistence: None, max_shrink_time: 120_000, ..ProptestConfig::default() };
    if std::env::var_os("PROPTEST_CASES").is_none() {
        config.cases = cases;
        config.rng_seed = proptest::test_runner::RngSeed::Fixed(0x7a65_7472_6163_6572);
    }
    config
}

/// `parse()`, run in a thread of its own: its result, its panic (passed on), or a panic of ours
/// if it has not returned within [`LIMIT`].
pub(crate) fn within<T: Send + 'static>(parse: impl FnOnce() -> T + Send + 'static) -> T {
    let (done, returned) = std::sync::mpsc::channel();
    let worker = std::thread::spawn(move || {
        let out = parse();
        let _ = done.send(());
        out
    });
    match returned.recv_timeout(LIMIT) {
        Err(std::sync::mpsc::RecvTimeoutError::Timeout) => panic!("the parser has not returned after {LIMIT:?}: it loops"),
        // Returned, or panicked (its sender dropped): the join says which.
        _ => worker.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic)),
    }
}

/// Arbitrary bytes (up to `most`), a truncation of `base` at any length, or `base` with up to
/// 32 of its bytes changed, each at any place of one of `hot` (where its parser reads: its
/// headers, the sections parsed).
pub(crate) fn like(base: Arc<Vec<u8>>, hot: Arc<Vec<Range<usize>>>, most: usize) -> impl Strategy<Value = Vec<u8>> {
    let cut = base.clone();
    prop_oneof![
        1 => vec(any::<u8>(), 0..most),
        1 => any::<Index>().prop_map(move |at| cut[..at.index(cut.len() + 1)].to_vec()),
        3 => vec((any::<Index>(), any::<Index>(), any::<u8>()), 1..32).prop_map(move |changes| {
            let mut bytes = (*base).clone();
            for (range, at, value) in changes {
                let range = &hot[range.index(hot.len())];
                if !range.is_empty() {
                    bytes[range.start + at.index(range.len())] = value;
                }
            }
            bytes
        }),
    ]
}

/// [`like`], the whole of `base` hot.
pub(crate) fn like_all(base: Vec<u8>, most: usize) -> impl Strategy<Value = Vec<u8>> {
    let whole = vec![0..base.len()];
    like(Arc::new(base), Arc::new(whole), most)
}

/// Where an ELF file's parsers read: its first and last pages (the ELF and program headers,
/// usually the section headers) and the sections named (a name ending in `*`: every section it
/// begins).
pub(crate) fn hot_ranges(elf: &[u8], sections: &[&str]) -> Vec<Range<usize>> {
    let len = elf.len();
    let mut hot = vec![0..len.min(4096), len.saturating_sub(4096)..len];
    let file = object::File::parse(elf).expect("a real ELF file");
    for s in file.sections() {
        let name = s.name().unwrap_or("");
        let wanted = sections.iter().any(|w| match w.strip_suffix('*') {
            Some(prefix) => name.starts_with(prefix),
            None => name == *w,
        });
        if let (true, Some((offset, size))) = (wanted, s.file_range()) {
            hot.push(offset as usize..(offset + size).min(len as u64) as usize);
        }
    }
    hot
}

/// A file of `bytes` in this test run's own directory, removed when dropped.
pub(crate) struct TempFile(pub PathBuf);

impl TempFile {
    pub(crate) fn new(name: &str, bytes: &[u8]) -> TempFile {
        static N: AtomicUsize = AtomicUsize::new(0);
        let dir = std::env::temp_dir().join(format!("ze-tracer-props-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join(format!("{}-{name}", N.fetch_add(1, Ordering::Relaxed)));
        std::fs::write(&path, bytes).unwrap();
        TempFile(path)
    }
}

impl Drop for TempFile {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

fn read(path: &str) -> Arc<Vec<u8>> {
    Arc::new(std::fs::read(path).unwrap_or_else(|e| panic!("{path}: {e}")))
}

/// `source` (C or assembly, as `file` is named) built with `cc args -shared`: the library's bytes.
fn built(file: &str, source: &str, args: &[&str]) -> Vec<u8> {
    let dir = std::env::temp_dir().join(format!("ze-tracer-props-build-{}-{file}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (src, lib) = (dir.join(file), dir.join("lib.so"));
    std::fs::write(&src, source).unwrap();
    let status = std::process::Command::new("cc").args(args).args(["-shared", "-o"]).arg(&lib).arg(&src).status().unwrap();
    assert!(status.success(), "cc");
    let bytes = std::fs::read(&lib).unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    bytes
}

const LOADER: &str = "/usr/lib/x86_64-linux-gnu/libze_loader.so.1";
const LIBC: &str = "/usr/lib/x86_64-linux-gnu/libc.so.6";
const LDSO: &str = "/usr/lib/x86_64-linux-gnu/ld-linux-x86-64.so.2";
const PYTHON: &str = "/usr/bin/python3.11";

fn loader() -> Arc<Vec<u8>> {
    static BYTES: OnceLock<Arc<Vec<u8>>> = OnceLock::new();
    BYTES.get_or_init(|| read(LOADER)).clone()
}

fn python() -> Arc<Vec<u8>> {
    static BYTES: OnceLock<Arc<Vec<u8>>> = OnceLock::new();
    BYTES.get_or_init(|| read(PYTHON)).clone()
}

fn ldso() -> Arc<Vec<u8>> {
    static BYTES: OnceLock<Arc<Vec<u8>>> = OnceLock::new();
    BYTES.get_or_init(|| read(LDSO)).clone()
}

fn libc() -> Arc<Vec<u8>> {
    static BYTES: OnceLock<Arc<Vec<u8>>> = OnceLock::new();
    BYTES.get_or_init(|| read(LIBC)).clone()
}

/// A library whose functions call `PyEval_EvalCode` directly, through the PLT, by a tail call
/// and from a function's cold part, as `return_sites` finds them (built once).
fn calls_lib() -> Arc<Vec<u8>> {
    static BYTES: OnceLock<Arc<Vec<u8>>> = OnceLock::new();
    BYTES
        .get_or_init(|| {
            let f = |name: &str, body: &str| format!(".globl {name}\n.type {name},@function\n{name}:\n.cfi_startproc\n{body}\n.cfi_endproc\n");
            let asm = [
                f("PyEval_EvalCode", "ret"),
                f("straight", "push %rbx\ncall PyEval_EvalCode@plt\ntest %rax,%rax\nje 1f\npop %rbx\n1: ret"),
                f("joined", "push %rbx\ntest %rdi,%rdi\nje 3f\ncall PyEval_EvalCode@plt\nmov %rax,%rbx\n3: test %rbx,%rbx\njne 4f\n4: pop %rbx\nret"),
                f("direct", "push %rbx\ncall PyEval_EvalCode\npop %rbx\nret"),
                f("exec", "jmp PyEval_EvalCode@plt"),
                f("runs", "push %rbx\ncall exec@plt\nnopl 0x0(%rax,%rax,1)\npop %rbx\nret"),
                f("through", "push %rbx\ncall *PyEval_EvalCode@GOTPCREL(%rip)\npop %rbx\nret"),
            ];
            Arc::new(built("calls.s", &format!(".text\n{}", asm.concat()), &["-nostdlib", "-Wl,--eh-frame-hdr"]))
        })
        .clone()
}

/// A library with DWARF (lines, inlined functions) built once.
fn dwarf_lib() -> Arc<Vec<u8>> {
    static BYTES: OnceLock<Arc<Vec<u8>>> = OnceLock::new();
    BYTES
        .get_or_init(|| {
            let c = "static inline int twice(int x) { return 2 * x; }\n\
                     __attribute__((noinline)) int leaf(int x) { return twice(x) + 1; }\n\
                     int middle(int x) {\n  int y = leaf(x);\n  return leaf(y) * 3;\n}\n\
                     int top(int x) { return middle(x) + middle(x + 1); }\n";
            Arc::new(built("dwarf.c", c, &["-g", "-O2", "-fPIC"]))
        })
        .clone()
}

/// The file offsets and sizes of `elf`'s executable segments.
fn exec_segments(elf: &[u8]) -> Vec<(u64, u64, u64)> {
    let file = object::File::parse(elf).unwrap();
    let text = file.section_by_name(".text").map(|s| s.address()..s.address() + s.size());
    let mut segments: Vec<(u64, u64, u64)> =
        file.segments().filter(|s| text.as_ref().is_some_and(|t| t.start >= s.address() && t.start < s.address() + s.size())).map(|s| (s.file_range().0, s.address(), s.size())).collect();
    segments.dedup();
    segments
}

// ---- ELF: the traced libraries, ld.so, return sites, probe placement ----

proptest! {
    #![proptest_config(config(24))]

    /// `elf::TracedLib::inspect_open` (a copy named like a traced library) on the system's
    /// loader, changed: at most one symbol per API, each inside the file, its probe within the
    /// bytes decoded.
    #[test]
    fn prop_elf_traced_library(bytes in like(loader(), Arc::new(hot_ranges(&loader(), &[".dynsym", ".dynstr", ".gnu.hash", ".hash", ".dynamic", ".text"])), 4096)) {
        let file = TempFile::new("libze_loader.so.1", &bytes);
        let path = file.0.clone();
        let lib = within(move || crate::probes::elf::TracedLib::inspect(&path).map(|l| (l.library.apis.len(), l.symbols, l.missing)));
        if let Ok((apis, symbols, missing)) = lib {
            prop_assert!(symbols.len() + missing.len() <= apis);
            prop_assert!(symbols.iter().all(|s| s.offset < bytes.len() as u64 && s.site.offset < 64), "{symbols:?}");
        }
    }

    /// `elf::OpenElf` (ld.so, libc: what a hook is placed by) on ld.so, changed: its
    /// `_r_debug`, its `_dl_debug_state` and where a probe goes in it.
    #[test]
    fn prop_elf_open_elf_exports(bytes in like(ldso(), Arc::new(hot_ranges(&ldso(), &[".dynsym", ".dynstr", ".gnu.hash", ".dynamic", ".text"])), 4096)) {
        let file = TempFile::new("ld-linux-x86-64.so.2", &bytes);
        let path = file.0.clone();
        let len = bytes.len() as u64;
        within(move || {
            use std::os::unix::fs::MetadataExt;
            let meta = std::fs::metadata(&path).unwrap();
            let elf = crate::probes::elf::OpenElf::open(&path, (meta.dev(), meta.ino())).unwrap();
            let _ = elf.address("_r_debug");
            if let Ok(export) = elf.export("_dl_debug_state", &[iced_x86::Register::RDI]) {
                assert!(export.offset < len && export.site.offset < 64, "{:x} {:?}", export.offset, export.site);
            }
            let sites = elf.return_sites("_dl_debug_state").unwrap_or_default();
            assert!(sites.len() <= crate::probes::return_sites::MAX_SITES);
        });
    }

    /// `return_sites::return_sites` on a library that calls `PyEval_EvalCode` every way it
    /// finds, changed: at most `MAX_SITES`, each in `.text`.
    #[test]
    fn prop_return_sites(bytes in like(calls_lib(), Arc::new(hot_ranges(&calls_lib(), &[".text", ".plt*", ".eh_frame", ".eh_frame_hdr", ".dynsym", ".dynstr", ".rela*", ".got*"])), 4096)) {
        within(move || return_sites_of(&bytes));
    }

    /// `placement::choose` on a function's first bytes (the loader's exports'), changed, or any.
    #[test]
    fn prop_placement_choose(code in function_starts(), ip in any::<u64>(), reads in vec(0..6usize, 0..4)) {
        const ARGS: [iced_x86::Register; 6] = [iced_x86::Register::RDI, iced_x86::Register::RSI, iced_x86::Register::RDX, iced_x86::Register::RCX, iced_x86::Register::R8, iced_x86::Register::R9];
        let reads: Vec<_> = reads.into_iter().map(|r| ARGS[r]).collect();
        let len = code.len() as u64;
        let site = within(move || crate::probes::placement::choose(&code, ip, &reads));
        prop_assert!(site.offset == 0 || site.offset < len, "{site:?}");
    }
}

proptest! {
    #![proptest_config(config(8))]

    /// `return_sites::return_sites` on CPython itself (its `.text` of some MB scanned each
    /// time), changed where it is parsed.
    #[test]
    fn prop_return_sites_of_cpython(bytes in like(python(), Arc::new(hot_ranges(&python(), &[".eh_frame_hdr", ".eh_frame", ".dynsym", ".dynstr", ".rela.dyn", ".rela.plt", ".plt*"])), 4096)) {
        within(move || return_sites_of(&bytes));
    }
}

proptest! {
    #![proptest_config(config(8))]

    /// `return_sites::call_sites` on the system's ld.so (its `_dl_debug_state`'s calls),
    /// changed where it is parsed and where the calls are.
    #[test]
    fn prop_call_sites_of_ld_so(bytes in like(ldso(), Arc::new(hot_ranges(&ldso(), &[".text", ".eh_frame_hdr", ".eh_frame", ".dynsym", ".dynstr"])), 4096)) {
        within(move || {
            use crate::probes::return_sites::{MAX_SITES, call_sites};
            let Ok(elf) = object::File::parse(&bytes[..]) else { return };
            let Some(address) = elf.dynamic_symbols().find(|s| s.name() == Ok("_dl_debug_state")).map(|s| s.address()) else { return };
            let Ok(sites) = call_sites(&elf, address) else { return };
            let text = elf.section_by_name(".text").map(|t| t.address()..t.address() + t.size()).unwrap();
            assert!(sites.len() <= MAX_SITES && sites.iter().all(|s| text.contains(s)), "{sites:x?} outside {text:x?}");
        });
    }
}

/// The return sites of `PyEval_EvalCode` in `bytes`, as `OpenElf::return_sites` reads them, and
/// checked to be at most `MAX_SITES`, each inside `.text`.
fn return_sites_of(bytes: &[u8]) {
    use crate::probes::return_sites::{MAX_SITES, return_sites};
    let Ok(elf) = object::File::parse(bytes) else { return };
    let Some(address) = elf.dynamic_symbols().find(|s| s.name() == Ok("PyEval_EvalCode") && s.is_definition()).map(|s| s.address()) else { return };
    let Ok(sites) = return_sites(&elf, "PyEval_EvalCode", address) else { return };
    let text = elf.section_by_name(".text").map(|t| t.address()..t.address() + t.size()).unwrap();
    assert!(sites.len() <= MAX_SITES, "{} sites", sites.len());
    assert!(sites.iter().all(|s| text.contains(&s.returns) && text.contains(&s.probe)), "{sites:x?} outside {text:x?}");
}

/// The first 64 bytes of the loader's exported functions (what `placement` decodes), one of
/// them changed or cut, or any bytes.
fn function_starts() -> impl Strategy<Value = Vec<u8>> {
    static STARTS: OnceLock<Vec<Vec<u8>>> = OnceLock::new();
    let starts = STARTS.get_or_init(|| {
        let data = loader();
        let elf = object::File::parse(&data[..]).unwrap();
        let starts: Vec<Vec<u8>> = elf
            .dynamic_symbols()
            .filter(|s| s.is_definition() && s.kind() == object::SymbolKind::Text && s.size() > 0)
            .filter_map(|s| elf.segments().find_map(|seg| seg.data_range(s.address(), 64).ok().flatten()).map(<[u8]>::to_vec))
            .take(64)
            .collect();
        assert!(starts.len() > 10);
        starts
    });
    (0..starts.len()).prop_flat_map(move |i| like_all(starts[i].clone(), 96))
}

proptest! {
    #![proptest_config(config(32))]

    /// `child::interpreter` (the `PT_INTERP` of a program run mode starts, or its script's
    /// `#!` program's) on `ls`, changed in its headers, or any bytes, or a script.
    #[test]
    fn prop_elf_interpreter(bytes in prop_oneof![like(ls(), Arc::new(vec![0..4096]), 4096), like_all(b"#!/bin/sh -e\necho\n".to_vec(), 128)]) {
        let file = TempFile::new("program", &bytes);
        let path = file.0.clone();
        let interpreter = within(move || crate::process::child::interpreter(&path));
        prop_assert!(interpreter.is_none_or(|p| p.as_os_str().len() <= 4096));
    }
}

fn ls() -> Arc<Vec<u8>> {
    static BYTES: OnceLock<Arc<Vec<u8>>> = OnceLock::new();
    BYTES.get_or_init(|| read("/bin/ls")).clone()
}

// ---- Unwind tables and DWARF ----

proptest! {
    #![proptest_config(config(12))]

    /// `files::Files::intern` (its `.eh_frame` and index, kept for unwinding) on libc, changed
    /// where they are and in its headers, then a stack of any bytes unwound through it with
    /// framehop (`ProcessMaps::unwind`): the tables kept within `MAX_UNWIND_BYTES` and the
    /// budget of all files', at most `depth` frames.
    #[test]
    fn prop_unwind_tables_and_unwinder(
        bytes in like(libc(), Arc::new(hot_ranges(&libc(), &[".eh_frame", ".eh_frame_hdr", ".text", ".got"])), 4096),
        stack in vec(any::<u8>(), 0..2048),
        at in any::<Index>(),
        bp in any::<u64>(),
    ) {
        use crate::unwind::{files::{Files, MAX_UNWIND_BYTES, SharedFiles}, process::{ProcessMaps, Window}};
        let segments = exec_segments(&libc());
        let file = TempFile::new("libc.so.6", &bytes);
        let path = file.0.clone();
        within(move || {
            use std::os::unix::fs::MetadataExt;
            let most = 64 << 20;
            let mut files = Files::default();
            files.shared = SharedFiles::within(most);
            let meta = std::fs::metadata(&path).unwrap();
            let key = (meta.dev(), meta.ino());
            let Some(id) = files.intern(key, &path.display().to_string(), || File::open(&path)) else { return };
            let info = files.get(id);
            if let Some(unwind) = &info.unwind {
                assert!(unwind.eh_frame.1.len() as u64 <= MAX_UNWIND_BYTES);
                assert!(unwind.eh_frame_hdr.as_ref().is_none_or(|h| h.1.len() as u64 <= MAX_UNWIND_BYTES));
            }
            assert!(files.shared.bytes() <= most);
            let bias = 0x7f12_3400_0000u64;
            let mut maps = ProcessMaps::new(std::process::id(), false);
            maps.add_object(bias, key, path.as_os_str().as_encoded_bytes(), &mut files);
            let (_, vaddr, size) = segments[0];
            let ip = bias + vaddr + at.index(size as usize) as u64;
            let sp = 0x7ffd_0000_0000u64;
            let w = Window { ip, sp, bp, bytes: &stack, python: &[], python_cut: false };
            let mut out = Vec::new();
            let depth = 64;
            let _ = maps.unwind(&w, depth, &mut files, &mut out);
            assert!(out.len() <= depth, "{} frames", out.len());
        });
    }

    /// `symbolize::dwarf_within` (what a tenant's DWARF inflates to) and `Names::prepare`
    /// (blazesym: ELF symbols, DWARF lines and inlined functions) on a library built with DWARF,
    /// changed in its `.debug_*` sections, its symbols and its headers, naming offsets of its
    /// code.
    #[test]
    fn prop_symbolize_dwarf(
        bytes in like(dwarf_lib(), Arc::new(hot_ranges(&dwarf_lib(), &[".debug_*", ".symtab", ".strtab", ".dynsym", ".dynstr"])), 4096),
        offsets in vec(any::<Index>(), 1..8),
    ) {
        use crate::unwind::{files::Files, frame::Frame, symbolize::{MAX_TENANT_DWARF, Names, dwarf_within}};
        let (offset, _, size) = exec_segments(&dwarf_lib())[0];
        let offsets: Vec<u64> = offsets.iter().map(|i| offset + i.index(size as usize) as u64 + 1).collect();
        let file = TempFile::new("libdwarf.so", &bytes);
        let path = file.0.clone();
        within(move || {
            use std::os::unix::fs::MetadataExt;
            let opened = File::open(&path).unwrap();
            if let Ok(elf) = object::File::parse(&*bytes) {
                let _ = dwarf_within(&opened, &elf, MAX_TENANT_DWARF);
            }
            let mut files = Files::default();
            let meta = opened.metadata().unwrap();
            let Some(id) = files.intern((meta.dev(), meta.ino()), "libdwarf.so", || Ok(opened)) else { return };
            let (identity, kept) = (files.get(id).identity, files.get(id).file());
            let mut names = Names::default();
            let by_identity: rustc_hash::FxHashMap<_, _> = [(identity, kept)].into_iter().collect();
            names.prepare(&by_identity, offsets.iter().map(|&o| (identity, o)));
            let mut out = Vec::new();
            for &o in &offsets {
                names.fill(identity, o, Frame::default(), &mut out);
            }
            assert!(out.len() >= offsets.len());
        });
    }
}

// ---- CPython: line tables, code objects, `_PyRuntime` ----

/// Every code object's line table (with its first line) that `python3.11` compiles from the
/// suite's Python programs.
fn line_tables() -> &'static [(u32, Vec<u8>)] {
    static TABLES: OnceLock<Vec<(u32, Vec<u8>)>> = OnceLock::new();
    TABLES.get_or_init(|| {
        let dump = "import json, sys\nout = []\ndef walk(c):\n    out.append([c.co_firstlineno, list(c.co_linetable)])\n    for k in c.co_consts:\n        if hasattr(k, 'co_code'):\n            walk(k)\nfor path in sys.argv[1:]:\n    walk(compile(open(path).read(), path, 'exec'))\nprint(json.dumps(out))\n";
        let root = concat!(env!("CARGO_MANIFEST_DIR"), "/..");
        let out = std::process::Command::new(PYTHON).arg("-c").arg(dump).arg(format!("{root}/tests/python/leaks.py")).output().unwrap();
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        let tables: Vec<(u32, Vec<u8>)> = serde_json::from_slice(&out.stdout).unwrap();
        assert!(tables.len() > 5);
        tables
    })
}

fn a_line_table() -> impl Strategy<Value = (u32, Vec<u8>)> {
    (0..line_tables().len()).prop_flat_map(|i| {
        let (first, table) = &line_tables()[i];
        (Just(*first), like_all(table.clone(), 512))
    })
}

proptest! {
    #![proptest_config(config(256))]

    /// `linetable::line_311` and `line_310` on a table `python3.11` compiled, changed or cut,
    /// or any bytes, at any offset and first line.
    #[test]
    fn prop_python_line_tables((first, table) in a_line_table(), other_first in any::<u32>(), offset in any::<u32>(), near in 0..4096u32) {
        use crate::unwind::python::linetable::{line_310, line_311};
        within(move || {
            for first in [first, other_first] {
                for offset in [offset, near] {
                    let _ = (line_311(&table, first, offset), line_310(&table, first, offset));
                }
            }
        });
    }
}

/// A process's memory for `code::read_code`: `bytes` from `base`, nothing else readable; the
/// largest read asked for, kept.
struct Fake {
    base: u64,
    bytes: Vec<u8>,
    largest: std::cell::Cell<usize>,
}

impl crate::unwind::python::code::Memory for Fake {
    fn read(&self, addr: u64, buf: &mut [u8]) -> std::io::Result<()> {
        self.largest.set(self.largest.get().max(buf.len()));
        let at = addr.checked_sub(self.base).and_then(|a| usize::try_from(a).ok());
        let src = at.and_then(|at| self.bytes.get(at..at.checked_add(buf.len())?)).ok_or_else(|| std::io::Error::other("unmapped"))?;
        buf.copy_from_slice(src);
        Ok(())
    }
}

const CODE_AT: u64 = 0x10000;

/// A 3.11 code object at [`CODE_AT`] as its layout lays it out: its qualified name, its file
/// and a line table `python3.11` compiled.
fn code_object() -> Vec<u8> {
    let l = crate::unwind::python::layout::Layout::for_version(3, 11).unwrap();
    let (first, table) = &line_tables()[1];
    let (name, file, bytes) = (0x400u64, 0x800u64, 0x1000u64);
    let mut mem = vec![0u8; (bytes + l.bytes_data) as usize + table.len() + 1];
    let mut put = |at: u64, word: u64| mem[at as usize..at as usize + 8].copy_from_slice(&word.to_le_bytes());
    for (field, to) in [(l.code_qualname.unwrap(), name), (l.code_name, name), (l.code_filename, file), (l.code_linetable, bytes)] {
        put(field, CODE_AT + to);
    }
    put(l.code_firstlineno, *first as u64);
    // Compact ASCII strings: `kind` 1, compact, ascii.
    let state = (1 << 2) | (1 << 5) | (1 << 6);
    let text = |at: u64, s: &str, mem: &mut Vec<u8>| {
        mem[(at + l.unicode_length) as usize..][..8].copy_from_slice(&(s.len() as u64).to_le_bytes());
        mem[(at + l.unicode_state) as usize..][..8].copy_from_slice(&(state as u64).to_le_bytes());
        mem[(at + l.unicode_ascii_data) as usize..][..s.len()].copy_from_slice(s.as_bytes());
    };
    text(name, "Leaker.allocate", &mut mem);
    text(file, "/srv/app/leaks.py", &mut mem);
    mem[(bytes + l.bytes_size) as usize..][..8].copy_from_slice(&(table.len() as u64).to_le_bytes());
    mem[(bytes + l.bytes_data) as usize..][..table.len()].copy_from_slice(table);
    mem
}

proptest! {
    #![proptest_config(config(256))]

    /// `code::read_code` (a code object read through its process's memory) on a 3.11 code
    /// object, changed, or any bytes, read with each version's layout, then a line asked of it:
    /// no read larger than its bounds (`MAX_NAME`, `MAX_FILE` of up to 4-byte characters,
    /// `MAX_TABLE`), nor a name, file or table past them.
    #[test]
    fn prop_python_code_object(mem in like_all(code_object(), 8192), instr in any::<u64>(), near in 0..4096u64) {
        use crate::unwind::python::{code::{MAX_FILE, MAX_NAME, MAX_TABLE, read_code}, layout::Layout};
        within(move || {
            let mem = Fake { base: CODE_AT, bytes: mem, largest: Default::default() };
            for minor in 10..=14 {
                let l = Layout::for_version(3, minor).unwrap();
                if let Ok(info) = read_code(&mem, &l, CODE_AT) {
                    assert!(info.qualname.chars().count() as u64 <= MAX_NAME && info.file.chars().count() as u64 <= MAX_FILE);
                    for instr in [instr, CODE_AT + l.code_adaptive.unwrap_or(0) + near, near] {
                        let _ = info.line(&l, CODE_AT, instr);
                    }
                }
                assert!(mem.largest.get() as u64 <= (4 * MAX_FILE).max(MAX_TABLE), "a read of {} bytes", mem.largest.get());
            }
        });
    }

    /// `runtime::version_from_name` on any name.
    #[test]
    fn prop_python_version_from_name(name in "(lib)?(python3\\.)?[0-9t.a-z ()]{0,12}|\\PC{0,24}") {
        let _ = within(move || crate::unwind::python::runtime::version_from_name(&name));
    }
}

proptest! {
    #![proptest_config(config(16))]

    /// `runtime::inspect` (where `_PyRuntime` is, and the version) on `python3.11`, changed in
    /// its symbols and headers, then placed at any mappings.
    #[test]
    fn prop_python_runtime(
        bytes in like(python(), Arc::new(hot_ranges(&python(), &[".dynsym", ".dynstr", ".gnu.hash", ".symtab", ".strtab", ".data", ".rodata"])), 4096),
        loads in vec((any::<u64>(), any::<u64>()), 0..4),
    ) {
        within(move || {
            let Some(runtime) = crate::unwind::python::runtime::inspect(&bytes[..], (3, 11)) else { return };
            let _ = runtime.address(loads.iter().copied());
            let _ = runtime.address([(0x5555_5555_4000, runtime.segment_offset & !0xfff)].into_iter());
        });
    }
}

// ---- /proc files, and a container runtime's state ----

fn proc_self(name: &str) -> Vec<u8> {
    std::fs::read(format!("/proc/self/{name}")).unwrap()
}

/// This process's `/proc/self/stat` as the kernel would write it for a process that named
/// itself anything (`comm`: prctl's `PR_SET_NAME`), its numbers changed or cut at a space.
fn a_stat_line() -> impl Strategy<Value = Vec<u8>> {
    let line = proc_self("stat");
    let close = line.iter().rposition(|&b| b == b')').unwrap();
    let open = line.iter().position(|&b| b == b'(').unwrap();
    let (pid, fields) = (line[..open].to_vec(), line[close + 1..].to_vec());
    let numbers = vec((any::<Index>(), prop::sample::select(b"0123456789 -".to_vec())), 0..16).prop_map(move |changes| {
        let mut fields = fields.clone();
        for (at, b) in changes {
            let at = at.index(fields.len() - 2) + 2;
            fields[at] = b;
        }
        fields
    });
    (vec(1..=255u8, 1..=15), numbers).prop_map(move |(comm, fields)| [&pid[..], b"(", &comm, b")", &fields].concat())
}

proptest! {
    #![proptest_config(config(128))]

    /// `maps::mapped_in` (what `mapped_loaders`, `mapped_ldsos` read) and procfs's maps parse
    /// (what the unwinder and `runtime` read) on this process's maps, changed, or any bytes.
    #[test]
    fn prop_proc_maps(maps in like_all(proc_self("maps"), 4096)) {
        within(move || {
            let text = String::from_utf8_lossy(&maps);
            let found = crate::probes::maps::mapped_in(std::process::id(), &text, |_, _| true);
            assert!(found.len() <= text.lines().count());
            let _ = <procfs::process::MemoryMaps as procfs::FromRead>::from_read(&maps[..]);
        });
    }

    /// procfs's `status` and `stat` parses (a process's user, its start) and its `cgroup` one
    /// with `Container::of_cgroup` (which container a path names) on this process's, changed,
    /// or any bytes. `stat` is the kernel's line but for its `comm`, which the process names
    /// (any 1 to 15 bytes but NUL, `)` and newlines among them): it is fed that, its numbers
    /// changed (procfs-core 0.17's parse slices the line unchecked, and panics on what the
    /// kernel never writes: a `)` last, a non-ASCII byte after it; see docs/threat-model.md).
    #[test]
    fn prop_proc_status_stat_cgroup(status in like_all(proc_self("status"), 4096), stat in a_stat_line(), cgroup in like_all(proc_self("cgroup"), 1024)) {
        within(move || {
            use procfs::FromRead;
            let _ = procfs::process::Status::from_read(&status[..]).map(|s| s.ruid);
            let _ = procfs::process::Stat::from_read(&stat[..]).map(|s| s.starttime);
            if let Ok(cgroups) = procfs::ProcessCGroups::from_read(&cgroup[..]) {
                for c in cgroups {
                    if let Some(found) = crate::process::container::Container::of_cgroup(&c.pathname) {
                        assert!(found.id.len() <= c.pathname.len());
                    }
                }
            }
            for line in String::from_utf8_lossy(&cgroup).lines() {
                let _ = crate::process::container::Container::of_cgroup(line.splitn(3, ':').last().unwrap_or(line));
            }
        });
    }

    /// `ci_job::parse_environ` and `CiJob::from_env` on this process's environment with a CI
    /// job's variables, changed, or any bytes; `facts::join_args` on its command line, changed:
    /// what it makes of `CMDLINE_MAX` bytes stays within what quoting can add to them.
    #[test]
    fn prop_proc_environ_and_cmdline(
        environ in like_all([proc_self("environ"), b"GITLAB_CI=true\0CI_JOB_ID=4242\0CI_JOB_NAME=test:gpu\0".to_vec()].concat(), 4096),
        cmdline in like_all([proc_self("cmdline"), b"--leak\0event,host\0it's\0".to_vec()].concat(), 8192),
    ) {
        within(move || {
            use crate::process::{ci_job::{CiJob, parse_environ}, facts::{CMDLINE_MAX, join_args}};
            let env = parse_environ(&environ);
            assert!(env.len() <= environ.len() / 2 + 1);
            let _ = CiJob::from_env(&env, &["CI_JOB_ID".to_owned()]);
            let line = join_args(&cmdline);
            // Each byte at most 5 (`'` as `'"'"'`), each argument two quotes and a space, and ` …`.
            assert!(line.len() <= 8 * CMDLINE_MAX + 8, "{} bytes", line.len());
        });
    }

    /// `names::docker`, `names::stored_name` and `names::oci_spec` (Docker's, Podman's and
    /// containerd's or CRI-O's state: a container's names) on such state, changed, or any
    /// bytes: a name kept is a name.
    #[test]
    fn prop_container_state(
        docker in like_all(br#"{"Name":"/web","Config":{"Labels":{"io.kubernetes.pod.name":"p","io.kubernetes.pod.namespace":"ns","io.kubernetes.pod.uid":"7d3c2b1a","io.kubernetes.container.name":"c"}}}"#.to_vec(), 512),
        stored in like_all(br#"[{"id":"4f2a9c","names":["db"]},{"id":"x","names":[]}]"#.to_vec(), 512),
        spec in like_all(br#"{"ociVersion":"1.1.0","process":{"args":["/pause"]},"annotations":{"io.kubernetes.cri.sandbox-name":"p","io.kubernetes.cri.sandbox-namespace":"ns","io.kubernetes.cri.sandbox-uid":"7d3c2b1a","io.kubernetes.cri.container-name":"c"}}"#.to_vec(), 512),
    ) {
        within(move || {
            use crate::process::container::names::{docker as docker_names, oci_spec, stored_name};
            let names = [docker_names(&docker), stored_name(&stored, "4f2a9c"), oci_spec(&spec)];
            for n in names.into_iter().flatten() {
                for name in [n.pod_name, n.pod_namespace, n.pod_uid, n.container_name].into_iter().flatten() {
                    assert!((1..=253).contains(&name.len()), "{name:?}");
                }
            }
        });
    }
}

/// Every truncation of the small real inputs: the line tables, the code object, this process's
/// `/proc` files.
#[test]
fn prop_every_truncation_of_small_inputs() {
    use crate::unwind::python::linetable::{line_310, line_311};
    within(|| {
        for (first, table) in line_tables() {
            for cut in 0..=table.len() {
                for offset in (0..2 * table.len() as u32 + 4).step_by(2) {
                    let _ = (line_311(&table[..cut], *first, offset), line_310(&table[..cut], *first, offset));
                }
            }
        }
        let code = code_object();
        let l = crate::unwind::python::layout::Layout::for_version(3, 11).unwrap();
        let whole = crate::unwind::python::code::read_code(&Fake { base: CODE_AT, bytes: code.clone(), largest: Default::default() }, &l, CODE_AT);
        assert_eq!(whole.map(|c| (c.qualname, c.file)).ok(), Some(("Leaker.allocate".into(), "/srv/app/leaks.py".into())), "the real input is valid");
        for cut in 0..=code.len() {
            let _ = crate::unwind::python::code::read_code(&Fake { base: CODE_AT, bytes: code[..cut].to_vec(), largest: Default::default() }, &l, CODE_AT);
        }
        for name in ["maps", "status", "stat", "cgroup", "environ", "cmdline"] {
            let bytes = proc_self(name);
            for cut in (0..=bytes.len()).step_by((bytes.len() / 256).max(1)) {
                let bytes = &bytes[..cut];
                match name {
                    "maps" => _ = crate::probes::maps::mapped_in(std::process::id(), &String::from_utf8_lossy(bytes), |_, _| true),
                    "status" => _ = <procfs::process::Status as procfs::FromRead>::from_read(bytes).is_ok(),
                    // Whole: the kernel writes it so (see `a_stat_line`).
                    "stat" => _ = <procfs::process::Stat as procfs::FromRead>::from_read(&proc_self("stat")[..]).is_ok(),
                    "cgroup" => _ = <procfs::ProcessCGroups as procfs::FromRead>::from_read(bytes).is_ok(),
                    "environ" => _ = crate::process::ci_job::parse_environ(bytes),
                    _ => _ = crate::process::facts::join_args(bytes),
                }
            }
        }
    });
}

/// The real inputs are what the properties take them for: each parser reads them whole.
#[test]
fn prop_real_inputs_parse() {
    let lib = crate::probes::elf::TracedLib::inspect(Path::new(LOADER)).unwrap();
    assert!(!lib.symbols.is_empty());
    return_sites_of(&calls_lib());
    let calls = calls_lib();
    let elf = object::File::parse(&calls[..]).unwrap();
    let at = elf.dynamic_symbols().find(|s| s.name() == Ok("PyEval_EvalCode")).unwrap().address();
    assert!(crate::probes::return_sites::return_sites(&elf, "PyEval_EvalCode", at).unwrap().len() >= 4);
    assert!(crate::unwind::python::runtime::inspect(&python()[..], (3, 11)).is_some());
    assert!(!exec_segments(&libc()).is_empty() && !exec_segments(&dwarf_lib()).is_empty());
    let maps = String::from_utf8(proc_self("maps")).unwrap();
    assert!(crate::probes::maps::mapped_in(std::process::id(), &maps, |_, _| true).len() > 5);
}
