import Viper

enum SettingsStrings {
    static let attempts = DartsStrings.catalog.text("setting.attempts")
    static let seconds = DartsStrings.catalog.text("setting.seconds")
    static let glyph = DartsStrings.catalog.text("setting.glyph")
    static let size = DartsStrings.catalog.text("setting.size")
    static let misses = DartsStrings.catalog.text("setting.misses")
    static let preview = DartsStrings.catalog.text("preview")
    static let volume = DartsStrings.catalog.text("volume")
    static let mute = DartsStrings.catalog.text("mute")
    static let unmute = DartsStrings.catalog.text("unmute")

    static func soundTitle(_ sound: Sound) -> LocalizedText {
        switch sound.name {
        case DartsSounds.goodResult.name: DartsStrings.catalog.text("sound.goodResult")
        case DartsSounds.badResult.name: DartsStrings.catalog.text("sound.badResult")
        case DartsSounds.correct.name: DartsStrings.catalog.text("sound.correct")
        case DartsSounds.wrong.name: DartsStrings.catalog.text("sound.wrong")
        default: DartsStrings.catalog.text("sound.timeout")
        }
    }

    static func notSaved(_ reason: String) -> LocalizedText {
        DartsStrings.catalog.text("settingsNotSaved", ["reason": "\(reason)"])
    }
}
