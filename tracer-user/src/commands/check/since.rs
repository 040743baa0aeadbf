//! `check --since WHEN`: when the job began, as Unix ms.
//!
//! The RFC 3339 reader is our own, not a crate's: chrono's `parse_from_rfc3339` (in the tree
//! through prometheus-parse) and `time`'s `Rfc3339` read every valid time as it does, but not
//! the same inputs. They refuse what `--since` has always taken (a day its month lacks,
//! `2026-02-30`, counted on into March; an offset past ±23:59; a fraction without a digit,
//! `20:00:00.Z`; a sign inside a number, `2026-+1-26`), and chrono takes what it refuses (a
//! Unicode minus in the offset). A CI's own times are valid either way; the tests below pin
//! the edges a replacement must keep.
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

/// `YYYY-MM-DDTHH:MM:SS[.frac](Z|±HH:MM)` as Unix ms.
fn rfc3339_ms(s: &str) -> Option<u64> {
    let num = |r: std::ops::Range<usize>| s.get(r)?.parse::<i64>().ok();
    let b = s.as_bytes();
    if b.len() < 20 || b[4] != b'-' || b[7] != b'-' || !matches!(b[10], b'T' | b't' | b' ') || b[13] != b':' || b[16] != b':' {
        return None;
    }
    let (y, mo, d, h, mi, sec) = (num(0..4)?, num(5..7)?, num(8..10)?, num(11..13)?, num(14..16)?, num(17..19)?);
    if !(1..=12).contains(&mo) || !(1..=31).contains(&d) || h > 23 || mi > 59 || sec > 60 {
        return None;
    }
    let mut rest = &s[19..];
    let mut ms = 0;
    if let Some(frac) = rest.strip_prefix('.') {
        let digits = frac.bytes().take_while(u8::is_ascii_digit).count();
        ms = format!("{:0<3}", &frac[..digits.min(3)]).parse::<i64>().ok()?;
        rest = &frac[digits..];
    }
    let offset_min = match rest {
        "Z" | "z" => 0,
        // By `get`: the bytes may not be ASCII (a multi-byte character is no offset, not a panic).
        _ if rest.len() == 6 && rest.get(3..4) == Some(":") => {
            let sign = match rest.get(..1)? { "+" => 1, "-" => -1, _ => return None };
            sign * (rest.get(1..3)?.parse::<i64>().ok()? * 60 + rest.get(4..6)?.parse::<i64>().ok()?)
        }
        _ => return None,
    };
    // Days from the civil date (Howard Hinnant's algorithm).
    let (y, m) = if mo <= 2 { (y - 1, mo + 9) } else { (y, mo - 3) };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let doy = (153 * m + 2) / 5 + d - 1;
    let days = era * 146_097 + yoe * 365 + yoe / 4 - yoe / 100 + doy - 719_468;
    let secs = days * 86_400 + h * 3600 + mi * 60 + sec - offset_min * 60;
    u64::try_from(secs * 1000 + ms).ok()
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

    /// What any reader of RFC 3339 must read as this one does: a leap second, a lower-case z,
    /// a fraction past milliseconds (cut, not rounded), -00:00; and refuse: a time before the
    /// epoch, anything after the offset, a time without seconds; with the same one line.
    #[test]
    fn since_keeps_the_edges_of_rfc3339() {
        assert_eq!(rfc3339_ms("2016-12-31T23:59:60Z"), rfc3339_ms("2017-01-01T00:00:00Z"));
        assert_eq!(rfc3339_ms("2026-11-26T20:00:00z"), Some(1_795_723_200_000));
        assert_eq!(rfc3339_ms("2026-11-26T20:00:00.123987654Z"), Some(1_795_723_200_123));
        assert_eq!(rfc3339_ms("2026-11-26T20:00:00-00:00"), Some(1_795_723_200_000));
        // (The third and fourth took a multi-byte character for an offset's bytes: a panic.)
        for bad in ["1969-12-31T23:59:59Z", "2026-11-26T20:00:00Z ", "2026-11-26T20:00:00+0é00", "2026-11-26T20:00:00+é:00", "2026-11-26T20:00:00+01:00:00", "2026-11-26T20:00Z"] {
            assert_eq!(rfc3339_ms(bad), None, "{bad}");
        }
        let e = parse_since("2026-11-26T20:00:00").unwrap_err();
        assert_eq!(e, "\"2026-11-26T20:00:00\": not an RFC 3339 time (2026-11-26T20:00:00Z)");
    }
}
