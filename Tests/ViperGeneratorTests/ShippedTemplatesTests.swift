import Foundation
import Testing

@testable import ViperGenerator

/// What `viper new app` writes with the templates this package ships, read without building it
/// (`NewAppEndToEndTests` builds it): the apps' anatomy, their strings in a catalog, their tests.
@Suite("Shipped templates")
struct ShippedTemplatesTests {
    static let templates = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Templates")

    /// A new app `Todo` (with `arguments` added), then a module `Profile` in it: its files by path.
    private func generated(_ arguments: [String] = []) throws -> [String: String] {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let app = scratch.run(["app", "Todo"] + arguments, bundledTemplates: Self.templates)
        try #require(app.status == 0, "\(app.errors)")
        let module = scratch.run(["module", "Profile", "--app", "Todo"], from: "todo", bundledTemplates: Self.templates)
        try #require(module.status == 0, "\(module.errors)")
        return scratch.snapshot().filter { $0.value != "/" }
    }

    @Test("the words live in the app's strings catalog, the modules' in extensions of it, and no view or presenter spells one out")
    func stringsCatalog() throws {
        let files = try generated()

        let catalog = try #require(files["todo/Sources/Todo/TodoStrings.swift"])
        #expect(catalog.contains("enum TodoStrings {"))
        #expect(try #require(files["todo/Sources/Todo/Modules/Home/HomeStrings.swift"]).contains("extension TodoStrings {\n    enum Home {"))
        #expect(try #require(files["todo/Sources/Todo/Modules/Profile/ProfileStrings.swift"]).contains("extension TodoStrings {\n    enum Profile {"))
        let spelledOut = files.filter { path, text in
            path.hasPrefix("todo/Sources/") && !path.hasSuffix("Strings.swift") && text.contains("LocalizedText(")
        }
        #expect(spelledOut.keys.sorted() == [])
        #expect(try #require(files["todo/Sources/Todo/Modules/Profile/ProfilePresenter.swift"]).contains("localization(TodoStrings.Profile.title)"))
        #expect(try #require(files["todo/Sources/Todo/TodoDestination.swift"]).contains("summary: TodoStrings.Profile.title"))
    }

    @Test("the words start in a catalog of the base language alone, English, the app's and each module's, named by key in Swift")
    func catalogStartsWithTheBaseLanguage() throws {
        let files = try generated(["--set", "title=My notes"])

        let catalogs = files.keys.filter { $0.hasPrefix("todo/Sources/Todo/Strings/") && $0.hasSuffix(".json") }.sorted()
        #expect(catalogs == ["todo/Sources/Todo/Strings/Home/en.json", "todo/Sources/Todo/Strings/Profile/en.json", "todo/Sources/Todo/Strings/en.json"])
        #expect(try #require(files["todo/Sources/Todo/Strings/en.json"]).contains(#""title": "My notes""#))
        #expect(try #require(files["todo/Sources/Todo/Strings/Profile/en.json"]).contains(#""Profile.title": "Profile""#))
        #expect(try #require(files["todo/Sources/Todo/TodoStrings.swift"]).contains(#"static let title = catalog.text("title")"#))
        #expect(
            try #require(files["todo/Sources/Todo/Modules/Profile/ProfileStrings.swift"]).contains(#"static let title = catalog.text("Profile.title")"#))
        #expect(files.filter { $0.value.contains("TODO(ru)") }.keys.sorted() == [])
    }

    @Test("presenter tests state everything the presenter did; screen tests run the harness in exhaustive mode")
    func testsAreExhaustive() throws {
        let files = try generated()

        for module in ["Home", "Profile"] {
            let presenterTests = try #require(files["todo/Tests/TodoTests/\(module)/\(module)PresenterTests.swift"])
            let tests = presenterTests.components(separatedBy: "    @Test(").count - 1
            let exhaustive = presenterTests.components(separatedBy: "\n        expectExactly(").count - 1
            #expect(tests >= 4 && exhaustive == tests, "\(module): \(exhaustive) of \(tests) tests state all the presenter did")
            #expect(!presenterTests.contains("ViewSpy<") || presenterTests.contains("#expect(view.shown == shown"))

            let screenTests = try #require(files["todo/Tests/TodoTests/\(module)/\(module)ScreenTests.swift"])
            #expect(screenTests.contains("let harness = ModuleHarness<TodoApp>(exhaustive: true)"))
            // Only the app's own root, under the module that Close takes off, is left to its own tests.
            #expect(screenTests.components(separatedBy: "skipUnasserted()").count - 1 <= 1)
        }
    }
}
