//! 7. What a `--metrics` scrape costs: its latency and size, with a traced process holding
//! nothing and then a million objects (the oldest object's age is found by scanning them, the
//! one part of a scrape that grows with what is held).
use std::{
    fmt::Write as _,
    io::{BufRead, BufReader, Read, Write},
    net::TcpStream,
    process::{ChildStdin, Command, Stdio},
    time::Instant,
};

use super::{Bench, stat};
use crate::Result;

/// Objects and scrapes, and the quick check's (`cargo xtask bench check`).
const OBJECTS: u64 = 1_000_000;
const SCRAPES: usize = 20;
const QUICK: (u64, usize) = (20_000, 3);

pub(super) fn metrics(b: &mut Bench) -> Result {
    let (objects, each) = if b.quick { QUICK } else { (OBJECTS, SCRAPES) };
    eprintln!("xtask: bench: --metrics scrapes, then with {objects} objects outstanding");
    let dir = b.scratch.join("metrics");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let wl = b.workload(&super::strings(&[
        "stress", "--iters", &objects.to_string(), "--free-ratio", "0", "--allocate-size", "64",
        "--wait-stdin", "--rounds", "2", "--no-truth",
    ]));
    let mut tracer = Command::new(&b.tracer)
        .args(["-q", "--no-stacks", "--metrics", "127.0.0.1:0", "-o"])
        .arg(&dir)
        .arg("--")
        .arg(wl.get_program())
        .args(wl.get_args())
        .envs(wl.get_envs().filter_map(|(k, v)| Some((k, v?))))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| e.to_string())?;
    let mut err = BufReader::new(tracer.stderr.take().unwrap());
    let port = serving_port(&mut err)?;
    std::thread::spawn(move || std::io::copy(&mut err, &mut std::io::sink()));
    let mut out = BufReader::new(tracer.stdout.take().unwrap());
    let mut stdin = tracer.stdin.take().unwrap();
    wait_line(&mut out, "READY")?;
    let empty = scrapes(port, each)?;
    go(&mut stdin)?;
    wait_line(&mut out, "STRESS")?;
    // Every allocation is in the trackers once a scrape says so (a scrape drains the ring).
    let memory = format!("type=\"Memory\"}} {objects}\n");
    let started = Instant::now();
    while !get(port)?.1.contains(&memory) {
        if started.elapsed().as_secs() > 120 {
            return Err(format!("the metrics never showed {objects} allocations (events dropped?)"));
        }
    }
    let full = scrapes(port, each)?;
    go(&mut stdin)?;
    drop(stdin);
    let status = tracer.wait().map_err(|e| e.to_string())?;
    let _ = std::fs::remove_dir_all(&dir);
    if !status.success() {
        return Err(format!("ze-tracer exited with {status}"));
    }
    let row = |what: &str, s: &(Vec<f64>, usize)| format!("| {what} | {} | {:.1} |\n", stat(s.0.clone()), s.1 as f64 / 1024.0);
    let _ = writeln!(
        b.md,
        "## 7. A `--metrics` scrape\n\n\
         `GET /metrics` over loopback, {each} times, from a run-mode ze-tracer (`--no-stacks`) \
         tracing the stressor: first holding nothing, then {} USM allocations. A scrape is \
         answered by the daemon's loop, which drains the ring first.\n\n\
         | traced process holds | scrape (ms) | response (KB) |\n|---|---|---|\n{}{}",
        super::fmt_int(objects as f64),
        row("nothing", &empty),
        row(&format!("{} objects", super::fmt_int(objects as f64)), &full),
    );
    Ok(())
}

fn serving_port(err: &mut impl BufRead) -> Result<u16> {
    let mut line = String::new();
    loop {
        line.clear();
        if err.read_line(&mut line).map_err(|e| e.to_string())? == 0 {
            return Err("ze-tracer ended before it served metrics".into());
        }
        if let Some(at) = line.split("metrics at http://127.0.0.1:").nth(1) {
            return at.split('/').next().and_then(|p| p.parse().ok()).ok_or(format!("no port in {line:?}"));
        }
    }
}

fn wait_line(out: &mut impl BufRead, prefix: &str) -> Result {
    let mut line = String::new();
    while !line.starts_with(prefix) {
        line.clear();
        if out.read_line(&mut line).map_err(|e| e.to_string())? == 0 {
            return Err(format!("the stressor ended before {prefix}"));
        }
    }
    Ok(())
}

fn go(stdin: &mut ChildStdin) -> Result {
    stdin.write_all(b"go\n").map_err(|e| e.to_string())
}

/// One scrape: its time in ms and its body.
fn get(port: u16) -> Result<(f64, String)> {
    let started = Instant::now();
    let mut s = TcpStream::connect(("127.0.0.1", port)).map_err(|e| e.to_string())?;
    write!(s, "GET /metrics HTTP/1.0\r\n\r\n").map_err(|e| e.to_string())?;
    let mut resp = String::new();
    s.read_to_string(&mut resp).map_err(|e| e.to_string())?;
    let ms = started.elapsed().as_secs_f64() * 1e3;
    let body = resp.split_once("\r\n\r\n").map(|(_, b)| b.to_owned()).ok_or("no HTTP response")?;
    Ok((ms, body))
}

/// `n` scrapes: their times, and the last one's size.
fn scrapes(port: u16, n: usize) -> Result<(Vec<f64>, usize)> {
    let mut times = vec![];
    let mut size = 0;
    for _ in 0..n {
        let (ms, body) = get(port)?;
        times.push(ms);
        size = body.len();
    }
    Ok((times, size))
}
