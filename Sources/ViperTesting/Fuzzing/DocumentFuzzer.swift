import Foundation
import Testing
import Viper

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Loads mutated copies of a saved document the way an app does, and checks what every load
/// must do with them: at most one note, and a file that is moved aside keeps its bytes.
///
/// Each copy is written as `<name>.json` in a data folder of its own (emptied between copies);
/// `load` opens that folder as the app would (through `DocumentStore`, and for a screen-level
/// fuzz by launching the app and showing the screens) and returns the notes posted. A crash
/// ends the test run; a load that breaks the rules is recorded as an issue and not counted.
public struct DocumentFuzzer {
    /// What the loads came to: each mutated document is counted once.
    public struct Tally: Sendable, Equatable {
        /// Loaded as written, with no note.
        public var intact = 0
        /// Loaded with some records dropped: the file was moved aside and the rest kept.
        public var repaired = 0
        /// Not loaded at all: the file was moved aside.
        public var rejected = 0

        /// How many documents were loaded in all.
        public var total: Int { intact + repaired + rejected }
    }

    private let name: String
    private let original: FuzzJSON
    private var mutator: JSONMutator

    /// Fuzzes the document `name` (`games` for `games.json`) starting from `original`.
    public init(document name: String, original: FuzzJSON, seed: UInt64, hugeCount: Int = 300) {
        self.name = name
        self.original = original
        mutator = JSONMutator(seed: seed, hugeCount: hugeCount)
    }

    /// Loads `count` mutated documents; records an issue for each load that breaks the rules.
    /// Yields between documents, so tests waiting for the main actor are not starved by a long run.
    /// `companions` are other files of the data folder, by name, written beside each document
    /// as they are (a device that already allowed location access, say).
    public mutating func run(
        count: Int,
        beside companions: [String: String] = [:],
        isolation: isolated (any Actor)? = #isolation,
        load: (URL) throws -> [String]
    ) async throws -> Tally {
        let scratch = try TemporaryFolder(prefix: "viper-fuzz-\(name)")
        let folder = scratch.url
        var tally = Tally()
        for _ in 0..<count {
            let text = mutator.mutate(original).text
            try writeWithoutSync(text, to: folder.appendingPathComponent("\(name).json"))
            for (file, contents) in companions {
                try writeWithoutSync(contents, to: folder.appendingPathComponent(file))
            }
            let notes = try load(folder)
            switch try outcome(of: text, in: folder, notes: notes) {
            case .intact?: tally.intact += 1
            case .repaired?: tally.repaired += 1
            case .rejected?: tally.rejected += 1
            case nil: break
            }
            try empty(folder)
            await Task.yield()
        }
        withExtendedLifetime(scratch) {}
        return tally
    }

    /// A plain write: `Data.write(to:)` and `FileManager.createFile` sync the file to disk,
    /// which would take most of the run.
    private func writeWithoutSync(_ text: String, to file: URL) throws {
        let descriptor = open(file.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file.path]) }
        defer { close(descriptor) }
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            guard written > 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file.path]) }
            bytes = bytes.dropFirst(written)
        }
    }

    private func empty(_ folder: URL) throws {
        for file in try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil) {
            try FileManager.default.removeItem(at: file)
        }
    }

    private enum Outcome { case intact, repaired, rejected }

    /// What became of `text`; `nil`, with an issue recorded, when the load broke the rules.
    private func outcome(of text: String, in folder: URL, notes: [String]) throws -> Outcome? {
        let aside = folder.appendingPathComponent("\(name).corrupt-1.json")
        let sample = "\(text.prefix(300))"
        guard FileManager.default.fileExists(atPath: aside.path) else {
            if !notes.isEmpty { Issue.record("a note with nothing moved aside: \(notes) for \(sample)") }
            return notes.isEmpty ? .intact : nil
        }
        guard notes.count == 1, let note = notes.first, note.hasPrefix("\(name).json") else {
            Issue.record("not one note about \(name).json but \(notes) for \(sample)")
            return nil
        }
        guard try Data(contentsOf: aside) == Data(text.utf8) else {
            Issue.record("the file moved aside is not the file as it was: \(sample)")
            return nil
        }
        return note.contains(": dropped ") ? .repaired : .rejected
    }
}
