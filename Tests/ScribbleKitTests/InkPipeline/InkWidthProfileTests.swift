import Testing

@testable import ScribbleKit

@Suite struct InkWidthProfileTests {
    static func profile(
        halfWidth: Double = 2, thinning: Double = 0.5, easing: InkEasing = .linear,
        taperStart: InkOptions.Taper = .none, taperEnd: InkOptions.Taper = .none
    ) -> InkWidthProfile {
        InkWidthProfile(
            halfWidth: halfWidth, thinning: thinning, easing: easing, taperStart: taperStart, taperEnd: taperEnd)
    }

    static func sample(s: Double, x: Double = 0, y: Double = 0, pressure: Double = 0.5) -> CurveSample {
        CurveSample(x: x, y: y, t: s / 100, pressure: pressure, s: s)
    }

    // MARK: Pressure

    @Test func theRadiusFollowsPressureThroughTheThinning() {
        // r = h·(1 + thinning·(2·e(p) − 1)).
        let profile = Self.profile()
        #expect([0, 0.25, 0.5, 1].map { profile.radius(atPressure: $0) } == [1, 1.5, 2, 3])
        #expect(Self.profile(thinning: -0.5).radius(atPressure: 1) == 1)
        #expect(Self.profile(thinning: 0).radius(atPressure: 0.9) == 2)
        #expect(Self.profile(easing: .easeInQuad).radius(atPressure: 0.5) == 1.5)
        #expect(Self.profile().widest == 3)
        #expect(Self.profile(thinning: -0.5).widest == 3)
    }

    @Test func aPressureStepMovesTheRadiusByTheTolerance() {
        // Linear: the radius changes by 2·h·thinning per unit of pressure, so a step of
        // tolerance / (2·h·thinning) moves it by exactly the tolerance.
        let profile = Self.profile()
        let step = profile.pressureStep(tolerance: 0.05)
        #expect(isClose(step, 0.025, within: 1e-15))
        #expect(isClose(profile.radius(atPressure: 0.3 + step) - profile.radius(atPressure: 0.3), 0.05, within: 1e-12))
        // An easing's bend halves it; without thinning the pressure may change freely.
        #expect(isClose(Self.profile(easing: .easeOutSine).pressureStep(tolerance: 0.05), 0.0125, within: 1e-15))
        #expect(Self.profile(thinning: 0).pressureStep(tolerance: 0.05) == .infinity)
    }

    // MARK: Tapers

    @Test func tapersLongerThanTheStrokeShrinkTogether() {
        let profile = Self.profile(
            taperStart: InkOptions.Taper(length: 3, easing: .linear),
            taperEnd: InkOptions.Taper(length: 6, easing: .linear))
        #expect(profile.taperLengths(total: 18) == (3, 6, false))
        #expect(profile.taperLengths(total: 9) == (3, 6, false))
        #expect(profile.taperLengths(total: 4.5) == (1.5, 3, true))
        let negative = Self.profile(taperStart: InkOptions.Taper(length: -2, easing: .linear))
        #expect(negative.taperLengths(total: 1) == (0, 0, false))
    }

    @Test func theOwnRadiusIsThinnedTaperedAndTurnedByTheNib() {
        var profile = Self.profile(
            thinning: 0, taperStart: InkOptions.Taper(length: 3, easing: .linear),
            taperEnd: InkOptions.Taper(length: 6, easing: .easeInQuad))
        var curve = [0, 1.5, 5, 9.5, 12].map { Self.sample(s: $0, x: $0) }
        func radii() -> [Double] {
            curve.withUnsafeMutableBufferPointer { buffer in
                (0..<5).map {
                    profile.ownRadius(buffer, at: $0, count: 5, startLength: 3, endLength: 6, total: 12)
                }
            }
        }
        // 2·(s/3) in the start taper, 2·((12 − s)/6)² in the end taper, 2 between.
        let expected = [0, 1, 2, 2 * (2.5 / 6) * (2.5 / 6), 0]
        #expect(zip(radii(), expected).allSatisfy { isClose($0, $1, within: 1e-12) })
        // A broad nib with a horizontal edge keeps a fifth of the width moving along it.
        profile.broadNib = (edge: Vector(dx: 1, dy: 0), minimum: 0.2)
        #expect(isClose(radii()[2], 0.4, within: 1e-12))
        curve = [0, 1.5, 5, 9.5, 12].map { Self.sample(s: $0, y: $0) }
        #expect(isClose(radii()[2], 2, within: 1e-12))
    }

