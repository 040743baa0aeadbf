//! What is written for a user when a process's tracking ends, and what reads it back: the
//! summary (the one on-disk format of the verdict), the stderr report, the HTML page, the
//! pprof profile; the writer thread that writes them off the loop, and the output budget.
pub mod budget;
pub mod files;
pub mod html;
pub mod leaks;
pub mod pprof;
pub mod report;
pub mod summary;
pub mod units;
pub mod verdict;
pub mod writer;

#[cfg(test)]
mod testing;

use std::borrow::Cow;

/// `text` as a terminal may show it: what a traced process names (its command, its files, its
/// functions, its Python code's names) reaches a user's terminal in reports, and an escape
/// sequence in it must not drive that terminal. Control characters other than a line break
/// and a tab are written as `\u{…}`.
pub fn printable(text: &str) -> Cow<'_, str> {
    let control = |c: char| c.is_control() && c != '\n' && c != '\t';
    if !text.chars().any(control) {
        return Cow::Borrowed(text);
    }
    Cow::Owned(text.chars().map(|c| if control(c) { c.escape_unicode().to_string() } else { c.to_string() }).collect())
}

#[cfg(test)]
mod tests {
    #[test]
    fn control_characters_are_shown_not_sent() {
        assert_eq!(super::printable("leaks.py:7\n\tok"), "leaks.py:7\n\tok");
        assert_eq!(super::printable("evil\x1b]0;pwned\x07name\u{9b}"), "evil\\u{1b}]0;pwned\\u{7}name\\u{9b}");
    }
}
