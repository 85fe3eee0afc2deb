import Foundation

/// A folder of templates: each template is a subfolder holding a `manifest.json`.
struct TemplateCatalog: Sendable {
    static let defaultFolderName = "Templates"
    static let manifestName = "manifest.json"

    let folder: URL

    /// `--templates DIR` (relative to the working directory), else the templates shipped with viper,
    /// else `<packageRoot>/Templates`; nil when there is none of them.
    static func choose(
        option: String?,
        bundled: URL?,
        package: PackageLayout?,
        workingDirectory: URL
    ) -> TemplateCatalog? {
        if let option { return TemplateCatalog(folder: FileSystem.resolve(option, from: workingDirectory)) }
        if let bundled { return TemplateCatalog(folder: bundled.standardizedFileURL) }
        return package.map { TemplateCatalog(folder: $0.root.appendingPathComponent(defaultFolderName)) }
    }

    /// `--template` names a folder (rather than a template of the catalog) when it looks like a path.
    static func isPath(_ template: String) -> Bool {
        template.contains("/") || template.hasPrefix(".") || template.hasPrefix("~")
    }

    /// The names of the templates in the folder, sorted.
    func available() -> [String] {
        FileSystem.folderNames(in: folder).filter { FileSystem.isFile(manifestURL(of: $0)) }
    }

    /// The template's folder: `template` is a path (relative to the working directory) or the name of a
    /// template of this catalog; otherwise an error listing the templates available.
    func templateFolder(_ template: String, workingDirectory: URL, display: String) throws(GeneratorError) -> URL {
        if Self.isPath(template) {
            let folder = FileSystem.resolve(template, from: workingDirectory)
            guard FileSystem.isFile(folder.appendingPathComponent(Self.manifestName)) else {
                throw .notATemplateFolder(template)
            }
            return folder
        }
        guard ModuleNaming.isPlainFolderName(template), FileSystem.isFile(manifestURL(of: template)) else {
            throw .unknownTemplate(template, available: available(), folder: display)
        }
        return folder.appendingPathComponent(template, isDirectory: true)
    }

    func manifestURL(of template: String) -> URL {
        folder.appendingPathComponent(template).appendingPathComponent(Self.manifestName)
    }
}
