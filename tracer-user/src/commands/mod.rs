//! The client commands: `check` (the CI gate over summaries), `report` (HTML pages), `top`
//! (a live view of a daemon's metrics). They read what the daemon wrote or serves.
pub mod check;
pub mod report;
pub mod top;
