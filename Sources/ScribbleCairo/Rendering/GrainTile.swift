import ScribbleKit

/// A small square of paper grain for pencil ink: an alpha mask of soft, fixed noise. Made from a
/// fixed seed, so every render of a drawing gets the same grain.
final class GrainTile {
    /// The tile's side in pixels.
    static let side = 64

    private var made: ImageSurface?

    /// The grain as an ARGB32 surface whose alpha is the mask (made on first use).
    func surface() throws(CairoError) -> ImageSurface {
        if let made { return made }
        let surface = try ImageSurface(width: Self.side, height: Self.side)
        let values = Self.values()
        try surface.withPixels { pixels in
            for y in 0..<Self.side {
                for x in 0..<Self.side {
                    let alpha = UInt32(values[y * Self.side + x])
                    // Premultiplied white: every channel equals alpha.
                    pixels.setARGB(alpha << 24 | alpha << 16 | alpha << 8 | alpha, x: x, y: y)
                }
            }
        }
        made = surface
        return surface
    }

    /// Alpha values 150…255: white noise from a fixed seed, softened by averaging each value with
    /// its neighbours (wrapping round, so the tile repeats without a seam).
    static func values() -> [UInt8] {
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
            let x = index % side, y = index / side
            var sum = 0.0
            for dy in -1...1 {
                for dx in -1...1 {
                    sum += noise[((y + dy + side) % side) * side + (x + dx + side) % side] * (dx == 0 && dy == 0 ? 4 : 1)
                }
            }
            let soft = sum / 12
            return UInt8(150 + (soft * 105).rounded())
        }
    }
}
