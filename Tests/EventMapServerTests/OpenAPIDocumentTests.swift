import EventMapAPI
import Foundation
import Logging
import Testing
import Viper
import ViperLocation

@testable import EventMapServer

/// The document is the contract: these keep it and the server in agreement.
@Suite("OpenAPI document")
struct OpenAPIDocumentTests {
    /// EventMapAPI's document; empty when it cannot be read, which fails every test here.
    static let yaml = (try? APIDocument.text()) ?? ""

    /// "METHOD /path" for each operation of the document, read off its two-level layout.
    static var documented: Set<String> { Set(statuses.keys) }

    /// The statuses each operation of the document answers, "METHOD /path": ["200", …].
    static var statuses: [String: Set<String>] {
        var statuses: [String: Set<String>] = [:]
        var path: String?
        var operation: String?
        for line in Self.yaml.split(separator: "\n") {
            if line.hasPrefix("  /"), line.hasSuffix(":") {
                path = String(line.dropFirst(2).dropLast())
            } else if line.hasPrefix("components:") {
                path = nil
            } else if let path, line.hasPrefix("    "), !line.hasPrefix("     "), line.hasSuffix(":") {
                let named = line.trimmingCharacters(in: .whitespaces).dropLast().uppercased() + " " + path
                if statuses[named] == nil { statuses[named] = [] }
                operation = named
            } else if let operation, path != nil, let match = line.firstMatch(of: /^        '([0-9]{3})':/) {
                statuses[operation, default: []].insert(String(match.output.1))
            }
        }
        return statuses
    }

    /// The parameters each operation of the document takes, by its operationId: ["listEvents": ["south", …]].
    static var parameters: [String: Set<String>] {
        var parameters: [String: Set<String>] = [:]
        var operation: String?
        for line in Self.yaml.split(separator: "\n") {
            if let match = line.firstMatch(of: /^      operationId: (\w+)/) {
                operation = String(match.output.1)
                parameters[String(match.output.1)] = []
            } else if line.hasPrefix("components:") {
                operation = nil
            } else if let operation, let match = line.firstMatch(of: /^        - \{(?:name: ([\w-]+)|\$ref: '#\/components\/parameters\/(\w+)')/) {
                parameters[operation, default: []].insert(String(match.output.1 ?? match.output.2 ?? ""))
            }
        }
        return parameters
    }

    /// The properties of a schema of the document's components.
    static func properties(of schema: String) -> Set<String> {
        let lines = Self.yaml.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(of: "    \(schema):"), let list = lines[start...].firstIndex(of: "      properties:") else { return [] }
        return Set(
            lines[(list + 1)...].prefix { $0.hasPrefix("        ") }.filter { !$0.hasPrefix("         ") }.map {
                String($0.trimmingCharacters(in: .whitespaces).prefix { $0 != ":" })
            })
    }

    @Test func everyRouteIsDocumentedAndEveryDocumentedOperationIsARoute() async throws {
        let harness = try await APIHarness(.sqlite)
        let router = try EventsRoutes.router(of: harness.server)
        let routes = Set(router.routes.map { "\($0.method.rawValue) \($0.path.description.replacingOccurrences(of: ":id", with: "{id}"))" })
        #expect(routes == Self.documented)
        #expect(Self.documented.count >= 14)
    }

    /// The generated layer checks a parameter's type but not its rules, nor names it when it is
    /// wrong: ParameterGate does, for every parameter the document gives an operation but free text.
    @Test func everyDocumentedParameterHasTheGatesRule() {
        let parameters = Self.parameters
        #expect(parameters.count == Self.documented.count, "an operationId for each operation")
        for (operation, documented) in parameters {
            let ruled = Set(ParameterGate.rules(of: operation).map(\.name))
            #expect(ruled == documented.subtracting(["text"]), "\(operation): the document names \(documented.sorted()), the gate \(ruled.sorted())")
        }
    }

    /// Every operation with a body can answer 400, 413 and 422; every one that asks the database
    /// or hashes, 503; every one with a limit, 429.
    @Test func eachOperationDocumentsTheStatusesItCanAnswer() {
        let statuses = Self.statuses
        for operation in [
            "POST /v1/accounts", "POST /v1/sessions", "POST /v1/password-resets", "POST /v1/password-resets/confirm", "POST /v1/events",
            "PATCH /v1/events/{id}",
        ] {
            #expect(
                statuses[operation, default: []].isSuperset(of: ["400", "413", "422", "429", "503"]),
                "\(operation): \(statuses[operation, default: []].sorted())")
        }
        for (operation, answers) in statuses where !["GET /health", "GET /openapi.yaml", "GET /metrics"].contains(operation) {
            #expect(answers.contains("503"), "\(operation) asks the database")
        }
        #expect(Self.yaml.contains("405 with `Allow`"))
        for operation in ["PATCH /v1/events/{id}", "DELETE /v1/events/{id}"] {
            #expect(
                statuses[operation, default: []].isSuperset(of: ["401", "403", "404", "429", "503"]),
                "\(operation): the author's only, counted, of an event that may be gone")
        }
        #expect(statuses["DELETE /v1/events/{id}"]?.contains("204") == true)
    }

    /// The server writes the generated types; these check that its models fill every field the
    /// document names (an event's optional `start` and `end`, a page's `next`).
    @Test func theSchemasNameTheFieldsTheServerWrites() throws {
        let time = EventTime(start: Date(timeIntervalSince1970: 0), end: Date(timeIntervalSince1970: 3600), utcOffset: 0)
        let event = Event(
            id: 1, title: "t", description: "d", address: "a", type: .music, age: .six, position: Coordinate(latitude: 1, longitude: 2)!, ownerID: 3,
            time: time)
        let user = User(id: 1, name: "n", email: "e", birthDate: "b")
        func keys(_ value: some Encodable) throws -> Set<String> {
            Set((try JSONSerialization.jsonObject(with: JSONEncoder().encode(value)) as? [String: Any])?.keys.map { $0 } ?? [])
        }
        #expect(try keys(Components.Schemas.Event(event)) == Self.properties(of: "Event"))
        #expect(try keys(Components.Schemas.User(user)) == Self.properties(of: "User"))
        #expect(try keys(Components.Schemas.SignedIn(SignedIn(token: "t", user: user))) == Self.properties(of: "SignedIn"))
        #expect(try keys(Components.Schemas.EventPage(EventPage(events: [], total: 0))) == Self.properties(of: "EventPage"))
        #expect(try keys(Components.Schemas.OwnEventPage(OwnEventPage(events: [], next: 1))) == Self.properties(of: "OwnEventPage"))
    }

    @Test func theStreamsKindsAndDeletionAreInTheDocument() throws {
        for kind in EventChange.Kind.allCases { #expect(Self.yaml.contains(kind.name), "\(kind.name)") }
        let frame = try ChangeStream.frame(EventChange(sequence: 9, what: .deleted(eventID: 4)))
        let data = try #require(String(decoding: frame, as: UTF8.self).split(separator: "\n").first { $0.hasPrefix("data: ") }?.dropFirst("data: ".count))
        let keys = Set((try JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any])?.keys.map { $0 } ?? [])
        #expect(keys == Self.properties(of: "DeletedEvent"))
    }

    @Test func theServerServesTheDocument() async throws {
        try await APIHarness(.sqlite).test { api in
            let answer = try await api.send(.get, "/openapi.yaml")
            #expect(answer.status == 200)
            #expect(String(decoding: answer.body, as: UTF8.self) == Self.yaml)
        }
    }
}
