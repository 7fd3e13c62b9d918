/// The centripetal Catmull-Rom curve through the steadied samples (the one
/// ``CatmullRomResampler`` samples at even steps), cut into straight pieces by its shape: few
/// along gentle stretches, many in tight turns, none closer together than the curve needs.
///
/// Each span between two samples is a cubic; written as a Bézier curve, Wang's formula says how
/// many even steps of its parameter keep the chords within half the tolerance of it. The points
/// so cut then pass through a ``CurveThinner``, which leaves out those that a line between their
/// neighbours passes within the other half, across spans too, so that a straight stretch sampled
/// densely by a slow pen keeps few of its samples. Every point stays within the tolerance of the
/// curve, a sharp turn keeps its corner sample, and the work follows the shape and the number of
/// samples, not the stroke's length.
///
/// The width profile needs more than the shape: the pressure (time and pressure go along each
/// span with its parameter, as in the resampler) may stray only so far between kept points, and
/// over the tapers, whose width follows an easing curve, points are at most a step apart that
/// each taper's length sets.
struct AdaptiveCurveFlattener {
    /// Where the width profile needs points close together, and how close.
    struct FineStretches {
        /// Arc length from the start over which points are at most `startGap` apart (the start taper).
        var start: Double
        /// Arc length from the end over which points are at most `endGap` apart (the end taper).
        var end: Double
        /// The largest gap in the start stretch.
        var startGap: Double
        /// The largest gap in the end stretch.
        var endGap: Double

        /// No stretch needs close points.
        static let none = FineStretches(start: 0, end: 0, startGap: .infinity, endGap: .infinity)

        /// Where the end stretch begins along the polyline of a stroke `length` long: the curve is
        /// a little longer than the polyline, and the kept points' lines a little shorter than the
        /// curve, so it starts early by a margin to cover both. Minus infinity when no gap is set.
        func endStretchStart(polylineLength length: Double) -> Double {
            length - end - 2 * endGap
        }
    }

    /// The most pieces one span is cut into, however small the tolerance next to it: a stroke of
    /// a few samples far apart at a huge resolution stays within a few hundred.
    static let maximumPiecesPerSpan = InkPipeline.maximumSamplesPerInput

    /// How far the pieces may stray from the curve, in canvas units (half the curve's share; the
    /// thinner takes the other half).
    let spanTolerance: Double
    /// How far the pressure may change between points; infinite when the width does not follow it.
    let pressureStep: Double
    /// The most a span may turn in one piece, so that the outer edge of the widest ink keeps
    /// within the tolerance too.
    let turnStep: Double
    let fine: FineStretches
    /// Where the end stretch begins (see ``FineStretches/endStretchStart(polylineLength:)``);
    /// infinity while the stroke's end is not known.
    var fineEnd: Double
    /// Leaves out the points that the chords between their neighbours pass close enough to.
    var thinner: CurveThinner
    /// The curve's tangent at the start of the next span.
    var startTangent = Vector.zero
    /// The polyline's length up to the start of the next span.
    var along = 0.0
    /// The next span to cut: the one from sample `nextSpan` to the one after it.
    var nextSpan = 0

    /// Starts the curve at `first`, which it appends to `curve`.
    /// - Parameters:
    ///   - tolerance: how far the points may stray from the curve, in canvas units; positive.
    ///   - pressureStep: how far the pressure may change between points; infinite when the width
    ///     does not follow pressure.
    ///   - widest: the widest the ink's radius gets: the pieces turn by no more than its round
    ///     joins' arcs do, so that the outer edge keeps within the tolerance too.
    ///   - fine: the stretches where points must be close.
    init(
        startingAt first: InkSample, tolerance: Double, pressureStep: Double, widest: Double, fine: FineStretches,
        into curve: InkBuffer<CurveSample>
    ) {
        let start = CurveSample(
            x: first.x, y: first.y, t: first.t, pressure: first.pressure, s: 0, pointIndex: first.pointIndex)
        curve.append(start)
        let half = tolerance / 2
        spanTolerance = half
        self.pressureStep = pressureStep
        turnStep = InkOutliner(tolerance: half, cap: .round).largestStep(radius: widest)
        self.fine = fine
        fineEnd = .infinity
        thinner = CurveThinner(
            startingAt: start, tolerance: half, pressureStep: pressureStep, turnStep: turnStep, fineStart: fine.start,
            fineEnd: .infinity, fineStartGap: fine.startGap, fineEndGap: fine.endGap)
    }

    /// Sets where the end stretch begins, once the polyline's whole length is known.
    mutating func setEnd(polylineLength: Double) {
        fineEnd = fine.endStretchStart(polylineLength: polylineLength)
        thinner.fineEnd = fine.end > 0 ? fineEnd : .infinity
    }

