//! The directory outputs go to, held open (see [`OutDir`]): the CSVs the data plane writes and
//! the summaries, profiles and pages the writer does; and every write into it, whole or not at
//! all: a summary and a profile never over another file, a page (derived from them) over its
//! own previous version.
use std::{
    ffi::CString,
    fs,
    io::{self, Write as _},
    os::{
        fd::{AsRawFd, FromRawFd, OwnedFd},
        unix::ffi::OsStrExt,
    },
    path::{Path, PathBuf},
    sync::Arc,
};

use serde::Serialize;

use crate::exit::Fatal;

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
        // SAFETY: `stat` is plain data, for which zeros are a valid value.
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

/// Writes the summary `name` in `dir` (see [`write_new`]).
pub fn write_json(dir: &OutDir, name: &str, summary: &impl Serialize) -> io::Result<PathBuf> {
    write_new(dir, name, ".json", |out| {
        serde_json::to_writer_pretty(&mut *out, summary)?;
        out.write_all(b"\n")
    })
}

/// Writes a new file `name` in `dir` or, if that exists, the next free `<stem>.<n><ext>`:
/// through a temporary file and a hard link, so the file is whole or absent and nothing is
/// overwritten. Its path, as said to users.
pub fn write_new(
    dir: &OutDir,
    name: &str,
    ext: &str,
    content: impl FnOnce(&mut io::BufWriter<fs::File>) -> io::Result<()>,
) -> io::Result<PathBuf> {
    let tmp = write_temporary(dir, name, content)?;
    let stem = name.trim_end_matches(ext).to_owned();
    let result = (0u32..)
        .map(|n| match n {
            0 => name.to_owned(),
            n => format!("{stem}.{n}{ext}"),
        })
        .find_map(|candidate| match dir.link(&tmp, &candidate) {
            Ok(()) => Some(Ok(dir.join(&candidate))),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => None,
            Err(e) => Some(Err(e)),
        })
        .unwrap();
    let _ = dir.remove(&tmp);
    result
}

/// Writes `name` in `dir`, replacing the file of that name: through a temporary file renamed
/// over it, so a reader sees the old file or the new one, whole. For what is derived from other
/// files (a page from its summary), which a second run rewrites rather than duplicates. Its
/// path, as said to users.
pub fn write_replacing(
    dir: &OutDir,
    name: &str,
    content: impl FnOnce(&mut io::BufWriter<fs::File>) -> io::Result<()>,
) -> io::Result<PathBuf> {
    let tmp = write_temporary(dir, name, content)?;
    dir.rename(&tmp, name).inspect_err(|_| {
        let _ = dir.remove(&tmp);
    })?;
    Ok(dir.join(name))
}

/// Writes the derived file `name` (a page, a trace: `what`) into `out` over the one of ours
/// there before, which begins with `opening` as every one does; never over another file, a
/// link included. Its path; errors name `context` (the command) and the file.
pub fn write_derived(out: &OutDir, name: &str, opening: &[u8], what: &str, context: &str, bytes: &[u8]) -> Result<PathBuf, Fatal> {
    let failed = |e: io::Error| Fatal::Output(format!("{context}: {}: {e}", out.join(name).display()));
    if !replaceable(out, name, opening).map_err(failed)? {
        let why = format!("exists and is not {what} of ze-tracer's: not replaced (move it, or give --out another directory)");
        return Err(Fatal::Output(format!("{context}: {} {why}", out.join(name).display())));
    }
    write_replacing(out, name, |w| w.write_all(bytes)).map_err(failed)
}

/// Whether `name` in `out` is free for a derived file: absent, or one of ours (it begins with
/// `opening`). A link there, or anything else, is a user's.
fn replaceable(out: &OutDir, name: &str, opening: &[u8]) -> io::Result<bool> {
    let mut file = match out.open_read(name) {
        Ok(f) => f,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(true),
        // O_NOFOLLOW met a link; a directory or a fifo opens but is not read as ours.
        Err(e) if e.raw_os_error() == Some(libc::ELOOP) => return Ok(false),
        Err(e) => return Err(e),
    };
    if !file.metadata()?.is_file() {
        return Ok(false);
    }
    let mut start = vec![0; opening.len()];
    match io::Read::read_exact(&mut file, &mut start) {
        Ok(()) => Ok(start == opening),
        Err(e) if e.kind() == io::ErrorKind::UnexpectedEof => Ok(false),
        Err(e) => Err(e),
    }
}

/// `content` in a temporary file of ours beside `name`, on disk; its name.
fn write_temporary(
    dir: &OutDir,
    name: &str,
    content: impl FnOnce(&mut io::BufWriter<fs::File>) -> io::Result<()>,
) -> io::Result<String> {
    let tmp = format!(".{name}.tmp{}", std::process::id());
    let mut out = io::BufWriter::new(dir.create_own(&tmp)?);
    let written = content(&mut out).and_then(|()| out.into_inner().map_err(|e| e.into_error())?.sync_all());
    if let Err(e) = written {
        let _ = dir.remove(&tmp);
        return Err(e);
    }
    Ok(tmp)
}

