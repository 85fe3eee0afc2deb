/// What changed on a location service.
public enum DeviceChange: Equatable, Sendable {
    /// The device moved to this position.
    case position(Coordinate)
    /// The app's location permission became this.
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

    /// Stops the handler: no change reaches it any more.
    public func cancel() {
        handler = nil
    }

    package var isActive: Bool { handler != nil }

    package func deliver(_ change: DeviceChange) {
        handler?(change)
    }
}
