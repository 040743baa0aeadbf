//! Numbers as a reader takes them in at a glance: grouped digits, sizes in decimal units with
//! the exact count beside them where a reader may compare it with a program's own figure;
//! types and counts of them as words.
use std::collections::BTreeMap;

/// 1234567 as "1,234,567".
pub fn number(v: i64) -> String {
    let digits = v.unsigned_abs().to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3 + 1);
    if v < 0 {
        out.push('-');
    }
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// A size in bytes, short: "512 bytes", "65.5 kB", "1.3 MB", "2.1 GB" (decimal units, as
/// disk and memory tools of the ripgrep family print them; `{:.1}` rounds).
pub fn size(bytes: u64) -> String {
    const UNITS: [(f64, &str); 4] = [(1e12, "TB"), (1e9, "GB"), (1e6, "MB"), (1e3, "kB")];
    let b = bytes as f64;
    match UNITS.iter().find(|(scale, _)| b >= *scale) {
        Some((scale, unit)) => format!("{:.1} {unit}", b / scale),
        None if bytes == 1 => "1 byte".into(),
        None => format!("{bytes} bytes"),
    }
}

/// A size short and exact: "1.3 MB (1,310,720 bytes)"; "512 bytes" when short is exact.
pub fn size_exact(bytes: u64) -> String {
    if bytes < 1000 {
        return size(bytes);
    }
    format!("{} ({} bytes)", size(bytes), number(bytes as i64))
}

/// A growth rate: "+41.0 kB/s".
pub fn rate(bytes_per_s: f64) -> String {
    let sign = if bytes_per_s < 0.0 { "-" } else { "+" };
    format!("{sign}{}/s", size(bytes_per_s.abs().round() as u64))
}

/// A type's name as words in a sentence: `EventPool` → "event pool".
pub fn type_words(name: &str) -> String {
    let mut out = String::with_capacity(name.len() + 4);
    for (i, c) in name.chars().enumerate() {
        if c.is_uppercase() && i > 0 {
            out.push(' ');
        }
        out.extend(c.to_lowercase());
    }
    out
}

/// "2 outlived their context, 3 their event pool": objects whose parent was destroyed while
/// they lived, per type of parent (largest first).
pub fn parents_text(by_parent: &BTreeMap<String, u64>) -> String {
    let mut v: Vec<(&String, &u64)> = by_parent.iter().collect();
    v.sort_by_key(|(_, n)| std::cmp::Reverse(**n));
    v.iter()
        .enumerate()
        .map(|(i, (ty, n))| format!("{n} {}their {}", if i == 0 { "outlived " } else { "" }, type_words(ty)))
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_read_at_a_glance_and_stay_exact() {
        assert_eq!(number(0), "0");
        assert_eq!(number(1000), "1,000");
        assert_eq!(number(-1234567), "-1,234,567");
        assert_eq!(size(0), "0 bytes");
        assert_eq!(size(1), "1 byte");
        assert_eq!(size(999), "999 bytes");
        assert_eq!(size(65_536), "65.5 kB");
        assert_eq!(size(1_310_720), "1.3 MB");
        assert_eq!(size(2_147_483_648), "2.1 GB");
        assert_eq!(size_exact(1_310_720), "1.3 MB (1,310,720 bytes)");
        assert_eq!(size_exact(512), "512 bytes");
        assert_eq!(rate(41_000.4), "+41.0 kB/s");
        assert_eq!(rate(-2.0), "-2 bytes/s");
    }

    #[test]
    fn types_and_their_counts_read_as_words() {
        assert_eq!(type_words("EventPool"), "event pool");
        let by_parent = [("Context".to_owned(), 2), ("EventPool".to_owned(), 3), ("Module".to_owned(), 2)].into();
        assert_eq!(parents_text(&by_parent), "3 outlived their event pool, 2 their context, 2 their module");
    }
}
