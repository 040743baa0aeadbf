//! Where the calls of a function return to, found in the code of the file that holds it: the
//! instruction after each `call`. A probe there sees the return of every call, the one already
//! running when it is attached included, where a return probe (which swaps the return address
//! as a call is entered) sees only the calls entered after it: `exit_hook`'s main-script end is
//! the return of a call entered long before its process makes the Level Zero call that gets it
//! traced.
//!
//! Calls are found by their bytes (`call rel32` to the function or to its PLT stub, `call
//! *slot(%rip)` through its GOT slot), then confirmed by decoding the function they are in (its
//! bounds from `.eh_frame_hdr`) from its first instruction: a probe in the middle of an
//! instruction would corrupt the traced program's code, so a call that cannot be confirmed is
//! left out. A tail call (`jmp`) returns where its own function's calls return: those are
//! found too, one level deep.
//!
//! A site's probe sits on the first instruction from it that the kernel emulates (see
//! `placement`), when the instructions before it fall through and nothing branches in among
//! them: it fires as often as one at the site, and only as a call returns.
use std::collections::BTreeSet;

use anyhow::Context as _;
use gimli::{BaseAddresses, EhFrame, EhFrameHdr, EndianSlice, LittleEndian, UnwindSection as _};
use iced_x86::{Decoder, DecoderOptions, FlowControl, Instruction, OpKind};
use object::{Object, ObjectSection, ObjectSymbol, ObjectSymbolTable, ReadRef, RelocationTarget};

use super::placement;

/// The most return sites kept per function (CPython calls `PyEval_EvalCode` from 3 to 7
/// places): a probe is attached at each.
pub const MAX_SITES: usize = 32;

/// The most code read (CPython's `.text` is 2 to 4 MB): the file is a traced process's, and
/// what is found in it is decoded on the daemon's loop.
pub const MAX_TEXT: u64 = 24 << 20;

/// The most byte patterns of a call looked at (each has its function decoded).
const MAX_CANDIDATES: usize = 8 * MAX_SITES;

/// The most functions that tail-call it whose callers are looked for (each a scan of the code;
/// CPython has one, `exec`).
const MAX_TAIL_CALLERS: usize = 4;

/// The largest function decoded (CPython's eval loop, its largest, is about 100 KB).
const MAX_FUNCTION: u64 = 1 << 20;

/// Where a call returns to, and where its probe goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ReturnSite {
    /// The instruction after the call.
    pub returns: u64,
    /// The instruction probed: `returns`, or the first emulated one after it.
    pub probe: u64,
}

/// Where calls of `name` (exported at `address`) return to in `elf` (virtual addresses),
/// confirmed, sorted, at most [`MAX_SITES`].
pub fn return_sites<'d, R: ReadRef<'d>>(elf: &object::File<'d, R>, name: &str, address: u64) -> anyhow::Result<Vec<ReturnSite>> {
    let text = elf.section_by_name(".text").context("no .text section")?;
    let (base, size) = (text.address(), text.size());
    anyhow::ensure!(size <= MAX_TEXT, "its code is {size} bytes, more than any interpreter's");
    let code = text.data().context("its code cannot be read")?;
    let functions = Functions::of(elf)?;
    let mut sites = BTreeSet::new();
    let mut tail_callers = BTreeSet::new();
    let (targets, slots) = ways_in(elf, Some(name), address);
    for at in candidates(code, base, &targets, &slots).take(MAX_CANDIDATES) {
        let Some((insn, start)) = functions.confirm(code, base, at, &targets, &slots) else { continue };
        match insn.flow_control() {
            FlowControl::Call | FlowControl::IndirectCall => _ = sites.insert(insn.next_ip()),
            // A function that ends by jumping to it: its callers' returns are its returns.
            _ if !targets.contains(&start) => _ = tail_callers.insert(start),
            _ => {}
        }
    }
    // (One called only through a pointer, such as a builtin's, has none found.)
    for caller in tail_callers.into_iter().take(MAX_TAIL_CALLERS) {
        let named = elf.dynamic_symbols().find(|s| s.address() == caller && s.is_definition()).and_then(|s| s.name().ok());
        let (targets, slots) = ways_in(elf, named, caller);
        for at in candidates(code, base, &targets, &slots).take(MAX_CANDIDATES) {
            match functions.confirm(code, base, at, &targets, &slots) {
                Some((insn, _)) if matches!(insn.flow_control(), FlowControl::Call | FlowControl::IndirectCall) => _ = sites.insert(insn.next_ip()),
                _ => {}
            }
        }
    }
    anyhow::ensure!(sites.len() <= MAX_SITES, "{name} is called from {} places, more than {MAX_SITES}", sites.len());
    Ok(sites.into_iter().map(|returns| ReturnSite { returns, probe: functions.probe_site(code, base, returns) }).collect())
}

