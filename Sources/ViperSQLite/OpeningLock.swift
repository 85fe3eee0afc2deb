import CSQLite
import Foundation
import Viper

/// An exclusive lock on a database's folder, held while a process opens a database there, so
/// that processes open them one at a time.
///
/// Opening is where processes would otherwise trip over each other. Two connections switching
/// a new file to WAL both read it, then both ask for the exclusive lock; SQLite sees that
/// waiting would deadlock and answers one at once with "database is locked" (a second Darts
/// process then saved no game). And a process checking a file that another is still creating
/// could take it for damaged and move it aside. The lock is `flock` on the folder itself: no
/// extra file, and nothing opened or closed on the database's own files, whose POSIX locks a
/// `close` in this process would drop.
final class OpeningLock {
    private let descriptor: Int32

    /// Creates the folder (0700) when it is missing, then waits for the lock.
    init(forDatabaseAt path: String) throws(DatabaseError) {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        func failure(_ reason: String) -> DatabaseError {
            DatabaseError(code: SQLITE_CANTOPEN, message: "cannot use the data folder \(folder): \(reason)")
        }
        if let reason = PrivateFolder.make(folder) { throw failure(reason) }
        descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(String(cString: strerror(errno))) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                let reason = String(cString: strerror(errno))
                close(descriptor)
                throw failure("cannot lock it: \(reason)")
            }
        }
    }

    func release() {
        close(descriptor)
    }
}
