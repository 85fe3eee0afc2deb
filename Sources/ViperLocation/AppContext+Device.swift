import ArgumentParser
import Viper

/// The key of the simulated phone in an app's context.
public enum SimulatedDeviceKey: ServiceKey {
    /// Keeps its settings among the app's documents; a failed save is a notice.
    public static func makeService(in context: AppContext) -> SimulatedDevice {
        SimulatedDevice(storage: context.storage, clock: context.clock) { error in context.notices.post(error.message) }
    }
}

extension AppContext {
    /// The simulated phone's location and its permission, driven by `sim location|move|walk`
    /// and keeping its settings among the app's documents: one per launch, made when the app
    /// first asks for it (which makes those commands apply to the app).
    @MainActor
    public var device: SimulatedDevice { service(SimulatedDeviceKey.self) }
}

/// A command-line option of a position, such as `--location 55.7539,37.6208`: `LAT,LON`.
extension Coordinate: ExpressibleByArgument {
    public init?(argument: String) {
        guard let coordinate = Coordinate.parse(argument) else { return nil }
        self = coordinate
    }
}
