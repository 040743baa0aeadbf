//! One pass over a process's CSV (ours, or the SRT's own: our extra columns are optional)
//! into the page's series, each reduced (see `series`), plus what the CSV alone says is still
//! outstanding at its end: the page of a process whose summary is not written yet.
use std::{fs::File, io, path::Path};

use rustc_hash::FxHashMap;
use tracer_common::{APIS, Kind, MemKind, ObjType, UMF_APIS};

use super::{
    axis::Axis,
    series::{Point, Reduced},
};
use crate::{
    data::{csv::column, memory},
    output::leaks::Leaks,
};

/// The SRT's rule for a suspicious destroy: VmRSS rose by more than this many KB.
pub const SUSPICIOUS_GROWTH_KB: i64 = 100;

const MEMORY: [&str; 3] = [column::VM_RSS_KB, column::VM_SIZE_KB, column::VM_DATA_KB];
const DELTAS: [&str; 3] = [column::DELTA_VM_RSS_KB, column::DELTA_VM_SIZE_KB, column::DELTA_VM_DATA_KB];
const TOTAL: &str = column::TOTAL_MEMORY_BYTES;
/// The USM kinds `TotalMemory_Bytes` is split into, in `MemKind` order.
const USM_KINDS: [MemKind; 3] = [MemKind::Device, MemKind::Host, MemKind::Shared];

/// A named, reduced series.
pub struct Line {
    pub name: String,
    pub reduced: Reduced,
}

impl Line {
    fn new(name: &str, buckets: usize) -> Line {
        Line { name: name.to_owned(), reduced: Reduced::new(buckets) }
    }
}

/// What a CSV draws.
pub struct Drawn {
    pub rows: u64,
    /// The first row's time and the latest, in ms since tracing began.
    pub start_ms: u64,
    pub end_ms: u64,
    /// How many rows have a time other than the row before's: the milliseconds the calls
    /// are spread over (`Axis::choose`).
    pub distinct_ms: u64,
    /// The first row's CallNumber (0 without the column).
    pub first_call: u64,
    /// VmRSS, VmSize, VmData (KB).
    pub memory: Vec<Line>,
    /// One per count column in the CSV, in its order.
    pub counts: Vec<Line>,
    /// TotalMemory_Bytes, then device, host and shared when the CSV has handles and sizes.
    pub usm: Vec<Line>,
    /// Bytes of the blocks UMF's pools handed the program and it has not given back (with
    /// handles and sizes; not drawn on the page, whose USM is Level Zero's).
    pub pooled: Line,
    /// The signed deltas (KB).
    pub deltas: Vec<Line>,
    /// Destroys after which VmRSS rose by more than `SUSPICIOUS_GROWTH_KB`: their Delta_VmRSS_KB.
    pub suspicious: Line,
    /// Creates no destroy matched by the CSV's end (only with handles).
    pub outstanding: Option<Leaks>,
    /// The last line was cut short: the CSV is being written.
    pub partial_last_row: bool,
    /// The time of the row read last.
    last_ms: u64,
}

impl Drawn {
    /// The x axis its panels share.
    pub fn axis(&self) -> Axis {
        Axis::choose(self.rows, self.distinct_ms, self.start_ms, self.end_ms, self.first_call)
    }
}

impl Line {
    /// Its value changed over the rows (a count that never did is said in a line of text,
    /// not drawn as a flat panel).
    pub fn changed(&self) -> bool {
        self.reduced.range().is_some_and(|(lo, hi)| lo != hi)
    }
}

/// Column positions; our columns are absent from the SRT's own CSVs.
struct Columns {
    call: Option<usize>,
    time: usize,
    api: usize,
    memory: [usize; 3],
    deltas: [usize; 3],
    counts: Vec<usize>,
    total: usize,
    handle_size: Option<(usize, usize)>,
}

