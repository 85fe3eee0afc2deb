import Foundation
import Testing
import Viper
import ViperTesting

@testable import RickAndMorty

/// Both screens of the app, over the recorded API, opened and left as a user would; each
/// module left behind is gone.
@MainActor
@Suite("Rick and Morty flow")
struct RickAndMortyFlowTests {
    @Test("the list, then cards opened by tap and by route, each taken back out")
    func everyScreenInAndOut() async throws {
        let data = try #require(
            FileManager.default.fileExists(atPath: Fixtures.sharedData.path) ? Fixtures.sharedData : nil,
            "the recorded data is missing: looked for \(Fixtures.sharedData.path)")
        let folder = try TemporaryFolder()
        let harness = ModuleHarness<RickAndMortyApp>()
        try harness.launch(RickAndMortyApp(), storage: folder.url, options: RickAndMortyOptions.parse(["--replay", data.path]))
        await harness.settle()
        #expect(harness.screen.id == "rickandmorty.characters")
        #expect(harness.screen.table("characters")?.footer == "All 826 characters")

        try harness.send(.tap(element: "characters", item: "1"))
        await harness.settle()
        #expect(harness.screen.id == "rickandmorty.character")
        #expect(harness.screen.title == "Rick Sanchez")
        try harness.back()
        #expect(harness.screen.id == "rickandmorty.characters")
        harness.expectReleasedModulesGone()

        try harness.send(.tap(element: "characters", item: "2"))
        try harness.back()
        await harness.settle()
        #expect(harness.screen.id == "rickandmorty.characters")
        harness.expectReleasedModulesGone()

        try harness.navigator.routes.open("character/3")
        await harness.settle()
        #expect(harness.screen.id == "rickandmorty.character")
        #expect(harness.screen.title == "Summer Smith")
        try harness.back()
        await harness.settle()
        #expect(harness.state.description == "stack: rickandmorty.characters")

        try harness.navigator.routes.open("characters")
        await harness.settle()
        #expect(harness.screen.id == "rickandmorty.characters")
        harness.expectReleasedModulesGone()
    }
}
