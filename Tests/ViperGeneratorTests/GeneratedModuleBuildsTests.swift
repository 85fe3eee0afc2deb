import Foundation
import Testing
import ViperGenerator

/// The proof that `Templates/viper-module` keeps its promise: a generated module builds with
/// warnings as errors, and its generated tests pass, with no hand edits.
///
/// Works on a copy: a throwaway package in the temporary folder holding `Viper`, `ViperTesting`
/// (with the packages it uses, swift-custom-dump and swift-argument-parser), `SeaWorld` and the templates of this
/// package — no image codec, which `Viper` does not need.
/// The real package is only read.
/// Slow (a debug build of three targets plus the tests), so it has a generous time limit.
@Suite("Generated module builds")
struct GeneratedModuleBuildsTests {
    /// This package's root: three levels above this file (`Tests/ViperGeneratorTests/<file>`).
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    static let copiedFolders = ["Sources/Viper", "Sources/ViperTesting", "Sources/SeaWorld", "Templates"]

    static let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription

        let strict: [SwiftSetting] = [.swiftLanguageMode(.v6)]

        let package = Package(
            name: "GeneratedModuleCheck",
            platforms: [.macOS(.v15)],
            dependencies: [
                .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
                .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
            ],
            targets: [
                .target(name: "Viper", resources: [.copy("Strings")], swiftSettings: strict),
                .target(
                    name: "ViperTesting",
                    dependencies: ["Viper", .product(name: "ArgumentParser", package: "swift-argument-parser"), .product(name: "CustomDump", package: "swift-custom-dump")],
                    swiftSettings: strict
                ),
                .target(
                    name: "SeaWorld", dependencies: ["Viper", .product(name: "ArgumentParser", package: "swift-argument-parser")], resources: [.copy("Strings")],
                    swiftSettings: strict),
                .testTarget(name: "SeaWorldTests", dependencies: ["SeaWorld", "ViperTesting"], swiftSettings: strict),
            ]
        )

