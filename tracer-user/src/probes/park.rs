//! Parking held threads, so that a hold sleeps.
//!
//! A thread held in the kernel (`ze_libs`'s `hold`: a loader copy to arm, an image to look at,
//! frames to name) polls `HOLD` on its CPU, since no BPF helper sleeps until told. After 1 ms
//! it lets others run first at each poll, but it still takes its share of that CPU from
//! everything else, the daemon's I/O included, for as long as arming takes (the disk, with a
//! cold page cache). So the daemon parks each held thread as soon as it is held, whatever its
//! loop is doing (hooking a library, arming a copy: a few hundred ms on a busy node):
//! 1. The kernel rings the `HOLD_BELL_*` rings as it holds a thread; the parking threads,
//!    asleep on them, wake and look at `HOLD` for threads not parked yet.
//! 2. `PTRACE_SEIZE` and `PTRACE_INTERRUPT`: the thread is to stop on its way back to user
//!    space, before any instruction of its own runs. Neither is a signal nor a group stop: the
//!    process's parent (a shell) sees nothing, and its other threads run on.
//! 3. Its `HOLD` entry is marked `parked` (only if it is still the hold it found): the kernel's
//!    loop sees it and returns, and the thread stops.
//! 4. Letting it go ([`Parker::release`], from the control plane, which waits for none of
//!    this): the entry removed, then `PTRACE_DETACH` once its stop is seen (a signal that
//!    stopped it meanwhile is handed back).
//!
//! Two parking threads, each pinned to half of the CPUs the daemon may use (one on a single
//! CPU): a thread woken by the one spinning, as the bell wakes a parker, is often queued on the
//! spinner's CPU, where nothing runs until the spin ends; the other half's parker runs
//! elsewhere. With one parker, a CPython's exit hold kept the daemon's loop, queued behind it,
//! from draining for tens of ms (most of what a short SYCL program paid under the service), and
//! the loop waited on the parker's answer to let a thread go.
//!
//! A thread that cannot be seized (another tracer has it, a policy forbids ptrace) spins as
//! before. A thread seized whose hold had ended already is let go at once, at its stop. ptrace's
//! tracer is a thread, not a process: the parker that seized a thread does all of it for that
//! thread. A tracee killed while parked waits for its tracer to reap it before its parent is
//! told: its parker reaps it, but run mode's own child, which the daemon's reap waits for. If
//! the daemon dies, the kernel detaches its tracees.
use std::{
    collections::{HashMap, HashSet},
    os::fd::{AsFd, AsRawFd, FromRawFd, OwnedFd},
    sync::mpsc,
    time::{Duration, Instant},
};

use aya::maps::{HashMap as BpfHashMap, Map, MapData, RingBuf};
use tracer_common::Hold;

/// The longest a thread stays parked: a daemon that has not let it go by then is stuck, and the
/// thread goes on (its copy armed late, which its summary says).
pub const MAX_PARK: Duration = Duration::from_secs(10);

/// At the daemon's end, how long the threads seized to be let go may take to stop (one that
/// exits, or sleeps in the kernel): the daemon's exit detaches what is left. While it runs, a
/// thread seized is tried until it is detached or gone.
const STOP_PATIENCE: Duration = Duration::from_secs(2);

/// bpf(2)'s update flag: only an element that exists.
const BPF_EXIST: u64 = 2;

/// Let `tid` go if it is parked `why`, in the hold that began at `since_ns` (`Hold::since_ns`).
/// A parker may read this after the thread was let go (its entry removed by the control plane,
/// as it spun) and held again, by the next load, and parked: without the hold's start, that
/// later hold was let go before its copy was armed (a soak round under load: a loader copy
/// "attached after the process mapped it" 13 ms after its thread's previous hold ended).
struct Release {
    tid: u32,
    why: u64,
    since_ns: u64,
}

/// The handles of the parking threads, for the control plane, which lets threads go.
pub struct Parker {
    parkers: Vec<Handle>,
}

/// One parking thread's.
struct Handle {
    tx: mpsc::Sender<Release>,
    /// Rung after each request: the parking thread sleeps on it and on its bell.
    wake: OwnedFd,
}

