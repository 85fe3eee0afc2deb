import Foundation
import Synchronization

/// What the REPL hands an app at launch: the injected services.
public struct AppContext: Sendable {
    /// The session's clock: virtual in scripts and tests, the system's at a keyboard.
    public let clock: any AppClock
    /// Where the user is, for the local times an app shows and the days it counts: UTC in
    /// scripts and tests unless they say, the system's at a keyboard.
    public let timeZone: TimeZone
    /// Seeded from `--seed`; the app forks streams from it for its consumers.
    public let random: SeededRandom
    /// The app's data folder, where its documents are kept.
    public let storage: DocumentStore
    /// The session's language, for the words the app's services say.
    public let localization: Localization
    /// What counts the app's work in flight, for `wait idle` and `settle()`.
    public let idle: IdleTracker
    /// Where one-line messages for the user go; the REPL prints them as `note: …` lines.
    public let notices: Notices
    /// The simulated network's state, driven by `sim network …` in the REPL, for the apps that
    /// ask for it (which makes `sim network` apply to them).
    public var network: NetworkConditions {
        shelf.noteNetworkAsked()
        return simulatedNetwork
    }
    /// The simulations the app asked for: what the REPL's `sim` and the test kit drive.
    package var simulations: Simulations { Simulations(shelf: shelf, network: simulatedNetwork) }
    private let simulatedNetwork: NetworkConditions
    /// What libraries add to the context, such as `ViperLocation`'s simulated phone.
    private let shelf = ServiceShelf()
    /// Where sounds go; the REPL shows each as a `♪` line.
    public let audio: any AudioService
    /// What the app asks to be done as the session ends (`ViperHTTP`'s client shuts down there).
    public let endings: SessionEndings

    /// The context of a session, as the REPL and the test kit both make it: the app's
    /// documents in `folder`.
    public init(
        clock: any AppClock,
        timeZone: TimeZone = .gmt,
        seed: UInt64,
        folder: URL,
        localization: Localization,
        idle: IdleTracker,
        notices: Notices,
        network: NetworkConditions,
        audio: any AudioService,
        endings: SessionEndings
    ) {
        self.clock = clock
        self.timeZone = timeZone
        random = SeededRandom(seed: seed)
        storage = DocumentStore(folder: folder, notices: notices)
        self.localization = localization
        self.idle = idle
        self.notices = notices
        simulatedNetwork = network
        self.audio = audio
        self.endings = endings
    }

    /// The service `key` names, one per launch: made by the key the first time it is asked for.
    /// A service that is a simulation (such as a `LocationSimulation`) is what the REPL's
    /// `sim` drives from then on.
    @MainActor
    public func service<Key: ServiceKey>(_ key: Key.Type) -> Key.Service {
        if let made = shelf.service(for: key) { return made }
        let made = Key.makeService(in: self)
        shelf.keep(made, for: key)
        return made
    }
}

/// Names a service a library adds to an app's context, and makes it: `ViperLocation`'s
/// simulated phone is `context.service(SimulatedDeviceKey.self)`.
public protocol ServiceKey {
    /// The service the key names: one per launch.
    associatedtype Service: Sendable
    /// Makes the service, the first time an app asks its context for it.
    @MainActor static func makeService(in context: AppContext) -> Service
}

/// The services libraries add to one launch's context, by their keys' types.
private final class ServiceShelf: Sendable {
    private struct Contents {
        var services: [ObjectIdentifier: any Sendable] = [:]
        var networkAsked = false
    }

    private let contents = Mutex(Contents())

    func service<Key: ServiceKey>(for key: Key.Type) -> Key.Service? {
        contents.withLock { $0.services[ObjectIdentifier(key)] as? Key.Service }
    }

    func keep<Key: ServiceKey>(_ service: Key.Service, for key: Key.Type) {
        contents.withLock { $0.services[ObjectIdentifier(key)] = service }
    }

    func noteNetworkAsked() {
        contents.withLock { $0.networkAsked = true }
    }

    var networkAsked: Bool { contents.withLock { $0.networkAsked } }

    var services: [any Sendable] { contents.withLock { Array($0.services.values) } }
}

/// The simulated services an app has asked its context for, as they are asked: what the REPL's
/// `sim` applies to, and what a test drives.
package struct Simulations: Sendable {
    private let shelf: ServiceShelf?
    private let simulatedNetwork: NetworkConditions?

    /// No simulations: the launcher's.
    package init() {
        shelf = nil
        simulatedNetwork = nil
    }

    fileprivate init(shelf: ServiceShelf, network: NetworkConditions) {
        self.shelf = shelf
        simulatedNetwork = network
    }

    /// The simulated network, once the app has asked for it.
    package var network: NetworkConditions? {
        shelf?.networkAsked == true ? simulatedNetwork : nil
    }

    /// The simulated location, once the app has asked for a service that is one.
    @MainActor
    package var location: (any LocationSimulation)? {
        shelf?.services.lazy.compactMap { $0 as? any LocationSimulation }.first
    }

    /// The app asked for no simulation: `sim` does not apply to it.
    @MainActor
    package var isEmpty: Bool { network == nil && location == nil }
}
