//! `ze-tracer top`: a live view of traced processes: what each holds, and how fast it grows.
//!
//! It reads a running daemon's `--metrics`. With no daemon there (or with `--pid` or a
//! command), it traces by itself: it runs ze-tracer with `--metrics` on a private unix socket
//! and reads that, so there is one way figures reach the screen.
mod model;
mod view;

use std::{
    ffi::OsString,
    fs,
    path::PathBuf,
    process::{Child, Command, Stdio},
    time::{Duration, Instant},
};

use ratatui::crossterm::event::{self, Event, KeyCode, KeyModifiers};

use crate::{
    exit::{self, Fatal},
    metrics::{http::{self, Addr}, names},
    output::summary::{self, Summary},
};

/// Where `top` looks for a daemon when told nothing: the address the service's socket unit
/// listens on.
pub const DEFAULT_ADDR: &str = "127.0.0.1:9464";

#[derive(clap::Args, Debug)]
pub struct TopArgs {
    /// Read the daemon serving --metrics there (HOST:PORT or unix:PATH) [default: 127.0.0.1:9464
    /// if a daemon answers there, else trace every process by itself]
    #[arg(long, value_name = "ADDR")]
    from: Option<String>,

    /// Seconds between refreshes (growth rates are over this interval).
    #[arg(short = 'n', long, value_name = "S", default_value_t = 2.0, value_parser = interval)]
    interval: f64,

    /// Trace this running process by itself (repeatable).
    #[arg(short, long = "pid", value_name = "PID", conflicts_with = "from")]
    pids: Vec<u32>,

    /// When it traces by itself: where the CSVs, summaries and its log (ze-tracer-top.log) go.
    #[arg(short, long, value_name = "DIR", default_value = ".")]
    output_dir: PathBuf,

    /// Run this command traced (its output goes to the log) and watch it.
    #[arg(last = true, value_name = "COMMAND", conflicts_with = "from")]
    command: Vec<OsString>,
}

fn interval(s: &str) -> Result<f64, String> {
    match s.parse::<f64>() {
        Ok(v) if (0.1..=3600.0).contains(&v) => Ok(v),
        _ => Err("seconds, from 0.1 to 3600".into()),
    }
}

/// ze-tracer run by `top` itself, serving metrics on a private socket.
struct OwnTracer {
    child: Child,
    dir: PathBuf,
    log: PathBuf,
    /// Where its output begins in the log (appended to, run after run).
    log_start: u64,
}

impl OwnTracer {
    fn start(args: &TopArgs) -> Result<(OwnTracer, Addr), Fatal> {
        let dir = std::env::temp_dir().join(format!("ze-tracer-top.{}", std::process::id()));
        fs::create_dir(&dir).map_err(|e| Fatal::Internal(format!("{}: {e}", dir.display())))?;
        let sock = dir.join("metrics.sock");
        fs::create_dir_all(&args.output_dir)
            .map_err(|e| Fatal::Output(format!("{}: {e}", args.output_dir.display())))?;
        let log = args.output_dir.join("ze-tracer-top.log");
        // Never through a link put at its name (the directory may be a user's).
        let out = crate::process::out_dir::OutDir::open(&args.output_dir)
            .and_then(|d| d.append("ze-tracer-top.log"))
            .map_err(|e| Fatal::Output(format!("{}: {e}", log.display())))?;
        let log_start = out.metadata()?.len();
        let mut cmd = Command::new(std::env::current_exe()?);
        cmd.arg("--metrics").arg(format!("unix:{}", sock.display()));
        // Every process it traces is on screen: the bound is for a node's Prometheus.
        cmd.args(["--metrics-top", "100000", "-o"]).arg(&args.output_dir);
        for pid in &args.pids {
            cmd.arg("--pid").arg(pid.to_string());
        }
        if !args.command.is_empty() {
            cmd.arg("--").args(&args.command);
        }
        let child = cmd.stdin(Stdio::null()).stdout(out.try_clone()?).stderr(out).spawn()?;
        Ok((OwnTracer { child, dir, log, log_start }, Addr::Unix(sock)))
    }

    /// Its exit status, once it has exited.
    fn exited(&mut self) -> Option<i32> {
        self.child.try_wait().ok().flatten().map(|s| s.code().unwrap_or(exit::INTERNAL))
    }

    fn last_log_line(&self) -> String {
        let log = fs::read_to_string(&self.log).unwrap_or_default();
        let last = log.lines().rev().find(|l| !l.trim().is_empty()).unwrap_or("");
        last.trim_start_matches("ze-tracer: ").to_owned()
    }

    /// The summaries it wrote, in the order written: its report names each on stderr ("…;
    /// summary PATH"), which goes to the log.
    fn summaries(&self) -> Vec<Summary<'static>> {
        let log = fs::read(&self.log).unwrap_or_default();
        let ours = String::from_utf8_lossy(log.get(self.log_start as usize..).unwrap_or_default()).into_owned();
        let paths = ours.lines().filter(|l| l.starts_with("ze-tracer: pid ")).filter_map(|l| l.rsplit_once("; summary ")).map(|(_, path)| path.to_owned());
        paths.filter_map(|path| summary::read(path.as_ref()).ok()).collect()
    }

    fn stop(mut self) -> i32 {
        if self.exited().is_none() {
            // SAFETY: a signal to our own child; like Ctrl-C, it summarizes and exits.
            unsafe { libc::kill(self.child.id() as i32, libc::SIGINT) };
        }
        let status = self.child.wait().ok().and_then(|s| s.code()).unwrap_or(exit::INTERNAL);
        let _ = fs::remove_dir_all(&self.dir);
        status
    }
}

