import Darts
import Foundation
import SeaWorld
import Testing
import Viper
import ViperTesting

@testable import ViperREPL

/// The REPL's own lines — help, its errors, `sim` confirmations — in the session's language.
@MainActor
@Suite("Session language")
struct SessionLanguageTests {
    let console = BufferConsole()
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    func run(_ lines: [String], language: Language) async throws -> [String] {
        var settings = SessionSettings()
        settings.width = 60
        settings.language = language
        settings.dataDirectory = folder.url.path
        let session = Session(apps: [SeaWorldApp()], settings: settings, console: console)
        try await session.start(app: "seaworld")
        for line in lines { _ = await session.run(line) }
        return console.text.split(separator: "\n").map(String.init)
    }

    @Test func russianHelpListsTheCommandsInRussian() async throws {
        let output = try await run(["help"], language: .ru)
        #expect(output.contains("Команды:"))
        #expect(output.contains { $0.hasPrefix("  select <row> ") && $0.hasSuffix("  выбрать строку таблицы") })
        #expect(output.contains { $0.hasPrefix("  quit ") && $0.hasSuffix("  выйти") })
        #expect(output.contains("Цели на этом экране:"))
        #expect(!output.contains("Commands:"))
        #expect(!output.contains { $0.contains("list the commands") })
    }

    @Test("the navigator's errors and what a control takes are Russian in a Russian session (they were English)")
    func russianNavigationAndControlErrors() async throws {
        let output = try await run(["tab something", "type sea hello"], language: .ru)
        #expect(output.contains("error: на этом экране нет вкладок"))
        #expect(output.contains { $0.hasPrefix("error: нельзя выполнить type") && $0.hasSuffix("type принимает текстовое поле") })
    }

    @Test func russianErrorsForAnUnknownCommandAndABadTap() async throws {
        let output = try await run(["tpa sea", "tap Restrat", "tap", "wait forever"], language: .ru)
        let errors = output.filter { $0.hasPrefix("error: ") }
        #expect(
            errors == [
                "error: неизвестная команда \"tpa\"; может быть, \"tap\"? Список команд — help.",
                "error: на этом экране нет цели \"Restrat\"; может быть, \"restart\"? Цели: [1] Море, [2] Рестарт",
                "error: использование: tap <target>",
                "error: \"forever\" — не длительность; укажите число с ms, s, m или h (500ms, 5s, 5m) или idle",
            ])
    }

    @Test("what an app's screen refuses, and the sounds it plays, are said in Russian in a Russian session")
    func russianRejectionsAndSounds() async throws {
        var settings = SessionSettings()
        settings.width = 80
        settings.language = .ru
        settings.dataDirectory = folder.url.path
        let session = Session(apps: [DartsApp()], settings: settings, console: console)
        try await session.start(app: "darts")
        _ = await session.run("swipe left")
        _ = await session.run("tab 3")
        _ = await session.run("tap Подробно")
        _ = await session.run("tab 1")
        _ = await session.run("tap 1")
        _ = await session.run("longpress board")
        _ = await session.run("wait 20s")
        let errors = console.text.split(separator: "\n").filter { $0.hasPrefix("error: ") }
        #expect(errors.contains { $0.contains("игра принимает касания своих кнопок") }, "\(errors)")
        let sounds = console.text.split(separator: "\n").filter { $0.hasPrefix("♪") }
        #expect(!sounds.isEmpty && sounds.allSatisfy { $0.contains("громкость") && !$0.contains(" at ") }, "\(sounds)")
    }

    @Test func russianSimConfirmationsAndRefusals() async throws {
        let output = try await run(["sim network offline", "sim move 1 2"], language: .ru)
        #expect(output.contains("error: seaworld не использует сеть"))
        #expect(output.contains("error: seaworld не использует геопозицию"))
    }

    @Test func englishStaysAsItWas() async throws {
        let output = try await run(["help", "tpa sea", "tap", "sim network offline"], language: .en)
        #expect(output.contains("Commands:"))
        #expect(output.contains { $0.hasPrefix("  select <row> ") && $0.hasSuffix("  select a table row") })
        #expect(output.contains("error: unknown command \"tpa\"; did you mean \"tap\"? Type help for the list."))
        #expect(output.contains("error: usage: tap <target>"))
        #expect(output.contains("error: seaworld does not use the network"))
    }
}
