import Foundation

/// Builds the closed polygon around a curve whose samples carry the ink's radius: one side
/// forwards, the end cap, the other side backwards, the start cap.
///
/// Think of the ink as pieces: a trapezoid along each segment (from the offsets square to it at
/// both ends), a wedge of a disc at each joint on the outside of the turn (and on the inside of a
/// tight one), and a half disc at each end. Every piece winds the same way, and the polygon traced
/// here is their sum (up to the tolerance), so the non-zero fill is their union whatever the
/// curve does:
///
/// - on the outside of a turn the sides meet on an arc around the joint (a round join), so a sharp
///   turn never leaves a notch or a miter spike;
/// - on the inside of a turn the sides meet where the two trapezoids' edges cross, when they cross
///   within the last half of the previous segment and the first half of the next one; otherwise
///   (a hairpin, a zig-zag tighter than the ink is wide, a doubling back) the side passes through
///   the joint and round the wedge of its disc, which keeps every trapezoid whole instead of
///   folding a side over into a hair outside the ink.
///
/// Turns too slight for the arc to stray from its chord by `tolerance` get a single miter vertex.
struct InkOutliner {
    /// How far flattened arcs may stray from true circles, in canvas units.
    var tolerance: Double
    /// The ends' shape.
    var cap: InkOptions.Cap

    /// The most straight pieces a half circle is flattened into, however big.
    static let maximumPiecesPerHalfTurn = 256
    /// The fewest vertices of a dot.
    static let minimumDotVertices = 8

    init(tolerance: Double, cap: InkOptions.Cap) {
        self.tolerance = tolerance.isFinite && tolerance > 0 ? tolerance : 0.05
        self.cap = cap
    }

    /// The largest angle one straight piece of an arc of radius `radius` may span.
    // Inlined with the pipeline's other kernels: a live update takes 9% longer without (tools/bench live).
    @inline(__always)
    func largestStep(radius: Double) -> Double {
        let q = 1 - tolerance / radius
        return q > 0 ? 2 * acos(q) : .pi
    }

    /// How many straight pieces an arc of `angle` radians needs for pieces of at most `step`
    /// radians: at least 1, at most ``maximumPiecesPerHalfTurn`` per half turn.
    // Inlined with the pipeline's other kernels: a live update takes 9% longer without (tools/bench live).
    @inline(__always)
    static func pieces(for angle: Double, step: Double) -> Int {
        let most = Swift.max(1, (angle / .pi * Double(maximumPiecesPerHalfTurn)).rounded(.up))
        let wanted = (angle / step).rounded(.up)
        // `min` first, so that an infinite or undefined count never reaches `Int`.
        let pieces = wanted < most ? wanted : most
        return pieces >= 1 ? Int(pieces) : 1
    }

    /// Appends the points of the arc of radius `radius` around `center`, from the direction `from`
    /// (a unit vector) turning by `angle`, without its first point when `skipFirst` and without
    /// its last when `skipLast`; the last point is `center + radius·to` exactly.
    // Inlined with the pipeline's other kernels: a live update takes 9% longer without (tools/bench live).
    @inline(__always)
    func appendArc(
        around center: Point, radius: Double, from: Vector, to: Vector, angle: Double, skipFirst: Bool,
        skipLast: Bool, into points: InkBuffer<Point>
    ) {
        var pieces = Self.pieces(for: abs(angle), step: largestStep(radius: radius))
        // An even count puts a vertex on the arc's middle, the tip of a cap.
        pieces += pieces & 1
        let stepCos = cos(angle / Double(pieces))
        let stepSin = sin(angle / Double(pieces))
        var direction = from
        if !skipFirst { points.append(center + direction * radius) }
        if pieces > 1 {
            for _ in 1..<pieces {
                direction = direction.rotated(cos: stepCos, sin: stepSin)
                points.append(center + direction * radius)
            }
        }
        if !skipLast { points.append(center + to * radius) }
    }

