//! A process's outstanding objects grouped by the stack that created them: its leak sites,
//! largest first, each named (see [`symbolize`](super::symbolize)).
use std::{borrow::Cow, collections::BTreeMap, fs::File, sync::Arc};

use rustc_hash::FxHashMap;
use serde::{Deserialize, Serialize};
use tracer_common::ObjType;

use crate::{
    data::{
        live::Live,
        trend::{Held, History, Trend, TrendState},
    },
    unwind::{Frame, StackId, Stacks, files::Identity, symbolize, symbolize::Names, table::Frame as Frame_},
};

/// A name the daemon knows statically, or one read back from a summary.
pub type Name = Cow<'static, str>;

/// One site, as the summary lists it (`output::summary` reads it back with the same type).
#[derive(Debug, Default, Clone, Serialize, Deserialize)]
pub struct Site {
    #[serde(default)]
    pub objects: u64,
    #[serde(default)]
    pub bytes: u64,
    /// Objects by type and by API, and bytes by kind (as the summary's
    /// `outstanding_memory_bytes` names them).
    #[serde(default)]
    pub types: BTreeMap<Name, u64>,
    #[serde(default)]
    pub apis: BTreeMap<Name, u64>,
    #[serde(default)]
    pub memory: BTreeMap<Name, u64>,
    /// Age of its oldest object at the end.
    #[serde(default)]
    pub oldest_age_ms: u64,
    /// Its objects whose parent was destroyed while they lived, by the parent's type: never
    /// released by the program, but the driver may have freed them with their parent.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub parents_destroyed: BTreeMap<Name, u64>,
    /// Innermost first: the caller of the Level Zero function, then its callers.
    #[serde(default)]
    pub frames: Vec<Frame>,
    /// In a Python program: its innermost Python frame, `function (file:line)`, the place to
    /// fix. Sites stay one per stack; this names where in the Python code each is.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub python_place: Option<String>,
    /// Why there is no stack, when there is none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lost: Option<Name>,
    /// The stack goes on beyond its last frame: unwinding reached the end of the bytes copied
    /// (`--stack-bytes`) before `main` or its thread's start (set at naming).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub cut: bool,
    /// Why the stack ends at its last native frame, short of `main` or its thread's start,
    /// when the daemon ended it there: that frame's file was not unwound.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ended: Option<Name>,
    /// Why it has no Python frames though its process runs a CPython walked: it was made
    /// before the interpreter was found (said per site: the process's other sites may have
    /// theirs).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub python_frames_missing: Option<Name>,
    #[serde(skip)]
    pub stack: StackId,
    /// Whether it keeps growing (see `trend`): none without a history (a process ended).
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    pub trend: Option<Trend>,
}

impl Site {
    /// Judged growing (a live process's site).
    pub fn is_growing(&self) -> bool {
        self.trend.as_ref().is_some_and(|t| t.trend == TrendState::Growing)
    }

    /// How fast it grows (0 without a trend).
    pub fn growth_bytes_per_s(&self) -> f64 {
        self.trend.as_ref().map_or(0.0, |t| t.growth_bytes_per_s)
    }

    pub fn growth_objects_per_s(&self) -> f64 {
        self.trend.as_ref().map_or(0.0, |t| t.growth_objects_per_s)
    }

    /// What it held over the traced window: [ms since tracking began, objects].
    pub fn series(&self) -> &[[u64; 2]] {
        self.trend.as_ref().map_or(&[], |t| &t.series)
    }
}

/// The sites of a process, and which site each stack is.
#[derive(Debug, Default)]
pub struct Sites {
    pub sites: Vec<Site>,
    /// Why the process's Python frames are not among them (a CPython whose layout is not known).
    pub python_unreadable: Option<String>,
    /// A process still running: how fast what runtimes keep for it grows (not among its
    /// sites: their growth is not its own).
    pub kept_growth_bytes_per_s: Option<f64>,
    by_stack: FxHashMap<StackId, usize>,
}

impl Sites {
    /// Adds `site`, the site of the objects made by its stack.
    pub fn push(&mut self, site: Site) {
        self.by_stack.insert(site.stack, self.sites.len());
        self.sites.push(site);
    }

    /// Index into `sites` of an object's site.
    pub fn of(&self, obj: &Live) -> Option<usize> {
        self.by_stack.get(&obj.stack).copied()
    }