/// Every place in `elf`'s code that calls or jumps to the function at `address` directly
/// (`call rel32`, `jmp rel32`, `jmp rel8`: instructions the kernel emulates, and a probe on
/// one fires as the function is entered), confirmed, sorted; an error unless they are surely
/// all: a conditional jump to it (a probe there would fire when it is not taken), a pattern
/// no function's bounds cover, or more than [`MAX_SITES`]. Calls through a GOT slot or a PLT
/// stub are not looked for: for ld.so's `_dl_debug_state`, which only ld.so calls (libc
/// imports no `GLIBC_PRIVATE` symbol of it), there are none. The file may be a tenant's (a
/// container's ld.so): at most [`MAX_CANDIDATES`] patterns are looked at, each function
/// decoded once.
pub fn call_sites<'d, R: ReadRef<'d>>(elf: &object::File<'d, R>, address: u64) -> anyhow::Result<Vec<u64>> {
    let text = elf.section_by_name(".text").context("no .text section")?;
    let (base, size) = (text.address(), text.size());
    anyhow::ensure!(size <= MAX_TEXT, "its code is {size} bytes");
    let code = text.data().context("its code cannot be read")?;
    let functions = Functions::of(elf)?;
    let mut sites = vec![];
    let mut decoded: Option<((u64, u64), Vec<Instruction>)> = None;
    for (n, at) in branch_candidates(code, base, address).enumerate() {
        anyhow::ensure!(n < MAX_CANDIDATES, "more than {MAX_CANDIDATES} patterns of a branch to it");
        let bounds = functions.bounds(at).with_context(|| format!("no function's bounds hold {at:#x}"))?;
        // Candidates come in address order: a function's are together.
        if decoded.as_ref().is_none_or(|(b, _)| *b != bounds) {
            let insns = Functions::decode(code, base, bounds).with_context(|| format!("{:#x}..{:#x} is not in its code", bounds.0, bounds.1))?;
            decoded = Some((bounds, insns));
        }
        let insns = decoded.as_ref().map_or(&[][..], |(_, i)| i.as_slice());
        // Bytes inside another instruction: no branch.
        let Some(insn) = insns.iter().find(|i| i.ip() == at) else { continue };
        let direct = matches!(insn.op0_kind(), OpKind::NearBranch64) && insn.near_branch_target() == address;
        if insn.is_invalid() || !direct {
            continue;
        }
        anyhow::ensure!(
            matches!(insn.flow_control(), FlowControl::Call | FlowControl::UnconditionalBranch),
            "a conditional jump to it at {at:#x}"
        );
        sites.push(at);
        anyhow::ensure!(sites.len() <= MAX_SITES, "called from more than {MAX_SITES} places");
    }
    Ok(sites)
}

/// Where a direct branch to `target` may begin, by its bytes alone: `call`/`jmp rel32`,
/// `jcc rel32`, `jmp`/`jcc rel8`.
fn branch_candidates(code: &[u8], base: u64, target: u64) -> impl Iterator<Item = u64> + '_ {
    let lands = move |i: usize, len: usize, rel: i64| (base + (i + len) as u64).wrapping_add(rel as u64) == target;
    let rel32 = move |at: usize| code.get(at..at + 4).map(|b| i32::from_le_bytes(b.try_into().unwrap()) as i64);
    (0..code.len()).filter_map(move |i| {
        let hit = match code[i] {
            0xe8 | 0xe9 => rel32(i + 1).is_some_and(|r| lands(i, 5, r)),
            0xeb | 0x70..=0x7f => code.get(i + 1).is_some_and(|&r| lands(i, 2, r as i8 as i64)),
            0x0f if matches!(code.get(i + 1), Some(0x80..=0x8f)) => rel32(i + 2).is_some_and(|r| lands(i, 6, r)),
            _ => false,
        };
        hit.then_some(base + i as u64)
    })
}

