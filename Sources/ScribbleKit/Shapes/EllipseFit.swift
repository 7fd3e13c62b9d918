import Foundation

/// The ellipse closest to a loop of points, by the direct least-squares fit of Fitzgibbon, Pilu
/// and Fisher ("Direct Least Square Fitting of Ellipses", 1999) in the numerically stable form of
/// Halíř and Flusser ("Numerically Stable Direct Least Squares Fitting of Ellipses", 1998).
///
/// The fit looks for the conic `A x² + B xy + C y² + D x + E y + F = 0` that minimises the summed
/// squares of its value at the points (the algebraic distance) under the constraint
/// `4AC − B² = 1`, which only an ellipse meets: so it always gives an ellipse, never a hyperbola,
/// and needs no starting guess. That is a 3×3 eigenproblem; the points are first moved to their
/// centroid and scaled to a unit size, which keeps the sums of fourth powers well conditioned.
/// How well the ellipse fits is then measured geometrically (``distances(from:)``), not by the
/// algebraic distance, which weighs points near the ends of a long axis less.
struct EllipseFit {
    /// The centre.
    var center: Point
    /// The radius along the ellipse's first axis, then along the second; the first is the larger.
    var radii: (major: Double, minor: Double)
    /// The first axis's direction, in radians from the canvas's x axis (clockwise, y down).
    var rotation: Double

    /// The ellipse through `points`, or `nil` when no ellipse fits them (too few points, all on a
    /// line, or numbers that are not finite).
    init?(_ points: [Point]) {
        guard points.count >= 6, let box = Rect(enclosing: points) else { return nil }
        let scale = Swift.max(box.width, box.height)
        guard scale > 0, scale.isFinite else { return nil }
        let origin = box.center
        // Scatter matrices of the quadratic part [x², xy, y²] and the linear part [x, y, 1].
        var s1 = [[Double]](repeating: [0, 0, 0], count: 3)
        var s2 = s1
        var s3 = s1
        for point in points {
            let x = (point.x - origin.x) / scale
            let y = (point.y - origin.y) / scale
            let quadratic = [x * x, x * y, y * y]
            let linear = [x, y, 1.0]
            for i in 0..<3 {
                for j in 0..<3 {
                    s1[i][j] += quadratic[i] * quadratic[j]
                    s2[i][j] += quadratic[i] * linear[j]
                    s3[i][j] += linear[i] * linear[j]
                }
            }
        }
        guard let s3Inverse = Self.inverse(s3) else { return nil }
        // T = −S3⁻¹ S2ᵀ gives the linear coefficients from the quadratic ones; M = S1 + S2 T is
        // the reduced scatter, and C1⁻¹ M the matrix whose eigenvector is the fit.
        let t = Self.product(s3Inverse, Self.transposed(s2)).map { $0.map { -$0 } }
        let m = Self.sum(s1, Self.product(s2, t))
        let reduced = [m[2].map { $0 / 2 }, m[1].map { -$0 }, m[0].map { $0 / 2 }]
        guard let quadratic = Self.ellipticEigenvector(of: reduced) else { return nil }
        let linear = (0..<3).map { i in (0..<3).reduce(0.0) { $0 + t[i][$1] * quadratic[$1] } }
        guard
            let ellipse = Self.ellipse(
                a: quadratic[0], b: quadratic[1], c: quadratic[2], d: linear[0], e: linear[1], f: linear[2])
        else { return nil }
        center = Point(x: origin.x + ellipse.center.x * scale, y: origin.y + ellipse.center.y * scale)
        radii = (ellipse.radii.major * scale, ellipse.radii.minor * scale)
        rotation = ellipse.rotation
        guard center.x.isFinite, center.y.isFinite, radii.major.isFinite, radii.minor > 0 else { return nil }
    }

    private init(center: Point, radii: (major: Double, minor: Double), rotation: Double) {
        self.center = center
        self.radii = radii
        self.rotation = rotation
    }

