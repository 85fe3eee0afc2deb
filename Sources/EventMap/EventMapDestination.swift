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
    /// The alert that creating an event needs an account, offering to sign in.
    case signInOffer(signIn: DestinationAction)
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
        case .signInOffer(let signIn):
            .alert(
                Alert(
                    title: context.localization(MapStrings.needAccountTitle),
                    message: context.localization(MapStrings.needAccountMessage),
                    buttons: [
                        Alert.Button(context.localization(MapStrings.signIn)) { signIn() },
                        Alert.Button(context.localization(MapStrings.cancel), role: .cancel),
                    ]
                ))
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

extension EventMapDestination: Equatable {
    /// The same screen with the same input; a screen that reports to an output is the same
    /// only with the same output.
    nonisolated public static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case (.splash, .splash), (.signInToContinue, .signInToContinue), (.map, .map), (.profile, .profile): true
        case (.signIn(let one), .signIn(let other)): one == other
        case (.registration(let one), .registration(let other)): one === other
        case (.details(let one), .details(let other)): one == other
        case (.filter(let one, let oneOutput), .filter(let other, let otherOutput)): one == other && oneOutput === otherOutput
        case (.create(let one), .create(let other)): one == other
        case (.resetPassword(let one, let oneOutput), .resetPassword(let other, let otherOutput)): one == other && oneOutput === otherOutput
        case (.signInOffer(let one), .signInOffer(let other)): one == other
        default: false
        }
    }
}
