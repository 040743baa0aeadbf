//! Python leak sites: the CPython interpreter frames under an L0 call, walked in the kernel with
//! each version's layout, named here.
pub mod layout;
pub mod runtime;
pub mod procs;
pub mod code;
pub mod linetable;
