import ScribbleKit
import Testing

@testable import ScribbleInterchange

extension InterchangeTests {
    /// Points put along Excalidraw's straight lines so that its ink keeps their corners.
    @Suite("Excalidraw densifier")
    struct ExcalidrawDensifierTests {
        private static func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

        @Test func fewerThanTwoPointsOrNoLengthAreLeft() {
            #expect(ExcalidrawDensifier.densified([], width: 4) == [])
            #expect(ExcalidrawDensifier.densified([Self.p(1, 2)], width: 4) == [Self.p(1, 2)])
            #expect(
                ExcalidrawDensifier.densified([Self.p(1, 2), Self.p(1, 2)], width: 4) == [Self.p(1, 2), Self.p(1, 2)])
        }

        @Test func pointsAreHalfTheWidthApart() {
            // Width 4: at most 2 apart, so 10 units take five steps.
            #expect(
                ExcalidrawDensifier.densified([.zero, Self.p(10, 0)], width: 4) == [
                    .zero, Self.p(2, 0), Self.p(4, 0), Self.p(6, 0), Self.p(8, 0), Self.p(10, 0),
                ])
            // Each segment is divided evenly, and every corner is kept: 3 units in two steps of 1.5.
            #expect(
                ExcalidrawDensifier.densified([.zero, Self.p(3, 0), Self.p(3, 3)], width: 4) == [
                    .zero, Self.p(1.5, 0), Self.p(3, 0), Self.p(3, 1.5), Self.p(3, 3),
                ])
        }

        @Test(arguments: [0.0, -3.0, Double.nan, Double.infinity])
        func pointsAreAtLeastHalfAUnitApart(width: Double) {
            #expect(
                ExcalidrawDensifier.densified([.zero, Self.p(1, 0)], width: width) == [
                    .zero, Self.p(0.5, 0), Self.p(1, 0),
                ])
        }

        @Test func addedPointsAreHeldToFifteenDigits() {
            // Width 1.4, so 0.7 apart: two units in three steps, at ⅔ and 1⅓.
            #expect(
                ExcalidrawDensifier.densified([.zero, Self.p(2, 0)], width: 1.4) == [
                    .zero, Self.p(0.666_666_666_666_667, 0), Self.p(1.333_333_333_333_33, 0), Self.p(2, 0),
                ])
        }

        @Test func aLongLineGetsNoMoreThanTheMostPointsAdded() {
            // 10,000 units over 1,024: 9.765625 apart, 512 steps in each half.
            let points = ExcalidrawDensifier.densified([.zero, Self.p(5_000, 0), Self.p(10_000, 0)], width: 0)
            #expect(points.count == ExcalidrawDensifier.maximumAdded + 1)
            #expect(points[512] == Self.p(5_000, 0))
            #expect(points[1] == Self.p(9.765625, 0))
        }

        @Test func aLengthTooLargeToAddUpIsLeft() {
            let points = [Point.zero, Self.p(1e308, 0), Self.p(-1e308, 0)]
            #expect(ExcalidrawDensifier.densified(points, width: 4) == points)
        }
    }
}
