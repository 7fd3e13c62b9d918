/// The part of a stroke an area eraser left (``Stroke/visibleRange``), as the code that works on
/// samples sees it.
extension Stroke {
    /// The visible range held to the points the stroke has: `nil` when the whole stroke is inked
    /// (no range, or one covering every point), an empty range (lower above upper is never made)
    /// when none of it is.
    var clampedVisibleRange: ClosedRange<Double>? {
        guard let range = visibleRange, !points.isEmpty else { return nil }
        let last = Double(points.count - 1)
        let lower = Swift.max(0, range.lowerBound)
        let upper = Swift.min(last, range.upperBound)
        if lower <= 0, upper >= last { return nil }
        return lower <= upper ? lower...upper : upper...upper
    }

    /// The samples of the part that is inked: all of them without a ``visibleRange``; otherwise
    /// those strictly inside it, with a sample at each of its ends, interpolated between the
    /// points there (location, time, and pressure, altitude and azimuth where both have them).
    public var visiblePoints: [StrokePoint] {
        guard let range = clampedVisibleRange else { return points }
        let first = Int(range.lowerBound.rounded(.down)) + 1
        let last = Int(range.upperBound.rounded(.up)) - 1
        var visible: [StrokePoint] = [point(at: range.lowerBound)]
        if first <= last { visible.append(contentsOf: points[first...last]) }
        if range.upperBound > range.lowerBound { visible.append(point(at: range.upperBound)) }
        return visible
    }

    /// The stroke as a plain one, its points cut down to the ``visiblePoints`` and no range: what a
    /// format that cannot keep a range writes. Its ink is made again from those points alone, so
    /// its ends taper as a stroke's ends do, where the original's were cut flat.
    public var trimmedToVisiblePart: Stroke {
        guard clampedVisibleRange != nil || visibleRange != nil else { return self }
        var trimmed = self
        trimmed.points = visiblePoints
        trimmed.visibleRange = nil
        // The curves were the whole stroke's; the points are now the geometry.
        trimmed.path = nil
        return trimmed
    }

    /// The sample at a fractional index, interpolated between the two points around it.
    private func point(at place: Double) -> StrokePoint {
        let below = Swift.min(points.count - 1, Swift.max(0, Int(place.rounded(.down))))
        let above = Swift.min(points.count - 1, below + 1)
        let f = place - Double(below)
        guard above > below, f > 0 else { return points[below] }
        let a = points[below]
        let b = points[above]
        func mix(_ u: Double?, _ v: Double?) -> Double? {
            guard let u, let v else { return nil }
            return u + (v - u) * f
        }
        return StrokePoint(
            location: Point(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f), t: a.t + (b.t - a.t) * f,
            pressure: mix(a.pressure, b.pressure), altitude: mix(a.altitude, b.altitude),
            azimuth: mix(a.azimuth, b.azimuth))
    }
}

extension Drawing {
    /// The drawing with every piece an area eraser left as a plain stroke of its visible points
    /// (``Stroke/trimmedToVisiblePart``): what formats that cannot keep a range (InkML,
    /// Excalidraw, event recordings) write, so that they hold no ink that was erased.
    public var trimmedToVisibleParts: Drawing {
        guard strokes.contains(where: { $0.visibleRange != nil }) else { return self }
        var trimmed = self
        trimmed.strokes = strokes.map(\.trimmedToVisiblePart)
        return trimmed
    }
}
