//! uprobe_multi links (Linux ≥ 6.6): every symbol of a loader copy in one link, with a cookie
//! per offset and an optional PID filter.
//!
//! Why not aya's `UProbe::attach`: it makes one perf event per probe, and the kernel waits for
//! an RCU-tasks-trace grace period as it tears each one down (0.1 to 1 s apiece on these VMs:
//! minutes for the ~90 probes of a loader copy, during which other tracers' attaches stall).
//! A uprobe_multi link waits once. aya 0.14 cannot create one (the program must be loaded with
//! `expected_attach_type = BPF_TRACE_UPROBE_MULTI`), so the call programs are loaded here from
//! the same object, relocated by aya-obj against the maps aya created: the maps, the ring
//! buffer and aya-log stay aya's.
use std::{
    collections::{HashMap, HashSet},
    ffi::CString,
    io,
    os::{
        fd::{AsFd, AsRawFd, BorrowedFd, FromRawFd, OwnedFd, RawFd},
        unix::ffi::OsStrExt,
    },
    path::Path,
};

use aya::{
    Ebpf,
    maps::{Map, MapData},
};
use aya_obj::{
    ProgramSection,
    generated::{BPF_F_SLEEPABLE, BPF_F_UPROBE_MULTI_RETURN, bpf_attach_type, bpf_attr, bpf_cmd, bpf_insn, bpf_prog_type},
};

/// The fd of each of `ebpf`'s maps, by name: what `Prepared` relocates against.
pub fn map_fds(ebpf: &Ebpf) -> HashMap<String, RawFd> {
    ebpf.maps().filter_map(|(n, m)| Some((n.to_owned(), map_data(m)?.fd().as_fd().as_raw_fd()))).collect()
}

/// The eBPF object parsed, relocated against the maps aya created, and its BTF loaded: what
/// each program is loaded from for uprobe_multi links. Made once (it costs a tenth of a second
/// at start), then shared by the threads that load programs.
pub struct Prepared {
    obj: aya_obj::Object,
    btf: Option<OwnedFd>,
}

impl Prepared {
    /// `object` prepared against the maps `map_fds` gave.
    pub fn new(map_fds: &HashMap<String, RawFd>, object: &[u8]) -> io::Result<Prepared> {
        let invalid = |e: String| io::Error::new(io::ErrorKind::InvalidData, e);
        let mut obj = aya_obj::Object::parse(object).map_err(|e| invalid(e.to_string()))?;
        // The program's BTF, as aya loads it for its own programs: the verifier needs its
        // function info for callbacks (bpf_loop, bpf_find_vma). This kernel has every BTF
        // feature.
        let all = aya_obj::btf::BtfFeatures::new(true, true, true, true, true, true, true, true);
        let btf = match obj.fixup_and_sanitize_btf(&all) {
            Ok(Some(btf)) => Some(load_btf(&btf.to_bytes())?),
            _ => None,
        };
        let maps: Vec<(String, i32, aya_obj::Map)> = obj
            .maps
            .iter()
            .filter_map(|(n, m)| Some((n.clone(), *map_fds.get(n)?, m.clone())))
            .collect();
        let text_sections: HashSet<usize> = obj.functions.keys().map(|(s, _)| *s).collect();
        obj.relocate_maps(maps.iter().map(|(n, fd, m)| (n.as_str(), *fd, m)), &text_sections)
            .map_err(|e| invalid(e.to_string()))?;
        obj.relocate_calls(&text_sections).map_err(|e| invalid(e.to_string()))?;
        Ok(Prepared { obj, btf })
    }

    /// Program `name`, loaded for uprobe_multi links.
    pub fn load(&self, name: &str) -> io::Result<OwnedFd> {
        load_one(&self.obj, self.btf.as_ref(), name)
    }
}

