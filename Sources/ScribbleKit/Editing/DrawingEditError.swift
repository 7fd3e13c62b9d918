/// Why an edit was refused. Nothing was changed and nothing was recorded.
public struct DrawingEditError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Hashable, Sendable {
        /// A stroke index the drawing does not have (or, for an edit, will not have).
        case indexOutOfRange
        /// An edit's indices are not each above the one before and at least 0.
        case indicesOutOfOrder
        /// The stroke at a place is not the one the edit would take out: the edit was made for
        /// another state of the drawing.
        case strokeMismatch
        /// A number that cannot be used: a parameter that is not finite or a scale of 0, a stroke
        /// holding a number that is not finite, or a change that would carry a stroke's
        /// transform beyond the numbers a double holds.
        case unusableNumber
    }

    /// What went wrong.
    public let kind: Kind
    /// What went wrong, in words.
    public let problem: String

    /// Creates an error.
    /// - Parameters:
    ///   - kind: what went wrong.
    ///   - problem: what went wrong, in words a user can act on.
    public init(_ kind: Kind, problem: String) {
        self.kind = kind
        self.problem = problem
    }

    /// The message: "editing the drawing: " and the problem.
    public var description: String { "editing the drawing: \(problem)" }
}
