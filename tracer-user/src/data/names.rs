//! The output files' names, made and read here only. A process image's files share a stem,
//! `ze-tracer_pid<PID>`, with `.<n>` after it for a PID's later images (n ≥ 1: a reused PID, an
//! earlier run's files kept), and differ by their ending, each named here: its CSV and summary,
//! and what is drawn from them (the page, the in-use profile, the Perfetto trace), which their
//! writers name after the summary.

const PREFIX: &str = "ze-tracer_pid";

/// A process's CSV's ending.
pub const CSV: &str = ".csv";
/// A process's summary's ending.
pub const SUMMARY: &str = ".json";
/// What is drawn from them, named after the summary: the page's, the in-use profile's, the
/// Perfetto trace's endings.
pub const PAGE: &str = ".html";
pub const PROFILE: &str = ".pb.gz";
pub const TRACE: &str = ".pftrace";

/// The stem of the files of `pid`'s image `n` (0: the first).
pub fn stem(pid: u32, n: u32) -> String {
    match n {
        0 => format!("{PREFIX}{pid}"),
        n => format!("{PREFIX}{pid}.{n}"),
    }
}

/// (PID, n) of a file named `stem(PID, n)` and `ending`; None for anything else, the daemon's
/// dot-file temporaries included.
pub fn key(name: &str, ending: &str) -> Option<(u32, u32)> {
    let rest = name.strip_prefix(PREFIX)?.strip_suffix(ending)?;
    let (pid, n) = rest.split_once('.').unwrap_or((rest, "0"));
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    if !digits(pid) || !digits(n) {
        return None;
    }
    Some((pid.parse().ok()?, n.parse().ok()?))
}

/// The stem of any file of a process image, whatever its ending (`ze-tracer_pid12.1` of
/// `ze-tracer_pid12.1.pb.gz`): the files the output budget removes together.
pub fn stem_of(name: &str) -> Option<&str> {
    let rest = name.strip_prefix(PREFIX)?;
    let pid = rest.bytes().take_while(u8::is_ascii_digit).count();
    if pid == 0 {
        return None;
    }
    let after = &rest[pid..];
    let n = after.strip_prefix('.').map_or(0, |a| {
        let d = a.bytes().take_while(u8::is_ascii_digit).count();
        // ".1.csv" is an image number; ".csv" is not.
        if d > 0 && a[d..].starts_with('.') { d + 1 } else { 0 }
    });
    Some(&name[..PREFIX.len() + pid + n])
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A name made is read back as made, whatever its ending; others are not ours.
    #[test]
    fn names_made_are_read_back() {
        for (pid, n) in [(1, 0), (123, 0), (7, 1), (4_194_304, 12)] {
            let stem = stem(pid, n);
            for ending in [CSV, SUMMARY, PAGE, PROFILE, TRACE] {
                let name = format!("{stem}{ending}");
                assert_eq!(key(&name, ending), Some((pid, n)), "{name}");
                assert_eq!(stem_of(&name), Some(stem.as_str()), "{name}");
            }
        }
        assert_eq!(stem(5, 0), "ze-tracer_pid5");
        assert_eq!(stem(5, 2), "ze-tracer_pid5.2");
        for other in ["ze-tracer_pid.csv", "notes.txt", ".ze-tracer_pid11.json.tmp99", "ze-tracer_pidx.json", "ze-tracer_pid5.x.json"] {
            assert_eq!(key(other, SUMMARY), None, "{other}");
        }
        assert_eq!(key("ze-tracer_pid5.csv", SUMMARY), None);
        assert_eq!(stem_of("ze-tracer_pid.csv"), None);
        assert_eq!(stem_of("notes.txt"), None);
    }
}
