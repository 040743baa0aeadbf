//! Whose each object left at the end is: the program's (a leak), or kept by a runtime (a
//! pool's slabs, a runtime's own context and command lists), or a slab that holds the
//! program's leaks. Only the program's make a verdict of LEAKED (see `output::verdict`).
//!
//! Two facts decide, neither a guess about names of functions:
//! - **Layers.** A create made while its thread was inside a call of an allocator layer above
//!   its library (`flags::IN_LAYER`: a UMF pool's `malloc` getting a slab from Level Zero) is
//!   the layer's. The blocks the layer handed out and were never given back are the
//!   program's, at the program's line, for the bytes it asked for. A slab that holds such a
//!   block is neither: its bytes are the leak's, counted once, as the blocks.
//! - **Rules** ([`Rules`]), for what a runtime creates for the life of the process outside any
//!   allocator (Unified Runtime's contexts, command lists, event pools): an object whose
//!   creating call came straight from a library a rule names (the innermost frame of its
//!   stack) is that library's. Without stacks (`--no-stacks`) no rule can match: such
//!   objects count as the program's, as before.
use std::{fmt, path::Path};

use rustc_hash::{FxHashMap, FxHashSet};
use tracer_common::ObjType;

use crate::{
    data::live::{Live, Tally},
    unwind::StackId,
};

/// Who keeps an object the program did not leak.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Keeper {
    /// A pool of an allocator layer (its runtime, as `Library::runtime` names it): its slab.
    /// `pool` is the pool's handle (0: not known).
    Pool { runtime: &'static str, pool: u64 },
    /// A runtime library, by a rule: the library's file name (as the stack names it).
    Runtime { library: String },
}

impl fmt::Display for Keeper {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            Keeper::Pool { runtime, pool: 0 } => write!(f, "{runtime} pool"),
            Keeper::Pool { runtime, pool } => write!(f, "{runtime} pool {pool:#x}"),
            Keeper::Runtime { library } => f.write_str(library),
        }
    }
}

/// Whose an outstanding object is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Owner<'a> {
    /// The program's: a leak.
    Program,
    /// Kept by a runtime.
    Kept(&'a Keeper),
    /// A slab holding blocks the program leaked: the leak's bytes, counted as those blocks.
    HoldsLeak,
}

/// The owners of a process's outstanding objects, once it ended: only those not the
/// program's are kept here (few: slabs, a runtime's objects), by their key.
#[derive(Debug, Default)]
pub struct Owners {
    kept: FxHashMap<(ObjType, u64), Keeper>,
    holds_leak: FxHashSet<(ObjType, u64)>,
}

impl Owners {
    /// Tells the owners of a process's `outstanding` objects (those a rule gives a runtime were
    /// marked as their stacks were unwound: `Live::kept`). `pool_of`: the pool a slab came
    /// from; `caller`: the file of the innermost frame of a stack, the library that keeps it.
    pub fn of<'a, 'o, I: Iterator<Item = &'o Live>>(outstanding: impl Fn() -> I, pool_of: impl Fn(&Live) -> Keeper, caller: impl Fn(StackId) -> Option<&'a str>) -> Owners {
        let mut owners = Owners::default();
        // The blocks the program holds, by address: a slab that contains one holds a leak.
        let mut blocks: Vec<u64> = outstanding().filter(|o| !o.in_layer && o.obj() == ObjType::Pooled).map(|o| o.handle).collect();
        blocks.sort_unstable();
        for o in outstanding() {
            if o.in_layer {
                let end = o.handle.saturating_add(o.size.max(1));
                let first = blocks.partition_point(|&at| at < o.handle);
                if blocks.get(first).is_some_and(|&at| at < end) {
                    owners.holds_leak.insert(o.key());
                    continue;
                }
                owners.kept.insert(o.key(), pool_of(o));
                continue;
            }
            if o.kept {
                let library = caller(o.stack).and_then(|c| Path::new(c).file_name()?.to_str()).unwrap_or("a runtime");
                owners.kept.insert(o.key(), Keeper::Runtime { library: library.to_owned() });
            }
        }
        owners
    }

    pub fn owner(&self, o: &Live) -> Owner<'_> {
        if self.kept.is_empty() && self.holds_leak.is_empty() {
            return Owner::Program;
        }
        match self.kept.get(&o.key()) {
            Some(k) => Owner::Kept(k),
            None if self.holds_leak.contains(&o.key()) => Owner::HoldsLeak,
            None => Owner::Program,
        }
    }

    /// Whether `o` is the program's.
    pub fn is_program(&self, o: &Live) -> bool {
        self.owner(o) == Owner::Program
    }

    /// What runtimes keep of the `outstanding` objects, by keeper (in order), and what the
    /// slabs that hold leaks hold.
    pub fn kept<'o>(&self, outstanding: impl Iterator<Item = &'o Live>) -> (Vec<(Keeper, Tally)>, Tally) {
        let mut by: std::collections::BTreeMap<Keeper, Tally> = Default::default();
        let mut holding = Tally::default();
        for o in outstanding {
            match self.owner(o) {
                Owner::Kept(k) => by.entry(k.clone()).or_default().add(o),
                Owner::HoldsLeak => holding.add(o),
                Owner::Program => {}
            }
        }
        (by.into_iter().collect(), holding)
    }
}