    /// The point of the ellipse at parameter `angle` (0 at the end of the first axis).
    func point(at angle: Double) -> Point {
        let u = radii.major * cos(angle)
        let v = radii.minor * sin(angle)
        return Point(
            x: center.x + u * cos(rotation) - v * sin(rotation), y: center.y + u * sin(rotation) + v * cos(rotation))
    }

    /// The derivative of ``point(at:)`` by the angle.
    func tangent(at angle: Double) -> Vector {
        let u = -radii.major * sin(angle)
        let v = radii.minor * cos(angle)
        return Vector(dx: u * cos(rotation) - v * sin(rotation), dy: u * sin(rotation) + v * cos(rotation))
    }

    /// The parameter of the point of the ellipse that lies in the direction of `point` from the
    /// centre, as the ellipse's own axes see it.
    func angle(of point: Point) -> Double {
        let offset = point - center
        let u = offset.dx * cos(rotation) + offset.dy * sin(rotation)
        let v = -offset.dx * sin(rotation) + offset.dy * cos(rotation)
        return atan2(v / radii.minor, u / radii.major)
    }

    /// How many parameter steps the ellipse is measured against.
    static let measuringSteps = 128

    /// The distance from each of `points` to the ellipse, measured to a 128-sided polygon
    /// inscribed in it (which is within 0.03% of the larger radius of the curve).
    func distances(from points: [Point]) -> [Double] {
        let polygon = (0..<Self.measuringSteps).map {
            point(at: 2 * Double.pi * Double($0) / Double(Self.measuringSteps))
        }
        return points.map { point in
            var best = Double.infinity
            var previous = polygon[polygon.count - 1]
            for vertex in polygon {
                best = Swift.min(best, PlanarGeometry.distanceSquared(from: point, toSegment: previous, vertex))
                previous = vertex
            }
            return best.squareRoot()
        }
    }

    // MARK: - The conic's parameters

    /// The centre, radii and rotation of the conic with these coefficients, or `nil` when it is no
    /// real ellipse.
    private static func ellipse(
        a: Double, b: Double, c: Double, d: Double, e: Double, f: Double
    ) -> EllipseFit? {
        let discriminant = b * b - 4 * a * c
        guard discriminant < 0 else { return nil }
        let x0 = (2 * c * d - b * e) / discriminant
        let y0 = (2 * a * e - b * d) / discriminant
        // The value at the centre: the ellipse is A u² + B uv + C v² = −F0 about it.
        let f0 = a * x0 * x0 + b * x0 * y0 + c * y0 * y0 + d * x0 + e * y0 + f
        let angle = 0.5 * atan2(b, a - c)
        func radius(_ direction: Double) -> Double? {
            let q =
                a * cos(direction) * cos(direction) + b * cos(direction) * sin(direction) + c * sin(direction)
                * sin(direction)
            let squared = -f0 / q
            return squared > 0 && squared.isFinite ? squared.squareRoot() : nil
        }
        guard let along = radius(angle), let across = radius(angle + Double.pi / 2) else { return nil }
        let center = Point(x: x0, y: y0)
        if along >= across { return EllipseFit(center: center, radii: (along, across), rotation: angle) }
        return EllipseFit(center: center, radii: (across, along), rotation: angle + Double.pi / 2)
    }

    // MARK: - 3×3 algebra

