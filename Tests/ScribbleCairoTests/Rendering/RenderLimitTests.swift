import ScribbleCairo
import ScribbleKit
import Testing

@Suite("Image size limits")
struct RenderLimitTests {
    let line = makeStroke([(10, 10), (90, 50)])

    @Test func imageOverThePixelLimitIsRefusedWithAMessageSayingWhatToDo() throws {
        let drawing = Drawing(canvas: Size(width: 400, height: 300), strokes: [line])
        let error = try #require(throws: CairoError.self) {
            try DrawingRenderer(options: RenderOptions(scale: 100)).renderImage(drawing)
        }
        #expect(error.kind == .imageTooLarge(width: 40000, height: 30000, limit: 100_000_000))
        #expect(
            error.description
                == "the image would be 40000×30000 pixels (1200 megapixels), over the limit of 100 megapixels")
    }

    @Test func aSmallLimitIsReportedInFractionsOfAMegapixel() throws {
        let drawing = Drawing(canvas: Size(width: 100, height: 100), strokes: [line])
        let error = try #require(throws: CairoError.self) {
            try DrawingRenderer(options: RenderOptions(maximumPixels: 1000)).renderPNG(drawing)
        }
        #expect(
            error.description
                == "the image would be 100×100 pixels (0.01 megapixels), over the limit of 0.001 megapixels")
    }

    @Test func anImageJustOverTheLimitSaysSo() throws {
        let drawing = Drawing(canvas: Size(width: 10_001, height: 10_000))
        let error = try #require(throws: CairoError.self) { try DrawingRenderer().pixelSize(of: drawing) }
        #expect(
            error.description.hasPrefix(
                "the image would be 10001×10000 pixels (100.01 megapixels), over the limit of 100 megapixels"))
        #expect(
            try DrawingRenderer().pixelSize(of: Drawing(canvas: Size(width: 10_000, height: 10_000))) == (
                10_000, 10_000
            ))
    }

    /// A trillion-fold scale would ask for exabytes; the limit is checked on the arithmetic, so
    /// this returns at once instead of trying.
    @Test(arguments: [1e6, 1e12, 1e200])
    func hugeScalesAreRefusedBeforeAnythingIsAllocated(scale: Double) throws {
        let drawing = Drawing(canvas: Size(width: 400, height: 300), strokes: [line])
        let error = try #require(throws: CairoError.self) {
            try DrawingRenderer(options: RenderOptions(scale: scale, fit: .bounds)).renderImage(drawing)
        }
        guard case .imageTooLarge = error.kind else {
            Issue.record("expected imageTooLarge, got \(error)")
            return
        }
        #expect(error.description.hasSuffix("over the limit of 100 megapixels"))
    }

    @Test func sidesOverCairosLimitAreRefusedEvenUnderThePixelLimit() throws {
        let drawing = Drawing(canvas: Size(width: 40_000, height: 2))
        let error = try #require(throws: CairoError.self) {
            try DrawingRenderer(options: RenderOptions(maximumPixels: .max)).renderImage(drawing)
        }
        #expect(error.kind == .sideTooLong(length: 40000, limit: 32767))
        #expect(
            error.description
                == "sizing the image: the image would be 40000×2 pixels, and Cairo draws at most 32767 pixels on a side"
        )
        #expect(
            try DrawingRenderer(options: RenderOptions(maximumPixels: .max)).pixelSize(
                of: Drawing(canvas: Size(width: 32767, height: 2))) == (32767, 2))
    }

    @Test(arguments: [(0.0, 100.0), (100, 0), (-5, 10), (.nan, 10), (10, .infinity)])
    func canvasesWithoutAPositiveFiniteSizeShowTheInkInstead(width: Double, height: Double) throws {
        // A canvas of no size has nothing to show: the canvas fit frames the ink as the bounds fit does.
        let drawing = Drawing(canvas: Size(width: width, height: height), strokes: [line])
        let shown = try DrawingRenderer().renderPNG(drawing)
        #expect(shown == (try DrawingRenderer(options: RenderOptions(fit: .bounds)).renderPNG(drawing)))
        #expect(
            try DrawingRenderer().pixelSize(of: drawing)
                == DrawingRenderer(options: RenderOptions(fit: .bounds)).pixelSize(of: drawing))
    }

    @Test(arguments: [0.0, -1, .nan, .infinity, -.infinity])
    func scalesThatAreNotPositiveNumbersAreRefused(scale: Double) throws {
        let drawing = Drawing(canvas: Size(width: 100, height: 100), strokes: [line])
        let error = try #require(throws: CairoError.self) {
            try DrawingRenderer(options: RenderOptions(scale: scale)).renderImage(drawing)
        }
        #expect(error.kind == .invalidOptions)
        #expect(error.description == "sizing the image: the scale must be a number above 0, not \(scale)")
    }

    @Test(arguments: [-1.0, .nan, .infinity])
    func paddingsThatAreNotNumbersZeroOrAboveAreRefused(padding: Double) throws {
        let drawing = Drawing(canvas: Size(width: 100, height: 100), strokes: [line])
        let error = try #require(throws: CairoError.self) {
            try DrawingRenderer(options: RenderOptions(fit: .bounds, padding: padding)).renderImage(drawing)
        }
        #expect(error.kind == .invalidOptions)
    }

    @Test func fractionalSizesRoundUpToWholePixels() throws {
        let drawing = Drawing(canvas: Size(width: 100.5, height: 60.2))
        #expect(try DrawingRenderer().pixelSize(of: drawing) == (101, 61))
        #expect(try DrawingRenderer(options: RenderOptions(scale: 0.1)).pixelSize(of: drawing) == (11, 7))
        // 0.1 × 3 is 0.30000000000000004 in binary; that is still 3 pixels at scale 10, not 4.
        let tiny = Drawing(canvas: Size(width: 0.1 * 3, height: 0.1 * 3))
        #expect(try DrawingRenderer(options: RenderOptions(scale: 10)).pixelSize(of: tiny) == (3, 3))
    }

    @Test func pixelSizeIsTheSizeRenderingGives() throws {
        let drawing = Drawing(canvas: Size(width: 120, height: 80), strokes: [line])
        for options in [RenderOptions.default, .cropped, RenderOptions(scale: 2.5, fit: .bounds, padding: 3)] {
            let renderer = DrawingRenderer(options: options)
            let image = try renderer.renderImage(drawing)
            #expect(try renderer.pixelSize(of: drawing) == (image.width, image.height))
        }
    }
}
