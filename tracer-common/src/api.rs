//! The tables of traced APIs, one per traced library ([`LIBRARIES`]: the Level Zero loader and
//! the allocator layers above it), and the cookie that carries an entry to the probes.
//!
//! Argument numbers follow the x86-64 SysV ABI: 0..=5 are rdi, rsi, rdx, rcx, r8, r9; 6 is the
//! first stack argument, at `[rsp + 8]` on entry (only zeMemAllocShared's output pointer).
//!
//! An event's `api` numbers every API of every library in one sequence ([`api`]): the loader's
//! first, from 0, then each layer's.

/// What a call does to the tracked objects.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum Kind {
    /// Creates an object; the handle is written through an output pointer, read at return.
    Create = 0,
    /// Destroys or frees the handle passed by value; stamped with the time of its entry.
    Destroy = 1,
    /// Changes no object (appends, reset): a CSV row for its memory deltas only.
    Call = 2,
}

/// Object types. The first ten are the System Resource Tracker's count columns, in its order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum ObjType {
    Context = 0,
    CommandQueue,
    Module,
    Kernel,
    EventPool,
    CommandList,
    Event,
    Fence,
    Image,
    Sampler,
    /// USM allocations (device, host, shared): summed in `TotalMemory_Bytes`, not counted.
    Memory,
    PhysicalMem,
    VirtualMem,
    /// A block an allocator layer (a UMF pool) handed the program, carved from memory it got
    /// from Level Zero: not a Level Zero object, so in no CSV column.
    Pooled,
}

impl ObjType {
    pub const ALL: [ObjType; 14] = [
        ObjType::Context,
        ObjType::CommandQueue,
        ObjType::Module,
        ObjType::Kernel,
        ObjType::EventPool,
        ObjType::CommandList,
        ObjType::Event,
        ObjType::Fence,
        ObjType::Image,
        ObjType::Sampler,
        ObjType::Memory,
        ObjType::PhysicalMem,
        ObjType::VirtualMem,
        ObjType::Pooled,
    ];

    /// Singular name, as in the SRT's leak summary ("Context leaks: 384 KB").
    pub const fn name(self) -> &'static str {
        match self {
            ObjType::Context => "Context",
            ObjType::CommandQueue => "CommandQueue",
            ObjType::Module => "Module",
            ObjType::Kernel => "Kernel",
            ObjType::EventPool => "EventPool",
            ObjType::CommandList => "CommandList",
            ObjType::Event => "Event",
            ObjType::Fence => "Fence",
            ObjType::Image => "Image",
            ObjType::Sampler => "Sampler",
            ObjType::Memory => "Memory",
            ObjType::PhysicalMem => "PhysicalMem",
            ObjType::VirtualMem => "VirtualMem",
            ObjType::Pooled => "PooledMemory",
        }
    }

    /// The count column: the SRT's for its ten types, ours after `TotalMemory_Bytes` for
    /// physical memory and virtual reservations; USM allocations have none.
    pub const fn count_column(self) -> Option<&'static str> {
        Some(match self {
            ObjType::Context => "Contexts",
            ObjType::CommandQueue => "CommandQueues",
            ObjType::Module => "Modules",
            ObjType::Kernel => "Kernels",
            ObjType::EventPool => "EventPools",
            ObjType::CommandList => "CommandLists",
            ObjType::Event => "Events",
            ObjType::Fence => "Fences",
            ObjType::Image => "Images",
            ObjType::Sampler => "Samplers",
            ObjType::PhysicalMem => "PhysicalMems",
            ObjType::VirtualMem => "VirtualMemReservations",
            ObjType::Memory | ObjType::Pooled => return None,
        })
    }

    /// Whether the SRT counts this type in its own columns.
    pub const fn is_srt(self) -> bool {
        (self as u8) < ObjType::Memory as u8
    }
}

/// Which USM kind an allocation API makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum MemKind {
    None = 0,
    Device,
    Host,
    Shared,
}

/// Where a value comes from at function entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arg {
    None,
    /// Argument n itself.
    Val(u8),
    /// A u64 field at byte offset `off` of the struct argument n points to.
    Field(u8, u8),
    /// Create: the return value is the handle (an allocator's `malloc`), 0 on failure.
    Ret,
}

/// One traced API.
#[derive(Clone, Copy, Debug)]
pub struct Api {
    pub name: &'static str,
    pub kind: Kind,
    pub obj: ObjType,
    pub mem: MemKind,
    /// Create: the argument that points to the output handle (or [`Arg::Ret`]). Destroy: the
    /// handle argument.
    pub handle: Arg,
    pub size: Arg,
    pub parent: Arg,
}

