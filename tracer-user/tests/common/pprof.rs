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

/// A sample: its frames' function names and lines, leaf first, and its values.
pub struct Read_ {
    pub frames: Vec<String>,
    pub lines: Vec<i64>,
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
            let lines: Vec<Option<&Line>> =
                s.location_id.iter().map(|id| p.location.iter().find(|l| l.id == *id).unwrap().line.first()).collect();
            Read_ {
                frames: lines.iter().map(|l| l.map_or("?".into(), |l| name(l.function_id))).collect(),
                lines: lines.iter().map(|l| l.map_or(0, |l| l.line)).collect(),
                objects: s.value[0],
                bytes: s.value[1],
            }
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
