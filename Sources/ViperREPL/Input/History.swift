import Foundation
import Viper

#if canImport(Glibc)
    import Glibc
#endif

/// The lines typed at the terminal, oldest first: no blank lines, no line twice in a row,
/// at most `limit` of them.
struct History: Equatable {
    static let defaultLimit = 1_000

    let limit: Int
    private(set) var lines: [String] = []

    init(lines: [String] = [], limit: Int = defaultLimit) {
        self.limit = limit
        for line in lines { add(line) }
    }

    mutating func add(_ line: String) {
        guard !line.allSatisfy(\.isWhitespace), line != lines.last else { return }
        lines.append(line)
        if lines.count > limit { lines.removeFirst(lines.count - limit) }
    }

    /// The newest line before `index` that contains `query`, for Ctrl-R.
    func lastIndex(containing query: String, before index: Int) -> Int? {
        lines[..<min(index, lines.count)].lastIndex { $0.contains(query) }
    }
}

/// Where the history is kept between runs: `history` in the REPL's own folder of the data
/// folder (`--data-dir`, else `$XDG_DATA_HOME/viper`), readable by its owner alone.
struct HistoryFile {
    let url: URL

    init(url: URL) {
        self.url = url
    }

    init(dataDirectory: String?, environment: [String: String]) {
        let folder = DocumentStore.folder(app: "repl", dataDirectory: dataDirectory, environment: environment)
        url = folder.appendingPathComponent("history")
    }

    /// The saved history, or an empty one when there is none or it cannot be read (a FIFO, a
    /// device or a folder in its place is never opened for reading, so it cannot hang).
    func load(limit: Int = History.defaultLimit) -> History {
        (try? read(limit: limit).get()) ?? History(limit: limit)
    }

    /// Why the history in place cannot be used, when something is there that is not a
    /// readable file; the history is then neither read nor written in this run.
    var problem: String? {
        guard case .failure(let unusable) = read() else { return nil }
        return unusable.reason
    }

    /// Adds `line` to the history as it is in the file now, so sessions running side by side
    /// each add their lines rather than write over each other's. What stands in the history's
    /// place and is not a readable file is never written over.
    func append(_ line: String) throws {
        try whileLocked {
            var history = try read().get()
            history.add(line)
            try save(history)
        }
    }

    /// The file read once: the history it holds (empty when there is none), or why it cannot be used.
    private func read(limit: Int = History.defaultLimit) -> Result<History, HistoryUnusable> {
        switch DocumentFile.contents(of: url) {
        case .absent:
            return .success(History(limit: limit))
        case .unreadable(let reason):
            return .failure(HistoryUnusable(reason: reason))
        case .contents(let data):
            let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
            return .success(History(lines: lines, limit: limit))
        }
    }

    /// Runs `body` holding an exclusive `flock` on a lock file beside the history, so reading,
    /// adding and writing back is one step for every process and thread: the file itself
    /// cannot carry the lock, as each save puts a new file in its place.
    private func whileLocked(_ body: () throws -> Void) throws {
        try makeFolder()
        let descriptor = open(url.path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteNoPermission) }
        // Closing the descriptor lets the lock go.
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw CocoaError(.fileLocking) }
        }
        try body()
    }

    /// The folder, made private like every folder the program makes (one that exists keeps its mode).
    private func makeFolder() throws {
        if let reason = PrivateFolder.make(url.deletingLastPathComponent().path) { throw HistoryUnusable(reason: reason) }
    }

    /// Writes `history` whole through a temporary file made with mode 0600, so the file is
    /// never readable by others, not even for a moment, and never left half written.
    func save(_ history: History) throws {
        try makeFolder()
        // A name of this process's own, so sessions side by side never write one temporary file.
        let temporary = url.path + ".\(getpid()).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0, fchmod(descriptor, 0o600) == 0 else { throw CocoaError(.fileWriteNoPermission) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        let text = history.lines.map { $0 + "\n" }.joined()
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
        guard rename(temporary, url.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
    }
}

/// Why the history could not be kept.
struct HistoryUnusable: Error {
    let reason: String
}
