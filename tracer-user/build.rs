//! Builds `tracer-ebpf` and hands its object to `main.rs`, which embeds it, so `ze-tracer` is one
//! self-contained file and a plain `cargo build` is all it takes.
//!
//! The eBPF crate needs `-Z build-std=core` for bpfel-unknown-none, and rustup's stable has no
//! rust-src here, so it is built with Debian's rustc and cargo (rustc-web, cargo-web,
//! rust-web-src; LLVM 22 like bpf-linker 0.13). `cargo xtask setup` installs them.
use std::{env, path::PathBuf, process::Command};

const DEBIAN_CARGO: &str = "/usr/bin/cargo";
const DEBIAN_RUSTC: &str = "/usr/bin/rustc";

fn main() {
    let manifest_dir = PathBuf::from(env::var_os("CARGO_MANIFEST_DIR").unwrap());
    let root = manifest_dir.parent().unwrap();
    let ebpf_dir = root.join("tracer-ebpf");
    for dir in ["tracer-ebpf/src", "tracer-ebpf/Cargo.toml", "tracer-common/src"] {
        println!("cargo::rerun-if-changed={}", root.join(dir).display());
    }

    // Our own target dir: the outer cargo holds the lock on the workspace's.
    let target_dir = root.join("target").join("ebpf");
    let mut cmd = Command::new(DEBIAN_CARGO);
    cmd.current_dir(&ebpf_dir)
        .args(["build", "--release", "--target", "bpfel-unknown-none", "-Z", "build-std=core"])
        .arg("--target-dir")
        .arg(&target_dir);
    // The outer cargo and rustup leave variables that would point the inner build at rustup's
    // toolchain or at host flags.
    for (key, _) in env::vars_os() {
        let key = key.to_string_lossy();
        if key.starts_with("CARGO_") || key.starts_with("RUSTUP_") || key.starts_with("RUSTC") {
            cmd.env_remove(&*key);
        }
    }
    // BPF ISA v3 (Linux ≥ 5.12): the probes claim per-thread slots with compare-and-swap.
    // BTF (from the debug info): the kernel wants it for `ze_libs`'s `bpf_loop` callback.
    cmd.env("RUSTFLAGS", "-C target-cpu=v3 -C link-arg=--btf")
        .env("RUSTC", DEBIAN_RUSTC)
        .env("RUSTC_BOOTSTRAP", "1");

    let status = cmd.status().unwrap_or_else(|e| {
        panic!(
            "cannot run {DEBIAN_CARGO} ({e}): the eBPF probes need Debian's Rust toolchain and \
             bpf-linker; run `cargo xtask setup`"
        )
    });
    if !status.success() {
        panic!("building tracer-ebpf failed ({status}); `cargo xtask setup` installs what it needs");
    }
    let object = target_dir.join("bpfel-unknown-none/release/tracer-ebpf");
    println!("cargo::rustc-env=ZE_TRACER_BPF_OBJECT={}", object.display());
}
