import ScribbleKit
import ScribbleTestSupport
import Testing

@testable import ScribbleInterchange

extension InterchangeTests {
    /// The Catmull-Rom curve Excalidraw draws through a round line's points.
    @Suite("Excalidraw curves")
    struct ExcalidrawCurveTests {
        private static func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

        @Test func twoPointsOrFewerAreTheirOwnLine() {
            for points in [[], [Self.p(1, 1)], [Self.p(1, 1), Self.p(4, 5)]] {
                #expect(ExcalidrawCurve.points(through: points) == points)
                #expect(ExcalidrawCurve.path(through: points) == nil)
                #expect(ExcalidrawCurve.count(through: points) == points.count)
            }
        }

        @Test func eachSpanIsACubicWithCatmullRomTangents() {
            // Through (0,0), (10,0), (20,0): the handles are a sixth of the chord from the point
            // before to the point after, the ends repeating themselves. Held to 15 digits.
            let path = ExcalidrawCurve.path(through: [.zero, Self.p(10, 0), Self.p(20, 0)])
            #expect(
                path
                    == CurvePath([
                        .move(to: .zero),
                        .cubic(
                            control1: Self.p(1.666_666_666_666_67, 0), control2: Self.p(6.666_666_666_666_67, 0),
                            to: Self.p(10, 0)),
                        .cubic(
                            control1: Self.p(13.333_333_333_333_3, 0), control2: Self.p(18.333_333_333_333_3, 0),
                            to: Self.p(20, 0)),
                    ]))
        }

        @Test func theCurveGoesThroughEveryPoint() {
            let points = [Point.zero, Self.p(10, 10), Self.p(20, 0), Self.p(30, 10)]
            let curve = ExcalidrawCurve.points(through: points)
            for point in points { #expect(curve.contains(point), "\(point)") }
            #expect(curve.first == points.first && curve.last == points.last)
            #expect(ExcalidrawCurve.count(through: points) == curve.count)
        }

        @Test func chordsAreAsManyAsTheBendNeeds() {
            // Each span of the straight run above bends by 3⅓ between its handles:
            // ⌈√(0.75 · 3⅓ / 0.05)⌉ = ⌈√50⌉ = 8 chords, so 1 + 8 + 8 points.
            let straight = ExcalidrawCurve.points(through: [.zero, Self.p(10, 0), Self.p(20, 0)])
            #expect(straight.count == 17)
            #expect(straight[8] == Self.p(10, 0))
            #expect(ExcalidrawCurve.count(through: [.zero, Self.p(10, 0), Self.p(20, 0)]) == 17)
            // However sharp the bend, no span has more than 256.
            let sharp = [Point.zero, Self.p(1e6, 1e6), Self.p(0, 2e6)]
            #expect(ExcalidrawCurve.count(through: sharp) == 1 + 2 * 256)
            #expect(ExcalidrawCurve.points(through: sharp).count == 1 + 2 * 256)
            // A bend that is not finite is one chord.
            #expect(ExcalidrawCurve.count(through: [.zero, Self.p(.infinity, 0), Self.p(1, 1)]) == 3)
        }

        @Test func chordsStayWithinTheTolerance() throws {
            let points = [Point.zero, Self.p(40, 80), Self.p(90, -20), Self.p(100, 60), Self.p(30, 30)]
            let curve = ExcalidrawCurve.points(through: points)
            let path = try #require(ExcalidrawCurve.path(through: points))
            var start = Point.zero
            for element in path.elements {
                guard case .cubic(let c1, let c2, let end) = element else { continue }
                for step in 0...100 {
                    let t = Double(step) / 100
                    let u = 1 - t
                    let a = u * u * u
                    let b = 3 * u * u * t
                    let c = 3 * u * t * t
                    let d = t * t * t
                    let onCurve = Self.p(
                        a * start.x + b * c1.x + c * c2.x + d * end.x, a * start.y + b * c1.y + c * c2.y + d * end.y)
                    let nearest = zip(curve, curve.dropFirst()).map {
                        EdgeGrid.distance(from: onCurve, toSegment: $0, $1)
                    }
                    .min()
                    #expect(try #require(nearest) <= ExcalidrawCurve.tolerance + 1e-9)
                }
                start = end
            }
        }
    }
}
