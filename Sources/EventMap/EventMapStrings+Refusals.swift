import Viper

/// What each screen of the app says when it refuses an event: which events it takes.
extension EventMapStrings {
    static func noEvent(_ id: String) -> LocalizedText {
        LocalizedText(en: "no event \(id)", ru: "нет события \(id)")
    }

    static let profileTakes = LocalizedText(
        en: "the profile takes taps on your events, Sign out or Sign in",
        ru: "профиль принимает касания ваших событий, «Выйти» или «Войти»"
    )

    static let passwordResetTakes = LocalizedText(
        en: "the password reset takes typing the code and a new password, and its buttons",
        ru: "сброс пароля принимает ввод кода и нового пароля и свои кнопки"
    )

    static func noField(_ id: String) -> LocalizedText {
        LocalizedText(en: "no field \(id)", ru: "нет поля \(id)")
    }

    static let detailsAreForReading = LocalizedText(
        en: "the details are for reading: go back to the map", ru: "подробности только для чтения: вернитесь к карте")

    static let registrationTakes = LocalizedText(
        en: "registration takes typing in its fields, the birth date, Register and the return key",
        ru: "регистрация принимает ввод в поля, дату рождения, «Зарегистрироваться» и клавишу ввода"
    )

    static func noTextField(_ id: String) -> LocalizedText {
        LocalizedText(en: "no text field \(id)", ru: "нет текстового поля \(id)")
    }

    static let signInTakes = LocalizedText(en: "sign-in takes typing in its fields and its buttons", ru: "вход принимает ввод в поля и свои кнопки")

    static func noType(_ id: String) -> LocalizedText {
        LocalizedText(en: "no type \(id)", ru: "нет типа \(id)")
    }

    static let filterTakes = LocalizedText(
        en: "the filter takes search text, the age slider, the type switches and Apply; back closes it unchanged",
        ru: "фильтр принимает текст поиска, ползунок возраста, переключатели типов и «Применить»; back закрывает его без изменений"
    )

    static let splashTakesNothing = LocalizedText(
        en: "the splash screen takes no input while it signs you in; wait a moment (wait idle)",
        ru: "заставка ничего не принимает, пока выполняется вход; подождите (wait idle)"
    )

    static let createFormTakes = LocalizedText(
        en: "the form takes its fields, the type picker, the age slider, Create event and Sign in when it is offered; back leaves without creating",
        ru: "форма принимает свои поля, выбор типа, ползунок возраста, «Создать событие» и «Войти», когда она предложена; back уходит без создания"
    )

    static let longPressNeedsPoint = LocalizedText(
        en: "long-press the map at a cell or a point: longpress map <x> <y> | <lat> <lon>",
        ru: "нажмите на карту долго, в клетке или точке: longpress map <x> <y> | <широта> <долгота>"
    )

    static let mapTakes = LocalizedText(
        en:
            "the map takes taps on the events and clusters (on the map or listed), profile, zoom, north, south and filter, swipes, and longpress map <x> <y> | <lat> <lon>",
        ru:
            "карта принимает касания событий и групп (на карте или в списке), профиля, масштаба, севера, юга и фильтра, смахивания и longpress map <x> <y> | <широта> <долгота>"
    )

    /// A long press off the map, with the cells and the latitudes and longitudes it shows.
    static func outsideVisibleArea(point: String, cells: String, latitudes: String, longitudes: String) -> LocalizedText {
        LocalizedText(
            en: "\(point) is outside the visible area (cells \(cells), latitude \(latitudes), longitude \(longitudes)); move or zoom out first",
            ru: "\(point) вне видимой области (клетки \(cells), широта \(latitudes), долгота \(longitudes)); сдвиньте карту или отдалите её"
        )
    }
}
