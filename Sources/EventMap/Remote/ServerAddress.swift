import Foundation

/// Where the app's server is: a URL the user gave (`--server`), or the loopback address of
/// the embedded server, known once it listens. Requests made before then wait for it.
public struct ServerAddress: Sendable {
    private let resolve: @Sendable () async throws(EventsError) -> URL
    /// What the saved session is filed under: each server has its own.
    public let sessionKey: String?

    public static func fixed(_ url: URL) -> ServerAddress {
        ServerAddress(resolve: { url }, sessionKey: url.absoluteString)
    }

    /// The address of a server being started; `nil` as the session key keeps the data folder's
    /// own session, as before there were servers elsewhere.
    public static func starting(_ server: Task<URL, any Error>) -> ServerAddress {
        ServerAddress(resolve: { () throws(EventsError) -> URL in
            do {
                return try await server.value
            } catch {
                throw .unreachable("the embedded server did not start: \(error)")
            }
        }, sessionKey: nil)
    }

    func url(_ path: String) async throws(EventsError) -> URL {
        try await resolve().appending(path: path)
    }
}
