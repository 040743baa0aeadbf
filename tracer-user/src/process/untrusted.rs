//! Files a traced process names (a library's path in its link map, a file it maps, a copy named
//! like the loader): hostile input to a root daemon, which any tenant of a shared node can
//! point at a FIFO, a device, a symlink out of its root or a sparse file of terabytes.
//!
//! Opened so that none can block the daemon, stand for another file or make it read without
//! bound:
//! - first with `O_PATH`, which opens nothing (no wait for a FIFO's writer, no device's open
//!   routine), resolved inside the process's root where it has one of its own (`openat2` with
//!   `RESOLVE_IN_ROOT`: its absolute symlinks cannot reach the daemon's files), and refused
//!   unless it is a regular file of at most [`MAX_BYTES`];
//! - then for reading through that very inode (`/proc/self/fd/N`), non-blocking;
//! - never read whole by the caller: ELF files are parsed through `object::ReadCache`, which
//!   reads the parts asked for, over a [`Budgeted`] reader ([`parse_cache`]): a crafted file
//!   whose headers claim a string table without end or a section of a gigabyte costs the
//!   parse its budget, never the daemon's memory or a long stall of its loop.
use std::{
    ffi::{CStr, CString},
    fs::File,
    io,
    os::{
        fd::{AsRawFd, BorrowedFd, FromRawFd, OwnedFd},
        unix::{ffi::OsStrExt, fs::MetadataExt},
    },
    path::Path,
};

/// The largest file read: far above any library's (`libsycl.so.9` is 13 MB, a CUDA runtime a
/// few hundred), far below what a sparse file can claim.
pub const MAX_BYTES: u64 = 1 << 30;

/// Bytes an ELF file's parse may read: headers, the dynamic symbols and their names, a few
/// sections. A real library needs a few megabytes of it (`libsycl.so.9`: under 2).
pub const PARSE_BUDGET: u64 = 32 << 20;

/// Whether `meta` is of a file of the node's own system: root's, on the file system of the
/// daemon's `/` or `/usr`. Root's files elsewhere (a container's image, a tmpfs a container
/// running as root mounted) are a tenant's like any other: whoever runs as root in a container
/// owns them. (A daemon in a container of its own has its image for `/`: then no file is the
/// node's, and the node's own files take a share like a tenant's, far more than they need.)
pub fn the_nodes(meta: &std::fs::Metadata) -> bool {
    static SYSTEM: std::sync::OnceLock<Vec<u64>> = std::sync::OnceLock::new();
    let system = SYSTEM.get_or_init(|| ["/", "/usr"].iter().filter_map(|p| std::fs::metadata(p).ok()).map(|m| m.dev()).collect());
    meta.uid() == 0 && system.contains(&meta.dev())
}

/// Why a file on device `dev` (as `pid`'s maps give it) must not be touched, if a user serves
/// it: a FUSE file system a user mounted (its `user_id` is not 0), which `allow_other` or
/// `allow_root` opened to root. Its server answers root's every lookup, `stat`, open and read,
/// or leaves them waiting for ever, and a thread of the daemon with them (a kill does not free
/// it). So its files are not opened, nor even looked up: their calls and frames go unseen,
/// which the summary says. Told from `pid`'s mount table, which procfs answers without the
/// file system; only for devices without a major number (FUSE's, as every virtual file
/// system's).
///
/// A FUSE mount made in a user namespace shows its mounter's `user_id` as that namespace
/// numbers it: 0 for the namespace's root, a tenant (a rootless container, Apptainer's
/// squashfuse images). The kernel refuses root's access to it, unless the `fuse` module's
/// `allow_sys_admin_access` lets root in, and then its server can leave the daemon waiting as a
/// user's can. So a FUSE mount with `user_id` 0 is taken for root's only if it can be: `pid`
/// is in the daemon's user namespace, or the mount's device is in the mount table of the
/// daemon or of its PID namespace's init, where no mount made in a user namespace below
/// propagates (a host's CVMFS seen in a container is).
pub fn served_by_a_user(pid: u32, dev: u64) -> Option<String> {
    let (major, minor) = (libc::major(dev), libc::minor(dev));
    if major != 0 {
        return None;
    }
    let majmin = format!("{major}:{minor}");
    let table = match mount_table(pid) {
        Table::Read(table) => table,
        Table::Unread => return None,
        Table::TooLong => return Some("its process's mount table is too long to tell what serves it: not read".into()),
    };
    match fuse_user(&table, &majmin)? {
        0 if !in_another_user_namespace(pid) => None,
        0 if [0, 1].iter().any(|&p| mounted_in(p, &majmin)) => None,
        0 => Some("on a FUSE file system its user namespace's root serves (mounted there, not on the node), which could keep the daemon waiting: not read".into()),
        user => Some(format!("on a FUSE file system user {user} serves, which could keep the daemon waiting: not read")),
    }
}

