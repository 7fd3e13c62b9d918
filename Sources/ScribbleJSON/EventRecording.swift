import ScribbleKit

/// A recording of input events on a canvas, as a `*.events.json` file holds it: what a tablet, a
/// browser or a data set reported, before any input policy chose what inks.
///
/// Replaying it through a ``StrokeRecorder`` gives the strokes back:
///
/// ```swift
/// let recording = try EventRecording(decoding: bytes, file: "hello.events.json")
/// let recorder = recording.recorded(policy: .pen)
/// let drawing = recorder.drawing   // recorder.rejections tells what the policy turned away
/// ```
public struct EventRecording: Hashable, Sendable {
    /// The size of the canvas the events were recorded on.
    public var canvas: Size
    /// The events, in the order they were reported.
    public var events: [InputEvent]

    /// Creates a recording.
    public init(canvas: Size, events: [InputEvent] = []) {
        self.canvas = canvas
        self.events = events
    }

    /// Replays every event through a stroke recorder and ends the recording.
    /// - Parameters:
    ///   - policy: Which devices may ink.
    ///   - ink: The ink the strokes are given.
    /// - Returns: The recorder, whose `strokes`, `rejections` and `anomalies` tell what happened.
    public func recorded(policy: InputPolicy, ink: Ink = .default) -> StrokeRecorder {
        var recorder = StrokeRecorder(canvas: canvas, policy: policy, ink: ink)
        for event in events { recorder.handle(event) }
        _ = recorder.finishRecording()
        return recorder
    }
}
