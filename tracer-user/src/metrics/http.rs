//! Where the metrics are served (`--metrics ADDR`), and fetched by `ze-tracer top`.
//!
//! `ADDR` is `HOST:PORT` (loopback only, unless `--metrics-any-address`), `unix:PATH`, or
//! `systemd`: the socket systemd passes (socket activation), so the service keeps
//! `PrivateNetwork=yes` and still serves the host's loopback.
use std::{
    convert::Infallible,
    io,
    net::{SocketAddr, ToSocketAddrs},
    os::fd::{FromRawFd, RawFd},
    path::{Path, PathBuf},
    collections::{BTreeMap, HashMap},
    sync::{
        Arc, Mutex,
        atomic::{AtomicBool, AtomicU64, Ordering},
    },
    time::{Duration, Instant},
};

use http_body_util::{BodyExt, Full};
use hyper::{Request, Response, StatusCode, body::Bytes, server::conn::http1, service::service_fn};
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::{
    io::{AsyncRead, AsyncWrite},
    net::{TcpListener, TcpStream, UnixListener, UnixStream},
    sync::{Notify, watch},
};

use super::peer::Peer;
use crate::process::clock;

pub const CONTENT_TYPE: &str = "application/openmetrics-text; version=1.0.0; charset=utf-8";

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Addr {
    Tcp(SocketAddr),
    Unix(PathBuf),
    Systemd,
}

impl Addr {
    /// `any_address`: a TCP address beyond loopback was asked for knowingly.
    pub fn parse(s: &str, any_address: bool) -> Result<Addr, String> {
        if s == "systemd" {
            return Ok(Addr::Systemd);
        }
        if let Some(path) = s.strip_prefix("unix:") {
            return match path.is_empty() {
                true => Err("--metrics unix: needs a path".into()),
                false => Ok(Addr::Unix(path.into())),
            };
        }
        let addr = s
            .to_socket_addrs()
            .ok()
            .and_then(|mut a| a.next())
            .ok_or_else(|| format!("--metrics {s}: not HOST:PORT, unix:PATH or systemd"))?;
        if !addr.ip().is_loopback() && !any_address {
            return Err(format!(
                "--metrics {s}: not a loopback address; add --metrics-any-address to serve beyond this machine"
            ));
        }
        Ok(Addr::Tcp(addr))
    }
}

impl std::fmt::Display for Addr {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Addr::Tcp(a) => write!(f, "http://{a}/metrics"),
            Addr::Unix(p) => write!(f, "unix:{}", p.display()),
            Addr::Systemd => write!(f, "the socket systemd passed"),
        }
    }
}

/// How the endpoint holds against clients that do not behave (a tenant of the node can
/// connect to it): a request's headers must arrive within `HEADER_TIMEOUT` (idle keep-alive
/// time included), a connection lives at most `CONNECTION_LIFETIME`, headers beyond
/// `MAX_HEADER_BYTES` end it, at most `MAX_CONNECTIONS` are open and at most `PEER_SHARE` of
/// them are one peer's (a user on this machine, an address beyond it: `peer`). Past either, a
/// new connection takes the place of the oldest not being answered, of its own peer's (or of the
/// peer holding the most), or is closed if all are: a client trickling headers through many
/// connections holds its own share, never the places a scraper needs.
pub const HEADER_TIMEOUT: Duration = Duration::from_secs(5);
pub const CONNECTION_LIFETIME: Duration = Duration::from_secs(60);
pub const MAX_CONNECTIONS: usize = 32;
pub const PEER_SHARE: usize = 8;
const MAX_HEADER_BYTES: usize = 16 << 10;
/// A scrape waits this long for a snapshot made after it arrived, then takes the last one (its
/// age in `X-Ze-Tracer-Snapshot-Age`): a busy loop slows scrapes, never hangs them.
pub const FRESH_WAIT: Duration = Duration::from_secs(1);
/// The flow renders at most one snapshot per `MIN_RENDER_GAP`, however many scrapes come, and
/// waits `RENDER_SHARE` times the last render's cost before the next: scrapes, which any local
/// user may send, take at most 1/(1 + `RENDER_SHARE`) of the loop, however big the node's
/// snapshot (a render of thousands of processes' series takes ms on the loop). The cost is the
/// loop thread's CPU time in the render alone: not the drain of the rings before it (work the
/// loop owes the events anyway, 100s of ms under a flood) nor time the thread sat preempted on
/// a busy node, either of which, counted, would push the next render past `FRESH_WAIT`.
const MIN_RENDER_GAP: Duration = Duration::from_millis(100);
const RENDER_SHARE: u32 = 20;
/// `GET /healthz` fails once the loop has not beaten for this long (a liveness probe's).
pub const LIVENESS: Duration = Duration::from_secs(10);

