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

/// Writes a new file at `path` or, if that exists, the next free `<stem>.<n><ext>`: through a
/// temporary file and a hard link, so the file is whole or absent and nothing is overwritten.
pub fn write_new(
    path: &Path,
    ext: &str,
    content: impl FnOnce(&mut io::BufWriter<fs::File>) -> io::Result<()>,
) -> io::Result<PathBuf> {
    let dir = path.parent().unwrap_or(Path::new("."));
    let tmp = dir.join(format!(".{}.tmp{}", file_name(path), std::process::id()));
    let mut out = io::BufWriter::new(fs::File::create(&tmp)?);
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
    fs::write(&probe, b"")
        .and_then(|_| fs::remove_file(&probe))
        .map_err(|e| Fatal::Output(format!("cannot write to output directory {}: {e}", dir.display())))
}
