/// The rules a text field can break besides its length, as `invalid_field` messages say them
/// after the field's name: a client knows each by its words and says it in its own language.
public enum TextRule: String, Sendable, CaseIterable {
    case noControlCharacters = "must not contain control characters"
    case noDirectionOverrides = "must not contain direction overrides"
    case notOnlySpaces = "must not be only spaces"
}