/// What runtimes keep for the life of a process, outside any allocator: `keep:API:LIBRARY`
/// lines, each a glob (`*` matches any run of characters) on the API's name and on the file
/// name of the library that called it. `#` starts a comment. Shipped: [`Rules::SHIPPED`];
/// users add theirs with `--keep FILE`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Rules {
    rules: Vec<Rule>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
struct Rule {
    api: String,
    library: String,
}

impl Rules {
    /// The rules ze-tracer ships (`tracer-user/src/data/runtimes.keep`).
    pub const SHIPPED: &'static str = include_str!("runtimes.keep");

    /// The shipped rules.
    pub fn shipped() -> Rules {
        Rules::parse(Rules::SHIPPED).expect("the shipped rules parse")
    }

    /// Reads rules; an error names the line that is not one.
    pub fn parse(text: &str) -> Result<Rules, String> {
        let mut rules = Vec::new();
        for (n, line) in text.lines().enumerate() {
            let line = line.split('#').next().unwrap_or("").trim();
            if line.is_empty() {
                continue;
            }
            let fields: Vec<&str> = line.split(':').map(str::trim).collect();
            match fields[..] {
                ["keep", api, library] if !api.is_empty() && !library.is_empty() => {
                    rules.push(Rule { api: api.to_owned(), library: library.to_owned() })
                }
                _ => return Err(format!("line {}: {line:?} is not keep:API:LIBRARY", n + 1)),
            }
        }
        Ok(Rules { rules })
    }

    /// Adds `other`'s rules after these.
    pub fn extend(&mut self, other: Rules) {
        self.rules.extend(other.rules);
    }

    /// Whether a rule says `library` keeps what it makes with `api`.
    pub fn keeps(&self, api: &str, library: &str) -> bool {
        self.rules.iter().any(|r| glob(&r.api, api) && glob(&r.library, library))
    }
}

impl fmt::Display for Rules {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        for r in &self.rules {
            writeln!(f, "keep:{}:{}", r.api, r.library)?;
        }
        Ok(())
    }
}

/// Whether `text` matches `pattern` whole, where `*` matches any run of characters: the globs
/// of `--keep` rules and of `check --allow-site`.
pub(crate) fn glob(pattern: &str, text: &str) -> bool {
    let Some((head, rest)) = pattern.split_once('*') else { return pattern == text };
    let Some(mut text) = text.strip_prefix(head) else { return false };
    let parts: Vec<&str> = rest.split('*').collect();
    let (last, middle) = parts.split_last().expect("split gives one part at least");
    for part in middle {
        match text.find(part) {
            Some(at) => text = &text[at + part.len()..],
            None => return false,
        }
    }
    text.len() >= last.len() && text.ends_with(last)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn globs_match_as_shells_do() {
        assert!(glob("ze*Create*", "zeContextCreate"));
        assert!(glob("ze*Create*", "zeCommandListCreateImmediate"));
        assert!(!glob("ze*Create*", "zeMemAllocDevice"));
        assert!(glob("libur_adapter_level_zero*.so*", "libur_adapter_level_zero.so.0"));
        assert!(glob("libur_adapter_level_zero*.so*", "libur_adapter_level_zero_v2.so.0.12.0"));
        assert!(!glob("libur_adapter_level_zero*.so*", "libsycl.so.9"));
        assert!(glob("a*b*a", "aba") && !glob("a*ba", "ab") && glob("*", "") && glob("x", "x"));
    }

    #[test]
    fn rules_read_back_as_written_and_say_which_line_is_wrong() {
        let shipped = Rules::shipped();
        assert!(!shipped.rules.is_empty());
        assert_eq!(Rules::parse(&shipped.to_string()).unwrap(), shipped);
        assert_eq!(Rules::parse("# nothing\n\n").unwrap(), Rules::default());
        let e = Rules::parse("keep:zeContextCreate:libfoo.so\nleak:x").unwrap_err();
        assert_eq!(e, "line 2: \"leak:x\" is not keep:API:LIBRARY");
        assert!(shipped.keeps("zeContextCreate", "libur_adapter_level_zero.so.0"));
        assert!(!shipped.keeps("zeMemAllocDevice", "libur_adapter_level_zero.so.0"), "memory is told by the layers");
        assert!(!shipped.keeps("zeContextCreate", "leaky"), "a program's own context is its own");
    }
}
