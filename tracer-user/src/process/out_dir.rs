//! The directory outputs go to, held open (see [`OutDir`]): the CSVs the data plane writes and
//! the summaries, profiles and pages the writer does.
use std::{
    ffi::CString,
    fs, io,
    os::{
        fd::{AsRawFd, FromRawFd, OwnedFd},
        unix::ffi::OsStrExt,
    },
    path::{Path, PathBuf},
    sync::Arc,
};

/// The directory outputs go to, held open: every file is created, linked and removed relative
/// to this handle, never by its path, so a user who can write the directory's parent and swaps
/// it for a link (to /etc) moves nothing of ours there. `shown`: its path, as said to users.
#[derive(Clone, Debug)]
pub struct OutDir {
    shown: PathBuf,
    fd: Arc<OwnedFd>,
}

impl OutDir {
    /// Opens `path`, which must be a directory (followed if a link: the one the user named).
    pub fn open(path: &Path) -> io::Result<OutDir> {
        let c = CString::new(path.as_os_str().as_bytes()).map_err(io::Error::other)?;
        // SAFETY: a C string that lives through the call.
        let fd = unsafe { libc::open(c.as_ptr(), libc::O_PATH | libc::O_DIRECTORY | libc::O_CLOEXEC) };
        if fd < 0 {
            return Err(io::Error::last_os_error());
        }
        // SAFETY: just opened, ours alone.
        Ok(OutDir { shown: path.to_owned(), fd: Arc::new(unsafe { OwnedFd::from_raw_fd(fd) }) })
    }

    /// Its path, as said to users.
    pub fn path(&self) -> &Path {
        &self.shown
    }

    /// `name` in it, as said to users.
    pub fn join(&self, name: &str) -> PathBuf {
        self.shown.join(name)
    }

    /// A path that reaches the held directory whatever happened to its name since (to list it).
    pub fn held(&self) -> PathBuf {
        PathBuf::from(format!("/proc/self/fd/{}", self.fd.as_raw_fd()))
    }

    fn c(name: &str) -> io::Result<CString> {
        if name.contains('/') {
            return Err(io::Error::new(io::ErrorKind::InvalidInput, "a name, not a path"));
        }
        CString::new(name).map_err(io::Error::other)
    }

    /// A new file `name`, never one that was there, nor where a link there points.
    pub fn create_new(&self, name: &str) -> io::Result<fs::File> {
        self.open_at(name, libc::O_WRONLY | libc::O_CREAT | libc::O_EXCL)
    }

    /// `name` for appending, created if missing, never through a link.
    pub fn append(&self, name: &str) -> io::Result<fs::File> {
        self.open_at(name, libc::O_WRONLY | libc::O_APPEND | libc::O_CREAT)
    }

    /// A new file `name` for appending (a journal: each write lands at its end, whole), never one
    /// that was there.
    pub fn append_new(&self, name: &str) -> io::Result<fs::File> {
        self.open_at(name, libc::O_WRONLY | libc::O_APPEND | libc::O_CREAT | libc::O_EXCL)
    }

    fn open_at(&self, name: &str, flags: i32) -> io::Result<fs::File> {
        let c = Self::c(name)?;
        let flags = flags | libc::O_NOFOLLOW | libc::O_CLOEXEC;
        // SAFETY: our directory fd and a C string that lives through the call.
        let fd = unsafe { libc::openat(self.fd.as_raw_fd(), c.as_ptr(), flags, 0o644 as libc::c_uint) };
        if fd < 0 {
            return Err(io::Error::last_os_error());
        }
        // SAFETY: just opened, ours alone.
        Ok(unsafe { fs::File::from_raw_fd(fd) })
    }

    /// A second name `to` for the file `from` (failing if `to` exists).
    pub fn link(&self, from: &str, to: &str) -> io::Result<()> {
        let (from, to, fd) = (Self::c(from)?, Self::c(to)?, self.fd.as_raw_fd());
        // SAFETY: our directory fd and C strings that live through the call.
        match unsafe { libc::linkat(fd, from.as_ptr(), fd, to.as_ptr(), 0) } {
            0 => Ok(()),
            _ => Err(io::Error::last_os_error()),
        }
    }

    /// `name` for reading, never through a link, nor waiting on a fifo put there.
    pub fn open_read(&self, name: &str) -> io::Result<fs::File> {
        self.open_at(name, libc::O_RDONLY | libc::O_NONBLOCK)
    }

    /// Gives the file `from` the name `to` in one step, replacing what had that name (a link
    /// itself, never what it points to): a reader of `to` sees the old file or the new one.
    pub fn rename(&self, from: &str, to: &str) -> io::Result<()> {
        let (from, to, fd) = (Self::c(from)?, Self::c(to)?, self.fd.as_raw_fd());
        // SAFETY: our directory fd and C strings that live through the call.
        match unsafe { libc::renameat(fd, from.as_ptr(), fd, to.as_ptr()) } {
            0 => Ok(()),
            _ => Err(io::Error::last_os_error()),
        }
    }

    /// Removes the name `name` (a link itself, never what it points to).
    pub fn remove(&self, name: &str) -> io::Result<()> {
        let c = Self::c(name)?;
        // SAFETY: our directory fd and a C string that lives through the call.
        match unsafe { libc::unlinkat(self.fd.as_raw_fd(), c.as_ptr(), 0) } {
            0 => Ok(()),
            _ => Err(io::Error::last_os_error()),
        }
    }

    /// Whether something (a link included) has the name `name`.
    pub fn has(&self, name: &str) -> bool {
        let Ok(c) = Self::c(name) else { return false };
        let mut st: libc::stat = unsafe { std::mem::zeroed() };
        // SAFETY: our directory fd, a C string and a local buffer.
        unsafe { libc::fstatat(self.fd.as_raw_fd(), c.as_ptr(), &mut st, libc::AT_SYMLINK_NOFOLLOW) == 0 }
    }

    /// A new file of ours named `name`: what is there is removed (a link itself) once.
    pub fn create_own(&self, name: &str) -> io::Result<fs::File> {
        match self.create_new(name) {
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {
                self.remove(name)?;
                self.create_new(name)
            }
            other => other,
        }
    }
}