/// The ways a call reaches the function at `address`, exported as `name`: its address and its
/// PLT stubs (the targets of `call rel32`), its GOT slots (of `call *slot(%rip)`).
fn ways_in<'d, R: ReadRef<'d>>(elf: &object::File<'d, R>, name: Option<&str>, address: u64) -> (BTreeSet<u64>, BTreeSet<u64>) {
    let slots = name.map(|name| got_slots(elf, name)).unwrap_or_default();
    let mut targets = plt_stubs(elf, &slots);
    targets.insert(address);
    (targets, slots)
}

/// Where a `call` or `jmp` to one of `targets` (rel32) or through one of `slots` (RIP-relative)
/// may begin: their bytes alone, not yet known to be instructions.
fn candidates<'a>(code: &'a [u8], base: u64, targets: &'a BTreeSet<u64>, slots: &'a BTreeSet<u64>) -> impl Iterator<Item = u64> + 'a {
    let rel = move |at: usize| code.get(at..at + 4).map(|b| i32::from_le_bytes(b.try_into().unwrap()) as i64);
    (0..code.len()).filter_map(move |i| {
        let next = |len: usize| (base + (i + len) as u64) as i64;
        let hit = match code[i] {
            0xe8 | 0xe9 => rel(i + 1).is_some_and(|r| targets.contains(&((next(5) + r) as u64))),
            0xff if matches!(code.get(i + 1), Some(0x15 | 0x25)) => rel(i + 2).is_some_and(|r| slots.contains(&((next(6) + r) as u64))),
            _ => false,
        };
        hit.then_some(base + i as u64)
    })
}

/// The GOT slots the dynamic linker fills with `name`'s address.
fn got_slots<'d, R: ReadRef<'d>>(elf: &object::File<'d, R>, name: &str) -> BTreeSet<u64> {
    let (Some(relocations), Some(symbols)) = (elf.dynamic_relocations(), elf.dynamic_symbol_table()) else {
        return BTreeSet::new();
    };
    relocations
        .filter_map(|(slot, r)| match r.target() {
            RelocationTarget::Symbol(i) => symbols.symbol_by_index(i).ok().filter(|s| s.name() == Ok(name)).map(|_| slot),
            _ => None,
        })
        .collect()
}

/// The PLT stubs that jump through one of `slots`: each begins at its `jmp *slot(%rip)`, or at
/// the `endbr64` (and `bnd` prefix) before it.
fn plt_stubs<'d, R: ReadRef<'d>>(elf: &object::File<'d, R>, slots: &BTreeSet<u64>) -> BTreeSet<u64> {
    let mut stubs = BTreeSet::new();
    for section in elf.sections().filter(|s| s.name().is_ok_and(|n| n.starts_with(".plt"))) {
        let (Ok(code), base) = (section.data(), section.address()) else { continue };
        for at in candidates(code, base, &BTreeSet::new(), slots) {
            let i = (at - base) as usize;
            let before = |prefix: &[u8]| i >= prefix.len() && code[i - prefix.len()..i] == *prefix;
            let back = [&[0xf3, 0x0f, 0x1e, 0xfa, 0xf2][..], &[0xf3, 0x0f, 0x1e, 0xfa], &[0xf2]].into_iter().find(|p| before(p));
            stubs.insert(at - back.map_or(0, |p| p.len() as u64));
        }
    }
    stubs
}

/// The functions of a file, as its unwind tables bound them.
struct Functions<'d> {
    hdr: gimli::ParsedEhFrameHdr<EndianSlice<'d, LittleEndian>>,
    frames: EhFrame<EndianSlice<'d, LittleEndian>>,
    bases: BaseAddresses,
}

