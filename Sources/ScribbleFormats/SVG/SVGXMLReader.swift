/// A small, safe, non-validating XML 1.0 reader that builds the element tree an SVG needs.
///
/// It reads elements, attributes (either quote), comments, CDATA sections, processing instructions,
/// the five predefined entities and character references, and namespace prefixes. It is safe on
/// hostile input: a document type declaration that declares entities is refused (no external
/// entities, so no file reads or requests; no entity expansion, so no "billion laughs"), nothing is
/// ever fetched, and nesting, element and attribute counts are bounded. Every error names its line
/// and column.
struct SVGXMLReader {
    /// Bounds on what a document may hold.
    struct Limits {
        /// How deeply elements may nest.
        var maximumDepth: Int
        /// How many elements a document may have.
        var maximumElements: Int
        /// How many attributes one element may have.
        var maximumAttributes = 1024
        /// How many namespace declarations may be in force at once (each name is looked up among them).
        var maximumNamespaceDeclarations = 256
    }

    static let xlinkNamespace = "http://www.w3.org/1999/xlink"
    static let xmlNamespace = "http://www.w3.org/XML/1998/namespace"

    private let bytes: UnsafeBufferPointer<UInt8>
    private let file: String?
    private let limits: Limits
    private var position = 0
    private var elements: [SVGXMLElement] = []
    /// Namespace declarations in scope, innermost last.
    private var namespaces: [(prefix: Substring, uri: String)] = []
    /// The open elements: index, qualified name, and how many declarations they pushed.
    private var open: [(index: Int, name: Substring, declarations: Int)] = []
    /// Bytes of an attribute value being decoded.
    private var scratch: [UInt8] = []

    private init(bytes: UnsafeBufferPointer<UInt8>, file: String?, limits: Limits) {
        self.bytes = bytes
        self.file = file
        self.limits = limits
    }

