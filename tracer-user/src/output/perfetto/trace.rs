//! The trace's packets. Each process is a track group (its `ProcessDescriptor`: PID, command,
//! labels; named as `check` names it) holding:
//! - a counter track per CSV series that is ever non-zero: each count column, USM bytes in all and
//!   by kind, the blocks UMF's pools handed out, VmRSS in bytes (the sampler's), written where the
//!   value changes;
//! - a track per leak site (the 100 largest; the rest share one) with a slice from its oldest
//!   object's create to the end of tracking (held, never destroyed) and an instant per object
//!   at its create, its fields and its site's frames (native and Python) as debug annotations
//!   and as the event's callstack; objects with no stack on a track of their own;
//! - a counter of objects per growing site of a process still running (its trend's series);
//! - `run`: instants for its tracking's start and end (complete or why not) and for what made
//!   it incomplete at its time: the last lost event, copies armed late.
//!
//! Every packet is on CLOCK_MONOTONIC; each process with its tracking start on record adds a
//! clock snapshot (MONOTONIC, BOOTTIME, REALTIME at that instant), so Perfetto puts a trace of
//! the same run on either clock beside it. A summary written before that was recorded gets times
//! relative to its tracking's start, on the trace's own clock (its `run` track says so).
use super::{
    Process, Summary,
    proto::{
        BuiltinClock, ClockSnapshot, CounterDescriptor, DebugAnnotation, ProcessDescriptor, Trace, TracePacket,
        TrackDescriptor, TrackEvent, clock_snapshot::Clock, counter_descriptor::Unit, debug_annotation, track_descriptor,
        track_event::{self, InlineCallstack, inline_callstack}, trace_packet,
    },
};
use crate::{
    data::csv::column,
    output::{
        html::csv_series::Line,
        report::frame_text,
        summary::{Object, Site},
        units::size_exact,
    },
};

/// Sites with a track of their own, the largest (a summary lists them largest first).
const SITE_TRACKS: usize = 100;

/// The uuid of the track every trace of ours begins with.
pub(super) const ZE_TRACER_TRACK: u64 = 0x7a65_2d74_7261_6365;

const MONOTONIC: u32 = BuiltinClock::Monotonic as u32;

/// The first packet of every trace of ours, the same bytes always: a track naming ze-tracer.
fn opening_packet() -> TracePacket {
    let track = TrackDescriptor {
        uuid: Some(ZE_TRACER_TRACK),
        static_or_dynamic_name: Some(track_descriptor::StaticOrDynamicName::Name("ze-tracer".into())),
        description: Some("Level Zero objects and memory, traced by ze-tracer".into()),
        ..Default::default()
    };
    TracePacket { data: Some(trace_packet::Data::TrackDescriptor(track)), ..Default::default() }
}

/// The bytes every trace of ours begins with.
pub fn opening() -> Vec<u8> {
    prost::Message::encode_to_vec(&Trace { packet: vec![opening_packet()] })
}

pub fn build(processes: &[Process]) -> Trace {
    let mut b = Builder {
        packets: vec![opening_packet()],
        next_uuid: ZE_TRACER_TRACK + 1,
        seq: 0,
        begun: false,
        base_ns: 0,
        pids: Default::default(),
    };
    for (i, p) in processes.iter().enumerate() {
        (b.seq, b.begun) = (i as u32 + 1, false);
        b.process(p);
    }
    Trace { packet: b.packets }
}

struct Builder {
    packets: Vec<TracePacket>,
    next_uuid: u64,
    /// The process's packet sequence, and whether a packet began it.
    seq: u32,
    begun: bool,
    /// CLOCK_MONOTONIC at its tracking's start (0: not known, times relative to it).
    base_ns: u64,
    /// The PIDs given a process so far, and when that process started (Unix ms, if known).
    pids: std::collections::HashMap<u32, Option<u64>>,
}

/// A debug annotation's value.
enum Value {
    Str(String),
    Uint(u64),
    Bool(bool),
    Strs(Vec<String>),
}

