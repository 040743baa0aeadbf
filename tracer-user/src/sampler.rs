//! Memory figures of a traced process, from `/proc/<pid>/status`, as the SRT reads
//! `/proc/self/status`, but from outside.
//!
//! The daemon samples once per process per ring batch, right after the batch arrived: a sample
//! is taken after the calls it serves returned, by the ring's wake-up latency (tens of µs when
//! idle) plus the time to decode the batch. Each CSV row records that lag (`SampleLag_us`).

/// The SRT's system columns, in KB (Threads: count).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Sample {
    pub vm_size_kb: u64,
    pub vm_rss_kb: u64,
    pub vm_data_kb: u64,
    pub vm_peak_kb: u64,
    pub threads: u64,
    /// CLOCK_MONOTONIC when taken, comparable with the probes' `bpf_ktime_get_ns()`.
    pub taken_ns: u64,
}

/// Reads the process's status; `None` once it has exited (a zombie has no memory lines).
pub fn sample(pid: u32) -> Option<Sample> {
    let status = procfs::process::Process::new(pid as i32).ok()?.status().ok()?;
    Some(Sample {
        vm_size_kb: status.vmsize?,
        vm_rss_kb: status.vmrss?,
        vm_data_kb: status.vmdata.unwrap_or(0),
        vm_peak_kb: status.vmpeak.unwrap_or(0),
        threads: status.threads,
        taken_ns: monotonic_ns(),
    })
}

/// CLOCK_MONOTONIC in ns: the clock of `bpf_ktime_get_ns()`.
pub fn monotonic_ns() -> u64 {
    let mut ts = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: clock_gettime writes only to `ts`.
    unsafe { libc::clock_gettime(libc::CLOCK_MONOTONIC, &mut ts) };
    ts.tv_sec as u64 * 1_000_000_000 + ts.tv_nsec as u64
}

#[cfg(test)]
mod tests {
    #[test]
    fn samples_this_process() {
        let s = super::sample(std::process::id()).expect("own status");
        assert!(s.vm_rss_kb > 0 && s.vm_size_kb >= s.vm_rss_kb && s.threads >= 1);
        assert!(s.vm_peak_kb >= s.vm_size_kb);
    }
}