    /// Appends a full circle (a dot) of radius `radius` around `center`, winding with positive area.
    func appendDot(around center: Point, radius: Double, into points: InkBuffer<Point>) {
        var pieces = Swift.max(Self.minimumDotVertices, Self.pieces(for: 2 * .pi, step: largestStep(radius: radius)))
        // A multiple of four puts vertices at the dot's left, right, top and bottom.
        pieces = (pieces + 3) & ~3
        points.reserve(pieces)
        for index in 0..<pieces {
            let angle = 2 * .pi * Double(index) / Double(pieces)
            points.append(center + Vector(dx: cos(angle), dy: sin(angle)) * radius)
        }
    }

    /// How far along a curve the outline has got: the segment arriving at the next joint, its
    /// normal, and that joint.
    struct Progress {
        /// The segment arriving at joint `nextJoint`: its direction d and length.
        var d: Segment
        /// d turned so that side A = p + r·n traced forwards winds with positive area.
        var n: Vector
        /// The next sample to join at.
        var nextJoint: Int
    }

    /// Appends the segments between the samples of `curve` from the one after the last segment
    /// in `segments` up to segment `end - 1` (the one from sample `end - 1` to sample `end`).
    static func appendSegments(of curve: InkBuffer<CurveSample>, upTo end: Int, into segments: InkBuffer<Segment>) {
        let first = segments.count
        guard end > first else { return }
        // The segments' directions in a loop of independent iterations, whose square roots and
        // divisions overlap.
        curve.withUnsafeMutableBufferPointer { samples in
            segments.append(upTo: end - first) { directions in
                for index in first..<end {
                    directions.initializeElement(
                        at: index - first, to: Segment(from: samples[index], to: samples[index + 1]))
                }
                return end - first
            }
        }
    }

    /// Starts the outline at the first sample of `curve` (which has at least two, and
    /// `segments` the first of theirs): the start cap, and both sides' first vertices.
    ///
    /// Side B is built forwards and traced backwards at the end, so the start cap, which closes
    /// the polygon after it, goes in first, backwards.
    func begin(
        _ curve: InkBuffer<CurveSample>, segments: InkBuffer<Segment>, sideA: InkBuffer<Point>, sideB: InkBuffer<Point>
    ) -> Progress {
        let d = segments[0]
        let n = d.direction.perpendicular
        let first = curve[0]
        if cap == .round {
            appendArc(
                around: first.location, radius: first.radius, from: n, to: -n, angle: -.pi, skipFirst: true,
                skipLast: true, into: sideB)
        }
        sideA.append(first.location + n * first.radius)
        sideB.append(first.location - n * first.radius)
        return Progress(d: d, n: n, nextJoint: 1)
    }

    /// Appends both sides' vertices at the joints from `progress.nextJoint` up to (not
    /// including) `end`; each joint needs the sample after it, and the segment to it.
    func join(
        _ curve: InkBuffer<CurveSample>, segments: InkBuffer<Segment>, progress: inout Progress, upTo end: Int,
        sideA: InkBuffer<Point>, sideB: InkBuffer<Point>
    ) {
        guard progress.nextJoint < end else { return }
        curve.withUnsafeMutableBufferPointer { samples in
            segments.withUnsafeMutableBufferPointer { directions in
                joinAll(
                    samples, directions, from: progress.nextJoint, to: end, d: &progress.d, n: &progress.n,
                    sideA: sideA, sideB: sideB)
            }
        }
        progress.nextJoint = end
    }

    /// Ends the outline at the last sample of `curve`, whose joints are all done: both sides'
    /// last vertices and the end cap.
    func end(_ curve: InkBuffer<CurveSample>, progress: Progress, sideA: InkBuffer<Point>, sideB: InkBuffer<Point>) {
        let n = progress.n
        let last = curve[curve.count - 1]
        sideA.append(last.location + n * last.radius)
        sideB.append(last.location - n * last.radius)
        if cap == .round {
            appendArc(
                around: last.location, radius: last.radius, from: n, to: -n, angle: .pi, skipFirst: true,
                skipLast: true, into: sideA)
        }
    }