const fn create(name: &'static str, obj: ObjType, out: u8, parent: u8) -> Api {
    Api {
        name,
        kind: Kind::Create,
        obj,
        mem: MemKind::None,
        handle: Arg::Val(out),
        size: Arg::None,
        parent: Arg::Val(parent),
    }
}

const fn destroy(name: &'static str, obj: ObjType, handle: u8) -> Api {
    Api {
        name,
        kind: Kind::Destroy,
        obj,
        mem: MemKind::None,
        handle: Arg::Val(handle),
        size: Arg::None,
        parent: Arg::None,
    }
}

/// Appends and resets change no object: the SRT tracks them for their memory deltas.
const fn call(name: &'static str) -> Api {
    Api {
        name,
        kind: Kind::Call,
        obj: ObjType::CommandList,
        mem: MemKind::None,
        handle: Arg::None,
        size: Arg::None,
        parent: Arg::None,
    }
}

impl Api {
    const fn sized(mut self, size: Arg) -> Api {
        self.size = size;
        self
    }

    const fn usm(mut self, mem: MemKind, size_arg: u8) -> Api {
        self.mem = mem;
        self.size = Arg::Val(size_arg);
        self
    }
}

use Arg::{Field, Val};
use ObjType::*;

/// Every traced API. Symbols a loader does not export are skipped when attaching.
pub const APIS: &[Api] = &[
    create("zeContextCreate", Context, 2, 0),
    create("zeContextCreateEx", Context, 4, 0),
    destroy("zeContextDestroy", Context, 0),
    create("zeCommandQueueCreate", CommandQueue, 3, 0),
    destroy("zeCommandQueueDestroy", CommandQueue, 0),
    create("zeCommandListCreate", CommandList, 3, 0),
    create("zeCommandListCreateImmediate", CommandList, 3, 0),
    destroy("zeCommandListDestroy", CommandList, 0),
    create("zeModuleCreate", Module, 3, 0),
    destroy("zeModuleDestroy", Module, 0),
    create("zeKernelCreate", Kernel, 2, 0),
    destroy("zeKernelDestroy", Kernel, 0),
    create("zeEventPoolCreate", EventPool, 4, 0),
    destroy("zeEventPoolDestroy", EventPool, 0),
    create("zeEventCreate", Event, 2, 0),
    create("zeEventCounterBasedCreate", Event, 3, 0),
    destroy("zeEventDestroy", Event, 0),
    create("zeFenceCreate", Fence, 2, 0),
    destroy("zeFenceDestroy", Fence, 0),
    create("zeImageCreate", Image, 3, 0),
    // A view's parent is the image it views.
    create("zeImageViewCreateExp", Image, 4, 3),
    create("zeImageViewCreateExt", Image, 4, 3),
    destroy("zeImageDestroy", Image, 0),
    create("zeSamplerCreate", Sampler, 3, 0),
    destroy("zeSamplerDestroy", Sampler, 0),
    create("zeMemAllocDevice", Memory, 5, 0).usm(MemKind::Device, 2),
    create("zeMemAllocHost", Memory, 4, 0).usm(MemKind::Host, 2),
    // The 7th argument: on the stack.
    create("zeMemAllocShared", Memory, 6, 0).usm(MemKind::Shared, 3),
    destroy("zeMemFree", Memory, 1),
    destroy("zeMemFreeExt", Memory, 2),
    // ze_physical_mem_desc_t: stype, pNext, flags, then size at byte 24.
    create("zePhysicalMemCreate", PhysicalMem, 3, 0).sized(Field(2, 24)),
    destroy("zePhysicalMemDestroy", PhysicalMem, 1),
    create("zeVirtualMemReserve", VirtualMem, 3, 0).sized(Val(2)),
    destroy("zeVirtualMemFree", VirtualMem, 1).sized(Val(2)),
    call("zeCommandListReset"),
    call("zeCommandListAppendMemoryCopy"),
    call("zeCommandListAppendMemoryFill"),
    call("zeCommandListAppendMemoryCopyRegion"),
    call("zeCommandListAppendMemoryCopyFromContext"),
    call("zeCommandListAppendMemoryPrefetch"),
    call("zeCommandListAppendMemAdvise"),
    call("zeCommandListAppendImageCopy"),
    call("zeCommandListAppendImageCopyRegion"),
    call("zeCommandListAppendImageCopyToMemory"),
    call("zeCommandListAppendImageCopyFromMemory"),
    call("zeCommandListAppendBarrier"),
    call("zeCommandListAppendMemoryRangesBarrier"),
    call("zeCommandListAppendSignalEvent"),
    call("zeCommandListAppendWaitOnEvents"),
    call("zeCommandListAppendEventReset"),
    call("zeCommandListAppendLaunchKernel"),
    call("zeCommandListAppendLaunchCooperativeKernel"),
    call("zeCommandListAppendLaunchKernelIndirect"),
    call("zeCommandListAppendQueryKernelTimestamps"),
    call("zeCommandListAppendWriteGlobalTimestamp"),
];

