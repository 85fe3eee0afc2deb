import Synchronization

/// Slows guessing: after `limit` failures within `window` seconds, an e-mail (or an address)
/// is refused until the oldest of them is `window` old. Failures are kept in memory, per
/// process; at most `capacity` keys, the least recently failed forgotten first.
public final class SignInThrottle: Sendable {
    public struct Rule: Sendable {
        public let limit: Int
        public let window: Double

        public init(limit: Int, window: Double) {
            self.limit = limit
            self.window = window
        }
    }

    public static let perEmail = Rule(limit: 5, window: 15 * 60)
    public static let perAddress = Rule(limit: 30, window: 15 * 60)

    private let rules: (email: Rule, address: Rule)
    private let capacity: Int
    private let failures = Mutex<[String: [Double]]>([:])

    public init(email: Rule = perEmail, address: Rule = perAddress, capacity: Int = 100_000) {
        rules = (email, address)
        self.capacity = capacity
    }

    /// Seconds to wait before trying again, or `nil` when a try is allowed now.
    public func retryAfter(email: String, address: String, now: Double) -> Int? {
        failures.withLock { failures in
            let waits = [Self.wait(failures["e:" + email], rules.email, now), Self.wait(failures["a:" + address], rules.address, now)]
            return waits.compactMap(\.self).max()
        }
    }

    public func recordFailure(email: String, address: String, now: Double) {
        failures.withLock { failures in
            for (key, rule) in [("e:" + email, rules.email), ("a:" + address, rules.address)] {
                failures[key] = Array(((failures[key] ?? []) + [now]).filter { $0 > now - rule.window }.suffix(rule.limit))
            }
            if failures.count > capacity, let stalest = failures.min(by: { ($0.value.last ?? 0) < ($1.value.last ?? 0) })?.key {
                failures[stalest] = nil
            }
        }
    }

    public func recordSuccess(email: String) {
        _ = failures.withLock { $0.removeValue(forKey: "e:" + email) }
    }

    private static func wait(_ times: [Double]?, _ rule: Rule, _ now: Double) -> Int? {
        guard let times, times.count >= rule.limit, let oldest = times.first, oldest > now - rule.window else { return nil }
        return max(1, Int((oldest + rule.window - now).rounded(.up)))
    }
}
