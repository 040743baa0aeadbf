//! The data plane's benchmark (`cargo bench -p tracer-user --bench pipeline -- N [--threads T]
//! [--output-dir DIR] [--no-stacks]`, run by `cargo xtask bench pipeline`): the whole user side
//! without probes — decode, track, sample, CSV,
//! unwind, group by site, write — on N events replayed as the rings would bring them, on
//! `--threads` workers. Two processes (this one and a forked copy of it, so that the same
//! stacks unwind in both) write two shards. Their events mimic the stressor: host allocations
//! and their frees, addresses reused as malloc would, one allocation in `KEEP_EVERY` kept to
//! the end; with stacks, each create carries a real window of this process's stack (captured
//! at `SITES` depths), as the kernel side copies it. Prints JSON.
use std::{arch::asm, fs, path::Path, process::ExitCode};

use tracer_common::{APIS, Event, StackEvent, flags, phase};
use ze_tracer::{
    data::{Admission, DataPlane, Ended, Filter, Shard, Source, ring::Batch, sampler::Sampler},
    exit::Fatal,
    process::{clock::monotonic_ns, facts, out_dir::check_output_dir},
    unwind::{self, Stacks},
};

/// Events per replayed batch (a drain's worth at a high rate).
const BATCH: usize = 4096;
/// One allocation in this many is never freed: its stack is unwound, as a leak's would be.
const KEEP_EVERY: u64 = 100;
/// Distinct creating stacks.
const SITES: usize = 8;
const WINDOW: usize = 1024;

const USAGE: &str = "usage: pipeline EVENTS [--threads N] [--output-dir DIR] [--no-stacks]";

fn main() -> ExitCode {
    // `cargo bench` passes `--bench` first.
    let args: Vec<String> = std::env::args().skip(1).filter(|a| a != "--bench").collect();
    let (mut n, mut threads, mut dir, mut stacks) = (None, 1, std::env::temp_dir(), true);
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        match arg.as_str() {
            "--threads" => threads = it.next().and_then(|t| t.parse().ok()).unwrap_or(0),
            "--output-dir" => dir = it.next().map(Into::into).unwrap_or_default(),
            "--no-stacks" => stacks = false,
            events => n = events.parse().ok(),
        }
    }
    let (Some(n), 1..) = (n, threads) else {
        eprintln!("{USAGE}");
        return ExitCode::from(2);
    };
    match run(n, &dir, threads, stacks) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("pipeline: {e}");
            ExitCode::from(e.code() as u8)
        }
    }
}

fn run(n: u64, dir: &Path, threads: usize, stacks: bool) -> Result<(), Fatal> {
    let out = check_output_dir(dir, "DIR")?;
    let windows = if stacks { capture_windows() } else { vec![] };
    let (me, twin) = (std::process::id(), fork_twin()?);
    let adm = Admission::new(out, facts::Sources::default(), Filter::default(), 16, usize::MAX);
    let per_pid = n / 2;
    let shards = [me, twin]
        .into_iter()
        .map(|pid| {
            let stacks = stacks.then(|| Stacks::new(unwind::DEFAULT_DEPTH, true, false));
            Shard::new(Source::Replay(Box::new(generator(pid, per_pid, windows.clone()))), stacks)
        })
        .collect();
    // Two shards, one process each: the twin's PID was chosen to land in the other one.
    let mut data = DataPlane::new(shards, adm, threads)?;
    let start = std::time::Instant::now();
    let mut ended = vec![];
    loop {
        let drained = data.drain();
        ended.extend(drained.ended);
        if !drained.any {
            break;
        }
    }
    let seconds = start.elapsed().as_secs_f64();
    // What the control plane would do next: group each process's leaks by site.
    let (rows, kept): (u64, usize) = data.procs().map(|p| (p.tracker.rows(), p.tracker.outstanding_count())).fold((0, 0), |a, b| (a.0 + b.0, a.1 + b.1));
    let start_end = std::time::Instant::now();
    for pid in data.pids() {
        ended.extend(data.end(pid, Ended::Stopped, None));
    }
    let sites: usize = ended.iter().filter_map(|e| e.sites.as_ref()).map(|s| s.len()).sum();
    let end_seconds = start_end.elapsed().as_secs_f64();
    // The names are the output directory's (joined, whether relative or whole).
    for e in &ended {
        let _ = fs::remove_file(dir.join(&e.traced.sink.names.csv));
    }
    // SAFETY: our own child.
    unsafe { libc::kill(twin as i32, libc::SIGKILL) };
    let sample_ns = sample_cost(me)?;
    let events = per_pid * 2;
    println!(
        "{}",
        serde_json::json!({
            "events": events,
            "rows": rows,
            "seconds": seconds,
            "events_per_s": events as f64 / seconds,
            "events_per_s_per_thread": events as f64 / seconds / threads.clamp(1, 2) as f64,
            "threads": threads.clamp(1, 2),
            "stacks": stacks,
            "kept_objects": kept,
            "sites": sites,
            "grouping_seconds": end_seconds,
            "sample_ns": sample_ns,
            "batch": BATCH,
        })
    );
    Ok(())
}

