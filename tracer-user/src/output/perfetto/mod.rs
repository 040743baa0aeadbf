//! A Perfetto trace (Perfetto's protobuf `Trace`, `.pftrace`) of one process, or of every
//! process of a directory on one timeline, from their summaries and CSVs: what `ze-tracer report
//! --perfetto` writes, and `--perfetto` on the daemon as a process ends. Its times are the
//! daemon's, CLOCK_MONOTONIC (`bpf_ktime_get_ns`), which its clock snapshots say, so that it lines
//! up with a Level Zero call trace of the same run (`trace.rs` says what it holds).
//!
//! Bounded however long the run: the CSV's series are reduced as the page's are (`--buckets`)
//! and written only where they change; at most `MAX_OBJECTS` objects per process get an event of
//! their own, the others counted on their site's track. Like a page, a trace is derived data,
//! rewritten in place when made again, never over a file that is not a trace of ours.
use std::{
    fmt,
    path::{Path, PathBuf},
};

use prost::Message;
use serde::{Deserialize, Deserializer, de};

use crate::{
    exit::Fatal,
    output::{
        html::{self, Input, csv_series::Drawn},
        summary::{self, Object},
    },
};
use crate::process::out_dir::{OutDir, write_derived};

#[allow(clippy::all, missing_docs)]
pub mod proto;
mod trace;

/// A directory's trace, of all its processes.
pub const DIRECTORY_TRACE: &str = "ze-tracer.pftrace";

/// Objects per process that get an event of their own (the oldest: a summary lists them
/// oldest first); the others are counted.
pub const MAX_OBJECTS: usize = 10_000;

/// A summary's objects as the trace takes them: the first `MAX_OBJECTS`, and how many more.
#[derive(Debug, Default)]
pub struct Capped {
    pub listed: Vec<Object>,
    pub beyond: u64,
}

impl Capped {
    /// One more object, in the summary's order: kept while there is room, else counted.
    pub fn add(&mut self, o: Object) {
        match self.listed.len() < MAX_OBJECTS {
            true => self.listed.push(o),
            false => self.beyond += 1,
        }
    }
}

impl FromIterator<Object> for Capped {
    fn from_iter<I: IntoIterator<Item = Object>>(objects: I) -> Capped {
        let mut capped = Capped::default();
        objects.into_iter().for_each(|o| capped.add(o));
        capped
    }
}

impl<'de> Deserialize<'de> for Capped {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Capped, D::Error> {
        struct Cap;
        impl<'de> de::Visitor<'de> for Cap {
            type Value = Capped;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a list of objects")
            }
            fn visit_seq<A: de::SeqAccess<'de>>(self, mut seq: A) -> Result<Capped, A::Error> {
                let mut capped = Capped::default();
                while capped.listed.len() < MAX_OBJECTS {
                    match seq.next_element::<Object>()? {
                        Some(o) => capped.add(o),
                        None => return Ok(capped),
                    }
                }
                // Past the room: read past without being kept (nor made an `Object`).
                while seq.next_element::<de::IgnoredAny>()?.is_some() {
                    capped.beyond += 1;
                }
                Ok(capped)
            }
        }
        d.deserialize_seq(Cap)
    }
}

pub type Summary = summary::Summary<'static, Capped>;

/// One process of a trace: its summary (none for a process still running) and its CSV's series.
pub struct Process {
    pub summary: Option<Summary>,
    pub drawn: Option<Drawn>,
    pub pid: Option<u32>,
}

/// Reads one process's summary and CSV (`summary`: already read from `input.summary`).
pub fn load(input: &Input, summary: Option<Summary>, buckets: usize) -> Result<Process, Fatal> {
    let csv = html::csv_of(input, summary.as_ref());
    let (drawn, _) = html::read_csv(csv.as_deref(), summary.is_some(), buckets)?;
    Ok(Process { pid: summary.as_ref().map(|s| s.pid).or(input.pid), summary, drawn })
}

pub fn load_summary(path: &Path) -> Result<Summary, Fatal> {
    html::load_summary_as(path)
}

/// The trace of `processes`, encoded.
pub fn encode(processes: &[Process]) -> Vec<u8> {
    trace::build(processes).encode_to_vec()
}

/// Writes the trace of `processes` as `name` in `out`, over the trace of ours there before; its
/// path. `context` names the command in errors.
pub fn write(out: &OutDir, name: &str, processes: &[Process], context: &str) -> Result<PathBuf, Fatal> {
    write_derived(out, name, &trace::opening(), "a trace", context, &encode(processes))
}

/// `--perfetto`: the trace of a process that just ended, beside its summary (at `path`, or
/// where it could not be written), drawn from the summary as judged. Its path.
pub fn trace_beside(dir: &OutDir, path: &Path, summary: Summary) -> Result<PathBuf, Fatal> {
    let input = Input { summary: Some(path.to_owned()), ..Input::default() };
    let process = load(&input, Some(summary), html::series::DEFAULT_BUCKETS)?;
    write(dir, &name_of(path), &[process], "perfetto")
}

