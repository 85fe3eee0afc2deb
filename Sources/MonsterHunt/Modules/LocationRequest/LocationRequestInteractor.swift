import Viper
import ViperLocation

@MainActor final class LocationRequestInteractor: ViperInteractor<any LocationRequestInteractorOutput>, LocationRequestInteractorInput {
    private let device: SimulatedDevice
    private let follower = PermissionFollower()

    init(device: SimulatedDevice) {
        self.device = device
    }

    /// From any source: the prompt's answer, `sim location deny|restrict|allow`, …
    func watchPermission() {
        follower.follow(device, on: .locationRequest) { [weak self] in self?.output?.permissionCallsForAnotherScreen() }
    }

    func answerPrompt(allowed: Bool) {
        device.setPermission(allowed ? .authorized : .denied)
    }
}
