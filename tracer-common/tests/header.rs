//! The API table against upstream's newest `ze_api.h` (loader v1.32, vendored in
//! `third_party/level-zero`): no function that creates or releases a handle is forgotten, and
//! every row's argument numbers are where the header puts them.
//!
//! A function creates a handle when a parameter is `[out]` and a pointer to a `*_handle_t` (or
//! `void**`, as `zeMemOpenIpcHandle`'s mapping); it releases one when its name says `Destroy`,
//! `Close`, `Put`, `Free`, `Release` or `Unmap`. Each must be in `APIS` or in `UNTRACED` with
//! its reason.
use std::collections::BTreeMap;

use tracer_common::{APIS, Api, Arg, Kind, NO_ARG, UNTRACED};

const HEADER: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../third_party/level-zero/include/ze_api.h");
/// What the vendored header says it is (its `@version` line): the table is checked against it.
const VERSION: &str = "v1.17-r1.17.24";

#[derive(Debug)]
struct Param {
    ty: String,
    name: String,
    /// The annotation: `[in]`, `[out][optional]`, `[in][release]`…
    doc: String,
    /// Its argument number as the table counts them: the register (0..=5), or 6 for the first
    /// stack slot; `None` for a later stack slot.
    arg: Option<u8>,
}

/// Every `ZE_APIEXPORT` function of the header, by name, with its parameters.
fn functions(src: &str) -> BTreeMap<String, Vec<Param>> {
    let structs: Vec<&str> = src
        .lines()
        .filter_map(|l| l.strip_prefix("typedef struct _")?.split_whitespace().nth(1)?.strip_suffix(';'))
        .collect();
    let mut out = BTreeMap::new();
    let mut rest = src;
    while let Some(at) = rest.find("ZE_APIEXPORT ze_result_t ZE_APICALL") {
        rest = &rest[at..];
        let open = rest.find('(').unwrap();
        let close = rest.find(");").unwrap();
        let name = rest[..open].split_whitespace().last().unwrap().to_owned();
        let mut params = Vec::new();
        for line in rest[open + 1..close].lines() {
            let Some((decl, doc)) = line.split_once("///<") else { continue };
            let decl = decl.trim().trim_end_matches(',').trim();
            if decl.is_empty() {
                continue; // a comment's second line
            }
            let (ty, pname) = decl.rsplit_once(' ').unwrap();
            params.push(Param { ty: ty.trim().to_owned(), name: pname.to_owned(), doc: doc.trim().to_owned(), arg: None });
        }
        assign_args(&mut params, &structs);
        out.insert(name, params);
        rest = &rest[close..];
    }
    out
}

/// x86-64 SysV: integer and pointer arguments take rdi..r9 in order, then the stack; a struct
/// of more than 16 bytes passed by value (an IPC handle) goes on the stack and takes no
/// register.
fn assign_args(params: &mut [Param], structs: &[&str]) {
    let (mut reg, mut stack) = (0u8, 0u8);
    for p in params {
        let in_memory = !p.ty.contains('*') && structs.contains(&p.ty.trim_start_matches("const ").trim());
        if in_memory || reg == 6 {
            p.arg = (stack == 0).then_some(6);
            stack += 1;
        } else {
            p.arg = Some(reg);
            reg += 1;
        }
    }
}

fn creates(params: &[Param]) -> bool {
    params.iter().any(|p| p.doc.starts_with("[out]") && (p.ty.ends_with("_handle_t*") || p.ty == "void**"))
}

fn releases(name: &str) -> bool {
    ["Destroy", "Close", "Put", "Free", "Release", "Unmap"].iter().any(|w| name.contains(w))
}

fn param<'a>(params: &'a [Param], arg: &Arg) -> Option<&'a Param> {
    let n = match *arg {
        Arg::Val(n) | Arg::Field(n, _) | Arg::Given(n) => n,
        Arg::None | Arg::Ret => return None,
    };
    params.iter().find(|p| p.arg == Some(n))
}

#[test]
fn header_is_the_one_the_table_names() {
    let src = std::fs::read_to_string(HEADER).unwrap();
    assert!(src.contains(&format!("@version {VERSION}")), "{HEADER} is not {VERSION}: check the table against it");
}

