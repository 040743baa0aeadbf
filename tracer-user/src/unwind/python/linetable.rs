//! A code object's line table: which source line an instruction is on.
//!
//! Two formats: 3.10's (PEP 626: pairs of a byte-offset delta and a line delta) and the
//! location table of 3.11 and later (PEP 657, `Objects/locations.md`: entries of a code, a
//! length in code units and varint-coded deltas), which 3.11 to 3.14 share. Offsets here are in
//! bytes of code (code units × 2), as CPython's own `PyCode_Addr2Line` takes them.

/// The line of the instruction at byte `offset` in a 3.10 code object, or None ("no line").
pub fn line_310(table: &[u8], first_line: u32, offset: u32) -> Option<u32> {
    let mut line = first_line as i64;
    let (mut start, mut end) = (0u32, 0u32);
    for pair in table.chunks_exact(2) {
        start = end;
        end = end.saturating_add(pair[0] as u32);
        let delta = pair[1] as i8;
        let current = match delta {
            -128 => None,
            d => {
                line += d as i64;
                Some(line)
            }
        };
        if (start..end).contains(&offset) {
            return current.and_then(|l| u32::try_from(l).ok());
        }
    }
    let _ = start;
    None
}

/// The line of the instruction at byte `offset` in a 3.11+ code object, or None.
pub fn line_311(table: &[u8], first_line: u32, offset: u32) -> Option<u32> {
    let mut r = Reader { table, at: 0 };
    let mut line = first_line as i64;
    let mut addr = 0u32;
    while let Some(first) = r.byte() {
        if first & 0x80 == 0 {
            return None; // Not an entry's first byte: a table we misread.
        }
        let code = (first >> 3) & 15;
        let len = ((first & 7) as u32 + 1) * 2;
        let this = match code {
            15 => None,
            14 => {
                line += r.svarint()?;
                r.varint()?;
                r.varint()?;
                r.varint()?;
                Some(line)
            }
            13 => {
                line += r.svarint()?;
                Some(line)
            }
            // One-line forms: the line moves by 0, 1 or 2; two bytes of columns.
            10..=12 => {
                line += code as i64 - 10;
                r.byte()?;
                r.byte()?;
                Some(line)
            }
            // Short forms (0 to 9): the same line; a byte of columns.
            _ => {
                r.byte()?;
                Some(line)
            }
        };
        if (addr..addr + len).contains(&offset) {
            return this.and_then(|l| u32::try_from(l).ok());
        }
        addr += len;
    }
    None
}

struct Reader<'a> {
    table: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn byte(&mut self) -> Option<u8> {
        let b = *self.table.get(self.at)?;
        self.at += 1;
        Some(b)
    }

    /// 6 bits per byte, least significant first; bit 6 says another byte follows.
    fn varint(&mut self) -> Option<i64> {
        let mut b = self.byte()?;
        let mut value = (b & 63) as i64;
        let mut shift = 0;
        while b & 64 != 0 {
            b = self.byte()?;
            shift += 6;
            if shift > 60 {
                return None;
            }
            value |= ((b & 63) as i64) << shift;
        }
        Some(value)
    }

    /// A varint whose lowest bit is the sign.
    fn svarint(&mut self) -> Option<i64> {
        let v = self.varint()?;
        Some(if v & 1 != 0 { -(v >> 1) } else { v >> 1 })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every code object of our test programs, as a CPython compiles them: its table, first
    /// line, and `co_lines()` (byte ranges and their lines), from that CPython itself.
    const DUMP: &str = r#"
import json, sys
out = []
def walk(c):
    out.append([c.co_firstlineno, list(c.co_linetable), [list(x) for x in c.co_lines()]])
    for k in c.co_consts:
        if hasattr(k, "co_code"):
            walk(k)
for path in sys.argv[1:]:
    walk(compile(open(path).read(), path, "exec"))
print(json.dumps(out))
"#;

    /// The CPythons to check against: the suite's (`cargo xtask test` names them), else
    /// Debian's 3.11.
    fn pythons() -> Vec<((u8, u8), String)> {
        let list = std::env::var("ZE_TRACER_TEST_PYTHONS").unwrap_or_else(|_| "3.11=/usr/bin/python3.11".into());
        list.split(',')
            .filter_map(|item| {
                let (v, cmd) = item.split_once('=')?;
                let (major, minor) = v.split_once('.')?;
                Some(((major.parse().ok()?, minor.parse().ok()?), cmd.to_owned()))
            })
            .collect()
    }

    #[test]
    fn every_instruction_is_on_the_line_cpython_says() {
        let root = concat!(env!("CARGO_MANIFEST_DIR"), "/..");
        let sources = [format!("{root}/tests/python/leaks.py"), format!("{root}/tests/python/bench.py")];
        for (version, python) in pythons() {
            let out = std::process::Command::new(&python).arg("-c").arg(DUMP).args(&sources).output().unwrap();
            assert!(out.status.success(), "{python}: {}", String::from_utf8_lossy(&out.stderr));
            let codes: Vec<(u32, Vec<u8>, Vec<(u32, u32, Option<u32>)>)> = serde_json::from_slice(&out.stdout).unwrap();
            let decode = if version < (3, 11) { line_310 } else { line_311 };
            let mut checked = 0;
            for (first, table, lines) in &codes {
                for &(start, end, line) in lines {
                    for offset in (start..end).step_by(2) {
                        assert_eq!(decode(table, *first, offset), line, "{version:?} offset {offset} of a code at line {first}");
                        checked += 1;
                    }
                }
            }
            assert!(checked > 500, "{version:?}: only {checked} instructions");
        }
    }
}
