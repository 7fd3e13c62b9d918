/// A small, safe, non-validating XML 1.0 reader that builds the element tree InkML needs, text
/// included.
///
/// The SVG reader's `XMLReader` drops character data (SVG keeps its geometry in attributes), but an
/// InkML `<trace>` keeps its points in its text, so InkML has this reader: elements, attributes in
/// either quote, namespace prefixes, character data and CDATA sections (kept as byte ranges into the
/// document, decoded only when asked for), comments, processing instructions, the five predefined
/// entities and character references.
///
/// It is safe on hostile input: a document type declaration that declares entities is refused (no
/// external entities, no entity expansion), nothing is ever fetched, and nesting, element and
/// attribute counts are bounded. Every error names its line and column.
struct InkMLXMLReader {
    /// Bounds on what a document may hold.
    struct Limits {
        var maximumDepth: Int
        var maximumElements: Int
        var maximumAttributes = 256
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private let file: String?
    private let limits: Limits
    private var position = 0
    private var elements: [InkMLXMLElement] = []
    /// Namespace declarations in scope, innermost last.
    private var namespaces: [(prefix: String, uri: String)] = []
    /// The open elements: index, qualified name, and how many declarations each pushed.
    private var open: [(index: Int, name: String, declarations: Int)] = []

    private init(bytes: UnsafeBufferPointer<UInt8>, file: String?, limits: Limits) {
        self.bytes = bytes
        self.file = file
        self.limits = limits
    }

    /// Parses a whole document.
    /// - Throws: `FormatError` with the line and column of the first problem.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, file: String?, limits: Limits) throws(FormatError) -> InkMLXMLDocument {
        var reader = InkMLXMLReader(bytes: bytes, file: file, limits: limits)
        try reader.parseDocument()
        return InkMLXMLDocument(elements: reader.elements, bytes: bytes, file: file)
    }

    // MARK: - Structure

