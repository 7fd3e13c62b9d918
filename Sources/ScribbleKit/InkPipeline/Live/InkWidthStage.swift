/// The width stage of a stroke that may still grow: the radius of each sample of the fitted
/// curve (see ``InkWidthProfile``), settled as far as the rest of the stroke can no longer
/// change it.
///
/// The radius never changes faster than ``InkWidthProfile/steepestSlope`` along the curve: a
/// pass forwards raises each radius to within that slope of the one before, and a pass backwards
/// to within it of the one after. The forward pass is final at a sample as soon as its own
/// radius is: past the reach of the end taper (whose stroke is at least as long as the curve so
/// far), with the sample after it known (the nib's direction) and once the stroke is too long for
/// its tapers to shrink. The backward pass is final at a sample whose radius is above what the
/// widest radius still to come would fall to at that slope by the time it got there: whatever
/// comes after cannot raise it. Both passes are the whole stroke's, value for value, since taking the
/// larger of two numbers and subtracting from both commute exactly in floating point.
struct InkWidthStage {
    let profile: InkWidthProfile
    /// The thinnest the ink gets.
    let floor: Double
    /// The most any radius can be, with a margin for the rounding of the backward pass's chain
    /// of subtractions.
    let ceiling: Double
    /// Samples whose forward radius is final (kept in the `forward` buffer).
    private(set) var forwardCount = 0
    /// Samples whose radius is final (written to the curve).
    private(set) var finalCount = 0

    init(profile: InkWidthProfile) {
        self.profile = profile
        floor = profile.halfWidth * InkWidthProfile.thinnest
        ceiling = profile.widest * (1 + 1e-9) + 1e-12
    }

    /// Settles the radii of the first samples of `curve`, of which the first `settled` are final,
    /// using `sweep` as scratch space.
    /// - Parameter shortest: how long the whole curve will be at least (at least as long as the
    ///   settled part): the end taper cannot reach further back than that less its length.
    mutating func settle(
        _ curve: InkBuffer<CurveSample>, settled: Int, shortest: Double, forward: InkBuffer<Double>,
        sweep: InkBuffer<Double>
    ) {
        guard settled >= 2, ceiling.isFinite else { return }
        let lastS = Swift.max(curve[settled - 1].s, shortest)
        let lengths = profile.taperLengths(total: lastS)
        // A stroke this short may yet have its tapers shrink to fit, which changes every radius.
        guard !lengths.shrunk else { return }
        var end = forwardCount
        while end < settled - 1, lastS - curve[end].s >= lengths.end { end += 1 }
        guard end > forwardCount else { return }
        curve.withUnsafeMutableBufferPointer { samples in
            extendForward(
                samples, count: settled, from: forwardCount, to: end, lengths: lengths, total: lastS,
                previous: forward.isEmpty ? 0 : forward.last, into: forward)
        }
        forwardCount = end
        // The backward pass from the last forward-final sample, over the samples not yet final.
        let last = end - 1
        sweep.removeAll()
        sweep.reserve(last - finalCount + 1)
        var radius = forward[last]
        for index in stride(from: last, through: finalCount, by: -1) {
            if index < last {
                radius = Self.backward(forward[index], after: radius, gap: curve[index + 1].s - curve[index].s)
            }
            sweep.appendReserved(radius)
        }
        // A sample is final where no radius still to come (at most the widest, beyond the last
        // forward-final sample) can reach above it at the steepest slope.
        let slope = InkWidthProfile.steepestSlope
        var commit = finalCount
        while commit < last {
            let settled = sweep[last - commit]
            let highest = ceiling - slope * (curve[last].s - curve[commit].s)
            guard highest < settled else { break }
            curve[commit].radius = settled
            commit += 1
        }
        finalCount = commit
    }

    /// Sets the radius of every sample of `curve` not yet final, the stroke ending with its last
    /// sample. When the stroke is short enough for its tapers to shrink, a sample is put where the
    /// start taper ends (the caller passes a curve nothing of which is settled, or a copy).
    func finish(_ curve: InkBuffer<CurveSample>, forward: InkBuffer<Double>, tailForward: InkBuffer<Double>) {
        var count = curve.count
        guard count > 0 else { return }
        guard count > 1 else {
            curve[0].radius = Swift.max(floor, profile.radius(atPressure: curve[0].pressure))
            return
        }
        let total = curve[count - 1].s
        let lengths = profile.taperLengths(total: total)
        if lengths.shrunk {
            // Some point keeps full width; that point needs a sample, or a short stroke would be
            // all tips.
            InkWidthProfile.insertSample(at: lengths.start, into: curve)
            count = curve.count
        }
        tailForward.removeAll()
        curve.withUnsafeMutableBufferPointer { samples in
            extendForward(
                samples, count: count, from: forwardCount, to: count, lengths: lengths, total: total,
                previous: forwardCount > 0 ? forward[forwardCount - 1] : 0, into: tailForward)
        }
        // Inlined with the pipeline's other kernels: a live update takes 9% longer without (tools/bench live).
        @inline(__always) func forwardRadius(_ index: Int) -> Double {
            index < forwardCount ? forward[index] : tailForward[index - forwardCount]
        }
        var radius = forwardRadius(count - 1)
        curve[count - 1].radius = radius
        guard count - 2 >= finalCount else { return }
        for index in stride(from: count - 2, through: finalCount, by: -1) {
            radius = Self.backward(forwardRadius(index), after: radius, gap: curve[index + 1].s - curve[index].s)
            curve[index].radius = radius
        }
    }

    /// Appends to `output` the forward radii of samples `from..<to` of a curve of `count` samples,
    /// `total` long, after `previous`, the forward radius of sample `from − 1` (unused for the first).
    // Inlined with the pipeline's other kernels: a live update takes 9% longer without (tools/bench live).
    @inline(__always)
    private func extendForward(
        _ samples: UnsafeMutableBufferPointer<CurveSample>, count: Int, from: Int, to: Int,
        lengths: (start: Double, end: Double, shrunk: Bool), total: Double, previous: Double,
        into output: InkBuffer<Double>
    ) {
        guard to > from else { return }
        let slope = InkWidthProfile.steepestSlope
        output.reserve(to - from)
        var previous = previous
        for index in from..<to {
            let own = profile.ownRadius(
                samples, at: index, count: count, startLength: lengths.start, endLength: lengths.end, total: total)
            let floored = own.isFinite ? Swift.max(floor, own) : floor
            // The larger of the two, neither of which is a NaN, in one instruction: each radius
            // waits for the one before, so this loop runs at the speed of that chain.
            let bound = index > 0 ? previous - slope * (samples[index].s - samples[index - 1].s) : floor
            let radius = bound > floored ? bound : floored
            output.appendReserved(radius)
            previous = radius
        }
    }

    /// The radius of a sample whose forward radius is `own`, before one whose radius is `after`
    /// and `gap` along the curve from it.
    // Inlined with the pipeline's other kernels: a live update takes 9% longer without (tools/bench live).
    @inline(__always)
    static func backward(_ own: Double, after: Double, gap: Double) -> Double {
        let bound = after - InkWidthProfile.steepestSlope * gap
        return own < bound ? bound : own
    }
}
