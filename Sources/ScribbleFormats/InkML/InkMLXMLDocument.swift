/// A parsed XML document as ``InkMLXMLReader`` builds it: its elements in document order (the first
/// is the root), over the bytes it was read from, which it does not own.
struct InkMLXMLDocument {
    var elements: [InkMLXMLElement]
    let bytes: UnsafeBufferPointer<UInt8>
    let file: String?

    /// The root element, always at index 0.
    var root: InkMLXMLElement { elements[0] }

    /// The text of an element, its character data and CDATA sections joined, references expanded.
    func text(of element: InkMLXMLElement) throws(FormatError) -> String {
        String(decoding: try textBytes(of: element).bytes, as: UTF8.self)
    }

    /// The text of an element as bytes, with the offset in the document of its first piece (for
    /// messages). Text without references or CDATA comes straight from the document.
    func textBytes(of element: InkMLXMLElement) throws(FormatError) -> (bytes: [UInt8], offset: Int) {
        guard let first = element.text.first else { return ([], element.offset) }
        var result: [UInt8] = []
        for piece in element.text {
            guard !piece.isCharacterData, piece.hasReferences else {
                result.append(contentsOf: bytes[piece.range])
                continue
            }
            var index = piece.range.lowerBound
            while index < piece.range.upperBound {
                if bytes[index] == UInt8(ascii: "&") {
                    let (scalar, next) = try InkMLXMLReader.reference(in: bytes, at: index, end: piece.range.upperBound, file: file)
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
    func plainTextRange(of element: InkMLXMLElement) -> Range<Int>? {
        guard element.text.count == 1, let piece = element.text.first, !piece.hasReferences else {
            return element.text.isEmpty ? element.offset..<element.offset : nil
        }
        return piece.range
    }

    /// An error at a byte offset of the document.
    func failure(at offset: Int, path: String = "", _ message: String) -> FormatError {
        let (line, column) = Self.lineAndColumn(of: offset, in: bytes)
        return FormatError(file: file, line: line, column: column, path: path, message: message)
    }

    /// The line (from 1) and the column (characters from 1) of `offset`. Line breaks are LF, CR LF and
    /// lone CR, as XML reads them; a column counts Unicode scalars, not bytes.
    static func lineAndColumn(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
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
        for position in lineStart..<end where bytes[position] & 0xC0 != 0x80 { column += 1 }
        return (line, column)
    }
}

/// One element: its name, namespace, attributes, children, text and where it starts.
struct InkMLXMLElement {
    /// The name without its prefix: `trace` for `inkml:trace`.
    var localName: String
    /// The namespace the prefix (or the default namespace) maps to, or `nil` when none is declared.
    var namespace: String?
    var attributes: [InkMLXMLAttribute]
    /// Indices of the child elements in the document, in order.
    var children: [Int] = []
    /// The index of the parent element, or `nil` for the root.
    var parent: Int?
    /// The byte offset of the `<` that begins the element.
    var offset: Int
    /// The element's own character data and CDATA sections, in order; pure whitespace is left out.
    var text: [InkMLXMLText] = []

    init(localName: String, namespace: String?, attributes: [InkMLXMLAttribute], parent: Int?, offset: Int) {
        self.localName = localName
        self.namespace = namespace
        self.attributes = attributes
        self.parent = parent
        self.offset = offset
    }

    /// The value of the attribute with this qualified name (`name`, `xml:id`).
    subscript(_ name: String) -> String? { attributes.first { $0.name == name }?.value }

    /// The attribute with this qualified name.
    func attribute(_ name: String) -> InkMLXMLAttribute? { attributes.first { $0.name == name } }
}

/// An attribute: its qualified name, its value with references expanded and whitespace normalised,
/// and where the value starts in the document.
struct InkMLXMLAttribute {
    var name: String
    var value: String
    var valueOffset: Int
}

/// A piece of an element's text: a range of the document, character data or the inside of a CDATA section.
struct InkMLXMLText {
    var range: Range<Int>
    var isCharacterData: Bool
    var hasReferences: Bool
}
