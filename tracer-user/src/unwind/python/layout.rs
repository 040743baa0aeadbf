//! Where CPython keeps what naming a Python frame needs, per version: the thread list, the
//! frame chain, code objects, strings and bytes.
//!
//! 3.13 and later publish this themselves (`_Py_DebugOffsets`, the first member of
//! `_PyRuntime`): it is read from the process ([`Layout::from_debug_offsets`]). 3.10 to 3.12 do
//! not, so their offsets are a table here ([`Layout::for_version`]), checked against each
//! version's own headers by `cargo xtask test` (offsetof, compiled against the internal headers,
//! in tests/python_layout.rs). CPython keeps these structs' layouts within a minor version: the
//! table was checked against 3.10.4 and 3.10.12, 3.12.3, 3.13.5, 3.13.7 and 3.13.18, 3.14.4 and 3.14.10.
//!
//! x86-64, default (GIL) builds: a free-threaded one (3.13t, 3.14t) has a larger object header;
//! its debug offsets say so (`free_threaded`) and are what it must be read with.

/// Byte offsets of the fields a frame walk and a code object's naming read, for one CPython
/// version (x86-64).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Layout {
    pub version: (u8, u8),
    /// `_PyRuntimeState.interpreters.head`.
    pub runtime_interpreters_head: u64,
    /// `PyInterpreterState.tstate_head` (3.10) or `.threads.head` (3.11+).
    pub interp_threads_head: u64,
    /// `PyThreadState.next`.
    pub tstate_next: u64,
    /// `PyThreadState.thread_id`: the thread's `pthread_self()`, on x86-64 glibc and musl its
    /// thread pointer (the task's `fsbase`). 3.10's only way to tell its threads apart.
    pub tstate_thread_id: u64,
    /// `PyThreadState.native_thread_id` (the thread's TID; 3.11+).
    pub tstate_native_thread_id: Option<u64>,
    /// `PyThreadState.frame` (3.10: a `PyFrameObject *`), `.cframe` (3.11, 3.12: a
    /// `_PyCFrame *`, whose `current_frame` is at [`Self::cframe_current_frame`]) or
    /// `.current_frame` (3.13+: a `_PyInterpreterFrame *`).
    pub tstate_frame: u64,
    /// `_PyCFrame.current_frame` (3.11, 3.12); `None` where `tstate_frame` is the frame itself.
    pub cframe_current_frame: Option<u64>,
    /// The frame's caller: `PyFrameObject.f_back` (3.10), `_PyInterpreterFrame.previous`.
    pub frame_previous: u64,
    /// The frame's code: `f_code` (3.10 to 3.12), `f_executable` (3.13+). In 3.14 it is a
    /// `_PyStackRef`: the object's address with tag bits in its low two bits, to be cleared.
    pub frame_code: u64,
    /// Where the frame is in its code: `f_lasti` (3.10, an `int`: the index of the last
    /// instruction, in code units), `prev_instr` (3.11, 3.12: a pointer to the last code unit
    /// executed) or `instr_ptr` (3.13+: a pointer).
    pub frame_instr: u64,
    /// `_PyInterpreterFrame.owner` (3.12+, a `char`). An owner of 3 or more marks a frame with
    /// no code of its own, pushed by C (an eval loop's entry shim): 3.12 and 3.13 call it
    /// `FRAME_OWNED_BY_CSTACK` (3); 3.14 `FRAME_OWNED_BY_INTERPRETER` (3) and `_CSTACK` (4).
    pub frame_owner: Option<u64>,
    /// `_PyInterpreterFrame.is_entry` (3.11 only, a `bool`: the first frame an eval-loop call
    /// ran; 3.11 has an `owner` too, but no owner for shims).
    pub frame_is_entry: Option<u64>,
    /// `PyCodeObject` fields: `co_filename`, `co_name`, `co_qualname` (3.11+),
    /// `co_firstlineno` (an `int`), `co_linetable` (a `bytes`), and where the code units begin
    /// (`co_code_adaptive`, 3.11+; 3.10 indexes `co_code` by `f_lasti` and needs no base).
    pub code_filename: u64,
    pub code_name: u64,
    pub code_qualname: Option<u64>,
    pub code_firstlineno: u64,
    pub code_linetable: u64,
    pub code_adaptive: Option<u64>,
    /// `str`: `PyASCIIObject.length`, `.state` (a bit field: `compact`, `ascii`, `kind`), and
    /// where a compact string's characters begin: `sizeof(PyASCIIObject)` when ASCII,
    /// `sizeof(PyCompactUnicodeObject)` when not.
    pub unicode_length: u64,
    pub unicode_state: u64,
    pub unicode_ascii_data: u64,
    pub unicode_compact_data: u64,
    /// `bytes`: `ob_size` and `ob_sval`.
    pub bytes_size: u64,
    pub bytes_data: u64,
}

