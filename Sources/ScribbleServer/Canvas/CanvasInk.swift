import ScribbleJSON
import ScribbleKit

/// The drawing of one page, as the engine's ``DrawingSession`` makes it: every contact draws,
/// erases or lassos with the tool chosen when it went down, under the input policy (palms
/// included); commands edit the selection, undo and redo; and each step says what the page must
/// repaint. The session records itself, tools, commands and settings among the events, so that
/// its recording (events version 2) replays to the drawing it made.
///
/// A change of the drawing's ink options waits while a stroke is being drawn, so that the stroke
/// is finished with the options it began with.
final class CanvasInk {
    /// What one step changed, as the page is told it.
    struct Step {
        /// The strokes being drawn whose ink changed (drawing, finished or cancelled).
        var strokes: [CanvasStrokeUpdate] = []
        /// The changes to the finished strokes other than strokes finished, in order.
        var edits: [CanvasEdit] = []
        /// The selection, when it changed.
        var selection: [Int]?
        /// A lasso's path so far, when it changed; empty when the lasso is gone.
        var lasso: [Point]?
        /// Whether every finished stroke must be drawn again (the ink options changed).
        var redrawsAll = false
    }

    /// How long a pen must be held still at the end of a stroke to snap it to its shape, in seconds.
    static let snapHold = 0.5
    /// How far it may wander meanwhile, in canvas units.
    static let snapRadius = 3.0

    /// The session: the drawing, its history and what it recorded.
    let session: DrawingSession
    /// The ink strokes get when the tool is ink.
    private(set) var ink: Ink
    /// The tool chosen.
    private(set) var tool: CanvasTool = .ink
    /// The input policy chosen.
    var policy: InputPolicy { session.policy }
    /// Device pixels per canvas unit, which outlines are made for.
    var resolution: Double { session.resolution }
    private var waitingOptions: InkOptions??
    /// Whether a pen has touched down in the recording, this session's part or the part it went
    /// on from (which the `auto` policy goes by).
    private(set) var penSeen = false

    /// Starts a session on `drawing`, recording from time `t` on.
    init(drawing: Drawing, policy: InputPolicy, ink: Ink, resolution: Double, at t: Double) {
        self.ink = ink
        session = DrawingSession(continuing: drawing, policy: policy, tool: .ink(ink), resolution: resolution, at: t)
        session.change(.policy(policy), at: t)
    }

    /// Starts a session that goes on with a saved recording: every entry of it is played through
    /// the session first, as ``ScribbleJSON/EventRecording/session(policy:ink:)`` plays it (the
    /// policy ``replayPolicy``, the default pen until a tool is chosen, the recording's canvas and
    /// ink options), so that the drawing is the one the recording replays to and undo and redo
    /// walk its real history. The entries played are not recorded again: the recording already
    /// holds them. A contact the recording left down (its page went without a word) is cancelled,
    /// as the server cancels a contact whose page goes, and the cancel is this session's first
    /// entry, so that the recording goes on to replay to this session's drawing. This session's
    /// own entries begin at `t`.
    /// - Parameters:
    ///   - recording: the recording to go on with.
    ///   - policy: the input policy for this session's contacts.
    ///   - ink: the ink for this session's strokes, or `nil` to carry on with the last stroke's.
    ///   - resolution: device pixels per canvas unit, which outlines are made for.
    ///   - t: the time of this session's first entry, after the recording's last.
    init(replaying recording: EventRecording, policy: InputPolicy, ink: Ink?, resolution: Double, at t: Double) {
        let entries = recording.entries
        session = DrawingSession(
            canvas: recording.canvas, policy: Self.replayPolicy, tool: .ink(.default), options: recording.inkOptions,
            resolution: resolution, at: entries.first?.t ?? 0)
        for entry in entries { session.apply(entry) }
        penSeen = recording.events.contains { $0.device == .pen && $0.phase == .down }
        _ = session.takeEntries()
        replayedCount = session.recordedCount
        for event in Self.contactsLeftDown(in: recording.events, at: entries.last?.t ?? 0) {
            session.handle(event)
        }
        self.ink = ink ?? session.drawing.strokes.last?.ink ?? .default
        session.setTool(.ink(self.ink), at: t)
        session.change(.policy(policy), at: t)
    }

    /// A `cancel` for each contact whose last event is not an `up` or a `cancel`, where it last
    /// was, at `end` (the recording's last entry), in the order of their pointers.
    private static func contactsLeftDown(in events: [InputEvent], at end: Double) -> [InputEvent] {
        var last: [Int: InputEvent] = [:]
        for event in events { last[event.pointer] = event }
        return last.values.filter { $0.phase != .up && $0.phase != .cancel }.sorted { $0.pointer < $1.pointer }.map {
            event in
            var cancel = event
            cancel.phase = .cancel
            cancel.t = max(event.t, end)
            return cancel
        }
    }

    /// The input policy a saved recording is played with before its own settings choose one:
    /// the one `scribble info`, `replay` and `render` read recordings with by default.
    static let replayPolicy = InputPolicy.any

    /// How many entries of the session were played from a saved recording rather than recorded.
    private var replayedCount = 0

    /// How many entries this session recorded, those handed over included, not those it played
    /// from a saved recording.
    var recordedCount: Int { session.recordedCount - replayedCount }

    /// The drawing as it stands.
    var drawing: Drawing { session.drawing }

    /// The ink options every stroke of the drawing is outlined with.
    var options: InkOptions { drawing.inkOptions ?? .default }

