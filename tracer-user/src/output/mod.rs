//! What is written for a user when a process's tracking ends, and what reads it back: the
//! summary (the one on-disk format of the verdict), the stderr report, the HTML page, the
//! Perfetto trace, the pprof profile; the writer thread that writes them off the loop, the output budget, and the
//! daemon's journal of what it tracked, left out and removed.
pub mod budget;
pub mod headline;
pub mod html;
pub mod journal;
pub mod leaks;
pub mod perfetto;
pub mod pprof;
pub mod report;
pub mod summary;
pub mod units;
pub mod verdict;
pub mod writer;

#[cfg(test)]
mod testing;

use std::borrow::Cow;

/// `text`, a value a traced process names (its command, its files, its functions, its Python
/// code's names), as a terminal may show it within a line of ours: an escape sequence in it
/// must not drive the terminal, a line break or a tab must not forge a line or a column, a
/// bidirectional control must not reorder what a reader sees. Each of those is written as
/// `\u{…}`.
pub fn printable(text: &str) -> Cow<'_, str> {
    escaped(text, |_| false)
}

/// Text the daemon composed, its own lines kept: the values in it went through `printable`,
/// and anything else shown as `printable` shows it.
pub fn printable_lines(text: &str) -> Cow<'_, str> {
    escaped(text, |c| c == '\n')
}

/// JSON (serde_json's, which escapes the C0 controls in its strings) with what else
/// `printable` escapes written as JSON escapes (`\u202e`): the same value to a parser, nothing a
/// terminal acts on to a reader. Outside strings, JSON has ASCII only.
pub fn printable_json(json: &str) -> Cow<'_, str> {
    let escape = |c: char| unsafe_to_show(c) && !c.is_ascii();
    if !json.chars().any(escape) {
        return Cow::Borrowed(json);
    }
    Cow::Owned(json.chars().map(|c| if escape(c) { format!("\\u{:04x}", c as u32) } else { c.to_string() }).collect())
}

/// Whether `c` changes how a terminal shows what follows: a control character (a line break
/// included), a line or paragraph separator, or a bidirectional formatting character.
fn unsafe_to_show(c: char) -> bool {
    c.is_control() || matches!(c, '\u{2028}' | '\u{2029}' | '\u{061c}' | '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
}

fn escaped(text: &str, keep: impl Fn(char) -> bool) -> Cow<'_, str> {
    let escape = |c: char| unsafe_to_show(c) && !keep(c);
    if !text.chars().any(escape) {
        return Cow::Borrowed(text);
    }
    Cow::Owned(text.chars().map(|c| if escape(c) { c.escape_unicode().to_string() } else { c.to_string() }).collect())
}

#[cfg(test)]
mod tests {
    #[test]
    fn control_characters_are_shown_not_sent() {
        assert_eq!(super::printable("evil\x1b]0;pwned\x07name\u{9b}"), "evil\\u{1b}]0;pwned\\u{7}name\\u{9b}");
        assert_eq!(super::printable("leaks.py:7\n\tok"), "leaks.py:7\\u{a}\\u{9}ok");
        // Shown in logical order: an override or an isolate cannot make `gpj.exe` read `exe.jpg`.
        assert_eq!(super::printable("f\u{202e}gpj.exe\u{2066}x\u{2069}\u{200f}"), "f\\u{202e}gpj.exe\\u{2066}x\\u{2069}\\u{200f}");
        assert_eq!(super::printable("fill Cache.fill naïve 名前"), "fill Cache.fill naïve 名前");
        // Composed text keeps its own lines, and only those.
        assert_eq!(super::printable_lines("a\n  b\tc\u{202e}\n"), "a\n  b\\u{9}c\\u{202e}\n");
        // JSON keeps its value, escaped.
        let json = serde_json::json!({"f": "a\nb\u{202e}c\u{9b}"}).to_string();
        let shown = super::printable_json(&json);
        assert_eq!(shown, r#"{"f":"a\nb\u202ec\u009b"}"#);
        assert_eq!(serde_json::from_str::<serde_json::Value>(&shown).unwrap(), serde_json::from_str::<serde_json::Value>(&json).unwrap());
    }
}
