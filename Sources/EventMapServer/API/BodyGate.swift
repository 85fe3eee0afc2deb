import EventMapAPI
import Foundation
import HTTPTypes
import OpenAPIRuntime

/// What every JSON body goes through before the generated layer decodes it: 413 over
/// `bodyLimit`, 400 when it cannot be read or is not JSON, 422 naming the field that is wrong,
/// a number the field cannot take and a `null` among them (no field of the API is nullable,
/// and the generated decoder would read a `null` as an absent field).
struct BodyGate: ServerMiddleware {
    /// The most bytes a body may have.
    static let bodyLimit = 64 * 1024

    /// The generated type of an operation's body; nil for an operation with none.
    static func bodyType(of operationID: String) -> (any Decodable.Type)? {
        switch operationID {
        case Operations.Register.id: Components.Schemas.Registration.self
        case Operations.SignIn.id: Components.Schemas.SignIn.self
        case Operations.RequestPasswordReset.id: Components.Schemas.ResetRequest.self
        case Operations.ConfirmPasswordReset.id: Components.Schemas.ResetConfirmation.self
        case Operations.CreateEvent.id: Components.Schemas.EventDraft.self
        case Operations.EditEvent.id: Components.Schemas.EventEdit.self
        default: nil
        }
    }

    func intercept(
        _ request: HTTPRequest, body: HTTPBody?, metadata: ServerRequestMetadata, operationID: String,
        next: @Sendable (HTTPRequest, HTTPBody?, ServerRequestMetadata) async throws -> (HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPResponse, HTTPBody?) {
        guard let type = Self.bodyType(of: operationID) else { return try await next(request, body, metadata) }
        let bytes = try await Self.collected(body)
        let data = Data(bytes)
        _ = try JSONBody.decode(type, from: data)
        if let field = JSONBody.nullField(of: type, in: data) { throw APIFailure.invalidField(field, "null is no value this field takes") }
        return try await next(request, HTTPBody(bytes), metadata)
    }

    /// The body's bytes: 413 over the limit, 400 when it breaks off.
    private static func collected(_ body: HTTPBody?) async throws(APIFailure) -> [UInt8] {
        guard let body else { return [] }
        if case .known(let length) = body.length, length > bodyLimit { throw .tooLarge }
        var bytes: [UInt8] = []
        do {
            for try await chunk in body {
                bytes += chunk
                if bytes.count > bodyLimit { throw APIFailure.tooLarge }
            }
        } catch let failure as APIFailure {
            throw failure
        } catch {
            throw .unreadableBody
        }
        return bytes
    }
}
