import Testing

@testable import ScribbleKit

@Suite struct PlanarGeometryTests {
    static func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    // MARK: Point to segment

    @Test func thePointToSegmentDistanceIsToTheNearestPoint() {
        let a = Self.p(0, 0)
        let b = Self.p(10, 0)
        #expect(PlanarGeometry.distanceSquared(from: Self.p(4, 3), toSegment: a, b) == 9)
        #expect(PlanarGeometry.distanceSquared(from: Self.p(-3, 4), toSegment: a, b) == 25)
        #expect(PlanarGeometry.distanceSquared(from: Self.p(13, -4), toSegment: a, b) == 25)
        #expect(PlanarGeometry.distanceSquared(from: Self.p(7, 0), toSegment: a, b) == 0)
        // A segment of one point is that point.
        #expect(PlanarGeometry.distanceSquared(from: Self.p(3, 4), toSegment: a, a) == 25)
    }

    @Test func hugeCoordinatesGiveNoNaN() {
        // The share along the segment is ∞/∞; an end is taken instead.
        let distance = PlanarGeometry.distanceSquared(
            from: Self.p(0, 1), toSegment: Self.p(-1e200, 0), Self.p(1e200, 0))
        #expect(!distance.isNaN)
    }

    // MARK: Segment to segment

    @Test func crossingSegmentsAreNoDistanceApart() {
        #expect(
            PlanarGeometry.distanceSquared(
                betweenSegment: Self.p(0, 0), Self.p(10, 10), andSegment: Self.p(0, 10), Self.p(10, 0)) == 0)
    }

    @Test func touchingAndOverlappingSegmentsAreNoDistanceApart() {
        // An end on the other segment, and two pieces of one line.
        #expect(
            PlanarGeometry.distanceSquared(
                betweenSegment: Self.p(0, 0), Self.p(10, 0), andSegment: Self.p(5, 0), Self.p(5, 7)) == 0)
        #expect(
            PlanarGeometry.distanceSquared(
                betweenSegment: Self.p(0, 0), Self.p(10, 0), andSegment: Self.p(4, 0), Self.p(20, 0)) == 0)
    }

    @Test func apartSegmentsAreTheirNearestEndsDistanceApart() {
        // Parallel, 3 apart.
        #expect(
            PlanarGeometry.distanceSquared(
                betweenSegment: Self.p(0, 0), Self.p(10, 0), andSegment: Self.p(2, 3), Self.p(8, 3)) == 9)
        // A T whose stem stops 2 short of the bar.
        #expect(
            PlanarGeometry.distanceSquared(
                betweenSegment: Self.p(0, 0), Self.p(10, 0), andSegment: Self.p(5, 2), Self.p(5, 9)) == 4)
        // On one line with a gap of 4.
        #expect(
            PlanarGeometry.distanceSquared(
                betweenSegment: Self.p(0, 0), Self.p(10, 0), andSegment: Self.p(14, 0), Self.p(20, 0)) == 16)
        // Skew: the nearest points are the ends (10, 0) and (13, 4).
        #expect(
            PlanarGeometry.distanceSquared(
                betweenSegment: Self.p(0, 0), Self.p(10, 0), andSegment: Self.p(13, 4), Self.p(20, 30)) == 25)
    }

    // MARK: Crossings

    @Test func theCrossingIsTheShareAlongTheSegment() {
        #expect(
            PlanarGeometry.crossing(ofSegment: Self.p(0, 0), Self.p(8, 0), withEdge: Self.p(2, -1), Self.p(2, 3))
                == 0.25)
        #expect(
            PlanarGeometry.crossing(ofSegment: Self.p(0, 0), Self.p(10, 10), withEdge: Self.p(0, 10), Self.p(10, 0))
                == 0.5)
    }

    @Test func aCrossingAtAnEndCounts() {
        #expect(
            PlanarGeometry.crossing(ofSegment: Self.p(0, 0), Self.p(8, 0), withEdge: Self.p(0, -1), Self.p(0, 1)) == 0)
        #expect(
            PlanarGeometry.crossing(ofSegment: Self.p(0, 0), Self.p(8, 0), withEdge: Self.p(8, 0), Self.p(8, 1)) == 1)
    }

    @Test func segmentsThatMissOrRunParallelHaveNoCrossing() {
        // The edge's line crosses beyond the segment's end, the segment's line beyond the edge's end.
        #expect(
            PlanarGeometry.crossing(ofSegment: Self.p(0, 0), Self.p(8, 0), withEdge: Self.p(9, -1), Self.p(9, 1)) == nil
        )
        #expect(
            PlanarGeometry.crossing(ofSegment: Self.p(0, 0), Self.p(8, 0), withEdge: Self.p(4, 1), Self.p(4, 5)) == nil)
        #expect(
            PlanarGeometry.crossing(ofSegment: Self.p(0, 0), Self.p(8, 0), withEdge: Self.p(0, 1), Self.p(8, 1)) == nil)
        #expect(
            PlanarGeometry.crossing(ofSegment: Self.p(0, 0), Self.p(8, 0), withEdge: Self.p(2, 0), Self.p(6, 0)) == nil)
    }

    // MARK: Winding

    static let square = [Self.p(0, 0), Self.p(10, 0), Self.p(10, 10), Self.p(0, 10)]

    @Test func aRingWindsOnceAroundAPointInsideItOneWayOrTheOther() {
        #expect(PlanarGeometry.winding(of: Self.square, around: Self.p(5, 5)) == 1)
        #expect(PlanarGeometry.winding(of: Self.square.reversed(), around: Self.p(5, 5)) == -1)
        #expect(PlanarGeometry.winding(of: Self.square, around: Self.p(15, 5)) == 0)
        #expect(PlanarGeometry.winding(of: Self.square, around: Self.p(5, -5)) == 0)
    }

    @Test func aRingGoneRoundTwiceWindsTwice() {
        #expect(PlanarGeometry.winding(of: Self.square + Self.square, around: Self.p(3, 7)) == 2)
    }

    @Test func aVertexLevelWithThePointIsCountedOnce() {
        // A diamond with its side corners on the line y = 5.
        let diamond = [Self.p(5, 0), Self.p(10, 5), Self.p(5, 10), Self.p(0, 5)]
        #expect(PlanarGeometry.winding(of: diamond, around: Self.p(5, 5)) == 1)
        #expect(PlanarGeometry.winding(of: diamond, around: Self.p(2, 5)) == 1)
        #expect(PlanarGeometry.winding(of: diamond, around: Self.p(12, 5)) == 0)
        #expect(PlanarGeometry.winding(of: diamond, around: Self.p(-3, 5)) == 0)
    }

    @Test func anEdgeCountsWhereTheRayToItsRightCrossesIt() {
        // An edge counts when the ray from the point towards growing x crosses it: +1 when the
        // edge goes towards growing y, −1 when it comes back.
        #expect(PlanarGeometry.winding(ofEdge: Self.p(10, 0), Self.p(10, 10), around: Self.p(5, 5)) == 1)
        #expect(PlanarGeometry.winding(ofEdge: Self.p(0, 10), Self.p(0, 0), around: Self.p(-5, 5)) == -1)
        // The same edges with the point past them, and an edge along the ray.
        #expect(PlanarGeometry.winding(ofEdge: Self.p(10, 0), Self.p(10, 10), around: Self.p(15, 5)) == 0)
        #expect(PlanarGeometry.winding(ofEdge: Self.p(0, 10), Self.p(0, 0), around: Self.p(5, 5)) == 0)
        #expect(PlanarGeometry.winding(ofEdge: Self.p(0, 5), Self.p(10, 5), around: Self.p(5, 5)) == 0)
        #expect(PlanarGeometry.winding(of: [], around: Self.p(0, 0)) == 0)
    }
}
