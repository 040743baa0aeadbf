//! `ze-tracer report PATH`: the HTML page of each traced process (`output::html` draws it)
//! from its summary and its CSV, and an index for a directory; with `--perfetto`, a Perfetto
//! trace of them instead (`output::perfetto`), a directory's processes on one timeline.
//!
//! Pages are derived data, written beside their input under the input's name with `.html`
//! (see `output::html`): running `report` again rewrites them, and the index links exactly the
//! pages of this run.
use std::{
    collections::HashSet,
    fs,
    path::{Path, PathBuf},
};

use crate::{
    data::names,
    exit::{self, Fatal},
    output::{
        html::{self, Input, csv_name, load_summary, read_error, render},
        perfetto,
    },
};
use crate::process::out_dir::{OutDir, writable_dir};

const AFTER_HELP: &str = "\
PATH is a summary (ze-tracer_pid<PID>.json, drawn with the CSV it names), a CSV (drawn with
the summary beside it, if any; else from the CSV alone, as for a process still running), or a
directory: a page for each process in it, and index.html, which links them. Each page is
written as <input name>.html (ze-tracer_pid5.1.json's is ze-tracer_pid5.1.html), replacing the
page drawn there before, so running report again rewrites the same files; a file of that name
that is not a page of ze-tracer's is never replaced. The paths are printed on stdout.

With --perfetto, a Perfetto trace instead of pages: <input name>.pftrace for a file, and for a
directory one trace of all its processes on one timeline, ze-tracer.pftrace; rewritten in
place likewise. Open it at ui.perfetto.dev (Open trace file): its times are CLOCK_MONOTONIC,
the daemon's, as a Level Zero call trace of the same run can be.

Exit codes:
  0    the pages (or the trace) were written
  2    bad command line, or PATH does not exist
  3    permission denied reading an input
  4    an input cannot be read or is not ze-tracer's (in a directory, the other pages are
       still written)
  6    the output directory cannot be written, or a page's (a trace's) name there is another
       file's";

/// `ze-tracer report`'s command line (its about line is the subcommand's, in cli).
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
    #[arg(long, value_name = "N", default_value_t = html::series::DEFAULT_BUCKETS as u32, value_parser = clap::value_parser!(u32).range(2..=1_000_000))]
    pub buckets: u32,

    /// Write a Perfetto trace instead of pages (<input>.pftrace; a directory's, of all its
    /// processes: ze-tracer.pftrace), for ui.perfetto.dev.
    #[arg(long)]
    pub perfetto: bool,
}

pub fn run(args: &ReportArgs) -> Result<i32, Fatal> {
    let meta = fs::metadata(&args.path).map_err(|e| read_error(&args.path, e))?;
    // A bare file name's parent is "": the current directory.
    let parent = args.path.parent().filter(|p| !p.as_os_str().is_empty());
    let dir = if meta.is_dir() { args.path.clone() } else { parent.map_or(".".into(), Path::to_path_buf) };
    let out = args.out.clone().unwrap_or_else(|| dir.clone());
    // Held open: pages are written relative to it, whatever becomes of its path meanwhile.
    // Tried first: a directory that cannot take a page fails once, not once per page.
    let out = writable_dir(&out, "--out").map_err(|e| Fatal::Output(format!("report: {e}")))?;
    let buckets = args.buckets as usize;
    if args.perfetto {
        return trace(&args.path, meta.is_dir(), &dir, &out, buckets);
    }
    if !meta.is_dir() {
        let (input, summary) = input_of_file(&args.path, load_summary)?;
        let (path, _) = render(&input, summary, &out, buckets)?;
        println!("{}", path.display());
        return Ok(exit::OK);
    }
    // Each summary is read once: drawn, then dropped, its CSV's name kept so that the CSVs no
    // summary names are drawn alone after.
    let (summaries, csvs) = files_in(&dir)?;
    let mut named = HashSet::new();
    // An input's error is its own: said as it comes, the others still drawn. The output
    // directory's is every page's: it ends the run, said once (by the caller).
    let (mut pages, mut failed) = (Vec::new(), None);
    let mut keep = |key, drawn| match drawn {
        Ok(page) => Ok(pages.push((key, page))),
        Err(e @ Fatal::Output(_)) => Err(e),
        Err(e) => {
            eprintln!("ze-tracer: {e}");
            failed.get_or_insert(e.code());
            Ok(())
        }
    };
    // The summaries' pages' names: a CSV no summary names is drawn alone, but not over the
    // page of the summary of its name.
    let mut page_of_summary = HashSet::new();
    for (key, input) in summaries {
        let drawn = input.summary.as_deref().map(load_summary).transpose().and_then(|summary| {
            named.extend(summary.as_ref().and_then(csv_name));
            render(&input, summary, &out, buckets)
        });
        if drawn.is_ok() {
            page_of_summary.insert(key);
        }
        keep(key, drawn)?;
    }
    for (key, csv) in csvs {
        if !csv.file_name().is_some_and(|n| named.contains(n)) && !page_of_summary.contains(&key) {
            let input = Input { summary: None, csv: Some(csv), pid: Some(key.0) };
            keep(key, render(&input, None, &out, buckets))?;
        }
    }
    pages.sort_by_key(|(key, _)| *key);
    let mut entries = Vec::new();
    for (_, (path, entry)) in pages {
        println!("{}", path.display());
        entries.push(entry);
    }
    let index = html::write_index(&dir, &entries, &out)?;
    println!("{}", index.display());
    Ok(failed.unwrap_or(exit::OK))
}