        """

    @Test(
        "viper-module generates modules (with and without entity, input, a root) that build with -warnings-as-errors and pass their tests",
        .timeLimit(.minutes(20))
    )
    func generatedModulesBuildAndPassTheirTests() async throws {
        try #require(
            SwiftCommand.locate() != nil,
            "`swift` was not found on PATH (\(ProcessInfo.processInfo.environment["PATH"] ?? "PATH is unset")); this test builds a generated package with it and cannot run without it"
        )

        let package = try ScratchPackage()
        defer { package.remove() }
        try #require(
            !package.root.standardizedFileURL.path.hasPrefix(Self.packageRoot.standardizedFileURL.path + "/"),
            "the scratch package must live outside the real package"
        )
        for folder in Self.copiedFolders {
            try package.copy(folder, from: Self.packageRoot)
        }
        try package.write("Package.swift", Self.manifest)
        try package.makeFolder("Tests/SeaWorldTests")

        // One module with the defaults; one with everything it can be asked for, and no entity file.
        // Sea World's strings catalog is SeaStrings, not the default SeaWorldStrings.
        let harbour = package.generate(["module", "Harbour", "--app", "SeaWorld", "--set", "strings=SeaStrings"])
        #expect(harbour.status == 0, "\(harbour.errors)")
        #expect(harbour.output.last == "registered route \"harbour\" in Sources/SeaWorld/SeaWorldDestination.swift")
        #expect(package.exists("Sources/SeaWorld/Modules/Harbour/HarbourEntity.swift"))
        let harbourLines = try ["Contract", "View", "Presenter", "Interactor", "Router", "Entity", "Assembly"]
            .map { try package.read("Sources/SeaWorld/Modules/Harbour/Harbour\($0).swift").split(separator: "\n", omittingEmptySubsequences: false).count - 1 }
            .reduce(0, +)
        #expect(harbourLines <= 110, "a generated module that does nothing yet is \(harbourLines) lines")

        let buoy = package.generate([
            "module", "Buoy", "--app", "SeaWorld", "--set", "strings=SeaStrings",
            "--set", "withEntity=false", "--set", "withInput=true", "--set", "withOutput=true", "--set", "withServices=true",
        ])
        #expect(buoy.status == 0, "\(buoy.errors)")
        #expect(buoy.output.last == "registered route \"buoy/:id\" in Sources/SeaWorld/SeaWorldDestination.swift")
        #expect(!package.exists("Sources/SeaWorld/Modules/Buoy/BuoyEntity.swift"))

        // A third, the app's root from now on.
        let lighthouse = package.generate(["module", "Lighthouse", "--app", "SeaWorld", "--set", "strings=SeaStrings", "--root"])
        #expect(lighthouse.status == 0, "\(lighthouse.errors)")
        #expect(lighthouse.output.last == "started the app on .lighthouse in Sources/SeaWorld/SeaWorldApp.swift")
        #expect(!package.exists("Sources/SeaWorld/Modules/Lighthouse/LighthouseRouter.swift"))
        #expect(try package.read("Sources/SeaWorld/SeaWorldApp.swift").contains("public let root = SeaWorldDestination.lighthouse"))

        let destinations = try package.read("Sources/SeaWorld/SeaWorldDestination.swift")
        #expect(
            destinations.contains(
                "    case harbour\n    case buoy(BuoyModuleInput)\n    case lighthouse\n    // viper:destinations"))
        #expect(destinations.contains("case .lighthouse: .root(LighthouseAssembly.build(context))"))
        #expect(destinations.contains("case .harbour: .push(HarbourAssembly.build(context))"))
        #expect(destinations.contains("case .buoy(let input): .push(BuoyAssembly.build(context, input: input, output: context.opener()))"))
        #expect(destinations.contains("DestinationRoute(\"harbour\", summary: SeaStrings.Harbour.title, opens: .harbour),"))
        #expect(destinations.contains("DestinationRoute(\"buoy/:id\", summary: SeaStrings.Buoy.title) { parameters, _ throws(RouteError) in"))
        #expect(destinations.contains("return [.buoy(BuoyModuleInput(id: id))]"))
        try #require(harbour.status == 0 && buoy.status == 0 && lighthouse.status == 0, "generation failed; nothing to build")

        let scratch = ["--package-path", package.root.path, "--scratch-path", package.url(".build").path]
        let build = try await SwiftCommand.run(
            ["build", "--build-tests", "-Xswiftc", "-warnings-as-errors"] + scratch,
            in: package.root,
            log: package.url("build.log")
        )
        try #require(build.status == 0, "swift build failed (status \(build.status)):\n\(build.tail)")

        let test = try await SwiftCommand.run(
            ["test", "-Xswiftc", "-warnings-as-errors"] + scratch,
            in: package.root,
            log: package.url("test.log")
        )
        #expect(test.status == 0, "swift test failed (status \(test.status)):\n\(test.tail)")
        for module in ["Harbour", "Buoy", "Lighthouse"] {
            for part in ["presenter", "interactor", "screen"] {
                let suite = "\(module) \(part)"
                #expect(test.output.contains("Suite \"\(suite)\" passed"), "suite \"\(suite)\" did not pass:\n\(test.tail)")
            }
        }
        #expect(
            test.output.range(of: #"Test run with \d+ tests? in \d+ suites? passed"#, options: .regularExpression) != nil,
            "no passing test run reported:\n\(test.tail)"
        )
        #expect(!test.output.contains(" failed"), "some tests failed:\n\(test.tail)")
    }
}

/// The throwaway package: a fresh folder in the temporary directory, removed by `remove()`.
private struct ScratchPackage {
    struct Generation {
        var status: Int32
        var output: [String]
        var errors: [String]
    }

    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("viper-generated-module-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }

    func url(_ relativePath: String) -> URL {
        root.appendingPathComponent(relativePath)
    }

    func exists(_ relativePath: String) -> Bool {
        FileManager.default.fileExists(atPath: url(relativePath).path)
    }

    func read(_ relativePath: String) throws -> String {
        try String(contentsOf: url(relativePath), encoding: .utf8)
    }

    func write(_ relativePath: String, _ text: String) throws {
        try Data(text.utf8).write(to: url(relativePath))
    }

    func makeFolder(_ relativePath: String) throws {
        try FileManager.default.createDirectory(at: url(relativePath), withIntermediateDirectories: true)
    }

    /// Copies `relativePath` of the package at `source` to the same place here.
    func copy(_ relativePath: String, from source: URL) throws {
        let destination = url(relativePath)
        try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: source.appendingPathComponent(relativePath), to: destination)
    }

    /// `viper new <arguments>`, in process, from the package root.
    func generate(_ arguments: [String]) -> Generation {
        var output: [String] = []
        var errors: [String] = []
        let status = GeneratorCLI.run(
            arguments: arguments,
            workingDirectory: root,
            bundledTemplates: nil,
            output: { output.append($0) },
            errors: { errors.append($0) }
        )
        return Generation(status: status, output: output, errors: errors)
    }
}
