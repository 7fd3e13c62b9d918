import Foundation
import ScribbleKit
import ScribbleTestSupport
import Testing

@testable import ScribbleSVG

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite struct SVGWriterTests {
    // MARK: - Fixtures

    /// A few strokes of every kind: pressure and none, a transform, translucent ink, one point.
    static let sample: Drawing = {
        let wave = (0..<60).map { index -> StrokePoint in
            let x = 40 + Double(index) * 5
            return StrokePoint(
                x: x, y: 100 + 30 * sin(Double(index) / 6), t: Double(index) / 120,
                pressure: 0.3 + 0.4 * Double(index % 10) / 10)
        }
        let loop = (0...40).map { index -> StrokePoint in
            let angle = Double(index) / 40 * 2 * .pi
            return StrokePoint(x: 60 * cos(angle), y: 40 * sin(angle), t: Double(index) / 60)
        }
        let hairpin = [
            StrokePoint(x: 300, y: 200, t: 0), StrokePoint(x: 380, y: 205, t: 0.1), StrokePoint(x: 300, y: 210, t: 0.2),
        ]
        return Drawing(
            canvas: Size(width: 400, height: 300),
            strokes: [
                Stroke(points: wave, ink: Ink(tool: .pen, color: Color(parsing: "#336699") ?? .black, width: 6)),
                Stroke(
                    points: loop,
                    ink: Ink(tool: .marker, color: Color(red: 1, green: 0.5, blue: 0, alpha: 0.5), width: 12),
                    device: .finger,
                    transform: Transform.rotation(radians: 0.3).concatenating(.translation(x: 200, y: 180))),
                Stroke(points: hairpin, ink: Ink(tool: .monoline, color: .black, width: 5)),
                Stroke(points: [StrokePoint(x: 50, y: 250, t: 1)], ink: Ink(tool: .monoline, color: .black, width: 8)),
            ])
    }()

    func text(_ drawing: Drawing, _ options: SVGWriteOptions = .default) throws -> String {
        String(decoding: try SVGWriter(options: options).encode(drawing), as: UTF8.self)
    }

    func readBack(_ drawing: Drawing, _ options: SVGWriteOptions) throws -> SVGReadResult {
        try SVGDocumentReader(options: .strict).read(
            try SVGWriter(options: options).encode(drawing), file: "written.svg")
    }

    // MARK: - The document

    @Test(arguments: SVGWriteOptions.Mode.allCases)
    func startsWithTheDeclarationAndARootSizedByTheCanvas(mode: SVGWriteOptions.Mode) throws {
        let svg = try text(Self.sample, SVGWriteOptions(mode: mode))
        #expect(
            svg.hasPrefix(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="400" height="300" viewBox="0 0 400 300">

                """))
        #expect(svg.hasSuffix("</svg>\n"))
        #expect(!svg.contains("<rect"))
    }

    @Test(arguments: SVGWriteOptions.Mode.allCases)
    func isWellFormedAndReadsWithoutAProblem(mode: SVGWriteOptions.Mode) throws {
        let bytes = try SVGWriter(options: SVGWriteOptions(mode: mode, background: .white)).encode(Self.sample)
        let result = try SVGDocumentReader(options: .strict).read(bytes, file: "written.svg")
        #expect(result.diagnostics.isEmpty)
        #expect(result.drawing.canvas == Size(width: 400, height: 300))
        #if canImport(FoundationXML)
            let parser = XMLParser(data: Data(bytes))
            #expect(parser.parse(), "\(parser.parserError.map(String.init(describing:)) ?? "")")
        #endif
    }

    @Test func isTheSameBytesEveryTime() throws {
        for mode in SVGWriteOptions.Mode.allCases {
            let options = SVGWriteOptions(mode: mode, fit: .bounds, background: .white)
            let first = try SVGWriter(options: options).encode(Self.sample)
            #expect(try SVGWriter(options: options).encode(Self.sample) == first)
            #expect(try Self.sample.svgEncoded(options: options) == first)
        }
    }

    @Test func drawsABackgroundOnlyWhenAskedFor() throws {
        let svg = try text(Self.sample, SVGWriteOptions(background: Color(red: 1, green: 1, blue: 1, alpha: 0.5)))
        #expect(
            svg.contains("<rect x=\"0\" y=\"0\" width=\"400\" height=\"300\" fill=\"#ffffff\" fill-opacity=\"0.5\"/>"))
        #expect(try !text(Self.sample, SVGWriteOptions(background: .clear)).contains("<rect"))
    }

    @Test func scaleSetsTheSizeButNotTheViewBox() throws {
        let svg = try text(Self.sample, SVGWriteOptions(scale: 2.5))
        #expect(svg.contains("width=\"1000\" height=\"750\" viewBox=\"0 0 400 300\""))
        // A scale that is no number is refused, as the PNG and PDF writers refuse it.
        #expect(throws: FramingError.self) { try text(Self.sample, SVGWriteOptions(scale: .nan)) }
    }

    @Test func boundsFitShowsTheInkWithItsPadding() throws {
        let line = Drawing(
            canvas: Size(width: 1000, height: 1000),
            strokes: [
                Stroke(
                    points: [StrokePoint(x: 100, y: 200, t: 0), StrokePoint(x: 300, y: 250, t: 1)],
                    ink: Ink(tool: .monoline, width: 10))
            ])
        let svg = try text(line, SVGWriteOptions(mode: .centerlines, fit: .bounds, padding: 20, background: .white))
        #expect(svg.contains("width=\"250\" height=\"100\" viewBox=\"75 175 250 100\""))
        #expect(svg.contains("<rect x=\"75\" y=\"175\" width=\"250\" height=\"100\" fill=\"#ffffff\"/>"))
        // Outlines know the ink exactly: the same box, give or take the polygons' tolerance.
        let result = try readBack(line, SVGWriteOptions(fit: .bounds, padding: 20))
        #expect(SVG.close(result.drawing.canvas.width, 250, within: 0.2))
        #expect(SVG.close(result.drawing.canvas.height, 100, within: 0.2))
    }

    @Test func anEmptyDrawingIsAnEmptyPicture() throws {
        let empty = Drawing(canvas: Size(width: 10, height: 20), strokes: [Stroke(points: [])])
        for mode in SVGWriteOptions.Mode.allCases {
            let result = try readBack(empty, SVGWriteOptions(mode: mode))
            #expect(result.drawing.strokes.isEmpty)
            #expect(result.drawing.canvas == Size(width: 10, height: 20))
            #expect(
                try text(empty, SVGWriteOptions(mode: mode, fit: .bounds, padding: 5)).contains("viewBox=\"0 0 10 10\"")
            )
        }
    }

    @Test func aCanvasOfNoSizeShowsTheInkInstead() throws {
        let drawing = Drawing(canvas: Size(width: 0, height: .nan), strokes: Self.sample.strokes)
        for mode in SVGWriteOptions.Mode.allCases {
            let result = try readBack(drawing, SVGWriteOptions(mode: mode))
            #expect(result.drawing.strokes.count >= 4)
            #expect(result.drawing.canvas.width > 300 && result.drawing.canvas.height > 150)
        }
    }

    @Test func leavesOutPointsThatAreNotFiniteAndStrokesWithoutInk() throws {
        let drawing = Drawing(
            canvas: Size(width: 100, height: 100),
            strokes: [
                Stroke(
                    points: [
                        StrokePoint(x: 10, y: 10, t: 0), StrokePoint(x: .nan, y: 5, t: 0.1),
                        StrokePoint(x: 50, y: .infinity, t: 0.2),
                        StrokePoint(x: 60, y: 60, t: 0.3),
                    ], ink: Ink(tool: .monoline, width: 4)),
                Stroke(
                    points: [StrokePoint(x: 1, y: 1, t: 0), StrokePoint(x: 2, y: 2, t: 1)], ink: Ink(color: .clear)),
                Stroke(points: [StrokePoint(x: 1, y: 1, t: 0), StrokePoint(x: 2, y: 2, t: 1)], ink: Ink(width: 0)),
                Stroke(points: []),
            ])
        let svg = try text(drawing, .centerlines)
        #expect(!svg.contains("nan") && !svg.contains("inf"))
        let result = try readBack(drawing, .centerlines)
        #expect(result.drawing.strokes.count == 1)
        #expect(result.drawing.strokes.first?.points.map(\.location) == [Point(x: 10, y: 10), Point(x: 60, y: 60)])
        #expect(try readBack(drawing, .default).drawing.strokes.count == 1)
    }

    // MARK: - Centre lines

    @Test func centerlinesReadBackWithinTheToleranceOfThePoints() throws {
        var generator = SeededGenerator(seed: 42)
        var readOptions = SVGReadOptions.strict
        readOptions.tolerance = 0.001
        for round in 0..<20 {
            let drawing = Self.randomDrawing(using: &generator, strokes: 1 + round % 7)
            let options = SVGWriteOptions(mode: .centerlines, fit: round % 2 == 0 ? .canvas : .bounds)
            let result = try SVGDocumentReader(options: readOptions).read(
                try SVGWriter(options: options).encode(drawing), file: "written.svg")
            // The reader puts the viewBox's corner at the origin.
            let origin = try #require(try Self.viewBoxOrigin(text(drawing, options)))
            #expect(result.drawing.strokes.count == drawing.strokes.count)
            for (written, read) in zip(drawing.strokes, result.drawing.strokes) {
                let expected = written.canvasLocations.map { Point(x: $0.x - origin.x, y: $0.y - origin.y) }
                let got = read.canvasLocations
                #expect(got.first.map { SVG.close($0, expected[0], within: 0.01) } == true)
                #expect(got.last.map { SVG.close($0, expected[expected.count - 1], within: 0.01) } == true)
                // The curves' tolerance (0.1 px at scale 1) and the rounding to two decimals.
                let distance = EdgeGrid.hausdorffDistance(
                    CurvePath(fittingPolyline: got, tolerance: 0), [expected], reach: 1)
                #expect(
                    distance.map { $0 <= 0.1 + 0.011 } == true, "a centre line strays \(String(describing: distance))")
                #expect(SVG.close(read.ink.width, written.ink.width * written.transform.averageScale, within: 0.01))
                #expect(read.ink.color.hexString.prefix(7) == written.ink.color.hexString.prefix(7))
                #expect(SVG.close(read.ink.color.alpha, written.ink.color.alpha, within: 0.5 / 255))
                #expect(read.ink.tool == .monoline)
            }
        }
    }

    @Test func centerlinesAreStrokedWithRoundCapsAndJoins() throws {
        let svg = try text(Self.sample, .centerlines)
        #expect(svg.contains("<g fill=\"none\" stroke-linecap=\"round\" stroke-linejoin=\"round\">"))
        #expect(svg.contains("<path stroke=\"#ff8000\" stroke-opacity=\"0.5\" stroke-width=\"12\" d=\"M"))
        // The hairpin as written: a move and two implicit relative lines, a minus sign needing no
        // space; its turn is a corner, so no curve rounds it.
        #expect(svg.contains("stroke-width=\"5\" d=\"M300 200l80 5-80 5\""))
        // One point is a line of no length, which the round cap shows as a dot.
        #expect(svg.contains("stroke-width=\"8\" d=\"M50 250L50 250\""))
    }

    @Test func centerlinesApplyTheStrokesTransform() throws {
        let transform = Transform.scale(x: 2, y: 2).concatenating(.rotation(radians: .pi / 2)).concatenating(
            .translation(x: 300, y: 10))
        let stroke = Stroke(
            points: [StrokePoint(x: 0, y: 0, t: 0), StrokePoint(x: 10, y: 0, t: 1), StrokePoint(x: 10, y: 20, t: 2)],
            ink: Ink(tool: .monoline, width: 3), transform: transform)
        let drawing = Drawing(canvas: Size(width: 400, height: 300), strokes: [stroke])
        let read = try #require(try readBack(drawing, .centerlines).drawing.strokes.first)
        #expect(read.canvasLocations == [Point(x: 300, y: 10), Point(x: 300, y: 30), Point(x: 260, y: 30)])
        #expect(read.ink.width == 6)
    }

    // MARK: - Outlines

    @Test func outlinesAreTheInkOutlineFilledWithTheNonZeroRule() throws {
        let svg = try text(Self.sample)
        #expect(svg.contains("<g stroke=\"none\" fill-rule=\"nonzero\">"))
        #expect(svg.contains("<path fill=\"#336699\" d=\"M"))
        // A marker lays down 0.55 of its colour's alpha: 0.5 × 0.55, to 8 bits.
        #expect(svg.contains("<path fill=\"#ff8000\" fill-opacity=\"0.27"))
        // Cubic curves where the outline is round, and no quadratic ones.
        let data = svg.components(separatedBy: " d=\"").dropFirst().map { $0.prefix { $0 != "\"" } }.joined()
        #expect(data.contains("c") || data.contains("C"))
        #expect(!data.contains("Q") && !data.contains("q"))
        let pathCount = svg.components(separatedBy: "<path ").count - 1
        #expect(pathCount == 4)
    }

    @Test(arguments: [
        SVGWriteOptions.default, SVGWriteOptions(curveTolerance: 0), SVGWriteOptions(ink: .raw, decimalPlaces: 3),
    ])
    func outlinesStayWithinTheToleranceOfTheInksPolygons(options: SVGWriteOptions) throws {
        let outlines = Self.sample.outlines(
            options: options.ink ?? .default, resolution: InkOutline.vectorResolution * options.framing.scale)
        let polygons = outlines.flatMap(\.polygons).filter { $0.count >= 3 }
        // The reader flattens the curves within 0.1 by default; make it finer so it measures the writer.
        var readOptions = SVGReadOptions.strict
        readOptions.tolerance = 0.001
        let read = try SVGDocumentReader(options: readOptions).read(try SVGWriter(options: options).encode(Self.sample))
        #expect(read.summary.outlinedFillCount == 4)
        #expect(read.drawing.strokes.count == polygons.count)
        // The curves' tolerance, and the rounding of the vertices and of the midpoints between them.
        let allowed = max(0, options.curveTolerance) + 1.5 / pow(10, Double(options.decimalPlaces)) + 0.002
        for (polygon, stroke) in zip(polygons, read.drawing.strokes) {
            let ring = polygon + [polygon[0]]
            let worst = stroke.canvasLocations.map { SVG.distance(from: $0, to: ring) }.max() ?? 0
            #expect(worst <= allowed, "a curve strays \(worst) from its polygon")
            // …and passes by every vertex as closely.
            let farthestVertex = polygon.map { SVG.distance(from: $0, to: stroke.canvasLocations) }.max() ?? 0
            #expect(farthestVertex <= allowed, "a vertex is \(farthestVertex) from the curve")
        }
    }

    @Test func outlinesApplyTheStrokesTransform() throws {
        let stroke = Stroke(
            points: [StrokePoint(x: 0, y: 0, t: 0), StrokePoint(x: 10, y: 0, t: 1)],
            ink: Ink(tool: .monoline, width: 2),
            transform: Transform.scale(x: 3, y: 3).concatenating(.translation(x: 100, y: 50)))
        let drawing = Drawing(canvas: Size(width: 200, height: 200), strokes: [stroke])
        let read = try readBack(drawing, SVGWriteOptions(ink: .raw))
        let bounds = try #require(read.drawing.strokes.first?.pathBounds)
        // A 30-unit line, 6 units wide, with round caps (whose curves stay within 0.1 of the polygons).
        #expect(SVG.close(bounds.minX, 97, within: 0.12) && SVG.close(bounds.maxX, 133, within: 0.12))
        #expect(SVG.close(bounds.minY, 47, within: 0.12) && SVG.close(bounds.maxY, 53, within: 0.12))
    }

    // MARK: - Curves as path data

    func pathData(_ path: CurvePath, decimals: Int = 2) -> String {
        var buffer = SVGTextBuffer(decimalPlaces: decimals)
        buffer.pathData(path)
        return String(decoding: buffer.bytes, as: UTF8.self)
    }

    @Test func eachStepIsWrittenAbsoluteOrRelativeWhicheverIsShorter() throws {
        let path = CurvePath([
            .move(to: Point(x: 300, y: 200)),
            .line(to: Point(x: 380, y: 205)),  // l80 5 beats L380 205
            .cubic(control1: Point(x: 381, y: 206), control2: Point(x: 382, y: 207), to: Point(x: 383, y: 208)),
            .line(to: Point(x: 0, y: 0)),  // L0 0 beats l-383-208
            .close,
        ])
        #expect(pathData(path) == "M300 200l80 5c1 1 2 2 3 3L0 0Z")
    }

    @Test func relativeStepsAddUpToTheRoundedPoints() throws {
        // Relative numbers are taken between rounded points, so no rounding error piles up.
        var elements: [CurvePath.Element] = [.move(to: Point(x: 0.004, y: 0))]
        for index in 1...200 {
            elements.append(.line(to: Point(x: Double(index) * 0.333, y: Double(index % 2) * 0.333)))
        }
        var readOptions = SVGReadOptions.strict
        readOptions.tolerance = 0.001
        let svg =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100\" height=\"100\"><path fill=\"none\" stroke=\"#000\" d=\"\(pathData(CurvePath(elements)))\"/></svg>"
        let read = try SVGDocumentReader(options: readOptions).read(Array(svg.utf8), file: "relative.svg")
        let last = try #require(read.drawing.strokes.first?.canvasLocations.last)
        #expect(SVG.close(last, Point(x: 66.6, y: 0), within: 1e-9))
    }

    @Test func linesThatRoundToNoLengthAreLeftOut() throws {
        let path = CurvePath([
            .move(to: Point(x: 1, y: 1)), .line(to: Point(x: 1.001, y: 1)), .line(to: Point(x: 5, y: 1)), .close,
        ])
        #expect(pathData(path) == "M1 1l4 0Z")
        var buffer = SVGTextBuffer(decimalPlaces: 2)
        let drewNothing = buffer.pathData(CurvePath([.move(to: Point(x: 1, y: 1)), .line(to: Point(x: 1.001, y: 1))]))
        let drewTheLine = buffer.pathData(path)
        #expect(!drewNothing && drewTheLine)
    }

    @Test func aZeroToleranceWritesEveryVertexStraight() throws {
        let svg = try text(Self.sample, SVGWriteOptions(curveTolerance: 0))
        let data = svg.components(separatedBy: " d=\"").dropFirst().map { $0.prefix { $0 != "\"" } }.joined()
        #expect(!data.isEmpty && !data.contains("c") && !data.contains("C"))
        let fitted = try text(Self.sample)
        #expect(fitted.utf8.count * 3 < svg.utf8.count)
    }

    // MARK: - Numbers

    @Test(
        arguments: [
            (0.0, "0"), (-0.0, "0"), (-0.004, "0"), (0.005, "0.01"), (1.5, "1.5"), (100, "100"), (-3, "-3"),
            (0.07, "0.07"),
            (12.346, "12.35"), (-7.1, "-7.1"), (1_234_567.891, "1234567.89"), (1e20, "1e+20"), (.nan, "0"),
        ] as [(Double, String)])
    func numbersAreRoundedAndShort(value: Double, expected: String) throws {
        var buffer = SVGTextBuffer(decimalPlaces: 2)
        buffer.number(value)
        #expect(String(decoding: buffer.bytes, as: UTF8.self) == expected)
    }

    @Test func decimalPlacesAreKeptToTheirRange() throws {
        var none = SVGTextBuffer(decimalPlaces: -3)
        none.number(2.5)
        #expect(String(decoding: none.bytes, as: UTF8.self) == "3")
        var many = SVGTextBuffer(decimalPlaces: 40)
        many.number(0.000000001)
        #expect(String(decoding: many.bytes, as: UTF8.self) == "0.000000001")
    }

    @Test func pathDataNeedsNoSeparatorBeforeAMinus() throws {
        var buffer = SVGTextBuffer(decimalPlaces: 2)
        buffer.pathCommand("M")
        buffer.pathPoint(Point(x: 1, y: -2))
        buffer.pathCommand("L")
        buffer.pathPoint(Point(x: -3.5, y: 4))
        buffer.pathCommand("L")
        buffer.pathPoint(Point(x: 0.001, y: -0.001))
        #expect(String(decoding: buffer.bytes, as: UTF8.self) == "M1-2L-3.5 4 0 0")
    }

    // MARK: - Helpers

    /// The corner of the viewBox an SVG declares.
    static func viewBoxOrigin(_ svg: String) -> Point? {
        guard let start = svg.range(of: "viewBox=\"") else { return nil }
        let numbers = svg[start.upperBound...].prefix { $0 != "\"" }.split(separator: " ").compactMap { Double($0) }
        return numbers.count == 4 ? Point(x: numbers[0], y: numbers[1]) : nil
    }

    static func randomDrawing(using generator: inout SeededGenerator, strokes: Int) -> Drawing {
        let canvas = Size(width: 800, height: 600)
        var result: [Stroke] = []
        for index in 0..<strokes {
            let count = Int.random(in: 1...40, using: &generator)
            var x = Double.random(in: 0...800, using: &generator)
            var y = Double.random(in: 0...600, using: &generator)
            var points: [StrokePoint] = []
            for step in 0..<count {
                x += Double.random(in: -30...30, using: &generator)
                y += Double.random(in: -30...30, using: &generator)
                points.append(
                    StrokePoint(
                        x: x, y: y, t: Double(step) / 100, pressure: Double.random(in: 0...1, using: &generator)))
            }
            let color = Color(
                red: .random(in: 0...1, using: &generator), green: .random(in: 0...1, using: &generator),
                blue: .random(in: 0...1, using: &generator),
                alpha: index % 3 == 0 ? .random(in: 0.05...1, using: &generator) : 1)
            let tool = InkTool.allCases[index % InkTool.allCases.count]
            let transform: Transform =
                index % 4 == 1
                ? Transform.rotation(radians: .random(in: -3...3, using: &generator)).concatenating(
                    .scale(x: 1.5, y: 1.5)
                )
                .concatenating(.translation(x: 50, y: -20))
                : .identity
            result.append(
                Stroke(
                    points: points, ink: Ink(tool: tool, color: color, width: .random(in: 0.5...20, using: &generator)),
                    device: .pen, transform: transform))
        }
        return Drawing(canvas: canvas, strokes: result)
    }
}
