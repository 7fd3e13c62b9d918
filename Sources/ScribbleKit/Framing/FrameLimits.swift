/// How big a writer lets a picture be: a raster image is held in memory, a PDF page and an SVG
/// have sizes their readers accept.
public struct FrameLimits: Hashable, Sendable {
    /// The most pixels (width × height) a picture may have.
    public var maximumPixels: Int
    /// The most pixels a side of a picture may have.
    public var maximumSide: Int

    /// Creates limits.
    /// - Parameters:
    ///   - maximumPixels: The most pixels in all; default no limit but the side's.
    ///   - maximumSide: The most pixels a side.
    public init(maximumPixels: Int = .max, maximumSide: Int) {
        self.maximumPixels = maximumPixels
        self.maximumSide = maximumSide
    }
}

extension FrameLimits {
    /// Checks a picture's size in pixels against the limits: the pixels in all, then each side.
    /// - Throws: ``FramingError`` over a limit.
    func check(width: Double, height: Double) throws(FramingError) {
        guard width * height <= Double(maximumPixels) else {
            throw FramingError(
                .tooManyPixels(width: width, height: height, limit: maximumPixels),
                problem:
                    "the picture would be \(Self.count(width))×\(Self.count(height)) pixels, over the limit of \(maximumPixels) pixels"
            )
        }
        guard width <= Double(maximumSide), height <= Double(maximumSide) else {
            throw FramingError(
                .sideTooLong(width: width, height: height, limit: maximumSide),
                problem:
                    "the picture would be \(Self.count(width))×\(Self.count(height)) pixels, over the limit of \(maximumSide) pixels a side"
            )
        }
    }

    /// A whole number of pixels as digits; absurd sizes as Swift writes a Double.
    private static func count(_ pixels: Double) -> String {
        pixels < 1e15 ? String(Int(pixels)) : "\(pixels)"
    }
}
