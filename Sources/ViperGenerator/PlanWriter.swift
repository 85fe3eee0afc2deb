import Foundation

/// Writes a `GenerationPlan` to disk: the files (creating their folders), then the route file.
/// If any write fails, what was already written is undone, so a failed run changes nothing.
enum PlanWriter {
    private enum Undo {
        case remove(URL)
        case restore(URL, Data)
    }

    static func apply(_ plan: GenerationPlan) throws(GeneratorError) {
        let package = PackageLayout(root: plan.packageRoot)
        var undo: [Undo] = []
        var writes = plan.files.map { (path: $0.path, contents: $0.contents) }
        if let route = plan.route, let contents = route.newContents { writes.append((route.path, contents)) }
        // After the route: when both are in one file, the root's text holds the route too.
        if let root = plan.root, let contents = root.newContents { writes.append((root.path, contents)) }

        for write in writes {
            let url = package.url(for: write.path)
            do {
                for folder in missingFolders(above: url) {
                    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
                    undo.append(.remove(folder))
                }
                let previous = FileSystem.isFile(url) ? try Data(contentsOf: url) : nil
                try Data(write.contents.utf8).write(to: url, options: .atomic)
                undo.append(previous.map { .restore(url, $0) } ?? .remove(url))
            } catch {
                rollBack(undo)
                throw .writeFailed(path: write.path, reason: reason(error))
            }
        }
    }

    /// The folders to create for `file`, outermost first.
    private static func missingFolders(above file: URL) -> [URL] {
        var missing: [URL] = []
        var folder = file.deletingLastPathComponent()
        while !FileSystem.exists(folder) {
            missing.insert(folder, at: 0)
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
        return missing
    }

    private static func rollBack(_ undo: [Undo]) {
        for step in undo.reversed() {
            switch step {
            case .remove(let url): try? FileManager.default.removeItem(at: url)
            case .restore(let url, let data): try? data.write(to: url, options: .atomic)
            }
        }
    }

    private static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError {
            return underlying.localizedDescription
        }
        return nsError.localizedDescription
    }
}

extension GenerationPlan {
    /// Writes the planned files and route registration, all or nothing.
    public func write() throws(GeneratorError) {
        try PlanWriter.apply(self)
    }
}
