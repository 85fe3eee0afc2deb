import Foundation
import HTTPTypes
import Metrics
import Prometheus
import Synchronization

/// What `GET /metrics` tells an operator, in Prometheus' text format: requests by route,
/// method and status with their latencies as histograms, throttled answers by route, and at
/// each scrape the open change streams and the database's operations in flight. Recorded
/// through swift-metrics on a registry of the server's own (not the process's), so servers
/// in one process (tests, an app that embeds one) each count their own.
public final class ServerMetrics: Sendable {
    /// Latency buckets fit for answers that take well under a millisecond to a few seconds.
    static let latencyBuckets: [Duration] = [0.25, 0.5, 1, 2.5, 5, 10, 25, 50, 100, 250, 500, 1_000, 2_500, 5_000].map { .microseconds(Int($0 * 1_000)) }

    private let registry = PrometheusCollectorRegistry()
    private let factory: PrometheusMetricsFactory
    private let routes = Mutex<[RouteKey: RouteMetrics]>([:])
    private let throttled = Mutex<[String: Metrics.Counter]>([:])
    private let openStreams: Metrics.Gauge
    private let databaseInFlight: Metrics.Gauge

    public init() {
        var factory = PrometheusMetricsFactory(registry: registry)
        factory.defaultDurationHistogramBuckets = Self.latencyBuckets
        self.factory = factory
        openStreams = Metrics.Gauge(label: "eventmap_change_streams_open", factory: factory)
        databaseInFlight = Metrics.Gauge(label: "eventmap_database_operations_in_flight", factory: factory)
    }

    /// Counts one answer of `route` (its pattern, `/v1/events/{id}`) and how long it took.
    func record(route: String, method: HTTPRequest.Method, status: HTTPResponse.Status, duration: Duration) {
        let key = RouteKey(route: route, method: method.rawValue, status: status.code)
        let metrics = routes.withLock { routes in
            if let known = routes[key] { return known }
            let made = RouteMetrics(key, factory: factory)
            routes[key] = made
            return made
        }
        metrics.requests.increment()
        metrics.latency.recordNanoseconds(Int64(duration / .nanoseconds(1)))
        if status == .tooManyRequests { throttledCounter(route).increment() }
    }

    /// The text of a scrape, with the values read at the moment: open change streams, and the
    /// database's operations in flight where it tells (a pool's; SQLite's one connection does not).
    func scrape(openStreams streams: Int, databaseInFlight inFlight: Int?) -> [UInt8] {
        openStreams.record(streams)
        if let inFlight { databaseInFlight.record(inFlight) }
        return registry.emitToBuffer()
    }

    private func throttledCounter(_ route: String) -> Metrics.Counter {
        throttled.withLock { counters in
            if let known = counters[route] { return known }
            let made = Metrics.Counter(label: "eventmap_throttled_total", dimensions: [("route", route)], factory: factory)
            counters[route] = made
            return made
        }
    }
}

private struct RouteKey: Hashable {
    let route: String
    let method: String
    let status: Int
}

private struct RouteMetrics: Sendable {
    let requests: Metrics.Counter
    let latency: Metrics.Timer

    init(_ key: RouteKey, factory: PrometheusMetricsFactory) {
        let dimensions = [("route", key.route), ("method", key.method), ("status", String(key.status))]
        requests = Metrics.Counter(label: "eventmap_http_requests_total", dimensions: dimensions, factory: factory)
        latency = Metrics.Timer(label: "eventmap_http_request_duration_seconds", dimensions: dimensions, factory: factory)
    }
}
