import Viper
import ViperLocation

/// The screens Monster Hunt starts on, one for each kind of location permission.
enum StartScreen: Equatable {
    /// Screen 1: not asked yet.
    case locationRequest
    /// Screen 2: refused, or not allowed on this device.
    case noPermission
    case map

    init(for permission: LocationPermission) {
        switch permission {
        case .notDetermined: self = .locationRequest
        case .denied, .restricted: self = .noPermission
        case .authorized: self = .map
        }
    }
}

/// Keeps a start screen in step with the device: whatever changes the permission (the
/// prompt, Settings, `sim location …`), the screen hears when it now calls for another one.
@MainActor
final class PermissionFollower {
    private var observation: DeviceObservation?

    func follow(_ device: SimulatedDevice, on screen: StartScreen, leave: @escaping @MainActor () -> Void) {
        observation = device.observe { change in
            if case .permission(let permission) = change, StartScreen(for: permission) != screen { leave() }
        }
    }
}
