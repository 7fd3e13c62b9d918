import ScribbleCairo
import ScribbleKit
import ScribbleTestSupport
import Testing

@Suite("Rendering drawings")
struct DrawingRendererTests {
    /// A 100×60 canvas with one black line, 6 units wide, from (20, 30) to (80, 30): its ink
    /// covers x 17…83 (round caps) and y 27…33.
    let horizontal = Drawing(canvas: Size(width: 100, height: 60), strokes: [makeStroke([(20, 30), (80, 30)])])

    @Test func horizontalStrokeInksAlongItsLineAndNowhereElse() throws {
        let image = try DrawingRenderer().renderImage(horizontal)
        #expect(image.width == 100 && image.height == 60)
        for x in 18...81 {
            #expect(image.pixel(x: x, y: 30) == .black, "x = \(x)")
        }
        #expect(image.inkedRows(inColumn: 50) == Array(27...32))
        let columns = image.inkedColumns(inRow: 30)
        #expect((16...18).contains(columns.first ?? -1))
        #expect((81...83).contains(columns.last ?? -1))
        for (x, y) in [(50, 10), (50, 50), (5, 30), (95, 30), (0, 0), (99, 59), (50, 25), (50, 34)] {
            #expect(image.pixel(x: x, y: y) == .white, "(\(x), \(y))")
        }
    }

    @Test func scaleTwoDoublesTheImageAndTheInk() throws {
        let image = try DrawingRenderer(options: RenderOptions(scale: 2)).renderImage(horizontal)
        #expect(image.width == 200 && image.height == 120)
        #expect(image.inkedRows(inColumn: 100) == Array(54...65))
        let columns = image.inkedColumns(inRow: 60)
        #expect((33...35).contains(columns.first ?? -1))
        #expect((164...166).contains(columns.last ?? -1))
        #expect(image.pixel(x: 100, y: 20) == .white)
    }

