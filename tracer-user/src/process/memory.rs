//! Another process's memory, read: `process_vm_readv` (one call, no file), else
//! `/proc/PID/mem`.

/// A live process's memory.
pub struct ProcessMemory {
    pub pid: u32,
}

impl ProcessMemory {
    /// Reads `buf.len()` bytes at `addr`, whole or not at all.
    pub fn read(&self, addr: u64, buf: &mut [u8]) -> std::io::Result<()> {
        let local = libc::iovec { iov_base: buf.as_mut_ptr().cast(), iov_len: buf.len() };
        let remote = libc::iovec { iov_base: addr as *mut libc::c_void, iov_len: buf.len() };
        // SAFETY: one local buffer we own, of its length; the remote range is only read.
        let n = unsafe { libc::process_vm_readv(self.pid as libc::pid_t, &local, 1, &remote, 1, 0) };
        if n == buf.len() as isize {
            return Ok(());
        }
        let e = std::io::Error::last_os_error();
        if n < 0 && !matches!(e.raw_os_error(), Some(libc::EPERM | libc::ENOSYS)) {
            return Err(e);
        }
        use std::os::unix::fs::FileExt;
        std::fs::File::open(format!("/proc/{}/mem", self.pid))?.read_exact_at(buf, addr)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_this_process() {
        let value: u64 = 0x5a5a_1234;
        let mut buf = [0u8; 8];
        ProcessMemory { pid: std::process::id() }.read(&raw const value as u64, &mut buf).unwrap();
        assert_eq!(u64::from_ne_bytes(buf), value);
    }
}
