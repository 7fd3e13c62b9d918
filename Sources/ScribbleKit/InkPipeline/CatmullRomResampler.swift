/// A centripetal Catmull-Rom spline through the steadied samples, resampled at even steps of arc
/// length, with time and pressure carried along.
///
/// Centripetal parameterisation (knots spaced by the square root of the chord, α = ½; Yuksel,
/// Schaefer and Keyser 2011) never forms a cusp or a loop inside a span, however sharply the
/// samples turn, which uniform Catmull-Rom does. The ends are continued by mirroring the second
/// sample, so the first and last spans leave their ends in a straight line.
///
/// Samples come out every `spacing` units along the curve, starting at the first sample and
/// ending at the last. Where the samples turn by more than 30°, the corner sample itself is
/// kept too, so a sharp turn stays sharp instead of being cut by up to half a step.
enum CatmullRomResampler {
    /// One span of the curve as a cubic polynomial in u ∈ 0…1, from its start to its end sample.
    struct Span {
        var a: Vector
        var b: Vector
        var c: Vector
        var d: Point

        /// The span from `p1` to `p2`, shaped by the samples `p0` before and `p3` after it; no two
        /// neighbouring samples may be at the same place.
        init(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) {
            let k0 = knotInterval(p0, p1)
            let k1 = knotInterval(p1, p2)
            let k2 = knotInterval(p2, p3)
            self.init(
                from: p1, to: p2, startTangent: tangent(p0, p1, p2, k0, k1), endTangent: tangent(p1, p2, p3, k1, k2),
                knotInterval: k1)
        }

        /// The Hermite span from `p1` to `p2` with the curve's tangents there (derivatives by the
        /// knot parameter) and the knot interval between them.
        // Inlined with the pipeline's other kernels: a live update takes 9% longer without (tools/bench live).
        @inline(__always)
        init(from p1: Point, to p2: Point, startTangent: Vector, endTangent: Vector, knotInterval k: Double) {
            // Tangents scaled to the span's own parameter u = (t − t₁) / k.
            let m1 = startTangent * k
            let m2 = endTangent * k
            a = (p1 - p2) * 2 + m1 + m2
            b = (p2 - p1) * 3 - m1 * 2 - m2
            c = m1
            d = p1
        }

        /// The point at parameter `u`.
        // Inlined with the pipeline's other kernels: a live update takes 9% longer without (tools/bench live).
        @inline(__always)
        func point(at u: Double) -> Point {
            d + ((a * u + b) * u + c) * u
        }
    }

    /// The centripetal knot interval between two samples: the square root of their distance.
    // Inlined with the pipeline's other kernels: a live update takes 9% longer without (tools/bench live).
    @inline(__always)
    static func knotInterval(_ p: Point, _ q: Point) -> Double {
        p.distance(to: q).squareRoot()
    }

    /// Barry and Goldman's tangent at `p1` of the curve through `p0`, `p1`, `p2` with knot
    /// intervals `k0` and `k1`: the derivative of their pyramid of linear interpolations.
    // Inlined with the pipeline's other kernels: a live update takes 9% longer without (tools/bench live).
    @inline(__always)
    static func tangent(_ p0: Point, _ p1: Point, _ p2: Point, _ k0: Double, _ k1: Double) -> Vector {
        tangent(p0, p1, p2, inverse0: 1 / k0, inverse1: 1 / k1, inverseSum: 1 / (k0 + k1))
    }

    /// ``tangent(_:_:_:_:_:)`` with the reciprocals of the intervals and of their sum given.
    // Inlined with the pipeline's other kernels: a live update takes 9% longer without (tools/bench live).
    @inline(__always)
    static func tangent(
        _ p0: Point, _ p1: Point, _ p2: Point, inverse0: Double, inverse1: Double, inverseSum: Double
    ) -> Vector {
        (p1 - p0) * inverse0 - (p2 - p0) * inverseSum + (p2 - p1) * inverse1
    }