/// The metrics text as the flow last rendered it, and when.
#[derive(Clone)]
struct Snapshot {
    at: Instant,
    text: Bytes,
}

/// What the server and the flow share besides the snapshots' channel: scrapes ask for one
/// (`wanted`), and the flow beats at every tick (`beat_ms`, since `born`).
struct Shared {
    wanted: Notify,
    born: Instant,
    beat_ms: AtomicU64,
}

/// The flow's side: it renders when a scrape wants a snapshot (never on the request's task, so
/// a scrape costs the loop one render however many arrive together), and beats.
pub struct Scrapes {
    shared: Arc<Shared>,
    tx: watch::Sender<Option<Snapshot>>,
    /// A scrape's wish was taken and not yet answered (kept across a cancelled `due`).
    pending: bool,
    /// When the last render ended, and the CPU time it took.
    last: Option<(Instant, Duration)>,
}

impl Scrapes {
    /// Resolves once a snapshot is wanted and the last was rendered long enough ago (see
    /// [`MIN_RENDER_GAP`]). Cancel-safe: a wish taken before a cancellation is remembered.
    pub async fn due(&mut self) {
        if !self.pending {
            self.shared.wanted.notified().await;
            self.pending = true;
        }
        if let Some((ended, cost)) = self.last {
            tokio::time::sleep_until((ended + MIN_RENDER_GAP.max(cost * RENDER_SHARE)).into()).await;
        }
    }

    /// Renders a snapshot with `render` and publishes it to every waiting scrape. It is dated
    /// `at`, when the flow began to catch up for it (before it drained the rings): a scrape that
    /// arrived later waits for the next.
    pub fn publish(&mut self, at: Instant, render: impl FnOnce() -> String) {
        self.pending = false;
        let cpu = clock::thread_cpu();
        let text = Bytes::from(render());
        self.last = Some((Instant::now(), clock::thread_cpu().saturating_sub(cpu)));
        self.tx.send_replace(Some(Snapshot { at, text }));
    }

    /// The loop is alive (for `/healthz`).
    pub fn beat(&self) {
        self.shared.beat_ms.store(self.shared.born.elapsed().as_millis() as u64, Ordering::Relaxed);
    }
}

/// The next snapshot to render; never, without `--metrics` (so the flow's select can always
/// wait on it).
pub async fn due(scrapes: &mut Option<Scrapes>) {
    match scrapes {
        Some(s) => s.due().await,
        None => std::future::pending().await,
    }
}

enum Listener {
    Tcp(TcpListener),
    Unix(UnixListener),
}

