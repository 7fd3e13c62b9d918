import Foundation

/// A path of straight lines and cubic Bézier curves, kept exactly: the shape a curve has before
/// anything decides how finely to cut it into straight pieces.
///
/// Readers of curved input (an SVG path, a shape, an arc) keep it so that the renderer can
/// flatten it for the output's scale, and the vector writers write outlines as curves with it.
/// Quadratic curves and elliptical arcs are given as cubics (a quadratic exactly, an arc within a
/// hair of a millionth of its radius).
public struct CurvePath: Hashable, Sendable {
    /// One step of a path.
    public enum Element: Hashable, Sendable {
        /// Starts a new subpath at a point.
        case move(to: Point)
        /// A straight line from the current point.
        case line(to: Point)
        /// A cubic Bézier curve from the current point through two control points to an end.
        case cubic(control1: Point, control2: Point, to: Point)
        /// Closes the subpath with a straight line back to its start.
        case close
    }

    /// The steps, in order. A path that does not start with a move starts at the origin.
    public var elements: [Element]

    /// Creates a path from its steps.
    public init(_ elements: [Element] = []) {
        self.elements = elements
    }

    /// Whether the path has no steps.
    public var isEmpty: Bool { elements.isEmpty }

    /// The path mapped by `transform`; an affine map keeps a Bézier curve a Bézier curve, so the
    /// mapped path is exact.
    public func applying(_ transform: Transform) -> CurvePath {
        guard !transform.isIdentity else { return self }
        return CurvePath(
            elements.map { element in
                switch element {
                case .move(let point): .move(to: point.applying(transform))
                case .line(let point): .line(to: point.applying(transform))
                case .cubic(let c1, let c2, let end):
                    .cubic(
                        control1: c1.applying(transform), control2: c2.applying(transform), to: end.applying(transform))
                case .close: .close
                }
            })
    }

    /// The box around every end and control point (which holds the whole path), or `nil` for a
    /// path with no points.
    public var controlBounds: Rect? {
        var points: [Point] = []
        points.reserveCapacity(elements.count * 3)
        for element in elements {
            switch element {
            case .move(let point), .line(let point): points.append(point)
            case .cubic(let c1, let c2, let end): points.append(contentsOf: [c1, c2, end])
            case .close: break
            }
        }
        return Rect(enclosing: points)
    }

    /// The most straight pieces one curve is cut into, however small the tolerance.
    public static let maximumPiecesPerCurve = 65_536

    /// The path cut into polylines, one per subpath, that stray no further than `tolerance` from
    /// it; a closed subpath ends where it started.
    ///
    /// Each curve is cut into even steps of its parameter, as many as Wang's formula says are
    /// enough for the tolerance (the count grows with the square root of the curve's bend over the
    /// tolerance), so gentle curves get few pieces and tight ones many.
    /// - Parameter tolerance: in the path's units; not a positive number means 0.1.
    public func flattened(tolerance: Double) -> [[Point]] {
        let tolerance = tolerance > 0 && tolerance.isFinite ? tolerance : 0.1
        var polylines: [[Point]] = []
        var current: [Point] = []
        var start = Point(x: 0, y: 0)
        var last = start
        func finish() {
            if !current.isEmpty { polylines.append(current) }
            current = []
        }
        for element in elements {
            switch element {
            case .move(let point):
                finish()
                current = [point]
                start = point
                last = point
            case .line(let point):
                if current.isEmpty { current = [last] }
                current.append(point)
                last = point
            case .cubic(let c1, let c2, let end):
                if current.isEmpty { current = [last] }
                Self.appendCubic(from: last, c1, c2, end, tolerance: tolerance, to: &current)
                last = end
            case .close:
                if !current.isEmpty, current.last != start { current.append(start) }
                finish()
                last = start
            }
        }
        finish()
        return polylines
    }

    /// How many even steps of its parameter keep the cubic `p0`…`p3` within `tolerance` of its
    /// chords (Wang's formula: √(3·M / (4·tolerance)), M the largest second difference of the
    /// control points), from 1 to ``maximumPiecesPerCurve``.
    public static func pieces(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, tolerance: Double) -> Int {
        let d1 = ((p0 - p1) - (p1 - p2)).length
        let d2 = ((p1 - p2) - (p2 - p3)).length
        let wanted = (0.75 * Swift.max(d1, d2) / tolerance).squareRoot().rounded(.up)
        // Compared before converting, so that an infinite or undefined count never reaches `Int`.
        guard wanted >= 1 else { return 1 }
        return wanted < Double(maximumPiecesPerCurve) ? Int(wanted) : maximumPiecesPerCurve
    }

    /// The point at parameter `u` of the cubic from `p0` to `p3`, in the Bernstein form every
    /// even-step flattening of a path uses (so that a prefix of a path ends on the path itself).
    static func point(onCubic p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, at u: Double) -> Point {
        let v = 1 - u
        let a = v * v * v
        let b = 3 * v * v * u
        let c = 3 * v * u * u
        let d = u * u * u
        return Point(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    /// Appends the cubic from `p0` (already in `points`) to `p3`, without `p0`.
    static func appendCubic(
        from p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, tolerance: Double, to points: inout [Point]
    ) {
        let count = pieces(p0, p1, p2, p3, tolerance: tolerance)
        if count > 1 {
            for step in 1..<count {
                points.append(point(onCubic: p0, p1, p2, p3, at: Double(step) / Double(count)))
            }
        }
        points.append(p3)
    }
}