    /// The closed polygon: the first `countA` vertices of side A, then the first `countB` of side
    /// B backwards.
    static func polygon(sideA: InkBuffer<Point>, countA: Int, sideB: InkBuffer<Point>, countB: Int) -> [Point] {
        [Point](unsafeUninitializedCapacity: countA + countB) { polygon, written in
            guard let start = polygon.baseAddress else { return }
            sideA.withUnsafeMutableBufferPointer { a in
                guard let base = a.baseAddress else { return }
                start.initialize(from: base, count: countA)
            }
            sideB.withUnsafeMutableBufferPointer { b in
                guard let base = b.baseAddress else { return }
                var target = start + countA
                var source = base + countB
                while source != base {
                    source -= 1
                    target.initialize(to: source.pointee)
                    target += 1
                }
            }
            written = countA + countB
        }
    }

    /// The vertices of the joints from `from` up to (not including) `to`, after the segment `d`
    /// with the normal `n`; leaves `d` and `n` at the segment leaving the last joint.
    // Inlined with the pipeline's other kernels: a live update takes 9% longer without (tools/bench live).
    @inline(__always)
    private func joinAll(
        _ samples: UnsafeMutableBufferPointer<CurveSample>, _ directions: UnsafeMutableBufferPointer<Segment>,
        from: Int, to: Int, d: inout Segment, n: inout Vector, sideA: InkBuffer<Point>, sideB: InkBuffer<Point>
    ) {
        // The common joint writes one vertex a side straight to memory, which is reserved for
        // one vertex per remaining joint (and again after every rare joint that writes more).
        sideA.reserve(to - from)
        sideB.reserve(to - from)
        var vertexA = InkBuffer.Cursor(sideA)
        var vertexB = InkBuffer.Cursor(sideB)
        for index in from..<to {
            let joint = samples[index]
            let e = directions[index]
            let m = e.direction.perpendicular
            let dot = d.direction.dot(e.direction)
            let cross = d.direction.cross(e.direction)
            let r = joint.radius
            let bend = 1 + dot
            // Most joints turn slightly, between segments long enough for the inside miter to
            // stay in their near halves and with an outside arc within the tolerance of its
            // chord: one miter vertex a side. (The same tests as in `join`, without divisions.)
            let arcFits = r <= tolerance || bend * r * r >= 2 * (r - tolerance) * (r - tolerance)
            if dot > 0, arcFits, r * abs(cross) <= 0.25 * Swift.min(d.length, e.length) * bend {
                let b = (n + m) * (r / bend)
                vertexA.appendReserved(joint.location + b)
                vertexB.appendReserved(joint.location - b)
            } else {
                vertexA.finish()
                vertexB.finish()
                join(
                    samples, at: index, incoming: d.direction, incomingNormal: n, outgoing: e.direction,
                    outgoingNormal: m, sideA: sideA, sideB: sideB)
                sideA.reserve(to - index)
                sideB.reserve(to - index)
                vertexA = InkBuffer.Cursor(sideA)
                vertexB = InkBuffer.Cursor(sideB)
            }
            d = e
            n = m
        }
        vertexA.finish()
        vertexB.finish()
    }

    /// A segment between two samples: its unit direction and its length.
    struct Segment {
        var direction: Vector
        var length: Double

        /// The segment from one sample to the next.
        // Inlined with the pipeline's other kernels: a live update takes 9% longer without (tools/bench live).
        @inline(__always)
        init(from: CurveSample, to: CurveSample) {
            let difference = to.location - from.location
            length = difference.length
            let scale = length > 0 ? 1 / length : 0
            direction = difference * scale
        }
    }