fn annotation(name: &str, value: Value) -> DebugAnnotation {
    use debug_annotation::Value as V;
    let (value, array_values) = match value {
        Value::Str(s) => (Some(V::StringValue(s)), vec![]),
        Value::Uint(n) => (Some(V::UintValue(n)), vec![]),
        Value::Bool(b) => (Some(V::BoolValue(b)), vec![]),
        Value::Strs(v) => {
            let item = |s| DebugAnnotation { value: Some(V::StringValue(s)), ..Default::default() };
            (None, v.into_iter().map(item).collect())
        }
    };
    DebugAnnotation { name_field: Some(debug_annotation::NameField::Name(name.into())), value, array_values, ..Default::default() }
}

/// Annotations from (name, value) pairs, those without a value left out.
fn annotations(pairs: Vec<(&str, Option<Value>)>) -> Vec<DebugAnnotation> {
    pairs.into_iter().filter_map(|(name, v)| v.map(|v| annotation(name, v))).collect()
}

impl Builder {
    fn packet(&mut self, timestamp_ms: Option<u64>, data: trace_packet::Data) {
        let first = !std::mem::replace(&mut self.begun, true);
        self.packets.push(TracePacket {
            timestamp: timestamp_ms.map(|ms| self.base_ns + ms * 1_000_000),
            // Relative times are on no clock of the kernel's: the trace's own, unconverted.
            timestamp_clock_id: timestamp_ms.filter(|_| self.base_ns != 0).map(|_| MONOTONIC),
            // Nothing is interned: each sequence starts cleared and needs nothing before.
            sequence_flags: first.then_some(1),
            data: Some(data),
            optional_trusted_packet_sequence_id: Some(trace_packet::OptionalTrustedPacketSequenceId::TrustedPacketSequenceId(self.seq)),
        });
    }

    /// A new track under `parent`; its uuid.
    fn track(&mut self, parent: Option<u64>, name: String, counter: Option<Unit>) -> u64 {
        let uuid = self.next_uuid;
        self.next_uuid += 1;
        let track = TrackDescriptor {
            uuid: Some(uuid),
            parent_uuid: parent,
            static_or_dynamic_name: Some(track_descriptor::StaticOrDynamicName::Name(name)),
            counter: counter.map(|unit| CounterDescriptor { unit: Some(unit as i32), ..Default::default() }),
            ..Default::default()
        };
        self.packet(None, trace_packet::Data::TrackDescriptor(track));
        uuid
    }

    fn event(&mut self, track: u64, at_ms: u64, kind: track_event::Type, name: Option<String>, event: TrackEvent) {
        let event = TrackEvent {
            r#type: Some(kind as i32),
            track_uuid: Some(track),
            name_field: name.map(track_event::NameField::Name),
            ..event
        };
        self.packet(Some(at_ms), trace_packet::Data::TrackEvent(event));
    }

    fn instant(&mut self, track: u64, at_ms: u64, name: String, debug_annotations: Vec<DebugAnnotation>) {
        self.event(track, at_ms, track_event::Type::Instant, Some(name), TrackEvent { debug_annotations, ..Default::default() });
    }

    fn process(&mut self, p: &Process) {
        let s = p.summary.as_ref();
        let start = s.and_then(|s| s.tracking_start);
        self.base_ns = start.map_or(0, |t| t.monotonic_ns);
        if let Some(t) = start {
            let clock = |id: BuiltinClock, ns: u64| Clock { clock_id: Some(id as u32), timestamp: Some(ns) };
            let mut clocks = vec![clock(BuiltinClock::Monotonic, t.monotonic_ns), clock(BuiltinClock::Boottime, t.boottime_ns)];
            clocks.extend(t.unix_ns.map(|ns| clock(BuiltinClock::Realtime, ns)));
            let snapshot = ClockSnapshot { clocks, primary_trace_clock: Some(BuiltinClock::Monotonic as i32) };
            self.packet(Some(0), trace_packet::Data::ClockSnapshot(snapshot));
        }
        let group = self.process_track(p);
        self.counters(group, p);
        if let Some(s) = s {
            self.objects(group, s);
            self.growing(group, s);
        }
        self.run(group, p);
    }

