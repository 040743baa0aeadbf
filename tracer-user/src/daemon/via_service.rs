//! Run mode through a daemon that already traces the node (`--via-service`): the command is
//! handed to it as a run (see `runs`), so no probes are loaded here and its calls trap once.
//! What run mode gives stays: each process's files in `--output-dir` (copied from the
//! daemon's), its report on stderr, its page and trace if asked, the command's status, and
//! `--fail-on-leak`'s judgement, from the summaries the daemon wrote.
use std::{
    fs,
    io,
    path::{Path, PathBuf},
};

use tokio::{
    io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader},
    net::{UnixStream, unix::OwnedWriteHalf},
    signal::unix::{SignalKind, signal},
    sync::mpsc,
};

use super::{Config, leak_line, unfollowed_line, watch_exit};
use crate::{
    data::names::PROFILE,
    exit::{self, Fatal},
    output::{
        summary::{self, Object},
        writer::Views,
    },
    process::{
        child::{self, HeldChild},
        out_dir::{self, OutDir, check_output_dir},
    },
    runs::protocol::{self, MAX_LINE, Reply, Request},
};

/// The daemon serving runs at `path`, or why none answers there (none serves it, or the
/// socket is root's).
pub async fn connect(path: &Path) -> io::Result<UnixStream> {
    UnixStream::connect(path).await
}

/// What the run's processes came to, as their summaries say.
#[derive(Default)]
struct Outcome {
    leaked: u64,
    first_leak: Option<(u32, u64)>,
    left_out: u64,
}

/// Runs `cfg.command` as a run of the daemon at `path`, connected as `stream`: its exit code.
pub async fn run(cfg: &Config, path: &Path, stream: UnixStream) -> Result<i32, Fatal> {
    let out = check_output_dir(&cfg.output_dir, "--output-dir")?;
    let mut sigint = signal(SignalKind::interrupt())?;
    let mut sigterm = signal(SignalKind::terminate())?;
    let held = HeldChild::spawn(&cfg.command)?;
    let (read, mut write) = stream.into_split();
    let mut read = BufReader::new(read);
    let lost = |e: io::Error| Fatal::Internal(format!("the daemon serving runs at {}: {e}", path.display()));
    say(&mut write, &Request::Run { pid: held.pid }).await.map_err(lost)?;
    let (run, daemon, dir) = match read_reply(&mut read).await.map_err(lost)? {
        Some(Reply::Running { run, daemon, dir }) => (run, daemon, dir),
        Some(Reply::Refused { why }) => return Err(Fatal::BadTarget(format!("the daemon serving runs at {} refused the command: {why}", path.display()))),
        _ => return Err(lost(io::Error::new(io::ErrorKind::InvalidData, "no run begun"))),
    };
    let pid = held.release()?;
    eprintln!(
        "ze-tracer: tracing PID {pid} and its children through the daemon serving runs (PID {daemon}, run {run}; its files in {}, copied to {})",
        dir.display(),
        cfg.output_dir.display()
    );
    // Replies are read apart: a read cut by `select!` would lose what it read.
    let (tx, mut replies) = mpsc::unbounded_channel();
    tokio::spawn(async move {
        while let Ok(Some(reply)) = read_reply(&mut read).await {
            if tx.send(reply).is_err() {
                return;
            }
        }
    });
    let (exit_tx, mut exited) = mpsc::unbounded_channel();
    watch_exit(pid, exit_tx);
    let views = Views { html: cfg.html, perfetto: cfg.perfetto, report: !cfg.quiet };
    // `-o` the daemon's own directory: its files are read there, not copied beside themselves
    // (`check` would count them twice).
    let beside = fs::canonicalize(out.path()).ok() == fs::canonicalize(&dir).ok();
    let (mut status, mut forwarded, mut outcome) = (None, false, Outcome::default());
    loop {
        tokio::select! {
            Some(_) = exited.recv(), if status.is_none() => {
                status = Some(child::reap(pid));
                say(&mut write, &Request::Ended).await.map_err(lost)?;
            }
            reply = replies.recv() => match reply {
                Some(Reply::Process { pid, summary, csv }) => copy_in(&out, pid, &summary, (!beside).then_some(&csv), views, &mut outcome),
                Some(Reply::LeftOut { pid, why }) => {
                    eprintln!("ze-tracer: pid {pid} of the command will have no summary: {why}");
                    outcome.left_out += 1;
                }
                Some(Reply::Unfollowed { processes }) => {
                    eprintln!("{}", unfollowed_line(processes));
                    outcome.left_out += processes;
                }
                Some(Reply::Done) => break,
                _ => {
                    return Err(Fatal::Internal(format!(
                        "the daemon serving runs stopped before the command's files were all written (its own are in {})",
                        dir.display()
                    )));
                }
            },
            _ = sigint.recv() => forward(pid, &mut forwarded, status.is_some(), &dir)?,
            _ = sigterm.recv() => forward(pid, &mut forwarded, status.is_some(), &dir)?,
        }
    }
    Ok(exit_code(cfg, status.flatten(), &outcome))
}

