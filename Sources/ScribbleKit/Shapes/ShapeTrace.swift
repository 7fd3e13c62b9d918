/// A stroke's centre line on the canvas made ready for fitting: evenly spaced along its length
/// (so that how fast the hand moved weighs nothing) and lightly smoothed (so that the sensor's
/// jitter makes no corners).
struct ShapeTrace {
    /// The points, ``spacing`` apart along the original line, smoothed; the first and the last are
    /// the line's own ends.
    let points: [Point]
    /// The length of the original line.
    let length: Double
    /// The diagonal of the box around the line: the size every tolerance is a share of.
    let size: Double

    /// How many samples a line gets per its size: a line across its box is cut into this many.
    static let samplesPerSize = 48.0
    /// The fewest and the most steps a trace has, however short or long its line.
    static let stepRange = 16...384

    /// The trace of a line through `locations`, or `nil` when it has no length or its box a
    /// diagonal under `minimumSize` (or one that is not a number).
    init?(_ locations: [Point], minimumSize: Double) {
        let finite = locations.filter { $0.x.isFinite && $0.y.isFinite }
        guard let box = Rect(enclosing: finite) else { return nil }
        let size = (box.width * box.width + box.height * box.height).squareRoot()
        guard size.isFinite, size > 0, size >= minimumSize else { return nil }
        var lengths = [0.0]
        lengths.reserveCapacity(finite.count)
        for (a, b) in zip(finite, finite.dropFirst()) { lengths.append(lengths[lengths.count - 1] + a.distance(to: b)) }
        let length = lengths[lengths.count - 1]
        guard length.isFinite, length > 0 else { return nil }
        let wanted = Int((length / size * Self.samplesPerSize).rounded(.up))
        let steps = Swift.min(Self.stepRange.upperBound, Swift.max(Self.stepRange.lowerBound, wanted))
        var resampled: [Point] = []
        resampled.reserveCapacity(steps + 1)
        var segment = 0
        for step in 0...steps {
            let target = length * Double(step) / Double(steps)
            while segment < finite.count - 2, lengths[segment + 1] < target { segment += 1 }
            let span = lengths[segment + 1] - lengths[segment]
            let u = span > 0 ? Swift.min(1, Swift.max(0, (target - lengths[segment]) / span)) : 0
            resampled.append(finite[segment].interpolated(to: finite[segment + 1], by: u))
        }
        self.points = Self.smoothed(resampled, passes: 2)
        self.length = length
        self.size = size
    }

    /// The points with each inner one moved towards its neighbours by a 1-2-1 kernel, `passes`
    /// times; the ends stay.
    static func smoothed(_ points: [Point], passes: Int) -> [Point] {
        guard points.count > 2 else { return points }
        var current = points
        for _ in 0..<passes {
            var next = current
            for index in 1..<(current.count - 1) {
                let a = current[index - 1]
                let b = current[index]
                let c = current[index + 1]
                next[index] = Point(x: (a.x + 2 * b.x + c.x) / 4, y: (a.y + 2 * b.y + c.y) / 4)
            }
            current = next
        }
        return current
    }

    /// The distance between neighbouring points of the trace before smoothing.
    var spacing: Double { length / Double(points.count - 1) }
}
