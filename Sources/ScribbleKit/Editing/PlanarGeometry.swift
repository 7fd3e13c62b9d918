/// The few exact tests between points, segments and rings that hit testing is built from.
enum PlanarGeometry {
    /// The square of the distance from `point` to the segment `a`–`b` (a point when they are equal).
    static func distanceSquared(from point: Point, toSegment a: Point, _ b: Point) -> Double {
        let along = b - a
        let offset = point - a
        let lengthSquared = along.lengthSquared
        var t = lengthSquared > 0 ? offset.dot(along) / lengthSquared : 0
        // Written so that a NaN share (from huge coordinates) picks an end rather than staying NaN.
        t = t > 0 ? (t < 1 ? t : 1) : 0
        return (point - (a + along * t)).lengthSquared
    }

    /// The square of the shortest distance between the segments `a`–`b` and `c`–`d`: zero where
    /// they cross or touch, otherwise the least of the distances from each end to the other segment.
    static func distanceSquared(betweenSegment a: Point, _ b: Point, andSegment c: Point, _ d: Point) -> Double {
        let ab = b - a
        let cd = d - c
        let sideC = ab.cross(c - a)
        let sideD = ab.cross(d - a)
        let sideA = cd.cross(a - c)
        let sideB = cd.cross(b - c)
        // A proper crossing has each segment's ends strictly on either side of the other; touching
        // and overlapping along a line give a zero end distance below.
        if (sideC > 0 && sideD < 0 || sideC < 0 && sideD > 0) && (sideA > 0 && sideB < 0 || sideA < 0 && sideB > 0) {
            return 0
        }
        return Swift.min(
            Swift.min(distanceSquared(from: a, toSegment: c, d), distanceSquared(from: b, toSegment: c, d)),
            Swift.min(distanceSquared(from: c, toSegment: a, b), distanceSquared(from: d, toSegment: a, b)))
    }

    /// Where along `a`–`b` (as a share from 0 at `a` to 1 at `b`) it crosses the edge `c`–`d`, or
    /// `nil` when they do not meet at a single point (apart, or parallel).
    static func crossing(ofSegment a: Point, _ b: Point, withEdge c: Point, _ d: Point) -> Double? {
        let ab = b - a
        let cd = d - c
        let ac = c - a
        let denominator = ab.cross(cd)
        guard denominator != 0 else { return nil }
        let t = ac.cross(cd) / denominator
        let u = ac.cross(ab) / denominator
        guard t >= 0, t <= 1, u >= 0, u <= 1 else { return nil }
        return t
    }

    /// What the edge `a`–`b` adds to the winding number of a ring around `point`: +1 when it
    /// crosses the horizontal line through the point upwards in y with the point on its left, −1
    /// when it crosses downwards with the point on its right, 0 otherwise. An edge holds its lower
    /// end and not its upper one, so that a ring's vertex on the line is counted once.
    static func winding(ofEdge a: Point, _ b: Point, around point: Point) -> Int {
        if a.y <= point.y {
            if b.y > point.y, (b - a).cross(point - a) > 0 { return 1 }
        } else if b.y <= point.y, (b - a).cross(point - a) < 0 {
            return -1
        }
        return 0
    }

    /// The winding number of the closed ring `vertices` (the last joined back to the first) around `point`.
    static func winding(of vertices: [Point], around point: Point) -> Int {
        guard var previous = vertices.last else { return 0 }
        var total = 0
        for vertex in vertices {
            total += winding(ofEdge: previous, vertex, around: point)
            previous = vertex
        }
        return total
    }
}
