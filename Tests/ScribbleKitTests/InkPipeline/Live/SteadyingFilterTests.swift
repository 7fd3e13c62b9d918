import Testing

@testable import ScribbleKit

@Suite struct SteadyingFilterTests {
    static let stabilizers: [InkOptions.Stabilizer] = [
        .none, .streamline(0.6), .oneEuro(minCutoff: 0.8, beta: 0.02, derivativeCutoff: 1), .movingAverage(window: 5),
    ]

    static let wiggle = (0..<50).map { index -> InkSample in
        let x = Double(index) * 2.5 + Double(index % 3)
        let y = Double(index * index % 11)
        return InkSample(x: x, y: y, t: Double(index) / 120, pressure: 0.5, pointIndex: Double(index))
    }

    @Test func eachStabilizerBecomesItsFilter() {
        guard case .none = SteadyingFilter(.none) else {
            Issue.record("none")
            return
        }
        guard case .streamline(let streamline) = SteadyingFilter(.streamline(0.6)) else {
            Issue.record("streamline")
            return
        }
        #expect(streamline.factor == StreamlineFilter(amount: 0.6).factor)
        guard case .oneEuro(let oneEuro) = SteadyingFilter(.oneEuro(minCutoff: 0.8, beta: 0.02, derivativeCutoff: 3))
        else {
            Issue.record("1€")
            return
        }
        #expect(oneEuro.minCutoff == 0.8 && oneEuro.beta == 0.02 && oneEuro.derivativeCutoff == 3)
        guard case .movingAverage(let average) = SteadyingFilter(.movingAverage(window: 5)) else {
            Issue.record("moving average")
            return
        }
        #expect(average.window == 5)
    }

    @Test func theSettlingMarginIsTheLandingsReach() {
        #expect(SteadyingFilter(.none).settlingMargin == 0)
        #expect(SteadyingFilter(.movingAverage(window: 9)).settlingMargin == 0)
        #expect(SteadyingFilter(.streamline(0.6)).settlingMargin == StreamlineFilter(amount: 0.6).landingLength)
        #expect(SteadyingFilter(.oneEuro(minCutoff: 1, beta: 0, derivativeCutoff: 1)).settlingMargin == 32)
    }

    @Test func withoutAStabilizerTheSamplesGoThroughAsTheyAre() {
        var filter = SteadyingFilter(.none)
        let output = InkBuffer<InkSample>()
        filter.steadyWhole(InkBuffer(Self.wiggle), into: output)
        #expect(output.array == Self.wiggle)
    }

    @Test(arguments: stabilizers)
    func steadyingInPiecesIsSteadyingAtOnce(_ stabilizer: InkOptions.Stabilizer) {
        // The samples taken a few at a time give the same filtered samples, and the same end.
        let input = InkBuffer(Self.wiggle)
        var whole = SteadyingFilter(stabilizer)
        let wholeOutput = InkBuffer<InkSample>()
        whole.steady(input, from: 0, to: input.count, into: wholeOutput)
        whole.end(input, count: input.count, output: wholeOutput, from: 0)

        var pieces = SteadyingFilter(stabilizer)
        let piecesOutput = InkBuffer<InkSample>()
        var from = 0
        for to in [1, 2, 7, 8, 20, 33, 50] {
            pieces.steady(input, from: from, to: to, into: piecesOutput)
            from = to
        }
        pieces.end(input, count: input.count, output: piecesOutput, from: 0)
        #expect(piecesOutput.array == wholeOutput.array)
    }

    @Test(arguments: stabilizers)
    func aStrokeEndsOnItsLastSampleWithoutRepeats(_ stabilizer: InkOptions.Stabilizer) {
        var filter = SteadyingFilter(stabilizer)
        let output = InkBuffer<InkSample>()
        // The last point three times over: repeats merge.
        let input = Self.wiggle + [Self.wiggle[49], Self.wiggle[49]]
        filter.steadyWhole(InkBuffer(input), into: output)
        let samples = output.array
        #expect(samples.first?.location == input.first?.location)
        #expect(samples.last?.location == input.last?.location)
        #expect(zip(samples, samples.dropFirst()).allSatisfy { !$0.hasSameLocation(as: $1) })
    }

    @Test func samplesBeforeTheMarginAreFinalOnceFiltered() {
        // A stroke in progress keeps what it filtered before the last `settlingMargin` samples:
        // ending the stroke moves only those.
        for stabilizer in Self.stabilizers {
            var filter = SteadyingFilter(stabilizer)
            let input = InkBuffer(Self.wiggle)
            let output = InkBuffer<InkSample>()
            filter.steady(input, from: 0, to: input.count, into: output)
            let before = output.array
            filter.end(input, count: input.count, output: output, from: 0)
            let margin = filter.settlingMargin
            #expect(Array(output.array.prefix(input.count - margin)) == Array(before.prefix(input.count - margin)))
        }
    }
}
