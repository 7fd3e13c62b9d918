import ScribbleKit

/// Whether two numbers agree within an absolute tolerance.
func isClose(_ a: Double, _ b: Double, within tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

/// Whether two points agree within an absolute tolerance.
func isClose(_ a: Point, _ b: Point, within tolerance: Double = 1e-9) -> Bool {
    isClose(a.x, b.x, within: tolerance) && isClose(a.y, b.y, within: tolerance)
}

/// Whether two vectors agree within an absolute tolerance.
func isClose(_ a: Vector, _ b: Vector, within tolerance: Double = 1e-9) -> Bool {
    isClose(a.dx, b.dx, within: tolerance) && isClose(a.dy, b.dy, within: tolerance)
}

/// Whether two rectangles agree within an absolute tolerance.
func isClose(_ a: Rect, _ b: Rect, within tolerance: Double = 1e-9) -> Bool {
    isClose(a.origin, b.origin, within: tolerance)
        && isClose(a.width, b.width, within: tolerance) && isClose(a.height, b.height, within: tolerance)
}
