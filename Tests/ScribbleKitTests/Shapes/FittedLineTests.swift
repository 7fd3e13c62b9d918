import Foundation
import Testing

@testable import ScribbleKit

@Suite struct FittedLineTests {
    /// Whether two unit directions are the same line's, either way round.
    static func isSameAxis(_ a: Vector, _ b: Vector) -> Bool {
        abs(a.cross(b)) < 1e-12 && abs(abs(a.dot(b)) - 1) < 1e-12
    }

    @Test(arguments: [0.0, 0.3, Double.pi / 2, 2.5, -1.2])
    func pointsOnALineGiveThatLine(angle: Double) throws {
        let direction = Vector(dx: cos(angle), dy: sin(angle))
        let points = [-7.0, -1, 0.5, 3, 11].map { Point(x: 4, y: -2) + direction * $0 }
        let line = try #require(FittedLine(points))
        #expect(Self.isSameAxis(line.direction, direction))
        // Through the centroid: 6.5/5 along the direction from (4, −2).
        #expect(isClose(line.point, Point(x: 4, y: -2) + direction * 1.3, within: 1e-12))
        #expect(points.allSatisfy { line.distance(to: $0) < 1e-12 })
    }

    @Test func theLineIsTheTotalLeastSquaresOne() throws {
        // Symmetric scatter either side of the diagonal y = x: the fit is the diagonal itself,
        // which ordinary least squares in y would tilt.
        let points = [
            Point(x: 0, y: 1), Point(x: 1, y: 0), Point(x: 4, y: 5), Point(x: 5, y: 4), Point(x: 9, y: 10),
            Point(x: 10, y: 9),
        ]
        let line = try #require(FittedLine(points))
        #expect(Self.isSameAxis(line.direction, Vector(dx: 1, dy: 1).normalized))
        #expect(isClose(line.point, Point(x: 29.0 / 6, y: 29.0 / 6), within: 1e-12))
        // Each point is √2/2 off it, square to the line.
        #expect(points.allSatisfy { isClose(line.distance(to: $0), 0.5.squareRoot(), within: 1e-12) })
    }

    @Test func tooFewOrCoincidentPointsHaveNoLine() {
        #expect(FittedLine([Point]()) == nil)
        #expect(FittedLine([Point(x: 1, y: 1)]) == nil)
        #expect(FittedLine([Point(x: 1, y: 1), Point(x: 1, y: 1), Point(x: 1, y: 1)]) == nil)
        #expect(FittedLine([Point(x: 0, y: 0), Point(x: .infinity, y: 0)]) == nil)
    }

    @Test func distancePositionAndProjection() {
        let line = FittedLine(point: Point(x: 1, y: 1), direction: Vector(dx: 0.6, dy: 0.8))
        let other = Point(x: 4, y: 1)
        // (3, 0) from the line's point: 1.8 along it, 2.4 across.
        #expect(isClose(line.position(of: other), 1.8, within: 1e-12))
        #expect(isClose(line.distance(to: other), 2.4, within: 1e-12))
        #expect(isClose(line.projection(of: other), Point(x: 1 + 1.8 * 0.6, y: 1 + 1.8 * 0.8), within: 1e-12))
    }

    @Test func twoLinesMeetWhereBothRun() throws {
        let horizontal = FittedLine(point: Point(x: -3, y: 2), direction: Vector(dx: 1, dy: 0))
        let slanted = FittedLine(point: Point(x: 0, y: 0), direction: Vector(dx: 1, dy: 1).normalized)
        #expect(isClose(try #require(horizontal.intersection(with: slanted)), Point(x: 2, y: 2), within: 1e-12))
        #expect(isClose(try #require(slanted.intersection(with: horizontal)), Point(x: 2, y: 2), within: 1e-12))
    }

    @Test func parallelLinesDoNotMeet() {
        let a = FittedLine(point: Point(x: 0, y: 0), direction: Vector(dx: 1, dy: 0))
        let b = FittedLine(point: Point(x: 0, y: 5), direction: Vector(dx: -1, dy: 0))
        #expect(a.intersection(with: b) == nil)
        let nearly = FittedLine(point: Point(x: 0, y: 5), direction: Vector(dx: 1, dy: 1e-12).normalized)
        #expect(a.intersection(with: nearly) == nil)
    }
}
