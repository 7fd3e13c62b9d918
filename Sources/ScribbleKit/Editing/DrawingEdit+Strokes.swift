/// The edits that add, delete and replace strokes given by the caller: drawing a stroke, deleting
/// a selection, and erasing, which puts the pieces an eraser leaves in the place of each stroke it
/// cut.
extension DrawingEdit {
    /// The edit that adds strokes after a drawing's last, in order.
    /// - Parameters:
    ///   - strokes: the new strokes.
    ///   - drawing: the drawing they are added to.
    /// - Throws: ``DrawingEditError/Kind/unusableNumber`` when a stroke holds a number that is not
    ///   finite (which no reader lets in and no renderer can use).
    public init(appending strokes: [Stroke], to drawing: Drawing) throws(DrawingEditError) {
        let first = drawing.strokes.count
        let inserted = strokes.enumerated().map { Placement(index: first + $0, stroke: $1) }
        self.init(unchecked: [], inserted)
        try checkInsertedStrokesAreFinite()
    }

    /// The edit that deletes the selected strokes.
    /// - Parameters:
    ///   - selection: stroke indices, in any order; repeats and indices out of range are ignored,
    ///     as everywhere a selection is taken.
    ///   - drawing: the drawing they are deleted from.
    public init(deleting selection: some Sequence<Int>, in drawing: Drawing) {
        let strokes = drawing.strokes
        self.init(unchecked: drawing.validSelection(selection).map { Placement(index: $0, stroke: strokes[$0]) }, [])
    }

    /// The edit that puts pieces in the place of strokes, as erasing does: each stroke named is
    /// taken out and its pieces, in order, take its place (none for a stroke erased whole); the
    /// other strokes keep their order. A stroke replaced by itself alone is left as it is.
    /// - Parameters:
    ///   - pieces: for each stroke index to replace, the strokes to put in its place.
    ///   - drawing: the drawing the strokes are in.
    /// - Throws: ``DrawingEditError/Kind/indexOutOfRange`` for an index the drawing does not have,
    ///   ``DrawingEditError/Kind/unusableNumber`` for a piece holding a number that is not finite.
    public init(replacing pieces: [Int: [Stroke]], in drawing: Drawing) throws(DrawingEditError) {
        let strokes = drawing.strokes
        var removed: [Placement] = []
        var inserted: [Placement] = []
        removed.reserveCapacity(pieces.count)
        // How far the strokes after those replaced so far have moved: the pieces less the stroke each replaced.
        var shift = 0
        for index in pieces.keys.sorted() {
            guard strokes.indices.contains(index) else {
                throw DrawingEditError(
                    .indexOutOfRange,
                    problem: "there is no stroke \(index) to replace; the drawing has \(strokes.count) strokes")
            }
            let replacement = pieces[index] ?? []
            removed.append(Placement(index: index, stroke: strokes[index]))
            for (offset, piece) in replacement.enumerated() {
                inserted.append(Placement(index: index + shift + offset, stroke: piece))
            }
            shift += replacement.count - 1
        }
        self.init(normalizing: removed, inserted)
        try checkInsertedStrokesAreFinite()
    }
}
