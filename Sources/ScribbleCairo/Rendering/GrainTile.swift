import ScribbleKit

/// ScribbleKit's ``ScribbleKit/PaperGrain`` as a Cairo surface: an alpha mask for pencil ink.
final class GrainTile {
    /// The tile's side in pixels.
    static let side = PaperGrain.side

    private var made: ImageSurface?

    /// The grain as an ARGB32 surface whose alpha is the mask (made on first use).
    func surface() throws(CairoError) -> ImageSurface {
        if let made { return made }
        let surface = try ImageSurface(width: Self.side, height: Self.side)
        let values = PaperGrain.values()
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
}
