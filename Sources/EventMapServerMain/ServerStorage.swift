import ArgumentParser
import EventMapServer
import Foundation
import Logging
import Viper

/// `--database postgres://…`, checked before anything starts.
struct DatabaseChoice {
    let url: URL

    init(_ text: String) throws {
        guard let url = URL(string: text), ["postgres", "postgresql"].contains(url.scheme ?? ""), url.host?.isEmpty == false else {
            throw ValidationError("--database takes postgres://USER:PASSWORD@HOST[:PORT]/DATABASE, not \"\(text)\"")
        }
        self.url = url
    }
}

/// Where the records are, opened: the repository, and what must run while it serves.
struct ServerStorage: Sendable {
    let repository: any EventsRepository
    let description: String
    /// Runs `body` with whatever the storage needs running beside it (PostgreSQL's connections).
    let serving: @Sendable (_ body: @escaping @Sendable () async throws -> Void) async throws -> Void

    static func open(database: DatabaseChoice?, dataDirectory: String, logger: Logger) async throws -> ServerStorage {
        if database != nil { throw ServerFailure("PostgreSQL is not built in yet") }
        if let reason = PrivateFolder.make(dataDirectory) { throw ServerFailure("--data-dir \(dataDirectory): \(reason)") }
        let notices = Notices()
        let path = URL(fileURLWithPath: dataDirectory).appendingPathComponent("events.sqlite").path
        let repository = try SQLiteEventsRepository(path: path, notices: notices)
        for notice in notices.drain() { logger.warning("\(notice)") }
        return ServerStorage(repository: repository, description: "SQLite \(path)") { body in try await body() }
    }
}
