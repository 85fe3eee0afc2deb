import CSQLite
import Foundation
import Viper

extension Database {
    /// Creates an empty database file (0600) before SQLite opens it: SQLite would create the
    /// file with 0644, and it gives the -wal and -shm files the mode of the main file. An
    /// existing file, and its -wal and -shm, are tightened to 0600.
    ///
    /// An existing file is changed by path and never opened here: closing a descriptor would
    /// drop the POSIX locks another connection of this process holds on it.
    static func createFile(at path: String) throws(DatabaseError) {
        let descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        if descriptor >= 0 {
            close(descriptor)
            return
        }
        guard errno == EEXIST else {
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
            throw DatabaseError(code: SQLITE_CANTOPEN, message: "cannot create a database in the data folder \(folder): \(String(cString: strerror(errno)))")
        }
        var status = stat()
        if stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { errno = EISDIR }
        guard status.st_mode & S_IFMT != S_IFDIR, access(path, R_OK | W_OK) == 0 else {
            throw DatabaseError(code: SQLITE_CANTOPEN, message: "cannot open \(path) for writing: \(String(cString: strerror(errno)))")
        }
        for file in [path] + companionPaths(of: path) { tightenMode(of: file) }
    }

    /// The -wal and -shm files SQLite keeps beside a database in WAL mode.
    static func companionPaths(of path: String) -> [String] {
        [path + "-wal", path + "-shm"]
    }

    /// A regular file (not a link) readable by others gets mode 0600.
    private static func tightenMode(of path: String) {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_mode & 0o077 != 0 else { return }
        chmod(path, 0o600)
    }
}