impl Layout {
    /// The table, from each version's headers (x86-64, default build). 3.13 and 3.14 are here
    /// as a fallback only: a process's own debug offsets ([`Self::from_debug_offsets`]) are
    /// what it must be read with.
    pub fn for_version(major: u8, minor: u8) -> Option<Layout> {
        if major != 3 {
            return None;
        }
        Some(match minor {
            10 => Layout {
                version: (3, 10),
                runtime_interpreters_head: 32,
                interp_threads_head: 8,
                tstate_next: 8,
                tstate_thread_id: 176,
                tstate_native_thread_id: None,
                tstate_frame: 24,
                cframe_current_frame: None,
                frame_previous: 24,
                frame_code: 32,
                frame_instr: 96,
                frame_owner: None,
                frame_is_entry: None,
                code_filename: 104,
                code_name: 112,
                code_qualname: None,
                code_firstlineno: 40,
                code_linetable: 120,
                code_adaptive: None,
                // PyASCIIObject still has `wstr`; PyCompactUnicodeObject `utf8_length`, `utf8`
                // and `wstr_length`.
                unicode_ascii_data: 48,
                unicode_compact_data: 72,
                ..COMMON
            },
            11 => Layout {
                version: (3, 11),
                runtime_interpreters_head: 40,
                interp_threads_head: 16,
                tstate_next: 8,
                tstate_thread_id: 152,
                tstate_native_thread_id: Some(160),
                tstate_frame: 56,
                cframe_current_frame: Some(8),
                frame_previous: 48,
                frame_code: 32,
                frame_instr: 56,
                frame_owner: None,
                frame_is_entry: Some(68),
                code_filename: 112,
                code_name: 120,
                code_qualname: Some(128),
                code_firstlineno: 72,
                code_linetable: 136,
                code_adaptive: Some(184),
                unicode_ascii_data: 48,
                unicode_compact_data: 72,
                ..COMMON
            },
            12 => Layout {
                version: (3, 12),
                runtime_interpreters_head: 40,
                interp_threads_head: 72,
                tstate_next: 8,
                tstate_thread_id: 136,
                tstate_native_thread_id: Some(144),
                tstate_frame: 56,
                cframe_current_frame: Some(0),
                frame_previous: 8,
                frame_code: 0,
                frame_instr: 56,
                frame_owner: Some(70),
                frame_is_entry: None,
                code_qualname: Some(128),
                code_adaptive: Some(192),
                ..COMMON_312
            },
            13 => Layout {
                version: (3, 13),
                runtime_interpreters_head: 632,
                interp_threads_head: 7344,
                frame_owner: Some(70),
                code_adaptive: Some(200),
                ..COMMON_313
            },
            14 => Layout {
                version: (3, 14),
                runtime_interpreters_head: 808,
                interp_threads_head: 7344,
                frame_owner: Some(74),
                code_adaptive: Some(208),
                ..COMMON_313
            },
            _ => return None,
        })
    }

