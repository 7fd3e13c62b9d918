/// Fits a smooth run of points with cubic Bézier curves, after Philip J. Schneider, "An Algorithm
/// for Automatically Fitting Digitized Curves" (Graphics Gems, 1990).
///
/// A run is fitted with one cubic whose ends are the run's ends and whose end tangents are given:
/// the points are placed on the curve by their share of the run's length (chord-length
/// parameterisation), and the two control points' distances along the tangents are the ones that
/// minimise the summed squared distances (a 2×2 linear system). When the worst point is a little
/// too far, Newton–Raphson moves each point's parameter to the nearest point of the curve and the
/// fit is made again; when it is far, the run is split at the worst point, with a tangent there
/// taken from its neighbours so that the two halves meet smoothly, and each half is fitted alone.
///
/// Pieces that the chord between their ends already holds within the tolerance are written as
/// straight lines, and a piece of two points is always one. The error of a cubic is measured at
/// every point and along every edge between points, so that the curve stays within the tolerance
/// of the polyline itself, not just of its vertices.
struct CubicCurveFitter {
    /// How far the curves may stray from the points, in their units (positive and finite).
    let tolerance: Double

    /// How many times a fit is reparameterised before the run is split instead.
    static let maximumReparameterisations = 4
    /// Errors up to this many tolerances are worth reparameterising; beyond, the run is split.
    static let reparameterisationReach = 4.0

    /// One run still to fit: the points from `first` to `last` and the unit tangents leaving each
    /// end into the run.
    private struct Piece {
        var first: Int
        var last: Int
        var startTangent: Vector
        var endTangent: Vector
    }

    /// Appends lines and cubics (no move) running from `points[first]` to `points[last]`.
    /// - Parameters:
    ///   - points: Distinct consecutive points.
    ///   - startTangent: The unit direction leaving `points[first]` into the run.
    ///   - endTangent: The unit direction leaving `points[last]` back into the run.
    func fit(
        _ points: [Point], from first: Int, to last: Int, startTangent: Vector, endTangent: Vector,
        into elements: inout [CurvePath.Element]
    ) {
        guard last > first else { return }
        // Depth first, the left half before the right, so the elements come out in order.
        var pending = [Piece(first: first, last: last, startTangent: startTangent, endTangent: endTangent)]
        while let piece = pending.popLast() {
            if piece.last - piece.first == 1 || chordHolds(points, piece.first, piece.last) {
                elements.append(.line(to: points[piece.last]))
                continue
            }
            switch fitCubic(points, piece) {
            case .fitted(let c1, let c2):
                elements.append(.cubic(control1: c1, control2: c2, to: points[piece.last]))
            case .split(let index):
                let tangent = Self.centreTangent(points, at: index)
                pending.append(
                    Piece(first: index, last: piece.last, startTangent: -tangent, endTangent: piece.endTangent))
                pending.append(
                    Piece(first: piece.first, last: index, startTangent: piece.startTangent, endTangent: tangent))
            }
        }
    }

    // MARK: - Lines

    /// How far a straight line may stray from the points: a quarter of the tolerance. A chord
    /// always cuts a bend on the same side, so a looser one would shave every curve of ink evenly.
    private var lineTolerance: Double { tolerance / 4 }

    /// Whether every point between `first` and `last` lies within ``lineTolerance`` of the chord
    /// between them, so that a straight line is as good as a curve.
    private func chordHolds(_ points: [Point], _ first: Int, _ last: Int) -> Bool {
        let a = points[first]
        let b = points[last]
        for index in (first + 1)..<last where Self.distance(from: points[index], toSegment: a, b) > lineTolerance {
            return false
        }
        return true
    }

    // MARK: - One cubic

    private enum Outcome {
        case fitted(control1: Point, control2: Point)
        case split(at: Int)
    }

    /// The cubic for a piece, or where to split it when no cubic holds it.
    private func fitCubic(_ points: [Point], _ piece: Piece) -> Outcome {
        var parameters = Self.chordLengthParameters(points, piece.first, piece.last)
        var (c1, c2) = Self.controlPoints(points, piece, parameters)
        var (error, worst) = maximumError(points, piece, parameters, c1, c2)
        if error <= tolerance { return .fitted(control1: c1, control2: c2) }
        if error <= Self.reparameterisationReach * tolerance {
            for _ in 0..<Self.maximumReparameterisations {
                Self.reparameterise(&parameters, points, piece, c1, c2)
                (c1, c2) = Self.controlPoints(points, piece, parameters)
                (error, worst) = maximumError(points, piece, parameters, c1, c2)
                if error <= tolerance { return .fitted(control1: c1, control2: c2) }
            }
        }
        return .split(at: worst)
    }

    /// Each point's share of the piece's length along the polyline: 0 at the first, 1 at the last.
    private static func chordLengthParameters(_ points: [Point], _ first: Int, _ last: Int) -> [Double] {
        var parameters = [Double](repeating: 0, count: last - first + 1)
        for index in (first + 1)...last {
            parameters[index - first] = parameters[index - first - 1] + points[index].distance(to: points[index - 1])
        }
        let total = parameters[last - first]
        guard total > 0 else { return parameters }
        for index in parameters.indices { parameters[index] /= total }
        return parameters
    }

