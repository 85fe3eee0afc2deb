import Viper
import ViperLocation

@MainActor final class SettingsInteractor: ViperInteractor<any SettingsInteractorOutput>, SettingsInteractorInput {
    private let device: SimulatedDevice
    private var observation: DeviceObservation?

    init(device: SimulatedDevice) {
        self.device = device
    }

    var permission: LocationPermission { device.permission }

    func setLocationAllowed(_ allowed: Bool) {
        device.setPermission(allowed ? .authorized : .denied)
    }

    func watchPermission() {
        observation = device.observe { [weak self] change in
            if case .permission(let permission) = change { self?.output?.permissionDidChange(permission) }
        }
    }
}
