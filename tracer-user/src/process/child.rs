//! Run mode's child: forked, held before exec until the probes are armed for its PID, so that
//! it is traced from its first Level Zero call. (std's `Command::spawn` returns only after exec,
//! too late for that.) Also: pidfds, to learn of any traced process's exit without polling.
use std::{
    ffi::{CString, OsString},
    io,
    os::{
        fd::{AsRawFd, FromRawFd, OwnedFd},
        unix::ffi::OsStrExt,
    },
    path::{Path, PathBuf},
};

use crate::exit::{self, Fatal};

/// A forked child waiting at the gate before exec.
pub struct HeldChild {
    pub pid: u32,
    /// Closed (or written) to let the child exec; a child dropped unreleased is killed, so a
    /// command never runs untraced.
    gate: Option<OwnedFd>,
    /// Reads the exec error (errno) if exec failed; EOF when it succeeded (CLOEXEC).
    exec_err: OwnedFd,
    program: String,
    /// The program's file, as `$PATH` resolved it.
    pub path: PathBuf,
}

fn cstr(s: &[u8]) -> io::Result<CString> {
    CString::new(s).map_err(|_| io::Error::new(io::ErrorKind::InvalidInput, "NUL in argument"))
}

fn pipe() -> io::Result<(OwnedFd, OwnedFd)> {
    let mut fds = [0; 2];
    // SAFETY: pipe2 writes two fds we then own.
    if unsafe { libc::pipe2(fds.as_mut_ptr(), libc::O_CLOEXEC) } != 0 {
        return Err(io::Error::last_os_error());
    }
    Ok(unsafe { (OwnedFd::from_raw_fd(fds[0]), OwnedFd::from_raw_fd(fds[1])) })
}

/// Finds `program` as a shell would: a path if it has a slash, else through `$PATH`.
fn resolve(program: &OsString) -> Result<PathBuf, Fatal> {
    let name = program.to_string_lossy();
    if name.contains('/') {
        return Ok(PathBuf::from(program));
    }
    std::env::var_os("PATH")
        .unwrap_or_default()
        .to_string_lossy()
        .split(':')
        .map(|dir| Path::new(if dir.is_empty() { "." } else { dir }).join(program))
        .find(|p| p.is_file())
        .ok_or_else(|| Fatal::Exec(exit::NOT_FOUND, format!("{name}: command not found")))
}

impl HeldChild {
    pub fn spawn(argv: &[OsString]) -> Result<HeldChild, Fatal> {
        let path = resolve(&argv[0])?;
        let program = argv[0].to_string_lossy().into_owned();
        let c_path = cstr(path.as_os_str().as_bytes())?;
        let c_args = argv.iter().map(|a| cstr(a.as_bytes())).collect::<io::Result<Vec<_>>>()?;
        let mut c_argv: Vec<*const libc::c_char> = c_args.iter().map(|a| a.as_ptr()).collect();
        c_argv.push(std::ptr::null());
        let (gate_r, gate_w) = pipe()?;
        let (err_r, err_w) = pipe()?;

        // SAFETY: after fork the child calls only async-signal-safe functions (close, read,
        // execv, write, _exit) on memory prepared before the fork.
        match unsafe { libc::fork() } {
            -1 => Err(io::Error::last_os_error().into()),
            0 => unsafe {
                libc::close(gate_w.as_raw_fd());
                let mut byte = 0u8;
                // EOF (the tracer died) or one byte: go.
                libc::read(gate_r.as_raw_fd(), (&raw mut byte).cast(), 1);
                libc::close(gate_r.as_raw_fd());
                libc::execv(c_path.as_ptr(), c_argv.as_ptr());
                let errno = *libc::__errno_location();
                libc::write(err_w.as_raw_fd(), (&raw const errno).cast(), size_of::<i32>());
                libc::_exit(exit::NOT_FOUND)
            },
            pid => Ok(HeldChild { pid: pid as u32, gate: Some(gate_w), exec_err: err_r, program, path }),
        }
    }

