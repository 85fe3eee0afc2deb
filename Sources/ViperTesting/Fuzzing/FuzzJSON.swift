import Foundation
import Viper

/// A JSON document for fuzzing. Numbers keep their text, so a document can hold numbers that
/// no `Double` holds exactly, such as `9223372036854775807` or `1e400`.
public indirect enum FuzzJSON: Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, as its text.
    case number(String)
    /// A string.
    case string(String)
    /// An array.
    case array([FuzzJSON])
    /// An object, its keys in order; a key may repeat.
    case object([(key: String, value: FuzzJSON)])

    /// The JSON an `Encodable` value encodes to: the realistic document a fuzzer starts from.
    public init(encoding value: some Encodable) throws {
        self.init(try JSONValue(encoding: value))
    }

    /// The document in `data`, which must be JSON.
    public init(parsing data: Data) throws {
        self.init(try JSONDecoder().decode(JSONValue.self, from: data))
    }

    /// The same document as `value`.
    public init(_ value: JSONValue) {
        switch value {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .number(let number): self = .number(JSONValue.number(number).serialized)
        case .string(let text): self = .string(text)
        case .array(let values): self = .array(values.map(FuzzJSON.init))
        case .object(let members): self = .object(members.map { (key: $0.0, value: FuzzJSON($0.1)) })
        }
    }

    /// Compact JSON text.
    public var text: String {
        switch self {
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .number(let literal): literal
        case .string(let text): JSONValue.string(text).serialized
        case .array(let values): "[" + values.map(\.text).joined(separator: ",") + "]"
        case .object(let members): "{" + members.map { JSONValue.string($0.key).serialized + ":" + $0.value.text }.joined(separator: ",") + "}"
        }
    }

    /// How many values the document holds, itself included.
    var size: Int {
        switch self {
        case .array(let values): 1 + values.reduce(0) { $0 + $1.size }
        case .object(let members): 1 + members.reduce(0) { $0 + $1.value.size }
        default: 1
        }
    }
}