    /// The layout `_Py_DebugOffsets` gives (the first [`DEBUG_OFFSETS_LEN`] bytes of a 3.13+
    /// process's `_PyRuntime`), as 3.13's and 3.14's headers declare it; None if the cookie or
    /// the version is not one of those. All the fields come from it, but for
    /// `unicode_compact_data`, which it lacks: `sizeof(PyASCIIObject)` plus the 16 bytes
    /// PyCompactUnicodeObject adds since 3.12 (`utf8_length`, `utf8`), whatever the build.
    pub fn from_debug_offsets(bytes: &[u8]) -> Option<Layout> {
        if bytes.get(..8)? != COOKIE {
            return None;
        }
        let hex = u64_at(bytes, 8)?;
        let version = ((hex >> 24) as u8, (hex >> 16) as u8);
        let spec = match version {
            (3, 13) => DEBUG_313,
            (3, 14) => DEBUG_314,
            _ => return None,
        };
        let get = |group: &str, field: &str| u64_at(bytes, debug_field(spec, group, field)?);
        let ascii = get("unicode_object", "asciiobject_size")?;
        let layout = Layout {
            version,
            runtime_interpreters_head: get("runtime_state", "interpreters_head")?,
            interp_threads_head: get("interpreter_state", "threads_head")?,
            tstate_next: get("thread_state", "next")?,
            tstate_thread_id: get("thread_state", "thread_id")?,
            tstate_native_thread_id: Some(get("thread_state", "native_thread_id")?),
            tstate_frame: get("thread_state", "current_frame")?,
            cframe_current_frame: None,
            frame_previous: get("interpreter_frame", "previous")?,
            frame_code: get("interpreter_frame", "executable")?,
            frame_instr: get("interpreter_frame", "instr_ptr")?,
            frame_owner: Some(get("interpreter_frame", "owner")?),
            frame_is_entry: None,
            code_filename: get("code_object", "filename")?,
            code_name: get("code_object", "name")?,
            code_qualname: Some(get("code_object", "qualname")?),
            code_firstlineno: get("code_object", "firstlineno")?,
            code_linetable: get("code_object", "linetable")?,
            code_adaptive: Some(get("code_object", "co_code_adaptive")?),
            unicode_length: get("unicode_object", "length")?,
            unicode_state: get("unicode_object", "state")?,
            unicode_ascii_data: ascii,
            unicode_compact_data: ascii + 16,
            bytes_size: get("bytes_object", "ob_size")?,
            bytes_data: get("bytes_object", "ob_sval")?,
        };
        // Each offset lies inside its struct, as the blob gives its size: a blob that is not
        // what the version says (a build that changed the struct) fails here, not in a walk.
        let within = |group: &str, offsets: &[u64]| {
            get(group, "size").is_some_and(|size| offsets.iter().all(|&o| o < size))
        };
        let l = &layout;
        let sane = within("runtime_state", &[l.runtime_interpreters_head])
            && within("interpreter_state", &[l.interp_threads_head])
            && within("thread_state", &[l.tstate_next, l.tstate_thread_id, l.tstate_frame])
            && within("interpreter_frame", &[l.frame_previous, l.frame_code, l.frame_instr])
            && within("code_object", &[l.code_filename, l.code_name, l.code_firstlineno, l.code_linetable])
            && within("bytes_object", &[l.bytes_size, l.bytes_data])
            && within("unicode_object", &[l.unicode_length, l.unicode_state]);
        sane.then_some(layout)
    }
}

/// What 3.10 and 3.11 share: the unicode and bytes headers (their `str` data offsets, which
/// differ, are set per version).
const COMMON: Layout = Layout {
    version: (0, 0),
    runtime_interpreters_head: 0,
    interp_threads_head: 0,
    tstate_next: 0,
    tstate_thread_id: 0,
    tstate_native_thread_id: None,
    tstate_frame: 0,
    cframe_current_frame: None,
    frame_previous: 0,
    frame_code: 0,
    frame_instr: 0,
    frame_owner: None,
    frame_is_entry: None,
    code_filename: 0,
    code_name: 0,
    code_qualname: None,
    code_firstlineno: 0,
    code_linetable: 0,
    code_adaptive: None,
    unicode_length: 16,
    unicode_state: 32,
    unicode_ascii_data: 0,
    unicode_compact_data: 0,
    bytes_size: 16,
    bytes_data: 32,
};

/// 3.12 and later: PyASCIIObject without `wstr`, the code object's leading fields as 3.12
/// reordered them.
const COMMON_312: Layout = Layout {
    code_filename: 112,
    code_name: 120,
    code_firstlineno: 68,
    code_linetable: 136,
    unicode_ascii_data: 40,
    unicode_compact_data: 56,
    ..COMMON
};

/// 3.13 and 3.14: `tstate.current_frame`, the interpreter frame's `f_executable`, `instr_ptr`.
const COMMON_313: Layout = Layout {
    tstate_next: 8,
    tstate_thread_id: 152,
    tstate_native_thread_id: Some(160),
    tstate_frame: 72,
    frame_previous: 8,
    frame_code: 0,
    frame_instr: 56,
    code_qualname: Some(128),
    ..COMMON_312
};

