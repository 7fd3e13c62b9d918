/// The paper grain pencil ink is laid through: a square tile of soft, fixed noise, repeated over
/// the canvas from its origin, whose values say how much of the ink each spot takes. Made from a
/// fixed seed, so every render of a drawing gets the same grain, and every renderer (Cairo's, the
/// drawing page's) the same tile.
public enum PaperGrain {
    /// The tile's side, in samples.
    public static let side = 64

    /// The tile's side on the canvas, in canvas units, whatever the output's scale.
    public static let tileSize = 48.0

    /// The tile's values, row by row from the top left, `side × side` of them: 150…255, where 255
    /// lets all the ink through. White noise from a fixed seed, softened by averaging each value
    /// with its neighbours (wrapping round, so the tile repeats without a seam).
    public static func values() -> [UInt8] {
        var state: UInt64 = 0x5C21_B1E5_0DDB_A11
        var noise = [Double](repeating: 0, count: side * side)
        for index in noise.indices {
            // SplitMix64.
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            z ^= z >> 31
            noise[index] = Double(z >> 11) / Double(1 << 53)
        }
        return (0..<side * side).map { index in
            let x = index % side
            let y = index / side
            var sum = 0.0
            for dy in -1...1 {
                for dx in -1...1 {
                    sum +=
                        noise[((y + dy + side) % side) * side + (x + dx + side) % side] * (dx == 0 && dy == 0 ? 4 : 1)
                }
            }
            let soft = sum / 12
            return UInt8(150 + (soft * 105).rounded())
        }
    }
}
