import Foundation
import Testing

@testable import ScribbleKit

@Suite struct PolylineCornersTests {
    static func point(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    static func direction(degrees: Double) -> Point {
        let angle = degrees * .pi / 180
        return Point(x: cos(angle), y: sin(angle))
    }

    // MARK: Distinct points

    @Test func pointsNearTheOneKeptBeforeAreDropped() {
        // 0.05 is within 0.08 of 0; 0.1 is measured from 0 (the point kept), not from 0.05.
        let points = [Self.point(0, 0), Self.point(0.05, 0), Self.point(0.1, 0), Self.point(0.15, 0), Self.point(1, 0)]
        let kept = PolylineCorners.distinctPoints(points, spacing: 0.08, closed: false)
        #expect(kept == [Self.point(0, 0), Self.point(0.1, 0), Self.point(1, 0)])
    }

    @Test func aPointExactlyTheSpacingAwayIsDropped() {
        let kept = PolylineCorners.distinctPoints(
            [Self.point(0, 0), Self.point(3, 4), Self.point(3, 9)], spacing: 5, closed: false)
        #expect(kept == [Self.point(0, 0), Self.point(3, 9)])
    }

    @Test func pointsThatAreNotNumbersAreDropped() {
        let points = [
            Self.point(.nan, 0), Self.point(0, 0), Self.point(1, .infinity), Self.point(2, 0),
            Self.point(-.infinity, 1),
        ]
        #expect(
            PolylineCorners.distinctPoints(points, spacing: 0, closed: false) == [Self.point(0, 0), Self.point(2, 0)])
    }

    @Test func aRingAlsoDropsItsLastPointsNearTheFirst() {
        let points = [
            Self.point(0, 0), Self.point(1, 0), Self.point(1, 1), Self.point(0.02, 0.01), Self.point(0, 0),
        ]
        #expect(
            PolylineCorners.distinctPoints(points, spacing: 0.05, closed: false) == [
                Self.point(0, 0), Self.point(1, 0), Self.point(1, 1), Self.point(0.02, 0.01),
            ])
        #expect(
            PolylineCorners.distinctPoints(points, spacing: 0.05, closed: true) == [
                Self.point(0, 0), Self.point(1, 0), Self.point(1, 1),
            ])
    }

    @Test func aRingAllInOnePlaceKeepsOnePoint() {
        let points = [Self.point(2, 2), Self.point(2.01, 2), Self.point(2, 2.01)]
        #expect(PolylineCorners.distinctPoints(points, spacing: 0.1, closed: true) == [Self.point(2, 2)])
        #expect(PolylineCorners.distinctPoints([], spacing: 0.1, closed: true).isEmpty)
    }

    // MARK: Corners

    @Test func aStraightRunIsNoCorner() {
        #expect(!PolylineCorners.isCorner(Self.point(0, 0), Self.point(1, 1), Self.point(5, 5)))
    }

    @Test(arguments: [0.0, 10, 30, 44])
    func turnsUpTo45DegreesAreNoCorners(degrees: Double) {
        // A long edge in and a short one out: only the angle counts.
        #expect(!PolylineCorners.isCorner(Self.point(-10, 0), Self.point(0, 0), Self.direction(degrees: degrees)))
        #expect(!PolylineCorners.isCorner(Self.point(-10, 0), Self.point(0, 0), Self.direction(degrees: -degrees)))
    }

    @Test(arguments: [46.0, 60, 90, 135, 179, 180])
    func sharperTurnsAreCorners(degrees: Double) {
        #expect(PolylineCorners.isCorner(Self.point(-10, 0), Self.point(0, 0), Self.direction(degrees: degrees)))
        #expect(PolylineCorners.isCorner(Self.point(-10, 0), Self.point(0, 0), Self.direction(degrees: -degrees)))
    }

    @Test func theCornerAngleIs45Degrees() {
        #expect(isClose(PolylineCorners.cornerCosine, cos(Double.pi / 4), within: 1e-15))
    }

    // MARK: End tangents

    static let run = [Self.point(0, 0), Self.point(0.1, 0.1), Self.point(1, 0), Self.point(2, 0), Self.point(2, 3)]

    @Test func theEndTangentSkipsAShortFirstEdge() {
        let tangent = PolylineCorners.endTangent(Self.run, at: 0, towards: 4, reach: 0.5)
        #expect(tangent == Vector(dx: 1, dy: 0))
    }

    @Test func aLongEnoughFirstEdgeSetsTheEndTangent() {
        let tangent = PolylineCorners.endTangent(Self.run, at: 0, towards: 4, reach: 0.1)
        let half = 0.5.squareRoot()
        #expect(abs(tangent.dx - half) < 1e-12 && abs(tangent.dy - half) < 1e-12)
    }

    @Test func theEndTangentCanPointBackwards() {
        // From the last point back towards the first: the edge to (2, 0) is 3 long.
        #expect(PolylineCorners.endTangent(Self.run, at: 4, towards: 0, reach: 1) == Vector(dx: 0, dy: -1))
        // From (2, 0) back, with a reach beyond (1, 0) and (0.1, 0.1): the direction to (0, 0).
        #expect(PolylineCorners.endTangent(Self.run, at: 3, towards: 0, reach: 1.95) == Vector(dx: -1, dy: 0))
    }

    @Test func aReachBeyondTheRunStopsAtItsOtherEnd() {
        let tangent = PolylineCorners.endTangent(Self.run, at: 0, towards: 2, reach: 100)
        #expect(tangent == Vector(dx: 1, dy: 0))
    }
}
