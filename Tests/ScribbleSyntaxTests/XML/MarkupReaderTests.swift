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
        #expect(Self.error(attributes(9))?.hasSuffix("<a> has more than 8 attributes") == true)
        let elements = { (count: Int) in "<a>" + String(repeating: "<b/>", count: count - 1) + "</a>" }
        #expect(Self.error(elements(100)) == nil)
        #expect(Self.error(elements(101)) == "t.xml:1:400: the document has more than 100 elements")
        // Deep nesting is refused before it costs the stack anything.
        let deep = MarkupReader.Limits(maximumDepth: 1_000_000, maximumElements: 1_000_000)
        #expect(Self.error(nested(200_000), limits: deep) == nil)
    }
}
