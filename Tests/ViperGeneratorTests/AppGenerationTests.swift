import Foundation
import Testing

@testable import ViperGenerator

/// `viper new app <Name>`: the app's package from `viper-app`, then its root module (`Home`, or the one
/// `--root` names) from `viper-module`, made the app's root as `viper new module --root` does.
@Suite struct AppGenerationTests {
    @Test func createsThePackageAndItsHomeModuleInANewFolder() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let templates = try scratch.writeCheckout("viper")
        try scratch.write("work/.keep", "")

        let result = scratch.run(["app", "TodoList"], from: "work", bundledTemplates: templates)

        #expect(result.status == 0, "\(result.errors)")
        #expect(
            result.output == [
                "new app TodoList in todolist:",
                "created Package.swift",
                "created Sources/TodoList/TodoListApp.swift",
                "created Sources/todolist/main.swift",
                "created Sources/TodoList/Modules/Home/HomeContract.swift",
                "created Sources/TodoList/Modules/Home/HomeEntity.swift",
                "created Tests/TodoListTests/Home/HomePresenterTests.swift",
                "registered route \"home\" in Sources/TodoList/TodoListApp.swift",
                "the app already starts on .home in Sources/TodoList/TodoListApp.swift",
                "",
                "next steps:",
                "  cd todolist && swift run todolist",
                "  swift test",
            ])
        let checkout = scratch.url("viper").standardizedFileURL.path
        #expect(
            try scratch.read("work/todolist/Package.swift")
                == "// TodoList\ndependencies: [.package(path: \"\(checkout)\")]\n// viper\n")
        let app = try scratch.read("work/todolist/Sources/TodoList/TodoListApp.swift")
        #expect(app.contains("// Hello TodoList, todoList"))
        #expect(app.contains("router.register(\"home\") { HomeAssembly.build() }\n    // viper:routes"))
        #expect(try scratch.read("work/todolist/Sources/todolist/main.swift") == "// todolist\n")
    }

    @Test func setGivesTheAppTemplatesVariablesAsTheHelpSays() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let templates = try scratch.writeCheckout("viper")
        try scratch.write("work/.keep", "")

        let result = scratch.run(["app", "TodoList", "--set", "greeting=Howdy"], from: "work", bundledTemplates: templates)
        #expect(result.status == 0, "\(result.errors)")
        #expect(try scratch.read("work/todolist/Sources/TodoList/TodoListApp.swift").contains("// Howdy, todoList"))

        let undeclared = scratch.run(["app", "Other", "--set", "colour=red"], from: "work", bundledTemplates: templates)
        #expect(undeclared.status == 1)
        #expect(undeclared.errors.first?.contains("colour") == true)
    }

    @Test func rootNamesTheModuleTheAppStartsOn() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let templates = try scratch.writeCheckout("viper")

        let result = scratch.run(["app", "Notes", "--root", "Inbox", "--path", "apps/notes-app"], bundledTemplates: templates)

        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("registered route \"inbox\" in Sources/Notes/NotesApp.swift"))
        #expect(result.output.contains("the app already starts on .inbox in Sources/Notes/NotesApp.swift"))
        #expect(result.output.contains("  cd apps/notes-app && swift run notes"))
        #expect(scratch.exists("apps/notes-app/Sources/Notes/Modules/Inbox/InboxContract.swift"))
        #expect(!scratch.exists("apps/notes-app/Sources/Notes/Modules/Home"))
        #expect(try scratch.read("apps/notes-app/Sources/Notes/NotesApp.swift").contains("public var root: NotesDestination { .inbox }"))
    }

    @Test(arguments: [
        ("https://github.com/example/Viper-Linux.git", ".package(url: \"https://github.com/example/Viper-Linux.git\", branch: \"main\")"),
        ("git@github.com:example/Viper-Linux.git", ".package(url: \"git@github.com:example/Viper-Linux.git\", branch: \"main\")"),
    ])
    func viperOptionTakesAURL(_ location: String, expected: String) throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let templates = try scratch.writeCheckout("viper")

        let result = scratch.run(["app", "Todo", "--viper", location], bundledTemplates: templates)

        #expect(result.status == 0, "\(result.errors)")
        #expect(try scratch.read("todo/Package.swift") == "// Todo\ndependencies: [\(expected)]\n// viper-linux\n")
    }

    @Test func viperOptionTakesAPathRelativeToTheCurrentFolder() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let templates = try scratch.writeCheckout("viper")
        try scratch.write("work/.keep", "")

        let result = scratch.run(["app", "Todo", "--viper", "../forks/viper"], from: "work", bundledTemplates: templates)

        #expect(result.status == 0, "\(result.errors)")
        let fork = scratch.url("forks/viper").standardizedFileURL.path
        #expect(try scratch.read("work/todo/Package.swift") == "// Todo\ndependencies: [.package(path: \"\(fork)\")]\n// viper\n")
    }

    @Test func anEmptyFolderIsFilledAndANonEmptyOneRefused() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let templates = try scratch.writeCheckout("viper")
        try FileManager.default.createDirectory(at: scratch.url("empty"), withIntermediateDirectories: true)
        try scratch.write("busy/README.md", "mine\n")

        #expect(scratch.run(["app", "Todo", "--path", "empty"], bundledTemplates: templates).status == 0)
        #expect(scratch.exists("empty/Package.swift"))

        let before = scratch.snapshot()
        let refused = scratch.run(["app", "Todo", "--path", "busy"], bundledTemplates: templates)
        #expect(refused.status == 1)
        #expect(refused.errors == ["error: cannot create the app in busy: it exists and is not an empty folder"])
        #expect(scratch.snapshot() == before)
    }

    @Test(arguments: [
        ("todo", "error: invalid app name \"todo\": use UpperCamelCase letters and digits, starting with a capital (e.g. TodoList)"),
        ("Class", "error: cannot name an app \"Class\": \"class\" is a Swift keyword"),
        ("ViperTesting", "error: cannot name an app \"ViperTesting\": ViperTesting is a module of the Viper framework"),
        ("Home", "error: cannot name an app \"Home\": its root module is named Home"),
    ])
    func badAppNamesAreRefused(_ name: String, expected: String) throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let templates = try scratch.writeCheckout("viper")
        let before = scratch.snapshot()

        let result = scratch.run(["app", name], bundledTemplates: templates)

        #expect(result.status == 1)
        #expect(result.errors == [expected])
        #expect(scratch.snapshot() == before)
    }

    @Test(arguments: [
        (["--root", "inbox"], "error: invalid module name \"inbox\": use UpperCamelCase letters and digits, starting with a capital (e.g. CatchMonster)"),
        (["--root", "Notes"], "error: cannot name an app \"Notes\": its root module is named Notes"),
        (["--root", "InboxView"], "error: cannot name a module \"InboxView\": it ends with \"View\", which the module adds to its types (InboxViewView)"),
        (["--root="], "error: Missing value for '--root <root>'"),
        (["--root", ""], "error: Missing value for '--root <root>'"),
    ])
    func badRootNamesAreRefused(_ options: [String], expected: String) throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let templates = try scratch.writeCheckout("viper")
        let before = scratch.snapshot()

        let result = scratch.run(["app", "Notes"] + options, bundledTemplates: templates)

        #expect(result.status != 0)
        #expect(result.errors.first == expected)
        #expect(scratch.snapshot() == before)
    }

    @Test func aFailingRootModuleLeavesNothingBehind() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        var appTemplates = ScratchFolder.appTemplates
        appTemplates["App.swift.tmpl"] = "public struct {{Name}}App: ViperApp {}\n"
        let templates = try scratch.writeCheckout("viper", appTemplates: appTemplates)
        try FileManager.default.createDirectory(at: scratch.url("empty"), withIntermediateDirectories: true)
        let before = scratch.snapshot()

        for path in ["new/deep/todo", "empty"] {
            let result = scratch.run(["app", "Todo", "--path", path], bundledTemplates: templates)

            #expect(result.status == 1)
            #expect(
                result.errors == [
                    "error: cannot register the route: no \"// viper:routes\" line in Sources/Todo/TodoApp.swift"
                ])
            #expect(scratch.snapshot() == before)
        }
    }

    @Test func withoutAnyTemplatesTheErrorSaysSo() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }

        let result = scratch.run(["app", "Todo"], bundledTemplates: nil)

        #expect(result.status == 1)
        #expect(result.errors.first?.hasPrefix("error: no templates found:") == true)
        #expect(!scratch.exists("todo"))
    }
}
