import Foundation

/// Fewer points for the same ink: a stroke's samples as the stabilizer leaves them, thinned by
/// Ramer–Douglas–Peucker and checked against the ink they must still draw.
///
/// The stabilizer reads every sample, so dropping raw samples would move the steadied curve.
/// The simplifier thins the steadied samples instead (the curve passes through them), and the
/// stroke it makes is to be drawn with the stabilizer off (``simplifiedOptions``): its points
/// already are steadied. A point may go when the chord between the points kept either side
/// passes within the tolerance of it and, for a stroke with the device's pressure, the radius
/// interpolated there is within the tolerance of its own. The ink of the points kept is then
/// drawn and compared with the original's, stretch by stretch between kept points (centre line
/// and radius both, both ways), and where it strays by more than the tolerance, or by more than
/// a small share of it on average, the stretch is split at its worst place, until none strays:
/// simulated pressure, which reads the speed between the points, and the tapers, which read the
/// length, are so held to it as well.
struct StrokeSimplifier {
    /// How far the edges of the ink may move, in canvas units.
    let tolerance: Double
    /// The options the original is drawn with.
    let options: InkOptions
    /// The options the simplified stroke is drawn with: the same, without steadying.
    let simplifiedOptions: InkOptions
    private let pipeline = InkPipeline()

    /// The most rounds of checking and splitting.
    static let rounds = 24
    /// How far the ink may stray on average over a stretch between kept points, as a share of the
    /// tolerance and of the ink's half width: an edge that stays within the tolerance everywhere
    /// but sits off by a steady fraction of it over a long stretch shows (a stroke 4 units wide
    /// whose edges are off by 0.02 on average keeps about 99 % of its pixels).
    static let meanShareOfTolerance = 0.1
    static let meanShareOfHalfWidth = 0.01
    /// Coordinates are kept to this many canvas units, times are kept to this many seconds and
    /// pressures to this much, so that the file spells them short; well within any tolerance.
    static let coordinateQuantum = 0.01
    static let timeQuantum = 0.0001
    static let pressureQuantum = 0.001

    init(tolerance: Double, options: InkOptions) {
        self.tolerance = tolerance
        self.options = options
        var simplified = options
        simplified.stabilizer = .none
        simplifiedOptions = simplified
    }

    /// `stroke` with its points steadied and thinned, to be drawn with ``simplifiedOptions``;
    /// the stroke itself when it draws nothing or its transform cannot be undone.
    func simplify(_ stroke: Stroke) -> Stroke {
        guard stroke.points.count > 1, let inverse = stroke.transform.inverted else { return stroke }
        let (samples, hasPressure) = pipeline.steadiedSamples(of: stroke, options: options)
        guard samples.count > 1 else { return stroke }
        let scale = stroke.transform.averageScale
        // The widths as the device's pressure sets them (the thinning checks only strokes with it).
        let profile = InkToolGeometry.profile(
            for: stroke.ink, scale: scale, options: options, devicePressure: hasPressure)

        var keep = [Bool](repeating: false, count: samples.count)
        // The ends, and the samples either side of where an eraser's cut falls, always stay.
        keep[0] = true
        keep[samples.count - 1] = true
        if let range = stroke.clampedVisibleRange {
            for bound in [range.lowerBound, range.upperBound] {
                let after = samples.firstIndex { $0.pointIndex >= bound } ?? samples.count - 1
                keep[after] = true
                keep[Swift.max(0, after - 1)] = true
            }
        }
        thin(samples, profile: profile, hasPressure: hasPressure, keep: &keep)

        let original = pipeline.inkCurve(of: stroke, options: options)
        var candidate = self.stroke(stroke, from: samples, keep: keep, inverse: inverse, hasPressure: hasPressure)
        for _ in 0..<Self.rounds {
            let curve = pipeline.inkCurve(of: candidate, options: simplifiedOptions)
            let splits = strayingStretches(
                of: curve, from: original, samples: samples, keep: keep, halfWidth: profile.halfWidth)
            guard !splits.isEmpty else { break }
            for index in splits { keep[index] = true }
            candidate = self.stroke(stroke, from: samples, keep: keep, inverse: inverse, hasPressure: hasPressure)
        }
        return candidate
    }

    // MARK: - Thinning

