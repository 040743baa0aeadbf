//! The tables of traced APIs, one per traced library ([`LIBRARIES`]: the Level Zero loader and
//! the allocator layers above it), and the cookie that carries an entry to the probes.
//!
//! Argument numbers follow the x86-64 SysV ABI: 0..=5 are rdi, rsi, rdx, rcx, r8, r9; 6 is the
//! first stack argument, at `[rsp + 8]` on entry (zeMemAllocShared's output pointer, and the
//! first 8 bytes of an IPC handle, a 64-byte struct passed by value: in memory, so it takes no
//! register and the arguments after it take the registers it would have had).
//!
//! The table is checked against upstream's `ze_api.h` (v1.32, vendored in
//! `third_party/level-zero`): every function that creates or releases a handle is in [`APIS`]
//! or in [`UNTRACED`] with why, and each row's argument numbers are the header's.
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
    /// Initializes Level Zero (`zeInit`, `zeInitDrivers`): no object and no CSV row, but the
    /// witness that the process's calls are seen (every program enters one before any create,
    /// once or a few times), and whether a driver answered. Probed at return, as a call.
    Init = 3,
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
    /// A module's build log, or a dynamic link's or a linkage inspection's log: driver-side
    /// host memory until `zeModuleBuildLogDestroy`.
    ModuleBuildLog,
    /// An IPC handle to a USM allocation (`zeMemGetIpcHandle*`), until `zeMemPutIpcHandle`:
    /// known by its first 8 bytes.
    MemIpcHandle,
    /// Another process's (or this one's) allocation opened from an IPC handle
    /// (`zeMemOpenIpcHandle`), until `zeMemCloseIpcHandle`.
    MemIpcMapping,
    EventPoolIpcHandle,
    /// An event pool opened from an IPC handle, until `zeEventPoolCloseIpcHandle`.
    IpcEventPool,
    /// A counter-based event opened from an IPC handle.
    IpcCounterBasedEvent,
    /// Physical memory mapped into a reserved range (`zeVirtualMemMap`): the range's start,
    /// its size, and its physical memory as parent.
    VirtualMemMapping,
    Graph,
    ExecutableGraph,
    /// A ray-tracing acceleration structure builder (Exp or Ext).
    RTASBuilder,
    RTASParallelOperation,
    ExternalSemaphore,
    /// A block an allocator layer (a UMF pool) handed the program, carved from memory it got
    /// from Level Zero: not a Level Zero object, so in no CSV column.
    Pooled,
}

