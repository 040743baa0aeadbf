//! The loader copies the daemon found a process had mapped, how each was armed, and what that
//! says of the process's calls at its end.
//!
//! A copy is armed in time when none of its code ran before: proven by the kernel side (ld.so's
//! probe found it armed as it was loaded: `libs::LOADED_ARMED`), by a hold (its loading thread
//! waited until it was armed), or by the clock (armed before the process began). A copy found
//! armed without such a proof (another process's look armed it after this one began) is
//! `Unproven`, and the process's own calls settle it: every program enters `zeInit` or
//! `zeInitDrivers` before it makes any object, so one seen through a copy means that copy's
//! calls are seen (its probe's cookie numbers the copy: `Inited`), and creates seen without
//! one mean its initialization (and what came before) was missed; a
//! layer's copy (UMF's) has no such witness, and stays unproven: incomplete, not a false leak. A
//! process that made no traced call through copies all armed in time made no object: it is
//! complete, and says so once (`Use`).

/// How one copy the process mapped was armed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Armed {
    /// Before the process mapped it, or before its code could run: every call is seen.
    InTime,
    /// Armed when the daemon looked, but nothing proves it was before the process mapped it:
    /// settled by its calls at the end (see the module's text).
    Unproven,
    /// After its code may have run: calls before then were not seen.
    Late,
    /// Not at all: it could not be armed.
    Failed,
    /// Not at all: the process ended before the daemon knew of it (its reason says why, and
    /// that no call of it was seen).
    Never,
}

/// What a process's traced calls show of its use of Level Zero, judged once at its end: the
/// report's first line, the summary, the page and `check` all say this one thing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Use {
    /// It never loaded libze_loader while traced: nothing was seen, nothing is judged.
    NeverLoaded,
    /// It loaded the loader, every copy armed in time, and never initialized Level Zero.
    NotInitialized,
    /// Its `zeInit`/`zeInitDrivers` failed every time (no driver, no device): no object made.
    InitFailed,
    /// It initialized Level Zero and made no object.
    NoObject,
    /// It made traced calls beyond initializing: its objects are judged.
    #[default]
    Objects,
}

impl Use {
    /// How the outputs say a process made no object, if it made none.
    pub fn no_object_words(self) -> Option<&'static str> {
        match self {
            Use::NotInitialized => Some("no Level Zero object made (it loaded libze_loader and never initialized it)"),
            Use::InitFailed => Some("no Level Zero object made (zeInit failed: no driver or device answered)"),
            Use::NoObject => Some("no Level Zero object made"),
            Use::NeverLoaded | Use::Objects => None,
        }
    }

}

/// A process's traced calls, as the end's judgment needs them.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Calls {
    /// Creates, destroys and appends, failed ones included.
    pub objects: u64,
    /// `zeInit`/`zeInitDrivers` calls, and how many of them succeeded.
    pub inits: u64,
    pub inits_ok: u64,
    /// The copies they were made through.
    pub inited: Inited,
    /// Level Zero objects destroyed that were never seen made (none counted when objects past
    /// a cap went untracked, or events were lost: those explain them): made before a copy
    /// was armed, which a `zeInit` seen since cannot vouch for.
    pub unknown_destroys: u64,
}

/// The loader copies a process's initializations were made through, by the numbers their
/// probes name them by (`Probes::copy_number`): the first few, all a
/// process has (one loader, or a runtime's and the program's own); a copy past them reads as
/// not initialized, so never as witnessed by mistake.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Inited([Option<u16>; 4]);

impl Inited {
    pub fn add(&mut self, copy: u16) {
        if !self.has(copy) {
            if let Some(free) = self.0.iter_mut().find(|c| c.is_none()) {
                *free = Some(copy);
            }
        }
    }

    pub fn has(&self, copy: u16) -> bool {
        self.0.contains(&Some(copy))
    }
}

/// What the copies say at the process's end.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Judgment {
    /// Why calls may be missing, beyond the reasons noted as copies were armed.
    pub reasons: Vec<String>,
    /// The copies whose calls may be missing.
    pub unseen: Vec<String>,
    /// When each of `unseen` that was armed at all was first found armed (CLOCK_MONOTONIC
    /// ns): its calls since then are seen, those before may be missing.
    pub armed_ns: Vec<(String, u64)>,
    /// A loader copy was seen at all (mapped, or loaded through ld.so).
    pub loaded: bool,
}

