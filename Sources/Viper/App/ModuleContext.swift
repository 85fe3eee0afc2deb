import Foundation

/// What every assembly receives, and all it receives: the app's services and settings, and
/// the module's own task owner. Its assembly names the module's parts and hands them to
/// `Module`, which wires the rest.
@MainActor
public struct ModuleContext<Destination: AppDestination> {
    /// What the app's modules share, built once per launch.
    public let services: Destination.Services
    /// The session's clock: timers and sleeps go through it.
    public let clock: any AppClock
    /// Where the user is: the local times the module shows and the days it counts are this zone's.
    public let timeZone: TimeZone
    /// The random source for the module's choices, seeded from the session's seed.
    public let random: SeededRandom
    /// The session's language: presenters make every word with it.
    public let localization: Localization
    /// Where the module posts one-line messages for the user.
    public let notices: Notices
    /// The module's work: counted while it runs, cancelled when the module closes.
    public let tasks: ModuleTasks
    /// Where the module's router opens destinations.
    let screens: AppScreens<Destination>
    /// What this module opens from: the module whose router opened it, else (a route, a deep
    /// link) the module on screen, or what a test opened it from. Weak: a context may outlive it.
    weak var openedFrom: AnyObject?

    /// The module this one opens from, seen as `Output` — its presenter, or another of its parts,
    /// that adopts it — so a destination wires a module's output without carrying it:
    ///
    ///     case .registration: .push(RegistrationAssembly.build(context, output: context.opener()))
    ///
    /// The module whose router opened this one is the opener; for a route or a deep link, the
    /// module on screen is, as a push goes over it; a test names its own (`harness.open(_:openedBy:)`).
    /// Nil when it does not adopt `Output`, or nothing is on screen (the first screen, a tab's root).
    public func opener<Output>(as _: Output.Type = Output.self) -> Output? {
        if let module = openedFrom as? any ModuleView {
            for part in module.moduleParts.all {
                if let output = part.object as? Output { return output }
            }
        }
        return openedFrom as? Output
    }
}
