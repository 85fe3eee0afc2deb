import Foundation
import Testing
import ViperLocation

@testable import Viper

@Suite("Location: Coordinate")
struct LocationCoordinateTests {
    @Test("valid ranges are accepted, edges included")
    func valid() {
        #expect(Coordinate(latitude: 90, longitude: 180) != nil)
        #expect(Coordinate(latitude: -90, longitude: -180) != nil)
        #expect(Coordinate(latitude: 0, longitude: 0) != nil)
    }

    @Test("out of range and non-finite values are rejected")
    func invalid() {
        #expect(Coordinate(latitude: 90.0001, longitude: 0) == nil)
        #expect(Coordinate(latitude: -91, longitude: 0) == nil)
        #expect(Coordinate(latitude: 0, longitude: 180.5) == nil)
        #expect(Coordinate(latitude: 0, longitude: -181) == nil)
        #expect(Coordinate(latitude: .nan, longitude: 0) == nil)
        #expect(Coordinate(latitude: 0, longitude: .infinity) == nil)
    }

    @Test("parse reads lat,lon with optional spaces")
    func parse() {
        #expect(Coordinate.parse("55.7539,37.6208") == Coordinate(latitude: 55.7539, longitude: 37.6208))
        #expect(Coordinate.parse("55.7539, 37.6208") == Coordinate(latitude: 55.7539, longitude: 37.6208))
        #expect(Coordinate.parse("-33.8688,  151.2093") == Coordinate(latitude: -33.8688, longitude: 151.2093))
        #expect(Coordinate.parse("0,0") == Coordinate(latitude: 0, longitude: 0))
    }

    @Test(
        "parse rejects what is not one valid pair", arguments: ["abc", "91,0", "0,181", "1", "nan,0", "1,2,3", "", ",", "1,", "inf,0", "0x10,0", "1;2", "1 2"])
    func parseRejects(text: String) {
        #expect(Coordinate.parse(text) == nil)
    }

    @Test("description has five decimals and never shows -0")
    func description() {
        #expect(Coordinate(latitude: 55.7539, longitude: 37.6208)!.description == "55.75390,37.62080")
        #expect(Coordinate(latitude: -0.000001, longitude: -12.5)!.description == "0.00000,-12.50000")
    }

    @Test("Codable round trip; an out of range document fails to decode")
    func codable() throws {
        let coordinate = try #require(Coordinate(latitude: 55.7539, longitude: 37.6208))
        let data = try JSONEncoder().encode(coordinate)
        #expect(try JSONDecoder().decode(Coordinate.self, from: data) == coordinate)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Coordinate.self, from: Data(#"{"latitude": 95, "longitude": 0}"#.utf8))
        }
    }
}
