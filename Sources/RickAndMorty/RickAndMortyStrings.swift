import Foundation
import Viper

enum RickAndMortyStrings {
    static let appTitle = LocalizedText(en: "Rick and Morty", ru: "Рик и Морти")
    static let summary = LocalizedText(
        en: "Browse the Rick and Morty API's characters: a list loaded in parallel, in order, and a card for each",
        ru: "Персонажи из API «Рика и Морти»: список, загружаемый параллельно и по порядку, и карточка каждого"
    )
    static let charactersTitle = LocalizedText(en: "Characters", ru: "Персонажи")
    static let characterTitle = LocalizedText(en: "Character", ru: "Персонаж")
    static let loadingCharacters = LocalizedText(en: "Loading characters…", ru: "Загрузка персонажей…")
    static let loadingCharacter = LocalizedText(en: "Loading the character…", ru: "Загрузка персонажа…")
    static let retry = LocalizedText(en: "Retry", ru: "Повторить")
    static let replayHint = LocalizedText(
        en:
            "No network? Run on recorded answers: viper rickandmorty --replay <folder>, a folder that viper rickandmorty --record <folder> filled while online.",
        ru:
            "Нет сети? Запустите на записанных ответах: viper rickandmorty --replay <папка>, где папку заполнил viper rickandmorty --record <папка>, пока сеть была."
    )
    static let gender = LocalizedText(en: "Gender", ru: "Пол")
    static let status = LocalizedText(en: "Status", ru: "Статус")
    static let species = LocalizedText(en: "Species", ru: "Вид")
    static let location = LocalizedText(en: "Location", ru: "Местонахождение")
    static let unknownPlace = LocalizedText(en: "unknown", ru: "неизвестно")
    static let episodeTitle = LocalizedText(en: "Episode", ru: "Эпизод")

    static func episodeCode(_ code: String) -> LocalizedText {
        LocalizedText(en: "Season and episode: \(code)", ru: "Сезон и серия: \(code)")
    }

    /// The date exactly as the API sends it, in English.
    static func airDate(_ date: String) -> LocalizedText {
        LocalizedText(en: "Air date: \(date)", ru: "Дата выхода: \(date)")
    }

    static func characterCount(_ count: Int) -> LocalizedText {
        LocalizedText(en: "Characters: \(count)", ru: "Персонажей: \(count)")
    }

    /// The API's own word for a gender, in Russian when it is one the API uses.
    static func gender(_ value: String) -> LocalizedText {
        apiWord(value, russian: ["Male": "мужской", "Female": "женский", "Genderless": "нет"])
    }

    /// The API's own word for a status; in Russian agreeing with the character's gender.
    static func status(_ value: String, gender: String) -> LocalizedText {
        let female = gender == "Female"
        return apiWord(value, russian: ["Alive": female ? "жива" : "жив", "Dead": female ? "мертва" : "мёртв"])
    }

    /// The API's word for a species; the show's own kinds (Cronenberg, Poopybutthole) are names
    /// and stay as they are.
    static func species(_ value: String) -> LocalizedText {
        apiWord(
            value,
            russian: [
                "Human": "человек", "Alien": "инопланетянин", "Humanoid": "гуманоид", "Robot": "робот",
                "Animal": "животное", "Mythological Creature": "мифическое существо", "Disease": "болезнь",
            ])
    }

    /// A word of the API in Russian from `russian`; "unknown" is «неизвестно» whatever it
    /// describes, as an unknown place is.
    private static func apiWord(_ value: String, russian: [String: String]) -> LocalizedText {
        let word = value == "unknown" ? unknownPlace.ru : russian[value]
        return LocalizedText(en: value, ru: word ?? value)
    }

    static let charactersRoute = LocalizedText(en: "the character list", ru: "список персонажей")
    static let characterRoute = LocalizedText(en: "a character's card", ru: "карточка персонажа")
    static let apiBaseHelp = LocalizedText(
        en: "the API's address (default https://rickandmortyapi.com/api)", ru: "адрес API (по умолчанию https://rickandmortyapi.com/api)")
    static let replayHelp = LocalizedText(en: "answer from recorded data in DIR instead of the network", ru: "отвечать из записанных данных в DIR вместо сети")
    static let recordHelp = LocalizedText(
        en: "save what the API answers into DIR, in the layout --replay reads", ru: "сохранять ответы API в DIR в виде, который читает --replay")
    static let latencyHelp = LocalizedText(
        en: "add MS milliseconds to every request (on the session's clock)", ru: "добавлять MS миллисекунд к каждому запросу (по часам сеанса)")

