/// The one line posted when loading dropped records from a file: how many of how many, the
/// first few reasons, and where the file as it was is kept.
struct DroppedRecordsNote {
    /// How many reasons the line names; the rest are counted.
    static let reasonsShown = 3

    let dropped: [String]
    let recordsRead: Int?

    init<Document>(_ checked: Checked<Document>) {
        dropped = checked.dropped
        recordsRead = checked.recordsRead
    }

    /// `keptAs` is the name the original file was moved to, `nil` when it could not be moved.
    func text(file: String, keptAs aside: String?) -> String {
        let count = recordsRead.map { "\(dropped.count) of \($0)" } ?? "\(dropped.count)"
        let records = (recordsRead ?? dropped.count) == 1 ? "record" : "records"
        var reasons = dropped.prefix(Self.reasonsShown).joined(separator: "; ")
        if dropped.count > Self.reasonsShown { reasons += "; and \(dropped.count - Self.reasonsShown) more" }
        let kept = aside.map { "the file as it was is kept as \($0)" } ?? "the file as it was could not be moved aside and will be replaced at the next save"
        return "\(file): dropped \(count) \(records) (\(reasons)); \(kept)"
    }
}
