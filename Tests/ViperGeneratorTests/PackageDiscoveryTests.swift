import Foundation
import Testing

@testable import ViperGenerator

/// The package and app are found in any Swift package: the app by its type conforming to `ViperApp`.
@Suite struct PackageDiscoveryTests {
    static let todoMain = """
        import Viper

        @main
        public struct TodoApp: Viper.ViperApp, Sendable {
            public var routes: [Route] {
                [
                    // viper:routes
                ]
            }
        }

        """

    /// A package `todo` outside this repository whose app `Todo` is declared in `Main.swift`.
    func todoPackage(in scratch: ScratchFolder) throws {
        try scratch.write("todo/Package.swift", "// swift-tools-version: 6.0\n")
        try scratch.write("todo/Sources/Todo/Helpers.swift", "enum Helpers {}\n")
        try scratch.write("todo/Sources/Todo/Main.swift", Self.todoMain)
    }

    @Test func theRouteGoesToTheFileDeclaringTheAppWhenTheManifestsFileIsMissing() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try todoPackage(in: scratch)
        let templates = try scratch.writeCheckout("viper")

        let result = scratch.run(["module", "Tasks", "--app", "Todo"], from: "todo/Sources/Todo", bundledTemplates: templates)

        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.last == "registered route \"tasks\" in Sources/Todo/Main.swift")
        #expect(try scratch.read("todo/Sources/Todo/Main.swift").contains("router.register(\"tasks\")"))
        #expect(scratch.exists("todo/Sources/Todo/Modules/Tasks/TasksContract.swift"))
    }

    @Test func packageOptionNamesThePackageFromAnywhere() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try todoPackage(in: scratch)
        try scratch.write("elsewhere/notes.txt", "not a package\n")
        let templates = try scratch.writeCheckout("viper")

        let result = scratch.run(
            ["module", "Tasks", "--app", "Todo", "--package", "../todo", "--dry-run"],
            from: "elsewhere",
            bundledTemplates: templates
        )

        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.first == "would create Sources/Todo/Modules/Tasks/TasksContract.swift")
    }

    @Test func packageOptionMustNameAPackageRoot() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try todoPackage(in: scratch)

        let result = scratch.run(["module", "Tasks", "--app", "Todo", "--package", "todo/Sources"], bundledTemplates: nil)

        #expect(result.status == 1)
        #expect(
            result.errors == [
                "error: no Package.swift in todo/Sources: --package names the root folder of a Swift package"
            ])
    }

    @Test func appsAreFoundByTheirViperAppType() throws {
        let package = try FixturePackage()
        defer { package.remove() }
        try package.write("Sources/Todo/Anything.swift", "final class TodoApp: ViperApp {}\n")
        try package.write("Sources/Generic/Deep/App.swift", "struct Shell<T>: Sendable, ViperApp {}\n")
        try package.write("Sources/Library/LibraryApp.swift", "struct LibraryApp {}\n")

        let result = package.run(["module", "Tasks", "--app", "Nope"])

        #expect(result.errors.first == "error: unknown app \"Nope\": there is no folder Sources/Nope; apps found: Demo, Generic, Todo")
    }

    @Test(
        arguments: [
            ("public struct TodoApp: ViperApp {", "TodoApp"),
            ("@main struct TodoApp: Sendable, ViperApp {", "TodoApp"),
            ("final class Shell<T: Sendable>: Viper.ViperApp {", "Shell"),
            ("extension TodoApp: ViperApp {}", "TodoApp"),
            ("struct TodoApp {}\nextension Other: Equatable {}", nil),
            ("struct TodoApp: ViperAppDelegate {", nil),
        ] as [(String, String?)])
    func declaredAppType(_ text: String, expected: String?) {
        #expect(AppDeclaration.declaredAppType(in: text) == expected)
    }
}
