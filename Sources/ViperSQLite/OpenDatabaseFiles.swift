import Foundation
import Synchronization

/// The database files this process has a connection to, by device and inode.
///
/// A process must not open and close a file SQLite holds POSIX locks on: the `close` drops
/// every such lock the process holds on it. So a file already open here is not read again to
/// check its header.
enum OpenDatabaseFiles {
    struct FileID: Hashable {
        let device: UInt64
        let inode: UInt64

        init?(path: String) {
            var status = stat()
            guard stat(path, &status) == 0 else { return nil }
            device = UInt64(status.st_dev)
            inode = UInt64(status.st_ino)
        }
    }

    private static let connections = Mutex<[FileID: Int]>([:])

    static func opened(_ file: FileID?) {
        guard let file else { return }
        connections.withLock { $0[file, default: 0] += 1 }
    }

    static func closed(_ file: FileID?) {
        guard let file else { return }
        connections.withLock { counts in
            counts[file, default: 1] -= 1
            if counts[file] == 0 { counts[file] = nil }
        }
    }

    static func contains(path: String) -> Bool {
        guard let file = FileID(path: path) else { return false }
        return connections.withLock { $0[file] != nil }
    }
}
