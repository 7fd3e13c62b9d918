/// The outline of the part of a finished stroke that a visible range keeps (``Stroke/visibleRange``,
/// what an area eraser leaves of a stroke): the whole stroke's centre line and radii, cut at the
/// range's ends, so that a piece draws exactly as that part of the stroke did. Its buffer of the
/// part's samples is reused from one stroke to the next.
struct VisiblePartOutline {
    private let part = InkBuffer<CurveSample>(capacity: 16)

    /// Outlines the part of `curve`, whose radii are the whole stroke's, that `range` keeps, into
    /// `sideA` and `sideB` (with `segments` as the outliner's): cut flat where the range ends inside
    /// the curve, capped as the ink is at the stroke's own ends. A part too short to have a
    /// direction draws nothing.
    func make(
        of curve: InkBuffer<CurveSample>, range: ClosedRange<Double>, outliner: InkOutliner,
        segments: InkBuffer<InkOutliner.Segment>, sideA: InkBuffer<Point>, sideB: InkBuffer<Point>
    ) {
        guard curve.count > 1 else { return }
        let lower = range.lowerBound
        let upper = range.upperBound
        part.removeAll()
        for index in 0..<curve.count {
            let sample = curve[index]
            let before = index > 0 ? curve[index - 1] : sample
            if sample.pointIndex > upper {
                if index > 0, before.pointIndex < upper {
                    if part.isEmpty, before.pointIndex < lower {
                        append(Self.sample(between: before, sample, at: lower))
                    }
                    append(Self.sample(between: before, sample, at: upper))
                }
                break
            }
            guard sample.pointIndex >= lower else { continue }
            if part.isEmpty, index > 0, before.pointIndex < lower, sample.pointIndex > lower {
                append(Self.sample(between: before, sample, at: lower))
            }
            append(sample)
        }
        guard part.count > 1 else { return }
        var startOutliner = outliner
        var endOutliner = outliner
        if lower > curve[0].pointIndex { startOutliner.cap = .flat }
        if upper < curve[curve.count - 1].pointIndex { endOutliner.cap = .flat }
        segments.count = 0
        InkOutliner.appendSegments(of: part, upTo: part.count - 1, into: segments)
        var progress = startOutliner.begin(part, segments: segments, sideA: sideA, sideB: sideB)
        outliner.join(part, segments: segments, progress: &progress, upTo: part.count - 1, sideA: sideA, sideB: sideB)
        endOutliner.end(part, progress: progress, sideA: sideA, sideB: sideB)
    }

    /// Appends a sample of the part unless it is where the last one is (the outline needs
    /// neighbours apart).
    private func append(_ sample: CurveSample) {
        if !part.isEmpty, part.last.location == sample.location { return }
        part.append(sample)
    }

    /// The sample at `pointIndex` on the straight piece from `a` to `b`, which lie on either side of it.
    private static func sample(between a: CurveSample, _ b: CurveSample, at pointIndex: Double) -> CurveSample {
        let f = (pointIndex - a.pointIndex) / (b.pointIndex - a.pointIndex)
        return CurveSample(
            x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f, t: a.t + (b.t - a.t) * f,
            pressure: a.pressure + (b.pressure - a.pressure) * f, s: a.s + (b.s - a.s) * f,
            radius: a.radius + (b.radius - a.radius) * f, pointIndex: pointIndex)
    }
}
