extension RasterImage {
    /// Copies a surface's pixels out into Swift-owned, straight-alpha RGBA bytes.
    ///
    /// Un-premultiplying rounds as Cairo's PNG writer does, so the bytes are the ones a PNG of the
    /// surface would hold, and premultiplying them again (``makeSurface()``) gives back the surface.
    init(surface: ImageSurface) throws(CairoError) {
        let source = try surface.convertedToARGB32()
        let width = source.width
        let height = source.height
        let bytes = try source.withPixels { pixels in
            [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
                var offset = 0
                for y in 0..<height {
                    for x in 0..<width {
                        let argb = pixels.argb(x: x, y: y)
                        let alpha = argb >> 24
                        buffer[offset] = Self.unpremultiply((argb >> 16) & 0xff, alpha)
                        buffer[offset + 1] = Self.unpremultiply((argb >> 8) & 0xff, alpha)
                        buffer[offset + 2] = Self.unpremultiply(argb & 0xff, alpha)
                        buffer[offset + 3] = UInt8(alpha)
                        offset += 4
                    }
                }
                count = offset
            }
        }
        try self.init(width: width, height: height, pixels: bytes)
    }

    /// A new ARGB32 surface holding this image's pixels, premultiplied.
    /// - Throws: ``CairoError`` when a side is over Cairo's limit or the surface cannot be made.
    func makeSurface() throws(CairoError) -> ImageSurface {
        let surface = try ImageSurface(width: width, height: height)
        try surface.withPixels { pixels in
            var offset = 0
            for y in 0..<height {
                for x in 0..<width {
                    let alpha = UInt32(self.pixels[offset + 3])
                    let red = Self.premultiply(self.pixels[offset], alpha)
                    let green = Self.premultiply(self.pixels[offset + 1], alpha)
                    let blue = Self.premultiply(self.pixels[offset + 2], alpha)
                    pixels.setARGB(alpha << 24 | red << 16 | green << 8 | blue, x: x, y: y)
                    offset += 4
                }
            }
        }
        return surface
    }

    /// Straight colour from premultiplied, rounded to nearest as Cairo's PNG writer rounds.
    private static func unpremultiply(_ component: UInt32, _ alpha: UInt32) -> UInt8 {
        guard alpha > 0 else { return 0 }
        return UInt8(Swift.min(255, (component * 255 + alpha / 2) / alpha))
    }

    /// Premultiplied colour from straight, rounded to nearest as Cairo's PNG reader rounds.
    private static func premultiply(_ component: UInt8, _ alpha: UInt32) -> UInt32 {
        (UInt32(component) * alpha + 127) / 255
    }
}
