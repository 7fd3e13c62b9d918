import ScribbleKit
import Testing

/// The exact tests of one stroke (`Stroke+HitTesting.swift`), on strokes whose answers are known.
@Suite struct StrokeHitTestingTests {
    typealias Fixtures = SelectionFixtures
    /// Along the x axis from 0 to 10, ink 4 wide: its ink reaches 2 from the line.
    let bar = SelectionFixtures.line([(0, 0), (10, 0)], width: 4)

    @Test func pointsWithinHalfTheInkAndTheToleranceHit() {
        #expect(bar.isHit(at: Point(x: 5, y: 0)))
        #expect(bar.isHit(at: Point(x: 5, y: 2)))
        #expect(!bar.isHit(at: Point(x: 5, y: 2.001)))
        #expect(bar.isHit(at: Point(x: 13, y: 0), tolerance: 1))
        #expect(bar.isHit(at: Point(x: 12, y: 2), tolerance: 1))
        #expect(!bar.isHit(at: Point(x: 13, y: 2), tolerance: 1))
        #expect(bar.centerLineDistance(to: Point(x: 5, y: -7)) == 7)
        #expect(bar.centerLineDistance(to: Point(x: 13, y: 4)) == 5)
    }

    @Test func aPointExactlyAtTheToleranceEdgeHits() {
        #expect(bar.isHit(at: Point(x: 5, y: 5), tolerance: 3))
        #expect(bar.isHit(at: Point(x: 5, y: -5), tolerance: 3))
        #expect(!bar.isHit(at: Point(x: 5, y: 5), tolerance: 2.999_999))
        #expect(!bar.isHit(at: Point(x: 5, y: 5.000_001), tolerance: 3))
    }

    @Test func pressureInkIsTakenAtItsWidest() {
        var pen = bar
        pen.ink.tool = .pen
        // A pen 4 wide is 6 wide at full pressure.
        #expect(pen.isHit(at: Point(x: 5, y: 3)))
        #expect(!pen.isHit(at: Point(x: 5, y: 3.001)))
    }

    @Test func wideInkHitsFarFromTheLine() {
        let wide = Fixtures.line([(0, 0), (10, 0)], width: 40)
        #expect(wide.isHit(at: Point(x: 5, y: 20)))
        #expect(wide.isHit(at: Point(x: -14, y: 14)))
        #expect(!wide.isHit(at: Point(x: 5, y: 20.01)))
    }

