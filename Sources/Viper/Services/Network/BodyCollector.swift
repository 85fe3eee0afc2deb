import Foundation

/// Gathers a body as it arrives and refuses it the moment it goes past the limit.
struct BodyCollector: Sendable {
    /// The most bytes the body may have.
    let limit: Int
    /// What has arrived so far.
    private(set) var body = Data()

    /// A collector of bodies of at most `limit` bytes.
    init(limit: Int) {
        self.limit = limit
    }

    /// Refuses, before keeping anything, an answer that announces a longer body (`expected`
    /// is -1 when it says nothing).
    func check(expectedLength expected: Int64) throws(HTTPError) {
        if expected > Int64(limit) { throw .tooLarge(limit: limit) }
    }

    /// Adds a piece of the body as it arrives.
    ///
    /// - Throws: `HTTPError.tooLarge` when the body would go past the limit; nothing of the piece
    /// is kept.
    mutating func append(_ chunk: Data) throws(HTTPError) {
        guard chunk.count <= limit - body.count else { throw .tooLarge(limit: limit) }
        body.append(chunk)
    }
}