#[derive(Debug, Default, Clone)]
pub struct Copies {
    /// Each copy as the process maps it, in the order found.
    copies: Vec<Copy>,
    /// ld.so's probe saw it load a copy armed already (the kernel's proof).
    loaded_armed: bool,
    /// … but at a late first look (`libs::LATE_LOOK`): no proof of the calls before it.
    loaded_armed_late: bool,
    /// ld.so's probe saw it load a copy not armed yet (held or not).
    loaded_unarmed: bool,
    /// A look after its ld.so was probed found no loader copy mapped (`Control::look_clean`):
    /// every copy ld.so's first report lists was loaded after the probe was on, so that
    /// report, late as it is, is a proof (`loaded_armed_late` reads as `loaded_armed`).
    clean_look: bool,
}

#[derive(Debug, Clone)]
struct Copy {
    name: String,
    armed: Armed,
    /// When a look first found it armed (CLOCK_MONOTONIC ns); None: never.
    armed_ns: Option<u64>,
    /// The number its initializations' events name it by (`Probes::copy_number`); None: not
    /// known (its initializations, any of the process's, witness it).
    number: Option<u16>,
}

impl Copies {
    /// Copy `name` was found mapped by a look at `at_ns`, armed so; a copy found again keeps
    /// its worst, but a proof stands: a later look that finds it armed and proves nothing
    /// (`Unproven`) does not undo an earlier look's proof, and a proof found later settles an
    /// unproven copy. Its arming time is the first look's that found it armed. `number`: what
    /// its initializations' events name it by, if known.
    pub fn found(&mut self, name: &str, armed: Armed, at_ns: u64, number: Option<u16>) {
        let armed_ns = matches!(armed, Armed::InTime | Armed::Unproven | Armed::Late).then_some(at_ns);
        match self.copies.iter_mut().find(|c| c.name == name) {
            Some(c) => {
                c.armed = match (c.armed, armed) {
                    (Armed::InTime, Armed::Unproven) | (Armed::Unproven, Armed::InTime) => Armed::InTime,
                    (was, armed) => was.max(armed),
                };
                c.armed_ns = c.armed_ns.or(armed_ns);
                c.number = c.number.or(number);
            }
            None => self.copies.push(Copy { name: name.to_owned(), armed, armed_ns, number }),
        }
    }

    /// ld.so's probe saw it load a copy: `armed` already (every copy of that load), or not;
    /// `late_look`: at its first report of a process begun before the probe was on (see
    /// `libs::LATE_LOOK`), where an armed copy proves nothing of the calls before.
    pub fn loaded(&mut self, armed: bool, late_look: bool) {
        match (armed, late_look) {
            (true, false) => self.loaded_armed = true,
            (true, true) => self.loaded_armed_late = true,
            (false, _) => self.loaded_unarmed = true,
        }
    }

    /// A look after its ld.so was probed found no loader copy mapped: ld.so's reports of it
    /// are proofs from then on, its first one included.
    pub fn looked_clean(&mut self) {
        self.clean_look = true;
    }

    /// ld.so's probe saw it load a copy armed already, at a look that proves it.
    fn loaded_armed_proven(&self) -> bool {
        self.loaded_armed || (self.loaded_armed_late && self.clean_look)
    }

    /// Whether the kernel side vouches for every copy it loaded: each was armed as ld.so
    /// loaded it, and none was loaded unarmed.
    pub fn vouched(&self) -> bool {
        self.loaded_armed_proven() && !self.loaded_unarmed
    }

    /// Whether ld.so's probe reported a load of it (so the ld.so it runs is probed).
    pub fn reported_by_ldso(&self) -> bool {
        self.loaded_armed || self.loaded_armed_late || self.loaded_unarmed
    }

    /// Whether it mapped a loader copy while traced (found in its maps, or loaded through
    /// ld.so).
    pub fn any(&self) -> bool {
        self.reported_by_ldso() || !self.copies.is_empty()
    }

