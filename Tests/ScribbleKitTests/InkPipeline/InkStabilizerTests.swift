import Foundation
import Testing

@testable import ScribbleKit

@Suite struct InkStabilizerTests {
    static func samples(_ xs: [Double], y: Double = 0, start: Double = 1, interval: Double = 0.01) -> [InkSample] {
        xs.enumerated().map { InkSample(x: $1, y: y, t: start + Double($0) * interval, pressure: 0.5) }
    }

    /// The output of a filter's `apply` on `input`.
    static func run(_ apply: (InkBuffer<InkSample>, InkBuffer<InkSample>) -> Void, _ input: [InkSample]) -> [InkSample]
    {
        let output = InkBuffer<InkSample>()
        apply(InkBuffer(input), output)
        return output.array
    }

    // MARK: 1€ filter

    // Expected values from the authors' reference implementation (casiez/OneEuroFilter,
    // python/OneEuroFilter/OneEuroFilter.py) fed the same samples at 100 Hz from t = 1 s.
    // (From t = 0 the reference reads its first timestamp as "no timestamp" and keeps its
    // configured rate for one more sample; this filter uses the real interval.)
    static let stepInput = [Double](repeating: 0, count: 5) + [Double](repeating: 10, count: 15)
    static let stepExpected = [
        0.0, 0.0, 0.0, 0.0, 0.0, 3.027848108104976, 5.8282962132906295, 7.669805389204902, 8.729329275745023,
        9.30770596581605, 9.61867357859256, 9.786390701377526, 9.877964789063615, 9.928812429950767,
        9.957586290924013, 9.974194526803817, 9.98397393527012, 9.989846987393562, 9.993442684758215,
        9.995685664803268,
    ]
    static let rampInput = (0..<20).map { Double($0) * 2 }
    static let rampExpected = [
        0.0, 0.24117217044118458, 1.0457576483473536, 2.56905143988257, 4.654137681730093, 7.011191650180894,
        9.416499468373868, 11.764095165493162, 14.028838107267077, 16.220994777648144, 18.359432654232194,
        20.460881231719696, 22.537442613179035, 24.597137769428812, 26.645101032072922, 28.684610227290847,
        30.717797837113203, 32.74609657160885, 34.770506315023965, 36.791751825257855,
    ]
    static let rampWithoutBetaExpected = [
        0.0, 0.11823479488349797, 0.3477146512899225, 0.6818630507037909, 1.1144922612684836, 1.6397803537308109,
        2.2522495761431225, 2.946746006996745, 3.7184204112092156, 4.562710227855731, 5.47532262273903,
        6.4522185428472465, 7.489597713470699, 8.583884522250088, 9.731714737723147, 10.929923013035886,
        12.175531128402493, 13.465736928639803, 14.797903914686332, 16.169551450443468,
    ]

    static func run(_ filter: OneEuroFilter, _ input: [Double], y: Double = 0) -> [Point] {
        var filter = filter
        return input.enumerated().map { filter(Point(x: $1, y: y), t: 1 + Double($0) * 0.01) }
    }

