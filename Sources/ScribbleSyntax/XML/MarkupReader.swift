/// A small, safe, non-validating XML 1.0 reader that builds an element tree, the one reader behind
/// the SVG and InkML readers.
///
/// It reads elements, attributes (either quote), namespace prefixes, character data and CDATA
/// sections (kept as byte ranges into the document, decoded only when asked for: InkML keeps its
/// points in text, SVG its geometry in attributes), comments, processing instructions, the five
/// predefined entities and character references. It is safe on hostile input: a document type
/// declaration that declares entities is refused (no external entities, so no file reads or
/// requests; no entity expansion, so no "billion laughs"), nothing is ever fetched, and nesting,
/// element, attribute and namespace counts are bounded. Every error names its line and column.
package struct MarkupReader {
    /// Bounds on what a document may hold.
    package struct Limits {
        /// How deeply elements may nest.
        var maximumDepth: Int
        /// How many elements a document may have.
        var maximumElements: Int
        /// How many attributes one element may have.
        var maximumAttributes = 1024
        /// How many namespace declarations may be in force at once (each name is looked up among them).
        var maximumNamespaceDeclarations = 256

        package init(maximumDepth: Int, maximumElements: Int, maximumAttributes: Int = 1024) {
            self.maximumDepth = maximumDepth
            self.maximumElements = maximumElements
            self.maximumAttributes = maximumAttributes
        }
    }

    package static let xmlNamespace = "http://www.w3.org/XML/1998/namespace"

    package let bytes: UnsafeBufferPointer<UInt8>
    package let file: String?
    private let limits: Limits
    /// The namespaces of prefixes a document uses without declaring them, read leniently as the
    /// usual ones (`svg:` as SVG); any other undeclared prefix gets a namespace of its own.
    private let conventionalPrefixes: [Substring: String]
    package var position = 0
    private var elements: [MarkupElement] = []
    /// Namespace declarations in scope, innermost last.
    private var namespaces: [(prefix: Substring, uri: String)] = []
    /// The open elements: index, qualified name, and how many declarations they pushed.
    private var open: [(index: Int, name: String, declarations: Int)] = []
    /// Bytes of an attribute value being decoded.
    private var scratch: [UInt8] = []

    private init(
        bytes: UnsafeBufferPointer<UInt8>, file: String?, limits: Limits, conventionalPrefixes: [Substring: String]
    ) {
        self.bytes = bytes
        self.file = file
        self.limits = limits
        self.conventionalPrefixes = conventionalPrefixes
    }

    /// Parses a whole document.
    /// - Parameters:
    ///   - bytes: The document in UTF-8; the result points into it and must not outlive it.
    ///   - file: The file name to put in errors, if any.
    ///   - limits: Bounds on what the document may hold.
    ///   - conventionalPrefixes: Namespaces for prefixes used without a declaration.
    /// - Returns: The elements in document order, the root first.
    /// - Throws: `FormatError` with the line and column of the first problem.
    package static func parse(
        _ bytes: UnsafeBufferPointer<UInt8>, file: String?, limits: Limits,
        conventionalPrefixes: [Substring: String] = [:]
    ) throws(FormatError) -> MarkupDocument {
        var reader = MarkupReader(bytes: bytes, file: file, limits: limits, conventionalPrefixes: conventionalPrefixes)
        try reader.parseDocument()
        return MarkupDocument(elements: reader.elements, bytes: bytes, file: file)
    }

    // MARK: - Document structure

    /// Refuses a document that is not UTF-8 throughout, as XML does, rather than read a stray byte
    /// in a name or a value as U+FFFD.
    private func checkUTF8() throws(FormatError) {
        let raw = UnsafeRawBufferPointer(bytes)
        var index = position
        while index < raw.count {
            guard raw[index] >= 0x80 else {
                index += 1
                continue
            }
            guard let length = JSONScanner.utf8SequenceLength(raw, at: index) else {
                let byte = String(raw[index], radix: 16, uppercase: true)
                throw failure(at: index, "invalid UTF-8 (the byte 0x\(byte)); save the document as UTF-8")
            }
            index += length
        }
    }

    private mutating func parseDocument() throws(FormatError) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            position = 3
        } else if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
            throw failure(at: 0, "the document is in UTF-16; save it as UTF-8")
        }
        try checkUTF8()
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
                throw failure(
                    at: position, "unexpected \(describeCharacter(at: position)) after the end of the root element")
            }
        }
    }

    /// Parses the root element and everything inside it, without recursion.
    private mutating func parseElements() throws(FormatError) {
        try parseStartTag()
        while !open.isEmpty {
            try readText()
            guard position < bytes.count else {
                let innermost = open[open.count - 1]
                throw failure(
                    at: bytes.count,
                    "the document ends inside <\(innermost.name)>, opened at \(place(of: elements[innermost.index].offset))"
                )
            }
            if hasPrefix("</") {
                try parseEndTag()
            } else if hasPrefix("<!--") {
                try skipComment()
            } else if hasPrefix("<![CDATA[") {
                let start = position + 9
                try skip(past: "]]>", from: start, what: "CDATA section")
                addText(start..<(position - 3), isCDATA: true)
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
            throw failure(
                at: position, "expected an element name after \"<\", found \(describeCharacter(at: position))")
        }
        guard elements.count < limits.maximumElements else {
            throw failure(at: start, "the document has more than \(limits.maximumElements) elements").exceeding(
                .elements)
        }
        guard open.count < limits.maximumDepth else {
            throw failure(at: start, "elements nest more than \(limits.maximumDepth) deep").exceeding(.depth)
        }
        var attributes: [MarkupAttribute] = []
        // Names seen so far, kept in a set only once an element has many, so duplicates cost no quadratic search.
        var names: Set<String> = []
        var selfClosing = false
        while true {
            let spaced = skipWhitespace()
            guard position < bytes.count else {
                throw failure(at: position, "the document ends inside the tag <\(name)>")
            }
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
            guard spaced else {
                throw failure(at: position, "expected whitespace before the next attribute of <\(name)>")
            }
            attributes.append(try readAttribute(of: name, existing: attributes, names: &names))
        }
        let declarations = declareNamespaces(in: attributes)
        guard namespaces.count <= limits.maximumNamespaceDeclarations else {
            throw failure(
                at: start,
                "more than \(limits.maximumNamespaceDeclarations) namespace declarations are in force at once")
        }
        let namespace = resolve(prefixOf: name[...], isElement: true)
        for index in attributes.indices where attributes[index].name.contains(":") {
            attributes[index].namespace = resolve(prefixOf: attributes[index].name[...], isElement: false)
        }
        let index = elements.count
        let parent = open.last?.index
        elements.append(
            MarkupElement(
                localName: String(Self.localPart(of: name[...])), namespace: namespace,
                attributes: attributes, parent: parent, offset: start))
        if let parent { elements[parent].children.append(index) }
        if selfClosing {
            namespaces.removeLast(declarations)
        } else {
            open.append((index, name, declarations))
        }
    }

    private mutating func readAttribute(of element: String, existing: [MarkupAttribute], names: inout Set<String>)
        throws(FormatError) -> MarkupAttribute
    {
        let nameOffset = position
        guard let name = readName() else {
            throw failure(
                at: position,
                "expected an attribute name or \">\" in <\(element)>, found \(describeCharacter(at: position))")
        }
        guard existing.count < limits.maximumAttributes else {
            throw failure(at: nameOffset, "<\(element)> has more than \(limits.maximumAttributes) attributes")
        }
        let duplicate: Bool
        if existing.count < 16 {
            duplicate = existing.contains { $0.name == name }
        } else {
            if names.isEmpty { names = Set(existing.map(\.name)) }
            duplicate = !names.insert(name).inserted
        }
        guard !duplicate else {
            throw failure(at: nameOffset, "the attribute \(name) appears twice in <\(element)>")
        }
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else {
            throw failure(
                at: position,
                "expected \"=\" after the attribute name \(name), found \(describeCharacter(at: position))")
        }
        position += 1
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'")
        else {
            throw failure(
                at: position,
                "expected a quoted value for the attribute \(name), found \(describeCharacter(at: position))")
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
            if byte == UInt8(ascii: "<") {
                throw failure(at: position, "\"<\" is not allowed in an attribute value; write &lt;")
            }
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
            verbatim =
                !bytes[valueStart..<valueEnd].contains(UInt8(ascii: "&"))
                && !bytes[valueStart..<valueEnd].contains(0x0D)
        }
        return MarkupAttribute(name: name, namespace: nil, value: value, valueOffset: valueStart, isVerbatim: verbatim)
    }

    /// Expands references and turns tabs and line breaks into spaces, as XML normalises attribute values.
    private mutating func decodeAttributeValue(_ range: Range<Int>) throws(FormatError) -> String {
        scratch.removeAll(keepingCapacity: true)
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "&"):
                let (scalar, next) = try readReference(at: index, end: range.upperBound)
                scratch.append(contentsOf: String(scalar).utf8)
                index = next
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
            throw failure(
                at: position, "expected an element name after \"</\", found \(describeCharacter(at: position))")
        }
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: ">") else {
            throw failure(at: position, "expected \">\" to end </\(name)>, found \(describeCharacter(at: position))")
        }
        position += 1
        let innermost = open[open.count - 1]
        guard innermost.name == name else {
            throw failure(
                at: start,
                "expected </\(innermost.name)> to close the <\(innermost.name)> opened at \(place(of: elements[innermost.index].offset)), found </\(name)>"
            )
        }
        open.removeLast()
        namespaces.removeLast(innermost.declarations)
    }

    /// Reads character data up to the next markup, checking its references, and keeps its range on
    /// the innermost open element unless it is only whitespace.
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
        if !onlyWhitespace { addText(start..<position, isCDATA: false, hasReferences: hasReferences) }
    }

    private mutating func addText(_ range: Range<Int>, isCDATA: Bool, hasReferences: Bool = false) {
        guard let innermost = open.last, !range.isEmpty else { return }
        elements[innermost.index].text.append(MarkupText(range: range, isCDATA: isCDATA, hasReferences: hasReferences))
    }

    // MARK: - Namespaces

    private mutating func declareNamespaces(in attributes: [MarkupAttribute]) -> Int {
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

    /// The namespace of a qualified name: the declared one, the conventional one for an undeclared
    /// prefix, or one of its own (`urn:undeclared-prefix:…`) for any other.
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
        if prefix.isEmpty { return nil }
        return conventionalPrefixes[prefix] ?? "urn:undeclared-prefix:" + prefix
    }

    package static func localPart(of name: Substring) -> Substring {
        guard let colon = name.firstIndex(of: ":") else { return name }
        return name[name.index(after: colon)...]
    }

    // MARK: - Bytes

    @discardableResult
    package mutating func skipWhitespace() -> Bool {
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            guard byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D else { break }
            position += 1
        }
        return position > start
    }

    package func hasPrefix(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        let pattern = UnsafeBufferPointer(start: text.utf8Start, count: count)
        return bytes[position..<(position + count)].elementsEqual(pattern)
    }

    package static func isNameByte(_ byte: UInt8, first: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"),
            UInt8(ascii: ":"), 0x80...0xFF:
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

    private func describeCharacter(at offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the document" }
        var end = offset + 1
        while end < bytes.count, end - offset < 4, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
        switch text {
        case "\n", "\r": return "a line break"
        case "\t": return "a tab"
        default: return "\"\(text)\""
        }
    }

    private func place(of offset: Int) -> String {
        MarkupSourceLocation.place(of: offset, in: bytes)
    }

    package func failure(at offset: Int, _ message: String) -> FormatError {
        MarkupSourceLocation.failure(at: offset, in: bytes, file: file, message)
    }
}
