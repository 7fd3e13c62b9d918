import Scribble

/// One step of `scribble edit`, as the command line gives them, in order: a selection, a change
/// to the strokes selected, or an eraser's pass.
enum EditStep {
    /// Selects the strokes more than the coverage of whose centre line lies inside the region,
    /// replacing the selection before.
    /// - Parameters:
    ///   - region: The rectangle or lasso.
    ///   - label: What messages call it: `--select-rect 0,0,100,100`.
    case select(Lasso, label: String)
    /// Moves, scales, rotates, recolours, deletes or copies the selected strokes.
    case change(SelectionEdit)
    /// Moves the eraser along a path.
    /// - Parameter polylines: The path, a polyline for each subpath.
    case erase([[Point]])
}
