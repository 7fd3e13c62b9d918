import Foundation
import ScribbleKit
import ScribbleTestSupport
import Testing

@testable import ScribbleSVG

@Suite("SVG arcs and flattening")
struct SVGPathGeometryTests {
    private static func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    private static func cubics(_ arc: EllipticalArc) -> [(Point, Point, Point)] {
        var pieces: [(Point, Point, Point)] = []
        arc.forEachCubic { pieces.append(($0, $1, $2)) }
        return pieces
    }

    // MARK: Arcs

    @Test(arguments: [
        (p(10, 20), p(70, 80), 30.0, 40.0, 15.0, true, false),
        (p(0, 0), p(100, 0), 50.0, 50.0, 0.0, false, true),
        (p(-5, 3), p(7, -11), 4.0, 9.0, -75.0, true, true),
        (p(1e6, 1e6), p(1e6 + 0.3, 1e6 - 0.1), 0.5, 0.2, 200.0, false, false),
    ])
    func arcEndpointsAreExact(
        start: Point, end: Point, rx: Double, ry: Double, rotation: Double, large: Bool, sweep: Bool
    ) throws {
        let arc = EllipticalArc(
            start: start, end: end, radiusX: rx, radiusY: ry, rotation: rotation, largeArc: large, sweep: sweep)
        let pieces = Self.cubics(arc)
        #expect((1...4).contains(pieces.count))
        #expect(try #require(pieces.last).2 == end)
        let polyline = try #require(
            SVGPath(segments: [
                .move(to: start),
                .arc(radiusX: rx, radiusY: ry, rotation: rotation, largeArc: large, sweep: sweep, to: end),
            ]).flattened().first)
        #expect(polyline.first == start)
        #expect(polyline.last == end)
    }

    @Test func halfCircleMidpointLiesOnTheCircle() throws {
        // From (0,0) to (20,0) with radius 10: centre (10,0); sweep 1 turns through positive angles
        // (clockwise on a y-down screen), so the way round passes over the top at (10,-10).
        let arc = EllipticalArc(
            start: .zero, end: Self.p(20, 0), radiusX: 10, radiusY: 10, rotation: 0, largeArc: false, sweep: true)
        let center = try #require(arc.centerParameterization)
        #expect(SVG.close(center.center, Self.p(10, 0)))
        #expect(SVG.close(abs(center.sweepAngle), .pi))
        let pieces = Self.cubics(arc)
        #expect(pieces.count == 2)
        #expect(SVG.close(pieces[0].2, Self.p(10, -10), within: 1e-12))
        let other = EllipticalArc(
            start: .zero, end: Self.p(20, 0), radiusX: 10, radiusY: 10, rotation: 0, largeArc: false, sweep: false)
        #expect(SVG.close(Self.cubics(other)[0].2, Self.p(10, 10), within: 1e-12))
        // The cubics' own midpoints stray from the circle by no more than a quarter-turn cubic does (2.7e-4 r).
        var previous = Point.zero
        for piece in pieces {
            let middle = SVG.cubic(previous, piece.0, piece.1, piece.2, at: 0.5)
            #expect(abs(middle.distance(to: Self.p(10, 0)) - 10) <= 10 * 2.8e-4)
            previous = piece.2
        }
    }

    @Test func outOfRangeRadiiAreScaledUp() throws {
        // Radius 1 cannot span 10 units: F.6.6 scales it to 5, a half circle about (5, 0).
        let arc = EllipticalArc(
            start: .zero, end: Self.p(10, 0), radiusX: 1, radiusY: 1, rotation: 0, largeArc: false, sweep: true)
        let center = try #require(arc.centerParameterization)
        #expect(SVG.close(center.radiusX, 5, within: 1e-12))
        #expect(SVG.close(center.radiusY, 5, within: 1e-12))
        #expect(SVG.close(center.center, Self.p(5, 0), within: 1e-12))
        let polyline = try #require(try SVGPath(parsing: "M 0 0 A 1 1 0 0 1 10 0").flattened(tolerance: 0.01).first)
        for point in polyline {
            #expect(SVG.close(point.distance(to: Self.p(5, 0)), 5, within: 0.011))
        }
        // Elliptical radii keep their ratio as they grow.
        let ellipse = try #require(
            EllipticalArc(
                start: .zero, end: Self.p(0, 10), radiusX: 2, radiusY: 1, rotation: 0, largeArc: false, sweep: true
            ).centerParameterization)
        #expect(SVG.close(ellipse.radiusX / ellipse.radiusY, 2, within: 1e-12))
        #expect(SVG.close(ellipse.radiusY, 5, within: 1e-12))
    }

    @Test func zeroRadiusIsALineAndEqualEndpointsAreNothing() throws {
        #expect(try SVGPath(parsing: "M 0 0 A 0 5 0 0 1 10 10").flattened() == [[.zero, Self.p(10, 10)]])
        #expect(try SVGPath(parsing: "M 0 0 A 5 0 0 0 1 10 10").flattened() == [[.zero, Self.p(10, 10)]])
        #expect(try SVGPath(parsing: "M 5 5 A 10 10 0 0 1 5 5").flattened().isEmpty)
        #expect(
            EllipticalArc(
                start: Self.p(5, 5), end: Self.p(5, 5), radiusX: 1, radiusY: 1, rotation: 0, largeArc: false,
                sweep: false
            ).shape == .nothing)
        // Negative radii count as their absolute values.
        #expect(
            try SVGPath(parsing: "M 0 0 A -5 -5 0 0 1 10 0").flattened()
                == SVGPath(parsing: "M 0 0 A 5 5 0 0 1 10 0").flattened())
    }

    @Test func arcsAreCutIntoQuarterTurnsAtMost() {
        let full = EllipticalArc(
            start: Self.p(10, 0), end: Self.p(-10, 0.0001), radiusX: 10, radiusY: 10, rotation: 0, largeArc: true,
            sweep: true)
        #expect(Self.cubics(full).count == 2)
        let almostFull = EllipticalArc(
            start: Self.p(10, 0), end: Self.p(9.99, -0.1), radiusX: 10, radiusY: 10, rotation: 0, largeArc: true,
            sweep: true)
        #expect(Self.cubics(almostFull).count == 4)
        let quarter = EllipticalArc(
            start: Self.p(10, 0), end: Self.p(0, 10), radiusX: 10, radiusY: 10, rotation: 0, largeArc: false,
            sweep: true)
        #expect(Self.cubics(quarter).count == 1)
    }

    @Test func rotatedArcsFollowTheirEllipse() throws {
        // An ellipse with radii 20 and 10 turned 30°: every flattened point satisfies its equation.
        let path = try SVGPath(parsing: "M 0 0 A 20 10 30 1 1 15 5")
        let arc = EllipticalArc(
            start: .zero, end: Self.p(15, 5), radiusX: 20, radiusY: 10, rotation: 30, largeArc: true, sweep: true)
        let form = try #require(arc.centerParameterization)
        let angle = 30.0 * .pi / 180
        for point in try #require(path.flattened(tolerance: 0.001).first) {
            let dx = point.x - form.center.x
            let dy = point.y - form.center.y
            let u = cos(angle) * dx + sin(angle) * dy
            let v = -sin(angle) * dx + cos(angle) * dy
            let level = (u / form.radiusX) * (u / form.radiusX) + (v / form.radiusY) * (v / form.radiusY)
            #expect(SVG.close(level, 1, within: 1e-3))
        }
    }

    // MARK: Flattening

    @Test func straightCubicsGetFewPoints() throws {
        #expect(try SVGPath(parsing: "M 0 0 C 0 0 100 0 100 0").flattened() == [[.zero, Self.p(100, 0)]])
        #expect(try SVGPath(parsing: "M 0 0 C 30 0 60 0 100 0").flattened() == [[.zero, Self.p(100, 0)]])
        #expect(try SVGPath(parsing: "M 0 0 C 10 10 90 90 100 100").flattened() == [[.zero, Self.p(100, 100)]])
        #expect(try SVGPath(parsing: "M 0 0 Q 50 0 100 0").flattened() == [[.zero, Self.p(100, 0)]])
        // A cubic that doubles back along its line is not a single chord.
        let back = try #require(try SVGPath(parsing: "M 0 0 C 200 0 -100 0 100 0").flattened().first)
        #expect(back.count > 2)
        #expect(zip(back, back.dropFirst()).contains { $1.x < $0.x })
    }

    @Test func tightCurvesGetMorePointsThanGentleOnes() throws {
        let gentle = try #require(try SVGPath(parsing: "M 0 0 C 30 1 70 1 100 0").flattened(tolerance: 0.1).first)
        let tight = try #require(try SVGPath(parsing: "M 0 0 C 0 100 100 100 100 0").flattened(tolerance: 0.1).first)
        let finer = try #require(try SVGPath(parsing: "M 0 0 C 0 100 100 100 100 0").flattened(tolerance: 0.001).first)
        #expect(gentle.count <= 6)
        #expect(tight.count > 8)
        #expect(finer.count > tight.count * 4)
    }

    @Test(arguments: [0.5, 0.1, 0.01])
    func flatteningStaysWithinTheTolerance(tolerance: Double) throws {
        var random = SeededGenerator(seed: 11)
        for _ in 0..<60 {
            let c = (0..<4).map { _ in
                Self.p(Double.random(in: -200...200, using: &random), Double.random(in: -200...200, using: &random))
            }
            let path = SVGPath(segments: [.move(to: c[0]), .cubic(control1: c[1], control2: c[2], to: c[3])])
            let polyline = try #require(path.flattened(tolerance: tolerance).first)
            #expect(polyline.first == c[0] && polyline.last == c[3])
            var worst = 0.0
            for step in 0...256 {
                let t = Double(step) / 256
                worst = max(worst, SVG.distance(from: SVG.cubic(c[0], c[1], c[2], c[3], at: t), to: polyline))
            }
            #expect(worst <= tolerance * 1.000001)
            // The chords' vertices are on the curve itself.
            #expect(polyline.count < 2000)
        }
    }

    @Test func quadraticsAndArcsStayWithinTheTolerance() throws {
        let quadratic = try #require(try SVGPath(parsing: "M 0 0 Q 100 200 200 0").flattened(tolerance: 0.05).first)
        for step in 0...200 {
            let t = Double(step) / 200
            let exact = Self.p(2 * (1 - t) * t * 100 + t * t * 200, 2 * (1 - t) * t * 200)
            #expect(SVG.distance(from: exact, to: quadratic) <= 0.05 + 1e-9)
        }
        let circle = try #require(
            try SVGPath(parsing: "M 100 0 A 100 100 0 1 1 -100 0 A 100 100 0 1 1 100 0 Z").flattened(tolerance: 0.1)
                .first)
        for (a, b) in zip(circle, circle.dropFirst()) {
            // A chord's midpoint is its furthest point from the circle.
            let middle = a.interpolated(to: b, by: 0.5)
            #expect(
                100 - middle.distance(to: .zero) <= 0.1 + 3e-2, "cubic approximation of a quarter turn adds 2.7e-4 r")
            #expect(abs(a.distance(to: .zero) - 100) <= 0.03)
        }
    }

    @Test func theToleranceHoldsAfterTheTransform() throws {
        let path = try SVGPath(parsing: "M 0 0 C 0 10 10 10 10 0")
        let small = try #require(path.flattened(tolerance: 0.1).first)
        let scaled = try #require(path.flattened(tolerance: 0.1, transform: .scale(x: 100, y: 100)).first)
        #expect(scaled.count > small.count * 4)
        #expect(scaled.last == Self.p(1000, 0))
    }

    @Test func closedSubpathsEndAtTheirStart() throws {
        #expect(
            try SVGPath(parsing: "M 0 0 L 10 0 L 10 10 Z").flattened() == [
                [.zero, Self.p(10, 0), Self.p(10, 10), .zero]
            ])
        #expect(try SVGPath(parsing: "M 0 0 L 10 0 L 0 0 Z").flattened() == [[.zero, Self.p(10, 0), .zero]])
        #expect(try SVGPath(parsing: "M 3 4 Z").flattened() == [[Self.p(3, 4), Self.p(3, 4)]])
        // Segments built by hand, without the move the parser writes after Z, still continue from the start.
        let built = SVGPath(segments: [.move(to: .zero), .line(to: Self.p(1, 0)), .close, .line(to: Self.p(0, 5))])
        #expect(built.flattened() == [[.zero, Self.p(1, 0), .zero], [.zero, Self.p(0, 5)]])
    }

    @Test func hugeCoordinatesGiveNoNaNAndFewPoints() throws {
        let data =
            "M 1e300 1e300 C -1e300 1e300 1e300 -1e300 -1e300 -1e300 A 1e300 1e300 0 0 1 1e300 0 "
            + "Q 1.7e308 -1.7e308 -1.7e308 1.7e308 A 1e-300 1e300 45 1 0 1e-300 -1e300 L 1.7976931348623157e308 0 z"
        let (path, error) = SVGPath.parse(data)
        #expect(error == nil)
        let polylines = path.flattened()
        #expect(!polylines.isEmpty)
        for polyline in polylines {
            #expect(polyline.count < 10_000)
            #expect(polyline.allSatisfy { !$0.x.isNaN && !$0.y.isNaN })
        }
        for polyline in path.flattened(tolerance: 0.1, transform: .scale(x: 1e10, y: 1e10)) {
            #expect(polyline.count < 10_000)
        }
    }
}
