//! What a page shows of a summary (`report::Summary`). Its `objects`, which can list millions,
//! are folded into the leak table's rows while streaming, never held.
use std::{collections::BTreeMap, fmt};

use serde::{Deserialize, Deserializer, de};

use super::leaks::Leaks;
pub(crate) use crate::check::{Frame, Site};

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
    pub start_time: Option<u64>,
    #[serde(default)]
    pub ended: Option<String>,
    pub complete: bool,
    #[serde(default)]
    pub incomplete_reasons: Vec<String>,
    #[serde(default)]
    pub dropped_events: u64,
    #[serde(default)]
    pub duration_ms: Option<u64>,
    #[serde(default)]
    pub csv: Option<String>,
    #[serde(default, deserialize_with = "fold_objects")]
    pub objects: Leaks,
    /// Absent without stacks.
    #[serde(default)]
    pub sites: Option<Vec<Site>>,
    #[serde(default)]
    pub stacks_lost: BTreeMap<String, u64>,
    #[serde(default)]
    pub growth_leaks_kb: BTreeMap<String, u64>,
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
}

fn fold_objects<'de, D: Deserializer<'de>>(d: D) -> Result<Leaks, D::Error> {
    struct Fold;
    impl<'de> de::Visitor<'de> for Fold {
        type Value = Leaks;
        fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
            f.write_str("a list of objects")
        }
        fn visit_seq<A: de::SeqAccess<'de>>(self, mut seq: A) -> Result<Leaks, A::Error> {
            let mut leaks = Leaks::default();
            while let Some(o) = seq.next_element::<Object>()? {
                leaks.add_named(&o.ty, o.memory.as_deref(), &o.api, o.size, o.age_ms);
            }
            Ok(leaks)
        }
    }
    d.deserialize_seq(Fold)
}
