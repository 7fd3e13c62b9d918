import ScribbleTestSupport
import Testing

@testable import ScribbleKit

@Suite struct InkWidthStageTests {
    static func profile(
        thinning: Double = 0.5, taperStart: InkOptions.Taper = .none, taperEnd: InkOptions.Taper = .none
    ) -> InkWidthProfile {
        InkWidthProfile(halfWidth: 2, thinning: thinning, easing: .linear, taperStart: taperStart, taperEnd: taperEnd)
    }

    /// A curve along the x axis with a sample every `spacing` units at these pressures.
    static func curve(_ pressures: [Double], spacing: Double = 0.5) -> InkBuffer<CurveSample> {
        InkBuffer(
            pressures.enumerated().map { index, pressure in
                let s = Double(index) * spacing
                return CurveSample(x: s, y: 0, t: s / 100, pressure: pressure, s: s, pointIndex: Double(index))
            })
    }

    /// The radii of the whole stroke, finished at once.
    static func radii(_ curve: InkBuffer<CurveSample>, profile: InkWidthProfile) -> [Double] {
        InkWidthStage(profile: profile).finish(curve, forward: InkBuffer(), tailForward: InkBuffer())
        return curve.array.map(\.radius)
    }

    @Test func aSteadyPressureGivesASteadyRadius() {
        #expect(
            Self.radii(Self.curve([Double](repeating: 0.5, count: 12)), profile: Self.profile()).allSatisfy { $0 == 2 })
    }

    @Test func aSpikeOfPressureSpreadsAtTheSteepestSlope() {
        // Radius 3 at the spike (pressure 1), 2 elsewhere: half a unit less per unit away.
        var pressures = [Double](repeating: 0.5, count: 13)
        pressures[6] = 1
        let radii = Self.radii(Self.curve(pressures), profile: Self.profile())
        #expect(radii == [2, 2, 2, 2.25, 2.5, 2.75, 3, 2.75, 2.5, 2.25, 2, 2, 2])
    }

    @Test func aDipOfPressureIsFilledAtTheSteepestSlope() {
        // Pressure 0 is radius 1, but its neighbours half a unit off hold it at 2 − 0.25.
        var pressures = [Double](repeating: 0.5, count: 9)
        pressures[4] = 0
        let radii = Self.radii(Self.curve(pressures), profile: Self.profile())
        #expect(radii == [2, 2, 2, 2, 1.75, 2, 2, 2, 2])
    }

    @Test func theRadiiAreTheUpperEnvelopeOfEverySamplesCone() {
        // Each radius is the most any sample's own radius falls to at the steepest slope on the
        // way there: r(i) = maxⱼ (own(j) − ½·|sᵢ − sⱼ|).
        var generator = SeededGenerator(seed: 7)
        let pressures = (0..<80).map { _ in Double.random(in: 0...1, using: &generator) }
        let profile = Self.profile(thinning: 0.8)
        let curve = Self.curve(pressures, spacing: 0.3)
        let radii = Self.radii(curve, profile: profile)
        for i in 0..<80 {
            var envelope = 0.0
            for j in 0..<80 {
                let own = Swift.max(2 * InkWidthProfile.thinnest, profile.radius(atPressure: pressures[j]))
                envelope = Swift.max(envelope, own - 0.5 * abs(curve[i].s - curve[j].s))
            }
            #expect(isClose(radii[i], envelope, within: 1e-12))
        }
    }

    @Test func settlingAsTheStrokeGrowsGivesTheWholeStrokesRadii() {
        // With tapers, a spike and a dip: settled piece by piece, then finished, value for value.
        var generator = SeededGenerator(seed: 11)
        let pressures = (0..<120).map { _ in Double.random(in: 0.2...0.9, using: &generator) }
        let profile = Self.profile(
            taperStart: InkOptions.Taper(length: 3, easing: .easeOutQuad),
            taperEnd: InkOptions.Taper(length: 6, easing: .easeOutCubic))
        let whole = Self.radii(Self.curve(pressures), profile: profile)

        let growing = Self.curve(pressures)
        var stage = InkWidthStage(profile: profile)
        let forward = InkBuffer<Double>()
        let sweep = InkBuffer<Double>()
        for settled in stride(from: 2, through: 120, by: 7) {
            stage.settle(growing, settled: settled, shortest: growing[settled - 1].s, forward: forward, sweep: sweep)
        }
        #expect(stage.finalCount > 0)
        let final = growing.array.prefix(stage.finalCount).map(\.radius)
        #expect(final == Array(whole.prefix(stage.finalCount)))
        stage.finish(growing, forward: forward, tailForward: InkBuffer())
        #expect(growing.array.map(\.radius) == whole)
    }

    @Test func noRadiusFallsBelowTheThinnest() {
        // Full thinning at pressure 0 would be no ink; the floor is 2 % of the half width.
        let radii = Self.radii(Self.curve([0, 0, 0, 0]), profile: Self.profile(thinning: 1))
        #expect(radii.allSatisfy { $0 == 2 * InkWidthProfile.thinnest })
    }

    @Test func aLoneSampleIsItsOwnRadius() {
        #expect(Self.radii(Self.curve([1]), profile: Self.profile()) == [3])
    }

    @Test func aStrokeShorterThanItsTapersGainsASampleAtFullWidth() {
        // Tapers of 3 and 6 on a stroke 4.5 long shrink by half: the start taper ends at 1.5,
        // where a sample is put, at full width.
        let profile = Self.profile(
            thinning: 0, taperStart: InkOptions.Taper(length: 3, easing: .linear),
            taperEnd: InkOptions.Taper(length: 6, easing: .linear))
        let curve = Self.curve([0.5, 0.5, 0.5, 0.5], spacing: 1.5)
        let radii = Self.radii(curve, profile: profile)
        #expect(curve.array.map(\.s) == [0, 1.5, 3, 4.5])
        #expect(radii[1] == 2)
        let short = Self.curve([0.5, 0.5, 0.5], spacing: 2.25)
        _ = Self.radii(short, profile: profile)
        #expect(short.array.map(\.s) == [0, 1.5, 2.25, 4.5])
        #expect(short[1].radius == 2)
    }
}
