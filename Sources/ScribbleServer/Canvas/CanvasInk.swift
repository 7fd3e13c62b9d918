import ScribbleKit

/// The ink of one page's drawing: the finished strokes, and the engine's ``LiveInkRecorder``
/// that turns the page's events into strokes under the input policy (palms included) and keeps
/// each stroke's outline up to date while it is drawn.
///
/// The recorder's ink, policy, options and resolution are fixed when it is made, so a change of
/// any of them makes a new recorder; while a pointer is down the change waits for the strokes
/// under way to end, so that a stroke is drawn with one ink from start to end. Under `auto`, once
/// a pen has been seen, a new recorder is made with `pen`, which is what `auto` has become.
final class CanvasInk {
    /// The finished strokes, with the drawing's canvas and ink options.
    private(set) var drawing: Drawing
    /// The input policy chosen.
    private(set) var policy: InputPolicy
    /// The ink new strokes get.
    private(set) var ink: Ink
    /// Device pixels per canvas unit, which outlines are made for.
    private(set) var resolution: Double
    private var recorder: LiveInkRecorder
    private var penSeen = false
    private var changeWaiting = false

    /// Starts with `drawing`'s strokes finished.
    init(drawing: Drawing, policy: InputPolicy, ink: Ink, resolution: Double) {
        self.drawing = drawing
        self.policy = policy
        self.ink = ink
        self.resolution = resolution
        recorder = Self.recorder(canvas: drawing.canvas, policy: policy, ink: ink, options: drawing.inkOptions ?? .default, resolution: resolution)
    }

    /// The ink options every stroke of the drawing is outlined with.
    var options: InkOptions { drawing.inkOptions ?? .default }

    /// The name of the smoothing preset the options are, or `nil` when they are none of them.
    var smoothing: String? { InkOptions.presets.first { $0.options == options }?.name }

    /// Whether a stroke is being drawn.
    var isDrawing: Bool { !recorder.recorder.activeStrokes.isEmpty }

    /// Handles an event with the predicted samples beside it.
    /// - Returns: What the page must be told, or `nil` when no ink changed.
    func handle(_ event: InputEvent, predicted: [InputEvent]) -> CanvasStrokeUpdate? {
        if event.phase == .down, event.device == .pen, policy.inksWithPen { penSeen = true }
        let strokeInk = recorder.inProgress[event.pointer]?.ink ?? recorder.recorder.ink
        guard let change = recorder.handle(event, predicted: predicted) else {
            applyWaitingChange()
            return nil
        }
        var update = CanvasStrokeUpdate(pointer: change.pointer, state: .drawing, region: change.region, ink: strokeInk, outline: change.outline)
        if let finished = change.finished {
            drawing.strokes.append(finished)
            update.state = .finished
            update.ink = finished.ink
            update.index = drawing.strokes.count - 1
        } else if change.cancelled {
            update.state = .cancelled
        }
        applyWaitingChange()
        return update
    }

    /// Makes the drawing's canvas at least `size`: a drawing grows with the largest window it was
    /// drawn in and never loses a part of it.
    func cover(_ size: Size) {
        drawing.canvas = Size(width: max(drawing.canvas.width, size.width), height: max(drawing.canvas.height, size.height))
    }

    /// Changes the settings given; they apply to strokes begun from now on.
    func change(policy: InputPolicy? = nil, ink: Ink? = nil, resolution: Double? = nil) {
        if let policy { self.policy = policy }
        if let ink { self.ink = ink }
        if let resolution { self.resolution = resolution }
        changeWaiting = true
        applyWaitingChange()
    }

    /// Makes `options` the drawing's ink options (`nil` in the file for the defaults).
    func change(options: InkOptions) {
        drawing.inkOptions = options == .default ? nil : options
        changeWaiting = true
        applyWaitingChange()
    }

    /// Every finished stroke's ink and outline, as `render` makes them at ``resolution``.
    func finishedOutlines() -> [(ink: Ink, outline: InkOutline)] {
        Array(zip(drawing.strokes.map(\.ink), drawing.outlines(options: options, resolution: resolution)))
    }

    private func applyWaitingChange() {
        guard changeWaiting, !isDrawing else { return }
        changeWaiting = false
        let effective: InputPolicy = policy == .auto && penSeen ? .pen : policy
        recorder = Self.recorder(canvas: drawing.canvas, policy: effective, ink: ink, options: options, resolution: resolution)
    }

    private static func recorder(canvas: Size, policy: InputPolicy, ink: Ink, options: InkOptions, resolution: Double) -> LiveInkRecorder {
        LiveInkRecorder(recorder: StrokeRecorder(canvas: canvas, policy: policy, ink: ink), options: options, resolution: resolution)
    }
}
