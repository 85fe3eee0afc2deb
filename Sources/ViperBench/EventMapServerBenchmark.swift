import EventMapAPI
import EventMapPostgres
import EventMapServer
import Foundation
import Logging
import PostgresNIO
import Viper
import ViperHTTP
import ViperLocation

/// `eventmap-server`'s figures, through HTTP on loopback, side by side on SQLite and (when
/// `EVENTMAP_POSTGRES_URL` names a server, as `scripts/bench` arranges) PostgreSQL: the box
/// query at 100k and 1M events, creates per second, streams told of a create, and the box
/// query's throughput as a share of `/health`'s.
func benchmarkEventMapServer() async -> [String] {
    var lines: [String] = []
    // The SQLite files, 200 MB at 1,000,000 events, go when the figures are taken.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viper-bench-server-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    var storages: [(name: String, make: () async throws -> any EventsRepository, seed: (any EventsRepository, Int) async throws -> Void)] = [
        ("sqlite", { try SQLiteEventsRepository(path: try benchFile("events.sqlite", in: folder), logger: .quiet) }, seedThroughService)
    ]
    if let text = ProcessInfo.processInfo.environment["EVENTMAP_POSTGRES_URL"], let server = PostgresDatabaseURL(text) {
        do {
            let database = try await freshBenchDatabase(server)
            storages.append(
                (
                    "postgres", { try await PostgresEventsRepository.open(database, logger: Logger.quiet) },
                    { repository, count in
                        try await seedThroughService(repository, count)
                        try await vacuum(database)
                    }
                ))
        } catch {
            lines.append("event-map server: PostgreSQL figures skipped: \(error)")
        }
    } else {
        lines.append("event-map server: PostgreSQL figures skipped: EVENTMAP_POSTGRES_URL is not set (scripts/bench server sets it)")
    }
    lines.append(await signInTimings(in: folder))
    for storage in storages {
        do {
            let repository = try await storage.make()
            // Creates per second, not the limit on them: one account makes them all, under a
            // limit it never reaches that weighs each create as production's 100 an hour does.
            var limits = AttemptPolicy.standard
            limits.eventsPerAccount = AttemptRule(limit: 1_000, window: 0.1)
            let service = EventsService(repository: repository, hashing: .fastForTests, clock: .system, limits: limits)
            // Thousands of change streams come from this one process's address.
            let server = try await EventsServer(
                service: service, policy: ConnectionPolicy(maxConnections: 100_000, maxConnectionsPerAddress: 100_000), logger: Logger.quiet)
            let running = try await server.start()
            let base = URL(string: "http://127.0.0.1:\(running.port)")!
            let endings = SessionEndings()
            let client = HTTPClient(transport: LiveTransport(until: endings))
            var seeded = 0
            for count in [100_000, 1_000_000] {
                try await storage.seed(repository, count - seeded)
                seeded = count
                let latencies = try await boxQueryLatencies(client, base, runs: 1_000)
                lines.append(
                    String(
                        format:
                            "event-map server (%@): the box query over %d events, each a box not asked before: p50 %.2f ms, p99 %.2f ms through HTTP (goal p99 ≤ 10 ms)%@",
                        storage.name, count, latencies.p50 * 1000, latencies.p99 * 1000,
                        storage.name == "postgres" ? "; loaded in bulk, then vacuumed as autovacuum does" : ""))
            }
            let (kept, fixed) = try await keptAnswerThroughput(of: server, box: boxQuery(), client: client, logger: Logger.quiet)
            lines.append(
                String(
                    format: "event-map server (%@): the same box query again %.0f/s against its bytes as a fixed body %.0f/s: %.0f%% (goal ≥ 50%%)",
                    storage.name, kept, fixed, 100 * kept / fixed))
            lines.append(
                String(format: "event-map server (%@): %.0f creates/s through HTTP, 6 clients", storage.name, try await createsPerSecond(client, base)))
            lines.append("event-map server (\(storage.name)): " + (await streamsToldOfACreate(server: running.port, service: service)))
            await endings.run()
            await running.stop()
        } catch {
            lines.append("event-map server (\(storage.name)): could not run: \(error)")
        }
    }
    return lines
}

