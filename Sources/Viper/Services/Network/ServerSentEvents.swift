import Foundation

/// One event of a `text/event-stream` answer.
public struct ServerSentEvent: Equatable, Sendable {
    /// The `id:` last given in the stream, which `Last-Event-ID` sends back to resume after it.
    public var id: String?
    /// The `event:` name; `nil` for the default, `message`.
    public var event: String?
    /// The `data:` lines, joined with line breaks.
    public var data: String

    /// An event of `data`, with an id and a name if it had them.
    public init(id: String? = nil, event: String? = nil, data: String) {
        self.id = id
        self.event = event
        self.data = data
    }
}

/// Cuts a `text/event-stream` body into events as its bytes arrive, in any pieces, as the
/// HTML standard's parser does: lines end in LF, CR LF or CR; a blank line ends an event;
/// lines starting with `:` are comments; an event with no data is dropped. An event larger
/// than `limit` bytes is refused (`.tooLarge`): a server cannot make the reader hold more.
package struct ServerSentEventParser: Sendable {
    /// The most bytes one event may hold.
    package let limit: Int
    private var line: [UInt8] = []
    private var lastWasCR = false
    private var data: [String] = []
    private var event: String?
    private var lastID: String?
    /// Whether the stream's first bytes are still to come: a byte order mark there is dropped.
    private var atStart = true

    /// A parser that refuses events over `limit` bytes.
    package init(limit: Int = HTTPRequest.documentLimit) {
        self.limit = limit
    }

    /// Bytes of data held for the event being read.
    private var dataBytes = 0

    /// Reads the next bytes of the stream.
    ///
    /// - Returns: The events the bytes completed, in order; an event cut off by the end of `bytes`
    /// comes with later ones.
    /// - Throws: `HTTPError.tooLarge` for an event over the limit.
    package mutating func feed(_ bytes: Data) throws(HTTPError) -> [ServerSentEvent] {
        var events: [ServerSentEvent] = []
        var bytes = bytes[...]
        if atStart, !bytes.isEmpty {
            atStart = false
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        }
        for byte in bytes {
            if lastWasCR {
                lastWasCR = false
                if byte == UInt8(ascii: "\n") { continue }
            }
            switch byte {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                lastWasCR = byte == UInt8(ascii: "\r")
                if let event = endLine() { events.append(event) }
            default:
                line.append(byte)
                guard dataBytes + line.count <= limit else { throw .tooLarge(limit: limit) }
            }
        }
        return events
    }

    private mutating func endLine() -> ServerSentEvent? {
        defer { line = [] }
        guard !line.isEmpty else { return dispatch() }
        let text = String(decoding: line, as: UTF8.self)
        guard !text.hasPrefix(":") else { return nil }
        let (field, value) = Self.split(text)
        switch field {
        case "data":
            data.append(value)
            dataBytes += value.utf8.count + 1
        case "event": event = value.isEmpty ? nil : value
        case "id" where !value.contains("\0"): lastID = value
        default: break
        }
        return nil
    }

    private mutating func dispatch() -> ServerSentEvent? {
        defer {
            data = []
            event = nil
            dataBytes = 0
        }
        guard !data.isEmpty else { return nil }
        return ServerSentEvent(id: lastID, event: event, data: data.joined(separator: "\n"))
    }

    /// `field: value`, one space after the colon dropped; a line without a colon is a field with an empty value.
    private static func split(_ line: String) -> (String, String) {
        guard let colon = line.firstIndex(of: ":") else { return (line, "") }
        var value = line[line.index(after: colon)...]
        if value.hasPrefix(" ") { value = value.dropFirst() }
        return (String(line[..<colon]), String(value))
    }
}
