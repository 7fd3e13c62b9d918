import ScribbleKit

/// The curve Excalidraw draws through a round line's points: a Catmull-Rom spline through every
/// point, its ends held by repeating the first and the last (what a `curve` of tightness 0
/// draws), flattened into points within a tolerance.
enum ExcalidrawCurve {
    /// How far the flattened curve may stray from the true one, in the drawing's units.
    static let tolerance = 0.05

    /// The points of the curve through `points`, the first and the last among them.
    static func points(through points: [Point]) -> [Point] {
        guard points.count > 2 else { return points }
        var result = [points[0]]
        for index in 0..<(points.count - 1) {
            let before = points[Swift.max(0, index - 1)], start = points[index]
            let end = points[index + 1], after = points[Swift.min(points.count - 1, index + 2)]
            let control1 = start + (end - before) * (1.0 / 6)
            let control2 = end - (after - start) * (1.0 / 6)
            appendCubic(start, control1, control2, end, to: &result)
        }
        return result
    }

    /// Appends a cubic Bézier's points after its start, enough that no chord strays from the
    /// curve by more than ``tolerance``: a chord of 1/n of the curve strays by at most
    /// max|B''| / (8n²), and |B''| is at most 6 times the control polygon's largest second difference.
    private static func appendCubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, to result: inout [Point]) {
        let bend = Swift.max(((p2 - p1) - (p1 - p0)).length, ((p3 - p2) - (p2 - p1)).length)
        let steps = Swift.min(256, Swift.max(1, Int((0.75 * bend / tolerance).squareRoot().rounded(.up))))
        for step in 1...steps {
            let t = Double(step) / Double(steps), u = 1 - t
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            result.append(Point(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y))
        }
    }
}
