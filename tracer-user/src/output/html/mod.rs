//! A self-contained HTML page per traced process (inline SVG and CSS, no script, nothing
//! fetched: it opens from disk anywhere), drawn from its summary and its CSV, and an index for
//! a directory: what `ze-tracer report` writes, and `--html` on the daemon as a process ends.
//!
//! Pages are derived data, written beside their input under the input's name with `.html`
//! (`ze-tracer_pid1234.1.json`'s is `ze-tracer_pid1234.1.html`: one page per summary, under a
//! name that stays). Unlike the data files, a page is rewritten when drawn again (`report` run
//! twice, or after `--html`), atomically; a file of that name that is not a page of ours is
//! never replaced.
use std::{
    borrow::Cow,
    ffi::OsString,
    io,
    path::{Path, PathBuf},
};

use crate::{
    exit::Fatal,
    output::{
        files::{OutDir, write_replacing},
        summary,
    },
};

/// A summary as read back.
pub type Summary = summary::Summary<'static>;

mod axis;
mod csv_series;
mod page;
pub mod series;
mod svg;

pub use page::Entry;

use csv_series::ReadError;

/// One process's files.
#[derive(Debug, Default)]
pub struct Input {
    pub summary: Option<PathBuf>,
    pub csv: Option<PathBuf>,
    pub pid: Option<u32>,
}

/// `--html`: the page of a process that just ended, beside its summary. Its path.
pub fn page_beside(dir: &OutDir, summary: &Path) -> Result<PathBuf, Fatal> {
    let input = Input { summary: Some(summary.to_owned()), ..Input::default() };
    render(&input, Some(load_summary(summary)?), dir, series::DEFAULT_BUCKETS).map(|(path, _)| path)
}

/// The file name of the CSV a summary names (normally `<its stem>.csv`).
pub fn csv_name(summary: &Summary) -> Option<OsString> {
    Some(Path::new(&summary.csv).file_name()?.to_owned())
}

pub fn load_summary(path: &Path) -> Result<Summary, Fatal> {
    summary::read(path).map_err(|e| match e {
        summary::ReadError::Io(e) => read_error(path, e),
        summary::ReadError::NotOurs(e) => Fatal::BadTarget(format!("report: {}: not a ze-tracer summary: {e}", path.display())),
    })
}

/// Draws one process (`summary`: read from `input.summary`) and writes its page into `out`; the
/// page's path and its index entry.
pub fn render(input: &Input, summary: Option<Summary>, out: &OutDir, buckets: usize) -> Result<(PathBuf, page::Entry), Fatal> {
    // The summary's CSV: beside it (a directory copied elsewhere), else where it was written.
    let csv = input.csv.clone().or_else(|| {
        let named = PathBuf::from(summary.as_ref().map(|s| &s.csv).filter(|c| !c.is_empty())?);
        let beside = input.summary.as_deref()?.with_file_name(named.file_name()?);
        Some(if beside.exists() { beside } else { named })
    });
    let (drawn, csv_note) = match &csv {
        None => (None, Some("no CSV: nothing to draw".to_owned())),
        Some(path) => match csv_series::read(path, buckets) {
            Ok(d) => (Some(d), None),
            Err(ReadError::Io(e)) if e.kind() == io::ErrorKind::NotFound && summary.is_some() => {
                (None, Some(format!("{}: not found: nothing to draw", path.display())))
            }
            Err(ReadError::Io(e)) => return Err(read_error(path, e)),
            Err(ReadError::Format(e)) => return Err(Fatal::BadTarget(format!("report: {}: {e}", path.display()))),
        },
    };
    let process = page::Process {
        pid: summary.as_ref().map(|s| s.pid).or(input.pid),
        summary: summary.as_ref(),
        summary_path: input.summary.as_deref(),
        csv_path: csv.as_deref(),
        drawn: drawn.as_ref(),
        csv_note,
        buckets,
    };
    let html = page::page(&process);
    let stem = input.summary.as_ref().or(csv.as_ref()).and_then(|p| p.file_stem()).map(|s| s.to_string_lossy().into_owned());
    let name = format!("{}.html", stem.unwrap_or_else(|| "ze-tracer".into()));
    let path = write_page(out, &name, &html)?;
    let entry = process.entry(name);
    Ok((path, entry))
}

pub fn read_error(path: &Path, e: io::Error) -> Fatal {
    let msg = format!("report: {}: {e}", path.display());
    match e.kind() {
        io::ErrorKind::NotFound => Fatal::Usage(msg),
        io::ErrorKind::PermissionDenied => Fatal::NotPermitted(msg),
        _ => Fatal::BadTarget(msg),
    }
}

/// The index of a directory's pages, written into `out`; its path.
pub fn write_index(dir: &Path, entries: &[Entry], out: &OutDir) -> Result<PathBuf, Fatal> {
    write_page(out, "index.html", &page::index(dir, entries))
}

/// Writes the page `name` into `out`, over the page of ours drawn there before; its path.
fn write_page(out: &OutDir, name: &str, html: &str) -> Result<PathBuf, Fatal> {
    let failed = |e: io::Error| Fatal::Output(format!("report: {}: {e}", out.join(name).display()));
    if !replaceable(out, name).map_err(failed)? {
        let why = "exists and is not a page of ze-tracer's: not replaced (move it, or give --out another directory)";
        return Err(Fatal::Output(format!("report: {} {why}", out.join(name).display())));
    }
    write_replacing(out, name, |w| io::Write::write_all(w, html.as_bytes())).map_err(failed)
}

/// Whether `name` in `out` is free for a page: absent, or a page of ours (it begins as every
/// page does). A link there, or anything else, is a user's.
fn replaceable(out: &OutDir, name: &str) -> io::Result<bool> {
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
    let mut start = vec![0; page::OPENING.len()];
    match io::Read::read_exact(&mut file, &mut start) {
        Ok(()) => Ok(start == page::OPENING.as_bytes()),
        Err(e) if e.kind() == io::ErrorKind::UnexpectedEof => Ok(false),
        Err(e) => Err(e),
    }
}

/// Text for HTML: `&`, `<`, `>` and quotes escaped.
pub fn esc(s: &str) -> Cow<'_, str> {
    if !s.contains(['&', '<', '>', '"', '\'']) {
        return Cow::Borrowed(s);
    }
    let mut out = String::with_capacity(s.len() + 16);
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    Cow::Owned(out)
}
