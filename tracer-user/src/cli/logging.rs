//! What ze-tracer logs, and how. A user at a terminal reads `ze-tracer:` lines only: warnings
//! and errors, phrased as every other line is. A service's journal wants what the daemon
//! attached and tracked, with each line's level and module: its unit asks for it
//! (`--log-level info`), as `-v` does.
use std::fmt;

use tracing::{Event, Subscriber};
use tracing_subscriber::{
    EnvFilter,
    field::RecordFields,
    fmt::{FmtContext, FormatEvent, FormatFields, MakeWriter, format},
    registry::LookupSpan,
    util::SubscriberInitExt,
};

/// `--log-level`: the least severe level logged.
#[derive(clap::ValueEnum, Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Level {
    Error,
    Warn,
    Info,
    Debug,
    Trace,
}

impl Level {
    /// `--log-level` if given, else `-v` (info) or `-vv` (debug), else warnings.
    pub fn of(flag: Option<Level>, verbose: u8) -> Level {
        flag.unwrap_or([Level::Warn, Level::Info, Level::Debug][verbose.min(2) as usize])
    }

    fn name(self) -> &'static str {
        match self {
            Level::Error => "error",
            Level::Warn => "warn",
            Level::Info => "info",
            Level::Debug => "debug",
            Level::Trace => "trace",
        }
    }

    /// ze-tracer's own lines at this level; other crates' at warnings at most (their info is
    /// not ours to explain).
    fn filter(self) -> String {
        format!("ze_tracer={},{}", self.name(), self.min(Level::Warn).name())
    }
}

/// Logs to stderr at `level` (RUST_LOG overrides it): plain `ze-tracer:` lines at warnings
/// and errors, tracing's full lines (time, level, module) when more is asked for.
pub fn init(level: Level) {
    let from_env = EnvFilter::try_from_default_env().ok();
    let full = from_env.is_some() || level > Level::Warn;
    let filter = from_env.unwrap_or_else(|| level.filter().into());
    let ansi = std::io::IsTerminal::is_terminal(&std::io::stderr());
    subscriber(filter, full, ansi, std::io::stderr).init();
}

/// What logs to `writer`: full lines or plain ones, their fields as [`Printable`] shows them.
fn subscriber<W>(filter: EnvFilter, full: bool, ansi: bool, writer: W) -> Box<dyn Subscriber + Send + Sync>
where
    W: for<'w> MakeWriter<'w> + Send + Sync + 'static,
{
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(writer)
        .with_ansi(ansi)
        .fmt_fields(Printable::default());
    match full {
        true => Box::new(builder.finish()),
        false => Box::new(builder.event_format(Plain).finish()),
    }
}

/// A record's fields (its message too) through `output::printable`: what a traced process
/// named (a path, a file's name) is shown, never sent, so every record is one line that sets
/// no direction, whatever its values hold (tracing escapes a terminal's escapes, not a line
/// break: a file named `libze_loader.so.1\nze-tracer: …` forged a line of ours).
#[derive(Default)]
struct Printable(format::DefaultFields);

impl<'writer> FormatFields<'writer> for Printable {
    fn format_fields<R: RecordFields>(&self, mut w: format::Writer<'writer>, fields: R) -> fmt::Result {
        let mut text = String::new();
        self.0.format_fields(format::Writer::new(&mut text), fields)?;
        fmt::Write::write_str(&mut w, &crate::output::printable(&text))
    }
}

/// `ze-tracer: warning: …`: a log line as a user reads every other line of ze-tracer.
struct Plain;

impl<S, N> FormatEvent<S, N> for Plain
where
    S: Subscriber + for<'a> LookupSpan<'a>,
    N: for<'a> FormatFields<'a> + 'static,
{
    fn format_event(&self, ctx: &FmtContext<'_, S, N>, mut w: format::Writer<'_>, event: &Event<'_>) -> fmt::Result {
        let tag = match *event.metadata().level() {
            tracing::Level::ERROR => "error: ",
            tracing::Level::WARN => "warning: ",
            _ => "",
        };
        write!(w, "ze-tracer: {tag}")?;
        ctx.field_format().format_fields(w.by_ref(), event)?;
        writeln!(w)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_flag_wins_then_verbosity() {
        assert_eq!(Level::of(None, 0), Level::Warn);
        assert_eq!(Level::of(None, 1), Level::Info);
        assert_eq!(Level::of(None, 5), Level::Debug);
        assert_eq!(Level::of(Some(Level::Error), 2), Level::Error);
        assert_eq!(Level::Error.filter(), "ze_tracer=error,error");
        assert_eq!(Level::Debug.filter(), "ze_tracer=debug,warn");
    }

    /// What a record wrote.
    #[derive(Clone, Default)]
    struct Written(std::sync::Arc<std::sync::Mutex<Vec<u8>>>);

    impl std::io::Write for Written {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(buf);
            Ok(buf.len())
        }

        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    impl<'a> MakeWriter<'a> for Written {
        type Writer = Written;

        fn make_writer(&'a self) -> Written {
            self.clone()
        }
    }

    /// A path a tenant named with a line of ours in it, and a right-to-left override, logged
    /// in its message and as a field, plain and full: each record is one line, the name shown
    /// escaped.
    #[test]
    fn a_name_logged_forges_no_line() {
        let forged = "/tmp/libze_loader.so.1\nze-tracer: pid 1 (x) ended: nothing outstanding\u{202e}";
        for full in [false, true] {
            let written = Written::default();
            let log = subscriber(Level::Info.filter().into(), full, false, written.clone());
            tracing::subscriber::with_default(log, || {
                tracing::warn!("cannot probe {forged}: not an ELF");
                tracing::info!(lib = %forged, "a file named as a traced library, but none (yet)");
            });
            let text = String::from_utf8(written.0.lock().unwrap().clone()).unwrap();
            assert_eq!(text.lines().count(), 2, "full {full}:\n{text}");
            assert!(!text.lines().any(|l| l.starts_with("ze-tracer: pid 1")) && !text.contains('\u{202e}'), "full {full}:\n{text}");
            let escaped = "libze_loader.so.1\\u{a}ze-tracer: pid 1 (x) ended: nothing outstanding\\u{202e}";
            assert_eq!(text.matches(escaped).count(), 2, "full {full}:\n{text}");
        }
    }
}
