"""Leak or cache, on the real SYCL runtime (dpctl → SYCL → Unified Runtime → UMF pools → Level Zero).

Run by `cargo xtask test` (xtask/src/leak_or_cache.rs) on the fake GPU driver, traced by ze-tracer.
`balanced`: every buffer is freed; the pools keep their slabs and the runtime its context and
command list, which are not the program's leaks. `keep`: three 1 MB device buffers are kept from
`keep`, and the process leaves by `os._exit(0)` right after, so that CPython frees nothing and its
frames are gone at once: ze-tracer must name `keep` and its line all the same.
"""
import json
import os
import sys

import dpctl
import dpctl.memory as dpm

SOURCE = open(__file__).read().splitlines()
q = dpctl.SyclQueue("level_zero:gpu")


def work():
    bufs = [dpm.MemoryUSMDevice(1 << 20, queue=q) for _ in range(3)]
    shared = dpm.MemoryUSMShared(4096, queue=q)
    host = dpm.MemoryUSMHost(64 << 10, queue=q)
    del bufs, shared, host


kept = []


def keep():
    for _ in range(3):
        kept.append(dpm.MemoryUSMDevice(1 << 20, queue=q))  # keep


for _ in range(3):
    work()
line = next(i + 1 for i, text in enumerate(SOURCE) if text.rstrip().endswith("# keep"))
print("PY_KEEP " + json.dumps({"pid": os.getpid(), "function": "keep", "line": line}), flush=True)
if sys.argv[1:] == ["keep"]:
    keep()
    os._exit(0)
