import Foundation
import ScribbleKit
import Testing

@testable import ScribbleSVG

@Suite("Elliptical arcs")
struct EllipticalArcTests {
    private static func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    private static func cubics(_ arc: EllipticalArc, maximumTurn: Double = EllipticalArc.quarterTurn) -> [(
        Point, Point, Point
    )] {
        var pieces: [(Point, Point, Point)] = []
        arc.forEachCubic(maximumTurn: maximumTurn) { pieces.append(($0, $1, $2)) }
        return pieces
    }

    private static func quarterArc(largeArc: Bool, sweep: Bool) -> EllipticalArc {
        EllipticalArc(
            start: p(10, 0), end: p(0, 10), radiusX: 10, radiusY: 10, rotation: 0, largeArc: largeArc, sweep: sweep)
    }

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

    // MARK: Centre parameterisation (F.6.5)

    /// The four arcs of radius 10 from (10, 0) to (0, 10), worked by hand through F.6.5: x1′ = 5,
    /// y1′ = −5, Λ = ½, so the coefficient is ±1 and the centre is (0, 0) when the flags differ,
    /// (10, 10) when they agree; the sweep then takes the sign the sweep flag asks for.
    static let flagCombinations:
        [(largeArc: Bool, sweep: Bool, center: Point, startAngle: Double, sweepAngle: Double)] =
            [
                (false, true, p(0, 0), 0, .pi / 2),
                (true, false, p(0, 0), 0, -3 * .pi / 2),
                (true, true, p(10, 10), -.pi / 2, 3 * .pi / 2),
                (false, false, p(10, 10), -.pi / 2, -.pi / 2),
            ]

    @Test(arguments: flagCombinations)
    func theFlagsChooseTheCentreAndTheSweep(
        largeArc: Bool, sweep: Bool, center: Point, startAngle: Double, sweepAngle: Double
    ) throws {
        let form = try #require(Self.quarterArc(largeArc: largeArc, sweep: sweep).centerParameterization)
        #expect(SVG.close(form.center, center, within: 1e-12))
        #expect(form.radiusX == 10 && form.radiusY == 10)
        #expect(SVG.close(form.startAngle, startAngle, within: 1e-12))
        #expect(SVG.close(form.sweepAngle, sweepAngle, within: 1e-12))
    }

    @Test func aQuarterCircleIsTheClassicCubic() throws {
        // One piece, handles 4/3·tan(π/8) = 0.5522847498… of the radius long, along the tangents.
        let pieces = Self.cubics(Self.quarterArc(largeArc: false, sweep: true))
        let piece = try #require(pieces.first)
        #expect(pieces.count == 1)
        let handle = 10 * 0.552_284_749_830_793_4
        #expect(SVG.close(piece.0, Self.p(10, handle), within: 1e-12))
        #expect(SVG.close(piece.1, Self.p(handle, 10), within: 1e-12))
        #expect(piece.2 == Self.p(0, 10))
    }

    @Test func theLargeArcTakesThreeQuarterTurns() {
        let pieces = Self.cubics(Self.quarterArc(largeArc: true, sweep: true))
        // About (10, 10) from its top, (10, 0), through (20, 10) and (10, 20) to (0, 10).
        #expect(pieces.count == 3)
        #expect(SVG.close(pieces[0].2, Self.p(20, 10), within: 1e-12))
        #expect(SVG.close(pieces[1].2, Self.p(10, 20), within: 1e-12))
        #expect(pieces[2].2 == Self.p(0, 10))
    }

    @Test func rotationIsInDegreesAndWholeTurnsDoNothing() throws {
        // An ellipse 20 wide and 10 high turned 90° is one 10 wide and 20 high.
        let turned = EllipticalArc(
            start: .zero, end: Self.p(10, 20), radiusX: 20, radiusY: 10, rotation: 90, largeArc: false, sweep: true)
        let upright = EllipticalArc(
            start: .zero, end: Self.p(10, 20), radiusX: 10, radiusY: 20, rotation: 0, largeArc: false, sweep: true)
        let turnedForm = try #require(turned.centerParameterization)
        let uprightForm = try #require(upright.centerParameterization)
        #expect(SVG.close(turnedForm.center, uprightForm.center, within: 1e-12))
        #expect(SVG.close(turnedForm.center, Self.p(0, 20), within: 1e-12))
        var again = turned
        again.rotation = 90 + 360 * 3
        let pieces = Self.cubics(turned)
        let piecesAgain = Self.cubics(again)
        #expect(pieces.count == piecesAgain.count)
        for (a, b) in zip(pieces, piecesAgain) {
            #expect(SVG.close(a.0, b.0, within: 1e-9) && SVG.close(a.1, b.1, within: 1e-9))
            #expect(SVG.close(a.2, b.2, within: 1e-9))
        }
    }