    /// The cosine of the turn above which a sample is kept as a corner.
    static let cornerCosine = 0.866_025_403_784_438_6  // cos 30°
    /// How many steps of spacing one straight piece measuring a span's length may cover: few
    /// enough to place the samples within a percent or so of the spacing, many enough to be cheap.
    static let stepsPerPiece = 2.0
    /// The most pieces one span is measured with.
    static let maximumPieces = 64

    /// What the spline needs of each pair of neighbouring samples: the chord between them, its
    /// knot interval and that interval's reciprocal, and the reciprocal of the sum of this
    /// interval and the next one (0 for the last pair).
    struct Knot {
        var chord: Double
        var interval: Double
        var inverseInterval: Double
        var inverseIntervalSum: Double
    }

    /// Fills `knots` for `samples` (at least two, no two neighbours at the same place), one per
    /// chord. The square roots and divisions, the slowest instructions of the whole pipeline, are
    /// worked out in loops with no dependence from one iteration to the next and nothing else in
    /// them, so that they go two at a time and overlap instead of waiting on each other; the
    /// length is summed apart for that reason.
    /// - Returns: the length of the polyline through the samples.
    @discardableResult
    static func knots(of samples: InkBuffer<InkSample>, into buffer: InkBuffer<Knot>) -> Double {
        let count = samples.count
        buffer.removeAll()
        samples.withUnsafeMutableBufferPointer { points in
            buffer.append(upTo: count - 1) { knots in
                for index in 0..<(count - 1) {
                    let chord = points[index].distance(to: points[index + 1])
                    // A length is its own magnitude; saying so tells the compiler that this root needs
                    // no error handling (a negative number's would), which keeps the loop vectorisable.
                    let interval = chord.magnitude.squareRoot()
                    knots.initializeElement(
                        at: index,
                        to: Knot(chord: chord, interval: interval, inverseInterval: 1 / interval, inverseIntervalSum: 0)
                    )
                }
                return count - 1
            }
        }
        return buffer.withUnsafeMutableBufferPointer { knots in
            for index in 0..<(count - 2) {
                knots[index].inverseIntervalSum = 1 / (knots[index].interval + knots[index + 1].interval)
            }
            var length = 0.0
            for index in 0..<(count - 1) { length += knots[index].chord }
            return length
        }
    }

    /// Appends to `knots` (which holds those of the first `knots.count` chords) the knots of the
    /// chords of `samples` up to the one ending at sample `end`, and completes the interval sums
    /// that the new ones make known: the same knots, bit for bit, as ``knots(of:into:)`` makes
    /// of the whole stroke.
    static func extendKnots(_ knots: InkBuffer<Knot>, of samples: InkBuffer<InkSample>, through end: Int) {
        let first = knots.count
        guard end > first else { return }
        samples.withUnsafeMutableBufferPointer { points in
            knots.append(upTo: end - first) { room in
                for index in first..<end {
                    let chord = points[index].distance(to: points[index + 1])
                    let interval = chord.magnitude.squareRoot()
                    room.initializeElement(
                        at: index - first,
                        to: Knot(chord: chord, interval: interval, inverseInterval: 1 / interval, inverseIntervalSum: 0)
                    )
                }
                return end - first
            }
        }
        for index in Swift.max(0, first - 1)..<(end - 1) {
            knots[index].inverseIntervalSum = 1 / (knots[index].interval + knots[index + 1].interval)
        }
    }

