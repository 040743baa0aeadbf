//! `check --since WHEN`: when the job began, as Unix ms.
//!
//! RFC 3339 is read by chrono (`DateTime::parse_from_rfc3339`, already linked for the metrics'
//! parser): a date its month lacks (`2026-02-30`) or an offset past ±23:59 is refused, with the
//! same one line as any other time that is not one.
/// `--since`: an RFC 3339 time, `@SECONDS` or an age, as Unix ms.
pub fn parse_since(s: &str) -> Result<u64, String> {
    let now_ms = || std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_millis() as u64);
    if let Some(secs) = s.strip_prefix('@') {
        return secs.parse::<u64>().map(|s| s * 1000).map_err(|_| format!("{s:?}: @ takes whole seconds since the Unix epoch"));
    }
    if s.contains('T') {
        return rfc3339_ms(s).ok_or_else(|| format!("{s:?}: not an RFC 3339 time (2026-11-26T20:00:00Z)"));
    }
    crate::output::budget::parse_age(s)
        .map(|age| now_ms().saturating_sub(age.as_millis() as u64))
        .map_err(|_| format!("{s:?}: not an RFC 3339 time, @SECONDS or an age (90m, 2h, 1d)"))
}

/// `YYYY-MM-DDTHH:MM:SS[.frac](Z|±HH:MM)` as Unix ms (a fraction past them cut, not rounded);
/// None before the epoch.
fn rfc3339_ms(s: &str) -> Option<u64> {
    u64::try_from(chrono::DateTime::parse_from_rfc3339(s).ok()?.timestamp_millis()).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn since_reads_the_forms_a_ci_gives() {
        assert_eq!(rfc3339_ms("1970-01-01T00:00:00Z"), Some(0));
        assert_eq!(rfc3339_ms("2026-11-26T20:00:00Z"), Some(1_795_723_200_000));
        assert_eq!(rfc3339_ms("2026-11-26T21:00:00.250+01:00"), Some(1_795_723_200_250));
        assert_eq!(rfc3339_ms("2024-02-29T00:00:00-00:30"), Some(1_709_166_600_000));
        assert_eq!(parse_since("@1795723200"), Ok(1_795_723_200_000));
        for bad in ["2026-13-01T00:00:00Z", "2026-11-26T20:00:00", "yesterday", "@x", "2026-11-26T20:00:00+0100"] {
            assert!(parse_since(bad).is_err(), "{bad}");
        }
        let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_millis() as u64;
        assert!(parse_since("90m").unwrap().abs_diff(now - 5_400_000) < 5_000);
    }

    /// The edges of RFC 3339, as read: a leap second, a lower-case z, a fraction past
    /// milliseconds (cut, not rounded), -00:00; and refused: a time before the epoch, anything
    /// after the offset, a time without seconds, a day its month lacks, an offset past
    /// ±23:59; with the same one line.
    #[test]
    fn since_keeps_the_edges_of_rfc3339() {
        assert_eq!(rfc3339_ms("2016-12-31T23:59:60Z"), rfc3339_ms("2017-01-01T00:00:00Z"));
        assert_eq!(rfc3339_ms("2026-11-26T20:00:00z"), Some(1_795_723_200_000));
        assert_eq!(rfc3339_ms("2026-11-26T20:00:00.123987654Z"), Some(1_795_723_200_123));
        assert_eq!(rfc3339_ms("2026-11-26T20:00:00-00:00"), Some(1_795_723_200_000));
        // (The third and fourth took a multi-byte character for an offset's bytes: a panic.)
        for bad in ["1969-12-31T23:59:59Z", "2026-11-26T20:00:00Z ", "2026-11-26T20:00:00+0é00", "2026-11-26T20:00:00+é:00", "2026-11-26T20:00:00+01:00:00", "2026-11-26T20:00Z", "2026-02-30T00:00:00Z", "2026-11-26T20:00:00+24:00"] {
            assert_eq!(rfc3339_ms(bad), None, "{bad}");
        }
        let e = parse_since("2026-11-26T20:00:00").unwrap_err();
        assert_eq!(e, "\"2026-11-26T20:00:00\": not an RFC 3339 time (2026-11-26T20:00:00Z)");
    }
}
