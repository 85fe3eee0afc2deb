/// What every assembly receives, and all it receives: the app's services and settings, and
/// the module's own task owner. Its assembly names the module's parts and hands them to
/// `Module`, which wires the rest.
@MainActor
public struct ModuleContext<Destination: AppDestination> {
    /// What the app's modules share, built once per launch.
    public let services: Destination.Services
    /// The session's clock: timers and sleeps go through it.
    public let clock: any AppClock
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
}
