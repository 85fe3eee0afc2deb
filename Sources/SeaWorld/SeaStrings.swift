import Viper

enum SeaStrings {
    static let title = LocalizedText(en: "Sea World", ru: "Морской мир")
    static let summary = LocalizedText(
        en: "Penguins and orcas on a grid; every tap of the sea is one tick",
        ru: "Пингвины и косатки на сетке; каждое касание моря — один ход"
    )
    static let sea = LocalizedText(en: "Sea", ru: "Море")
    static let restart = LocalizedText(en: "Restart", ru: "Рестарт")
    static let rowsHelp = LocalizedText(en: "rows of the sea (default 15)", ru: "строк в море (по умолчанию 15)")
    static let columnsHelp = LocalizedText(en: "columns of the sea (default 10)", ru: "столбцов в море (по умолчанию 10)")
    static let seaRoute = LocalizedText(en: "the sea", ru: "море")
    static let hint = LocalizedText(
        en: "the sea answers taps on the sea and on Restart, and scrolling and swiping when it is larger than the screen",
        ru: "море отвечает на касания моря и «Рестарт», а на прокрутку и смахивание — когда оно больше экрана"
    )

    /// Which part of a sea larger than the screen is drawn, counted from 1.
    static func position(of window: SeaWindow, inRows rows: Int, columns: Int) -> LocalizedText {
        let shownRows = "\(window.row + 1)–\(window.row + window.rows)"
        let shownColumns = "\(window.column + 1)–\(window.column + window.columns)"
        return LocalizedText(
            en: "Sea \(rows) × \(columns) · rows \(shownRows) · columns \(shownColumns)",
            ru: "Море \(rows) × \(columns) · строки \(shownRows) · столбцы \(shownColumns)"
        )
    }

    static func status(tick: Int, penguins: Int, orcas: Int) -> LocalizedText {
        LocalizedText(
            en: "Tick \(tick) · Penguins \(penguins) · Orcas \(orcas)",
            ru: "Ход \(tick) · Пингвины \(penguins) · Косатки \(orcas)"
        )
    }
}
