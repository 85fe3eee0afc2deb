import Foundation
import Viper

/// The words of ViperLocation, from `Sources/ViperLocation/Strings`.
enum LocationStrings {
    /// The target's catalog.
    static let catalog = StringCatalog(bundle: .module)
}

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
        let strings = LocationStrings.catalog
        centre = localization(strings.text("centre"))
        you = localization(strings.text("you"))
        metres = localization(strings.text("metres"))
    }
}
