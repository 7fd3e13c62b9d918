@testable import ScribbleCairo
import ScribbleKit
import Testing

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

    @Test func theEdgeOfAHugeDotIsInItsPlace() throws {
        // A disc 20 million pixels across whose left edge runs down x = 50 (it bows by less than
        // a thousandth of a pixel over the image's height).
        let image = try render([makeStroke([(1e7 + 50, 50)], ink: Ink(tool: .monoline, color: .black, width: 2e7))])
        for y in [0, 50, 99] {
            #expect(image.inkedColumns(inRow: y) == Array(50...99), "row \(y)")
        }
    }

    @Test func piecesOutsideTheBoxAreDroppedAndThoseInsideKept() {
        let box = ClipBox(width: 100, height: 100)
        let inside = StrokeOutline.Piece.disc(center: Point(x: 50, y: 50), radius: 5)
        #expect(box.clip(inside) == inside)
        #expect(box.clip(.disc(center: Point(x: 500, y: 50), radius: 5)) == nil)
        let near = StrokeOutline.Piece.quad(Point(x: -10, y: 0), Point(x: 200, y: 0), Point(x: 200, y: 5), Point(x: -10, y: 5))
        #expect(box.clip(near) == near, "within Cairo's range, Cairo cuts it")
    }

    @Test func cuttingKeepsTheWindingPositive() throws {
        let box = ClipBox(width: 100, height: 100)
        guard case let .quad(a, b, c, d) = try #require(StrokeOutline.quad(
            from: .init(center: Point(x: 50, y: 50), radius: 3), to: .init(center: Point(x: 1e9, y: 3e8), radius: 3)))
        else {
            Issue.record("expected a quadrilateral")
            return
        }
        guard case let .polygon(corners) = try #require(box.clip(.quad(a, b, c, d))) else {
            Issue.record("expected the quadrilateral to be cut")
            return
        }
        #expect(StrokeOutline.signedArea(corners) > 0)
        #expect(corners.allSatisfy { box.rect.contains($0) })
        guard case let .polygon(sector) = try #require(box.clip(.disc(center: Point(x: -5e6, y: 50), radius: 5e6 + 30))) else {
            Issue.record("expected the disc to be cut")
            return
        }
        #expect(StrokeOutline.signedArea(sector) > 0)
        #expect(sector.allSatisfy { box.rect.contains($0) })
    }
}
