import ScribbleSyntax
import Testing

/// Document type declarations: skipped when harmless, refused when they declare or use entities,
/// which could read local files or expand without bound.
@Suite("XML reader: declarations")
struct MarkupReaderDeclarationsTests {
    static let declaresEntities =
        "the document type declaration declares entities, which this reader refuses: they can read local files or expand without bound; remove the <!DOCTYPE …> internal subset"
    static let usesParameterEntities =
        "the document type declaration uses parameter entities, which this reader refuses; remove the <!DOCTYPE …> internal subset"

    @Test(
        arguments: [
            ("<!DOCTYPE a [<!ENTITY e 'x'>]><a>&e;</a>", "t.xml:1:14: " + declaresEntities),
            ("<!DOCTYPE a [<!ENTITY xxe SYSTEM 'file:///etc/passwd'>]><a>&xxe;</a>", "t.xml:1:14: " + declaresEntities),
            ("<!DOCTYPE a [<!ENTITY % p SYSTEM 'http://example.com/e.dtd'>]><a/>", "t.xml:1:14: " + declaresEntities),
            (
                // The "billion laughs": refused at the first declaration, before anything is expanded.
                "<?xml version='1.0'?>\n<!DOCTYPE lolz [\n <!ENTITY lol \"lol\">\n <!ENTITY lol2 \"&lol;&lol;&lol;\">\n]>\n<lolz>&lol2;</lolz>",
                "t.xml:3:2: " + declaresEntities
            ),
            ("<!DOCTYPE a [\n  %p;\n]><a/>", "t.xml:2:3: " + usesParameterEntities),
            ("<!DOCTYPE a [<!ELEMENT a ANY> <!-- x --> %p;]><a/>", "t.xml:1:42: " + usesParameterEntities),
            ("<!DOCTYPE a [", #"t.xml:1:1: the document type declaration is not closed with ">""#),
            ("<!DOCTYPE a SYSTEM 'x.dtd", #"t.xml:1:1: the document type declaration is not closed with ">""#),
            ("\n<!DOCTYPE a [<!-- ]> --", #"t.xml:2:14: the comment is not closed with "-->""#),
            (
                "<!DOCTYPE a><a>&e;</a>",
                "t.xml:1:16: the entity &e; is not defined; this reader expands only &lt; &gt; &amp; &quot; &apos; and character references"
            ),
        ])
    func entityDeclarationsAndBrokenDeclarationsAreRefused(xml: String, message: String) {
        #expect(MarkupReaderTests.error(xml) == message)
    }

    @Test(
        arguments: [
            "<!DOCTYPE svg PUBLIC \"-//W3C//DTD SVG 1.1//EN\" \"http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd\"><svg/>",
            "<!DOCTYPE a SYSTEM 'x>y.dtd'><a/>",
            "<!DOCTYPE a [<!ELEMENT a ANY><!ATTLIST a b CDATA '100%'>]><a/>",
            "<!DOCTYPE a [<!-- <!ENTITY x 'y'> % -->]><a/>",
            "<!DOCTYPE a [<!ATTLIST a b CDATA \"<!ENTITY\">]><a/>",
            "<!-- before --><!DOCTYPE a><!-- after --><a/>",
        ])
    func declarationsWithoutEntitiesAreSkipped(xml: String) {
        #expect(MarkupReaderTests.error(xml) == nil)
    }
}
