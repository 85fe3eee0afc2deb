import Foundation
import Testing

@testable import Viper

@Suite("JSONValue")
struct JSONValueTests {
    @Test("strings escape quotes, backslashes and control characters, and keep non-ASCII as is")
    func escaping() throws {
        let value = JSONValue.string("say \"hi\" \\ now\n\t\r\u{1}\u{1F}\u{7F} Ёж 日本 😀")
        #expect(value.serialized == #""say \"hi\" \\ now\n\t\r\u0001\u001f\u007f Ёж 日本 😀""#)
        let parsed = try JSONSerialization.jsonObject(with: Data("[\(value.serialized)]".utf8)) as? [String]
        #expect(parsed == ["say \"hi\" \\ now\n\t\r\u{1}\u{1F}\u{7F} Ёж 日本 😀"])
    }

    @Test("object keys are escaped and keep the order they were written in")
    func objects() {
        let value = JSONValue.object([("z", 1), ("a\"b", .null), ("m", .array([true, false]))])
        #expect(value.serialized == #"{"z":1,"a\"b":null,"m":[true,false]}"#)
        #expect(value["m"] == .array([true, false]))
        #expect(value["missing"] == nil)
    }

    @Test("whole numbers print as integers; others as decimals; non-finite as null")
    func numbers() {
        #expect(JSONValue.number(3).serialized == "3")
        #expect(JSONValue.number(-42).serialized == "-42")
        #expect(JSONValue.number(-0.0).serialized == "0")
        #expect(JSONValue.number(2.5).serialized == "2.5")
        #expect(Double(JSONValue.number(1e20).serialized) == 1e20)
        #expect(JSONValue.number(123_456_789_012_345).serialized == "123456789012345")
        #expect(JSONValue.number(.nan).serialized == "null")
        #expect(JSONValue.number(.infinity).serialized == "null")
    }

    @Test("encoding a Codable value sorts keys and keeps the kinds of values")
    func encoding() throws {
        struct Sample: Encodable {
            let zebra = 1
            let apple = "a"
            let mango = [true]
            let nothing: Int? = nil
            let half = 0.5
            let nested = ["b": 2, "a": 1]
        }
        let value = try JSONValue(encoding: Sample())
        #expect(value.serialized == #"{"apple":"a","half":0.5,"mango":[true],"nested":{"a":1,"b":2},"zebra":1}"#)
        #expect(try JSONValue(encoding: [1, 0]) == .array([.number(1), .number(0)]))
        #expect(try JSONValue(encoding: [true]) == .array([.bool(true)]))
    }

    @Test("objects compare by keys and values in order")
    func equality() {
        #expect(JSONValue.object([("a", 1), ("b", 2)]) == .object([("a", 1), ("b", 2)]))
        #expect(JSONValue.object([("a", 1), ("b", 2)]) != .object([("b", 2), ("a", 1)]))
        #expect(JSONValue.object([("a", 1)]) != .object([("a", 1), ("b", 2)]))
        #expect(JSONValue.number(1) != .bool(true))
    }
}
