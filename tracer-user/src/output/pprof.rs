//! The in-use heap profile in pprof's format (gzip'ed `perftools.profiles.Profile`), so that
//! `go tool pprof`, speedscope, Pyroscope and Grafana can show what is still held, by stack.
use std::collections::HashMap;
use std::io::Write;

use flate2::{Compression, write::GzEncoder};
use prost::Message;

use crate::{data::sites::Site, unwind::Frame};

/// One stack and what is still outstanding from it.
pub struct Sample<'a> {
    /// Leaf first.
    pub frames: &'a [Frame],
    pub objects: i64,
    pub bytes: i64,
    /// Key/value pairs that pprof shows as tags (`-tagfocus`, Pyroscope labels).
    pub labels: &'a [(&'a str, &'a str)],
}

/// Encodes the profile, gzip'ed as pprof expects. `time_nanos` is the wall clock when the
/// traced process ended, `comments` e.g. its command line.
pub fn encode(
    samples: &[Sample<'_>],
    time_nanos: i64,
    duration_nanos: i64,
    comments: &[String],
) -> Vec<u8> {
    let mut b = Builder::default();
    b.str("");
    let sample_type = [("inuse_objects", "count"), ("inuse_space", "bytes")]
        .map(|(t, unit)| proto::ValueType {
            r#type: b.str(t),
            unit: b.str(unit),
        })
        .into();
    let default_sample_type = b.str("inuse_space");
    let comment = comments.iter().map(|c| b.str(c)).collect();
    let sample = samples
        .iter()
        .map(|s| proto::Sample {
            location_id: by_address(s.frames).map(|group| b.location(group)).collect(),
            value: vec![s.objects, s.bytes],
            label: s
                .labels
                .iter()
                .map(|&(k, v)| proto::Label {
                    key: b.str(k),
                    str: b.str(v),
                })
                .collect(),
        })
        .collect();
    let profile = proto::Profile {
        sample_type,
        sample,
        mapping: b.mappings,
        location: b.locations,
        function: b.functions,
        string_table: b.strings,
        time_nanos,
        duration_nanos,
        comment,
        default_sample_type,
    };
    let mut gz = GzEncoder::new(Vec::new(), Compression::default());
    gz.write_all(&profile.encode_to_vec())
        .expect("writing to a Vec cannot fail");
    gz.finish().expect("writing to a Vec cannot fail")
}

/// The profile of a process's leak sites: what each still holds when it ended. `duration_ns`:
/// how long it was traced; `comment`: who it was.
pub fn of_sites(sites: &[Site], duration_ns: u64, comment: String) -> Vec<u8> {
    let samples: Vec<Sample> = sites
        .iter()
        .map(|s| Sample {
            frames: &s.frames,
            objects: s.objects as i64,
            bytes: s.bytes as i64,
            labels: &[],
        })
        .collect();
    let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap_or_default();
    encode(&samples, now.as_nanos() as i64, duration_ns as i64, &[comment])
}

/// `frames` by address: each run of inlined frames with the frame they were inlined into.
fn by_address(frames: &[Frame]) -> impl Iterator<Item = &[Frame]> {
    frames.split_inclusive(|f| !f.inlined)
}

/// A location's identity: address and module; for a Python frame, its function, file and line.
type LocationKey<'a> = (u64, Option<&'a str>, Option<(&'a str, Option<&'a str>, Option<u32>)>);

/// Interns strings, mappings, locations and functions; every ID is its index + 1 (0 means
/// "none" in pprof), and string 0 must be "" (see [`encode`]).
#[derive(Default)]
struct Builder<'a> {
    strings: Vec<String>,
    string_ids: HashMap<&'a str, i64>,
    mappings: Vec<proto::Mapping>,
    mapping_ids: HashMap<&'a str, u64>,
    locations: Vec<proto::Location>,
    location_ids: HashMap<LocationKey<'a>, u64>,
    functions: Vec<proto::Function>,
    function_ids: HashMap<(&'a str, Option<&'a str>), u64>,
}

impl<'a> Builder<'a> {
    fn str(&mut self, s: &'a str) -> i64 {
        *self.string_ids.entry(s).or_insert_with(|| {
            self.strings.push(s.to_owned());
            self.strings.len() as i64 - 1
        })
    }

