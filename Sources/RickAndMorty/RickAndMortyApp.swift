import Foundation
import Viper
import ViperHTTP

/// What the Rick and Morty modules share.
public struct RickAndMortyServices: Sendable {
    public let service: any CharacterService
    let pictures: PictureStore
    /// Whether requests go to the live API (so an offline error can suggest `--replay`).
    public let isLive: Bool
}

public struct RickAndMortyApp: ViperApp {
    /// Where requests go unless `--replay` names a folder: the live API, or the transport the
    /// host hands in (a test's fake, a proxy). Recording, latency and the deadline wrap either.
    private let origin: (any HTTPTransport)?

    public init(transport: (any HTTPTransport)? = nil) {
        origin = transport
    }

    public let name = "rickandmorty"
    public var title: LocalizedText { RickAndMortyStrings.appTitle }
    public var summary: LocalizedText { RickAndMortyStrings.summary }
    public var catalog: StringCatalog? { RickAndMortyStrings.catalog }
    public let root = RickAndMortyDestination.characters

    /// A folder to answer from, refused at launch when it holds no recorded pages: a request
    /// would only meet a 404 later.
    private static func replayFolder(_ path: String) throws(AppLaunchError) -> URL {
        func isFolder(_ url: URL) -> Bool {
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue
        }
        let folder = URL(fileURLWithPath: path, isDirectory: true)
        guard isFolder(folder) else { throw AppLaunchError("--replay: no folder at \(path)") }
        let pages = RickAndMortyResource.character.pageFolder
        guard isFolder(folder.appending(path: pages)) else {
            let inner = folder.appending(path: "rickandmorty")
            let hint = isFolder(inner.appending(path: pages)) ? "; did you mean \(path.hasSuffix("/") ? path : path + "/")rickandmorty?" : ""
            throw AppLaunchError("--replay: \(path) holds no recorded pages (no \(pages) folder)\(hint)")
        }
        return folder
    }

    public func makeServices(_ context: AppContext, options: RickAndMortyOptions) throws(AppLaunchError) -> RickAndMortyServices {
        var transport: any HTTPTransport
        if let replay = options.replay {
            transport = RickAndMortyReplay(folder: try Self.replayFolder(replay))
        } else {
            transport = origin ?? LiveTransport(until: context.endings).inRealTime(on: context.clock)
        }
        if let record = options.record {
            let notices = context.notices
            transport = transport.recording(into: URL(fileURLWithPath: record, isDirectory: true), layout: RickAndMortyRecordLayout.layout) { problem in
                notices.post("recording: \(problem)")
            }
        }
        if let latency = options.latency {
            context.network.latency = .milliseconds(latency)
        }
        transport = transport.conditioned(by: context.network, on: context.clock).timingOut(after: Self.requestDeadline, on: context.clock)
        let service = RickAndMortyAPI(client: HTTPClient(transport: transport), base: options.base)
        return RickAndMortyServices(
            service: service,
            pictures: PictureStore(service: service, idle: context.idle),
            isLive: options.replay == nil
        )
    }

    /// How long a request may take, body included, before it fails with Retry.
    public nonisolated static let requestDeadline = Duration.seconds(15)
}
