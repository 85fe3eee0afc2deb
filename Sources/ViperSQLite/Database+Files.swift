import CSQLite
import Foundation
import Viper

extension Database {
    /// Creates the folder (0700) and an empty database file (0600) before SQLite opens it:
    /// SQLite would create the file with 0644, and it gives the -wal and -shm files the mode
    /// of the main file. An existing file, and its -wal and -shm, are tightened to 0600.
    static func createFile(at path: String) throws(DatabaseError) {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        if let reason = PrivateFolder.make(folder) {
            throw DatabaseError(code: SQLITE_CANTOPEN, message: "cannot use the data folder \(folder): \(reason)")
        }
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            let reason = String(cString: strerror(errno))
            let message = access(path, F_OK) == 0
                ? "cannot open \(path) for writing: \(reason)"
                : "cannot create a database in the data folder \(folder): \(reason)"
            throw DatabaseError(code: SQLITE_CANTOPEN, message: message)
        }
        tightenMode(of: descriptor)
        close(descriptor)
        for companion in companionPaths(of: path) {
            let descriptor = open(companion, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
            guard descriptor >= 0 else { continue }
            tightenMode(of: descriptor)
            close(descriptor)
        }
    }

    /// The -wal and -shm files SQLite keeps beside a database in WAL mode.
    static func companionPaths(of path: String) -> [String] {
        [path + "-wal", path + "-shm"]
    }

    private static func tightenMode(of descriptor: Int32) {
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & 0o077 != 0 else { return }
        fchmod(descriptor, 0o600)
    }
}