/// Binds `addr` and serves `GET /metrics` and `GET /healthz` from a task of its own, with the
/// snapshots the flow publishes through the returned [`Scrapes`]. Also returns where it listens
/// (port 0 gets a free one).
pub async fn serve(addr: &Addr) -> io::Result<(Scrapes, String)> {
    let listener = match addr {
        Addr::Tcp(a) => Listener::Tcp(TcpListener::bind(a).await?),
        Addr::Unix(p) => Listener::Unix(bind_unix(p)?),
        Addr::Systemd => systemd_listener()?,
    };
    let at = match &listener {
        Listener::Tcp(l) => Addr::Tcp(l.local_addr()?).to_string(),
        Listener::Unix(l) => l.local_addr()?.as_pathname().map_or("a unix socket".into(), |p| format!("unix:{}", p.display())),
    };
    let shared = Arc::new(Shared { wanted: Notify::new(), born: Instant::now(), beat_ms: AtomicU64::new(0) });
    let (tx, rx) = watch::channel(None);
    let server = Server { shared: shared.clone(), snapshots: rx, conns: Arc::default() };
    tokio::spawn(async move {
        let mut refused = 0u64;
        loop {
            let accepted = match &listener {
                Listener::Tcp(l) => l.accept().await.map(|(s, at)| {
                    let peer = s.local_addr().map_or(Peer::Unknown, |local| Peer::of_tcp(local, at));
                    tracing::debug!(?peer, "metrics: a connection");
                    server.connection(s, peer)
                }),
                Listener::Unix(l) => l.accept().await.map(|(s, _)| {
                    let peer = s.peer_cred().map_or(Peer::Unknown, |c| Peer::User(c.uid()));
                    server.connection(s, peer)
                }),
            };
            // A connection closed to make room is dropped (its socket closed) when its task runs
            // next: before the next accept, not after a burst of them.
            tokio::task::yield_now().await;
            match accepted {
                Ok(true) => {}
                // Closed at once: every open one is being answered.
                Ok(false) => {
                    refused += 1;
                    if refused.is_power_of_two() {
                        tracing::warn!("metrics: {refused} connections refused so far: their peer's were all being answered");
                    }
                }
                Err(e) => {
                    // Out of fds, most likely: wait rather than spin.
                    tracing::warn!("metrics: accept failed: {e}");
                    tokio::time::sleep(Duration::from_millis(100)).await;
                }
            }
        }
    });
    Ok((Scrapes { shared, tx, pending: false, last: None }, at))
}

#[derive(Clone)]
struct Server {
    shared: Arc<Shared>,
    snapshots: watch::Receiver<Option<Snapshot>>,
    conns: Arc<Mutex<Conns>>,
}

/// The open connections, oldest first (by id).
#[derive(Default)]
struct Conns {
    next_id: u64,
    open: BTreeMap<u64, Conn>,
}

struct Conn {
    peer: Peer,
    /// A request of it is being answered.
    answering: Arc<AtomicBool>,
    task: tokio::task::AbortHandle,
}

impl Conns {
    /// Room for one more of `peer`'s: true if there was, or if the oldest connection not being
    /// answered, of `peer`'s own past its share, else of the peer holding the most, was closed
    /// to make it.
    fn make_room(&mut self, peer: Peer) -> bool {
        let of = |p: Peer| self.open.values().filter(|c| c.peer == p).count();
        let evict_from = match (of(peer) >= PEER_SHARE, self.open.len() >= MAX_CONNECTIONS) {
            (true, _) => peer,
            (false, true) => {
                // Of the peers with a connection that may go (one not being answered), the one
                // holding the most: a peer whose only connections are being answered gives
                // none up, whatever it holds.
                let mut held: HashMap<Peer, (usize, bool)> = HashMap::new();
                for c in self.open.values() {
                    let h = held.entry(c.peer).or_default();
                    h.0 += 1;
                    h.1 |= !c.answering.load(Ordering::Relaxed);
                }
                held.into_iter().filter(|(_, (_, idle))| *idle).max_by_key(|&(_, (n, _))| n).map_or(peer, |(p, _)| p)
            }
            (false, false) => return true,
        };
        let idle = self.open.iter().find(|(_, c)| c.peer == evict_from && !c.answering.load(Ordering::Relaxed));
        let Some(&id) = idle.map(|(id, _)| id) else { return false };
        if let Some(c) = self.open.remove(&id) {
            c.task.abort();
        }
        true
    }
}

/// Takes its connection out of the table when its task ends, or is aborted.
struct Leaving(Arc<Mutex<Conns>>, u64);

impl Drop for Leaving {
    fn drop(&mut self) {
        self.0.lock().unwrap_or_else(|e| e.into_inner()).open.remove(&self.1);
    }
}

