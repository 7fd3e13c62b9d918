import ScribbleKit

extension CairoError {
    /// The error for a drawing that could not be framed, in the words of an image's limits.
    /// - Parameters:
    ///   - error: Why the framing refused it.
    ///   - scaled: Whether the image is sized by a scale (so that a smaller one helps), not fixed.
    init(framing error: FramingError, scaled: Bool) {
        let operation = "sizing the image"
        switch error.kind {
        case .invalidOptions:
            self.init(.invalidOptions, operation: operation, problem: error.problem)
        case .noFiniteSize:
            self.init(.invalidSize, operation: operation, problem: error.problem)
        case .tooManyPixels(let width, let height, let limit):
            self = .imageTooLarge(width: width, height: height, limit: limit)
        case .sideTooLong(let width, let height, let limit):
            self.init(
                .invalidSize, operation: operation,
                problem: "the image would be \(Self.formatCount(width))×\(Self.formatCount(height)) pixels, and Cairo draws at most "
                    + "\(limit) pixels on a side" + (scaled ? "; render at a smaller --scale" : ""))
        }
    }
}
