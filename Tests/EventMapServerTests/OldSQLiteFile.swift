import Foundation
import ViperSQLite
import ViperTesting

@testable import EventMapServer

/// An Event Map SQLite file as the version of an older schema left it, with Ann (user 1) in it,
/// for the tests of what opening it with this version does.
struct OldSQLiteFile {
    let folder: TemporaryFolder
    let path: String
    /// The file, open at its old schema, to write what that version would have.
    let database: Database

    init(schema version: Int) throws {
        folder = try TemporaryFolder(prefix: "schema-\(version)")
        path = folder.url.appendingPathComponent("events.sqlite").path
        database = try Database(path: path)
        try database.migrate(Array(SQLiteEventsSchema.migrations.prefix { $0.version <= version }))
        try database.execute("INSERT INTO users (name, email, birth_date, password_hash) VALUES ('Ann', 'ann@example.org', '1990-01-01', 'x')")
    }
}
