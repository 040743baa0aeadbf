//! The metrics' names, in one place: as the exporter registers them (prometheus-client adds the
//! unit and a counter's `_total`) and as a scrape names their samples, which `top` reads by. A
//! test renders the exporter's registry and finds every sample named here, and only those, so
//! the writer and its readers cannot drift apart.
use prometheus_client::registry::Unit;

/// One metric.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Metric {
    /// As registered.
    pub name: &'static str,
    /// Its unit, a suffix of its samples' name.
    pub unit: Option<&'static str>,
    /// As a scrape names its samples: the name, the unit, and `_total` for a counter.
    pub sample: &'static str,
}

impl Metric {
    /// The unit as prometheus-client takes it.
    pub fn unit(&self) -> Option<Unit> {
        self.unit.map(|u| match u {
            "bytes" => Unit::Bytes,
            "seconds" => Unit::Seconds,
            other => Unit::Other(other.into()),
        })
    }
}

/// A gauge (`total` for a counter) and its unit, if any.
macro_rules! metric {
    ($name:expr) => {
        Metric { name: $name, unit: None, sample: $name }
    };
    ($name:expr, total) => {
        Metric { name: $name, unit: None, sample: concat!($name, "_total") }
    };
    ($name:expr, $unit:literal) => {
        Metric { name: $name, unit: Some($unit), sample: concat!($name, "_", $unit) }
    };
    ($name:expr, $unit:literal, total) => {
        Metric { name: $name, unit: Some($unit), sample: concat!($name, "_", $unit, "_total") }
    };
}

/// What a holder (a process, a cgroup's live processes) holds and calls.
#[derive(Clone, Copy, Debug)]
pub struct Holder {
    pub objects: Metric,
    pub bytes: Metric,
    pub calls: Metric,
    pub failed_calls: Metric,
    pub oldest: Metric,
    pub kept_objects: Metric,
    pub kept_bytes: Metric,
}

macro_rules! holder {
    ($prefix:literal) => {
        Holder {
            objects: metric!(concat!($prefix, "_outstanding_objects")),
            bytes: metric!(concat!($prefix, "_outstanding"), "bytes"),
            calls: metric!(concat!($prefix, "_calls"), total),
            failed_calls: metric!(concat!($prefix, "_failed_calls"), total),
            oldest: metric!(concat!($prefix, "_oldest_outstanding_age"), "seconds"),
            kept_objects: metric!(concat!($prefix, "_kept_objects")),
            kept_bytes: metric!(concat!($prefix, "_kept"), "bytes"),
        }
    };
}

pub const PROCESS: Holder = holder!("ze_tracer_process");
pub const CGROUP: Holder = holder!("ze_tracer_cgroup");

pub const PROCESS_GROWING: Metric = metric!("ze_tracer_process_growing", "bytes_per_second");
pub const PROCESS_GROWING_SITE: Metric = metric!("ze_tracer_process_growing_site", "bytes_per_second");
pub const PROCESS_KEPT_GROWING: Metric = metric!("ze_tracer_process_kept_growing", "bytes_per_second");

pub const CGROUP_PROCESSES: Metric = metric!("ze_tracer_cgroup_processes");
pub const CGROUP_PROCESSES_ENDED: Metric = metric!("ze_tracer_cgroup_processes_ended", total);
pub const CGROUP_LEAKED_OBJECTS: Metric = metric!("ze_tracer_cgroup_leaked_objects", total);
pub const CGROUP_LEAKED_BYTES: Metric = metric!("ze_tracer_cgroup_leaked", "bytes", total);

pub const EVENTS_DROPPED: Metric = metric!("ze_tracer_events_dropped", total);
pub const RING_FILL: Metric = metric!("ze_tracer_ring_buffer_fill", "ratio");
pub const RING_SIZE: Metric = metric!("ze_tracer_ring_buffer_size", "bytes");
pub const COPIES_ATTACHED: Metric = metric!("ze_tracer_loader_copies_attached");
pub const PROCESSES_TRACKED: Metric = metric!("ze_tracer_processes_tracked");
pub const PROCESSES_SKIPPED: Metric = metric!("ze_tracer_processes_skipped", total);
pub const PROCESSES_ENDED: Metric = metric!("ze_tracer_processes_ended", total);
pub const OUTPUTS_REMOVED: Metric = metric!("ze_tracer_outputs_removed", total);
pub const SERIES_LIMIT: Metric = metric!("ze_tracer_metrics_series_limit");
pub const OMITTED: Metric = metric!("ze_tracer_metrics_omitted");
pub const CPU: Metric = metric!("process_cpu", "seconds", total);
pub const RESIDENT_MEMORY: Metric = metric!("process_resident_memory", "bytes");

impl Holder {
    const fn all(&self) -> [Metric; 7] {
        [self.objects, self.bytes, self.calls, self.failed_calls, self.oldest, self.kept_objects, self.kept_bytes]
    }
}

/// Every metric the exporter serves.
pub fn all() -> Vec<Metric> {
    let rest = [
        PROCESS_GROWING,
        PROCESS_GROWING_SITE,
        PROCESS_KEPT_GROWING,
        CGROUP_PROCESSES,
        CGROUP_PROCESSES_ENDED,
        CGROUP_LEAKED_OBJECTS,
        CGROUP_LEAKED_BYTES,
        EVENTS_DROPPED,
        RING_FILL,
        RING_SIZE,
        COPIES_ATTACHED,
        PROCESSES_TRACKED,
        PROCESSES_SKIPPED,
        PROCESSES_ENDED,
        OUTPUTS_REMOVED,
        SERIES_LIMIT,
        OMITTED,
        CPU,
        RESIDENT_MEMORY,
    ];
    PROCESS.all().into_iter().chain(CGROUP.all()).chain(rest).collect()
}

#[cfg(test)]
mod tests {
    /// The alerting rules and the dashboard the package ships read only metrics served (a
    /// renamed one would leave a rule that never fires, a panel that is empty).
    #[test]
    fn the_rules_and_the_dashboard_read_only_metrics_served() {
        let served: Vec<&str> = super::all().iter().map(|m| m.sample).collect();
        for file in ["scripts/prometheus/ze-tracer-alerts.yml", "scripts/grafana/ze-tracer-dashboard.json"] {
            let text = std::fs::read_to_string(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join(file)).unwrap();
            let words = text.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'));
            let read: Vec<&str> = words.filter(|w| w.starts_with("ze_tracer_") || w.starts_with("process_")).collect();
            assert!(!read.is_empty(), "{file} reads no metric");
            for name in read {
                assert!(served.contains(&name), "{file} reads {name}, which is not served");
            }
        }
    }
}
