import Viper

/// The words of a map's legend, in the language of the presenter that resolved them.
public struct MapLegend: Equatable, Sendable {
    public var centre: String
    public var you: String
    public var metres: String

    /// Empty words, for a view model before its presenter has spoken.
    public init() {
        (centre, you, metres) = ("", "", "")
    }

    public init(_ localization: Localization) {
        centre = localization(LocalizedText(en: "centre", ru: "центр"))
        you = localization(LocalizedText(en: "you", ru: "вы"))
        metres = localization(LocalizedText(en: "m", ru: "м"))
    }
}
