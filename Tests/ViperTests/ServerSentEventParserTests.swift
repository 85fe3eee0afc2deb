import Foundation
import Testing
import Viper

@Suite("Server-sent events")
struct ServerSentEventParserTests {
    /// Feeds `text` cut after every `size` bytes.
    func events(_ text: String, inPiecesOf size: Int) -> [ServerSentEvent] {
        var parser = ServerSentEventParser()
        let bytes = Array(text.utf8)
        return stride(from: 0, to: bytes.count, by: size).flatMap { start in
            (try? parser.feed(Data(bytes[start..<min(start + size, bytes.count)]))) ?? []
        }
    }

    @Test("events come whole however the bytes are cut, with any line ending", arguments: [1, 2, 7, 1_000])
    func anyPieces(size: Int) {
        let stream =
            "\u{FEFF}: a comment\r\nid: 7\r\nevent: created\r\ndata: {\"id\":7,\r\ndata: \"title\":\"Jazz\"}\r\n\r\n"
            + "data: second\rid: 8\r\r" + "event:\ndata\n\n" + "event: nothing\n\n"
        #expect(
            events(stream, inPiecesOf: size) == [
                ServerSentEvent(id: "7", event: "created", data: "{\"id\":7,\n\"title\":\"Jazz\"}"),
                ServerSentEvent(id: "8", data: "second"),
                ServerSentEvent(id: "8", data: ""),
            ])
    }

    @Test("an event larger than the limit is refused as it arrives, never held whole")
    func tooLarge() {
        var parser = ServerSentEventParser(limit: 1_000)
        #expect(throws: HTTPError.tooLarge(limit: 1_000)) {
            for _ in 0..<100 { _ = try parser.feed(Data("data: \(String(repeating: "x", count: 50))\n".utf8)) }
        }
    }
}
