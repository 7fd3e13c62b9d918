import ScribbleSyntax
import Testing

/// The XML reader on its own: elements, attributes, namespaces, text and references, and every
/// refusal with its line and column: entities, bad nesting, limits, bytes that are not UTF-8.
@Suite("XML reader")
struct MarkupReaderTests {
    static let limits = MarkupReader.Limits(maximumDepth: 16, maximumElements: 100, maximumAttributes: 8)

    /// Parses a document and hands it to `body` while its bytes live.
    static func parse<T>(_ xml: String, limits: MarkupReader.Limits = limits, _ body: (MarkupDocument) throws -> T)
        throws -> T
    {
        let bytes = Array(xml.utf8)
        return try bytes.withUnsafeBufferPointer { buffer in
            try body(try MarkupReader.parse(buffer, file: "t.xml", limits: limits))
        }
    }

    /// The error a document is refused with, or `nil` when it reads.
    static func error(_ xml: String, limits: MarkupReader.Limits = limits) -> String? {
        do {
            try parse(xml, limits: limits) { _ in }
            return nil
        } catch {
            return (error as? FormatError)?.description ?? "\(error)"
        }
    }

    static func errorOfBytes(_ bytes: [UInt8]) -> String? {
        do {
            _ = try bytes.withUnsafeBufferPointer { try MarkupReader.parse($0, file: "t.xml", limits: limits) }
            return nil
        } catch {
            return (error as? FormatError)?.description ?? "\(error)"
        }
    }

