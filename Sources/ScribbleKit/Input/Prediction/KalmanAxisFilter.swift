/// One coordinate of a moving pen followed by a Kalman filter whose state is its position,
/// velocity, acceleration and jerk, under a constant-jerk motion model: between samples the jerk
/// stays as it was, except for a random change whose power is the process noise.
///
/// The motion model is integrated over the real time between samples, so irregular sampling needs
/// no resampling; a second sample at the same time is one more measurement of the same state.
/// Units are the caller's: canvas units and seconds in ``InkPredictor``.
struct KalmanAxisFilter: Hashable, Sendable {
    /// Position, velocity, acceleration and jerk.
    private(set) var state: SIMD4<Double>
    /// How uncertain ``state`` is: its covariance, symmetric.
    private var covariance: Matrix4

    /// How uncertain the derivatives are before any motion has been seen: wide enough that the
    /// first samples decide them (a standard deviation of 10⁴ units/s, 10⁶ units/s², 10⁸ units/s³),
    /// bounded so that the first updates stay well within a double's range.
    private static let startingDerivativeVariances = SIMD3<Double>(1e8, 1e12, 1e16)

    /// Starts at a position, at rest.
    /// - Parameters:
    ///   - position: The first measurement.
    ///   - measurementNoise: The variance of a measurement, in units².
    init(position: Double, measurementNoise: Double) {
        state = SIMD4(position, 0, 0, 0)
        let derivatives = Self.startingDerivativeVariances
        covariance = Matrix4(diagonal: SIMD4(max(measurementNoise, 0), derivatives.x, derivatives.y, derivatives.z))
    }

    /// The filtered position.
    var position: Double { state[0] }

    /// Takes one measurement `elapsed` seconds after the previous one.
    ///
    /// A measurement that would leave a non-finite state (which finite inputs should never do, but
    /// a filter fed for hours should not be trusted blindly) restarts the filter at it.
    /// - Parameters:
    ///   - measurement: Where the pen was measured.
    ///   - elapsed: Seconds since the previous measurement; 0 for a second measurement at the same time.
    ///   - processNoise: The power of the random change in jerk, in units²/s⁷.
    ///   - measurementNoise: The variance of a measurement, in units².
    mutating func update(measurement: Double, elapsed: Double, processNoise: Double, measurementNoise: Double) {
        if elapsed > 0 {
            let transition = Matrix4.constantJerkTransition(elapsed)
            state = transition * state
            covariance =
                transition * covariance * transition.transposed + Matrix4.jerkProcessNoise(elapsed, power: processNoise)
        }
        let innovation = covariance.row0[0] + max(measurementNoise, 0)
        if innovation > 0 {
            // The measurement sees the position only, so the gain is the covariance's first
            // column (its first row, by symmetry) over the innovation's variance.
            let gain = covariance.row0 / innovation
            state += gain * (measurement - state[0])
            covariance = (covariance - Matrix4(outer: gain, covariance.row0)).symmetrized
        }
        if !(state.isFinite && covariance.isFinite) {
            self = KalmanAxisFilter(position: measurement, measurementNoise: measurementNoise)
        }
    }

    /// How far the pen goes in `horizon` seconds by the state's Taylor series, with the higher
    /// terms weighted down: acceleration and jerk are the noisiest estimates, and following them in
    /// full overshoots at every turn.
    func displacement(after horizon: Double, accelerationWeight: Double, jerkWeight: Double) -> Double {
        let velocity = state[1]
        let acceleration = state[2]
        let jerk = state[3]
        return velocity * horizon
            + accelerationWeight * acceleration * horizon * horizon / 2
            + jerkWeight * jerk * horizon * horizon * horizon / 6
    }
}

