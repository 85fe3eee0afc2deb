/// Resolves localized texts for one language; presenters hold one.
public struct Localization: Sendable, Equatable {
    /// The language texts are resolved in.
    public let language: Language

    /// A localization for `language`.
    public init(_ language: Language) {
        self.language = language
    }

    /// The text in this localization's language: `localization(DartsStrings.start)`.
    public func callAsFunction(_ text: LocalizedText) -> String {
        text.in(language)
    }
}

/// The framework's own user-facing strings, from `Sources/Viper/Strings`.
package enum FrameworkStrings {
    /// The framework's catalog.
    package static let catalog = StringCatalog(bundle: .module)
    /// The back button's title.
    package static let back = catalog.text("back")
}