    static func loadingProgress(loaded: Int, total: Int) -> LocalizedText {
        LocalizedText(en: "Loading… \(loaded) of \(total)", ru: "Загрузка… \(loaded) из \(total)")
    }

    /// The footer of a list stopped on an error: how far it got, with no promise of more.
    static func loadedSoFar(loaded: Int, total: Int) -> LocalizedText {
        LocalizedText(en: "\(loaded) of \(total) loaded", ru: "Загружено \(loaded) из \(total)")
    }

    static func allLoaded(_ count: Int) -> LocalizedText {
        LocalizedText(en: "All \(count) characters", ru: "Все персонажи: \(count)")
    }

    static func episodes(_ count: Int) -> LocalizedText {
        LocalizedText(en: "Episodes: \(count)", ru: "Эпизоды: \(count)")
    }

    static func pageFailed(_ page: Int, reason: LocalizedText) -> LocalizedText {
        LocalizedText(en: "Page \(page) could not be loaded: \(reason.en).", ru: "Не удалось загрузить страницу \(page): \(reason.ru).")
    }

    static func characterFailed(reason: LocalizedText) -> LocalizedText {
        LocalizedText(en: "The character could not be loaded: \(reason.en).", ru: "Не удалось загрузить персонажа: \(reason.ru).")
    }

    /// A network error in words for the screen.
    static func describe(_ error: HTTPError) -> LocalizedText {
        switch error {
        case .offline: LocalizedText(en: "no connection to the server", ru: "нет связи с сервером")
        case .connectionLost: LocalizedText(en: "the connection to the server broke off", ru: "связь с сервером оборвалась")
        case .timeout: LocalizedText(en: "the server did not answer in time", ru: "сервер не ответил вовремя")
        case .cancelled: LocalizedText(en: "cancelled", ru: "отменено")
        case .status(let code, let message):
            LocalizedText(en: "the server answered \(code)", ru: "сервер ответил \(code)").appending(aside: message ?? "")
        case .undecodable: LocalizedText(en: "the answer could not be read", ru: "ответ не удалось прочитать")
        case .unencodable: LocalizedText(en: "the request could not be written", ru: "запрос не удалось составить")
        case .tooLarge(let limit):
            LocalizedText(en: "the answer is too large (over \(HTTPError.size(limit).en))", ru: "ответ слишком большой (больше \(HTTPError.size(limit).ru))")
        case .untrusted(let reason):
            LocalizedText(en: "the server's answer was refused: \(reason.en)", ru: "ответ сервера отклонён: \(reason.ru)")
        }
    }

    static func tooManyPages(_ pages: Int) -> LocalizedText {
        LocalizedText(en: "it announces \(pages) pages", ru: "в нём объявлено страниц: \(pages)")
    }

    static func countOffPages(count: Int, pages: Int, perPage: Int) -> LocalizedText {
        LocalizedText(
            en: "it announces \(count) characters on \(pages) pages of \(perPage)",
            ru: "в нём объявлено персонажей: \(count), страниц: \(pages) по \(perPage)")
    }

    static func foreignNextPage(_ link: String) -> LocalizedText {
        LocalizedText(en: "its next page is not on this API: \(link)", ru: "его следующая страница не в этом API: \(link)")
    }

    /// «Space Tahoe (Planet)», or the name alone when the type is empty.
    static func place(_ location: RMLocation) -> String {
        location.name + aside(location.type)
    }

    /// « (words)» after a name, or nothing for blank words: never empty brackets.
    static func aside(_ words: String) -> String {
        let words = words.trimmingCharacters(in: .whitespacesAndNewlines)
        return words.isEmpty ? "" : " (\(words))"
    }
}

extension LocalizedText {
    /// The text with `words` in brackets after it in both languages, or unchanged when blank.
    func appending(aside words: String) -> LocalizedText {
        LocalizedText(en: en + RickAndMortyStrings.aside(words), ru: ru + RickAndMortyStrings.aside(words))
    }
}