pub fn run(args: &TopArgs) -> Result<i32, Fatal> {
    if !std::io::IsTerminal::is_terminal(&std::io::stdout()) {
        return Err(Fatal::Usage("top draws on a terminal: its output is not one".into()));
    }
    let rt = tokio::runtime::Builder::new_current_thread().enable_all().build()?;
    let (addr, mut own) = match &args.from {
        Some(from) => {
            let addr = Addr::parse(from, true).map_err(Fatal::Usage)?;
            match rt.block_on(http::fetch(&addr)) {
                Ok(text) if text.contains(names::PROCESSES_TRACKED.sample) => {}
                Ok(_) => return Err(Fatal::BadTarget(format!("{addr} serves metrics, but not ze-tracer's"))),
                Err(e) => return Err(Fatal::BadTarget(format!("no ze-tracer --metrics answers at {addr}: {e}"))),
            }
            (addr, None)
        }
        None => {
            let default = Addr::parse(DEFAULT_ADDR, false).map_err(Fatal::Usage)?;
            // Another exporter may have the port: a daemon is one that serves ze-tracer's metrics.
            let daemon = args.pids.is_empty()
                && args.command.is_empty()
                && rt.block_on(http::fetch(&default)).is_ok_and(|text| text.contains(names::PROCESSES_TRACKED.sample));
            match daemon {
                true => (default, None),
                false => {
                    let (own, addr) = OwnTracer::start(args)?;
                    (addr, Some(own))
                }
            }
        }
    };
    if let Some(own) = own.as_mut() {
        wait_ready(&rt, own, &addr)?;
    }
    let source = match &own {
        Some(_) => format!("tracing by itself (output in {})", args.output_dir.display()),
        None => format!("daemon at {addr}"),
    };
    let mut terminal = match ratatui::try_init() {
        Ok(t) => t,
        Err(e) => {
            own.map(OwnTracer::stop);
            return Err(Fatal::Usage(format!("top cannot draw on this terminal: {e}")));
        }
    };
    let shown = show(&rt, &mut terminal, &addr, &source, own.as_mut(), args.interval);
    ratatui::restore();
    let own_status = own.map(OwnTracer::stop);
    shown?;
    Ok(own_status.unwrap_or(exit::OK))
}

/// Until its socket answers; a tracer that exits first says why in its log.
fn wait_ready(rt: &tokio::runtime::Runtime, own: &mut OwnTracer, addr: &Addr) -> Result<(), Fatal> {
    loop {
        if rt.block_on(http::fetch(addr)).is_ok() {
            return Ok(());
        }
        if let Some(code) = own.exited() {
            let why = own.last_log_line();
            return Err(match code {
                exit::NOT_PERMITTED => Fatal::NotPermitted(why),
                exit::BAD_TARGET => Fatal::BadTarget(why),
                exit::USAGE => Fatal::Usage(why),
                _ => Fatal::Internal(format!("ze-tracer exited with {code}: {why}")),
            });
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}

fn show(
    rt: &tokio::runtime::Runtime,
    terminal: &mut ratatui::DefaultTerminal,
    addr: &Addr,
    source: &str,
    mut own: Option<&mut OwnTracer>,
    interval: f64,
) -> Result<(), Fatal> {
    let mut model = model::Model::default();
    let mut status = String::new();
    let mut ended = false;
    loop {
        let now = Instant::now();
        if !ended {
            match rt.block_on(http::fetch(addr)) {
                Ok(text) => match model.update(&text, now) {
                    Ok(()) => status.clear(),
                    Err(e) => status = format!("unreadable metrics: {e}"),
                },
                Err(e) => status = format!("{addr}: {e}"),
            }
            if let Some(own) = own.as_deref_mut() {
                if let Some(code) = own.exited() {
                    model.finish(&own.summaries());
                    status = format!("tracing ended (exit {code}); the figures are from the summaries");
                    ended = true;
                }
            }
        }
        terminal.draw(|f| view::draw(f, &model, source, &status, interval))?;
        let next = now + Duration::from_secs_f64(interval);
        // Keys until the next scrape; the end of its own tracer, or a resize, draws at once.
        while let Some(left) = next.checked_duration_since(Instant::now()) {
            if !event::poll(left.min(Duration::from_millis(100)))? {
                if !ended && own.as_deref_mut().is_some_and(|o| o.exited().is_some()) {
                    break;
                }
                continue;
            }
            match event::read()? {
                Event::Resize(..) => break,
                Event::Key(k) => {
                    let ctrl_c = k.code == KeyCode::Char('c') && k.modifiers.contains(KeyModifiers::CONTROL);
                    if ctrl_c || matches!(k.code, KeyCode::Char('q') | KeyCode::Esc) {
                        return Ok(());
                    }
                }
                _ => {}
            }
        }
    }
}
