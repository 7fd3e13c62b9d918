/// Something a ``DrawingSession`` is told to do that is not a contact: an edit of the selection,
/// undo and redo, or snapping a stroke to the shape it was drawn to be.
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

    /// The command's name in a recording: `move`, `scale`, `rotate`, `recolor`, `delete`, `copy`,
    /// `undo`, `redo` or `snap`.
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
        }
    }

    /// Every name a command has in a recording, in the order above.
    public static let names = ["move", "scale", "rotate", "recolor", "delete", "copy", "undo", "redo", "snap"]
}
