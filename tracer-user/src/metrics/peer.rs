//! Who is on the other end of a metrics connection, so that one client (a tenant of the node
//! opening connections it never finishes) takes no more than its share of them.
//!
//! A unix socket's peer is its user (`SO_PEERCRED`). A TCP peer on this machine is its user too:
//! the kernel's socket table (`sock_diag`, one exact lookup of the peer's end) says who owns
//! it, since every local user shares the loopback address. A remote peer is its address.
//!
//! The table asked is the one of the network namespace the asking socket was made in. Under
//! socket activation with `PrivateNetwork=`, the metrics socket is the host's while the daemon's
//! own sockets are its private namespace's (and `RestrictNamespaces=` forbids `setns`): there the
//! unit passes a `sock_diag` socket made beside the metrics one (`ListenNetlink=inet-diag`), and
//! every lookup goes through it ([`use_passed`]).
use std::{
    io,
    net::{IpAddr, SocketAddr},
    os::fd::{AsRawFd, FromRawFd, OwnedFd},
    sync::Mutex,
};

/// The `sock_diag` socket systemd passed, if it did: lookups go through it, one at a time.
static PASSED: Mutex<Option<(OwnedFd, u32)>> = Mutex::new(None);

/// Looks peers up through `fd`, a `NETLINK_SOCK_DIAG` socket made in the metrics socket's
/// network namespace.
pub fn use_passed(fd: OwnedFd) {
    *PASSED.lock().unwrap_or_else(|e| e.into_inner()) = Some((fd, 1));
}

/// Whose connection it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Peer {
    User(u32),
    Remote(IpAddr),
    /// Neither could be told (a socket of another network namespace, systemd's): all such
    /// connections share one share.
    Unknown,
}

impl Peer {
    /// The peer of a TCP connection from `peer` to our `local`.
    pub fn of_tcp(local: SocketAddr, peer: SocketAddr) -> Peer {
        if !peer.ip().is_loopback() && peer.ip() != local.ip() {
            return Peer::Remote(peer.ip());
        }
        match socket_owner(peer, local) {
            Ok(Some(uid)) => Peer::User(uid),
            _ => Peer::Unknown,
        }
    }
}

const SOCK_DIAG_BY_FAMILY: u16 = 20;
const NLMSG_ERROR: u16 = 2;
const INET_DIAG_NOCOOKIE: u32 = !0;

#[repr(C)]
#[derive(Clone, Copy, Default)]
struct SockId {
    sport: [u8; 2],
    dport: [u8; 2],
    src: [u8; 16],
    dst: [u8; 16],
    iface: u32,
    cookie: [u32; 2],
}

#[repr(C)]
#[derive(Clone, Copy)]
struct Request {
    nl: libc::nlmsghdr,
    family: u8,
    protocol: u8,
    ext: u8,
    pad: u8,
    states: u32,
    id: SockId,
}

