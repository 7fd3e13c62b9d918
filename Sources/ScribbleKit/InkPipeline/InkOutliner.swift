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
    @inline(__always)
    func largestStep(radius: Double) -> Double {
        let q = 1 - tolerance / radius
        return q > 0 ? 2 * acos(q) : .pi
    }

    /// How many straight pieces an arc of `angle` radians needs for pieces of at most `step`
    /// radians: at least 1, at most ``maximumPiecesPerHalfTurn`` per half turn.
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
    @inline(__always)
    func appendArc(
        around center: (x: Double, y: Double), radius: Double, from: (x: Double, y: Double),
        to: (x: Double, y: Double), angle: Double, skipFirst: Bool, skipLast: Bool, into points: InkBuffer<Point>
    ) {
        var pieces = Self.pieces(for: abs(angle), step: largestStep(radius: radius))
        // An even count puts a vertex on the arc's middle, the tip of a cap.
        pieces += pieces & 1
        let stepCos = cos(angle / Double(pieces)), stepSin = sin(angle / Double(pieces))
        var direction = from
        if !skipFirst { points.append(Point(x: center.x + radius * direction.x, y: center.y + radius * direction.y)) }
        if pieces > 1 {
            for _ in 1..<pieces {
                direction = (direction.x * stepCos - direction.y * stepSin, direction.x * stepSin + direction.y * stepCos)
                points.append(Point(x: center.x + radius * direction.x, y: center.y + radius * direction.y))
            }
        }
        if !skipLast { points.append(Point(x: center.x + radius * to.x, y: center.y + radius * to.y)) }
    }

    /// Appends a full circle (a dot) of radius `radius` around `center`, winding with positive area.
    func appendDot(around center: (x: Double, y: Double), radius: Double, into points: InkBuffer<Point>) {
        var pieces = Swift.max(Self.minimumDotVertices, Self.pieces(for: 2 * .pi, step: largestStep(radius: radius)))
        // A multiple of four puts vertices at the dot's left, right, top and bottom.
        pieces = (pieces + 3) & ~3
        points.reserve(pieces)
        for index in 0..<pieces {
            let angle = 2 * .pi * Double(index) / Double(pieces)
            points.append(Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)))
        }
    }

    /// The outline of `curve`, using `sideA`, `sideB` and `segments` as scratch space.
    /// - Parameter curve: at least one sample; neighbours at different places; radii ≥ 0.
    func outline(
        _ curve: InkBuffer<CurveSample>, sideA: InkBuffer<Point>, sideB: InkBuffer<Point>, segments: InkBuffer<Segment>
    ) -> [Point] {
        sideA.removeAll()
        sideB.removeAll()
        let count = curve.count
        guard count > 1 else {
            if count == 1 { appendDot(around: (curve[0].x, curve[0].y), radius: curve[0].radius, into: sideA) }
            return sideA.array
        }
        // The segments' directions first, in a loop of independent iterations whose square roots
        // and divisions overlap, then the joints.
        segments.removeAll()
        segments.reserve(count - 1)
        let samples = curve.base, directions = segments.base
        for index in 0..<(count - 1) { (directions + index).initialize(to: Self.direction(samples[index], samples[index + 1])) }
        segments.count = count - 1

        // The segment arriving at the current joint: its direction d and its normal n, d turned
        // so that side A = p + r·n traced forwards winds with positive area. Side B = p − r·n is
        // built forwards too and traced backwards at the end, so the start cap, which closes the
        // polygon after it, goes in first, backwards.
        var d = segments[0]
        var n = (x: d.y, y: -d.x)
        let first = curve[0]
        if cap == .round {
            appendArc(
                around: (first.x, first.y), radius: first.radius, from: n, to: (-n.x, -n.y), angle: -.pi,
                skipFirst: true, skipLast: true, into: sideB)
        }
        sideA.append(Point(x: first.x + first.radius * n.x, y: first.y + first.radius * n.y))
        sideB.append(Point(x: first.x - first.radius * n.x, y: first.y - first.radius * n.y))

        if count > 2 {
            // The common joint writes one vertex a side straight to memory, which is reserved for
            // one vertex per remaining joint (and again after every rare joint that writes more).
            sideA.reserve(count)
            sideB.reserve(count)
            var vertexA = sideA.base + sideA.count, vertexB = sideB.base + sideB.count
            for index in 1..<(count - 1) {
                let joint = samples[index]
                let e = directions[index]
                let m = (x: e.y, y: -e.x)
                let dot = d.x * e.x + d.y * e.y, cross = d.x * e.y - d.y * e.x
                let r = joint.radius, bend = 1 + dot
                // Most joints turn slightly, between segments long enough for the inside miter to
                // stay in their near halves and with an outside arc within the tolerance of its
                // chord: one miter vertex a side. (The same tests as in `join`, without divisions.)
                let arcFits = r <= tolerance || bend * r * r >= 2 * (r - tolerance) * (r - tolerance)
                if dot > 0, arcFits, r * abs(cross) <= 0.25 * Swift.min(d.length, e.length) * bend {
                    let scale = r / bend
                    let bx = (n.x + m.x) * scale, by = (n.y + m.y) * scale
                    vertexA.initialize(to: Point(x: joint.x + bx, y: joint.y + by))
                    vertexB.initialize(to: Point(x: joint.x - bx, y: joint.y - by))
                    vertexA += 1
                    vertexB += 1
                } else {
                    sideA.count = vertexA - sideA.base
                    sideB.count = vertexB - sideB.base
                    join(
                        samples, at: index, incoming: (d.x, d.y), incomingNormal: n, outgoing: (e.x, e.y),
                        outgoingNormal: m, sideA: sideA, sideB: sideB)
                    sideA.reserve(count - index)
                    sideB.reserve(count - index)
                    vertexA = sideA.base + sideA.count
                    vertexB = sideB.base + sideB.count
                }
                d = e
                n = m
            }
            sideA.count = vertexA - sideA.base
            sideB.count = vertexB - sideB.base
        }

        let last = curve[count - 1]
        sideA.append(Point(x: last.x + last.radius * n.x, y: last.y + last.radius * n.y))
        sideB.append(Point(x: last.x - last.radius * n.x, y: last.y - last.radius * n.y))
        if cap == .round {
            appendArc(
                around: (last.x, last.y), radius: last.radius, from: n, to: (-n.x, -n.y), angle: .pi,
                skipFirst: true, skipLast: true, into: sideA)
        }
        // Side A, then side B backwards.
        let countA = sideA.count, countB = sideB.count
        let verticesA = sideA.base, verticesB = sideB.base
        return [Point](unsafeUninitializedCapacity: countA + countB) { polygon, written in
            let start = polygon.baseAddress!
            start.initialize(from: verticesA, count: countA)
            var target = start + countA, source = verticesB + countB
            while source != verticesB {
                source -= 1
                target.initialize(to: source.pointee)
                target += 1
            }
            written = countA + countB
        }
    }

    /// A segment between two samples: its unit direction and its length.
    typealias Segment = (x: Double, y: Double, length: Double)

    /// The segment from one sample to the next.
    @inline(__always)
    static func direction(_ from: CurveSample, _ to: CurveSample) -> Segment {
        let dx = to.x - from.x, dy = to.y - from.y
        let length = (dx * dx + dy * dy).squareRoot()
        let scale = length > 0 ? 1 / length : 0
        return (dx * scale, dy * scale, length)
    }

    /// Appends both sides' vertices at the joint `samples[index]` between two segments.
    @inline(never)
    private func join(
        _ samples: UnsafePointer<CurveSample>, at index: Int, incoming d: (x: Double, y: Double),
        incomingNormal n: (x: Double, y: Double), outgoing e: (x: Double, y: Double),
        outgoingNormal m: (x: Double, y: Double), sideA: InkBuffer<Point>, sideB: InkBuffer<Point>
    ) {
        let previous = samples[index - 1], joint = samples[index], next = samples[index + 1]
        let dot = d.x * e.x + d.y * e.y
        let cross = d.x * e.y - d.y * e.x
        let r = joint.radius
        let center = (x: joint.x, y: joint.y)
        // A turn to the n side's opposite puts side A (+n) outside; a reversal counts as such a turn.
        let outsideIsA = cross >= 0
        let outerSign = outsideIsA ? 1.0 : -1.0
        let q = 1 - tolerance / r
        let needsArc = dot <= 0 || (q > 0 && (1 + dot) < 2 * q * q)
        // The turn, which the normals turn by too: anticlockwise in y-up terms towards side B.
        // Only arcs need it, so it is worked out only for them.
        @inline(__always) func turn() -> Double { outerSign * atan2(abs(cross), dot) }
        if needsArc {
            let angle = turn()
            let from = (x: outerSign * n.x, y: outerSign * n.y), to = (x: outerSign * m.x, y: outerSign * m.y)
            if outsideIsA {
                appendArc(around: center, radius: r, from: from, to: to, angle: angle, skipFirst: false, skipLast: false, into: sideA)
            } else {
                appendArc(around: center, radius: r, from: from, to: to, angle: angle, skipFirst: false, skipLast: false, into: sideB)
            }
        } else {
            let scale = outerSign * r / (1 + dot)
            let miter = Point(x: center.x + (n.x + m.x) * scale, y: center.y + (n.y + m.y) * scale)
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
    @inline(__always)
    private func appendInnerJoin(
        previous: CurveSample, joint: CurveSample, next: CurveSample, n: (x: Double, y: Double),
        m: (x: Double, y: Double), dot: Double, angle: @autoclosure () -> Double, sign: Double,
        into points: InkBuffer<Point>
    ) {
        let r = joint.radius
        // The incoming edge runs e0 → e1, the outgoing one f0 → f1.
        let e0 = (x: previous.x + sign * previous.radius * n.x, y: previous.y + sign * previous.radius * n.y)
        let e1 = (x: joint.x + sign * r * n.x, y: joint.y + sign * r * n.y)
        let f0 = (x: joint.x + sign * r * m.x, y: joint.y + sign * r * m.y)
        let f1 = (x: next.x + sign * next.radius * m.x, y: next.y + sign * next.radius * m.y)
        let ex = e1.x - e0.x, ey = e1.y - e0.y, fx = f1.x - f0.x, fy = f1.y - f0.y
        let denominator = ex * fy - ey * fx
        let slack = 1e-9
        if abs(denominator) <= 1e-12 * ((ex * ex + ey * ey) * (fx * fx + fy * fy)).squareRoot() {
            // Parallel edges: a straight joint, or one so slight that the edges cannot be told apart.
            if dot > 0 {
                let scale = sign * r / (1 + dot)
                points.append(Point(x: joint.x + (n.x + m.x) * scale, y: joint.y + (n.y + m.y) * scale))
                return
            }
        } else {
            let gx = f0.x - e0.x, gy = f0.y - e0.y
            let u = (gx * fy - gy * fx) / denominator
            let v = (gx * ey - gy * ex) / denominator
            if u >= 0.5 - slack, u <= 1 + slack, v >= -slack, v <= 0.5 + slack {
                points.append(Point(x: e0.x + u * ex, y: e0.y + u * ey))
                return
            }
        }
        // Through the joint, then once round the wedge of its disc between the two edges' ends
        // (joint, outgoing end, arc back to the incoming end, joint), then on.
        let end = Point(x: e1.x, y: e1.y), joint = Point(x: joint.x, y: joint.y), start = Point(x: f0.x, y: f0.y)
        points.append(end)
        points.append(joint)
        points.append(start)
        appendArc(
            around: (joint.x, joint.y), radius: r, from: (sign * m.x, sign * m.y), to: (sign * n.x, sign * n.y),
            angle: -angle(), skipFirst: true, skipLast: true, into: points)
        points.append(end)
        points.append(joint)
        points.append(start)
    }
}