/// A wrong password against an unknown e-mail, with production scrypt, called on the service
/// (HTTP adds the same either way): each attempt from an address of its own, and at most four
/// per account, so throttling answers none of them.
private func signInTimings(in folder: URL) async -> String {
    do {
        let service = try EventsService.sqlite(path: try benchFile("timing.sqlite", in: folder), clock: .system, logger: .quiet)
        let accounts = 5
        let attemptsEach = 4
        for index in 0..<accounts {
            _ = try await service.register(
                Registration(name: "Timing", email: "known\(index)@example.org", birthDate: "1990-01-01", password: "right-password"))
        }
        func median(_ email: (Int) -> String) async -> Double {
            var seconds: [Double] = []
            for attempt in 0..<(accounts * attemptsEach) {
                let start = ContinuousClock.now
                _ = try? await service.signIn(email: email(attempt), password: "wrong-password", from: "10.0.0.\(attempt)")
                seconds.append((ContinuousClock.now - start) / .seconds(1))
            }
            return seconds.sorted()[seconds.count / 2]
        }
        let known = await median { "known\($0 % accounts)@example.org" }
        let unknown = await median { "nobody\($0)@example.org" }
        func registering(_ email: (Int) -> String) async -> Double {
            var seconds: [Double] = []
            for attempt in 0..<(accounts * attemptsEach) {
                let start = ContinuousClock.now
                _ = try? await service.register(Registration(name: "Timing", email: email(attempt), birthDate: "1990-01-01", password: "right-password"))
                seconds.append((ContinuousClock.now - start) / .seconds(1))
            }
            return seconds.sorted()[seconds.count / 2]
        }
        let taken = await registering { "known\($0 % accounts)@example.org" }
        let fresh = await registering { "fresh\($0)@example.org" }
        return String(
            format:
                "event-map server: sign-in with a wrong password, median of %d: known e-mail %.0f ms, unknown e-mail %.0f ms: %+.1f%% (goal within ±10%%); registering a taken e-mail %.0f ms, a new one %.0f ms: %+.1f%% (goal within ±10%%)",
            accounts * attemptsEach, known * 1000, unknown * 1000, 100 * (unknown - known) / known, taken * 1000, fresh * 1000, 100 * (taken - fresh) / fresh)
    } catch {
        return "event-map server: sign-in timings could not run: \(error)"
    }
}

/// A standard map's view of the city, about 0.1% of the events seeded there, moved `shift`
/// micro-degrees east: each shift is a query the server has not answered before.
/// The map's own query: a box, and what has not ended by the middle of the year the events are spread over.
private func boxQuery(shift: Int = 0) -> [URLQueryItem] {
    let (west, east) = (37.5958 + Double(shift) / 1_000_000, 37.6458 + Double(shift) / 1_000_000)
    return [
        URLQueryItem(name: "south", value: "55.7517"), URLQueryItem(name: "west", value: String(format: "%.6f", west)),
        URLQueryItem(name: "north", value: "55.7561"), URLQueryItem(name: "east", value: String(format: "%.6f", east)),
        URLQueryItem(name: "from", value: "2026-07-01T00:00:00Z"),
    ]
}

/// The seeded events' starts, spread over 2026, two hours each.
private enum BenchYear {
    static func time(of index: Int) -> EventTime {
        let start = Date(timeIntervalSince1970: 1_767_225_600 + Double(index * 7919 % 525_600) * 60)
        return EventTime(start: start, end: start.addingTimeInterval(7200), utcOffset: 3 * 3600)
    }
}

/// The path of `name` in `folder`, which is made if it is not there yet.
private func benchFile(_ name: String, in folder: URL) throws -> String {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder.appendingPathComponent(name).path
}