/// A process's mount table, as read.
enum Table {
    Read(String),
    Unread,
    TooLong,
}

/// `pid`'s mount table (0: the daemon's own), read within a bound: a process in a mount
/// namespace of its own may mount without end, and one too long to read is not read further
/// (its files are not touched).
fn mount_table(pid: u32) -> Table {
    const MOST: u64 = 4 << 20;
    let path = match pid {
        0 => "/proc/self/mountinfo".to_owned(),
        pid => format!("/proc/{pid}/mountinfo"),
    };
    let mut table = Vec::new();
    let read = File::open(path).and_then(|f| io::Read::read_to_end(&mut io::Read::take(f, MOST + 1), &mut table));
    match () {
        _ if read.is_err() => Table::Unread,
        _ if table.len() as u64 > MOST => Table::TooLong,
        _ => Table::Read(String::from_utf8_lossy(&table).into_owned()),
    }
}

/// Whether device `majmin` is mounted in `pid`'s mount table (0: the daemon's own).
fn mounted_in(pid: u32, majmin: &str) -> bool {
    matches!(mount_table(pid), Table::Read(t) if t.lines().any(|l| l.split(' ').nth(2) == Some(majmin)))
}

/// Whether `pid` is in a user namespace other than the daemon's (if its namespace cannot be
/// read, it is taken to be: its FUSE mounts are then not trusted as root's).
fn in_another_user_namespace(pid: u32) -> bool {
    let ino = |path: String| std::fs::metadata(path).map(|m| (m.dev(), m.ino()));
    match (ino(format!("/proc/{pid}/ns/user")), ino("/proc/self/ns/user".to_owned())) {
        (Ok(theirs), Ok(ours)) => theirs != ours,
        _ => true,
    }
}

/// The (device, inode) of `path`, from what the kernel holds, never asking a file system's
/// server (`AT_STATX_DONT_SYNC`): for a link in /proc to a process's file (`/proc/PID/exe`),
/// which a user's FUSE server could otherwise leave waiting (see `served_by_a_user`).
pub fn identity(path: &Path) -> io::Result<(u64, u64)> {
    let c = cstring(path)?;
    // SAFETY: `statx` fills the zeroed struct it is given; the C string is valid.
    let mut stx: libc::statx = unsafe { std::mem::zeroed() };
    let flags = libc::AT_STATX_DONT_SYNC | libc::AT_NO_AUTOMOUNT;
    // SAFETY: valid pointers to a C string and a `statx` buffer.
    if unsafe { libc::statx(libc::AT_FDCWD, c.as_ptr(), flags, libc::STATX_INO, &mut stx) } != 0 {
        return Err(io::Error::last_os_error());
    }
    Ok((libc::makedev(stx.stx_dev_major, stx.stx_dev_minor), stx.stx_ino))
}

/// The `user_id` of the mount of device `majmin` in `table` (a `mountinfo`), if it is a FUSE
/// file system. Each line: `id parent major:minor root point options [optional…] - type
/// source super-options`, spaces within fields escaped (`\040`).
fn fuse_user(table: &str, majmin: &str) -> Option<u32> {
    table.lines().filter(|l| l.split(' ').nth(2) == Some(majmin)).find_map(|line| {
        let (_, right) = line.split_once(" - ")?;
        let mut fields = right.split(' ');
        let fs = fields.next()?;
        fuse_user_id(fs, fields.nth(1)?.split(',').find_map(|o| o.strip_prefix("user_id=")))
    })
}

