//! A wrong command line: clap's error as one line, with what would have been right (clap's
//! tips, a subcommand it resembles, the `--` a traced command needs) and where to read more.
use std::ffi::OsString;

use clap::error::{ContextKind, ContextValue, ErrorKind};

/// The line (without `ze-tracer: `) for clap's error `e` on `args` (the program's name first);
/// `subcommands`: the names the top level takes.
pub fn error_line<'a>(e: &clap::Error, args: &[OsString], subcommands: impl IntoIterator<Item = &'a str>) -> String {
    let rendered = e.render().to_string();
    let mut message = first_paragraph(&rendered);
    // Not clap's "to pass '--x' as a value, use '-- --x'": after `--` comes a command to run,
    // and no subcommand takes a value that starts with a dash.
    let mut tips: Vec<String> = rendered
        .lines()
        .filter_map(|l| l.trim().strip_prefix("tip: "))
        .filter(|tip| !tip.starts_with("to pass "))
        .map(str::to_owned)
        .collect();
    // Its command: `ze-tracer`, or `ze-tracer check`, as the usage names it.
    let usage = rendered.lines().find_map(|l| l.strip_prefix("Usage: ")).unwrap_or("ze-tracer");
    let path: Vec<&str> = usage.split_whitespace().take_while(|w| !w.starts_with(['[', '<', '-'])).collect();
    let unexpected = match (e.kind(), e.get(ContextKind::InvalidArg)) {
        (ErrorKind::UnknownArgument, Some(ContextValue::String(arg))) => Some(arg.trim_matches('\'')),
        _ => None,
    };
    // A word at the top level: a subcommand mistyped, or a command to trace without its `--`
    // (clap suggests neither: the traced command is a positional that only `--` opens).
    if let Some(word) = unexpected.filter(|a| !a.starts_with('-') && path.len() == 1) {
        match similar(word, subcommands) {
            Some(sub) => {
                message = format!("unrecognized subcommand '{word}'");
                tips.push(format!("a similar subcommand exists: '{sub}'"));
            }
            None => tips.push(format!("to trace a command, put it after --: {}", with_dashes(args, word))),
        }
    }
    let mut line = message;
    for tip in tips {
        line += &format!("; tip: {tip}");
    }
    line + &format!("; see '{} --help'", path.join(" "))
}

/// Its first paragraph, as one line: the error, without the tips and the usage that follow.
fn first_paragraph(rendered: &str) -> String {
    let first: Vec<&str> = rendered.lines().take_while(|l| !l.trim().is_empty()).map(str::trim).collect();
    first.join(" ").trim_start_matches("error: ").to_owned()
}

/// The subcommand `word` looks like a typo of, by clap's own measure (Jaro above 0.7).
fn similar<'a>(word: &str, subcommands: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    subcommands
        .into_iter()
        .map(|s| (strsim::jaro(word, s), s))
        .filter(|(score, _)| *score > 0.7)
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, s)| s)
}

/// `args` as a shell line with `--` before `word`: the command line that traces it.
fn with_dashes(args: &[OsString], word: &str) -> String {
    let at = args.iter().skip(1).position(|a| a == word).map_or(args.len(), |i| i + 1);
    let name = std::path::Path::new(args.first().map_or("ze-tracer".as_ref(), |a| a.as_os_str()));
    let name = name.file_name().map_or("ze-tracer".into(), |n| n.to_string_lossy());
    let dashes = OsString::from("--");
    let words = args[1..at].iter().chain([&dashes]).chain(&args[at..]).map(|a| a.to_string_lossy());
    let quoted = words.map(|w| shlex::try_quote(&w).map(|q| q.into_owned()).unwrap_or_else(|_| w.into_owned()));
    std::iter::once(name.into_owned()).chain(quoted).collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn os(args: &[&str]) -> Vec<OsString> {
        args.iter().map(OsString::from).collect()
    }

    #[test]
    fn the_dashes_go_before_the_command_the_flags_stay() {
        let args = os(&["/usr/bin/ze-tracer", "-q", "./app", "an arg", "-x"]);
        assert_eq!(with_dashes(&args, "./app"), "ze-tracer -q -- ./app 'an arg' -x");
    }

    #[test]
    fn a_subcommand_is_suggested_only_when_close() {
        assert_eq!(similar("chekc", ["check", "report", "top"]), Some("check"));
        assert_eq!(similar("reprot", ["check", "report", "top"]), Some("report"));
        assert_eq!(similar("./app", ["check", "report", "top"]), None);
    }
}
