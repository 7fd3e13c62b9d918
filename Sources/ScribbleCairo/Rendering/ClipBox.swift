import ScribbleKit

/// The part of the pixel plane that an image needs drawn: the image and a few pixels around it.
/// Outline polygons are cut down to it before Cairo sees them.
///
/// Cairo keeps path coordinates in 24.8 fixed point, so a coordinate beyond about ±8 million
/// pixels wraps around and draws in the wrong place. A stroke that runs from the image to a far
/// point (a glitched sample, a huge transform, a huge ink) keeps its visible part this way.
/// Polygons wholly outside the box are dropped, which also saves Cairo the work.
struct ClipBox {
    /// The box, in pixels.
    let rect: Rect
    /// Where pieces may reach and still go to Cairo untouched: far inside its fixed-point range.
    private let safeRect: Rect

    /// How far a piece may stray from the box and still be left whole, in pixels.
    private static let safeMargin = 1_000_000.0

    /// A box around an image of the given size, with a margin wider than antialiasing reaches.
    init(width: Int, height: Int, margin: Double = 4) {
        rect = Rect(x: -margin, y: -margin, width: Double(width) + 2 * margin, height: Double(height) + 2 * margin)
        safeRect = rect.outsetBy(Self.safeMargin)
    }

    /// The part of a closed polygon (in pixels) inside the box, wound the same way, or `nil`
    /// when none of it is. Polygons well within Cairo's range go through untouched.
    func clip(_ corners: [Point]) -> [Point]? {
        guard let bounds = Rect(enclosing: corners), Self.intersects(bounds, rect) else { return nil }
        if Self.contains(safeRect, bounds) { return corners }
        guard corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return nil }
        // Sutherland–Hodgman against each edge of the box: the box is convex, so any polygon cut
        // to it keeps its winding (a concave one may gain edges along the border, which add no area).
        var polygon = corners
        polygon = Self.keep(polygon, where: { $0.x >= rect.minX }, crossing: { p, q in Self.atX(rect.minX, p, q) })
        polygon = Self.keep(polygon, where: { $0.x <= rect.maxX }, crossing: { p, q in Self.atX(rect.maxX, p, q) })
        polygon = Self.keep(polygon, where: { $0.y >= rect.minY }, crossing: { p, q in Self.atY(rect.minY, p, q) })
        polygon = Self.keep(polygon, where: { $0.y <= rect.maxY }, crossing: { p, q in Self.atY(rect.maxY, p, q) })
        return polygon.count >= 3 ? polygon : nil
    }

    /// The closed polygon (in pixels) fitted with curves within `tolerance`, when Cairo can take
    /// them whole: an empty path when the polygon is wholly outside the box, `nil` when it or its
    /// curves' control points reach so far beyond the box that it must be cut with ``clip(_:)``.
    func curvesHeldWhole(_ corners: [Point], tolerance: Double) -> CurvePath? {
        guard let bounds = Rect(enclosing: corners) else { return CurvePath() }
        guard Self.intersects(bounds, rect) else { return CurvePath() }
        guard Self.contains(safeRect, bounds) else { return nil }
        let curves = CurvePath(fittingClosedPolygon: corners, tolerance: tolerance)
        guard let controls = curves.controlBounds else { return curves }
        return Self.contains(safeRect, controls) ? curves : nil
    }

    /// One Sutherland–Hodgman pass: the polygon's part on the inside of one edge.
    private static func keep(
        _ polygon: [Point], where inside: (Point) -> Bool, crossing: (Point, Point) -> Point
    ) -> [Point] {
        guard let last = polygon.last else { return [] }
        var kept: [Point] = []
        kept.reserveCapacity(polygon.count + 1)
        var previous = last
        for point in polygon {
            switch (inside(previous), inside(point)) {
            case (true, true): kept.append(point)
            case (true, false): kept.append(crossing(previous, point))
            case (false, true): kept.append(contentsOf: [crossing(previous, point), point])
            case (false, false): break
            }
            previous = point
        }
        return kept
    }

    /// Where the segment from `p` to `q` crosses the vertical line at `x` (which it does).
    private static func atX(_ x: Double, _ p: Point, _ q: Point) -> Point {
        Point(x: x, y: p.y + (q.y - p.y) * ((x - p.x) / (q.x - p.x)))
    }

    /// Where the segment from `p` to `q` crosses the horizontal line at `y` (which it does).
    private static func atY(_ y: Double, _ p: Point, _ q: Point) -> Point {
        Point(x: p.x + (q.x - p.x) * ((y - p.y) / (q.y - p.y)), y: y)
    }

    static func intersects(_ a: Rect, _ b: Rect) -> Bool {
        a.minX <= b.maxX && b.minX <= a.maxX && a.minY <= b.maxY && b.minY <= a.maxY
    }

    private static func contains(_ outer: Rect, _ inner: Rect) -> Bool {
        outer.minX <= inner.minX && inner.maxX <= outer.maxX && outer.minY <= inner.minY && inner.maxY <= outer.maxY
    }
}