impl Columns {
    fn find(header: &csv::ByteRecord) -> Result<(Columns, Vec<&'static str>), String> {
        let at = |name: &str| header.iter().position(|h| h == name.as_bytes());
        let need = |name: &str| at(name).ok_or_else(|| format!("no {name} column: not a ze-tracer or SRT CSV"));
        let counted: Vec<&'static str> = ObjType::ALL.into_iter().filter_map(ObjType::count_column).filter(|c| at(c).is_some()).collect();
        let columns = Columns {
            call: at(column::CALL_NUMBER),
            time: need(column::TIME_MS)?,
            api: need(column::API_CALL)?,
            memory: [need(MEMORY[0])?, need(MEMORY[1])?, need(MEMORY[2])?],
            deltas: [need(DELTAS[0])?, need(DELTAS[1])?, need(DELTAS[2])?],
            counts: counted.iter().filter_map(|c| at(c)).collect(),
            total: need(TOTAL)?,
            handle_size: at(column::HANDLE).zip(at(column::SIZE)),
        };
        Ok((columns, counted))
    }
}

/// A create the CSV has not seen destroyed yet.
#[derive(Clone, Copy)]
struct Created {
    time_ms: u64,
    size: u64,
    api: u16,
}

/// Live objects by (type, handle). An address can be handed out again while its destroy is
/// in flight, and the daemon then writes the older object's destroy after the new create: the
/// older ones wait in `older` (rare), and a destroy takes the oldest.
#[derive(Default)]
struct Live {
    objects: FxHashMap<(ObjType, u64), Created>,
    older: FxHashMap<(ObjType, u64), Vec<Created>>,
    usm: [i64; 3],
    /// The pools' blocks by address (a UMF row's API is not the loader's), and their bytes.
    blocks: FxHashMap<u64, u64>,
    pooled: i64,
}

impl Live {
    fn apply(&mut self, api: u16, handle: u64, size: u64, time_ms: u64) {
        let a = &APIS[api as usize];
        let key = (a.obj, handle);
        let gone = match a.kind {
            Kind::Create => {
                if let Some(old) = self.objects.insert(key, Created { time_ms, size, api }) {
                    self.older.entry(key).or_default().push(old);
                }
                self.account(api, size as i64);
                return;
            }
            Kind::Destroy => match self.older.get_mut(&key) {
                Some(v) => {
                    let gone = v.remove(0);
                    if v.is_empty() {
                        self.older.remove(&key);
                    }
                    gone
                }
                None => match self.objects.remove(&key) {
                    Some(gone) => gone,
                    // Created before tracing began.
                    None => return,
                },
            },
            Kind::Call | Kind::Init => return,
        };
        self.account(gone.api, -(gone.size as i64));
    }

    /// A row of a UMF API (`name`): a block handed out or given back.
    fn apply_block(&mut self, name: &[u8], handle: u64, size: u64) {
        match UMF_APIS.iter().find(|a| a.name.as_bytes() == name).map(|a| a.kind) {
            Some(Kind::Create) => {
                self.pooled += size as i64 - self.blocks.insert(handle, size).unwrap_or(0) as i64;
            }
            Some(Kind::Destroy) => self.pooled -= self.blocks.remove(&handle).unwrap_or(0) as i64,
            _ => {}
        }
    }

    /// USM bytes by kind, as `api` made them.
    fn account(&mut self, api: u16, bytes: i64) {
        let mem = APIS[api as usize].mem;
        if mem != MemKind::None {
            self.usm[mem as usize - 1] += bytes;
        }
    }

    fn leaks(&self, end_ms: u64) -> Leaks {
        let mut leaks = Leaks::default();
        let older = self.older.iter().flat_map(|(k, v)| v.iter().map(move |c| (k, c)));
        for (&(ty, _), c) in self.objects.iter().chain(older) {
            let a = &APIS[c.api as usize];
            leaks.add(ty, a.mem, a.name, c.size, end_ms.saturating_sub(c.time_ms));
        }
        leaks
    }
}

