//! The Python layouts (src/unwind/python/layout.rs) against the CPythons `cargo xtask test`
//! names in `ZE_TRACER_TEST_PYTHONS` (3.10 to 3.14, xtask/src/pythons.rs):
//! - the table, against offsetof/sizeof compiled against each version's own headers (internal
//!   ones included, Py_BUILD_CORE);
//! - 3.13+'s `_Py_DebugOffsets`, read from a running interpreter's `_PyRuntime` (found by
//!   src/unwind/python/runtime.rs), against the same;
//! - both, by walking a running interpreter as the probe will: its threads, the main thread's
//!   frames, their code objects' names (one of them not ASCII), first lines and line tables.
use std::{
    collections::BTreeMap,
    fs::File,
    io::{BufRead, BufReader},
    os::unix::fs::FileExt,
    path::{Path, PathBuf},
    process::{Child, Command, Stdio},
    sync::OnceLock,
};

use ze_tracer::unwind::python::{
    layout::{DEBUG_OFFSETS_LEN, Layout},
    runtime,
};

struct Python {
    version: (u8, u8),
    command: PathBuf,
    include: PathBuf,
}

/// `3.10=/a,3.11=/b` as (version, value) pairs.
fn env_list(name: &str) -> BTreeMap<(u8, u8), PathBuf> {
    let value = std::env::var(name).unwrap_or_else(|_| {
        panic!("{name} is not set: these tests run through `cargo xtask test`, which unpacks the CPythons and names them")
    });
    value
        .split(',')
        .map(|item| {
            let (version, path) = item.split_once('=').unwrap_or_else(|| panic!("{name}: bad item {item:?}"));
            let (major, minor) = version.split_once('.').unwrap_or_else(|| panic!("{name}: bad version {version:?}"));
            ((major.parse().unwrap(), minor.parse().unwrap()), PathBuf::from(path))
        })
        .collect()
}

fn pythons() -> &'static [Python] {
    static PYTHONS: OnceLock<Vec<Python>> = OnceLock::new();
    PYTHONS.get_or_init(|| {
        let mut includes = env_list("ZE_TRACER_TEST_PYTHON_INCLUDES");
        let pythons: Vec<Python> = env_list("ZE_TRACER_TEST_PYTHONS")
            .into_iter()
            .map(|(version, command)| {
                let include = includes.remove(&version).unwrap_or_else(|| panic!("no include directory for {version:?}"));
                Python { version, command, include }
            })
            .collect();
        let versions: Vec<_> = pythons.iter().map(|p| p.version).collect();
        assert_eq!(versions, [(3, 10), (3, 11), (3, 12), (3, 13), (3, 14)], "the CPythons named");
        pythons
    })
}

