//! The daemon's journal: what it tracked, what it left out and what the output budget removed,
//! so that `check` knows what it did not see. A summary is absent when its process was not
//! tracked (`--max-processes`), when the budget removed its files, or when its daemon was killed
//! (SIGKILL, OOM) before the process ended; the journal says which. The one owner of its format,
//! both ways: written here by the daemon, read back here for `check`, which only judges what
//! [`Log::account`] says of each process.
//!
//! Each daemon keeps its own, `ze-tracer_daemon<PID>[.<n>].journal` in its output directory: one
//! JSON object a line, each line appended whole by one write (O_APPEND). Bounded: past
//! [`part_bytes`] of records the part is renamed `….journal.1` (the part before goes) and a new
//! one begins with the daemon's record and those of the processes still tracked, so that no loss
//! of a part forgets a summary still to come. The budget counts both parts and never removes the
//! journal of a daemon that runs (`daemon_runs`).
use std::{
    collections::HashMap,
    fmt, fs,
    io::{self, BufRead as _, Write as _},
    path::{Path, PathBuf},
    sync::{Arc, Mutex},
};

use indexmap::IndexMap;
use serde::{Deserialize, Serialize};

use crate::{
    process::out_dir::OutDir,
    process::{ci_job::CiJob, facts::{self, ProcessMeta}},
};

/// What every journal's name begins with (`ze-tracer_daemon<PID>`).
const PREFIX: &str = "ze-tracer_daemon";
/// The current part's suffix, and the previous part's.
const CURRENT: &str = ".journal";
const PREVIOUS: &str = ".journal.1";

/// A part's records without a budget: some 15,000 processes.
const DEFAULT_PART: u64 = 4 << 20;
/// The smallest part, whatever the budget.
const MIN_PART: u64 = 16 << 10;

/// How many bytes of records a part holds before the next begins: a 64th of `--max-output-mb`
/// (both parts, a 32nd of it), else `DEFAULT_PART`.
pub fn part_bytes(max_output_bytes: Option<u64>) -> u64 {
    max_output_bytes.map_or(DEFAULT_PART, |max| (max / 64).max(MIN_PART))
}

/// One line of a journal.
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq)]
#[serde(tag = "record", rename_all = "snake_case")]
pub enum Record {
    /// The daemon started: the first line of each part.
    Daemon(Daemon),
    /// A process began to be tracked: its summary (`Process::summary`) is to come.
    Tracked(Process),
    /// A process not tracked (`Process::why`: the process cap).
    Skipped(Process),
    /// A tracked process's summary was written: under `written` (the name it was to have, or the
    /// next free one), or not at all (`error`).
    Ended {
        summary: String,
        #[serde(default)]
        written: Option<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        error: Option<String>,
    },
    /// The budget removes the files of the process whose summary this was (said before they go).
    Removed { summary: String, why: String },
    /// The daemon stopped cleanly: every summary was written before.
    Stopped { at: u64 },
}

/// Who wrote a journal.
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq, Default)]
pub struct Daemon {
    pub pid: u32,
    /// Its start in clock ticks since boot, and the boot: what tells it from a later process
    /// with its PID.
    #[serde(default)]
    pub start_ticks: Option<u64>,
    #[serde(default)]
    pub boot_id: Option<String>,
    /// When it started, in Unix ms.
    #[serde(default)]
    pub at: u64,
    /// What it traced: `system-wide`, `run` (a command and its children) or `pid` (`--pid`).
    #[serde(default)]
    pub scope: String,
    /// Run mode's command and `--pid`'s processes.
    #[serde(default)]
    pub targets: Vec<u32>,
    #[serde(default)]
    pub version: String,
}

impl Daemon {
    /// This process, started now, tracing `scope`.
    pub fn this(scope: &str, targets: Vec<u32>) -> Daemon {
        let pid = std::process::id();
        let at = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_millis() as u64);
        let (start_ticks, boot_id) = (facts::start_ticks(pid), facts::boot_id());
        Daemon { pid, start_ticks, boot_id, at, scope: scope.into(), targets, version: env!("CARGO_PKG_VERSION").into() }
    }

    /// Whether it still runs: the same boot, the same process.
    fn runs(&self) -> bool {
        self.boot_id.is_some() && self.boot_id == facts::boot_id() && self.start_ticks.is_some_and(|t| facts::runs(self.pid, t))
    }
}