    /// Appends both sides' vertices at the joint `samples[index]` between two segments.
    @inline(never)
    private func join(
        _ samples: UnsafeMutableBufferPointer<CurveSample>, at index: Int, incoming d: Vector,
        incomingNormal n: Vector, outgoing e: Vector, outgoingNormal m: Vector, sideA: InkBuffer<Point>,
        sideB: InkBuffer<Point>
    ) {
        let previous = samples[index - 1]
        let joint = samples[index]
        let next = samples[index + 1]
        let dot = d.dot(e)
        let cross = d.cross(e)
        let r = joint.radius
        let center = joint.location
        // A turn to the n side's opposite puts side A (+n) outside; a reversal counts as such a turn.
        let outsideIsA = cross >= 0
        let outerSign = outsideIsA ? 1.0 : -1.0
        let q = 1 - tolerance / r
        let needsArc = dot <= 0 || (q > 0 && (1 + dot) < 2 * q * q)
        // The turn, which the normals turn by too: anticlockwise in y-up terms towards side B.
        // Only arcs need it, so it is worked out only for them.
        // Inlined with the pipeline's other kernels: a live update takes 9% longer without (tools/bench live).
        @inline(__always) func turn() -> Double { outerSign * atan2(abs(cross), dot) }
        if needsArc {
            let angle = turn()
            let from = n * outerSign
            let to = m * outerSign
            if outsideIsA {
                appendArc(
                    around: center, radius: r, from: from, to: to, angle: angle, skipFirst: false, skipLast: false,
                    into: sideA)
            } else {
                appendArc(
                    around: center, radius: r, from: from, to: to, angle: angle, skipFirst: false, skipLast: false,
                    into: sideB)
            }
        } else {
            let scale = outerSign * r / (1 + dot)
            let miter = center + (n + m) * scale
            if outsideIsA { sideA.append(miter) } else { sideB.append(miter) }
        }
        let innerSign = -outerSign
        if outsideIsA {
            appendInnerJoin(
                previous: previous, joint: joint, next: next, n: n, m: m, dot: dot, angle: turn(), sign: innerSign,
                into: sideB)
        } else {
            appendInnerJoin(
                previous: previous, joint: joint, next: next, n: n, m: m, dot: dot, angle: turn(), sign: innerSign,
                into: sideA)
        }
    }

    /// Appends the vertices of the inside of a turn: where the trapezoids' edges on that side
    /// cross, when that is safe; or else the end of the incoming edge, the joint and the start of
    /// the outgoing edge, with a detour round the wedge of the joint's disc between those ends.
    ///
    /// Passing through the joint keeps both trapezoids whole (a side that folded over instead
    /// would leave a hair outside the ink); the detour, which winds like every other piece, adds
    /// the wedge, so the inside of a hairpin or a tight curl is the smooth edge of the discs and
    /// not the saw-tooth of the trapezoids' corners. (An arc straight from one end to the other
    /// would wind the other way and cut the wedge out.)
    // Inlined with the pipeline's other kernels: a live update takes 9% longer without (tools/bench live).
    @inline(__always)
    private func appendInnerJoin(
        previous: CurveSample, joint: CurveSample, next: CurveSample, n: Vector, m: Vector, dot: Double,
        angle: @autoclosure () -> Double, sign: Double,
        into points: InkBuffer<Point>
    ) {
        let r = joint.radius
        // The incoming edge runs e0 → e1, the outgoing one f0 → f1.
        let e0 = previous.location + n * (sign * previous.radius)
        let e1 = joint.location + n * (sign * r)
        let f0 = joint.location + m * (sign * r)
        let f1 = next.location + m * (sign * next.radius)
        let e = e1 - e0
        let f = f1 - f0
        let denominator = e.cross(f)
        let slack = 1e-9
        if abs(denominator) <= 1e-12 * (e.lengthSquared * f.lengthSquared).squareRoot() {
            // Parallel edges: a straight joint, or one so slight that the edges cannot be told apart.
            if dot > 0 {
                let scale = sign * r / (1 + dot)
                points.append(joint.location + (n + m) * scale)
                return
            }
        } else {
            let g = f0 - e0
            let u = g.cross(f) / denominator
            let v = g.cross(e) / denominator
            if u >= 0.5 - slack, u <= 1 + slack, v >= -slack, v <= 0.5 + slack {
                points.append(e0 + e * u)
                return
            }
        }
        // Through the joint, then once round the wedge of its disc between the two edges' ends
        // (joint, outgoing end, arc back to the incoming end, joint), then on.
        let end = e1
        let joint = joint.location
        let start = f0
        points.append(end)
        points.append(joint)
        points.append(start)
        appendArc(
            around: joint, radius: r, from: m * sign, to: n * sign, angle: -angle(), skipFirst: true,
            skipLast: true, into: points)
        points.append(end)
        points.append(joint)
        points.append(start)
    }
}