/// A first signal goes to the command (as run mode does), a second stops waiting.
fn forward(pid: u32, forwarded: &mut bool, exited: bool, dir: &Path) -> Result<(), Fatal> {
    if !exited && !*forwarded {
        // SAFETY: a signal to our own child.
        unsafe { libc::kill(pid as i32, libc::SIGTERM) };
        *forwarded = true;
        return Ok(());
    }
    Err(Fatal::Exec(128 + libc::SIGINT, format!("stopped; the daemon serving runs still writes the command's files in {}", dir.display())))
}

/// Run mode's: the command's status, unless it succeeded and `--fail-on-leak` finds a leak,
/// or a process of it had no summary.
fn exit_code(cfg: &Config, status: Option<i32>, outcome: &Outcome) -> i32 {
    match (status, outcome.first_leak) {
        (Some(0) | None, Some(first)) if cfg.fail_on_leak => {
            eprintln!("{}", leak_line(outcome.leaked, first, cfg.leak_exit_code));
            cfg.leak_exit_code
        }
        (Some(0) | None, None) if cfg.fail_on_leak && outcome.left_out > 0 => {
            eprintln!("ze-tracer: {} of the command's processes had no summary: exit {} (--fail-on-leak)", outcome.left_out, exit::INCOMPLETE);
            exit::INCOMPLETE
        }
        (Some(status), _) => status,
        (None, _) => exit::OK,
    }
}

/// Copies a process's files into `out` (never over a file there: the next free name), its
/// summary naming the copies, and draws its views from it. No `csv`: `out` is where the
/// daemon wrote them, and the summary is drawn where it is.
fn copy_in(out: &OutDir, pid: u32, summary: &Path, csv: Option<&PathBuf>, views: Views, outcome: &mut Outcome) {
    let copied = (|| -> io::Result<(PathBuf, summary::Summary<'static, Vec<Object>>)> {
        let mut s: summary::Summary<'static, Vec<Object>> = summary::read_as(summary).map_err(|e| match e {
            summary::ReadError::Io(e) => e,
            summary::ReadError::NotOurs(e) => io::Error::new(io::ErrorKind::InvalidData, e),
        })?;
        let Some(csv) = csv else { return Ok((summary.to_owned(), s)) };
        s.csv = file_name(&copy_file(out, csv, ".csv")?);
        if let Some(profile) = s.profile.take() {
            s.profile = Some(copy_file(out, &profile, PROFILE)?);
        }
        let json = out_dir::write_json(out, &file_name(summary), &s)?;
        Ok((json, s))
    })();
    match copied {
        Ok((json, mut s)) => {
            if s.leaked_objects > 0 {
                outcome.leaked += 1;
                outcome.first_leak.get_or_insert((pid, s.leaked_objects));
            }
            // Moved out: each view's copy of the summary then holds none of them.
            let objects = std::mem::take(&mut s.objects);
            views.draw(out, &json, &s, objects.into_iter());
        }
        Err(e) => {
            tracing::error!("cannot copy the files of PID {pid} ({}): {e}", summary.display());
            outcome.left_out += 1;
        }
    }
}

/// Copies `from` into `out` under its name (or the next free one): the copy's path.
fn copy_file(out: &OutDir, from: &Path, ext: &str) -> io::Result<PathBuf> {
    let mut input = fs::File::open(from)?;
    out_dir::write_new(out, &file_name(from), ext, |w| io::copy(&mut input, w).map(drop))
}

fn file_name(path: &Path) -> String {
    path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default()
}

async fn say(write: &mut OwnedWriteHalf, request: &Request) -> io::Result<()> {
    let mut line = Vec::new();
    protocol::send(&mut line, request)?;
    write.write_all(&line).await
}

/// One reply; None at the end of the stream.
async fn read_reply(read: &mut BufReader<tokio::net::unix::OwnedReadHalf>) -> io::Result<Option<Reply>> {
    let mut line = Vec::new();
    if (&mut *read).take(MAX_LINE as u64 + 1).read_until(b'\n', &mut line).await? == 0 {
        return Ok(None);
    }
    protocol::receive(&mut &line[..])
}
