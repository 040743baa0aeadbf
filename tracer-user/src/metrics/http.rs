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
};

use http_body_util::{BodyExt, Full};
use hyper::{Request, Response, StatusCode, body::Bytes, server::conn::http1, service::service_fn};
use hyper_util::rt::TokioIo;
use tokio::{
    io::{AsyncRead, AsyncWrite},
    net::{TcpListener, TcpStream, UnixListener, UnixStream},
    sync::{mpsc, oneshot},
};

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

/// A scrape asks the daemon's flow for the text, through this channel.
pub type Scrapes = mpsc::Receiver<oneshot::Sender<String>>;

enum Listener {
    Tcp(TcpListener),
    Unix(UnixListener),
}

/// Binds `addr` and serves `GET /metrics` from a task of its own; each scrape is answered by
/// whoever reads the returned channel. Also returns where it listens (port 0 gets a free one).
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
    let (tx, rx) = mpsc::channel(16);
    tokio::spawn(async move {
        loop {
            let accepted = match &listener {
                Listener::Tcp(l) => l.accept().await.map(|(s, _)| connection(s, tx.clone())),
                Listener::Unix(l) => l.accept().await.map(|(s, _)| connection(s, tx.clone())),
            };
            if let Err(e) = accepted {
                tracing::warn!("metrics: accept failed: {e}");
                tokio::time::sleep(std::time::Duration::from_millis(100)).await;
            }
        }
    });
    Ok((rx, at))
}

/// The next scrape to answer; never, without `--metrics` (so the flow's select can always
/// wait on it).
pub async fn next(scrapes: &mut Option<Scrapes>) -> Option<oneshot::Sender<String>> {
    match scrapes {
        Some(s) => s.recv().await,
        None => std::future::pending().await,
    }
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

/// Socket activation: the first socket systemd passed (`LISTEN_FDS`).
fn systemd_listener() -> io::Result<Listener> {
    let fd: RawFd = sd_notify::listen_fds()?
        .next()
        .ok_or_else(|| io::Error::new(io::ErrorKind::NotFound, "systemd passed no socket (LISTEN_FDS)"))?;
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

fn connection<S: AsyncRead + AsyncWrite + Unpin + Send + 'static>(stream: S, tx: mpsc::Sender<oneshot::Sender<String>>) {
    let service = service_fn(move |req: Request<hyper::body::Incoming>| {
        let tx = tx.clone();
        async move { Ok::<_, Infallible>(respond(req, tx).await) }
    });
    tokio::spawn(async move {
        if let Err(e) = http1::Builder::new().serve_connection(TokioIo::new(stream), service).await {
            tracing::debug!("metrics: connection: {e}");
        }
    });
}

async fn respond(req: Request<hyper::body::Incoming>, tx: mpsc::Sender<oneshot::Sender<String>>) -> Response<Full<Bytes>> {
    let plain = |status: StatusCode, text: &str| {
        let mut r = Response::new(Full::new(Bytes::from(text.to_owned())));
        *r.status_mut() = status;
        r
    };
    if req.method() != hyper::Method::GET || !matches!(req.uri().path(), "/metrics" | "/") {
        return plain(StatusCode::NOT_FOUND, "ze-tracer serves GET /metrics\n");
    }
    let (reply, text) = oneshot::channel();
    if tx.send(reply).await.is_err() {
        return plain(StatusCode::SERVICE_UNAVAILABLE, "ze-tracer is stopping\n");
    }
    match text.await {
        Ok(text) => {
            let mut r = Response::new(Full::new(Bytes::from(text)));
            r.headers_mut().insert(hyper::header::CONTENT_TYPE, hyper::header::HeaderValue::from_static(CONTENT_TYPE));
            r
        }
        Err(_) => plain(StatusCode::SERVICE_UNAVAILABLE, "ze-tracer is stopping\n"),
    }
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
