/// An axis-aligned rectangle in canvas units, origin at its top-left corner.
public struct Rect: Hashable, Sendable, Codable {
    /// The top-left corner.
    public var origin: Point
    /// The extent; never negative for rectangles made by this type.
    public var size: Size

    /// Creates a rectangle from its corner and size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its corner coordinates and size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The smallest rectangle holding every point, or `nil` when there are none.
    ///
    /// Inlinable, so that callers in other modules get it specialized for their sequence rather
    /// than stepping through a generic iterator point by point.
    @inlinable
    public init?<S: Sequence>(enclosing points: S) where S.Element == Point {
        var iterator = points.makeIterator()
        guard let first = iterator.next() else { return nil }
        var minX = first.x
        var maxX = first.x
        var minY = first.y
        var maxY = first.y
        while let point = iterator.next() {
            minX = Swift.min(minX, point.x)
            maxX = Swift.max(maxX, point.x)
            minY = Swift.min(minY, point.y)
            maxY = Swift.max(maxY, point.y)
        }
        self.init(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var width: Double { size.width }
    public var height: Double { size.height }

    /// The centre point.
    public var center: Point { Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2) }

    /// The four corners, clockwise from the top-left.
    public var corners: [Point] {
        [Point(x: minX, y: minY), Point(x: maxX, y: minY), Point(x: maxX, y: maxY), Point(x: minX, y: maxY)]
    }

    /// The smallest rectangle holding both rectangles.
    public func union(_ other: Rect) -> Rect {
        let minX = Swift.min(self.minX, other.minX)
        let minY = Swift.min(self.minY, other.minY)
        let maxX = Swift.max(self.maxX, other.maxX)
        let maxY = Swift.max(self.maxY, other.maxY)
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The smallest rectangle holding whichever of the two there are; `nil` when there is neither.
    static func union(_ a: Rect?, _ b: Rect?) -> Rect? {
        guard let a else { return b }
        guard let b else { return a }
        return a.union(b)
    }

    /// The rectangle shrunk by `amount` on every side (grown when negative), never below zero size.
    public func insetBy(_ amount: Double) -> Rect {
        let width = Swift.max(0, size.width - 2 * amount)
        let height = Swift.max(0, size.height - 2 * amount)
        return Rect(x: center.x - width / 2, y: center.y - height / 2, width: width, height: height)
    }

    /// The rectangle grown by `amount` on every side.
    public func outsetBy(_ amount: Double) -> Rect { insetBy(-amount) }

    /// Whether the point lies inside or on the edge.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
    }

    /// The bounding box of this rectangle after a transform.
    public func applying(_ transform: Transform) -> Rect {
        // Four corners always exist, so the enclosing rectangle does too.
        Rect(enclosing: corners.map { $0.applying(transform) }) ?? self
    }
}
