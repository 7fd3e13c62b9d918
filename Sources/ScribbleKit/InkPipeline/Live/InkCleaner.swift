/// The cleaning stage (see ``InkCleaning``) taking a stroke's points one at a time.
///
/// Each point is placed on the canvas, dropped when out of range, timed no earlier than the one
/// before, and merged into the last sample when at its place, so the last sample stays open to
/// change until a point elsewhere follows it. Missing pressures stay NaN in the cleaned samples
/// until ``fill(_:)`` gives them the nearest earlier known one (the first known one for those
/// before it), exactly as the stage over a whole stroke does.
struct InkCleaner {
    /// Maps the points onto the canvas.
    let transform: Transform
    private var lastT = 0.0
    /// The index of the first sample with a known pressure, if any.
    private(set) var firstPressureIndex: Int?
    /// The pressure that fills the next missing one.
    private var fillPressure = 0.5
    /// Where the next point falls among the stroke's points: its index, counting those dropped;
    /// for a stroke drawn from curves, the caller sets the place its sample was timed from.
    var nextPointIndex = 0.0

    init(transform: Transform) {
        self.transform = transform
    }

    /// Whether any point so far reported a pressure.
    var hasPressure: Bool { firstPressureIndex != nil }

    /// Cleans `point` into `samples`, which holds this stroke's samples so far.
    // Inlined with the pipeline's other kernels: a live update takes 9% longer without (tools/bench live).
    @inline(__always)
    mutating func add(_ point: StrokePoint, to samples: InkBuffer<InkSample>) {
        let pointIndex = nextPointIndex
        nextPointIndex += 1
        let location = point.location.applying(transform)
        guard InkGeometryLimits.contains(x: location.x, y: location.y) else { return }
        var t = point.t.isFinite ? point.t : lastT
        if !samples.isEmpty { t = Swift.max(t, lastT) }
        lastT = t
        // NaN marks a missing pressure until it is filled.
        var pressure = Double.nan
        if let reported = point.pressure, reported.isFinite { pressure = Swift.min(1, Swift.max(0, reported)) }
        let sample = InkSample(x: location.x, y: location.y, t: t, pressure: pressure, pointIndex: pointIndex)
        if !samples.isEmpty, samples.last.hasSameLocation(as: sample) {
            // The merged sample keeps the firmer pressure and the later time.
            let last = samples.count - 1
            samples[last].t = t
            if !pressure.isNaN, samples[last].pressure.isNaN || pressure > samples[last].pressure {
                samples[last].pressure = pressure
            }
        } else {
            samples.append(sample)
        }
        if !pressure.isNaN, firstPressureIndex == nil { firstPressureIndex = samples.count - 1 }
    }

    /// Starts filling pressures from the first sample of `samples`.
    mutating func startFilling(_ samples: InkBuffer<InkSample>) {
        fillPressure = firstPressureIndex.map { samples[$0].pressure } ?? 0.5
    }

    /// `sample` with its pressure filled, the samples before it having been filled in order.
    // Inlined with the pipeline's other kernels: a live update takes 9% longer without (tools/bench live).
    @inline(__always)
    mutating func fill(_ sample: InkSample) -> InkSample {
        guard hasPressure else {
            var filled = sample
            filled.pressure = 0.5
            return filled
        }
        if sample.pressure.isNaN {
            var filled = sample
            filled.pressure = fillPressure
            return filled
        }
        fillPressure = sample.pressure
        return sample
    }
}
