import Foundation
import ScribbleKit
import ScribbleSVG
import ScribbleTestSupport
import Testing

@Suite("SVG reader safety")
struct SVGSafetyTests {
    @Test func externalEntitiesAreRefused() throws {
        let error = try #require(
            SVG.readError(
                """
                <?xml version="1.0"?>
                <!DOCTYPE svg [ <!ENTITY xxe SYSTEM "file:///etc/passwd"> ]>
                <svg xmlns="http://www.w3.org/2000/svg"><text>&xxe;</text></svg>
                """))
        #expect(error.message.contains("declares entities"))
        #expect(error.line == 2)
        #expect(error.column == 17)
    }

    @Test func billionLaughsIsRefusedAtOnce() throws {
        var doctype = "<!DOCTYPE lolz [\n<!ENTITY lol \"lol\">\n"
        for level in 1...9 {
            doctype +=
                "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level == 1 ? "" : String(level - 1));", count: 10)
                + "\">\n"
        }
        doctype += "]>\n"
        let error = try #require(SVG.readError(doctype + #"<svg xmlns="http://www.w3.org/2000/svg" id="&lol9;"/>"#))
        #expect(error.message.contains("declares entities"))
    }

    @Test func parameterEntitiesAreRefused() throws {
        let error = try #require(
            SVG.readError(#"<!DOCTYPE svg [ %remote; ]><svg xmlns="http://www.w3.org/2000/svg"/>"#))
        #expect(error.message.contains("parameter entities"))
    }

    @Test func undefinedEntitiesAreErrorsThatNameThem() throws {
        let error = try #require(
            SVG.readError(
                #"<!DOCTYPE svg SYSTEM "http://example.com/evil.dtd"><svg xmlns="http://www.w3.org/2000/svg" id="&xxe;"/>"#
            ))
        #expect(error.message.contains("&xxe; is not defined"))
    }

    @Test func deepNestingIsRefusedWithAClearError() throws {
        let depth = 10_000
        let text =
            #"<svg xmlns="http://www.w3.org/2000/svg">"# + String(repeating: "<g>", count: depth)
            + String(repeating: "</g>", count: depth) + "</svg>"
        let error = try #require(SVG.readError(text))
        #expect(error.message == "elements nest more than 512 deep")
        #expect(error.exceededLimit == .depth)
        #expect(error.line == 1)
    }

    @Test func nestingWithinTheLimitIsRead() throws {
        let depth = 500
        let text =
            #"<svg xmlns="http://www.w3.org/2000/svg">"# + String(repeating: "<g>", count: depth)
            + #"<path d="M0 0 L 1 1" stroke="black"/>"# + String(repeating: "</g>", count: depth) + "</svg>"
        #expect(try SVG.read(text).drawing.strokes.count == 1)
    }

    @Test func exponentialUseIsRefused() throws {
        var body = #"<defs><path id="u0" d="M0 0 L 1 1" stroke="black"/>"#
        for level in 1...12 {
            body += "<g id=\"u\(level)\">" + String(repeating: "<use href=\"#u\(level - 1)\"/>", count: 10) + "</g>"
        }
        body += ##"</defs><use href="#u12"/>"##
        var options = SVGReadOptions()
        options.maximumElements = 20_000
        let error = try #require(
            SVG.readError(#"<svg xmlns="http://www.w3.org/2000/svg">\#(body)</svg>"#, options: options))
        #expect(error.message.contains("more than 20000 elements once <use> references are followed"))
    }

    @Test func longUseChainsAreBoundedByTheDepthLimit() throws {
        var body = #"<defs><path id="u0" d="M0 0 L 1 1" stroke="black"/>"#
        for level in 1...1500 { body += "<use id=\"u\(level)\" href=\"#u\(level - 1)\"/>" }
        body += ##"</defs><use href="#u1500"/>"##
        let error = try #require(SVG.readError(#"<svg xmlns="http://www.w3.org/2000/svg">\#(body)</svg>"#))
        #expect(error.message.contains("nest more than 512 deep"))
    }

    @Test func limitsOnSizeAndPoints() throws {
        var small = SVGReadOptions()
        small.maximumBytes = 100
        let big = #"<svg xmlns="http://www.w3.org/2000/svg">"# + String(repeating: " ", count: 200) + "</svg>"
        #expect(SVG.readError(big, options: small)?.message.contains("more than the limit of 100") == true)
        var few = SVGReadOptions()
        few.maximumPoints = 50
        #expect(
            SVG.readError(
                #"<svg xmlns="http://www.w3.org/2000/svg"><circle r="100" stroke="black"/></svg>"#, options: few)?
                .message.contains("more than 50 points") == true)
    }

    @Test func hostileValuesStayCheap() throws {
        // Thousands of url() fallbacks, attributes and comments: each is read in one pass, without recursion.
        let urls = String(repeating: "url(#a) ", count: 20_000)
        let attributes = (0..<1000).map { "a\($0)=\"\($0)\"" }.joined(separator: " ")
        let comments = String(repeating: "/* x */", count: 20_000)
        let clock = ContinuousClock()
        let elapsed = try clock.measure {
            let result = try SVG.read(
                body: """
                    <path d="M0 0 L 1 1" stroke="\(urls)" \(attributes)/>
                    <path d="M0 0 L 1 1" style="\(comments) stroke: red; /* unclosed"/>
                    """)
            #expect(result.drawing.strokes.map(\.ink.color.hexString) == ["#ff0000"])
            #expect(result.diagnostics.count == 1)
        }
        #expect(elapsed < .seconds(5))
        let duplicate = (0..<500).map { "a\($0)=\"\"" }.joined(separator: " ") + " a7=\"\""
        #expect(
            SVG.readError(#"<svg xmlns="http://www.w3.org/2000/svg" \#(duplicate)/>"#)?.message
                == "the attribute a7 appears twice in <svg>")
    }

    @Test func curvesThatWouldNeedTooManyPointsStopAtTheLimit() throws {
        // Huge curves at a fine tolerance: each could take 65,536 chords; the point limit stops the reader early.
        let curves = String(repeating: "C 1e9 0 0 1e9 1e9 1e9 C 0 0 1e9 0 0 1e9 ", count: 2000)
        var options = SVGReadOptions()
        options.maximumPoints = 100_000
        options.tolerance = 0.001
        let error = try #require(
            SVG.readError(
                #"<svg xmlns="http://www.w3.org/2000/svg"><path d="M 0 0 \#(curves)" stroke="black"/></svg>"#,
                options: options))
        #expect(error.message.contains("more than 100000 points"))
    }

    static let malformed: [(text: String, line: Int, column: Int, message: String)] = [
        ("<svg><g></svg>", 1, 9, "expected </g> to close the <g> opened at 1:6, found </svg>"),
        ("<svg>\n  <path d=\"M 0 0/>", 2, 11, "the value of the attribute d has no closing quote"),
        ("<svg a=\"1\" a=\"2\"/>", 1, 12, "the attribute a appears twice in <svg>"),
        ("<svg a=1/>", 1, 8, "expected a quoted value for the attribute a, found \"1\""),
        ("<svg a=\"<\"/>", 1, 9, "\"<\" is not allowed in an attribute value; write &lt;"),
        ("<svg>", 1, 6, "the document ends inside <svg>, opened at 1:1"),
        ("<svg/><svg/>", 1, 7, "unexpected \"<\" after the end of the root element"),
        ("", 1, 1, "the document has no root element"),
        ("hello", 1, 1, "expected the root element, found \"h\""),
        ("<svg id=\"&#0;\"/>", 1, 10, "the character reference &#0; is not a character XML allows"),
        ("<svg id=\"a & b\"/>", 1, 12, "\"&\" must begin a reference such as &amp;; write a lone ampersand as &amp;"),
        ("<svg><!-- open", 1, 6, "the comment is not closed with \"-->\""),
        ("<html/>", 1, 1, "the root element is <html>, not <svg>: this is not an SVG document"),
        ("\u{FEFF}<svg a=\"1\"b=\"2\"/>", 1, 11, "expected whitespace before the next attribute of <svg>"),
    ]

    @Test(arguments: malformed)
    func malformedDocumentsAreErrorsWithAPlace(text: String, line: Int, column: Int, message: String) throws {
        let error = try #require(SVG.readError(text))
        #expect(error.message == message)
        #expect(error.line == line)
        #expect(error.column == column)
        #expect(error.file == "test.svg")
    }

    @Test func utf16IsRefusedWithAHint() throws {
        let bytes: [UInt8] = [0xFF, 0xFE] + Array("<svg/>".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        do {
            _ = try SVGDocumentReader().read(bytes)
            Issue.record("UTF-16 was read")
        } catch {
            #expect(error.message.contains("UTF-8"))
        }
    }

    @Test func hugeCoordinatesGiveNoNaN() throws {
        let result = try SVG.read(
            body: """
                <path d="M 1e300 1e300 C -1e300 1e300 1e300 -1e300 -1e300 -1e300 A 1e300 1e300 0 0 1 1e300 0 Z" stroke="black"/>
                <g transform="scale(1e300)"><path d="M 0 0 L 1e300 1 Q 1e10 1e10 5 5" stroke="black" stroke-width="1e300"/></g>
                <circle r="1e300" fill="red"/>
                <rect width="1e308" height="1e308" rx="1e307" stroke="black"/>
                <polyline points="1e308 1e308 -1e308 -1e308 1e308 -1e308" stroke="black"/>
                """)
        for stroke in result.drawing.strokes {
            #expect(stroke.points.allSatisfy { !$0.x.isNaN && !$0.y.isNaN && !$0.t.isNaN })
            #expect(!stroke.ink.width.isNaN)
            #expect(stroke.points.count < 100_000)
        }
        #expect(!result.drawing.canvas.width.isNaN && !result.drawing.canvas.height.isNaN)
    }

    @Test func randomlyDamagedDocumentsNeverCrash() throws {
        var random = SeededGenerator(seed: 3)
        let sample = Array(
            """
            <?xml version="1.0"?><!DOCTYPE svg><svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10mm" viewBox="0 0 50 50">
            <defs><path id="p" d="M0 0 C 1 2 3 4 5 6 a 5 5 0 1 1 10 0 z"/></defs><!-- c -->
            <g transform="rotate(30 5 5) scale(2)" style="stroke:#123;opacity:.5" fill="none"><use xlink:href="#p" x="3"/>
            <rect x="1" y="1" width="20" height="10" rx="3"/><circle cx="5" cy="5" r="4"/><polygon points="1 2 3 4 5 6"/>
            <svg x="5" width="10" height="10" viewBox="0 0 1 1" preserveAspectRatio="xMinYMax slice"><line x2="1" y2="1" stroke="red"/></svg>
            </g><![CDATA[ x ]]><text>&amp;&#x41;</text></svg>
            """.utf8)
        let alphabet = Array("<>/=\"'&#;:!?-[] abcdefgxyz0123456789.,()%".utf8)
        for _ in 0..<600 {
            var bytes = sample
            for _ in 0..<Int.random(in: 1...8, using: &random) {
                let index = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: bytes[index] = alphabet.randomElement(using: &random) ?? 0x20
                case 1: bytes.remove(at: index)
                default: bytes.insert(alphabet.randomElement(using: &random) ?? 0x20, at: index)
                }
            }
            guard let result = try? SVGDocumentReader().read(bytes) else { continue }
            for stroke in result.drawing.strokes {
                #expect(stroke.points.allSatisfy { $0.x.isFinite && $0.y.isFinite && $0.t.isFinite })
            }
        }
    }
}
