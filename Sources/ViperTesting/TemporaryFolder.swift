import Foundation

/// A fresh folder under the system's temporary directory, 0700 as `mkdtemp` makes them,
/// removed when released. Tests keep their files here, never in the real home folder.
public final class TemporaryFolder: Sendable {
    /// The folder.
    public let url: URL

    /// Makes a fresh folder whose name starts with `prefix`.
    ///
    /// - Throws: When the folder cannot be made.
    public init(prefix: String = "viper-test") throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
