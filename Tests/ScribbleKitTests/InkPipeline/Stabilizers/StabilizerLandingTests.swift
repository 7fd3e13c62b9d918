import Testing

@testable import ScribbleKit

@Suite struct StabilizerLandingTests {
    @Test func stabilizersKeepTheEnds() {
        let input = StabilizerRun.samples([0, 1, 5, 6, 10, 11, 20])
        let filters: [(InkBuffer<InkSample>, InkBuffer<InkSample>) -> Void] = [
            { StreamlineFilter(amount: 0.8).apply($0, into: $1) },
            { OneEuroFilter(minCutoff: 0.5, beta: 0, derivativeCutoff: 1).apply($0, into: $1) },
            { MovingAverageFilter(window: 4).apply($0, into: $1) },
        ]
        for filter in filters {
            let buffer = InkBuffer<InkSample>()
            filter(InkBuffer(input), buffer)
            let output = buffer.array
            #expect(output.first?.x == 0)
            #expect(output.last?.x == 20)
            #expect(zip(output, output.dropFirst()).allSatisfy { !$0.hasSameLocation(as: $1) })
        }
    }

    @Test func landingEndsOnTheLiftWithoutAHook() {
        // A slow stop after a fast stroke: the 1€ filter lags by many samples.
        let fast = (0..<40).map { Double($0) * 3 }
        let slow = (1...20).map { 117 + Double($0) * 0.1 }
        let input = fast + slow
        let output = StabilizerRun.run(
            OneEuroFilter(minCutoff: 0.5, beta: 0.001, derivativeCutoff: 1).apply,
            StabilizerRun.samples(input, interval: 1.0 / 120))
        #expect(output.last?.x == input.last)
        // Steps never grow at the end: no jump onto the lift.
        let steps = zip(output, output.dropFirst()).map { $1.x - $0.x }
        #expect(steps.allSatisfy { $0 >= 0 })
        let lastSteps = steps.suffix(10).max() ?? 0
        let earlierSteps = steps.suffix(20).prefix(10).max() ?? 0
        #expect(lastSteps < 3 * earlierSteps)
    }

    @Test func theLandingIsThreeLagsPlusOne() {
        // The lag of a filter moving a share α of the way is (1 − α)/α samples.
        #expect(StabilizerLanding.landingLength(alpha: 1) == 1)
        #expect(StabilizerLanding.landingLength(alpha: 0.5) == 4)
        #expect(StabilizerLanding.landingLength(alpha: 0.25) == 10)
        #expect(StabilizerLanding.landingLength(alpha: 0.75) == 2)
    }

    @Test func theLandingIsHeldTo32() {
        #expect(StabilizerLanding.landingLength(alpha: 0.01) == 32)
        #expect(StabilizerLanding.landingLength(alpha: 1e-300) == 32)
        #expect(StabilizerLanding.landingLength(alpha: .leastNonzeroMagnitude) == 32)
        #expect(StabilizerLanding.landingLength(alpha: 0) == 32)
        #expect(StabilizerLanding.landingLength(alpha: -1) == 32)
        #expect(StabilizerLanding.landingLength(alpha: .nan) == 32)
        #expect(StabilizerLanding.landingLength(alpha: .infinity) == 32)
    }

    /// A buffer of samples at `xs`, all at height 0.
    static func buffer(_ xs: [Double]) -> InkBuffer<InkSample> {
        InkBuffer(StabilizerRun.samples(xs))
    }

    @Test func theLastPointsAreDrawnOverBySmoothstepWeights() {
        // Over 4 points the weights are s(w) = w²(3 − 2w) at w = ¼, ½, ¾, 1.
        let output = Self.buffer([0, 0, 0, 0, 0, 0])
        let input = InkBuffer((0..<6).map { InkSample(x: 100, y: -40, t: Double($0), pressure: 0.5) })
        StabilizerLanding.land(output, from: 0, on: input, count: 6, over: 4)
        #expect(output.array.map(\.x) == [0, 0, 15.625, 50, 84.375, 100])
        #expect(output.array.map(\.y) == [0, 0, -6.25, -20, -33.75, -40])
    }

    @Test func aHeldPartOfTheStrokeIsLandedAtItsOffset() {
        // The output holds the steadied points from index 3 of 7; the last 3 land.
        let output = Self.buffer([30, 40, 50, 60])
        let input = Self.buffer([0, 10, 20, 30, 80, 100, 120])
        StabilizerLanding.land(output, from: 3, on: input, count: 7, over: 3)
        // Weights at w = ⅓, ⅔, 1: 7/27, 20/27, 1.
        let expected = [30, 40 + 40 * 7.0 / 27, 50 + 50 * 20.0 / 27, 120]
        #expect(zip(output.array.map(\.x), expected).allSatisfy { isClose($0, $1, within: 1e-12) })
    }

    @Test func aLandingLongerThanTheStrokeCoversAllOfIt() {
        let output = Self.buffer([0, 0])
        StabilizerLanding.land(output, from: 0, on: Self.buffer([10, 10]), count: 2, over: 32)
        // Weights at w = ½ and 1.
        #expect(output.array.map(\.x) == [5, 10])
    }

    @Test func aLandingOfNothingChangesNothing() {
        let output = Self.buffer([1, 2, 3])
        StabilizerLanding.land(output, from: 0, on: Self.buffer([4, 5, 6]), count: 3, over: 0)
        #expect(output.array.map(\.x) == [1, 2, 3])
    }

    @Test func theLastPointIsTheLiftWhateverTheRounding() {
        let output = Self.buffer([0.1, 0.2, 0.3])
        let input = Self.buffer([0.7, 1.0 / 3, 2.0 / 3])
        StabilizerLanding.land(output, from: 0, on: input, count: 3, over: 3)
        #expect(output[2].x == 2.0 / 3)
    }
}
