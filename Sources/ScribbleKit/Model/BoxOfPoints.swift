/// The box around points added one at a time, for loops that cannot hand ``Rect/init(enclosing:)``
/// a sequence: empty until the first point.
struct BoxOfPoints {
    private var minX = Double.infinity, minY = Double.infinity
    private var maxX = -Double.infinity, maxY = -Double.infinity

    @inline(__always)
    mutating func add(_ point: Point) {
        minX = Swift.min(minX, point.x)
        minY = Swift.min(minY, point.y)
        maxX = Swift.max(maxX, point.x)
        maxY = Swift.max(maxY, point.y)
    }

    /// Grows the box to hold another.
    mutating func add(_ other: BoxOfPoints) {
        minX = Swift.min(minX, other.minX)
        minY = Swift.min(minY, other.minY)
        maxX = Swift.max(maxX, other.maxX)
        maxY = Swift.max(maxY, other.maxY)
    }

    /// The box, or `nil` when no point was added.
    var rect: Rect? {
        guard minX <= maxX, minY <= maxY else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
