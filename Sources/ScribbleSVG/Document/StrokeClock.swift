import Foundation
import ScribbleKit

/// Makes up sample times for strokes that have none, as if a pen drew them one after another at a
/// steady speed, lifting for a moment between strokes.
struct StrokeClock {
    private let speed: Double
    private let pause: Double
    /// When the last stroke ended; `nil` before the first.
    private var lastEnd: Double?

    /// - Parameters:
    ///   - speed: Canvas units per second; anything not positive and finite counts as 1000.
    ///   - pause: Seconds between strokes; anything negative or not finite counts as 0.
    init(speed: Double, pause: Double) {
        self.speed = speed > 0 && speed.isFinite ? speed : 1000
        self.pause = pause >= 0 && pause.isFinite ? pause : 0
    }

    /// The points stamped with times: the first stroke starts at 0, each next one a pause after the last.
    mutating func stamp(_ points: [Point]) -> [StrokePoint] {
        var t = lastEnd.map { $0 + pause } ?? 0
        var samples: [StrokePoint] = []
        samples.reserveCapacity(points.count)
        var previous: Point?
        for point in points {
            if let previous {
                // hypot does not overflow; a step between points at the far ends of the double range
                // (whose difference does) takes no time rather than forever.
                let step = hypot(point.x - previous.x, point.y - previous.y) / speed
                if step.isFinite { t += step }
            }
            samples.append(StrokePoint(location: point, t: t))
            previous = point
        }
        lastEnd = t
        return samples
    }
}
