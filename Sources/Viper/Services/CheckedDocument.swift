/// What is wrong with a saved document or record, in one line ("level 1e300 is not within 1…100").
public struct DocumentDefect: Error, Equatable, Sendable {
    /// What is wrong, in one line.
    public let reason: String

    /// A defect saying `reason`.
    public init(_ reason: String) {
        self.reason = reason
    }
}

/// What loading kept of a document, and one line per record it had to drop.
public struct Checked<Document> {
    /// The document as loaded, without the records it dropped.
    public var document: Document
    /// One line per dropped record, naming it by its place in the file: "#3: level 0 is not within 5…20".
    public var dropped: [String]
    /// How many records the file held before any was dropped; `nil` for a document that is not a list.
    public var recordsRead: Int?

    /// What loading kept of `document`, with a line per dropped record.
    public init(document: Document, dropped: [String] = [], recordsRead: Int? = nil) {
        self.document = document
        self.dropped = dropped
        self.recordsRead = recordsRead
    }
}

extension Checked: Sendable where Document: Sendable {}
extension Checked: Equatable where Document: Equatable {}

/// A document type checked against its domain's rules when it is loaded, in one place per type.
/// `DocumentStore.load` accepts only these, so no document can be loaded unchecked.
public protocol CheckedDocument: Codable, Sendable {
    /// The document as it may be used, and what had to be dropped from it; throws when nothing
    /// of it can be kept, and then the file is treated like one that is not JSON at all.
    func checked() throws(DocumentDefect) -> Checked<Self>
}

/// A record of a list document: checked on its own, so one bad record loses only itself.
public protocol CheckedRecord: Codable, Sendable {
    /// Throws when the record breaks its rules (counts, ranges, finite numbers, known enum values).
    func check() throws(DocumentDefect)
    /// Records whose keys repeat an earlier record's are dropped; nil (the default) = no key.
    /// The key names itself in the note about a repeat, so make it readable: "id 3".
    var uniqueKey: String? { get }
}

extension CheckedRecord {
    public var uniqueKey: String? { nil }
}
