import Foundation

/// Gathers a body as it arrives and refuses it the moment it goes past the limit.
public struct BodyCollector: Sendable {
    public let limit: Int
    public private(set) var body = Data()

    public init(limit: Int) {
        self.limit = limit
    }

    /// Refuses, before keeping anything, an answer that announces a longer body (`expected`
    /// is -1 when it says nothing).
    public func check(expectedLength expected: Int64) throws(HTTPError) {
        if expected > Int64(limit) { throw .tooLarge(limit: limit) }
    }

    public mutating func append(_ chunk: Data) throws(HTTPError) {
        guard chunk.count <= limit - body.count else { throw .tooLarge(limit: limit) }
        body.append(chunk)
    }
}
