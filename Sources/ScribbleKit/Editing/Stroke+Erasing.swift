/// The area eraser's cut: the parts of a stroke that a round tip moved along a path leaves.
///
/// The stroke's ink is taken as it is drawn: its centre line after smoothing, with the ink's
/// radius along it. Wherever the eraser's tip overlaps the ink's cross-section (the centre line
/// comes within the eraser's radius plus the ink's radius there of the eraser's path), that stretch
/// goes. Each piece left is the stroke with a narrower ``Stroke/visibleRange``: it keeps all of
/// the stroke's points, ink, pressures and timing, so it is drawn exactly as that part was, cut
/// flat where the eraser passed.
extension Stroke {
    /// Pieces shorter than this along the centre line, in canvas units, are dropped: a sliver
    /// that thin would draw nothing a person could see or pick.
    static let shortestPiece = 0.05

    /// The pieces of this stroke outside an area eraser moved along a path, or `nil` when the
    /// eraser does not touch the stroke's visible ink.
    /// - Parameters:
    ///   - eraser: the eraser's path and radius.
    ///   - options: how the drawing's ink is made (its smoothing decides where the ink lies).
    ///   - pipeline: the pipeline to make the ink's centre line with, reused from stroke to stroke.
    /// - Returns: the pieces in order along the stroke; empty when nothing of it is left.
    func pieces(outside eraser: EraserPath, options: InkOptions, pipeline: InkPipeline) -> [Stroke]? {
        let curve = pipeline.inkCurve(of: self, options: options)
        guard let first = curve.first, let last = curve.last else { return nil }
        var box = IndexBox.empty
        var widest = 0.0
        for sample in curve {
            box = box.union(IndexBox(sample.location))
            widest = Swift.max(widest, sample.radius)
        }
        // Only the eraser's segments near the ink can cut it.
        let eraser = eraser.near(box.outset(by: widest))
        guard !eraser.isEmpty else { return nil }
        let whole = first.pointIndex...last.pointIndex
        let visible = clampedVisibleRange.map { $0.clamped(to: whole) } ?? whole
        let erased = Self.erasedStretches(of: curve, within: visible, by: eraser)
        guard !erased.isEmpty else { return nil }

        var pieces: [Stroke] = []
        var from = visible.lowerBound
        for cut in erased + [visible.upperBound...visible.upperBound] {
            let to = cut.lowerBound
            if to > from, Self.length(of: curve, from: from, to: to) >= Self.shortestPiece {
                var piece = self
                piece.visibleRange = from...to
                pieces.append(piece)
            }
            from = Swift.max(from, cut.upperBound)
        }
        return pieces
    }

    /// The stretches of `curve` within `visible` that the eraser takes, as ranges of point indices,
    /// in order and apart.
    private static func erasedStretches(
        of curve: [CurveSample], within visible: ClosedRange<Double>, by eraser: EraserPath
    ) -> [ClosedRange<Double>] {
        var stretches: [ClosedRange<Double>] = []
        func add(_ stretch: ClosedRange<Double>) {
            guard stretch.overlaps(visible) else { return }
            let clamped = stretch.clamped(to: visible)
            if let last = stretches.last, clamped.lowerBound <= last.upperBound {
                stretches[stretches.count - 1] = last.lowerBound...Swift.max(last.upperBound, clamped.upperBound)
            } else {
                stretches.append(clamped)
            }
        }
        if curve.count == 1 {
            if eraser.reaches(curve[0].location, within: curve[0].radius) {
                add(curve[0].pointIndex...curve[0].pointIndex)
            }
            return stretches
        }
        let reach = eraser.box
        for index in 0..<(curve.count - 1) {
            let a = curve[index]
            let b = curve[index + 1]
            guard b.pointIndex >= visible.lowerBound, a.pointIndex <= visible.upperBound,
                IndexBox(a.location, b.location).outset(by: Swift.max(a.radius, b.radius)).intersects(reach)
            else { continue }
            for (from, to) in eraser.overlaps(
                segmentFrom: a.location, radius: a.radius, to: b.location, radius: b.radius)
            {
                let start = a.pointIndex + (b.pointIndex - a.pointIndex) * from
                let end = a.pointIndex + (b.pointIndex - a.pointIndex) * to
                add(start...end)
            }
        }
        return stretches
    }

