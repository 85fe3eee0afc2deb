import CSQLite
import Foundation

extension Database {
    /// Rows read from a damaged table at a time.
    private static let salvageBatch = 500

    /// Copies every row that can still be read from the damaged database at `damagedPath` into
    /// this one's tables of the same name (made by the migrations), by column name, and returns
    /// how many were carried over. A damaged page loses the rows on it, not the rest of its
    /// table; a row that no longer fits the schema is left behind, and so is one whose parent
    /// row was lost.
    func salvage(from damagedPath: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        // Read-only, so the damaged file and its -wal are kept as they are. A file too damaged
        // to attach has nothing left to read.
        let uri = URL(fileURLWithPath: damagedPath).absoluteString + "?mode=ro"
        guard (try? execute("ATTACH DATABASE ? AS damaged", [.text(uri)])) != nil else { return 0 }
        defer { try? execute("DETACH DATABASE damaged") }
        // Children may be copied before their parents; the keys are checked once all is in.
        try? execute("PRAGMA foreign_keys=OFF")
        defer { try? execute("PRAGMA foreign_keys=ON") }
        guard
            let tables = try? query("SELECT name FROM main.sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY rowid")
                .compactMap({ $0.string("name") }),
            let before = try? rowCount(of: tables)
        else { return 0 }
        for table in tables { try? copyReadableRows(of: table) }
        try? removeOrphans()
        return ((try? rowCount(of: tables)) ?? before) - before
    }

    private func rowCount(of tables: [String]) throws(DatabaseError) -> Int {
        var count: Int64 = 0
        for table in tables { count += try query("SELECT COUNT(*) AS n FROM main.\(Self.quoted(table))").first?.int("n") ?? 0 }
        return Int(count)
    }

    /// Reads the table in rowid order, a batch at a time; where reading fails on damage, it
    /// goes on from the first rowid past the damage that reads again.
    private func copyReadableRows(of table: String) throws(DatabaseError) {
        let source = Set(try query("SELECT name FROM pragma_table_info(?, 'damaged')", [.text(table)]).compactMap { $0.string("name") })
        let columns = try query("SELECT name FROM pragma_table_info(?, 'main')", [.text(table)]).compactMap { $0.string("name") }.filter(source.contains)
        guard !columns.isEmpty else { return }
        let list = columns.map(Self.quoted).joined(separator: ", ")
        let read = "SELECT rowid, \(list) FROM damaged.\(Self.quoted(table)) WHERE rowid > ? ORDER BY rowid LIMIT \(Self.salvageBatch)"
        let insert = "INSERT INTO main.\(Self.quoted(table)) (\(list)) VALUES (\(Array(repeating: "?", count: columns.count).joined(separator: ", ")))"
        var after = Int64.min
        while true {
            let (rows, failure) = readRows(read, after: after)
            // Reads run outside the transaction: SQLite refuses to commit one that met damage.
            try typedTransaction { () throws(DatabaseError) in
                for row in rows { try? execute(insert, Array(row.values.dropFirst())) }
            }
            if case .integer(let last) = rows.last?[0] { after = last }
            if let failure {
                guard failure.isDamage, let next = firstReadableBound(after: after, in: table) else { return }
                after = next
            } else if rows.count < Self.salvageBatch {
                return
            }
        }
    }

    /// The rows `sql` reads after `bound`, and the failure that stopped it early, if any.
    private func readRows(_ sql: String, after bound: Int64) -> (rows: [Row], failure: DatabaseError?) {
        var rows: [Row] = []
        do {
            let statement = try prepareSingle(sql)
            try statement.bind([.integer(bound)])
            let failure = statement.step(collect: true, into: &rows)
            return (rows, failure)
        } catch {
            return (rows, error)
        }
    }

    /// The smallest bound above `failing` from which the table reads again: probes run ahead in
    /// doubling steps until one reads, then halve the gap back towards the damage. `nil` when
    /// nothing past the damage reads.
    private func firstReadableBound(after failing: Int64, in table: String) -> Int64? {
        let probe = "SELECT rowid FROM damaged.\(Self.quoted(table)) WHERE rowid > ? ORDER BY rowid LIMIT 1"
        func reads(after bound: Int64) -> Bool { readRows(probe, after: bound).failure == nil }
        var failing = failing
        var step: Int64 = 1
        var reading: Int64
        while true {
            let (candidate, overflow) = failing.addingReportingOverflow(step)
            reading = overflow ? .max : candidate
            if reads(after: reading) { break }
            guard reading < .max else { return nil }
            failing = reading
            step = step > .max / 2 ? .max : step * 2
        }
        // The gap fits in UInt64 even when the bounds lie on either side of zero.
        while UInt64(bitPattern: reading &- failing) > 1 {
            let middle = failing &+ Int64(bitPattern: UInt64(bitPattern: reading &- failing) / 2)
            if reads(after: middle) { reading = middle } else { failing = middle }
        }
        return reading
    }

    /// Deletes rows whose parent row was lost, until there are none: a deleted parent may
    /// leave children of its own without one.
    private func removeOrphans() throws(DatabaseError) {
        var previous: [Row] = []
        while true {
            let orphans = try query("PRAGMA main.foreign_key_check")
            // A pass that deleted nothing ends it: a row without a rowid is not deleted here.
            guard !orphans.isEmpty, orphans != previous else { return }
            for orphan in orphans {
                guard case .text(let table) = orphan[0] else { continue }
                try execute("DELETE FROM main.\(Self.quoted(table)) WHERE rowid = ?", [orphan[1]])
            }
            previous = orphans
        }
    }

    private static func quoted(_ identifier: String) -> String {
        "\"" + identifier.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
