//! What the probes need to know of the running kernel's types, from its BTF
//! (`/sys/kernel/btf/vmlinux`): offsets of the few fields they read, and whether
//! `sched_process_exit` has `group_dead`.
//!
//! The probes are Rust, built without CO-RE relocations, so the daemon resolves offsets here
//! and hands them over in `CONFIG`. A reader of our own, about 100 lines: aya-obj keeps its
//! BTF type accessors private, and btf-rs is LGPL.
use std::{collections::HashMap, fs, path::Path};

use anyhow::{Context as _, bail};

pub const VMLINUX: &str = "/sys/kernel/btf/vmlinux";

const STRUCT: u32 = 4;
const UNION: u32 = 5;
const TYPEDEF: u32 = 8;
const PTR: u32 = 2;
const FUNC_PROTO: u32 = 13;

struct Type {
    name: u32,
    kind: u32,
    vlen: usize,
    kind_flag: bool,
    /// Size, or the type referred to.
    size_type: u32,
    /// Members of a struct or union: (name, type, bit offset).
    members: Vec<(u32, u32, u32)>,
}

/// The kernel's types, indexed by name for the kinds we look up.
pub struct KernelBtf {
    strings: Vec<u8>,
    /// By id; id 0 is void.
    types: Vec<Type>,
    by_name: HashMap<(String, u32), u32>,
}

impl KernelBtf {
    pub fn load() -> anyhow::Result<KernelBtf> {
        let path = Path::new(VMLINUX);
        let data = fs::read(path).with_context(|| format!("reading {VMLINUX}"))?;
        KernelBtf::parse(&data).with_context(|| format!("parsing {VMLINUX}"))
    }

    fn parse(data: &[u8]) -> anyhow::Result<KernelBtf> {
        let u32_at = |at: usize| -> anyhow::Result<u32> {
            let b = data.get(at..at + 4).context("truncated")?;
            Ok(u32::from_le_bytes(b.try_into().unwrap()))
        };
        if data.get(..2) != Some(&[0x9f, 0xeb]) {
            bail!("not little-endian BTF");
        }
        let hdr_len = u32_at(4)? as usize;
        let (type_off, type_len) = (u32_at(8)? as usize, u32_at(12)? as usize);
        let (str_off, str_len) = (u32_at(16)? as usize, u32_at(20)? as usize);
        let strings = data.get(hdr_len + str_off..hdr_len + str_off + str_len).context("truncated")?.to_vec();
        let mut types = vec![Type { name: 0, kind: 0, vlen: 0, kind_flag: false, size_type: 0, members: vec![] }];
        let (mut at, end) = (hdr_len + type_off, hdr_len + type_off + type_len);
        while at < end {
            let info = u32_at(at + 4)?;
            let mut t = Type {
                name: u32_at(at)?,
                kind: (info >> 24) & 0x1f,
                vlen: (info & 0xffff) as usize,
                kind_flag: info >> 31 == 1,
                size_type: u32_at(at + 8)?,
                members: vec![],
            };
            at += 12;
            if t.kind == STRUCT || t.kind == UNION {
                for i in 0..t.vlen {
                    let m = at + i * 12;
                    t.members.push((u32_at(m)?, u32_at(m + 4)?, u32_at(m + 8)?));
                }
            }
            // What follows each kind (BTF_KIND_* in include/uapi/linux/btf.h).
            at += match t.kind {
                1 | 14 | 17 => 4,          // int, var, decl tag
                3 => 12,                   // array
                4 | 5 | 15 | 19 => 12 * t.vlen, // struct, union, datasec, enum64
                6 | 13 => 8 * t.vlen,      // enum, func proto
                _ => 0,
            };
            types.push(t);
        }
        let mut btf = KernelBtf { strings, types, by_name: HashMap::new() };
        for (id, t) in btf.types.iter().enumerate().skip(1) {
            if matches!(t.kind, STRUCT | TYPEDEF) && t.name != 0 {
                btf.by_name.entry((btf.string(t.name).to_owned(), t.kind)).or_insert(id as u32);
            }
        }
        Ok(btf)
    }

    fn string(&self, offset: u32) -> &str {
        let s = self.strings.get(offset as usize..).unwrap_or_default();
        let end = s.iter().position(|&b| b == 0).unwrap_or(s.len());
        std::str::from_utf8(&s[..end]).unwrap_or("")
    }

    /// Byte offset of `path` (fields separated by dots, each reached through anonymous
    /// unions and structs as C allows) in struct `name`.
    pub fn offset(&self, name: &str, path: &str) -> anyhow::Result<u32> {
        let mut id = *self.by_name.get(&(name.to_owned(), STRUCT)).with_context(|| format!("no struct {name}"))?;
        let mut total = 0;
        for field in path.split('.') {
            let (bits, ty) = self.member(id, field).with_context(|| format!("no {name}.{path}"))?;
            total += bits / 8;
            id = self.strip(ty);
        }
        Ok(total)
    }

    /// (bit offset, type) of member `field` of struct or union `id`, searching anonymous
    /// members too.
    fn member(&self, id: u32, field: &str) -> Option<(u32, u32)> {
        let t = &self.types[id as usize];
        for &(name, ty, offset) in &t.members {
            let bits = if t.kind_flag { offset & 0xff_ffff } else { offset };
            if name == 0 {
                let inner = self.strip(ty);
                if let Some((b, found)) = self.member(inner, field) {
                    return Some((bits + b, found));
                }
            } else if self.string(name) == field {
                return Some((bits, ty));
            }
        }
        None
    }

    /// Past typedefs and qualifiers (const, volatile, restrict, type tags).
    fn strip(&self, mut id: u32) -> u32 {
        while let Some(t) = self.types.get(id as usize) {
            if !matches!(t.kind, 8..=11 | 18) {
                break;
            }
            id = t.size_type;
        }
        id
    }

    /// How many arguments the BTF-typed tracepoint `name` passes (its `btf_trace_<name>`
    /// typedef is a pointer to a prototype whose first parameter is the context).
    pub fn tracepoint_args(&self, name: &str) -> anyhow::Result<usize> {
        let id = *self
            .by_name
            .get(&(format!("btf_trace_{name}"), TYPEDEF))
            .with_context(|| format!("no tracepoint {name}"))?;
        let ptr = &self.types[self.types[id as usize].size_type as usize];
        let proto = &self.types[ptr.size_type as usize];
        if ptr.kind != PTR || proto.kind != FUNC_PROTO {
            bail!("btf_trace_{name} is not a function pointer");
        }
        Ok(proto.vlen.saturating_sub(1))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// On the running kernel: the fields the probes read exist, at plausible offsets.
    #[test]
    fn offsets_of_the_running_kernel() {
        let btf = KernelBtf::load().unwrap();
        let pid = btf.offset("task_struct", "pid").unwrap();
        let tgid = btf.offset("task_struct", "tgid").unwrap();
        assert_eq!(tgid, pid + 4, "pid and tgid are neighbours in task_struct");
        assert_eq!(btf.offset("path", "dentry").unwrap(), 8);
        assert!(btf.offset("dentry", "d_name.name").unwrap() > 0);
        assert!(btf.offset("file", "nonexistent").is_err());
        assert!(btf.tracepoint_args("sched_process_fork").unwrap() == 2);
    }
}