    /// The judgment at the process's end, from its traced `calls`.
    pub fn judge(&self, calls: Calls) -> Judgment {
        let mut j = Judgment { loaded: self.any(), ..Judgment::default() };
        let traced = calls.objects + calls.inits;
        for Copy { name, armed, armed_ns, number } in &self.copies {
            // Its own zeInit, seen: a zeInit through another copy says nothing of its calls, nor
            // of a layer's (UMF's).
            let witnessed = !is_layer(name)
                && match number {
                    Some(n) => calls.inited.has(*n),
                    None => calls.inits > 0,
                };
            // A zeInit seen through it vouches for its calls, unless objects made unseen were
            // destroyed since: a program that initializes twice (a library's, then its own)
            // made them before the copy was armed.
            let contradicted = witnessed && calls.unknown_destroys > 0;
            match armed {
                Armed::InTime => {}
                Armed::Unproven if contradicted => j.reasons.push(format!(
                    "{name} was armed after the process began; its zeInit through it was seen, but {} objects it destroyed were never seen made: calls before then were missed",
                    calls.unknown_destroys
                )),
                // Its initialization was seen: its calls are.
                Armed::Unproven if witnessed => {}
                Armed::Unproven if is_layer(name) => j.reasons.push(format!(
                    "{name} was armed after the process began: its calls before then may be missing (a pool's slabs would read as the program's)"
                )),
                Armed::Unproven if calls.objects > 0 => j.reasons.push(format!(
                    "{name} was armed after the process began, and its zeInit was not seen: calls before then may be missing"
                )),
                Armed::Unproven => j.reasons.push(format!(
                    "it mapped {name}, armed only after it began, and no call of it was traced: any it made before then were not seen"
                )),
                // Their reasons were noted as they were found.
                Armed::Late | Armed::Failed | Armed::Never => {}
            }
            let settled = *armed == Armed::InTime || (*armed == Armed::Unproven && witnessed && !contradicted);
            if !settled {
                j.unseen.push(name.clone());
                j.armed_ns.extend(armed_ns.map(|ns| (name.clone(), ns)));
            }
        }
        // Loaded through ld.so, but gone before its maps were read: only the kernel's word
        // (or a call) says its calls were seen.
        if self.copies.is_empty() && (self.loaded_unarmed || self.loaded_armed_late) && !self.loaded_armed_proven() && traced == 0 {
            j.reasons.push("it mapped a loader copy, but no call of it was traced: any it made were not seen".into());
        }
        j
    }
}

/// Whether the copy named so is a layer's (a library above Level Zero: UMF).
fn is_layer(name: &str) -> bool {
    tracer_common::library_of_file(name).is_some_and(|l| l.level > 0)
}