    /// The eigenvector of `matrix` that is an ellipse's quadratic part (4AC − B² > 0), or `nil`.
    private static func ellipticEigenvector(of matrix: [[Double]]) -> [Double]? {
        var best: [Double]?
        var bestValue = Double.infinity
        for value in realEigenvalues(of: matrix) {
            let rows = (0..<3).map { i in (0..<3).map { j in matrix[i][j] - (i == j ? value : 0) } }
            // The null vector of a rank-2 matrix: the largest cross product of two of its rows.
            let candidates = [cross(rows[0], rows[1]), cross(rows[0], rows[2]), cross(rows[1], rows[2])]
            guard let vector = candidates.max(by: { norm($0) < norm($1) }), norm(vector) > 0 else { continue }
            let constraint = 4 * vector[0] * vector[2] - vector[1] * vector[1]
            // Of the eigenvectors that are ellipses, the one of the least positive eigenvalue
            // (in exact arithmetic there is exactly one).
            if constraint > 0, abs(value) < bestValue {
                best = vector
                bestValue = abs(value)
            }
        }
        return best
    }

    /// The real roots of the characteristic polynomial of a 3×3 matrix.
    private static func realEigenvalues(of m: [[Double]]) -> [Double] {
        let trace = m[0][0] + m[1][1] + m[2][2]
        let minors =
            m[0][0] * m[1][1] - m[0][1] * m[1][0] + m[0][0] * m[2][2] - m[0][2] * m[2][0]
            + m[1][1] * m[2][2] - m[1][2] * m[2][1]
        let determinant =
            m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1])
            - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0]) + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0])
        // λ³ − trace λ² + minors λ − determinant = 0, depressed by λ = x + trace / 3.
        let shift = trace / 3
        let p = minors - trace * trace / 3
        let q = -2 * trace * trace * trace / 27 + trace * minors / 3 - determinant
        // x³ + p x + q = 0.
        let discriminant = q * q / 4 + p * p * p / 27
        if p == 0, q == 0 { return [shift] }
        if discriminant > 0 {
            let root = discriminant.squareRoot()
            return [cbrt(-q / 2 + root) + cbrt(-q / 2 - root) + shift]
        }
        // Three real roots, by the trigonometric method.
        let r = (-p / 3).squareRoot()
        let phi = acos(Swift.max(-1, Swift.min(1, -q / (2 * r * r * r))))
        return (0..<3).map { 2 * r * cos((phi - 2 * Double.pi * Double($0)) / 3) + shift }
    }

    private static func cross(_ u: [Double], _ v: [Double]) -> [Double] {
        [u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]]
    }

    private static func norm(_ v: [Double]) -> Double { (v[0] * v[0] + v[1] * v[1] + v[2] * v[2]).squareRoot() }

    private static func transposed(_ m: [[Double]]) -> [[Double]] { (0..<3).map { i in (0..<3).map { m[$0][i] } } }

    private static func product(_ a: [[Double]], _ b: [[Double]]) -> [[Double]] {
        (0..<3).map { i in (0..<3).map { j in (0..<3).reduce(0.0) { $0 + a[i][$1] * b[$1][j] } } }
    }

    private static func sum(_ a: [[Double]], _ b: [[Double]]) -> [[Double]] {
        (0..<3).map { i in (0..<3).map { a[i][$0] + b[i][$0] } }
    }

    private static func inverse(_ m: [[Double]]) -> [[Double]]? {
        let c00 = m[1][1] * m[2][2] - m[1][2] * m[2][1]
        let c01 = m[1][2] * m[2][0] - m[1][0] * m[2][2]
        let c02 = m[1][0] * m[2][1] - m[1][1] * m[2][0]
        let determinant = m[0][0] * c00 + m[0][1] * c01 + m[0][2] * c02
        guard determinant != 0, determinant.isFinite else { return nil }
        let adjugate = [
            [c00, m[0][2] * m[2][1] - m[0][1] * m[2][2], m[0][1] * m[1][2] - m[0][2] * m[1][1]],
            [c01, m[0][0] * m[2][2] - m[0][2] * m[2][0], m[0][2] * m[1][0] - m[0][0] * m[1][2]],
            [c02, m[0][1] * m[2][0] - m[0][0] * m[2][1], m[0][0] * m[1][1] - m[0][1] * m[1][0]],
        ]
        return adjugate.map { $0.map { $0 / determinant } }
    }
}
