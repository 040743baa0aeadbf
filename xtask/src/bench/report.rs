//! 6. `ze-tracer report` on a long run: a 10-million-row CSV in the exact format ze-tracer
//! writes, drawn into one page: its wall time, peak RSS (GNU time's) and size, and the page
//! checked against the CSV (`check_spikes`; `cargo xtask bench check` on a small CSV).
//! 6b. `report --perfetto` on the same CSV: its time, peak RSS and trace size, the trace decoded
//! by Perfetto's Python bindings and checked likewise (`check_trace_spikes`).
use std::{
    collections::HashMap,
    fmt::Write as _,
    fs,
    io::{BufWriter, Write},
    path::Path,
    process::Command,
    time::Instant,
};

use super::{Bench, stat};
use crate::Result;

/// Rows of the CSV, and of the quick check's.
const ROWS: u64 = 10_000_000;
const QUICK_ROWS: u64 = 500_000;
const RUNS: usize = 3;
const HEADER: &str = "CallNumber,TimeMs,APICall,VmSize_KB,VmRSS_KB,VmData_KB,VmPeak_KB,Threads,Delta_VmSize_KB,Delta_VmRSS_KB,Delta_VmData_KB,Contexts,CommandQueues,Modules,Kernels,EventPools,CommandLists,Events,Fences,Images,Samplers,TotalMemory_Bytes,PhysicalMems,VirtualMemReservations,Tid,Handle,Size,SampleLag_us";
/// What a spike adds to VmRSS (KB) for one row: ten times the rest.
const SPIKE_KB: u64 = 400_000;

/// Rows where VmRSS jumps for one sample: each must survive the reduction. The last one is
/// not a bucket's first row.
fn spike_rows(rows: u64) -> [u64; 3] {
    [rows / 4, rows * 3 / 5, rows * 9 / 10 + 1]
}

/// The VmRSS column as written: what the page must show of it.
#[derive(Debug, Default)]
struct Written {
    rows: u64,
    /// The last row's time.
    end_ms: u64,
    /// Lowest and highest VmRSS.
    lo: u64,
    hi: u64,
    /// The highest VmRSS of a row that is no spike.
    base_hi: u64,
    /// (time, VmRSS) of each spike, in row order.
    spikes: Vec<(u64, u64)>,
}

pub(super) fn report(b: &mut Bench) -> Result {
    let (rows, runs) = if b.quick { (QUICK_ROWS, 1) } else { (ROWS, RUNS) };
    eprintln!("xtask: bench: report on a {rows}-row CSV");
    let dir = b.scratch.join("report");
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let csv = dir.join("ze-tracer_pid4242.csv");
    let started = Instant::now();
    let written = write_csv(&csv, rows).map_err(|e| format!("{}: {e}", csv.display()))?;
    let csv_mb = fs::metadata(&csv).map_err(|e| e.to_string())?.len() as f64 / 1e6;
    eprintln!("xtask: bench: wrote {csv_mb:.0} MB in {:.1} s", started.elapsed().as_secs_f64());
    let (mut secs, mut rss_mb, mut page_kb) = (vec![], vec![], vec![]);
    for i in 0..runs {
        let out_dir = dir.join(format!("out{i}"));
        let (s, mb) = timed_report(&b.tracer, &[], &out_dir, &csv)?;
        (secs.push(s), rss_mb.push(mb));
        let page = out_dir.join("ze-tracer_pid4242.html");
        let html = fs::read_to_string(&page).map_err(|e| format!("{}: {e}", page.display()))?;
        page_kb.push(html.len() as f64 / 1024.0);
        check_spikes(&html, &written)?;
    }
    let _ = fs::remove_dir_all(&dir);
    let _ = writeln!(
        b.md,
        "## 6. `ze-tracer report` on a long run\n\n\
         A CSV of {} rows ({csv_mb:.0} MB, the exact format ze-tracer writes: a loop of allocations, \
         command lists and events made and destroyed, a host allocation leaked every 500 loops, \
         three one-row VmRSS spikes), drawn into one page: every series reduced to at most 2,000 \
         buckets of rows, each drawn by its lowest and highest point; each run's page is checked: \
         its VmRSS line rises three times, each at a spike's time and to its height. {runs} run{}.\n\n\
         | figure | value |\n|---|---|\n\
         | wall time (s) | {} |\n| peak RSS (MB) | {} |\n| page size (KB) | {} |\n",
        super::fmt_int(rows as f64),
        if runs == 1 { "" } else { "s" },
        stat(secs),
        stat(rss_mb),
        stat(page_kb),
    );
    Ok(())
}

