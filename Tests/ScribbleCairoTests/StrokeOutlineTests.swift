@testable import ScribbleCairo
import ScribbleKit
import Testing

@Suite("Stroke outlines")
struct StrokeOutlineTests {
    typealias Sample = StrokeOutline.Sample

    @Test func noPointsIsNoInk() {
        let outline = StrokeOutline(Stroke(points: []))
        #expect(outline.pieces.isEmpty && outline.bounds == nil)
    }

    @Test func onePointIsOneDiscOfTheInksWidth() {
        let outline = StrokeOutline(makeStroke([(5, 7)], ink: Ink(tool: .monoline, width: 6)))
        #expect(outline.pieces == [.disc(center: Point(x: 5, y: 7), radius: 3)])
        #expect(outline.bounds == Rect(x: 2, y: 4, width: 6, height: 6))
    }

    @Test func equalPointsAreOneDisc() {
        let outline = StrokeOutline(makeStroke([(5, 7), (5, 7), (5, 7)], ink: Ink(tool: .monoline, width: 6)))
        #expect(outline.pieces == [.disc(center: Point(x: 5, y: 7), radius: 3)])
    }

    @Test func zeroWidthInkLaysDownNothing() {
        let outline = StrokeOutline(makeStroke([(0, 0), (10, 0)], ink: Ink(tool: .monoline, width: 0)))
        #expect(outline.pieces.isEmpty && outline.bounds == nil)
    }

    @Test func samplesThatAreNotFiniteAreSkipped() {
        let outline = StrokeOutline(makeStroke([(.nan, 0), (0, 0), (.infinity, 3), (10, 0)], ink: Ink(tool: .monoline, width: 2)))
        #expect(outline.pieces.count == 3)
        #expect(outline.bounds == Rect(x: -1, y: -1, width: 12, height: 2))
    }

    @Test func aDiscInsideItsNeighbourNeedsNoQuadrilateral() {
        let outline = StrokeOutline(samples: [Sample(center: .zero, radius: 10), Sample(center: Point(x: 3, y: 0), radius: 2)])
        #expect(outline.pieces.count == 2)
        #expect(outline.pieces.allSatisfy { if case .disc = $0 { true } else { false } })
    }

    @Test func quadrilateralsTouchBothDiscsAlongTheirOuterTangents() throws {
        let start = Sample(center: Point(x: 0, y: 0), radius: 4), end = Sample(center: Point(x: 20, y: 5), radius: 1)
        guard case let .quad(a, b, c, d) = try #require(StrokeOutline.quad(from: start, to: end)) else {
            Issue.record("expected a quadrilateral")
            return
        }
        for (corner, disc) in [(a, start), (b, end), (c, end), (d, start)] {
            #expect(abs(corner.distance(to: disc.center) - disc.radius) < 1e-9)
        }
        // Each side from disc to disc is tangent to both: perpendicular to the radius it meets.
        for (near, far, disc) in [(a, b, start), (b, a, end), (c, d, end), (d, c, start)] {
            #expect(abs((far - near).normalized.dot((near - disc.center).normalized)) < 1e-9)
        }
    }

    @Test func everyPieceWindsTheSameWayAndNoneHasANaN() {
        var generator = SeededGenerator(seed: 2024)
        for round in 0..<200 {
            let tool = InkTool.allCases[round % InkTool.allCases.count]
            let ink = Ink(tool: tool, width: .random(in: 0...30, using: &generator))
            let count = Int.random(in: 1...40, using: &generator)
            let points = (0..<count).map { index in
                // Some repeats and some near-repeats, which are where degenerate geometry hides.
                let jitter = index.isMultiple(of: 5) ? 1e-9 : Double.random(in: -40...40, using: &generator)
                return StrokePoint(
                    x: 100 + jitter, y: .random(in: 0...100, using: &generator), t: Double(index),
                    pressure: Bool.random(using: &generator) ? nil : .random(in: 0...1, using: &generator))
            }
            let transform = Transform.rotation(radians: .random(in: 0...6.3, using: &generator))
                .concatenating(.scale(x: .random(in: 0.1...3, using: &generator), y: .random(in: -3 ... -0.1, using: &generator)))
            let outline = StrokeOutline(Stroke(points: points, ink: ink, transform: transform))
            for piece in outline.pieces {
                switch piece {
                case let .disc(center, radius):
                    #expect(center.x.isFinite && center.y.isFinite && radius.isFinite && radius > 0)
                case let .quad(a, b, c, d):
                    #expect([a, b, c, d].allSatisfy { $0.x.isFinite && $0.y.isFinite })
                    #expect(StrokeOutline.signedArea([a, b, c, d]) > 0)
                case .polygon:
                    Issue.record("an outline is made of discs and quadrilaterals; only cutting makes polygons")
                }
            }
        }
    }

    @Test func arcsOfIncreasingAngleWindTheWayQuadrilateralsDo() {
        // Cairo traces a disc from angle 0 to 2π: (cos θ, sin θ) with θ growing.
        let circle = (0..<64).map { index in
            let angle = Double(index) / 64 * 2 * .pi
            return Point(x: 5 + 3 * _cos(angle), y: 5 + 3 * _sin(angle))
        }
        #expect(StrokeOutline.signedArea(circle) > 0)
    }
}

private func _cos(_ angle: Double) -> Double { Transform.rotation(radians: angle).a }
private func _sin(_ angle: Double) -> Double { Transform.rotation(radians: angle).b }