impl Parker {
    /// Starts a parking thread per bell (`HOLD_BELL_*`) but one on a single CPU, each with a
    /// handle of its own on `hold` (the `HOLD` map) and pinned to its share of the CPUs.
    pub fn start(hold: &MapData, bells: Vec<RingBuf<MapData>>) -> std::io::Result<Parker> {
        let cpus = allowed_cpus();
        let n = bells.len().min(cpus.len()).max(1);
        let mut parkers = Vec::with_capacity(n);
        for (i, bell) in bells.into_iter().take(n).enumerate() {
            let fd = hold.fd().as_fd().try_clone_to_owned()?;
            let data = MapData::from_fd(fd).map_err(std::io::Error::other)?;
            let hold: BpfHashMap<MapData, u32, Hold> = Map::HashMap(data).try_into().map_err(std::io::Error::other)?;
            // SAFETY: eventfd returns a new descriptor or -1.
            let wake = unsafe { libc::eventfd(0, libc::EFD_CLOEXEC | libc::EFD_NONBLOCK) };
            if wake < 0 {
                return Err(std::io::Error::last_os_error());
            }
            // SAFETY: a descriptor just made, owned here alone.
            let wake = unsafe { OwnedFd::from_raw_fd(wake) };
            let woken = wake.try_clone()?;
            let (tx, rx) = mpsc::channel();
            let share: Vec<usize> = cpus.iter().copied().skip(i).step_by(n).collect();
            let parking = Parking { hold, bell, woken, parked: HashMap::new(), refused: HashSet::new(), leaving: vec![] };
            std::thread::Builder::new().name(format!("ze-tracer-park{i}")).spawn(move || {
                if n > 1 {
                    pin(&share);
                }
                parking.run(rx)
            })?;
            parkers.push(Handle { tx, wake });
        }
        Ok(Parker { parkers })
    }

    /// Lets `tid` go if it is parked `why` (`libs::HELD`, …) in the hold that began at
    /// `since_ns`: its parker does, when it runs. None is waited for: one may be queued behind
    /// a thread that spins on its CPU, which only the control plane's own let-go ends
    /// (`Probes::release`).
    pub fn release(&self, tid: u32, why: u16, since_ns: u64) {
        for p in &self.parkers {
            if p.tx.send(Release { tid, why: why as u64, since_ns }).is_ok() {
                let one = 1u64;
                // SAFETY: 8 bytes from a u64, into our eventfd.
                unsafe { libc::write(p.wake.as_raw_fd(), (&raw const one).cast(), 8) };
            }
        }
    }
}

/// The CPUs the daemon may run on (its cgroup's cpuset, its affinity), in order.
fn allowed_cpus() -> Vec<usize> {
    // SAFETY: cpu_set_t is plain data, filled by the call.
    let mut set: libc::cpu_set_t = unsafe { std::mem::zeroed() };
    // SAFETY: our own affinity, into a set of its size.
    if unsafe { libc::sched_getaffinity(0, std::mem::size_of::<libc::cpu_set_t>(), &mut set) } != 0 {
        return vec![];
    }
    // SAFETY: reading bits of the set just filled.
    (0..libc::CPU_SETSIZE as usize).filter(|&c| unsafe { libc::CPU_ISSET(c, &set) }).collect()
}

/// Pins the calling thread to `cpus`; left as it is if that fails.
fn pin(cpus: &[usize]) {
    // SAFETY: cpu_set_t is plain data; its bits set below.
    let mut set: libc::cpu_set_t = unsafe { std::mem::zeroed() };
    for &c in cpus {
        // SAFETY: c < CPU_SETSIZE (it came from such a set).
        unsafe { libc::CPU_SET(c, &mut set) };
    }
    // SAFETY: this thread's affinity, from a set of its size.
    if unsafe { libc::sched_setaffinity(0, std::mem::size_of::<libc::cpu_set_t>(), &set) } != 0 {
        tracing::debug!("a parking thread is not pinned: {}", std::io::Error::last_os_error());
    }
}

/// A thread parked: why, the hold's start (`Hold::since_ns`), and since when it is parked.
struct Parked {
    why: u64,
    since_ns: u64,
    at: Instant,
}

impl Parked {
    /// Whether it is the hold a let-go names (`Release`).
    fn is(&self, why: u64, since_ns: u64) -> bool {
        self.why == why && self.since_ns == since_ns
    }
}

/// The parking thread's state.
struct Parking {
    hold: BpfHashMap<MapData, u32, Hold>,
    bell: RingBuf<MapData>,
    woken: OwnedFd,
    parked: HashMap<u32, Parked>,
    /// Holds (thread, since) that could not be parked: not tried again.
    refused: HashSet<(u32, u64)>,
    /// Seized, to be detached once stopped (since when).
    leaving: Vec<(u32, Instant)>,
}