/// The uid owning the TCP socket bound at `src` and connected to `dst`, from the kernel's
/// socket table (`NETLINK_SOCK_DIAG`, an exact lookup: no dump of every socket).
fn socket_owner(src: SocketAddr, dst: SocketAddr) -> io::Result<Option<u32>> {
    let (family, mut id) = (if src.is_ipv4() { libc::AF_INET } else { libc::AF_INET6 }, SockId::default());
    id.sport = src.port().to_be_bytes();
    id.dport = dst.port().to_be_bytes();
    let put = |ip: IpAddr, out: &mut [u8; 16]| match ip {
        IpAddr::V4(a) => out[..4].copy_from_slice(&a.octets()),
        IpAddr::V6(a) => out.copy_from_slice(&a.octets()),
    };
    put(src.ip(), &mut id.src);
    put(dst.ip(), &mut id.dst);
    id.cookie = [INET_DIAG_NOCOOKIE; 2];
    let req = Request {
        nl: libc::nlmsghdr {
            nlmsg_len: size_of::<Request>() as u32,
            nlmsg_type: SOCK_DIAG_BY_FAMILY,
            nlmsg_flags: libc::NLM_F_REQUEST as u16,
            nlmsg_seq: 1,
            nlmsg_pid: 0,
        },
        family: family as u8,
        protocol: libc::IPPROTO_TCP as u8,
        ext: 0,
        pad: 0,
        states: !0,
        id,
    };
    let mut passed = PASSED.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((fd, seq)) = passed.as_mut() {
        // A reply left unread by an earlier lookup is not this one's: each says its request.
        *seq = seq.wrapping_add(1);
        let mut req = req;
        req.nl.nlmsg_seq = *seq;
        while recv_now(fd, &mut [0u8; 512]).is_ok() {}
        return ask(fd, &req);
    }
    drop(passed);
    // SAFETY: a new socket we own.
    let fd = unsafe { libc::socket(libc::AF_NETLINK, libc::SOCK_DGRAM | libc::SOCK_CLOEXEC, libc::NETLINK_SOCK_DIAG) };
    if fd < 0 {
        return Err(io::Error::last_os_error());
    }
    // SAFETY: just created, ours alone.
    let fd = unsafe { OwnedFd::from_raw_fd(fd) };
    ask(&fd, &req)
}

/// Sends `req` on `fd` and reads the owner from its reply.
fn ask(fd: &OwnedFd, req: &Request) -> io::Result<Option<u32>> {
    // SAFETY: sends the request's bytes, which live through the call.
    let sent = unsafe { libc::send(fd.as_raw_fd(), (&raw const *req).cast(), size_of::<Request>(), 0) };
    if sent < 0 {
        return Err(io::Error::last_os_error());
    }
    // The kernel answers an exact lookup at once: a non-blocking read cannot stall the loop.
    let mut buf = [0u8; 512];
    let n = recv_now(fd, &mut buf)?;
    let reply = &buf[..n];
    let seq = u32::from_ne_bytes(reply.get(8..12).and_then(|b| b.try_into().ok()).unwrap_or_default());
    Ok(owner_in_reply(reply).filter(|_| seq == req.nl.nlmsg_seq))
}

/// One datagram, if one is there now.
fn recv_now(fd: &OwnedFd, buf: &mut [u8]) -> io::Result<usize> {
    // SAFETY: into a buffer of its size.
    let n = unsafe { libc::recv(fd.as_raw_fd(), buf.as_mut_ptr().cast(), buf.len(), libc::MSG_DONTWAIT) };
    if n < 0 {
        return Err(io::Error::last_os_error());
    }
    Ok(n as usize)
}

/// The uid in a `SOCK_DIAG_BY_FAMILY` reply: after the netlink header, `inet_diag_msg`'s four
/// bytes, its socket id, then expires, rqueue, wqueue and uid (`linux/inet_diag.h`).
fn owner_in_reply(reply: &[u8]) -> Option<u32> {
    const UID_AT: usize = size_of::<libc::nlmsghdr>() + 4 + size_of::<SockId>() + 12;
    let kind = u16::from_ne_bytes(reply.get(4..6)?.try_into().ok()?);
    if kind != SOCK_DIAG_BY_FAMILY || kind == NLMSG_ERROR {
        return None;
    }
    Some(u32::from_ne_bytes(reply.get(UID_AT..UID_AT + 4)?.try_into().ok()?))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A loopback connection this test makes is owned by this test's user.
    #[test]
    fn a_loopback_peer_is_its_user() {
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let client = std::net::TcpStream::connect(listener.local_addr().unwrap()).unwrap();
        let (server, peer) = listener.accept().unwrap();
        // SAFETY: a call without arguments that cannot fail.
        let me = unsafe { libc::geteuid() };
        assert_eq!(Peer::of_tcp(server.local_addr().unwrap(), peer), Peer::User(me));
        drop(client);
        assert_eq!(
            Peer::of_tcp("10.0.0.1:9464".parse().unwrap(), "10.0.0.2:4000".parse().unwrap()),
            Peer::Remote("10.0.0.2".parse().unwrap())
        );
    }
}
