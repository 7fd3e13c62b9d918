extension InkCleaning {
    /// The points to clean for `stroke`, and the transform that puts them on the canvas: its
    /// ``Stroke/path`` flattened within `tolerance` when it has one, else its points.
    ///
    /// A path is mapped by the stroke's transform first (an affine map keeps it exact), cut into
    /// chords within `tolerance` canvas units (the pipeline's tolerance for the output's
    /// resolution) and read as one line, a later subpath joined to the one before. Each sample of
    /// it takes its time and pressure from the stroke's points at the same share of their length
    /// (interpolated between the two points there; a pressure from either that has one), since
    /// the points are the path's flattening at reading time and carry what was recorded along it.
    /// A stroke without points draws nothing, path or not, as it always has.
    /// `pointIndices`, for a stroke drawn from curves, gives where each sample falls among the
    /// stroke's points (a fractional index, as ``Stroke/visibleRange`` measures); `nil` when the
    /// points are the stroke's own.
    static func inkPoints(
        of stroke: Stroke, tolerance: Double
    ) -> (points: [StrokePoint], transform: Transform, pointIndices: [Double]?) {
        guard let path = stroke.path, !stroke.points.isEmpty else { return (stroke.points, stroke.transform, nil) }
        let line = centerLine(
            of: path.applying(stroke.transform), tolerance: tolerance, inputCount: stroke.points.count)
        guard !line.isEmpty else { return (stroke.points, stroke.transform, nil) }
        let (points, pointIndices) = timed(line, along: stroke.points, transform: stroke.transform)
        return (points, .identity, pointIndices)
    }

    /// Replaces the contents of `samples` with the cleaned samples of `stroke` on the canvas (see
    /// ``inkPoints(of:tolerance:)``).
    /// - Returns: whether any sample has a pressure.
    @discardableResult
    static func clean(_ stroke: Stroke, tolerance: Double, into samples: InkBuffer<InkSample>) -> Bool {
        let (points, transform, _) = inkPoints(of: stroke, tolerance: tolerance)
        return clean(points, transform: transform, into: samples)
    }

    /// The path as one polyline within `tolerance`, or within a coarser tolerance when that one
    /// would give more samples than the pipeline's budget for a stroke (so that no path, however
    /// long or finely cut, costs more than its points would).
    static func centerLine(of path: CurvePath, tolerance: Double, inputCount: Int) -> [Point] {
        let budget = Swift.max(
            InkPipeline.minimumSampleBudget, InkPipeline.maximumSamplesPerInput * (inputCount + path.elements.count))
        var tolerance = tolerance
        let wanted = sampleCount(of: path, tolerance: tolerance)
        if wanted > budget {
            // The count of a curve's chords goes with the inverse square root of the tolerance.
            let ratio = Double(wanted) / Double(budget)
            tolerance *= ratio * ratio
        }
        return Array(path.flattened(tolerance: tolerance).joined())
    }

    /// About how many points `path` flattens into at `tolerance`, without making them.
    private static func sampleCount(of path: CurvePath, tolerance: Double) -> Int {
        var count = 0
        var last = Point.zero
        for element in path.elements {
            switch element {
            case .move(let point), .line(let point):
                count += 1
                last = point
            case .cubic(let c1, let c2, let end):
                count += CurvePath.pieces(last, c1, c2, end, tolerance: tolerance)
                last = end
            case .close:
                count += 1
            }
        }
        return count
    }

    /// The locations of `line` as stroke points, with the times and pressures that `points` (after
    /// `transform`) have at the same share of their length, and that place among the points as a
    /// fractional index.
    static func timed(
        _ line: [Point], along points: [StrokePoint], transform: Transform
    ) -> (points: [StrokePoint], pointIndices: [Double]) {
        let locations = points.map { $0.location.applying(transform) }
        let pointLengths = cumulativeLengths(locations)
        let lineLengths = cumulativeLengths(line)
        let pointTotal = pointLengths[pointLengths.count - 1]
        let lineTotal = lineLengths[lineLengths.count - 1]
        var result: [StrokePoint] = []
        result.reserveCapacity(line.count)
        var pointIndices: [Double] = []
        pointIndices.reserveCapacity(line.count)
        var segment = 0  // the points' segment the current sample falls in, only moving forward
        for (index, location) in line.enumerated() {
            let share =
                lineTotal > 0 && lineTotal.isFinite
                ? lineLengths[index] / lineTotal : Double(index) / Double(Swift.max(1, line.count - 1))
            var sample = StrokePoint(location: location, t: points[0].t, pressure: points[0].pressure)
            var pointIndex = 0.0
            if points.count > 1 {
                if pointTotal > 0, pointTotal.isFinite {
                    let target = share * pointTotal
                    while segment < points.count - 2, pointLengths[segment + 1] < target { segment += 1 }
                    let span = pointLengths[segment + 1] - pointLengths[segment]
                    let u = span > 0 ? Swift.min(1, Swift.max(0, (target - pointLengths[segment]) / span)) : 0
                    sample.t = interpolate(points[segment].t, points[segment + 1].t, u)
                    sample.pressure = interpolate(points[segment].pressure, points[segment + 1].pressure, u)
                    pointIndex = Double(segment) + u
                } else {
                    // Points all at one place: spread the times evenly over the line.
                    sample.t = interpolate(points[0].t, points[points.count - 1].t, share)
                    pointIndex = share * Double(points.count - 1)
                }
            }
            result.append(sample)
            pointIndices.append(pointIndex)
        }
        return (result, pointIndices)
    }

    private static func cumulativeLengths(_ points: [Point]) -> [Double] {
        var lengths = [0.0]
        lengths.reserveCapacity(points.count)
        for index in points.indices.dropFirst() {
            lengths.append(lengths[index - 1] + points[index - 1].distance(to: points[index]))
        }
        return lengths
    }

    private static func interpolate(_ a: Double, _ b: Double, _ u: Double) -> Double {
        guard a.isFinite, b.isFinite else { return a.isFinite ? a : b }
        return a + (b - a) * u
    }

    private static func interpolate(_ a: Double?, _ b: Double?, _ u: Double) -> Double? {
        guard let a, let b else { return a ?? b }
        return interpolate(a, b, u)
    }
}
