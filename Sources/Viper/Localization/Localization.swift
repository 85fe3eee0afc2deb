/// The languages every user-facing string exists in.
public enum Language: String, Sendable, CaseIterable {
    case en, ru

    /// The language the environment asks for: `LC_ALL`, then `LC_MESSAGES`, then `LANG`
    /// (POSIX precedence); Russian when the first one set starts with `ru`, else English.
    public static func preferred(environment: [String: String]) -> Language {
        for key in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[key], !value.isEmpty {
                return value.lowercased().hasPrefix("ru") ? .ru : .en
            }
        }
        return .en
    }
}

/// A string in every language. Requiring both at construction means no screen can
/// miss a translation.
public struct LocalizedText: Equatable, Sendable {
    public let en: String
    public let ru: String

    public init(en: String, ru: String) {
        self.en = en
        self.ru = ru
    }

    public func `in`(_ language: Language) -> String {
        switch language {
        case .en: en
        case .ru: ru
        }
    }
}

/// Resolves localized texts for one language; presenters hold one.
public struct Localization: Sendable, Equatable {
    public let language: Language

    public init(_ language: Language) {
        self.language = language
    }

    public func callAsFunction(_ text: LocalizedText) -> String {
        text.in(language)
    }

    /// Picks the Russian plural form for `count` (one: 1, 21; few: 2–4, 22–24; many: 5–20, 25…).
    public func plural(_ count: Int, one: LocalizedText, few: LocalizedText, many: LocalizedText) -> String {
        guard language == .ru else { return count == 1 ? one.en : many.en }
        let lastTwo = abs(count) % 100
        let last = lastTwo % 10
        if (11...14).contains(lastTwo) { return many.ru }
        switch last {
        case 1: return one.ru
        case 2...4: return few.ru
        default: return many.ru
        }
    }
}

/// The framework's own user-facing strings.
public enum FrameworkStrings {
    public static let back = LocalizedText(en: "Back", ru: "Назад")
}
