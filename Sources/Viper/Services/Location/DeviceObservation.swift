/// What changed on a location service.
public enum DeviceChange: Equatable, Sendable {
    case position(Coordinate)
    case permission(LocationPermission)
}

/// Keeps a `LocationService.observe(_:)` handler alive. The service refers to it weakly, so
/// releasing it stops the handler just as `cancel()` does.
@MainActor
public final class DeviceObservation {
    private var handler: (@MainActor (DeviceChange) -> Void)?

    package init(handler: @escaping @MainActor (DeviceChange) -> Void) {
        self.handler = handler
    }

    public func cancel() {
        handler = nil
    }

    package var isActive: Bool { handler != nil }

    package func deliver(_ change: DeviceChange) {
        handler?(change)
    }
}
