import Foundation
import PostgresNIO

/// `postgres://USER:PASSWORD@HOST[:PORT]/DATABASE`, as PostgresNIO's configurations.
public struct PostgresDatabaseURL: Sendable, CustomStringConvertible {
    public let host: String
    public let port: Int
    public let user: String
    let password: String?
    public let database: String?

    /// `nil` when the text is not such a URL.
    public init?(_ text: String) {
        guard let parts = URLComponents(string: text), ["postgres", "postgresql"].contains(parts.scheme ?? ""),
            let host = parts.host, !host.isEmpty
        else { return nil }
        self.host = host
        port = parts.port ?? 5432
        user = parts.percentEncodedUser.flatMap { $0.removingPercentEncoding } ?? "postgres"
        password = parts.percentEncodedPassword.flatMap { $0.removingPercentEncoding }
        let name = String(parts.path.drop { $0 == "/" })
        database = name.isEmpty ? nil : name
    }

    /// The URL without its password, for logs.
    public var description: String {
        "postgres://\(user)@\(host):\(port)/\(database ?? "")"
    }

    /// The same server, another database.
    public func database(_ name: String) -> PostgresDatabaseURL {
        PostgresDatabaseURL(host: host, port: port, user: user, password: password, database: name)
    }

    private init(host: String, port: Int, user: String, password: String?, database: String?) {
        self.host = host
        self.port = port
        self.user = user
        self.password = password
        self.database = database
    }

    public var client: PostgresClient.Configuration {
        PostgresClient.Configuration(host: host, port: port, username: user, password: password, database: database, tls: .disable)
    }

    public var connection: PostgresConnection.Configuration {
        PostgresConnection.Configuration(host: host, port: port, username: user, password: password, database: database, tls: .disable)
    }
}
