/// The languages every user-facing string exists in.
public enum Language: String, Sendable, CaseIterable {
    /// English, the base language.
    case en
    /// Russian.
    case ru

    /// The language the environment asks for: `LC_ALL`, then `LC_MESSAGES`, then `LANG`
    /// (POSIX precedence); Russian when the first one set starts with `ru`, else English.
    package static func preferred(environment: [String: String]) -> Language {
        for key in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[key], !value.isEmpty {
                return value.lowercased().hasPrefix("ru") ? .ru : .en
            }
        }
        return .en
    }

    /// The language of the command line's help: the REPL sets it while swift-argument-parser
    /// writes the help, and an app's options read their help texts in it.
    @TaskLocal public static var help: Language = .en
}

enum PluralForm {
    case one, few, many
}

extension Language {
    func pluralForm(of count: Int) -> PluralForm {
        guard self == .ru else { return count == 1 ? .one : .many }
        let lastTwo = abs(count) % 100
        if (11...14).contains(lastTwo) { return .many }
        switch lastTwo % 10 {
        case 1: return .one
        case 2...4: return .few
        default: return .many
        }
    }
}

/// A string in every language. Requiring both at construction means no screen can
/// miss a translation.
public struct LocalizedText: Equatable, Sendable {
    /// The English text.
    public let en: String
    /// The Russian text.
    public let ru: String

    /// A text in English and Russian.
    public init(en: String, ru: String) {
        self.en = en
        self.ru = ru
    }

    /// The text in `language`.
    public func `in`(_ language: Language) -> String {
        switch language {
        case .en: en
        case .ru: ru
        }
    }
}

/// Resolves localized texts for one language; presenters hold one.
public struct Localization: Sendable, Equatable {
    /// The language texts are resolved in.
    public let language: Language

    /// A localization for `language`.
    public init(_ language: Language) {
        self.language = language
    }

    /// The text in this localization's language: `localization(LocalizedText(en: "Save", ru:
    /// "Сохранить"))`.
    public func callAsFunction(_ text: LocalizedText) -> String {
        text.in(language)
    }

    /// Picks the plural form for `count`: English has one and many; Russian one (1, 21),
    /// few (2–4, 22–24) and many (5–20, 25…).
    public func plural(_ count: Int, one: LocalizedText, few: LocalizedText, many: LocalizedText) -> String {
        switch language.pluralForm(of: count) {
        case .one: self(one)
        case .few: self(few)
        case .many: self(many)
        }
    }
}

/// The framework's own user-facing strings.
package enum FrameworkStrings {
    /// The back button's title.
    package static let back = LocalizedText(en: "Back", ru: "Назад")
}
