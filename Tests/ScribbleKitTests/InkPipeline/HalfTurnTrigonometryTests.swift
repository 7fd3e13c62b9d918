import Foundation
import Testing

@testable import ScribbleKit

@Suite struct HalfTurnTrigonometryTests {
    /// How far `value` is from the C library's `expected`: in ulps of the larger of the two, or,
    /// for values within 1e-6 of zero (where an ulp means little), in units of 1e-22.
    static func error(_ value: Double, _ expected: Double) -> Double {
        if abs(expected) < 1e-6 { return abs(value - expected) / 1e-22 }
        return abs(value - expected) / Swift.max(value.ulp, expected.ulp)
    }

    @Test func agreesWithTheCLibraryToTwoUlpsFromZeroToPi() {
        var worst = 0.0
        let steps = 100_000
        for step in 0...steps {
            let t = Double(step) / Double(steps)
            // The angles the sine easings turn by, and a half turn in even steps.
            for angle in [t * .pi / 2, t * .pi] {
                worst = Swift.max(worst, Self.error(HalfTurnTrigonometry.sin(angle), sin(angle)))
                worst = Swift.max(worst, Self.error(HalfTurnTrigonometry.cos(angle), cos(angle)))
            }
        }
        #expect(worst <= 2)
    }

    @Test func isExactWhereTheCurvesAreFlat() {
        #expect(HalfTurnTrigonometry.sin(0) == 0)
        #expect(HalfTurnTrigonometry.cos(0) == 1)
        #expect(HalfTurnTrigonometry.sin(.pi / 2) == 1)
        #expect(HalfTurnTrigonometry.cos(.pi) == -1)
    }

    @Test(arguments: [InkEasing.easeInSine, .easeOutSine, .easeInOutSine, .linear, .easeInOutCubic])
    func fastEasingsAgreeWithTheirDefinitions(_ easing: InkEasing) {
        for step in 0...1000 {
            let t = Double(step) / 1000
            #expect(abs(easing.fast(t) - easing(t)) <= 3 * Double.ulpOfOne)
        }
        // Outside 0…1 (and for NaN) the definition itself answers.
        #expect(easing.fast(1.5) == easing(1.5))
        #expect(easing.fast(-0.25) == easing(-0.25))
        #expect(easing.fast(.nan).isNaN)
    }
}
