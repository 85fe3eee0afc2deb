import Viper

/// What each screen of the app says when it refuses an event: which events it takes.
extension HuntStrings {
    static let locationRequestTakes = LocalizedText(
        en: "this screen only asks for location: tap Allow", ru: "этот экран только спрашивает о геолокации: нажмите «Разрешить»")

    static let teamIsForLooking = LocalizedText(
        en: "the team is for looking at: scroll it, or go back to the map",
        ru: "команда только для просмотра: прокрутите её или вернитесь к карте"
    )

    static let settingsTake = LocalizedText(en: "Settings has the location switch and Done", ru: "в настройках есть переключатель геолокации и «Готово»")

    static let noPermissionTakes = LocalizedText(
        en: "location is off: tap Go to Settings to switch it on",
        ru: "геолокация выключена: нажмите «Перейти к настройкам», чтобы включить её"
    )

    static let catchTakes = LocalizedText(en: "tap Try to catch, or go back to the map", ru: "нажмите «Попробовать поймать» или вернитесь к карте")

    static func noMonster(_ id: String) -> LocalizedText {
        LocalizedText(en: "no monster \(id)", ru: "нет монстра \(id)")
    }

    static let mapTakes = LocalizedText(
        en: "the map takes taps on the monsters listed under it, the zoom, centre and team buttons, and swipes",
        ru: "карта принимает касания монстров из списка под ней, кнопок масштаба, центра и команды и смахивания"
    )
}
