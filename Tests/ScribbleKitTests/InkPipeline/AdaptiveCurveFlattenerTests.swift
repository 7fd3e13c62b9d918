import Foundation
import Testing

@testable import ScribbleKit

@Suite struct AdaptiveCurveFlattenerTests {
    /// The curve through `samples`, flattened whole.
    static func flatten(
        _ samples: [InkSample], tolerance: Double, pressureStep: Double = .infinity, widest: Double = 0,
        fine: AdaptiveCurveFlattener.FineStretches = .none
    ) -> [CurveSample] {
        let input = InkBuffer(samples)
        let knots = InkBuffer<CatmullRomResampler.Knot>()
        let length = CatmullRomResampler.knots(of: input, into: knots)
        let curve = InkBuffer<CurveSample>()
        var flattener = AdaptiveCurveFlattener(
            startingAt: samples[0], tolerance: tolerance, pressureStep: pressureStep, widest: widest, fine: fine,
            into: curve)
        flattener.setEnd(polylineLength: length)
        flattener.cutSpans(upTo: samples.count - 1, of: input, knots: knots, into: curve)
        flattener.finish(into: curve)
        return curve.array
    }

    static func samples(_ points: [Point], pressures: [Double]? = nil) -> [InkSample] {
        points.enumerated().map { index, point in
            InkSample(
                x: point.x, y: point.y, t: Double(index) / 100, pressure: pressures?[index] ?? 0.5,
                pointIndex: Double(index))
        }
    }

    /// A coarse circle of radius 50: 16 samples round it, the first repeated at the end.
    static let circle = Self.samples(
        (0...16).map { step in
            let angle = 2 * Double.pi * Double(step) / 16
            return Point(x: 50 * cos(angle), y: 50 * sin(angle))
        })

    @Test func aStraightRunOfSamplesStaysStraight() {
        let line = Self.samples((0..<30).map { Point(x: Double($0) * 3, y: Double($0) * 4) })
        let curve = Self.flatten(line, tolerance: 0.05)
        #expect(curve.first?.location == Point(x: 0, y: 0))
        #expect(curve.last?.location == Point(x: 87, y: 116))
        #expect(curve.count <= 3)
        #expect(curve.allSatisfy { abs(4 * $0.x - 3 * $0.y) < 1e-9 })
    }

    @Test(arguments: [0.02, 0.1, 0.5])
    func theCutCurveStaysWithinTheToleranceOfTheCurve(tolerance: Double) {
        // Against the same curve cut a hundred times finer, both ways.
        let reference = Self.flatten(Self.circle, tolerance: 1e-4).map(\.location)
        let curve = Self.flatten(Self.circle, tolerance: tolerance).map(\.location)
        #expect(curve.count < reference.count)
        let fromCurve = curve.map { InkTestSupport.distance(from: $0, toPolyline: reference) }.max() ?? 0
        let toCurve = reference.map { InkTestSupport.distance(from: $0, toPolyline: curve) }.max() ?? 0
        #expect(fromCurve <= 1e-3)
        #expect(toCurve <= tolerance * 1.01)
    }

    @Test func aTighterToleranceCutsMorePoints() {
        let counts = [0.5, 0.1, 0.02].map { Self.flatten(Self.circle, tolerance: $0).count }
        #expect(counts[0] < counts[1] && counts[1] < counts[2])
    }

    @Test func theCurvePassesThroughASharpTurnsSample() {
        let corner = Self.samples(
            (0...10).map { Point(x: Double($0) * 5, y: 0) } + (1...10).map { Point(x: 50, y: Double($0) * 5) })
        let curve = Self.flatten(corner, tolerance: 0.05)
        #expect(curve.contains { $0.location == Point(x: 50, y: 0) })
    }

    @Test func placesAlongTheCurveTimesAndIndicesRise() {
        let curve = Self.flatten(Self.circle, tolerance: 0.05)
        #expect(
            zip(curve, curve.dropFirst()).allSatisfy { $0.s < $1.s && $0.t <= $1.t && $0.pointIndex <= $1.pointIndex })
        #expect(curve.first?.pointIndex == 0)
        #expect(curve.last?.pointIndex == 16)
        // The s of each point is the length of the lines before it.
        for (a, b) in zip(curve, curve.dropFirst()) {
            #expect(isClose(b.s - a.s, a.location.distance(to: b.location), within: 1e-9))
        }
    }

    @Test func thePressureStepsNoFurtherThanAllowed() {
        // From 0.1 to 0.9 over one long straight span.
        let ramp = Self.samples([Point(x: 0, y: 0), Point(x: 100, y: 0)], pressures: [0.1, 0.9])
        let curve = Self.flatten(ramp, tolerance: 0.05, pressureStep: 0.1)
        #expect(curve.count >= 9)
        #expect(zip(curve, curve.dropFirst()).allSatisfy { abs($1.pressure - $0.pressure) <= 0.1 + 1e-12 })
        #expect(curve.allSatisfy { isClose($0.pressure, 0.1 + 0.8 * $0.x / 100, within: 1e-9) })
    }

    @Test func theTapersKeepTheirPointsClose() {
        let line = Self.samples([Point(x: 0, y: 0), Point(x: 50, y: 0), Point(x: 100, y: 0)])
        let fine = AdaptiveCurveFlattener.FineStretches(start: 10, end: 20, startGap: 1, endGap: 2)
        let xs = Self.flatten(line, tolerance: 0.05, fine: fine).map(\.x)
        for (a, b) in zip(xs, xs.dropFirst()) {
            if a < 10 { #expect(b - a <= 1 + 1e-9) }
            if b > fine.endStretchStart(polylineLength: 100) { #expect(b - a <= 2 + 1e-9) }
        }
        #expect(fine.endStretchStart(polylineLength: 100) == 76)
        // Between the stretches the straight line needs no points.
        #expect(zip(xs, xs.dropFirst()).contains { $1 - $0 > 20 })
    }

    @Test func theTurnBoundIsAtLeastTheAngle() {
        for degrees in stride(from: 0.0, through: 89, by: 7) {
            let angle = degrees * .pi / 180
            let bound = AdaptiveCurveFlattener.turnBound(Vector(dx: 2, dy: 0), Vector(dx: cos(angle), dy: sin(angle)))
            #expect(bound >= angle - 1e-12)
            #expect(bound <= angle * 1.6 + 1e-12)
        }
        #expect(AdaptiveCurveFlattener.turnBound(Vector(dx: 1, dy: 0), Vector(dx: -1, dy: 0.1)) == .pi)
        #expect(AdaptiveCurveFlattener.turnBound(.zero, Vector(dx: 1, dy: 0)) == 0)
    }
}
