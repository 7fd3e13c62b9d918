import ScribbleCairo
import ScribbleKit
import Testing

/// ``FixedImageSize``: drawings of any size fitted, centred, into images of one size.
@Suite struct RenderFixedSizeTests {
    func renderer(_ width: Int, _ height: Int, margin: Double? = nil, fit: Framing.Fit = .bounds) -> DrawingRenderer {
        var options = RenderOptions(fit: fit)
        options.framing.fixedSize = FixedImageSize(width: width, height: height, margin: margin)
        return DrawingRenderer(options: options)
    }

    /// The box around the inked pixels.
    func inkBox(_ image: RasterImage) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
        for y in 0..<image.height {
            for x in 0..<image.width where image.isInked(x: x, y: y) {
                box = (min(box?.minX ?? x, x), min(box?.minY ?? y, y), max(box?.maxX ?? x, x), max(box?.maxY ?? y, y))
            }
        }
        return box
    }

    @Test(arguments: [0.01, 1.0, 5000.0])
    func everyDrawingFillsTheSameFrameWhateverItsSize(scale: Double) throws {
        // An L of side 100 units times `scale`, its ink 6 units wide times `scale`, far from the origin.
        let side = 100 * scale
        let drawing = Drawing(
            canvas: Size(width: 1, height: 1),
            strokes: [
                makeStroke(
                    [(1000, 1000), (1000, 1000 + side), (1000 + side, 1000 + side)],
                    ink: Ink(tool: .monoline, color: .black, width: 6 * scale))
            ])
        let image = try renderer(64, 48).renderImage(drawing)
        #expect(image.width == 64 && image.height == 48)
        let box = try #require(inkBox(image))
        // Square ink in a wide frame: the height sets the scale (48 less 2 × 2 pixels of margin).
        #expect(box.maxY - box.minY + 1 >= 42 && box.maxY - box.minY + 1 <= 45, "\(box)")
        #expect(abs(box.minX - (63 - box.maxX)) <= 1 && abs(box.minY - (47 - box.maxY)) <= 1, "centred: \(box)")
    }

    @Test func theMarginIsKeptFreeOfInk() throws {
        let drawing = Drawing(
            canvas: Size(width: 10, height: 10), strokes: [makeStroke(densePoints(from: (0, 0), to: (300, 0)))])
        let image = try renderer(100, 100, margin: 10).renderImage(drawing)
        let box = try #require(inkBox(image))
        #expect(box.minX >= 10 && box.maxX <= 89 && box.minX <= 11 && box.maxX >= 88, "\(box)")
        #expect(FixedImageSize(width: 256, height: 256).margin == 8)
        #expect(FixedImageSize(width: 28, height: 40).margin == 1)
    }

    @Test func theCanvasFitLetterboxesTheWholeCanvas() throws {
        // A dot at the canvas's centre stays at the image's centre; the canvas is 2:1, so it fills
        // the width and half the height.
        let drawing = Drawing(
            canvas: Size(width: 200, height: 100),
            strokes: [
                makeStroke([(100, 50)], ink: Ink(tool: .monoline, color: .black, width: 40))
            ])
        let renderer = renderer(40, 40, margin: 0, fit: .canvas)
        let image = try renderer.renderImage(drawing)
        #expect(image.isInked(x: 20, y: 20) && image.isInked(x: 19, y: 19))
        #expect(!image.isInked(x: 20, y: 5) && !image.isInked(x: 5, y: 20))
        let area = try renderer.visibleArea(of: drawing)
        #expect(abs(area.width - 200) < 1e-9 && abs(area.height - 200) < 1e-9 && abs(area.minY + 50) < 1e-9)
    }

    @Test func aDrawingWithoutInkIsABlankFrame() throws {
        let image = try renderer(32, 16).renderImage(Drawing(canvas: Size(width: 5, height: 5)))
        #expect(image.width == 32 && image.height == 16)
        #expect(inkBox(image) == nil)
    }

    @Test func renderingIsDeterministic() throws {
        let drawing = Drawing(
            canvas: Size(width: 10, height: 10), strokes: [makeStroke([(3, 7), (40, 2), (90, 55)], pressure: 0.4)])
        #expect(try renderer(64, 64).renderPNG(drawing) == renderer(64, 64).renderPNG(drawing))
    }

    @Test(arguments: [(0, 10, 1.0), (10, -1, 1.0), (10, 10, 5.0), (10, 10, -1.0), (10, 10, .nan), (40000, 10, 1.0)])
    func sizesAndMarginsOutOfRangeAreRefused(width: Int, height: Int, margin: Double) {
        let drawing = Drawing(canvas: Size(width: 10, height: 10), strokes: [makeStroke([(1, 1), (5, 5)])])
        #expect(throws: CairoError.self) { try renderer(width, height, margin: margin).renderImage(drawing) }
    }

    @Test func aFrameOverThePixelLimitIsRefused() {
        var options = RenderOptions(fit: .bounds, maximumPixels: 100)
        options.framing.fixedSize = FixedImageSize(width: 11, height: 10)
        let drawing = Drawing(canvas: Size(width: 10, height: 10), strokes: [makeStroke([(1, 1), (5, 5)])])
        #expect(throws: CairoError.self) { try DrawingRenderer(options: options).renderImage(drawing) }
    }

    @Test(arguments: [("256x256", 256, 256), ("28X40", 28, 40), ("64", 64, 64)])
    func sizesAreReadFromText(text: String, width: Int, height: Int) throws {
        let size = try #require(FixedImageSize(parsing: text))
        #expect(size.width == width && size.height == height)
    }

    @Test(arguments: ["", "x", "12x", "axb", "1x2x3"])
    func textThatIsNotASizeIsNot(text: String) {
        #expect(FixedImageSize(parsing: text) == nil)
    }
}
