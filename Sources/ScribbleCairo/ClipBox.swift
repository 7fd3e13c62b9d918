import Foundation
import ScribbleKit

/// The part of the pixel plane that an image needs drawn: the image and a few pixels around it.
/// Pieces of outline are cut down to it before Cairo sees them.
///
/// Cairo keeps path coordinates in 24.8 fixed point, so a coordinate beyond about ±8 million
/// pixels wraps around and draws in the wrong place. A stroke that runs from the image to a far
/// point (a glitched sample, a huge transform, a huge ink) keeps its visible part this way.
/// Pieces wholly outside the box are dropped, which also saves Cairo the work.
struct ClipBox {
    /// The box, in pixels.
    let rect: Rect
    /// Where pieces may reach and still go to Cairo untouched: far inside its fixed-point range.
    private let safeRect: Rect

    /// How far a piece may stray from the box and still be left whole, in pixels.
    private static let safeMargin = 1_000_000.0
    /// How far a curve may stray from a true circle, in pixels (Cairo's default tolerance).
    private static let tolerance = 0.1
    /// Beyond this a disc's numbers are too big to cut reliably; one that does not cover the box
    /// is dropped.
    private static let largestMagnitude = 1e15

    /// A box around an image of the given size, with a margin wider than antialiasing reaches.
    init(width: Int, height: Int, margin: Double = 4) {
        rect = Rect(x: -margin, y: -margin, width: Double(width) + 2 * margin, height: Double(height) + 2 * margin)
        safeRect = rect.outsetBy(Self.safeMargin)
    }

    /// The part of a piece (in pixels) inside the box, as a piece that winds the same way, or
    /// `nil` when none of it is.
    func clip(_ piece: StrokeOutline.Piece) -> StrokeOutline.Piece? {
        let bounds = piece.bounds
        guard Self.intersects(bounds, rect) else { return nil }
        if Self.contains(safeRect, bounds) { return piece }
        switch piece {
        case let .disc(center, radius):
            return clipDisc(center: center, radius: radius)
        case let .quad(a, b, c, d):
            return polygon(clipping: [a, b, c, d])
        case let .polygon(corners):
            return polygon(clipping: corners)
        }
    }

    /// A big or far disc: the whole box when it covers it, else the sector that faces the box,
    /// with its arc traced within tolerance, cut to the box.
    private func clipDisc(center: Point, radius: Double) -> StrokeOutline.Piece? {
        guard Swift.max(abs(center.x), abs(center.y), radius) < Self.largestMagnitude else { return nil }
        if rect.corners.allSatisfy({ $0.distance(to: center) <= radius }) {
            return .polygon(rect.corners)
        }
        // The disc reaches a million pixels past the box without covering it, so its centre is
        // outside the box and the box is seen from it within less than half a turn.
        let towardsBox = atan2(rect.center.y - center.y, rect.center.x - center.x)
        let offsets = rect.corners.map { corner in
            remainder(atan2(corner.y - center.y, corner.x - center.x) - towardsBox, 2 * .pi)
        }
        guard let first = offsets.min(), let last = offsets.max() else { return nil }
        let step = 2 * acos(Swift.max(-1, 1 - Self.tolerance / radius))
        let count = Swift.min(4096, Swift.max(1, Int(((last - first) / step).rounded(.up))))
        // Increasing angle, as Cairo traces a disc, so the sector winds the way discs do.
        let arc = (0...count).map { index in
            let angle = towardsBox + first + (last - first) * Double(index) / Double(count)
            return Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
        return polygon(clipping: [center] + arc)
    }

    /// A convex polygon cut to the box (Sutherland–Hodgman); cutting keeps it convex and wound
    /// the same way. `nil` when less than a triangle is left.
    private func polygon(clipping corners: [Point]) -> StrokeOutline.Piece? {
        var polygon = corners
        polygon = Self.keep(polygon, where: { $0.x >= rect.minX }, crossing: { p, q in Self.atX(rect.minX, p, q) })
        polygon = Self.keep(polygon, where: { $0.x <= rect.maxX }, crossing: { p, q in Self.atX(rect.maxX, p, q) })
        polygon = Self.keep(polygon, where: { $0.y >= rect.minY }, crossing: { p, q in Self.atY(rect.minY, p, q) })
        polygon = Self.keep(polygon, where: { $0.y <= rect.maxY }, crossing: { p, q in Self.atY(rect.maxY, p, q) })
        return polygon.count >= 3 ? .polygon(polygon) : nil
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
