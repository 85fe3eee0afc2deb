import Foundation
import Viper

/// The REPL's own words, from `Sources/ViperREPL/Strings`.
enum REPLStrings {
    /// The REPL's catalog.
    static let catalog = StringCatalog(bundle: .module)
}

extension StringCatalog {
    /// `; did you mean "…"?` after a name that is not known, or a full stop when nothing is close.
    func suggestion(_ closest: String?) -> LocalizedText {
        closest.map { text("didYouMean", ["suggestion": "\($0)"]) } ?? LocalizedText(verbatim: ".")
    }
}
