extension StrokeCenterLine {
    /// Whether the ink can reach within `tolerance` of `point`: the line comes within the reach
    /// plus the tolerance of it.
    func isWithin(_ tolerance: Double, of point: Point) -> Bool {
        let limit = (reach + tolerance) * (reach + tolerance)
        return containsSegment { start, end in
            PlanarGeometry.distanceSquared(from: point, toSegment: start, end) <= limit
        }
    }

    /// Whether the ink can reach within `tolerance` of the segment `start`–`end`.
    func isWithin(_ tolerance: Double, ofSegment start: Point, _ end: Point) -> Bool {
        let distance = reach + tolerance
        let limit = distance * distance
        let area = IndexBox(start, end).outset(by: distance)
        return containsSegment { a, b in
            IndexBox(a, b).intersects(area)
                && PlanarGeometry.distanceSquared(betweenSegment: a, b, andSegment: start, end) <= limit
        }
    }

    /// Whether the ink can reach within `tolerance` of the region `lasso` holds, its path included:
    /// some part of the line comes that near the path, or the line lies inside it.
    func touches(_ lasso: Lasso, tolerance: Double) -> Bool {
        let distance = reach + tolerance
        let limit = distance * distance
        guard !lasso.isEmpty, pathBox.outset(by: distance).intersects(lasso.box) else { return false }
        let nearPath = containsSegment { a, b in
            lasso.containsEdge(near: IndexBox(a, b).outset(by: distance)) { c, d in
                PlanarGeometry.distanceSquared(betweenSegment: a, b, andSegment: c, d) <= limit
            }
        }
        if nearPath { return true }
        // A line that never comes near the path is wholly on one side of it.
        guard let first = firstLocation else { return false }
        return lasso.winding(around: first) != 0
    }

    /// The share of the line's length that lies inside `lasso`, from 0 to 1, found by cutting each
    /// segment where it crosses the lasso's path and asking of each piece whether its middle is
    /// inside. A line of no length (a dot) is 1 inside and 0 outside.
    func coverage(in lasso: Lasso) -> Double {
        guard !lasso.isEmpty else { return 0 }
        var inside = 0.0
        var total = 0.0
        var cuts: [Double] = []
        forEachSegment { start, end in
            let length = start.distance(to: end)
            total += length
            let span = IndexBox(start, end)
            guard length > 0, span.intersects(lasso.box) else { return }
            cuts.removeAll(keepingCapacity: true)
            _ = lasso.containsEdge(near: span) { c, d in
                if let cut = PlanarGeometry.crossing(ofSegment: start, end, withEdge: c, d) { cuts.append(cut) }
                return false
            }
            guard !cuts.isEmpty else {
                if lasso.winding(around: start.interpolated(to: end, by: 0.5)) != 0 { inside += length }
                return
            }
            cuts.sort()
            cuts.append(1)
            var from = 0.0
            for to in cuts where to > from {
                if lasso.winding(around: start.interpolated(to: end, by: (from + to) / 2)) != 0 {
                    inside += (to - from) * length
                }
                from = to
            }
        }
        guard total > 0 else {
            guard let first = firstLocation else { return 0 }
            return lasso.winding(around: first) != 0 ? 1 : 0
        }
        // Written so that a share that is not a number (a line too long to measure) counts as none.
        let share = inside / total
        return share > 0 ? Swift.min(1, share) : 0
    }
}