    /// Ramer–Douglas–Peucker over the samples, a change of radius counted as a change of place.
    private func thin(_ samples: [InkSample], profile: InkWidthProfile, hasPressure: Bool, keep: inout [Bool]) {
        let limit = tolerance
        let kept = keep.indices.filter { keep[$0] }
        var stretches = Array(zip(kept, kept.dropFirst()))
        while let (first, last) = stretches.popLast() {
            guard last - first > 1 else { continue }
            let a = samples[first]
            let b = samples[last]
            let radiusA = profile.radius(atPressure: a.pressure)
            let radiusB = profile.radius(atPressure: b.pressure)
            var worst = limit
            var farthest = -1
            for index in (first + 1)..<last {
                let sample = samples[index]
                let (distance, share) = Self.distance(from: sample.location, toSegment: a.location, b.location)
                var deviation = distance
                if hasPressure {
                    let radius = radiusA + (radiusB - radiusA) * share
                    deviation = Swift.max(deviation, abs(radius - profile.radius(atPressure: sample.pressure)))
                }
                if !(deviation <= worst) {
                    worst = deviation
                    farthest = index
                    if deviation.isNaN { break }
                }
            }
            guard farthest >= 0 else { continue }
            keep[farthest] = true
            stretches.append((first, farthest))
            stretches.append((farthest, last))
        }
    }

    // MARK: - Checking

    /// The samples to keep so that the stretches whose ink strays from the original's come back
    /// within the tolerance: for each such stretch between kept samples, the sample inside it
    /// nearest the worst place.
    private func strayingStretches(
        of curve: [CurveSample], from original: [CurveSample], samples: [InkSample], keep: [Bool], halfWidth: Double
    ) -> [Int] {
        let kept = keep.indices.filter { keep[$0] }
        guard kept.count > 1, curve.count > 1, original.count > 1 else { return [] }
        var splits: [Int] = []
        var newStart = 0
        var originalStart = 0
        for (position, (a, b)) in zip(kept, kept.dropFirst()).enumerated() {
            // The stretch between kept samples a and b: in the new curve from place k to k + 1
            // (its points are the kept samples), in the original from a's place to b's.
            let k = Double(position)
            let from = samples[a].pointIndex
            let to = samples[b].pointIndex
            while newStart < curve.count - 1, curve[newStart + 1].pointIndex <= k { newStart += 1 }
            var newEnd = newStart
            while newEnd < curve.count - 1, curve[newEnd].pointIndex < k + 1 { newEnd += 1 }
            while originalStart < original.count - 1, original[originalStart + 1].pointIndex <= from {
                originalStart += 1
            }
            var originalEnd = originalStart
            while originalEnd < original.count - 1, original[originalEnd].pointIndex < to { originalEnd += 1 }
            guard b - a > 1 else { continue }
            let newPart = curve[newStart...newEnd]
            let originalPart = original[originalStart...originalEnd]
            var worst = tolerance
            var worstPlace: Double?
            let meanLimit = Swift.min(tolerance * Self.meanShareOfTolerance, halfWidth * Self.meanShareOfHalfWidth)
            // The mean error over the stretch, and where the error is largest whatever its size.
            var sum = 0.0
            var count = 0
            var largest = 0.0
            var largestPlace = from
            // Each side's samples inside the stretch against the other's centre line, which runs
            // from the sample at or before its start to the one at or after its end.
            for sample in newPart where sample.pointIndex >= k && sample.pointIndex <= k + 1 {
                let error = Self.error(of: sample, against: originalPart)
                // The new curve's place, back among the original's points.
                let place = from + (to - from) * Swift.min(1, Swift.max(0, sample.pointIndex - k))
                sum += error
                count += 1
                if error > largest { (largest, largestPlace) = (error, place) }
                if !(error <= worst) { (worst, worstPlace) = (error, place) }
            }
            for sample in originalPart where sample.pointIndex >= from && sample.pointIndex <= to {
                let error = Self.error(of: sample, against: newPart)
                sum += error
                count += 1
                if error > largest { (largest, largestPlace) = (error, sample.pointIndex) }
                if !(error <= worst) { (worst, worstPlace) = (error, sample.pointIndex) }
            }
            if worstPlace == nil, count > 0, !(sum / Double(count) <= meanLimit) { worstPlace = largestPlace }
            guard let worstPlace else { continue }
            var best = a + 1
            for index in (a + 1)..<b
            where abs(samples[index].pointIndex - worstPlace) < abs(samples[best].pointIndex - worstPlace) {
                best = index
            }
            splits.append(best)
        }
        return splits
    }

