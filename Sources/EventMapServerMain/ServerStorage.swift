import ArgumentParser
import EventMapPostgres
import EventMapServer
import Foundation
import Logging
import Viper

/// `--database postgres://…`, checked before anything starts.
struct DatabaseChoice {
    let url: PostgresDatabaseURL

    init(_ text: String) throws {
        guard let url = PostgresDatabaseURL(text) else {
            throw ValidationError("--database takes postgres://USER:PASSWORD@HOST[:PORT]/DATABASE, not \"\(text)\"")
        }
        self.url = url
    }
}

/// Where the records are, opened.
struct ServerStorage: Sendable {
    let repository: any EventsRepository
    let description: String

    static func open(database: DatabaseChoice?, dataDirectory: String, logger: Logger) async throws -> ServerStorage {
        if let database {
            return ServerStorage(repository: try await PostgresEventsRepository.open(database.url, logger: logger), description: "PostgreSQL \(database.url)")
        }
        if let reason = PrivateFolder.make(dataDirectory) { throw ServerFailure("--data-dir \(dataDirectory): \(reason)") }
        let path = URL(fileURLWithPath: dataDirectory).appendingPathComponent("events.sqlite").path
        let repository = try SQLiteEventsRepository(path: path, logger: logger)
        return ServerStorage(repository: repository, description: "SQLite \(path)")
    }
}
