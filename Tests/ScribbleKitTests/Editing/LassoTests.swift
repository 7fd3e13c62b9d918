import Foundation
import ScribbleKit
import ScribbleTestSupport
import Testing

@Suite struct LassoTests {
    let square = Lasso([Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10)])

    @Test func aSquareHoldsItsInside() {
        #expect(square.contains(Point(x: 5, y: 5)))
        #expect(square.contains(Point(x: 0.001, y: 9.999)))
        #expect(!square.contains(Point(x: -0.001, y: 5)))
        #expect(!square.contains(Point(x: 5, y: 10.001)))
        #expect(!square.contains(Point(x: 50, y: 5)))
        #expect(square.bounds == Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(!square.isEmpty)
    }

    @Test func eitherWayRoundIsTheSame() {
        let reversed = Lasso(square.points.reversed())
        for point in [Point(x: 5, y: 5), Point(x: 11, y: 5), Point(x: 2, y: 8)] {
            #expect(reversed.contains(point) == square.contains(point))
        }
    }

    /// The non-zero rule: a region gone round twice is still inside, and both loops of a figure
    /// eight (which wind opposite ways) are inside.
    @Test func selfIntersectingLassosFollowTheNonZeroRule() {
        let twice = Lasso(square.points + square.points)
        #expect(twice.contains(Point(x: 5, y: 5)))
        // A pentagram: the even-odd rule would leave its middle out.
        let star = Lasso(
            (0..<5).map { index in
                let angle = Double(index) * 4 * Double.pi / 5 - Double.pi / 2
                return Point(x: 100 * cos(angle), y: 100 * sin(angle))
            })
        #expect(star.contains(Point(x: 0, y: 0)))
        #expect(star.contains(Point(x: 0, y: -80)))
        #expect(!star.contains(Point(x: 0, y: 110)))
        let eight = Lasso([Point(x: 0, y: 0), Point(x: 10, y: 10), Point(x: 10, y: 0), Point(x: 0, y: 10)])
        #expect(eight.contains(Point(x: 2, y: 5)))
        #expect(eight.contains(Point(x: 8, y: 5)))
        #expect(!eight.contains(Point(x: 5, y: 2)))
    }

    @Test func emptyAndBrokenLassosHoldNothing() {
        for lasso in [
            Lasso([]), Lasso([Point(x: 0, y: 0), Point(x: .nan, y: 1), Point(x: 5, y: 5)]),
            Lasso([Point(x: 0, y: 0), Point(x: .infinity, y: 0), Point(x: 0, y: 5)]),
        ] {
            #expect(lasso.isEmpty)
            #expect(lasso.bounds == nil)
            #expect(!lasso.contains(Point(x: 1, y: 1)))
        }
    }

    @Test func lassosWithoutAreaHoldNoPoint() {
        let dot = Lasso([Point(x: 3, y: 3)])
        let segment = Lasso([Point(x: 0, y: 0), Point(x: 10, y: 10)])
        #expect(!dot.isEmpty && !segment.isEmpty)
        #expect(!dot.contains(Point(x: 3, y: 3)))
        #expect(!segment.contains(Point(x: 5, y: 5)))
        #expect(segment.bounds == Rect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func pointsThatAreNotFiniteAreOutside() {
        for point in [
            Point(x: .nan, y: 5), Point(x: 5, y: .nan), Point(x: -.infinity, y: 5), Point(x: 5, y: .infinity),
        ] {
            #expect(!square.contains(point))
        }
    }

    @Test func aRectangleLassoIsTheRectangle() {
        let lasso = Lasso(Rect(x: 10, y: 20, width: 30, height: 40))
        #expect(lasso.points.count == 4)
        #expect(lasso.contains(Point(x: 20, y: 30)))
        #expect(!lasso.contains(Point(x: 20, y: 61)))
        // Far-off corners work, and those so far that their products overflow give an answer, not a crash.
        let far = Lasso([Point(x: -1e150, y: -1e150), Point(x: 1e150, y: -1e150), Point(x: 0, y: 1e150)])
        #expect(far.contains(Point(x: 0, y: 0)))
        let huge = Lasso([Point(x: -1e308, y: -1e308), Point(x: 1e308, y: -1e308), Point(x: 0, y: 1e308)])
        _ = huge.contains(Point(x: 0, y: 0))
    }

    /// Many edges of every length, filed in bands: the answer is the plain winding number's.
    @Test func bandsAnswerAsEveryEdgeWould() {
        var random = SeededGenerator(seed: 7)
        for _ in 0..<50 {
            let points = (0..<Int.random(in: 3...200, using: &random)).map { _ in
                Point(
                    x: Double.random(in: 0...100, using: &random),
                    y: Double.random(in: 0...100, using: &random) * Double.random(in: 0...1, using: &random))
            }
            let lasso = Lasso(points)
            for _ in 0..<100 {
                let point = Point(
                    x: Double.random(in: -10...110, using: &random), y: Double.random(in: -10...110, using: &random))
                #expect(lasso.contains(point) == (InkTestSupport.winding([points], at: point) != 0))
            }
        }
    }
}