impl Server {
    /// Serves one connection on a task of its own, if there is room (false: dropped, closed).
    fn connection<S: AsyncRead + AsyncWrite + Unpin + Send + 'static>(&self, stream: S, peer: Peer) -> bool {
        let mut conns = self.conns.lock().unwrap_or_else(|e| e.into_inner());
        if !conns.make_room(peer) {
            return false;
        }
        let (id, answering) = (conns.next_id, Arc::new(AtomicBool::new(false)));
        conns.next_id += 1;
        let server = self.clone();
        let busy = answering.clone();
        let service = service_fn(move |req: Request<hyper::body::Incoming>| {
            let (server, busy) = (server.clone(), busy.clone());
            async move {
                busy.store(true, Ordering::Relaxed);
                let response = server.respond(req).await;
                busy.store(false, Ordering::Relaxed);
                Ok::<_, Infallible>(response)
            }
        });
        let leaving = Leaving(self.conns.clone(), id);
        let task = tokio::spawn(async move {
            let _leaving = leaving;
            let conn = http1::Builder::new()
                .timer(TokioTimer::new())
                .header_read_timeout(HEADER_TIMEOUT)
                .max_buf_size(MAX_HEADER_BYTES)
                .serve_connection(TokioIo::new(stream), service);
            match tokio::time::timeout(CONNECTION_LIFETIME, conn).await {
                Ok(Err(e)) => tracing::debug!("metrics: connection: {e}"),
                Err(_) => tracing::debug!("metrics: connection closed after {CONNECTION_LIFETIME:?}"),
                Ok(Ok(())) => {}
            }
        });
        conns.open.insert(id, Conn { peer, answering, task: task.abort_handle() });
        true
    }

    async fn respond(&self, req: Request<hyper::body::Incoming>) -> Response<Full<Bytes>> {
        const SERVED: &str = "ze-tracer serves GET /metrics and GET /healthz\n";
        match (req.method() == hyper::Method::GET, req.uri().path()) {
            (true, "/metrics" | "/") => self.metrics().await,
            (true, "/healthz") => self.health(),
            _ => plain(StatusCode::NOT_FOUND, SERVED),
        }
    }

    /// A snapshot made after the request arrived (so it shows every call made before it), or,
    /// past `FRESH_WAIT`, the last one with its age.
    async fn metrics(&self) -> Response<Full<Bytes>> {
        let asked = Instant::now();
        self.shared.wanted.notify_one();
        let mut rx = self.snapshots.clone();
        let fresh = tokio::time::timeout(FRESH_WAIT, rx.wait_for(|s| s.as_ref().is_some_and(|s| s.at >= asked))).await;
        let snapshot = match fresh {
            Ok(Ok(s)) => s.clone().expect("waited for one"),
            Ok(Err(_)) => return plain(StatusCode::SERVICE_UNAVAILABLE, "ze-tracer is stopping\n"),
            Err(_) => match self.snapshots.borrow().clone() {
                Some(s) => s,
                None => return plain(StatusCode::SERVICE_UNAVAILABLE, "ze-tracer is busy: no snapshot yet\n"),
            },
        };
        let mut r = Response::new(Full::new(snapshot.text));
        let headers = r.headers_mut();
        headers.insert(hyper::header::CONTENT_TYPE, hyper::header::HeaderValue::from_static(CONTENT_TYPE));
        let age = asked.saturating_duration_since(snapshot.at).as_secs_f64();
        if let Ok(v) = hyper::header::HeaderValue::from_str(&format!("{age:.3}")) {
            headers.insert(SNAPSHOT_AGE, v);
        }
        r
    }

    /// 200 while the loop beats, 503 once it has not for `LIVENESS`.
    fn health(&self) -> Response<Full<Bytes>> {
        let beat = Duration::from_millis(self.shared.beat_ms.load(Ordering::Relaxed));
        let silent = self.shared.born.elapsed().saturating_sub(beat);
        match silent < LIVENESS {
            true => plain(StatusCode::OK, "ok\n"),
            false => plain(StatusCode::SERVICE_UNAVAILABLE, &format!("the loop has not run for {} s\n", silent.as_secs())),
        }
    }
}

/// How old the snapshot served is, in seconds (0 when it was made after the request came).
pub const SNAPSHOT_AGE: &str = "x-ze-tracer-snapshot-age";

fn plain(status: StatusCode, text: &str) -> Response<Full<Bytes>> {
    let mut r = Response::new(Full::new(Bytes::from(text.to_owned())));
    *r.status_mut() = status;
    r
}

/// A unix socket at `path`: a stale one (nobody listens) is replaced, any other file is not.
fn bind_unix(path: &Path) -> io::Result<UnixListener> {
    use std::os::unix::fs::FileTypeExt;
    if let Ok(meta) = std::fs::symlink_metadata(path) {
        let stale = meta.file_type().is_socket() && std::os::unix::net::UnixStream::connect(path).is_err();
        if !stale {
            return Err(io::Error::new(io::ErrorKind::AlreadyExists, "exists (and is not a stale socket)"));
        }
        std::fs::remove_file(path)?;
    }
    UnixListener::bind(path)
}

