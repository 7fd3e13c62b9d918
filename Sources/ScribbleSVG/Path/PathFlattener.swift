import ScribbleKit

/// Turns path segments into polylines within a tolerance, after mapping them by a transform.
///
/// Curves are mapped first (affine maps keep Bézier curves Bézier, so the tolerance holds in the
/// output's units) and then cut in halves until each piece is flat: until its control points lie
/// within the tolerance of the chord between its ends. A curve lies inside the hull of its control
/// points, so a flat piece never strays further than the tolerance from its chord. Straight parts
/// therefore cost one chord whatever their control points, and tight bends get as many as they
/// need, up to 2^16 a curve. Arcs become cubics first (``EllipticalArc``), quadratics are raised
/// to cubics exactly.
///
/// When asked to keep curves, it also keeps each subpath's exact geometry, mapped, as a
/// ``ScribbleKit/CurvePath`` beside its polyline (arcs in pieces of ``EllipticalArc/curveTurn``),
/// so that a renderer can flatten it again for its own scale.
///
/// Coordinates so large that the flatness test overflows (beyond about 1e150) are drawn as chords.
struct PathFlattener {
    /// How deep halving goes: at most 2^maximumDepth chords a curve.
    static let maximumDepth = 16

    private let toleranceSquared: Double
    private let transform: Transform
    private let isIdentity: Bool
    private(set) var polylines: [[Point]] = []
    private var line: [Point] = []
    /// The current point, untransformed.
    private var current = Point.zero
    /// The start of the current subpath, untransformed and mapped.
    private var subpathStart = Point.zero
    private var mappedSubpathStart = Point.zero
    private var stack: [Piece] = []
    /// How many points all the polylines may have together; past it the flattener stops.
    private let pointLimit: Int
    private var pointCount = 0
    /// Whether the flattener stopped at ``pointLimit`` (or ``curveElementLimit``), leaving the
    /// rest of the path out.
    private(set) var exceededPointLimit = false
    /// Whether each subpath's exact geometry is kept, in ``curves``.
    private let keepsCurves: Bool
    /// The exact geometry of each polyline, index for index, when ``keepsCurves``.
    private(set) var curves: [CurvePath] = []
    private var curve: [CurvePath.Element] = []
    /// How many elements the curves may have together; past it the flattener stops.
    private let curveElementLimit: Int
    private var curveElementCount = 0

    private struct Piece {
        var p0, p1, p2, p3: Point
        var depth: Int
    }

    /// Creates a flattener.
    /// - Parameters:
    ///   - tolerance: How far the polylines may stray from the curves, in the transform's output units;
    ///     anything not positive and finite is taken as 0.1.
    ///   - transform: Maps the segments' coordinates into the output.
    ///   - pointLimit: How many points the polylines may have together, so that memory stays bounded
    ///     whatever the path asks for; past it the flattener stops and sets ``exceededPointLimit``.
    ///   - keepsCurves: Whether to keep each polyline's exact geometry too, in ``curves``.
    ///   - curveElementLimit: How many elements those may have together, as `pointLimit` (an arc
    ///     keeps up to 16 cubics where its polyline may have only a few points).
    init(
        tolerance: Double, transform: Transform, pointLimit: Int = .max, keepsCurves: Bool = false,
        curveElementLimit: Int = .max
    ) {
        self.pointLimit = pointLimit
        self.keepsCurves = keepsCurves
        self.curveElementLimit = curveElementLimit
        let tolerance = tolerance > 0 && tolerance.isFinite ? tolerance : 0.1
        toleranceSquared = tolerance * tolerance
        self.transform = transform
        isIdentity = transform.isIdentity
    }

    private func map(_ point: Point) -> Point {
        isIdentity ? point : point.applying(transform)
    }

    /// Adds segments; a lone `move` (a subpath with nothing drawn) makes no polyline.
    mutating func add<Segments: Sequence<SVGPathSegment>>(_ segments: Segments) {
        for segment in segments {
            if exceededPointLimit { return }
            switch segment {
            case .move(let point):
                finishLine()
                current = point
                subpathStart = point
                mappedSubpathStart = map(point)
                emit(mappedSubpathStart)
                keep(.move(to: mappedSubpathStart))
            case .line(let point):
                beginLineIfNeeded()
                let mapped = map(point)
                emit(mapped)
                keep(.line(to: mapped))
                current = point
            case .quadratic(let control, let end):
                beginLineIfNeeded()
                let start = current
                let control1 = Point(
                    x: start.x + 2 / 3 * (control.x - start.x), y: start.y + 2 / 3 * (control.y - start.y))
                let control2 = Point(x: end.x + 2 / 3 * (control.x - end.x), y: end.y + 2 / 3 * (control.y - end.y))
                addCubic(map(start), map(control1), map(control2), map(end))
                keep(.cubic(control1: map(control1), control2: map(control2), to: map(end)))
                current = end
            case .cubic(let control1, let control2, let end):
                beginLineIfNeeded()
                addCubic(map(current), map(control1), map(control2), map(end))
                keep(.cubic(control1: map(control1), control2: map(control2), to: map(end)))
                current = end
            case .arc(let radiusX, let radiusY, let rotation, let largeArc, let sweep, let end):
                beginLineIfNeeded()
                let arc = EllipticalArc(
                    start: current, end: end, radiusX: radiusX, radiusY: radiusY,
                    rotation: rotation, largeArc: largeArc, sweep: sweep)
                var from = current
                let shape = arc.forEachCubic { control1, control2, to in
                    addCubic(map(from), map(control1), map(control2), map(to))
                    from = to
                }
                if shape == .line { emit(map(end)) }
                keepArc(arc, shape: shape)
                current = end
            case .close:
                if !line.isEmpty {
                    // A closed subpath ends at its start; one that never left it stays a zero-length line
                    // (which round caps draw as a dot).
                    if line.count == 1 || line.last != mappedSubpathStart { emit(mappedSubpathStart) }
                    keep(.close)
                    finishLine()
                }
                current = subpathStart
            }
        }
    }

