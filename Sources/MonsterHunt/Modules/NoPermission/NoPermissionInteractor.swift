import Viper

@MainActor
final class NoPermissionInteractor: NoPermissionInteractorInput {
    weak var output: (any NoPermissionInteractorOutput)?
    private let device: SimulatedDevice
    private var observation: DeviceObservation?

    init(device: SimulatedDevice) {
        self.device = device
    }

    /// From any source: the Settings screen, `sim location allow`, …
    func watchPermission() {
        observation = device.observe { [weak self] change in
            if change == .permission(.authorized) { self?.output?.permissionWasGranted() }
        }
    }
}
