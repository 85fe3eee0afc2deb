import Foundation

@testable import ViperGenerator

/// A throwaway Swift package in the temporary folder: a `Package.swift` stub, an app `Demo`
/// whose `DemoApp.swift` holds a route marker inside some code, and a small `viper-module` template.
struct FixturePackage: FolderTree {
    struct Result {
        var status: Int32
        var output: [String]
        var errors: [String]
    }

    static let appFile = """
        import Viper

        @main
        struct DemoApp: ViperApp {
            static func register(_ router: Router) {
                router.register("home") { HomeAssembly.build() }
                // viper:routes
            }
        }

        """

    static let manifest = """
        {
          "summary": "A small test module",
          "variables": [
            {"name": "title", "default": "{{Name}} screen", "help": "navigation title"},
            {"name": "route", "default": "{{kebabName}}", "help": "the route that opens the module"},
            {"name": "withEntity", "default": "true", "help": "generate the Entity file"}
          ],
          "files": [
            {"template": "Contract.swift.tmpl", "output": "Sources/{{App}}/Modules/{{Name}}/{{Name}}Contract.swift"},
            {"template": "Entity.swift.tmpl", "output": "Sources/{{App}}/Modules/{{Name}}/{{Name}}Entity.swift", "when": "withEntity"},
            {"template": "PresenterTests.swift.tmpl", "output": "Tests/{{App}}Tests/{{Name}}/{{Name}}PresenterTests.swift"}
          ],
          "route": {"template": "Route.swift.tmpl", "file": "Sources/{{App}}/{{App}}App.swift", "marker": "// viper:routes"}
        }
        """

    static let templates: [String: String] = [
        "Contract.swift.tmpl": """
        // {{Name}}Contract.swift, module of {{App}} ({{app}})
        protocol {{Name}}View: AnyObject {
            func show(title: String) // "{{title}}"
        }
        {{#withEntity}}
        typealias {{Name}}Model = {{Name}}Entity
        {{/withEntity}}
        {{^withEntity}}
        typealias {{Name}}Model = Void
        {{/withEntity}}
        let {{name}}Route = "{{route}}"

        """,
        "Entity.swift.tmpl": "struct {{Name}}Entity: Equatable {}\n",
        "PresenterTests.swift.tmpl": "@testable import {{App}}\n// tests of {{Name}}Presenter\n",
        "Route.swift.tmpl": "router.register(\"{{route}}\") { {{Name}}Assembly.build() }\n",
    ]

    let root: URL

    init(manifest: String = FixturePackage.manifest, templates: [String: String] = FixturePackage.templates) throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("viper-generator-tests-\(UUID().uuidString)", isDirectory: true)
        try write("Package.swift", "// swift-tools-version: 6.0\n")
        try write("Sources/Demo/DemoApp.swift", Self.appFile)
        try write("Templates/viper-module/manifest.json", manifest)
        for (name, text) in templates {
            try write("Templates/viper-module/\(name)", text)
        }
    }

    /// Every file and folder in the package (relative path → contents; folders map to "/").
    func snapshot() -> [String: String] {
        Self.snapshot(of: root)
    }

    static func snapshot(of root: URL) -> [String: String] {
        var entries: [String: String] = [:]
        let rootPath = root.standardizedFileURL.path + "/"
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            let path = String(url.standardizedFileURL.path.dropFirst(rootPath.count))
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
            entries[path] = isFolder.boolValue ? "/" : (try? String(contentsOf: url, encoding: .utf8)) ?? "<unreadable>"
        }
        return entries
    }

    /// `bundledTemplates` stands for the Templates folder shipped beside the executable.
    func run(_ arguments: [String], from subfolder: String? = nil, bundledTemplates: URL? = nil) -> Result {
        var output: [String] = []
        var errors: [String] = []
        let directory = subfolder.map { root.appendingPathComponent($0, isDirectory: true) } ?? root
        let status = GeneratorCLI.run(
            arguments: arguments,
            workingDirectory: directory,
            bundledTemplates: bundledTemplates,
            output: { output.append($0) },
            errors: { errors.append($0) }
        )
        return Result(status: status, output: output, errors: errors)
    }

    /// `viper new module <name> --app Demo <extra…>`.
    func new(_ name: String, _ extra: String...) -> Result {
        run(["module", name, "--app", "Demo"] + extra)
    }
}