/// The daemon's output directory, made writable (see [`writable_dir`]); `flag` names it in
/// errors. Said if others may write there.
pub fn check_output_dir(path: &Path, flag: &str) -> Result<OutDir, Fatal> {
    let dir = writable_dir(path, flag)?;
    // Others who may write it may put links and decoys where our files go: refused (files are
    // created new, never through a link), but said, as it is not what a root daemon wants.
    use std::os::unix::fs::PermissionsExt;
    // SAFETY: no arguments, no failure.
    let root = unsafe { libc::geteuid() } == 0;
    if let Some(meta) = fs::metadata(dir.held()).ok().filter(|_| root) {
        if meta.permissions().mode() & 0o022 != 0 {
            tracing::warn!("the output directory {} can be written by others than its owner: ze-tracer creates its files new and never writes through links, but give it a directory of its own", path.display());
        }
    }
    Ok(dir)
}

/// Creates a directory of ours if it is missing (parents too, 0750: the CSVs name every
/// traced program), checks that we can write there, and holds it open: a directory that
/// cannot take a file fails once, before anything is written. `flag`: the option that names
/// it, said in each error with the path.
pub fn writable_dir(path: &Path, flag: &str) -> Result<OutDir, Fatal> {
    use std::os::unix::fs::DirBuilderExt;
    let shown = path.display();
    let failed = |what: &str, e: io::Error| Fatal::Output(format!("cannot {what} output directory {shown} ({flag}): {e}"));
    if fs::metadata(path).is_ok_and(|m| !m.is_dir()) {
        return Err(Fatal::Output(format!("cannot use {shown} as output directory ({flag}): not a directory")));
    }
    fs::DirBuilder::new().recursive(true).mode(0o750).create(path).map_err(|e| failed("create", e))?;
    let dir = OutDir::open(path).map_err(|e| failed("open", e))?;
    let probe = format!(".ze-tracer-probe-{}", std::process::id());
    dir.create_own(&probe).and_then(|_| dir.remove(&probe)).map_err(|e| failed("write to", e))?;
    Ok(dir)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fresh(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("ze-tracer-files-{}-{name}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    /// A link a user put at the temporary file's name, to a file of root's: the summary is
    /// written all the same, and the other file is untouched.
    #[test]
    fn a_link_at_the_temporary_name_is_not_written_through() {
        let dir = fresh("tmp-link");
        let victim = dir.join("victim");
        fs::write(&victim, "root's").unwrap();
        let out = OutDir::open(&dir).unwrap();
        let tmp = dir.join(format!(".ze-tracer_pid7.json.tmp{}", std::process::id()));
        std::os::unix::fs::symlink(&victim, &tmp).unwrap();
        let written = write_json(&out, "ze-tracer_pid7.json", &serde_json::json!({"pid": 7})).unwrap();
        assert_eq!(written, dir.join("ze-tracer_pid7.json"));
        assert_eq!(fs::read_to_string(&victim).unwrap(), "root's");
        assert!(fs::read_to_string(&written).unwrap().contains("\"pid\": 7"));
        assert!(fs::symlink_metadata(&tmp).is_err(), "the link is gone, not followed");
        let _ = fs::remove_dir_all(&dir);
    }

    /// A derived file is rewritten in place: the new content under the same name, no copy
    /// beside it, and a link at its name replaced, never written through.
    #[test]
    fn a_replaced_file_keeps_its_name_and_never_writes_through_a_link() {
        let dir = fresh("replace");
        let out = OutDir::open(&dir).unwrap();
        let write = |text: &'static str| write_replacing(&out, "page.html", |w| w.write_all(text.as_bytes())).unwrap();
        assert_eq!(write("first"), dir.join("page.html"));
        assert_eq!(write("second"), dir.join("page.html"));
        assert_eq!(fs::read_to_string(dir.join("page.html")).unwrap(), "second");
        let victim = dir.join("victim");
        fs::write(&victim, "root's").unwrap();
        fs::remove_file(dir.join("page.html")).unwrap();
        std::os::unix::fs::symlink(&victim, dir.join("page.html")).unwrap();
        write("third");
        assert_eq!(fs::read_to_string(&victim).unwrap(), "root's");
        assert!(!fs::symlink_metadata(dir.join("page.html")).unwrap().is_symlink());
        let mut names: Vec<String> = fs::read_dir(&dir).unwrap().map(|e| e.unwrap().file_name().into_string().unwrap()).collect();
        names.sort();
        assert_eq!(names, ["page.html", "victim"], "no copy, no temporary left");
        let _ = fs::remove_dir_all(&dir);
    }

    /// The directory swapped for a link to another after it was opened (its parent a user's):
    /// files still go into the directory held, none into the other.
    #[test]
    fn a_directory_swapped_for_a_link_receives_nothing() {
        let (base, victim) = (fresh("swapped"), fresh("swapped-victim"));
        let path = base.join("out");
        fs::create_dir(&path).unwrap();
        let out = OutDir::open(&path).unwrap();
        fs::rename(&path, base.join("moved")).unwrap();
        std::os::unix::fs::symlink(&victim, &path).unwrap();
        write_json(&out, "ze-tracer_pid8.json", &serde_json::json!({"pid": 8})).unwrap();
        out.append("ze-tracer_pid8.csv").unwrap();
        assert_eq!(fs::read_dir(&victim).unwrap().count(), 0, "written through the link");
        assert!(base.join("moved/ze-tracer_pid8.json").exists() && base.join("moved/ze-tracer_pid8.csv").exists());
        assert!(out.has("ze-tracer_pid8.csv") && !out.has("nothing"));
        out.remove("ze-tracer_pid8.csv").unwrap();
        assert!(out.create_new("../escape").is_err(), "a name, not a path");
        let _ = (fs::remove_dir_all(&base), fs::remove_dir_all(&victim));
    }
}
