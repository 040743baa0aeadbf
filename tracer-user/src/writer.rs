//! The thread that writes what a process leaves when it ends (its summary, its profile, its
//! report), in the order processes end. Off the daemon's loop: naming the leak sites may read a
//! library's DWARF, a second for libc's, while the loop must go on reading the ring and letting
//! held threads go. The thread owns the symbolizer (blazesym's is not `Send`) and its caches.
use std::{
    sync::mpsc::{RecvTimeoutError, Sender, channel},
    thread::JoinHandle,
    time::Duration,
};

use crate::stacks::symbolize::Names;

type Job = Box<dyn FnOnce(&mut Names) + Send>;

/// After this long without a process ending, what naming loaded is let go: a burst of ends
/// (a CI job's tests) reads each library once, and an idle daemon stays small.
const IDLE: Duration = Duration::from_secs(10);

pub struct Writer {
    jobs: Option<Sender<Job>>,
    thread: Option<JoinHandle<()>>,
}

impl Writer {
    pub fn start() -> std::io::Result<Writer> {
        let (jobs, queue) = channel::<Job>();
        let thread = std::thread::Builder::new().name("ze-tracer-out".into()).spawn(move || {
            let mut names = Names::default();
            let mut used = false;
            loop {
                match queue.recv_timeout(IDLE) {
                    Ok(job) => {
                        job(&mut names);
                        used = true;
                    }
                    // Idle: the symbolizer's caches go (libc's DWARF alone is some 30 MB).
                    Err(RecvTimeoutError::Timeout) if used => {
                        names = Names::default();
                        used = false;
                    }
                    Err(RecvTimeoutError::Timeout) => {}
                    Err(RecvTimeoutError::Disconnected) => return,
                }
            }
        })?;
        Ok(Writer { jobs: Some(jobs), thread: Some(thread) })
    }

    /// Queues `job`; it runs after those queued before it.
    pub fn write(&self, job: impl FnOnce(&mut Names) + Send + 'static) {
        if let Some(jobs) = &self.jobs {
            // The thread only ends when `jobs` is dropped.
            let _ = jobs.send(Box::new(job));
        }
    }
}

/// Everything queued is written before the daemon exits.
impl Drop for Writer {
    fn drop(&mut self) {
        drop(self.jobs.take());
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}
