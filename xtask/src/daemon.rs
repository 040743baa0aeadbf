//! A system-wide ze-tracer for xtask's benches and tests: started, known ready, stopped.
use std::{
    io::{BufRead, BufReader},
    path::Path,
    process::{Child, Command, Stdio},
    sync::mpsc,
    thread,
    time::Duration,
};

use crate::Result;

pub struct Daemon(pub Child);

impl Daemon {
    /// SIGTERM: it writes its summaries and exits.
    pub fn kill_and_wait(&mut self) {
        let _ = Command::new("kill").arg(self.0.id().to_string()).status();
        let _ = self.0.wait();
    }
}

/// A daemon nobody stopped (a bench that only needed it for a while, or one that failed
/// midway) is stopped as it goes: left running, it would trace every later bench and test.
impl Drop for Daemon {
    fn drop(&mut self) {
        // Not once it was waited for: its PID may be another process's by now.
        if let Ok(None) = self.0.try_wait() {
            self.kill_and_wait();
        }
    }
}

/// A system-wide ze-tracer writing to `out`, once it traces; its lines about copies and threads.
pub fn system_wide(tracer: &Path, out: &Path, extra: &[&str]) -> Result<(Daemon, mpsc::Receiver<String>)> {
    let mut child = Command::new(tracer)
        // No reports; its info lines say what it armed and held (a terminal gets warnings only).
        .args(["-q", "--log-level", "info", "--output-dir"])
        .arg(out)
        .args(extra)
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| e.to_string())?;
    let err = BufReader::new(child.stderr.take().unwrap());
    let (tx, rx) = mpsc::channel();
    let (ready_tx, ready) = mpsc::channel();
    thread::spawn(move || {
        for line in err.lines().map_while(std::result::Result::ok) {
            if line.contains("ze-tracer: tracing") {
                let _ = ready_tx.send(());
            }
            // What it armed and held, and what it said of each process (for a failure's account).
            if line.contains("loader copy armed") || line.contains("let go after") || line.contains("not held") || line.contains("pid=") || line.contains("ld.so copy probed") {
                let _ = tx.send(line);
            }
        }
    });
    ready.recv_timeout(Duration::from_secs(30)).map_err(|_| "the daemon did not start".to_string())?;
    Ok((Daemon(child), rx))
}
