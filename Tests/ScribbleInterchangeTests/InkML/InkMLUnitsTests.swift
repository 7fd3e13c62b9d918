import Testing

@testable import ScribbleInterchange

extension InterchangeTests {
    /// InkML's units as factors to canvas units (96 to the inch), seconds and radians.
    @Suite("InkML units")
    struct InkMLUnitsTests {
        static let lengths: [(units: String, scale: Double)] = [
            ("", 1), ("px", 1), ("dev", 1), ("in", 96), ("inch", 96), ("IN", 96), ("cm", 96 / 2.54),
            ("mm", 96 / 25.4), ("m", 9600 / 2.54), ("pt", 96.0 / 72), ("pc", 16),
            // A himetric unit is a hundredth of a millimetre.
            ("himetric", 96 / 2540),
        ]

        @Test(arguments: lengths)
        func lengthsAreInCanvasUnits(units: String, scale: Double) throws {
            let factor = try #require(InkMLUnits.lengthScale(units))
            #expect(abs(factor - scale) <= 1e-12 * scale)
        }

        static let times: [(units: String, scale: Double)] = [
            ("s", 1), ("sec", 1), ("", 0.001), ("ms", 0.001), ("dev", 0.001), ("MS", 0.001), ("us", 1e-6),
            ("µs", 1e-6), ("μs", 1e-6), ("ns", 1e-9), ("min", 60),
        ]

        @Test(arguments: times)
        func timesAreInSeconds(units: String, scale: Double) {
            #expect(InkMLUnits.timeScale(units) == scale)
        }

        static let angles: [(units: String, scale: Double)] = [
            ("rad", 1), ("deg", .pi / 180), ("degree", .pi / 180), ("Degrees", .pi / 180), ("", .pi / 180),
            ("dev", .pi / 180), ("grad", .pi / 200),
        ]

        @Test(arguments: angles)
        func anglesAreInRadians(units: String, scale: Double) {
            #expect(InkMLUnits.angleScale(units) == scale)
        }

        @Test func unitsOfAnotherKindAreRefused() {
            #expect(InkMLUnits.lengthScale("s") == nil)
            #expect(InkMLUnits.lengthScale("furlong") == nil)
            #expect(InkMLUnits.timeScale("cm") == nil)
            #expect(InkMLUnits.timeScale("h") == nil)
            #expect(InkMLUnits.angleScale("mm") == nil)
            #expect(InkMLUnits.angleScale("turn") == nil)
        }

        @Test func resolutionsCountPerAUnit() {
            #expect(InkMLUnits.resolutionUnit("1/cm") == "cm")
            #expect(InkMLUnits.resolutionUnit("1/s") == "s")
            #expect(InkMLUnits.resolutionUnit("1/") == "")
            #expect(InkMLUnits.resolutionUnit("cm") == nil)
            #expect(InkMLUnits.resolutionUnit("2/cm") == nil)
        }
    }
}
