import ScribbleSyntax

/// A cursor over the UTF-8 bytes of one SVG attribute value, reading the small grammars that SVG
/// attributes share: numbers, flags, whitespace and the comma-or-whitespace separator.
///
/// The scanner reads memory it does not own; make one only inside `withContiguousBytes`-style
/// closures, as ``withScanner(over:_:)`` does.
struct SVGScanner {
    /// The result of asking for a number.
    enum NumberResult {
        /// A number was read and the cursor moved past it.
        case number(Double)
        /// The bytes at the cursor do not begin a number; the cursor has not moved.
        case notANumber
        /// A number was written but it does not fit in a `Double` (as `1e999`); the cursor has not moved.
        case outOfRange
    }

    let bytes: UnsafeBufferPointer<UInt8>
    /// The offset of the next byte to read.
    var position: Int

    init(_ bytes: UnsafeBufferPointer<UInt8>, position: Int = 0) {
        self.bytes = bytes
        self.position = position
    }

    var isAtEnd: Bool { position >= bytes.count }

    /// The byte at the cursor, or `nil` at the end.
    var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    /// Whether a byte is SVG whitespace: space, tab, line feed, form feed or carriage return.
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D && byte != 0x0B)
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }

    /// Whether a byte can begin a number: a digit, a sign or a decimal point.
    static func canBeginNumber(_ byte: UInt8) -> Bool {
        isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "+")
    }

    mutating func skipWhitespace() {
        while position < bytes.count, Self.isWhitespace(bytes[position]) { position += 1 }
    }

    /// Skips `wsp* ,? wsp*`.
    /// - Returns: Whether a comma was skipped.
    // Inlined: path data parses in 2% more instructions without (tools/bench-svg-path.py).
    @inline(__always) @discardableResult
    mutating func skipCommaWhitespace() -> Bool {
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: ",") else { return false }
        position += 1
        skipWhitespace()
        return true
    }

    /// Skips `byte` if it is next.
    mutating func skip(_ byte: UInt8) -> Bool {
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    /// Reads an SVG number, `[+-]? (digits ("." digits?)? | "." digits) ([eE] [+-]? digits)?`, the form
    /// the SVG 2 path grammar and CSS share. An `e` that no exponent digits follow is left unread, so
    /// that "1e" reads as 1 followed by an unexpected "e".
    ///
    /// Numbers of up to 19 significant digits with small exponents are converted exactly here (one
    /// correctly rounded multiplication or division by an exact power of ten); the rest go to the
    /// standard library's correctly rounded parser.
    // Inlined: path data parses in 13% more instructions and 6% more time without (tools/bench-svg-path.py).
    @inline(__always)
    mutating func scanNumber() -> NumberResult {
        let start = position
        var index = position
        let count = bytes.count
        var negative = false
        if index < count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            negative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        var mantissa: UInt64 = 0
        var significantDigits = 0
        var exponent = 0
        var sawDigit = false
        var inexact = false
        /// Adds a digit to the significand (leading zeros count for nothing) while it has room for
        /// one of its 19 digits; whether it had.
        func takeDigit(_ digit: UInt64) -> Bool {
            guard significantDigits < 19 else { return false }
            if mantissa != 0 || digit != 0 {
                mantissa = mantissa &* 10 &+ digit
                significantDigits += 1
            }
            return true
        }
        while index < count, Self.isDigit(bytes[index]) {
            let digit = UInt64(bytes[index] &- 0x30)
            sawDigit = true
            if !takeDigit(digit) {
                exponent += 1
                if digit != 0 { inexact = true }
            }
            index += 1
        }
        if index < count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            while index < count, Self.isDigit(bytes[index]) {
                let digit = UInt64(bytes[index] &- 0x30)
                sawDigit = true
                if takeDigit(digit) {
                    exponent -= 1
                } else if digit != 0 {
                    inexact = true
                }
                index += 1
            }
        }
        guard sawDigit else { return .notANumber }
        if index < count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            var cursor = index + 1
            var exponentNegative = false
            if cursor < count, bytes[cursor] == UInt8(ascii: "-") || bytes[cursor] == UInt8(ascii: "+") {
                exponentNegative = bytes[cursor] == UInt8(ascii: "-")
                cursor += 1
            }
            if cursor < count, Self.isDigit(bytes[cursor]) {
                var written = 0
                while cursor < count, Self.isDigit(bytes[cursor]) {
                    // Saturate: any exponent this large already over- or underflows.
                    if written < 100_000 { written = written * 10 + Int(bytes[cursor] &- 0x30) }
                    cursor += 1
                }
                exponent += exponentNegative ? -written : written
                index = cursor
            }
        }
        let value: Double
        if !inexact, let exact = exactDecimalValue(mantissa, exponent) {
            value = exact
        } else {
            guard
                let parsed = Double(
                    String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
            else {
                return .notANumber
            }
            guard parsed.isFinite else { return .outOfRange }
            position = index
            return .number(parsed)
        }
        position = index
        return .number(negative ? -value : value)
    }

    /// How a byte is shown in a message: `"x"`, or the end of the data when there is none.
    static func describe(_ byte: UInt8?) -> String {
        guard let byte else { return "the end of the data" }
        switch byte {
        case 0x20: return "a space"
        case 0x09: return "a tab"
        case 0x0A, 0x0D: return "a line break"
        case 0x21...0x7E: return "\"" + String(UnicodeScalar(byte)) + "\""
        default: return "the byte 0x" + String(byte, radix: 16, uppercase: true)
        }
    }
}

/// Runs `body` with a scanner over the UTF-8 bytes of `text`, without copying them when the string
/// is stored contiguously (as native Swift strings are).
func withScanner<Result>(over text: String, _ body: (inout SVGScanner) -> Result) -> Result {
    var text = text
    return text.withUTF8 { buffer in
        var scanner = SVGScanner(buffer)
        return body(&scanner)
    }
}

/// Runs `body` with a scanner over `bytes`, copying them only when they are not contiguous.
func withScanner<Bytes: Collection<UInt8>, Result>(over bytes: Bytes, _ body: (inout SVGScanner) -> Result) -> Result {
    if let result = bytes.withContiguousStorageIfAvailable({ buffer -> Result in
        var scanner = SVGScanner(buffer)
        return body(&scanner)
    }) {
        return result
    }
    return Array(bytes).withUnsafeBufferPointer { buffer in
        var scanner = SVGScanner(buffer)
        return body(&scanner)
    }
}
