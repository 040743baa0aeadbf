//! 6. `ze-tracer report` on a long run: a 10-million-row CSV, written here in the exact format
//! ze-tracer writes, drawn into one page. Its wall time, its peak RSS (GNU time's maximum
//! resident set) and the page's size.
use std::{
    fmt::Write as _,
    fs,
    io::{BufWriter, Write},
    path::Path,
    process::Command,
    time::Instant,
};

use super::{Bench, stat};
use crate::Result;

const ROWS: u64 = 10_000_000;
const RUNS: usize = 3;
const HEADER: &str = "CallNumber,TimeMs,APICall,VmSize_KB,VmRSS_KB,VmData_KB,VmPeak_KB,Threads,Delta_VmSize_KB,Delta_VmRSS_KB,Delta_VmData_KB,Contexts,CommandQueues,Modules,Kernels,EventPools,CommandLists,Events,Fences,Images,Samplers,TotalMemory_Bytes,PhysicalMems,VirtualMemReservations,Tid,Handle,Size,SampleLag_us";
/// Rows where VmRSS jumps for one sample: each must survive the reduction.
const SPIKES: [u64; 3] = [2_500_000, 6_000_000, 9_000_001];

pub(super) fn report(b: &mut Bench) -> Result {
    eprintln!("xtask: bench: report on a {ROWS}-row CSV");
    let dir = b.scratch.join("report");
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let csv = dir.join("ze-tracer_pid4242.csv");
    let started = Instant::now();
    write_csv(&csv).map_err(|e| format!("{}: {e}", csv.display()))?;
    let csv_mb = fs::metadata(&csv).map_err(|e| e.to_string())?.len() as f64 / 1e6;
    eprintln!("xtask: bench: wrote {csv_mb:.0} MB in {:.1} s", started.elapsed().as_secs_f64());
    let (mut secs, mut rss_mb, mut page_kb) = (vec![], vec![], vec![]);
    for i in 0..RUNS {
        let out_dir = dir.join(format!("out{i}"));
        // GNU time: elapsed seconds and maximum RSS (KB) of the report, on its last line.
        let out = Command::new("/usr/bin/time")
            .args(["-f", "%e %M"])
            .arg(&b.tracer)
            .args(["report", "--out"])
            .arg(&out_dir)
            .arg(&csv)
            .output()
            .map_err(|e| format!("/usr/bin/time: {e}"))?;
        let stderr = String::from_utf8_lossy(&out.stderr);
        if !out.status.success() {
            return Err(format!("ze-tracer report failed: {stderr}"));
        }
        let last = stderr.lines().last().unwrap_or_default();
        let mut f = last.split(' ').map(|x| x.parse::<f64>().map_err(|_| format!("unexpected time output {last:?}")));
        secs.push(f.next().ok_or("no time")??);
        rss_mb.push(f.next().ok_or("no RSS")?? / 1024.0);
        let page = out_dir.join("ze-tracer_pid4242.html");
        let html = fs::read_to_string(&page).map_err(|e| format!("{}: {e}", page.display()))?;
        page_kb.push(html.len() as f64 / 1024.0);
        check_spikes(&html)?;
    }
    let _ = fs::remove_dir_all(&dir);
    let _ = writeln!(
        b.md,
        "## 6. `ze-tracer report` on a long run\n\n\
         A CSV of {} rows ({csv_mb:.0} MB, the exact format ze-tracer writes: a loop of allocations, \
         command lists and events made and destroyed, a host allocation leaked every 500 loops, \
         three one-row VmRSS spikes), drawn into one page: every series reduced to at most 2,000 \
         buckets of rows, each drawn by its lowest and highest point (the three spikes are checked \
         on the page). {RUNS} runs.\n\n\
         | figure | value |\n|---|---|\n\
         | wall time (s) | {} |\n| peak RSS (MB) | {} |\n| page size (KB) | {} |\n",
        super::fmt_int(ROWS as f64),
        stat(secs),
        stat(rss_mb),
        stat(page_kb),
    );
    Ok(())
}

/// All three spikes are drawn: the VmRSS line has exactly three points in the top fifth of
/// its panel (the spikes rise ten times above the rest).
fn check_spikes(html: &str) -> Result {
    let at = html.find("<polyline data-series=\"VmRSS_KB\"").ok_or("no VmRSS_KB line on the page")?;
    let points = html[at..].split(" points=\"").nth(1).and_then(|p| p.split('"').next()).ok_or("no points")?;
    let ys: Vec<f64> = points.split(' ').filter_map(|xy| xy.split_once(',')?.1.parse().ok()).collect();
    let (top, bottom) = ys.iter().fold((f64::MAX, f64::MIN), |(t, b), y| (t.min(*y), b.max(*y)));
    let high = ys.iter().filter(|y| **y < top + (bottom - top) / 5.0).count();
    match high == SPIKES.len() {
        true => Ok(()),
        false => Err(format!("{high} points of the VmRSS line are spikes, not {}", SPIKES.len())),
    }
}

