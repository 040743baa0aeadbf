//! Per-process CSV in the System Resource Tracker's format, and the output file names.
//!
//! The first 22 columns are the SRT's header, byte for byte, so its plot script and users'
//! notebooks read our files; ours follow. Rows are flushed after every ring batch: a crash of
//! the tracer loses at most the batch in flight. Files are created with O_EXCL: an existing
//! file (a reused PID, an earlier run) is never overwritten, the new one gets a suffix.
//!
//! Rows are formatted by hand into one buffer: every field is a number, a hex handle or an API
//! name, none needs quoting, and the csv crate's per-field quoting scan was 60 % of the
//! daemon's user-space time per event (`perf` on the `pipeline` bench). After that, formatting
//! the numbers took two thirds of the daemon's time under load, so the runs of fields that
//! rarely change from one row to the next (the /proc figures, shared by a batch's rows, and the
//! counts, which a row changes for one type at most) are formatted once and reused.
use std::{
    fs::File,
    io::{self, BufWriter, Write},
    path::PathBuf,
};

use tracer_common::{ObjType, api_of};

use crate::{
    data::{names, tracker::Row},
    process::out_dir::OutDir,
};

/// The names of the columns but the counts (`ObjType::count_column` names those): spelled
/// here once, for the header written and for every reader of it (the page, the trace).
pub mod column {
    pub const CALL_NUMBER: &str = "CallNumber";
    pub const TIME_MS: &str = "TimeMs";
    pub const API_CALL: &str = "APICall";
    pub const VM_SIZE_KB: &str = "VmSize_KB";
    pub const VM_RSS_KB: &str = "VmRSS_KB";
    pub const VM_DATA_KB: &str = "VmData_KB";
    pub const VM_PEAK_KB: &str = "VmPeak_KB";
    pub const THREADS: &str = "Threads";
    pub const DELTA_VM_SIZE_KB: &str = "Delta_VmSize_KB";
    pub const DELTA_VM_RSS_KB: &str = "Delta_VmRSS_KB";
    pub const DELTA_VM_DATA_KB: &str = "Delta_VmData_KB";
    pub const TOTAL_MEMORY_BYTES: &str = "TotalMemory_Bytes";
    pub const TID: &str = "Tid";
    pub const HANDLE: &str = "Handle";
    pub const SIZE: &str = "Size";
    pub const SAMPLE_LAG_US: &str = "SampleLag_us";
}

/// The SRT's columns before its counts.
const SRT_HEAD: [&str; 11] = [
    column::CALL_NUMBER,
    column::TIME_MS,
    column::API_CALL,
    column::VM_SIZE_KB,
    column::VM_RSS_KB,
    column::VM_DATA_KB,
    column::VM_PEAK_KB,
    column::THREADS,
    column::DELTA_VM_SIZE_KB,
    column::DELTA_VM_RSS_KB,
    column::DELTA_VM_DATA_KB,
];
/// Ours, after the SRT's `TotalMemory_Bytes` and our extra count columns.
const EXTRA_TAIL: [&str; 4] = [column::TID, column::HANDLE, column::SIZE, column::SAMPLE_LAG_US];

/// The SRT's count columns: the types before `Memory`, in order.
const SRT_COUNTED: usize = ObjType::Memory as usize;
/// Our count columns, after `TotalMemory_Bytes`: every type after the SRT's and USM
/// allocations, but a layer's blocks (not Level Zero objects), in `ObjType::ALL`'s order. New
/// types go at the end, so a reader that knows the older columns finds them where they were.
const OUR_COUNTED: [ObjType; ObjType::Pooled as usize - ObjType::PhysicalMem as usize] = {
    let mut out = [ObjType::PhysicalMem; ObjType::Pooled as usize - ObjType::PhysicalMem as usize];
    let mut i = 0;
    while i < out.len() {
        out[i] = ObjType::ALL[ObjType::PhysicalMem as usize + i];
        i += 1;
    }
    out
};

/// The header: SRT head, the SRT count columns, TotalMemory_Bytes, then ours.
pub fn header() -> Vec<&'static str> {
    let column = |t: ObjType| t.count_column().expect("a counted type");
    SRT_HEAD
        .into_iter()
        .chain(ObjType::ALL[..SRT_COUNTED].iter().map(|&t| column(t)))
        .chain([column::TOTAL_MEMORY_BYTES])
        .chain(OUR_COUNTED.map(column))
        .chain(EXTRA_TAIL)
        .collect()
}

