import Foundation

/// Fetches bytes and JSON documents over a transport, with typed errors: an answer outside
/// 200…299 becomes `.status` (with the API's `{"error": "…"}` message when it sent one), a
/// body that does not decode becomes `.undecodable`, a body over its limit `.tooLarge`, and
/// a cancelled task `.cancelled`.
public struct HTTPClient: Sendable {
    private let transport: any HTTPTransport

    public init(transport: any HTTPTransport) {
        self.transport = transport
    }

    /// The body at `url`, of at most `limit` bytes.
    public func data(from url: URL, limit: Int = HTTPRequest.documentLimit) async throws(HTTPError) -> Data {
        if Task.isCancelled { throw .cancelled }
        let response: HTTPResponse
        do {
            response = try await transport.send(HTTPRequest(url: url, bodyLimit: limit))
        } catch {
            // Transports may report a cancelled request as a lost connection or the like.
            throw Task.isCancelled ? .cancelled : error
        }
        // The caller has moved on; an answer that arrived anyway must not be acted upon.
        if Task.isCancelled { throw .cancelled }
        // Transports that hold their answers already (replays, fakes) are held to it here.
        guard response.body.count <= limit else { throw .tooLarge(limit: limit) }
        guard (200...299).contains(response.status) else {
            throw .status(response.status, message: APIErrorBody.message(in: response.body))
        }
        return response.body
    }

    public func decode<T: Decodable & Sendable>(_ type: T.Type, from url: URL) async throws(HTTPError) -> T {
        let body = try await data(from: url)
        do {
            return try JSONDecoder().decode(T.self, from: body)
        } catch {
            throw .undecodable(DecodingFailure.reason(for: error))
        }
    }
}

/// The body an API sends with an error: `{"error": "…"}`.
private struct APIErrorBody: Decodable {
    let error: String

    static func message(in body: Data) -> String? {
        guard !body.isEmpty, let decoded = try? JSONDecoder().decode(APIErrorBody.self, from: body) else { return nil }
        let message = decoded.error.trimmingCharacters(in: .whitespacesAndNewlines)
        return message.isEmpty ? nil : message
    }
}

/// One short line saying why a body did not decode and where.
enum DecodingFailure {
    static func reason(for error: any Error) -> String {
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