    /// The process's track group; its uuid. A PID is one process to Perfetto, which would
    /// draw two processes with one PID (a PID reused over a service's days in one directory)
    /// as one: the second to come is a group of no process, its name saying so. The images of
    /// one process (an exec: one start, two summaries) share it.
    fn process_track(&mut self, p: &Process) -> u64 {
        let pid = p.pid.unwrap_or(0);
        let start = p.summary.as_ref().and_then(|s| s.start_time);
        let reused = match self.pids.entry(pid) {
            std::collections::hash_map::Entry::Occupied(had) => start.is_some() && had.get().is_some() && *had.get() != start,
            std::collections::hash_map::Entry::Vacant(v) => {
                v.insert(start);
                false
            }
        };
        let (name, process) = match &p.summary {
            Some(s) => {
                let labels = [
                    (!s.exe.is_empty()).then(|| s.exe.clone()),
                    s.cgroup.as_ref().map(|cg| format!("cgroup {cg}")),
                    s.container.as_ref().map(|c| format!("container {}", c.short())),
                    s.ci_job.as_ref().map(|job| job.to_string()),
                ];
                let process = ProcessDescriptor {
                    pid: Some(pid as i32),
                    cmdline: s.cmdline.iter().cloned().collect(),
                    process_name: Some(s.comm.clone()),
                    process_labels: labels.into_iter().flatten().collect(),
                };
                (s.who(), process)
            }
            None => (format!("pid {pid} (no summary: its CSV alone)"), ProcessDescriptor { pid: Some(pid as i32), ..Default::default() }),
        };
        let (name, process) = match reused {
            true => (format!("{name} (PID reused: another process of this trace had it)"), None),
            false => (name, Some(process)),
        };
        let uuid = self.next_uuid;
        self.next_uuid += 1;
        let track = TrackDescriptor {
            uuid: Some(uuid),
            static_or_dynamic_name: Some(track_descriptor::StaticOrDynamicName::Name(name)),
            process,
            ..Default::default()
        };
        self.packet(None, trace_packet::Data::TrackDescriptor(track));
        uuid
    }

    /// A counter track per CSV series that is ever non-zero, its values where they change.
    fn counters(&mut self, group: u64, p: &Process) {
        let Some(d) = &p.drawn else { return };
        let usm_name = |name: &str| match name {
            column::TOTAL_MEMORY_BYTES => format!("USM total bytes ({})", column::TOTAL_MEMORY_BYTES),
            kind => format!("USM {kind} bytes"),
        };
        let series = d.counts.iter().map(|l| (l, l.name.clone(), Unit::Count, 1));
        let series = series.chain(d.usm.iter().map(|l| (l, usm_name(&l.name), Unit::SizeBytes, 1)));
        let series = series.chain([(&d.pooled, "USM pooled bytes (blocks from UMF pools)".to_owned(), Unit::SizeBytes, 1)]);
        let series = series.chain(d.memory.iter().take(1).map(|l| (l, "VmRSS bytes".to_owned(), Unit::SizeBytes, 1024)));
        let series: Vec<(&Line, String, Unit, i64)> = series.filter(|(l, ..)| l.reduced.range().is_some_and(|r| r != (0, 0))).collect();
        for (line, name, unit, scale) in series {
            let track = self.track(Some(group), name, Some(unit));
            let mut last = None;
            for point in line.reduced.points() {
                if last != Some(point.value) {
                    self.counter(track, point.time_ms, point.value * scale);
                    last = Some(point.value);
                }
            }
        }
    }

    fn counter(&mut self, track: u64, at_ms: u64, value: i64) {
        let value = Some(track_event::CounterValueField::CounterValue(value));
        self.event(track, at_ms, track_event::Type::Counter, None, TrackEvent { counter_value_field: value, ..Default::default() });
    }

    /// A track per leak site: its objects held from their creates to the end.
    fn objects(&mut self, group: u64, s: &Summary) {
        let end = s.duration_ms;
        let sites = s.sites();
        let mut tracks: Vec<Option<u64>> = vec![None; sites.len().min(SITE_TRACKS) + 2];
        let (other, no_stack) = (tracks.len() - 2, tracks.len() - 1);
        for o in &s.objects.listed {
            let slot = match o.site {
                Some(i) if i < SITE_TRACKS && i < sites.len() => i,
                Some(_) => other,
                None => no_stack,
            };
            let track = match tracks[slot] {
                Some(t) => t,
                None => {
                    let t = self.site_track(group, slot, sites, end, other, no_stack);
                    tracks[slot] = Some(t);
                    t
                }
            };
            let site = o.site.and_then(|i| sites.get(i).map(|site| (i, site)));
            self.object(track, o, site, end);
        }
        for (slot, track) in tracks.into_iter().enumerate() {
            // Held to the end: the slices end as tracking did.
            if let Some(track) = track.filter(|_| slot < other) {
                self.event(track, end, track_event::Type::SliceEnd, None, TrackEvent::default());
            }
        }
    }

