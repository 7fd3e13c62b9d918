/// A pressure curve that cannot be made: what is wrong with it, in words a user can act on.
public struct PressureCurveError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public let message: String

    /// Creates the error.
    public init(message: String) {
        self.message = message
    }

    public var description: String { message }
}
