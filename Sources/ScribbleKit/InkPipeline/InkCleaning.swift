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
}
