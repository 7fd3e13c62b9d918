extension MarkupReader {
    /// Reads `&name;`, `&#digits;` or `&#xhex;` at `start`.
    package func readReference(at start: Int, end: Int) throws(FormatError) -> (scalar: Unicode.Scalar, next: Int) {
        try Self.reference(in: bytes, at: start, end: end, file: file)
    }

    /// Reads `&name;`, `&#digits;` or `&#xhex;` at `start` of `bytes`, reading no further than `end`.
    /// Only the five predefined entities are known: nothing a document declares is ever expanded.
    /// - Returns: The character and the offset after the reference.
    /// - Throws: `FormatError` at the `&` when the reference is malformed, undefined or not a character XML allows.
    package static func reference(
        in bytes: UnsafeBufferPointer<UInt8>, at start: Int, end: Int,
        file: String?
    ) throws(FormatError) -> (scalar: Unicode.Scalar, next: Int) {
        func failure(_ message: String) -> FormatError {
            MarkupSourceLocation.failure(at: start, in: bytes, file: file, message)
        }
        var index = start + 1
        if index < end, bytes[index] == UInt8(ascii: "#") {
            index += 1
            var radix: UInt32 = 10
            if index < end, bytes[index] == UInt8(ascii: "x") {
                radix = 16
                index += 1
            }
            var value: UInt32 = 0
            var digits = 0
            while index < end, let digit = digitValue(bytes[index], radix: radix) {
                value = Swift.min(value * radix + digit, 0x11_0000)
                digits += 1
                index += 1
            }
            guard digits > 0, index < end, bytes[index] == UInt8(ascii: ";") else {
                throw failure("a character reference must be &#DIGITS; or &#xHEX;")
            }
            guard let scalar = Unicode.Scalar(value), isXMLCharacter(scalar) else {
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<(index + 1)]), as: UTF8.self)
                throw failure("the character reference \(text) is not a character XML allows")
            }
            return (scalar, index + 1)
        }
        let nameStart = index
        while index < end, index - nameStart < 32, isNameByte(bytes[index], first: index == nameStart) { index += 1 }
        guard index < end, bytes[index] == UInt8(ascii: ";"), index > nameStart else {
            throw failure("\"&\" must begin a reference such as &amp;; write a lone ampersand as &amp;")
        }
        let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<index]), as: UTF8.self)
        let scalar: Unicode.Scalar
        switch name {
        case "lt": scalar = "<"
        case "gt": scalar = ">"
        case "amp": scalar = "&"
        case "quot": scalar = "\""
        case "apos": scalar = "'"
        default:
            throw failure(
                "the entity &\(name); is not defined; this reader expands only &lt; &gt; &amp; &quot; &apos; and character references"
            )
        }
        return (scalar, index + 1)
    }

    private static func digitValue(_ byte: UInt8, radix: UInt32) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16: return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F") where radix == 16: return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    private static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