pub fn read(path: &Path, buckets: usize) -> Result<Drawn, ReadError> {
    let file = File::open(path).map_err(ReadError::Io)?;
    let mut reader = csv::ReaderBuilder::new().flexible(true).buffer_capacity(1 << 20).from_reader(file);
    let header = reader.byte_headers().map_err(ReadError::from_csv)?.clone();
    let (cols, counted) = Columns::find(&header).map_err(ReadError::Format)?;
    let apis: FxHashMap<&[u8], u16> = APIS.iter().enumerate().map(|(i, a)| (a.name.as_bytes(), i as u16)).collect();
    let lines = |names: &[&str]| names.iter().map(|n| Line::new(n, buckets)).collect::<Vec<_>>();
    let mut usm_names = vec![TOTAL];
    if cols.handle_size.is_some() {
        usm_names.extend(USM_KINDS.map(|k| memory::usm(k).unwrap_or_default()));
    }
    let mut d = Drawn {
        rows: 0,
        start_ms: 0,
        end_ms: 0,
        distinct_ms: 0,
        first_call: 0,
        memory: lines(&MEMORY),
        counts: lines(&counted),
        usm: lines(&usm_names),
        deltas: lines(&DELTAS),
        suspicious: Line::new("suspicious destroys", buckets),
        pooled: Line::new("pooled", buckets),
        outstanding: None,
        partial_last_row: false,
        last_ms: 0,
    };
    let mut live = Live::default();
    let mut record = csv::ByteRecord::new();
    while reader.read_byte_record(&mut record).map_err(ReadError::from_csv)? {
        if d.partial_last_row {
            return Err(ReadError::Format(format!("row {} has {} fields, the header {}", d.rows, record.len(), header.len())));
        }
        if record.len() != header.len() {
            // A cut last line is a CSV being written; a cut line before others is an error.
            d.partial_last_row = true;
            continue;
        }
        row(&mut d, &cols, &apis, &mut live, &record, &header)?;
    }
    if cols.handle_size.is_some() {
        d.outstanding = Some(live.leaks(d.end_ms));
    }
    Ok(d)
}

/// One row into every series.
fn row(
    d: &mut Drawn,
    cols: &Columns,
    apis: &FxHashMap<&[u8], u16>,
    live: &mut Live,
    record: &csv::ByteRecord,
    header: &csv::ByteRecord,
) -> Result<(), ReadError> {
    let n = d.rows;
    let num = |i: usize| {
        parse_i64(&record[i]).ok_or_else(|| {
            let (name, value) = (String::from_utf8_lossy(&header[i]), String::from_utf8_lossy(&record[i]));
            ReadError::Format(format!("row {n}: {name} is {value:?}, not a number"))
        })
    };
    let time_ms = num(cols.time)?.max(0) as u64;
    if n == 0 {
        d.start_ms = time_ms;
        d.first_call = cols.call.map(num).transpose()?.unwrap_or(0).max(0) as u64;
    }
    if n == 0 || time_ms != d.last_ms {
        d.distinct_ms += 1;
    }
    d.last_ms = time_ms;
    d.end_ms = d.end_ms.max(time_ms);
    let push = |line: &mut Line, value: i64| line.reduced.push(Point { row: n, time_ms, value });
    for (line, &i) in d.memory.iter_mut().zip(&cols.memory) {
        push(line, num(i)?);
    }
    for (line, &i) in d.counts.iter_mut().zip(&cols.counts) {
        push(line, num(i)?);
    }
    for (line, &i) in d.deltas.iter_mut().zip(&cols.deltas) {
        push(line, num(i)?);
    }
    push(&mut d.usm[0], num(cols.total)?);
    let api = apis.get(&record[cols.api]).copied();
    if let Some((h, s)) = cols.handle_size {
        let handle = parse_hex(&record[h]).ok_or_else(|| ReadError::Format(format!("row {n}: Handle is not hexadecimal")))?;
        let size = num(s)?.max(0) as u64;
        match api {
            Some(api) => live.apply(api, handle, size, time_ms),
            None => live.apply_block(&record[cols.api], handle, size),
        }
        for (line, bytes) in d.usm[1..].iter_mut().zip(live.usm) {
            push(line, bytes);
        }
        push(&mut d.pooled, live.pooled);
    }
    let destroy = api.is_some_and(|a| APIS[a as usize].kind == Kind::Destroy);
    let rss_delta = num(cols.deltas[0])?;
    if destroy && rss_delta > SUSPICIOUS_GROWTH_KB {
        push(&mut d.suspicious, rss_delta);
    }
    d.rows += 1;
    Ok(())
}

