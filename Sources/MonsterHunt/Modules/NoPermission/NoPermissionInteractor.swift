import Viper
import ViperLocation

@MainActor final class NoPermissionInteractor: ViperInteractor<any NoPermissionInteractorOutput>, NoPermissionInteractorInput {
    private let device: SimulatedDevice
    private let follower = PermissionFollower()

    init(device: SimulatedDevice) {
        self.device = device
    }

    /// From any source: the Settings screen, `sim location allow`, …
    func watchPermission() {
        follower.follow(device, on: .noPermission) { [weak self] in self?.output?.permissionCallsForAnotherScreen() }
    }
}
