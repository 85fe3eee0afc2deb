import Foundation
// Test helper: `sqlite-writer PATH` inserts rows into PATH in transactions of
// `rowsPerCommit` and prints the total row count after each COMMIT returns, one per line,
// until it is killed. It stops by itself after a minute so a crashed test leaves no orphan.
import ViperSQLite

let rowsPerCommit: Int64 = 10

func write(to path: String) throws {
    let database = try Database(path: path)
    try database.migrate([Migration(version: 1, sql: "CREATE TABLE ticks (id INTEGER PRIMARY KEY, label TEXT NOT NULL, at REAL NOT NULL)")])
    var committed = try database.query("SELECT COUNT(*) AS n FROM ticks").first?.int("n") ?? 0
    let deadline = Date().addingTimeInterval(60)
    while Date() < deadline {
        try database.transaction {
            for index in 0..<rowsPerCommit {
                try database.execute("INSERT INTO ticks (label, at) VALUES (?, ?)", [.text("tick \(committed + index)"), .real(Date().timeIntervalSince1970)])
            }
        }
        committed += rowsPerCommit
        FileHandle.standardOutput.write(Data("\(committed)\n".utf8))
    }
}

guard CommandLine.arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: sqlite-writer DATABASE-PATH\n".utf8))
    exit(64)
}
do {
    try write(to: CommandLine.arguments[1])
} catch {
    FileHandle.standardError.write(Data("sqlite-writer: \(error)\n".utf8))
    exit(1)
}
