"""A small, deterministic Level Zero client nobody here wrote: Intel's SYCL runtime, driven by dpctl.

Run by `cargo xtask test --real-runtime` (xtask/src/real_runtime.rs) on the fake GPU driver, once under
the L0 validation layer's leak checker and once traced by ze-tracer; both must count the same creates,
destroys and outstanding objects.
"""
import dpctl
import dpctl.memory as dpmem

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

q.wait()
print("done")
