/// Made-up timestamps for points that came without any (an SVG path, a drawing without `t`), as if
/// a pen had drawn them at a steady speed, so that they can be replayed.
package enum SteadyPenTiming {
    /// How fast the imagined pen moves, in canvas units per second.
    package static let speed = 1000.0
    /// How long the imagined pen rests between strokes, in seconds.
    package static let pause = 0.2

    /// When each point is reached by a pen that starts at the first at `start` and moves at ``speed``.
    package static func times(along locations: [Point], startingAt start: Double) -> [Double] {
        var times: [Double] = []
        times.reserveCapacity(locations.count)
        var distance = 0.0
        for (index, location) in locations.enumerated() {
            if index > 0 { distance += location.distance(to: locations[index - 1]) }
            times.append(start + distance / speed)
        }
        return times
    }

    /// When a stroke that follows one ending at `previousEnd` begins: ``pause`` later, or at 0 for the first.
    package static func startTime(after previousEnd: Double?) -> Double {
        previousEnd.map { $0 + pause } ?? 0
    }
}
