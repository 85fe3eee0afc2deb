internal import EventMapServer
import Foundation
import Viper

/// The server the app runs in its own process when no `--server` is given: the same server as
/// `eventmap-server`, on a free loopback port, over the SQLite database of the data folder.
enum EmbeddedServer {
    /// Starts it in the background; it stops when the session ends.
    static func start(_ service: EventsService, until endings: SessionEndings) -> ServerAddress {
        let starting = Task { try await EventsServer(service: service).start() }
        endings.add {
            if let running = try? await starting.value { await running.stop() }
        }
        return .starting(Task { URL(string: "http://127.0.0.1:\(try await starting.value.port)")! })
    }
}
