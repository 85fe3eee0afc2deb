import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Typed documents saved as JSON in one app's data folder.
///
/// Writes are atomic (temporary file, fsync, rename, fsync of the folder), files are
/// 0600 and the folders it creates 0700 (one that existed keeps its mode). Every write holds the folder's lock, so processes sharing the
/// folder never interleave, and `update` reads and writes under one lock so a record saved
/// by another process in between is never lost.
///
/// Reading tells three cases apart: a file that does not exist is absent; a file that cannot
/// be decoded is moved aside with a notice and treated as absent; a file that exists but cannot
/// be read (no permission, a folder, a device, a FIFO) is left alone, said once, and never
/// overwritten for the rest of the run.
public struct DocumentStore: Sendable {
    /// The folder the documents are kept in: the app's data folder.
    public let folder: URL
    private let notices: Notices
    private let unreadable = UnreadableDocuments()

    /// Removes temporary files that interrupted saves left behind.
    public init(folder: URL, notices: Notices) {
        self.folder = folder
        self.notices = notices
        removeInterruptedSaves()
    }

    /// The folder for `app`: `<data folder>/<app>`.
    public static func folder(app: String, dataDirectory: String?, environment: [String: String]) -> URL {
        dataFolder(dataDirectory: dataDirectory, environment: environment).appendingPathComponent(app, isDirectory: true)
    }

