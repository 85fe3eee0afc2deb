import Viper

enum HuntStrings {
    static let appTitle = LocalizedText(en: "Monster Hunt", ru: "Охота на монстров")
    static let summary = LocalizedText(
        en: "Catch monsters on a map around you, with simulated location and permissions",
        ru: "Ловите монстров на карте вокруг вас — геопозиция и разрешения симулируются"
    )
    static let locationRequestTitle = LocalizedText(en: "Location", ru: "Геопозиция")
    static let locationRequestMessage = LocalizedText(
        en: "Monster Hunt needs your location to show the monsters around you.",
        ru: "Чтобы показать монстров вокруг вас, «Охоте на монстров» нужна ваша геопозиция."
    )
    static let allow = LocalizedText(en: "Allow", ru: "Разрешить")
    static let systemPromptTitle = LocalizedText(
        en: "Allow “Monster Hunt” to use your location?", ru: "Разрешить «Охоте на монстров» использовать вашу геопозицию?")
    static let systemPromptMessage = LocalizedText(
        en: "Monsters are shown around where you are.", ru: "Монстры показываются вокруг того места, где вы находитесь.")
    static let allowWhileUsing = LocalizedText(en: "Allow While Using App", ru: "Разрешить при использовании")
    static let dontAllow = LocalizedText(en: "Don't Allow", ru: "Не разрешать")
    static let noPermissionTitle = LocalizedText(en: "No access to location", ru: "Нет доступа к геопозиции")
    static let noPermissionMessage = LocalizedText(
        en: "Without your location no monsters can be shown. Switch location access on in Settings.",
        ru: "Без геопозиции монстров не показать. Включите доступ к геопозиции в Настройках."
    )
    static let goToSettings = LocalizedText(en: "Go to Settings", ru: "Перейти к настройкам")
    static let settingsTitle = LocalizedText(en: "Settings", ru: "Настройки")
    static let locationAccess = LocalizedText(en: "Location access", ru: "Доступ к геопозиции")
    static let settingsNote = LocalizedText(
        en: "Monster Hunt uses your location only while you use it.", ru: "«Охота на монстров» использует геопозицию только во время работы.")
    static let restrictedNote = LocalizedText(
        en: "Restricted on this device: it cannot be switched on here.", ru: "Ограничено на этом устройстве: здесь включить нельзя.")
    static let done = LocalizedText(en: "Done", ru: "Готово")
    static let mapTitle = LocalizedText(en: "Monsters", ru: "Монстры")
    static let mapCanvasTitle = LocalizedText(en: "Map", ru: "Карта")
    static let zoomIn = LocalizedText(en: "Zoom in", ru: "Приблизить")
    static let zoomOut = LocalizedText(en: "Zoom out", ru: "Отдалить")
    static let centre = LocalizedText(en: "Centre on me", ru: "Ко мне")
    static let myTeam = LocalizedText(en: "My team", ru: "Моя команда")
    static let ok = LocalizedText(en: "OK", ru: "ОК")
    static let tryToCatch = LocalizedText(en: "Try to catch", ru: "Попробовать поймать")
    static let backToMap = LocalizedText(en: "Back to map", ru: "Вернуться на карту")
    static let fled = LocalizedText(en: "The monster ran away!", ru: "Монстр убежал!")
    static let missed = LocalizedText(en: "Didn't work :( Try again!", ru: "Не вышло:( Попробуйте поймать еще раз!")
    static let emptyTeam = LocalizedText(en: "You haven't caught any monsters yet", ru: "Вы еще не поймали монстров в свою команду")

    static let locationHelp = LocalizedText(
        en: "where the device starts (default 55.7539,37.6208)", ru: "где находится устройство в начале (по умолчанию 55.7539,37.6208)")
    static let gpxHelp = LocalizedText(
        en: "follow a GPX 1.1 track, at its times on the session's clock", ru: "двигаться по треку GPX 1.1 в его времена по часам сеанса")
    static let startRoute = LocalizedText(en: "the screen the location permission calls for", ru: "экран, которого требует разрешение геопозиции")
    static let mapRoute = LocalizedText(en: "the monster map (needs location access)", ru: "карта монстров (нужен доступ к геопозиции)")
    static let teamRoute = LocalizedText(en: "my team", ru: "моя команда")

    /// The distance in the plural form its number asks for: 1 metre, 134 метра, 111 метров.
    static func tooFar(metres: Int, localization: Localization) -> String {
        let far = (en: "You are too far from the monster –", ru: "Вы находитесь слишком далеко от монстра –")
        return localization.plural(
            metres,
            one: LocalizedText(en: "\(far.en) \(metres) metre", ru: "\(far.ru) \(metres) метр"),
            few: LocalizedText(en: "\(far.en) \(metres) metres", ru: "\(far.ru) \(metres) метра"),
            many: LocalizedText(en: "\(far.en) \(metres) metres", ru: "\(far.ru) \(metres) метров")
        )
    }

    static func caught(_ name: String) -> LocalizedText {
        LocalizedText(en: "Hooray! You caught \(name) into your team", ru: "Ура! Вы поймали монстра \(name) в свою команду")
    }

    static func notSaved(_ name: String) -> LocalizedText {
        LocalizedText(en: "Caught \(name), but could not save it to your team", ru: "Монстр \(name) пойман, но его не удалось сохранить в команду")
    }

    static let saveAgain = LocalizedText(en: "Save again", ru: "Сохранить еще раз")

    static func level(_ level: Int) -> LocalizedText {
        LocalizedText(en: "Level \(level)", ru: "Уровень \(level)")
    }

    static func mapStatus(nearby: Int, position: String) -> LocalizedText {
        LocalizedText(en: "You are at \(position) · monsters within 300 m: \(nearby)", ru: "Вы здесь: \(position) · монстров в пределах 300 м: \(nearby)")
    }

    static func sighting(name: String, metres: Int, catchable: Bool) -> LocalizedText {
        catchable
            ? LocalizedText(en: "\(name) · \(metres) m · within reach", ru: "\(name) · \(metres) м · можно поймать")
            : LocalizedText(en: "\(name) · \(metres) m", ru: "\(name) · \(metres) м")
    }
}
