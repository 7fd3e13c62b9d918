import ScribbleKit
import Testing

/// ``Framing/drawing(_:withStrokesPixelsWide:)``: every stroke as many output pixels wide as asked,
/// whatever scale the framing gives the drawing.
@Suite struct FramingStrokeWidthTests {
    let limits = FrameLimits(maximumSide: 1 << 20)

    /// A drawing of two strokes, an L `extent` units a side, the second scaled by `strokeScale`.
    func drawing(extent: Double, strokeScale: Double = 1) -> Drawing {
        let across = Stroke(
            points: [StrokePoint(x: 0, y: extent, t: 0), StrokePoint(x: extent, y: extent, t: 1)], ink: Ink(width: 4))
        let down = Stroke(
            points: [StrokePoint(x: 0, y: 0, t: 0), StrokePoint(x: 0, y: extent / strokeScale, t: 1)],
            ink: Ink(width: 4),
            transform: .scale(x: strokeScale, y: strokeScale))
        return Drawing(canvas: Size(width: extent, height: extent), strokes: [across, down])
    }

    /// How wide each stroke reaches the picture, in pixels, as the framing frames the drawing.
    func pixelWidths(of drawing: Drawing, in framing: Framing) throws -> [Double] {
        let scale = try framing.frame(canvas: drawing.canvas, inkBounds: drawing.bounds, limits: limits).transform
            .averageScale
        return drawing.strokes.map { $0.ink.width * scale * $0.transform.averageScale }
    }

    @Test(arguments: [0.5, 40, 3_000, 2_000_000])
    func aFixedSizeFittingTheInkGivesThePixelWidthAtAnyExtent(extent: Double) throws {
        let framing = Framing(fit: .bounds, fixedSize: FixedImageSize(width: 256, height: 256))
        let widened = framing.drawing(drawing(extent: extent, strokeScale: 3), withStrokesPixelsWide: 3)
        for width in try pixelWidths(of: widened, in: framing) {
            #expect(abs(width - 3) < 0.001, "extent \(extent): \(width) pixels")
        }
        // The strokes themselves are as they were, but for their widths.
        #expect(widened.strokes.map(\.points) == drawing(extent: extent, strokeScale: 3).strokes.map(\.points))
    }

    @Test func aScaleGivesTheWidthAtOnce() throws {
        let framing = Framing(fit: .canvas, scale: 2.5)
        let widened = framing.drawing(drawing(extent: 100), withStrokesPixelsWide: 5)
        #expect(widened.strokes.map(\.ink.width) == [2, 2])
    }

    @Test(arguments: [0, -1, Double.nan, .infinity])
    func aWidthThatIsNoPositiveNumberLeavesTheDrawingAsItIs(pixels: Double) {
        let framing = Framing(fit: .bounds, fixedSize: FixedImageSize(width: 64, height: 64))
        #expect(framing.drawing(drawing(extent: 10), withStrokesPixelsWide: pixels) == drawing(extent: 10))
    }
}
