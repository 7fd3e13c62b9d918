import Foundation

/// Leaves out the samples of a finely cut curve that a straight line between their neighbours
/// already passes within a tolerance of, as they arrive, in constant work per sample.
///
/// From the last sample kept, every later one narrows a wedge of directions: the directions
/// along which a line from the kept sample passes within the tolerance of it (Zhao and Saalfeld's
/// sector bound, 1997). While a new sample's direction is inside the wedge, and it is farther from
/// the kept sample than those before it (the curve does not double back), a line to it passes
/// every sample in between within the tolerance; the first sample outside makes the one before it
/// the next kept sample. A sample is kept, too, before the pressure strays further than
/// `pressureStep` from the kept sample's, before the curve has turned by more than `turnStep` since
/// it (the ink's outer edge, a radius away, strays further from its chords than the centre line
/// does, by as much more as the ink is wide beside the bend), and before the gap grows past
/// `fineStartGap` or `fineEndGap` where the width profile needs samples close together (the
/// tapers).
struct CurveThinner {
    /// How far the line between kept samples may pass from a sample left out.
    let tolerance: Double
    /// How far the pressure may stray from the last kept sample's before a sample is kept.
    let pressureStep: Double
    /// Where samples must lie close together: before `fineStart` along the curve
    /// (arc length), and after `fineEnd` along the polyline through the curve's samples (the
    /// place each sample is given with). The end is measured along the polyline, whose length is
    /// known before the curve is cut, and so is every sample's place against it: the curve's own
    /// arc length runs ahead of the polyline's by a little in every bend, which over a long
    /// stroke adds up to far more than a taper. A stroke still growing has no end yet: its
    /// thinner runs with `fineEnd` at infinity over the spans that end before where the end
    /// stretch could begin (no sample it weighs is placed past it), and is given the real one
    /// once the end is known (see ``InkStrokeBuilder``).
    let fineStart: Double
    var fineEnd: Double
    /// The largest gap before `fineStart`.
    let fineStartGap: Double
    /// The largest gap after `fineEnd`.
    let fineEndGap: Double
    /// The cosine of the most the curve may turn between kept samples.
    let turnCosine: Double

    /// The most samples left out in a row, so that the arc lengths of the kept samples (measured
    /// along the lines between them) stay close to the curve's.
    static let maximumLeftOut = 64

    private var kept: CurveSample
    private var pending: CurveSample?
    /// The wedge of directions, from its clockwise edge `low` to its anticlockwise edge `high`
    /// (in the sense of the cross product); unset until a sample leaves the tolerance's disc.
    private var low = Vector.zero, high = Vector.zero
    private var hasWedge = false
    private var farthest = 0.0
    private var leftOut = 0
    /// The direction in which the curve leaves the kept sample (towards the first sample after
    /// it), as a unit vector.
    private var leaving = Vector.zero

    /// Starts at `first`, which `curve` already holds as its last sample.
    init(
        startingAt first: CurveSample, tolerance: Double, pressureStep: Double, turnStep: Double, fineStart: Double,
        fineEnd: Double, fineStartGap: Double, fineEndGap: Double
    ) {
        turnCosine = turnStep < .pi ? cos(turnStep) : -1
        kept = first
        self.tolerance = tolerance
        self.pressureStep = pressureStep
        self.fineStart = fineStart
        self.fineEnd = fineEnd
        self.fineStartGap = fineStartGap
        self.fineEndGap = fineEndGap
    }

    /// Takes the next sample of the curve (its `s` is worked out here), `place` along the
    /// polyline through the curve's samples, appending to `curve` the samples it decides to keep.
    // Inlined with the pipeline's other kernels: a live update takes 9% longer without (tools/bench live).
    @inline(__always)
    mutating func add(_ sample: CurveSample, place: Double, to curve: InkBuffer<CurveSample>) {
        while true {
            let offset = sample.location - kept.location
            let squared = offset.lengthSquared
            // At the kept sample's place: nothing to draw between them.
            if squared == 0 { return }
            let distance = squared.squareRoot()
            if accepts(sample, place: place, offset: offset, distance: distance) {
                narrow(towards: offset, distance: distance)
                if pending == nil { leaving = offset * (1 / distance) }
                var next = sample
                next.s = kept.s + distance
                pending = next
                if distance > farthest { farthest = distance }
                leftOut += 1
                return
            }
            // `pending` exists: a first sample after the kept one is always accepted.
            guard let pending else { return }
            keep(pending, in: curve)
        }
    }

    /// Keeps the last sample taken, which ends the curve.
    mutating func finish(into curve: InkBuffer<CurveSample>) {
        if let pending { keep(pending, in: curve) }
    }

    // Inlined with the pipeline's other kernels: a live update takes 9% longer without (tools/bench live).
    @inline(__always)
    private func accepts(_ sample: CurveSample, place: Double, offset: Vector, distance: Double) -> Bool {
        guard let pending else { return true }
        guard leftOut < Self.maximumLeftOut, distance >= farthest,
            abs(sample.pressure - kept.pressure) <= pressureStep
        else { return false }
        if turnCosine > -1 {
            let piece = sample.location - pending.location
            if leaving.dot(piece) < turnCosine * piece.length { return false }
        }
        // Where the tapers need samples close together, the gap is bounded too.
        if distance > fineStartGap, kept.s < fineStart { return false }
        if distance > fineEndGap, place > fineEnd { return false }
        guard hasWedge else { return true }
        return low.cross(offset) >= 0 && offset.cross(high) >= 0
    }

    /// Narrows the wedge to the directions passing within the tolerance of a sample at `offset`.
    // Inlined with the pipeline's other kernels: a live update takes 9% longer without (tools/bench live).
    @inline(__always)
    private mutating func narrow(towards offset: Vector, distance: Double) {
        guard distance > tolerance else { return }
        let direction = offset * (1 / distance)
        let sine = tolerance / distance
        let cosine = (1 - sine * sine).squareRoot()
        let clockwise = direction.rotated(cos: cosine, sin: -sine)
        let anticlockwise = direction.rotated(cos: cosine, sin: sine)
        if !hasWedge {
            (low, high, hasWedge) = (clockwise, anticlockwise, true)
            return
        }
        if low.cross(clockwise) > 0 { low = clockwise }
        if anticlockwise.cross(high) > 0 { high = anticlockwise }
    }

    // Inlined with the pipeline's other kernels: a live update takes 9% longer without (tools/bench live).
    @inline(__always)
    private mutating func keep(_ sample: CurveSample, in curve: InkBuffer<CurveSample>) {
        curve.append(sample)
        kept = sample
        pending = nil
        hasWedge = false
        farthest = 0
        leftOut = 0
    }
}
