//! `ze-tracer report` end to end: a leaking fixture run's pages, opened in headless Chromium
//! (Debian's), read from the page itself: every panel and every series with its points as the
//! CSV has them, across the panel's width and ending at its last value, a panel for each count
//! that changed and the others listed, the leak table exactly the ground truth's outstanding
//! objects, the leak sites exactly ze_sites' truth, and no network request and no error. A short
//! run (the demo) reads at a glance; an attach says its counts start at an unknown baseline.
//! Needs root and chromium (`cargo xtask test` sets both up).
mod chromium;
mod common;

use std::{
    collections::{BTreeMap, BTreeSet},
    path::{Path, PathBuf},
    process::{Command, Output},
};

use chromium::Browser;
use common::*;
use serde_json::{Value, json};
use ze_tracer::output::units::size_exact;

const LEAKS: &str = "kernel,event,device,host,shared,sampler,physical,virtual";

/// What the page itself says, read in the browser.
const READ_PAGE: &str = r#"(() => {
  const text = e => e ? e.textContent.trim() : null;
  const ys = p => { const v = []; for (let i = 0; i < p.points.numberOfItems; i++) v.push(p.points.getItem(i).y); return v; };
  const xs = p => { const v = []; for (let i = 0; i < p.points.numberOfItems; i++) v.push(p.points.getItem(i).x); return v; };
  const box = e => { const b = e.getBBox(); return { x: b.x, y: b.y, width: b.width, height: b.height }; };
  return {
    panels: [...document.querySelectorAll('svg[data-panel]')].map(s => ({
      panel: s.dataset.panel,
      shown: s.getBoundingClientRect().width > 0 && s.getBoundingClientRect().height > 0,
      axis: s.dataset.axis, x_from: +s.dataset.xFrom, x_to: +s.dataset.xTo, y_from: +s.dataset.yFrom, y_to: +s.dataset.yTo,
      baseline: s.dataset.baseline || null, axis_name: text(s.querySelector('text.axis')),
      plot: box(s.querySelector('rect.plot')),
      series: [...s.querySelectorAll('polyline')].map(p => ({
        name: p.dataset.series, declared: +p.dataset.points, rows: +p.dataset.rows, last: +p.dataset.last,
        drawn: p.points.numberOfItems, ys: ys(p), xs: xs(p), step: p.dataset.step === 'true',
        left: p.getBBox().x, width: p.getBBox().width, top: p.getBBox().y, height: p.getBBox().height,
        title: text(p.querySelector('title')),
        end: [...s.querySelectorAll('circle.end')].filter(c => c.dataset.series === p.dataset.series).map(c => [+c.getAttribute('cx'), +c.getAttribute('cy')]),
      })),
      legend: [...s.parentElement.querySelectorAll('.legend span[data-series]')].map(l => ({ name: l.dataset.series, last: +l.dataset.last, text: text(l) })),
      markers: [...s.querySelectorAll('g.markers')].map(g => ({ declared: +g.dataset.points, drawn: g.querySelectorAll('circle').length })),
    })),
    unchanged: (u => u && { baseline: u.dataset.baseline, text: text(u), items: [...u.querySelectorAll('span')].map(i => ({ name: i.dataset.series, last: +i.dataset.last, text: text(i) })) })(document.querySelector('#unchanged')),
    unsampled: text(document.querySelector('#unsampled')),
    leaks: [...document.querySelectorAll('#leaks tbody tr')].map(tr => ({ type: tr.dataset.type, cells: [...tr.cells].map(text) })),
    sites: [...document.querySelectorAll('#sites tbody tr')].map(tr => ({ cells: [...tr.cells].map(text), frames: [...tr.querySelectorAll('li')].map(text) })),
    facts: Object.fromEntries([...document.querySelectorAll('#facts dt')].map(dt => [text(dt), text(dt.nextElementSibling)])),
    verdict: text(document.querySelector('.verdict')),
    scripts: document.scripts.length,
    links: [...document.querySelectorAll('a')].map(a => a.getAttribute('href')),
  };
})()"#;

/// A page as the browser saw it.
struct Rendered {
    page: Value,
    /// The page's own request was seen: the network was watched.
    loaded_itself: bool,
    /// Requests other than the page itself.
    requests: Vec<String>,
    errors: Vec<String>,
}

