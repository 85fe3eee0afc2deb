import Viper
import ViperLocation

/// The screens of Monster Hunt.
public enum MonsterHuntDestination: AppDestination, Equatable {
    public typealias Services = MonsterHuntServices

    /// The screen the location permission calls for: asking, refused, or the map.
    case start
    case map
    case catching(Monster)
    case team
    /// The phone's Settings page for this app, where location access is switched on.
    case settings
    /// The alert that a monster is out of reach, `metres` away.
    case tooFar(metres: Int)
    /// The phone's own alert asking for location access.
    case locationPrompt(allow: DestinationAction, deny: DestinationAction)
    /// The alert saying what a throw gave, with one button.
    case catchOutcome(title: String, button: String, then: DestinationAction)
    /// The alert saying why a caught monster was not saved: save again, or go back.
    case notSaved(title: String, reason: String, retryTitle: String, backTitle: String, retry: DestinationAction, back: DestinationAction)
    // viper:destinations

    public func open(in context: ModuleContext<Self>) -> Opening {
        switch self {
        case .start:
            switch StartScreen(for: context.services.device.permission) {
            case .locationRequest: .root(LocationRequestAssembly.build(context))
            case .noPermission: .root(NoPermissionAssembly.build(context))
            case .map: .root(MonsterMapAssembly.build(context))
            }
        case .map: .root(MonsterMapAssembly.build(context))
        case .catching(let monster): .push(CatchAssembly.build(context, monster: monster))
        case .team: .push(TeamAssembly.build(context))
        case .settings: .modal(SettingsAssembly.build(context))
        case .tooFar(let metres):
            .alert(
                Alert(
                    title: HuntStrings.tooFar(metres: metres, localization: context.localization), buttons: [Alert.Button(context.localization(HuntStrings.ok))]
                ))
        case .locationPrompt(let allow, let deny):
            .alert(
                Alert(
                    title: context.localization(HuntStrings.systemPromptTitle),
                    message: context.localization(HuntStrings.systemPromptMessage),
                    buttons: [
                        Alert.Button(context.localization(HuntStrings.dontAllow), role: .cancel) { deny() },
                        Alert.Button(context.localization(HuntStrings.allowWhileUsing)) { allow() },
                    ]
                ))
        case .catchOutcome(let title, let button, let then):
            .alert(Alert(title: title, buttons: [Alert.Button(button) { then() }]))
        case .notSaved(let title, let reason, let retryTitle, let backTitle, let retry, let back):
            .alert(
                Alert(
                    title: title, message: reason,
                    buttons: [
                        Alert.Button(retryTitle) { retry() },
                        Alert.Button(backTitle, role: .cancel) { back() },
                    ]))
        // viper:openings
        }
    }

    public static var routes: [DestinationRoute<Self>] {
        [
            DestinationRoute("start", summary: HuntStrings.startRoute, opens: .start),
            DestinationRoute("map", summary: HuntStrings.mapRoute) { _, services throws(RouteError) in
                guard services.device.permission == .authorized else {
                    throw .refused("the map needs location access; open start, or: sim location allow")
                }
                return [.map]
            },
            DestinationRoute("team", summary: HuntStrings.teamRoute, opens: .team),
            // viper:routes
        ]
    }
}