    /// One location per (address, module): the same return address is the same place in
    /// every stack; a Python frame, which has no address, per (function, file, line). `group`
    /// is the frames of one address, the functions inlined there first: a `Line` each, in
    /// pprof's order (the last is the caller the others were inlined into). A frame without a
    /// function gets no line, so pprof shows its address.
    fn location(&mut self, group: &'a [Frame]) -> u64 {
        let f = group.last().expect("a group has a frame");
        let python = f.python.then(|| (f.function.as_deref().unwrap_or(""), f.file.as_deref(), f.line));
        let key = (f.addr, f.module.as_deref(), python);
        if let Some(&id) = self.location_ids.get(&key) {
            return id;
        }
        let mapping_id = f.module.as_deref().map_or(0, |m| self.mapping(m, f));
        let line = group
            .iter()
            .filter_map(|g| {
                let name = g.function.as_deref()?;
                Some(proto::Line { function_id: self.function(name, g.file.as_deref()), line: g.line.map_or(0, i64::from) })
            })
            .collect();
        let id = self.locations.len() as u64 + 1;
        self.locations.push(proto::Location {
            id,
            mapping_id,
            address: f.addr,
            line,
        });
        self.location_ids.insert(key, id);
        id
    }

    /// One mapping per module. Its bounds and offset stay unset (0, unknown): then pprof's
    /// own symbolizer finds nothing rather than a wrong symbol; the `has_*` flags tell it
    /// which frames were already named.
    fn mapping(&mut self, module: &'a str, f: &'a Frame) -> u64 {
        let id = match self.mapping_ids.get(module) {
            Some(&id) => id,
            None => {
                let id = self.mappings.len() as u64 + 1;
                let filename = self.str(module);
                self.mappings.push(proto::Mapping {
                    id,
                    filename,
                    ..Default::default()
                });
                self.mapping_ids.insert(module, id);
                id
            }
        };
        let build_id = f.build_id.as_deref().map_or(0, |b| self.str(b));
        let m = &mut self.mappings[id as usize - 1];
        if m.build_id == 0 {
            m.build_id = build_id;
        }
        m.has_functions |= f.function.is_some();
        m.has_filenames |= f.file.is_some();
        m.has_line_numbers |= f.line.is_some();
        id
    }

    fn function(&mut self, name: &'a str, file: Option<&'a str>) -> u64 {
        if let Some(&id) = self.function_ids.get(&(name, file)) {
            return id;
        }
        let id = self.functions.len() as u64 + 1;
        let name_id = self.str(name);
        let filename = file.map_or(0, |f| self.str(f));
        self.functions.push(proto::Function {
            id,
            name: name_id,
            filename,
        });
        self.function_ids.insert((name, file), id);
        id
    }
}

/// The messages of pprof's `profile.proto`, only the fields written here; tags as there.
/// Strings are indices into `string_table`.
mod proto {
    #[derive(Clone, PartialEq, prost::Message)]
    pub struct Profile {
        #[prost(message, repeated, tag = "1")]
        pub sample_type: Vec<ValueType>,
        #[prost(message, repeated, tag = "2")]
        pub sample: Vec<Sample>,
        #[prost(message, repeated, tag = "3")]
        pub mapping: Vec<Mapping>,
        #[prost(message, repeated, tag = "4")]
        pub location: Vec<Location>,
        #[prost(message, repeated, tag = "5")]
        pub function: Vec<Function>,
        #[prost(string, repeated, tag = "6")]
        pub string_table: Vec<String>,
        #[prost(int64, tag = "9")]
        pub time_nanos: i64,
        #[prost(int64, tag = "10")]
        pub duration_nanos: i64,
        #[prost(int64, repeated, tag = "13")]
        pub comment: Vec<i64>,
        #[prost(int64, tag = "14")]
        pub default_sample_type: i64,
    }

    #[derive(Clone, PartialEq, prost::Message)]
    pub struct ValueType {
        #[prost(int64, tag = "1")]
        pub r#type: i64,
        #[prost(int64, tag = "2")]
        pub unit: i64,
    }

