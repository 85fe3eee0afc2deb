import EventMapAPI
import Foundation
import HTTPTypes
import Hummingbird

/// An error answer: `{"error": {"code", "message"}}` with its status, `Retry-After` when the
/// client should wait (429, 503), and `Allow` for 405.
public struct APIFailure: HTTPResponseError {
    public let status: HTTPResponse.Status
    /// What the error is, for programs: `invalid_field`, `throttled`…
    public let code: String
    /// What the error is, in one line for the client's developer.
    public let message: String
    public let retryAfter: Int?
    public let allow: String?

    public init(status: HTTPResponse.Status, code: String, message: String, retryAfter: Int? = nil, allow: String? = nil) {
        self.status = status
        self.code = code
        self.message = message
        self.retryAfter = retryAfter
        self.allow = allow
    }

    public init(_ error: EventsError) {
        self.init(status: HTTPResponse.Status(code: error.status), code: error.code, message: error.wireMessage, retryAfter: error.retryAfter)
    }

    static let tooLarge = APIFailure(status: .contentTooLarge, code: "too_large", message: "the body is over \(BodyGate.bodyLimit / 1024) KiB")
    /// The body broke off or its framing is wrong: as often a client that left as a bad one.
    static let unreadableBody = APIFailure(status: .badRequest, code: "unreadable_body", message: "the body could not be read")
    static let unauthorized = APIFailure(status: .unauthorized, code: "unauthorized", message: "this needs Authorization: Bearer <token>")

    /// An event with no time, asked for as iCalendar: a calendar has no place for it.
    static let noTime = APIFailure(status: .notFound, code: "no_time", message: "the event has no time to put in a calendar")

    static func malformed(_ message: String) -> APIFailure {
        APIFailure(status: .badRequest, code: "malformed", message: message)
    }

    static func invalidField(_ field: String, _ message: String) -> APIFailure {
        APIFailure(status: .unprocessableContent, code: "invalid_field", message: "\(field): \(message)")
    }

    public func response(from request: Request, context: some RequestContext) throws -> Response {
        var headers: HTTPFields = [.contentType: "application/json; charset=utf-8"]
        if let retryAfter { headers[.retryAfter] = String(retryAfter) }
        if let allow { headers[.allow] = allow }
        let body = Components.Schemas._Error(error: .init(code: code, message: message))
        let data = (try? JSONEncoder().encode(body)) ?? Data(#"{"error":{"code":"server_failure","message":"the server failed"}}"#.utf8)
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }
}
