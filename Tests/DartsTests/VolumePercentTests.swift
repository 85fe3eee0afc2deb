import Foundation
import Testing
import Viper
import ViperTesting

@testable import Darts

/// The volume reads and sets as the percentage every sound line shows.
@MainActor
@Suite("Darts volume in percent")
struct VolumePercentTests {
    func volumeSlider(_ game: DartsGame) throws -> Slider {
        let element = try #require(game.screen.element("volume"))
        guard case .slider(let slider) = element.kind else { throw SliderMissing() }
        return slider
    }

    struct SliderMissing: Error {}

    @Test("set Volume 35 sets 35%, and a sound then plays at 35%")
    func volumeIsSetInPercent() throws {
        let game = try DartsGame(settings: GameFlowTests.short)
        try game.harness.navigator.selectTab(named: "settings")
        #expect(try volumeSlider(game).value == 80, "the default, as the sound lines say it")
        #expect(try volumeSlider(game).range == 0...100)

        try game.harness.send(.set(control: "volume", value: .number(35)))
        #expect(try volumeSlider(game).value == 35)
        try game.harness.navigator.selectTab(named: "game")
        try game.harness.tap("START")
        try game.answer(correctly: true)
        let played = game.harness.speaker.drain()
        #expect(played.map { $0.line(in: .en) } == ["♪ ding effect (600 ms) at 35%"])
    }

    @Test("settings saved before, with the volume from 0 to 1, show the same volume in percent")
    func settingsFromBeforeLoadInPercent() throws {
        let folder = try TemporaryFolder()
        try Data(#"{"attempts": 5, "volume": 0.35}"#.utf8).write(to: folder.url.appendingPathComponent("settings.json"))
        let game = try DartsGame(folder: folder)
        try game.harness.navigator.selectTab(named: "settings")
        #expect(try volumeSlider(game).value == 35)
    }
}
