/// A mistake in SVG path data: where it is and what the parser expected there.
///
/// Path data is read as browsers read it: everything before the first mistake is kept (up to the
/// last complete segment), and the mistake is reported. `SVGPath.parse(_:)` returns it
/// next to the path; `SVGPath(parsing:)` throws it.
public struct SVGPathError: Error, CustomStringConvertible, Hashable, Sendable {
    /// The offset of the offending byte in the UTF-8 path data, counting from 0; the data's length
    /// when the data ended too early.
    public var offset: Int
    /// What was expected and what was found, e.g. `expected a number for the y of L, found "#"`.
    public var message: String

    /// Creates an error.
    public init(offset: Int, message: String) {
        self.offset = offset
        self.message = message
    }

    /// `byte OFFSET: MESSAGE`.
    public var description: String { "byte \(offset): \(message)" }
}
