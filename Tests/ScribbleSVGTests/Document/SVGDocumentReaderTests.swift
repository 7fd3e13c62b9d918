import Foundation
import ScribbleKit
import ScribbleSVG
import Testing

@Suite("SVG documents")
struct SVGDocumentReaderTests {
    private static func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    // MARK: Viewports and units

    static let aspectRatios: [(value: String, start: Point, end: Point)] = [
        ("", p(50, 0), p(150, 100)),
        ("xMidYMid meet", p(50, 0), p(150, 100)),
        ("xMinYMin", p(0, 0), p(100, 100)),
        ("xMaxYMax meet", p(100, 0), p(200, 100)),
        ("xMinYMid slice", p(0, -50), p(200, 150)),
        ("xMidYMax slice", p(0, -100), p(200, 100)),
        ("xMaxYMin slice", p(0, 0), p(200, 200)),
        ("none", p(0, 0), p(200, 100)),
        ("defer xMinYMax", p(0, 0), p(100, 100)),
    ]

    @Test(arguments: aspectRatios)
    func viewBoxAndPreserveAspectRatio(value: String, start: Point, end: Point) throws {
        let attribute = value.isEmpty ? "" : #"preserveAspectRatio="\#(value)""#
        let result = try SVG.read(
            """
            <svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" viewBox="0 0 10 10" \(attribute)>
              <line x1="0" y1="0" x2="10" y2="10" stroke="black"/>
            </svg>
            """)
        #expect(result.drawing.canvas == Size(width: 200, height: 100))
        #expect(SVG.locations(result.drawing) == [[start, end]])
        #expect(result.diagnostics.isEmpty)
    }

    @Test func viewBoxWithAnOrigin() throws {
        let result = try SVG.read(
            #"<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="-10,-10 20 20"><line x1="-10" y1="-10" x2="0" y2="0" stroke="red"/></svg>"#
        )
        #expect(SVG.locations(result.drawing) == [[.zero, Self.p(50, 50)]])
        #expect(result.drawing.strokes[0].ink.width == 5)
    }

    static let units: [(width: String, expected: Double)] = [
        ("96", 96), ("96px", 96), ("1in", 96), ("2.54cm", 96), ("25.4mm", 96), ("72pt", 96), ("6pc", 96),
        ("1e2px", 100), (" 48 ", 48),
    ]

    @Test(arguments: units)
    func sizesInEveryUnit(width: String, expected: Double) throws {
        let result = try SVG.read(
            #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(width)" height="\#(width)" viewBox="0 0 10 10"><line x2="10" stroke="black"/></svg>"#
        )
        #expect(SVG.close(result.drawing.canvas.width, expected, within: 1e-9))
        #expect(SVG.close(result.drawing.canvas.height, expected, within: 1e-9))
        #expect(SVG.close(try #require(result.drawing.strokes.first?.points.last?.x), expected, within: 1e-9))
    }

