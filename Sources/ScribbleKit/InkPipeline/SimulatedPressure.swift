/// Pressure made up from speed, for fingers, mice and pens that report none: a slow hand leaves
/// more ink than a fast one, as with a real pen.
///
/// The target at each sample is v₀ / (v₀ + v) for the speed v since the sample before (0.5 at the
/// nominal speed v₀, towards 1 when still, towards 0 when fast). The pressure moves towards its
/// target in proportion to the distance travelled, not to time, so a hand that dwells or
/// backtracks a little does not swell the ink into a blob, and jitter in the timestamps barely
/// shows.
enum SimulatedPressure {
    /// The speed that draws at pressure 0.5, in canvas units per second: an unhurried hand.
    static let nominalSpeed = 400.0
    /// The interval assumed between samples of a stroke that has no timing, in seconds.
    static let untimedInterval = 1.0 / 120
    /// The shortest interval believed between two samples, in seconds; events coalesced into one
    /// timestamp would otherwise look infinitely fast.
    static let shortestInterval = 1.0 / 480

    /// Replaces the pressures of `samples` with simulated ones.
    /// - Parameter width: the ink's nominal width on the canvas; the pressure settles over a
    ///   stretch a few widths long.
    static func apply(to samples: InkBuffer<InkSample>, width: Double) {
        guard !samples.isEmpty else { return }
        let timed = samples.last.t > samples[0].t
        let settlingLength = Swift.max(4, 3 * (width.isFinite ? width : 0))
        guard samples.count > 1 else {
            samples[0].pressure = 0.5
            return
        }
        @inline(__always) func move(to index: Int) -> (distance: Double, target: Double) {
            let distance = samples[index - 1].distance(to: samples[index])
            let interval = timed ? Swift.max(shortestInterval, samples[index].t - samples[index - 1].t) : untimedInterval
            return (distance, nominalSpeed / (nominalSpeed + distance / interval))
        }
        // Start from the mean speed over the first settling stretch, not from rest: strokes
        // start slowly, and starting from rest would blot every start.
        var startDistance = 0.0, startTime = 0.0
        var index = 1
        while index < samples.count, startDistance < settlingLength {
            let distance = samples[index - 1].distance(to: samples[index])
            startDistance += distance
            startTime += timed ? Swift.max(shortestInterval, samples[index].t - samples[index - 1].t) : untimedInterval
            index += 1
        }
        // A stroke that has barely moved stays near 0.5, as a single point does, so that a tap
        // does not change width as it grows into a line.
        let startTarget = nominalSpeed / (nominalSpeed + startDistance / startTime)
        var pressure = 0.5 + (startTarget - 0.5) * Swift.min(1, startDistance / settlingLength)
        samples[0].pressure = pressure
        for index in 1..<samples.count {
            let (distance, target) = move(to: index)
            pressure += (target - pressure) * Swift.min(1, distance / settlingLength)
            samples[index].pressure = pressure
        }
    }
}
