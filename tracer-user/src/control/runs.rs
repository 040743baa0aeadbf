//! The control plane's part in runs (`crate::runs`): a client's command put in a run, each
//! process of a run found as it is tracked or left out, and the run's client told of its files
//! and, once all are written, that it is done.
use super::Control;
use crate::{
    data::{DataPlane, Drained},
    runs::{Incoming, protocol::Reply},
};

impl Control {
    /// A connection's request (the rings drained just before, so that an `Ended` is handled
    /// after every event its command's exit left).
    pub fn run_request(&mut self, incoming: Incoming) {
        let Some(runs) = self.runs.as_mut() else { return };
        match incoming {
            Incoming::Run { pid, client, answer } => {
                let run = runs.open(client);
                let run = run.and_then(|run| {
                    // A number given again starts with no count of the run that had it before.
                    self.probes.take_unfollowed(run);
                    self.probes.enroll(pid, run).map(|()| run).map_err(|e| {
                        runs.close(run);
                        format!("cannot put PID {pid} in a run: {e:#}")
                    })
                });
                if let Ok(run) = run {
                    tracing::info!(pid, run, "a client's command runs in a run of its own");
                }
                let _ = answer.send(run);
            }
            Incoming::Ended { run } => {
                // Every process of the run that began before is known by now: one gone was
                // found at its end, one still running at its start.
                runs.command_ended(run);
                self.settle_run(run);
            }
            Incoming::Gone { run } => {
                runs.forget(run);
                self.probes.take_unfollowed(run);
            }
        }
    }

    /// The processes a drain began to track, or left out, that are in a run: asked of the
    /// kernel while they live (one that is gone already said its run in its EXIT, which the
    /// kernel sends before it forgets the process).
    pub(super) fn find_runs(&mut self, data: &mut DataPlane, drained: &Drained) {
        let Some(runs) = self.runs.as_mut().filter(|r| r.any()) else { return };
        for (pid, ..) in &drained.begun {
            let run = self.probes.run_of(*pid);
            if run != 0 && runs.begun(*pid, run) {
                if let Some(traced) = data.get(*pid) {
                    traced.run = run;
                }
            }
        }
        // Not tracked: asked while it lives; one gone already said its run at its end.
        let untracked = drained.untracked.iter().map(|&(pid, why)| (pid, self.probes.run_of(pid), why));
        for (pid, run, why) in untracked.chain(drained.untracked_ended.iter().copied()) {
            if run != 0 {
                runs.left_out(pid, run, format!("not tracked by the daemon: {why}"));
            }
        }
    }

    /// Says `Done` to run `run`'s client if it is done, after the files queued before.
    pub(super) fn settle_run(&mut self, run: u32) {
        if run == 0 {
            return;
        }
        if let Some(client) = self.runs.as_mut().and_then(|r| r.settle(run)) {
            // Its command has exited: every fork of the run's that could be counted was.
            let processes = self.probes.take_unfollowed(run);
            if processes > 0 {
                let _ = client.send(Reply::Unfollowed { processes });
            }
            self.writer.write(move |_| _ = client.send(Reply::Done));
        }
    }
}
