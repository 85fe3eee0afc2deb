import Foundation

/// Reads one HTTP/1.1 answer from a connection: the status line and headers, then the
/// body as the headers frame it (Content-Length, chunked, or up to the close), refused
/// the moment it goes past `bodyLimit`.
struct HTTPResponseReader {
    private static let headerLimit = 65_536
    private static let readSize = 65_536

    let connection: PlainConnection
    let bodyLimit: Int
    /// Bytes received but not yet used.
    private var pending: [UInt8] = []

    init(connection: PlainConnection, bodyLimit: Int) {
        self.connection = connection
        self.bodyLimit = bodyLimit
    }

    mutating func read() throws(HTTPError) -> HTTPResponse {
        let (status, headers) = try readHead()
        var body = BodyCollector(limit: bodyLimit)
        if headers["transfer-encoding"]?.lowercased().contains("chunked") == true {
            try readChunks(into: &body)
        } else if let length = headers["content-length"] {
            guard let length = Int64(length.trimmingCharacters(in: .whitespaces)), length >= 0 else {
                throw .undecodable("the answer's Content-Length is not a number")
            }
            try body.check(expectedLength: length)
            try readExactly(Int(length), into: &body)
        } else {
            try readToClose(into: &body)
        }
        return HTTPResponse(status: status, body: body.body)
    }

    private mutating func readHead() throws(HTTPError) -> (Int, [String: String]) {
        let lines = try readLine(until: [13, 10, 13, 10], limit: Self.headerLimit)
        let text = String(decoding: lines, as: UTF8.self).components(separatedBy: "\r\n")
        let statusWords = text.first?.split(separator: " ") ?? []
        guard statusWords.count >= 2, statusWords[0].hasPrefix("HTTP/1."), let status = Int(statusWords[1]) else {
            throw .undecodable("the server sent an answer that is not HTTP")
        }
        var headers: [String: String] = [:]
        for line in text.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = String(line[line.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
        }
        return (status, headers)
    }

    private mutating func readChunks(into body: inout BodyCollector) throws(HTTPError) {
        while true {
            let line = String(decoding: try readLine(until: [13, 10], limit: 1024), as: UTF8.self)
            guard let size = Int(line.split(separator: ";").first?.trimmingCharacters(in: .whitespaces) ?? "", radix: 16), size >= 0 else {
                throw .undecodable("the answer's chunked body is malformed")
            }
            if size == 0 { return }
            guard size <= body.limit - body.body.count else { throw .tooLarge(limit: body.limit) }
            try readExactly(size, into: &body)
            _ = try readLine(until: [13, 10], limit: 2)
        }
    }

    private mutating func readExactly(_ count: Int, into body: inout BodyCollector) throws(HTTPError) {
        var left = count
        while left > 0 {
            if pending.isEmpty {
                pending = try connection.receive(upTo: min(left, Self.readSize))
                if pending.isEmpty { throw connection.lost }
            }
            let part = pending.prefix(left)
            try body.append(Data(part))
            pending.removeFirst(part.count)
            left -= part.count
        }
    }

    private mutating func readToClose(into body: inout BodyCollector) throws(HTTPError) {
        try body.append(Data(pending))
        pending = []
        while true {
            let part = try connection.receive(upTo: Self.readSize)
            if part.isEmpty { return }
            try body.append(Data(part))
        }
    }

    /// The bytes before `end` (which is consumed too), reading more as needed.
    private mutating func readLine(until end: [UInt8], limit: Int) throws(HTTPError) -> [UInt8] {
        var searched = 0
        while true {
            if let found = Self.index(of: end, in: pending, from: searched) {
                let line = Array(pending[0..<found])
                pending.removeFirst(found + end.count)
                return line
            }
            guard pending.count <= limit else { throw .undecodable("the answer's headers are too long") }
            searched = max(0, pending.count - end.count + 1)
            let more = try connection.receive(upTo: Self.readSize)
            if more.isEmpty { throw connection.lost }
            pending += more
        }
    }

    private static func index(of needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard haystack.count >= needle.count, start <= haystack.count - needle.count else { return nil }
        return (start...(haystack.count - needle.count)).first { haystack[$0..<($0 + needle.count)].elementsEqual(needle) }
    }
}