    #[derive(Clone, PartialEq, prost::Message)]
    pub struct Sample {
        /// Leaf first.
        #[prost(uint64, repeated, tag = "1")]
        pub location_id: Vec<u64>,
        #[prost(int64, repeated, tag = "2")]
        pub value: Vec<i64>,
        #[prost(message, repeated, tag = "3")]
        pub label: Vec<Label>,
    }

    #[derive(Clone, PartialEq, prost::Message)]
    pub struct Label {
        #[prost(int64, tag = "1")]
        pub key: i64,
        #[prost(int64, tag = "2")]
        pub str: i64,
    }

    #[derive(Clone, PartialEq, prost::Message)]
    pub struct Mapping {
        #[prost(uint64, tag = "1")]
        pub id: u64,
        #[prost(int64, tag = "5")]
        pub filename: i64,
        #[prost(int64, tag = "6")]
        pub build_id: i64,
        #[prost(bool, tag = "7")]
        pub has_functions: bool,
        #[prost(bool, tag = "8")]
        pub has_filenames: bool,
        #[prost(bool, tag = "9")]
        pub has_line_numbers: bool,
    }

    #[derive(Clone, PartialEq, prost::Message)]
    pub struct Location {
        #[prost(uint64, tag = "1")]
        pub id: u64,
        #[prost(uint64, tag = "2")]
        pub mapping_id: u64,
        #[prost(uint64, tag = "3")]
        pub address: u64,
        #[prost(message, repeated, tag = "4")]
        pub line: Vec<Line>,
    }

    #[derive(Clone, PartialEq, prost::Message)]
    pub struct Line {
        #[prost(uint64, tag = "1")]
        pub function_id: u64,
        #[prost(int64, tag = "2")]
        pub line: i64,
    }

    #[derive(Clone, PartialEq, prost::Message)]
    pub struct Function {
        #[prost(uint64, tag = "1")]
        pub id: u64,
        #[prost(int64, tag = "2")]
        pub name: i64,
        #[prost(int64, tag = "4")]
        pub filename: i64,
    }
}

#[cfg(test)]
mod tests {
    use std::io::Read;

    use super::*;

    fn decode(gz: &[u8]) -> proto::Profile {
        let mut raw = Vec::new();
        flate2::read::GzDecoder::new(gz)
            .read_to_end(&mut raw)
            .unwrap();
        proto::Profile::decode(raw.as_slice()).unwrap()
    }

    fn frame(addr: u64, module: &str, function: &str, file: &str, line: u32) -> Frame {
        Frame {
            addr,
            module: Some(module.into()),
            offset: Some(addr & 0xfff),
            build_id: Some("abcd01".into()),
            function: Some(function.into()),
            file: Some(file.into()),
            line: Some(line),
            ..Default::default()
        }
    }

