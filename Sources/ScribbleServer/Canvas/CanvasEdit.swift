import ScribbleKit

/// What the page is told of one change to the drawing's finished strokes (an eraser's pass, an
/// edit of the selection, an undo or redo): which strokes to take out and which to put in, with
/// their ink, and the part of the canvas to repaint. The page takes out `removed` (indices in the
/// list before the change), then puts each of `inserted` at its index (in the list after it).
public struct CanvasEdit: Equatable, Sendable {
    /// A stroke put in: its place after the change, its ink and its outline in canvas units.
    public struct Insertion: Equatable, Sendable {
        /// The stroke's index in the drawing after the change.
        public var index: Int
        /// The stroke's ink.
        public var ink: Ink
        /// The stroke's outline, as `render` makes it at the page's scale.
        public var outline: InkOutline
    }

    /// The box around the ink taken out and put in, in canvas units; `nil` when nothing visible changed.
    public var region: Rect?
    /// The indices, in the drawing before the change, of the strokes taken out, ascending.
    public var removed: [Int]
    /// The strokes put in, by index in the drawing after the change, ascending.
    public var inserted: [Insertion]

    /// The page's view of `edit`, the strokes put in outlined with `options` at `resolution`.
    public init(_ edit: DrawingEdit, options: InkOptions, resolution: Double) {
        region = edit.bounds
        removed = edit.removed.map(\.index)
        inserted = edit.inserted.map { placement in
            Insertion(
                index: placement.index, ink: placement.stroke.ink,
                outline: placement.stroke.outline(options: options, resolution: resolution))
        }
    }
}