#[test]
fn every_create_and_release_is_traced_or_said_untraced() {
    let fns = functions(&std::fs::read_to_string(HEADER).unwrap());
    assert!(fns.len() > 200, "parsed only {} functions", fns.len());
    let traced = |name: &str| APIS.iter().any(|a| a.name == name);
    let untraced = |name: &str| UNTRACED.iter().any(|(n, _)| *n == name);
    let forgotten: Vec<&String> =
        fns.iter().filter(|(n, ps)| (creates(ps) || releases(n)) && !traced(n) && !untraced(n)).map(|(n, _)| n).collect();
    assert!(forgotten.is_empty(), "neither in APIS nor in UNTRACED (with why): {forgotten:?}");
    for (name, why) in UNTRACED {
        assert!(fns.contains_key(*name), "UNTRACED names {name}, which {VERSION} does not have");
        assert!(!traced(name), "{name} is both traced and untraced");
        assert!(!why.is_empty());
    }
}

/// Each row's arguments are the header's: the output pointer is an `[out]` handle, a destroy's
/// handle has the type its create makes, a size is a size.
#[test]
fn every_row_reads_the_arguments_the_header_declares() {
    let fns = functions(&std::fs::read_to_string(HEADER).unwrap());
    for api in APIS {
        let params = fns.get(api.name).unwrap_or_else(|| panic!("{} is not in {VERSION}", api.name));
        check_row(api, params);
    }
}

fn check_row(api: &Api, params: &[Param]) {
    let name = api.name;
    let at = |arg: &Arg| param(params, arg).unwrap_or_else(|| panic!("{name}: no parameter at {arg:?}: {params:?}"));
    match api.kind {
        Kind::Create => {
            let out = at(&api.handle);
            match api.handle {
                Arg::Given(_) => assert!(out.ty.contains('*') && out.doc.starts_with("[in]"), "{name}: {out:?}"),
                _ => {
                    assert!(out.doc.starts_with("[out]"), "{name}: {out:?} is not an output");
                    assert!(out.ty.ends_with("_handle_t*") || out.ty == "void**", "{name}: {out:?}");
                    assert_eq!(out.doc.contains("[optional]"), api.optional, "{name}: {out:?}");
                }
            }
            if let Some((_, n)) = api.also {
                let also = at(&Arg::Val(n));
                assert!(also.doc.starts_with("[out]") && also.ty.ends_with("_handle_t*"), "{name}: {also:?}");
            }
            if let Some(parent) = param(params, &api.parent) {
                assert!(parent.ty.ends_with("_handle_t") && parent.doc.starts_with("[in]"), "{name}: parent {parent:?}");
            }
            assert!(api.parent == Arg::None || param(params, &api.parent).is_some(), "{name}: no parent there");
        }
        Kind::Destroy => {
            let handle = at(&api.handle);
            assert!(!handle.ty.contains('*') || handle.ty.starts_with("void*") || handle.ty.starts_with("const void*"), "{name}: {handle:?}");
            let made: Vec<&Api> =
                APIS.iter().filter(|c| c.kind == Kind::Create && c.obj_of(false) == api.obj).collect();
            assert!(!made.is_empty() || APIS.iter().any(|c| c.also.is_some_and(|(o, _)| o == api.obj)), "{name}");
        }
        Kind::Call => assert!(name.starts_with("zeCommandList"), "{name}"),
        Kind::Init => assert!(name.starts_with("zeInit"), "{name}"),
    }
    match api.size {
        Arg::None => {}
        Arg::Val(_) => assert_eq!(at(&api.size).ty, "size_t", "{name}: size"),
        Arg::Field(..) => assert!(at(&api.size).ty.contains("_desc_t*"), "{name}: size in a descriptor"),
        Arg::Ret | Arg::Given(_) => panic!("{name}: a size is an argument"),
    }
    let _ = NO_ARG;
}

/// The parser itself: an IPC handle passed by value takes no register.
#[test]
fn a_struct_by_value_goes_on_the_stack() {
    let fns = functions(&std::fs::read_to_string(HEADER).unwrap());
    let open = &fns["zeMemOpenIpcHandle"];
    let args: Vec<(&str, Option<u8>)> = open.iter().map(|p| (p.name.as_str(), p.arg)).collect();
    assert_eq!(args, [("hContext", Some(0)), ("hDevice", Some(1)), ("handle", Some(6)), ("flags", Some(2)), ("pptr", Some(3))]);
    let shared = &fns["zeMemAllocShared"];
    assert_eq!(shared.last().map(|p| (p.name.as_str(), p.arg)), Some(("pptr", Some(6))));
}
