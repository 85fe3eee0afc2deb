import CSQLite
import Foundation
import Synchronization

/// When `Database.openRecovering` reads every page of the file for damage.
public enum IntegrityCheck: Sendable {
    /// Before it returns: damage is found before anything reads the file.
    case onOpening
    /// On a thread of its own once the database is open and in use, so a large file costs the
    /// first screen nothing (a million events are some 140 MB to read). Damage found is
    /// recovered from then, as damage a call meets later is: the file kept aside, the readable
    /// rows carried over, one note.
    case afterOpening
}

extension Database {
    /// Waits for the check `openRecovering(…, integrity: .afterOpening)` started, and for the
    /// recovery from any damage it found; returns at once when there is none.
    public func integrityChecked() async {
        await lock.withLock { integrityCheck }?.finished()
    }

    /// Starts `PRAGMA quick_check` on a read-only connection of its own, off this one's lock,
    /// so calls go on meanwhile.
    func checkIntegrityInBackground() {
        let check = BackgroundIntegrityCheck()
        let checkedFile = lock.withLock {
            integrityCheck = check
            return file
        }
        let path = path
        Thread { [self] in
            if let damage = Self.damage(at: path) { recover(from: damage, foundIn: checkedFile) }
            check.finish()
        }.start()
    }

    /// The damage `PRAGMA quick_check` finds in the file at `path`; nil when it finds none, or
    /// when the file cannot be opened to look (a call will meet what is wrong then).
    static func damage(at path: String) -> DatabaseError? {
        var handle: OpaquePointer?
        guard sqlite3_open_v2(path, &handle, SQLITE_OPEN_READONLY | SQLITE_OPEN_FULLMUTEX, nil) == SQLITE_OK, let handle else {
            sqlite3_close_v2(handle)
            return nil
        }
        defer { sqlite3_close_v2(handle) }
        sqlite3_busy_timeout(handle, busyTimeoutMilliseconds)
        var statement: OpaquePointer?
        var result = sqlite3_prepare_v2(handle, "PRAGMA quick_check", -1, &statement, nil)
        defer { sqlite3_finalize(statement) }
        var verdicts: [String] = []
        while result == SQLITE_OK || result == SQLITE_ROW {
            result = sqlite3_step(statement)
            if result == SQLITE_ROW, let text = sqlite3_column_text(statement, 0) { verdicts.append(String(cString: text)) }
        }
        let code = result == SQLITE_DONE ? (verdicts == ["ok"] ? SQLITE_OK : SQLITE_CORRUPT) : result
        let damage = DatabaseError(code: code, message: String(cString: sqlite3_errstr(code)), statement: "PRAGMA quick_check")
        return damage.isDamage ? damage : nil
    }
}

/// The integrity check of a database opened with `.afterOpening`, running on a thread of its
/// own: what waits for it is resumed when it and any recovery have finished.
final class BackgroundIntegrityCheck: Sendable {
    private let state = Mutex<(done: Bool, waiting: [CheckedContinuation<Void, Never>])>((false, []))

    func finish() {
        let waiting = state.withLock { state in
            state.done = true
            defer { state.waiting = [] }
            return state.waiting
        }
        for continuation in waiting { continuation.resume() }
    }

    func finished() async {
        await withCheckedContinuation { continuation in
            let done = state.withLock { state in
                if !state.done { state.waiting.append(continuation) }
                return state.done
            }
            if done { continuation.resume() }
        }
    }
}