    @Test func transparentBackgroundLeavesAlphaZeroAwayFromTheInk() throws {
        let image = try DrawingRenderer(options: RenderOptions(background: nil)).renderImage(horizontal)
        #expect(image.pixel(x: 50, y: 10) == .transparent)
        #expect(image.pixel(x: 5, y: 55) == .transparent)
        #expect(image.pixel(x: 50, y: 30) == .black)
        #expect(
            image.allPixels.filter { $0.pixel.alpha > 0 }.allSatisfy {
                (16...83).contains($0.x) && (27...32).contains($0.y)
            })
    }

    @Test func backgroundColourFillsTheImage() throws {
        let teal = Color(red: 0, green: 0.5, blue: 0.5)
        let image = try DrawingRenderer(options: RenderOptions(background: teal)).renderImage(horizontal)
        #expect(image.pixel(x: 50, y: 10) == RGBA8(teal))
    }

    @Test func boundsFitCropsToTheInkWithPadding() throws {
        let options = RenderOptions(fit: .bounds, padding: 10)
        let image = try DrawingRenderer(options: options).renderImage(horizontal)
        // The ink is 66×6 units; 10 units of padding on each side.
        #expect(image.width == 86 && image.height == 26)
        #expect(image.inkedRows(inColumn: 43) == Array(10...15))
        let columns = image.inkedColumns(inRow: 13)
        #expect((9...11).contains(columns.first ?? -1))
        #expect((74...76).contains(columns.last ?? -1))
        #expect(image.pixel(x: 5, y: 5) == .white)
    }

    @Test func boundsFitUsesTheInkAtItsPressureNotTheWidestItCouldBe() throws {
        // A pen at full pressure is 1.5× its width; this one draws at 0.5, so its ink is 4 wide.
        let pen = Ink(tool: .pen, color: .black, width: 4)
        let drawing = Drawing(
            canvas: Size(width: 100, height: 100), strokes: [makeStroke([(10, 10), (50, 10)], ink: pen)])
        let size = try DrawingRenderer(options: RenderOptions(fit: .bounds, padding: 0, ink: exactInk)).pixelSize(
            of: drawing)
        #expect(size.width == 44 && size.height == 4)
    }

    @Test func boundsFitShowsInkOutsideTheCanvasThatTheCanvasFitCutsOff() throws {
        let drawing = Drawing(canvas: Size(width: 50, height: 50), strokes: [makeStroke([(-40, -20), (-10, -20)])])
        let canvas = try DrawingRenderer().renderImage(drawing)
        #expect(canvas.allPixels.allSatisfy { $0.pixel == .white })
        let cropped = try DrawingRenderer(options: RenderOptions(fit: .bounds, padding: 2)).renderImage(drawing)
        #expect(cropped.width == 40 && cropped.height == 10)
        #expect(cropped.pixel(x: 20, y: 5) == .black)
    }

    @Test func boundsFitOfADrawingWithoutInkIsABlankPaddingSizedImage() throws {
        let empty = Drawing(canvas: Size(width: 800, height: 600))
        let image = try DrawingRenderer(options: RenderOptions(fit: .bounds)).renderImage(empty)
        #expect(image.width == 32 && image.height == 32)
        #expect(image.allPixels.allSatisfy { $0.pixel == .white })
        let unpadded = try DrawingRenderer(options: RenderOptions(fit: .bounds, padding: 0)).renderImage(empty)
        #expect(unpadded.width == 1 && unpadded.height == 1)
    }

    @Test func emptyDrawingRendersTheBackgroundOnly() throws {
        let empty = Drawing(canvas: Size(width: 40, height: 30))
        let image = try DrawingRenderer().renderImage(empty)
        #expect(image.width == 40 && image.height == 30)
        #expect(image.allPixels.allSatisfy { $0.pixel == .white })
        let clear = try DrawingRenderer(options: RenderOptions(background: nil)).renderImage(empty)
        #expect(clear.allPixels.allSatisfy { $0.pixel == .transparent })
    }

    @Test(arguments: [
        (InkTool.monoline, nil as Double?, 20.0),
        (.pen, nil, 20),
        (.pen, 1, 30),
        (.pen, 0, 10),
        (.marker, 1, 20),
    ])
    func singlePointIsARoundDotOfTheInksWidth(tool: InkTool, pressure: Double?, diameter: Double) throws {
        let ink = Ink(tool: tool, color: .black, width: 20)
        let drawing = Drawing(
            canvas: Size(width: 100, height: 100), strokes: [makeStroke([(50, 50)], ink: ink, pressure: pressure)])
        let image = try DrawingRenderer(options: RenderOptions(ink: exactInk)).renderImage(drawing)
        let across = image.inkedColumns(inRow: 50)
        let down = image.inkedRows(inColumn: 50)
        #expect(abs(Double(across.count) - diameter) <= 1, "across: \(across)")
        #expect(abs(Double(down.count) - diameter) <= 1, "down: \(down)")
        // Centred on (50, 50).
        #expect(abs(Double((across.first ?? 0) + (across.last ?? 0) + 1) / 2 - 50) <= 0.5)
        #expect(abs(Double((down.first ?? 0) + (down.last ?? 0) + 1) / 2 - 50) <= 0.5)
        // Round, not square: the inked area is about π r², and the box's corners stay clear.
        let area = Double(image.allPixels.filter { image.isInked(x: $0.x, y: $0.y) }.count)
        #expect(abs(area - Double.pi * diameter * diameter / 4) <= diameter * 1.6, "area \(area)")
        let reach = Int((diameter / 2 * 0.85).rounded(.down))
        #expect(!image.isInked(x: 50 + reach, y: 50 + reach) && !image.isInked(x: 49 - reach, y: 49 - reach))
    }

    @Test func strokeOfEqualPointsIsTheSameDotAsOnePoint() throws {
        let one = Drawing(canvas: Size(width: 40, height: 40), strokes: [makeStroke([(20, 20)])])
        let many = Drawing(canvas: Size(width: 40, height: 40), strokes: [makeStroke([(20, 20), (20, 20), (20, 20)])])
        #expect(try DrawingRenderer().renderPNG(one) == DrawingRenderer().renderPNG(many))
    }

    /// An X drawn in one stroke, (20, 20) → (80, 80) → (80, 20) → (20, 80): it crosses itself at
    /// (50, 50) and turns back sharply at two corners.
    @Test(arguments: [nil, 1.5, 0.25])
    func translucentStrokeHasOneAlphaWhereItCrossesItself(sampleSpacing: Double?) throws {
        let corners: [(x: Double, y: Double)] = [(20, 20), (80, 80), (80, 20), (20, 80)]
        let points =
            sampleSpacing.map { spacing in
                zip(corners, corners.dropFirst()).flatMap { densePoints(from: $0, to: $1, step: spacing) }
            } ?? corners
        let marker = Ink(tool: .marker, color: Color(red: 0, green: 0, blue: 0.8, alpha: 0.5), width: 10)
        let drawing = Drawing(canvas: Size(width: 100, height: 100), strokes: [makeStroke(points, ink: marker)])
        let image = try DrawingRenderer(options: RenderOptions(background: nil, ink: exactInk)).renderImage(drawing)

        // A marker lays down 0.55 of its colour's alpha: 0.5 × 0.55 × 255.
        let plain = image.pixel(x: 35, y: 35)
        #expect((69...71).contains(plain.alpha))
        #expect(image.pixel(x: 50, y: 50) == plain, "the crossing")
        #expect(image.pixel(x: 79, y: 79) == plain, "a corner it turns back at")
        #expect(image.pixel(x: 79, y: 50) == plain, "the upstroke")
        // Nowhere darker, and no holes along the centre lines.
        #expect(image.allPixels.allSatisfy { $0.pixel.alpha <= plain.alpha })
        for offset in 0...60 {
            #expect(image.pixel(x: 20 + offset, y: 20 + offset) == plain, "diagonal at \(20 + offset)")
            #expect(image.pixel(x: 79, y: 20 + offset) == plain, "upstroke at \(20 + offset)")
        }
    }

    @Test func varyingPressureLeavesNoSeamsOrHoles() throws {
        // Sparse samples along a wave, the pressure swinging from 0 to 1: each segment's
        // quadrilateral meets discs of different sizes.
        var generator = SeededGenerator(seed: 7)
        let points = (0...40).map { index in
            let x = 10 + Double(index) * 2
            return StrokePoint(
                x: x, y: 50 + 20 * ((x / 15).truncatingRemainder(dividingBy: 2) - 1), t: 0,
                pressure: Double.random(in: 0...1, using: &generator))
        }
        let pen = Ink(tool: .pen, color: Color(red: 1, green: 0, blue: 0, alpha: 0.5), width: 12)
        let drawing = Drawing(canvas: Size(width: 100, height: 100), strokes: [Stroke(points: points, ink: pen)])
        let image = try DrawingRenderer(options: RenderOptions(background: nil)).renderImage(drawing)
        let alphas = Set(image.allPixels.map(\.pixel.alpha))
        let full = try #require(alphas.max())
        #expect((127...128).contains(full))
        // Every sample's centre is covered fully: no holes between pieces.
        for point in points where point.effectivePressure > 0.1 {
            #expect(image.pixel(x: Int(point.x), y: Int(point.y)).alpha == full, "at \(point.location)")
        }
    }

    @Test func strokeTransformMovesTheInk() throws {
        let moved = makeStroke([(0, 0), (20, 0)], transform: .translation(x: 40, y: 30))
        let image = try DrawingRenderer().renderImage(Drawing(canvas: Size(width: 100, height: 60), strokes: [moved]))
        #expect(image.pixel(x: 50, y: 30) == .black)
        #expect(image.inkedRows(inColumn: 50) == Array(27...32))
        #expect(image.pixel(x: 10, y: 1) == .white)
    }

    @Test func strokeTransformRotatesAndScalesTheInk() throws {
        // (10, 0) → (30, 0), turned a quarter clockwise about the origin and doubled, then moved:
        // a vertical line from (50, 20) to (50, 60), 12 wide.
        let transform = Transform.rotation(radians: .pi / 2)
            .concatenating(.scale(x: 2, y: 2))
            .concatenating(.translation(x: 50, y: 0))
        let stroke = makeStroke([(10, 0), (30, 0)], transform: transform)
        let image = try DrawingRenderer().renderImage(Drawing(canvas: Size(width: 100, height: 100), strokes: [stroke]))
        #expect(image.inkedColumns(inRow: 40) == Array(44...55))
        let rows = image.inkedRows(inColumn: 50)
        #expect((13...15).contains(rows.first ?? -1) && (64...66).contains(rows.last ?? -1))
    }

    @Test func laterStrokesDrawOverEarlierOnes() throws {
        let red = Ink(tool: .monoline, color: Color(red: 1, green: 0, blue: 0), width: 10)
        let blue = Ink(tool: .monoline, color: Color(red: 0, green: 0, blue: 1), width: 10)
        let drawing = Drawing(
            canvas: Size(width: 60, height: 60),
            strokes: [
                makeStroke([(10, 30), (50, 30)], ink: red), makeStroke([(30, 10), (30, 50)], ink: blue),
            ])
        let image = try DrawingRenderer().renderImage(drawing)
        #expect(image.pixel(x: 30, y: 30) == RGBA8(red: 0, green: 0, blue: 255))
        #expect(image.pixel(x: 15, y: 30) == RGBA8(red: 255, green: 0, blue: 0))
    }

    @Test func inkAlphaBlendsOverTheBackground() throws {
        let halfBlack = Ink(tool: .monoline, color: Color(red: 0, green: 0, blue: 0, alpha: 0.5), width: 6)
        let drawing = Drawing(
            canvas: Size(width: 100, height: 60), strokes: [makeStroke([(20, 30), (80, 30)], ink: halfBlack)])
        let image = try DrawingRenderer().renderImage(drawing)
        #expect(isClose(image.pixel(x: 50, y: 30), RGBA8(red: 128, green: 128, blue: 128), tolerance: 1))
    }

    @Test func renderingIsDeterministic() throws {
        var generator = SeededGenerator(seed: 42)
        let strokes = (0..<20).map { _ in
            Stroke(
                points: (0..<30).map { index in
                    StrokePoint(
                        x: .random(in: 0...300, using: &generator), y: .random(in: 0...200, using: &generator),
                        t: Double(index), pressure: .random(in: 0...1, using: &generator))
                },
                ink: Ink(
                    tool: .pen, color: Color(red: 0.2, green: 0.4, blue: 0.9, alpha: 0.6),
                    width: .random(in: 1...12, using: &generator)))
        }
        let drawing = Drawing(canvas: Size(width: 300, height: 200), strokes: strokes)
        let renderer = DrawingRenderer(options: RenderOptions(scale: 1.5, background: nil))
        let first = try renderer.renderPNG(drawing)
        #expect(try renderer.renderPNG(drawing) == first)
        #expect(try renderer.renderImage(drawing) == renderer.renderImage(drawing))
    }

    @Test(arguments: [nil, InkTool.pencil, .fountainPen])
    func outlinesBuiltStrokeByStrokeDrawWhatPrebuiltOnesDraw(tool: InkTool?) throws {
        // With the canvas fit, each outline is built as it is painted; the pixels must be those
        // of the outlines built all at once beforehand.
        var generator = SeededGenerator(seed: 7)
        let tools: [InkTool] = [.pen, .pencil, .marker, .monoline, .fountainPen]
        let strokes = (0..<15).map { index in
            Stroke(
                points: (0..<25).map { step in
                    StrokePoint(
                        x: .random(in: 0...200, using: &generator), y: .random(in: 0...150, using: &generator),
                        t: Double(step) / 60, pressure: .random(in: 0...1, using: &generator))
                },
                ink: Ink(
                    tool: tools[index % tools.count], color: Color(red: 0.1, green: 0.3, blue: 0.7, alpha: 0.8),
                    width: 6))
        }
        let options = InkOptions.smooth
        let drawing = Drawing(canvas: Size(width: 200, height: 150), strokes: strokes, inkOptions: options)
        let renderer = DrawingRenderer(options: RenderOptions(scale: 1.25, tool: tool))
        var painted = drawing
        if let tool { for index in painted.strokes.indices { painted.strokes[index].ink.tool = tool } }
        let streamed = try renderer.renderImage(drawing)
        #expect(
            streamed
                == (try renderer.renderImage(painted, outlines: painted.outlines(options: options, resolution: 1.25))))
        #expect(
            streamed != (try DrawingRenderer(options: RenderOptions(scale: 1.25, tool: .marker)).renderImage(drawing)))
    }

    @Test(arguments: [Framing.Fit.canvas, .bounds])
    func aFramedPNGIsThePNGWithItsSizeAndArea(fit: Framing.Fit) throws {
        let drawing = Drawing(
            canvas: Size(width: 120, height: 90),
            strokes: [
                makeStroke([(30, 20), (60, 70), (100, 40)], ink: Ink(tool: .pen, color: .black, width: 5)),
                makeStroke(
                    [(10, 80), (40, 85)],
                    ink: Ink(tool: .marker, color: Color(red: 1, green: 0, blue: 0, alpha: 0.5), width: 9)),
            ])
        let renderer = DrawingRenderer(options: RenderOptions(scale: 1.5, background: nil, fit: fit, padding: 6))
        let framed = try renderer.renderFramedPNG(drawing)
        #expect(framed.png == (try renderer.renderPNG(drawing)))
        let size = try renderer.pixelSize(of: drawing)
        #expect(framed.pixelWidth == size.width && framed.pixelHeight == size.height)
        #expect(framed.visibleArea == (try renderer.visibleArea(of: drawing)))
        let decoded = try RasterImage(png: framed.png)
        #expect(decoded.width == framed.pixelWidth && decoded.height == framed.pixelHeight)
        if fit == .canvas {
            #expect(framed.pixelWidth == 180 && framed.pixelHeight == 135)
        } else {
            #expect(framed.pixelWidth < 180 && framed.pixelHeight < 135)
        }
    }

    @Test func strokesWithNonFiniteOrAbsurdValuesDoNotBreakTheRest() throws {
        let drawing = Drawing(
            canvas: Size(width: 100, height: 60),
            strokes: [
                makeStroke([(.nan, 10), (.infinity, 20), (10, .nan)]),
                makeStroke([(10, 10), (20, 20)], ink: Ink(tool: .monoline, color: .black, width: .nan)),
                makeStroke([(10, 10), (20, 20)], ink: Ink(tool: .monoline, color: .black, width: -5)),
                makeStroke([(1e300, 1e300), (-1e300, 5)]),
                makeStroke([(20, 30), (80, 30)]),
            ])
        let image = try DrawingRenderer().renderImage(drawing)
        #expect(image.pixel(x: 50, y: 30) == .black)
        #expect(image.pixel(x: 15, y: 15) == .white)
    }

    @Test func renderersOnManyThreadsGiveTheSameBytes() async throws {
        let drawing = Drawing(
            canvas: Size(width: 120, height: 80),
            strokes: [
                makeStroke(
                    densePoints(from: (10, 10), to: (110, 70), step: 3),
                    ink: Ink(tool: .marker, color: Color(red: 0.8, green: 0.2, blue: 0.2, alpha: 0.4), width: 14))
            ])
        let expected = try DrawingRenderer().renderPNG(drawing)
        let results = try await withThrowingTaskGroup(of: [UInt8].self) { group in
            for _ in 0..<16 { group.addTask { try DrawingRenderer().renderPNG(drawing) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 16 && results.allSatisfy { $0 == expected })
    }
}