/// Socket activation: the first stream socket systemd passed (`LISTEN_FDS`); a `sock_diag`
/// netlink socket passed beside it (`ListenNetlink=inet-diag`) tells peers apart (see `peer`).
fn systemd_listener() -> io::Result<Listener> {
    let mut listener = None;
    for fd in sd_notify::listen_fds()? {
        let option = |name| {
            let (mut value, mut len) = (0i32, size_of::<i32>() as libc::socklen_t);
            // SAFETY: an int option of an fd we were handed, into a local int.
            let r = unsafe { libc::getsockopt(fd, libc::SOL_SOCKET, name, (&raw mut value).cast(), &mut len) };
            (r == 0).then_some(value)
        };
        if option(libc::SO_DOMAIN) == Some(libc::AF_NETLINK) {
            if option(libc::SO_PROTOCOL) == Some(libc::NETLINK_SOCK_DIAG) {
                // SAFETY: systemd passed it to us to own.
                super::peer::use_passed(unsafe { std::os::fd::OwnedFd::from_raw_fd(fd) });
            }
            continue;
        }
        listener = listener.or(Some(fd));
    }
    let fd: RawFd = listener.ok_or_else(|| io::Error::new(io::ErrorKind::NotFound, "systemd passed no socket (LISTEN_FDS)"))?;
    // SAFETY: `sockaddr_storage` is plain data, for which zeros are a valid value.
    let mut addr: libc::sockaddr_storage = unsafe { std::mem::zeroed() };
    let mut len = std::mem::size_of_val(&addr) as libc::socklen_t;
    // SAFETY: getsockname on an fd we were handed, into a local buffer of the given size.
    if unsafe { libc::getsockname(fd, (&raw mut addr).cast(), &mut len) } != 0 {
        return Err(io::Error::last_os_error());
    }
    // SAFETY: systemd passed it to us to own; it is a listening stream socket.
    Ok(match addr.ss_family as i32 {
        libc::AF_UNIX => {
            let l = unsafe { std::os::unix::net::UnixListener::from_raw_fd(fd) };
            l.set_nonblocking(true)?;
            Listener::Unix(UnixListener::from_std(l)?)
        }
        _ => {
            let l = unsafe { std::net::TcpListener::from_raw_fd(fd) };
            l.set_nonblocking(true)?;
            Listener::Tcp(TcpListener::from_std(l)?)
        }
    })
}

/// `GET /metrics` from `addr` (for `ze-tracer top`).
pub async fn fetch(addr: &Addr) -> io::Result<String> {
    match addr {
        Addr::Tcp(a) => get(TcpStream::connect(a).await?, &a.to_string()).await,
        Addr::Unix(p) => get(UnixStream::connect(p).await?, "localhost").await,
        Addr::Systemd => Err(io::Error::new(io::ErrorKind::InvalidInput, "name the socket systemd listens on")),
    }
}

