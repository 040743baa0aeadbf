"""A small, deterministic Level Zero client nobody here wrote: Intel's SYCL runtime, driven by dpctl.

Run by `cargo xtask test --real-runtime` (xtask/src/real_runtime.rs) on the fake GPU driver, once under
the L0 validation layer's leak checker and once traced by ze-tracer; both must count the same creates,
destroys and outstanding objects. It also leaks three USM buffers from a named Python function,
`keep_buffers`, reached two ways, and prints where (PY_SITES): ze-tracer must name that function and
line for each.
"""
import ctypes
import json

import dpctl
import dpctl.memory as dpmem

SOURCE = open(__file__).read().splitlines()


def line_of(marker):
    """The line of this file that ends with `# <marker>`."""
    return next(i + 1 for i, text in enumerate(SOURCE) if text.rstrip().endswith("# " + marker))


q = dpctl.SyclQueue("level_zero:gpu")
print("device:", q.sycl_device.name, "| driver:", q.sycl_device.driver_version)

# USM through dpctl.memory: each object is one zeMemAlloc*, freed when collected (refcount: at once).
# No kernel: dpctl 0.22 has no kernel of its own without a compiler, and the fake GPU cannot run one.
for size in (1 << 10, 1 << 16, 1 << 20):
    for kind in (dpmem.MemoryUSMDevice, dpmem.MemoryUSMShared, dpmem.MemoryUSMHost):
        mem = kind(size, queue=q)
        mem.copy_from_host(bytes(range(256)) * (size // 256))
        assert mem.copy_to_host()[255] == 255
        del mem


def keep_buffers(kind, size):
    mem = kind(size, queue=q)  # keep
    # A reference nobody drops, as an extension that forgot a Py_DECREF would leave: never freed,
    # not even at the interpreter's exit.
    ctypes.pythonapi.Py_IncRef(ctypes.py_object(mem))


def warm_cache():
    for kind in (dpmem.MemoryUSMDevice, dpmem.MemoryUSMShared):
        keep_buffers(kind, 1 << 12)  # warm


keep_buffers(dpmem.MemoryUSMHost, 1 << 14)  # direct
warm_cache()

q.wait()
sites = {
    "function": "keep_buffers",
    "line": line_of("keep"),
    "objects": 3,
    # Each one's caller: the frame after keep_buffers'.
    "callers": [["warm_cache", line_of("warm")], ["<module>", line_of("direct")]],
}
print("PY_SITES " + json.dumps(sites), flush=True)
print("done")
