import EventMapAPI
import Foundation
import HTTPTypes
import OpenAPIRuntime
import Viper

/// The generated client's transport over the app's HTTP stack, so that what applies to every
/// request of the app (the simulated network and its faults, the virtual clock, limits on
/// answers) applies to the API's too. A body is sent and received whole.
struct ViperClientTransport: ClientTransport {
    let transport: any Viper.HTTPTransport
    /// The most bytes a request's body may have: the server refuses more than 64 KiB.
    static let requestBodyLimit = 1 << 20

    func send(_ request: HTTPTypes.HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String) async throws -> (HTTPTypes.HTTPResponse, HTTPBody?) {
        let base = baseURL.absoluteString.hasSuffix("/") ? String(baseURL.absoluteString.dropLast()) : baseURL.absoluteString
        guard let url = URL(string: base + (request.path ?? "")) else { throw HTTPError.unencodable("\(operationID): no URL for \(request.path ?? "")") }
        let sent: Data? = if let body { try await Data(collecting: body, upTo: Self.requestBodyLimit) } else { nil }
        let answer = try await transport.send(
            Viper.HTTPRequest(
                HTTPMethod(rawValue: request.method.rawValue), url: url,
                headers: HTTPHeaders(request.headerFields.map { (name: $0.name.rawName, value: $0.value) }), body: sent))
        var fields = HTTPFields()
        for (name, value) in answer.headers {
            if let name = HTTPField.Name(name) { fields.append(HTTPField(name: name, value: value)) }
        }
        return (HTTPTypes.HTTPResponse(status: .init(code: answer.status), headerFields: fields), HTTPBody(answer.body))
    }
}

/// Signs a request in: `Authorization: Bearer <token>`.
struct BearerAuthorization: ClientMiddleware {
    let token: String

    func intercept(
        _ request: HTTPTypes.HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String,
        next: @Sendable (HTTPTypes.HTTPRequest, HTTPBody?, URL) async throws -> (HTTPTypes.HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPTypes.HTTPResponse, HTTPBody?) {
        var request = request
        request.headerFields[.authorization] = "Bearer \(token)"
        return try await next(request, body, baseURL)
    }
}

/// Turns every refusal into the `EventsError` its body names, whatever the operation: the
/// document gives every error the same body, `{"error": {"code", "message"}}`.
struct Refusals: ClientMiddleware {
    /// An error's body is a line or two; more is not read.
    static let bodyLimit = 64 << 10

    func intercept(
        _ request: HTTPTypes.HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String,
        next: @Sendable (HTTPTypes.HTTPRequest, HTTPBody?, URL) async throws -> (HTTPTypes.HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPTypes.HTTPResponse, HTTPBody?) {
        let (response, answer) = try await next(request, body, baseURL)
        guard response.status.kind != .successful else { return (response, answer) }
        let data: Data = if let answer { (try? await Data(collecting: answer, upTo: Self.bodyLimit)) ?? Data() } else { Data() }
        throw Self.refusal(status: response.status.code, retryAfter: response.headerFields[.retryAfter].flatMap { Int($0) }, body: data)
    }

    static func refusal(status: Int, retryAfter: Int?, body: Data) -> EventsError {
        guard let wire = try? JSONDecoder().decode(Components.Schemas._Error.self, from: body) else {
            return .unexpectedAnswer(HTTPError.status(status, message: nil).message)
        }
        return EventsError(code: wire.error.code, message: wire.error.message, retryAfter: retryAfter)
            ?? .unexpectedAnswer(HTTPError.status(status, message: wire.error.message).message)
    }
}
