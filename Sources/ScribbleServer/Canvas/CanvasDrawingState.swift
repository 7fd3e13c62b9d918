import ScribbleKit

/// The whole drawing as the page is sent it when it connects and when every stroke must be drawn
/// again (another smoothing preset): the canvas, the settings in effect, and each finished
/// stroke's ink and outline.
public struct CanvasDrawingState: Equatable, Sendable {
    /// The drawing's id in the store (see ``DrawingID``).
    public var id: String
    /// The drawing's canvas, in canvas units.
    public var canvas: Size
    /// The input policy in effect.
    public var policy: InputPolicy
    /// The smoothing preset's name, or `nil` when the drawing's ink options are none of the presets.
    public var smoothing: String?
    /// The ink new strokes get.
    public var ink: Ink
    /// The finished strokes, in drawing order: their ink and outline in canvas units.
    public var strokes: [(ink: Ink, outline: InkOutline)]
    /// Whether a pen has touched down in the drawing's recording, so that under the `auto` policy
    /// only the pen draws now (the page shows its pen mode from the start).
    public var penSeen: Bool

    /// Creates a state.
    public init(
        id: String, canvas: Size, policy: InputPolicy, smoothing: String?, ink: Ink,
        strokes: [(ink: Ink, outline: InkOutline)],
        penSeen: Bool = false
    ) {
        self.id = id
        self.canvas = canvas
        self.policy = policy
        self.smoothing = smoothing
        self.ink = ink
        self.strokes = strokes
        self.penSeen = penSeen
    }

    /// Whether two states are the same: the same settings and, stroke by stroke, the same ink
    /// and outline (a tuple is not `Equatable`, so this is written out).
    public static func == (a: CanvasDrawingState, b: CanvasDrawingState) -> Bool {
        a.id == b.id && a.canvas == b.canvas && a.policy == b.policy && a.smoothing == b.smoothing && a.ink == b.ink
            && a.penSeen == b.penSeen
            && a.strokes.count == b.strokes.count
            && zip(a.strokes, b.strokes).allSatisfy { $0.ink == $1.ink && $0.outline == $1.outline }
    }
}
