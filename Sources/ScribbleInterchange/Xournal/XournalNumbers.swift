import ScribbleSyntax

/// Reads the lists of numbers Xournal++ writes, separated by white space: a stroke's points
/// (`x0 y0 x1 y1 …`), its widths (`w z0 z1 …`), a custom dash pattern.
enum XournalNumbers {
    /// A number that could not be read: where it starts, which it is (from 0), and what is wrong.
    struct Problem: Error {
        var offset: Int
        var index: Int
        var message: String
        /// For a number beyond the bound it was read within, the number as written.
        var outOfRange: String?
    }

    /// Reads every number of `bytes[range]`, at most `limit` of them, each within ±`bound`.
    ///
    /// With `allowingNaN`, `nan` (any case, either sign) reads as NaN: Xournal++ reads it so in a
    /// list of widths, and its own test notebooks hold such widths.
    /// - Throws: ``Problem`` for text that is not a number, a number that is not finite (`nan`
    ///   unless allowed, `inf`, `1e999`), a number beyond `bound` (``Problem/outOfRange``), or more
    ///   than `limit` numbers (`"more than the limit"` ends its message).
    static func read(
        _ bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>, limit: Int = .max, bound: Double = .infinity,
        allowingNaN: Bool = false
    ) throws(Problem) -> [Double] {
        var numbers: [Double] = []
        var index = range.lowerBound
        let end = range.upperBound
        while true {
            while index < end, isWhitespace(bytes[index]) { index += 1 }
            guard index < end else { return numbers }
            let start = index
            var negative = false
            if bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
                negative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            var tokenEnd = index
            while tokenEnd < end, !isWhitespace(bytes[tokenEnd]) { tokenEnd += 1 }
            let token = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<tokenEnd]), as: UTF8.self)
            guard let (value, next) = DecimalText.parse(bytes, at: index, end: end), next == tokenEnd else {
                let lowered = token.lowercased().trimmingSign()
                if allowingNaN, lowered == "nan" {
                    guard numbers.count < limit else {
                        throw Problem(offset: start, index: numbers.count, message: "more numbers than the limit")
                    }
                    numbers.append(.nan)
                    index = tokenEnd
                    continue
                }
                if ["nan", "inf", "infinity"].contains(lowered) {
                    throw Problem(
                        offset: start, index: numbers.count,
                        message: "\(FormatError.quoted(token)) is not a finite number")
                }
                throw Problem(
                    offset: start, index: numbers.count,
                    message: "expected a number, found \(FormatError.quoted(token))")
            }
            guard value.isFinite else {
                throw Problem(
                    offset: start, index: numbers.count,
                    message: "\(FormatError.quoted(token)) is too large for a number")
            }
            guard value <= bound else {
                throw Problem(offset: start, index: numbers.count, message: "out of range", outOfRange: token)
            }
            guard numbers.count < limit else {
                throw Problem(offset: start, index: numbers.count, message: "more numbers than the limit")
            }
            numbers.append(negative ? -value : value)
            index = next
        }
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }
}

extension String {
    fileprivate func trimmingSign() -> Substring {
        first == "-" || first == "+" ? dropFirst() : self[...]
    }
}
