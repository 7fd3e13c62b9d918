/// A ``StrokeRecorder`` that also keeps the ink of every stroke being drawn up to date, as a
/// canvas needs it: each event that extends a stroke brings its outline up to date through an
/// ``InProgressStroke`` and says which part of the canvas changed.
///
/// The recorder decides, as always, which contacts ink (the input policy, palms); the strokes it
/// finishes are the same as without the live ink, and the outline of each, as it is finished, is
/// the one ``Stroke/outline(options:resolution:)`` makes of it.
///
/// ```swift
/// let live = LiveInkRecorder(recorder: StrokeRecorder(canvas: size, policy: .auto), resolution: 2)
/// for event in incoming {
///     if let change = live.handle(event) { canvas.redraw(change.region, filling: change.outline) }
/// }
/// ```
public final class LiveInkRecorder {
    /// What changed when an event was handled.
    public struct Change: Sendable {
        /// The pointer whose stroke changed.
        public var pointer: Int
        /// The box on the canvas around everything that changed (what was drawn there and what
        /// is drawn now); `nil` when nothing visible did.
        public var region: Rect?
        /// The stroke's ink now: its outline so far, or its final one when it was finished; empty
        /// when it was cancelled.
        public var outline: InkOutline
        /// The finished stroke, when the event finished it.
        public var finished: Stroke?
        /// Whether the event cancelled the stroke (its ink is gone).
        public var cancelled: Bool
    }

    /// The recorder the events go through.
    public private(set) var recorder: StrokeRecorder
    /// How the ink is steadied, fitted and shaped, for strokes that begin from now on; a stroke
    /// already begun keeps the options it began with.
    public var options: InkOptions
    /// Output pixels per canvas unit of the screen, for strokes that begin from now on.
    public var resolution: Double
    /// Makes predictions for strokes whose events come without any; `nil` draws none.
    public let predictor: InkPredictor?
    private var live: [Int: InProgressStroke] = [:]

    /// - Parameters:
    ///   - recorder: the recorder to feed, with its canvas, policy and ink.
    ///   - options: how the ink is made.
    ///   - resolution: output pixels per canvas unit of the screen.
    ///   - predictor: a predictor for each stroke's provisional tail, or `nil` for none.
    public init(
        recorder: StrokeRecorder, options: InkOptions = .default, resolution: Double = 1, predictor: InkPredictor? = nil
    ) {
        self.recorder = recorder
        self.options = options
        self.resolution = resolution
        self.predictor = predictor
    }

    /// The ink given to strokes that begin from now on (the recorder's ``StrokeRecorder/ink``);
    /// a stroke already begun keeps the ink it began with.
    public var ink: Ink {
        get { recorder.ink }
        set { recorder.ink = newValue }
    }

    /// Which devices may draw contacts that begin from now on (the recorder's
    /// ``StrokeRecorder/policy``); under `auto`, a pen seen before still counts.
    public var policy: InputPolicy {
        get { recorder.policy }
        set { recorder.policy = newValue }
    }

    /// The canvas the events are drawn on (the recorder's ``StrokeRecorder/canvas``).
    public var canvas: Size {
        get { recorder.canvas }
        set { recorder.canvas = newValue }
    }

    /// The strokes being drawn, by pointer.
    public var inProgress: [Int: InProgressStroke] { live }

    /// Handles the next event, with the predicted samples a device reported beside it (Pointer
    /// Events' predicted events), which replace the stroke's previous prediction.
    /// - Parameters:
    ///   - event: the event.
    ///   - predicted: the device's predicted samples beyond it.
    ///   - outlining: whether the contact is ink to outline as it grows; a contact handled without
    ///     (an eraser's or a lasso's path, say) is recorded as a stroke all the same, and its
    ///     finishing is reported with an empty outline, but nothing is outlined.
    /// - Returns: what changed, or `nil` when the event changed no ink (turned away, out of place,
    ///   a repeat, or a contact not outlined that did not finish).
    public func handle(_ event: InputEvent, predicted: [InputEvent] = [], outlining: Bool = true) -> Change? {
        let pointer = event.pointer
        let finishedBefore = recorder.strokes.count
        recorder.handle(event)
        if recorder.strokes.count > finishedBefore, let finished = recorder.strokes.last {
            // An up finished the stroke (or a down replaced it): the recorder's stroke has every sample.
            let change: Change
            if let stroke = live.removeValue(forKey: pointer) {
                stroke.enqueueInputs(finished.points.dropFirst(stroke.points.count))
                let updated = stroke.updateShape()
                stroke.finish()
                let region = Self.union(updated, stroke.lastFinishRegion)
                change = Change(
                    pointer: pointer, region: region, outline: stroke.outline, finished: finished, cancelled: false)
            } else {
                change = Change(pointer: pointer, region: nil, outline: .empty, finished: finished, cancelled: false)
            }
            if event.phase == .down, outlining { start(pointer) }
            return change
        }
        guard let active = recorder.activeStroke(pointer: pointer) else {
            // Cancelled, or never inked.
            guard let stroke = live.removeValue(forKey: pointer) else { return nil }
            return Change(
                pointer: pointer, region: stroke.outline.bounds, outline: .empty, finished: nil, cancelled: true)
        }
        guard let stroke = live[pointer] ?? (outlining ? start(pointer) : nil) else { return nil }
        let samples = predicted.filter { $0.pointer == pointer }.map(\.strokePoint)
        stroke.enqueueInputs(active.points.dropFirst(stroke.points.count), predicted: samples)
        guard let region = stroke.updateShape() else { return nil }
        return Change(pointer: pointer, region: region, outline: stroke.outline, finished: nil, cancelled: false)
    }

    /// Ends the recording (see ``StrokeRecorder/finishRecording()``).
    public func finishRecording() -> Drawing {
        live.removeAll()
        return recorder.finishRecording()
    }

    @discardableResult
    private func start(_ pointer: Int) -> InProgressStroke {
        let device = recorder.activeStroke(pointer: pointer)?.device ?? .pen
        let stroke = InProgressStroke(
            ink: recorder.ink, device: device, options: options, resolution: resolution, predictor: predictor)
        live[pointer] = stroke
        return stroke
    }

    private static func union(_ a: Rect?, _ b: Rect?) -> Rect? {
        guard let a else { return b }
        guard let b else { return a }
        return a.union(b)
    }
}
