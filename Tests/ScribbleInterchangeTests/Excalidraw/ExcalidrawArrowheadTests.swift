import Foundation
import ScribbleKit
import Testing

@testable import ScribbleInterchange

extension InterchangeTests {
    /// The heads at the ends of Excalidraw's arrows, as the points of their strokes.
    @Suite("Excalidraw arrowheads")
    struct ExcalidrawArrowheadTests {
        private static func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

        /// The points of the head called `name` at (100, 0), its shaft coming from `from`.
        private static func head(_ name: String, tip: Point = p(100, 0), from: Point = .zero) throws -> [Point] {
            let head = try #require(ExcalidrawArrowhead(named: name))
            return try #require(head.points(tip: tip, from: from))
        }

        private static func close(_ a: [Point], _ b: [Point]) -> Bool {
            a.count == b.count && zip(a, b).allSatisfy { abs($0.x - $1.x) <= 1e-9 && abs($0.y - $1.y) <= 1e-9 }
        }

        private static let cos20 = cos(20 * Double.pi / 180)
        private static let sin20 = sin(20 * Double.pi / 180)
        private static let cos25 = cos(25 * Double.pi / 180)
        private static let sin25 = sin(25 * Double.pi / 180)

        @Test func noNameIsNoHead() {
            #expect(ExcalidrawArrowhead(named: "") == nil)
        }

        @Test(arguments: ["arrow", "crowfoot_one", "crowfoot_many", "crowfoot_one_or_many", "someday"])
        func arrowsAndUnknownHeadsAreBarbs25Long20DegreesOpen(name: String) throws {
            let barb = Self.p(100 - 25 * Self.cos20, 25 * Self.sin20)
            #expect(
                Self.close(try Self.head(name), [Self.p(barb.x, -barb.y), Self.p(100, 0), Self.p(barb.x, barb.y)]))
        }

        @Test func aShortArrowsHeadIsHalfItsLastSegment() throws {
            // 10 long: barbs of 5.
            let head = try Self.head("arrow", tip: Self.p(10, 0))
            #expect(
                Self.close(
                    head,
                    [
                        Self.p(10 - 5 * Self.cos20, -5 * Self.sin20), Self.p(10, 0),
                        Self.p(10 - 5 * Self.cos20, 5 * Self.sin20),
                    ]))
        }

        @Test(arguments: ["triangle", "triangle_outline"])
        func trianglesAreClosed15Long25DegreesOpen(name: String) throws {
            let corner = Self.p(100 - 15 * Self.cos25, 15 * Self.sin25)
            #expect(
                Self.close(
                    try Self.head(name),
                    [Self.p(100, 0), Self.p(corner.x, -corner.y), Self.p(corner.x, corner.y), Self.p(100, 0)]))
        }

        @Test func aBarIsSquareAcrossTheShaft() throws {
            #expect(Self.close(try Self.head("bar"), [Self.p(100, -7.5), Self.p(100, 7.5)]))
            // Along (3, 4), 5 long: a bar of 2.5 across it, centred on the tip.
            #expect(
                Self.close(
                    try Self.head("bar", tip: Self.p(3, 4), from: .zero), [Self.p(4, 3.25), Self.p(2, 4.75)]))
        }

        @Test(arguments: ["dot", "circle", "circle_outline"])
        func circlesAre15AcrossBehindTheTip(name: String) throws {
            let head = try Self.head(name)
            #expect(head.count == 25)
            #expect(
                Self.close(
                    [head[0], head[6], head[12], head[18], head[24]],
                    [
                        Self.p(100, 0), Self.p(92.5, 7.5), Self.p(85, 0), Self.p(92.5, -7.5), Self.p(100, 0),
                    ]))
            #expect(head.allSatisfy { abs($0.distance(to: Self.p(92.5, 0)) - 7.5) <= 1e-9 })
        }

        @Test(arguments: ["diamond", "diamond_outline"])
        func diamondsAre12LongAndHalfAsWide(name: String) throws {
            #expect(
                Self.close(
                    try Self.head(name),
                    [Self.p(100, 0), Self.p(94, -3), Self.p(88, 0), Self.p(94, 3), Self.p(100, 0)]))
            // 20 long: a quarter of it, 5.
            #expect(
                Self.close(
                    try Self.head(name, tip: Self.p(20, 0)),
                    [Self.p(20, 0), Self.p(17.5, -1.25), Self.p(15, 0), Self.p(17.5, 1.25), Self.p(20, 0)]))
        }

        @Test func aSegmentWithoutADirectionHasNoHead() throws {
            let arrow = try #require(ExcalidrawArrowhead(named: "arrow"))
            #expect(arrow.points(tip: Self.p(5, 5), from: Self.p(5, 5)) == nil)
            #expect(arrow.points(tip: Self.p(1e308, 0), from: Self.p(-1e308, 0)) == nil)
            #expect(arrow.points(tip: Self.p(.nan, 0), from: .zero) == nil)
        }
    }
}
