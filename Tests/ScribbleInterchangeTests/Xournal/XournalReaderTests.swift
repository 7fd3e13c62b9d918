import ScribbleCompression
import ScribbleInterchange
import ScribbleKit
import ScribbleSyntax
import ScribbleTestSupport
import Testing

extension InterchangeTests {
    @Suite("Xournal++ reader")
    struct XournalReaderTests {
        /// A notebook of one page holding `layer`'s XML, on `background`.
        static func notebook(
            _ layer: String, background: String = ##"<background type="solid" color="#ffffffff" style="plain"/>"##
        ) -> String {
            """
            <?xml version="1.0" standalone="no"?>
            <xournal creator="Xournal++ 1.1.3" fileversion="4">
            <title>Xournal++ document - see https://github.com/xournalpp/xournalpp</title>
            <page width="595.27" height="841.89">
            \(background)
            <layer>
            \(layer)
            </layer>
            </page>
            </xournal>
            """
        }

        private func read(_ text: String, limits: InterchangeLimits = .default) throws -> XournalReadResult {
            try XournalReader(limits: limits).read(Gzip.compress(Array(text.utf8)), file: "test.xopp")
        }

        private func readError(_ bytes: [UInt8], limits: InterchangeLimits = .default) throws -> FormatError {
            try #require(throws: FormatError.self) { try XournalReader(limits: limits).read(bytes, file: "bad.xopp") }
        }

        private func readError(_ text: String, limits: InterchangeLimits = .default) throws -> FormatError {
            try readError(try Gzip.compress(Array(text.utf8)), limits: limits)
        }

        @Test func pagesAreDrawingsOfTheirSizeOnTheirPaper() throws {
            let result = try read(
                """
                <xournal><page width="595.27" height="841.89"><background type="solid" color="#fff8e0ff" style="ruled"/><layer/></page>
                <page width="300" height="200"><background type="solid" color="pink" style="graph"/><layer/></page>
                <page width="100" height="100"><background type="solid" color="#ffffffff" style="staves"/><layer/></page></xournal>
                """)
            #expect(result.container == .gzip)
            #expect(
                result.pages.map(\.canvas) == [
                    Size(width: 595.27, height: 841.89), Size(width: 300, height: 200), Size(width: 100, height: 100),
                ])
            #expect(result.pages[0].paper == Paper(color: Color(parsing: "#fff8e0")!, ruling: .ruled))
            #expect(result.pages[1].paper == Paper(color: Color(parsing: "#ffc0d4")!, ruling: .graph))
            #expect(result.pages[2].paper == .plain)
            #expect(result.notes == ["the page ruling \"staves\" is not one Scribble draws; those pages are plain"])
            #expect(result.pages.allSatisfy { $0.inkOptions == XournalInk.options && $0.strokes.isEmpty })
        }

