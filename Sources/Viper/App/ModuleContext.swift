/// What every assembly receives, and all it receives: the app's services and settings, and
/// the module's own task owner. Its assembly names the module's parts and hands them to
/// `Module`, which wires the rest.
@MainActor
public struct ModuleContext<Destination: AppDestination> {
    public let services: Destination.Services
    public let clock: any AppClock
    public let random: SeededRandom
    public let localization: Localization
    public let notices: Notices
    /// The module's work: counted while it runs, cancelled when the module closes.
    public let tasks: ModuleTasks
    /// Where the module's router opens destinations.
    let screens: AppScreens<Destination>
}
