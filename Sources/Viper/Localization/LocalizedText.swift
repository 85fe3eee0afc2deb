import Foundation

/// A user-facing text, resolved in a language only when a presenter or the REPL says it: an
/// entry of a ``StringCatalog`` with its values, a text that is the same in every language (a
/// name, an address), or texts one after another.
public struct LocalizedText: Equatable, Sendable {
    /// A value put in a text's `{name}`.
    public enum Argument: Equatable, Sendable, ExpressibleByStringInterpolation {
        /// Words that are the same in every language: a name, a code.
        case verbatim(String)
        /// A whole number: written as it is, and the one named `count` picks a plural form.
        case number(Int)
        /// A text of its own, resolved in the same language.
        case text(LocalizedText)

        /// A verbatim value: `"\(code)"`.
        public init(stringLiteral value: String) {
            self = .verbatim(value)
        }

        /// A verbatim value: `"\(code)"`.
        public init(stringInterpolation: DefaultStringInterpolation) {
            self = .verbatim(String(stringInterpolation: stringInterpolation))
        }

        func `in`(_ language: Language) -> String {
            switch self {
            case .verbatim(let text): text
            case .number(let number): String(number)
            case .text(let text): text.in(language)
            }
        }
    }

    private indirect enum Content: Equatable, Sendable {
        case entry(StringCatalog, key: String, arguments: [String: Argument])
        case verbatim(String)
        case sequence([LocalizedText])
    }

    private let content: Content

    init(catalog: StringCatalog, key: String, arguments: [String: Argument]) {
        content = .entry(catalog, key: key, arguments: arguments)
    }

    /// A text that is the same in every language: a name, an address, a number.
    public init(verbatim text: String) {
        content = .verbatim(text)
    }

    /// The texts one after another, in every language.
    public static func + (lhs: LocalizedText, rhs: LocalizedText) -> LocalizedText {
        LocalizedText(content: .sequence([lhs, rhs]))
    }

    private init(content: Content) {
        self.content = content
    }

    /// The text in `language`; a key missing from it comes from the base language, a key
    /// missing from every language is shown as it is.
    public func `in`(_ language: Language) -> String {
        switch content {
        case .verbatim(let text):
            return text
        case .sequence(let texts):
            return texts.map { $0.in(language) }.joined()
        case .entry(let catalog, let key, let arguments):
            guard let found = catalog.entry(key, in: language) else { return key }
            let values = arguments.mapValues { $0.in(language) }
            switch found.entry {
            case .text(let text):
                return Placeholders.fill(text, with: values)
            case .plural(let forms):
                let count = if case .number(let count)? = arguments["count"] { count } else { 0 }
                // The forms are the found language's, so its rules pick one.
                let form = forms[found.language.pluralCategory(of: count)] ?? forms[.other] ?? ""
                return Placeholders.fill(form, with: values)
            }
        }
    }
}

extension StringCatalog: Equatable {
    /// Catalogs are the same when they are one catalog: each target loads its own once.
    public static func == (lhs: StringCatalog, rhs: StringCatalog) -> Bool {
        lhs === rhs
    }
}

extension LocalizedText {
    /// The text with `count` as the value `{count}` of its entries and of the texts in its values.
    func counting(_ count: Int) -> LocalizedText {
        switch content {
        case .entry(let catalog, let key, let arguments):
            var counted = arguments.mapValues { argument in
                if case .text(let text) = argument { return Argument.text(text.counting(count)) }
                return argument
            }
            counted["count"] = .number(count)
            return LocalizedText(content: .entry(catalog, key: key, arguments: counted))
        case .sequence(let texts):
            return LocalizedText(content: .sequence(texts.map { $0.counting(count) }))
        case .verbatim:
            return self
        }
    }

    /// `value` with `fractionDigits` decimals and the decimal separator of the language it is
    /// said in: `1.5`, `1,5` in Russian.
    public static func decimal(_ value: Double, fractionDigits: Int) -> LocalizedText {
        let written = String(format: "%.\(fractionDigits)f", value)
        guard let point = written.firstIndex(of: ".") else { return LocalizedText(verbatim: written) }
        let whole = String(written[..<point])
        let fraction = String(written[written.index(after: point)...])
        return FrameworkStrings.catalog.text("decimal", ["whole": "\(whole)", "fraction": "\(fraction)"])
    }
}
