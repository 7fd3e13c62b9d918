import Foundation
import Testing

@testable import ScribbleKit

@Suite struct OneEuroFilterTests {
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

    /// The low-pass factor of one step: 1 / (1 + τ·rate) with τ = 1 / (2π·cutoff).
    static func alpha(rate: Double, cutoff: Double) -> Double {
        1 / (1 + rate / (2 * Double.pi * cutoff))
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

    @Test func theFirstSampleComesOutAsItWent() {
        var filter = OneEuroFilter(minCutoff: 1, beta: 0.5, derivativeCutoff: 1)
        #expect(filter(Point(x: 3, y: -4), t: 2) == Point(x: 3, y: -4))
        #expect(filter.lastAlpha == 1)
    }

    @Test func aSecondSampleMovesByTheClosedFormFactor() {
        // Without beta the cutoff is minCutoff whatever the speed: x₁ = α·10 at 100 Hz.
        var filter = OneEuroFilter(minCutoff: 2, beta: 0, derivativeCutoff: 1)
        _ = filter(Point(x: 0, y: 0), t: 1)
        let second = filter(Point(x: 10, y: 0), t: 1.01)
        let alpha = Self.alpha(rate: 100, cutoff: 2)
        #expect(isClose(alpha, 0.1116, within: 1e-4))
        #expect(isClose(second.x, 10 * alpha, within: 1e-12))
        #expect(second.y == 0)
        #expect(isClose(filter.lastAlpha, alpha, within: 1e-15))
    }

    @Test func samplesAtOneInstantFromTheStartUseTheInitialRate() {
        var filter = OneEuroFilter(minCutoff: 1, beta: 0, derivativeCutoff: 1)
        _ = filter(Point(x: 0, y: 0), t: 5)
        let second = filter(Point(x: 10, y: 0), t: 5)
        #expect(isClose(second.x, 10 * Self.alpha(rate: OneEuroFilter.initialRate, cutoff: 1), within: 1e-12))
    }

    @Test func aRateAboveAMegahertzIsHeldThere() {
        var filter = OneEuroFilter(minCutoff: 1, beta: 0, derivativeCutoff: 1)
        _ = filter(Point(x: 0, y: 0), t: 1)
        let second = filter(Point(x: 10, y: 0), t: 1 + 1e-12)
        #expect(isClose(second.x, 10 * Self.alpha(rate: 1e6, cutoff: 1), within: 1e-12))
    }

    @Test func aConstantInputComesOutUnchanged() {
        var filter = OneEuroFilter(minCutoff: 0.5, beta: 0.3, derivativeCutoff: 1)
        for index in 0..<30 {
            #expect(filter(Point(x: 12.5, y: -7.25), t: Double(index) / 120) == Point(x: 12.5, y: -7.25))
        }
    }

    @Test func aStepIsApproachedFromBelowWithoutOvershoot() {
        let output = Self.run(OneEuroFilter(minCutoff: 1, beta: 0.1, derivativeCutoff: 1), Self.stepInput).map(\.x)
        #expect(zip(output, output.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(output.allSatisfy { $0 >= 0 && $0 < 10 })
    }

    @Test func aStraightLineStaysStraight() {
        // Points on y = −2x + 5 at uneven speeds and times: every output is on the same line.
        var filter = OneEuroFilter(minCutoff: 0.8, beta: 0.05, derivativeCutoff: 1)
        var x = 0.0
        var t = 0.0
        for index in 0..<40 {
            x += Double(index % 7) * 1.5
            t += 0.004 + Double(index % 3) * 0.003
            let out = filter(Point(x: x, y: -2 * x + 5), t: t)
            #expect(isClose(out.y, -2 * out.x + 5, within: 1e-9))
        }
    }

    @Test func theFilterIsCausal() {
        // Two inputs that agree on their first 12 samples give the same first 12 outputs.
        let shared = (0..<12).map { Double($0 * $0) * 0.3 }
        let one = Self.run(
            OneEuroFilter(minCutoff: 1, beta: 0.1, derivativeCutoff: 1), shared + [100, -50, 7, 7])
        let other = Self.run(OneEuroFilter(minCutoff: 1, beta: 0.1, derivativeCutoff: 1), shared + [0, 3])
        #expect(Array(one.prefix(12)) == Array(other.prefix(12)))
        #expect(one[12] != other[12])
    }

    @Test func unusableSettingsBecomeDefaults() {
        let filter = OneEuroFilter(minCutoff: 0, beta: -2, derivativeCutoff: .nan)
        #expect(filter.minCutoff == 1)
        #expect(filter.beta == 0)
        #expect(filter.derivativeCutoff == 1)
        let infinite = OneEuroFilter(minCutoff: .infinity, beta: .nan, derivativeCutoff: -3)
        #expect(infinite.minCutoff == 1)
        #expect(infinite.beta == 0)
        #expect(infinite.derivativeCutoff == 1)
        let kept = OneEuroFilter(minCutoff: 0.25, beta: 0.007, derivativeCutoff: 2)
        #expect(kept.minCutoff == 0.25)
        #expect(kept.beta == 0.007)
        #expect(kept.derivativeCutoff == 2)
    }

    @Test func aWholeStrokeOfOneSampleIsThatSample() {
        let input = StabilizerRun.samples([4])
        let output = StabilizerRun.run(OneEuroFilter(minCutoff: 1, beta: 0, derivativeCutoff: 1).apply, input)
        #expect(output == input)
    }
}
