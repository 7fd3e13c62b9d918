/// Builds JSON text as Scribble's own writers do, for documents that other modules define (a
/// card's `card.json`): numbers in the shortest form that reads back as the same double, whole
/// numbers without a fraction, strings escaped as JSON requires.
///
/// It writes what it is told, in order; the caller lays out the structure and the whitespace.
public struct JSONTextWriter: Sendable {
    private var writer: JSONWriter

    /// Creates a writer, with room for about `capacity` bytes.
    public init(capacity: Int = 0) {
        writer = JSONWriter(capacity: capacity)
    }

    /// The text so far, as UTF-8.
    public var bytes: [UInt8] { writer.bytes }

    /// Writes text as it is: punctuation, whitespace, literals such as `true`.
    public mutating func raw(_ text: StaticString) { writer.raw(text) }

    /// Writes a number; infinities and NaN, which JSON cannot hold, as `null`.
    public mutating func number(_ value: Double) { writer.number(value) }

    /// Writes a whole number.
    public mutating func integer(_ value: Int) { writer.integer(value) }

    /// Writes a string in double quotes, escaped.
    public mutating func string(_ text: String) { writer.string(text) }

    /// Writes `"key": `, the key escaped.
    public mutating func key(_ name: String) {
        writer.string(name)
        writer.raw(": ")
    }
}
