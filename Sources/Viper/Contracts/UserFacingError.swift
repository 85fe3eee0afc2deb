/// An error whose `message` is one line written for the person at the keyboard.
public protocol UserFacingError: Error {
    var message: String { get }
}

extension EventRejection: UserFacingError {}
extension NavigationError: UserFacingError {}
extension RouteError: UserFacingError {}
extension InteractionError: UserFacingError {}
extension AppLaunchError: UserFacingError {}
extension StorageError: UserFacingError {}
extension ResolveError: UserFacingError {}