    #[test]
    fn round_trip() {
        let alloc = frame(
            0x7f00_1234,
            "/usr/lib/libze_loader.so.1",
            "zeMemAllocDevice",
            "ze.c",
            10,
        );
        let main = frame(0x5555_0100, "/usr/bin/app", "main", "main.c", 5);
        let raw = Frame {
            addr: 0xdead,
            ..Default::default()
        };
        let (a, b) = ([alloc.clone(), main], [alloc, raw]);
        let samples = [
            Sample {
                frames: &a,
                objects: 2,
                bytes: 4096,
                labels: &[("device", "0")],
            },
            Sample {
                frames: &b,
                objects: 1,
                bytes: 64,
                labels: &[],
            },
        ];
        let p = decode(&encode(
            &samples,
            1_700_000_000_000_000_000,
            5_000_000_000,
            &["app --x".into()],
        ));
        let s = |i: i64| p.string_table[i as usize].as_str();

        assert_eq!(p.string_table[0], "");
        let mut unique = p.string_table.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), p.string_table.len(), "strings are interned");
        let types: Vec<_> = p
            .sample_type
            .iter()
            .map(|t| (s(t.r#type), s(t.unit)))
            .collect();
        assert_eq!(
            types,
            [("inuse_objects", "count"), ("inuse_space", "bytes")]
        );
        assert_eq!(s(p.default_sample_type), "inuse_space");
        assert_eq!(
            (p.time_nanos, p.duration_nanos),
            (1_700_000_000_000_000_000, 5_000_000_000)
        );
        assert_eq!(
            p.comment.iter().map(|&c| s(c)).collect::<Vec<_>>(),
            ["app --x"]
        );

        assert_eq!(p.sample.len(), 2);
        assert_eq!(p.sample[0].value, [2, 4096]);
        assert_eq!(p.sample[1].value, [1, 64]);
        let label = &p.sample[0].label[0];
        assert_eq!((s(label.key), s(label.str)), ("device", "0"));
        assert!(p.sample[1].label.is_empty());

        // The shared leaf is one location and one function.
        assert_eq!(p.sample[0].location_id[0], p.sample[1].location_id[0]);
        assert_eq!(
            (p.location.len(), p.function.len(), p.mapping.len()),
            (3, 2, 2)
        );
        let loc = |id: u64| &p.location[id as usize - 1];
        let named = |id: u64| {
            let l = &loc(id).line[0];
            let f = &p.function[l.function_id as usize - 1];
            assert_eq!(f.id, l.function_id);
            (s(f.name), s(f.filename), l.line)
        };
        assert_eq!(
            named(p.sample[0].location_id[0]),
            ("zeMemAllocDevice", "ze.c", 10)
        );
        assert_eq!(named(p.sample[0].location_id[1]), ("main", "main.c", 5));

        let leaf = loc(p.sample[0].location_id[0]);
        assert_eq!(leaf.address, 0x7f00_1234);
        let m = &p.mapping[leaf.mapping_id as usize - 1];
        assert_eq!(
            (s(m.filename), s(m.build_id)),
            ("/usr/lib/libze_loader.so.1", "abcd01")
        );
        assert!(m.has_functions && m.has_filenames && m.has_line_numbers);

        // Nothing known but the address: no mapping, no line, no invented name.
        let raw = loc(p.sample[1].location_id[1]);
        assert_eq!((raw.address, raw.mapping_id), (0xdead, 0));
        assert!(raw.line.is_empty());
        for (i, l) in p.location.iter().enumerate() {
            assert_eq!(l.id, i as u64 + 1);
        }
    }

    /// `mem_alloc` and `scenario` inlined into `main` at one address: one location with a
    /// line each, innermost first (the last is the caller), then `main`'s caller.
    #[test]
    fn inlined_functions_are_lines_of_one_location() {
        let inlined = |f: Frame| Frame { inlined: true, ..f };
        let frames = [
            inlined(frame(0x10, "/bin/app", "mem_alloc", "app.c", 288)),
            inlined(frame(0x10, "/bin/app", "scenario", "app.c", 946)),
            frame(0x10, "/bin/app", "main", "app.c", 1470),
            frame(0x99, "/lib/libc.so.6", "__libc_start_call_main", "libc.c", 58),
        ];
        let p = decode(&encode(&[Sample { frames: &frames, objects: 1, bytes: 8, labels: &[] }], 0, 0, &[]));
        assert_eq!(p.sample[0].location_id.len(), 2);
        let lines = |id: u64| -> Vec<(String, i64)> {
            p.location[id as usize - 1]
                .line
                .iter()
                .map(|l| (p.string_table[p.function[l.function_id as usize - 1].name as usize].clone(), l.line))
                .collect()
        };
        let s = |v: &[(&str, i64)]| v.iter().map(|&(f, l)| (f.to_owned(), l)).collect::<Vec<_>>();
        assert_eq!(lines(p.sample[0].location_id[0]), s(&[("mem_alloc", 288), ("scenario", 946), ("main", 1470)]));
        assert_eq!(lines(p.sample[0].location_id[1]), s(&[("__libc_start_call_main", 58)]));
        assert_eq!(p.location[0].address, 0x10);
    }

    #[test]
    fn unnamed_frame_in_a_module_shows_its_address() {
        let f = Frame {
            addr: 0x42,
            module: Some("/lib/x.so".into()),
            ..Default::default()
        };
        let frames = [f];
        let p = decode(&encode(
            &[Sample {
                frames: &frames,
                objects: 1,
                bytes: 8,
                labels: &[],
            }],
            0,
            0,
            &[],
        ));
        assert_eq!(p.location[0].address, 0x42);
        assert!(p.location[0].line.is_empty() && p.function.is_empty());
        assert!(!p.mapping[0].has_functions && !p.mapping[0].has_line_numbers);
    }
}