    /// Objects whose stack was lost, by reason.
    pub fn lost(&self) -> BTreeMap<&str, u64> {
        let mut lost = BTreeMap::new();
        for s in self.sites.iter() {
            if let Some(why) = &s.lost {
                *lost.entry(why.as_ref()).or_default() += s.objects;
            }
        }
        lost
    }
}

/// A process's sites before their frames are named: what the daemon's loop hands over, as
/// naming may take long (see `symbolize`).
pub struct Unnamed {
    sites: Vec<Site>,
    /// Per site, per frame: its file and offset, for a frame in a file. The file by its
    /// identity, not its shard's number: the writer's `Names` serves every shard.
    places: Vec<Vec<Option<(Identity, u64)>>>,
    files: FxHashMap<Identity, Arc<File>>,
    pub python_unreadable: Option<String>,
    pub kept_growth_bytes_per_s: Option<f64>,
}

impl Unnamed {
    /// How many sites.
    pub fn len(&self) -> usize {
        self.sites.len()
    }

    /// How fast its sites judged growing grow, in all (bytes per second).
    pub fn growth_bytes_per_s(&self) -> f64 {
        self.sites.iter().filter(|s| s.is_growing()).map(Site::growth_bytes_per_s).sum()
    }

    /// Counts, on their sites, the objects whose parent was destroyed: (their stack, the
    /// parent's type) each.
    pub fn note_parents_destroyed(&mut self, orphans: impl Iterator<Item = (StackId, ObjType)>) {
        let mut by_stack: FxHashMap<StackId, usize> = FxHashMap::default();
        for (stack, parent) in orphans {
            if by_stack.is_empty() {
                by_stack = self.sites.iter().enumerate().map(|(i, s)| (s.stack, i)).collect();
            }
            if let Some(&i) = by_stack.get(&stack) {
                *self.sites[i].parents_destroyed.entry(parent.name().into()).or_default() += 1;
            }
        }
    }

    /// Keeps only the sites judged growing (a live process's, for the metrics).
    pub fn retain_growing(&mut self) {
        let growing = |s: &Site| s.trend.as_ref().is_some_and(|t| t.trend == TrendState::Growing);
        let keep: Vec<bool> = self.sites.iter().map(growing).collect();
        let mut k = keep.iter();
        self.sites.retain(|_| *k.next().unwrap());
        let mut k = keep.iter();
        self.places.retain(|_| *k.next().unwrap());
    }
}

impl Stacks {
    /// Groups `objects` by creating stack; [`Unnamed::name`] names them. `history`: what the
    /// sites held while the process was traced from `start_ns`, to judge their trends (none
    /// for a process that ended: all it holds then is leaked).
    pub fn sites<'a>(
        &mut self,
        objects: impl Iterator<Item = &'a Live>,
        end_ns: u64,
        history: Option<(&History, u64)>,
    ) -> Unnamed {
        let mid_ns = history.and_then(|(h, start)| h.mid_ns(start, end_ns));
        let mut kept: Vec<u64> = Vec::new();
        let mut by_stack: FxHashMap<StackId, usize> = FxHashMap::default();
        let mut sites: Vec<Site> = Vec::new();
        for o in objects {
            let i = *by_stack.entry(o.stack).or_insert_with(|| {
                sites.push(Site {
                    lost: o.stack.lost_why().map(|l| l.why().into()),
                    cut: self.table.marks(o.stack).cut,
                    ended: self.ended(o.stack).map(Name::from),
                    python_frames_missing: self.python_frames_missing(o.stack).map(Name::from),
                    stack: o.stack,
                    ..Site::default()
                });
                sites.len() - 1
            });
            kept.resize(sites.len(), 0);
            kept[i] += mid_ns.is_some_and(|mid| o.created_ns <= mid) as u64;
            let site = &mut sites[i];
            site.objects += 1;
            site.bytes += o.size;
            *site.types.entry(o.obj().name().into()).or_default() += 1;
            *site.apis.entry(o.api_label()).or_default() += 1;
            if let Some(kind) = super::memory::of(o.obj(), o.mem()) {
                *site.memory.entry(kind.into()).or_default() += o.size;
            }
            site.oldest_age_ms = site.oldest_age_ms.max(end_ns.saturating_sub(o.created_ns) / 1_000_000);
        }
        if let Some((h, start)) = history {
            kept.resize(sites.len(), 0);
            for (site, kept) in sites.iter_mut().zip(kept) {
                let now = Held { objects: site.objects, bytes: site.bytes };
                site.trend = Some(h.judge(start, end_ns, site.stack, now, kept));
            }
        }
        let mut files = FxHashMap::default();
        let mut places = Vec::with_capacity(sites.len());
        for site in &mut sites {
            let frames = self.table.frames(site.stack);
            site.frames = frames.iter().map(|&f| symbolize::frame(&self.files, self.python_names(), f)).collect();
            places.push(
                frames
                    .iter()
                    .map(|f| match *f {
                        Frame_::File { file, offset } => {
                            let info = self.files.get(file);
                            files.entry(info.identity).or_insert_with(|| info.file());
                            Some((info.identity, offset))
                        }
                        Frame_::Raw(_) | Frame_::Python(_) => None,
                    })
                    .collect(),
            );
        }
        Unnamed { sites, places, files, python_unreadable: None, kept_growth_bytes_per_s: None }
    }
}

