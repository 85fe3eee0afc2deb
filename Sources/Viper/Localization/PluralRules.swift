/// A plural category of CLDR: which form of a word a number takes.
public enum PluralCategory: String, CaseIterable, Sendable {
    /// `zero`.
    case zero
    /// `one`: 1 in English, 1, 21, 31… in Russian.
    case one
    /// `two`.
    case two
    /// `few`: 2–4, 22–24… in Russian.
    case few
    /// `many`: 5–20, 25–30… in Russian.
    case many
    /// `other`: every number no other category takes.
    case other
}

extension Language {
    /// The plural category of the whole number `count` in this language, by CLDR's rules for
    /// the languages stated here; any other language takes `one` for 1 and `other` otherwise.
    public func pluralCategory(of count: Int) -> PluralCategory {
        PluralRule.of(self).category(of: abs(count))
    }

    /// The categories whole numbers take in this language: what a plural entry of its catalog
    /// must give.
    public var pluralCategories: Set<PluralCategory> {
        PluralRule.of(self).categories
    }
}

/// CLDR's cardinal rules for whole numbers, by family of languages.
private enum PluralRule {
    /// 1 is `one`, the rest `other`: English, German and most European languages (the default).
    case oneOther
    /// 0 and 1 are `one`: French, Portuguese (Brazil).
    case zeroOneOther
    /// One form for every number: Chinese, Japanese, Korean…
    case otherOnly
    /// Russian, Ukrainian, Belarusian: 1, 21… `one`; 2–4, 22–24… `few`; the rest `many`.
    case eastSlavic
    /// Polish: 1 `one`; 2–4, 22–24… `few`; the rest `many`.
    case polish
    /// Czech, Slovak: 1 `one`; 2–4 `few`; the rest `other`.
    case westSlavic

    static func of(_ language: Language) -> PluralRule {
        switch language.primary {
        case "ru", "uk", "be": .eastSlavic
        case "pl": .polish
        case "cs", "sk": .westSlavic
        case "fr": .zeroOneOther
        case "pt" where language.tag != "pt-PT": .zeroOneOther
        case "ja", "zh", "ko", "vi", "th", "id", "ms", "my", "lo", "km": .otherOnly
        default: .oneOther
        }
    }

    func category(of count: Int) -> PluralCategory {
        let lastTwo = count % 100
        let last = count % 10
        let teen = (12...14).contains(lastTwo)
        switch self {
        case .oneOther: return count == 1 ? .one : .other
        case .zeroOneOther: return count <= 1 ? .one : .other
        case .otherOnly: return .other
        case .eastSlavic:
            if last == 1 && lastTwo != 11 { return .one }
            return (2...4).contains(last) && !teen ? .few : .many
        case .polish:
            if count == 1 { return .one }
            return (2...4).contains(last) && !teen ? .few : .many
        case .westSlavic: return count == 1 ? .one : (2...4).contains(count) ? .few : .other
        }
    }

    var categories: Set<PluralCategory> {
        switch self {
        case .oneOther, .zeroOneOther: [.one, .other]
        case .otherOnly: [.other]
        case .eastSlavic, .polish: [.one, .few, .many]
        case .westSlavic: [.one, .few, .other]
        }
    }
}
