import Viper

@MainActor
final class LocationRequestInteractor: LocationRequestInteractorInput {
    private let device: SimulatedDevice

    init(device: SimulatedDevice) {
        self.device = device
    }

    func answerPrompt(allowed: Bool) {
        device.setPermission(allowed ? .authorized : .denied)
    }
}