impl ObjType {
    pub const ALL: [ObjType; 26] = [
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
        ObjType::ModuleBuildLog,
        ObjType::MemIpcHandle,
        ObjType::MemIpcMapping,
        ObjType::EventPoolIpcHandle,
        ObjType::IpcEventPool,
        ObjType::IpcCounterBasedEvent,
        ObjType::VirtualMemMapping,
        ObjType::Graph,
        ObjType::ExecutableGraph,
        ObjType::RTASBuilder,
        ObjType::RTASParallelOperation,
        ObjType::ExternalSemaphore,
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
            ObjType::ModuleBuildLog => "ModuleBuildLog",
            ObjType::MemIpcHandle => "MemIpcHandle",
            ObjType::MemIpcMapping => "MemIpcMapping",
            ObjType::EventPoolIpcHandle => "EventPoolIpcHandle",
            ObjType::IpcEventPool => "IpcEventPool",
            ObjType::IpcCounterBasedEvent => "IpcCounterBasedEvent",
            ObjType::VirtualMemMapping => "VirtualMemMapping",
            ObjType::Graph => "Graph",
            ObjType::ExecutableGraph => "ExecutableGraph",
            ObjType::RTASBuilder => "RTASBuilder",
            ObjType::RTASParallelOperation => "RTASParallelOperation",
            ObjType::ExternalSemaphore => "ExternalSemaphore",
            ObjType::Pooled => "PooledMemory",
        }
    }

    /// The count column: the SRT's for its ten types; ours after `TotalMemory_Bytes`, in
    /// [`ALL`](Self::ALL)'s order, for the rest; USM allocations have none.
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
            ObjType::ModuleBuildLog => "ModuleBuildLogs",
            ObjType::MemIpcHandle => "MemIpcHandles",
            ObjType::MemIpcMapping => "MemIpcMappings",
            ObjType::EventPoolIpcHandle => "EventPoolIpcHandles",
            ObjType::IpcEventPool => "IpcEventPools",
            ObjType::IpcCounterBasedEvent => "IpcCounterBasedEvents",
            ObjType::VirtualMemMapping => "VirtualMemMappings",
            ObjType::Graph => "Graphs",
            ObjType::ExecutableGraph => "ExecutableGraphs",
            ObjType::RTASBuilder => "RTASBuilders",
            ObjType::RTASParallelOperation => "RTASParallelOperations",
            ObjType::ExternalSemaphore => "ExternalSemaphores",
            ObjType::Memory | ObjType::Pooled => return None,
        })
    }

    /// Whether the driver may hand out a live handle of this type again, as one more reference
    /// that needs its own release: an IPC handle got twice for one allocation (compute-runtime
    /// counts them), an IPC handle opened twice. A second create of a live one is then not a
    /// lost destroy (as a reused address is for every other type).
    pub const fn is_counted_reference(self) -> bool {
        matches!(self, ObjType::MemIpcHandle | ObjType::MemIpcMapping | ObjType::EventPoolIpcHandle | ObjType::IpcEventPool)
    }

    /// Whether destroying one may free what was made from it (the objects whose create named it
    /// as parent): a context its objects, a module its kernels, an event pool its events and
    /// IPC handles, a queue its fences, an image its views, physical memory the mappings over
    /// it. Not a command list (a clone or a captured graph lives on) nor a graph (its
    /// executable graphs are their own).
    pub const fn owns_children(self) -> bool {
        matches!(
            self,
            ObjType::Context
                | ObjType::Module
                | ObjType::EventPool
                | ObjType::CommandQueue
                | ObjType::Image
                | ObjType::PhysicalMem
                | ObjType::IpcEventPool
        )
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
    /// Create: the handle is argument n itself, valid once the call succeeds (a range the
    /// caller chose, as `zeVirtualMemMap`'s).
    Given(u8),
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
    /// Create: a second object the call hands out, of this type, through this output pointer
    /// (`zeModuleCreate`'s build log). Written even when the call fails (the log of a failed
    /// build is the one wanted), so read at every return; it travels in the event's `size`,
    /// which such a call does not use.
    pub also: Option<(ObjType, u8)>,
    /// Create: the output pointer may be null, and then the call makes no object
    /// (`zeModuleDynamicLink` without a log).
    pub optional: bool,
    /// Create: the handle may be a live object of its type, handed back (then the call makes
    /// none): `zeCommandListEndGraphCaptureExt` returns the graph a capture began into.
    pub may_return_live: bool,
    /// Destroy: sent from its entry, with no return probe. For a call that cannot fail on a
    /// handle it handed out (a pool's free takes any block back): its result says nothing, and
    /// not probing its return spares the caller a trap per call (BENCHMARKS.md §1d).
    pub at_entry: bool,
}

const fn create(name: &'static str, obj: ObjType, out: u8, parent: u8) -> Api {
    Api {
        name,
        kind: Kind::Create,
        obj,
        mem: MemKind::None,
        handle: Arg::Val(out),
        size: Arg::None,
        parent: if parent == NO_ARG { Arg::None } else { Arg::Val(parent) },
        also: None,
        optional: false,
        may_return_live: false,
        at_entry: false,
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
        also: None,
        optional: false,
        may_return_live: false,
        at_entry: false,
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
        also: None,
        optional: false,
        may_return_live: false,
        at_entry: false,
    }
}

/// Level Zero's initialization: see [`Kind::Init`].
const fn init(name: &'static str) -> Api {
    Api { kind: Kind::Init, ..call(name) }
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

    const fn parent(mut self, parent: Arg) -> Api {
        self.parent = parent;
        self
    }

    const fn also(mut self, obj: ObjType, out: u8) -> Api {
        self.also = Some((obj, out));
        self
    }

    const fn optional(mut self) -> Api {
        self.optional = true;
        self
    }

    const fn may_return_live(mut self) -> Api {
        self.may_return_live = true;
        self
    }

    const fn at_entry(mut self) -> Api {
        self.at_entry = true;
        self
    }

    /// The type of an object this API makes: its own, or with `second`, the
    /// [`also`](Self::also) one's.
    pub const fn obj_of(&self, second: bool) -> ObjType {
        match (second, self.also) {
            (true, Some((obj, _))) => obj,
            _ => self.obj,
        }
    }
}

/// A create whose handle is argument n's value ([`Arg::Given`]).
const fn given(name: &'static str, obj: ObjType, handle: u8, size: u8, parent: u8) -> Api {
    Api { handle: Arg::Given(handle), size: Arg::Val(size), ..create(name, obj, 0, parent) }
}

