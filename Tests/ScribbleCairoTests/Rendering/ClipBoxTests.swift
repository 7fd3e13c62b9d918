import Foundation
import ScribbleKit
import Testing

@testable import ScribbleCairo

/// Strokes that reach far off the image, beyond Cairo's fixed-point range of about ±8 million
/// pixels, still draw their visible part where it belongs.
@Suite("Cutting far-reaching ink to the image")
struct ClipBoxTests {
    func render(_ strokes: [Stroke]) throws -> RasterImage {
        try DrawingRenderer().renderImage(Drawing(canvas: Size(width: 100, height: 100), strokes: strokes))
    }

    @Test func aSegmentToAFarPointKeepsItsDirection() throws {
        let image = try render([
            makeStroke([(10, 10), (1e9, 1e9)]),
            makeStroke([(10, 70), (1e12, 70)]),
            makeStroke([(50, 90), (-3e7, 90 + 3e7)]),
        ])
        for offset in stride(from: 5, through: 85, by: 10) {
            #expect(image.pixel(x: 10 + offset, y: 10 + offset) == .black, "diagonal at \(10 + offset)")
        }
        #expect(image.inkedColumns(inRow: 70) == Array(7...99))
        #expect(image.pixel(x: 45, y: 95) == .black)
        #expect(image.pixel(x: 55, y: 95) == .white)
        #expect(image.pixel(x: 90, y: 40) == .white)
    }

    @Test func aHugeDotThatCoversTheImageFillsIt() throws {
        let image = try render([makeStroke([(60, 20)], ink: Ink(tool: .monoline, color: .black, width: 1e10))])
        #expect(image.allPixels.allSatisfy { $0.pixel == .black })
    }

    @Test func polygonsOutsideTheBoxAreDroppedAndThoseWithinCairosRangeKept() {
        let box = ClipBox(width: 100, height: 100)
        let inside = [Point(x: 40, y: 40), Point(x: 60, y: 40), Point(x: 60, y: 60), Point(x: 40, y: 60)]
        #expect(box.clip(inside) == inside)
        #expect(box.clip(inside.map { Point(x: $0.x + 500, y: $0.y) }) == nil)
        let near = [Point(x: -10, y: 0), Point(x: 200, y: 0), Point(x: 200, y: 5), Point(x: -10, y: 5)]
        #expect(box.clip(near) == near, "within Cairo's range, Cairo cuts it")
        #expect(box.clip([Point(x: .nan, y: 0), Point(x: 1e9, y: 0), Point(x: 0, y: 1e9)]) == nil)
    }

    @Test func cuttingKeepsTheWindingPositive() throws {
        let box = ClipBox(width: 100, height: 100)
        // A long thin band from inside the box to a point far beyond Cairo's range, wound positively.
        let band = [Point(x: 50, y: 47), Point(x: 1e9, y: 3e8 - 3), Point(x: 1e9, y: 3e8 + 3), Point(x: 50, y: 53)]
        #expect(signedArea(band) > 0)
        let cut = try #require(box.clip(band))
        #expect(signedArea(cut) > 0)
        #expect(cut.allSatisfy { box.rect.contains($0) })
    }

    @Test func curvesAreTakenWholeOnlyWhenCairoCanHoldThem() throws {
        let box = ClipBox(width: 100, height: 100)
        let circle = (0..<200).map { index in
            Point(x: 50 + 20 * cos(Double(index) / 100 * .pi), y: 50 + 20 * sin(Double(index) / 100 * .pi))
        }
        let curves = try #require(box.curvesHeldWhole(circle, tolerance: 0.1))
        #expect(curves.elements.contains { if case .cubic = $0 { true } else { false } })
        #expect(box.curvesHeldWhole(circle.map { Point(x: $0.x + 500, y: $0.y) }, tolerance: 0.1)?.isEmpty == true)
        // Reaching past Cairo's range, the polygon is cut instead.
        let band = [Point(x: 50, y: 47), Point(x: 1e9, y: 3e8 - 3), Point(x: 1e9, y: 3e8 + 3), Point(x: 50, y: 53)]
        #expect(box.curvesHeldWhole(band, tolerance: 0.1) == nil)
    }

    @Test func inkPaintedAsCurvesCoversWhatItsPolygonsCover() throws {
        let points = (0..<120).map { index -> StrokePoint in
            let step = Double(index)
            let pressure: Double = 0.3 + Double(index % 7) / 10
            return StrokePoint(x: 10 + step * 0.7, y: 50 + 30 * sin(step / 10), t: step / 100, pressure: pressure)
        }
        let strokes = [
            Stroke(points: points, ink: Ink(tool: .pen, width: 5)),
            Stroke(
                points: points, ink: Ink(tool: .fountainPen, width: 9),
                transform: .translation(x: 0, y: 8)),
        ]
        func paint(_ tracing: InkPainter.Tracing) throws -> RasterImage {
            let surface = try ImageSurface(width: 100, height: 100)
            let context = try Context(surface: surface)
            let painter = InkPainter(options: nil, tool: nil)
            let drawing = Drawing(canvas: Size(width: 100, height: 100), strokes: strokes)
            let (painted, outlines) = painter.prepare(drawing, resolution: InkOutline.vectorResolution)
            for (stroke, outline) in zip(painted, outlines) {
                try painter.paint(
                    stroke, outline: outline, tracing: tracing, placement: .identity,
                    clipBox: ClipBox(width: 100, height: 100), in: context)
            }
            try context.checkStatus("painting")
            return try RasterImage(surface: surface)
        }
        let polygons = try paint(.polygons)
        let curves = try paint(.curves(tolerance: 0.1))
        var intersection = 0
        var union = 0
        var inked = 0
        for (a, b) in zip(polygons.allPixels, curves.allPixels) {
            let inA = a.pixel.alpha >= 128
            let inB = b.pixel.alpha >= 128
            if inA { inked += 1 }
            if inA && inB { intersection += 1 }
            if inA || inB { union += 1 }
        }
        #expect(inked > 500)
        #expect(Double(intersection) / Double(union) >= 0.98)
    }

    /// Twice the signed area; positive for clockwise polygons on a y-down plane.
    func signedArea(_ corners: [Point]) -> Double {
        zip(corners, corners.dropFirst() + corners.prefix(1)).reduce(0) { $0 + $1.0.x * $1.1.y - $1.1.x * $1.0.y }
    }
}
