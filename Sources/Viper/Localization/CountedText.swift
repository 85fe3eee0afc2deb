/// A text with a number in it that only a view knows (how many markers its room has space
/// for), resolved by a presenter in its language: the view puts the number in, nothing more.
/// Each form has `{count}` where the number goes.
public struct CountedText: Equatable, Sendable {
    private let language: Language
    private let one: String
    private let few: String
    private let many: String

    /// A text of three plural forms, resolved in `localization`'s language.
    ///
    /// Each form has `{count}` where the number goes. English uses `one` and `many`; Russian all
    /// three.
    public init(_ localization: Localization, one: LocalizedText, few: LocalizedText, many: LocalizedText) {
        language = localization.language
        self.one = localization(one)
        self.few = localization(few)
        self.many = localization(many)
    }

    /// The same text whatever the number.
    public init(fixed text: String) {
        language = .en
        (one, few, many) = (text, text, text)
    }

    /// An empty text, whatever the number: what a view model holds before its presenter fills it.
    public init() {
        self.init(fixed: "")
    }

    /// The text for `count`, with the number in place of `{count}`.
    public func callAsFunction(_ count: Int) -> String {
        let form =
            switch language.pluralForm(of: count) {
            case .one: one
            case .few: few
            case .many: many
            }
        return form.replacingOccurrences(of: "{count}", with: String(count))
    }
}