/// A process as the journal knows it: what `check` selects it by (as it selects summaries) and
/// what tells it from a later process with its PID.
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq, Default)]
pub struct Process {
    pub pid: u32,
    #[serde(default)]
    pub comm: String,
    /// In Unix ms, as its summary's `start_time` (what `check --since` compares).
    #[serde(default)]
    pub start_time: Option<u64>,
    /// In clock ticks since boot (see `facts::runs`); None when it was gone before /proc was read.
    #[serde(default)]
    pub start_ticks: Option<u64>,
    #[serde(default)]
    pub cgroup: Option<String>,
    #[serde(default)]
    pub ci_job: Option<CiJob>,
    /// Tracked: the file name its summary is to have.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub summary: Option<String>,
    /// Not tracked: why.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub why: Option<String>,
}

impl Process {
    pub fn of(pid: u32, meta: &ProcessMeta) -> Process {
        Process {
            pid,
            comm: meta.comm.clone(),
            start_time: meta.start_time,
            start_ticks: meta.start_ticks,
            cgroup: meta.cgroup.clone(),
            ci_job: meta.ci_job.clone(),
            summary: None,
            why: None,
        }
    }

    fn runs(&self) -> bool {
        self.start_ticks.is_some_and(|t| facts::runs(self.pid, t))
    }
}

/// The daemon's journal, written by the loop (processes tracked, left out) and the writer thread
/// (summaries written, files removed, the stop): one lock, held for a write.
#[derive(Clone)]
pub struct Journal(Arc<Mutex<Parts>>);

struct Parts {
    dir: OutDir,
    /// `ze-tracer_daemon<PID>[.<n>]`: its parts are `<stem>.journal` and `<stem>.journal.1`.
    stem: String,
    file: fs::File,
    /// Bytes in the current part, and of those the records carried into it as it began.
    written: u64,
    carried: u64,
    part_bytes: u64,
    daemon: Daemon,
    /// Processes tracked whose summary is not written yet, by its name: carried into each part.
    open: IndexMap<String, Process>,
    /// A write failed part-way: the next starts on a line of its own.
    torn: bool,
}

impl Journal {
    /// Begins `daemon`'s journal in `dir`, under the first name free for both its parts.
    pub fn open(dir: &OutDir, daemon: Daemon, part_bytes: u64) -> io::Result<Journal> {
        let (stem, file) = (0u32..)
            .find_map(|n| {
                let stem = match n {
                    0 => format!("{PREFIX}{}", daemon.pid),
                    n => format!("{PREFIX}{}.{n}", daemon.pid),
                };
                if dir.has(&format!("{stem}{PREVIOUS}")) {
                    return None;
                }
                match dir.append_new(&format!("{stem}{CURRENT}")) {
                    Err(e) if e.kind() == io::ErrorKind::AlreadyExists => None,
                    opened => Some(opened.map(|f| (stem, f))),
                }
            })
            .unwrap()?;
        let mut parts = Parts { dir: dir.clone(), stem, file, written: 0, carried: 0, part_bytes, daemon, open: IndexMap::new(), torn: false };
        let header = Record::Daemon(parts.daemon.clone());
        parts.write(&line(&header))?;
        Ok(Journal(Arc::new(Mutex::new(parts))))
    }

    /// Its name, without the part's suffix (the budget's group of its parts).
    pub fn stem(&self) -> String {
        self.parts().stem.clone()
    }

    /// `process` is tracked from now; its summary is to be named `summary`.
    pub fn tracked(&self, mut process: Process, summary: &str) {
        process.summary = Some(summary.to_owned());
        let mut parts = self.parts();
        // After its line: a part it begins carries it once, as that line.
        parts.append(&Record::Tracked(process.clone()));
        parts.open.insert(summary.to_owned(), process);
    }

    /// `process` is not tracked, for `why`.
    pub fn skipped(&self, mut process: Process, why: &str) {
        process.why = Some(why.to_owned());
        self.parts().append(&Record::Skipped(process));
    }