/// The `user_id` of a file system of type `fs` mounted with `user_id` (its super options'), if
/// it is FUSE.
fn fuse_user_id(fs: &str, user_id: Option<&str>) -> Option<u32> {
    if fs != "fuse" && fs != "fuseblk" && !fs.starts_with("fuse.") {
        return None;
    }
    user_id?.parse().ok()
}

/// The user that serves a file system of type `fs` mounted with `user_id` (its super options'),
/// if it is FUSE and that user is not root. For the daemon's own mount table, where no mount
/// made in a user namespace below it shows.
pub fn fuse_of_a_user(fs: &str, user_id: Option<&str>) -> Option<u32> {
    fuse_user_id(fs, user_id).filter(|&user| user != 0)
}

/// Asks the kernel to read `len` bytes of `file` into the page cache now, asynchronously
/// (`POSIX_FADV_WILLNEED`): a hint, which never blocks on the read itself.
pub fn read_ahead(file: &File, len: u64) {
    // SAFETY: a hint on a descriptor we own; no memory is passed.
    unsafe { libc::posix_fadvise(file.as_raw_fd(), 0, len.min(i64::MAX as u64) as libc::off_t, libc::POSIX_FADV_WILLNEED) };
}

/// A reader that fails once it has read `left` bytes (see [`parse_cache`]).
pub struct Budgeted<R> {
    inner: R,
    left: u64,
}

impl<R> Budgeted<R> {
    pub fn new(inner: R, bytes: u64) -> Budgeted<R> {
        Budgeted { inner, left: bytes }
    }
}

impl<R: io::Read> io::Read for Budgeted<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if self.left == 0 && !buf.is_empty() {
            return Err(io::Error::other("read more of the file than its parse may"));
        }
        let most = buf.len().min(self.left.min(usize::MAX as u64) as usize);
        let n = self.inner.read(&mut buf[..most])?;
        self.left -= n as u64;
        Ok(n)
    }
}

impl<R: io::Seek> io::Seek for Budgeted<R> {
    fn seek(&mut self, pos: io::SeekFrom) -> io::Result<u64> {
        self.inner.seek(pos)
    }
}

/// `file` for `object` to parse, reading at most `budget` bytes of it.
pub fn parse_cache(file: &File, budget: u64) -> object::ReadCache<Budgeted<&File>> {
    object::ReadCache::new(Budgeted::new(file, budget))
}

/// Opens `path` (as the daemon sees it) for reading, if it is a regular file of at most
/// [`MAX_BYTES`].
pub fn open(path: &Path) -> io::Result<File> {
    let c = cstring(path)?;
    // SAFETY: a valid C string; the descriptor is owned at once.
    let fd = unsafe { libc::open(c.as_ptr(), libc::O_PATH | libc::O_CLOEXEC) };
    reopen(owned(fd)?)
}

/// Opens `path` as process `pid` sees it: resolved inside its root (`/proc/<pid>/root`), its
/// symlinks too, as its own `open` would.
pub fn open_in_root(pid: u32, path: &Path) -> io::Result<File> {
    let root = cstring(Path::new(&format!("/proc/{pid}/root")))?;
    // SAFETY: as in `open`.
    let root = owned(unsafe { libc::open(root.as_ptr(), libc::O_PATH | libc::O_DIRECTORY | libc::O_CLOEXEC) })?;
    let c = cstring(path)?;
    let how = OpenHow { flags: (libc::O_PATH | libc::O_CLOEXEC) as u64, mode: 0, resolve: libc::RESOLVE_IN_ROOT | libc::RESOLVE_NO_MAGICLINKS };
    // SAFETY: valid pointers to a C string and an `open_how` of the size given.
    let fd = unsafe { libc::syscall(libc::SYS_openat2, root.as_raw_fd(), c.as_ptr(), &how, std::mem::size_of::<OpenHow>()) };
    reopen(owned(fd as i32)?)
}

