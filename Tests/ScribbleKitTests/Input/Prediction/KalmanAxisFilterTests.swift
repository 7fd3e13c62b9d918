import Testing

@testable import ScribbleKit

@Suite struct KalmanAxisFilterTests {
    /// A filter fed `positions(t)` at `rate` Hz for `count` samples, from t = 0.
    static func follow(
        count: Int, rate: Double = 120, processNoise: Double = 1e6, measurementNoise: Double = 1e-4,
        _ positions: (Double) -> Double
    ) -> KalmanAxisFilter {
        var filter = KalmanAxisFilter(position: positions(0), measurementNoise: measurementNoise)
        for index in 1..<count {
            filter.update(
                measurement: positions(Double(index) / rate), elapsed: 1 / rate, processNoise: processNoise,
                measurementNoise: measurementNoise)
        }
        return filter
    }

    @Test func itStartsAtRestWhereItWasPut() {
        let filter = KalmanAxisFilter(position: 42, measurementNoise: 0.5)
        #expect(filter.state == SIMD4(42, 0, 0, 0))
        #expect(filter.position == 42)
        #expect(filter.displacement(after: 0.05, accelerationWeight: 1, jerkWeight: 1) == 0)
    }

    @Test func aPenHeldStillStaysStill() {
        let filter = Self.follow(count: 50) { _ in -7.5 }
        #expect(filter.state == SIMD4(-7.5, 0, 0, 0))
    }

    @Test func aSecondMeasurementAtTheSameTimeIsAveragedIn() {
        // Both measurements have the same variance, and nothing is known of the motion yet:
        // the gain on the position is ½ and none of it goes into the derivatives.
        var filter = KalmanAxisFilter(position: 10, measurementNoise: 2)
        filter.update(measurement: 14, elapsed: 0, processNoise: 1e6, measurementNoise: 2)
        #expect(filter.state == SIMD4(12, 0, 0, 0))
        // A third at the same time: variance 1 against 2, gain ⅓.
        filter.update(measurement: 15, elapsed: 0, processNoise: 1e6, measurementNoise: 2)
        #expect(isClose(filter.position, 13, within: 1e-12))
    }

    @Test func withoutMeasurementNoiseEachMeasurementIsTakenAsItIs() {
        var filter = KalmanAxisFilter(position: 0, measurementNoise: 0)
        for (index, x) in [3.0, 4, -2, 10].enumerated() {
            filter.update(measurement: x, elapsed: 0.01 * Double(index + 1), processNoise: 1e6, measurementNoise: 0)
            #expect(isClose(filter.position, x, within: 1e-9))
        }
    }

    @Test func aSteadyPenIsFollowedAtItsSpeed() {
        let filter = Self.follow(count: 60) { t in 5 + 400 * t }
        let last = 5 + 400 * 59.0 / 120
        #expect(isClose(filter.position, last, within: 1e-3))
        #expect(isClose(filter.state[1], 400, within: 0.5))
        #expect(abs(filter.state[2]) < 50)
        // Predicted 20 ms on by velocity alone: 8 units.
        #expect(isClose(filter.displacement(after: 0.02, accelerationWeight: 0, jerkWeight: 0), 8, within: 0.02))
    }

    @Test func anAcceleratingPenIsFollowedWithItsAcceleration() {
        // x = 1000·t², so at the last sample the velocity is 2000·t and the acceleration 2000.
        let filter = Self.follow(count: 90) { t in 1000 * t * t }
        let t = 89.0 / 120
        #expect(isClose(filter.position, 1000 * t * t, within: 1e-2))
        #expect(isClose(filter.state[1], 2000 * t, within: 2))
        #expect(isClose(filter.state[2], 2000, within: 50))
    }

    @Test func theDisplacementIsTheWeightedTaylorSeries() {
        let filter = Self.follow(count: 40) { t in 50 * t * t * t - 20 * t }
        let (v, a, j) = (filter.state[1], filter.state[2], filter.state[3])
        let h = 0.03
        let expected = v * h + 0.5 * a * h * h / 2 + 0.25 * j * h * h * h / 6
        #expect(
            isClose(filter.displacement(after: h, accelerationWeight: 0.5, jerkWeight: 0.25), expected, within: 1e-12))
    }

    @Test func anUpdateThatWouldOverflowRestartsAtTheMeasurement() {
        var filter = Self.follow(count: 10) { t in 100 * t }
        filter.update(measurement: 5, elapsed: 1e100, processNoise: 1e6, measurementNoise: 1e-4)
        #expect(filter == KalmanAxisFilter(position: 5, measurementNoise: 1e-4))
    }
}
