//! `ze-tracer`: finds Level Zero leaks from outside the process, with eBPF uprobes on
//! libze_loader: no restart, no environment variables, no validation layer in the target.
//! The library does the work (`ze_tracer::cli`); this binary has no test hooks.
fn main() -> std::process::ExitCode {
    ze_tracer::cli::main(std::env::args_os(), ze_tracer::daemon::Hooks::default())
}