use Arg::{Field, Val};
use ObjType::*;

/// A create with no parent argument.
const NO_PARENT: u8 = NO_ARG;

/// Every traced API. Symbols a loader does not export are skipped when attaching.
pub const APIS: &[Api] = &[
    create("zeContextCreate", Context, 2, 0),
    create("zeContextCreateEx", Context, 4, 0),
    destroy("zeContextDestroy", Context, 0),
    create("zeCommandQueueCreate", CommandQueue, 3, 0),
    destroy("zeCommandQueueDestroy", CommandQueue, 0),
    create("zeCommandListCreate", CommandList, 3, 0),
    create("zeCommandListCreateImmediate", CommandList, 3, 0),
    // A clone is a command list (destroyed by zeCommandListDestroy); its parent, the original.
    create("zeCommandListCreateCloneExp", CommandList, 1, 0),
    destroy("zeCommandListDestroy", CommandList, 0),
    // phBuildLog (arg 4): a log even when the build fails.
    create("zeModuleCreate", Module, 3, 0).also(ModuleBuildLog, 4),
    destroy("zeModuleDestroy", Module, 0),
    create("zeModuleDynamicLink", ModuleBuildLog, 2, NO_PARENT).optional(),
    create("zeModuleInspectLinkageExt", ModuleBuildLog, 3, NO_PARENT),
    destroy("zeModuleBuildLogDestroy", ModuleBuildLog, 0),
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
    // A mapping: the range's start, its size, its physical memory (arg 3) as parent.
    given("zeVirtualMemMap", VirtualMemMapping, 1, 2, 3),
    destroy("zeVirtualMemUnmap", VirtualMemMapping, 1).sized(Val(2)),
    // IPC handles are 64-byte structs, by value in memory (arg 6: their first 8 bytes).
    create("zeMemGetIpcHandle", MemIpcHandle, 2, 0),
    create("zeMemGetIpcHandleWithProperties", MemIpcHandle, 3, 0),
    create("zeMemGetIpcHandleFromFileDescriptorExp", MemIpcHandle, 2, 0),
    destroy("zeMemPutIpcHandle", MemIpcHandle, 6),
    // (hContext, hDevice, handle in memory, flags, pptr): pptr is the 4th register.
    create("zeMemOpenIpcHandle", MemIpcMapping, 3, 0),
    destroy("zeMemCloseIpcHandle", MemIpcMapping, 1),
    create("zeEventPoolGetIpcHandle", EventPoolIpcHandle, 1, 0),
    destroy("zeEventPoolPutIpcHandle", EventPoolIpcHandle, 6),
    create("zeEventPoolOpenIpcHandle", IpcEventPool, 1, 0),
    destroy("zeEventPoolCloseIpcHandle", IpcEventPool, 0),
    create("zeEventCounterBasedOpenIpcHandle", IpcCounterBasedEvent, 1, 0),
    destroy("zeEventCounterBasedCloseIpcHandle", IpcCounterBasedEvent, 0),
    create("zeGraphCreateExt", Graph, 2, 0),
    // A capture begun into a graph (zeCommandListBeginCaptureIntoGraphExt) hands that graph back.
    create("zeCommandListEndGraphCaptureExt", Graph, 2, 0).may_return_live(),
    destroy("zeGraphDestroyExt", Graph, 0),
    create("zeGraphInstantiateExt", ExecutableGraph, 2, 0),
    destroy("zeExecutableGraphDestroyExt", ExecutableGraph, 0),
    create("zeRTASBuilderCreateExp", RTASBuilder, 2, 0),
    create("zeRTASBuilderCreateExt", RTASBuilder, 2, 0),
    destroy("zeRTASBuilderDestroyExp", RTASBuilder, 0),
    destroy("zeRTASBuilderDestroyExt", RTASBuilder, 0),
    create("zeRTASParallelOperationCreateExp", RTASParallelOperation, 1, 0),
    create("zeRTASParallelOperationCreateExt", RTASParallelOperation, 1, 0),
    destroy("zeRTASParallelOperationDestroyExp", RTASParallelOperation, 0),
    destroy("zeRTASParallelOperationDestroyExt", RTASParallelOperation, 0),
    create("zeDeviceImportExternalSemaphoreExt", ExternalSemaphore, 2, 0),
    destroy("zeDeviceReleaseExternalSemaphoreExt", ExternalSemaphore, 0),
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
    init("zeInit"),
    init("zeInitDrivers"),
];

