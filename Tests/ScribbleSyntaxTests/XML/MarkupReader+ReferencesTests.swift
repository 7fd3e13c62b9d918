import ScribbleSyntax
import Testing

/// References: the five predefined entities, character references at the edges of what XML
/// allows, and every refusal, in text and in attribute values, at the `&` that begins it.
@Suite("XML reader: references")
struct MarkupReaderReferencesTests {
    static let lonelyAmpersand = #""&" must begin a reference such as &amp;; write a lone ampersand as &amp;"#
    static let malformed = "a character reference must be &#DIGITS; or &#xHEX;"

    @Test(
        arguments: [
            ("&lt;&gt;&amp;&quot;&apos;", "<>&\"'"), ("&#65;&#x41;&#x6a;&#x6A;", "AAjj"), ("&#9;&#10;&#13;", "\t\n\r"),
            ("&#x20;&#xD7FF;&#xE000;&#xFFFD;", " \u{D7FF}\u{E000}\u{FFFD}"),
            ("&#x10000;&#x10FFFF;", "\u{10000}\u{10FFFF}"),
            ("&#x1F600;&#128512;", "😀😀"), ("&#0065;", "A"), ("a&amp;&amp;b", "a&&b"),
        ] as [(String, String)])
    func referencesExpandToTheirCharacters(text: String, expanded: String) throws {
        try MarkupReaderTests.parse("<a x='\(text)'>\(text)</a>") { document throws in
            #expect(try document.text(of: document.root) == expanded)
            #expect(document.root["x"] == expanded)
        }
    }

    @Test(
        arguments: [
            "&#xD800;", "&#xDFFF;", "&#0;", "&#x1F;", "&#8;", "&#xFFFE;", "&#xFFFF;", "&#x110000;", "&#1114112;",
            "&#99999999999999999999;", "&#xFFFFFFFFFFFF;",
        ])
    func characterReferencesOutsideXMLsCharactersAreRefused(reference: String) {
        #expect(
            MarkupReaderTests.error("<a>\n  \(reference)</a>")
                == "t.xml:2:3: the character reference \(reference) is not a character XML allows")
        #expect(
            MarkupReaderTests.error("<a x='é\(reference)'/>")
                == "t.xml:1:8: the character reference \(reference) is not a character XML allows")
    }

    @Test(arguments: ["&#;", "&#x;", "&#X41;", "&#12a;", "&#x4G;", "&#-1;", "&# 65;", "&#65", "&#x41 ;"])
    func malformedCharacterReferencesAreRefused(reference: String) {
        #expect(MarkupReaderTests.error("<a>x \(reference)</a>") == "t.xml:1:6: \(Self.malformed)")
        #expect(MarkupReaderTests.error("<a x='\(reference)'/>") == "t.xml:1:7: \(Self.malformed)")
    }

    @Test(arguments: ["&", "& ", "&amp", "&;", "&1a;", "&a b;", "&" + String(repeating: "a", count: 40) + ";"])
    func anAmpersandThatBeginsNoReferenceIsRefused(text: String) {
        #expect(MarkupReaderTests.error("<a>x \(text)</a>") == "t.xml:1:6: \(Self.lonelyAmpersand)")
        #expect(MarkupReaderTests.error("<a x='\(text)'/>") == "t.xml:1:7: \(Self.lonelyAmpersand)")
    }

    @Test(arguments: ["nbsp", "e", "AMP", "lt-x", "xxe", "copy"])
    func entitiesBeyondTheFivePredefinedOnesAreUndefined(name: String) {
        let message =
            "the entity &\(name); is not defined; this reader expands only &lt; &gt; &amp; &quot; &apos; and character references"
        #expect(MarkupReaderTests.error("<a>\n&amp;&\(name);</a>") == "t.xml:2:6: \(message)")
        #expect(MarkupReaderTests.error("<a b='1' x='&\(name);'/>") == "t.xml:1:13: \(message)")
    }
}