/// Prints offsetof/sizeof for every `Layout` field, by its name, and 3.13+'s
/// sizeof(_Py_DebugOffsets).
const PROBE: &str = r#"
#define Py_BUILD_CORE 1
#include <Python.h>
#include <stddef.h>
#include <stdio.h>
#include <internal/pycore_runtime.h>
#include <internal/pycore_interp.h>
#if PY_VERSION_HEX < 0x030B0000
#include <frameobject.h>
#else
#include <internal/pycore_frame.h>
#endif
#define P(name, value) printf("%s %zu\n", name, (size_t)(value))
int main(void) {
    P("version", PY_VERSION_HEX);
    P("runtime_interpreters_head", offsetof(_PyRuntimeState, interpreters.head));
#if PY_VERSION_HEX < 0x030B0000
    P("interp_threads_head", offsetof(PyInterpreterState, tstate_head));
#else
    P("interp_threads_head", offsetof(PyInterpreterState, threads.head));
#endif
    P("tstate_next", offsetof(PyThreadState, next));
    P("tstate_thread_id", offsetof(PyThreadState, thread_id));
#if PY_VERSION_HEX >= 0x030B0000
    P("tstate_native_thread_id", offsetof(PyThreadState, native_thread_id));
#endif
#if PY_VERSION_HEX < 0x030B0000
    P("tstate_frame", offsetof(PyThreadState, frame));
    P("frame_previous", offsetof(PyFrameObject, f_back));
    P("frame_code", offsetof(PyFrameObject, f_code));
    P("frame_instr", offsetof(PyFrameObject, f_lasti));
#elif PY_VERSION_HEX < 0x030D0000
    P("tstate_frame", offsetof(PyThreadState, cframe));
    P("cframe_current_frame", offsetof(_PyCFrame, current_frame));
    P("frame_previous", offsetof(_PyInterpreterFrame, previous));
    P("frame_code", offsetof(_PyInterpreterFrame, f_code));
    P("frame_instr", offsetof(_PyInterpreterFrame, prev_instr));
#else
    P("tstate_frame", offsetof(PyThreadState, current_frame));
    P("frame_previous", offsetof(_PyInterpreterFrame, previous));
    P("frame_code", offsetof(_PyInterpreterFrame, f_executable));
    P("frame_instr", offsetof(_PyInterpreterFrame, instr_ptr));
    P("debug_offsets_size", sizeof(_Py_DebugOffsets));
#endif
#if PY_VERSION_HEX >= 0x030C0000
    P("frame_owner", offsetof(_PyInterpreterFrame, owner));
#elif PY_VERSION_HEX >= 0x030B0000
    P("frame_is_entry", offsetof(_PyInterpreterFrame, is_entry));
#endif
    P("code_filename", offsetof(PyCodeObject, co_filename));
    P("code_name", offsetof(PyCodeObject, co_name));
#if PY_VERSION_HEX >= 0x030B0000
    P("code_qualname", offsetof(PyCodeObject, co_qualname));
    P("code_adaptive", offsetof(PyCodeObject, co_code_adaptive));
#endif
    P("code_firstlineno", offsetof(PyCodeObject, co_firstlineno));
    P("code_linetable", offsetof(PyCodeObject, co_linetable));
    P("unicode_length", offsetof(PyASCIIObject, length));
    P("unicode_state", offsetof(PyASCIIObject, state));
    P("unicode_ascii_data", sizeof(PyASCIIObject));
    P("unicode_compact_data", sizeof(PyCompactUnicodeObject));
    P("bytes_size", offsetof(PyBytesObject, ob_base.ob_size));
    P("bytes_data", offsetof(PyBytesObject, ob_sval));
    return 0;
}
"#;

/// What the headers say: the layout, and sizeof(_Py_DebugOffsets) (3.13+).
struct Headers {
    layout: Layout,
    debug_offsets_size: Option<u64>,
}

fn headers(py: &Python) -> &'static Headers {
    static ALL: OnceLock<BTreeMap<(u8, u8), Headers>> = OnceLock::new();
    &ALL.get_or_init(|| pythons().iter().map(|p| (p.version, compile_probe(p))).collect())[&py.version]
}

fn compile_probe(py: &Python) -> Headers {
    let (major, minor) = py.version;
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("python_layout");
    std::fs::create_dir_all(&dir).unwrap();
    let source = dir.join("probe.c");
    std::fs::write(&source, PROBE).unwrap();
    let exe = dir.join(format!("probe-{major}.{minor}"));
    // Debian's python3.X/pyconfig.h includes <x86_64-linux-gnu/python3.X/pyconfig.h>.
    let out = Command::new("cc")
        .arg("-o")
        .arg(&exe)
        .arg(&source)
        .arg("-I")
        .arg(&py.include)
        .arg("-I")
        .arg(py.include.parent().unwrap())
        .output()
        .expect("cc");
    assert!(out.status.success(), "{major}.{minor}: the probe does not compile:\n{}", String::from_utf8_lossy(&out.stderr));
    let out = Command::new(&exe).output().unwrap();
    assert!(out.status.success());
    let values: BTreeMap<String, u64> = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| {
            let (name, value) = l.split_once(' ').unwrap();
            (name.to_owned(), value.parse().unwrap())
        })
        .collect();
    let hex = values["version"];
    assert_eq!(((hex >> 24) as u8, (hex >> 16) as u8), py.version, "the headers are not {major}.{minor}'s");
    let get = |name: &str| values.get(name).copied();
    let must = |name: &str| get(name).unwrap_or_else(|| panic!("{major}.{minor}: the probe printed no {name}"));
    let layout = Layout {
        version: py.version,
        runtime_interpreters_head: must("runtime_interpreters_head"),
        interp_threads_head: must("interp_threads_head"),
        tstate_next: must("tstate_next"),
        tstate_thread_id: must("tstate_thread_id"),
        tstate_native_thread_id: get("tstate_native_thread_id"),
        tstate_frame: must("tstate_frame"),
        cframe_current_frame: get("cframe_current_frame"),
        frame_previous: must("frame_previous"),
        frame_code: must("frame_code"),
        frame_instr: must("frame_instr"),
        frame_owner: get("frame_owner"),
        frame_is_entry: get("frame_is_entry"),
        code_filename: must("code_filename"),
        code_name: must("code_name"),
        code_qualname: get("code_qualname"),
        code_firstlineno: must("code_firstlineno"),
        code_linetable: must("code_linetable"),
        code_adaptive: get("code_adaptive"),
        unicode_length: must("unicode_length"),
        unicode_state: must("unicode_state"),
        unicode_ascii_data: must("unicode_ascii_data"),
        unicode_compact_data: must("unicode_compact_data"),
        bytes_size: must("bytes_size"),
        bytes_data: must("bytes_data"),
    };
    Headers { layout, debug_offsets_size: get("debug_offsets_size") }
}

