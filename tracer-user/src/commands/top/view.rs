//! Draws `top`'s screen: a head (where the figures come from, the daemon's health), the
//! processes fastest growing first, and a foot (the last error; once tracing ended, each
//! process's verdict as its summary says it).
//!
//! The screen fits the terminal without cutting a word: text wraps at spaces, and the table
//! leaves out whole columns, the least needed first, until the others fit, each as wide as its
//! widest cell. A column is shown whole or not at all.
use ratatui::{
    Frame,
    layout::{Constraint, Layout},
    style::{Modifier, Style},
    text::Line,
    widgets::{Paragraph, Row, Table, Wrap},
};

use super::model::{Model, Proc};
use crate::output::{
    printable,
    units::{number, size},
};

/// A column of the table: its header and its cell for a process. `rank`: how much it is
/// needed; when the terminal is too narrow, the highest ranks are left out first.
struct Column {
    header: &'static str,
    rank: u8,
    cell: fn(&Proc) -> String,
}

/// The columns in their order on screen. The fastest growing site's name ranks right after
/// what the process holds: it is where to look.
const COLUMNS: [Column; 12] = [
    Column { header: "PID", rank: 0, cell: |p| p.pid.to_string() },
    Column { header: "COMMAND", rank: 1, cell: |p| printable(&p.comm).into_owned() },
    Column { header: "OBJECTS", rank: 2, cell: |p| number(p.objects as i64) },
    Column { header: "BYTES", rank: 3, cell: |p| size(p.bytes as u64) },
    Column { header: "OBJECTS/s", rank: 6, cell: |p| rate(p.objects_rate, |r| format!("{r:.1}")) },
    Column { header: "BYTES/s", rank: 5, cell: |p| rate(p.bytes_rate, |r| size(r as u64)) },
    Column { header: "OLDEST", rank: 9, cell: |p| format!("{:.0} s", p.oldest_s) },
    Column { header: "GROWING SITE", rank: 4, cell: growing_site },
    Column { header: "SITE BYTES/s", rank: 7, cell: |p| p.growing.first().map_or("-".into(), |(_, r)| rate(Some(*r), |r| size(r as u64))) },
    Column { header: "SITE SOURCE", rank: 8, cell: |p| p.growing.first().map_or("-".into(), |(site, _)| site_parts(site).1) },
    Column { header: "KEPT BY RUNTIMES", rank: 10, cell: kept },
    Column { header: "CI JOB · CONTAINER OR CGROUP", rank: 11, cell: |p| printable(&p.cgroup).into_owned() },
];

/// "+2.0 kB/s", "-512 bytes/s", or "-" before a second scrape.
fn rate(v: Option<f64>, unit: impl Fn(f64) -> String) -> String {
    match v {
        None => "-".into(),
        Some(r) if r > 0.0 => format!("+{}/s", unit(r)),
        Some(r) if r < 0.0 => format!("-{}/s", unit(-r)),
        Some(_) => format!("{}/s", unit(0.0)),
    }
}

/// The fastest growing site's function, and how many others grow: "leak_shared, +1 more".
fn growing_site(p: &Proc) -> String {
    let Some((site, _)) = p.growing.first() else { return "-".into() };
    let more = match p.growing.len() {
        1 => String::new(),
        n => format!(", +{} more", n - 1),
    };
    format!("{}{more}", site_parts(site).0)
}

/// A site as the metrics name it, "leak_shared (/src/fixture/ze_server.c:133) in ze_server"
/// (its innermost frame), split into its function and where it is, the file by its base name:
/// ("leak_shared", "ze_server.c:133 in ze_server").
fn site_parts(site: &str) -> (String, String) {
    let site = printable(site);
    let end = [" (", " in "].iter().filter_map(|sep| site.find(sep)).min().unwrap_or(site.len());
    let (function, rest) = site.split_at(end);
    let rest = rest.trim_start();
    let source = match rest.strip_prefix('(').and_then(|r| r.split_once(')')) {
        Some((file, after)) => format!("{}{after}", file.rsplit('/').next().unwrap_or(file)),
        None => rest.to_owned(),
    };
    (function.to_owned(), if source.is_empty() { "-".into() } else { source })
}

