//! The output directory within a budget (`--max-output-mb`, `--max-output-age`): a CI runner's
//! service traces tens of thousands of processes a week, and each leaves a CSV, a summary and
//! maybe a profile and a page. When over, the files of the processes that ended longest ago go
//! first, whole (everything named `ze-tracer_pid<PID>[.<N>].*`, together), each removal logged
//! once and counted for the metrics. A process still traced has no summary yet, and a group
//! without one is never touched: it never loses a file.
//!
//! The daemons' journals (`journal`) count too: a journal is removed as a group of its own,
//! by the time it was last written, once its daemon is gone; the journal of a daemon that runs
//! never is. What is removed of a process is said to the caller, for the journal.
//!
//! Run by the writer thread after each process's files are written, and when it is idle (for
//! the age limit), so the loop never waits on the directory scan.
use std::{
    collections::HashMap,
    fs,
    sync::atomic::{AtomicU64, Ordering},
    time::{Duration, SystemTime},
};

use super::journal;
use crate::process::out_dir::OutDir;

/// Files removed so far (processes' groups), for the metrics: over the size, over the age.
pub static REMOVED: [AtomicU64; 2] = [AtomicU64::new(0), AtomicU64::new(0)];

#[derive(Debug, Clone, Default)]
pub struct Budget {
    pub max_bytes: Option<u64>,
    pub max_age: Option<Duration>,
}

/// One traced process image's files (their names).
#[derive(Default)]
struct Group {
    files: Vec<String>,
    bytes: u64,
    /// Its summary's time: when it ended (None: still traced, or its summary never written).
    /// A journal's: when it was last written (None: its daemon runs).
    ended: Option<SystemTime>,
    /// A daemon's journal, not a process's files.
    journal: bool,
}

impl Budget {
    pub fn is_set(&self) -> bool {
        self.max_bytes.is_some() || self.max_age.is_some()
    }

    /// Removes the oldest ended processes' files until `dir` is within the budget. `removing` is
    /// told the summary of each process whose files go, and why, before they go (a reader who
    /// finds a summary gone then finds why).
    pub fn prune(&self, dir: &OutDir, mut removing: impl FnMut(&str, &str)) {
        if !self.is_set() {
            return;
        }
        let mut groups = groups(dir);
        let mut total: u64 = groups.values().map(|g| g.bytes).sum();
        let mut ended: Vec<(SystemTime, String)> = groups.iter().filter_map(|(k, g)| Some((g.ended?, k.clone()))).collect();
        ended.sort();
        let now = SystemTime::now();
        for (when, key) in ended {
            let old = self.max_age.is_some_and(|max| now.duration_since(when).unwrap_or_default() > max);
            let over = self.max_bytes.is_some_and(|max| total > max);
            if !old && !over {
                break;
            }
            let group = groups.remove(&key).unwrap_or_default();
            let why = match old {
                true => format!("older than --max-output-age ({}s)", self.max_age.unwrap_or_default().as_secs()),
                false => format!("over --max-output-mb ({})", self.max_bytes.unwrap_or_default() >> 20),
            };
            if !group.journal {
                removing(&format!("{key}.json"), &why);
            }
            let removed: u64 = group.files.iter().filter(|f| dir.remove(f).is_ok()).count() as u64;
            if removed == 0 {
                continue;
            }
            total = total.saturating_sub(group.bytes);
            let ago = now.duration_since(when).unwrap_or_default().as_secs();
            if group.journal {
                tracing::info!("removed the journal {key} of a daemon gone (last written {ago}s ago, {} bytes): {why}", group.bytes);
                continue;
            }
            REMOVED[old as usize].fetch_add(1, Ordering::Relaxed);
            tracing::info!("removed the outputs of {key} (ended {ago}s ago, {} files, {} bytes): {why}", group.files.len(), group.bytes);
        }
    }
}

/// `dir`'s files of traced processes, by process image (`ze-tracer_pid<PID>[.<N>]`), and its
/// journals, by daemon.
fn groups(dir: &OutDir) -> HashMap<String, Group> {
    let mut groups: HashMap<String, Group> = HashMap::new();
    for entry in fs::read_dir(dir.held()).into_iter().flatten().flatten() {
        let name = entry.file_name();
        let Some(name) = name.to_str() else { continue };
        let (key, journal) = match crate::data::names::stem_of(name) {
            Some(key) => (key, false),
            None => match journal::stem_of(name) {
                Some(stem) => (stem, true),
                None => continue,
            },
        };
        let Ok(meta) = entry.metadata() else { continue };
        let group = groups.entry(key.to_owned()).or_default();
        group.bytes += meta.len();
        group.journal = journal;
        if journal || name[key.len()..] == *".json" {
            group.ended = group.ended.max(meta.modified().ok());
        }
        group.files.push(name.to_owned());
    }
    // Never the journal of a daemon that runs (this one's included): it says what is to come.
    for (key, group) in groups.iter_mut().filter(|(_, g)| g.journal) {
        if journal::daemon_runs(dir, key) {
            group.ended = None;
        }
    }
    groups
}