    @Test func numbersTooLargeToSquareMakeALine() {
        let infiniteRadius = EllipticalArc(
            start: .zero, end: Self.p(10, 0), radiusX: .infinity, radiusY: 5, rotation: 0, largeArc: false, sweep: true)
        #expect(infiniteRadius.centerParameterization == nil)
        #expect(infiniteRadius.shape == .line)
        // Half the chord over the radius is 1e308, whose square is infinite.
        let farApart = EllipticalArc(
            start: Self.p(-1e308, 0), end: Self.p(1e308, 0), radiusX: 1, radiusY: 1, rotation: 0, largeArc: false,
            sweep: true)
        #expect(farApart.shape == .line)
        var called = false
        #expect(farApart.forEachCubic { _, _, _ in called = true } == .line)
        #expect(!called)
    }

    @Test func pieceCountsFollowTheTurnAskedFor() {
        let half = EllipticalArc(
            start: Self.p(10, 0), end: Self.p(-10, 0), radiusX: 10, radiusY: 10, rotation: 0, largeArc: false,
            sweep: true)
        #expect(Self.cubics(half).count == 2)
        #expect(Self.cubics(half, maximumTurn: EllipticalArc.curveTurn).count == 8)
        #expect(Self.cubics(half, maximumTurn: .pi).count == 1)
        #expect(Self.cubics(half, maximumTurn: .pi / 3).count == 3)
    }

    /// The cubic of a piece turning `turn` on the unit circle, from angle 0, and its largest radial error.
    private static func radialError(ofPieceTurning turn: Double) -> Double {
        let arc = EllipticalArc(
            start: p(1, 0), end: p(cos(turn), sin(turn)), radiusX: 1, radiusY: 1, rotation: 0, largeArc: false,
            sweep: true)
        var worst = 0.0
        arc.forEachCubic(maximumTurn: turn + 1e-6) { control1, control2, end in
            for step in 0...2000 {
                let point = SVG.cubic(p(1, 0), control1, control2, end, at: Double(step) / 2000)
                worst = max(worst, abs(point.distance(to: .zero) - 1))
            }
        }
        return worst
    }

    @Test func curveTurnPiecesStayWithinTheirStatedShareOfTheRadius() {
        // The shares EllipticalArc's documentation gives for 22.5°, 30° and 90°.
        #expect((6.0e-8...6.7e-8).contains(Self.radialError(ofPieceTurning: .pi / 8)))
        #expect((3.6e-7...3.8e-7).contains(Self.radialError(ofPieceTurning: .pi / 6)))
        #expect((2.7e-4...2.8e-4).contains(Self.radialError(ofPieceTurning: .pi / 2)))
    }

    @Test func ellipsePiecesAreTheCirclesMapped() throws {
        // Mapped back to the unit circle, each point of an ellipse's pieces is as close as a circle's.
        let arc = EllipticalArc(
            start: Self.p(30, 0), end: Self.p(-30, 0), radiusX: 30, radiusY: 7, rotation: 0, largeArc: false,
            sweep: true)
        let form = try #require(arc.centerParameterization)
        var previous = arc.start
        for piece in Self.cubics(arc, maximumTurn: EllipticalArc.curveTurn) {
            for step in 0...200 {
                let point = SVG.cubic(previous, piece.0, piece.1, piece.2, at: Double(step) / 200)
                let u = (point.x - form.center.x) / form.radiusX
                let v = (point.y - form.center.y) / form.radiusY
                #expect(abs((u * u + v * v).squareRoot() - 1) <= 6.7e-8)
            }
            previous = piece.2
        }
    }
}
