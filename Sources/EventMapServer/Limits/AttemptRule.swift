/// At most `limit` attempts within any `window` seconds.
public struct AttemptRule: Sendable, Equatable {
    public let limit: Int
    public let window: Double

    public init(limit: Int, window: Double) {
        self.limit = limit
        self.window = window
    }
}

/// One count an attempt is counted on: its kind ("sign-in"), whom it counts (an account, an
/// address or both, in `name`), its rule, and the account it belongs to, so that a password
/// reset can forget the account's failures.
public struct AttemptKey: Sendable, Hashable {
    public let kind: String
    public let name: String
    public let rule: AttemptRule
    public let account: String

    public init(kind: String, subject: String, rule: AttemptRule, account: String = "") {
        self.kind = kind
        name = kind + "|" + subject
        self.rule = rule
        self.account = account
    }

    public static func == (lhs: AttemptKey, rhs: AttemptKey) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// What counting an attempt came to: counted (the ids of its records, to give back when it
/// turns out not to be a failure), or refused until some key lets one more through.
public enum AttemptCount: Sendable, Equatable {
    case counted([Int])
    case refused(retryAfter: Int)
}

extension AttemptCount {
    /// The decision, from the times already counted on each key within its window (the newest
    /// `limit` of them are all it needs): refused when any key is at its limit, for as long as
    /// the longest wait.
    public static func decide(_ keys: [AttemptKey], counted times: (AttemptKey) -> [Double], now: Double) -> Int? {
        let waits = keys.compactMap { key -> Int? in
            let recent = times(key).filter { $0 > now - key.rule.window }.sorted()
            guard recent.count >= key.rule.limit else { return nil }
            let freedAt = recent[recent.count - key.rule.limit] + key.rule.window
            return max(1, Int((freedAt - now).rounded(.up)))
        }
        return waits.max()
    }
}
