//! Where in a traced function the probes sit.
//!
//! A uprobe on an instruction the kernel cannot emulate costs two traps: the breakpoint, then a
//! single-step of the original instruction out of line (in a KVM guest ~5.5 µs a hit, against
//! ~0.7 µs emulated). The kernel emulates (arch/x86/kernel/uprobes.c) direct branches and calls
//! (`branch_setup_xol_ops()`: `jmp rel8/rel32`, `call rel32`, `jcc rel8/rel32`, a one-byte
//! `nop`, none with a 0x66 prefix) and `push %reg` (`push_setup_xol_ops()`: 0x50-0x57, alone
//! or after REX 0x41), and 6.18 turns a probed 5-byte `nop` into a call after its first hit.
//! The loader's exports are trampolines whose first instruction is RIP-relative
//! (`mov rax, [rip+x]`); UMF's allocations begin `test %rdi,%rdi; push %rbx`; functions built
//! for CET begin with `endbr64`: at offset 0 each pays the single-step. So every probe (entry,
//! return, a hook) moves to the first emulated instruction, provided the probes still see the
//! call as at entry:
//!
//! - every instruction before it is straight-line (falls through to the next);
//! - none of them writes rsp or the stack (the return probe replaces the return address at
//!   `[rsp]`, and stack arguments are read at `[rsp+8]`); the chosen instruction may (a
//!   `push`): a probe fires before its instruction runs;
//! - none of them writes an argument register the entry probe reads for this API (the
//!   trampoline may use the others as scratch: it restores them before its tail jump).
//!
//! Anything else within reach (a write to such a register, a stack adjustment, an indirect jump
//! first), or no emulated instruction in the first [`MAX_INSNS`] instructions: offset 0, as
//! every other uprobe tracer does, and the site says it single-steps (counted at attach, and in
//! `--list-probes`).
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
    /// Whether the kernel single-steps the instruction probed (no emulated one in reach).
    pub single_step: bool,
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
    // The first instruction is not emulated (it would have been chosen): it is single-stepped.
    let fallback = |why: String| Site { offset: 0, insn: String::new(), reason: why, single_step: true };
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
            return Site { offset, insn: text(&insn), reason, single_step: false };
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

/// What the kernel emulates (one trap, no single-step): direct jumps, calls and conditional
/// jumps and a one-byte `nop` without an operand-size prefix (0x66, which makes it decline
/// them); `push %reg`, alone or after REX 0x41 (r8-r15) only; and a 5-byte `nop`, which 6.18
/// optimizes into a call. Any other prefix makes us decline.
pub(super) fn emulated(insn: &Instruction, bytes: &[u8]) -> bool {
    let direct = insn.is_jcc_short_or_near() || insn.is_jmp_short_or_near() || insn.is_call_near();
    let plain_branch = matches!(bytes[0], 0x70..=0x7f | 0xe8 | 0xe9 | 0xeb)
        || (bytes[0] == 0x0f && matches!(bytes.get(1), Some(0x80..=0x8f)));
    let push = matches!(bytes, [0x50..=0x57] | [0x41, 0x50..=0x57]);
    // `0f 1f /0`, 5 bytes long: `nopl 0x0(%rax,%rax,1)`, what compilers pad with.
    // Not across a page (the kernel's `can_optimize`): a library's load bias keeps page offsets.
    let nop5 = bytes.len() == 5 && bytes[0] == 0x0f && bytes[1] == 0x1f && (bytes[2] >> 3) & 7 == 0 && insn.ip() % 4096 <= 4096 - 5;
    (direct && plain_branch) || push || bytes == [0x90] || nop5
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
    fn a_stack_adjustment_before_the_jump_keeps_offset_zero() {
        let code = [0x48, 0x83, 0xec, 0x08, 0x74, 0x02]; // sub $8,%rsp; je
        let site = choose(&code, IP, &[]);
        assert_eq!((site.offset, site.single_step), (0, true));
        assert!(site.reason.contains("stack"), "{site:?}");
        // So does a store to the stack.
        let code = [0x48, 0x89, 0x44, 0x24, 0x08, 0x74, 0x02]; // mov %rax,0x8(%rsp); je
        assert_eq!(choose(&code, IP, &[]).offset, 0);
    }

    /// UMF's `umfPoolAlignedMalloc` (libumf 1.2, as intel-sycl-rt ships it): its `push`, with
    /// the return address still at `[rsp]` and no argument written before it.
    #[test]
    fn a_pool_s_allocation_is_probed_at_its_push() {
        let code = [0x48, 0x85, 0xff, 0x53, 0x74, 0x1a, 0x48, 0x89, 0xfb]; // test %rdi,%rdi; push %rbx; je; mov %rdi,%rbx
        let reads = [Register::RDI, Register::RSI, Register::RDX];
        let site = choose(&code, IP, &reads);
        assert_eq!((site.offset, site.insn.as_str(), site.single_step), (3, "push %rbx", false), "{site:?}");
        // `umfPoolFree`: a push first. A CET build's `endbr64` is stepped over to it.
        assert_eq!(choose(&[0x55, 0x53], IP, &reads).offset, 0);
        let cet = [0xf3, 0x0f, 0x1e, 0xfa, 0x41, 0x57, 0x41, 0x56]; // endbr64; push %r15
        assert_eq!(choose(&cet, IP, &[]).offset, 4);
        // A push with REX.W, or of a register through another prefix, is not emulated.
        assert_eq!(choose(&[0x48, 0x53, 0x74, 0x02], IP, &[]).single_step, true);
        // A padding 5-byte nop is (optimized), a 4-byte one is not.
        assert_eq!(choose(&[0x0f, 0x1f, 0x44, 0x00, 0x00], IP, &[]).single_step, false);
        assert_eq!(choose(&[0x0f, 0x1f, 0x40, 0x00, 0xff, 0xe0], IP, &[]).single_step, true);
    }

    #[test]
    fn no_emulated_instruction_in_reach_keeps_offset_zero() {
        let code = [0x48, 0x8b, 0x05, 0x79, 0x56, 0x03, 0x00, 0xff, 0xe0]; // mov; jmp *%rax
        let site = choose(&code, IP, &[]);
        assert_eq!(site.offset, 0);
        assert!(site.reason.contains("jmp"), "{site:?}");
        let tests = [0x48u8, 0x85, 0xc0].repeat(20); // test %rax,%rax, over and over
        assert!(choose(&tests, IP, &[]).reason.contains("no emulated instruction"));
        assert_eq!(choose(&[0x48, 0x8b], IP, &[]).offset, 0, "truncated");
    }

    #[test]
    fn emulated_first_instruction_and_prefixes() {
        let code = [0xe9, 0x00, 0x01, 0x00, 0x00]; // jmp rel32
        assert_eq!(choose(&code, IP, &[]), Site {
            offset: 0,
            insn: "jmp 0xfa05".into(),
            reason: "the first instruction is emulated".into(),
            single_step: false,
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
