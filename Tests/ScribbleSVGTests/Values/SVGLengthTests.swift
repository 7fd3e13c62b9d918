import Testing

@testable import ScribbleSVG

@Suite("SVG lengths")
struct SVGLengthTests {
    /// Each unit against CSS's absolute units at 96 pixels an inch, and the fixed font sizes the reader assumes.
    static let lengths: [(text: String, userUnits: Double)] = [
        ("12", 12), ("12px", 12), ("1in", 96), ("2.54cm", 96), ("25.4mm", 96), ("101.6q", 96), ("4Q", 96 * 4 / 101.6),
        ("72pt", 96), ("6pc", 96), ("2em", 32), ("2rem", 32), ("3ex", 24), ("1E2PX", 100), ("-5mm", -5 * 96 / 25.4),
        (" \t12px\n", 12), (".5in", 48),
    ]

    @Test(arguments: lengths)
    func unitsBecomeUserUnits(text: String, userUnits: Double) throws {
        let length = try #require(SVGLength.parse(text))
        #expect(!length.isPercentage)
        #expect(SVG.close(length.value, userUnits, within: 1e-12))
        #expect(length.resolved(against: 500) == length.value)
    }

    @Test func percentagesAreResolvedAgainstTheViewport() throws {
        let length = try #require(SVGLength.parse("50%"))
        #expect(length == SVGLength(value: 50, isPercentage: true))
        #expect(length.resolved(against: 300) == 150)
        #expect(SVGLength.parse(" 12.5% ")?.resolved(against: 80) == 10)
    }

    @Test(arguments: [
        "", "px", "12 px", "12furlongs", "12%%", "12%px", "12px%", "1e999", "1e308in", "--1", "1,2", "12px 3",
    ])
    func textsThatAreNotLengths(text: String) {
        #expect(SVGLength.parse(text) == nil)
    }

    @Test func unitScales() {
        #expect(SVGLength.unitScale("") == 1)
        #expect(SVGLength.unitScale("in") == 96)
        #expect(SVGLength.unitScale("pt") == 96.0 / 72)
        #expect(SVGLength.unitScale("ft") == nil)
        // Units are matched after lowering their case, so the table itself knows only lower case.
        #expect(SVGLength.unitScale("PX") == nil)
    }
}