/// Opens `page` from disk in a new tab; with `screenshot`, saves the whole page as PNG there.
fn render(browser: &mut Browser, page: &Path, screenshot: Option<&Path>) -> Rendered {
    let (session, target) = browser.new_page();
    let s = Some(session.as_str());
    for domain in ["Network", "Runtime", "Log", "Page"] {
        browser.call(s, &format!("{domain}.enable"), json!({}));
    }
    browser.events.clear();
    let url = format!("file://{}", page.display());
    browser.call(s, "Page.navigate", json!({ "url": url }));
    browser.wait_for("Page.loadEventFired");
    let read = browser.call(s, "Runtime.evaluate", json!({ "expression": READ_PAGE, "returnByValue": true }));
    assert!(read.get("exceptionDetails").is_none(), "{read}");
    if let Some(png) = screenshot {
        let shot = browser.call(s, "Page.captureScreenshot", json!({ "format": "png", "captureBeyondViewport": true }));
        std::fs::write(png, chromium::base64_decode(shot["data"].as_str().unwrap())).unwrap();
    }
    let ours = |e: &&Value| e["sessionId"] == session.as_str();
    let mut requests = vec![];
    let mut errors = vec![];
    let mut loaded_itself = false;
    for e in browser.events.iter().filter(ours) {
        let p = &e["params"];
        match e["method"].as_str().unwrap_or_default() {
            "Network.requestWillBeSent" => {
                let u = p["request"]["url"].as_str().unwrap_or_default();
                if u == url {
                    loaded_itself = true;
                } else if !u.starts_with("data:") {
                    requests.push(u.to_owned());
                }
            }
            "Runtime.exceptionThrown" => errors.push(p.to_string()),
            "Runtime.consoleAPICalled" if p["type"] == "error" => errors.push(p.to_string()),
            "Log.entryAdded" if p["entry"]["level"] == "error" => errors.push(p.to_string()),
            _ => {}
        }
    }
    browser.call(None, "Target.closeTarget", json!({ "targetId": target }));
    Rendered { page: read["result"]["value"].clone(), loaded_itself, requests, errors }
}

/// Self-contained and clean: nothing fetched, no error, no script.
fn check_clean(r: &Rendered, page: &Path) {
    assert!(r.loaded_itself, "{}: the page's own request was not seen", page.display());
    assert!(r.requests.is_empty(), "{}: requests {:?}", page.display(), r.requests);
    assert!(r.errors.is_empty(), "{}: errors {:?}", page.display(), r.errors);
    assert_eq!(r.page["scripts"], 0, "{}", page.display());
}

/// A series' points as data, (x, y) each: a step line's corners (every other vertex), after
/// checking it is drawn as steps (across at the level held, then straight up or down).
fn corners(s: &Value) -> (Vec<f64>, Vec<f64>) {
    let f = |k: &str| -> Vec<f64> { s[k].as_array().unwrap().iter().map(|v| v.as_f64().unwrap()).collect() };
    let (xs, ys) = (f("xs"), f("ys"));
    if s["step"] != true {
        return (xs, ys);
    }
    assert_eq!(xs.len() % 2, 1, "{}: a step line has 2n - 1 vertices", s["name"]);
    for i in (1..xs.len()).step_by(2) {
        assert!((ys[i] - ys[i - 1]).abs() < 1e-3 && (xs[i] - xs[i + 1]).abs() < 1e-3, "{} vertex {i}: not a step", s["name"]);
    }
    (xs.into_iter().step_by(2).collect(), ys.into_iter().step_by(2).collect())
}

/// How a page's counts start: from none (traced from the process's start), or at an attach.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Counted {
    FromStart,
    SinceAttach,
}

/// A panel's pixels: (left, top, width, height) of its plot, and the y of a value.
fn plot(p: &Value) -> (f64, f64, f64, f64) {
    let b = &p["plot"];
    let f = |k: &str| b[k].as_f64().unwrap();
    (f("x"), f("y"), f("width"), f("height"))
}

fn y_of(p: &Value, value: f64) -> f64 {
    let (_, top, _, height) = plot(p);
    let (lo, hi) = (p["y_from"].as_f64().unwrap(), p["y_to"].as_f64().unwrap());
    top + (hi - value) / (hi - lo) * height
}

/// Close enough for coordinates written to a tenth of a pixel.
fn near(a: f64, b: f64) -> bool {
    (a - b).abs() < 0.15
}

/// The panels are those of what changed, each shown, the counts that did not change said in a
/// line; every series is drawn with one point per CSV row (levels as steps) across the whole
/// width, at the x its row (call order) or its time gives, going up and down where the CSV's
/// column does, and ending at its last value, which its end dot and its legend give.
fn check_panels(r: &Rendered, csv: &Path, truth_bytes: &Value, counted: Counted) {
    let cols = csv_columns(csv);
    let rows = cols["TimeMs"].len();
    let panels = r.page["panels"].as_array().unwrap();
    let names: Vec<&str> = panels.iter().map(|p| p["panel"].as_str().unwrap()).collect();
    let changed: Vec<&str> = COUNT_COLUMNS.into_iter().filter(|c| cols[*c].iter().any(|v| *v != cols[*c][0])).collect();
    // /proc read at none of its calls: said, not drawn as zeros.
    let sampled = ["VmSize_KB", "VmRSS_KB", "VmData_KB"].iter().any(|c| cols[*c].iter().any(|v| *v > 0));
    let mut expected = if sampled { vec!["memory", "usm", "deltas"] } else { vec!["usm"] };
    expected.extend(&changed);
    assert_eq!(names, expected);
    assert_eq!(r.page["unsampled"].is_string(), !sampled, "{}", r.page["unsampled"]);
    check_unchanged(r, &cols, counted);
    let mut seen = 0;
    for p in panels {
        assert_eq!(p["shown"], true, "{p}");
        let panel = p["panel"].as_str().unwrap();
        // What was seen counts from none, or from an unknown baseline; /proc's figures are whole.
        let baseline = match (panel, counted) {
            ("memory" | "deltas", _) => Value::Null,
            (_, Counted::FromStart) => "0".into(),
            (_, Counted::SinceAttach) => "unknown".into(),
        };
        assert_eq!(p["baseline"], baseline, "{panel}");
        check_axis(p, &cols);
        for s in p["series"].as_array().unwrap() {
            let name = s["name"].as_str().unwrap();
            let (xs, ys) = corners(s);
            assert_eq!((xs.len() as u64, s["declared"].as_u64(), s["rows"].as_u64()), (rows as u64, Some(rows as u64), Some(rows as u64)), "{name}");
            // Levels are steps; the deltas, each call's own, are not.
            assert_eq!(s["step"], panel != "deltas", "{name}");
            let last = match cols.get(name) {
                // Up in the CSV is up on the page (smaller y), flat is flat.
                Some(values) => {
                    for (i, (v, y)) in values.windows(2).zip(ys.windows(2)).enumerate() {
                        let (dv, dy) = (v[1] - v[0], y[1] - y[0]);
                        assert_eq!(dv.signum() as f64, -dy.signum() * (dy.abs() > 1e-3) as i32 as f64, "{name} row {i}: {v:?} drawn at {y:?}");
                    }
                    *values.last().unwrap() as f64
                }
                // The USM kinds: the line ends at the truth's bytes.
                None => truth_bytes[name].as_u64().unwrap_or_else(|| panic!("series {name}")) as f64,
            };
            assert_eq!(s["last"].as_f64(), Some(last), "{name}");
            check_xs(p, s, &xs, &cols);
            check_end(p, s, &xs, &ys);
            seen += 1;
        }
    }
    // VmRSS, VmSize, VmData and three deltas; TotalMemory and three kinds; the counts changed.
    assert_eq!(seen, if sampled { 6 } else { 0 } + 4 + changed.len());
}

