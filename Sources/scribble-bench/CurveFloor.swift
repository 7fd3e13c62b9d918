import ScribbleKit

/// The least work the default ink's curve asks for each point, written plainly: what any
/// pipeline drawing that curve has to do, and nothing else, timed beside the smoothing and
/// outline stage so that its target can be weighed against the curve it must draw.
///
/// Each stroke is steadied as the default stabilizer does (`streamline`), repeats dropped;
/// the centripetal Catmull-Rom curve through the steadied points is cut span by span with Wang's
/// count, the curve's whole share of the default tolerance given to that cut alone; and each
/// point cut gets a width from its pressure and a normal, offset to both sides. Everything else
/// the pipeline does is left out: cleaning, the landing, thinning, round joins and caps, tapers,
/// simulated pressure, and the state a stroke in progress keeps. The outline is not one the ink
/// could be drawn with (its turns have no joins), only a measure of the cost of one.
struct CurveFloor {
    /// How far the cut may stray from the curve, in canvas units at 1×: the curve's share of the
    /// default tolerance (half of it).
    var tolerance = InkOptions.default.tolerance / 2
    /// The fraction each point moves towards its input, as the default stabilizer moves it
    /// (perfect-freehand's mapping of a streamline amount).
    var steadying: Double = {
        guard case .streamline(let amount) = InkOptions.default.stabilizer else { return 1 }
        return 0.15 + (1 - amount) * 0.85
    }()

    private var steadied: [Sample] = []
    private var knots: [Knot] = []
    private var curve: [Sample] = []
    private(set) var sideA: [Point] = []
    private(set) var sideB: [Point] = []

    /// A chord's centripetal parameter interval (the square root of its length), with the
    /// reciprocals the tangents use.
    private struct Knot {
        var interval: Double
        var inverse: Double
        var inverseSum: Double
    }

    private struct Sample {
        var x: Double
        var y: Double
        var pressure: Double
    }

    /// The samples cut along the curve of the last stroke outlined.
    var curveCount: Int { curve.count }

    /// Outlines `points` with half-width `radius` at pressure 0.5, leaving the two sides in
    /// ``sideA`` and ``sideB``.
    mutating func outline(_ points: [StrokePoint], radius: Double) {
        steady(points)
        cut()
        offset(radius: radius)
    }

    private mutating func steady(_ points: [StrokePoint]) {
        steadied.removeAll(keepingCapacity: true)
        guard let first = points.first else { return }
        var x = first.x
        var y = first.y
        for point in points {
            x += (point.x - x) * steadying
            y += (point.y - y) * steadying
            if let last = steadied.last, last.x == x, last.y == y { continue }
            steadied.append(Sample(x: x, y: y, pressure: point.effectivePressure))
        }
    }

    private mutating func cut() {
        curve.removeAll(keepingCapacity: true)
        knots.removeAll(keepingCapacity: true)
        let count = steadied.count
        guard count > 1 else {
            curve.append(contentsOf: steadied)
            return
        }
        // The roots and reciprocals first, in a loop of their own, as the pipeline works them out.
        for index in 0..<(count - 1) {
            let dx = steadied[index + 1].x - steadied[index].x
            let dy = steadied[index + 1].y - steadied[index].y
            let interval = (dx * dx + dy * dy).squareRoot().squareRoot()
            knots.append(Knot(interval: interval, inverse: 1 / interval, inverseSum: 0))
        }
        for index in 0..<(count - 2) {
            knots[index].inverseSum = 1 / (knots[index].interval + knots[index + 1].interval)
        }
        // Wang's count for a cubic: the pieces are within the tolerance when there are at least
        // √(3·max|second difference| / (4·tolerance)) of them.
        let wang = 0.75 / tolerance
        var startX = (steadied[1].x - steadied[0].x) * knots[0].inverse
        var startY = (steadied[1].y - steadied[0].y) * knots[0].inverse
        curve.append(steadied[0])
        for index in 0..<(count - 1) {
            let s1 = steadied[index]
            let s2 = steadied[index + 1]
            let knot = knots[index]
            var endX = (s2.x - s1.x) * knot.inverse
            var endY = (s2.y - s1.y) * knot.inverse
            if index + 2 < count {
                let s3 = steadied[index + 2]
                let inverse1 = knots[index + 1].inverse
                endX = endX - (s3.x - s1.x) * knot.inverseSum + (s3.x - s2.x) * inverse1
                endY = endY - (s3.y - s1.y) * knot.inverseSum + (s3.y - s2.y) * inverse1
            }
            let third = knot.interval / 3
            let c1x = s1.x + startX * third
            let c1y = s1.y + startY * third
            let c2x = s2.x - endX * third
            let c2y = s2.y - endY * third
            let d1x = s1.x - 2 * c1x + c2x
            let d1y = s1.y - 2 * c1y + c2y
            let d2x = c1x - 2 * c2x + s2.x
            let d2y = c1y - 2 * c2y + s2.y
            let largest = Swift.max(d1x * d1x + d1y * d1y, d2x * d2x + d2y * d2y)
            let pieces = Swift.min(64, Swift.max(1, Int((largest.squareRoot() * wang).squareRoot().rounded(.up))))
            if pieces > 1 {
                let step = 1 / Double(pieces)
                for piece in 1..<pieces {
                    let u = Double(piece) * step
                    let v = 1 - u
                    let b0 = v * v * v
                    let b1 = 3 * v * v * u
                    let b2 = 3 * v * u * u
                    let b3 = u * u * u
                    curve.append(
                        Sample(
                            x: b0 * s1.x + b1 * c1x + b2 * c2x + b3 * s2.x,
                            y: b0 * s1.y + b1 * c1y + b2 * c2y + b3 * s2.y,
                            pressure: s1.pressure + (s2.pressure - s1.pressure) * u))
                }
            }
            curve.append(s2)
            (startX, startY) = (endX, endY)
        }
    }

    private mutating func offset(radius: Double) {
        sideA.removeAll(keepingCapacity: true)
        sideB.removeAll(keepingCapacity: true)
        let count = curve.count
        for index in 0..<count {
            let before = curve[Swift.max(0, index - 1)]
            let after = curve[Swift.min(count - 1, index + 1)]
            let dx = after.x - before.x
            let dy = after.y - before.y
            let length = (dx * dx + dy * dy).squareRoot()
            let sample = curve[index]
            let scale = length > 0 ? radius * (0.5 + sample.pressure) / length : 0
            sideA.append(Point(x: sample.x - dy * scale, y: sample.y + dx * scale))
            sideB.append(Point(x: sample.x + dy * scale, y: sample.y - dx * scale))
        }
    }
}
