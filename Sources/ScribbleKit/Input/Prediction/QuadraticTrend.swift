/// The motion over the last stretch of a stroke: a least-squares quadratic in time through each
/// axis of the samples, described by its velocity and acceleration at the last sample.
///
/// A fit over a window of samples, rather than differences of the last two, is what keeps one
/// jittery or late sample from turning the prediction; a quadratic, rather than a line, follows a
/// curve. Real timestamps are used as they are, so irregular sampling needs no resampling.
struct QuadraticTrend: Hashable, Sendable {
    /// The fitted velocity at the last sample, in units per second.
    var velocity: Vector
    /// The fitted acceleration, in units per second².
    var acceleration: Vector

    /// No motion.
    static let still = QuadraticTrend(velocity: .zero, acceleration: .zero)

    init(velocity: Vector, acceleration: Vector) {
        self.velocity = velocity
        self.acceleration = acceleration
    }

    /// Fits the samples, oldest first, whose times strictly increase.
    ///
    /// Three samples or more give a quadratic; two, or samples whose times are too close together
    /// to tell a curve, a line; one, no motion.
    init(fitting samples: ArraySlice<StrokePoint>) {
        guard let first = samples.first, let last = samples.last, samples.count >= 2 else {
            self = .still
            return
        }
        // Time runs over −1…0 and positions are taken from the last sample, so that the sums stay
        // of the same magnitude whatever the clock's or the canvas's origin.
        let span = last.t - first.t
        guard span > 0, span.isFinite else {
            self = .still
            return
        }
        var timePowers = SIMD8<Double>()  // Σ τ⁰ … Σ τ⁴ in the first five lanes
        var xMoments = SIMD3<Double>()  // Σ Δx τ⁰, Σ Δx τ¹, Σ Δx τ²
        var yMoments = SIMD3<Double>()
        for sample in samples {
            let tau = (sample.t - last.t) / span
            let dx = sample.x - last.x
            let dy = sample.y - last.y
            let tau2 = tau * tau
            timePowers += SIMD8(1, tau, tau2, tau2 * tau, tau2 * tau2, 0, 0, 0)
            xMoments += SIMD3(dx, dx * tau, dx * tau2)
            yMoments += SIMD3(dy, dy * tau, dy * tau2)
        }
        let s = timePowers
        if samples.count >= 3, let (x, y) = Self.quadratic(s, xMoments, yMoments) {
            velocity = Vector(dx: x.linear / span, dy: y.linear / span)
            acceleration = Vector(dx: 2 * x.quadratic / (span * span), dy: 2 * y.quadratic / (span * span))
            return
        }
        let determinant = s[0] * s[2] - s[1] * s[1]
        guard determinant > 1e-12 * s[0] * s[2] else {
            self = .still
            return
        }
        let slopeX = (s[0] * xMoments[1] - s[1] * xMoments[0]) / determinant
        let slopeY = (s[0] * yMoments[1] - s[1] * yMoments[0]) / determinant
        velocity = Vector(dx: slopeX / span, dy: slopeY / span)
        acceleration = .zero
    }

    /// How far the pen goes in `horizon` seconds, with the acceleration weighted by
    /// `accelerationWeight`: the fitted curvature is the noisiest part of the fit, and following
    /// it in full overshoots at the ends of turns.
    func displacement(after horizon: Double, accelerationWeight: Double) -> Vector {
        velocity * horizon + acceleration * (accelerationWeight * horizon * horizon / 2)
    }

    /// Solves the normal equations of a quadratic fit for both axes at once by Cramer's rule, or
    /// `nil` when the times are too close together to tell a curve from a line.
    private static func quadratic(
        _ s: SIMD8<Double>, _ xMoments: SIMD3<Double>, _ yMoments: SIMD3<Double>
    ) -> (x: (linear: Double, quadratic: Double), y: (linear: Double, quadratic: Double))? {
        let column0 = SIMD3(s[0], s[1], s[2])
        let column1 = SIMD3(s[1], s[2], s[3])
        let column2 = SIMD3(s[2], s[3], s[4])
        let determinant = determinant3(column0, column1, column2)
        // The matrix is a Gram matrix; relative to the product of its diagonal, its determinant
        // falls towards 0 as the times bunch together and the fit loses its footing.
        guard determinant > 1e-9 * s[0] * s[2] * s[4], determinant.isFinite else { return nil }
        func solve(_ moments: SIMD3<Double>) -> (linear: Double, quadratic: Double) {
            (
                determinant3(column0, moments, column2) / determinant,
                determinant3(column0, column1, moments) / determinant
            )
        }
        return (solve(xMoments), solve(yMoments))
    }

    /// The determinant of the 3×3 matrix with these columns.
    private static func determinant3(_ a: SIMD3<Double>, _ b: SIMD3<Double>, _ c: SIMD3<Double>) -> Double {
        a[0] * (b[1] * c[2] - b[2] * c[1]) - b[0] * (a[1] * c[2] - a[2] * c[1]) + c[0] * (a[1] * b[2] - a[2] * b[1])
    }
}