/// What runtimes keep for it: "3 · 1.0 MB", or nothing.
fn kept(p: &Proc) -> String {
    match p.kept_objects > 0.0 {
        true => format!("{} · {}", number(p.kept_objects as i64), size(p.kept_bytes as u64)),
        false => String::new(),
    }
}

/// Which columns show in `width` cells, given each one's width: by rank, each that still fits
/// after a space; the others are left out whole.
fn fit(widths: &[u16], width: u16) -> Vec<bool> {
    let mut by_rank: Vec<usize> = (0..COLUMNS.len()).collect();
    by_rank.sort_by_key(|&i| COLUMNS[i].rank);
    let (mut shown, mut used) = (vec![false; COLUMNS.len()], 0u32);
    for i in by_rank {
        let need = u32::from(widths[i]) + u32::from(used > 0);
        if used + need <= u32::from(width) {
            shown[i] = true;
            used += need;
        }
    }
    shown
}

/// The table of `procs` in `width` cells: the columns that fit, each as wide as its widest cell.
fn table(procs: &[Proc], width: u16) -> Table<'static> {
    let cells: Vec<Vec<String>> = procs.iter().map(|p| COLUMNS.iter().map(|c| (c.cell)(p)).collect()).collect();
    let widths: Vec<u16> = COLUMNS
        .iter()
        .enumerate()
        .map(|(i, c)| cells.iter().map(|row| Line::raw(row[i].as_str()).width()).chain([Line::raw(c.header).width()]).max().unwrap_or(0) as u16)
        .collect();
    let shown = fit(&widths, width);
    let pick = |row: Vec<String>| -> Vec<String> { row.into_iter().zip(&shown).filter(|(_, s)| **s).map(|(c, _)| c).collect() };
    let header = Row::new(pick(COLUMNS.iter().map(|c| c.header.to_owned()).collect())).style(Style::default().add_modifier(Modifier::REVERSED));
    let constraints: Vec<Constraint> = widths.iter().zip(&shown).filter(|(_, s)| **s).map(|(w, _)| Constraint::Length(*w)).collect();
    Table::new(cells.into_iter().map(|row| Row::new(pick(row))), constraints).header(header)
}

/// `source`: where the figures come from; `status`: the last error or end, if any.
pub fn draw(frame: &mut Frame, model: &Model, source: &str, status: &str, interval: f64) {
    let area = frame.area();
    let h = &model.health;
    let omitted = match h.omitted {
        0.0 => String::new(),
        n => format!(", {n:.0} more not shown (--metrics-top)"),
    };
    let counted = |n: f64, one: &str, many: &str| format!("{} {}", number(n as i64), if n == 1.0 { one } else { many });
    let head = Paragraph::new(vec![
        Line::from(format!("ze-tracer top: {source}, every {interval} s")),
        Line::from(format!(
            "{} tracked{omitted}; {} dropped; ring {:.1} % full at most",
            counted(h.tracked, "process", "processes"),
            counted(h.dropped, "event", "events"),
            h.ring_fill * 100.0
        )),
    ])
    .wrap(Wrap { trim: true });
    let mut foot: Vec<Line> = model
        .verdicts
        .iter()
        .map(|v| Line::from(printable(&format!("PID {} ({}): {}", v.pid, v.comm, v.line)).into_owned()))
        .collect();
    foot.push(Line::from(match status {
        "" => "q: quit".to_owned(),
        s => format!("{s}   q: quit"),
    }));
    let foot = Paragraph::new(foot).wrap(Wrap { trim: true });
    // The table keeps its header and a row at least; the foot's verdicts come before the rows
    // beyond.
    let head_height = (head.line_count(area.width) as u16).min(area.height.saturating_sub(2));
    let foot_height = (foot.line_count(area.width) as u16).min(area.height.saturating_sub(head_height + 2));
    let [head_area, body, foot_area] =
        Layout::vertical([Constraint::Length(head_height), Constraint::Min(2), Constraint::Length(foot_height)]).areas(area);
    frame.render_widget(head, head_area);
    let rows = usize::from(body.height.saturating_sub(1));
    frame.render_widget(table(&model.procs[..rows.min(model.procs.len())], body.width), body);
    frame.render_widget(foot, foot_area);
}

#[cfg(test)]
mod tests {
    use ratatui::{Terminal, backend::TestBackend};

    use super::*;

