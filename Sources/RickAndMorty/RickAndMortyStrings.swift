import Foundation
import Viper

enum RickAndMortyStrings {
    /// The app's catalog, from `Sources/RickAndMorty/Strings`.
    static let catalog = StringCatalog(bundle: .module)

    static let appTitle = catalog.text("appTitle")
    static let summary = catalog.text("summary")
    static let charactersTitle = catalog.text("charactersTitle")
    static let characterTitle = catalog.text("characterTitle")
    static let loadingCharacters = catalog.text("loadingCharacters")
    static let loadingCharacter = catalog.text("loadingCharacter")
    static let retry = catalog.text("retry")
    static let replayHint = catalog.text("replayHint")
    static let gender = catalog.text("gender")
    static let status = catalog.text("status")
    static let species = catalog.text("species")
    static let location = catalog.text("location")
    static let unknownPlace = catalog.text("unknownPlace")
    static let episodeTitle = catalog.text("episodeTitle")

    static func episodeCode(_ code: String) -> LocalizedText {
        catalog.text("episodeCode", ["code": "\(code)"])
    }

    /// The date exactly as the API sends it, in English.
    static func airDate(_ date: String) -> LocalizedText {
        catalog.text("airDate", ["date": "\(date)"])
    }

    static func characterCount(_ count: Int) -> LocalizedText {
        catalog.text("characterCount", ["count": "\(count)"])
    }

    /// The API's own word for a gender, translated when it is one the API uses.
    static func gender(_ value: String) -> LocalizedText {
        apiWord(value, key: "gender.\(value)")
    }

    /// The API's own word for a status; where the language has genders, agreeing with the
    /// character's.
    static func status(_ value: String, gender: String) -> LocalizedText {
        apiWord(value, key: "status.\(value)" + (gender == "Female" ? ".female" : ""))
    }

    /// The API's word for a species; the show's own kinds (Cronenberg, Poopybutthole) are names
    /// and stay as they are.
    static func species(_ value: String) -> LocalizedText {
        apiWord(value, key: "species.\(value)")
    }

    /// A word of the API as the catalog translates it under `key`; "unknown" is said as an
    /// unknown place is, whatever it describes; a word the catalog lacks stays as it is.
    private static func apiWord(_ value: String, key: String) -> LocalizedText {
        if value == "unknown" { return unknownPlace }
        return catalog.contains(key) ? catalog.text(key) : LocalizedText(verbatim: value)
    }

    static let charactersRoute = catalog.text("charactersRoute")
    static let characterRoute = catalog.text("characterRoute")
    static let apiBaseHelp = catalog.text("apiBaseHelp")
    static let replayHelp = catalog.text("replayHelp")
    static let recordHelp = catalog.text("recordHelp")
    static let latencyHelp = catalog.text("latencyHelp")

    static func loadingProgress(loaded: Int, total: Int) -> LocalizedText {
        catalog.text("loadingProgress", ["loaded": "\(loaded)", "total": "\(total)"])
    }

    /// The footer of a list stopped on an error: how far it got, with no promise of more.
    static func loadedSoFar(loaded: Int, total: Int) -> LocalizedText {
        catalog.text("loadedSoFar", ["loaded": "\(loaded)", "total": "\(total)"])
    }

    static func allLoaded(_ count: Int) -> LocalizedText {
        catalog.text("allLoaded", ["count": "\(count)"])
    }

    static func episodes(_ count: Int) -> LocalizedText {
        catalog.text("episodes", ["count": "\(count)"])
    }

    static func pageFailed(_ page: Int, reason: LocalizedText) -> LocalizedText {
        catalog.text("pageFailed", ["page": "\(page)", "reason": .text(reason)])
    }

    static func characterFailed(reason: LocalizedText) -> LocalizedText {
        catalog.text("characterFailed", ["reason": .text(reason)])
    }

    /// A network error in words for the screen.
    static func describe(_ error: HTTPError) -> LocalizedText {
        switch error {
        case .offline: catalog.text("error.offline")
        case .connectionLost: catalog.text("error.connectionLost")
        case .timeout: catalog.text("error.timeout")
        case .cancelled: catalog.text("error.cancelled")
        case .status(let code, let message):
            catalog.text("error.status", ["code": "\(code)"]).appending(aside: message ?? "")
        case .undecodable: catalog.text("error.undecodable")
        case .unencodable: catalog.text("error.unencodable")
        case .tooLarge(let limit):
            catalog.text("error.tooLarge", ["limit": .text(HTTPError.size(limit))])
        case .untrusted(let reason):
            catalog.text("error.untrusted", ["reason": .text(reason)])
        }
    }

    static func tooManyPages(_ pages: Int) -> LocalizedText {
        catalog.text("tooManyPages", ["pages": "\(pages)"])
    }

    static func countOffPages(count: Int, pages: Int, perPage: Int) -> LocalizedText {
        catalog.text("countOffPages", ["count": "\(count)", "pages": "\(pages)", "perPage": "\(perPage)"])
    }

    static func foreignNextPage(_ link: String) -> LocalizedText {
        catalog.text("foreignNextPage", ["link": "\(link)"])
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
    /// The text with `words` in brackets after it in every language, or unchanged when blank.
    func appending(aside words: String) -> LocalizedText {
        self + LocalizedText(verbatim: RickAndMortyStrings.aside(words))
    }
}
