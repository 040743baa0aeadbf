//! A summary (`ze-tracer_pid<PID>.json`, written by `report::summary`) read back, as `check`
//! judges it and `report` draws it. Its `objects`, which can list millions, are folded into
//! the leak table's rows while streaming, never held.
use std::{collections::BTreeMap, fmt, fs, io, path::Path};

use serde::{Deserialize, Deserializer, de};

use crate::html::leaks::Leaks;

/// Why a summary cannot be read: the file, or its content (corrupt, or not ze-tracer's: a
/// summary is written whole or not at all, through a temporary file and a hard link).
pub enum ReadError {
    Io(io::Error),
    NotOurs(serde_json::Error),
}

/// Reads the summary at `path`, streaming.
pub fn read(path: &Path) -> Result<Summary, ReadError> {
    let file = fs::File::open(path).map_err(ReadError::Io)?;
    serde_json::from_reader(io::BufReader::new(file)).map_err(|e| match e.is_io() {
        true => ReadError::Io(e.into()),
        false => ReadError::NotOurs(e),
    })
}

#[derive(Deserialize, Debug)]
pub struct Summary {
    pub pid: u32,
    #[serde(default)]
    pub comm: String,
    #[serde(default)]
    pub exe: String,
    #[serde(default)]
    pub cgroup: Option<String>,
    #[serde(default)]
    pub ci_job: Option<crate::ci_job::CiJob>,
    #[serde(default)]
    pub container: Option<crate::container::Container>,
    #[serde(default)]
    pub start_time: Option<u64>,
    #[serde(default)]
    pub ended: Option<String>,
    pub complete: bool,
    #[serde(default)]
    pub incomplete_reasons: Vec<String>,
    pub outstanding: BTreeMap<String, u64>,
    pub outstanding_memory_bytes: BTreeMap<String, u64>,
    #[serde(default)]
    pub dropped_events: u64,
    #[serde(default)]
    pub duration_ms: Option<u64>,
    #[serde(default)]
    pub csv: Option<String>,
    /// Certain leaks, objects a lost destroy may have freed, objects freed by address reuse
    /// (absent from older summaries: 0).
    #[serde(default)]
    pub leaked_objects: u64,
    #[serde(default)]
    pub leaked_bytes: u64,
    #[serde(default)]
    pub uncertain_objects: u64,
    #[serde(default)]
    pub uncertain_bytes: u64,
    #[serde(default)]
    pub freed_inferred_objects: u64,
    #[serde(default)]
    pub freed_inferred_bytes: u64,
    #[serde(default, deserialize_with = "fold_objects")]
    pub objects: Objects,
    /// Absent without stacks.
    #[serde(default)]
    pub sites: Option<Vec<Site>>,
    #[serde(default)]
    pub stacks_lost: BTreeMap<String, u64>,
    #[serde(default)]
    pub growth_leaks_kb: BTreeMap<String, u64>,
}

/// The summary's outstanding objects, folded: all of them, and those a lost destroy may have
/// freed, in all and per site (by index into `sites`), for `check` to tell certain leaks.
#[derive(Debug, Default)]
pub struct Objects {
    pub all: Leaks,
    pub uncertain: Leaks,
    pub uncertain_by_site: BTreeMap<usize, Leaks>,
}

#[derive(Deserialize)]
struct Object {
    #[serde(rename = "type")]
    ty: String,
    memory: Option<String>,
    api: String,
    #[serde(default)]
    size: u64,
    #[serde(default)]
    age_ms: u64,
    #[serde(default)]
    site: Option<usize>,
    #[serde(default)]
    uncertain: bool,
}

fn fold_objects<'de, D: Deserializer<'de>>(d: D) -> Result<Objects, D::Error> {
    struct Fold;
    impl<'de> de::Visitor<'de> for Fold {
        type Value = Objects;
        fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
            f.write_str("a list of objects")
        }
        fn visit_seq<A: de::SeqAccess<'de>>(self, mut seq: A) -> Result<Objects, A::Error> {
            let mut objects = Objects::default();
            while let Some(o) = seq.next_element::<Object>()? {
                let add = |leaks: &mut Leaks| leaks.add_named(&o.ty, o.memory.as_deref(), &o.api, o.size, o.age_ms);
                add(&mut objects.all);
                if o.uncertain {
                    add(&mut objects.uncertain);
                    if let Some(site) = o.site {
                        add(objects.uncertain_by_site.entry(site).or_default());
                    }
                }
            }
            Ok(objects)
        }
    }
    d.deserialize_seq(Fold)
}

/// A site as the summary lists it (see `stacks::sites::Site`), read back.
#[derive(Deserialize, Debug, Clone, Default)]
pub struct Site {
    #[serde(default)]
    pub objects: u64,
    #[serde(default)]
    pub bytes: u64,
    #[serde(default)]
    pub apis: BTreeMap<String, u64>,
    #[serde(default)]
    pub memory: BTreeMap<String, u64>,
    #[serde(default)]
    pub oldest_age_ms: u64,
    #[serde(default)]
    pub frames: Vec<Frame>,
    #[serde(default)]
    pub lost: Option<String>,
    #[serde(default)]
    pub cut: bool,
    /// A running process's site: "growing", "steady" or "unknown" (see `trend`).
    #[serde(default)]
    pub trend: Option<String>,
    #[serde(default)]
    pub growth_objects_per_s: f64,
    #[serde(default)]
    pub growth_bytes_per_s: f64,
    /// What it held over the traced window: [ms since tracking began, objects].
    #[serde(default)]
    pub series: Vec<[u64; 2]>,
}

/// A frame (`stacks::Frame`).
#[derive(Deserialize, Debug, Clone, Default)]
pub struct Frame {
    #[serde(default)]
    pub addr: u64,
    pub module: Option<String>,
    pub offset: Option<u64>,
    pub function: Option<String>,
    pub file: Option<String>,
    pub line: Option<u32>,
    /// A CPython frame (function, file and line of Python source).
    #[serde(default)]
    pub python: bool,
}
