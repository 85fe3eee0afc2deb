import Foundation
import Viper
import ViperLocation

/// The strings of the map, the filter, event creation and event details.
enum MapStrings {
    static let mapTitle = LocalizedText(en: "Events", ru: "События")
    static let mapCanvas = LocalizedText(en: "Map", ru: "Карта")
    static let profile = LocalizedText(en: "Profile", ru: "Профиль")
    static let zoomIn = LocalizedText(en: "Zoom in", ru: "Приблизить")
    static let zoomOut = LocalizedText(en: "Zoom out", ru: "Отдалить")
    static let north = LocalizedText(en: "North", ru: "Север")
    static let south = LocalizedText(en: "South", ru: "Юг")
    static let filter = LocalizedText(en: "Filter", ru: "Фильтр")
    static let filterOn = LocalizedText(en: "Filter ●", ru: "Фильтр ●")
    static let loading = LocalizedText(en: "Loading…", ru: "Загрузка…")
    static let noEventsHere = LocalizedText(en: "No events here", ru: "Здесь нет событий")
    static let mapHint = LocalizedText(
        en: "Long-press the map to create an event there · swipe to move east or west",
        ru: "Долгое нажатие на карту — создать там событие · свайп — на восток или запад"
    )

    static let filterTitle = LocalizedText(en: "Filter", ru: "Фильтр")
    static let search = LocalizedText(en: "Search", ru: "Поиск")
    static let searchPlaceholder = LocalizedText(en: "Title or description", ru: "Название или описание")
    static let apply = LocalizedText(en: "Apply", ru: "Применить")

    static let createTitle = LocalizedText(en: "New event", ru: "Новое событие")
    static let title = LocalizedText(en: "Title", ru: "Название")
    static let required = LocalizedText(en: "Required", ru: "Обязательно")
    static let address = LocalizedText(en: "Address", ru: "Адрес")
    static let type = LocalizedText(en: "Type", ru: "Тип")
    static let description = LocalizedText(en: "Description", ru: "Описание")
    static let optional = LocalizedText(en: "Optional", ru: "Необязательно")
    static let create = LocalizedText(en: "Create event", ru: "Создать событие")
    static let creating = LocalizedText(en: "Creating…", ru: "Создание…")
    static let needAccountTitle = LocalizedText(en: "Sign in to create events", ru: "Войдите, чтобы создавать события")
    static let needAccountMessage = LocalizedText(
        en: "Events are created on behalf of an account.",
        ru: "События создаются от имени аккаунта."
    )
    static let signIn = LocalizedText(en: "Sign in", ru: "Войти")
    static let cancel = LocalizedText(en: "Cancel", ru: "Отмена")

    static let detailsTitle = LocalizedText(en: "Event", ru: "Событие")
    static let noDescription = LocalizedText(en: "No description", ru: "Нет описания")

    static func typeName(_ type: EventType) -> LocalizedText {
        switch type {
        case .music: LocalizedText(en: "Music", ru: "Музыка")
        case .cinema: LocalizedText(en: "Cinema", ru: "Кино")
        case .sport: LocalizedText(en: "Sport", ru: "Спорт")
        case .theatre: LocalizedText(en: "Theatre", ru: "Театр")
        case .exhibition: LocalizedText(en: "Exhibition", ru: "Выставка")
        case .other: LocalizedText(en: "Other", ru: "Другое")
        }
    }

    /// "all ages" or "18+": one name for a restriction wherever it shows (a table cell, a
    /// slider, the details).
    static func ageName(_ age: AgeRestriction) -> LocalizedText {
        age == .none ? LocalizedText(en: "all ages", ru: "для всех") : LocalizedText(en: "\(age.rawValue)+", ru: "\(age.rawValue)+")
    }

    /// "Age: all ages" or "Age: 18+": the event's restriction.
    static func age(_ age: AgeRestriction) -> LocalizedText {
        let stop = ageName(age)
        return LocalizedText(en: "Age: \(stop.en)", ru: "Возраст: \(stop.ru)")
    }

    /// The filter's slider: the highest restriction still shown.
    static func ageLimit(_ age: AgeRestriction) -> LocalizedText {
        let stop = ageName(age)
        return LocalizedText(en: "Suitable up to: \(stop.en)", ru: "Подходит до: \(stop.ru)")
    }

    static func addressLine(_ place: LocalizedText) -> LocalizedText {
        LocalizedText(en: "Address: \(place.en)", ru: "Адрес: \(place.ru)")
    }