    /// The polylines, one per subpath that draws something; closed ones end at their start.
    mutating func finish() -> [[Point]] {
        finishLine()
        return polylines
    }

    /// A drawing command with no subpath open (after `Z`, in segments that a caller built without the
    /// `move` the parser writes) continues from the current point.
    // Inlined: paths flatten in 4% more instructions and 2.5% more time without (tools/bench-svg-path.py).
    @inline(__always)
    private mutating func beginLineIfNeeded() {
        if line.isEmpty {
            subpathStart = current
            mappedSubpathStart = map(current)
            emit(mappedSubpathStart)
            curve.removeAll(keepingCapacity: true)
            keep(.move(to: mappedSubpathStart))
        }
    }

    /// Keeps one element of the current subpath's exact geometry, when curves are kept.
    private mutating func keep(_ element: CurvePath.Element) {
        guard keepsCurves else { return }
        guard curveElementCount < curveElementLimit else {
            exceededPointLimit = true
            return
        }
        curveElementCount += 1
        curve.append(element)
    }

    /// Keeps an arc as the cubics of ``EllipticalArc/curveTurn`` (mapped: an affine map keeps them
    /// exact), or as the line it is.
    private mutating func keepArc(_ arc: EllipticalArc, shape: EllipticalArc.Shape) {
        guard keepsCurves else { return }
        switch shape {
        case .nothing:
            break
        case .line:
            keep(.line(to: map(arc.end)))
        case .cubics:
            arc.forEachCubic(maximumTurn: EllipticalArc.curveTurn) { control1, control2, to in
                keep(.cubic(control1: map(control1), control2: map(control2), to: map(to)))
            }
        }
    }

    private mutating func emit(_ point: Point) {
        guard pointCount < pointLimit else {
            exceededPointLimit = true
            return
        }
        pointCount += 1
        line.append(point)
    }

    private mutating func finishLine() {
        if line.count >= 2 {
            polylines.append(line)
            if keepsCurves { curves.append(CurvePath(curve)) }
        }
        line.removeAll(keepingCapacity: false)
        curve.removeAll(keepingCapacity: true)
    }

    /// Appends the chords of a mapped cubic, without its start point (already in the line).
    private mutating func addCubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) {
        stack.removeAll(keepingCapacity: true)
        stack.append(Piece(p0: p0, p1: p1, p2: p2, p3: p3, depth: 0))
        while let piece = stack.popLast(), !exceededPointLimit {
            if piece.depth >= Self.maximumDepth || isFlat(piece) {
                emit(piece.p3)
                continue
            }
            // de Casteljau at t = 1/2; the second half goes on the stack first so the first comes off first.
            let p01 = midpoint(piece.p0, piece.p1)
            let p12 = midpoint(piece.p1, piece.p2)
            let p23 = midpoint(piece.p2, piece.p3)
            let p012 = midpoint(p01, p12)
            let p123 = midpoint(p12, p23)
            let middle = midpoint(p012, p123)
            stack.append(Piece(p0: middle, p1: p123, p2: p23, p3: piece.p3, depth: piece.depth + 1))
            stack.append(Piece(p0: piece.p0, p1: p01, p2: p012, p3: middle, depth: piece.depth + 1))
        }
    }

    private func midpoint(_ a: Point, _ b: Point) -> Point {
        Point(x: a.x * 0.5 + b.x * 0.5, y: a.y * 0.5 + b.y * 0.5)
    }

    private func isFlat(_ piece: Piece) -> Bool {
        let worst = Swift.max(
            Self.distanceSquared(from: piece.p1, toSegment: piece.p0, piece.p3),
            Self.distanceSquared(from: piece.p2, toSegment: piece.p0, piece.p3))
        // NaN or an overflow to infinity: past what can be measured, so take the chord.
        return !(worst > toleranceSquared) || !worst.isFinite
    }

    /// The squared distance from `point` to the segment from `a` to `b`.
    static func distanceSquared(from point: Point, toSegment a: Point, _ b: Point) -> Double {
        let vx = b.x - a.x
        let vy = b.y - a.y
        let wx = point.x - a.x
        let wy = point.y - a.y
        let lengthSquared = vx * vx + vy * vy
        var t = 0.0
        if lengthSquared > 0 {
            t = Swift.min(1, Swift.max(0, (wx * vx + wy * vy) / lengthSquared))
        }
        let dx = wx - t * vx
        let dy = wy - t * vy
        return dx * dx + dy * dy
    }
}
