import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The proxies whose `X-Forwarded-For` the server believes (`--trusted-proxy`, an address or a
/// CIDR block, IPv4 or IPv6). Only for a request from one of them is the client the rightmost
/// address of the header that is not itself a trusted proxy; any other request's header is
/// ignored, so a client cannot name itself someone else.
public struct TrustedProxies: Sendable, Equatable {
    struct Block: Sendable, Equatable {
        let bytes: [UInt8]
        let prefix: Int

        func contains(_ address: [UInt8]) -> Bool {
            guard address.count == bytes.count else { return false }
            var left = prefix
            for (a, b) in zip(address, bytes) where left > 0 {
                let mask: UInt8 = left >= 8 ? 0xFF : ~(0xFF >> UInt8(left))
                guard a & mask == b & mask else { return false }
                left -= 8
            }
            return true
        }
    }

    private let blocks: [Block]

    public static let none = TrustedProxies(blocks: [])

    private init(blocks: [Block]) {
        self.blocks = blocks
    }

    /// `nil` when an entry is neither an address nor `ADDRESS/BITS`.
    public init?(_ entries: [String]) {
        var blocks: [Block] = []
        for entry in entries {
            let parts = entry.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count <= 2, let bytes = Self.bytes(String(parts[0])) else { return nil }
            let prefix = parts.count == 2 ? Int(parts[1]) : bytes.count * 8
            guard let prefix, (0...(bytes.count * 8)).contains(prefix) else { return nil }
            blocks.append(Block(bytes: bytes, prefix: prefix))
        }
        self.blocks = blocks
    }

    public var isEmpty: Bool { blocks.isEmpty }

    public func trusts(_ address: String) -> Bool {
        guard let bytes = Self.bytes(address) else { return false }
        return blocks.contains { $0.contains(bytes) }
    }

    /// The client of a request from `peer` with these `X-Forwarded-For` values.
    public func client(peer: String, forwardedFor headers: [String]) -> String {
        guard trusts(peer) else { return peer }
        let hops = headers.flatMap { $0.split(separator: ",") }.map { $0.trimmingCharacters(in: .whitespaces) }
        var client = peer
        for hop in hops.reversed() {
            guard Self.bytes(hop) != nil else { return client }
            client = hop
            if !trusts(hop) { return hop }
        }
        return client
    }

    /// An address's bytes (4 or 16), or `nil` when it is not one.
    static func bytes(_ text: String) -> [UInt8]? {
        var v4 = in_addr()
        if inet_pton(AF_INET, text, &v4) == 1 { return withUnsafeBytes(of: &v4) { Array($0) } }
        var v6 = in6_addr()
        if inet_pton(AF_INET6, text, &v6) == 1 { return withUnsafeBytes(of: &v6) { Array($0) } }
        return nil
    }
}