/// Loads program `name` of the relocated `obj`.
fn load_one(obj: &aya_obj::Object, btf: Option<&OwnedFd>, name: &str) -> io::Result<OwnedFd> {
    let invalid = |e: String| io::Error::new(io::ErrorKind::InvalidData, e);
    let prog = obj.programs.get(name).ok_or_else(|| invalid(format!("no program {name}")))?;
    let function = &obj.functions[&prog.function_key()];
    let insns: &[bpf_insn] = &function.instructions;
    let (func_info, line_info) = (function.func_info.func_info_bytes(), function.line_info.line_info_bytes());

    let load = |log: &mut [u8]| {
        // SAFETY: a zeroed bpf_attr is valid; the pointers outlive the syscall.
        let mut attr: bpf_attr = unsafe { std::mem::zeroed() };
        let a = unsafe { &mut attr.__bindgen_anon_3 };
        a.prog_type = bpf_prog_type::BPF_PROG_TYPE_KPROBE as u32;
        a.expected_attach_type = bpf_attach_type::BPF_TRACE_UPROBE_MULTI as u32;
        a.insns = insns.as_ptr() as u64;
        a.insn_cnt = insns.len() as u32;
        a.license = prog.license.as_ptr() as u64;
        if let ProgramSection::UProbe { sleepable: true } | ProgramSection::URetProbe { sleepable: true } = prog.section {
            a.prog_flags = BPF_F_SLEEPABLE;
        }
        if let Some(btf) = btf {
            a.prog_btf_fd = btf.as_raw_fd() as u32;
            if function.func_info_rec_size > 0 {
                a.func_info = func_info.as_ptr() as u64;
                a.func_info_cnt = function.func_info.len() as u32;
                a.func_info_rec_size = function.func_info_rec_size as u32;
            }
            if function.line_info_rec_size > 0 {
                a.line_info = line_info.as_ptr() as u64;
                a.line_info_cnt = function.line_info.len() as u32;
                a.line_info_rec_size = function.line_info_rec_size as u32;
            }
        }
        for (dst, src) in a.prog_name.iter_mut().zip(name.bytes().take(15)) {
            *dst = src as _;
        }
        if !log.is_empty() {
            a.log_level = 1;
            a.log_buf = log.as_mut_ptr() as u64;
            a.log_size = log.len() as u32;
        }
        bpf(bpf_cmd::BPF_PROG_LOAD, &mut attr)
    };
    load(&mut []).or_else(|e| {
        if e.raw_os_error() != Some(libc::EACCES) {
            return Err(e);
        }
        // The verifier refused it: load again for its log.
        let mut log = vec![0u8; 1 << 20];
        let again = load(&mut log);
        let end = log.iter().position(|&b| b == 0).unwrap_or(log.len());
        let tail = String::from_utf8_lossy(&log[end.saturating_sub(2000)..end]).into_owned();
        again.map_err(|_| io::Error::other(format!("verifier: {tail}")))
    })
}

/// Attaches `prog` at `offsets` of the file at `path`, for `pid` only or every process.
pub fn attach(
    prog: BorrowedFd<'_>,
    path: &Path,
    offsets: &[u64],
    cookies: &[u64],
    retprobe: bool,
    pid: Option<u32>,
) -> io::Result<OwnedFd> {
    let path = CString::new(path.as_os_str().as_bytes())?;
    // SAFETY: a zeroed bpf_attr is valid; the pointers outlive the syscall.
    let mut attr: bpf_attr = unsafe { std::mem::zeroed() };
    let l = unsafe { &mut attr.link_create };
    l.__bindgen_anon_1.prog_fd = prog.as_raw_fd() as u32;
    l.attach_type = bpf_attach_type::BPF_TRACE_UPROBE_MULTI as u32;
    // link_create.flags must stay 0: the return flag is uprobe_multi's own.
    let m = unsafe { &mut l.__bindgen_anon_3.uprobe_multi };
    m.flags = if retprobe { BPF_F_UPROBE_MULTI_RETURN } else { 0 };
    m.path = path.as_ptr() as u64;
    m.offsets = offsets.as_ptr() as u64;
    m.cookies = cookies.as_ptr() as u64;
    m.cnt = offsets.len() as u32;
    m.pid = pid.unwrap_or(0);
    bpf(bpf_cmd::BPF_LINK_CREATE, &mut attr)
}

fn load_btf(raw: &[u8]) -> io::Result<OwnedFd> {
    // SAFETY: a zeroed bpf_attr is valid; `raw` outlives the syscall.
    let mut attr: bpf_attr = unsafe { std::mem::zeroed() };
    let b = unsafe { &mut attr.__bindgen_anon_7 };
    b.btf = raw.as_ptr() as u64;
    b.btf_size = raw.len() as u32;
    bpf(bpf_cmd::BPF_BTF_LOAD, &mut attr)
}

fn bpf(cmd: bpf_cmd, attr: &mut bpf_attr) -> io::Result<OwnedFd> {
    // SAFETY: the bpf syscall with a valid attr; a non-negative result is a new fd.
    let fd = unsafe {
        libc::syscall(libc::SYS_bpf, cmd as libc::c_int, attr as *mut _, size_of::<bpf_attr>())
    };
    if fd < 0 {
        return Err(io::Error::last_os_error());
    }
    // SAFETY: a new fd the kernel just returned, ours alone.
    Ok(unsafe { OwnedFd::from_raw_fd(fd as i32) })
}

fn map_data(map: &Map) -> Option<&MapData> {
    match map {
        Map::Array(d)
        | Map::HashMap(d)
        | Map::LruHashMap(d)
        | Map::PerCpuArray(d)
        | Map::PerCpuHashMap(d)
        | Map::PerCpuLruHashMap(d)
        | Map::RingBuf(d)
        | Map::PerfEventArray(d) => Some(d),
        _ => None,
    }
}
