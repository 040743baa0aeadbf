//! What ze-tracer logs, and how. A user at a terminal reads `ze-tracer:` lines only: warnings
//! and errors, phrased as every other line is. A service's journal wants what the daemon
//! attached and tracked, with each line's level and module: its unit asks for it
//! (`--log-level info`), as `-v` does.
use std::fmt;

use tracing::{Event, Subscriber};
use tracing_subscriber::{
    EnvFilter,
    fmt::{FmtContext, FormatEvent, FormatFields, format},
    registry::LookupSpan,
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
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()));
    match full {
        true => builder.init(),
        false => builder.event_format(Plain).init(),
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
}
