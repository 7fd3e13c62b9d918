/// Tells, byte by byte, which bytes of JSON text lie inside strings, for the quick passes that
/// scan JSON without parsing it (counting a file's records, finding where one record ends): their
/// brackets and commas count only outside strings.
package struct JSONStringSkipper {
    private var inString = false
    private var escaped = false

    package init() {}

    /// Takes the next byte: `true` when it is inside a string (its closing quote included), so
    /// that it is no bracket or comma; `false` for a byte outside strings, an opening quote
    /// included (the start of a value).
    package mutating func skips(_ byte: UInt8) -> Bool {
        if inString {
            if escaped {
                escaped = false
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
            } else if byte == UInt8(ascii: "\"") {
                inString = false
            }
            return true
        }
        if byte == UInt8(ascii: "\"") { inString = true }
        return false
    }
}
