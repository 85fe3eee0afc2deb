import CSQLite
import Foundation

extension Database {
    /// Creates the folder (0700) and an empty database file (0600) before SQLite opens it:
    /// SQLite would create the file with 0644, and it gives the -wal and -shm files the mode
    /// of the main file. An existing file keeps its mode.
    static func createFile(at path: String) throws(DatabaseError) {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw DatabaseError(code: SQLITE_CANTOPEN, message: "cannot create the folder \(folder.path): \(error.localizedDescription)")
        }
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw DatabaseError(code: SQLITE_CANTOPEN, message: "cannot create \(path): \(String(cString: strerror(errno)))")
        }
        close(descriptor)
    }
}
