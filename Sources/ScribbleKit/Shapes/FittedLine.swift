import Foundation

/// The straight line that lies closest to a run of points: through their centroid, along the
/// direction in which they spread most (total least squares: it minimises the summed squares of
/// the points' distances to it, measured square to the line, so that it serves a side at any
/// angle alike).
struct FittedLine {
    /// A point on the line: the centroid of the points.
    var point: Point
    /// The line's unit direction.
    var direction: Vector

    /// The line through `points`, or `nil` when they are fewer than two or all at one place.
    init?<C: Collection>(_ points: C) where C.Element == Point {
        guard points.count >= 2 else { return nil }
        var sumX = 0.0
        var sumY = 0.0
        for point in points {
            sumX += point.x
            sumY += point.y
        }
        let count = Double(points.count)
        let centroid = Point(x: sumX / count, y: sumY / count)
        var xx = 0.0
        var xy = 0.0
        var yy = 0.0
        for point in points {
            let dx = point.x - centroid.x
            let dy = point.y - centroid.y
            xx += dx * dx
            xy += dx * dy
            yy += dy * dy
        }
        guard xx + yy > 0, (xx + yy).isFinite else { return nil }
        // The principal axis of the 2×2 scatter matrix.
        let angle = 0.5 * atan2(2 * xy, xx - yy)
        self.point = centroid
        self.direction = Vector(dx: cos(angle), dy: sin(angle))
    }

    /// The line through `point` along `direction` (a unit vector).
    init(point: Point, direction: Vector) {
        self.point = point
        self.direction = direction
    }

    /// How far `other` is from the line, square to it.
    func distance(to other: Point) -> Double { abs(direction.cross(other - point)) }

    /// Where along the line `other` falls, from ``point`` in the line's direction.
    func position(of other: Point) -> Double { direction.dot(other - point) }

    /// The point of the line nearest `other`.
    func projection(of other: Point) -> Point { point + direction * position(of: other) }

    /// Where the line meets `other`, or `nil` when they are parallel, or so nearly that no
    /// crossing can be told.
    func intersection(with other: FittedLine) -> Point? {
        let denominator = direction.cross(other.direction)
        guard abs(denominator) > 1e-9 else { return nil }
        return point + direction * ((other.point - point).cross(other.direction) / denominator)
    }
}