    /// A site's track (`slot` in `sites`, or the others', or no stack's) and, for a site, its
    /// slice from its oldest object's create on.
    fn site_track(&mut self, group: u64, slot: usize, sites: &[Site], end: u64, other: usize, no_stack: usize) -> u64 {
        if slot == other || slot == no_stack {
            let name = match slot == other {
                true => format!("objects of sites beyond the {SITE_TRACKS} largest"),
                false => "objects without a stack".into(),
            };
            return self.track(Some(group), name, None);
        }
        let site = &sites[slot];
        let track = self.track(Some(group), format!("site #{}: {}", slot + 1, place(site)), None);
        let apis: Vec<String> = site.apis.iter().map(|(api, n)| format!("{n} x {api}")).collect();
        let name = format!("site #{}: {}, {} held to the end", slot + 1, apis.join(", "), size_exact(site.bytes));
        let pairs = vec![
            ("objects", Some(Value::Uint(site.objects))),
            ("bytes", Some(Value::Uint(site.bytes))),
            ("frames", Some(Value::Strs(site.frames.iter().map(frame_text).collect()))),
            ("python_place", site.python_place.clone().map(Value::Str)),
            ("lost", site.lost.as_ref().map(|l| Value::Str(l.to_string()))),
            ("trend", site.trend.as_ref().map(|t| Value::Str(t.trend.to_string()))),
        ];
        let event = TrackEvent { debug_annotations: annotations(pairs), callstack_field: callstack(site), ..Default::default() };
        self.event(track, end.saturating_sub(site.oldest_age_ms), track_event::Type::SliceBegin, Some(name), event);
        track
    }

    /// An instant at an object's create, with its fields and its site's.
    fn object(&mut self, track: u64, o: &Object, site: Option<(usize, &Site)>, end: u64) {
        let name = match o.size {
            0 => o.api.to_string(),
            n => format!("{} {}", o.api, size_exact(n)),
        };
        let pairs = vec![
            ("type", Some(Value::Str(o.ty.to_string()))),
            ("api", Some(Value::Str(o.api.to_string()))),
            ("handle", Some(Value::Str(o.handle.clone()))),
            ("size", Some(Value::Uint(o.size))),
            ("memory", o.memory.as_ref().map(|m| Value::Str(m.to_string()))),
            ("thread", Some(Value::Uint(o.thread as u64))),
            ("parent", Some(Value::Str(o.parent.clone()))),
            ("parent_destroyed", o.parent_destroyed.as_ref().map(|p| Value::Str(format!("{} {} at {} ms", p.ty, p.handle, p.at_ms)))),
            ("age_ms", Some(Value::Uint(o.age_ms))),
            ("destroyed", Some(Value::Str("never: alive when tracking ended".into()))),
            ("uncertain", o.uncertain.then_some(Value::Bool(true))),
            ("kept_by", o.kept_by.clone().map(Value::Str)),
            ("holds_leak", o.holds_leak.then_some(Value::Bool(true))),
            ("site", site.map(|(i, _)| Value::Str(format!("#{}", i + 1)))),
            ("frames", site.map(|(_, s)| Value::Strs(s.frames.iter().map(frame_text).collect()))),
            ("python_place", site.and_then(|(_, s)| s.python_place.clone()).map(Value::Str)),
        ];
        let event = TrackEvent {
            categories: vec![if o.kept_by.is_some() { "kept" } else { "outstanding" }.into()],
            debug_annotations: annotations(pairs),
            callstack_field: site.and_then(|(_, s)| callstack(s)),
            ..Default::default()
        };
        self.event(track, end.saturating_sub(o.age_ms), track_event::Type::Instant, Some(name), event);
    }

    /// A still-running process's growing sites: what each held at each checkpoint.
    fn growing(&mut self, group: u64, s: &Summary) {
        for (i, site) in s.sites().iter().enumerate().filter(|(_, site)| site.is_growing()).take(SITE_TRACKS) {
            let Some(trend) = &site.trend else { continue };
            let track = self.track(Some(group), format!("growing site #{}: {} objects", i + 1, place(site)), Some(Unit::Count));
            for [ms, objects] in &trend.series {
                self.counter(track, *ms, *objects as i64);
            }
        }
    }

