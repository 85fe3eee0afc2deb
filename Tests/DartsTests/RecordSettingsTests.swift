import Foundation
import Testing
import Viper

@testable import Darts

@Suite("Records: settings")
struct RecordSettingsTests {
    func decode(_ json: String) throws -> DartsSettings {
        try JSONDecoder().decode(DartsSettings.self, from: Data(json.utf8))
    }

    @Test("the defaults")
    func defaults() {
        let settings = DartsSettings()
        #expect(settings.attempts == 10)
        #expect(settings.secondsPerAttempt == 15)
        #expect(settings.dartGlyph == "✕")
        #expect(settings.dartSize == 1)
        #expect(!settings.missesAllowed)
        #expect(settings.volume == 0.8)
        #expect(settings.mutedVolume == nil && !settings.isMuted)
        #expect(settings.sounds == SoundSwitches())
        #expect(DartsSounds.all.allSatisfy(settings.isEnabled))
    }

    @Test("the defaults are among the choices offered")
    func defaultsAreChoices() {
        let settings = DartsSettings()
        #expect(DartsSettings.attemptChoices.contains(settings.attempts))
        #expect(DartsSettings.isValidSeconds(settings.secondsPerAttempt))
        #expect(DartsSettings.dartGlyphs.contains(settings.dartGlyph))
        #expect(DartsSettings.dartSizes.contains(settings.dartSize))
    }

    @Test("seconds are valid in steps of 5 from 10 to 60")
    func validSeconds() {
        let valid = (0...70).filter(DartsSettings.isValidSeconds)
        #expect(valid == [10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60])
    }

    @Test("changed settings survive a JSON round trip")
    func roundTrip() throws {
        var settings = DartsSettings()
        settings.attempts = 20
        settings.secondsPerAttempt = 45
        settings.dartGlyph = "◆"
        settings.dartSize = 3
        settings.missesAllowed = true
        settings.volume = 0.35
        settings.sounds.wrong = false
        settings.sounds.goodResult = false
        let data = try JSONEncoder().encode(settings)
        #expect(try JSONDecoder().decode(DartsSettings.self, from: data) == settings)

        settings.mute()
        let muted = try JSONDecoder().decode(DartsSettings.self, from: JSONEncoder().encode(settings))
        #expect(muted == settings)
        #expect(muted.volume == 0 && muted.mutedVolume == 0.35)
    }

    @Test("an empty object decodes to the defaults")
    func emptyObject() throws {
        #expect(try decode("{}") == DartsSettings())
    }