/// A decimal integer, optionally signed, without going through `str`.
fn parse_i64(b: &[u8]) -> Option<i64> {
    let (neg, digits) = match b.first()? {
        b'-' => (true, &b[1..]),
        _ => (false, b),
    };
    if digits.is_empty() || digits.len() > 19 {
        return None;
    }
    let mut v: i64 = 0;
    for &c in digits {
        if !c.is_ascii_digit() {
            return None;
        }
        v = v.checked_mul(10)?.checked_add((c - b'0') as i64)?;
    }
    Some(if neg { -v } else { v })
}

fn parse_hex(b: &[u8]) -> Option<u64> {
    let digits = b.strip_prefix(b"0x").unwrap_or(b);
    u64::from_str_radix(std::str::from_utf8(digits).ok()?, 16).ok()
}

#[derive(Debug)]
pub enum ReadError {
    Io(io::Error),
    Format(String),
}

impl ReadError {
    fn from_csv(e: csv::Error) -> ReadError {
        match e.into_kind() {
            csv::ErrorKind::Io(e) => ReadError::Io(e),
            other => ReadError::Format(format!("{other:?}")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const HEADER: &str = "CallNumber,TimeMs,APICall,VmSize_KB,VmRSS_KB,VmData_KB,VmPeak_KB,Threads,Delta_VmSize_KB,Delta_VmRSS_KB,Delta_VmData_KB,Contexts,CommandQueues,Modules,Kernels,EventPools,CommandLists,Events,Fences,Images,Samplers,TotalMemory_Bytes,PhysicalMems,VirtualMemReservations,Tid,Handle,Size,SampleLag_us";

    fn csv(rows: &[&str]) -> tempfile_path::Temp {
        tempfile_path::Temp::with(&format!("{HEADER}\n{}\n", rows.join("\n")))
    }

    mod tempfile_path {
        pub struct Temp(pub std::path::PathBuf);
        impl Temp {
            pub fn with(text: &str) -> Temp {
                use std::sync::atomic::{AtomicU32, Ordering};
                static N: AtomicU32 = AtomicU32::new(0);
                let n = N.fetch_add(1, Ordering::Relaxed);
                let p = std::env::temp_dir().join(format!("ze-tracer-csv-series-{}-{n}.csv", std::process::id()));
                std::fs::write(&p, text).unwrap();
                Temp(p)
            }
        }
        impl Drop for Temp {
            fn drop(&mut self) {
                let _ = std::fs::remove_file(&self.0);
            }
        }
    }

    #[test]
    fn usm_is_split_by_kind_and_frees_find_their_kind() {
        let f = csv(&[
            "0,1,zeContextCreate,100,50,10,100,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,7,0x10,0,0",
            "1,2,zeMemAllocDevice,100,50,10,100,1,0,0,0,1,0,0,0,0,0,0,0,0,0,4096,0,0,7,0x20,4096,0",
            "2,3,zeMemAllocHost,100,50,10,100,1,0,0,0,1,0,0,0,0,0,0,0,0,0,4160,0,0,7,0x30,64,0",
            "3,4,zeMemFree,100,250,10,100,1,0,200,0,1,0,0,0,0,0,0,0,0,0,64,0,0,7,0x20,0,0",
            "4,9,zeMemAllocShared,100,250,10,100,1,0,0,0,1,0,0,0,0,0,0,0,0,0,192,0,0,7,0x20,128,0",
        ]);
        let d = read(&f.0, 100).unwrap();
        assert_eq!((d.rows, d.end_ms, d.partial_last_row), (5, 9, false));
        assert_eq!((d.start_ms, d.distinct_ms, d.first_call), (1, 5, 0));
        let changed: Vec<&str> = d.counts.iter().filter(|l| l.changed()).map(|l| l.name.as_str()).collect();
        assert_eq!(changed, [] as [&str; 0], "Contexts is 1 from the first row on");
        let last: Vec<i64> = d.usm.iter().map(|l| l.reduced.last().unwrap().value).collect();
        assert_eq!(last, [192, 0, 64, 128], "total, device, host, shared");
        let device: Vec<i64> = d.usm[1].reduced.points().map(|p| p.value).collect();
        assert_eq!(device, [0, 4096, 4096, 0, 0]);
        // The free grew RSS by 200 KB: suspicious.
        assert_eq!(d.suspicious.reduced.points().map(|p| (p.row, p.value)).collect::<Vec<_>>(), [(3, 200)]);
        let leaks = d.outstanding.unwrap();
        let rows: Vec<(&str, u64, u64, u64)> = leaks.rows().map(|(k, _, r)| (k, r.objects, r.bytes, r.oldest_age_ms)).collect();
        assert_eq!(rows, [("Contexts", 1, 0, 8), ("host", 1, 64, 6), ("shared", 1, 128, 0)]);
    }

    /// The blocks of UMF's pools are their own series: handed out, given back by address.
    #[test]
    fn pooled_blocks_are_counted_apart_from_level_zero_s_usm() {
        let f = csv(&[
            "0,1,zeMemAllocDevice,100,50,10,100,1,0,0,0,1,0,0,0,0,0,0,0,0,0,65536,0,0,7,0x100000,65536,0",
            "1,2,umfPoolMalloc,100,50,10,100,1,0,0,0,1,0,0,0,0,0,0,0,0,0,65536,0,0,7,0x100000,100,0",
            "2,3,umfPoolAlignedMalloc,100,50,10,100,1,0,0,0,1,0,0,0,0,0,0,0,0,0,65536,0,0,7,0x100400,300,0",
            "3,4,umfPoolFree,100,50,10,100,1,0,0,0,1,0,0,0,0,0,0,0,0,0,65536,0,0,7,0x100000,0,0",
        ]);
        let d = read(&f.0, 100).unwrap();
        assert_eq!(d.pooled.reduced.points().map(|p| p.value).collect::<Vec<_>>(), [0, 100, 400, 300]);
        assert_eq!(d.usm[1].reduced.last().unwrap().value, 65536, "the slab stays Level Zero's");
    }

    #[test]
    fn a_cut_last_line_is_a_csv_being_written_and_a_cut_line_before_is_an_error() {
        let ok = "0,1,zeContextCreate,100,50,10,100,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,7,0x10,0,0";
        let d = read(&csv(&[ok, "1,2,zeMemAllocDevice,100,5"]).0, 10).unwrap();
        assert!(d.partial_last_row);
        assert_eq!(d.rows, 1);
        assert!(matches!(read(&csv(&["1,2,zeMemAllocDevice,100,5", ok]).0, 10), Err(ReadError::Format(_))));
        let bad = ok.replace(",50,", ",5x0,");
        let Err(ReadError::Format(e)) = read(&csv(&[&bad]).0, 10) else { panic!() };
        assert!(e.contains("VmRSS_KB") && e.contains("5x0"), "{e}");
        let Err(ReadError::Format(e)) = read(&tempfile_path::Temp::with("a,b\n1,2\n").0, 10) else { panic!() };
        assert!(e.contains("TimeMs"), "{e}");
    }
}
