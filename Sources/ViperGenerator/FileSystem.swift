import Foundation

/// The few read-only questions the generator asks the disk.
enum FileSystem {
    static func isFile(_ url: URL) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && !isFolder.boolValue
    }

    static func isFolder(_ url: URL) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// A path typed by the user: `~` expanded, absolute as is, else relative to `workingDirectory`.
    static func resolve(_ path: String, from workingDirectory: URL) -> URL {
        let expanded = NSString(string: path).expandingTildeInPath
        let url =
            expanded.hasPrefix("/")
            ? URL(fileURLWithPath: expanded, isDirectory: true)
            : workingDirectory.appendingPathComponent(expanded, isDirectory: true)
        return url.standardizedFileURL
    }

    static func isEmptyFolder(_ url: URL) -> Bool {
        isFolder(url) && ((try? FileManager.default.contentsOfDirectory(atPath: url.path))?.isEmpty ?? false)
    }

    static func exists(_ url: URL) -> Bool {
        FileManager.default.fileExists(atPath: url.path)
    }

    /// Names of the visible subfolders of `folder`, sorted; empty when it cannot be listed.
    static func folderNames(in folder: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasPrefix(".") && isFolder(folder.appendingPathComponent($0)) }.sorted()
    }

    /// The UTF-8 text of a file, or a typed error naming it (`display`) and why.
    static func readText(_ url: URL, display: String) throws(GeneratorError) -> String {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            let reason = exists(url) ? "it cannot be opened" : "no such file"
            throw .unreadableFile(path: display, reason: isFolder(url) ? "it is a folder" : reason)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw .unreadableFile(path: display, reason: "not UTF-8 text")
        }
        return text
    }
}
