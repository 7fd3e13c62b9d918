/// A session's recording played again in time: at each moment, the drawing as the session had it
/// then, erasing, selection edits, undo and redo included, and the strokes being drawn.
///
/// ```swift
/// let replay = SessionReplay(entries: recording.entries, canvas: recording.canvas)
/// for moment in FrameTimeline(start: replay.startTime, end: replay.endTime, framesPerSecond: 30).times {
///     try frames.draw(replay.advance(to: moment))
/// }
/// ```
public final class SessionReplay {
    /// The session the entries are played through.
    public let session: DrawingSession
    private let entries: [SessionEntry]
    private var next = 0
    /// The finished strokes the last step handed out.
    private var shown: [Stroke] = []

    /// Prepares the replay of a session's entries.
    /// - Parameters:
    ///   - entries: what the session recorded, in the order it happened.
    ///   - canvas: the canvas's size.
    ///   - policy: which devices' contacts count.
    ///   - tool: the tool before the entries choose one.
    ///   - options: the ink options of the session recorded.
    public init(
        entries: [SessionEntry], canvas: Size, policy: InputPolicy = .any, tool: SessionTool = .ink(.default),
        options: InkOptions? = nil
    ) {
        self.entries = entries
        session = DrawingSession(canvas: canvas, policy: policy, tool: tool, options: options, records: false)
    }

    /// When the first entry happens (0 for none).
    public var startTime: Double { entries.first?.t ?? 0 }
    /// When the last entry happens (0 for none).
    public var endTime: Double { entries.last?.t ?? 0 }

    /// Plays every entry up to and including `time` and says what changed: the strokes finished
    /// since the last step when strokes were only added, or every finished stroke when some were
    /// erased, edited or undone; and the strokes being drawn.
    public func advance(to time: Double) -> Replay.Step {
        while next < entries.count, entries[next].t <= time {
            session.apply(entries[next])
            next += 1
        }
        return step()
    }

    /// Plays what is left and ends the session, returning the drawing it ended with.
    public func finish() -> Drawing {
        _ = advance(to: .infinity)
        session.finish()
        return session.drawing
    }

    /// The last step: what a frame of the finished drawing needs.
    public func finishedStep() -> Replay.Step {
        _ = finish()
        return step()
    }

    private func step() -> Replay.Step {
        let strokes = session.drawing.strokes
        defer { shown = strokes }
        let onlyAdded = strokes.count >= shown.count && zip(shown, strokes).allSatisfy { $0 == $1 }
        guard onlyAdded else {
            return Replay.Step(newlyFinished: [], inProgress: session.strokesInProgress, finished: strokes)
        }
        return Replay.Step(newlyFinished: Array(strokes[shown.count...]), inProgress: session.strokesInProgress)
    }
}