/// `ze-tracer report ARGS --out OUT CSV` under GNU time: its elapsed seconds and peak RSS (MB).
fn timed_report(tracer: &Path, args: &[&str], out: &Path, csv: &Path) -> Result<(f64, f64)> {
    // GNU time: elapsed seconds and maximum RSS (KB) of the report, on its last line.
    let mut time = Command::new("/usr/bin/time");
    let run = time.args(["-f", "%e %M"]).arg(tracer).arg("report").args(args).arg("--out").arg(out).arg(csv).output();
    let run = run.map_err(|e| format!("/usr/bin/time: {e}"))?;
    let stderr = String::from_utf8_lossy(&run.stderr);
    if !run.status.success() {
        return Err(format!("ze-tracer report {args:?} failed: {stderr}"));
    }
    let last = stderr.lines().last().unwrap_or_default();
    let mut f = last.split(' ').map(|x| x.parse::<f64>().map_err(|_| format!("unexpected time output {last:?}")));
    Ok((f.next().ok_or("no time")??, f.next().ok_or("no RSS")?? / 1024.0))
}

/// 6b. The same long CSV as a Perfetto trace: its time, memory and size, bounded however long
/// the CSV, and its VmRSS counter checked against the CSV's spikes.
pub(super) fn perfetto(b: &mut Bench) -> Result {
    let (rows, runs) = if b.quick { (QUICK_ROWS, 1) } else { (ROWS, RUNS) };
    eprintln!("xtask: bench: report --perfetto on a {rows}-row CSV");
    let dir = b.scratch.join("perfetto");
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let csv = dir.join("ze-tracer_pid4242.csv");
    let written = write_csv(&csv, rows).map_err(|e| format!("{}: {e}", csv.display()))?;
    let csv_mb = fs::metadata(&csv).map_err(|e| e.to_string())?.len() as f64 / 1e6;
    let python = crate::perfetto::setup()?;
    let (mut secs, mut rss_mb, mut trace_kb, mut events) = (vec![], vec![], vec![], vec![]);
    for i in 0..runs {
        let out_dir = dir.join(format!("out{i}"));
        let (s, mb) = timed_report(&b.tracer, &["--perfetto"], &out_dir, &csv)?;
        (secs.push(s), rss_mb.push(mb));
        let trace = out_dir.join("ze-tracer_pid4242.pftrace");
        trace_kb.push(fs::metadata(&trace).map_err(|e| format!("{}: {e}", trace.display()))?.len() as f64 / 1024.0);
        events.push(check_trace_spikes(&python, &trace, &written)? as f64);
    }
    let _ = fs::remove_dir_all(&dir);
    let _ = writeln!(
        b.md,
        "## 6b. `ze-tracer report --perfetto` on a long run\n\n\
         The CSV of §6 ({} rows, {csv_mb:.0} MB) as a Perfetto trace: each counter track (the counts \
         that change, USM bytes in all and by kind, VmRSS) from the same 2,000 buckets of rows as \
         the page's lines, written only where its value changes. Each run's trace is decoded by \
         Perfetto's own Python bindings (`perfetto` on PyPI): its VmRSS counter rises three times, \
         at each spike's time and to its height. {runs} run{}.\n\n\
         | figure | value |\n|---|---|\n\
         | wall time (s) | {} |\n| peak RSS (MB) | {} |\n| trace size (KB) | {} |\n| counter events, all tracks | {} |\n",
        super::fmt_int(rows as f64),
        if runs == 1 { "" } else { "s" },
        stat(secs),
        stat(rss_mb),
        stat(trace_kb),
        stat(events),
    );
    Ok(())
}

