/// A language, as a BCP 47 tag checked and written the canonical way: `en`, `pt-BR`, `zh-Hant`.
///
/// Any well-formed tag is a language; which ones an app speaks is what its ``StringCatalog``
/// ships.
public struct Language: Hashable, Sendable, CustomStringConvertible {
    /// The tag, canonical: the language in lower case, a script in title case, a region in upper
    /// case (`zh-Hant-TW`).
    public let tag: String

    /// English.
    public static let en = Language(canonical: "en")
    /// Russian.
    public static let ru = Language(canonical: "ru")

    /// The language `tag` names, written canonically (`PT_br` is `pt-BR`); nil when `tag` is not
    /// a well-formed BCP 47 tag.
    public init?(_ tag: String) {
        guard let canonical = Self.canonical(tag) else { return nil }
        self.tag = canonical
    }

    private init(canonical: String) {
        tag = canonical
    }

    /// The tag: `pt-BR`.
    public var description: String { tag }

    /// The language subtag alone: `pt` of `pt-BR`.
    public var primary: String {
        String(tag.prefix { $0 != "-" })
    }

    /// The one of `shipped` that serves someone who asks for this language: this very tag, else
    /// the first with the same language subtag (`de-AT` is served by `de`), else nil.
    public func match(in shipped: [Language]) -> Language? {
        shipped.first { $0 == self } ?? shipped.first { $0.primary == primary }
    }

    /// The language the environment asks for: `LC_ALL`, then `LC_MESSAGES`, then `LANG` (POSIX
    /// precedence), the first one set; `de_DE.UTF-8` is `de-DE`. Nil for `C`, `POSIX` or a value
    /// that names no language.
    package static func preferred(environment: [String: String]) -> Language? {
        guard let value = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap({ environment[$0] }).first(where: { !$0.isEmpty }) else {
            return nil
        }
        let locale = value.prefix { $0 != "." && $0 != "@" }
        return locale == "C" || locale == "POSIX" ? nil : Language(String(locale))
    }

    /// The language of the command line's help: the REPL sets it while swift-argument-parser
    /// writes the help, and an app's options read their help texts in it.
    @TaskLocal public static var help: Language = .en
}

extension Language {
    /// `tag` written canonically, or nil when it is not `language[-script][-region](-variant)*`
    /// followed by extensions (`-u-ca-gregory`) or a private use part (`-x-…`).
    private static func canonical(_ tag: String) -> String? {
        let subtags = tag.split(separator: "-", omittingEmptySubsequences: false).flatMap {
            $0.split(separator: "_", omittingEmptySubsequences: false)
        }.map { $0.lowercased() }
        guard let language = subtags.first, isLetters(language, count: [2, 3, 5, 6, 7, 8]) else { return nil }
        var written = [language]
        var rest = subtags.dropFirst()
        if let script = rest.first, isLetters(script, count: [4]) {
            written.append(script.prefix(1).uppercased() + script.dropFirst())
            rest = rest.dropFirst()
        }
        if let region = rest.first, isLetters(region, count: [2]) || (region.count == 3 && region.allSatisfy(\.isASCIIDigit)) {
            written.append(region.uppercased())
            rest = rest.dropFirst()
        }
        while let variant = rest.first, isVariant(variant) {
            written.append(variant)
            rest = rest.dropFirst()
        }
        guard isExtensions(Array(rest)) else { return nil }
        return (written + rest).joined(separator: "-")
    }

    private static func isLetters(_ subtag: String, count: Set<Int>) -> Bool {
        count.contains(subtag.count) && subtag.allSatisfy { $0.isASCII && $0.isLetter }
    }

    private static func isAlphanumeric(_ subtag: String, count: ClosedRange<Int>) -> Bool {
        count.contains(subtag.count) && subtag.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }

    private static func isVariant(_ subtag: String) -> Bool {
        isAlphanumeric(subtag, count: 5...8) || (subtag.first?.isASCIIDigit == true && isAlphanumeric(subtag, count: 4...4))
    }

    /// Singletons each followed by one or more subtags: `u-ca-gregory`, `x-private`.
    private static func isExtensions(_ subtags: [String]) -> Bool {
        var index = 0
        while index < subtags.count {
            guard isAlphanumeric(subtags[index], count: 1...1) else { return false }
            let privateUse = subtags[index] == "x"
            index += 1
            let start = index
            while index < subtags.count, isAlphanumeric(subtags[index], count: (privateUse ? 1 : 2)...8) {
                index += 1
            }
            guard index > start else { return false }
        }
        return true
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
