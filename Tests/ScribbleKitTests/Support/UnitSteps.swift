@testable import ScribbleKit

/// Points a unit apart along the straight runs between `corners`: a polygon or polyline drawn as
/// a steady hand would sample it.
func unitSteps(through corners: [Point]) -> [Point] {
    var points = [corners[0]]
    for (a, b) in zip(corners, corners.dropFirst()) {
        let steps = Swift.max(1, Int(a.distance(to: b).rounded()))
        points += (1...steps).map { a.interpolated(to: b, by: Double($0) / Double(steps)) }
    }
    return points
}