private func freshBenchDatabase(_ server: PostgresDatabaseURL) async throws -> PostgresDatabaseURL {
    let name = "eventmap_bench_\(UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: ""))"
    let connection = try await PostgresConnection.connect(configuration: server.connection, id: 1, logger: Logger.quiet)
    try await connection.query(PostgresQuery(unsafeSQL: "CREATE DATABASE \(name)"), logger: Logger.quiet)
    try await connection.close()
    return server.database(name)
}

/// What autovacuum does to a table soon after a bulk load: marks its pages all visible, so an
/// area query reads its page from the index alone, and counts its rows for the planner.
private func vacuum(_ database: PostgresDatabaseURL) async throws {
    let connection = try await PostgresConnection.connect(configuration: database.connection, id: 1, logger: Logger.quiet)
    try await connection.query("VACUUM ANALYZE events", logger: Logger.quiet)
    try await connection.close()
}

private func seedThroughService(_ repository: any EventsRepository, _ count: Int) async throws {
    var random = SeededRandom(seed: 24)
    let owner = try await repository.insertUser(
        NewUser(name: "Seeder", email: "seed-\(UUID().uuidString)@example.org", birthDate: "1990-01-01", passwordHash: "-"))
    for start in stride(from: 0, to: count, by: 20_000) {
        let drafts = (start..<min(count, start + 20_000)).map { index in
            EventDraft(
                title: "Event \(index)", description: "", address: "", type: EventType.allCases[index % 6], age: .none,
                position: EventSpread.city.position(&random), time: BenchYear.time(of: index))
        }
        _ = try await repository.insertEvents(drafts, ownerID: owner)
    }
}

private func boxQueryLatencies(_ client: HTTPClient, _ base: URL, runs: Int) async throws -> (p50: Double, p99: Double) {
    var seconds: [Double] = []
    for run in 0..<runs {
        let url = base.appending(path: "v1/events").appending(queryItems: boxQuery(shift: run))
        let start = ContinuousClock.now
        _ = try await client.send(HTTPRequest(url: url))
        seconds.append((ContinuousClock.now - start) / .seconds(1))
    }
    seconds.sort()
    return (seconds[seconds.count / 2], seconds[seconds.count * 99 / 100])
}

/// Requests a second from 6 clients at once (the client's connections to one host) for 3 s.
func throughput(_ client: HTTPClient, _ url: URL) async throws -> Double {
    try await throughput(client, HTTPRequest(url: url))
}

private func throughput(_ client: HTTPClient, _ request: HTTPRequest) async throws -> Double {
    let start = ContinuousClock.now
    let duration = Duration.seconds(3)
    let counts = try await withThrowingTaskGroup(of: Int.self) { group in
        for _ in 0..<6 {
            group.addTask {
                var count = 0
                while ContinuousClock.now - start < duration {
                    _ = try await client.send(request)
                    count += 1
                }
                return count
            }
        }
        return try await group.reduce(0, +)
    }
    return Double(counts) / ((ContinuousClock.now - start) / .seconds(1))
}

private func createsPerSecond(_ client: HTTPClient, _ base: URL) async throws -> Double {
    let registration = Registration(name: "Bench", email: "bench-\(UUID().uuidString)@example.org", birthDate: "1990-01-01", password: "benchmark")
    let token = try await client.decode(SignedIn.self, answering: .json(.post, url: base.appending(path: "v1/accounts"), body: registration)).token
    // The body the app's client sends for a new event; the server has no JSON of its models to lend.
    let draft: [String: Any] = [
        "title": "Created", "description": "", "address": "", "type": "music", "age": 0, "latitude": 55.75, "longitude": 37.62,
        "start": "2026-01-02T19:00:00+03:00",
    ]
    let body = try JSONSerialization.data(withJSONObject: draft)
    return try await throughput(
        client,
        HTTPRequest(
            .post, url: base.appending(path: "v1/events"), headers: ["Authorization": "Bearer \(token)", "Content-Type": "application/json"], body: body))
}
