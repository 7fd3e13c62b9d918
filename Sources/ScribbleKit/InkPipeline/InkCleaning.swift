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
    /// Replaces the contents of `samples` with the cleaned samples of `points` after `transform`:
    /// the stage over a whole stroke (see ``InkCleaner``, which takes them one at a time).
    /// - Returns: whether any point reported a pressure.
    @discardableResult
    static func clean(_ points: [StrokePoint], transform: Transform, into samples: InkBuffer<InkSample>) -> Bool {
        samples.removeAll()
        samples.reserve(points.count)
        var cleaner = InkCleaner(transform: transform)
        for point in points { cleaner.add(point, to: samples) }
        cleaner.startFilling(samples)
        for index in 0..<samples.count { samples[index] = cleaner.fill(samples[index]) }
        return cleaner.hasPressure
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
