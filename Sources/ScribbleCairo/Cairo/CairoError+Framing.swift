import ScribbleKit

extension CairoError {
    /// The error for a drawing that could not be framed, in the words of an image's limits.
    /// - Parameter error: Why the framing refused it.
    init(framing error: FramingError) {
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
                .sideTooLong(length: Self.saturatingInt(Swift.max(width, height)), limit: limit), operation: operation,
                problem:
                    "the image would be \(Self.formatCount(width))×\(Self.formatCount(height)) pixels, and Cairo draws at most "
                    + "\(limit) pixels on a side")
        }
    }
}
