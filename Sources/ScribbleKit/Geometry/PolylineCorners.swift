/// The corners of a polyline or polygon: the vertices where it turns so sharply that a curve fitted
/// through it should not round them off (a flat cap, a broad nib's corner, the cusp where an
/// outline doubles back and crosses itself). Curves are fitted between corners, never across one.
enum PolylineCorners {
    /// A vertex is a corner where the direction turns by more than this: 45°.
    static let cornerCosine = (0.5 as Double).squareRoot()

    /// Points closer than this share of the tolerance to the point kept before them are dropped, so
    /// that an edge of almost no length, whose direction means nothing, makes no corner.
    static let mergedShareOfTolerance = 0.05

    /// The finite points, without any that lie within `spacing` of the point kept before them.
    /// - Parameter closed: whether the points are a ring; then the last points are also dropped
    ///   while they lie that close to the first.
    static func distinctPoints(_ points: [Point], spacing: Double, closed: Bool) -> [Point] {
        var kept: [Point] = []
        kept.reserveCapacity(points.count)
        for point in points where point.x.isFinite && point.y.isFinite {
            if let last = kept.last, last.distance(to: point) <= spacing { continue }
            kept.append(point)
        }
        if closed {
            while kept.count > 1, let last = kept.last, last.distance(to: kept[0]) <= spacing { kept.removeLast() }
        }
        return kept
    }

    /// Whether the path turns by more than 45° from the edge `before → vertex` to `vertex → after`.
    static func isCorner(_ before: Point, _ vertex: Point, _ after: Point) -> Bool {
        let incoming = (vertex - before).normalized
        let outgoing = (after - vertex).normalized
        return incoming.dot(outgoing) < cornerCosine
    }

    /// The unit direction from `points[index]` into the run towards `points[towards]`, taken to
    /// the first point of the run at least `reach` away, so that a short first edge does not set it
    /// alone. `towards` may come before or after `index`.
    static func endTangent(_ points: [Point], at index: Int, towards end: Int, reach: Double) -> Vector {
        let step = end > index ? 1 : -1
        var other = index + step
        while other != end, points[other].distance(to: points[index]) < reach { other += step }
        return (points[other] - points[index]).normalized
    }
}
