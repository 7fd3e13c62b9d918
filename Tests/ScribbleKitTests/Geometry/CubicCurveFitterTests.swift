import Foundation
import Testing

@testable import ScribbleKit

@Suite struct CubicCurveFitterTests {
    /// The elements fitted to `points`, first to last, with the given end tangents.
    static func fit(
        _ points: [Point], tolerance: Double, startTangent: Vector, endTangent: Vector
    ) -> [CurvePath.Element] {
        var elements: [CurvePath.Element] = []
        CubicCurveFitter(tolerance: tolerance).fit(
            points, from: 0, to: points.count - 1, startTangent: startTangent, endTangent: endTangent,
            into: &elements)
        return elements
    }

    /// Points along the fitted elements from `start`, 64 to an element.
    static func trace(_ elements: [CurvePath.Element], from start: Point) -> [Point] {
        var trace = [start]
        var current = start
        for element in elements {
            switch element {
            case .line(let end):
                trace.append(end)
                current = end
            case .cubic(let c1, let c2, let end):
                let bezier = CubicBezier(current, c1, c2, end)
                trace += (1...64).map { bezier.point(at: Double($0) / 64) }
                current = end
            case .move, .close:
                Issue.record("the fitter writes only lines and cubics")
            }
        }
        return trace
    }

    /// The end points of the elements.
    static func ends(_ elements: [CurvePath.Element]) -> [Point] {
        elements.compactMap { element in
            switch element {
            case .line(let end), .cubic(_, _, let end): end
            case .move, .close: nil
            }
        }
    }

    /// The greatest distance from any point of `a` to the polyline `b`.
    static func farthest(_ a: [Point], from b: [Point]) -> Double {
        a.map { InkTestSupport.distance(from: $0, toPolyline: b) }.max() ?? 0
    }

    // MARK: Lines

    @Test func twoPointsAreALine() {
        let elements = Self.fit(
            [Point(x: 0, y: 0), Point(x: 3, y: 4)], tolerance: 0.1, startTangent: Vector(dx: 0, dy: 1),
            endTangent: Vector(dx: 1, dy: 0))
        #expect(elements == [.line(to: Point(x: 3, y: 4))])
    }

    @Test func pointsOnALineAreOneLine() {
        let points = (0...20).map { Point(x: Double($0 * $0) * 0.1, y: 2 - Double($0 * $0) * 0.05) }
        let tangent = (points[20] - points[0]).normalized
        let elements = Self.fit(points, tolerance: 0.01, startTangent: tangent, endTangent: -tangent)
        #expect(elements == [.line(to: points[20])])
    }

