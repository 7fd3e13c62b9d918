/// zlib's Adler-32 checksum (RFC 1950, 8.2), summed a run at a time: `n` copies of a byte `c`
/// add `n × c` to the first sum and `n × s1 + c × n(n + 1)/2` to the second, so the long runs of
/// a drawing cost no more than a byte each.
struct Adler32 {
    private static let modulus: UInt64 = 65521
    private var s1: UInt64 = 1
    private var s2: UInt64 = 0
    /// Bytes added since the sums were last reduced; they stay far from overflowing below 4,096.
    private var unreduced = 0

    mutating func add(_ byte: UInt8) {
        s1 += UInt64(byte)
        s2 += s1
        unreduced += 1
        if unreduced == 4096 { reduce() }
    }

    mutating func add(_ byte: UInt8, repeated count: Int) {
        let n = UInt64(count)
        let c = UInt64(byte)
        s2 += n * s1 + c * n * (n + 1) / 2
        s1 += n * c
        reduce()
    }

    private mutating func reduce() {
        s1 %= Self.modulus
        s2 %= Self.modulus
        unreduced = 0
    }

    /// The checksum of every byte added.
    var value: UInt32 { UInt32((s2 % Self.modulus) << 16 | (s1 % Self.modulus)) }
}
