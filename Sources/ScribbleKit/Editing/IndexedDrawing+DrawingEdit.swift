extension IndexedDrawing {
    /// Applies an edit, updating the index for the strokes it changes only (see ``DrawingEdit``
    /// for how it is carried out), after checking that it fits: every stroke it takes out is at
    /// its place, bit for bit, and every place it puts one will exist.
    /// - Parameter edit: an edit made for this state of the drawing.
    /// - Throws: ``DrawingEditError`` when the edit does not fit; the drawing is then unchanged.
    public mutating func apply(_ edit: DrawingEdit) throws(DrawingEditError) {
        try edit.check(against: strokes)
        applyChecked(edit)
    }

    /// Applies an edit known to fit: one that ``DrawingEdit/check(against:)`` passed on this state
    /// of the drawing, or the inverse of the edit last applied.
    mutating func applyChecked(_ edit: DrawingEdit) {
        guard !edit.isEmpty else { return }
        let pairs = DrawingEdit.replacements(edit.removed, edit.inserted)
        var paired = [Bool](repeating: false, count: edit.removed.count)
        var pairedInto = [Bool](repeating: false, count: edit.inserted.count)
        // Replacements first, at their places before the edit, which the other changes then keep.
        for pair in pairs {
            replace(at: edit.removed[pair.removed].index, with: edit.inserted[pair.inserted].stroke)
            paired[pair.removed] = true
            pairedInto[pair.inserted] = true
        }
        if pairs.count < edit.removed.count {
            remove(at: edit.removed.indices.lazy.filter { !paired[$0] }.map { edit.removed[$0].index })
        }
        if pairs.count < edit.inserted.count {
            let alone = edit.inserted.indices.filter { !pairedInto[$0] }
            insert(alone.map { edit.inserted[$0].stroke }, at: alone.map { edit.inserted[$0].index })
        }
    }
}
