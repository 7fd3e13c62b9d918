/// What the scanner says when a document is wrong: errors at a place, with the line, the column
/// and the path to the value (`events[12].x`), and how the text found there looks in a message.
extension JSONScanner {
    /// An error at a byte offset, at the place in the document the scanner is reading.
    package func failure(at offset: Int, _ message: String) -> FormatError {
        let (line, column) = lineAndColumn(of: offset)
        return FormatError(file: file, line: line, column: column, path: path, message: message)
    }

    /// An error about the value most recently read.
    package func valueFailure(_ message: String) -> FormatError {
        failure(at: valueStart, message)
    }

    /// `expected …, found …` about the text at the current position.
    package func mismatch(expected: String) -> FormatError {
        failure(at: position, "expected \(expected), found \(describeValue(at: position))")
    }

    /// How many steps of a path errors show at each end of a deeper one, the middle left out.
    private static let pathEndSteps = 8

    /// The path from the root to the value being read, as `events[12].x`; a path deeper than twice
    /// ``pathEndSteps`` shows its first and last steps with `…` between, so that the message stays one
    /// readable line.
    package var path: String {
        var steps: [String] = []
        for level in outer + (depth > 0 ? [top] : []) {
            guard level.current >= 0 else { break }
            if level.isArray {
                steps.append("[\(level.current)]")
            } else {
                let key = keyText(at: level.current)
                steps.append(isPlainName(key) ? "." + key : "[\(FormatError.quoted(key))]")
            }
        }
        if steps.count > 2 * Self.pathEndSteps {
            steps = steps.prefix(Self.pathEndSteps) + ["…"] + steps.suffix(Self.pathEndSteps)
        }
        let text = steps.joined()
        return text.hasPrefix(".") ? String(text.dropFirst()) : text
    }

    /// The line (from 1) and column (from 1, in characters) of a byte offset. Lines end at LF,
    /// CR LF or a lone CR, as editors show them.
    package func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
        let offset = Swift.min(Swift.max(offset, contentStart), bytes.count)
        var line = 1
        var lineStart = contentStart
        for index in contentStart..<offset {
            let byte = bytes[index]
            let isCarriageReturnAlone =
                byte == UInt8(ascii: "\r") && (index + 1 == bytes.count || bytes[index + 1] != UInt8(ascii: "\n"))
            guard byte == UInt8(ascii: "\n") || isCarriageReturnAlone else { continue }
            line += 1
            lineStart = index + 1
        }
        var column = 1
        // Count characters as Unicode scalars: every byte but UTF-8 continuation bytes starts one.
        for index in lineStart..<offset where bytes[index] & 0xC0 != 0x80 { column += 1 }
        return (line, column)
    }

    /// How a value looks in a message: `an object`, `"abc"`, `12.5`, `null`, `the end of the file`.
    package func describeValue(at offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the file" }
        let byte = bytes[offset]
        if offset == 0, bytes.count >= 2, (byte == 0xFF && bytes[1] == 0xFE) || (byte == 0xFE && bytes[1] == 0xFF) {
            return "a UTF-16 byte order mark (save the file as UTF-8)"
        }
        if byte == 0xEF, offset + 2 < bytes.count, bytes[offset + 1] == 0xBB, bytes[offset + 2] == 0xBF {
            return "a byte order mark (U+FEFF), which may only begin the file"
        }
        switch byte {
        case UInt8(ascii: "{"): return "an object"
        case UInt8(ascii: "["): return "an array"
        case UInt8(ascii: "\""):
            var buffer: [UInt8] = []
            guard let token = try? Self.lexString(bytes, from: offset, into: &buffer) else {
                return "a string with an error in it"
            }
            let text =
                token.isEscaped
                ? String(decoding: buffer, as: UTF8.self)
                : String(
                    decoding: UnsafeRawBufferPointer(rebasing: bytes[(token.start + 1)..<token.end]), as: UTF8.self)
            return FormatError.quoted(text)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return word(at: offset, allowing: { ($0 &- UInt8(ascii: "0")) < 10 || "+-.eE".utf8.contains($0) })
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            let text = word(
                at: offset,
                allowing: {
                    ($0 | 0x20) &- UInt8(ascii: "a") < 26 || ($0 &- UInt8(ascii: "0")) < 10 || $0 == UInt8(ascii: "_")
                })
            return ["true", "false", "null"].contains(text) ? text : "'\(text)'"
        case UInt8(ascii: "'"):
            return "a single quote (JSON strings take double quotes)"
        case 0x21...0x7E:
            return "'\(Character(Unicode.Scalar(byte)))'"
        default:
            if byte >= 0x80, let length = Self.utf8SequenceLength(bytes, at: offset) {
                return
                    "'\(String(decoding: UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + length)]), as: UTF8.self))'"
            }
            return "the byte 0x\(String(byte, radix: 16, uppercase: true))"
        }
    }

    /// The key whose opening quote is at `offset`, decoded.
    package func keyText(at offset: Int) -> String {
        var buffer: [UInt8] = []
        guard let token = try? Self.lexString(bytes, from: offset, into: &buffer) else { return "?" }
        return token.isEscaped
            ? String(decoding: buffer, as: UTF8.self)
            : String(decoding: UnsafeRawBufferPointer(rebasing: bytes[(token.start + 1)..<token.end]), as: UTF8.self)
    }

    /// The word at `offset`, as far as `allowed` bytes go (30 at most), for quoting in a message.
    private func word(at offset: Int, allowing allowed: (UInt8) -> Bool) -> String {
        var end = offset
        while end < bytes.count, end - offset < 30, allowed(bytes[end]) { end += 1 }
        return String(
            decoding: UnsafeRawBufferPointer(rebasing: bytes[offset..<Swift.max(end, offset + 1)]), as: UTF8.self)
    }
}

/// Whether a key can be shown after a dot in a path: letters, digits, `_` and `-`, not starting with a digit.
private func isPlainName(_ text: String) -> Bool {
    guard let first = text.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else { return false }
    return text.utf8.allSatisfy { byte in
        (byte | 0x20) &- UInt8(ascii: "a") < 26 || (byte &- UInt8(ascii: "0")) < 10
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
    }
}
