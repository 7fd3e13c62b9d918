import ScribbleKit
import Testing

@testable import ScribbleInterchange

extension InterchangeTests {
    /// Numbers the Excalidraw reader works out, held to 15 significant digits.
    @Suite("Excalidraw digits")
    struct ExcalidrawDigitsTests {
        static let cleaned: [(value: Double, clean: Double)] = [
            (8.333_333_333_333_334, 8.333_333_333_333_33),
            (0.1 + 0.2, 0.3),
            (1.0 / 3, 0.333_333_333_333_333),
            (-2.0 / 3, -0.666_666_666_666_667),
            (100.0 / 6, 16.666_666_666_666_7),
            (12.5, 12.5),
            (0.07, 0.07),
            // Beyond the powers of ten a double holds exactly, by the decimal route.
            (1e-300 / 3, 3.333_333_333_333_33e-301),
            (123_456_789_012_345_678, 1.234_567_890_123_46e17),
            // 999999999999999.875 rounds up to sixteen digits' worth: 10¹⁵.
            (999_999_999_999_999.9, 1e15),
        ]

        @Test(arguments: cleaned)
        func valuesAreHeldToFifteenDigits(value: Double, clean: Double) {
            #expect(ExcalidrawDigits.clean(value) == clean)
        }

        @Test func powersOfTenAreThemselves() {
            for power in -25...25 {
                let value = Double("1e\(power)") ?? 0
                #expect(ExcalidrawDigits.clean(value) == value, "1e\(power)")
                #expect(ExcalidrawDigits.clean(-value) == -value, "-1e\(power)")
            }
        }

        @Test func zeroAndValuesThatAreNotFiniteAreLeft() {
            #expect(ExcalidrawDigits.clean(0.0) == 0)
            #expect(ExcalidrawDigits.clean(-0.0).sign == .minus)
            #expect(ExcalidrawDigits.clean(Double.infinity) == .infinity)
            #expect(ExcalidrawDigits.clean(-Double.infinity) == -.infinity)
            #expect(ExcalidrawDigits.clean(Double.nan).isNaN)
        }

        @Test func pointsAndPathsAreCleanedCoordinateByCoordinate() {
            let third = 1.0 / 3
            #expect(
                ExcalidrawDigits.clean(Point(x: third, y: 0.1 + 0.2))
                    == Point(x: 0.333_333_333_333_333, y: 0.3))
            let path = CurvePath([
                .move(to: Point(x: third, y: 0)), .line(to: Point(x: 0.1 + 0.2, y: 1)),
                .cubic(control1: Point(x: 2 * third, y: 0), control2: Point(x: 1, y: third), to: Point(x: 7, y: 8)),
                .close,
            ])
            #expect(
                ExcalidrawDigits.clean(path)
                    == CurvePath([
                        .move(to: Point(x: 0.333_333_333_333_333, y: 0)), .line(to: Point(x: 0.3, y: 1)),
                        .cubic(
                            control1: Point(x: 0.666_666_666_666_667, y: 0),
                            control2: Point(x: 1, y: 0.333_333_333_333_333), to: Point(x: 7, y: 8)),
                        .close,
                    ]))
        }
    }
}