/// The x axis says what it is, and its edges are the CSV's first and last call, or time.
fn check_axis(p: &Value, cols: &BTreeMap<String, Vec<i64>>) {
    let (calls, times) = (&cols["CallNumber"], &cols["TimeMs"]);
    let edges = (p["x_from"].as_i64().unwrap(), p["x_to"].as_i64().unwrap());
    let name = p["axis_name"].as_str().unwrap();
    match p["axis"].as_str().unwrap() {
        "calls" => {
            assert_eq!(edges, (calls[0], *calls.last().unwrap()), "{}", p["panel"]);
            assert!(name.starts_with("call order (CallNumber)"), "{name}");
        }
        "time" => {
            assert_eq!(edges, (times[0], *times.iter().max().unwrap()), "{}", p["panel"]);
            assert!(name.starts_with("time"), "{name}");
        }
        other => panic!("{}: axis {other}", p["panel"]),
    }
}

/// Each point (every row, drawn whole) is at its row's place in call order, or its time's.
fn check_xs(p: &Value, s: &Value, xs: &[f64], cols: &BTreeMap<String, Vec<i64>>) {
    let (left, _, width, _) = plot(p);
    let (from, to) = (p["x_from"].as_f64().unwrap(), p["x_to"].as_f64().unwrap());
    for (i, x) in xs.iter().enumerate() {
        let at = match p["axis"].as_str().unwrap() {
            "calls" => cols["CallNumber"][i] as f64,
            _ => cols["TimeMs"][i] as f64,
        };
        let expected = left + (at - from) / (to - from).max(1.0) * width;
        assert!(near(*x, expected), "{} row {i}: x {x}, not {expected}", s["name"]);
    }
}

/// A line spans its panel and ends at its last value, at the right edge: its last vertex, its
/// end dot, its legend's `last`. In call order nothing is drawn past that value at the end.
fn check_end(p: &Value, s: &Value, xs: &[f64], ys: &[f64]) {
    let name = s["name"].as_str().unwrap();
    let (left, _, width, _) = plot(p);
    assert!(near(s["left"].as_f64().unwrap(), left) && s["width"].as_f64().unwrap() > 0.95 * width, "{name}: from {} over {} of {width}", s["left"], s["width"]);
    let last = s["last"].as_f64().unwrap();
    let (x, y) = (*xs.last().unwrap(), *ys.last().unwrap());
    assert!(near(x, left + width) && near(y, y_of(p, last)), "{name} ends at ({x}, {y}), not at {last}");
    let dot: Vec<f64> = s["end"][0].as_array().unwrap_or_else(|| panic!("{name}: no end dot")).iter().map(|v| v.as_f64().unwrap()).collect();
    assert!(s["end"].as_array().unwrap().len() == 1 && near(dot[0], x) && near(dot[1], y), "{name}: its end dot at {dot:?}");
    let legend = p["legend"].as_array().unwrap().iter().find(|l| l["name"] == name).unwrap_or_else(|| panic!("{name}: not in the legend"));
    assert_eq!(legend["last"].as_f64(), Some(last), "{name}");
    let grouped = ze_tracer::output::units::number(last.abs() as i64);
    assert!(legend["text"].as_str().unwrap().contains(&grouped), "{name}: {legend}");
    if p["axis"] == "calls" {
        let all: Vec<f64> = s["xs"].as_array().unwrap().iter().map(|v| v.as_f64().unwrap()).collect();
        let at_end = all.iter().filter(|v| near(**v, x)).count();
        assert!(at_end <= 2, "{name}: {at_end} vertices at its end");
    }
}