impl Unnamed {
    /// Names the frames, merges the sites that read the same and puts the largest first.
    pub fn name(mut self, names: &mut Names) -> Sites {
        names.prepare(&self.files, self.places.iter().flatten().flatten().copied());
        for (site, places) in self.sites.iter_mut().zip(&self.places) {
            let mut named = Vec::with_capacity(site.frames.len());
            for (frame, place) in std::mem::take(&mut site.frames).into_iter().zip(places) {
                match *place {
                    Some((file, offset)) => names.fill(file, offset, frame, &mut named),
                    None => named.push(frame),
                }
            }
            site.frames = named;
            // A native stack that reached `main` or a thread's start has only the C runtime
            // above it: the window ending there cut nothing a reader looks for. (A Python
            // stack's cut may be its Python frames'.)
            site.cut &= !(site.frames.iter().all(|f| !f.python) && site.frames.iter().any(is_stack_start));
        }
        for site in &mut self.sites {
            site.python_place = site.frames.iter().find(|f| f.python).map(|f| {
                let line = f.line.map(|l| format!(":{l}")).unwrap_or_default();
                format!("{} ({}{line})", f.function.as_deref().unwrap_or("?"), f.file.as_deref().unwrap_or("?"))
            });
        }
        let (mut sites, mut stacks) = merge_same_names(self.sites);
        let mut order: Vec<usize> = (0..sites.len()).collect();
        order.sort_by_key(|&i| std::cmp::Reverse((sites[i].bytes, sites[i].objects, sites[i].oldest_age_ms)));
        let mut by_stack = FxHashMap::default();
        let mut sorted = Vec::with_capacity(sites.len());
        for (new, old) in order.into_iter().enumerate() {
            by_stack.extend(std::mem::take(&mut stacks[old]).into_iter().map(|id| (id, new)));
            sorted.push(std::mem::take(&mut sites[old]));
        }
        Sites { sites: sorted, by_stack, python_unreadable: self.python_unreadable, kept_growth_bytes_per_s: self.kept_growth_bytes_per_s }
    }
}

/// Where a thread's own code begins: `main`, or what a new thread's first frame returns to.
fn is_stack_start(f: &Frame) -> bool {
    matches!(f.function.as_deref(), Some("main" | "start_thread" | "clone3" | "__clone3" | "clone" | "__clone"))
}

/// Stacks that differ only where no name tells them apart (two calls on one source line, such
/// as an unrolled loop's) are one site for the reader: merged, with the stacks of each.
fn merge_same_names(sites: Vec<Site>) -> (Vec<Site>, Vec<Vec<StackId>>) {
    let mut merged: Vec<Site> = Vec::with_capacity(sites.len());
    let mut stacks: Vec<Vec<StackId>> = Vec::with_capacity(sites.len());
    let mut by_key: FxHashMap<Vec<String>, usize> = FxHashMap::default();
    for site in sites {
        let key = match &site.lost {
            Some(why) => vec![why.to_string()],
            None => {
                let marks = [site.cut.then(|| "cut".to_owned()), site.python_frames_missing.as_ref().map(|why| why.to_string())];
                site.frames.iter().map(name_key).chain(marks.into_iter().flatten()).collect()
            }
        };
        match by_key.get(&key) {
            Some(&i) => {
                let m = &mut merged[i];
                m.objects += site.objects;
                m.bytes += site.bytes;
                m.oldest_age_ms = m.oldest_age_ms.max(site.oldest_age_ms);
                for (k, n) in site.types {
                    *m.types.entry(k).or_default() += n;
                }
                for (k, n) in site.apis {
                    *m.apis.entry(k).or_default() += n;
                }
                for (k, n) in site.memory {
                    *m.memory.entry(k).or_default() += n;
                }
                for (k, n) in site.parents_destroyed {
                    *m.parents_destroyed.entry(k).or_default() += n;
                }
                if let (Some(a), Some(b)) = (m.trend.as_mut(), site.trend.as_ref()) {
                    a.merge(b);
                }
                stacks[i].push(site.stack);
            }
            None => {
                by_key.insert(key, merged.len());
                stacks.push(vec![site.stack]);
                merged.push(site);
            }
        }
    }
    (merged, stacks)
}

