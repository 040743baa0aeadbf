//! `check --allow-site FILE`: leak sites a CI job knows about (a runtime's own caches, a
//! library's singletons) do not fail it; a new one does.
//!
//! FILE holds one pattern per line (`#` starts a comment). A site is allowed when one of its
//! frames matches a pattern: its function name, its `file:line` or its file (the file's base
//! name), compared whole, `*` matching any run of characters; a Python frame likewise (its
//! qualified name, `file.py:line`, `file.py`). A site whose stack was lost is never allowed:
//! nobody can say what it is.
use std::{collections::BTreeMap, fs, path::Path};

use tracer_common::ObjType;

use crate::{
    data::owners::glob,
    exit::Fatal,
    output::summary::{Frame, Site},
};

#[derive(Debug, Default)]
pub struct AllowList {
    patterns: Vec<String>,
}

impl AllowList {
    pub fn load(path: &Path) -> Result<AllowList, Fatal> {
        let text = fs::read_to_string(path)
            .map_err(|e| Fatal::Usage(format!("check: --allow-site {}: {e}", path.display())))?;
        let patterns = text
            .lines()
            .map(|l| l.split('#').next().unwrap_or("").trim())
            .filter(|l| !l.is_empty())
            .map(str::to_owned)
            .collect();
        Ok(AllowList { patterns })
    }

    pub fn extend(&mut self, other: AllowList) {
        self.patterns.extend(other.patterns);
    }

    pub fn allows(&self, site: &Site) -> bool {
        site.lost.is_none() && site.frames.iter().any(|f| self.matches(f))
    }

    fn matches(&self, f: &Frame) -> bool {
        let file = f.file.as_deref().map(|p| p.rsplit('/').next().unwrap_or(p));
        let names = [
            f.function.clone(),
            file.zip(f.line).map(|(file, line)| format!("{file}:{line}")),
            file.map(str::to_owned),
        ];
        self.patterns.iter().any(|p| names.iter().flatten().any(|n| glob(p, n)))
    }
}

/// What the allowed sites of a summary hold, to be taken off its counts: objects by count
/// column, bytes by memory kind.
pub fn allowed_share(sites: &[Site], allow: &AllowList) -> (BTreeMap<String, u64>, BTreeMap<String, u64>) {
    let (mut counts, mut bytes) = (BTreeMap::new(), BTreeMap::new());
    for site in sites.iter().filter(|s| allow.allows(s)) {
        for (ty, n) in &site.types {
            // USM allocations and blocks from pools count as `Memory`, as `check` counts them.
            let Some(ty) = ObjType::ALL.into_iter().find(|t| t.name() == ty) else { continue };
            let column = ty.count_column().unwrap_or(super::share::MEMORY);
            *counts.entry(column.to_owned()).or_default() += n;
        }
        for (kind, n) in &site.memory {
            *bytes.entry(kind.to_string()).or_default() += n;
        }
    }
    (counts, bytes)
}

/// `site` in one line: "3 x zeMemAllocDevice, 196.6 kB (196,608 bytes), oldest 40 ms: f (a.c:12) < g
/// (a.c:40) < main".
pub fn describe(site: &Site) -> String {
    let apis: Vec<String> = site.apis.iter().map(|(a, n)| format!("{n} x {a}")).collect();
    let mut s = apis.join(", ");
    if site.bytes > 0 {
        s += &format!(", {}", crate::output::units::size_exact(site.bytes));
    }
    s += &format!(", oldest {} ms", site.oldest_age_ms);
    if let Some(why) = &site.lost {
        return s + &format!(": stack lost ({why})");
    }
    // Its caller first; then, in a Python program, the Python frames, which say where.
    let python: Vec<&Frame> = site.frames.iter().filter(|f| f.python).take(3).collect();
    let shown: Vec<&Frame> = match python.is_empty() {
        true => site.frames.iter().take(4).collect(),
        false => site.frames.iter().take(1).filter(|f| !f.python).chain(python).collect(),
    };
    let frames: Vec<String> = shown
        .into_iter()
        .map(|f| match (&f.function, &f.file, f.line) {
            (Some(func), Some(file), Some(line)) => {
                format!("{func} ({}:{line})", file.rsplit('/').next().unwrap_or(file))
            }
            (Some(func), _, _) => func.clone(),
            _ => "?".into(),
        })
        .collect();
    s + ": " + &frames.join(" < ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn globs_match_whole_names() {
        assert!(glob("leak_*", "leak_device_buffer"));
        assert!(glob("*buffer", "leak_device_buffer"));
        assert!(glob("l*_d*r", "leak_device_buffer"));
        assert!(glob("main", "main"));
        assert!(!glob("main", "domain"));
        assert!(!glob("a*b*c", "acb"));
        assert!(glob("*", ""));
    }

    fn site(func: &str, file: &str, line: u32, lost: Option<&str>) -> Site {
        Site {
            bytes: 64,
            apis: [("zeEventCreate".into(), 2)].into(),
            types: [("Event".into(), 2)].into(),
            memory: BTreeMap::new(),
            oldest_age_ms: 5,
            frames: vec![Frame { function: Some(func.into()), file: Some(file.into()), line: Some(line), ..Frame::default() }],
            lost: lost.map(|l| l.to_owned().into()),
            ..Site::default()
        }
    }

    #[test]
    fn a_site_is_allowed_by_function_file_or_line_never_when_lost() {
        let allow = AllowList { patterns: vec!["known_*".into(), "cache.c:40".into(), "pool.c".into()] };
        assert!(allow.allows(&site("known_leak", "/src/a.c", 1, None)));
        assert!(allow.allows(&site("other", "/src/cache.c", 40, None)));
        assert!(!allow.allows(&site("other", "/src/cache.c", 41, None)));
        assert!(allow.allows(&site("other", "/x/pool.c", 9, None)));
        assert!(!allow.allows(&site("new_leak", "/src/a.c", 1, None)));
        assert!(!allow.allows(&site("known_leak", "/src/a.c", 1, Some("ring buffer full"))));
        let (counts, _) = allowed_share(&[site("known_leak", "a.c", 1, None)], &allow);
        assert_eq!(counts["Events"], 2);
    }
}
