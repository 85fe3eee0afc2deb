import ArgumentParser
import Foundation
import Logging

// `--log-level` takes swift-log's own level names; neither package declares this conformance.
// swift-format-ignore: AvoidRetroactiveConformances
extension Logger.Level: @retroactive ExpressibleByArgument {}

/// `--listen HOST:PORT`.
struct ListenAddress {
    let host: String
    let port: Int

    init(_ text: String) throws {
        guard let colon = text.lastIndex(of: ":"), let port = Int(text[text.index(after: colon)...]), (0...65_535).contains(port),
            !text[..<colon].isEmpty
        else {
            throw ValidationError("--listen takes HOST:PORT, such as 127.0.0.1:8080, not \"\(text)\"")
        }
        host = String(text[..<colon]).trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        self.port = port
    }
}