    @Test func elementsAttributesAndTextAreRead() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- a comment -- of sorts -->
            <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
            <root xmlns="urn:main" xmlns:p="urn:p" a="1 &lt; 2 &amp;&amp; &quot;x&quot;" b='it&apos;s &#233;&#x1F600;'>
              <p:child p:k="v">one &amp; <![CDATA[<two> & ]]>three</p:child>
              <?processing instruction?>
              <empty/>
            </root>
            """
        try Self.parse(xml) { document throws in
            let root = document.root
            #expect(root.localName == "root" && root.namespace == "urn:main")
            #expect(root["a"] == #"1 < 2 && "x""#)
            #expect(root["b"] == "it's é😀")
            #expect(root.children.map { document.elements[$0].localName } == ["child", "empty"])
            let child = document.elements[root.children[0]]
            #expect(child.namespace == "urn:p" && child.parent == 0)
            #expect(child.attributes.first?.namespace == "urn:p" && child.attributes.first?.localName == "k")
            #expect(try document.text(of: child) == "one & <two> & three")
            #expect(document.elements[root.children[1]].attributes.isEmpty)
        }
    }

    @Test func aUTF8ByteOrderMarkAndEitherQuoteAreTaken() throws {
        try Self.parse("\u{FEFF}<a x=\"'\" y='\"'/>") { document in
            #expect(document.root["x"] == "'" && document.root["y"] == "\"")
        }
    }

    @Test func entitiesAreRefusedAndNothingIsExpanded() {
        #expect(
            Self.error("<!DOCTYPE a [<!ENTITY e 'x'>]><a>&e;</a>")
                == "t.xml:1:14: the document type declaration declares entities, which this reader refuses: they can read local files or expand without bound; remove the <!DOCTYPE …> internal subset"
        )
        #expect(
            Self.error("<!DOCTYPE a [<!ENTITY xxe SYSTEM 'file:///etc/passwd'>]><a>&xxe;</a>")?.hasPrefix(
                "t.xml:1:14: the document type declaration declares entities") == true)
        #expect(
            Self.error("<!DOCTYPE a [%p;]><a/>")
                == "t.xml:1:14: the document type declaration uses parameter entities, which this reader refuses; remove the <!DOCTYPE …> internal subset"
        )
        #expect(
            Self.error("<a>&unknown;</a>")
                == "t.xml:1:4: the entity &unknown; is not defined; this reader expands only &lt; &gt; &amp; &quot; &apos; and character references"
        )
    }

    @Test(arguments: ["&#xD800;", "&#0;", "&#x110000;", "&#xFFFE;"])
    func characterReferencesOutsideXMLsCharactersAreRefused(reference: String) {
        #expect(
            Self.error("<a>\(reference)</a>")
                == "t.xml:1:4: the character reference \(reference) is not a character XML allows")
    }

    @Test func badStructureIsRefusedWithItsLineAndColumn() {
        let cases: [(String, String)] = [
            ("<a><b></a>", "t.xml:1:7: expected </b> to close the <b> opened at 1:4, found </a>"),
            ("<a>", "t.xml:1:4: the document ends inside <a>, opened at 1:1"),
            ("<a x='1' x='2'/>", "t.xml:1:10: the attribute x appears twice in <a>"),
            ("<a x=1/>", #"t.xml:1:6: expected a quoted value for the attribute x, found "1""#),
            ("<a/><b/>", #"t.xml:1:5: unexpected "<" after the end of the root element"#),
            ("", "t.xml:1:1: the document has no root element"),
            ("text", #"t.xml:1:1: expected the root element, found "t""#),
            ("<a><![CDATA[x</a>", #"t.xml:1:4: the CDATA section is not closed with "]]>""#),
            ("<a x='<'/>", #"t.xml:1:7: "<" is not allowed in an attribute value; write &lt;"#),
            (
                "<?xml version='1.0'?>\n<a>\n  <b x='1'>\n</a>",
                "t.xml:4:1: expected </b> to close the <b> opened at 3:3, found </a>"
            ),
        ]
        for (xml, message) in cases {
            #expect(Self.error(xml) == message, "\(xml.debugDescription)")
        }
        #expect(
            Self.errorOfBytes([0x3C, 0x61, 0x3E, 0xFF, 0x3C, 0x2F, 0x61, 0x3E])
                == "t.xml:1:4: invalid UTF-8 (the byte 0xFF); save the document as UTF-8")
    }

    @Test func theLimitsHoldExactly() {
        let nested = { (depth: Int) in String(repeating: "<b>", count: depth) + String(repeating: "</b>", count: depth)
        }
        #expect(Self.error(nested(16)) == nil)
        #expect(Self.error(nested(17)) == "t.xml:1:49: elements nest more than 16 deep")
        let attributes = { (count: Int) in "<a " + (0..<count).map { "a\($0)='\($0)'" }.joined(separator: " ") + "/>" }
        #expect(Self.error(attributes(8)) == nil)
        #expect(Self.error(attributes(9)) == "t.xml:1:60: <a> has more than 8 attributes")
        let elements = { (count: Int) in "<a>" + String(repeating: "<b/>", count: count - 1) + "</a>" }
        #expect(Self.error(elements(100)) == nil)
        #expect(Self.error(elements(101)) == "t.xml:1:400: the document has more than 100 elements")
        // Deep nesting is refused before it costs the stack anything.
        let deep = MarkupReader.Limits(maximumDepth: 1_000_000, maximumElements: 1_000_000)
        #expect(Self.error(nested(200_000), limits: deep) == nil)
    }

    @Test func anErrorAboutALimitNamesIt() {
        func limit(_ xml: String) -> InterchangeLimits.Limit?? {
            do {
                try Self.parse(xml) { _ in }
                return .none
            } catch {
                return (error as? FormatError)?.exceededLimit
            }
        }
        #expect(limit(String(repeating: "<b>", count: 17)) == .depth)
        #expect(limit("<a>" + String(repeating: "<b/>", count: 100) + "</a>") == .elements)
        #expect(limit("<a x='1' x='2'/>") == .some(nil))
        #expect(limit("<a/>") == .none)
    }

    @Test(
        arguments: [
            ("", "t.xml:1:1: the document has no root element"),
            ("<?xml version='1.0'?>\n<!-- c -->\n", "t.xml:3:1: the document has no root element"),
            ("<!DOCTYPE a><!DOCTYPE a><a/>", "t.xml:1:13: a second document type declaration"),
            ("\n\n  é", #"t.xml:3:3: expected the root element, found "é""#),
            ("<a/>x", #"t.xml:1:5: unexpected "x" after the end of the root element"#),
            ("<a/>\n<!DOCTYPE a>", #"t.xml:2:1: unexpected "<" after the end of the root element"#),
            ("<a>\n  <b>text", "t.xml:2:10: the document ends inside <b>, opened at 2:3"),
            ("<a><!-- x</a>", #"t.xml:1:4: the comment is not closed with "-->""#),
            ("<!-- x", #"t.xml:1:1: the comment is not closed with "-->""#),
            ("<a><?pi x</a>", #"t.xml:1:4: the processing instruction is not closed with "?>""#),
            ("<?xml version='1.0'", #"t.xml:1:1: the processing instruction is not closed with "?>""#),
            ("<a><!ELEMENT x></a>", #"t.xml:1:4: unexpected markup "<!" inside an element"#),
            ("<a><!DOCTYPE a></a>", #"t.xml:1:4: unexpected markup "<!" inside an element"#),
            ("<1a/>", #"t.xml:1:2: expected an element name after "<", found "1""#),
            ("<a>< b/></a>", #"t.xml:1:5: expected an element name after "<", found " ""#),
            ("<a><\nb/></a>", #"t.xml:1:5: expected an element name after "<", found a line break"#),
            ("<a><\tb/></a>", #"t.xml:1:5: expected an element name after "<", found a tab"#),
            ("<a></\ta>", #"t.xml:1:6: expected an element name after "</", found a tab"#),
            ("<a><-b/></a>", #"t.xml:1:5: expected an element name after "<", found "-""#),
            ("<a", "t.xml:1:3: the document ends inside the tag <a>"),
            ("<a x='1'", "t.xml:1:9: the document ends inside the tag <a>"),
            ("<a/ >", #"t.xml:1:4: expected ">" after "/" in <a>"#),
            ("<a x='1'y='2'/>", "t.xml:1:9: expected whitespace before the next attribute of <a>"),
            ("<a =''/>", #"t.xml:1:4: expected an attribute name or ">" in <a>, found "=""#),
            ("<a 1x='1'/>", #"t.xml:1:4: expected an attribute name or ">" in <a>, found "1""#),
            ("<a x '1'/>", #"t.xml:1:6: expected "=" after the attribute name x, found "'""#),
            ("<a x>", #"t.xml:1:5: expected "=" after the attribute name x, found ">""#),
            ("<a x=>", #"t.xml:1:6: expected a quoted value for the attribute x, found ">""#),
            ("<a x='é😀' y=>", #"t.xml:1:13: expected a quoted value for the attribute y, found ">""#),
            ("<a x=", "t.xml:1:6: expected a quoted value for the attribute x, found the end of the document"),
            ("<a x='1/>", "t.xml:1:6: the value of the attribute x has no closing quote"),
            ("<a\n  x=\"1\"\n  x=\"2\"/>", "t.xml:3:3: the attribute x appears twice in <a>"),
            ("<a p:x='1' x='2' p:x='3'/>", "t.xml:1:18: the attribute p:x appears twice in <a>"),
            ("<a></ a>", #"t.xml:1:6: expected an element name after "</", found " ""#),
            ("<a></a", #"t.xml:1:7: expected ">" to end </a>, found the end of the document"#),
            ("<a></a x>", #"t.xml:1:8: expected ">" to end </a>, found "x""#),
            ("<a><b></B></a>", "t.xml:1:7: expected </b> to close the <b> opened at 1:4, found </B>"),
            ("<p:a></a>", "t.xml:1:6: expected </p:a> to close the <p:a> opened at 1:1, found </a>"),
        ])
    func everyMistakeIsNamedWithItsLineAndColumn(xml: String, message: String) {
        #expect(Self.error(xml) == message)
    }

    @Test func manyAttributesAreCheckedForDuplicatesToo() {
        let many = (0..<20).map { "a\($0)='\($0)'" }.joined(separator: " ")
        let limits = MarkupReader.Limits(maximumDepth: 4, maximumElements: 4, maximumAttributes: 40)
        #expect(Self.error("<a \(many)/>", limits: limits) == nil)
        #expect(
            Self.error("<a \(many) a3='x'/>", limits: limits) == "t.xml:1:164: the attribute a3 appears twice in <a>")
    }

    @Test func namespaceDeclarationsInForceAreBounded() {
        let limits = MarkupReader.Limits(maximumDepth: 4, maximumElements: 4, maximumAttributes: 300)
        let declarations = { (count: Int) in (0..<count).map { "xmlns:p\($0)='urn:\($0)'" }.joined(separator: " ") }
        #expect(Self.error("<a \(declarations(256))/>", limits: limits) == nil)
        #expect(
            Self.error("<a>\n <b \(declarations(257))/></a>", limits: limits)
                == "t.xml:2:2: more than 256 namespace declarations are in force at once")
        // Declarations go out of force when their element ends.
        #expect(
            Self.error("<a><b \(declarations(200))/><b \(declarations(200))/></a>", limits: limits) == nil)
    }

    @Test func theDocumentIsUTF8Throughout() {
        #expect(
            Self.errorOfBytes([0xFF, 0xFE, 0x3C, 0x00]) == "t.xml:1:1: the document is in UTF-16; save it as UTF-8")
        #expect(
            Self.errorOfBytes([0xFE, 0xFF, 0x00, 0x3C]) == "t.xml:1:1: the document is in UTF-16; save it as UTF-8")
        // The column counts é as one character; a byte after the root is found all the same.
        #expect(
            Self.errorOfBytes(Array("<a>\né".utf8) + [0xFF] + Array("</a>".utf8))
                == "t.xml:2:2: invalid UTF-8 (the byte 0xFF); save the document as UTF-8")
        #expect(
            Self.errorOfBytes(Array("<a/>".utf8) + [0xED, 0xA0, 0x80])
                == "t.xml:1:5: invalid UTF-8 (the byte 0xED); save the document as UTF-8")
        #expect(
            Self.errorOfBytes(Array("<a x='".utf8) + [0xC3] + Array("'/>".utf8))
                == "t.xml:1:7: invalid UTF-8 (the byte 0xC3); save the document as UTF-8")
    }

    @Test(
        arguments: [
            ("<a>\r\n<b>\r\n</a>", "t.xml:3:1: expected </b> to close the <b> opened at 2:1, found </a>"),
            // A lone carriage return ends a line, as XML reads it.
            ("<a>\r<b>\r</a>", "t.xml:3:1: expected </b> to close the <b> opened at 2:1, found </a>"),
            // The byte order mark is not a column.
            ("\u{FEFF}<a><b></a>", "t.xml:1:7: expected </b> to close the <b> opened at 1:4, found </a>"),
            ("<a>é😀\t<b></a>", "t.xml:1:10: expected </b> to close the <b> opened at 1:7, found </a>"),
        ])
    func linesEndAtEveryKindOfBreakAndColumnsCountCharacters(xml: String, message: String) {
        #expect(Self.error(xml) == message)
    }

    @Test func commentsCDATAAndProcessingInstructionsAreSkippedOrKept() throws {
        let xml = "<!--a--><?pi?><a><!-- <b> --><?x <c>?><![CDATA[]]><![CDATA[<d>&amp;]]>\n  \n</a><!--z--><?y?>\n"
        try Self.parse(xml) { document throws in
            #expect(document.elements.count == 1)
            #expect(try document.text(of: document.root) == "<d>&amp;")
        }
    }

    @Test func attributeValuesAreNormalisedAsXMLSays() throws {
        try Self.parse("<a x='1\t2\n3\r\n4\r5' y='&#10;&#x9;&lt;' z=''/>") { document in
            #expect(document.root["x"] == "1 2 3 4 5")
            #expect(document.root["y"] == "\n\t<")
            #expect(document.root["z"] == "")
            #expect(document.root.attribute("x")?.isVerbatim == false)
            #expect(document.root.attribute("z")?.isVerbatim == true)
        }
    }

    @Test func textKeepsItsPlaceAndAnErrorAboutItSaysItsPath() throws {
        try Self.parse("<a>\n  <b>12 34</b><c>x &amp; y</c>\n</a>") { document in
            let b = document.elements[document.root.children[0]]
            let c = document.elements[document.root.children[1]]
            let range = try #require(document.plainTextRange(of: b))
            #expect(String(decoding: document.bytes[range], as: UTF8.self) == "12 34")
            #expect(document.plainTextRange(of: c) == nil)
            #expect(document.plainTextRange(of: document.root) == 0..<0)
            #expect(
                document.failure(at: range.lowerBound + 3, path: "a.b", "expected a number").description
                    == "t.xml:2:9: a.b: expected a number")
        }
    }
}