async fn get<S: AsyncRead + AsyncWrite + Unpin + Send + 'static>(stream: S, host: &str) -> io::Result<String> {
    let other = |e: hyper::Error| io::Error::other(e);
    let (mut sender, conn) = hyper::client::conn::http1::handshake(TokioIo::new(stream)).await.map_err(other)?;
    tokio::spawn(conn);
    let req = Request::get("/metrics")
        .header(hyper::header::HOST, host)
        .header(hyper::header::ACCEPT, CONTENT_TYPE)
        .body(Full::new(Bytes::new()))
        .map_err(io::Error::other)?;
    let resp = sender.send_request(req).await.map_err(other)?;
    if !resp.status().is_success() {
        return Err(io::Error::other(format!("HTTP {}", resp.status())));
    }
    let body = resp.into_body().collect().await.map_err(other)?.to_bytes();
    String::from_utf8(body.to_vec()).map_err(io::Error::other)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One peer past its share closes its own oldest idle connection; at the total, the peer
    /// holding the most gives one up; connections being answered are never closed.
    #[tokio::test]
    async fn a_peer_past_its_share_makes_room_from_its_own() {
        let mut conns = Conns::default();
        let open = |conns: &mut Conns, peer: Peer, answering: bool| {
            assert!(conns.make_room(peer));
            let task = tokio::spawn(std::future::pending::<()>()).abort_handle();
            conns.open.insert(conns.next_id, Conn { peer, answering: Arc::new(AtomicBool::new(answering)), task });
            conns.next_id += 1;
        };
        let (tenant, scraper) = (Peer::User(65534), Peer::User(0));
        open(&mut conns, tenant, true);
        for _ in 0..3 * PEER_SHARE {
            open(&mut conns, tenant, false);
        }
        let of = |c: &Conns, p: Peer| c.open.values().filter(|c| c.peer == p).count();
        assert_eq!(of(&conns, tenant), PEER_SHARE);
        // The one being answered stayed.
        assert!(conns.open.contains_key(&0));
        for _ in 0..PEER_SHARE {
            open(&mut conns, scraper, false);
        }
        assert_eq!(of(&conns, scraper), PEER_SHARE);
        for i in 0..MAX_CONNECTIONS {
            open(&mut conns, Peer::Remote(std::net::IpAddr::from([10, 0, 0, i as u8])), false);
        }
        assert_eq!(conns.open.len(), MAX_CONNECTIONS);
        // All being answered: no room.
        for c in conns.open.values() {
            c.answering.store(true, Ordering::Relaxed);
        }
        assert!(!conns.make_room(tenant));
    }

    /// However many scrapes want snapshots, the renders take a share of the loop: a render
    /// that takes 30 ms of CPU is not followed by the next for 20 times that (10 a second
    /// before); the catch-up before it, and time asleep, are not counted.
    #[tokio::test]
    async fn renders_take_a_share_of_the_loop_however_many_scrapes_want_them() {
        let shared = Arc::new(Shared { wanted: Notify::new(), born: Instant::now(), beat_ms: AtomicU64::new(0) });
        let (tx, _rx) = watch::channel(None);
        let mut scrapes = Scrapes { shared: shared.clone(), tx, pending: false, last: None };
        let spin = |cpu: Duration| {
            let from = clock::thread_cpu();
            while clock::thread_cpu() - from < cpu {}
        };
        let (start, mut renders, mut rendering) = (Instant::now(), 0, Duration::ZERO);
        while start.elapsed() < Duration::from_millis(1500) {
            shared.wanted.notify_one();
            scrapes.due().await;
            let (at, from) = (Instant::now(), clock::thread_cpu());
            spin(Duration::from_millis(60));
            scrapes.publish(at, || {
                spin(Duration::from_millis(30));
                std::thread::sleep(Duration::from_millis(30));
                String::new()
            });
            rendering += clock::thread_cpu() - from - Duration::from_millis(60);
            renders += 1;
        }
        let share = rendering.as_secs_f64() / start.elapsed().as_secs_f64();
        assert!(renders >= 2 && share < 0.1, "{renders} renders: {:.0}% of the loop", share * 100.0);
        // The 60 ms catch-up and the 30 ms asleep were not charged: 30 ms of CPU, 600 ms apart.
        let (_, cost) = scrapes.last.unwrap();
        assert!(cost >= Duration::from_millis(30) && cost < Duration::from_millis(60), "{cost:?}");
    }

    #[test]
    fn loopback_unless_told_otherwise() {
        assert!(matches!(Addr::parse("127.0.0.1:9464", false), Ok(Addr::Tcp(_))));
        assert!(matches!(Addr::parse("[::1]:9464", false), Ok(Addr::Tcp(_))));
        assert!(Addr::parse("0.0.0.0:9464", false).unwrap_err().contains("not a loopback address"));
        assert!(matches!(Addr::parse("0.0.0.0:9464", true), Ok(Addr::Tcp(_))));
        assert_eq!(Addr::parse("unix:/run/x.sock", false), Ok(Addr::Unix("/run/x.sock".into())));
        assert_eq!(Addr::parse("systemd", false), Ok(Addr::Systemd));
        assert!(Addr::parse("nonsense", false).is_err());
        assert!(Addr::parse("unix:", false).is_err());
    }
}
