import Viper

/// What changed on a `SimulatedDevice`.
public enum DeviceChange: Equatable, Sendable {
    case position(Coordinate)
    case permission(LocationPermission)
}

/// Keeps a `SimulatedDevice.observe(_:)` handler alive. The device refers to it weakly, so
/// releasing it stops the handler just as `cancel()` does.
@MainActor
public final class DeviceObservation {
    private var handler: (@MainActor (DeviceChange) -> Void)?

    init(handler: @escaping @MainActor (DeviceChange) -> Void) {
        self.handler = handler
    }

    public func cancel() {
        handler = nil
    }

    var isActive: Bool { handler != nil }

    func deliver(_ change: DeviceChange) {
        handler?(change)
    }
}