/// Functions of `ze_api.h` that hand out or take back a handle but are deliberately not in
/// [`APIS`], and why: the header test fails on any other such function the table lacks.
pub const UNTRACED: &[(&str, &str)] = &[
    ("zeCommandListClose", CLOSES_FOR_EXECUTION),
    ("zeCommandListGetDeviceHandle", EXISTING),
    ("zeCommandListGetContextHandle", EXISTING),
    ("zeEventGetEventPool", EXISTING),
    ("zeEventPoolGetContextHandle", EXISTING),
    ("zeMemGetAllocProperties", EXISTING),
    ("zeFabricVertexGetDeviceExp", EXISTING),
    ("zeDeviceGetFabricVertexExp", EXISTING),
    ("zeFabricEdgeGetVerticesExp", EXISTING),
    ("zeCommandListGetGraphExt", EXISTING),
    ("zeGraphGetPrimaryCommandListExt", EXISTING),
    ("zeExecutableGraphGetSourceGraphExt", EXISTING),
    ("zeDriverGetExtensionFunctionAddress", FUNCTION),
    ("zeModuleGetFunctionPointer", FUNCTION),
    (
        "zeEventCounterBasedGetIpcHandle",
        "the API has no call that releases it: plain data, the event's for its life",
    ),
    (
        "zeMemGetFileDescriptorFromIpcHandleExp",
        "the descriptor is the IPC handle's own, released with it by zeMemPutIpcHandle",
    ),
];
const EXISTING: &str = "returns a handle that exists already, owned by another object";
const FUNCTION: &str = "returns a function's address: nothing to release";
const CLOSES_FOR_EXECUTION: &str = "ends a command list's recording: releases nothing";

/// UMF's pool API (`libumf.so.1`): what Unified Runtime's adapters allocate USM through. A
/// pool hands out blocks of slabs it got from Level Zero and keeps the slabs when the blocks
/// come back: the blocks are the program's, the slabs the pool's. `umfFree` calls
/// `umfPoolFree` (through its PLT), so that one probe sees both. A pool takes back any block it
/// handed out, so `umfPoolFree` is sent from its entry (its return unprobed). Not traced:
/// `umfPoolCalloc` and `umfPoolRealloc` (no adapter calls them), pools' own creation and
/// destruction.
pub const UMF_APIS: &[Api] = &[
    pooled("umfPoolMalloc"),
    pooled("umfPoolAlignedMalloc"),
    destroy("umfPoolFree", Pooled, 1).parent(Val(0)).at_entry(),
];

/// A block from `pool(arg 0)`, `size` (arg 1) bytes, returned.
const fn pooled(name: &'static str) -> Api {
    Api { handle: Arg::Ret, size: Val(1), ..create(name, Pooled, 0, 0) }
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

/// The traced library a file named `path` is a copy of (its base name starts with the
/// library's file name: `libze_loader.so.1.8.0`, `libumf.so.1`).
pub fn library_of_file(path: &str) -> Option<&'static Library> {
    let base = path.rsplit('/').next().unwrap_or(path);
    LIBRARIES.iter().find(|l| base.starts_with(l.file))
}

