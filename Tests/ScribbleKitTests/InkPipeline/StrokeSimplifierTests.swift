import Foundation
import Testing

@testable import ScribbleKit

@Suite struct StrokeSimplifierTests {
    /// A mouse stroke through `locations`, a hundredth of a second apart.
    static func stroke(_ locations: [Point]) -> Stroke {
        Stroke(
            points: locations.enumerated().map { StrokePoint(x: $1.x, y: $1.y, t: Double($0) * 0.01) }, device: .mouse)
    }

    static let circle = (0...120).map { step -> Point in
        let angle = 2 * Double.pi * Double(step) / 120
        return Point(x: 100 + 50 * cos(angle), y: 80 + 50 * sin(angle))
    }

    /// The greatest distance from a place on one ink centre line to the other, plus the
    /// difference of the radii there, both ways: how far an edge of the ink moved.
    static func edgeShift(_ a: [CurveSample], _ b: [CurveSample]) -> Double {
        func oneWay(_ from: [CurveSample], _ to: [CurveSample]) -> Double {
            from.map { sample in
                var best = Double.infinity
                for (p, q) in zip(to, to.dropFirst()) {
                    let edge = q.location - p.location
                    let lengthSquared = edge.lengthSquared
                    let share =
                        lengthSquared > 0
                        ? Swift.min(1, Swift.max(0, (sample.location - p.location).dot(edge) / lengthSquared)) : 0
                    let radius = p.radius + (q.radius - p.radius) * share
                    let distance = sample.location.distance(to: p.location + edge * share)
                    best = Swift.min(best, distance + abs(sample.radius - radius))
                }
                return best
            }.max() ?? 0
        }
        return Swift.max(oneWay(a, b), oneWay(b, a))
    }

    @Test func aStraightLineKeepsOnlyItsEnds() {
        let line = (0..<40).map { Point(x: Double($0) * 10, y: Double($0) * 5) }
        var options = InkOptions.default
        options.stabilizer = .none
        options.taperStart = .none
        options.taperEnd = .none
        let simplified = StrokeSimplifier(tolerance: 0.25, options: options).simplify(Self.stroke(line))
        #expect(simplified.points.map(\.location) == [Point(x: 0, y: 0), Point(x: 390, y: 195)])
        #expect(simplified.points.map(\.t) == [0, 0.39])
    }

    @Test func aStraightLineWithTapersStaysOnItsLine() {
        // The tapers' eased widths may keep a point next to each end; every point is on the line.
        let line = (0..<40).map { Point(x: Double($0) * 10, y: Double($0) * 5) }
        let simplified = StrokeSimplifier(tolerance: 0.25, options: .default).simplify(Self.stroke(line))
        #expect(simplified.points.count <= 4)
        #expect(simplified.points.allSatisfy { abs($0.y - $0.x / 2) < 0.01 })
        #expect(simplified.points.first?.location == Point(x: 0, y: 0))
        #expect(simplified.points.last?.location == Point(x: 390, y: 195))
    }

    @Test(arguments: [0.1, 0.25, 1])
    func aCircleKeepsFewerPointsAndItsInkWithinTheTolerance(tolerance: Double) {
        let original = Self.stroke(Self.circle)
        let simplifier = StrokeSimplifier(tolerance: tolerance, options: .default)
        let simplified = simplifier.simplify(original)
        #expect(simplified.points.count < original.points.count)
        #expect(simplified.points.count > 4)
        let pipeline = InkPipeline()
        let before = pipeline.inkCurve(of: original, options: .default)
        let after = pipeline.inkCurve(of: simplified, options: simplifier.simplifiedOptions)
        // Within the tolerance, give or take the rounding of the points to hundredths.
        #expect(Self.edgeShift(before, after) <= tolerance + 0.02)
    }

    @Test func aCoarseToleranceKeepsFewerPointsThanAFineOne() {
        // Not fewer at every step: past a tolerance of 1 the mean limit, a hundredth of the ink's
        // half width, decides instead of the tolerance.
        let fine = StrokeSimplifier(tolerance: 0.05, options: .default).simplify(Self.stroke(Self.circle))
        let coarse = StrokeSimplifier(tolerance: 1, options: .default).simplify(Self.stroke(Self.circle))
        #expect(coarse.points.count < fine.points.count)
    }

    @Test func thePointsAreRoundedToHundredthsAndTheirTimesToTenthsOfAMillisecond() {
        let wobbly = (0..<60).map { Point(x: Double($0) * 3.14159, y: 20 * sin(Double($0) * 0.3) + 0.123456) }
        let simplified = StrokeSimplifier(tolerance: 0.25, options: .default).simplify(Self.stroke(wobbly))
        for point in simplified.points {
            #expect(abs(point.x * 100 - (point.x * 100).rounded()) < 1e-6)
            #expect(abs(point.y * 100 - (point.y * 100).rounded()) < 1e-6)
            #expect(abs(point.t * 10_000 - (point.t * 10_000).rounded()) < 1e-6)
            #expect(point.pressure == nil)
        }
    }

    @Test func theSimplifiedStrokeIsDrawnWithoutSteadying() {
        var options = InkOptions.default
        options.stabilizer = .oneEuro(minCutoff: 1, beta: 0.01, derivativeCutoff: 1)
        options.thinning = 0.3
        let simplifier = StrokeSimplifier(tolerance: 0.25, options: options)
        var expected = options
        expected.stabilizer = .none
        #expect(simplifier.simplifiedOptions == expected)
    }

    @Test func whatDrawsNothingOrCannotBeUndoneIsKept() {
        let simplifier = StrokeSimplifier(tolerance: 0.25, options: .default)
        let dot = Self.stroke([Point(x: 4, y: 4)])
        #expect(simplifier.simplify(dot) == dot)
        var flattened = Self.stroke(Self.circle)
        flattened.transform = .scale(x: 0, y: 1)
        #expect(simplifier.simplify(flattened) == flattened)
    }
}
