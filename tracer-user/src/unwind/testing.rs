//! The unwind modules' test helpers: ELF files made of given sections, as a tenant could craft.
use std::{os::unix::fs::FileExt, path::Path};

/// A section: its name, its flags (`SHF_*`), its first bytes, and its size (zeros past them,
/// not written: a sparse file's).
pub struct Section<'a> {
    pub name: &'a str,
    pub flags: u64,
    pub bytes: &'a [u8],
    pub size: u64,
}

/// Writes at `path` an x86-64 ELF shared object of `sections` alone (no program headers, no
/// symbols), then its section names, then the section headers.
pub fn write_elf(path: &Path, sections: &[Section]) {
    let names: Vec<&str> = sections.iter().map(|s| s.name).chain([".shstrtab"]).collect();
    let (mut strtab, mut at) = (vec![0u8], vec![]);
    for name in names {
        at.push(strtab.len() as u32);
        strtab.extend_from_slice(name.as_bytes());
        strtab.push(0);
    }
    let file = std::fs::File::create(path).unwrap();
    // (type, flags, offset, size) of each section, after the index 0's.
    let mut headers = Vec::new();
    let mut offset = 64u64;
    for s in sections {
        file.write_all_at(s.bytes, offset).unwrap();
        headers.push((1u32, s.flags, offset, s.size.max(s.bytes.len() as u64)));
        offset = (offset + headers.last().unwrap().3 + 7) & !7;
    }
    file.write_all_at(&strtab, offset).unwrap();
    headers.push((3, 0, offset, strtab.len() as u64));
    let shoff = (offset + strtab.len() as u64 + 7) & !7;
    let mut shdrs = vec![0u8; 64];
    for ((kind, flags, offset, size), name) in headers.iter().zip(&at) {
        shdrs.extend_from_slice(&name.to_le_bytes());
        shdrs.extend_from_slice(&kind.to_le_bytes());
        for word in [*flags, 0, *offset, *size] {
            shdrs.extend_from_slice(&word.to_le_bytes());
        }
        shdrs.extend_from_slice(&[0; 8]);
        shdrs.extend_from_slice(&1u64.to_le_bytes());
        shdrs.extend_from_slice(&[0; 8]);
    }
    file.write_all_at(&shdrs, shoff).unwrap();
    let mut ehdr = vec![0x7f, b'E', b'L', b'F', 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    ehdr.extend_from_slice(&3u16.to_le_bytes()); // ET_DYN
    ehdr.extend_from_slice(&62u16.to_le_bytes()); // EM_X86_64
    ehdr.extend_from_slice(&1u32.to_le_bytes());
    for word in [0u64, 0, shoff] {
        ehdr.extend_from_slice(&word.to_le_bytes());
    }
    ehdr.extend_from_slice(&0u32.to_le_bytes());
    let count = headers.len() as u16 + 1;
    for half in [64u16, 56, 0, 64, count, count - 1] {
        ehdr.extend_from_slice(&half.to_le_bytes());
    }
    file.write_all_at(&ehdr, 0).unwrap();
}
