//! Runs: commands that clients (`ze-tracer --via-service -- cmd`) hand to a daemon already
//! tracing the node (`--serve-runs PATH`), so that a wrapped command is traced once, by it,
//! with no programs loaded again: no start-up, and no second trap on each of its calls.
//!
//! A run is its command's whole tree. The daemon puts the command, held before its exec, in a
//! run of its own (`Probes::enroll`); every child forked after inherits the run in the kernel
//! (`ze_fork`), and each process's EXIT and EXEC say which run it was in. So a tenant's
//! process cannot join a run, and a run's process cannot leave it by reparenting, `setsid` or
//! a new cgroup. The daemon tracks a run's processes as every other (its own settings, its own
//! files); what the run adds is telling the client of each one's files once written, and when
//! every one of them has its files (`Done`): after the command's exit, once the rings have been
//! read past it and every process of the run it tracked has ended.
//!
//! The socket is root's alone (mode 0600), and a request names a PID that must be the
//! asker's own child: a client can put in a run nothing but what it started.
pub mod protocol;

use std::{
    collections::{HashMap, HashSet},
    io,
    os::unix::fs::{FileTypeExt, MetadataExt, PermissionsExt},
    path::{Path, PathBuf},
};

use tokio::{
    io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader},
    net::{UnixListener, UnixStream},
    sync::{mpsc, oneshot},
};

use protocol::{MAX_LINE, Reply, Request};

/// The most runs served at once: more are refused.
pub const MAX_RUNS: usize = tracer_common::MAX_RUNS as usize;

/// What a connection asks of the loop.
pub enum Incoming {
    /// Put `pid` in a new run, whose news go to `client`; the run's number, or why not.
    Run { pid: u32, client: mpsc::UnboundedSender<Reply>, answer: oneshot::Sender<Result<u32, String>> },
    /// The run's command has exited.
    Ended { run: u32 },
    /// The client went away: nothing more is told of the run.
    Gone { run: u32 },
}

/// The runs being served, and the connections' requests.
pub struct Runs {
    incoming: mpsc::UnboundedReceiver<Incoming>,
    runs: HashMap<u32, Run>,
    /// The last run's number (numbers wrap, skipping 0 and those in use).
    last: u32,
    /// The socket, and its identity (device, inode): removed at the end if still ours.
    socket: (PathBuf, (u64, u64)),
}

/// A daemon that stops takes its socket with it (a later one would replace it anyway).
impl Drop for Runs {
    fn drop(&mut self) {
        let (path, id) = &self.socket;
        if std::fs::symlink_metadata(path).is_ok_and(|m| (m.dev(), m.ino()) == *id) {
            let _ = std::fs::remove_file(path);
        }
    }
}

struct Run {
    client: mpsc::UnboundedSender<Reply>,
    /// Its processes not tracked, told once each (at their start, or at their end).
    left_out: HashSet<u32>,
    /// Its processes tracked that have not ended.
    live: HashSet<u32>,
    /// Its command has exited.
    ended: bool,
}

impl Runs {
    /// Serves runs at `path`: a socket of root's alone, made anew (one left by a daemon that
    /// is gone is replaced; anything else there is an error).
    pub async fn serve(path: &Path, daemon_dir: PathBuf) -> io::Result<Runs> {
        if let Ok(meta) = std::fs::symlink_metadata(path) {
            if !meta.file_type().is_socket() {
                return Err(io::Error::new(io::ErrorKind::AlreadyExists, "a file that is not a socket is there"));
            }
            if UnixStream::connect(path).await.is_ok() {
                return Err(io::Error::new(io::ErrorKind::AddrInUse, "another daemon serves runs there"));
            }
            std::fs::remove_file(path)?;
        }
        let listener = UnixListener::bind(path)?;
        std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o600))?;
        let made = std::fs::symlink_metadata(path)?;
        let (tx, incoming) = mpsc::unbounded_channel();
        tokio::spawn(async move {
            loop {
                match listener.accept().await {
                    Ok((stream, _)) => _ = tokio::spawn(connection(stream, tx.clone(), daemon_dir.clone())),
                    // Out of descriptors, say: served again in a moment, not never.
                    Err(e) => {
                        tracing::warn!("cannot accept a client of runs: {e}");
                        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
                    }
                }
            }
        });
        Ok(Runs { incoming, runs: HashMap::new(), last: 0, socket: (path.to_owned(), (made.dev(), made.ino())) })
    }

    /// The next request of a connection.
    pub async fn next(runs: &mut Option<Runs>) -> Option<Incoming> {
        match runs {
            Some(r) => r.incoming.recv().await,
            None => std::future::pending().await,
        }
    }

    /// Whether any run is served (else no process needs to be asked its run).
    pub fn any(&self) -> bool {
        !self.runs.is_empty()
    }

    /// A new run for `client`: its number, or why none.
    pub fn open(&mut self, client: mpsc::UnboundedSender<Reply>) -> Result<u32, String> {
        if self.runs.len() >= MAX_RUNS {
            return Err(format!("the daemon serves {MAX_RUNS} runs already"));
        }
        let mut run = self.last;
        loop {
            run = if run >= tracer_common::MAX_RUN { 1 } else { run + 1 };
            if !self.runs.contains_key(&run) {
                break;
            }
        }
        self.last = run;
        self.runs.insert(run, Run { client, left_out: HashSet::new(), live: HashSet::new(), ended: false });
        Ok(run)
    }

    /// The run could not be begun after all (its command could not be put in it).
    pub fn close(&mut self, run: u32) {
        self.runs.remove(&run);
    }

    /// `pid`, of run `run`, is tracked: the run is done only once it has ended.
    pub fn begun(&mut self, pid: u32, run: u32) -> bool {
        match self.runs.get_mut(&run) {
            Some(r) => {
                r.live.insert(pid);
                true
            }
            None => false,
        }
    }

    /// `pid`, of run `run`, will not be tracked (`why`): its client is told.
    pub fn left_out(&mut self, pid: u32, run: u32, why: String) {
        if let Some(r) = self.runs.get_mut(&run) {
            if r.left_out.insert(pid) {
                let _ = r.client.send(Reply::LeftOut { pid, why });
            }
        }
    }

    /// `pid`, of run `run`, ended: where to tell that its files are written, if the run is
    /// served.
    pub fn process_ended(&mut self, pid: u32, run: u32) -> Option<mpsc::UnboundedSender<Reply>> {
        let r = self.runs.get_mut(&run)?;
        r.live.remove(&pid);
        Some(r.client.clone())
    }

    /// The run's command has exited (the rings read past its exit).
    pub fn command_ended(&mut self, run: u32) {
        if let Some(r) = self.runs.get_mut(&run) {
            r.ended = true;
        }
    }

    /// The client went away.
    pub fn forget(&mut self, run: u32) {
        self.runs.remove(&run);
    }

    /// If run `run` is done (its command exited, every process of it tracked has ended), it is
    /// no longer served: where to say `Done`, once the files before are written.
    pub fn settle(&mut self, run: u32) -> Option<mpsc::UnboundedSender<Reply>> {
        let done = self.runs.get(&run).is_some_and(|r| r.ended && r.live.is_empty());
        done.then(|| self.runs.remove(&run).map(|r| r.client)).flatten()
    }
}