    /// Replaces the contents of `curve` with the resampled curve through `samples` (no two
    /// neighbours at the same place).
    /// - Parameters:
    ///   - spacing: the arc length between output samples; must be positive.
    ///   - budget: the most samples to write, about; a finer spacing is coarsened to fit.
    ///   - knots: scratch space.
    static func resample(
        _ samples: InkBuffer<InkSample>, spacing: Double, budget: Int = .max, into curve: InkBuffer<CurveSample>,
        knots: InkBuffer<Knot>
    ) {
        curve.removeAll()
        guard !samples.isEmpty else { return }
        let first = samples[0]
        curve.append(
            CurveSample(
                x: first.x, y: first.y, t: first.t, pressure: first.pressure, s: 0, pointIndex: first.pointIndex))
        let count = samples.count
        guard count > 1 else { return }
        let polylineLength = Self.knots(of: samples, into: knots)
        guard polylineLength.isFinite else {
            // Too big to measure in floating point: keep the samples as they are.
            polyline(samples, into: curve)
            return
        }
        let step = Swift.max(spacing, polylineLength / Double(Swift.max(1, budget)))
        let piecesPerLength = 1 / (step * stepsPerPiece)
        // About one sample per step and one per input; a curve longer than its polyline grows it.
        curve.reserve(count + Int(Swift.min(polylineLength / step, 1e6)) + 2)
        var output = Output(curve)
        var length = 0.0  // arc length at the start of the current piece
        var next = step  // arc length of the next output sample
        samples.withUnsafeMutableBufferPointer { inputs in
            knots.withUnsafeMutableBufferPointer { knotList in
                // The ends are mirrored: the curve leaves the first sample straight towards the
                // second and arrives at the last straight from the one before.
                var startTangent = (inputs[1].location - inputs[0].location) * knotList[0].inverseInterval
                for index in 0..<(count - 1) {
                    let s1 = inputs[index]
                    let s2 = inputs[index + 1]
                    let p1 = s1.location
                    let p2 = s2.location
                    let knot = knotList[index]
                    let chord = knot.chord
                    let inverseKnot = knot.inverseInterval
                    let isLast = index + 2 == count
                    // The last sample ends the curve; any other is kept as a corner when the chords
                    // turn there by more than 30° (|a||b| is the product of the chords).
                    let endTangent: Vector
                    let isCorner: Bool
                    if isLast {
                        endTangent = (p2 - p1) * inverseKnot
                        isCorner = true
                    } else {
                        let knotAfter = knotList[index + 1]
                        let p3 = inputs[index + 2].location
                        endTangent = tangent(
                            p1, p2, p3, inverse0: inverseKnot, inverse1: knotAfter.inverseInterval,
                            inverseSum: knot.inverseIntervalSum)
                        let turn = (p2 - p1).dot(p3 - p2)
                        isCorner = turn < cornerCosine * chord * knotAfter.chord
                    }
                    let span = Span(
                        from: p1, to: p2, startTangent: startTangent, endTangent: endTangent,
                        knotInterval: knot.interval)
                    // The span's length, measured along straight pieces; one piece (the chord itself)
                    // when the span is shorter than two steps, which places samples within a percent
                    // or so.
                    let measure = chord * piecesPerLength
                    if measure < 1 {
                        if next <= length + chord, chord > 0 {
                            output.write(
                                span, from: s1, to: s2, startU: 0, uPerLength: inverseKnot * inverseKnot,
                                start: length, end: length + chord, step: step, next: &next)
                        }
                        length += chord
                    } else {
                        let pieces = measure < Double(maximumPieces) ? Int(measure) + 1 : maximumPieces
                        output.finish()
                        writeMeasured(
                            from: s1, to: s2, startTangent: startTangent, endTangent: endTangent,
                            knotInterval: knot.interval, pieces: pieces, step: step, length: &length, next: &next,
                            into: curve)
                        output = Output(curve)
                    }
                    if isCorner {
                        output.finish()
                        let end = CurveSample(
                            x: p2.x, y: p2.y, t: s2.t, pressure: s2.pressure, s: length, pointIndex: s2.pointIndex)
                        // A step much shorter than the spacing would only add a wobble in direction.
                        if curve.count > 1, length - curve.last.s < 0.25 * step {
                            curve[curve.count - 1] = end
                            // Replacing could bring it onto the sample before.
                            if curve[curve.count - 2].location == end.location { curve.removeLast() }
                        } else if curve.last.location != end.location {
                            curve.append(end)
                        }
                        output = Output(curve)
                        next = length + step
                    }
                    startTangent = endTangent
                }
            }
        }
        output.finish()
    }

