extension Stroke {
    /// The stroke as drawn up to its first `count` points: those points, and its ``path`` (when it
    /// has one) cut at the same share of its length as they cover of the points' length, so that a
    /// stroke in progress is drawn from its curves too. A piece an eraser left keeps its visible
    /// range as far as the points kept reach; one whose visible part starts after them keeps no point.
    /// - Parameter count: how many points to keep; 0 or less keeps none, more than there are keeps all.
    /// - Returns: the stroke itself when every point is kept.
    public func prefix(_ count: Int) -> Stroke {
        guard count < points.count else { return self }
        let kept = Swift.max(0, count)
        var copy = self
        copy.points.removeSubrange(kept...)
        if let range = visibleRange {
            let last = Double(kept - 1)
            if kept == 0 || range.lowerBound >= last {
                copy.points.removeAll()
                copy.visibleRange = nil
            } else {
                copy.visibleRange = range.lowerBound...Swift.min(range.upperBound, last)
            }
        }
        guard let path else { return copy }
        let locations = points.map(\.location)
        let total = Self.length(of: locations[...])
        let fraction: Double
        if total > 0, total.isFinite {
            fraction = kept == 0 ? 0 : Self.length(of: locations[..<kept]) / total
        } else {
            fraction = kept == 0 ? 0 : Double(kept - 1) / Double(Swift.max(1, points.count - 1))
        }
        copy.path = path.prefix(lengthFraction: fraction)
        return copy
    }

    private static func length(of locations: ArraySlice<Point>) -> Double {
        zip(locations, locations.dropFirst()).reduce(0) { $0 + $1.0.distance(to: $1.1) }
    }
}
