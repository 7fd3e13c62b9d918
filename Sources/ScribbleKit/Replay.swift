/// Plays a recording back through a `StrokeRecorder`, a stretch of time at a time, so that the
/// drawing can be watched as it was made: at each moment, the strokes finished so far and the
/// strokes still being drawn, each up to that moment.
///
/// ```swift
/// var replay = Replay(events: recording.events, canvas: recording.canvas, policy: .pen)
/// for frame in 0..<frames {
///     let step = replay.advance(to: Double(frame) / 30)
///     cache.draw(step.newlyFinished)        // never drawn again
///     show(cache, plus: step.inProgress)
/// }
/// let drawing = replay.finish()
/// ```
///
/// Replaying to the end gives exactly the drawing that recording the events in one go gives.
public struct Replay: Sendable {
    /// What changed when the replay moved on to a new moment.
    public struct Step: Sendable {
        /// Strokes finished since the previous step, in the order they were finished.
        public var newlyFinished: [Stroke]
        /// Strokes still being drawn at this moment, each with the samples it has so far.
        public var inProgress: [Stroke]
    }

    /// The events, sorted by time (ties keep their recorded order).
    public let events: [InputEvent]
    /// The recorder the events go through.
    public private(set) var recorder: StrokeRecorder
    /// The moment the replay has reached, in the recording's seconds.
    public private(set) var time: Double
    private var nextEvent = 0
    private var finishedReported = 0

    /// Prepares a replay of `events` drawn on `canvas` under `policy`, starting before the first event.
    public init(events: [InputEvent], canvas: Size, policy: InputPolicy = .any, ink: Ink = .default) {
        self.events = events.enumerated().sorted { ($0.element.t, $0.offset) < ($1.element.t, $1.offset) }.map(\.element)
        recorder = StrokeRecorder(canvas: canvas, policy: policy, ink: ink)
        time = -.infinity
    }

    /// When the first event happens (0 for an empty recording).
    public var startTime: Double { events.first?.t ?? 0 }
    /// When the last event happens (0 for an empty recording).
    public var endTime: Double { events.last?.t ?? 0 }
    /// Whether every event has been played.
    public var isAtEnd: Bool { nextEvent == events.count }
    /// When the next event to play happens, or `nil` when every event has been played.
    public var nextEventTime: Double? { nextEvent < events.count ? events[nextEvent].t : nil }

    /// Plays every event up to and including `time` and says what changed.
    public mutating func advance(to time: Double) -> Step {
        self.time = max(self.time, time)
        while nextEvent < events.count, events[nextEvent].t <= time {
            recorder.handle(events[nextEvent])
            nextEvent += 1
        }
        let finished = Array(recorder.strokes[finishedReported...])
        finishedReported = recorder.strokes.count
        return Step(newlyFinished: finished, inProgress: recorder.activeStrokes)
    }

    /// Plays what is left and ends the recording (strokes never lifted are kept, as the recorder
    /// does), returning the whole drawing.
    public mutating func finish() -> Drawing {
        _ = advance(to: .infinity)
        return recorder.finishRecording()
    }
}
