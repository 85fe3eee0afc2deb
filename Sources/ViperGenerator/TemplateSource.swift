import Foundation

/// A template folder of the package being generated into: its manifest and the template files it names.
struct TemplateSource: Sendable {
    let folder: URL
    let package: PackageLayout

    var manifestURL: URL { folder.appendingPathComponent(TemplateCatalog.manifestName) }

    /// How messages name the manifest (`Templates/viper-module/manifest.json`).
    var manifestDisplay: String { package.display(manifestURL) }

    func loadManifest() throws(GeneratorError) -> TemplateManifest {
        try ManifestLoader.load(manifestURL, display: manifestDisplay)
    }

    /// The text of a template file named by the manifest (relative to the template folder),
    /// and how messages name it (`Templates/viper-module/Contract.swift.tmpl`).
    func read(_ relativePath: String) throws(GeneratorError) -> (contents: String, display: String) {
        guard let path = PackageLayout.safeRelativePath(relativePath) else {
            throw .unsafePath(relativePath, usedBy: "template file in \(manifestDisplay)")
        }
        let url = path.split(separator: "/").reduce(folder) { $0.appendingPathComponent(String($1)) }
        let display = package.display(url)
        return (try FileSystem.readText(url, display: display), display)
    }
}
