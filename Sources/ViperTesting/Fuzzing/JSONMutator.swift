import Viper

/// Structure-aware mutations of a JSON document that keep it valid JSON: numbers at the
/// extremes, NaN-like and unknown strings, values of the wrong type, empty, huge and shuffled
/// arrays, repeated elements (so repeated ids), missing and extra keys. The same seed gives
/// the same documents.
public struct JSONMutator {
    /// Numbers no document of the apps should hold, as JSON text.
    public static let extremeNumbers = [
        "1e300", "-1e300", "0", "-1", "1.5", "-0.5", "1e-300", "2147483648",
        "9223372036854775807", "9223372036854775808", "-9223372036854775809",
    ]
    /// Strings a careless writer uses for numbers that JSON cannot carry.
    public static let nanLikeStrings = ["NaN", "Infinity", "-Infinity", "nan", "inf", "1e300"]
    /// Strings no enum of the apps knows, and odd texts.
    public static let oddStrings = ["", "dragon", "AUTHORIZED", "null", "0", "😀", "\u{1B}[2J", String(repeating: "x", count: 5_000)]

    private var random: SeededRandom
    /// How long a "huge" array grows.
    private let hugeCount: Int

    /// A mutator whose choices `seed` decides.
    ///
    /// - Parameters:
    ///   - seed: What decides every choice: the same seed, the same mutations.
    ///   - hugeCount: How many elements a huge array grows to.
    public init(seed: UInt64, hugeCount: Int = 300) {
        random = SeededRandom(seed: seed)
        self.hugeCount = hugeCount
    }

    /// `document` changed at one to four places chosen at random.
    public mutating func mutate(_ document: FuzzJSON) -> FuzzJSON {
        var result = document
        for _ in 0...random.below(4) {
            var place = random.below(result.size)
            result = mutate(result, at: &place)
        }
        return result
    }

    /// Changes the value `place` steps into `value` in pre-order, counting `place` down.
    private mutating func mutate(_ value: FuzzJSON, at place: inout Int) -> FuzzJSON {
        if place == 0 {
            place = -1
            return replacement(for: value)
        }
        place -= 1
        switch value {
        case .array(var values):
            for index in values.indices where place >= 0 {
                values[index] = mutate(values[index], at: &place)
            }
            return .array(values)
        case .object(var members):
            for index in members.indices where place >= 0 {
                members[index].value = mutate(members[index].value, at: &place)
            }
            return .object(members)
        default:
            return value
        }
    }

    private mutating func replacement(for value: FuzzJSON) -> FuzzJSON {
        // Half the time a change that fits the kind of value, else one that breaks its type.
        guard random.below(2) == 0 else { return anyValue(like: value) }
        switch value {
        case .number(let literal): return .number(near(literal))
        case .string: return .string(pick(Self.oddStrings + Self.nanLikeStrings))
        case .array(let values): return .array(reshaped(values))
        case .object(let members): return .object(reshaped(members))
        case .null, .bool: return anyValue(like: value)
        }
    }

    private mutating func anyValue(like value: FuzzJSON) -> FuzzJSON {
        switch random.below(8) {
        case 0: .null
        case 1: .bool(random.below(2) == 0)
        case 2, 3: .number(pick(Self.extremeNumbers))
        case 4: .string(pick(Self.nanLikeStrings))
        case 5: .array(random.below(2) == 0 ? [] : [value])
        case 6: .object(random.below(2) == 0 ? [] : [(key: "value", value: value)])
        default: .string(pick(Self.oddStrings))
        }
    }

    private mutating func near(_ literal: String) -> String {
        let number = Double(literal) ?? 0
        return switch random.below(5) {
        case 0: pick(Self.extremeNumbers)
        case 1: JSONValue.number(number + 1).serialized
        case 2: JSONValue.number(-number).serialized
        case 3: JSONValue.number(number * 1_000).serialized
        default: JSONValue.number(number + 0.5).serialized
        }
    }

    private mutating func reshaped(_ values: [FuzzJSON]) -> [FuzzJSON] {
        guard !values.isEmpty else { return [.null] }
        var values = values
        switch random.below(6) {
        case 0: return []
        case 1: return (0..<hugeCount).map { _ in values[random.below(values.count)] }
        case 2: values.insert(values[random.below(values.count)], at: random.below(values.count + 1))
        case 3: values.remove(at: random.below(values.count))
        case 4: values.append(anyValue(like: values[0]))
        default: values.reverse()
        }
        return values
    }

    private mutating func reshaped(_ members: [(key: String, value: FuzzJSON)]) -> [(key: String, value: FuzzJSON)] {
        guard !members.isEmpty else { return [(key: "extra", value: .null)] }
        var members = members
        let index = random.below(members.count)
        switch random.below(4) {
        case 0: members.remove(at: index)
        case 1: members.append((key: "extra", value: anyValue(like: members[index].value)))
        case 2: members[index].key += "_renamed"
        default: members[index].value = .null
        }
        return members
    }

    private mutating func pick(_ choices: [String]) -> String {
        choices[random.below(choices.count)]
    }
}