/// `struct open_how` (linux/openat2.h); the libc crate's cannot be built outside it.
#[repr(C)]
struct OpenHow {
    flags: u64,
    mode: u64,
    resolve: u64,
}

/// The regular file `path` refers to, opened for reading, else why not.
fn reopen(path: OwnedFd) -> io::Result<File> {
    let at = File::from(path);
    let len = regular_meta(&at)?.len();
    if len > MAX_BYTES {
        return Err(io::Error::new(io::ErrorKind::InvalidInput, format!("{len} bytes: larger than any library")));
    }
    read_through(&at)
}

/// The entry `name` of the directory `dir` as an `O_PATH` file, if it is a regular file (not
/// a symbolic link's target): nothing is opened, so a FIFO or a device there cannot make the
/// caller wait. Read it with [`read_through`].
pub fn regular_at(dir: BorrowedFd, name: &CStr) -> io::Result<File> {
    // SAFETY: a valid descriptor and C string; the descriptor is owned at once.
    let at = File::from(owned(unsafe { libc::openat(dir.as_raw_fd(), name.as_ptr(), libc::O_PATH | libc::O_NOFOLLOW | libc::O_CLOEXEC) })?);
    regular_meta(&at)?;
    Ok(at)
}

fn regular_meta(at: &File) -> io::Result<std::fs::Metadata> {
    let meta = at.metadata()?;
    match meta.file_type().is_file() {
        true => Ok(meta),
        false => Err(io::Error::new(io::ErrorKind::InvalidInput, "not a regular file")),
    }
}

/// The regular file `at` (an `O_PATH` file) opened for reading, non-blocking, through that
/// very inode.
pub fn read_through(at: &File) -> io::Result<File> {
    let meta = regular_meta(at)?;
    let again = cstring(Path::new(&format!("/proc/self/fd/{}", at.as_raw_fd())))?;
    // SAFETY: as in `open`.
    let file = File::from(owned(unsafe { libc::open(again.as_ptr(), libc::O_RDONLY | libc::O_CLOEXEC | libc::O_NONBLOCK | libc::O_NOCTTY) })?);
    // The very inode checked (the way through /proc/self/fd cannot be swapped, but say so).
    let now = file.metadata()?;
    if (now.dev(), now.ino()) != (meta.dev(), meta.ino()) {
        return Err(io::Error::other("the file changed while it was opened"));
    }
    Ok(file)
}

fn owned(fd: i32) -> io::Result<OwnedFd> {
    if fd < 0 {
        return Err(io::Error::last_os_error());
    }
    // SAFETY: a descriptor just returned to us, owned by no one else.
    Ok(unsafe { OwnedFd::from_raw_fd(fd) })
}

