/// Merges steadied samples that land at the place of the one before (filters can bring points
/// together), one sample at a time: the merged sample keeps the firmer pressure and the later
/// time, as cleaning merges repeated points, so the last sample stays open to change until one
/// elsewhere follows it.
struct RepeatMerger {
    /// The last sample, still open to merging; `nil` before the first.
    private(set) var open: InkSample?

    /// Takes the next sample.
    /// - Returns: the sample it closes, when it starts a new one.
    mutating func add(_ sample: InkSample) -> InkSample? {
        guard var last = open else {
            open = sample
            return nil
        }
        if sample.hasSameLocation(as: last) {
            last.t = sample.t
            last.pressure = Swift.max(last.pressure, sample.pressure)
            open = last
            return nil
        }
        open = sample
        return last
    }
}
