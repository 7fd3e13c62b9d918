/// One shape a stroke might be, with how well it fits: what the fitters offer and the recognizer
/// chooses among.
///
/// Every fitter measures a few errors, each as a share of the most it accepts (so 1 is the
/// limit), and the candidate's confidence is `1 − q²/2` for the worst of them, `q`: 1 for a
/// perfect fit, 0.5 at the limit, 0 at √2 times it. Errors in the hand's scale (a side's bend, an
/// ellipse's wobble) are shares of the shape's size, so that a shape drawn small is judged as one
/// drawn large.
struct ShapeCandidate {
    var kind: ShapeKind
    var confidence: Double
    /// The clean shape on the canvas.
    var geometry: ShapeGeometry
    /// The clean shape as the stroke that replaces the original runs along it: from where the
    /// original began, in the direction it was drawn. For an arrow drawn in two strokes, the
    /// part that replaces the first.
    var outline: CurvePath
    /// For an arrow drawn in two strokes, the part that replaces the second; `nil` otherwise.
    var secondOutline: CurvePath?

    /// The confidence of a fit whose errors, each as a share of its limit, are `errors`.
    static func confidence(_ errors: Double...) -> Double {
        confidence(errors)
    }

    /// The confidence of a fit whose errors, each as a share of its limit, are `errors`.
    static func confidence(_ errors: [Double]) -> Double {
        let worst = errors.max() ?? 0
        guard worst.isFinite else { return 0 }
        return Swift.max(0, 1 - worst * worst / 2)
    }

    /// The path through `points` in order, straight from each to the next.
    static func polyline(_ points: [Point]) -> CurvePath {
        guard let first = points.first else { return CurvePath() }
        return CurvePath([.move(to: first)] + points.dropFirst().map { .line(to: $0) })
    }
}
