import Foundation
import Testing
import ViperLocation
import ViperTesting

@testable import Viper

@MainActor
@Suite("Location: SimulatedDevice settings and observers")
struct LocationDeviceTests {
    let temporary: TemporaryFolder
    let notices = Notices()
    let clock = VirtualClock()
    let storage: DocumentStore

    init() throws {
        temporary = try TemporaryFolder()
        storage = DocumentStore(folder: temporary.url.appendingPathComponent("app"), notices: notices)
    }

    final class Received {
        var changes: [DeviceChange] = []
    }

    func makeDevice() -> SimulatedDevice {
        SimulatedDevice(storage: storage, clock: clock, saveError: { error in Issue.record("unexpected save error: \(error.message)") })
    }

    @Test("a new device is at the default position with permission not determined")
    func defaults() {
        let device = makeDevice()
        #expect(device.permission == .notDetermined)
        #expect(device.position == SimulatedDevice.defaultPosition)
        #expect(device.position == Coordinate(latitude: 55.7539, longitude: 37.6208))
        #expect(!device.isFollowingTrack)
    }

    @Test("the permission survives a new device on the same folder", arguments: LocationPermission.allCases)
    func persists(permission: LocationPermission) {
        makeDevice().setPermission(permission)
        #expect(makeDevice().permission == permission)
        #expect(FileManager.default.fileExists(atPath: storage.url(of: "device-settings").path))
    }

    @Test("a corrupt settings file is moved aside with a notice and the permission is not determined")
    func corruptSettings() throws {
        try FileManager.default.createDirectory(at: storage.folder, withIntermediateDirectories: true)
        try Data(#"{"permission": "maybe"}"#.utf8).write(to: storage.url(of: "device-settings"))
        let device = makeDevice()
        #expect(device.permission == .notDetermined)
        #expect(FileManager.default.fileExists(atPath: storage.folder.appendingPathComponent("device-settings.corrupt-1.json").path))
        #expect(!FileManager.default.fileExists(atPath: storage.url(of: "device-settings").path))
        #expect(notices.drain().count == 1)
        device.setPermission(.denied)
        #expect(makeDevice().permission == .denied)
    }

    @Test("a failed save goes to saveError; the permission still changes for this run")
    func failedSave() throws {
        let blocker = temporary.url.appendingPathComponent("blocker")
        try Data("not a folder".utf8).write(to: blocker)
        let storage = DocumentStore(folder: blocker.appendingPathComponent("app"), notices: notices)
        var errors: [StorageError] = []
        let device = SimulatedDevice(storage: storage, clock: clock, saveError: { errors.append($0) })
        let received = Received()
        let observation = device.observe { received.changes.append($0) }
        device.setPermission(.authorized)
        #expect(errors.count == 1)
        #expect(device.permission == .authorized)
        #expect(received.changes == [.permission(.authorized)])
        _ = observation
    }

    @Test("observers get position and permission changes in order")
    func observersInOrder() throws {
        let device = makeDevice()
        let first = Received()
        let second = Received()
        let a = device.observe { first.changes.append($0) }
        let b = device.observe { second.changes.append($0) }
        let moscow = try #require(Coordinate(latitude: 55.7539, longitude: 37.6208))
        let there = try #require(Coordinate(latitude: 10, longitude: 20))
        device.setPermission(.authorized)
        device.move(to: there)
        device.setPermission(.denied)
        device.move(to: moscow)
        let expected: [DeviceChange] = [.permission(.authorized), .position(there), .permission(.denied), .position(moscow)]
        #expect(first.changes == expected)
        #expect(second.changes == expected)
        _ = (a, b)
    }

    @Test("setting what is already so is not a change")
    func noOpIsSilent() {
        let device = makeDevice()
        let received = Received()
        let observation = device.observe { received.changes.append($0) }
        device.setPermission(.notDetermined)
        device.move(to: device.position)
        device.walk(metres: 0, bearing: 45)
        #expect(received.changes.isEmpty)
        _ = observation
    }

    @Test("a cancelled or released observation gets nothing; the others go on")
    func cancelledAndReleased() throws {
        let device = makeDevice()
        let kept = Received()
        let cancelled = Received()
        let released = Received()
        let keptObservation = device.observe { kept.changes.append($0) }
        let cancelledObservation = device.observe { cancelled.changes.append($0) }
        var releasedObservation: DeviceObservation? = device.observe { released.changes.append($0) }
        weak let weakReleased = releasedObservation
        cancelledObservation.cancel()
        releasedObservation = nil
        #expect(weakReleased == nil)
        device.setPermission(.restricted)
        device.walk(metres: 10, bearing: 0)
        #expect(kept.changes.count == 2)
        #expect(cancelled.changes.isEmpty)
        #expect(released.changes.isEmpty)
        _ = (keptObservation, releasedObservation)
    }

    @Test("an observer cancelled by another during a change does not get it")
    func cancelledDuringDelivery() {
        let device = makeDevice()
        let late = Received()
        var lateObservation: DeviceObservation?
        let first = device.observe { _ in lateObservation?.cancel() }
        lateObservation = device.observe { late.changes.append($0) }
        device.setPermission(.authorized)
        #expect(late.changes.isEmpty)
        _ = first
    }

    @Test("a change made by an observer reaches everyone after the change that caused it")
    func reentrantChangesStayInOrder() throws {
        let device = makeDevice()
        let there = try #require(Coordinate(latitude: 1, longitude: 2))
        let reactor = device.observe { change in
            if change == .permission(.authorized) { device.move(to: there) }
        }
        let received = Received()
        let watcher = device.observe { received.changes.append($0) }
        device.setPermission(.authorized)
        #expect(received.changes == [.permission(.authorized), .position(there)])
        #expect(device.position == there)
        _ = (reactor, watcher)
    }

    @Test("walking 100 m north adds about 0.000898° of latitude (WGS84 at Moscow)")
    func walkNorth() {
        let device = makeDevice()
        let start = device.position
        device.walk(metres: 100, bearing: 0)
        #expect(abs(device.position.latitude - start.latitude - 0.000898) < 0.000001)
        #expect(abs(device.position.longitude - start.longitude) < 1e-9)
        #expect(abs(Geodesy.distance(start, device.position) - 100) < 0.001)
    }

    @Test("walking away and back along the reverse bearing comes back")
    func walkBack() {
        let device = makeDevice()
        let start = device.position
        device.walk(metres: 250, bearing: 60)
        #expect(device.position.longitude > start.longitude)
        device.walk(metres: 250, bearing: Geodesy.bearing(from: device.position, to: start))
        #expect(Geodesy.distance(start, device.position) < 0.001)
        device.walk(metres: 250, bearing: 0)
        device.walk(metres: 250, bearing: 180)
        #expect(Geodesy.distance(start, device.position) < 0.001)
    }
}
