import ScribbleKit

/// Points put between the corners of Excalidraw's straight lines and along its shapes, so that
/// the perfect-freehand options Excalidraw's drawings are inked with keep their corners.
///
/// perfect-freehand's streamline moves each point only part of the way (57.5% at Excalidraw's 0.5)
/// from the one before: through a rectangle's four corners alone the ink cuts across the shape.
/// With points half the ink's width apart the lag is under two fifths of the width, inside the
/// ink's round join. The points lie on the straight segments, so the geometry is unchanged.
enum ExcalidrawDensifier {
    /// The most points one line is given, however long it is: beyond it the points are spaced
    /// further apart.
    static let maximumAdded = 1024

    /// `points` with points between them at most half `width` apart (and at least half a unit),
    /// the given points all kept.
    static func densified(_ points: [Point], width: Double) -> [Point] {
        guard points.count >= 2 else { return points }
        var total = 0.0
        for index in 1..<points.count { total += (points[index] - points[index - 1]).length }
        guard total.isFinite, total > 0 else { return points }
        let spacing = Swift.max(width.isFinite ? width / 2 : 0, 0.5, total / Double(maximumAdded))
        var result: [Point] = [points[0]]
        result.reserveCapacity(points.count + Int(total / spacing) + 1)
        for index in 1..<points.count {
            let start = points[index - 1]
            let end = points[index]
            let chord = end - start
            // Each segment gets at most its share of `maximumAdded`, as `spacing` is at least the
            // whole length over it.
            let steps = Int(Swift.min(Double(maximumAdded), (chord.length / spacing).rounded(.up)))
            if steps > 1 {
                for step in 1..<steps {
                    result.append(ExcalidrawDigits.clean(start + chord * (Double(step) / Double(steps))))
                }
            }
            result.append(end)
        }
        return result
    }
}
