//! The clocks the kernel stamps events with.

/// CLOCK_MONOTONIC in ns: the clock of `bpf_ktime_get_ns()`.
pub fn monotonic_ns() -> u64 {
    clock_ns(libc::CLOCK_MONOTONIC)
}

fn clock_ns(clock: libc::clockid_t) -> u64 {
    let mut ts = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: clock_gettime writes only to `ts`.
    unsafe { libc::clock_gettime(clock, &mut ts) };
    ts.tv_sec as u64 * 1_000_000_000 + ts.tv_nsec as u64
}

/// The CPU time the calling thread has used (CLOCK_THREAD_CPUTIME_ID): what a piece of work
/// costs it, without the time it sat preempted.
pub fn thread_cpu() -> std::time::Duration {
    std::time::Duration::from_nanos(clock_ns(libc::CLOCK_THREAD_CPUTIME_ID))
}

/// CLOCK_BOOTTIME in ns: the clock of a process's start in `/proc/<pid>/stat`.
pub fn boot_ns() -> u64 {
    clock_ns(libc::CLOCK_BOOTTIME)
}

/// The Unix time in ms at CLOCK_MONOTONIC `mono_ns`.
pub fn unix_ms(mono_ns: u64) -> Option<u64> {
    Some(unix_ns(mono_ns)? / 1_000_000)
}

/// The Unix time in ns at CLOCK_MONOTONIC `mono_ns`.
pub fn unix_ns(mono_ns: u64) -> Option<u64> {
    let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).ok()?.as_nanos() as u64;
    now.checked_sub(monotonic_ns().saturating_sub(mono_ns))
}

/// CLOCK_BOOTTIME at CLOCK_MONOTONIC `mono_ns` (they differ by the time spent suspended).
pub fn boottime_ns(mono_ns: u64) -> u64 {
    (mono_ns + clock_ns(libc::CLOCK_BOOTTIME)).saturating_sub(monotonic_ns())
}
