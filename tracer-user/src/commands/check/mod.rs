//! `ze-tracer check DIR`: the CI gate over the summaries a job (or the service) left behind.
//!
//! Reads every summary in DIR and fails when a process ended with more objects or memory
//! outstanding than the thresholds allow. Summaries are read as `report` reads them
//! (`crate::output::summary`): `objects`, which can hold millions of entries, is folded while
//! streaming, never held in memory.
use std::time::{Duration, Instant};

use crate::{
    data::Ended,
    exit::{self, Fatal},
    output::journal::{self, Fate},
};

mod allowed;
mod args;
mod judge;
mod output;
mod select;
mod share;
mod since;
#[cfg(test)]
mod tests;

pub use args::CheckArgs;
use allowed::AllowList;
use judge::{Judged, Verdict, growing, judge};
use output::{print_lines, to_json};
use select::{absent, dir_error, load, names, selected, summaries_in, wanted};

pub fn run(args: &CheckArgs) -> Result<i32, Fatal> {
    wait_for_summaries(args)?;
    let verdict = evaluate(args)?;
    let absent = verdict.unseen.len() + verdict.running.len();
    if verdict.found == 0 && absent == 0 {
        eprintln!(
            "ze-tracer check: no summaries in {}: nothing to check",
            args.dir.display()
        );
    } else if verdict.judged.is_empty() && absent == 0 && (args.cgroup.is_some() || args.job.is_some() || args.since.is_some()) {
        eprintln!("ze-tracer check: none of the {} summaries in {} is of {}", verdict.found, args.dir.display(), wanted(args));
    }
    if args.json {
        println!("{}", crate::output::printable_json(&to_json(&verdict, args).to_string()));
    } else {
        print_lines(&verdict, args);
    }
    let filtered = args.cgroup.is_some() || args.job.is_some() || args.since.is_some();
    let nothing_judged = verdict.judged.is_empty() && verdict.unreadable.is_empty() && absent == 0 && !args.allow_none;
    if nothing_judged && filtered {
        eprintln!(
            "ze-tracer check: no process of {} in {}: nothing was judged (a wrong --cgroup, \
             --job or --since, or no tracer ran?); --allow-none passes",
            wanted(args),
            args.dir.display()
        );
        return Ok(exit::NOTHING_JUDGED);
    }
    if nothing_judged && !verdict.never_loaded.is_empty() {
        eprintln!(
            "ze-tracer check: no process in {} loaded libze_loader while traced: nothing was judged; --allow-none passes",
            args.dir.display()
        );
        return Ok(exit::NOTHING_JUDGED);
    }
    Ok(verdict.code(args.require_complete))
}

/// Waits, up to --wait, while a journal says a summary of the selection is being written: its
/// process ended, its daemon runs (reading the journals and the directory's names only).
fn wait_for_summaries(args: &CheckArgs) -> Result<(), Fatal> {
    let (start, wait) = (Instant::now(), Duration::from_secs(args.wait));
    let mut said = false;
    loop {
        let logs = journal::in_dir(&args.dir).map_err(|e| dir_error(&args.dir, e))?;
        let present = names(&summaries_in(&args.dir)?);
        let coming: Vec<u32> =
            absent(args, logs, &present).0.iter().filter(|a| a.fate == Fate::Coming).map(|a| a.process.pid).collect();
        let left = wait.saturating_sub(start.elapsed());
        if coming.is_empty() || left.is_zero() {
            return Ok(());
        }
        if !said {
            let pids: Vec<String> = coming.iter().map(u32::to_string).collect();
            eprintln!("ze-tracer check: waiting up to {}s for the summaries being written of pid {}", args.wait, pids.join(", "));
            said = true;
        }
        std::thread::sleep(left.min(Duration::from_millis(200)));
    }
}

fn evaluate(args: &CheckArgs) -> Result<Verdict, Fatal> {
    let mut allow = AllowList::default();
    for path in &args.allow_sites {
        allow.extend(AllowList::load(path)?);
    }
    // The journals before the summaries: a summary written in between is then on its way (its
    // daemon journals it once written), never gone.
    let logs = journal::in_dir(&args.dir).map_err(|e| dir_error(&args.dir, e))?;
    let paths = summaries_in(&args.dir)?;
    let found = paths.len();
    let (mut unseen, mut unreadable) = absent(args, logs, &names(&paths));
    let running = unseen.extract_if(.., |a| a.fate == Fate::Running).collect();
    let (mut judged, mut never_loaded) = (Vec::new(), Vec::new());
    for path in paths {
        let summary = match load(&path) {
            Ok(s) => s,
            Err(e) => {
                unreadable.push((path, e));
                continue;
            }
        };
        let selected = selected(args, summary.cgroup.as_deref(), summary.ci_job.as_ref(), summary.start_time);
        if selected && !summary.loaded_level_zero {
            never_loaded.push((path, summary));
            continue;
        }
        if selected {
            let running = summary.ended == Ended::Stopped;
            let (beyond, unjudged, new_sites) = match running {
                // What a running process holds is no leak: its growth is judged instead.
                false => judge(&summary, args, &allow),
                true => (vec![], vec![], vec![]),
            };
            let growing = if running { growing(&summary, args, &allow) } else { vec![] };
            judged.push(Judged {
                path,
                summary,
                beyond,
                unjudged,
                new_sites,
                growing,
            });
        }
    }
    Ok(Verdict { judged, found, never_loaded, unreadable, unseen, running })
}
