/// A small deterministic random number generator (Marsaglia's xorshift64*), so that the deflate
/// tests' random inputs are the same on every run.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    /// A generator started from `seed` (any value: zero is moved off, as xorshift would stay there).
    init(seed: UInt64) { state = seed == 0 ? 0x9E37_79B9_7F4A_7C15 : seed }

    mutating func next() -> UInt64 {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return state &* 0x2545_F491_4F6C_DD1D
    }
}