impl Parking {
    fn run(mut self, rx: mpsc::Receiver<Release>) {
        loop {
            let ms = if self.leaving.is_empty() { 100 } else { 1 };
            let fds = [self.bell.as_raw_fd(), self.woken.as_raw_fd()];
            let mut fds = fds.map(|fd| libc::pollfd { fd, events: libc::POLLIN, revents: 0 });
            // SAFETY: two pollfds of ours.
            unsafe { libc::poll(fds.as_mut_ptr(), 2, ms) };
            let mut count = 0u64;
            // SAFETY: 8 bytes into a u64, from our eventfd (non-blocking).
            unsafe { libc::read(self.woken.as_raw_fd(), (&raw mut count).cast(), 8) };
            while self.bell.next().is_some() {}
            self.park_held();
            loop {
                match rx.try_recv() {
                    Ok(Release { tid, why, since_ns }) => self.release(tid, why, since_ns),
                    Err(mpsc::TryRecvError::Empty) => break,
                    Err(mpsc::TryRecvError::Disconnected) => return self.let_all_go(),
                }
            }
            // Killed while parked: reaped now, so that its parent is told.
            self.parked.retain(|&tid, _| !reaped_if_exited(tid));
            self.expire();
            // Tried until detached or gone: one given up on would stay ptrace-stopped.
            self.leaving.retain(|&(tid, _)| !detach_if_stopped(tid));
        }
    }

    /// At the daemon's end: every thread parked goes on.
    fn let_all_go(mut self) {
        for tid in self.parked.keys().copied().collect::<Vec<_>>() {
            let _ = self.hold.remove(&tid);
            self.leaving.push((tid, Instant::now()));
        }
        let until = Instant::now() + STOP_PATIENCE;
        while !self.leaving.is_empty() && Instant::now() < until {
            self.leaving.retain(|&(tid, _)| !detach_if_stopped(tid));
            std::thread::sleep(Duration::from_millis(1));
        }
    }

    /// Parks the threads `HOLD` has that are not parked yet.
    fn park_held(&mut self) {
        let held: Vec<(u32, Hold)> = self.hold.iter().flatten().filter(|(_, h)| h.parked == 0).collect();
        self.refused.retain(|k| held.iter().any(|(tid, h)| *k == (*tid, h.since_ns)));
        for (tid, h) in held {
            if !self.parked.contains_key(&tid) && !self.refused.contains(&(tid, h.since_ns)) && !self.park(tid, h) {
                self.refused.insert((tid, h.since_ns));
            }
        }
    }

    fn park(&mut self, tid: u32, found: Hold) -> bool {
        // SAFETY: ptrace requests on a thread id, with no pointer passed.
        unsafe {
            if libc::ptrace(libc::PTRACE_SEIZE, tid as libc::pid_t, 0usize, 0usize) != 0 {
                tracing::debug!(tid, "not parked (ptrace: {}): it spins while held", std::io::Error::last_os_error());
                return false;
            }
            if libc::ptrace(libc::PTRACE_INTERRUPT, tid as libc::pid_t, 0usize, 0usize) != 0 {
                libc::ptrace(libc::PTRACE_DETACH, tid as libc::pid_t, 0usize, 0usize);
                return false;
            }
        }
        // Interrupted while still in the hold found (it cannot leave one and enter another
        // without a return to user space, where it now stops): parked. BPF_EXIST: an entry
        // the kernel removed meanwhile is not made again.
        let held = self.hold.get(&tid, 0).ok().filter(|h| *h == found);
        let marked = held.is_some_and(|h| self.hold.insert(tid, Hold { parked: 1, ..h }, BPF_EXIST).is_ok());
        match (held, marked) {
            (Some(h), true) => {
                tracing::debug!(tid, why = h.why, "parked");
                self.parked.insert(tid, Parked { why: h.why, since_ns: h.since_ns, at: Instant::now() });
                true
            }
            _ => {
                // Its hold was over: it may have run on, and is let go at its stop.
                self.leaving.push((tid, Instant::now()));
                false
            }
        }
    }

    /// Lets `tid` go if this parker parked it `why`, in the hold begun at `since_ns` (another's,
    /// or none, did otherwise; or it is held again since).
    fn release(&mut self, tid: u32, why: u64, since_ns: u64) {
        if self.parked.get(&tid).is_some_and(|p| p.is(why, since_ns)) {
            self.parked.remove(&tid);
            let _ = self.hold.remove(&tid);
            self.leaving.push((tid, Instant::now()));
        }
    }

    /// Lets go the threads parked longer than `MAX_PARK`.
    fn expire(&mut self) {
        let old: Vec<u32> = self.parked.iter().filter(|(_, p)| p.at.elapsed() > MAX_PARK).map(|(&tid, _)| tid).collect();
        for tid in old {
            tracing::info!(tid, "parked for {} s and not let go: it goes on", MAX_PARK.as_secs());
            self.parked.remove(&tid);
            let _ = self.hold.remove(&tid);
            self.leaving.push((tid, Instant::now()));
        }
    }
}