/// What one `/proc/<pid>/status` sample costs, in ns.
fn sample_cost(pid: u32) -> Result<f64, Fatal> {
    const SAMPLES: u32 = 2000;
    let mut sampler = Sampler::open(pid)?;
    let start = std::time::Instant::now();
    for _ in 0..SAMPLES {
        std::hint::black_box(sampler.sample());
    }
    Ok(start.elapsed().as_nanos() as f64 / SAMPLES as f64)
}

/// A child that is this process's copy (same maps, so the same stacks unwind in it) and whose
/// PID falls in the other of two shards; it waits to be killed.
fn fork_twin() -> Result<u32, Fatal> {
    let me = std::process::id();
    loop {
        // SAFETY: the child only sleeps until killed.
        let pid = unsafe { libc::fork() };
        match pid {
            -1 => return Err(std::io::Error::last_os_error().into()),
            0 => loop {
                unsafe { libc::pause() };
            },
            pid if tracer_common::shard_of(pid as u32, 2) != tracer_common::shard_of(me, 2) => return Ok(pid as u32),
            pid => unsafe {
                libc::kill(pid, libc::SIGKILL);
                libc::waitpid(pid, std::ptr::null_mut(), 0);
            },
        }
    }
}

/// A window of this process's stack: ip, sp, bp and the bytes from sp up.
type Captured = ([u64; 3], Vec<u8>);

/// `SITES` windows, each taken `depth` calls deeper than the last: distinct stacks.
fn capture_windows() -> Vec<Captured> {
    (0..SITES).map(|depth| descend(depth as u32)).collect()
}

#[inline(never)]
fn descend(depth: u32) -> Captured {
    if depth > 0 {
        let c = descend(std::hint::black_box(depth - 1));
        return std::hint::black_box(c);
    }
    let (ip, sp, bp): (u64, u64, u64);
    // SAFETY: reads registers only. The window is this thread's stack above sp: mapped.
    unsafe {
        asm!("lea {ip}, [rip]", "mov {sp}, rsp", "mov {bp}, rbp", ip = out(reg) ip, sp = out(reg) sp, bp = out(reg) bp);
    }
    let bytes = unsafe { std::slice::from_raw_parts(sp as *const u8, WINDOW) }.to_vec();
    ([ip, sp, bp], bytes)
}

/// Fills batches with `pid`'s events, `total` in all: a BEGIN, then creates (with a window
/// if any were captured) and frees.
fn generator(pid: u32, total: u64, windows: Vec<Captured>) -> impl FnMut(&mut Batch) + Send {
    let api = |name| APIS.iter().position(|a| a.name == name).unwrap() as u16;
    let (alloc, free) = (api("zeMemAllocHost"), api("zeMemFree"));
    let (mut made, mut i) = (0u64, 0u64);
    let mut record = vec![0u8; size_of::<StackEvent<WINDOW>>()];
    move |batch: &mut Batch| {
        if made == 0 {
            let begin = Event { ts_ns: monotonic_ns(), pid, tid: pid, phase: phase::BEGIN, ..Default::default() };
            push(batch, &mut record, begin, None);
        }
        while batch.events.len() < BATCH && made < total {
            let kept = i % KEEP_EVERY == KEEP_EVERY - 1;
            let h = if kept { 0x5000_0000_0000 + i * 4096 } else { 0x7f00_0000_0000 + (i % 64) * 4096 };
            let ev = Event { ts_ns: monotonic_ns(), pid, tid: pid, handle: h, size: 2048, api: alloc, phase: phase::CALL, ..Default::default() };
            let window = (!windows.is_empty()).then(|| &windows[i as usize % windows.len()]);
            push(batch, &mut record, ev, window);
            made += 1;
            if !kept && made < total {
                let ev = Event { ts_ns: monotonic_ns(), api: free, size: 0, ..ev };
                push(batch, &mut record, ev, None);
                made += 1;
            }
            i += 1;
        }
    }
}

/// Encodes an event as the probes write it (with its window, as a `StackEvent`) and decodes
/// it into the batch, as a ring read does.
fn push(batch: &mut Batch, record: &mut [u8], ev: Event, window: Option<&Captured>) {
    let Some(([ip, sp, bp], bytes)) = window else {
        // SAFETY: a plain-data struct, as bytes.
        let raw = unsafe { std::slice::from_raw_parts((&raw const ev).cast::<u8>(), size_of::<Event>()) };
        return batch.push(raw);
    };
    let rec = record.as_mut_ptr().cast::<StackEvent<WINDOW>>();
    // SAFETY: `record` is exactly one StackEvent<WINDOW>; unaligned writes.
    unsafe {
        (&raw mut (*rec).ev).write_unaligned(Event { flags: flags::STACK, ..ev });
        (&raw mut (*rec).ip).write_unaligned(*ip);
        (&raw mut (*rec).sp).write_unaligned(*sp);
        (&raw mut (*rec).bp).write_unaligned(*bp);
        (&raw mut (*rec).len).write_unaligned(bytes.len() as u32);
    }
    let at = std::mem::offset_of!(StackEvent<WINDOW>, stack);
    record[at..at + bytes.len()].copy_from_slice(bytes);
    batch.push(record);
}