/// The longest a row can be: every column a 20-digit number, or the longest API name, and its
/// comma (a test keeps it so).
const LINE_BYTES: usize = 1024;

/// The row being formatted, in a buffer of fixed size. Its fields are a few bytes each, copied
/// by `copy_short` in a few loads and stores: appended to a `Vec`, each was a call of libc's
/// memcpy, 14 % of the daemon's time under two stressors (`perf`, BENCHMARKS §8's P = 2 load),
/// against under 1 % now.
struct Line {
    bytes: [u8; LINE_BYTES],
    len: usize,
}

impl Line {
    /// Appends a field and its comma (the last comma becomes the newline).
    fn field(&mut self, value: impl AsRef<[u8]>) {
        let value = value.as_ref();
        let (at, n) = (self.len, value.len());
        let out = &mut self.bytes[at..at + n + 1];
        copy_short(&mut out[..n], value);
        out[n] = b',';
        self.len = at + n + 1;
    }

    /// Appends fields already formatted, each with its comma.
    fn fields(&mut self, text: &[u8]) {
        self.bytes[self.len..self.len + text.len()].copy_from_slice(text);
        self.len += text.len();
    }

    /// The row, its last comma made the newline.
    fn row(&mut self) -> &[u8] {
        self.bytes[self.len - 1] = b'\n';
        &self.bytes[..self.len]
    }
}

/// `dst = src`, as two copies of a fixed size that overlap (how memcpy copies short runs
/// itself, but inline).
#[inline(always)]
fn copy_short(dst: &mut [u8], src: &[u8]) {
    let n = src.len();
    match n {
        0 => {}
        1..=3 => {
            dst[0] = src[0];
            dst[n / 2] = src[n / 2];
            dst[n - 1] = src[n - 1];
        }
        4..=7 => {
            dst[..4].copy_from_slice(&src[..4]);
            dst[n - 4..].copy_from_slice(&src[n - 4..]);
        }
        8..=16 => {
            dst[..8].copy_from_slice(&src[..8]);
            dst[n - 8..].copy_from_slice(&src[n - 8..]);
        }
        17..=32 => {
            dst[..16].copy_from_slice(&src[..16]);
            dst[n - 16..].copy_from_slice(&src[n - 16..]);
        }
        _ => dst.copy_from_slice(src),
    }
}

/// A run of fields, formatted again only when one of its values changes.
struct Fields<const N: usize> {
    values: Option<[u64; N]>,
    text: Vec<u8>,
}

impl<const N: usize> Fields<N> {
    fn new() -> Self {
        Fields { values: None, text: Vec::with_capacity(N * 8) }
    }

    fn put(&mut self, values: [u64; N], itoa: &mut itoa::Buffer, line: &mut Line) {
        // Element by element: comparing the arrays whole calls memcmp, dearer at this size.
        let same = self.values.is_some_and(|old| old.iter().zip(&values).all(|(a, b)| a == b));
        if !same {
            self.text.clear();
            for v in values {
                field(&mut self.text, itoa.format(v));
            }
            self.values = Some(values);
        }
        line.fields(&self.text);
    }
}

/// The files of one traced process image (see `names`).
#[derive(Debug, Clone)]
pub struct OutputNames {
    pub csv: PathBuf,
    pub json: PathBuf,
}

fn writer(file: File) -> BufWriter<File> {
    BufWriter::with_capacity(1 << 16, file)
}

pub struct CsvSink {
    writer: BufWriter<File>,
    pub names: OutputNames,
    /// Where it is: reopened relative to it (`reopen`).
    dir: OutDir,
    /// The row being formatted.
    line: Box<Line>,
    itoa: itoa::Buffer,
    /// VmSize…Threads.
    sample: Fields<5>,
    srt_counts: Fields<SRT_COUNTED>,
    our_counts: Fields<{ OUR_COUNTED.len() }>,
}

impl CsvSink {
    /// Creates the process's CSV under the first name free for both files and writes the header.
    pub fn create(dir: &OutDir, pid: u32) -> io::Result<CsvSink> {
        for n in 0u32.. {
            let stem = names::stem(pid, n);
            let (csv, json) = (format!("{stem}{}", names::CSV), format!("{stem}{}", names::SUMMARY));
            if dir.has(&json) {
                continue;
            }
            let names = OutputNames { csv: dir.join(&csv), json: dir.join(&json) };
            let file = match dir.create_new(&csv) {
                Ok(f) => f,
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
                Err(e) => return Err(e),
            };
            let line = Box::new(Line { bytes: [0; LINE_BYTES], len: 0 });
            let mut sink = CsvSink {
                writer: writer(file),
                names,
                dir: dir.clone(),
                line,
                itoa: itoa::Buffer::new(),
                sample: Fields::new(),
                srt_counts: Fields::new(),
                our_counts: Fields::new(),
            };
            sink.write_header()?;
            return Ok(sink);
        }
        unreachable!()
    }