#[test]
fn table_matches_headers() {
    for py in pythons() {
        let (major, minor) = py.version;
        assert_eq!(Layout::for_version(major, minor), Some(headers(py).layout), "{major}.{minor}: the table vs its headers");
    }
}

/// A workload whose state is known: a second thread, and the main thread in `K.fé` (a name
/// that is not ASCII, so stored in a non-ASCII compact string), called from the module, blocked
/// in `sys.stdin.read()` after printing its thread ids.
const SCRIPT: &str = "import sys, threading
class K:
    def fé(self):
        print(threading.get_ident(), threading.get_native_id(), flush=True)
        sys.stdin.read()
threading.Thread(target=threading.Event().wait, daemon=True).start()
K().fé()
";

/// A running interpreter, killed when dropped.
struct Running {
    child: Child,
    /// Its main thread's `threading.get_ident()` (`PyThreadState.thread_id`) and TID.
    ident: u64,
    native_id: u64,
}

impl Running {
    /// `python -c SCRIPT`.
    fn start(py: &Python) -> Running {
        let mut cmd = Command::new(&py.command);
        cmd.args(["-c", SCRIPT]);
        Running::spawn(cmd)
    }

    fn spawn(mut cmd: Command) -> Running {
        let mut child = cmd
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot run {cmd:?}: {e}"));
        let mut line = String::new();
        BufReader::new(child.stdout.take().unwrap()).read_line(&mut line).unwrap();
        let ids: Vec<u64> = line.split_whitespace().map(|w| w.parse().unwrap()).collect();
        assert_eq!(ids.len(), 2, "{cmd:?}: printed {line:?}");
        // Printed just before the read: let it block there.
        std::thread::sleep(std::time::Duration::from_millis(100));
        Running { child, ident: ids[0], native_id: ids[1] }
    }