/// The counts that never changed, in one line, each with its count: since an attach, a count
/// of none is unknown (what was alive before is not seen), and a count of some at least that.
fn check_unchanged(r: &Rendered, cols: &BTreeMap<String, Vec<i64>>, counted: Counted) {
    let same: Vec<(&str, i64)> = COUNT_COLUMNS.into_iter().filter(|c| cols[*c].iter().all(|v| *v == cols[*c][0])).map(|c| (c, cols[c][0])).collect();
    let u = &r.page["unchanged"];
    if same.is_empty() {
        assert!(u.is_null(), "{u}");
        return;
    }
    assert_eq!(u["baseline"], if counted == Counted::FromStart { "0" } else { "unknown" });
    let items: Vec<(&str, i64, &str)> =
        u["items"].as_array().unwrap().iter().map(|i| (i["name"].as_str().unwrap(), i["last"].as_i64().unwrap(), i["text"].as_str().unwrap())).collect();
    let expected: Vec<(&str, i64, String)> = same
        .iter()
        .map(|&(c, v)| {
            let shown = match (counted, v) {
                (Counted::FromStart, v) => v.to_string(),
                (Counted::SinceAttach, 0) => "unknown".into(),
                (Counted::SinceAttach, v) => format!("at least {v}"),
            };
            (c, v, format!("{c} {shown}"))
        })
        .collect();
    let expected: Vec<(&str, i64, &str)> = expected.iter().map(|(c, v, t)| (*c, *v, t.as_str())).collect();
    assert_eq!(items, expected);
}

/// An exact byte count as the page shows it: "1.3 MB (1,310,720 bytes)", "512 bytes".
fn exact_bytes(shown: &str) -> u64 {
    let exact = shown.rsplit_once('(').map_or(shown, |(_, e)| e.trim_end_matches(')'));
    let digits = exact.trim_end_matches(" bytes").trim_end_matches(" byte").replace(',', "");
    digits.parse().unwrap_or_else(|_| panic!("{shown:?}: not a size"))
}

/// The panel `id` of a page.
fn panel<'a>(r: &'a Rendered, id: &str) -> &'a Value {
    r.page["panels"].as_array().unwrap().iter().find(|p| p["panel"] == id).unwrap_or_else(|| panic!("no panel {id}"))
}

/// The leak table lists exactly the truth's outstanding objects: objects per type, bytes per
/// kind, nothing else.
fn check_leak_table(r: &Rendered, truth: &Value) {
    let rows: BTreeMap<String, (u64, u64)> = r.page["leaks"]
        .as_array()
        .unwrap()
        .iter()
        .map(|row| {
            let cells = row["cells"].as_array().unwrap();
            let objects = cells[1].as_str().unwrap().replace(',', "").parse::<u64>().unwrap();
            (row["type"].as_str().unwrap().to_owned(), (objects, exact_bytes(cells[2].as_str().unwrap())))
        })
        .collect();
    let mut expected = BTreeMap::new();
    let bytes = &truth["outstanding_memory_bytes"];
    for col in COUNT_COLUMNS {
        let n = outstanding(&truth, col);
        let size = match col {
            "PhysicalMems" => bytes["physical"].as_u64().unwrap(),
            "VirtualMemReservations" => bytes["virtual_reserved"].as_u64().unwrap(),
            _ => 0,
        };
        if n > 0 {
            expected.insert(col.to_owned(), (n, size));
        }
    }
    for kind in ["device", "host", "shared"] {
        if bytes[kind].as_u64().unwrap() > 0 {
            let (_, b) = rows.get(kind).copied().unwrap_or_default();
            expected.insert(kind.to_owned(), (rows.get(kind).map_or(0, |r| r.0), bytes[kind].as_u64().unwrap()));
            assert_eq!(b, bytes[kind].as_u64().unwrap(), "{kind} bytes");
        }
    }
    assert_eq!(rows, expected, "leak table");
    let allocations: u64 = ["device", "host", "shared"].iter().filter_map(|k| rows.get(*k)).map(|r| r.0).sum();
    assert_eq!(allocations, truth["outstanding_allocations"].as_u64().unwrap(), "USM allocations");
}

/// ze_sites' truth, site by site: its function (file:line), its caller, its objects and bytes.
fn check_sites(r: &Rendered, truth: &Value) {
    let rows = r.page["sites"].as_array().unwrap();
    let expected = truth["sites"].as_array().unwrap();
    for t in expected {
        let head = format!("{} (", t["function"].as_str().unwrap());
        let at = format!("{}:{})", t["file"].as_str().unwrap(), t["line"]);
        let found = rows.iter().find(|row| {
            let f = row["frames"].as_array().unwrap();
            let first = f[0].as_str().unwrap();
            first.starts_with(&head)
                && first.contains(&at)
                && t["caller"].as_str().is_none_or(|c| f[1].as_str().unwrap().starts_with(&format!("{c} (")))
        });
        let row = found.unwrap_or_else(|| panic!("site {t} not on the page: {rows:#?}"));
        let cells = row["cells"].as_array().unwrap();
        assert_eq!(cells[1].as_str().unwrap(), t["count"].to_string(), "{t}");
        assert_eq!(exact_bytes(cells[2].as_str().unwrap()), t["bytes"].as_u64().unwrap(), "{t}");
    }
    assert_eq!(rows.len(), expected.len(), "{rows:#?}");
}