    /// Cuts the spans from ``nextSpan`` up to (not including) `end`, appending the points kept to
    /// `curve`. The span from the last sample's predecessor (`end == samples.count - 1`) ends the
    /// curve straight; every other needs the sample after its end, and its knot.
    mutating func cutSpans(
        upTo end: Int, of samples: InkBuffer<InkSample>, knots: InkBuffer<CatmullRomResampler.Knot>,
        into curve: InkBuffer<CurveSample>
    ) {
        guard nextSpan < end else { return }
        let count = samples.count
        samples.withUnsafeMutableBufferPointer { inputs in
            knots.withUnsafeMutableBufferPointer { knotList in
                if nextSpan == 0 {
                    // The ends are mirrored, as in the resampler.
                    startTangent = (inputs[1].location - inputs[0].location) * knotList[0].inverseInterval
                }
                for index in nextSpan..<end {
                    cutSpan(index, isLast: index + 2 == count, inputs, knotList, into: curve)
                }
            }
        }
        nextSpan = end
    }

    /// Keeps the last point taken, which ends the curve.
    mutating func finish(into curve: InkBuffer<CurveSample>) {
        thinner.finish(into: curve)
    }

    /// Cuts the span from sample `index` to the next one.
    // Inlined with the pipeline's other kernels: a live update takes 9% longer without (tools/bench live).
    @inline(__always)
    private mutating func cutSpan(
        _ index: Int, isLast: Bool, _ inputs: UnsafeMutableBufferPointer<InkSample>,
        _ knotList: UnsafeMutableBufferPointer<CatmullRomResampler.Knot>, into curve: InkBuffer<CurveSample>
    ) {
        let s1 = inputs[index]
        let s2 = inputs[index + 1]
        let p1 = s1.location
        let p2 = s2.location
        let knot = knotList[index]
        let endTangent: Vector
        if isLast {
            endTangent = (p2 - p1) * knot.inverseInterval
        } else {
            endTangent = CatmullRomResampler.tangent(
                p1, p2, inputs[index + 2].location, inverse0: knot.inverseInterval,
                inverse1: knotList[index + 1].inverseInterval, inverseSum: knot.inverseIntervalSum)
        }
        let span = CatmullRomResampler.Span(
            from: p1, to: p2, startTangent: startTangent, endTangent: endTangent, knotInterval: knot.interval)
        // The span as a Bézier curve: its control points a third of the way along the tangents
        // (scaled to the span's own parameter).
        let control1 = p1 + startTangent * (knot.interval / 3)
        let control2 = p2 - endTangent * (knot.interval / 3)
        var pieces = CurvePath.pieces(p1, control1, control2, p2, tolerance: spanTolerance)
        let turn =
            Self.turnBound(control1 - p1, control2 - control1) + Self.turnBound(control2 - control1, p2 - control2)
        if turn > turnStep { pieces = Swift.max(pieces, Int(Swift.min(turn / turnStep, 1e6).rounded(.up))) }
        let pressureChange = abs(s2.pressure - s1.pressure)
        if pressureChange > pressureStep {
            pieces = Swift.max(pieces, Int(Swift.min(pressureChange / pressureStep, 1e6).rounded(.up)))
        }
        if along < fine.start, knot.chord > fine.startGap {
            pieces = Swift.max(pieces, Int(Swift.min(knot.chord / fine.startGap, 1e6).rounded(.up)))
        }
        if along + knot.chord > fineEnd, knot.chord > fine.endGap {
            pieces = Swift.max(pieces, Int(Swift.min(knot.chord / fine.endGap, 1e6).rounded(.up)))
        }
        pieces = Swift.min(pieces, Self.maximumPiecesPerSpan)
        let step = 1 / Double(pieces)
        if pieces > 1 {
            for piece in 1..<pieces {
                let u = Double(piece) * step
                let point = span.point(at: u)
                thinner.add(
                    CurveSample(
                        x: point.x, y: point.y, t: s1.t + (s2.t - s1.t) * u,
                        pressure: s1.pressure + (s2.pressure - s1.pressure) * u, s: 0,
                        pointIndex: s1.pointIndex + (s2.pointIndex - s1.pointIndex) * u),
                    place: along + knot.chord * u, to: curve)
            }
        }
        along += knot.chord
        thinner.add(
            CurveSample(x: p2.x, y: p2.y, t: s2.t, pressure: s2.pressure, s: 0, pointIndex: s2.pointIndex),
            place: along,
            to: curve)
        startTangent = endTangent
    }

    /// At least the angle between two legs of a control polygon, cheaply: the angle whose sine
    /// is s is at most s + (π/2 − 1)·s³ when the legs go the same way, and at most π otherwise.
    // Inlined with the pipeline's other kernels: a live update takes 9% longer without (tools/bench live).
    @inline(__always)
    static func turnBound(_ a: Vector, _ b: Vector) -> Double {
        let lengths = (a.lengthSquared * b.lengthSquared).squareRoot()
        guard lengths > 0 else { return 0 }
        guard a.dot(b) > 0 else { return .pi }
        let sine = abs(a.cross(b)) / lengths
        return sine + (Double.pi / 2 - 1) * sine * sine * sine
    }
}
