import Foundation

/// Sends requests over a transport, with typed errors: an answer outside 200…299 becomes
/// `.status` (with the API's own error message when it sent one), a body that does not decode
/// becomes `.undecodable`, a body over its limit `.tooLarge`, and a cancelled task `.cancelled`.
public struct HTTPClient: Sendable {
    private let transport: any HTTPTransport

    /// A client sending over `transport`.
    public init(transport: any HTTPTransport) {
        self.transport = transport
    }

    /// The answer to `request`, once it is known to be a success.
    public func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
        if Task.isCancelled { throw .cancelled }
        let response: HTTPResponse
        do {
            response = try await transport.send(request)
        } catch {
            // Transports may report a cancelled request as a lost connection or the like.
            throw Task.isCancelled ? .cancelled : error
        }
        // The caller has moved on; an answer that arrived anyway must not be acted upon.
        if Task.isCancelled { throw .cancelled }
        // Transports that hold their answers already (replays, fakes) are held to it here.
        guard response.body.count <= request.bodyLimit else { throw .tooLarge(limit: request.bodyLimit) }
        try Self.check(status: response.status, body: response.body)
        return response
    }

    /// The body at `url`, of at most `limit` bytes.
    public func data(from url: URL, limit: Int = HTTPRequest.documentLimit, priority: HTTPPriority = .userWaiting) async throws(HTTPError) -> Data {
        try await send(HTTPRequest(url: url, bodyLimit: limit, priority: priority)).body
    }

    /// The JSON document at `url`, decoded.
    ///
    /// - Throws: `HTTPError` when the request fails, or `.undecodable` when the body is not a `T`.
    public func decode<T: Decodable & Sendable>(_ type: T.Type, from url: URL) async throws(HTTPError) -> T {
        try await decode(type, answering: HTTPRequest(url: url))
    }

    /// The answer to `request` read as JSON: `HTTPRequest.json(.post, url:, body:)` makes a POST.
    public func decode<T: Decodable & Sendable>(_ type: T.Type, answering request: HTTPRequest) async throws(HTTPError) -> T {
        let body = try await send(request).body
        do {
            return try JSONDecoder().decode(T.self, from: body)
        } catch {
            throw HTTPError(decoding: error)
        }
    }

    /// The events of a `text/event-stream` answer as they come; the stream ends when the
    /// server ends it, and cancelling the task that reads it ends the request.
    public func events(_ request: HTTPRequest) async throws(HTTPError) -> AsyncThrowingStream<ServerSentEvent, any Error> {
        var request = request
        request.headers["Accept"] = "text/event-stream"
        let response = try await transport.streamed(request)
        if !(200...299).contains(response.status) {
            var collector = BodyCollector(limit: 64 << 10)
            do {
                for try await chunk in response.body { try collector.append(chunk) }
            } catch {}
            try Self.check(status: response.status, body: collector.body)
        }
        let (body, limit) = (response.body, request.bodyLimit)
        return AsyncThrowingStream { continuation in
            let reading = Task {
                var parser = ServerSentEventParser(limit: limit)
                do {
                    for try await chunk in body {
                        for event in try parser.feed(chunk) { continuation.yield(event) }
                    }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in reading.cancel() }
        }
    }

    private static func check(status: Int, body: Data) throws(HTTPError) {
        guard (200...299).contains(status) else { throw .status(status, message: APIErrorBody.message(in: body)) }
    }
}

/// The body an API sends with an error: `{"error": "…"}`, or `{"error": {"code": …, "message": "…"}}`.
private struct APIErrorBody: Decodable {
    let message: String

    private enum Keys: String, CodingKey { case error, message }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        if let text = try? container.decode(String.self, forKey: .error) {
            message = text
        } else {
            message = try container.nestedContainer(keyedBy: Keys.self, forKey: .error).decode(String.self, forKey: .message)
        }
    }

    static func message(in body: Data) -> String? {
        guard !body.isEmpty, let decoded = try? JSONDecoder().decode(APIErrorBody.self, from: body) else { return nil }
        let message = decoded.message.trimmingCharacters(in: .whitespacesAndNewlines)
        return message.isEmpty ? nil : message
    }
}

extension HTTPError {
    /// A body that did not decode, saying in one short line why and where.
    public init(decoding error: any Error) {
        self = .undecodable(Self.reason(for: error))
    }

    private static func reason(for error: any Error) -> String {
        guard let error = error as? DecodingError else { return String(describing: error) }
        switch error {
        case .typeMismatch(let type, let context):
            return "expected \(type) at \(path(context))"
        case .valueNotFound(let type, let context):
            return "expected \(type) but found null at \(path(context))"
        case .keyNotFound(let key, let context):
            return "missing key \"\(key.stringValue)\" at \(path(context))"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "not valid JSON" : "invalid value at \(path(context))"
        @unknown default:
            return String(describing: error)
        }
    }

    private static func path(_ context: DecodingError.Context) -> String {
        guard !context.codingPath.isEmpty else { return "the top level" }
        var text = ""
        for key in context.codingPath {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text
    }
}
