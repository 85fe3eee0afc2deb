import Foundation
import Synchronization

@testable import Viper

/// A transport that answers from a closure and remembers what it was asked.
final class StubTransport: HTTPTransport {
    private let answer: @Sendable (HTTPRequest) -> Result<HTTPResponse, HTTPError>
    private let log = Mutex<[HTTPRequest]>([])

    init(_ answer: @escaping @Sendable (HTTPRequest) -> Result<HTTPResponse, HTTPError>) {
        self.answer = answer
    }

    /// Answers every request with `status` and `body`.
    convenience init(status: Int = 200, body: String) {
        self.init { _ in .success(HTTPResponse(status: status, body: Data(body.utf8))) }
    }

    var requests: [HTTPRequest] { log.withLock { $0 } }

    func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
        log.withLock { $0.append(request) }
        return try answer(request).get()
    }
}

extension URL {
    static func test(_ path: String) -> URL {
        URL(string: "https://api.test\(path)")!
    }
}

extension String {
    init(_ response: HTTPResponse) {
        self = String(decoding: response.body, as: UTF8.self)
    }
}
