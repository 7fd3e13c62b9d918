/// PNG's 8-bit colour types (the IHDR chunk's colour type byte), and which one an image needs.
enum ColourType: UInt8 {
    case grey = 0
    case rgb = 2
    case greyAlpha = 4
    case rgba = 6

    /// Bytes a pixel takes.
    var channels: Int {
        switch self {
        case .grey: 1
        case .rgb: 3
        case .greyAlpha: 2
        case .rgba: 4
        }
    }

    /// The smallest colour type that holds every pixel exactly: alpha only when some pixel is
    /// not opaque (never for `opaqueFormat`, whose alpha bytes are unused), colour only when some
    /// pixel's red, green and blue differ. Premultiplied channels that are equal stay equal
    /// when made straight, so the test can be made on the stored values.
    init(of pixels: PremultipliedARGBPixels, opaqueFormat: Bool) {
        var everyAlpha: UInt32 = 0xFFFF_FFFF
        var colourDifferences: UInt32 = 0
        if let base = pixels.bytes.baseAddress {
            for y in 0..<pixels.height {
                let row = (base + y * pixels.bytesPerRow).assumingMemoryBound(to: UInt32.self)
                for x in 0..<pixels.width {
                    let pixel = row[x]
                    everyAlpha &= pixel
                    // Red against green in the second byte, green against blue in the first.
                    colourDifferences |= (pixel ^ (pixel >> 8)) & 0xFFFF
                }
            }
        }
        let opaque = opaqueFormat || everyAlpha >= 0xFF00_0000
        switch (opaque, colourDifferences == 0) {
        case (true, true): self = .grey
        case (true, false): self = .rgb
        case (false, true): self = .greyAlpha
        case (false, false): self = .rgba
        }
    }
}
