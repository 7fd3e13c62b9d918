import Foundation
import Testing

@testable import ScribbleKit

@Suite struct EllipseFitTests {
    /// Points on the ellipse with this centre, radii and rotation, at parameters `angles`.
    static func points(
        center: Point, major: Double, minor: Double, rotation: Double, angles: [Double]
    ) -> [Point] {
        angles.map { angle in
            let u = major * cos(angle)
            let v = minor * sin(angle)
            return Point(
                x: center.x + u * cos(rotation) - v * sin(rotation),
                y: center.y + u * sin(rotation) + v * cos(rotation))
        }
    }

    /// Whether two axis directions are the same, either way round (an ellipse is the same turned by π).
    static func isSameAxis(_ a: Double, _ b: Double, within tolerance: Double) -> Bool {
        abs(sin(a - b)) <= tolerance
    }

    @Test(arguments: [0.0, 0.5, -1.2, 2.9])
    func pointsOnAnEllipseGiveThatEllipse(rotation: Double) throws {
        let angles = (0..<40).map { 2 * Double.pi * Double($0) / 40 }
        let points = Self.points(center: Point(x: 30, y: -10), major: 20, minor: 8, rotation: rotation, angles: angles)
        let fit = try #require(EllipseFit(points))
        #expect(isClose(fit.center, Point(x: 30, y: -10), within: 1e-6))
        #expect(isClose(fit.radii.major, 20, within: 1e-6))
        #expect(isClose(fit.radii.minor, 8, within: 1e-6))
        #expect(Self.isSameAxis(fit.rotation, rotation, within: 1e-6))
    }

    @Test func anArcOfAnEllipseIsEnoughToFindIt() throws {
        // A third of the way round, unevenly spaced.
        let angles = (0..<12).map { 0.3 + 2.1 * Double($0 * $0) / 121 }
        let points = Self.points(center: Point(x: -5, y: 7), major: 50, minor: 30, rotation: 0.2, angles: angles)
        let fit = try #require(EllipseFit(points))
        #expect(isClose(fit.center, Point(x: -5, y: 7), within: 1e-5))
        #expect(isClose(fit.radii.major, 50, within: 1e-5))
        #expect(isClose(fit.radii.minor, 30, within: 1e-5))
    }

    @Test func aCircleHasEqualRadii() throws {
        let angles = (0..<16).map { 2 * Double.pi * Double($0) / 16 }
        let points = Self.points(center: Point(x: 1e4, y: 1e4), major: 3, minor: 3, rotation: 0, angles: angles)
        let fit = try #require(EllipseFit(points))
        #expect(isClose(fit.radii.major, 3, within: 1e-6))
        #expect(isClose(fit.radii.minor, 3, within: 1e-6))
        #expect(isClose(fit.center, Point(x: 1e4, y: 1e4), within: 1e-6))
    }

    @Test func tooFewPointsOrALineHaveNoEllipse() {
        let five = Self.points(
            center: .zero, major: 2, minor: 1, rotation: 0, angles: [0, 1, 2, 3, 4].map { Double($0) })
        #expect(EllipseFit(five) == nil)
        #expect(EllipseFit((0..<10).map { Point(x: Double($0), y: 2 * Double($0)) }) == nil)
        #expect(EllipseFit([Point](repeating: Point(x: 1, y: 1), count: 8)) == nil)
        #expect(EllipseFit((0..<8).map { Point(x: Double($0), y: $0 == 3 ? .nan : 0) }) == nil)
    }

    @Test func pointsTangentsAndAnglesFollowTheParameter() throws {
        let angles = (0..<24).map { 2 * Double.pi * Double($0) / 24 }
        let fit = try #require(
            EllipseFit(Self.points(center: Point(x: 4, y: 5), major: 10, minor: 6, rotation: 0.7, angles: angles)))
        for step in 0..<12 {
            let angle = -3 + Double(step) * 0.5
            let point = fit.point(at: angle)
            // The angle of a point of the ellipse is its parameter.
            #expect(abs(sin(fit.angle(of: point) - angle)) < 1e-9)
            #expect(cos(fit.angle(of: point) - angle) > 0)
            // The tangent is the derivative of the point.
            let h = 1e-6
            let ahead = fit.point(at: angle + h)
            let behind = fit.point(at: angle - h)
            let slope = Vector(dx: (ahead.x - behind.x) / (2 * h), dy: (ahead.y - behind.y) / (2 * h))
            #expect(isClose(fit.tangent(at: angle), slope, within: 1e-6))
        }
    }

    @Test func distancesAreToTheCurve() throws {
        let angles = (0..<24).map { 2 * Double.pi * Double($0) / 24 }
        let fit = try #require(
            EllipseFit(Self.points(center: Point(x: 0, y: 0), major: 10, minor: 6, rotation: 0, angles: angles)))
        // Points on it, 3 outside along the major axis, and the centre, 6 from the ends of the minor axis.
        let distances = fit.distances(from: [fit.point(at: 0.4), Point(x: 13, y: 0), Point(x: 0, y: 0)])
        #expect(distances[0] < 10 * 3e-4)
        #expect(abs(distances[1] - 3) < 10 * 3e-4)
        #expect(abs(distances[2] - 6) < 10 * 3e-4)
    }
}