/// UMF's pool API (`libumf.so.1`): what Unified Runtime's adapters allocate USM through. A
/// pool hands out blocks of slabs it got from Level Zero and keeps the slabs when the blocks
/// come back: the blocks are the program's, the slabs the pool's. `umfFree` calls
/// `umfPoolFree` (through its PLT), so that one probe sees both. Not traced: `umfPoolCalloc`
/// and `umfPoolRealloc` (no adapter calls them), pools' own creation and destruction.
pub const UMF_APIS: &[Api] = &[
    pooled("umfPoolMalloc"),
    pooled("umfPoolAlignedMalloc"),
    Api { parent: Val(0), ..destroy("umfPoolFree", Pooled, 1) },
];

/// A block from `pool(arg 0)`, `size` (arg 1) bytes, returned.
const fn pooled(name: &'static str) -> Api {
    Api { name, kind: Kind::Create, obj: Pooled, mem: MemKind::None, handle: Arg::Ret, size: Val(1), parent: Val(0) }
}

/// A traced library: its table, and where it sits.
#[derive(Clone, Copy, Debug)]
pub struct Library {
    /// How its files are named (`libze_loader.so*`): a mapped file whose name starts so is a
    /// copy of it, armed with its table.
    pub file: &'static str,
    /// What the outputs call it.
    pub runtime: &'static str,
    /// 0: Level Zero. A layer that allocates through the levels below is above them: what it
    /// gets from them while one of its own calls runs is its own (a pool's slab), what it
    /// returns is the caller's.
    pub level: u8,
    pub apis: &'static [Api],
    /// The [`api`] number of its first API.
    pub first: u16,
}

/// The Level Zero loader.
pub const LOADER: Library = Library { file: "libze_loader.so", runtime: "Level Zero", level: 0, apis: APIS, first: 0 };
/// The Unified Memory Framework's pools.
pub const UMF: Library = Library { file: "libumf.so", runtime: "UMF", level: 1, apis: UMF_APIS, first: APIS.len() as u16 };
/// Every traced library, lowest level first.
pub const LIBRARIES: [Library; 2] = [LOADER, UMF];
/// How many APIs, of every library: `api` numbers go below.
pub const API_COUNT: usize = APIS.len() + UMF_APIS.len();
/// The highest level a layer may have (the kernel keeps one call per level and thread).
pub const MAX_LEVEL: u8 = 3;
// The cookie keeps a level in 2 bits; the kernel side indexes its calls by `level & MAX_LEVEL`.
const _: () = assert!((MAX_LEVEL as u32 + 1).is_power_of_two() && MAX_LEVEL <= 3);

/// The API numbered `id` in an event, and its library.
pub const fn api(id: u16) -> Option<(&'static Library, &'static Api)> {
    let mut i = LIBRARIES.len();
    while i > 0 {
        i -= 1;
        let lib = &LIBRARIES[i];
        if id >= lib.first && ((id - lib.first) as usize) < lib.apis.len() {
            return Some((lib, &lib.apis[(id - lib.first) as usize]));
        }
    }
    None
}

/// The API numbered `id`: one of [`api`]'s numbers (an event's), else the loader's first.
pub fn api_of(id: u16) -> &'static Api {
    match api(id) {
        Some((_, a)) => a,
        None => &APIS[0],
    }
}

/// The number of the API called `name`, in any library.
pub fn api_named(name: &str) -> Option<u16> {
    (0..API_COUNT as u16).find(|&i| api_of(i).name.as_bytes() == name.as_bytes())
}

/// Whether API `id` is a layer's (a library above Level Zero): not a Level Zero call, so no
/// CSV row.
pub fn is_layer(id: u16) -> bool {
    api(id).is_some_and(|(lib, _)| lib.level > 0)
}

/// The per-attachment BPF cookie: an [`Api`] packed so the probe needs no table.
///
/// | bits  | field                                   |
/// |-------|-----------------------------------------|
/// | 0-15  | index into [`APIS`]                     |
/// | 16-17 | [`Kind`]                                |
/// | 20-23 | handle argument (0xF: none)             |
/// | 24-27 | size argument (0xF: none)               |
/// | 28-35 | byte offset of the size field           |
/// | 36    | size is a field of the struct argument  |
/// | 40-43 | parent argument (0xF: none)             |
/// | 44-45 | the library's level (0: Level Zero)     |
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cookie(pub u64);

