/// The 1€ filter (Géry Casiez, Nicolas Roussel and Daniel Vogel, "1€ Filter: A Simple Speed-based
/// Low-pass Filter for Noisy Input in Interactive Systems", CHI 2012), on points.
///
/// Each sample is low-passed with a smoothing factor α = 1 / (1 + τ·rate), τ = 1 / (2π·cutoff),
/// where rate is 1 / the time since the sample before, and the cutoff grows with the speed:
/// cutoff = minCutoff + beta·|v̂|. The speed v̂ is itself low-passed (at `derivativeCutoff`) from
/// (x − x̂ₚᵣₑᵥ)·rate, the distance from the previous filtered value, as in the authors' reference
/// implementation. Here x is a point and |v̂| the length of its velocity, so a stroke is steadied
/// the same way in every direction; along one axis this is exactly the reference filter.
struct OneEuroFilter {
    let minCutoff: Double
    let beta: Double
    let derivativeCutoff: Double

    /// The rate assumed until two samples with different times have been seen, in Hz; the
    /// reference implementation takes it as a parameter, and 120 Hz is a common input rate.
    static let initialRate = 120.0

    private var filtered = Point.zero
    private var velocity = Vector.zero
    private var lastTime = 0.0
    private var rate = OneEuroFilter.initialRate
    private var started = false
    /// The smoothing factor of the last sample filtered (1 for the first).
    private(set) var lastAlpha = 1.0

    /// Creates a filter; a cutoff that is not a positive number becomes 1 Hz, a beta that is not
    /// a number becomes 0.
    init(minCutoff: Double, beta: Double, derivativeCutoff: Double) {
        self.minCutoff = minCutoff.isFinite && minCutoff > 0 ? minCutoff : 1
        self.beta = beta.isFinite ? Swift.max(0, beta) : 0
        self.derivativeCutoff = derivativeCutoff.isFinite && derivativeCutoff > 0 ? derivativeCutoff : 1
    }

    private static func alpha(rate: Double, cutoff: Double) -> Double {
        // 1 / (1 + τ/Tₑ) with τ = 1/(2π·cutoff) and Tₑ = 1/rate.
        1 / (1 + rate / (2 * .pi * cutoff))
    }

    /// Filters one sample taken at time `t` (seconds) and returns the filtered location.
    mutating func callAsFunction(_ location: Point, t: Double) -> Point {
        guard started else {
            started = true
            lastTime = t
            filtered = location
            return location
        }
        // Samples at the same instant keep the last rate, as the reference filter does; a rate
        // above a MHz is timestamp noise and is held there so that it cannot overflow.
        if t > lastTime { rate = Swift.min(1e6, 1 / (t - lastTime)) }
        lastTime = t
        let derivativeAlpha = Self.alpha(rate: rate, cutoff: derivativeCutoff)
        velocity = velocity + ((location - filtered) * rate - velocity) * derivativeAlpha
        let alpha = Self.alpha(rate: rate, cutoff: minCutoff + beta * velocity.length)
        lastAlpha = alpha
        filtered = filtered.interpolated(to: location, by: alpha)
        return filtered
    }

    /// Replaces the contents of `output` with the filtered samples of `input`, landing on the last
    /// input (see ``StabilizerLanding``) over about three times the lag of the filter's last step.
    func apply(_ input: InkBuffer<InkSample>, into output: InkBuffer<InkSample>) {
        var stage = SteadyingFilter.oneEuro(self)
        stage.steadyWhole(input, into: output)
    }
}
