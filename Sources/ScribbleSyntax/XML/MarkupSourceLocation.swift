/// Finds the line and column of a byte offset in UTF-8 text, for messages.
package enum MarkupSourceLocation {
    /// The line (from 1) and the column (characters from 1) of `offset`. Line breaks are LF, CR LF and
    /// lone CR, as XML reads them; a column counts Unicode scalars, not bytes.
    package static func lineAndColumn(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int)
    {
        let end = Swift.min(Swift.max(0, offset), bytes.count)
        var line = 1
        var lineStart = 0
        var index = 0
        while index < end {
            let byte = bytes[index]
            if byte == 0x0A || (byte == 0x0D && (index + 1 >= bytes.count || bytes[index + 1] != 0x0A)) {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        var column = 1
        // A byte order mark is not a character anyone sees.
        let first = line == 1 && bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Swift.min(3, end) : lineStart
        for position in first..<end where bytes[position] & 0xC0 != 0x80 {
            column += 1
        }
        return (line, column)
    }

    /// `line:column` of `offset`, as messages that point back at an earlier place write it.
    package static func place(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> String {
        let (line, column) = lineAndColumn(of: offset, in: bytes)
        return "\(line):\(column)"
    }

    /// An error at `offset` of `bytes`.
    package static func failure(
        at offset: Int, in bytes: UnsafeBufferPointer<UInt8>, file: String?, path: String = "",
        _ message: String
    ) -> FormatError {
        let (line, column) = lineAndColumn(of: offset, in: bytes)
        return FormatError(file: file, line: line, column: column, path: path, message: message)
    }
}