/// One loop: (API, kind: 0 create, 1 destroy, 2 call, which object: 0 device memory,
/// 1 command list, 2 event).
const LOOP: [(&str, u8, usize); 8] = [
    ("zeMemAllocDevice", 0, 0),
    ("zeCommandListCreate", 0, 1),
    ("zeCommandListAppendLaunchKernel", 2, 0),
    ("zeEventCreate", 0, 2),
    ("zeEventDestroy", 1, 2),
    ("zeCommandListDestroy", 1, 1),
    ("zeMemFree", 1, 0),
    ("zeCommandListAppendMemoryCopy", 2, 0),
];
const DEVICE_BYTES: i64 = 65536;
const HOST_BYTES: i64 = 4096;

/// VmRSS at `row` (KB): a base that grows slowly, and a spike on the spike rows.
fn rss_at(row: u64) -> u64 {
    40_000 + row / 4000 + if SPIKES.contains(&row) { 400_000 } else { 0 }
}

fn write_csv(path: &Path) -> std::io::Result<()> {
    let mut out = BufWriter::with_capacity(1 << 20, fs::File::create(path)?);
    writeln!(out, "{HEADER}")?;
    let mut line = Vec::with_capacity(256);
    let (mut prev, mut peak) = ([0i64; 3], 0u64);
    let (mut lists, mut events, mut device, mut host) = (0i64, 0i64, 0i64, 0i64);
    let mut growth = 0u64;
    let mut row = 0u64;
    let mut cycle = 0u64;
    let handle = |cycle: u64, obj: usize| 0x5600_0000_0000 + cycle * 64 + obj as u64 * 16;
    let mut emit = |row: u64, api: &str, counts: [i64; 2], usm: i64, h: u64, size: i64, rss_extra: u64, out: &mut BufWriter<fs::File>| {
        let rss = rss_at(row) + rss_extra;
        let (size_kb, data) = (2 * rss + 100_000, rss / 2);
        peak = peak.max(size_kb);
        let now = [size_kb as i64, rss as i64, data as i64];
        let delta = |i: usize| if row == 0 { 0 } else { now[i] - prev[i] };
        line.clear();
        let _ = write!(
            Cursor(&mut line),
            "{row},{},{api},{size_kb},{rss},{data},{peak},4,{},{},{},1,0,0,0,0,{},{},0,0,0,{usm},0,0,4242,{h:#x},{size},{}\n",
            row / 100,
            delta(0),
            delta(1),
            delta(2),
            counts[0],
            counts[1],
            row % 7,
        );
        prev = now;
        out.write_all(&line)
    };
    // A context first, never destroyed.
    emit(row, "zeContextCreate", [0, 0], 0, 0x5500_0000_0000, 0, 0, &mut out)?;
    row += 1;
    while row < ROWS {
        for &(api, kind, obj) in &LOOP {
            if row >= ROWS {
                break;
            }
            let step: i64 = match kind {
                0 => 1,
                1 => -1,
                _ => 0,
            };
            match obj {
                0 => device += step * DEVICE_BYTES,
                1 => lists += step,
                _ => events += step,
            }
            // Now and then a free after which VmRSS rose: the SRT's suspicious destroy.
            if api == "zeMemFree" && cycle % 200_000 == 7 {
                growth += 250;
            }
            let size = if api == "zeMemAllocDevice" { DEVICE_BYTES } else { 0 };
            let extra = growth + if device > 0 { 64 } else { 0 };
            emit(row, api, [lists, events], device + host, handle(cycle, obj), size, extra, &mut out)?;
            row += 1;
        }
        if cycle % 500 == 499 && row < ROWS {
            host += HOST_BYTES;
            emit(row, "zeMemAllocHost", [lists, events], device + host, handle(cycle, 3), HOST_BYTES, growth, &mut out)?;
            row += 1;
        }
        cycle += 1;
    }
    out.flush()
}

/// `write!` into a byte buffer.
struct Cursor<'a>(&'a mut Vec<u8>);

impl std::fmt::Write for Cursor<'_> {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        self.0.extend_from_slice(s.as_bytes());
        Ok(())
    }
}