    @Test func oneEuroMatchesTheReferenceOnAStep() {
        let output = Self.run(OneEuroFilter(minCutoff: 1, beta: 0.1, derivativeCutoff: 1), Self.stepInput)
        for (got, want) in zip(output, Self.stepExpected) { #expect(abs(got.x - want) < 1e-12) }
    }

    @Test func oneEuroMatchesTheReferenceOnARamp() {
        let output = Self.run(OneEuroFilter(minCutoff: 1, beta: 0.1, derivativeCutoff: 1), Self.rampInput)
        for (got, want) in zip(output, Self.rampExpected) { #expect(abs(got.x - want) < 1e-12) }
        let plain = Self.run(OneEuroFilter(minCutoff: 1, beta: 0, derivativeCutoff: 1), Self.rampInput)
        for (got, want) in zip(plain, Self.rampWithoutBetaExpected) { #expect(abs(got.x - want) < 1e-12) }
    }

    @Test func oneEuroIsTheSameInEveryDirection() {
        // The same ramp along a diagonal: the distance travelled matches the reference's output.
        let angle = 0.7
        var filter = OneEuroFilter(minCutoff: 1, beta: 0.1, derivativeCutoff: 1)
        for (index, x) in Self.rampInput.enumerated() {
            let out = filter(Point(x: x * cos(angle), y: x * sin(angle)), t: 1 + Double(index) * 0.01)
            #expect(abs((out.x * out.x + out.y * out.y).squareRoot() - Self.rampExpected[index]) < 1e-9)
        }
    }

    @Test func oneEuroKeepsTheLastRateForSamplesAtTheSameInstant() {
        var filter = OneEuroFilter(minCutoff: 1, beta: 0, derivativeCutoff: 1)
        _ = filter(Point(x: 0, y: 0), t: 1)
        let first = filter(Point(x: 1, y: 0), t: 1.01)
        var same = OneEuroFilter(minCutoff: 1, beta: 0, derivativeCutoff: 1)
        _ = same(Point(x: 0, y: 0), t: 1)
        _ = same(Point(x: 1, y: 0), t: 1.01)
        let repeated = same(Point(x: 1, y: 0), t: 1.01)
        #expect(repeated.x > first.x)
        #expect(repeated.x.isFinite)
    }

    @Test func stabilizersKeepTheEnds() {
        let input = Self.samples([0, 1, 5, 6, 10, 11, 20])
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

    // MARK: Streamline

    @Test func streamlineMovesEachPointByPerfectFreehandsFactor() {
        let input = (0..<12).map { $0 == 0 ? 0.0 : 10.0 }
        let output = Self.run(StreamlineFilter(amount: 0.5).apply, Self.samples(input)).map(\.x)
        let factor = 0.15 + 0.5 * 0.85
        var expected = [0.0]
        for _ in 1..<12 { expected.append(expected[expected.count - 1] + (10 - expected[expected.count - 1]) * factor) }
        // Away from the end, the filter's own steps; at the end, drawn onto the input.
        let landing = StabilizerLanding.landingLength(alpha: factor)
        #expect(Array(output.prefix(12 - landing)) == Array(expected.prefix(12 - landing)))
        #expect(output.last == 10)
        #expect(zip(output, output.dropFirst()).allSatisfy { $0 < $1 })
    }

    @Test(arguments: [2, 3, 40, 41])
    func streamlineIsTheStepByStepFilterOnIrregularInput(count: Int) {
        // Irregular input, an even and an odd number of points (the last one then on its own).
        let xs = (0..<count).map { index in 50 * sin(Double(index) * 0.7) + Double(index * index % 13) }
        let ys = (0..<count).map { index in 30 * cos(Double(index) * 1.3) - Double(index % 5) * 7 }
        let input = zip(xs, ys).enumerated().map { InkSample(x: $1.0, y: $1.1, t: Double($0) * 0.01, pressure: 0.5) }
        let output = Self.run(StreamlineFilter(amount: 0.7).apply, input)
        let factor = 0.15 + 0.3 * 0.85
        var x = xs[0]
        var y = ys[0]
        var expected = [(x, y)]
        for index in 1..<count {
            x += (xs[index] - x) * factor
            y += (ys[index] - y) * factor
            expected.append((x, y))
        }
        let landing = StabilizerLanding.landingLength(alpha: factor)
        #expect(output.count == count)
        for (sample, (x, y)) in zip(output, expected).prefix(Swift.max(1, count - landing)) {
            #expect(abs(sample.x - x) <= 1e-12 * Swift.max(1, abs(x)))
            #expect(abs(sample.y - y) <= 1e-12 * Swift.max(1, abs(y)))
        }
        #expect(output.last?.x == xs[count - 1])
        #expect(output.last?.y == ys[count - 1])
    }

    @Test func landingEndsOnTheLiftWithoutAHook() {
        // A slow stop after a fast stroke: the 1€ filter lags by many samples.
        let fast = (0..<40).map { Double($0) * 3 }
        let slow = (1...20).map { 117 + Double($0) * 0.1 }
        let input = fast + slow
        let output = Self.run(
            OneEuroFilter(minCutoff: 0.5, beta: 0.001, derivativeCutoff: 1).apply,
            Self.samples(input, interval: 1.0 / 120))
        #expect(output.last?.x == input.last)
        // Steps never grow at the end: no jump onto the lift.
        let steps = zip(output, output.dropFirst()).map { $1.x - $0.x }
        #expect(steps.allSatisfy { $0 >= 0 })
        let lastSteps = steps.suffix(10).max() ?? 0
        let earlierSteps = steps.suffix(20).prefix(10).max() ?? 0
        #expect(lastSteps < 3 * earlierSteps)
    }

    @Test func streamlineOfZeroChangesNothing() {
        let input = Self.samples([0, 3, 7, 8])
        let output = Self.run(StreamlineFilter(amount: 0).apply, input)
        #expect(output == input)
    }

    // MARK: Moving average

    @Test func movingAverageIsXournalsMean() {
        let output = Self.run(MovingAverageFilter(window: 3).apply, Self.samples([0, 3, 6, 9]))
        // Filled with the first point before, drained with the last after.
        #expect(output.map(\.x) == [0, 1, 3, 6, 8, 9])
    }

    @Test func movingAverageOfOneChangesNothing() {
        let input = Self.samples([0, 3, 7, 8])
        let output = Self.run(MovingAverageFilter(window: 1).apply, input)
        #expect(output == input)
    }

    // MARK: Cleaning

    @Test func cleaningClampsTimeMergesRepeatsAndFillsPressure() {
        let points = [
            StrokePoint(x: 0, y: 0, t: 1, pressure: nil), StrokePoint(x: 1, y: 0, t: 0.5, pressure: 0.4),
            StrokePoint(x: 1, y: 0, t: 0.7, pressure: 0.9), StrokePoint(x: .nan, y: 0, t: 2, pressure: 1),
            StrokePoint(x: 2, y: 0, t: .nan, pressure: nil), StrokePoint(x: 3, y: 0, t: 3, pressure: 0.2),
        ]
        let buffer = InkBuffer<InkSample>()
        let hasPressure = InkCleaning.clean(points, transform: .identity, into: buffer)
        let samples = buffer.array
        #expect(hasPressure)
        #expect(samples.map(\.x) == [0, 1, 2, 3])
        #expect(samples.map(\.t) == [1, 1, 1, 3])
        // The repeat keeps the firmer pressure; the first point, without one, takes the first known.
        #expect(samples.map(\.pressure) == [0.9, 0.9, 0.9, 0.2])
    }

    @Test func cleaningWithoutPressureLeavesHalf() {
        let buffer = InkBuffer<InkSample>()
        let hasPressure = InkCleaning.clean(
            [StrokePoint(x: 0, y: 0, t: 0), StrokePoint(x: 1, y: 1, t: 0)], transform: .translation(x: 5, y: 0),
            into: buffer)
        let samples = buffer.array
        #expect(!hasPressure)
        #expect(samples.map(\.x) == [5, 6])
        #expect(samples.map(\.pressure) == [0.5, 0.5])
    }
}
