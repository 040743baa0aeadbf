//! Where in a traced function the probes sit.
//!
//! A uprobe on an instruction the kernel cannot emulate costs two traps: the breakpoint, then a
//! single-step of the original instruction out of line. The loader's exports are trampolines
//! whose first instruction is RIP-relative (`mov rax, [rip+x]`), so a probe at offset 0 always
//! pays both. The kernel emulates direct branches and calls (arch/x86/kernel/uprobes.c,
//! `branch_setup_xol_ops()`: `jmp rel8/rel32`, `call rel32`, `jcc rel8/rel32`, without a 0x66
//! prefix), which costs one trap. So both probes move to the first such instruction, provided
//! the probes still see the call as at entry:
//!
//! - every instruction before it is straight-line (falls through to the next);
//! - none of them writes rsp or the stack (the return probe replaces the return address at
//!   `[rsp]`, and stack arguments are read at `[rsp+8]`);
//! - none of them writes an argument register the entry probe reads for this API (the
//!   trampoline may use the others as scratch: it restores them before its tail jump).
//!
//! Anything else within reach (a write to such a register, a push, an indirect jump first), or
//! no emulated instruction in the first [`MAX_INSNS`] instructions: offset 0, as every other
//! uprobe tracer does.
use iced_x86::{
    Decoder, DecoderOptions, FlowControl, Formatter, GasFormatter, Instruction,
    InstructionInfoFactory, OpAccess, Register,
};
use tracer_common::{Api, Arg, Kind};

/// How far to look for an emulated instruction.
pub const MAX_INSNS: usize = 16;

/// The chosen probe site of one function.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Site {
    /// Bytes from the function's first instruction.
    pub offset: u64,
    /// The instruction probed, as GNU as prints it.
    pub insn: String,
    /// Why here.
    pub reason: String,
}

/// The registers the entry probe reads for `api` (x86-64 SysV argument order).
pub fn read_registers(api: &Api) -> Vec<Register> {
    const ARGS: [Register; 6] =
        [Register::RDI, Register::RSI, Register::RDX, Register::RCX, Register::R8, Register::R9];
    if matches!(api.kind, Kind::Call | Kind::Init) {
        return Vec::new();
    }
    // A second output's pointer is read where a size would be.
    let also = api.also.map_or(Arg::None, |(_, n)| Arg::Val(n));
    [api.handle, api.size, api.parent, also]
        .into_iter()
        .filter_map(|a| match a {
            Arg::Val(n) | Arg::Field(n, _) | Arg::Given(n) => ARGS.get(n as usize).copied(),
            Arg::None | Arg::Ret => None,
        })
        .collect()
}

/// Chooses the probe site in `code`, the function's first bytes, loaded at `ip`.
pub fn choose(code: &[u8], ip: u64, reads: &[Register]) -> Site {
    let mut decoder = Decoder::with_ip(64, code, ip, DecoderOptions::NONE);
    let mut info = InstructionInfoFactory::new();
    let mut insn = Instruction::default();
    let fallback = |why: String| Site { offset: 0, insn: String::new(), reason: why };
    for _ in 0..MAX_INSNS {
        if !decoder.can_decode() {
            break;
        }
        decoder.decode_out(&mut insn);
        if insn.is_invalid() {
            return fallback("undecodable instruction".into());
        }
        let offset = insn.ip() - ip;
        let bytes = &code[offset as usize..offset as usize + insn.len()];
        if emulated(&insn, bytes) {
            let reason = if offset == 0 {
                "the first instruction is emulated".into()
            } else {
                format!("first emulated instruction; the {} before it keep args and rsp", plural(offset))
            };
            return Site { offset, insn: text(&insn), reason };
        }
        if insn.flow_control() != FlowControl::Next {
            return fallback(format!("{} before any emulated instruction", text(&insn)));
        }
        let info = info.info(&insn);
        let writes = |r: Register| {
            info.used_registers().iter().any(|u| {
                u.register().full_register() == r
                    && matches!(
                        u.access(),
                        OpAccess::Write | OpAccess::ReadWrite | OpAccess::CondWrite | OpAccess::ReadCondWrite
                    )
            })
        };
        if writes(Register::RSP)
            || info.used_memory().iter().any(|m| {
                m.base() == Register::RSP && !matches!(m.access(), OpAccess::Read | OpAccess::NoMemAccess)
            })
        {
            return fallback(format!("{} moves or writes the stack", text(&insn)));
        }
        if let Some(r) = reads.iter().find(|&&r| writes(r)) {
            return fallback(format!("{} overwrites {r:?}, an argument the probe reads", text(&insn)));
        }
    }
    fallback(format!("no emulated instruction in the first {MAX_INSNS}"))
}

/// Direct jumps, calls and conditional jumps: the kernel emulates them (one trap, no
/// single-step), unless an operand-size prefix (0x66) is present. Any prefix makes us decline.
fn emulated(insn: &Instruction, bytes: &[u8]) -> bool {
    let direct = insn.is_jcc_short_or_near() || insn.is_jmp_short_or_near() || insn.is_call_near();
    let plain_opcode = matches!(bytes[0], 0x70..=0x7f | 0xe8 | 0xe9 | 0xeb)
        || (bytes[0] == 0x0f && matches!(bytes.get(1), Some(0x80..=0x8f)));
    direct && plain_opcode
}