/// The trace's VmRSS counter has every spike of the CSV, at its time and value, and rises above
/// the rest only there; its counter events in all.
fn check_trace_spikes(python: &Path, trace: &Path, w: &Written) -> Result<usize> {
    let script = crate::root_dir().join("tracer-user/tests/perfetto_decode.py");
    let out = Command::new(python).arg(&script).arg(trace).output().map_err(|e| format!("{}: {e}", python.display()))?;
    if !out.status.success() {
        return Err(format!("decoding {}: {}", trace.display(), String::from_utf8_lossy(&out.stderr)));
    }
    let decoded: serde_json::Value = serde_json::from_slice(&out.stdout).map_err(|e| e.to_string())?;
    let tracks = decoded["tracks"].as_array().ok_or("no tracks")?;
    let rss = tracks.iter().find(|t| t["name"] == "VmRSS bytes").ok_or("no VmRSS counter in the trace")?;
    let events = decoded["events"].as_array().ok_or("no events")?;
    let counters = events.iter().filter(|e| e["type"] == "TYPE_COUNTER").count();
    let values: Vec<(u64, u64)> = events
        .iter()
        .filter(|e| e["track"] == rss["uuid"])
        .map(|e| (e["ts"].as_u64().unwrap_or(0) / 1_000_000, e["value"].as_u64().unwrap_or(0) / 1024))
        .collect();
    let threshold = (w.base_hi + w.spikes.iter().map(|s| s.1).min().unwrap_or(w.hi)) / 2;
    let high: Vec<(u64, u64)> = values.iter().copied().filter(|(_, kb)| *kb > threshold).collect();
    if high != w.spikes {
        return Err(format!("the trace's VmRSS is above {threshold} KB at {high:?} (ms, KB), the CSV's spikes are {:?}", w.spikes));
    }
    Ok(counters)
}

