"""A Python program that leaks Level Zero memory from named functions, for ze-tracer's tests.

It calls the loader through ctypes (as dpctl's and PyTorch's extensions call it from C), on
whatever driver ZE_ENABLE_ALT_DRIVERS names (the tests' fake GPU). It leaks:
- host memory from `Cache.fill`, through `alloc_host`, on the main thread and on a second one;
- device memory from `warm_pool`, through `alloc_device`, on the second thread only;
and allocates and frees as much again from `balanced`, which no leak site may name.

With --hold it waits for a line on stdin before it exits; with --exit-now it leaves at once by
os._exit, as a test runner or a script that exits right after its leak does (no finalization);
with --killed it is killed (SIGKILL) at once. With --after-stdin it leaks only after a line
on stdin. Its last line is its ground truth, as JSON: its PID and, per leaking line, the Python frames
(function, line) innermost first down to the thread's entry, and how many objects it leaked.
"""
import ctypes
import json
import os
import sys
import threading

ze = ctypes.CDLL("libze_loader.so.1")
SOURCE = open(__file__).read().splitlines()


def line_of(marker):
    """The line of this file that ends with `# <marker>`."""
    return next(i + 1 for i, text in enumerate(SOURCE) if text.rstrip().endswith("# " + marker))


class Desc(ctypes.Structure):
    _fields_ = [("stype", ctypes.c_uint32), ("pNext", ctypes.c_void_p), ("flags", ctypes.c_uint32)]


class DeviceDesc(ctypes.Structure):
    _fields_ = [("stype", ctypes.c_uint32), ("pNext", ctypes.c_void_p), ("flags", ctypes.c_uint32), ("ordinal", ctypes.c_uint32)]


def check(result, what):
    if result != 0:
        sys.exit(f"leaks.py: {what} failed: {result:#x}")


check(ze.zeInit(0), "zeInit")
count = ctypes.c_uint32(1)
driver = ctypes.c_void_p()
check(ze.zeDriverGet(ctypes.byref(count), ctypes.byref(driver)), "zeDriverGet")
device = ctypes.c_void_p()
count = ctypes.c_uint32(1)
check(ze.zeDeviceGet(driver, ctypes.byref(count), ctypes.byref(device)), "zeDeviceGet")
context = ctypes.c_void_p()
check(ze.zeContextCreate(driver, ctypes.byref(Desc(0xD, None, 0)), ctypes.byref(context)), "zeContextCreate")

kept = []
lock = threading.Lock()


def alloc_host(size):
    ptr = ctypes.c_void_p()
    check(ze.zeMemAllocHost(context, ctypes.byref(Desc(0x16, None, 0)), size, 64, ctypes.byref(ptr)), "zeMemAllocHost")  # host
    return ptr


def alloc_device(size):
    ptr = ctypes.c_void_p()
    desc = DeviceDesc(0x15, None, 0, 0)
    check(ze.zeMemAllocDevice(context, ctypes.byref(desc), size, 64, device, ctypes.byref(ptr)), "zeMemAllocDevice")  # device
    return ptr


class Cache:
    def fill(self, n):
        for _ in range(n):
            ptr = alloc_host(4096)  # fill
            with lock:
                kept.append(ptr)


def warm_pool(n):
    for _ in range(n):
        ptr = alloc_device(1 << 20)  # warm
        with lock:
            kept.append(ptr)


def balanced(n):
    for _ in range(n):
        ptr = alloc_host(512)  # balanced
        check(ze.zeMemFree(context, ptr), "zeMemFree")


def second_thread():
    Cache().fill(3)  # thread-fill
    warm_pool(2)  # thread-warm


def main():
    balanced(5)  # main-balanced
    Cache().fill(2)  # main-fill
    t = threading.Thread(target=second_thread)
    t.start()
    t.join()
    balanced(5)  # main-balanced-2


if "--after-stdin" in sys.argv:
    # Leaks only once told (the tests: once the tracer has hooked its end).
    sys.stdin.readline()
main()  # main
check(ze.zeContextDestroy(context), "zeContextDestroy")
host, dev, fill, warm = (line_of(m) for m in ("host", "device", "fill", "warm"))
sites = [
    {"frames": [["alloc_host", host], ["Cache.fill", fill], ["main", line_of("main-fill")], ["<module>", line_of("main")]], "objects": 2},
    {"frames": [["alloc_host", host], ["Cache.fill", fill], ["second_thread", line_of("thread-fill")]], "objects": 3},
    {"frames": [["alloc_device", dev], ["warm_pool", warm], ["second_thread", line_of("thread-warm")]], "objects": 2},
]
# The PID as /proc names it: in a PID namespace of its own (unshare --pid, /proc not
# remounted), the tracer's, not getpid()'s.
print("PY_TRUTH " + json.dumps({"pid": int(os.readlink("/proc/self")), "file": os.path.abspath(__file__), "sites": sites, "balanced": "balanced"}), flush=True)
if "--hold" in sys.argv:
    # Until the tracer has seen every call (its code objects are read while the process lives).
    sys.stdin.readline()
elif "--exit-now" in sys.argv:
    os._exit(0)
elif "--killed" in sys.argv:
    os.kill(os.getpid(), 9)