/// One client: its request, then the run's news until `Done`, or until it goes away.
async fn connection(stream: UnixStream, loop_tx: mpsc::UnboundedSender<Incoming>, dir: PathBuf) {
    let creds = stream.peer_cred().ok();
    let (read, mut write) = stream.into_split();
    let mut read = BufReader::new(read);
    let refuse = |why: &str| Reply::Refused { why: why.to_owned() };
    let Some(peer) = creds.filter(|c| c.uid() == 0).and_then(|c| c.pid()) else {
        let _ = say(&mut write, &refuse("runs are served to root only")).await;
        return;
    };
    let pid = match read_line(&mut read).await.map(|l| l.as_deref().map(protocol::parse::<Request>)) {
        Ok(Some(Ok(Request::Run { pid }))) => pid,
        _ => {
            let _ = say(&mut write, &refuse("the first request must be a run")).await;
            return;
        }
    };
    if parent_of(pid) != Some(peer as u32) {
        let _ = say(&mut write, &refuse(&format!("PID {pid} is not the asker's child"))).await;
        return;
    }
    let (client, mut news) = mpsc::unbounded_channel();
    let (answer, answered) = oneshot::channel();
    if loop_tx.send(Incoming::Run { pid, client, answer }).is_err() {
        return;
    }
    let run = match answered.await {
        Ok(Ok(run)) => run,
        Ok(Err(why)) => {
            let _ = say(&mut write, &Reply::Refused { why }).await;
            return;
        }
        Err(_) => return,
    };
    let daemon = std::process::id();
    if say(&mut write, &Reply::Running { run, daemon, dir }).await.is_err() {
        let _ = loop_tx.send(Incoming::Gone { run });
        return;
    }
    // The client's lines are read apart (a read cut by a `select!` would lose what it read).
    let tx = loop_tx.clone();
    let reader = tokio::spawn(async move {
        loop {
            match read_line(&mut read).await.map(|l| l.as_deref().map(protocol::parse::<Request>)) {
                Ok(Some(Ok(Request::Ended))) => _ = tx.send(Incoming::Ended { run }),
                // The client went away, or speaks out of turn.
                _ => {
                    let _ = tx.send(Incoming::Gone { run });
                    return;
                }
            }
        }
    });
    // Until `Done`, or the run is no longer served (the client went away).
    while let Some(reply) = news.recv().await {
        let done = reply == Reply::Done;
        if say(&mut write, &reply).await.is_err() {
            let _ = loop_tx.send(Incoming::Gone { run });
            break;
        }
        if done {
            break;
        }
    }
    reader.abort();
}

/// One line, at most `MAX_LINE` bytes; None at the end of the stream.
async fn read_line(read: &mut BufReader<tokio::net::unix::OwnedReadHalf>) -> io::Result<Option<String>> {
    let mut line = Vec::new();
    let n = (&mut *read).take(MAX_LINE as u64 + 1).read_until(b'\n', &mut line).await?;
    match n {
        0 => Ok(None),
        _ if line.last() != Some(&b'\n') => Err(io::Error::new(io::ErrorKind::InvalidData, "a line too long or cut short")),
        _ => String::from_utf8(line).map(Some).map_err(|e| io::Error::new(io::ErrorKind::InvalidData, e)),
    }
}

async fn say(write: &mut tokio::net::unix::OwnedWriteHalf, reply: &Reply) -> io::Result<()> {
    let mut line = Vec::new();
    protocol::send(&mut line, reply)?;
    write.write_all(&line).await
}

/// `pid`'s parent, from its stat.
fn parent_of(pid: u32) -> Option<u32> {
    procfs::process::Process::new(pid as i32).ok()?.stat().ok().map(|s| s.ppid as u32)
}
