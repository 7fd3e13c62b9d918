/// An image size fixed in pixels, that every drawing is fitted into: what a machine-learning data
/// set wants (Quick, Draw!'s 28 × 28 or 256 × 256 bitmaps), whatever size the drawings come in.
///
/// The part of the drawing that ``Framing/fit`` chooses (its ink, or its canvas) is scaled,
/// keeping its aspect, until it fills the image less ``margin`` on every side, and is centred in
/// it. Ink widths scale with the drawing, as they would in a picture that is resized.
///
/// ```swift
/// let framing = Framing(fit: .bounds, fixedSize: FixedImageSize(width: 256, height: 256))
/// let png = try DrawingRenderer(options: RenderOptions(framing: framing)).renderPNG(drawing)   // always 256 × 256
/// ```
public struct FixedImageSize: Hashable, Sendable {
    /// The image's width in pixels, at least 1.
    public var width: Int
    /// The image's height in pixels, at least 1.
    public var height: Int
    /// The pixels kept free of ink on each side, so that strokes do not touch the edge; finite,
    /// not negative and less than half the smaller side. Default: 1/32 of the smaller side,
    /// rounded (8 pixels at 256 × 256, 2 at 64 × 64, 1 at 28 × 28).
    public var margin: Double

    /// Creates a size.
    /// - Parameters:
    ///   - width: Pixels across.
    ///   - height: Pixels down.
    ///   - margin: Pixels kept free on each side, or `nil` for the default (1/32 of the smaller side).
    public init(width: Int, height: Int, margin: Double? = nil) {
        self.width = width
        self.height = height
        self.margin = margin ?? Self.defaultMargin(width: width, height: height)
    }

    /// The margin a size gets when none is given: 1/32 of its smaller side, rounded.
    public static func defaultMargin(width: Int, height: Int) -> Double {
        (Double(Swift.max(0, Swift.min(width, height))) / 32).rounded()
    }

    /// Reads `WIDTHxHEIGHT` (`256x256`, `28X28`) or a single number for a square.
    /// - Returns: The size with the default margin, or `nil` for text that is not a size.
    public init?(parsing text: String) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let width = Int(parts[0]), let height = Int(parts[parts.count - 1]) else {
            return nil
        }
        self.init(width: width, height: height)
    }
}
