import Foundation

extension ShapeCandidate {
    /// The most the loop's points may stray from the ellipse, as shares of its mean radius: in
    /// the root mean square, and at the worst point.
    static let ellipseRMSLimit = 0.05
    static let ellipseWorstLimit = 0.16
    /// The thinnest ellipse, as its smaller radius over its larger: thinner is a line drawn there
    /// and back.
    static let minimumEllipseRoundness = 0.12
    /// The least a loop turns round the ellipse's centre, in radians, so that a loop that folds
    /// back on itself is no ellipse.
    static let minimumEllipseSweep = 1.6 * Double.pi
    /// The cubic Bézier that runs a quarter of a circle has its control points this share of the
    /// radius along the tangents (4/3 · (√2 − 1)); the curve is within 0.03% of the radius.
    static let quarterCircleControl = 0.552_284_749_830_793_4

    /// A closed stroke as an ellipse, or `nil` when none fits its loop.
    ///
    /// The ellipse is the direct least-squares fit of the loop (``EllipseFit``); its confidence
    /// comes from how far the loop's points are from it (root mean square and worst, as shares of
    /// the mean radius) and how wide the loop's gap is. One whose radii are within
    /// `circleRoundness` of each other is made a circle of their mean.
    /// - Parameters:
    ///   - loop: The loop.
    ///   - start: Where the stroke began: the clean shape starts at the point of the ellipse in
    ///     its direction from the centre, and runs round the way the loop does.
    ///   - closureGap: The widest gap accepted, as a share of the size.
    ///   - circleRoundness: How round an ellipse is made a circle.
    static func ellipse(_ loop: LoopClosure, start: Point, closureGap: Double, circleRoundness: Double)
        -> ShapeCandidate?
    {
        guard var fit = EllipseFit(loop.ring) else { return nil }
        let roundness = fit.radii.minor / fit.radii.major
        guard roundness >= minimumEllipseRoundness else { return nil }
        let meanRadius = (fit.radii.major + fit.radii.minor) / 2
        let distances = fit.distances(from: loop.ring)
        let rms = (distances.reduce(0) { $0 + $1 * $1 } / Double(distances.count)).squareRoot()
        let worst = distances.max() ?? 0
        // How far round the centre the loop runs, the gap closing it included.
        var sweep = 0.0
        var previous = fit.angle(of: loop.ring[loop.ring.count - 1])
        for point in loop.ring {
            let angle = fit.angle(of: point)
            sweep += remainder(angle - previous, 2 * Double.pi)
            previous = angle
        }
        guard abs(sweep) >= minimumEllipseSweep else { return nil }
        if roundness >= circleRoundness { fit.radii = (meanRadius, meanRadius) }
        let confidence = Self.confidence(
            rms / (ellipseRMSLimit * meanRadius), worst / (ellipseWorstLimit * meanRadius), loop.gapShare / closureGap)
        let geometry = ShapeGeometry.ellipse(
            center: fit.center, radii: Size(width: fit.radii.major, height: fit.radii.minor),
            rotation: roundness >= circleRoundness ? 0 : remainder(fit.rotation, Double.pi))
        return ShapeCandidate(
            kind: .ellipse, confidence: confidence, geometry: geometry,
            outline: ellipseOutline(fit, from: fit.angle(of: start), turning: sweep < 0 ? -1 : 1))
    }

    /// Four cubic Béziers round `ellipse` from the point at parameter `start`, a quarter turn each,
    /// the parameter growing (`turning` +1) or shrinking (−1).
    private static func ellipseOutline(_ ellipse: EllipseFit, from start: Double, turning: Double) -> CurvePath {
        var elements: [CurvePath.Element] = [.move(to: ellipse.point(at: start))]
        let step = turning * Double.pi / 2
        for quarter in 0..<4 {
            let a = start + step * Double(quarter)
            let b = a + step
            // An affine image of a circle's quarter: the control points along the tangents.
            let c1 = ellipse.point(at: a) + ellipse.tangent(at: a) * (quarterCircleControl * turning)
            let c2 = ellipse.point(at: b) - ellipse.tangent(at: b) * (quarterCircleControl * turning)
            elements.append(.cubic(control1: c1, control2: c2, to: ellipse.point(at: b)))
        }
        return CurvePath(elements)
    }
}
