import Foundation
import Testing

@testable import ScribbleKit

@Suite struct CurveThinnerTests {
    /// The samples `curve` keeps of `points` (with `pressures`, or 0.5), the first kept from the start.
    static func thin(
        _ points: [Point], pressures: [Double]? = nil, tolerance: Double, pressureStep: Double = .infinity,
        turnStep: Double = .pi, fineStart: Double = 0, fineEnd: Double = .infinity, fineStartGap: Double = .infinity,
        fineEndGap: Double = .infinity
    ) -> [CurveSample] {
        let samples = points.enumerated().map { index, point in
            CurveSample(x: point.x, y: point.y, t: Double(index), pressure: pressures?[index] ?? 0.5, s: 0)
        }
        let curve = InkBuffer([samples[0]])
        var thinner = CurveThinner(
            startingAt: samples[0], tolerance: tolerance, pressureStep: pressureStep, turnStep: turnStep,
            fineStart: fineStart, fineEnd: fineEnd, fineStartGap: fineStartGap, fineEndGap: fineEndGap)
        var place = 0.0
        for index in 1..<samples.count {
            place += points[index].distance(to: points[index - 1])
            thinner.add(samples[index], place: place, to: curve)
        }
        thinner.finish(into: curve)
        return curve.array
    }

    /// The index of each kept sample among the inputs (their times are their indices).
    static func indices(_ kept: [CurveSample]) -> [Int] { kept.map { Int($0.t) } }

    /// Whether every input lies within `tolerance` of the line between the kept samples around it.
    static func holds(_ points: [Point], _ kept: [CurveSample], within tolerance: Double) -> Bool {
        let keptIndices = indices(kept)
        for (first, last) in zip(keptIndices, keptIndices.dropFirst()) {
            let chord = [points[first], points[last]]
            for index in first...last
            where InkTestSupport.distance(from: points[index], toPolyline: chord) > tolerance * (1 + 1e-9) {
                return false
            }
        }
        return true
    }

    static let wave = (0...400).map { Point(x: Double($0) * 0.25, y: 6 * sin(Double($0) * 0.25 / 7)) }

    @Test func aStraightLineKeepsEveryLeftOutLimitAndItsEnds() {
        // No more than 64 in a row are left out, so that kept lengths follow the curve's.
        let line = (0..<100).map { Point(x: Double($0), y: 0) }
        let kept = Self.thin(line, tolerance: 0.1)
        #expect(Self.indices(kept) == [0, 64, 99])
        // Each kept sample's s is the length of the lines between kept samples.
        #expect(kept.map(\.s) == [0, 64, 99])
    }

    @Test(arguments: [0.01, 0.05, 0.3])
    func everySampleLeftOutIsWithinTheToleranceOfItsChord(tolerance: Double) {
        let kept = Self.thin(Self.wave, tolerance: tolerance)
        #expect(Self.holds(Self.wave, kept, within: tolerance))
        #expect(kept.count < Self.wave.count)
        #expect(Self.indices(kept).last == 400)
    }

    @Test func aLooserToleranceKeepsFewerSamples() {
        let counts = [0.01, 0.05, 0.3].map { Self.thin(Self.wave, tolerance: $0).count }
        #expect(counts[0] > counts[1] && counts[1] > counts[2])
    }

    @Test func aCurveThatDoublesBackKeepsItsTurningPoint() {
        // Out along x and back: the wedge alone would let the return pass.
        let points = (0...10).map { Point(x: Double($0), y: 0) } + (1...5).map { Point(x: 10 - Double($0), y: 0) }
        #expect(Self.indices(Self.thin(points, tolerance: 0.1)) == [0, 10, 15])
    }

    @Test func aSampleOnTheKeptOneIsLeftOut() {
        let points = [Point(x: 0, y: 0), Point(x: 0, y: 0), Point(x: 1, y: 0)]
        #expect(Self.indices(Self.thin(points, tolerance: 0.1)) == [0, 2])
    }

    @Test func thePressureMayStrayOnlyAStepFromTheKeptSamples() {
        let line = (0...20).map { Point(x: Double($0), y: 0) }
        let pressures = (0...20).map { Double($0) * 0.01 }
        let kept = Self.thin(line, pressures: pressures, tolerance: 0.1, pressureStep: 0.045)
        // 0.01 a sample: at most 4 steps from each kept sample.
        #expect(Self.indices(kept) == [0, 4, 8, 12, 16, 20])
    }

    @Test func theCurveTurnsByNoMoreThanTheTurnStepBetweenKeptSamples() {
        // A circle of radius 10, a sample every 0.05 rad: within a loose tolerance only the turn keeps samples.
        let arc = (0...120).map { step -> Point in
            let angle = Double(step) * 0.05
            return Point(x: 10 * cos(angle), y: 10 * sin(angle))
        }
        let kept = Self.indices(Self.thin(arc, tolerance: 5, turnStep: 0.3))
        // Pieces turn 0.05 each, so a gap spans at most 7 of the 120 (its first and last 0.3 apart).
        #expect(Double(kept.count - 1) >= 120.0 / 7)
        for (first, last) in zip(kept, kept.dropFirst()) {
            // From the first piece after a kept sample to the last piece before the next.
            let leaving = (arc[first + 1] - arc[first]).normalized
            let arriving = (arc[last] - arc[last - 1]).normalized
            #expect(acos(Swift.min(1, leaving.dot(arriving))) <= 0.3 + 1e-9)
        }
    }

    @Test func theTapersKeepSamplesCloseTogether() {
        // Gaps of at most 2 over the first 10 units, and of at most 3 past 80.
        let line = (0...100).map { Point(x: Double($0) * 0.5, y: 0) }
        let kept = Self.thin(line, tolerance: 0.1, fineStart: 10, fineEnd: 40, fineStartGap: 2, fineEndGap: 3)
        let xs = kept.map(\.x)
        for (a, b) in zip(xs, xs.dropFirst()) {
            if a < 10 { #expect(b - a <= 2) }
            if b > 40 { #expect(b - a <= 3) }
        }
        #expect(xs.first == 0 && xs.last == 50)
        // Between the stretches the gap is free to grow.
        #expect(zip(xs, xs.dropFirst()).contains { $1 - $0 > 3 })
    }
}
