//! The verdict on a process in a line, from its summary (or, without one, from what its CSV
//! alone left outstanding), as its page and `top` say it.
use std::fmt::Write as _;

use crate::{
    data::Ended,
    output::{
        leaks::Leaks,
        summary,
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
    let outcome = Outcome::of(lost, n, growing);
    let text = match (running, outcome) {
        (Some(s), _) => running_line(s, n, bytes),
        (None, Outcome::Incomplete) => lost_line(summary.expect("events lost: a summary says so"), n),
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
    (outcome, text)
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