extension KalmanAxisFilter {
    /// A 4×4 matrix of doubles kept in four rows, without heap storage, for the filter's few products.
    fileprivate struct Matrix4: Hashable, Sendable {
        var row0, row1, row2, row3: SIMD4<Double>

        init(_ row0: SIMD4<Double>, _ row1: SIMD4<Double>, _ row2: SIMD4<Double>, _ row3: SIMD4<Double>) {
            (self.row0, self.row1, self.row2, self.row3) = (row0, row1, row2, row3)
        }

        init(diagonal: SIMD4<Double>) {
            self.init(
                SIMD4(diagonal[0], 0, 0, 0), SIMD4(0, diagonal[1], 0, 0), SIMD4(0, 0, diagonal[2], 0),
                SIMD4(0, 0, 0, diagonal[3]))
        }

        /// `a bᵀ`.
        init(outer a: SIMD4<Double>, _ b: SIMD4<Double>) {
            self.init(a[0] * b, a[1] * b, a[2] * b, a[3] * b)
        }

        /// How the state moves in `dt` seconds when the jerk stays constant: each derivative
        /// advances by the Taylor series of those above it.
        static func constantJerkTransition(_ dt: Double) -> Matrix4 {
            let dt2 = dt * dt / 2
            let dt3 = dt * dt * dt / 6
            return Matrix4(SIMD4(1, dt, dt2, dt3), SIMD4(0, 1, dt, dt2), SIMD4(0, 0, 1, dt), SIMD4(0, 0, 0, 1))
        }

        /// The covariance that white noise of the given power in the jerk's rate of change adds
        /// over `dt` seconds: the integral over the interval of `g gᵀ`, where g = (τ³/6, τ²/2, τ, 1)
        /// carries a kick at time τ before the end into each derivative. Entry (i, j) is
        /// `power · dt^(7−i−j) / ((3−i)! (3−j)! (7−i−j))`.
        static func jerkProcessNoise(_ dt: Double, power: Double) -> Matrix4 {
            let factorials: SIMD4<Double> = [6, 2, 1, 1]
            var powers = SIMD8<Double>(repeating: 1)  // dt^0 … dt^7
            for exponent in 1..<8 { powers[exponent] = powers[exponent - 1] * dt }
            func row(_ i: Int) -> SIMD4<Double> {
                var result = SIMD4<Double>()
                for j in 0..<4 {
                    let exponent = 7 - i - j
                    result[j] = power * powers[exponent] / (factorials[i] * factorials[j] * Double(exponent))
                }
                return result
            }
            return Matrix4(row(0), row(1), row(2), row(3))
        }

        var transposed: Matrix4 {
            Matrix4(
                SIMD4(row0[0], row1[0], row2[0], row3[0]), SIMD4(row0[1], row1[1], row2[1], row3[1]),
                SIMD4(row0[2], row1[2], row2[2], row3[2]), SIMD4(row0[3], row1[3], row2[3], row3[3]))
        }

        /// The matrix made exactly symmetric, as rounding in the update slowly unbalances it.
        var symmetrized: Matrix4 {
            let t = transposed
            return Matrix4((row0 + t.row0) / 2, (row1 + t.row1) / 2, (row2 + t.row2) / 2, (row3 + t.row3) / 2)
        }

        var isFinite: Bool { row0.isFinite && row1.isFinite && row2.isFinite && row3.isFinite }

        static func * (m: Matrix4, v: SIMD4<Double>) -> SIMD4<Double> {
            SIMD4((m.row0 * v).sum(), (m.row1 * v).sum(), (m.row2 * v).sum(), (m.row3 * v).sum())
        }

        static func * (a: Matrix4, b: Matrix4) -> Matrix4 {
            func row(_ r: SIMD4<Double>) -> SIMD4<Double> {
                r[0] * b.row0 + r[1] * b.row1 + r[2] * b.row2 + r[3] * b.row3
            }
            return Matrix4(row(a.row0), row(a.row1), row(a.row2), row(a.row3))
        }

        static func + (a: Matrix4, b: Matrix4) -> Matrix4 {
            Matrix4(a.row0 + b.row0, a.row1 + b.row1, a.row2 + b.row2, a.row3 + b.row3)
        }

        static func - (a: Matrix4, b: Matrix4) -> Matrix4 {
            Matrix4(a.row0 - b.row0, a.row1 - b.row1, a.row2 - b.row2, a.row3 - b.row3)
        }
    }
}

extension SIMD4<Double> {
    /// Whether every lane is finite.
    fileprivate var isFinite: Bool { self[0].isFinite && self[1].isFinite && self[2].isFinite && self[3].isFinite }
}
