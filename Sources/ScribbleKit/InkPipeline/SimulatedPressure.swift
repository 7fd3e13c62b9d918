/// Pressure made up from speed, for fingers, mice and pens that report none: a slow hand leaves
/// more ink than a fast one, as with a real pen.
///
/// The target at each sample is v₀ / (v₀ + v) for the speed v since the sample before (0.5 at the
/// nominal speed v₀, towards 1 when still, towards 0 when fast). The pressure moves towards its
/// target in proportion to the distance travelled, not to time, so a hand that dwells or
/// backtracks a little does not swell the ink into a blob, and jitter in the timestamps barely
/// shows.
///
/// The pressures are worked out in order as the samples come; only the first waits, for the
/// first few units of the stroke, whose mean speed it starts from.
struct SimulatedPressure {
    /// The speed that draws at pressure 0.5, in canvas units per second: an unhurried hand.
    static let nominalSpeed = 400.0
    /// The interval assumed between samples of a stroke that has no timing, in seconds.
    static let untimedInterval = 1.0 / 120
    /// The shortest interval believed between two samples, in seconds; events coalesced into one
    /// timestamp would otherwise look infinitely fast.
    static let shortestInterval = 1.0 / 480

    /// The stretch over which the pressure settles: a few widths of the ink.
    let settlingLength: Double
    /// Whether the stroke's samples are timed (its last is later than its first); an untimed
    /// stroke is taken at ``untimedInterval``.
    let timed: Bool
    private var pressure = 0.5
    /// How many samples, from the first, have their pressure.
    private(set) var resolved = 0

    /// - Parameters:
    ///   - width: the ink's nominal width on the canvas.
    ///   - timed: whether the whole stroke's last sample is later than its first.
    init(width: Double, timed: Bool) {
        settlingLength = Swift.max(4, 3 * (width.isFinite ? width : 0))
        self.timed = timed
    }

    /// Gives the samples from ``resolved`` up to `end` their pressures, in place. The first waits
    /// until the samples up to `end` cover the settling stretch, unless they are the whole stroke
    /// (`isWhole`); then none of them is resolved yet.
    mutating func resolve(_ samples: InkBuffer<InkSample>, upTo end: Int, isWhole: Bool) {
        guard resolved < end else { return }
        if resolved == 0 {
            guard end > 1 else {
                if isWhole {
                    samples[0].pressure = 0.5
                    resolved = 1
                }
                return
            }
            // Start from the mean speed over the first settling stretch, not from rest: strokes
            // start slowly, and starting from rest would blot every start.
            var startDistance = 0.0
            var startTime = 0.0
            var index = 1
            while index < end, startDistance < settlingLength {
                startDistance += samples[index - 1].distance(to: samples[index])
                startTime += interval(samples, index)
                index += 1
            }
            guard isWhole || startDistance >= settlingLength else { return }
            // A stroke that has barely moved stays near 0.5, as a single point does, so that a
            // tap does not change width as it grows into a line.
            let startTarget = Self.nominalSpeed / (Self.nominalSpeed + startDistance / startTime)
            pressure = 0.5 + (startTarget - 0.5) * Swift.min(1, startDistance / settlingLength)
            samples[0].pressure = pressure
            resolved = 1
        }
        for index in resolved..<end {
            let distance = samples[index - 1].distance(to: samples[index])
            let target = Self.nominalSpeed / (Self.nominalSpeed + distance / interval(samples, index))
            pressure += (target - pressure) * Swift.min(1, distance / settlingLength)
            samples[index].pressure = pressure
        }
        resolved = end
    }

    /// The time taken to reach sample `index` from the one before.
    private func interval(_ samples: InkBuffer<InkSample>, _ index: Int) -> Double {
        timed ? Swift.max(Self.shortestInterval, samples[index].t - samples[index - 1].t) : Self.untimedInterval
    }
}
