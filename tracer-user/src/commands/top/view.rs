//! Draws `top`'s screen: a status line, then the processes, fastest growing first.
use ratatui::{
    Frame,
    layout::{Constraint, Layout},
    style::{Modifier, Style},
    text::Line,
    widgets::{Cell, Paragraph, Row, Table},
};

use super::model::{Model, Proc};

/// "12.3 MiB" (binary units, as `free -h`).
fn bytes(v: f64) -> String {
    const UNITS: [&str; 5] = ["B", "KiB", "MiB", "GiB", "TiB"];
    let (mut v, mut u) = (v, 0);
    while v.abs() >= 1024.0 && u < UNITS.len() - 1 {
        v /= 1024.0;
        u += 1;
    }
    match u {
        0 => format!("{v:.0} B"),
        _ => format!("{v:.1} {}", UNITS[u]),
    }
}

fn rate(v: Option<f64>, unit: impl Fn(f64) -> String) -> String {
    match v {
        None => "-".into(),
        Some(r) if r > 0.0 => format!("+{}/s", unit(r)),
        Some(r) => format!("{}/s", unit(r)),
    }
}

fn row(p: &Proc) -> Row<'static> {
    Row::new(vec![
        Cell::from(p.pid.to_string()),
        Cell::from(p.comm.clone()),
        Cell::from(format!("{:.0}", p.objects)),
        Cell::from(bytes(p.bytes)),
        Cell::from(rate(p.objects_rate, |r| format!("{r:.1}"))),
        Cell::from(rate(p.bytes_rate, bytes)),
        Cell::from(format!("{:.0}s", p.oldest_s)),
        Cell::from(growing(&p.growing)),
        Cell::from(if p.kept_objects > 0.0 { format!("{:.0} · {}", p.kept_objects, bytes(p.kept_bytes)) } else { String::new() }),
        Cell::from(p.cgroup.clone()),
    ])
}

/// "+40.0 KiB/s leak_shared (ze_server.c:133) in ze_server, +1 more", or "-".
fn growing(sites: &[(String, f64)]) -> String {
    let Some((site, rate)) = sites.first() else { return "-".into() };
    // The function and the file's base name: the rest of the path does not fit.
    let place = match site.split_once(" (") {
        Some((function, rest)) => format!("{function} ({}", rest.rsplit('/').next().unwrap_or(rest)),
        None => site.clone(),
    };
    let more = if sites.len() > 1 { format!(", +{} more", sites.len() - 1) } else { String::new() };
    format!("+{}/s {place}{more}", bytes(*rate))
}

/// `source`: where the figures come from; `status`: the last error or end, if any.
pub fn draw(frame: &mut Frame, model: &Model, source: &str, status: &str, interval: f64) {
    let [head, body, foot] =
        Layout::vertical([Constraint::Length(2), Constraint::Min(1), Constraint::Length(1)]).areas(frame.area());
    let h = &model.health;
    let omitted = match h.omitted {
        0.0 => String::new(),
        n => format!(", {n:.0} more not shown (--metrics-top)"),
    };
    let head_text = vec![
        Line::from(format!("ze-tracer top: {source}, every {interval} s")),
        Line::from(format!(
            "{:.0} processes tracked{omitted}; {:.0} events dropped; ring {:.1} % full at most",
            h.tracked,
            h.dropped,
            h.ring_fill * 100.0
        )),
    ];
    frame.render_widget(Paragraph::new(head_text), head);
    let header = Row::new(["PID", "COMMAND", "OBJECTS", "BYTES", "OBJECTS/s", "BYTES/s", "OLDEST", "GROWING SITES", "KEPT BY RUNTIMES", "CI JOB · CONTAINER OR CGROUP"])
        .style(Style::default().add_modifier(Modifier::REVERSED));
    let widths = [
        Constraint::Length(8),
        Constraint::Length(16),
        Constraint::Length(10),
        Constraint::Length(11),
        Constraint::Length(11),
        Constraint::Length(13),
        Constraint::Length(8),
        Constraint::Length(44),
        Constraint::Length(18),
        Constraint::Min(10),
    ];
    let table = Table::new(model.procs.iter().map(row), widths).header(header);
    frame.render_widget(table, body);
    let foot_text = match status {
        "" => "q: quit".to_owned(),
        s => format!("{s}   q: quit"),
    };
    frame.render_widget(Paragraph::new(foot_text), foot);
}

#[cfg(test)]
mod tests {
    #[test]
    fn growing_sites_show_the_fastest_with_its_file_base_name() {
        let sites = [("leak_shared (/src/fixture/ze_server.c:133) in ze_server".to_owned(), 40960.0), ("x".to_owned(), 1.0)];
        assert_eq!(super::growing(&sites), "+40.0 KiB/s leak_shared (ze_server.c:133) in ze_server, +1 more");
        assert_eq!(super::growing(&[]), "-");
    }

    #[test]
    fn binary_units() {
        assert_eq!(super::bytes(512.0), "512 B");
        assert_eq!(super::bytes(3.0 * 1024.0 * 1024.0), "3.0 MiB");
    }
}
