/// The one way every app makes a random choice, so a seed reproduces a whole session.
///
/// `below(_:)` is the primitive apps use; it has a fixed, documented algorithm
/// (Lemire's multiply-shift with rejection) so the same seed yields the same
/// choices on every platform and toolchain, unlike the standard library's
/// unspecified `random(in:)`.
public protocol RandomSource: RandomNumberGenerator {
    /// A uniformly distributed integer in `0..<bound`. `bound` must be positive.
    mutating func below(_ bound: Int) -> Int
}

extension RandomSource {
    @inlinable
    public mutating func below(_ bound: Int) -> Int {
        precondition(bound > 0, "below(_:) needs a positive bound")
        let range = UInt64(bound)
        var product = next().multipliedFullWidth(by: range)
        if product.low < range {
            let threshold = (0 &- range) % range
            while product.low < threshold {
                product = next().multipliedFullWidth(by: range)
            }
        }
        return Int(product.high)
    }

    /// A uniformly distributed `Double` in `0..<1` with 53 random bits.
    @inlinable
    public mutating func unitInterval() -> Double {
        Double(next() >> 11) * 0x1.0p-53
    }

    /// Picks one element uniformly; `nil` for an empty collection.
    @inlinable
    public mutating func element<C: Collection>(of collection: C) -> C.Element? where C.Index == Int {
        collection.isEmpty ? nil : collection[collection.startIndex + below(collection.count)]
    }
}

/// xoshiro256** seeded through SplitMix64: small, fast and of high statistical quality.
public struct SeededRandom: RandomSource, Sendable {
    @usableFromInline var s0: UInt64
    @usableFromInline var s1: UInt64
    @usableFromInline var s2: UInt64
    @usableFromInline var s3: UInt64

    /// A stream that `seed` decides: the same seed, the same choices.
    public init(seed: UInt64) {
        var mixer = seed
        func splitMix() -> UInt64 {
            mixer &+= 0x9E37_79B9_7F4A_7C15
            var z = mixer
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        s0 = splitMix()
        s1 = splitMix()
        s2 = splitMix()
        s3 = splitMix()
    }

    @inlinable
    public mutating func next() -> UInt64 {
        let result = ((s1 &* 5) << 7 | (s1 &* 5) >> 57) &* 9
        let t = s1 << 17
        s2 ^= s0
        s3 ^= s1
        s1 ^= s2
        s0 ^= s3
        s2 ^= t
        s3 = s3 << 45 | s3 >> 19
        return result
    }

    /// An independent stream derived from this one, for handing to another consumer.
    public mutating func fork() -> SeededRandom {
        SeededRandom(seed: next())
    }
}
