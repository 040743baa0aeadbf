//! `ze-tracer report PATH`: a self-contained HTML page per traced process (inline SVG and CSS,
//! no script, nothing fetched: it opens from disk anywhere), drawn from its summary and its
//! CSV, and an index for a directory. `--html` on the daemon writes a page as a process ends.
//!
//! Pages are derived data, written beside their input under the input's name with `.html`:
//! like every output of ze-tracer, never over an existing file (the next free name instead:
//! `ze-tracer_pid1234.1.html`), so running `report` again on a directory loses nothing.
use std::{
    borrow::Cow,
    collections::HashSet,
    ffi::OsString,
    fs, io,
    path::{Path, PathBuf},
};

use crate::{
    csv_sink::OutputNames,
    exit::{self, Fatal},
    report::write_new,
    summary::{self, Summary},
};

mod csv_series;
pub(crate) mod leaks;
mod page;
mod series;
mod svg;

use csv_series::ReadError;

const AFTER_HELP: &str = "\
PATH is a summary (ze-tracer_pid<PID>.json, drawn with the CSV it names), a CSV (drawn with
the summary beside it, if any; else from the CSV alone, as for a process still running), or a
directory: a page for each process in it, and index.html. Each page is written as
<input name>.html, never over an existing file (then <input name>.1.html, …); the paths are
printed on stdout.

Exit codes:
  0    the pages were written
  2    bad command line, or PATH does not exist
  3    permission denied reading an input
  4    an input cannot be read or is not ze-tracer's (in a directory, the other pages are
       still written)
  6    the output directory cannot be written";

/// `ze-tracer report`'s command line (its about line is the subcommand's, in main.rs).
#[derive(clap::Args, Debug)]
#[command(after_help = AFTER_HELP)]
pub struct ReportArgs {
    /// A summary, a CSV, or a directory of them (the service's: /var/lib/ze-tracer).
    pub path: PathBuf,

    /// Where the pages go [default: beside the input].
    #[arg(short, long, value_name = "DIR")]
    pub out: Option<PathBuf>,

    /// Most buckets of rows per series: a line is drawn from at most twice as many points
    /// (each bucket's lowest and highest) and its last row, however long the CSV.
    #[arg(long, value_name = "N", default_value_t = series::DEFAULT_BUCKETS as u32, value_parser = clap::value_parser!(u32).range(2..=1_000_000))]
    pub buckets: u32,
}

/// One process's files.
#[derive(Debug, Default)]
struct Input {
    summary: Option<PathBuf>,
    csv: Option<PathBuf>,
    pid: Option<u32>,
}

pub fn run(args: &ReportArgs) -> Result<i32, Fatal> {
    let meta = fs::metadata(&args.path).map_err(|e| read_error(&args.path, e))?;
    let dir = if meta.is_dir() { args.path.clone() } else { args.path.parent().map_or(".".into(), Path::to_path_buf) };
    let out = args.out.clone().unwrap_or_else(|| dir.clone());
    fs::create_dir_all(&out).map_err(|e| Fatal::Output(format!("report: {}: {e}", out.display())))?;
    let buckets = args.buckets as usize;
    if !meta.is_dir() {
        let (input, summary) = input_of_file(&args.path)?;
        let (path, _) = render(&input, summary, &out, buckets)?;
        println!("{}", path.display());
        return Ok(exit::OK);
    }
    // Each summary is read once: drawn, then dropped, its CSV's name kept so that the CSVs no
    // summary names are drawn alone after.
    let (summaries, csvs) = files_in(&dir)?;
    let mut named = HashSet::new();
    let (mut pages, mut failed) = (Vec::new(), None);
    let mut keep = |key, drawn| match drawn {
        Ok(page) => pages.push((key, page)),
        Err(e) => {
            eprintln!("ze-tracer: {e}");
            failed.get_or_insert(e);
        }
    };
    for (key, input) in summaries {
        let drawn = input.summary.as_deref().map(load_summary).transpose().and_then(|summary| {
            named.extend(summary.as_ref().and_then(csv_name));
            render(&input, summary, &out, buckets)
        });
        keep(key, drawn);
    }
    for (key, csv) in csvs {
        if !csv.file_name().is_some_and(|n| named.contains(n)) {
            let input = Input { summary: None, csv: Some(csv), pid: Some(key.0) };
            keep(key, render(&input, None, &out, buckets));
        }
    }
    pages.sort_by_key(|(key, _)| *key);
    let mut entries = Vec::new();
    for (_, (path, entry)) in pages {
        println!("{}", path.display());
        entries.push(entry);
    }
    let html = page::index(&dir, &entries);
    let index = write_new(&out.join("index.html"), ".html", |w| io::Write::write_all(w, html.as_bytes()))
        .map_err(|e| Fatal::Output(format!("report: {}: {e}", out.display())))?;
    println!("{}", index.display());
    failed.map_or(Ok(exit::OK), Err)
}