/// Detaches `tid` if it is in a ptrace stop (handing back a signal that stopped it). True once
/// it is done with: detached, or gone.
fn detach_if_stopped(tid: u32) -> bool {
    // SAFETY: siginfo_t is plain data, filled by waitid.
    let mut info: libc::siginfo_t = unsafe { std::mem::zeroed() };
    // WSTOPPED alone: never an exit (a zombie stays its parent's to reap).
    let flags = libc::WSTOPPED | libc::WNOHANG | libc::__WALL;
    // SAFETY: waitid on one thread id, into our siginfo_t.
    let r = unsafe { libc::waitid(libc::P_PID, tid, &mut info, flags) };
    if r != 0 {
        // ECHILD: not (or no longer) ours, or a zombie (which only WEXITED sees).
        reaped_if_exited(tid);
        return true;
    }
    // SAFETY: filled by waitid (or left zero: no stop yet).
    let (pid, status) = unsafe { (info.si_pid(), info.si_status()) };
    if pid == 0 {
        if reaped_if_exited(tid) {
            return true;
        }
        // No stop to report: not stopped yet, or its stop was reported already (once only).
        // /proc says which: a tracee in its ptrace stop is detached all the same (one left
        // stopped would stay so for as long as the daemon runs: a test saw a CPython so).
        if !in_ptrace_stop(tid) {
            return false;
        }
    }
    // A signal-delivery stop (no ptrace event in the high byte): the signal is handed back.
    let signal = if pid != 0 && status >> 8 == 0 { status & 0xff } else { 0 };
    // SAFETY: ptrace on a stopped tracee of ours, no pointer passed.
    let detached = unsafe { libc::ptrace(libc::PTRACE_DETACH, tid as libc::pid_t, 0usize, signal as usize) } == 0;
    // Failed: not in its stop after all (it is tried again), or gone (ECHILD next time).
    detached
}

/// Whether `tid` is in a ptrace stop (`t` in `/proc/<tid>/stat`).
fn in_ptrace_stop(tid: u32) -> bool {
    procfs::process::Process::new(tid as i32).and_then(|p| p.stat()).is_ok_and(|s| s.state == 't')
}

/// A tracee that exited while parked (killed, or its process's exit) waits for its tracer to
/// reap it before its parent is told: reaped here, unless it is a process of the daemon's own
/// (run mode's command, which `process::child::reap` reaps, from any of the daemon's threads).
/// True if it exited.
fn reaped_if_exited(tid: u32) -> bool {
    // SAFETY: siginfo_t is plain data, filled by waitid.
    let mut info: libc::siginfo_t = unsafe { std::mem::zeroed() };
    let peek = libc::WEXITED | libc::WNOHANG | libc::WNOWAIT | libc::__WALL;
    // SAFETY: waitid on one thread id, into our siginfo_t; WNOWAIT leaves it as it is.
    if unsafe { libc::waitid(libc::P_PID, tid, &mut info, peek) } != 0 || unsafe { info.si_pid() } == 0 {
        return false;
    }
    // A tracee's stop is reported whatever was asked: only an end counts here.
    if !matches!(info.si_code, libc::CLD_EXITED | libc::CLD_KILLED | libc::CLD_DUMPED) {
        return false;
    }
    // A thread is reaped by no one else; a process, by its parent once its tracer has.
    if leader_of(tid) != Some(tid) || parent_of(tid) != Some(std::process::id()) {
        // SAFETY: as above, now reaping it.
        unsafe { libc::waitid(libc::P_PID, tid, &mut info, libc::WEXITED | libc::WNOHANG | libc::__WALL) };
    }
    true
}

/// A task's parent (field 4 of its stat), while it is there (a zombie's too).
fn parent_of(tid: u32) -> Option<u32> {
    let stat = std::fs::read_to_string(format!("/proc/{tid}/stat")).ok()?;
    stat[stat.rfind(')')? + 1..].split_whitespace().nth(1)?.parse().ok()
}

/// A task's thread group (its process), while it is there.
fn leader_of(tid: u32) -> Option<u32> {
    let status = std::fs::read_to_string(format!("/proc/{tid}/status")).ok()?;
    status.lines().find_map(|l| l.strip_prefix("Tgid:"))?.trim().parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A let-go names the hold it ends: one read by a parker after its thread was held again
    /// (the next load's hold, parked meanwhile) leaves that later hold alone.
    #[test]
    fn a_let_go_of_an_earlier_hold_leaves_the_next_one_alone() {
        let held = tracer_common::libs::HELD as u64;
        let parked = Parked { why: held, since_ns: 2_000, at: Instant::now() };
        assert!(parked.is(held, 2_000));
        assert!(!parked.is(held, 1_000), "the hold before");
        assert!(!parked.is(tracer_common::libs::EXITING_HELD as u64, 2_000));
    }
}
