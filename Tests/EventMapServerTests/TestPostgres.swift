import EventMapPostgres
import EventMapServer
import Foundation
import Logging
import PostgresNIO

/// The PostgreSQL that `scripts/test` starts for the run (`EVENTMAP_POSTGRES_URL`). Without
/// it, PostgreSQL tests fail, saying so: they never pass by not running.
enum TestPostgres {
    struct Missing: Error, CustomStringConvertible {
        let description = "EVENTMAP_POSTGRES_URL is not set: run scripts/test, which starts a throwaway PostgreSQL for the tests"
    }

    static var server: PostgresDatabaseURL {
        get throws {
            guard let text = ProcessInfo.processInfo.environment["EVENTMAP_POSTGRES_URL"], let url = PostgresDatabaseURL(text) else { throw Missing() }
            return url
        }
    }

    /// A new, empty database on the test server.
    static func freshDatabase() async throws -> PostgresDatabaseURL {
        let server = try server
        let name = "eventmap_test_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
        let connection = try await PostgresConnection.connect(configuration: server.connection, id: 1, logger: .quiet)
        try await connection.query(PostgresQuery(unsafeSQL: "CREATE DATABASE \(name)"), logger: .quiet)
        try await connection.close()
        return server.database(name)
    }

    static func freshRepository() async throws -> any EventsRepository {
        try await PostgresEventsRepository.open(freshDatabase(), logger: .quiet)
    }
}

extension TestPostgres {
    /// The database's URL as `--database` takes it.
    static func urlText(_ url: PostgresDatabaseURL) throws -> String {
        guard let text = ProcessInfo.processInfo.environment["EVENTMAP_POSTGRES_URL"], let slash = text.range(of: "/", options: .backwards) else {
            throw Missing()
        }
        return text[..<slash.upperBound] + (url.database ?? "")
    }
}