/// `--html`: the page of a process that just ended, beside its summary. Its path.
pub fn page_beside(summary: &Path) -> Result<PathBuf, Fatal> {
    let input = Input { summary: Some(summary.to_owned()), ..Input::default() };
    let dir = summary.parent().unwrap_or(Path::new("."));
    render(&input, Some(load_summary(summary)?), dir, series::DEFAULT_BUCKETS).map(|(path, _)| path)
}

/// A file given alone: a summary, or a CSV with its summary if one names it.
fn input_of_file(path: &Path) -> Result<(Input, Option<Summary>), Fatal> {
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or_default();
    let pid = OutputNames::key(name, ".csv").or(OutputNames::key(name, ".json")).map(|k| k.0);
    if !name.ends_with(".csv") {
        let summary = load_summary(path)?;
        return Ok((Input { summary: Some(path.to_owned()), csv: None, pid }, Some(summary)));
    }
    let json = path.with_extension("json");
    let summary = load_summary(&json).ok().filter(|s| csv_name(s).as_deref() == path.file_name());
    Ok((Input { summary: summary.as_ref().map(|_| json), csv: Some(path.to_owned()), pid }, summary))
}

/// The summaries in `dir` and its CSVs, each with its (PID, suffix).
type Keyed<T> = Vec<((u32, u32), T)>;

fn files_in(dir: &Path) -> Result<(Keyed<Input>, Keyed<PathBuf>), Fatal> {
    let (mut summaries, mut csvs) = (Vec::new(), Vec::new());
    for entry in fs::read_dir(dir).map_err(|e| read_error(dir, e))? {
        let entry = entry.map_err(|e| read_error(dir, e))?;
        let name = entry.file_name().to_string_lossy().into_owned();
        if let Some(key) = OutputNames::key(&name, ".json") {
            summaries.push((key, Input { summary: Some(entry.path()), csv: None, pid: Some(key.0) }));
        } else if let Some(key) = OutputNames::key(&name, ".csv") {
            csvs.push((key, entry.path()));
        }
    }
    Ok((summaries, csvs))
}

/// The file name of the CSV a summary names (normally `<its stem>.csv`).
fn csv_name(summary: &Summary) -> Option<OsString> {
    Some(Path::new(summary.csv.as_ref()?).file_name()?.to_owned())
}

fn load_summary(path: &Path) -> Result<Summary, Fatal> {
    summary::read(path).map_err(|e| match e {
        summary::ReadError::Io(e) => read_error(path, e),
        summary::ReadError::NotOurs(e) => Fatal::BadTarget(format!("report: {}: not a ze-tracer summary: {e}", path.display())),
    })
}

/// Draws one process (`summary`: read from `input.summary`) and writes its page into `out`; the
/// page's path and its index entry.
fn render(input: &Input, summary: Option<Summary>, out: &Path, buckets: usize) -> Result<(PathBuf, page::Entry), Fatal> {
    // The summary's CSV: beside it (a directory copied elsewhere), else where it was written.
    let csv = input.csv.clone().or_else(|| {
        let named = PathBuf::from(summary.as_ref()?.csv.as_ref()?);
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
    let path = write_new(&out.join(name), ".html", |w| io::Write::write_all(w, html.as_bytes()))
        .map_err(|e| Fatal::Output(format!("report: {}: {e}", out.display())))?;
    let entry = process.entry(path.file_name().map_or(String::new(), |n| n.to_string_lossy().into_owned()));
    Ok((path, entry))
}

fn read_error(path: &Path, e: io::Error) -> Fatal {
    let msg = format!("report: {}: {e}", path.display());
    match e.kind() {
        io::ErrorKind::NotFound => Fatal::Usage(msg),
        io::ErrorKind::PermissionDenied => Fatal::NotPermitted(msg),
        _ => Fatal::BadTarget(msg),
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