    /// Where an event is: the address its author wrote, or else its point in words.
    static func place(of event: Event) -> LocalizedText {
        let address = event.address.trimmingCharacters(in: .whitespaces)
        return address.isEmpty ? near(event.position) : LocalizedText(en: address, ru: address)
    }

    /// A point in words, to four decimals (about ten metres): "near 55.7539° N, 37.6208° E".
    static func near(_ point: Coordinate) -> LocalizedText {
        let (latitude, longitude) = (String(format: "%.4f", abs(point.latitude)), String(format: "%.4f", abs(point.longitude)))
        let (north, east) = (point.latitude >= 0, point.longitude >= 0)
        let comma = { (degrees: String) in degrees.replacingOccurrences(of: ".", with: ",") }
        return LocalizedText(
            en: "near \(latitude)° \(north ? "N" : "S"), \(longitude)° \(east ? "E" : "W")",
            ru: "около \(comma(latitude))° \(north ? "с. ш." : "ю. ш."), \(comma(longitude))° \(east ? "в. д." : "з. д.")"
        )
    }

    /// "n events" in each plural form, `{count}` standing for the number.
    static let eventCount = (
        one: LocalizedText(en: "{count} event", ru: "{count} событие"),
        few: LocalizedText(en: "{count} events", ru: "{count} события"),
        many: LocalizedText(en: "{count} events", ru: "{count} событий")
    )

    /// A cluster: events sharing a cell of the map, which a tap zooms in to.
    static let eventsHere = (
        one: LocalizedText(en: "{count} event here", ru: "{count} событие здесь"),
        few: LocalizedText(en: "{count} events here", ru: "{count} события здесь"),
        many: LocalizedText(en: "{count} events here", ru: "{count} событий здесь")
    )

    static func status(centre: String, events: LocalizedText, filtered: Bool, connection: LocalizedText?) -> LocalizedText {
        let tail = connection.map { (en: " · \($0.en)", ru: " · \($0.ru)") } ?? (en: "", ru: "")
        return filtered
            ? LocalizedText(en: "Centre \(centre) · \(events.en) · filtered\(tail.en)", ru: "Центр \(centre) · \(events.ru) · с фильтром\(tail.ru)")
            : LocalizedText(en: "Centre \(centre) · \(events.en)\(tail.en)", ru: "Центр \(centre) · \(events.ru)\(tail.ru)")
    }

    /// What the status line says of the change feed: nothing while all is well.
    static func connection(_ status: ChangeFeedFollower.Status) -> LocalizedText? {
        switch status {
        case .connecting, .online: nil
        case .backOnline: LocalizedText(en: "back online", ru: "снова в сети")
        case .offline(let retryIn): offline(retryingIn: EventMapStrings.wait(Int(retryIn.components.seconds)))
        }
    }

    private static func offline(retryingIn wait: LocalizedText) -> LocalizedText {
        LocalizedText(en: "offline, trying again in \(wait.en)", ru: "нет связи, новая попытка через \(wait.ru)")
    }

    static func loadFailed(_ error: EventsError) -> LocalizedText {
        let reason = failure(error)
        return LocalizedText(en: "Events could not be loaded: \(reason.en)", ru: "Не удалось загрузить события: \(reason.ru)")
    }

    static func createFailed(_ error: EventsError) -> LocalizedText {
        let reason = failure(error)
        return LocalizedText(en: "The event was not created: \(reason.en)", ru: "Событие не создано: \(reason.ru)")
    }

    /// Why the server refused, as a clause.
    static func failure(_ error: EventsError) -> LocalizedText {
        switch error {
        case .expiredToken: LocalizedText(en: "your session has expired, sign in again", ru: "сеанс истёк, войдите снова")
        case .invalidToken, .wrongCredentials: LocalizedText(en: "your session is not valid, sign in again", ru: "сеанс недействителен, войдите снова")
        case .invalidEvent(let reason): LocalizedText(en: reason, ru: reason == "an event needs a title" ? "у события должно быть название" : reason)
        case .tooLong, .invalidField: EventMapStrings.describe(error)
        case .storage(let reason): LocalizedText(en: "the server failed (\(reason))", ru: "ошибка сервера (\(reason))")
        case .unreachable(let reason): LocalizedText(en: "the server cannot be reached (\(reason))", ru: "сервер недоступен (\(reason))")
        case .unexpectedAnswer(let reason):
            LocalizedText(en: "the server's answer cannot be used (\(reason))", ru: "ответ сервера не удалось использовать (\(reason))")
        default: LocalizedText(en: "the server refused the request", ru: "сервер отклонил запрос")
        }
    }
}
