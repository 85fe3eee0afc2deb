import Foundation
import Testing

@testable import Viper
@testable import ViperLocation

@Suite("GPX 1.1 tracks")
struct GPXParserTests {
    func parse(_ text: String) throws(GPXError) -> GPXTrack {
        try GPXTrack.parse(Data(text.utf8))
    }

    func error(_ text: String) -> String? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error.message
        }
    }

    static let timed = """
        <?xml version="1.0" encoding="UTF-8"?>
        <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1"
             xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
          <metadata><time>2024-05-01T09:00:00Z</time></metadata>
          <wpt lat="10" lon="10"><name>not a track point</name></wpt>
          <trk>
            <name>Morning walk</name>
            <trkseg>
              <trkpt lat="55.7539" lon="37.6208"><ele>140</ele><time>2024-05-01T10:00:00Z</time></trkpt>
              <trkpt lat="55.7548" lon="37.6210">
                <time>2024-05-01T10:00:05.250Z</time>
              </trkpt>
            </trkseg>
            <trkseg>
              <trkpt lat="-33.8688" lon="151.2093"><time>2024-05-01T13:00:10+03:00</time></trkpt>
            </trkseg>
          </trk>
        </gpx>
        """

    @Test("a GPX 1.1 file with times: every segment in order, fractions and offsets understood")
    func timedTrack() throws {
        let track = try parse(Self.timed)
        #expect(
            track.points.map(\.coordinate) == [
                Coordinate(latitude: 55.7539, longitude: 37.6208)!,
                Coordinate(latitude: 55.7548, longitude: 37.6210)!,
                Coordinate(latitude: -33.8688, longitude: 151.2093)!,
            ])
        let start = Date(timeIntervalSince1970: 1_714_557_600)
        #expect(track.points[0].time == start)
        let second = try #require(track.points[1].time)
        #expect(abs(second.timeIntervalSince(start) - 5.25) < 1e-6)
        #expect(track.points[2].time == start.addingTimeInterval(10))
        #expect(track.offsets == [.zero, .milliseconds(5250), .seconds(10)])
    }

    @Test("a track without times, and without a namespace")
    func untimedTrack() throws {
        let track = try parse(
            """
            <gpx version="1.1"><trk><trkseg>
            <trkpt lat="1.5" lon="-2.25"/>
            <trkpt lon="3" lat="4"></trkpt>
            </trkseg></trk></gpx>
            """)
        #expect(
            track.points == [
                GPXTrack.Point(coordinate: Coordinate(latitude: 1.5, longitude: -2.25)!),
                GPXTrack.Point(coordinate: Coordinate(latitude: 4, longitude: 3)!),
            ])
        #expect(track.offsets == [.zero, .seconds(1)])
    }

    @Test("a namespace prefix on the GPX elements is fine")
    func prefixedNamespace() throws {
        let track = try parse(
            """
            <g:gpx xmlns:g="http://www.topografix.com/GPX/1/1" version="1.1"><g:trk><g:trkseg>
            <g:trkpt lat="1" lon="2"><g:time>2024-05-01T10:00:00Z</g:time></g:trkpt>
            </g:trkseg></g:trk></g:gpx>
            """)
        #expect(track.points.count == 1)
        #expect(track.points[0].time == Date(timeIntervalSince1970: 1_714_557_600))
    }

    @Test("malformed XML names the line")
    func malformed() {
        #expect(error("<gpx>\n<trk>\n</trkk>\n</gpx>") == "line 3: not well-formed XML (start and end tags do not match)")
        #expect(error("<gpx>\n<trk>\n<trkseg>\n<trkpt lat=1 lon=\"2\"/>") == "line 4: not well-formed XML (attribute value without quotes)")
        #expect(error("<gpx>\n<trk>\n<trkseg>\n") == "line 3: not well-formed XML (unexpected end of the document, or content after the root element)")
        #expect(error("<gpx>\n\n<trk>&nbsp;</trk></gpx>") == "line 3: not well-formed XML (undeclared entity)")
    }

    @Test("a track point without lat or lon names the line")
    func missingAttributes() {
        let noLat =
            "<gpx xmlns=\"http://www.topografix.com/GPX/1/1\">\n<trk>\n<trkseg>\n<trkpt lat=\"1\" lon=\"2\"/>\n<trkpt lon=\"2\"/>\n</trkseg></trk></gpx>"
        #expect(error(noLat) == "line 5: trkpt has no lat attribute")
        #expect(error("<gpx><trk><trkseg>\n\n<trkpt lat=\"1\"/></trkseg></trk></gpx>") == "line 3: trkpt has no lon attribute")
    }

    @Test("values out of range or not numbers name the line and the value")
    func badValues() {
        #expect(error("<gpx><trk><trkseg>\n<trkpt lat=\"123\" lon=\"0\"/></trkseg></trk></gpx>") == "line 2: lat 123 is out of range")
        #expect(error("<gpx><trk><trkseg>\n\n<trkpt lat=\"0\" lon=\"-180.5\"/></trkseg></trk></gpx>") == "line 3: lon -180.5 is out of range")
        #expect(error("<gpx><trk><trkseg>\n<trkpt lat=\"north\" lon=\"0\"/></trkseg></trk></gpx>") == "line 2: lat \"north\" is not a number")
        #expect(error("<gpx><trk><trkseg>\n<trkpt lat=\"nan\" lon=\"0\"/></trkseg></trk></gpx>") == "line 2: lat \"nan\" is not a number")
        #expect(
            error("<gpx><trk><trkseg>\n<trkpt lat=\"1\" lon=\"0\">\n<time>yesterday</time></trkpt></trkseg></trk></gpx>")
                == "line 3: time \"yesterday\" is not an ISO 8601 date and time")
        #expect(
            error("<gpx><trk><trkseg>\n<trkpt lat=\"1\" lon=\"0\"><time>2024-05-01T10:00:00</time></trkpt></trkseg></trk></gpx>")
                == "line 2: time \"2024-05-01T10:00:00\" is not an ISO 8601 date and time")
    }

    @Test("an empty track, a file with only waypoints, an empty file and another format are errors")
    func noPoints() {
        #expect(error("<gpx xmlns=\"http://www.topografix.com/GPX/1/1\"><trk><trkseg></trkseg></trk></gpx>") == "no trkpt in the track")
        #expect(error("<gpx><wpt lat=\"1\" lon=\"2\"/><rte><rtept lat=\"1\" lon=\"2\"/></rte></gpx>") == "no trkpt in the track")
        #expect(error("") == "the file is empty")
        #expect(error("  \n") == "the file is empty")
        #expect(error("<kml>\n</kml>") == "line 1: not a GPX file: the root element is kml, not gpx")
        #expect(error("hello") == "line 1: not well-formed XML (no root element)")
    }

    @Test("track points outside gpx/trk/trkseg are not taken")
    func onlyTrackSegments() throws {
        let track = try parse("<gpx><trkpt lat=\"9\" lon=\"9\"/><trk><trkpt lat=\"8\" lon=\"8\"/><trkseg><trkpt lat=\"1\" lon=\"1\"/></trkseg></trk></gpx>")
        #expect(track.points.map(\.coordinate) == [Coordinate(latitude: 1, longitude: 1)!])
    }

    @Test("errors read as their message")
    func errorDescription() {
        #expect(String(describing: GPXError("no trkpt in the track")) == "no trkpt in the track")
    }
}
