import Foundation
import Testing
import Viper
import ViperTesting

@Suite("JSONMutator: the fuzzers' mutation engine")
struct JSONMutatorTests {
    static let original = JSONValue.object([
        (
            "items",
            .array([
                .object([("id", .number(1)), ("kind", .string("slime")), ("level", .number(7))]),
                .object([("id", .number(2)), ("kind", .string("bat")), ("level", .number(12.5))]),
            ])
        ),
        ("flag", .bool(true)),
    ])

    func texts(seed: UInt64, count: Int) -> [String] {
        var mutator = JSONMutator(seed: seed, hugeCount: 20)
        return (0..<count).map { _ in mutator.mutate(FuzzJSON(Self.original)).text }
    }

    @Test("every mutated document is still JSON, and most differ from the original")
    func staysJSON() throws {
        let texts = texts(seed: 7, count: 1_000)
        for text in texts {
            #expect(throws: Never.self, "\(text.prefix(200))") { try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8)) }
        }
        #expect(texts.filter { $0 != FuzzJSON(Self.original).text }.count > 900)
    }

    @Test("the same seed gives the same documents, another seed others")
    func reproducible() {
        #expect(texts(seed: 7, count: 50) == texts(seed: 7, count: 50))
        #expect(texts(seed: 7, count: 50) != texts(seed: 8, count: 50))
    }

    @Test("the mutations reach extremes, NaN-like strings, empty arrays, repeated ids, extra and missing keys")
    func reachesEveryKind() {
        let all = texts(seed: 7, count: 1_000)
        for marker in ["1e300", "9223372036854775808", "\"NaN\"", "\"dragon\"", "[]", #""extra""#, "_renamed", #""kind":null"#] {
            #expect(all.contains { $0.contains(marker) }, "no document holds \(marker)")
        }
        #expect(all.contains { $0.components(separatedBy: #""id":1,"#).count > 2 }, "no document repeats an id")
        #expect(all.contains { !$0.contains(#""level""#) }, "no document misses a key")
    }
}