fn cstring(path: &Path) -> io::Result<CString> {
    CString::new(path.as_os_str().as_bytes()).map_err(|_| io::Error::new(io::ErrorKind::InvalidInput, "a NUL in the path"))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A parse reads what it needs within its budget, and fails past it instead of reading on:
    /// the system's loader's symbols, within the budget and not within 4 KB; a file whose
    /// string table never ends costs its budget, not its size.
    #[test]
    fn a_parse_reads_within_its_budget() {
        use object::{Object, ObjectSymbol};
        let loader = open(Path::new("/usr/lib/x86_64-linux-gnu/libze_loader.so.1")).unwrap();
        let names = |budget: u64| -> Option<usize> {
            let cache = parse_cache(&loader, budget);
            let elf = object::File::parse(&cache).ok()?;
            elf.dynamic_symbols().map(|s| s.name().ok()).collect::<Option<Vec<_>>>().map(|n| n.len())
        };
        assert!(names(PARSE_BUDGET).is_some_and(|n| n > 100));
        assert_eq!(names(4096), None);
        let mut budgeted = Budgeted::new(std::io::repeat(b'x'), 1 << 20);
        let mut sink = Vec::new();
        assert!(std::io::Read::read_to_end(&mut budgeted, &mut sink).is_err());
        assert_eq!(sink.len(), 1 << 20);
    }

    /// A FUSE mount's user is told by its line of the mount table (root's, 0: a node's software
    /// on CVMFS); other file systems and other devices have none.
    #[test]
    fn a_user_s_fuse_mount_is_told_by_the_mount_table() {
        let table = "\
22 1 0:21 / /proc rw,nosuid - proc proc rw
45 27 0:40 / /tmp/a\\040b rw,nosuid,nodev,relatime shared:7 - fuse.tenantfs tenantfs rw,user_id=65534,group_id=65534,allow_other
46 27 0:41 / /cvmfs rw,nosuid - fuse cvmfs2 rw,user_id=0,group_id=0,allow_other
47 27 8:1 / /mnt rw - fuseblk /dev/sda1 rw,user_id=1000,group_id=1000
48 27 0:42 / /x rw - tmpfs user_id=5 rw
";
        assert_eq!(fuse_user(table, "0:40"), Some(65534));
        assert_eq!(fuse_user(table, "0:41"), Some(0));
        assert_eq!(fuse_user(table, "8:1"), Some(1000));
        assert_eq!(fuse_user(table, "0:42"), None);
        assert_eq!(fuse_user(table, "0:21"), None);
        assert_eq!(fuse_user(table, "0:99"), None);
        // Root's is not a user's, in the daemon's own table.
        assert_eq!(fuse_of_a_user("fuse", Some("0")), None);
        assert_eq!(fuse_of_a_user("fuse.tenantfs", Some("65534")), Some(65534));
        // Devices with a major number are not looked up (a real disk's mounts).
        assert_eq!(served_by_a_user(std::process::id(), libc::makedev(8, 1)), None);
        // What the kernel holds of a file is its identity, as a `stat` says.
        let meta = std::fs::metadata("/proc/self/exe").unwrap();
        assert_eq!(identity(Path::new("/proc/self/exe")).unwrap(), (meta.dev(), meta.ino()));
    }

    fn dir(name: &str) -> std::path::PathBuf {
        let d = std::env::temp_dir().join(format!("ze-tracer-untrusted-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        std::fs::create_dir_all(&d).unwrap();
        d
    }

    /// A FIFO is refused at once, not waited on; so are a directory, a device and a sparse
    /// file claiming more than any library; a regular file opens.
    #[test]
    fn only_regular_files_of_a_library_s_size_open() {
        let d = dir("kinds");
        let fifo = d.join("libze_loader.so.1");
        let c = cstring(&fifo).unwrap();
        assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o600) }, 0);
        let start = std::time::Instant::now();
        assert_eq!(open(&fifo).unwrap_err().to_string(), "not a regular file");
        assert!(start.elapsed() < std::time::Duration::from_secs(1));
        assert!(open(&d).is_err());
        assert!(open(Path::new("/dev/zero")).is_err());
        let sparse = d.join("libumf.so.1");
        File::create(&sparse).unwrap().set_len(2 << 30).unwrap();
        assert!(open(&sparse).unwrap_err().to_string().contains("larger than any library"));
        let lib = d.join("lib.so");
        std::fs::write(&lib, b"\x7fELF").unwrap();
        assert_eq!(open(&lib).unwrap().metadata().unwrap().len(), 4);
        let _ = std::fs::remove_dir_all(&d);
    }

    /// A path is opened through the process's root, its links too; a FIFO there is refused.
    #[test]
    fn a_path_opens_through_the_process_s_root() {
        let me = std::process::id();
        let d = dir("root");
        // Our own root is `/`: a link to `/etc/hostname` is that file, through /proc/self/root.
        let link = d.join("link");
        std::os::unix::fs::symlink("/etc/hostname", &link).unwrap();
        if Path::new("/etc/hostname").is_file() {
            assert!(open_in_root(me, &link).is_ok());
        }
        let fifo = d.join("fifo");
        let c = cstring(&fifo).unwrap();
        assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o600) }, 0);
        assert!(open_in_root(me, &fifo).is_err());
        let _ = std::fs::remove_dir_all(&d);
    }
}
