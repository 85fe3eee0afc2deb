import EventMapAPI
import EventMapPostgres
import EventMapServer
import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import Synchronization
import Testing
import Viper
import ViperTesting

/// The databases the API runs on; every API test runs on each.
enum Storage: String, CaseIterable, CustomTestStringConvertible {
    case sqlite, postgres

    var testDescription: String { rawValue }

    /// Two connections to one fresh, empty database of this kind, as two processes would have.
    func twoRepositories() async throws -> (any EventsRepository, any EventsRepository) {
        switch self {
        case .sqlite:
            let folder = try TemporaryFolder(prefix: "eventmap-api")
            let path = folder.url.appendingPathComponent("events.sqlite").path
            return (try SQLiteEventsRepository(path: path, logger: .quiet), try SQLiteEventsRepository(path: path, logger: .quiet))
        case .postgres:
            let database = try await TestPostgres.freshDatabase()
            return (
                try await PostgresEventsRepository.open(database, logger: Logger.quiet),
                try await PostgresEventsRepository.open(database, logger: Logger.quiet)
            )
        }
    }

    /// A fresh, empty database of this kind.
    func repository() async throws -> any EventsRepository {
        switch self {
        case .sqlite:
            let folder = try TemporaryFolder(prefix: "eventmap-api")
            return try SQLiteEventsRepository(path: folder.url.appendingPathComponent("events.sqlite").path, logger: .quiet)
        case .postgres:
            return try await TestPostgres.freshRepository()
        }
    }
}

/// The API in process (HummingbirdTesting's router mode), on a virtual clock, its outbox kept.
struct APIHarness {
    let clock = VirtualClock()
    let outbox = KeptOutbox()
    let service: EventsService
    let server: EventsServer

    /// - Parameter logger: where the server logs; nothing is logged by default.
    init(_ storage: Storage, policy: ConnectionPolicy = ConnectionPolicy(), logger: Logger? = nil) async throws {
        try await self.init(repository: try await storage.repository(), policy: policy, logger: logger)
    }

    /// A server of its own on `repository`, which another harness may share.
    init(repository: any EventsRepository, policy: ConnectionPolicy = ConnectionPolicy(), logger: Logger? = nil) async throws {
        service = EventsService(repository: repository, hashing: .fastForTests, clock: .reading(clock), outbox: outbox)
        server = try await EventsServer(service: service, policy: policy, logger: logger ?? .quiet)
    }

    /// Runs `body` with a client of the API.
    func test(_ body: @escaping @Sendable (APIClient) async throws -> Void) async throws {
        let app = Application(router: try EventsRoutes.router(of: server))
        try await app.test(.router) { client in try await body(APIClient(client: client)) }
    }
}

struct APIClient: Sendable {
    let client: any TestClientProtocol

    struct Answer {
        let status: Int
        let body: Data
        let headers: HTTPFields

        var json: [String: Any] { (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? [:] }
        var errorCode: String? { (json["error"] as? [String: Any])?["code"] as? String }
        var errorMessage: String? { (json["error"] as? [String: Any])?["message"] as? String }
        func decode<T: Decodable>(_ type: T.Type) throws -> T { try JSONDecoder().decode(T.self, from: body) }
    }

    func send(
        _ method: HTTPRequest.Method, _ uri: String, json: Any? = nil, raw: String? = nil, token: String? = nil, headers extra: HTTPFields = [:]
    ) async throws -> Answer {
        var headers: HTTPFields = [.contentType: "application/json"]
        headers.append(contentsOf: extra)
        if let token { headers[.authorization] = "Bearer \(token)" }
        var body: ByteBuffer?
        if let json { body = ByteBuffer(bytes: try JSONSerialization.data(withJSONObject: json)) }
        if let raw { body = ByteBuffer(string: raw) }
        let response = try await client.execute(uri: uri, method: method, headers: headers, body: body)
        return Answer(status: Int(response.status.code), body: Data(buffer: response.body), headers: response.headers)
    }

    static var rick: [String: Any] { ["name": "Rick", "email": "rick@example.org", "birthDate": "1970-03-04", "password": "wubbalubba"] }

    /// Registers Rick (or `account`) and returns the token.
    func register(_ account: [String: Any] = rick) async throws -> String {
        try await send(.post, "/v1/accounts", json: account).decode(SignedIn.self).token
    }

    /// Creates an event starting at `start` (a new event needs one), as `token`'s user.
    func create(
        _ title: String, at latitude: Double = 55.75, _ longitude: Double = 37.62, type: String = "music", age: Int = 0,
        start: String = "2026-02-01T19:00:00+03:00", token: String
    ) async throws -> Answer {
        try await send(
            .post, "/v1/events",
            json: [
                "title": title, "type": type, "age": age, "latitude": latitude, "longitude": longitude, "address": "", "description": "", "start": start,
            ], token: token)
    }
}

/// The messages the server sent, for reading codes.
final class KeptOutbox: Outbox {
    private let messages = Mutex<[OutgoingMessage]>([])

    var sent: [OutgoingMessage] { messages.withLock { $0 } }

    func send(_ message: OutgoingMessage) async throws(OutboxError) {
        messages.withLock { $0.append(message) }
    }

    /// The code in the last message to `email`.
    func code(for email: String) -> String? {
        sent.last { $0.to == email }.flatMap { message in
            message.body.split(whereSeparator: { !$0.isNumber }).first { $0.count == ResetCodes.length }.map(String.init)
        }
    }
}
