import ArgumentParser
import EventMapAPI
import EventMapServer
import Foundation
import Logging
import Viper

@main
struct EventMapServerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "eventmap-server",
        abstract: "Serves Event Map's API (JSON over HTTP, version 1) to the app and to anyone with curl.",
        discussion: """
            With no --database, the records are in an SQLite file in --data-dir: nothing to install.
            With --database postgres://…, several servers can share one PostgreSQL database.
            GET /openapi.yaml describes the API. SIGTERM or Ctrl-C stop the server within 5 s.
            """
    )

    @Option(help: ArgumentHelp("Where to listen.", valueName: "HOST:PORT"))
    var listen = "127.0.0.1:8080"

    @Option(name: .customLong("data-dir"), help: ArgumentHelp("The folder of the SQLite database and of outbox/.", valueName: "DIR"))
    var dataDirectory = "eventmap-data"

    @Option(help: ArgumentHelp("Use PostgreSQL instead of SQLite.", valueName: "postgres://USER:PASSWORD@HOST[:PORT]/DATABASE"))
    var database: String?

    @Option(
        name: .customLong("mail-command"),
        help: ArgumentHelp(
            "Hand each message (a password reset code) to this command on standard input, instead of a file in DIR/outbox/.", valueName: "COMMAND"))
    var mailCommand: String?

    @Option(name: .customLong("log-level"), help: ArgumentHelp("How much to log.", valueName: "LEVEL"))
    var logLevel: Logger.Level = .info

    @Option(
        name: .customLong("trusted-proxy"),
        help: ArgumentHelp(
            "A proxy whose X-Forwarded-For names the client (repeatable; an address or a CIDR block). Without it the header is ignored.",
            valueName: "ADDRESS[/BITS]"
        ))
    var trustedProxies: [String] = []

    @Option(name: .customLong("header-timeout"), help: ArgumentHelp("Seconds a client has to send a request's head.", valueName: "SECONDS"))
    var headerTimeout = 10

    @Option(name: .customLong("idle-timeout"), help: ArgumentHelp("Seconds a connection may stay idle.", valueName: "SECONDS"))
    var idleTimeout = 60

    @Option(name: .customLong("max-connections"), help: ArgumentHelp("Open connections in all.", valueName: "N"))
    var maxConnections = ConnectionPolicy().maxConnections

    @Option(name: .customLong("max-connections-per-address"), help: ArgumentHelp("Open connections from one address.", valueName: "N"))
    var maxConnectionsPerAddress = ConnectionPolicy().maxConnectionsPerAddress

    /// Every failure is one line on standard error, `--help` aside.
    static func main() async {
        do {
            var command = try parseAsRoot()
            if var command = command as? AsyncParsableCommand {
                try await command.run()
            } else {
                try command.run()
            }
        } catch {
            let status = exitCode(for: error)
            if status == .success {
                print(fullMessage(for: error))
            } else {
                let hint = error is ServerFailure ? "" : "; see eventmap-server --help"
                FileHandle.standardError.write(Data("eventmap-server: \(message(for: error))\(hint)\n".utf8))
            }
            Foundation.exit(status.rawValue)
        }
    }

    func validate() throws {
        _ = try ListenAddress(listen)
        if let database { _ = try DatabaseChoice(database) }
        _ = try policy()
    }

    func policy() throws -> ConnectionPolicy {
        guard let proxies = TrustedProxies(trustedProxies) else {
            throw ValidationError(
                "--trusted-proxy takes an address or a CIDR block, such as 127.0.0.1 or 10.0.0.0/8, not \"\(trustedProxies.joined(separator: " "))\"")
        }
        for (flag, value) in [
            ("--header-timeout", headerTimeout), ("--idle-timeout", idleTimeout), ("--max-connections", maxConnections),
            ("--max-connections-per-address", maxConnectionsPerAddress),
        ] where value < 1 {
            throw ValidationError("\(flag) takes a whole number of at least 1, not \(value)")
        }
        return ConnectionPolicy(
            headerTimeout: .seconds(headerTimeout), idleTimeout: .seconds(idleTimeout), maxConnections: maxConnections,
            maxConnectionsPerAddress: maxConnectionsPerAddress, trustedProxies: proxies)
    }

    func run() async throws {
        let level = logLevel
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = level
            return handler
        }
        let logger = Logger(label: "eventmap-server")
        let address = try ListenAddress(listen)
        do {
            let storage = try await ServerStorage.open(database: database.map(DatabaseChoice.init), dataDirectory: dataDirectory, logger: logger)
            let outbox: any Outbox =
                mailCommand.map { CommandOutbox(command: $0) } ?? FolderOutbox(folder: URL(fileURLWithPath: dataDirectory).appendingPathComponent("outbox"))
            let service = EventsService(repository: storage.repository, clock: .system, outbox: outbox, work: .serving) { problem in
                logger.warning("\(problem)")
            }
            let server = try await EventsServer(service: service, policy: try policy(), logger: logger)
            try await server.run(host: address.host, port: address.port) { port in
                logger.notice("listening", metadata: ["address": "\(address.host):\(port)", "storage": "\(storage.description)"])
            }
        } catch {
            throw ServerFailure(StartupError.describe(error, listening: address))
        }
    }
}

/// A one-line reason, printed as `eventmap-server: …` with exit status 1.
struct ServerFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
