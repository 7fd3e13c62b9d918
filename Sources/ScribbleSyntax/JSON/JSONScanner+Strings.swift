extension JSONScanner {
    /// A syntax error found by the lexing functions, which know bytes but not the path.
    package struct Problem: Error {
        var offset: Int
        var message: String
    }

    /// Reads the string whose opening quote is at `start`, checking its escapes and its UTF-8.
    /// - Parameters:
    ///   - scratch: Receives the decoded text when the string has escapes; left alone otherwise.
    /// - Returns: Where the string is, and whether its text is in `scratch`.
    package static func lexString(
        _ bytes: UnsafeRawBufferPointer, from start: Int, into scratch: inout [UInt8]
    ) throws(Problem) -> StringToken {
        let count = bytes.count
        var index = start + 1
        var escaped = false
        while index < count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                return StringToken(start: start, end: index, isEscaped: escaped)
            case UInt8(ascii: "\\"):
                if !escaped {
                    escaped = true
                    scratch.removeAll(keepingCapacity: true)
                    scratch.append(contentsOf: bytes[(start + 1)..<index])
                }
                index = try lexEscape(bytes, at: index, into: &scratch)
            case 0..<0x20:
                throw Problem(offset: index, message: controlCharacterMessage(byte))
            case 0x20..<0x80:
                if escaped { scratch.append(byte) }
                index += 1
            default:
                guard let length = utf8SequenceLength(bytes, at: index) else { throw invalidUTF8(bytes, at: index) }
                if escaped { scratch.append(contentsOf: bytes[index..<(index + length)]) }
                index += length
            }
        }
        throw Problem(offset: start, message: "unterminated string: the closing '\"' is missing")
    }

    /// Decodes the escape whose backslash is at `start` onto `scratch`.
    /// - Returns: The offset after the escape.
    private static func lexEscape(
        _ bytes: UnsafeRawBufferPointer, at start: Int, into scratch: inout [UInt8]
    ) throws(Problem) -> Int {
        guard start + 1 < bytes.count else {
            throw Problem(offset: start, message: "unterminated string: the closing '\"' is missing")
        }
        let simple: UInt8
        switch bytes[start + 1] {
        case UInt8(ascii: "\""): simple = UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): simple = UInt8(ascii: "\\")
        case UInt8(ascii: "/"): simple = UInt8(ascii: "/")
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "u"):
            return try lexUnicodeEscape(bytes, at: start, into: &scratch)
        default:
            // A control character or a byte that is not UTF-8 is named as such, rather than shown
            // as an escape it is not.
            if bytes[start + 1] < 0x20 {
                throw Problem(offset: start + 1, message: controlCharacterMessage(bytes[start + 1]))
            }
            guard let length = Self.utf8SequenceLength(bytes, at: start + 1) else {
                throw invalidUTF8(bytes, at: start + 1)
            }
            let shown = String(
                decoding: UnsafeRawBufferPointer(rebasing: bytes[(start + 1)..<(start + 1 + length)]), as: UTF8.self)
            throw Problem(
                offset: start,
                message:
                    "invalid escape '\\\(shown)' in a string; JSON knows \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX")
        }
        scratch.append(simple)
        return start + 2
    }

    /// Decodes `\uXXXX`, or a surrogate pair `\uD83D\uDE00`, at `start` onto `scratch` as UTF-8.
    private static func lexUnicodeEscape(
        _ bytes: UnsafeRawBufferPointer, at start: Int, into scratch: inout [UInt8]
    ) throws(Problem) -> Int {
        let high = try hexQuad(bytes, at: start)
        var scalarValue = high
        var end = start + 6
        switch high {
        case 0xD800...0xDBFF:
            let isFollowedByEscape =
                end + 1 < bytes.count
                && bytes[end] == UInt8(ascii: "\\") && bytes[end + 1] == UInt8(ascii: "u")
            guard isFollowedByEscape else {
                throw Problem(
                    offset: start,
                    message:
                        "unpaired surrogate \\u\(hex(high)) in a string: a low surrogate \\uDC00…\\uDFFF must follow")
            }
            let low = try hexQuad(bytes, at: end)
            guard (0xDC00...0xDFFF).contains(low) else {
                throw Problem(
                    offset: start,
                    message:
                        "unpaired surrogate \\u\(hex(high)) in a string: a low surrogate \\uDC00…\\uDFFF must follow")
            }
            scalarValue = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
            end += 6
        case 0xDC00...0xDFFF:
            throw Problem(
                offset: start,
                message: "unpaired surrogate \\u\(hex(high)) in a string: a low surrogate must follow a high one")
        default:
            break
        }
        // Surrogates were handled above, so every remaining value is a scalar.
        guard let scalar = Unicode.Scalar(scalarValue) else {
            throw Problem(offset: start, message: "\\u\(hex(high)) is not a character")
        }
        if let encoded = UTF8.encode(scalar) { scratch.append(contentsOf: encoded) }
        return end
    }

    /// The four hex digits after the `\u` at `start`.
    private static func hexQuad(_ bytes: UnsafeRawBufferPointer, at start: Int) throws(Problem) -> UInt32 {
        var value: UInt32 = 0
        for index in (start + 2)..<(start + 6) {
            guard index < bytes.count, let digit = hexDigitValue(bytes[index]) else {
                throw Problem(offset: start, message: "invalid \\u escape in a string: four hex digits must follow \\u")
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    private static func hexDigitValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: Swift.max(0, 4 - digits.count)) + digits
    }

    /// The error for the byte at `index`, which does not begin well-formed UTF-8.
    private static func invalidUTF8(_ bytes: UnsafeRawBufferPointer, at index: Int) -> Problem {
        Problem(
            offset: index,
            message: "invalid UTF-8 in a string (byte 0x\(String(bytes[index], radix: 16, uppercase: true)))")
    }

    private static func controlCharacterMessage(_ byte: UInt8) -> String {
        let name: String
        switch byte {
        case 0x0A: name = "a line break; write it as \\n"
        case 0x0D: name = "a carriage return; write it as \\r"
        case 0x09: name = "a tab; write it as \\t"
        default: name = "the control character U+\(hex(UInt32(byte))); write it as \\u\(hex(UInt32(byte)))"
        }
        return "a string cannot hold \(name)"
    }

    /// The length of the well-formed UTF-8 sequence at `index` (no overlong forms, no surrogates,
    /// nothing past U+10FFFF), or `nil` when it is not one.
    package static func utf8SequenceLength(_ bytes: UnsafeRawBufferPointer, at index: Int) -> Int? {
        let lead = bytes[index]
        let length: Int
        var lowest: UInt8 = 0x80
        var highest: UInt8 = 0xBF
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            lowest = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            highest = 0x9F
        case 0xF0:
            length = 4
            lowest = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            highest = 0x8F
        default: return nil
        }
        guard index + length <= bytes.count else { return nil }
        let second = bytes[index + 1]
        guard second >= lowest, second <= highest else { return nil }
        for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 { return nil }
        return length
    }
}
