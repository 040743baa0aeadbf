//! Headless Chromium (Debian's) driven over the DevTools protocol through a pipe
//! (`--remote-debugging-pipe`: it reads NUL-terminated JSON commands on fd 3 and writes
//! replies and events on fd 4), so tests can open a page from disk and read the page itself:
//! its DOM, its network requests, its errors, a screenshot.
#![allow(dead_code)]

use std::{
    fs::File,
    io::{BufRead, BufReader, Write},
    os::{
        fd::{AsRawFd, FromRawFd, OwnedFd},
        unix::process::CommandExt,
    },
    path::{Path, PathBuf},
    process::{Child, Command, Stdio},
    sync::mpsc::{Receiver, channel},
    time::{Duration, Instant},
};

use serde_json::{Value, json};

pub const CHROMIUM: &str = "/usr/bin/chromium";
/// Hang guard for one reply or event: generous, as tests run beside others.
const PATIENCE: Duration = Duration::from_secs(120);

pub struct Browser {
    child: Child,
    commands: File,
    messages: Receiver<Value>,
    next_id: u64,
    /// Events seen so far, in order.
    pub events: Vec<Value>,
    profile: PathBuf,
}

/// A close-on-exec pipe: (read end, write end).
fn pipe() -> (OwnedFd, OwnedFd) {
    let mut fds = [0; 2];
    assert_eq!(unsafe { libc::pipe2(fds.as_mut_ptr(), libc::O_CLOEXEC) }, 0, "pipe2");
    unsafe { (OwnedFd::from_raw_fd(fds[0]), OwnedFd::from_raw_fd(fds[1])) }
}

impl Browser {
    /// Starts Chromium headless; `profile` is its user-data directory (made empty).
    pub fn start(profile: &Path, width: u32, height: u32) -> Browser {
        assert!(
            Path::new(CHROMIUM).exists(),
            "{CHROMIUM} is missing: the report tests render pages in Debian's Chromium (cargo xtask setup installs it; apt-get install chromium)"
        );
        let _ = std::fs::remove_dir_all(profile);
        std::fs::create_dir_all(profile).unwrap();
        let (cmd_read, cmd_write) = pipe();
        let (msg_read, msg_write) = pipe();
        let (r, w) = (cmd_read.as_raw_fd(), msg_write.as_raw_fd());
        let mut command = Command::new(CHROMIUM);
        command
            .args(["--headless=new", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe", "--hide-scrollbars"])
            .args(["--no-first-run", "--no-default-browser-check", "--disable-extensions", "--disable-background-networking"])
            .arg(format!("--window-size={width},{height}"))
            .arg(format!("--user-data-dir={}", profile.display()))
            .arg("about:blank")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(File::create(profile.with_extension("stderr")).unwrap());
        // SAFETY: fcntl and dup2 only, between fork and exec. The pipes may themselves be fds
        // 3 or 4: copied above both first, then dup2 (which clears close-on-exec) onto them.
        unsafe {
            command.pre_exec(move || {
                let (r, w) = (libc::fcntl(r, libc::F_DUPFD_CLOEXEC, 10), libc::fcntl(w, libc::F_DUPFD_CLOEXEC, 10));
                if r < 0 || w < 0 || libc::dup2(r, 3) < 0 || libc::dup2(w, 4) < 0 {
                    return Err(std::io::Error::last_os_error());
                }
                Ok(())
            });
        }
        let child = command.spawn().expect("chromium");
        drop((cmd_read, msg_write));
        let (tx, messages) = channel();
        std::thread::spawn(move || {
            let mut from = BufReader::new(File::from(msg_read));
            let mut buf = Vec::new();
            while from.read_until(0, &mut buf).is_ok_and(|n| n > 0) {
                if buf.last() == Some(&0) {
                    buf.pop();
                }
                if let Ok(v) = serde_json::from_slice(&buf) {
                    if tx.send(v).is_err() {
                        return;
                    }
                }
                buf.clear();
            }
        });
        Browser { child, commands: File::from(cmd_write), messages, next_id: 0, events: vec![], profile: profile.to_owned() }
    }

    fn next(&mut self) -> Value {
        self.messages.recv_timeout(PATIENCE).unwrap_or_else(|e| {
            let log = std::fs::read_to_string(self.profile.with_extension("stderr")).unwrap_or_default();
            panic!("chromium said nothing for {PATIENCE:?} ({e}); its stderr: {log}")
        })
    }

    /// Sends a command (to the page's session if any) and returns its result; events that
    /// arrive meanwhile are kept.
    pub fn call(&mut self, session: Option<&str>, method: &str, params: Value) -> Value {
        self.next_id += 1;
        let id = self.next_id;
        let mut msg = json!({ "id": id, "method": method, "params": params });
        if let Some(s) = session {
            msg["sessionId"] = s.into();
        }
        let mut bytes = serde_json::to_vec(&msg).unwrap();
        bytes.push(0);
        self.commands.write_all(&bytes).expect("write to chromium");
        loop {
            let m = self.next();
            if m["id"] == id {
                assert!(m.get("error").is_none(), "{method}: {}", m["error"]);
                return m["result"].clone();
            }
            self.events.push(m);
        }
    }

    /// Waits for event `method` (seen already or to come).
    pub fn wait_for(&mut self, method: &str) -> Value {
        if let Some(e) = self.events.iter().find(|e| e["method"] == method) {
            return e.clone();
        }
        let deadline = Instant::now() + PATIENCE;
        while Instant::now() < deadline {
            let m = self.next();
            self.events.push(m.clone());
            if m["method"] == method {
                return m;
            }
        }
        panic!("no {method} within {PATIENCE:?}");
    }

    /// A new tab attached in flat mode: its session id and target id.
    pub fn new_page(&mut self) -> (String, Value) {
        let target = self.call(None, "Target.createTarget", json!({ "url": "about:blank" }));
        let attached = self.call(None, "Target.attachToTarget", json!({ "targetId": target["targetId"], "flatten": true }));
        (attached["sessionId"].as_str().unwrap().to_owned(), target["targetId"].clone())
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Standard base64 (the screenshot's encoding).
pub fn base64_decode(s: &str) -> Vec<u8> {
    let value = |c: u8| match c {
        b'A'..=b'Z' => c - b'A',
        b'a'..=b'z' => c - b'a' + 26,
        b'0'..=b'9' => c - b'0' + 52,
        b'+' => 62,
        b'/' => 63,
        _ => panic!("not base64: {c}"),
    };
    let digits: Vec<u8> = s.bytes().filter(|c| *c != b'=' && !c.is_ascii_whitespace()).map(value).collect();
    let mut out = Vec::with_capacity(digits.len() * 3 / 4);
    for chunk in digits.chunks(4) {
        let n = chunk.iter().enumerate().fold(0u32, |n, (i, d)| n | (*d as u32) << (18 - 6 * i));
        out.extend_from_slice(&n.to_be_bytes()[1..chunk.len()]);
    }
    out
}