    /// The length of `curve` between two point indices.
    private static func length(of curve: [CurveSample], from: Double, to: Double) -> Double {
        arcLength(of: curve, at: to) - arcLength(of: curve, at: from)
    }

    /// How far along `curve` the place at `pointIndex` is.
    private static func arcLength(of curve: [CurveSample], at pointIndex: Double) -> Double {
        guard let after = curve.firstIndex(where: { $0.pointIndex >= pointIndex }) else { return curve.last?.s ?? 0 }
        guard after > 0 else { return curve[0].s }
        let a = curve[after - 1]
        let b = curve[after]
        let span = b.pointIndex - a.pointIndex
        return span > 0 ? a.s + (b.s - a.s) * (pointIndex - a.pointIndex) / span : b.s
    }
}

/// An eraser's path with its tip's radius, as the cut measures against it.
struct EraserPath {
    /// The path's segments (a tap as a segment from its point to itself), each with its box.
    private let segments: [(start: Point, end: Point, box: IndexBox)]
    let radius: Double

    /// The eraser moved through `points` with a tip of `radius`; none when a point or the radius
    /// is not a finite number, or there is no point.
    init?(_ points: [Point], radius: Double) {
        guard !points.isEmpty, points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }), radius.isFinite, radius >= 0
        else {
            return nil
        }
        self.radius = radius
        let pairs = points.count == 1 ? [(points[0], points[0])] : Array(zip(points, points.dropFirst()))
        segments = pairs.map { start, end in (start, end, IndexBox(start, end).outset(by: radius)) }
        box = segments.reduce(IndexBox.empty) { $0.union($1.box) }
    }

    private init(segments: [(start: Point, end: Point, box: IndexBox)], radius: Double) {
        self.segments = segments
        self.radius = radius
        box = segments.reduce(IndexBox.empty) { $0.union($1.box) }
    }

    /// Whether no segment is left.
    var isEmpty: Bool { segments.isEmpty }

    /// The box around everything the tip covers.
    let box: IndexBox

    /// The eraser with only the segments whose tip can reach into `box`.
    func near(_ box: IndexBox) -> EraserPath {
        EraserPath(segments: segments.filter { $0.box.intersects(box) }, radius: radius)
    }

    /// Whether the tip, anywhere on the path, overlaps a disc of `inkRadius` around `point`.
    func reaches(_ point: Point, within inkRadius: Double) -> Bool {
        segments.contains { Self.distance(from: point, toSegment: $0.start, $0.end) < radius + inkRadius }
    }

    /// Where, along the piece of ink from `a` to `b` (its radius going linearly from `ra` to `rb`),
    /// the tip overlaps the ink's cross-section: for each of the path's segments that does, the
    /// stretch as fractions of the piece, `0...1` for all of it.
    ///
    /// Between a point moving along a line and a segment the distance is convex, and the reach
    /// it is measured against changes linearly, so the overlap with each segment is one stretch:
    /// its lowest point is found by golden-section search and its ends by bisection, to a
    /// millionth of the piece.
    func overlaps(segmentFrom a: Point, radius ra: Double, to b: Point, radius rb: Double) -> [(Double, Double)] {
        let box = IndexBox(a, b).outset(by: Swift.max(ra, rb))
        var stretches: [(Double, Double)] = []
        let reach = radius + Swift.max(ra, rb)
        for segment in segments where segment.box.intersects(box) {
            // Most segments near the ink still miss it.
            guard Self.distance(between: a, b, and: segment.start, segment.end) < reach else { continue }
            // Negative where the tip overlaps the ink at fraction s of the piece.
            func gap(_ s: Double) -> Double {
                let point = Point(x: a.x + (b.x - a.x) * s, y: a.y + (b.y - a.y) * s)
                return Self.distance(from: point, toSegment: segment.start, segment.end) - (radius + ra + (rb - ra) * s)
            }
            let atStart = gap(0) < 0
            let atEnd = gap(1) < 0
            switch (atStart, atEnd) {
            case (true, true): stretches.append((0, 1))
            case (true, false): stretches.append((0, Self.crossing(of: gap, outside: 1, inside: 0)))
            case (false, true): stretches.append((Self.crossing(of: gap, outside: 0, inside: 1), 1))
            case (false, false):
                // Both ends outside: the tip reaches the ink, if at all, around the lowest point between.
                let lowest = Self.lowestPoint(of: gap)
                guard gap(lowest) < 0 else { continue }
                stretches.append(
                    (
                        Self.crossing(of: gap, outside: 0, inside: lowest),
                        Self.crossing(of: gap, outside: 1, inside: lowest)
                    ))
            }
        }
        return stretches.sorted { $0.0 < $1.0 }
    }

    /// Where in `0...1` a convex function is lowest, to within a millionth.
    private static func lowestPoint(of f: (Double) -> Double) -> Double {
        let ratio = (5.0.squareRoot() - 1) / 2
        var low = 0.0
        var high = 1.0
        var x1 = high - ratio * (high - low)
        var x2 = low + ratio * (high - low)
        var f1 = f(x1)
        var f2 = f(x2)
        while high - low > 1e-6 {
            if f1 <= f2 {
                high = x2
                x2 = x1
                f2 = f1
                x1 = high - ratio * (high - low)
                f1 = f(x1)
            } else {
                low = x1
                x1 = x2
                f1 = f2
                x2 = low + ratio * (high - low)
                f2 = f(x2)
            }
        }
        let middle = (low + high) / 2
        // The ends are candidates too: a convex function on an interval may be lowest at one.
        let (atStart, atMiddle, atEnd) = (f(0), f(middle), f(1))
        if atStart <= atMiddle, atStart <= atEnd { return 0 }
        return atEnd < atMiddle ? 1 : middle
    }

    /// Where `f` turns negative between a place it is not and one where it is, to within a millionth.
    private static func crossing(of f: (Double) -> Double, outside: Double, inside: Double) -> Double {
        var outside = outside
        var inside = inside
        while abs(inside - outside) > 1e-6 {
            let middle = (outside + inside) / 2
            if f(middle) < 0 { inside = middle } else { outside = middle }
        }
        return (outside + inside) / 2
    }

    /// The least distance between two segments: zero when they cross, else the least of each
    /// one's ends to the other.
    private static func distance(between a: Point, _ b: Point, and p: Point, _ q: Point) -> Double {
        func side(_ o: Point, _ u: Point, _ v: Point) -> Double {
            (u.x - o.x) * (v.y - o.y) - (u.y - o.y) * (v.x - o.x)
        }
        let d1 = side(p, q, a)
        let d2 = side(p, q, b)
        let d3 = side(a, b, p)
        let d4 = side(a, b, q)
        if ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0)) { return 0 }
        return Swift.min(
            Swift.min(distance(from: a, toSegment: p, q), distance(from: b, toSegment: p, q)),
            Swift.min(distance(from: p, toSegment: a, b), distance(from: q, toSegment: a, b)))
    }

    private static func distance(from point: Point, toSegment start: Point, _ end: Point) -> Double {
        let dx = end.x - start.x
        let dy = end.y - start.y
        let lengthSquared = dx * dx + dy * dy
        var u = 0.0
        if lengthSquared > 0 {
            u = Swift.min(1, Swift.max(0, ((point.x - start.x) * dx + (point.y - start.y) * dy) / lengthSquared))
        }
        let x = start.x + dx * u - point.x
        let y = start.y + dy * u - point.y
        return (x * x + y * y).squareRoot()
    }
}