    /// Lets the child exec; reports an exec failure as the shell would (126/127).
    pub fn release(mut self) -> Result<u32, Fatal> {
        drop(self.gate.take());
        let mut errno = 0i32;
        // SAFETY: reads at most 4 bytes into `errno`; EOF (0) means exec succeeded.
        let n = unsafe { libc::read(self.exec_err.as_raw_fd(), (&raw mut errno).cast(), 4) };
        if n == 4 {
            reap(self.pid);
            let err = io::Error::from_raw_os_error(errno);
            let code = if errno == libc::ENOENT { exit::NOT_FOUND } else { exit::CANNOT_EXEC };
            return Err(Fatal::Exec(code, format!("cannot run {}: {err}", self.program)));
        }
        Ok(self.pid)
    }
}

impl Drop for HeldChild {
    fn drop(&mut self) {
        if self.gate.is_some() {
            // SAFETY: our own child, still waiting at the gate.
            unsafe { libc::kill(self.pid as i32, libc::SIGKILL) };
            reap(self.pid);
        }
    }
}

/// The ELF interpreter `program` runs under (its `PT_INTERP`), or, for a script, its `#!`
/// interpreter's: read from the headers alone. None for a static program, or what cannot be read.
pub fn interpreter(program: &Path) -> Option<PathBuf> {
    use std::os::unix::fs::FileExt;
    const PT_INTERP: u32 = 3;
    let mut path = program.to_owned();
    // A script, then the program that runs it.
    for _ in 0..2 {
        let file = std::fs::File::open(&path).ok()?;
        let mut head = [0u8; 64];
        let n = file.read_at(&mut head, 0).ok()?;
        if head.starts_with(b"#!") {
            let line = head[2..n].split(|&b| b == b'\n').next()?;
            let first = line.split(|b| b.is_ascii_whitespace()).find(|w| !w.is_empty())?;
            path = PathBuf::from(std::ffi::OsStr::from_bytes(first));
            continue;
        }
        if n < 64 || &head[..4] != b"\x7fELF" || head[4] != 2 {
            return None;
        }
        let u16_at = |at: usize| u16::from_le_bytes([head[at], head[at + 1]]) as u64;
        let (phoff, phentsize, phnum) = (u64::from_le_bytes(head[0x20..0x28].try_into().ok()?), u16_at(0x36), u16_at(0x38));
        for i in 0..phnum.min(64) {
            let mut ph = [0u8; 56];
            file.read_at(&mut ph, phoff + i * phentsize).ok()?;
            if u32::from_le_bytes(ph[..4].try_into().ok()?) == PT_INTERP {
                let (offset, size) = (u64::from_le_bytes(ph[8..16].try_into().ok()?), u64::from_le_bytes(ph[32..40].try_into().ok()?));
                let mut name = vec![0u8; size.min(4096) as usize];
                file.read_at(&mut name, offset).ok()?;
                let end = name.iter().position(|&b| b == 0).unwrap_or(name.len());
                return Some(PathBuf::from(std::ffi::OsStr::from_bytes(&name[..end])));
            }
        }
        return None;
    }
    None
}

/// Reaps our child and returns its status as a shell reports it (128+N for signal N).
pub fn reap(pid: u32) -> Option<i32> {
    let mut status = 0;
    // SAFETY: plain waitpid on our own child.
    let r = unsafe { libc::waitpid(pid as i32, &mut status, 0) };
    (r == pid as i32).then(|| {
        if libc::WIFEXITED(status) {
            libc::WEXITSTATUS(status)
        } else {
            128 + libc::WTERMSIG(status)
        }
    })
}

/// A pidfd: readable once the process has exited.
pub fn pidfd(pid: u32) -> io::Result<OwnedFd> {
    // SAFETY: pidfd_open returns a new fd or -1.
    let fd = unsafe { libc::syscall(libc::SYS_pidfd_open, pid as libc::c_int, 0) };
    if fd < 0 {
        return Err(io::Error::last_os_error());
    }
    Ok(unsafe { OwnedFd::from_raw_fd(fd as i32) })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_program_s_interpreter_is_read_from_its_headers() {
        let ls = interpreter(Path::new("/bin/ls")).unwrap();
        assert!(ls.file_name().unwrap().to_string_lossy().starts_with("ld-linux"), "{ls:?}");
        let script = std::env::temp_dir().join(format!("ze-tracer-script-{}", std::process::id()));
        std::fs::write(&script, "#!/bin/sh -e\necho\n").unwrap();
        assert_eq!(interpreter(&script), interpreter(Path::new("/bin/sh")));
        std::fs::remove_file(&script).unwrap();
        assert_eq!(interpreter(Path::new("/nonexistent")), None);
    }
}