/// `_Py_DebugOffsets.cookie` (`_Py_Debug_Cookie`).
const COOKIE: &[u8; 8] = b"xdebugpy";

/// `_Py_DebugOffsets` as a version's header declares it: its member structs in order, each the
/// names of its `uint64_t` fields (the leading group is `cookie`, `version`, `free_threaded`,
/// the cookie's 8 bytes counting as one). Copied from the headers, so a reader can check them
/// line by line; the integration test checks them against the structs' sizes and a live
/// process's values.
type DebugSpec = &'static [(&'static str, &'static [&'static str])];

/// 3.13: Include/internal/pycore_runtime.h.
const DEBUG_313: DebugSpec = &[
    ("", &["cookie", "version", "free_threaded"]),
    ("runtime_state", &["size", "finalizing", "interpreters_head"]),
    (
        "interpreter_state",
        &[
            "size", "id", "next", "threads_head", "gc", "imports_modules", "sysdict", "builtins", "ceval_gil",
            "gil_runtime_state", "gil_runtime_state_enabled", "gil_runtime_state_locked", "gil_runtime_state_holder",
        ],
    ),
    THREAD_STATE,
    ("interpreter_frame", &["size", "previous", "executable", "instr_ptr", "localsplus", "owner"]),
    (
        "code_object",
        &[
            "size", "filename", "name", "qualname", "linetable", "firstlineno", "argcount", "localsplusnames",
            "localspluskinds", "co_code_adaptive",
        ],
    ),
    ("pyobject", &["size", "ob_type"]),
    ("type_object", &["size", "tp_name", "tp_repr", "tp_flags"]),
    ("tuple_object", &["size", "ob_item", "ob_size"]),
    ("list_object", &["size", "ob_item", "ob_size"]),
    ("dict_object", &["size", "ma_keys", "ma_values"]),
    ("float_object", &["size", "ob_fval"]),
    ("long_object", &["size", "lv_tag", "ob_digit"]),
    ("bytes_object", &["size", "ob_size", "ob_sval"]),
    ("unicode_object", &["size", "state", "length", "asciiobject_size"]),
    ("gc", &["size", "collecting"]),
];

/// 3.14: Include/internal/pycore_debug_offsets.h.
const DEBUG_314: DebugSpec = &[
    ("", &["cookie", "version", "free_threaded"]),
    ("runtime_state", &["size", "finalizing", "interpreters_head"]),
    (
        "interpreter_state",
        &[
            "size", "id", "next", "threads_head", "threads_main", "gc", "imports_modules", "sysdict", "builtins",
            "ceval_gil", "gil_runtime_state", "gil_runtime_state_enabled", "gil_runtime_state_locked",
            "gil_runtime_state_holder", "code_object_generation", "tlbc_generation",
        ],
    ),
    THREAD_STATE,
    (
        "interpreter_frame",
        &["size", "previous", "executable", "instr_ptr", "localsplus", "owner", "stackpointer", "tlbc_index"],
    ),
    (
        "code_object",
        &[
            "size", "filename", "name", "qualname", "linetable", "firstlineno", "argcount", "localsplusnames",
            "localspluskinds", "co_code_adaptive", "co_tlbc",
        ],
    ),
    ("pyobject", &["size", "ob_type"]),
    ("type_object", &["size", "tp_name", "tp_repr", "tp_flags"]),
    ("tuple_object", &["size", "ob_item", "ob_size"]),
    ("list_object", &["size", "ob_item", "ob_size"]),
    ("set_object", &["size", "used", "table", "mask"]),
    ("dict_object", &["size", "ma_keys", "ma_values"]),
    ("float_object", &["size", "ob_fval"]),
    ("long_object", &["size", "lv_tag", "ob_digit"]),
    ("bytes_object", &["size", "ob_size", "ob_sval"]),
    ("unicode_object", &["size", "state", "length", "asciiobject_size"]),
    ("gc", &["size", "collecting"]),
    ("gen_object", &["size", "gi_name", "gi_iframe", "gi_frame_state"]),
    ("llist_node", &["next", "prev"]),
    (
        "debugger_support",
        &[
            "eval_breaker", "remote_debugger_support", "remote_debugging_enabled", "debugger_pending_call",
            "debugger_script_path", "debugger_script_path_size",
        ],
    ),
];

