import ScribbleKit
import ScribbleSyntax
import Testing

@testable import ScribbleInterchange

extension InterchangeTests {
    /// Xournal++'s line styles, and a dashed stroke cut into its dashes as Cairo dashes it.
    @Suite("Xournal++ dashes")
    struct XournalDashesTests {
        typealias Style = XournalDashes.Style

        private static func style(_ value: String, numbers: [Double] = []) throws -> Style {
            try XournalDashes.style(value) { (_: Int) throws(FormatError) in numbers }
        }

        static let styles: [(value: String, style: Style)] = [
            ("dash", .dashed([6, 3])),
            ("dot", .dashed([0.5, 3])),
            ("dashdot", .dashed([6, 3, 0.5, 3])),
            ("plain", .solid),
            ("", .solid),
            ("wavy", .unknown("wavy")),
            ("Dash", .unknown("Dash")),
        ]

        @Test(arguments: styles)
        func namedStyles(value: String, style: Style) throws {
            #expect(try Self.style(value) == style)
        }

        @Test func customPatternsAreReadFromAfterTheirPrefix() throws {
            var offsets: [Int] = []
            let style = try XournalDashes.style("cust: 2 1") { (offset: Int) throws(FormatError) in
                offsets.append(offset)
                return [2, 1]
            }
            #expect(style == .dashed([2, 1]))
            #expect(offsets == [5])
            #expect(try Self.style("cust:", numbers: []) == .solid)
            #expect(try Self.style("cust: 0 3", numbers: [0, 3]) == .dashed([0, 3]))
            #expect(try Self.style("cust: -1 2", numbers: [-1, 2]) == .unusable("cust: -1 2"))
            #expect(try Self.style("cust: 0 0", numbers: [0, 0]) == .unusable("cust: 0 0"))
        }

        @Test func aProblemWithTheNumbersIsPassedOn() {
            let problem = FormatError(line: 1, column: 20, path: "stroke[style]", message: "expected a number")
            #expect(throws: problem) {
                try XournalDashes.style("cust: x") { (_: Int) throws(FormatError) -> [Double] in throw problem }
            }
        }

        @Test func dashCountsBoundTheDashesOfALength() {
            // 20 long at a period of 9: ⌈20/9⌉ + 1 = 4 periods of one dash.
            #expect(XournalDashes.dashCount(length: 20, pattern: [6, 3]) == 4)
            // An odd pattern is repeated, as Cairo does: [2, 2], a period of 4.
            #expect(XournalDashes.dashCount(length: 10, pattern: [2]) == 4)
            // Two dashes a period of 12.5.
            #expect(XournalDashes.dashCount(length: 25, pattern: [6, 3, 0.5, 3]) == 6)
            #expect(XournalDashes.dashCount(length: 25, pattern: [0, 0]) == 1)
        }

        private static func point(_ x: Double, _ t: Double, _ pressure: Double?) -> StrokePoint {
            StrokePoint(x: x, y: 0, t: t, pressure: pressure)
        }

        private static func close(_ p: StrokePoint, _ q: StrokePoint) -> Bool {
            guard (p.pressure == nil) == (q.pressure == nil) else { return false }
            let differences = [p.x - q.x, p.y - q.y, p.t - q.t, (p.pressure ?? 0) - (q.pressure ?? 0)]
            return differences.allSatisfy { abs($0) <= 1e-12 }
        }

        private static func close(_ a: [[StrokePoint]], _ b: [[StrokePoint]]) -> Bool {
            guard a.map(\.count) == b.map(\.count) else { return false }
            return zip(a.joined(), b.joined()).allSatisfy { close($0, $1) }
        }

        @Test func aStrokeIsCutWhereThePatternTurnsOnAndOff() {
            // 20 units along x in two segments of 10, time 0…2 and pressure 0.2…0.6 alike.
            let stroke = [Self.point(0, 0, 0.2), Self.point(10, 1, 0.4), Self.point(20, 2, 0.6)]
            let dashes = XournalDashes.dashes(of: stroke, pattern: [6, 3])
            // On 0–6, 9–15 and 18–20; the cuts take their time and pressure in proportion.
            let expected = [
                [Self.point(0, 0, 0.2), Self.point(6, 0.6, 0.32)],
                [Self.point(9, 0.9, 0.38), Self.point(10, 1, 0.4), Self.point(15, 1.5, 0.5)],
                [Self.point(18, 1.8, 0.56), Self.point(20, 2, 0.6)],
            ]
            #expect(Self.close(dashes, expected), "\(dashes)")
        }

        @Test func dashesOfNoLengthAreDots() {
            let stroke = [Self.point(0, 0, nil), Self.point(12, 1.2, nil)]
            let dots = XournalDashes.dashes(of: stroke, pattern: [0, 5])
            #expect(Self.close(dots, [[Self.point(0, 0, nil)], [Self.point(5, 0.5, nil)], [Self.point(10, 1, nil)]]))
        }

        @Test func anOddPatternRepeatsOnAndOff() {
            let stroke = [Self.point(0, 0, nil), Self.point(20, 2, nil)]
            let dashes = XournalDashes.dashes(of: stroke, pattern: [4])
            let expected = [
                [Self.point(0, 0, nil), Self.point(4, 0.4, nil)],
                [Self.point(8, 0.8, nil), Self.point(12, 1.2, nil)],
                [Self.point(16, 1.6, nil), Self.point(20, 2, nil)],
            ]
            #expect(Self.close(dashes, expected), "\(dashes)")
        }

        @Test func aPressureOnOneSideOfACutIsKept() {
            let stroke = [Self.point(0, 0, nil), Self.point(10, 1, 0.5)]
            let dashes = XournalDashes.dashes(of: stroke, pattern: [4, 100])
            #expect(Self.close(dashes, [[Self.point(0, 0, nil), Self.point(4, 0.4, 0.5)]]))
        }

        @Test func aStrokeOfNoLengthOrAPatternOfNoPeriodStaysWhole() {
            let dot = [Self.point(3, 0, 0.5), Self.point(3, 1, 0.5)]
            #expect(Self.close(XournalDashes.dashes(of: dot, pattern: [6, 3]), [dot]))
            let line = [Self.point(0, 0, nil), Self.point(10, 1, nil)]
            #expect(Self.close(XournalDashes.dashes(of: line, pattern: [0, 0]), [line]))
        }
    }
}