        @Test func aPenOfOneWidthIsAMonolineThroughItsPoints() throws {
            let result = try read(
                Self.notebook(##"<stroke tool="pen" color="#3333ccff" width="1.41">10 20 30.5 40 50 60.25</stroke>"##))
            let stroke = try #require(result.pages.first?.strokes.first)
            #expect(
                stroke.points.map(\.location) == [Point(x: 10, y: 20), Point(x: 30.5, y: 40), Point(x: 50, y: 60.25)])
            #expect(stroke.ink == Ink(tool: .monoline, color: Color(parsing: "#3333cc")!, width: 1.41))
            #expect(stroke.points.allSatisfy { $0.pressure == nil })
            #expect(stroke.device == .pen)
            // No time in the file: a steady pen.
            #expect(stroke.points[0].t == 0 && stroke.points[1].t > 0 && stroke.points[2].t > stroke.points[1].t)
        }

        @Test func aWidthPerSegmentBecomesPressure() throws {
            // Widths of the segments from the first three points; the fourth point has none.
            let result = try read(
                Self.notebook(##"<stroke tool="pen" color="#000000ff" width="2 1 3 1.5">0 0 10 0 20 0 30 0</stroke>"##))
            let stroke = try #require(result.pages.first?.strokes.first)
            #expect(stroke.ink.tool == .pen)
            // The widest, 3, must stay within 1.5 times the width: the width is 2.
            #expect(stroke.ink.width == 2)
            let widths = stroke.points.map { 2 * stroke.ink.width * ($0.pressure ?? .nan) }
            #expect(widths == [1, 3, 1.5, 1.5])
            // Drawn through the page's options, a point's pressure gives back its width.
            for (point, width) in zip(stroke.points, widths) {
                #expect(abs(stroke.ink.width(atPressure: point.pressure!, options: XournalInk.options) - width) < 1e-12)
            }
        }

        @Test func widthsWiderThanTheNominalOneWidenTheInk() throws {
            let result = try read(
                Self.notebook(##"<stroke tool="pen" color="#000000ff" width="1 6 3">0 0 10 0 20 0</stroke>"##))
            let stroke = try #require(result.pages.first?.strokes.first)
            #expect(stroke.ink.width == 4)
            #expect(stroke.points.map { $0.pressure } == [0.75, 0.375, 0.375])
            #expect(stroke.bounds!.height >= 6)
        }

        @Test func aHighlighterIsAMarkerAtXournalsOpacity() throws {
            let result = try read(
                Self.notebook(##"<stroke tool="highlighter" color="#ffff007f" width="8.5 2 2">0 0 10 0 20 0</stroke>"##)
            )
            let stroke = try #require(result.pages.first?.strokes.first)
            #expect(stroke.ink.tool == .marker)
            #expect(stroke.ink.width == 8.5)
            // Its widths per segment are kept as pressure, which a marker, as Xournal++, draws at one width.
            let pressure: Double? = 2.0 / 17
            #expect(stroke.points.map(\.pressure) == [pressure, pressure, pressure])
            #expect(abs(stroke.ink.color.alpha * InkTool.marker.opacity - 120.0 / 255) < 1e-12)
            #expect(stroke.ink.color.red == 1 && stroke.ink.color.green == 1 && stroke.ink.color.blue == 0)
        }

        @Test func aFillIsTheStrokesColourAtItsOpacity() throws {
            let result = try read(
                Self.notebook(
                    ##"<stroke tool="pen" color="#008000ff" width="3" fill="128">0 0 100 0 50 80 0 0</stroke>"##))
            let stroke = try #require(result.pages.first?.strokes.first)
            #expect(stroke.ink.fill == Color(red: 0, green: 128.0 / 255, blue: 0, alpha: 128.0 / 255))
            #expect(stroke.ink.color.alpha == 1)
            #expect(stroke.isFilled)
            let none = try read(
                Self.notebook(##"<stroke tool="pen" color="#008000ff" width="3" fill="-1">0 0 100 0 50 80</stroke>"##))
            #expect(none.pages[0].strokes[0].ink.fill == nil)
        }

        @Test func aDashedStrokeIsCutIntoItsDashes() throws {
            // 90 units long: "dash" is 6 on and 3 off, so ten dashes.
            let result = try read(
                Self.notebook(
                    ##"<stroke tool="pen" color="#ff0000ff" width="2" style="dash">0 10 45 10 90 10</stroke>"##))
            let dashes = try #require(result.pages.first?.strokes)
            #expect(dashes.count == 10)
            #expect(dashes[0].points.map(\.location) == [Point(x: 0, y: 10), Point(x: 6, y: 10)])
            #expect(dashes[1].points.map(\.location) == [Point(x: 9, y: 10), Point(x: 15, y: 10)])
            // The dash over the corner keeps it.
            #expect(dashes[5].points.map(\.location) == [Point(x: 45, y: 10), Point(x: 51, y: 10)])
            #expect(dashes[4].points.map(\.location) == [Point(x: 36, y: 10), Point(x: 42, y: 10)])
            #expect(
                dashes.allSatisfy { $0.ink == Ink(tool: .monoline, color: Color(red: 1, green: 0, blue: 0), width: 2) })
            // Times are the whole stroke's, in proportion.
            #expect(dashes[1].points[0].t > dashes[0].points[1].t)
        }

        @Test(arguments: [
            ("dot", [0.5, 3.0]), ("dashdot", [6, 3, 0.5, 3]), ("cust: 2 1", [2, 1]), ("cust: 4", [4, 4]),
        ])
        func everyStyleDashesAsCairoDashes(_ style: String, _ pattern: [Double]) throws {
            let result = try read(
                Self.notebook(
                    ##"<stroke tool="pen" color="#000000ff" width="1" style="\##(style)">0 0 100 0</stroke>"##))
            let dashes = try #require(result.pages.first?.strokes)
            let cycle = pattern.count % 2 == 1 ? pattern + pattern : pattern
            var start = 0.0
            var slot = 0
            for dash in dashes {
                #expect(abs((dash.points.first?.x ?? -1) - start) < 1e-9)
                #expect(abs((dash.points.last?.x ?? 0) - Swift.min(100, start + cycle[slot])) < 1e-9)
                start += cycle[slot] + cycle[slot + 1]
                slot = (slot + 2) % cycle.count
            }
            #expect(start >= 100)
        }

        @Test func aFilledDashedStrokeKeepsItsFillUnderItsDashes() throws {
            let result = try read(
                Self.notebook(
                    ##"<stroke tool="pen" color="#0000ffff" width="2" fill="255" style="dot">0 0 60 0 30 50 0 0</stroke>"##
                ))
            let strokes = try #require(result.pages.first?.strokes)
            #expect(strokes[0].isFilled && strokes[0].ink.color.alpha == 0 && strokes[0].points.count == 4)
            #expect(strokes.dropFirst().allSatisfy { $0.ink.fill == nil && $0.ink.color.alpha == 1 })
        }

        @Test func unknownAndUnusableStylesAreDrawnSolid() throws {
            let result = try read(
                Self.notebook(
                    """
                    <stroke tool="pen" color="#000000ff" width="1" style="wavy">0 0 100 0</stroke>
                    <stroke tool="pen" color="#000000ff" width="1" style="cust: 0 0">0 0 100 0</stroke>
                    <stroke tool="pen" color="#000000ff" width="1" style="plain">0 0 100 0</stroke>
                    """))
            #expect(result.pages[0].strokes.count == 3)
            #expect(result.notes.count == 2)
        }

        @Test func erasersTextAndImagesAreNotInk() throws {
            let result = try read(
                Self.notebook(
                    """
                    <stroke tool="eraser" color="#ffffffff" width="10">0 0 10 10</stroke>
                    <text font="Sans" size="12" x="10" y="10" color="#000000ff">hello</text>
                    <image left="0" top="0" right="10" bottom="10">iVBORw0KGgo=</image>
                    <teximage text="x^2" left="0" top="0" right="10" bottom="10">JVBERi0=</teximage>
                    <stroke tool="pen" color="black" width="1">0 0 10 10</stroke>
                    """))
            #expect(result.pages[0].strokes.count == 1)
            #expect(result.skipped == ["eraser stroke": 1, "text": 1, "image": 1, "teximage": 1])
            #expect(result.notes.contains("text, images and LaTeX are not ink; they were left out"))
            #expect(result.notes.contains("eraser strokes are not ink; they were left out"))
        }

        @Test func layersAreReadInOrder() throws {
            let result = try read(
                """
                <xournal><page width="100" height="100"><background type="solid" color="#ffffffff" style="plain"/>
                <layer><stroke tool="pen" color="#ff0000ff" width="1">0 0 1 1</stroke></layer>
                <layer name="top"><stroke tool="pen" color="#0000ffff" width="1">2 2 3 3</stroke></layer></page></xournal>
                """)
            #expect(result.pages[0].strokes.map(\.ink.color.red) == [1, 0])
        }

        @Test func aZipPackageAndPlainXMLReadAsGzipDoes() throws {
            let xml = Array(
                Self.notebook(##"<stroke tool="pen" color="#000000ff" width="1 2 3">0 0 10 0 20 0</stroke>"##).utf8)
            let gzip = try XournalReader().read(Gzip.compress(xml))
            let zip = try XournalReader().read(ZipMaker.xournalPackage(content: xml))
            let plain = try XournalReader().read(xml)
            #expect(zip.container == .zip && plain.container == .xml)
            #expect(gzip.pages == zip.pages && gzip.pages == plain.pages)
        }

        @Test func xournalsColourNamesAndBackgroundColoursAreKnown() throws {
            let result = try read(
                Self.notebook(
                    ##"<stroke tool="pen" color="lightblue" width="1">0 0 1 1</stroke>"##,
                    background: ##"<background type="solid" color="yellow" style="lined"/>"##))
            #expect(result.pages[0].strokes[0].ink.color == Color(parsing: "#00c0ff"))
            #expect(result.pages[0].paper == Paper(color: Color(parsing: "#ffff80")!, ruling: .lined))
        }

        @Test func pdfAndImageBackgroundsAreNotedAndPlain() throws {
            let result = try read(
                Self.notebook(
                    "", background: ##"<background type="pdf" domain="absolute" filename="x.pdf" pageno="1"/>"##))
            #expect(result.pages[0].paper == .plain)
            #expect(result.skipped == ["PDF background": 1])
        }

        // MARK: - Errors

        @Test func notWellFormedXMLIsAnErrorAtItsLineAndColumn() throws {
            let error = try readError("<xournal>\n<page width=\"10\" height=\"10\">\n<layer></page>\n</xournal>")
            #expect(error.file == "bad.xopp" && error.line == 3 && error.column == 8)
            #expect(error.message.contains("</layer>"), "\(error)")
        }

        @Test func anotherRootIsRefused() throws {
            let error = try readError("<svg xmlns=\"http://www.w3.org/2000/svg\"/>")
            #expect(error.message == "the root element is <svg>, not a Xournal++ <xournal>")
        }

        @Test(arguments: [
            ("0 0 nan 1", "page[0].layer[0].stroke[0].points[1].x", "\"nan\" is not a finite number"),
            ("0 0 1 inf", "page[0].layer[0].stroke[0].points[1].y", "\"inf\" is not a finite number"),
            ("0 0 1e999 1", "page[0].layer[0].stroke[0].points[1].x", "\"1e999\" is too large for a number"),
            ("0 0 abc 1", "page[0].layer[0].stroke[0].points[1].x", "expected a number, found \"abc\""),
            ("0 0 1e308 1", "page[0].layer[0].stroke[0].points[1].x", "x must be within ±10000000, found 1e308"),
            (
                "0 0 1", "page[0].layer[0].stroke[0].points",
                "a stroke needs two points or more, as x y pairs; this one has 3 numbers"
            ),
            (
                "0 0", "page[0].layer[0].stroke[0].points",
                "a stroke needs two points or more, as x y pairs; this one has 2 numbers"
            ),
        ])
        func badPointsAreErrorsAtTheirPlace(_ points: String, _ path: String, _ message: String) throws {
            let error = try readError(
                Self.notebook(##"<stroke tool="pen" color="#000000ff" width="1">"## + points + "</stroke>"))
            #expect(error.path == path)
            #expect(error.message == message)
            #expect(error.line == 7)
        }

        @Test func aBadNumberIsFoundAtItsColumn() throws {
            let error = try readError(
                Self.notebook(##"<stroke tool="pen" color="#000000ff" width="1">0 0 10 x</stroke>"##))
            #expect(error.line == 7 && error.column == 55)
        }

        @Test(arguments: [
            (##"width="1e5""##, "page[0].layer[0].stroke[0].width[0]", "widths must be at most 10000, found 100000"),
            (##"width="1 2 2e4""##, "page[0].layer[0].stroke[0].width[2]", "widths must be at most 10000, found 20000"),
            (##"width="1 inf""##, "page[0].layer[0].stroke[0].width[1]", "\"inf\" is not a finite number"),
            (##"width="NaN""##, "page[0].layer[0].stroke[0].width[0]", "\"NaN\" is not a finite number"),
            (##"width="1" fill="inf""##, "page[0].layer[0].stroke[0].fill", "\"inf\" is not a finite number"),
            (
                ##"width="1" style="cust: 1 nan""##, "page[0].layer[0].stroke[0].style[1]",
                "\"nan\" is not a finite number"
            ),
        ])
        func badWidthsAreErrors(_ attributes: String, _ path: String, _ message: String) throws {
            let error = try readError(
                Self.notebook(##"<stroke tool="pen" color="#000000ff" \##(attributes)>0 0 1 1</stroke>"##))
            #expect(error.path == path)
            #expect(error.message == message)
        }

        @Test func aBadColourIsAnError() throws {
            let error = try readError(Self.notebook(##"<stroke tool="pen" color="#12345" width="1">0 0 1 1</stroke>"##))
            #expect(error.path == "page[0].layer[0].stroke[0].color")
            #expect(error.message == "\"#12345\" is not a colour; Xournal++ writes #rrggbbaa, or a name such as black")
        }

        @Test(arguments: [
            ("0", "width must be positive and at most 10000000, found 0"),
            ("1e8", "width must be positive and at most 10000000, found 100000000"),
            ("Infinity", "\"Infinity\" is not a finite number"),
        ])
        func badPageSizesAreErrors(_ width: String, _ message: String) throws {
            let error = try readError("<xournal><page width=\"\(width)\" height=\"10\"/></xournal>")
            #expect(error.path == "page[0].width")
            #expect(error.message == message)
        }

        @Test func aTruncatedFileIsAnError() throws {
            let bytes = try Gzip.compress(
                Array(Self.notebook(##"<stroke tool="pen" color="#000000ff" width="1">0 0 1 1</stroke>"##).utf8))
            let error = try readError(Array(bytes.dropLast(20)))
            #expect(error.message.contains("truncated"), "\(error)")
            #expect(error.exceededLimit == nil)
        }

        @Test func aGzipBombStopsAtTheByteLimit() throws {
            // 16 MB of spaces inside a stroke's text, compressed to some 16 KB.
            let bomb = try Gzip.compress(
                Array(
                    Self.notebook(
                        ##"<stroke tool="pen" color="#000000ff" width="1">0 0 "##
                            + String(repeating: " ", count: 16 << 20) + "1 1</stroke>"
                    ).utf8), level: 9)
            var limits = InterchangeLimits()
            limits.maximumBytes = 1 << 20
            let error = try readError(bomb, limits: limits)
            #expect(error.exceededLimit == .bytes)
            #expect(error.message == "the gzip data inflates to more than 1048576 bytes, the limit")
        }

        @Test func aZipBombStopsAtTheByteLimit() throws {
            let huge = Array(Self.notebook(String(repeating: " ", count: 16 << 20)).utf8)
            var limits = InterchangeLimits()
            limits.maximumBytes = 1 << 20
            let honest = try readError(try ZipMaker.xournalPackage(content: huge), limits: limits)
            #expect(honest.exceededLimit == .bytes)
            #expect(
                honest.message.hasPrefix(
                    "the ZIP archive's entry \"content.xml\" is \(huge.count) bytes, more than the limit"))
            var lying = ZipMaker.Entry(name: "content.xml", contents: huge)
            lying.claimedSize = 1000
            let liar = try readError(try ZipMaker([lying]).bytes(), limits: limits)
            #expect(
                liar.message.contains("inflates to more than the 1000 bytes the central directory says it holds"),
                "\(liar)")
        }

        @Test func aZipWithoutContentOrOfAnotherKindIsRefused() throws {
            let other = try ZipMaker([ZipMaker.Entry(name: "word/document.xml", contents: Array("<w/>".utf8))]).bytes()
            #expect(
                try readError(other).message
                    == "the ZIP archive has no content.xml, where a Xournal++ notebook keeps its pages")
            let odt = try ZipMaker([
                ZipMaker.Entry(
                    name: "mimetype", contents: Array("application/vnd.oasis.opendocument.text".utf8), method: 0)
            ]).bytes()
            #expect(
                try readError(odt).message.hasPrefix(
                    "the ZIP archive's mimetype is \"application/vnd.oasis.opendocument.text\""))
        }

        @Test func limitsOnPointsStrokesPagesAndDepthHold() throws {
            var limits = InterchangeLimits()
            limits.maximumPoints = 3
            let points = try readError(
                Self.notebook(##"<stroke tool="pen" color="#000000ff" width="1">0 0 1 1 2 2 3 3</stroke>"##),
                limits: limits)
            #expect(points.exceededLimit == .points)
            limits = InterchangeLimits()
            limits.maximumStrokes = 5
            let dashes = try readError(
                Self.notebook(##"<stroke tool="pen" color="#000000ff" width="1" style="dot">0 0 1000 0</stroke>"##),
                limits: limits)
            #expect(dashes.exceededLimit == .strokes)
            #expect(dashes.message == "the document has more than 5 strokes, the limit (each dash counting as one)")
            limits = InterchangeLimits()
            limits.maximumDrawings = 1
            let pages = try readError(
                "<xournal><page width=\"1\" height=\"1\"/><page width=\"1\" height=\"1\"/></xournal>", limits: limits)
            #expect(pages.exceededLimit == .drawings)
            limits = InterchangeLimits()
            limits.maximumDepth = 3
            let depth = try readError(
                "<xournal><page width=\"1\" height=\"1\"><layer><stroke>1 2 3 4</stroke></layer></page></xournal>",
                limits: limits)
            #expect(depth.exceededLimit == .depth)
        }

        @Test func everyTruncationOfANotebookIsAnErrorOrItsPagesNeverACrash() throws {
            let xml = Array(
                Self.notebook(
                    ##"<stroke tool="pen" color="#000000ff" width="1 2 3" fill="20" style="dash">0 0 10 0 20 5</stroke>"##
                ).utf8)
            let bytes = try Gzip.compress(xml)
            for cut in 0..<bytes.count { _ = try? XournalReader().read(bytes.prefix(cut)) }
            for cut in 0..<xml.count { _ = try? XournalReader().read(xml.prefix(cut)) }
        }
    }
}
