"""Cost of a create in a Python program, for `cargo xtask bench`: rounds of host allocations
made through ctypes DEPTH Python frames deep (as a library called from an application is),
each kept (a leak: its stack is kept). Prints `ROUND <ns per create>` per round, timed in
Python around the calls only.

Usage: bench.py ROUNDS CALLS DEPTH
"""
import ctypes
import sys
import time

rounds, calls, depth = (int(a) for a in sys.argv[1:4])
ze = ctypes.CDLL("libze_loader.so.1")


class Desc(ctypes.Structure):
    _fields_ = [("stype", ctypes.c_uint32), ("pNext", ctypes.c_void_p), ("flags", ctypes.c_uint32)]


assert ze.zeInit(0) == 0
count, driver = ctypes.c_uint32(1), ctypes.c_void_p()
assert ze.zeDriverGet(ctypes.byref(count), ctypes.byref(driver)) == 0
context = ctypes.c_void_p()
assert ze.zeContextCreate(driver, ctypes.byref(Desc(0xD, None, 0)), ctypes.byref(context)) == 0
desc = Desc(0x16, None, 0)
alloc = ze.zeMemAllocHost
kept = []


def allocate(n):
    ptr = ctypes.c_void_p()
    for _ in range(n):
        alloc(context, ctypes.byref(desc), 64, 64, ctypes.byref(ptr))
        kept.append(ptr.value)


def nested(level, n):
    if level <= 1:
        return allocate(n)
    return nested(level - 1, n)


for _ in range(rounds):
    start = time.perf_counter_ns()
    nested(depth, calls)
    print(f"ROUND {(time.perf_counter_ns() - start) / calls:.1f}", flush=True)
