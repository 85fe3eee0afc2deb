import Foundation
import Synchronization
/// What the REPL hands an app at launch: the injected services and the parsed options.
public struct AppContext: Sendable {
    public let clock: any AppClock
    /// Seeded from `--seed`; the app forks streams from it for its consumers.
    public let random: SeededRandom
    public let storage: DocumentStore
    public let localization: Localization
    public let idle: IdleTracker
    public let notices: Notices
    /// The simulated network's state, driven by `sim network …` in the REPL, for the apps that
    /// ask for it (which makes `sim network` apply to them).
    public var network: NetworkConditions {
        used.note(\.network)
        return simulatedNetwork
    }
    /// The simulated phone's location and its permission, driven by `sim location|move|walk`,
    /// for the apps that ask for it (which makes those commands apply to them).
    public var device: SimulatedDevice {
        used.note(\.location)
        return simulatedDevice
    }
    /// The simulated phone whether the app asked for it or not: what the REPL's `sim` and the
    /// test kit drive.
    package var simulatedPhone: SimulatedDevice { simulatedDevice }
    /// Which simulated services the app asked for.
    public let used = UsedServices()
    private let simulatedNetwork: NetworkConditions
    private let simulatedDevice: SimulatedDevice
    /// Where sounds go; the REPL shows each as a `♪` line.
    public let audio: any AudioService
    public let options: AppOptionValues
    /// What the app asks to be done as the session ends (`ViperHTTP`'s client shuts down there).
    public let endings: SessionEndings

    /// The context of a session, as the REPL and the test kit both make it: the app's
    /// documents in `folder`, and the simulated phone keeping its state among them.
    @MainActor
    public init(
        clock: any AppClock,
        seed: UInt64,
        folder: URL,
        localization: Localization,
        idle: IdleTracker,
        notices: Notices,
        network: NetworkConditions,
        audio: any AudioService,
        options: AppOptionValues,
        endings: SessionEndings
    ) {
        let storage = DocumentStore(folder: folder, notices: notices)
        self.init(
            clock: clock,
            random: SeededRandom(seed: seed),
            storage: storage,
            localization: localization,
            idle: idle,
            notices: notices,
            network: network,
            device: SimulatedDevice(storage: storage, clock: clock) { error in notices.post(error.message) },
            audio: audio,
            options: options,
            endings: endings
        )
    }

    public init(
        clock: any AppClock,
        random: SeededRandom,
        storage: DocumentStore,
        localization: Localization,
        idle: IdleTracker,
        notices: Notices,
        network: NetworkConditions,
        device: SimulatedDevice,
        audio: any AudioService,
        options: AppOptionValues,
        endings: SessionEndings = SessionEndings()
    ) {
        self.clock = clock
        self.random = random
        self.storage = storage
        self.localization = localization
        self.idle = idle
        self.notices = notices
        simulatedNetwork = network
        simulatedDevice = device
        self.audio = audio
        self.options = options
        self.endings = endings
    }
}

/// The simulated services an app asked its context for: what the REPL's `sim` applies to.
public final class UsedServices: Sendable {
    public struct Kinds: Sendable {
        public var network = false
        public var location = false
    }

    private let kinds = Mutex(Kinds())

    public init() {}

    public var network: Bool { kinds.withLock { $0.network } }
    public var location: Bool { kinds.withLock { $0.location } }

    func note(_ kind: WritableKeyPath<Kinds, Bool> & Sendable) {
        kinds.withLock { $0[keyPath: kind] = true }
    }
}

/// An option an app adds to the command line, such as `--rows N`.
public struct AppOption: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// A whole number within the range.
        case integer(ClosedRange<Int>)
        /// A latitude and longitude, `LAT,LON`; read it with `text(_:)` and `Coordinate.parse`.
        case coordinate
        case text
    }

    public let name: String
    public let valueName: String
    public let help: LocalizedText
    public let kind: Kind

    public init(name: String, valueName: String, help: LocalizedText, kind: Kind) {
        self.name = name
        self.valueName = valueName
        self.help = help
        self.kind = kind
    }

    /// Checks a value given on the command line; the error is one line for the user.
    public func validate(_ value: String) -> Result<AppOptionValue, AppLaunchError> {
        switch kind {
        case .text:
            return .success(.text(value))
        case .integer(let range):
            guard let number = Int(value), range.contains(number) else {
                return .failure(AppLaunchError("--\(name) takes a whole number from \(range.lowerBound) to \(range.upperBound), not \"\(value)\""))
            }
            return .success(.integer(number))
        case .coordinate:
            guard Coordinate.parse(value) != nil else {
                return .failure(AppLaunchError("--\(name) takes LAT,LON with latitude −90…90 and longitude −180…180, such as 55.7539,37.6208, not \"\(value)\""))
            }
            return .success(.text(value))
        }
    }
}

public enum AppOptionValue: Sendable, Equatable {
    case integer(Int)
    case text(String)
}

/// The app options given on the command line, read with a type.
public struct AppOptionValues: Sendable, Equatable {
    private let values: [String: AppOptionValue]

    public init(_ values: [String: AppOptionValue] = [:]) {
        self.values = values
    }

    public func integer(_ name: String) -> Int? {
        if case .integer(let value)? = values[name] { return value }
        return nil
    }

    public func text(_ name: String) -> String? {
        if case .text(let value)? = values[name] { return value }
        return nil
    }
}