    fn pid(&self) -> u32 {
        self.child.id()
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Another process's memory, through /proc/PID/mem.
struct Memory(File);

impl Memory {
    fn open(pid: u32) -> Memory {
        Memory(File::open(format!("/proc/{pid}/mem")).unwrap_or_else(|e| panic!("/proc/{pid}/mem: {e}")))
    }

    fn bytes(&self, at: u64, len: usize) -> Vec<u8> {
        let mut buf = vec![0; len];
        self.0.read_exact_at(&mut buf, at).unwrap_or_else(|e| panic!("reading {len} bytes at {at:#x}: {e}"));
        buf
    }

    fn u64(&self, at: u64) -> u64 {
        u64::from_le_bytes(self.bytes(at, 8).try_into().unwrap())
    }

    fn u32(&self, at: u64) -> u32 {
        u32::from_le_bytes(self.bytes(at, 4).try_into().unwrap())
    }

    fn u8(&self, at: u64) -> u8 {
        self.bytes(at, 1)[0]
    }

    /// A compact `str`, as the layout places its length, state and characters.
    fn str(&self, l: &Layout, at: u64) -> String {
        let length = self.u64(at + l.unicode_length) as usize;
        assert!(length < 4096, "a str of {length} characters at {at:#x}: not a str");
        let state = self.u32(at + l.unicode_state);
        let (kind, compact, ascii) = ((state >> 2) & 7, (state >> 5) & 1, (state >> 6) & 1);
        assert_eq!(compact, 1, "a str not compact at {at:#x} (state {state:#x})");
        let data = at + if ascii == 1 { l.unicode_ascii_data } else { l.unicode_compact_data };
        let raw = self.bytes(data, length * kind as usize);
        let chars: Vec<u32> = match kind {
            1 => raw.iter().map(|&b| b as u32).collect(),
            2 => raw.chunks(2).map(|c| u16::from_le_bytes([c[0], c[1]]) as u32).collect(),
            4 => raw.chunks(4).map(|c| u32::from_le_bytes(c.try_into().unwrap())).collect(),
            _ => panic!("a str of kind {kind} at {at:#x}"),
        };
        chars.into_iter().map(|c| char::from_u32(c).unwrap()).collect()
    }
}

/// `_PyRuntime` in `running`, found as the daemon will, with the file's version: in `file`.
fn runtime_in(py: &Python, running: &Running, file: &Path) -> u64 {
    let (address, version, found) = runtime::find_runtime(running.pid())
        .unwrap()
        .unwrap_or_else(|| panic!("{}: no _PyRuntime found in pid {}", file.display(), running.pid()));
    assert_eq!(version, py.version, "the version of {}", found.display());
    assert_eq!(std::fs::canonicalize(&found).unwrap(), std::fs::canonicalize(file).unwrap());
    address
}

fn runtime_of(py: &Python, running: &Running) -> u64 {
    runtime_in(py, running, &py.command)
}

#[test]
fn debug_offsets_match_headers() {
    for py in pythons().iter().filter(|p| p.version >= (3, 13)) {
        let headers = headers(py);
        let size = headers.debug_offsets_size.unwrap();
        assert!(size as usize <= DEBUG_OFFSETS_LEN, "{:?}: sizeof(_Py_DebugOffsets) {size} > DEBUG_OFFSETS_LEN", py.version);
        let running = Running::start(py);
        let address = runtime_of(py, &running);
        let blob = Memory::open(running.pid()).bytes(address, DEBUG_OFFSETS_LEN);
        assert_eq!(Layout::from_debug_offsets(&blob), Some(headers.layout), "{:?}: debug offsets vs headers", py.version);
    }
}

/// One frame as the walk names it.
#[derive(Debug, PartialEq)]
struct Named {
    name: String,
    qualname: Option<String>,
    filename: String,
    firstlineno: u32,
}

#[test]
fn live_walk() {
    for py in pythons() {
        let running = Running::start(py);
        let memory = Memory::open(running.pid());
        let runtime = runtime_of(py, &running);
        let l = if py.version >= (3, 13) {
            Layout::from_debug_offsets(&memory.bytes(runtime, DEBUG_OFFSETS_LEN)).unwrap()
        } else {
            Layout::for_version(py.version.0, py.version.1).unwrap()
        };
        let frames = walk(&memory, &l, runtime, &running);
        let expect = |name: &str, qualname: &str, firstlineno| Named {
            name: name.into(),
            qualname: (py.version >= (3, 11)).then(|| qualname.into()),
            filename: "<string>".into(),
            firstlineno,
        };
        assert_eq!(frames, [expect("fé", "K.fé", 3), expect("<module>", "<module>", 1)], "{:?}", py.version);
    }
}

/// A program that embeds CPython, linking the system's libpython3.11.so (Debian's python3.11
/// links it statically: this is where find_runtime meets a libpython).
#[test]
fn live_walk_in_libpython() {
    let py = pythons().iter().find(|p| p.version == (3, 11)).unwrap();
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("python_layout");
    std::fs::create_dir_all(&dir).unwrap();
    let source = dir.join("embed.c");
    // Rust's escapes of SCRIPT (\n) are C's.
    let program = format!("#include <Python.h>\nint main(void) {{ Py_Initialize(); return PyRun_SimpleString({SCRIPT:?}); }}\n");
    std::fs::write(&source, program).unwrap();
    let exe = dir.join("embed-3.11");
    let out = Command::new("cc")
        .arg("-o")
        .arg(&exe)
        .arg(&source)
        .arg("-I")
        .arg(&py.include)
        .arg("-lpython3.11")
        .output()
        .expect("cc");
    assert!(out.status.success(), "the embedding program does not build:\n{}", String::from_utf8_lossy(&out.stderr));
    let running = Running::spawn(Command::new(&exe));
    let runtime = runtime_in(py, &running, Path::new("/usr/lib/x86_64-linux-gnu/libpython3.11.so.1.0"));
    let l = Layout::for_version(3, 11).unwrap();
    let frames = walk(&Memory::open(running.pid()), &l, runtime, &running);
    let names: Vec<_> = frames.iter().map(|f| f.qualname.as_deref().unwrap()).collect();
    assert_eq!(names, ["K.fé", "<module>"]);
}

/// The main thread's Python frames, innermost first, read as the probe will.
fn walk(m: &Memory, l: &Layout, runtime: u64, running: &Running) -> Vec<Named> {
    let interp = m.u64(runtime + l.runtime_interpreters_head);
    assert_ne!(interp, 0, "no interpreter");
    // The threads, newest first: the worker, then the main thread.
    let mut tstates = vec![];
    let mut t = m.u64(interp + l.interp_threads_head);
    while t != 0 && tstates.len() < 16 {
        tstates.push(t);
        t = m.u64(t + l.tstate_next);
    }
    assert_eq!(tstates.len(), 2, "threads of {:?}", l.version);
    let main = *tstates.iter().find(|&&t| m.u64(t + l.tstate_thread_id) == running.ident).expect("no tstate has the main thread's id");
    if let Some(native) = l.tstate_native_thread_id {
        assert_eq!(m.u64(main + native), running.native_id, "native_thread_id");
        assert_eq!(running.native_id, running.pid() as u64);
    }
    let mut frame = m.u64(main + l.tstate_frame);
    if let Some(current) = l.cframe_current_frame {
        frame = m.u64(frame + current);
    }
    let mut named = vec![];
    while frame != 0 && named.len() < 64 {
        // A shim the eval loop pushed has no code of its own.
        let shim = l.frame_owner.is_some_and(|o| m.u8(frame + o) >= 3);
        if !shim {
            // 3.14's f_executable is a tagged _PyStackRef.
            let code = m.u64(frame + l.frame_code) & !3;
            check_instr(m, l, frame, code);
            let bytes = m.u64(code + l.code_linetable);
            let size = m.u64(bytes + l.bytes_size);
            assert!((1..1 << 20).contains(&size), "co_linetable of {size} bytes");
            let _ = m.bytes(bytes + l.bytes_data, size as usize);
            named.push(Named {
                name: m.str(l, m.u64(code + l.code_name)),
                qualname: l.code_qualname.map(|q| m.str(l, m.u64(code + q))),
                filename: m.str(l, m.u64(code + l.code_filename)),
                firstlineno: m.u32(code + l.code_firstlineno),
            });
        }
        frame = m.u64(frame + l.frame_previous);
    }
    named
}

/// The frame's position lies in its code: 3.10's `f_lasti` a small index, 3.11+'s pointer
/// within the code units (`co_code_adaptive`, as many as the code object's `ob_size`; 3.12's
/// `prev_instr` may be one before the first).
fn check_instr(m: &Memory, l: &Layout, frame: u64, code: u64) {
    match l.code_adaptive {
        None => {
            let lasti = m.u32(frame + l.frame_instr) as i32;
            assert!((0..10_000).contains(&lasti), "f_lasti {lasti}");
        }
        Some(adaptive) => {
            let units = m.u64(code + l.bytes_size); // PyVarObject.ob_size, as in bytes
            let (start, end) = (code + adaptive, code + adaptive + 2 * units);
            let instr = m.u64(frame + l.frame_instr);
            assert!((start - 2..end).contains(&instr), "{:?}: instruction pointer {instr:#x} outside {start:#x}..{end:#x}", l.version);
        }
    }
}
