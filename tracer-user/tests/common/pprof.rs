//! Just enough of pprof's profile.proto to read a profile back.
use std::{io::Read, path::Path};

use prost::Message;

#[derive(Message)]
struct Profile {
    #[prost(message, repeated, tag = "2")]
    sample: Vec<Sample>,
    #[prost(message, repeated, tag = "4")]
    location: Vec<Location>,
    #[prost(message, repeated, tag = "5")]
    function: Vec<Function>,
    #[prost(string, repeated, tag = "6")]
    string_table: Vec<String>,
}
#[derive(Message)]
struct Sample {
    #[prost(uint64, repeated, tag = "1")]
    location_id: Vec<u64>,
    #[prost(int64, repeated, tag = "2")]
    value: Vec<i64>,
}
#[derive(Message)]
struct Location {
    #[prost(uint64, tag = "1")]
    id: u64,
    #[prost(message, repeated, tag = "4")]
    line: Vec<Line>,
}
#[derive(Message)]
struct Line {
    #[prost(uint64, tag = "1")]
    function_id: u64,
    #[prost(int64, tag = "2")]
    line: i64,
}
#[derive(Message)]
struct Function {
    #[prost(uint64, tag = "1")]
    id: u64,
    #[prost(int64, tag = "2")]
    name: i64,
}

/// A sample: its frames' function names and lines, leaf first, and its values. A location
/// with inlined functions is a frame per line (pprof's `-lines` view); `inlined` marks all but
/// the last of them.
pub struct Read_ {
    pub frames: Vec<String>,
    pub lines: Vec<i64>,
    pub inlined: Vec<bool>,
    pub objects: i64,
    pub bytes: i64,
}

fn decode(path: &Path) -> Profile {
    let mut bytes = Vec::new();
    flate2::read::GzDecoder::new(std::fs::File::open(path).unwrap()).read_to_end(&mut bytes).unwrap();
    Profile::decode(bytes.as_slice()).unwrap()
}

pub fn read(path: &Path) -> Vec<Read_> {
    let p = decode(path);
    let name = |fid: u64| {
        let f = p.function.iter().find(|f| f.id == fid).unwrap();
        p.string_table[f.name as usize].clone()
    };
    p.sample
        .iter()
        .map(|s| {
            let mut r = Read_ { frames: Vec::new(), lines: Vec::new(), inlined: Vec::new(), objects: s.value[0], bytes: s.value[1] };
            for id in &s.location_id {
                let lines = &p.location.iter().find(|l| l.id == *id).unwrap().line;
                if lines.is_empty() {
                    r.frames.push("?".into());
                    r.lines.push(0);
                    r.inlined.push(false);
                }
                for (i, l) in lines.iter().enumerate() {
                    r.frames.push(name(l.function_id));
                    r.lines.push(l.line);
                    r.inlined.push(i + 1 < lines.len());
                }
            }
            r
        })
        .collect()
}

/// Every (function, line) of a profile's locations.
pub fn functions(path: &Path) -> Vec<(String, i64)> {
    let p = decode(path);
    p.location
        .iter()
        .flat_map(|l| &l.line)
        .map(|l| {
            let f = p.function.iter().find(|f| f.id == l.function_id).unwrap();
            (p.string_table[f.name as usize].clone(), l.line)
        })
        .collect()
}
