/// Why a server could not start, or a call to it could not be carried out.
public struct ServerError: Error, CustomStringConvertible, Equatable, Sendable {
    /// What went wrong, in words a user can act on.
    public var message: String

    /// Creates an error.
    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