    /// The summary to be named `summary` was written (under the name given), or not.
    pub fn ended(&self, summary: &str, written: Result<String, String>) {
        let mut parts = self.parts();
        parts.open.shift_remove(summary);
        let (written, error) = match written {
            Ok(name) => (Some(name), None),
            Err(e) => (None, Some(e)),
        };
        parts.append(&Record::Ended { summary: summary.to_owned(), written, error });
    }

    /// The budget removed the files of the process whose summary was `summary`.
    pub fn removed(&self, summary: &str, why: &str) {
        self.parts().append(&Record::Removed { summary: summary.to_owned(), why: why.to_owned() });
    }

    /// The daemon stops, every summary written.
    pub fn stopped(&self) {
        self.parts().append(&Record::Stopped { at: now_ms() });
    }

    fn parts(&self) -> std::sync::MutexGuard<'_, Parts> {
        self.0.lock().unwrap_or_else(|e| e.into_inner())
    }
}

impl Parts {
    fn append(&mut self, record: &Record) {
        let line = line(record);
        if self.written > self.carried && self.written + line.len() as u64 > self.carried + self.part_bytes {
            self.rotate();
        }
        let _ = self.write(&line);
    }

    /// The current part becomes the previous one (the one before goes); the new one begins with
    /// the daemon and the processes still tracked.
    fn rotate(&mut self) {
        let (current, previous) = (format!("{}{CURRENT}", self.stem), format!("{}{PREVIOUS}", self.stem));
        let fresh = self.dir.rename(&current, &previous).and_then(|()| match self.dir.append_new(&current) {
            // Not ours: the name was free a moment ago.
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => self.dir.remove(&current).and_then(|()| self.dir.append_new(&current)),
            opened => opened,
        });
        match fresh {
            Ok(file) => (self.file, self.written, self.torn) = (file, 0, false),
            // Written on where it was: still read, as a part.
            Err(e) => {
                tracing::error!("cannot begin a new part of the journal {}: {e}", self.dir.join(&current).display());
                self.part_bytes = u64::MAX;
                return;
            }
        }
        let mut carried = line(&Record::Daemon(self.daemon.clone()));
        for p in self.open.values() {
            carried.extend(line(&Record::Tracked(p.clone())));
        }
        let _ = self.write(&carried);
        self.carried = self.written;
    }

    fn write(&mut self, bytes: &[u8]) -> io::Result<()> {
        let mut buf = Vec::with_capacity(bytes.len() + 1);
        if self.torn {
            buf.push(b'\n');
        }
        buf.extend_from_slice(bytes);
        match self.file.write_all(&buf) {
            Ok(()) => {
                self.written += buf.len() as u64;
                self.torn = false;
                Ok(())
            }
            Err(e) => {
                if !self.torn {
                    tracing::error!("cannot write the journal {}: {e}", self.dir.join(&format!("{}{CURRENT}", self.stem)).display());
                }
                // What made it to the file counts against the part.
                self.written += buf.len() as u64;
                self.torn = true;
                Err(e)
            }
        }
    }
}

fn line(record: &Record) -> Vec<u8> {
    let mut line = serde_json::to_vec(record).expect("a record serializes");
    line.push(b'\n');
    line
}

fn now_ms() -> u64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_millis() as u64)
}

/// The journal a file of `dir` is a part of (its stem), if it is one.
pub fn stem_of(name: &str) -> Option<&str> {
    let stem = name.strip_suffix(PREVIOUS).or_else(|| name.strip_suffix(CURRENT))?;
    let rest = stem.strip_prefix(PREFIX)?;
    let (pid, n) = rest.split_once('.').unwrap_or((rest, "0"));
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    (digits(pid) && digits(n)).then_some(stem)
}

/// Whether the daemon of the journal `stem` in `dir` still runs (its journal is needed then):
/// for the budget, which reads a journal's first line only when a process has its PID, never
/// through a link or a fifo put there.
pub fn daemon_runs(dir: &OutDir, stem: &str) -> bool {
    let pid = stem[PREFIX.len()..].split('.').next().unwrap_or_default();
    if !Path::new("/proc").join(pid).exists() {
        return false;
    }
    let first = [CURRENT, PREVIOUS].iter().find_map(|part| {
        let mut line = String::new();
        let file = dir.open_read(&format!("{stem}{part}")).ok()?;
        io::BufReader::new(io::Read::take(file, 64 << 10)).read_line(&mut line).ok()?;
        match serde_json::from_str(&line) {
            Ok(Record::Daemon(d)) => Some(d),
            _ => None,
        }
    });
    first.is_some_and(|d| d.runs())
}

