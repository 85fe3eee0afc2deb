import Foundation
import Viper

enum SeaStrings {
    /// The app's catalog, from `Sources/SeaWorld/Strings`.
    static let catalog = StringCatalog(bundle: .module)

    static let title = catalog.text("title")
    static let summary = catalog.text("summary")
    static let sea = catalog.text("sea")
    static let restart = catalog.text("restart")
    static let rowsHelp = catalog.text("rowsHelp")
    static let columnsHelp = catalog.text("columnsHelp")
    static let seaRoute = catalog.text("seaRoute")
    static let hint = catalog.text("hint")

    /// Which part of a sea larger than the screen is drawn, counted from 1.
    static func position(of window: SeaWindow, inRows rows: Int, columns: Int) -> LocalizedText {
        let shownRows = "\(window.row + 1)–\(window.row + window.rows)"
        let shownColumns = "\(window.column + 1)–\(window.column + window.columns)"
        return catalog.text("position", ["rows": "\(rows)", "columns": "\(columns)", "shownRows": "\(shownRows)", "shownColumns": "\(shownColumns)"])
    }

    static func status(tick: Int, penguins: Int, orcas: Int) -> LocalizedText {
        catalog.text("status", ["tick": "\(tick)", "penguins": "\(penguins)", "orcas": "\(orcas)"])
    }
}
