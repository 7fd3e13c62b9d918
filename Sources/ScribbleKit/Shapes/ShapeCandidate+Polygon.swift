import Foundation

extension ShapeCandidate {
    /// The least angle a triangle's corner has, in radians: a sliver is no triangle.
    static let minimumTriangleAngle = 15 * Double.pi / 180
    /// How far a rectangle's corner may be from a right angle, in radians.
    static let rectangleAngleLimit = 25 * Double.pi / 180

    /// A closed stroke's straight runs as a triangle (three) or a rectangle (four at right
    /// angles), or `nil`.
    ///
    /// A triangle's corners are where its sides' lines cross. A rectangle's four lines are made
    /// exactly square: its rotation is the mean of the sides' directions taken modulo a right
    /// angle (each direction's angle times four, averaged as unit vectors weighted by the side's
    /// length, then divided by four), and each side then lies at the mean offset of its points
    /// across that direction.
    /// - Parameters:
    ///   - runs: The runs round the loop.
    ///   - loop: The loop, for how wide its gap is.
    ///   - start: Where the stroke began: the clean shape starts at the corner nearest it.
    ///   - closureGap: The widest gap accepted, as a share of the size.
    static func polygon(_ runs: StraightRuns, loop: LoopClosure, start: Point, closureGap: Double) -> ShapeCandidate? {
        guard runs.isClosed else { return nil }
        let gapError = loop.gapShare / closureGap
        switch runs.count {
        case 3:
            guard (0..<3).allSatisfy({ Double.pi - runs.turn(at: $0) >= minimumTriangleAngle }) else { return nil }
            let corners = startingNearest(start, runs.vertices)
            return ShapeCandidate(
                kind: .triangle, confidence: confidence(straightnessErrors(runs) + [gapError]),
                geometry: .polygon(corners), outline: polyline(corners + [corners[0]]))
        case 4:
            guard let corners = rectangle(runs) else { return nil }
            let worstAngle = (0..<4).map { abs(runs.turn(at: $0) - Double.pi / 2) }.max() ?? 0
            let ordered = startingNearest(start, corners)
            return ShapeCandidate(
                kind: .rectangle,
                confidence: confidence(straightnessErrors(runs) + [worstAngle / rectangleAngleLimit, gapError]),
                geometry: .polygon(ordered), outline: polyline(ordered + [ordered[0]]))
        default:
            return nil
        }
    }

    /// The exact rectangle closest to four runs, its corners in the runs' order (corner `k` where
    /// run `k − 1` meets run `k`), or `nil` when the runs do not alternate between two directions.
    private static func rectangle(_ runs: StraightRuns) -> [Point]? {
        var sum = Vector.zero
        for run in 0..<4 {
            let angle = 4 * atan2(runs.lines[run].direction.dy, runs.lines[run].direction.dx)
            sum = sum + Vector(dx: cos(angle), dy: sin(angle)) * runs.length(of: run)
        }
        guard sum.length > 0 else { return nil }
        let rotation = atan2(sum.dy, sum.dx) / 4
        // The rectangle's axes: runs 0 and 2 lie along one, 1 and 3 along the other.
        let u = Vector(dx: cos(rotation), dy: sin(rotation))
        let v = u.perpendicular
        func liesAlongU(_ run: Int) -> Bool {
            abs(runs.lines[run].direction.dot(u)) > abs(runs.lines[run].direction.dot(v))
        }
        let evenAlongU = liesAlongU(0)
        guard (0..<4).allSatisfy({ liesAlongU($0) == (evenAlongU == ($0 % 2 == 0)) }) else { return nil }
        // A run along u sits at an offset along v, and one along v at an offset along u.
        func offset(_ run: Int) -> Double {
            (liesAlongU(run) ? v : u).dot(runs.lines[run].point - Point.zero)
        }
        return (0..<4).map { corner in
            let before = (corner + 3) % 4
            let after = corner
            let alongU = liesAlongU(after) ? after : before
            let alongV = alongU == after ? before : after
            return Point.zero + u * offset(alongV) + v * offset(alongU)
        }
    }

    /// The corners of a ring, turned to begin with the one nearest `start`.
    static func startingNearest(_ start: Point, _ corners: [Point]) -> [Point] {
        guard let first = corners.indices.min(by: { corners[$0].distance(to: start) < corners[$1].distance(to: start) })
        else { return corners }
        return Array(corners[first...] + corners[..<first])
    }
}