/// The records of a part, in order. A torn last line (its daemon killed as it wrote it) and a
/// line that is no record are left out.
pub fn records(bytes: &[u8]) -> Vec<Record> {
    let whole = match bytes.iter().rposition(|&b| b == b'\n') {
        Some(end) => &bytes[..end],
        None => return vec![],
    };
    whole.split(|&b| b == b'\n').filter_map(|l| serde_json::from_slice(l).ok()).collect()
}

/// A daemon's journal as read back, both parts.
#[derive(Debug, Default)]
pub struct Log {
    /// Its current part, as said to users.
    pub path: PathBuf,
    pub daemon: Option<Daemon>,
    /// It stopped cleanly.
    pub stopped: bool,
    /// By summary name (a process carried into a part is the same process).
    tracked: IndexMap<String, Process>,
    skipped: Vec<Process>,
    /// Each summary's name as written, or why it was not.
    ended: HashMap<String, Result<String, String>>,
    /// Summaries whose files the budget removed, and why.
    removed: HashMap<String, String>,
}

/// What became of a process a journal names.
#[derive(Debug, Clone, PartialEq)]
pub enum Fate {
    /// Its summary is in the directory, under this name: it is judged by it.
    Summarized(String),
    /// It still runs, traced by a daemon that runs: its summary comes when it ends.
    Running,
    /// It ended and the daemon that tracked it runs: its summary is on its way.
    Coming,
    /// Its summary is not there, and will not be.
    Unseen(Unseen),
}

/// Why a process's summary is not there.
#[derive(Debug, Clone, PartialEq)]
pub enum Unseen {
    /// It was not tracked: the process cap (`--max-processes`).
    NotTracked(String),
    /// The output budget removed its files.
    Removed(String),
    /// Its daemon ended without writing it: killed (SIGKILL, OOM) before the process ended.
    Killed(u32),
    /// The daemon could not write it.
    NotWritten(String),
    /// It was written and is gone, not by the budget.
    Missing,
}

impl fmt::Display for Unseen {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unseen::NotTracked(why) => write!(f, "not tracked: {why}"),
            Unseen::Removed(why) => write!(f, "its files were removed by the output budget: {why}"),
            Unseen::Killed(pid) => write!(f, "its summary was never written: the daemon tracking it (pid {pid}) was killed before it ended"),
            Unseen::NotWritten(e) => write!(f, "its summary could not be written: {e}"),
            Unseen::Missing => f.write_str("its summary is gone (removed, not by the output budget)"),
        }
    }
}

impl Log {
    /// A journal's records, its previous part's first.
    pub fn of(path: PathBuf, records: impl IntoIterator<Item = Record>) -> Log {
        let mut log = Log { path, ..Log::default() };
        for record in records {
            match record {
                Record::Daemon(d) => log.daemon = Some(d),
                Record::Tracked(p) => {
                    let name = p.summary.clone().unwrap_or_default();
                    log.tracked.insert(name, p);
                }
                Record::Skipped(p) => log.skipped.push(p),
                Record::Ended { summary, written, error } => {
                    log.ended.insert(summary, written.ok_or_else(|| error.unwrap_or_default()));
                }
                Record::Removed { summary, why } => {
                    log.removed.insert(summary, why);
                }
                Record::Stopped { .. } => log.stopped = true,
            }
        }
        log
    }

    /// Whether the daemon that wrote it still runs.
    pub fn daemon_runs(&self) -> bool {
        !self.stopped && self.daemon.as_ref().is_some_and(Daemon::runs)
    }

