import EventMapServer
import Foundation
import HTTPTypes
import Logging
import Testing

/// What an operator sees: `GET /metrics` in Prometheus' text format, and each answer's request
/// id, which the request's log line carries too.
@Suite("Server metrics and request ids")
struct ServerMetricsTests {
    @Test(
        "GET /metrics counts answers by route pattern, method and status, with latency histograms, throttled answers and open streams",
        arguments: Storage.allCases)
    func metricsCountAnswers(_ storage: Storage) async throws {
        let harness = try await APIHarness(storage)
        try await harness.test { api in
            let token = try await api.register()
            #expect(try await api.create("Party", token: token).status == 201)
            for id in [1, 1, 99] { _ = try await api.send(.get, "/v1/events/\(id)") }
            var statuses: [Int] = []
            for _ in 0..<8 { statuses.append(try await api.send(.post, "/v1/sessions", json: ["email": "rick@example.org", "password": "wrong"]).status) }
            #expect(statuses.filter { $0 == 429 }.count == 3, "\(statuses)")

            let scrape = try await api.send(.get, "/metrics")
            #expect(scrape.status == 200)
            let contentType = try #require(scrape.headers[.contentType])
            #expect(contentType.hasPrefix("text/plain;") && contentType.contains("version=0.0.4"), "Prometheus' text format: \(contentType)")
            let metrics = PrometheusText(scrape.body)
            let found = ["route": "/v1/events/{id}", "method": "GET", "status": "200"]
            #expect(metrics.value("eventmap_http_requests_total", found) == 2)
            #expect(metrics.value("eventmap_http_requests_total", ["route": "/v1/events/{id}", "method": "GET", "status": "404"]) == 1)
            #expect(metrics.value("eventmap_http_requests_total", ["route": "/v1/events", "method": "POST", "status": "201"]) == 1)
            #expect(metrics.value("eventmap_http_request_duration_seconds_count", found) == 2)
            #expect(metrics.value("eventmap_http_request_duration_seconds_bucket", found.merging(["le": "+Inf"]) { $1 }) == 2)
            #expect(metrics.value("eventmap_throttled_total", ["route": "/v1/sessions"]) == 3)
            #expect(metrics.value("eventmap_change_streams_open", [:]) == 0)
            if storage == .postgres { #expect(metrics.value("eventmap_database_operations_in_flight", [:]) == 0) }
        }
    }

    @Test("each answer carries its request's id, an error's too, and the request's log line carries the same id")
    func requestIDs() async throws {
        let log = KeptLog()
        let harness = try await APIHarness(.sqlite, logger: Logger(label: "eventmap-server") { _ in KeptLogHandler(log: log) })
        try await harness.test { api in
            let answers = [try await api.send(.get, "/health"), try await api.send(.get, "/v1/events/99"), try await api.send(.get, "/no/such/path")]
            let ids = answers.compactMap { $0.headers[.requestID] }
            #expect(ids.count == 3 && Set(ids).count == 3, "\(ids)")
            #expect(log.lines.count == 3)
            for (line, id) in zip(log.lines, ids) { #expect(line.contains("request_id=\(id)"), "\(line)") }
        }
    }

    @Test("a server whose logger keeps no metadata, as the one an app embeds, gives every answer a request id all the same")
    func requestIDsWithoutALogger() async throws {
        let api = try await LiveAPI(harness: try await APIHarness(.sqlite, logger: Logger(label: "embedded") { _ in SwiftLogNoOpLogHandler() }))
        let ids = [try await api.send(.get, "/health"), try await api.send(.get, "/v1/events/99")].compactMap { $0.headers["X-Request-ID"] }
        await api.stop()
        #expect(ids.count == 2 && Set(ids).count == 2, "\(ids)")
    }
}

/// The samples of a Prometheus text exposition, each found by its name and labels.
struct PrometheusText {
    private var samples: [String: Double] = [:]

    init(_ body: Data) {
        for line in String(decoding: body, as: UTF8.self).split(separator: "\n") where !line.hasPrefix("#") {
            guard let space = line.lastIndex(of: " "), let value = Double(line[line.index(after: space)...]) else { continue }
            let series = line[..<space]
            let name = series.prefix { $0 != "{" }
            var labels: [String: String] = [:]
            if let open = series.firstIndex(of: "{"), series.hasSuffix("}") {
                for pair in series[series.index(after: open)..<series.index(before: series.endIndex)].split(separator: ",") {
                    let parts = pair.split(separator: "=", maxSplits: 1)
                    guard parts.count == 2 else { continue }
                    labels[String(parts[0])] = String(parts[1].dropFirst().dropLast())
                }
            }
            samples[Self.key(String(name), labels)] = value
        }
    }

    func value(_ name: String, _ labels: [String: String]) -> Double? {
        samples[Self.key(name, labels)]
    }

    private static func key(_ name: String, _ labels: [String: String]) -> String {
        name + labels.sorted { $0.key < $1.key }.map { "|\($0.key)=\($0.value)" }.joined()
    }
}