/// Whether API `id` initializes Level Zero ([`Kind::Init`]).
pub fn is_init(id: u16) -> bool {
    api(id).is_some_and(|(_, a)| a.kind as u8 == Kind::Init as u8)
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
/// | 37    | the handle is the argument itself ([`Arg::Given`]) |
/// | 38    | the size argument is [`Api::also`]'s output pointer, read at return |
/// | 40-43 | parent argument (0xF: none)             |
/// | 44-45 | the library's level (0: Level Zero)     |
/// | 46    | sent from its entry ([`Api::at_entry`]) |
/// | 48-63 | an initialization's loader copy ([`Cookie::with_copy`]; 0: none) |
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
        let (size_arg, size_off, size_field) = match (api.also, api.size) {
            (Some((_, out)), _) => (out, 0, 0),
            (None, Arg::None | Arg::Ret | Arg::Given(_)) => (NO_ARG, 0, 0),
            (None, Arg::Val(n)) => (n, 0, 0),
            (None, Arg::Field(n, off)) => (n, off, 1),
        };
        Cookie(
            index as u64
                | (api.kind as u64) << 16
                | (arg_index(api.handle) as u64) << 20
                | (size_arg as u64) << 24
                | (size_off as u64) << 28
                | (size_field as u64) << 36
                | (matches!(api.handle, Arg::Given(_)) as u64) << 37
                | (api.also.is_some() as u64) << 38
                | (arg_index(api.parent) as u64) << 40
                | (level as u64 & 0x3) << 44
                | (api.at_entry as u64) << 46,
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

    /// The handle is the argument's own value, not a pointer to it.
    #[inline(always)]
    pub const fn handle_given(self) -> bool {
        self.0 >> 37 & 1 == 1
    }

    /// The size argument points to a second output, read at return.
    #[inline(always)]
    pub const fn size_is_output(self) -> bool {
        self.0 >> 38 & 1 == 1
    }

    #[inline(always)]
    pub const fn parent_arg(self) -> u8 {
        (self.0 >> 40) as u8 & 0xF
    }

    /// A destroy sent from its entry: it has no return probe.
    #[inline(always)]
    pub const fn at_entry(self) -> bool {
        self.0 >> 46 & 1 == 1
    }

    /// The cookie of an initialization ([`Kind::Init`]) through the loader copy the daemon
    /// numbered `copy` (1 and up): its event names that copy in `parent`, so that a `zeInit`
    /// witnesses the calls of its own copy only (a process may map several).
    pub const fn with_copy(self, copy: u16) -> Cookie {
        Cookie(self.0 & !(0xFFFF << 48) | (copy as u64) << 48)
    }

    /// The loader copy of an initialization's probe ([`Cookie::with_copy`]); 0: none.
    #[inline(always)]
    pub const fn copy(self) -> u16 {
        (self.0 >> 48) as u16
    }
}

const fn arg_index(arg: Arg) -> u8 {
    match arg {
        Arg::None => NO_ARG,
        Arg::Ret => RET_ARG,
        Arg::Val(n) | Arg::Field(n, _) | Arg::Given(n) => n,
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
            assert_eq!(c.handle_given(), matches!(api.handle, Arg::Given(_)), "{}", api.name);
            assert_eq!(c.size_is_output(), api.also.is_some(), "{}", api.name);
            assert_eq!(c.at_entry(), api.at_entry, "{}", api.name);
            // A copy's number leaves the rest as it was.
            assert_eq!(c.copy(), 0);
            let tagged = c.with_copy(0xBEEF);
            assert_eq!((tagged.copy(), Cookie(tagged.0 & !(0xFFFF << 48))), (0xBEEF, c), "{}", api.name);
            // Only a destroy has nothing its return must say.
            assert!(!api.at_entry || api.kind == Kind::Destroy, "{}: sent from its entry", api.name);
            if let Some((_, out)) = api.also {
                assert_eq!((c.size_arg(), api.size), (out, Arg::None), "{}: `also` travels in the size", api.name);
                continue;
            }
            match api.size {
                Arg::None => assert_eq!(c.size_arg(), NO_ARG),
                Arg::Ret | Arg::Given(_) => unreachable!("{}: a size is an argument", api.name),
                Arg::Val(n) => assert!(c.size_arg() == n && !c.size_is_field()),
                Arg::Field(n, off) => {
                    assert!(c.size_arg() == n && c.size_is_field() && c.size_offset() == off)
                }
            }
        }
    }

    #[test]
    fn a_copy_is_known_by_its_base_name() {
        assert_eq!(library_of_file("/usr/lib/x86_64-linux-gnu/libze_loader.so.1.8.0").map(|l| l.level), Some(0));
        assert_eq!(library_of_file("/venv/lib/libumf.so.1").map(|l| l.level), Some(1));
        assert!(library_of_file("/opt/libze_loader.so.1/libc.so.6").is_none());
        assert!(library_of_file("libze_loader.so").is_some());
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
                Kind::Call | Kind::Init => assert_eq!(a.handle, Arg::None),
                Kind::Create if matches!(a.handle, Arg::Ret | Arg::Given(_)) => {}
                _ => assert!(matches!(a.handle, Arg::Val(n) if n <= 6), "{}", a.name),
            }
            // Every type that is created can be destroyed.
            if a.kind == Kind::Create {
                for obj in [Some(a.obj), a.also.map(|(o, _)| o)].into_iter().flatten() {
                    assert!(all.iter().any(|d| d.kind == Kind::Destroy && d.obj == obj), "{obj:?}");
                }
            }
            assert!(a.kind == Kind::Create || (a.also.is_none() && !a.optional && !a.may_return_live), "{}", a.name);
            assert!(!matches!(a.handle, Arg::Given(_)) || a.kind == Kind::Create, "{}", a.name);
        }
        assert!(self::api(API_COUNT as u16).is_none());
        assert_eq!(APIS.iter().filter(|a| a.name.starts_with("zeCommandListAppend")).count(), 20);
    }
}
