/// Something a ``DrawingSession`` is told to do that is not a contact: an edit of the selection,
/// undo and redo, snapping a stroke to the shape it was drawn to be, or placing a finished stroke.
public enum SessionCommand: Hashable, Sendable {
    /// Changes the selected strokes (move, scale, rotate, recolour, delete, copy); nothing when
    /// none is selected.
    case edit(SelectionEdit)
    /// Undoes the latest step: a stroke, an eraser's contact, an edit.
    case undo
    /// Redoes the step undone last.
    case redo
    /// Replaces the stroke at this index by its clean shape, when ``ShapeRecognizer`` finds it
    /// one (a line, polyline, triangle, rectangle, ellipse or arrow); nothing otherwise. A canvas
    /// gives it for a stroke whose pen was held still at its end (``Stroke/endsHeldStill(for:within:)``).
    case snapShape(stroke: Int)
    /// Adds a finished stroke as it is, after the others: what pointer events cannot draw (a
    /// stroke of exact curves, one turned or scaled by its transform, a piece an eraser left).
    /// A recording made from a drawing (``ScribbleKit/Drawing``) places such strokes, so that
    /// it replays to the same drawing.
    case place(Stroke)

    /// The command's name in a recording: `move`, `scale`, `rotate`, `recolor`, `delete`, `copy`,
    /// `undo`, `redo`, `snap` or `place`.
    public var name: String {
        switch self {
        case .edit(.move): "move"
        case .edit(.scale): "scale"
        case .edit(.rotate): "rotate"
        case .edit(.recolor): "recolor"
        case .edit(.delete): "delete"
        case .edit(.copy): "copy"
        case .undo: "undo"
        case .redo: "redo"
        case .snapShape: "snap"
        case .place: "place"
        }
    }

    /// Every name a command has in a recording, in the order above.
    public static let names = ["move", "scale", "rotate", "recolor", "delete", "copy", "undo", "redo", "snap", "place"]
}
