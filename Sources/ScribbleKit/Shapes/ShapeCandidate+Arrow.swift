import Foundation

extension ShapeCandidate {
    /// The angles a barb may make with the shaft, in radians, seen from the tip looking back
    /// along the shaft.
    static let barbAngles = (10 * Double.pi / 180)...(75 * Double.pi / 180)
    /// How long a barb may be, as a share of the shaft.
    static let barbLengths = 0.06...0.75
    /// How far the two barbs' angles may differ, in radians, and how many times longer one may be
    /// than the other: each at its limit is as bad as a side at its most bent.
    static let barbAngleDifferenceLimit = 30 * Double.pi / 180
    static let barbLengthRatioLimit = 3.0
    /// How much longer than any run of the head the shaft is.
    static let shaftDominance = 1.8
    /// How far from the shaft's end a head drawn on its own may have its point, as a share of the
    /// shaft.
    static let headReach = 0.3

    /// An arrow drawn in one stroke: a shaft, then a head of two barbs drawn there and back, or as
    /// a closed triangle, or as a V (or the head first and the shaft last); `nil` when the runs
    /// are not one.
    ///
    /// The shaft is the first run (or the last) when it is much the longest, and must be straight;
    /// the rest is the head, whose barbs end at its corners farthest from the tip on either side
    /// of the shaft. The head's runs are short and turn sharply back on themselves, so that they
    /// are judged by where the barbs end (``arrowHead(tail:tip:corners:)``), not by how straight
    /// each is.
    static func arrow(_ runs: StraightRuns) -> ShapeCandidate? {
        guard !runs.isClosed, (3...5).contains(runs.count) else { return nil }
        let lengths = (0..<runs.count).map { runs.length(of: $0) }
        func dominates(_ run: Int) -> Bool {
            lengths.indices.allSatisfy { $0 == run || lengths[run] >= shaftDominance * lengths[$0] }
        }
        let shaftFirst: Bool
        if dominates(0) {
            shaftFirst = true
        } else if dominates(runs.count - 1) {
            shaftFirst = false
        } else {
            return nil
        }
        let shaft = shaftFirst ? 0 : runs.count - 1
        let tail = shaftFirst ? runs.vertices[0] : runs.vertices[runs.count]
        let tip = shaftFirst ? runs.vertices[1] : runs.vertices[runs.count - 1]
        let head = shaftFirst ? Array(runs.vertices[2...]) : Array(runs.vertices[..<(runs.count - 1)])
        guard let barbs = arrowHead(tail: tail, tip: tip, corners: head) else { return nil }
        let outline =
            shaftFirst
            ? polyline([tail, tip, barbs.ends[0], tip, barbs.ends[1]])
            : polyline([barbs.ends[0], tip, barbs.ends[1], tip, tail])
        return ShapeCandidate(
            kind: .arrow,
            confidence: confidence(runs.bends[shaft] / bendLimit, runs.sways[shaft] / swayLimit, barbs.error),
            geometry: .arrow(tail: tail, tip: tip, barbs: barbs.ends), outline: outline)
    }

    /// An arrow drawn in two strokes, a line and a V whose point is at one end of it (in either
    /// order), or `nil`. Its outline is two parts, the clean shaft and the clean head, each for
    /// the stroke it replaces.
    /// - Parameters:
    ///   - first: The candidate the first stroke is on its own, and its runs.
    ///   - second: The same for the stroke drawn next.
    static func arrow(
        first: (candidate: ShapeCandidate, runs: StraightRuns), second: (candidate: ShapeCandidate, runs: StraightRuns)
    ) -> ShapeCandidate? {
        let shaftFirst: Bool
        switch (first.candidate.kind, second.candidate.kind) {
        case (.line, .polyline): shaftFirst = true
        case (.polyline, .line): shaftFirst = false
        default: return nil
        }
        let (shaft, head) = shaftFirst ? (first, second) : (second, first)
        guard head.runs.count == 2, case .line(let from, let to) = shaft.candidate.geometry else { return nil }
        let shaftLength = from.distance(to: to)
        let point = head.runs.vertices[1]
        // The tip is the end of the shaft nearer the V's point, brought to that point's place along
        // the shaft's line.
        let tipEnd = point.distance(to: to) <= point.distance(to: from) ? to : from
        let tail = tipEnd == to ? from : to
        guard point.distance(to: tipEnd) <= headReach * shaftLength else { return nil }
        let direction = (tipEnd - tail).normalized
        let tip = tail + direction * direction.dot(point - tail)
        guard let barbs = arrowHead(tail: tail, tip: tip, corners: [head.runs.vertices[0], head.runs.vertices[2]])
        else { return nil }
        // Each part runs the way its stroke was drawn.
        let shaftOutline = polyline(tipEnd == to ? [tail, tip] : [tip, tail])
        let headOutline = polyline([barbs.ends[0], tip, barbs.ends[1]])
        return ShapeCandidate(
            kind: .arrow,
            confidence: Swift.min(shaft.candidate.confidence, head.candidate.confidence, confidence(barbs.error)),
            geometry: .arrow(tail: tail, tip: tip, barbs: barbs.ends),
            outline: shaftFirst ? shaftOutline : headOutline, secondOutline: shaftFirst ? headOutline : shaftOutline)
    }

    /// The two barbs of a head drawn at `tip` of the shaft from `tail`: their clean ends, in the
    /// order the head reached them, made symmetric about the shaft (their mean angle and length),
    /// and the error of the head as drawn, as a share of its limits; `nil` when the head is not
    /// one.
    /// - Parameter head: The corners and end of the head, in drawing order: a barb ends at the
    ///   one farthest from the tip on each side of the shaft.
    static func arrowHead(tail: Point, tip: Point, corners head: [Point]) -> (ends: [Point], error: Double)? {
        let shaftLength = tail.distance(to: tip)
        guard shaftLength > 0 else { return nil }
        let back = (tail - tip).normalized
        let side = back.perpendicular
        var farthest: [(index: Int, distance: Double)?] = [nil, nil]
        for (index, point) in head.enumerated() {
            let offset = point - tip
            let which = side.dot(offset) >= 0 ? 0 : 1
            let distance = offset.length
            if distance > farthest[which]?.distance ?? 0 { farthest[which] = (index, distance) }
        }
        guard let left = farthest[0], let right = farthest[1] else { return nil }
        var angles: [Double] = []
        var lengths: [Double] = []
        for barb in [left, right] {
            let offset = head[barb.index] - tip
            let angle = atan2(abs(side.dot(offset)), back.dot(offset))
            guard barbAngles.contains(angle), barbLengths.contains(barb.distance / shaftLength) else { return nil }
            angles.append(angle)
            lengths.append(barb.distance)
        }
        let error = Swift.max(
            abs(angles[0] - angles[1]) / barbAngleDifferenceLimit,
            (Swift.max(lengths[0], lengths[1]) / Swift.min(lengths[0], lengths[1]) - 1) / (barbLengthRatioLimit - 1))
        let angle = (angles[0] + angles[1]) / 2
        let length = (lengths[0] + lengths[1]) / 2
        let ends = [1.0, -1.0].map { sign in tip + (back * cos(angle) + side * (sign * sin(angle))) * length }
        return (left.index <= right.index ? ends : ends.reversed(), error)
    }
}
