import Foundation

/// A request's query as a form encodes it: `+` is a space, `%XX` a byte of UTF-8. The first
/// value of a name counts.
struct QueryString {
    private var values: [String: String] = [:]

    init(_ query: String?) {
        for pair in (query ?? "").split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = Self.decoded(parts[0])
            if values[name] == nil { values[name] = parts.count > 1 ? Self.decoded(parts[1]) : "" }
        }
    }

    subscript(name: String) -> String? { values[name] }

    /// The whole number under `name`, or `nil` when absent; 422 naming it when it is not one in `range`.
    func integer(_ name: String, in range: ClosedRange<Int>) throws(APIFailure) -> Int? {
        guard let text = values[name] else { return nil }
        guard let value = Int(text), range.contains(value) else {
            throw .invalidField(
                name, range.upperBound == .max ? "a whole number from \(range.lowerBound)" : "a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return value
    }

    private static func decoded(_ text: Substring) -> String {
        let spaced = text.replacingOccurrences(of: "+", with: " ")
        return spaced.removingPercentEncoding ?? spaced
    }
}
