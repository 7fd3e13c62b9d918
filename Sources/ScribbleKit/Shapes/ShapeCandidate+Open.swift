extension ShapeCandidate {
    /// The most a run may bend and still be straight, as a share of its length (see
    /// ``StraightRuns``).
    static let bendLimit = 0.05
    /// The most a straight run's direction may wander along it, in radians.
    static let swayLimit = 30 * Double.pi / 180
    /// Corners at least this sharp (see ``StraightRuns/sharpness``) are corners beyond doubt;
    /// ``dullCornerLimit`` is the least sharp one accepted.
    static let sharpCorner = 0.7
    static let dullCornerLimit = 0.4

    /// The errors of straight runs meeting at corners, as shares of their limits: the worst
    /// bend, the worst sway and the dullest corner.
    static func straightnessErrors(_ runs: StraightRuns, corners: Bool = true) -> [Double] {
        [
            runs.worstBend / bendLimit, runs.worstSway / swayLimit,
            corners ? Swift.max(0, sharpCorner - runs.dullestCorner) / (sharpCorner - dullCornerLimit) : 0,
        ]
    }
    /// The most segments a polyline has; a stroke cut into more is a scribble.
    static let maximumPolylineSegments = 8
    /// A polyline never turns straight back on itself (turning by more than this, in radians):
    /// that is a line drawn there and back.
    static let hairpinTurn = 160 * Double.pi / 180

    /// An open stroke as a line (one straight run) or a polyline (two or more), or `nil` when its
    /// runs are too many or turn back on themselves.
    static func open(_ runs: StraightRuns) -> ShapeCandidate? {
        guard !runs.isClosed, runs.count >= 1, runs.count <= maximumPolylineSegments else { return nil }
        let confidence = Self.confidence(straightnessErrors(runs))
        if runs.count == 1 {
            let from = runs.vertices[0]
            let to = runs.vertices[1]
            return ShapeCandidate(
                kind: .line, confidence: confidence, geometry: .line(from: from, to: to), outline: polyline([from, to]))
        }
        guard (1..<runs.count).allSatisfy({ runs.turn(at: $0) <= hairpinTurn }) else { return nil }
        return ShapeCandidate(
            kind: .polyline, confidence: confidence, geometry: .polyline(runs.vertices),
            outline: polyline(runs.vertices))
    }
}
