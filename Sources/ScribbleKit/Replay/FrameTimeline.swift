/// The moments the frames of a replay show: one every `1 / framesPerSecond` seconds of the
/// recording from its first event, the last at or just after its last event, so that the last
/// frame shows the finished drawing.
///
/// A recording `d` seconds long has `⌈d × fps⌉ + 1` frames: a 2 s recording at 30 fps has 61,
/// at 0 s, 1/30 s, … 2 s; one whose events all come at one moment has a single frame.
public struct FrameTimeline: Hashable, Sendable {
    /// The first frame's moment, in the recording's seconds.
    public let start: Double
    /// The moment of the recording's last event; the last frame is at it or up to a frame after.
    public let end: Double
    /// Frames per second of the recording.
    public let framesPerSecond: Double

    /// Creates a timeline from `start` to `end` at `framesPerSecond`.
    /// - Parameters:
    ///   - start: The first frame's moment.
    ///   - end: The moment the last frame must reach; an `end` before `start` counts as `start`.
    ///   - framesPerSecond: Frames per second; one that is not a positive, finite number counts as 30.
    public init(start: Double, end: Double, framesPerSecond: Double) {
        self.start = start.isFinite ? start : 0
        self.end = end.isFinite ? Swift.max(self.start, end) : self.start
        self.framesPerSecond = framesPerSecond > 0 && framesPerSecond.isFinite ? framesPerSecond : 30
    }

    /// The timeline of a replay, from its first event to its last.
    public init(replay: Replay, framesPerSecond: Double) {
        self.init(start: replay.startTime, end: replay.endTime, framesPerSecond: framesPerSecond)
    }

    /// How many frames there are: `⌈(end − start) × framesPerSecond⌉ + 1`, at least 1. A
    /// duration a hair over a whole number of frames, from rounding, does not add a frame.
    public var frameCount: Int {
        let frames = ((end - start) * framesPerSecond * (1 - 1e-9)).rounded(.up)
        return frames < Double(Int.max / 2) ? Int(frames) + 1 : Int.max / 2
    }

    /// The moment frame `index` shows (from 0): `start + index / framesPerSecond`.
    public func time(ofFrame index: Int) -> Double {
        start + Double(index) / framesPerSecond
    }

    /// Every frame's moment, in order.
    public var times: some RandomAccessCollection<Double> {
        let timeline = self
        return (0..<frameCount).lazy.map { timeline.time(ofFrame: $0) }
    }
}
