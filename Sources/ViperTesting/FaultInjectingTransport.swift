import Foundation
import Synchronization
import Viper

/// Makes chosen requests fail in chosen ways, for tests. Rules are tried in the order they
/// were added; the first that matches (and has matches left) applies its fault, and a
/// request no rule matches goes through unchanged.
public final class FaultInjectingTransport: HTTPTransport {
    /// How a request fails.
    public enum Fault: Equatable, Sendable {
        /// Answers with this status and body without reaching the inner transport.
        case status(Int, body: Data = Data())
        /// Fails with `HTTPError.timeout`, without reaching the inner transport.
        case timeout
        /// Fails with `HTTPError.offline`, saying `reason`, without reaching the inner transport.
        case offline(String = "injected: offline")
        /// Keeps only the first `bytes` bytes of the inner transport's body.
        case truncated(bytes: Int)
        /// Replaces the inner transport's body with these bytes.
        case malformed(Data)

        /// A status with the API's `{"error": message}` body.
        public static func apiError(_ status: Int, _ message: String) -> Fault {
            let body = (try? JSONEncoder().encode(["error": message])) ?? Data()
            return .status(status, body: body)
        }
    }

    /// Which requests fail, how, and how many times.
    public struct Rule: Sendable {
        /// Which requests the rule applies to.
        public let matches: @Sendable (HTTPRequest) -> Bool
        /// How many matching requests get the fault; nil for every one.
        public let limit: Int?
        /// How they fail.
        public let fault: Fault

        /// A rule failing requests that `matches` accepts, every one of them or the first `limit`.
        public init(limit: Int? = nil, fault: Fault, matching matches: @escaping @Sendable (HTTPRequest) -> Bool = { _ in true }) {
            self.matches = matches
            self.limit = limit
            self.fault = fault
        }

        /// Requests whose URL contains `text`.
        public static func urlContains(_ text: String, limit: Int? = nil, fault: Fault) -> Rule {
            Rule(limit: limit, fault: fault) { $0.url.absoluteString.contains(text) }
        }
    }

    private struct Armed {
        let rule: Rule
        var used = 0

        var isSpent: Bool { rule.limit.map { used >= $0 } ?? false }
    }

    private let inner: any HTTPTransport
    private let rules: Mutex<[Armed]>
    private let appliedCount = Mutex(0)

    /// A transport failing, by `rules`, requests that otherwise go to `inner`.
    public init(_ inner: any HTTPTransport, rules: [Rule] = []) {
        self.inner = inner
        self.rules = Mutex(rules.map { Armed(rule: $0) })
    }

    /// Adds a rule after those already there.
    public func add(_ rule: Rule) {
        rules.withLock { $0.append(Armed(rule: rule)) }
    }

    /// How many requests a fault was applied to.
    public var faultsApplied: Int { appliedCount.withLock { $0 } }

    /// Sends `request` through the first rule that matches and has matches left, or else through
    /// the inner transport.
    public func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
        guard let fault = takeFault(for: request) else {
            return try await inner.send(request)
        }
        appliedCount.withLock { $0 += 1 }
        switch fault {
        case .status(let status, let body):
            return HTTPResponse(status: status, body: body)
        case .timeout:
            throw .timeout
        case .offline(let reason):
            throw .offline(reason)
        case .truncated(let bytes):
            let response = try await inner.send(request)
            return HTTPResponse(status: response.status, body: Data(response.body.prefix(max(bytes, 0))))
        case .malformed(let body):
            let response = try await inner.send(request)
            return HTTPResponse(status: response.status, body: body)
        }
    }

    private func takeFault(for request: HTTPRequest) -> Fault? {
        rules.withLock { rules -> Fault? in
            guard let index = rules.firstIndex(where: { !$0.isSpent && $0.rule.matches(request) }) else { return nil }
            rules[index].used += 1
            return rules[index].rule.fault
        }
    }
}
