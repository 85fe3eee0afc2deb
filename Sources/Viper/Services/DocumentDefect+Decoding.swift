extension DocumentDefect {
    /// A decoding failure in one line, naming the field by its path below `base` (the place of
    /// the record itself): "attempts[0].seconds has the wrong type", "kind is unknown or out of range".
    init(_ error: DecodingError, below base: [any CodingKey]) {
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            self.init(Self.field(context.codingPath, below: base).map { "\($0) has the wrong type" } ?? "not a record")
        case .keyNotFound(let key, let context):
            self.init("\(Self.field(context.codingPath + [key], below: base) ?? key.stringValue) is missing")
        case .dataCorrupted(let context):
            self.init(Self.field(context.codingPath, below: base).map { "\($0) is unknown or out of range" } ?? "a value is unknown or out of range")
        @unknown default:
            self.init("not a record")
        }
    }

    /// "attempts[0].seconds"; `nil` for the record itself.
    private static func field(_ path: [any CodingKey], below base: [any CodingKey]) -> String? {
        let below = path.dropFirst(base.count)
        guard !below.isEmpty else { return nil }
        var text = ""
        for key in below {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return text
    }
}