    /// Appends the samples on the span from `s1` to `s2` at arc lengths `next`, `next + step`, …
    /// to `curve`, measuring the span along `pieces` straight pieces of equal steps in u; adds the
    /// span's length to `length` and leaves `next` at the first arc length past the span.
    @inline(never)
    private static func writeMeasured(
        from s1: InkSample, to s2: InkSample, startTangent: Vector, endTangent: Vector, knotInterval: Double,
        pieces: Int, step: Double, length: inout Double, next: inout Double, into curve: InkBuffer<CurveSample>
    ) {
        let p1 = s1.location
        let p2 = s2.location
        let span = Span(
            from: p1, to: p2, startTangent: startTangent, endTangent: endTangent, knotInterval: knotInterval)
        var output = Output(curve)
        let pieceU = 1 / Double(pieces)
        var previous = p1
        var previousU = 0.0
        for piece in 1...pieces {
            let u = piece == pieces ? 1 : Double(piece) * pieceU
            let point = piece == pieces ? p2 : span.point(at: u)
            let pieceLength = previous.distance(to: point)
            previous = point
            if next <= length + pieceLength, pieceLength > 0 {
                output.write(
                    span, from: s1, to: s2, startU: previousU, uPerLength: (u - previousU) / pieceLength,
                    start: length, end: length + pieceLength, step: step, next: &next)
            }
            length += pieceLength
            previousU = u
        }
        output.finish()
    }

    /// Writes samples straight to the memory of a curve, through a cursor kept in registers.
    private struct Output {
        var cursor: InkBuffer<CurveSample>.Cursor
        /// The last sample's location.
        var last: Point

        /// Starts writing after the samples `curve` has (at least one).
        // Inlined with the pipeline's other kernels: a live update takes 9% longer without (tools/bench live).
        @inline(__always)
        init(_ curve: InkBuffer<CurveSample>) {
            cursor = InkBuffer.Cursor(curve)
            last = curve.last.location
        }

        /// Writes the samples of `span` at arc lengths `next`, `next + step`, … up to `end`, on a
        /// piece that starts at arc length `start` and parameter `startU` and along which u grows
        /// by `uPerLength` per unit of length; time and pressure go from `s1`'s to `s2`'s along u.
        /// Leaves `next` at the first arc length past `end`.
        // Inlined with the pipeline's other kernels: a live update takes 9% longer without (tools/bench live).
        @inline(__always)
        mutating func write(
            _ span: Span, from s1: InkSample, to s2: InkSample, startU: Double, uPerLength: Double, start: Double,
            end pieceEnd: Double, step: Double, next: inout Double
        ) {
            repeat {
                let at = startU + (next - start) * uPerLength
                let location = span.point(at: at)
                // Rounding could put two samples in one place; the outline needs them apart.
                if location != last {
                    cursor.append(
                        CurveSample(
                            x: location.x, y: location.y, t: s1.t + (s2.t - s1.t) * at,
                            pressure: s1.pressure + (s2.pressure - s1.pressure) * at, s: next,
                            pointIndex: s1.pointIndex + (s2.pointIndex - s1.pointIndex) * at))
                    last = location
                }
                next += step
            } while next <= pieceEnd
        }

        /// Sets the curve's count to the samples written.
        // Inlined with the pipeline's other kernels: a live update takes 9% longer without (tools/bench live).
        @inline(__always)
        func finish() {
            cursor.finish()
        }
    }

    /// Replaces the contents of `curve` with the samples unchanged, joined by straight lines.
    static func polyline(_ samples: InkBuffer<InkSample>, into curve: InkBuffer<CurveSample>) {
        curve.removeAll()
        curve.reserve(samples.count)
        var length = 0.0
        for index in 0..<samples.count {
            let sample = samples[index]
            if index > 0 { length += samples[index - 1].distance(to: sample) }
            curve.appendReserved(
                CurveSample(
                    x: sample.x, y: sample.y, t: sample.t, pressure: sample.pressure, s: length,
                    pointIndex: sample.pointIndex))
        }
    }
}