    @Test func fineStretchesCoverTheTapersAtTheirOwnSteps() {
        // Steps of L·√(tolerance / widest): √(0.03 / 3) = 0.1 of each taper's length.
        let profile = Self.profile(
            taperStart: InkOptions.Taper(length: 3, easing: .easeOutQuad),
            taperEnd: InkOptions.Taper(length: 6, easing: .easeOutCubic))
        let fine = profile.fineStretches(tolerance: 0.03)
        #expect(fine.start == 3 && fine.end == 6)
        #expect(isClose(fine.startGap, 0.3, within: 1e-12))
        #expect(isClose(fine.endGap, 0.6, within: 1e-12))
        // Never closer than the tolerance, never farther than half the taper.
        let short = Self.profile(taperStart: InkOptions.Taper(length: 0.04, easing: .linear)).fineStretches(
            tolerance: 0.03)
        #expect(short.startGap == 0.02)
        #expect(short.endGap == .infinity)
        let tiny = Self.profile(taperStart: InkOptions.Taper(length: 0.2, easing: .linear)).fineStretches(
            tolerance: 0.03)
        #expect(isClose(tiny.startGap, 0.03, within: 1e-15))
    }

    @Test func withoutTapersOrWidthNothingNeedsFinePoints() {
        func isNone(_ fine: AdaptiveCurveFlattener.FineStretches) -> Bool {
            fine.start == 0 && fine.end == 0 && fine.startGap == .infinity && fine.endGap == .infinity
        }
        #expect(isNone(Self.profile().fineStretches(tolerance: 0.05)))
        let noWidth = Self.profile(halfWidth: 0, taperStart: InkOptions.Taper(length: 3, easing: .linear))
        #expect(isNone(noWidth.fineStretches(tolerance: 0.05)))
    }

    @Test func aBroadNibKeepsItsPointsCloseAllAlong() {
        var profile = Self.profile()
        profile.broadNib = (edge: Vector(dx: 1, dy: 0), minimum: 0.2)
        let fine = profile.fineStretches(tolerance: 0.05)
        #expect(fine.start == .infinity)
        #expect(fine.end == 0)
        #expect(fine.startGap == 1 && fine.endGap == 1)
    }

    @Test(arguments: InkEasing.allCases)
    func aTaperDrawnInFineStepsStaysWithinTheTolerance(_ easing: InkEasing) {
        // The radius along a start taper, widest·e(s/L), drawn as straight steps of the fine gap at
        // any phase, is within the tolerance of the eased radius everywhere.
        let tolerance = 0.05
        let length = 6.0
        let profile = Self.profile(taperStart: InkOptions.Taper(length: length, easing: easing))
        let gap = profile.fineStretches(tolerance: tolerance).startGap
        let widest = profile.widest
        func radius(_ s: Double) -> Double { widest * easing(s / length) }
        var worst = 0.0
        for phase in 0..<16 {
            var places = [0.0]
            var s = gap * Double(phase) / 16
            while s < length {
                if s > 0 { places.append(s) }
                s += gap
            }
            places.append(length)
            for (a, b) in zip(places, places.dropFirst()) {
                for step in 1..<16 {
                    let share = Double(step) / 16
                    let chord = radius(a) + (radius(b) - radius(a)) * share
                    worst = Swift.max(worst, abs(chord - radius(a + (b - a) * share)))
                }
            }
        }
        #expect(worst <= tolerance, "\(easing) strays \(worst / tolerance) tolerances")
    }

    @Test(arguments: InkEasing.allCases)
    func noEasingBendsMoreThanItsSteepestBend(_ easing: InkEasing) {
        // |e''| by second differences over 0…1, away from the cubic in-out's kink at ½.
        let h = 1e-4
        var steepest = 0.0
        for step in 1..<1000 {
            let t = Double(step) / 1000
            guard abs(t - 0.5) > 2 * h else { continue }
            steepest = Swift.max(steepest, abs(easing(t + h) - 2 * easing(t) + easing(t - h)) / (h * h))
        }
        #expect(steepest <= InkWidthProfile.steepestBend(of: easing) + 1e-3)
    }

    // MARK: Inserting samples

    @Test func aSampleIsInsertedOnTheLineBetweenItsNeighbours() {
        let curve = InkBuffer([
            Self.sample(s: 0, x: 0, pressure: 0.2), Self.sample(s: 4, x: 4, y: 2, pressure: 0.6),
            Self.sample(s: 10, x: 10, y: 2, pressure: 0.6),
        ])
        InkWidthProfile.insertSample(at: 1, into: curve)
        #expect(curve.count == 4)
        #expect(curve[1].s == 1)
        #expect(isClose(curve[1].location, Point(x: 1, y: 0.5), within: 1e-12))
        #expect(isClose(curve[1].pressure, 0.3, within: 1e-12))
        #expect(isClose(curve[1].t, 0.01, within: 1e-12))
    }

    @Test func noSampleIsInsertedOnAnotherOrPastTheEnds() {
        let curve = InkBuffer([Self.sample(s: 0, x: 0), Self.sample(s: 4, x: 4)])
        for s in [0.0, 4, -1, 5] { InkWidthProfile.insertSample(at: s, into: curve) }
        #expect(curve.array.map(\.s) == [0, 4])
    }
}