    @Test func transformedStrokesAreHitWhereTheyAreOnTheCanvas() {
        // Twice as big and moved: the line runs from (100, 100) to (120, 100), its ink 8 wide.
        let moved = bar.transformed(by: .scale(x: 2, y: 2)).transformed(by: .translation(x: 100, y: 100))
        #expect(moved.isHit(at: Point(x: 110, y: 104)))
        #expect(!moved.isHit(at: Point(x: 110, y: 104.01)))
        #expect(!moved.isHit(at: Point(x: 5, y: 0)))
        #expect(moved.centerLineDistance(to: Point(x: 125, y: 100)) == 5)
        // Turned a quarter turn clockwise about the origin: the line runs down the y axis.
        let turned = bar.transformed(by: Transform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0))
        #expect(turned.isHit(at: Point(x: 2, y: 5)))
        #expect(!turned.isHit(at: Point(x: 5, y: 2)))
    }

    @Test func aDotIsHitAroundIt() {
        let dot = Fixtures.line([(0, 0)], width: 4)
        #expect(dot.isHit(at: Point(x: 2, y: 0)))
        #expect(dot.isHit(at: Point(x: 1.4, y: 1.4)))
        #expect(!dot.isHit(at: Point(x: 1.5, y: 1.5)))
    }

    @Test func samplesThatAreNotFiniteAreLeftOut() {
        let broken = Fixtures.line([(0, 0), (.nan, .nan), (10, 0), (.infinity, 5)], width: 4)
        #expect(broken.isHit(at: Point(x: 5, y: 1)))
        #expect(!broken.isHit(at: Point(x: 15, y: 3)))
        #expect(!Fixtures.line([(.nan, 0)]).isHit(at: Point(x: 0, y: 0), tolerance: 100))
        #expect(!Stroke(points: []).isHit(at: Point(x: 0, y: 0), tolerance: 100))
        #expect(Stroke(points: []).centerLineDistance(to: .zero) == nil)
    }

    @Test func queriesThatAreNotFiniteHitNothing() {
        for point in [Point(x: .nan, y: 0), Point(x: 5, y: .infinity)] {
            #expect(!bar.isHit(at: point, tolerance: 10))
            #expect(bar.centerLineDistance(to: point) == nil)
            #expect(!bar.touches(segmentFrom: point, to: Point(x: 5, y: 0)))
            #expect(!bar.touches(path: [Point(x: 5, y: 0), point]))
            #expect(!bar.touches(Lasso([point, Point(x: 0, y: 0), Point(x: 10, y: 0)])))
        }
        for tolerance in [Double.nan, .infinity, -.infinity] {
            #expect(!bar.isHit(at: Point(x: 5, y: 0), tolerance: tolerance))
            #expect(!bar.touches(Rect(x: 0, y: 0, width: 1, height: 1), tolerance: tolerance))
        }
        #expect(!bar.touches(Rect(x: .nan, y: 0, width: 1, height: 1)))
        #expect(bar.coverage(in: Rect(x: 0, y: .infinity, width: 1, height: 1)) == 0)
        // Below zero is zero.
        #expect(bar.isHit(at: Point(x: 5, y: 2), tolerance: -1))
    }

    @Test func segmentsAndPathsTouchWithinReach() {
        #expect(bar.touches(segmentFrom: Point(x: 5, y: 5), to: Point(x: 5, y: 10), tolerance: 3))
        #expect(!bar.touches(segmentFrom: Point(x: 5, y: 5), to: Point(x: 5, y: 10), tolerance: 2.999))
        #expect(bar.touches(segmentFrom: Point(x: 5, y: -10), to: Point(x: 5, y: 10)))
        #expect(bar.touches(segmentFrom: Point(x: -20, y: 2), to: Point(x: 30, y: 2)))
        #expect(!bar.touches(segmentFrom: Point(x: -20, y: 2.01), to: Point(x: 30, y: 2.01)))
        var path = [Point(x: 20, y: 20), Point(x: 20, y: -20), Point(x: 5, y: -20)]
        #expect(!bar.touches(path: path))
        path.append(Point(x: 5, y: -1.5))
        #expect(bar.touches(path: path))
        #expect(bar.touches(path: [Point(x: 11, y: 1)]))
        #expect(!bar.touches(path: []))
    }

    @Test func rectanglesTouchWhatTheirInsideOrEdgeReaches() {
        #expect(!bar.touches(Rect(x: 3, y: 5, width: 4, height: 4)))
        #expect(bar.touches(Rect(x: 3, y: 5, width: 4, height: 4), tolerance: 3))
        #expect(bar.touches(Rect(x: -100, y: -100, width: 200, height: 200)))
        // A rectangle inside the ink, away from the line.
        #expect(bar.touches(Rect(x: 4, y: 0.5, width: 1, height: 1)))
        #expect(bar.touches(Rect(x: 12, y: -10, width: 0, height: 20)))
        #expect(!bar.touches(Rect(x: 12.01, y: -10, width: 0, height: 20)))
    }

    @Test func lassosTouchWhatTheirInsideOrPathReaches() {
        let around = Lasso([Point(x: -50, y: -50), Point(x: 50, y: -50), Point(x: 0, y: 50)])
        #expect(bar.touches(around))
        let crossing = Lasso([Point(x: 5, y: -10), Point(x: 20, y: -10), Point(x: 20, y: 10), Point(x: 5, y: 10)])
        #expect(bar.touches(crossing))
        let inTheInk = Lasso([Point(x: 5, y: 0.5), Point(x: 6, y: 0.5), Point(x: 5.5, y: 1.5)])
        #expect(bar.touches(inTheInk))
        let beside = Lasso([Point(x: 0, y: 5), Point(x: 10, y: 5), Point(x: 5, y: 20)])
        #expect(!bar.touches(beside))
        #expect(bar.touches(beside, tolerance: 3))
        #expect(!bar.touches(Lasso([])))
        // Each loop of a figure eight holds what it goes round.
        let eight = Lasso([Point(x: 100, y: -10), Point(x: 120, y: 10), Point(x: 120, y: -10), Point(x: 100, y: 10)])
        #expect(Fixtures.line([(101, 0), (102, 0)], width: 0).touches(eight))
        #expect(Fixtures.line([(118, 0), (119, 0)], width: 0).touches(eight))
        #expect(!Fixtures.line([(109, -8), (111, -8)], width: 0).touches(eight))
    }

    @Test func coverageIsTheShareOfTheLineInside() {
        #expect(bar.coverage(in: Rect(x: 0, y: -5, width: 5, height: 10)) == 0.5)
        #expect(bar.coverage(in: Rect(x: -1, y: -1, width: 12, height: 2)) == 1)
        #expect(bar.coverage(in: Rect(x: 20, y: -1, width: 12, height: 2)) == 0)
        let corner = Fixtures.line([(0, 0), (10, 0), (10, 10)])
        #expect(corner.coverage(in: Rect(x: -1, y: -1, width: 12, height: 6)) == 0.75)
        // Twice as long on the canvas: half of it reaches x = 10.
        let scaled = bar.transformed(by: .scale(x: 2, y: 2))
        #expect(scaled.coverage(in: Rect(x: -1, y: -1, width: 11, height: 2)) == 0.5)
        // Ink width does not count: only the line.
        #expect(
            Fixtures.line([(0, 0), (10, 0)], width: 400).coverage(in: Rect(x: 0, y: 1, width: 100, height: 100)) == 0)
    }

    @Test func coverageOfLassos() {
        let twice = Lasso(
            [Point(x: 0, y: -5), Point(x: 5, y: -5), Point(x: 5, y: 5), Point(x: 0, y: 5)]
                + [Point(x: 0, y: -5), Point(x: 5, y: -5), Point(x: 5, y: 5), Point(x: 0, y: 5)])
        #expect(bar.coverage(in: twice) == 0.5)
        let triangle = Lasso([Point(x: 2, y: -10), Point(x: 12, y: 10), Point(x: -8, y: 10)])
        // The triangle's sides cross the x axis at x = 7 and x = -3: the line is in from 0 to 7.
        #expect(abs(bar.coverage(in: triangle) - 0.7) < 1e-12)
        #expect(bar.coverage(in: Lasso([])) == 0)
        let dot = Fixtures.line([(3, 3)])
        #expect(dot.coverage(in: triangle) == 1)
        #expect(dot.coverage(in: Rect(x: 10, y: 10, width: 1, height: 1)) == 0)
        let broken = Fixtures.line([(0, 0), (.nan, .nan), (10, 0)])
        #expect(broken.coverage(in: Rect(x: 0, y: -5, width: 5, height: 10)) == 0.5)
    }

    /// The outline test sees the ink as drawn: a pen held light draws far thinner than its widest.
    @Test func outlinesHitTheInkAsDrawn() throws {
        var light = bar
        light.ink.tool = .pen
        light.points = light.points.map { point in
            var point = point
            point.pressure = 0
            return point
        }
        let outline = light.outline(options: .default)
        let edge = try #require(outline.bounds).maxY + 0.25
        #expect(light.isHit(at: Point(x: 5, y: edge)))
        #expect(!light.isHit(at: Point(x: 5, y: edge), options: .default))
        #expect(light.isHit(at: Point(x: 5, y: edge), tolerance: 0.5, options: .default))
        #expect(light.isHit(at: Point(x: 5, y: 0), options: .default))
        #expect(!light.isHit(at: Point(x: 5, y: .nan), options: .default))
    }
}