/// No argument.
pub const NO_ARG: u8 = 0xF;
/// The handle is the return value ([`Arg::Ret`]).
pub const RET_ARG: u8 = 0xE;

impl Cookie {
    /// The cookie of API number `index` ([`api`]).
    pub const fn new(index: u16, api: &Api) -> Cookie {
        let level = match self::api(index) {
            Some((lib, _)) => lib.level,
            None => 0,
        };
        let (size_arg, size_off, size_field) = match api.size {
            Arg::None | Arg::Ret => (NO_ARG, 0, 0),
            Arg::Val(n) => (n, 0, 0),
            Arg::Field(n, off) => (n, off, 1),
        };
        Cookie(
            index as u64
                | (api.kind as u64) << 16
                | (arg_index(api.handle) as u64) << 20
                | (size_arg as u64) << 24
                | (size_off as u64) << 28
                | (size_field as u64) << 36
                | (arg_index(api.parent) as u64) << 40
                | (level as u64 & 0x3) << 44,
        )
    }

    #[inline(always)]
    pub const fn level(self) -> u8 {
        (self.0 >> 44) as u8 & 0x3
    }

    #[inline(always)]
    pub const fn api(self) -> u16 {
        self.0 as u16
    }

    #[inline(always)]
    pub const fn kind(self) -> u8 {
        (self.0 >> 16) as u8 & 0x3
    }

    #[inline(always)]
    pub const fn handle_arg(self) -> u8 {
        (self.0 >> 20) as u8 & 0xF
    }

    #[inline(always)]
    pub const fn size_arg(self) -> u8 {
        (self.0 >> 24) as u8 & 0xF
    }

    #[inline(always)]
    pub const fn size_offset(self) -> u8 {
        (self.0 >> 28) as u8
    }

    #[inline(always)]
    pub const fn size_is_field(self) -> bool {
        self.0 >> 36 & 1 == 1
    }

    #[inline(always)]
    pub const fn parent_arg(self) -> u8 {
        (self.0 >> 40) as u8 & 0xF
    }
}

const fn arg_index(arg: Arg) -> u8 {
    match arg {
        Arg::None => NO_ARG,
        Arg::Ret => RET_ARG,
        Arg::Val(n) | Arg::Field(n, _) => n,
    }
}

#[cfg(test)]
mod tests {
    extern crate std;
    use super::*;
    use std::vec::Vec;

    #[test]
    fn cookie_round_trips_every_api() {
        for i in 0..API_COUNT as u16 {
            let (lib, api) = self::api(i).unwrap();
            let c = Cookie::new(i, api);
            assert_eq!(c.api(), i);
            assert_eq!(c.level(), lib.level, "{}", api.name);
            assert_eq!(c.kind(), api.kind as u8, "{}", api.name);
            assert_eq!(c.handle_arg(), arg_index(api.handle), "{}", api.name);
            assert_eq!(c.parent_arg(), arg_index(api.parent), "{}", api.name);
            match api.size {
                Arg::None => assert_eq!(c.size_arg(), NO_ARG),
                Arg::Ret => unreachable!("{}: a size is an argument", api.name),
                Arg::Val(n) => assert!(c.size_arg() == n && !c.size_is_field()),
                Arg::Field(n, off) => {
                    assert!(c.size_arg() == n && c.size_is_field() && c.size_offset() == off)
                }
            }
        }
    }

    #[test]
    fn table_is_consistent() {
        let all: Vec<&Api> = LIBRARIES.iter().flat_map(|l| l.apis).collect();
        assert_eq!(all.len(), API_COUNT);
        for (i, lib) in LIBRARIES.iter().enumerate() {
            assert_eq!(lib.level as usize, i, "one library per level, lowest first");
            assert!(lib.level <= MAX_LEVEL);
            assert_eq!(lib.first as usize, LIBRARIES[..i].iter().map(|l| l.apis.len()).sum::<usize>());
        }
        for (i, a) in all.iter().enumerate() {
            assert!(all[..i].iter().all(|b| b.name != a.name), "{} twice", a.name);
            assert_eq!(self::api(i as u16).unwrap().1.name, a.name);
            match a.kind {
                Kind::Call => assert_eq!(a.handle, Arg::None),
                Kind::Create if a.handle == Arg::Ret => {}
                _ => assert!(matches!(a.handle, Arg::Val(n) if n <= 6), "{}", a.name),
            }
            // Every type that is created can be destroyed.
            if a.kind == Kind::Create {
                assert!(all.iter().any(|d| d.kind == Kind::Destroy && d.obj == a.obj));
            }
        }
        assert!(self::api(API_COUNT as u16).is_none());
        assert_eq!(APIS.iter().filter(|a| a.name.starts_with("zeCommandListAppend")).count(), 20);
    }
}
