/// A text with a number in it that only a view knows (how many markers its room has space
/// for), resolved by a presenter in its language: the view puts the number in, nothing more.
public struct CountedText: Equatable, Sendable {
    private let language: Language
    private let text: LocalizedText

    /// `text` in `localization`'s language, its plural entries (its own and its values') in
    /// the form of the count the view gives as `{count}`.
    public init(_ localization: Localization, counting text: LocalizedText) {
        language = localization.language
        self.text = text
    }

    /// The same text whatever the number.
    public init(fixed text: String) {
        language = .en
        self.text = LocalizedText(verbatim: text)
    }

    /// An empty text, whatever the number: what a view model holds before its presenter fills it.
    public init() {
        self.init(fixed: "")
    }

    /// The text for `count`.
    public func callAsFunction(_ count: Int) -> String {
        text.counting(count).in(language)
    }
}
