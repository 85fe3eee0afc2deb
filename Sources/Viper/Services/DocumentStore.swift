import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Typed documents saved as JSON in one app's data folder.
///
/// Writes are atomic (temporary file, fsync, rename, fsync of the folder), files are
/// 0600 and folders 0700. A file that cannot be decoded is moved aside with a notice and
/// treated as absent, so the app goes on and the bad bytes are kept for the user.
public struct DocumentStore: Sendable {
    public let folder: URL
    private let notices: Notices

    public init(folder: URL, notices: Notices) {
        self.folder = folder
        self.notices = notices
    }

    /// The folder for `app`: `dataDirectory/<app>` when given, else
    /// `$XDG_DATA_HOME/viper/<app>` with `~/.local/share` as the default base.
    public static func folder(app: String, dataDirectory: String?, environment: [String: String]) -> URL {
        if let dataDirectory {
            return URL(fileURLWithPath: dataDirectory, isDirectory: true).appendingPathComponent(app, isDirectory: true)
        }
        let base: URL
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            base = URL(fileURLWithPath: xdg, isDirectory: true)
        } else {
            let home = environment["HOME"] ?? FileManager.default.homeDirectoryForCurrentUser.path
            base = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".local/share", isDirectory: true)
        }
        return base.appendingPathComponent("viper", isDirectory: true).appendingPathComponent(app, isDirectory: true)
    }

    /// The document saved as `name`, checked against its rules, or `nil` when there is none or
    /// it was unreadable. A document that does not decode or fails its check is moved aside;
    /// one that loses records to its check keeps the rest, and the file as it was is moved aside.
    public func load<Document: CheckedDocument>(_ type: Document.Type, from name: String) -> Document? {
        let file = url(of: name)
        guard let data = try? Data(contentsOf: file) else { return nil }
        do {
            let checked = try JSONDecoder().decode(type, from: data).checked()
            if !checked.dropped.isEmpty { moveAside(file, dropped: DroppedRecordsNote(checked)) }
            return checked.document
        } catch {
            moveAside(file)
            return nil
        }
    }

    public func save<Document: Encodable>(_ document: Document, as name: String) throws(StorageError) {
        let data: Data
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            data = try encoder.encode(document)
        } catch {
            throw .unencodable(name)
        }
        try createFolder()
        try writeAtomically(data, to: url(of: name))
    }

    public func url(of name: String) -> URL {
        folder.appendingPathComponent(name + ".json")
    }

    private func createFolder() throws(StorageError) {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            chmod(folder.path, 0o700)
        } catch {
            throw .cannotWrite(folder.path, reason: "cannot create the folder")
        }
    }

    private func writeAtomically(_ data: Data, to file: URL) throws(StorageError) {
        // A name of its own per save, so saves from several tasks never share a temporary file.
        let temporary = folder.appendingPathComponent(".\(file.lastPathComponent).\(UUID().uuidString).tmp").path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .cannotWrite(file.path, reason: String(cString: strerror(errno))) }
        let written = data.withUnsafeBytes { buffer in writeAll(descriptor, buffer) }
        let synced = fsync(descriptor) == 0
        close(descriptor)
        guard written, synced, rename(temporary, file.path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw .cannotWrite(file.path, reason: reason)
        }
        let folderDescriptor = open(folder.path, O_RDONLY | O_CLOEXEC)
        if folderDescriptor >= 0 {
            fsync(folderDescriptor)
            close(folderDescriptor)
        }
    }

    private func writeAll(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset < buffer.count {
            let count = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            offset += count
        }
        return true
    }

    /// Keeps `file` under a new name with one note: that it could not be read, or, when
    /// records were `dropped` from it, which.
    private func moveAside(_ file: URL, dropped: DroppedRecordsNote? = nil) {
        let base = file.deletingPathExtension().lastPathComponent
        var attempt = 1
        var aside = folder.appendingPathComponent("\(base).corrupt-\(attempt).json")
        while FileManager.default.fileExists(atPath: aside.path) {
            attempt += 1
            aside = folder.appendingPathComponent("\(base).corrupt-\(attempt).json")
        }
        if let dropped {
            notices.post(dropped.text(file: file.lastPathComponent, keptAs: rename(file.path, aside.path) == 0 ? aside.lastPathComponent : nil))
        } else if rename(file.path, aside.path) == 0 {
            notices.post("\(file.lastPathComponent) could not be read; moved it to \(aside.lastPathComponent) and started afresh")
        } else {
            notices.post("\(file.lastPathComponent) could not be read and could not be moved aside; it is ignored")
        }
    }
}

public enum StorageError: Error, Equatable, Sendable {
    case unencodable(String)
    case cannotWrite(String, reason: String)

    public var message: String {
        switch self {
        case .unencodable(let name): "\(name) could not be encoded"
        case .cannotWrite(let path, let reason): "cannot write \(path): \(reason)"
        }
    }
}
