/// Readers the interchange formats need beyond those of Scribble's own documents.
extension JSONScanner {
    /// Reads `true` or `false`.
    package mutating func readBool() throws(FormatError) -> Bool {
        guard peekKind() == .literal else { throw mismatch(expected: "true or false") }
        if spells("true") {
            position += 4
            return true
        }
        if spells("false") {
            position += 5
            return false
        }
        throw mismatch(expected: "true or false")
    }

    /// Reads `true`, `false` or `null` (for none).
    package mutating func readOptionalBool() throws(FormatError) -> Bool? {
        if readNullIfPresent() { return nil }
        return try readBool()
    }

    /// Reads a string, or `null` for none.
    package mutating func readOptionalString() throws(FormatError) -> String? {
        if readNullIfPresent() { return nil }
        return try readString()
    }

    /// Reads an array of numbers, or `null` for none, each within ±`limit` (`nil` elements allowed
    /// when `allowingNull`), refusing more than `maximumCount`.
    package mutating func readNumbers(within limit: Double, maximumCount: Int, allowingNull: Bool = false)
        throws(FormatError) -> [Double?]
    {
        if readNullIfPresent() { return [] }
        let start = try beginArray()
        var values: [Double?] = []
        while try nextElement() {
            guard values.count < maximumCount else {
                throw failure(at: start, "the array has more than \(maximumCount) numbers, the limit")
            }
            if allowingNull, readNullIfPresent() {
                values.append(nil)
                continue
            }
            let value = try readNumber()
            guard abs(value) <= limit else {
                throw valueFailure("the number must be within ±\(DecimalText.format(limit)), found \(valueText)")
            }
            values.append(value)
        }
        return values
    }

    /// Whether `literal` is spelled at the current position.
    private func spells(_ literal: StaticString) -> Bool {
        let length = literal.utf8CodeUnitCount
        guard position + length <= bytes.count else { return false }
        for index in 0..<length where bytes[position + index] != literal.utf8Start[index] { return false }
        return true
    }
}
