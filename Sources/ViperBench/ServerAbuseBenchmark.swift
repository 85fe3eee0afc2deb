import EventMapAPI
import EventMapServer
import Foundation
import Logging
import Viper
import ViperHTTP
import ViperTestServer

#if canImport(Glibc)
    import Glibc
#endif

/// `eventmap-server` tried as an attacker would, on SQLite with production hashing: `/health`
/// and a box query while 8 clients flood registration and sign-in (each request from an
/// address of its own, through a trusted proxy: the worst case, which no per-address limit
/// slows), and `/health` from 127.0.0.2 while 127.0.0.1 holds 20,000 connection attempts open.
func benchmarkServerUnderAbuse() async -> [String] {
    do {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viper-bench-abuse-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let repository = try SQLiteEventsRepository(path: folder.appendingPathComponent("events.sqlite").path, logger: .quiet)
        let service = EventsService(repository: repository, clock: .system, work: .serving)
        var logger = Logger(label: "bench")
        logger.logLevel = .critical
        let policy = ConnectionPolicy(trustedProxies: TrustedProxies(["127.0.0.1"])!)
        let running = try await EventsServer(service: service, policy: policy, logger: logger).start()
        defer { Task { await running.stop() } }
        let flooded: String
        do { flooded = try await flood(port: running.port) } catch { flooded = "event-map server: the flood could not run: \(error)" }
        let held: String
        do { held = try await heldConnections(port: running.port, policy: policy) } catch {
            held = "event-map server: held connections could not run: \(error)"
        }
        return [flooded, held]
    } catch {
        return ["event-map server under abuse: could not run: \(error)"]
    }
}

private func flood(port: Int) async throws -> String {
    let endings = SessionEndings()
    let transport = LiveTransport(until: endings)
    let client = HTTPClient(transport: transport)
    let base = "http://127.0.0.1:\(port)"
    let health = HTTPRequest(url: URL(string: "\(base)/health")!)
    let box = HTTPRequest(url: URL(string: "\(base)/v1/events?south=55.7517&west=37.5958&north=55.7561&east=37.6458")!)
    let flooding = Task {
        try await withThrowingTaskGroup(of: [Int: Int].self) { group in
            for floodClient in 0..<8 {
                group.addTask {
                    var statuses: [Int: Int] = [:]
                    var attempt = 0
                    while !Task.isCancelled {
                        attempt += 1
                        let address = "10.\(floodClient).\(attempt / 250 % 250).\(attempt % 250)"
                        let request =
                            attempt.isMultiple(of: 2)
                            ? try HTTPRequest.json(
                                .post, url: URL(string: "\(base)/v1/accounts")!,
                                body: Registration(
                                    name: "Flood", email: "flood-\(floodClient)-\(attempt)@example.org", birthDate: "1990-01-01", password: "flooding-password"
                                ), headers: ["X-Forwarded-For": address])
                            : try HTTPRequest.json(
                                .post, url: URL(string: "\(base)/v1/sessions")!,
                                body: ["email": "flood-\(floodClient)-\(attempt - 1)@example.org", "password": "wrong-password"],
                                headers: ["X-Forwarded-For": address])
                        guard let answer = try? await transport.send(request) else { continue }
                        statuses[answer.status, default: 0] += 1
                    }
                    return statuses
                }
            }
            return try await group.reduce(into: [Int: Int]()) { total, statuses in total.merge(statuses, uniquingKeysWith: +) }
        }
    }
    // The flood takes the pool first.
    try await Task.sleep(for: .milliseconds(500))
    var healthTimes: [Double] = []
    var boxTimes: [Double] = []
    for _ in 0..<200 {
        healthTimes.append(try await seconds { _ = try await client.send(health) })
        boxTimes.append(try await seconds { _ = try await client.send(box) })
    }
    flooding.cancel()
    let statuses = try await flooding.value
    await endings.run()
    let answered = statuses.values.reduce(0, +)
    let refused = (statuses[503] ?? 0) + (statuses[429] ?? 0)
    return String(
        format:
            "event-map server: while 8 clients flood registration and sign-in (production scrypt): /health p50 %.1f ms, p95 %.1f ms; box query p50 %.1f ms, p95 %.1f ms (goal p95 ≤ 25 ms); the flood: %d answers, %d refused at once (503 or 429)",
        percentile(healthTimes, 50), percentile(healthTimes, 95), percentile(boxTimes, 50), percentile(boxTimes, 95), answered, refused)
}

/// The connections are held by two other processes of this benchmark (`hold-connections`),
/// 10,000 each: one process's descriptors (20,000 here) would not hold them and the probes too.
private func heldConnections(port: Int, policy: ConnectionPolicy) async throws -> String {
    let holders = try (0..<2).map { _ in try ConnectionHolder(port: port, count: 10_000) }
    var held = 0
    for holder in holders { held += await holder.held() }
    var times: [Double] = []
    for _ in 0..<200 {
        times.append(
            try await seconds {
                let probe = try await LoopbackConnection.open(port: port, from: "127.0.0.2")
                probe.send("GET /health HTTP/1.1\r\nHost: eventmap\r\nConnection: close\r\n\r\n")
                guard await probe.closed(within: .seconds(5))?.hasPrefix("HTTP/1.1 200") == true else { throw Unanswered() }
            })
    }
    for holder in holders { holder.release() }
    return String(
        format:
            "event-map server: /health from 127.0.0.2 while 127.0.0.1 holds %d connection attempts open (the server keeps %d of them): p50 %.1f ms, p95 %.1f ms (goal ≤ 25 ms)",
        held, policy.maxConnectionsPerAddress, percentile(times, 50), percentile(times, 95))
}

/// `viper-bench hold-connections PORT COUNT`: opens COUNT connections to 127.0.0.1:PORT, says
/// how many it holds, and holds them until its standard input ends.
func holdConnections(port: Int, count: Int) {
    var held: [LoopbackConnection] = []
    for _ in 0..<count {
        guard let connection = try? LoopbackConnection(port: port) else { break }
        held.append(connection)
    }
    FileHandle.standardOutput.write(Data("\(held.count)\n".utf8))
    while readLine() != nil {}
}

/// A `hold-connections` process, used from one task at a time.
private final class ConnectionHolder: @unchecked Sendable {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()

    init(port: Int, count: Int) throws {
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        process.arguments = ["hold-connections", String(port), String(count)]
        process.standardInput = input
        process.standardOutput = output
        try process.run()
    }

    /// How many it holds, once it has opened them all.
    func held() async -> Int {
        let handle = output.fileHandleForReading
        return await withCheckedContinuation { (done: CheckedContinuation<Int, Never>) in
            Thread {
                let line = String(decoding: handle.availableData, as: UTF8.self)
                done.resume(returning: Int(line.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0)
            }.start()
        }
    }

    func release() {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }
}

private struct Unanswered: Error {}

private func seconds(_ body: () async throws -> Void) async throws -> Double {
    let start = ContinuousClock.now
    try await body()
    return (ContinuousClock.now - start) / .milliseconds(1)
}

private func percentile(_ values: [Double], _ percent: Int) -> Double {
    let sorted = values.sorted()
    return sorted[min(sorted.count - 1, sorted.count * percent / 100)]
}
