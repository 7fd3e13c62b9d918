/// Predicts where a pen is going from the real samples of a stroke in progress, so that a canvas
/// can draw a provisional tail ahead of the last sample and hide some of its latency.
///
/// Feed it every real sample of one stroke as it arrives, and ask for a horizon when drawing: it
/// returns a short tail of predicted points, sampled at about the input's rate and ending at the
/// horizon. A prediction is provisional: draw it, and replace it at the next update; it never
/// becomes part of the stroke.
///
/// ```swift
/// var predictor = InkPredictor()
/// for sample in incoming {
///     predictor.add(sample)
///     let tail = predictor.predictedPoints(horizon: 0.016)   // [] until there are enough samples
///     canvas.draw(realPoints + tail)
/// }
/// predictor.reset()                                          // before the next stroke
/// ```
///
/// What it guards against:
/// - Too little to go on: nothing is predicted before ``Options/minimumSamples`` samples.
/// - Irregular timestamps: the estimate uses the real times. Samples closer together than
///   ``Options/minimumInterval``, equal timestamps or a clock going back count as one sample.
/// - Pauses: a pen held still (samples that stop moving) gives a tail that stays where the pen
///   is; a silence longer than ``Options/maximumGap`` starts the estimate afresh. The predictor
///   does not know the time now: a canvas whose pen has sent nothing for a while (a browser sends
///   no samples for a pen held still) should stop drawing the tail.
/// - Jumps and fast strokes: the tail goes at most the recent speed times the horizon (the median
///   speed of the last few intervals, so one stray sample does not count), and never farther
///   than ``Options/maximumDistance``.
/// - Non-finite numbers: samples with a non-finite coordinate or time are ignored, and every
///   predicted point is finite.
///
/// The prediction is a pure function of the samples and the options: the same inputs give the
/// same points, bit for bit.
public struct InkPredictor: Sendable {
    /// The options it was made with, as given.
    public let options: Options
    /// The options brought into range.
    private let settings: Options
    /// The latest real samples, oldest first, their times strictly increasing: the last
    /// ``Options/fitWindow`` seconds, and enough before them for the speed and rate estimates.
    private var samples: [StrokePoint] = []
    /// The Kalman filters of the two axes, for ``Method/kalman``.
    private var filters: AxisFilters?
    /// The filters before the last sample, to take it again when a sample at the same time
    /// replaces it.
    private var filtersBeforeLast: AxisFilters?

    private struct AxisFilters: Hashable, Sendable {
        var x: KalmanAxisFilter
        var y: KalmanAxisFilter
    }

    /// How many intervals the recent speed and the input's rate are the median of: three still
    /// ignore one stray sample, and follow a pen that slows down sooner than more would.
    private static let recentIntervalCount = 3
    /// The most samples kept, to bound the work of a prediction on a device that reports very often.
    private static let maximumKept = 256

    /// Creates a predictor with no samples.
    /// - Parameter options: How it estimates motion and how far it lets a prediction go.
    public init(options: Options = .default) {
        self.options = options
        settings = options.clamped
    }

    /// The last real sample taken, or `nil` before the first.
    public var lastSample: StrokePoint? { samples.last }

    /// Whether enough samples have come since the start (or the last long pause) to predict.
    public var canPredict: Bool { samples.count >= settings.minimumSamples }

    /// Forgets every sample, for the next stroke.
    public mutating func reset() {
        samples.removeAll(keepingCapacity: true)
        filters = nil
        filtersBeforeLast = nil
    }

    /// Takes the next real sample of the stroke.
    ///
    /// A sample with a non-finite coordinate or time is ignored. One within
    /// ``Options/minimumInterval`` of the last (or before it) replaces the last, keeping the last's
    /// time. One after a pause longer than ``Options/maximumGap`` starts afresh.
    public mutating func add(_ sample: StrokePoint) {
        guard sample.x.isFinite, sample.y.isFinite, sample.t.isFinite else { return }
        guard let last = samples.last else {
            start(at: sample)
            return
        }
        let elapsed = sample.t - last.t
        if elapsed > settings.maximumGap {
            reset()
            start(at: sample)
        } else if elapsed < settings.minimumInterval || elapsed <= 0 {
            replaceLast(with: sample, at: last.t)
        } else {
            samples.append(sample)
            forgetOldSamples()
            if settings.method == .kalman {
                filtersBeforeLast = filters
                filters = Self.updated(filters, with: sample, elapsed: elapsed, settings)
            }
        }
    }

    /// Takes several real samples in order, as ``add(_:)`` takes each.
    public mutating func add<Samples: Sequence<StrokePoint>>(contentsOf samples: Samples) {
        for sample in samples { add(sample) }
    }

