import Viper

/// The list as loaded so far.
struct CharacterListSnapshot: Equatable, Sendable {
    enum Phase: Equatable, Sendable {
        /// Page 1 is on its way.
        case starting
        /// Pages after the first are on their way.
        case loadingMore
        case complete
        /// `page` failed; everything before it is kept.
        case failed(page: Int, HTTPError)
    }

    var characters: [RMCharacter] = []
    /// The API's count, known once page 1 has arrived.
    var total: Int?
    var phase: Phase = .starting
    /// Picture states of rows that asked for one.
    var pictures: [Int: ImageState] = [:]

    /// Whether a picture failed; only rows on screen keep a failed one, so Retry can ask again.
    var hasFailedPicture: Bool { pictures.values.contains { $0.hasFailed } }
}

/// How large each row's picture is drawn in the room the list has; the framework shows as
/// many rows as then fit.
struct CharacterListLayout: Equatable {
    /// Pictures are square: twice as many columns as lines (a line holds two pixels). The
    /// largest is what the presenter asks for and the picture store decodes.
    static let largestPictureLines = CharacterListPresenter.pictureRows
    static let smallestPictureLines = 3
    /// A picture gets one line (two columns) for each this many columns of the region: 6 lines,
    /// 12×12 pixels, from 72 columns (an 80-column display) on, where the rows allow.
    static let columnsPerPictureLine = 12
    /// The rows a screen shows at the least: faces get smaller before fewer characters show.
    static let fewestRows = 5
    /// The table's lines besides its rows: "↑ more", "↓ more" and the footer.
    static let tableLines = 3

    let pictureLines: Int

    var pictureColumns: Int { pictureLines * 2 }

    init(_ room: Room) {
        let rows = max(1, room.rows - Self.tableLines)
        let wanted = max(Self.smallestPictureLines, room.columns / Self.columnsPerPictureLine)
        // Never wider than the region, however narrow the display.
        pictureLines = max(1, min(Self.largestPictureLines, wanted, rows / Self.fewestRows, room.columns / 2))
    }

    /// The row with its picture drawn at this layout's size.
    func fit(_ row: Table.Row) -> Table.Row {
        var row = row
        row.image?.columns = pictureColumns
        row.image?.rows = pictureLines
        return row
    }
}
