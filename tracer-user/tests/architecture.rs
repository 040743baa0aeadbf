//! The tree keeps the shape docs/ARCHITECTURE.md gives it: every module of `src/` is on its
//! code map, and every import between the folders runs downwards, in the order the map states.
use std::{
    fs,
    path::{Path, PathBuf},
};

/// The folders of `src/`, from the top down: a folder may import from those after it, never
/// from one before it or beside it. `exit` is the crate root's.
const LAYERS: [&[&str]; 11] = [
    &["cli"],
    &["commands", "daemon"],
    &["control"],
    &["runs"],
    &["metrics"],
    &["output"],
    &["data"],
    &["unwind"],
    &["probes"],
    &["process"],
    &["exit"],
];

/// Modules of the crate root built for tests only (`#[cfg(test)]`), which any layer's tests use.
const TEST_ONLY: &[&str] = &["props"];

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// Every `.rs` file below `dir`, relative to `src/`.
fn sources(dir: &Path, out: &mut Vec<String>) {
    for entry in fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path.strip_prefix(src()).unwrap().display().to_string());
        }
    }
    out.sort();
}

fn all_sources() -> Vec<String> {
    let mut files = vec![];
    sources(&src(), &mut files);
    files
}

#[test]
fn the_code_map_names_every_module() {
    let map = fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/ARCHITECTURE.md")).unwrap();
    let missing: Vec<String> = all_sources().into_iter().filter(|f| !map.contains(&format!("`{f}`"))).collect();
    assert!(missing.is_empty(), "docs/ARCHITECTURE.md's code map does not name {missing:?}");
}

/// Every hook of the testbed binary is on the code map, as its header says them.
#[test]
fn the_code_map_names_every_testbed_hook() {
    let map = fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/ARCHITECTURE.md")).unwrap();
    let header = fs::read_to_string(src().join("bin/testbed.rs")).unwrap();
    let missing: Vec<&str> = ze_tracer::daemon::HOOKS.iter().copied().filter(|h| !map.contains(&format!("`{h}"))).collect();
    assert!(missing.is_empty(), "docs/ARCHITECTURE.md's code map does not name the testbed's {missing:?}");
    let unsaid: Vec<&str> = ze_tracer::daemon::HOOKS.iter().copied().filter(|h| !header.contains(&format!("//! - `{h}"))).collect();
    assert!(unsaid.is_empty(), "bin/testbed.rs's header does not say {unsaid:?}");
}

/// The top-level modules `text` names through `crate::` (`crate::data::…`, and each item of a
/// `use crate::{…}` group).
fn crate_refs(text: &str) -> Vec<String> {
    let mut refs = vec![];
    let mut rest = text;
    while let Some(at) = rest.find("crate::") {
        rest = &rest[at + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            let (mut depth, mut item, mut end) = (1, String::new(), group.len());
            for (i, c) in group.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 1 => {
                        end = i;
                        break;
                    }
                    '}' => depth -= 1,
                    ',' if depth == 1 => {
                        refs.push(first_ident(&item));
                        item.clear();
                        continue;
                    }
                    _ => {}
                }
                item.push(c);
            }
            refs.push(first_ident(&item));
            rest = &group[end..];
        } else {
            refs.push(first_ident(rest));
        }
    }
    refs.retain(|r| !r.is_empty());
    refs
}

fn first_ident(s: &str) -> String {
    s.trim_start().chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect()
}

fn layer(folder: &str) -> Option<usize> {
    LAYERS.iter().position(|l| l.contains(&folder))
}

#[test]
fn imports_run_downwards() {
    let mut upwards = vec![];
    for file in all_sources() {
        let folder = file.split('/').next().unwrap();
        // The crate root and the binaries sit above every folder.
        let Some(own) = layer(folder) else { continue };
        let text = fs::read_to_string(src().join(&file)).unwrap();
        for r in crate_refs(&text) {
            // A module of the crate root's built for tests only (its property tests' helpers) is
            // no layer: production code cannot reach it.
            if TEST_ONLY.contains(&r.as_str()) {
                let root = fs::read_to_string(src().join("lib.rs")).unwrap();
                assert!(root.contains(&format!("#[cfg(test)]\nmod {r};")), "lib.rs builds {r} for tests only");
                continue;
            }
            let to = layer(&r).unwrap_or_else(|| panic!("{file}: crate::{r} is in no layer"));
            if r != folder && to <= own {
                upwards.push(format!("{file} -> {r}"));
            }
        }
    }
    assert!(upwards.is_empty(), "imports that run up or sideways: {upwards:#?}");
}

#[test]
fn the_import_reader_sees_groups_and_paths() {
    let text = "use crate::{\n    data::{Ended, sites::Site},\n    process::facts,\n};\nlet t = crate::unwind::Frame::default();";
    assert_eq!(crate_refs(text), ["data", "process", "unwind"]);
}

