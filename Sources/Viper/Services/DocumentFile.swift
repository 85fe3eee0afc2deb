import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reading one saved file, telling "not there" from "there but unusable".
package enum DocumentFile {
    /// What reading a saved file found.
    package enum Reading: Sendable {
        /// No file of that name.
        case absent
        /// Something is there that cannot be read: no permission, a folder, a FIFO, a device.
        /// `reason` says which.
        case unreadable(reason: String)
        /// The file's bytes.
        case contents(Data)
    }

    /// Far larger than any document an app writes today (an older Darts kept every game in one
    /// file); a bigger file is not read into memory.
    static let sizeLimit = 256 << 20

    /// Opens without blocking (a FIFO would wait for a writer) and refuses anything but a
    /// regular file. A file readable by others is tightened to 0600 on the way.
    package static func contents(of file: URL) -> Reading {
        let descriptor = open(file.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            // ENOTDIR: a folder on the way is a file, so this one cannot exist either.
            return errno == ENOENT || errno == ENOTDIR ? .absent : .unreadable(reason: SystemErrorText.current)
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .unreadable(reason: SystemErrorText.current) }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return .unreadable(reason: "it is a folder, not a file")
        default: return .unreadable(reason: "it is not a regular file")
        }
        guard Int(status.st_size) <= sizeLimit else { return .unreadable(reason: "it is larger than \(sizeLimit >> 20) MB") }
        if status.st_mode & 0o077 != 0 { fchmod(descriptor, 0o600) }
        return readAll(descriptor, expected: Int(status.st_size))
    }

    private static func readAll(_ descriptor: Int32, expected: Int) -> Reading {
        var data = Data(capacity: expected)
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { return .unreadable(reason: SystemErrorText.current) }
            if count == 0 { return .contents(data) }
            data.append(contentsOf: buffer[0..<count])
            guard data.count <= sizeLimit else { return .unreadable(reason: "it is larger than \(sizeLimit >> 20) MB") }
        }
    }
}

/// Writes a whole file or nothing: a temporary file beside it, fsync, rename, fsync of the folder.
enum AtomicFile {
    private static let temporarySuffix = ".tmp"

    /// A name written by `save` and never by anything else.
    static func isTemporary(_ name: String) -> Bool {
        name.hasPrefix(".") && name.hasSuffix(temporarySuffix) && name.split(separator: ".").count >= 4
    }

    static func save(_ data: Data, to file: URL, in folder: URL) throws(StorageError) {
        // A name of its own per save, so saves from several tasks never share a temporary file.
        let temporary = folder.appendingPathComponent(".\(file.lastPathComponent).\(UUID().uuidString)\(temporarySuffix)").path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .cannotWrite(file.path, reason: SystemErrorText.current) }
        let written = data.withUnsafeBytes { buffer in writeAll(descriptor, buffer) }
        let synced = fsync(descriptor) == 0
        close(descriptor)
        guard written, synced, rename(temporary, file.path) == 0 else {
            let reason = SystemErrorText.current
            unlink(temporary)
            throw .cannotWrite(file.path, reason: reason)
        }
        let folderDescriptor = open(folder.path, O_RDONLY | O_CLOEXEC)
        if folderDescriptor >= 0 {
            fsync(folderDescriptor)
            close(folderDescriptor)
        }
    }

    private static func writeAll(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset < buffer.count {
            let count = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            offset += count
        }
        return true
    }
}

/// The names of documents that existed but could not be read in this run; shared by every
/// copy of one `DocumentStore`.
final class UnreadableDocuments: Sendable {
    private let names = Mutex<Set<String>>([])

    /// Whether `name` was new.
    func insert(_ name: String) -> Bool {
        names.withLock { $0.insert(name).inserted }
    }

    func remove(_ name: String) {
        _ = names.withLock { $0.remove(name) }
    }

    func contains(_ name: String) -> Bool {
        names.withLock { $0.contains(name) }
    }
}