/// The trace's name for the input `path`: `<its stem>.pftrace`.
pub fn name_of(path: &Path) -> String {
    let stem = path.file_stem().map(|s| s.to_string_lossy().into_owned());
    format!("{}{}", stem.unwrap_or_else(|| "ze-tracer".into()), crate::data::names::TRACE)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::output::{html::csv_series, summary::Object};
    use proto::{Trace, trace_packet::Data, track_event};

    /// The events of `trace`, each with its packet and its track's name.
    fn events(trace: &Trace) -> Vec<(String, &proto::TracePacket, &proto::TrackEvent)> {
        let mut names = std::collections::BTreeMap::new();
        let mut events = vec![];
        for p in &trace.packet {
            match &p.data {
                Some(Data::TrackDescriptor(t)) => {
                    if let Some(proto::track_descriptor::StaticOrDynamicName::Name(n)) = &t.static_or_dynamic_name {
                        names.insert(t.uuid(), n.clone());
                    }
                }
                Some(Data::TrackEvent(e)) => events.push((names[&e.track_uuid()].clone(), p, e)),
                _ => {}
            }
        }
        events
    }

    /// The counter events of `trace`, per track name.
    fn counters(trace: &Trace) -> std::collections::BTreeMap<String, Vec<i64>> {
        let mut values: std::collections::BTreeMap<String, Vec<i64>> = Default::default();
        for (track, _, e) in events(trace) {
            if let Some(track_event::CounterValueField::CounterValue(v)) = e.counter_value_field {
                values.entry(track).or_default().push(v);
            }
        }
        values
    }

    /// A CSV of `rows` rows: Contexts alternating 0 and 1 every row, Events 0 but one spike of 7,
    /// VmRSS rising by 1 KB a row.
    fn long_csv(rows: u64) -> PathBuf {
        let path = std::env::temp_dir().join(format!("ze-tracer-perfetto-{}-{rows}.csv", std::process::id()));
        let header = crate::data::csv::header();
        let mut text = header.join(",") + "\n";
        for i in 0..rows {
            let row: Vec<String> = header
                .iter()
                .map(|h| match *h {
                    "CallNumber" => i.to_string(),
                    "TimeMs" => (i / 10).to_string(),
                    "APICall" => "zeCommandListReset".into(),
                    "VmRSS_KB" => (1000 + i).to_string(),
                    "Contexts" => (i % 2).to_string(),
                    "Events" => if i == rows / 3 { "7" } else { "0" }.into(),
                    "Handle" => "0x0".into(),
                    _ => "0".into(),
                })
                .collect();
            text += &(row.join(",") + "\n");
        }
        std::fs::write(&path, text).unwrap();
        path
    }

    /// However long the CSV, each counter has at most two events per bucket and its last; a
    /// value that does not change is written once, a one-row spike kept.
    #[test]
    fn counters_are_bounded_and_written_where_they_change() {
        let path = long_csv(200_000);
        let drawn = csv_series::read(&path, 50).unwrap();
        let _ = std::fs::remove_file(&path);
        let trace = trace::build(&[Process { summary: None, drawn: Some(drawn), pid: Some(7) }]);
        let c = counters(&trace);
        assert_eq!(c.keys().collect::<Vec<_>>(), ["Contexts", "Events", "VmRSS bytes"], "only what is ever non-zero");
        assert!(c.values().all(|v| v.len() <= 2 * 50 + 1), "{:?}", c.values().map(Vec::len).collect::<Vec<_>>());
        assert_eq!(c["Events"], [0, 7, 0], "the spike, once, between its unchanged values");
        assert_eq!((c["VmRSS bytes"][0], *c["VmRSS bytes"].last().unwrap()), (1000 * 1024, (1000 + 199_999) * 1024));
        assert!(prost::Message::encoded_len(&trace) < 20_000, "{} bytes", prost::Message::encoded_len(&trace));
    }

    /// A server still running with events lost and a copy armed late: its growing site's
    /// checkpoints are a counter, its losses and the late copy instants on `run`, each at its
    /// time on CLOCK_MONOTONIC from its tracking start.
    #[test]
    fn a_running_server_s_growth_and_losses_are_at_their_time() {
        let json = r#"{"pid": 9, "comm": "srv", "complete": false, "ended": "stopped", "still_running": true,
            "attached": true, "dropped_events": 12, "last_drop_ms": 40, "unseen_copies": ["/opt/libze_loader.so.1", "/opt/b/libze_loader.so.1"],
            "copies_armed_ms": {"/opt/libze_loader.so.1": 1200},
            "duration_ms": 5000, "tracking_start": {"monotonic_ns": 7000000000, "boottime_ns": 7000000500, "unix_ns": null},
            "outstanding": {}, "outstanding_memory_bytes": {"device": 0, "host": 0, "shared": 0, "total": 0}, "objects": [],
            "sites": [{"objects": 3, "bytes": 300, "types": {}, "apis": {"zeMemAllocHost": 3}, "memory": {},
                "oldest_age_ms": 4000, "frames": [], "trend": "growing", "growth_objects_per_s": 1.0,
                "growth_bytes_per_s": 100.0, "window_s": 4.0, "series": [[1000, 1], [3000, 2], [5000, 3]]}]}"#;
        let summary: Summary = serde_json::from_str(json).unwrap();
        let trace = trace::build(&[Process { summary: Some(summary), drawn: None, pid: Some(9) }]);
        let events: Vec<(String, u64, String)> = events(&trace)
            .into_iter()
            .map(|(track, p, e)| {
                assert_eq!(p.timestamp_clock_id, Some(proto::BuiltinClock::Monotonic as u32));
                let name = match &e.name_field {
                    Some(track_event::NameField::Name(n)) => n.clone(),
                    None => String::new(),
                };
                (track, (p.timestamp() - 7_000_000_000) / 1_000_000, name)
            })
            .collect();
        assert_eq!(counters(&trace)["growing site #1: no stack objects"], [1, 2, 3]);
        let mut on_run: Vec<(u64, &str)> = events.iter().filter(|e| e.0 == "run").map(|e| (e.1, e.2.as_str())).collect();
        on_run.sort_by_key(|e| e.0);
        assert_eq!(on_run, [
            (0, "tracking began"),
            (0, "copy armed late: /opt/b/libze_loader.so.1"),
            (40, "12 events lost (ring buffer full)"),
            (1200, "copy armed late: /opt/libze_loader.so.1"),
            (5000, "tracking ended: stopped"),
        ]);
        let growing: Vec<u64> = events.iter().filter(|e| e.0.starts_with("growing")).map(|e| e.1).collect();
        assert_eq!(growing, [1000, 3000, 5000]);
    }

    /// Two processes with one PID (reused) are two groups, the second of no process, so that
    /// Perfetto does not draw them as one; two images of one process (one start) share it.
    #[test]
    fn a_reused_pid_is_not_drawn_as_one_process() {
        let summary = |comm: &str, start: u64| -> Summary {
            let json = format!(
                r#"{{"pid": 9, "comm": "{comm}", "complete": true, "start_time": {start}, "outstanding": {{}},
                "outstanding_memory_bytes": {{"device": 0, "host": 0, "shared": 0, "total": 0}}, "objects": []}}"#
            );
            serde_json::from_str(&json).unwrap()
        };
        let process = |comm, start| Process { summary: Some(summary(comm, start)), drawn: None, pid: Some(9) };
        let trace = trace::build(&[process("first", 1000), process("exec'd", 1000), process("later", 5000)]);
        let groups: Vec<(String, Option<i32>)> = trace
            .packet
            .iter()
            .filter_map(|p| match &p.data {
                Some(Data::TrackDescriptor(t)) if t.parent_uuid.is_none() && t.uuid() != trace::ZE_TRACER_TRACK => match &t.static_or_dynamic_name {
                    Some(proto::track_descriptor::StaticOrDynamicName::Name(n)) => Some((n.clone(), t.process.as_ref().map(|p| p.pid()))),
                    _ => None,
                },
                _ => None,
            })
            .collect();
        assert_eq!(groups.len(), 3, "{groups:?}");
        assert_eq!((groups[0].1, groups[1].1, groups[2].1), (Some(9), Some(9), None), "{groups:?}");
        assert!(groups[2].0.contains("later") && groups[2].0.ends_with("(PID reused: another process of this trace had it)"), "{groups:?}");
    }

    /// A summary's objects past `MAX_OBJECTS` are counted, not kept.
    #[test]
    fn objects_past_the_cap_are_counted() {
        let object = |i: usize| Object {
            ty: "Event".into(),
            memory: None,
            api: "zeEventCreate".into(),
            handle: format!("{i:#x}"),
            size: 0,
            parent: "0x0".into(),
            parent_destroyed: None,
            thread: 1,
            age_ms: 0,
            site: None,
            uncertain: false,
            kept_by: None,
            holds_leak: false,
        };
        let json = serde_json::to_string(&(0..MAX_OBJECTS + 5).map(object).collect::<Vec<_>>()).unwrap();
        let capped: Capped = serde_json::from_str(&json).unwrap();
        assert_eq!((capped.listed.len(), capped.beyond), (MAX_OBJECTS, 5));
        assert_eq!(capped.listed.last().unwrap().handle, format!("{:#x}", MAX_OBJECTS - 1), "the first listed: the oldest");
        let few: Capped = serde_json::from_str(&serde_json::to_string(&[object(1)]).unwrap()).unwrap();
        assert_eq!((few.listed.len(), few.beyond), (1, 0));
    }
}
