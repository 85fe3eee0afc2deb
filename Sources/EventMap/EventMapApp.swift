import EventMapAPI
internal import EventMapServer
import Foundation
import Viper
import ViperHTTP

public struct EventMapApp: ViperApp {
    public init() {}

    public let name = "eventmap"
    public var title: LocalizedText { EventMapStrings.appTitle }
    public var summary: LocalizedText { EventMapStrings.summary }
    public var catalog: StringCatalog? { EventMapStrings.catalog }
    public let root = EventMapDestination.splash

    /// How long a request may take, body included, before it fails.
    public nonisolated static let requestDeadline = Duration.seconds(15)

    /// The app always speaks HTTP: to `--server`, or to a server it embeds on a loopback port,
    /// over the SQLite database of the data folder (which every process on the folder shares).
    public func makeServices(_ context: AppContext, options: EventMapOptions) throws(AppLaunchError) -> EventMapServices {
        let server: ServerAddress
        if let given = options.server {
            server = .fixed(try Self.serverURL(given))
        } else {
            let folder = context.storage.folder
            // Reset codes are files in the data folder's outbox, as `eventmap-server` keeps them.
            // The map draws before a large file is read through for damage.
            let outbox = FolderOutbox(folder: folder.appendingPathComponent("outbox", isDirectory: true))
            do {
                let service = try EventsService.sqlite(
                    path: folder.appendingPathComponent("events.sqlite").path, clock: WallClock { context.clock.date },
                    logger: NoticesLogHandler.logger(posting: context.notices), outbox: outbox,
                    integrity: .afterOpening)
                server = EmbeddedServer.start(service, until: context.endings)
            } catch {
                throw AppLaunchError(error.message)
            }
        }
        return EventMapServices(
            api: Self.client(of: server, network: context.network, clock: context.clock, timeZone: context.timeZone, until: context.endings),
            account: AccountStore(storage: context.storage, server: server.sessionKey),
            drafts: DraftStore(storage: context.storage, notices: context.notices),
            files: context.storage
        )
    }

    /// The client of `server` over the real network, as the session's clock and simulated
    /// network see it; its connections close when the session ends.
    public static func client(
        of server: ServerAddress, network: NetworkConditions, clock: any AppClock, timeZone: TimeZone, until endings: SessionEndings
    ) -> EventsClient {
        let transport = LiveTransport(until: endings).inRealTime(on: clock).conditioned(by: network, on: clock).timingOut(after: requestDeadline, on: clock)
        return EventsClient(server: server, transport: transport, clock: clock, timeZone: timeZone)
    }

    nonisolated static func serverURL(_ text: String) throws(AppLaunchError) -> URL {
        guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased() ?? ""), url.host?.isEmpty == false else {
            throw AppLaunchError("--server takes an http or https URL such as http://127.0.0.1:8080, not \(String(reflecting: text))")
        }
        // The address names the file the key is kept in: a password in it would be on disk.
        guard url.user == nil, url.password == nil else {
            throw AppLaunchError("--server takes the server's address without a user name or password")
        }
        return url
    }
}