    @Test func aMissingSideFollowsTheViewBox() throws {
        let onlyWidth = try SVG.read(#"<svg xmlns="http://www.w3.org/2000/svg" width="200" viewBox="0 0 20 10"/>"#)
        #expect(onlyWidth.drawing.canvas == Size(width: 200, height: 100))
        let neither = try SVG.read(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 10"/>"#)
        #expect(neither.drawing.canvas == Size(width: 20, height: 10))
        let nothing = try SVG.read(
            #"<svg xmlns="http://www.w3.org/2000/svg"><line x1="0" y1="0" x2="40.5" y2="30" stroke="black" stroke-width="2"/></svg>"#
        )
        #expect(nothing.drawing.canvas == Size(width: 42, height: 31))
    }

    @Test func percentageSizesAreRefusedWithAMessage() throws {
        let text = #"<svg xmlns="http://www.w3.org/2000/svg" width="100%" height="50%" viewBox="0 0 24 12"/>"#
        let result = try SVG.read(text)
        #expect(result.drawing.canvas == Size(width: 24, height: 12))
        #expect(result.diagnostics.count == 2)
        #expect(result.diagnostics.first?.message.contains("percentage") == true)
        #expect(result.diagnostics.first?.description.hasPrefix("test.svg:1:") == true)
        #expect(SVG.readError(text, options: .strict)?.message.contains("percentage") == true)
    }

    @Test(arguments: ["0 0 0 10", "0 0 10 0", "0 0 -5 10"])
    func zeroSizeViewBoxesAreRefused(viewBox: String) throws {
        let error = try #require(SVG.readError(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="\#(viewBox)"/>"#))
        #expect(error.message.contains("shows nothing"))
        #expect(error.path == "svg[viewBox]")
        #expect(error.line == 1)
    }

    @Test func zeroSizesAreRefused() {
        #expect(
            SVG.readError(#"<svg xmlns="http://www.w3.org/2000/svg" width="0" height="10"/>"#)?.message.contains(
                "shows nothing") == true)
    }

    @Test func nestedSVGsMapTheirOwnViewBox() throws {
        let result = try SVG.read(
            body: """
                <svg x="10" y="20" width="40" height="40" viewBox="0 0 4 4"><line x2="4" stroke="black"/></svg>
                <svg x="5" y="5"><line x2="4" stroke="black"/></svg>
                """)
        #expect(SVG.locations(result.drawing) == [[Self.p(10, 20), Self.p(50, 20)], [Self.p(5, 5), Self.p(9, 5)]])
    }

    // MARK: Shapes

    @Test func basicShapesBecomeStrokes() throws {
        let result = try SVG.read(
            body: """
                <rect x="10" y="10" width="30" height="20" stroke="black"/>
                <line x1="1" y1="2" x2="3" y2="4" stroke="black"/>
                <polyline points="0,0 10,0 10,10" stroke="black" fill="none"/>
                <polygon points="0 0, 10 0, 10 10" stroke="black"/>
                """)
        #expect(
            SVG.locations(result.drawing) == [
                [Self.p(10, 10), Self.p(40, 10), Self.p(40, 30), Self.p(10, 30), Self.p(10, 10)],
                [Self.p(1, 2), Self.p(3, 4)],
                [.zero, Self.p(10, 0), Self.p(10, 10)],
                [.zero, Self.p(10, 0), Self.p(10, 10), .zero],
            ])
        #expect(result.summary.shapeCount == 4)
        #expect(result.summary.strokedShapeCount == 4)
    }

