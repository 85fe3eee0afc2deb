import Foundation
import Testing
import Viper
import ViperTesting

@testable import RickAndMorty

/// A character id the API does not have gets one line, and the screen under it stays.
@MainActor
@Suite("Unknown character")
struct UnknownCharacterTests {
    @Test(
        "over the recorded API, `open character/99999` keeps the list on screen and says in one line there is no such character",
        arguments: [
            (Language.en, "There is no character 99999: the API has none by that number."),
            (.ru, "Персонажа 99999 нет: в API нет персонажа с таким номером."),
        ])
    func anUnknownIdIsOneLine(language: Language, line: String) async throws {
        let data = try #require(
            FileManager.default.fileExists(atPath: Fixtures.sharedData.path) ? Fixtures.sharedData : nil,
            "the recorded data is missing: looked for \(Fixtures.sharedData.path)")
        let harness = ModuleHarness<RickAndMortyApp>(language: language)
        try harness.launch(RickAndMortyApp(), options: RickAndMortyOptions.parse(["--replay", data.path]))
        await harness.settle()
        _ = harness.notices.drain()

        try harness.navigator.routes.open("character/99999")
        await harness.settle()
        #expect(harness.state.description == "stack: rickandmorty.characters")
        #expect(harness.notices.drain() == [line])
        harness.expectReleasedModulesGone()

        try harness.navigator.routes.open("character/826")
        await harness.settle()
        #expect(harness.screen.title == "Butter Robot", "a known id still opens its card")
    }
}
