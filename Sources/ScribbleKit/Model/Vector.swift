/// A displacement between two points, in canvas units.
public struct Vector: Hashable, Sendable, Codable {
    /// The horizontal component.
    public var dx: Double
    /// The vertical component.
    public var dy: Double

    /// Creates a vector from its components.
    public init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }

    /// The zero vector.
    public static let zero = Vector(dx: 0, dy: 0)

    /// The Euclidean length.
    public var length: Double { (dx * dx + dy * dy).squareRoot() }

    /// The vector scaled to length 1, or the zero vector when it has no length.
    public var normalized: Vector {
        let length = self.length
        return length > 0 ? Vector(dx: dx / length, dy: dy / length) : .zero
    }

    /// The vector turned a quarter turn counter-clockwise on screen (y down).
    public var perpendicular: Vector { Vector(dx: dy, dy: -dx) }

    /// The dot product.
    public func dot(_ other: Vector) -> Double { dx * other.dx + dy * other.dy }

    /// The z component of the cross product.
    public func cross(_ other: Vector) -> Double { dx * other.dy - dy * other.dx }

    public static func + (lhs: Vector, rhs: Vector) -> Vector { Vector(dx: lhs.dx + rhs.dx, dy: lhs.dy + rhs.dy) }
    public static func - (lhs: Vector, rhs: Vector) -> Vector { Vector(dx: lhs.dx - rhs.dx, dy: lhs.dy - rhs.dy) }
    public static func * (lhs: Vector, rhs: Double) -> Vector { Vector(dx: lhs.dx * rhs, dy: lhs.dy * rhs) }
    public static prefix func - (vector: Vector) -> Vector { Vector(dx: -vector.dx, dy: -vector.dy) }

    /// The square of the length, for comparing lengths without a square root.
    var lengthSquared: Double { dx * dx + dy * dy }

    /// The vector turned by the angle whose cosine and sine are given, anticlockwise in y-up
    /// terms (clockwise on screen).
    func rotated(cos: Double, sin: Double) -> Vector {
        Vector(dx: dx * cos - dy * sin, dy: dx * sin + dy * cos)
    }
}
