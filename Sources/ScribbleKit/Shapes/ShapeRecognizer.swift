/// Tells whether a finished stroke is drawn to be a shape — a line, a polyline, a triangle, a
/// rectangle, an ellipse or an arrow — and gives the clean shape as a stroke to put in its place.
///
/// ```swift
/// let shape = ShapeRecognizer().recognize(stroke)
/// if shape.kind != .none { drawing.strokes[index] = shape.cleanStrokes[0] }
/// ```
///
/// How a stroke is judged:
/// 1. Its centre line on the canvas is resampled evenly along its length and lightly smoothed
///    (``ShapeTrace``); a stroke smaller than ``Options/minimumSize`` is none.
/// 2. **Closure**: when its ends come back together (within ``Options/closureGap`` of its size,
///    a gap or an overshoot), its loop is fitted as a closed shape (``LoopClosure``): cut at its
///    corners into straight runs, three make a triangle and four at right angles a rectangle
///    (``StraightRuns``); and fitted with an ellipse, directly by least squares (``EllipseFit``).
/// 3. Otherwise it is open: cut into straight runs, one is a line, two or more a polyline, and a
///    long first (or last) run with two barbs at its end an arrow.
/// 4. Each fit's errors are measured as shares of the shape's size and of their limits, and give
///    it a confidence (``ShapeCandidate``); the most confident shape wins if it reaches
///    ``Options/minimumConfidence``, otherwise the stroke is none.
///
/// An arrow whose head is a stroke of its own (a line, then a V at one end of it, or the other
/// way round) is found by ``recognize(_:followedBy:)``; ``shapes(in:)`` looks at a whole drawing,
/// a stroke together with the next wherever they make an arrow.
///
/// Recognition is a pure function of the strokes and the options: the same strokes always give
/// the same shapes.
public struct ShapeRecognizer: Sendable {
    /// What the recognizer accepts.
    public var options: Options

    /// Creates a recognizer.
    public init(options: Options = .default) {
        self.options = options
    }

    /// What `stroke` is: its kind, the confidence, and the clean shape as geometry and as a stroke.
    public func recognize(_ stroke: Stroke) -> RecognizedShape {
        decide(Analysis(stroke, options: options))
    }

    /// Whether `stroke` and `next` together are an arrow drawn in two strokes — a line and a V
    /// whose point is at one end of it, in either order — and if so the arrow, whose two clean
    /// strokes (the shaft and the head) replace them; `nil` when they are not one.
    public func recognize(_ stroke: Stroke, followedBy next: Stroke) -> RecognizedShape? {
        arrow(Analysis(stroke, options: options), Analysis(next, options: options))
    }

    // MARK: - Internals

    /// What is known of one stroke: the shape it is on its own, and its straight runs when it
    /// is open (which an arrow drawn in two strokes is made of).
    struct Analysis {
        let stroke: Stroke
        /// The runs of an open stroke (`nil` for a closed one, or one too small to judge).
        let openRuns: StraightRuns?
        /// The most confident shape the stroke is alone, if any.
        let best: ShapeCandidate?

        init(_ stroke: Stroke, options: Options) {
            self.stroke = stroke
            let locations = stroke.visiblePoints.map { $0.location.applying(stroke.transform) }
            guard stroke.transform.inverted != nil, let trace = ShapeTrace(locations, minimumSize: options.minimumSize)
            else {
                (openRuns, best) = (nil, nil)
                return
            }
            if let loop = LoopClosure(trace, maximumGapShare: options.closureGap) {
                openRuns = nil
                best = Self.closedShape(loop, trace: trace, options: options)
            } else {
                openRuns = StraightRuns(open: trace.points, size: trace.size)
                best = openRuns.flatMap { Self.openShape($0, options: options) }
            }
        }

        /// The better fit of a closed stroke: a triangle or rectangle, or an ellipse.
        private static func closedShape(_ loop: LoopClosure, trace: ShapeTrace, options: Options) -> ShapeCandidate? {
            let start = trace.points[0]
            let polygon = StraightRuns(ring: loop.ring, size: trace.size).flatMap {
                ShapeCandidate.polygon($0, loop: loop, start: start, closureGap: options.closureGap)
            }
            let ellipse = ShapeCandidate.ellipse(
                loop, start: start, closureGap: options.closureGap, circleRoundness: options.circleRoundness)
            return [polygon, ellipse].compactMap { $0 }.max { $0.confidence < $1.confidence }
        }

        /// An open stroke's shape: an arrow when it is one (an arrow is a polyline of a particular
        /// make), otherwise a line or polyline.
        private static func openShape(_ runs: StraightRuns, options: Options) -> ShapeCandidate? {
            if let arrow = ShapeCandidate.arrow(runs), arrow.confidence >= options.minimumConfidence { return arrow }
            return ShapeCandidate.open(runs)
        }
    }

    /// The result for one stroke alone.
    func decide(_ analysis: Analysis) -> RecognizedShape {
        guard let best = analysis.best else { return .none(confidence: 1) }
        guard best.confidence >= options.minimumConfidence,
            let clean = CleanStroke.along(best.outline, replacing: analysis.stroke)
        else { return .none(confidence: 1 - best.confidence) }
        return RecognizedShape(
            kind: best.kind, confidence: best.confidence, geometry: best.geometry, cleanStrokes: [clean])
    }

    /// The arrow two strokes make, or `nil`.
    func arrow(_ first: Analysis, _ second: Analysis) -> RecognizedShape? {
        guard let firstBest = first.best, let firstRuns = first.openRuns, let secondBest = second.best,
            let secondRuns = second.openRuns,
            firstBest.confidence >= options.minimumConfidence, secondBest.confidence >= options.minimumConfidence,
            let arrow = ShapeCandidate.arrow(first: (firstBest, firstRuns), second: (secondBest, secondRuns)),
            arrow.confidence >= options.minimumConfidence, let secondOutline = arrow.secondOutline,
            let firstClean = CleanStroke.along(arrow.outline, replacing: first.stroke),
            let secondClean = CleanStroke.along(secondOutline, replacing: second.stroke)
        else { return nil }
        return RecognizedShape(
            kind: .arrow, confidence: arrow.confidence, geometry: arrow.geometry,
            cleanStrokes: [firstClean, secondClean])
    }
}
