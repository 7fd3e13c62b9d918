import Testing

@testable import ScribbleKit

@Suite struct QuadraticTrendTests {
    /// Samples at `times` of a pen at `start` with velocity `v` and acceleration `a` at time 0.
    static func samples(_ times: [Double], start: Point, v: Vector, a: Vector) -> ArraySlice<StrokePoint> {
        ArraySlice(
            times.map { t in
                let p = start + v * t + a * (t * t / 2)
                return StrokePoint(x: p.x, y: p.y, t: t)
            })
    }

    @Test func aQuadraticPathIsFittedExactly() {
        // Irregular times; at the last one, t = 0.05, the velocity is v + a·t.
        let times = [0.0, 0.008, 0.017, 0.021, 0.033, 0.05]
        let v = Vector(dx: 300, dy: -120)
        let a = Vector(dx: -2000, dy: 5000)
        let trend = QuadraticTrend(fitting: Self.samples(times, start: Point(x: 10, y: 20), v: v, a: a))
        #expect(isClose(trend.velocity, Vector(dx: 300 - 100, dy: -120 + 250), within: 1e-6))
        #expect(isClose(trend.acceleration, a, within: 1e-4))
    }

    @Test func farFromTheOriginTheFitIsAsGood() {
        // A clock hours on and a canvas far out change nothing: sums are taken from the last sample.
        let times = [0.0, 0.008, 0.017, 0.021, 0.033, 0.05].map { $0 + 36_000 }
        let samples = ArraySlice(
            times.map { t -> StrokePoint in
                let s = t - 36_000
                return StrokePoint(x: 1e6 + 300 * s - 1000 * s * s, y: -1e6 - 120 * s + 2500 * s * s, t: t)
            })
        let trend = QuadraticTrend(fitting: samples)
        #expect(isClose(trend.velocity, Vector(dx: 200, dy: 130), within: 1e-3))
        #expect(isClose(trend.acceleration, Vector(dx: -2000, dy: 5000), within: 1))
    }

    @Test func aSteadyLineHasNoAcceleration() {
        let trend = QuadraticTrend(
            fitting: Self.samples(
                [0, 0.01, 0.02, 0.03, 0.04], start: Point(x: 5, y: 5), v: Vector(dx: 80, dy: 60), a: .zero))
        #expect(isClose(trend.velocity, Vector(dx: 80, dy: 60), within: 1e-9))
        #expect(isClose(trend.acceleration, .zero, within: 1e-6))
    }

    @Test func twoSamplesGiveTheirLine() {
        let samples: ArraySlice = [StrokePoint(x: 1, y: 2, t: 0.5), StrokePoint(x: 4, y: -2, t: 0.75)]
        let trend = QuadraticTrend(fitting: samples)
        #expect(isClose(trend.velocity, Vector(dx: 12, dy: -16), within: 1e-12))
        #expect(trend.acceleration == .zero)
    }

    @Test func oneSampleOrNoneIsStill() {
        #expect(QuadraticTrend(fitting: []) == .still)
        #expect(QuadraticTrend(fitting: [StrokePoint(x: 3, y: 3, t: 1)]) == .still)
    }

    @Test func samplesAtOneInstantAreStill() {
        let samples: ArraySlice = [
            StrokePoint(x: 0, y: 0, t: 2), StrokePoint(x: 5, y: 0, t: 2), StrokePoint(x: 9, y: 1, t: 2),
        ]
        #expect(QuadraticTrend(fitting: samples) == .still)
    }

    @Test func timesBunchedTogetherGiveALineInstead() {
        // Two of three samples a nanosecond apart cannot tell a curve: the least-squares line.
        let samples: ArraySlice = [
            StrokePoint(x: 0, y: 0, t: 0), StrokePoint(x: 0, y: 0, t: 1e-9), StrokePoint(x: 3, y: 6, t: 1),
        ]
        let trend = QuadraticTrend(fitting: samples)
        #expect(trend.acceleration == .zero)
        // The line through (0, 0) twice and (1, 3) has slope 3 in x (6 in y), to rounding.
        #expect(isClose(trend.velocity, Vector(dx: 3, dy: 6), within: 1e-6))
    }

    @Test func theDisplacementIsTheWeightedTaylorSeries() {
        let trend = QuadraticTrend(velocity: Vector(dx: 100, dy: -50), acceleration: Vector(dx: 400, dy: 800))
        // 100·0.1 + 0.5·400·0.01/2 = 11; −50·0.1 + 0.5·800·0.01/2 = −3.
        #expect(isClose(trend.displacement(after: 0.1, accelerationWeight: 0.5), Vector(dx: 11, dy: -3), within: 1e-12))
        #expect(isClose(trend.displacement(after: 0.1, accelerationWeight: 0), Vector(dx: 10, dy: -5), within: 1e-12))
        #expect(QuadraticTrend.still.displacement(after: 1, accelerationWeight: 1) == .zero)
    }
}
