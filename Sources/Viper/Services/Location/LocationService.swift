/// The phone's location as an app reads it: where it is, whether the app may know, and each
/// change of either. `ViperLocation`'s `SimulatedDevice` is one.
@MainActor
public protocol LocationService: AnyObject, Sendable {
    /// Where the device is now.
    var position: Coordinate { get }
    /// Whether the app may read the position.
    var permission: LocationPermission { get }

    /// Calls `handler` after every change of position or permission until the token is
    /// released or cancelled.
    func observe(_ handler: @escaping @MainActor (DeviceChange) -> Void) -> DeviceObservation
}

/// A location service a person drives instead of the hardware: the REPL's
/// `sim location|move|walk` and a test's steps.
@MainActor
public protocol LocationSimulation: LocationService {
    /// Sets the permission as the phone's settings would (`sim location allow|deny|restrict|reset`).
    func setPermission(_ permission: LocationPermission)
    /// Moves the device at once.
    func move(to position: Coordinate)
    /// Moves the device `metres` along a great circle on `bearing` degrees (0 is north).
    func walk(metres: Double, bearing degrees: Double)
}