impl<'d> Functions<'d> {
    fn of<R: ReadRef<'d>>(elf: &object::File<'d, R>) -> anyhow::Result<Functions<'d>> {
        let section = |name| elf.section_by_name(name).with_context(|| format!("no {name} section"));
        let (hdr, frames) = (section(".eh_frame_hdr")?, section(".eh_frame")?);
        let bases = BaseAddresses::default().set_eh_frame_hdr(hdr.address()).set_eh_frame(frames.address());
        let data = |s: &object::Section<'d, '_, R>| s.data().map(|d| EndianSlice::new(d, LittleEndian)).context("unreadable unwind tables");
        let hdr = EhFrameHdr::from(data(&hdr)?).parse(&bases, 8).context("its .eh_frame_hdr cannot be read")?;
        anyhow::ensure!(hdr.table().is_some(), "its .eh_frame_hdr has no table");
        let mut frames = EhFrame::from(data(&frames)?);
        frames.set_address_size(8);
        // gimli takes an entry's distance from `.eh_frame` unchecked: one before it overflows
        // (a panic where overflow is checked, a wrong offset where not). A table that has one is
        // not read; the table is no longer than its section.
        let (table, start) = (hdr.table().context("its .eh_frame_hdr has no table")?, hdr.eh_frame_ptr().direct().ok());
        let mut entries = table.iter(&bases);
        while let Some((_, fde)) = entries.next().context("its .eh_frame_hdr cannot be read")? {
            let before = fde.direct().ok().zip(start).is_some_and(|(fde, start)| fde < start);
            anyhow::ensure!(!before, "its .eh_frame_hdr points before its .eh_frame");
        }
        Ok(Functions { hdr, frames, bases })
    }

    /// The bounds of the function (or of the part of one) that holds `at`.
    fn bounds(&self, at: u64) -> Option<(u64, u64)> {
        let table = self.hdr.table()?;
        let fde = table.fde_for_address(&self.frames, &self.bases, at, EhFrame::cie_from_offset).ok()?;
        (fde.len() <= MAX_FUNCTION).then(|| (fde.initial_address(), fde.initial_address() + fde.len()))
    }

    /// The instructions from `start` to `end`, decoded.
    fn decode(code: &[u8], base: u64, (start, end): (u64, u64)) -> Option<Vec<Instruction>> {
        let bytes = code.get(start.checked_sub(base)? as usize..end.checked_sub(base)? as usize)?;
        let decoder = Decoder::with_ip(64, bytes, start, DecoderOptions::NONE);
        Some(decoder.into_iter().collect())
    }

    /// The instruction at `at`, if it is one (its function decoded from its start reaches it)
    /// and a `call` or `jmp` to one of `targets` or through one of `slots`; and where its
    /// function begins.
    fn confirm(&self, code: &[u8], base: u64, at: u64, targets: &BTreeSet<u64>, slots: &BTreeSet<u64>) -> Option<(Instruction, u64)> {
        let (start, end) = self.bounds(at)?;
        let insn = Functions::decode(code, base, (start, end))?.into_iter().find(|i| i.ip() >= at)?;
        let branch = matches!(insn.flow_control(), FlowControl::Call | FlowControl::UnconditionalBranch | FlowControl::IndirectCall | FlowControl::IndirectBranch);
        let to_target = match insn.op0_kind() {
            OpKind::NearBranch64 => targets.contains(&insn.near_branch_target()),
            OpKind::Memory if insn.is_ip_rel_memory_operand() => slots.contains(&insn.ip_rel_memory_address()),
            _ => false,
        };
        (insn.ip() == at && !insn.is_invalid() && branch && to_target).then_some((insn, start))
    }

    /// Where the probe of return site `ret` goes: the first instruction from it the kernel
    /// emulates, if all before it fall through and no branch lands among them (from its
    /// function, or from the parts of others it branches to: a function's cold part, which
    /// branches back); else `ret` itself.
    fn probe_site(&self, code: &[u8], base: u64, ret: u64) -> u64 {
        let Some(bounds) = self.bounds(ret) else { return ret };
        let Some(function) = Functions::decode(code, base, bounds) else { return ret };
        let Some(first) = function.iter().position(|i| i.ip() == ret) else { return ret };
        let mut chosen = None;
        for insn in function[first..].iter().take(placement::MAX_INSNS) {
            let bytes = &code[(insn.ip() - base) as usize..][..insn.len()];
            if placement::emulated(insn, bytes) {
                chosen = Some(insn.ip());
                break;
            }
            if insn.flow_control() != FlowControl::Next {
                break;
            }
        }
        let Some(chosen) = chosen.filter(|&c| c != ret) else { return ret };
        let lands_among = |part: &[Instruction], elsewhere: &mut BTreeSet<u64>| {
            part.iter().any(|i| match i.flow_control() {
                // A jump table may land anywhere.
                FlowControl::IndirectBranch => true,
                FlowControl::ConditionalBranch | FlowControl::UnconditionalBranch => {
                    let t = i.near_branch_target();
                    if !(bounds.0..bounds.1).contains(&t) {
                        elsewhere.insert(t);
                    }
                    t > ret && t <= chosen
                }
                _ => false,
            })
        };
        let mut elsewhere = BTreeSet::new();
        if lands_among(&function, &mut elsewhere) || elsewhere.len() > MAX_PARTS {
            return ret;
        }
        for t in elsewhere {
            let part = self.bounds(t).and_then(|b| Functions::decode(code, base, b));
            if part.is_none_or(|part| lands_among(&part, &mut BTreeSet::new())) {
                return ret;
            }
        }
        chosen
    }
}

