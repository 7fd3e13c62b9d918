/// perfect-freehand's exponential smoothing: each point is pulled from the previous smoothed point
/// towards its input by a fixed fraction, so the line lags behind the hand and its jitter averages
/// out. The stroke still ends where the tool lifted (see ``StabilizerLanding``).
///
/// The filter takes one point at a time, as a stroke in progress delivers them; a whole stroke
/// is the same points taken in turn.
struct StreamlineFilter {
    /// The fraction each point moves towards its input, 0.15…1 (1 changes nothing).
    let factor: Double
    private var x = 0.0, y = 0.0
    private var started = false

    /// A filter for a streamline amount of 0…1, as perfect-freehand maps it.
    init(amount: Double) {
        let clamped = amount.isFinite ? Swift.min(1, Swift.max(0, amount)) : 0
        factor = 0.15 + (1 - clamped) * 0.85
    }

    /// How many points the stroke lands over at its end.
    var landingLength: Int { StabilizerLanding.landingLength(alpha: factor) }

    /// Smooths the next point.
    mutating func callAsFunction(_ location: Point) -> Point {
        guard started else {
            started = true
            (x, y) = (location.x, location.y)
            return location
        }
        // perfect-freehand's step, coordinate by coordinate.
        x += (location.x - x) * factor
        y += (location.y - y) * factor
        return Point(x: x, y: y)
    }

    /// Replaces the contents of `output` with the smoothed samples of `input`, landed on its last
    /// sample and without repeats: the filter over a whole stroke.
    func apply(_ input: InkBuffer<InkSample>, into output: InkBuffer<InkSample>) {
        var stage = SteadyingFilter.streamline(self)
        stage.steadyWhole(input, into: output)
    }
}
