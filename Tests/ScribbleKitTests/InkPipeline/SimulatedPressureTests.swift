import Testing

@testable import ScribbleKit

@Suite struct SimulatedPressureTests {
    /// Samples along the x axis, `step` units and `interval` seconds apart.
    static func line(count: Int, step: Double, interval: Double) -> InkBuffer<InkSample> {
        InkBuffer((0..<count).map { InkSample(x: Double($0) * step, y: 0, t: Double($0) * interval, pressure: 0) })
    }

    /// The pressures of a whole stroke.
    static func pressures(_ samples: InkBuffer<InkSample>, width: Double = 2, timed: Bool = true) -> [Double] {
        var simulated = SimulatedPressure(width: width, timed: timed)
        simulated.resolve(samples, upTo: samples.count, isWhole: true)
        return samples.array.map(\.pressure)
    }

    @Test func theNominalSpeedDrawsAtHalfPressure() {
        // 400 units/s: 5 units every 1/80 s.
        let pressures = Self.pressures(Self.line(count: 30, step: 5, interval: 1.0 / 80))
        #expect(pressures.allSatisfy { isClose($0, 0.5, within: 1e-12) })
    }

    @Test(arguments: [(100.0, 0.8), (1200.0, 0.25), (400.0 / 3, 0.75)] as [(Double, Double)])
    func aSteadySpeedDrawsAtItsTarget(speed: Double, target: Double) {
        // v₀ / (v₀ + v); a start that covers the settling stretch starts on the target.
        let pressures = Self.pressures(Self.line(count: 40, step: speed / 100, interval: 0.01))
        #expect(pressures.allSatisfy { isClose($0, target, within: 1e-12) })
    }

    @Test func thePressureSettlesInProportionToDistance() {
        // Slow for a while (target 0.8), then fast (target 0.25): each step moves the pressure
        // step / settling length of the way, with settling length max(4, 3·width) = 6.
        let slow = (0..<10).map { InkSample(x: Double($0), y: 0, t: Double($0) / 100, pressure: 0) }
        let fast = (1...10).map { InkSample(x: 9 + Double($0) * 3, y: 0, t: 0.09 + Double($0) / 400, pressure: 0) }
        let pressures = Self.pressures(InkBuffer(slow + fast), width: 2)
        #expect(pressures.prefix(10).allSatisfy { isClose($0, 0.8, within: 1e-12) })
        var expected = 0.8
        for (index, pressure) in pressures.dropFirst(10).enumerated() {
            expected += (0.25 - expected) * 0.5
            #expect(isClose(pressure, expected, within: 1e-12), "sample \(index + 10)")
        }
    }

    @Test func anUntimedStrokeIsTakenAt120Hz() {
        // 10/3 units a sample at 120 Hz is the nominal 400 units/s, whatever the times say.
        let samples = InkBuffer((0..<20).map { InkSample(x: Double($0) * 10 / 3, y: 0, t: 0, pressure: 0) })
        #expect(Self.pressures(samples, timed: false).allSatisfy { isClose($0, 0.5, within: 1e-12) })
    }

    @Test func samplesAtOneInstantAreTakenAQuarterOfAFrameApart() {
        // 1/480 s between samples with equal times: 5/6 units a sample is 400 units/s.
        let samples = InkBuffer((0..<20).map { InkSample(x: Double($0) * 5 / 6, y: 0, t: 0.5, pressure: 0) })
        #expect(Self.pressures(samples).allSatisfy { isClose($0, 0.5, within: 1e-12) })
    }

    @Test func aDotIsHalfPressure() {
        #expect(Self.pressures(InkBuffer([InkSample(x: 3, y: 3, t: 0, pressure: 0.9)])) == [0.5])
    }

    @Test func aStrokeThatBarelyMovesStaysNearHalf() {
        // 1 unit in 0.1 s (10 units/s, target ≈ 0.976) over a settling length of 6: a sixth of the way.
        let pressures = Self.pressures(Self.line(count: 2, step: 1, interval: 0.1))
        let target = 400.0 / 410
        let start = 0.5 + (target - 0.5) / 6
        #expect(isClose(pressures[0], start, within: 1e-12))
        #expect(isClose(pressures[1], start + (target - start) / 6, within: 1e-12))
    }

    @Test func aPauseInPlaceLeavesThePressureAsItWas() {
        var points = (0..<10).map { InkSample(x: Double($0) * 4, y: 0, t: Double($0) / 100, pressure: 0) }
        points += (1...5).map { InkSample(x: 36, y: 0, t: 0.09 + Double($0) / 10, pressure: 0) }
        let pressures = Self.pressures(InkBuffer(points))
        #expect(pressures.suffix(6).allSatisfy { $0 == pressures[9] })
    }

    @Test func theFirstPressureWaitsForTheSettlingStretch() {
        // Settling length 6: after 4 units nothing is resolved; after 8 the first ones are.
        let samples = Self.line(count: 12, step: 2, interval: 0.01)
        var simulated = SimulatedPressure(width: 2, timed: true)
        simulated.resolve(samples, upTo: 3, isWhole: false)
        #expect(simulated.resolved == 0)
        simulated.resolve(samples, upTo: 5, isWhole: false)
        #expect(simulated.resolved == 5)
    }

    @Test func resolvingInPiecesIsResolvingAtOnce() {
        let points = (0..<40).map { index -> InkSample in
            let x = Double(index * index % 17) * 1.5
            let t = Double(index) / 120 + Double(index % 3) * 0.002
            return InkSample(x: x, y: Double(index) * 2, t: t, pressure: 0)
        }
        let whole = Self.pressures(InkBuffer(points))
        let pieces = InkBuffer(points)
        var simulated = SimulatedPressure(width: 2, timed: true)
        for end in stride(from: 2, through: 40, by: 3) { simulated.resolve(pieces, upTo: end, isWhole: false) }
        simulated.resolve(pieces, upTo: 40, isWhole: true)
        #expect(pieces.array.map(\.pressure) == whole)
    }

    @Test func theSettlingLengthIsAFewWidthsAndAtLeastFour() {
        #expect(SimulatedPressure(width: 5, timed: true).settlingLength == 15)
        #expect(SimulatedPressure(width: 1, timed: true).settlingLength == 4)
        #expect(SimulatedPressure(width: .nan, timed: true).settlingLength == 4)
        #expect(SimulatedPressure(width: .infinity, timed: true).settlingLength == 4)
    }
}
