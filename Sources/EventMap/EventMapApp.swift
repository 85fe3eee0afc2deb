import Foundation
import Viper

public struct EventMapApp: ViperApp {
    public init() {}

    public let name = "eventmap"
    public var title: LocalizedText { EventMapStrings.appTitle }
    public var summary: LocalizedText { EventMapStrings.summary }
    public let rootRoute = "splash"

    /// One database per data folder: every process that uses the folder shares it, as the
    /// users of one server would.
    public func makeDependencies(_ context: AppContext) throws(AppLaunchError) -> EventMapDependencies {
        let path = context.storage.folder.appendingPathComponent("events.sqlite").path
        let backend: EventsService
        do {
            backend = try EventsService.sqlite(path: path, clock: context.clock, notices: context.notices)
        } catch {
            throw AppLaunchError(error.message)
        }
        return EventMapDependencies(
            api: backend,
            account: AccountStore(storage: context.storage),
            drafts: DraftStore(storage: context.storage, notices: context.notices),
            clock: context.clock,
            idle: context.idle,
            localization: context.localization
        )
    }

    public func routes() -> [Route<EventMapDependencies>] {
        [
            Route("splash", summary: EventMapStrings.splashRoute) { request in
                request.navigator.setRoot(SplashAssembly.build(dependencies: request.dependencies, navigator: request.navigator))
            },
            Route("sign-in", summary: EventMapStrings.signInRoute) { request in
                EventMapScreens.showSignIn(dependencies: request.dependencies, in: request.navigator)
            },
            Route("register", summary: EventMapStrings.registerRoute) { request in
                EventMapScreens.openRegistration(dependencies: request.dependencies, in: request.navigator)
            },
            Route("map", summary: EventMapStrings.mapRoute) { request in
                EventMapScreens.showMap(dependencies: request.dependencies, in: request.navigator)
            },
            Route("profile", summary: EventMapStrings.profileRoute) { request in
                EventMapScreens.openProfile(dependencies: request.dependencies, in: request.navigator)
            },
            // viper:routes
        ]
    }
}
