/// A parsed XML document as ``MarkupReader`` builds it: its elements in document order (the first
/// is the root), over the bytes it was read from, which it does not own.
package struct MarkupDocument {
    package var elements: [MarkupElement]
    package let bytes: UnsafeBufferPointer<UInt8>
    package let file: String?

    /// The root element, always at index 0.
    package var root: MarkupElement { elements[0] }

    /// The text of an element, its character data and CDATA sections joined, references expanded.
    package func text(of element: MarkupElement) throws(FormatError) -> String {
        String(decoding: try textBytes(of: element).bytes, as: UTF8.self)
    }

    /// The text of an element as bytes, with the offset in the document of its first piece (for
    /// messages). Text without references or CDATA comes straight from the document.
    package func textBytes(of element: MarkupElement) throws(FormatError) -> (bytes: [UInt8], offset: Int) {
        guard let first = element.text.first else { return ([], element.offset) }
        var result: [UInt8] = []
        for piece in element.text {
            guard !piece.isCDATA, piece.hasReferences else {
                result.append(contentsOf: bytes[piece.range])
                continue
            }
            var index = piece.range.lowerBound
            while index < piece.range.upperBound {
                if bytes[index] == UInt8(ascii: "&") {
                    let (scalar, next) = try MarkupReader.reference(
                        in: bytes, at: index, end: piece.range.upperBound, file: file)
                    result.append(contentsOf: String(scalar).utf8)
                    index = next
                } else {
                    result.append(bytes[index])
                    index += 1
                }
            }
        }
        return (result, first.range.lowerBound)
    }

    /// Whether the text of an element is one plain piece of the document, so that it can be read in place.
    package func plainTextRange(of element: MarkupElement) -> Range<Int>? {
        guard element.text.count == 1, let piece = element.text.first, !piece.hasReferences else {
            return element.text.isEmpty ? element.offset..<element.offset : nil
        }
        return piece.range
    }

    /// An error at a byte offset of the document.
    package func failure(at offset: Int, path: String = "", _ message: String) -> FormatError {
        MarkupSourceLocation.failure(at: offset, in: bytes, file: file, path: path, message)
    }
}
