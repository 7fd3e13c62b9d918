/// A JPEG photo decoded into pixels Swift owns, the right way up: its EXIF orientation (the way a
/// camera held on its side records it) applied, as every photo viewer shows it. A photo of print
/// inks (CMYK or YCCK) is turned into red, green and blue.
public struct JPEGImage: Sendable {
    /// The width in pixels, after the orientation is applied.
    public let width: Int
    /// The height in pixels, after the orientation is applied.
    public let height: Int
    /// `4 × width × height` bytes: red, green, blue and alpha (always 255) for each pixel, rows top
    /// to bottom.
    public let pixels: [UInt8]
    /// The orientation the file recorded, now applied.
    public let orientation: JPEGOrientation

    /// Decodes a JPEG file's bytes.
    /// - Parameters:
    ///   - bytes: the whole file.
    ///   - maximumPixels: the most pixels the image may have; checked from its header, before any
    ///     memory is taken for them.
    /// - Throws: ``JPEGError``: ``JPEGError/Kind/tooLarge`` over the limit,
    ///   ``JPEGError/Kind/unreadable`` for bytes libjpeg-turbo cannot read (damaged or cut short).
    public init(decoding bytes: [UInt8], maximumPixels: Int) throws(JPEGError) {
        let decompressor = try TurboJPEGDecompressor()
        let (width, height, colorspace) = try decompressor.header(of: bytes)
        let pixelCount = Int(width) * Int(height)
        guard pixelCount <= maximumPixels else {
            throw JPEGError(
                .tooLarge,
                "the photo is \(width)×\(height) pixels, \(pixelCount) in all, more than the limit of \(maximumPixels)")
        }
        let decoded = try decompressor.rgba(bytes, width: width, height: height, colorspace: colorspace)
        let orientation = JPEGOrientation(readingEXIFOf: bytes)
        let upright = orientation.apply(to: decoded, width: Int(width), height: Int(height))
        self.width = upright.width
        self.height = upright.height
        self.pixels = upright.pixels
        self.orientation = orientation
    }

    /// Whether bytes start as a JPEG file does (the start-of-image marker, then another marker).
    public static func hasSignature(_ bytes: some Collection<UInt8>) -> Bool {
        bytes.starts(with: [0xFF, 0xD8, 0xFF])
    }
}