const THREAD_STATE: (&str, &[&str]) = (
    "thread_state",
    &["size", "prev", "next", "interp", "current_frame", "thread_id", "native_thread_id", "datastack_chunk", "status"],
);

/// Bytes of `_PyRuntime` to read for [`Layout::from_debug_offsets`]: the largest
/// `_Py_DebugOffsets` known (3.14's, 760).
pub const DEBUG_OFFSETS_LEN: usize = max(debug_len(DEBUG_313), debug_len(DEBUG_314));

const fn debug_len(spec: DebugSpec) -> usize {
    let (mut i, mut fields) = (0, 0);
    while i < spec.len() {
        fields += spec[i].1.len();
        i += 1;
    }
    fields * 8
}

const fn max(a: usize, b: usize) -> usize {
    if a > b { a } else { b }
}

/// Byte offset of `group.field` in a `_Py_DebugOffsets` laid out as `spec`.
fn debug_field(spec: DebugSpec, group: &str, field: &str) -> Option<usize> {
    let mut index = 0;
    for (name, fields) in spec {
        if *name == group {
            return Some(8 * (index + fields.iter().position(|f| *f == field)?));
        }
        index += fields.len();
    }
    None
}

fn u64_at(bytes: &[u8], at: usize) -> Option<u64> {
    Some(u64::from_le_bytes(bytes.get(at..at + 8)?.try_into().ok()?))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A `_Py_DebugOffsets` blob as `spec` lays it out, each field set by `value`.
    fn blob(spec: DebugSpec, hex: u64, value: impl Fn(&str, &str) -> u64) -> Vec<u8> {
        let mut out = Vec::new();
        for (group, fields) in spec {
            for field in *fields {
                match (*group, *field) {
                    ("", "cookie") => out.extend_from_slice(COOKIE),
                    ("", "version") => out.extend_from_slice(&hex.to_le_bytes()),
                    _ => out.extend_from_slice(&value(group, field).to_le_bytes()),
                }
            }
        }
        out
    }

    /// Sizes large, every other field the value the table has for it (so the parse must find
    /// each where the header puts it), the rest distinct junk.
    fn blob_like(spec: DebugSpec, hex: u64, t: &Layout) -> Vec<u8> {
        blob(spec, hex, |group, field| match (group, field) {
            (_, "size") => 100_000,
            ("runtime_state", "interpreters_head") => t.runtime_interpreters_head,
            ("interpreter_state", "threads_head") => t.interp_threads_head,
            ("thread_state", "next") => t.tstate_next,
            ("thread_state", "thread_id") => t.tstate_thread_id,
            ("thread_state", "native_thread_id") => t.tstate_native_thread_id.unwrap(),
            ("thread_state", "current_frame") => t.tstate_frame,
            ("interpreter_frame", "previous") => t.frame_previous,
            ("interpreter_frame", "executable") => t.frame_code,
            ("interpreter_frame", "instr_ptr") => t.frame_instr,
            ("interpreter_frame", "owner") => t.frame_owner.unwrap(),
            ("code_object", "filename") => t.code_filename,
            ("code_object", "name") => t.code_name,
            ("code_object", "qualname") => t.code_qualname.unwrap(),
            ("code_object", "linetable") => t.code_linetable,
            ("code_object", "firstlineno") => t.code_firstlineno,
            ("code_object", "co_code_adaptive") => t.code_adaptive.unwrap(),
            ("bytes_object", "ob_size") => t.bytes_size,
            ("bytes_object", "ob_sval") => t.bytes_data,
            ("unicode_object", "state") => t.unicode_state,
            ("unicode_object", "length") => t.unicode_length,
            ("unicode_object", "asciiobject_size") => t.unicode_ascii_data,
            _ => 0xdead_0000 + field.len() as u64,
        })
    }

    #[test]
    fn debug_offsets_parse_as_the_headers_lay_them_out() {
        for (spec, hex, minor) in [(DEBUG_313, 0x030D_05F0, 13), (DEBUG_314, 0x030E_04F0, 14)] {
            let table = Layout::for_version(3, minor).unwrap();
            let parsed = Layout::from_debug_offsets(&blob_like(spec, hex, &table));
            assert_eq!(parsed, Some(table), "3.{minor}");
        }
    }

    #[test]
    fn debug_offsets_sizes() {
        // 73 and 95 uint64_t (sizeof(_Py_DebugOffsets) in 3.13.5 and 3.14.4).
        assert_eq!(debug_len(DEBUG_313), 584);
        assert_eq!(debug_len(DEBUG_314), 760);
        assert_eq!(DEBUG_OFFSETS_LEN, 760);
        assert_eq!(debug_field(DEBUG_313, "unicode_object", "asciiobject_size"), Some(560));
        assert_eq!(debug_field(DEBUG_314, "thread_state", "native_thread_id"), Some(224));
        assert_eq!(debug_field(DEBUG_314, "thread_state", "nope"), None);
    }

    #[test]
    fn debug_offsets_refused() {
        let table = Layout::for_version(3, 13).unwrap();
        let good = blob_like(DEBUG_313, 0x030D_00F0, &table);
        assert!(Layout::from_debug_offsets(&good).is_some());
        // A cookie that is not CPython's.
        let mut bad = good.clone();
        bad[0] = b'y';
        assert_eq!(Layout::from_debug_offsets(&bad), None);
        // Versions without (3.12) or not yet known (3.15) debug offsets.
        for hex in [0x030C_03F0u64, 0x030F_00A1] {
            let mut other = good.clone();
            other[8..16].copy_from_slice(&hex.to_le_bytes());
            assert_eq!(Layout::from_debug_offsets(&other), None, "{hex:#x}");
        }
        // Too short to hold what is read.
        assert_eq!(Layout::from_debug_offsets(&good[..500]), None);
        assert_eq!(Layout::from_debug_offsets(&[]), None);
        // An offset past its struct's size: a blob laid out otherwise.
        let wrong = blob(DEBUG_313, 0x030D_00F0, |_, field| if field == "size" { 64 } else { 128 });
        assert_eq!(Layout::from_debug_offsets(&wrong), None);
    }

    proptest::proptest! {
        #![proptest_config(crate::props::config(256))]

        /// `from_debug_offsets` (a 3.13+ process's `_Py_DebugOffsets`, read from its memory)
        /// on 3.13's and 3.14's blobs, changed, or cut, or any bytes: a layout it gives has each
        /// offset inside its struct (see `crate::props`).
        #[test]
        fn prop_python_debug_offsets(bytes in prop_blob()) {
            if let Some(l) = crate::props::within(move || Layout::from_debug_offsets(&bytes)) {
                proptest::prop_assert!(matches!(l.version, (3, 13) | (3, 14)), "{l:?}");
            }
        }
    }

    fn prop_blob() -> impl proptest::strategy::Strategy<Value = Vec<u8>> {
        use proptest::prelude::*;
        let blobs = [(DEBUG_313, 0x030D_05F0, 13), (DEBUG_314, 0x030E_04F0, 14)].map(|(spec, hex, minor)| blob_like(spec, hex, &Layout::for_version(3, minor).unwrap()));
        let [a, b] = blobs;
        prop_oneof![crate::props::like_all(a, 1024), crate::props::like_all(b, 1024)]
    }

    #[test]
    fn table_versions() {
        for minor in 10..=14 {
            let l = Layout::for_version(3, minor).unwrap();
            assert_eq!(l.version, (3, minor));
            // What each version has, and only it.
            assert_eq!(l.tstate_native_thread_id.is_some(), minor >= 11);
            assert_eq!(l.cframe_current_frame.is_some(), minor == 11 || minor == 12);
            assert_eq!(l.frame_is_entry.is_some(), minor == 11);
            assert_eq!(l.frame_owner.is_some(), minor >= 12);
            assert_eq!(l.code_qualname.is_some(), minor >= 11);
            assert_eq!(l.code_adaptive.is_some(), minor >= 11);
            assert_eq!(l.unicode_compact_data - l.unicode_ascii_data, if minor < 12 { 24 } else { 16 });
        }
        for (major, minor) in [(3, 9), (3, 15), (2, 7), (4, 0)] {
            assert_eq!(Layout::for_version(major, minor), None);
        }
    }
}