/// `14d`, `36h`, `90m`, `600s` (or plain seconds).
pub fn parse_age(s: &str) -> Result<Duration, String> {
    let (n, unit) = s.split_at(s.find(|c: char| !c.is_ascii_digit()).unwrap_or(s.len()));
    let n: u64 = n.parse().map_err(|_| format!("{s:?}: a number with d, h, m or s"))?;
    let secs = match unit {
        "d" => 86_400,
        "h" => 3_600,
        "m" => 60,
        "s" | "" => 1,
        _ => return Err(format!("{s:?}: a number with d, h, m or s")),
    };
    Ok(Duration::from_secs(n * secs))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ages_parse_with_units() {
        assert_eq!(parse_age("14d"), Ok(Duration::from_secs(14 * 86_400)));
        assert_eq!(parse_age("90m"), Ok(Duration::from_secs(5_400)));
        assert_eq!(parse_age("600"), Ok(Duration::from_secs(600)));
        assert!(parse_age("2w").is_err());
        assert!(parse_age("h").is_err());
    }

    #[test]
    fn the_oldest_ended_go_first_and_the_running_stay() {
        let dir = std::env::temp_dir().join(format!("ze-tracer-budget-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        let kb = vec![b'x'; 1024];
        // Three ended (oldest first), one still traced (a CSV, no summary).
        for pid in [1, 2, 3] {
            fs::write(dir.join(format!("ze-tracer_pid{pid}.csv")), &kb).unwrap();
            fs::write(dir.join(format!("ze-tracer_pid{pid}.json")), &kb).unwrap();
            std::thread::sleep(Duration::from_millis(20));
        }
        fs::write(dir.join("ze-tracer_pid9.csv"), vec![b'x'; 3072]).unwrap();
        fs::write(dir.join("other.txt"), vec![b'x'; 9000]).unwrap();
        let out = OutDir::open(&dir).unwrap();
        let mut pruned = Vec::new();
        Budget { max_bytes: Some(7 * 1024), max_age: None }.prune(&out, |s, why| pruned.push((s.to_owned(), why.to_owned())));
        assert_eq!(pruned, [("ze-tracer_pid1.json".to_owned(), "over --max-output-mb (0)".to_owned())]);
        let left = |name: &str| dir.join(name).exists();
        assert!(!left("ze-tracer_pid1.csv") && !left("ze-tracer_pid1.json"));
        assert!(left("ze-tracer_pid2.json") && left("ze-tracer_pid3.json"));
        // Even over the budget, the running process's file and others' stay.
        Budget { max_bytes: Some(1), max_age: None }.prune(&out, |_, _| {});
        assert!(left("ze-tracer_pid9.csv") && left("other.txt"));
        assert!(!left("ze-tracer_pid3.json"));
        fs::remove_dir_all(&dir).unwrap();
    }

    /// The journals count against the budget; a gone daemon's goes in its turn, by when it was
    /// last written; the journal of a daemon that runs never does.
    #[test]
    fn journals_count_and_a_running_daemon_s_stays() {
        let dir = std::env::temp_dir().join(format!("ze-tracer-budget-journal-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        let out = OutDir::open(&dir).unwrap();
        // A daemon gone (a process that ended), its journal written first.
        let mut gone = std::process::Command::new("true").spawn().unwrap();
        gone.wait().unwrap();
        let old = format!("ze-tracer_daemon{}.journal", gone.id());
        let record = journal::Record::Daemon(journal::Daemon { pid: gone.id(), start_ticks: Some(1), ..Default::default() });
        fs::write(dir.join(&old), serde_json::to_string(&record).unwrap() + "\n").unwrap();
        std::thread::sleep(Duration::from_millis(20));
        let kb = vec![b'x'; 512];
        for pid in [1, 2] {
            fs::write(dir.join(format!("ze-tracer_pid{pid}.csv")), &kb).unwrap();
            fs::write(dir.join(format!("ze-tracer_pid{pid}.json")), &kb).unwrap();
            std::thread::sleep(Duration::from_millis(20));
        }
        // This daemon's, which runs.
        let own = journal::Journal::open(&out, journal::Daemon::this("system-wide", vec![]), journal::part_bytes(None)).unwrap();
        own.tracked(journal::Process { pid: 3, ..Default::default() }, "ze-tracer_pid3.json");
        let own = format!("{}.journal", own.stem());
        let size = |name: &str| fs::metadata(dir.join(name)).unwrap().len();
        let left = |name: &str| dir.join(name).exists();
        // Room for the processes' files, not for the journals too: the oldest goes, the gone
        // daemon's journal first.
        let budget = |max| Budget { max_bytes: Some(max), max_age: None };
        budget(2048 + size(&own)).prune(&out, |_, _| {});
        assert!(!left(&old) && left("ze-tracer_pid1.json") && left(&own));
        budget(1024 + size(&own)).prune(&out, |_, _| {});
        assert!(!left("ze-tracer_pid1.json") && left("ze-tracer_pid2.json"));
        let mut pruned = Vec::new();
        budget(1).prune(&out, |s, _| pruned.push(s.to_owned()));
        assert_eq!(pruned, ["ze-tracer_pid2.json"]);
        assert!(left(&own), "the running daemon's journal was removed");
        fs::remove_dir_all(&dir).unwrap();
    }
}
