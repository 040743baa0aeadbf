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
        summary,
    },
};
use crate::process::out_dir::{OutDir, write_derived};

/// A summary as read back.
pub type Summary = summary::Summary<'static>;

/// A summary as read back, its objects as `O` takes them.
pub type SummaryOf<O> = summary::Summary<'static, O>;

mod axis;
pub mod csv_series;
mod page;
pub mod series;
mod svg;

pub use page::Entry;

use csv_series::{Drawn, ReadError};

/// One process's files.
#[derive(Debug, Default)]
pub struct Input {
    pub summary: Option<PathBuf>,
    pub csv: Option<PathBuf>,
    pub pid: Option<u32>,
}

/// `--html`: the page of a process that just ended, beside its summary (at `path`, or where it
/// could not be written), drawn from the summary as judged. Its path.
pub fn page_beside(dir: &OutDir, path: &Path, summary: Summary) -> Result<PathBuf, Fatal> {
    let input = Input { summary: Some(path.to_owned()), ..Input::default() };
    render(&input, Some(summary), dir, series::DEFAULT_BUCKETS).map(|(path, _)| path)
}

/// The file name of the CSV a summary names (normally `<its stem>.csv`).
pub fn csv_name<O>(summary: &SummaryOf<O>) -> Option<OsString> {
    Some(Path::new(&summary.csv).file_name()?.to_owned())
}

pub fn load_summary(path: &Path) -> Result<Summary, Fatal> {
    load_summary_as(path)
}

/// The summary at `path`, its objects as `O` takes them; its error as `report` says it.
pub fn load_summary_as<O: serde::de::DeserializeOwned + Default>(path: &Path) -> Result<SummaryOf<O>, Fatal> {
    summary::read_as(path).map_err(|e| match e {
        summary::ReadError::Io(e) => read_error(path, e),
        summary::ReadError::NotOurs(e) => Fatal::BadTarget(format!("report: {}: not a ze-tracer summary: {e}", path.display())),
    })
}

/// Draws one process (`summary`: read from `input.summary`) and writes its page into `out`; the
/// page's path and its index entry.
pub fn render(input: &Input, summary: Option<Summary>, out: &OutDir, buckets: usize) -> Result<(PathBuf, page::Entry), Fatal> {
    let csv = csv_of(input, summary.as_ref());
    let (drawn, csv_note) = read_csv(csv.as_deref(), summary.is_some(), buckets)?;
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
    let name = format!("{}{}", stem.unwrap_or_else(|| "ze-tracer".into()), crate::data::names::PAGE);
    let path = write_page(out, &name, &html)?;
    let entry = process.entry(name);
    Ok((path, entry))
}

/// A process's CSV: the input's, else the one its summary names, beside the summary (a
/// directory copied elsewhere), else where it was written.
pub fn csv_of<O>(input: &Input, summary: Option<&SummaryOf<O>>) -> Option<PathBuf> {
    input.csv.clone().or_else(|| {
        let named = PathBuf::from(summary.map(|s| &s.csv).filter(|c| !c.is_empty())?);
        let beside = input.summary.as_deref()?.with_file_name(named.file_name()?);
        Some(if beside.exists() { beside } else { named })
    })
}

/// The CSV at `csv` read into its series; None and why when there is nothing to read (no CSV,
/// or one gone from beside a summary).
pub fn read_csv(csv: Option<&Path>, has_summary: bool, buckets: usize) -> Result<(Option<Drawn>, Option<String>), Fatal> {
    match csv {
        None => Ok((None, Some("no CSV: nothing to draw".to_owned()))),
        Some(path) => match csv_series::read(path, buckets) {
            Ok(d) => Ok((Some(d), None)),
            Err(ReadError::Io(e)) if e.kind() == io::ErrorKind::NotFound && has_summary => {
                Ok((None, Some(format!("{}: not found: nothing to draw", path.display()))))
            }
            Err(ReadError::Io(e)) => Err(read_error(path, e)),
            Err(ReadError::Format(e)) => Err(Fatal::BadTarget(format!("report: {}: {e}", path.display()))),
        },
    }
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
    write_derived(out, name, page::OPENING.as_bytes(), "a page", "report", html.as_bytes())
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
