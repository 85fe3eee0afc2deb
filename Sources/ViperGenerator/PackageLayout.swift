import Foundation

/// The Swift package receiving the module: its root folder and the apps in `Sources`.
struct PackageLayout: Sendable {
    let root: URL

    /// `--package DIR` (relative to the working directory) when given, else the package around the working directory.
    static func locate(from workingDirectory: URL, option: String?) throws(GeneratorError) -> PackageLayout {
        guard let option else { return try locate(from: workingDirectory) }
        let folder = FileSystem.resolve(option, from: workingDirectory)
        guard FileSystem.isFile(folder.appendingPathComponent("Package.swift")) else { throw .notAPackage(option) }
        return PackageLayout(root: folder)
    }

    /// The nearest ancestor of `workingDirectory` (itself included) holding a `Package.swift`.
    static func locate(from workingDirectory: URL) throws(GeneratorError) -> PackageLayout {
        let start = workingDirectory.standardizedFileURL
        var folder = start
        while true {
            if FileSystem.isFile(folder.appendingPathComponent("Package.swift")) {
                return PackageLayout(root: folder)
            }
            let parent = folder.deletingLastPathComponent().standardizedFileURL
            if parent.path == folder.path { break }
            folder = parent
        }
        throw .noPackage(searchedFrom: start.path)
    }

    /// The app in `Sources/<app>/`, or why there is none.
    func app(_ app: String) throws(GeneratorError) -> AppDeclaration {
        guard ModuleNaming.isPlainFolderName(app), FileSystem.isFolder(sources.appendingPathComponent(app)) else {
            throw .unknownApp(app, available: appsFound())
        }
        guard let declaration = AppDeclaration.find(in: sources, folder: app) else { throw .notAnApp(app) }
        return declaration
    }

    /// The folders in `Sources` declaring a type conforming to `ViperApp`, sorted.
    func appsFound() -> [String] {
        FileSystem.folderNames(in: sources).filter { AppDeclaration.find(in: sources, folder: $0) != nil }
    }

    /// The file or folder at a package-relative path (already checked by `safeRelativePath`).
    func url(for relativePath: String) -> URL {
        relativePath.split(separator: "/").reduce(root) { $0.appendingPathComponent(String($1)) }
    }

    /// The first folder on the way to `relativePath` that exists as a file, if any (`Sources/Demo/Modules`).
    func fileBlocking(_ relativePath: String) -> String? {
        let parts = relativePath.split(separator: "/").dropLast()
        for count in parts.indices.map({ $0 + 1 }) {
            let path = parts.prefix(count).joined(separator: "/")
            if FileSystem.isFile(url(for: path)) { return path }
        }
        return nil
    }

    /// A path for messages: relative to the package root when inside it, absolute otherwise.
    func display(_ url: URL) -> String {
        let rootPath = root.standardizedFileURL.path
        let path = url.standardizedFileURL.path
        let prefix = rootPath.hasSuffix("/") ? rootPath : rootPath + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// Normalises a rendered, package-relative path (`a//b/./c` → `a/b/c`);
    /// nil when it is empty, absolute, or climbs out with `..`.
    static func safeRelativePath(_ path: String) -> String? {
        guard !path.hasPrefix("/"), !path.hasPrefix("~") else { return nil }
        let parts = path.split(separator: "/").filter { $0 != "." }
        guard !parts.isEmpty, !parts.contains("..") else { return nil }
        return parts.joined(separator: "/")
    }

    private var sources: URL { root.appendingPathComponent("Sources") }
}