    /// SIGHUP (log rotation): goes on writing at the same path, in a new file with its own
    /// header if the old one was moved away. Every row written so far is in the old file.
    pub fn reopen(&mut self) -> io::Result<()> {
        self.flush()?;
        // Never through a link put at its name (the directory may be one a user can write).
        let name = self.names.csv.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        let file = self.dir.append(&name)?;
        let fresh = file.metadata()?.len() == 0;
        self.writer = writer(file);
        if fresh {
            self.write_header()?;
        }
        Ok(())
    }

    fn write_header(&mut self) -> io::Result<()> {
        writeln!(self.writer, "{}", header().join(","))?;
        self.flush()
    }

    pub fn write(&mut self, row: &Row) -> io::Result<()> {
        let s = &row.sample;
        let (l, b) = (&mut *self.line, &mut self.itoa);
        l.len = 0;
        l.field(b.format(row.call_number));
        l.field(b.format(row.time_ms));
        l.field(api_of(row.api).name);
        self.sample.put([s.vm_size_kb, s.vm_rss_kb, s.vm_data_kb, s.vm_peak_kb, s.threads], b, l);
        for d in row.deltas {
            l.field(b.format(d));
        }
        self.srt_counts.put(std::array::from_fn(|i| row.counts[i]), b, l);
        l.field(b.format(row.usm_bytes));
        self.our_counts.put(OUR_COUNTED.map(|t| row.counts[t as usize]), b, l);
        l.field(b.format(row.tid));
        l.field(hex(&mut [0; 18], row.handle));
        l.field(b.format(row.size));
        l.field(b.format(row.sample_lag_us));
        self.writer.write_all(l.row())
    }

    pub fn flush(&mut self) -> io::Result<()> {
        self.writer.flush()
    }
}

/// Appends a field and its comma (the last comma becomes the newline).
fn field(line: &mut Vec<u8>, value: impl AsRef<[u8]>) {
    line.extend_from_slice(value.as_ref());
    line.push(b',');
}

