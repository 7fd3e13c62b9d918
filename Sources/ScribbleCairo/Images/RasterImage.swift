/// An image as pixels that Swift owns: 8-bit red, green, blue and alpha per pixel, colour not
/// premultiplied by alpha, rows top to bottom, pixels left to right.
///
/// It is a plain value: copy it, compare it, hand it across threads. ``DrawingRenderer`` makes one
/// from a drawing, ``init(png:maximumPixels:)`` decodes one, and ``pngData()`` encodes one.
public struct RasterImage: Hashable, Sendable {
    /// The width in pixels, at least 1.
    public let width: Int
    /// The height in pixels, at least 1.
    public let height: Int
    /// `4 × width × height` bytes: red, green, blue, alpha for each pixel, row by row.
    public let pixels: [UInt8]

    /// Creates an image from its pixel bytes.
    /// - Parameters:
    ///   - width: the width in pixels, at least 1.
    ///   - height: the height in pixels, at least 1.
    ///   - pixels: `4 × width × height` bytes, laid out as ``pixels`` is.
    /// - Throws: ``CairoError`` (``CairoError/Kind/invalidSize``) when a side is under 1 pixel
    ///   or the byte count is not `4 × width × height`.
    public init(width: Int, height: Int, pixels: [UInt8]) throws(CairoError) {
        let operation = "making a \(width)×\(height) image"
        guard width >= 1, height >= 1 else {
            throw CairoError(
                .invalidSize, operation: operation, problem: "an image must be at least 1 pixel wide and high")
        }
        let (area, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, area <= Int.max / 4 else {
            throw CairoError(.invalidSize, operation: operation, problem: "that is too many pixels to hold in memory")
        }
        guard pixels.count == area * 4 else {
            throw CairoError(
                .invalidSize, operation: operation,
                problem: "\(area) pixels take \(area * 4) bytes (4 a pixel), but \(pixels.count) were given")
        }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Creates an image of one colour.
    /// - Throws: ``CairoError`` (``CairoError/Kind/invalidSize``) when a side is under 1 pixel or
    ///   the image would not fit in memory.
    public init(width: Int, height: Int, filledWith pixel: RGBA8) throws(CairoError) {
        let (area, overflow) = width.multipliedReportingOverflow(by: height)
        guard width >= 1, height >= 1, !overflow, area <= Int.max / 4 else {
            throw CairoError(
                .invalidSize, operation: "making a \(width)×\(height) image",
                problem: "an image needs 1 or more pixels a side, and to fit in memory")
        }
        let bytes = [UInt8](unsafeUninitializedCapacity: area * 4) { buffer, count in
            for offset in stride(from: 0, to: area * 4, by: 4) {
                buffer[offset] = pixel.red
                buffer[offset + 1] = pixel.green
                buffer[offset + 2] = pixel.blue
                buffer[offset + 3] = pixel.alpha
            }
            count = area * 4
        }
        try self.init(width: width, height: height, pixels: bytes)
    }

    /// The pixel at column `x` and row `y`, counted from the top-left corner.
    ///
    /// Outside the image it is ``RGBA8/transparent``, as an HTML canvas's `getImageData` reads
    /// beyond its edges, so that sampling around a point needs no bounds checks.
    public func pixel(x: Int, y: Int) -> RGBA8 {
        guard (0..<width).contains(x), (0..<height).contains(y) else { return .transparent }
        let offset = (y * width + x) * 4
        return RGBA8(
            red: pixels[offset], green: pixels[offset + 1], blue: pixels[offset + 2], alpha: pixels[offset + 3])
    }
}
