//! A code object's names and lines, read through its process's memory while it lives, once per
//! code object.
use std::sync::Arc;

use rustc_hash::FxHashMap;

use super::{layout::Layout, linetable};

/// A process's memory, read.
pub trait Memory {
    fn read(&self, addr: u64, buf: &mut [u8]) -> std::io::Result<()>;
}

pub use crate::process::memory::ProcessMemory;

impl Memory for ProcessMemory {
    fn read(&self, addr: u64, buf: &mut [u8]) -> std::io::Result<()> {
        ProcessMemory::read(self, addr, buf)
    }
}

/// What naming a code object's frames needs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CodeInfo {
    /// `co_qualname` (3.11+), else `co_name`.
    pub qualname: String,
    pub file: String,
    pub first_line: u32,
    linetable: Vec<u8>,
}

/// Bounds that a wrong address can never make us exceed.
pub(crate) const MAX_NAME: u64 = 1 << 10;
pub(crate) const MAX_FILE: u64 = 4 << 10;
pub(crate) const MAX_TABLE: u64 = 1 << 20;

#[derive(Debug)]
pub struct Unreadable(pub &'static str);

fn word(mem: &dyn Memory, at: u64) -> Result<u64, Unreadable> {
    let mut b = [0; 8];
    mem.read(at, &mut b).map_err(|_| Unreadable("unreadable memory"))?;
    Ok(u64::from_le_bytes(b))
}

/// Reads the code object at `code`.
pub fn read_code(mem: &dyn Memory, l: &Layout, code: u64) -> Result<CodeInfo, Unreadable> {
    let ptr = |off: u64| word(mem, code + off);
    let name = ptr(l.code_qualname.unwrap_or(l.code_name))?;
    let file = ptr(l.code_filename)?;
    let table = ptr(l.code_linetable)?;
    let first_line = word(mem, code + l.code_firstlineno)? as u32;
    Ok(CodeInfo {
        qualname: read_str(mem, l, name, MAX_NAME)?,
        file: read_str(mem, l, file, MAX_FILE)?,
        first_line,
        linetable: read_bytes(mem, l, table)?,
    })
}

/// A compact `str` (every name and file name CPython makes is one), as UTF-8.
fn read_str(mem: &dyn Memory, l: &Layout, at: u64, max: u64) -> Result<String, Unreadable> {
    if at < 4096 {
        return Err(Unreadable("no string"));
    }
    let len = word(mem, at + l.unicode_length)?;
    let state = word(mem, at + l.unicode_state)? as u32;
    // `interned:2, kind:3, compact:1, ascii:1` in every version read.
    let (kind, compact, ascii) = ((state >> 2) & 7, state >> 5 & 1 == 1, state >> 6 & 1 == 1);
    if !compact || !matches!(kind, 1 | 2 | 4) || len > max {
        return Err(Unreadable("not a compact string"));
    }
    let data = at + if ascii { l.unicode_ascii_data } else { l.unicode_compact_data };
    let mut raw = vec![0; (len * kind as u64) as usize];
    mem.read(data, &mut raw).map_err(|_| Unreadable("unreadable string"))?;
    let chars: Option<String> = match kind {
        1 => Some(raw.iter().map(|&b| b as char).collect()),
        2 => raw.chunks_exact(2).map(|c| char::from_u32(u16::from_le_bytes([c[0], c[1]]) as u32)).collect(),
        _ => raw.chunks_exact(4).map(|c| char::from_u32(u32::from_le_bytes([c[0], c[1], c[2], c[3]]))).collect(),
    };
    chars.ok_or(Unreadable("not a string"))
}

fn read_bytes(mem: &dyn Memory, l: &Layout, at: u64) -> Result<Vec<u8>, Unreadable> {
    if at < 4096 {
        return Err(Unreadable("no bytes"));
    }
    let len = word(mem, at + l.bytes_size)?;
    if len > MAX_TABLE {
        return Err(Unreadable("line table too long"));
    }
    let mut raw = vec![0; len as usize];
    mem.read(at + l.bytes_data, &mut raw).map_err(|_| Unreadable("unreadable bytes"))?;
    Ok(raw)
}

impl CodeInfo {
    /// The line a frame of this code (at `code`) is on, from its raw instruction value (see
    /// `Layout::frame_instr`): 3.10's `f_lasti` counts code units; 3.11's and 3.12's
    /// `prev_instr` points at the instruction executing (a frame on a stack is always in a
    /// call: at its CALL), as 3.13's `instr_ptr` does.
    pub fn line(&self, l: &Layout, code: u64, instr: u64) -> Option<u32> {
        match l.code_adaptive {
            None => linetable::line_310(&self.linetable, self.first_line, (instr as u32).checked_mul(2)?),
            Some(adaptive) => {
                let offset = instr.checked_sub(code + adaptive)?;
                linetable::line_311(&self.linetable, self.first_line, u32::try_from(offset).ok()?)
            }
        }
    }

    fn bytes(&self) -> usize {
        self.qualname.len() + self.file.len() + self.linetable.len() + 80
    }
}

/// Each process's code objects read, by address: read once each.
#[derive(Default)]
pub struct CodeCache {
    by_pid: FxHashMap<u32, FxHashMap<u64, Option<Arc<CodeInfo>>>>,
    bytes: usize,
}

/// The most bytes the cache holds: past it, it starts over (each code object is then read
/// again once).
const MAX_BYTES: usize = 64 << 20;

impl CodeCache {
    /// The code object at `code` in `pid`: cached, or read now (a failure is cached too: the
    /// frame is left out, never guessed).
    pub fn get(&mut self, mem: &dyn Memory, l: &Layout, pid: u32, code: u64) -> Option<Arc<CodeInfo>> {
        if self.bytes > MAX_BYTES {
            self.by_pid.clear();
            self.bytes = 0;
        }
        let codes = self.by_pid.entry(pid).or_default();
        if let Some(known) = codes.get(&code) {
            return known.clone();
        }
        let read = match read_code(mem, l, code) {
            Ok(info) => Some(Arc::new(info)),
            Err(e) => {
                tracing::debug!(pid, code, "a code object not read: {}", e.0);
                None
            }
        };
        self.bytes += read.as_ref().map_or(16, |c| c.bytes());
        codes.insert(code, read.clone());
        read
    }

    pub fn forget(&mut self, pid: u32) {
        if let Some(codes) = self.by_pid.remove(&pid) {
            let freed: usize = codes.values().map(|c| c.as_ref().map_or(16, |c| c.bytes())).sum();
            self.bytes = self.bytes.saturating_sub(freed);
        }
    }

    /// Code objects and bytes held.
    pub fn held(&self) -> (usize, usize) {
        (self.by_pid.values().map(|c| c.len()).sum(), self.bytes)
    }
}
