import Viper
import ViperLocation

/// The screens of Event Map.
public enum EventMapDestination: AppDestination {
    public typealias Services = EventMapServices

    /// Restores the saved session, then shows the map or sign-in.
    case splash
    /// Sign-in as the whole screen, with a notice above the form.
    case signIn(notice: String?)
    /// Sign-in over the screen that needs an account: signing in, registering or skipping goes
    /// back to that screen as it was.
    case signInToContinue
    /// Registration; with no `output` to tell, it opens the map when the account is made.
    case registration(output: (any RegistrationModuleOutput)?)
    case map
    case profile
    case details(Event)
    case filter(EventFilter, output: any FilterModuleOutput)
    case create(at: Coordinate)
    case resetPassword(email: String, output: any ResetPasswordModuleOutput)
    // viper:destinations

    public func open(in context: ModuleContext<Self>) -> Opening {
        switch self {
        case .splash: .root(SplashAssembly.build(context))
        case .signIn(let notice): .root(SignInAssembly.build(context, notice: notice, afterwards: .openMap))
        case .signInToContinue: .modal(SignInAssembly.build(context, notice: nil, afterwards: .goBack))
        case .registration(let output): .push(RegistrationAssembly.build(context, output: output))
        case .map: .root(EventsMapAssembly.build(context))
        case .profile: .push(ProfileAssembly.build(context))
        case .details(let event): .push(EventDetailsAssembly.build(context, event: event))
        case .filter(let filter, let output): .sheet(FilterAssembly.build(context, filter: filter, output: output))
        case .create(let position): .push(CreateEventAssembly.build(context, position: position))
        case .resetPassword(let email, let output): .push(ResetPasswordAssembly.build(context, email: email, output: output))
        // viper:openings
        }
    }

    public static var routes: [DestinationRoute<Self>] {
        [
            DestinationRoute("splash", summary: EventMapStrings.splashRoute, opens: .splash),
            DestinationRoute("sign-in", summary: EventMapStrings.signInRoute, opens: .signIn(notice: nil)),
            DestinationRoute("register", summary: EventMapStrings.registerRoute, opens: .registration(output: nil)),
            DestinationRoute("map", summary: EventMapStrings.mapRoute, opens: .map),
            DestinationRoute("profile", summary: EventMapStrings.profileRoute, opens: .profile),
            // viper:routes
        ]
    }
}