/// What a reader sees of a frame: its function and line, or where it is when unnamed.
fn name_key(f: &Frame) -> String {
    match (&f.function, &f.module) {
        (Some(func), module) => format!("{func}|{:?}|{:?}|{module:?}", f.file, f.line),
        (None, Some(module)) => format!("{module}+{:#x}", f.addr),
        (None, None) => format!("{:#x}", f.addr),
    }
}

#[cfg(test)]
mod tests {
    use tracer_common::{Event, phase};

    use super::*;
    use crate::unwind::{Lost, table::Marks};

    fn object(api: &str, handle: u64, size: u64, stack: StackId) -> Live {
        let api = tracer_common::api_named(api).unwrap();
        let ev = Event { handle, size, api, phase: phase::CALL, ts_ns: 1_000_000, ..Event::default() };
        Live::new(&ev, 0, stack)
    }

    #[test]
    fn lost_stacks_are_sites_of_their_own_that_say_why() {
        let mut stacks = Stacks::new(8, true, false);
        let ring = StackId::lost(Lost::RingFull);
        let gone = StackId::lost(Lost::ProcessGone);
        let objects = [
            object("zeMemAllocHost", 1, 64, ring),
            object("zeMemAllocDevice", 2, 4096, ring),
            object("zeEventCreate", 3, 0, gone),
        ];
        let sites = stacks.sites(objects.iter(), 5_000_000, None).name(&mut Names::default());
        assert_eq!(sites.sites.len(), 2);
        let first = &sites.sites[0];
        assert_eq!((first.objects, first.bytes, first.lost.clone()), (2, 4160, Some(Lost::RingFull.why().into())));
        assert!(first.frames.is_empty());
        assert_eq!(first.memory["device"], 4096);
        assert_eq!(first.oldest_age_ms, 4);
        assert_eq!(sites.of(&objects[2]), Some(1));
        assert_eq!(sites.lost()[Lost::ProcessGone.why()], 1);
    }

    /// A stack a CPython made before its interpreter was found has no Python frames, and its
    /// site says why, whatever the process's other sites have; it is not merged into a site
    /// of the same native frames made later, whose lack of them would be another matter.
    #[test]
    fn a_site_made_before_its_interpreter_was_found_says_so() {
        let mut stacks = Stacks::new(8, true, false);
        let frames = [Frame_::Raw(0x1000), Frame_::Raw(0x2000)];
        let early = stacks.table.intern(&frames, Marks { before_python: true, ..Marks::default() }, None);
        let later = stacks.table.intern(&frames, Marks::default(), None);
        let objects = [object("zeMemAllocHost", 1, 64, early), object("zeMemAllocHost", 2, 64, later), object("zeMemAllocHost", 3, 64, early)];
        let sites = stacks.sites(objects.iter(), 5_000_000, None).name(&mut Names::default());
        let said: Vec<(u64, Option<&str>)> = sites.sites.iter().map(|s| (s.objects, s.python_frames_missing.as_deref())).collect();
        let why = stacks.python_frames_missing(early);
        assert!(why.is_some_and(|w| w.contains("before its interpreter was found")), "{why:?}");
        assert_eq!(said, [(2, why), (1, None)]);
        // As the summary writes it and reads it back.
        let back: Site = serde_json::from_value(serde_json::to_value(&sites.sites[0]).unwrap()).unwrap();
        assert_eq!(back.python_frames_missing.as_deref(), why);
    }