    fn leaker() -> Proc {
        Proc {
            pid: 4242,
            comm: "ze_server".into(),
            cgroup: "gitlab 812 · /system.slice/docker-4f2a9c1be0d3.scope".into(),
            objects: 1234.0,
            bytes: 1_310_720.0,
            objects_rate: Some(20.0),
            bytes_rate: Some(40960.0),
            oldest_s: 12.0,
            growing: vec![("leak_shared (/src/fixture/ze_server.c:133) in ze_server".into(), 40960.0), ("x".into(), 1.0)],
            ..Proc::default()
        }
    }

    /// The screen's lines at `width` × 12.
    fn screen(model: &Model, width: u16) -> Vec<String> {
        let mut t = Terminal::new(TestBackend::new(width, 12)).unwrap();
        t.draw(|f| draw(f, model, "tracing by itself (output in /tmp/out)", "", 2.0)).unwrap();
        let buf = t.backend().buffer();
        (0..buf.area.height).map(|y| (0..buf.area.width).map(|x| buf[(x, y)].symbol()).collect::<String>()).collect()
    }

    #[test]
    fn a_growing_site_is_its_function_and_where_it_is() {
        let p = leaker();
        assert_eq!(growing_site(&p), "leak_shared, +1 more");
        assert_eq!(site_parts(&p.growing[0].0), ("leak_shared".into(), "ze_server.c:133 in ze_server".into()));
        assert_eq!(site_parts("0x7f00 in libfoo.so+0x10"), ("0x7f00".into(), "in libfoo.so+0x10".into()));
        assert_eq!(site_parts("bare"), ("bare".into(), "-".into()));
        assert_eq!(growing_site(&Proc::default()), "-");
    }

    #[test]
    fn sizes_and_rates_read_at_a_glance() {
        let p = leaker();
        let cells: Vec<String> = COLUMNS.iter().map(|c| (c.cell)(&p)).collect();
        assert_eq!(cells[2..6], ["1,234", "1.3 MB", "+20.0/s", "+41.0 kB/s"]);
        assert_eq!(rate(Some(-512.0), |r| size(r as u64)), "-512 bytes/s");
        assert_eq!(rate(None, |r| size(r as u64)), "-");
    }

    /// At 80 columns, columns are left out whole, least needed first: every header shown is
    /// whole, and the growing site's name stays.
    #[test]
    fn at_80_columns_whole_columns_are_left_out() {
        let mut model = Model::default();
        model.procs = vec![leaker()];
        let lines = screen(&model, 80);
        let header = lines.iter().find(|l| l.starts_with("PID")).unwrap();
        let mut rest = header.clone();
        let mut by_length: Vec<&str> = COLUMNS.iter().map(|c| c.header).collect();
        by_length.sort_by_key(|h| std::cmp::Reverse(h.len()));
        for h in by_length {
            rest = rest.replacen(h, "", 1);
        }
        assert!(rest.trim().is_empty(), "a header cut: {header:?} leaves {rest:?}");
        assert!(header.contains("GROWING SITE") && !header.contains("CI JOB"), "{header}");
        let row = lines.iter().find(|l| l.starts_with("4242")).unwrap();
        assert!(row.contains(" leak_shared, +1 more ") && row.contains(" ze_server "), "{row}");
        // Wide enough, every column.
        let wide = screen(&model, 220);
        assert!(wide.iter().any(|l| l.contains("CI JOB · CONTAINER OR CGROUP") && l.contains("SITE SOURCE")), "{wide:#?}");
        assert!(wide.iter().any(|l| l.contains("ze_server.c:133 in ze_server") && l.contains("gitlab 812 · /system.slice/docker-4f2a9c1be0d3.scope")), "{wide:#?}");
    }

    #[test]
    fn columns_fit_by_rank_and_a_narrow_one_may_follow() {
        // Every column 10 wide: at 32 cells, ranks 0, 1 and 2.
        let shown = fit(&[10; 12], 32);
        let ranks: Vec<u8> = COLUMNS.iter().zip(&shown).filter(|(_, s)| **s).map(|(c, _)| c.rank).collect();
        assert_eq!(ranks, [0, 1, 2]);
        // One too wide is left out; a lower one that fits is shown.
        let mut widths = [5; 12];
        widths[7] = 70;
        let shown = fit(&widths, 40);
        assert!(!shown[7] && shown[0] && shown[4]);
    }
}
