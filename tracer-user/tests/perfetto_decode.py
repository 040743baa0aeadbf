"""Decodes a Perfetto trace with Perfetto's own Python bindings (`perfetto` on PyPI, its
`perfetto_trace_pb2`) and prints what tests/perfetto.rs checks, as JSON: every packet's
sequence and clock, the clock snapshots, the tracks (names, parents, process and counter
descriptors) and the events (type, track, time, name, counter value, categories, debug
annotations, callstack). Fields are read by the names Perfetto's file gives them: a field
ze-tracer wrote under a wrong number or type would not decode as its name here.
"""
import json
import sys

from google.protobuf.unknown_fields import UnknownFieldSet
from perfetto.protos.perfetto.trace import perfetto_trace_pb2 as pb

TYPES = {v: k for k, v in pb.TrackEvent.Type.items()}
UNITS = {v: k for k, v in pb.CounterDescriptor.Unit.items()}


def annotation(a):
    kind = a.WhichOneof("value")
    if kind is not None:
        return getattr(a, kind)
    if len(a.array_values):
        return [annotation(v) for v in a.array_values]
    if len(a.dict_entries):
        return {e.name: annotation(e) for e in a.dict_entries}
    return None


def main(path):
    trace = pb.Trace()
    with open(path, "rb") as f:
        trace.ParseFromString(f.read())
    out = {"packets": len(trace.packet), "snapshots": [], "tracks": [], "events": [], "unknown_fields": 0}
    for p in trace.packet:
        # Fields the bindings do not know: none, if ze-tracer wrote only Perfetto's.
        out["unknown_fields"] += sum(len(UnknownFieldSet(m)) for m in (p, p.track_event, p.track_descriptor, p.clock_snapshot))
        seq = p.trusted_packet_sequence_id if p.HasField("trusted_packet_sequence_id") else None
        which = p.WhichOneof("data")
        if which == "clock_snapshot":
            s = p.clock_snapshot
            out["snapshots"].append({
                "seq": seq,
                "primary": pb.BuiltinClock.Name(s.primary_trace_clock),
                "clocks": {pb.BuiltinClock.Name(c.clock_id): c.timestamp for c in s.clocks},
            })
        elif which == "track_descriptor":
            t = p.track_descriptor
            track = {"uuid": t.uuid, "seq": seq, "name": t.name, "parent": t.parent_uuid if t.HasField("parent_uuid") else None}
            if t.HasField("description"):
                track["description"] = t.description
            if t.HasField("process"):
                d = t.process
                track["process"] = {"pid": d.pid, "name": d.process_name, "cmdline": list(d.cmdline), "labels": list(d.process_labels)}
            if t.HasField("counter"):
                track["unit"] = UNITS[t.counter.unit]
            out["tracks"].append(track)
        elif which == "track_event":
            e = p.track_event
            event = {
                "seq": seq,
                "ts": p.timestamp,
                "clock": pb.BuiltinClock.Name(p.timestamp_clock_id) if p.HasField("timestamp_clock_id") else None,
                "type": TYPES[e.type],
                "track": e.track_uuid,
                "name": e.name if e.HasField("name") else None,
                "categories": list(e.categories),
                "annotations": {a.name: annotation(a) for a in e.debug_annotations},
            }
            if e.HasField("counter_value"):
                event["value"] = e.counter_value
            if e.HasField("callstack"):
                event["callstack"] = [[f.function_name, f.source_file, f.line_number] for f in e.callstack.frames]
            out["events"].append(event)
        else:
            out.setdefault("other", []).append(which)
    json.dump(out, sys.stdout)


if __name__ == "__main__":
    main(sys.argv[1])
