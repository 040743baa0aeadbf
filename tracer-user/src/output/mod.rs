//! What is written for a user when a process's tracking ends, and what reads it back: the
//! summary (the one on-disk format of the verdict), the stderr report, the HTML page, the
//! pprof profile; the writer thread that writes them off the loop, and the output budget.
pub mod budget;
pub mod files;
pub mod html;
pub mod leaks;
pub mod pprof;
pub mod report;
pub mod summary;
pub mod verdict;
pub mod writer;

#[cfg(test)]
mod testing;