    @Test func roundedRectanglesUseArcs() throws {
        let result = try SVG.read(body: #"<rect x="10" y="10" width="60" height="40" rx="10" stroke="black"/>"#)
        let points = try #require(result.drawing.strokes.first?.canvasLocations)
        #expect(points.first == Self.p(20, 10))
        #expect(points.last == Self.p(20, 10))
        #expect(points.count > 20)
        let bounds = try #require(Rect(enclosing: points))
        #expect(
            SVG.close(bounds.minX, 10) && SVG.close(bounds.maxX, 70) && SVG.close(bounds.minY, 10)
                && SVG.close(bounds.maxY, 50))
        // The corner's arc: the point at 45° on the top-left corner's circle is in the polyline's reach.
        let corner = Self.p(20 - 10 * (0.5).squareRoot(), 20 - 10 * (0.5).squareRoot())
        #expect(SVG.distance(from: corner, to: points) <= 0.1 + 0.003)
        // Radii too large for the box are clamped to half of it.
        let clamped = try SVG.read(body: #"<rect width="20" height="10" rx="50" ry="50" stroke="black"/>"#)
        #expect(clamped.drawing.strokes.first?.canvasLocations.first == Self.p(10, 0))
    }

    @Test func circlesAndEllipses() throws {
        let result = try SVG.read(
            body:
                #"<circle cx="50" cy="50" r="20" stroke="black"/><ellipse cx="50" cy="50" rx="30" ry="10" stroke="black"/><circle r="0" stroke="black"/>"#
        )
        #expect(result.drawing.strokes.count == 2)
        let circle = result.drawing.strokes[0].canvasLocations
        #expect(circle.first == Self.p(70, 50))
        #expect(circle.last == Self.p(70, 50))
        #expect(circle.allSatisfy { abs($0.distance(to: Self.p(50, 50)) - 20) <= 0.01 })
        // Clockwise on screen: from the right, down to the bottom first.
        #expect(circle[1].y > 50)
        let ellipse = try #require(Rect(enclosing: result.drawing.strokes[1].canvasLocations))
        #expect(SVG.close(ellipse.width, 60, within: 1e-9) && SVG.close(ellipse.height, 20, within: 1e-9))
        #expect(result.summary.invisibleShapeCount == 1)
    }

    @Test func badPathDataIsDrawnUpToItsLastCompleteSegment() throws {
        let text = """
            <svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">
              <path id="sig"
                    d="M 30 40 L 110 160 L 150#80" stroke="black"/>
            </svg>
            """
        let result = try SVG.read(text)
        #expect(SVG.locations(result.drawing) == [[Self.p(30, 40), Self.p(110, 160)]])
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.line == 3)
        #expect(diagnostic.column == 35)
        #expect(diagnostic.path == "path#sig[d]")
        #expect(
            diagnostic.description
                == "test.svg:3:35: path#sig[d]: expected a number for the y of L, found \"#\"; drawn up to there")
        #expect(SVG.readError(text, options: .strict) == diagnostic)
    }

    @Test func emptyAndMoveOnlyPathsDrawNothing() throws {
        let result = try SVG.read(
            body: #"<path d="" stroke="black"/><path d="M 5 5" stroke="black"/><path stroke="black"/>"#)
        #expect(result.drawing.strokes.isEmpty)
        #expect(result.diagnostics.isEmpty)
        #expect(result.summary.shapeCount == 3)
        #expect(result.summary.invisibleShapeCount == 3)
    }

    @Test func zeroLengthSubpathsShowOnlyWithRoundOrSquareCaps() throws {
        let butt = try SVG.read(body: #"<path d="M 5 5 Z M 10 10 l 0 0" stroke="black"/>"#)
        #expect(butt.drawing.strokes.isEmpty)
        let round = try SVG.read(body: #"<path d="M 5 5 Z M 10 10 l 0 0" stroke="black" stroke-linecap="round"/>"#)
        #expect(SVG.locations(round.drawing) == [[Self.p(5, 5), Self.p(5, 5)], [Self.p(10, 10), Self.p(10, 10)]])
    }

    @Test func eachSubpathIsAStroke() throws {
        let result = try SVG.read(body: #"<path d="M 0 0 L 10 0 M 20 0 L 30 0 Z L 40 40" stroke="black"/>"#)
        #expect(
            SVG.locations(result.drawing) == [
                [.zero, Self.p(10, 0)], [Self.p(20, 0), Self.p(30, 0), Self.p(20, 0)], [Self.p(20, 0), Self.p(40, 40)],
            ])
    }

    // MARK: Presentation

    @Test func strokeAndWidthBecomeTheInk() throws {
        let result = try SVG.read(body: ##"<path d="M0 0 L 10 0" stroke="#336699" stroke-width="3"/>"##)
        let ink = try #require(result.drawing.strokes.first?.ink)
        #expect(
            ink == Ink(tool: .monoline, color: Color(red: 0x33 / 255, green: 0x66 / 255, blue: 0x99 / 255), width: 3))
        #expect(result.drawing.strokes.first?.device == .pen)
        var options = SVGReadOptions()
        options.tool = .pen
        #expect(
            try SVG.read(body: #"<path d="M0 0 L 10 0" stroke="red"/>"#, options: options).drawing.strokes.first?.ink
                .tool == .pen)
    }

    @Test func stylesInheritAndTheStyleAttributeWins() throws {
        let result = try SVG.read(
            body: """
                <g stroke="red" stroke-width="3" fill="none">
                  <path d="M0 0 L 10 0"/>
                  <g style="stroke: blue; stroke-width: 5 !important">
                    <path d="M0 0 L 10 0"/>
                    <path d="M0 0 L 10 0" stroke="green" style="stroke:lime"/>
                    <path d="M0 0 L 10 0" stroke="inherit" stroke-width="1"/>
                  </g>
                </g>
                """)
        #expect(result.drawing.strokes.map(\.ink.color.hexString) == ["#ff0000", "#0000ff", "#00ff00", "#0000ff"])
        #expect(result.drawing.strokes.map(\.ink.width) == [3, 5, 5, 1])
        #expect(result.diagnostics.isEmpty)
    }

    @Test func opacityMultipliesDownTheTree() throws {
        let result = try SVG.read(
            body: """
                <g opacity="0.5"><g style="opacity:50%"><path d="M0 0 L 10 0" stroke="black" stroke-opacity="0.5"/></g></g>
                <path d="M0 0 L 10 0" stroke="black" opacity="0.5" stroke-opacity=".5"/>
                """)
        #expect(result.drawing.strokes.map(\.ink.color.alpha) == [0.125, 0.25])
    }

    static let colors: [(value: String, hex: String)] = [
        ("#f00", "#ff0000"), ("#00ff00", "#00ff00"), ("#0000FF80", "#0000ff80"), ("navy", "#000080"),
        ("CornflowerBlue", "#6495ed"),
        ("rebeccapurple", "#663399"), ("rgb(255, 128, 0)", "#ff8000"), ("rgb(100%,50%,0%)", "#ff8000"),
        ("rgba(0,0,255,0.5)", "#0000ff80"),
        ("rgb(0 0 255 / 50%)", "#0000ff80"), ("hsl(120, 100%, 25%)", "#008000"), ("currentColor", "#000000"),
        (" red ", "#ff0000"),
    ]

    @Test(arguments: colors)
    func colorsInEveryForm(value: String, hex: String) throws {
        let result = try SVG.read(body: #"<path d="M0 0 L 10 0" stroke="\#(value)"/>"#)
        #expect(result.drawing.strokes.first?.ink.color.hexString == hex)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func currentColorTakesTheColorProperty() throws {
        let result = try SVG.read(body: #"<g color="purple"><path d="M0 0 L 10 0" stroke="currentColor"/></g>"#)
        #expect(result.drawing.strokes.first?.ink.color.hexString == "#800080")
    }

    @Test func unknownColorsAreIgnoredWithADiagnostic() throws {
        let result = try SVG.read(body: #"<g stroke="blue"><path d="M0 0 L 10 0" stroke="bluish"/></g>"#)
        #expect(result.drawing.strokes.first?.ink.color.hexString == "#0000ff")
        #expect(result.diagnostics.first?.message.contains("\"bluish\" is not a paint") == true)
        #expect(
            SVG.readError(
                #"<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0 L 1 0" stroke="bluish"/></svg>"#,
                options: .strict) != nil)
    }

    @Test func gradientsAreDrawnInTheirFirstStopColour() throws {
        let result = try SVG.read(
            body: """
                <defs><linearGradient id="a"><stop offset="0" stop-color="#123456"/><stop offset="1" stop-color="white"/></linearGradient>
                <linearGradient id="b" xlink:href="#a" xmlns:xlink="http://www.w3.org/1999/xlink"/></defs>
                <path d="M0 0 L 10 0" stroke="url(#b)"/>
                <path d="M0 0 L 10 0" stroke="url(#missing) orange"/>
                """)
        #expect(result.drawing.strokes.map(\.ink.color.hexString) == ["#123456", "#ffa500"])
        #expect(result.diagnostics.count == 1)
    }

    // MARK: Fills

    @Test func filledShapesBecomeOutlinesByDefault() throws {
        let result = try SVG.read(
            body: ##"<path d="M 0 0 L 10 0 L 10 10" fill="#00f" fill-opacity="0.5"/><rect width="5" height="5"/>"##)
        #expect(result.drawing.strokes.count == 2)
        let outline = result.drawing.strokes[0]
        #expect(outline.canvasLocations == [.zero, Self.p(10, 0), Self.p(10, 10), .zero])
        #expect(outline.ink.width == 1)
        #expect(outline.ink.color == Color(red: 0, green: 0, blue: 1, alpha: 0.5))
        #expect(result.drawing.strokes[1].ink.color == .black)
        #expect(result.summary.outlinedFillCount == 2)
        #expect(result.summary.strokedShapeCount == 0)
    }

    @Test func filledShapesCanBeSkippedAndCounted() throws {
        var options = SVGReadOptions()
        options.filledShapes = .skip
        let result = try SVG.read(
            body:
                #"<path d="M 0 0 L 10 0 L 10 10"/><path d="M 0 0 L 1 1" stroke="red"/><path d="M0 0 L 5 5" fill="none"/>"#,
            options: options)
        #expect(result.drawing.strokes.count == 1)
        #expect(
            result.summary
                == SVGReadSummary(shapeCount: 3, strokedShapeCount: 1, skippedFillCount: 1, invisibleShapeCount: 1))
    }

    @Test func fillsThatEncloseNothingShowNothing() throws {
        let result = try SVG.read(body: #"<path d="M 100 100 h -25" fill="red"/>"#)
        #expect(result.drawing.strokes.isEmpty)
    }

    // MARK: Structure

    @Test func defsAndFriendsAreNotDrawnButUseDrawsThem() throws {
        let result = try SVG.read(
            body: """
                <defs><path id="tick" d="M 0 0 L 1 1" stroke="black"/></defs>
                <clipPath id="clip"><rect width="5" height="5" stroke="black"/></clipPath>
                <mask id="mask"><rect width="5" height="5" stroke="black"/></mask>
                <marker id="m"><path d="M 0 0 L 1 0" stroke="black"/></marker>
                <pattern id="p"><path d="M 0 0 L 1 0" stroke="black"/></pattern>
                <symbol id="s" viewBox="0 0 2 2"><path d="M 0 0 L 2 0" stroke="black"/></symbol>
                <use href="#tick" x="10" y="20"/>
                <use xlink:href="#tick" transform="scale(2)" xmlns:xlink="http://www.w3.org/1999/xlink"/>
                <use href="#s" x="50" width="20" height="20"/>
                """)
        #expect(
            SVG.locations(result.drawing) == [
                [Self.p(10, 20), Self.p(11, 21)], [.zero, Self.p(2, 2)], [Self.p(50, 0), Self.p(70, 0)],
            ])
        #expect(result.diagnostics.isEmpty)
    }

    @Test func useInheritsStyleFromItsOwnPlace() throws {
        let result = try SVG.read(
            body:
                ##"<defs><path id="a" d="M0 0 L 1 0"/></defs><use href="#a" stroke="red" fill="none"/><g stroke="blue" fill="none"><use href="#a"/></g>"##
        )
        #expect(result.drawing.strokes.map(\.ink.color.hexString) == ["#ff0000", "#0000ff"])
    }

    @Test func useCyclesAndMissingTargetsAreReported() throws {
        let result = try SVG.read(
            body: """
                <g id="loop"><path d="M0 0 L 1 0" stroke="black"/><use href="#loop"/></g>
                <use id="self" href="#self"/>
                <g id="a"><use href="#b"/></g><g id="b"><use href="#a"/></g>
                <use href="#nowhere"/>
                <use href="other.svg#x"/>
                """)
        #expect(result.drawing.strokes.count == 1)
        #expect(result.diagnostics.count == 6)
        // The loop, the self-reference, and the pair (once from each side).
        #expect(result.diagnostics.filter { $0.message.contains("never end") }.count == 4)
    }

    @Test func hiddenElementsAndUnsupportedOnesAreLeftOut() throws {
        let result = try SVG.read(
            body: """
                <path d="M0 0 L 1 0" stroke="black" display="none"/>
                <g style="display:none"><path d="M0 0 L 1 0" stroke="black"/></g>
                <path d="M0 0 L 1 0" stroke="black" visibility="hidden"/>
                <text x="0" y="10">hello</text><image href="a.png" width="5" height="5"/>
                <switch><path d="M0 0 L 2 0" stroke="black"/><path d="M0 0 L 3 0" stroke="black"/></switch>
                """)
        #expect(SVG.locations(result.drawing) == [[.zero, Self.p(2, 0)]])
        #expect(result.summary.unsupportedElementCount == 2)
        #expect(result.summary.invisibleShapeCount == 1)
    }

    @Test func namespacePrefixesAndForeignElements() throws {
        let result = try SVG.read(
            """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <!-- made by hand -->
            <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
            <svg:svg xmlns:svg="http://www.w3.org/2000/svg" xmlns:ink="http://www.inkscape.org/namespaces/inkscape" width='10' height='10'>
              <ink:path d="M 0 0 L 9 9" stroke="black"/>
              <svg:g ink:label="Layer 1"><svg:path d='M 0 0 L 5 5' stroke="black"/></svg:g>
              <svg:style><![CDATA[ path > g { stroke: red } ]]></svg:style>
              <?processing instruction?>
            </svg:svg>
            """)
        #expect(SVG.locations(result.drawing) == [[.zero, Self.p(5, 5)]])
        #expect(
            result.diagnostics.map(\.message) == [
                "CSS style sheets in <style> are not applied; only presentation attributes and style=\"…\" are"
            ])
    }

    @Test func readsAnInkscapeFile() throws {
        let result = try SVG.read(
            """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <!-- Created with Inkscape (http://www.inkscape.org/) -->
            <svg width="210mm" height="297mm" viewBox="0 0 210 297" version="1.1" id="svg5"
               inkscape:version="1.2.2 (b0a8486541, 2022-12-01)" sodipodi:docname="drawing.svg"
               xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"
               xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"
               xmlns="http://www.w3.org/2000/svg" xmlns:svg="http://www.w3.org/2000/svg"
               xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:cc="http://creativecommons.org/ns#">
              <sodipodi:namedview id="namedview7" pagecolor="#ffffff" inkscape:document-units="mm" showgrid="false"/>
              <defs id="defs2"/>
              <metadata><rdf:RDF><cc:Work rdf:about=""><dc:format xmlns:dc="http://purl.org/dc/elements/1.1/">image/svg+xml</dc:format></cc:Work></rdf:RDF></metadata>
              <g inkscape:label="Layer 1" inkscape:groupmode="layer" id="layer1" transform="translate(-10.5,-20)">
                <path style="fill:none;stroke:#000000;stroke-width:0.264583px;stroke-linecap:butt;stroke-linejoin:miter;stroke-opacity:1"
                   d="m 20.5,30 c 10,-5 20,5 30,0 s 20,5 30,0" id="path111" sodipodi:nodetypes="ccc"/>
              </g>
            </svg>
            """)
        #expect(result.diagnostics.isEmpty)
        #expect(
            SVG.close(result.drawing.canvas.width, 210 * 96 / 25.4)
                && SVG.close(result.drawing.canvas.height, 297 * 96 / 25.4))
        let stroke = try #require(result.drawing.strokes.first)
        #expect(result.drawing.strokes.count == 1)
        let scale = 96 / 25.4
        #expect(
            SVG.close(try #require(stroke.points.first).location, Point(x: 10 * scale, y: 10 * scale), within: 1e-9))
        #expect(SVG.close(try #require(stroke.points.last).location, Point(x: 70 * scale, y: 10 * scale), within: 1e-9))
        #expect(SVG.close(stroke.ink.width, 0.264583 * scale, within: 1e-9))
    }

    @Test func referencesInAttributesAreExpanded() throws {
        let result = try SVG.read(
            body:
                ##"<path d="M&#x20;10&#32;10 L&#x20;20 20" stroke="r&#101;d" id="a&amp;b" fill="none"/><use href="#a&amp;b" x="1"/>"##
        )
        #expect(SVG.locations(result.drawing).count == 2)
        #expect(result.drawing.strokes.first?.canvasLocations == [Self.p(10, 10), Self.p(20, 20)])
    }

    // MARK: Time

    @Test func strokesAreTimedAtASteadySpeedWithPauses() throws {
        let result = try SVG.read(
            body: #"<path d="M 0 0 L 300 400 L 300 0 M 0 0 L 0 100" stroke="black"/><line x2="50" stroke="black"/>"#)
        let times = result.drawing.strokes.map { $0.points.map(\.t) }
        #expect(times.count == 3)
        #expect(SVG.close(times[0][0], 0) && SVG.close(times[0][1], 0.5) && SVG.close(times[0][2], 0.9))
        #expect(SVG.close(times[1][0], 1.1) && SVG.close(times[1][1], 1.2))
        #expect(SVG.close(times[2][0], 1.4) && SVG.close(times[2][1], 1.45))
        var options = SVGReadOptions()
        options.penSpeed = 100
        options.pauseBetweenStrokes = 1
        let slow = try SVG.read(
            body: #"<line x2="50" stroke="black"/><line x2="50" stroke="black"/>"#, options: options)
        #expect(slow.drawing.strokes.map { $0.points.map(\.t) } == [[0, 0.5], [1.5, 2]])
        #expect(slow.drawing.duration == 2)
    }

    @Test func toleranceIsAnOption() throws {
        var coarse = SVGReadOptions()
        coarse.tolerance = 2
        let body = #"<circle r="50" cx="50" cy="50" stroke="black"/>"#
        let fine = try SVG.read(body: body).drawing.pointCount
        let rough = try SVG.read(body: body, options: coarse).drawing.pointCount
        #expect(fine > rough * 3)
    }
}
