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

    /// What is known of one stroke: its trace, and the shape it is on its own.
    struct Analysis {
        let stroke: Stroke
        let trace: ShapeTrace?
        /// The runs of an open stroke (`nil` for a closed one, or one with no trace).
        let openRuns: StraightRuns?
        /// The most confident shape the stroke is alone, if any.
        let best: ShapeCandidate?

        init(_ stroke: Stroke, options: Options) {
            self.stroke = stroke
            let locations = stroke.visiblePoints.map { $0.location.applying(stroke.transform) }
            guard stroke.transform.inverted != nil, let trace = ShapeTrace(locations, minimumSize: options.minimumSize) else {
                (trace, openRuns, best) = (nil, nil, nil)
                return
            }
            self.trace = trace
            let start = trace.points[0]
            var candidates: [ShapeCandidate] = []
            if let loop = LoopClosure(trace, maximumGapShare: options.closureGap) {
                openRuns = nil
                if let runs = StraightRuns(ring: loop.ring, size: trace.size),
                   let polygon = ShapeCandidate.polygon(runs, loop: loop, start: start, closureGap: options.closureGap) {
                    candidates.append(polygon)
                }
                if let ellipse = ShapeCandidate.ellipse(
                    loop, start: start, closureGap: options.closureGap, circleRoundness: options.circleRoundness) {
                    candidates.append(ellipse)
                }
            } else {
                openRuns = StraightRuns(open: trace.points, size: trace.size)
                if let runs = openRuns {
                    // An arrow is a polyline of a particular make; when it is one, it is that.
                    if let arrow = ShapeCandidate.arrow(runs, trace: trace), arrow.confidence >= options.minimumConfidence {
                        candidates.append(arrow)
                    } else if let open = ShapeCandidate.open(runs) {
                        candidates.append(open)
                    }
                }
            }
            best = candidates.max { $0.confidence < $1.confidence }
        }
    }

    /// The result for one stroke alone.
    func decide(_ analysis: Analysis) -> RecognizedShape {
        guard let best = analysis.best else { return .none(confidence: 1) }
        guard best.confidence >= options.minimumConfidence,
              let clean = CleanStroke.along(best.outline, replacing: analysis.stroke)
        else { return .none(confidence: 1 - best.confidence) }
        return RecognizedShape(kind: best.kind, confidence: best.confidence, geometry: best.geometry, cleanStrokes: [clean])
    }

    /// The arrow two strokes make, or `nil`.
    func arrow(_ first: Analysis, _ second: Analysis) -> RecognizedShape? {
        guard let firstBest = first.best, let firstRuns = first.openRuns, let firstTrace = first.trace,
              let secondBest = second.best, let secondRuns = second.openRuns, let secondTrace = second.trace,
              firstBest.confidence >= options.minimumConfidence, secondBest.confidence >= options.minimumConfidence,
              let arrow = ShapeCandidate.arrow(
                first: (firstBest, firstRuns, firstTrace), second: (secondBest, secondRuns, secondTrace)),
              arrow.confidence >= options.minimumConfidence, let secondOutline = arrow.secondOutline,
              let firstClean = CleanStroke.along(arrow.outline, replacing: first.stroke),
              let secondClean = CleanStroke.along(secondOutline, replacing: second.stroke)
        else { return nil }
        return RecognizedShape(kind: .arrow, confidence: arrow.confidence, geometry: arrow.geometry, cleanStrokes: [firstClean, secondClean])
    }
}
