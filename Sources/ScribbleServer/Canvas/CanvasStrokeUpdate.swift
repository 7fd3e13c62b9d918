import ScribbleKit

/// What the page is told of one stroke's ink after an event: the stroke's whole outline now,
/// the part of the canvas that changed, and where the stroke is in its life.
public struct CanvasStrokeUpdate: Equatable, Sendable {
    /// Where the stroke is in its life.
    public enum State: String, Sendable {
        /// Still being drawn: the outline is provisional (it may end in a predicted tail).
        case drawing
        /// Finished and added to the drawing: the outline is the one `render` makes of it.
        case finished
        /// Cancelled: its ink is gone.
        case cancelled
    }

    /// The pointer drawing the stroke.
    public var pointer: Int
    /// Where the stroke is in its life.
    public var state: State
    /// The box, in canvas units, around what was drawn there before and what is drawn now;
    /// `nil` when nothing visible changed.
    public var region: Rect?
    /// The stroke's ink.
    public var ink: Ink
    /// The stroke's outline now, in canvas units; empty when cancelled.
    public var outline: InkOutline
    /// The stroke's place in the drawing's list, once finished.
    public var index: Int?
    /// The `seq` of the page's message that caused the update, when it had one.
    public var seq: Int?

    /// Creates an update.
    public init(pointer: Int, state: State, region: Rect?, ink: Ink, outline: InkOutline, index: Int? = nil) {
        self.pointer = pointer
        self.state = state
        self.region = region
        self.ink = ink
        self.outline = outline
        self.index = index
    }

    /// This update followed by `later`, for the same pointer: `later`'s outline and state, the
    /// regions of both.
    func merged(with later: CanvasStrokeUpdate) -> CanvasStrokeUpdate {
        var merged = later
        if let region, let next = later.region {
            merged.region = region.union(next)
        } else {
            merged.region = region ?? later.region
        }
        return merged
    }
}
