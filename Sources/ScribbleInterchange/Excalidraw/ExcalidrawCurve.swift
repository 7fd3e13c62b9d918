import ScribbleKit

/// The curve Excalidraw draws through a round line's points: a Catmull-Rom spline through every
/// point, its ends held by repeating the first and the last (what a `curve` of tightness 0
/// draws), flattened into points within a tolerance, and kept exactly as the stroke's path (to
/// 15 significant digits, as ``ExcalidrawDigits`` holds what the reader works out).
enum ExcalidrawCurve {
    /// How far the flattened curve may stray from the true one, in the drawing's units.
    static let tolerance = 0.05

    /// The points of the curve through `points`, the first and the last among them.
    static func points(through points: [Point]) -> [Point] {
        guard points.count > 2 else { return points }
        var result = [points[0]]
        for index in 0..<(points.count - 1) {
            let (p0, p1, p2, p3) = cubic(through: points, at: index)
            let steps = steps(p0, p1, p2, p3)
            for step in 1...steps {
                let t = Double(step) / Double(steps)
                let u = 1 - t
                let a = u * u * u
                let b = 3 * u * u * t
                let c = 3 * u * t * t
                let d = t * t * t
                result.append(
                    ExcalidrawDigits.clean(
                        Point(
                            x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y))
                )
            }
        }
        return result
    }

    /// The curve through `points` exactly, as cubic Bézier curves (a Catmull-Rom span is one), or
    /// `nil` for two points or fewer, whose line is its points.
    static func path(through points: [Point]) -> CurvePath? {
        guard points.count > 2 else { return nil }
        var elements: [CurvePath.Element] = [.move(to: points[0])]
        elements.reserveCapacity(points.count)
        for index in 0..<(points.count - 1) {
            let (_, c1, c2, end) = cubic(through: points, at: index)
            elements.append(.cubic(control1: c1, control2: c2, to: end))
        }
        return ExcalidrawDigits.clean(CurvePath(elements))
    }

    /// How many points ``points(through:)`` gives, without making them: what a reader counts
    /// against its limits before it draws the curve.
    static func count(through points: [Point]) -> Int {
        guard points.count > 2 else { return points.count }
        var count = 1
        for index in 0..<(points.count - 1) {
            let (p0, p1, p2, p3) = cubic(through: points, at: index)
            count += steps(p0, p1, p2, p3)
        }
        return count
    }

    /// The cubic Bézier of the span from `points[index]` to the next: the Catmull-Rom tangents
    /// of its ends, a sixth of the chord from the point before to the point after.
    private static func cubic(through points: [Point], at index: Int) -> (Point, Point, Point, Point) {
        let before = points[Swift.max(0, index - 1)]
        let start = points[index]
        let end = points[index + 1]
        let after = points[Swift.min(points.count - 1, index + 2)]
        return (start, start + (end - before) * (1.0 / 6), end - (after - start) * (1.0 / 6), end)
    }

    /// How many chords a cubic Bézier is drawn with, so that none strays from the curve by more
    /// than ``tolerance``: a chord of 1/n of the curve strays by at most max|B''| / (8n²), and
    /// |B''| is at most 6 times the control polygon's largest second difference. At most 256.
    private static func steps(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) -> Int {
        let bend = Swift.max(((p2 - p1) - (p1 - p0)).length, ((p3 - p2) - (p2 - p1)).length)
        let steps = (0.75 * bend / tolerance).squareRoot().rounded(.up)
        return steps.isFinite ? Int(Swift.min(256, Swift.max(1, steps))) : 1
    }
}
