import Foundation
import ScribbleKit
import Testing

@testable import ScribbleCairo

/// An image of a fixed size scales the ink to fill it: outlines are made for the image's pixels,
/// not for the drawing's own units.
@Suite struct FixedSizeOutliningTests {
    /// A spiral `side` units across, of monoline ink 3 units wide.
    func spiral(side: Double) -> Drawing {
        let points = (0..<400).map { index -> (x: Double, y: Double) in
            let turn = Double(index) / 40
            let radius = side / 2 * Double(index) / 400
            return (side / 2 + radius * cos(turn * 2 * .pi), side / 2 + radius * sin(turn * 2 * .pi))
        }
        return Drawing(
            canvas: Size(width: side, height: side),
            strokes: [
                makeStroke(points, ink: Ink(tool: .monoline, color: .black, width: 3 * side / 500))
            ])
    }

    func renderer(fixedSize: FixedImageSize?) -> DrawingRenderer {
        var options = RenderOptions(fit: .bounds)
        options.framing.fixedSize = fixedSize
        return DrawingRenderer(options: options)
    }

    @Test(arguments: [50.0, 500.0, 5000.0])
    func outlinesAreMadeForTheImagesPixels(side: Double) throws {
        let drawing = spiral(side: side)
        let renderer = renderer(fixedSize: FixedImageSize(width: 256, height: 256))
        let frameResolution = InkPainter.resolution(of: try renderer.frame(for: drawing).transform)
        // 240 pixels of ink over about `side` units.
        #expect(abs(frameResolution * side / 240 - 1) < 0.05, "\(frameResolution)")
        let estimated = renderer.outliningResolution(for: drawing)
        #expect(abs(estimated / frameResolution - 1) < 0.05, "estimated \(estimated), frame \(frameResolution)")
        // The image is the one outlines made at that resolution give, framed the same way.
        let outlines = drawing.outlines(options: .default, resolution: estimated)
        #expect(try renderer.renderImage(drawing) == renderer.renderImage(drawing, outlines: outlines))
    }

    @Test func withoutAFixedSizeTheNominalScaleIsTheResolution() {
        var options = RenderOptions(scale: 3, fit: .bounds)
        #expect(DrawingRenderer(options: options).outliningResolution(for: spiral(side: 5000)) == 3)
        options.framing.fixedSize = FixedImageSize(width: 64, height: 64)
        #expect(
            DrawingRenderer(options: options).outliningResolution(for: Drawing(canvas: Size(width: 5, height: 5))) == 3)
    }

    @Test func aBigDrawingShownSmallLooksAsItsDenseOutlinesDo() throws {
        let drawing = spiral(side: 5000)
        let renderer = renderer(fixedSize: FixedImageSize(width: 256, height: 256))
        let image = try renderer.renderImage(drawing)
        let dense = try renderer.renderImage(drawing, outlines: drawing.outlines(options: .default, resolution: 1))
        var inked = 0
        var totalDifference = 0
        var largest = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let a = Int(image.pixel(x: x, y: y).red)
                let b = Int(dense.pixel(x: x, y: y).red)
                if a < 255 || b < 255 { inked += 1 }
                totalDifference += abs(a - b)
                largest = max(largest, abs(a - b))
            }
        }
        #expect(inked > 2000)
        // Within a tenth of a pixel: edge pixels change by a few levels, none by more than a tenth
        // of full ink, and a few levels on average.
        #expect(largest <= 26, "\(largest) levels apart")
        #expect(
            Double(totalDifference) / Double(inked) < 3,
            "\(Double(totalDifference) / Double(inked)) levels apart on average")
    }
}