    /// Parses a whole document.
    /// - Throws: `FormatError` with the line and column of the first problem.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, file: String?, limits: Limits) throws(FormatError) -> SVGXMLDocument {
        var reader = SVGXMLReader(bytes: bytes, file: file, limits: limits)
        try reader.parseDocument()
        return SVGXMLDocument(elements: reader.elements)
    }

    // MARK: - Document structure

    private mutating func parseDocument() throws(FormatError) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            position = 3
        } else if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
            throw failure(at: 0, "the document is in UTF-16; save it as UTF-8")
        }
        var sawDoctype = false
        // The prolog: declarations, comments and processing instructions before the root.
        while true {
            skipWhitespace()
            guard position < bytes.count else { throw failure(at: position, "the document has no root element") }
            if hasPrefix("<?") {
                try skipProcessingInstruction()
            } else if hasPrefix("<!--") {
                try skipComment()
            } else if hasPrefix("<!DOCTYPE") {
                guard !sawDoctype else { throw failure(at: position, "a second document type declaration") }
                sawDoctype = true
                try skipDoctype()
            } else if bytes[position] == UInt8(ascii: "<") {
                break
            } else {
                throw failure(at: position, "expected the root element, found \(describeCharacter(at: position))")
            }
        }
        try parseElements()
        // After the root: only comments, processing instructions and whitespace.
        while true {
            skipWhitespace()
            guard position < bytes.count else { return }
            if hasPrefix("<?") {
                try skipProcessingInstruction()
            } else if hasPrefix("<!--") {
                try skipComment()
            } else {
                throw failure(at: position, "unexpected \(describeCharacter(at: position)) after the end of the root element")
            }
        }
    }

    /// Parses the root element and everything inside it, without recursion.
    private mutating func parseElements() throws(FormatError) {
        try parseStartTag()
        while !open.isEmpty {
            try skipText()
            guard position < bytes.count else {
                let innermost = open[open.count - 1]
                throw failure(at: bytes.count, "the document ends inside <\(innermost.name)>, opened at \(place(of: elements[innermost.index].offset))")
            }
            if hasPrefix("</") {
                try parseEndTag()
            } else if hasPrefix("<!--") {
                try skipComment()
            } else if hasPrefix("<![CDATA[") {
                try skip(past: "]]>", from: position + 9, what: "CDATA section")
            } else if hasPrefix("<?") {
                try skipProcessingInstruction()
            } else if hasPrefix("<!") {
                throw failure(at: position, "unexpected markup \"<!\" inside an element")
            } else {
                try parseStartTag()
            }
        }
    }

    private mutating func parseStartTag() throws(FormatError) {
        let start = position
        position += 1
        guard let name = readName() else {
            throw failure(at: position, "expected an element name after \"<\", found \(describeCharacter(at: position))")
        }
        guard elements.count < limits.maximumElements else {
            throw failure(at: start, "the document has more than \(limits.maximumElements) elements")
        }
        guard open.count < limits.maximumDepth else {
            throw failure(at: start, "elements nest more than \(limits.maximumDepth) deep")
        }
        var attributes: [SVGXMLAttribute] = []
        // Names seen so far, kept in a set only once an element has many, so duplicates cost no quadratic search.
        var names: Set<String> = []
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
            attributes.append(try readAttribute(of: name, existing: attributes, names: &names))
        }
        let declarations = declareNamespaces(in: attributes)
        guard namespaces.count <= limits.maximumNamespaceDeclarations else {
            throw failure(at: start, "more than \(limits.maximumNamespaceDeclarations) namespace declarations are in force at once")
        }
        let namespace = resolve(prefixOf: name, isElement: true)
        for index in attributes.indices where attributes[index].name.contains(":") {
            attributes[index].namespace = resolve(prefixOf: Substring(attributes[index].name), isElement: false)
        }
        let index = elements.count
        let parent = open.last?.index
        elements.append(SVGXMLElement(localName: String(Self.localPart(of: name)), namespace: namespace, attributes: attributes,
                                   parent: parent, offset: start))
        if let parent { elements[parent].children.append(index) }
        if selfClosing {
            namespaces.removeLast(declarations)
        } else {
            open.append((index, name, declarations))
        }
    }

    private mutating func readAttribute(of element: Substring, existing: [SVGXMLAttribute], names: inout Set<String>) throws(FormatError) -> SVGXMLAttribute {
        let nameOffset = position
        guard let name = readName() else {
            throw failure(at: position, "expected an attribute name or \">\" in <\(element)>, found \(describeCharacter(at: position))")
        }
        guard existing.count < limits.maximumAttributes else {
            throw failure(at: nameOffset, "<\(element)> has more than \(limits.maximumAttributes) attributes")
        }
        let nameText = String(name)
        let duplicate: Bool
        if existing.count < 16 {
            duplicate = existing.contains { $0.name == nameText }
        } else {
            if names.isEmpty { names = Set(existing.map(\.name)) }
            duplicate = !names.insert(nameText).inserted
        }
        guard !duplicate else {
            throw failure(at: nameOffset, "the attribute \(name) appears twice in <\(element)>")
        }
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else {
            throw failure(at: position, "expected \"=\" after the attribute name \(name), found \(describeCharacter(at: position))")
        }
        position += 1
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'") else {
            throw failure(at: position, "expected a quoted value for the attribute \(name), found \(describeCharacter(at: position))")
        }
        let quote = bytes[position]
        position += 1
        let valueStart = position
        var verbatim = true
        while true {
            guard position < bytes.count else {
                throw failure(at: valueStart - 1, "the value of the attribute \(name) has no closing quote")
            }
            let byte = bytes[position]
            if byte == quote { break }
            if byte == UInt8(ascii: "<") { throw failure(at: position, "\"<\" is not allowed in an attribute value; write &lt;") }
            if byte == UInt8(ascii: "&") || byte == 0x09 || byte == 0x0A || byte == 0x0D { verbatim = false }
            position += 1
        }
        let valueEnd = position
        position += 1
        let value: String
        if verbatim {
            value = String(decoding: UnsafeBufferPointer(rebasing: bytes[valueStart..<valueEnd]), as: UTF8.self)
        } else {
            value = try decodeAttributeValue(valueStart..<valueEnd)
            // Whitespace normalisation keeps offsets; only references move them.
            verbatim = !bytes[valueStart..<valueEnd].contains(UInt8(ascii: "&")) && !bytes[valueStart..<valueEnd].contains(0x0D)
        }
        return SVGXMLAttribute(name: nameText, namespace: nil, value: value, valueOffset: valueStart, isVerbatim: verbatim)
    }

    /// Expands references and turns tabs and line breaks into spaces, as XML normalises attribute values.
    private mutating func decodeAttributeValue(_ range: Range<Int>) throws(FormatError) -> String {
        scratch.removeAll(keepingCapacity: true)
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "&"):
                let scalar = try readReference(at: index, end: range.upperBound)
                scratch.append(contentsOf: String(scalar.scalar).utf8)
                index = scalar.next
            case 0x0D:
                scratch.append(0x20)
                index += index + 1 < range.upperBound && bytes[index + 1] == 0x0A ? 2 : 1
            case 0x09, 0x0A:
                scratch.append(0x20)
                index += 1
            default:
                scratch.append(byte)
                index += 1
            }
        }
        return String(decoding: scratch, as: UTF8.self)
    }

    private mutating func parseEndTag() throws(FormatError) {
        let start = position
        position += 2
        guard let name = readName() else {
            throw failure(at: position, "expected an element name after \"</\", found \(describeCharacter(at: position))")
        }
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: ">") else {
            throw failure(at: position, "expected \">\" to end </\(name)>, found \(describeCharacter(at: position))")
        }
        position += 1
        let innermost = open[open.count - 1]
        guard innermost.name == name else {
            throw failure(at: start, "expected </\(innermost.name)> to close the <\(innermost.name)> opened at \(place(of: elements[innermost.index].offset)), found </\(name)>")
        }
        open.removeLast()
        namespaces.removeLast(innermost.declarations)
    }

    /// Skips character data up to the next markup, checking its references.
    private mutating func skipText() throws(FormatError) {
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "<") { return }
            if byte == UInt8(ascii: "&") {
                position = try readReference(at: position, end: bytes.count).next
            } else {
                position += 1
            }
        }
    }

    // MARK: - References

    /// Reads `&name;`, `&#digits;` or `&#xhex;` at `start`.
    private func readReference(at start: Int, end: Int) throws(FormatError) -> (scalar: Unicode.Scalar, next: Int) {
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
            while index < end, let digit = Self.digitValue(bytes[index], radix: radix) {
                value = Swift.min(value * radix + digit, 0x11_0000)
                digits += 1
                index += 1
            }
            guard digits > 0, index < end, bytes[index] == UInt8(ascii: ";") else {
                throw failure(at: start, "a character reference must be &#DIGITS; or &#xHEX;")
            }
            guard let scalar = Unicode.Scalar(value), Self.isXMLCharacter(scalar) else {
                throw failure(at: start, "the character reference \(referenceText(start..<(index + 1))) is not a character XML allows")
            }
            return (scalar, index + 1)
        }
        let nameStart = index
        while index < end, index - nameStart < 32, Self.isNameByte(bytes[index], first: index == nameStart) { index += 1 }
        guard index < end, bytes[index] == UInt8(ascii: ";"), index > nameStart else {
            throw failure(at: start, "\"&\" must begin a reference such as &amp;; write a lone ampersand as &amp;")
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
            throw failure(at: start, "the entity &\(name); is not defined; this reader expands only &lt; &gt; &amp; &quot; &apos; and character references")
        }
        return (scalar, index + 1)
    }

    private func referenceText(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
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
                    try skipComment()
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

    private mutating func skipComment() throws(FormatError) {
        try skip(past: "-->", from: position + 4, what: "comment")
    }

    private mutating func skipProcessingInstruction() throws(FormatError) {
        try skip(past: "?>", from: position + 2, what: "processing instruction")
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

    private mutating func declareNamespaces(in attributes: [SVGXMLAttribute]) -> Int {
        var count = 0
        for attribute in attributes {
            if attribute.name == "xmlns" {
                namespaces.append(("", attribute.value))
                count += 1
            } else if attribute.name.hasPrefix("xmlns:") {
                namespaces.append((attribute.name.dropFirst(6), attribute.value))
                count += 1
            }
        }
        return count
    }

    /// The namespace of a qualified name. Undeclared prefixes are read leniently, as the usual ones:
    /// `svg:` as SVG and `xlink:` as XLink; any other undeclared prefix gets a namespace of its own.
    private func resolve(prefixOf name: Substring, isElement: Bool) -> String? {
        let prefix: Substring
        if let colon = name.firstIndex(of: ":") {
            prefix = name[..<colon]
        } else {
            guard isElement else { return nil }
            prefix = ""
        }
        if prefix == "xml" { return Self.xmlNamespace }
        if let declared = namespaces.last(where: { $0.prefix == prefix }) {
            return declared.uri.isEmpty && prefix.isEmpty ? nil : declared.uri
        }
        switch prefix {
        case "": return nil
        case "svg": return SVGNames.namespace
        case "xlink": return Self.xlinkNamespace
        default: return "urn:undeclared-prefix:" + prefix
        }
    }

    static func localPart(of name: Substring) -> Substring {
        guard let colon = name.firstIndex(of: ":") else { return name }
        return name[name.index(after: colon)...]
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
        let pattern = UnsafeBufferPointer(start: text.utf8Start, count: count)
        return bytes[position..<(position + count)].elementsEqual(pattern)
    }

    @inline(__always) private static func isNameByte(_ byte: UInt8, first: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"), UInt8(ascii: ":"), 0x80...0xFF:
            true
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."):
            !first
        default:
            false
        }
    }

    private mutating func readName() -> Substring? {
        let start = position
        while position < bytes.count, Self.isNameByte(bytes[position], first: position == start) { position += 1 }
        guard position > start else { return nil }
        return Substring(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self))
    }

    private func describeCharacter(at offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the document" }
        var end = offset + 1
        while end < bytes.count, end - offset < 4, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
        switch text {
        case "\n", "\r": return "a line break"
        default: return "\"\(text)\""
        }
    }

    private func place(of offset: Int) -> String {
        let (line, column) = SVGXMLSourceLocation.lineAndColumn(of: offset, in: bytes)
        return "\(line):\(column)"
    }

    private func failure(at offset: Int, _ message: String) -> FormatError {
        let (line, column) = SVGXMLSourceLocation.lineAndColumn(of: offset, in: bytes)
        return FormatError(file: file, line: line, column: column, message: message)
    }
}
