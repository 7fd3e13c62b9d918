import ScribbleKit

/// The times a page's strokes get when read from a notebook, which keeps none: each drawn at a
/// steady pen speed, a pause after the one before (``SteadyPenTiming``). The reader times its
/// strokes with it, and the writer tells with it whether a stroke's times would read back.
struct XournalStrokeTiming {
    /// When the last stroke of the page ended.
    private var previousEnd: Double?

    /// The times of the points of the page's next stroke, at `locations`.
    mutating func next(along locations: [Point]) -> [Double] {
        let times = SteadyPenTiming.times(along: locations, startingAt: SteadyPenTiming.startTime(after: previousEnd))
        previousEnd = times.last ?? previousEnd
        return times
    }
}
