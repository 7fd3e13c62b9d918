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
/// A drawing replays too (``init(drawing:)``): its strokes come back as they are, each drawn as
/// its samples' timestamps say.
public struct Replay: Sendable {
    /// What changed when the replay moved on to a new moment.
    public struct Step: Sendable {
        /// Strokes finished since the previous step, in the order they were finished.
        public var newlyFinished: [Stroke]
        /// Strokes still being drawn at this moment, each with the samples it has so far.
        public var inProgress: [Stroke]
        /// Every finished stroke, in the drawing's order, when the finished strokes changed other
        /// than by new ones being added (erased, moved, undone, as a session's replay changes
        /// them); then ``newlyFinished`` is empty and whoever paints the finished strokes paints
        /// these instead. `nil` when strokes were only added.
        public var finished: [Stroke]? = nil
    }

    /// The events, sorted by time (ties keep their recorded order).
    public let events: [InputEvent]
    /// The recorder the events go through.
    public private(set) var recorder: StrokeRecorder
    /// The moment the replay has reached, in the recording's seconds.
    public private(set) var time: Double
    private var nextEvent = 0
    private var finishedReported = 0
    /// Whether this replays a drawing (see ``init(drawing:)``) rather than a recording.
    private var replaysDrawing = false
    /// For a drawing's replay, its strokes by the pointer that draws each.
    private var sources: [Int: Stroke] = [:]
    /// For a drawing's replay, the pointers of the recorder's finished strokes and active
    /// strokes, index for index.
    private var finishedPointers: [Int] = []
    private var activePointers: [Int] = []
    /// For a drawing's replay, the drawing's ink options, which the finished drawing keeps.
    private var inkOptions: InkOptions?

    /// Prepares a replay of `events` drawn on `canvas` under `policy`, starting before the first event.
    public init(events: [InputEvent], canvas: Size, policy: InputPolicy = .any, ink: Ink = .default) {
        self.events = events.enumerated().sorted { ($0.element.t, $0.offset) < ($1.element.t, $1.offset) }.map(
            \.element)
        recorder = StrokeRecorder(canvas: canvas, policy: policy, ink: ink)
        time = -.infinity
    }

    /// Prepares a replay of a drawing: each stroke drawn by a pointer of its own as its samples'
    /// timestamps say, with nothing turned away (the strokes were chosen when they were recorded).
    ///
    /// The steps hand back the drawing's own strokes (ink, device, transform and all), a stroke in
    /// progress as the samples it has so far, and ``finish()`` gives back the drawing exactly, its
    /// ink options included; a stroke in progress that has a path has it cut as far as its samples
    /// go (``Stroke/prefix(_:)``). A stroke counts as finished once its last sample and every stroke
    /// before it in the drawing are, so finished strokes come in the drawing's order and a cache of
    /// them paints as the drawing does; until then it stays in progress, whole. Strokes in progress
    /// come in the drawing's order too. Time within a stroke only goes forward (a sample stamped
    /// before the one before it comes with it). Strokes without samples have no moment to appear
    /// and are left out.
    public init(drawing: Drawing) {
        self.init(events: Self.events(drawing: drawing), canvas: drawing.canvas)
        recorder.rejectsPalms = false
        replaysDrawing = true
        for (index, stroke) in drawing.strokes.enumerated() where !stroke.points.isEmpty {
            sources[index + 1] = stroke
        }
        inkOptions = drawing.inkOptions
    }

    /// The events that draw a drawing's strokes in time, stroke by stroke in the order the drawing
    /// has them: a pointer per stroke (its place in the drawing, from 1), a `down` at its first
    /// sample, a `move` at each after, and an `up` when it counts as finished. They are in the
    /// strokes' own coordinates; their places matter only to the recorder's bookkeeping.
    private static func events(drawing: Drawing) -> [InputEvent] {
        var events: [(event: InputEvent, stroke: Int, sample: Int)] = []
        events.reserveCapacity(drawing.pointCount + drawing.strokes.count)
        var finished = -Double.infinity
        for (strokeIndex, stroke) in drawing.strokes.enumerated() where !stroke.points.isEmpty {
            var time = -Double.infinity
            for (sampleIndex, sample) in stroke.points.enumerated() {
                if sample.t.isFinite { time = max(time, sample.t) }
                let event = InputEvent(
                    pointer: strokeIndex + 1, device: stroke.device, phase: sampleIndex == 0 ? .down : .move,
                    location: sample.location, t: time.isFinite ? time : 0, pressure: sample.pressure,
                    altitude: sample.altitude, azimuth: sample.azimuth)
                events.append((event, strokeIndex, sampleIndex))
            }
            guard var lift = events.last?.event else { continue }
            finished = max(finished, lift.t)
            lift.phase = .up
            lift.t = finished
            events.append((lift, strokeIndex, stroke.points.count))
        }
        events.sort { ($0.event.t, $0.stroke, $0.sample) < ($1.event.t, $1.stroke, $1.sample) }
        return events.map(\.event)
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
            if replaysDrawing { follow(events[nextEvent]) }
            nextEvent += 1
        }
        let finished = recorder.strokes.indices[finishedReported...].map(finishedStroke)
        finishedReported = recorder.strokes.count
        let active = recorder.activeStrokes
        guard replaysDrawing, activePointers.count == active.count else {
            return Step(newlyFinished: finished, inProgress: active)
        }
        // A drawing's strokes in progress are painted in the drawing's order, as they will be once finished.
        let order = active.indices.sorted { activePointers[$0] < activePointers[$1] }
        return Step(newlyFinished: finished, inProgress: order.map { activeStroke($0, recorded: active[$0]) })
    }

    /// Plays what is left and ends the recording (strokes never lifted are kept, as the recorder
    /// does), returning the whole drawing.
    public mutating func finish() -> Drawing {
        _ = advance(to: .infinity)
        var drawing = recorder.finishRecording()
        guard replaysDrawing else { return drawing }
        drawing.strokes = drawing.strokes.indices.map(finishedStroke)
        drawing.inkOptions = inkOptions
        return drawing
    }

    /// Keeps track of which pointer drew which of the recorder's strokes, for a drawing's replay.
    /// Its events are well formed (a down, moves and an up for each pointer, one stroke a pointer)
    /// and nothing is turned away, so the recorder starts a stroke at every down and finishes it at
    /// its up.
    private mutating func follow(_ event: InputEvent) {
        switch event.phase {
        case .down:
            activePointers.append(event.pointer)
        case .up, .cancel:
            guard let position = activePointers.firstIndex(of: event.pointer) else { return }
            activePointers.remove(at: position)
            if event.phase == .up { finishedPointers.append(event.pointer) }
        case .move:
            break
        }
    }

    /// The recorder's finished stroke at `index`, or the drawing's stroke it stands for.
    private func finishedStroke(_ index: Int) -> Stroke {
        guard index < finishedPointers.count, let source = sources[finishedPointers[index]] else {
            return recorder.strokes[index]
        }
        return source
    }

    /// The recorder's active stroke at `index`, or the part of the drawing's stroke it stands for:
    /// as many of its samples as the recorder has taken, and its path as far as they go.
    private func activeStroke(_ index: Int, recorded: Stroke) -> Stroke {
        guard index < activePointers.count, let source = sources[activePointers[index]] else { return recorded }
        return source.prefix(recorded.points.count)
    }
}
