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
    typealias Vector2 = (x: Double, y: Double)

    /// One span of the curve as a cubic polynomial in u ∈ 0…1, from its start to its end sample.
    struct Span {
        var a: Vector2
        var b: Vector2
        var c: Vector2
        var d: Vector2

        /// The span from `p1` to `p2`, shaped by the samples `p0` before and `p3` after it; no two
        /// neighbouring samples may be at the same place.
        init(_ p0: Vector2, _ p1: Vector2, _ p2: Vector2, _ p3: Vector2) {
            let k0 = knotInterval(p0, p1), k1 = knotInterval(p1, p2), k2 = knotInterval(p2, p3)
            self.init(
                from: p1, to: p2, startTangent: tangent(p0, p1, p2, k0, k1), endTangent: tangent(p1, p2, p3, k1, k2),
                knotInterval: k1)
        }

        /// The Hermite span from `p1` to `p2` with the curve's tangents there (derivatives by the
        /// knot parameter) and the knot interval between them.
        @inline(__always)
        init(from p1: Vector2, to p2: Vector2, startTangent: Vector2, endTangent: Vector2, knotInterval k: Double) {
            // Tangents scaled to the span's own parameter u = (t − t₁) / k.
            let m1 = (x: startTangent.x * k, y: startTangent.y * k), m2 = (x: endTangent.x * k, y: endTangent.y * k)
            a = (2 * (p1.x - p2.x) + m1.x + m2.x, 2 * (p1.y - p2.y) + m1.y + m2.y)
            b = (3 * (p2.x - p1.x) - 2 * m1.x - m2.x, 3 * (p2.y - p1.y) - 2 * m1.y - m2.y)
            c = m1
            d = p1
        }

        /// The point at parameter `u`.
        @inline(__always)
        func point(at u: Double) -> Vector2 {
            (((a.x * u + b.x) * u + c.x) * u + d.x, ((a.y * u + b.y) * u + c.y) * u + d.y)
        }
    }

    /// The centripetal knot interval between two samples: the square root of their distance.
    @inline(__always)
    static func knotInterval(_ p: Vector2, _ q: Vector2) -> Double {
        let dx = q.x - p.x, dy = q.y - p.y
        return (dx * dx + dy * dy).squareRoot().squareRoot()
    }

    /// Barry and Goldman's tangent at `p1` of the curve through `p0`, `p1`, `p2` with knot
    /// intervals `k0` and `k1`: the derivative of their pyramid of linear interpolations.
    @inline(__always)
    static func tangent(_ p0: Vector2, _ p1: Vector2, _ p2: Vector2, _ k0: Double, _ k1: Double) -> Vector2 {
        tangent(p0, p1, p2, inverse0: 1 / k0, inverse1: 1 / k1, inverseSum: 1 / (k0 + k1))
    }

    /// ``tangent(_:_:_:_:_:)`` with the reciprocals of the intervals and of their sum given.
    @inline(__always)
    static func tangent(
        _ p0: Vector2, _ p1: Vector2, _ p2: Vector2, inverse0: Double, inverse1: Double, inverseSum: Double
    ) -> Vector2 {
        ((p1.x - p0.x) * inverse0 - (p2.x - p0.x) * inverseSum + (p2.x - p1.x) * inverse1,
         (p1.y - p0.y) * inverse0 - (p2.y - p0.y) * inverseSum + (p2.y - p1.y) * inverse1)
    }

    /// The cosine of the turn above which a sample is kept as a corner.
    static let cornerCosine = 0.866_025_403_784_438_6  // cos 30°
    /// How many steps of spacing one straight piece measuring a span's length may cover: few
    /// enough to place the samples within a percent or so of the spacing, many enough to be cheap.
    static let stepsPerPiece = 2.0
    /// The most pieces one span is measured with.
    static let maximumPieces = 64

    /// What the spline needs at each sample: the chord to the next sample, its knot interval and
    /// that interval's reciprocal, and the curve's tangent at the sample.
    struct Knot {
        var chord: Double
        var interval: Double
        var inverseInterval: Double
        var tangent: Vector2
    }

    /// Fills `knots` for `samples` (at least two, no two neighbours at the same place). The loops
    /// have no dependence from one iteration to the next, so their square roots and divisions
    /// overlap instead of waiting on each other.
    /// - Returns: the length of the polyline through the samples.
    @discardableResult
    static func knots(of samples: InkBuffer<InkSample>, into buffer: InkBuffer<Knot>) -> Double {
        let count = samples.count
        buffer.removeAll()
        buffer.reserve(count)
        buffer.count = count
        let points = samples.base, knots = buffer.base
        var length = 0.0
        for index in 0..<(count - 1) {
            let chord = points[index].distance(to: points[index + 1])
            let interval = chord.squareRoot()
            length += chord
            (knots + index).initialize(
                to: Knot(chord: chord, interval: interval, inverseInterval: 1 / interval, tangent: (0, 0)))
        }
        // The ends are mirrored: the curve leaves the first sample straight towards the second and
        // arrives at the last straight from the one before.
        (knots + count - 1).initialize(to: knots[count - 2])
        knots[0].tangent = (
            (points[1].x - points[0].x) * knots[0].inverseInterval,
            (points[1].y - points[0].y) * knots[0].inverseInterval)
        for index in 1..<(count - 1) {
            let before = knots[index - 1], after = knots[index]
            knots[index].tangent = tangent(
                (points[index - 1].x, points[index - 1].y), (points[index].x, points[index].y),
                (points[index + 1].x, points[index + 1].y), inverse0: before.inverseInterval,
                inverse1: after.inverseInterval, inverseSum: 1 / (before.interval + after.interval))
        }
        knots[count - 1].tangent = (
            (points[count - 1].x - points[count - 2].x) * knots[count - 2].inverseInterval,
            (points[count - 1].y - points[count - 2].y) * knots[count - 2].inverseInterval)
        return length
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
        curve.append(CurveSample(x: first.x, y: first.y, t: first.t, pressure: first.pressure, s: 0))
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
        var length = 0.0  // arc length at the start of the current piece
        var next = step  // arc length of the next output sample
        let inputs = samples.base, knotList = knots.base
        for index in 0..<(count - 1) {
            let s1 = inputs[index], s2 = inputs[index + 1]
            let p1 = (x: s1.x, y: s1.y), p2 = (x: s2.x, y: s2.y)
            let knot = knotList[index], knotAfter = knotList[index + 1]
            let chord = knot.chord, chordAfter = knotAfter.chord, inverseKnot = knot.inverseInterval
            let span = Span(
                from: p1, to: p2, startTangent: knot.tangent, endTangent: knotAfter.tangent, knotInterval: knot.interval)
            // The span's length, measured along straight pieces; one piece (the chord itself) when
            // the span is shorter than two steps, which places samples within a percent or so.
            let pieces = Swift.min(maximumPieces, Int(chord * piecesPerLength) + 1)
            let pieceU = 1 / Double(pieces)
            var previous = p1
            var previousU = 0.0
            for piece in 1...pieces {
                let u: Double, pieceLength: Double, uPerLength: Double
                if pieces == 1 {
                    u = 1
                    pieceLength = chord
                    uPerLength = inverseKnot * inverseKnot
                } else {
                    u = piece == pieces ? 1 : Double(piece) * pieceU
                    let point = piece == pieces ? p2 : span.point(at: u)
                    let dx = point.x - previous.x, dy = point.y - previous.y
                    pieceLength = (dx * dx + dy * dy).squareRoot()
                    uPerLength = pieceLength > 0 ? (u - previousU) / pieceLength : 0
                    previous = point
                }
                if next <= length + pieceLength, pieceLength > 0 {
                    // At most this many samples fit on the piece; they go straight to memory.
                    curve.reserve(Int(Swift.min(1e6, pieceLength / step)) + 2)
                    var written = curve.base + curve.count
                    var lastX = written[-1].x, lastY = written[-1].y
                    repeat {
                        let at = previousU + (next - length) * uPerLength
                        let location = span.point(at: at)
                        // Rounding could put two samples in one place; the outline needs them apart.
                        if location.x != lastX || location.y != lastY {
                            written.initialize(to: CurveSample(
                                x: location.x, y: location.y, t: s1.t + (s2.t - s1.t) * at,
                                pressure: s1.pressure + (s2.pressure - s1.pressure) * at, s: next))
                            written += 1
                            lastX = location.x
                            lastY = location.y
                        }
                        next += step
                    } while next <= length + pieceLength
                    curve.count = written - curve.base
                }
                length += pieceLength
                previousU = u
            }
            let isLast = index + 2 == count
            // A corner: the chords turn by more than 30° (|a||b| is the product of the chords).
            let turn = isLast ? 0 : (p2.x - p1.x) * (inputs[index + 2].x - p2.x) + (p2.y - p1.y) * (inputs[index + 2].y - p2.y)
            if isLast || turn < cornerCosine * chord * chordAfter {
                let end = CurveSample(x: p2.x, y: p2.y, t: s2.t, pressure: s2.pressure, s: length)
                // A step much shorter than the spacing would only add a wobble in direction.
                if curve.count > 1, length - curve.last.s < 0.25 * step {
                    curve[curve.count - 1] = end
                    // Replacing could bring it onto the sample before.
                    if curve[curve.count - 2].x == end.x, curve[curve.count - 2].y == end.y { curve.removeLast() }
                } else if !(curve.last.x == end.x && curve.last.y == end.y) {
                    curve.append(end)
                }
                next = length + step
            }
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
            curve.appendReserved(CurveSample(x: sample.x, y: sample.y, t: sample.t, pressure: sample.pressure, s: length))
        }
    }
}