    /// The name of the smoothing preset the options are, or `nil` when they are none of them.
    var smoothing: String? { InkOptions.presets.first { $0.options == options }?.name }

    /// Handles an event with the predicted samples beside it. A stroke whose pen was held still
    /// at its end snaps to its shape, unless `snapping` is off (a recording played again, whose
    /// snaps are commands of their own).
    func handle(_ event: InputEvent, predicted: [InputEvent], snapping: Bool = true) -> Step {
        if event.device == .pen && event.phase == .down { penSeen = true }
        let strokeInk = session.inkInProgress[event.pointer]?.ink ?? ink
        let change = session.handle(event, predicted: predicted)
        var step = Step(selection: change.selection, lasso: change.lasso)
        var finishedIndex: Int?
        if let inkChange = change.ink {
            var update = CanvasStrokeUpdate(
                pointer: inkChange.pointer, state: .drawing, region: inkChange.region, ink: strokeInk,
                outline: inkChange.outline)
            if let finished = inkChange.finished {
                update.state = .finished
                update.ink = finished.ink
                // The stroke finished is the one edit that appends it; the page is told by this update.
                finishedIndex =
                    change.edits.last { edit in
                        edit.removed.isEmpty && edit.inserted.count == 1 && edit.inserted[0].stroke == finished
                    }?
                    .inserted[0].index
                update.index = finishedIndex
            } else if inkChange.cancelled {
                update.state = .cancelled
            }
            step.strokes.append(update)
        }
        for edit in change.edits
        where !(finishedIndex != nil && edit.removed.isEmpty && edit.inserted.map(\.index) == [finishedIndex]) {
            step.edits.append(CanvasEdit(edit, options: options, resolution: resolution))
        }
        // A stroke whose pen was held still at its end snaps to its shape, as on a tablet.
        if snapping, let finishedIndex, let finished = change.ink?.finished,
            finished.endsHeldStill(for: Self.snapHold, within: Self.snapRadius),
            let snapped = try? perform(.snapShape(stroke: finishedIndex), at: event.t)
        {
            step.edits += snapped.edits
            step.selection = snapped.selection ?? step.selection
        }
        applyWaitingOptions(at: event.t)
        return step
    }

    /// Carries out a command on the selection or the history.
    func perform(_ command: SessionCommand, at t: Double) throws(DrawingEditError) -> Step {
        let change = try session.perform(command, at: t)
        return Step(
            edits: change.edits.map { CanvasEdit($0, options: options, resolution: resolution) },
            selection: change.selection)
    }

    /// Carries out one entry of a recording, as a replay plays it: an event, a choice of tool, a
    /// command (one that cannot be carried out changes nothing, as when it was recorded) or a setting.
    func apply(_ entry: SessionEntry) -> Step {
        switch entry {
        case .event(let event):
            return handle(event, predicted: [], snapping: false)
        case .tool(let tool, let t):
            session.setTool(tool, at: t)
            return Step()
        case .command(let command, let t):
            return (try? perform(command, at: t)) ?? Step()
        case .setting(let setting, let t):
            let change = session.change(setting, at: t)
            // Other ink options redraw every stroke: the page is sent the whole drawing again.
            return change.region == nil ? Step() : Step(redrawsAll: true)
        }
    }

    /// Makes the drawing's canvas at least `size`: a drawing grows with the largest window it was
    /// drawn in and never loses a part of it.
    func cover(_ size: Size) {
        let canvas = session.canvas
        session.canvas = Size(width: max(canvas.width, size.width), height: max(canvas.height, size.height))
    }

    /// Chooses the ink of strokes begun from now on, and the ink tool.
    func change(ink: Ink, at t: Double) {
        self.ink = ink
        choose(.ink, at: t)
    }

    /// Chooses the tool of contacts begun from now on.
    func choose(_ tool: CanvasTool, at t: Double) {
        self.tool = tool
        let chosen: SessionTool =
            switch tool {
            case .ink: .ink(ink)
            case .eraser(let eraser): .eraser(eraser)
            case .lasso: .lasso()
            }
        if chosen != session.tool { session.setTool(chosen, at: t) }
    }

    /// Chooses the input policy of contacts begun from now on.
    func change(policy: InputPolicy, at t: Double) {
        guard policy != session.policy else { return }
        session.change(.policy(policy), at: t)
    }

    /// Makes strokes begun from now on outlined for `resolution` device pixels per canvas unit.
    func change(resolution: Double) {
        session.resolution = resolution
    }

    /// Makes `options` the drawing's ink options (`nil` in the file for the defaults), once no
    /// stroke is being drawn.
    func change(options: InkOptions, at t: Double) {
        waitingOptions = .some(options == .default ? nil : options)
        applyWaitingOptions(at: t)
    }

    /// Whether a change of ink options waits for a stroke to end.
    var optionsWaiting: Bool { waitingOptions != nil }

    /// Every finished stroke's ink and outline, as `render` makes them at ``resolution``.
    func finishedOutlines() -> [(ink: Ink, outline: InkOutline)] {
        Array(zip(drawing.strokes.map(\.ink), drawing.outlines(options: options, resolution: resolution)))
    }

    /// Ends every contact still down, as ``DrawingSession/finish()`` does.
    func finish() {
        session.finish()
    }

    private func applyWaitingOptions(at t: Double) {
        guard let options = waitingOptions, session.inkInProgress.isEmpty else { return }
        waitingOptions = nil
        session.change(.inkOptions(options), at: t)
    }
}