/// Every path `text` names through `crate::` or `super::` (the latter as `super` first),
/// its groups spelled out: `crate::{data::{Ended, sites::Site}, output::units}` is
/// `[data, Ended]`, `[data, sites, Site]`, `[output, units]`.
fn paths(text: &str) -> Vec<Vec<String>> {
    fn tree(chars: &[char], i: &mut usize, prefix: &[String], out: &mut Vec<Vec<String>>) {
        let mut path = prefix.to_vec();
        loop {
            while *i < chars.len() && chars[*i].is_whitespace() {
                *i += 1;
            }
            if chars.get(*i) == Some(&'{') {
                *i += 1;
                loop {
                    tree(chars, i, &path, out);
                    while *i < chars.len() && chars[*i].is_whitespace() {
                        *i += 1;
                    }
                    match chars.get(*i) {
                        Some(',') => *i += 1,
                        Some('}') => {
                            *i += 1;
                            return;
                        }
                        _ => return,
                    }
                    while *i < chars.len() && chars[*i].is_whitespace() {
                        *i += 1;
                    }
                    if chars.get(*i) == Some(&'}') {
                        *i += 1;
                        return;
                    }
                }
            }
            let start = *i;
            while *i < chars.len() && (chars[*i].is_ascii_alphanumeric() || chars[*i] == '_') {
                *i += 1;
            }
            if *i == start {
                break;
            }
            path.push(chars[start..*i].iter().collect());
            if chars.get(*i) == Some(&':') && chars.get(*i + 1) == Some(&':') {
                *i += 2;
                continue;
            }
            break;
        }
        if path.len() > prefix.len() {
            out.push(path);
        }
    }
    let chars: Vec<char> = text.chars().collect();
    let mut out = vec![];
    for (at, _) in text.match_indices("crate::").chain(text.match_indices("super::")) {
        let head = if text[at..].starts_with("super") { "super" } else { "crate" };
        // The same place in chars (the text before it may have multi-byte characters).
        let mut i = text[..at].chars().count() + head.len() + 2;
        let prefix = if head == "super" { vec!["super".to_owned()] } else { vec![] };
        tree(&chars, &mut i, &prefix, &mut out);
    }
    out
}

/// Within each folder, the modules (a file, or a folder below it as one) import each other
/// without a circle: what changes together stays together, and each can be read knowing only
/// those below it. (The folder's own `mod.rs`, which declares them all, is no such module.)
#[test]
fn modules_import_each_other_without_a_circle() {
    use std::collections::{BTreeMap, BTreeSet};
    let module_of = |file: &str| -> Option<(String, String)> {
        let parts: Vec<&str> = file.split('/').collect();
        match parts.as_slice() {
            [folder, name] if *name != "mod.rs" => Some((folder.to_string(), name.trim_end_matches(".rs").to_owned())),
            [folder, sub, ..] if parts.len() >= 3 => Some((folder.to_string(), sub.to_string())),
            _ => None,
        }
    };
    let files = all_sources();
    let modules: BTreeSet<(String, String)> = files.iter().filter_map(|f| module_of(f)).collect();
    let mut edges: BTreeMap<(String, String), BTreeSet<String>> = BTreeMap::new();
    for file in &files {
        let Some((folder, own)) = module_of(file) else { continue };
        let top_level = file.split('/').count() == 2;
        let text = fs::read_to_string(src().join(file)).unwrap();
        // Its tests may use any sibling: only what the module itself imports counts.
        let text = text.split("#[cfg(test)]\nmod tests").next().unwrap();
        for p in paths(text) {
            let target = match p.as_slice() {
                [f, m, ..] if *f == folder => m.clone(),
                [s, m, ..] if s == "super" && top_level => m.clone(),
                _ => continue,
            };
            if target != own && modules.contains(&(folder.clone(), target.clone())) {
                edges.entry((folder.clone(), own.clone())).or_default().insert(target);
            }
        }
    }
    // The reader sees imports (a summary is made of a judged process): no circle is not no edge.
    let summary = edges.get(&("output".to_owned(), "summary".to_owned()));
    assert!(summary.is_some_and(|to| to.contains("verdict")), "{edges:#?}");
    // A circle is a path back to where it began.
    let mut circles = vec![];
    for (folder, start) in &modules {
        let mut stack = vec![(start.clone(), vec![start.clone()])];
        let mut seen = BTreeSet::new();
        while let Some((at, path)) = stack.pop() {
            for next in edges.get(&(folder.clone(), at.clone())).into_iter().flatten() {
                if next == start {
                    circles.push(format!("{folder}: {} -> {start}", path.join(" -> ")));
                } else if seen.insert(next.clone()) {
                    stack.push((next.clone(), [path.clone(), vec![next.clone()]].concat()));
                }
            }
        }
    }
    circles.sort();
    circles.dedup();
    assert!(circles.is_empty(), "imports that go round: {circles:#?}");
}

#[test]
fn the_path_reader_spells_out_groups() {
    let text = "use crate::{\n    data::{Ended, sites::Site},\n    output::units,\n};\nuse super::{a, b::{c, d}};";
    let got: Vec<String> = paths(text).into_iter().map(|p| p.join("::")).collect();
    assert_eq!(got, ["data::Ended", "data::sites::Site", "output::units", "super::a", "super::b::c", "super::b::d"]);
}