    /// How far the edges of the ink at `sample` are from those of `part`, at most: the distance
    /// from its centre to the nearest place of `part`'s centre line, plus the difference of the
    /// radii there.
    private static func error(of sample: CurveSample, against part: ArraySlice<CurveSample>) -> Double {
        guard let first = part.first else { return .infinity }
        guard part.count > 1 else {
            return sample.location.distance(to: first.location) + abs(sample.radius - first.radius)
        }
        var best = Double.infinity
        var previous = first
        for next in part.dropFirst() {
            let (distance, share) = distance(from: sample.location, toSegment: previous.location, next.location)
            let radius = previous.radius + (next.radius - previous.radius) * share
            best = Swift.min(best, distance + abs(sample.radius - radius))
            previous = next
        }
        return best
    }

    /// The distance from `point` to the segment from `start` to `end`, and the share of the way
    /// along it of the nearest place.
    private static func distance(from point: Point, toSegment start: Point, _ end: Point) -> (Double, Double) {
        let dx = end.x - start.x
        let dy = end.y - start.y
        let lengthSquared = dx * dx + dy * dy
        var share = 0.0
        if lengthSquared > 0 {
            share = Swift.min(1, Swift.max(0, ((point.x - start.x) * dx + (point.y - start.y) * dy) / lengthSquared))
        }
        let x = start.x + dx * share - point.x
        let y = start.y + dy * share - point.y
        return ((x * x + y * y).squareRoot(), share)
    }

    // MARK: - The stroke

    /// The stroke of the kept samples, back in the stroke's own coordinates, rounded short; its
    /// range moved to the same places among them, its path dropped (its points are the geometry
    /// now), tilt taken from the original point nearest each.
    private func stroke(
        _ original: Stroke, from samples: [InkSample], keep: [Bool], inverse: Transform, hasPressure: Bool
    ) -> Stroke {
        let quantum = Self.quantum(Self.coordinateQuantum / original.transform.averageScale)
        var points: [StrokePoint] = []
        var places: [Double] = []
        for index in samples.indices where keep[index] {
            let sample = samples[index]
            let location = sample.location.applying(inverse)
            let nearest = original.points[
                Swift.min(original.points.count - 1, Swift.max(0, Int(sample.pointIndex.rounded())))]
            points.append(
                StrokePoint(
                    x: Self.round(location.x, to: quantum), y: Self.round(location.y, to: quantum),
                    t: Self.round(sample.t, to: Self.timeQuantum),
                    pressure: hasPressure ? Self.round(sample.pressure, to: Self.pressureQuantum) : nil,
                    altitude: nearest.altitude, azimuth: nearest.azimuth))
            places.append(sample.pointIndex)
        }
        var simplified = original
        simplified.points = points
        simplified.path = nil
        simplified.visibleRange = original.clampedVisibleRange.map {
            Self.place($0.lowerBound, among: places)...Self.place($0.upperBound, among: places)
        }
        return simplified
    }

    /// The fractional index among the kept samples, whose places among the original points are
    /// `places`, of the original's place `place`.
    private static func place(_ place: Double, among places: [Double]) -> Double {
        guard let last = places.last, place < last else { return Double(places.count - 1) }
        guard let after = places.firstIndex(where: { $0 > place }), after > 0 else { return 0 }
        let a = places[after - 1]
        let b = places[after]
        return Double(after - 1) + (b > a ? (place - a) / (b - a) : 0)
    }

    /// The power of ten at or below `value`, for rounding.
    private static func quantum(_ value: Double) -> Double {
        guard value.isFinite, value > 0 else { return 0 }
        return pow(10, (log10(value)).rounded(.down))
    }

    /// `value` to the nearest multiple of `quantum`, written as a short decimal: the division by
    /// the quantum's inverse gives the double nearest the decimal, not one off by a rounding.
    private static func round(_ value: Double, to quantum: Double) -> Double {
        guard quantum > 0, quantum < 1 else { return quantum >= 1 ? (value / quantum).rounded() * quantum : value }
        let inverse = (1 / quantum).rounded()
        let rounded = (value * inverse).rounded() / inverse
        return rounded.isFinite ? rounded : value
    }
}
