import Foundation
import Viper

/// A recorded route: the track points of a GPX 1.1 file, in order.
public struct GPXTrack: Equatable, Sendable {
    public struct Point: Equatable, Sendable {
        public let coordinate: Coordinate
        public let time: Date?

        public init(coordinate: Coordinate, time: Date? = nil) {
            self.coordinate = coordinate
            self.time = time
        }
    }

    /// At least one.
    public let points: [Point]

    /// `nil` for no points.
    public init?(points: [Point]) {
        guard !points.isEmpty else { return nil }
        self.points = points
    }

    /// Reads `gpx/trk/trkseg/trkpt` elements (every track and segment, in document order) with
    /// their `lat`, `lon` and optional `<time>`; waypoints and routes are ignored.
    public static func parse(_ data: Data) throws(GPXError) -> GPXTrack {
        let points = try GPXParser.points(in: data)
        guard let track = GPXTrack(points: points) else { throw GPXError("no trkpt in the track") }
        return track
    }
}
