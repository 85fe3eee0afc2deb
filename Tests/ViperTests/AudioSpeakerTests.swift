import Foundation
import Testing
import Viper

@Suite("Audio: SimulatedSpeaker")
struct AudioSpeakerTests {
    let victory = Sound(name: "victory", kind: .melody, duration: .seconds(24))
    let hit = Sound(name: "hit", kind: .effect, duration: .milliseconds(300))

    @Test("a fresh speaker has played nothing")
    func fresh() {
        #expect(SimulatedSpeaker().drain().isEmpty)
    }

    @Test("volume 0 (or below, or NaN) plays nothing", arguments: [0, -0.5, -.infinity, .nan])
    func silent(volume: Double) {
        let speaker = SimulatedSpeaker()
        speaker.play(victory, volume: volume)
        #expect(speaker.drain().isEmpty)
    }

    @Test("volumes above 1 are clamped to 1")
    func clampsHigh() {
        let speaker = SimulatedSpeaker()
        speaker.play(hit, volume: 3)
        speaker.play(hit, volume: .infinity)
        #expect(speaker.drain().map(\.volume) == [1, 1])
    }

    @Test("volumes within 0…1 are kept as given")
    func keepsVolume() {
        let speaker = SimulatedSpeaker()
        speaker.play(hit, volume: 0.25)
        #expect(speaker.drain() == [SimulatedSpeaker.Played(sound: hit, volume: 0.25)])
    }

    @Test("plays come back in the order they were made")
    func order() {
        let speaker = SimulatedSpeaker()
        speaker.play(hit, volume: 0.5)
        speaker.play(victory, volume: 0.8)
        speaker.play(hit, volume: 1)
        #expect(speaker.drain().map(\.sound) == [hit, victory, hit])
    }

    @Test("drain empties the speaker; later plays come in the next drain")
    func drainEmpties() {
        let speaker = SimulatedSpeaker()
        speaker.play(hit, volume: 0.5)
        #expect(speaker.drain().count == 1)
        #expect(speaker.drain().isEmpty)
        speaker.play(victory, volume: 0.5)
        #expect(speaker.drain().map(\.sound) == [victory])
    }

    @Test("plays from many tasks are all kept")
    func concurrent() async {
        let speaker = SimulatedSpeaker()
        let sound = hit
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<200 {
                group.addTask { speaker.play(sound, volume: 0.5) }
            }
        }
        #expect(speaker.drain().count == 200)
    }

    @Test("the line names the sound, its kind, length and volume")
    func line() {
        let speaker = SimulatedSpeaker()
        speaker.play(victory, volume: 0.8)
        speaker.play(hit, volume: 1)
        #expect(speaker.drain().map { $0.line(in: .en) } == ["♪ victory melody (24 s) at 80%", "♪ hit effect (300 ms) at 100%"])
    }

    @Test(
        "the line's length",
        arguments: [
            (Duration.seconds(24), "24 s"),
            (.milliseconds(1500), "1.5 s"),
            (.milliseconds(20_040), "20 s"),
            (.milliseconds(29_960), "30 s"),
            (.milliseconds(999), "999 ms"),
            (.zero, "0 ms"),
        ])
    func lineDuration(duration: Duration, text: String) {
        let played = SimulatedSpeaker.Played(sound: Sound(name: "x", kind: .effect, duration: duration), volume: 0.5)
        #expect(played.line(in: .en) == "♪ x effect (\(text)) at 50%")
    }

    @Test("in Russian the line is Russian, the sound's own name aside")
    func russianLine() {
        let melody = SimulatedSpeaker.Played(sound: Sound(name: "fanfare", kind: .melody, duration: .milliseconds(24_500)), volume: 0.8)
        #expect(melody.line(in: .ru) == "♪ мелодия fanfare (24,5 с), громкость 80%")
        let effect = SimulatedSpeaker.Played(sound: Sound(name: "ding", kind: .effect, duration: .milliseconds(600)), volume: 1)
        #expect(effect.line(in: .ru) == "♪ звук ding (600 мс), громкость 100%")
    }

    @Test(
        "the line rounds to whole percent and never shows an audible sound as 0%",
        arguments: [
            (0.001, 1), (0.004, 1), (0.125, 13), (0.333, 33), (0.999, 100),
        ])
    func linePercent(volume: Double, percent: Int) {
        let speaker = SimulatedSpeaker()
        speaker.play(hit, volume: volume)
        #expect(speaker.drain().first?.line(in: .en) == "♪ hit effect (300 ms) at \(percent)%")
    }

    @Test("a sound survives a JSON round trip")
    func codable() throws {
        let data = try JSONEncoder().encode(victory)
        #expect(try JSONDecoder().decode(Sound.self, from: data) == victory)
    }

    @Test("the speaker can be used as an AudioService")
    func asService() {
        let speaker = SimulatedSpeaker()
        let service: any AudioService = speaker
        service.play(victory, volume: 0.5)
        #expect(speaker.drain().count == 1)
    }
}
