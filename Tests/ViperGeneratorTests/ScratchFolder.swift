import Foundation

@testable import ViperGenerator

/// A throwaway folder in the temporary folder, for what is not one package: a viper checkout with its
/// `Templates`, a folder outside any package, an app's destination.
struct ScratchFolder: FolderTree {
    static let appManifest = """
        {
          "summary": "A small test app",
          "variables": [{"name": "greeting", "default": "Hello {{Name}}"}],
          "files": [
            {"template": "Package.swift.tmpl", "output": "Package.swift"},
            {"template": "App.swift.tmpl", "output": "Sources/{{Name}}/{{Name}}App.swift"},
            {"template": "main.swift.tmpl", "output": "Sources/{{lowercaseName}}/main.swift"}
          ]
        }
        """

    static let appTemplates: [String: String] = [
        "Package.swift.tmpl": "// {{Name}}\ndependencies: [{{viperDependency}}]\n// {{viperPackage}}\n",
        "App.swift.tmpl":
            "public struct {{Name}}App: ViperApp {\n    // {{greeting}}, {{name}}\n    public var root: {{Name}}Destination { .{{rootName}} }\n    // viper:routes\n}\n",
        "main.swift.tmpl": "// {{lowercaseName}}\n",
    ]

    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("viper-generator-scratch-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    /// A viper checkout at `folder`: `Templates/viper-module` (the fixture's) and `Templates/viper-app`.
    /// - Returns: its `Templates` folder, as `BundledTemplates.locate` would find it.
    @discardableResult
    func writeCheckout(
        _ folder: String,
        appManifest: String = ScratchFolder.appManifest,
        appTemplates: [String: String] = ScratchFolder.appTemplates
    ) throws -> URL {
        try write("\(folder)/Templates/viper-module/manifest.json", FixturePackage.manifest)
        for (name, text) in FixturePackage.templates {
            try write("\(folder)/Templates/viper-module/\(name)", text)
        }
        try write("\(folder)/Templates/viper-app/manifest.json", appManifest)
        for (name, text) in appTemplates {
            try write("\(folder)/Templates/viper-app/\(name)", text)
        }
        return url("\(folder)/Templates").standardizedFileURL
    }

    /// `viper new <arguments>` from `folder` (relative to the scratch root).
    func run(_ arguments: [String], from folder: String = "", bundledTemplates: URL?) -> FixturePackage.Result {
        var output: [String] = []
        var errors: [String] = []
        let status = GeneratorCLI.run(
            arguments: arguments,
            workingDirectory: folder.isEmpty ? root : url(folder),
            bundledTemplates: bundledTemplates,
            output: { output.append($0) },
            errors: { errors.append($0) }
        )
        return FixturePackage.Result(status: status, output: output, errors: errors)
    }

    /// Every file and folder under the root (relative path → contents; folders map to "/").
    func snapshot() -> [String: String] {
        FixturePackage.snapshot(of: root)
    }
}
