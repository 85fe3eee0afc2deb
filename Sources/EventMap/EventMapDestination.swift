import EventMapAPI
import Viper
import ViperLocation

/// The screens of Event Map.
public enum EventMapDestination: AppDestination, Equatable {
    public typealias Services = EventMapServices

    /// Restores the saved session, then shows the map or sign-in.
    case splash
    /// Sign-in as the whole screen, with a notice above the form.
    case signIn(notice: String?)
    /// Sign-in over the screen that needs an account: signing in, registering or skipping goes
    /// back to that screen as it was.
    case signInToContinue
    /// Registration; it tells the screen it opens from when the account is made (sign-in
    /// does), else it opens the map.
    case registration
    case map
    case profile
    case details(Event)
    case filter(EventFilter)
    case create(at: Coordinate)
    /// The author's form for the event; it tells the screen it opens from of the saved changes.
    case edit(Event)
    case resetPassword(email: String)
    /// The alert that creating an event needs an account, offering to sign in.
    case signInOffer(signIn: DestinationAction)
    /// What the author can do with one of their events, asked from a list.
    case eventActions(Event, edit: DestinationAction, delete: DestinationAction)
    /// Asks before an event is deleted: it cannot be undone.
    case confirmDeletion(Event, delete: DestinationAction)
    // viper:destinations

    public func open(in context: ModuleContext<Self>) -> Opening {
        switch self {
        case .splash: .root(SplashAssembly.build(context))
        case .signIn(let notice): .root(SignInAssembly.build(context, notice: notice, afterwards: .openMap))
        case .signInToContinue: .modal(SignInAssembly.build(context, notice: nil, afterwards: .goBack))
        case .registration: .push(RegistrationAssembly.build(context, output: context.opener()))
        case .map: .root(EventsMapAssembly.build(context))
        case .profile: .push(ProfileAssembly.build(context))
        case .details(let event): .push(EventDetailsAssembly.build(context, event: event))
        case .filter(let filter): .sheet(FilterAssembly.build(context, filter: filter, output: context.opener()))
        case .create(let position): .push(CreateEventAssembly.build(context, purpose: .create(at: position)))
        case .edit(let event): .push(CreateEventAssembly.build(context, purpose: .edit(event), output: context.opener()))
        case .resetPassword(let email): .push(ResetPasswordAssembly.build(context, email: email, output: context.opener()))
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
        case .eventActions(let event, let edit, let delete):
            .alert(
                Alert(
                    title: event.title,
                    buttons: [
                        Alert.Button(context.localization(MapStrings.edit)) { edit() },
                        Alert.Button(context.localization(MapStrings.delete), role: .destructive) { delete() },
                        Alert.Button(context.localization(MapStrings.cancel), role: .cancel),
                    ]))
        case .confirmDeletion(let event, let delete):
            .alert(
                Alert(
                    title: context.localization(MapStrings.deleteQuestion(event)), message: context.localization(MapStrings.deleteWarning),
                    buttons: [
                        Alert.Button(context.localization(MapStrings.delete), role: .destructive) { delete() },
                        Alert.Button(context.localization(MapStrings.cancel), role: .cancel),
                    ]))
        // viper:openings
        }
    }

    public static var routes: [DestinationRoute<Self>] {
        [
            DestinationRoute("splash", summary: EventMapStrings.splashRoute, opens: .splash),
            DestinationRoute("sign-in", summary: EventMapStrings.signInRoute, opens: .signIn(notice: nil)),
            DestinationRoute("register", summary: EventMapStrings.registerRoute, opens: .registration),
            DestinationRoute("map", summary: EventMapStrings.mapRoute, opens: .map),
            DestinationRoute("profile", summary: EventMapStrings.profileRoute, opens: .profile),
            // viper:routes
        ]
    }
}
