import EventMapAPI
import Foundation

/// Where the app's server is: a URL the user gave (`--server`), or the loopback address of
/// the embedded server, known once it listens. Requests made before then wait for it.
public struct ServerAddress: Sendable {
    private let resolve: @Sendable () async throws(EventsError) -> URL
    /// What the saved session is filed under: each server has its own.
    public let sessionKey: String?

    public static func fixed(_ url: URL) -> ServerAddress {
        ServerAddress(resolve: { url }, sessionKey: sessionKey(of: url))
    }

    /// `http-events.example.org-8080-` and 12 hex digits of the SHA-256 of the whole address:
    /// readable, and two servers never share a key (`http://h:8080` and `http://h/8080`).
    static func sessionKey(of url: URL) -> String {
        let scheme = url.scheme?.lowercased() ?? "http"
        let host = url.host?.lowercased() ?? ""
        let port = url.port ?? (scheme == "https" ? 443 : 80)
        let path = url.path.hasSuffix("/") ? String(url.path.dropLast()) : url.path
        let address = "\(scheme)://\(host):\(port)\(path)"
        return "\(scheme)-\(host)-\(port)-" + TextDigest.sha256Hex(address).prefix(12)
    }

    /// The address of a server being started; `nil` as the session key keeps the data folder's
    /// own session, as before there were servers elsewhere.
    public static func starting(_ server: Task<URL, any Error>) -> ServerAddress {
        ServerAddress(
            resolve: { () throws(EventsError) -> URL in
                do {
                    return try await server.value
                } catch {
                    throw .unreachable("the embedded server did not start: \((error as? EventsError)?.wireMessage ?? error.localizedDescription)")
                }
            }, sessionKey: nil)
    }

    func url(_ path: String) async throws(EventsError) -> URL {
        try await resolve().appending(path: path)
    }

    /// The server's own address, which the API's paths follow.
    func base() async throws(EventsError) -> URL {
        try await resolve()
    }
}
