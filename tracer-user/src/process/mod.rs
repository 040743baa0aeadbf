//! Facts about a traced process, read from /proc and what the node keeps: who it is
//! (`facts`), the CI job its environment names, the container its cgroup names; the clocks
//! events are stamped with; its memory, read; and the command that run mode starts (`child`).
//! Beside them, the file system as a tenant may shape it: what a traced process names, opened
//! safely (`untrusted`), and the directory outputs go to, held open (`out_dir`).
pub mod child;
pub mod ci_job;
pub mod clock;
pub mod container;
pub mod facts;
pub mod memory;
pub mod out_dir;
pub mod untrusted;
