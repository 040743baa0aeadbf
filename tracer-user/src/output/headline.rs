//! The verdict on a process in a line, from its summary (or, without one, from what its CSV
//! alone left outstanding), as its page and `top` say it.
use std::fmt::Write as _;

use crate::{
    data::{Ended, copies::Use},
    output::{
        leaks::Leaks,
        printable, summary,
        units::{self, number, size_exact, type_words},
        verdict::Outcome,
    },
};

/// A summary as read back.
type Summary = summary::Summary<'static>;

/// The verdict on a process in a line, as its page and `top` say it: from its summary, or from
/// what its CSV alone left outstanding (`leaks`: the summary's objects when there is one).
pub fn line(summary: Option<&Summary>, leaks: &Leaks) -> (Outcome, String) {
    let n = leaks.objects();
    let bytes = leaks.usm_bytes();
    let running = summary.filter(|s| s.ended == Ended::Stopped);
    let growing = running.map(|s| s.sites().iter().filter(|s| s.is_growing()).count());
    let lost = summary.map_or(0, |s| s.dropped_events);
    let mut outcome = Outcome::of(lost, n, growing);
    let head = match running {
        Some(s) => running_head(s),
        None => summary.map(incomplete_head).unwrap_or_default(),
    };
    let text = match (running, outcome) {
        (Some(s), _) => match head.is_empty() {
            true => running_line(s, n, bytes),
            // After "INCOMPLETE, …; ", in the sentence.
            false => running_line(s, n, bytes).replacen("Still", "still", 1),
        },
        (None, Outcome::Incomplete) => {
            let line = lost_line(summary.expect("events lost: a summary says so"), n);
            return (outcome, format!("{head}{}", line.strip_prefix("INCOMPLETE, ").filter(|_| !head.is_empty()).unwrap_or(&line)));
        }
        // Calls may have been missed: nothing seen outstanding is not clean.
        (None, Outcome::Clean) if !head.is_empty() => {
            outcome = Outcome::Incomplete;
            match summary.map(|s| s.level_zero) {
                Some(Use::NotInitialized) => "no call traced".to_owned(),
                _ => "nothing outstanding".to_owned(),
            }
        }
        (None, Outcome::Clean) => match summary.filter(|s| s.kept_objects > 0) {
            Some(s) => format!("nothing leaked; kept by runtimes: {} objects, {}", number(s.kept_objects as i64), size_exact(s.kept_bytes)),
            None => match summary.and_then(|s| s.level_zero.no_object_words()) {
                Some(words) => words.to_owned(),
                None => "nothing outstanding".to_owned(),
            },
        },
        (None, Outcome::Leaked) => {
            let mut line = format!("LEAKED {} object{}, {} of USM", number(n as i64), if n == 1 { "" } else { "s" }, size_exact(bytes));
            // Objects whose parent the program destroyed first: still leaks, but the driver
            // may have freed them with it.
            if let Some(by_parent) = summary.map(|s| &s.objects.parent_destroyed).filter(|p| !p.is_empty()) {
                let total: u64 = by_parent.values().sum();
                let each: Vec<String> = by_parent.iter().map(|(ty, n)| format!("{n} {}", type_words(ty))).collect();
                let _ = write!(line, "; {total} outlived their parent, destroyed first ({}): the driver may have freed them", each.join(", "));
            }
            line
        }
    };
    (outcome, format!("{head}{text}"))
}

/// What the verdict on an ended process says before its counts when its calls may not all
/// have been seen: "INCOMPLETE, calls of … may be missing; " (loader copies armed late) or,
/// no event lost, "INCOMPLETE (its reasons); " (the summary's `complete`, said as it is);
/// else nothing. The report's first line, the page and `top` begin with it alike.
pub fn incomplete_head<O>(s: &summary::Summary<'_, O>) -> String {
    if !s.unseen_copies.is_empty() {
        return unseen_head(&s.unseen_copies);
    }
    match s.dropped_events == 0 && !s.complete {
        true => format!("INCOMPLETE ({}); ", printable(&s.incomplete_reasons.join("; "))),
        false => String::new(),
    }
}

/// What the verdict on a process still running says first: the loader copies armed late, then
/// its events lost; else nothing.
pub fn running_head<O>(s: &summary::Summary<'_, O>) -> String {
    let mut head = unseen_head(&s.unseen_copies);
    if s.dropped_events > 0 {
        let said = if head.is_empty() { "INCOMPLETE, " } else { "" };
        let _ = write!(head, "{said}{} event{} lost; ", s.dropped_events, if s.dropped_events == 1 { "" } else { "s" });
    }
    head
}

/// "INCOMPLETE, calls of libze_loader.so.1 may be missing; " when a loader copy it mapped was
/// not armed in time (see `data::copies`): said first, before any count.
fn unseen_head(unseen_copies: &[String]) -> String {
    match unseen_copies.is_empty() {
        true => String::new(),
        false => format!("INCOMPLETE, calls of {} may be missing; ", printable(&unseen_copies.join(", "))),
    }
}

/// Still running when tracing stopped: what it holds, and whether a site keeps growing.
fn running_line(s: &Summary, objects: u64, bytes: u64) -> String {
    let held = format!("Still running when tracing stopped: holds {} objects, {} of USM", number(objects as i64), size_exact(bytes));
    let growing: Vec<&summary::Site> = s.sites().iter().filter(|s| s.is_growing()).collect();
    match growing.len() {
        0 => format!("{held}; nothing growing"),
        k => {
            let rate: f64 = growing.iter().map(|s| s.growth_bytes_per_s()).sum();
            format!("{held}; {k} site{} growing, {}", if k == 1 { "" } else { "s" }, units::rate(rate))
        }
    }
}

/// Events were lost: that first, then the certain leaks and the objects a lost destroy may
/// have freed, apart (a summary older than that split: the `listed` objects).
fn lost_line(s: &Summary, listed: u64) -> String {
    let n = |v: u64| number(v as i64);
    if s.leaked_objects + s.uncertain_objects != listed {
        return format!("INCOMPLETE, {} events lost; {} objects outstanding", n(s.dropped_events), n(listed));
    }
    format!(
        "INCOMPLETE, {} events lost: {} objects certainly leaked ({}), {} uncertain ({}: a lost destroy may have freed them)",
        n(s.dropped_events),
        n(s.leaked_objects),
        size_exact(s.leaked_bytes),
        n(s.uncertain_objects),
        size_exact(s.uncertain_bytes)
    )
}
