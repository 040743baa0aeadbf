//! The tree keeps the shape docs/ARCHITECTURE.md gives it: every module of `src/` is on its
//! code map, and every import between the folders runs downwards, in the order the map states.
use std::{
    fs,
    path::{Path, PathBuf},
};

/// The folders of `src/`, from the top down: a folder may import from those after it, never
/// from one before it or beside it. `exit` is the crate root's.
const LAYERS: [&[&str]; 10] =
    [&["cli"], &["commands", "daemon"], &["control"], &["metrics"], &["output"], &["data"], &["unwind"], &["probes"], &["process"], &["exit"]];

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
