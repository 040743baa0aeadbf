//! Files written whole or not at all, never over another: the summary, the page, the profile.
use std::{
    fs,
    io::{self, Write as _},
    path::{Path, PathBuf},
};

use serde::Serialize;

use crate::exit::Fatal;

/// [`write_new`]).
pub fn write_json(path: &Path, summary: &impl Serialize) -> io::Result<PathBuf> {
    write_new(path, ".json", |out| {
        serde_json::to_writer_pretty(&mut *out, summary)?;
        out.write_all(b"\n")
    })
}

/// A new file at `path`, ours: never one that was there, nor where a link there points (the
/// output directory may be one a user can write: a link put at the temporary file's name must
/// not make root write through it). What is there is removed (the link itself), once.
fn create_own(path: &Path) -> io::Result<fs::File> {
    use std::os::unix::fs::OpenOptionsExt;
    let create = || fs::OpenOptions::new().write(true).create_new(true).custom_flags(libc::O_NOFOLLOW).mode(0o644).open(path);
    match create() {
        Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {
            fs::remove_file(path)?;
            create()
        }
        other => other,
    }
}

/// Writes a new file at `path` or, if that exists, the next free `<stem>.<n><ext>`: through a
/// temporary file and a hard link, so the file is whole or absent and nothing is overwritten.
pub fn write_new(
    path: &Path,
    ext: &str,
    content: impl FnOnce(&mut io::BufWriter<fs::File>) -> io::Result<()>,
) -> io::Result<PathBuf> {
    let dir = path.parent().unwrap_or(Path::new("."));
    let tmp = dir.join(format!(".{}.tmp{}", file_name(path), std::process::id()));
    let mut out = io::BufWriter::new(create_own(&tmp)?);
    content(&mut out)?;
    out.into_inner().map_err(|e| e.into_error())?.sync_all()?;
    let stem = file_name(path).trim_end_matches(ext).to_owned();
    let result = (0u32..)
        .map(|n| match n {
            0 => path.to_owned(),
            n => dir.join(format!("{stem}.{n}{ext}")),
        })
        .find_map(|candidate| match fs::hard_link(&tmp, &candidate) {
            Ok(()) => Some(Ok(candidate)),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => None,
            Err(e) => Some(Err(e)),
        })
        .unwrap();
    let _ = fs::remove_file(&tmp);
    result
}

fn file_name(p: &Path) -> String {
    p.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default()
}


/// Creates the output directory if it is missing (parents too, 0750: the CSVs name every
/// traced program), and checks that we can write there.
pub fn check_output_dir(dir: &Path) -> Result<(), Fatal> {
    use std::os::unix::fs::DirBuilderExt;
    fs::DirBuilder::new()
        .recursive(true)
        .mode(0o750)
        .create(dir)
        .map_err(|e| Fatal::Output(format!("cannot create output directory {}: {e}", dir.display())))?;
    let probe = dir.join(format!(".ze-tracer-probe-{}", std::process::id()));
    create_own(&probe)
        .and_then(|_| fs::remove_file(&probe))
        .map_err(|e| Fatal::Output(format!("cannot write to output directory {}: {e}", dir.display())))?;
    // Others who may write it may put links and decoys where our files go: refused (files are
    // created new, never through a link), but said, as it is not what a root daemon wants.
    use std::os::unix::fs::PermissionsExt;
    // SAFETY: no arguments, no failure.
    let root = unsafe { libc::geteuid() } == 0;
    if let Some(meta) = fs::metadata(dir).ok().filter(|_| root) {
        if meta.permissions().mode() & 0o022 != 0 {
            tracing::warn!("the output directory {} can be written by others than its owner: ze-tracer creates its files new and never writes through links, but give it a directory of its own", dir.display());
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A link a user put at the temporary file's name, to a file of root's: the summary is
    /// written all the same, and the other file is untouched.
    #[test]
    fn a_link_at_the_temporary_name_is_not_written_through() {
        let dir = std::env::temp_dir().join(format!("ze-tracer-files-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        let victim = dir.join("victim");
        fs::write(&victim, "root's").unwrap();
        let path = dir.join("ze-tracer_pid7.json");
        let tmp = dir.join(format!(".ze-tracer_pid7.json.tmp{}", std::process::id()));
        std::os::unix::fs::symlink(&victim, &tmp).unwrap();
        let written = write_json(&path, &serde_json::json!({"pid": 7})).unwrap();
        assert_eq!(written, path);
        assert_eq!(fs::read_to_string(&victim).unwrap(), "root's");
        assert!(fs::read_to_string(&path).unwrap().contains("\"pid\": 7"));
        assert!(fs::symlink_metadata(&tmp).is_err(), "the link is gone, not followed");
        let _ = fs::remove_dir_all(&dir);
    }
}
