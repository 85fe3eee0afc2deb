/// An error whose `message` is one line written for the person at the keyboard. It prints as
/// that line, so a failed test says what went wrong, not the shape of an enum.
public protocol UserFacingError: Error, CustomStringConvertible {
    /// What went wrong, in one line for the person at the keyboard.
    var message: String { get }
}

extension UserFacingError {
    public var description: String { message }
}

extension EventRejection: UserFacingError {}
extension NavigationError: UserFacingError {}
extension RouteError: UserFacingError {}
extension InteractionError: UserFacingError {}
extension AppLaunchError: UserFacingError {}
extension StorageError: UserFacingError {}
extension ResolveError: UserFacingError {}
extension HTTPError: UserFacingError {}