    @Test func aLineMayStrayAQuarterOfTheTolerance() {
        // A bump of 0.24 under a tolerance of 1 is a line; one of 0.26 is not.
        let flat = [Point(x: 0, y: 0), Point(x: 5, y: 0.24), Point(x: 10, y: 0)]
        #expect(
            Self.fit(flat, tolerance: 1, startTangent: Vector(dx: 1, dy: 0), endTangent: Vector(dx: -1, dy: 0)) == [
                .line(to: Point(x: 10, y: 0))
            ])
        let bent = [Point(x: 0, y: 0), Point(x: 5, y: 0.26), Point(x: 10, y: 0)]
        let elements = Self.fit(
            bent, tolerance: 1, startTangent: Vector(dx: 1, dy: 0), endTangent: Vector(dx: -1, dy: 0))
        #expect(elements.count == 1)
        guard case .cubic(_, _, let end) = elements.first else {
            Issue.record("expected one cubic, got \(elements)")
            return
        }
        #expect(end == Point(x: 10, y: 0))
    }

    // MARK: Cubics

    @Test func pointsOfOneCubicAreFittedByOneCubicCloseToIt() {
        // Chord-length parameters put the first fit 1.6 units off (worked out alongside); that is
        // within the reach of reparameterisation at a tolerance of 0.5, which brings it within.
        let original = CubicBezier(Point(x: 0, y: 0), Point(x: 10, y: 30), Point(x: 40, y: 30), Point(x: 50, y: 0))
        // Dense enough that the polyline's chords lie within the tolerance of the curve.
        let points = (0...200).map { original.point(at: Double($0) / 200) }
        let elements = Self.fit(
            points, tolerance: 0.5, startTangent: original.derivative(at: 0).normalized,
            endTangent: -original.derivative(at: 1).normalized)
        #expect(elements.count == 1)
        guard case .cubic(let c1, let c2, let end) = elements.first else {
            Issue.record("expected one cubic, got \(elements)")
            return
        }
        #expect(end == points[200])
        // The controls lie on the given tangents, near the original's.
        #expect(abs((c1 - points[0]).cross(original.control1 - original.start)) < 1e-9)
        #expect(abs((c2 - points[200]).cross(original.control2 - original.end)) < 1e-9)
        #expect(c1.distance(to: original.control1) < 1)
        #expect(c2.distance(to: original.control2) < 1)
        // And the curve is the original within the tolerance, both ways.
        let fitted = Self.trace(elements, from: points[0])
        let dense = (0...2000).map { original.point(at: Double($0) / 2000) }
        #expect(Self.farthest(points, from: fitted) <= 0.5)
        #expect(Self.farthest(fitted, from: dense) <= 0.5)
    }

    @Test func aTightToleranceSplitsWhereReparameterisingCannotReach() {
        // The same points at 0.05: the first fit is more than four tolerances off, so the run is
        // split, and every piece stays within.
        let original = CubicBezier(Point(x: 0, y: 0), Point(x: 10, y: 30), Point(x: 40, y: 30), Point(x: 50, y: 0))
        let points = (0...200).map { original.point(at: Double($0) / 200) }
        let elements = Self.fit(
            points, tolerance: 0.05, startTangent: original.derivative(at: 0).normalized,
            endTangent: -original.derivative(at: 1).normalized)
        #expect(elements.count > 1)
        let fitted = Self.trace(elements, from: points[0])
        #expect(Self.farthest(points, from: fitted) <= 0.05)
        #expect(Self.farthest(fitted, from: points) <= 0.05 * 1.001)
    }

    @Test(arguments: [0.01, 0.1, 1])
    func anArcStaysWithinTheToleranceOfItsPoints(tolerance: Double) {
        // A half circle of radius 100 as 60 points; its end tangents are the circle's.
        let points = (0...60).map { step -> Point in
            let angle = Double.pi * Double(step) / 60
            return Point(x: 100 * cos(angle), y: 100 * sin(angle))
        }
        let elements = Self.fit(
            points, tolerance: tolerance, startTangent: Vector(dx: 0, dy: 1), endTangent: Vector(dx: 0, dy: 1))
        let fitted = Self.trace(elements, from: points[0])
        #expect(Self.farthest(points, from: fitted) <= tolerance * 1.001)
        #expect(Self.farthest(fitted, from: points) <= tolerance * 1.001)
        // Every element ends on one of the points, in order, the last on the last.
        let indices = Self.ends(elements).map { end in points.firstIndex(of: end) ?? -1 }
        #expect(indices.allSatisfy { $0 >= 0 })
        #expect(zip(indices, indices.dropFirst()).allSatisfy { $0 < $1 })
        #expect(indices.last == 60)
    }

    @Test func aLooserToleranceNeedsNoMoreElements() {
        let points = (0...200).map { step -> Point in
            let x = Double(step) * 0.5
            return Point(x: x, y: 10 * sin(x / 5))
        }
        let tangent = Vector(dx: 0.5, dy: 1).normalized
        let counts = [0.01, 0.1, 1].map { tolerance in
            Self.fit(
                points, tolerance: tolerance, startTangent: tangent,
                endTangent: -(points[200] - points[199]).normalized
            ).count
        }
        #expect(counts[0] >= counts[1])
        #expect(counts[1] >= counts[2])
        #expect(counts[0] > 1)
    }

    @Test func curvesMeetSmoothlyWhereARunIsSplit() {
        // A wave too long for one cubic: each join has its two controls on one line through it.
        let points = (0...200).map { step -> Point in
            let x = Double(step) * 0.5
            return Point(x: x, y: 10 * sin(x / 5))
        }
        let elements = Self.fit(
            points, tolerance: 0.05, startTangent: Vector(dx: 0.5, dy: 1).normalized,
            endTangent: -(points[200] - points[199]).normalized)
        var joins = 0
        for (before, after) in zip(elements, elements.dropFirst()) {
            guard case .cubic(_, let incoming, let join) = before, case .cubic(let outgoing, _, _) = after else {
                continue
            }
            let back = (incoming - join).normalized
            let ahead = (outgoing - join).normalized
            #expect(abs(back.cross(ahead)) < 1e-9)
            #expect(back.dot(ahead) < 0)
            joins += 1
        }
        #expect(joins > 0)
    }

    @Test func aPartOfThePointsIsFittedFromItsFirstToItsLast() {
        let points = (0...12).map { Point(x: Double($0), y: Double($0 * $0) / 4) }
        var elements: [CurvePath.Element] = []
        let fitter = CubicCurveFitter(tolerance: 0.01)
        fitter.fit(
            points, from: 3, to: 9, startTangent: (points[4] - points[2]).normalized,
            endTangent: (points[8] - points[10]).normalized, into: &elements)
        #expect(Self.ends(elements).last == points[9])
        let fitted = Self.trace(elements, from: points[3])
        #expect(Self.farthest(Array(points[3...9]), from: fitted) <= 0.01 * 1.001)
        var none: [CurvePath.Element] = []
        fitter.fit(
            points, from: 5, to: 5, startTangent: Vector(dx: 1, dy: 0), endTangent: Vector(dx: -1, dy: 0), into: &none)
        #expect(none.isEmpty)
    }

    // MARK: Helpers

    @Test func theCentreTangentRunsFromTheNextPointToThePrevious() {
        let points = [Point(x: 0, y: 0), Point(x: 1, y: 1), Point(x: 2, y: 0)]
        #expect(CubicCurveFitter.centreTangent(points, at: 1) == Vector(dx: -1, dy: 0))
        // When the neighbours coincide, the edge back to the previous point sets it.
        let folded = [Point(x: 0, y: 0), Point(x: 3, y: 4), Point(x: 0, y: 0)]
        let tangent = CubicCurveFitter.centreTangent(folded, at: 1)
        #expect(abs(tangent.dx + 0.6) < 1e-12 && abs(tangent.dy + 0.8) < 1e-12)
    }

    @Test func theDistanceToASegmentIsToItsNearestPoint() {
        let a = Point(x: 0, y: 0)
        let b = Point(x: 10, y: 0)
        #expect(CubicCurveFitter.distance(from: Point(x: 4, y: 3), toSegment: a, b) == 3)
        #expect(CubicCurveFitter.distance(from: Point(x: -3, y: 4), toSegment: a, b) == 5)
        #expect(CubicCurveFitter.distance(from: Point(x: 13, y: -4), toSegment: a, b) == 5)
        #expect(CubicCurveFitter.distance(from: Point(x: 3, y: 4), toSegment: a, a) == 5)
    }
}
