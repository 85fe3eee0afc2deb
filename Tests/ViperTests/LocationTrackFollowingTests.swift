import Foundation
import Testing
import ViperTesting

@testable import Viper
@testable import ViperLocation

@MainActor
@Suite("Location: SimulatedDevice following a GPX track")
struct LocationTrackFollowingTests {
    let temporary: TemporaryFolder
    let clock = VirtualClock()
    let device: SimulatedDevice

    init() throws {
        temporary = try TemporaryFolder()
        device = SimulatedDevice(storage: DocumentStore(folder: temporary.url, notices: Notices()), clock: clock)
    }

    final class Received {
        var positions: [Coordinate] = []
    }

    static let start = Date(timeIntervalSince1970: 1_714_557_600)

    func point(_ latitude: Double, _ longitude: Double, at seconds: Double? = nil) -> GPXTrack.Point {
        GPXTrack.Point(coordinate: Coordinate(latitude: latitude, longitude: longitude)!, time: seconds.map { Self.start.addingTimeInterval($0) })
    }

    func track(_ points: GPXTrack.Point...) throws -> GPXTrack {
        try #require(GPXTrack(points: points))
    }

    @Test("positions change exactly at the track's times, the first at once")
    func timed() throws {
        let a = point(1, 1, at: 0)
        let b = point(2, 2, at: 5)
        let c = point(3, 3, at: 12.5)
        device.follow(try track(a, b, c))
        #expect(device.position == a.coordinate)
        #expect(device.isFollowingTrack)
        clock.advance(by: .milliseconds(4999))
        #expect(device.position == a.coordinate)
        clock.advance(by: .milliseconds(1))
        #expect(device.position == b.coordinate)
        clock.advance(by: .milliseconds(7499))
        #expect(device.position == b.coordinate)
        #expect(device.isFollowingTrack)
        clock.advance(by: .milliseconds(1))
        #expect(device.position == c.coordinate)
        #expect(!device.isFollowingTrack)
    }

    @Test("times count from the moment follow is called")
    func relativeToFollow() throws {
        clock.advance(by: .seconds(100))
        let a = point(1, 1, at: 0)
        let b = point(2, 2, at: 3)
        device.follow(try track(a, b))
        clock.advance(by: .milliseconds(2999))
        #expect(device.position == a.coordinate)
        clock.advance(by: .milliseconds(1))
        #expect(device.position == b.coordinate)
    }

    @Test("points without times are one second apart, and observers see every step")
    func untimed() throws {
        let points = [point(1, 1), point(2, 2), point(3, 3)]
        let received = Received()
        let observation = device.observe { if case .position(let p) = $0 { received.positions.append(p) } }
        device.follow(try #require(GPXTrack(points: points)))
        clock.advance(by: .milliseconds(999))
        #expect(received.positions == [points[0].coordinate])
        clock.advance(by: .milliseconds(1))
        #expect(device.position == points[1].coordinate)
        clock.advance(by: .seconds(1))
        #expect(received.positions == points.map(\.coordinate))
        #expect(!device.isFollowingTrack)
        _ = observation
    }

    @Test("offsets: untimed points a second after the previous, backwards times clamp, timed points keep spacing")
    func offsets() throws {
        let mixed = try track(point(0, 0), point(0, 1, at: 50), point(0, 2), point(0, 3, at: 60), point(0, 4, at: 40))
        #expect(mixed.offsets == [.zero, .seconds(1), .seconds(2), .seconds(11), .seconds(11)])
        let fractional = try track(point(0, 0, at: 0.1), point(0, 1, at: 0.3))
        #expect(fractional.offsets == [.zero, .milliseconds(200)])
    }

    @Test("a one-point track moves the device and is finished at once")
    func onePoint() throws {
        let only = point(5, 5, at: 0)
        device.follow(try track(only))
        #expect(device.position == only.coordinate)
        #expect(!device.isFollowingTrack)
    }

    @Test("a new track cancels the one being followed")
    func newTrackCancelsOld() throws {
        let received = Received()
        let observation = device.observe { if case .position(let p) = $0 { received.positions.append(p) } }
        device.follow(try track(point(1, 1, at: 0), point(2, 2, at: 2), point(3, 3, at: 4)))
        clock.advance(by: .seconds(1))
        device.follow(try track(point(10, 10, at: 0), point(20, 20, at: 5)))
        clock.advance(by: .seconds(60))
        #expect(received.positions == [point(1, 1).coordinate, point(10, 10).coordinate, point(20, 20).coordinate])
        _ = observation
    }

    @Test("move and walk cancel the track; changing the permission does not")
    func moveCancels() throws {
        let target = try #require(Coordinate(latitude: -10, longitude: -10))
        device.follow(try track(point(1, 1, at: 0), point(2, 2, at: 2)))
        device.setPermission(.authorized)
        #expect(device.isFollowingTrack)
        device.move(to: target)
        #expect(!device.isFollowingTrack)
        clock.advance(by: .seconds(10))
        #expect(device.position == target)

        device.follow(try track(point(1, 1, at: 0), point(2, 2, at: 2)))
        device.walk(metres: 10, bearing: 0)
        let walked = device.position
        #expect(!device.isFollowingTrack)
        clock.advance(by: .seconds(10))
        #expect(device.position == walked)
    }

    @Test("an observer that moves the device on a track step stops the rest of the track")
    func observerMoveStopsTrack() throws {
        let home = try #require(Coordinate(latitude: -1, longitude: -1))
        let second = point(2, 2, at: 1)
        let observation = device.observe { [device = self.device] change in
            if change == .position(second.coordinate) { device.move(to: home) }
        }
        device.follow(try track(point(1, 1, at: 0), second, point(3, 3, at: 2)))
        clock.advance(by: .seconds(5))
        #expect(device.position == home)
        #expect(!device.isFollowingTrack)
        _ = observation
    }

    @Test("a released device leaves no timer behind that could fire")
    func releasedDevice() throws {
        var device: SimulatedDevice? = SimulatedDevice(storage: DocumentStore(folder: temporary.url, notices: Notices()), clock: clock)
        weak let weakDevice = device
        device?.follow(try track(point(1, 1, at: 0), point(2, 2, at: 1)))
        device = nil
        #expect(weakDevice == nil)
        #expect(clock.nextDeadline == nil)
        clock.advance(by: .seconds(5))
    }
}
