import CSQLite
import Foundation

extension Database {
    /// Runs `body`, one public call, holding `lock`. When the outermost call on a database
    /// opened by `openRecovering` meets damage, the damage is recovered from as on opening and
    /// `body` runs once more, on the fresh database; so a save goes on working, and a failure
    /// that remains is thrown, never swallowed. Inner calls (a transaction's statements) only
    /// throw: the transaction must be rolled back before its connection can be replaced.
    func recoveringFromDamage<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        lock.lock()
        defer { lock.unlock() }
        operationDepth += 1
        defer { operationDepth -= 1 }
        if operationDepth == 1 { followReplacedFile() }
        do {
            return try body()
        } catch {
            guard operationDepth == 1, let damage = error as? DatabaseError, damage.isDamage, recover(from: damage) else { throw error }
            return try body()
        }
    }

    /// Another connection (another process, or another `Database` here) that met damage moved
    /// the file aside and put a fresh one in its place: this connection follows it, or its
    /// writes would go on into the file kept aside, lost to everyone else.
    private func followReplacedFile() {
        guard let recovery, OpenDatabaseFiles.FileID(path: path) != file else { return }
        do throws(DatabaseError) {
            // The one replacing it holds this lock until the fresh file is whole.
            let openingLock = try OpeningLock(forDatabaseAt: path)
            defer { openingLock.release() }
            guard OpenDatabaseFiles.FileID(path: path) != file else { return }
            try reconnect()
            try migrate(recovery.migrations)
        } catch {
            recovery.report("\((path as NSString).lastPathComponent) was replaced and could not be opened again: \(error.message)")
        }
    }

    /// Damage the background integrity check found in `checked`: recovered from as damage a call
    /// meets, unless the file was replaced meanwhile (a call met the damage first).
    func recover(from damage: DatabaseError, foundIn checked: OpenDatabaseFiles.FileID?) {
        lock.lock()
        defer { lock.unlock() }
        guard file == checked else { return }
        _ = recover(from: damage)
    }

    /// Moves the damaged file aside and puts a fresh one in its place with what could still be
    /// read, as `openRecovering` does; returns whether a working database is now in place.
    private func recover(from damage: DatabaseError) -> Bool {
        guard let recovery else { return false }
        do throws(DatabaseError) {
            let openingLock = try OpeningLock(forDatabaseAt: path)
            defer { openingLock.release() }
            // Another process may have met the damage first and already put a fresh file there.
            let replaced = OpenDatabaseFiles.FileID(path: path) != file
            let aside = replaced ? nil : try Self.moveAside(path)
            try reconnect()
            try migrate(recovery.migrations)
            if let aside { carryOver(from: aside, damage: damage, report: recovery.report) }
            return true
        } catch {
            recovery.report("\((path as NSString).lastPathComponent) is damaged (\(damage.message)) and could not be replaced: \(error.message)")
            return false
        }
    }

    /// Swaps `connection` for one to the file now at `path`. The new one is opened first, so
    /// `connection` is never a closed handle; closing the old one is then safe, because SQLite
    /// neither checkpoints nor deletes the -wal and -shm of a file that has moved.
    private func reconnect() throws(DatabaseError) {
        let fresh = try Self.connect(path)
        sqlite3_finalize(dataVersionStatement)
        dataVersionStatement = nil
        sqlite3_close_v2(connection)
        OpenDatabaseFiles.closed(file)
        connection = fresh
        file = OpenDatabaseFiles.FileID(path: path)
        OpenDatabaseFiles.opened(file)
        try configure()
    }
}
