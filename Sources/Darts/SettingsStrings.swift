import Viper

enum SettingsStrings {
    static let attempts = LocalizedText(en: "Attempts per game", ru: "Попыток за игру")
    static let seconds = LocalizedText(en: "Seconds per attempt", ru: "Секунд на попытку")
    static let glyph = LocalizedText(en: "Dart", ru: "Дротик")
    static let size = LocalizedText(en: "Dart size", ru: "Размер дротика")
    static let misses = LocalizedText(en: "Misses", ru: "Промахи")
    static let preview = LocalizedText(en: "Preview", ru: "Предпросмотр")
    static let volume = LocalizedText(en: "Volume", ru: "Громкость")
    static let mute = LocalizedText(en: "Mute", ru: "Выключить звук")
    static let unmute = LocalizedText(en: "Unmute", ru: "Включить звук")

    static func soundTitle(_ sound: Sound) -> LocalizedText {
        switch sound.name {
        case DartsSounds.goodResult.name: LocalizedText(en: "Melody for a good result", ru: "Мелодия хорошего результата")
        case DartsSounds.badResult.name: LocalizedText(en: "Melody for a bad result", ru: "Мелодия плохого результата")
        case DartsSounds.correct.name: LocalizedText(en: "Sound of a correct answer", ru: "Звук верного ответа")
        case DartsSounds.wrong.name: LocalizedText(en: "Sound of a wrong answer", ru: "Звук неверного ответа")
        default: LocalizedText(en: "Sound when time runs out", ru: "Звук, когда время вышло")
        }
    }

    static func notSaved(_ reason: String) -> LocalizedText {
        LocalizedText(en: "Settings could not be saved: \(reason)", ru: "Настройки не удалось сохранить: \(reason)")
    }
}