    /// Every process it names, and what became of it; `present`: whether a summary of that name
    /// is in the directory.
    pub fn account(&self, present: impl Fn(&str) -> bool) -> Vec<(&Process, Fate)> {
        let runs = self.daemon_runs();
        let daemon = self.daemon.as_ref().map_or(0, |d| d.pid);
        let mut fates: Vec<(&Process, Fate)> = Vec::new();
        for (name, p) in &self.tracked {
            let written = match self.ended.get(name) {
                Some(Err(e)) => {
                    fates.push((p, Fate::Unseen(Unseen::NotWritten(e.clone()))));
                    continue;
                }
                Some(Ok(written)) => Some(written.as_str()),
                None => None,
            };
            let name = written.unwrap_or(name);
            let fate = match self.removed.get(name) {
                _ if present(name) => Fate::Summarized(name.to_owned()),
                Some(why) => Fate::Unseen(Unseen::Removed(why.clone())),
                None if written.is_some() || self.stopped => Fate::Unseen(Unseen::Missing),
                None if !runs => Fate::Unseen(Unseen::Killed(daemon)),
                None if p.runs() => Fate::Running,
                None => Fate::Coming,
            };
            fates.push((p, fate));
        }
        for p in &self.skipped {
            let why = p.why.clone().unwrap_or_default();
            fates.push((p, Fate::Unseen(Unseen::NotTracked(why))));
        }
        fates
    }
}