/// The most other functions' parts a return site's function may branch to for its probe to
/// move (they are decoded, to see that none branches back among the instructions skipped).
const MAX_PARTS: usize = 32;

#[cfg(test)]
mod tests {
    use super::*;
    use std::{fs, path::Path, process::Command};

    /// What `objdump` finds: every call of `PyEval_EvalCode` (direct, or through the PLT) in the
    /// file, each site the instruction after one.
    fn objdump_sites(path: &Path) -> BTreeSet<u64> {
        let out = Command::new("objdump").args(["-d", "--no-show-raw-insn"]).arg(path).output().expect("objdump");
        let text = String::from_utf8_lossy(&out.stdout);
        let mut sites = BTreeSet::new();
        let mut lines = text.lines().peekable();
        while let Some(line) = lines.next() {
            if line.contains("call") && (line.ends_with("<PyEval_EvalCode@@Base>") || line.ends_with("<PyEval_EvalCode@plt>") || line.ends_with("<PyEval_EvalCode>")) {
                let next = lines.peek().and_then(|l| l.trim().split(':').next()).and_then(|a| u64::from_str_radix(a, 16).ok());
                sites.insert(next.expect("an instruction after the call"));
            }
        }
        sites
    }

    fn sites_of(path: &Path) -> Vec<u64> {
        let data = fs::read(path).unwrap();
        let elf = object::File::parse(&*data).unwrap();
        let address = elf.dynamic_symbols().find(|s| s.name() == Ok("PyEval_EvalCode") && s.is_definition()).unwrap().address();
        return_sites(&elf, "PyEval_EvalCode", address).unwrap().into_iter().map(|s| s.returns).collect()
    }

