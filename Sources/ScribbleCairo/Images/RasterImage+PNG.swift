extension RasterImage {
    /// Decodes a PNG image (any bit depth and colour type libpng reads; 16-bit channels are
    /// reduced to 8).
    /// - Parameters:
    ///   - bytes: the whole PNG file.
    ///   - maximumPixels: the most pixels the image may have; its header is read first and a
    ///     bigger image is refused before it is decompressed. Default 100 megapixels.
    /// - Throws: ``CairoError``: ``CairoError/Kind/notPNG`` when the bytes are not a PNG,
    ///   ``CairoError/Kind/imageTooLarge(width:height:limit:)`` or
    ///   ``CairoError/Kind/invalidSize`` when its size is over a limit, and
    ///   ``CairoError/Kind/cairo(status:)`` when it is damaged or truncated.
    public init(png bytes: [UInt8], maximumPixels: Int = RenderOptions.default.maximumPixels) throws(CairoError) {
        let (width, height) = try Self.pngSize(bytes)
        guard Double(width) * Double(height) <= Double(maximumPixels) else {
            throw CairoError.imageTooLarge(width: Double(width), height: Double(height), limit: maximumPixels)
        }
        guard width <= CairoError.maximumDimension, height <= CairoError.maximumDimension else {
            throw CairoError(
                .invalidSize, operation: "decoding a PNG",
                problem:
                    "the image is \(width)×\(height) pixels, and Cairo reads at most \(CairoError.maximumDimension) pixels on a side"
            )
        }
        do {
            try self.init(surface: ImageSurface.decodingPNG(bytes))
        } catch {
            guard case .cairo(let status) = error.kind else { throw error }
            // The size is known to be small by now, so the data is at fault, whatever status libpng's
            // complaint became in Cairo ("out of memory" for a bad checksum, a read error for a cut file).
            throw CairoError(
                error.kind, operation: "decoding a PNG",
                problem: "the image data is damaged or cut short (Cairo reports: \(status))")
        }
    }

    /// Encodes the image as a PNG, 8 bits a channel: RGBA, without alpha when every pixel is
    /// opaque, and grey when no pixel has colour.
    /// - Returns: the bytes of the PNG file.
    /// - Parameter compression: how hard to work at making the file small (default fast).
    /// - Throws: ``CairoError`` when a side is over Cairo's limit of 32767 pixels or encoding fails.
    public func pngData(compression: PNGCompression = .fast) throws(CairoError) -> [UInt8] {
        try makeSurface().pngData(compression: compression)
    }

    private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

    /// The width and height a PNG's header declares, read before anything is decompressed.
    private static func pngSize(_ bytes: [UInt8]) throws(CairoError) -> (width: Int, height: Int) {
        let operation = "decoding a PNG"
        guard bytes.starts(with: pngSignature) else {
            let problem =
                bytes.isEmpty
                ? "there are no bytes" : "the bytes do not start with the PNG signature, so this is not a PNG image"
            throw CairoError(.notPNG, operation: operation, problem: problem)
        }
        // The first chunk is IHDR: length 13, type, then the width and height as big-endian 32-bit numbers.
        let ihdr: [UInt8] = [0x49, 0x48, 0x44, 0x52]
        guard bytes.count >= 24, Array(bytes[12..<16]) == ihdr else {
            throw CairoError(
                .notPNG, operation: operation,
                problem: "the PNG has no header (IHDR chunk); the file is damaged or truncated")
        }
        func bigEndian(at offset: Int) -> Int {
            bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        let width = bigEndian(at: 16)
        let height = bigEndian(at: 20)
        guard width > 0, height > 0 else {
            throw CairoError(
                .invalidSize, operation: operation,
                problem: "the PNG header says the image is \(width)×\(height) pixels")
        }
        return (width, height)
    }
}
