/// A drawing kept together with a spatial index of its strokes, so that hit tests and selections
/// stay fast on drawings of a hundred thousand strokes.
///
/// A wrapper rather than a stored property of ``Drawing``: a drawing stays a plain value that
/// compares, hashes and encodes by its strokes alone, and code that only renders or converts never
/// builds or carries an index. Whoever edits and queries a drawing holds an `IndexedDrawing`, and
/// every change goes through it, so that the index can never fall out of step with the strokes:
/// ``drawing`` can be read but only changed by the methods here, each of which updates the index
/// for just the strokes it touches.
///
/// Every query asks the index for the strokes whose ink box meets the query's region, then tests
/// those exactly (see the tests on ``Stroke``), and answers with stroke indices in drawing order.
public struct IndexedDrawing: Sendable {
    /// The drawing.
    public private(set) var drawing: Drawing
    /// The index of its strokes.
    public private(set) var index: StrokeIndex

    /// Indexes a drawing, in O(n log n) in its strokes.
    /// - Parameter drawing: the drawing to keep.
    public init(_ drawing: Drawing) {
        self.drawing = drawing
        index = StrokeIndex(strokes: drawing.strokes)
    }

    /// The drawing's strokes.
    public var strokes: [Stroke] { drawing.strokes }

    /// The size of the canvas (which the index does not depend on).
    public var canvas: Size {
        get { drawing.canvas }
        set { drawing.canvas = newValue }
    }

    /// The drawing's own ink options (which the index does not depend on).
    public var inkOptions: InkOptions? {
        get { drawing.inkOptions }
        set { drawing.inkOptions = newValue }
    }

    /// Adds a stroke after the last.
    /// - Parameter stroke: the new stroke.
    public mutating func append(_ stroke: Stroke) {
        drawing.strokes.append(stroke)
        index.append(stroke)
    }

    /// Adds a stroke at a place, moving the later ones on (as undoing a removal does).
    /// - Parameters:
    ///   - stroke: the new stroke.
    ///   - position: from 0 to the number of strokes.
    public mutating func insert(_ stroke: Stroke, at position: Int) {
        drawing.strokes.insert(stroke, at: position)
        index.insert(stroke, at: position)
    }

    /// Adds several strokes at once, each at its place among the strokes afterwards (as undoing a
    /// deletion or an erasure does): one pass over the strokes and the index however many are added.
    /// - Parameters:
    ///   - strokes: the new strokes.
    ///   - positions: their places in the drawing afterwards, one for each stroke, ascending, from 0
    ///     to below the number of strokes afterwards.
    public mutating func insert(_ strokes: [Stroke], at positions: [Int]) {
        index.insert(strokes, at: positions)
        guard let first = positions.first, first < drawing.strokes.count else {
            drawing.strokes.append(contentsOf: strokes)
            return
        }
        var merged: [Stroke] = []
        merged.reserveCapacity(drawing.strokes.count + strokes.count)
        var next = 0
        var old = 0
        for place in 0..<(drawing.strokes.count + strokes.count) {
            if next < positions.count, positions[next] == place {
                merged.append(strokes[next])
                next += 1
            } else {
                merged.append(drawing.strokes[old])
                old += 1
            }
        }
        drawing.strokes = merged
    }

    /// Removes the stroke at a place, moving the later ones up.
    /// - Parameter position: a stroke index, which must exist.
    /// - Returns: the stroke removed.
    @discardableResult
    public mutating func remove(at position: Int) -> Stroke {
        index.remove(at: position)
        return drawing.strokes.remove(at: position)
    }

    /// Removes several strokes at once.
    /// - Parameter positions: stroke indices, in any order; repeats and indices out of range are ignored.
    public mutating func remove(at positions: some Sequence<Int>) {
        apply(.delete, to: positions)
    }

    /// Puts a stroke in place of another.
    /// - Parameters:
    ///   - position: the stroke index of the one replaced, which must exist.
    ///   - stroke: the stroke to put there.
    public mutating func replace(at position: Int, with stroke: Stroke) {
        drawing.strokes[position] = stroke
        index.replace(at: position, with: stroke)
    }

    /// Applies a selection edit (see ``Drawing/apply(_:to:)``), updating the index for the strokes it
    /// changes only: moved, scaled and rotated strokes move in it, deleted ones leave it, copies join it.
    /// - Parameters:
    ///   - edit: what to do to the selected strokes.
    ///   - selection: stroke indices, in any order; repeats and indices out of range are ignored.
    /// - Returns: the selection afterwards: the same strokes, none after a deletion, the copies after a copy.
    @discardableResult
    public mutating func apply(_ edit: SelectionEdit, to selection: some Sequence<Int>) -> [Int] {
        let chosen = drawing.validSelection(selection)
        let before = drawing.strokes.count
        let after = drawing.apply(edit, to: chosen)
        switch edit {
        case .move, .scale, .rotate, .recolor:
            for position in chosen { index.replace(at: position, with: drawing.strokes[position]) }
        case .delete:
            index.remove(at: chosen)
        case .copy:
            for position in before..<drawing.strokes.count { index.append(drawing.strokes[position]) }
        }
        return after
    }
}