    /// Stacks whose last native frame is in a file whose unwind tables were not kept (past the
    /// bound of what every file's may take) end there, and their sites say why; a stack
    /// through files unwound says nothing.
    #[test]
    fn a_stack_that_ends_in_a_file_not_unwound_says_why() {
        use std::os::unix::fs::MetadataExt;

        use crate::unwind::{
            files::{NotUnwound, SharedFiles},
            testing::{Section, write_elf},
        };

        let dir = std::env::temp_dir().join(format!("ze-tracer-not-unwound-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let mut stacks = Stacks::new(8, true, false).with_shared_files(SharedFiles::within(4096));
        let [kept, refused] = ["libkept.so", "librefused.so"].map(|name| {
            let path = dir.join(name);
            write_elf(&path, &[Section { name: ".eh_frame", flags: 0, bytes: &[], size: 4096 }]);
            let meta = std::fs::metadata(&path).unwrap();
            stacks.files.intern((meta.dev(), meta.ino()), name, || File::open(&path)).unwrap()
        });
        assert_eq!(stacks.files.get(refused).not_unwound, Some(NotUnwound::BudgetUsed));
        let at = |file, offset| Frame_::File { file, offset };
        let ends = stacks.table.intern(&[at(kept, 1), at(refused, 2)], Marks::default(), None);
        // Python frames left over follow the native ones.
        let python = stacks.table.intern(&[at(refused, 3), Frame_::Python(0)], Marks::default(), None);
        let whole = stacks.table.intern(&[at(refused, 4), at(kept, 5)], Marks::default(), None);
        let objects = [object("zeMemAllocHost", 1, 64, ends), object("zeMemAllocHost", 2, 64, python), object("zeMemAllocHost", 3, 64, whole)];
        let sites = stacks.sites(objects.iter(), 5_000_000, None);
        let why = Some(NotUnwound::BudgetUsed.why().into());
        let ended: Vec<Option<Name>> = sites.sites.iter().map(|s| s.ended.clone()).collect();
        assert_eq!(ended, [why.clone(), why, None]);
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// Each shard numbers its files from 0, and the writer's one `Names` names every shard's
    /// sites: a tenant's library, file 0 of its shard, must not lend its names to file 0 of
    /// another shard, a victim's, at the same offset (a forged leak site, or one an
    /// `--allow-site` rule lets through). Two libraries built alike but for their function's
    /// name (so at the same offset), named one after the other through one `Names`.
    #[test]
    fn each_shard_s_frames_are_named_from_its_own_file() {
        use std::os::unix::fs::MetadataExt;

        use object::{Object, ObjectSegment, ObjectSymbol};

        let dir = std::env::temp_dir().join(format!("ze-tracer-shard-names-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        // A library whose one function is `name`, and that function's file offset.
        let build = |name: &str| {
            let (src, lib) = (dir.join(format!("{name}.c")), dir.join(format!("lib{name}.so")));
            std::fs::write(&src, format!("int {name}(int x) {{ return 3 * x + 1; }}\n")).unwrap();
            let built = std::process::Command::new("cc").args(["-shared", "-nostdlib", "-O1", "-o"]).arg(&lib).arg(&src).status().unwrap();
            assert!(built.success(), "cc");
            let data = std::fs::read(&lib).unwrap();
            let elf = object::File::parse(&*data).unwrap();
            let addr = elf.symbols().find(|s| s.name() == Ok(name)).unwrap().address();
            let seg = elf.segments().find(|s| (s.address()..s.address() + s.size()).contains(&addr)).unwrap();
            (lib, addr - seg.address() + seg.file_range().0)
        };
        // Names of one length: the two files are laid out alike.
        let (tenant, victim) = (build("tenant_forge"), build("victim_alloc"));
        assert_eq!(tenant.1, victim.1, "both functions at one offset");
        let mut names = Names::default();
        // Each shard's `Stacks` kept until the end, as the daemon's are (their files open).
        let mut shards = Vec::new();
        for ((lib, offset), function) in [(tenant, "tenant_forge"), (victim, "victim_alloc")] {
            let mut stacks = Stacks::new(8, true, false);
            let meta = std::fs::metadata(&lib).unwrap();
            let file = stacks.files.intern((meta.dev(), meta.ino()), &lib.display().to_string(), || File::open(&lib)).unwrap();
            assert_eq!(file, 0, "each shard's first file");
            // A return address just past the function's first byte.
            let stack = stacks.table.intern(&[Frame_::File { file, offset: offset + 1 }], Marks::default(), None);
            let objects = [object("zeMemAllocDevice", 1, 4096, stack)];
            let sites = stacks.sites(objects.iter(), 5_000_000, None).name(&mut names);
            assert_eq!(sites.sites[0].frames[0].function.as_deref(), Some(function), "{}", lib.display());
            shards.push(stacks);
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
}
