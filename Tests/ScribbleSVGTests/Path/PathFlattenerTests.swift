import Foundation
import ScribbleKit
import ScribbleTestSupport
import Testing

@testable import ScribbleSVG

@Suite("Path flattening")
struct PathFlattenerTests {
    private static func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    private static func flattener(
        _ data: String, tolerance: Double = 0.1, transform: Transform = .identity, pointLimit: Int = .max,
        keepsCurves: Bool = false, curveElementLimit: Int = .max
    ) throws -> PathFlattener {
        var flattener = PathFlattener(
            tolerance: tolerance, transform: transform, pointLimit: pointLimit, keepsCurves: keepsCurves,
            curveElementLimit: curveElementLimit)
        flattener.add(try SVGPath(parsing: data).segments)
        return flattener
    }

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

    @Test(arguments: [0.0, -1.0, Double.nan, Double.infinity])
    func aToleranceThatIsNotPositiveAndFiniteIsATenth(tolerance: Double) throws {
        let path = try SVGPath(parsing: "M 0 0 C 0 100 100 100 100 0")
        #expect(path.flattened(tolerance: tolerance) == path.flattened(tolerance: 0.1))
    }

    @Test func loneMovesDrawNothing() throws {
        var flattener = try Self.flattener("M 1 1 M 2 2 L 3 3 M 4 4")
        #expect(flattener.finish() == [[Self.p(2, 2), Self.p(3, 3)]])
    }

    @Test func thePointLimitStopsTheFlattener() throws {
        var flattener = try Self.flattener("M 0 0 L 1 0 L 2 0 L 3 0 M 5 5 L 6 6", pointLimit: 3)
        #expect(flattener.exceededPointLimit)
        #expect(flattener.finish() == [[.zero, Self.p(1, 0), Self.p(2, 0)]])
        var roomy = try Self.flattener("M 0 0 L 1 0 L 2 0 L 3 0", pointLimit: 4)
        #expect(!roomy.exceededPointLimit)
        #expect(roomy.finish() == [[.zero, Self.p(1, 0), Self.p(2, 0), Self.p(3, 0)]])
    }

    @Test func aCurveIsCutIntoNoMoreThanTheDeepestHalving() throws {
        let polyline = try #require(
            try SVGPath(parsing: "M 0 0 C 0 1e6 1e6 1e6 1e6 0").flattened(tolerance: 1e-9).first)
        #expect(polyline.count == (1 << PathFlattener.maximumDepth) + 1)
    }

    @Test func keptCurvesAreTheExactGeometryMapped() throws {
        // The quadratic from (10, 0) about (20, 0) to (20, 10) raised to a cubic: controls two thirds
        // of the way to its control point, (16.67, 0) and (20, 3.33); then moved 5 to the right.
        var flattener = try Self.flattener(
            "M 0 0 L 10 0 Q 20 0 20 10 Z", transform: .translation(x: 5, y: 0), keepsCurves: true)
        let polylines = flattener.finish()
        #expect(polylines.count == 1)
        #expect(polylines[0].first == Self.p(5, 0) && polylines[0].last == Self.p(5, 0))
        let elements = try #require(flattener.curves.first).elements
        #expect(flattener.curves.count == 1)
        #expect(elements.count == 4)
        #expect(elements[0] == .move(to: Self.p(5, 0)))
        #expect(elements[1] == .line(to: Self.p(15, 0)))
        guard case .cubic(let control1, let control2, let end) = elements[2] else {
            Issue.record("expected a cubic, got \(elements[2])")
            return
        }
        #expect(SVG.close(control1, Self.p(5 + 10 + 20.0 / 3, 0), within: 1e-12))
        #expect(SVG.close(control2, Self.p(25, 10.0 / 3), within: 1e-12))
        #expect(end == Self.p(25, 10))
        #expect(elements[3] == .close)
    }

    @Test func keptArcsArePiecesOfASixteenthTurn() throws {
        var flattener = try Self.flattener("M 10 0 A 10 10 0 0 1 -10 0 A 0 3 0 0 1 -10 10", keepsCurves: true)
        _ = flattener.finish()
        let elements = try #require(flattener.curves.first).elements
        // The move, a half turn in eight cubics, and the arc with a zero radius as the line it is.
        #expect(elements.count == 10)
        #expect(elements.dropFirst().prefix(8).allSatisfy { if case .cubic = $0 { true } else { false } })
        #expect(elements.last == .line(to: Self.p(-10, 10)))
    }

    @Test func theCurveElementLimitStopsTheFlattenerToo() throws {
        var flattener = try Self.flattener("M 0 0 L 1 0 L 2 0 L 3 0", keepsCurves: true, curveElementLimit: 2)
        #expect(flattener.exceededPointLimit)
        _ = flattener.finish()
        #expect(flattener.curves.first?.elements == [.move(to: .zero), .line(to: Self.p(1, 0))])
    }

    @Test func curvesAreOnlyKeptWhenAsked() throws {
        var flattener = try Self.flattener("M 0 0 Q 5 5 10 0")
        #expect(flattener.finish().count == 1)
        #expect(flattener.curves.isEmpty)
    }

    static let segmentDistances: [(point: Point, a: Point, b: Point, squared: Double)] = [
        (p(5, 3), p(0, 0), p(10, 0), 9),
        (p(-3, 4), p(0, 0), p(10, 0), 25),
        (p(13, -4), p(0, 0), p(10, 0), 25),
        (p(3, 4), p(0, 0), p(0, 0), 25),
        (p(0, 2), p(-1, 1), p(1, -1), 2),
    ]

    @Test(arguments: segmentDistances)
    func distancesToASegmentAreToItsNearestPoint(point: Point, a: Point, b: Point, squared: Double) {
        #expect(SVG.close(PathFlattener.distanceSquared(from: point, toSegment: a, b), squared, within: 1e-12))
    }
}