/// `--perfetto`: the trace of `path` (a file, or every process of the directory `dir`) into
/// `out`; its path printed. An input that cannot be read is said and left out (its code
/// returned), as for pages.
fn trace(path: &Path, is_dir: bool, dir: &Path, out: &OutDir, buckets: usize) -> Result<i32, Fatal> {
    if !is_dir {
        let (input, summary) = input_of_file(path, perfetto::load_summary)?;
        let process = perfetto::load(&input, summary, buckets)?;
        let written = perfetto::write(out, &perfetto::name_of(path), &[process], "report")?;
        println!("{}", written.display());
        return Ok(exit::OK);
    }
    let (summaries, csvs) = files_in(dir)?;
    let (mut processes, mut failed, mut named, mut keys) = (Vec::new(), None, HashSet::new(), HashSet::new());
    let mut keep = |key, loaded: Result<perfetto::Process, Fatal>| match loaded {
        Ok(p) => processes.push((key, p)),
        Err(e) => {
            eprintln!("ze-tracer: {e}");
            failed.get_or_insert(e.code());
        }
    };
    for (key, input) in summaries {
        let loaded = input.summary.as_deref().map(perfetto::load_summary).transpose().and_then(|summary| {
            named.extend(summary.as_ref().and_then(|s| html::csv_name(s)));
            perfetto::load(&input, summary, buckets)
        });
        if loaded.is_ok() {
            keys.insert(key);
        }
        keep(key, loaded);
    }
    for (key, csv) in csvs {
        if !csv.file_name().is_some_and(|n| named.contains(n)) && !keys.contains(&key) {
            let input = Input { summary: None, csv: Some(csv), pid: Some(key.0) };
            keep(key, perfetto::load(&input, None, buckets));
        }
    }
    processes.sort_by_key(|(key, _)| *key);
    let processes: Vec<perfetto::Process> = processes.into_iter().map(|(_, p)| p).collect();
    let written = perfetto::write(out, perfetto::DIRECTORY_TRACE, &processes, "report")?;
    println!("{}", written.display());
    Ok(failed.unwrap_or(exit::OK))
}

/// A file given alone: a summary, or a CSV with its summary if one names it (`load` reads a
/// summary, its objects as the output takes them).
fn input_of_file<O>(
    path: &Path,
    load: impl Fn(&Path) -> Result<html::SummaryOf<O>, Fatal>,
) -> Result<(Input, Option<html::SummaryOf<O>>), Fatal> {
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or_default();
    let pid = names::key(name, names::CSV).or(names::key(name, names::SUMMARY)).map(|k| k.0);
    if !name.ends_with(names::CSV) {
        let summary = load(path)?;
        return Ok((Input { summary: Some(path.to_owned()), csv: None, pid }, Some(summary)));
    }
    let json = path.with_extension("json");
    let summary = load(&json).ok().filter(|s| csv_name(s).as_deref() == path.file_name());
    Ok((Input { summary: summary.as_ref().map(|_| json), csv: Some(path.to_owned()), pid }, summary))
}

/// The summaries in `dir` and its CSVs, each with its (PID, suffix).
type Keyed<T> = Vec<((u32, u32), T)>;

fn files_in(dir: &Path) -> Result<(Keyed<Input>, Keyed<PathBuf>), Fatal> {
    let (mut summaries, mut csvs) = (Vec::new(), Vec::new());
    for entry in fs::read_dir(dir).map_err(|e| read_error(dir, e))? {
        let entry = entry.map_err(|e| read_error(dir, e))?;
        let name = entry.file_name().to_string_lossy().into_owned();
        if let Some(key) = names::key(&name, names::SUMMARY) {
            summaries.push((key, Input { summary: Some(entry.path()), csv: None, pid: Some(key.0) }));
        } else if let Some(key) = names::key(&name, names::CSV) {
            csvs.push((key, entry.path()));
        }
    }
    Ok((summaries, csvs))
}