fn plural(offset: u64) -> String {
    format!("{offset} byte{}", if offset == 1 { "" } else { "s" })
}

fn text(insn: &Instruction) -> String {
    let mut fmt = GasFormatter::new();
    fmt.options_mut().set_uppercase_hex(false);
    fmt.options_mut().set_branch_leading_zeros(false);
    let mut out = String::new();
    fmt.format(insn, &mut out);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const IP: u64 = 0xf900;
    const ALLOC_HOST_READS: [Register; 3] = [Register::R8, Register::RDX, Register::RDI];

    /// zeMemAllocHost in Debian's libze_loader 1.8.12.
    const TRAMPOLINE: &[u8] = &[
        0x48, 0x8b, 0x05, 0x79, 0x56, 0x03, 0x00, // mov 0x35679(%rip),%rax
        0x4c, 0x8b, 0x08, // mov (%rax),%r9
        0x49, 0x8b, 0x81, 0xd8, 0x03, 0x00, 0x00, // mov 0x3d8(%r9),%rax
        0x48, 0x85, 0xc0, // test %rax,%rax
        0x74, 0x0a, // je +10
        0xff, 0xe0, // jmp *%rax
    ];

    #[test]
    fn trampoline_probe_moves_to_its_conditional_jump() {
        let site = choose(TRAMPOLINE, IP, &ALLOC_HOST_READS);
        assert_eq!(site.offset, 0x14, "{site:?}");
        assert!(site.insn.starts_with("je"), "{site:?}");
    }

    #[test]
    fn a_clobbered_argument_register_keeps_offset_zero() {
        // zeMemAllocDevice reads r9 (its output pointer): the trampoline's scratch use of r9
        // before the jump would hand the probe the wrong pointer.
        let reads = [Register::R9, Register::RDX, Register::RDI];
        let site = choose(TRAMPOLINE, IP, &reads);
        assert_eq!(site.offset, 0);
        assert!(site.reason.contains("R9"), "{site:?}");
        // A 32-bit write clobbers the whole register.
        let code = [0x31, 0xff, 0x74, 0x02]; // xor %edi,%edi; je
        assert_eq!(choose(&code, IP, &[Register::RDI]).offset, 0);
        assert_eq!(choose(&code, IP, &[Register::RSI]).offset, 2);
    }

    #[test]
    fn a_push_before_the_jump_keeps_offset_zero() {
        let code = [0x53, 0x48, 0x85, 0xc0, 0x74, 0x02]; // push %rbx; test; je
        let site = choose(&code, IP, &[]);
        assert_eq!(site.offset, 0);
        assert!(site.reason.contains("stack"), "{site:?}");
        // So does a store to the stack.
        let code = [0x48, 0x89, 0x44, 0x24, 0x08, 0x74, 0x02]; // mov %rax,0x8(%rsp); je
        assert_eq!(choose(&code, IP, &[]).offset, 0);
    }

    #[test]
    fn no_emulated_instruction_in_reach_keeps_offset_zero() {
        let code = [0x48, 0x8b, 0x05, 0x79, 0x56, 0x03, 0x00, 0xff, 0xe0]; // mov; jmp *%rax
        let site = choose(&code, IP, &[]);
        assert_eq!(site.offset, 0);
        assert!(site.reason.contains("jmp"), "{site:?}");
        let nops = [0x90u8; 40];
        assert!(choose(&nops, IP, &[]).reason.contains("no emulated instruction"));
        assert_eq!(choose(&[0x48, 0x8b], IP, &[]).offset, 0, "truncated");
    }

    #[test]
    fn emulated_first_instruction_and_prefixes() {
        let code = [0xe9, 0x00, 0x01, 0x00, 0x00]; // jmp rel32
        assert_eq!(choose(&code, IP, &[]), Site {
            offset: 0,
            insn: "jmp 0xfa05".into(),
            reason: "the first instruction is emulated".into()
        });
        // 0x0f 0x84: je rel32 after a test.
        let code = [0x48, 0x85, 0xc0, 0x0f, 0x84, 0x10, 0x00, 0x00, 0x00];
        assert_eq!(choose(&code, IP, &[]).offset, 3);
        // An operand-size prefixed jcc is not emulated: keep looking, then give up.
        let code = [0x48, 0x85, 0xc0, 0x66, 0x74, 0x02];
        assert_eq!(choose(&code, IP, &[]).offset, 0);
    }

    #[test]
    fn registers_read_follow_the_table() {
        let api = |name| *tracer_common::APIS.iter().find(|a| a.name == name).unwrap();
        assert_eq!(read_registers(&api("zeMemAllocHost")), ALLOC_HOST_READS);
        // zeMemAllocShared's output pointer is on the stack: rsp is checked anyway.
        assert_eq!(read_registers(&api("zeMemAllocShared")), [Register::RCX, Register::RDI]);
        assert!(read_registers(&api("zeCommandListAppendBarrier")).is_empty());
    }
}
