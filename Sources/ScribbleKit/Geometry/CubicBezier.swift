/// One cubic Bézier curve, evaluated by its parameter from 0 (its start) to 1 (its end).
struct CubicBezier {
    var start: Point
    var control1: Point
    var control2: Point
    var end: Point

    init(_ start: Point, _ control1: Point, _ control2: Point, _ end: Point) {
        self.start = start
        self.control1 = control1
        self.control2 = control2
        self.end = end
    }

    /// The point at parameter `u`.
    func point(at u: Double) -> Point {
        let v = 1 - u
        let b0 = v * v * v
        let b1 = 3 * u * v * v
        let b2 = 3 * u * u * v
        let b3 = u * u * u
        return Point(
            x: b0 * start.x + b1 * control1.x + b2 * control2.x + b3 * end.x,
            y: b0 * start.y + b1 * control1.y + b2 * control2.y + b3 * end.y)
    }

    /// The first derivative at parameter `u`.
    func derivative(at u: Double) -> Vector {
        let v = 1 - u
        return (control1 - start) * (3 * v * v) + (control2 - control1) * (6 * u * v) + (end - control2) * (3 * u * u)
    }

    /// The second derivative at parameter `u`.
    func secondDerivative(at u: Double) -> Vector {
        let first = (control2 - control1) - (control1 - start)
        let second = (end - control2) - (control2 - control1)
        return first * (6 * (1 - u)) + second * (6 * u)
    }
}