    /// The folder that holds the data of an executable's apps: `dataDirectory` when given,
    /// else `$XDG_DATA_HOME/<executable>` with `~/.local/share` as the default base.
    public static func dataFolder(of executable: String = "viper", dataDirectory: String?, environment: [String: String]) -> URL {
        if let dataDirectory { return URL(fileURLWithPath: dataDirectory, isDirectory: true) }
        let base: URL
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            base = URL(fileURLWithPath: xdg, isDirectory: true)
        } else {
            let home = environment["HOME"] ?? FileManager.default.homeDirectoryForCurrentUser.path
            base = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".local/share", isDirectory: true)
        }
        return base.appendingPathComponent(executable, isDirectory: true)
    }

    /// The document saved as `name`, checked against its rules, or `nil` when there is none or
    /// it could not be used. A document that does not decode or fails its check is moved aside;
    /// one that loses records to its check is moved aside too, and what it kept is saved in its
    /// place at once, so the next launch finds the good records and no bad one.
    public func load<Document: CheckedDocument>(_ type: Document.Type, from name: String) -> Document? {
        // Without a lock (no folder yet, or one this user cannot write) it is read all the same.
        // Not to be called inside `update`'s change: the lock is this process's too.
        do {
            return try withFolderLock { loadRepairing(type, from: name) }
        } catch {
            return loadRepairing(type, from: name)
        }
    }

    /// Saves `document` as JSON in `<name>.json`, atomically and under the folder's lock.
    ///
    /// - Throws: `StorageError` when the document cannot be encoded, the file cannot be written, or
    /// a file of that name that could not be read is kept as it is.
    public func save<Document: Encodable>(_ document: Document, as name: String) throws(StorageError) {
        let data = try encode(document, name)
        try createFolder()
        try withFolderLock { () throws(StorageError) in
            try write(data, as: name)
        }
    }

    /// Reads `name` (or starts from `initial`), applies `change` and saves the result, all under
    /// the folder's lock: what another process saved before this call is kept. Returns the
    /// document as saved.
    @discardableResult
    public func update<Document: CheckedDocument>(
        _ type: Document.Type,
        in name: String,
        initial: @autoclosure () -> Document,
        _ change: (inout Document) throws(StorageError) -> Void
    ) throws(StorageError) -> Document {
        try createFolder()
        return try withFolderLock { () throws(StorageError) in
            var document = loadRepairing(type, from: name) ?? initial()
            try change(&document)
            try write(try encode(document, name), as: name)
            return document
        }
    }

    /// Deletes the document; one that could not be read stays as it is.
    public func remove(_ name: String) throws(StorageError) {
        guard !unreadable.contains(name) else { throw .keptUnreadable(url(of: name).lastPathComponent) }
        guard unlink(url(of: name).path) == 0 || errno == ENOENT else {
            throw .cannotWrite(url(of: name).path, reason: SystemErrorText.current)
        }
    }

    /// Saves `data` as the file `fileName` in the folder's `exports` folder, atomically, for the
    /// user to take elsewhere (an event's `.ics` for a calendar, say); a file of that name is
    /// replaced. Returns where it is.
    ///
    /// - Throws: `StorageError` when `fileName` is not a plain file name or the file cannot be written.
    @discardableResult
    public func export(_ data: Data, as fileName: String) throws(StorageError) -> URL {
        guard !fileName.isEmpty, !fileName.contains("/"), !fileName.hasPrefix(".") else {
            throw .cannotWrite(fileName, reason: "not a plain file name")
        }
        let exports = folder.appendingPathComponent("exports", isDirectory: true)
        try createFolder()
        if let reason = PrivateFolder.make(exports.path) { throw .cannotWrite(exports.path, reason: reason) }
        let file = exports.appendingPathComponent(fileName)
        try AtomicFile.save(data, to: file, in: exports)
        return file
    }

    /// The file a document named `name` is kept in.
    public func url(of name: String) -> URL {
        folder.appendingPathComponent(name + ".json")
    }

    // MARK: Reading

    /// `load`'s work, with the folder's lock held by the caller.
    private func loadRepairing<Document: CheckedDocument>(_ type: Document.Type, from name: String) -> Document? {
        let file = url(of: name)
        let contents = DocumentFile.contents(of: file)
        if case .unreadable = contents {} else { unreadable.remove(name) }
        switch contents {
        case .absent:
            return nil
        case .unreadable(let reason):
            if unreadable.insert(name) {
                notices.post("\(file.lastPathComponent) cannot be read (\(reason)); it is left as it is, and nothing is saved to it in this run")
            }
            return nil
        case .contents(let data):
            do {
                let checked = try JSONDecoder().decode(type, from: data).checked()
                if !checked.dropped.isEmpty { setAside(file, keeping: checked, as: name) }
                return checked.document
            } catch {
                moveAside(file)
                return nil
            }
        }
    }

    // MARK: Writing

    private func encode<Document: Encodable>(_ document: Document, _ name: String) throws(StorageError) -> Data {
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            return try encoder.encode(document)
        } catch {
            throw .unencodable(name)
        }
    }

    /// A document that could not be read is never written over, unless it has gone since (the
    /// user moved it away) or was read after all.
    private func write(_ data: Data, as name: String) throws(StorageError) {
        if unreadable.contains(name), case .absent = DocumentFile.contents(of: url(of: name)) { unreadable.remove(name) }
        guard !unreadable.contains(name) else { throw .keptUnreadable(url(of: name).lastPathComponent) }
        try AtomicFile.save(data, to: url(of: name), in: folder)
    }

    private func createFolder() throws(StorageError) {
        if let reason = PrivateFolder.make(folder.path) { throw .cannotWrite(folder.path, reason: reason) }
    }

    // MARK: Locking

    /// The lock file every process using this folder takes before writing.
    private var lockPath: String { folder.appendingPathComponent(".lock").path }

    private func withFolderLock<T>(_ body: () throws(StorageError) -> T) throws(StorageError) -> T {
        let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .cannotWrite(folder.path, reason: SystemErrorText.current) }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw .cannotWrite(folder.path, reason: "cannot lock the folder: \(SystemErrorText.current)") }
        }
        return try body()
    }

    /// Temporary files are only ever written under the folder's lock, so while this process
    /// holds it, any that exist belong to saves that were interrupted.
    private func removeInterruptedSaves() {
        let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { return }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names where AtomicFile.isTemporary(name) {
            unlink(folder.appendingPathComponent(name).path)
        }
    }

    // MARK: Damage

    /// Keeps `file` as it was under a new name and saves what its check kept in its place,
    /// with one note naming what was dropped.
    private func setAside<Document: Encodable>(_ file: URL, keeping checked: Checked<Document>, as name: String) {
        let aside = asideName(for: file)
        guard rename(file.path, aside.path) == 0 else {
            notices.post(DroppedRecordsNote(checked).text(file: file.lastPathComponent, outcome: .notMoved))
            return
        }
        do throws(StorageError) {
            try write(try encode(checked.document, name), as: name)
            notices.post(DroppedRecordsNote(checked).text(file: file.lastPathComponent, outcome: .restSaved(keptAs: aside.lastPathComponent)))
        } catch {
            notices.post(DroppedRecordsNote(checked).text(file: file.lastPathComponent, outcome: .restNotSaved(keptAs: aside.lastPathComponent, error.message)))
        }
    }

    /// Keeps `file` under a new name with one note that it could not be read.
    private func moveAside(_ file: URL) {
        let aside = asideName(for: file)
        if rename(file.path, aside.path) == 0 {
            notices.post("\(file.lastPathComponent) could not be read; moved it to \(aside.lastPathComponent) and started afresh")
        } else {
            notices.post("\(file.lastPathComponent) could not be read and could not be moved aside; it is ignored")
        }
    }

    /// `<name>.corrupt-<n>.json` with the first `n` not taken.
    private func asideName(for file: URL) -> URL {
        let base = file.deletingPathExtension().lastPathComponent
        var attempt = 1
        var aside = folder.appendingPathComponent("\(base).corrupt-\(attempt).json")
        while FileManager.default.fileExists(atPath: aside.path) {
            attempt += 1
            aside = folder.appendingPathComponent("\(base).corrupt-\(attempt).json")
        }
        return aside
    }
}

/// Why a document was not saved, in a line a screen can show.
public enum StorageError: Error, Equatable, Sendable {
    /// The document named so could not be encoded as JSON.
    case unencodable(String)
    /// The file at this path could not be written; `reason` says why.
    case cannotWrite(String, reason: String)
    /// The file existed but could not be read, so it is never overwritten.
    case keptUnreadable(String)

    /// What went wrong, in one line.
    public var message: String {
        switch self {
        case .unencodable(let name): "\(name) could not be encoded"
        case .cannotWrite(let path, let reason): "cannot write \(path): \(reason)"
        case .keptUnreadable(let name): "not saved: \(name) could not be read, so it is left as it is"
        }
    }
}