    /// Its tracking's start and end, and what made it incomplete, at their time.
    fn run(&mut self, group: u64, p: &Process) {
        let track = self.track(Some(group), "run".into(), None);
        let Some(s) = &p.summary else {
            let end = p.drawn.as_ref().map_or(0, |d| d.end_ms);
            let note = "no summary (still running, or not written): drawn from its CSV alone, times relative to its tracking's start";
            self.instant(track, 0, "tracking began".into(), annotations(vec![("note", Some(Value::Str(note.into())))]));
            self.instant(track, end, "last row of its CSV".into(), vec![]);
            return;
        };
        let clock = match s.tracking_start {
            Some(_) => "CLOCK_MONOTONIC (the daemon's bpf_ktime_get_ns)",
            None => "relative: 0 is its tracking's start (a summary written before ze-tracer recorded its clocks)",
        };
        let attached = s.attached.then(|| Value::Str("tracing began while it ran: what it made before is not seen".into()));
        let pairs = vec![("clock", Some(Value::Str(clock.into()))), ("attached", attached)];
        self.instant(track, 0, "tracking began".into(), annotations(pairs));
        for copy in &s.unseen_copies {
            // At its arming: its calls before then may be missing. Never armed, or a summary
            // older than the field: at the start, saying so.
            let (at, when) = match s.copies_armed_ms.get(copy) {
                Some(&ms) => (ms, "armed here: its calls before then may be missing"),
                None => (0, "never armed, or when is not recorded: its calls may be missing"),
            };
            self.instant(track, at, format!("copy armed late: {copy}"), annotations(vec![("when", Some(Value::Str(when.into())))]));
        }
        if s.dropped_events > 0 {
            let at = s.last_drop_ms.unwrap_or(0);
            let when = if s.last_drop_ms.is_some() { "the last loss" } else { "not known: drawn at the start" };
            let pairs = vec![("dropped_events", Some(Value::Uint(s.dropped_events))), ("at", Some(Value::Str(when.into())))];
            self.instant(track, at, format!("{} events lost (ring buffer full)", s.dropped_events), annotations(pairs));
        }
        let pairs = vec![
            ("complete", Some(Value::Bool(s.complete))),
            ("incomplete_reasons", (!s.incomplete_reasons.is_empty()).then(|| Value::Strs(s.incomplete_reasons.clone()))),
            ("leaked_objects", Some(Value::Uint(s.leaked_objects))),
            ("leaked_bytes", Some(Value::Uint(s.leaked_bytes))),
            ("kept_by_runtimes_objects", Some(Value::Uint(s.kept_objects))),
            ("kept_by_runtimes_bytes", Some(Value::Uint(s.kept_bytes))),
            ("objects_not_shown", (s.objects.beyond > 0).then_some(Value::Uint(s.objects.beyond))),
        ];
        self.instant(track, s.duration_ms, format!("tracking ended: {}", s.ended.as_str()), annotations(pairs));
    }
}

/// A site's line to fix: its Python place, else its innermost frame.
fn place(site: &Site) -> String {
    site.python_place.clone().or_else(|| site.frames.first().map(frame_text)).unwrap_or_else(|| "no stack".into())
}

/// A frame no symbol names, as a place to look up: `libfoo.so+0x1234`, or its address.
fn unnamed(f: &crate::unwind::Frame) -> String {
    match &f.module {
        Some(module) => format!("{}+{:#x}", module.rsplit('/').next().unwrap_or(module), f.offset.unwrap_or(f.addr)),
        None => format!("{:#x}", f.addr),
    }
}

/// A site's frames as Perfetto's callstack, outermost first; None without frames.
fn callstack(site: &Site) -> Option<track_event::CallstackField> {
    let frames: Vec<inline_callstack::Frame> = site
        .frames
        .iter()
        .rev()
        .map(|f| inline_callstack::Frame {
            function_name: Some(f.function.clone().unwrap_or_else(|| unnamed(f))),
            source_file: f.file.clone(),
            line_number: f.line,
        })
        .collect();
    (!frames.is_empty()).then(|| track_event::CallstackField::Callstack(InlineCallstack { frames }))
}
