//! The loader copies the daemon found a process had mapped, and how each was armed.
//!
//! A copy is armed in time when none of its code ran before: armed before the process
//! mapped it, or its loading thread held until it was. Otherwise its first calls may be
//! missing (the control plane notes why, with the copy's name). What is kept here serves the
//! end of the process: the report's first line names the copies armed late, and a process
//! that mapped a copy and made no traced call at all says so (whatever the bookkeeping
//! says, no call seen from a loaded loader is a miss until shown otherwise).

/// How one copy the process mapped was armed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Armed {
    /// Before the process mapped it, or before its code could run: every call is seen.
    InTime,
    /// After its code may have run: calls before then were not seen.
    Late,
    /// Not at all: it could not be armed.
    Failed,
    /// Not at all: the process ended before the daemon knew of it (its reason says why, and
    /// that no call of it was seen).
    Never,
}

#[derive(Debug, Default, Clone)]
pub struct Copies {
    /// (name as the process maps it, how it was armed), in the order found.
    copies: Vec<(String, Armed)>,
    /// ld.so's probe saw it load a loader copy (its name is read from the maps, if it lives).
    loaded: bool,
}

impl Copies {
    /// Copy `name` was found mapped, armed so; a copy found again keeps its worst.
    pub fn found(&mut self, name: &str, armed: Armed) {
        match self.copies.iter_mut().find(|(n, _)| n == name) {
            Some((_, was)) => *was = (*was).max(armed),
            None => self.copies.push((name.to_owned(), armed)),
        }
    }

    /// ld.so's probe saw it load a copy.
    pub fn loaded(&mut self) {
        self.loaded = true;
    }

    /// Whether it mapped a loader copy while traced (found in its maps, or loaded through
    /// ld.so).
    pub fn any(&self) -> bool {
        self.loaded || !self.copies.is_empty()
    }

    /// The copies whose calls may be missing (their reasons are noted already).
    pub fn unseen(&self) -> impl Iterator<Item = &str> {
        self.copies.iter().filter(|(_, a)| *a != Armed::InTime).map(|(n, _)| n.as_str())
    }

    /// What the summary says of copies mapped and no call traced (`calls`: the process's
    /// traced calls, failed ones included).
    pub fn reasons(&self, calls: u64) -> Option<String> {
        if calls > 0 || (self.copies.is_empty() && !self.loaded) {
            return None;
        }
        // A copy never armed says so itself.
        if self.copies.iter().any(|(_, a)| *a == Armed::Never) {
            return None;
        }
        let name = self.copies.first().map_or("a loader copy", |(n, _)| n.as_str());
        Some(format!("it mapped {name}, but no call of it was traced: any it made were not seen"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_copy_keeps_the_worst_of_how_it_was_armed() {
        let mut c = Copies::default();
        c.found("/opt/a/libze_loader.so.1", Armed::InTime);
        c.found("/opt/b/libze_loader.so.1", Armed::Late);
        c.found("/opt/a/libze_loader.so.1", Armed::Failed);
        c.found("/opt/b/libze_loader.so.1", Armed::InTime);
        assert_eq!(c.unseen().collect::<Vec<_>>(), ["/opt/a/libze_loader.so.1", "/opt/b/libze_loader.so.1"]);
    }

    #[test]
    fn copies_mapped_and_no_call_traced_say_so() {
        let mut c = Copies::default();
        assert_eq!(c.reasons(0), None, "no copy: nothing to say");
        c.found("/usr/lib/libze_loader.so.1", Armed::InTime);
        assert_eq!(c.reasons(0).as_deref(), Some("it mapped /usr/lib/libze_loader.so.1, but no call of it was traced: any it made were not seen"));
        assert_eq!(c.reasons(3), None);
        let mut gone = Copies::default();
        gone.loaded();
        assert_eq!(gone.reasons(0).as_deref(), Some("it mapped a loader copy, but no call of it was traced: any it made were not seen"));
    }

    /// A copy found only at the process's exit, never armed: its own reason says no call was
    /// seen, so this one is not said again; it is named among the copies whose calls may miss.
    #[test]
    fn a_copy_never_armed_speaks_for_itself() {
        let mut c = Copies::default();
        c.found("/usr/lib/libze_loader.so.1", Armed::InTime);
        c.found("/opt/libze_loader.so.1", Armed::Never);
        assert_eq!(c.reasons(0), None);
        assert_eq!(c.unseen().collect::<Vec<_>>(), ["/opt/libze_loader.so.1"]);
    }
}
