//! What a client (`ze-tracer --via-service -- cmd`) and the service say on the runs socket:
//! one JSON object a line, each way. The one owner of that format: both ends read and write it
//! through here.
//!
//! 1. The client forks its command, held before its exec, and asks `Run { pid }`.
//! 2. The service puts that PID in a run of its own (children inherit it in the kernel) and
//!    answers `Running`; the client lets the command go.
//! 3. As each process of the run ends, its files written, the service says `Process`.
//! 4. Once the command has exited, the client says `Ended`; the service answers `Done` when
//!    every process of the run it tracks has its files (after every event the rings held then).
use std::{
    io::{self, BufRead, Read, Write},
    path::PathBuf,
};

use serde::{Deserialize, Serialize};

/// Where the packaged service serves runs (its unit's `RuntimeDirectory=`).
pub const DEFAULT_SOCKET: &str = "/run/ze-tracer/runs.sock";

/// The longest line either end reads: a longer one is refused, never buffered.
pub const MAX_LINE: usize = 64 * 1024;

/// Client → service.
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum Request {
    /// Trace `pid`, the client's own child, held before its exec, and all it forks, as one run.
    Run { pid: u32 },
    /// The command has exited: say `Done` once all of the run has its files.
    Ended,
}

/// Service → client.
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum Reply {
    /// The run's number; the daemon serving it, and where it writes.
    Running { run: u32, daemon: u32, dir: PathBuf },
    /// A process of the run ended: its summary and its CSV, as the service wrote them.
    Process { pid: u32, summary: PathBuf, csv: PathBuf },
    /// A process of the run that the service does not track (its caps): no summary will come.
    LeftOut { pid: u32, why: String },
    /// Processes the run's processes forked that the kernel side had no room to follow (its
    /// table of processes full): untraced, their PIDs unknown.
    Unfollowed { processes: u64 },
    /// Every process of the run the service tracked has its files.
    Done,
    /// The request is not served: why.
    Refused { why: String },
}

/// Writes `msg` as one line.
pub fn send<T: Serialize>(out: &mut impl Write, msg: &T) -> io::Result<()> {
    let mut line = serde_json::to_vec(msg)?;
    line.push(b'\n');
    out.write_all(&line)?;
    out.flush()
}

/// Reads one message; None at the end of the stream. A line longer than `MAX_LINE` or not a
/// message is an error.
pub fn receive<T: for<'de> Deserialize<'de>>(input: &mut impl BufRead) -> io::Result<Option<T>> {
    let mut line = Vec::new();
    let n = Read::take(input.by_ref(), MAX_LINE as u64 + 1).read_until(b'\n', &mut line)?;
    if n == 0 {
        return Ok(None);
    }
    if line.last() != Some(&b'\n') {
        let why = if n > MAX_LINE { "a line longer than 64 KiB" } else { "a line cut short" };
        return Err(io::Error::new(io::ErrorKind::InvalidData, why));
    }
    serde_json::from_slice(&line).map(Some).map_err(|e| io::Error::new(io::ErrorKind::InvalidData, e))
}

/// [`receive`] of one line already read (the service's connections read lines themselves).
pub fn parse<T: for<'de> Deserialize<'de>>(line: &str) -> io::Result<T> {
    serde_json::from_str(line).map_err(|e| io::Error::new(io::ErrorKind::InvalidData, e))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_message_reads_back_as_written() {
        let requests = [Request::Run { pid: 42 }, Request::Ended];
        let replies = [
            Reply::Running { run: 7, daemon: 812, dir: "/var/lib/ze-tracer".into() },
            Reply::Process { pid: 43, summary: "/d/ze-tracer_pid43.json".into(), csv: "/d/ze-tracer_pid43.csv".into() },
            Reply::LeftOut { pid: 44, why: "beyond --max-processes".into() },
            Reply::Unfollowed { processes: 3 },
            Reply::Done,
            Reply::Refused { why: "not your child".into() },
        ];
        let mut wire = Vec::new();
        requests.iter().for_each(|m| send(&mut wire, m).unwrap());
        let mut input = &wire[..];
        for m in &requests {
            assert_eq!(receive::<Request>(&mut input).unwrap().as_ref(), Some(m));
        }
        assert_eq!(receive::<Request>(&mut input).unwrap(), None);
        let mut wire = Vec::new();
        replies.iter().for_each(|m| send(&mut wire, m).unwrap());
        let mut input = &wire[..];
        for m in &replies {
            assert_eq!(receive::<Reply>(&mut input).unwrap().as_ref(), Some(m));
            let line = serde_json::to_string(m).unwrap();
            assert_eq!(&parse::<Reply>(&line).unwrap(), m);
        }
    }

    #[test]
    fn a_line_too_long_or_cut_short_is_refused() {
        let long = format!("{{\"run\":{{\"pid\":1}}}}{}\n", " ".repeat(MAX_LINE));
        assert!(receive::<Request>(&mut long.as_bytes()).is_err());
        assert!(receive::<Request>(&mut &b"{\"run\":{\"pid\":1}}"[..]).is_err());
        assert!(receive::<Request>(&mut &b"{\"stop\":{}}\n"[..]).is_err());
    }
}