/// The journals in `dir`: each read whole, or why it could not be (by its current part's path).
pub fn in_dir(dir: &Path) -> io::Result<Vec<Result<Log, (PathBuf, io::Error)>>> {
    let mut stems: Vec<String> = Vec::new();
    for entry in fs::read_dir(dir)? {
        let name = entry?.file_name();
        if let Some(stem) = name.to_str().and_then(stem_of) {
            if !stems.iter().any(|s| s == stem) {
                stems.push(stem.to_owned());
            }
        }
    }
    stems.sort();
    let read = |stem: &str| -> Result<Log, (PathBuf, io::Error)> {
        let path = dir.join(format!("{stem}{CURRENT}"));
        let mut records = Vec::new();
        for part in [PREVIOUS, CURRENT] {
            let file = dir.join(format!("{stem}{part}"));
            match fs::read(&file) {
                Ok(bytes) => records.extend(self::records(&bytes)),
                // Between two parts, or the budget took it: what the other says stands.
                Err(e) if e.kind() == io::ErrorKind::NotFound => {}
                Err(e) => return Err((file, e)),
            }
        }
        Ok(Log::of(path, records))
    };
    Ok(stems.iter().map(|s| read(s)).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fresh(name: &str) -> (PathBuf, OutDir) {
        let dir = std::env::temp_dir().join(format!("ze-tracer-journal-{}-{name}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        let out = OutDir::open(&dir).unwrap();
        (dir, out)
    }

    /// A process, as the daemon would know it.
    fn process(pid: u32, ticks: Option<u64>) -> Process {
        let ci_job = Some(CiJob { provider: "gitlab".into(), id: "42".into(), name: Some("gpu".into()) });
        Process { pid, comm: "wl".into(), start_time: Some(1_700_000_000_000), start_ticks: ticks, cgroup: Some("/ci.scope".into()), ci_job, ..Process::default() }
    }

    fn read_one(dir: &Path) -> Log {
        let mut logs = in_dir(dir).unwrap();
        assert_eq!(logs.len(), 1);
        logs.pop().unwrap().unwrap()
    }

    /// Every record, written by the daemon's calls and read back: the same records, in order.
    #[test]
    fn records_round_trip() {
        let (dir, out) = fresh("round-trip");
        let daemon = Daemon::this("system-wide", vec![]);
        let j = Journal::open(&out, daemon.clone(), part_bytes(None)).unwrap();
        j.tracked(process(7, Some(70)), "ze-tracer_pid7.json");
        j.skipped(process(8, Some(80)), "--max-processes 1 was reached");
        j.ended("ze-tracer_pid7.json", Ok("ze-tracer_pid7.1.json".into()));
        j.ended("ze-tracer_pid9.json", Err("No space left on device".into()));
        j.removed("ze-tracer_pid7.1.json", "over --max-output-mb (1)");
        j.stopped();
        let name = format!("{}{CURRENT}", j.stem());
        assert_eq!(name, format!("ze-tracer_daemon{}.journal", std::process::id()));
        let read = records(&fs::read(dir.join(&name)).unwrap());
        let tracked = Process { summary: Some("ze-tracer_pid7.json".into()), ..process(7, Some(70)) };
        let skipped = Process { why: Some("--max-processes 1 was reached".into()), ..process(8, Some(80)) };
        let at = match read.last() {
            Some(Record::Stopped { at }) => *at,
            other => panic!("{other:?}"),
        };
        let written = vec![
            Record::Daemon(daemon),
            Record::Tracked(tracked),
            Record::Skipped(skipped),
            Record::Ended { summary: "ze-tracer_pid7.json".into(), written: Some("ze-tracer_pid7.1.json".into()), error: None },
            Record::Ended { summary: "ze-tracer_pid9.json".into(), written: None, error: Some("No space left on device".into()) },
            Record::Removed { summary: "ze-tracer_pid7.1.json".into(), why: "over --max-output-mb (1)".into() },
            Record::Stopped { at },
        ];
        assert_eq!(read, written);
        // A second daemon with this PID (another boot's, another namespace's) keeps its own.
        let again = Journal::open(&out, Daemon::this("run", vec![1]), part_bytes(None)).unwrap();
        assert_eq!(again.stem(), format!("ze-tracer_daemon{}.1", std::process::id()));
        assert_eq!(in_dir(&dir).unwrap().len(), 2);
        let _ = fs::remove_dir_all(&dir);
    }

    /// A daemon killed as it wrote a line leaves half of it: the records before stand.
    #[test]
    fn a_torn_last_line_is_ignored() {
        let (dir, out) = fresh("torn");
        let j = Journal::open(&out, Daemon::this("system-wide", vec![]), part_bytes(None)).unwrap();
        j.tracked(process(7, None), "ze-tracer_pid7.json");
        let name = dir.join(format!("{}{CURRENT}", j.stem()));
        let whole = fs::read(&name).unwrap();
        let torn = String::from_utf8(line(&Record::Tracked(Process { summary: Some("ze-tracer_pid8.json".into()), ..process(8, None) }))).unwrap();
        fs::OpenOptions::new().append(true).open(&name).unwrap().write_all(&torn.as_bytes()[..torn.len() / 2]).unwrap();
        assert_eq!(records(&fs::read(&name).unwrap()), records(&whole));
        let log = read_one(&dir);
        let pids: Vec<u32> = log.tracked.values().map(|p| p.pid).collect();
        assert_eq!(pids, [7]);
        // A line after a torn one, as a failed write leaves it, is read; the torn one is not.
        let mut bytes = whole.clone();
        bytes.extend(&torn.as_bytes()[..10]);
        bytes.extend(b"\n");
        bytes.extend(line(&Record::Stopped { at: 1 }));
        assert_eq!(records(&bytes).len(), 3);
        let _ = fs::remove_dir_all(&dir);
    }

    /// Past a part's bytes a new part begins; the one before that goes. The journal stays within
    /// two parts, and the processes still tracked are carried into the new part: what its
    /// reader needs is never lost with a part.
    #[test]
    fn parts_rotate_within_their_bytes_and_keep_what_is_open() {
        let (dir, out) = fresh("rotate");
        let part = 2048;
        let j = Journal::open(&out, Daemon::this("system-wide", vec![]), part).unwrap();
        j.tracked(process(1, None), "ze-tracer_pid1.json");
        for pid in 100..400 {
            let name = format!("ze-tracer_pid{pid}.json");
            j.tracked(process(pid, None), &name);
            j.ended(&name, Ok(name.clone()));
        }
        let mut names: Vec<String> = fs::read_dir(&dir).unwrap().map(|e| e.unwrap().file_name().into_string().unwrap()).collect();
        names.sort();
        let stem = j.stem();
        assert_eq!(names, [format!("{stem}{CURRENT}"), format!("{stem}{PREVIOUS}")]);
        let size = |n: &str| fs::metadata(dir.join(n)).unwrap().len();
        let header_and_open = line(&Record::Daemon(Daemon::this("system-wide", vec![]))).len() as u64 + 400;
        for n in &names {
            assert!(size(n) <= part + header_and_open, "{n}: {} bytes", size(n));
        }
        // Each part begins with the daemon; the process still tracked is in the current part.
        for n in &names {
            assert!(matches!(records(&fs::read(dir.join(n)).unwrap()).first(), Some(Record::Daemon(_))), "{n}");
        }
        let current = records(&fs::read(dir.join(&names[0])).unwrap());
        assert!(current.iter().any(|r| matches!(r, Record::Tracked(p) if p.pid == 1)));
        let log = read_one(&dir);
        assert!(log.daemon.is_some() && log.tracked.contains_key("ze-tracer_pid1.json") && !log.tracked.contains_key("ze-tracer_pid100.json"));
        // Ended, it is not carried again.
        j.ended("ze-tracer_pid1.json", Ok("ze-tracer_pid1.json".into()));
        for pid in 400..500 {
            j.skipped(process(pid, None), "--max-processes 1 was reached");
        }
        assert!(!read_one(&dir).tracked.contains_key("ze-tracer_pid1.json"));
        let _ = fs::remove_dir_all(&dir);
    }

    /// What `check` is told of each process a journal names: judged by its summary, not tracked,
    /// removed by the budget, never written (its daemon killed), still running, on its way.
    #[test]
    fn each_process_s_fate_follows_from_the_journal_and_the_processes() {
        // A process that ran and ended, for a PID no process has (its start is not the one now).
        let mut ended = std::process::Command::new("true").spawn().unwrap();
        ended.wait().unwrap();
        let gone = ended.id();
        let me = std::process::id();
        let alive = process(me, facts::start_ticks(me));
        let dead = process(gone, Some(1));
        let tracked = |p: &Process, name: &str| Record::Tracked(Process { summary: Some(name.into()), ..p.clone() });
        let killed = Daemon { pid: gone, start_ticks: Some(1), boot_id: facts::boot_id(), ..Daemon::default() };
        let records = vec![
            Record::Daemon(killed),
            tracked(&dead, "a.json"),
            tracked(&dead, "b.json"),
            tracked(&dead, "c.json"),
            tracked(&alive, "d.json"),
            Record::Skipped(Process { why: Some("--max-processes 1 was reached".into()), ..dead.clone() }),
            Record::Ended { summary: "a.json".into(), written: Some("a.1.json".into()), error: None },
            Record::Ended { summary: "b.json".into(), written: Some("b.json".into()), error: None },
            Record::Removed { summary: "b.json".into(), why: "over --max-output-mb (1)".into() },
        ];
        let fates = |log: &Log| log.account(|n| n == "a.1.json").into_iter().map(|(_, f)| f).collect::<Vec<_>>();
        let log = Log::of("j".into(), records.clone());
        assert!(!log.daemon_runs());
        assert_eq!(fates(&log), [
            Fate::Summarized("a.1.json".into()),
            Fate::Unseen(Unseen::Removed("over --max-output-mb (1)".into())),
            Fate::Unseen(Unseen::Killed(gone)),
            // Alive, but no daemon traces it any more: its summary will never come.
            Fate::Unseen(Unseen::Killed(gone)),
            Fate::Unseen(Unseen::NotTracked("--max-processes 1 was reached".into())),
        ]);
        // The same, from a daemon that runs (this process): ended is on its way, alive runs.
        let mut running = records.clone();
        running[0] = Record::Daemon(Daemon::this("system-wide", vec![]));
        let log = Log::of("j".into(), running.clone());
        assert!(log.daemon_runs());
        assert_eq!(fates(&log)[2..4], [Fate::Coming, Fate::Running]);
        // Stopped cleanly, every summary was written: one absent is gone.
        running.push(Record::Stopped { at: 1 });
        assert_eq!(fates(&Log::of("j".into(), running))[2], Fate::Unseen(Unseen::Missing));
    }

    #[test]
    fn journal_names() {
        assert_eq!(stem_of("ze-tracer_daemon12.journal"), Some("ze-tracer_daemon12"));
        assert_eq!(stem_of("ze-tracer_daemon12.3.journal.1"), Some("ze-tracer_daemon12.3"));
        for name in ["ze-tracer_daemon.journal", "ze-tracer_pid12.journal", "ze-tracer_daemon12.json", "ze-tracer_daemon1.x.journal", "ze-tracer_daemon1.journal.2"] {
            assert_eq!(stem_of(name), None, "{name}");
        }
        assert_eq!(part_bytes(Some(1 << 20)), 16 << 10);
        assert_eq!(part_bytes(Some(1 << 30)), 16 << 20);
    }
}
