import Foundation
import Hummingbird
import HTTPTypes

/// An error answer: `{"error": {"code", "message"}}` with its status, and `Retry-After` when throttled.
public struct APIFailure: HTTPResponseError {
    public let status: HTTPResponse.Status
    public let body: WireError
    public let retryAfter: Int?

    public init(status: HTTPResponse.Status, code: String, message: String, retryAfter: Int? = nil) {
        self.status = status
        body = WireError(code: code, message: message)
        self.retryAfter = retryAfter
    }

    public init(_ error: EventsError) {
        var retryAfter: Int?
        if case .throttled(let seconds) = error { retryAfter = seconds }
        self.init(status: HTTPResponse.Status(code: error.status), code: error.code, message: error.wireMessage, retryAfter: retryAfter)
    }

    static let tooLarge = APIFailure(status: .contentTooLarge, code: "too_large", message: "the body is over \(EventsRoutes.bodyLimit / 1024) KiB")
    static let unauthorized = APIFailure(status: .unauthorized, code: "unauthorized", message: "this needs Authorization: Bearer <token>")

    static func malformed(_ message: String) -> APIFailure {
        APIFailure(status: .badRequest, code: "malformed", message: message)
    }

    static func invalidField(_ field: String, _ message: String) -> APIFailure {
        APIFailure(status: .unprocessableContent, code: "invalid_field", message: "\(field): \(message)")
    }

    public func response(from request: Request, context: some RequestContext) throws -> Response {
        var headers: HTTPFields = [.contentType: "application/json; charset=utf-8"]
        if let retryAfter { headers[.retryAfter] = String(retryAfter) }
        let data = (try? JSONEncoder().encode(body)) ?? Data(#"{"error":{"code":"server_failure","message":"the server failed"}}"#.utf8)
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }
}
