import Foundation

/// Why rendering, encoding or decoding an image failed, with a message a user can act on.
///
/// Every error says what was being done (``operation``) and what went wrong; when Cairo itself
/// reported the failure, ``kind`` carries Cairo's own description of its status.
public struct CairoError: Error, CustomStringConvertible, Hashable, Sendable {
    /// What went wrong.
    public enum Kind: Hashable, Sendable {
        /// Cairo reported a failure; `status` is Cairo's description of it (`cairo_status_to_string`).
        case cairo(status: String)
        /// The image would have more pixels than the limit allows. Nothing was allocated.
        case imageTooLarge(width: Int, height: Int, limit: Int)
        /// A side of the image (in pixels) or of a PDF page (in points) would be longer than the
        /// output can be: `length` is the longer side, `limit` the most it may be. Nothing was made.
        case sideTooLong(length: Int, limit: Int)
        /// The image would be empty, of no finite size, or wider or taller than Cairo can draw.
        case invalidSize
        /// A rendering option is out of range (a scale or padding that is not a finite number ≥ 0).
        case invalidOptions
        /// The bytes are not a PNG image.
        case notPNG
    }

    /// What went wrong.
    public var kind: Kind
    /// What was being done, as "writing a PNG" or "creating a 800×600 image".
    public var operation: String
    /// What went wrong, in words, without the operation.
    public var problem: String

    /// Creates an error.
    /// - Parameters:
    ///   - kind: what went wrong.
    ///   - operation: what was being done.
    ///   - problem: what went wrong, in words.
    public init(_ kind: Kind, operation: String, problem: String) {
        self.kind = kind
        self.operation = operation
        self.problem = problem
    }

    /// The message: the problem, after what was being done unless the problem says it already.
    public var description: String {
        switch kind {
        case .imageTooLarge: problem
        default: "\(operation): \(problem)"
        }
    }
}

extension CairoError {
    /// The largest width or height, in pixels, that Cairo's image surfaces accept.
    static let maximumDimension = 32767

    /// The error for an image over the pixel limit, whose message says by how much.
    static func imageTooLarge(width: Double, height: Double, limit: Int) -> CairoError {
        let pixels = width * height
        let text =
            "the image would be \(formatCount(width))×\(formatCount(height)) pixels "
            + "(\(formatMegapixels(pixels)) megapixels), over the limit of "
            + "\(formatMegapixels(Double(limit))) megapixels"
        return CairoError(
            .imageTooLarge(width: saturatingInt(width), height: saturatingInt(height), limit: limit),
            operation: "sizing the image", problem: text)
    }

    /// A whole number of pixels as digits; absurd sizes (beyond 10¹⁵) in scientific notation.
    static func formatCount(_ value: Double) -> String {
        value < 1e15 ? String(Int(value)) : String(format: "%.3g", value)
    }

    /// Pixels as megapixels: whole when whole, else one decimal, else as many as it takes to not show zero.
    static func formatMegapixels(_ pixels: Double) -> String {
        let megapixels = pixels / 1_000_000
        guard megapixels < 1e15 else { return String(format: "%.3g", megapixels) }
        if megapixels == megapixels.rounded() { return String(Int(megapixels)) }
        for decimals in 1...6 {
            let text = String(format: "%.\(decimals)f", megapixels)
            if Double(text) != 0 && Double(text) != megapixels.rounded(.down) {
                return trimmingZeros(text)
            }
        }
        return trimmingZeros(String(format: "%.6f", megapixels))
    }

    private static func trimmingZeros(_ text: String) -> String {
        guard text.contains(".") else { return text }
        var trimmed = Substring(text)
        while trimmed.hasSuffix("0") { trimmed = trimmed.dropLast() }
        if trimmed.hasSuffix(".") { trimmed = trimmed.dropLast() }
        return String(trimmed)
    }

    /// The error for a PDF page with a side beyond the 14 400 points (200 inches) that PDF readers accept.
    static func pageTooLarge(width: Double, height: Double, operation: String) -> CairoError {
        CairoError(
            .sideTooLong(length: saturatingInt(Swift.max(width, height)), limit: maximumPageSide),
            operation: operation, problem: "each side of a PDF page must be 1 to \(maximumPageSide) points")
    }

    /// The longest side, in points, of a PDF page that readers accept.
    static let maximumPageSide = 14_400

    /// A count of pixels or points as a whole number; `Int.max` for counts beyond it.
    static func saturatingInt(_ value: Double) -> Int {
        value < 9e18 ? Int(value) : Int.max
    }
}
