import Foundation
import ScribbleCairo
import ScribbleJSON
import ScribbleKit
import Testing

/// Strokes that keep their exact curves are drawn from them at the output's resolution, however
/// coarse their points are, and a drawing kept as JSON renders the same.
@Suite struct CurvedStrokeRenderingTests {
    /// A circle of radius 10 about (12, 12) as 8 cubics of 45° (within 4.3·10⁻⁶ of the radius).
    static let circle: CurvePath = {
        let center = Point(x: 12, y: 12)
        let radius = 10.0
        let step = Double.pi / 4
        let handle = 4.0 / 3.0 * tan(step / 4) * radius
        func on(_ angle: Double, _ r: Double = radius) -> Point {
            Point(x: center.x + r * cos(angle), y: center.y + r * sin(angle))
        }
        var elements: [CurvePath.Element] = [.move(to: on(0))]
        for index in 0..<8 {
            let a = Double(index) * step
            let b = a + step
            let c1 = Point(x: on(a).x - handle * sin(a), y: on(a).y + handle * cos(a))
            let c2 = Point(x: on(b).x + handle * sin(b), y: on(b).y - handle * cos(b))
            elements.append(.cubic(control1: c1, control2: c2, to: on(b)))
        }
        return CurvePath(elements + [.close])
    }()

    /// The circle as a stroke whose points are cut at `tolerance`, keeping its path or not.
    static func drawing(pointTolerance tolerance: Double, keepsPath: Bool) -> Drawing {
        let points = circle.flattened(tolerance: tolerance)[0].map { StrokePoint(location: $0, t: 0) }
        let stroke = Stroke(
            points: points, ink: Ink(tool: .monoline, color: .black, width: 2), path: keepsPath ? circle : nil)
        return Drawing(canvas: Size(width: 24, height: 24), strokes: [stroke], inkOptions: .raw)
    }

    static func agreement(_ a: RasterImage, _ b: RasterImage) -> Double {
        var intersection = 0
        var union = 0
        for offset in stride(from: 3, to: a.pixels.count, by: 4) {
            let inA = a.pixels[offset] >= 128
            let inB = b.pixels[offset] >= 128
            if inA && inB { intersection += 1 }
            if inA || inB { union += 1 }
        }
        return union == 0 ? 1 : Double(intersection) / Double(union)
    }

    @Test func aPNGAtSixteenTimesIsDrawnFromThePathNotThePoints() throws {
        let renderer = DrawingRenderer(options: RenderOptions(scale: 16, background: nil))
        let fine = try renderer.renderImage(Self.drawing(pointTolerance: 0.0005, keepsPath: false))
        let curved = try renderer.renderImage(Self.drawing(pointTolerance: 1, keepsPath: true))
        let coarse = try renderer.renderImage(Self.drawing(pointTolerance: 1, keepsPath: false))
        // Thresholded edges flip a pixel here and there for a few hundredths of a pixel.
        let sharp = Self.agreement(curved, fine)
        let faceted = Self.agreement(coarse, fine)
        #expect(sharp >= 0.995)
        #expect(faceted < 0.95, "the coarse points alone should show their facets")
        print("circle at 16×, IoU against a fine polyline: from the path \(sharp), from coarse points \(faceted)")
    }

    @Test func aDrawingKeptAsJSONRendersTheSameBytes() throws {
        let drawing = Self.drawing(pointTolerance: 0.3, keepsPath: true)
        let read = try Drawing(decodingJSON: drawing.jsonEncoded())
        #expect(read == drawing)
        for scale in [1.0, 16.0] {
            let renderer = DrawingRenderer(options: RenderOptions(scale: scale))
            #expect(try renderer.renderPNG(read) == renderer.renderPNG(drawing))
        }
    }

    @Test func replayFramesDrawFromThePath() throws {
        let drawing = Self.drawing(pointTolerance: 1, keepsPath: true)
        let renderer = DrawingRenderer(options: RenderOptions(scale: 16, background: nil))
        let fine = try renderer.renderImage(Self.drawing(pointTolerance: 0.0005, keepsPath: false))
        let frames = try FrameRenderer(framing: drawing, options: RenderOptions(scale: 16, background: nil))
        var replay = Replay(drawing: drawing)
        let last = try frames.renderImage(replay.advance(to: .infinity))
        #expect(Self.agreement(last, fine) >= 0.995)
    }
}
