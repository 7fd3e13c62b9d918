import ScribbleCairo
import ScribbleKit
import Testing

@Suite struct CompositorTests {
    let red = RGBA8(red: 255, green: 0, blue: 0)

    @Test func aFillCoversTheCanvasAtTheScale() throws {
        let compositor = try Compositor(size: Size(width: 10, height: 5), scale: 3)
        #expect(compositor.pixelWidth == 30 && compositor.pixelHeight == 15)
        compositor.fill(.white)
        let image = try compositor.image()
        #expect(image.pixel(x: 0, y: 0) == .white && image.pixel(x: 29, y: 14) == .white)
    }

    @Test func anImageLandsWhereItsTransformPutsIt() throws {
        let compositor = try Compositor(size: Size(width: 40, height: 40))
        let image = try RasterImage(width: 2, height: 2, filledWith: red)
        try compositor.draw(
            image, transform: Transform.scale(x: 5, y: 5).concatenating(.translation(x: 10, y: 20)), filter: .nearest)
        let result = try compositor.image()
        #expect(result.pixel(x: 10, y: 20) == red && result.pixel(x: 19, y: 29) == red)
        #expect(
            result.pixel(x: 9, y: 20) == .transparent && result.pixel(x: 20, y: 29) == .transparent
                && result.pixel(x: 15, y: 30) == .transparent)
    }

    @Test func aShrunkImageIsAveragedNotSampled() throws {
        // One-pixel black and white stripes, shrunk four times: grey, not stripes.
        var bytes: [UInt8] = []
        for _ in 0..<64 { for x in 0..<64 { bytes += x % 2 == 0 ? [0, 0, 0, 255] : [255, 255, 255, 255] } }
        let stripes = try RasterImage(width: 64, height: 64, pixels: bytes)
        for filter in [Compositor.ImageFilter.good, .best] {
            let compositor = try Compositor(size: Size(width: 16, height: 16))
            try compositor.draw(stripes, transform: .scale(x: 0.25, y: 0.25), filter: filter)
            let image = try compositor.image()
            let greys = (2..<14).map { Int(image.pixel(x: $0, y: 8).red) }
            #expect(greys.allSatisfy { (100...155).contains($0) }, "\(filter): \(greys)")
        }
    }

    @Test func aDrawingIsDrawnAtTheOutputsResolution() throws {
        let line = Drawing(
            canvas: Size(width: 10, height: 10),
            strokes: [
                Stroke(
                    points: [StrokePoint(x: 1, y: 5, t: 0), StrokePoint(x: 9, y: 5, t: 1)],
                    ink: Ink(tool: .monoline, color: .black, width: 2))
            ])
        let compositor = try Compositor(size: Size(width: 10, height: 10), scale: 10)
        compositor.fill(.white)
        try compositor.draw(line, transform: .identity)
        let image = try compositor.image()
        // 2 units of ink at 10 pixels a unit: 20 solid rows about y = 50.
        let inked = (0..<100).filter { image.pixel(x: 50, y: $0).red < 128 }
        #expect(inked == Array(40..<60))
    }

    @Test func aStretchingTransformStretchesTheInk() throws {
        let dot = Drawing(
            canvas: Size(width: 10, height: 10),
            strokes: [
                Stroke(
                    points: [StrokePoint(x: 5, y: 5, t: 0)], ink: Ink(tool: .monoline, color: .black, width: 4))
            ])
        let compositor = try Compositor(size: Size(width: 40, height: 40))
        try compositor.draw(dot, transform: .scale(x: 4, y: 1))
        let image = try compositor.image()
        let wide = (0..<40).filter { image.pixel(x: $0, y: 5).alpha > 127 }
        let tall = (0..<40).filter { image.pixel(x: 20, y: $0).alpha > 127 }
        #expect(wide.count == 16 && tall.count == 4)
    }

    @Test func aPDFKeepsInkAsPaths() throws {
        let compositor = try Compositor(size: Size(width: 100, height: 50), output: .pdf)
        compositor.fill(.white)
        try compositor.draw(
            Drawing(canvas: Size(width: 10, height: 10), strokes: [Stroke(points: [StrokePoint(x: 5, y: 5, t: 0)])]),
            transform: .identity)
        try compositor.draw(try RasterImage(width: 1, height: 1, filledWith: red), transform: .scale(x: 10, y: 10))
        let pdf = try compositor.encoded()
        #expect(pdf.starts(with: Array("%PDF-".utf8)))
        #expect(String(decoding: pdf, as: UTF8.self).contains("/MediaBox [ 0 0 100 50 ]"))
        #expect(throws: CairoError.self) { try compositor.encoded() }
        #expect(throws: CairoError.self) { try compositor.image() }
    }

    @Test func aFlatteningTransformIsRefused() throws {
        let compositor = try Compositor(size: Size(width: 10, height: 10))
        #expect(throws: CairoError.self) {
            try compositor.draw(try RasterImage(width: 1, height: 1, filledWith: red), transform: .scale(x: 0, y: 1))
        }
    }

    @Test func theVisibleAreaIsWhatTheImageShows() throws {
        let drawing = Drawing(
            canvas: Size(width: 100, height: 100),
            strokes: [
                Stroke(
                    points: [StrokePoint(x: 20, y: 30, t: 0), StrokePoint(x: 60, y: 30, t: 1)],
                    ink: Ink(tool: .monoline, color: .black, width: 4))
            ])
        let renderer = DrawingRenderer(options: RenderOptions(scale: 2, background: nil, fit: .bounds, padding: 5))
        let area = try renderer.visibleArea(of: drawing)
        let size = try renderer.pixelSize(of: drawing)
        #expect(abs(area.minX - 13) < 1e-9 && abs(area.minY - 23) < 1e-9)
        #expect(abs(area.width * 2 - Double(size.width)) < 1e-9 && abs(area.height * 2 - Double(size.height)) < 1e-9)
        #expect(
            try DrawingRenderer(options: .default).visibleArea(of: drawing) == Rect(x: 0, y: 0, width: 100, height: 100)
        )
    }
}