/// `ze-tracer --html -o DIR -- ze_workload lifecycle --leak …`: its truth and stderr.
fn run_leaking(dir: &Path) -> (Value, String) {
    run_workload(&["--html"], dir, &["lifecycle", "--leak", LEAKS])
}

/// The names in `dir`, sorted.
fn file_names(dir: &Path) -> BTreeSet<String> {
    std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().file_name().into_string().unwrap()).collect()
}

fn name_of(path: &Path) -> String {
    path.file_name().unwrap().to_str().unwrap().to_owned()
}

/// The pages an index links, in its order (its only links are its rows' pages).
fn index_links(index: &Path) -> Vec<String> {
    let html = std::fs::read_to_string(index).unwrap();
    html.split("<a href=\"").skip(1).map(|rest| rest.split('"').next().unwrap().to_owned()).collect()
}

fn report(args: &[&Path], extra: &[&str]) -> Output {
    tracer().arg("report").args(extra).args(args).output().unwrap()
}

fn stdout_lines(out: &Output) -> Vec<PathBuf> {
    assert!(out.status.success(), "report failed: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8_lossy(&out.stdout).lines().map(PathBuf::from).collect()
}

#[test]
fn pages_of_a_leaking_run_draw_its_csv_and_list_exactly_its_leaks() {
    let dir = temp_dir("report-page");
    let (truth, stderr) = run_leaking(&dir);
    // ze_sites waits at its end until its calls are in the CSV: its own frames are named.
    let (sites_truth, out) = run_held(&dir, &fixture().join("ze_sites"), &[], |_| {});
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let pid = truth["pid"].as_u64().unwrap();
    let stem = format!("ze-tracer_pid{pid}");
    let csv = dir.join(format!("{stem}.csv"));

    // --html wrote the page as the process ended and said where.
    let daemon_page = dir.join(format!("{stem}.html"));
    assert!(stderr.contains(&format!("page {}", daemon_page.display())), "{stderr}");

    // report DIR, twice: a page per process (the daemon's rewritten under its name, no copy)
    // and the index; the second run writes the same files again.
    let page = daemon_page;
    let by_daemon = std::fs::read(&page).unwrap();
    let sites_page = dir.join(format!("ze-tracer_pid{}.html", sites_truth["pid"]));
    let index = dir.join("index.html");
    let before = file_names(&dir);
    assert_eq!(before.iter().filter(|n| n.ends_with(".html")).collect::<Vec<_>>(), [&format!("{stem}.html")], "{before:?}");
    let expected: BTreeSet<String> = before.iter().cloned().chain([name_of(&sites_page), "index.html".to_owned()]).collect();
    // In the order of their PIDs (which wrap: the later process may have the lower one).
    let pid_of = |p: &Path| name_of(p).trim_start_matches("ze-tracer_pid").trim_end_matches(".html").parse::<u64>().unwrap();
    let mut pages = [page.clone(), sites_page.clone()];
    pages.sort_by_key(|p| pid_of(p));
    for run in ["first", "second"] {
        let written = stdout_lines(&report(&[&dir], &[]));
        assert_eq!(written, [pages[0].clone(), pages[1].clone(), index.clone()], "{run} run");
        assert_eq!(file_names(&dir), expected, "{run} run");
        assert_eq!(index_links(&index), pages.iter().map(|p| name_of(p)).collect::<Vec<_>>(), "{run} run");
        assert_eq!(std::fs::read(&page).unwrap(), by_daemon, "report and --html draw the same page");
    }

    let mut browser = Browser::start(&dir.join("chromium-profile"), 1280, 1600);
    let shot = Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/report-screenshot.png");
    let r = render(&mut browser, &page, Some(&shot));
    check_clean(&r, &page);
    check_panels(&r, &csv, &truth["outstanding_memory_bytes"], Counted::FromStart);
    check_leak_table(&r, &truth);
    assert!(r.page["verdict"].as_str().unwrap().starts_with("LEAKED"), "{}", r.page["verdict"]);
    let facts = &r.page["facts"];
    // Its command line, arguments and all.
    assert_eq!(facts["Command"], format!("{} lifecycle --leak {LEAKS}", fixture().join("ze_workload").display()));
    assert_eq!(facts["Complete"], "yes");
    assert_eq!(facts["Dropped events"], "0");
    assert_eq!(facts["Ended"], "exit");
    assert!(facts["cgroup"].as_str().is_some_and(|c| c.starts_with('/')), "{facts}");

    let r = render(&mut browser, &sites_page, None);
    check_clean(&r, &sites_page);
    check_sites(&r, &sites_truth);

    let r = render(&mut browser, &index, None);
    check_clean(&r, &index);
    assert_eq!(r.page["links"], json!([page.file_name().unwrap().to_str(), sites_page.file_name().unwrap().to_str()]));
}

/// `--pid --html`: the page is written as the traced process ends, the report on stderr names
/// it, and it lists the truth's leaks. Its counts start at the attach: what was alive before
/// (the context, made before it) is not seen, and the page says unknown, not none.
#[test]
fn pid_mode_writes_the_page_as_the_process_ends() {
    let dir = temp_dir("report-pid");
    let w = start_waiting(&["midway"], &[]);
    let pid = w.pid;
    let (mut tracer, mut err, _) = attach(pid, &dir, &["--html"]);
    let truth = ground_truth(&finish_waiting(w));
    let mut stderr = String::new();
    std::io::Read::read_to_string(&mut err, &mut stderr).unwrap();
    assert_eq!(tracer.wait().unwrap().code(), Some(0), "{stderr}");
    let page = dir.join(format!("ze-tracer_pid{pid}.html"));
    assert!(stderr.contains(&format!("page {}", page.display())), "{stderr}");

    let mut browser = Browser::start(&dir.join("chromium-profile"), 1280, 1000);
    let r = render(&mut browser, &page, None);
    check_clean(&r, &page);
    let csv = dir.join(format!("ze-tracer_pid{pid}.csv"));
    check_panels(&r, &csv, &truth["outstanding_memory_bytes"], Counted::SinceAttach);
    check_leak_table(&r, &truth);
    assert!(r.page["facts"]["Tracing began"].as_str().is_some_and(|t| t.starts_with("while it ran (attached)")), "{}", r.page["facts"]);
    // The context made before the attach and alive to the end: 0 in the CSV, unknown on the page.
    assert!(csv_columns(&csv)["Contexts"].iter().all(|n| *n == 0));
    let items = r.page["unchanged"]["items"].as_array().unwrap();
    assert!(items.iter().any(|i| i["text"] == "Contexts unknown"), "{items:?}");
}

/// A second trace of one PID writes `.1` files beside the first's: its page is
/// `ze-tracer_pid<PID>.1.html`, the page of `ze-tracer_pid<PID>.1.json`. `report` on the
/// directory rewrites both pages under those names, run after run, and the index links them.
#[test]
fn a_second_trace_of_a_pid_has_its_own_page_and_report_keeps_their_names() {
    let dir = temp_dir("report-second-trace");
    let w = start_waiting(&["lifecycle", "--leak", "event,host"], &[]);
    let pid = w.pid;
    let stderr_of = |mut tracer: std::process::Child, mut err: std::io::BufReader<std::process::ChildStderr>| {
        let mut stderr = String::new();
        std::io::Read::read_to_string(&mut err, &mut stderr).unwrap();
        assert_eq!(tracer.wait().unwrap().code(), Some(0), "{stderr}");
        stderr
    };
    // The first tracer is stopped while the process waits; the second sees it to its end.
    let (first, err, _) = attach(pid, &dir, &["--html"]);
    // SAFETY: a signal to our own child.
    unsafe { libc::kill(first.id() as i32, libc::SIGINT) };
    let first_err = stderr_of(first, err);
    let (second, err, _) = attach(pid, &dir, &["--html"]);
    finish_waiting(w);
    let second_err = stderr_of(second, err);
    let (page, second_page) = (dir.join(format!("ze-tracer_pid{pid}.html")), dir.join(format!("ze-tracer_pid{pid}.1.html")));
    assert!(first_err.contains(&format!("page {}", page.display())), "{first_err}");
    assert!(second_err.contains(&format!("page {}", second_page.display())), "{second_err}");
    assert!(dir.join(format!("ze-tracer_pid{pid}.1.json")).exists(), "{:?}", file_names(&dir));
    let by_daemon = std::fs::read(&second_page).unwrap();

    let before = file_names(&dir);
    let pages: BTreeSet<String> = before.iter().filter(|n| n.ends_with(".html")).cloned().collect();
    assert_eq!(pages, BTreeSet::from([name_of(&page), name_of(&second_page)]), "{before:?}");
    let index = dir.join("index.html");
    let expected: BTreeSet<String> = before.iter().cloned().chain(["index.html".to_owned()]).collect();
    for run in ["first", "second"] {
        assert_eq!(stdout_lines(&report(&[&dir], &[])), [page.clone(), second_page.clone(), index.clone()], "{run} run");
        assert_eq!(file_names(&dir), expected, "{run} run");
        assert_eq!(index_links(&index), [name_of(&page), name_of(&second_page)], "{run} run");
    }
    assert_eq!(std::fs::read(&second_page).unwrap(), by_daemon, "the .1 summary's page, as --html drew it");
    let second = std::fs::read_to_string(&second_page).unwrap();
    assert!(second.contains("LEAKED") && !std::fs::read_to_string(&page).unwrap().contains("LEAKED"), "each page its own trace's");

    // A file of a page's name that is not a page of ours is never replaced.
    std::fs::write(&index, "a user's index\n").unwrap();
    let out = report(&[&dir], &[]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!((out.status.code(), err.lines().count()), (Some(6), 1), "{err}");
    assert!(err.contains("not a page of ze-tracer's"), "{err}");
    assert_eq!(std::fs::read_to_string(&index).unwrap(), "a user's index\n");
    assert_eq!(file_names(&dir), expected);
}

/// A process still running has no summary: its page is drawn from the CSV alone, and its
/// leak table from the creates no destroy matched, which is the truth too.
#[test]
fn a_csv_alone_makes_a_page_with_the_same_leaks() {
    let dir = temp_dir("report-csv-alone");
    let (truth, _) = run_leaking(&dir);
    let alone = dir.join("alone");
    std::fs::create_dir(&alone).unwrap();
    let csv = alone.join(format!("ze-tracer_pid{}.csv", truth["pid"]));
    std::fs::copy(dir.join(csv.file_name().unwrap()), &csv).unwrap();
    // Named as in its directory: the page goes beside it.
    let out = tracer().current_dir(&alone).arg("report").arg(csv.file_name().unwrap()).output().unwrap();
    let written: Vec<PathBuf> = stdout_lines(&out).into_iter().map(|p| alone.join(p.file_name().unwrap())).collect();
    assert_eq!(written, [csv.with_extension("html")]);

    let mut browser = Browser::start(&dir.join("chromium-profile"), 1280, 1000);
    let r = render(&mut browser, &written[0], None);
    check_clean(&r, &written[0]);
    check_panels(&r, &csv, &truth["outstanding_memory_bytes"], Counted::FromStart);
    check_leak_table(&r, &truth);
    assert!(r.page["facts"]["Summary"].as_str().unwrap().starts_with("none"), "{}", r.page["facts"]);
}

/// The demo, a short run (its 56 calls share a few milliseconds), reads at a glance: its lines
/// cross the whole panel, a row apart (by call order), and end at their last value; its held
/// event stands out; the counts that never changed are listed, not drawn; the page has its
/// command line; sizes, on the page and on stderr, read short with the exact bytes beside.
#[test]
fn a_short_run_reads_at_a_glance() {
    let dir = temp_dir("report-demo");
    let out = tracer()
        .arg("--html")
        .arg("--output-dir")
        .arg(&dir)
        .arg("--")
        .arg(fixture().join("ze_workload"))
        .arg("demo")
        .env("ZE_ENABLE_ALT_DRIVERS", fixture().join("libze_fake.so"))
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    let truth = ground_truth(&String::from_utf8_lossy(&out.stdout));
    let bytes = &truth["outstanding_memory_bytes"];
    let total = bytes["total"].as_u64().unwrap();
    assert!(total >= 1000, "{truth}");
    // Its cleanup destroys the context and the event pool with its leaks alive: still leaks,
    // said to have outlived their parent.
    let n = truth["outstanding_allocations"].as_u64().unwrap() + truth["outstanding"]["Events"].as_u64().unwrap();
    let orphans = format!("; {n} of them outlived their parent (destroyed first: the driver may have freed them)");
    assert!(stderr.contains(&format!(", {} of USM{orphans}; summary", size_exact(total))), "{stderr}");
    assert!(stderr.contains(&format!(" x zeMemAllocHost, {}\n", size_exact(bytes["host"].as_u64().unwrap()))), "{stderr}");

    let pid = truth["pid"].as_u64().unwrap();
    let (page, csv) = (dir.join(format!("ze-tracer_pid{pid}.html")), dir.join(format!("ze-tracer_pid{pid}.csv")));
    let mut browser = Browser::start(&dir.join("chromium-profile"), 1280, 1600);
    let r = render(&mut browser, &page, None);
    check_clean(&r, &page);
    check_panels(&r, &csv, bytes, Counted::FromStart);
    check_leak_table(&r, &truth);
    assert_eq!(r.page["facts"]["Command"], format!("{} demo", fixture().join("ze_workload").display()));
    let verdict = r.page["verdict"].as_str().unwrap();
    assert!(verdict.contains(&format!(", {} of USM; {n} outlived their parent, destroyed first (", size_exact(total))), "{verdict}");

    // Every row apart: at least half the rows at an x of their own, not a few bars.
    let rows = csv_columns(&csv)["CallNumber"].len();
    let usm = panel(&r, "usm");
    let line = usm["series"].as_array().unwrap().iter().find(|s| s["name"] == "TotalMemory_Bytes").unwrap();
    let mut xs: Vec<i64> = corners(line).0.iter().map(|x| x.round() as i64).collect();
    xs.dedup();
    assert!(2 * xs.len() >= rows, "{rows} rows at {} places: {xs:?}", xs.len());

    // The event it holds: its line ends at the truth's count, well above none, held there.
    let events = panel(&r, "Events");
    let line = &events["series"][0];
    let held = truth["outstanding"]["Events"].as_f64().unwrap();
    assert!(held > 0.0 && line["last"].as_f64() == Some(held), "{line}");
    let (xs, ys) = corners(line);
    let end = *ys.last().unwrap();
    assert!(y_of(events, 0.0) - end > 10.0, "the held event is drawn at {end}, none at {}", y_of(events, 0.0));
    let since = ys.iter().rposition(|y| !near(*y, end)).map_or(0, |i| i + 1);
    assert!(xs.last().unwrap() - xs[since] > 5.0, "held over {} px", xs.last().unwrap() - xs[since]);

    // Some kinds never changed: listed, not drawn (`check_panels` checks which).
    assert!(!r.page["unchanged"]["items"].as_array().unwrap().is_empty(), "{}", r.page["unchanged"]);
}

/// With fewer buckets than rows, each line is drawn from at most two points per bucket and
/// keeps its extremes: the same vertical extent as drawn from every row.
#[test]
fn reduced_lines_keep_their_extremes() {
    let dir = temp_dir("report-reduced");
    let (truth, _) = run_leaking(&dir);
    let json = dir.join(format!("ze-tracer_pid{}.json", truth["pid"]));
    let (full, small) = (dir.join("full"), dir.join("small"));
    let full_page = stdout_lines(&report(&[&json], &["--out", full.to_str().unwrap()])).remove(0);
    let small_page = stdout_lines(&report(&[&json], &["--buckets", "4", "--out", small.to_str().unwrap()])).remove(0);

    let mut browser = Browser::start(&dir.join("chromium-profile"), 1280, 1000);
    let (a, b) = (render(&mut browser, &full_page, None), render(&mut browser, &small_page, None));
    check_clean(&b, &small_page);
    let series = |r: &Rendered| -> Vec<Value> { r.page["panels"].as_array().unwrap().iter().flat_map(|p| p["series"].as_array().unwrap().clone()).collect() };
    let (a, b) = (series(&a), series(&b));
    assert_eq!(a.len(), b.len());
    for (a, b) in a.iter().zip(&b) {
        let rows = corners(a).0.len();
        assert!(rows > 9, "{a}");
        let drawn = corners(b).0.len() as u64;
        assert!(drawn <= 2 * 4 + 1 && drawn == b["declared"].as_u64().unwrap(), "{} drew {drawn} points", b["name"]);
        for k in ["top", "height"] {
            assert!((a[k].as_f64().unwrap() - b[k].as_f64().unwrap()).abs() < 0.05, "{} {k}: {} vs {}", a["name"], a[k], b[k]);
        }
    }
}

/// The checks above see what they look for: a page that fetches something and logs an error
/// is caught.
#[test]
fn the_browser_checks_catch_a_fetch_and_an_error() {
    let dir = temp_dir("report-control");
    let page = dir.join("bad.html");
    std::fs::write(&page, "<!DOCTYPE html><html><body><img src=\"http://127.0.0.1:9/x.png\"><script>console.error('boom'); undefined_call();</script></body></html>").unwrap();
    let mut browser = Browser::start(&dir.join("chromium-profile"), 800, 600);
    let r = render(&mut browser, &page, None);
    assert!(r.loaded_itself);
    assert_eq!(r.requests, ["http://127.0.0.1:9/x.png"]);
    assert!(r.errors.iter().any(|e| e.contains("boom")), "{:?}", r.errors);
    assert!(r.errors.iter().any(|e| e.contains("undefined_call")), "{:?}", r.errors);
    assert_eq!(r.page["scripts"], 1);
}

/// Bad input: one line on stderr, a documented exit code, nothing written: pages, or with
/// `--perfetto` a trace.
#[test]
fn bad_input_is_one_line_and_a_documented_code() {
    for extra in [&[][..], &["--perfetto"]] {
        let dir = temp_dir(&format!("report-bad{}", extra.len()));
        let run = |path: &Path| {
            let out = report(&[path], extra);
            let err = String::from_utf8_lossy(&out.stderr).into_owned();
            assert_eq!(err.lines().count(), 1, "{extra:?}: {err}");
            (out.status.code(), err)
        };
        assert_eq!(run(&dir.join("nothing-here")).0, Some(2));
        let csv = dir.join("ze-tracer_pid1.csv");
        std::fs::write(&csv, "a,b\n1,2\n").unwrap();
        let (code, err) = run(&csv);
        assert_eq!(code, Some(4), "{err}");
        assert!(err.contains("TimeMs"), "{err}");
        let json = dir.join("ze-tracer_pid2.json");
        std::fs::write(&json, "{\"pid\": 2,").unwrap();
        let (code, err) = run(&json);
        assert_eq!(code, Some(4), "{err}");
        assert!(err.contains("not a ze-tracer summary"), "{err}");
        let names: Vec<_> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().file_name()).collect();
        assert!(names.iter().all(|n| !n.to_string_lossy().ends_with(".html") && !n.to_string_lossy().ends_with(".pftrace")), "{names:?}");
    }
}

/// An output directory that takes no file (a read-only mount) fails once, naming it and
/// `--out`, however many pages a directory of inputs would have made.
#[test]
fn an_output_directory_that_takes_no_page_is_said_once() {
    let dir = temp_dir("report-read-only");
    let inputs = dir.join("in");
    std::fs::create_dir(&inputs).unwrap();
    for pid in 1..=3 {
        std::fs::write(inputs.join(format!("ze-tracer_pid{pid}.csv")), format!("{SRT_HEADER}\n0,0,zeInit,1,1,1,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0\n")).unwrap();
    }
    let out = dir.join("out");
    std::fs::create_dir(&out).unwrap();
    let mount_and_report = r#"mount -t tmpfs -o ro none "$1" && shift && exec "$@""#;
    let run = Command::new("unshare")
        .args(["--mount", "--propagation", "private", "sh", "-c", mount_and_report, "sh"])
        .arg(&out)
        .arg(env!("CARGO_BIN_EXE_ze-tracer"))
        .arg("report")
        .arg(&inputs)
        .arg("--out")
        .arg(&out)
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&run.stderr);
    assert_eq!(run.status.code(), Some(6), "{err}");
    let said = format!("ze-tracer: report: cannot write to output directory {} (--out): Read-only file system (os error 30)", out.display());
    assert_eq!(err.trim(), said);
    // Writable, the same inputs make their pages and the index.
    assert_eq!(stdout_lines(&report(&[&inputs], &["--out", out.to_str().unwrap()])).len(), 4);
}
