import Foundation

/// A folder of templates: each template is a subfolder holding a `manifest.json`.
struct TemplateCatalog: Sendable {
    static let defaultFolderName = "Templates"
    static let manifestName = "manifest.json"

    let folder: URL

    /// `--templates DIR` (relative to the working directory), else `<packageRoot>/Templates`.
    static func folder(_ option: String?, package: PackageLayout, workingDirectory: URL) -> TemplateCatalog {
        guard let option else {
            return TemplateCatalog(folder: package.root.appendingPathComponent(defaultFolderName))
        }
        let expanded = NSString(string: option).expandingTildeInPath
        let url = expanded.hasPrefix("/")
            ? URL(fileURLWithPath: expanded, isDirectory: true)
            : workingDirectory.appendingPathComponent(expanded, isDirectory: true)
        return TemplateCatalog(folder: url.standardizedFileURL)
    }

    /// The names of the templates in the folder, sorted.
    func available() -> [String] {
        FileSystem.folderNames(in: folder).filter { FileSystem.isFile(manifestURL(of: $0)) }
    }

    /// The folder of the named template, or an error listing the templates available.
    func templateFolder(named name: String, display: String) throws(GeneratorError) -> URL {
        guard ModuleNaming.isPlainFolderName(name), FileSystem.isFile(manifestURL(of: name)) else {
            throw .unknownTemplate(name, available: available(), folder: display)
        }
        return folder.appendingPathComponent(name, isDirectory: true)
    }

    func manifestURL(of template: String) -> URL {
        folder.appendingPathComponent(template).appendingPathComponent(Self.manifestName)
    }
}