/// The page draws every spike of the CSV's VmRSS: its line rises far above the rest exactly
/// as many times as the CSV does, each time at the spike's time and to the spike's height.
///
/// A rise is a run of consecutive vertices above the level halfway between the highest row
/// that is no spike and the lowest spike; however a line is drawn (straight from point to
/// point, or as steps, whose corners repeat a level at the next point's time), a one-row
/// spike is one such run. Pixels are read back as KB and ms through the line's own extent:
/// its highest and lowest vertices are the column's highest and lowest values (the reduction
/// keeps each bucket's extremes), its first and last the first and last rows.
fn check_spikes(html: &str, w: &Written) -> Result {
    let series = "VmRSS_KB";
    let line = polylines(html).into_iter().find(|l| l.get("data-series") == Some(&series)).ok_or(format!("no {series} line on the page"))?;
    let rows = line.get("data-rows").and_then(|r| r.parse::<u64>().ok());
    if rows != Some(w.rows) {
        return Err(format!("the {series} line says it drew {rows:?} rows of the CSV's {}", w.rows));
    }
    let xys: Vec<(f64, f64)> = line
        .get("points")
        .into_iter()
        .flat_map(|p| p.split_whitespace())
        .map(|xy| xy.split_once(',').and_then(|(x, y)| Some((x.parse().ok()?, y.parse().ok()?))).ok_or(format!("{series}: a vertex {xy:?}")))
        .collect::<Result<_>>()?;
    let (Some(first), Some(last)) = (xys.first(), xys.last()) else { return Err(format!("the {series} line has no points")) };
    let (top, bottom) = xys.iter().fold((f64::MAX, f64::MIN), |(t, b), (_, y)| (t.min(*y), b.max(*y)));
    let (width, height) = (last.0 - first.0, bottom - top);
    if width <= 0.0 || height <= 0.0 {
        return Err(format!("the {series} line is flat or a point: {} vertices", xys.len()));
    }
    let kb = |y: f64| w.hi as f64 - (y - top) / height * (w.hi - w.lo) as f64;
    let x_at = |ms: u64| first.0 + ms as f64 / w.end_ms as f64 * width;
    let threshold = (w.base_hi + w.spikes.iter().map(|s| s.1).min().unwrap_or(w.hi)) as f64 / 2.0;
    // The rises: (first x, last x, highest KB) of each run of vertices above the threshold.
    let mut rises: Vec<(f64, f64, f64)> = vec![];
    let mut above = false;
    for &(x, y) in &xys {
        match (kb(y) > threshold, above, rises.last_mut()) {
            (true, true, Some(r)) => *r = (r.0, x, r.2.max(kb(y))),
            (true, ..) => rises.push((x, x, kb(y))),
            _ => {}
        }
        above = kb(y) > threshold;
    }
    let at = |r: &[(f64, f64, f64)]| r.iter().map(|r| format!("{:.1} px, {:.0} KB", r.0, r.2)).collect::<Vec<_>>().join("; ");
    if rises.len() != w.spikes.len() {
        return Err(format!(
            "the {series} line rises above {threshold:.0} KB {} times ({}), the CSV {} times (at {:?} ms)",
            rises.len(),
            at(&rises),
            w.spikes.len(),
            w.spikes.iter().map(|s| s.0).collect::<Vec<_>>()
        ));
    }
    // Within two pixels of a 1,000-pixel panel: finer than a bucket's width is not asked.
    let (dx, dkb) = (2.0 * width / 1000.0, 2.0 * (w.hi - w.lo) as f64 / height);
    for (&(ms, value), rise) in w.spikes.iter().zip(&rises) {
        let x = x_at(ms);
        if x < rise.0 - dx || x > rise.1 + dx || (rise.2 - value as f64).abs() > dkb {
            return Err(format!(
                "the {series} spike at {ms} ms of {value} KB (x {x:.1}) is drawn at x {:.1} to {:.1}, {:.0} KB",
                rise.0, rise.1, rise.2
            ));
        }
    }
    Ok(())
}

