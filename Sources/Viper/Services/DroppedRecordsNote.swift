/// The one line posted when loading dropped records from a file: how many of how many, the
/// first few reasons, and what became of the file and of the records kept.
struct DroppedRecordsNote {
    /// How many reasons the line names; the rest are counted.
    static let reasonsShown = 3

    enum Outcome {
        /// The file as it was is kept under `keptAs`, and the records kept were saved in its place.
        case restSaved(keptAs: String)
        /// The file as it was is kept under `keptAs`, but saving the records kept failed.
        case restNotSaved(keptAs: String, String)
        /// The file could not be moved aside, so it was left as it is.
        case notMoved
    }

    let dropped: [String]
    let recordsRead: Int?

    init<Document>(_ checked: Checked<Document>) {
        dropped = checked.dropped
        recordsRead = checked.recordsRead
    }

    func text(file: String, outcome: Outcome) -> String {
        var reasons = dropped.prefix(Self.reasonsShown).joined(separator: "; ")
        if dropped.count > Self.reasonsShown { reasons += "; and \(dropped.count - Self.reasonsShown) more" }
        guard let recordsRead else { return "\(file): \(reasons); " + what(outcome, file: file) }
        let records = recordsRead == 1 ? "record" : "records"
        return "\(file): dropped \(dropped.count) of \(recordsRead) \(records) (\(reasons)); " + what(outcome, file: file)
    }

    private func what(_ outcome: Outcome, file: String) -> String {
        let rest =
            switch recordsRead.map({ $0 - dropped.count }) {
            case nil: "the rest is"
            case 1?: "the other one is"
            case let others?: "the other \(others) are"
            }
        switch outcome {
        case .restSaved(let aside): return "\(rest) saved in \(file), and the file as it was is kept as \(aside)"
        case .restNotSaved(let aside, let reason): return "the file as it was is kept as \(aside), but \(rest) not saved (\(reason))"
        case .notMoved: return "the file could not be moved aside and is left as it is"
        }
    }
}
