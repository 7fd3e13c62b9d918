extension Drawing {
    /// The drawing with an edit applied, for a drawing kept without an index (see
    /// ``IndexedDrawing/apply(_:)`` for one kept with it).
    /// - Parameter edit: an edit made for this drawing.
    /// - Returns: the drawing afterwards; its canvas and ink options are this one's.
    /// - Throws: ``DrawingEditError`` when the edit does not fit: a stroke it takes out is not at
    ///   its place, bit for bit, or a place it puts one in will not exist.
    public func applying(_ edit: DrawingEdit) throws(DrawingEditError) -> Drawing {
        var drawing = self
        try drawing.apply(edit)
        return drawing
    }

    /// Applies an edit in place (see ``applying(_:)``).
    /// - Parameter edit: an edit made for this drawing.
    /// - Throws: ``DrawingEditError`` when the edit does not fit; the drawing is then unchanged.
    public mutating func apply(_ edit: DrawingEdit) throws(DrawingEditError) {
        try edit.check(against: strokes)
        guard !edit.isEmpty else { return }
        // One merge: each place afterwards holds the next stroke put in there, or else the next
        // stroke of before that is not taken out.
        var result: [Stroke] = []
        let count = edit.count(after: strokes.count)
        result.reserveCapacity(count)
        var out = 0
        var into = 0
        var old = 0
        for place in 0..<count {
            if into < edit.inserted.count, edit.inserted[into].index == place {
                result.append(edit.inserted[into].stroke)
                into += 1
                continue
            }
            while out < edit.removed.count, edit.removed[out].index == old {
                out += 1
                old += 1
            }
            result.append(strokes[old])
            old += 1
        }
        strokes = result
    }
}
