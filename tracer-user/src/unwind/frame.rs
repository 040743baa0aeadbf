//! A frame of a creating stack, as the report, the summary and the profile show it.
use serde::{Deserialize, Serialize};

/// One frame, leaf first in a stack. `module` and `offset` say where it is in a file, which
/// names it after the process is gone. A frame in no known mapping has only `addr`: it is
/// shown raw, never guessed.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Frame {
    /// A return address (the leaf's: right after its call into the loader). As the process had
    /// it for a frame in no known file; for one in a file, its offset there (the processes
    /// that share a site mapped it at different addresses).
    #[serde(default)]
    pub addr: u64,
    /// The mapped file, as the process named it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub module: Option<String>,
    /// Offset of `addr` in `module`'s file.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub offset: Option<u64>,
    /// The GNU build ID of `module`, in hex.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub build_id: Option<String>,
    /// The function, demangled.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub function: Option<String>,
    /// Source file and line of the call, where DWARF has them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub file: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub line: Option<u32>,
    /// A CPython frame: `function` is its qualified name, `file` and `line` its source; it
    /// has no address.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub python: bool,
    /// Inlined here into the next frame's function, which has the same address: one return
    /// address is a frame per function the compiler merged, innermost first, each with its
    /// own line (`addr2line -i`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub inlined: bool,
}