/// What a process's calls show of its use of Level Zero (`loaded`: a copy was seen mapped).
pub fn use_of(calls: Calls, loaded: bool) -> Use {
    match (calls.objects, calls.inits, calls.inits_ok) {
        (0, 0, _) if !loaded => Use::NeverLoaded,
        (0, 0, _) => Use::NotInitialized,
        (0, _, 0) => Use::InitFailed,
        (0, _, _) => Use::NoObject,
        _ => Use::Objects,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const NONE: Calls = Calls { objects: 0, inits: 0, inits_ok: 0, inited: Inited([None; 4]), unknown_destroys: 0 };
    const INIT: Calls = Calls { objects: 0, inits: 1, inits_ok: 1, inited: Inited([None; 4]), unknown_destroys: 0 };
    const CREATES: Calls = Calls { objects: 3, inits: 0, inits_ok: 0, inited: Inited([None; 4]), unknown_destroys: 0 };

    #[test]
    fn a_copy_keeps_the_worst_of_how_it_was_armed() {
        let mut c = Copies::default();
        c.found("/opt/a/libze_loader.so.1", Armed::InTime, 0, None);
        c.found("/opt/b/libze_loader.so.1", Armed::Late, 0, None);
        c.found("/opt/a/libze_loader.so.1", Armed::Failed, 0, None);
        c.found("/opt/b/libze_loader.so.1", Armed::InTime, 0, None);
        assert_eq!(c.judge(INIT).unseen, ["/opt/a/libze_loader.so.1", "/opt/b/libze_loader.so.1"]);
    }

    /// An unseen copy's arming time is the first look's that found it armed; one never armed
    /// has none, and a copy settled in time needs none.
    #[test]
    fn an_unseen_copy_is_armed_at_the_first_look_that_found_it_armed() {
        let mut c = Copies::default();
        c.found("/opt/a/libze_loader.so.1", Armed::Failed, 10, None);
        c.found("/opt/b/libze_loader.so.1", Armed::Late, 20, None);
        c.found("/opt/b/libze_loader.so.1", Armed::Unproven, 30, None);
        c.found("/opt/c/libze_loader.so.1", Armed::Never, 40, None);
        c.found("/usr/lib/libze_loader.so.1", Armed::InTime, 50, None);
        let j = c.judge(CREATES);
        assert_eq!(j.unseen, ["/opt/a/libze_loader.so.1", "/opt/b/libze_loader.so.1", "/opt/c/libze_loader.so.1"]);
        assert_eq!(j.armed_ns, [("/opt/b/libze_loader.so.1".to_owned(), 20)]);
    }

    /// A later look that proves nothing (the copy armed by then) keeps an earlier proof.
    #[test]
    fn a_proof_stands_against_a_later_look() {
        let mut c = Copies::default();
        c.found("/venv/lib/libumf.so.1", Armed::InTime, 0, None);
        c.found("/venv/lib/libumf.so.1", Armed::Unproven, 0, None);
        c.found("/opt/libze_loader.so.1", Armed::Unproven, 0, None);
        c.found("/opt/libze_loader.so.1", Armed::InTime, 0, None);
        assert_eq!(c.judge(CREATES), Judgment { loaded: true, ..Judgment::default() });
        c.found("/venv/lib/libumf.so.1", Armed::Late, 0, None);
        assert_eq!(c.judge(CREATES).unseen, ["/venv/lib/libumf.so.1"]);
    }

    /// Armed in time and no call: nothing was missed, so nothing was made. Complete.
    #[test]
    fn copies_armed_in_time_and_no_call_is_complete() {
        let mut c = Copies::default();
        c.found("/usr/lib/libze_loader.so.1", Armed::InTime, 0, None);
        assert_eq!(c.judge(NONE), Judgment { loaded: true, ..Judgment::default() });
        assert_eq!(use_of(NONE, true), Use::NotInitialized);
        let mut gone = Copies::default();
        gone.loaded(true, false);
        assert_eq!(gone.judge(NONE), Judgment { loaded: true, ..Judgment::default() }, "the kernel's word stands for the maps");
        assert_eq!(Copies::default().judge(NONE), Judgment::default());
        assert_eq!(use_of(NONE, false), Use::NeverLoaded);
    }

    /// An unarmed load whose maps were never read, and no call: anything may have been missed.
    #[test]
    fn an_unarmed_load_never_looked_at_is_incomplete_without_calls() {
        let mut c = Copies::default();
        c.loaded(false, false);
        assert_eq!(c.judge(NONE).reasons, ["it mapped a loader copy, but no call of it was traced: any it made were not seen"]);
        assert!(c.judge(INIT).reasons.is_empty());
        c.loaded(true, false);
        assert!(!c.vouched(), "one unarmed load: the kernel vouches for none");
    }

    /// A copy ld.so's probe found armed at its first report of a process begun before the
    /// probe was on proves nothing: gone before its maps were read, with no call, it may have
    /// made its calls unseen.
    #[test]
    fn an_armed_copy_at_a_late_first_look_vouches_for_nothing() {
        let mut c = Copies::default();
        c.loaded(true, true);
        assert!(!c.vouched());
        assert_eq!(c.judge(NONE).reasons, ["it mapped a loader copy, but no call of it was traced: any it made were not seen"]);
        c.loaded(true, false);
        assert!(c.vouched());
        assert!(c.judge(NONE).reasons.is_empty());
    }

    /// … unless a look after the probe was on found no copy mapped: whatever that first report
    /// lists was loaded after the probe, armed as ld.so loaded it.
    #[test]
    fn a_late_first_look_after_a_clean_look_vouches() {
        let mut c = Copies::default();
        c.loaded(true, true);
        c.looked_clean();
        assert!(c.vouched());
        assert!(c.judge(NONE).reasons.is_empty());
        c.loaded(false, true);
        assert!(!c.vouched(), "an unarmed load still vouches for nothing");
    }

    /// Armed by another process's look after this one began: its zeInit settles it.
    #[test]
    fn an_unproven_copy_is_settled_by_its_calls() {
        let mut c = Copies::default();
        c.found("/opt/libze_loader.so.1", Armed::Unproven, 0, None);
        assert_eq!(c.judge(INIT), Judgment { loaded: true, ..Judgment::default() });
        let creates = c.judge(CREATES);
        assert_eq!(creates.unseen, ["/opt/libze_loader.so.1"]);
        assert!(creates.reasons[0].contains("its zeInit was not seen"), "{creates:?}");
        let none = c.judge(NONE);
        assert_eq!(none.unseen, ["/opt/libze_loader.so.1"]);
        assert!(none.reasons[0].contains("no call of it was traced"), "{none:?}");
    }

    /// Two copies armed after the process began, its zeInit seen through one: that one's calls
    /// are seen, the other's may not be (a zeInit through it, and its creates, before it was
    /// armed). A witness is of its own copy.
    #[test]
    fn a_zeinit_witnesses_its_own_copy_only() {
        let mut c = Copies::default();
        c.found("/usr/lib/libze_loader.so.1", Armed::Unproven, 0, Some(1));
        c.found("/opt/libze_loader.so.1", Armed::Unproven, 0, Some(2));
        let mut through_one = INIT;
        through_one.inited.add(1);
        let j = c.judge(through_one);
        assert_eq!(j.unseen, ["/opt/libze_loader.so.1"]);
        assert!(j.reasons[0].contains("no call of it was traced"), "{j:?}");
        let mut through_both = through_one;
        through_both.inited.add(2);
        assert_eq!(c.judge(through_both), Judgment { loaded: true, ..Judgment::default() });
        // Numbers not known (any zeInit witnesses it), and one past the first four: not taken
        // for one seen.
        let mut unnumbered = Copies::default();
        unnumbered.found("/opt/libze_loader.so.1", Armed::Unproven, 0, None);
        assert!(unnumbered.judge(through_one).unseen.is_empty());
        let mut many = INIT;
        (10..15).for_each(|n| many.inited.add(n));
        assert!(many.inited.has(13) && !many.inited.has(14));
    }

    /// A copy armed after the process began, its zeInit through it seen, but objects never
    /// seen made destroyed since: its zeInit seen was a second one, after calls unseen.
    #[test]
    fn a_witness_is_contradicted_by_objects_made_unseen() {
        let mut c = Copies::default();
        c.found("/opt/libze_loader.so.1", Armed::Unproven, 0, Some(1));
        let mut calls = Calls { objects: 1, ..INIT };
        calls.inited.add(1);
        assert!(c.judge(calls).unseen.is_empty());
        calls.unknown_destroys = 1;
        let j = c.judge(calls);
        assert_eq!(j.unseen, ["/opt/libze_loader.so.1"]);
        assert!(j.reasons[0].contains("1 objects it destroyed were never seen made"), "{j:?}");
        // A copy armed in time is not judged by its calls.
        let mut in_time = Copies::default();
        in_time.found("/usr/lib/libze_loader.so.1", Armed::InTime, 0, Some(2));
        assert!(in_time.judge(calls).unseen.is_empty());
    }

    /// A pool's copy armed after the process began: no zeInit vouches for its calls, and its
    /// pools' slabs made before then would read as the program's leaks.
    #[test]
    fn an_unproven_layer_is_never_settled_by_a_zeinit() {
        let mut c = Copies::default();
        c.found("/usr/lib/libze_loader.so.1", Armed::InTime, 0, None);
        c.found("/venv/lib/libumf.so.1", Armed::Unproven, 0, None);
        let j = c.judge(Calls { inits: 1, inits_ok: 1, ..CREATES });
        assert_eq!(j.unseen, ["/venv/lib/libumf.so.1"]);
        assert!(j.reasons[0].contains("slabs"), "{j:?}");
    }

    /// A copy found only at the process's exit, never armed: its own reason says no call was
    /// seen, so none is added; it is named among the copies whose calls may miss.
    #[test]
    fn a_copy_never_armed_speaks_for_itself() {
        let mut c = Copies::default();
        c.found("/usr/lib/libze_loader.so.1", Armed::InTime, 0, None);
        c.found("/opt/libze_loader.so.1", Armed::Never, 0, None);
        let j = c.judge(NONE);
        assert!(j.reasons.is_empty());
        assert_eq!(j.unseen, ["/opt/libze_loader.so.1"]);
    }

    #[test]
    fn use_of_calls() {
        assert_eq!(use_of(Calls { inits: 2, ..NONE }, true), Use::InitFailed);
        assert_eq!(use_of(INIT, true), Use::NoObject);
        assert_eq!(use_of(CREATES, true), Use::Objects);
    }
}
