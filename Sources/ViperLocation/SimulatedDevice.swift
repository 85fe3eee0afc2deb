import Foundation
import Viper

/// The phone's location hardware and its settings, simulated. Views and interactors observe it;
/// the REPL's `sim` commands and a GPX track drive it.
///
/// The permission is saved as the document `device-settings`, so like a real phone's setting
/// it survives restarts. When that save fails the new permission still holds for this run and
/// the failure goes to the `saveError` handler given at init (by default a `warning:` line on
/// standard error, so it is never silent).
@MainActor
public final class SimulatedDevice: LocationSimulation {
    /// Red Square, Moscow.
    public nonisolated static let defaultPosition = Coordinate(latitude: 55.7539, longitude: 37.6208)!

    private static let settingsDocument = "device-settings"

    private struct WeakObservation {
        weak var observation: DeviceObservation?
    }

    public private(set) var position: Coordinate
    public private(set) var permission: LocationPermission

    private let storage: DocumentStore
    private let clock: any AppClock
    private let saveError: @MainActor (StorageError) -> Void
    private var trackTimer: TimerHandle?
    private var observations: [WeakObservation] = []
    private var pendingChanges: [DeviceChange] = []
    private var isNotifying = false

    public init(
        position: Coordinate = SimulatedDevice.defaultPosition,
        storage: DocumentStore,
        clock: any AppClock,
        saveError: @escaping @MainActor (StorageError) -> Void = SimulatedDevice.warnOnStandardError
    ) {
        self.position = position
        self.storage = storage
        self.clock = clock
        self.saveError = saveError
        permission = storage.load(DeviceSettings.self, from: Self.settingsDocument)?.permission ?? .notDetermined
    }

    /// The default `saveError` handler.
    public nonisolated static func warnOnStandardError(_ error: StorageError) {
        FileHandle.standardError.write(Data("warning: device settings not saved: \(error.message)\n".utf8))
    }

    // MARK: Settings

    public func setPermission(_ permission: LocationPermission) {
        do throws(StorageError) {
            try storage.save(DeviceSettings(permission: permission), as: Self.settingsDocument)
        } catch {
            saveError(error)
        }
        guard permission != self.permission else { return }
        self.permission = permission
        post(.permission(permission))
    }

    // MARK: Position

    /// Moves the device at once, and stops following a track.
    public func move(to position: Coordinate) {
        trackTimer = nil
        setPosition(position)
    }

    /// Moves the device along a great circle from where it is, and stops following a track.
    public func walk(metres: Double, bearing degrees: Double) {
        move(to: Geodesy.destination(from: position, distance: metres, bearing: degrees))
    }

    /// Follows a track: positions change at the track's times on the clock (relative to its first point; points without times one second apart), cancelling any track being followed.
    ///
    /// The first point is taken at once. `move(to:)`, `walk(metres:bearing:)` and another
    /// `follow(_:)` stop the track; changing the permission does not.
    public func follow(_ track: GPXTrack) {
        let start = clock.now
        let offsets = track.offsets
        // The next point is scheduled before this one is announced, so an observer that moves
        // the device cancels the rest of the track rather than being overtaken by it.
        scheduleStep(1, of: track, offsets: offsets, start: start)
        setPosition(track.points[0].coordinate)
    }

    public var isFollowingTrack: Bool { trackTimer != nil }

    private func scheduleStep(_ index: Int, of track: GPXTrack, offsets: [Duration], start: Duration) {
        guard index < track.points.count else {
            trackTimer = nil
            return
        }
        let delay = max(.zero, start + offsets[index] - clock.now)
        trackTimer = clock.schedule(after: delay) { [weak self] in
            guard let self else { return }
            scheduleStep(index + 1, of: track, offsets: offsets, start: start)
            setPosition(track.points[index].coordinate)
        }
    }

    private func setPosition(_ position: Coordinate) {
        guard position != self.position else { return }
        self.position = position
        post(.position(position))
    }

    // MARK: Observing

    /// Calls `handler` after every change of position or permission until the token is released or cancelled.
    ///
    /// Changes arrive in the order they happened, even when a handler itself changes the device.
    public func observe(_ handler: @escaping @MainActor (DeviceChange) -> Void) -> DeviceObservation {
        let observation = DeviceObservation(handler: handler)
        observations.append(WeakObservation(observation: observation))
        return observation
    }

    private func post(_ change: DeviceChange) {
        pendingChanges.append(change)
        guard !isNotifying else { return }
        isNotifying = true
        defer { isNotifying = false }
        while !pendingChanges.isEmpty {
            let change = pendingChanges.removeFirst()
            observations.removeAll { $0.observation?.isActive != true }
            for entry in observations {
                entry.observation?.deliver(change)
            }
        }
    }
}