    @Test("a file from an older version keeps what it has and defaults the rest")
    func olderFile() throws {
        let settings = try decode(#"{"attempts": 5, "dartGlyph": "●", "volume": 0.5}"#)
        var expected = DartsSettings()
        expected.attempts = 5
        expected.dartGlyph = "●"
        expected.volume = 0.5
        #expect(settings == expected)
    }

    @Test("unknown fields are ignored")
    func unknownFields() throws {
        #expect(try decode(#"{"theme": "dark", "attempts": 15}"#).attempts == 15)
    }

    static let goodFields: [(key: String, value: String)] = [
        ("attempts", "20"), ("secondsPerAttempt", "30"), ("dartGlyph", #""★""#), ("dartSize", "2"),
        ("missesAllowed", "true"), ("volume", "0.5"), ("sounds", #"{"wrong": false}"#),
    ]

    func json(replacing key: String, with value: String) -> String {
        let fields = Self.goodFields.map { "\"\($0.key)\": \($0.key == key ? value : $0.value)" }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    @Test(
        "an out-of-range or mistyped field falls back to its default alone",
        arguments: [
            ("attempts", "7"), ("attempts", "0"), ("attempts", #""ten""#), ("attempts", "10.5"),
            ("secondsPerAttempt", "12"), ("secondsPerAttempt", "5"), ("secondsPerAttempt", "65"), ("secondsPerAttempt", "null"),
            ("dartGlyph", #""x""#), ("dartGlyph", #""""#), ("dartGlyph", "1"),
            ("dartSize", "0"), ("dartSize", "4"),
            ("missesAllowed", #""yes""#),
            ("volume", "1.5"), ("volume", "-0.1"), ("volume", #""loud""#),
            ("sounds", "[true, false]"),
        ])
    func fallsBackPerField(key: String, value: String) throws {
        var expected = try decode(json(replacing: "", with: ""))
        #expect(expected.attempts == 20 && expected.secondsPerAttempt == 30 && expected.dartGlyph == "★")
        #expect(expected.dartSize == 2 && expected.missesAllowed && expected.volume == 0.5 && !expected.sounds.wrong)

        let settings = try decode(json(replacing: key, with: value))
        let defaults = DartsSettings()
        switch key {
        case "attempts": expected.attempts = defaults.attempts
        case "secondsPerAttempt": expected.secondsPerAttempt = defaults.secondsPerAttempt
        case "dartGlyph": expected.dartGlyph = defaults.dartGlyph
        case "dartSize": expected.dartSize = defaults.dartSize
        case "missesAllowed": expected.missesAllowed = defaults.missesAllowed
        case "volume": expected.volume = defaults.volume
        case "sounds": expected.sounds = defaults.sounds
        default: Issue.record("unexpected key \(key)")
        }
        #expect(settings == expected)
    }

    @Test("a sound switch missing from the file is on; a mistyped one is on")
    func soundSwitches() throws {
        let settings = try decode(#"{"sounds": {"correct": false, "timeout": "off"}}"#)
        #expect(!settings.sounds.correct)
        #expect(settings.sounds.timeout && settings.sounds.goodResult && settings.sounds.badResult && settings.sounds.wrong)
    }

    @Test(
        "the muted volume is kept only with a silent volume and only if audible",
        arguments: [
            (#"{"volume": 0, "mutedVolume": 0.6}"#, 0.0, 0.6 as Double?),
            (#"{"volume": 0.4, "mutedVolume": 0.6}"#, 0.4, nil),
            (#"{"volume": 0, "mutedVolume": 0}"#, 0.0, nil),
            (#"{"volume": 0, "mutedVolume": 1.7}"#, 0.0, nil),
            (#"{"mutedVolume": 0.6}"#, 0.8, nil),
        ])
    func mutedVolume(json: String, volume: Double, muted: Double?) throws {
        let settings = try decode(json)
        #expect(settings.volume == volume)
        #expect(settings.mutedVolume == muted)
    }

    @Test("a file that is not an object fails to decode", arguments: ["[]", "42", "\"settings\"", "{"])
    func notAnObject(json: String) {
        #expect(throws: (any Error).self) { try decode(json) }
    }

    @Test("mute remembers the volume and unmute restores it")
    func muteAndUnmute() {
        var settings = DartsSettings()
        settings.volume = 0.6
        settings.mute()
        #expect(settings.volume == 0 && settings.mutedVolume == 0.6 && settings.isMuted)
        settings.mute()
        #expect(settings.mutedVolume == 0.6)
        settings.unmute()
        #expect(settings.volume == 0.6 && settings.mutedVolume == nil && !settings.isMuted)
        settings.unmute()
        #expect(settings.volume == 0.6)
    }

    @Test("muting a silent volume does nothing, so unmute cannot restore silence")
    func muteSilent() {
        var settings = DartsSettings()
        settings.volume = 0
        settings.mute()
        #expect(!settings.isMuted)
    }

    @Test(
        "setting the volume clamps it; an audible one ends a mute, a silent one keeps the volume to restore",
        arguments: [
            (0.3, 0.3), (1.4, 1.0), (-2, 0.0), (.nan, 0.0), (.infinity, 1.0),
        ])
    func setVolume(volume: Double, expected: Double) {
        var settings = DartsSettings()
        settings.mute()
        settings.setVolume(volume)
        #expect(settings.volume == expected)
        #expect(settings.mutedVolume == (expected == 0 ? 0.8 : nil))
    }

    @Test("sliding the volume down to 0 and unmuting restores the last audible volume")
    func unmuteAfterSlidingToZero() {
        var settings = DartsSettings()
        settings.setVolume(0.4)
        settings.setVolume(0.2)
        settings.setVolume(0)
        settings.setVolume(0)
        settings.unmute()
        #expect(settings.volume == 0.2 && settings.mutedVolume == nil)
        var silent = DartsSettings()
        silent.volume = 0
        silent.unmute()
        #expect(silent.volume == DartsSettings().volume, "with no audible volume known, the default")
    }

    @Test("each of the app's sounds has its own switch")
    func switchesPerSound() {
        for sound in DartsSounds.all {
            var settings = DartsSettings()
            settings.sounds[sound] = false
            #expect(!settings.isEnabled(sound))
            #expect(DartsSounds.all.filter { !settings.isEnabled($0) } == [sound])
        }
    }

    @Test("a sound the app does not know always plays")
    func unknownSound() {
        var settings = DartsSettings()
        let other = Sound(name: "whistle", kind: .effect, duration: .seconds(1))
        settings.sounds[other] = false
        #expect(settings.isEnabled(other))
        #expect(settings.sounds == SoundSwitches())
    }
}
