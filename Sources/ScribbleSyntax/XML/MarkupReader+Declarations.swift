extension MarkupReader {
    /// Skips a document type declaration, refusing one that declares entities or uses parameter
    /// entities: they can read local files or expand without bound.
    package mutating func skipDoctype() throws(FormatError) {
        let start = position
        position += 9
        var quote: UInt8?
        var inSubset = false
        while position < bytes.count {
            let byte = bytes[position]
            if let open = quote {
                if byte == open { quote = nil }
                position += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                quote = byte
            case UInt8(ascii: "["):
                inSubset = true
            case UInt8(ascii: "]"):
                inSubset = false
            case UInt8(ascii: "<") where inSubset:
                if hasPrefix("<!--") {
                    try skipComment()
                    continue
                }
                if hasPrefix("<!ENTITY") {
                    throw failure(
                        at: position,
                        "the document type declaration declares entities, which this reader refuses: they can read local files or expand without bound; remove the <!DOCTYPE …> internal subset"
                    )
                }
            case UInt8(ascii: "%") where inSubset:
                throw failure(
                    at: position,
                    "the document type declaration uses parameter entities, which this reader refuses; remove the <!DOCTYPE …> internal subset"
                )
            case UInt8(ascii: ">") where !inSubset:
                position += 1
                return
            default:
                break
            }
            position += 1
        }
        throw failure(at: start, "the document type declaration is not closed with \">\"")
    }

    package mutating func skipComment() throws(FormatError) {
        try skip(past: "-->", from: position + 4, what: "comment")
    }

    package mutating func skipProcessingInstruction() throws(FormatError) {
        try skip(past: "?>", from: position + 2, what: "processing instruction")
    }

    /// Moves past the first `terminator` at or after `from`.
    package mutating func skip(past terminator: StaticString, from: Int, what: String) throws(FormatError) {
        let start = position
        let pattern = UnsafeBufferPointer(start: terminator.utf8Start, count: terminator.utf8CodeUnitCount)
        var index = from
        while index + pattern.count <= bytes.count {
            if bytes[index] == pattern[0], bytes[index..<(index + pattern.count)].elementsEqual(pattern) {
                position = index + pattern.count
                return
            }
            index += 1
        }
        throw failure(at: start, "the \(what) is not closed with \"\(terminator)\"")
    }
}
