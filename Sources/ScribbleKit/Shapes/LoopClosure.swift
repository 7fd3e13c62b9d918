/// Where a stroke closes on itself, if it does: the closure test of the closed shapes.
///
/// A hand closing a shape rarely lands on its first point. It stops short, leaving a gap, or runs
/// on past it, overshooting along the first side (or it set down a little before the shape, and
/// the end comes back onto that lead-in). So the test looks at where each end of the trace comes
/// closest to the other end's stretch (the first or last ``searchShare`` of it): the start to the
/// points of the last stretch, the end to those of the first. The stroke is closed when the nearer
/// of the two is within ``ShapeRecognizer/Options/closureGap`` of its size, and its loop is the
/// stretch between that end and that point, the overshoot or lead-in left out. Only the ends
/// count: a stroke whose middle crosses itself, with both ends free, is open. A loop must also hold some area (``minimumAreaShare`` of the size squared), so
/// that a line drawn there and back is not a closed shape.
struct LoopClosure {
    /// The share of the trace's length, at each end, where the closing points are looked for.
    static let searchShare = 0.2
    /// The least area a loop holds, as a share of the square of the trace's size.
    static let minimumAreaShare = 0.04

    /// The points of the loop, from one closing point to the other (the last is not the first
    /// repeated, so that the ring closes by the gap between them).
    let ring: [Point]
    /// The distance between the closing points, as a share of the trace's size.
    let gapShare: Double

    /// The loop of `trace`, or `nil` when it does not close within `maximumGapShare` of its size.
    init?(_ trace: ShapeTrace, maximumGapShare: Double) {
        let points = trace.points
        let count = points.count
        let reach = Int((Double(count - 1) * Self.searchShare).rounded())
        guard reach >= 1 else { return nil }
        var best = (start: 0, end: count - 1, distance: Double.infinity)
        for end in (count - 1 - reach)..<count {
            let distance = points[0].distance(to: points[end])
            if distance < best.distance { best = (0, end, distance) }
        }
        for start in 0...reach {
            let distance = points[start].distance(to: points[count - 1])
            if distance < best.distance { best = (start, count - 1, distance) }
        }
        guard best.distance <= maximumGapShare * trace.size else { return nil }
        var ring = Array(points[best.start...best.end])
        // Closing points that meet (the loop crossed itself) are one corner, not two.
        if ring.count > 2, let last = ring.last, last.distance(to: ring[0]) < trace.spacing / 2 { ring.removeLast() }
        guard ring.count >= 8 else { return nil }
        guard abs(Self.signedArea(ring)) >= Self.minimumAreaShare * trace.size * trace.size else { return nil }
        self.ring = ring
        self.gapShare = best.distance / trace.size
    }

    /// The shoelace area of a ring; positive when it runs clockwise on a y-down canvas.
    static func signedArea(_ ring: [Point]) -> Double {
        guard var previous = ring.last else { return 0 }
        var sum = 0.0
        for point in ring {
            sum += previous.x * point.y - point.x * previous.y
            previous = point
        }
        return sum / 2
    }
}