/// The attributes of each `<polyline>` of the page (the page's SVG is ours, in one known form:
/// name="value" pairs, the values escaped, so splitting at quotes is parsing it).
fn polylines(html: &str) -> Vec<HashMap<&str, &str>> {
    let tags = html.split("<polyline ").skip(1).map(|rest| rest.split('>').next().unwrap_or_default());
    tags.map(|mut tag| {
        let mut attributes = HashMap::new();
        while let Some((name, rest)) = tag.split_once("=\"") {
            let Some((value, rest)) = rest.split_once('"') else { break };
            attributes.insert(name.trim(), value);
            tag = rest;
        }
        attributes
    })
    .collect()
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
fn rss_at(row: u64, spikes: &[u64; 3]) -> u64 {
    40_000 + row / 4000 + if spikes.contains(&row) { SPIKE_KB } else { 0 }
}

/// `rows` rows; what it wrote of VmRSS.
fn write_csv(path: &Path, rows: u64) -> std::io::Result<Written> {
    let spikes = spike_rows(rows);
    let mut written = Written { rows, lo: u64::MAX, ..Written::default() };
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
        let rss = rss_at(row, &spikes) + rss_extra;
        (written.lo, written.hi, written.end_ms) = (written.lo.min(rss), written.hi.max(rss), row / 100);
        match spikes.contains(&row) {
            true => written.spikes.push((row / 100, rss)),
            false => written.base_hi = written.base_hi.max(rss),
        }
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
    while row < rows {
        for &(api, kind, obj) in &LOOP {
            if row >= rows {
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
        if cycle % 500 == 499 && row < rows {
            host += HOST_BYTES;
            emit(row, "zeMemAllocHost", [lists, events], device + host, handle(cycle, 3), HOST_BYTES, growth, &mut out)?;
            row += 1;
        }
        cycle += 1;
    }
    out.flush()?;
    Ok(written)
}

/// `write!` into a byte buffer.
struct Cursor<'a>(&'a mut Vec<u8>);

impl std::fmt::Write for Cursor<'_> {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        self.0.extend_from_slice(s.as_bytes());
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 1,000 rows, one a ms: a base rising from 100 to 110 KB, spikes at 250, 600 and 900 ms.
    fn written() -> Written {
        Written { rows: 1000, end_ms: 999, lo: 100, hi: 1000, base_hi: 110, spikes: vec![(250, 1000), (600, 990), (900, 1000)] }
    }

    /// A page with the VmRSS line through (ms, KB) `points`, drawn as the page draws it: on a
    /// 1,000 x 240 panel, straight or as steps.
    fn page(points: &[(u64, u64)], step: bool, rows: u64) -> String {
        let (lo, hi) = points.iter().fold((u64::MAX, 0), |(lo, hi), p| (lo.min(p.1), hi.max(p.1)));
        let xy = |(ms, kb): (u64, u64)| (64.0 + ms as f64 / 999.0 * 928.0, 8.0 + (hi - kb) as f64 / (hi - lo) as f64 * 212.0);
        let mut coords = vec![];
        for (i, &p) in points.iter().enumerate() {
            let (x, y) = xy(p);
            if step && i > 0 {
                coords.push(format!("{x:.1},{:.1}", xy(points[i - 1]).1));
            }
            coords.push(format!("{x:.1},{y:.1}"));
        }
        format!(
            "<svg data-panel=\"memory\"><polyline data-series=\"VmSize_KB\" points=\"64,8 992,220\"></polyline>\
             <polyline data-series=\"VmRSS_KB\" data-points=\"{}\" data-rows=\"{rows}\" data-step=\"{step}\" stroke=\"#0072b2\" points=\"{}\">\
             <title>VmRSS_KB</title></polyline></svg>",
            points.len(),
            coords.join(" ")
        )
    }

    /// The base every 10 ms and the spikes (or what `spike` makes of each).
    fn line(spike: impl Fn(u64, u64) -> Option<(u64, u64)>) -> Vec<(u64, u64)> {
        let w = written();
        let mut points: Vec<(u64, u64)> = (0..100).map(|i| (i * 10, 100 + i / 10)).chain([(999, 110)]).collect();
        points.extend(w.spikes.iter().filter_map(|&(ms, kb)| spike(ms, kb)));
        points.sort();
        points
    }

    #[test]
    fn every_spike_drawn_passes_straight_or_as_steps() {
        let points = line(|ms, kb| Some((ms + 1, kb)));
        for step in [false, true] {
            assert_eq!(check_spikes(&page(&points, step, 1000), &written()), Ok(()), "step {step}");
        }
    }

    #[test]
    fn a_lost_a_moved_or_a_low_spike_fails() {
        let lost = line(|ms, kb| (ms != 600).then_some((ms + 1, kb)));
        let moved = line(|ms, kb| Some((if ms == 600 { 700 } else { ms } + 1, kb)));
        let low = line(|ms, kb| Some((ms + 1, if ms == 600 { 800 } else { kb })));
        let extra = line(|ms, kb| Some((ms + 1, kb))).into_iter().chain([(455, 1000)]).collect::<Vec<_>>();
        let mut extra = extra;
        extra.sort();
        for step in [false, true] {
            for (what, points, said) in [("lost", &lost, "2 times"), ("moved", &moved, "spike at 600 ms"), ("low", &low, "800 KB"), ("extra", &extra, "4 times")] {
                let error = check_spikes(&page(points, step, 1000), &written()).expect_err(what);
                assert!(error.contains(said), "{what}, step {step}: {error}");
            }
        }
    }

    #[test]
    fn a_line_of_other_rows_or_none_fails() {
        let points = line(|ms, kb| Some((ms + 1, kb)));
        assert!(check_spikes(&page(&points, true, 999), &written()).is_err_and(|e| e.contains("999")));
        assert!(check_spikes(&page(&points, true, 1000).replace("VmRSS_KB", "VmHWM_KB"), &written()).is_err_and(|e| e.contains("no VmRSS_KB line")));
    }
}
