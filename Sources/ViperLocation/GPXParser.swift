import Foundation
import Viper

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Collects the track points of a GPX document with `XMLParser`, stopping at the first problem.
/// Elements are matched by local name, so the GPX 1.1 namespace may be present or not.
final class GPXParser: NSObject, XMLParserDelegate {
    private static let trackPointPath = ["gpx", "trk", "trkseg", "trkpt"]
    private static let timePath = trackPointPath + ["time"]

    private var path: [String] = []
    private var sawRoot = false
    private var points: [GPXTrack.Point] = []
    private var pendingCoordinate: Coordinate?
    private var pendingTime: Date?
    private var timeText: String?
    private var failure: GPXError?

    static func points(in data: Data) throws(GPXError) -> [GPXTrack.Point] {
        let collector = GPXParser()
        let parser = XMLParser(data: data)
        parser.shouldProcessNamespaces = true
        parser.shouldResolveExternalEntities = false
        parser.delegate = collector
        let finished = parser.parse()
        if let failure = collector.failure { throw failure }
        if !finished, let error = parser.parserError {
            throw GPXError("line \(max(1, parser.lineNumber)): not well-formed XML (\(LibXMLError.describe((error as NSError).code)))")
        }
        guard collector.sawRoot else {
            let blank = data.allSatisfy { [0x20, 0x09, 0x0A, 0x0D].contains($0) }
            throw GPXError(blank ? "the file is empty" : "not a GPX file: no root element")
        }
        return collector.points
    }

    private func fail(_ parser: XMLParser, _ message: String) {
        guard failure == nil else { return }
        failure = GPXError("line \(max(1, parser.lineNumber)): \(message)")
        parser.abortParsing()
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        fail(parser, "not well-formed XML (\(LibXMLError.describe((parseError as NSError).code)))")
    }

    func parser(
        _ parser: XMLParser,
        didStartElement elementName: String,
        namespaceURI: String?,
        qualifiedName qName: String?,
        attributes attributeDict: [String: String] = [:]
    ) {
        guard failure == nil else { return }
        if path.isEmpty {
            guard elementName == "gpx" else { return fail(parser, "not a GPX file: the root element is \(elementName), not gpx") }
            sawRoot = true
        }
        path.append(elementName)
        if path == Self.trackPointPath {
            pendingCoordinate = nil
            pendingTime = nil
            guard let latitude = number(attributeDict, "lat", range: -90...90, parser),
                let longitude = number(attributeDict, "lon", range: -180...180, parser)
            else { return }
            pendingCoordinate = Coordinate(latitude: latitude, longitude: longitude)
        } else if path == Self.timePath {
            timeText = ""
        }
    }

    private func number(_ attributes: [String: String], _ name: String, range: ClosedRange<Double>, _ parser: XMLParser) -> Double? {
        guard let text = attributes[name] else {
            fail(parser, "trkpt has no \(name) attribute")
            return nil
        }
        guard let value = Coordinate.decimal(text) else {
            fail(parser, "\(name) \"\(text)\" is not a number")
            return nil
        }
        guard range.contains(value) else {
            fail(parser, "\(name) \(text) is out of range")
            return nil
        }
        return value
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        timeText? += string
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        guard failure == nil else { return }
        if path == Self.timePath, let text = timeText {
            timeText = nil
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard let time = try? Date(trimmed, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true)) else {
                return fail(parser, "time \"\(trimmed)\" is not an ISO 8601 date and time")
            }
            pendingTime = time
        } else if path == Self.trackPointPath, let coordinate = pendingCoordinate {
            points.append(GPXTrack.Point(coordinate: coordinate, time: pendingTime))
        }
        path.removeLast()
    }
}
