//! The ring shards that carry events to the daemon.
//!
//! One ring written by every CPU is one lock and one producer position that every traced call
//! takes: on a 16-core node, 14 processes made each call's BPF run time 14 times dearer. So
//! each process writes the ring of its shard (`pid % config::RING_SHARDS`, as
//! `tracer_common::shard_of`): processes on different CPUs write different rings, and one
//! process's events, its BEGIN and its EXIT stay in order in one ring, as the daemon's
//! trackers need. A BPF program can name a map only as a constant, so the shards are
//! `MAX_SHARDS` maps, chosen by a `match`; the daemon sizes the unused ones to one page.
use aya_ebpf::{
    macros::map,
    maps::{RingBuf, ring_buf::RingBufEntry},
};
use tracer_common::{config, shard_of};

use crate::config_value;

/// `pid`'s shard.
#[inline(always)]
pub fn shard(pid: u32) -> u32 {
    shard_of(pid, config_value(config::RING_SHARDS))
}

macro_rules! shards {
    ($($i:literal $name:ident)*) => {
        $(
            #[map]
            static $name: RingBuf = RingBuf::with_byte_size(4096, 0);
        )*

        /// Room for a `T` in `pid`'s ring, or None if it is full.
        #[inline(always)]
        pub fn reserve<T: 'static>(pid: u32) -> Option<RingBufEntry<T>> {
            match shard(pid) {
                $($i => $name.reserve::<T>(0),)*
                _ => None,
            }
        }

        /// A copy of `data` into `pid`'s ring (`flags`: its wake-up): whether it was sent.
        /// Unlike a record reserved and written in place, what follows is verified once, not
        /// once per shard.
        #[inline(always)]
        pub fn output_flags<T: 'static>(pid: u32, data: &T, flags: u64) -> bool {
            match shard(pid) {
                $($i => $name.output::<T>(data, flags).is_ok(),)*
                _ => false,
            }
        }

        /// `output_flags` with no wake-up.
        #[inline(always)]
        pub fn output<T: 'static>(pid: u32, data: &T) -> bool {
            output_flags(pid, data, 0)
        }

        /// `bpf_ringbuf_query` of `pid`'s ring.
        #[inline(always)]
        pub fn query(pid: u32, what: u64) -> u64 {
            match shard(pid) {
                $($i => $name.query(what),)*
                _ => 0,
            }
        }
    };
}

shards!(
    0 EVENTS_0 1 EVENTS_1 2 EVENTS_2 3 EVENTS_3 4 EVENTS_4 5 EVENTS_5 6 EVENTS_6 7 EVENTS_7
    8 EVENTS_8 9 EVENTS_9 10 EVENTS_10 11 EVENTS_11 12 EVENTS_12 13 EVENTS_13 14 EVENTS_14
    15 EVENTS_15 16 EVENTS_16 17 EVENTS_17 18 EVENTS_18 19 EVENTS_19 20 EVENTS_20 21 EVENTS_21
    22 EVENTS_22 23 EVENTS_23 24 EVENTS_24 25 EVENTS_25 26 EVENTS_26 27 EVENTS_27 28 EVENTS_28
    29 EVENTS_29 30 EVENTS_30 31 EVENTS_31
);

const _: () = assert!(tracer_common::MAX_SHARDS == 32, "one map per shard above");