/// `v` as `0x…` in `buf`, without allocating (a row is written per traced call).
fn hex(buf: &mut [u8; 18], mut v: u64) -> &[u8] {
    let mut i = buf.len();
    loop {
        i -= 1;
        buf[i] = b"0123456789abcdef"[(v & 0xf) as usize];
        v >>= 4;
        if v == 0 {
            break;
        }
    }
    buf[i - 2..i].copy_from_slice(b"0x");
    &buf[i - 2..]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::data::sampler::Sample;

    /// The longest row fits the line: every column as wide as a number can be, and the
    /// API column as wide as the longest name.
    #[test]
    fn the_longest_row_fits_the_line() {
        let longest_name = (0..tracer_common::API_COUNT as u16).map(|i| api_of(i).name.len()).max().unwrap();
        let widest_number = u64::MAX.to_string().len().max(i64::MIN.to_string().len());
        assert!(header().len() * (widest_number + 1) + longest_name < LINE_BYTES);
    }

    #[test]
    fn short_copies_copy_every_length() {
        let src: Vec<u8> = (1..=40).collect();
        for n in 0..=40 {
            let mut dst = [0u8; 40];
            copy_short(&mut dst[..n], &src[..n]);
            assert_eq!(dst[..n], src[..n], "{n}");
            assert!(dst[n..].iter().all(|&b| b == 0), "{n}");
        }
    }

    #[test]
    fn header_starts_with_the_srt_header() {
        const SRT: &str = "CallNumber,TimeMs,APICall,VmSize_KB,VmRSS_KB,VmData_KB,VmPeak_KB,Threads,Delta_VmSize_KB,Delta_VmRSS_KB,Delta_VmData_KB,Contexts,CommandQueues,Modules,Kernels,EventPools,CommandLists,Events,Fences,Images,Samplers,TotalMemory_Bytes";
        let h = header();
        assert_eq!(h[..22].join(","), SRT);
        // Ours after it: the older two where they were, every newer count column after them.
        assert_eq!(h[22..24], ["PhysicalMems", "VirtualMemReservations"]);
        assert_eq!(h[h.len() - 4..], EXTRA_TAIL);
    }

    /// docs/reference.md's table of CSV columns is the header, numbered, in order.
    #[test]
    fn the_reference_documents_every_column_in_order() {
        let doc = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/reference.md")).unwrap();
        let table = doc.split("### CSV columns").nth(1).unwrap();
        let documented: Vec<(usize, &str)> = table
            .lines()
            .skip_while(|l| !l.starts_with("| 1 "))
            .take_while(|l| l.starts_with('|'))
            .map(|l| {
                let cells: Vec<&str> = l.split('|').map(str::trim).collect();
                (cells[1].parse().unwrap(), cells[2].trim_matches('`'))
            })
            .collect();
        let expected: Vec<(usize, &str)> = header().into_iter().enumerate().map(|(i, c)| (i + 1, c)).collect();
        assert_eq!(documented, expected);
    }

    #[test]
    fn hex_matches_format() {
        for v in [0, 1, 0xf, 0x10, 0x7f12_3456_0010, u64::MAX] {
            assert_eq!(hex(&mut [0; 18], v), format!("{v:#x}").as_bytes());
        }
    }

    #[test]
    fn reused_fields_follow_their_values() {
        let dir = std::env::temp_dir().join(format!("ze-tracer-csv-rows-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let mut sink = CsvSink::create(&OutDir::open(&dir).unwrap(), 9).unwrap();
        let sample = |rss| Sample { vm_size_kb: 1000, vm_rss_kb: rss, vm_data_kb: 7, vm_peak_kb: 2000, threads: 3, ..Default::default() };
        let mut row = Row {
            call_number: 0,
            time_ms: 5,
            api: 0,
            sample: sample(100),
            deltas: [0; 3],
            counts: [0; ObjType::ALL.len()],
            usm_bytes: 0,
            tid: 9,
            handle: 0xab,
            size: 0,
            sample_lag_us: 1,
        };
        let mut expected = vec![];
        for step in 0..6u64 {
            row.call_number = step;
            // The counts change at some rows, the sample at others.
            row.counts[ObjType::Context as usize] = step / 2;
            row.counts[ObjType::VirtualMem as usize] = step / 3;
            row.sample = sample(100 + step / 4);
            sink.write(&row).unwrap();
            expected.push((step, step / 2, step / 3, 100 + step / 4));
        }
        sink.flush().unwrap();
        let text = std::fs::read_to_string(&sink.names.csv).unwrap();
        let h = header();
        let col = |name: &str| h.iter().position(|c| *c == name).unwrap();
        assert_eq!(text.lines().count(), 1 + expected.len());
        for (line, (n, contexts, reservations, rss)) in text.lines().skip(1).zip(expected) {
            let f: Vec<&str> = line.split(',').collect();
            assert_eq!(f.len(), h.len());
            assert_eq!(f[col("CallNumber")], n.to_string());
            assert_eq!(f[col("Contexts")], contexts.to_string());
            assert_eq!(f[col("VirtualMemReservations")], reservations.to_string());
            assert_eq!(f[col("VmRSS_KB")], rss.to_string());
            assert_eq!(f[col("Threads")], "3");
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }

    /// Rotated away, and a link to root's file put in its place: reopening (SIGHUP) refuses
    /// the link instead of appending through it.
    #[test]
    fn a_link_in_the_csv_s_place_is_not_written_through() {
        let dir = std::env::temp_dir().join(format!("ze-tracer-csv-link-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let mut sink = CsvSink::create(&OutDir::open(&dir).unwrap(), 8).unwrap();
        let victim = dir.join("victim");
        std::fs::write(&victim, "root's").unwrap();
        std::fs::rename(&sink.names.csv, dir.join("rotated.csv")).unwrap();
        std::os::unix::fs::symlink(&victim, &sink.names.csv).unwrap();
        assert!(sink.reopen().is_err());
        assert_eq!(std::fs::read_to_string(&victim).unwrap(), "root's");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn never_overwrites() {
        let dir = std::env::temp_dir().join(format!("ze-tracer-csv-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let a = CsvSink::create(&OutDir::open(&dir).unwrap(), 7).unwrap();
        std::fs::write(dir.join("ze-tracer_pid7.1.json"), "{}").unwrap();
        let b = CsvSink::create(&OutDir::open(&dir).unwrap(), 7).unwrap();
        assert_eq!(a.names.csv.file_name().unwrap(), "ze-tracer_pid7.csv");
        assert_eq!(b.names.csv.file_name().unwrap(), "ze-tracer_pid7.2.csv");
        assert_eq!(std::fs::read_to_string(dir.join("ze-tracer_pid7.1.json")).unwrap(), "{}");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