    /// The control points, on the end tangents, at the distances that fit the points best in the
    /// least-squares sense; a third of the chord each when that system has no sound answer.
    private static func controlPoints(
        _ points: [Point], _ piece: Piece, _ parameters: [Double]
    ) -> (Point, Point) {
        let start = points[piece.first]
        let end = points[piece.last]
        var c11 = 0.0
        var c12 = 0.0
        var c22 = 0.0
        var x1 = 0.0
        var x2 = 0.0
        for (offset, u) in parameters.enumerated() {
            let v = 1 - u
            let b0 = v * v * v
            let b1 = 3 * u * v * v
            let b2 = 3 * u * u * v
            let b3 = u * u * u
            let a1 = piece.startTangent * b1
            let a2 = piece.endTangent * b2
            c11 += a1.dot(a1)
            c12 += a1.dot(a2)
            c22 += a2.dot(a2)
            let point = points[piece.first + offset]
            let rest = Vector(
                dx: point.x - (start.x * (b0 + b1) + end.x * (b2 + b3)),
                dy: point.y - (start.y * (b0 + b1) + end.y * (b2 + b3)))
            x1 += a1.dot(rest)
            x2 += a2.dot(rest)
        }
        let chord = start.distance(to: end)
        let determinant = c11 * c22 - c12 * c12
        var alpha1 = 0.0
        var alpha2 = 0.0
        if abs(determinant) > 1e-12 * c11 * c22 {
            alpha1 = (x1 * c22 - x2 * c12) / determinant
            alpha2 = (c11 * x2 - c12 * x1) / determinant
        }
        // A control point on the wrong side, on the end itself or absurdly far says the system is
        // ill-conditioned; Schneider's fallback puts both a third of the chord out.
        let smallest = 1e-6 * chord
        let largest = 100 * chord
        if !(alpha1 > smallest && alpha2 > smallest && alpha1 < largest && alpha2 < largest) {
            alpha1 = chord / 3
            alpha2 = chord / 3
        }
        return (start + piece.startTangent * alpha1, end + piece.endTangent * alpha2)
    }

    /// One Newton–Raphson step for every inner point's parameter towards the point of the curve
    /// nearest to it: the root of (Q(u) − P)·Q′(u).
    private static func reparameterise(
        _ parameters: inout [Double], _ points: [Point], _ piece: Piece, _ c1: Point, _ c2: Point
    ) {
        let bezier = CubicBezier(points[piece.first], c1, c2, points[piece.last])
        for offset in 1..<(parameters.count - 1) {
            let u = parameters[offset]
            let difference = bezier.point(at: u) - points[piece.first + offset]
            let first = bezier.derivative(at: u)
            let second = bezier.secondDerivative(at: u)
            let slope = first.dot(first) + difference.dot(second)
            guard slope != 0, slope.isFinite else { continue }
            let next = u - difference.dot(first) / slope
            if next.isFinite { parameters[offset] = Swift.min(1, Swift.max(0, next)) }
        }
    }

    /// The greatest distance between the cubic and the points, and the inner point to split at
    /// when it is too great. Each point is compared with the curve at its parameter, and the
    /// curve between two points' parameters with the edge between them, so a cubic that swings
    /// away between vertices is caught too.
    private func maximumError(
        _ points: [Point], _ piece: Piece, _ parameters: [Double], _ c1: Point, _ c2: Point
    ) -> (error: Double, splitIndex: Int) {
        let bezier = CubicBezier(points[piece.first], c1, c2, points[piece.last])
        var worst = 0.0
        var worstIndex = (piece.first + piece.last) / 2
        for offset in 1..<parameters.count {
            let index = piece.first + offset
            if offset < parameters.count - 1 {
                let error = bezier.point(at: parameters[offset]).distance(to: points[index])
                if error > worst {
                    worst = error
                    worstIndex = index
                }
            }
            // Along the edge from the point before: more checks on a longer edge.
            let a = points[index - 1]
            let b = points[index]
            let checks = Swift.min(8, Swift.max(1, Int(a.distance(to: b) / (4 * tolerance))))
            let u0 = parameters[offset - 1]
            let u1 = parameters[offset]
            for check in 1...checks {
                let u = u0 + (u1 - u0) * Double(check) / Double(checks + 1)
                let error = Self.distance(from: bezier.point(at: u), toSegment: a, b)
                if error > worst {
                    worst = error
                    // Split at whichever end of the edge is inside the piece, the later if both.
                    worstIndex = index < piece.last ? index : index - 1
                }
            }
        }
        if !worst.isFinite { worst = .infinity }
        return (worst, Swift.min(piece.last - 1, Swift.max(piece.first + 1, worstIndex)))
    }

    // MARK: - Helpers

    /// The unit tangent at an inner point, pointing back towards the points before it: along the
    /// chord from the point after to the point before.
    static func centreTangent(_ points: [Point], at index: Int) -> Vector {
        let across = (points[index - 1] - points[index + 1]).normalized
        return across == .zero ? (points[index - 1] - points[index]).normalized : across
    }

    /// The distance from `point` to the segment from `a` to `b`.
    static func distance(from point: Point, toSegment a: Point, _ b: Point) -> Double {
        let edge = b - a
        let offset = point - a
        let lengthSquared = edge.lengthSquared
        guard lengthSquared > 0 else { return offset.length }
        let t = Swift.min(1, Swift.max(0, offset.dot(edge) / lengthSquared))
        return (offset - edge * t).length
    }
}