    /// The predicted tail: points after the last real sample, about one per input interval, the
    /// last at `horizon` seconds after it, carrying the last sample's pressure, altitude and azimuth.
    ///
    /// - Parameter horizon: How far ahead to predict, in seconds (a frame or two of latency:
    ///   0.016, say); cut to ``Options/maximumHorizon``.
    /// - Returns: The tail, or `[]` before ``canPredict`` or for a horizon that is not positive.
    public func predictedPoints(horizon: Double) -> [StrokePoint] {
        guard canPredict, let last = samples.last, horizon > 0, horizon.isFinite else { return [] }
        let horizon = min(horizon, settings.maximumHorizon)
        guard horizon > 0 else { return [] }
        let count = tailCount(horizon: horizon)
        let times = (1...count).map { horizon * Double($0) / Double(count) }
        var displacements = Array(repeating: Vector.zero, count: count)

        let speed = recentSpeed()
        let speedReach = settings.speedAllowance * speed * horizon
        let reach = speedReach.isNaN ? 0 : min(settings.maximumDistance, speedReach)
        if speed >= settings.minimumSpeed, reach > 0 {
            let estimate = motionEstimate()
            displacements = times.map(estimate)
            let farthest = displacements.map(\.length).max() ?? 0
            if !farthest.isFinite {
                displacements = Array(repeating: .zero, count: count)
            } else if farthest > reach {
                // Scaled as a whole rather than cut point by point, so that the tail keeps its
                // shape and its points stay evenly spread in time.
                let scale = reach / farthest
                displacements = displacements.map { $0 * scale }
            }
        }
        return zip(times, displacements).map { time, displacement in
            var location = last.location + displacement
            if !(location.x.isFinite && location.y.isFinite) { location = last.location }
            return StrokePoint(
                location: location, t: last.t + time, pressure: last.pressure, altitude: last.altitude,
                azimuth: last.azimuth)
        }
    }

    // MARK: - Samples

    private mutating func start(at sample: StrokePoint) {
        samples.append(sample)
        if settings.method == .kalman {
            filtersBeforeLast = nil
            filters = Self.updated(nil, with: sample, elapsed: 0, settings)
        }
    }

    /// Replaces the last sample by a later report of the same moment: the later position is the
    /// truer one.
    private mutating func replaceLast(with sample: StrokePoint, at time: Double) {
        var merged = sample
        merged.t = time
        samples[samples.count - 1] = merged
        guard settings.method == .kalman else { return }
        let elapsed = samples.count >= 2 ? time - samples[samples.count - 2].t : 0
        filters = Self.updated(filtersBeforeLast, with: merged, elapsed: elapsed, settings)
    }

    /// Drops the samples that no estimate reads any more.
    private mutating func forgetOldSamples() {
        guard let last = samples.last else { return }
        let keptAnyway = max(settings.minimumSamples, Self.recentIntervalCount + 1)
        var drop = 0
        while samples.count - drop > keptAnyway, last.t - samples[drop].t > settings.fitWindow { drop += 1 }
        drop = max(drop, samples.count - Self.maximumKept)
        if drop > 0 { samples.removeFirst(drop) }
    }

    private static func updated(_ filters: AxisFilters?, with sample: StrokePoint, elapsed: Double, _ settings: Options)
        -> AxisFilters
    {
        guard var filters else {
            return AxisFilters(
                x: KalmanAxisFilter(position: sample.x, measurementNoise: settings.measurementNoise),
                y: KalmanAxisFilter(position: sample.y, measurementNoise: settings.measurementNoise))
        }
        filters.x.update(
            measurement: sample.x, elapsed: elapsed, processNoise: settings.processNoise,
            measurementNoise: settings.measurementNoise)
        filters.y.update(
            measurement: sample.y, elapsed: elapsed, processNoise: settings.processNoise,
            measurementNoise: settings.measurementNoise)
        return filters
    }

    // MARK: - Estimates

    /// How far the pen goes from the last sample in a given time, by the chosen method, estimated
    /// once for the whole tail. The tail starts at the last real sample rather than at a filtered
    /// position, so that it continues the ink already drawn.
    private func motionEstimate() -> (Double) -> Vector {
        let settings = settings
        switch settings.method {
        case .quadraticFit:
            let trend = trend
            return { trend.displacement(after: $0, accelerationWeight: settings.accelerationWeight) }
        case .kalman:
            guard let filters else { return { _ in .zero } }
            return { horizon in
                Vector(
                    dx: filters.x.displacement(
                        after: horizon, accelerationWeight: settings.accelerationWeight, jerkWeight: settings.jerkWeight
                    ),
                    dy: filters.y.displacement(
                        after: horizon, accelerationWeight: settings.accelerationWeight, jerkWeight: settings.jerkWeight
                    ))
            }
        }
    }

    /// The quadratic through the samples of the fit window, or through the last three when the
    /// window holds fewer.
    private var trend: QuadraticTrend {
        guard let last = samples.last else { return .still }
        var start = samples.count - 1
        while start > 0, last.t - samples[start - 1].t <= settings.fitWindow { start -= 1 }
        start = min(start, max(0, samples.count - 3))
        return QuadraticTrend(fitting: samples[start...])
    }

    /// The median speed over the last few intervals, in units per second: a pen that has stopped
    /// gives 0 after a few samples, and one stray sample does not move it.
    private func recentSpeed() -> Double {
        median(recentIntervals.map { $0.distance / $0.elapsed })
    }

    /// How many points a tail of `horizon` seconds has: about one per input interval (the median
    /// of the recent ones), at least one.
    private func tailCount(horizon: Double) -> Int {
        let interval = median(recentIntervals.map(\.elapsed))
        guard interval > 0 else { return 1 }
        let count = (horizon / interval - 1e-9).rounded(.up)
        return count.isFinite ? Int(min(max(count, 1), Double(settings.maximumTailPoints))) : 1
    }

    /// The last few intervals between samples: their length and duration (always positive).
    private var recentIntervals: [(distance: Double, elapsed: Double)] {
        let first = max(1, samples.count - Self.recentIntervalCount)
        guard first < samples.count else { return [] }
        return (first..<samples.count).map { index in
            (samples[index].location.distance(to: samples[index - 1].location), samples[index].t - samples[index - 1].t)
        }
    }

    private func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