    private mutating func parseDocument() throws(FormatError) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            position = 3
        } else if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
            throw failure(at: 0, "the document is in UTF-16; save it as UTF-8")
        }
        var sawDoctype = false
        while true {
            skipWhitespace()
            guard position < bytes.count else { throw failure(at: position, "the document has no root element") }
            if hasPrefix("<?") {
                try skip(past: "?>", from: position + 2, what: "processing instruction")
            } else if hasPrefix("<!--") {
                try skip(past: "-->", from: position + 4, what: "comment")
            } else if hasPrefix("<!DOCTYPE") {
                guard !sawDoctype else { throw failure(at: position, "a second document type declaration") }
                sawDoctype = true
                try skipDoctype()
            } else if bytes[position] == UInt8(ascii: "<") {
                break
            } else {
                throw failure(at: position, "expected the root element, found \(describe(at: position))")
            }
        }
        try parseStartTag()
        while !open.isEmpty {
            try readText()
            guard position < bytes.count else {
                let innermost = open[open.count - 1]
                throw failure(at: bytes.count, "the document ends inside <\(innermost.name)>, opened at \(place(of: elements[innermost.index].offset))")
            }
            if hasPrefix("</") {
                try parseEndTag()
            } else if hasPrefix("<!--") {
                try skip(past: "-->", from: position + 4, what: "comment")
            } else if hasPrefix("<![CDATA[") {
                let start = position + 9
                try skip(past: "]]>", from: start, what: "CDATA section")
                addText(start..<(position - 3), isCharacterData: true)
            } else if hasPrefix("<?") {
                try skip(past: "?>", from: position + 2, what: "processing instruction")
            } else if hasPrefix("<!") {
                throw failure(at: position, "unexpected markup \"<!\" inside an element")
            } else {
                try parseStartTag()
            }
        }
        while true {
            skipWhitespace()
            guard position < bytes.count else { return }
            if hasPrefix("<?") {
                try skip(past: "?>", from: position + 2, what: "processing instruction")
            } else if hasPrefix("<!--") {
                try skip(past: "-->", from: position + 4, what: "comment")
            } else {
                throw failure(at: position, "unexpected \(describe(at: position)) after the end of the root element")
            }
        }
    }

    private mutating func parseStartTag() throws(FormatError) {
        let start = position
        position += 1
        guard let name = readName() else {
            throw failure(at: position, "expected an element name after \"<\", found \(describe(at: position))")
        }
        guard elements.count < limits.maximumElements else {
            throw failure(at: start, "the document has more than \(limits.maximumElements) elements")
        }
        guard open.count < limits.maximumDepth else {
            throw failure(at: start, "elements nest more than \(limits.maximumDepth) deep")
        }
        var attributes: [InkMLXMLAttribute] = []
        var selfClosing = false
        while true {
            let spaced = skipWhitespace()
            guard position < bytes.count else { throw failure(at: position, "the document ends inside the tag <\(name)>") }
            let byte = bytes[position]
            if byte == UInt8(ascii: ">") {
                position += 1
                break
            }
            if byte == UInt8(ascii: "/") {
                guard position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: ">") else {
                    throw failure(at: position + 1, "expected \">\" after \"/\" in <\(name)>")
                }
                position += 2
                selfClosing = true
                break
            }
            guard spaced else { throw failure(at: position, "expected whitespace before the next attribute of <\(name)>") }
            attributes.append(try readAttribute(of: name, existing: attributes))
        }
        var declarations = 0
        for attribute in attributes {
            if attribute.name == "xmlns" {
                namespaces.append(("", attribute.value))
                declarations += 1
            } else if attribute.name.hasPrefix("xmlns:") {
                namespaces.append((String(attribute.name.dropFirst(6)), attribute.value))
                declarations += 1
            }
        }
        let index = elements.count
        let parent = open.last?.index
        elements.append(InkMLXMLElement(
            localName: Self.localPart(of: name), namespace: resolve(prefixOf: name), attributes: attributes,
            parent: parent, offset: start))
        if let parent { elements[parent].children.append(index) }
        if selfClosing {
            namespaces.removeLast(declarations)
        } else {
            open.append((index, name, declarations))
        }
    }

    private mutating func readAttribute(of element: String, existing: [InkMLXMLAttribute]) throws(FormatError) -> InkMLXMLAttribute {
        let nameOffset = position
        guard let name = readName() else {
            throw failure(at: position, "expected an attribute name or \">\" in <\(element)>, found \(describe(at: position))")
        }
        guard existing.count < limits.maximumAttributes else {
            throw failure(at: nameOffset, "<\(element)> has more than \(limits.maximumAttributes) attributes")
        }
        guard !existing.contains(where: { $0.name == name }) else {
            throw failure(at: nameOffset, "the attribute \(name) appears twice in <\(element)>")
        }
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else {
            throw failure(at: position, "expected \"=\" after the attribute name \(name), found \(describe(at: position))")
        }
        position += 1
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'") else {
            throw failure(at: position, "expected a quoted value for the attribute \(name), found \(describe(at: position))")
        }
        let quote = bytes[position]
        position += 1
        let valueStart = position
        var scratch: [UInt8] = []
        var plain = true
        while true {
            guard position < bytes.count else {
                throw failure(at: valueStart - 1, "the value of the attribute \(name) has no closing quote")
            }
            let byte = bytes[position]
            if byte == quote { break }
            if byte == UInt8(ascii: "<") { throw failure(at: position, "\"<\" is not allowed in an attribute value; write &lt;") }
            if plain, byte == UInt8(ascii: "&") || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                plain = false
                scratch.append(contentsOf: bytes[valueStart..<position])
            }
            if plain {
                position += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "&"):
                let (scalar, next) = try readReference(at: position, end: bytes.count)
                scratch.append(contentsOf: String(scalar).utf8)
                position = next
            case 0x0D:
                // Attribute-value normalisation: each line break and tab becomes one space.
                scratch.append(0x20)
                position += position + 1 < bytes.count && bytes[position + 1] == 0x0A ? 2 : 1
            case 0x09, 0x0A:
                scratch.append(0x20)
                position += 1
            default:
                scratch.append(byte)
                position += 1
            }
        }
        let value = plain
            ? String(decoding: UnsafeBufferPointer(rebasing: bytes[valueStart..<position]), as: UTF8.self)
            : String(decoding: scratch, as: UTF8.self)
        position += 1
        return InkMLXMLAttribute(name: name, value: value, valueOffset: valueStart)
    }

    private mutating func parseEndTag() throws(FormatError) {
        let start = position
        position += 2
        guard let name = readName() else {
            throw failure(at: position, "expected an element name after \"</\", found \(describe(at: position))")
        }
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: ">") else {
            throw failure(at: position, "expected \">\" to end </\(name)>, found \(describe(at: position))")
        }
        position += 1
        let innermost = open[open.count - 1]
        guard innermost.name == name else {
            throw failure(at: start, "expected </\(innermost.name)> to close the <\(innermost.name)> opened at \(place(of: elements[innermost.index].offset)), found </\(name)>")
        }
        open.removeLast()
        namespaces.removeLast(innermost.declarations)
    }

    /// Reads character data up to the next markup, checking its references, and keeps its range
    /// on the innermost open element unless it is only whitespace.
    private mutating func readText() throws(FormatError) {
        let start = position
        var onlyWhitespace = true
        var hasReferences = false
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "<") { break }
            if byte == UInt8(ascii: "&") {
                hasReferences = true
                onlyWhitespace = false
                position = try readReference(at: position, end: bytes.count).next
                continue
            }
            if byte != 0x20, byte != 0x0A, byte != 0x0D, byte != 0x09 { onlyWhitespace = false }
            position += 1
        }
        if !onlyWhitespace { addText(start..<position, isCharacterData: false, hasReferences: hasReferences) }
    }

    private mutating func addText(_ range: Range<Int>, isCharacterData: Bool, hasReferences: Bool = false) {
        guard let innermost = open.last, !range.isEmpty else { return }
        elements[innermost.index].text.append(InkMLXMLText(range: range, isCharacterData: isCharacterData, hasReferences: hasReferences))
    }

    // MARK: - References

    /// Reads `&name;`, `&#digits;` or `&#xhex;` at `start`.
    func readReference(at start: Int, end: Int) throws(FormatError) -> (scalar: Unicode.Scalar, next: Int) {
        try Self.reference(in: bytes, at: start, end: end, file: file)
    }

    /// Reads `&name;`, `&#digits;` or `&#xhex;` at `start` of `bytes`.
    static func reference(in bytes: UnsafeBufferPointer<UInt8>, at start: Int, end: Int, file: String?) throws(FormatError) -> (scalar: Unicode.Scalar, next: Int) {
        func failure(_ message: String) -> FormatError {
            let (line, column) = InkMLXMLDocument.lineAndColumn(of: start, in: bytes)
            return FormatError(file: file, line: line, column: column, message: message)
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
            while index < end, let digit = hexValue(bytes[index]), digit < radix {
                value = Swift.min(value * radix + digit, 0x11_0000)
                digits += 1
                index += 1
            }
            guard digits > 0, index < end, bytes[index] == UInt8(ascii: ";") else {
                throw failure("a character reference must be &#DIGITS; or &#xHEX;")
            }
            guard let scalar = Unicode.Scalar(value), isXMLCharacter(scalar) else {
                throw failure("the character reference is not a character XML allows")
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
            throw failure("the entity &\(name); is not defined; only &lt; &gt; &amp; &quot; &apos; and character references are read")
        }
        return (scalar, index + 1)
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    // MARK: - Declarations, comments, processing instructions

    /// Skips a document type declaration, refusing one that declares entities.
    private mutating func skipDoctype() throws(FormatError) {
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
                    try skip(past: "-->", from: position + 4, what: "comment")
                    continue
                }
                if hasPrefix("<!ENTITY") {
                    throw failure(at: position, "the document type declaration declares entities, which this reader refuses: they can read local files or expand without bound; remove the <!DOCTYPE …> internal subset")
                }
            case UInt8(ascii: "%") where inSubset:
                throw failure(at: position, "the document type declaration uses parameter entities, which this reader refuses; remove the <!DOCTYPE …> internal subset")
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

    /// Moves past the first `terminator` at or after `from`.
    private mutating func skip(past terminator: StaticString, from: Int, what: String) throws(FormatError) {
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

    // MARK: - Namespaces

    /// The namespace of an element's qualified name; `nil` when its prefix (or the default) is not declared.
    private func resolve(prefixOf name: String) -> String? {
        let prefix = name.firstIndex(of: ":").map { String(name[..<$0]) } ?? ""
        guard let declared = namespaces.last(where: { $0.prefix == prefix }) else {
            return prefix.isEmpty ? nil : "urn:undeclared-prefix:" + prefix
        }
        return declared.uri.isEmpty ? nil : declared.uri
    }

    static func localPart(of name: String) -> String {
        guard let colon = name.firstIndex(of: ":") else { return name }
        return String(name[name.index(after: colon)...])
    }

    // MARK: - Bytes

    @discardableResult
    private mutating func skipWhitespace() -> Bool {
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            guard byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D else { break }
            position += 1
        }
        return position > start
    }

    private func hasPrefix(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        return bytes[position..<(position + count)].elementsEqual(UnsafeBufferPointer(start: text.utf8Start, count: count))
    }

    @inline(__always) static func isNameByte(_ byte: UInt8, first: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"), UInt8(ascii: ":"), 0x80...0xFF:
            true
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."):
            !first
        default:
            false
        }
    }

    private mutating func readName() -> String? {
        let start = position
        while position < bytes.count, Self.isNameByte(bytes[position], first: position == start) { position += 1 }
        guard position > start else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
    }

    private func describe(at offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the document" }
        var end = offset + 1
        while end < bytes.count, end - offset < 4, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
        return text == "\n" || text == "\r" ? "a line break" : "\"\(text)\""
    }

    private func place(of offset: Int) -> String {
        let (line, column) = InkMLXMLDocument.lineAndColumn(of: offset, in: bytes)
        return "\(line):\(column)"
    }

    private func failure(at offset: Int, _ message: String) -> FormatError {
        let (line, column) = InkMLXMLDocument.lineAndColumn(of: offset, in: bytes)
        return FormatError(file: file, line: line, column: column, message: message)
    }
}
