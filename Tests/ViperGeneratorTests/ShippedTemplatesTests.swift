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

    /// A new app `Todo` (with `arguments` added), then a module `Profile` in it (with `module`
    /// added): its files by path.
    private func generated(_ arguments: [String] = [], module options: [String] = []) throws -> [String: String] {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let app = scratch.run(["app", "Todo"] + arguments, bundledTemplates: Self.templates)
        try #require(app.status == 0, "\(app.errors)")
        let module = scratch.run(["module", "Profile", "--app", "Todo"] + options, from: "todo", bundledTemplates: Self.templates)
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
        #expect(try #require(files["todo/Tests/TodoTests/CatalogTests.swift"]).contains("expectCompleteCatalog(of: TodoApp())"))
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
            #expect(tests >= 2 && exhaustive == tests, "\(module): \(exhaustive) of \(tests) tests state all the presenter did")
            #expect(!presenterTests.contains("ViewSpy<") || presenterTests.contains("#expect(view.shown == shown"))

            let screenTests = try #require(files["todo/Tests/TodoTests/\(module)/\(module)ScreenTests.swift"])
            #expect(screenTests.contains("let harness = ModuleHarness<TodoApp>(exhaustive: true)"))
            // Only the app's own root, launched and settled under the module that Close takes off, is
            // left to its own tests.
            #expect(screenTests.components(separatedBy: "skipUnasserted()").count - 1 <= 2)
        }
    }

    @Test("a new module does nothing yet: an empty model, its title, the module's tasks; no demo logic to delete")
    func nothingToDelete() throws {
        let files = try generated()

        // Eight sources, three tests, the doubles and the English catalog.
        let module = files.filter { $0.key.contains("/Profile/") }
        #expect(module.count == 13, "\(module.keys.sorted())")
        for (path, text) in module {
            for demo in ["efresh", "+= 1", "Model = Int"] {
                #expect(!text.contains(demo), "\(path) holds \"\(demo)\"")
            }
        }
        #expect(try #require(module["todo/Sources/Todo/Modules/Profile/ProfileEntity.swift"]).contains("struct ProfileEntity: Equatable, Sendable {}"))
        #expect(try #require(module["todo/Sources/Todo/Modules/Profile/ProfileContract.swift"]).contains("typealias ProfileModel = ProfileEntity"))
        #expect(try #require(module["todo/Sources/Todo/Modules/Profile/ProfileAssembly.swift"]).contains("ProfileInteractor(tasks: context.tasks)"))
        #expect(try #require(module["todo/Sources/Todo/Modules/Profile/ProfileInteractor.swift"]).contains("        tasks.start { [weak self] in\n"))
        let view = try #require(module["todo/Sources/Todo/Modules/Profile/ProfileView.swift"])
        #expect(view.contains("title: viewModel.title"))
        #expect(view.components(separatedBy: "Element(").count - 1 == 1, "only the Close button")
    }

    @Test("a module opens pushed, with a route of its name; a root module replaces the screen and the app starts on it")
    func pushedOrRoot() throws {
        let files = try generated()
        let destination = try #require(files["todo/Sources/Todo/TodoDestination.swift"])
        #expect(destination.contains("    case home\n    case profile\n    // viper:destinations"))
        #expect(destination.contains("case .home: .root(HomeAssembly.build(context))"))
        #expect(destination.contains("case .profile: .push(ProfileAssembly.build(context))"))
        #expect(destination.contains("DestinationRoute(\"profile\", summary: TodoStrings.Profile.title, opens: .profile),"))
        #expect(try #require(files["todo/Sources/Todo/TodoApp.swift"]).contains("public var root: TodoDestination { .home }"))
        #expect(files["todo/Sources/Todo/Modules/Home/HomeRouter.swift"] == nil, "a root has nothing to close to")

        let root = try generated(module: ["--root"])
        #expect(try #require(root["todo/Sources/Todo/TodoDestination.swift"]).contains("case .profile: .root(ProfileAssembly.build(context))"))
        #expect(try #require(root["todo/Sources/Todo/TodoApp.swift"]).contains("public var root: TodoDestination { .profile }"))
        #expect(root["todo/Sources/Todo/Modules/Profile/ProfileRouter.swift"] == nil)
    }

    @Test("new app --root names the first screen: no Home anywhere")
    func appRoot() throws {
        let files = try generated(["--root", "Inbox"])

        #expect(try #require(files["todo/Sources/Todo/TodoApp.swift"]).contains("public var root: TodoDestination { .inbox }"))
        let destination = try #require(files["todo/Sources/Todo/TodoDestination.swift"])
        #expect(destination.contains("case .inbox: .root(InboxAssembly.build(context))"))
        #expect(destination.contains("DestinationRoute(\"inbox\", summary: TodoStrings.Inbox.title, opens: .inbox),"))
        #expect(files["todo/Tests/TodoTests/Transcripts/first-screen.out"]?.contains(#""screen":"todo.inbox","title":"Inbox""#) == true)
        let homes = files.filter { $0.key.contains("Home") || $0.value.contains("Home") || $0.value.contains("home") }
        #expect(homes.keys.sorted() == [])
    }

    @Test("a module opened with input gets a route <name>/:id that checks the id before it opens anything")
    func inputRoute() throws {
        let files = try generated(module: ["--set", "withInput=true"])

        let destination = try #require(files["todo/Sources/Todo/TodoDestination.swift"])
        #expect(destination.contains("    case profile(ProfileModuleInput)\n"))
        #expect(destination.contains("DestinationRoute(\"profile/:id\", summary: TodoStrings.Profile.title) { parameters, _ throws(RouteError) in"))
        #expect(destination.contains("let id = try parameters.int(\"id\")"))
        #expect(destination.contains("guard id > 0 else { throw .badParameter(\"id\", value: String(id), expected: \"a positive id\") }"))
        #expect(destination.contains("return [.profile(ProfileModuleInput(id: id))]"))
    }

    @Test("a root is opened with nothing: --root with input is refused, and nothing is written")
    func rootWithInputRefused() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try #require(scratch.run(["app", "Todo"], bundledTemplates: Self.templates).status == 0)
        let before = scratch.snapshot()

        let result = scratch.run(
            ["module", "Book", "--app", "Todo", "--root", "--set", "withInput=true"], from: "todo", bundledTemplates: Self.templates)

        #expect(result.status == 1)
        #expect(
            result.errors == [
                "error: module Book cannot be the app's root: it is opened with input (withInput), and an app starts on its root with none"
            ])
        #expect(scratch.snapshot() == before)
    }
}
