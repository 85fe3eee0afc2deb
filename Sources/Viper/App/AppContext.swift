import Foundation
import Synchronization

/// What the REPL hands an app at launch: the injected services and the parsed options.
public struct AppContext: Sendable {
    /// The session's clock: virtual in scripts and tests, the system's at a keyboard.
    public let clock: any AppClock
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
        used.note(UsedServices.network)
        return simulatedNetwork
    }
    /// Which simulated services the app asked for: what the REPL's `sim` applies to.
    public let used = UsedServices()
    private let simulatedNetwork: NetworkConditions
    /// What libraries add to the context, such as `ViperLocation`'s simulated phone.
    private let shelf = ServiceShelf()
    /// Where sounds go; the REPL shows each as a `♪` line.
    public let audio: any AudioService
    /// The app's own options as given on the command line.
    public let options: AppOptionValues
    /// What the app asks to be done as the session ends (`ViperHTTP`'s client shuts down there).
    public let endings: SessionEndings

    /// The context of a session, as the REPL and the test kit both make it: the app's
    /// documents in `folder`.
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
        self.clock = clock
        random = SeededRandom(seed: seed)
        storage = DocumentStore(folder: folder, notices: notices)
        self.localization = localization
        self.idle = idle
        self.notices = notices
        simulatedNetwork = network
        self.audio = audio
        self.options = options
        self.endings = endings
    }

    /// The service a library adds to the context under `name`, one per launch: made by `make`
    /// the first time it is asked for, and noted as used, so the REPL's `sim` applies to it.
    @MainActor
    public func shared<Service: Sendable>(_ name: String, make: (AppContext) -> Service) -> Service {
        used.note(name)
        if let made = shelf.service(name) as? Service { return made }
        let made = make(self)
        shelf.keep(made, as: name)
        return made
    }

    /// The service shared under `name`, if the app asked for it.
    public func sharedIfAsked<Service: Sendable>(_ name: String, as type: Service.Type) -> Service? {
        shelf.service(name) as? Service
    }
}

/// The services libraries add to one launch's context, by name.
private final class ServiceShelf: Sendable {
    private let services = Mutex<[String: any Sendable]>([:])

    func service(_ name: String) -> (any Sendable)? {
        services.withLock { $0[name] }
    }

    func keep(_ service: any Sendable, as name: String) {
        services.withLock { $0[name] = service }
    }
}

/// The simulated services an app asked its context for, by name: what the REPL's `sim` applies to.
public final class UsedServices: Sendable {
    /// The name `AppContext.network` is noted under.
    public static let network = "network"

    private let names = Mutex<Set<String>>([])

    /// A record of no services asked for.
    public init() {}

    /// Whether the app asked for the simulated service `name`.
    public func contains(_ name: String) -> Bool { names.withLock { $0.contains(name) } }

    /// Whether the app asked for the simulated network.
    public var network: Bool { contains(Self.network) }

    func note(_ name: String) {
        _ = names.withLock { $0.insert(name) }
    }
}

/// An option an app adds to the command line, such as `--rows N`.
public struct AppOption: Sendable {
    /// What an option takes.
    public enum Kind: Sendable {
        /// A whole number within the range.
        case integer(ClosedRange<Int>)
        /// Any text.
        case text
        /// Text the app reads in a form of its own, such as `LAT,LON`: `accepts` checks a value;
        /// `expected` says, in the error, what the option takes.
        case checked(expected: String, accepts: @Sendable (String) -> Bool)
    }

    /// The option's name, without its dashes: `rows` for `--rows`.
    public let name: String
    /// What `--help` calls its value: `N` in `--rows N`.
    public let valueName: String
    /// What `--help` says of it.
    public let help: LocalizedText
    /// What it takes.
    public let kind: Kind

    /// An option `--name VALUE` that takes `kind`, described by `help`.
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
        case .checked(let expected, let accepts):
            guard accepts(value) else {
                return .failure(AppLaunchError("--\(name) takes \(expected), not \"\(value)\""))
            }
            return .success(.text(value))
        }
    }
}

/// The value an app option was given.
public enum AppOptionValue: Sendable, Equatable {
    /// A whole number.
    case integer(Int)
    /// A text.
    case text(String)
}

/// The app options given on the command line, read with a type.
public struct AppOptionValues: Sendable, Equatable {
    private let values: [String: AppOptionValue]

    /// The options of `values`, by name.
    public init(_ values: [String: AppOptionValue] = [:]) {
        self.values = values
    }

    /// The whole number given for the option `name`; nil when it was not given or is not a number.
    public func integer(_ name: String) -> Int? {
        if case .integer(let value)? = values[name] { return value }
        return nil
    }

    /// The text given for the option `name`; nil when it was not given or is not a text.
    public func text(_ name: String) -> String? {
        if case .text(let value)? = values[name] { return value }
        return nil
    }
}
