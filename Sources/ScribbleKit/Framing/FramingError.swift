/// Why a drawing could not be framed: an option out of range, or a picture too big for its writer.
/// Nothing was drawn or allocated.
public struct FramingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Hashable, Sendable {
        /// A scale, padding or fixed size out of range.
        case invalidOptions
        /// The picture would be of no finite size (an area of the canvas that is not finite).
        case noFiniteSize
        /// The picture would have more pixels than ``FrameLimits/maximumPixels``.
        case tooManyPixels(width: Double, height: Double, limit: Int)
        /// A side of the picture would be longer than ``FrameLimits/maximumSide``.
        case sideTooLong(width: Double, height: Double, limit: Int)
    }

    /// What went wrong.
    public let kind: Kind
    /// What went wrong, in words.
    public let problem: String

    /// Creates an error.
    public init(_ kind: Kind, problem: String) {
        self.kind = kind
        self.problem = problem
    }

    /// The message: "sizing the picture: " and the problem.
    public var description: String { "sizing the picture: \(problem)" }
}
