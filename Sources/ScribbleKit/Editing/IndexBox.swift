/// An axis-aligned box kept by its corners, for the spatial index and the exact tests behind it.
///
/// ``Rect`` keeps an origin and a size, so its far edges are sums that round; a box compares the
/// very numbers it was made from, so that a stroke's box and the distance test that follows it
/// agree to the last bit on where an edge is.
struct IndexBox: Hashable, Sendable {
    var minX: Double
    var minY: Double
    var maxX: Double
    var maxY: Double

    /// The box of nothing: it intersects no box, and the union with it is the other box.
    static let empty = IndexBox(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)

    init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    /// The box of one point.
    init(_ point: Point) {
        self.init(minX: point.x, minY: point.y, maxX: point.x, maxY: point.y)
    }

    /// The box of a segment.
    init(_ a: Point, _ b: Point) {
        self.init(
            minX: Swift.min(a.x, b.x), minY: Swift.min(a.y, b.y), maxX: Swift.max(a.x, b.x), maxY: Swift.max(a.y, b.y))
    }

    /// The box of a rectangle, whichever way its size points; `nil` unless every corner is finite.
    init?(_ rect: Rect) {
        let x0 = rect.minX
        let y0 = rect.minY
        let x1 = rect.maxX
        let y1 = rect.maxY
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return nil }
        self.init(minX: Swift.min(x0, x1), minY: Swift.min(y0, y1), maxX: Swift.max(x0, x1), maxY: Swift.max(y0, y1))
    }

    /// Whether every corner is a finite number (and the box is not ``empty``).
    var isFinite: Bool { minX.isFinite && minY.isFinite && maxX.isFinite && maxY.isFinite }

    /// The rectangle with the same corners.
    var rect: Rect { Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) }

    func intersects(_ other: IndexBox) -> Bool {
        minX <= other.maxX && other.minX <= maxX && minY <= other.maxY && other.minY <= maxY
    }

    func contains(_ other: IndexBox) -> Bool {
        minX <= other.minX && minY <= other.minY && maxX >= other.maxX && maxY >= other.maxY
    }

    func union(_ other: IndexBox) -> IndexBox {
        IndexBox(
            minX: Swift.min(minX, other.minX), minY: Swift.min(minY, other.minY),
            maxX: Swift.max(maxX, other.maxX), maxY: Swift.max(maxY, other.maxY))
    }

    /// The box grown by `amount` on every side.
    func outset(by amount: Double) -> IndexBox {
        IndexBox(minX: minX - amount, minY: minY - amount, maxX: maxX + amount, maxY: maxY + amount)
    }

    /// The area; 0 for the empty box and for boxes with no extent along an axis.
    var area: Double { Swift.max(0, maxX - minX) * Swift.max(0, maxY - minY) }

    /// Half the perimeter; breaks ties between boxes of equal area (lines and points have none).
    var margin: Double { Swift.max(0, maxX - minX) + Swift.max(0, maxY - minY) }

    /// The centre, for sorting boxes along an axis.
    var centerX: Double { minX / 2 + maxX / 2 }
    var centerY: Double { minY / 2 + maxY / 2 }

    /// The box grown by a hair more than rounding can move an edge: a query's box is widened by
    /// it before the index is asked, so that a stroke the exact test would take is never left out
    /// by a last-bit difference between two ways of computing the same edge.
    func outsetForRounding() -> IndexBox {
        let magnitude = Swift.max(Swift.max(abs(minX), abs(maxX)), Swift.max(abs(minY), abs(maxY)))
        return outset(by: Swift.max(magnitude, 1) * 1e-12)
    }
}