    /// `source` (C or assembly, as `file` is named) built into a shared library with `cc` and
    /// `args`, in a directory of its own: the library's path.
    fn library(file: &str, source: &str, args: &[&str]) -> std::path::PathBuf {
        let dir = std::env::temp_dir().join(format!("ze-tracer-return-sites-{}-{file}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        let (src, lib) = (dir.join(file), dir.join("lib.so"));
        fs::write(&src, source).unwrap();
        let built = Command::new("cc").args(args).args(["-shared", "-o"]).arg(&lib).arg(&src).status().unwrap();
        assert!(built.success(), "cc");
        lib
    }

    fn remove(lib: &Path) {
        let _ = fs::remove_dir_all(lib.parent().unwrap());
    }

    /// An `.eh_frame_hdr` whose table points before `.eh_frame` is not read (found by
    /// `props::prop_return_sites` in a debug build: gimli's `fde_for_address` subtracted with
    /// overflow, a panic there, a wrong offset in release).
    #[test]
    fn an_index_pointing_before_the_unwind_tables_is_refused() {
        let lib = library("before.s", ".text\n.globl f\n.type f,@function\nf:\n.cfi_startproc\nret\n.cfi_endproc\n", &["-nostdlib", "-Wl,--eh-frame-hdr"]);
        let mut data = fs::read(&lib).unwrap();
        remove(&lib);
        let hdr = object::File::parse(&*data).unwrap().section_by_name(".eh_frame_hdr").unwrap().file_range().unwrap().0 as usize;
        // version, 3 encodings (the table's `datarel sdata4`), `eh_frame_ptr`, the count, then
        // the first entry: its function, its FDE, made the header's own address.
        assert_eq!(data[hdr + 3], 0x3b);
        data[hdr + 16..hdr + 20].copy_from_slice(&0u32.to_le_bytes());
        let elf = object::File::parse(&*data).unwrap();
        let e = Functions::of(&elf).map(|_| ()).unwrap_err();
        assert!(e.to_string().contains("points before"), "{e:#}");
    }

    /// Debian's CPython calls it directly: every call is found, and nothing else.
    #[test]
    fn the_calls_of_python_s_eval_code_are_found() {
        let python = Path::new("/usr/bin/python3.11");
        let found: BTreeSet<u64> = sites_of(python).into_iter().collect();
        let direct = objdump_sites(python);
        assert!(direct.len() >= 3, "{direct:x?}");
        // Its one tail call is `exec`'s, a builtin called through a pointer: no more are found.
        assert_eq!(direct, found);
    }

    /// A libpython built with semantic interposition calls it through its PLT stub.
    #[test]
    fn calls_through_the_plt_are_found() {
        let lib = library(
            "eval.c",
            "void *PyEval_EvalCode(void *c, void *g, void *l) { return c; }\n\
             void *run(void *c) { void *v = PyEval_EvalCode(c, 0, 0); return v ? v : c; }\n\
             void *tail(void *c) { return PyEval_EvalCode(c, c, 0); }\n\
             void *outer(void *c) { void *v = tail(c); return v ? c : 0; }\n\
             static __attribute__((noinline)) void *hidden_tail(void *c) { return PyEval_EvalCode(c, 0, c); }\n\
             void *outer2(void *c) { void *v = hidden_tail(c); return v ? c : 0; }\n",
            &["-O2", "-fPIC"],
        );
        let (found, direct) = (sites_of(&lib), objdump_sites(&lib));
        remove(&lib);
        assert!(!direct.is_empty() && direct.iter().all(|s| found.contains(s)), "objdump {direct:x?}, found {found:x?}");
        // `tail` jumps to it: `outer`'s call of `tail` (through its PLT stub) is a return site
        // too, and so is `outer2`'s of `hidden_tail` (direct).
        assert_eq!(found.len(), direct.len() + 2, "objdump {direct:x?}, found {found:x?}");
    }

    /// A site's probe moves to the first emulated instruction after it (here, a `je` after a
    /// `test`), unless a branch lands among the instructions it would skip.
    #[test]
    fn a_probe_moves_to_an_emulated_instruction_unless_a_branch_lands_before_it() {
        let f = |name: &str, body: &str| format!(".globl {name}\n.type {name},@function\n{name}:\n.cfi_startproc\n{body}\n.cfi_endproc\n");
        let asm = [
            f("PyEval_EvalCode", "ret"),
            // The call returns to `test`; the probe goes to the `je`.
            f("straight", "push %rbx\ncall PyEval_EvalCode@plt\ntest %rax,%rax\nje 1f\npop %rbx\n1: ret"),
            // A branch lands on the `test` after the `mov`: the probe stays on the `mov`.
            f("joined", "push %rbx\ntest %rdi,%rdi\nje 3f\ncall PyEval_EvalCode@plt\nmov %rax,%rbx\n3: test %rbx,%rbx\njne 4f\n4: pop %rbx\nret"),
        ];
        let lib = library("join.s", &format!(".text\n{}", asm.concat()), &["-nostdlib", "-Wl,--eh-frame-hdr"]);
        let data = fs::read(&lib).unwrap();
        remove(&lib);
        let elf = object::File::parse(&*data).unwrap();
        let at = |name: &str| elf.dynamic_symbols().find(|s| s.name() == Ok(name)).unwrap().address();
        let sites = return_sites(&elf, "PyEval_EvalCode", at("PyEval_EvalCode")).unwrap();
        assert_eq!(sites.len(), 2, "{sites:x?}");
        let (straight, joined) = (sites.iter().find(|s| s.returns < at("joined")).unwrap(), sites.iter().find(|s| s.returns > at("joined")).unwrap());
        // call rel32 (5 bytes) after `push %rbx` (1); `test %rax,%rax` is 3 bytes.
        assert_eq!((straight.returns, straight.probe), (at("straight") + 6, at("straight") + 9), "{sites:x?}");
        assert_eq!(joined.probe, joined.returns, "{sites:x?}");
    }

    /// Bytes that look like a call but are inside another instruction are not a site.
    #[test]
    fn a_call_s_bytes_inside_another_instruction_are_not_one() {
        // `f` holds `call PyEval_EvalCode`'s bytes as a `mov`'s immediate; `g` calls it.
        let lib = library(
            "mid.s",
            ".text\n.globl PyEval_EvalCode\n.type PyEval_EvalCode,@function\nPyEval_EvalCode:\nev:\n.cfi_startproc\nret\n.cfi_endproc\n\
             .globl f\n.type f,@function\nf:\n.cfi_startproc\n.byte 0x48, 0xb8\n.byte 0xe8\n.long ev - . - 4\n.byte 0, 0, 0\nret\n.cfi_endproc\n\
             .globl g\n.type g,@function\ng:\n.cfi_startproc\npush %rbx\n.cfi_adjust_cfa_offset 8\ncall PyEval_EvalCode@plt\npop %rbx\n.cfi_adjust_cfa_offset -8\nret\n.cfi_endproc\n",
            &["-nostdlib", "-Wl,--eh-frame-hdr"],
        );
        let (found, direct) = (sites_of(&lib), objdump_sites(&lib));
        remove(&lib);
        assert_eq!(found.len(), 1, "{found:x?}");
        assert_eq!(found.iter().copied().collect::<BTreeSet<_>>(), direct);
    }

    /// The system's ld.so calls `_dl_debug_state` (a lone `ret`, single-stepped) from a few
    /// places, each a `call rel32` the kernel emulates: all are found, as objdump finds them.
    #[test]
    fn the_calls_of_ld_so_s_debug_state_are_found() {
        let ldso = Path::new("/lib64/ld-linux-x86-64.so.2");
        let data = fs::read(ldso).unwrap();
        let elf = object::File::parse(&*data).unwrap();
        let at = elf.dynamic_symbols().find(|s| s.name() == Ok("_dl_debug_state")).unwrap().address();
        let found: BTreeSet<u64> = call_sites(&elf, at).unwrap().into_iter().collect();
        let out = Command::new("objdump").args(["-d", "--no-show-raw-insn"]).arg(ldso).output().expect("objdump");
        let target = format!(" {at:x} <_dl_debug_state");
        let direct: BTreeSet<u64> = String::from_utf8_lossy(&out.stdout)
            .lines()
            .filter(|l| (l.contains("call") || l.contains("jmp")) && l.contains(&target) && l.ends_with('>') && !l.contains('+'))
            .filter_map(|l| u64::from_str_radix(l.trim().split(':').next()?, 16).ok())
            .collect();
        assert!(!direct.is_empty(), "objdump found no call of {at:#x}");
        assert_eq!(found, direct);
    }

    /// A conditional jump to it would fire its probe when not taken, and a pattern outside any
    /// function's bounds may be a call not confirmed: either way, no call sites are given.
    #[test]
    fn call_sites_are_all_or_none() {
        let f = |name: &str, body: &str| format!(".globl {name}\n.type {name},@function\n{name}:\n.cfi_startproc\n{body}\n.cfi_endproc\n");
        let build = |extra: &str| {
            // Protected, as ld.so's own calls are direct (not through a PLT stub).
            let asm = [".protected state\n".to_owned(), f("state", "ret"), f("caller", "push %rbx\ncall state\npop %rbx\nret"), extra.to_owned()];
            let lib = library("cond.s", &format!(".text\n{}", asm.concat()), &["-nostdlib", "-Wl,--eh-frame-hdr"]);
            let data = fs::read(&lib).unwrap();
            remove(&lib);
            data
        };
        let sites = |data: &[u8]| {
            let elf = object::File::parse(data).unwrap();
            let at = elf.dynamic_symbols().find(|s| s.name() == Ok("state")).unwrap().address();
            call_sites(&elf, at).map_err(|e| e.to_string())
        };
        assert_eq!(sites(&build("")).map(|s| s.len()), Ok(1));
        let e = sites(&build(&f("cond", "test %rdi,%rdi\nje state\nret"))).unwrap_err();
        assert!(e.contains("conditional"), "{e}");
        let e = sites(&build("unbounded:\ncall state\nret\n")).unwrap_err();
        assert!(e.contains("bounds"), "{e}");
    }
}
