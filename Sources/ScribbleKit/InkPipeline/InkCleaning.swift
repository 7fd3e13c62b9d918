/// The first stage of the ink pipeline: the stroke's points on the canvas, made safe to work with.
///
/// - Points whose location is not finite, or lies beyond ``InkGeometryLimits/maximumCoordinate``,
///   are dropped.
/// - Timestamps never go backwards: each is at least the one before (a missing or non-finite one
///   repeats the one before).
/// - A point at the same place as the one before (a duplicate, a zero-length move, or one so
///   close that no direction can be told between them) is merged into it: the merged sample
///   keeps the firmer pressure and the later time, so that the speed of the move that follows is
///   measured from when the tool really left.
/// - Missing pressures of a stroke that has some are filled from the nearest earlier one (the
///   first known one for those before it), so one `up` event without pressure changes nothing.
enum InkCleaning {
    /// Replaces the contents of `samples` with the cleaned samples of `points` after `transform`.
    /// - Returns: whether any point reported a pressure.
    @discardableResult
    static func clean(_ points: [StrokePoint], transform: Transform, into samples: InkBuffer<InkSample>) -> Bool {
        samples.removeAll()
        samples.reserve(points.count)
        var hasPressure = false, lacksPressure = false
        var lastT = 0.0
        samples.append(upTo: points.count) { room in
            guard let start = room.baseAddress else { return 0 }
            var end = start  // one past the last sample written
            for point in points {
                let location = point.location.applying(transform)
                guard InkGeometryLimits.contains(x: location.x, y: location.y) else { continue }
                var t = point.t.isFinite ? point.t : lastT
                if end != start { t = Swift.max(t, lastT) }
                lastT = t
                // NaN marks a missing pressure until the fill below; it never leaves this function.
                var pressure = Double.nan
                if let reported = point.pressure, reported.isFinite {
                    pressure = Swift.min(1, Swift.max(0, reported))
                    hasPressure = true
                } else {
                    lacksPressure = true
                }
                let sample = InkSample(x: location.x, y: location.y, t: t, pressure: pressure)
                if end != start, end[-1].hasSameLocation(as: sample) {
                    end[-1].t = t
                    if !pressure.isNaN, end[-1].pressure.isNaN || pressure > end[-1].pressure { end[-1].pressure = pressure }
                    continue
                }
                end.initialize(to: sample)
                end += 1
            }
            return end - start
        }
        if lacksPressure { fillPressures(samples, known: hasPressure) }
        return hasPressure
    }

    /// Replaces the missing pressures: from the nearest earlier known one, or the first known one;
    /// 0.5 when none is known (the value is replaced later in that case anyway).
    private static func fillPressures(_ samples: InkBuffer<InkSample>, known: Bool) {
        guard !samples.isEmpty else { return }
        guard known else {
            for index in 0..<samples.count { samples[index].pressure = 0.5 }
            return
        }
        var previous = 0.5
        for index in 0..<samples.count where !samples[index].pressure.isNaN {
            previous = samples[index].pressure
            break
        }
        for index in 0..<samples.count {
            if samples[index].pressure.isNaN {
                samples[index].pressure = previous
            } else {
                previous = samples[index].pressure
            }
        }
    }

    /// Removes samples at the same place as the one before, keeping the firmer pressure and the
    /// later time, as ``clean(_:transform:into:)`` does; filters can bring points together.
    /// - Parameter start: where to start looking: no sample before it is at the place of the one
    ///   before it.
    static func removeRepeats(_ buffer: InkBuffer<InkSample>, from start: Int = 1) {
        let count = buffer.count
        let kept = buffer.withUnsafeMutableBufferPointer { samples -> Int? in
            // Most strokes have none: find the first before moving anything.
            var first = Swift.max(1, start)
            while first < count, !samples[first].hasSameLocation(as: samples[first - 1]) { first += 1 }
            guard first < count else { return nil }
            var kept = first - 1
            for index in first..<count {
                let sample = samples[index]
                if sample.hasSameLocation(as: samples[kept]) {
                    samples[kept].t = sample.t
                    samples[kept].pressure = Swift.max(samples[kept].pressure, sample.pressure)
                } else {
                    kept += 1
                    samples[kept] = sample
                }
            }
            return kept
        }
        if let kept { buffer.count = kept + 1 }
    }
}
