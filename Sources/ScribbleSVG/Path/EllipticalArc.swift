import Foundation
import ScribbleKit

/// An SVG elliptical arc in endpoint form, and its conversion to cubic Bézier curves by the SVG
/// implementation notes (F.6): out-of-range radii are scaled up until the ellipse reaches both
/// endpoints, the endpoint form is turned into a centre and two angles, and the sweep is cut into
/// even pieces of at most 90° (22.5° for the curves kept exact, ``curveTurn``), each drawn by the
/// usual cubic with handles 4/3·tan(θ/4) long.
struct EllipticalArc {
    var start: Point
    var end: Point
    var radiusX: Double
    var radiusY: Double
    /// The rotation of the ellipse's x axis, in degrees.
    var rotation: Double
    var largeArc: Bool
    var sweep: Bool

    /// What an arc turns into.
    enum Shape: Equatable {
        /// Nothing: the endpoints are the same, and F.6.2 says to omit the arc.
        case nothing
        /// A straight line to the end: a radius is zero (F.6.2), or the numbers are too large to work with.
        case line
        /// Cubic pieces, each no more than the turn asked for, from ``start`` to ``end``.
        case cubics
    }

    /// The centre form of the arc: the centre, the corrected radii, the start angle and the sweep (radians).
    struct Center: Equatable {
        var center: Point
        var radiusX: Double
        var radiusY: Double
        var startAngle: Double
        var sweepAngle: Double
    }

    /// What this arc draws.
    var shape: Shape {
        if start == end { return .nothing }
        return centerParameterization == nil ? .line : .cubics
    }

    /// The centre parameterisation (F.6.5 with the radius correction of F.6.6), or `nil` when the arc
    /// is a line: a zero radius, or numbers so large that squaring them overflows.
    var centerParameterization: Center? {
        var rx = abs(radiusX)
        var ry = abs(radiusY)
        guard start != end, rx > 0, ry > 0, rx.isFinite, ry.isFinite else { return nil }
        let angle = rotation.truncatingRemainder(dividingBy: 360) * .pi / 180
        let cosine = cos(angle)
        let sine = sin(angle)
        // Halves first, so that coordinates near the largest doubles do not overflow.
        let halfDX = start.x / 2 - end.x / 2
        let halfDY = start.y / 2 - end.y / 2
        let x1 = cosine * halfDX + sine * halfDY
        let y1 = -sine * halfDX + cosine * halfDY
        // Ratios before squares, for the same reason.
        let ratioX = x1 / rx
        let ratioY = y1 / ry
        let lambda = ratioX * ratioX + ratioY * ratioY
        guard lambda.isFinite, lambda > 0 else { return nil }
        var coefficient = 0.0
        if lambda > 1 {
            let grow = lambda.squareRoot()
            rx *= grow
            ry *= grow
        } else {
            coefficient = ((1 - lambda) / lambda).squareRoot()
            if largeArc == sweep { coefficient = -coefficient }
        }
        let centerX1 = coefficient * rx * (y1 / ry)
        let centerY1 = -coefficient * ry * (x1 / rx)
        let center = Point(
            x: cosine * centerX1 - sine * centerY1 + (start.x / 2 + end.x / 2),
            y: sine * centerX1 + cosine * centerY1 + (start.y / 2 + end.y / 2))
        let startAngle = atan2((y1 - centerY1) / ry, (x1 - centerX1) / rx)
        let endAngle = atan2((-y1 - centerY1) / ry, (-x1 - centerX1) / rx)
        var sweepAngle = endAngle - startAngle
        if sweep, sweepAngle < 0 { sweepAngle += 2 * .pi }
        if !sweep, sweepAngle > 0 { sweepAngle -= 2 * .pi }
        guard center.x.isFinite, center.y.isFinite, rx.isFinite, ry.isFinite, sweepAngle.isFinite else { return nil }
        return Center(center: center, radiusX: rx, radiusY: ry, startAngle: startAngle, sweepAngle: sweepAngle)
    }

    /// The largest turn a cubic piece of ``forEachCubic(maximumTurn:_:)`` draws by default: a
    /// quarter, within 2.7·10⁻⁴ of the radius, plenty for a flattening at reading tolerance.
    static let quarterTurn = Double.pi / 2

    /// The largest turn of a piece kept as an exact curve (``ScribbleKit/CurvePath``): a sixteenth
    /// of a full turn. A cubic with handles 4/3·tan(θ/4) strays from its circle by a share of the
    /// radius that grows with θ⁶: 6.6·10⁻⁸ at 22.5° (3.7·10⁻⁷ at 30°, 2.7·10⁻⁴ at 90°), and an
    /// ellipse's pieces, the circle's mapped, stray by at most that of its larger radius
    /// (`EllipticalArcTests` measures it). So an arc of a radius of 10⁶
    /// output pixels (100 canvas units at the largest resolution, 10⁴ pixels a unit) is within
    /// 0.07 px, and one of 1,000 px within 10⁻⁴ px: below anything a renderer's tolerance sees.
    static let curveTurn = Double.pi / 8

    /// Calls `body` with the control points and end of each cubic piece, in order; the first piece
    /// starts at ``start`` and the last ends exactly at ``end``.
    /// - Parameter maximumTurn: the largest angle (radians, of the ellipse's parameter) a piece
    ///   spans; the arc is cut into as few even pieces as that allows.
    /// - Returns: What the arc turned into; `body` is only called for `.cubics`.
    @discardableResult
    func forEachCubic(
        maximumTurn: Double = quarterTurn, _ body: (_ control1: Point, _ control2: Point, _ end: Point) -> Void
    ) -> Shape {
        if start == end { return .nothing }
        guard let form = centerParameterization else { return .line }
        let angle = rotation.truncatingRemainder(dividingBy: 360) * .pi / 180
        let cosine = cos(angle)
        let sine = sin(angle)
        // A hair of slack so that an exact quarter turn is one piece despite rounding.
        let mostPieces = Int((2 * .pi / maximumTurn).rounded(.up))
        let pieces = Swift.max(1, Swift.min(mostPieces, Int((abs(form.sweepAngle) / maximumTurn - 1e-9).rounded(.up))))
        let step = form.sweepAngle / Double(pieces)
        let handle = 4.0 / 3.0 * tan(step / 4)
        func onEllipse(_ unitX: Double, _ unitY: Double) -> Point {
            let x = form.radiusX * unitX
            let y = form.radiusY * unitY
            return Point(x: form.center.x + cosine * x - sine * y, y: form.center.y + sine * x + cosine * y)
        }
        var theta = form.startAngle
        for index in 0..<pieces {
            let next = index == pieces - 1 ? form.startAngle + form.sweepAngle : theta + step
            let cos1 = cos(theta)
            let sin1 = sin(theta)
            let cos2 = cos(next)
            let sin2 = sin(next)
            let control1 = onEllipse(cos1 - handle * sin1, sin1 + handle * cos1)
            let control2 = onEllipse(cos2 + handle * sin2, sin2 - handle * cos2)
            let to = index == pieces - 1 ? end : onEllipse(cos2, sin2)
            // Keep the first handle anchored to the exact start, as the last piece is to the exact end.
            body(
                index == 0 ? control1 + (start - onEllipse(cos1, sin1)) : control1,
                index == pieces - 1 ? control2 + (end - onEllipse(cos2, sin2)) : control2, to)
            theta = next
        }
        return .cubics
    }
}
